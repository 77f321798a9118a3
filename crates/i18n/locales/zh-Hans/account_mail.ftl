# The mail about an account itself (its address, its password), in the reader's language: the
# language they chose, else the one the page they signed up on was in.

account-mail-hello = { $name }，你好：
account-mail-verify-title = 验证你的邮箱
# $hours: how long the link works
account-mail-verify = 如需让 ortoo 为账户“{ $name }”向此邮箱（{ $address }）发送邮件（轮到你走棋、挑战、对你邮件的回复），请在{ $hours }小时内打开以下链接：
account-mail-verify-until = 在此之前，我们不会向这个邮箱发送其他邮件；你可以先在网页上下棋。
account-mail-verify-ignore = 如果这不是你本人的操作，请忽略本邮件：此邮箱不会再收到我们的邮件。
account-mail-changed-title = 你的邮箱已更改
# $server: the server's address (https://…)
account-mail-changed = 你的 ortoo 账户“{ $name }”的邮箱现已改为 { $address }：此邮箱（{ $old }）将不再收到 ortoo 的邮件。
account-mail-changed-warning = 如果不是你本人更改的，说明有人掌握了你的密码，也就掌握了这个账户：请立即告知 { $server } 的管理员。
account-mail-reset-title = 重置你的密码
account-mail-reset = 有人（希望是你本人）申请重置 ortoo 账户“{ $name }”的密码。如需设置新密码，请在一小时内打开以下链接；链接只能使用一次：
account-mail-reset-ends = 设置新密码后，该账户会在所有设备上退出登录，其 API 令牌也会失效。
account-mail-reset-ignore = 如果你没有申请，请忽略本邮件：你的密码保持不变。
