## What a reply by mail is answered with: done, or refused and why. The answer's first line is
## its mail's subject.

answer-not-played-title = 未走棋：{ $typed }
answer-no-move-title = 未走棋：没有着法
answer-not-done-title = 未执行：{ $typed }
answer-no-command-title = 未执行：没有指令
answer-not-played = 你回复的“{ $typed }”没有走成。
answer-not-done = 你回复的“{ $typed }”没有执行。
answer-nothing-changed = 未做任何更改。
answer-nothing-found = 你的回复中没有找到着法或指令：请写在第一行，即所引用原邮件的上方。
answer-notice-too-old = 这条通知已发出超过{ $days }天，请改在网页上走棋。
answer-not-for-a-move = 这封邮件不是为走棋而发的：请回复最近一封轮到你走棋的通知（或轮到你走棋期间我们发出的任何一封邮件），写上你的着法。
answer-reply-used = 回复这封邮件已经走过一步棋了；一步棋只发送一次。
answer-taken-back-since = 这封邮件发出后，本局已有着法被悔回：请改为回复最近一封轮到你走棋的通知。
answer-played-title = 已走棋：{ $move }
answer-played = 你的着法{ $move }（第{ $ply }步）已走出。
answer-played-with-comment = 你的着法{ $move }（第{ $ply }步）已走出，附评注“{ $comment }”。
answer-opponent-told = 已通知你的对手。
answer-game-over-follows = 对局已结束，结果通知随后发出。
answer-resigned-title = 你已认输
answer-resigned = 你已认输本局。结果通知随后发出。
answer-drawn-title = 本局和棋
answer-drawn = 本局和棋（{ $reason }）。结果通知随后发出。
answer-draw-declined-title = 已拒绝和棋
answer-draw-declined = 你拒绝了对方的和棋提议，对局继续。
answer-draw-offered-title = 已提议和棋
answer-draw-offered = 你的和棋提议已发给对手，在对方接受或拒绝之前一直有效。

## Answers to the rarer replies: takebacks, the board, the moves, forecasts, messages, notes,
## watching, challenges
answer-takeback-declined-title = 已拒绝悔棋
answer-takeback-declined = 你拒绝了对方的悔棋请求，对局照常继续。
answer-takeback-granted-title = 已同意悔棋
answer-takeback-granted = 着法已悔回：对局回到第{ $ply }步，轮到对手走。
answer-takeback-asked-title = 已请求悔棋
answer-takeback-asked = 你悔回上一步的请求已发给对手。在对方回应或你走棋之前，该请求一直有效。
answer-taken-back-title = 着法已悔回
answer-taken-back = 引擎让你悔回了着法：对局回到第{ $ply }步，轮到你走。
answer-board-title = 第{ $ply }步后的棋盘
# $side: White or Black (side-white, side-black)
answer-board-to-move = 第{ $ply }步后的棋盘。轮到{ $side }走。
answer-board-over = 第{ $ply }步后的棋盘。对局已结束。
answer-log-title = 目前为止的棋谱
answer-log-players = { $game }：{ $white }（{ $first }）对 { $black }（{ $second }）
answer-log-no-moves = 还没有走过棋。
answer-log-result = 结果：{ $result }
answer-log-to-move = 轮到{ $side }走。
answer-no-moves-title = 没有着法
answer-game-over = 对局已结束。
answer-not-your-turn-title = 还没轮到你
answer-not-your-turn = 现在不是你走棋：轮到{ $side }走。
answer-legal-moves-title = { $count ->
    [1] 你唯一的合法着法
   *[other] 你的{ $count }种合法着法
}
answer-legal-moves = { $count ->
    [1] 你唯一的合法着法：
   *[other] 你的{ $count }种合法着法：
}
answer-help-title = 回复中可以写什么
answer-watching-title = 已关注
answer-watching = 你正在关注本局：每一步都会发给你。
answer-watching-already = 你已经在关注本局了。
answer-not-watching-title = 未关注
answer-unwatched = 你不再关注本局。
answer-not-watched = 你本来就没有关注本局。
answer-forecast-title = 你的预走
answer-no-forecast-title = 没有预走
answer-no-forecast = 你在本局中没有预走。
answer-forecast-removed-title = 预走已删除
answer-forecast-removed = 你在本局中的预走已删除。
answer-forecast-kept-title = 预走已保存
answer-forecast = 你的预走：对手一旦走出其中的着法，你的应着就会立即走出。
answer-forecast-replace = 回复新的“{ command-if } …… { command-then } ……”各行可替换它，回复“{ command-forecast } { command-clear }”可将其删除。
answer-message-sent-title = 留言已发送
answer-message-sent = 你的留言已发给对手：
answer-no-note-title = 没有笔记
answer-no-note = 你在本局中没有笔记。回复“{ command-note }”并写上内容，即可保存一条笔记。
answer-note-title = 你的笔记
answer-note = 你在本局中的笔记（只有你能看到）：
answer-note-kept-title = 笔记已保存
answer-note-kept = 你在本局中的笔记已保存（只有你能看到）：
answer-challenge-accepted-title = 已接受挑战
# $link: the game's page; $side: who moves first (side-white, side-black)
answer-challenge-accepted = 你已接受挑战，对局已开始：{ $link }
answer-moves-first = { $side }先走。
answer-you-move-first = { $side }（也就是你）先走：轮到你走棋的通知随后发出。
answer-challenge-declined-title = 已拒绝挑战
answer-challenge-declined = 你拒绝了这个挑战。
answer-challenge-help = 回复挑战时，请在第一行写“{ command-accept }”或“{ command-decline }”；如果该棋种让每位棋手自行作出某项选择，用“{ command-accept } NAME=VALUE”作出你的选择（如韩国象棋：“{ command-accept } arrangement=outer”）。
answer-challenge-answer = 回复挑战时，请在第一行写“{ command-accept }”或“{ command-decline }”。
