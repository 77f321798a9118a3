## Notices: what a player is told, listed on the notices page and mailed. A notice's title
## names no game: the list writes the game before it, and a mail's subject starts with it.

notice-in-game = { $game }: { $title }
notice-turn = ถึงตาคุณเดินในเกมกับ { $opponent } (ตาที่ { $ply })
notice-turn-again = ถึงตาคุณเดินอีกครั้งในเกมกับ { $opponent } (ตาที่ { $ply })
notice-played = { $opponent } เดินแล้ว (ตาที่ { $ply }): { $move }
notice-effect = ผล: { $effect }
notice-comment = ความเห็น: { $comment }
notice-begun = เกม { $game } ของคุณกับ { $opponent } เริ่มแล้ว
notice-tournament = ทัวร์นาเมนต์: { $tournament } รอบที่ { $round }
notice-reminder = เตือน: ใกล้ครบกำหนดเดินในเกมกับ { $opponent } ({ $due })
notice-reminder-detail = ตาเดินของคุณในเกม { $game } กับ { $opponent } ใกล้ครบกำหนดแล้ว
notice-game-over = เกมกับ { $opponent } จบแล้ว: { $verdict }
notice-won = คุณชนะ ({ $reason })
notice-lost = คุณแพ้ ({ $reason })
notice-drawn = เกมนี้เสมอ ({ $reason })
notice-ended = เกมจบแล้ว
notice-wrote = { $name } เขียนว่า: { $text }
notice-draw-offer = { $opponent } ขอเสมอ
notice-draw-offer-detail = { $opponent } ขอเสมอในเกม { $game } ของคุณ (หลังตาที่ { $ply })
notice-takeback-offer = { $opponent } ขอคืนตา
notice-takeback-one = { $opponent } ขอคืนตาเดิน { $move } (ตาที่ { $ply }) ในเกม { $game } ของคุณ
notice-takeback-more = { $opponent } ขอคืนตาเดิน { $move } (ตาที่ { $ply }) และตาเดินหลังจากนั้น ({ $rest }) ในเกม { $game } ของคุณ
notice-takeback-last = { $opponent } ขอคืนตาเดินล่าสุดในเกม { $game } ของคุณ
notice-takeback-declined = { $opponent } ไม่ยอมให้คุณคืนตา
notice-takeback-declined-detail = { $opponent } ไม่ยอมให้คุณคืนตาเดิน เกมดำเนินต่อไปตามเดิม
notice-taken-back = { $opponent } ตกลง: ถอน { $moves } ออกแล้ว ถึงตาคุณเดินอีกครั้ง
notice-challenge = { $challenger } ท้าคุณเล่น { $game }
notice-challenge-rated = { $challenger } ท้าคุณเล่น { $game } แบบคิดคะแนน ({ $clock }; { $challenger } เล่น{ $color })
notice-challenge-casual = { $challenger } ท้าคุณเล่น { $game } แบบกระชับมิตร ({ $clock }; { $challenger } เล่น{ $color })
notice-challenge-rules = กติกา: { $rules }
# ตัวเลือกที่ผู้รับคำท้าเลือกให้ตัวเอง (การจัดหมากในหมากรุกเกาหลี): $choice และ $value เขียนตามที่พิมพ์ในการตอบกลับ
# $words บอกความหมายของค่านั้น
notice-own-choice = คุณเลือก { $choice } ของคุณเองได้ตอนรับคำท้า (ถ้าไม่เลือก จะใช้ตามที่คำท้าระบุ):
notice-own-choice-value = { $value }: { $words }
notice-own-choice-reply = ตอบว่า "accept { $choice }={ $example }" เพื่อรับคำท้าด้วยตัวเลือกนี้
notice-no-clock = ไม่จับเวลา
notice-color-white = { $sides ->
    [xiangqi] ฝ่ายแดง
    [janggi] ฝ่ายน้ำเงิน
    [shogi] ฝ่าย Sente
   *[chess] ฝ่ายขาว
}
notice-color-black = { $sides ->
    [xiangqi] ฝ่ายดำ
    [janggi] ฝ่ายแดง
    [shogi] ฝ่าย Gote
   *[chess] ฝ่ายดำ
}
notice-color-random = ฝ่ายที่สุ่มได้
notice-watched = { $white } – { $black }: { $mover } เดิน { $move }
notice-watched-played = { $mover } ({ $side }) เดิน (ตาที่ { $ply }): { $move }
notice-watched-end = { $white } – { $black }: จบเกม { $result }
notice-over = เกมจบแล้ว: { $result }
notice-chat = { $name } พูดว่า: { $words }
notice-chat-detail = { $name } พูดว่า:
notice-forecast = { $opponent } เดิน { $move } ตาเดินล่วงหน้าของคุณตอบด้วย { $reply }
notice-forecast-played = { $opponent } เดิน (ตาที่ { $ply }): { $move }
notice-forecast-answered = ตาเดินล่วงหน้าของคุณตอบ (ตาที่ { $reply-ply }): { $reply }
notice-forecast-goes-on = ตาเดินล่วงหน้าของคุณยังมีต่อจากตรงนี้
notice-forecast-ended = นี่คือตาสุดท้ายในตาเดินล่วงหน้าของคุณ

