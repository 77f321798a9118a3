## The game page: the heading and the players' lines, the status, offers, the move form, the
## moves list, forecasts, the conversation and notes, and the analysis. Game names, players'
## names and moves stay as they are written.

game-title = { $variant }: { $white } gegen { $black }
# HTML: $white and $black are each a player's name (a link to their page) and rating.
game-heading = { $sides ->
    [xiangqi] { $variant }: { $white } (Rot) gegen { $black } (Schwarz)
    [janggi] { $variant }: { $white } (Blau) gegen { $black } (Rot)
    [shogi] { $variant }: { $white } (Sente) gegen { $black } (Gote)
   *[chess] { $variant }: { $white } (Weiß) gegen { $black } (Schwarz)
}
game-engine-level = { $name } (Stufe { $level })
game-closed-account = { $name } (Konto geschlossen)
game-casual = Ungewertete Partie.
game-rated = Gewertete Partie.
# $changes: each player's name and rating before and after, "alice 1500 → 1662 (+162)".
game-rated-changes = Gewertete Partie: { $changes }.
game-rated-unchanged = Gewertete Partie, aber beendet, bevor beide gezogen hatten: Keine Wertung hat sich geändert.
game-tournament-round = { $tournament }, Runde { $round }.

## The result, and the page's own notice that the game went on.

game-over = Partie beendet. { $result }
# $reason: how it ended, from endings.ftl ("resignation").
game-result-white-won = { $sides ->
    [xiangqi] { $name } (Rot) gewinnt durch { $reason }.
    [janggi] { $name } (Blau) gewinnt durch { $reason }.
    [shogi] { $name } (Sente) gewinnt durch { $reason }.
   *[chess] { $name } (Weiß) gewinnt durch { $reason }.
}
game-result-black-won = { $sides ->
    [xiangqi] { $name } (Schwarz) gewinnt durch { $reason }.
    [janggi] { $name } (Rot) gewinnt durch { $reason }.
    [shogi] { $name } (Gote) gewinnt durch { $reason }.
   *[chess] { $name } (Schwarz) gewinnt durch { $reason }.
}
game-result-drawn = Remis durch { $reason }.
game-rematch = Revanche
game-moved-on = Die Partie ist weitergegangen.
game-show-new-position = Neue Stellung zeigen

## The pieces in hand (crazyhouse, shogi), and the players' lines beside the board.

game-hand-white = { $sides ->
    [xiangqi] Rot hat in der Hand
    [janggi] Blau hat in der Hand
    [shogi] Sente hat in der Hand
   *[chess] Weiß hat in der Hand
}
game-hand-black = { $sides ->
    [xiangqi] Schwarz hat in der Hand
    [janggi] Rot hat in der Hand
    [shogi] Gote hat in der Hand
   *[chess] Schwarz hat in der Hand
}
game-hand-white-label = { $sides ->
    [xiangqi] Hand von Rot
    [janggi] Hand von Blau
    [shogi] Hand von Sente
   *[chess] Hand von Weiß
}
game-hand-black-label = { $sides ->
    [xiangqi] Hand von Schwarz
    [janggi] Hand von Rot
    [shogi] Hand von Gote
   *[chess] Hand von Schwarz
}
game-hand-nothing = nichts
game-hand-count = { $count } Stück
game-players = Spieler
game-side-white = { $sides ->
    [xiangqi] Rot
    [janggi] Blau
    [shogi] Sente
   *[chess] Weiß
}
game-side-black = { $sides ->
    [xiangqi] Schwarz
    [janggi] Rot
    [shogi] Gote
   *[chess] Schwarz
}
game-taken-white = { $sides ->
    [xiangqi] Von Rot geschlagen
    [janggi] Von Blau geschlagen
    [shogi] Von Sente geschlagen
   *[chess] Von Weiß geschlagen
}
game-taken-black = { $sides ->
    [xiangqi] Von Schwarz geschlagen
    [janggi] Von Rot geschlagen
    [shogi] Von Gote geschlagen
   *[chess] Von Schwarz geschlagen
}
game-piece-white = { $sides ->
    [xiangqi] { $piece } von Rot
    [janggi] { $piece } von Blau
    [shogi] { $piece } von Sente
   *[chess] { $piece } von Weiß
}
game-piece-black = { $sides ->
    [xiangqi] { $piece } von Schwarz
    [janggi] { $piece } von Rot
    [shogi] { $piece } von Gote
   *[chess] { $piece } von Schwarz
}
# $ahead: "+3".
game-ahead = Materialvorteil { $ahead } (in Bauerneinheiten)
game-clock-per-move = { $days ->
    [one] { $days } Tag pro Zug
   *[other] { $days } Tage pro Zug
}
# $clock: the time in the bank, "6 d 04:00:00".
game-clock-bank = Zeitkonto { $clock }
game-deadline = Frist: { $when }
game-deadline-far = ({ $far })

