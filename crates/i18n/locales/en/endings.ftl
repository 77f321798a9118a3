## How a game ended, in a few words: what follows "won by" or "drawn by" (and stands in
## brackets after "You won"). One for each way the rules can end a game.

ending-checkmate = checkmate
ending-campmate = campmate
ending-stalemate = stalemate
ending-repetition = repetition
ending-fifty-moves = the fifty-move rule
ending-move-limit = the move limit
ending-insufficient-material = insufficient material
ending-resignation = resignation
ending-timeout = timeout
ending-agreement = agreement
ending-no-leader = no leader left
ending-escape = escape
ending-bare-kings = bare kings
ending-king-captured = the king's capture
ending-far-row = reaching the far row
ending-no-moves = no moves left
ending-claim = a claim
ending-extinction = extinction
ending-goal = reaching the goal
ending-checks = checks
ending-pawn-drop-mate = mate by a pawn drop
ending-perpetual-check = perpetual check
ending-perpetual-chase = perpetual chase
ending-counting = the count
ending-blast = a blast
ending-passes = passes
ending-bikjang = bikjang
ending-points = points
ending-unknown = the end

## The two sides, as a sentence names them.

side-white = { $sides ->
    [xiangqi] Red
    [janggi] Blue
    [shogi] Sente
   *[chess] White
}
side-black = { $sides ->
    [xiangqi] Black
    [janggi] Red
    [shogi] Gote
   *[chess] Black
}

## A result as a line says it ("White wins by checkmate").

outcome-white-wins = { $sides ->
    [xiangqi] Red wins by { $reason }
    [janggi] Blue wins by { $reason }
    [shogi] Sente wins by { $reason }
   *[chess] White wins by { $reason }
}
outcome-black-wins = { $sides ->
    [xiangqi] Black wins by { $reason }
    [janggi] Red wins by { $reason }
    [shogi] Gote wins by { $reason }
   *[chess] Black wins by { $reason }
}
outcome-draw = Drawn by { $reason }
