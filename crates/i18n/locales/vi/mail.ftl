## Notices: what a player is told, listed on the notices page and mailed. A notice's title
## names no game: the list writes the game before it, and a mail's subject starts with it.

notice-in-game = { $game }: { $title }
notice-turn = Đến lượt bạn đi trong ván với { $opponent } (nước thứ { $ply })
notice-turn-again = Lại đến lượt bạn đi trong ván với { $opponent } (nước thứ { $ply })
notice-played = { $opponent } đã đi (nước thứ { $ply }): { $move }
notice-effect = Hiệu ứng: { $effect }
notice-comment = Lời bình: { $comment }
notice-begun = Ván { $game } của bạn với { $opponent } đã bắt đầu.
notice-tournament = Giải đấu: { $tournament }, vòng { $round }.
notice-reminder = Nhắc nhở: sắp hết hạn đi nước trong ván với { $opponent } ({ $due })
notice-reminder-detail = Sắp hết hạn đi nước của bạn trong ván { $game } với { $opponent }.
notice-game-over = Ván với { $opponent } đã kết thúc: { $verdict }
notice-won = Bạn thắng ({ $reason }).
notice-lost = Bạn thua ({ $reason }).
notice-drawn = Ván cờ hòa ({ $reason }).
notice-ended = Ván cờ đã kết thúc.
notice-wrote = { $name } viết: { $text }
notice-draw-offer = { $opponent } xin hòa
notice-draw-offer-detail = { $opponent } xin hòa trong ván { $game } của bạn (sau nước thứ { $ply }).
notice-takeback-offer = { $opponent } xin đi lại
notice-takeback-one = { $opponent } xin đi lại nước { $move } (nước thứ { $ply }) trong ván { $game } của bạn.
notice-takeback-more = { $opponent } xin đi lại nước { $move } (nước thứ { $ply }) cùng các nước sau đó ({ $rest }) trong ván { $game } của bạn.
notice-takeback-last = { $opponent } xin đi lại nước vừa đi trong ván { $game } của bạn.
notice-takeback-declined = { $opponent } không cho bạn đi lại
notice-takeback-declined-detail = { $opponent } không đồng ý cho bạn đi lại; ván cờ tiếp tục như cũ.
notice-taken-back = { $opponent } đã đồng ý: lùi lại { $moves }. Lại đến lượt bạn đi.
notice-challenge = { $challenger } thách đấu bạn một ván { $game }
notice-challenge-rated = { $challenger } thách đấu bạn một ván { $game } tính điểm ({ $clock }; { $challenger } chơi { $color }).
notice-challenge-casual = { $challenger } thách đấu bạn một ván { $game } giao hữu ({ $clock }; { $challenger } chơi { $color }).
notice-challenge-rules = Luật: { $rules }
# The choice a player accepting makes for themselves (janggi's arrangement): $choice and $value
# are typed as they are in a reply; $words say what a value means.
notice-own-choice = Khi nhận lời, bạn tự chọn { $choice } của mình (nếu không chọn, lựa chọn trong lời thách đấu được giữ nguyên):
notice-own-choice-value = { $value }: { $words }
notice-own-choice-reply = Trả lời "accept { $choice }={ $example }" để nhận lời với lựa chọn này.
notice-no-clock = không tính giờ
notice-color-white = { $sides ->
    [xiangqi] quân Đỏ
    [janggi] quân Xanh
    [shogi] Sente
   *[chess] quân Trắng
}
notice-color-black = { $sides ->
    [xiangqi] quân Đen
    [janggi] quân Đỏ
    [shogi] Gote
   *[chess] quân Đen
}
notice-color-random = bên được chọn ngẫu nhiên
notice-watched = { $white } – { $black }: { $mover } đi { $move }
notice-watched-played = { $mover } ({ $side }) đi (nước thứ { $ply }): { $move }
notice-watched-end = { $white } – { $black }: ván cờ kết thúc, { $result }
notice-over = Ván cờ đã kết thúc: { $result }.
notice-chat = { $name } nói: { $words }
notice-chat-detail = { $name } nói:
notice-forecast = { $opponent } đi { $move }; kế hoạch của bạn đáp lại { $reply }
notice-forecast-played = { $opponent } đi (nước thứ { $ply }): { $move }
notice-forecast-answered = Kế hoạch của bạn đáp lại (nước thứ { $reply-ply }): { $reply }
notice-forecast-goes-on = Kế hoạch nước đi của bạn vẫn tiếp tục từ đây.
notice-forecast-ended = Đó là nước cuối cùng trong kế hoạch nước đi của bạn.

