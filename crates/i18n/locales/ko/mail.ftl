## Notices: what a player is told, listed on the notices page and mailed. A notice's title
## names no game: the list writes the game before it, and a mail's subject starts with it.

notice-in-game = { $game }: { $title }
notice-turn = { $opponent } 님과의 대국에서 둘 차례입니다 ({ $ply }수째)
notice-turn-again = { $opponent } 님과의 대국에서 다시 둘 차례입니다 ({ $ply }수째)
notice-played = { $opponent } 님의 수 ({ $ply }수째): { $move }
notice-effect = 효과: { $effect }
notice-comment = 코멘트: { $comment }
notice-begun = { $opponent } 님과의 { $game } 대국이 시작되었습니다.
notice-tournament = 대회: { $tournament }, { $round }라운드.
notice-reminder = 알림: { $opponent } 님과의 대국 착수 기한이 다가옵니다 ({ $due })
notice-reminder-detail = { $opponent } 님과의 { $game } 대국 착수 기한이 얼마 남지 않았습니다.
notice-game-over = { $opponent } 님과의 대국 종료: { $verdict }
notice-won = 승리했습니다 ({ $reason }).
notice-lost = 패배했습니다 ({ $reason }).
notice-drawn = 무승부로 끝났습니다 ({ $reason }).
notice-ended = 대국이 끝났습니다.
notice-wrote = { $name } 님의 말: { $text }
notice-draw-offer = { $opponent } 님이 무승부를 제안했습니다
notice-draw-offer-detail = { $opponent } 님이 { $game } 대국에서 무승부를 제안했습니다 ({ $ply }수째 이후).
notice-takeback-offer = { $opponent } 님이 무르기를 요청했습니다
notice-takeback-one = { $opponent } 님이 { $game } 대국에서 자신의 수 { $move }({ $ply }수째)의 무르기를 요청했습니다.
notice-takeback-more = { $opponent } 님이 { $game } 대국에서 자신의 수 { $move }({ $ply }수째)와 그 뒤의 수({ $rest })의 무르기를 요청했습니다.
notice-takeback-last = { $opponent } 님이 { $game } 대국에서 자신의 마지막 수의 무르기를 요청했습니다.
notice-takeback-declined = { $opponent } 님이 무르기를 거절했습니다
notice-takeback-declined-detail = { $opponent } 님이 무르기를 거절했습니다. 대국은 그대로 계속됩니다.
notice-taken-back = { $opponent } 님이 동의하여 수를 물렸습니다: { $moves }. 다시 둘 차례입니다.
notice-challenge = { $challenger } 님의 { $game } 대국 신청
notice-challenge-rated = { $challenger } 님이 { $game } 레이팅 대국을 신청했습니다 ({ $clock }; { $challenger } 님: { $color }).
notice-challenge-casual = { $challenger } 님이 { $game } 친선 대국을 신청했습니다 ({ $clock }; { $challenger } 님: { $color }).
notice-challenge-rules = 규칙: { $rules }
# The choice a player accepting makes for themselves (janggi's arrangement): $choice and $value
# are typed as they are in a reply; $words say what a value means.
notice-own-choice = 수락하면서 자신의 { $choice } 값을 직접 고를 수 있습니다(고르지 않으면 신청에 정해진 값이 그대로 쓰입니다):
notice-own-choice-value = { $value }: { $words }
notice-own-choice-reply = 이 값으로 수락하려면 "accept { $choice }={ $example }"라고 답장하세요.
notice-no-clock = 시간 제한 없음
notice-color-white = { $sides ->
    [xiangqi] 홍
    [janggi] 초
    [shogi] 선수
   *[chess] 백
}
notice-color-black = { $sides ->
    [xiangqi] 흑
    [janggi] 한
    [shogi] 후수
   *[chess] 흑
}
notice-color-random = 무작위 배정
notice-watched = { $white } – { $black }: { $mover } 님의 수 { $move }
notice-watched-played = { $mover } 님({ $side })의 수 ({ $ply }수째): { $move }
notice-watched-end = { $white } – { $black }: 대국 종료, { $result }
notice-over = 대국이 끝났습니다: { $result }.
notice-chat = { $name } 님: { $words }
notice-chat-detail = { $name } 님의 메시지:
notice-forecast = { $opponent } 님의 수 { $move }, 예약해 둔 응수 { $reply }
notice-forecast-played = { $opponent } 님의 수 ({ $ply }수째): { $move }
notice-forecast-answered = 예약해 둔 응수 ({ $reply-ply }수째): { $reply }
notice-forecast-goes-on = 예약 수순은 여기서부터 계속됩니다.
notice-forecast-ended = 예약 수순의 마지막 수였습니다.

