# What the server says when it refuses an action (a form, a reply by mail, an API request).
# Each is one or two sentences a player reads beside the form they sent.

error-no-such-account = 그런 계정은 없습니다.
error-no-such-analysis = 그런 분석은 없습니다.
error-no-such-challenge = 그런 대국 신청은 없습니다.
error-no-engine = 이 서버에는 대국할 엔진이 없습니다.
error-no-such-game = 그런 대국은 없습니다.
error-no-such-player = 그런 플레이어는 없습니다.
error-no-such-tournament = 그런 대회는 없습니다.
error-no-such-file = 그런 변형 파일은 없습니다.
error-no-such-file-of-yours = 내 변형 파일 중에 그런 파일은 없습니다.
error-not-your-game = 내 대국이 아닙니다.
# $side: White or Black (side-white, side-black)
error-not-your-turn = 내 차례가 아닙니다. 지금은 { $side }의 차례입니다.
error-wrong-password = 계정 비밀번호가 맞지 않습니다. 아무것도 변경되지 않았습니다.
error-stale-ply = 대국이 진행되었습니다. 지금은 { $expected }수째가 아니라 { $current }수째입니다. 새로 고친 뒤 다시 시도하십시오.
error-hashing-busy = 서버가 한꺼번에 많은 비밀번호를 확인하고 있습니다. 몇 초 후에 다시 시도하십시오.

## Challenges and seeks
error-rating-outside = 레이팅 범위는 { $low }부터 { $high }까지입니다. { $end }은(는) 그 범위를 벗어납니다.
error-rating-range-reversed = 최저 레이팅({ $min })이 최고 레이팅({ $max })보다 높습니다.
# $value: what was sent, as JSON
error-option-value = 옵션 값은 텍스트, 숫자, true/false 중 하나여야 합니다. { $value }은(는) 쓸 수 없습니다.
error-colour = 색은 white, black, random 중 하나입니다. “{ $colour }”은(는) 쓸 수 없습니다.
error-engine-unrated = 엔진과의 대국은 레이팅에 반영되지 않습니다. 친선 대국으로 신청하십시오.
error-range-for-seeks = 레이팅 범위는 공개 모집에만 지정합니다. 플레이어에게 보내는 대국 신청은 이미 상대가 정해져 있습니다.
error-open-must-be-true = 공개 모집에서는 “open”이 true여야 합니다.
error-no-player-named = “{ $name }”(이)라는 플레이어가 없습니다.
error-account-closed = { $name } 님은 계정을 폐쇄했습니다.
error-engine-by-level = 엔진과 두려면 {"{"}"engine": LEVEL{"}"} 형식으로 대국을 신청하십시오(LEVEL은 1부터 12까지).
error-challenge-yourself = 자기 자신에게 대국을 신청할 수 없습니다.
error-challenge-accepted = 이 대국 신청은 이미 수락되었습니다.
error-challenge-declined = 이 대국 신청은 이미 거절되었습니다.
error-challenge-withdrawn = 이 대국 신청은 이미 철회되었습니다.
error-challenge-closed = 이 대국 신청은 마감되었습니다.
error-challenge-for-another = 이 대국 신청은 다른 플레이어에게 보낸 것입니다.
error-own-seek = 내 공개 모집은 수락할 수 없습니다.
# $game: the game's name; $rating: the player's rating there (a ? after it while provisional)
error-seek-rating = 이 공개 모집은 { $game } 레이팅이 { $min }~{ $max }인 플레이어만 수락할 수 있습니다. 내 { $game } 레이팅은 { $rating }입니다.
error-challenge-taken = 이 대국 신청은 방금 수락되었거나 철회되었습니다.
error-decline-not-yours = 대국 신청은 신청을 받은 플레이어만 거절할 수 있습니다.
error-withdraw-not-yours = 대국 신청은 신청한 플레이어만 철회할 수 있습니다.

