## The commands a reply by mail may give, one word each (the first line of the reply). A reply
## is understood in its writer's language and in English: each language's words are its own,
## and may be the English word where its players use it. A command's word must not be a move.

command-draw = 引き分け
command-decline = 拒否
command-takeback = 待った
command-claim = 申告
command-resign = 投了
command-board = 盤面
command-log = 棋譜
command-moves = 合法手
command-say = メッセージ
command-note = メモ
command-forecast = 予約
command-clear = 削除
command-if = もし
command-then = 次に
command-help = ヘルプ
command-watch = 観戦
command-unwatch = 観戦停止
command-accept = 承諾
