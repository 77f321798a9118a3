## The commands a reply by mail may give, one word each (the first line of the reply). A reply
## is understood in its writer's language and in English: each language's words are its own,
## and may be the English word where its players use it. A command's word must not be a move.

command-draw = hòa
command-decline = không
command-takeback = lùi
command-claim = đòi
command-resign = thua
command-board = bàn
command-log = ván
command-moves = nước
command-say = nói
command-note = ghi
command-forecast = kế
command-clear = xóa
command-if = nếu
command-then = thì
command-help = giúp
command-watch = xem
command-unwatch = ngừng
command-accept = nhận
