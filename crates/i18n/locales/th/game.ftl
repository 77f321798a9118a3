## The game page: the heading and the players' lines, the status, offers, the move form, the
## moves list, forecasts, the conversation and notes, and the analysis. Game names, players'
## names and moves stay as they are written.

game-title = { $variant }: { $white } พบ { $black }
# HTML: $white and $black are each a player's name (a link to their page) and rating.
game-heading = { $sides ->
    [xiangqi] { $variant }: { $white } (แดง) พบ { $black } (ดำ)
    [janggi] { $variant }: { $white } (น้ำเงิน) พบ { $black } (แดง)
    [shogi] { $variant }: { $white } (Sente) พบ { $black } (Gote)
   *[chess] { $variant }: { $white } (ขาว) พบ { $black } (ดำ)
}
game-engine-level = { $name } (ระดับ { $level })
game-closed-account = { $name } (บัญชีที่ปิดแล้ว)
game-casual = เกมไม่คิดคะแนน
game-rated = เกมคิดคะแนน
# $changes: each player's name and rating before and after, "alice 1500 → 1662 (+162)".
game-rated-changes = เกมคิดคะแนน: { $changes }
game-rated-unchanged = เกมคิดคะแนน แต่จบก่อนที่ทั้งสองฝ่ายจะได้เดิน คะแนนจึงไม่เปลี่ยน
game-tournament-round = { $tournament } รอบที่ { $round }

## The result, and the page's own notice that the game went on.

game-over = จบเกม { $result }
# $reason: how it ended, from endings.ftl ("resignation").
game-result-white-won = { $sides ->
    [xiangqi] { $name } (แดง) ชนะ ({ $reason })
    [janggi] { $name } (น้ำเงิน) ชนะ ({ $reason })
    [shogi] { $name } (Sente) ชนะ ({ $reason })
   *[chess] { $name } (ขาว) ชนะ ({ $reason })
}
game-result-black-won = { $sides ->
    [xiangqi] { $name } (ดำ) ชนะ ({ $reason })
    [janggi] { $name } (แดง) ชนะ ({ $reason })
    [shogi] { $name } (Gote) ชนะ ({ $reason })
   *[chess] { $name } (ดำ) ชนะ ({ $reason })
}
game-result-drawn = เสมอ ({ $reason })
game-rematch = ขอเล่นอีกครั้ง
game-moved-on = เกมเดินต่อไปแล้ว
game-show-new-position = แสดงตำแหน่งล่าสุด

## The pieces in hand (crazyhouse, shogi), and the players' lines beside the board.

