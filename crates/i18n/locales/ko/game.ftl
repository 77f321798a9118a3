## The game page: the heading and the players' lines, the status, offers, the move form, the
## moves list, forecasts, the conversation and notes, and the analysis. Game names, players'
## names and moves stay as they are written.

game-title = { $variant }: { $white } 대 { $black }
# HTML: $white and $black are each a player's name (a link to their page) and rating.
game-heading = { $sides ->
    [xiangqi] { $variant }: { $white } (홍) 대 { $black } (흑)
    [janggi] { $variant }: { $white } (초) 대 { $black } (한)
    [shogi] { $variant }: { $white } (선수) 대 { $black } (후수)
   *[chess] { $variant }: { $white } (백) 대 { $black } (흑)
}
game-engine-level = { $name } ({ $level }레벨)
game-closed-account = { $name } (탈퇴한 계정)
game-casual = 친선 대국입니다.
game-rated = 레이팅 대국입니다.
# $changes: each player's name and rating before and after, "alice 1500 → 1662 (+162)".
game-rated-changes = 레이팅 대국: { $changes }.
game-rated-unchanged = 레이팅 대국이지만 양측이 모두 두기 전에 끝나서 레이팅은 바뀌지 않았습니다.
game-tournament-round = { $tournament }, { $round }라운드.

## The result, and the page's own notice that the game went on.

game-over = 대국 종료. { $result }
# $reason: how it ended, from endings.ftl ("resignation").
game-result-white-won = { $sides ->
    [xiangqi] { $name } 님(홍) 승리 ({ $reason }).
    [janggi] { $name } 님(초) 승리 ({ $reason }).
    [shogi] { $name } 님(선수) 승리 ({ $reason }).
   *[chess] { $name } 님(백) 승리 ({ $reason }).
}
game-result-black-won = { $sides ->
    [xiangqi] { $name } 님(흑) 승리 ({ $reason }).
    [janggi] { $name } 님(한) 승리 ({ $reason }).
    [shogi] { $name } 님(후수) 승리 ({ $reason }).
   *[chess] { $name } 님(흑) 승리 ({ $reason }).
}
game-result-drawn = 무승부 ({ $reason }).
game-rematch = 재대국
game-moved-on = 대국이 진행되었습니다.
game-show-new-position = 새 국면 보기

## The pieces in hand (crazyhouse, shogi), and the players' lines beside the board.

game-hand-white = { $sides ->
    [xiangqi] 홍의 손에 든 기물
    [janggi] 초의 손에 든 기물
    [shogi] 선수의 손에 든 기물
   *[chess] 백의 손에 든 기물
}
game-hand-black = { $sides ->
    [xiangqi] 흑의 손에 든 기물
    [janggi] 한의 손에 든 기물
    [shogi] 후수의 손에 든 기물
   *[chess] 흑의 손에 든 기물
}
game-hand-white-label = { $sides ->
    [xiangqi] 홍의 손
    [janggi] 초의 손
    [shogi] 선수의 손
   *[chess] 백의 손
}
game-hand-black-label = { $sides ->
    [xiangqi] 흑의 손
    [janggi] 한의 손
    [shogi] 후수의 손
   *[chess] 흑의 손
}
game-hand-nothing = 없음
game-hand-count = { $count }개
game-players = 대국자
game-side-white = { $sides ->
    [xiangqi] 홍
    [janggi] 초
    [shogi] 선수
   *[chess] 백
}
game-side-black = { $sides ->
    [xiangqi] 흑
    [janggi] 한
    [shogi] 후수
   *[chess] 흑
}
game-taken-white = { $sides ->
    [xiangqi] 홍이 잡은 기물
    [janggi] 초가 잡은 기물
    [shogi] 선수가 잡은 기물
   *[chess] 백이 잡은 기물
}
game-taken-black = { $sides ->
    [xiangqi] 흑이 잡은 기물
    [janggi] 한이 잡은 기물
    [shogi] 후수가 잡은 기물
   *[chess] 흑이 잡은 기물
}
game-piece-white = { $sides ->
    [xiangqi] 홍의 { $piece }
    [janggi] 초의 { $piece }
    [shogi] 선수의 { $piece }
   *[chess] 백의 { $piece }
}
game-piece-black = { $sides ->
    [xiangqi] 흑의 { $piece }
    [janggi] 한의 { $piece }
    [shogi] 후수의 { $piece }
   *[chess] 흑의 { $piece }
}
# $ahead: "+3".
game-ahead = 기물 우위 { $ahead } (폰 기준)
game-clock-per-move = 한 수에 { $days }일
# $clock: the time in the bank, "6 d 04:00:00".
game-clock-bank = 보유 시간 { $clock }
game-deadline = 기한: { $when }
game-deadline-far = ({ $far })

