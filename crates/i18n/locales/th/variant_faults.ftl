## The faults found in a player's file of variants (variants.ini), as the upload page and the API
## list them: where each is and what is wrong. What they quote from the file, and the format's own
## words (its keys and values, Betza's letters), stay as the file has them.

fault-at-line = { $place } บรรทัดที่ { $line }
fault-in-variant = { $place } [{ $variant }]
fault-in-key = { $place } { $key }
fault-at = { $place }: { $fault }

fault-file-not-taken = ไม่รับไฟล์นี้: { $fault }
fault-file-not-taken-many = ไม่รับไฟล์นี้: มีข้อผิดพลาด { $count } จุด จุดแรกคือ { $first }

## Reading the file into sections.

fault-section-unclosed = ชื่อของส่วนต้องเขียนในรูป [ชื่อ]: "{ $text }"
fault-variant-name = "{ $name }" ใช้เป็นชื่อแบบหมากรุกไม่ได้ (ใช้ได้เฉพาะตัวอักษร ตัวเลข '-' และ '_' ไม่เกิน 40 ตัว)
fault-variant-twice = แบบหมากรุกนี้ถูกนิยามซ้ำสองครั้งในไฟล์นี้
fault-not-key-value = ควรเป็น "คีย์ = ค่า" แต่พบ "{ $text }"
fault-key-outside-section = คีย์ที่อยู่ก่อนส่วน [แบบหมากรุก] แรกไม่เป็นของแบบหมากรุกใดเลย
fault-line-without-key = บรรทัดนี้ไม่มีคีย์: "{ $text }"
fault-variant-name-link = ชื่อแบบหมากรุกที่นี่ต้องประกอบด้วยตัวอักษร ตัวเลข '-' และ '_' เท่านั้น (ชื่อนี้เป็นส่วนหนึ่งของลิงก์)
fault-builtin-name = มีแบบหมากรุกในตัวที่ใช้ชื่อนี้อยู่แล้ว โปรดตั้งชื่ออื่นให้แบบของคุณ (แต่สืบทอดจากแบบนั้นได้)
fault-name-offered = มีแบบหมากรุกชื่อนี้อยู่แล้ว โปรดตั้งชื่ออื่น
fault-no-such-variant = ไม่มีแบบหมากรุกนี้
fault-not-in-file = ไม่มีแบบหมากรุกนี้ในไฟล์

## A key's value that is not what the key takes.

fault-not-true-or-false = "{ $value }" ไม่ใช่ true หรือ false
fault-not-whole-number = "{ $value }" ไม่ใช่จำนวนเต็ม
fault-not-result = "{ $value }" ไม่ใช่ผลของเกม (win, loss, draw หรือ none)
fault-result-not-none = ผลตรงนี้ต้องเป็น win, loss หรือ draw
fault-not-board-file = "{ $value }" ไม่ใช่แถวตั้ง (a ถึง l หรือ 1 ถึง 12)
fault-not-rank = "{ $value }" ไม่ใช่แถวนอน (1 ถึง { $max })
fault-not-square = "{ $square }" ไม่ใช่ช่องบนกระดาน { $files }×{ $ranks }
fault-no-piece-lettered = ไม่มีหมากตัวใดในแบบนี้ที่ใช้อักษร "{ $letter }"
fault-not-one-piece-letter = "{ $value }" ไม่ใช่อักษรของหมากตัวเดียว
fault-counting-rule = "{ $value }" ไม่ใช่กติกาการนับ: เขียน makruk, cambodian, asean หรือ none
fault-chasing-rule = "{ $value }" ไม่ใช่กติกาการไล่: เขียน axf หรือ none
fault-walling-rule = "{ $value }" ไม่ใช่กติกาการวางกำแพง: เขียน duck, arrow, past, edge, static หรือ none
fault-material-counting = "{ $value }" ไม่ใช่วิธีนับหมาก: เขียน janggi, unweighted, whitedrawodds, blackdrawodds หรือ none
fault-promoted-piece-type = "{ $part }" ไม่ได้อยู่ในรูป อักษรของหมาก ทวิภาค แล้วอักษรของหมากที่มันเลื่อนขั้นเป็น (หรือ -) เช่น p:g
fault-promotion-limit = "{ $part }" ไม่ได้อยู่ในรูป อักษร:จำนวน ของหมากในแบบนี้
fault-piece-name-form = "{ $part }" ไม่ได้ตั้งชื่อให้หมากตัวใด: เขียนอักษร ทวิภาค แล้วชื่อ เช่น k:King
fault-piece-name-letter = "{ $letter }" ไม่ใช่อักษรของหมาก: เขียนอักษรตัวเดียวก่อนทวิภาค เช่น k:King
fault-piece-name-length = ชื่อของ "{ $letter }" ต้องเป็นข้อความยาว 1 ถึง { $max } ตัวอักษร เช่น k:King

