## Por qué se rechaza una jugada, tal como las reglas se lo explican a quien la escribió. Las casillas
## (e4), las jugadas (P e2-e4), las letras de las piezas (N) y los nombres de los juegos quedan como
## están; las piezas se nombran con los mensajes `piece-` de abajo (o como las llama el archivo del
## juego, si no hay mensaje). Las frases nombran una pieza sin artículo (casi siempre entre
## paréntesis), porque su género cambia.

refusal-choose-one-of = Elige una de estas: { $moves }.
refusal-legal-moves-of-that-piece = Jugadas legales de esa pieza: { $moves }.

## El rechazo entero, tal como lo lee el jugador. $why es uno de los mensajes `why-` de abajo.

refusal-game-over-white-wins = { $sides ->
    [xiangqi] La partida ha terminado: el rojo gana por { $reason }.
    [janggi] La partida ha terminado: el azul gana por { $reason }.
    [shogi] La partida ha terminado: Sente gana por { $reason }.
   *[chess] La partida ha terminado: las blancas ganan por { $reason }.
}
refusal-game-over-black-wins = { $sides ->
    [xiangqi] La partida ha terminado: el negro gana por { $reason }.
    [janggi] La partida ha terminado: el rojo gana por { $reason }.
    [shogi] La partida ha terminado: Gote gana por { $reason }.
   *[chess] La partida ha terminado: las negras ganan por { $reason }.
}
refusal-game-over-draw = La partida ha terminado: tablas por { $reason }.
refusal-syntax-ends = No es una jugada: el texto termina en el carácter { $column }, donde se esperaba { $expected }.
refusal-syntax-found = No es una jugada: en el carácter { $column } se esperaba { $expected }, pero hay «{ $found }».
refusal-syntax-too-long = No es una jugada: se esperaban { $expected }, pero el texto pasa de { $column } caracteres.
refusal-no-san = Ninguna jugada legal se escribe aquí { $san } en notación algebraica estándar.
refusal-san-did-you-mean = { $san } no es legal aquí; ¿quisiste decir { $move }?
refusal-san-ambiguous = { $san } corresponde a más de una jugada: { $moves }.
refusal-off-board = { $square } no es una casilla del tablero de { $game } ({ $board }).
refusal-board-files-ranks = columnas a-{ $file } y filas 1-{ $ranks }, de a1 a { $last }
refusal-board-spaces = { $count } { $count ->
        [one] casilla
       *[other] casillas
    } en un marco de a1 a { $last }
refusal-wrong-label = La pieza de { $square } es { $piece } ({ $label }), no { $typed }.
refusal-some-piece = pieza
refusal-part-does-not-fit = «{ $part }» no forma parte de ninguna jugada legal que empiece por { $move }.
refusal-part-does-not-fit-why = «{ $part }» no forma parte de ninguna jugada legal que empiece por { $move }: { $why }.
refusal-needs-a-choice = A { $move } le falta una elección para ser una sola jugada.
refusal-ambiguous = Ese texto corresponde a más de una jugada legal.
refusal-move-first = Una jugada empieza por la pieza que se mueve, como en «P e2-e4»; «{ $part }» solo puede ir después.
refusal-no-piece = No hay ninguna pieza en { $square }.
refusal-not-your-piece-white = { $sides ->
    [xiangqi] La pieza de { $square } ({ $piece }) es del rojo; juega el negro.
    [janggi] La pieza de { $square } ({ $piece }) es del azul; juega el rojo.
    [shogi] La pieza de { $square } ({ $piece }) es de Sente; juega Gote.
   *[chess] La pieza de { $square } ({ $piece }) es de las blancas; juegan las negras.
}
refusal-not-your-piece-black = { $sides ->
    [xiangqi] La pieza de { $square } ({ $piece }) es del negro; juega el rojo.
    [janggi] La pieza de { $square } ({ $piece }) es del rojo; juega el azul.
    [shogi] La pieza de { $square } ({ $piece }) es de Gote; juega Sente.
   *[chess] La pieza de { $square } ({ $piece }) es de las negras; juegan las blancas.
}
refusal-off-the-board = fuera del tablero
refusal-illegal-move = { $label } { $from }-{ $to } no es una jugada legal.
refusal-illegal-move-why = { $label } { $from }-{ $to } no es una jugada legal: { $why }.
refusal-illegal-move-none-legal = { $label } { $from }-{ $to } no es una jugada legal. La pieza de { $from } ({ $piece }) no tiene ninguna jugada legal.
refusal-illegal-move-why-none-legal = { $label } { $from }-{ $to } no es una jugada legal: { $why }. La pieza de { $from } ({ $piece }) no tiene ninguna jugada legal.
refusal-illegal-drop = { $label }-{ $square } no es una colocación legal.
refusal-illegal-drop-why = { $label }-{ $square } no es una colocación legal: { $why }.
refusal-duck-cannot-go = El pato no puede ir a { $square }: { $why }.
refusal-no-draw-to-claim = En { $game } no hay tablas que reclamar; ofrece tablas en su lugar.
refusal-no-draw-now = Ahora no se pueden reclamar tablas: para reclamarlas hace falta que { $ways }.
refusal-claim-or = { $first }, o que { $second }
refusal-claim-on-own-turn = Las tablas se reclaman en tu propio turno.

