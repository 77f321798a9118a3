## The tournaments' pages: the list with the form to make one, and each tournament's page.

tournament-list-title = Torneos
tournament-none-yet = Todavía no hay torneos.
tournament-column-tournament = Torneo
tournament-column-game = Juego
tournament-column-players = Jugadores
tournament-column-state = Estado
tournament-list-detail = { $kind }, { $clock }, { $rating }
tournament-kind-swiss = suizo
tournament-kind-round-robin = todos contra todos
tournament-rated = puntuable
tournament-casual = amistoso
tournament-clock-none = sin reloj
tournament-clock-days = { $days ->
    [one] { $days } día por jugada
   *[other] { $days } días por jugada
}
tournament-clock-bank = banco de tiempo: { $initial } días, +{ $increment } por jugada, { $cap } como máximo
tournament-status-open = inscripción abierta
tournament-status-round = ronda { $round } de { $rounds }
tournament-status-under-way = en juego
tournament-status-finished = terminado
tournament-status-cancelled = cancelado
tournament-starts = empieza el { $when }

## The form to make a tournament.

tournament-make = Crear un torneo
tournament-game = Juego
tournament-group-hand-written = Programados a mano
tournament-group-defined = Definidos como datos
tournament-group-players = Variantes de jugadores
tournament-variant-by = { $variant } (de { $owner })
tournament-show-options = Mostrar las opciones de este juego
tournament-name = Nombre
tournament-format = Sistema
tournament-swiss-choice = Suizo: cada ronda se empareja al terminar la anterior y se enfrentan jugadores con puntuación parecida
tournament-rounds-label = Rondas
tournament-round-robin-choice = Todos contra todos: cada pareja juega dos veces, una con cada color, todas las partidas a la vez
tournament-rule-options = Opciones de reglas
tournament-option-on = sí
tournament-option-off = no
tournament-days-per-move = Días por jugada
tournament-rating = Puntuación
tournament-rated-choice = Puntuable
tournament-casual-choice = Amistoso
tournament-starts-at = Inicio (UTC): se cierra la inscripción y se empareja la primera ronda
tournament-open = Abrir el torneo
tournament-rounds-not-a-number = El número de rondas debe ser un número entero.
tournament-days-not-a-number = Los días por jugada deben ser un número entero.
tournament-not-a-time = «{ $text }» no es una fecha y hora.
tournament-opened = Tu torneo está abierto: los jugadores pueden inscribirse hasta que empiece.

## A tournament's page.

tournament-summary-swiss = Torneo suizo de { $game } a { $rounds ->
    [one] { $rounds } ronda
   *[other] { $rounds } rondas
}, { $clock }, { $rating }.
tournament-summary-round-robin = Torneo todos contra todos de { $game }, { $clock }, { $rating }.
tournament-rules = Reglas: { $rules }.
tournament-made-by = Creado por { $creator }.
tournament-joining-open = La inscripción está abierta; empieza el { $starts }.
tournament-state-round = Ronda { $round } de { $rounds }.
tournament-state-under-way = En juego.
tournament-state-finished = Terminado.
tournament-state-cancelled = Cancelado.
tournament-join = Inscribirme
tournament-leave = Salir
tournament-start-now = Empezar ya
tournament-withdraw = Retirarme
tournament-withdraw-confirm = ¿Retirarte? Tus partidas sin terminar en este torneo se darán por abandonadas.
tournament-you-withdrew = Te retiraste.
tournament-standings = Clasificación
tournament-column-player = Jugador
tournament-column-points = Puntos
tournament-column-sb = SB
tournament-sonneborn-berger = Sonneborn-Berger: los puntos de los rivales vencidos, más la mitad de los de aquellos con quienes se hicieron tablas
tournament-column-wins = Victorias
tournament-column-played = Jugadas
tournament-withdrew-mark = (retirado)
tournament-round = Ronda { $round }
tournament-games = Partidas
tournament-result-playing = en juego
tournament-bye = descansa (1 punto)
tournament-players = Jugadores ({ $count })
tournament-joined = Ya estás dentro. Tus partidas te llegarán a medida que se empareje cada ronda.
tournament-left = Saliste del torneo.
tournament-withdrawn = Te retiraste: tus partidas sin terminar en él se dan por abandonadas y no se te empareja más.
tournament-started = El torneo ha empezado.
tournament-no-such-page = No existe esa página.
