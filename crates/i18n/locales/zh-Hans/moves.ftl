## 着法被拒绝的原因：规则向输入着法的棋手所作的解释。格子（e4）、着法（P e2-e4）、棋子字母（N）
## 和游戏名称保持原样；棋子用下面的 `piece-` 消息称呼（没有消息的，按游戏文件的写法）。

refusal-choose-one-of = 请从中选择一个：{ $moves }。
refusal-legal-moves-of-that-piece = 该棋子的合法着法：{ $moves }。

## 拒绝的完整句子。$why 是下面的某条 `why-` 消息。

refusal-game-over-white-wins = { $sides ->
    [xiangqi] 对局已结束：红方胜（{ $reason }）。
    [janggi] 对局已结束：蓝方胜（{ $reason }）。
    [shogi] 对局已结束：先手胜（{ $reason }）。
   *[chess] 对局已结束：白方胜（{ $reason }）。
}
refusal-game-over-black-wins = { $sides ->
    [xiangqi] 对局已结束：黑方胜（{ $reason }）。
    [janggi] 对局已结束：红方胜（{ $reason }）。
    [shogi] 对局已结束：后手胜（{ $reason }）。
   *[chess] 对局已结束：黑方胜（{ $reason }）。
}
refusal-game-over-draw = 对局已结束：和棋（{ $reason }）。
refusal-syntax-ends = 这不是着法：文本在第{ $column }个字符处结束，但那里应当是{ $expected }。
refusal-syntax-found = 这不是着法：第{ $column }个字符处应当是{ $expected }，却是“{ $found }”。
refusal-syntax-too-long = 这不是着法：文本应当是{ $expected }，但超过了{ $column }个字符。
refusal-no-san = 此局面中没有以标准代数记谱法写作{ $san }的合法着法。
refusal-san-did-you-mean = { $san }在此局面中不合法；你是想走{ $move }吗？
refusal-san-ambiguous = { $san }符合不止一个着法：{ $moves }。
refusal-off-board = { $square }不是{ $game }棋盘上的格子（{ $board }）。
refusal-board-files-ranks = 列a-{ $file }，行1-{ $ranks }，从a1到{ $last }
refusal-board-spaces = 从a1到{ $last }的框内共{ $count }个格子
refusal-wrong-label = { $square }上的棋子是{ $piece }（{ $label }），不是{ $typed }。
refusal-some-piece = 棋子
refusal-part-does-not-fit = “{ $part }”不属于任何以{ $move }开头的合法着法。
refusal-part-does-not-fit-why = “{ $part }”不属于任何以{ $move }开头的合法着法：{ $why }。
refusal-needs-a-choice = { $move }还需要作出选择才能成为一个着法。
refusal-ambiguous = 这段文本符合不止一个合法着法。
refusal-move-first = 着法以要走的棋子开头，例如“P e2-e4”；“{ $part }”只能跟在它后面。
refusal-no-piece = { $square }上没有棋子。
refusal-not-your-piece-white = { $sides ->
    [xiangqi] { $square }上的{ $piece }是红方的；现在轮到黑方走。
    [janggi] { $square }上的{ $piece }是蓝方的；现在轮到红方走。
    [shogi] { $square }上的{ $piece }是先手的；现在轮到后手走。
   *[chess] { $square }上的{ $piece }是白方的；现在轮到黑方走。
}
refusal-not-your-piece-black = { $sides ->
    [xiangqi] { $square }上的{ $piece }是黑方的；现在轮到红方走。
    [janggi] { $square }上的{ $piece }是红方的；现在轮到蓝方走。
    [shogi] { $square }上的{ $piece }是后手的；现在轮到先手走。
   *[chess] { $square }上的{ $piece }是黑方的；现在轮到白方走。
}
refusal-off-the-board = 棋盘外
refusal-illegal-move = { $label } { $from }-{ $to }不是合法着法。
refusal-illegal-move-why = { $label } { $from }-{ $to }不是合法着法：{ $why }。
refusal-illegal-move-none-legal = { $label } { $from }-{ $to }不是合法着法。{ $from }上的{ $piece }没有合法着法。
refusal-illegal-move-why-none-legal = { $label } { $from }-{ $to }不是合法着法：{ $why }。{ $from }上的{ $piece }没有合法着法。
refusal-illegal-drop = { $label }-{ $square }不是合法的打入。
refusal-illegal-drop-why = { $label }-{ $square }不是合法的打入：{ $why }。
refusal-duck-cannot-go = 鸭子不能去{ $square }：{ $why }。
refusal-no-draw-to-claim = { $game }没有可以申请的和棋；请改为提议和棋。
refusal-no-draw-now = 现在不能申请和棋：申请和棋需要满足以下条件：{ $ways }。
refusal-claim-or = { $first }；或者{ $second }
refusal-claim-on-own-turn = 和棋只能在自己的回合申请。