## Lo que debía haber donde el texto deja de ser notación ($expected arriba).

expect-at-most = como máximo { $count } { $count ->
        [one] carácter
       *[other] caracteres
    }
expect-move = una jugada como «P e2-e4» o «e2e4»
expect-next-part = «;» antes de la parte siguiente, o el final de la jugada
expect-removal-dash = «-» después de «@» («@-e4» retira la pieza de e4)
expect-removal-square = la casilla de la pieza que se retira, como en «@-e4»
expect-letter-or-square = una letra de pieza o una casilla
expect-drop-square = la casilla después del «-» de una colocación, como en «Q-e8»
expect-from-square = una casilla como e2 después de la letra de la pieza
expect-dash = «-» y una casilla de destino después de { $square }
expect-destination = una casilla de destino
expect-destination-or-off = una casilla de destino (u «off») después de { $square }

## Dos o más casillas en una enumeración («h2 o g2»).

list-or = { $first } o { $second }
list-comma = { $first }, { $second }

## Por qué las reglas rechazan una jugada: lo que sigue a «no es una jugada legal:» ($why arriba), en
## minúscula y sin punto. $king es el nombre de la pieza real del bando.

why-claim-repetition = la misma posición se haya dado { $needed } veces (se ha dado { $count ->
        [one] { $count } vez
       *[other] { $count } veces
    })
why-claim-quiet-moves = cada bando haya hecho { $moves } jugadas sin capturas ni movimientos de peón (van { $plies } { $plies ->
        [one] medio movimiento
       *[other] medios movimientos
    })
why-claim-lone-king-white = a tu rival solo le quede el rey (las blancas aún tienen { $count ->
        [one] { $count } pieza más
       *[other] { $count } piezas más
    })
why-claim-lone-king-black = a tu rival solo le quede el rey (las negras aún tienen { $count ->
        [one] { $count } pieza más
       *[other] { $count } piezas más
    })
