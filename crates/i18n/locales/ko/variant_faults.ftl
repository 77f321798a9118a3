## The faults found in a player's file of variants (variants.ini), as the upload page and the API
## list them: where each is and what is wrong. What they quote from the file, and the format's own
## words (its keys and values, Betza's letters), stay as the file has them.

fault-at-line = { $place }, { $line }번째 줄
fault-in-variant = { $place }, [{ $variant }]
fault-in-key = { $place }, { $key }
fault-at = { $place }: { $fault }

fault-file-not-taken = 파일이 받아들여지지 않았습니다: { $fault }.
fault-file-not-taken-many = 파일이 받아들여지지 않았습니다. 문제가 { $count }개 있으며, 첫 번째 문제는 다음과 같습니다: { $first }.

## Reading the file into sections.

fault-section-unclosed = 섹션 이름은 [이름]처럼 씁니다: "{ $text }"
fault-variant-name = "{ $name }"은(는) 변형 이름이 될 수 없습니다(영문자, 숫자, '-', '_'로 40자까지)
fault-variant-twice = 이 변형이 이 파일에서 두 번 정의되었습니다
fault-not-key-value = "키 = 값" 형식이어야 하는데 "{ $text }"입니다
fault-key-outside-section = 첫 [변형] 섹션보다 앞에 있는 키는 어느 변형에도 속하지 않습니다
fault-line-without-key = 키가 없는 줄입니다: "{ $text }"
fault-variant-name-link = 여기서 변형 이름은 영문자, 숫자, '-', '_'로만 만듭니다(이름이 링크의 일부가 됩니다)
fault-builtin-name = 같은 이름의 내장 변형이 있습니다. 다른 이름을 붙이세요(그 변형을 물려받을 수는 있습니다)
fault-name-offered = 이 이름의 변형이 이미 있습니다. 다른 이름을 붙이세요
fault-no-such-variant = 그런 변형은 없습니다
fault-not-in-file = 파일에 그런 변형이 없습니다

## A key's value that is not what the key takes.

fault-not-true-or-false = "{ $value }"은(는) true도 false도 아닙니다
fault-not-whole-number = "{ $value }"은(는) 정수가 아닙니다
fault-not-result = "{ $value }"은(는) 결과(win, loss, draw, none)가 아닙니다
fault-result-not-none = 이 결과는 win, loss, draw 중 하나입니다
fault-not-board-file = "{ $value }"은(는) 세로줄(a부터 l까지, 또는 1부터 12까지)이 아닙니다
fault-not-rank = "{ $value }"은(는) 가로줄(1부터 { $max }까지)이 아닙니다
fault-not-square = "{ $square }"은(는) { $files }×{ $ranks } 판의 칸이 아닙니다
fault-no-piece-lettered = 이 변형에는 문자가 "{ $letter }"인 기물이 없습니다
fault-not-one-piece-letter = "{ $value }"은(는) 기물 문자 하나가 아닙니다
fault-counting-rule = "{ $value }"은(는) 카운트 규칙이 아닙니다. makruk, cambodian, asean, none 중 하나를 쓰세요
fault-chasing-rule = "{ $value }"은(는) 추격 규칙이 아닙니다. axf 또는 none을 쓰세요
fault-walling-rule = "{ $value }"은(는) 벽 규칙이 아닙니다. duck, arrow, past, edge, static, none 중 하나를 쓰세요
fault-material-counting = "{ $value }"은(는) 기물을 세는 방식이 아닙니다. janggi, unweighted, whitedrawodds, blackdrawodds, none 중 하나를 쓰세요
fault-promoted-piece-type = "{ $part }"은(는) 기물 문자, 콜론, 승격한 뒤의 기물 문자(또는 -) 형식이 아닙니다. 예: p:g
fault-promotion-limit = "{ $part }"은(는) 이 변형의 기물에 대한 "문자:개수" 형식이 아닙니다
fault-piece-name-form = "{ $part }"은(는) 어떤 기물에도 이름을 붙이지 않습니다. 문자, 콜론, 이름 순으로 쓰세요. 예: k:King
fault-piece-name-letter = "{ $letter }"은(는) 기물 문자가 아닙니다. 콜론 앞에는 문자를 하나만 쓰세요. 예: k:King
fault-piece-name-length = "{ $letter }"의 이름은 1자부터 { $max }자까지의 텍스트여야 합니다. 예: k:King