## The status under the board.

game-your-turn = Du bist am Zug.
game-white-to-move = { $sides ->
    [xiangqi] Rot am Zug.
    [janggi] Blau am Zug.
    [shogi] Sente am Zug.
   *[chess] Weiß am Zug.
}
game-black-to-move = { $sides ->
    [xiangqi] Schwarz am Zug.
    [janggi] Rot am Zug.
    [shogi] Gote am Zug.
   *[chess] Schwarz am Zug.
}
game-check = Schach!
game-tally-chips = Chips
game-tally-checks = Noch zu gebende Schachs
game-tally-count = Zählung
game-tally-points = Punkte
game-tally-points-note = Eine Partie, die ohne Matt endet (beide Seiten passen, Bikjang, Stellungswiederholung, fünfzig Züge), wird nach Punkten entschieden; Rot (Han) erhält 1,5 Punkte mehr für den Nachzug.
# HTML: keep the <strong> marks around the numbers.
game-tally-sides = { $sides ->
    [xiangqi] { $label }: Rot <strong>{ $white }</strong> · Schwarz <strong>{ $black }</strong>.
    [janggi] { $label }: Blau <strong>{ $white }</strong> · Rot <strong>{ $black }</strong>.
    [shogi] { $label }: Sente <strong>{ $white }</strong> · Gote <strong>{ $black }</strong>.
   *[chess] { $label }: Weiß <strong>{ $white }</strong> · Schwarz <strong>{ $black }</strong>.
}
game-counting-white = { $label }: Weiß hat <strong>{ $counted }</strong> von { $limit } Zügen gezählt.
game-counting-black = { $label }: Schwarz hat <strong>{ $counted }</strong> von { $limit } Zügen gezählt.
game-counting-white-note = Die Partie endet remis, wenn die Zählung { $limit } Züge überschreitet, bevor Weiß mattgesetzt ist.
game-counting-black-note = Die Partie endet remis, wenn die Zählung { $limit } Züge überschreitet, bevor Schwarz mattgesetzt ist.
game-showing-ply = Stellung nach Halbzug { $ply }
game-back-to-game = zurück zur Partie

## What the opponent asks, and the game's rule options.

game-draw-offered = Dein Gegner bietet Remis an.
game-accept-draw = Remis annehmen
game-decline = Ablehnen
# $moves: the moves to take back, "Nf3" or "Nf3 and e5".
game-takeback-asked = Dein Gegner bittet darum, { $moves } zurückzunehmen.
game-moves-and = { $first } und { $second }
game-accept-takeback = Zurücknahme annehmen
# $rules: the options in words, as the rules write them.
game-rules-summary = Regeln: { $rules }
game-option-changed = (nicht die Voreinstellung)
game-options-meaning = Was die Optionen bedeuten

## The step that asks before a move made on the board is sent.

# HTML: the page's script writes the move into the <strong> element; keep it whole.
game-confirm = <strong class="text"></strong> spielen?
game-play-move = Zug spielen
game-cancel = Abbrechen

## The moves list and the buttons that walk through it.

