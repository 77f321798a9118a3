# Was der Server sagt, wenn er eine Aktion ablehnt (ein Formular, eine Antwort per Mail, eine Anfrage an die API).
# Jede Meldung ist ein oder zwei Sätze, die ein Spieler neben dem abgeschickten Formular liest.

error-no-such-account = Dieses Konto gibt es nicht.
error-no-such-analysis = Diese Analyse gibt es nicht.
error-no-such-challenge = Diese Herausforderung gibt es nicht.
error-no-engine = Dieser Server hat keine Engine, gegen die du spielen kannst.
error-no-such-game = Diese Partie gibt es nicht.
error-no-such-player = Diesen Spieler gibt es nicht.
error-no-such-tournament = Dieses Turnier gibt es nicht.
error-no-such-file = Diese Variantendatei gibt es nicht.
error-no-such-file-of-yours = Eine solche Variantendatei hast du nicht.
error-not-your-game = Das ist nicht deine Partie.
# $side: Weiß oder Schwarz (side-white, side-black)
error-not-your-turn = Du bist nicht am Zug: { $side } ist am Zug.
error-wrong-password = Das ist nicht das Passwort des Kontos: Es wurde nichts geändert.
error-stale-ply = Die Partie ist weitergegangen: Sie steht bei Halbzug { $current }, nicht bei { $expected }. Lade sie neu und versuch es noch einmal.
error-hashing-busy = Der Server prüft gerade viele Passwörter gleichzeitig; versuch es in ein paar Sekunden noch einmal.

## Herausforderungen und Gesuche
error-rating-outside = Ein Wertungsbereich reicht von { $low } bis { $high }; { $end } liegt außerhalb.
error-rating-range-reversed = Die niedrigste Wertung ({ $min }) liegt über der höchsten ({ $max }).
# $value: was gesendet wurde, als JSON
error-option-value = Der Wert einer Option ist Text, eine Zahl oder true/false, nicht { $value }.
error-colour = Die Farbe ist white (Weiß), black (Schwarz) oder random (ausgelost), nicht „{ $colour }“.
error-engine-unrated = Partien gegen die Engine werden nie gewertet; fordere zu einer ungewerteten Partie heraus.
error-range-for-seeks = Ein Wertungsbereich ist für offene Gesuche da; eine Herausforderung an einen Spieler nennt ihren Gegner schon.
error-open-must-be-true = Für ein offenes Gesuch muss „open“ true sein.
error-no-player-named = Es gibt keinen Spieler namens „{ $name }“.
error-account-closed = Das Konto von { $name } ist geschlossen.
error-engine-by-level = Um gegen die Engine zu spielen, fordere {"{"}"engine": LEVEL{"}"} heraus (LEVEL ist eine Stufe von 1 bis 12).
error-challenge-yourself = Du kannst dich nicht selbst herausfordern.
error-challenge-accepted = Diese Herausforderung wurde schon angenommen.
error-challenge-declined = Diese Herausforderung wurde schon abgelehnt.
error-challenge-withdrawn = Diese Herausforderung wurde schon zurückgezogen.
error-challenge-closed = Diese Herausforderung ist geschlossen.
error-challenge-for-another = Diese Herausforderung richtet sich an einen anderen Spieler.
error-own-seek = Du kannst dein eigenes Gesuch nicht annehmen.
# $game: der Name des Spiels; $rating: die Wertung des Spielers darin (mit ? dahinter, solange sie vorläufig ist)
error-seek-rating = Dieses Gesuch ist für Spieler mit einer Wertung von { $min } bis { $max } in { $game }; deine Wertung dort ist { $rating }.
error-challenge-taken = Diese Herausforderung wurde gerade eben angenommen oder zurückgezogen.
error-decline-not-yours = Nur der herausgeforderte Spieler kann eine Herausforderung ablehnen.
error-withdraw-not-yours = Nur der Herausforderer kann eine Herausforderung zurückziehen.

## Bedenkzeit
error-days-per-move = Pro Zug sind 1 bis 30 Tage möglich, nicht { $days }.
error-bank-initial = Ein Zeitkonto beginnt mit 1 bis 90 Tagen, nicht mit { $days }.
error-bank-increment = Ein Zeitkonto bekommt pro Zug höchstens 30 Tage dazu, nicht { $days }.
error-bank-cap = Die Obergrenze eines Zeitkontos liegt mindestens bei seinen Anfangstagen ({ $initial }) und höchstens bei 180, nicht bei { $cap }.

