## The faults found in a player's file of variants (variants.ini, the format Fairy-Stockfish and
## pychess-variants read), as the upload page and the API list them: where each is (the file, the
## line, the [variant] section, the key) and what is wrong. What they quote from the file (its
## keys, values, piece letters, Betza's notation of moves, FENs) is the player's own text, never
## translated; so are the format's own words: its keys (customPiece1, mobilityRegionWhiteKing),
## their values (true, false, win, loss, draw, none, makruk, duck…) and Betza's letters.

# Where a fault is, one part at a time: $place is the file's name, or the place so far (what one
# of these three says); $line the line's number, $variant the section's name, $key the key's.
fault-at-line = { $place }, line { $line }
fault-in-variant = { $place }, [{ $variant }]
fault-in-key = { $place }, { $key }
# A fault with its place: $place as above, $fault what is wrong (one of the messages below).
fault-at = { $place }: { $fault }

# A file refused for its faults (the API's detail): $fault is its one fault, with its place; else
# $count is how many it has and $first the first, with its place.
fault-file-not-taken = The file was not taken: { $fault }.
fault-file-not-taken-many = The file was not taken: it has { $count } faults; the first: { $first }.

## Reading the file into sections. $text is a line as the file has it.

fault-section-unclosed = a section's name is written [name]: "{ $text }"
# $name is the name the section gives.
fault-variant-name = "{ $name }" is not a variant name (letters, digits, '-' and '_', up to 40)
fault-variant-twice = the variant is defined twice in this file
fault-not-key-value = expected "key = value", found "{ $text }"
fault-key-outside-section = a key before any [variant] section belongs to no variant
fault-line-without-key = a line with no key: "{ $text }"
fault-variant-name-link = a variant's name here is made of letters, digits, '-' and '_' (it is part of its link)
fault-builtin-name = a built-in variant has this name; give yours another (it may inherit from it)
fault-name-offered = a variant of this name is already offered; give yours another
fault-no-such-variant = no such variant
fault-not-in-file = no such variant in the file

## A key's value that is not what the key takes. $value is the value as the file gives it.

fault-not-true-or-false = "{ $value }" is not true or false
fault-not-whole-number = "{ $value }" is not a whole number
fault-not-result = "{ $value }" is not a result (win, loss, draw or none)
fault-result-not-none = this result is win, loss or draw
# A file of the board: one of its columns, a to l.
fault-not-board-file = "{ $value }" is not a file (a to l, or 1 to 12)
# $max is the most ranks a board may have.
fault-not-rank = "{ $value }" is not a rank (1 to { $max })
# $square is a square as the file writes it; the board is $files files by $ranks ranks.
fault-not-square = "{ $square }" is not a square of a { $files }×{ $ranks } board
# $letter is a piece's letter as the file gives it.
fault-no-piece-lettered = no piece of this variant has the letter "{ $letter }"
fault-not-one-piece-letter = "{ $value }" is not one piece's letter
fault-counting-rule = "{ $value }" is no counting rule: write makruk, cambodian, asean or none
fault-chasing-rule = "{ $value }" is no chasing rule: write axf or none
fault-walling-rule = "{ $value }" is no walling rule: write duck, arrow, past, edge, static or none
fault-material-counting = "{ $value }" is no way of counting material: write janggi, unweighted, whitedrawodds, blackdrawodds or none
# $part is one part of the value, as the file gives it.
fault-promoted-piece-type = "{ $part }" is not a piece's letter, a colon and the letter it promotes to (or -), as p:g
fault-promotion-limit = "{ $part }" is not letter:count for a piece of this variant
# pieceNames = k:King, e:Archer: what the players call the pieces. $part is one of its parts,
# $letter what stands before its colon, $max the longest a name may be.
fault-piece-name-form = "{ $part }" names no piece: write the letter, a colon and the name, as k:King
fault-piece-name-letter = "{ $letter }" is not a piece's letter: write one letter before the colon, as k:King
fault-piece-name-length = the name of "{ $letter }" must be 1 to { $max } characters of text, as k:King

## A variant's parents, its board, its pieces and its keys.