## A variant's parents, its board, its pieces and its keys.

fault-inherits-from-itself = สืบทอดจากตัวเองผ่าน [{ $parent }]
fault-parent-unknown = สืบทอดจาก [{ $parent }] ซึ่งไม่ใช่ทั้งแบบหมากรุกของ ortoo และส่วนที่อยู่ข้างบนในไฟล์นี้
fault-board-too-large = กระดาน { $files }×{ $ranks } ใหญ่กว่าขนาดสูงสุดที่รองรับตอนนี้ คือ 12×10
fault-not-one-letter = "{ $letter }" ไม่ใช่อักษรตัวเดียว
fault-not-a-piece-letter = "{ $letter }" ไม่ใช่อักษรที่หมากใช้ได้
fault-named-piece-moves = { $key } เดินตามชื่อของมัน: ถ้าต้องการการเดินที่กำหนดเอง ให้ใช้ customPiece
fault-custom-piece-form = หมากที่กำหนดเองเขียนในรูป อักษร:Betza เช่น a:BN
fault-too-many-kinds = หมากมีมากกว่า { $max } ชนิด
fault-betza = สัญกรณ์ Betza "{ $betza }": { $why }
fault-custom-piece-number = หมากที่กำหนดเองคือ customPiece1 ถึง customPiece25
fault-not-a-key = ไม่ใช่คีย์ของรูปแบบ variants.ini (ตรวจการสะกดและตัวพิมพ์เล็กพิมพ์ใหญ่)
fault-mobility-region-key = คีย์พื้นที่เดินได้คือ mobilityRegionWhite หรือ mobilityRegionBlack ตามด้วยหมาก เช่น mobilityRegionWhiteKing
fault-mobility-region-piece = เกมนี้ไม่มีหมาก { $key } ที่จะกำหนดพื้นที่เดินได้ (เรียกหมากตามชื่อคีย์ของมัน ขึ้นต้นด้วยตัวพิมพ์ใหญ่: { $name })
fault-in-builtin = { $fault } (เป็นคีย์ของแบบหมากรุกในตัวของ ortoo ที่ [{ $variant }] ต่อยอดมา แต่ไม่เข้ากับคีย์ของ [{ $variant }] เองแล้ว: ให้เขียนคีย์นี้ใน [{ $variant }] ด้วย)

## Keys of the format that games defined as data cannot have yet.

fault-not-yet-two-boards = เกมที่นิยามด้วยข้อมูลยังมีกระดานสองกระดาน (แบบบั๊กเฮาส์) ไม่ได้
fault-not-yet-enclosing-drops = เกมที่นิยามด้วยข้อมูลยังวางหมากแบบล้อมหนีบ (แบบโอเทลโล) ไม่ได้
fault-not-yet-walls = เกมที่นิยามด้วยข้อมูลยังมีกำแพงไม่ได้
fault-not-yet-counting-rules = เกมที่นิยามด้วยข้อมูลยังใช้กติกาการนับตัดสินผลไม่ได้
fault-not-yet-special-mates = เกมที่นิยามด้วยข้อมูลยังใช้กติการุกจนแบบพิเศษไม่ได้
fault-not-yet-repetition-rules = เกมที่นิยามด้วยข้อมูลยังใช้กติกาการเดินซ้ำไม่ได้
fault-not-yet-connection-games = เกมที่นิยามด้วยข้อมูลยังเป็นเกมเรียงหมากให้ต่อกันไม่ได้
fault-not-yet-castling-wins = เกมที่นิยามด้วยข้อมูลยังใช้กติกาชนะด้วยการเข้าป้อมไม่ได้
fault-not-yet-several-flag-pieces = เกมที่นิยามด้วยข้อมูลยังมีหมากเป้าหมายหลายตัวไม่ได้
fault-not-yet-opposite-castling = เกมที่นิยามด้วยข้อมูลยังใช้กติกาเข้าป้อมฝั่งตรงข้ามไม่ได้
fault-not-yet-double-step-keys = เกมที่นิยามด้วยข้อมูลยังใช้คีย์รุ่นเก่าของการเดินสองช่องไม่ได้ (ให้ใช้ doubleStepRegionWhite และ doubleStepRegionBlack)
fault-not-yet-walling-rule = เกมที่นิยามด้วยข้อมูลยังใช้กติกาการวางกำแพง "{ $value }" ไม่ได้ (ที่อ่านได้คือ duck)

