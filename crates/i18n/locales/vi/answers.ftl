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

## Answers to the rarer replies: takebacks, the board, the moves, forecasts, messages, notes,
## watching, challenges
answer-takeback-declined-title = Đã từ chối cho đi lại
answer-takeback-declined = Bạn đã từ chối cho đi lại nước; ván cờ tiếp tục như cũ.
answer-takeback-granted-title = Đã đồng ý cho đi lại
answer-takeback-granted = Nước đi đã được đi lại: ván cờ trở về nước thứ { $ply }, và đến lượt đối thủ của bạn.
answer-takeback-asked-title = Đã xin đi lại
answer-takeback-asked = Yêu cầu đi lại nước cuối của bạn đã được gửi tới đối thủ. Yêu cầu có hiệu lực cho đến khi đối thủ trả lời hoặc bạn đi nước tiếp.
answer-taken-back-title = Đã đi lại nước
answer-taken-back = Máy đã cho bạn đi lại nước: ván cờ trở về nước thứ { $ply }, và đến lượt bạn.
answer-board-title = Bàn cờ sau nước thứ { $ply }
# $side: White or Black (side-white, side-black)
answer-board-to-move = Bàn cờ sau nước thứ { $ply }. Đến lượt { $side } đi.
answer-board-over = Bàn cờ sau nước thứ { $ply }. Ván cờ đã kết thúc.
answer-log-title = Ván cờ đến lúc này
answer-log-players = { $game }: { $white } ({ $first }) gặp { $black } ({ $second })
answer-log-no-moves = Chưa có nước đi nào.
answer-log-result = Kết quả: { $result }
answer-log-to-move = Đến lượt { $side } đi.
answer-no-moves-title = Không có nước đi
answer-game-over = Ván cờ đã kết thúc.
answer-not-your-turn-title = Chưa đến lượt bạn
answer-not-your-turn = Chưa đến lượt bạn: đang đến lượt { $side } đi.
answer-legal-moves-title = Các nước đi hợp lệ của bạn ({ $count })
answer-legal-moves = Các nước đi hợp lệ của bạn ({ $count }):
answer-help-title = Thư trả lời có thể ghi gì
answer-watching-title = Đang theo dõi
answer-watching = Giờ bạn đang theo dõi ván này: mỗi nước đi sẽ được gửi cho bạn.
answer-watching-already = Bạn đã đang theo dõi ván này rồi.
answer-not-watching-title = Không theo dõi
answer-unwatched = Bạn không còn theo dõi ván này.
answer-not-watched = Bạn vốn không theo dõi ván này.
answer-forecast-title = Kế hoạch nước đi của bạn
answer-no-forecast-title = Không có kế hoạch
answer-no-forecast = Bạn không có kế hoạch nước đi nào trong ván này.
answer-forecast-removed-title = Đã xóa kế hoạch
answer-forecast-removed = Kế hoạch nước đi của bạn trong ván này đã được xóa.
answer-forecast-kept-title = Đã lưu kế hoạch
answer-forecast = Kế hoạch nước đi của bạn: khi đối thủ đi một nước có trong đó, nước đáp của bạn được đi ngay.
answer-forecast-replace = Hãy trả lời bằng các dòng "{ command-if } ... { command-then } ..." mới để thay thế, hoặc "{ command-forecast } { command-clear }" để xóa.
answer-message-sent-title = Đã gửi lời nhắn
answer-message-sent = Lời nhắn của bạn đã được gửi tới đối thủ:
answer-no-note-title = Không có ghi chú
answer-no-note = Bạn không có ghi chú nào cho ván này. Hãy trả lời "{ command-note }" kèm nội dung để lưu một ghi chú.
answer-note-title = Ghi chú của bạn
answer-note = Ghi chú của bạn cho ván này (chỉ mình bạn thấy):
answer-note-kept-title = Đã lưu ghi chú
answer-note-kept = Ghi chú của bạn cho ván này đã được lưu (chỉ mình bạn thấy):
answer-challenge-accepted-title = Đã nhận lời thách đấu
# $link: the game's page; $side: who moves first (side-white, side-black)
answer-challenge-accepted = Bạn đã nhận lời; ván cờ đã bắt đầu: { $link }
answer-moves-first = { $side } đi trước.
answer-you-move-first = { $side } đi trước (là bạn): thông báo đến lượt sẽ được gửi ngay sau.
answer-challenge-declined-title = Đã từ chối lời thách đấu
answer-challenge-declined = Bạn đã từ chối lời thách đấu.
answer-challenge-help = Hãy trả lời lời thách đấu bằng "{ command-accept }" hoặc "{ command-decline }" ở dòng đầu tiên; nếu trò chơi để mỗi người tự chọn một điều gì đó, "{ command-accept } NAME=VALUE" là lựa chọn của bạn (janggi: "{ command-accept } arrangement=outer").
answer-challenge-answer = Lời thách đấu được trả lời bằng "{ command-accept }" hoặc "{ command-decline }" ở dòng đầu tiên.
