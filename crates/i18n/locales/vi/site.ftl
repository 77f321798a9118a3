## The frame of every page: the header, the menu, the footer and the choice of language.

skip-to-content = Chuyển đến nội dung chính
header-your-turn = Đến lượt bạn
header-your-turn-title = { $count } ván đang chờ bạn đi
header-challenges = Thách đấu
header-challenges-title = { $count } lời thách đấu đang chờ bạn trả lời
header-notices = Thông báo
menu = Menu
nav-site = Trang web
nav-lobby = Sảnh chờ
nav-new-game = Ván mới
nav-rules = Luật chơi
nav-tournaments = Giải đấu
nav-leaderboards = Bảng xếp hạng
account-notices = Thông báo
account-settings = Cài đặt
account-log-out = Đăng xuất
account-log-in = Đăng nhập
account-register = Đăng ký

footer-languages = Ngôn ngữ
footer-about = ortoo: cờ vua và các biến thể chơi qua thư, đi từng nước trên trang web, qua email hoặc qua API.

## The settings page's choice of language.

settings-language = Ngôn ngữ
settings-language-browser = Theo trình duyệt của tôi ({ $language })
settings-language-hint = Các trang, thư gửi cho bạn và thông báo của API đều dùng ngôn ngữ này. Khi trả lời qua thư, bạn có thể viết lệnh bằng ngôn ngữ này hoặc bằng tiếng Anh.

## Errors the API and the pages answer with (the `code` beside them never changes).

error-too-many-requests = Quá nhiều yêu cầu; hãy thử lại sau { $seconds } giây.
error-internal = Máy chủ gặp sự cố; không có gì bị thay đổi.
