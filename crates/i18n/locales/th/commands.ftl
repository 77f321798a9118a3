## The commands a reply by mail may give, one word each (the first line of the reply). A reply
## is understood in its writer's language and in English: each language's words are its own,
## and may be the English word where its players use it. A command's word must not be a move.

command-draw = เสมอ
command-decline = ปฏิเสธ
command-takeback = คืนตา
command-claim = ใช้สิทธิ์
command-resign = ยอมแพ้
command-board = กระดาน
command-log = บันทึกเกม
command-moves = ตาเดิน
command-say = พูด
command-note = โน้ต
command-forecast = ล่วงหน้า
command-clear = ล้าง
command-if = ถ้า
command-then = แล้ว
command-help = ช่วยเหลือ
command-watch = ติดตาม
command-unwatch = เลิกติดตาม
command-accept = ยอมรับ
