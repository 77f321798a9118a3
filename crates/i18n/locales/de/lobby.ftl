## Die Lobby: die Partien des Spielers, Herausforderungen und offene Gesuche, die Liste der Spiele.

lobby-title = Lobby
lobby-your-games = Deine Partien
lobby-no-game-waits = Keine Partie wartet auf deinen Zug.
lobby-accept-or-start = Nimm unten eine Herausforderung an oder starte selbst eine Partie:
lobby-start-a-game = Partie starten
lobby-your-turn = Du bist am Zug ({ $count })
lobby-their-turn = Gegner am Zug ({ $count })
lobby-welcome = Fernpartien in Schachvarianten
lobby-intro = Spiele Khan's Chess, Schach und mehr, Zug um Zug – auf der Website, über die API oder per Mail.
lobby-create-account = Konto anlegen
lobby-log-in-to-play = Anmelden und spielen
lobby-challenges = Herausforderungen und offene Gesuche
lobby-none-open = Gerade ist keine offen.
lobby-col-game = Spiel
lobby-col-from = Von
lobby-col-to = An
lobby-col-challenger-plays = Herausforderer spielt
lobby-col-clock = Bedenkzeit
lobby-col-rated = Wertung
lobby-col-answer = Antwort
# Unter dem Namen des Herausforderers, auf einem schmalen Bildschirm.
lobby-plays-white = { $sides ->
    [xiangqi] spielt Rot
    [janggi] spielt Blau
    [shogi] spielt als Sente
   *[chess] spielt Weiß
}
lobby-plays-black = { $sides ->
    [xiangqi] spielt Schwarz
    [janggi] spielt Rot
    [shogi] spielt als Gote
   *[chess] spielt Schwarz
}
lobby-plays-random = Farbe wird ausgelost
# Die Spalte „Herausforderer spielt“.
lobby-color-white = { $sides ->
    [xiangqi] Rot
    [janggi] Blau
    [shogi] Sente
   *[chess] Weiß
}
lobby-color-black = { $sides ->
    [xiangqi] Schwarz
    [janggi] Rot
    [shogi] Gote
   *[chess] Schwarz
}
lobby-color-random = ausgelost
# Ein offenes Gesuch, in der Spalte „An“.
lobby-anyone = alle
lobby-anyone-rated = alle mit Wertung { $min }–{ $max }
lobby-no-clock = ohne Bedenkzeit
lobby-clock-days = { $days ->
    [one] { $days } Tag pro Zug
   *[other] { $days } Tage pro Zug
}
lobby-clock-bank = Zeitkonto: { $initial ->
    [one] { $initial } Tag
   *[other] { $initial } Tage
}, +{ $increment } pro Zug, höchstens { $cap }
lobby-rated = gewertet
lobby-casual = ungewertet
lobby-withdraw = Zurückziehen
lobby-accept = Annehmen
lobby-decline = Ablehnen
# $choice ist das Wort des Spiels für das, was jeder Spieler selbst wählt (arrangement bei Janggi), auf Englisch.
lobby-own-choice = Deine Wahl ({ $choice }), wenn du annimmst:
lobby-choice-as-challenged = wie in der Herausforderung
lobby-finished = Beendet
lobby-games = Spiele
lobby-defined = Als Daten definierte Schachvarianten
lobby-defined-hint = Jede im Format variants.ini geschrieben, das die Varianten-Community nutzt; jede wird gespielt, geprüft und gewertet wie die Spiele oben.
lobby-players-variants = Varianten von Spielern
lobby-uploaded-by-players = Von Spielern hochgeladen.
lobby-upload-your-own = Eigene hochladen
lobby-none-yet = Noch keine.
lobby-by-owner = von { $owner }

## Eine Liste von Partien (in der Lobby und auf der Seite eines Spielers).

lobby-col-white = Weiß
lobby-col-black = Schwarz
lobby-col-ply = Halbzug
lobby-col-state = Stand
lobby-col-result = Ergebnis
lobby-row-your-turn = Du bist am Zug
lobby-white-to-move = { $sides ->
    [xiangqi] Rot am Zug
    [janggi] Blau am Zug
    [shogi] Sente am Zug
   *[chess] Weiß am Zug
}
lobby-black-to-move = { $sides ->
    [xiangqi] Schwarz am Zug
    [janggi] Rot am Zug
    [shogi] Gote am Zug
   *[chess] Schwarz am Zug
}

## Die Seite eines Spielers.

player-not-found = Es gibt keinen Spieler namens „{ $name }“.
player-closed = Dieses Konto ist geschlossen. Seine Partien bleiben hier.
player-since = Spielt seit { $date } auf ortoo.
player-record = Beendete Partien: { $won } gewonnen, { $drawn } remis, { $lost } verloren.
player-ratings = Wertungen
player-no-rated-games = Noch keine gewerteten Partien.
player-col-game = Spiel
player-col-rating = Wertung
player-col-rated-games = Gewertete Partien
player-rated-record = { $games }: { $won } gewonnen, { $drawn } remis, { $lost } verloren
player-ratings-hint = Die Wertungen folgen Glicko-2, eine für jedes Spiel. Ein Fragezeichen (1500?) heißt, dass die Wertung noch vorläufig ist: zu wenige gewertete Partien oder lange keine mehr.
# Ein Punkt der Wertungskurve: der Tag einer gewerteten Partie und der Gegner.
player-graph-point = { $date } gegen { $opponent }
player-graph-label = { $count ->
    [one] Wertung in { $game } über { $count } gewertete Partie, von { $from } auf { $to }
   *[other] Wertung in { $game } über { $count } gewertete Partien, von { $from } auf { $to }
}
player-graph-dot = { $rating } nach { $game }
player-playing-now = Laufende Partien ({ $count })
player-no-games-in-play = Keine laufenden Partien.
player-finished = Beendet ({ $count })
player-no-finished-games = Noch keine beendeten Partien.

## Die Bestenlisten.

leaderboard-title = Bestenlisten
leaderboard-of-game = Bestenliste { $game }
leaderboard-no-such-game = Ein Spiel namens „{ $game }“ gibt es hier nicht.
leaderboard-hint = Jedes Spiel hat seine eigene Wertung. Eine Wertung erscheint hier, sobald sie sich gefestigt hat: nach ein paar gewerteten Partien und solange ihr Spieler weiterspielt.
leaderboard-one-hint = Gefestigte Glicko-2-Wertungen, die beste zuerst.
leaderboard-all-games = Alle Spiele
leaderboard-rules = Regeln
leaderboard-none-established = Noch keine gefestigten Wertungen in { $game }.
leaderboard-col-place = Platz
leaderboard-col-player = Spieler
leaderboard-col-rating = Wertung
leaderboard-col-games = Partien
leaderboard-provisional = { $count ->
    [one] Noch { $count } Spieler hat eine vorläufige Wertung (sie sucht noch ihr Niveau und wird mit „?“ angezeigt); sie erscheint hier nach ein paar weiteren gewerteten Partien.
   *[other] Noch { $count } Spieler haben vorläufige Wertungen (sie suchen noch ihr Niveau und werden mit „?“ angezeigt); sie erscheinen hier nach ein paar weiteren gewerteten Partien.
}
