## Notices: what a player is told, listed on the notices page and mailed. A notice's title
## names no game: the list writes the game before it, and a mail's subject starts with it.

notice-in-game = { $game }: { $title }
notice-turn = Your move against { $opponent } (ply { $ply })
notice-turn-again = Your move again against { $opponent } (ply { $ply })
notice-played = { $opponent } played (ply { $ply }): { $move }
notice-effect = Effect: { $effect }
notice-comment = Comment: { $comment }
notice-begun = Your game of { $game } against { $opponent } has begun.
notice-tournament = Tournament: { $tournament }, round { $round }.
notice-reminder = Reminder: your move against { $opponent } is due { $due }
notice-reminder-detail = Your move in { $game } against { $opponent } is due soon.
notice-game-over = Game over against { $opponent }: { $verdict }
notice-won = You won ({ $reason }).
notice-lost = You lost ({ $reason }).
notice-drawn = The game was drawn ({ $reason }).
notice-ended = The game has ended.
notice-wrote = { $name } wrote: { $text }
notice-draw-offer = { $opponent } offers a draw
notice-draw-offer-detail = { $opponent } offers a draw in your game of { $game } (after ply { $ply }).
notice-takeback-offer = { $opponent } asks to take back a move
notice-takeback-one = { $opponent } asks to take back their move { $move } (ply { $ply }) in your game of { $game }.
notice-takeback-more = { $opponent } asks to take back their move { $move } (ply { $ply }) and the moves after it ({ $rest }) in your game of { $game }.
notice-takeback-last = { $opponent } asks to take back their last move in your game of { $game }.
notice-takeback-declined = { $opponent } declined your takeback
notice-takeback-declined-detail = { $opponent } declined to take back your move; the game goes on as it was.
notice-taken-back = { $opponent } agreed: { $moves } taken back. It is your move again.
notice-challenge = { $challenger } challenges you to { $game }
notice-challenge-rated = { $challenger } challenges you to a rated game of { $game } ({ $clock }; { $challenger } plays { $color }).
notice-challenge-casual = { $challenger } challenges you to a casual game of { $game } ({ $clock }; { $challenger } plays { $color }).
notice-challenge-rules = Rules: { $rules }
# The choice a player accepting makes for themselves (janggi's arrangement): $choice and $value
# are typed as they are in a reply; $words say what a value means.
notice-own-choice = You choose your own { $choice } as you accept (else the challenge's stands):
notice-own-choice-value = { $value }: { $words }
notice-own-choice-reply = Reply "accept { $choice }={ $example }" to accept with it.
notice-no-clock = no clock
notice-color-white = { $sides ->
    [xiangqi] Red
    [janggi] Blue
    [shogi] Sente
   *[chess] White
}
notice-color-black = { $sides ->
    [xiangqi] Black
    [janggi] Red
    [shogi] Gote
   *[chess] Black
}
notice-color-random = a side drawn at random
notice-watched = { $white } – { $black }: { $mover } played { $move }
notice-watched-played = { $mover } ({ $side }) played (ply { $ply }): { $move }
notice-watched-end = { $white } – { $black }: game over, { $result }
notice-over = The game is over: { $result }.
notice-chat = { $name } says: { $words }
notice-chat-detail = { $name } says:
notice-forecast = { $opponent } played { $move }; your forecast answered { $reply }
notice-forecast-played = { $opponent } played (ply { $ply }): { $move }
notice-forecast-answered = Your forecast answered (ply { $reply-ply }): { $reply }
notice-forecast-goes-on = Your forecast goes on from here.
notice-forecast-ended = That was the last move of your forecast.

## What a mail says under a notice, about its game as it stands when the mail goes.

letter-you-play-white = { $sides ->
    [xiangqi] You play Red. It is your move.
    [janggi] You play Blue. It is your move.
    [shogi] You play Sente. It is your move.
   *[chess] You play White. It is your move.
}
letter-you-play-black = { $sides ->
    [xiangqi] You play Black. It is your move.
    [janggi] You play Red. It is your move.
    [shogi] You play Gote. It is your move.
   *[chess] You play Black. It is your move.
}
letter-deadline = Deadline: { $deadline }
letter-no-deadline = none (this game has no clock)
letter-clock = Clock: { $clock }
# The game's clock, after letter-clock.
letter-clock-days = { $days ->
    [one] { $days } day per move
   *[other] { $days } days per move
}
letter-clock-bank = time bank: { $initial ->
    [one] { $initial } day
   *[other] { $initial } days
}, +{ $increment } per move, at most { $cap }
letter-game = Game: { $link }
letter-the-game = The game: { $link }
letter-record = Its record: { $link }
letter-game-and-talk = The game and its conversation: { $link }
letter-rating = Your { $game } rating: { $before } -> { $after } ({ $change }).
letter-legal-moves = { $count ->
    [one] Your one legal move: { $moves }
   *[other] Your legal moves ({ $count }): { $moves }
}
letter-many-moves = You have { $count } legal moves (reply "{ command-moves }" to have them listed).
letter-moves-so-far = The moves so far:
letter-hand-white = { $sides ->
    [xiangqi] In Red's hand: { $pieces }.
    [janggi] In Blue's hand: { $pieces }.
    [shogi] In Sente's hand: { $pieces }.
   *[chess] In White's hand: { $pieces }.
}
letter-hand-black = { $sides ->
    [xiangqi] In Black's hand: { $pieces }.
    [janggi] In Red's hand: { $pieces }.
    [shogi] In Gote's hand: { $pieces }.
   *[chess] In Black's hand: { $pieces }.
}
letter-hand-empty = nothing
letter-answer-offer = Accept or decline it on the game's page: { $link }
letter-move-declines = (A move of yours declines it.)
letter-reply-draw = Or reply to this mail with "{ command-draw }" to accept it, or "{ command-decline }" to decline it.
letter-reply-takeback = Or reply to this mail with "{ command-takeback }" to accept it, or "{ command-decline } { command-takeback }" to decline it.
letter-challenge = Accept or decline it in the lobby: { $link }
letter-watching = You watch this game. Reply "{ command-unwatch }" to stop these mails, "{ command-board }" or "{ command-log }" to have the board or the whole game sent.
letter-reply-say = Reply with "{ command-say }" and your answer ("{ command-say } Good luck!"; the lines under it go with it).
letter-digest-one = One game awaiting your move, as it stands now:
letter-digest-many = { $count } games awaiting your move, as they stand now:
letter-digest-game-white = { $sides ->
    [xiangqi] { $title } against { $opponent } (you play Red), ply { $ply }; deadline: { $deadline }
    [janggi] { $title } against { $opponent } (you play Blue), ply { $ply }; deadline: { $deadline }
    [shogi] { $title } against { $opponent } (you play Sente), ply { $ply }; deadline: { $deadline }
   *[chess] { $title } against { $opponent } (you play White), ply { $ply }; deadline: { $deadline }
}
letter-digest-game-black = { $sides ->
    [xiangqi] { $title } against { $opponent } (you play Black), ply { $ply }; deadline: { $deadline }
    [janggi] { $title } against { $opponent } (you play Red), ply { $ply }; deadline: { $deadline }
    [shogi] { $title } against { $opponent } (you play Gote), ply { $ply }; deadline: { $deadline }
   *[chess] { $title } against { $opponent } (you play Black), ply { $ply }; deadline: { $deadline }
}

## What a reply may say: the help a mail ends with. The commands themselves are in
## commands.ftl; a reply may give them in the reader's language or in English.

help-intro = Reply to this mail with one of these on the first line:
help-your-move = your move ("P e2-e4" or "e2e4"); the lines under it are its comment
help-draw = offer a draw, or accept the one offered
help-decline = decline the draw offered (or the takeback asked for)
help-takeback = ask to take back your last move, or grant the takeback asked for (casual games; "{ command-decline } { command-takeback }" refuses it)
help-claim = claim a draw the rules allow
help-resign = resign the game
help-board = send me the board now
help-log = send me the whole game
help-moves = send me my legal moves
help-say = a message to your opponent (the lines under it go with it)
help-note = send me my notes on this game; "{ command-note } ..." replaces them
help-forecast = send me my forecast; "{ command-forecast } { command-clear }" removes it
help-if = on their turn, a forecast: "{ command-if } X { command-then } Y" plays Y for you at once when they play X (one line a line of play; the lines replace your forecast)
help-help = send me this list

## When a deadline falls and how far off it is.

due-passed = passed
due-in-days = { $hours ->
    [0] { $days ->
        [one] in 1 day
       *[other] in { $days } days
    }
   *[other] { $days ->
        [one] in 1 day { $hours ->
            [one] 1 hour
           *[other] { $hours } hours
        }
       *[other] in { $days } days { $hours ->
            [one] 1 hour
           *[other] { $hours } hours
        }
    }
}
due-in-hours = { $minutes ->
    [0] { $hours ->
        [one] in 1 hour
       *[other] in { $hours } hours
    }
   *[other] { $hours ->
        [one] in 1 hour { $minutes ->
            [one] 1 minute
           *[other] { $minutes } minutes
        }
       *[other] in { $hours } hours { $minutes ->
            [one] 1 minute
           *[other] { $minutes } minutes
        }
    }
}
due-in-minutes = { $minutes ->
    [one] in 1 minute
   *[other] in { $minutes } minutes
}
date-time = { $weekday ->
    [1] Mon
    [2] Tue
    [3] Wed
    [4] Thu
    [5] Fri
    [6] Sat
   *[7] Sun
}, { $day } { $month ->
    [1] Jan
    [2] Feb
    [3] Mar
    [4] Apr
    [5] May
    [6] Jun
    [7] Jul
    [8] Aug
    [9] Sep
    [10] Oct
    [11] Nov
   *[12] Dec
} { $year } { $time } { $zone }
# A day, without its time (the day an account was made).
date = { $day } { $month ->
    [1] Jan
    [2] Feb
    [3] Mar
    [4] Apr
    [5] May
    [6] Jun
    [7] Jul
    [8] Aug
    [9] Sep
    [10] Oct
    [11] Nov
   *[12] Dec
} { $year }
deadline-when = { $when } ({ $far })

## A notice's line that is someone's own words (a message, a game's options), as written.

notice-quote = { $text }

## The daily digest
digest-title = { $count ->
    [one] Your daily digest: one notice
   *[other] Your daily digest: { $count } notices
}
digest-intro = { $count ->
    [one] One notice since your last digest:
   *[other] { $count } notices since your last digest:
}
# $title: the notice's own title; $at: when it came (2031-11-06T09:30:00Z)
digest-notice = === { $title } ({ $at })
digest-game = Game: { $link }
