# Những gì máy chủ trả lời khi từ chối một thao tác (một biểu mẫu, một thư trả lời, một yêu cầu API).
# Mỗi thông điệp là một hai câu người chơi đọc bên cạnh biểu mẫu họ vừa gửi.

error-no-such-account = Không có tài khoản này.
error-no-such-analysis = Không có bản phân tích này.
error-no-such-challenge = Không có lời thách đấu này.
error-no-engine = Máy chủ này không có máy để chơi cùng.
error-no-such-game = Không có ván cờ này.
error-no-such-player = Không có người chơi này.
error-no-such-tournament = Không có giải đấu này.
error-no-such-file = Không có tệp biến thể này.
error-no-such-file-of-yours = Bạn không có tệp biến thể này.
error-not-your-game = Đây không phải ván cờ của bạn.
# $side: Trắng hoặc Đen (side-white, side-black)
error-not-your-turn = Chưa đến lượt bạn: đang đến lượt { $side } đi.
error-wrong-password = Đó không phải mật khẩu của tài khoản: không có gì bị thay đổi.
error-stale-ply = Ván cờ đã đi tiếp: giờ đang ở nước thứ { $current }, không phải { $expected }. Hãy tải lại ván rồi thử lại.
error-hashing-busy = Máy chủ đang kiểm tra nhiều mật khẩu cùng lúc; hãy thử lại sau vài giây.

## Lời thách đấu và lời mời mở
error-rating-outside = Khoảng điểm là từ { $low } đến { $high }; { $end } nằm ngoài khoảng đó.
error-rating-range-reversed = Điểm thấp nhất ({ $min }) lại cao hơn điểm cao nhất ({ $max }).
# $value: giá trị đã gửi, dạng JSON
error-option-value = Giá trị của tùy chọn là văn bản, số hoặc true/false, không phải { $value }.
error-colour = Màu quân là white (Trắng), black (Đen) hoặc random (ngẫu nhiên), không phải "{ $colour }".
error-engine-unrated = Ván đấu với máy không bao giờ tính điểm; hãy chọn ván giao hữu.
error-range-for-seeks = Khoảng điểm chỉ dành cho lời mời mở; lời thách đấu gửi một người chơi đã nêu sẵn đối thủ.
error-open-must-be-true = Với lời mời mở, "open" phải là true.
error-no-player-named = Không có người chơi nào tên "{ $name }".
error-account-closed = { $name } đã đóng tài khoản.
error-engine-by-level = Để chơi với máy, hãy thách đấu {"{"}"engine": LEVEL{"}"} (LEVEL là cấp độ từ 1 đến 12).
error-challenge-yourself = Bạn không thể tự thách đấu chính mình.
error-challenge-accepted = Lời thách đấu này đã được nhận rồi.
error-challenge-declined = Lời thách đấu này đã bị từ chối rồi.
error-challenge-withdrawn = Lời thách đấu này đã được rút lại rồi.
error-challenge-closed = Lời thách đấu này đã đóng.
error-challenge-for-another = Lời thách đấu này gửi cho người chơi khác.
error-own-seek = Bạn không thể nhận lời mời của chính mình.
# $game: tên trò chơi; $rating: điểm của người chơi ở đó (kèm dấu ? khi còn tạm thời)
error-seek-rating = Lời mời này dành cho người chơi có điểm từ { $min } đến { $max } ở { $game }; điểm của bạn ở đó là { $rating }.
error-challenge-taken = Lời thách đấu này vừa được nhận hoặc rút lại.
error-decline-not-yours = Chỉ người được thách đấu mới có thể từ chối lời thách đấu.
error-withdraw-not-yours = Chỉ người thách đấu mới có thể rút lại lời thách đấu.

## Thời gian
error-days-per-move = Số ngày mỗi nước là từ 1 đến 30, không phải { $days }.
error-bank-initial = Quỹ thời gian bắt đầu với 1 đến 90 ngày, không phải { $days }.
error-bank-increment = Quỹ thời gian được cộng tối đa 30 ngày mỗi nước, không phải { $days }.
error-bank-cap = Mức tối đa của quỹ thời gian phải ít nhất bằng số ngày ban đầu ({ $initial }) và nhiều nhất là 180, không phải { $cap }.