## Time controls
error-days-per-move = 한 수당 일수는 1~30일입니다. { $days }일은 쓸 수 없습니다.
error-bank-initial = 시간 저축은 1~90일로 시작합니다. { $days }일은 쓸 수 없습니다.
error-bank-increment = 시간 저축에는 한 수마다 최대 30일까지 더할 수 있습니다. { $days }일은 쓸 수 없습니다.
error-bank-cap = 시간 저축의 최대 일수는 시작 일수({ $initial }일) 이상, 180일 이하입니다. { $cap }일은 쓸 수 없습니다.

## Games
error-watch-own-game = 이 대국의 대국자이므로 수는 이미 전달되고 있습니다.
# $result: how the start would end it (outcome-white-wins…)
error-over-at-start = 이 대국은 첫 수를 두기도 전에 끝나 버리므로({ $result }) 둘 수 없습니다.
error-game-too-busy = 대국이 너무 빠르게 바뀌고 있어 지금은 이 수를 둘 수 없습니다. 다시 시도하십시오.
error-comment-too-long = 코멘트는 최대 { $max }자입니다.
error-no-draw-offer = 상대가 무승부를 제안하지 않았습니다.
error-draw-offered-already = 이미 무승부를 제안했습니다.
error-draw-action = 무승부 동작은 offer, accept, decline, claim 중 하나입니다. “{ $action }”은(는) 쓸 수 없습니다.
# $result: how it ended (outcome-white-wins…)
error-game-over = 대국이 끝났습니다: { $result }.
error-nothing-to-hint = 대국이 끝났습니다. 더 이상 힌트를 드릴 것이 없습니다.

## Tournaments
error-tournament-joining-closed = 대회가 시작되어 참가 신청이 마감되었습니다.
error-tournaments-by-admins = 이 서버에서는 관리자만 대회를 만들 수 있습니다.
error-tournament-name-length = 대회 이름은 3~60자입니다.
# $kind: what was asked for; round_robin and swiss are the API's words, kept as they are
error-tournament-kind = 대회 방식은 round_robin(풀리그) 또는 swiss(스위스 방식)입니다. “{ $kind }”은(는) 쓸 수 없습니다.
error-round-robin-rounds = 풀리그에는 정할 라운드 수가 없습니다. 모든 두 참가자가 흑백을 바꿔 두 판을 한꺼번에 둡니다.
error-swiss-rounds = 스위스 방식은 1~{ $max }라운드입니다. { $rounds }라운드는 쓸 수 없습니다.
error-tournament-start = 대회 시작 일시는 지금부터 { $days }일 후 사이여야 합니다.
error-tournament-full = 대회 정원이 찼습니다({ $players }명).
error-tournament-joined-already = 이미 이 대회에 참가하고 있습니다.
error-tournament-not-joined = 이 대회에 참가하고 있지 않습니다.
error-tournament-not-playing = 이 대회에서 두고 있지 않습니다(또는 이미 기권했습니다).
error-tournament-over = 대회가 끝났습니다.
error-tournament-start-not-yours = 대회를 예정보다 일찍 시작할 수 있는 사람은 대회를 만든 사람뿐입니다.
error-tournament-started = 대회가 이미 시작되었습니다.

