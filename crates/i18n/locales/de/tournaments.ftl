## The tournaments' pages: the list with the form to make one, and each tournament's page.

tournament-list-title = Turniere
tournament-none-yet = Noch keine Turniere.
tournament-column-tournament = Turnier
tournament-column-game = Spiel
tournament-column-players = Teilnehmer
tournament-column-state = Stand
tournament-list-detail = { $kind }, { $clock }, { $rating }
tournament-kind-swiss = Schweizer System
tournament-kind-round-robin = Rundenturnier
tournament-rated = gewertet
tournament-casual = ungewertet
tournament-clock-none = ohne Bedenkzeit
tournament-clock-days = { $days ->
    [one] { $days } Tag pro Zug
   *[other] { $days } Tage pro Zug
}
tournament-clock-bank = Zeitkonto: { $initial } Tage, +{ $increment } pro Zug, höchstens { $cap }
tournament-status-open = Anmeldung offen
tournament-status-round = Runde { $round } von { $rounds }
tournament-status-under-way = läuft
tournament-status-finished = beendet
tournament-status-cancelled = abgesagt
tournament-starts = Beginn { $when }

## The form to make a tournament.

tournament-make = Ein Turnier anlegen
tournament-game = Spiel
tournament-group-hand-written = Eigens programmiert
tournament-group-defined = Als Daten beschrieben
tournament-group-players = Varianten von Spielern
tournament-variant-by = { $variant } (von { $owner })
tournament-show-options = Optionen dieses Spiels zeigen
tournament-name = Name
tournament-format = Modus
tournament-swiss-choice = Schweizer System: jede Runde wird ausgelost, sobald die vorige zu Ende ist; Spieler mit ähnlicher Punktzahl treffen aufeinander
tournament-rounds-label = Runden
tournament-round-robin-choice = Rundenturnier: jedes Paar spielt zweimal, einmal mit jeder Farbe, alle Partien zugleich
tournament-rule-options = Regeloptionen
tournament-option-on = an
tournament-option-off = aus
tournament-days-per-move = Tage pro Zug
tournament-rating = Wertung
tournament-rated-choice = Gewertet
tournament-casual-choice = Ungewertet
tournament-starts-at = Beginn (UTC): die Anmeldung schließt und die erste Runde wird ausgelost
tournament-open = Turnier eröffnen
tournament-rounds-not-a-number = Die Zahl der Runden muss eine ganze Zahl sein.
tournament-days-not-a-number = Die Tage pro Zug müssen eine ganze Zahl sein.
tournament-not-a-time = „{ $text }“ ist kein Datum mit Uhrzeit.
tournament-opened = Dein Turnier ist eröffnet: bis zum Beginn können sich Spieler anmelden.

## A tournament's page.

tournament-summary-swiss = { $game } im Schweizer System über { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
}, { $clock }, { $rating }.
tournament-summary-round-robin = { $game } als Rundenturnier, { $clock }, { $rating }.
tournament-rules = Regeln: { $rules }.
tournament-made-by = Angelegt von { $creator }.
tournament-joining-open = Die Anmeldung ist offen; es beginnt am { $starts }.
tournament-state-round = Runde { $round } von { $rounds }.
tournament-state-under-way = Läuft.
tournament-state-finished = Beendet.
tournament-state-cancelled = Abgesagt.
tournament-join = Teilnehmen
tournament-leave = Abmelden
tournament-start-now = Jetzt starten
tournament-withdraw = Zurückziehen
tournament-withdraw-confirm = Zurückziehen? Deine unbeendeten Partien in diesem Turnier gelten als aufgegeben.
tournament-you-withdrew = Du hast dich zurückgezogen.
tournament-standings = Tabelle
tournament-column-player = Spieler
tournament-column-points = Punkte
tournament-column-sb = SB
tournament-sonneborn-berger = Sonneborn-Berger: die Punkte der besiegten Gegner und die Hälfte der Punkte derer, gegen die remis gespielt wurde
tournament-column-wins = Siege
tournament-column-played = Gespielt
tournament-withdrew-mark = (zurückgezogen)
tournament-round = Runde { $round }
tournament-games = Partien
tournament-result-playing = läuft
tournament-bye = spielfrei (1 Punkt)
tournament-players = Teilnehmer ({ $count })
tournament-joined = Du bist dabei. Deine Partien kommen zu dir, sobald jede Runde ausgelost ist.
tournament-left = Du hast dich vom Turnier abgemeldet.
tournament-withdrawn = Du hast dich zurückgezogen: deine unbeendeten Partien darin gelten als aufgegeben, und du wirst nicht mehr ausgelost.
tournament-started = Das Turnier hat begonnen.
tournament-no-such-page = Diese Seite gibt es nicht.
