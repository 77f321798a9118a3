## The new-game form, and what answers a challenge.

challenge-title = 新对局
challenge-game = 棋种
challenge-group-hand-written = 手工实现的棋种
challenge-group-defined = 以数据定义的棋种
challenge-group-players = 棋手创作的变体
challenge-uploaded-by = { $game }（作者：{ $owner }）
challenge-show-options = 显示此棋种的选项
challenge-rules = 规则
# $choice is the game's word for what each player chooses (janggi's "arrangement"), in English.
challenge-own-choice-summary = 双方各自的 { $choice }（不修改则按惯例）
challenge-own-choice-legend = 双方各自的 { $choice }
challenge-own-choice-hint = 为你可能执的每一方选好想要的；接受挑战的棋手可以在接受时选择自己的 { $choice }。
challenge-options-summary = 规则选项（不修改则为默认值）
challenge-options-legend = 规则选项
challenge-switch-on = 开
challenge-switch-off = 关
challenge-play-against = 对手
challenge-way-person = 指定的棋手
challenge-way-seek = 公开约战：任何人都可接受
challenge-way-engine = 引擎
challenge-way-watch = 引擎自战，供观看
challenge-opponent = 棋手名
challenge-engine-level = 引擎级别（1 级走得快而随意；12 级每步最多思考 30 秒）
challenge-level = { $level } 级
challenge-watch-white = { $sides ->
    [xiangqi] 红方级别
    [janggi] 蓝方级别
    [shogi] 先手级别
   *[chess] 白方级别
}
challenge-watch-black = { $sides ->
    [xiangqi] 黑方级别
    [janggi] 红方级别
    [shogi] 后手级别
   *[chess] 黑方级别
}
challenge-colour = 你执
challenge-colour-random = 随机
challenge-colour-white = { $sides ->
    [xiangqi] 红方
    [janggi] 蓝方
    [shogi] 先手
   *[chess] 白棋
}
challenge-colour-black = { $sides ->
    [xiangqi] 黑方
    [janggi] 红方
    [shogi] 后手
   *[chess] 黑棋
}
challenge-rating = 等级分
challenge-rated = 计等级分：结果会改变双方在该棋种的等级分
challenge-casual = 不计等级分
challenge-rating-min = 最低等级分
challenge-rating-max = 最高等级分
challenge-rating-range-hint = 只有等级分在此范围内的棋手可以接受；两项都留空则任何人都可接受。
challenge-clock = 时限
challenge-days-per-move = 每步天数
challenge-time-bank = 时间储备
challenge-bank-initial = 开局时储备的天数
challenge-bank-increment = 每走一步增加的天数
challenge-bank-cap = 储备最多的天数
challenge-no-clock = 不计时
challenge-clock-hint = 超过期限的一方判超时负；休假期间棋钟暂停。
challenge-send = 发出挑战

## What the form says back.

challenge-sent = 挑战已发出。
challenge-declined = 已拒绝挑战。
challenge-withdrawn = 已撤回挑战。
challenge-no-such-game = 这里没有名为“{ $game }”的棋种，请从列表中选择。
challenge-no-such-page = 没有这个页面。
challenge-bad-level = 引擎级别为 1 到 12，不能是“{ $level }”。
challenge-bad-days = “{ $days }”不是整数天数。
challenge-bad-way = “{ $way }”不是一种对局方式；请选择棋手、公开约战或引擎。
challenge-two-opponents = 表单中指定了不止一个对手（棋手、引擎或引擎自战），请只选一个。
challenge-name-the-player = 请填写你要挑战的棋手（或选择公开约战或引擎）。
challenge-choose-level = 请选择引擎级别，1 到 12。
challenge-choose-levels = 请分别为白方和黑方选择引擎级别。
challenge-bad-lowest-rating = 最低等级分必须是整数，不能是“{ $rating }”。
challenge-bad-highest-rating = 最高等级分必须是整数，不能是“{ $rating }”。