why-never-off-board = en este juego las piezas nunca salen del tablero
why-never-off-board-in = en { $game } las piezas nunca salen del tablero
why-same-square = una jugada tiene que ir a otra casilla
why-never-castles-white = las blancas nunca enrocan en { $game }
why-never-castles-black = las negras nunca enrocan en { $game }
why-castled-rights-gone-white-king-side = las blancas ya no pueden enrocar en el flanco de rey: el rey o esa torre ya se han movido
why-castled-rights-gone-white-queen-side = las blancas ya no pueden enrocar en el flanco de dama: el rey o esa torre ya se han movido
why-castled-rights-gone-black-king-side = las negras ya no pueden enrocar en el flanco de rey: el rey o esa torre ya se han movido
why-castled-rights-gone-black-queen-side = las negras ya no pueden enrocar en el flanco de dama: el rey o esa torre ya se han movido
why-castling-between-taken = para enrocar, las casillas entre el rey y la torre tienen que estar vacías, y en { $square } hay una pieza ({ $piece })
why-castling-out-of-check = no puedes enrocar estando en jaque
why-castling-through-attack = el rey no puede pasar por una casilla atacada ni quedar en ella, y { $square } está atacada
why-castling-impossible = aquí no es posible enrocar
why-white-piece = { $sides ->
    [xiangqi] { $piece } del rojo
    [janggi] { $piece } del azul
    [shogi] { $piece } de Sente
   *[chess] { $piece } de las blancas
}
why-black-piece = { $sides ->
    [xiangqi] { $piece } del negro
    [janggi] { $piece } del rojo
    [shogi] { $piece } de Gote
   *[chess] { $piece } de las negras
}
why-no-piece = nada
why-own-piece-there = en { $square } está tu propia pieza ({ $piece })
why-own-piece-any = en { $square } está tu propia pieza
why-game-over = la partida ha terminado
why-game-over-white-wins = { $sides ->
    [xiangqi] la partida ha terminado (el rojo gana por { $reason })
    [janggi] la partida ha terminado (el azul gana por { $reason })
    [shogi] la partida ha terminado (Sente gana por { $reason })
   *[chess] la partida ha terminado (las blancas ganan por { $reason })
}
why-game-over-black-wins = { $sides ->
    [xiangqi] la partida ha terminado (el negro gana por { $reason })
    [janggi] la partida ha terminado (el rojo gana por { $reason })
    [shogi] la partida ha terminado (Gote gana por { $reason })
   *[chess] la partida ha terminado (las negras ganan por { $reason })
}
why-game-over-draw = la partida ha terminado (tablas por { $reason })
why-king-in-check-there = tu { $king } quedaría en jaque en { $square }
why-still-in-check = tu { $king } está en jaque, y esta jugada no lo saca del jaque
why-leaves-king-in-check = mover la pieza de { $square } ({ $piece }) dejaría a tu { $king } en jaque
why-blocked = el camino de { $from } a { $to } está bloqueado
why-blocked-by = el camino de { $from } a { $to } está bloqueado en { $square } ({ $piece })
why-blocked-on = el camino de { $from } a { $to } está bloqueado en { $square }
why-two-squares-from-start = esa pieza ({ $piece }) solo avanza dos casillas desde su fila inicial
why-only-to-capture = esa pieza ({ $piece }) solo se mueve así para capturar, y { $square } está vacía
why-cannot-capture-that-way = esa pieza ({ $piece }) no puede capturar así
why-not-that-way = esa pieza ({ $piece }) no se mueve así
why-not-that-way-or-blocked = la pieza de { $square } ({ $piece }) no se mueve así, o su camino está bloqueado
why-capture-compulsory = capturar es obligatorio, y hay una captura posible
why-royal-would-be-attacked = tu { $king } quedaría atacado
why-check-forbidden = daría jaque, y este juego lo prohíbe
why-royal-attacked-there = tu pieza ({ $piece }) quedaría atacada en { $square }
why-royal-in-check = tu { $king } está en jaque, y esta jugada no lo resuelve
why-leaves-royal-attacked = mover la pieza de { $square } ({ $piece }) dejaría a tu { $king } bajo ataque
why-khan-last-leader = perderías a tu último líder
why-khan-leader-exposed = tu único líder quedaría donde una pieza enemiga puede capturarlo
why-khan-no-exchange = { $piece } y { $other } no intercambian posiciones
why-khan-exchanges-off = en { $square } está tu propia pieza ({ $piece }), y los intercambios están desactivados en esta partida
why-khan-spell-out-of-reach = esa pieza ({ $piece }) no puede capturar, y { $square } está fuera del alcance de su hechizo
why-khan-not-demotable = esa pieza ({ $piece }) no puede ser degradada, así que ningún hechizo puede apuntarle
why-khan-spell-not-on-khan = en esta partida los hechizos no pueden apuntar al kan ni al kan arquero
why-khan-no-mounted-capture = en esta partida esa pieza ({ $piece }) no puede capturar una pieza montada
why-khan-magician-step = esa pieza ({ $piece }) se mueve una casilla en horizontal o en vertical
why-kings-run-winning-move = hay una jugada ganadora: { $moves }
why-kings-run-capture-runner = tienes que capturar a tu corredor de { $squares } con una pieza arenera
why-kings-run-only-runner-king-leaves = solo un rey corredor puede salir del tablero
why-kings-run-leave-from-far-rank = un rey corredor solo sale del tablero desde la última fila
why-koan-step-from-octagon = una pieza avanza un espacio: desde un octógono, recto hasta el octógono siguiente o en diagonal hacia delante a un cuadrado
why-koan-step-from-square = una pieza avanza un espacio: desde un cuadrado, en diagonal hacia delante a un octógono
why-koan-octagonal-captures-on-octagons-not-square = una pieza octogonal solo captura en octógonos, y { $square } es un cuadrado
why-koan-octagonal-captures-on-octagons-not-octagon = una pieza octogonal solo captura en octógonos, y { $square } es un octógono
why-koan-square-captures-on-squares-not-octagon = una pieza cuadrada solo captura en cuadrados, y { $square } es un octógono
why-koan-square-captures-on-squares-not-square = una pieza cuadrada solo captura en cuadrados, y { $square } es un cuadrado
why-cannon-one-screen = esa pieza ({ $piece }) solo captura saltando exactamente una pieza en el camino
why-cannon-jumps-only-to-capture = esa pieza ({ $piece }) solo salta para capturar, y { $square } está vacía
why-first-step-blocked = el primer paso de esa pieza ({ $piece }) hacia { $square } tiene que ser a una casilla vacía, y no lo es
why-diagonal-only-to-capture = esa pieza ({ $piece }) solo se mueve en diagonal para capturar, y { $square } está vacía
why-captures-diagonally = esa pieza ({ $piece }) captura en diagonal, no hacia delante
why-not-on-board = { $square } no está en el tablero
why-duck-there-must-move = el pato está ahí ahora, y tiene que moverse
why-duck-square-taken = ahí hay una pieza ({ $piece }) (el pato va a una casilla que quede vacía tras la jugada)
why-no-drops = en { $game } no se colocan piezas
why-no-such-piece = { $label } no es una pieza de { $game }
why-none-in-hand = no tienes esa pieza ({ $piece }) en la mano
why-square-not-empty = { $square } no está vacía
why-drop-file-taken = ya tienes una pieza así ({ $piece }) en la columna { $file }
why-drop-not-there = en { $game } esa pieza ({ $piece }) no puede colocarse en { $square }
why-drop-first-rank = esa pieza ({ $piece }) no puede colocarse en su primera fila ni donde promocionaría
why-drop-another-first = primero hay que colocar otra pieza de la mano
why-drop-in-check = tu { $king } está en jaque, y esta colocación no lo resuelve
why-drop-gives-check = en { $game } una colocación no puede dar jaque
why-drop-bishops-colours = tus alfiles tienen que estar en casillas de ambos colores
why-drop-leaves-attacked = dejaría a tu { $king } bajo ataque

