## Những gì hình bàn cờ nói về chính nó cho trình đọc màn hình: nhãn của nó (trò chơi và thế cờ)
## và tiêu đề của từng quân (của bên nào, quân gì, ở đâu). $piece là tên quân, $square là ô (e4),
## $game là tên trò chơi.

board-label = Bàn cờ { $game }, { $standing }
board-over = ván cờ đã kết thúc
board-white-to-move = đến lượt Trắng
board-black-to-move = đến lượt Đen
board-white-to-move-in-check = đến lượt Trắng, đang bị chiếu
board-black-to-move-in-check = đến lượt Đen, đang bị chiếu
board-red-to-move = đến lượt Đỏ
board-red-to-move-in-check = đến lượt Đỏ, đang bị chiếu
board-blue-to-move = đến lượt Xanh
board-blue-to-move-in-check = đến lượt Xanh, đang bị chiếu
board-white-piece = { $piece } Trắng ở { $square }
board-black-piece = { $piece } Đen ở { $square }
# Bên đi trước trong các trò chơi phân định bằng điểm (cờ tướng, janggi): Đỏ.
board-red-piece = { $piece } Đỏ ở { $square }
board-blue-piece = { $piece } Xanh ở { $square }
# Quân không thuộc bên nào (con vịt).
board-neutral-piece = { $piece } ở { $square }
# Quân shogi đã phong cấp và chữ cái trước đó của nó ($was: B).
board-promoted = { $piece } (phong cấp từ { $was })
# Quân vương đang bị chiếu: $piece là toàn bộ tiêu đề phía trước.
board-in-check = { $piece }, đang bị chiếu
# Các ô của King's Run, theo hình dạng.
board-octagon = { $square } (ô bát giác)
board-square = { $square } (ô vuông)
board-white-named = { $piece } Trắng
board-black-named = { $piece } Đen
board-red-named = { $piece } Đỏ
board-blue-named = { $piece } Xanh
board-neutral-named = { $piece }
