## สิ่งที่ภาพกระดานบอกโปรแกรมอ่านหน้าจอเกี่ยวกับตัวเอง: ป้ายกำกับ (เกมอะไร สถานการณ์เป็นอย่างไร)
## และชื่อของหมากแต่ละตัว (ของฝ่ายไหน เป็นหมากอะไร อยู่ที่ไหน) $piece คือชื่อหมาก $square คือช่อง (e4)
## $game คือชื่อเกม

board-label = กระดาน { $game } { $standing }
board-over = เกมจบแล้ว
board-white-to-move = ตาฝ่ายขาวเดิน
board-black-to-move = ตาฝ่ายดำเดิน
board-white-to-move-in-check = ตาฝ่ายขาวเดิน ถูกรุกอยู่
board-black-to-move-in-check = ตาฝ่ายดำเดิน ถูกรุกอยู่
board-red-to-move = ตาฝ่ายแดงเดิน
board-red-to-move-in-check = ตาฝ่ายแดงเดิน ถูกรุกอยู่
board-blue-to-move = ตาฝ่ายน้ำเงินเดิน
board-blue-to-move-in-check = ตาฝ่ายน้ำเงินเดิน ถูกรุกอยู่
board-white-piece = { $piece }ขาวที่ { $square }
board-black-piece = { $piece }ดำที่ { $square }
# ฝ่ายที่เดินก่อนในเกมที่ตัดสินด้วยแต้ม (หมากรุกจีน, จังกี): แดง
board-red-piece = { $piece }แดงที่ { $square }
board-blue-piece = { $piece }น้ำเงินที่ { $square }
# หมากที่ไม่ใช่ของฝ่ายใด (เป็ด)
board-neutral-piece = { $piece }ที่ { $square }
# หมากโชงิที่เลื่อนขั้นแล้ว และตัวอักษรเดิมของมัน ($was: B)
board-promoted = { $piece } (เลื่อนขั้นจาก { $was })
# หมากสำคัญที่ถูกรุก: $piece คือชื่อทั้งหมดข้างหน้า
board-in-check = { $piece } ถูกรุกอยู่
# ช่องของ King's Run แยกตามรูปทรง
board-octagon = { $square } (แปดเหลี่ยม)
board-square = { $square } (สี่เหลี่ยม)
board-white-named = { $piece }ขาว
board-black-named = { $piece }ดำ
board-red-named = { $piece }แดง
board-blue-named = { $piece }น้ำเงิน
board-neutral-named = { $piece }
