## Benachrichtigungen: was ein Spieler erfährt, auf der Seite der Benachrichtigungen und per Mail.
## Ihr Titel nennt keine Partie: die Liste schreibt die Partie davor, und der Betreff einer Mail
## beginnt mit ihr.

notice-in-game = { $game }: { $title }
notice-turn = Dein Zug gegen { $opponent } (Halbzug { $ply })
notice-turn-again = Wieder dein Zug gegen { $opponent } (Halbzug { $ply })
notice-played = { $opponent } hat gezogen (Halbzug { $ply }): { $move }
notice-effect = Wirkung: { $effect }
notice-comment = Kommentar: { $comment }
notice-begun = Deine Partie { $game } gegen { $opponent } hat begonnen.
notice-tournament = Turnier: { $tournament }, Runde { $round }.
notice-reminder = Erinnerung: Dein Zug gegen { $opponent } ist { $due } fällig
notice-reminder-detail = Dein Zug in { $game } gegen { $opponent } ist bald fällig.
notice-game-over = Partie gegen { $opponent } beendet: { $verdict }
notice-won = Du hast gewonnen ({ $reason }).
notice-lost = Du hast verloren ({ $reason }).
notice-drawn = Die Partie endete remis ({ $reason }).
notice-ended = Die Partie ist beendet.
notice-wrote = { $name } schrieb: { $text }
notice-draw-offer = { $opponent } bietet Remis an
notice-draw-offer-detail = { $opponent } bietet dir in deiner Partie { $game } Remis an (nach Halbzug { $ply }).
notice-takeback-offer = { $opponent } bittet um eine Zugrücknahme
notice-takeback-one = { $opponent } möchte in deiner Partie { $game } den Zug { $move } (Halbzug { $ply }) zurücknehmen.
notice-takeback-more = { $opponent } möchte in deiner Partie { $game } den Zug { $move } (Halbzug { $ply }) und die Züge danach ({ $rest }) zurücknehmen.
notice-takeback-last = { $opponent } möchte in deiner Partie { $game } den letzten Zug zurücknehmen.
notice-takeback-declined = { $opponent } hat deine Zugrücknahme abgelehnt
notice-takeback-declined-detail = { $opponent } hat die Rücknahme deines Zugs abgelehnt; die Partie geht weiter wie bisher.
notice-taken-back = { $opponent } ist einverstanden: { $moves } zurückgenommen. Du bist wieder am Zug.
notice-challenge = { $challenger } fordert dich zu einer Partie { $game } heraus
notice-challenge-rated = { $challenger } fordert dich zu einer gewerteten Partie { $game } heraus ({ $clock }; { $challenger } spielt mit { $color }).
notice-challenge-casual = { $challenger } fordert dich zu einer ungewerteten Partie { $game } heraus ({ $clock }; { $challenger } spielt mit { $color }).
notice-challenge-rules = Regeln: { $rules }
# Die Wahl, die ein annehmender Spieler für sich selbst trifft (die Aufstellung im Janggi): $choice und $value
# stehen so da, wie eine Antwort sie schreibt; $words sagt, was ein Wert bedeutet.
notice-own-choice = Bei der Annahme triffst du deine eigene Wahl für { $choice } (sonst gilt die der Herausforderung):
notice-own-choice-value = { $value }: { $words }
notice-own-choice-reply = Antworte mit „{ command-accept } { $choice }={ $example }“, um damit anzunehmen.
notice-no-clock = ohne Bedenkzeit
notice-color-white = { $sides ->
    [xiangqi] Rot
    [janggi] Blau
    [shogi] Sente
   *[chess] Weiß
}
notice-color-black = { $sides ->
    [xiangqi] Schwarz
    [janggi] Rot
    [shogi] Gote
   *[chess] Schwarz
}
notice-color-random = ausgeloster Farbe
notice-watched = { $white } – { $black }: { $mover } zog { $move }
notice-watched-played = { $mover } ({ $side }) zog (Halbzug { $ply }): { $move }
notice-watched-end = { $white } – { $black }: Partie beendet, { $result }
notice-over = Die Partie ist beendet: { $result }.
notice-chat = { $name } schreibt: { $words }
notice-chat-detail = { $name } schreibt:
notice-forecast = { $opponent } zog { $move }; dein bedingter Zug antwortete mit { $reply }
notice-forecast-played = { $opponent } hat gezogen (Halbzug { $ply }): { $move }
notice-forecast-answered = Deine bedingte Antwort (Halbzug { $reply-ply }): { $reply }
notice-forecast-goes-on = Deine bedingten Züge gehen von hier aus weiter.
notice-forecast-ended = Das war der letzte deiner bedingten Züge.

