## The settings page.

settings-page-title = 设置
settings-page-unverified = 你的邮箱 { $address } 尚未验证：在你打开我们发去的链接之前，我们不会向它发送任何邮件（在此之前，你可以在网站上或通过 API 下棋）。
settings-page-send-link-again = 重新发送链接
settings-page-change-address-action = 更改邮箱
settings-page-notices-legend = 邮件通知
settings-page-notify-move = 每一步棋、每个挑战和每局结果都发邮件
settings-page-notify-digest = 每天一封汇总邮件
settings-page-notify-none = 不发邮件（通知只留在网站上）
settings-page-reminders = 提醒：在期限前几小时提醒（用逗号分隔；留空则不提醒）
settings-page-time-zone = 你的时区，用于邮件中的期限时间（如 Asia/Shanghai 或 Europe/Paris）
settings-page-notation-legend = 着法的记法（网页和邮件中）
settings-page-notation-san = 标准代数记法（没有此记法的棋种用完整记法）：
settings-page-notation-full = 完整代数记法，与对局记录一致：
settings-page-save = 保存
settings-page-saved = 设置已保存。
settings-page-no-such-language = ortoo 没有“{ $language }”这种语言。

## The settings page: playing by mail.

settings-page-by-mail = 通过邮件下棋
settings-page-by-mail-commands = 在发往对弈邮箱的邮件主题中写上指令，你回复我们发出的确认邮件后，指令就会执行。例如：
settings-page-by-mail-password = 设置邮件密码后，以 { $example } 结尾的指令会立即执行。
settings-page-mail-password-set = 你已设置邮件密码。
settings-page-mail-password-none = 你还没有设置邮件密码。
settings-page-mail-password-label = 新的邮件密码（8 到 64 个字符，不含空格；留空则删除）
settings-page-mail-password-change = 更改或删除
settings-page-mail-password-add = 设置
settings-page-mail-password-was-set = 邮件密码已设置。
settings-page-mail-password-removed = 邮件密码已删除。

## The settings page: vacation.

settings-page-vacation = 休假
settings-page-vacation-days-left = 今年的休假天数还剩 { $left } 天（共 { $total } 天）。
settings-page-vacation-clocks = 休假期间，你所有对局的棋钟都会停止。
settings-page-vacation-until = 休假至 { $until }。
settings-page-vacation-back = 我回来了（退还未用完的天数）
settings-page-vacation-days = 从现在起休假的天数
settings-page-vacation-start = 开始休假
settings-page-vacation-started = 你已开始休假：你的棋钟已停止。
settings-page-vacation-ended = 欢迎回来：你的棋钟重新开始计时。
settings-page-vacation-whole-days = 休假天数必须是整数。

## The settings page: the account, its address and password, its data, closing it.

settings-page-account = 你的账户
settings-page-account-since = { $name }，注册于 { $date }。
settings-page-address-verified = 邮箱：{ $address }（已验证）。
settings-page-address-unverified = 邮箱：{ $address }（未验证）。
settings-page-change-address = 更改邮箱
settings-page-new-address = 新邮箱地址
settings-page-your-password = 你的密码
settings-page-change-address-hint = 我们会向新邮箱发送一个链接；打开链接后新邮箱即生效，并会通知旧邮箱。
settings-page-change-password = 更改密码
settings-page-present-password = 当前密码
settings-page-change-password-hint = 该账户的其他所有会话（其他浏览器、手机）和所有 API 令牌都会失效；当前浏览器保持登录。
settings-page-change-password-button = 更改密码
settings-page-verification-sent = 新的链接已发往你的邮箱。
settings-page-address-link-sent = 链接已发往新邮箱：打开链接后更改才会生效。
settings-page-address-changed = 你的邮箱已更改。
settings-page-password-changed = 你的密码已更改；该账户的其他所有会话和 API 令牌均已失效。
settings-page-data = 你的数据
settings-page-data-about = 一个 JSON 文件包含你的账户、设置、API 令牌和每一盘对局（完整记录，以及能用 PGN 表示的对局的 PGN）。
settings-page-data-download = 下载你的数据
settings-page-close = 注销账户
settings-page-close-about = 你正在进行的对局将全部认输，参加的赛事将全部退出；之后任何人都无法登录该账户，它的 API 令牌会失效，也不会再收到任何邮件。你的对局会保留，你的名字会显示为已注销的账户；这个名字不会再给别人使用。请先下载你的数据：注销后无法恢复。
settings-page-close-understood = 我明白：注销我的账户
settings-page-close-button = 注销我的账户
settings-page-close-tick = 请勾选方框，表示你明白注销的后果。
settings-page-closed = 你的账户已注销。感谢你的参与。

