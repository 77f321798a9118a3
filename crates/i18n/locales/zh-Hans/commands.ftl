## The commands a reply by mail may give, one word each (the first line of the reply). A reply
## is understood in its writer's language and in English: each language's words are its own,
## and may be the English word where its players use it. A command's word must not be a move.

command-draw = 和棋
command-decline = 拒绝
command-takeback = 悔棋
command-claim = 判和
command-resign = 认输
command-board = 棋盘
command-log = 棋谱
command-moves = 着法
command-say = 留言
command-note = 笔记
command-forecast = 预走
command-clear = 清除
command-if = 如果
command-then = 那么
command-help = 帮助
command-watch = 关注
command-unwatch = 取消关注
command-accept = 接受