## Was eine Mail unter einer Benachrichtigung über ihre Partie sagt, so wie sie beim Versand steht.

letter-you-play-white = { $sides ->
    [xiangqi] Du spielst Rot. Du bist am Zug.
    [janggi] Du spielst Blau. Du bist am Zug.
    [shogi] Du spielst als Sente. Du bist am Zug.
   *[chess] Du spielst Weiß. Du bist am Zug.
}
letter-you-play-black = { $sides ->
    [xiangqi] Du spielst Schwarz. Du bist am Zug.
    [janggi] Du spielst Rot. Du bist am Zug.
    [shogi] Du spielst als Gote. Du bist am Zug.
   *[chess] Du spielst Schwarz. Du bist am Zug.
}
letter-deadline = Frist: { $deadline }
letter-no-deadline = keine (diese Partie hat keine Bedenkzeit)
letter-clock = Bedenkzeit: { $clock }
letter-clock-days = { $days ->
    [one] { $days } Tag pro Zug
   *[other] { $days } Tage pro Zug
}
letter-clock-bank = Zeitkonto: { $initial ->
    [one] { $initial } Tag
   *[other] { $initial } Tage
}, +{ $increment } pro Zug, höchstens { $cap }
letter-game = Partie: { $link }
letter-the-game = Zur Partie: { $link }
letter-record = Notation: { $link }
letter-game-and-talk = Partie und Chat: { $link }
letter-rating = Deine Wertung in { $game }: { $before } -> { $after } ({ $change }).
letter-legal-moves = { $count ->
    [one] Dein einziger möglicher Zug: { $moves }
   *[other] Deine möglichen Züge ({ $count }): { $moves }
}
letter-many-moves = Du hast { $count } mögliche Züge (antworte mit „{ command-moves }“, um sie als Liste zu bekommen).
letter-moves-so-far = Die bisherigen Züge:
letter-hand-white = { $sides ->
    [xiangqi] Rot hat in der Hand: { $pieces }.
    [janggi] Blau hat in der Hand: { $pieces }.
    [shogi] Sente hat in der Hand: { $pieces }.
   *[chess] Weiß hat in der Hand: { $pieces }.
}
letter-hand-black = { $sides ->
    [xiangqi] Schwarz hat in der Hand: { $pieces }.
    [janggi] Rot hat in der Hand: { $pieces }.
    [shogi] Gote hat in der Hand: { $pieces }.
   *[chess] Schwarz hat in der Hand: { $pieces }.
}
letter-hand-empty = nichts
letter-answer-offer = Annehmen oder ablehnen kannst du auf der Seite der Partie: { $link }
letter-move-declines = (Ein Zug von dir gilt als Ablehnung.)
letter-reply-draw = Oder antworte auf diese Mail mit „{ command-draw }“, um das Remis anzunehmen, oder mit „{ command-decline }“, um es abzulehnen.
letter-reply-takeback = Oder antworte auf diese Mail mit „{ command-takeback }“, um der Zugrücknahme zuzustimmen, oder mit „{ command-decline } { command-takeback }“, um sie abzulehnen.
letter-challenge = Annehmen oder ablehnen kannst du in der Lobby: { $link }
letter-watching = Du beobachtest diese Partie. Antworte mit „{ command-unwatch }“, um diese Mails abzubestellen, oder mit „{ command-board }“ bzw. „{ command-log }“, um das Brett oder die ganze Partie zu bekommen.
letter-reply-say = Antworte mit „{ command-say }“ und deinem Text („{ command-say } Viel Glück!“; die Zeilen darunter gehören dazu).
letter-digest-one = Eine Partie wartet auf deinen Zug, hier der aktuelle Stand:
letter-digest-many = { $count } Partien warten auf deinen Zug, hier der aktuelle Stand:
letter-digest-game-white = { $sides ->
    [xiangqi] { $title } gegen { $opponent } (du spielst Rot), Halbzug { $ply }; Frist: { $deadline }
    [janggi] { $title } gegen { $opponent } (du spielst Blau), Halbzug { $ply }; Frist: { $deadline }
    [shogi] { $title } gegen { $opponent } (du spielst als Sente), Halbzug { $ply }; Frist: { $deadline }
   *[chess] { $title } gegen { $opponent } (du spielst Weiß), Halbzug { $ply }; Frist: { $deadline }
}
letter-digest-game-black = { $sides ->
    [xiangqi] { $title } gegen { $opponent } (du spielst Schwarz), Halbzug { $ply }; Frist: { $deadline }
    [janggi] { $title } gegen { $opponent } (du spielst Rot), Halbzug { $ply }; Frist: { $deadline }
    [shogi] { $title } gegen { $opponent } (du spielst als Gote), Halbzug { $ply }; Frist: { $deadline }
   *[chess] { $title } gegen { $opponent } (du spielst Schwarz), Halbzug { $ply }; Frist: { $deadline }
}

