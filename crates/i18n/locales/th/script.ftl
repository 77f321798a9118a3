## What the pages' scripts say: announcements for screen readers as moves arrive, the board's
## keyboard help, the move chooser's labels. A page carries these in its language; a `{ $name }`
## here is filled in by the script.

js-board = กระดาน
js-keys-to-move = ปุ่มลูกศรใช้เลื่อนไปมาระหว่างช่อง Enter ใช้หยิบและวางหมาก Esc ใช้ปล่อยหมาก
js-keys-to-read = ปุ่มลูกศรใช้เลื่อนไปมาระหว่างช่อง
js-in-hand = { $piece } ในมือ ({ $count } ตัว): หยิบขึ้นเพื่อวางลงกระดาน
js-off-board = { $square }: ออกนอกกระดาน
js-finish-move-tap = เดินให้ครบ: แตะช่องที่มีวงกลมบนกระดาน หรือเลือกตรงนี้:
js-finish-move-of-tap = เดิน { $move } ให้ครบ: แตะช่องที่มีวงกลมบนกระดาน หรือเลือกตรงนี้:
js-from-hand = { $piece } จากในมือ: วางได้ที่ { $squares }
js-put-back = วางคืนแล้ว
js-picked-up = หยิบ { $piece } ที่ { $square } แล้ว ช่องที่ไปได้: { $squares }
js-no-square = ไม่มี
js-choose-rest = เลือกส่วนที่เหลือของการเดิน: ช่องที่มีวงกลม หรือปุ่มใต้กระดาน
js-finish-move = เดินให้ครบ:
js-finish-move-of = เดิน { $move } ให้ครบ:
js-promote = เลื่อนขั้น
js-do-not-promote = ไม่เลื่อนขั้น
js-dropped-promoted = วางแบบเลื่อนขั้น
js-dropped-as-it-is = วางตามเดิม
js-cancel = ยกเลิก
js-white-played = { $sides ->
    [xiangqi] ฝ่ายแดงเดิน { $move }
    [janggi] ฝ่ายน้ำเงินเดิน { $move }
    [shogi] ฝ่าย Sente เดิน { $move }
   *[chess] ฝ่ายขาวเดิน { $move }
}
js-black-played = { $sides ->
    [xiangqi] ฝ่ายดำเดิน { $move }
    [janggi] ฝ่ายแดงเดิน { $move }
    [shogi] ฝ่าย Gote เดิน { $move }
   *[chess] ฝ่ายดำเดิน { $move }
}
js-taken-back = มีการคืนตาเดินแล้ว
js-draw-offered = คู่แข่งขอเสมอ
js-clock-days = { $days } วัน { $time }
js-start-game = เริ่มเกม
js-open-seek = เปิดคำเชิญ
js-send-challenge = ส่งคำท้า
js-square = { $square }, { $what }
js-empty = ว่าง
js-enter-drops = { $words }: กด Enter เพื่อวางที่นี่
js-enter-moves = { $words }: กด Enter เพื่อเดินมาที่นี่
js-enter-picks-up = { $words }: กด Enter เพื่อหยิบขึ้น
