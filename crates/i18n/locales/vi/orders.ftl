## Commands by new mail (not a reply): the commands themselves are typed in English, as they are
## read ("challenge bob koan"); what they do and the answers are in the reader's language.

orders-help-title = Chơi qua email
orders-help-intro = Hãy gửi thư tới địa chỉ này với một trong các lệnh sau làm tiêu đề:
orders-help-challenge = thách đấu một người chơi
orders-help-engine = chơi với máy
orders-help-new = một lời mời mở mà ai cũng có thể nhận
orders-help-tournaments = các giải đấu đang nhận đăng ký và đang diễn ra
orders-help-join = đăng ký một giải đấu ("withdraw TOURNAMENT-ID" để rời giải)
orders-help-watch = nhận từng nước đi của một ván qua thư
orders-help-unwatch = ngừng nhận như vậy
orders-help-games = các ván của bạn, và đến lượt ai
orders-help-reset = một liên kết để chọn mật khẩu mới, gửi tới địa chỉ email của tài khoản bạn
orders-help-help = danh sách này
orders-help-games-named = GAME là tên hoặc id của một trò chơi (chess, khan, khans-chess, kings-run, koan, shatranj-kamil-x…).
orders-help-settings = Tùy chọn luật được viết dạng name=value (exchanges=off). Ván giữa người với người được tính điểm, trừ khi bạn ghi casual; một khoảng điểm giới hạn những ai được nhận lời mời mở. Lời thách đấu, ván mới hay việc theo dõi chỉ được thực hiện khi bạn trả lời thư xác nhận chúng tôi gửi, để không ai có thể giả mạo người gửi mà hành động nhân danh bạn.

orders-no-command = Thư không có lệnh nào: hãy ghi lệnh vào tiêu đề.
# $command: watch or unwatch, as typed
orders-one-game = "{ $command }" cần đúng một ván: id hoặc địa chỉ của ván.
orders-one-tournament = "{ $command }" cần đúng một giải đấu: id hoặc địa chỉ của giải.
orders-challenge-takes = "challenge" cần tên một người chơi (hoặc "engine") và một trò chơi.
orders-not-a-command = "{ $typed }" không phải là lệnh.
orders-which-game = Hãy cho biết trò chơi nào: "challenge bob koan" hoặc "new koan".
orders-not-a-setting = "{ $setting }" không phải là tùy chọn: hãy viết name=value (days=3).
orders-days = days là số ngày cho mỗi nước, một số nguyên từ 1 đến 30, không phải "{ $given }".
orders-level = level là cấp độ của máy, từ 1 đến 12, không phải "{ $given }".
orders-rating = rating là một khoảng điểm, như 1400-1800 (hoặc 1400- hay -1800), không phải "{ $given }".
# $games: the games' ids, joined by commas
orders-not-a-game = "{ $given }" không phải là trò chơi có ở đây; các trò chơi là { $games }.
orders-not-a-game-id = "{ $given }" không phải là id của ván cờ: hãy ghi id (32 chữ cái và chữ số) hoặc địa chỉ của ván.
orders-not-a-tournament-id = "{ $given }" không phải là id của giải đấu: hãy ghi id (32 chữ cái và chữ số) hoặc địa chỉ của giải.

orders-wrong-password = Mật khẩu email sai: không có gì được thực hiện.
orders-no-mail-password = Bạn chưa có mật khẩu email (hãy đặt ở trang cài đặt), nên không có gì được thực hiện. Hãy gửi lệnh không kèm mật khẩu và trả lời thư xác nhận.
orders-guessed-title = Có người đang dò mật khẩu email của bạn
orders-guessed = Mật khẩu email của bạn đã bị nhập sai { $count } lần trong vòng một giờ. Cho đến hết giờ đó, các lệnh có kèm mật khẩu sẽ bị từ chối mà không kiểm tra mật khẩu, và không được trả lời.
orders-guessed-change = Nếu đó không phải bạn, có người đang dò mật khẩu: hãy đổi nó ở trang cài đặt ({ $link }). Các lệnh gửi không kèm mật khẩu và được xác nhận bằng thư trả lời vẫn hoạt động.
orders-confirmation-old = Thư xác nhận này đã quá { $days } ngày: hãy gửi lại lệnh.
orders-done-already = Lệnh này đã được xác nhận và thực hiện rồi; mỗi lệnh chỉ được thực hiện một lần.

orders-reset-title = Đặt lại mật khẩu
orders-reset = Một liên kết để chọn mật khẩu mới đã được gửi tới địa chỉ email của tài khoản bạn.
orders-tournaments-title = Giải đấu
# $kind: round robin or Swiss (tournament-kind-…); $state: orders-tournament-open or -round
orders-tournament = { $name } ({ $kind }, { $game }, { $players } kỳ thủ, { $state })
# $starts: a date and time in UTC (2031-11-06 09:30)
orders-tournament-open = đang nhận đăng ký, bắt đầu lúc { $starts }
orders-tournament-round = vòng { $round }/{ $rounds }
orders-no-tournaments = Không có giải đấu nào đang nhận đăng ký hay đang diễn ra.
orders-to-join = Để đăng ký, hãy gửi "join" kèm địa chỉ hoặc id của giải.
orders-joined-title = Đã đăng ký
orders-joined = Bạn đã tham gia { $name }. Các ván của bạn sẽ được gửi qua thư khi mỗi vòng được xếp cặp.
orders-left-title = Đã rút đăng ký
orders-left = Bạn đã rút khỏi giải đấu.
orders-withdrawn-title = Đã bỏ giải
orders-withdrawn = Bạn đã bỏ giải: các ván chưa xong của bạn trong giải bị tính là xin thua, và bạn sẽ không được xếp cặp nữa.
orders-watching = Giờ bạn đang theo dõi ván { $link }: mỗi nước đi sẽ được gửi cho bạn.
orders-unwatched = Bạn không còn theo dõi ván đó.
orders-not-watched = Bạn vốn không theo dõi ván đó.
orders-challenge-sent-title = Đã gửi lời thách đấu
orders-challenge-sent = Lời thách đấu của bạn tới { $name } đã được gửi; người đó sẽ được báo qua thư.
orders-seek-sent = Lời mời mở của bạn đã có trong sảnh chờ: { $link }
orders-game-begun-title = Ván cờ đã bắt đầu
orders-game-begun = Ván của bạn với máy đã bắt đầu: { $link }
orders-games-title-none = Ván cờ của bạn
orders-no-games = Bạn không có ván nào đang chơi.
orders-games-title = Ván cờ của bạn: đến lượt bạn ở { $mine } trên { $count } ván
# $title: the game's title (Chess #9f3c2a17); $deadline: when the move is due (deadline-when), or
# letter-no-deadline
orders-game-your-move = { $title } với { $opponent }: đến lượt bạn, nước thứ { $ply }. Hạn chót: { $deadline }
orders-game-their-move = { $title } với { $opponent }: đến lượt đối thủ, nước thứ { $ply }. Hạn chót: { $deadline }

## The confirmation of a command by new mail
confirm-title = Xác nhận: { $command }
confirm-came = Lệnh này được gửi qua thư từ địa chỉ của bạn:
confirm-reply = Hãy trả lời thư này (viết gì cũng được, hoặc để trống) để xác nhận: lệnh được thực hiện một lần duy nhất khi thư trả lời của bạn đến. Nếu bạn không gửi lệnh này, hãy bỏ qua thư này và sẽ không có gì xảy ra.
confirm-good-for = Xác nhận có hiệu lực trong { $days } ngày.