## Was eine Antwort sagen kann: die Hilfe am Ende einer Mail. Die Befehle selbst stehen in
## commands.ftl; eine Antwort kann sie in der Sprache des Lesers oder auf Englisch geben.

help-intro = Antworte auf diese Mail mit einer dieser Angaben in der ersten Zeile:
help-your-move = dein Zug („P e2-e4“ oder „e2e4“); die Zeilen darunter sind dein Kommentar dazu
help-draw = Remis anbieten oder das angebotene annehmen
help-decline = das angebotene Remis (oder die erbetene Zugrücknahme) ablehnen
help-takeback = um Rücknahme deines letzten Zugs bitten oder der erbetenen Zugrücknahme zustimmen (nur in ungewerteten Partien; „{ command-decline } { command-takeback }“ lehnt sie ab)
help-claim = ein Remis reklamieren, das die Regeln erlauben
help-resign = die Partie aufgeben
help-board = dir jetzt das Brett schicken lassen
help-log = dir die ganze Partie schicken lassen
help-moves = dir deine möglichen Züge schicken lassen
help-say = eine Nachricht an deinen Gegner (die Zeilen darunter gehören dazu)
help-note = dir deine Notizen zu dieser Partie schicken lassen; „{ command-note } ...“ ersetzt sie
help-forecast = dir deine bedingten Züge schicken lassen; „{ command-forecast } { command-clear }“ löscht sie
help-if = wenn der Gegner am Zug ist, ein bedingter Zug: „{ command-if } X { command-then } Y“ spielt sofort Y für dich, sobald er X spielt (eine Zeile pro Variante; die Zeilen ersetzen deine bisherigen bedingten Züge)
help-help = dir diese Liste schicken lassen

## Wann eine Frist abläuft und wie lange es bis dahin ist.

due-passed = abgelaufen
due-in-days = { $hours ->
    [0] { $days ->
        [one] in 1 Tag
       *[other] in { $days } Tagen
    }
   *[other] { $days ->
        [one] in 1 Tag { $hours ->
            [one] 1 Stunde
           *[other] { $hours } Stunden
        }
       *[other] in { $days } Tagen { $hours ->
            [one] 1 Stunde
           *[other] { $hours } Stunden
        }
    }
}
due-in-hours = { $minutes ->
    [0] { $hours ->
        [one] in 1 Stunde
       *[other] in { $hours } Stunden
    }
   *[other] { $hours ->
        [one] in 1 Stunde { $minutes ->
            [one] 1 Minute
           *[other] { $minutes } Minuten
        }
       *[other] in { $hours } Stunden { $minutes ->
            [one] 1 Minute
           *[other] { $minutes } Minuten
        }
    }
}
due-in-minutes = { $minutes ->
    [one] in 1 Minute
   *[other] in { $minutes } Minuten
}
date-time = { $weekday ->
    [1] Mo.
    [2] Di.
    [3] Mi.
    [4] Do.
    [5] Fr.
    [6] Sa.
   *[7] So.
}, { $day }. { $month ->
    [1] Jan.
    [2] Feb.
    [3] März
    [4] Apr.
    [5] Mai
    [6] Juni
    [7] Juli
    [8] Aug.
    [9] Sept.
    [10] Okt.
    [11] Nov.
   *[12] Dez.
} { $year } { $time } { $zone }
date = { $day }. { $month ->
    [1] Jan.
    [2] Feb.
    [3] März
    [4] Apr.
    [5] Mai
    [6] Juni
    [7] Juli
    [8] Aug.
    [9] Sept.
    [10] Okt.
    [11] Nov.
   *[12] Dez.
} { $year }
deadline-when = { $when } ({ $far })

## Eine Zeile einer Benachrichtigung mit jemandes eigenen Worten (eine Nachricht, die Optionen einer Partie), wie geschrieben.

notice-quote = { $text }

## Die tägliche Zusammenfassung
digest-title = { $count ->
    [one] Deine tägliche Zusammenfassung: eine Benachrichtigung
   *[other] Deine tägliche Zusammenfassung: { $count } Benachrichtigungen
}
digest-intro = { $count ->
    [one] Eine Benachrichtigung seit deiner letzten Zusammenfassung:
   *[other] { $count } Benachrichtigungen seit deiner letzten Zusammenfassung:
}
# $title: der Titel der Benachrichtigung; $at: wann sie kam (2031-11-06T09:30:00Z)
digest-notice = === { $title } ({ $at })
digest-game = Partie: { $link }
