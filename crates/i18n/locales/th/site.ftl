## The frame of every page: the header, the menu, the footer and the choice of language.

skip-to-content = ข้ามไปยังเนื้อหา
header-your-turn = ตาคุณ
header-your-turn-title = มี { $count } เกมรอคุณเดิน
header-challenges = คำท้า
header-challenges-title = มี { $count } คำท้ารอคุณตอบ
header-notices = การแจ้งเตือน
menu = เมนู
nav-site = เว็บไซต์
nav-lobby = ล็อบบี้
nav-new-game = เกมใหม่
nav-rules = กติกา
nav-tournaments = ทัวร์นาเมนต์
nav-leaderboards = ตารางอันดับ
account-notices = การแจ้งเตือน
account-settings = ตั้งค่า
account-log-out = ออกจากระบบ
account-log-in = เข้าสู่ระบบ
account-register = สมัครสมาชิก

footer-languages = ภาษา
footer-about = ortoo: หมากรุกสากลและหมากรุกแบบต่าง ๆ เล่นทางไกล เดินทีละตาบนหน้าเว็บ ทางอีเมล หรือผ่าน API

## The settings page's choice of language.

settings-language = ภาษา
settings-language-browser = ตามเบราว์เซอร์ของฉัน ({ $language })
settings-language-hint = หน้าเว็บ อีเมลถึงคุณ และข้อความจาก API จะใช้ภาษานี้ เวลาตอบกลับทางอีเมล พิมพ์คำสั่งเป็นภาษานี้หรือภาษาอังกฤษก็ได้

## Errors the API and the pages answer with (the `code` beside them never changes).

error-too-many-requests = มีคำขอมากเกินไป โปรดลองอีกครั้งใน { $seconds } วินาที
error-internal = เกิดข้อผิดพลาดที่เซิร์ฟเวอร์ ไม่มีการเปลี่ยนแปลงใด ๆ