## Partien
error-watch-own-game = Du spielst in dieser Partie mit: Ihre Züge bekommst du ohnehin.
# $result: wie die Ausgangsstellung sie beenden würde (outcome-white-wins…)
error-over-at-start = Diese Partie wäre schon vor ihrem ersten Zug vorbei ({ $result }): Sie kann nicht gespielt werden.
error-game-too-busy = Die Partie ändert sich gerade zu schnell, um diesen Zug jetzt zu spielen; versuch es noch einmal.
error-comment-too-long = Ein Kommentar hat höchstens { $max } Zeichen.
error-no-draw-offer = Dein Gegner hat kein Remis angeboten.
error-draw-offered-already = Du hast schon Remis angeboten.
error-draw-action = Die Remis-Aktion ist offer, accept, decline oder claim, nicht „{ $action }“.
# $result: wie sie endete (outcome-white-wins…)
error-game-over = Die Partie ist vorbei: { $result }.
error-nothing-to-hint = Die Partie ist vorbei: Da gibt es keinen Tipp mehr.

## Turniere
error-tournament-joining-closed = Das Turnier hat begonnen: Die Anmeldung ist geschlossen.
error-tournaments-by-admins = Auf diesem Server legen nur die Admins Turniere an.
error-tournament-name-length = Der Name eines Turniers hat 3 bis 60 Zeichen.
# $kind: was verlangt wurde; round_robin und swiss sind die Wörter der API und bleiben, wie sie sind
error-tournament-kind = Ein Turnier ist round_robin (Rundenturnier) oder swiss (Schweizer System), nicht „{ $kind }“.
error-round-robin-rounds = Bei einem Rundenturnier gibt es keine Runden einzustellen: Jedes Paar spielt beide Farben zugleich.
error-swiss-rounds = Ein Turnier im Schweizer System hat 1 bis { $max } Runden, nicht { $rounds }.
error-tournament-start = Ein Turnier beginnt frühestens jetzt und spätestens in { $days ->
    [one] { $days } Tag
   *[other] { $days } Tagen
}.
error-tournament-full = Das Turnier ist voll ({ $players } Teilnehmer).
error-tournament-joined-already = Du bist schon in diesem Turnier.
error-tournament-not-joined = Du bist nicht in diesem Turnier.
error-tournament-not-playing = Du spielst in diesem Turnier nicht mit (oder hast dich schon zurückgezogen).
error-tournament-over = Das Turnier ist vorbei.
error-tournament-start-not-yours = Nur wer das Turnier angelegt hat, kann es vorzeitig starten.
error-tournament-started = Das Turnier hat schon begonnen.

## Einstellungen
error-reminder-hours = Eine Erinnerung ist eine ganze Zahl von Stunden zwischen 1 und { $max }, nicht „{ $given }“.
error-reminders-at-most-five = Höchstens fünf Erinnerungen.
# move, digest und none sind die Wörter der API und bleiben, wie sie sind
error-notify-mode = Benachrichtigungen sind „move“, „digest“ oder „none“, nicht „{ $given }“.
error-time-zone = „{ $zone }“ ist keine Zeitzone: Gib ihren Namen an, etwa Europe/Paris, America/New_York oder UTC.
# san und full sind die Wörter der API und bleiben, wie sie sind
error-notation = Die Notation ist „san“ (kurze algebraische Notation, Nf3) oder „full“ (lange algebraische Notation, N g1-f3), nicht „{ $given }“.
# $known: die Sprachen von ortoo, durch Kommas getrennt
error-language = ortoo hat keine Sprache „{ $tag }“; es gibt { $known }.
error-mail-password = Ein Mail-Passwort hat 8 bis 64 Zeichen ohne Leerzeichen (es steht im Betreff einer Mail).
error-vacation-length = Ein Urlaub dauert mindestens einen Tag.
# $left: die übrigen Tage, mit einer Nachkommastelle (2.5)
error-vacation-left = Du hast in diesem Jahr nur noch { $left } Urlaubstage übrig, nicht { $days }.
error-not-on-vacation = Du bist nicht im Urlaub.
error-vacation-changed = Dein Urlaub wurde gerade eben geändert (in einem anderen Fenster?). Lade neu und versuch es noch einmal.

