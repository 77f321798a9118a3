## The new-game form, and what answers a challenge.

challenge-title = เกมใหม่
challenge-game = เกม
challenge-group-hand-written = เกมที่เขียนโปรแกรมไว้
challenge-group-defined = เกมที่นิยามด้วยข้อมูล
challenge-group-players = หมากรุกที่ผู้เล่นสร้าง
challenge-uploaded-by = { $game } (โดย { $owner })
challenge-show-options = แสดงตัวเลือกของเกมนี้
challenge-rules = กติกา
# $choice is the game's word for what each player chooses (janggi's "arrangement"), in English.
challenge-own-choice-summary = { $choice } ของแต่ละฝ่าย (ใช้แบบปกติถ้าไม่เปลี่ยน)
challenge-own-choice-legend = { $choice } ของแต่ละฝ่าย
challenge-own-choice-hint = เลือกแบบที่คุณต้องการสำหรับแต่ละฝ่ายที่คุณอาจได้เล่น ผู้ที่รับคำท้าเลือก { $choice } ของตัวเองได้ตอนรับคำท้า
challenge-options-summary = ตัวเลือกกติกา (ใช้ค่าเริ่มต้นถ้าไม่เปลี่ยน)
challenge-options-legend = ตัวเลือกกติกา
challenge-switch-on = เปิด
challenge-switch-off = ปิด
challenge-play-against = เล่นกับ
challenge-way-person = ผู้เล่นที่คุณระบุชื่อ
challenge-way-seek = คำเชิญแบบเปิด: ใครก็รับได้
challenge-way-engine = เอนจิน
challenge-way-watch = ให้เอนจินเล่นกับตัวเอง เพื่อดู
challenge-opponent = ชื่อผู้เล่น
challenge-engine-level = ระดับของเอนจิน (ระดับ 1 เดินเร็วและหละหลวม ระดับ 12 คิดนานถึง 30 วินาทีต่อตา)
challenge-level = ระดับ { $level }
challenge-watch-white = { $sides ->
    [xiangqi] ระดับของฝ่ายแดง
    [janggi] ระดับของฝ่ายน้ำเงิน
    [shogi] ระดับของฝ่าย Sente
   *[chess] ระดับของฝ่ายขาว
}
challenge-watch-black = { $sides ->
    [xiangqi] ระดับของฝ่ายดำ
    [janggi] ระดับของฝ่ายแดง
    [shogi] ระดับของฝ่าย Gote
   *[chess] ระดับของฝ่ายดำ
}
challenge-colour = ฝ่ายของคุณ
challenge-colour-random = สุ่ม
challenge-colour-white = { $sides ->
    [xiangqi] แดง
    [janggi] น้ำเงิน
    [shogi] Sente
   *[chess] ขาว
}
challenge-colour-black = { $sides ->
    [xiangqi] ดำ
    [janggi] แดง
    [shogi] Gote
   *[chess] ดำ
}
challenge-rating = คะแนน
challenge-rated = คิดคะแนน: ผลของเกมจะเปลี่ยนคะแนนของทั้งสองฝ่ายในเกมนี้
challenge-casual = กระชับมิตร
challenge-rating-min = คะแนนต่ำสุด
challenge-rating-max = คะแนนสูงสุด
challenge-rating-range-hint = เฉพาะผู้เล่นที่มีคะแนนในช่วงนี้จึงรับได้ ปล่อยว่างทั้งสองช่องเพื่อให้ใครก็รับได้
challenge-clock = เวลา
challenge-days-per-move = จำนวนวันต่อตา
challenge-time-bank = คลังเวลา
challenge-bank-initial = จำนวนวันในคลังตอนเริ่ม
challenge-bank-increment = จำนวนวันที่เพิ่มหลังเดินแต่ละตา
challenge-bank-cap = จำนวนวันสูงสุดในคลัง
challenge-no-clock = ไม่จับเวลา
challenge-clock-hint = ผู้เล่นที่ปล่อยให้เลยกำหนดจะแพ้เพราะหมดเวลา การลาพักจะหยุดเวลาของผู้เล่น
challenge-send = ส่งคำท้า

## What the form says back.

challenge-sent = ส่งคำท้าแล้ว
challenge-declined = ปฏิเสธคำท้าแล้ว
challenge-withdrawn = ถอนคำท้าแล้ว
challenge-no-such-game = ที่นี่ไม่มีเกมชื่อ "{ $game }" โปรดเลือกจากรายการ
challenge-no-such-page = ไม่มีหน้านี้
challenge-bad-level = ระดับของเอนจินคือ 1 ถึง 12 ไม่ใช่ "{ $level }"
challenge-bad-days = "{ $days }" ไม่ใช่จำนวนวันที่เป็นจำนวนเต็ม
challenge-bad-way = "{ $way }" ไม่ใช่วิธีเล่น โปรดเลือกผู้เล่น คำเชิญแบบเปิด หรือเอนจิน
challenge-two-opponents = ฟอร์มระบุคู่แข่งมากกว่าหนึ่ง (ผู้เล่น เอนจิน หรือเอนจินเล่นกับตัวเอง) โปรดเลือกเพียงหนึ่ง
challenge-name-the-player = โปรดระบุชื่อผู้เล่นที่คุณจะท้า (หรือเลือกคำเชิญแบบเปิด หรือเอนจิน)
challenge-choose-level = โปรดเลือกระดับของเอนจิน 1 ถึง 12
challenge-choose-levels = โปรดเลือกระดับของเอนจินสำหรับฝ่ายขาวและฝ่ายดำ
challenge-bad-lowest-rating = คะแนนต่ำสุดต้องเป็นจำนวนเต็ม ไม่ใช่ "{ $rating }"
challenge-bad-highest-rating = คะแนนสูงสุดต้องเป็นจำนวนเต็ม ไม่ใช่ "{ $rating }"
