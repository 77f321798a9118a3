## The lobby: the player's games, the challenges and open seeks, and the list of games.

lobby-title = ล็อบบี้
lobby-your-games = เกมของคุณ
lobby-no-game-waits = ไม่มีเกมที่รอคุณเดิน
lobby-accept-or-start = รับคำท้าด้านล่าง หรือเริ่มเกมเองก็ได้:
lobby-start-a-game = เริ่มเกม
lobby-your-turn = ตาคุณ ({ $count })
lobby-their-turn = ตาคู่แข่ง ({ $count })
lobby-welcome = หมากรุกแบบต่าง ๆ เล่นทางไกล
lobby-intro = เล่น Khan's Chess หมากรุกสากล และอีกมากมาย เดินทีละตา ผ่านหน้าเว็บ API หรืออีเมล
lobby-create-account = สร้างบัญชี
lobby-log-in-to-play = เข้าสู่ระบบเพื่อเล่น
lobby-challenges = คำท้าและคำเชิญแบบเปิด
lobby-none-open = ตอนนี้ยังไม่มีคำท้าที่เปิดอยู่
lobby-col-game = เกม
lobby-col-from = จาก
lobby-col-to = ถึง
lobby-col-challenger-plays = ผู้ท้าเล่นฝ่าย
lobby-col-clock = เวลา
lobby-col-rated = ประเภท
lobby-col-answer = ตอบ
# Under the challenger's name, on a narrow screen.
lobby-plays-white = { $sides ->
    [xiangqi] เล่นฝ่ายแดง
    [janggi] เล่นฝ่ายน้ำเงิน
    [shogi] เล่นฝ่าย Sente
   *[chess] เล่นฝ่ายขาว
}
lobby-plays-black = { $sides ->
    [xiangqi] เล่นฝ่ายดำ
    [janggi] เล่นฝ่ายแดง
    [shogi] เล่นฝ่าย Gote
   *[chess] เล่นฝ่ายดำ
}
lobby-plays-random = สุ่มฝ่าย
# The column "The challenger plays".
lobby-color-white = { $sides ->
    [xiangqi] แดง
    [janggi] น้ำเงิน
    [shogi] Sente
   *[chess] ขาว
}
lobby-color-black = { $sides ->
    [xiangqi] ดำ
    [janggi] แดง
    [shogi] Gote
   *[chess] ดำ
}
lobby-color-random = สุ่ม
# An open seek, in the column "To".
lobby-anyone = ใครก็ได้
lobby-anyone-rated = ใครก็ได้ที่มีคะแนน { $min }–{ $max }
lobby-no-clock = ไม่จับเวลา
lobby-clock-days = ตาละ { $days } วัน
lobby-clock-bank = คลังเวลา: เริ่ม { $initial } วัน, เพิ่ม { $increment } วันต่อตา, สูงสุด { $cap } วัน
lobby-rated = คิดคะแนน
lobby-casual = กระชับมิตร
lobby-withdraw = ถอนคำท้า
lobby-accept = รับ
lobby-decline = ปฏิเสธ
# $choice is the game's word for what each player chooses (janggi's "arrangement"), in English.
lobby-own-choice = { $choice } ของคุณ หากรับคำท้า:
lobby-choice-as-challenged = ตามที่คำท้ากำหนด
lobby-finished = จบแล้ว
lobby-games = เกม
lobby-defined = หมากรุกแบบต่าง ๆ ที่นิยามด้วยข้อมูล
lobby-defined-hint = ทุกเกมเขียนในรูปแบบ variants.ini ที่ชุมชนหมากรุกแบบต่าง ๆ ใช้กัน และเล่น ตรวจตา และคิดคะแนนได้เหมือนเกมด้านบน
lobby-players-variants = หมากรุกที่ผู้เล่นสร้าง
lobby-uploaded-by-players = ผู้เล่นอัปโหลดขึ้นมา
lobby-upload-your-own = อัปโหลดของคุณเอง
lobby-none-yet = ยังไม่มี
lobby-by-owner = โดย { $owner }

## A list of games (the lobby's and a player's page).

lobby-col-white = ขาว
lobby-col-black = ดำ
lobby-col-ply = จำนวนตา
lobby-col-state = สถานะ
lobby-col-result = ผล
lobby-row-your-turn = ตาคุณ
lobby-white-to-move = { $sides ->
    [xiangqi] ตาแดงเดิน
    [janggi] ตาน้ำเงินเดิน
    [shogi] ตา Sente เดิน
   *[chess] ตาขาวเดิน
}
lobby-black-to-move = { $sides ->
    [xiangqi] ตาดำเดิน
    [janggi] ตาแดงเดิน
    [shogi] ตา Gote เดิน
   *[chess] ตาดำเดิน
}

## A player's page.

player-not-found = ไม่มีผู้เล่นชื่อ "{ $name }"
player-closed = บัญชีนี้ปิดแล้ว แต่เกมของบัญชีนี้ยังอยู่ที่นี่
player-since = เล่นใน ortoo ตั้งแต่ { $date }
player-record = เกมที่จบแล้ว: ชนะ { $won } เสมอ { $drawn } แพ้ { $lost }
player-ratings = คะแนน
player-no-rated-games = ยังไม่มีเกมแบบคิดคะแนน
player-col-game = เกม
player-col-rating = คะแนน
player-col-rated-games = เกมคิดคะแนน
player-rated-record = { $games } เกม: ชนะ { $won } เสมอ { $drawn } แพ้ { $lost }
player-ratings-hint = คะแนนคิดแบบ Glicko-2 แยกกันในแต่ละเกม เครื่องหมายคำถาม (1500?) หมายความว่าคะแนนยังเป็นค่าชั่วคราว เพราะเล่นเกมคิดคะแนนน้อยเกินไป หรือไม่ได้เล่นมานาน
# A dot of the rating graph: the day of a rated game and the opponent.
player-graph-point = { $date } พบ { $opponent }
player-graph-label = คะแนน { $game } จาก { $count } เกมคิดคะแนน: จาก { $from } เป็น { $to }
player-graph-dot = หลัง { $game }: { $rating }
player-playing-now = กำลังเล่น ({ $count })
player-no-games-in-play = ไม่มีเกมที่กำลังเล่น
player-finished = จบแล้ว ({ $count })
player-no-finished-games = ยังไม่มีเกมที่จบ

## The leaderboards.

leaderboard-title = ตารางอันดับ
leaderboard-of-game = ตารางอันดับ { $game }
leaderboard-no-such-game = ที่นี่ไม่มีเกมชื่อ "{ $game }"
leaderboard-hint = แต่ละเกมมีคะแนนของตัวเอง คะแนนจะขึ้นตารางเมื่อคงที่แล้ว คือหลังจากเล่นเกมคิดคะแนนไปสักสองสามเกม และตราบที่ผู้เล่นยังเล่นต่อ
leaderboard-one-hint = คะแนน Glicko-2 ที่คงที่แล้ว เรียงจากสูงไปต่ำ
leaderboard-all-games = ทุกเกม
leaderboard-rules = กติกา
leaderboard-none-established = ยังไม่มีคะแนน { $game } ที่คงที่
leaderboard-col-place = อันดับ
leaderboard-col-player = ผู้เล่น
leaderboard-col-rating = คะแนน
leaderboard-col-games = จำนวนเกม
leaderboard-provisional = ยังมีผู้เล่นอีก { $count } คนที่มีคะแนนชั่วคราว (คะแนนยังไม่คงที่ แสดงพร้อมเครื่องหมาย "?") จะขึ้นตารางที่นี่หลังเล่นเกมคิดคะแนนอีกสองสามเกม