game-moves = Züge
game-no-moves = Noch keine Züge.
game-start-title = Zum Anfang (Pos1)
game-start = « Anfang
game-back-title = Einen Zug zurück (←)
game-back = ‹ zurück
game-forward-title = Einen Zug vor (→)
game-forward = vor ›
game-now-title = Die aktuelle Stellung (Ende)
game-now = jetzt »
game-flip = Brett drehen
# $eval: the engine's evaluation, "-2.10"; $move: a move.
game-judgement-inaccuracy = Ungenauigkeit ({ $eval }).
game-judgement-mistake = Fehler ({ $eval }).
game-judgement-blunder = Grober Fehler ({ $eval }).
game-judgement-better = Besser: { $move } ({ $eval }).

## Planning a forecast on the board. A planned line is written step by step: the first
## step, then each reply and each next move of the opponent, each with its own punctuation.

game-plan = Bedingte Züge planen
game-plan-start = Spiele auf dem Brett den Zug, den du von deinem Gegner erwartest, dann deine Antwort.
game-plan-first = Wenn er { $move } spielt
game-plan-reply = { ", " }spielst du { $move }
game-plan-then = { ", " }dann, wenn er { $move } spielt
game-plan-line = { $line }.
game-plan-next-theirs = Das Brett zeigt die Stellung der Variante: Spiele als Nächstes den Zug deines Gegners.
game-plan-next-yours = Das Brett zeigt die Stellung der Variante: Spiele als Nächstes deinen Zug.
game-plan-add = Diese Variante zu meinen bedingten Zügen hinzufügen
game-plan-undo = Letzten Zug zurücknehmen
game-plan-stop = Planen beenden
game-plan-next-move = Nächster Zug der Variante
game-plan-add-move = Hinzufügen
# $reason: the rules' refusal.
game-plan-problem = { $move } kann dort nicht gespielt werden: { $reason }
game-all-legal-moves = Alle legalen Züge ({ $count })

## The move form.

game-finish-move = Vervollständige den Zug mit einer dieser Möglichkeiten:
game-your-move = Dein Zug
# The move field's hint: one move as several notations write it.
game-example-two = { $a } oder { $b }
game-example-three = { $a }, { $b } oder { $c }
game-example-four = { $a }, { $b }, { $c } oder { $d }
game-play = Ziehen
game-pass = Passen
game-comment = Kommentar (optional)
game-ask-first = Vor dem Senden eines auf dem Brett gemachten Zugs nachfragen
game-buttons-play = Ein Knopf spielt seinen Zug sofort.
game-engine-thinking = Die Engine denkt nach; diese Seite zeigt ihren Zug, sobald sie gezogen hat.

## The player's actions.

game-draw-offered-by-you = Du hast Remis angeboten.
game-offer-draw = Remis anbieten
game-takeback-asked-by-you = Du hast darum gebeten, deinen Zug zurückzunehmen.
game-withdraw-request = Bitte zurückziehen
game-take-back = Meinen Zug zurücknehmen
game-ask-take-back = Um Rücknahme meines Zugs bitten
# $reason: the rule that allows the claim, from endings.ftl.
game-claim-draw = Remis beanspruchen ({ $reason })
game-hint = Tipp
game-resign-confirm = Diese Partie aufgeben?
game-resign = Aufgeben
game-download = Herunterladen:
game-text-log = Textprotokoll
game-rules = Regeln

## Watching a game.

game-stop-watching = Nicht mehr verfolgen
game-watching = Jeder Zug dieser Partie wird dir geschickt.
game-watch = Diese Partie verfolgen
game-watch-hint = Lass dir jeden Zug schicken, per Mail, wie es deine Einstellungen sagen.

## The forecast. The words "if" and "then" of a forecast's lines stay in English: the server
## reads them.

game-forecast = Deine bedingten Züge
game-forecast-about = Solange dein Gegner am Zug ist, kannst du dem Server deine Antworten vorab mitteilen: Spielt er einen Zug aus deinen bedingten Zügen, wird deine Antwort sofort gespielt. Nur du siehst sie.
game-no-forecast = Keine bedingten Züge.
game-forecast-plan = Eine Variante auf dem Brett planen
game-forecast-edit = Als Text bearbeiten
game-forecast-lines = Deine Varianten, eine pro Zeile: if SEIN-ZUG then DEIN-ZUG, then if … then … (if und then bleiben englisch)
game-forecast-keep = Diese bedingten Züge speichern
game-forecast-remove = Meine bedingten Züge löschen

## The conversation and the player's notes.

