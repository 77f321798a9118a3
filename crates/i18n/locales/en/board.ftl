## What the board says of itself to a screen reader: its label (the game and where it stands)
## and each piece's title (whose it is, what, where). $piece is the piece's name, $square its
## square (e4), $game the game's name.

board-label = { $game } board, { $standing }
board-over = the game is over
board-white-to-move = White to move
board-black-to-move = Black to move
board-white-to-move-in-check = White to move, in check
board-black-to-move-in-check = Black to move, in check
# In the games drawn on points: xiangqi's sides are red and black, janggi's blue (Cho,
# who moves first) and red (Han).
board-red-to-move = Red to move
board-red-to-move-in-check = Red to move, in check
board-blue-to-move = Blue to move
board-blue-to-move-in-check = Blue to move, in check
board-white-piece = White { $piece } on { $square }
board-black-piece = Black { $piece } on { $square }
# Xiangqi's first side, janggi's second.
board-red-piece = Red { $piece } on { $square }
# Janggi's first side (Cho).
board-blue-piece = Blue { $piece } on { $square }
# A piece of neither side (the duck).
board-neutral-piece = The { $piece } on { $square }
# A promoted shogi piece and the letter it was ($was: B).
board-promoted = { $piece }, promoted from { $was }
# A royal piece in check: $piece is the whole title before it.
board-in-check = { $piece }, in check
# King's Run's spaces, by their shape.
board-octagon = { $square } (octagon)
board-square = { $square } (square)
# A piece's name with whose it is, without its square, as the keyboard's announcements say it.
board-white-named = White { $piece }
board-black-named = Black { $piece }
board-red-named = Red { $piece }
board-blue-named = Blue { $piece }
board-neutral-named = The { $piece }
