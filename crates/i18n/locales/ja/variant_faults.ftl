## The faults found in a player's file of variants (variants.ini), as the upload page and the API
## list them: where each is and what is wrong. What they quote from the file, and the format's own
## words (its keys and values, Betza's letters), stay as the file has them.

fault-at-line = { $place }、{ $line }行目
fault-in-variant = { $place }、[{ $variant }]
fault-in-key = { $place }、{ $key }
fault-at = { $place }：{ $fault }

fault-file-not-taken = ファイルは受け付けられませんでした：{ $fault }。
fault-file-not-taken-many = ファイルは受け付けられませんでした。問題が{ $count }件あり、最初の問題は次のとおりです：{ $first }。

## Reading the file into sections.

fault-section-unclosed = セクション名は [名前] の形で書きます：「{ $text }」
fault-variant-name = 「{ $name }」は変種の名前に使えません（英数字、「-」と「_」で40文字まで）
fault-variant-twice = この変種はこのファイルで2回定義されています
fault-not-key-value = 「キー = 値」の行のはずが、「{ $text }」となっています
fault-key-outside-section = 最初の [変種] セクションより前にあるキーは、どの変種にも属しません
fault-line-without-key = キーのない行です：「{ $text }」
fault-variant-name-link = ここでは変種の名前は英数字、「-」と「_」だけで作ります（名前はリンクの一部になります）
fault-builtin-name = 組み込みの変種に同じ名前のものがあります。別の名前を付けてください（その変種を継承することはできます）
fault-name-offered = この名前の変種はすでにあります。別の名前を付けてください
fault-no-such-variant = そのような変種はありません
fault-not-in-file = そのような変種はファイルにありません

## A key's value that is not what the key takes.

fault-not-true-or-false = 「{ $value }」は true でも false でもありません
fault-not-whole-number = 「{ $value }」は整数ではありません
fault-not-result = 「{ $value }」は結果（win、loss、draw、none）ではありません
fault-result-not-none = この結果は win、loss、draw のいずれかです
fault-not-board-file = 「{ $value }」は列（a〜l、または1〜12）ではありません
fault-not-rank = 「{ $value }」は段（1〜{ $max }）ではありません
fault-not-square = 「{ $square }」は{ $files }×{ $ranks }の盤のマスではありません
fault-no-piece-lettered = この変種には文字が「{ $letter }」の駒がありません
fault-not-one-piece-letter = 「{ $value }」は駒の文字1つではありません
fault-counting-rule = 「{ $value }」はカウントのルールではありません。makruk、cambodian、asean、none のいずれかを書いてください
fault-chasing-rule = 「{ $value }」は追い（長捉）のルールではありません。axf か none を書いてください
fault-walling-rule = 「{ $value }」は壁のルールではありません。duck、arrow、past、edge、static、none のいずれかを書いてください
fault-material-counting = 「{ $value }」は駒の数え方ではありません。janggi、unweighted、whitedrawodds、blackdrawodds、none のいずれかを書いてください
fault-promoted-piece-type = 「{ $part }」は「駒の文字、コロン、成った後の駒の文字（または -）」の形になっていません（例：p:g）
fault-promotion-limit = 「{ $part }」は、この変種の駒の「文字:数」の形になっていません
fault-piece-name-form = 「{ $part }」はどの駒にも名前を付けていません。文字、コロン、名前の順に書いてください（例：k:King）
fault-piece-name-letter = 「{ $letter }」は駒の文字ではありません。コロンの前には文字を1つだけ書いてください（例：k:King）
fault-piece-name-length = 「{ $letter }」の名前は1〜{ $max }文字のテキストにしてください（例：k:King）

## A variant's parents, its board, its pieces and its keys.

