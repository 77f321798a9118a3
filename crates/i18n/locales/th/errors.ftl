# สิ่งที่เซิร์ฟเวอร์ตอบเมื่อปฏิเสธการกระทำ (ฟอร์ม การตอบกลับทางอีเมล คำขอผ่าน API)
# แต่ละข้อความยาวหนึ่งหรือสองประโยค ผู้เล่นอ่านข้าง ๆ ฟอร์มที่ส่งมา

error-no-such-account = ไม่มีบัญชีนี้
error-no-such-analysis = ไม่มีการวิเคราะห์นี้
error-no-such-challenge = ไม่มีคำท้านี้
error-no-engine = เซิร์ฟเวอร์นี้ไม่มีเอนจินให้เล่นด้วย
error-no-such-game = ไม่มีเกมนี้
error-no-such-player = ไม่มีผู้เล่นคนนี้
error-no-such-tournament = ไม่มีทัวร์นาเมนต์นี้
error-no-such-file = ไม่มีไฟล์แบบหมากรุกนี้
error-no-such-file-of-yours = คุณไม่มีไฟล์แบบหมากรุกนี้
error-not-your-game = นี่ไม่ใช่เกมของคุณ
# $side: ขาวหรือดำ (side-white, side-black)
error-not-your-turn = ยังไม่ถึงตาคุณ ตอนนี้เป็นตา{ $side }เดิน
error-wrong-password = นี่ไม่ใช่รหัสผ่านของบัญชี ไม่มีการเปลี่ยนแปลงใด ๆ
error-stale-ply = เกมเดินต่อไปแล้ว ตอนนี้อยู่ที่ตาที่ { $current } ไม่ใช่ { $expected } โปรดโหลดเกมใหม่แล้วลองอีกครั้ง
error-hashing-busy = เซิร์ฟเวอร์กำลังตรวจรหัสผ่านจำนวนมากพร้อมกัน โปรดลองอีกครั้งในอีกไม่กี่วินาที

## คำท้าและคำเชิญแบบเปิด
error-rating-outside = ช่วงคะแนนอยู่ระหว่าง { $low } ถึง { $high } แต่ { $end } อยู่นอกช่วงนี้
error-rating-range-reversed = คะแนนต่ำสุด ({ $min }) สูงกว่าคะแนนสูงสุด ({ $max })
# $value: ค่าที่ส่งมา ในรูป JSON
error-option-value = ค่าของตัวเลือกต้องเป็นข้อความ ตัวเลข หรือ true/false ไม่ใช่ { $value }
error-colour = ฝ่ายต้องเป็น white (ขาว), black (ดำ) หรือ random (สุ่ม) ไม่ใช่ "{ $colour }"
error-engine-unrated = เกมกับเอนจินไม่คิดคะแนน โปรดเลือกเล่นแบบกระชับมิตร
error-range-for-seeks = ช่วงคะแนนใช้กับคำเชิญแบบเปิดเท่านั้น คำท้าถึงผู้เล่นระบุคู่แข่งไว้แล้ว
error-open-must-be-true = คำเชิญแบบเปิดต้องตั้ง "open" เป็น true
error-no-player-named = ไม่มีผู้เล่นชื่อ "{ $name }"
error-account-closed = { $name } ปิดบัญชีไปแล้ว
error-engine-by-level = หากต้องการเล่นกับเอนจิน ให้ส่งคำท้าเป็น {"{"}"engine": LEVEL{"}"} (LEVEL คือระดับ 1 ถึง 12)
error-challenge-yourself = คุณท้าตัวเองไม่ได้
error-challenge-accepted = คำท้านี้ถูกรับไปแล้ว
error-challenge-declined = คำท้านี้ถูกปฏิเสธไปแล้ว
error-challenge-withdrawn = คำท้านี้ถูกถอนไปแล้ว
error-challenge-closed = คำท้านี้ปิดแล้ว
error-challenge-for-another = คำท้านี้ส่งถึงผู้เล่นคนอื่น
error-own-seek = คุณรับคำเชิญของตัวเองไม่ได้
# $game: ชื่อเกม; $rating: คะแนนของผู้เล่นในเกมนั้น (มี ? ต่อท้ายถ้ายังเป็นค่าชั่วคราว)
error-seek-rating = คำเชิญนี้สำหรับผู้เล่นที่มีคะแนน { $min } ถึง { $max } ใน { $game } ส่วนคะแนนของคุณในเกมนั้นคือ { $rating }
error-challenge-taken = คำท้านี้เพิ่งถูกรับหรือถูกถอนไปเมื่อครู่
error-decline-not-yours = เฉพาะผู้เล่นที่ถูกท้าเท่านั้นที่ปฏิเสธคำท้าได้
error-withdraw-not-yours = เฉพาะผู้ท้าเท่านั้นที่ถอนคำท้าได้