## The status under the board.

game-your-turn = 둘 차례입니다.
game-white-to-move = { $sides ->
    [xiangqi] 홍이 둘 차례입니다.
    [janggi] 초가 둘 차례입니다.
    [shogi] 선수가 둘 차례입니다.
   *[chess] 백이 둘 차례입니다.
}
game-black-to-move = { $sides ->
    [xiangqi] 흑이 둘 차례입니다.
    [janggi] 한이 둘 차례입니다.
    [shogi] 후수가 둘 차례입니다.
   *[chess] 흑이 둘 차례입니다.
}
game-check = 체크!
game-tally-chips = 칩
game-tally-checks = 남은 체크 수
game-tally-count = 카운트
game-tally-points = 점수
game-tally-points-note = 외통이 아닌 방식(양측 한수쉼, 빅장, 동형 반복, 50수)으로 끝난 대국은 점수로 승부를 가립니다. 후수인 한은 1.5점을 더 받습니다.
# HTML: keep the <strong> marks around the numbers.
game-tally-sides = { $sides ->
    [xiangqi] { $label }: 홍 <strong>{ $white }</strong> · 흑 <strong>{ $black }</strong>.
    [janggi] { $label }: 초 <strong>{ $white }</strong> · 한 <strong>{ $black }</strong>.
    [shogi] { $label }: 선수 <strong>{ $white }</strong> · 후수 <strong>{ $black }</strong>.
   *[chess] { $label }: 백 <strong>{ $white }</strong> · 흑 <strong>{ $black }</strong>.
}
game-counting-white = { $label }: 백이 { $limit }수 중 <strong>{ $counted }</strong>수를 셌습니다.
game-counting-black = { $label }: 흑이 { $limit }수 중 <strong>{ $counted }</strong>수를 셌습니다.
game-counting-white-note = 백이 외통수에 걸리기 전에 카운트가 { $limit }수를 넘으면 무승부가 됩니다.
game-counting-black-note = 흑이 외통수에 걸리기 전에 카운트가 { $limit }수를 넘으면 무승부가 됩니다.
game-showing-ply = { $ply }수째 이후의 국면을 보고 있습니다
game-back-to-game = 대국으로 돌아가기

## What the opponent asks, and the game's rule options.

game-draw-offered = 상대가 무승부를 제안했습니다.
game-accept-draw = 무승부 수락
game-decline = 거절
# $moves: the moves to take back, "Nf3" or "Nf3 and e5".
game-takeback-asked = 상대가 { $moves }의 무르기를 요청했습니다.
game-moves-and = { $first }, { $second }
game-accept-takeback = 무르기 수락
# $rules: the options in words, as the rules write them.
game-rules-summary = 규칙: { $rules }
game-option-changed = (기본값 아님)
game-options-meaning = 옵션 설명

## The step that asks before a move made on the board is sent.

# HTML: the page's script writes the move into the <strong> element; keep it whole.
game-confirm = <strong class="text"></strong>을(를) 두시겠습니까?
game-play-move = 이 수 두기
game-cancel = 취소

## The moves list and the buttons that walk through it.

