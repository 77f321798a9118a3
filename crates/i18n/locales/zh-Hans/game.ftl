## The game page: the heading and the players' lines, the status, offers, the move form, the
## moves list, forecasts, the conversation and notes, and the analysis. Game names, players'
## names and moves stay as they are written.

game-title = { $variant }：{ $white } 对 { $black }
# HTML: $white and $black are each a player's name (a link to their page) and rating.
game-heading = { $sides ->
    [xiangqi] { $variant }：{ $white }（红方）对 { $black }（黑方）
    [janggi] { $variant }：{ $white }（蓝方）对 { $black }（红方）
    [shogi] { $variant }：{ $white }（先手）对 { $black }（后手）
   *[chess] { $variant }：{ $white }（白方）对 { $black }（黑方）
}
game-engine-level = { $name }（{ $level }级）
game-closed-account = { $name }（账号已注销）
game-casual = 不计等级分的对局。
game-rated = 计等级分的对局。
# $changes: each player's name and rating before and after, "alice 1500 → 1662 (+162)".
game-rated-changes = 计等级分的对局：{ $changes }。
game-rated-unchanged = 计等级分的对局，但在双方都走棋之前就已结束：等级分没有变化。
game-tournament-round = { $tournament }，第{ $round }轮。

## The result, and the page's own notice that the game went on.

game-over = 对局结束。{ $result }
# $reason: how it ended, from endings.ftl ("resignation").
game-result-white-won = { $sides ->
    [xiangqi] { $name }（红方）获胜（{ $reason }）。
    [janggi] { $name }（蓝方）获胜（{ $reason }）。
    [shogi] { $name }（先手）获胜（{ $reason }）。
   *[chess] { $name }（白方）获胜（{ $reason }）。
}
game-result-black-won = { $sides ->
    [xiangqi] { $name }（黑方）获胜（{ $reason }）。
    [janggi] { $name }（红方）获胜（{ $reason }）。
    [shogi] { $name }（后手）获胜（{ $reason }）。
   *[chess] { $name }（黑方）获胜（{ $reason }）。
}
game-result-drawn = 和棋（{ $reason }）。
game-rematch = 再来一局
game-moved-on = 对局已有新进展。
game-show-new-position = 显示最新局面

## The pieces in hand (crazyhouse, shogi), and the players' lines beside the board.

game-hand-white = { $sides ->
    [xiangqi] 红方手中
    [janggi] 蓝方手中
    [shogi] 先手手中
   *[chess] 白方手中
}
game-hand-black = { $sides ->
    [xiangqi] 黑方手中
    [janggi] 红方手中
    [shogi] 后手手中
   *[chess] 黑方手中
}
game-hand-white-label = { $sides ->
    [xiangqi] 红方手中的棋子
    [janggi] 蓝方手中的棋子
    [shogi] 先手手中的棋子
   *[chess] 白方手中的棋子
}
game-hand-black-label = { $sides ->
    [xiangqi] 黑方手中的棋子
    [janggi] 红方手中的棋子
    [shogi] 后手手中的棋子
   *[chess] 黑方手中的棋子
}
game-hand-nothing = 无
game-hand-count = { $count }枚
game-players = 对局双方
game-side-white = { $sides ->
    [xiangqi] 红方
    [janggi] 蓝方
    [shogi] 先手
   *[chess] 白方
}
game-side-black = { $sides ->
    [xiangqi] 黑方
    [janggi] 红方
    [shogi] 后手
   *[chess] 黑方
}
game-taken-white = { $sides ->
    [xiangqi] 红方吃掉的棋子
    [janggi] 蓝方吃掉的棋子
    [shogi] 先手吃掉的棋子
   *[chess] 白方吃掉的棋子
}
game-taken-black = { $sides ->
    [xiangqi] 黑方吃掉的棋子
    [janggi] 红方吃掉的棋子
    [shogi] 后手吃掉的棋子
   *[chess] 黑方吃掉的棋子
}
game-piece-white = { $sides ->
    [xiangqi] 红方的{ $piece }
    [janggi] 蓝方的{ $piece }
    [shogi] 先手的{ $piece }
   *[chess] 白方的{ $piece }
}
game-piece-black = { $sides ->
    [xiangqi] 黑方的{ $piece }
    [janggi] 红方的{ $piece }
    [shogi] 后手的{ $piece }
   *[chess] 黑方的{ $piece }
}
# $ahead: "+3".
game-ahead = 子力领先 { $ahead }（以兵计）
game-clock-per-move = 每步{ $days }天
# $clock: the time in the bank, "6 d 04:00:00".
game-clock-bank = 储备时间 { $clock }
game-deadline = 期限：{ $when }
game-deadline-far = （{ $far }）

