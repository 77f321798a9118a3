# What the server says when it refuses an action (a form, a reply by mail, an API request).
# Each is one or two sentences a player reads beside the form they sent.

error-no-such-account = There is no such account.
error-no-such-analysis = There is no such analysis.
error-no-such-challenge = There is no such challenge.
error-no-engine = This server has no engine to play.
error-no-such-game = There is no such game.
error-no-such-player = There is no such player.
error-no-such-tournament = There is no such tournament.
error-no-such-file = There is no such file of variants.
error-no-such-file-of-yours = You have no such file of variants.
error-not-your-game = This is not your game.
# $side: White or Black (side-white, side-black)
error-not-your-turn = It is not your turn: { $side } is to move.
error-wrong-password = That is not the account's password: nothing was changed.
error-stale-ply = The game has moved on: it is at ply { $current }, not { $expected }. Reload it and try again.
error-hashing-busy = The server is checking many passwords at once; try again in a few seconds.

## Challenges and seeks
error-rating-outside = A rating range goes from { $low } to { $high }; { $end } is outside it.
error-rating-range-reversed = The lowest rating ({ $min }) is above the highest ({ $max }).
# $value: what was sent, as JSON
error-option-value = An option's value is text, a number or true/false, not { $value }.
error-colour = The colour is white, black or random, not "{ $colour }".
error-engine-unrated = Games against the engine are never rated; ask for a casual game.
error-range-for-seeks = A rating range is for open seeks; a challenge to a player names its opponent already.
error-open-must-be-true = "open" must be true for an open seek.
error-no-player-named = There is no player named "{ $name }".
error-account-closed = { $name } has closed their account.
error-engine-by-level = To play the engine, challenge {"{"}"engine": LEVEL{"}"} (a level from 1 to 12).
error-challenge-yourself = You cannot challenge yourself.
error-challenge-accepted = This challenge was already accepted.
error-challenge-declined = This challenge was already declined.
error-challenge-withdrawn = This challenge was already withdrawn.
error-challenge-closed = This challenge is closed.
error-challenge-for-another = This challenge is addressed to another player.
error-own-seek = You cannot accept your own seek.
# $game: the game's name; $rating: the player's rating there (a ? after it while provisional)
error-seek-rating = This seek is for players rated { $min } to { $max } in { $game }; your rating there is { $rating }.
error-challenge-taken = This challenge was accepted or withdrawn a moment ago.
error-decline-not-yours = Only the player challenged can decline a challenge.
error-withdraw-not-yours = Only the challenger can withdraw a challenge.

## Time controls
error-days-per-move = Days per move are 1 to 30, not { $days }.
error-bank-initial = A time bank starts with 1 to 90 days, not { $days }.
error-bank-increment = A time bank adds at most 30 days per move, not { $days }.
error-bank-cap = A time bank's cap is at least its initial days ({ $initial }) and at most 180, not { $cap }.

## Games
error-watch-own-game = You play in this game: its moves come to you already.
# $result: how the start would end it (outcome-white-wins…)
error-over-at-start = This game would be over before its first move ({ $result }): it cannot be played.
error-game-too-busy = The game is changing too fast to play this move now; try again.
error-comment-too-long = A comment has at most { $max } characters.
error-no-draw-offer = Your opponent has not offered a draw.
error-draw-offered-already = You have already offered a draw.
error-draw-action = The draw action is offer, accept, decline or claim, not "{ $action }".
# $result: how it ended (outcome-white-wins…)
error-game-over = The game is over: { $result }.
error-nothing-to-hint = The game is over: there is nothing left to hint at.

## Tournaments
error-tournament-joining-closed = The tournament has started: joining is closed.
error-tournaments-by-admins = On this server only its admins make tournaments.
error-tournament-name-length = A tournament's name has 3 to 60 characters.
# $kind: what was asked for; round_robin and swiss are the API's words, kept as they are
error-tournament-kind = A tournament is a round_robin or a swiss, not "{ $kind }".
error-round-robin-rounds = A round robin has no rounds to set: every pair plays both colours at once.
error-swiss-rounds = A Swiss has 1 to { $max } rounds, not { $rounds }.
error-tournament-start = A tournament starts between now and { $days } days from now.
error-tournament-full = The tournament is full ({ $players } players).
error-tournament-joined-already = You are in this tournament already.
error-tournament-not-joined = You are not in this tournament.
error-tournament-not-playing = You are not playing in this tournament (or withdrew already).
error-tournament-over = The tournament is over.
error-tournament-start-not-yours = Only the tournament's creator can start it early.
error-tournament-started = The tournament has started already.

