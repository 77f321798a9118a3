## The settings page.

settings-page-title = Cài đặt
settings-page-unverified = Địa chỉ email của bạn, { $address }, chưa được xác minh: chúng tôi sẽ không gửi gì tới đó cho đến khi bạn mở liên kết chúng tôi đã gửi (trong lúc chờ, bạn vẫn chơi được ở đây và qua API).
settings-page-send-link-again = Gửi lại liên kết
settings-page-change-address-action = Đổi địa chỉ
settings-page-notices-legend = Thông báo qua email
settings-page-notify-move = Một email cho mỗi nước đi, lời thách đấu và kết quả
settings-page-notify-digest = Một email tổng hợp mỗi ngày
settings-page-notify-none = Không gửi email (thông báo vẫn ở trên trang)
settings-page-reminders = Nhắc nhở, tính bằng số giờ trước hạn chót (cách nhau bằng dấu phẩy; để trống nếu không cần)
settings-page-time-zone = Múi giờ của bạn, dùng cho hạn chót trong email (ví dụ Asia/Ho_Chi_Minh hoặc Europe/Paris)
settings-page-notation-legend = Cách ghi nước đi cho bạn, trên trang và trong email
settings-page-notation-san = Ký hiệu đại số chuẩn (các trò chơi không có kiểu này được ghi đầy đủ):
settings-page-notation-full = Ký hiệu đại số đầy đủ, như biên bản ván cờ lưu lại:
settings-page-save = Lưu
settings-page-saved = Đã lưu cài đặt.
settings-page-no-such-language = ortoo không có ngôn ngữ "{ $language }".

## The settings page: playing by mail.

settings-page-by-mail = Chơi qua email
settings-page-by-mail-commands = Lệnh ghi ở tiêu đề email gửi tới địa chỉ chơi cờ sẽ được thực hiện ngay khi bạn trả lời thư xác nhận chúng tôi gửi. Ví dụ:
settings-page-by-mail-password = Khi có mật khẩu email, lệnh kết thúc bằng { $example } được thực hiện ngay.
settings-page-mail-password-set = Bạn đã có mật khẩu email.
settings-page-mail-password-none = Bạn chưa có mật khẩu email.
settings-page-mail-password-label = Mật khẩu email mới (từ 8 đến 64 ký tự, không có dấu cách; để trống để xóa)
settings-page-mail-password-change = Đổi hoặc xóa
settings-page-mail-password-add = Đặt mật khẩu
settings-page-mail-password-was-set = Đã đặt mật khẩu email.
settings-page-mail-password-removed = Đã xóa mật khẩu email.

## The settings page: vacation.

settings-page-vacation = Kỳ nghỉ
settings-page-vacation-days-left = Năm nay bạn còn { $left } trên { $total } ngày nghỉ.
settings-page-vacation-clocks = Trong khi bạn nghỉ, đồng hồ của bạn dừng lại ở mọi ván cờ.
settings-page-vacation-until = Đang nghỉ đến { $until }.
settings-page-vacation-back = Tôi đã trở lại (trả lại những ngày chưa dùng)
settings-page-vacation-days = Số ngày nghỉ tính từ bây giờ
settings-page-vacation-start = Bắt đầu nghỉ
settings-page-vacation-started = Bạn đang nghỉ: đồng hồ của bạn đã dừng.
settings-page-vacation-ended = Chào mừng bạn trở lại: đồng hồ của bạn chạy lại rồi.
settings-page-vacation-whole-days = Số ngày nghỉ phải là số nguyên.

## The settings page: the account, its address and password, its data, closing it.

settings-page-account = Tài khoản của bạn
settings-page-account-since = { $name }, tham gia từ { $date }.
settings-page-address-verified = Địa chỉ: { $address } (đã xác minh).
settings-page-address-unverified = Địa chỉ: { $address } (chưa xác minh).
settings-page-change-address = Đổi địa chỉ email
settings-page-new-address = Địa chỉ email mới
settings-page-your-password = Mật khẩu của bạn
settings-page-change-address-hint = Một liên kết sẽ được gửi tới địa chỉ mới; địa chỉ đó thành của bạn khi bạn mở liên kết, và địa chỉ cũ sẽ được báo.
settings-page-change-password = Đổi mật khẩu
settings-page-present-password = Mật khẩu hiện tại
settings-page-change-password-hint = Mọi phiên đăng nhập khác (trình duyệt khác, điện thoại) và mọi token API của tài khoản sẽ kết thúc; trình duyệt này vẫn đăng nhập.
settings-page-change-password-button = Đổi mật khẩu
settings-page-verification-sent = Một liên kết mới đang được gửi tới địa chỉ của bạn.
settings-page-address-link-sent = Một liên kết đang được gửi tới địa chỉ mới: thay đổi có hiệu lực khi bạn mở nó.
settings-page-address-changed = Đã đổi địa chỉ của bạn.
settings-page-password-changed = Đã đổi mật khẩu của bạn; mọi phiên đăng nhập khác và token API của tài khoản đã kết thúc.
settings-page-data = Dữ liệu của bạn
settings-page-data-about = Một tệp JSON chứa tài khoản, cài đặt, token API và mọi ván cờ của bạn (toàn bộ nhật ký, và PGN với những ván mà PGN mô tả được).
settings-page-data-download = Tải dữ liệu của bạn
settings-page-close = Đóng tài khoản
settings-page-close-about = Các ván cờ đang chơi của bạn sẽ bị tính là chịu thua và bạn rời khỏi các giải đấu; sau đó không ai đăng nhập được vào tài khoản, token API ngừng hoạt động và không còn thư nào được gửi tới nữa. Các ván cờ vẫn còn, tên bạn được hiển thị là tài khoản đã đóng; tên này không được cấp cho ai khác. Hãy tải dữ liệu của bạn trước: việc đóng tài khoản không thể hoàn tác.
settings-page-close-understood = Tôi hiểu: đóng tài khoản của tôi
settings-page-close-button = Đóng tài khoản của tôi
settings-page-close-tick = Hãy đánh dấu vào ô để xác nhận bạn hiểu việc đóng tài khoản sẽ dẫn tới điều gì.
settings-page-closed = Tài khoản của bạn đã được đóng. Cảm ơn bạn đã chơi.