## The status under the board.

game-your-turn = 轮到你走。
game-white-to-move = { $sides ->
    [xiangqi] 轮到红方走。
    [janggi] 轮到蓝方走。
    [shogi] 轮到先手走。
   *[chess] 轮到白方走。
}
game-black-to-move = { $sides ->
    [xiangqi] 轮到黑方走。
    [janggi] 轮到红方走。
    [shogi] 轮到后手走。
   *[chess] 轮到黑方走。
}
game-check = 将军！
game-tally-chips = 筹码
game-tally-checks = 还需将军次数
game-tally-count = 计数
game-tally-points = 分数
game-tally-points-note = 对局若非以将死结束（双方停着、将帅照面、重复局面、五十回合），则按分数决定胜负；红方（汉）因后走另加1.5分。
# HTML: keep the <strong> marks around the numbers.
game-tally-sides = { $sides ->
    [xiangqi] { $label }：红方 <strong>{ $white }</strong> · 黑方 <strong>{ $black }</strong>。
    [janggi] { $label }：蓝方 <strong>{ $white }</strong> · 红方 <strong>{ $black }</strong>。
    [shogi] { $label }：先手 <strong>{ $white }</strong> · 后手 <strong>{ $black }</strong>。
   *[chess] { $label }：白方 <strong>{ $white }</strong> · 黑方 <strong>{ $black }</strong>。
}
game-counting-white = { $label }：白方已数 <strong>{ $counted }</strong> / { $limit } 步。
game-counting-black = { $label }：黑方已数 <strong>{ $counted }</strong> / { $limit } 步。
game-counting-white-note = 若计数超过 { $limit } 步白方仍未被将死，则判和。
game-counting-black-note = 若计数超过 { $limit } 步黑方仍未被将死，则判和。
game-showing-ply = 正在显示第{ $ply }步后的局面
game-back-to-game = 回到对局

## What the opponent asks, and the game's rule options.

game-draw-offered = 对手提议和棋。
game-accept-draw = 同意和棋
game-decline = 拒绝
# $moves: the moves to take back, "Nf3" or "Nf3 and e5".
game-takeback-asked = 对手请求悔回 { $moves }。
game-moves-and = { $first } 和 { $second }
game-accept-takeback = 同意悔棋
# $rules: the options in words, as the rules write them.
game-rules-summary = 规则：{ $rules }
game-option-changed = （非默认）
game-options-meaning = 选项说明

## The step that asks before a move made on the board is sent.

# HTML: the page's script writes the move into the <strong> element; keep it whole.
game-confirm = 走 <strong class="text"></strong> 吗？
game-play-move = 走这步棋
game-cancel = 取消

## The moves list and the buttons that walk through it.

game-moves = 着法
game-no-moves = 还没有着法。
game-start-title = 开局（Home）
game-start = « 开局
game-back-title = 后退一步（←）
game-back = ‹ 后退
game-forward-title = 前进一步（→）
game-forward = 前进 ›
game-now-title = 当前局面（End）
game-now = 当前 »
game-flip = 翻转棋盘
# $eval: the engine's evaluation, "-2.10"; $move: a move.
game-judgement-inaccuracy = 欠准（{ $eval }）。
game-judgement-mistake = 错着（{ $eval }）。
game-judgement-blunder = 败着（{ $eval }）。
game-judgement-better = 更好的着法：{ $move }（{ $eval }）。

## Planning a forecast on the board. A planned line is written step by step: the first
## step, then each reply and each next move of the opponent, each with its own punctuation.

