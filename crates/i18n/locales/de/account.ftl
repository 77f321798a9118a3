## The settings page.

settings-page-title = Einstellungen
settings-page-unverified = Deine Adresse { $address } ist nicht bestätigt: Wir schicken nichts an sie, bis du dem Link folgst, den wir dorthin gesendet haben (bis dahin spielst du hier und über die API).
settings-page-send-link-again = Link erneut senden
settings-page-change-address-action = Adresse ändern
settings-page-notices-legend = Benachrichtigungen per E-Mail
settings-page-notify-move = Eine E-Mail zu jedem Zug, jeder Herausforderung und jedem Ergebnis
settings-page-notify-digest = Eine Zusammenfassung am Tag
settings-page-notify-none = Keine E-Mail (die Benachrichtigungen bleiben in der App)
settings-page-reminders = Erinnerungen, in Stunden vor einer Frist (durch Kommas getrennt; leer für keine)
settings-page-time-zone = Deine Zeitzone, für die Fristen in deinen E-Mails (etwa Europe/Berlin oder America/New_York)
settings-page-notation-legend = Wie Züge für dich geschrieben werden, auf den Seiten und in deinen E-Mails
settings-page-notation-san = Kurze algebraische Notation (Spiele ohne sie werden ausführlich geschrieben):
settings-page-notation-full = Lange algebraische Notation, wie die Aufzeichnung der Partie sie führt:
settings-page-save = Speichern
settings-page-saved = Einstellungen gespeichert.
settings-page-no-such-language = ortoo hat keine Sprache „{ $language }“.

## The settings page: playing by mail.

settings-page-by-mail = Spielen per Mail
settings-page-by-mail-commands = Ein Befehl im Betreff einer Mail an die Spieladresse wird ausgeführt, sobald du auf die Bestätigung antwortest, die wir schicken. Zum Beispiel:
settings-page-by-mail-password = Mit einem Mail-Passwort wird ein Befehl, der mit { $example } endet, sofort ausgeführt.
settings-page-mail-password-set = Du hast ein Mail-Passwort.
settings-page-mail-password-none = Du hast kein Mail-Passwort.
settings-page-mail-password-label = Neues Mail-Passwort (8 bis 64 Zeichen, keine Leerzeichen; leer entfernt es)
settings-page-mail-password-change = Ändern oder entfernen
settings-page-mail-password-add = Festlegen
settings-page-mail-password-was-set = Mail-Passwort festgelegt.
settings-page-mail-password-removed = Mail-Passwort entfernt.

## The settings page: vacation.

settings-page-vacation = Urlaub
settings-page-vacation-days-left = { $total ->
    [one] Noch { $left } von { $total } Urlaubstag in diesem Jahr.
   *[other] Noch { $left } von { $total } Urlaubstagen in diesem Jahr.
}
settings-page-vacation-clocks = Während du im Urlaub bist, stehen deine Uhren in allen Partien still.
settings-page-vacation-until = Im Urlaub bis { $until }.
settings-page-vacation-back = Ich bin zurück (nicht genutzte Tage zurückgeben)
settings-page-vacation-days = Urlaubstage ab jetzt
settings-page-vacation-start = Urlaub beginnen
settings-page-vacation-started = Du bist im Urlaub: Deine Uhren stehen still.
settings-page-vacation-ended = Willkommen zurück: Deine Uhren laufen wieder.
settings-page-vacation-whole-days = Urlaubstage sind eine ganze Zahl.

## The settings page: the account, its address and password, its data, closing it.

settings-page-account = Dein Konto
settings-page-account-since = { $name }, seit { $date }.
settings-page-address-verified = Adresse: { $address } (bestätigt).
settings-page-address-unverified = Adresse: { $address } (nicht bestätigt).
settings-page-change-address = Adresse ändern
settings-page-new-address = Neue E-Mail-Adresse
settings-page-your-password = Dein Passwort
settings-page-change-address-hint = Ein Link geht an die neue Adresse; sie wird deine, wenn du ihm folgst, und die alte erfährt davon.
settings-page-change-password = Passwort ändern
settings-page-present-password = Aktuelles Passwort
settings-page-change-password-hint = Jede andere Sitzung (andere Browser, Handys) und jedes API-Token des Kontos wird beendet; dieser Browser bleibt angemeldet.
settings-page-change-password-button = Passwort ändern
settings-page-verification-sent = Ein neuer Link ist unterwegs zu deiner Adresse.
settings-page-address-link-sent = Ein Link ist unterwegs zur neuen Adresse: Die Änderung gilt, sobald du ihm folgst.
settings-page-address-changed = Deine Adresse ist geändert.
settings-page-password-changed = Dein Passwort ist geändert; jede andere Sitzung und jedes API-Token des Kontos wurde beendet.
settings-page-data = Deine Daten
settings-page-data-about = Eine JSON-Datei enthält dein Konto, deine Einstellungen, API-Tokens und jede Partie (ihr vollständiges Protokoll und PGN, wo PGN das Spiel beschreiben kann).
settings-page-data-download = Deine Daten herunterladen
settings-page-close = Konto schließen
settings-page-close-about = Deine laufenden Partien werden aufgegeben und deine Turniere verlassen; danach kann sich niemand mehr in das Konto einloggen, seine API-Tokens funktionieren nicht mehr und es wird ihm nichts mehr gemailt. Deine Partien bleiben, dein Name wird als geschlossenes Konto angezeigt; der Name wird an niemanden sonst vergeben. Lade zuerst deine Daten herunter: Das Schließen lässt sich nicht rückgängig machen.
settings-page-close-understood = Ich verstehe: Mein Konto schließen
settings-page-close-button = Mein Konto schließen
settings-page-close-tick = Setze das Häkchen, um zu bestätigen, dass du verstehst, was das Schließen bewirkt.
settings-page-closed = Dein Konto ist geschlossen. Danke fürs Spielen.

