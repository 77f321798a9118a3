## Commands by new mail (not a reply): the commands themselves are typed in English, as they are
## read ("challenge bob koan"); what they do and the answers are in the reader's language.

orders-help-title = เล่นทางอีเมล
orders-help-intro = ส่งอีเมลถึงที่อยู่นี้ โดยใช้คำสั่งใดคำสั่งหนึ่งต่อไปนี้เป็นหัวเรื่อง:
orders-help-challenge = ท้าผู้เล่น
orders-help-engine = เล่นกับเอนจิน
orders-help-new = คำเชิญแบบเปิดที่ใครก็รับได้
orders-help-tournaments = ทัวร์นาเมนต์ที่เปิดรับสมัครและที่กำลังแข่ง
orders-help-join = สมัครเข้าทัวร์นาเมนต์ ("withdraw TOURNAMENT-ID" เพื่อออก)
orders-help-watch = รับทุกตาเดินของเกมหนึ่งทางอีเมล
orders-help-unwatch = เลิกรับตาเดินของเกมนั้น
orders-help-games = เกมของคุณ และตอนนี้ถึงตาใคร
orders-help-reset = ลิงก์สำหรับตั้งรหัสผ่านใหม่ ส่งไปยังที่อยู่อีเมลของบัญชีคุณ
orders-help-help = รายการนี้
orders-help-games-named = GAME คือชื่อหรือ id ของเกม (chess, khan, khans-chess, kings-run, koan, shatranj-kamil-x…)
orders-help-settings = ตัวเลือกกติกาเขียนเป็น name=value (exchanges=off) เกมระหว่างผู้เล่นที่เป็นคนจะคิดคะแนน เว้นแต่คุณเขียน casual ส่วนช่วงคะแนนจะจำกัดว่าใครรับคำเชิญแบบเปิดได้บ้าง คำท้า เกมใหม่ หรือการติดตาม จะดำเนินการเมื่อคุณตอบอีเมลยืนยันที่เราส่งไป เพื่อไม่ให้ใครปลอมที่อยู่ผู้ส่งมาทำการแทนคุณได้

orders-no-command = อีเมลนี้ไม่มีคำสั่ง: ใส่คำสั่งไว้ในหัวเรื่อง
# $command: watch or unwatch, as typed
orders-one-game = "{ $command }" ต้องตามด้วยเกมหนึ่งเกม: id หรือที่อยู่ของเกม
orders-one-tournament = "{ $command }" ต้องตามด้วยทัวร์นาเมนต์หนึ่งรายการ: id หรือที่อยู่ของทัวร์นาเมนต์
orders-challenge-takes = "challenge" ต้องตามด้วยชื่อผู้เล่น (หรือ "engine") และเกม
orders-not-a-command = "{ $typed }" ไม่ใช่คำสั่ง
orders-which-game = โปรดระบุเกม: "challenge bob koan" หรือ "new koan"
orders-not-a-setting = "{ $setting }" ไม่ใช่การตั้งค่า: ให้เขียนเป็น name=value (days=3)
orders-days = days คือจำนวนวันต่อตา เป็นจำนวนเต็ม 1 ถึง 30 ไม่ใช่ "{ $given }"
orders-level = level คือระดับของเอนจิน 1 ถึง 12 ไม่ใช่ "{ $given }"
orders-rating = rating คือช่วงคะแนน เช่น 1400-1800 (หรือ 1400- หรือ -1800) ไม่ใช่ "{ $given }"
# $games: the games' ids, joined by commas
orders-not-a-game = "{ $given }" ไม่ใช่เกมที่มีที่นี่ เกมที่มีคือ { $games }
orders-not-a-game-id = "{ $given }" ไม่ใช่ id ของเกม: ให้ระบุ id (ตัวอักษรและตัวเลข 32 ตัว) หรือที่อยู่ของเกม
orders-not-a-tournament-id = "{ $given }" ไม่ใช่ id ของทัวร์นาเมนต์: ให้ระบุ id (ตัวอักษรและตัวเลข 32 ตัว) หรือที่อยู่ของทัวร์นาเมนต์

