## The lobby: the player's games, the challenges and open seeks, and the list of games.

lobby-title = 大厅
lobby-your-games = 你的对局
lobby-no-game-waits = 目前没有对局等你走棋。
lobby-accept-or-start = 可以接受下面的挑战，或者自己开一局：
lobby-start-a-game = 开始对局
lobby-your-turn = 轮到你走（{ $count }）
lobby-their-turn = 轮到对方走（{ $count }）
lobby-welcome = 国际象棋变体通信对弈
lobby-intro = 下 Khan's Chess、国际象棋等各种棋，一次一步，可在网页上、通过 API 或邮件走棋。
lobby-create-account = 注册账号
lobby-log-in-to-play = 登录后开始下棋
lobby-challenges = 挑战与公开约战
lobby-none-open = 目前没有待接受的挑战。
lobby-col-game = 棋种
lobby-col-from = 发起者
lobby-col-to = 对象
lobby-col-challenger-plays = 发起者执
lobby-col-clock = 时限
lobby-col-rated = 类型
lobby-col-answer = 回应
# Under the challenger's name, on a narrow screen.
lobby-plays-white = { $sides ->
    [xiangqi] 执红
    [janggi] 执蓝
    [shogi] 执先手
   *[chess] 执白
}
lobby-plays-black = { $sides ->
    [xiangqi] 执黑
    [janggi] 执红
    [shogi] 执后手
   *[chess] 执黑
}
lobby-plays-random = 随机分先
# The column "The challenger plays".
lobby-color-white = { $sides ->
    [xiangqi] 红棋
    [janggi] 蓝棋
    [shogi] 先手
   *[chess] 白棋
}
lobby-color-black = { $sides ->
    [xiangqi] 黑棋
    [janggi] 红棋
    [shogi] 后手
   *[chess] 黑棋
}
lobby-color-random = 随机
# An open seek, in the column "To".
lobby-anyone = 任何人
lobby-anyone-rated = 等级分 { $min }–{ $max } 的任何人
lobby-no-clock = 不计时
lobby-clock-days = 每步{ $days }天
lobby-clock-bank = 时间储备：初始{ $initial }天，每步 +{ $increment }天，最多{ $cap }天
lobby-rated = 计等级分
lobby-casual = 不计等级分
lobby-withdraw = 撤回
lobby-accept = 接受
lobby-decline = 拒绝
# $choice is the game's word for what each player chooses (janggi's "arrangement"), in English.
lobby-own-choice = 若接受，你的 { $choice }：
lobby-choice-as-challenged = 按挑战所定
lobby-finished = 已结束
lobby-games = 棋种
lobby-defined = 以数据定义的国际象棋变体
lobby-defined-hint = 每一种都用变体爱好者通用的 variants.ini 格式写成；与上面的棋种一样，都可以对弈、校验着法并计算等级分。
lobby-players-variants = 棋手创作的变体
lobby-uploaded-by-players = 由棋手上传。
lobby-upload-your-own = 上传你自己的变体
lobby-none-yet = 暂无。
lobby-by-owner = 作者：{ $owner }

## A list of games (the lobby's and a player's page).

lobby-col-white = 白方
lobby-col-black = 黑方
lobby-col-ply = 步数
lobby-col-state = 状态
lobby-col-result = 结果
lobby-row-your-turn = 轮到你走
lobby-white-to-move = { $sides ->
    [xiangqi] 轮到红方
    [janggi] 轮到蓝方
    [shogi] 轮到先手
   *[chess] 轮到白方
}
lobby-black-to-move = { $sides ->
    [xiangqi] 轮到黑方
    [janggi] 轮到红方
    [shogi] 轮到后手
   *[chess] 轮到黑方
}

## A player's page.

player-not-found = 没有名为“{ $name }”的棋手。
player-closed = 该账号已注销，其对局仍保留在此。
player-since = 自 { $date } 起在 ortoo 下棋。
player-record = 已结束的对局：胜 { $won }，和 { $drawn }，负 { $lost }。
player-ratings = 等级分
player-no-rated-games = 还没有计等级分的对局。
player-col-game = 棋种
player-col-rating = 等级分
player-col-rated-games = 计分对局
player-rated-record = { $games }局：胜 { $won }，和 { $drawn }，负 { $lost }
player-ratings-hint = 等级分采用 Glicko-2，每个棋种各有一个。带问号的（1500?）表示等级分仍是暂定的：计分对局太少，或很久没有下计分对局了。
# A dot of the rating graph: the day of a rated game and the opponent.
player-graph-point = { $date } 对 { $opponent }
player-graph-label = { $game }等级分：{ $count }局计分对局，从 { $from } 到 { $to }
player-graph-dot = { $game }之后：{ $rating }
player-playing-now = 进行中（{ $count }）
player-no-games-in-play = 没有进行中的对局。
player-finished = 已结束（{ $count }）
player-no-finished-games = 还没有已结束的对局。

## The leaderboards.

leaderboard-title = 排行榜
leaderboard-of-game = { $game } 排行榜
leaderboard-no-such-game = 这里没有名为“{ $game }”的棋种。
leaderboard-hint = 每个棋种都有各自的等级分。等级分确定后才会列出：下过几盘计分对局之后，且棋手仍在继续下棋。
leaderboard-one-hint = 已确定的 Glicko-2 等级分，从高到低排列。
leaderboard-all-games = 全部棋种
leaderboard-rules = 规则
leaderboard-none-established = 还没有已确定的 { $game } 等级分。
leaderboard-col-place = 名次
leaderboard-col-player = 棋手
leaderboard-col-rating = 等级分
leaderboard-col-games = 对局数
leaderboard-provisional = 另有 { $count } 位棋手的等级分仍是暂定的（等级分尚未稳定，标有“?”），再下几盘计分对局后就会列在这里。
