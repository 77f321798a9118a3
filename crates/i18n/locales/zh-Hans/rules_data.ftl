## A game defined as data, its rules written from its definition (the rules page's "The rules as
## data", and the whole rules of a player's upload). Each message is one sentence; $piece, $king,
## $pawn, $cannon and the like are a piece's name, $pieces and $pawns a list of names, $region a
## data-ranks or data-squares.

data-board-heading = 棋盘
data-board = 棋盘有{ $files }列、{ $ranks }行；白方先走。以 FEN 表示的初始局面：
data-pieces-heading = 棋子
data-pieces-intro = 图示标出了每个棋子能走到的位置。棋子的走法按文件中的写法以 Betza 记法表示（W 为直走一格，F 为斜走一格，N 为马的跳跃，重复的字母或 R、B、Q 表示沿线滑行）；它的价值以兵的百分之一为单位，是 ortoo 的引擎根据它能到达的范围估算的。
data-column-piece = 棋子
data-column-letter = 字母
data-column-betza = Betza
data-column-worth = 价值
data-royal = { $piece }（皇家棋子）
# Where a game has no royal piece but a sentence needs one.
data-the-king = 王
data-the-met = 孟

# A region: whole ranks by number ($count of them), else its squares.
data-ranks =
    { $count ->
       *[other] 第{ $ranks }行
    }
data-squares = { $squares }

data-pawns-heading = 兵与升变
data-double-step = { $pawn }可以从{ $region }走两格。
data-triple-step = 它也可以从{ $region }走三格。
data-en-passant = 与国际象棋一样，走棋时越过敌方兵的棋子可以被吃过路兵。
data-sittuyin-promotion = { $pawns }不会因为到达某处而升变。站在{ $region }上时（如果它是己方最后一个兵，则在任何地方），它可以用单独的一步棋变为{ $pieces }，位置可以是原地，也可以是那个棋子从那里能吃到的某个空格，但不能因此将军，也不能从那里攻击对方的任何棋子。
data-promotion = 到达{ $region }的{ $pawns }变为{ $pieces }。
data-promotion-optional = 到达{ $region }的{ $pawns }变为{ $pieces }，也可以保持原样，由棋手选择。
data-promotion-limit = 升变后，一方某种棋子的数量不能超过：{ $limits }。
data-limit = { $piece }{ $limit }个

data-kept-heading = 棋子可以站的位置
data-keeps-to = { $piece }只能留在{ $white }（白方）和{ $black }（黑方）之内。
data-soldier = { $piece }在到达己方第{ $rank }行（过河）之前只能向前走，从那里起也可以横走。
data-flying-general = 两个{ $king }不能在同一直线或横线上相对而中间没有任何棋子：造成这种局面的着法不合法。

data-special-heading = 特殊规则
data-cambodian = { $king }走第一步时，如果没有被将军，可以像马一样跳到它前方的一行上（一旦有车走到它所在的直线或横线上，就失去这项权利）；{ $met }在初始格上时，可以向正前方走两格，越过中间的棋子。这两种首步都不能吃子。
data-rooks-first-rank = 手中的车只能放在己方的第一行。
data-makpong = 被将军的{ $king }不能移动，除非它吃掉正在将军的那唯一一个棋子。
data-blast = 每次吃子都会引发爆炸：吃子的棋子、被吃的棋子，以及周围八个格子上所有不是兵的棋子都会被移除，不分敌我（着法列表会写出被清空的格子）。
data-blast-immune = { $pieces }不受爆炸影响。
data-blast-kings = 任何着法都不能炸掉己方的王，也不能让它受到攻击，除非这步棋炸掉了对方的王。相邻的两个王不能互吃，因此都不算被将军。
data-mutually-immune = { $pieces }不能吃同类的棋子。
data-duck = 每走一步之后，棋手还要把不属于任何一方的鸭子（`*`）移到另一个空格上：在完整代数记谱法中，这是着法的最后一部分（`P e2-e4; duck-e5`），在坐标形式中写在逗号之后（`e2e4,e4e5`）。鸭子挡住所有棋子，也不能被吃掉。

# Janggi's: the palaces' diagonal lines and the ways pieces move along them.
data-diagonal-lines = 斜线连接{ $region }这些点（九宫的斜线）。站在这些点之一上的棋子还可以沿斜线走到另一个点：{ $ways }。
data-way-one-point = { $piece }走一个点
data-way-forward = { $piece }向前走一个点
data-way-open-line = { $piece }沿畅通的线路走任意远
data-way-hop = { $piece }跳过一个棋子
data-janggi-cannon = { $cannon }必须恰好跳过一个棋子才能走棋或吃子；它不能跳过另一个{ $cannon }，也不能吃{ $cannon }。
data-pass = 棋手可以不走棋而停着，被将军时除外（输入 `pass`；坐标形式下把{ $king }所在的点写两次，如 `e9e9`）。双方先后连续停着，对局结束。
data-pass-when-stuck = 棋手没有其他着法时可以停着，被将军时除外（输入 `pass`；坐标形式下把{ $king }所在的点写两次，如 `e9e9`）。双方先后连续停着，对局结束。
data-bikjang = 当双方的{ $king }在畅通的直线上相对而中间没有任何棋子时（照面，bikjang），轮到走棋的一方必须把它们隔开或者停着；此时停着会使对局结束。
data-points-janggi = 没有以将死结束的对局（双方停着、照面、重复局面，或双方各走五十步而没有吃子）按分数决定胜负：车 13 分，炮 7 分，马 5 分，象和士 3 分，兵 2 分，红方（汉）因后走另加 1.5 分（分数显示在棋盘旁边）。不过，在重复过程中每一步都将军的一方判负。
data-points-more-pieces = 没有以将死结束的对局（重复局面、步数上限）由棋盘上棋子较多的一方获胜；棋子一样多则为和棋。
data-points-white = 没有以将死结束的对局（重复局面、步数上限）由白方获胜。
data-points-black = 没有以将死结束的对局（重复局面、步数上限）由黑方获胜。

