## The game page: the heading and the players' lines, the status, offers, the move form, the
## moves list, forecasts, the conversation and notes, and the analysis. Game names, players'
## names and moves stay as they are written.

game-title = { $variant }: { $white } gặp { $black }
# HTML: $white and $black are each a player's name (a link to their page) and rating.
game-heading = { $sides ->
    [xiangqi] { $variant }: { $white } (Đỏ) gặp { $black } (Đen)
    [janggi] { $variant }: { $white } (Xanh) gặp { $black } (Đỏ)
    [shogi] { $variant }: { $white } (Sente) gặp { $black } (Gote)
   *[chess] { $variant }: { $white } (Trắng) gặp { $black } (Đen)
}
game-engine-level = { $name } (cấp { $level })
game-closed-account = { $name } (tài khoản đã đóng)
game-casual = Ván giao hữu.
game-rated = Ván tính điểm.
# $changes: each player's name and rating before and after, "alice 1500 → 1662 (+162)".
game-rated-changes = Ván tính điểm: { $changes }.
game-rated-unchanged = Ván tính điểm, nhưng kết thúc trước khi cả hai người chơi đều đi: không điểm nào thay đổi.
game-tournament-round = { $tournament }, vòng { $round }.

## The result, and the page's own notice that the game went on.

game-over = Ván cờ kết thúc. { $result }
# $reason: how it ended, from endings.ftl ("resignation").
game-result-white-won = { $sides ->
    [xiangqi] { $name } (Đỏ) thắng ({ $reason }).
    [janggi] { $name } (Xanh) thắng ({ $reason }).
    [shogi] { $name } (Sente) thắng ({ $reason }).
   *[chess] { $name } (Trắng) thắng ({ $reason }).
}
game-result-black-won = { $sides ->
    [xiangqi] { $name } (Đen) thắng ({ $reason }).
    [janggi] { $name } (Đỏ) thắng ({ $reason }).
    [shogi] { $name } (Gote) thắng ({ $reason }).
   *[chess] { $name } (Đen) thắng ({ $reason }).
}
game-result-drawn = Hòa ({ $reason }).
game-rematch = Đấu lại
game-moved-on = Ván cờ đã đi tiếp.
game-show-new-position = Xem thế cờ mới

## The pieces in hand (crazyhouse, shogi), and the players' lines beside the board.

game-hand-white = { $sides ->
    [xiangqi] Đỏ đang giữ
    [janggi] Xanh đang giữ
    [shogi] Sente đang giữ
   *[chess] Trắng đang giữ
}
game-hand-black = { $sides ->
    [xiangqi] Đen đang giữ
    [janggi] Đỏ đang giữ
    [shogi] Gote đang giữ
   *[chess] Đen đang giữ
}
game-hand-white-label = { $sides ->
    [xiangqi] Quân trong tay Đỏ
    [janggi] Quân trong tay Xanh
    [shogi] Quân trong tay Sente
   *[chess] Quân trong tay Trắng
}
game-hand-black-label = { $sides ->
    [xiangqi] Quân trong tay Đen
    [janggi] Quân trong tay Đỏ
    [shogi] Quân trong tay Gote
   *[chess] Quân trong tay Đen
}
game-hand-nothing = không có
game-hand-count = { $count } quân
game-players = Người chơi
game-side-white = { $sides ->
    [xiangqi] Đỏ
    [janggi] Xanh
    [shogi] Sente
   *[chess] Trắng
}
game-side-black = { $sides ->
    [xiangqi] Đen
    [janggi] Đỏ
    [shogi] Gote
   *[chess] Đen
}
game-taken-white = { $sides ->
    [xiangqi] Đỏ đã ăn
    [janggi] Xanh đã ăn
    [shogi] Sente đã ăn
   *[chess] Trắng đã ăn
}
game-taken-black = { $sides ->
    [xiangqi] Đen đã ăn
    [janggi] Đỏ đã ăn
    [shogi] Gote đã ăn
   *[chess] Đen đã ăn
}
game-piece-white = { $sides ->
    [xiangqi] { $piece } Đỏ
    [janggi] { $piece } Xanh
    [shogi] { $piece } của Sente
   *[chess] { $piece } Trắng
}
game-piece-black = { $sides ->
    [xiangqi] { $piece } Đen
    [janggi] { $piece } Đỏ
    [shogi] { $piece } của Gote
   *[chess] { $piece } Đen
}
# $ahead: "+3".
game-ahead = hơn { $ahead } về quân (tính theo tốt)
game-clock-per-move = { $days } ngày một nước
# $clock: the time in the bank, "6 d 04:00:00".
game-clock-bank = quỹ thời gian { $clock }
game-deadline = Hạn chót: { $when }
game-deadline-far = ({ $far })

