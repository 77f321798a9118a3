## Was das Brettbild einem Screenreader über sich sagt: seine Beschriftung (das Spiel und wie es steht)
## und den Titel jeder Figur (wem sie gehört, was sie ist, wo sie steht). $piece ist der Name der
## Figur, $square ihr Feld (e4), $game der Name des Spiels.

board-label = Brett ({ $game }), { $standing }
board-over = die Partie ist beendet
board-white-to-move = { $sides ->
    [xiangqi] Rot am Zug
    [janggi] Blau am Zug
    [shogi] Sente am Zug
   *[chess] Weiß am Zug
}
board-black-to-move = { $sides ->
    [xiangqi] Schwarz am Zug
    [janggi] Rot am Zug
    [shogi] Gote am Zug
   *[chess] Schwarz am Zug
}
board-white-to-move-in-check = { $sides ->
    [xiangqi] Rot am Zug, im Schach
    [janggi] Blau am Zug, im Schach
    [shogi] Sente am Zug, im Schach
   *[chess] Weiß am Zug, im Schach
}
board-black-to-move-in-check = { $sides ->
    [xiangqi] Schwarz am Zug, im Schach
    [janggi] Rot am Zug, im Schach
    [shogi] Gote am Zug, im Schach
   *[chess] Schwarz am Zug, im Schach
}
board-white-piece = { $sides ->
    [xiangqi] { $piece } von Rot auf { $square }
    [janggi] { $piece } von Blau auf { $square }
    [shogi] { $piece } von Sente auf { $square }
   *[chess] { $piece } von Weiß auf { $square }
}
board-black-piece = { $sides ->
    [xiangqi] { $piece } von Schwarz auf { $square }
    [janggi] { $piece } von Rot auf { $square }
    [shogi] { $piece } von Gote auf { $square }
   *[chess] { $piece } von Schwarz auf { $square }
}
# Eine Figur, die keiner Seite gehört (die Ente).
board-neutral-piece = { $piece } auf { $square }
# Eine umgewandelte Shogi-Figur und der Buchstabe, der sie war ($was: B).
board-promoted = { $piece } (umgewandelt aus { $was })
# Eine königliche Figur im Schach: $piece ist der ganze Titel davor.
board-in-check = { $piece }, im Schach
# Die Felder von King's Run, nach ihrer Form.
board-octagon = { $square } (Achteck)
board-square = { $square } (Quadrat)
board-white-named = { $sides ->
    [xiangqi] { $piece } von Rot
    [janggi] { $piece } von Blau
    [shogi] { $piece } von Sente
   *[chess] { $piece } von Weiß
}
board-black-named = { $sides ->
    [xiangqi] { $piece } von Schwarz
    [janggi] { $piece } von Rot
    [shogi] { $piece } von Gote
   *[chess] { $piece } von Schwarz
}
board-neutral-named = { $piece }
