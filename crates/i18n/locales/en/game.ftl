## The game page: the heading and the players' lines, the status, offers, the move form, the
## moves list, forecasts, the conversation and notes, and the analysis. Game names, players'
## names and moves stay as they are written.

game-title = { $variant }: { $white } v { $black }
# HTML: $white and $black are each a player's name (a link to their page) and rating.
game-heading = { $sides ->
    [xiangqi] { $variant }: { $white } (Red) v { $black } (Black)
    [janggi] { $variant }: { $white } (Blue) v { $black } (Red)
    [shogi] { $variant }: { $white } (Sente) v { $black } (Gote)
   *[chess] { $variant }: { $white } (White) v { $black } (Black)
}
game-engine-level = { $name } (level { $level })
game-closed-account = { $name } (closed account)
game-casual = Casual game.
game-rated = Rated game.
# $changes: each player's name and rating before and after, "alice 1500 → 1662 (+162)".
game-rated-changes = Rated game: { $changes }.
game-rated-unchanged = Rated game, but over before both players had moved: no rating changed.
game-tournament-round = { $tournament }, round { $round }.

## The result, and the page's own notice that the game went on.

game-over = Game over. { $result }
# $reason: how it ended, from endings.ftl ("resignation").
game-result-white-won = { $sides ->
    [xiangqi] { $name } (Red) won by { $reason }.
    [janggi] { $name } (Blue) won by { $reason }.
    [shogi] { $name } (Sente) won by { $reason }.
   *[chess] { $name } (White) won by { $reason }.
}
game-result-black-won = { $sides ->
    [xiangqi] { $name } (Black) won by { $reason }.
    [janggi] { $name } (Red) won by { $reason }.
    [shogi] { $name } (Gote) won by { $reason }.
   *[chess] { $name } (Black) won by { $reason }.
}
game-result-drawn = Drawn by { $reason }.
game-rematch = Rematch
game-moved-on = The game has moved on.
game-show-new-position = Show the new position

## The pieces in hand (crazyhouse, shogi), and the players' lines beside the board.

