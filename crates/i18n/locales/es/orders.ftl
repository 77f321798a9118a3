## Órdenes por correo nuevo (no una respuesta): las órdenes se escriben en inglés, tal como se leen
## ("challenge bob koan"); lo que hacen y las contestaciones van en el idioma del lector.

orders-help-title = Jugar por correo
orders-help-intro = Escribe a esta dirección con una de estas órdenes como asunto:
orders-help-challenge = desafiar a un jugador
orders-help-engine = jugar contra el motor
orders-help-new = un desafío abierto que cualquiera puede aceptar
orders-help-tournaments = los torneos con la inscripción abierta y los que están en juego
orders-help-join = inscribirte en un torneo («withdraw TOURNAMENT-ID» para dejarlo)
orders-help-watch = recibir cada jugada de una partida
orders-help-unwatch = dejar de recibirlas
orders-help-games = tus partidas, y a quién le toca jugar
orders-help-reset = un enlace para elegir una nueva contraseña, enviado a la dirección de tu cuenta
orders-help-help = esta lista
orders-help-games-named = GAME es el nombre o el identificador de un juego (chess, khan, khans-chess, kings-run, koan, shatranj-kamil-x…).
orders-help-settings = Las opciones de reglas se escriben como name=value (exchanges=off). Las partidas entre personas son puntuables salvo que escribas casual; un rango de puntuación limita quién puede aceptar un desafío abierto. Un desafío, una partida nueva o el seguimiento de una partida se cumple cuando respondes a la confirmación que te enviamos, para que nadie pueda actuar en tu nombre falsificando el remitente.

orders-no-command = El correo no traía ninguna orden: escríbela en el asunto.
# $command: watch o unwatch, tal como se escribió
orders-one-game = «{ $command }» lleva una sola partida: su identificador o su enlace.
orders-one-tournament = «{ $command }» lleva un solo torneo: su identificador o su enlace.
orders-challenge-takes = «challenge» lleva el nombre de un jugador (o «engine») y un juego.
orders-not-a-command = «{ $typed }» no es una orden.
orders-which-game = Indica el juego: «challenge bob koan» o «new koan».
orders-not-a-setting = «{ $setting }» no es un ajuste: escribe name=value (days=3).
orders-days = days es un número entero de días por jugada, de 1 a 30, no «{ $given }».
orders-level = level es el nivel del motor, de 1 a 12, no «{ $given }».
orders-rating = rating es un rango de puntuación, como 1400-1800 (o 1400- o -1800), no «{ $given }».
# $games: los identificadores de los juegos, separados por comas
orders-not-a-game = «{ $given }» no es un juego de este servidor; los juegos son { $games }.
orders-not-a-game-id = «{ $given }» no es el identificador de una partida: da el identificador (32 letras y cifras) o el enlace de la partida.
orders-not-a-tournament-id = «{ $given }» no es el identificador de un torneo: da el identificador (32 letras y cifras) o su enlace.

orders-wrong-password = La contraseña de correo no es correcta: no se ha hecho nada.
orders-no-mail-password = No tienes contraseña de correo (se establece en la página de ajustes), así que no se ha hecho nada. Envía la orden sin ella y responde a la confirmación.
orders-guessed-title = Alguien intenta adivinar tu contraseña de correo
orders-guessed = { $count ->
    [one] Tu contraseña de correo se ha dado mal { $count } vez en menos de una hora. Hasta que pase la hora, las órdenes que llevan contraseña se rechazan sin comprobarla y no se contestan.
   *[other] Tu contraseña de correo se ha dado mal { $count } veces en menos de una hora. Hasta que pase la hora, las órdenes que llevan contraseña se rechazan sin comprobarla y no se contestan.
}
orders-guessed-change = Si no has sido tú, alguien intenta adivinarla: cámbiala en la página de ajustes ({ $link }). Las órdenes enviadas sin contraseña y confirmadas con una respuesta siguen funcionando.
orders-confirmation-old = { $days ->
    [one] Esta confirmación tiene más de { $days } día: vuelve a enviar la orden.
   *[other] Esta confirmación tiene más de { $days } días: vuelve a enviar la orden.
}
orders-done-already = Esta orden ya se confirmó y se cumplió; solo se cumple una vez.

orders-reset-title = Restablecer la contraseña
orders-reset = Se ha enviado a la dirección de tu cuenta un enlace para elegir una nueva contraseña.
orders-tournaments-title = Torneos
# $kind: suizo o todos contra todos (tournament-kind-…); $state: orders-tournament-open o -round
orders-tournament = { $name } (torneo { $kind } de { $game }, { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
}, { $state })
# $starts: una fecha y hora en UTC (2031-11-06 09:30)
orders-tournament-open = inscripción abierta, empieza el { $starts }
orders-tournament-round = ronda { $round } de { $rounds }
orders-no-tournaments = No hay ningún torneo con la inscripción abierta ni en juego.
orders-to-join = Para inscribirte en uno, envía «join» y su enlace o su identificador.
orders-joined-title = Inscripción hecha
orders-joined = Ya estás en { $name }. Tus partidas te llegarán por correo a medida que se empareje cada ronda.
orders-left-title = Has salido del torneo
orders-left = Has salido del torneo.
orders-withdrawn-title = Te has retirado
orders-withdrawn = Te has retirado: tus partidas sin terminar en el torneo se dan por abandonadas y no se te empareja más.
orders-watching = Ahora sigues { $link }: recibirás cada jugada.
orders-unwatched = Ya no sigues esa partida.
orders-not-watched = No seguías esa partida.
orders-challenge-sent-title = Desafío enviado
orders-challenge-sent = Tu desafío a { $name } se ha enviado; se le avisa por correo.
orders-seek-sent = Tu desafío abierto está en la sala: { $link }
orders-game-begun-title = Partida empezada
orders-game-begun = Ha empezado tu partida contra el motor: { $link }
orders-games-title-none = Tus partidas
orders-no-games = No tienes partidas en juego.
orders-games-title = Tus partidas: te toca jugar en { $mine } de { $count }
# $title: el título de la partida (Chess #9f3c2a17); $deadline: cuándo vence la jugada (deadline-when) o
# letter-no-deadline
orders-game-your-move = { $title } contra { $opponent }: te toca jugar, medio movimiento { $ply }. Plazo: { $deadline }
orders-game-their-move = { $title } contra { $opponent }: le toca a tu rival, medio movimiento { $ply }. Plazo: { $deadline }

## La confirmación de una orden por correo nuevo
confirm-title = Confirma: { $command }
confirm-came = Esta orden llegó por correo desde tu dirección:
confirm-reply = Responde a este correo (con lo que quieras, o sin nada) para confirmarla: se cumple cuando llegue tu respuesta, una sola vez. Si no la enviaste tú, ignora este correo y no pasará nada.
confirm-good-for = { $days ->
    [one] La confirmación vale durante { $days } día.
   *[other] La confirmación vale durante { $days } días.
}