## Variantendateien
error-files-cursor = „{ $given }“ ist nicht der Anfang einer Seite dieser Liste: Gib das `next` der vorigen Seite an.
error-file-too-long = Die Datei ist { $bytes } Byte groß; eine Datei hat höchstens { $max } Byte (64 KiB).
error-file-no-variant = Die Datei definiert keine Variante: Eine Variante ist ein Abschnitt wie [mygame:chess] mit seinen Schlüsseln darunter.
error-file-too-many-variants = Die Datei definiert { $count ->
    [one] { $count } Variante
   *[other] { $count } Varianten
}; eine Datei darf höchstens { $max } definieren.
error-files-too-many = Du hast schon { $max ->
    [one] { $max } Datei
   *[other] { $max } Dateien
}, so viele, wie ein Spieler haben darf; entferne eine oder lade unter dem Namen einer vorhandenen hoch, um sie zu ersetzen.
error-search-too-long = Eine Suche hat höchstens { $max } Zeichen.
error-file-name-needed = Die Datei braucht einen Namen, etwa mine.ini.
error-file-name-too-long = Der Name einer Datei hat höchstens { $max } Zeichen.
error-file-name-letters = Der Name einer Datei besteht aus Buchstaben, Ziffern, Leerzeichen, '-', '_' und '.' und beginnt weder mit '.' noch mit ' '.

## Die Engine
error-engine-level = Die Stufe der Engine ist { $low } bis { $high }, nicht { $level }.
error-engine-games = Du spielst schon { $count ->
    [one] { $count } Partie
   *[other] { $count } Partien
} gegen die Engine; starte eine weitere, sobald eine zu Ende ist.
error-engine-watched = Du schaust schon { $count ->
    [one] { $count } Partie
   *[other] { $count } Partien
} der Engine gegen sich selbst zu; starte eine weitere, sobald eine zu Ende ist.
error-hints-against-engine = Tipps gibt es nur in Partien gegen die Engine.
error-hints-busy = Die Engine ist mit anderen Tipps beschäftigt; frag in ein paar Sekunden noch einmal.

## Konten
error-bad-name = Ein Name hat 2 bis 24 Buchstaben, Ziffern, '-' oder '_' und beginnt mit einem Buchstaben.
error-bad-email = Das sieht nicht nach einer E-Mail-Adresse aus.
error-bad-password = Ein Passwort braucht mindestens 8 Zeichen (und höchstens 200).
error-link-refused = Dieser Link wurde schon benutzt, ist abgelaufen oder wurde durch einen neueren ersetzt. Fordere einen neuen an.
error-verified-already = { $address } ist schon bestätigt.
error-reset-who = Gib den Namen des Kontos oder seine E-Mail-Adresse an.
error-password-changed = Das Passwort wurde inzwischen (anderswo) geändert: Melde dich neu an.
error-same-address = { $address } ist schon die Adresse des Kontos.
error-name-taken = Der Name „{ $name }“ ist schon vergeben.

## Bedingte Züge
error-forecast-your-move = Du bist am Zug: Spiel deinen Zug. Bedingte Züge gibst du ein, während dein Gegner am Zug ist.
error-forecast-too-large = Bedingte Züge umfassen höchstens { $max ->
    [one] { $max } Zugpaar
   *[other] { $max } Zugpaare
} bei einer Tiefe von { $deepest }; diese haben { $count } bei einer Tiefe von { $depth }.
# $why: der Grund nach den Regeln (ein eigener Satz)
error-forecast-move = In deinen bedingten Zügen kann „{ $move }“ nicht gespielt werden: { $why }
# $line: die Züge davor, durch Kommas getrennt
error-forecast-move-after = In deinen bedingten Zügen kann „{ $move }“ nach { $line } nicht gespielt werden: { $why }
error-forecast-over-after-theirs = Die Partie wäre nach dem Zug deines Gegners schon vorbei.
error-forecast-nothing-after = In deinen bedingten Zügen wäre die Partie nach { $line } vorbei, also kann nichts mehr darauf folgen.
error-forecast-two-answers-now = Zwei Varianten antworten in der aktuellen Stellung auf { $move }: Behalte auf jeden Zug deines Gegners nur eine Antwort.
error-forecast-two-answers = Zwei Varianten antworten nach { $line } auf { $move }: Behalte auf jeden Zug deines Gegners nur eine Antwort.

## Zurücknahmen
error-takeback-action = Die Aktion zur Zurücknahme ist offer, accept, decline oder withdraw, nicht „{ $action }“.
error-takeback-rated = Züge werden nur in ungewerteten Partien zurückgenommen; diese ist gewertet.
error-takeback-tournament = In Turnierpartien werden keine Züge zurückgenommen.
error-takeback-asked-already = Du hast schon darum gebeten, deinen Zug zurückzunehmen.
error-takeback-opponent-asked = Dein Gegner hat darum gebeten, seinen Zug zurückzunehmen: Nimm das zuerst an oder lehne es ab.
error-takeback-engine-thinking = Die Engine wählt gerade ihre Antwort: Frag noch einmal, sobald sie gezogen hat.
error-takeback-not-moved = Du hast noch nicht gezogen: Es gibt keinen Zug zum Zurücknehmen.
error-takeback-no-offer = Dein Gegner hat nicht um die Zurücknahme eines Zugs gebeten.
error-takeback-not-asked = Du hast nicht um die Zurücknahme eines Zugs gebeten.
error-takeback-nothing = Die Seite, die um Zurücknahme bittet, hat keinen Zug, der sich zurücknehmen ließe.