game-conversation = Chat
game-no-messages = Noch keine Nachrichten. Nur die beiden Spieler sehen diesen Chat.
game-message = Nachricht
game-message-placeholder = Eine Nachricht an deinen Gegner
game-send = Senden
game-notes = Deine Notizen
game-notes-private = Nur du siehst sie.
game-notes-keep = Notizen speichern

## The position in words, for a screen reader, and as a drawing in text.

game-pieces = Figuren, Feld für Feld
game-pieces-none = keine
game-text-board = Textbrett
game-text-board-note = (eine Zeichnung zum Kopieren; die Figurenliste oben gibt dieselbe Stellung wieder)

## The engine's analysis of a finished game.

game-analysis = Analyse
game-analysis-legend = { $sides ->
    [xiangqi] Der helle Teil ist der Anteil von Rot an den Gewinnchancen. Ein Punkt markiert einen Zug, der Boden verlor: rot ein grober Fehler, orange ein Fehler, gelb eine Ungenauigkeit; ein Punkt oder ein Zug führt zu seiner Stellung.
    [janggi] Der helle Teil ist der Anteil von Blau an den Gewinnchancen. Ein Punkt markiert einen Zug, der Boden verlor: rot ein grober Fehler, orange ein Fehler, gelb eine Ungenauigkeit; ein Punkt oder ein Zug führt zu seiner Stellung.
    [shogi] Der helle Teil ist der Anteil von Sente an den Gewinnchancen. Ein Punkt markiert einen Zug, der Boden verlor: rot ein grober Fehler, orange ein Fehler, gelb eine Ungenauigkeit; ein Punkt oder ein Zug führt zu seiner Stellung.
   *[chess] Der helle Teil ist der Anteil von Weiß an den Gewinnchancen. Ein Punkt markiert einen Zug, der Boden verlor: rot ein grober Fehler, orange ein Fehler, gelb eine Ungenauigkeit; ein Punkt oder ein Zug führt zu seiner Stellung.
}
game-analysis-pending = Der graue Teil ist noch nicht analysiert.
game-analyse-again = Erneut analysieren
game-no-analysis = Diese Partie hat noch keine Analyse.
game-ask-analysis = Die Engine um eine Analyse bitten
game-analysis-done = { $sides ->
    [xiangqi] Die Analyse der Partie durch die Engine: die Gewinnchancen von Rot nach jedem Zug und die Züge, die Boden verloren.
    [janggi] Die Analyse der Partie durch die Engine: die Gewinnchancen von Blau nach jedem Zug und die Züge, die Boden verloren.
    [shogi] Die Analyse der Partie durch die Engine: die Gewinnchancen von Sente nach jedem Zug und die Züge, die Boden verloren.
   *[chess] Die Analyse der Partie durch die Engine: die Gewinnchancen von Weiß nach jedem Zug und die Züge, die Boden verloren.
}
# $error: what went wrong, as the engine said it.
game-analysis-failed = Die Analyse ist fehlgeschlagen ({ $error }). Du kannst sie erneut anfordern.
game-analysis-no-reason = kein Grund festgehalten
game-analysis-queued = Die Engine analysiert diese Partie, sobald sie keinen Zug zu spielen hat; diese Seite zeigt den Fortschritt.
game-analysis-progress = Die Engine analysiert diese Partie: bisher { $done } von { $total } Stellungen; diese Seite zeigt mehr, sobald es so weit ist.
# A player's tally: $inaccuracies, $mistakes and $blunders are the counts below.
game-analysis-tally = { $name }: { $inaccuracies } · { $mistakes } · { $blunders } · durchschnittlicher Verlust { $loss } Centibauern pro Zug
game-analysis-tally-so-far = { $name }, bisher: { $inaccuracies } · { $mistakes } · { $blunders } · durchschnittlicher Verlust { $loss } Centibauern pro Zug
game-inaccuracies = { $count ->
    [one] { $count } Ungenauigkeit
   *[other] { $count } Ungenauigkeiten
}
game-mistakes = { $count ->
    [one] { $count } Fehler
   *[other] { $count } Fehler
}
game-blunders = { $count ->
    [one] { $count } grober Fehler
   *[other] { $count } grobe Fehler
}
game-graph-label = { $sides ->
    [xiangqi] Die Gewinnchancen von Rot im Verlauf der Partie, wie die Engine sie sieht
    [janggi] Die Gewinnchancen von Blau im Verlauf der Partie, wie die Engine sie sieht
    [shogi] Die Gewinnchancen von Sente im Verlauf der Partie, wie die Engine sie sieht
   *[chess] Die Gewinnchancen von Weiß im Verlauf der Partie, wie die Engine sie sieht
}
game-graph-pending = noch nicht analysiert
# A dot's tooltip: $move is the move with its mark, "1… P a7-a6??".
game-graph-dot = { $move } ({ $eval })
game-graph-dot-better = { $move } ({ $eval }); besser { $better } ({ $better-eval })