## The settings page: how pages look in this browser.

settings-page-look = Wie die Seiten in diesem Browser aussehen
settings-page-colours = Farben
settings-page-colours-system = wie im System eingestellt (hell oder dunkel)
settings-page-colours-light = hell
settings-page-colours-dark = dunkel
settings-page-pieces = Figuren
settings-page-pieces-drawn = die Zeichnungen von ortoo
settings-page-pieces-letters = Buchstaben, wie die Notation sie schreibt
settings-page-sound = Töne
settings-page-sound-none = keine
settings-page-sound-moves = ein Ton bei jedem Zug (ein höherer bei Schach)

## The notices page and the one-click unsubscribe.

notices-page-title = Benachrichtigungen
notices-page-none = Noch keine Benachrichtigungen.
notices-page-new = Neu
unsubscribe-page-title = Abbestellen
unsubscribe-page-heading = Benachrichtigungen per E-Mail
unsubscribe-page-done = Du bekommst keine E-Mails mehr von ortoo. Deine Benachrichtigungen bleiben in der App; in deinen Einstellungen kannst du E-Mails wieder einschalten.
unsubscribe-page-ask = Alle Benachrichtigungen per E-Mail von ortoo abbestellen?
unsubscribe-page-button = Abbestellen
unsubscribe-page-bad-link = Dieser Abbestell-Link ist nicht gültig; ändere deine E-Mail-Einstellungen stattdessen auf der Seite der Einstellungen.

## Logging in and registering.

login-page-log-in = Anmelden
login-page-register = Registrieren
login-page-create-heading = Ein Konto anlegen
login-page-create-button = Konto anlegen
login-page-name = Name
login-page-email = E-Mail (für die Benachrichtigungen, wenn du am Zug bist; wir schicken zuerst einen Link zur Bestätigung)
login-page-password = Passwort
login-page-new-password = Passwort (mindestens 8 Zeichen)
login-page-have-account = Schon ein Konto?
login-page-new-here = Neu hier?
login-page-forgot = Passwort vergessen?
login-page-reset-it = Zurücksetzen
login-page-welcome = Willkommen, { $name }! Wir haben einen Link an { $address } geschickt: Folge ihm, damit deine Züge und Herausforderungen dorthin gemailt werden. Bis dahin spielst du hier.
login-page-logged-out = Abgemeldet.

## The mailed account links: an address verified, a password reset asked for and chosen.

account-page-verify-title = Bestätige deine Adresse
account-page-choose-title = Wähle ein neues Passwort
account-page-verified = { $address } ist bestätigt: Deine Züge, Herausforderungen und Antworten gehen jetzt dorthin.
account-page-verified-already = Deine Adresse { $address } ist bestätigt.
account-page-settings-sends-new = Auf der Seite der Einstellungen kannst du einen neuen anfordern.
account-page-ask-again = Einen neuen anfordern.
account-page-to-lobby = Zur Lobby
account-page-reset-about = Gib den Namen deines Kontos oder seine E-Mail-Adresse an: Ein Link, mit dem du ein neues Passwort wählst, geht an die Adresse des Kontos (wenn sie bestätigt ist). Er funktioniert einmal, innerhalb einer Stunde.
account-page-name-or-address = Name oder E-Mail-Adresse
account-page-mail-link = Link zuschicken
account-page-remembered = Wieder eingefallen?
account-page-reset-by-mail = Du kannst auch von der Adresse deines Kontos an die Spieladresse mailen:
account-page-reset-asked = Wenn es ein Konto mit diesem Namen oder dieser (bestätigten) Adresse gibt, ist ein Link für ein neues Passwort unterwegs zu seiner Adresse. Er funktioniert einmal, innerhalb einer Stunde.
account-page-new-password-for = Ein neues Passwort für { $name }. Wenn du es festlegst, wird das Konto überall abgemeldet und seine API-Tokens enden.
account-page-new-password = Neues Passwort (mindestens 8 Zeichen)
account-page-set-password = Passwort festlegen
account-page-reset-done = Dein Passwort ist geändert, und jede Sitzung und jedes API-Token des Kontos wurde beendet: Melde dich mit dem neuen an.

## The page of a failure: its title by what went wrong, and the way back.

error-page-not-found = Nicht gefunden
error-page-bad-request = Das ließ sich nicht lesen
error-page-forbidden = Nicht erlaubt
error-page-too-many = Zu viele Anfragen
error-page-server = Etwas ist schiefgegangen
error-page-not-done = Das ließ sich nicht ausführen
error-page-other = Fehler { $status }
error-page-reference = Wenn es wieder passiert, nenne uns diese Referenz:
error-page-back = Zurück zur Lobby
error-page-no-such-page = Diese Seite gibt es nicht.