## การจับเวลา
error-days-per-move = จำนวนวันต่อตาต้องอยู่ระหว่าง 1 ถึง 30 ไม่ใช่ { $days }
error-bank-initial = คลังเวลาต้องเริ่มต้นด้วย 1 ถึง 90 วัน ไม่ใช่ { $days } วัน
error-bank-increment = คลังเวลาเพิ่มได้ไม่เกิน 30 วันต่อตา ไม่ใช่ { $days } วัน
error-bank-cap = จำนวนวันสูงสุดในคลังเวลาต้องไม่น้อยกว่าจำนวนวันตอนเริ่ม ({ $initial }) และไม่เกิน 180 ไม่ใช่ { $cap }

## เกม
error-watch-own-game = คุณเล่นอยู่ในเกมนี้ ตาเดินของเกมนี้จึงส่งถึงคุณอยู่แล้ว
# $result: ผลที่ตำแหน่งเริ่มต้นจะทำให้เกมจบ (outcome-white-wins…)
error-over-at-start = เกมนี้จะจบก่อนเดินตาแรก ({ $result }) จึงเล่นไม่ได้
error-game-too-busy = เกมเปลี่ยนเร็วเกินกว่าจะเดินตานี้ได้ในตอนนี้ โปรดลองอีกครั้ง
error-comment-too-long = ความเห็นยาวได้ไม่เกิน { $max } ตัวอักษร
error-no-draw-offer = คู่แข่งไม่ได้ขอเสมอ
error-draw-offered-already = คุณขอเสมอไปแล้ว
error-draw-action = การดำเนินการเรื่องเสมอต้องเป็น offer, accept, decline หรือ claim ไม่ใช่ "{ $action }"
# $result: เกมจบอย่างไร (outcome-white-wins…)
error-game-over = เกมจบแล้ว: { $result }
error-nothing-to-hint = เกมจบแล้ว ไม่มีอะไรให้แนะนำอีก

## ทัวร์นาเมนต์
error-tournament-joining-closed = ทัวร์นาเมนต์เริ่มแล้ว จึงปิดรับสมัคร
error-tournaments-by-admins = บนเซิร์ฟเวอร์นี้ เฉพาะผู้ดูแลเท่านั้นที่สร้างทัวร์นาเมนต์ได้
error-tournament-name-length = ชื่อทัวร์นาเมนต์ต้องยาว 3 ถึง 60 ตัวอักษร
# $kind: สิ่งที่ขอมา; round_robin และ swiss เป็นคำของ API ให้คงไว้ตามเดิม
error-tournament-kind = ทัวร์นาเมนต์ต้องเป็น round_robin (แบบพบกันหมด) หรือ swiss (ระบบสวิส) ไม่ใช่ "{ $kind }"
error-round-robin-rounds = แบบพบกันหมดไม่ต้องกำหนดจำนวนรอบ ผู้เล่นทุกคู่เล่นทั้งสองฝ่ายพร้อมกันอยู่แล้ว
error-swiss-rounds = ระบบสวิสมีได้ 1 ถึง { $max } รอบ ไม่ใช่ { $rounds }
error-tournament-start = ทัวร์นาเมนต์ต้องเริ่มระหว่างตอนนี้ถึงอีก { $days } วันข้างหน้า
error-tournament-full = ทัวร์นาเมนต์เต็มแล้ว ({ $players } คน)
error-tournament-joined-already = คุณอยู่ในทัวร์นาเมนต์นี้แล้ว
error-tournament-not-joined = คุณไม่ได้อยู่ในทัวร์นาเมนต์นี้
error-tournament-not-playing = คุณไม่ได้เล่นในทัวร์นาเมนต์นี้ (หรือถอนตัวไปแล้ว)
error-tournament-over = ทัวร์นาเมนต์จบแล้ว
error-tournament-start-not-yours = เฉพาะผู้สร้างทัวร์นาเมนต์เท่านั้นที่เริ่มก่อนกำหนดได้
error-tournament-started = ทัวร์นาเมนต์เริ่มไปแล้ว

