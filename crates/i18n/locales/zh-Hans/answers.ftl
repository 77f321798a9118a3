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