## The status under the board.

game-your-turn = Đến lượt bạn.
game-white-to-move = { $sides ->
    [xiangqi] Đến lượt Đỏ.
    [janggi] Đến lượt Xanh.
    [shogi] Đến lượt Sente.
   *[chess] Đến lượt Trắng.
}
game-black-to-move = { $sides ->
    [xiangqi] Đến lượt Đen.
    [janggi] Đến lượt Đỏ.
    [shogi] Đến lượt Gote.
   *[chess] Đến lượt Đen.
}
game-check = Chiếu!
game-tally-chips = Thẻ
game-tally-checks = Số lần chiếu còn phải chiếu
game-tally-count = Đếm nước
game-tally-points = Điểm
game-tally-points-note = Ván kết thúc mà không chiếu hết (cả hai bỏ lượt, bikjang, lặp nước, năm mươi nước) được phân định bằng điểm; Đỏ (Hán) được cộng thêm 1,5 vì đi sau.
# HTML: keep the <strong> marks around the numbers.
game-tally-sides = { $sides ->
    [xiangqi] { $label }: Đỏ <strong>{ $white }</strong> · Đen <strong>{ $black }</strong>.
    [janggi] { $label }: Xanh <strong>{ $white }</strong> · Đỏ <strong>{ $black }</strong>.
    [shogi] { $label }: Sente <strong>{ $white }</strong> · Gote <strong>{ $black }</strong>.
   *[chess] { $label }: Trắng <strong>{ $white }</strong> · Đen <strong>{ $black }</strong>.
}
game-counting-white = { $label }: Trắng đã đếm <strong>{ $counted }</strong> trên { $limit } nước.
game-counting-black = { $label }: Đen đã đếm <strong>{ $counted }</strong> trên { $limit } nước.
game-counting-white-note = Ván cờ hòa nếu số đếm vượt quá { $limit } nước trước khi Trắng bị chiếu hết.
game-counting-black-note = Ván cờ hòa nếu số đếm vượt quá { $limit } nước trước khi Đen bị chiếu hết.
game-showing-ply = Đang xem thế cờ sau nước thứ { $ply }
game-back-to-game = quay lại ván cờ

## What the opponent asks, and the game's rule options.

game-draw-offered = Đối thủ xin hòa.
game-accept-draw = Đồng ý hòa
game-decline = Từ chối
# $moves: the moves to take back, "Nf3" or "Nf3 and e5".
game-takeback-asked = Đối thủ xin đi lại { $moves }.
game-moves-and = { $first } và { $second }
game-accept-takeback = Đồng ý cho đi lại
# $rules: the options in words, as the rules write them.
game-rules-summary = Luật: { $rules }
game-option-changed = (không phải mặc định)
game-options-meaning = Ý nghĩa các tùy chọn

## The step that asks before a move made on the board is sent.

# HTML: the page's script writes the move into the <strong> element; keep it whole.
game-confirm = Đi <strong class="text"></strong>?
game-play-move = Đi nước này
game-cancel = Hủy

## The moves list and the buttons that walk through it.

