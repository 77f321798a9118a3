## 판 그림이 화면 낭독기에 알려 주는 말: 판의 레이블(어떤 게임이며 어떤 상황인지)과
## 각 기물의 제목(누구의, 무슨 기물이, 어디에 있는지). $piece는 기물 이름, $square는 칸(e4),
## $game은 게임 이름.

board-label = { $game } 판, { $standing }
board-over = 대국이 끝났습니다
board-white-to-move = 백이 둘 차례
board-black-to-move = 흑이 둘 차례
board-white-to-move-in-check = 백이 둘 차례, 체크를 받은 상태
board-black-to-move-in-check = 흑이 둘 차례, 체크를 받은 상태
board-red-to-move = 빨강이 둘 차례
board-red-to-move-in-check = 빨강이 둘 차례, 체크를 받은 상태
board-blue-to-move = 파랑이 둘 차례
board-blue-to-move-in-check = 파랑이 둘 차례, 체크를 받은 상태
board-white-piece = { $square }의 백 { $piece }
board-black-piece = { $square }의 흑 { $piece }
# 점수로 승부를 가리는 게임(샹치, 장기)에서 먼저 두는 쪽: 빨강.
board-red-piece = { $square }의 빨강 { $piece }
board-blue-piece = { $square }의 파랑 { $piece }
# 어느 쪽에도 속하지 않는 기물(오리).
board-neutral-piece = { $square }의 { $piece }
# 승격된 쇼기 기물과 원래의 글자($was: B).
board-promoted = { $piece }({ $was }에서 승격)
# 체크를 받은 왕 기물: $piece는 앞의 제목 전체.
board-in-check = { $piece }, 체크를 받은 상태
# King's Run의 칸, 모양별.
board-octagon = { $square } (팔각형)
board-square = { $square } (사각형)
board-white-named = 백 { $piece }
board-black-named = 흑 { $piece }
board-red-named = 빨강 { $piece }
board-blue-named = 파랑 { $piece }
board-neutral-named = { $piece }
