## Commands by new mail (not a reply): the commands themselves are typed in English, as they are
## read ("challenge bob koan"); what they do and the answers are in the reader's language.

orders-help-title = 通过邮件下棋
orders-help-intro = 向此地址发送邮件，并以下列任意一项作为主题：
orders-help-challenge = 向一名棋手发起挑战
orders-help-engine = 与引擎对弈
orders-help-new = 发布任何人都可以接受的公开约战
orders-help-tournaments = 正在报名和正在进行的赛事
orders-help-join = 报名参加赛事（发送“withdraw TOURNAMENT-ID”可退出）
orders-help-watch = 把某盘对局的每一步都发给你
orders-help-unwatch = 取消上述关注
orders-help-games = 你的对局，以及各局轮到谁走
orders-help-reset = 把设置新密码的链接发往你账户的邮箱
orders-help-help = 本列表
orders-help-games-named = GAME 是棋种的名称或标识（chess、khan、khans-chess、kings-run、koan、shatranj-kamil-x……）。
orders-help-settings = 规则选项写作 name=value（如 exchanges=off）。棋手之间的对局都计等级分，除非你写上 casual；等级分范围用来限定谁可以接受公开约战。挑战、新对局或关注要等你回复我们发出的确认邮件后才会执行，这样别人就无法伪造发件人、冒用你的名义。

orders-no-command = 邮件中没有指令：请把指令写在主题中。
# $command: watch or unwatch, as typed
orders-one-game = “{ $command }”后面要跟一盘对局：对局编号或对局地址。
orders-one-tournament = “{ $command }”后面要跟一个赛事：赛事编号或赛事地址。
orders-challenge-takes = “challenge”后面要跟一名棋手的名字（或“engine”）和一个棋种。
orders-not-a-command = “{ $typed }”不是指令。
orders-which-game = 请写明棋种：“challenge bob koan”或“new koan”。
orders-not-a-setting = “{ $setting }”不是设置项：请写作 name=value（如 days=3）。
orders-days = days 是每步的天数，为 1 到 30 的整数，不能是“{ $given }”。
orders-level = level 是引擎的级别，为 1 到 12，不能是“{ $given }”。
orders-rating = rating 是等级分范围，如 1400-1800（或 1400-、-1800），不能是“{ $given }”。
# $games: the games' ids, joined by commas
orders-not-a-game = “{ $given }”不是本站的棋种；可选的棋种有：{ $games }。
orders-not-a-game-id = “{ $given }”不是对局编号：请给出编号（32 个字母和数字）或对局地址。
orders-not-a-tournament-id = “{ $given }”不是赛事编号：请给出编号（32 个字母和数字）或赛事地址。

orders-wrong-password = 邮件密码错误：未执行任何操作。
orders-no-mail-password = 你没有设置邮件密码（可在设置页面设置），因此未执行任何操作。请发送不带密码的指令，然后回复确认邮件。
orders-guessed-title = 有人在猜你的邮件密码
orders-guessed = 一小时内，你的邮件密码被输错了{ $count }次。在这一小时结束之前，带密码的指令一律拒绝，不检查密码，也不作回复。
orders-guessed-change = 如果不是你本人，说明有人在猜你的密码：请在设置页面更改它（{ $link }）。不带密码、通过回复确认的指令仍然有效。
orders-confirmation-old = 这封确认邮件已超过{ $days }天：请重新发送指令。
orders-done-already = 此指令已经确认并执行过了；每条指令只执行一次。

orders-reset-title = 重置密码
orders-reset = 设置新密码的链接已发往你账户的邮箱。
orders-tournaments-title = 赛事
# $kind: round robin or Swiss (tournament-kind-…); $state: orders-tournament-open or -round
orders-tournament = { $name }（{ $game }{ $kind }，{ $players }名棋手，{ $state }）
# $starts: a date and time in UTC (2031-11-06 09:30)
orders-tournament-open = 报名中，{ $starts }开始
orders-tournament-round = 第{ $round }轮（共{ $rounds }轮）
orders-no-tournaments = 目前没有正在报名或进行中的赛事。
orders-to-join = 要报名参加，请发送“join”加上赛事地址或编号。
orders-joined-title = 已报名
orders-joined = 你已报名{ $name }。每轮编排后，你的对局会通过邮件发给你。
orders-left-title = 已退出
orders-left = 你已退出赛事。
orders-withdrawn-title = 已退赛
orders-withdrawn = 你已退赛：你在本赛事中未结束的对局判为认输，今后也不再参与编排。
orders-watching = 你正在关注 { $link }：每一步都会发给你。
orders-unwatched = 你不再关注那盘对局。
orders-not-watched = 你本来就没有关注那盘对局。
orders-challenge-sent-title = 挑战已发出
orders-challenge-sent = 你向{ $name }发出的挑战已送达；我们已通过邮件通知对方。
orders-seek-sent = 你的公开约战已发布在大厅：{ $link }
orders-game-begun-title = 对局已开始
orders-game-begun = 你与引擎的对局已开始：{ $link }
orders-games-title-none = 你的对局
orders-no-games = 你没有正在进行的对局。
orders-games-title = 你的对局：共{ $count }盘，{ $mine }盘轮到你走
# $title: the game's title (Chess #9f3c2a17); $deadline: when the move is due (deadline-when), or
# letter-no-deadline
orders-game-your-move = { $title }，对手{ $opponent }：轮到你走，第{ $ply }步。期限：{ $deadline }
orders-game-their-move = { $title }，对手{ $opponent }：轮到对方走，第{ $ply }步。期限：{ $deadline }

## The confirmation of a command by new mail
confirm-title = 确认：{ $command }
confirm-came = 以下指令来自你邮箱发出的邮件：
confirm-reply = 回复本邮件（内容随意，也可以留空）即可确认：收到你的回复后指令即执行，且只执行一次。如果指令不是你发出的，请忽略本邮件，什么都不会发生。
confirm-good-for = 此确认在{ $days }天内有效。