game-moves = Các nước đi
game-no-moves = Chưa có nước đi nào.
game-start-title = Đầu ván (Home)
game-start = « đầu ván
game-back-title = Lùi một nước (←)
game-back = ‹ lùi
game-forward-title = Tiến một nước (→)
game-forward = tiến ›
game-now-title = Thế cờ hiện tại (End)
game-now = hiện tại »
game-flip = xoay bàn cờ
# $eval: the engine's evaluation, "-2.10"; $move: a move.
game-judgement-inaccuracy = Thiếu chính xác ({ $eval }).
game-judgement-mistake = Sai lầm ({ $eval }).
game-judgement-blunder = Sai lầm nghiêm trọng ({ $eval }).
game-judgement-better = Tốt hơn: { $move } ({ $eval }).

## Planning a forecast on the board. A planned line is written step by step: the first
## step, then each reply and each next move of the opponent, each with its own punctuation.

game-plan = Lập kế hoạch nước đi
game-plan-start = Đi trên bàn cờ nước bạn đoán đối thủ sẽ đi, rồi đến nước đáp của bạn.
game-plan-first = Nếu họ đi { $move }
game-plan-reply = { ", " }bạn đi { $move }
game-plan-then = { ", " }rồi nếu họ đi { $move }
game-plan-line = { $line }.
game-plan-next-theirs = Bàn cờ đang hiện thế cờ của diễn biến này: tiếp theo hãy đi nước của đối thủ.
game-plan-next-yours = Bàn cờ đang hiện thế cờ của diễn biến này: tiếp theo hãy đi nước của bạn.
game-plan-add = Thêm diễn biến này vào kế hoạch của tôi
game-plan-undo = Hoàn tác nước cuối
game-plan-stop = Dừng lập kế hoạch
game-plan-next-move = Nước tiếp theo của diễn biến
game-plan-add-move = Thêm
# $reason: the rules' refusal.
game-plan-problem = Không thể đi { $move } ở đó: { $reason }
game-all-legal-moves = Tất cả nước đi hợp lệ ({ $count })

## The move form.

game-finish-move = Hoàn tất nước đi bằng một trong các lựa chọn sau:
game-your-move = Nước đi của bạn
# The move field's hint: one move as several notations write it.
game-example-two = { $a } hoặc { $b }
game-example-three = { $a }, { $b } hoặc { $c }
game-example-four = { $a }, { $b }, { $c } hoặc { $d }
game-play = Đi
game-pass = Bỏ lượt
game-comment = Lời bình (không bắt buộc)
game-ask-first = Hỏi lại trước khi gửi nước đi trên bàn cờ
game-buttons-play = Mỗi nút sẽ đi nước của nó ngay lập tức.
game-engine-thinking = Máy đang suy nghĩ; trang này sẽ hiện nước đi khi máy đã đi.

## The player's actions.

game-draw-offered-by-you = Bạn đã xin hòa.
game-offer-draw = Xin hòa
game-takeback-asked-by-you = Bạn đã xin đi lại nước của mình.
game-withdraw-request = Rút lại yêu cầu
game-take-back = Đi lại nước của tôi
game-ask-take-back = Xin đi lại nước của tôi
# $reason: the rule that allows the claim, from endings.ftl.
game-claim-draw = Yêu cầu xử hòa ({ $reason })
game-hint = Gợi ý
game-resign-confirm = Xin thua ván này?
game-resign = Xin thua
game-download = Tải về:
game-text-log = biên bản dạng văn bản
game-rules = Luật chơi

## Watching a game.

game-stop-watching = Ngừng theo dõi
game-watching = Mỗi nước đi của ván này đều được gửi cho bạn.
game-watch = Theo dõi ván này
game-watch-hint = Nhận từng nước đi qua thư, theo cài đặt của bạn.

## The forecast. The words "if" and "then" of a forecast's lines stay in English: the server
## reads them.

game-forecast = Kế hoạch nước đi của bạn
game-forecast-about = Trong lúc đến lượt đối thủ, hãy báo trước cho máy chủ các nước đáp của bạn: khi họ đi một nước trong kế hoạch, nước đáp của bạn được đi ngay. Chỉ mình bạn thấy kế hoạch này.
game-no-forecast = Chưa có kế hoạch.
game-forecast-plan = Lập một diễn biến trên bàn cờ
game-forecast-edit = Sửa dạng văn bản
game-forecast-lines = Các diễn biến của bạn, mỗi dòng một diễn biến: if NƯỚC-CỦA-HỌ then NƯỚC-CỦA-BẠN, then if … then … (giữ nguyên if và then bằng tiếng Anh)
game-forecast-keep = Lưu kế hoạch này
game-forecast-remove = Xóa kế hoạch của tôi