game-moves = 기보
game-no-moves = 아직 둔 수가 없습니다.
game-start-title = 처음 (Home)
game-start = « 처음
game-back-title = 한 수 뒤로 (←)
game-back = ‹ 뒤로
game-forward-title = 한 수 앞으로 (→)
game-forward = 앞으로 ›
game-now-title = 현재 국면 (End)
game-now = 현재 »
game-flip = 판 뒤집기
# $eval: the engine's evaluation, "-2.10"; $move: a move.
game-judgement-inaccuracy = 부정확한 수 ({ $eval }).
game-judgement-mistake = 실수 ({ $eval }).
game-judgement-blunder = 대악수 ({ $eval }).
game-judgement-better = 더 나은 수: { $move } ({ $eval }).

## Planning a forecast on the board. A planned line is written step by step: the first
## step, then each reply and each next move of the opponent, each with its own punctuation.

game-plan = 예약 수순 짜기
game-plan-start = 상대가 둘 것으로 예상하는 수를 판 위에 두고, 이어서 응수를 두십시오.
game-plan-first = 상대가 { $move }을(를) 두면
game-plan-reply = { " " }{ $move }(으)로 응수
game-plan-then = { ", " }이어서 상대가 { $move }을(를) 두면
game-plan-line = { $line }.
game-plan-next-theirs = 판에는 이 수순의 국면이 보입니다. 다음에는 상대의 수를 두십시오.
game-plan-next-yours = 판에는 이 수순의 국면이 보입니다. 다음에는 나의 수를 두십시오.
game-plan-add = 이 수순을 예약 수순에 추가
game-plan-undo = 마지막 수 취소
game-plan-stop = 그만 짜기
game-plan-next-move = 수순의 다음 수
game-plan-add-move = 추가
# $reason: the rules' refusal.
game-plan-problem = { $move }은(는) 그 국면에서 둘 수 없습니다: { $reason }
game-all-legal-moves = 둘 수 있는 모든 수 ({ $count })

## The move form.

game-finish-move = 다음 중 하나를 골라 수를 완성하십시오:
game-your-move = 나의 수
# The move field's hint: one move as several notations write it.
game-example-two = { $a } 또는 { $b }
game-example-three = { $a }, { $b } 또는 { $c }
game-example-four = { $a }, { $b }, { $c } 또는 { $d }
game-play = 두기
game-pass = 한수쉼
game-comment = 코멘트 (선택)
game-ask-first = 판 위에서 둔 수는 보내기 전에 확인
game-buttons-play = 버튼을 누르면 그 수를 바로 둡니다.
game-engine-thinking = 엔진이 생각하는 중입니다. 엔진이 두면 이 페이지에 그 수가 표시됩니다.

## The player's actions.

game-draw-offered-by-you = 무승부를 제안했습니다.
game-offer-draw = 무승부 제안
game-takeback-asked-by-you = 내 수의 무르기를 요청했습니다.
game-withdraw-request = 요청 철회
game-take-back = 내 수 무르기
game-ask-take-back = 내 수 무르기 요청
# $reason: the rule that allows the claim, from endings.ftl.
game-claim-draw = 무승부 클레임 ({ $reason })
game-hint = 힌트
game-resign-confirm = 이 대국을 기권하시겠습니까?
game-resign = 기권
game-download = 내려받기:
game-text-log = 텍스트 기보
game-rules = 규칙

## Watching a game.

game-stop-watching = 관전 중지
game-watching = 이 대국의 모든 수가 전달됩니다.
game-watch = 이 대국 관전
game-watch-hint = 설정에 따라 수마다 메일로 받습니다.

## The forecast. The words "if" and "then" of a forecast's lines stay in English: the server
## reads them.

