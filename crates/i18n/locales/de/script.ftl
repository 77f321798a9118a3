## What the pages' scripts say: announcements for screen readers as moves arrive, the board's
## keyboard help, the move chooser's labels. A page carries these in its language; a `{ $name }`
## here is filled in by the script.

js-board = Brett
js-keys-to-move = Pfeiltasten wechseln das Feld, Enter nimmt eine Figur auf und setzt sie ab, Esc lässt sie los
js-keys-to-read = Pfeiltasten wechseln das Feld
js-in-hand = { $piece } in der Hand ({ $count } Stück): zum Einsetzen aufnehmen
js-off-board = { $square }: vom Brett
js-finish-move-tap = Vervollständige den Zug: tippe auf ein Feld mit Ring auf dem Brett oder wähle hier:
js-finish-move-of-tap = Vervollständige den Zug { $move }: tippe auf ein Feld mit Ring auf dem Brett oder wähle hier:
js-from-hand = { $piece } aus der Hand: kann auf { $squares } eingesetzt werden
js-put-back = Zurückgelegt
js-picked-up = { $piece } auf { $square } aufgenommen: kann auf { $squares } ziehen
js-no-square = kein Feld
js-choose-rest = Wähle den Rest des Zugs: ein Feld mit Ring oder eine Schaltfläche unter dem Brett
js-finish-move = Vervollständige den Zug:
js-finish-move-of = Vervollständige den Zug { $move }:
js-promote = umwandeln
js-do-not-promote = nicht umwandeln
js-dropped-promoted = umgewandelt eingesetzt
js-dropped-as-it-is = unverändert eingesetzt
js-cancel = Abbrechen
js-white-played = { $sides ->
    [xiangqi] Rot zog { $move }.
    [janggi] Blau zog { $move }.
    [shogi] Sente zog { $move }.
   *[chess] Weiß zog { $move }.
}
js-black-played = { $sides ->
    [xiangqi] Schwarz zog { $move }.
    [janggi] Rot zog { $move }.
    [shogi] Gote zog { $move }.
   *[chess] Schwarz zog { $move }.
}
js-taken-back = Züge wurden zurückgenommen.
js-draw-offered = Dein Gegner bietet Remis an.
js-clock-days = { $days } T { $time }
js-start-game = Partie beginnen
js-open-seek = Gesuch veröffentlichen
js-send-challenge = Herausforderung senden
js-square = { $square }, { $what }
js-empty = leer
js-enter-drops = { $words }: Enter setzt sie hier ein
js-enter-moves = { $words }: Enter zieht hierher
js-enter-picks-up = { $words }: Enter nimmt sie auf