## Analyse und Chat
error-analysis-while-playing = Eine Partie wird erst analysiert, wenn sie vorbei ist: Die Sicht der Engine würde einem Spieler helfen, der noch mitten darin steckt.
error-analysis-nothing = Diese Partie endete vor ihrem ersten Zug: Es gibt nichts zu analysieren.
error-message-empty = Eine Nachricht braucht ein paar Worte.
error-message-too-long = Eine Nachricht hat höchstens { $max } Zeichen.
error-note-too-long = Eine Notiz hat höchstens { $max } Zeichen.
# „if“, „then“ und SEIN-ZUG, DEIN-ZUG: die Wörter, mit denen bedingte Züge geschrieben werden (if und then bleiben englisch)
error-forecast-line = „{ $line }“ ist keine Zeile bedingter Züge: Schreib „if SEIN-ZUG then DEIN-ZUG“ und „then if ... then ...“ für die Züge danach.
error-form-unreadable = Das Formular konnte nicht gelesen werden: Ein Feld fehlt oder enthält etwas, das es nicht annehmen kann. Geh zurück, lade die Seite neu und sende es noch einmal.
error-query-unreadable = Den Teil der Adresse nach dem „?“ kann diese Seite nicht lesen; folge einem Link, statt die Adresse zu bearbeiten.

error-cross-site = Formulare von fremden Seiten werden abgelehnt: Sende das Formular von den Seiten dieses Servers.
error-json-body-missing = Die Anfrage braucht einen JSON-Inhalt.
error-json-not-object = Der Inhalt muss ein JSON-Objekt sein: {"{"}"name": value, ...{"}"}.
error-json-content-type = Sende den Inhalt als JSON, mit dem Header Content-Type: application/json.
error-json-syntax = Der Inhalt ist kein gültiges JSON: Der Fehler liegt in Zeile { $line }, Spalte { $column }.
error-body-too-large = Der Inhalt der Anfrage ist zu groß.
error-body-unread = Der Inhalt der Anfrage konnte nicht gelesen werden.
error-request-missing-field = Der Anfrage fehlt das Feld { $field }.
error-request-unknown-field = Die Anfrage enthält ein Feld, das dieser Aufruf nicht annimmt: { $field }.
error-request-repeated-field = Die Anfrage nennt das Feld { $field } zweimal.
error-request-bad-value = Das Feld { $field } kann nicht { $value } sein: Erlaubt ist { $taken }.
error-request-wrong-type = Das Feld { $field } enthält einen Wert der falschen Art.
error-request-unread = Die Anfrage passt nicht zu diesem Aufruf: { $why }
error-request-path = Die Adresse passt nicht zu diesem Aufruf: { $why }