## Ván cờ
error-watch-own-game = Bạn đang chơi ván này: các nước đi của nó vốn đã được gửi cho bạn.
# $result: thế cờ ban đầu sẽ kết thúc ván thế nào (outcome-white-wins…)
error-over-at-start = Ván này sẽ kết thúc ngay trước nước đầu tiên ({ $result }): không thể chơi được.
error-game-too-busy = Ván cờ đang thay đổi quá nhanh nên chưa đi được nước này; hãy thử lại.
error-comment-too-long = Lời bình dài tối đa { $max } ký tự.
error-no-draw-offer = Đối thủ chưa xin hòa.
error-draw-offered-already = Bạn đã xin hòa rồi.
error-draw-action = Thao tác hòa là offer, accept, decline hoặc claim, không phải "{ $action }".
# $result: ván kết thúc thế nào (outcome-white-wins…)
error-game-over = Ván cờ đã kết thúc: { $result }.
error-nothing-to-hint = Ván cờ đã kết thúc: không còn gì để gợi ý.

## Giải đấu
error-tournament-joining-closed = Giải đấu đã bắt đầu: đã đóng đăng ký.
error-tournaments-by-admins = Trên máy chủ này, chỉ quản trị viên mới tạo được giải đấu.
error-tournament-name-length = Tên giải đấu dài từ 3 đến 60 ký tự.
# $kind: giá trị được yêu cầu; round_robin và swiss là từ của API, giữ nguyên
error-tournament-kind = Giải đấu là round_robin (vòng tròn) hoặc swiss (hệ Thụy Sĩ), không phải "{ $kind }".
error-round-robin-rounds = Giải vòng tròn không cần đặt số vòng: mọi cặp đấu cả hai màu cùng lúc.
error-swiss-rounds = Giải hệ Thụy Sĩ có từ 1 đến { $max } vòng, không phải { $rounds }.
error-tournament-start = Giải đấu phải bắt đầu trong khoảng từ bây giờ đến { $days } ngày tới.
error-tournament-full = Giải đấu đã đủ người ({ $players } kỳ thủ).
error-tournament-joined-already = Bạn đã ở trong giải đấu này rồi.
error-tournament-not-joined = Bạn không ở trong giải đấu này.
error-tournament-not-playing = Bạn không thi đấu trong giải này (hoặc đã bỏ giải).
error-tournament-over = Giải đấu đã kết thúc.
error-tournament-start-not-yours = Chỉ người tạo giải mới có thể bắt đầu giải sớm.
error-tournament-started = Giải đấu đã bắt đầu rồi.

## Cài đặt
error-reminder-hours = Nhắc nhở là một số giờ nguyên từ 1 đến { $max }, không phải "{ $given }".
error-reminders-at-most-five = Tối đa năm lần nhắc nhở.
# move, digest và none là từ của API, giữ nguyên
error-notify-mode = Thông báo là "move", "digest" hoặc "none", không phải "{ $given }".
error-time-zone = "{ $zone }" không phải múi giờ: hãy ghi tên múi giờ, như Europe/Paris, America/New_York hoặc UTC.
# san và full là từ của API, giữ nguyên
error-notation = Ký hiệu là "san" (ký hiệu đại số chuẩn, Nf3) hoặc "full" (ký hiệu đại số đầy đủ, N g1-f3), không phải "{ $given }".
# $known: các mã ngôn ngữ ortoo có, cách nhau bằng dấu phẩy
error-language = ortoo không có ngôn ngữ "{ $tag }"; các ngôn ngữ hiện có: { $known }.
error-mail-password = Mật khẩu email dài từ 8 đến 64 ký tự, không có dấu cách (vì nó được ghi trong tiêu đề thư).
error-vacation-length = Kỳ nghỉ kéo dài ít nhất một ngày.
# $left: số ngày còn lại, có một chữ số thập phân (2.5)
error-vacation-left = Năm nay bạn chỉ còn { $left } ngày nghỉ, không đủ { $days } ngày.
error-not-on-vacation = Bạn không trong kỳ nghỉ.
error-vacation-changed = Kỳ nghỉ của bạn vừa được thay đổi (ở một cửa sổ khác?). Hãy tải lại trang rồi thử lại.

