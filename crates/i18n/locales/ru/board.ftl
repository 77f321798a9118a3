## Что картинка доски говорит о себе программе экранного доступа: свою подпись (игра и положение в ней)
## и подсказку каждой фигуры (чья, какая, где стоит). $piece — название фигуры, $square — поле (e4),
## $game — название игры.

board-label = Доска «{ $game }», { $standing }
board-over = партия окончена
board-white-to-move = { $sides ->
    [xiangqi] ход красных
    [janggi] ход синих
    [shogi] ход Сэнтэ
   *[chess] ход белых
}
board-black-to-move = { $sides ->
    [xiangqi] ход чёрных
    [janggi] ход красных
    [shogi] ход Готэ
   *[chess] ход чёрных
}
board-white-to-move-in-check = { $sides ->
    [xiangqi] ход красных, шах
    [janggi] ход синих, шах
    [shogi] ход Сэнтэ, шах
   *[chess] ход белых, шах
}
board-black-to-move-in-check = { $sides ->
    [xiangqi] ход чёрных, шах
    [janggi] ход красных, шах
    [shogi] ход Готэ, шах
   *[chess] ход чёрных, шах
}
board-white-piece = { $sides ->
    [xiangqi] { $piece } красных на { $square }
    [janggi] { $piece } синих на { $square }
    [shogi] { $piece } Сэнтэ на { $square }
   *[chess] { $piece } белых на { $square }
}
board-black-piece = { $sides ->
    [xiangqi] { $piece } чёрных на { $square }
    [janggi] { $piece } красных на { $square }
    [shogi] { $piece } Готэ на { $square }
   *[chess] { $piece } чёрных на { $square }
}
# Фигура ничьей стороны (утка).
board-neutral-piece = { $piece } на { $square }
# Превращённая фигура сёги и буква, которой она была ($was: B).
board-promoted = { $piece } (до превращения — { $was })
# Королевская фигура под шахом: $piece — вся подсказка перед этим.
board-in-check = { $piece }, под шахом
# Поля King's Run, по форме.
board-octagon = { $square } (восьмиугольник)
board-square = { $square } (квадрат)
board-white-named = { $sides ->
    [xiangqi] { $piece } красных
    [janggi] { $piece } синих
    [shogi] { $piece } Сэнтэ
   *[chess] { $piece } белых
}
board-black-named = { $sides ->
    [xiangqi] { $piece } чёрных
    [janggi] { $piece } красных
    [shogi] { $piece } Готэ
   *[chess] { $piece } чёрных
}
board-neutral-named = { $piece }
