## What a reply by mail is answered with: done, or refused and why. The answer's first line is
## its mail's subject.

answer-not-played-title = 착수되지 않음: { $typed }
answer-no-move-title = 착수되지 않음: 수 없음
answer-not-done-title = 실행되지 않음: { $typed }
answer-no-command-title = 실행되지 않음: 명령 없음
answer-not-played = “{ $typed }”라고 보내신 답장으로는 수를 두지 않았습니다.
answer-not-done = “{ $typed }”라고 보내신 답장은 실행되지 않았습니다.
answer-nothing-changed = 아무것도 변경되지 않았습니다.
answer-nothing-found = 답장에서 수나 명령을 찾지 못했습니다. 인용된 메일 위, 첫 줄에 써 주십시오.
answer-notice-too-old = 이 알림은 보낸 지 { $days }일이 지났습니다. 웹에서 두어 주십시오.
answer-not-for-a-move = 이 메일은 수를 두라고 보낸 메일이 아닙니다. 가장 최근에 받은 차례 알림(또는 내 차례인 동안 보내 드린 아무 메일)에 수를 적어 답장해 주십시오.
answer-reply-used = 이 메일에 답장하여 이미 수를 두었습니다. 한 수는 한 번만 보낼 수 있습니다.
answer-taken-back-since = 이 메일을 보낸 뒤 이 대국에서 수를 물렸습니다. 가장 최근에 받은 차례 알림에 답장해 주십시오.
answer-played-title = 착수 완료: { $move }
answer-played = { $move }({ $ply }수째)를 두었습니다.
answer-played-with-comment = { $move }({ $ply }수째)를 코멘트와 함께 두었습니다: “{ $comment }”
answer-opponent-told = 상대에게 알렸습니다.
answer-game-over-follows = 대국이 끝났습니다. 결과를 담은 알림을 곧 보내 드립니다.
answer-resigned-title = 기권했습니다
answer-resigned = 대국을 기권했습니다. 결과를 담은 알림을 곧 보내 드립니다.
answer-drawn-title = 무승부로 끝났습니다
answer-drawn = 대국이 무승부로 끝났습니다 ({ $reason }). 결과를 담은 알림을 곧 보내 드립니다.
answer-draw-declined-title = 무승부 제안 거절
answer-draw-declined = 받은 무승부 제안을 거절했습니다. 대국은 계속됩니다.
answer-draw-offered-title = 무승부 제안
answer-draw-offered = 상대에게 무승부를 제안했습니다. 상대가 수락하거나 거절할 때까지 제안은 유효합니다.

## Answers to the rarer replies: takebacks, the board, the moves, forecasts, messages, notes,
## watching, challenges
answer-takeback-declined-title = 무르기 거절
answer-takeback-declined = 무르기를 거절했습니다. 대국은 그대로 계속됩니다.
answer-takeback-granted-title = 무르기 수락
answer-takeback-granted = 수를 물렸습니다. 대국은 { $ply }수째로 돌아갔고, 상대가 둘 차례입니다.
answer-takeback-asked-title = 무르기 요청
answer-takeback-asked = 마지막 수를 물러 달라는 요청을 상대에게 보냈습니다. 상대가 응답하거나 내가 수를 둘 때까지 유효합니다.
answer-taken-back-title = 수를 물렸습니다
answer-taken-back = 엔진이 내 수를 물려 주었습니다. 대국은 { $ply }수째로 돌아갔고, 내가 둘 차례입니다.
answer-board-title = { $ply }수째 이후의 국면
# $side: White or Black (side-white, side-black)
answer-board-to-move = { $ply }수째 이후의 국면입니다. { $side }의 차례입니다.
answer-board-over = { $ply }수째 이후의 국면입니다. 대국은 끝났습니다.
answer-log-title = 지금까지의 기보
answer-log-players = { $game }: { $white }({ $first }) 대 { $black }({ $second })
answer-log-no-moves = 아직 둔 수가 없습니다.
answer-log-result = 결과: { $result }
answer-log-to-move = { $side }의 차례입니다.
answer-no-moves-title = 수 없음
answer-game-over = 대국이 끝났습니다.
answer-not-your-turn-title = 내 차례가 아닙니다
answer-not-your-turn = 내 차례가 아닙니다. 지금은 { $side }의 차례입니다.
answer-legal-moves-title = { $count ->
    [1] 둘 수 있는 유일한 수
   *[other] 둘 수 있는 수 { $count }개
}
answer-legal-moves = { $count ->
    [1] 둘 수 있는 수는 하나뿐입니다:
   *[other] 둘 수 있는 수 { $count }개:
}
answer-help-title = 답장에 쓸 수 있는 것
answer-watching-title = 관전 중
answer-watching = 이제 이 대국을 관전합니다. 수마다 메일로 보내 드립니다.
answer-watching-already = 이미 이 대국을 관전하고 있습니다.
answer-not-watching-title = 관전하지 않음
answer-unwatched = 이 대국의 관전을 그만두었습니다.
answer-not-watched = 이 대국을 관전하고 있지 않았습니다.
answer-forecast-title = 나의 예약 수순
answer-no-forecast-title = 예약 수순 없음
answer-no-forecast = 이 대국에 예약 수순이 없습니다.
answer-forecast-removed-title = 예약 수순 삭제
answer-forecast-removed = 이 대국의 예약 수순을 삭제했습니다.
answer-forecast-kept-title = 예약 수순 저장
answer-forecast = 나의 예약 수순: 상대가 여기에 있는 수를 두면 나의 응수가 바로 둬집니다.
answer-forecast-replace = 새 “{ command-if } … { command-then } …” 줄을 답장하면 바뀌고, “{ command-forecast } { command-clear }”라고 답장하면 삭제됩니다.
answer-message-sent-title = 메시지 전송 완료
answer-message-sent = 상대에게 메시지를 보냈습니다:
answer-no-note-title = 메모 없음
answer-no-note = 이 대국에 메모가 없습니다. “{ command-note }” 뒤에 내용을 써서 답장하면 메모를 남길 수 있습니다.
answer-note-title = 나의 메모
answer-note = 이 대국에 대한 나의 메모(나만 볼 수 있습니다):
answer-note-kept-title = 메모 저장
answer-note-kept = 이 대국에 대한 메모를 저장했습니다(나만 볼 수 있습니다):
answer-challenge-accepted-title = 대국 신청 수락
# $link: the game's page; $side: who moves first (side-white, side-black)
answer-challenge-accepted = 신청을 수락했고, 대국이 시작되었습니다: { $link }
answer-moves-first = { $side } 쪽이 먼저 둡니다.
answer-you-move-first = { $side } 쪽(나)이 먼저 둡니다. 차례 알림을 곧 보내 드립니다.
answer-challenge-declined-title = 대국 신청 거절
answer-challenge-declined = 대국 신청을 거절했습니다.
answer-challenge-help = 대국 신청에는 첫 줄에 “{ command-accept }” 또는 “{ command-decline }”을 써서 답장하십시오. 게임에서 각 플레이어가 고를 수 있는 것이 있다면 “{ command-accept } NAME=VALUE”로 나의 선택을 정합니다 (장기: “{ command-accept } arrangement=outer”).
answer-challenge-answer = 대국 신청에는 첫 줄에 “{ command-accept }” 또는 “{ command-decline }”을 써서 답장하십시오.