## การตั้งค่า
error-reminder-hours = การเตือนต้องเป็นจำนวนชั่วโมงเต็ม ตั้งแต่ 1 ถึง { $max } ไม่ใช่ "{ $given }"
error-reminders-at-most-five = ตั้งการเตือนได้ไม่เกินห้าครั้ง
# move, digest และ none เป็นคำของ API ให้คงไว้ตามเดิม
error-notify-mode = การแจ้งเตือนต้องเป็น "move", "digest" หรือ "none" ไม่ใช่ "{ $given }"
error-time-zone = "{ $zone }" ไม่ใช่เขตเวลา โปรดระบุชื่อเขตเวลา เช่น Europe/Paris, America/New_York หรือ UTC
# san และ full เป็นคำของ API ให้คงไว้ตามเดิม
error-notation = สัญกรณ์ต้องเป็น "san" (สัญกรณ์พีชคณิตมาตรฐาน เช่น Nf3) หรือ "full" (สัญกรณ์พีชคณิตแบบเต็ม เช่น N g1-f3) ไม่ใช่ "{ $given }"
# $known: แท็กภาษาที่ ortoo มี คั่นด้วยจุลภาค
error-language = ortoo ไม่มีภาษา "{ $tag }" ภาษาที่มีคือ { $known }
error-mail-password = รหัสผ่านอีเมลต้องยาว 8 ถึง 64 ตัวอักษร ไม่มีช่องว่าง (เพราะต้องใส่ไว้ในหัวเรื่องของอีเมล)
error-vacation-length = การพักต้องยาวอย่างน้อยหนึ่งวัน
# $left: จำนวนวันที่เหลือ มีทศนิยมหนึ่งตำแหน่ง (2.5)
error-vacation-left = ปีนี้คุณเหลือวันพักเพียง { $left } วัน จึงพัก { $days } วันไม่ได้
error-not-on-vacation = คุณไม่ได้อยู่ในช่วงพัก
error-vacation-changed = วันพักของคุณเพิ่งถูกเปลี่ยนเมื่อครู่ (ในหน้าต่างอื่นหรือเปล่า) โปรดโหลดใหม่แล้วลองอีกครั้ง

## ไฟล์แบบหมากรุก
error-files-cursor = "{ $given }" ไม่ใช่จุดเริ่มต้นของหน้าใดในรายการนี้ โปรดใช้ค่า `next` ของหน้าก่อนหน้า
error-file-too-long = ไฟล์นี้มีขนาด { $bytes } ไบต์ แต่ไฟล์หนึ่งมีได้ไม่เกิน { $max } ไบต์ (64 KiB)
error-file-no-variant = ไฟล์นี้ไม่ได้นิยามแบบหมากรุกไว้เลย แต่ละแบบคือส่วนหนึ่งของไฟล์ เช่น [mygame:chess] ที่มีคีย์ต่าง ๆ อยู่ข้างใต้
error-file-too-many-variants = ไฟล์นี้นิยามไว้ { $count } แบบ แต่ไฟล์หนึ่งนิยามได้ไม่เกิน { $max } แบบ
error-files-too-many = คุณเก็บไฟล์ไว้แล้ว { $max } ไฟล์ ซึ่งเป็นจำนวนสูงสุดที่ผู้เล่นหนึ่งคนเก็บได้ โปรดลบออกหนึ่งไฟล์ หรืออัปโหลดด้วยชื่อของไฟล์ที่มีอยู่เพื่อแทนที่
error-search-too-long = คำค้นหายาวได้ไม่เกิน { $max } ตัวอักษร
error-file-name-needed = ต้องระบุชื่อไฟล์ เช่น mine.ini
error-file-name-too-long = ชื่อไฟล์ยาวได้ไม่เกิน { $max } ตัวอักษร
error-file-name-letters = ชื่อไฟล์ประกอบด้วยตัวอักษร ตัวเลข ช่องว่าง '-' '_' และ '.' และห้ามขึ้นต้นด้วย '.' หรือช่องว่าง

