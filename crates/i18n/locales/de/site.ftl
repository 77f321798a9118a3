## Der Rahmen jeder Seite: Kopfzeile, Menü, Fußzeile und die Wahl der Sprache.

skip-to-content = Zum Inhalt springen
header-your-turn = Du bist am Zug
header-your-turn-title = { $count ->
    [one] { $count } Partie wartet auf deinen Zug
   *[other] { $count } Partien warten auf deinen Zug
}
header-challenges = Herausforderungen
header-challenges-title = { $count ->
    [one] { $count } Herausforderung wartet auf deine Antwort
   *[other] { $count } Herausforderungen warten auf deine Antwort
}
header-notices = Benachrichtigungen
menu = Menü
nav-site = Website
nav-lobby = Lobby
nav-new-game = Neue Partie
nav-rules = Regeln
nav-tournaments = Turniere
nav-leaderboards = Bestenlisten
account-notices = Benachrichtigungen
account-settings = Einstellungen
account-log-out = Abmelden
account-log-in = Anmelden
account-register = Registrieren

footer-languages = Sprachen
footer-about = ortoo: Fernschach und seine Varianten, Zug um Zug gespielt – auf der Website, per Mail oder über die API.

## Die Wahl der Sprache in den Einstellungen.

settings-language = Sprache
settings-language-browser = Sprache des Browsers ({ $language })
settings-language-hint = Die Seiten, deine Mails und die Meldungen der API sind in dieser Sprache. In einer Antwort per Mail kannst du die Befehle in dieser Sprache oder auf Englisch schreiben.

## Fehler, mit denen die API und die Seiten antworten (der `code` daneben ändert sich nie).

error-too-many-requests = { $seconds ->
    [one] Zu viele Anfragen; versuch es in { $seconds } Sekunde noch einmal.
   *[other] Zu viele Anfragen; versuch es in { $seconds } Sekunden noch einmal.
}
error-internal = Auf dem Server ist etwas schiefgegangen; es wurde nichts geändert.
