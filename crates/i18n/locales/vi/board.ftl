## Những gì hình bàn cờ nói về chính nó cho trình đọc màn hình: nhãn của nó (trò chơi và thế cờ)
## và tiêu đề của từng quân (của bên nào, quân gì, ở đâu). $piece là tên quân, $square là ô (e4),
## $game là tên trò chơi.

board-label = Bàn cờ { $game }, { $standing }
board-over = ván cờ đã kết thúc
board-white-to-move = { $sides ->
    [xiangqi] đến lượt Đỏ
    [janggi] đến lượt Xanh
    [shogi] đến lượt Sente
   *[chess] đến lượt Trắng
}
board-black-to-move = { $sides ->
    [xiangqi] đến lượt Đen
    [janggi] đến lượt Đỏ
    [shogi] đến lượt Gote
   *[chess] đến lượt Đen
}
board-white-to-move-in-check = { $sides ->
    [xiangqi] đến lượt Đỏ, đang bị chiếu
    [janggi] đến lượt Xanh, đang bị chiếu
    [shogi] đến lượt Sente, đang bị chiếu
   *[chess] đến lượt Trắng, đang bị chiếu
}
board-black-to-move-in-check = { $sides ->
    [xiangqi] đến lượt Đen, đang bị chiếu
    [janggi] đến lượt Đỏ, đang bị chiếu
    [shogi] đến lượt Gote, đang bị chiếu
   *[chess] đến lượt Đen, đang bị chiếu
}
board-white-piece = { $sides ->
    [xiangqi] { $piece } Đỏ ở { $square }
    [janggi] { $piece } Xanh ở { $square }
    [shogi] { $piece } của Sente ở { $square }
   *[chess] { $piece } Trắng ở { $square }
}
board-black-piece = { $sides ->
    [xiangqi] { $piece } Đen ở { $square }
    [janggi] { $piece } Đỏ ở { $square }
    [shogi] { $piece } của Gote ở { $square }
   *[chess] { $piece } Đen ở { $square }
}
# Quân không thuộc bên nào (con vịt).
board-neutral-piece = { $piece } ở { $square }
# Quân shogi đã phong cấp và chữ cái trước đó của nó ($was: B).
board-promoted = { $piece } (phong cấp từ { $was })
# Quân vương đang bị chiếu: $piece là toàn bộ tiêu đề phía trước.
board-in-check = { $piece }, đang bị chiếu
# Các ô của King's Run, theo hình dạng.
board-octagon = { $square } (ô bát giác)
board-square = { $square } (ô vuông)
board-white-named = { $sides ->
    [xiangqi] { $piece } Đỏ
    [janggi] { $piece } Xanh
    [shogi] { $piece } của Sente
   *[chess] { $piece } Trắng
}
board-black-named = { $sides ->
    [xiangqi] { $piece } Đen
    [janggi] { $piece } Đỏ
    [shogi] { $piece } của Gote
   *[chess] { $piece } Đen
}
board-neutral-named = { $piece }
