## Befehle per neuer Mail (keine Antwort): Die Befehle selbst werden auf Englisch geschrieben, so
## wie sie gelesen werden („challenge bob koan“); was sie tun und die Antworten stehen in der
## Sprache des Lesers.

orders-help-title = Spielen per Mail
orders-help-intro = Schreib an diese Adresse, mit einem dieser Befehle als Betreff:
orders-help-challenge = einen Spieler herausfordern
orders-help-engine = gegen die Engine spielen
orders-help-new = ein offenes Gesuch, das alle annehmen dürfen
orders-help-tournaments = die Turniere, bei denen die Anmeldung offen ist oder die laufen
orders-help-join = an einem Turnier teilnehmen („withdraw TOURNAMENT-ID“, um es zu verlassen)
orders-help-watch = dir jeden Zug einer Partie schicken lassen
orders-help-unwatch = das beenden
orders-help-games = deine Partien, und wer am Zug ist
orders-help-reset = ein Link, um ein neues Passwort zu wählen, an die Adresse deines Kontos gemailt
orders-help-help = diese Liste
orders-help-games-named = GAME ist der Name oder die ID eines Spiels (chess, khan, khans-chess, kings-run, koan, shatranj-kamil-x…).
orders-help-settings = Regeloptionen schreibst du als name=value (exchanges=off). Partien zwischen Menschen werden gewertet, außer du schreibst casual; ein Wertungsbereich begrenzt, wer ein offenes Gesuch annehmen darf. Eine Herausforderung, eine neue Partie oder das Verfolgen einer Partie wird erst ausgeführt, wenn du auf die Bestätigung antwortest, die wir schicken – so kann niemand mit einem gefälschten Absender in deinem Namen handeln.

orders-no-command = Die Mail enthielt keinen Befehl: Schreib ihn in den Betreff.
# $command: watch oder unwatch, wie geschrieben
orders-one-game = „{ $command }“ nimmt genau eine Partie: ihre ID oder ihre Adresse.
orders-one-tournament = „{ $command }“ nimmt genau ein Turnier: seine ID oder seine Adresse.
orders-challenge-takes = „challenge“ braucht den Namen eines Spielers (oder „engine“) und ein Spiel.
orders-not-a-command = „{ $typed }“ ist kein Befehl.
orders-which-game = Sag, welches Spiel: „challenge bob koan“ oder „new koan“.
orders-not-a-setting = „{ $setting }“ ist keine Einstellung: Schreib name=value (days=3).
orders-days = days ist eine ganze Zahl von Tagen pro Zug, 1 bis 30, nicht „{ $given }“.
orders-level = level ist die Stufe der Engine, 1 bis 12, nicht „{ $given }“.
orders-rating = rating ist ein Wertungsbereich, etwa 1400-1800 (oder 1400- oder -1800), nicht „{ $given }“.
# $games: die IDs der Spiele, durch Kommas getrennt
orders-not-a-game = „{ $given }“ ist hier kein Spiel; die Spiele sind { $games }.
orders-not-a-game-id = „{ $given }“ ist keine Partie-ID: Gib die ID (32 Buchstaben und Ziffern) oder die Adresse der Partie an.
orders-not-a-tournament-id = „{ $given }“ ist keine Turnier-ID: Gib die ID (32 Buchstaben und Ziffern) oder die Adresse des Turniers an.

