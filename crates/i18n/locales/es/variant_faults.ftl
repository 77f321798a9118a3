## The faults found in a player's file of variants (variants.ini), as the upload page and the API
## list them: where each is and what is wrong. What they quote from the file, and the format's own
## words (its keys and values, Betza's letters), stay as the file has them.

fault-at-line = { $place }, línea { $line }
fault-in-variant = { $place }, [{ $variant }]
fault-in-key = { $place }, { $key }
fault-at = { $place }: { $fault }

fault-file-not-taken = El archivo no se aceptó: { $fault }.
fault-file-not-taken-many = El archivo no se aceptó: tiene { $count } errores; el primero: { $first }.

## Reading the file into sections.

fault-section-unclosed = el nombre de una sección se escribe [nombre]: "{ $text }"
fault-variant-name = "{ $name }" no es un nombre de variante (letras, cifras, '-' y '_', hasta 40)
fault-variant-twice = la variante está definida dos veces en este archivo
fault-not-key-value = se esperaba "clave = valor" y se encontró "{ $text }"
fault-key-outside-section = una clave anterior a la primera sección [variante] no pertenece a ninguna variante
fault-line-without-key = una línea sin clave: "{ $text }"
fault-variant-name-link = aquí el nombre de una variante se forma solo con letras, cifras, '-' y '_' (es parte de su enlace)
fault-builtin-name = una variante incorporada ya tiene este nombre; ponle otro a la tuya (puede heredar de ella)
fault-name-offered = ya existe una variante con este nombre; ponle otro a la tuya
fault-no-such-variant = no existe esa variante
fault-not-in-file = esa variante no está en el archivo

## A key's value that is not what the key takes.

fault-not-true-or-false = "{ $value }" no es true ni false
fault-not-whole-number = "{ $value }" no es un número entero
fault-not-result = "{ $value }" no es un resultado (win, loss, draw o none)
fault-result-not-none = este resultado es win, loss o draw
fault-not-board-file = "{ $value }" no es una columna (de la a a la l, o de 1 a 12)
fault-not-rank = "{ $value }" no es una fila (de 1 a { $max })
fault-not-square = "{ $square }" no es una casilla de un tablero de { $files }×{ $ranks }
fault-no-piece-lettered = ninguna pieza de esta variante tiene la letra "{ $letter }"
fault-not-one-piece-letter = "{ $value }" no es la letra de una sola pieza
fault-counting-rule = "{ $value }" no es una regla de conteo: escribe makruk, cambodian, asean o none
fault-chasing-rule = "{ $value }" no es una regla de persecución: escribe axf o none
fault-walling-rule = "{ $value }" no es una regla de muros: escribe duck, arrow, past, edge, static o none
fault-material-counting = "{ $value }" no es una forma de contar el material: escribe janggi, unweighted, whitedrawodds, blackdrawodds o none
fault-promoted-piece-type = "{ $part }" no es la letra de una pieza, dos puntos y la letra de la pieza a la que promociona (o -), como p:g
fault-promotion-limit = "{ $part }" no es letra:cantidad para una pieza de esta variante
fault-piece-name-form = "{ $part }" no nombra ninguna pieza: escribe la letra, dos puntos y el nombre, como k:King
fault-piece-name-letter = "{ $letter }" no es la letra de una pieza: escribe una sola letra antes de los dos puntos, como k:King
fault-piece-name-length = el nombre de "{ $letter }" debe tener de 1 a { $max } caracteres de texto, como k:King

## A variant's parents, its board, its pieces and its keys.

fault-inherits-from-itself = hereda de sí misma a través de [{ $parent }]
fault-parent-unknown = hereda de [{ $parent }], que no es ni una de las variantes de ortoo ni una sección anterior de este archivo
fault-board-too-large = un tablero de { $files }×{ $ranks } supera el máximo que se admite por ahora, 12×10
fault-not-one-letter = "{ $letter }" no es una sola letra
fault-not-a-piece-letter = '{ $letter }' no es una letra que pueda tener una pieza
fault-named-piece-moves = { $key } mueve como indica su nombre; da movimientos propios a un customPiece
fault-custom-piece-form = una pieza propia se da como letra:Betza, por ejemplo a:BN
fault-too-many-kinds = más de { $max } tipos de pieza
fault-betza = notación de Betza "{ $betza }": { $why }
fault-custom-piece-number = las piezas propias van de customPiece1 a customPiece25
fault-not-a-key = no es una clave del formato variants.ini (revisa la ortografía y las mayúsculas)
fault-mobility-region-key = una región de movilidad es mobilityRegionWhite o mobilityRegionBlack seguido de una pieza, como en mobilityRegionWhiteKing
fault-mobility-region-piece = el juego no tiene ninguna pieza { $key } para una región de movilidad (nómbrala como su clave, con mayúscula inicial: { $name })
fault-in-builtin = { $fault } (una clave de las variantes incorporadas de ortoo en las que se basa [{ $variant }], a la que ya no se ajustan las claves propias de [{ $variant }]: pon también esta clave en [{ $variant }])