game-hand-white = { $sides ->
    [xiangqi] หมากในมือฝ่ายแดง
    [janggi] หมากในมือฝ่ายน้ำเงิน
    [shogi] หมากในมือฝ่าย Sente
   *[chess] หมากในมือฝ่ายขาว
}
game-hand-black = { $sides ->
    [xiangqi] หมากในมือฝ่ายดำ
    [janggi] หมากในมือฝ่ายแดง
    [shogi] หมากในมือฝ่าย Gote
   *[chess] หมากในมือฝ่ายดำ
}
game-hand-white-label = { $sides ->
    [xiangqi] มือของฝ่ายแดง
    [janggi] มือของฝ่ายน้ำเงิน
    [shogi] มือของฝ่าย Sente
   *[chess] มือของฝ่ายขาว
}
game-hand-black-label = { $sides ->
    [xiangqi] มือของฝ่ายดำ
    [janggi] มือของฝ่ายแดง
    [shogi] มือของฝ่าย Gote
   *[chess] มือของฝ่ายดำ
}
game-hand-nothing = ไม่มี
game-hand-count = { $count } ตัว
game-players = ผู้เล่น
game-side-white = { $sides ->
    [xiangqi] แดง
    [janggi] น้ำเงิน
    [shogi] Sente
   *[chess] ขาว
}
game-side-black = { $sides ->
    [xiangqi] ดำ
    [janggi] แดง
    [shogi] Gote
   *[chess] ดำ
}
game-taken-white = { $sides ->
    [xiangqi] หมากที่ฝ่ายแดงกินได้
    [janggi] หมากที่ฝ่ายน้ำเงินกินได้
    [shogi] หมากที่ฝ่าย Sente กินได้
   *[chess] หมากที่ฝ่ายขาวกินได้
}
game-taken-black = { $sides ->
    [xiangqi] หมากที่ฝ่ายดำกินได้
    [janggi] หมากที่ฝ่ายแดงกินได้
    [shogi] หมากที่ฝ่าย Gote กินได้
   *[chess] หมากที่ฝ่ายดำกินได้
}
game-piece-white = { $sides ->
    [xiangqi] { $piece }แดง
    [janggi] { $piece }น้ำเงิน
    [shogi] { $piece }ฝ่าย Sente
   *[chess] { $piece }ขาว
}
game-piece-black = { $sides ->
    [xiangqi] { $piece }ดำ
    [janggi] { $piece }แดง
    [shogi] { $piece }ฝ่าย Gote
   *[chess] { $piece }ดำ
}
# $ahead: "+3".
game-ahead = ได้เปรียบหมาก { $ahead } (คิดเป็นเบี้ย)
game-clock-per-move = ตาละ { $days } วัน
# $clock: the time in the bank, "6 d 04:00:00".
game-clock-bank = เวลาสะสม { $clock }
game-deadline = ครบกำหนด: { $when }
game-deadline-far = ({ $far })

## The status under the board.

game-your-turn = ตาคุณเดิน
game-white-to-move = { $sides ->
    [xiangqi] ตาฝ่ายแดงเดิน
    [janggi] ตาฝ่ายน้ำเงินเดิน
    [shogi] ตาฝ่าย Sente เดิน
   *[chess] ตาฝ่ายขาวเดิน
}
game-black-to-move = { $sides ->
    [xiangqi] ตาฝ่ายดำเดิน
    [janggi] ตาฝ่ายแดงเดิน
    [shogi] ตาฝ่าย Gote เดิน
   *[chess] ตาฝ่ายดำเดิน
}
game-check = รุก!
game-tally-chips = ชิป
game-tally-checks = จำนวนรุกที่ยังต้องให้
game-tally-count = การนับ
game-tally-points = แต้ม
game-tally-points-note = เกมที่จบโดยไม่มีการรุกจน (ทั้งสองฝ่ายผ่านตา, บิกจัง, เดินซ้ำ, ห้าสิบตา) ตัดสินด้วยแต้ม ฝ่ายแดง (ฮัน) ได้เพิ่ม 1.5 แต้มเพราะเดินทีหลัง
# HTML: keep the <strong> marks around the numbers.
game-tally-sides = { $sides ->
    [xiangqi] { $label }: แดง <strong>{ $white }</strong> · ดำ <strong>{ $black }</strong>
    [janggi] { $label }: น้ำเงิน <strong>{ $white }</strong> · แดง <strong>{ $black }</strong>
    [shogi] { $label }: Sente <strong>{ $white }</strong> · Gote <strong>{ $black }</strong>
   *[chess] { $label }: ขาว <strong>{ $white }</strong> · ดำ <strong>{ $black }</strong>
}
game-counting-white = { $label }: ฝ่ายขาวนับไปแล้ว <strong>{ $counted }</strong> จาก { $limit } ตา
game-counting-black = { $label }: ฝ่ายดำนับไปแล้ว <strong>{ $counted }</strong> จาก { $limit } ตา
game-counting-white-note = เกมจะเสมอหากนับเกิน { $limit } ตาก่อนที่ฝ่ายขาวจะถูกรุกจน
game-counting-black-note = เกมจะเสมอหากนับเกิน { $limit } ตาก่อนที่ฝ่ายดำจะถูกรุกจน
game-showing-ply = กำลังแสดงตำแหน่งหลังตาที่ { $ply }
game-back-to-game = กลับไปที่เกม