fault-inherits-from-itself = [{ $parent }] を経由して自分自身を継承しています
fault-parent-unknown = [{ $parent }] を継承していますが、それは ortoo の変種でも、このファイルでこれより上にあるセクションでもありません
fault-board-too-large = { $files }×{ $ranks }の盤は、今扱える最大の12×10を超えています
fault-not-one-letter = 「{ $letter }」は1文字ではありません
fault-not-a-piece-letter = 「{ $letter }」は駒に使える文字ではありません
fault-named-piece-moves = { $key } は名前どおりに動きます。独自の動きは customPiece に与えてください
fault-custom-piece-form = 独自の駒は「文字:ベッツァ記法」の形で書きます（例：a:BN）
fault-too-many-kinds = 駒の種類が{ $max }種類を超えています
fault-betza = ベッツァ記法「{ $betza }」：{ $why }
fault-custom-piece-number = 独自の駒は customPiece1 から customPiece25 までです
fault-not-a-key = variants.ini 形式のキーではありません（綴りと大文字・小文字を確かめてください）
fault-mobility-region-key = 移動範囲のキーは、mobilityRegionWhite か mobilityRegionBlack の後に駒を続けたものです（例：mobilityRegionWhiteKing）
fault-mobility-region-piece = このゲームには移動範囲を決める駒 { $key } がありません（駒はそのキーの名前で、先頭を大文字にして書きます：{ $name }）
fault-in-builtin = { $fault }（[{ $variant }] が土台にしている ortoo の組み込み変種のキーですが、[{ $variant }] 自身のキーにもう合いません。このキーを [{ $variant }] にも書いてください）

## Keys of the format that games defined as data cannot have yet.

fault-not-yet-two-boards = データで定義するゲームでは、2枚の盤（バグハウス）はまだ使えません
fault-not-yet-enclosing-drops = データで定義するゲームでは、挟んで打つ手（リバーシのような）はまだ使えません
fault-not-yet-walls = データで定義するゲームでは、壁はまだ使えません
fault-not-yet-counting-rules = データで定義するゲームでは、数えて勝敗を決めるルールはまだ使えません
fault-not-yet-special-mates = データで定義するゲームでは、特別な詰みのルールはまだ使えません
fault-not-yet-repetition-rules = データで定義するゲームでは、繰り返しのルールはまだ使えません
fault-not-yet-connection-games = データで定義するゲームでは、駒を並べてつなぐゲームはまだ作れません
fault-not-yet-castling-wins = データで定義するゲームでは、キャスリングで勝つルールはまだ使えません
fault-not-yet-several-flag-pieces = データで定義するゲームでは、目標に進める駒を複数にすることはまだできません
fault-not-yet-opposite-castling = データで定義するゲームでは、反対側へのキャスリングのルールはまだ使えません
fault-not-yet-double-step-keys = データで定義するゲームでは、2マス進みの古いキーはまだ使えません（doubleStepRegionWhite と doubleStepRegionBlack を使ってください）
fault-not-yet-walling-rule = データで定義するゲームでは、壁のルール「{ $value }」はまだ使えません（読めるのは duck です）

## A piece's moves in Betza's notation that cannot be read.

fault-betza-at = { $why }（{ $at }文字目）
fault-betza-atom = 「{ $letter }」は、今読める駒の動きではありません（アトム：W F D N A H C L Z J G K R B Q）
fault-betza-range-zero = { $letter }0 の走りはどこへも行きません。1〜9の範囲を書いてください
fault-betza-cannot-ride = ここでは { $letter } は走れません（跳びを一直線に繰り返せません）。走れるのは W、F、N の線だけです（WW か R、FF か B、NN、W3）。1回だけの跳びなら { $letter } だけを書いてください
fault-betza-lame = 「n」（妨げられる跳び）は跳び駒 N、A、Z、J、D の前に付けるもので、{ $written } には付けません。外してください。走りはもともと線上の最初の駒で止まります
fault-betza-hopper = 「{ $letter }」（駒を跳び越す動き）は、線が空いている限り進む走り（R、B、Q、WW、FF、NN）の前に付けるもので、{ $written } には付けません
fault-betza-unknown = 「{ $letter }」は、ここで読めるベッツァ記法の一部ではありません
fault-betza-dangling = 末尾の修飾子がどのアトムにもかかっていません。fmW のように駒の文字で終えてください
fault-betza-range-doubled = 「{ $digit }」が { $doubled } の後にありますが、{ $doubled } はすでに線が空いている限り走ります。最大{ $digit }マスの走りなら { $ranged }、そうでなければ { $doubled } だけを書いてください
fault-betza-range-two-digits = 範囲は1〜9の1桁です。{ $written } は2桁になっています。{ $ranged } と書くか、線が空いている限り走るなら { $doubled } と書いてください
fault-betza-range-before = 範囲は駒の文字の前ではなく後に書きます。{ $written } ではなく { $ranged } と書いてください
fault-betza-range-alone = 「{ $digit }」がどの駒の文字の後にもありません。範囲は { $example } のように駒の文字のすぐ後に書きます