game-forecast = 나의 예약 수순
game-forecast-about = 상대가 둘 차례일 때 응수를 미리 서버에 알려 둘 수 있습니다. 상대가 예약 수순에 있는 수를 두면 나의 응수가 바로 둬집니다. 예약 수순은 나만 볼 수 있습니다.
game-no-forecast = 예약 수순이 없습니다.
game-forecast-plan = 판 위에서 수순 짜기
game-forecast-edit = 텍스트로 편집
game-forecast-lines = 한 줄에 한 수순씩: if 상대의-수 then 나의-수, then if … then … (if와 then은 영어 그대로 씁니다)
game-forecast-keep = 이 예약 수순 저장
game-forecast-remove = 예약 수순 삭제

## The conversation and the player's notes.

game-conversation = 대화
game-no-messages = 아직 메시지가 없습니다. 이 대화는 두 대국자만 볼 수 있습니다.
game-message = 메시지
game-message-placeholder = 상대에게 보낼 메시지
game-send = 보내기
game-notes = 나의 메모
game-notes-private = 메모는 나만 볼 수 있습니다.
game-notes-keep = 메모 저장

## The position in words, for a screen reader, and as a drawing in text.

game-pieces = 칸별 기물 배치
game-pieces-none = 없음
game-text-board = 텍스트 판
game-text-board-note = (복사용 그림입니다. 위의 기물 목록과 같은 국면입니다)

## The engine's analysis of a finished game.

game-analysis = 분석
game-analysis-legend = { $sides ->
    [xiangqi] 밝은 부분이 홍의 승률입니다. 점은 형세를 잃은 수를 표시합니다: 빨강은 대악수, 주황은 실수, 노랑은 부정확한 수입니다. 점이나 수를 누르면 그 국면으로 갑니다.
    [janggi] 밝은 부분이 초의 승률입니다. 점은 형세를 잃은 수를 표시합니다: 빨강은 대악수, 주황은 실수, 노랑은 부정확한 수입니다. 점이나 수를 누르면 그 국면으로 갑니다.
    [shogi] 밝은 부분이 선수의 승률입니다. 점은 형세를 잃은 수를 표시합니다: 빨강은 대악수, 주황은 실수, 노랑은 부정확한 수입니다. 점이나 수를 누르면 그 국면으로 갑니다.
   *[chess] 밝은 부분이 백의 승률입니다. 점은 형세를 잃은 수를 표시합니다: 빨강은 대악수, 주황은 실수, 노랑은 부정확한 수입니다. 점이나 수를 누르면 그 국면으로 갑니다.
}
game-analysis-pending = 회색 부분은 아직 분석되지 않았습니다.
game-analyse-again = 다시 분석
game-no-analysis = 이 대국은 아직 분석되지 않았습니다.
game-ask-analysis = 엔진에 분석 요청
game-analysis-done = { $sides ->
    [xiangqi] 엔진의 대국 분석: 각 수 이후 홍의 승률과 형세를 잃은 수입니다.
    [janggi] 엔진의 대국 분석: 각 수 이후 초의 승률과 형세를 잃은 수입니다.
    [shogi] 엔진의 대국 분석: 각 수 이후 선수의 승률과 형세를 잃은 수입니다.
   *[chess] 엔진의 대국 분석: 각 수 이후 백의 승률과 형세를 잃은 수입니다.
}
# $error: what went wrong, as the engine said it.
game-analysis-failed = 분석에 실패했습니다 ({ $error }). 다시 요청할 수 있습니다.
game-analysis-no-reason = 기록된 이유 없음
game-analysis-queued = 엔진은 둘 수가 없을 때 이 대국을 분석합니다. 분석이 진행되는 대로 이 페이지에 표시됩니다.
game-analysis-progress = 엔진이 이 대국을 분석하고 있습니다: { $total }개 국면 중 { $done }개 완료. 진행되는 대로 이 페이지에 더 표시됩니다.
# A player's tally: $inaccuracies, $mistakes and $blunders are the counts below.
game-analysis-tally = { $name }: { $inaccuracies } · { $mistakes } · { $blunders } · 수당 평균 손실 { $loss }센티폰
game-analysis-tally-so-far = { $name }, 지금까지: { $inaccuracies } · { $mistakes } · { $blunders } · 수당 평균 손실 { $loss }센티폰
game-inaccuracies = 부정확한 수 { $count }
game-mistakes = 실수 { $count }
game-blunders = 대악수 { $count }
game-graph-label = { $sides ->
    [xiangqi] 엔진이 본 대국 전체의 홍 승률
    [janggi] 엔진이 본 대국 전체의 초 승률
    [shogi] 엔진이 본 대국 전체의 선수 승률
   *[chess] 엔진이 본 대국 전체의 백 승률
}
game-graph-pending = 아직 분석되지 않음
# A dot's tooltip: $move is the move with its mark, "1… P a7-a6??".
game-graph-dot = { $move } ({ $eval })
game-graph-dot-better = { $move } ({ $eval }); 더 나은 수 { $better } ({ $better-eval })

