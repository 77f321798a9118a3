## Why a move is refused, as the rules explain it to the player who typed it. Squares (e4),
## moves (P e2-e4), piece letters (N) and games' names stay as written; pieces are named by the
## `piece-` messages below (or as a game's own file names them, where no message has them).

refusal-choose-one-of = Choose one of: { $moves }.
refusal-legal-moves-of-that-piece = Legal moves of that piece: { $moves }.

## A refusal: the whole sentence a player reads. $why is one of the `why-` messages below.

refusal-game-over-white-wins = { $sides ->
    [xiangqi] The game is over: Red wins by { $reason }.
    [janggi] The game is over: Blue wins by { $reason }.
    [shogi] The game is over: Sente wins by { $reason }.
   *[chess] The game is over: White wins by { $reason }.
}
refusal-game-over-black-wins = { $sides ->
    [xiangqi] The game is over: Black wins by { $reason }.
    [janggi] The game is over: Red wins by { $reason }.
    [shogi] The game is over: Gote wins by { $reason }.
   *[chess] The game is over: Black wins by { $reason }.
}
refusal-game-over-draw = The game is over: draw by { $reason }.
refusal-syntax-ends = Not a move: the text ends at column { $column } where { $expected } was expected.
refusal-syntax-found = Not a move: at column { $column }, expected { $expected } but found "{ $found }".
refusal-syntax-too-long = Not a move: at column { $column }, expected { $expected } but found a longer text.
refusal-no-san = No legal move here is written { $san } in standard algebraic.
refusal-san-did-you-mean = { $san } is not legal here; did you mean { $move }?
refusal-san-ambiguous = { $san } fits more than one move: { $moves }.
refusal-off-board = { $square } is not a square of the { $game } board ({ $board }).
refusal-board-files-ranks = files a-{ $file } and ranks 1-{ $ranks }, a1 to { $last }
refusal-board-spaces = { $count } spaces in a frame from a1 to { $last }
refusal-wrong-label = The piece on { $square } is a { $piece } ({ $label }), not { $typed }.
refusal-some-piece = piece
refusal-part-does-not-fit = "{ $part }" is not part of any legal move { $move }.
refusal-part-does-not-fit-why = "{ $part }" is not part of any legal move { $move }: { $why }.
refusal-needs-a-choice = { $move } needs a choice to be one move.
refusal-ambiguous = That text fits more than one legal move.
refusal-move-first = A move begins with the piece that moves, as in "P e2-e4"; "{ $part }" can only follow it.
refusal-no-piece = There is no piece on { $square }.
refusal-not-your-piece-white = { $sides ->
    [xiangqi] The { $piece } on { $square } is Red's; Black is to move.
    [janggi] The { $piece } on { $square } is Blue's; Red is to move.
    [shogi] The { $piece } on { $square } is Sente's; Gote is to move.
   *[chess] The { $piece } on { $square } is White's; Black is to move.
}
refusal-not-your-piece-black = { $sides ->
    [xiangqi] The { $piece } on { $square } is Black's; Red is to move.
    [janggi] The { $piece } on { $square } is Red's; Blue is to move.
    [shogi] The { $piece } on { $square } is Gote's; Sente is to move.
   *[chess] The { $piece } on { $square } is Black's; White is to move.
}
refusal-off-the-board = off the board
refusal-illegal-move = { $label } { $from }-{ $to } is not a legal move.
refusal-illegal-move-why = { $label } { $from }-{ $to } is not a legal move: { $why }.
refusal-illegal-move-none-legal = { $label } { $from }-{ $to } is not a legal move. The { $piece } on { $from } has no legal move.
refusal-illegal-move-why-none-legal = { $label } { $from }-{ $to } is not a legal move: { $why }. The { $piece } on { $from } has no legal move.
refusal-illegal-drop = { $label }-{ $square } is not a legal drop.
refusal-illegal-drop-why = { $label }-{ $square } is not a legal drop: { $why }.
refusal-duck-cannot-go = The duck cannot go to { $square }: { $why }.
refusal-no-draw-to-claim = { $game } has no draw to claim; offer a draw instead.
refusal-no-draw-now = No draw can be claimed now: a claim needs that { $ways }.
refusal-claim-or = { $first }, or that { $second }
refusal-claim-on-own-turn = A draw is claimed on your own turn.

