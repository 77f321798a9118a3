## The new-game form, and what answers a challenge.

challenge-title = 새 대국
challenge-game = 게임
challenge-group-hand-written = 직접 구현된 게임
challenge-group-defined = 데이터로 정의된 게임
challenge-group-players = 플레이어가 만든 변형
challenge-uploaded-by = { $game } (만든 사람: { $owner })
challenge-show-options = 이 게임의 옵션 보기
challenge-rules = 규칙
# $choice is the game's word for what each player chooses (janggi's "arrangement"), in English.
challenge-own-choice-summary = 각 진영의 { $choice } (바꾸지 않으면 일반적인 것)
challenge-own-choice-legend = 각 진영의 { $choice }
challenge-own-choice-hint = 내가 맡을 수 있는 진영마다 원하는 것을 고르십시오. 신청을 수락하는 플레이어는 수락할 때 자신의 { $choice }을(를) 고를 수 있습니다.
challenge-options-summary = 규칙 옵션 (바꾸지 않으면 기본값)
challenge-options-legend = 규칙 옵션
challenge-switch-on = 켬
challenge-switch-off = 끔
challenge-play-against = 대국 상대
challenge-way-person = 지정한 플레이어
challenge-way-seek = 공개 모집: 누구나 수락할 수 있음
challenge-way-engine = 엔진
challenge-way-watch = 엔진끼리의 대국 관전
challenge-opponent = 플레이어 이름
challenge-engine-level = 엔진 레벨 (1은 빠르고 대충 두며, 12는 한 수에 최대 30초 생각합니다)
challenge-level = 레벨 { $level }
challenge-watch-white = { $sides ->
    [xiangqi] 홍의 레벨
    [janggi] 초의 레벨
    [shogi] 선수의 레벨
   *[chess] 백의 레벨
}
challenge-watch-black = { $sides ->
    [xiangqi] 흑의 레벨
    [janggi] 한의 레벨
    [shogi] 후수의 레벨
   *[chess] 흑의 레벨
}
challenge-colour = 내 진영
challenge-colour-random = 무작위
challenge-colour-white = { $sides ->
    [xiangqi] 홍
    [janggi] 초
    [shogi] 선수
   *[chess] 백
}
challenge-colour-black = { $sides ->
    [xiangqi] 흑
    [janggi] 한
    [shogi] 후수
   *[chess] 흑
}
challenge-rating = 레이팅
challenge-rated = 레이팅 대국: 결과가 두 플레이어의 이 게임 레이팅에 반영됩니다
challenge-casual = 친선 대국
challenge-rating-min = 최저 레이팅
challenge-rating-max = 최고 레이팅
challenge-rating-range-hint = 이 범위의 레이팅을 가진 플레이어만 수락할 수 있습니다. 둘 다 비워 두면 누구나 수락할 수 있습니다.
challenge-clock = 시간 제한
challenge-days-per-move = 한 수당 일수
challenge-time-bank = 시간 저축
challenge-bank-initial = 시작할 때의 일수
challenge-bank-increment = 한 수마다 더해지는 일수
challenge-bank-cap = 저축할 수 있는 최대 일수
challenge-no-clock = 시간 제한 없음
challenge-clock-hint = 기한을 넘긴 플레이어는 시간 패배가 됩니다. 휴가 중에는 시계가 멈춥니다.
challenge-send = 대국 신청 보내기

## What the form says back.

challenge-sent = 대국 신청을 보냈습니다.
challenge-declined = 대국 신청을 거절했습니다.
challenge-withdrawn = 대국 신청을 철회했습니다.
challenge-no-such-game = 여기에는 “{ $game }”(이)라는 게임이 없습니다. 목록에서 고르십시오.
challenge-no-such-page = 그런 페이지는 없습니다.
challenge-bad-level = 엔진 레벨은 1부터 12까지입니다. “{ $level }”은(는) 쓸 수 없습니다.
challenge-bad-days = “{ $days }”은(는) 일수로 쓸 수 있는 정수가 아닙니다.
challenge-bad-way = “{ $way }”은(는) 대국 방식이 아닙니다. 플레이어, 공개 모집, 엔진 중에서 고르십시오.
challenge-two-opponents = 대국 상대가 둘 이상 지정되었습니다(플레이어, 엔진, 엔진끼리의 대국). 하나만 고르십시오.
challenge-name-the-player = 신청할 플레이어의 이름을 입력하십시오(또는 공개 모집이나 엔진을 고르십시오).
challenge-choose-level = 엔진 레벨을 1부터 12 중에서 고르십시오.
challenge-choose-levels = 백과 흑의 엔진 레벨을 각각 고르십시오.
challenge-bad-lowest-rating = 최저 레이팅은 정수여야 합니다. “{ $rating }”은(는) 쓸 수 없습니다.
challenge-bad-highest-rating = 최고 레이팅은 정수여야 합니다. “{ $rating }”은(는) 쓸 수 없습니다.
