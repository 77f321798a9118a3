## Commands by new mail (not a reply): the commands themselves are typed in English, as they are
## read ("challenge bob koan"); what they do and the answers are in the reader's language.

orders-help-title = Playing by mail
orders-help-intro = Write to this address with one of these as the subject:
orders-help-challenge = challenge a player
orders-help-engine = play the engine
orders-help-new = an open challenge anyone may take
orders-help-tournaments = the tournaments open for joining and under way
orders-help-join = join a tournament ("withdraw TOURNAMENT-ID" to leave it)
orders-help-watch = have every move of a game sent to you
orders-help-unwatch = stop that
orders-help-games = your games, and whose turn it is
orders-help-reset = a link to choose a new password, mailed to your account's address
orders-help-help = this list
orders-help-games-named = GAME is a game's name or id (chess, khan, khans-chess, kings-run, koan, shatranj-kamil-x…).
orders-help-settings = Rule options go as name=value (exchanges=off). Games between people are rated unless you write casual; a rating range limits who may take an open challenge. A challenge, a new game or a watch is done once you answer the confirmation we send, so that no one can act in your name with a forged sender.

orders-no-command = The mail had no command: put it in the subject.
# $command: watch or unwatch, as typed
orders-one-game = "{ $command }" takes one game: its id or its address.
orders-one-tournament = "{ $command }" takes one tournament: its id or its address.
orders-challenge-takes = "challenge" takes a player's name (or "engine") and a game.
orders-not-a-command = "{ $typed }" is not a command.
orders-which-game = Say which game: "challenge bob koan" or "new koan".
orders-not-a-setting = "{ $setting }" is not a setting: write name=value (days=3).
orders-days = days is a whole number of days a move, 1 to 30, not "{ $given }".
orders-level = level is the engine's level, 1 to 12, not "{ $given }".
orders-rating = rating is a range of ratings, as 1400-1800 (or 1400- or -1800), not "{ $given }".
# $games: the games' ids, joined by commas
orders-not-a-game = "{ $given }" is not a game here; the games are { $games }.
orders-not-a-game-id = "{ $given }" is not a game's id: give the id (32 letters and digits) or the game's address.
orders-not-a-tournament-id = "{ $given }" is not a tournament's id: give the id (32 letters and digits) or its address.

orders-wrong-password = The mail password is wrong: nothing was done.
orders-no-mail-password = You have no mail password (set one on the settings page), so nothing was done. Send the command without it and answer the confirmation instead.
orders-guessed-title = Your mail password is being guessed
orders-guessed = Your mail password was given wrong { $count } times within the hour. Until the hour is out, commands that carry a password are refused without it being checked, and are not answered.
orders-guessed-change = If that was not you, someone is guessing it: change it on the settings page ({ $link }). Commands sent without the password, and confirmed by a reply, still work.
orders-confirmation-old = This confirmation is more than { $days } days old: send the command again.
orders-done-already = This command was confirmed and done already; it is done once.

orders-reset-title = Password reset
orders-reset = A link to choose a new password was mailed to your account's address.
orders-tournaments-title = Tournaments
# $kind: round robin or Swiss (tournament-kind-…); $state: orders-tournament-open or -round
orders-tournament = { $name } ({ $kind } of { $game }, { $players } players, { $state })
# $starts: a date and time in UTC (2031-11-06 09:30)
orders-tournament-open = joining open, starts { $starts }
orders-tournament-round = round { $round } of { $rounds }
orders-no-tournaments = No tournament is open or under way.
orders-to-join = To join one, send "join" and its address or id.
orders-joined-title = Joined
orders-joined = You are in { $name }. Your games come to you by mail as each round is paired.
orders-left-title = Left
orders-left = You left the tournament.
orders-withdrawn-title = Withdrawn
orders-withdrawn = You withdrew: your unfinished games in it are resigned, and you are not paired again.
orders-watching = You now watch { $link }: each move will be sent to you.
orders-unwatched = You no longer watch that game.
orders-not-watched = You were not watching that game.
orders-challenge-sent-title = Challenge sent
orders-challenge-sent = Your challenge to { $name } is sent; they are told by mail.
orders-seek-sent = Your open challenge is in the lobby: { $link }
orders-game-begun-title = Game begun
orders-game-begun = Your game against the engine has begun: { $link }
orders-games-title-none = Your games
orders-no-games = You have no games in play.
orders-games-title = Your games: { $mine } to move of { $count }
# $title: the game's title (Chess #9f3c2a17); $deadline: when the move is due (deadline-when), or
# letter-no-deadline
orders-game-your-move = { $title } against { $opponent }: your move, ply { $ply }. Deadline: { $deadline }
orders-game-their-move = { $title } against { $opponent }: their move, ply { $ply }. Deadline: { $deadline }

## The confirmation of a command by new mail
confirm-title = Confirm: { $command }
confirm-came = This command came by mail from your address:
confirm-reply = Reply to this mail (with anything, or nothing) to confirm it: it is done when your reply comes, once. If you did not send it, ignore this mail and nothing happens.
confirm-good-for = The confirmation is good for { $days } days.
