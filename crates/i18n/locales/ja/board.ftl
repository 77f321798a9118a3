## 盤の図がスクリーンリーダーに伝える言葉：盤のラベル（どのゲームで、局面がどうなっているか）と
## 各駒のタイトル（どちらの、何の駒が、どこにあるか）。$piece は駒の名前、$square はマス（e4）、
## $game はゲームの名前。

board-label = { $game }の盤面、{ $standing }
board-over = 対局は終了しました
board-white-to-move = { $sides ->
    [xiangqi] 紅の手番
    [janggi] 青の手番
    [shogi] 先手番
   *[chess] 白の手番
}
board-black-to-move = { $sides ->
    [xiangqi] 黒の手番
    [janggi] 赤の手番
    [shogi] 後手番
   *[chess] 黒の手番
}
board-white-to-move-in-check = { $sides ->
    [xiangqi] 紅の手番、王手をかけられています
    [janggi] 青の手番、王手をかけられています
    [shogi] 先手番、王手をかけられています
   *[chess] 白の手番、チェックされています
}
board-black-to-move-in-check = { $sides ->
    [xiangqi] 黒の手番、王手をかけられています
    [janggi] 赤の手番、王手をかけられています
    [shogi] 後手番、王手をかけられています
   *[chess] 黒の手番、チェックされています
}
board-white-piece = { $sides ->
    [xiangqi] { $square }の紅の{ $piece }
    [janggi] { $square }の青の{ $piece }
    [shogi] { $square }の先手の{ $piece }
   *[chess] { $square }の白の{ $piece }
}
board-black-piece = { $sides ->
    [xiangqi] { $square }の黒の{ $piece }
    [janggi] { $square }の赤の{ $piece }
    [shogi] { $square }の後手の{ $piece }
   *[chess] { $square }の黒の{ $piece }
}
# どちらの側でもない駒（アヒル）。
board-neutral-piece = { $square }の{ $piece }
# 成った将棋の駒と、元の文字（$was：B）。
board-promoted = { $piece }（{ $was }の成り駒）
# チェックされている王駒：$piece はその前のタイトル全体。
board-in-check = { $piece }、チェックされています
# King's Run のマス（形で区別）。
board-octagon = { $square }（八角形）
board-square = { $square }（四角形）
board-white-named = { $sides ->
    [xiangqi] 紅の{ $piece }
    [janggi] 青の{ $piece }
    [shogi] 先手の{ $piece }
   *[chess] 白の{ $piece }
}
board-black-named = { $sides ->
    [xiangqi] 黒の{ $piece }
    [janggi] 赤の{ $piece }
    [shogi] 後手の{ $piece }
   *[chess] 黒の{ $piece }
}
board-neutral-named = { $piece }
