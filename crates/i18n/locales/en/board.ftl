## What the board says of itself to a screen reader: its label (the game and where it stands)
## and each piece's title (whose it is, what, where). $piece is the piece's name, $square its
## square (e4), $game the game's name.
##
## $sides: whose names the game's sides go by, in every message that names a side (here and in
## the other files): chess (White and Black: the default, and most games'), xiangqi (Red, who
## moves first, and Black), janggi (Blue, that is Cho, who moves first, and Red, that is Han)
## and shogi (Sente, who moves first, and Gote). A `-white` message names the first side, a
## `-black` message the second.

board-label = { $game } board, { $standing }
board-over = the game is over
board-white-to-move = { $sides ->
    [xiangqi] Red to move
    [janggi] Blue to move
    [shogi] Sente to move
   *[chess] White to move
}
board-black-to-move = { $sides ->
    [xiangqi] Black to move
    [janggi] Red to move
    [shogi] Gote to move
   *[chess] Black to move
}
board-white-to-move-in-check = { $sides ->
    [xiangqi] Red to move, in check
    [janggi] Blue to move, in check
    [shogi] Sente to move, in check
   *[chess] White to move, in check
}
board-black-to-move-in-check = { $sides ->
    [xiangqi] Black to move, in check
    [janggi] Red to move, in check
    [shogi] Gote to move, in check
   *[chess] Black to move, in check
}
board-white-piece = { $sides ->
    [xiangqi] Red { $piece } on { $square }
    [janggi] Blue { $piece } on { $square }
    [shogi] Sente { $piece } on { $square }
   *[chess] White { $piece } on { $square }
}
board-black-piece = { $sides ->
    [xiangqi] Black { $piece } on { $square }
    [janggi] Red { $piece } on { $square }
    [shogi] Gote { $piece } on { $square }
   *[chess] Black { $piece } on { $square }
}
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
board-white-named = { $sides ->
    [xiangqi] Red { $piece }
    [janggi] Blue { $piece }
    [shogi] Sente { $piece }
   *[chess] White { $piece }
}
board-black-named = { $sides ->
    [xiangqi] Black { $piece }
    [janggi] Red { $piece }
    [shogi] Gote { $piece }
   *[chess] Black { $piece }
}
board-neutral-named = The { $piece }