## What a move's text should have had where it stops being notation ($expected above).

expect-at-most = at most { $count } characters
expect-move = a move such as "P e2-e4" or "e2e4"
expect-next-part = ";" before the next part, or the end of the move
expect-removal-dash = "-" after "@" ("@-e4" removes the piece on e4)
expect-removal-square = the square of the piece to remove, as in "@-e4"
expect-letter-or-square = a piece letter or a square
expect-drop-square = the square after a drop's "-", as in "Q-e8"
expect-from-square = a square such as e2 after the piece letter
expect-dash = "-" and a destination after { $square }
expect-destination = a destination square
expect-destination-or-off = a destination square (or "off") after { $square }

## Two or more squares, as a sentence lists them ("h2 or g2").

list-or = { $first } or { $second }
list-comma = { $first }, { $second }

## Why the rules refuse a move: what follows "is not a legal move:" ($why above), in lower case
## and without a full stop. $king is the name of the side's royal piece.

why-claim-repetition = the same position has occurred { $needed } times (it has occurred { $count ->
        [one] { $count } time
       *[other] { $count } times
    })
why-claim-quiet-moves = { $moves } moves by each side have passed without a capture or a pawn move (it has been { $plies ->
        [one] { $plies } ply
       *[other] { $plies } plies
    })
why-claim-lone-king-white = your opponent has only the king left (White still has { $count ->
        [one] { $count } other piece
       *[other] { $count } other pieces
    })
why-claim-lone-king-black = your opponent has only the king left (Black still has { $count ->
        [one] { $count } other piece
       *[other] { $count } other pieces
    })
