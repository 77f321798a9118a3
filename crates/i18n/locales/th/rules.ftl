## The rules pages: the index of the games, and the frame around each game's rules.

rules-title = กติกา
rules-page-title = กติกา { $game }
rules-start-position = ตำแหน่งเริ่มต้น กระดาน: { $files } × { $ranks }
rules-start-game = เริ่มเล่น { $game }
rules-pieces = ตัวหมากและการเดิน
rules-pieces-hint = หมากแต่ละตัววางอยู่ลำพังใกล้กลางกระดาน เครื่องหมายคือทุกช่องที่กติกาให้เดินไปได้จากตรงนั้น (คิงที่วาดจาง ๆ อยู่ตรงนั้นเพียงเพราะตำแหน่งต้องมีคิง วงกลมบนช่องว่างคือช่องที่หมากกินได้)
rules-piece-reach = เดินได้ { $count } ช่องจากตรงนี้
rules-piece-never-moves = เดินไม่ได้
rules-options = ตัวเลือก
rules-option-default = { $description } (ค่าเริ่มต้น { $default })
rules-all-games = เกมทั้งหมด
rules-defined = หมากรุกแบบต่าง ๆ ที่กำหนดด้วยข้อมูล
rules-players-variants = หมากรุกแบบต่าง ๆ ของผู้เล่น
rules-players-intro = ผู้เล่นเขียนขึ้นในรูปแบบเดียวกัน { $link }
rules-upload-your-own = อัปโหลดแบบของคุณเอง
rules-newest-here = ที่นี่แสดงแบบใหม่ล่าสุด แบบอื่น ๆ ค้นหาได้
rules-search-label = ค้นหาหมากรุกแบบต่าง ๆ ของผู้เล่น
rules-search-placeholder = ชื่อ ไฟล์ หรือผู้เล่น
rules-search = ค้นหา
rules-by = โดย { $owner }
rules-no-match = ไม่มีแบบของผู้เล่นที่ตรงกับ "{ $search }"
rules-more = หมากรุกแบบต่าง ๆ ของผู้เล่นเพิ่มเติม
rules-no-such-variant = ไม่มีแบบ "{ $id }"
rules-in-english = กติกานี้ยังเป็นภาษาอังกฤษอยู่ในขณะนี้ และกำลังแปลอยู่
rules-as-data = กติกาในรูปข้อมูล
rules-as-data-intro = สำหรับผู้เขียนหมากรุกแบบต่าง ๆ: เกมนี้ตามที่นิยามในรูปแบบ variants.ini ระบุไว้