## What the opponent asks, and the game's rule options.

game-draw-offered = คู่แข่งขอเสมอ
game-accept-draw = ยอมรับการเสมอ
game-decline = ปฏิเสธ
# $moves: the moves to take back, "Nf3" or "Nf3 and e5".
game-takeback-asked = คู่แข่งขอคืนตา { $moves }
game-moves-and = { $first } และ { $second }
game-accept-takeback = ยอมให้คืนตา
# $rules: the options in words, as the rules write them.
game-rules-summary = กติกา: { $rules }
game-option-changed = (ไม่ใช่ค่าเริ่มต้น)
game-options-meaning = ความหมายของตัวเลือก

## The step that asks before a move made on the board is sent.

# HTML: the page's script writes the move into the <strong> element; keep it whole.
game-confirm = เดิน <strong class="text"></strong> ใช่ไหม?
game-play-move = เดินตานี้
game-cancel = ยกเลิก

## The moves list and the buttons that walk through it.

game-moves = ตาเดิน
game-no-moves = ยังไม่มีการเดิน
game-start-title = เริ่มต้น (Home)
game-start = « เริ่มต้น
game-back-title = ถอยหนึ่งตา (←)
game-back = ‹ ถอย
game-forward-title = เดินหน้าหนึ่งตา (→)
game-forward = เดินหน้า ›
game-now-title = ตำแหน่งปัจจุบัน (End)
game-now = ปัจจุบัน »
game-flip = กลับกระดาน
# $eval: the engine's evaluation, "-2.10"; $move: a move.
game-judgement-inaccuracy = ตาที่ไม่แม่นยำ ({ $eval })
game-judgement-mistake = ตาผิดพลาด ({ $eval })
game-judgement-blunder = ตาพลาดร้ายแรง ({ $eval })
game-judgement-better = ตาที่ดีกว่า: { $move } ({ $eval })

## Planning a forecast on the board. A planned line is written step by step: the first
## step, then each reply and each next move of the opponent, each with its own punctuation.

game-plan = วางแผนตาเดินล่วงหน้า
game-plan-start = เดินตาที่คุณคาดว่าคู่แข่งจะเดินบนกระดาน แล้วเดินตาตอบของคุณ
game-plan-first = ถ้าเขาเดิน { $move }
game-plan-reply = { " " }คุณเดิน { $move }
game-plan-then = { " " }แล้วถ้าเขาเดิน { $move }
game-plan-line = { $line }
game-plan-next-theirs = กระดานแสดงตำแหน่งของแนวการเดินนี้: ต่อไปให้เดินตาของคู่แข่ง
game-plan-next-yours = กระดานแสดงตำแหน่งของแนวการเดินนี้: ต่อไปให้เดินตาของคุณ
game-plan-add = เพิ่มแนวการเดินนี้ในตาเดินล่วงหน้าของฉัน
game-plan-undo = ย้อนตาล่าสุด
game-plan-stop = หยุดวางแผน
game-plan-next-move = ตาถัดไปของแนวการเดิน
game-plan-add-move = เพิ่ม
# $reason: the rules' refusal.
game-plan-problem = เดิน { $move } ที่ตำแหน่งนั้นไม่ได้: { $reason }
game-all-legal-moves = ตาเดินที่ถูกกติกาทั้งหมด ({ $count })

## The move form.

game-finish-move = เลือกอย่างใดอย่างหนึ่งเพื่อเดินให้ครบ:
game-your-move = ตาเดินของคุณ
# The move field's hint: one move as several notations write it.
game-example-two = { $a } หรือ { $b }
game-example-three = { $a }, { $b } หรือ { $c }
game-example-four = { $a }, { $b }, { $c } หรือ { $d }
game-play = เดิน
game-pass = ผ่านตา
game-comment = ความเห็น (ไม่บังคับ)
game-ask-first = ถามก่อนส่งตาที่เดินบนกระดาน
game-buttons-play = กดปุ่มแล้วจะเดินตานั้นทันที
game-engine-thinking = เอนจินกำลังคิด หน้านี้จะแสดงตาเดินเมื่อเอนจินเดินแล้ว

