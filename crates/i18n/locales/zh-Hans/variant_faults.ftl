## The faults found in a player's file of variants (variants.ini), as the upload page and the API
## list them: where each is and what is wrong. What they quote from the file, and the format's own
## words (its keys and values, Betza's letters), stay as the file has them.

fault-at-line = { $place }，第 { $line } 行
fault-in-variant = { $place }，[{ $variant }]
fault-in-key = { $place }，{ $key }
fault-at = { $place }：{ $fault }

fault-file-not-taken = 文件未被接受：{ $fault }。
fault-file-not-taken-many = 文件未被接受：共有 { $count } 处错误，第一处：{ $first }。

## Reading the file into sections.

fault-section-unclosed = 节名应写成 [名称]：“{ $text }”
fault-variant-name = “{ $name }”不是变体名称（只能用字母、数字、“-”和“_”，最多 40 个字符）
fault-variant-twice = 该变体在此文件中定义了两次
fault-not-key-value = 应为“键 = 值”，却是“{ $text }”
fault-key-outside-section = 位于任何 [变体] 节之前的键不属于任何变体
fault-line-without-key = 这一行没有键：“{ $text }”
fault-variant-name-link = 这里的变体名称只能由字母、数字、“-”和“_”组成（名称是其链接的一部分）
fault-builtin-name = 已有同名的内置变体；请给你的变体另起一个名称（它可以继承那个变体）
fault-name-offered = 已经有这个名称的变体；请另起一个名称
fault-no-such-variant = 没有这个变体
fault-not-in-file = 文件中没有这个变体

## A key's value that is not what the key takes.

fault-not-true-or-false = “{ $value }”既不是 true 也不是 false
fault-not-whole-number = “{ $value }”不是整数
fault-not-result = “{ $value }”不是结果（win、loss、draw 或 none）
fault-result-not-none = 这里的结果只能是 win、loss 或 draw
fault-not-board-file = “{ $value }”不是列（a 到 l，或 1 到 12）
fault-not-rank = “{ $value }”不是行（1 到 { $max }）
fault-not-square = “{ $square }”不是 { $files }×{ $ranks } 棋盘上的格子
fault-no-piece-lettered = 此变体中没有字母为“{ $letter }”的棋子
fault-not-one-piece-letter = “{ $value }”不是单个棋子的字母
fault-counting-rule = “{ $value }”不是计数规则：请写 makruk、cambodian、asean 或 none
fault-chasing-rule = “{ $value }”不是长捉规则：请写 axf 或 none
fault-walling-rule = “{ $value }”不是设墙规则：请写 duck、arrow、past、edge、static 或 none
fault-material-counting = “{ $value }”不是子力计算方式：请写 janggi、unweighted、whitedrawodds、blackdrawodds 或 none
fault-promoted-piece-type = “{ $part }”不是“棋子字母、冒号、升变后的棋子字母（或 -）”的形式，如 p:g
fault-promotion-limit = “{ $part }”不是此变体棋子的“字母:数量”形式
fault-piece-name-form = “{ $part }”没有给任何棋子命名：请依次写字母、冒号和名称，如 k:King
fault-piece-name-letter = “{ $letter }”不是棋子的字母：冒号前只写一个字母，如 k:King
fault-piece-name-length = “{ $letter }”的名称必须是 1 到 { $max } 个字符的文字，如 k:King

## A variant's parents, its board, its pieces and its keys.

