## The lobby: the player's games, the challenges and open seeks, and the list of games.

lobby-title = Sảnh chờ
lobby-your-games = Ván cờ của bạn
lobby-no-game-waits = Không có ván nào đang chờ bạn đi.
lobby-accept-or-start = Hãy nhận một lời thách đấu bên dưới, hoặc tự bắt đầu một ván:
lobby-start-a-game = Bắt đầu ván cờ
lobby-your-turn = Đến lượt bạn ({ $count })
lobby-their-turn = Đến lượt đối thủ ({ $count })
lobby-welcome = Chơi cờ qua thư các biến thể cờ vua
lobby-intro = Chơi Khan's Chess, cờ vua và nhiều loại cờ khác, từng nước một, trên trang web, qua API hoặc qua email.
lobby-create-account = Tạo tài khoản
lobby-log-in-to-play = Đăng nhập để chơi
lobby-challenges = Lời thách đấu và lời mời mở
lobby-none-open = Hiện chưa có lời nào đang mở.
lobby-col-game = Trò chơi
lobby-col-from = Từ
lobby-col-to = Đến
lobby-col-challenger-plays = Người thách đấu cầm
lobby-col-clock = Thời gian
lobby-col-rated = Loại
lobby-col-answer = Trả lời
# Under the challenger's name, on a narrow screen.
lobby-plays-white = { $sides ->
    [xiangqi] cầm quân Đỏ
    [janggi] cầm quân Xanh
    [shogi] chơi Sente
   *[chess] cầm quân Trắng
}
lobby-plays-black = { $sides ->
    [xiangqi] cầm quân Đen
    [janggi] cầm quân Đỏ
    [shogi] chơi Gote
   *[chess] cầm quân Đen
}
lobby-plays-random = bên chọn ngẫu nhiên
# The column "The challenger plays".
lobby-color-white = { $sides ->
    [xiangqi] quân Đỏ
    [janggi] quân Xanh
    [shogi] Sente
   *[chess] quân Trắng
}
lobby-color-black = { $sides ->
    [xiangqi] quân Đen
    [janggi] quân Đỏ
    [shogi] Gote
   *[chess] quân Đen
}
lobby-color-random = ngẫu nhiên
# An open seek, in the column "To".
lobby-anyone = bất kỳ ai
lobby-anyone-rated = bất kỳ ai có điểm { $min }–{ $max }
lobby-no-clock = không tính giờ
lobby-clock-days = { $days } ngày mỗi nước
lobby-clock-bank = quỹ thời gian: ban đầu { $initial } ngày, +{ $increment } mỗi nước, tối đa { $cap }
lobby-rated = tính điểm
lobby-casual = giao hữu
lobby-withdraw = Rút lại
lobby-accept = Nhận
lobby-decline = Từ chối
# $choice is the game's word for what each player chooses (janggi's "arrangement"), in English.
lobby-own-choice = { $choice } của bạn, nếu nhận:
lobby-choice-as-challenged = theo lời thách đấu
lobby-finished = Đã kết thúc
lobby-games = Trò chơi
lobby-defined = Các biến thể cờ vua được định nghĩa bằng dữ liệu
lobby-defined-hint = Mỗi biến thể được viết theo định dạng variants.ini mà cộng đồng biến thể cờ dùng; tất cả đều được chơi, kiểm tra nước đi và tính điểm như các trò chơi ở trên.
lobby-players-variants = Biến thể của người chơi
lobby-uploaded-by-players = Do người chơi tải lên.
lobby-upload-your-own = Tải lên biến thể của bạn
lobby-none-yet = Chưa có.
lobby-by-owner = của { $owner }

## A list of games (the lobby's and a player's page).

lobby-col-white = Trắng
lobby-col-black = Đen
lobby-col-ply = Nước
lobby-col-state = Tình trạng
lobby-col-result = Kết quả
lobby-row-your-turn = Đến lượt bạn
lobby-white-to-move = { $sides ->
    [xiangqi] Đỏ đi
    [janggi] Xanh đi
    [shogi] Sente đi
   *[chess] Trắng đi
}
lobby-black-to-move = { $sides ->
    [xiangqi] Đen đi
    [janggi] Đỏ đi
    [shogi] Gote đi
   *[chess] Đen đi
}

## A player's page.

player-not-found = Không có người chơi nào tên "{ $name }".
player-closed = Tài khoản này đã đóng. Các ván cờ của tài khoản vẫn còn ở đây.
player-since = Chơi trên ortoo từ { $date }.
player-record = Các ván đã kết thúc: thắng { $won }, hòa { $drawn }, thua { $lost }.
player-ratings = Điểm
player-no-rated-games = Chưa có ván tính điểm nào.
player-col-game = Trò chơi
player-col-rating = Điểm
player-col-rated-games = Ván tính điểm
player-rated-record = { $games } ván: thắng { $won }, hòa { $drawn }, thua { $lost }
player-ratings-hint = Điểm được tính theo Glicko-2, mỗi trò chơi một điểm riêng. Dấu hỏi (1500?) nghĩa là điểm vẫn còn tạm thời: quá ít ván tính điểm, hoặc đã lâu không chơi ván nào.
# A dot of the rating graph: the day of a rated game and the opponent.
player-graph-point = { $date } gặp { $opponent }
player-graph-label = Điểm { $game } qua { $count } ván tính điểm, từ { $from } đến { $to }
player-graph-dot = { $rating } sau { $game }
player-playing-now = Đang chơi ({ $count })
player-no-games-in-play = Không có ván nào đang chơi.
player-finished = Đã kết thúc ({ $count })
player-no-finished-games = Chưa có ván nào kết thúc.

## The leaderboards.

leaderboard-title = Bảng xếp hạng
leaderboard-of-game = Bảng xếp hạng { $game }
leaderboard-no-such-game = Ở đây không có trò chơi nào tên "{ $game }".
leaderboard-hint = Mỗi trò chơi có điểm riêng. Một điểm được đưa vào bảng khi đã ổn định: sau vài ván tính điểm, và khi người chơi vẫn tiếp tục chơi.
leaderboard-one-hint = Điểm Glicko-2 đã ổn định, cao nhất trước.
leaderboard-all-games = Tất cả trò chơi
leaderboard-rules = Luật chơi
leaderboard-none-established = Chưa có điểm { $game } nào ổn định.
leaderboard-col-place = #
leaderboard-col-player = Người chơi
leaderboard-col-rating = Điểm
leaderboard-col-games = Số ván
leaderboard-provisional = Còn { $count } người chơi có điểm tạm thời (điểm vẫn đang tìm mức của mình, hiện kèm dấu "?"), họ sẽ được đưa vào đây sau vài ván tính điểm nữa.