data-castling-heading = 王车易位
data-castling = { $king }可以与没有走动过的{ $rooks }易位：在靠 h 列的一翼走到 { $kingside } 列，在另一翼走到 { $queenside } 列，{ $rooks }落在它内侧紧挨着的格子上。
data-chess960 = 底线上的棋子开局时随机排列，与菲舍尔任意制象棋（Chess960）相同。
data-no-castling = 没有王车易位。

data-ends-heading = 对局如何结束
data-checkmate-wins = 将死对方即获胜。
data-checkmated-wins = 被将死的一方获胜。
data-checkmate-draws = 将死为和棋。
data-stalemate-piece-count = 没有合法着法的一方，棋子比对方少则获胜，比对方多则输棋，一样多则为和棋。
data-stalemate-loses = 没有合法着法的一方输棋。
data-stalemate-wins = 没有合法着法的一方获胜。
data-stalemate-draws = 一方没有合法着法（困毙）时为和棋。
# $kept: how many of them a player may keep and still have lost (0: all lost).
data-extinction-loses =
    { $kept ->
        [0] 失去全部{ $pieces }的一方输棋。
       *[other] { $pieces }只剩{ $kept }个的一方输棋。
    }
data-extinction-wins =
    { $kept ->
        [0] 失去全部{ $pieces }的一方获胜。
       *[other] { $pieces }只剩{ $kept }个的一方获胜。
    }
data-extinction-draws =
    { $kept ->
        [0] 一方失去全部{ $pieces }时为和棋。
       *[other] 一方的{ $pieces }只剩{ $kept }个时为和棋。
    }
data-extinction-pieces = 棋子
data-flag = 把{ $piece }走到{ $region }即获胜。
data-flag-answered = 把{ $piece }走到{ $region }即获胜，除非对方紧接着的下一步也到达那里（那样则为和棋）。
data-flag-any = 把任意一个棋子走到{ $region }即获胜。
data-flag-any-answered = 把任意一个棋子走到{ $region }即获胜，除非对方紧接着的下一步也到达那里（那样则为和棋）。
data-check-counting = 将军达到规定次数即获胜（双方尚需将军的次数写在 FEN 中，如 3+3）。
data-must-capture = 吃子是强制的：能吃子时就必须吃子。
data-no-checks = 不允许将军。
data-repetition = 同一局面出现{ $times }次时，{ $result }。
data-repetition-checks = 同一局面出现{ $times }次时，{ $result }，除非一方在重复过程中每一步都在将军：该方判负。
data-repetition-draws = 对局为和棋
data-repetition-white-wins = 白方获胜
data-repetition-white-loses = 白方输棋
data-repetition-mover-wins = 此时轮到走棋的一方获胜
data-repetition-mover-loses = 此时轮到走棋的一方输棋
data-chasing = 按照亚洲象棋联合会的规则，在重复过程中每一步都捉同一个棋子的一方也判负（双方都如此则为和棋）：一步棋新攻击到一个棋子，而该棋子没有保护，或者比攻击它的棋子更强（车被马或炮攻击；车、炮或马被象或士攻击），就算是捉这个棋子；将和兵从不算捉子，将和未过河的兵也从不算被捉。一方第十次以后的将军不计入步数上限。
data-count-makruk = 一旦棋盘上没有兵，就开始计数，由当时轮到走棋的一方计数（只剩光杆王的一方总是由它自己计数）；如果计数超过上限时该方仍未被将死，对局为和棋。上限为 64 步；对光杆王时，上限由对方的棋子决定（两个车 8 步，一个车 16 步，两个孔 22 步，两个马 32 步，一个孔 44 步，其他情况 64 步），并从棋盘上的棋子数开始计数。计数显示在棋盘旁边，超过上限时对局结束。
data-count-cambodian = 一旦一方只剩三个或更少的棋子，就开始计数，由该方计数；如果计数超过上限时该方仍未被将死，对局为和棋。上限为 63 步；对没有兵的光杆王时，上限由对方的棋子决定（两个车 7 步，一个车 15 步，两个孔 21 步，两个马 31 步，一个孔 43 步，其他情况 63 步），并从棋盘上的棋子数开始计数。计数显示在棋盘旁边，超过上限时对局结束。
data-count-asean = 一方只剩光杆王且棋盘上没有兵时，另一方有车则必须在 16 步内将死，有孔则为 44 步，有马则为 64 步，否则对局为和棋。计数显示在棋盘旁边，超过上限时对局结束。
data-sittuyin-draw = 一方只剩王和一个兵、没有被将军，且唯一的着法就是这个兵的升变时，对局为和棋（升变可以拒绝）。
data-move-rule = 双方各走{ $moves }步而没有吃子，即为和棋。
data-move-rule-pawns = 双方各走{ $moves }步而没有吃子或兵的移动，即为和棋。
