## Un juego definido como datos, con sus reglas escritas a partir de su definición («Las reglas como
## datos» de la página de reglas, y las reglas enteras de un archivo subido por un jugador). Cada
## mensaje es una frase; $piece, $king, $pawn, $cannon y similares son el nombre de una pieza, $pieces
## y $pawns una lista de nombres, $region un data-ranks o un data-squares. Los nombres de las piezas
## cambian de género: las frases los usan sin artículo (con «cada», «su», «cualquier»…).

data-board-heading = El tablero
data-board = { $files } columnas por { $ranks } filas; las blancas mueven primero. La posición inicial, en FEN:
data-pieces-heading = Las piezas
data-pieces-intro = Los diagramas muestran adónde va cada una. Los movimientos de una pieza se escriben en la notación de Betza (W un paso en línea recta, F un paso en diagonal, N el salto del caballo; una letra doble, o R, B y Q, un deslizamiento), tal como los da el archivo; su valor, en centésimas de peón, es lo que estima el motor de ortoo a partir de su alcance.
data-column-piece = Pieza
data-column-letter = Letra
data-column-betza = Betza
data-column-worth = Valor
data-royal = { $piece } (pieza real)
# Donde un juego no tiene pieza real pero una frase la necesita.
data-the-king = rey
data-the-met = met

# Una región: filas enteras por su número ($count filas), si no, sus casillas.
data-ranks =
    { $count ->
        [one] la fila { $ranks }
       *[other] las filas { $ranks }
    }
data-squares = las casillas { $squares }

data-pawns-heading = Peones y promoción
data-double-step = Cada { $pawn } puede avanzar dos casillas desde { $region }.
data-triple-step = Desde { $region } puede avanzar tres.
data-en-passant = Una pieza que, al avanzar, pasa junto a un peón enemigo puede ser capturada al paso, como en el ajedrez.
data-sittuyin-promotion = Una pieza de tipo { $pawns } no promociona por llegar a una casilla. Cuando está en { $region } (en cualquier casilla, si es la última de su bando), puede en cambio, como jugada propia, convertirse en { $pieces } en su misma casilla o en una casilla vacía en la que esa pieza podría capturar desde allí, siempre que desde allí no dé jaque ni ataque ninguna pieza del otro bando.
data-promotion = Cada { $pawns } que llega a { $region } se convierte en { $pieces }.
data-promotion-optional = Cada { $pawns } que llega a { $region } se convierte en { $pieces }, o se queda como está, a elección de su jugador.
data-promotion-limit = Una promoción no puede dar a un bando más piezas de un tipo que estas: { $limits }.
data-limit = { $piece } { $limit }

data-kept-heading = Dónde pueden estar las piezas
data-keeps-to = Cada { $piece } solo puede estar en { $white } si es de las blancas, y en { $black } si es de las negras.
data-soldier = Cada { $piece } solo avanza hacia delante hasta llegar a la fila { $rank } contada desde su bando (al otro lado del río), y desde allí también hacia los lados.
data-flying-general = Las dos piezas reales ({ $king }) nunca pueden quedar frente a frente en una columna o fila sin nada entre ellas: una jugada que las deje así no es legal.

data-special-heading = Reglas especiales
data-cambodian = En su primera jugada, cada { $king } que no esté en jaque puede saltar como un caballo a la fila que tiene delante (un derecho que pierde en cuanto una torre se sitúa en su columna o en su fila); cada { $met } que siga en su casilla inicial puede avanzar dos casillas recto hacia delante, por encima de lo que haya en medio. Ninguna de estas dos primeras jugadas captura.
data-rooks-first-rank = Una torre de la mano solo puede colocarse en la primera fila de su bando.
data-makpong = Cuando su { $king } está en jaque, un jugador no puede mover esa pieza, salvo para capturar la única pieza que da jaque.
data-blast = Cada captura provoca una explosión: se retiran la pieza que captura, la pieza capturada y todas las piezas que no sean peones de las ocho casillas de alrededor, sean del bando que sean (la lista de jugadas nombra las casillas vaciadas).
data-blast-immune = Cualquier { $pieces } resiste las explosiones.
data-blast-kings = Una jugada no puede hacer explotar al propio rey ni dejarlo atacado, salvo que haga explotar al otro rey. Dos reyes que se tocan no pueden capturarse entre sí, así que ninguno está en jaque.
data-mutually-immune = Una pieza del tipo { $pieces } no puede capturar a otra de su mismo tipo.
data-duck = Después de cada jugada, el jugador mueve también el pato (`*`), una pieza que no es de ningún bando, a otra casilla vacía: en notación algebraica completa, como última parte de la jugada (`P e2-e4; duck-e5`); en coordenadas, tras una coma (`e2e4,e4e5`). El pato bloquea todas las piezas y no puede ser capturado.