## 文本不再是记谱法之处应有的内容（上面的 $expected）。

expect-at-most = 最多{ $count }个字符
expect-move = 像“P e2-e4”或“e2e4”这样的着法
expect-next-part = 下一部分之前的“;”，或着法的结尾
expect-removal-dash = “@”之后的“-”（“@-e4”移除e4上的棋子）
expect-removal-square = 要移除的棋子所在的格子，例如“@-e4”
expect-letter-or-square = 棋子字母或格子
expect-drop-square = 打入的“-”之后的格子，例如“Q-e8”
expect-from-square = 棋子字母之后的格子，例如e2
expect-dash = { $square }之后的“-”和目标格
expect-destination = 目标格
expect-destination-or-off = { $square }之后的目标格（或“off”）

## 列出两个以上的格子（“h2或g2”）。

list-or = { $first }或{ $second }
list-comma = { $first }、{ $second }

## 规则拒绝着法的原因：跟在“不是合法着法：”之后，不带句号。$king 是该方王棋的名称。

why-claim-repetition = 同一局面已出现{ $needed }次（目前出现了{ $count }次）
why-claim-quiet-moves = 双方各走{ $moves }步而没有吃子或兵的移动（目前为{ $plies }个半回合）
why-claim-lone-king-white = 对手只剩下王（白方还有{ $count }个其他棋子）
why-claim-lone-king-black = 对手只剩下王（黑方还有{ $count }个其他棋子）
why-never-off-board = 在这个游戏中棋子不会离开棋盘
why-never-off-board-in = 在{ $game }中棋子不会离开棋盘
why-same-square = 着法必须走到另一个格子
why-never-castles-white = 在{ $game }中白方不能王车易位
why-never-castles-black = 在{ $game }中黑方不能王车易位
why-castled-rights-gone-white-king-side = 白方已不能在王翼易位：王或那个车已经走过
why-castled-rights-gone-white-queen-side = 白方已不能在后翼易位：王或那个车已经走过
why-castled-rights-gone-black-king-side = 黑方已不能在王翼易位：王或那个车已经走过
why-castled-rights-gone-black-queen-side = 黑方已不能在后翼易位：王或那个车已经走过
why-castling-between-taken = 王车易位需要王与车之间的格子都是空的，而{ $square }上有{ $piece }
why-castling-out-of-check = 被将军时不能王车易位
why-castling-through-attack = 王不能经过或停在受攻击的格子上，而{ $square }正受到攻击
why-castling-impossible = 此处不能王车易位
why-white-piece = { $sides ->
    [xiangqi] 红方的{ $piece }
    [janggi] 蓝方的{ $piece }
    [shogi] 先手的{ $piece }
   *[chess] 白方的{ $piece }
}
why-black-piece = { $sides ->
    [xiangqi] 黑方的{ $piece }
    [janggi] 红方的{ $piece }
    [shogi] 后手的{ $piece }
   *[chess] 黑方的{ $piece }
}
why-no-piece = 空格
why-own-piece-there = 你自己的{ $piece }在{ $square }上
why-own-piece-any = 你自己的棋子在{ $square }上
why-game-over = 对局已结束
why-game-over-white-wins = { $sides ->
    [xiangqi] 对局已结束（红方胜：{ $reason }）
    [janggi] 对局已结束（蓝方胜：{ $reason }）
    [shogi] 对局已结束（先手胜：{ $reason }）
   *[chess] 对局已结束（白方胜：{ $reason }）
}
why-game-over-black-wins = { $sides ->
    [xiangqi] 对局已结束（黑方胜：{ $reason }）
    [janggi] 对局已结束（红方胜：{ $reason }）
    [shogi] 对局已结束（后手胜：{ $reason }）
   *[chess] 对局已结束（黑方胜：{ $reason }）
}
why-game-over-draw = 对局已结束（和棋：{ $reason }）
why-king-in-check-there = 你的{ $king }在{ $square }上会被将军
why-still-in-check = 你的{ $king }正被将军，而这步棋没有解除将军
why-leaves-king-in-check = 把{ $piece }从{ $square }走开会让你的{ $king }被将军
why-blocked = 从{ $from }到{ $to }的路被挡住了
why-blocked-by = 从{ $from }到{ $to }的路被{ $square }上的{ $piece }挡住了
why-blocked-on = 从{ $from }到{ $to }的路在{ $square }被挡住了
why-two-squares-from-start = { $piece }只能从起始行走两格
why-only-to-capture = { $piece }只有吃子时才能这样走，而{ $square }是空的
why-cannot-capture-that-way = { $piece }不能这样吃子
why-not-that-way = { $piece }不能这样走
why-not-that-way-or-blocked = { $square }上的{ $piece }不能这样走，或者路被挡住了
why-capture-compulsory = 吃子是强制的，而现在有子可吃
why-royal-would-be-attacked = 你的{ $king }会受到攻击
why-check-forbidden = 这会将军，而本游戏禁止将军
why-royal-attacked-there = 你的{ $piece }在{ $square }上会受到攻击
why-royal-in-check = 你的{ $king }正被将军，而这步棋没有应对
why-leaves-royal-attacked = 把{ $piece }从{ $square }走开会让你的{ $king }受到攻击
why-khan-last-leader = 这会失去你最后的首领
why-khan-leader-exposed = 这会让你唯一的首领处在敌方棋子能吃掉它的位置
why-khan-no-exchange = { $piece }不能与{ $other }交换
why-khan-exchanges-off = 你自己的{ $piece }在{ $square }上，而本局不允许交换
why-khan-spell-out-of-reach = { $piece }不能吃子，而{ $square }在其法术范围之外
why-khan-not-demotable = { $piece }不能被降级，因此法术不能以它为目标
why-khan-spell-not-on-khan = 本局中法术不能以可汗或可汗弓手为目标
why-khan-no-mounted-capture = 本局中{ $piece }不能吃骑乘的棋子
why-khan-magician-step = { $piece }只能横向或纵向走一格
why-kings-run-winning-move = 有一步能获胜的着法：{ $moves }
why-kings-run-capture-runner = 你必须用睡魔棋子吃掉你自己在{ $squares }上的跑者
why-kings-run-only-runner-king-leaves = 只有跑者王可以离开棋盘
why-kings-run-leave-from-far-rank = 跑者王只能从最远的一行离开棋盘
why-koan-step-from-octagon = 棋子每次向前走一格：从八角格直走到下一个八角格，或斜向前走到方格
why-koan-step-from-square = 棋子每次向前走一格：从方格斜向前走到八角格
why-koan-octagonal-captures-on-octagons-not-square = 八角棋子只能在八角格上吃子，而{ $square }是方格
why-koan-octagonal-captures-on-octagons-not-octagon = 八角棋子只能在八角格上吃子，而{ $square }是八角格
why-koan-square-captures-on-squares-not-octagon = 方形棋子只能在方格上吃子，而{ $square }是八角格
why-koan-square-captures-on-squares-not-square = 方形棋子只能在方格上吃子，而{ $square }是方格
why-cannon-one-screen = { $piece }只有恰好隔着一个棋子时才能吃子
why-cannon-jumps-only-to-capture = { $piece }只有吃子时才能跳过棋子，而{ $square }是空的
why-first-step-blocked = { $piece }走向{ $square }的第一步必须落在空格上，但那里有子
why-diagonal-only-to-capture = { $piece }只有吃子时才能斜走，而{ $square }是空的
why-captures-diagonally = { $piece }斜着吃子，不能直着向前吃
why-not-on-board = { $square }不在棋盘上
why-duck-there-must-move = 鸭子现在就在那里，必须移走
why-duck-square-taken = 那里有{ $piece }（鸭子要放到走完这步后空着的格子上）
why-no-drops = { $game }中不能打入棋子
why-no-such-piece = { $label }不是{ $game }的棋子
why-none-in-hand = 你手中没有{ $piece }
why-square-not-empty = { $square }不是空的
why-drop-file-taken = 你在{ $file }列已经有一个{ $piece }
why-drop-not-there = 在{ $game }中{ $piece }不能打入{ $square }
why-drop-first-rank = { $piece }不能打入自己的第一行，也不能打入会升变的位置
why-drop-another-first = 必须先打入手中的另一个棋子
why-drop-in-check = 你的{ $king }正被将军，而这个打入没有应对
why-drop-gives-check = 在{ $game }中打入不能将军
why-drop-bishops-colours = 你的象必须分别站在两种颜色的格子上
why-drop-leaves-attacked = 这会让你的{ $king }受到攻击