## เอนจิน
error-engine-level = ระดับของเอนจินคือ { $low } ถึง { $high } ไม่ใช่ { $level }
error-engine-games = คุณเล่นกับเอนจินอยู่แล้ว { $count } เกม เริ่มเกมใหม่ได้เมื่อมีเกมใดเกมหนึ่งจบ
error-engine-watched = คุณกำลังดูเอนจินเล่นกับตัวเองอยู่แล้ว { $count } เกม เริ่มเกมใหม่ได้เมื่อมีเกมใดเกมหนึ่งจบ
error-hints-against-engine = คำแนะนำมีให้เฉพาะในเกมที่เล่นกับเอนจิน
error-hints-busy = เอนจินกำลังยุ่งกับคำแนะนำอื่นอยู่ โปรดขออีกครั้งในอีกไม่กี่วินาที

## บัญชี
error-bad-name = ชื่อต้องยาว 2 ถึง 24 ตัว ประกอบด้วยตัวอักษร ตัวเลข '-' หรือ '_' และขึ้นต้นด้วยตัวอักษร
error-bad-email = ดูไม่เหมือนที่อยู่อีเมล
error-bad-password = รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร (และไม่เกิน 200)
error-link-refused = ลิงก์นี้ถูกใช้ไปแล้ว หมดอายุแล้ว หรือถูกแทนที่ด้วยลิงก์ที่ใหม่กว่า โปรดขอลิงก์ใหม่
error-verified-already = { $address } ยืนยันแล้ว
error-reset-who = โปรดระบุชื่อบัญชีหรือที่อยู่อีเมลของบัญชี
error-password-changed = รหัสผ่านถูกเปลี่ยนไปในระหว่างนี้ (จากที่อื่น) โปรดเข้าสู่ระบบอีกครั้ง
error-same-address = { $address } เป็นที่อยู่อีเมลของบัญชีนี้อยู่แล้ว
error-name-taken = ชื่อ "{ $name }" มีผู้ใช้แล้ว

## ตาเดินล่วงหน้า
error-forecast-your-move = ตอนนี้ถึงตาคุณ โปรดเดินได้เลย ตาเดินล่วงหน้าใส่ได้ระหว่างที่ถึงตาคู่แข่ง
error-forecast-too-large = ตาเดินล่วงหน้ามีได้ไม่เกิน { $max } คู่ตาเดิน ลึกไม่เกิน { $deepest } ชั้น แต่ชุดนี้มี { $count } คู่ ลึก { $depth } ชั้น
# $why: เหตุผลตามกติกา (เป็นประโยคของตัวเอง)
error-forecast-move = ในตาเดินล่วงหน้าของคุณ เดิน "{ $move }" ไม่ได้: { $why }
# $line: ตาเดินก่อนหน้า คั่นด้วยจุลภาค
error-forecast-move-after = ในตาเดินล่วงหน้าของคุณ เดิน "{ $move }" หลัง { $line } ไม่ได้: { $why }
error-forecast-over-after-theirs = เกมจะจบไปแล้วหลังตาของคู่แข่ง
error-forecast-nothing-after = ในตาเดินล่วงหน้าของคุณ เกมจะจบหลัง { $line } จึงไม่มีตาใดต่อจากนั้นได้
error-forecast-two-answers-now = มีสองแนวที่ตอบ { $move } ในตำแหน่งปัจจุบัน โปรดเหลือตาตอบเพียงตาเดียวต่อตาเดินแต่ละตาของคู่แข่ง
error-forecast-two-answers = มีสองแนวที่ตอบ { $move } หลัง { $line } โปรดเหลือตาตอบเพียงตาเดียวต่อตาเดินแต่ละตาของคู่แข่ง

