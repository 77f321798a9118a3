## Was auf eine Antwort per Mail zurückkommt: erledigt, oder abgelehnt und warum. Die erste Zeile
## der Antwort ist der Betreff ihrer Mail.

answer-not-played-title = Nicht gespielt: { $typed }
answer-no-move-title = Nicht gespielt: kein Zug
answer-not-done-title = Nicht ausgeführt: { $typed }
answer-no-command-title = Nicht ausgeführt: kein Befehl
answer-not-played = Deine Antwort „{ $typed }“ wurde nicht gespielt.
answer-not-done = Deine Antwort „{ $typed }“ wurde nicht ausgeführt.
answer-nothing-changed = Es wurde nichts geändert.
answer-nothing-found = In deiner Antwort steht weder ein Zug noch ein Befehl: Schreib ihn in die erste Zeile, über die zitierte Mail.
answer-notice-too-old = { $days ->
    [one] Diese Benachrichtigung ist älter als { $days } Tag; spiel stattdessen auf der Website.
   *[other] Diese Benachrichtigung ist älter als { $days } Tage; spiel stattdessen auf der Website.
}
answer-not-for-a-move = Diese Mail wurde nicht für einen Zug verschickt: Antworte mit deinem Zug auf die letzte Benachrichtigung, dass du am Zug bist (oder auf eine andere Mail von uns, die verschickt wurde, während du am Zug bist).
answer-reply-used = Mit einer Antwort auf diese Mail wurde schon ein Zug gespielt; ein Zug wird nur einmal geschickt.
answer-taken-back-since = In dieser Partie wurden Züge zurückgenommen, nachdem diese Mail verschickt wurde: Antworte stattdessen auf die letzte Benachrichtigung, dass du am Zug bist.
answer-played-title = Gespielt: { $move }
answer-played = Dein Zug { $move } (Halbzug { $ply }) ist gespielt.
answer-played-with-comment = Dein Zug { $move } (Halbzug { $ply }) ist gespielt, mit deinem Kommentar „{ $comment }“.
answer-opponent-told = Dein Gegner ist benachrichtigt.
answer-game-over-follows = Die Partie ist beendet; eine Benachrichtigung mit dem Ergebnis folgt.
answer-resigned-title = Du hast aufgegeben
answer-resigned = Du hast die Partie aufgegeben. Eine Benachrichtigung mit dem Ergebnis folgt.
answer-drawn-title = Die Partie endet remis
answer-drawn = Die Partie endet remis ({ $reason }). Eine Benachrichtigung mit dem Ergebnis folgt.
answer-draw-declined-title = Remis abgelehnt
answer-draw-declined = Du hast das angebotene Remis abgelehnt; die Partie geht weiter.
answer-draw-offered-title = Remis angeboten
answer-draw-offered = Dein Remisangebot ist an deinen Gegner gegangen. Es gilt, bis es angenommen oder abgelehnt wird.
