## 盤の図がスクリーンリーダーに伝える言葉：盤のラベル（どのゲームで、局面がどうなっているか）と
## 各駒のタイトル（どちらの、何の駒が、どこにあるか）。$piece は駒の名前、$square はマス（e4）、
## $game はゲームの名前。

board-label = { $game }の盤面、{ $standing }
board-over = 対局は終了しました
board-white-to-move = 白の手番
board-black-to-move = 黒の手番
board-white-to-move-in-check = 白の手番、チェックされています
board-black-to-move-in-check = 黒の手番、チェックされています
board-red-to-move = 赤の手番
board-red-to-move-in-check = 赤の手番、チェックされています
board-blue-to-move = 青の手番
board-blue-to-move-in-check = 青の手番、チェックされています
board-white-piece = { $square }の白の{ $piece }
board-black-piece = { $square }の黒の{ $piece }
# 点数で決着するゲーム（シャンチー、チャンギ）で先に指す側：赤。
board-red-piece = { $square }の赤の{ $piece }
board-blue-piece = { $square }の青の{ $piece }
# どちらの側でもない駒（アヒル）。
board-neutral-piece = { $square }の{ $piece }
# 成った将棋の駒と、元の文字（$was：B）。
board-promoted = { $piece }（{ $was }の成り駒）
# チェックされている王駒：$piece はその前のタイトル全体。
board-in-check = { $piece }、チェックされています
# King's Run のマス（形で区別）。
board-octagon = { $square }（八角形）
board-square = { $square }（四角形）
board-white-named = 白の{ $piece }
board-black-named = 黒の{ $piece }
board-red-named = 赤の{ $piece }
board-blue-named = 青の{ $piece }
board-neutral-named = { $piece }
