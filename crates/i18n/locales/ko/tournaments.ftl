## The tournaments' pages: the list with the form to make one, and each tournament's page.

tournament-list-title = 대회
tournament-none-yet = 아직 대회가 없습니다.
tournament-column-tournament = 대회
tournament-column-game = 게임
tournament-column-players = 참가자
tournament-column-state = 상태
tournament-list-detail = { $kind }, { $clock }, { $rating }
tournament-kind-swiss = 스위스 방식
tournament-kind-round-robin = 풀리그
tournament-rated = 레이팅 대국
tournament-casual = 친선 대국
tournament-clock-none = 시간 제한 없음
tournament-clock-days = 한 수에 { $days }일
tournament-clock-bank = 시간 저축: 처음 { $initial }일, 한 수마다 +{ $increment }일, 최대 { $cap }일
tournament-status-open = 참가 신청 중
tournament-status-round = { $rounds }라운드 중 { $round }라운드
tournament-status-under-way = 진행 중
tournament-status-finished = 종료
tournament-status-cancelled = 취소됨
tournament-starts = { $when } 시작

## The form to make a tournament.

tournament-make = 대회 만들기
tournament-game = 게임
tournament-group-hand-written = 직접 구현된 게임
tournament-group-defined = 데이터로 정의된 게임
tournament-group-players = 플레이어의 변형
tournament-variant-by = { $variant } ({ $owner } 님 작성)
tournament-show-options = 이 게임의 옵션 보기
tournament-name = 대회 이름
tournament-format = 방식
tournament-swiss-choice = 스위스 방식: 라운드가 끝날 때마다 점수가 비슷한 참가자끼리 대진을 짭니다
tournament-rounds-label = 라운드 수
tournament-round-robin-choice = 풀리그: 모든 두 참가자가 흑백을 바꿔 두 번씩 두며, 모든 대국을 한꺼번에 시작합니다
tournament-rule-options = 규칙 옵션
tournament-option-on = 켜기
tournament-option-off = 끄기
tournament-days-per-move = 한 수당 일수
tournament-rating = 레이팅
tournament-rated-choice = 레이팅 대국
tournament-casual-choice = 친선 대국
tournament-starts-at = 시작 일시 (UTC): 이때 참가 신청이 마감되고 1라운드 대진이 짜입니다
tournament-open = 대회 열기
tournament-rounds-not-a-number = 라운드 수는 정수로 입력해야 합니다.
tournament-days-not-a-number = 한 수당 일수는 정수로 입력해야 합니다.
tournament-not-a-time = "{ $text }"은(는) 올바른 날짜와 시간이 아닙니다.
tournament-opened = 대회가 열렸습니다. 시작하기 전까지 누구나 참가할 수 있습니다.

## A tournament's page.

tournament-summary-swiss = { $game } 스위스 방식, 총 { $rounds }라운드, { $clock }, { $rating }.
tournament-summary-round-robin = { $game } 풀리그, { $clock }, { $rating }.
tournament-rules = 규칙: { $rules }.
tournament-made-by = 주최: { $creator } 님.
tournament-joining-open = 참가 신청을 받고 있습니다. { $starts }에 시작합니다.
tournament-state-round = { $rounds }라운드 중 { $round }라운드 진행 중입니다.
tournament-state-under-way = 진행 중입니다.
tournament-state-finished = 종료되었습니다.
tournament-state-cancelled = 취소되었습니다.
tournament-join = 참가하기
tournament-leave = 참가 취소
tournament-start-now = 지금 시작
tournament-withdraw = 기권하기
tournament-withdraw-confirm = 기권하시겠습니까? 이 대회에서 끝나지 않은 내 대국은 모두 기권 처리됩니다.
tournament-you-withdrew = 기권했습니다.
tournament-standings = 순위
tournament-column-player = 플레이어
tournament-column-points = 승점
tournament-column-sb = SB
tournament-sonneborn-berger = 조네보른-베르거 점수: 이긴 상대들의 승점 합계에, 비긴 상대들의 승점 절반을 더한 값
tournament-column-wins = 승
tournament-column-played = 대국 수
tournament-withdrew-mark = (기권)
tournament-round = { $round }라운드
tournament-games = 대국
tournament-result-playing = 진행 중
tournament-bye = 부전승 (1점)
tournament-players = 참가자 ({ $count }명)
tournament-joined = 참가했습니다. 라운드마다 대진이 짜이면 대국이 시작됩니다.
tournament-left = 대회 참가를 취소했습니다.
tournament-withdrawn = 기권했습니다. 이 대회에서 끝나지 않은 내 대국은 기권 처리되며, 더 이상 대진에 들어가지 않습니다.
tournament-started = 대회가 시작되었습니다.
tournament-no-such-page = 그런 페이지는 없습니다.