## การคืนตา
error-takeback-action = การดำเนินการเรื่องคืนตาต้องเป็น offer, accept, decline หรือ withdraw ไม่ใช่ "{ $action }"
error-takeback-rated = คืนตาได้เฉพาะในเกมกระชับมิตร แต่เกมนี้คิดคะแนน
error-takeback-tournament = เกมในทัวร์นาเมนต์คืนตาไม่ได้
error-takeback-asked-already = คุณขอคืนตาเดินของคุณไปแล้ว
error-takeback-opponent-asked = คู่แข่งขอคืนตาเดินของเขาอยู่ โปรดยอมให้หรือปฏิเสธก่อน
error-takeback-engine-thinking = เอนจินกำลังเลือกตาตอบ โปรดขออีกครั้งเมื่อเอนจินเดินแล้ว
error-takeback-not-moved = คุณยังไม่ได้เดิน จึงไม่มีตาให้คืน
error-takeback-no-offer = คู่แข่งไม่ได้ขอคืนตา
error-takeback-not-asked = คุณไม่ได้ขอคืนตา
error-takeback-nothing = ฝ่ายที่ขอคืนตายังไม่มีตาเดินให้คืน

## การวิเคราะห์และบทสนทนา
error-analysis-while-playing = เกมจะวิเคราะห์ได้เมื่อจบแล้วเท่านั้น เพราะมุมมองของเอนจินจะช่วยผู้เล่นที่ยังเล่นอยู่
error-analysis-nothing = เกมนี้จบก่อนเดินตาแรก จึงไม่มีอะไรให้วิเคราะห์
error-message-empty = โปรดพิมพ์ข้อความก่อนส่ง
error-message-too-long = ข้อความยาวได้ไม่เกิน { $max } ตัวอักษร
error-note-too-long = โน้ตยาวได้ไม่เกิน { $max } ตัวอักษร
# "if", "then" และ ตาของเขา, ตาของคุณ: คำที่ใช้เขียนตาเดินล่วงหน้า (if และ then เป็นภาษาอังกฤษ)
error-forecast-line = "{ $line }" ไม่ใช่แนวตาเดินล่วงหน้า โปรดเขียน "if ตาของเขา then ตาของคุณ" และใช้ "then if ... then ..." สำหรับตาถัด ๆ ไป
error-form-unreadable = อ่านแบบฟอร์มไม่ได้: มีช่องที่ขาดไปหรือมีค่าที่รับไม่ได้ กรุณากลับไป โหลดหน้าใหม่ แล้วส่งอีกครั้ง
error-query-unreadable = หน้านี้อ่านส่วนของที่อยู่หลังเครื่องหมาย "?" ไม่ได้ กรุณาเข้าผ่านลิงก์แทนการแก้ที่อยู่เอง

error-cross-site = ไม่รับฟอร์มที่ส่งมาจากเว็บไซต์อื่น โปรดส่งฟอร์มจากหน้าของเซิร์ฟเวอร์นี้เอง
error-json-body-missing = คำขอนี้ต้องมีเนื้อหาเป็น JSON
error-json-not-object = เนื้อหาต้องเป็นออบเจกต์ JSON: {"{"}"name": value, ...{"}"}
error-json-content-type = โปรดส่งเนื้อหาเป็น JSON พร้อมส่วนหัว Content-Type: application/json
error-json-syntax = เนื้อหาไม่ใช่ JSON ที่ถูกต้อง ผิดพลาดที่บรรทัด { $line } ตำแหน่ง { $column }
error-body-too-large = เนื้อหาของคำขอใหญ่เกินไป
error-body-unread = อ่านเนื้อหาของคำขอไม่ได้
error-request-missing-field = คำขอขาดช่อง { $field }
error-request-unknown-field = คำขอมีช่องที่การเรียกนี้ไม่รับ: { $field }
error-request-repeated-field = คำขอระบุช่อง { $field } ซ้ำสองครั้ง
error-request-bad-value = ช่อง { $field } เป็น { $value } ไม่ได้ ค่าที่รับได้คือ { $taken }
error-request-wrong-type = ค่าในช่อง { $field } เป็นชนิดที่ไม่ถูกต้อง
error-request-unread = คำขอไม่ตรงกับการเรียกนี้: { $why }
error-request-path = ที่อยู่ไม่ตรงกับการเรียกนี้: { $why }