## What a mail says under a notice, about its game as it stands when the mail goes.

letter-you-play-white = { $sides ->
    [xiangqi] คุณเล่นฝ่ายแดง ถึงตาคุณเดิน
    [janggi] คุณเล่นฝ่ายน้ำเงิน ถึงตาคุณเดิน
    [shogi] คุณเล่นฝ่าย Sente ถึงตาคุณเดิน
   *[chess] คุณเล่นฝ่ายขาว ถึงตาคุณเดิน
}
letter-you-play-black = { $sides ->
    [xiangqi] คุณเล่นฝ่ายดำ ถึงตาคุณเดิน
    [janggi] คุณเล่นฝ่ายแดง ถึงตาคุณเดิน
    [shogi] คุณเล่นฝ่าย Gote ถึงตาคุณเดิน
   *[chess] คุณเล่นฝ่ายดำ ถึงตาคุณเดิน
}
letter-deadline = ครบกำหนด: { $deadline }
letter-no-deadline = ไม่มี (เกมนี้ไม่จับเวลา)
letter-clock = เวลา: { $clock }
letter-clock-days = ตาละ { $days } วัน
letter-clock-bank = คลังเวลา: เริ่ม { $initial } วัน, เพิ่ม { $increment } วันต่อตา, สูงสุด { $cap } วัน
letter-game = เกม: { $link }
letter-the-game = ดูเกม: { $link }
letter-record = บันทึกเกม: { $link }
letter-game-and-talk = เกมและบทสนทนา: { $link }
letter-rating = คะแนน { $game } ของคุณ: { $before } -> { $after } ({ $change })
letter-legal-moves = { $count ->
    [1] ตาเดินเดียวที่คุณเดินได้: { $moves }
   *[other] ตาเดินที่คุณเดินได้ ({ $count }): { $moves }
}
letter-many-moves = คุณมีตาที่เดินได้ { $count } ตา (ตอบว่า "{ command-moves }" เพื่อขอรายการทั้งหมด)
letter-moves-so-far = ตาเดินที่ผ่านมา:
letter-hand-white = { $sides ->
    [xiangqi] หมากในมือฝ่ายแดง: { $pieces }
    [janggi] หมากในมือฝ่ายน้ำเงิน: { $pieces }
    [shogi] หมากในมือฝ่าย Sente: { $pieces }
   *[chess] หมากในมือฝ่ายขาว: { $pieces }
}
letter-hand-black = { $sides ->
    [xiangqi] หมากในมือฝ่ายดำ: { $pieces }
    [janggi] หมากในมือฝ่ายแดง: { $pieces }
    [shogi] หมากในมือฝ่าย Gote: { $pieces }
   *[chess] หมากในมือฝ่ายดำ: { $pieces }
}
letter-hand-empty = ไม่มี
letter-answer-offer = รับหรือปฏิเสธได้ที่หน้าเกม: { $link }
letter-move-declines = (ถ้าคุณเดินหมาก ถือว่าปฏิเสธ)
letter-reply-draw = หรือตอบกลับอีเมลนี้ว่า "{ command-draw }" เพื่อรับ หรือ "{ command-decline }" เพื่อปฏิเสธ
letter-reply-takeback = หรือตอบกลับอีเมลนี้ว่า "{ command-takeback }" เพื่อยอมให้คืนตา หรือ "{ command-decline } { command-takeback }" เพื่อปฏิเสธ
letter-challenge = รับหรือปฏิเสธคำท้าได้ที่ล็อบบี้: { $link }
letter-watching = คุณกำลังติดตามเกมนี้ ตอบว่า "{ command-unwatch }" เพื่อหยุดรับอีเมลเหล่านี้ หรือ "{ command-board }" หรือ "{ command-log }" เพื่อขอกระดานหรือบันทึกทั้งเกม
letter-reply-say = ตอบด้วย "{ command-say }" ตามด้วยข้อความของคุณ ("{ command-say } ขอให้โชคดี!" บรรทัดถัดลงไปจะส่งไปด้วย)
letter-digest-one = มีหนึ่งเกมรอคุณเดิน สถานะล่าสุด:
letter-digest-many = มี { $count } เกมรอคุณเดิน สถานะล่าสุด:
letter-digest-game-white = { $sides ->
    [xiangqi] { $title } กับ { $opponent } (คุณเล่นฝ่ายแดง) ตาที่ { $ply } ครบกำหนด: { $deadline }
    [janggi] { $title } กับ { $opponent } (คุณเล่นฝ่ายน้ำเงิน) ตาที่ { $ply } ครบกำหนด: { $deadline }
    [shogi] { $title } กับ { $opponent } (คุณเล่นฝ่าย Sente) ตาที่ { $ply } ครบกำหนด: { $deadline }
   *[chess] { $title } กับ { $opponent } (คุณเล่นฝ่ายขาว) ตาที่ { $ply } ครบกำหนด: { $deadline }
}
letter-digest-game-black = { $sides ->
    [xiangqi] { $title } กับ { $opponent } (คุณเล่นฝ่ายดำ) ตาที่ { $ply } ครบกำหนด: { $deadline }
    [janggi] { $title } กับ { $opponent } (คุณเล่นฝ่ายแดง) ตาที่ { $ply } ครบกำหนด: { $deadline }
    [shogi] { $title } กับ { $opponent } (คุณเล่นฝ่าย Gote) ตาที่ { $ply } ครบกำหนด: { $deadline }
   *[chess] { $title } กับ { $opponent } (คุณเล่นฝ่ายดำ) ตาที่ { $ply } ครบกำหนด: { $deadline }
}