# Los del janggi: las líneas diagonales de los palacios y cómo se mueven las piezas por ellas.
data-diagonal-lines = Unas líneas diagonales unen estos puntos: { $region } (las diagonales de los palacios). Una pieza situada en uno de esos puntos también puede moverse por ellas hasta otro: { $ways }.
data-way-one-point = { $piece } (un punto)
data-way-forward = { $piece } (un punto hacia delante)
data-way-open-line = { $piece } (hasta donde la línea esté libre)
data-way-hop = { $piece } (saltando por encima de una pieza)
data-janggi-cannon = Cada { $cannon } tiene que saltar por encima de exactamente una pieza para moverse o para capturar; no puede saltar por encima de otro { $cannon } ni capturarlo.
data-pass = Un jugador puede pasar en lugar de mover, salvo que esté en jaque (escribe `pass`; en coordenadas, el punto de su { $king } dos veces, como `e9e9`). Si ambos jugadores pasan uno tras otro, la partida termina.
data-pass-when-stuck = Un jugador que no tiene ninguna otra jugada puede pasar, salvo que esté en jaque (escribe `pass`; en coordenadas, el punto de su { $king } dos veces, como `e9e9`). Si ambos jugadores pasan uno tras otro, la partida termina.
data-bikjang = Cuando las piezas reales de ambos bandos ({ $king }) quedan frente a frente en una columna abierta sin nada entre ellas (bikjang), el jugador al que le toca mover debe separarlas o pasar; en ese caso, un pase termina la partida.
data-points-janggi = Una partida que termina sin mate (ambos jugadores pasan, un bikjang, una repetición o cincuenta jugadas de cada bando sin captura) se decide por puntos: carro 13, cañón 7, caballo 5, elefante y consejero 3, soldado 2, y 1,5 más para el rojo (Han) por mover en segundo lugar (los puntos se muestran junto al tablero). Un jugador que da jaque con todas sus jugadas de una repetición la pierde.
data-points-more-pieces = Una partida que termina sin mate (una repetición, el límite de jugadas) la gana el bando con más piezas en el tablero; con las mismas, es tablas.
data-points-white = Una partida que termina sin mate (una repetición, el límite de jugadas) la ganan las blancas.
data-points-black = Una partida que termina sin mate (una repetición, el límite de jugadas) la ganan las negras.

data-castling-heading = Enroque
data-castling = La pieza real ({ $king }) enroca con cualquier pieza de tipo { $rooks } que no se haya movido: va a la columna { $kingside } en su flanco que da a la columna h, o a la columna { $queenside } en el otro, y esa pieza ({ $rooks }) queda a su lado, por dentro.
data-chess960 = Las piezas de la última fila empiezan barajadas, como en el ajedrez 960.
data-no-castling = No hay enroque.

data-ends-heading = Cómo termina la partida
data-checkmate-wins = El jaque mate gana.
data-checkmated-wins = Gana el jugador que recibe jaque mate.
data-checkmate-draws = El jaque mate es tablas.
data-stalemate-piece-count = Un jugador sin jugadas legales gana si tiene menos piezas que el otro, pierde si tiene más y hace tablas si tiene las mismas.
data-stalemate-loses = Un jugador sin jugadas legales pierde.
data-stalemate-wins = Un jugador sin jugadas legales gana.
data-stalemate-draws = Un jugador sin jugadas legales (ahogado) hace tablas.
# $kept: cuántas puede conservar un jugador y haber perdido igualmente (0: todas perdidas).
data-extinction-loses =
    { $kept ->
        [0] Pierde el jugador que se queda sin { $pieces }.
       *[other] Pierde el jugador al que no le quedan más de { $kept } de sus { $pieces }.
    }
