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