## Settings
error-reminder-hours = 리마인더는 1부터 { $max }까지의 정수 시간이어야 합니다. “{ $given }”은(는) 쓸 수 없습니다.
error-reminders-at-most-five = 리마인더는 최대 다섯 개까지입니다.
# move, digest and none are the API's words, kept as they are
error-notify-mode = 알림 방식은 “move”, “digest”, “none” 중 하나입니다. “{ $given }”은(는) 쓸 수 없습니다.
error-time-zone = “{ $zone }”은(는) 시간대가 아닙니다. Europe/Paris, America/New_York, UTC처럼 시간대 이름을 입력하십시오.
# san and full are the API's words, kept as they are
error-notation = 기보법은 “san”(표준 대수 기보법, Nf3) 또는 “full”(완전 대수 기보법, N g1-f3)입니다. “{ $given }”은(는) 쓸 수 없습니다.
# $known: the tags ortoo has, joined by commas
error-language = ortoo에는 “{ $tag }” 언어가 없습니다. 지원하는 언어: { $known }.
error-mail-password = 메일 비밀번호는 공백 없이 8~64자입니다(메일 제목에 들어가기 때문입니다).
error-vacation-length = 휴가는 최소 하루여야 합니다.
# $left: days left, with one decimal (2.5)
error-vacation-left = 올해 남은 휴가는 { $left }일입니다. { $days }일은 쓸 수 없습니다.
error-not-on-vacation = 휴가 중이 아닙니다.
error-vacation-changed = 방금 휴가가 변경되었습니다(다른 창에서 변경하셨나요?). 새로 고친 뒤 다시 시도하십시오.

## Files of variants
error-files-cursor = “{ $given }”은(는) 이 목록의 페이지 시작 위치가 아닙니다. 이전 페이지의 `next` 값을 입력하십시오.
error-file-too-long = 파일 크기가 { $bytes }바이트입니다. 파일은 최대 { $max }바이트(64 KiB)까지입니다.
error-file-no-variant = 파일에 정의된 변형이 없습니다. 변형은 [mygame:chess] 같은 섹션과 그 아래에 적은 키로 이루어집니다.
error-file-too-many-variants = 파일에 변형이 { $count }개 정의되어 있습니다. 파일 하나에는 최대 { $max }개까지 정의할 수 있습니다.
error-files-too-many = 이미 한 플레이어가 보관할 수 있는 최대치인 파일 { $max }개를 보관하고 있습니다. 하나를 삭제하거나, 기존 파일과 같은 이름으로 올려 그 파일을 대체하십시오.
error-search-too-long = 검색어는 최대 { $max }자입니다.
error-file-name-needed = 파일 이름이 필요합니다(예: mine.ini).
error-file-name-too-long = 파일 이름은 최대 { $max }자입니다.
error-file-name-letters = 파일 이름은 영문자, 숫자, 공백, '-', '_', '.'로만 이루어져야 하며, '.'이나 공백으로 시작할 수 없습니다.

## The engine
error-engine-level = 엔진 레벨은 { $low }부터 { $high }까지입니다. { $level }은(는) 쓸 수 없습니다.
error-engine-games = 이미 엔진과 대국 { $count }개를 두고 있습니다. 그중 하나가 끝나면 새 대국을 시작하십시오.
error-engine-watched = 이미 엔진끼리의 대국 { $count }개를 관전하고 있습니다. 그중 하나가 끝나면 새 대국을 시작하십시오.
error-hints-against-engine = 힌트는 엔진과의 대국에서만 제공됩니다.
error-hints-busy = 엔진이 다른 힌트를 처리하느라 바쁩니다. 몇 초 후에 다시 요청하십시오.

## Accounts
error-bad-name = 이름은 영문자, 숫자, '-', '_'로 이루어진 2~24자이며, 영문자로 시작해야 합니다.
error-bad-email = 이메일 주소가 아닌 것 같습니다.
error-bad-password = 비밀번호는 8자 이상(200자 이하)이어야 합니다.
error-link-refused = 이 링크는 이미 사용되었거나, 만료되었거나, 더 새로운 링크로 대체되었습니다. 새 링크를 요청하십시오.
error-verified-already = { $address }은(는) 이미 인증되었습니다.
error-reset-who = 계정 이름이나 이메일 주소를 입력하십시오.
error-password-changed = 그사이 (다른 곳에서) 비밀번호가 변경되었습니다. 다시 로그인하십시오.
error-same-address = { $address }은(는) 이미 이 계정의 주소입니다.
error-name-taken = “{ $name }” 이름은 이미 사용 중입니다.

