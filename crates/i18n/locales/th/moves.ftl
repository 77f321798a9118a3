## เหตุที่ตาเดินไม่ถูกรับ ตามที่กติกาอธิบายแก่ผู้เล่นที่พิมพ์ ช่อง (e4) ตาเดิน (P e2-e4) อักษรของตัวหมาก (N)
## และชื่อเกมเขียนตามเดิม ตัวหมากเรียกด้วยข้อความ `piece-` ด้านล่าง (หรือตามที่ไฟล์ของเกมเขียน ถ้าไม่มี)

refusal-choose-one-of = เลือกหนึ่งในนี้: { $moves }
refusal-legal-moves-of-that-piece = ตาเดินที่ถูกกติกาของตัวนั้น: { $moves }

## ประโยคเต็มที่ผู้เล่นอ่าน $why คือข้อความ `why-` ด้านล่าง

refusal-game-over-white-wins = { $sides ->
    [xiangqi] เกมจบแล้ว: แดงชนะ ({ $reason })
    [janggi] เกมจบแล้ว: น้ำเงินชนะ ({ $reason })
    [shogi] เกมจบแล้ว: Sente ชนะ ({ $reason })
   *[chess] เกมจบแล้ว: ขาวชนะ ({ $reason })
}
refusal-game-over-black-wins = { $sides ->
    [xiangqi] เกมจบแล้ว: ดำชนะ ({ $reason })
    [janggi] เกมจบแล้ว: แดงชนะ ({ $reason })
    [shogi] เกมจบแล้ว: Gote ชนะ ({ $reason })
   *[chess] เกมจบแล้ว: ดำชนะ ({ $reason })
}
refusal-game-over-draw = เกมจบแล้ว: เสมอ ({ $reason })
refusal-syntax-ends = ไม่ใช่ตาเดิน: ข้อความจบที่ตัวอักษรที่ { $column } แต่ตรงนั้นต้องมี { $expected }
refusal-syntax-found = ไม่ใช่ตาเดิน: ที่ตัวอักษรที่ { $column } ต้องมี { $expected } แต่พบ "{ $found }"
refusal-syntax-too-long = ไม่ใช่ตาเดิน: ข้อความต้องยาว { $expected } แต่ยาวเกิน { $column } ตัวอักษร
refusal-no-san = ในตำแหน่งนี้ไม่มีตาเดินที่ถูกกติกาซึ่งเขียนแบบพีชคณิตมาตรฐานว่า { $san }
refusal-san-did-you-mean = { $san } เดินไม่ได้ในตำแหน่งนี้ หมายถึง { $move } หรือเปล่า
refusal-san-ambiguous = { $san } ตรงกับตาเดินมากกว่าหนึ่งตา: { $moves }
refusal-off-board = { $square } ไม่ใช่ช่องบนกระดานของ { $game } ({ $board })
refusal-board-files-ranks = แถวตั้ง a-{ $file } และแถวนอน 1-{ $ranks } จาก a1 ถึง { $last }
refusal-board-spaces = { $count } ช่องในกรอบจาก a1 ถึง { $last }
refusal-wrong-label = ตัวหมากที่ { $square } คือ{ $piece } ({ $label }) ไม่ใช่ { $typed }
refusal-some-piece = ตัวหมาก
refusal-part-does-not-fit = "{ $part }" ไม่ได้เป็นส่วนหนึ่งของตาเดินที่ถูกกติกาใดที่ขึ้นต้นด้วย { $move }
refusal-part-does-not-fit-why = "{ $part }" ไม่ได้เป็นส่วนหนึ่งของตาเดินที่ถูกกติกาใดที่ขึ้นต้นด้วย { $move }: { $why }
refusal-needs-a-choice = { $move } ต้องเลือกเพิ่มอีกหนึ่งอย่างจึงจะเป็นตาเดินเดียว
refusal-ambiguous = ข้อความนี้ตรงกับตาเดินที่ถูกกติกามากกว่าหนึ่งตา
refusal-move-first = ตาเดินขึ้นต้นด้วยตัวหมากที่เดิน เช่น "P e2-e4" ส่วน "{ $part }" ตามหลังได้เท่านั้น
refusal-no-piece = ไม่มีตัวหมากที่ { $square }
refusal-not-your-piece-white = { $sides ->
    [xiangqi] { $piece }ที่ { $square } เป็นของแดง ตอนนี้ถึงตาดำเดิน
    [janggi] { $piece }ที่ { $square } เป็นของน้ำเงิน ตอนนี้ถึงตาแดงเดิน
    [shogi] { $piece }ที่ { $square } เป็นของ Sente ตอนนี้ถึงตา Gote เดิน
   *[chess] { $piece }ที่ { $square } เป็นของขาว ตอนนี้ถึงตาดำเดิน
}
refusal-not-your-piece-black = { $sides ->
    [xiangqi] { $piece }ที่ { $square } เป็นของดำ ตอนนี้ถึงตาแดงเดิน
    [janggi] { $piece }ที่ { $square } เป็นของแดง ตอนนี้ถึงตาน้ำเงินเดิน
    [shogi] { $piece }ที่ { $square } เป็นของ Gote ตอนนี้ถึงตา Sente เดิน
   *[chess] { $piece }ที่ { $square } เป็นของดำ ตอนนี้ถึงตาขาวเดิน
}
refusal-off-the-board = นอกกระดาน
refusal-illegal-move = { $label } { $from }-{ $to } ไม่ใช่ตาเดินที่ถูกกติกา
refusal-illegal-move-why = { $label } { $from }-{ $to } ไม่ใช่ตาเดินที่ถูกกติกา: { $why }
refusal-illegal-move-none-legal = { $label } { $from }-{ $to } ไม่ใช่ตาเดินที่ถูกกติกา { $piece }ที่ { $from } ไม่มีตาเดินที่ถูกกติกาเลย
refusal-illegal-move-why-none-legal = { $label } { $from }-{ $to } ไม่ใช่ตาเดินที่ถูกกติกา: { $why } { $piece }ที่ { $from } ไม่มีตาเดินที่ถูกกติกาเลย
refusal-illegal-drop = { $label }-{ $square } ไม่ใช่การวางหมากที่ถูกกติกา
refusal-illegal-drop-why = { $label }-{ $square } ไม่ใช่การวางหมากที่ถูกกติกา: { $why }
refusal-duck-cannot-go = เป็ดไปที่ { $square } ไม่ได้: { $why }
refusal-no-draw-to-claim = { $game } ไม่มีการเสมอที่ขอได้ ให้เสนอเสมอแทน
refusal-no-draw-now = ตอนนี้ขอเสมอไม่ได้: จะขอเสมอได้ต่อเมื่อ{ $ways }
refusal-claim-or = { $first } หรือเมื่อ{ $second }
refusal-claim-on-own-turn = ขอเสมอได้ในตาของตัวเองเท่านั้น

