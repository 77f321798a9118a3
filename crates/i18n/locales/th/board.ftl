## สิ่งที่ภาพกระดานบอกโปรแกรมอ่านหน้าจอเกี่ยวกับตัวเอง: ป้ายกำกับ (เกมอะไร สถานการณ์เป็นอย่างไร)
## และชื่อของหมากแต่ละตัว (ของฝ่ายไหน เป็นหมากอะไร อยู่ที่ไหน) $piece คือชื่อหมาก $square คือช่อง (e4)
## $game คือชื่อเกม

board-label = กระดาน { $game } { $standing }
board-over = เกมจบแล้ว
board-white-to-move = { $sides ->
    [xiangqi] ตาฝ่ายแดงเดิน
    [janggi] ตาฝ่ายน้ำเงินเดิน
    [shogi] ตาฝ่าย Sente เดิน
   *[chess] ตาฝ่ายขาวเดิน
}
board-black-to-move = { $sides ->
    [xiangqi] ตาฝ่ายดำเดิน
    [janggi] ตาฝ่ายแดงเดิน
    [shogi] ตาฝ่าย Gote เดิน
   *[chess] ตาฝ่ายดำเดิน
}
board-white-to-move-in-check = { $sides ->
    [xiangqi] ตาฝ่ายแดงเดิน ถูกรุกอยู่
    [janggi] ตาฝ่ายน้ำเงินเดิน ถูกรุกอยู่
    [shogi] ตาฝ่าย Sente เดิน ถูกรุกอยู่
   *[chess] ตาฝ่ายขาวเดิน ถูกรุกอยู่
}
board-black-to-move-in-check = { $sides ->
    [xiangqi] ตาฝ่ายดำเดิน ถูกรุกอยู่
    [janggi] ตาฝ่ายแดงเดิน ถูกรุกอยู่
    [shogi] ตาฝ่าย Gote เดิน ถูกรุกอยู่
   *[chess] ตาฝ่ายดำเดิน ถูกรุกอยู่
}
board-white-piece = { $sides ->
    [xiangqi] { $piece }แดงที่ { $square }
    [janggi] { $piece }น้ำเงินที่ { $square }
    [shogi] { $piece }ฝ่าย Sente ที่ { $square }
   *[chess] { $piece }ขาวที่ { $square }
}
board-black-piece = { $sides ->
    [xiangqi] { $piece }ดำที่ { $square }
    [janggi] { $piece }แดงที่ { $square }
    [shogi] { $piece }ฝ่าย Gote ที่ { $square }
   *[chess] { $piece }ดำที่ { $square }
}
# หมากที่ไม่ใช่ของฝ่ายใด (เป็ด)
board-neutral-piece = { $piece }ที่ { $square }
# หมากโชงิที่เลื่อนขั้นแล้ว และตัวอักษรเดิมของมัน ($was: B)
board-promoted = { $piece } (เลื่อนขั้นจาก { $was })
# หมากสำคัญที่ถูกรุก: $piece คือชื่อทั้งหมดข้างหน้า
board-in-check = { $piece } ถูกรุกอยู่
# ช่องของ King's Run แยกตามรูปทรง
board-octagon = { $square } (แปดเหลี่ยม)
board-square = { $square } (สี่เหลี่ยม)
board-white-named = { $sides ->
    [xiangqi] { $piece }แดง
    [janggi] { $piece }น้ำเงิน
    [shogi] { $piece }ฝ่าย Sente
   *[chess] { $piece }ขาว
}
board-black-named = { $sides ->
    [xiangqi] { $piece }ดำ
    [janggi] { $piece }แดง
    [shogi] { $piece }ฝ่าย Gote
   *[chess] { $piece }ดำ
}
board-neutral-named = { $piece }
