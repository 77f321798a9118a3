## Что картинка доски говорит о себе программе экранного доступа: свою подпись (игра и положение в ней)
## и подсказку каждой фигуры (чья, какая, где стоит). $piece — название фигуры, $square — поле (e4),
## $game — название игры.

board-label = Доска «{ $game }», { $standing }
board-over = партия окончена
board-white-to-move = ход белых
board-black-to-move = ход чёрных
board-white-to-move-in-check = ход белых, шах
board-black-to-move-in-check = ход чёрных, шах
board-red-to-move = ход красных
board-red-to-move-in-check = ход красных, шах
board-blue-to-move = ход синих
board-blue-to-move-in-check = ход синих, шах
board-white-piece = { $piece } белых на { $square }
board-black-piece = { $piece } чёрных на { $square }
# Сторона, которая ходит первой, в играх, где считают очки (сянци, чанги): красные.
board-red-piece = { $piece } красных на { $square }
board-blue-piece = { $piece } синих на { $square }
# Фигура ничьей стороны (утка).
board-neutral-piece = { $piece } на { $square }
# Превращённая фигура сёги и буква, которой она была ($was: B).
board-promoted = { $piece } (до превращения — { $was })
# Королевская фигура под шахом: $piece — вся подсказка перед этим.
board-in-check = { $piece }, под шахом
# Поля King's Run, по форме.
board-octagon = { $square } (восьмиугольник)
board-square = { $square } (квадрат)
board-white-named = { $piece } белых
board-black-named = { $piece } чёрных
board-red-named = { $piece } красных
board-blue-named = { $piece } синих
board-neutral-named = { $piece }