game-plan = 规划预走
game-plan-start = 在棋盘上走出你预计对手会走的着法，再走出你的应着。
game-plan-first = 如果对手走 { $move }
game-plan-reply = { "，" }你走 { $move }
game-plan-then = { "，" }接着如果对手走 { $move }
game-plan-line = { $line }。
game-plan-next-theirs = 棋盘显示的是这条变化的局面：接下来走对手的着法。
game-plan-next-yours = 棋盘显示的是这条变化的局面：接下来走你的着法。
game-plan-add = 把这条变化加入我的预走
game-plan-undo = 撤销最后一步
game-plan-stop = 停止规划
game-plan-next-move = 变化的下一步
game-plan-add-move = 添加
# $reason: the rules' refusal.
game-plan-problem = { $move } 在该局面下不能走：{ $reason }
game-all-legal-moves = 全部合法着法（{ $count }）

## The move form.

game-finish-move = 从以下选项中选一个完成这步棋：
game-your-move = 你的着法
# The move field's hint: one move as several notations write it.
game-example-two = { $a } 或 { $b }
game-example-three = { $a }、{ $b } 或 { $c }
game-example-four = { $a }、{ $b }、{ $c } 或 { $d }
game-play = 走棋
game-pass = 停着
game-comment = 评注（可选）
game-ask-first = 在棋盘上走的棋，发送前先确认
game-buttons-play = 点击按钮会立即走出该着法。
game-engine-thinking = 引擎正在思考；走棋后本页会显示它的着法。

## The player's actions.

game-draw-offered-by-you = 你已提议和棋。
game-offer-draw = 提议和棋
game-takeback-asked-by-you = 你已请求悔回你的着法。
game-withdraw-request = 撤回请求
game-take-back = 悔棋
game-ask-take-back = 请求悔棋
# $reason: the rule that allows the claim, from endings.ftl.
game-claim-draw = 申请判和（{ $reason }）
game-hint = 提示
game-resign-confirm = 确定认输吗？
game-resign = 认输
game-download = 下载：
game-text-log = 文本棋谱
game-rules = 规则

## Watching a game.

game-stop-watching = 停止关注
game-watching = 本局的每一步都会发送给你。
game-watch = 关注本局
game-watch-hint = 按你的设置，通过邮件把每一步发送给你。

## The forecast. The words "if" and "then" of a forecast's lines stay in English: the server
## reads them.

game-forecast = 你的预走
game-forecast-about = 轮到对手走棋时，你可以预先告诉服务器你的应着：对手一旦走出你预走中的着法，你的应着就会立即走出。只有你能看到预走。
game-no-forecast = 没有预走。
game-forecast-plan = 在棋盘上规划一条变化
game-forecast-edit = 以文本编辑
game-forecast-lines = 每行一条变化：if 对手的着法 then 你的着法, then if … then …（if 和 then 保留英文）
game-forecast-keep = 保存预走
game-forecast-remove = 删除我的预走

## The conversation and the player's notes.

game-conversation = 聊天
game-no-messages = 还没有消息。只有对局双方能看到这段聊天。
game-message = 消息
game-message-placeholder = 给对手的消息
game-send = 发送
game-notes = 你的笔记
game-notes-private = 只有你能看到这些笔记。
game-notes-keep = 保存笔记

## The position in words, for a screen reader, and as a drawing in text.

game-pieces = 棋子位置（逐格）
game-pieces-none = 无
game-text-board = 文本棋盘
game-text-board-note = （供复制的图形；上面的棋子列表表示同一局面）

## The engine's analysis of a finished game.

