## Notices: what a player is told, listed on the notices page and mailed. A notice's title
## names no game: the list writes the game before it, and a mail's subject starts with it.

notice-in-game = { $game }：{ $title }
notice-turn = 与{ $opponent }的对局轮到你走（第{ $ply }步）
notice-turn-again = 与{ $opponent }的对局又轮到你走了（第{ $ply }步）
notice-played = { $opponent }走了（第{ $ply }步）：{ $move }
notice-effect = 效果：{ $effect }
notice-comment = 评注：{ $comment }
notice-begun = 你与{ $opponent }的{ $game }对局已开始。
notice-tournament = 赛事：{ $tournament }，第{ $round }轮。
notice-reminder = 提醒：与{ $opponent }对局的走棋期限将至（{ $due }）
notice-reminder-detail = 你与{ $opponent }的{ $game }对局即将到达走棋期限。
notice-game-over = 与{ $opponent }的对局结束：{ $verdict }
notice-won = 你赢了（{ $reason }）。
notice-lost = 你输了（{ $reason }）。
notice-drawn = 本局和棋（{ $reason }）。
notice-ended = 对局已结束。
notice-wrote = { $name }写道：{ $text }
notice-draw-offer = { $opponent }提议和棋
notice-draw-offer-detail = { $opponent }在你们的{ $game }对局中提议和棋（第{ $ply }步之后）。
notice-takeback-offer = { $opponent }请求悔棋
notice-takeback-one = { $opponent }请求在你们的{ $game }对局中悔回其着法{ $move }（第{ $ply }步）。
notice-takeback-more = { $opponent }请求在你们的{ $game }对局中悔回其着法{ $move }（第{ $ply }步）及之后的着法（{ $rest }）。
notice-takeback-last = { $opponent }请求在你们的{ $game }对局中悔回其上一步棋。
notice-takeback-declined = { $opponent }拒绝了你的悔棋请求
notice-takeback-declined-detail = { $opponent }不同意你悔棋，对局照常继续。
notice-taken-back = { $opponent }已同意：{ $moves }已悔回。又轮到你走了。
notice-challenge = { $challenger }向你发起{ $game }挑战
notice-challenge-rated = { $challenger }向你发起一局{ $game }挑战（计等级分；{ $clock }；{ $challenger }执{ $color }）。
notice-challenge-casual = { $challenger }向你发起一局{ $game }挑战（不计等级分；{ $clock }；{ $challenger }执{ $color }）。
notice-challenge-rules = 规则：{ $rules }
# The choice a player accepting makes for themselves (janggi's arrangement): $choice and $value
# are typed as they are in a reply; $words say what a value means.
notice-own-choice = 接受挑战时，你可以自己选择{ $choice }（不选则沿用挑战中的设置）：
notice-own-choice-value = { $value }：{ $words }
notice-own-choice-reply = 回复“accept { $choice }={ $example }”即可按这一选择接受挑战。
notice-no-clock = 不计时
notice-color-white = { $sides ->
    [xiangqi] 红棋
    [janggi] 蓝棋
    [shogi] 先手
   *[chess] 白棋
}
notice-color-black = { $sides ->
    [xiangqi] 黑棋
    [janggi] 红棋
    [shogi] 后手
   *[chess] 黑棋
}
notice-color-random = 随机一方
notice-watched = { $white } – { $black }：{ $mover }走了{ $move }
notice-watched-played = { $mover }（{ $side }）走了（第{ $ply }步）：{ $move }
notice-watched-end = { $white } – { $black }：对局结束，{ $result }
notice-over = 对局结束：{ $result }。
notice-chat = { $name }说：{ $words }
notice-chat-detail = { $name }说：
notice-forecast = { $opponent }走了{ $move }；你的预走以{ $reply }应对
notice-forecast-played = { $opponent }走了（第{ $ply }步）：{ $move }
notice-forecast-answered = 你的预走应对（第{ $reply-ply }步）：{ $reply }
notice-forecast-goes-on = 你的预走将从这里继续。
notice-forecast-ended = 这是你预走的最后一步。

## What a mail says under a notice, about its game as it stands when the mail goes.

