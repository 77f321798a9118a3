## A game defined as data, its rules written from its definition (the rules page's "The rules as
## data", and the whole rules of a player's upload). Each message is one sentence; $piece, $king,
## $pawn, $cannon and the like are a piece's name, $pieces and $pawns a list of names, $region a
## data-ranks or data-squares.
## 이름 뒤의 조사가 받침에 따라 바뀌지 않도록, 이름은 괄호 안이나 '의', '에게', '끼리' 같은
## 조사 앞에 둔다. $region은 언제나 '가로줄'이나 '칸'으로 끝난다.

data-board-heading = 판
data-board = 세로줄 { $files }개, 가로줄 { $ranks }개의 판이며, 백이 먼저 둡니다. FEN으로 나타낸 시작 배치:
data-pieces-heading = 기물
data-pieces-intro = 각 기물이 갈 수 있는 곳은 그림에 나와 있습니다. 기물의 움직임은 파일에 적힌 대로 베차 기보법으로 적습니다(W는 곧게 한 걸음, F는 대각선으로 한 걸음, N은 나이트의 뛰기이며, 겹쳐 쓴 문자나 R, B, Q 문자는 그 방향으로 멀리 나아가는 움직임입니다). 기물의 가치는 폰의 100분의 1을 단위로 하며, 기물이 얼마나 멀리 닿는지를 바탕으로 ortoo의 엔진이 어림한 값입니다.
data-column-piece = 기물
data-column-letter = 문자
data-column-betza = 베차 기보법
data-column-worth = 가치
data-royal = { $piece } (로열 기물)
# Where a game has no royal piece but a sentence needs one.
data-the-king = 킹
data-the-met = 멧

# A region: whole ranks by number ($count of them), else its squares.
data-ranks =
    { $count ->
       *[other] { $ranks }번 가로줄
    }
data-squares = { $squares } 칸

data-pawns-heading = 폰과 승격
data-double-step = { $region }에 있는 { $pawn }에게는 두 칸 전진이 허용됩니다.
data-triple-step = { $region }에서는 세 칸 전진도 허용됩니다.
data-en-passant = 상대 폰 옆을 지나쳐 간 기물은 체스처럼 앙파상으로 잡힐 수 있습니다.
data-sittuyin-promotion = 기물({ $pawns })은 도착하는 것만으로는 승격하지 않습니다. { $region }에 서 있으면(자기 편의 마지막 하나라면 어디에 있든), 그 대신 자기 한 수를 써서, 그 자리에서, 또는 새 기물이 거기서 잡을 수 있는 빈 칸으로 옮겨 { $pieces } 기물이 될 수 있습니다. 다만 거기서 상대에게 체크를 걸거나 상대 기물을 공격해서는 안 됩니다.
data-promotion = { $region }에 닿은 기물({ $pawns })은 { $pieces } 기물로 승격합니다.
data-promotion-optional = { $region }에 닿은 기물({ $pawns })은 플레이어의 선택에 따라 { $pieces } 기물로 승격하거나 그대로 남습니다.
data-promotion-limit = 승격으로 한 편이 가질 수 있는 같은 종류의 기물 수는 다음을 넘을 수 없습니다: { $limits }.
data-limit = { $piece } { $limit }개

data-kept-heading = 기물이 설 수 있는 곳
data-keeps-to = 기물({ $piece })은 백이면 { $white }, 흑이면 { $black } 안에만 머뭅니다.
data-soldier = 기물({ $piece })은 자기 편의 { $rank }번 가로줄(강 건너편)에 닿을 때까지는 앞으로만 가고, 거기서부터는 옆으로도 갑니다.
data-flying-general = 사이에 아무것도 없는 세로줄이나 가로줄에서 양쪽 { $king }끼리 마주 보게 되는 수는 둘 수 없습니다.

data-special-heading = 특수 규칙
data-cambodian = 체크를 받고 있지 않은 { $king }에게는 첫 수로 나이트처럼 바로 앞 가로줄로 뛰는 수가 허용됩니다(룩이 그 세로줄이나 가로줄로 들어오면 이 권리를 잃습니다). 처음 칸에 있는 { $met }에게는 사이에 있는 것을 넘어 곧장 앞으로 두 칸 가는 수가 허용됩니다. 두 첫수 모두 잡기는 할 수 없습니다.
data-rooks-first-rank = 손에 있는 룩은 자기 편의 첫 가로줄에만 놓을 수 있습니다.
data-makpong = 체크를 받은 { $king }에게는 체크를 건 단 하나의 기물을 잡는 수 말고는 움직임이 허용되지 않습니다.
data-blast = 모든 잡기는 폭발하여, 잡는 기물, 잡히는 기물, 그리고 둘레 여덟 칸에 있는 폰이 아닌 모든 기물을 어느 편이든 없앱니다(기보에는 비워진 칸이 적힙니다).
data-blast-immune = 기물({ $pieces })은 폭발에도 그대로 남습니다.
data-blast-kings = 상대 킹을 폭파하는 수가 아니라면, 자기 킹을 폭파하거나 공격받는 채로 두는 수는 둘 수 없습니다. 맞닿은 킹끼리는 서로 잡을 수 없으므로 어느 쪽도 체크 상태가 아닙니다.
data-mutually-immune = 기물({ $pieces })은 자기와 같은 종류의 기물을 잡을 수 없습니다.
data-duck = 매 수 뒤에 플레이어는 어느 편에도 속하지 않는 오리(`*`)도 다른 빈 칸으로 옮깁니다. 완전 대수 기보법에서는 수의 마지막 부분으로(`P e2-e4; duck-e5`), 좌표 형식에서는 쉼표 뒤에(`e2e4,e4e5`) 적습니다. 오리는 모든 기물을 막으며 잡히지 않습니다.