## ortoo 各游戏的棋子名称：国际象棋、中国象棋、将棋（`piece-in-shogi-`）等，按中文棋手的叫法。

piece-royal-piece = 皇家棋子
piece-pawn = 兵
piece-knight = 马
piece-bishop = 象
piece-rook = 车
piece-queen = 后
piece-king = 王
piece-in-shogi-pawn = 步兵
piece-in-shogi-knight = 桂马
piece-in-shogi-bishop = 角行
piece-in-shogi-rook = 飞车
piece-in-shogi-king = 王将
piece-lance = 香车
piece-silver-general = 银将
piece-gold-general = 金将
piece-dragon-king = 龙王
piece-dragon-horse = 龙马
piece-drunk-elephant = 醉象
piece-chick = 小鸡
piece-hen = 母鸡
piece-giraffe = 长颈鹿
piece-lion = 狮子
piece-elephant = 象
piece-swallow = 燕
piece-phoenix = 鹏
piece-falcon = 隼
piece-crane = 鹤
piece-left-quail = 左鹑
piece-right-quail = 右鹑
piece-pheasant = 雉
piece-goose = 雁
piece-eagle = 雕
piece-general = 将
piece-advisor = 士
piece-horse = 马
piece-chariot = 车
piece-cannon = 炮
piece-soldier = 兵
piece-banner = 旗
piece-khun = 坤
piece-met = 孟
piece-khon = 孔
piece-ma = 马
piece-ruea = 船
piece-bia = 贝
piece-ai-wok = 艾沃
piece-neang = 娘
piece-koul = 库尔
piece-seh = 塞
piece-touk = 图克
piece-trey = 特雷
piece-min-gyi = 明基
piece-sit-ke = 西克
piece-sin = 辛
piece-myin = 敏
piece-yahhta = 亚塔
piece-ne = 内
piece-alfil = 象
piece-fers = 仕
piece-ferz = 仕
piece-wazir = 瓦兹尔
piece-man = 人
piece-courier = 信使
piece-schleich = 施莱希
piece-archbishop = 大主教
piece-chancellor = 首相
piece-amazon = 亚马逊
piece-centaur = 半人马
piece-nightrider = 夜骑士
piece-camel = 骆驼
piece-zebra = 斑马
piece-janus = 雅努斯
piece-cardinal = 红衣主教
piece-marshal = 元帅
piece-marshall = 元帅
piece-minister = 大臣
piece-commoner = 平民
piece-berolina-pawn = 柏林兵
piece-grasshopper = 蚱蜢
piece-hawk = 鹰
piece-duck = 鸭子
piece-duke = 公爵
piece-tower = 塔
piece-archer = 弓箭手
piece-lancer = 枪骑兵
piece-kheshig = 怯薛
piece-yurt = 蒙古包
piece-khan = 可汗
piece-khatun = 可敦
piece-horse-archer = 骑射手
piece-scout = 斥候
piece-divine-king = 神王
piece-quetzal = 格查尔鸟
piece-jaguar = 美洲豹
piece-serpent = 蛇
piece-vulture = 秃鹫
piece-canoe = 独木舟
piece-offering = 祭品
piece-warrior = 战士
piece-swordsman = 剑士
piece-assassin = 刺客
piece-magician = 魔法师
piece-demoted-magician = 降级魔法师
piece-power-magician = 大魔法师
piece-bondsman = 仆从
piece-khan-archer = 可汗弓手
piece-khan-sword = 可汗剑士
piece-quickpawn = 快兵
piece-sandman-quickpawn = 睡魔快兵
piece-sandman-knight = 睡魔马
piece-sandman-bishop = 睡魔象
piece-sandman-rook = 睡魔车
piece-sandman-queen = 睡魔后
piece-sandman-king = 睡魔王
piece-runner-quickpawn = 跑者快兵
piece-runner-knight = 跑者马
piece-runner-bishop = 跑者象
piece-runner-rook = 跑者车
piece-runner-queen = 跑者后
piece-runner-king = 跑者王
piece-war-elephant = 战象
piece-octagonal-piece = 八角棋子
piece-square-piece = 方形棋子

## 变体格式按类型命名的棋子（游戏未给它们命名时的叫法）。

piece-fers-alfil = 仕象
piece-silver = 银
piece-gold = 金
piece-aiwok = 艾沃
piece-bers = 伯斯
piece-knibis = Knibis
piece-biskni = Biskni
piece-kniroo = Kniroo
piece-rookni = Rookni
piece-shogi-pawn = 将棋步兵
piece-shogi-knight = 将棋桂马
piece-clobber = Clobber
piece-breakthrough = 突破
piece-immobile = 不动子
piece-janggi-cannon = 韩国象棋炮
piece-janggi-elephant = 韩国象棋象