orders-wrong-password = Das Mail-Passwort ist falsch: Es wurde nichts ausgeführt.
orders-no-mail-password = Du hast kein Mail-Passwort (du kannst eins auf der Seite der Einstellungen festlegen), also wurde nichts ausgeführt. Schick den Befehl ohne Passwort und antworte stattdessen auf die Bestätigung.
orders-guessed-title = Jemand versucht, dein Mail-Passwort zu erraten
orders-guessed = Dein Mail-Passwort wurde innerhalb einer Stunde { $count } Mal falsch angegeben. Bis die Stunde um ist, werden Befehle mit Passwort abgelehnt, ohne dass es geprüft wird, und nicht beantwortet.
orders-guessed-change = Wenn du das nicht warst, versucht jemand, es zu erraten: Ändere es auf der Seite der Einstellungen ({ $link }). Befehle ohne Passwort, die per Antwort bestätigt werden, funktionieren weiterhin.
orders-confirmation-old = { $days ->
    [one] Diese Bestätigung ist älter als { $days } Tag: Schick den Befehl noch einmal.
   *[other] Diese Bestätigung ist älter als { $days } Tage: Schick den Befehl noch einmal.
}
orders-done-already = Dieser Befehl wurde schon bestätigt und ausgeführt; er wird nur einmal ausgeführt.

orders-reset-title = Passwort zurücksetzen
orders-reset = Ein Link, um ein neues Passwort zu wählen, wurde an die Adresse deines Kontos gemailt.
orders-tournaments-title = Turniere
# $kind: Rundenturnier oder Schweizer System (tournament-kind-…); $state: orders-tournament-open oder -round
orders-tournament = { $name } ({ $kind }, { $game }, { $players } Teilnehmer, { $state })
# $starts: ein Datum mit Uhrzeit in UTC (2031-11-06 09:30)
orders-tournament-open = Anmeldung offen, Beginn { $starts }
orders-tournament-round = Runde { $round } von { $rounds }
orders-no-tournaments = Kein Turnier ist offen zur Anmeldung oder läuft.
orders-to-join = Um teilzunehmen, schick „join“ und seine Adresse oder ID.
orders-joined-title = Angemeldet
orders-joined = Du bist bei { $name } dabei. Deine Partien kommen per Mail zu dir, sobald jede Runde ausgelost ist.
orders-left-title = Abgemeldet
orders-left = Du hast dich vom Turnier abgemeldet.
orders-withdrawn-title = Zurückgezogen
orders-withdrawn = Du hast dich zurückgezogen: Deine unbeendeten Partien darin gelten als aufgegeben, und du wirst nicht mehr ausgelost.
orders-watching = Du verfolgst jetzt die Partie { $link }: Jeder Zug wird dir geschickt.
orders-unwatched = Du verfolgst diese Partie nicht mehr.
orders-not-watched = Du hast diese Partie gar nicht verfolgt.
orders-challenge-sent-title = Herausforderung verschickt
orders-challenge-sent = Deine Herausforderung an { $name } ist verschickt; { $name } erfährt davon per Mail.
orders-seek-sent = Dein offenes Gesuch steht in der Lobby: { $link }
orders-game-begun-title = Partie begonnen
orders-game-begun = Deine Partie gegen die Engine hat begonnen: { $link }
orders-games-title-none = Deine Partien
orders-no-games = Du hast keine laufenden Partien.
orders-games-title = Deine Partien: In { $mine } von { $count } bist du am Zug
# $title: der Titel der Partie (Chess #9f3c2a17); $deadline: wann der Zug fällig ist
# (deadline-when), oder letter-no-deadline
orders-game-your-move = { $title } gegen { $opponent }: Du bist am Zug, Halbzug { $ply }. Frist: { $deadline }
orders-game-their-move = { $title } gegen { $opponent }: Dein Gegner ist am Zug, Halbzug { $ply }. Frist: { $deadline }

## Die Bestätigung eines Befehls per neuer Mail
confirm-title = Bestätigen: { $command }
confirm-came = Dieser Befehl kam per Mail von deiner Adresse:
confirm-reply = Antworte auf diese Mail (mit irgendetwas oder mit nichts), um ihn zu bestätigen: Er wird ausgeführt, sobald deine Antwort ankommt, und nur einmal. Wenn du ihn nicht geschickt hast, ignoriere diese Mail, dann passiert nichts.
confirm-good-for = { $days ->
    [one] Die Bestätigung gilt { $days } Tag.
   *[other] Die Bestätigung gilt { $days } Tage.
}