## The settings page: how pages look in this browser.

settings-page-look = 此浏览器中的页面外观
settings-page-colours = 配色
settings-page-colours-system = 跟随系统设置（浅色或深色）
settings-page-colours-light = 浅色
settings-page-colours-dark = 深色
settings-page-pieces = 棋子
settings-page-pieces-drawn = ortoo 的棋子图
settings-page-pieces-letters = 字母，与记谱中的写法一致
settings-page-sound = 声音
settings-page-sound-none = 无
settings-page-sound-moves = 每步棋一声提示（将军时音调更高）

## The notices page and the one-click unsubscribe.

notices-page-title = 通知
notices-page-none = 还没有通知。
notices-page-new = 新
unsubscribe-page-title = 退订
unsubscribe-page-heading = 邮件通知
unsubscribe-page-done = 你将不再收到来自 ortoo 的邮件。通知仍会留在网站上；你可以在设置中重新开启邮件。
unsubscribe-page-ask = 停止接收 ortoo 的所有邮件通知吗？
unsubscribe-page-button = 退订
unsubscribe-page-bad-link = 这个退订链接无效；请到设置页面更改你的邮件设置。

## Logging in and registering.

login-page-log-in = 登录
login-page-register = 注册
login-page-create-heading = 创建账户
login-page-create-button = 创建账户
login-page-name = 用户名
login-page-email = 邮箱（用于接收轮到你走棋等通知；我们会先发一个链接来验证它）
login-page-password = 密码
login-page-new-password = 密码（至少 8 个字符）
login-page-have-account = 已有账户？
login-page-new-here = 第一次来？
login-page-forgot = 忘记密码了？
login-page-reset-it = 重置密码
login-page-welcome = 欢迎，{ $name }！我们已向 { $address } 发送了一个链接：打开它之后，轮到你走棋和收到挑战时都会通过邮件通知你。在此之前，你可以在网站上下棋。
login-page-logged-out = 已退出登录。

## The mailed account links: an address verified, a password reset asked for and chosen.

account-page-verify-title = 验证你的邮箱
account-page-choose-title = 设置新密码
account-page-verified = { $address } 已验证：今后轮到你走棋、收到挑战和回复时都会发到这个邮箱。
account-page-verified-already = 你的邮箱 { $address } 已经验证过了。
account-page-settings-sends-new = 可以在设置页面重新发送链接。
account-page-ask-again = 申请新的链接。
account-page-to-lobby = 前往大厅
account-page-reset-about = 请输入你的用户名或邮箱：我们会向该账户的邮箱（如果已验证）发送一个设置新密码的链接。链接只能使用一次，一小时内有效。
account-page-name-or-address = 用户名或邮箱
account-page-mail-link = 发送链接
account-page-remembered = 想起来了？
account-page-reset-by-mail = 你也可以用账户的邮箱向对弈邮箱发送以下内容：
account-page-reset-asked = 如果存在使用该用户名或邮箱（已验证）的账户，设置新密码的链接已发往其邮箱。链接只能使用一次，一小时内有效。
account-page-new-password-for = 为 { $name } 设置新密码。设置后，该账户会在所有设备上退出登录，其 API 令牌也会失效。
account-page-new-password = 新密码（至少 8 个字符）
account-page-set-password = 设置密码
account-page-reset-done = 你的密码已更改，该账户的所有会话和 API 令牌均已失效：请用新密码登录。

## The page of a failure: its title by what went wrong, and the way back.

error-page-not-found = 未找到
error-page-bad-request = 无法读取
error-page-forbidden = 不允许
error-page-too-many = 请求过多
error-page-server = 出错了
error-page-not-done = 无法完成
error-page-other = 错误 { $status }
error-page-reference = 如果再次发生，请告诉我们这个参考编号：
error-page-back = 返回大厅
error-page-no-such-page = 没有这个页面。
