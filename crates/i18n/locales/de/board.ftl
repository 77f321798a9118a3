## Was das Brettbild einem Screenreader über sich sagt: seine Beschriftung (das Spiel und wie es steht)
## und den Titel jeder Figur (wem sie gehört, was sie ist, wo sie steht). $piece ist der Name der
## Figur, $square ihr Feld (e4), $game der Name des Spiels.

board-label = Brett ({ $game }), { $standing }
board-over = die Partie ist beendet
board-white-to-move = Weiß am Zug
board-black-to-move = Schwarz am Zug
board-white-to-move-in-check = Weiß am Zug, im Schach
board-black-to-move-in-check = Schwarz am Zug, im Schach
board-red-to-move = Rot am Zug
board-red-to-move-in-check = Rot am Zug, im Schach
board-blue-to-move = Blau am Zug
board-blue-to-move-in-check = Blau am Zug, im Schach
board-white-piece = { $piece } von Weiß auf { $square }
board-black-piece = { $piece } von Schwarz auf { $square }
# Die Seite, die zuerst zieht, in den nach Punkten gewerteten Spielen (Xiangqi, Janggi): Rot.
board-red-piece = { $piece } von Rot auf { $square }
board-blue-piece = { $piece } von Blau auf { $square }
# Eine Figur, die keiner Seite gehört (die Ente).
board-neutral-piece = { $piece } auf { $square }
# Eine umgewandelte Shogi-Figur und der Buchstabe, der sie war ($was: B).
board-promoted = { $piece } (umgewandelt aus { $was })
# Eine königliche Figur im Schach: $piece ist der ganze Titel davor.
board-in-check = { $piece }, im Schach
# Die Felder von King's Run, nach ihrer Form.
board-octagon = { $square } (Achteck)
board-square = { $square } (Quadrat)
board-white-named = { $piece } von Weiß
board-black-named = { $piece } von Schwarz
board-red-named = { $piece } von Rot
board-blue-named = { $piece } von Blau
board-neutral-named = { $piece }