## The player's actions.

game-draw-offered-by-you = คุณขอเสมอแล้ว
game-offer-draw = ขอเสมอ
game-takeback-asked-by-you = คุณขอคืนตาเดินของคุณแล้ว
game-withdraw-request = ถอนคำขอ
game-take-back = คืนตาเดินของฉัน
game-ask-take-back = ขอคืนตาเดินของฉัน
# $reason: the rule that allows the claim, from endings.ftl.
game-claim-draw = ขอเสมอตามกติกา ({ $reason })
game-hint = คำแนะนำ
game-resign-confirm = ยอมแพ้เกมนี้ใช่ไหม?
game-resign = ยอมแพ้
game-download = ดาวน์โหลด:
game-text-log = บันทึกแบบข้อความ
game-rules = กติกา

## Watching a game.

game-stop-watching = เลิกติดตาม
game-watching = ทุกตาเดินของเกมนี้จะส่งถึงคุณ
game-watch = ติดตามเกมนี้
game-watch-hint = รับทุกตาเดินทางอีเมลตามการตั้งค่าของคุณ

## The forecast. The words "if" and "then" of a forecast's lines stay in English: the server
## reads them.

game-forecast = ตาเดินล่วงหน้าของคุณ
game-forecast-about = ระหว่างที่ถึงตาคู่แข่ง บอกเซิร์ฟเวอร์ไว้ก่อนว่าคุณจะตอบอย่างไร เมื่อเขาเดินตาที่อยู่ในตาเดินล่วงหน้าของคุณ ตาตอบของคุณจะถูกเดินทันที มีแต่คุณที่เห็น
game-no-forecast = ไม่มีตาเดินล่วงหน้า
game-forecast-plan = วางแนวการเดินบนกระดาน
game-forecast-edit = แก้ไขเป็นข้อความ
game-forecast-lines = แนวการเดินของคุณ บรรทัดละหนึ่งแนว: if ตาของเขา then ตาของคุณ, then if … then … (เขียน if และ then เป็นภาษาอังกฤษ)
game-forecast-keep = บันทึกตาเดินล่วงหน้านี้
game-forecast-remove = ลบตาเดินล่วงหน้าของฉัน

## The conversation and the player's notes.

game-conversation = บทสนทนา
game-no-messages = ยังไม่มีข้อความ มีแต่ผู้เล่นทั้งสองที่เห็นบทสนทนานี้
game-message = ข้อความ
game-message-placeholder = ข้อความถึงคู่แข่ง
game-send = ส่ง
game-notes = โน้ตของคุณ
game-notes-private = มีแต่คุณที่เห็นโน้ตนี้
game-notes-keep = บันทึกโน้ต

## The position in words, for a screen reader, and as a drawing in text.

game-pieces = หมากทีละช่อง
game-pieces-none = ไม่มี
game-text-board = กระดานแบบข้อความ
game-text-board-note = (ภาพสำหรับคัดลอก รายการหมากด้านบนบอกตำแหน่งเดียวกัน)

## The engine's analysis of a finished game.