## The conversation and the player's notes.

game-conversation = Trò chuyện
game-no-messages = Chưa có tin nhắn. Chỉ hai người chơi thấy cuộc trò chuyện này.
game-message = Tin nhắn
game-message-placeholder = Tin nhắn gửi đối thủ
game-send = Gửi
game-notes = Ghi chú của bạn
game-notes-private = Chỉ mình bạn thấy ghi chú này.
game-notes-keep = Lưu ghi chú

## The position in words, for a screen reader, and as a drawing in text.

game-pieces = Quân cờ theo từng ô
game-pieces-none = không có
game-text-board = Bàn cờ dạng văn bản
game-text-board-note = (hình vẽ để sao chép; danh sách quân cờ ở trên mô tả cùng thế cờ)

## The engine's analysis of a finished game.

game-analysis = Phân tích
game-analysis-legend = { $sides ->
    [xiangqi] Phần sáng là phần cơ hội thắng của Đỏ. Mỗi chấm đánh dấu một nước làm mất ưu thế: đỏ là sai lầm nghiêm trọng, cam là sai lầm, vàng là thiếu chính xác; bấm vào chấm hoặc nước đi để đến thế cờ đó.
    [janggi] Phần sáng là phần cơ hội thắng của Xanh. Mỗi chấm đánh dấu một nước làm mất ưu thế: đỏ là sai lầm nghiêm trọng, cam là sai lầm, vàng là thiếu chính xác; bấm vào chấm hoặc nước đi để đến thế cờ đó.
    [shogi] Phần sáng là phần cơ hội thắng của Sente. Mỗi chấm đánh dấu một nước làm mất ưu thế: đỏ là sai lầm nghiêm trọng, cam là sai lầm, vàng là thiếu chính xác; bấm vào chấm hoặc nước đi để đến thế cờ đó.
   *[chess] Phần sáng là phần cơ hội thắng của Trắng. Mỗi chấm đánh dấu một nước làm mất ưu thế: đỏ là sai lầm nghiêm trọng, cam là sai lầm, vàng là thiếu chính xác; bấm vào chấm hoặc nước đi để đến thế cờ đó.
}
game-analysis-pending = Phần màu xám chưa được phân tích.
game-analyse-again = Phân tích lại
game-no-analysis = Ván này chưa được phân tích.
game-ask-analysis = Nhờ máy phân tích ván này
game-analysis-done = { $sides ->
    [xiangqi] Máy phân tích ván cờ: cơ hội thắng của Đỏ sau mỗi nước, và các nước làm mất ưu thế.
    [janggi] Máy phân tích ván cờ: cơ hội thắng của Xanh sau mỗi nước, và các nước làm mất ưu thế.
    [shogi] Máy phân tích ván cờ: cơ hội thắng của Sente sau mỗi nước, và các nước làm mất ưu thế.
   *[chess] Máy phân tích ván cờ: cơ hội thắng của Trắng sau mỗi nước, và các nước làm mất ưu thế.
}
# $error: what went wrong, as the engine said it.
game-analysis-failed = Phân tích thất bại ({ $error }). Bạn có thể yêu cầu lại.
game-analysis-no-reason = không ghi lại lý do
game-analysis-queued = Máy sẽ phân tích ván này khi không có nước nào phải đi; trang này hiện kết quả dần dần.
game-analysis-progress = Máy đang phân tích ván này: đã xong { $done } trên { $total } thế cờ; trang này sẽ hiện thêm dần dần.
# A player's tally: $inaccuracies, $mistakes and $blunders are the counts below.
game-analysis-tally = { $name }: { $inaccuracies } · { $mistakes } · { $blunders } · mất trung bình { $loss } centipawn mỗi nước
game-analysis-tally-so-far = { $name }, đến giờ: { $inaccuracies } · { $mistakes } · { $blunders } · mất trung bình { $loss } centipawn mỗi nước
game-inaccuracies = { $count } nước thiếu chính xác
game-mistakes = { $count } sai lầm
game-blunders = { $count } sai lầm nghiêm trọng
game-graph-label = { $sides ->
    [xiangqi] Cơ hội thắng của Đỏ trong suốt ván cờ, theo đánh giá của máy
    [janggi] Cơ hội thắng của Xanh trong suốt ván cờ, theo đánh giá của máy
    [shogi] Cơ hội thắng của Sente trong suốt ván cờ, theo đánh giá của máy
   *[chess] Cơ hội thắng của Trắng trong suốt ván cờ, theo đánh giá của máy
}
game-graph-pending = chưa phân tích
# A dot's tooltip: $move is the move with its mark, "1… P a7-a6??".
game-graph-dot = { $move } ({ $eval })
game-graph-dot-better = { $move } ({ $eval }); tốt hơn là { $better } ({ $better-eval })