## A piece's moves in Betza's notation that cannot be read.

fault-betza-at = { $why } (ที่อักขระตัวที่ { $at })
fault-betza-atom = "{ $letter }" ไม่ใช่การเดินของหมากที่อ่านได้ในตอนนี้ (อะตอม: W F D N A H C L Z J G K R B Q)
fault-betza-range-zero = การเดินเป็นแนว { $letter }0 ไปไหนไม่ได้เลย: ให้ระยะตั้งแต่ 1 ถึง 9
fault-betza-cannot-ride = { $letter } เดินเป็นแนว (กระโดดซ้ำไปตามแนว) ตรงนี้ไม่ได้: เดินเป็นแนวได้เฉพาะแนวของ W, F และ N (WW หรือ R, FF หรือ B, NN, W3) ถ้าต้องการกระโดดครั้งเดียว ให้เขียน { $letter } ตัวเดียว
fault-betza-lame = 'n' (การกระโดดที่ถูกขวางได้) ใช้นำหน้าหมากกระโดด N, A, Z, J หรือ D ไม่ใช่ { $written }: ให้ตัดออก เพราะการเดินเป็นแนวหยุดที่หมากตัวแรกบนแนวอยู่แล้ว
fault-betza-hopper = "{ $letter }" (การกระโดดข้ามหมาก) ใช้นำหน้าการเดินเป็นแนวที่ไปได้ไกลจนกว่าแนวจะถูกขวาง (R, B, Q, WW, FF, NN) ไม่ใช่ { $written }
fault-betza-unknown = "{ $letter }" ไม่ใช่ส่วนหนึ่งของสัญกรณ์ Betza ตามที่อ่านได้ที่นี่
fault-betza-dangling = ตัวขยายท้ายสุดไม่ได้ใช้กับอะตอมใดเลย: ให้ลงท้ายด้วยอักษรของหมาก เช่น fmW
fault-betza-range-doubled = "{ $digit }" ตามหลัง { $doubled } ซึ่งเดินเป็นแนวไกลจนกว่าแนวจะถูกขวางอยู่แล้ว: เขียน { $ranged } ถ้าต้องการเดินไม่เกิน { $digit } ช่อง หรือเขียน { $doubled } อย่างเดียว
fault-betza-range-two-digits = ระยะเป็นตัวเลขหลักเดียว 1 ถึง 9: { $written } มีสองหลัก ให้เขียน { $ranged } หรือ { $doubled } ถ้าต้องการเดินไกลจนกว่าแนวจะถูกขวาง
fault-betza-range-before = ระยะต้องอยู่หลังอักษรของหมาก ไม่ใช่ก่อน: ให้เขียน { $ranged } แทน { $written }
fault-betza-range-alone = "{ $digit }" ไม่ได้ตามหลังอักษรของหมากตัวใด: ระยะต้องอยู่ถัดจากอักษรทันที เช่น { $example }

## A start position (startFen) that cannot be played.