## Settings
error-reminder-hours = A reminder is a whole number of hours from 1 to { $max }, not "{ $given }".
error-reminders-at-most-five = At most five reminders.
# move, digest and none are the API's words, kept as they are
error-notify-mode = Notifications are "move", "digest" or "none", not "{ $given }".
error-time-zone = "{ $zone }" is not a time zone: give its name as Europe/Paris, America/New_York or UTC.
# san and full are the API's words, kept as they are
error-notation = The notation is "san" (standard algebraic, Nf3) or "full" (full algebraic, N g1-f3), not "{ $given }".
# $known: the tags ortoo has, joined by commas
error-language = ortoo has no language "{ $tag }"; it has { $known }.
error-mail-password = A mail password is 8 to 64 characters without spaces (it goes in a mail's subject).
error-vacation-length = A vacation lasts at least one day.
# $left: days left, with one decimal (2.5)
error-vacation-left = You have { $left } vacation days left this year, not { $days }.
error-not-on-vacation = You are not on vacation.
error-vacation-changed = Your vacation was changed a moment ago (in another window?). Reload and try again.

## Files of variants
error-files-cursor = "{ $given }" is not where a page of this list starts: give the `next` of the page before.
error-file-too-long = The file is { $bytes } bytes long; a file has at most { $max } bytes (64 KiB).
error-file-no-variant = The file defines no variant: a variant is a section such as [mygame:chess] with its keys below it.
error-file-too-many-variants = The file defines { $count } variants; a file may define at most { $max }.
error-files-too-many = You keep { $max } files already, the most one player may; remove one, or upload under one's name to replace it.
error-search-too-long = A search is at most { $max } characters.
error-file-name-needed = A file's name is needed, such as mine.ini.
error-file-name-too-long = A file's name has at most { $max } characters.
error-file-name-letters = A file's name is made of letters, digits, spaces, '-', '_' and '.', and begins with none of '.' and ' '.

## The engine
error-engine-level = The engine's level is from { $low } to { $high }, not { $level }.
error-engine-games = You are playing { $count } games against the engine already; start another when one has finished.
error-engine-watched = You are watching { $count } games of the engine against itself already; start another when one has finished.
error-hints-against-engine = Hints are given only in games against the engine.
error-hints-busy = The engine is busy with other hints; ask again in a few seconds.

## Accounts
error-bad-name = A name has 2 to 24 letters, digits, '-' or '_', and starts with a letter.
error-bad-email = That does not look like an e-mail address.
error-bad-password = A password needs at least 8 characters (and at most 200).
error-link-refused = This link has been used, has expired, or was replaced by a newer one. Ask for a new one.
error-verified-already = { $address } is verified already.
error-reset-who = Give the account's name or its e-mail address.
error-password-changed = The password was changed meanwhile (somewhere else): log in again.
error-same-address = { $address } is the account's address already.
error-name-taken = The name "{ $name }" is taken.

## Forecasts
error-forecast-your-move = It is your move: play it. A forecast is entered while your opponent is to move.
error-forecast-too-large = A forecast holds at most { $max } pairs of moves, { $deepest } deep; this one has { $count }, { $depth } deep.
# $why: the rules' reason (a sentence of its own)
error-forecast-move = In your forecast, "{ $move }" cannot be played: { $why }
# $line: the moves before it, joined by commas
error-forecast-move-after = In your forecast, "{ $move }" after { $line } cannot be played: { $why }
error-forecast-over-after-theirs = the game would be over after their move.
error-forecast-nothing-after = In your forecast, the game would be over after { $line }, so nothing can follow it.
error-forecast-two-answers-now = Two branches answer { $move } in the current position: keep one reply to each of their moves.
error-forecast-two-answers = Two branches answer { $move } after { $line }: keep one reply to each of their moves.

## Takebacks
error-takeback-action = The takeback action is offer, accept, decline or withdraw, not "{ $action }".
error-takeback-rated = Moves are taken back only in casual games; this one is rated.
error-takeback-tournament = Moves are not taken back in a tournament's games.
error-takeback-asked-already = You have already asked to take back your move.
error-takeback-opponent-asked = Your opponent has asked to take back their move: accept or decline that first.
error-takeback-engine-thinking = The engine is choosing its reply: ask again once it has moved.
error-takeback-not-moved = You have not moved yet: there is no move to take back.
error-takeback-no-offer = Your opponent has not asked to take back a move.
error-takeback-not-asked = You have not asked to take back a move.
error-takeback-nothing = There is no move of the side asking to take back.

## Analysis and conversation
error-analysis-while-playing = A game is analysed once it is over: the engine's view would help a player still in it.
error-analysis-nothing = This game ended before its first move: there is nothing to analyse.
error-message-empty = A message needs some words.
error-message-too-long = A message has at most { $max } characters.
error-note-too-long = A note has at most { $max } characters.
# "if", "then" and THEIR-MOVE, YOUR-MOVE: the words a forecast is written with (if and then stay English)
error-forecast-line = "{ $line }" is not a forecast line: write "if THEIR-MOVE then YOUR-MOVE", and "then if ... then ..." for the moves after.

## Pages
error-form-unreadable = The form could not be read: a field is missing or holds something it cannot take. Go back, reload the page and send it again.
error-query-unreadable = The address has a part after the "?" this page cannot read; follow a link instead of editing it.

## What the API answers a request it could not read ($field is the field's name as the API
## spells it, $why the reading library's own sentence, $taken the values a field takes).
error-cross-site = Cross-site form posts are refused: submit the form from this server's own pages.
error-json-body-missing = The request needs a JSON body.
error-json-not-object = The body must be a JSON object: {"{"}"name": value, ...{"}"}.
error-json-content-type = Send the body as JSON, with the header Content-Type: application/json.
error-json-syntax = The body is not well-formed JSON: it goes wrong at line { $line }, column { $column }.
error-body-too-large = The request's body is too large.
error-body-unread = The request's body could not be read.
error-request-missing-field = The request lacks the field { $field }.
error-request-unknown-field = The request has a field this call does not take: { $field }.
error-request-repeated-field = The request gives the field { $field } twice.
error-request-bad-value = The field { $field } cannot be { $value }: it takes { $taken }.
error-request-wrong-type = The field { $field } holds a value of the wrong kind.
error-request-unread = The request does not fit this call: { $why }
error-request-path = The address does not fit this call: { $why }

## The API's own refusals
# A control character in what a client sent; the pages say these too. $character: its code
# point, and its name where it has one (U+0000 (NUL)); $field: the field's name as the request
# spells it (comment, opponent.user, moves[2]).
error-control-in-address = The address holds the control character { $character }, which ortoo does not accept in any text; remove it and send again.
error-control-in-query-field = The field "{ $field }" of the address holds the control character { $character }, which ortoo does not accept in any text; remove it and send again.
error-control-in-query-name = A field name of the address holds the control character { $character }, which ortoo does not accept in any text; remove it and send again.
error-control-in-body = The request body holds the control character { $character }, which ortoo does not accept in any text; remove it and send again.
error-control-in-field = The field "{ $field }" holds the control character { $character }, which ortoo does not accept in any text; remove it and send again.
error-control-in-name = A field name holds the control character { $character }, which ortoo does not accept in any text; remove it and send again.
error-control-in-body-name = A field name in the request body holds the control character { $character }, which ortoo does not accept in any text; remove it and send again.
error-control-in-name-in = A field name in the field "{ $field }" holds the control character { $character }, which ortoo does not accept in any text; remove it and send again.
error-api-too-large = The request body is larger than this server accepts.
error-api-method = That method is not allowed here.
error-api-timeout = The request took too long and was abandoned.
error-api-media-type = The request body has a type this endpoint does not read.
error-api-not-understood = The request could not be understood.
error-api-no-endpoint = There is no such API endpoint.
# $scope: read or play, the API's words, kept as they are
error-api-missing-scope = This token lacks the "{ $scope }" scope.
error-api-bearer = Send the token as "Authorization: Bearer <token>".
error-api-token-invalid = That API token is not valid: it may be mistyped or revoked.
error-api-account-needed = This needs an account: send an API token as "Authorization: Bearer <token>" (POST /api/v1/tokens makes one).
error-api-login-wrong = That name and password do not match an account.
# read and play are the API's words, kept as they are
error-api-scopes = Scopes are "read" and "play" (one or both).
# $position: where the character is in the label, counted from 1; $character: line-feed,
# carriage-return or tab, each said in words, or else the character's code point (U+0007)
error-api-token-label-line = A token label is one line of text; character { $position } is a control character ({ $character ->
        [line-feed] a line feed
        [carriage-return] a carriage return
        [tab] a tab
       *[other] { $character }
    }).
error-api-token-label-length = A token label has at most 100 characters.
error-api-no-such-token = You have no live token with that id.
error-api-idempotency-key = An Idempotency-Key is 1 to 200 visible ASCII characters.
error-api-idempotency-key-reused = This Idempotency-Key was used for a different request.
error-api-idempotency-key-used = This Idempotency-Key was used already, and this request changed nothing: send it again to read the answer kept for that key.
# $count: the streams this address has open, the most it may
error-api-streams-per-address = This address has { $count } event streams open, the most it may; close one (a tab) or try again later.
error-api-streams-busy = The server has as many event streams open as it may; try again in a little while.
# status, turn, format, limit and starts_at are the query's or the body's fields, and active,
# finished, mine, text, pgn and usi their values: the API's words, kept as they are
error-api-games-status = status is active or finished.
error-api-games-turn = turn takes the value mine.
# $format: what was asked for
error-api-export-format = format is text, pgn or usi, not "{ $format }".
error-api-export-pgn = PGN describes chess-like games only; format=text gives this game's full log.
error-api-export-usi = USI describes the shogi family only; format=text gives this game's full log.
error-api-variants-limit = limit is a number of files from 1 to { $max }.
# $given: what was sent
error-api-starts-at = starts_at is a time in RFC 3339 (2026-12-01T18:00:00Z), not "{ $given }".
# branches and lines are the request's fields, kept as they are
error-api-forecast-form = Send the forecast as "branches" or as "lines", one of the two.
error-api-analysis-under-way = This game is going on: it is analysed once it is over.
error-api-analysis-not-made = This game has no analysis: it ended before analyses were made. POST to this address to ask for one.
error-api-mark-at-most = Mark at most 500 notices at once.
