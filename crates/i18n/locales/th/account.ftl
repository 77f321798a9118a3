## The settings page.

settings-page-title = ตั้งค่า
settings-page-unverified = ที่อยู่อีเมลของคุณ { $address } ยังไม่ได้ยืนยัน เราจะไม่ส่งอีเมลใด ๆ ไปที่นั่นจนกว่าคุณจะเปิดลิงก์ที่เราส่งไป (ระหว่างนี้คุณเล่นบนเว็บไซต์และผ่าน API ได้)
settings-page-send-link-again = ส่งลิงก์อีกครั้ง
settings-page-change-address-action = เปลี่ยนที่อยู่อีเมล
settings-page-notices-legend = การแจ้งเตือนทางอีเมล
settings-page-notify-move = ส่งอีเมลทุกครั้งที่มีการเดิน คำท้า และผลเกม
settings-page-notify-digest = อีเมลสรุปวันละฉบับ
settings-page-notify-none = ไม่ต้องส่งอีเมล (การแจ้งเตือนยังอยู่ในเว็บไซต์)
settings-page-reminders = การเตือนล่วงหน้า เป็นจำนวนชั่วโมงก่อนหมดเวลา (คั่นด้วยจุลภาค เว้นว่างถ้าไม่ต้องการ)
settings-page-time-zone = เขตเวลาของคุณ สำหรับเวลาหมดเขตในอีเมล (เช่น Asia/Bangkok หรือ Europe/Paris)
settings-page-notation-legend = วิธีเขียนตาเดินสำหรับคุณ บนหน้าเว็บและในอีเมล
settings-page-notation-san = สัญกรณ์พีชคณิตมาตรฐาน (เกมที่ไม่มีแบบนี้จะเขียนแบบเต็ม):
settings-page-notation-full = สัญกรณ์พีชคณิตแบบเต็ม ตามที่บันทึกเกมเก็บไว้:
settings-page-save = บันทึก
settings-page-saved = บันทึกการตั้งค่าแล้ว
settings-page-no-such-language = ortoo ไม่มีภาษา "{ $language }"

## The settings page: playing by mail.

settings-page-by-mail = เล่นทางอีเมล
settings-page-by-mail-commands = เขียนคำสั่งไว้ในหัวเรื่องของอีเมลที่ส่งถึงที่อยู่สำหรับเล่น แล้วคำสั่งจะทำงานเมื่อคุณตอบอีเมลยืนยันที่เราส่งไป ตัวอย่าง:
settings-page-by-mail-password = ถ้าตั้งรหัสผ่านอีเมลไว้ คำสั่งที่ลงท้ายด้วย { $example } จะทำงานทันที
settings-page-mail-password-set = คุณตั้งรหัสผ่านอีเมลไว้แล้ว
settings-page-mail-password-none = คุณยังไม่ได้ตั้งรหัสผ่านอีเมล
settings-page-mail-password-label = รหัสผ่านอีเมลใหม่ (8 ถึง 64 ตัวอักษร ไม่มีช่องว่าง เว้นว่างเพื่อลบ)
settings-page-mail-password-change = เปลี่ยนหรือลบ
settings-page-mail-password-add = ตั้งรหัสผ่าน
settings-page-mail-password-was-set = ตั้งรหัสผ่านอีเมลแล้ว
settings-page-mail-password-removed = ลบรหัสผ่านอีเมลแล้ว

## The settings page: vacation.

settings-page-vacation = วันพัก
settings-page-vacation-days-left = ปีนี้เหลือวันพัก { $left } จาก { $total } วัน
settings-page-vacation-clocks = ระหว่างพัก นาฬิกาของคุณจะหยุดเดินในทุกเกม
settings-page-vacation-until = พักถึง { $until }
settings-page-vacation-back = ฉันกลับมาแล้ว (คืนวันที่ยังไม่ได้ใช้)
settings-page-vacation-days = จำนวนวันพักนับจากนี้
settings-page-vacation-start = เริ่มพัก
settings-page-vacation-started = คุณเริ่มพักแล้ว นาฬิกาของคุณหยุดเดิน
settings-page-vacation-ended = ยินดีต้อนรับกลับ นาฬิกาของคุณเดินอีกครั้ง
settings-page-vacation-whole-days = จำนวนวันพักต้องเป็นจำนวนเต็ม

## The settings page: the account, its address and password, its data, closing it.

