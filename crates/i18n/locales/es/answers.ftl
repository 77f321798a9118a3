## Lo que se contesta a una respuesta por correo: hecho, o rechazado y por qué. La primera línea de
## la contestación es el asunto de su correo.

answer-not-played-title = No se ha jugado: { $typed }
answer-no-move-title = No se ha jugado: no hay jugada
answer-not-done-title = No se ha ejecutado: { $typed }
answer-no-command-title = No se ha ejecutado: no hay orden
answer-not-played = Tu respuesta «{ $typed }» no se ha jugado.
answer-not-done = Tu respuesta «{ $typed }» no se ha ejecutado.
answer-nothing-changed = No ha cambiado nada.
answer-nothing-found = No hay ninguna jugada ni orden en tu respuesta: escríbela en la primera línea, encima del correo citado.
answer-notice-too-old = { $days ->
    [one] Este aviso tiene más de { $days } día; mejor juega en la web.
   *[other] Este aviso tiene más de { $days } días; mejor juega en la web.
}
answer-not-for-a-move = Este correo no se envió para una jugada: responde con tu jugada a tu último aviso de turno (o a cualquier correo nuestro enviado mientras sea tu turno).
answer-reply-used = Ya se ha hecho una jugada respondiendo a este correo; cada jugada se envía una sola vez.
answer-taken-back-since = Se han deshecho jugadas en esta partida después de enviarse este correo: responde mejor a tu último aviso de turno.
answer-played-title = Jugado: { $move }
answer-played = Tu jugada { $move } (medio movimiento { $ply }) se ha realizado.
answer-played-with-comment = Tu jugada { $move } (medio movimiento { $ply }) se ha realizado, con tu comentario «{ $comment }».
answer-opponent-told = Se ha avisado a tu rival.
answer-game-over-follows = La partida ha terminado; a continuación te llegará un aviso con el resultado.
answer-resigned-title = Has abandonado
answer-resigned = Has abandonado la partida. A continuación te llegará un aviso con el resultado.
answer-drawn-title = La partida termina en tablas
answer-drawn = La partida ha terminado en tablas ({ $reason }). A continuación te llegará un aviso con el resultado.
answer-draw-declined-title = Tablas rechazadas
answer-draw-declined = Has rechazado las tablas ofrecidas; la partida sigue.
answer-draw-offered-title = Tablas ofrecidas
answer-draw-offered = Tu oferta de tablas se ha enviado a tu rival. Sigue en pie hasta que la acepte o la rechace.

## Contestaciones a las respuestas menos habituales: deshacer jugadas, el tablero, las jugadas, las
## condicionales, los mensajes, las notas, el seguimiento, los desafíos
answer-takeback-declined-title = Petición de deshacer rechazada
answer-takeback-declined = Has rechazado deshacer la jugada; la partida sigue como estaba.
answer-takeback-granted-title = Petición de deshacer aceptada
answer-takeback-granted = La jugada se ha deshecho: la partida está en el medio movimiento { $ply } y le toca jugar a tu rival.
answer-takeback-asked-title = Petición de deshacer enviada
answer-takeback-asked = Tu petición de deshacer tu última jugada se ha enviado a tu rival. Sigue en pie hasta que la conteste o hagas una jugada.
answer-taken-back-title = Jugada deshecha
answer-taken-back = El motor ha deshecho tu jugada: la partida está en el medio movimiento { $ply } y te toca jugar.
answer-board-title = El tablero tras el medio movimiento { $ply }
# $side: blancas o negras (side-white, side-black)
answer-board-to-move = El tablero tras el medio movimiento { $ply }. Juegan las { $side }.
answer-board-over = El tablero tras el medio movimiento { $ply }. La partida ha terminado.
answer-log-title = La partida hasta ahora
answer-log-players = { $game }: { $white } ({ $first }) contra { $black } ({ $second })
answer-log-no-moves = Todavía no hay jugadas.
answer-log-result = Resultado: { $result }
answer-log-to-move = Juegan las { $side }.
answer-no-moves-title = Sin jugadas
answer-game-over = La partida ha terminado.
answer-not-your-turn-title = No es tu turno
answer-not-your-turn = No es tu turno: juegan las { $side }.
answer-legal-moves-title = { $count ->
    [one] Tu única jugada legal
   *[other] Tus { $count } jugadas legales
}
answer-legal-moves = { $count ->
    [one] Tu única jugada legal:
   *[other] Tus { $count } jugadas legales:
}
answer-help-title = Lo que puede decir una respuesta
answer-watching-title = Sigues la partida
answer-watching = Ahora sigues esta partida: recibirás cada jugada.
answer-watching-already = Ya sigues esta partida.
answer-not-watching-title = No sigues la partida
answer-unwatched = Ya no sigues esta partida.
answer-not-watched = No seguías esta partida.
answer-forecast-title = Tus condicionales
answer-no-forecast-title = Sin condicionales
answer-no-forecast = No tienes condicionales en esta partida.
answer-forecast-removed-title = Condicionales borradas
answer-forecast-removed = Tus condicionales de esta partida se han borrado.
answer-forecast-kept-title = Condicionales guardadas
answer-forecast = Tus condicionales: cuando tu rival haga una de las jugadas previstas, tu respuesta se juega al instante.
answer-forecast-replace = Responde con nuevas líneas «{ command-if } ... { command-then } ...» para sustituirlas, o «{ command-forecast } { command-clear }» para borrarlas.
answer-message-sent-title = Mensaje enviado
answer-message-sent = Tu mensaje se ha enviado a tu rival:
answer-no-note-title = Sin nota
answer-no-note = No tienes ninguna nota en esta partida. Responde «{ command-note }» seguido de tu texto para guardar una.
answer-note-title = Tu nota
answer-note = Tu nota de esta partida (solo la ves tú):
answer-note-kept-title = Nota guardada
answer-note-kept = Tu nota de esta partida se ha guardado (solo la ves tú):
answer-challenge-accepted-title = Desafío aceptado
# $link: la página de la partida; $side: quién juega primero (side-white, side-black)
answer-challenge-accepted = Has aceptado; la partida ha empezado: { $link }
answer-moves-first = Empiezan las { $side }.
answer-you-move-first = Empiezan las { $side } (tú): a continuación te llegará un aviso de turno.
answer-challenge-declined-title = Desafío rechazado
answer-challenge-declined = Has rechazado el desafío.
answer-challenge-help = Responde a un desafío con «{ command-accept }» o «{ command-decline }» en la primera línea; cuando el juego deja una elección a cada jugador, «{ command-accept } NOMBRE=VALOR» indica la tuya (janggi: «{ command-accept } arrangement=outer»).
answer-challenge-answer = Un desafío se contesta con «{ command-accept }» o «{ command-decline }» en la primera línea.