## Tệp biến thể
error-files-cursor = "{ $given }" không phải điểm bắt đầu của một trang trong danh sách này: hãy dùng giá trị `next` của trang trước.
error-file-too-long = Tệp dài { $bytes } byte; mỗi tệp chỉ được tối đa { $max } byte (64 KiB).
error-file-no-variant = Tệp không định nghĩa biến thể nào: mỗi biến thể là một mục như [mygame:chess] với các khóa nằm bên dưới.
error-file-too-many-variants = Tệp định nghĩa { $count } biến thể; mỗi tệp chỉ được định nghĩa tối đa { $max }.
error-files-too-many = Bạn đã giữ { $max } tệp, mức tối đa cho một người chơi; hãy xóa một tệp, hoặc tải lên trùng tên với một tệp để thay thế nó.
error-search-too-long = Từ khóa tìm kiếm dài tối đa { $max } ký tự.
error-file-name-needed = Cần có tên tệp, ví dụ mine.ini.
error-file-name-too-long = Tên tệp dài tối đa { $max } ký tự.
error-file-name-letters = Tên tệp gồm chữ cái, chữ số, dấu cách, '-', '_' và '.', và không được bắt đầu bằng '.' hay dấu cách.

## Máy
error-engine-level = Cấp độ của máy là từ { $low } đến { $high }, không phải { $level }.
error-engine-games = Bạn đang chơi { $count } ván với máy rồi; hãy bắt đầu ván mới khi có một ván kết thúc.
error-engine-watched = Bạn đang xem { $count } ván máy tự đấu rồi; hãy bắt đầu ván mới khi có một ván kết thúc.
error-hints-against-engine = Chỉ có gợi ý trong các ván đấu với máy.
error-hints-busy = Máy đang bận với các gợi ý khác; hãy hỏi lại sau vài giây.

## Tài khoản
error-bad-name = Tên gồm 2 đến 24 chữ cái, chữ số, '-' hoặc '_', và bắt đầu bằng một chữ cái.
error-bad-email = Đó có vẻ không phải là địa chỉ email.
error-bad-password = Mật khẩu cần ít nhất 8 ký tự (và tối đa 200).
error-link-refused = Liên kết này đã được dùng, đã hết hạn hoặc đã được thay bằng liên kết mới hơn. Hãy yêu cầu liên kết mới.
error-verified-already = { $address } đã được xác minh rồi.
error-reset-who = Hãy nhập tên tài khoản hoặc địa chỉ email của nó.
error-password-changed = Mật khẩu đã được đổi trong lúc đó (ở nơi khác): hãy đăng nhập lại.
error-same-address = { $address } đã là địa chỉ của tài khoản rồi.
error-name-taken = Tên "{ $name }" đã có người dùng.

## Kế hoạch nước đi
error-forecast-your-move = Đang đến lượt bạn: hãy đi nước của mình. Kế hoạch nước đi được nhập khi đến lượt đối thủ.
error-forecast-too-large = Kế hoạch nước đi có tối đa { $max } cặp nước, sâu { $deepest } tầng; kế hoạch này có { $count } cặp, sâu { $depth } tầng.
# $why: lý do theo luật (một câu riêng)
error-forecast-move = Trong kế hoạch của bạn, không thể đi "{ $move }": { $why }
# $line: các nước trước đó, cách nhau bằng dấu phẩy
error-forecast-move-after = Trong kế hoạch của bạn, không thể đi "{ $move }" sau { $line }: { $why }
error-forecast-over-after-theirs = ván cờ sẽ kết thúc sau nước của đối thủ.
error-forecast-nothing-after = Trong kế hoạch của bạn, ván cờ sẽ kết thúc sau { $line }, nên không thể có nước nào tiếp theo.
error-forecast-two-answers-now = Có hai diễn biến cùng đáp lại { $move } ở thế cờ hiện tại: hãy chỉ giữ một nước đáp cho mỗi nước của đối thủ.
error-forecast-two-answers = Có hai diễn biến cùng đáp lại { $move } sau { $line }: hãy chỉ giữ một nước đáp cho mỗi nước của đối thủ.

## Đi lại
error-takeback-action = Thao tác đi lại là offer, accept, decline hoặc withdraw, không phải "{ $action }".
error-takeback-rated = Chỉ được đi lại trong ván giao hữu; ván này tính điểm.
error-takeback-tournament = Không được đi lại trong các ván của giải đấu.
error-takeback-asked-already = Bạn đã xin đi lại nước của mình rồi.
error-takeback-opponent-asked = Đối thủ đã xin đi lại nước của họ: hãy đồng ý hoặc từ chối trước đã.
error-takeback-engine-thinking = Máy đang chọn nước đáp: hãy xin lại sau khi máy đã đi.
error-takeback-not-moved = Bạn chưa đi nước nào: không có nước để đi lại.
error-takeback-no-offer = Đối thủ chưa xin đi lại nước nào.
error-takeback-not-asked = Bạn chưa xin đi lại nước nào.
error-takeback-nothing = Bên xin đi lại không có nước nào để đi lại.