## What a mail says under a notice, about its game as it stands when the mail goes.

letter-you-play-white = { $sides ->
    [xiangqi] 홍으로 두고 있습니다. 지금 둘 차례입니다.
    [janggi] 초로 두고 있습니다. 지금 둘 차례입니다.
    [shogi] 선수로 두고 있습니다. 지금 둘 차례입니다.
   *[chess] 백으로 두고 있습니다. 지금 둘 차례입니다.
}
letter-you-play-black = { $sides ->
    [xiangqi] 흑으로 두고 있습니다. 지금 둘 차례입니다.
    [janggi] 한으로 두고 있습니다. 지금 둘 차례입니다.
    [shogi] 후수로 두고 있습니다. 지금 둘 차례입니다.
   *[chess] 흑으로 두고 있습니다. 지금 둘 차례입니다.
}
letter-deadline = 기한: { $deadline }
letter-no-deadline = 없음 (시간 제한이 없는 대국)
letter-clock = 시간 제한: { $clock }
letter-clock-days = 한 수에 { $days }일
letter-clock-bank = 시간 저축: 처음 { $initial }일, 한 수마다 +{ $increment }일, 최대 { $cap }일
letter-game = 대국: { $link }
letter-the-game = 대국 페이지: { $link }
letter-record = 기보: { $link }
letter-game-and-talk = 대국과 대화: { $link }
letter-rating = { $game } 레이팅: { $before } → { $after } ({ $change }).
letter-legal-moves = { $count ->
    [1] 둘 수 있는 수는 하나뿐입니다: { $moves }
   *[other] 둘 수 있는 수 ({ $count }개): { $moves }
}
letter-many-moves = 둘 수 있는 수가 { $count }개 있습니다 (“{ command-moves }”라고 답장하면 목록을 보내 드립니다).
letter-moves-so-far = 지금까지의 수:
letter-hand-white = { $sides ->
    [xiangqi] 홍이 손에 든 기물: { $pieces }.
    [janggi] 초가 손에 든 기물: { $pieces }.
    [shogi] 선수가 손에 든 기물: { $pieces }.
   *[chess] 백이 손에 든 기물: { $pieces }.
}
letter-hand-black = { $sides ->
    [xiangqi] 흑이 손에 든 기물: { $pieces }.
    [janggi] 한이 손에 든 기물: { $pieces }.
    [shogi] 후수가 손에 든 기물: { $pieces }.
   *[chess] 흑이 손에 든 기물: { $pieces }.
}
letter-hand-empty = 없음
letter-answer-offer = 대국 페이지에서 수락하거나 거절해 주십시오: { $link }
letter-move-declines = (수를 두면 거절한 것으로 처리됩니다.)
letter-reply-draw = 또는 이 메일에 “{ command-draw }”라고 답장하면 수락, “{ command-decline }”라고 답장하면 거절됩니다.
letter-reply-takeback = 또는 이 메일에 “{ command-takeback }”라고 답장하면 수락, “{ command-decline } { command-takeback }”라고 답장하면 거절됩니다.
letter-challenge = 로비에서 수락하거나 거절해 주십시오: { $link }
letter-watching = 이 대국을 관전하고 있습니다. “{ command-unwatch }”라고 답장하면 이 메일을 더 보내지 않으며, “{ command-board }” 또는 “{ command-log }”라고 답장하면 국면 또는 전체 기보를 보내 드립니다.
letter-reply-say = “{ command-say }” 뒤에 하실 말을 써서 답장해 주십시오 (“{ command-say } 행운을 빕니다!”; 그 아래 줄도 함께 전달됩니다).
letter-digest-one = 둘 차례인 대국이 1개 있습니다. 현재 상황:
letter-digest-many = 둘 차례인 대국이 { $count }개 있습니다. 현재 상황:
letter-digest-game-white = { $sides ->
    [xiangqi] { $title }, { $opponent } 님과의 대국 (내가 홍), { $ply }수째, 기한: { $deadline }
    [janggi] { $title }, { $opponent } 님과의 대국 (내가 초), { $ply }수째, 기한: { $deadline }
    [shogi] { $title }, { $opponent } 님과의 대국 (내가 선수), { $ply }수째, 기한: { $deadline }
   *[chess] { $title }, { $opponent } 님과의 대국 (내가 백), { $ply }수째, 기한: { $deadline }
}
letter-digest-game-black = { $sides ->
    [xiangqi] { $title }, { $opponent } 님과의 대국 (내가 흑), { $ply }수째, 기한: { $deadline }
    [janggi] { $title }, { $opponent } 님과의 대국 (내가 한), { $ply }수째, 기한: { $deadline }
    [shogi] { $title }, { $opponent } 님과의 대국 (내가 후수), { $ply }수째, 기한: { $deadline }
   *[chess] { $title }, { $opponent } 님과의 대국 (내가 흑), { $ply }수째, 기한: { $deadline }
}

