## What the pages' scripts say: announcements for screen readers as moves arrive, the board's
## keyboard help, the move chooser's labels. A page carries these in its language; a `{ $name }`
## here is filled in by the script.

js-board = tablero
js-keys-to-move = las flechas recorren las casillas, Enter toma una pieza y la coloca, Esc la suelta
js-keys-to-read = las flechas recorren las casillas
js-in-hand = Pieza en mano: { $piece } ({ $count }); tómala para colocarla en el tablero
js-off-board = { $square }: fuera del tablero
js-finish-move-tap = Completa la jugada: toca una casilla con aro en el tablero o elige aquí:
js-finish-move-of-tap = Completa la jugada { $move }: toca una casilla con aro en el tablero o elige aquí:
js-from-hand = { $piece } de la mano: se puede colocar en { $squares }
js-put-back = Pieza devuelta
js-picked-up = Pieza tomada: { $piece } en { $square }. Casillas de destino: { $squares }
js-no-square = ninguna
js-choose-rest = Elige el resto de la jugada: una casilla con aro o un botón bajo el tablero
js-finish-move = Completa la jugada:
js-finish-move-of = Completa la jugada { $move }:
js-promote = promocionar
js-do-not-promote = no promocionar
js-dropped-promoted = colocada promocionada
js-dropped-as-it-is = colocada tal cual
js-cancel = Cancelar
js-white-played = { $sides ->
    [xiangqi] El rojo ha jugado { $move }.
    [janggi] El azul ha jugado { $move }.
    [shogi] Sente ha jugado { $move }.
   *[chess] Las blancas han jugado { $move }.
}
js-black-played = { $sides ->
    [xiangqi] El negro ha jugado { $move }.
    [janggi] El rojo ha jugado { $move }.
    [shogi] Gote ha jugado { $move }.
   *[chess] Las negras han jugado { $move }.
}
js-taken-back = Se han deshecho jugadas.
js-draw-offered = Tu rival ofrece tablas.
js-clock-days = { $days } d { $time }
js-start-game = Empezar la partida
js-open-seek = Abrir la búsqueda
js-send-challenge = Enviar desafío
js-square = { $square }, { $what }
js-empty = vacía
js-enter-drops = { $words }: Enter la coloca aquí
js-enter-moves = { $words }: Enter mueve aquí
js-enter-picks-up = { $words }: Enter la toma
