## 판 그림이 화면 낭독기에 알려 주는 말: 판의 레이블(어떤 게임이며 어떤 상황인지)과
## 각 기물의 제목(누구의, 무슨 기물이, 어디에 있는지). $piece는 기물 이름, $square는 칸(e4),
## $game은 게임 이름.

board-label = { $game } 판, { $standing }
board-over = 대국이 끝났습니다
board-white-to-move = { $sides ->
    [xiangqi] 홍이 둘 차례
    [janggi] 초가 둘 차례
    [shogi] 선수가 둘 차례
   *[chess] 백이 둘 차례
}
board-black-to-move = { $sides ->
    [xiangqi] 흑이 둘 차례
    [janggi] 한이 둘 차례
    [shogi] 후수가 둘 차례
   *[chess] 흑이 둘 차례
}
board-white-to-move-in-check = { $sides ->
    [xiangqi] 홍이 둘 차례, 장군을 받은 상태
    [janggi] 초가 둘 차례, 장군을 받은 상태
    [shogi] 선수가 둘 차례, 장군을 받은 상태
   *[chess] 백이 둘 차례, 체크를 받은 상태
}
board-black-to-move-in-check = { $sides ->
    [xiangqi] 흑이 둘 차례, 장군을 받은 상태
    [janggi] 한이 둘 차례, 장군을 받은 상태
    [shogi] 후수가 둘 차례, 장군을 받은 상태
   *[chess] 흑이 둘 차례, 체크를 받은 상태
}
board-white-piece = { $sides ->
    [xiangqi] { $square }의 홍 { $piece }
    [janggi] { $square }의 초 { $piece }
    [shogi] { $square }에 있는 선수의 { $piece }
   *[chess] { $square }의 백 { $piece }
}
board-black-piece = { $sides ->
    [xiangqi] { $square }의 흑 { $piece }
    [janggi] { $square }의 한 { $piece }
    [shogi] { $square }에 있는 후수의 { $piece }
   *[chess] { $square }의 흑 { $piece }
}
# 어느 쪽에도 속하지 않는 기물(오리).
board-neutral-piece = { $square }의 { $piece }
# 승격된 쇼기 기물과 원래의 글자($was: B).
board-promoted = { $piece }({ $was }에서 승격)
# 체크를 받은 왕 기물: $piece는 앞의 제목 전체.
board-in-check = { $piece }, 체크를 받은 상태
# King's Run의 칸, 모양별.
board-octagon = { $square } (팔각형)
board-square = { $square } (사각형)
board-white-named = { $sides ->
    [xiangqi] 홍 { $piece }
    [janggi] 초 { $piece }
    [shogi] 선수의 { $piece }
   *[chess] 백 { $piece }
}
board-black-named = { $sides ->
    [xiangqi] 흑 { $piece }
    [janggi] 한 { $piece }
    [shogi] 후수의 { $piece }
   *[chess] 흑 { $piece }
}
board-neutral-named = { $piece }
