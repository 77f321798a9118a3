## What the pages' scripts say: announcements for screen readers as moves arrive, the board's
## keyboard help, the move chooser's labels. A page carries these in its language; a `{ $name }`
## here is filled in by the script.

js-board = 棋盘
js-keys-to-move = 方向键在格子间移动，Enter 拿起或放下棋子，Esc 放开棋子
js-keys-to-read = 方向键在格子间移动
js-in-hand = 手中的{ $piece }（{ $count }枚）：拿起后可打入棋盘
js-off-board = { $square }：移出棋盘
js-finish-move-tap = 完成这步棋：点按棋盘上带圆圈的格子，或在此选择：
js-finish-move-of-tap = 完成{ $move }这步棋：点按棋盘上带圆圈的格子，或在此选择：
js-from-hand = 手中的{ $piece }：可打入{ $squares }
js-put-back = 已放回
js-picked-up = 已拿起{ $square }上的{ $piece }，可走到：{ $squares }
js-no-square = 无
js-choose-rest = 选择这步棋的其余部分：带圆圈的格子，或棋盘下方的按钮
js-finish-move = 完成这步棋：
js-finish-move-of = 完成{ $move }这步棋：
js-promote = 升变
js-do-not-promote = 不升变
js-dropped-promoted = 以升变面打入
js-dropped-as-it-is = 原样打入
js-cancel = 取消
js-white-played = { $sides ->
    [xiangqi] 红方走了{ $move }。
    [janggi] 蓝方走了{ $move }。
    [shogi] 先手走了{ $move }。
   *[chess] 白方走了{ $move }。
}
js-black-played = { $sides ->
    [xiangqi] 黑方走了{ $move }。
    [janggi] 红方走了{ $move }。
    [shogi] 后手走了{ $move }。
   *[chess] 黑方走了{ $move }。
}
js-taken-back = 着法已悔回。
js-draw-offered = 对手提议和棋。
js-clock-days = { $days }天 { $time }
js-start-game = 开始对局
js-open-seek = 发布约战
js-send-challenge = 发出挑战
js-square = { $square }：{ $what }
js-empty = 空
js-enter-drops = { $words }：按 Enter 放到这里
js-enter-moves = { $words }：按 Enter 走到这里
js-enter-picks-up = { $words }：按 Enter 拿起
