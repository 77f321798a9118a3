## 수가 받아들여지지 않는 이유: 규칙이 수를 입력한 사람에게 하는 설명. 칸(e4), 수(P e2-e4),
## 기물 문자(N), 게임 이름은 그대로 둔다. 기물 이름은 아래 `piece-` 메시지로(없으면 게임 파일에
## 적힌 대로) 부른다. 이름 뒤의 조사가 받침에 따라 바뀌지 않도록, 이름은 괄호 안이나 '에게', '의'
## 같은 조사 앞에 둔다.

refusal-choose-one-of = 다음 중 하나를 고르세요: { $moves }.
refusal-legal-moves-of-that-piece = 그 기물이 둘 수 있는 수: { $moves }.

## 거절의 전체 문장. $why는 아래 `why-` 메시지 중 하나.

refusal-game-over-white-wins = { $sides ->
    [xiangqi] 대국이 끝났습니다: 홍 승리 ({ $reason }).
    [janggi] 대국이 끝났습니다: 초 승리 ({ $reason }).
    [shogi] 대국이 끝났습니다: 선수 승리 ({ $reason }).
   *[chess] 대국이 끝났습니다: 백 승리 ({ $reason }).
}
refusal-game-over-black-wins = { $sides ->
    [xiangqi] 대국이 끝났습니다: 흑 승리 ({ $reason }).
    [janggi] 대국이 끝났습니다: 한 승리 ({ $reason }).
    [shogi] 대국이 끝났습니다: 후수 승리 ({ $reason }).
   *[chess] 대국이 끝났습니다: 흑 승리 ({ $reason }).
}
refusal-game-over-draw = 대국이 끝났습니다: 무승부 ({ $reason }).
refusal-syntax-ends = 수가 아닙니다: { $column }번째 글자에서 입력이 끝났습니다. 그 자리에 와야 할 것: { $expected }.
refusal-syntax-found = 수가 아닙니다: { $column }번째 글자에 와야 할 것은 { $expected }인데, 실제로는 "{ $found }"입니다.
refusal-syntax-too-long = 수가 아닙니다: 입력은 { $expected }까지인데, { $column }글자를 넘었습니다.
refusal-no-san = 이 국면에는 표준 대수 기보법에서 { $san } 표기로 적는 합법적인 수가 없습니다.
refusal-san-did-you-mean = { $san } 수는 이 국면에서 둘 수 없습니다. { $move } 수를 말씀하신 건가요?
refusal-san-ambiguous = { $san } 표기에 해당하는 수가 여러 개입니다: { $moves }.
refusal-off-board = { $square } 칸은 { $game } 판에 없습니다 ({ $board }).
refusal-board-files-ranks = 세로줄 a-{ $file }, 가로줄 1-{ $ranks }, a1부터 { $last }까지
refusal-board-spaces = a1부터 { $last }까지의 틀 안에 있는 칸 { $count }개
refusal-wrong-label = { $square }의 기물은 { $piece }({ $label })입니다. { $typed } 기물이 아닙니다.
refusal-some-piece = 기물
refusal-part-does-not-fit = "{ $part }" 부분은 { $move } 부분으로 시작하는 어떤 합법적인 수에도 들어가지 않습니다.
refusal-part-does-not-fit-why = "{ $part }" 부분은 { $move } 부분으로 시작하는 어떤 합법적인 수에도 들어가지 않습니다: { $why }.
refusal-needs-a-choice = { $move } 수를 하나의 수로 만들려면 선택이 더 필요합니다.
refusal-ambiguous = 그 입력에 해당하는 합법적인 수가 여러 개입니다.
refusal-move-first = 수는 움직이는 기물로 시작합니다 (예: "P e2-e4"). "{ $part }" 부분은 그 뒤에만 올 수 있습니다.
refusal-no-piece = { $square }에는 기물이 없습니다.
refusal-not-your-piece-white = { $sides ->
    [xiangqi] { $square }에 있는 기물({ $piece })은 홍의 것입니다. 지금은 흑의 차례입니다.
    [janggi] { $square }에 있는 기물({ $piece })은 초의 것입니다. 지금은 한의 차례입니다.
    [shogi] { $square }에 있는 기물({ $piece })은 선수의 것입니다. 지금은 후수의 차례입니다.
   *[chess] { $square }에 있는 기물({ $piece })은 백의 것입니다. 지금은 흑의 차례입니다.
}
refusal-not-your-piece-black = { $sides ->
    [xiangqi] { $square }에 있는 기물({ $piece })은 흑의 것입니다. 지금은 홍의 차례입니다.
    [janggi] { $square }에 있는 기물({ $piece })은 한의 것입니다. 지금은 초의 차례입니다.
    [shogi] { $square }에 있는 기물({ $piece })은 후수의 것입니다. 지금은 선수의 차례입니다.
   *[chess] { $square }에 있는 기물({ $piece })은 흑의 것입니다. 지금은 백의 차례입니다.
}
refusal-off-the-board = 판 밖
refusal-illegal-move = { $label } { $from }-{ $to } 수는 둘 수 없습니다.
refusal-illegal-move-why = { $label } { $from }-{ $to } 수는 둘 수 없습니다: { $why }.
refusal-illegal-move-none-legal = { $label } { $from }-{ $to } 수는 둘 수 없습니다. { $from }에 있는 기물({ $piece })에는 둘 수 있는 수가 없습니다.
refusal-illegal-move-why-none-legal = { $label } { $from }-{ $to } 수는 둘 수 없습니다: { $why }. { $from }에 있는 기물({ $piece })에는 둘 수 있는 수가 없습니다.
refusal-illegal-drop = { $label }-{ $square } 드롭은 둘 수 없습니다.
refusal-illegal-drop-why = { $label }-{ $square } 드롭은 둘 수 없습니다: { $why }.
refusal-duck-cannot-go = 오리는 { $square } 칸에 갈 수 없습니다: { $why }.
refusal-no-draw-to-claim = { $game }에는 신청할 수 있는 무승부가 없습니다. 대신 무승부를 제안하세요.
refusal-no-draw-now = 지금은 무승부를 신청할 수 없습니다. 신청하려면 다음과 같아야 합니다: { $ways }.
refusal-claim-or = { $first }, 또는 { $second }
refusal-claim-on-own-turn = 무승부 신청은 자신의 차례에 합니다.