game-analysis = การวิเคราะห์
game-analysis-legend = { $sides ->
    [xiangqi] ส่วนสีอ่อนคือโอกาสชนะของฝ่ายแดง จุดแสดงตาที่เสียเปรียบ: แดงคือพลาดร้ายแรง ส้มคือผิดพลาด เหลืองคือไม่แม่นยำ กดจุดหรือตาเดินเพื่อไปที่ตำแหน่งนั้น
    [janggi] ส่วนสีอ่อนคือโอกาสชนะของฝ่ายน้ำเงิน จุดแสดงตาที่เสียเปรียบ: แดงคือพลาดร้ายแรง ส้มคือผิดพลาด เหลืองคือไม่แม่นยำ กดจุดหรือตาเดินเพื่อไปที่ตำแหน่งนั้น
    [shogi] ส่วนสีอ่อนคือโอกาสชนะของฝ่าย Sente จุดแสดงตาที่เสียเปรียบ: แดงคือพลาดร้ายแรง ส้มคือผิดพลาด เหลืองคือไม่แม่นยำ กดจุดหรือตาเดินเพื่อไปที่ตำแหน่งนั้น
   *[chess] ส่วนสีอ่อนคือโอกาสชนะของฝ่ายขาว จุดแสดงตาที่เสียเปรียบ: แดงคือพลาดร้ายแรง ส้มคือผิดพลาด เหลืองคือไม่แม่นยำ กดจุดหรือตาเดินเพื่อไปที่ตำแหน่งนั้น
}
game-analysis-pending = ส่วนสีเทายังไม่ได้วิเคราะห์
game-analyse-again = วิเคราะห์อีกครั้ง
game-no-analysis = เกมนี้ยังไม่มีการวิเคราะห์
game-ask-analysis = ขอให้เอนจินวิเคราะห์
game-analysis-done = { $sides ->
    [xiangqi] การวิเคราะห์เกมโดยเอนจิน: โอกาสชนะของฝ่ายแดงหลังแต่ละตา และตาที่เสียเปรียบ
    [janggi] การวิเคราะห์เกมโดยเอนจิน: โอกาสชนะของฝ่ายน้ำเงินหลังแต่ละตา และตาที่เสียเปรียบ
    [shogi] การวิเคราะห์เกมโดยเอนจิน: โอกาสชนะของฝ่าย Sente หลังแต่ละตา และตาที่เสียเปรียบ
   *[chess] การวิเคราะห์เกมโดยเอนจิน: โอกาสชนะของฝ่ายขาวหลังแต่ละตา และตาที่เสียเปรียบ
}
# $error: what went wrong, as the engine said it.
game-analysis-failed = การวิเคราะห์ล้มเหลว ({ $error }) คุณขอใหม่ได้
game-analysis-no-reason = ไม่มีบันทึกสาเหตุ
game-analysis-queued = เอนจินจะวิเคราะห์เกมนี้เมื่อไม่มีตาต้องเดิน หน้านี้จะแสดงผลไปเรื่อย ๆ
game-analysis-progress = เอนจินกำลังวิเคราะห์เกมนี้: เสร็จแล้ว { $done } จาก { $total } ตำแหน่ง หน้านี้จะแสดงเพิ่มไปเรื่อย ๆ
# A player's tally: $inaccuracies, $mistakes and $blunders are the counts below.
game-analysis-tally = { $name }: { $inaccuracies } · { $mistakes } · { $blunders } · เสียเฉลี่ย { $loss } เซนติพอว์นต่อตา
game-analysis-tally-so-far = { $name } (จนถึงตอนนี้): { $inaccuracies } · { $mistakes } · { $blunders } · เสียเฉลี่ย { $loss } เซนติพอว์นต่อตา
game-inaccuracies = ไม่แม่นยำ { $count } ตา
game-mistakes = ผิดพลาด { $count } ตา
game-blunders = พลาดร้ายแรง { $count } ตา
game-graph-label = { $sides ->
    [xiangqi] โอกาสชนะของฝ่ายแดงตลอดเกม ตามที่เอนจินประเมิน
    [janggi] โอกาสชนะของฝ่ายน้ำเงินตลอดเกม ตามที่เอนจินประเมิน
    [shogi] โอกาสชนะของฝ่าย Sente ตลอดเกม ตามที่เอนจินประเมิน
   *[chess] โอกาสชนะของฝ่ายขาวตลอดเกม ตามที่เอนจินประเมิน
}
game-graph-pending = ยังไม่ได้วิเคราะห์
# A dot's tooltip: $move is the move with its mark, "1… P a7-a6??".
game-graph-dot = { $move } ({ $eval })
game-graph-dot-better = { $move } ({ $eval }); ที่ดีกว่าคือ { $better } ({ $better-eval })