settings-page-account = บัญชีของคุณ
settings-page-account-since = { $name } เป็นสมาชิกตั้งแต่ { $date }
settings-page-address-verified = ที่อยู่อีเมล: { $address } (ยืนยันแล้ว)
settings-page-address-unverified = ที่อยู่อีเมล: { $address } (ยังไม่ได้ยืนยัน)
settings-page-change-address = เปลี่ยนที่อยู่อีเมล
settings-page-new-address = ที่อยู่อีเมลใหม่
settings-page-your-password = รหัสผ่านของคุณ
settings-page-change-address-hint = เราจะส่งลิงก์ไปที่อยู่ใหม่ เมื่อคุณเปิดลิงก์ ที่อยู่นั้นจะเป็นของคุณ และเราจะแจ้งที่อยู่เดิมให้ทราบ
settings-page-change-password = เปลี่ยนรหัสผ่าน
settings-page-present-password = รหัสผ่านปัจจุบัน
settings-page-change-password-hint = เซสชันอื่นทั้งหมด (เบราว์เซอร์อื่น โทรศัพท์) และโทเคน API ทุกตัวของบัญชีจะสิ้นสุดลง เบราว์เซอร์นี้ยังเข้าสู่ระบบอยู่
settings-page-change-password-button = เปลี่ยนรหัสผ่าน
settings-page-verification-sent = ลิงก์ใหม่กำลังส่งไปยังที่อยู่ของคุณ
settings-page-address-link-sent = ลิงก์กำลังส่งไปยังที่อยู่ใหม่ การเปลี่ยนจะเสร็จเมื่อคุณเปิดลิงก์นั้น
settings-page-address-changed = เปลี่ยนที่อยู่อีเมลแล้ว
settings-page-password-changed = เปลี่ยนรหัสผ่านแล้ว เซสชันอื่นและโทเคน API ทุกตัวของบัญชีสิ้นสุดลงแล้ว
settings-page-data = ข้อมูลของคุณ
settings-page-data-about = ไฟล์ JSON ไฟล์เดียวที่มีบัญชี การตั้งค่า โทเคน API และทุกเกมของคุณ (บันทึกฉบับเต็ม และ PGN สำหรับเกมที่เขียนเป็น PGN ได้)
settings-page-data-download = ดาวน์โหลดข้อมูลของคุณ
settings-page-close = ปิดบัญชี
settings-page-close-about = เกมที่กำลังเล่นอยู่ทั้งหมดจะถูกนับว่ายอมแพ้ และคุณจะออกจากทัวร์นาเมนต์ที่เข้าร่วม จากนั้นจะไม่มีใครเข้าสู่ระบบบัญชีนี้ได้ โทเคน API จะใช้ไม่ได้ และจะไม่มีอีเมลส่งไปอีก เกมของคุณยังอยู่ โดยแสดงชื่อของคุณเป็นบัญชีที่ปิดแล้ว และชื่อนี้จะไม่ถูกมอบให้ใครอีก โปรดดาวน์โหลดข้อมูลของคุณก่อน เพราะการปิดบัญชีย้อนกลับไม่ได้
settings-page-close-understood = ฉันเข้าใจแล้ว: ปิดบัญชีของฉัน
settings-page-close-button = ปิดบัญชีของฉัน
settings-page-close-tick = โปรดติ๊กช่องเพื่อยืนยันว่าคุณเข้าใจผลของการปิดบัญชี
settings-page-closed = ปิดบัญชีของคุณแล้ว ขอบคุณที่มาร่วมเล่น

## The settings page: how pages look in this browser.

settings-page-look = หน้าตาของหน้าเว็บในเบราว์เซอร์นี้
settings-page-colours = สี
settings-page-colours-system = ตามที่ตั้งไว้ในระบบ (สว่างหรือมืด)
settings-page-colours-light = สว่าง
settings-page-colours-dark = มืด
settings-page-pieces = ตัวหมาก
settings-page-pieces-drawn = ภาพตัวหมากของ ortoo
settings-page-pieces-letters = ตัวอักษร ตามที่สัญกรณ์เขียน
settings-page-sound = เสียง
settings-page-sound-none = ไม่มี
settings-page-sound-moves = มีเสียงทุกตาเดิน (เสียงสูงขึ้นเมื่อรุก)

## The notices page and the one-click unsubscribe.

notices-page-title = การแจ้งเตือน
notices-page-none = ยังไม่มีการแจ้งเตือน
notices-page-new = ใหม่
unsubscribe-page-title = ยกเลิกการรับอีเมล
unsubscribe-page-heading = การแจ้งเตือนทางอีเมล
unsubscribe-page-done = คุณจะไม่ได้รับอีเมลจาก ortoo อีก การแจ้งเตือนยังอยู่ในเว็บไซต์ และคุณเปิดอีเมลอีกครั้งได้ในหน้าตั้งค่า
unsubscribe-page-ask = หยุดรับการแจ้งเตือนทางอีเมลทั้งหมดจาก ortoo ใช่ไหม
unsubscribe-page-button = ยกเลิกการรับอีเมล
unsubscribe-page-bad-link = ลิงก์ยกเลิกการรับอีเมลนี้ใช้ไม่ได้ โปรดเปลี่ยนการตั้งค่าอีเมลในหน้าตั้งค่าแทน