## Forecasts
error-forecast-your-move = 지금은 내 차례이니 수를 두십시오. 예약 수순은 상대가 둘 차례일 때 입력합니다.
error-forecast-too-large = 예약 수순은 최대 { $max }쌍의 수, 깊이 { $deepest }까지입니다. 이 예약 수순은 { $count }쌍, 깊이 { $depth }입니다.
# $why: the rules' reason (a sentence of its own)
error-forecast-move = 예약 수순의 “{ $move }” 수는 둘 수 없습니다: { $why }
# $line: the moves before it, joined by commas
error-forecast-move-after = 예약 수순에서 { $line } 다음의 “{ $move }” 수는 둘 수 없습니다: { $why }
error-forecast-over-after-theirs = 상대의 그 수로 대국이 끝나 버립니다.
error-forecast-nothing-after = 예약 수순에서는 { $line } 다음에 대국이 끝나므로, 그 뒤에 수를 이어 둘 수 없습니다.
error-forecast-two-answers-now = 현재 국면에서 { $move } 수에 응수하는 분기가 두 개입니다. 상대의 수마다 응수는 하나만 남기십시오.
error-forecast-two-answers = { $line } 다음에 { $move } 수에 응수하는 분기가 두 개입니다. 상대의 수마다 응수는 하나만 남기십시오.

## Takebacks
error-takeback-action = 무르기 동작은 offer, accept, decline, withdraw 중 하나입니다. “{ $action }”은(는) 쓸 수 없습니다.
error-takeback-rated = 무르기는 친선 대국에서만 할 수 있습니다. 이 대국은 레이팅 대국입니다.
error-takeback-tournament = 대회 대국에서는 수를 무를 수 없습니다.
error-takeback-asked-already = 이미 내 수의 무르기를 요청했습니다.
error-takeback-opponent-asked = 상대가 자신의 수의 무르기를 요청했습니다. 먼저 그 요청을 수락하거나 거절하십시오.
error-takeback-engine-thinking = 엔진이 응수를 고르고 있습니다. 엔진이 둔 뒤에 다시 요청하십시오.
error-takeback-not-moved = 아직 수를 두지 않았으므로 물릴 수가 없습니다.
error-takeback-no-offer = 상대가 무르기를 요청하지 않았습니다.
error-takeback-not-asked = 무르기를 요청하지 않았습니다.
error-takeback-nothing = 무르기를 요청한 쪽이 둔 수가 없습니다.

## Analysis and conversation
error-analysis-while-playing = 대국 분석은 대국이 끝난 뒤에만 할 수 있습니다. 엔진의 판단이 아직 대국 중인 플레이어에게 도움이 될 수 있기 때문입니다.
error-analysis-nothing = 이 대국은 첫 수를 두기 전에 끝났습니다. 분석할 것이 없습니다.
error-message-empty = 메시지 내용을 입력하십시오.
error-message-too-long = 메시지는 최대 { $max }자입니다.
error-note-too-long = 메모는 최대 { $max }자입니다.
# "if", "then" and THEIR-MOVE, YOUR-MOVE: the words a forecast is written with (if and then stay English)
error-forecast-line = “{ $line }”은(는) 예약 수순 줄이 아닙니다. “if 상대의-수 then 나의-수” 형식으로 쓰고, 그 뒤의 수는 “then if ... then ...”으로 이어 쓰십시오.
error-form-unreadable = 양식을 읽을 수 없습니다. 빠진 항목이 있거나 받을 수 없는 값이 들어 있습니다. 뒤로 돌아가 페이지를 새로 고친 뒤 다시 보내 주세요.
error-query-unreadable = 주소에서 "?" 뒤의 부분을 이 페이지가 읽을 수 없습니다. 주소를 고치지 말고 링크를 따라가 주세요.