## The settings page: how pages look in this browser.

settings-page-look = Giao diện các trang trong trình duyệt này
settings-page-colours = Màu sắc
settings-page-colours-system = theo cài đặt của hệ thống (sáng hoặc tối)
settings-page-colours-light = sáng
settings-page-colours-dark = tối
settings-page-pieces = Quân cờ
settings-page-pieces-drawn = hình vẽ của ortoo
settings-page-pieces-letters = chữ cái, như ký hiệu ghi
settings-page-sound = Âm thanh
settings-page-sound-none = không có
settings-page-sound-moves = một tiếng cho mỗi nước đi (tiếng cao hơn khi chiếu)

## The notices page and the one-click unsubscribe.

notices-page-title = Thông báo
notices-page-none = Chưa có thông báo nào.
notices-page-new = Mới
unsubscribe-page-title = Hủy đăng ký
unsubscribe-page-heading = Thông báo qua email
unsubscribe-page-done = Bạn sẽ không nhận email nào từ ortoo nữa. Thông báo vẫn ở trên trang; bạn có thể bật lại email trong phần cài đặt.
unsubscribe-page-ask = Ngừng mọi thông báo qua email từ ortoo?
unsubscribe-page-button = Hủy đăng ký
unsubscribe-page-bad-link = Liên kết hủy đăng ký này không hợp lệ; hãy đổi cài đặt email ở trang cài đặt.

## Logging in and registering.

login-page-log-in = Đăng nhập
login-page-register = Đăng ký
login-page-create-heading = Tạo tài khoản
login-page-create-button = Tạo tài khoản
login-page-name = Tên
login-page-email = Email (để báo khi đến lượt bạn; trước tiên chúng tôi gửi tới đó một liên kết để xác minh)
login-page-password = Mật khẩu
login-page-new-password = Mật khẩu (từ 8 ký tự trở lên)
login-page-have-account = Đã có tài khoản?
login-page-new-here = Lần đầu đến đây?
login-page-forgot = Quên mật khẩu?
login-page-reset-it = Đặt lại
login-page-welcome = Chào mừng { $name }! Chúng tôi đã gửi một liên kết tới { $address }: hãy mở nó để nhận thư báo lượt đi và lời thách đấu ở đó. Trong lúc chờ, bạn chơi ở đây.
login-page-logged-out = Đã đăng xuất.

## The mailed account links: an address verified, a password reset asked for and chosen.

account-page-verify-title = Xác minh địa chỉ email
account-page-choose-title = Chọn mật khẩu mới
account-page-verified = { $address } đã được xác minh: từ giờ thư báo lượt đi, lời thách đấu và trả lời sẽ được gửi tới đó.
account-page-verified-already = Địa chỉ của bạn, { $address }, đã được xác minh.
account-page-settings-sends-new = Trang cài đặt có thể gửi liên kết mới.
account-page-ask-again = Yêu cầu liên kết mới.
account-page-to-lobby = Đến sảnh chờ
account-page-reset-about = Nhập tên tài khoản hoặc địa chỉ email của nó: một liên kết để chọn mật khẩu mới sẽ được gửi tới địa chỉ của tài khoản (nếu đã xác minh). Liên kết chỉ dùng được một lần, trong vòng một giờ.
account-page-name-or-address = Tên hoặc địa chỉ email
account-page-mail-link = Gửi liên kết cho tôi
account-page-remembered = Nhớ ra rồi?
account-page-reset-by-mail = Bạn cũng có thể gửi nội dung này tới địa chỉ chơi cờ từ địa chỉ email của tài khoản:
account-page-reset-asked = Nếu có tài khoản mang tên hoặc địa chỉ (đã xác minh) đó, một liên kết để chọn mật khẩu mới đang được gửi tới địa chỉ của nó. Liên kết chỉ dùng được một lần, trong vòng một giờ.
account-page-new-password-for = Mật khẩu mới cho { $name }. Khi đặt mật khẩu, tài khoản sẽ bị đăng xuất ở mọi nơi và các token API của nó sẽ kết thúc.
account-page-new-password = Mật khẩu mới (từ 8 ký tự trở lên)
account-page-set-password = Đặt mật khẩu
account-page-reset-done = Đã đổi mật khẩu của bạn, và mọi phiên đăng nhập cùng token API của tài khoản đã kết thúc: hãy đăng nhập bằng mật khẩu mới.

## The page of a failure: its title by what went wrong, and the way back.

error-page-not-found = Không tìm thấy
error-page-bad-request = Không đọc được
error-page-forbidden = Không được phép
error-page-too-many = Quá nhiều yêu cầu
error-page-server = Đã có lỗi xảy ra
error-page-not-done = Không thể thực hiện
error-page-other = Lỗi { $status }
error-page-reference = Nếu lỗi lặp lại, hãy cho chúng tôi biết mã tham chiếu này:
error-page-back = Quay lại sảnh chờ
error-page-no-such-page = Không có trang này.
