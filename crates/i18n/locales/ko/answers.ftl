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
