## Die Befehle, die eine Antwort per Mail geben kann, je ein Wort (die erste Zeile der Antwort).
## Eine Antwort wird in der Sprache ihres Schreibers und auf Englisch verstanden: jede Sprache hat
## ihre eigenen Wörter, gern auch das englische, wo ihre Spieler es benutzen. Kein Befehl darf
## wie ein Zug aussehen.

command-draw = remis
command-decline = ablehnen
command-takeback = zurücknahme
command-claim = reklamieren
command-resign = aufgeben
command-board = brett
command-log = partie
command-moves = züge
command-say = nachricht
command-note = notizen
command-forecast = bedingt
command-clear = löschen
command-if = wenn
command-then = dann
command-help = hilfe
command-watch = beobachten
command-unwatch = abbestellen
command-accept = annehmen
