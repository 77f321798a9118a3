## The tournaments' pages: the list with the form to make one, and each tournament's page.

tournament-list-title = 赛事
tournament-none-yet = 还没有赛事。
tournament-column-tournament = 赛事
tournament-column-game = 棋种
tournament-column-players = 棋手
tournament-column-state = 状态
tournament-list-detail = { $kind }，{ $clock }，{ $rating }
tournament-kind-swiss = 瑞士制
tournament-kind-round-robin = 循环赛
tournament-rated = 计等级分
tournament-casual = 不计等级分
tournament-clock-none = 不计时
tournament-clock-days = 每步{ $days }天
tournament-clock-bank = 时间银行：初始{ $initial }天，每步加{ $increment }天，最多{ $cap }天
tournament-status-open = 报名中
tournament-status-round = 第{ $round }轮（共{ $rounds }轮）
tournament-status-under-way = 进行中
tournament-status-finished = 已结束
tournament-status-cancelled = 已取消
tournament-starts = { $when }开始

## The form to make a tournament.

tournament-make = 创建赛事
tournament-game = 棋种
tournament-group-hand-written = 专门编写的棋种
tournament-group-defined = 以数据定义的棋种
tournament-group-players = 棋手的变体
tournament-variant-by = { $variant }（{ $owner }作）
tournament-show-options = 显示该棋种的选项
tournament-name = 名称
tournament-format = 赛制
tournament-swiss-choice = 瑞士制：每轮结束后编排下一轮，积分相近的棋手相遇
tournament-rounds-label = 轮数
tournament-round-robin-choice = 循环赛：每两名棋手对弈两局，各执白一次，所有对局同时进行
tournament-rule-options = 规则选项
tournament-option-on = 开
tournament-option-off = 关
tournament-days-per-move = 每步天数
tournament-rating = 等级分
tournament-rated-choice = 计等级分
tournament-casual-choice = 不计等级分
tournament-starts-at = 开始时间（UTC）：届时截止报名，并编排第一轮
tournament-open = 开放赛事
tournament-rounds-not-a-number = 轮数须为整数。
tournament-days-not-a-number = 每步天数须为整数。
tournament-not-a-time = “{ $text }”不是有效的日期和时间。
tournament-opened = 你的赛事已开放：开始之前，棋手都可以报名。

## A tournament's page.

tournament-summary-swiss = { $game }瑞士制，共{ $rounds }轮，{ $clock }，{ $rating }。
tournament-summary-round-robin = { $game }循环赛，{ $clock }，{ $rating }。
tournament-rules = 规则：{ $rules }。
tournament-made-by = 创建者：{ $creator }。
tournament-joining-open = 正在报名，将于{ $starts }开始。
tournament-state-round = 第{ $round }轮（共{ $rounds }轮）。
tournament-state-under-way = 进行中。
tournament-state-finished = 已结束。
tournament-state-cancelled = 已取消。
tournament-join = 报名
tournament-leave = 退出
tournament-start-now = 立即开始
tournament-withdraw = 弃权退赛
tournament-withdraw-confirm = 确定退赛吗？你在本赛事中未结束的对局都将判为认输。
tournament-you-withdrew = 你已退赛。
tournament-standings = 排名
tournament-column-player = 棋手
tournament-column-points = 积分
tournament-column-sb = SB
tournament-sonneborn-berger = 索伯分（Sonneborn-Berger）：所胜对手的积分之和，加上所和对手积分的一半
tournament-column-wins = 胜局
tournament-column-played = 已赛
tournament-withdrew-mark = （已退赛）
tournament-round = 第{ $round }轮
tournament-games = 对局
tournament-result-playing = 进行中
tournament-bye = 轮空（计1分）
tournament-players = 棋手（{ $count }）
tournament-joined = 报名成功。每轮编排后，你的对局就会送到你这里。
tournament-left = 你已退出赛事。
tournament-withdrawn = 你已退赛：你在本赛事中未结束的对局判为认输，今后也不再参与编排。
tournament-started = 赛事已经开始。
tournament-no-such-page = 没有这个页面。