## 입력이 기보법으로 읽히지 않게 된 곳에 와야 했던 것(위의 $expected).

expect-at-most = 최대 { $count }글자
expect-move = "P e2-e4"나 "e2e4" 같은 수
expect-next-part = 다음 부분 앞의 ";" 또는 수의 끝
expect-removal-dash = "@" 뒤의 "-" ("@-e4"는 e4의 기물을 없앱니다)
expect-removal-square = 없앨 기물의 칸 (예: "@-e4")
expect-letter-or-square = 기물 문자나 칸
expect-drop-square = 드롭의 "-" 뒤에 오는 칸 (예: "Q-e8")
expect-from-square = 기물 문자 뒤에 오는 e2 같은 칸
expect-dash = { $square } 뒤의 "-"와 도착 칸
expect-destination = 도착 칸
expect-destination-or-off = { $square } 뒤의 도착 칸 (또는 "off")

## 두 개 이상의 칸을 나열할 때 ("h2 또는 g2").

list-or = { $first } 또는 { $second }
list-comma = { $first }, { $second }

## 규칙이 수를 거절하는 이유: "둘 수 없습니다:" 뒤에 오는 말(위의 $why). 마침표 없이.
## $king은 그 편의 왕 기물 이름.

why-claim-repetition = 같은 국면이 { $needed }번 나와야 함 (지금까지 { $count }번)
why-claim-quiet-moves = 기물을 잡거나 폰을 움직이지 않고 양쪽이 각각 { $moves }수를 두어야 함 (지금까지 { $plies }수)
why-claim-lone-king-white = 상대에게 킹만 남아야 함 (백에게는 아직 다른 기물이 { $count }개 있음)
why-claim-lone-king-black = 상대에게 킹만 남아야 함 (흑에게는 아직 다른 기물이 { $count }개 있음)
why-never-off-board = 이 게임에서는 기물이 판 밖으로 나가지 않습니다
why-never-off-board-in = { $game }에서는 기물이 판 밖으로 나가지 않습니다
why-same-square = 수는 다른 칸으로 가야 합니다
why-never-castles-white = { $game }에서 백은 캐슬링하지 않습니다
why-never-castles-black = { $game }에서 흑은 캐슬링하지 않습니다
why-castled-rights-gone-white-king-side = 백은 더 이상 킹사이드로 캐슬링할 수 없습니다: 킹이나 그 룩이 이미 움직였습니다
why-castled-rights-gone-white-queen-side = 백은 더 이상 퀸사이드로 캐슬링할 수 없습니다: 킹이나 그 룩이 이미 움직였습니다
why-castled-rights-gone-black-king-side = 흑은 더 이상 킹사이드로 캐슬링할 수 없습니다: 킹이나 그 룩이 이미 움직였습니다
why-castled-rights-gone-black-queen-side = 흑은 더 이상 퀸사이드로 캐슬링할 수 없습니다: 킹이나 그 룩이 이미 움직였습니다
why-castling-between-taken = 캐슬링하려면 킹과 룩 사이의 칸이 비어 있어야 하는데, { $square }에 기물({ $piece })이 있습니다
why-castling-out-of-check = 체크를 받은 상태에서는 캐슬링할 수 없습니다
why-castling-through-attack = 킹은 공격받는 칸을 지나가거나 그 칸에 설 수 없는데, { $square } 칸이 공격받고 있습니다
why-castling-impossible = 여기서는 캐슬링할 수 없습니다
why-white-piece = { $sides ->
    [xiangqi] 홍의 { $piece }
    [janggi] 초의 { $piece }
    [shogi] 선수의 { $piece }
   *[chess] 백의 { $piece }
}
why-black-piece = { $sides ->
    [xiangqi] 흑의 { $piece }
    [janggi] 한의 { $piece }
    [shogi] 후수의 { $piece }
   *[chess] 흑의 { $piece }
}
why-no-piece = 빈 칸
why-own-piece-there = { $square }에 자신의 기물({ $piece })이 있습니다
why-own-piece-any = { $square }에 자신의 기물이 있습니다
why-game-over = 대국이 끝났습니다
why-game-over-white-wins = { $sides ->
    [xiangqi] 대국이 끝났습니다 (홍 승리: { $reason })
    [janggi] 대국이 끝났습니다 (초 승리: { $reason })
    [shogi] 대국이 끝났습니다 (선수 승리: { $reason })
   *[chess] 대국이 끝났습니다 (백 승리: { $reason })
}
why-game-over-black-wins = { $sides ->
    [xiangqi] 대국이 끝났습니다 (흑 승리: { $reason })
    [janggi] 대국이 끝났습니다 (한 승리: { $reason })
    [shogi] 대국이 끝났습니다 (후수 승리: { $reason })
   *[chess] 대국이 끝났습니다 (흑 승리: { $reason })
}
why-game-over-draw = 대국이 끝났습니다 (무승부: { $reason })
why-king-in-check-there = { $square }에서는 { $king }에게 체크가 걸립니다
why-still-in-check = { $king }에게 체크가 걸려 있는데, 이 수로는 체크에서 벗어나지 못합니다
why-leaves-king-in-check = { $square }의 기물({ $piece })을 움직이면 { $king }에게 체크가 걸립니다
why-blocked = { $from }에서 { $to }까지 가는 길이 막혀 있습니다
why-blocked-by = { $from }에서 { $to }까지 가는 길이 { $square }에서 막혀 있습니다 ({ $piece })
why-blocked-on = { $from }에서 { $to }까지 가는 길이 { $square }에서 막혀 있습니다
why-two-squares-from-start = 이 기물({ $piece })은 처음 가로줄에서만 두 칸을 갈 수 있습니다
why-only-to-capture = 이 기물({ $piece })은 잡을 때만 그 방향으로 움직이는데, { $square } 칸은 비어 있습니다
why-cannot-capture-that-way = 이 기물({ $piece })은 그 방향으로 잡을 수 없습니다
why-not-that-way = 이 기물({ $piece })은 그렇게 움직이지 않습니다
why-not-that-way-or-blocked = { $square }의 기물({ $piece })은 그렇게 움직이지 않거나, 길이 막혀 있습니다
why-capture-compulsory = 잡기는 의무이고, 잡을 수 있는 기물이 있습니다
why-royal-would-be-attacked = { $king }에게 공격이 미치게 됩니다
why-check-forbidden = 체크를 하게 되는데, 이 게임에서는 체크가 금지되어 있습니다
why-royal-attacked-there = { $square }에서는 기물({ $piece })이 공격받게 됩니다
why-royal-in-check = { $king }에게 체크가 걸려 있는데, 이 수로는 대응하지 못합니다
why-leaves-royal-attacked = { $square }의 기물({ $piece })을 움직이면 { $king }에게 공격이 미치게 됩니다
why-khan-last-leader = 마지막 지도자를 잃게 됩니다
why-khan-leader-exposed = 하나뿐인 지도자가 적의 기물에게 잡힐 수 있는 곳에 남게 됩니다
why-khan-no-exchange = 기물({ $piece })은 기물({ $other })과 교환하지 않습니다
why-khan-exchanges-off = { $square }에 자신의 기물({ $piece })이 있고, 이 게임에서는 교환을 할 수 없습니다
why-khan-spell-out-of-reach = 이 기물({ $piece })은 잡을 수 없고, { $square } 칸은 주문이 닿는 범위 밖입니다
why-khan-not-demotable = 이 기물({ $piece })은 강등될 수 없으므로 주문의 대상이 될 수 없습니다
why-khan-spell-not-on-khan = 이 게임에서는 칸과 칸 궁수를 주문의 대상으로 삼을 수 없습니다
why-khan-no-mounted-capture = 이 게임에서 이 기물({ $piece })은 말을 탄 기물을 잡을 수 없습니다
why-khan-magician-step = 이 기물({ $piece })은 가로나 세로로 한 칸 움직입니다
why-kings-run-winning-move = 이기는 수가 있습니다: { $moves }
why-kings-run-capture-runner = { $squares }에 있는 자신의 러너를 샌드맨으로 잡아야 합니다
why-kings-run-only-runner-king-leaves = 러너 킹만 판 밖으로 나갈 수 있습니다
why-kings-run-leave-from-far-rank = 러너 킹은 가장 먼 가로줄에서만 판 밖으로 나갈 수 있습니다
why-koan-step-from-octagon = 기물은 앞으로 한 칸 갑니다: 팔각형에서는 곧장 다음 팔각형으로, 또는 대각선 앞의 사각형으로
why-koan-step-from-square = 기물은 앞으로 한 칸 갑니다: 사각형에서는 대각선 앞의 팔각형으로
why-koan-octagonal-captures-on-octagons-not-square = 팔각 기물은 팔각형에서만 잡을 수 있는데, { $square } 칸은 사각형입니다
why-koan-octagonal-captures-on-octagons-not-octagon = 팔각 기물은 팔각형에서만 잡을 수 있는데, { $square } 칸은 팔각형입니다
why-koan-square-captures-on-squares-not-octagon = 사각 기물은 사각형에서만 잡을 수 있는데, { $square } 칸은 팔각형입니다
why-koan-square-captures-on-squares-not-square = 사각 기물은 사각형에서만 잡을 수 있는데, { $square } 칸은 사각형입니다
why-cannon-one-screen = 이 기물({ $piece })은 가는 길에 있는 기물 하나를 정확히 뛰어넘을 때만 잡을 수 있습니다
why-cannon-jumps-only-to-capture = 이 기물({ $piece })은 잡을 때만 뛰어넘는데, { $square } 칸은 비어 있습니다
why-first-step-blocked = 이 기물({ $piece })이 { $square } 쪽으로 내딛는 첫걸음은 빈 칸이어야 하는데, 비어 있지 않습니다
why-diagonal-only-to-capture = 이 기물({ $piece })은 잡을 때만 대각선으로 움직이는데, { $square } 칸은 비어 있습니다
why-captures-diagonally = 이 기물({ $piece })은 대각선으로 잡으며, 곧장 앞으로는 잡지 못합니다
why-not-on-board = { $square } 칸은 판 위에 없습니다
why-duck-there-must-move = 오리가 지금 그곳에 있으며, 옮겨야 합니다
why-duck-square-taken = 그곳에 기물({ $piece })이 있습니다 (오리는 수를 둔 뒤 비어 있는 칸으로 갑니다)
why-no-drops = { $game }에서는 기물을 드롭하지 않습니다
why-no-such-piece = { $game }에는 { $label } 기물이 없습니다
why-none-in-hand = 손에 그 기물({ $piece })이 없습니다
why-square-not-empty = { $square } 칸은 비어 있지 않습니다
why-drop-file-taken = { $file } 세로줄에 이미 자신의 같은 기물({ $piece })이 있습니다
why-drop-not-there = { $game }에서는 그 기물({ $piece })을 { $square }에 드롭할 수 없습니다
why-drop-first-rank = 그 기물({ $piece })은 자신의 첫 가로줄이나 승격하게 될 곳에는 드롭할 수 없습니다
why-drop-another-first = 손에 있는 다른 기물을 먼저 드롭해야 합니다
why-drop-in-check = { $king }에게 체크가 걸려 있는데, 이 드롭으로는 대응하지 못합니다
why-drop-gives-check = { $game }에서는 드롭으로 체크할 수 없습니다
why-drop-bishops-colours = 비숍은 두 가지 색의 칸에 하나씩 놓여야 합니다
why-drop-leaves-attacked = { $king }에게 공격이 미치게 됩니다

