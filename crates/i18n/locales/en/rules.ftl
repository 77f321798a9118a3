## The rules pages: the index of the games, and the frame around each game's rules.

rules-title = Rules
# The title of a game's rules page ($game is its name, such as Xiangqi).
rules-page-title = { $game }: the rules
rules-start-position = The start position. Board: { $files } × { $ranks }.
rules-start-game = Start a game of { $game }
rules-pieces = The pieces and where they go
rules-pieces-hint = Each piece alone near the middle of the board; the marks are every square the rules let it move to from there (kings drawn faint are there only because a position needs them; a ring on an empty square is where the piece would take).
# Under a piece's diagram.
rules-piece-reach = { $count ->
    [one] { $count } square from here
   *[other] { $count } squares from here
}
rules-piece-never-moves = never moves
rules-options = Options
# A rule option's description (as the game words it) and its default value.
rules-option-default = { $description } (default { $default })
rules-all-games = All games
rules-defined = Chess variants defined as data
rules-players-variants = Players' variants
# $link is rules-upload-your-own, a link to the upload page.
rules-players-intro = Written by players in the same format; { $link }.
rules-upload-your-own = upload your own
rules-newest-here = The newest are here; search for the others.
rules-search-label = Search players' variants
rules-search-placeholder = a name, a file or a player
rules-search = Search
# Beside a players' variant: who wrote it.
rules-by = by { $owner }
rules-no-match = No players' variant matches "{ $search }".
rules-more = More players' variants
rules-no-such-variant = There is no variant "{ $id }".
# Above a game's rules text while it is English only (the rules documents are translated later)
rules-in-english = These rules are written in English for now; they are being translated.
rules-as-data = The rules as data
rules-as-data-intro = For those who write variants: the game as its definition in the variants.ini format gives it.
