## The new-game form, and what answers a challenge.

challenge-title = New game
challenge-game = Game
challenge-group-hand-written = Written by hand
challenge-group-defined = Defined as data
challenge-group-players = Players' variants
challenge-uploaded-by = { $game } (by { $owner })
challenge-show-options = Show this game's options
challenge-rules = Rules
# $choice is the game's word for what each player chooses (janggi's "arrangement"), in English.
challenge-own-choice-summary = Each side's { $choice } (the usual unless you change it)
challenge-own-choice-legend = Each side's { $choice }
challenge-own-choice-hint = Name the one you want for each side you may be given; the player who accepts may choose their own { $choice } as they accept.
challenge-options-summary = Rule options (the defaults unless you change them)
challenge-options-legend = Rule options
challenge-switch-on = on
challenge-switch-off = off
challenge-play-against = Play against
challenge-way-person = A player you name
challenge-way-seek = An open seek: anyone may accept
challenge-way-engine = The engine
challenge-way-watch = The engine against itself, to watch
challenge-opponent = The player's name
challenge-engine-level = The engine's level (1 plays fast and loose; 12 thinks up to 30 seconds a move)
challenge-level = level { $level }
challenge-watch-white = { $sides ->
    [xiangqi] Red at
    [janggi] Blue at
    [shogi] Sente at
   *[chess] White at
}
challenge-watch-black = { $sides ->
    [xiangqi] Black at
    [janggi] Red at
    [shogi] Gote at
   *[chess] Black at
}
challenge-colour = Your colour
challenge-colour-random = random
challenge-colour-white = { $sides ->
    [xiangqi] red
    [janggi] blue
    [shogi] sente
   *[chess] white
}
challenge-colour-black = { $sides ->
    [xiangqi] black
    [janggi] red
    [shogi] gote
   *[chess] black
}
challenge-rating = Rating
challenge-rated = Rated: the result changes both players' ratings in this game
challenge-casual = Casual
challenge-rating-min = Lowest rating
challenge-rating-max = Highest rating
challenge-rating-range-hint = Only players rated within these may accept; leave both empty to let anyone accept.
challenge-clock = Clock
challenge-days-per-move = Days per move
challenge-time-bank = Time bank
challenge-bank-initial = Days in the bank at the start
challenge-bank-increment = Days added after each move
challenge-bank-cap = Most days the bank may hold
challenge-no-clock = No clock
challenge-clock-hint = A player who lets the deadline pass loses on time; vacations stop a player's clock.
challenge-send = Send challenge

## What the form says back.

challenge-sent = Challenge sent.
challenge-declined = Challenge declined.
challenge-withdrawn = Challenge withdrawn.
challenge-no-such-game = There is no game called "{ $game }" here; pick one from the list.
challenge-no-such-page = There is no such page.
challenge-bad-level = The engine's level is 1 to 12, not "{ $level }".
challenge-bad-days = "{ $days }" is not a whole number of days.
challenge-bad-way = "{ $way }" is not a way to play; choose a player, an open seek or the engine.
challenge-two-opponents = The form names more than one opponent (a player, the engine, or the engine against itself); choose one.
challenge-name-the-player = Name the player you challenge (or choose an open seek, or the engine).
challenge-choose-level = Choose the engine's level, 1 to 12.
challenge-choose-levels = Choose the engine's level for White and for Black.
challenge-bad-lowest-rating = The lowest rating is a whole number, not "{ $rating }".
challenge-bad-highest-rating = The highest rating is a whole number, not "{ $rating }".