## ortoo 게임들의 기물 이름: 체스, 장기(샹치), 쇼기(`piece-in-shogi-`) 등, 한국어 사용자가 부르는 대로.

piece-royal-piece = 로열 기물
piece-pawn = 폰
piece-knight = 나이트
piece-bishop = 비숍
piece-rook = 룩
piece-queen = 퀸
piece-king = 킹
piece-in-shogi-pawn = 보병
piece-in-shogi-knight = 계마
piece-in-shogi-bishop = 각행
piece-in-shogi-rook = 비차
piece-in-shogi-king = 왕장
piece-lance = 향차
piece-silver-general = 은장
piece-gold-general = 금장
piece-dragon-king = 용왕
piece-dragon-horse = 용마
piece-drunk-elephant = 취상
piece-chick = 병아리
piece-hen = 닭
piece-giraffe = 기린
piece-lion = 사자
piece-elephant = 상
piece-swallow = 제비
piece-phoenix = 붕
piece-falcon = 송골매
piece-crane = 학
piece-left-quail = 왼쪽 메추라기
piece-right-quail = 오른쪽 메추라기
piece-pheasant = 꿩
piece-goose = 기러기
piece-eagle = 독수리
piece-general = 궁
piece-advisor = 사
piece-horse = 마
piece-chariot = 차
piece-cannon = 포
piece-soldier = 졸
piece-banner = 기
piece-khun = 쿤
piece-met = 멧
piece-khon = 콘
piece-ma = 마
piece-ruea = 르아
piece-bia = 비아
piece-ai-wok = 아이웍
piece-neang = 니앙
piece-koul = 쿨
piece-seh = 세
piece-touk = 툭
piece-trey = 트레이
piece-min-gyi = 민지
piece-sit-ke = 싯케
piece-sin = 신
piece-myin = 민
piece-yahhta = 야타
piece-ne = 네
piece-alfil = 알필
piece-fers = 페르스
piece-ferz = 페르즈
piece-wazir = 와지르
piece-man = 맨
piece-courier = 쿠리에
piece-schleich = 슐라이히
piece-archbishop = 아크비숍
piece-chancellor = 챈슬러
piece-amazon = 아마존
piece-centaur = 켄타우로스
piece-nightrider = 나이트라이더
piece-camel = 낙타
piece-zebra = 얼룩말
piece-janus = 야누스
piece-cardinal = 카디널
piece-marshal = 마셜
piece-marshall = 마셜
piece-minister = 대신
piece-commoner = 평민
piece-berolina-pawn = 베롤리나 폰
piece-grasshopper = 메뚜기
piece-hawk = 매
piece-duck = 오리
piece-duke = 공작
piece-tower = 타워
piece-archer = 궁수
piece-lancer = 창기병
piece-kheshig = 케식
piece-yurt = 유르트
piece-khan = 칸
piece-khatun = 카툰
piece-horse-archer = 기마 궁수
piece-scout = 척후병
piece-divine-king = 신왕
piece-quetzal = 케찰
piece-jaguar = 재규어
piece-serpent = 뱀
piece-vulture = 대머리수리
piece-canoe = 카누
piece-offering = 제물
piece-warrior = 전사
piece-swordsman = 검사
piece-assassin = 암살자
piece-magician = 마법사
piece-demoted-magician = 강등된 마법사
piece-power-magician = 대마법사
piece-bondsman = 종복
piece-khan-archer = 칸 궁수
piece-khan-sword = 칸 검사
piece-quickpawn = 퀵폰
piece-sandman-quickpawn = 샌드맨 퀵폰
piece-sandman-knight = 샌드맨 나이트
piece-sandman-bishop = 샌드맨 비숍
piece-sandman-rook = 샌드맨 룩
piece-sandman-queen = 샌드맨 퀸
piece-sandman-king = 샌드맨 킹
piece-runner-quickpawn = 러너 퀵폰
piece-runner-knight = 러너 나이트
piece-runner-bishop = 러너 비숍
piece-runner-rook = 러너 룩
piece-runner-queen = 러너 퀸
piece-runner-king = 러너 킹
piece-war-elephant = 전투 코끼리
piece-octagonal-piece = 팔각 기물
piece-square-piece = 사각 기물

## 변형 규칙 형식이 종류 이름으로 부르는 기물 (게임이 이름을 붙이지 않았을 때).

piece-fers-alfil = 페르스알필
piece-silver = 은
piece-gold = 금
piece-aiwok = 아이웍
piece-bers = 베르스
piece-knibis = 나이비스
piece-biskni = 비스나이
piece-kniroo = 나이루
piece-rookni = 루크나이
piece-shogi-pawn = 쇼기 보병
piece-shogi-knight = 쇼기 계마
piece-clobber = 클로버
piece-breakthrough = 돌파
piece-immobile = 부동 기물
piece-janggi-cannon = 장기 포
piece-janggi-elephant = 장기 상
