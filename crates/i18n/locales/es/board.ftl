## Lo que la imagen del tablero dice de sí misma a un lector de pantalla: su etiqueta (el juego y cómo
## está la partida) y el título de cada pieza (de quién es, qué es, dónde está). $piece es el nombre de
## la pieza, $square su casilla (e4), $game el nombre del juego.

board-label = Tablero de { $game }, { $standing }
board-over = la partida ha terminado
board-white-to-move = juegan las blancas
board-black-to-move = juegan las negras
board-white-to-move-in-check = juegan las blancas, en jaque
board-black-to-move-in-check = juegan las negras, en jaque
board-red-to-move = juega el rojo
board-red-to-move-in-check = juega el rojo, en jaque
board-blue-to-move = juega el azul
board-blue-to-move-in-check = juega el azul, en jaque
board-white-piece = { $piece } de las blancas en { $square }
board-black-piece = { $piece } de las negras en { $square }
# El bando que mueve primero en los juegos que se deciden por puntos (xiangqi, janggi): el rojo.
board-red-piece = { $piece } del rojo en { $square }
board-blue-piece = { $piece } del azul en { $square }
# Una pieza que no es de ningún bando (el pato).
board-neutral-piece = { $piece } en { $square }
# Una pieza de shogi promocionada y la letra que era ($was: B).
board-promoted = { $piece } (promoción de { $was })
# Una pieza real en jaque: $piece es todo el título anterior.
board-in-check = { $piece }, en jaque
# Los espacios de King's Run, por su forma.
board-octagon = { $square } (octógono)
board-square = { $square } (cuadrado)
board-white-named = { $piece } de las blancas
board-black-named = { $piece } de las negras
board-red-named = { $piece } del rojo
board-blue-named = { $piece } del azul
board-neutral-named = { $piece }
