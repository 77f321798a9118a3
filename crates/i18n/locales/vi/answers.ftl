## What a reply by mail is answered with: done, or refused and why. The answer's first line is
## its mail's subject.

answer-not-played-title = Không đi được: { $typed }
answer-no-move-title = Không đi được: không có nước đi
answer-not-done-title = Không thực hiện được: { $typed }
answer-no-command-title = Không thực hiện được: không có lệnh
answer-not-played = Trả lời "{ $typed }" của bạn không được đi.
answer-not-done = Trả lời "{ $typed }" của bạn không được thực hiện.
answer-nothing-changed = Không có gì thay đổi.
answer-nothing-found = Không tìm thấy nước đi hay lệnh nào trong thư trả lời của bạn: hãy ghi ở dòng đầu tiên, phía trên phần thư được trích dẫn.
answer-notice-too-old = Thông báo này đã quá { $days } ngày; hãy đi trên trang web.
answer-not-for-a-move = Thư này không được gửi để đi nước: hãy trả lời thông báo đến lượt gần nhất bằng nước đi của bạn (hoặc trả lời bất kỳ thư nào chúng tôi gửi trong lúc đến lượt bạn).
answer-reply-used = Thư này đã được trả lời để đi một nước; mỗi nước chỉ gửi một lần.
answer-taken-back-since = Sau khi thư này được gửi, ván cờ đã có nước bị lùi lại: hãy trả lời thông báo đến lượt gần nhất của bạn.
answer-played-title = Đã đi: { $move }
answer-played = Nước { $move } (nước thứ { $ply }) của bạn đã được đi.
answer-played-with-comment = Nước { $move } (nước thứ { $ply }) của bạn đã được đi, kèm lời bình "{ $comment }".
answer-opponent-told = Đối thủ của bạn đã được báo.
answer-game-over-follows = Ván cờ đã kết thúc; thông báo kết quả sẽ được gửi ngay sau.
answer-resigned-title = Bạn đã xin thua
answer-resigned = Bạn đã xin thua ván này. Thông báo kết quả sẽ được gửi ngay sau.
answer-drawn-title = Ván cờ hòa
answer-drawn = Ván cờ hòa ({ $reason }). Thông báo kết quả sẽ được gửi ngay sau.
answer-draw-declined-title = Đã từ chối hòa
answer-draw-declined = Bạn đã từ chối lời xin hòa; ván cờ tiếp tục.
answer-draw-offered-title = Đã xin hòa
answer-draw-offered = Lời xin hòa của bạn đã được gửi đến đối thủ và có hiệu lực cho đến khi đối thủ chấp nhận hoặc từ chối.
