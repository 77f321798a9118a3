## Das Formular für eine neue Partie und die Antworten auf eine Herausforderung.

challenge-title = Neue Partie
challenge-game = Spiel
challenge-group-hand-written = Von Hand programmiert
challenge-group-defined = Als Daten definiert
challenge-group-players = Varianten von Spielern
challenge-uploaded-by = { $game } (von { $owner })
challenge-show-options = Optionen dieses Spiels zeigen
challenge-rules = Regeln
# $choice ist das Wort des Spiels für das, was jeder Spieler selbst wählt (arrangement bei Janggi), auf Englisch.
challenge-own-choice-summary = Wahl jeder Seite: { $choice } (das Übliche, wenn du nichts änderst)
challenge-own-choice-legend = Wahl jeder Seite: { $choice }
challenge-own-choice-hint = Gib für jede Seite, die du bekommen kannst, an, was du möchtest; wer annimmt, wählt beim Annehmen selbst ({ $choice }).
challenge-options-summary = Regeloptionen (die Vorgaben, wenn du nichts änderst)
challenge-options-legend = Regeloptionen
challenge-switch-on = an
challenge-switch-off = aus
challenge-play-against = Spielen gegen
challenge-way-person = Einen Spieler, den du nennst
challenge-way-seek = Ein offenes Gesuch: alle dürfen annehmen
challenge-way-engine = Die Engine
challenge-way-watch = Die Engine gegen sich selbst, zum Zuschauen
challenge-opponent = Name des Spielers
challenge-engine-level = Stufe der Engine (1 spielt schnell und locker; 12 denkt bis zu 30 Sekunden pro Zug)
challenge-level = Stufe { $level }
challenge-watch-white = { $sides ->
    [xiangqi] Rot auf Stufe
    [janggi] Blau auf Stufe
    [shogi] Sente auf Stufe
   *[chess] Weiß auf Stufe
}
challenge-watch-black = { $sides ->
    [xiangqi] Schwarz auf Stufe
    [janggi] Rot auf Stufe
    [shogi] Gote auf Stufe
   *[chess] Schwarz auf Stufe
}
challenge-colour = Deine Farbe
challenge-colour-random = ausgelost
challenge-colour-white = { $sides ->
    [xiangqi] Rot
    [janggi] Blau
    [shogi] Sente
   *[chess] Weiß
}
challenge-colour-black = { $sides ->
    [xiangqi] Schwarz
    [janggi] Rot
    [shogi] Gote
   *[chess] Schwarz
}
challenge-rating = Wertung
challenge-rated = Gewertet: Das Ergebnis ändert die Wertungen beider Spieler in diesem Spiel
challenge-casual = Ungewertet
challenge-rating-min = Niedrigste Wertung
challenge-rating-max = Höchste Wertung
challenge-rating-range-hint = Nur Spieler mit einer Wertung in diesem Bereich dürfen annehmen; lass beide Felder leer, damit alle annehmen dürfen.
challenge-clock = Bedenkzeit
challenge-days-per-move = Tage pro Zug
challenge-time-bank = Zeitkonto
challenge-bank-initial = Tage auf dem Konto zu Beginn
challenge-bank-increment = Tage, die nach jedem Zug hinzukommen
challenge-bank-cap = Höchstzahl der Tage auf dem Konto
challenge-no-clock = Ohne Bedenkzeit
challenge-clock-hint = Wer die Frist verstreichen lässt, verliert auf Zeit; im Urlaub steht die Uhr eines Spielers still.
challenge-send = Herausforderung senden

## Was das Formular antwortet.

challenge-sent = Herausforderung gesendet.
challenge-declined = Herausforderung abgelehnt.
challenge-withdrawn = Herausforderung zurückgezogen.
challenge-no-such-game = Ein Spiel namens „{ $game }“ gibt es hier nicht; wähle eines aus der Liste.
challenge-no-such-page = Diese Seite gibt es nicht.
challenge-bad-level = Die Stufe der Engine ist 1 bis 12, nicht „{ $level }“.
challenge-bad-days = „{ $days }“ ist keine ganze Zahl von Tagen.
challenge-bad-way = „{ $way }“ ist keine Art zu spielen; wähle einen Spieler, ein offenes Gesuch oder die Engine.
challenge-two-opponents = Das Formular nennt mehr als einen Gegner (einen Spieler, die Engine oder die Engine gegen sich selbst); wähle einen.
challenge-name-the-player = Nenne den Spieler, den du herausforderst (oder wähle ein offenes Gesuch oder die Engine).
challenge-choose-level = Wähle die Stufe der Engine, 1 bis 12.
challenge-choose-levels = Wähle die Stufe der Engine für Weiß und für Schwarz.
challenge-bad-lowest-rating = Die niedrigste Wertung ist eine ganze Zahl, nicht „{ $rating }“.
challenge-bad-highest-rating = Die höchste Wertung ist eine ganze Zahl, nicht „{ $rating }“.
