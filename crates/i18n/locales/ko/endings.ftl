## How a game ended, in a few words: what follows "won by" or "drawn by" (and stands in
## brackets after "You won"). One for each way the rules can end a game.

ending-checkmate = 체크메이트
ending-campmate = 왕의 끝줄 진입
ending-stalemate = 스테일메이트
ending-repetition = 동형 반복
ending-fifty-moves = 50수 규칙
ending-move-limit = 수 제한
ending-insufficient-material = 기물 부족
ending-resignation = 기권
ending-timeout = 시간 초과
ending-agreement = 합의
ending-no-leader = 지도자 전멸
ending-escape = 탈출
ending-bare-kings = 왕만 남음
ending-king-captured = 왕 잡힘
ending-far-row = 끝줄 도달
ending-no-moves = 둘 수 있는 수 없음
ending-claim = 클레임
ending-extinction = 전멸
ending-goal = 목표 도달
ending-checks = 체크 횟수
ending-pawn-drop-mate = 보 놓기 외통
ending-perpetual-check = 연속 장군
ending-perpetual-chase = 연속 추격
ending-counting = 카운트 규칙
ending-blast = 폭발
ending-passes = 양측 한수쉼
ending-bikjang = 빅장
ending-points = 점수
ending-unknown = 대국 종료

## The two sides, as a sentence names them.

side-white = { $sides ->
    [xiangqi] 홍
    [janggi] 초
    [shogi] 선수
   *[chess] 백
}
side-black = { $sides ->
    [xiangqi] 흑
    [janggi] 한
    [shogi] 후수
   *[chess] 흑
}

## A result as a line says it ("White wins by checkmate").

outcome-white-wins = { $sides ->
    [xiangqi] 홍 승리 ({ $reason })
    [janggi] 초 승리 ({ $reason })
    [shogi] 선수 승리 ({ $reason })
   *[chess] 백 승리 ({ $reason })
}
outcome-black-wins = { $sides ->
    [xiangqi] 흑 승리 ({ $reason })
    [janggi] 한 승리 ({ $reason })
    [shogi] 후수 승리 ({ $reason })
   *[chess] 흑 승리 ({ $reason })
}
outcome-draw = 무승부 ({ $reason })