error-cross-site = 다른 사이트에서 보낸 양식은 받지 않습니다. 이 서버의 페이지에서 양식을 보내 주세요.
error-json-body-missing = 이 요청에는 JSON 본문이 필요합니다.
error-json-not-object = 본문은 JSON 객체여야 합니다: {"{"}"name": value, ...{"}"}.
error-json-content-type = 본문은 JSON으로, Content-Type: application/json 헤더와 함께 보내 주세요.
error-json-syntax = 본문이 올바른 JSON이 아닙니다. { $line }번째 줄 { $column }번째 칸에서 어긋납니다.
error-body-too-large = 요청 본문이 너무 큽니다.
error-body-unread = 요청 본문을 읽을 수 없습니다.
error-request-missing-field = 요청에 { $field } 항목이 없습니다.
error-request-unknown-field = 이 호출이 받지 않는 항목이 요청에 있습니다: { $field }.
error-request-repeated-field = 요청에 { $field } 항목이 두 번 들어 있습니다.
error-request-bad-value = { $field } 항목은 { $value }일 수 없습니다. 가능한 값: { $taken }.
error-request-wrong-type = { $field } 항목의 값 종류가 맞지 않습니다.
error-request-unread = 요청이 이 호출에 맞지 않습니다: { $why }
error-request-path = 주소가 이 호출에 맞지 않습니다: { $why }

## The API's own refusals
# A control character in what a client sent; the pages say these too. $character: its code
# point, and its name where it has one (U+0000 (NUL)); $field: the field's name as the request
# spells it (comment, opponent.user, moves[2]).
error-control-in-address = 주소에 제어 문자 { $character }이(가) 들어 있습니다. ortoo는 어떤 텍스트에서도 제어 문자를 받지 않습니다. 지운 뒤 다시 보내 주세요.
error-control-in-query-field = 주소의 “{ $field }” 항목에 제어 문자 { $character }이(가) 들어 있습니다. ortoo는 어떤 텍스트에서도 제어 문자를 받지 않습니다. 지운 뒤 다시 보내 주세요.
error-control-in-query-name = 주소의 항목 이름에 제어 문자 { $character }이(가) 들어 있습니다. ortoo는 어떤 텍스트에서도 제어 문자를 받지 않습니다. 지운 뒤 다시 보내 주세요.
error-control-in-body = 요청 본문에 제어 문자 { $character }이(가) 들어 있습니다. ortoo는 어떤 텍스트에서도 제어 문자를 받지 않습니다. 지운 뒤 다시 보내 주세요.
error-control-in-field = “{ $field }” 항목에 제어 문자 { $character }이(가) 들어 있습니다. ortoo는 어떤 텍스트에서도 제어 문자를 받지 않습니다. 지운 뒤 다시 보내 주세요.
error-control-in-name = 항목 이름에 제어 문자 { $character }이(가) 들어 있습니다. ortoo는 어떤 텍스트에서도 제어 문자를 받지 않습니다. 지운 뒤 다시 보내 주세요.
error-control-in-body-name = 요청 본문의 항목 이름에 제어 문자 { $character }이(가) 들어 있습니다. ortoo는 어떤 텍스트에서도 제어 문자를 받지 않습니다. 지운 뒤 다시 보내 주세요.
error-control-in-name-in = “{ $field }” 항목 안의 항목 이름에 제어 문자 { $character }이(가) 들어 있습니다. ortoo는 어떤 텍스트에서도 제어 문자를 받지 않습니다. 지운 뒤 다시 보내 주세요.
error-api-too-large = 요청 본문이 이 서버가 받을 수 있는 크기보다 큽니다.
error-api-method = 여기서는 그 메서드를 쓸 수 없습니다.
error-api-timeout = 요청 처리에 시간이 너무 오래 걸려 중단했습니다.
error-api-media-type = 요청 본문이 이 엔드포인트가 읽을 수 없는 형식입니다.
error-api-not-understood = 요청을 이해할 수 없습니다.
error-api-no-endpoint = 그런 API 엔드포인트는 없습니다.
# $scope: read or play, the API's words, kept as they are
error-api-missing-scope = 이 토큰에는 “{ $scope }” 스코프가 없습니다.
error-api-bearer = 토큰은 “Authorization: Bearer <token>” 형식으로 보내 주세요.
error-api-token-invalid = 유효하지 않은 API 토큰입니다. 잘못 입력했거나 폐기된 토큰일 수 있습니다.
error-api-account-needed = 계정이 필요한 작업입니다. API 토큰을 “Authorization: Bearer <token>” 형식으로 보내 주세요(토큰은 POST /api/v1/tokens로 만들 수 있습니다).
error-api-login-wrong = 그 이름과 비밀번호에 맞는 계정이 없습니다.
# read and play are the API's words, kept as they are
error-api-scopes = 스코프는 “read”와 “play”입니다(하나 또는 둘 다).
# $position: where the character is in the label, counted from 1; $character: line-feed,
# carriage-return or tab, each said in words, or else the character's code point (U+0007)
error-api-token-label-line = 토큰 라벨은 한 줄짜리 텍스트입니다. { $position }번째 문자가 제어 문자({ $character ->
        [line-feed] 줄 바꿈
        [carriage-return] 캐리지 리턴
        [tab] 탭
       *[other] { $character }
    })입니다.
