# The mail about an account itself (its address, its password), in the reader's language: the
# language they chose, else the one the page they signed up on was in.

account-mail-hello = สวัสดีคุณ { $name }
account-mail-verify-title = ยืนยันที่อยู่อีเมลของคุณ
# $hours: how long the link works
account-mail-verify = หากต้องการให้ ortoo ส่งอีเมลถึงที่อยู่นี้ ({ $address }) สำหรับบัญชี "{ $name }" (แจ้งเมื่อถึงตาคุณ คำท้า และคำตอบต่ออีเมลของคุณ) โปรดเปิดลิงก์นี้ภายใน { $hours } ชั่วโมง:
account-mail-verify-until = ระหว่างนี้เราจะไม่ส่งอีเมลอื่นใดไปที่อยู่นี้ แต่คุณเล่นบนเว็บไซต์ได้ตามปกติ
account-mail-verify-ignore = หากคุณไม่ได้ขอเรื่องนี้ ไม่ต้องสนใจอีเมลฉบับนี้ เราจะไม่ส่งอีเมลมาที่นี่อีก
account-mail-changed-title = ที่อยู่อีเมลของคุณเปลี่ยนแล้ว
# $server: the server's address (https://…)
account-mail-changed = ตอนนี้ที่อยู่อีเมลของบัญชี ortoo "{ $name }" ของคุณคือ { $address } ที่อยู่นี้ ({ $old }) จะไม่ได้รับอีเมลจาก ortoo อีกต่อไป
account-mail-changed-warning = หากคุณไม่ได้เปลี่ยนเอง แปลว่ามีคนรู้รหัสผ่านของคุณและเข้าถึงบัญชีได้แล้ว โปรดแจ้งผู้ดูแล { $server } ทันที
account-mail-reset-title = รีเซ็ตรหัสผ่าน
account-mail-reset = มีคน (เราหวังว่าเป็นคุณ) ขอรีเซ็ตรหัสผ่านของบัญชี ortoo "{ $name }" หากต้องการตั้งรหัสผ่านใหม่ โปรดเปิดลิงก์นี้ภายในหนึ่งชั่วโมง ลิงก์ใช้ได้ครั้งเดียว:
account-mail-reset-ends = เมื่อตั้งรหัสผ่านใหม่ บัญชีจะออกจากระบบทุกที่ และโทเคน API ทุกตัวจะสิ้นสุดลง
account-mail-reset-ignore = หากคุณไม่ได้ขอ ไม่ต้องสนใจอีเมลฉบับนี้ รหัสผ่านของคุณจะยังเหมือนเดิม