## Las piezas de los juegos de ortoo, como las llaman los jugadores hispanohablantes: ajedrez,
## xiangqi, janggi, shogi (`piece-in-shogi-`), makruk.

piece-royal-piece = monarca
piece-pawn = peón
piece-knight = caballo
piece-bishop = alfil
piece-rook = torre
piece-queen = dama
piece-king = rey
piece-in-shogi-pawn = peón
piece-in-shogi-knight = caballo
piece-in-shogi-bishop = alfil
piece-in-shogi-rook = torre
piece-in-shogi-king = rey
piece-lance = lanza
piece-silver-general = general de plata
piece-gold-general = general de oro
piece-dragon-king = rey dragón
piece-dragon-horse = caballo dragón
piece-drunk-elephant = elefante borracho
piece-chick = pollito
piece-hen = gallina
piece-giraffe = jirafa
piece-lion = león
piece-elephant = elefante
piece-swallow = golondrina
piece-phoenix = fénix
piece-falcon = halcón
piece-crane = grulla
piece-left-quail = codorniz izquierda
piece-right-quail = codorniz derecha
piece-pheasant = faisán
piece-goose = ganso
piece-eagle = águila
piece-general = general
piece-advisor = consejero
piece-horse = caballo
piece-chariot = carro
piece-cannon = cañón
piece-soldier = soldado
piece-banner = estandarte
piece-khun = khun
piece-met = met
piece-khon = khon
piece-ma = ma
piece-ruea = ruea
piece-bia = bia
piece-ai-wok = ai-wok
piece-neang = neang
piece-koul = koul
piece-seh = seh
piece-touk = touk
piece-trey = trey
piece-min-gyi = min-gyi
piece-sit-ke = sit-ke
piece-sin = sin
piece-myin = myin
piece-yahhta = yahhta
piece-ne = ne
piece-alfil = alfil
piece-fers = fers
piece-ferz = ferz
piece-wazir = visir
piece-man = hombre
piece-courier = correo
piece-schleich = schleich
piece-archbishop = arzobispo
piece-chancellor = canciller
piece-amazon = amazona
piece-centaur = centauro
piece-nightrider = jinete nocturno
piece-camel = camello
piece-zebra = cebra
piece-janus = jano
piece-cardinal = cardenal
piece-marshal = mariscal
piece-marshall = mariscal
piece-minister = ministro
piece-commoner = plebeyo
piece-berolina-pawn = peón berolina
piece-grasshopper = saltamontes
piece-hawk = gavilán
piece-duck = pato
piece-duke = duque
piece-tower = torreón
piece-archer = arquero
piece-lancer = lancero
piece-kheshig = kheshig
piece-yurt = yurta
piece-khan = kan
piece-khatun = khatun
piece-horse-archer = arquero a caballo
piece-scout = explorador
piece-divine-king = rey divino
piece-quetzal = quetzal
piece-jaguar = jaguar
piece-serpent = serpiente
piece-vulture = buitre
piece-canoe = canoa
piece-offering = ofrenda
piece-warrior = guerrero
piece-swordsman = espadachín
piece-assassin = asesino
piece-magician = mago
piece-demoted-magician = mago degradado
piece-power-magician = gran mago
piece-bondsman = siervo
piece-khan-archer = kan arquero
piece-khan-sword = kan espadachín
piece-quickpawn = peón rápido
piece-sandman-quickpawn = peón rápido arenero
piece-sandman-knight = caballo arenero
piece-sandman-bishop = alfil arenero
piece-sandman-rook = torre arenera
piece-sandman-queen = dama arenera
piece-sandman-king = rey arenero
piece-runner-quickpawn = peón rápido corredor
piece-runner-knight = caballo corredor
piece-runner-bishop = alfil corredor
piece-runner-rook = torre corredora
piece-runner-queen = dama corredora
piece-runner-king = rey corredor
piece-war-elephant = elefante de guerra
piece-octagonal-piece = pieza octogonal
piece-square-piece = pieza cuadrada

## Las piezas que el formato de variantes nombra por su tipo (cuando un juego no las nombra).

piece-fers-alfil = fers-alfil
piece-silver = plata
piece-gold = oro
piece-aiwok = aiwok
piece-bers = bers
piece-knibis = knibis
piece-biskni = biskni
piece-kniroo = kniroo
piece-rookni = rookni
piece-shogi-pawn = peón de shogi
piece-shogi-knight = caballo de shogi
piece-clobber = clobber
piece-breakthrough = avance
piece-immobile = pieza inmóvil
piece-janggi-cannon = cañón de janggi
piece-janggi-elephant = elefante de janggi