fault-inherits-from-itself = 通过 [{ $parent }] 继承了自己
fault-parent-unknown = 继承自 [{ $parent }]，但它既不是 ortoo 的变体，也不是此文件中位于上方的节
fault-board-too-large = { $files }×{ $ranks } 的棋盘超过了目前支持的最大尺寸 12×10
fault-not-one-letter = “{ $letter }”不是单个字母
fault-not-a-piece-letter = “{ $letter }”不能用作棋子的字母
fault-named-piece-moves = { $key } 按其名称所指的方式走；自定义走法请交给 customPiece
fault-custom-piece-form = 自定义棋子写作“字母:Betza 记法”，例如 a:BN
fault-too-many-kinds = 棋子种类超过 { $max } 种
fault-betza = Betza 记法“{ $betza }”：{ $why }
fault-custom-piece-number = 自定义棋子为 customPiece1 到 customPiece25
fault-not-a-key = 这不是 variants.ini 格式的键（请检查拼写和大小写）
fault-mobility-region-key = 活动区域的键是 mobilityRegionWhite 或 mobilityRegionBlack 后接棋子，如 mobilityRegionWhiteKing
fault-mobility-region-piece = 此棋种没有可设活动区域的棋子 { $key }（请按它的键名书写，首字母大写：{ $name }）
fault-in-builtin = { $fault }（这是 [{ $variant }] 所基于的 ortoo 内置变体中的一个键，已不再适合 [{ $variant }] 自己的键：请在 [{ $variant }] 中也写上这个键）

## Keys of the format that games defined as data cannot have yet.

fault-not-yet-two-boards = 以数据定义的棋种目前还不支持双棋盘（如 bughouse）
fault-not-yet-enclosing-drops = 以数据定义的棋种目前还不支持夹击式打入（如黑白棋）
fault-not-yet-walls = 以数据定义的棋种目前还不支持墙
fault-not-yet-counting-rules = 以数据定义的棋种目前还不支持计数判胜负的规则
fault-not-yet-special-mates = 以数据定义的棋种目前还不支持特殊的将死规则
fault-not-yet-repetition-rules = 以数据定义的棋种目前还不支持重复局面的规则
fault-not-yet-connection-games = 以数据定义的棋种目前还不支持连子类游戏
fault-not-yet-castling-wins = 以数据定义的棋种目前还不支持以王车易位获胜
fault-not-yet-several-flag-pieces = 以数据定义的棋种目前还不支持多个需走到目标区域的棋子
fault-not-yet-opposite-castling = 以数据定义的棋种目前还不支持异侧易位规则
fault-not-yet-double-step-keys = 以数据定义的棋种目前还不支持旧的两格走法键（请改用 doubleStepRegionWhite 和 doubleStepRegionBlack）
fault-not-yet-walling-rule = 以数据定义的棋种目前还不支持设墙规则“{ $value }”（目前只支持 duck）

## A piece's moves in Betza's notation that cannot be read.

fault-betza-at = { $why }（在第 { $at } 个字符处）
fault-betza-atom = “{ $letter }”不是目前能识别的棋子走法（基本单元：W F D N A H C L Z J G K R B Q）
fault-betza-range-zero = { $letter }0 的滑行哪里也去不了：请给出 1 到 9 的范围
fault-betza-cannot-ride = { $letter } 在这里不能滑行（沿直线重复它的跳跃）：只有 W、F 和 N 的线可以滑行（WW 或 R、FF 或 B、NN、W3）；若只跳一次，请只写 { $letter }
fault-betza-lame = “n”（可被阻挡的跳跃）应写在跳跃棋子 N、A、Z、J 或 D 之前，而不是 { $written } 之前：请去掉它，滑行本来就会停在线上的第一个棋子处
fault-betza-hopper = “{ $letter }”（翻越棋子的走法）应写在沿线一直走到被挡为止的滑行（R、B、Q、WW、FF、NN）之前，而不是 { $written } 之前
fault-betza-unknown = “{ $letter }”不属于这里能识别的 Betza 记法
fault-betza-dangling = 末尾的修饰符没有作用于任何基本单元：请以棋子字母结尾，如 fmW
fault-betza-range-doubled = “{ $digit }”跟在 { $doubled } 之后，而 { $doubled } 本来就会沿线一直走到被挡为止：最多走 { $digit } 格的滑行请写 { $ranged }，否则只写 { $doubled }
fault-betza-range-two-digits = 范围是 1 到 9 的一位数：{ $written } 给了两位；请写 { $ranged }，或写 { $doubled } 表示沿线一直走到被挡为止
fault-betza-range-before = 范围应写在棋子字母之后，而不是之前：请写 { $ranged }，而不是 { $written }
fault-betza-range-alone = “{ $digit }”没有跟在任何棋子字母之后：范围应紧跟在字母之后，如 { $example }