game-analysis = 分析
game-analysis-legend = { $sides ->
    [xiangqi] 浅色部分是红方的胜率。圆点标出失分的着法：红色为败着，橙色为错着，黄色为欠准；点击圆点或着法可跳到该局面。
    [janggi] 浅色部分是蓝方的胜率。圆点标出失分的着法：红色为败着，橙色为错着，黄色为欠准；点击圆点或着法可跳到该局面。
    [shogi] 浅色部分是先手的胜率。圆点标出失分的着法：红色为败着，橙色为错着，黄色为欠准；点击圆点或着法可跳到该局面。
   *[chess] 浅色部分是白方的胜率。圆点标出失分的着法：红色为败着，橙色为错着，黄色为欠准；点击圆点或着法可跳到该局面。
}
game-analysis-pending = 灰色部分尚未分析。
game-analyse-again = 重新分析
game-no-analysis = 本局尚无分析。
game-ask-analysis = 请引擎分析本局
game-analysis-done = { $sides ->
    [xiangqi] 引擎对本局的分析：每步之后红方的胜率，以及失分的着法。
    [janggi] 引擎对本局的分析：每步之后蓝方的胜率，以及失分的着法。
    [shogi] 引擎对本局的分析：每步之后先手的胜率，以及失分的着法。
   *[chess] 引擎对本局的分析：每步之后白方的胜率，以及失分的着法。
}
# $error: what went wrong, as the engine said it.
game-analysis-failed = 分析失败（{ $error }）。你可以再次请求。
game-analysis-no-reason = 未记录原因
game-analysis-queued = 引擎会在没有棋要走时分析本局；本页会随进度显示结果。
game-analysis-progress = 引擎正在分析本局：已完成 { $total } 个局面中的 { $done } 个；本页会随进度显示更多结果。
# A player's tally: $inaccuracies, $mistakes and $blunders are the counts below.
game-analysis-tally = { $name }：{ $inaccuracies } · { $mistakes } · { $blunders } · 平均每步损失 { $loss } 厘兵
game-analysis-tally-so-far = { $name }（目前为止）：{ $inaccuracies } · { $mistakes } · { $blunders } · 平均每步损失 { $loss } 厘兵
game-inaccuracies = 欠准 { $count } 次
game-mistakes = 错着 { $count } 次
game-blunders = 败着 { $count } 次
game-graph-label = { $sides ->
    [xiangqi] 引擎眼中整盘棋红方的胜率
    [janggi] 引擎眼中整盘棋蓝方的胜率
    [shogi] 引擎眼中整盘棋先手的胜率
   *[chess] 引擎眼中整盘棋白方的胜率
}
game-graph-pending = 尚未分析
# A dot's tooltip: $move is the move with its mark, "1… P a7-a6??".
game-graph-dot = { $move }（{ $eval }）
game-graph-dot-better = { $move }（{ $eval }）；更好：{ $better }（{ $better-eval }）

## What the chooser says a choice leads to. $reason: how the game would end, from endings.ftl.

game-foresight-wins = 赢得对局（{ $reason }）
game-foresight-loses = 输掉对局（{ $reason }）
game-foresight-draws = 以和棋结束（{ $reason }）
game-foresight-opponent-wins = 对手可立即获胜（{ $reason }）
game-foresight-lost-next = 无论对手怎么走，你下一步都会输（{ $reason }）

## Notices after an action on the game.

game-takeback-declined-notice = 对手拒绝了你的悔棋请求：对局照常继续。
game-no-such-ply = 本局没有第“{ $ply }”步；这是当前局面。
game-not-your-turn = 你的着法 { $move } 没有走出：现在不是你在本局走棋。
game-changed-meanwhile = 你的着法 { $move } 没有走出：对局在此期间有了变化。着法仍保留在输入框中。
game-resigned = 你已认输。
game-unwatched = 你不再关注本局。
game-watched = 你正在关注本局：按你的通知设置，每一步都会发送给你。
game-chat-limit = 你在过去一分钟内已发送 { $count } 条消息；请等待 { $seconds } 秒后再发。
game-note-removed = 你的笔记已删除。
game-note-kept = 你的笔记已保存。
game-plan-pairs = 规划的变化由成对的着法组成：对手的着法，然后是你的应着。
game-forecast-gone = 你的预走已删除。
game-forecast-line-added = 这条变化已加入你的预走（共 { $count } 条）。
game-forecast-kept = 预走已保存：{ $count } 条变化。
game-takeback-requested = 已请求对手让你悔棋。
game-takeback-done = 你的着法已悔回：又轮到你走了。
game-takeback-accepted = 着法已悔回。
game-takeback-declined = 你拒绝了悔棋请求；对局照常继续。
game-takeback-withdrawn = 你撤回了悔棋请求。
# The engine's judgement of the move it suggests.
game-hint-win = 它看到 { $moves } 步内必胜
game-hint-loss = 它看到 { $moves } 步内必败
# $score: "+0.40".
game-hint-score = 对你 { $score }
game-hint-notice = 引擎建议走 { $move }（{ $judged }）；已填入输入框。
game-rematch-players-only = 只有对局双方才能请求再来一局。
game-rematch-too-soon = 对局仍在进行：对局结束后才能再来一局。
game-rematch-offered = 已发起再来一局：对手会在大厅里看到。