## สิ่งที่ควรมีตรงที่ข้อความเลิกเป็นรูปแบบการเขียนตาเดิน ($expected ด้านบน)

expect-at-most = ไม่เกิน { $count } ตัวอักษร
expect-move = ตาเดิน เช่น "P e2-e4" หรือ "e2e4"
expect-next-part = ";" ก่อนส่วนถัดไป หรือจุดจบของตาเดิน
expect-removal-dash = "-" หลัง "@" ("@-e4" เอาตัวหมากที่ e4 ออก)
expect-removal-square = ช่องของตัวหมากที่จะเอาออก เช่น "@-e4"
expect-letter-or-square = อักษรของตัวหมากหรือช่อง
expect-drop-square = ช่องหลัง "-" ของการวางหมาก เช่น "Q-e8"
expect-from-square = ช่องอย่าง e2 หลังอักษรของตัวหมาก
expect-dash = "-" และช่องปลายทางหลัง { $square }
expect-destination = ช่องปลายทาง
expect-destination-or-off = ช่องปลายทาง (หรือ "off") หลัง { $square }

## ช่องสองช่องขึ้นไปที่ประโยคเรียงไว้ ("h2 หรือ g2")

list-or = { $first } หรือ { $second }
list-comma = { $first } { $second }

## เหตุที่กติกาไม่ยอมรับตาเดิน: ข้อความที่ตามหลัง "ไม่ใช่ตาเดินที่ถูกกติกา:" ($why ด้านบน) $king คือชื่อตัวหมากหลักของฝ่ายนั้น