letter-you-play-white = { $sides ->
    [xiangqi] 你执红。轮到你走棋。
    [janggi] 你执蓝。轮到你走棋。
    [shogi] 你是先手。轮到你走棋。
   *[chess] 你执白。轮到你走棋。
}
letter-you-play-black = { $sides ->
    [xiangqi] 你执黑。轮到你走棋。
    [janggi] 你执红。轮到你走棋。
    [shogi] 你是后手。轮到你走棋。
   *[chess] 你执黑。轮到你走棋。
}
letter-deadline = 期限：{ $deadline }
letter-no-deadline = 无（本局不计时）
letter-clock = 时限：{ $clock }
letter-clock-days = 每步{ $days }天
letter-clock-bank = 时间储备：初始{ $initial }天，每步 +{ $increment }天，最多{ $cap }天
letter-game = 对局：{ $link }
letter-the-game = 对局页面：{ $link }
letter-record = 棋谱：{ $link }
letter-game-and-talk = 对局及聊天：{ $link }
letter-rating = 你的{ $game }等级分：{ $before } → { $after }（{ $change }）。
letter-legal-moves = { $count ->
    [1] 你唯一的合法着法：{ $moves }
   *[other] 你的合法着法（共{ $count }种）：{ $moves }
}
letter-many-moves = 你有{ $count }种合法着法（回复“{ command-moves }”即可获得完整列表）。
letter-moves-so-far = 目前为止的着法：
letter-hand-white = { $sides ->
    [xiangqi] 红方手中的棋子：{ $pieces }。
    [janggi] 蓝方手中的棋子：{ $pieces }。
    [shogi] 先手手中的棋子：{ $pieces }。
   *[chess] 白方手中的棋子：{ $pieces }。
}
letter-hand-black = { $sides ->
    [xiangqi] 黑方手中的棋子：{ $pieces }。
    [janggi] 红方手中的棋子：{ $pieces }。
    [shogi] 后手手中的棋子：{ $pieces }。
   *[chess] 黑方手中的棋子：{ $pieces }。
}
letter-hand-empty = 无
letter-answer-offer = 请在对局页面上接受或拒绝：{ $link }
letter-move-declines = （你走棋即视为拒绝。）
letter-reply-draw = 也可以回复本邮件：写“{ command-draw }”表示接受，写“{ command-decline }”表示拒绝。
letter-reply-takeback = 也可以回复本邮件：写“{ command-takeback }”表示接受，写“{ command-decline } { command-takeback }”表示拒绝。
letter-challenge = 请在大厅接受或拒绝：{ $link }
letter-watching = 你正在关注这盘对局。回复“{ command-unwatch }”可不再接收此类邮件，回复“{ command-board }”或“{ command-log }”可获取棋盘或完整棋谱。
letter-reply-say = 回复“{ command-say }”并写上你的话（如“{ command-say } 祝你好运！”；其下各行也会一并发送）。
letter-digest-one = 有一盘对局等你走棋，当前局面如下：
letter-digest-many = 有{ $count }盘对局等你走棋，当前局面如下：
letter-digest-game-white = { $sides ->
    [xiangqi] { $title }，对手{ $opponent }（你执红），第{ $ply }步；期限：{ $deadline }
    [janggi] { $title }，对手{ $opponent }（你执蓝），第{ $ply }步；期限：{ $deadline }
    [shogi] { $title }，对手{ $opponent }（你是先手），第{ $ply }步；期限：{ $deadline }
   *[chess] { $title }，对手{ $opponent }（你执白），第{ $ply }步；期限：{ $deadline }
}
letter-digest-game-black = { $sides ->
    [xiangqi] { $title }，对手{ $opponent }（你执黑），第{ $ply }步；期限：{ $deadline }
    [janggi] { $title }，对手{ $opponent }（你执红），第{ $ply }步；期限：{ $deadline }
    [shogi] { $title }，对手{ $opponent }（你是后手），第{ $ply }步；期限：{ $deadline }
   *[chess] { $title }，对手{ $opponent }（你执黑），第{ $ply }步；期限：{ $deadline }
}

## What a reply may say: the help a mail ends with. The commands themselves are in
## commands.ftl; a reply may give them in the reader's language or in English.

help-intro = 回复本邮件，并在第一行写下以下任意一项：
help-your-move = 你的着法（如“P e2-e4”或“e2e4”）；其下各行作为评注
help-draw = 提议和棋，或接受对方的和棋提议
help-decline = 拒绝对方的和棋提议（或悔棋请求）
help-takeback = 请求悔回你的上一步，或同意对方的悔棋请求（仅限不计等级分的对局；“{ command-decline } { command-takeback }”表示拒绝）
help-claim = 按规则申请判和
help-resign = 认输
help-board = 立即把当前棋盘发给我
help-log = 把完整棋谱发给我
help-moves = 把我的合法着法发给我
help-say = 给对手留言（其下各行一并发送）
help-note = 把我对本局的笔记发给我；“{ command-note } ……”替换笔记
help-forecast = 把我的预走发给我；“{ command-forecast } { command-clear }”将其删除
help-if = 轮到对方走时设置预走：“{ command-if } X { command-then } Y”表示对方一走 X，立即替你走 Y（每行一个变化；这些行将取代你原有的预走）
help-help = 把本列表发给我

## When a deadline falls and how far off it is.

due-passed = 已过期
due-in-days = { $hours ->
    [0] 还有{ $days }天
   *[other] 还有{ $days }天{ $hours }小时
}
due-in-hours = { $minutes ->
    [0] 还有{ $hours }小时
   *[other] 还有{ $hours }小时{ $minutes }分钟
}
due-in-minutes = 还有{ $minutes }分钟
date-time = { $year }年{ $month }月{ $day }日（周{ $weekday ->
    [1] 一
    [2] 二
    [3] 三
    [4] 四
    [5] 五
    [6] 六
   *[7] 日
}）{ $time } { $zone }
date = { $year }年{ $month }月{ $day }日
deadline-when = { $when }（{ $far }）

## A notice's line that is someone's own words (a message, a game's options), as written.

notice-quote = { $text }

## The daily digest
digest-title = { $count ->
    [1] 你的每日汇总：一条通知
   *[other] 你的每日汇总：{ $count }条通知
}
digest-intro = { $count ->
    [1] 自上次汇总以来有一条通知：
   *[other] 自上次汇总以来有{ $count }条通知：
}
# $title: the notice's own title; $at: when it came (2031-11-06T09:30:00Z)
digest-notice = === { $title }（{ $at }）
digest-game = 对局：{ $link }