## A variant's parents, its board, its pieces and its keys.

fault-inherits-from-itself = [{ $parent }]을(를) 거쳐 자기 자신을 물려받습니다
fault-parent-unknown = [{ $parent }]을(를) 물려받지만, 그것은 ortoo의 변형도 아니고 이 파일에서 위쪽에 있는 섹션도 아닙니다
fault-board-too-large = { $files }×{ $ranks } 판은 지금 다룰 수 있는 가장 큰 판인 12×10보다 큽니다
fault-not-one-letter = "{ $letter }"은(는) 문자 하나가 아닙니다
fault-not-a-piece-letter = "{ $letter }"은(는) 기물에 쓸 수 있는 문자가 아닙니다
fault-named-piece-moves = { $key }은(는) 이름대로 움직입니다. 직접 정한 움직임은 customPiece에 주세요
fault-custom-piece-form = 직접 만든 기물은 "문자:베차 기보법" 형식으로 씁니다. 예: a:BN
fault-too-many-kinds = 기물 종류가 { $max }가지를 넘습니다
fault-betza = 베차 기보법 "{ $betza }": { $why }
fault-custom-piece-number = 직접 만든 기물은 customPiece1부터 customPiece25까지입니다
fault-not-a-key = variants.ini 형식의 키가 아닙니다(철자와 대소문자를 확인하세요)
fault-mobility-region-key = 이동 영역 키는 mobilityRegionWhite 또는 mobilityRegionBlack 뒤에 기물을 붙인 것입니다. 예: mobilityRegionWhiteKing
fault-mobility-region-piece = 이 게임에는 이동 영역을 정할 기물 { $key }이(가) 없습니다(기물은 그 키 이름으로, 첫 글자를 대문자로 쓰세요: { $name })
fault-in-builtin = { $fault } ([{ $variant }]이(가) 바탕으로 삼은 ortoo 내장 변형의 키인데, [{ $variant }] 자신의 키와 더 이상 맞지 않습니다. 이 키를 [{ $variant }]에도 쓰세요)

## Keys of the format that games defined as data cannot have yet.

fault-not-yet-two-boards = 데이터로 정의한 게임에서는 아직 두 개의 판(버그하우스)을 쓸 수 없습니다
fault-not-yet-enclosing-drops = 데이터로 정의한 게임에서는 아직 사이에 끼우는 드롭(오델로처럼)을 쓸 수 없습니다
fault-not-yet-walls = 데이터로 정의한 게임에서는 아직 벽을 쓸 수 없습니다
fault-not-yet-counting-rules = 데이터로 정의한 게임에서는 아직 세어서 승부를 가리는 규칙을 쓸 수 없습니다
fault-not-yet-special-mates = 데이터로 정의한 게임에서는 아직 특수한 메이트 규칙을 쓸 수 없습니다
fault-not-yet-repetition-rules = 데이터로 정의한 게임에서는 아직 반복 규칙을 쓸 수 없습니다
fault-not-yet-connection-games = 데이터로 정의한 게임으로는 아직 기물을 잇는 게임(오목처럼)을 만들 수 없습니다
fault-not-yet-castling-wins = 데이터로 정의한 게임에서는 아직 캐슬링으로 이기는 규칙을 쓸 수 없습니다
fault-not-yet-several-flag-pieces = 데이터로 정의한 게임에서는 아직 목표에 데려갈 기물을 여럿 둘 수 없습니다
fault-not-yet-opposite-castling = 데이터로 정의한 게임에서는 아직 반대편 캐슬링 규칙을 쓸 수 없습니다
fault-not-yet-double-step-keys = 데이터로 정의한 게임에서는 아직 두 칸 전진의 옛 키를 쓸 수 없습니다(doubleStepRegionWhite와 doubleStepRegionBlack을 쓰세요)
fault-not-yet-walling-rule = 데이터로 정의한 게임에서는 아직 벽 규칙 "{ $value }"을(를) 쓸 수 없습니다(읽을 수 있는 것은 duck입니다)