## คำปฏิเสธของ API เอง
# อักขระควบคุมในสิ่งที่ไคลเอนต์ส่งมา หน้าเว็บก็ใช้ข้อความเหล่านี้ $character: รหัสของอักขระ
# และชื่อถ้ามี (U+0000 (NUL)); $field: ชื่อช่องตามที่คำขอเขียน (comment, opponent.user, moves[2])
error-control-in-address = ที่อยู่มีอักขระควบคุม { $character } ซึ่ง ortoo ไม่รับในข้อความใด ๆ โปรดลบออกแล้วส่งอีกครั้ง
error-control-in-query-field = ช่อง "{ $field }" ของที่อยู่มีอักขระควบคุม { $character } ซึ่ง ortoo ไม่รับในข้อความใด ๆ โปรดลบออกแล้วส่งอีกครั้ง
error-control-in-query-name = ชื่อช่องในที่อยู่มีอักขระควบคุม { $character } ซึ่ง ortoo ไม่รับในข้อความใด ๆ โปรดลบออกแล้วส่งอีกครั้ง
error-control-in-body = เนื้อหาของคำขอมีอักขระควบคุม { $character } ซึ่ง ortoo ไม่รับในข้อความใด ๆ โปรดลบออกแล้วส่งอีกครั้ง
error-control-in-field = ช่อง "{ $field }" มีอักขระควบคุม { $character } ซึ่ง ortoo ไม่รับในข้อความใด ๆ โปรดลบออกแล้วส่งอีกครั้ง
error-control-in-name = ชื่อช่องมีอักขระควบคุม { $character } ซึ่ง ortoo ไม่รับในข้อความใด ๆ โปรดลบออกแล้วส่งอีกครั้ง
error-control-in-body-name = ชื่อช่องในเนื้อหาของคำขอมีอักขระควบคุม { $character } ซึ่ง ortoo ไม่รับในข้อความใด ๆ โปรดลบออกแล้วส่งอีกครั้ง
error-control-in-name-in = ชื่อช่องภายในช่อง "{ $field }" มีอักขระควบคุม { $character } ซึ่ง ortoo ไม่รับในข้อความใด ๆ โปรดลบออกแล้วส่งอีกครั้ง
error-api-too-large = เนื้อหาของคำขอใหญ่กว่าที่เซิร์ฟเวอร์นี้รับได้
error-api-method = ใช้เมธอดนั้นที่นี่ไม่ได้
error-api-timeout = คำขอใช้เวลานานเกินไปจึงถูกยกเลิก
error-api-media-type = เนื้อหาของคำขอเป็นชนิดที่เอนด์พอยต์นี้อ่านไม่ได้
error-api-not-understood = ไม่เข้าใจคำขอนี้
error-api-no-endpoint = ไม่มีเอนด์พอยต์ API นี้
# $scope: read หรือ play เป็นคำของ API ให้คงไว้ตามเดิม
error-api-missing-scope = โทเคนนี้ไม่มีขอบเขต "{ $scope }"
error-api-bearer = โปรดส่งโทเคนในรูป "Authorization: Bearer <token>"
error-api-token-invalid = โทเคน API นี้ใช้ไม่ได้ อาจพิมพ์ผิดหรือถูกเพิกถอนไปแล้ว
error-api-account-needed = ต้องมีบัญชีจึงจะทำสิ่งนี้ได้ โปรดส่งโทเคน API ในรูป "Authorization: Bearer <token>" (สร้างโทเคนได้ด้วย POST /api/v1/tokens)
error-api-login-wrong = ชื่อและรหัสผ่านนี้ไม่ตรงกับบัญชีใดเลย
# read และ play เป็นคำของ API ให้คงไว้ตามเดิม
error-api-scopes = ขอบเขตมี "read" และ "play" (อย่างใดอย่างหนึ่งหรือทั้งสองอย่าง)
# $position: ตำแหน่งของอักขระในป้ายชื่อ นับจาก 1; $character: line-feed, carriage-return หรือ tab
# ซึ่งเขียนเป็นคำ หรือรหัสของอักขระตัวอื่น (U+0007)
error-api-token-label-line = ป้ายชื่อโทเคนต้องเป็นข้อความบรรทัดเดียว อักขระตัวที่ { $position } เป็นอักขระควบคุม ({ $character ->
        [line-feed] อักขระขึ้นบรรทัดใหม่
        [carriage-return] อักขระปัดแคร่
        [tab] แท็บ
       *[other] { $character }
    })
