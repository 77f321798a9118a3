## Cómo terminó una partida, en pocas palabras: lo que sigue a «ganan por» o «tablas por» (y va
## entre paréntesis tras «Has ganado»). Uno por cada forma en que las reglas pueden terminar una partida.

ending-checkmate = jaque mate
ending-campmate = rey en el campo rival
ending-stalemate = rey ahogado
ending-repetition = repetición
ending-fifty-moves = la regla de los cincuenta movimientos
ending-move-limit = el límite de jugadas
ending-insufficient-material = material insuficiente
ending-resignation = abandono
ending-timeout = tiempo
ending-agreement = mutuo acuerdo
ending-no-leader = falta de líder
ending-escape = huida
ending-bare-kings = rey desnudo
ending-king-captured = captura del rey
ending-far-row = llegada a la última fila
ending-no-moves = falta de jugadas
ending-claim = reclamación
ending-extinction = extinción
ending-goal = llegada a la meta
ending-checks = jaques
ending-pawn-drop-mate = mate con peón lanzado
ending-perpetual-check = jaque perpetuo
ending-perpetual-chase = persecución perpetua
ending-counting = conteo
ending-blast = explosión
ending-passes = pases
ending-bikjang = bikjang
ending-points = puntos
ending-unknown = fin de la partida

## Los dos bandos, tal como los nombra una frase.

side-white = { $sides ->
    [xiangqi] rojas
    [janggi] azules
    [shogi] piezas de Sente
   *[chess] blancas
}
side-black = { $sides ->
    [xiangqi] negras
    [janggi] rojas
    [shogi] piezas de Gote
   *[chess] negras
}

## Un resultado tal como lo dice una línea («Las blancas ganan por jaque mate»).

outcome-white-wins = { $sides ->
    [xiangqi] El rojo gana por { $reason }
    [janggi] El azul gana por { $reason }
    [shogi] Sente gana por { $reason }
   *[chess] Las blancas ganan por { $reason }
}
outcome-black-wins = { $sides ->
    [xiangqi] El negro gana por { $reason }
    [janggi] El rojo gana por { $reason }
    [shogi] Gote gana por { $reason }
   *[chess] Las negras ganan por { $reason }
}
outcome-draw = Tablas por { $reason }
