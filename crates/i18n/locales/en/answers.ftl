## What a reply by mail is answered with: done, or refused and why. The answer's first line is
## its mail's subject.

answer-not-played-title = Not played: { $typed }
answer-no-move-title = Not played: no move
answer-not-done-title = Not done: { $typed }
answer-no-command-title = Not done: no command
answer-not-played = Your reply "{ $typed }" was not played.
answer-not-done = Your reply "{ $typed }" was not done.
answer-nothing-changed = Nothing changed.
answer-nothing-found = No move or command was found in your reply: put it on the first line, above the quoted mail.
answer-notice-too-old = This notice is more than { $days } days old; play on the web instead.
answer-not-for-a-move = This mail was not sent for a move: reply with your move to your latest turn notice (or to any mail of ours sent while it is your turn).
answer-reply-used = This reply was already used to play a move; a move is sent once.
answer-taken-back-since = Moves were taken back in this game after this mail was sent: reply to your latest turn notice instead.
answer-played-title = Played: { $move }
answer-played = Your move { $move } (ply { $ply }) is played.
answer-played-with-comment = Your move { $move } (ply { $ply }) is played, with your comment "{ $comment }".
answer-opponent-told = Your opponent has been told.
answer-game-over-follows = The game is over; a notice with the result follows.
answer-resigned-title = You resigned
answer-resigned = You resigned the game. A notice with the result follows.
answer-drawn-title = The game is drawn
answer-drawn = The game is drawn ({ $reason }). A notice with the result follows.
answer-draw-declined-title = Draw declined
answer-draw-declined = You declined the draw offered; the game goes on.
answer-draw-offered-title = Draw offered
answer-draw-offered = Your draw offer has gone to your opponent. It stands until they accept or decline it.

## Answers to the rarer replies: takebacks, the board, the moves, forecasts, messages, notes,
## watching, challenges
answer-takeback-declined-title = Takeback declined
answer-takeback-declined = You declined to take back the move; the game goes on as it was.
answer-takeback-granted-title = Takeback granted
answer-takeback-granted = The move is taken back: the game is at ply { $ply }, and your opponent is to move.
answer-takeback-asked-title = Takeback asked for
answer-takeback-asked = Your request to take back your last move has gone to your opponent. It stands until they answer it or you move.
answer-taken-back-title = Move taken back
answer-taken-back = The engine took your move back: the game is at ply { $ply }, and it is your move.
answer-board-title = The board after ply { $ply }
# $side: White or Black (side-white, side-black)
answer-board-to-move = The board after ply { $ply }. { $side } is to move.
answer-board-over = The board after ply { $ply }. The game is over.
answer-log-title = The game so far
# The game's whole record, as a reply's "log" asks for it: $first and $second are the sides' names.
answer-log-players = { $game }: { $white } ({ $first }) against { $black } ({ $second })
answer-log-no-moves = No moves yet.
answer-log-result = Result: { $result }
answer-log-to-move = { $side } is to move.
answer-no-moves-title = No moves
answer-game-over = The game is over.
answer-not-your-turn-title = Not your turn
answer-not-your-turn = It is not your turn: { $side } is to move.
answer-legal-moves-title = { $count ->
    [one] Your one legal move
   *[other] Your { $count } legal moves
}
answer-legal-moves = { $count ->
    [one] Your one legal move:
   *[other] Your { $count } legal moves:
}
answer-help-title = What a reply may say
answer-watching-title = Watching
answer-watching = You now watch this game: each move will be sent to you.
answer-watching-already = You watch this game already.
answer-not-watching-title = Not watching
answer-unwatched = You no longer watch this game.
answer-not-watched = You were not watching this game.
answer-forecast-title = Your forecast
answer-no-forecast-title = No forecast
answer-no-forecast = You have no forecast in this game.
answer-forecast-removed-title = Forecast removed
answer-forecast-removed = Your forecast in this game is gone.
answer-forecast-kept-title = Forecast kept
answer-forecast = Your forecast: when your opponent plays a move on it, your reply is played at once.
answer-forecast-replace = Reply with new "{ command-if } ... { command-then } ..." lines to replace it, or "{ command-forecast } { command-clear }" to remove it.
answer-message-sent-title = Message sent
answer-message-sent = Your message went to your opponent:
answer-no-note-title = No note
answer-no-note = You have no note on this game. Reply "{ command-note }" and your words to keep one.
answer-note-title = Your note
answer-note = Your note on this game (only you see it):
answer-note-kept-title = Note kept
answer-note-kept = Your note on this game is kept (only you see it):
answer-challenge-accepted-title = Challenge accepted
# $link: the game's page; $side: who moves first (side-white, side-black)
answer-challenge-accepted = You accepted; the game has begun: { $link }
answer-moves-first = { $side } moves first.
answer-you-move-first = { $side } moves first (you): a turn notice follows.
answer-challenge-declined-title = Challenge declined
answer-challenge-declined = You declined the challenge.
answer-challenge-help = Reply to a challenge with "{ command-accept }" or "{ command-decline }" on the first line; where the game leaves a choice to each player, "{ command-accept } NAME=VALUE" makes yours (janggi: "{ command-accept } arrangement=outer").
answer-challenge-answer = A challenge is answered with "{ command-accept }" or "{ command-decline }" on the first line.