## Logging in and registering.

login-page-log-in = เข้าสู่ระบบ
login-page-register = สมัครสมาชิก
login-page-create-heading = สร้างบัญชี
login-page-create-button = สร้างบัญชี
login-page-name = ชื่อ
login-page-email = อีเมล (สำหรับแจ้งเมื่อถึงตาคุณ เราจะส่งลิงก์ไปยืนยันก่อน)
login-page-password = รหัสผ่าน
login-page-new-password = รหัสผ่าน (8 ตัวอักษรขึ้นไป)
login-page-have-account = มีบัญชีแล้วใช่ไหม
login-page-new-here = มาใหม่ใช่ไหม
login-page-forgot = ลืมรหัสผ่านใช่ไหม
login-page-reset-it = ตั้งรหัสผ่านใหม่
login-page-welcome = ยินดีต้อนรับ { $name }! เราส่งลิงก์ไปที่ { $address } แล้ว เปิดลิงก์นั้นเพื่อรับอีเมลเมื่อถึงตาคุณและเมื่อมีคำท้า ระหว่างนี้คุณเล่นบนเว็บไซต์ได้
login-page-logged-out = ออกจากระบบแล้ว

## The mailed account links: an address verified, a password reset asked for and chosen.

account-page-verify-title = ยืนยันที่อยู่อีเมลของคุณ
account-page-choose-title = ตั้งรหัสผ่านใหม่
account-page-verified = ยืนยัน { $address } แล้ว ต่อจากนี้การแจ้งเมื่อถึงตาคุณ คำท้า และคำตอบจะส่งไปที่นั่น
account-page-verified-already = ที่อยู่อีเมลของคุณ { $address } ยืนยันแล้ว
account-page-settings-sends-new = หน้าตั้งค่าส่งลิงก์ใหม่ให้ได้
account-page-ask-again = ขอลิงก์ใหม่
account-page-to-lobby = ไปที่ล็อบบี้
account-page-reset-about = กรอกชื่อบัญชีหรือที่อยู่อีเมลของบัญชี แล้วเราจะส่งลิงก์สำหรับตั้งรหัสผ่านใหม่ไปยังที่อยู่ของบัญชี (ถ้ายืนยันแล้ว) ลิงก์ใช้ได้ครั้งเดียวภายในหนึ่งชั่วโมง
account-page-name-or-address = ชื่อหรือที่อยู่อีเมล
account-page-mail-link = ส่งลิงก์ให้ฉัน
account-page-remembered = นึกออกแล้วใช่ไหม
account-page-reset-by-mail = คุณยังส่งอีเมลข้อความนี้จากที่อยู่ของบัญชีไปยังที่อยู่สำหรับเล่นได้ด้วย:
account-page-reset-asked = ถ้ามีบัญชีที่ใช้ชื่อหรือที่อยู่นั้น (ที่ยืนยันแล้ว) ลิงก์สำหรับตั้งรหัสผ่านใหม่กำลังส่งไปยังที่อยู่ของบัญชีนั้น ลิงก์ใช้ได้ครั้งเดียวภายในหนึ่งชั่วโมง
account-page-new-password-for = ตั้งรหัสผ่านใหม่ให้ { $name } เมื่อตั้งแล้ว บัญชีจะออกจากระบบทุกที่และโทเคน API จะสิ้นสุดลง
account-page-new-password = รหัสผ่านใหม่ (8 ตัวอักษรขึ้นไป)
account-page-set-password = ตั้งรหัสผ่าน
account-page-reset-done = เปลี่ยนรหัสผ่านแล้ว และเซสชันกับโทเคน API ทุกตัวของบัญชีสิ้นสุดลงแล้ว โปรดเข้าสู่ระบบด้วยรหัสผ่านใหม่

## The page of a failure: its title by what went wrong, and the way back.

error-page-not-found = ไม่พบ
error-page-bad-request = อ่านไม่ได้
error-page-forbidden = ไม่อนุญาต
error-page-too-many = มีคำขอมากเกินไป
error-page-server = เกิดข้อผิดพลาด
error-page-not-done = ทำไม่ได้
error-page-other = ข้อผิดพลาด { $status }
error-page-reference = ถ้าเกิดขึ้นอีก โปรดแจ้งรหัสอ้างอิงนี้แก่เรา:
error-page-back = กลับไปที่ล็อบบี้
error-page-no-such-page = ไม่มีหน้านี้
