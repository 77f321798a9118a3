## A game defined as data, its rules written from its definition (the rules page's "The rules as
## data", and the whole rules of a player's upload). Each message is one sentence; $piece, $king,
## $pawn, $cannon and the like are a piece's name, $pieces and $pawns a list of names, $region a
## data-ranks or data-squares.

data-board-heading = The board
data-board = { $files } files by { $ranks } ranks; White moves first. The start position, as a FEN:
data-pieces-heading = The pieces
data-pieces-intro = The diagrams show where each goes. A piece's moves are written in Betza's notation (W a step straight, F a step diagonally, N the knight's leap, a doubled or R, B and Q letter a ride), as the file gives them; its worth, in hundredths of a pawn, is what ortoo's engine estimates from how far it reaches.
data-column-piece = Piece
data-column-letter = Letter
data-column-betza = Betza
data-column-worth = Worth
data-royal = { $piece } (royal)
# Where a game has no royal piece but a sentence needs one.
data-the-king = King
data-the-met = Met

# A region: whole ranks by number ($count of them), else its squares.
data-ranks =
    { $count ->
        [one] rank { $ranks }
       *[other] ranks { $ranks }
    }
data-squares = the squares { $squares }

data-pawns-heading = Pawns and promotion
data-double-step = A { $pawn } may step two squares from { $region }.
data-triple-step = It may step three from { $region }.
data-en-passant = A piece that steps past an enemy pawn may be taken en passant, as in chess.
data-sittuyin-promotion = A { $pawns } does not promote by arriving. Standing on { $region } (anywhere, if it is its side's last), it may instead, as a move of its own, become a { $pieces } where it stands or on an empty square that piece could take on from there, giving no check and attacking no piece of the other side from there.
data-promotion = A { $pawns } reaching { $region } becomes a { $pieces }.
data-promotion-optional = A { $pawns } reaching { $region } becomes a { $pieces }, or stays as it is, as its player chooses.
data-promotion-limit = A promotion may not give a side more pieces of a kind than: { $limits }.
data-limit = { $piece } { $limit }

data-kept-heading = Where pieces may stand
data-keeps-to = The { $piece } keeps to { $white } (White's) and { $black } (Black's).
data-soldier = The { $piece } steps only forward until it reaches its side's rank { $rank } (across the river), and sideways too from there.
data-flying-general = Neither { $king } may face the other on a file or rank with nothing between them: a move that leaves them so is not legal.

data-special-heading = Special rules
data-cambodian = On its first move the { $king }, not in check, may leap as a knight to the rank in front of it (a right it loses once a rook moves onto its file or rank); the { $met }, on its first square, may step two squares straight ahead, over what stands between. Neither first move takes.
data-rooks-first-rank = A rook from the hand may be placed only on its side's first rank.
data-makpong = A { $king } in check may not move, unless it takes the one piece giving check.
data-blast = Every capture explodes: the capturing piece, the piece taken and every piece that is not a pawn on the eight squares around are removed, of either side (the move list names the squares cleared).
data-blast-immune = A { $pieces } stands through blasts.
data-blast-kings = A move may not blow up one's own king, nor leave it attacked, unless it blows up the other king. Kings that touch cannot take each other, so neither is in check.
data-mutually-immune = A { $pieces } may not take a piece of its own kind.
data-duck = After every move the player also moves the duck (`*`), a piece of neither side, to another empty square: in full algebraic the move's last part (`P e2-e4; duck-e5`), in coordinates after a comma (`e2e4,e4e5`). The duck blocks every piece and cannot be taken.

# Janggi's: the palaces' diagonal lines and the ways pieces move along them.
data-diagonal-lines = Diagonal lines join the points { $region } (the palaces' diagonals). A piece standing on one of those points may also move along them to another: { $ways }.
data-way-one-point = the { $piece } one point
data-way-forward = the { $piece } one point forward
data-way-open-line = the { $piece } as far as the line is open
data-way-hop = the { $piece } by hopping over one piece
data-janggi-cannon = The { $cannon } must hop over exactly one piece to move or to take; it may not hop over another { $cannon }, nor take one.
data-pass = A player may pass instead of moving, unless in check (type `pass`; in coordinates the { $king }'s point twice, as `e9e9`). Both players passing in turn ends the game.
data-pass-when-stuck = A player may pass instead of moving when it has no other move, unless in check (type `pass`; in coordinates the { $king }'s point twice, as `e9e9`). Both players passing in turn ends the game.
data-bikjang = When each side's { $king } faces the other's on an open file with nothing between them (bikjang), the player to move must part them or pass; a pass then ends the game.
data-points-janggi = A game that ends without a mate (both players passing, a bikjang, a repetition or fifty moves each without a capture) is won on points: chariot 13, cannon 7, horse 5, elephant and advisor 3, soldier 2, and 1.5 more for Red (Han) for moving second (the points are shown beside the board). A player who gives check on every move of a repetition loses it instead.
data-points-more-pieces = A game that ends without a mate (a repetition, the move limit) is won by the side with more pieces on the board; as many is a draw.
data-points-white = A game that ends without a mate (a repetition, the move limit) is won by White.
data-points-black = A game that ends without a mate (a repetition, the move limit) is won by Black.

data-castling-heading = Castling
data-castling = The { $king } castles with a { $rooks } that has not moved: to the { $kingside } file on its wing toward the h file, or the { $queenside } file on the other, the { $rooks } landing beside it on the inside.
data-chess960 = The pieces of the back rank start shuffled, as in Chess960.
data-no-castling = There is no castling.

data-ends-heading = How the game ends
data-checkmate-wins = Checkmate wins.
data-checkmated-wins = A player who is checkmated wins.
data-checkmate-draws = Checkmate is a draw.
data-stalemate-piece-count = A player with no legal move wins if they have fewer pieces than the other, loses with more, and draws with as many.
data-stalemate-loses = A player with no legal move loses.
data-stalemate-wins = A player with no legal move wins.
data-stalemate-draws = A player with no legal move (stalemate) draws.
# $kept: how many of them a player may keep and still have lost (0: all lost).
data-extinction-loses =
    { $kept ->
        [0] A player who has lost all of their { $pieces } loses.
       *[other] A player who has lost all but { $kept } of their { $pieces } loses.
    }
data-extinction-wins =
    { $kept ->
        [0] A player who has lost all of their { $pieces } wins.
       *[other] A player who has lost all but { $kept } of their { $pieces } wins.
    }
data-extinction-draws =
    { $kept ->
        [0] A player who has lost all of their { $pieces } draws.
       *[other] A player who has lost all but { $kept } of their { $pieces } draws.
    }
data-extinction-pieces = pieces
data-flag = Bringing the { $piece } to { $region } wins.
data-flag-answered = Bringing the { $piece } to { $region } wins, unless the other player arrives on their very next move (then it is a draw).
data-flag-any = Bringing any piece to { $region } wins.
data-flag-any-answered = Bringing any piece to { $region } wins, unless the other player arrives on their very next move (then it is a draw).
data-check-counting = Giving the counted number of checks wins (the checks each side still has to give are in the FEN, as 3+3).
data-must-capture = Taking is compulsory: when a capture is possible, one must be made.
data-no-checks = Giving check is not allowed.
data-repetition = A position occurring { $times } times { $result }.
data-repetition-checks = A position occurring { $times } times { $result }, unless one player gave check on every move of the repetition: that player loses.
data-repetition-draws = is a draw
data-repetition-white-wins = wins for White
data-repetition-white-loses = loses for White
data-repetition-mover-wins = wins for the player to move then
data-repetition-mover-loses = loses for the player to move then
data-chasing = A player who chased the same piece on every move of the repetition loses too, as the Asian Xiangqi Federation's rules have it (a draw if both did): a move chases a piece it newly attacks that is unprotected, or stronger than its attacker (a chariot attacked by a horse or cannon; a chariot, cannon or horse by an elephant or advisor); the general and the soldiers neither chase nor, before the river, are chased. Checks past a side's tenth do not count toward the move limit.
data-count-makruk = Once no pawn is left, a count begins, kept by the player to move then (always by a player left with a bare king), and the game is drawn if that player is not mated when the count passes its limit: 64 moves, or against a bare king the limit the other side's pieces set (8 moves with two rooks, 16 with one rook, 22 with two khons, 32 with two knights, 44 with one khon, else 64), counted from the number of pieces on the board. The count stands beside the board, and ends the game when it passes.
data-count-cambodian = Once a player is down to three pieces or fewer, a count begins, kept by that player, and the game is drawn if they are not mated when the count passes its limit: 63 moves, or against a bare king with no pawn left the limit the other side's pieces set (7 moves with two rooks, 15 with one rook, 21 with two khons, 31 with two knights, 43 with one khon, else 63), counted from the number of pieces on the board. The count stands beside the board, and ends the game when it passes.
data-count-asean = Against a bare king with no pawn left, the other side must mate within 16 moves if it has a rook, 44 with a khon, 64 with a knight, or the game is drawn. The count stands beside the board, and ends the game when it passes.
data-sittuyin-draw = A player left with the king and one pawn, not in check, whose only moves are that pawn's promotions, draws (a promotion may be declined).
data-move-rule = { $moves } moves by each side without a capture are a draw.
data-move-rule-pawns = { $moves } moves by each side without a capture or a pawn move are a draw.
