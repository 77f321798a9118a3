## The tournaments' pages: the list with the form to make one, and each tournament's page.

tournament-list-title = Tournaments
tournament-none-yet = No tournaments yet.
tournament-column-tournament = Tournament
tournament-column-game = Game
tournament-column-players = Players
tournament-column-state = State
# Under a tournament's name in the list: its form, clock and rating, e.g. "Swiss, 3 days per move, rated".
tournament-list-detail = { $kind }, { $clock }, { $rating }
tournament-kind-swiss = Swiss
tournament-kind-round-robin = round robin
tournament-rated = rated
tournament-casual = casual
tournament-clock-none = no clock
tournament-clock-days = { $days ->
    [one] { $days } day per move
   *[other] { $days } days per move
}
tournament-clock-bank = time bank: { $initial } days, +{ $increment } per move, at most { $cap }
# The list's State column.
tournament-status-open = joining open
tournament-status-round = round { $round } of { $rounds }
tournament-status-under-way = under way
tournament-status-finished = finished
tournament-status-cancelled = cancelled
# Under "joining open": when joining closes ($when is a date and time such as "2026-11-21 07:27 UTC").
tournament-starts = starts { $when }

## The form to make a tournament.

tournament-make = Make a tournament
tournament-game = Game
tournament-group-hand-written = Written by hand
tournament-group-defined = Defined as data
tournament-group-players = Players' variants
tournament-variant-by = { $variant } (by { $owner })
tournament-show-options = Show this game's options
tournament-name = Name
tournament-format = Form
tournament-swiss-choice = Swiss: rounds paired as each ends, players of like score meeting
# The field for the number of a Swiss's rounds.
tournament-rounds-label = Rounds
tournament-round-robin-choice = Round robin: each pair plays twice, once with each colour, all games at once
tournament-rule-options = Rule options
tournament-option-on = on
tournament-option-off = off
tournament-days-per-move = Days per move
tournament-rating = Rating
tournament-rated-choice = Rated
tournament-casual-choice = Casual
tournament-starts-at = Starts at (UTC): joining closes and the first round is paired
tournament-open = Open the tournament
tournament-rounds-not-a-number = The number of rounds is a whole number.
tournament-days-not-a-number = The days per move are a whole number.
tournament-not-a-time = "{ $text }" is not a date and time.
tournament-opened = Your tournament is open: players can join it until it starts.

## A tournament's page.

# What the tournament is ($game is a game's name, such as Chess; $clock and $rating are
# tournament-clock-… and tournament-rated or tournament-casual).
tournament-summary-swiss = Swiss of { $game } over { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}, { $clock }, { $rating }.
tournament-summary-round-robin = Round robin of { $game }, { $clock }, { $rating }.
# The game's rule options, as the game words them.
tournament-rules = Rules: { $rules }.
# $creator is the player's name, a link to their page.
tournament-made-by = Made by { $creator }.
tournament-joining-open = Joining is open; it starts { $starts }.
tournament-state-round = Round { $round } of { $rounds }.
tournament-state-under-way = Under way.
tournament-state-finished = Finished.
tournament-state-cancelled = Cancelled.
tournament-join = Join
tournament-leave = Leave
tournament-start-now = Start now
tournament-withdraw = Withdraw
tournament-withdraw-confirm = Withdraw? Your unfinished games in it are resigned.
tournament-you-withdrew = You withdrew.
tournament-standings = Standings
tournament-column-player = Player
tournament-column-points = Points
# The Sonneborn-Berger score's short name, and what it is (the short name's tooltip).
tournament-column-sb = SB
tournament-sonneborn-berger = Sonneborn-Berger: the points of the opponents beaten, and half those of the drawn
tournament-column-wins = Wins
tournament-column-played = Played
# Beside a player's name who left a running tournament.
tournament-withdrew-mark = (withdrew)
tournament-round = Round { $round }
tournament-games = Games
# A game of the tournament not over yet.
tournament-result-playing = playing
# A player left without an opponent in a round.
tournament-bye = bye (1 point)
tournament-players = Players ({ $count })
tournament-joined = You are in. Your games come to you as each round is paired.
tournament-left = You left the tournament.
tournament-withdrawn = You withdrew: your unfinished games in it are resigned, and you are not paired again.
tournament-started = The tournament has started.
tournament-no-such-page = There is no such page.
