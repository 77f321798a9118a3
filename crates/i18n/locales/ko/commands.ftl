## The commands a reply by mail may give, one word each (the first line of the reply). A reply
## is understood in its writer's language and in English: each language's words are its own,
## and may be the English word where its players use it. A command's word must not be a move.

command-draw = 무승부
command-decline = 거절
command-takeback = 무르기
command-claim = 클레임
command-resign = 기권
command-board = 국면
command-log = 기보
command-moves = 수목록
command-say = 메시지
command-note = 메모
command-forecast = 예약
command-clear = 삭제
command-if = 만약
command-then = 그러면
command-help = 도움말
command-watch = 관전
command-unwatch = 관전취소
command-accept = 수락
