## 棋盘图向读屏软件说明自身的话：它的标签（哪种棋、局面如何）
## 以及每个棋子的标题（哪一方的、什么棋子、在哪里）。$piece 是棋子名，$square 是格子（e4），
## $game 是游戏名。

board-label = 棋盘（{ $game }），{ $standing }
board-over = 对局已结束
board-white-to-move = { $sides ->
    [xiangqi] 轮到红方走
    [janggi] 轮到蓝方走
    [shogi] 轮到先手走
   *[chess] 轮到白方走
}
board-black-to-move = { $sides ->
    [xiangqi] 轮到黑方走
    [janggi] 轮到红方走
    [shogi] 轮到后手走
   *[chess] 轮到黑方走
}
board-white-to-move-in-check = { $sides ->
    [xiangqi] 轮到红方走，正被将军
    [janggi] 轮到蓝方走，正被将军
    [shogi] 轮到先手走，正被将军
   *[chess] 轮到白方走，正被将军
}
board-black-to-move-in-check = { $sides ->
    [xiangqi] 轮到黑方走，正被将军
    [janggi] 轮到红方走，正被将军
    [shogi] 轮到后手走，正被将军
   *[chess] 轮到黑方走，正被将军
}
board-white-piece = { $sides ->
    [xiangqi] 红方{ $piece }，位于{ $square }
    [janggi] 蓝方{ $piece }，位于{ $square }
    [shogi] 先手的{ $piece }，位于{ $square }
   *[chess] 白方{ $piece }，位于{ $square }
}
board-black-piece = { $sides ->
    [xiangqi] 黑方{ $piece }，位于{ $square }
    [janggi] 红方{ $piece }，位于{ $square }
    [shogi] 后手的{ $piece }，位于{ $square }
   *[chess] 黑方{ $piece }，位于{ $square }
}
# 不属于任何一方的棋子（鸭子）。
board-neutral-piece = { $piece }，位于{ $square }
# 升变过的将棋棋子，以及它原来的字母（$was：B）。
board-promoted = { $piece }（由{ $was }升变）
# 被将军的王：$piece 是前面的整个标题。
board-in-check = { $piece }，正被将军
# King's Run 的格子，按形状区分。
board-octagon = { $square }（八角格）
board-square = { $square }（方格）
board-white-named = { $sides ->
    [xiangqi] 红方{ $piece }
    [janggi] 蓝方{ $piece }
    [shogi] 先手的{ $piece }
   *[chess] 白方{ $piece }
}
board-black-named = { $sides ->
    [xiangqi] 黑方{ $piece }
    [janggi] 红方{ $piece }
    [shogi] 后手的{ $piece }
   *[chess] 黑方{ $piece }
}
board-neutral-named = { $piece }
