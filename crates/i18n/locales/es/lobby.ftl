## La sala: las partidas del jugador, los desafíos y las búsquedas abiertas, y la lista de juegos.

lobby-title = Sala
lobby-your-games = Tus partidas
lobby-no-game-waits = Ninguna partida espera tu jugada.
lobby-accept-or-start = Acepta un desafío de abajo o empieza tú una partida:
lobby-start-a-game = Empezar una partida
lobby-your-turn = Tu turno ({ $count })
lobby-their-turn = Turno del rival ({ $count })
lobby-welcome = Partidas por correspondencia de variantes de ajedrez
lobby-intro = Juega al Khan's Chess, al ajedrez y a mucho más, jugada a jugada, en la web, por la API o por correo.
lobby-create-account = Crear una cuenta
lobby-log-in-to-play = Iniciar sesión para jugar
lobby-challenges = Desafíos y búsquedas abiertas
lobby-none-open = Ahora mismo no hay ninguno abierto.
lobby-col-game = Juego
lobby-col-from = De
lobby-col-to = Para
lobby-col-challenger-plays = El retador juega con
lobby-col-clock = Ritmo
lobby-col-rated = Tipo
lobby-col-answer = Respuesta
# Bajo el nombre del retador, en una pantalla estrecha.
lobby-plays-white = { $sides ->
    [xiangqi] juega con el rojo
    [janggi] juega con el azul
    [shogi] juega como Sente
   *[chess] juega con blancas
}
lobby-plays-black = { $sides ->
    [xiangqi] juega con el negro
    [janggi] juega con el rojo
    [shogi] juega como Gote
   *[chess] juega con negras
}
lobby-plays-random = color sorteado
# La columna «El retador juega con».
lobby-color-white = { $sides ->
    [xiangqi] el rojo
    [janggi] el azul
    [shogi] Sente
   *[chess] blancas
}
lobby-color-black = { $sides ->
    [xiangqi] el negro
    [janggi] el rojo
    [shogi] Gote
   *[chess] negras
}
lobby-color-random = color sorteado
# Una búsqueda abierta, en la columna «Para».
lobby-anyone = cualquiera
lobby-anyone-rated = cualquiera con puntuación { $min }–{ $max }
lobby-no-clock = sin reloj
lobby-clock-days = { $days ->
    [one] { $days } día por jugada
   *[other] { $days } días por jugada
}
lobby-clock-bank = banco de tiempo: { $initial ->
    [one] { $initial } día
   *[other] { $initial } días
}, +{ $increment } por jugada, como máximo { $cap }
lobby-rated = puntuable
lobby-casual = amistosa
lobby-withdraw = Retirar
lobby-accept = Aceptar
lobby-decline = Rechazar
# $choice es la palabra del juego para lo que cada jugador elige (arrangement en el janggi), en inglés.
lobby-own-choice = Tu elección ({ $choice }) si aceptas:
lobby-choice-as-challenged = la del desafío
lobby-finished = Terminadas
lobby-games = Juegos
lobby-defined = Variantes de ajedrez definidas como datos
lobby-defined-hint = Cada una escrita en el formato variants.ini que usa la comunidad de variantes; todas se juegan, se comprueban y puntúan como los juegos de arriba.
lobby-players-variants = Variantes de los jugadores
lobby-uploaded-by-players = Subidas por los jugadores.
lobby-upload-your-own = Sube la tuya
lobby-none-yet = Todavía ninguna.
lobby-by-owner = de { $owner }

## Una lista de partidas (la de la sala y la de la página de un jugador).

lobby-col-white = Blancas
lobby-col-black = Negras
lobby-col-ply = Medio mov.
lobby-col-state = Estado
lobby-col-result = Resultado
lobby-row-your-turn = Tu turno
lobby-white-to-move = { $sides ->
    [xiangqi] Juega el rojo
    [janggi] Juega el azul
    [shogi] Juega Sente
   *[chess] Juegan blancas
}
lobby-black-to-move = { $sides ->
    [xiangqi] Juega el negro
    [janggi] Juega el rojo
    [shogi] Juega Gote
   *[chess] Juegan negras
}

## La página de un jugador.

player-not-found = No hay ningún jugador llamado «{ $name }».
player-closed = Esta cuenta está cerrada. Sus partidas siguen aquí.
player-since = Juega en ortoo desde { $date }.
player-record = Partidas terminadas — victorias: { $won }, tablas: { $drawn }, derrotas: { $lost }.
player-ratings = Puntuaciones
player-no-rated-games = Todavía no hay partidas puntuables.
player-col-game = Juego
player-col-rating = Puntuación
player-col-rated-games = Partidas puntuables
player-rated-record = { $games }: victorias: { $won }, tablas: { $drawn }, derrotas: { $lost }
player-ratings-hint = Las puntuaciones son Glicko-2, una por juego. Un signo de interrogación (1500?) indica que la puntuación aún es provisional: muy pocas partidas puntuables, o ninguna desde hace mucho.
# Un punto de la gráfica de puntuación: el día de una partida puntuable y el rival.
player-graph-point = { $date } contra { $opponent }
player-graph-label = { $count ->
    [one] Puntuación de { $game } en { $count } partida puntuable, de { $from } a { $to }
   *[other] Puntuación de { $game } en { $count } partidas puntuables, de { $from } a { $to }
}
player-graph-dot = { $rating } tras { $game }
player-playing-now = En juego ({ $count })
player-no-games-in-play = Ninguna partida en juego.
player-finished = Terminadas ({ $count })
player-no-finished-games = Todavía no hay partidas terminadas.

## Las clasificaciones.

leaderboard-title = Clasificaciones
leaderboard-of-game = Clasificación de { $game }
leaderboard-no-such-game = Aquí no hay ningún juego llamado «{ $game }».
leaderboard-hint = Cada juego tiene su propia puntuación. Una puntuación aparece en la lista cuando se ha asentado: tras unas pocas partidas puntuables y mientras su jugador siga jugando.
leaderboard-one-hint = Puntuaciones Glicko-2 asentadas, de mejor a peor.
leaderboard-all-games = Todos los juegos
leaderboard-rules = Reglas
leaderboard-none-established = Todavía no hay puntuaciones asentadas de { $game }.
leaderboard-col-place = #
leaderboard-col-player = Jugador
leaderboard-col-rating = Puntuación
leaderboard-col-games = Partidas
leaderboard-provisional = { $count ->
    [one] { $count } jugador más tiene una puntuación provisional (aún busca su nivel y se muestra con un «?»); aparecerá aquí tras unas pocas partidas puntuables más.
   *[other] { $count } jugadores más tienen puntuaciones provisionales (aún buscan su nivel y se muestran con un «?»); aparecerán aquí tras unas pocas partidas puntuables más.
}
