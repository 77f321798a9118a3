## What the pages' scripts say: announcements for screen readers as moves arrive, the board's
## keyboard help, the move chooser's labels. A page carries these in its language; a `{ $name }`
## here is filled in by the script.

js-board = board
js-keys-to-move = arrow keys move between squares, Enter picks a piece up and puts it down, Escape lets go
js-keys-to-read = arrow keys move between squares
js-in-hand = { $piece } in hand ({ $count }): pick it up to drop it
js-off-board = { $square }: off the board
js-finish-move-tap = Finish the move: tap a ringed square on the board, or choose here:
js-finish-move-of-tap = Finish the move { $move }: tap a ringed square on the board, or choose here:
js-from-hand = { $piece } from the hand: it can be dropped on { $squares }
js-put-back = Put back
js-picked-up = { $piece } on { $square } picked up: it can go to { $squares }
js-no-square = no square
js-choose-rest = Choose the rest of the move: a ringed square, or a button under the board
js-finish-move = Finish the move:
js-finish-move-of = Finish the move { $move }:
js-promote = promote
js-do-not-promote = do not promote
js-dropped-promoted = dropped promoted
js-dropped-as-it-is = dropped as it is
js-cancel = Cancel
js-white-played = { $sides ->
    [xiangqi] Red played { $move }.
    [janggi] Blue played { $move }.
    [shogi] Sente played { $move }.
   *[chess] White played { $move }.
}
js-black-played = { $sides ->
    [xiangqi] Black played { $move }.
    [janggi] Red played { $move }.
    [shogi] Gote played { $move }.
   *[chess] Black played { $move }.
}
js-taken-back = Moves were taken back.
js-draw-offered = Your opponent offers a draw.
js-clock-days = { $days } d { $time }
js-start-game = Start the game
js-open-seek = Open the seek
js-send-challenge = Send challenge
# The board walked by the keyboard: a square and what stands on it ($what: a piece, "White Knight",
# or js-empty), then what Enter does there ($words: that whole description).
js-square = { $square }, { $what }
js-empty = empty
js-enter-drops = { $words }: Enter drops it there
js-enter-moves = { $words }: Enter moves there
js-enter-picks-up = { $words }: Enter picks it up