## A start position (startFen) that cannot be played.

fault-start-over-white-won = 最初の手の前に対局が終わっています（手番の白の勝ち：{ $by }）。まだ対局が続いている局面から始めてください
fault-start-over-white-lost = 最初の手の前に対局が終わっています（手番の白の負け：{ $by }）。まだ対局が続いている局面から始めてください
fault-start-over-white-drawn = 最初の手の前に対局が終わっています（手番の白の引き分け：{ $by }）。まだ対局が続いている局面から始めてください
fault-start-over-black-won = 最初の手の前に対局が終わっています（手番の黒の勝ち：{ $by }）。まだ対局が続いている局面から始めてください
fault-start-over-black-lost = 最初の手の前に対局が終わっています（手番の黒の負け：{ $by }）。まだ対局が続いている局面から始めてください
fault-start-over-black-drawn = 最初の手の前に対局が終わっています（手番の黒の引き分け：{ $by }）。まだ対局が続いている局面から始めてください
fault-start-by-extinction = ゲームが数える駒がなくなっています
fault-start-by-flag = ゲームが定める領域に駒がいます
fault-start-by-checks = ゲームが数えるチェックをかけ終えています
fault-start-by-checkmate = 詰み
fault-start-by-stalemate = ステイルメイト
fault-start-by-pawn-drop-mate = 打ったポーンによる詰み
fault-start-by-counting = カウントが上限を超えています
fault-start-by-passes = 双方がパスしています
fault-start-by-bikjang = 将どうしが向かい合ったままです
fault-start-white-checkmated = 先に指す白に合法手がありません（最初から詰んでいます）。手番の側が指せる局面から始めてください
fault-start-white-stalemated = 先に指す白に合法手がありません（最初からステイルメイトです）。手番の側が指せる局面から始めてください
fault-start-black-checkmated = 先に指す黒に合法手がありません（最初から詰んでいます）。手番の側が指せる局面から始めてください
fault-start-black-stalemated = 先に指す黒に合法手がありません（最初からステイルメイトです）。手番の側が指せる局面から始めてください

fault-fen-empty = FENが空です
fault-fen-hands-unclosed = 持ち駒「[{ $hands }」を閉じる「]」がありません
fault-fen-ranks = 盤は{ $ranks }段ですが、FENには{ $given }段あります
fault-fen-hand-piece = 持ち駒の「{ $letter }」は{ $game }の駒ではありません
fault-fen-side = 「{ $value }」は手番（w か b）ではありません
fault-fen-gate = 「{ $letter }」はキャスリング権でも、駒を入れられる列でもありません
fault-fen-castling-king = キャスリング権「{ $letter }」がありますが、その段にキングがいません
fault-fen-castling = 「{ $letter }」はキャスリング権ではありません
fault-fen-castling-rook = キャスリング権「{ $letter }」がありますが、キャスリングするルークがいません
fault-fen-count-limit = 「{ $value }」はカウントの上限ではありません
fault-fen-en-passant = 「{ $value }」はこの盤のアンパッサンのマスではありません
fault-fen-en-passant-list = 「{ $value }」はこの盤のアンパッサンのマスでも、その並びでもありません
fault-fen-check-count = 「{ $value }」は 3+3 のようなチェックの回数ではありません
fault-fen-halfmoves = 「{ $value }」は半手の数ではありません
fault-fen-move-number = 「{ $value }」は手数ではありません
fault-fen-count-too-long = { $plies }半手は、カウントが数えられる数を超えています
fault-fen-rank-too-long = { $rank }段目のマスが{ $files }より多くなっています
fault-fen-empty-run = { $rank }段目に0マスの空きがあります
fault-fen-rank-length = { $rank }段目は{ $given }マスで、{ $files }マスではありません
fault-fen-piece = 「{ $letter }」は{ $game }の駒ではありません
fault-fen-no-promotion = 「+{ $letter }」：{ $game }では { $letter } は成りません