## Phân tích và trò chuyện
error-analysis-while-playing = Ván cờ chỉ được phân tích khi đã kết thúc: đánh giá của máy sẽ giúp người chơi vẫn đang chơi ván đó.
error-analysis-nothing = Ván này kết thúc trước nước đi đầu tiên: không có gì để phân tích.
error-message-empty = Tin nhắn cần có nội dung.
error-message-too-long = Tin nhắn dài tối đa { $max } ký tự.
error-note-too-long = Ghi chú dài tối đa { $max } ký tự.
# "if", "then" và NƯỚC-CỦA-HỌ, NƯỚC-CỦA-BẠN: các từ dùng để viết kế hoạch (if và then giữ bằng tiếng Anh)
error-forecast-line = "{ $line }" không phải một dòng kế hoạch: hãy viết "if NƯỚC-CỦA-HỌ then NƯỚC-CỦA-BẠN", và "then if ... then ..." cho các nước sau đó.
error-form-unreadable = Không đọc được biểu mẫu: thiếu một trường hoặc có trường chứa giá trị không hợp lệ. Hãy quay lại, tải lại trang rồi gửi lại.
error-query-unreadable = Trang này không đọc được phần địa chỉ sau dấu "?"; hãy đi theo một liên kết thay vì tự sửa địa chỉ.

error-cross-site = Không nhận biểu mẫu gửi từ trang web khác: hãy gửi biểu mẫu từ chính các trang của máy chủ này.
error-json-body-missing = Yêu cầu cần có phần thân JSON.
error-json-not-object = Phần thân phải là một đối tượng JSON: {"{"}"name": value, ...{"}"}.
error-json-content-type = Hãy gửi phần thân dưới dạng JSON, kèm tiêu đề Content-Type: application/json.
error-json-syntax = Phần thân không phải JSON hợp lệ: lỗi ở dòng { $line }, cột { $column }.
error-body-too-large = Phần thân của yêu cầu quá lớn.
error-body-unread = Không đọc được phần thân của yêu cầu.
error-request-missing-field = Yêu cầu thiếu trường { $field }.
error-request-unknown-field = Yêu cầu có một trường mà lệnh gọi này không nhận: { $field }.
error-request-repeated-field = Yêu cầu ghi trường { $field } hai lần.
error-request-bad-value = Trường { $field } không thể là { $value }: các giá trị được nhận là { $taken }.
error-request-wrong-type = Trường { $field } chứa giá trị sai kiểu.
error-request-unread = Yêu cầu không khớp với lệnh gọi này: { $why }
error-request-path = Địa chỉ không khớp với lệnh gọi này: { $why }