error-api-token-label-length = 토큰 라벨은 최대 100자입니다.
error-api-no-such-token = 그 ID의 유효한 토큰이 없습니다.
error-api-idempotency-key = Idempotency-Key는 눈에 보이는 ASCII 문자 1~200자입니다.
error-api-idempotency-key-reused = 이 Idempotency-Key는 이미 다른 요청에 쓰였습니다.
error-api-idempotency-key-used = 이 Idempotency-Key는 이미 쓰였고, 이 요청으로 바뀐 것은 없습니다. 다시 보내면 그 키에 보관된 응답을 읽을 수 있습니다.
# $count: the streams this address has open, the most it may
error-api-streams-per-address = 이 IP 주소에서 이미 이벤트 스트림을 { $count }개 열어 두었으며, 이것이 최대입니다. 하나(탭)를 닫거나 나중에 다시 시도해 주세요.
error-api-streams-busy = 서버가 열 수 있는 이벤트 스트림이 모두 열려 있습니다. 잠시 후 다시 시도해 주세요.
# status, turn, format, limit and starts_at are the query's or the body's fields, and active,
# finished, mine, text, pgn and usi their values: the API's words, kept as they are
error-api-games-status = status는 active 또는 finished입니다.
error-api-games-turn = turn에 쓸 수 있는 값은 mine뿐입니다.
# $format: what was asked for
error-api-export-format = format은 text, pgn, usi 중 하나입니다. “{ $format }”은(는) 쓸 수 없습니다.
error-api-export-pgn = PGN은 체스 계열 게임만 나타낼 수 있습니다. format=text로 이 대국의 전체 기록을 받을 수 있습니다.
error-api-export-usi = USI는 쇼기 계열 게임만 나타낼 수 있습니다. format=text로 이 대국의 전체 기록을 받을 수 있습니다.
error-api-variants-limit = limit은 파일 수이며 1부터 { $max }까지입니다.
# $given: what was sent
error-api-starts-at = starts_at은 RFC 3339 형식의 시각입니다(예: 2026-12-01T18:00:00Z). “{ $given }”은(는) 쓸 수 없습니다.
# branches and lines are the request's fields, kept as they are
error-api-forecast-form = 예약 수순은 “branches”나 “lines” 중 하나로만 보내 주세요.
error-api-analysis-under-way = 이 대국은 진행 중입니다. 분석은 대국이 끝난 뒤에 합니다.
error-api-analysis-not-made = 이 대국에는 분석이 없습니다. 분석을 만들기 시작하기 전에 끝난 대국입니다. 이 주소로 POST를 보내면 분석을 요청할 수 있습니다.
error-api-mark-at-most = 한 번에 읽음으로 표시할 수 있는 알림은 최대 500개입니다.
