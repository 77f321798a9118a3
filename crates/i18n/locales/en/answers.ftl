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
