## The commands a reply by mail may give, one word each (the first line of the reply). A reply
## is understood in its writer's language and in English: each language's words are its own,
## and may be the English word where its players use it. A command's word must not be a move.

command-draw = draw
command-decline = decline
command-takeback = takeback
command-claim = claim
command-resign = resign
command-board = board
command-log = log
command-moves = moves
command-say = say
command-note = note
command-forecast = forecast
command-clear = clear
command-if = if
command-then = then
command-help = help
command-watch = watch
command-unwatch = unwatch
command-accept = accept