## What the chooser says a choice leads to. $reason: how the game would end, from endings.ftl.

game-foresight-wins = ชนะเกม ({ $reason })
game-foresight-loses = แพ้เกม ({ $reason })
game-foresight-draws = เสมอ ({ $reason })
game-foresight-opponent-wins = ให้คู่แข่งชนะได้ทันที ({ $reason })
game-foresight-lost-next = แพ้ในตาถัดไปของคุณ ไม่ว่าคู่แข่งจะเดินอะไร ({ $reason })

## Notices after an action on the game.

game-takeback-declined-notice = คู่แข่งไม่ยอมให้คุณคืนตาเดิน เกมดำเนินต่อไปตามเดิม
game-no-such-ply = เกมนี้ไม่มีตาที่ "{ $ply }" นี่คือตำแหน่งปัจจุบัน
game-not-your-turn = ตาเดิน { $move } ของคุณไม่ได้ถูกเดิน: ตอนนี้ไม่ใช่ตาของคุณในเกมนี้
game-changed-meanwhile = ตาเดิน { $move } ของคุณไม่ได้ถูกเดิน: เกมเปลี่ยนไประหว่างนั้น ตาเดินยังอยู่ในช่องกรอก
game-resigned = คุณยอมแพ้แล้ว
game-unwatched = คุณเลิกติดตามเกมนี้แล้ว
game-watched = คุณติดตามเกมนี้แล้ว: ทุกตาเดินจะส่งถึงคุณตามการตั้งค่าการแจ้งเตือน
game-chat-limit = คุณส่งข้อความไปแล้ว { $count } ข้อความในหนึ่งนาทีที่ผ่านมา รออีก { $seconds } วินาทีก่อนส่งข้อความถัดไป
game-note-removed = ลบโน้ตของคุณแล้ว
game-note-kept = บันทึกโน้ตของคุณแล้ว
game-plan-pairs = แนวการเดินที่วางไว้ต้องเป็นคู่: ตาของเขา แล้วตาตอบของคุณ
game-forecast-gone = ลบตาเดินล่วงหน้าของคุณแล้ว
game-forecast-line-added = เพิ่มแนวการเดินในตาเดินล่วงหน้าของคุณแล้ว (รวม { $count } แนว)
game-forecast-kept = บันทึกตาเดินล่วงหน้าแล้ว: { $count } แนว
game-takeback-requested = ส่งคำขอคืนตาเดินของคุณถึงคู่แข่งแล้ว
game-takeback-done = คืนตาเดินของคุณแล้ว ถึงตาคุณอีกครั้ง
game-takeback-accepted = คืนตาเดินแล้ว
game-takeback-declined = คุณปฏิเสธการคืนตา เกมดำเนินต่อไปตามเดิม
game-takeback-withdrawn = คุณถอนคำขอคืนตาเดินแล้ว
# The engine's judgement of the move it suggests.
game-hint-win = เห็นทางชนะบังคับใน { $moves } ตา
game-hint-loss = เห็นทางแพ้บังคับใน { $moves } ตา
# $score: "+0.40".
game-hint-score = { $score } สำหรับคุณ
game-hint-notice = เอนจินแนะนำ { $move } ({ $judged }) ใส่ไว้ในช่องกรอกแล้ว
game-rematch-players-only = มีแต่ผู้เล่นของเกมนี้ที่ขอเล่นอีกครั้งได้
game-rematch-too-soon = เกมยังเล่นอยู่: ขอเล่นอีกครั้งได้หลังเกมจบ
game-rematch-offered = ส่งคำขอเล่นอีกครั้งแล้ว: คู่แข่งจะเห็นในล็อบบี้