game-hand-white = { $sides ->
    [xiangqi] Red holds
    [janggi] Blue holds
    [shogi] Sente holds
   *[chess] White holds
}
game-hand-black = { $sides ->
    [xiangqi] Black holds
    [janggi] Red holds
    [shogi] Gote holds
   *[chess] Black holds
}
game-hand-white-label = { $sides ->
    [xiangqi] Red's hand
    [janggi] Blue's hand
    [shogi] Sente's hand
   *[chess] White's hand
}
game-hand-black-label = { $sides ->
    [xiangqi] Black's hand
    [janggi] Red's hand
    [shogi] Gote's hand
   *[chess] Black's hand
}
game-hand-nothing = nothing
game-hand-count = { $count } of them
game-players = Players
game-side-white = { $sides ->
    [xiangqi] Red
    [janggi] Blue
    [shogi] Sente
   *[chess] White
}
game-side-black = { $sides ->
    [xiangqi] Black
    [janggi] Red
    [shogi] Gote
   *[chess] Black
}
game-taken-white = { $sides ->
    [xiangqi] Red has taken
    [janggi] Blue has taken
    [shogi] Sente has taken
   *[chess] White has taken
}
game-taken-black = { $sides ->
    [xiangqi] Black has taken
    [janggi] Red has taken
    [shogi] Gote has taken
   *[chess] Black has taken
}
# A side's piece, as the pieces taken and in hand are labelled: $piece is its name.
game-piece-white = { $sides ->
    [xiangqi] Red { $piece }
    [janggi] Blue { $piece }
    [shogi] Sente { $piece }
   *[chess] White { $piece }
}
game-piece-black = { $sides ->
    [xiangqi] Black { $piece }
    [janggi] Red { $piece }
    [shogi] Gote { $piece }
   *[chess] Black { $piece }
}
# $ahead: "+3".
game-ahead = ahead in material by { $ahead } (pawns' worth)
game-clock-per-move = { $days ->
    [one] { $days } day a move
   *[other] { $days } days a move
}
# $clock: the time in the bank, "6 d 04:00:00".
game-clock-bank = bank { $clock }
game-deadline = Deadline: { $when }
game-deadline-far = ({ $far })

## The status under the board.

game-your-turn = Your turn.
game-white-to-move = { $sides ->
    [xiangqi] Red to move.
    [janggi] Blue to move.
    [shogi] Sente to move.
   *[chess] White to move.
}
game-black-to-move = { $sides ->
    [xiangqi] Black to move.
    [janggi] Red to move.
    [shogi] Gote to move.
   *[chess] Black to move.
}
game-check = Check!
game-tally-chips = Chips
game-tally-checks = Checks still to give
game-tally-count = Count
game-tally-points = Points
game-tally-points-note = A game that ends without a mate (both sides passing, a bikjang, a repetition, fifty moves) is won on points; Red (Han) counts 1.5 more for moving second.
# HTML: keep the <strong> marks around the numbers.
game-tally-sides = { $sides ->
    [xiangqi] { $label }: Red <strong>{ $white }</strong> · Black <strong>{ $black }</strong>.
    [janggi] { $label }: Blue <strong>{ $white }</strong> · Red <strong>{ $black }</strong>.
    [shogi] { $label }: Sente <strong>{ $white }</strong> · Gote <strong>{ $black }</strong>.
   *[chess] { $label }: White <strong>{ $white }</strong> · Black <strong>{ $black }</strong>.
}
game-counting-white = { $label }: White has counted <strong>{ $counted }</strong> of { $limit } moves.
game-counting-black = { $label }: Black has counted <strong>{ $counted }</strong> of { $limit } moves.
game-counting-white-note = The game is drawn if the count passes { $limit } moves before White is mated.
game-counting-black-note = The game is drawn if the count passes { $limit } moves before Black is mated.
game-showing-ply = Showing the position after ply { $ply }
game-back-to-game = back to the game

## What the opponent asks, and the game's rule options.

game-draw-offered = Your opponent offers a draw.
game-accept-draw = Accept the draw
game-decline = Decline
# $moves: the moves to take back, "Nf3" or "Nf3 and e5".
game-takeback-asked = Your opponent asks to take back { $moves }.
game-moves-and = { $first } and { $second }
game-accept-takeback = Accept the takeback
# $rules: the options in words, as the rules write them.
game-rules-summary = Rules: { $rules }
game-option-changed = (not the default)
game-options-meaning = What the options mean

## The step that asks before a move made on the board is sent.

# HTML: the page's script writes the move into the <strong> element; keep it whole.
game-confirm = Play <strong class="text"></strong>?
game-play-move = Play the move
game-cancel = Cancel

## The moves list and the buttons that walk through it.

game-moves = Moves
game-no-moves = No moves yet.
game-start-title = The start (Home)
game-start = « start
game-back-title = Back a move (←)
game-back = ‹ back
game-forward-title = Forward a move (→)
game-forward = forward ›
game-now-title = The game now (End)
game-now = now »
game-flip = flip board
# $eval: the engine's evaluation, "-2.10"; $move: a move.
game-judgement-inaccuracy = Inaccuracy ({ $eval }).
game-judgement-mistake = Mistake ({ $eval }).
game-judgement-blunder = Blunder ({ $eval }).
game-judgement-better = Better: { $move } ({ $eval }).

## Planning a forecast on the board. A planned line is written step by step: the first
## step, then each reply and each next move of the opponent, each with its own punctuation.

game-plan = Planning a forecast
game-plan-start = Play the move you expect from your opponent on the board, then your reply.
game-plan-first = If they play { $move }
game-plan-reply = { ", " }you play { $move }
game-plan-then = { ", " }then if they play { $move }
game-plan-line = { $line }.
game-plan-next-theirs = The board shows the line's position: play their move next.
game-plan-next-yours = The board shows the line's position: play your move next.
game-plan-add = Add this line to my forecast
game-plan-undo = Undo the last move
game-plan-stop = Stop planning
game-plan-next-move = Next move of the line
game-plan-add-move = Add
# $reason: the rules' refusal.
game-plan-problem = { $move } cannot be played there: { $reason }
game-all-legal-moves = All legal moves ({ $count })

## The move form.

game-finish-move = Finish the move with one of these:
game-your-move = Your move
# The move field's hint: one move as several notations write it.
game-example-two = { $a } or { $b }
game-example-three = { $a }, { $b } or { $c }
game-example-four = { $a }, { $b }, { $c } or { $d }
game-play = Play
game-pass = Pass
game-comment = Comment (optional)
game-ask-first = Ask before sending a move made on the board
game-buttons-play = A button plays its move at once.
game-engine-thinking = The engine is thinking; this page shows its move when it has played.

## The player's actions.

game-draw-offered-by-you = You have offered a draw.
game-offer-draw = Offer a draw
game-takeback-asked-by-you = You have asked to take back your move.
game-withdraw-request = Withdraw the request
game-take-back = Take back my move
game-ask-take-back = Ask to take back my move
# $reason: the rule that allows the claim, from endings.ftl.
game-claim-draw = Claim a draw ({ $reason })
game-hint = Hint
game-resign-confirm = Resign this game?
game-resign = Resign
game-download = Download:
game-text-log = text log
game-rules = Rules

## Watching a game.

game-stop-watching = Stop watching
game-watching = Each move of this game is sent to you.
game-watch = Watch this game
game-watch-hint = Have each move sent to you, by mail as your settings say.

## The forecast. The words "if" and "then" of a forecast's lines stay in English: the server
## reads them.

game-forecast = Your forecast
game-forecast-about = While your opponent is to move, tell the server your replies: when they play a move of your forecast, your reply is played at once. Only you see it.
game-no-forecast = No forecast.
game-forecast-plan = Plan a line on the board
game-forecast-edit = Edit as text
game-forecast-lines = Your lines of play, one to a line: if THEIR-MOVE then YOUR-MOVE, then if … then …
game-forecast-keep = Keep this forecast
game-forecast-remove = Remove my forecast

## The conversation and the player's notes.

game-conversation = Conversation
game-no-messages = No messages yet. Only the two players see this conversation.
game-message = Message
game-message-placeholder = A message to your opponent
game-send = Send
game-notes = Your notes
game-notes-private = Only you see these.
game-notes-keep = Keep my notes

## The position in words, for a screen reader, and as a drawing in text.

game-pieces = Pieces, square by square
game-pieces-none = none
game-text-board = Text board
game-text-board-note = (a drawing for copying; the pieces list above reads the same position)

## The engine's analysis of a finished game.

game-analysis = Analysis
game-analysis-legend = { $sides ->
    [xiangqi] The light part is Red's share of the winning chances. A dot marks a move that gave ground: red a blunder, orange a mistake, yellow an inaccuracy; a dot or a move leads to its position.
    [janggi] The light part is Blue's share of the winning chances. A dot marks a move that gave ground: red a blunder, orange a mistake, yellow an inaccuracy; a dot or a move leads to its position.
    [shogi] The light part is Sente's share of the winning chances. A dot marks a move that gave ground: red a blunder, orange a mistake, yellow an inaccuracy; a dot or a move leads to its position.
   *[chess] The light part is White's share of the winning chances. A dot marks a move that gave ground: red a blunder, orange a mistake, yellow an inaccuracy; a dot or a move leads to its position.
}
game-analysis-pending = The grey part is not analysed yet.
game-analyse-again = Analyse again
game-no-analysis = This game has no analysis yet.
game-ask-analysis = Ask the engine to analyse it
game-analysis-done = { $sides ->
    [xiangqi] The engine's analysis of the game: Red's winning chances after each move, and the moves that gave ground.
    [janggi] The engine's analysis of the game: Blue's winning chances after each move, and the moves that gave ground.
    [shogi] The engine's analysis of the game: Sente's winning chances after each move, and the moves that gave ground.
   *[chess] The engine's analysis of the game: White's winning chances after each move, and the moves that gave ground.
}
# $error: what went wrong, as the engine said it.
game-analysis-failed = The analysis failed ({ $error }). You may ask for it again.
game-analysis-no-reason = no reason kept
game-analysis-queued = The engine will analyse this game when it has no move to play; this page shows it as it goes.
game-analysis-progress = The engine is analysing this game: { $done } of { $total } positions so far; this page shows more as it goes.
# A player's tally: $inaccuracies, $mistakes and $blunders are the counts below.
game-analysis-tally = { $name }: { $inaccuracies } · { $mistakes } · { $blunders } · average loss { $loss } centipawns a move
game-analysis-tally-so-far = { $name }, so far: { $inaccuracies } · { $mistakes } · { $blunders } · average loss { $loss } centipawns a move
game-inaccuracies = { $count ->
    [one] { $count } inaccuracy
   *[other] { $count } inaccuracies
}
game-mistakes = { $count ->
    [one] { $count } mistake
   *[other] { $count } mistakes
}
game-blunders = { $count ->
    [one] { $count } blunder
   *[other] { $count } blunders
}
game-graph-label = { $sides ->
    [xiangqi] Red's winning chances through the game, as the engine sees them
    [janggi] Blue's winning chances through the game, as the engine sees them
    [shogi] Sente's winning chances through the game, as the engine sees them
   *[chess] White's winning chances through the game, as the engine sees them
}
game-graph-pending = not yet analysed
# A dot's tooltip: $move is the move with its mark, "1… P a7-a6??".
game-graph-dot = { $move } ({ $eval })
game-graph-dot-better = { $move } ({ $eval }); better { $better } ({ $better-eval })

## What the chooser says a choice leads to. $reason: how the game would end, from endings.ftl.

game-foresight-wins = wins the game ({ $reason })
game-foresight-loses = loses the game ({ $reason })
game-foresight-draws = draws the game ({ $reason })
game-foresight-opponent-wins = lets your opponent win at once ({ $reason })
game-foresight-lost-next = loses on your next turn, whatever your opponent plays ({ $reason })

## Notices after an action on the game.

game-takeback-declined-notice = Your opponent declined to take back your move: the game goes on as it was.
game-no-such-ply = There is no move number "{ $ply }" in this game; this is the current position.
game-not-your-turn = Your move { $move } was not played: it is not your turn in this game now.
game-changed-meanwhile = Your move { $move } was not played: the game changed meanwhile. It is still in the field.
game-resigned = You resigned.
game-unwatched = You no longer watch this game.
game-watched = You watch this game: each move will be sent to you, as your notification settings say.
game-chat-limit = You have sent { $count ->
    [one] { $count } message
   *[other] { $count } messages
} in the last minute; wait { $seconds } s before the next.
game-note-removed = Your note is removed.
game-note-kept = Your note is kept.
game-plan-pairs = A planned line is pairs of moves: their move, then your reply.
game-forecast-gone = Your forecast is gone.
game-forecast-line-added = The line is in your forecast ({ $count ->
    [one] { $count } line
   *[other] { $count } lines
} in all).
game-forecast-kept = Forecast kept: { $count ->
    [one] { $count } line
   *[other] { $count } lines
}.
game-takeback-requested = Your opponent is asked to take back your move.
game-takeback-done = Your move is taken back: it is your turn again.
game-takeback-accepted = The move is taken back.
game-takeback-declined = You declined the takeback; the game goes on as it was.
game-takeback-withdrawn = You withdrew your request to take back your move.
# The engine's judgement of the move it suggests.
game-hint-win = it sees a forced win in { $moves }
game-hint-loss = it sees a forced loss in { $moves }
# $score: "+0.40".
game-hint-score = { $score } for you
game-hint-notice = The engine suggests { $move } ({ $judged }); it is in the move field.
game-rematch-players-only = Only the game's players can ask for a rematch.
game-rematch-too-soon = The game is still being played: a rematch follows its end.
game-rematch-offered = Rematch offered: your opponent finds it in their lobby.