error-api-token-label-length = ป้ายชื่อโทเคนยาวได้ไม่เกิน 100 ตัวอักษร
error-api-no-such-token = คุณไม่มีโทเคนที่ยังใช้งานได้ซึ่งมี ID นี้
error-api-idempotency-key = Idempotency-Key ต้องเป็นอักขระ ASCII ที่มองเห็นได้ 1 ถึง 200 ตัว
error-api-idempotency-key-reused = Idempotency-Key นี้ถูกใช้กับคำขออื่นไปแล้ว
error-api-idempotency-key-used = Idempotency-Key นี้ถูกใช้ไปแล้ว และคำขอนี้ไม่ได้เปลี่ยนแปลงอะไร ส่งคำขออีกครั้งเพื่ออ่านคำตอบที่เก็บไว้สำหรับคีย์นั้น
# $count: จำนวนสตรีมที่ที่อยู่นี้เปิดไว้ ซึ่งเป็นจำนวนสูงสุด
error-api-streams-per-address = ที่อยู่ IP นี้เปิดสตรีมเหตุการณ์ไว้ { $count } สตรีม ซึ่งเป็นจำนวนสูงสุดแล้ว โปรดปิดสักหนึ่งสตรีม (แท็บหนึ่ง) หรือลองอีกครั้งภายหลัง
error-api-streams-busy = เซิร์ฟเวอร์เปิดสตรีมเหตุการณ์ไว้เต็มจำนวนแล้ว โปรดลองอีกครั้งในอีกสักครู่
# status, turn, format, limit และ starts_at เป็นช่องของคำขอ ส่วน active, finished, mine, text, pgn
# และ usi เป็นค่าของช่องเหล่านั้น: เป็นคำของ API ให้คงไว้ตามเดิม
error-api-games-status = status ต้องเป็น active หรือ finished
error-api-games-turn = turn รับได้เฉพาะค่า mine
# $format: สิ่งที่ขอมา
error-api-export-format = format ต้องเป็น text, pgn หรือ usi ไม่ใช่ "{ $format }"
error-api-export-pgn = PGN บันทึกได้เฉพาะเกมตระกูลหมากรุกสากล ใช้ format=text เพื่อรับบันทึกฉบับเต็มของเกมนี้
error-api-export-usi = USI บันทึกได้เฉพาะเกมตระกูลโชงิ ใช้ format=text เพื่อรับบันทึกฉบับเต็มของเกมนี้
error-api-variants-limit = limit คือจำนวนไฟล์ ตั้งแต่ 1 ถึง { $max }
# $given: สิ่งที่ส่งมา
error-api-starts-at = starts_at ต้องเป็นเวลาในรูปแบบ RFC 3339 (2026-12-01T18:00:00Z) ไม่ใช่ "{ $given }"
# branches และ lines เป็นช่องของคำขอ ให้คงไว้ตามเดิม
error-api-forecast-form = โปรดส่งตาเดินล่วงหน้าเป็น "branches" หรือ "lines" อย่างใดอย่างหนึ่ง
error-api-analysis-under-way = เกมนี้ยังเล่นอยู่ จะวิเคราะห์เมื่อเกมจบแล้ว
error-api-analysis-not-made = เกมนี้ไม่มีการวิเคราะห์ เพราะจบไปก่อนที่จะเริ่มมีการวิเคราะห์ ส่ง POST มาที่ที่อยู่นี้เพื่อขอการวิเคราะห์
error-api-mark-at-most = ทำเครื่องหมายการแจ้งเตือนได้ครั้งละไม่เกิน 500 รายการ
