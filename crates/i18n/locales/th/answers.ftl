## What a reply by mail is answered with: done, or refused and why. The answer's first line is
## its mail's subject.

answer-not-played-title = ไม่ได้เดิน: { $typed }
answer-no-move-title = ไม่ได้เดิน: ไม่พบตาเดิน
answer-not-done-title = ไม่ได้ดำเนินการ: { $typed }
answer-no-command-title = ไม่ได้ดำเนินการ: ไม่พบคำสั่ง
answer-not-played = ระบบไม่ได้เดินตามคำตอบ "{ $typed }" ของคุณ
answer-not-done = ระบบไม่ได้ทำตามคำตอบ "{ $typed }" ของคุณ
answer-nothing-changed = ไม่มีการเปลี่ยนแปลงใด ๆ
answer-nothing-found = ไม่พบตาเดินหรือคำสั่งในคำตอบของคุณ: ให้เขียนไว้ที่บรรทัดแรก เหนือข้อความอีเมลที่ยกมา
answer-notice-too-old = การแจ้งเตือนนี้ส่งมานานกว่า { $days } วันแล้ว โปรดเดินบนหน้าเว็บแทน
answer-not-for-a-move = อีเมลนี้ไม่ได้ส่งมาเพื่อให้เดิน: ตอบกลับด้วยตาเดินของคุณที่อีเมลแจ้งว่าถึงตาคุณฉบับล่าสุด (หรืออีเมลใดก็ได้ของเราที่ส่งมาระหว่างที่ถึงตาคุณ)
answer-reply-used = การตอบกลับอีเมลนี้ถูกใช้เดินไปแล้ว ตาเดินหนึ่งตาส่งได้ครั้งเดียว
answer-taken-back-since = มีการคืนตาในเกมนี้หลังจากส่งอีเมลนี้ไปแล้ว: โปรดตอบกลับอีเมลแจ้งว่าถึงตาคุณฉบับล่าสุดแทน
answer-played-title = เดินแล้ว: { $move }
answer-played = เดิน { $move } ของคุณแล้ว (ตาที่ { $ply })
answer-played-with-comment = เดิน { $move } ของคุณแล้ว (ตาที่ { $ply }) พร้อมความเห็น "{ $comment }"
answer-opponent-told = แจ้งคู่แข่งของคุณแล้ว
answer-game-over-follows = เกมจบแล้ว การแจ้งเตือนผลเกมจะตามไปถึงคุณ
answer-resigned-title = คุณยอมแพ้แล้ว
answer-resigned = คุณยอมแพ้ในเกมนี้แล้ว การแจ้งเตือนผลเกมจะตามไปถึงคุณ
answer-drawn-title = เกมนี้เสมอ
answer-drawn = เกมนี้เสมอ ({ $reason }) การแจ้งเตือนผลเกมจะตามไปถึงคุณ
answer-draw-declined-title = ปฏิเสธการขอเสมอแล้ว
answer-draw-declined = คุณปฏิเสธข้อเสนอเสมอแล้ว เกมดำเนินต่อไป
answer-draw-offered-title = ขอเสมอแล้ว
answer-draw-offered = ส่งคำขอเสมอของคุณถึงคู่แข่งแล้ว คำขอนี้มีผลจนกว่าอีกฝ่ายจะรับหรือปฏิเสธ