## Keys of the format that games defined as data cannot have yet.

fault-not-yet-two-boards = los juegos definidos como datos aún no admiten dos tableros (bughouse)
fault-not-yet-enclosing-drops = los juegos definidos como datos aún no admiten colocaciones que encierran (como en el reversi)
fault-not-yet-walls = los juegos definidos como datos aún no admiten muros
fault-not-yet-counting-rules = los juegos definidos como datos aún no admiten reglas de conteo
fault-not-yet-special-mates = los juegos definidos como datos aún no admiten mates especiales
fault-not-yet-repetition-rules = los juegos definidos como datos aún no admiten reglas de repetición
fault-not-yet-connection-games = los juegos definidos como datos aún no admiten juegos de conexión (alinear piezas)
fault-not-yet-castling-wins = los juegos definidos como datos aún no admiten la victoria por enroque
fault-not-yet-several-flag-pieces = los juegos definidos como datos aún no admiten varias piezas que llevar a la meta
fault-not-yet-opposite-castling = los juegos definidos como datos aún no admiten el enroque opuesto
fault-not-yet-double-step-keys = los juegos definidos como datos aún no admiten las claves antiguas del paso doble (usa doubleStepRegionWhite y doubleStepRegionBlack)
fault-not-yet-walling-rule = los juegos definidos como datos aún no admiten la regla de muros "{ $value }" (se lee duck)

## A piece's moves in Betza's notation that cannot be read.

fault-betza-at = { $why } (en el carácter { $at })
fault-betza-atom = '{ $letter }' no es un movimiento de pieza que el servidor conozca por ahora (átomos: W F D N A H C L Z J G K R B Q)
fault-betza-range-zero = un deslizamiento de { $letter }0 no va a ninguna parte: da un alcance de 1 a 9
fault-betza-cannot-ride = { $letter } no puede deslizarse aquí (repetir su salto a lo largo de una línea): solo se deslizan las líneas de W, F y N (WW o R, FF o B, NN, W3); escribe { $letter } solo para su salto único
fault-betza-lame = 'n' (un salto que se puede bloquear) va delante de los saltadores N, A, Z, J o D, no de { $written }: quítala, pues un deslizamiento ya se detiene en la primera pieza de su línea
fault-betza-hopper = '{ $letter }' (un salto por encima de una pieza) va delante de un deslizamiento que llega tan lejos como su línea esté libre (R, B, Q, WW, FF, NN), no de { $written }
fault-betza-unknown = '{ $letter }' no forma parte de la notación de Betza tal como se lee aquí
fault-betza-dangling = los modificadores del final no se aplican a ningún átomo: termina con la letra de una pieza, como en fmW
fault-betza-range-doubled = '{ $digit }' sigue a { $doubled }, que ya se desliza tan lejos como su línea esté libre: escribe { $ranged } para un deslizamiento de { $digit ->
    [one] { $digit } casilla
   *[other] { $digit } casillas
} como máximo, o { $doubled } solo
fault-betza-range-two-digits = un alcance es una sola cifra, de 1 a 9: { $written } da dos; escribe { $ranged }, o { $doubled } para deslizarse tan lejos como la línea esté libre
fault-betza-range-before = el alcance va después de la letra de la pieza, no antes: escribe { $ranged } en lugar de { $written }
fault-betza-range-alone = '{ $digit }' no sigue a ninguna letra de pieza: un alcance va justo después de una, como en { $example }

## A start position (startFen) that cannot be played.