why-never-off-board = pieces never leave the board in this game
why-never-off-board-in = pieces never leave the board in { $game }
why-same-square = a move must go to another square
why-never-castles-white = White never castles in { $game }
why-never-castles-black = Black never castles in { $game }
why-castled-rights-gone-white-king-side = White may no longer castle on the king side: the king or that rook has moved
why-castled-rights-gone-white-queen-side = White may no longer castle on the queen side: the king or that rook has moved
why-castled-rights-gone-black-king-side = Black may no longer castle on the king side: the king or that rook has moved
why-castled-rights-gone-black-queen-side = Black may no longer castle on the queen side: the king or that rook has moved
why-castling-between-taken = castling needs the squares between king and rook empty, and { $piece } stands on { $square }
why-castling-out-of-check = you cannot castle out of check
why-castling-through-attack = the king may not pass through or land on an attacked square, and { $square } is attacked
why-castling-impossible = castling is not possible here
why-white-piece = { $sides ->
    [xiangqi] Red { $piece }
    [janggi] Blue { $piece }
    [shogi] Sente { $piece }
   *[chess] White { $piece }
}
why-black-piece = { $sides ->
    [xiangqi] Black { $piece }
    [janggi] Red { $piece }
    [shogi] Gote { $piece }
   *[chess] Black { $piece }
}
why-no-piece = nothing
why-own-piece-there = your own { $piece } stands on { $square }
why-own-piece-any = your own piece stands on { $square }
why-game-over = the game is over
why-game-over-white-wins = { $sides ->
    [xiangqi] the game is over (Red wins by { $reason })
    [janggi] the game is over (Blue wins by { $reason })
    [shogi] the game is over (Sente wins by { $reason })
   *[chess] the game is over (White wins by { $reason })
}
why-game-over-black-wins = { $sides ->
    [xiangqi] the game is over (Black wins by { $reason })
    [janggi] the game is over (Red wins by { $reason })
    [shogi] the game is over (Gote wins by { $reason })
   *[chess] the game is over (Black wins by { $reason })
}
why-game-over-draw = the game is over (draw by { $reason })
why-king-in-check-there = your { $king } would be in check on { $square }
why-still-in-check = your { $king } is in check, and this move does not get it out of check
why-leaves-king-in-check = moving the { $piece } from { $square } would leave your { $king } in check
why-blocked = the way from { $from } to { $to } is blocked
why-blocked-by = the way from { $from } to { $to } is blocked by the { $piece } on { $square }
why-blocked-on = the way from { $from } to { $to } is blocked on { $square }
why-two-squares-from-start = a { $piece } moves two squares only from its starting rank
why-only-to-capture = a { $piece } moves that way only to capture, and { $square } is empty
why-cannot-capture-that-way = a { $piece } cannot capture that way
why-not-that-way = a { $piece } does not move that way
why-not-that-way-or-blocked = the { $piece } on { $square } does not move that way, or its way is blocked
why-capture-compulsory = taking is compulsory, and a capture is possible
why-royal-would-be-attacked = your { $king } would be attacked
why-check-forbidden = it would give check, which this game forbids
why-royal-attacked-there = your { $piece } would be attacked on { $square }
why-royal-in-check = your { $king } is in check, and this move does not answer it
why-leaves-royal-attacked = moving the { $piece } from { $square } would leave your { $king } attacked
why-khan-last-leader = it would take away your last leader
why-khan-leader-exposed = it would leave your only leader where an enemy piece can capture it
why-khan-no-exchange = a { $piece } does not exchange with a { $other }
why-khan-exchanges-off = your own { $piece } stands on { $square }, and exchanges are off in this game
why-khan-spell-out-of-reach = a { $piece } cannot capture, and { $square } is out of its spell's reach
why-khan-not-demotable = a { $piece } cannot be demoted, so no spell can target it
why-khan-spell-not-on-khan = spells may not target the khan or the khan archer in this game
why-khan-no-mounted-capture = a { $piece } may not capture a mounted piece in this game
why-khan-magician-step = a { $piece } moves one square orthogonally
why-kings-run-winning-move = a winning move is available: { $moves }
why-kings-run-capture-runner = you must capture your Runner on { $squares } with a Sandman
why-kings-run-only-runner-king-leaves = only a Runner king may leave the board
why-kings-run-leave-from-far-rank = a Runner king leaves the board only from the far rank
why-koan-step-from-octagon = a piece moves one space forward, from an octagon, straight ahead to the next octagon or diagonally forward to a square
why-koan-step-from-square = a piece moves one space forward, from a square, diagonally forward to an octagon
why-koan-octagonal-captures-on-octagons-not-square = an octagonal piece captures only on octagons, and { $square } is a square
why-koan-octagonal-captures-on-octagons-not-octagon = an octagonal piece captures only on octagons, and { $square } is an octagon
why-koan-square-captures-on-squares-not-octagon = a square piece captures only on squares, and { $square } is an octagon
why-koan-square-captures-on-squares-not-square = a square piece captures only on squares, and { $square } is a square
why-cannon-one-screen = a { $piece } captures only by jumping exactly one piece on the way
why-cannon-jumps-only-to-capture = a { $piece } jumps only to capture, and { $square } is empty
why-first-step-blocked = the { $piece }'s first step toward { $square } must be onto an empty square, and it is not
why-diagonal-only-to-capture = a { $piece } moves diagonally only to capture, and { $square } is empty
why-captures-diagonally = a { $piece } captures diagonally, not straight ahead
why-not-on-board = { $square } is not on the board
why-duck-there-must-move = the duck stands there now, and must move
why-duck-square-taken = a { $piece } stands there (the duck goes to a square empty once the move is made)
why-no-drops = pieces are not dropped in { $game }
why-no-such-piece = { $label } is no piece of { $game }
why-none-in-hand = you hold no { $piece } in hand
why-square-not-empty = { $square } is not empty
why-drop-file-taken = you already have a { $piece } on the { $file } file
why-drop-not-there = a { $piece } may not be dropped on { $square } in { $game }
why-drop-first-rank = a { $piece } may not be dropped on its first rank or where it would promote
why-drop-another-first = another piece in hand must be dropped first
why-drop-in-check = your { $king } is in check, and this drop does not answer it
why-drop-gives-check = a drop may not give check in { $game }
why-drop-bishops-colours = your bishops must stand on squares of both colours
why-drop-leaves-attacked = it would leave your { $king } attacked

## The pieces of ortoo's games, as each game names them. A name no message has is written as
## the game's file writes it. `piece-in-shogi-` messages name the shogi family's pieces where a
## language calls them otherwise than chess's pieces of the same English name.