why-claim-repetition = ตำแหน่งเดิมเกิดขึ้น { $needed } ครั้ง (ตอนนี้เกิดขึ้น { $count } ครั้ง)
why-claim-quiet-moves = แต่ละฝ่ายเดินไป { $moves } ตาโดยไม่มีการกินหรือเดินเบี้ย (ตอนนี้ { $plies } ตาเดิน)
why-claim-lone-king-white = ฝ่ายตรงข้ามเหลือแต่คิง (ขาวยังมีตัวอื่นอีก { $count } ตัว)
why-claim-lone-king-black = ฝ่ายตรงข้ามเหลือแต่คิง (ดำยังมีตัวอื่นอีก { $count } ตัว)
why-never-off-board = ในเกมนี้ตัวหมากไม่ออกนอกกระดาน
why-never-off-board-in = ใน { $game } ตัวหมากไม่ออกนอกกระดาน
why-same-square = ตาเดินต้องไปช่องอื่น
why-never-castles-white = ใน { $game } ขาวไม่เข้าป้อม
why-never-castles-black = ใน { $game } ดำไม่เข้าป้อม
why-castled-rights-gone-white-king-side = ขาวเข้าป้อมฝั่งคิงไม่ได้แล้ว: คิงหรือเรือตัวนั้นเคยเดินแล้ว
why-castled-rights-gone-white-queen-side = ขาวเข้าป้อมฝั่งควีนไม่ได้แล้ว: คิงหรือเรือตัวนั้นเคยเดินแล้ว
why-castled-rights-gone-black-king-side = ดำเข้าป้อมฝั่งคิงไม่ได้แล้ว: คิงหรือเรือตัวนั้นเคยเดินแล้ว
why-castled-rights-gone-black-queen-side = ดำเข้าป้อมฝั่งควีนไม่ได้แล้ว: คิงหรือเรือตัวนั้นเคยเดินแล้ว
why-castling-between-taken = การเข้าป้อมต้องให้ช่องระหว่างคิงกับเรือว่าง แต่มี{ $piece }อยู่ที่ { $square }
why-castling-out-of-check = เข้าป้อมขณะถูกรุกไม่ได้
why-castling-through-attack = คิงผ่านหรือหยุดบนช่องที่ถูกโจมตีไม่ได้ และ { $square } ถูกโจมตีอยู่
why-castling-impossible = เข้าป้อมตรงนี้ไม่ได้
why-white-piece = { $sides ->
    [xiangqi] { $piece }แดง
    [janggi] { $piece }น้ำเงิน
    [shogi] { $piece }ฝ่าย Sente
   *[chess] { $piece }ขาว
}
why-black-piece = { $sides ->
    [xiangqi] { $piece }ดำ
    [janggi] { $piece }แดง
    [shogi] { $piece }ฝ่าย Gote
   *[chess] { $piece }ดำ
}
why-no-piece = ช่องว่าง
why-own-piece-there = { $piece }ของคุณเองอยู่ที่ { $square }
why-own-piece-any = ตัวหมากของคุณเองอยู่ที่ { $square }
why-game-over = เกมจบแล้ว
why-game-over-white-wins = { $sides ->
    [xiangqi] เกมจบแล้ว (แดงชนะ: { $reason })
    [janggi] เกมจบแล้ว (น้ำเงินชนะ: { $reason })
    [shogi] เกมจบแล้ว (Sente ชนะ: { $reason })
   *[chess] เกมจบแล้ว (ขาวชนะ: { $reason })
}
why-game-over-black-wins = { $sides ->
    [xiangqi] เกมจบแล้ว (ดำชนะ: { $reason })
    [janggi] เกมจบแล้ว (แดงชนะ: { $reason })
    [shogi] เกมจบแล้ว (Gote ชนะ: { $reason })
   *[chess] เกมจบแล้ว (ดำชนะ: { $reason })
}
why-game-over-draw = เกมจบแล้ว (เสมอ: { $reason })
why-king-in-check-there = { $king }ของคุณจะถูกรุกที่ { $square }
why-still-in-check = { $king }ของคุณถูกรุกอยู่ และตาเดินนี้ไม่ได้แก้รุก
why-leaves-king-in-check = การเดิน{ $piece }จาก { $square } จะทำให้{ $king }ของคุณถูกรุก
why-blocked = ทางจาก { $from } ไป { $to } ถูกขวาง
why-blocked-by = ทางจาก { $from } ไป { $to } ถูก{ $piece }ที่ { $square } ขวางอยู่
why-blocked-on = ทางจาก { $from } ไป { $to } ถูกขวางที่ { $square }
why-two-squares-from-start = { $piece }เดินสองช่องได้จากแถวเริ่มต้นเท่านั้น
why-only-to-capture = { $piece }เดินทางนั้นได้เฉพาะตอนกิน และ { $square } ว่างอยู่
why-cannot-capture-that-way = { $piece }กินทางนั้นไม่ได้
why-not-that-way = { $piece }ไม่ได้เดินแบบนั้น
why-not-that-way-or-blocked = { $piece }ที่ { $square } ไม่ได้เดินแบบนั้น หรือทางถูกขวางอยู่
why-capture-compulsory = ต้องกินเมื่อกินได้ และตอนนี้มีตัวให้กิน
why-royal-would-be-attacked = { $king }ของคุณจะถูกโจมตี
why-check-forbidden = ตาเดินนี้จะรุก ซึ่งเกมนี้ห้าม
why-royal-attacked-there = { $piece }ของคุณจะถูกโจมตีที่ { $square }
why-royal-in-check = { $king }ของคุณถูกรุกอยู่ และตาเดินนี้ไม่ได้แก้
why-leaves-royal-attacked = การเดิน{ $piece }จาก { $square } จะทำให้{ $king }ของคุณถูกโจมตี
why-khan-last-leader = จะทำให้เสียผู้นำคนสุดท้ายของคุณ
why-khan-leader-exposed = จะทำให้ผู้นำคนเดียวของคุณอยู่ในที่ที่ตัวหมากฝ่ายตรงข้ามกินได้
why-khan-no-exchange = { $piece }ไม่แลกกับ{ $other }
why-khan-exchanges-off = { $piece }ของคุณเองอยู่ที่ { $square } และเกมนี้ปิดการแลก
why-khan-spell-out-of-reach = { $piece }กินไม่ได้ และ { $square } อยู่นอกระยะเวทของมัน
why-khan-not-demotable = { $piece }ลดขั้นไม่ได้ จึงไม่มีเวทใดเล็งมันได้
why-khan-spell-not-on-khan = ในเกมนี้เวทเล็งข่านหรือข่านพลธนูไม่ได้
why-khan-no-mounted-capture = ในเกมนี้{ $piece }กินตัวที่ขี่ม้าไม่ได้
why-khan-magician-step = { $piece }เดินหนึ่งช่องในแนวตั้งหรือแนวนอน
why-kings-run-winning-move = มีตาเดินที่ชนะอยู่: { $moves }
why-kings-run-capture-runner = คุณต้องกินรันเนอร์ของตัวเองที่ { $squares } ด้วยแซนด์แมน
why-kings-run-only-runner-king-leaves = มีแต่คิงรันเนอร์เท่านั้นที่ออกนอกกระดานได้
why-kings-run-leave-from-far-rank = คิงรันเนอร์ออกนอกกระดานได้จากแถวไกลสุดเท่านั้น
why-koan-step-from-octagon = ตัวหมากเดินไปข้างหน้าหนึ่งช่อง: จากแปดเหลี่ยมตรงไปแปดเหลี่ยมถัดไป หรือเฉียงไปข้างหน้าสู่สี่เหลี่ยม
why-koan-step-from-square = ตัวหมากเดินไปข้างหน้าหนึ่งช่อง: จากสี่เหลี่ยมเฉียงไปข้างหน้าสู่แปดเหลี่ยม
why-koan-octagonal-captures-on-octagons-not-square = ตัวแปดเหลี่ยมกินได้บนแปดเหลี่ยมเท่านั้น และ { $square } เป็นสี่เหลี่ยม
why-koan-octagonal-captures-on-octagons-not-octagon = ตัวแปดเหลี่ยมกินได้บนแปดเหลี่ยมเท่านั้น และ { $square } เป็นแปดเหลี่ยม
why-koan-square-captures-on-squares-not-octagon = ตัวสี่เหลี่ยมกินได้บนสี่เหลี่ยมเท่านั้น และ { $square } เป็นแปดเหลี่ยม
why-koan-square-captures-on-squares-not-square = ตัวสี่เหลี่ยมกินได้บนสี่เหลี่ยมเท่านั้น และ { $square } เป็นสี่เหลี่ยม
why-cannon-one-screen = { $piece }กินได้เฉพาะเมื่อกระโดดข้ามตัวหมากบนทางพอดีหนึ่งตัว
why-cannon-jumps-only-to-capture = { $piece }กระโดดได้เฉพาะตอนกิน และ { $square } ว่างอยู่
why-first-step-blocked = ก้าวแรกของ{ $piece }ไปทาง { $square } ต้องลงบนช่องว่าง แต่ช่องนั้นไม่ว่าง
why-diagonal-only-to-capture = { $piece }เดินเฉียงได้เฉพาะตอนกิน และ { $square } ว่างอยู่
why-captures-diagonally = { $piece }กินทางเฉียง ไม่ได้กินตรงไปข้างหน้า
why-not-on-board = { $square } ไม่อยู่บนกระดาน
why-duck-there-must-move = ตอนนี้เป็ดอยู่ตรงนั้น และต้องย้าย
why-duck-square-taken = มี{ $piece }อยู่ตรงนั้น (เป็ดต้องไปช่องที่ว่างหลังเดินตาแล้ว)
why-no-drops = ใน { $game } ไม่มีการวางหมาก
why-no-such-piece = { $label } ไม่ใช่ตัวหมากของ { $game }
why-none-in-hand = คุณไม่มี{ $piece }ในมือ
why-square-not-empty = { $square } ไม่ว่าง
why-drop-file-taken = คุณมี{ $piece }อยู่ในแถวตั้ง { $file } แล้ว
why-drop-not-there = ใน { $game } วาง{ $piece }ที่ { $square } ไม่ได้
why-drop-first-rank = วาง{ $piece }บนแถวแรกของตัวเองหรือในที่ที่จะเลื่อนขั้นไม่ได้
why-drop-another-first = ต้องวางตัวอื่นในมือก่อน
why-drop-in-check = { $king }ของคุณถูกรุกอยู่ และการวางนี้ไม่ได้แก้
why-drop-gives-check = ใน { $game } การวางหมากจะรุกไม่ได้
why-drop-bishops-colours = บิชอปของคุณต้องอยู่บนช่องทั้งสองสี
why-drop-leaves-attacked = จะทำให้{ $king }ของคุณถูกโจมตี