## Những lời từ chối của chính API
# Một ký tự điều khiển trong những gì máy khách gửi; các trang cũng dùng những câu này.
# $character: mã của ký tự, kèm tên nếu có (U+0000 (NUL)); $field: tên trường như yêu cầu viết
# (comment, opponent.user, moves[2]).
error-control-in-address = Địa chỉ chứa ký tự điều khiển { $character }, loại ký tự mà ortoo không nhận trong bất kỳ văn bản nào; hãy xóa nó rồi gửi lại.
error-control-in-query-field = Trường "{ $field }" của địa chỉ chứa ký tự điều khiển { $character }, loại ký tự mà ortoo không nhận trong bất kỳ văn bản nào; hãy xóa nó rồi gửi lại.
error-control-in-query-name = Một tên trường của địa chỉ chứa ký tự điều khiển { $character }, loại ký tự mà ortoo không nhận trong bất kỳ văn bản nào; hãy xóa nó rồi gửi lại.
error-control-in-body = Phần thân của yêu cầu chứa ký tự điều khiển { $character }, loại ký tự mà ortoo không nhận trong bất kỳ văn bản nào; hãy xóa nó rồi gửi lại.
error-control-in-field = Trường "{ $field }" chứa ký tự điều khiển { $character }, loại ký tự mà ortoo không nhận trong bất kỳ văn bản nào; hãy xóa nó rồi gửi lại.
error-control-in-name = Một tên trường chứa ký tự điều khiển { $character }, loại ký tự mà ortoo không nhận trong bất kỳ văn bản nào; hãy xóa nó rồi gửi lại.
error-control-in-body-name = Một tên trường trong phần thân của yêu cầu chứa ký tự điều khiển { $character }, loại ký tự mà ortoo không nhận trong bất kỳ văn bản nào; hãy xóa nó rồi gửi lại.
error-control-in-name-in = Một tên trường bên trong trường "{ $field }" chứa ký tự điều khiển { $character }, loại ký tự mà ortoo không nhận trong bất kỳ văn bản nào; hãy xóa nó rồi gửi lại.
error-api-too-large = Phần thân của yêu cầu lớn hơn mức máy chủ này chấp nhận.
error-api-method = Phương thức đó không được phép ở đây.
error-api-timeout = Yêu cầu mất quá nhiều thời gian nên đã bị hủy.
error-api-media-type = Phần thân của yêu cầu có kiểu mà endpoint này không đọc được.
error-api-not-understood = Không hiểu được yêu cầu.
error-api-no-endpoint = Không có endpoint API này.
# $scope: read hoặc play, từ của API, giữ nguyên
error-api-missing-scope = Token này thiếu phạm vi "{ $scope }".
error-api-bearer = Hãy gửi token dưới dạng "Authorization: Bearer <token>".
error-api-token-invalid = Token API đó không hợp lệ: có thể bị gõ sai hoặc đã bị thu hồi.
error-api-account-needed = Việc này cần có tài khoản: hãy gửi token API dưới dạng "Authorization: Bearer <token>" (POST /api/v1/tokens sẽ tạo một token).
error-api-login-wrong = Tên và mật khẩu đó không khớp với tài khoản nào.
# read và play là từ của API, giữ nguyên
error-api-scopes = Các phạm vi là "read" và "play" (một hoặc cả hai).
# $position: vị trí của ký tự trong nhãn, đếm từ 1; $character: line-feed, carriage-return hoặc tab,
# mỗi loại được nói bằng lời, nếu không thì là mã của ký tự (U+0007)
error-api-token-label-line = Nhãn của token là một dòng văn bản; ký tự thứ { $position } là ký tự điều khiển ({ $character ->
        [line-feed] ký tự xuống dòng
        [carriage-return] ký tự về đầu dòng
        [tab] ký tự tab
       *[other] { $character }
    }).
error-api-token-label-length = Nhãn của token dài tối đa 100 ký tự.
error-api-no-such-token = Bạn không có token nào còn hiệu lực với id đó.
error-api-idempotency-key = Idempotency-Key gồm từ 1 đến 200 ký tự ASCII nhìn thấy được.
error-api-idempotency-key-reused = Idempotency-Key này đã được dùng cho một yêu cầu khác.
error-api-idempotency-key-used = Idempotency-Key này đã được dùng rồi, và yêu cầu này không thay đổi gì: hãy gửi lại để đọc câu trả lời đã lưu cho khóa đó.
# $count: số luồng địa chỉ này đang mở, mức tối đa cho phép
error-api-streams-per-address = Địa chỉ IP này đã mở { $count } luồng sự kiện, mức tối đa cho phép; hãy đóng một luồng (một thẻ) hoặc thử lại sau.
error-api-streams-busy = Máy chủ đã mở số luồng sự kiện tối đa cho phép; hãy thử lại sau ít phút.
# status, turn, format, limit và starts_at là các trường của yêu cầu, còn active, finished, mine,
# text, pgn và usi là giá trị của chúng: từ của API, giữ nguyên
error-api-games-status = status là active hoặc finished.
error-api-games-turn = turn chỉ nhận giá trị mine.
# $format: giá trị được yêu cầu
error-api-export-format = format là text, pgn hoặc usi, không phải "{ $format }".
error-api-export-pgn = PGN chỉ mô tả các trò chơi họ cờ vua; format=text cho toàn bộ nhật ký của ván này.
error-api-export-usi = USI chỉ mô tả họ shogi; format=text cho toàn bộ nhật ký của ván này.
error-api-variants-limit = limit là số tệp, từ 1 đến { $max }.
# $given: giá trị đã gửi
error-api-starts-at = starts_at là thời điểm theo RFC 3339 (2026-12-01T18:00:00Z), không phải "{ $given }".
# branches và lines là các trường của yêu cầu, giữ nguyên
error-api-forecast-form = Hãy gửi kế hoạch nước đi dưới dạng "branches" hoặc "lines", chỉ một trong hai.
error-api-analysis-under-way = Ván này vẫn đang diễn ra: ván được phân tích sau khi kết thúc.
error-api-analysis-not-made = Ván này không có bản phân tích: nó kết thúc trước khi có việc phân tích. Hãy gửi POST tới địa chỉ này để yêu cầu phân tích.
error-api-mark-at-most = Mỗi lần chỉ đánh dấu tối đa 500 thông báo.
