## The tournaments' pages: the list with the form to make one, and each tournament's page.

tournament-list-title = Giải đấu
tournament-none-yet = Chưa có giải đấu nào.
tournament-column-tournament = Giải đấu
tournament-column-game = Trò chơi
tournament-column-players = Kỳ thủ
tournament-column-state = Tình trạng
tournament-list-detail = { $kind }, { $clock }, { $rating }
tournament-kind-swiss = hệ Thụy Sĩ
tournament-kind-round-robin = vòng tròn
tournament-rated = tính điểm
tournament-casual = giao hữu
tournament-clock-none = không tính giờ
tournament-clock-days = { $days } ngày mỗi nước
tournament-clock-bank = quỹ thời gian: { $initial } ngày, +{ $increment } mỗi nước, tối đa { $cap }
tournament-status-open = đang nhận đăng ký
tournament-status-round = vòng { $round }/{ $rounds }
tournament-status-under-way = đang diễn ra
tournament-status-finished = đã kết thúc
tournament-status-cancelled = đã hủy
tournament-starts = bắt đầu lúc { $when }

## The form to make a tournament.

tournament-make = Tạo giải đấu
tournament-game = Trò chơi
tournament-group-hand-written = Lập trình riêng
tournament-group-defined = Định nghĩa bằng dữ liệu
tournament-group-players = Biến thể của kỳ thủ
tournament-variant-by = { $variant } (của { $owner })
tournament-show-options = Hiện các tùy chọn của trò chơi này
tournament-name = Tên
tournament-format = Thể thức
tournament-swiss-choice = Hệ Thụy Sĩ: mỗi vòng được xếp cặp khi vòng trước kết thúc, các kỳ thủ có điểm số gần nhau gặp nhau
tournament-rounds-label = Số vòng
tournament-round-robin-choice = Vòng tròn: mỗi cặp đấu hai ván, mỗi bên cầm mỗi màu một lần, mọi ván đấu cùng lúc
tournament-rule-options = Tùy chọn luật
tournament-option-on = bật
tournament-option-off = tắt
tournament-days-per-move = Số ngày mỗi nước
tournament-rating = Tính điểm
tournament-rated-choice = Tính điểm
tournament-casual-choice = Giao hữu
tournament-starts-at = Bắt đầu lúc (UTC): đóng đăng ký và xếp cặp vòng đầu tiên
tournament-open = Mở giải đấu
tournament-rounds-not-a-number = Số vòng phải là số nguyên.
tournament-days-not-a-number = Số ngày mỗi nước phải là số nguyên.
tournament-not-a-time = "{ $text }" không phải là ngày giờ.
tournament-opened = Giải đấu của bạn đã mở: kỳ thủ có thể đăng ký cho đến khi giải bắt đầu.

## A tournament's page.

tournament-summary-swiss = Giải { $game } hệ Thụy Sĩ { $rounds } vòng, { $clock }, { $rating }.
tournament-summary-round-robin = Giải { $game } vòng tròn, { $clock }, { $rating }.
tournament-rules = Luật: { $rules }.
tournament-made-by = Người tạo: { $creator }.
tournament-joining-open = Đang nhận đăng ký; giải bắt đầu lúc { $starts }.
tournament-state-round = Vòng { $round }/{ $rounds }.
tournament-state-under-way = Đang diễn ra.
tournament-state-finished = Đã kết thúc.
tournament-state-cancelled = Đã hủy.
tournament-join = Đăng ký
tournament-leave = Rút đăng ký
tournament-start-now = Bắt đầu ngay
tournament-withdraw = Bỏ giải
tournament-withdraw-confirm = Bỏ giải? Các ván chưa xong của bạn trong giải sẽ bị tính là xin thua.
tournament-you-withdrew = Bạn đã bỏ giải.
tournament-standings = Bảng xếp hạng
tournament-column-player = Kỳ thủ
tournament-column-points = Điểm
tournament-column-sb = SB
tournament-sonneborn-berger = Sonneborn-Berger: tổng điểm của các đối thủ đã thắng, cộng một nửa điểm của các đối thủ đã hòa
tournament-column-wins = Thắng
tournament-column-played = Đã đấu
tournament-withdrew-mark = (đã bỏ giải)
tournament-round = Vòng { $round }
tournament-games = Các ván
tournament-result-playing = đang chơi
tournament-bye = được miễn đấu (1 điểm)
tournament-players = Kỳ thủ ({ $count })
tournament-joined = Bạn đã đăng ký. Các ván của bạn sẽ đến khi mỗi vòng được xếp cặp.
tournament-left = Bạn đã rút khỏi giải đấu.
tournament-withdrawn = Bạn đã bỏ giải: các ván chưa xong của bạn trong giải bị tính là xin thua, và bạn sẽ không được xếp cặp nữa.
tournament-started = Giải đấu đã bắt đầu.
tournament-no-such-page = Không có trang này.