## Die eigenen Ablehnungen der API
# Ein Steuerzeichen in dem, was ein Client gesendet hat; die Seiten sagen diese Sätze auch.
# $character: sein Codepunkt und sein Name, wo es einen hat (U+0000 (NUL)); $field: der Name des
# Felds, wie die Anfrage ihn schreibt (comment, opponent.user, moves[2]).
error-control-in-address = Die Adresse enthält das Steuerzeichen { $character }, das ortoo in keinem Text annimmt; entferne es und sende noch einmal.
error-control-in-query-field = Das Feld „{ $field }“ der Adresse enthält das Steuerzeichen { $character }, das ortoo in keinem Text annimmt; entferne es und sende noch einmal.
error-control-in-query-name = Ein Feldname in der Adresse enthält das Steuerzeichen { $character }, das ortoo in keinem Text annimmt; entferne es und sende noch einmal.
error-control-in-body = Der Inhalt der Anfrage enthält das Steuerzeichen { $character }, das ortoo in keinem Text annimmt; entferne es und sende noch einmal.
error-control-in-field = Das Feld „{ $field }“ enthält das Steuerzeichen { $character }, das ortoo in keinem Text annimmt; entferne es und sende noch einmal.
error-control-in-name = Ein Feldname enthält das Steuerzeichen { $character }, das ortoo in keinem Text annimmt; entferne es und sende noch einmal.
error-control-in-body-name = Ein Feldname im Inhalt der Anfrage enthält das Steuerzeichen { $character }, das ortoo in keinem Text annimmt; entferne es und sende noch einmal.
error-control-in-name-in = Ein Feldname im Feld „{ $field }“ enthält das Steuerzeichen { $character }, das ortoo in keinem Text annimmt; entferne es und sende noch einmal.
error-api-too-large = Der Inhalt der Anfrage ist größer, als dieser Server annimmt.
error-api-method = Diese Methode ist hier nicht erlaubt.
error-api-timeout = Die Anfrage hat zu lange gedauert und wurde abgebrochen.
error-api-media-type = Der Inhalt der Anfrage hat einen Typ, den dieser Endpunkt nicht liest.
error-api-not-understood = Die Anfrage war nicht zu verstehen.
error-api-no-endpoint = Diesen API-Endpunkt gibt es nicht.
# $scope: read oder play, die Wörter der API, die bleiben, wie sie sind
error-api-missing-scope = Diesem Token fehlt der Scope „{ $scope }“.
error-api-bearer = Sende das Token als „Authorization: Bearer <token>“.
error-api-token-invalid = Dieses API-Token ist nicht gültig: Vielleicht ist es vertippt oder widerrufen.
error-api-account-needed = Dafür brauchst du ein Konto: Sende ein API-Token als „Authorization: Bearer <token>“ (POST /api/v1/tokens erstellt eines).
error-api-login-wrong = Dieser Name und dieses Passwort passen zu keinem Konto.
# read und play sind die Wörter der API und bleiben, wie sie sind
error-api-scopes = Scopes sind „read“ und „play“ (einer oder beide).
# $position: die Stelle des Zeichens in der Bezeichnung, ab 1 gezählt; $character: line-feed,
# carriage-return oder tab, jeweils in Worten gesagt, sonst der Codepunkt des Zeichens (U+0007)
error-api-token-label-line = Die Bezeichnung eines Tokens ist eine Zeile Text; Zeichen { $position } ist ein Steuerzeichen ({ $character ->
        [line-feed] ein Zeilenvorschub
        [carriage-return] ein Wagenrücklauf
        [tab] ein Tabulator
       *[other] { $character }
    }).
error-api-token-label-length = Die Bezeichnung eines Tokens hat höchstens 100 Zeichen.
error-api-no-such-token = Du hast kein gültiges Token mit dieser ID.
error-api-idempotency-key = Ein Idempotency-Key besteht aus 1 bis 200 sichtbaren ASCII-Zeichen.
error-api-idempotency-key-reused = Dieser Idempotency-Key wurde schon für eine andere Anfrage verwendet.
error-api-idempotency-key-used = Dieser Idempotency-Key wurde schon verwendet, und diese Anfrage hat nichts geändert: Sende sie noch einmal, um die für diesen Schlüssel gespeicherte Antwort zu lesen.
# $count: die Streams, die diese Adresse offen hat, so viele, wie sie darf
error-api-streams-per-address = Diese IP-Adresse hat schon so viele Event-Streams offen, wie sie darf ({ $count }); schließe einen (einen Tab) oder versuch es später noch einmal.
error-api-streams-busy = Der Server hat so viele Event-Streams offen, wie er darf; versuch es in einer Weile noch einmal.
# status, turn, format, limit und starts_at sind Felder der Anfrage, active, finished, mine, text,
# pgn und usi ihre Werte: die Wörter der API, die bleiben, wie sie sind
error-api-games-status = status ist active oder finished.
error-api-games-turn = turn nimmt nur den Wert mine an.
# $format: was verlangt wurde
error-api-export-format = format ist text, pgn oder usi, nicht „{ $format }“.
error-api-export-pgn = PGN beschreibt nur schachartige Spiele; format=text liefert das vollständige Protokoll dieser Partie.
error-api-export-usi = USI beschreibt nur die Shogi-Familie; format=text liefert das vollständige Protokoll dieser Partie.
error-api-variants-limit = limit ist eine Anzahl Dateien von 1 bis { $max }.
# $given: was gesendet wurde
error-api-starts-at = starts_at ist eine Zeit in RFC 3339 (2026-12-01T18:00:00Z), nicht „{ $given }“.
# branches und lines sind Felder der Anfrage und bleiben, wie sie sind
error-api-forecast-form = Sende die bedingten Züge als „branches“ oder als „lines“, eins von beiden.
error-api-analysis-under-way = Diese Partie läuft noch: Sie wird analysiert, sobald sie vorbei ist.
error-api-analysis-not-made = Diese Partie hat keine Analyse: Sie endete, bevor Analysen erstellt wurden. Sende ein POST an diese Adresse, um eine anzufordern.
error-api-mark-at-most = Markiere höchstens 500 Benachrichtigungen auf einmal.
