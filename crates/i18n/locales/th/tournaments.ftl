## The tournaments' pages: the list with the form to make one, and each tournament's page.

tournament-list-title = ทัวร์นาเมนต์
tournament-none-yet = ยังไม่มีทัวร์นาเมนต์
tournament-column-tournament = ทัวร์นาเมนต์
tournament-column-game = เกม
tournament-column-players = ผู้เล่น
tournament-column-state = สถานะ
tournament-list-detail = { $kind } { $clock } { $rating }
tournament-kind-swiss = ระบบสวิส
tournament-kind-round-robin = แบบพบกันหมด
tournament-rated = คิดคะแนน
tournament-casual = กระชับมิตร
tournament-clock-none = ไม่จับเวลา
tournament-clock-days = ตาละ { $days } วัน
tournament-clock-bank = ธนาคารเวลา: เริ่มต้น { $initial } วัน เพิ่ม { $increment } วันต่อตา สูงสุด { $cap } วัน
tournament-status-open = เปิดรับสมัคร
tournament-status-round = รอบที่ { $round } จาก { $rounds } รอบ
tournament-status-under-way = กำลังแข่ง
tournament-status-finished = จบแล้ว
tournament-status-cancelled = ยกเลิกแล้ว
tournament-starts = เริ่ม { $when }

## The form to make a tournament.

tournament-make = สร้างทัวร์นาเมนต์
tournament-game = เกม
tournament-group-hand-written = เกมที่เขียนโปรแกรมไว้โดยเฉพาะ
tournament-group-defined = เกมที่กำหนดด้วยข้อมูล
tournament-group-players = หมากรุกแบบต่าง ๆ ของผู้เล่น
tournament-variant-by = { $variant } (โดย { $owner })
tournament-show-options = แสดงตัวเลือกของเกมนี้
tournament-name = ชื่อ
tournament-format = รูปแบบการแข่ง
tournament-swiss-choice = ระบบสวิส: จับคู่รอบใหม่เมื่อรอบก่อนจบ ให้ผู้เล่นที่คะแนนใกล้กันได้พบกัน
tournament-rounds-label = จำนวนรอบ
tournament-round-robin-choice = แบบพบกันหมด: ผู้เล่นทุกคู่เล่นกันสองเกม สลับกันเป็นฝ่ายขาวคนละครั้ง ทุกเกมเริ่มพร้อมกัน
tournament-rule-options = ตัวเลือกกติกา
tournament-option-on = เปิด
tournament-option-off = ปิด
tournament-days-per-move = จำนวนวันต่อตา
tournament-rating = การคิดคะแนน
tournament-rated-choice = คิดคะแนน
tournament-casual-choice = กระชับมิตร
tournament-starts-at = เวลาเริ่ม (UTC): ปิดรับสมัครและจับคู่รอบแรกในเวลานี้
tournament-open = เปิดทัวร์นาเมนต์
tournament-rounds-not-a-number = จำนวนรอบต้องเป็นจำนวนเต็ม
tournament-days-not-a-number = จำนวนวันต่อตาต้องเป็นจำนวนเต็ม
tournament-not-a-time = "{ $text }" ไม่ใช่วันที่และเวลา
tournament-opened = ทัวร์นาเมนต์ของคุณเปิดแล้ว ผู้เล่นสมัครได้จนกว่าจะเริ่มแข่ง

## A tournament's page.

tournament-summary-swiss = { $game } ระบบสวิส { $rounds } รอบ { $clock } { $rating }
tournament-summary-round-robin = { $game } แบบพบกันหมด { $clock } { $rating }
tournament-rules = กติกา: { $rules }
tournament-made-by = สร้างโดย { $creator }
tournament-joining-open = เปิดรับสมัครอยู่ เริ่มแข่ง { $starts }
tournament-state-round = รอบที่ { $round } จาก { $rounds } รอบ
tournament-state-under-way = กำลังแข่งขัน
tournament-state-finished = จบการแข่งขันแล้ว
tournament-state-cancelled = ยกเลิกแล้ว
tournament-join = สมัคร
tournament-leave = ถอนการสมัคร
tournament-start-now = เริ่มเลย
tournament-withdraw = ถอนตัว
tournament-withdraw-confirm = ถอนตัวหรือไม่? เกมที่ยังไม่จบของคุณในทัวร์นาเมนต์นี้จะถือว่ายอมแพ้ทั้งหมด
tournament-you-withdrew = คุณถอนตัวแล้ว
tournament-standings = ตารางคะแนน
tournament-column-player = ผู้เล่น
tournament-column-points = คะแนน
tournament-column-sb = SB
tournament-sonneborn-berger = Sonneborn-Berger: ผลรวมคะแนนของคู่แข่งที่ชนะ บวกครึ่งหนึ่งของคะแนนคู่แข่งที่เสมอ
tournament-column-wins = ชนะ
tournament-column-played = เล่นแล้ว
tournament-withdrew-mark = (ถอนตัว)
tournament-round = รอบที่ { $round }
tournament-games = เกม
tournament-result-playing = กำลังเล่น
tournament-bye = ได้บาย (1 คะแนน)
tournament-players = ผู้เล่น ({ $count })
tournament-joined = คุณสมัครแล้ว เกมของคุณจะมาถึงเมื่อจับคู่แต่ละรอบ
tournament-left = คุณถอนการสมัครจากทัวร์นาเมนต์แล้ว
tournament-withdrawn = คุณถอนตัวแล้ว เกมที่ยังไม่จบของคุณในทัวร์นาเมนต์นี้ถือว่ายอมแพ้ และจะไม่ถูกจับคู่อีก
tournament-started = ทัวร์นาเมนต์เริ่มแล้ว
tournament-no-such-page = ไม่มีหน้านี้