## What a mail says under a notice, about its game as it stands when the mail goes.

letter-you-play-white = { $sides ->
    [xiangqi] Bạn cầm quân Đỏ. Đến lượt bạn đi.
    [janggi] Bạn cầm quân Xanh. Đến lượt bạn đi.
    [shogi] Bạn chơi Sente. Đến lượt bạn đi.
   *[chess] Bạn cầm quân Trắng. Đến lượt bạn đi.
}
letter-you-play-black = { $sides ->
    [xiangqi] Bạn cầm quân Đen. Đến lượt bạn đi.
    [janggi] Bạn cầm quân Đỏ. Đến lượt bạn đi.
    [shogi] Bạn chơi Gote. Đến lượt bạn đi.
   *[chess] Bạn cầm quân Đen. Đến lượt bạn đi.
}
letter-deadline = Hạn chót: { $deadline }
letter-no-deadline = không có (ván này không tính giờ)
letter-clock = Thời gian: { $clock }
letter-clock-days = { $days } ngày mỗi nước
letter-clock-bank = quỹ thời gian: ban đầu { $initial } ngày, +{ $increment } mỗi nước, tối đa { $cap }
letter-game = Ván cờ: { $link }
letter-the-game = Xem ván cờ: { $link }
letter-record = Biên bản ván cờ: { $link }
letter-game-and-talk = Ván cờ và cuộc trò chuyện: { $link }
letter-rating = Điểm { $game } của bạn: { $before } -> { $after } ({ $change }).
letter-legal-moves = { $count ->
    [1] Nước đi hợp lệ duy nhất của bạn: { $moves }
   *[other] Các nước đi hợp lệ của bạn ({ $count }): { $moves }
}
letter-many-moves = Bạn có { $count } nước đi hợp lệ (trả lời "{ command-moves }" để nhận danh sách).
letter-moves-so-far = Các nước đã đi:
letter-hand-white = { $sides ->
    [xiangqi] Quân trong tay Đỏ: { $pieces }.
    [janggi] Quân trong tay Xanh: { $pieces }.
    [shogi] Quân trong tay Sente: { $pieces }.
   *[chess] Quân trong tay Trắng: { $pieces }.
}
letter-hand-black = { $sides ->
    [xiangqi] Quân trong tay Đen: { $pieces }.
    [janggi] Quân trong tay Đỏ: { $pieces }.
    [shogi] Quân trong tay Gote: { $pieces }.
   *[chess] Quân trong tay Đen: { $pieces }.
}
letter-hand-empty = không có
letter-answer-offer = Chấp nhận hoặc từ chối trên trang ván cờ: { $link }
letter-move-declines = (Nếu bạn đi một nước, lời đề nghị coi như bị từ chối.)
letter-reply-draw = Hoặc trả lời thư này bằng "{ command-draw }" để chấp nhận, hay "{ command-decline }" để từ chối.
letter-reply-takeback = Hoặc trả lời thư này bằng "{ command-takeback }" để đồng ý, hay "{ command-decline } { command-takeback }" để từ chối.
letter-challenge = Chấp nhận hoặc từ chối ở sảnh chờ: { $link }
letter-watching = Bạn đang theo dõi ván này. Trả lời "{ command-unwatch }" để thôi nhận các thư này, "{ command-board }" hoặc "{ command-log }" để nhận bàn cờ hoặc toàn bộ ván cờ.
letter-reply-say = Trả lời bằng "{ command-say }" kèm lời nhắn của bạn ("{ command-say } Chúc may mắn!"; các dòng bên dưới cũng được gửi kèm).
letter-digest-one = Một ván đang chờ bạn đi, tình hình hiện tại:
letter-digest-many = { $count } ván đang chờ bạn đi, tình hình hiện tại:
letter-digest-game-white = { $sides ->
    [xiangqi] { $title } với { $opponent } (bạn cầm Đỏ), nước thứ { $ply }; hạn chót: { $deadline }
    [janggi] { $title } với { $opponent } (bạn cầm Xanh), nước thứ { $ply }; hạn chót: { $deadline }
    [shogi] { $title } với { $opponent } (bạn chơi Sente), nước thứ { $ply }; hạn chót: { $deadline }
   *[chess] { $title } với { $opponent } (bạn cầm Trắng), nước thứ { $ply }; hạn chót: { $deadline }
}
letter-digest-game-black = { $sides ->
    [xiangqi] { $title } với { $opponent } (bạn cầm Đen), nước thứ { $ply }; hạn chót: { $deadline }
    [janggi] { $title } với { $opponent } (bạn cầm Đỏ), nước thứ { $ply }; hạn chót: { $deadline }
    [shogi] { $title } với { $opponent } (bạn chơi Gote), nước thứ { $ply }; hạn chót: { $deadline }
   *[chess] { $title } với { $opponent } (bạn cầm Đen), nước thứ { $ply }; hạn chót: { $deadline }
}