## A piece's moves in Betza's notation that cannot be read.

fault-betza-at = { $why } ({ $at }번째 문자)
fault-betza-atom = "{ $letter }"은(는) 지금 읽을 수 있는 기물의 움직임이 아닙니다(아톰: W F D N A H C L Z J G K R B Q)
fault-betza-range-zero = { $letter }0의 달리기는 아무 데도 가지 않습니다. 1부터 9까지의 범위를 주세요
fault-betza-cannot-ride = 여기서 { $letter }은(는) 달릴 수(뛰기를 한 줄로 되풀이할 수) 없습니다. 달릴 수 있는 것은 W, F, N의 줄뿐입니다(WW 또는 R, FF 또는 B, NN, W3). 한 번만 뛰려면 { $letter }만 쓰세요
fault-betza-lame = 'n'(막힐 수 있는 뛰기)은 뛰는 기물 N, A, Z, J, D 앞에 붙이며, { $written }에는 붙이지 않습니다. 빼세요. 달리기는 원래 줄 위의 첫 기물에서 멈춥니다
fault-betza-hopper = "{ $letter }"(기물을 넘어가는 움직임)은 줄이 열린 데까지 가는 달리기(R, B, Q, WW, FF, NN) 앞에 붙이며, { $written }에는 붙이지 않습니다
fault-betza-unknown = "{ $letter }"은(는) 여기서 읽는 베차 기보법의 일부가 아닙니다
fault-betza-dangling = 끝에 있는 수식자가 어느 아톰에도 붙지 않습니다. fmW처럼 기물 문자로 끝내세요
fault-betza-range-doubled = "{ $digit }"이(가) { $doubled } 뒤에 있지만, { $doubled }은(는) 이미 줄이 열린 데까지 달립니다. 최대 { $digit }칸 달리려면 { $ranged }, 아니면 { $doubled }만 쓰세요
fault-betza-range-two-digits = 범위는 1부터 9까지의 한 자리 수입니다. { $written }에는 두 자리가 있습니다. { $ranged }로 쓰거나, 줄이 열린 데까지 달리려면 { $doubled }로 쓰세요
fault-betza-range-before = 범위는 기물 문자 앞이 아니라 뒤에 씁니다. { $written } 대신 { $ranged }로 쓰세요
fault-betza-range-alone = "{ $digit }"이(가) 어떤 기물 문자 뒤에도 있지 않습니다. 범위는 { $example }처럼 문자 바로 뒤에 씁니다

## A start position (startFen) that cannot be played.

