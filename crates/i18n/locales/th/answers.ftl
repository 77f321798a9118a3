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

## Answers to the rarer replies: takebacks, the board, the moves, forecasts, messages, notes,
## watching, challenges
answer-takeback-declined-title = ปฏิเสธการคืนตาแล้ว
answer-takeback-declined = คุณปฏิเสธการคืนตา เกมดำเนินต่อไปตามเดิม
answer-takeback-granted-title = ยอมให้คืนตาแล้ว
answer-takeback-granted = คืนตาเดินแล้ว ตอนนี้เกมอยู่ที่ตาที่ { $ply } และถึงตาคู่แข่งเดิน
answer-takeback-asked-title = ขอคืนตาแล้ว
answer-takeback-asked = ส่งคำขอคืนตาเดินล่าสุดของคุณถึงคู่แข่งแล้ว คำขอนี้มีผลจนกว่าอีกฝ่ายจะตอบ หรือจนกว่าคุณจะเดิน
answer-taken-back-title = คืนตาเดินแล้ว
answer-taken-back = เอนจินคืนตาเดินของคุณแล้ว ตอนนี้เกมอยู่ที่ตาที่ { $ply } และถึงตาคุณเดิน
answer-board-title = กระดานหลังตาที่ { $ply }
# $side: White or Black (side-white, side-black)
answer-board-to-move = กระดานหลังตาที่ { $ply } ถึงตาฝ่าย{ $side }เดิน
answer-board-over = กระดานหลังตาที่ { $ply } เกมจบแล้ว
answer-log-title = เกมจนถึงตอนนี้
answer-log-players = { $game }: { $white } ({ $first }) พบ { $black } ({ $second })
answer-log-no-moves = ยังไม่มีการเดิน
answer-log-result = ผล: { $result }
answer-log-to-move = ถึงตาฝ่าย{ $side }เดิน
answer-no-moves-title = ไม่มีตาเดิน
answer-game-over = เกมจบแล้ว
answer-not-your-turn-title = ยังไม่ถึงตาคุณ
answer-not-your-turn = ยังไม่ถึงตาคุณ ตอนนี้ถึงตาฝ่าย{ $side }เดิน
answer-legal-moves-title = ตาที่คุณเดินได้ { $count } ตา
answer-legal-moves = ตาที่คุณเดินได้ { $count } ตา:
answer-help-title = สิ่งที่เขียนในคำตอบได้
answer-watching-title = ติดตามแล้ว
answer-watching = ตอนนี้คุณติดตามเกมนี้แล้ว ทุกตาเดินจะส่งถึงคุณ
answer-watching-already = คุณติดตามเกมนี้อยู่แล้ว
answer-not-watching-title = ไม่ได้ติดตาม
answer-unwatched = คุณเลิกติดตามเกมนี้แล้ว
answer-not-watched = คุณไม่ได้ติดตามเกมนี้อยู่
answer-forecast-title = ตาเดินล่วงหน้าของคุณ
answer-no-forecast-title = ไม่มีตาเดินล่วงหน้า
answer-no-forecast = คุณไม่มีตาเดินล่วงหน้าในเกมนี้
answer-forecast-removed-title = ลบตาเดินล่วงหน้าแล้ว
answer-forecast-removed = ลบตาเดินล่วงหน้าของคุณในเกมนี้แล้ว
answer-forecast-kept-title = บันทึกตาเดินล่วงหน้าแล้ว
answer-forecast = ตาเดินล่วงหน้าของคุณ: เมื่อคู่แข่งเดินตาที่อยู่ในนี้ ตาตอบของคุณจะถูกเดินทันที
answer-forecast-replace = ตอบด้วยบรรทัด "{ command-if } ... { command-then } ..." ชุดใหม่เพื่อแทนที่ หรือ "{ command-forecast } { command-clear }" เพื่อลบ
answer-message-sent-title = ส่งข้อความแล้ว
answer-message-sent = ส่งข้อความของคุณถึงคู่แข่งแล้ว:
answer-no-note-title = ไม่มีโน้ต
answer-no-note = คุณไม่มีโน้ตในเกมนี้ ตอบว่า "{ command-note }" ตามด้วยข้อความของคุณเพื่อบันทึกโน้ต
answer-note-title = โน้ตของคุณ
answer-note = โน้ตของคุณในเกมนี้ (มีแต่คุณที่เห็น):
answer-note-kept-title = บันทึกโน้ตแล้ว
answer-note-kept = บันทึกโน้ตของคุณในเกมนี้แล้ว (มีแต่คุณที่เห็น):
answer-challenge-accepted-title = รับคำท้าแล้ว
# $link: the game's page; $side: who moves first (side-white, side-black)
answer-challenge-accepted = คุณรับคำท้าแล้ว เกมเริ่มแล้ว: { $link }
answer-moves-first = ฝ่าย{ $side }เดินก่อน
answer-you-move-first = ฝ่าย{ $side }เดินก่อน (คือคุณ) อีเมลแจ้งว่าถึงตาคุณจะตามมา
answer-challenge-declined-title = ปฏิเสธคำท้าแล้ว
answer-challenge-declined = คุณปฏิเสธคำท้าแล้ว
answer-challenge-help = ตอบคำท้าด้วย "{ command-accept }" หรือ "{ command-decline }" ที่บรรทัดแรก ถ้าเกมให้ผู้เล่นแต่ละคนเลือกบางอย่างเอง ใช้ "{ command-accept } NAME=VALUE" เพื่อระบุสิ่งที่คุณเลือก (janggi: "{ command-accept } arrangement=outer")
answer-challenge-answer = ตอบคำท้าด้วย "{ command-accept }" หรือ "{ command-decline }" ที่บรรทัดแรก