## What a reply may say: the help a mail ends with. The commands themselves are in
## commands.ftl; a reply may give them in the reader's language or in English.

help-intro = Trả lời thư này, ghi một trong các lệnh sau ở dòng đầu tiên:
help-your-move = nước đi của bạn ("P e2-e4" hoặc "e2e4"); các dòng bên dưới là lời bình
help-draw = xin hòa, hoặc chấp nhận lời xin hòa của đối thủ
help-decline = từ chối lời xin hòa (hoặc lời xin đi lại)
help-takeback = xin đi lại nước vừa đi, hoặc cho đối thủ đi lại (chỉ ván giao hữu; "{ command-decline } { command-takeback }" để từ chối)
help-claim = đòi hòa khi luật cho phép
help-resign = xin thua
help-board = nhận bàn cờ hiện tại
help-log = nhận toàn bộ ván cờ
help-moves = nhận danh sách nước đi hợp lệ
help-say = gửi lời nhắn cho đối thủ (các dòng bên dưới được gửi kèm)
help-note = nhận ghi chú của bạn về ván này; "{ command-note } ..." để thay bằng ghi chú mới
help-forecast = nhận kế hoạch nước đi của bạn; "{ command-forecast } { command-clear }" để xóa nó
help-if = trong lượt của đối thủ, lập kế hoạch nước đi: "{ command-if } X { command-then } Y" sẽ đi Y cho bạn ngay khi họ đi X (mỗi dòng một diễn biến; các dòng này thay cho kế hoạch cũ)
help-help = nhận danh sách này

## When a deadline falls and how far off it is.

due-passed = đã quá hạn
due-in-days = { $hours ->
    [0] còn { $days } ngày
   *[other] còn { $days } ngày { $hours } giờ
}
due-in-hours = { $minutes ->
    [0] còn { $hours } giờ
   *[other] còn { $hours } giờ { $minutes } phút
}
due-in-minutes = còn { $minutes } phút
date-time = { $weekday ->
    [1] Th 2
    [2] Th 3
    [3] Th 4
    [4] Th 5
    [5] Th 6
    [6] Th 7
   *[7] CN
}, { $day }/{ $month }/{ $year } { $time } { $zone }
date = { $day }/{ $month }/{ $year }
deadline-when = { $when } ({ $far })

## A notice's line that is someone's own words (a message, a game's options), as written.

notice-quote = { $text }

## The daily digest
digest-title = Thư tổng hợp hằng ngày: { $count } thông báo
digest-intro = { $count } thông báo kể từ thư tổng hợp trước:
# $title: the notice's own title; $at: when it came (2031-11-06T09:30:00Z)
digest-notice = === { $title } ({ $at })
digest-game = Ván cờ: { $link }
