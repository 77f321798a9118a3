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

## Antworten auf die selteneren Antworten: Zugrücknahmen, das Brett, die Züge, bedingte Züge,
## Nachrichten, Notizen, Verfolgen, Herausforderungen
answer-takeback-declined-title = Zurücknahme abgelehnt
answer-takeback-declined = Du hast die Zurücknahme des Zugs abgelehnt; die Partie geht weiter wie bisher.
answer-takeback-granted-title = Zurücknahme gewährt
answer-takeback-granted = Der Zug ist zurückgenommen: Die Partie steht bei Halbzug { $ply }, und dein Gegner ist am Zug.
answer-takeback-asked-title = Zurücknahme erbeten
answer-takeback-asked = Deine Bitte, deinen letzten Zug zurückzunehmen, ist an deinen Gegner gegangen. Sie gilt, bis er sie beantwortet oder du ziehst.
answer-taken-back-title = Zug zurückgenommen
answer-taken-back = Die Engine hat deinen Zug zurückgenommen: Die Partie steht bei Halbzug { $ply }, und du bist am Zug.
answer-board-title = Das Brett nach Halbzug { $ply }
# $side: Weiß oder Schwarz (side-white, side-black)
answer-board-to-move = Das Brett nach Halbzug { $ply }. { $side } ist am Zug.
answer-board-over = Das Brett nach Halbzug { $ply }. Die Partie ist beendet.
answer-log-title = Die Partie bisher
answer-log-players = { $game }: { $white } ({ $first }) gegen { $black } ({ $second })
answer-log-no-moves = Noch keine Züge.
answer-log-result = Ergebnis: { $result }
answer-log-to-move = { $side } ist am Zug.
answer-no-moves-title = Keine Züge
answer-game-over = Die Partie ist beendet.
answer-not-your-turn-title = Du bist nicht am Zug
answer-not-your-turn = Du bist nicht am Zug: { $side } ist am Zug.
answer-legal-moves-title = { $count ->
    [one] Dein einziger möglicher Zug
   *[other] Deine { $count } möglichen Züge
}
answer-legal-moves = { $count ->
    [one] Dein einziger möglicher Zug:
   *[other] Deine { $count } möglichen Züge:
}
answer-help-title = Was eine Antwort sagen kann
answer-watching-title = Partie verfolgt
answer-watching = Du verfolgst diese Partie jetzt: Jeder Zug wird dir geschickt.
answer-watching-already = Du verfolgst diese Partie schon.
answer-not-watching-title = Partie nicht verfolgt
answer-unwatched = Du verfolgst diese Partie nicht mehr.
answer-not-watched = Du hast diese Partie gar nicht verfolgt.
answer-forecast-title = Deine bedingten Züge
answer-no-forecast-title = Keine bedingten Züge
answer-no-forecast = Du hast in dieser Partie keine bedingten Züge.
answer-forecast-removed-title = Bedingte Züge gelöscht
answer-forecast-removed = Deine bedingten Züge in dieser Partie sind gelöscht.
answer-forecast-kept-title = Bedingte Züge gespeichert
answer-forecast = Deine bedingten Züge: Spielt dein Gegner einen Zug daraus, wird deine Antwort sofort gespielt.
answer-forecast-replace = Antworte mit neuen Zeilen „{ command-if } ... { command-then } ...“, um sie zu ersetzen, oder mit „{ command-forecast } { command-clear }“, um sie zu löschen.
answer-message-sent-title = Nachricht gesendet
answer-message-sent = Deine Nachricht ist an deinen Gegner gegangen:
answer-no-note-title = Keine Notizen
answer-no-note = Du hast keine Notizen zu dieser Partie. Antworte mit „{ command-note }“ und deinem Text, um welche zu speichern.
answer-note-title = Deine Notizen
answer-note = Deine Notizen zu dieser Partie (nur du siehst sie):
answer-note-kept-title = Notizen gespeichert
answer-note-kept = Deine Notizen zu dieser Partie sind gespeichert (nur du siehst sie):
answer-challenge-accepted-title = Herausforderung angenommen
# $link: die Seite der Partie; $side: wer zuerst zieht (side-white, side-black)
answer-challenge-accepted = Du hast angenommen; die Partie hat begonnen: { $link }
answer-moves-first = { $side } zieht zuerst.
answer-you-move-first = { $side } zieht zuerst (du): Eine Benachrichtigung, dass du am Zug bist, folgt.
answer-challenge-declined-title = Herausforderung abgelehnt
answer-challenge-declined = Du hast die Herausforderung abgelehnt.
answer-challenge-help = Antworte auf eine Herausforderung mit „{ command-accept }“ oder „{ command-decline }“ in der ersten Zeile; wo das Spiel jedem Spieler eine Wahl lässt, triffst du deine mit „{ command-accept } NAME=VALUE“ (Janggi: „{ command-accept } arrangement=outer“).
answer-challenge-answer = Eine Herausforderung wird mit „{ command-accept }“ oder „{ command-decline }“ in der ersten Zeile beantwortet.