# $parent is the name of a variant the section builds on ([name:parent]).
fault-inherits-from-itself = inherits from itself through [{ $parent }]
fault-parent-unknown = inherits from [{ $parent }], which is neither one of ortoo's variants nor a section above it in this file
# The board is $files files by $ranks ranks; 12×10 is the largest there may be.
fault-board-too-large = a { $files }×{ $ranks } board is larger than this step's 12×10
# $letter is what a piece's key gives as its letter.
fault-not-one-letter = "{ $letter }" is not one letter
fault-not-a-piece-letter = '{ $letter }' is not a letter a piece can have
# $key is a piece the format knows by name (queen, knight…), its key.
fault-named-piece-moves = { $key } moves as it is named; give custom moves to a customPiece
fault-custom-piece-form = a custom piece is given as letter:Betza, e.g. a:BN
# $max is the most kinds of piece a game may have.
fault-too-many-kinds = more than { $max } kinds of piece
# $betza is a piece's moves in Betza's notation as the file gives them; $why what is wrong in
# them (fault-betza-at).
fault-betza = Betza "{ $betza }": { $why }
fault-custom-piece-number = custom pieces are customPiece1 to customPiece25
fault-not-a-key = not a key of the variants.ini format (check its spelling and case)
fault-mobility-region-key = a mobility region is mobilityRegionWhite or mobilityRegionBlack and a piece, as in mobilityRegionWhiteKing
# $key is the piece's key as the format writes it (fers); $name as the mobility region's key
# wrote it (Fers, or a name no piece has).
fault-mobility-region-piece = the game has no piece { $key } for a mobility region (name it as its key, with a capital: { $name })
# $fault is a fault in ortoo's own file of variants, which a player's variant $variant builds on.
fault-in-builtin = { $fault } (a key of ortoo's built-in variants that [{ $variant }] builds on, which its own keys no longer fit: give this key in [{ $variant }] too)

## Keys of the format that games defined as data cannot have yet.

fault-not-yet-two-boards = games defined as data cannot have two boards (bughouse) yet
fault-not-yet-enclosing-drops = games defined as data cannot have enclosing drops (as in reversi) yet
fault-not-yet-walls = games defined as data cannot have walls yet
fault-not-yet-counting-rules = games defined as data cannot have counting rules yet
fault-not-yet-special-mates = games defined as data cannot have special mates yet
fault-not-yet-repetition-rules = games defined as data cannot have repetition rules yet
fault-not-yet-connection-games = games defined as data cannot have connection games yet
fault-not-yet-castling-wins = games defined as data cannot have castling wins yet
fault-not-yet-several-flag-pieces = games defined as data cannot have several flag pieces yet
fault-not-yet-opposite-castling = games defined as data cannot have opposite castling yet
fault-not-yet-double-step-keys = games defined as data cannot have the older double-step keys (use doubleStepRegionWhite and doubleStepRegionBlack) yet
# $value is the walling rule the file names (arrow, past, edge, static).
fault-not-yet-walling-rule = games defined as data cannot have the walling rule "{ $value }" yet (duck is read)

## A piece's moves in Betza's notation that cannot be read. $letter, $written, $ranged, $doubled
## and $example are letters of the notation (the file's, or how to write them); $digit a range.

# $why is one of the messages below; $at where in the notation it was met, counted from 1.
fault-betza-at = { $why } (at character { $at })
fault-betza-atom = '{ $letter }' is not a piece's move this step knows (atoms: W F D N A H C L Z J G K R B Q)
fault-betza-range-zero = a ride of { $letter }0 goes nowhere: give a range from 1 to 9
fault-betza-cannot-ride = { $letter } cannot ride (repeat its leap along a line) here: only W, F and N lines are ridden (WW or R, FF or B, NN, W3); write { $letter } alone for its single leap
fault-betza-lame = 'n' (a leap that can be blocked) goes before the leapers N, A, Z, J or D, not { $written }: leave it out, as a ride already stops at the first piece on its line
fault-betza-hopper = '{ $letter }' (a hopper) goes before a rider that goes as far as its line is open (R, B, Q, WW, FF, NN), not { $written }
fault-betza-unknown = '{ $letter }' is not part of Betza's notation as read here
fault-betza-dangling = the modifiers at the end apply to no atom: end with a piece's letter, as in fmW
fault-betza-range-doubled = '{ $digit }' follows { $doubled }, which already rides as far as its line is open: write { $ranged } for a ride of at most { $digit } squares, or { $doubled } alone
fault-betza-range-two-digits = a range is one digit, 1 to 9: { $written } gives two; write { $ranged }, or { $doubled } for a ride as far as the line is open
fault-betza-range-before = a range comes after the piece's letter, not before it: write { $ranged } rather than { $written }
fault-betza-range-alone = '{ $digit }' follows no piece's letter: a range goes straight after one, as in { $example }

## A start position (startFen) that cannot be played. $game is the variant's name; $letter,
## $value and $hands are the FEN's own text.

# The start is already over. $by says how (one of the fault-start-by- messages).
fault-start-over-white-won = the game is over before its first move (White, to move, has won: { $by }); start from a position still in play
fault-start-over-white-lost = the game is over before its first move (White, to move, has lost: { $by }); start from a position still in play
fault-start-over-white-drawn = the game is over before its first move (White, to move, has drawn: { $by }); start from a position still in play
fault-start-over-black-won = the game is over before its first move (Black, to move, has won: { $by }); start from a position still in play
fault-start-over-black-lost = the game is over before its first move (Black, to move, has lost: { $by }); start from a position still in play
fault-start-over-black-drawn = the game is over before its first move (Black, to move, has drawn: { $by }); start from a position still in play
fault-start-by-extinction = the pieces the game counts are gone
fault-start-by-flag = a piece stands in the region the game sets
fault-start-by-checks = the checks the game counts are given
fault-start-by-checkmate = checkmate
fault-start-by-stalemate = stalemate
fault-start-by-pawn-drop-mate = a mate given by a dropped pawn
fault-start-by-counting = the count has passed its limit
fault-start-by-passes = both sides have passed
fault-start-by-bikjang = the generals were left facing each other
fault-start-white-checkmated = White, to move first, has no legal move (checkmated at the start); start from a position where the side to move can move
fault-start-white-stalemated = White, to move first, has no legal move (stalemated at the start); start from a position where the side to move can move
fault-start-black-checkmated = Black, to move first, has no legal move (checkmated at the start); start from a position where the side to move can move
fault-start-black-stalemated = Black, to move first, has no legal move (stalemated at the start); start from a position where the side to move can move

# A FEN that does not fit the game.
fault-fen-empty = the FEN is empty
fault-fen-hands-unclosed = the hands "[{ $hands }" have no closing "]"
# The board has $ranks ranks; the FEN gives $given.
fault-fen-ranks = the board has { $ranks } ranks, the FEN gives { $given }
fault-fen-hand-piece = '{ $letter }' in the hands is no piece of { $game }
fault-fen-side = "{ $value }" is not a side to move (w or b)
fault-fen-gate = '{ $letter }' is not a castling right or a file to gate on
fault-fen-castling-king = castling '{ $letter }' without a king on its rank
fault-fen-castling = '{ $letter }' is not a castling right
fault-fen-castling-rook = castling '{ $letter }' without a rook to castle with
fault-fen-count-limit = "{ $value }" is not a count's limit
fault-fen-en-passant = "{ $value }" is not an en passant square of this board
fault-fen-en-passant-list = "{ $value }" is not an en passant square of this board, nor a list of them
fault-fen-check-count = "{ $value }" is not a check count such as 3+3
fault-fen-halfmoves = "{ $value }" is not a half-move count
fault-fen-move-number = "{ $value }" is not a move number
# $plies is the count's plies as the FEN gives them.
fault-fen-count-too-long = { $plies } plies is more than a count can have counted
# $rank is a rank's number; the board is $files files wide, and the FEN gives $given squares.
fault-fen-rank-too-long = rank { $rank } has more than { $files } squares
fault-fen-empty-run = rank { $rank } has an empty run of 0 squares
fault-fen-rank-length = rank { $rank } has { $given } squares, not { $files }
fault-fen-piece = '{ $letter }' is no piece of { $game }
fault-fen-no-promotion = '+{ $letter }': a { $letter } does not promote in { $game }