fault-start-over-white-won = la partida ha terminado antes de su primera jugada (las blancas, a las que les toca mover, han ganado: { $by }); empieza desde una posición aún en juego
fault-start-over-white-lost = la partida ha terminado antes de su primera jugada (las blancas, a las que les toca mover, han perdido: { $by }); empieza desde una posición aún en juego
fault-start-over-white-drawn = la partida ha terminado antes de su primera jugada (las blancas, a las que les toca mover, han hecho tablas: { $by }); empieza desde una posición aún en juego
fault-start-over-black-won = la partida ha terminado antes de su primera jugada (las negras, a las que les toca mover, han ganado: { $by }); empieza desde una posición aún en juego
fault-start-over-black-lost = la partida ha terminado antes de su primera jugada (las negras, a las que les toca mover, han perdido: { $by }); empieza desde una posición aún en juego
fault-start-over-black-drawn = la partida ha terminado antes de su primera jugada (las negras, a las que les toca mover, han hecho tablas: { $by }); empieza desde una posición aún en juego
fault-start-by-extinction = las piezas que cuenta el juego han desaparecido
fault-start-by-flag = una pieza está en la región que fija el juego
fault-start-by-checks = ya se han dado los jaques que cuenta el juego
fault-start-by-checkmate = jaque mate
fault-start-by-stalemate = rey ahogado
fault-start-by-pawn-drop-mate = un mate dado con un peón colocado
fault-start-by-counting = el conteo ha superado su límite
fault-start-by-passes = ambos bandos han pasado
fault-start-by-bikjang = los generales han quedado frente a frente
fault-start-white-checkmated = las blancas, que mueven primero, no tienen ninguna jugada legal (mate desde el inicio); empieza desde una posición en la que el bando que mueve pueda mover
fault-start-white-stalemated = las blancas, que mueven primero, no tienen ninguna jugada legal (rey ahogado desde el inicio); empieza desde una posición en la que el bando que mueve pueda mover
fault-start-black-checkmated = las negras, que mueven primero, no tienen ninguna jugada legal (mate desde el inicio); empieza desde una posición en la que el bando que mueve pueda mover
fault-start-black-stalemated = las negras, que mueven primero, no tienen ninguna jugada legal (rey ahogado desde el inicio); empieza desde una posición en la que el bando que mueve pueda mover

fault-fen-empty = el FEN está vacío
fault-fen-hands-unclosed = las piezas en mano "[{ $hands }" no tienen el "]" de cierre
fault-fen-ranks = el tablero tiene { $ranks ->
    [one] { $ranks } fila
   *[other] { $ranks } filas
}, y el FEN da { $given }
fault-fen-hand-piece = '{ $letter }' en la mano no es ninguna pieza de { $game }
fault-fen-side = "{ $value }" no es un bando que mueve (w o b)
fault-fen-gate = '{ $letter }' no es un derecho de enroque ni una columna por la que introducir una pieza
fault-fen-castling-king = derecho de enroque '{ $letter }' sin rey en su fila
fault-fen-castling = '{ $letter }' no es un derecho de enroque
fault-fen-castling-rook = derecho de enroque '{ $letter }' sin torre con la que enrocar
fault-fen-count-limit = "{ $value }" no es el límite de un conteo
fault-fen-en-passant = "{ $value }" no es una casilla de captura al paso de este tablero
fault-fen-en-passant-list = "{ $value }" no es una casilla de captura al paso de este tablero, ni una lista de ellas
fault-fen-check-count = "{ $value }" no es un recuento de jaques como 3+3
fault-fen-halfmoves = "{ $value }" no es un recuento de medios movimientos
fault-fen-move-number = "{ $value }" no es un número de jugada
fault-fen-count-too-long = { $plies ->
    [one] { $plies } medio movimiento es más
   *[other] { $plies } medios movimientos son más
} de lo que un conteo puede haber contado
fault-fen-rank-too-long = la fila { $rank } tiene más de { $files ->
    [one] { $files } casilla
   *[other] { $files } casillas
}
fault-fen-empty-run = la fila { $rank } tiene un tramo vacío de 0 casillas
fault-fen-rank-length = la fila { $rank } tiene { $given ->
    [one] { $given } casilla
   *[other] { $given } casillas
}, no { $files }
fault-fen-piece = '{ $letter }' no es ninguna pieza de { $game }
fault-fen-no-promotion = '+{ $letter }': { $letter } no promociona en { $game }