orders-wrong-password = รหัสผ่านอีเมลไม่ถูกต้อง: ไม่ได้ดำเนินการใด ๆ
orders-no-mail-password = คุณยังไม่ได้ตั้งรหัสผ่านอีเมล (ตั้งได้ที่หน้าตั้งค่า) จึงไม่ได้ดำเนินการใด ๆ ให้ส่งคำสั่งโดยไม่ใส่รหัสผ่าน แล้วตอบอีเมลยืนยันแทน
orders-guessed-title = มีคนพยายามเดารหัสผ่านอีเมลของคุณ
orders-guessed = มีการใส่รหัสผ่านอีเมลของคุณผิด { $count } ครั้งภายในหนึ่งชั่วโมง จนกว่าจะครบชั่วโมงนี้ คำสั่งที่แนบรหัสผ่านมาจะถูกปฏิเสธโดยไม่ตรวจรหัสผ่าน และจะไม่มีการตอบกลับ
orders-guessed-change = หากไม่ใช่คุณ แปลว่ามีคนกำลังเดารหัสผ่านอยู่ โปรดเปลี่ยนรหัสผ่านที่หน้าตั้งค่า ({ $link }) คำสั่งที่ส่งโดยไม่ใส่รหัสผ่านและยืนยันด้วยการตอบกลับยังใช้ได้ตามปกติ
orders-confirmation-old = การยืนยันนี้เก่าเกิน { $days } วันแล้ว โปรดส่งคำสั่งอีกครั้ง
orders-done-already = คำสั่งนี้ได้รับการยืนยันและดำเนินการไปแล้ว คำสั่งหนึ่งดำเนินการได้ครั้งเดียว

orders-reset-title = รีเซ็ตรหัสผ่าน
orders-reset = ส่งลิงก์สำหรับตั้งรหัสผ่านใหม่ไปยังที่อยู่อีเมลของบัญชีคุณแล้ว
orders-tournaments-title = ทัวร์นาเมนต์
# $kind: round robin or Swiss (tournament-kind-…); $state: orders-tournament-open or -round
orders-tournament = { $name } ({ $kind }, { $game }, ผู้เล่น { $players } คน, { $state })
# $starts: a date and time in UTC (2031-11-06 09:30)
orders-tournament-open = เปิดรับสมัคร เริ่มแข่ง { $starts }
orders-tournament-round = รอบที่ { $round } จาก { $rounds } รอบ
orders-no-tournaments = ไม่มีทัวร์นาเมนต์ที่เปิดรับสมัครหรือกำลังแข่งอยู่
orders-to-join = หากต้องการสมัคร ให้ส่ง "join" ตามด้วยที่อยู่หรือ id ของทัวร์นาเมนต์
orders-joined-title = สมัครแล้ว
orders-joined = คุณอยู่ใน { $name } แล้ว เกมของคุณจะส่งถึงคุณทางอีเมลเมื่อจับคู่แต่ละรอบ
orders-left-title = ถอนการสมัครแล้ว
orders-left = คุณถอนการสมัครจากทัวร์นาเมนต์แล้ว
orders-withdrawn-title = ถอนตัวแล้ว
orders-withdrawn = คุณถอนตัวแล้ว เกมที่ยังไม่จบของคุณในทัวร์นาเมนต์นี้ถือว่ายอมแพ้ และจะไม่ถูกจับคู่อีก
orders-watching = ตอนนี้คุณติดตามเกม { $link } แล้ว ทุกตาเดินจะส่งถึงคุณ
orders-unwatched = คุณเลิกติดตามเกมนั้นแล้ว
orders-not-watched = คุณไม่ได้ติดตามเกมนั้นอยู่
orders-challenge-sent-title = ส่งคำท้าแล้ว
orders-challenge-sent = ส่งคำท้าของคุณถึง { $name } แล้ว และแจ้งอีกฝ่ายทางอีเมลแล้ว
orders-seek-sent = คำเชิญแบบเปิดของคุณอยู่ในล็อบบี้แล้ว: { $link }
orders-game-begun-title = เกมเริ่มแล้ว
orders-game-begun = เกมของคุณกับเอนจินเริ่มแล้ว: { $link }
orders-games-title-none = เกมของคุณ
orders-no-games = คุณไม่มีเกมที่กำลังเล่นอยู่
orders-games-title = เกมของคุณ: ถึงตาคุณ { $mine } จาก { $count } เกม
# $title: the game's title (Chess #9f3c2a17); $deadline: when the move is due (deadline-when), or
# letter-no-deadline
orders-game-your-move = { $title } กับ { $opponent }: ถึงตาคุณ ตาที่ { $ply } ครบกำหนด: { $deadline }
orders-game-their-move = { $title } กับ { $opponent }: ตาคู่แข่ง ตาที่ { $ply } ครบกำหนด: { $deadline }

## The confirmation of a command by new mail
confirm-title = ยืนยัน: { $command }
confirm-came = คำสั่งนี้ส่งมาทางอีเมลจากที่อยู่ของคุณ:
confirm-reply = ตอบกลับอีเมลฉบับนี้ (จะเขียนอะไรหรือไม่เขียนก็ได้) เพื่อยืนยัน คำสั่งจะดำเนินการเพียงครั้งเดียวเมื่อได้รับคำตอบของคุณ หากคุณไม่ได้ส่งคำสั่งนี้ ไม่ต้องสนใจอีเมลฉบับนี้ แล้วจะไม่มีอะไรเกิดขึ้น
confirm-good-for = การยืนยันนี้ใช้ได้ { $days } วัน