## What the chooser says a choice leads to. $reason: how the game would end, from endings.ftl.

game-foresight-wins = 대국에서 이깁니다 ({ $reason })
game-foresight-loses = 대국에서 집니다 ({ $reason })
game-foresight-draws = 무승부로 끝납니다 ({ $reason })
game-foresight-opponent-wins = 상대가 바로 이길 수 있습니다 ({ $reason })
game-foresight-lost-next = 상대가 무엇을 두든 다음 차례에 집니다 ({ $reason })

## Notices after an action on the game.

game-takeback-declined-notice = 상대가 무르기를 거절했습니다. 대국은 그대로 계속됩니다.
game-no-such-ply = 이 대국에는 "{ $ply }"번째 수가 없습니다. 현재 국면을 보여 드립니다.
game-not-your-turn = { $move } 수는 두어지지 않았습니다: 지금은 이 대국에서 내 차례가 아닙니다.
game-changed-meanwhile = { $move } 수는 두어지지 않았습니다: 그사이 대국이 바뀌었습니다. 입력란에 그대로 남아 있습니다.
game-resigned = 기권했습니다.
game-unwatched = 이 대국의 관전을 그만두었습니다.
game-watched = 이 대국을 관전합니다: 알림 설정에 따라 수마다 전달됩니다.
game-chat-limit = 최근 1분 동안 메시지를 { $count }개 보냈습니다. { $seconds }초 뒤에 다시 보내십시오.
game-note-removed = 메모를 삭제했습니다.
game-note-kept = 메모를 저장했습니다.
game-plan-pairs = 수순은 상대의 수와 나의 응수를 한 쌍으로 짭니다.
game-forecast-gone = 예약 수순을 삭제했습니다.
game-forecast-line-added = 이 수순을 예약 수순에 추가했습니다 (모두 { $count }개).
game-forecast-kept = 예약 수순을 저장했습니다: { $count }개.
game-takeback-requested = 상대에게 무르기를 요청했습니다.
game-takeback-done = 수를 물렸습니다. 다시 둘 차례입니다.
game-takeback-accepted = 수를 물렸습니다.
game-takeback-declined = 무르기를 거절했습니다. 대국은 그대로 계속됩니다.
game-takeback-withdrawn = 무르기 요청을 철회했습니다.
# The engine's judgement of the move it suggests.
game-hint-win = { $moves }수 안에 필승을 봅니다
game-hint-loss = { $moves }수 안에 필패를 봅니다
# $score: "+0.40".
game-hint-score = 나에게 { $score }
game-hint-notice = 엔진은 { $move }을(를) 추천합니다 ({ $judged }). 입력란에 넣어 두었습니다.
game-rematch-players-only = 재대국은 대국자만 신청할 수 있습니다.
game-rematch-too-soon = 대국이 아직 진행 중입니다. 재대국은 대국이 끝난 뒤에 신청할 수 있습니다.
game-rematch-offered = 재대국을 신청했습니다. 상대의 로비에 표시됩니다.