## What the chooser says a choice leads to. $reason: how the game would end, from endings.ftl.

game-foresight-wins = thắng ván cờ ({ $reason })
game-foresight-loses = thua ván cờ ({ $reason })
game-foresight-draws = hòa ván cờ ({ $reason })
game-foresight-opponent-wins = để đối thủ thắng ngay ({ $reason })
game-foresight-lost-next = thua ở lượt sau của bạn, dù đối thủ đi thế nào ({ $reason })

## Notices after an action on the game.

game-takeback-declined-notice = Đối thủ không đồng ý cho bạn đi lại: ván cờ tiếp tục như cũ.
game-no-such-ply = Ván này không có nước số "{ $ply }"; đây là thế cờ hiện tại.
game-not-your-turn = Nước { $move } của bạn chưa được đi: lúc này không phải lượt của bạn trong ván này.
game-changed-meanwhile = Nước { $move } của bạn chưa được đi: ván cờ đã thay đổi trong lúc đó. Nước đi vẫn còn trong ô nhập.
game-resigned = Bạn đã xin thua.
game-unwatched = Bạn không còn theo dõi ván này.
game-watched = Bạn đang theo dõi ván này: mỗi nước đi sẽ được gửi cho bạn, theo cài đặt thông báo của bạn.
game-chat-limit = Bạn đã gửi { $count } tin nhắn trong một phút vừa qua; hãy chờ { $seconds } giây trước khi gửi tin tiếp theo.
game-note-removed = Đã xóa ghi chú của bạn.
game-note-kept = Đã lưu ghi chú của bạn.
game-plan-pairs = Một diễn biến gồm các cặp nước: nước của họ, rồi nước đáp của bạn.
game-forecast-gone = Đã xóa kế hoạch nước đi của bạn.
game-forecast-line-added = Diễn biến đã được thêm vào kế hoạch của bạn (tổng cộng { $count } diễn biến).
game-forecast-kept = Đã lưu kế hoạch: { $count } diễn biến.
game-takeback-requested = Đã gửi đối thủ yêu cầu cho bạn đi lại.
game-takeback-done = Nước của bạn đã được đi lại: lại đến lượt bạn.
game-takeback-accepted = Nước đi đã được đi lại.
game-takeback-declined = Bạn đã từ chối cho đi lại; ván cờ tiếp tục như cũ.
game-takeback-withdrawn = Bạn đã rút lại yêu cầu đi lại.
# The engine's judgement of the move it suggests.
game-hint-win = máy thấy thắng chắc sau { $moves } nước
game-hint-loss = máy thấy thua chắc sau { $moves } nước
# $score: "+0.40".
game-hint-score = { $score } nghiêng về bạn
game-hint-notice = Máy gợi ý { $move } ({ $judged }); nước đi đã có trong ô nhập.
game-rematch-players-only = Chỉ người chơi của ván này mới có thể xin đấu lại.
game-rematch-too-soon = Ván cờ vẫn đang diễn ra: chỉ đấu lại được sau khi kết thúc.
game-rematch-offered = Đã gửi lời mời đấu lại: đối thủ sẽ thấy trong sảnh chờ.