## What a reply may say: the help a mail ends with. The commands themselves are in
## commands.ftl; a reply may give them in the reader's language or in English.

help-intro = 이 메일에 답장하면서 첫 줄에 다음 중 하나를 쓰십시오:
help-your-move = 내 수 (“P e2-e4” 또는 “e2e4”). 그 아래 줄은 코멘트가 됩니다
help-draw = 무승부 제안, 또는 받은 제안 수락
help-decline = 받은 무승부 제안(또는 무르기 요청) 거절
help-takeback = 내 마지막 수의 무르기 요청, 또는 받은 무르기 요청 수락 (친선 대국만 해당. 거절은 “{ command-decline } { command-takeback }”)
help-claim = 규칙상 인정되는 무승부 주장
help-resign = 기권
help-board = 현재 국면 받기
help-log = 전체 기보 받기
help-moves = 둘 수 있는 수 목록 받기
help-say = 상대에게 보내는 메시지 (그 아래 줄도 함께 전달됩니다)
help-note = 이 대국에 대한 내 메모 받기. 메모를 바꾸려면 “{ command-note } …”
help-forecast = 내 예약 수순 받기. 삭제하려면 “{ command-forecast } { command-clear }”
help-if = 상대 차례일 때 수 예약: “{ command-if } X { command-then } Y”라고 쓰면 상대가 X를 두는 즉시 Y를 둡니다 (한 줄에 수순 하나. 이 줄들이 기존 예약을 대신합니다)
help-help = 이 목록 받기

## When a deadline falls and how far off it is.

due-passed = 기한 지남
due-in-days = { $hours ->
    [0] { $days }일 후
   *[other] { $days }일 { $hours }시간 후
}
due-in-hours = { $minutes ->
    [0] { $hours }시간 후
   *[other] { $hours }시간 { $minutes }분 후
}
due-in-minutes = { $minutes }분 후
date-time = { $year }년 { $month }월 { $day }일 ({ $weekday ->
    [1] 월
    [2] 화
    [3] 수
    [4] 목
    [5] 금
    [6] 토
   *[7] 일
}) { $time } { $zone }
date = { $year }년 { $month }월 { $day }일
deadline-when = { $when } ({ $far })

## A notice's line that is someone's own words (a message, a game's options), as written.

notice-quote = { $text }

## The daily digest
digest-title = 하루 요약: 알림 { $count }건
digest-intro = 지난 요약 이후 알림 { $count }건:
# $title: the notice's own title; $at: when it came (2031-11-06T09:30:00Z)
digest-notice = === { $title } ({ $at })
digest-game = 대국: { $link }