# Janggi's: the palaces' diagonal lines and the ways pieces move along them.
data-diagonal-lines = 대각선이 { $region }을 잇습니다(궁성의 대각선). 이 점들 위에 있는 기물은 대각선을 따라 다른 점으로도 갈 수 있습니다({ $ways }).
data-way-one-point = { $piece }: 한 점
data-way-forward = { $piece }: 앞으로 한 점
data-way-open-line = { $piece }: 선이 트여 있는 곳까지
data-way-hop = { $piece }: 기물 하나를 뛰어넘어
data-janggi-cannon = 기물({ $cannon })은 움직이거나 잡을 때 기물 하나를 정확히 뛰어넘어야 하며, 다른 { $cannon } 기물은 뛰어넘을 수도 잡을 수도 없습니다.
data-pass = 장군을 받고 있지 않으면 수를 두는 대신 한수쉼을 할 수 있습니다(`pass`를 입력합니다. 좌표 형식에서는 { $king }의 점을 `e9e9`처럼 두 번 적습니다). 두 플레이어가 연이어 한수쉼을 하면 대국이 끝납니다.
data-pass-when-stuck = 다른 수가 없을 때는, 장군을 받고 있지 않으면 수를 두는 대신 한수쉼을 할 수 있습니다(`pass`를 입력합니다. 좌표 형식에서는 { $king }의 점을 `e9e9`처럼 두 번 적습니다). 두 플레이어가 연이어 한수쉼을 하면 대국이 끝납니다.
data-bikjang = 양쪽 { $king }끼리 사이에 아무것도 없는 트인 세로줄에서 마주 보면(빅장), 둘 차례인 플레이어는 둘을 떼어 놓거나 한수쉼을 해야 하며, 이때 한수쉼을 하면 대국이 끝납니다.
data-points-janggi = 외통 없이 끝난 대국(두 플레이어의 연이은 한수쉼, 빅장, 동형 반복, 기물을 잡지 않은 양쪽 각 50수)은 점수로 승부를 가립니다. 차 13, 포 7, 마 5, 상과 사 3, 졸 2이며, 나중에 두는 한은 1.5점을 더 받습니다(점수는 판 옆에 표시됩니다). 반복되는 동안 모든 수로 장군을 건 플레이어는 대신 그 반복에서 집니다.
data-points-more-pieces = 메이트 없이 끝난 대국(동형 반복, 수 제한)은 판 위에 기물이 더 많은 쪽이 이기며, 같으면 무승부입니다.
data-points-white = 메이트 없이 끝난 대국(동형 반복, 수 제한)은 백이 이깁니다.
data-points-black = 메이트 없이 끝난 대국(동형 반복, 수 제한)은 흑이 이깁니다.

data-castling-heading = 캐슬링
data-castling = { $king }의 캐슬링 상대는 아직 움직이지 않은 { $rooks }입니다. { $king }의 도착 칸은 h 세로줄 쪽 날개에서는 { $kingside } 세로줄, 반대쪽에서는 { $queenside } 세로줄이며, 캐슬링 상대({ $rooks })는 그 안쪽 바로 옆에 섭니다.
data-chess960 = 맨 뒤 가로줄의 기물은 체스960처럼 뒤섞인 채로 시작합니다.
data-no-castling = 캐슬링은 없습니다.

data-ends-heading = 대국의 끝
data-checkmate-wins = 체크메이트하면 이깁니다.
data-checkmated-wins = 체크메이트를 당한 플레이어가 이깁니다.
data-checkmate-draws = 체크메이트는 무승부입니다.
data-stalemate-piece-count = 합법적인 수가 없는 플레이어는 기물이 상대보다 적으면 이기고, 많으면 지며, 같으면 무승부입니다.
data-stalemate-loses = 합법적인 수가 없는 플레이어가 집니다.
data-stalemate-wins = 합법적인 수가 없는 플레이어가 이깁니다.
data-stalemate-draws = 합법적인 수가 없으면(스테일메이트) 무승부입니다.
# $kept: how many of them a player may keep and still have lost (0: all lost).
data-extinction-loses =
    { $kept ->
        [0] 자기 기물({ $pieces })을 모두 잃은 플레이어가 집니다.
       *[other] 자기 기물({ $pieces })을 { $kept }개만 남기고 모두 잃은 플레이어가 집니다.
    }
