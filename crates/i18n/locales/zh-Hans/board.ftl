## 棋盘图向读屏软件说明自身的话：它的标签（哪种棋、局面如何）
## 以及每个棋子的标题（哪一方的、什么棋子、在哪里）。$piece 是棋子名，$square 是格子（e4），
## $game 是游戏名。

board-label = 棋盘（{ $game }），{ $standing }
board-over = 对局已结束
board-white-to-move = 轮到白方走
board-black-to-move = 轮到黑方走
board-white-to-move-in-check = 轮到白方走，正被将军
board-black-to-move-in-check = 轮到黑方走，正被将军
board-red-to-move = 轮到红方走
board-red-to-move-in-check = 轮到红方走，正被将军
board-blue-to-move = 轮到蓝方走
board-blue-to-move-in-check = 轮到蓝方走，正被将军
board-white-piece = 白方{ $piece }，位于{ $square }
board-black-piece = 黑方{ $piece }，位于{ $square }
# 按分数定胜负的棋（象棋、韩国将棋）中先走的一方：红方。
board-red-piece = 红方{ $piece }，位于{ $square }
board-blue-piece = 蓝方{ $piece }，位于{ $square }
# 不属于任何一方的棋子（鸭子）。
board-neutral-piece = { $piece }，位于{ $square }
# 升变过的将棋棋子，以及它原来的字母（$was：B）。
board-promoted = { $piece }（由{ $was }升变）
# 被将军的王：$piece 是前面的整个标题。
board-in-check = { $piece }，正被将军
# King's Run 的格子，按形状区分。
board-octagon = { $square }（八角格）
board-square = { $square }（方格）
board-white-named = 白方{ $piece }
board-black-named = 黑方{ $piece }
board-red-named = 红方{ $piece }
board-blue-named = 蓝方{ $piece }
board-neutral-named = { $piece }