data-extinction-wins =
    { $kept ->
        [0] Gana el jugador que se queda sin { $pieces }.
       *[other] Gana el jugador al que no le quedan más de { $kept } de sus { $pieces }.
    }
data-extinction-draws =
    { $kept ->
        [0] Un jugador que se queda sin { $pieces } hace tablas.
       *[other] Un jugador al que no le quedan más de { $kept } de sus { $pieces } hace tablas.
    }
data-extinction-pieces = piezas
data-flag = Gana quien lleva su { $piece } a { $region }.
data-flag-answered = Gana quien lleva su { $piece } a { $region }, salvo que el otro jugador llegue también en su jugada inmediatamente siguiente (entonces es tablas).
data-flag-any = Gana quien lleva cualquier pieza a { $region }.
data-flag-any-answered = Gana quien lleva cualquier pieza a { $region }, salvo que el otro jugador llegue también en su jugada inmediatamente siguiente (entonces es tablas).
data-check-counting = Gana quien da el número de jaques fijado (los jaques que aún le quedan por dar a cada bando figuran en el FEN, como 3+3).
data-must-capture = Capturar es obligatorio: cuando hay una captura posible, hay que hacer una.
data-no-checks = No se permite dar jaque.
data-repetition = Una posición que se da { $times } veces { $result }.
data-repetition-checks = Una posición que se da { $times } veces { $result }, salvo que un jugador haya dado jaque con todas sus jugadas de la repetición: ese jugador pierde.
data-repetition-draws = es tablas
data-repetition-white-wins = da la victoria a las blancas
data-repetition-white-loses = hace perder a las blancas
data-repetition-mover-wins = da la victoria al jugador al que le toca mover en ese momento
data-repetition-mover-loses = hace perder al jugador al que le toca mover en ese momento
data-chasing = También pierde el jugador que persiguió la misma pieza con todas sus jugadas de la repetición, según las reglas de la Federación Asiática de Xiangqi (si lo hicieron ambos, es tablas): una jugada persigue una pieza a la que ataca por primera vez cuando esa pieza no está protegida, o es más fuerte que su atacante (un carro atacado por un caballo o un cañón; un carro, un cañón o un caballo atacado por un elefante o un consejero); el general y los soldados no persiguen, y no son perseguidos mientras no hayan cruzado el río. Los jaques de un bando a partir del undécimo no cuentan para el límite de jugadas.
data-count-makruk = Cuando ya no queda ningún peón empieza un conteo, que lleva el jugador al que le toca mover en ese momento (y siempre el jugador al que solo le queda el rey), y la partida es tablas si ese jugador no ha recibido mate cuando la cuenta supera su límite: 64 jugadas o, contra un rey solo, el límite que fijan las piezas del otro bando (8 jugadas con dos torres, 16 con una torre, 22 con dos khon, 32 con dos caballos, 44 con un khon y 64 en cualquier otro caso), contado a partir del número de piezas que hay en el tablero. El conteo se muestra junto al tablero, y termina la partida cuando supera su límite.
data-count-cambodian = Cuando a un jugador le quedan tres piezas o menos empieza un conteo, que lleva ese jugador, y la partida es tablas si no ha recibido mate cuando la cuenta supera su límite: 63 jugadas o, contra un rey solo y sin ningún peón, el límite que fijan las piezas del otro bando (7 jugadas con dos torres, 15 con una torre, 21 con dos khon, 31 con dos caballos, 43 con un khon y 63 en cualquier otro caso), contado a partir del número de piezas que hay en el tablero. El conteo se muestra junto al tablero, y termina la partida cuando supera su límite.
data-count-asean = Contra un rey solo y sin ningún peón, el otro bando debe dar mate en 16 jugadas si tiene una torre, en 44 con un khon y en 64 con un caballo, o la partida es tablas. El conteo se muestra junto al tablero, y termina la partida cuando supera su límite.
data-sittuyin-draw = Un jugador al que solo le quedan el rey y un peón, que no está en jaque y cuyas únicas jugadas son las promociones de ese peón, hace tablas (se puede renunciar a una promoción).
data-move-rule = { $moves } jugadas de cada bando sin ninguna captura son tablas.
data-move-rule-pawns = { $moves } jugadas de cada bando sin ninguna captura ni movimiento de peón son tablas.