fault-start-over-white-won = เกมจบก่อนตาเดินแรก (ขาวซึ่งเป็นฝ่ายเดินชนะแล้ว: { $by }) ให้เริ่มจากตำแหน่งที่เกมยังดำเนินอยู่
fault-start-over-white-lost = เกมจบก่อนตาเดินแรก (ขาวซึ่งเป็นฝ่ายเดินแพ้แล้ว: { $by }) ให้เริ่มจากตำแหน่งที่เกมยังดำเนินอยู่
fault-start-over-white-drawn = เกมจบก่อนตาเดินแรก (ขาวซึ่งเป็นฝ่ายเดินเสมอแล้ว: { $by }) ให้เริ่มจากตำแหน่งที่เกมยังดำเนินอยู่
fault-start-over-black-won = เกมจบก่อนตาเดินแรก (ดำซึ่งเป็นฝ่ายเดินชนะแล้ว: { $by }) ให้เริ่มจากตำแหน่งที่เกมยังดำเนินอยู่
fault-start-over-black-lost = เกมจบก่อนตาเดินแรก (ดำซึ่งเป็นฝ่ายเดินแพ้แล้ว: { $by }) ให้เริ่มจากตำแหน่งที่เกมยังดำเนินอยู่
fault-start-over-black-drawn = เกมจบก่อนตาเดินแรก (ดำซึ่งเป็นฝ่ายเดินเสมอแล้ว: { $by }) ให้เริ่มจากตำแหน่งที่เกมยังดำเนินอยู่
fault-start-by-extinction = หมากที่เกมนับหมดไปแล้ว
fault-start-by-flag = มีหมากอยู่ในพื้นที่ที่เกมกำหนด
fault-start-by-checks = รุกครบจำนวนที่เกมนับแล้ว
fault-start-by-checkmate = รุกจน
fault-start-by-stalemate = อับ
fault-start-by-pawn-drop-mate = รุกจนด้วยเบี้ยที่วางลง
fault-start-by-counting = การนับเกินขีดจำกัดแล้ว
fault-start-by-passes = ทั้งสองฝ่ายผ่านตาแล้ว
fault-start-by-bikjang = ขุนทั้งสองยังเผชิญหน้ากันอยู่
fault-start-white-checkmated = ขาวซึ่งเดินก่อนไม่มีตาเดินที่ถูกกติกา (ถูกรุกจนตั้งแต่เริ่ม) ให้เริ่มจากตำแหน่งที่ฝ่ายที่ต้องเดินเดินได้
fault-start-white-stalemated = ขาวซึ่งเดินก่อนไม่มีตาเดินที่ถูกกติกา (อับตั้งแต่เริ่ม) ให้เริ่มจากตำแหน่งที่ฝ่ายที่ต้องเดินเดินได้
fault-start-black-checkmated = ดำซึ่งเดินก่อนไม่มีตาเดินที่ถูกกติกา (ถูกรุกจนตั้งแต่เริ่ม) ให้เริ่มจากตำแหน่งที่ฝ่ายที่ต้องเดินเดินได้
fault-start-black-stalemated = ดำซึ่งเดินก่อนไม่มีตาเดินที่ถูกกติกา (อับตั้งแต่เริ่ม) ให้เริ่มจากตำแหน่งที่ฝ่ายที่ต้องเดินเดินได้

fault-fen-empty = FEN ว่างเปล่า
fault-fen-hands-unclosed = หมากในมือ "[{ $hands }" ไม่มี "]" ปิดท้าย
fault-fen-ranks = กระดานมี { $ranks } แถวนอน แต่ FEN ให้มา { $given } แถว
fault-fen-hand-piece = "{ $letter }" ในมือไม่ใช่หมากของ { $game }
fault-fen-side = "{ $value }" ไม่ใช่ฝ่ายที่ต้องเดิน (w หรือ b)
fault-fen-gate = "{ $letter }" ไม่ใช่ทั้งสิทธิ์เข้าป้อมและแถวตั้งที่นำหมากเข้ามาได้
fault-fen-castling-king = มีสิทธิ์เข้าป้อม "{ $letter }" แต่ไม่มีคิงอยู่บนแถวนอนของมัน
fault-fen-castling = "{ $letter }" ไม่ใช่สิทธิ์เข้าป้อม
fault-fen-castling-rook = มีสิทธิ์เข้าป้อม "{ $letter }" แต่ไม่มีเรือที่จะเข้าป้อมด้วย
fault-fen-count-limit = "{ $value }" ไม่ใช่ขีดจำกัดของการนับ
fault-fen-en-passant = "{ $value }" ไม่ใช่ช่องกินผ่านของกระดานนี้
fault-fen-en-passant-list = "{ $value }" ไม่ใช่ช่องกินผ่านของกระดานนี้ และไม่ใช่รายการของช่องเหล่านั้น
fault-fen-check-count = "{ $value }" ไม่ใช่จำนวนการรุก เช่น 3+3
fault-fen-halfmoves = "{ $value }" ไม่ใช่ตัวนับตาเดิน
fault-fen-move-number = "{ $value }" ไม่ใช่หมายเลขตาเดิน
fault-fen-count-too-long = { $plies } ตาเดินมากเกินกว่าที่การนับจะนับได้
fault-fen-rank-too-long = แถวนอนที่ { $rank } มีมากกว่า { $files } ช่อง
fault-fen-empty-run = แถวนอนที่ { $rank } มีช่องว่างยาว 0 ช่อง
fault-fen-rank-length = แถวนอนที่ { $rank } มี { $given } ช่อง ไม่ใช่ { $files } ช่อง
fault-fen-piece = "{ $letter }" ไม่ใช่หมากของ { $game }
fault-fen-no-promotion = "+{ $letter }": ใน { $game } { $letter } ไม่เลื่อนขั้น