## A start position (startFen) that cannot be played.

fault-start-over-white-won = 对局在第一步之前就已结束（轮到白方走，白方已获胜：{ $by }）；请从对局仍在进行的局面开始
fault-start-over-white-lost = 对局在第一步之前就已结束（轮到白方走，白方已告负：{ $by }）；请从对局仍在进行的局面开始
fault-start-over-white-drawn = 对局在第一步之前就已结束（轮到白方走，已成和棋：{ $by }）；请从对局仍在进行的局面开始
fault-start-over-black-won = 对局在第一步之前就已结束（轮到黑方走，黑方已获胜：{ $by }）；请从对局仍在进行的局面开始
fault-start-over-black-lost = 对局在第一步之前就已结束（轮到黑方走，黑方已告负：{ $by }）；请从对局仍在进行的局面开始
fault-start-over-black-drawn = 对局在第一步之前就已结束（轮到黑方走，已成和棋：{ $by }）；请从对局仍在进行的局面开始
fault-start-by-extinction = 对局所计的棋子已经没有了
fault-start-by-flag = 有棋子位于对局设定的区域内
fault-start-by-checks = 对局所计的将军次数已经达到
fault-start-by-checkmate = 将死
fault-start-by-stalemate = 困毙
fault-start-by-pawn-drop-mate = 打入兵将死
fault-start-by-counting = 计数已超过上限
fault-start-by-passes = 双方都已停着
fault-start-by-bikjang = 双方将帅仍处于照面状态
fault-start-white-checkmated = 先走的白方没有合法着法（一开始就被将死）；请从轮到的一方能够走棋的局面开始
fault-start-white-stalemated = 先走的白方没有合法着法（一开始就被困毙）；请从轮到的一方能够走棋的局面开始
fault-start-black-checkmated = 先走的黑方没有合法着法（一开始就被将死）；请从轮到的一方能够走棋的局面开始
fault-start-black-stalemated = 先走的黑方没有合法着法（一开始就被困毙）；请从轮到的一方能够走棋的局面开始

fault-fen-empty = FEN 是空的
fault-fen-hands-unclosed = 手中棋子“[{ $hands }”缺少闭合的“]”
fault-fen-ranks = 棋盘有 { $ranks } 行，FEN 却给出了 { $given } 行
fault-fen-hand-piece = 手中棋子里的“{ $letter }”不是 { $game } 的棋子
fault-fen-side = “{ $value }”不是走棋方（w 或 b）
fault-fen-gate = “{ $letter }”既不是易位权，也不是可以放入棋子的列
fault-fen-castling-king = 有易位权“{ $letter }”，但所在的行上没有王
fault-fen-castling = “{ $letter }”不是易位权
fault-fen-castling-rook = 有易位权“{ $letter }”，但没有可以易位的车
fault-fen-count-limit = “{ $value }”不是计数的上限
fault-fen-en-passant = “{ $value }”不是此棋盘上的吃过路兵格
fault-fen-en-passant-list = “{ $value }”既不是此棋盘上的吃过路兵格，也不是这些格子的列表
fault-fen-check-count = “{ $value }”不是像 3+3 那样的将军计数
fault-fen-halfmoves = “{ $value }”不是半回合数
fault-fen-move-number = “{ $value }”不是回合数
fault-fen-count-too-long = { $plies } 个半回合超过了计数所能计到的数
fault-fen-rank-too-long = 第 { $rank } 行超过了 { $files } 格
fault-fen-empty-run = 第 { $rank } 行有一段 0 格的空位
fault-fen-rank-length = 第 { $rank } 行有 { $given } 格，而不是 { $files } 格
fault-fen-piece = “{ $letter }”不是 { $game } 的棋子
fault-fen-no-promotion = “+{ $letter }”：在 { $game } 中 { $letter } 不能升变
