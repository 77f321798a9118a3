## The new-game form, and what answers a challenge.

challenge-title = Ván mới
challenge-game = Trò chơi
challenge-group-hand-written = Được lập trình riêng
challenge-group-defined = Được định nghĩa bằng dữ liệu
challenge-group-players = Biến thể của người chơi
challenge-uploaded-by = { $game } (của { $owner })
challenge-show-options = Hiện các tùy chọn của trò chơi này
challenge-rules = Luật chơi
# $choice is the game's word for what each player chooses (janggi's "arrangement"), in English.
challenge-own-choice-summary = { $choice } của mỗi bên (như thường lệ nếu bạn không đổi)
challenge-own-choice-legend = { $choice } của mỗi bên
challenge-own-choice-hint = Chọn cái bạn muốn cho mỗi bên mà bạn có thể được cầm; người nhận lời có thể tự chọn { $choice } của mình khi nhận.
challenge-options-summary = Tùy chọn luật (mặc định nếu bạn không đổi)
challenge-options-legend = Tùy chọn luật
challenge-switch-on = bật
challenge-switch-off = tắt
challenge-play-against = Chơi với
challenge-way-person = Người chơi do bạn chỉ định
challenge-way-seek = Lời mời mở: ai cũng có thể nhận
challenge-way-engine = Máy
challenge-way-watch = Máy tự đấu với chính nó, để xem
challenge-opponent = Tên người chơi
challenge-engine-level = Cấp độ của máy (cấp 1 đi nhanh và tùy tiện; cấp 12 nghĩ đến 30 giây mỗi nước)
challenge-level = cấp { $level }
challenge-watch-white = { $sides ->
    [xiangqi] Cấp độ bên Đỏ
    [janggi] Cấp độ bên Xanh
    [shogi] Cấp độ bên Sente
   *[chess] Cấp độ bên Trắng
}
challenge-watch-black = { $sides ->
    [xiangqi] Cấp độ bên Đen
    [janggi] Cấp độ bên Đỏ
    [shogi] Cấp độ bên Gote
   *[chess] Cấp độ bên Đen
}
challenge-colour = Màu quân của bạn
challenge-colour-random = ngẫu nhiên
challenge-colour-white = { $sides ->
    [xiangqi] Đỏ
    [janggi] Xanh
    [shogi] Sente
   *[chess] Trắng
}
challenge-colour-black = { $sides ->
    [xiangqi] Đen
    [janggi] Đỏ
    [shogi] Gote
   *[chess] Đen
}
challenge-rating = Điểm
challenge-rated = Tính điểm: kết quả sẽ thay đổi điểm của cả hai người chơi trong trò chơi này
challenge-casual = Giao hữu
challenge-rating-min = Điểm thấp nhất
challenge-rating-max = Điểm cao nhất
challenge-rating-range-hint = Chỉ người chơi có điểm trong khoảng này mới nhận được; để trống cả hai để ai cũng nhận được.
challenge-clock = Thời gian
challenge-days-per-move = Số ngày mỗi nước
challenge-time-bank = Quỹ thời gian
challenge-bank-initial = Số ngày trong quỹ lúc bắt đầu
challenge-bank-increment = Số ngày cộng thêm sau mỗi nước
challenge-bank-cap = Số ngày tối đa trong quỹ
challenge-no-clock = Không tính giờ
challenge-clock-hint = Người chơi để quá hạn sẽ thua vì hết giờ; kỳ nghỉ sẽ dừng đồng hồ của người chơi.
challenge-send = Gửi lời thách đấu

## What the form says back.

challenge-sent = Đã gửi lời thách đấu.
challenge-declined = Đã từ chối lời thách đấu.
challenge-withdrawn = Đã rút lại lời thách đấu.
challenge-no-such-game = Ở đây không có trò chơi nào tên "{ $game }"; hãy chọn một trò trong danh sách.
challenge-no-such-page = Không có trang này.
challenge-bad-level = Cấp độ của máy là từ 1 đến 12, không phải "{ $level }".
challenge-bad-days = "{ $days }" không phải là số ngày nguyên.
challenge-bad-way = "{ $way }" không phải là một cách chơi; hãy chọn một người chơi, một lời mời mở hoặc máy.
challenge-two-opponents = Biểu mẫu có nhiều hơn một đối thủ (một người chơi, máy, hoặc máy tự đấu); hãy chọn một.
challenge-name-the-player = Hãy nhập tên người chơi bạn muốn thách đấu (hoặc chọn lời mời mở, hoặc máy).
challenge-choose-level = Hãy chọn cấp độ của máy, từ 1 đến 12.
challenge-choose-levels = Hãy chọn cấp độ của máy cho bên Trắng và bên Đen.
challenge-bad-lowest-rating = Điểm thấp nhất phải là số nguyên, không phải "{ $rating }".
challenge-bad-highest-rating = Điểm cao nhất phải là số nguyên, không phải "{ $rating }".
