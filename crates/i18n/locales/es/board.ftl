## Lo que la imagen del tablero dice de sí misma a un lector de pantalla: su etiqueta (el juego y cómo
## está la partida) y el título de cada pieza (de quién es, qué es, dónde está). $piece es el nombre de
## la pieza, $square su casilla (e4), $game el nombre del juego.

board-label = Tablero de { $game }, { $standing }
board-over = la partida ha terminado
board-white-to-move = { $sides ->
    [xiangqi] juega el rojo
    [janggi] juega el azul
    [shogi] juega Sente
   *[chess] juegan las blancas
}
board-black-to-move = { $sides ->
    [xiangqi] juega el negro
    [janggi] juega el rojo
    [shogi] juega Gote
   *[chess] juegan las negras
}
board-white-to-move-in-check = { $sides ->
    [xiangqi] juega el rojo, en jaque
    [janggi] juega el azul, en jaque
    [shogi] juega Sente, en jaque
   *[chess] juegan las blancas, en jaque
}
board-black-to-move-in-check = { $sides ->
    [xiangqi] juega el negro, en jaque
    [janggi] juega el rojo, en jaque
    [shogi] juega Gote, en jaque
   *[chess] juegan las negras, en jaque
}
board-white-piece = { $sides ->
    [xiangqi] { $piece } del rojo en { $square }
    [janggi] { $piece } del azul en { $square }
    [shogi] { $piece } de Sente en { $square }
   *[chess] { $piece } de las blancas en { $square }
}
board-black-piece = { $sides ->
    [xiangqi] { $piece } del negro en { $square }
    [janggi] { $piece } del rojo en { $square }
    [shogi] { $piece } de Gote en { $square }
   *[chess] { $piece } de las negras en { $square }
}
# Una pieza que no es de ningún bando (el pato).
board-neutral-piece = { $piece } en { $square }
# Una pieza de shogi promocionada y la letra que era ($was: B).
board-promoted = { $piece } (promoción de { $was })
# Una pieza real en jaque: $piece es todo el título anterior.
board-in-check = { $piece }, en jaque
# Los espacios de King's Run, por su forma.
board-octagon = { $square } (octógono)
board-square = { $square } (cuadrado)
board-white-named = { $sides ->
    [xiangqi] { $piece } del rojo
    [janggi] { $piece } del azul
    [shogi] { $piece } de Sente
   *[chess] { $piece } de las blancas
}
board-black-named = { $sides ->
    [xiangqi] { $piece } del negro
    [janggi] { $piece } del rojo
    [shogi] { $piece } de Gote
   *[chess] { $piece } de las negras
}
board-neutral-named = { $piece }
