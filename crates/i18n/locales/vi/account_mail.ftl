# The mail about an account itself (its address, its password), in the reader's language: the
# language they chose, else the one the page they signed up on was in.

account-mail-hello = Chào { $name },
account-mail-verify-title = Xác minh địa chỉ email của bạn
# $hours: how long the link works
account-mail-verify = Để ortoo gửi thư tới địa chỉ này ({ $address }) cho tài khoản "{ $name }" (báo lượt đi, lời thách đấu, trả lời thư của bạn), hãy mở liên kết này trong vòng { $hours } giờ:
account-mail-verify-until = Cho đến lúc đó, không có thư nào khác được gửi tới địa chỉ này; trong lúc chờ, bạn vẫn chơi được trên trang web.
account-mail-verify-ignore = Nếu bạn không yêu cầu việc này, hãy bỏ qua thư này: sẽ không có thư nào được gửi tới đây nữa.
account-mail-changed-title = Địa chỉ email của bạn đã được đổi
# $server: the server's address (https://…)
account-mail-changed = Địa chỉ của tài khoản ortoo "{ $name }" của bạn giờ là { $address }: địa chỉ này ({ $old }) sẽ không nhận thư từ ortoo nữa.
account-mail-changed-warning = Nếu bạn không tự đổi, ai đó đã biết mật khẩu và chiếm được tài khoản của bạn: hãy báo ngay cho người quản lý { $server }.
account-mail-reset-title = Đặt lại mật khẩu
account-mail-reset = Có người (hy vọng là bạn) đã yêu cầu đặt lại mật khẩu của tài khoản ortoo "{ $name }". Để chọn mật khẩu mới, hãy mở liên kết này trong vòng một giờ; liên kết chỉ dùng được một lần:
account-mail-reset-ends = Khi chọn mật khẩu mới, tài khoản sẽ bị đăng xuất ở mọi nơi và các token API của nó sẽ kết thúc.
account-mail-reset-ignore = Nếu bạn không yêu cầu, hãy bỏ qua thư này: mật khẩu của bạn vẫn giữ nguyên.
