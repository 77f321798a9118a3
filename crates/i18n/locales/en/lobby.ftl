## The lobby: the player's games, the challenges and open seeks, and the list of games.

lobby-title = Lobby
lobby-your-games = Your games
lobby-no-game-waits = No game waits for your move.
lobby-accept-or-start = Accept a challenge below, or start one of your own:
lobby-start-a-game = Start a game
lobby-your-turn = Your turn ({ $count })
lobby-their-turn = Their turn ({ $count })
lobby-welcome = Correspondence play for chess variants
lobby-intro = Play Khan's Chess, chess and more, one move at a time, by web page, API or e-mail.
lobby-create-account = Create an account
lobby-log-in-to-play = Log in to play
lobby-challenges = Challenges and open seeks
lobby-none-open = None open right now.
lobby-col-game = Game
lobby-col-from = From
lobby-col-to = To
lobby-col-challenger-plays = The challenger plays
lobby-col-clock = Clock
lobby-col-rated = Rated
lobby-col-answer = Answer
# Under the challenger's name, on a narrow screen.
lobby-plays-white = { $sides ->
    [xiangqi] plays Red
    [janggi] plays Blue
    [shogi] plays Sente
   *[chess] plays White
}
lobby-plays-black = { $sides ->
    [xiangqi] plays Black
    [janggi] plays Red
    [shogi] plays Gote
   *[chess] plays Black
}
lobby-plays-random = side drawn at random
# The column "The challenger plays".
lobby-color-white = { $sides ->
    [xiangqi] Red
    [janggi] Blue
    [shogi] Sente
   *[chess] White
}
lobby-color-black = { $sides ->
    [xiangqi] Black
    [janggi] Red
    [shogi] Gote
   *[chess] Black
}
lobby-color-random = random
# An open seek, in the column "To".
lobby-anyone = anyone
lobby-anyone-rated = anyone rated { $min }–{ $max }
lobby-no-clock = no clock
lobby-clock-days = { $days ->
    [one] { $days } day per move
   *[other] { $days } days per move
}
lobby-clock-bank = time bank: { $initial ->
    [one] { $initial } day
   *[other] { $initial } days
}, +{ $increment } per move, at most { $cap }
lobby-rated = rated
lobby-casual = casual
lobby-withdraw = Withdraw
lobby-accept = Accept
lobby-decline = Decline
# $choice is the game's word for what each player chooses (janggi's "arrangement"), in English.
lobby-own-choice = Your { $choice }, if you accept:
lobby-choice-as-challenged = as the challenge says
lobby-finished = Finished
lobby-games = Games
lobby-defined = Chess variants defined as data
lobby-defined-hint = Each written in the variants.ini format the variant community uses; every one is played, checked and rated like the games above.
lobby-players-variants = Players' variants
lobby-uploaded-by-players = Uploaded by players.
lobby-upload-your-own = Upload your own
lobby-none-yet = None yet.
lobby-by-owner = by { $owner }

## A list of games (the lobby's and a player's page).

lobby-col-white = White
lobby-col-black = Black
lobby-col-ply = Ply
lobby-col-state = State
lobby-col-result = Result
lobby-row-your-turn = Your turn
lobby-white-to-move = { $sides ->
    [xiangqi] Red to move
    [janggi] Blue to move
    [shogi] Sente to move
   *[chess] White to move
}
lobby-black-to-move = { $sides ->
    [xiangqi] Black to move
    [janggi] Red to move
    [shogi] Gote to move
   *[chess] Black to move
}

## A player's page.

player-not-found = There is no player called "{ $name }".
player-closed = This account is closed. Its games stay here.
player-since = Playing on ortoo since { $date }.
player-record = Finished games: { $won } won, { $drawn } drawn, { $lost } lost.
player-ratings = Ratings
player-no-rated-games = No rated games yet.
player-col-game = Game
player-col-rating = Rating
player-col-rated-games = Rated games
player-rated-record = { $games }: { $won } won, { $drawn } drawn, { $lost } lost
player-ratings-hint = Ratings are Glicko-2, one for each game. A question mark (1500?) means the rating is still provisional: too few rated games, or none for a long while.
# A dot of the rating graph: the day of a rated game and the opponent.
player-graph-point = { $date } v { $opponent }
# The rating graph, to a screen reader: $game is the game's name, $count the rated games drawn.
player-graph-label = { $count ->
    [one] { $game } rating over { $count } rated game, from { $from } to { $to }
   *[other] { $game } rating over { $count } rated games, from { $from } to { $to }
}
# A dot of the rating graph: the rating after a game ($game is player-graph-point's words).
player-graph-dot = { $rating } after { $game }
player-playing-now = Playing now ({ $count })
player-no-games-in-play = No games in play.
player-finished = Finished ({ $count })
player-no-finished-games = No finished games yet.

## The leaderboards.

leaderboard-title = Leaderboards
leaderboard-of-game = { $game } leaderboard
leaderboard-no-such-game = There is no game called "{ $game }" here.
leaderboard-hint = Each game has its own rating. A rating is listed once it is established: after a few rated games, and while its player keeps playing.
leaderboard-one-hint = Established Glicko-2 ratings, best first.
leaderboard-all-games = All games
leaderboard-rules = Rules
leaderboard-none-established = No established { $game } ratings yet.
leaderboard-col-place = #
leaderboard-col-player = Player
leaderboard-col-rating = Rating
leaderboard-col-games = Games
leaderboard-provisional = { $count ->
    [one] { $count } more player has a provisional rating (the rating is still finding its level, shown with a "?"), listed here after a few more rated games.
   *[other] { $count } more players have provisional ratings (the rating is still finding its level, shown with a "?"), listed here after a few more rated games.
}