## ชื่อตัวหมากของเกมต่าง ๆ ใน ortoo ตามที่ผู้เล่นไทยเรียก: หมากรุกไทยใช้ชื่อดั้งเดิม (ขุน เม็ด โคน ม้า เรือ เบี้ย)

piece-royal-piece = ตัวราชา
piece-pawn = เบี้ย
piece-knight = ม้า
piece-bishop = บิชอป
piece-rook = เรือ
piece-queen = ควีน
piece-king = คิง
piece-in-shogi-pawn = เบี้ย
piece-in-shogi-knight = ม้า
piece-in-shogi-bishop = บิชอป
piece-in-shogi-rook = เรือ
piece-in-shogi-king = คิง
piece-lance = หอก
piece-silver-general = ขุนเงิน
piece-gold-general = ขุนทอง
piece-dragon-king = ราชามังกร
piece-dragon-horse = ม้ามังกร
piece-drunk-elephant = ช้างเมา
piece-chick = ลูกเจี๊ยบ
piece-hen = แม่ไก่
piece-giraffe = ยีราฟ
piece-lion = สิงโต
piece-elephant = ช้าง
piece-swallow = นกนางแอ่น
piece-phoenix = นกฟีนิกซ์
piece-falcon = ฟอลคอน
piece-crane = นกกระเรียน
piece-left-quail = นกคุ่มซ้าย
piece-right-quail = นกคุ่มขวา
piece-pheasant = ไก่ฟ้า
piece-goose = ห่าน
piece-eagle = นกอินทรี
piece-general = ขุนพล
piece-advisor = ที่ปรึกษา
piece-horse = ม้า
piece-chariot = รถศึก
piece-cannon = ปืนใหญ่
piece-soldier = ทหาร
piece-banner = ธง
piece-khun = ขุน
piece-met = เม็ด
piece-khon = โคน
piece-ma = ม้า
piece-ruea = เรือ
piece-bia = เบี้ย
piece-ai-wok = ไอ้โหวก
piece-neang = เนียง
piece-koul = โคล
piece-seh = เสะ
piece-touk = ทูก
piece-trey = เตรย
piece-min-gyi = มินจี
piece-sit-ke = ซิกเก
piece-sin = ซิน
piece-myin = เมี่ยน
piece-yahhta = ยาตา
piece-ne = เน
piece-alfil = อัลฟิล
piece-fers = เฟอร์ส
piece-ferz = เฟอร์ซ
piece-wazir = วาซีร์
piece-man = คน
piece-courier = คูเรียร์
piece-schleich = ชไลช์
piece-archbishop = อาร์ชบิชอป
piece-chancellor = แชนเซลเลอร์
piece-amazon = อเมซอน
piece-centaur = เซนทอร์
piece-nightrider = ไนต์ไรเดอร์
piece-camel = อูฐ
piece-zebra = ม้าลาย
piece-janus = เจนัส
piece-cardinal = คาร์ดินัล
piece-marshal = จอมพล
piece-marshall = จอมพล
piece-minister = รัฐมนตรี
piece-commoner = สามัญชน
piece-berolina-pawn = เบี้ยเบโรลินา
piece-grasshopper = ตั๊กแตน
piece-hawk = เหยี่ยว
piece-duck = เป็ด
piece-duke = ดยุก
piece-tower = หอคอย
piece-archer = พลธนู
piece-lancer = ทหารม้าถือทวน
piece-kheshig = เคชิก
piece-yurt = กระโจม
piece-khan = ข่าน
piece-khatun = คาตุน
piece-horse-archer = พลธนูม้า
piece-scout = หน่วยสอดแนม
piece-divine-king = เทพราชา
piece-quetzal = นกเควตซัล
piece-jaguar = เสือจากัวร์
piece-serpent = งู
piece-vulture = แร้ง
piece-canoe = เรือแคนู
piece-offering = เครื่องบูชา
piece-warrior = นักรบ
piece-swordsman = นักดาบ
piece-assassin = นักฆ่า
piece-magician = นักเวทย์
piece-demoted-magician = นักเวทย์ถูกลดขั้น
piece-power-magician = จอมเวทย์
piece-bondsman = ข้ารับใช้
piece-khan-archer = ข่านพลธนู
piece-khan-sword = ข่านนักดาบ
piece-quickpawn = เบี้ยเร็ว
piece-sandman-quickpawn = เบี้ยเร็วแซนด์แมน
piece-sandman-knight = ม้าแซนด์แมน
piece-sandman-bishop = บิชอปแซนด์แมน
piece-sandman-rook = เรือแซนด์แมน
piece-sandman-queen = ควีนแซนด์แมน
piece-sandman-king = คิงแซนด์แมน
piece-runner-quickpawn = เบี้ยเร็วรันเนอร์
piece-runner-knight = ม้ารันเนอร์
piece-runner-bishop = บิชอปรันเนอร์
piece-runner-rook = เรือรันเนอร์
piece-runner-queen = ควีนรันเนอร์
piece-runner-king = คิงรันเนอร์
piece-war-elephant = ช้างศึก
piece-octagonal-piece = ตัวแปดเหลี่ยม
piece-square-piece = ตัวสี่เหลี่ยม

## ตัวหมากที่รูปแบบไฟล์เรียกตามชนิด (เมื่อเกมไม่ได้ตั้งชื่อให้)

piece-fers-alfil = เฟอร์สอัลฟิล
piece-silver = เงิน
piece-gold = ทอง
piece-aiwok = ไอ้โหวก
piece-bers = เบอร์ส
piece-knibis = Knibis
piece-biskni = Biskni
piece-kniroo = Kniroo
piece-rookni = Rookni
piece-shogi-pawn = เบี้ยโชงิ
piece-shogi-knight = ม้าโชงิ
piece-clobber = Clobber
piece-breakthrough = ฝ่าแนว
piece-immobile = ตัวนิ่ง
piece-janggi-cannon = ปืนใหญ่จังกี
piece-janggi-elephant = ช้างจังกี