data-extinction-wins =
    { $kept ->
        [0] 자기 기물({ $pieces })을 모두 잃은 플레이어가 이깁니다.
       *[other] 자기 기물({ $pieces })을 { $kept }개만 남기고 모두 잃은 플레이어가 이깁니다.
    }
data-extinction-draws =
    { $kept ->
        [0] 자기 기물({ $pieces })을 모두 잃은 플레이어는 무승부가 됩니다.
       *[other] 자기 기물({ $pieces })을 { $kept }개만 남기고 모두 잃은 플레이어는 무승부가 됩니다.
    }
data-extinction-pieces = 종류 불문
data-flag = 기물({ $piece })을 { $region }에 데려가면 이깁니다.
data-flag-answered = 기물({ $piece })을 { $region }에 데려가면 이깁니다. 다만 상대가 바로 다음 수에 도착하면 무승부입니다.
data-flag-any = 어떤 기물이든 { $region }에 데려가면 이깁니다.
data-flag-any-answered = 어떤 기물이든 { $region }에 데려가면 이깁니다. 다만 상대가 바로 다음 수에 도착하면 무승부입니다.
data-check-counting = 정해진 횟수만큼 체크를 걸면 이깁니다(양쪽이 아직 걸어야 할 체크 수는 FEN에 3+3처럼 적혀 있습니다).
data-must-capture = 잡기는 의무입니다. 잡을 수 있으면 반드시 잡아야 합니다.
data-no-checks = 체크를 걸 수 없습니다.
data-repetition = 같은 국면이 { $times }번 나오면 { $result }.
data-repetition-checks = 같은 국면이 { $times }번 나오면 { $result }. 다만 반복되는 동안 한 플레이어가 모든 수로 체크를 걸었다면 그 플레이어가 집니다.
data-repetition-draws = 무승부입니다
data-repetition-white-wins = 백이 이깁니다
data-repetition-white-loses = 백이 집니다
data-repetition-mover-wins = 그때 둘 차례인 플레이어가 이깁니다
data-repetition-mover-loses = 그때 둘 차례인 플레이어가 집니다
data-chasing = 아시아 샹치 연맹의 규칙에 따라, 반복되는 동안 모든 수로 같은 기물을 쫓은 플레이어도 집니다(양쪽 모두 그랬다면 무승부). 어떤 수가 새로 공격하는 기물이 보호받지 못하고 있거나 공격하는 기물보다 강하면(마나 포에게 공격받는 차, 상이나 사에게 공격받는 차, 포, 마), 그 수는 그 기물을 쫓는 것입니다. 궁과 졸은 결코 쫓지 않으며, 궁과 강을 건너기 전의 졸은 쫓기지도 않습니다. 한쪽이 건 체크 가운데 열 번째를 넘는 것은 수 제한에 세지 않습니다.
data-count-makruk = 폰이 하나도 남지 않으면 카운트가 시작되며, 그때 둘 차례인 플레이어가 셉니다(킹 하나만 남은 플레이어가 있으면 언제나 그 플레이어가 셉니다). 카운트가 한도를 넘을 때까지 그 플레이어가 메이트당하지 않으면 무승부입니다. 한도는 64수이지만, 킹 하나만 남은 쪽에 대해서는 상대 기물이 정하는 한도(룩 둘이면 8수, 룩 하나면 16수, 콘 둘이면 22수, 나이트 둘이면 32수, 콘 하나면 44수, 그 밖에는 64수)이며, 판 위의 기물 수부터 셉니다. 카운트는 판 옆에 표시되며, 한도를 넘으면 대국이 끝납니다.
data-count-cambodian = 한 플레이어의 기물이 셋 이하가 되면 카운트가 시작되며, 그 플레이어가 셉니다. 카운트가 한도를 넘을 때까지 그 플레이어가 메이트당하지 않으면 무승부입니다. 한도는 63수이지만, 폰이 남지 않고 킹 하나만 남은 쪽에 대해서는 상대 기물이 정하는 한도(룩 둘이면 7수, 룩 하나면 15수, 콘 둘이면 21수, 나이트 둘이면 31수, 콘 하나면 43수, 그 밖에는 63수)이며, 판 위의 기물 수부터 셉니다. 카운트는 판 옆에 표시되며, 한도를 넘으면 대국이 끝납니다.
data-count-asean = 폰이 남지 않고 킹 하나만 남은 쪽을 상대로, 다른 쪽은 룩이 있으면 16수, 콘이면 44수, 나이트면 64수 안에 메이트해야 하며, 그러지 못하면 무승부입니다. 카운트는 판 옆에 표시되며, 한도를 넘으면 대국이 끝납니다.
data-sittuyin-draw = 킹과 폰 하나만 남았고, 체크를 받고 있지 않으며, 둘 수 있는 수가 그 폰의 승격뿐인 플레이어는 무승부가 됩니다(승격은 거절할 수 있습니다).
data-move-rule = 기물을 잡지 않고 양쪽이 각각 { $moves }수를 두면 무승부입니다.
data-move-rule-pawns = 기물을 잡지도 폰을 움직이지도 않고 양쪽이 각각 { $moves }수를 두면 무승부입니다.