fault-start-over-white-won = 첫 수를 두기도 전에 게임이 끝나 있습니다(둘 차례인 백이 이겼습니다: { $by }). 아직 게임이 진행 중인 배치에서 시작하세요
fault-start-over-white-lost = 첫 수를 두기도 전에 게임이 끝나 있습니다(둘 차례인 백이 졌습니다: { $by }). 아직 게임이 진행 중인 배치에서 시작하세요
fault-start-over-white-drawn = 첫 수를 두기도 전에 게임이 끝나 있습니다(둘 차례인 백이 비겼습니다: { $by }). 아직 게임이 진행 중인 배치에서 시작하세요
fault-start-over-black-won = 첫 수를 두기도 전에 게임이 끝나 있습니다(둘 차례인 흑이 이겼습니다: { $by }). 아직 게임이 진행 중인 배치에서 시작하세요
fault-start-over-black-lost = 첫 수를 두기도 전에 게임이 끝나 있습니다(둘 차례인 흑이 졌습니다: { $by }). 아직 게임이 진행 중인 배치에서 시작하세요
fault-start-over-black-drawn = 첫 수를 두기도 전에 게임이 끝나 있습니다(둘 차례인 흑이 비겼습니다: { $by }). 아직 게임이 진행 중인 배치에서 시작하세요
fault-start-by-extinction = 게임이 세는 기물이 모두 사라졌습니다
fault-start-by-flag = 게임이 정한 영역에 기물이 서 있습니다
fault-start-by-checks = 게임이 세는 체크를 모두 걸었습니다
fault-start-by-checkmate = 체크메이트
fault-start-by-stalemate = 스테일메이트
fault-start-by-pawn-drop-mate = 드롭한 폰으로 한 메이트
fault-start-by-counting = 카운트가 한도를 넘었습니다
fault-start-by-passes = 양쪽 모두 한수쉼을 했습니다
fault-start-by-bikjang = 두 궁이 마주 본 채로 남아 있습니다
fault-start-white-checkmated = 먼저 두는 백에게 합법적인 수가 없습니다(시작부터 체크메이트). 둘 차례인 쪽이 수를 둘 수 있는 배치에서 시작하세요
fault-start-white-stalemated = 먼저 두는 백에게 합법적인 수가 없습니다(시작부터 스테일메이트). 둘 차례인 쪽이 수를 둘 수 있는 배치에서 시작하세요
fault-start-black-checkmated = 먼저 두는 흑에게 합법적인 수가 없습니다(시작부터 체크메이트). 둘 차례인 쪽이 수를 둘 수 있는 배치에서 시작하세요
fault-start-black-stalemated = 먼저 두는 흑에게 합법적인 수가 없습니다(시작부터 스테일메이트). 둘 차례인 쪽이 수를 둘 수 있는 배치에서 시작하세요

fault-fen-empty = FEN이 비어 있습니다
fault-fen-hands-unclosed = 손에 든 기물 "[{ $hands }"을(를) 닫는 "]"이(가) 없습니다
fault-fen-ranks = 판은 가로줄이 { $ranks }개인데 FEN에는 { $given }개가 있습니다
fault-fen-hand-piece = 손에 든 기물 가운데 "{ $letter }"은(는) { $game }의 기물이 아닙니다
fault-fen-side = "{ $value }"은(는) 둘 차례(w 또는 b)가 아닙니다
fault-fen-gate = "{ $letter }"은(는) 캐슬링 권리도 아니고, 기물을 들여놓을 세로줄도 아닙니다
fault-fen-castling-king = 캐슬링 권리 "{ $letter }"이(가) 있지만 그 가로줄에 킹이 없습니다
fault-fen-castling = "{ $letter }"은(는) 캐슬링 권리가 아닙니다
fault-fen-castling-rook = 캐슬링 권리 "{ $letter }"이(가) 있지만 캐슬링할 룩이 없습니다
fault-fen-count-limit = "{ $value }"은(는) 카운트의 한도가 아닙니다
fault-fen-en-passant = "{ $value }"은(는) 이 판의 앙파상 칸이 아닙니다
fault-fen-en-passant-list = "{ $value }"은(는) 이 판의 앙파상 칸도, 그 목록도 아닙니다
fault-fen-check-count = "{ $value }"은(는) 3+3 같은 체크 횟수가 아닙니다
fault-fen-halfmoves = "{ $value }"은(는) 반수 카운트가 아닙니다
fault-fen-move-number = "{ $value }"은(는) 수 번호가 아닙니다
fault-fen-count-too-long = { $plies }수는 카운트가 셀 수 있는 것보다 많습니다
fault-fen-rank-too-long = { $rank }번째 가로줄의 칸이 { $files }개보다 많습니다
fault-fen-empty-run = { $rank }번째 가로줄에 0칸짜리 빈칸이 있습니다
fault-fen-rank-length = { $rank }번째 가로줄은 { $files }칸이 아니라 { $given }칸입니다
fault-fen-piece = "{ $letter }"은(는) { $game }의 기물이 아닙니다
fault-fen-no-promotion = "+{ $letter }": { $game }에서 { $letter }은(는) 승격하지 않습니다
