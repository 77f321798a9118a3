## The frame of every page: the header, the menu, the footer and the choice of language.

skip-to-content = 跳到正文
header-your-turn = 轮到你走
header-your-turn-title = { $count }盘对局等你走棋
header-challenges = 挑战
header-challenges-title = { $count }个挑战等你回应
header-notices = 通知
menu = 菜单
nav-site = 网站
nav-lobby = 大厅
nav-new-game = 新对局
nav-rules = 规则
nav-tournaments = 赛事
nav-leaderboards = 排行榜
account-notices = 通知
account-settings = 设置
account-log-out = 退出登录
account-log-in = 登录
account-register = 注册

footer-languages = 语言
footer-about = ortoo：国际象棋及其各类变体的通信对弈，可在网页上、通过邮件或 API 一步一步地下。

## The settings page's choice of language.

settings-language = 语言
settings-language-browser = 跟随浏览器（{ $language }）
settings-language-hint = 网页、邮件和 API 的消息都将使用此语言。通过邮件回复时，指令可以用此语言或英语书写。

## Errors the API and the pages answer with (the `code` beside them never changes).

error-too-many-requests = 请求过于频繁，请{ $seconds }秒后再试。
error-internal = 服务器出错了，未做任何更改。
