## Commands by new mail (not a reply): the commands themselves are typed in English, as they are
## read ("challenge bob koan"); what they do and the answers are in the reader's language.

orders-help-title = 메일로 두기
orders-help-intro = 이 주소로 다음 중 하나를 제목으로 적어 메일을 보내십시오:
orders-help-challenge = 플레이어에게 대국 신청
orders-help-engine = 엔진과 대국
orders-help-new = 누구나 받을 수 있는 공개 모집
orders-help-tournaments = 참가 신청 중이거나 진행 중인 대회
orders-help-join = 대회 참가 (나가려면 “withdraw TOURNAMENT-ID”)
orders-help-watch = 대국의 모든 수를 메일로 받기
orders-help-unwatch = 그 메일 받기 중단
orders-help-games = 내 대국과 각 대국의 차례
orders-help-reset = 새 비밀번호를 정하는 링크를 계정 주소로 받기
orders-help-help = 이 목록
orders-help-games-named = GAME은 게임의 이름 또는 ID입니다 (chess, khan, khans-chess, kings-run, koan, shatranj-kamil-x…).
orders-help-settings = 규칙 옵션은 name=value 형식으로 씁니다 (exchanges=off). 사람끼리 두는 대국은 casual이라고 쓰지 않으면 레이팅 대국입니다. 레이팅 범위를 정하면 공개 모집을 받을 수 있는 사람이 제한됩니다. 대국 신청, 새 대국, 관전은 저희가 보내는 확인 메일에 답장해야 실행됩니다. 발신자를 위조해 누군가 내 이름으로 행동하지 못하게 하기 위해서입니다.

orders-no-command = 메일에 명령이 없습니다. 제목에 명령을 쓰십시오.
# $command: watch or unwatch, as typed
orders-one-game = “{ $command }”에는 대국 하나를 지정합니다. 대국의 ID나 주소입니다.
orders-one-tournament = “{ $command }”에는 대회 하나를 지정합니다. 대회의 ID나 주소입니다.
orders-challenge-takes = “challenge”에는 플레이어 이름(또는 “engine”)과 게임을 지정합니다.
orders-not-a-command = “{ $typed }”은(는) 명령이 아닙니다.
orders-which-game = 게임을 지정하십시오: “challenge bob koan” 또는 “new koan”.
orders-not-a-setting = “{ $setting }”은(는) 설정이 아닙니다. name=value 형식으로 쓰십시오 (days=3).
orders-days = days는 한 수당 일수로, 1에서 30 사이의 정수입니다. “{ $given }”은(는) 쓸 수 없습니다.
orders-level = level은 엔진 레벨로, 1에서 12 사이입니다. “{ $given }”은(는) 쓸 수 없습니다.
orders-rating = rating은 레이팅 범위로, 1400-1800(또는 1400-, -1800) 형식입니다. “{ $given }”은(는) 쓸 수 없습니다.
# $games: the games' ids, joined by commas
orders-not-a-game = “{ $given }”은(는) 이 서버의 게임이 아닙니다. 게임 목록: { $games }.
orders-not-a-game-id = “{ $given }”은(는) 대국 ID가 아닙니다. ID(영문자와 숫자 32자)나 대국 주소를 지정하십시오.
orders-not-a-tournament-id = “{ $given }”은(는) 대회 ID가 아닙니다. ID(영문자와 숫자 32자)나 대회 주소를 지정하십시오.

orders-wrong-password = 메일 비밀번호가 틀렸습니다. 아무것도 실행하지 않았습니다.
orders-no-mail-password = 메일 비밀번호가 설정되어 있지 않아(설정 페이지에서 정할 수 있습니다) 아무것도 실행하지 않았습니다. 비밀번호 없이 명령을 보내고 확인 메일에 답장하십시오.
orders-guessed-title = 누군가 메일 비밀번호를 추측하고 있습니다
orders-guessed = 최근 한 시간 동안 메일 비밀번호가 { $count }번 틀리게 입력되었습니다. 한 시간이 지날 때까지 비밀번호가 붙은 명령은 비밀번호를 확인하지 않고 거부하며, 답장도 보내지 않습니다.
orders-guessed-change = 본인이 아니라면 누군가 비밀번호를 추측하고 있는 것입니다. 설정 페이지({ $link })에서 바꾸십시오. 비밀번호 없이 보내고 답장으로 확인한 명령은 계속 쓸 수 있습니다.
orders-confirmation-old = 이 확인 메일은 보낸 지 { $days }일이 지났습니다. 명령을 다시 보내십시오.
orders-done-already = 이 명령은 이미 확인되어 실행되었습니다. 명령은 한 번만 실행됩니다.

orders-reset-title = 비밀번호 재설정
orders-reset = 새 비밀번호를 정하는 링크를 계정 주소로 보냈습니다.
orders-tournaments-title = 대회
# $kind: round robin or Swiss (tournament-kind-…); $state: orders-tournament-open or -round
orders-tournament = { $name } ({ $game } { $kind }, 참가자 { $players }명, { $state })
# $starts: a date and time in UTC (2031-11-06 09:30)
orders-tournament-open = 참가 신청 중, { $starts } 시작
orders-tournament-round = { $rounds }라운드 중 { $round }라운드
orders-no-tournaments = 참가 신청 중이거나 진행 중인 대회가 없습니다.
orders-to-join = 참가하려면 “join”과 대회의 주소나 ID를 보내십시오.
orders-joined-title = 참가 완료
orders-joined = { $name }에 참가했습니다. 라운드마다 대진이 짜이면 대국을 메일로 보내 드립니다.
orders-left-title = 참가 취소
orders-left = 대회 참가를 취소했습니다.
orders-withdrawn-title = 기권
orders-withdrawn = 기권했습니다. 이 대회에서 끝나지 않은 내 대국은 기권 처리되며, 더 이상 대진에 들어가지 않습니다.
orders-watching = 이제 { $link } 대국을 관전합니다. 수마다 메일로 보내 드립니다.
orders-unwatched = 그 대국의 관전을 그만두었습니다.
orders-not-watched = 그 대국을 관전하고 있지 않았습니다.
orders-challenge-sent-title = 대국 신청 완료
orders-challenge-sent = { $name } 님에게 대국을 신청했습니다. 상대에게는 메일로 알립니다.
orders-seek-sent = 공개 모집을 로비에 올렸습니다: { $link }
orders-game-begun-title = 대국 시작
orders-game-begun = 엔진과의 대국이 시작되었습니다: { $link }
orders-games-title-none = 내 대국
orders-no-games = 진행 중인 대국이 없습니다.
orders-games-title = 내 대국: { $count }개 중 { $mine }개가 내 차례
# $title: the game's title (Chess #9f3c2a17); $deadline: when the move is due (deadline-when), or
# letter-no-deadline
orders-game-your-move = { $title }, { $opponent } 님과의 대국: 내 차례, { $ply }수째. 기한: { $deadline }
orders-game-their-move = { $title }, { $opponent } 님과의 대국: 상대 차례, { $ply }수째. 기한: { $deadline }

## The confirmation of a command by new mail
confirm-title = 확인: { $command }
confirm-came = 내 주소에서 다음 명령이 메일로 왔습니다:
confirm-reply = 확인하려면 이 메일에 답장하십시오(내용은 무엇이든, 비워 두어도 됩니다). 답장이 도착하면 한 번 실행됩니다. 보내신 적이 없다면 이 메일을 무시하십시오. 아무 일도 일어나지 않습니다.
confirm-good-for = 이 확인은 { $days }일 동안 유효합니다.