## What a reply may say: the help a mail ends with. The commands themselves are in
## commands.ftl; a reply may give them in the reader's language or in English.

help-intro = ตอบกลับอีเมลนี้ โดยเขียนคำใดคำหนึ่งต่อไปนี้ไว้ที่บรรทัดแรก:
help-your-move = ตาเดินของคุณ ("P e2-e4" หรือ "e2e4") บรรทัดถัดลงไปคือความเห็นประกอบ
help-draw = ขอเสมอ หรือรับข้อเสนอเสมอของอีกฝ่าย
help-decline = ปฏิเสธข้อเสนอเสมอ (หรือคำขอคืนตา)
help-takeback = ขอคืนตาเดินล่าสุดของคุณ หรือยอมให้อีกฝ่ายคืนตา (เฉพาะเกมกระชับมิตร ส่วน "{ command-decline } { command-takeback }" คือไม่ยอม)
help-claim = ขอเสมอตามสิทธิ์ที่กติกาให้
help-resign = ยอมแพ้เกมนี้
help-board = ขอกระดานตอนนี้
help-log = ขอบันทึกทั้งเกม
help-moves = ขอรายการตาเดินที่เดินได้
help-say = ส่งข้อความถึงคู่แข่ง (บรรทัดถัดลงไปจะส่งไปด้วย)
help-note = ขอโน้ตของคุณในเกมนี้ ส่วน "{ command-note } ..." คือเขียนโน้ตใหม่แทนของเดิม
help-forecast = ขอตาเดินล่วงหน้าของคุณ ส่วน "{ command-forecast } { command-clear }" คือลบทิ้ง
help-if = ระหว่างตาของอีกฝ่าย ตั้งตาเดินล่วงหน้า: "{ command-if } X { command-then } Y" จะเดิน Y ให้คุณทันทีเมื่ออีกฝ่ายเดิน X (บรรทัดละหนึ่งแนวการเดิน บรรทัดเหล่านี้จะแทนที่ตาเดินล่วงหน้าเดิม)
help-help = ขอรายการนี้

## When a deadline falls and how far off it is.

due-passed = เลยกำหนดแล้ว
due-in-days = { $hours ->
    [0] อีก { $days } วัน
   *[other] อีก { $days } วัน { $hours } ชั่วโมง
}
due-in-hours = { $minutes ->
    [0] อีก { $hours } ชั่วโมง
   *[other] อีก { $hours } ชั่วโมง { $minutes } นาที
}
due-in-minutes = อีก { $minutes } นาที
date-time = { $weekday ->
    [1] จ.
    [2] อ.
    [3] พ.
    [4] พฤ.
    [5] ศ.
    [6] ส.
   *[7] อา.
} { $day } { $month ->
    [1] ม.ค.
    [2] ก.พ.
    [3] มี.ค.
    [4] เม.ย.
    [5] พ.ค.
    [6] มิ.ย.
    [7] ก.ค.
    [8] ส.ค.
    [9] ก.ย.
    [10] ต.ค.
    [11] พ.ย.
   *[12] ธ.ค.
} { $year } { $time } { $zone }
date = { $day } { $month ->
    [1] ม.ค.
    [2] ก.พ.
    [3] มี.ค.
    [4] เม.ย.
    [5] พ.ค.
    [6] มิ.ย.
    [7] ก.ค.
    [8] ส.ค.
    [9] ก.ย.
    [10] ต.ค.
    [11] พ.ย.
   *[12] ธ.ค.
} { $year }
deadline-when = { $when } ({ $far })

## A notice's line that is someone's own words (a message, a game's options), as written.

notice-quote = { $text }

## The daily digest
digest-title = อีเมลสรุปประจำวัน: การแจ้งเตือน { $count } รายการ
digest-intro = การแจ้งเตือน { $count } รายการนับจากอีเมลสรุปฉบับก่อน:
# $title: the notice's own title; $at: when it came (2031-11-06T09:30:00Z)
digest-notice = === { $title } ({ $at })
digest-game = เกม: { $link }