## What the chooser says a choice leads to. $reason: how the game would end, from endings.ftl.

game-foresight-wins = gewinnt die Partie ({ $reason })
game-foresight-loses = verliert die Partie ({ $reason })
game-foresight-draws = führt zum Remis ({ $reason })
game-foresight-opponent-wins = lässt deinen Gegner sofort gewinnen ({ $reason })
game-foresight-lost-next = verliert in deinem nächsten Zug, was dein Gegner auch spielt ({ $reason })

## Notices after an action on the game.

game-takeback-declined-notice = Dein Gegner hat die Rücknahme deines Zugs abgelehnt: Die Partie geht weiter wie bisher.
game-no-such-ply = Diese Partie hat keinen Zug Nummer „{ $ply }“; dies ist die aktuelle Stellung.
game-not-your-turn = Dein Zug { $move } wurde nicht gespielt: Du bist in dieser Partie gerade nicht am Zug.
game-changed-meanwhile = Dein Zug { $move } wurde nicht gespielt: Die Partie hat sich inzwischen geändert. Er steht noch im Eingabefeld.
game-resigned = Du hast aufgegeben.
game-unwatched = Du verfolgst diese Partie nicht mehr.
game-watched = Du verfolgst diese Partie: Jeder Zug wird dir geschickt, wie es deine Benachrichtigungseinstellungen sagen.
game-chat-limit = Du hast in der letzten Minute { $count ->
    [one] { $count } Nachricht
   *[other] { $count } Nachrichten
} gesendet; warte { $seconds } s bis zur nächsten.
game-note-removed = Deine Notiz ist gelöscht.
game-note-kept = Deine Notiz ist gespeichert.
game-plan-pairs = Eine geplante Variante besteht aus Zugpaaren: sein Zug, dann deine Antwort.
game-forecast-gone = Deine bedingten Züge sind gelöscht.
game-forecast-line-added = Die Variante ist in deinen bedingten Zügen ({ $count ->
    [one] { $count } Variante
   *[other] { $count } Varianten
} insgesamt).
game-forecast-kept = Bedingte Züge gespeichert: { $count ->
    [one] { $count } Variante
   *[other] { $count } Varianten
}.
game-takeback-requested = Dein Gegner wird gebeten, deinen Zug zurücknehmen zu lassen.
game-takeback-done = Dein Zug ist zurückgenommen: Du bist wieder am Zug.
game-takeback-accepted = Der Zug ist zurückgenommen.
game-takeback-declined = Du hast die Zurücknahme abgelehnt; die Partie geht weiter wie bisher.
game-takeback-withdrawn = Du hast deine Bitte um Zugrücknahme zurückgezogen.
# The engine's judgement of the move it suggests.
game-hint-win = sie sieht einen erzwungenen Gewinn in { $moves }
game-hint-loss = sie sieht einen erzwungenen Verlust in { $moves }
# $score: "+0.40".
game-hint-score = { $score } für dich
game-hint-notice = Die Engine schlägt { $move } vor ({ $judged }); der Zug steht im Eingabefeld.
game-rematch-players-only = Nur die Spieler der Partie können eine Revanche verlangen.
game-rematch-too-soon = Die Partie läuft noch: Eine Revanche folgt auf ihr Ende.
game-rematch-offered = Revanche angeboten: Dein Gegner findet sie in seiner Lobby.