piece-royal-piece = royal piece
piece-pawn = Pawn
piece-knight = Knight
piece-bishop = Bishop
piece-rook = Rook
piece-queen = Queen
piece-king = King
piece-in-shogi-pawn = Pawn
piece-in-shogi-knight = Knight
piece-in-shogi-bishop = Bishop
piece-in-shogi-rook = Rook
piece-in-shogi-king = King
piece-lance = Lance
piece-silver-general = Silver general
piece-gold-general = Gold general
piece-dragon-king = Dragon king
piece-dragon-horse = Dragon horse
piece-drunk-elephant = Drunk elephant
piece-chick = Chick
piece-hen = Hen
piece-giraffe = Giraffe
piece-lion = Lion
piece-elephant = Elephant
piece-swallow = Swallow
piece-phoenix = Phoenix
piece-falcon = Falcon
piece-crane = Crane
piece-left-quail = Left quail
piece-right-quail = Right quail
piece-pheasant = Pheasant
piece-goose = Goose
piece-eagle = Eagle
piece-general = General
piece-advisor = Advisor
piece-horse = Horse
piece-chariot = Chariot
piece-cannon = Cannon
piece-soldier = Soldier
piece-banner = Banner
piece-khun = Khun
piece-met = Met
piece-khon = Khon
piece-ma = Ma
piece-ruea = Ruea
piece-bia = Bia
piece-ai-wok = Ai-wok
piece-neang = Neang
piece-koul = Koul
piece-seh = Seh
piece-touk = Touk
piece-trey = Trey
piece-min-gyi = Min-gyi
piece-sit-ke = Sit-ke
piece-sin = Sin
piece-myin = Myin
piece-yahhta = Yahhta
piece-ne = Ne
piece-alfil = Alfil
piece-fers = Fers
piece-ferz = Ferz
piece-wazir = Wazir
piece-man = Man
piece-courier = Courier
piece-schleich = Schleich
piece-archbishop = Archbishop
piece-chancellor = Chancellor
piece-amazon = Amazon
piece-centaur = Centaur
piece-nightrider = Nightrider
piece-camel = Camel
piece-zebra = Zebra
piece-janus = Janus
piece-cardinal = Cardinal
piece-marshal = Marshal
piece-marshall = Marshall
piece-minister = Minister
piece-commoner = Commoner
piece-berolina-pawn = Berolina pawn
piece-grasshopper = Grasshopper
piece-hawk = Hawk
piece-duck = Duck
piece-duke = Duke
piece-tower = Tower
piece-archer = Archer
piece-lancer = Lancer
piece-kheshig = Kheshig
piece-yurt = Yurt
piece-khan = Khan
piece-khatun = Khatun
piece-horse-archer = Horse Archer
piece-scout = Scout
piece-divine-king = Divine king
piece-quetzal = Quetzal
piece-jaguar = Jaguar
piece-serpent = Serpent
piece-vulture = Vulture
piece-canoe = Canoe
piece-offering = Offering
piece-warrior = Warrior
piece-swordsman = Swordsman
piece-assassin = Assassin
piece-magician = Magician
piece-demoted-magician = Demoted Magician
piece-power-magician = Power Magician
piece-bondsman = Bondsman
piece-khan-archer = Khan Archer
piece-khan-sword = Khan Sword
piece-quickpawn = QuickPawn
piece-sandman-quickpawn = Sandman QuickPawn
piece-sandman-knight = Sandman Knight
piece-sandman-bishop = Sandman Bishop
piece-sandman-rook = Sandman Rook
piece-sandman-queen = Sandman Queen
piece-sandman-king = Sandman King
piece-runner-quickpawn = Runner QuickPawn
piece-runner-knight = Runner Knight
piece-runner-bishop = Runner Bishop
piece-runner-rook = Runner Rook
piece-runner-queen = Runner Queen
piece-runner-king = Runner King
piece-war-elephant = War Elephant
piece-octagonal-piece = octagonal piece
piece-square-piece = square piece

## The pieces the variant format names by type, as a game that does not name them calls them.

piece-fers-alfil = Fers alfil
piece-silver = Silver
piece-gold = Gold
piece-aiwok = Aiwok
piece-bers = Bers
piece-knibis = Knibis
piece-biskni = Biskni
piece-kniroo = Kniroo
piece-rookni = Rookni
piece-shogi-pawn = Shogi pawn
piece-shogi-knight = Shogi knight
piece-clobber = Clobber
piece-breakthrough = Breakthrough
piece-immobile = Immobile
piece-janggi-cannon = Janggi cannon
piece-janggi-elephant = Janggi elephant
