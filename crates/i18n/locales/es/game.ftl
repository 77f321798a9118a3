## The game page: the heading and the players' lines, the status, offers, the move form, the
## moves list, forecasts, the conversation and notes, and the analysis. Game names, players'
## names and moves stay as they are written.

game-title = { $variant }: { $white } contra { $black }
# HTML: $white and $black are each a player's name (a link to their page) and rating.
game-heading = { $sides ->
    [xiangqi] { $variant }: { $white } (rojo) contra { $black } (negro)
    [janggi] { $variant }: { $white } (azul) contra { $black } (rojo)
    [shogi] { $variant }: { $white } (Sente) contra { $black } (Gote)
   *[chess] { $variant }: { $white } (blancas) contra { $black } (negras)
}
game-engine-level = { $name } (nivel { $level })
game-closed-account = { $name } (cuenta cerrada)
game-casual = Partida amistosa.
game-rated = Partida puntuable.
# $changes: each player's name and rating before and after, "alice 1500 → 1662 (+162)".
game-rated-changes = Partida puntuable: { $changes }.
game-rated-unchanged = Partida puntuable, pero terminó antes de que ambos jugadores movieran: ninguna puntuación ha cambiado.
game-tournament-round = { $tournament }, ronda { $round }.

## The result, and the page's own notice that the game went on.

game-over = Partida terminada. { $result }
# $reason: how it ended, from endings.ftl ("resignation").
game-result-white-won = { $sides ->
    [xiangqi] { $name } (rojo) gana por { $reason }.
    [janggi] { $name } (azul) gana por { $reason }.
    [shogi] { $name } (Sente) gana por { $reason }.
   *[chess] { $name } (blancas) gana por { $reason }.
}
game-result-black-won = { $sides ->
    [xiangqi] { $name } (negro) gana por { $reason }.
    [janggi] { $name } (rojo) gana por { $reason }.
    [shogi] { $name } (Gote) gana por { $reason }.
   *[chess] { $name } (negras) gana por { $reason }.
}
game-result-drawn = Tablas por { $reason }.
game-rematch = Revancha
game-moved-on = La partida ha avanzado.
game-show-new-position = Mostrar la nueva posición

## The pieces in hand (crazyhouse, shogi), and the players' lines beside the board.

game-hand-white = { $sides ->
    [xiangqi] En mano del rojo
    [janggi] En mano del azul
    [shogi] En mano de Sente
   *[chess] En mano de las blancas
}
game-hand-black = { $sides ->
    [xiangqi] En mano del negro
    [janggi] En mano del rojo
    [shogi] En mano de Gote
   *[chess] En mano de las negras
}
game-hand-white-label = { $sides ->
    [xiangqi] Mano del rojo
    [janggi] Mano del azul
    [shogi] Mano de Sente
   *[chess] Mano de las blancas
}
game-hand-black-label = { $sides ->
    [xiangqi] Mano del negro
    [janggi] Mano del rojo
    [shogi] Mano de Gote
   *[chess] Mano de las negras
}
game-hand-nothing = nada
game-hand-count = { $count } piezas
game-players = Jugadores
game-side-white = { $sides ->
    [xiangqi] Rojo
    [janggi] Azul
    [shogi] Sente
   *[chess] Blancas
}
game-side-black = { $sides ->
    [xiangqi] Negro
    [janggi] Rojo
    [shogi] Gote
   *[chess] Negras
}
game-taken-white = { $sides ->
    [xiangqi] Capturadas por el rojo
    [janggi] Capturadas por el azul
    [shogi] Capturadas por Sente
   *[chess] Capturadas por las blancas
}
game-taken-black = { $sides ->
    [xiangqi] Capturadas por el negro
    [janggi] Capturadas por el rojo
    [shogi] Capturadas por Gote
   *[chess] Capturadas por las negras
}
game-piece-white = { $sides ->
    [xiangqi] { $piece } del rojo
    [janggi] { $piece } del azul
    [shogi] { $piece } de Sente
   *[chess] { $piece } de las blancas
}
game-piece-black = { $sides ->
    [xiangqi] { $piece } del negro
    [janggi] { $piece } del rojo
    [shogi] { $piece } de Gote
   *[chess] { $piece } de las negras
}
# $ahead: "+3".
game-ahead = ventaja de material de { $ahead } (en peones)
game-clock-per-move = { $days ->
    [one] { $days } día por jugada
   *[other] { $days } días por jugada
}
# $clock: the time in the bank, "6 d 04:00:00".
game-clock-bank = reserva { $clock }
game-deadline = Plazo: { $when }
game-deadline-far = ({ $far })

## The status under the board.

game-your-turn = Tu turno.
game-white-to-move = { $sides ->
    [xiangqi] Juega el rojo.
    [janggi] Juega el azul.
    [shogi] Juega Sente.
   *[chess] Juegan las blancas.
}
game-black-to-move = { $sides ->
    [xiangqi] Juega el negro.
    [janggi] Juega el rojo.
    [shogi] Juega Gote.
   *[chess] Juegan las negras.
}
game-check = ¡Jaque!
game-tally-chips = Fichas
game-tally-checks = Jaques por dar
game-tally-count = Conteo
game-tally-points = Puntos
game-tally-points-note = Una partida que termina sin mate (ambos bandos pasan, bikjang, repetición, cincuenta jugadas) se decide por puntos; el rojo (Han) suma 1,5 más por mover en segundo lugar.
# HTML: keep the <strong> marks around the numbers.
game-tally-sides = { $sides ->
    [xiangqi] { $label }: rojo <strong>{ $white }</strong> · negro <strong>{ $black }</strong>.
    [janggi] { $label }: azul <strong>{ $white }</strong> · rojo <strong>{ $black }</strong>.
    [shogi] { $label }: Sente <strong>{ $white }</strong> · Gote <strong>{ $black }</strong>.
   *[chess] { $label }: blancas <strong>{ $white }</strong> · negras <strong>{ $black }</strong>.
}
game-counting-white = { $label }: las blancas llevan <strong>{ $counted }</strong> de { $limit } jugadas.
game-counting-black = { $label }: las negras llevan <strong>{ $counted }</strong> de { $limit } jugadas.
game-counting-white-note = La partida termina en tablas si el conteo pasa de { $limit } jugadas antes de que las blancas reciban mate.
game-counting-black-note = La partida termina en tablas si el conteo pasa de { $limit } jugadas antes de que las negras reciban mate.
game-showing-ply = Posición tras el medio movimiento { $ply }
game-back-to-game = volver a la partida

## What the opponent asks, and the game's rule options.

game-draw-offered = Tu rival ofrece tablas.
game-accept-draw = Aceptar tablas
game-decline = Rechazar
# $moves: the moves to take back, "Nf3" or "Nf3 and e5".
game-takeback-asked = Tu rival pide deshacer { $moves }.
game-moves-and = { $first } y { $second }
game-accept-takeback = Aceptar deshacer
# $rules: the options in words, as the rules write them.
game-rules-summary = Reglas: { $rules }
game-option-changed = (no es la predeterminada)
game-options-meaning = Qué significan las opciones

## The step that asks before a move made on the board is sent.

# HTML: the page's script writes the move into the <strong> element; keep it whole.
game-confirm = ¿Jugar <strong class="text"></strong>?
game-play-move = Jugar
game-cancel = Cancelar

## The moves list and the buttons that walk through it.

game-moves = Jugadas
game-no-moves = Aún no hay jugadas.
game-start-title = El inicio (Inicio)
game-start = « inicio
game-back-title = Una jugada atrás (←)
game-back = ‹ atrás
game-forward-title = Una jugada adelante (→)
game-forward = adelante ›
game-now-title = La partida ahora (Fin)
game-now = ahora »
game-flip = girar el tablero
# $eval: the engine's evaluation, "-2.10"; $move: a move.
game-judgement-inaccuracy = Imprecisión ({ $eval }).
game-judgement-mistake = Error ({ $eval }).
game-judgement-blunder = Error grave ({ $eval }).
game-judgement-better = Mejor: { $move } ({ $eval }).

## Planning a forecast on the board. A planned line is written step by step: the first
## step, then each reply and each next move of the opponent, each with its own punctuation.

game-plan = Planificando condicionales
game-plan-start = Juega en el tablero la jugada que esperas de tu rival y luego tu respuesta.
game-plan-first = Si juega { $move }
game-plan-reply = { ", " }juegas { $move }
game-plan-then = { ", " }luego, si juega { $move }
game-plan-line = { $line }.
game-plan-next-theirs = El tablero muestra la posición de la línea: ahora juega la jugada de tu rival.
game-plan-next-yours = El tablero muestra la posición de la línea: ahora juega tu jugada.
game-plan-add = Añadir esta línea a mis condicionales
game-plan-undo = Deshacer la última jugada
game-plan-stop = Dejar de planificar
game-plan-next-move = Siguiente jugada de la línea
game-plan-add-move = Añadir
# $reason: the rules' refusal.
game-plan-problem = { $move } no se puede jugar ahí: { $reason }
game-all-legal-moves = Todas las jugadas legales ({ $count })

## The move form.

game-finish-move = Completa la jugada con una de estas:
game-your-move = Tu jugada
# The move field's hint: one move as several notations write it.
game-example-two = { $a } o { $b }
game-example-three = { $a }, { $b } o { $c }
game-example-four = { $a }, { $b }, { $c } o { $d }
game-play = Jugar
game-pass = Pasar
game-comment = Comentario (opcional)
game-ask-first = Preguntar antes de enviar una jugada hecha en el tablero
game-buttons-play = Cada botón juega su jugada al instante.
game-engine-thinking = El motor está pensando; esta página mostrará su jugada cuando la haga.

## The player's actions.

game-draw-offered-by-you = Has ofrecido tablas.
game-offer-draw = Ofrecer tablas
game-takeback-asked-by-you = Has pedido deshacer tu jugada.
game-withdraw-request = Retirar la petición
game-take-back = Deshacer mi jugada
game-ask-take-back = Pedir deshacer mi jugada
# $reason: the rule that allows the claim, from endings.ftl.
game-claim-draw = Reclamar tablas ({ $reason })
game-hint = Pista
game-resign-confirm = ¿Abandonar esta partida?
game-resign = Abandonar
game-download = Descargar:
game-text-log = registro en texto
game-rules = Reglas

## Watching a game.

game-stop-watching = Dejar de seguir
game-watching = Recibes cada jugada de esta partida.
game-watch = Seguir esta partida
game-watch-hint = Recibe cada jugada, por correo, según tu configuración.

## The forecast. The words "if" and "then" of a forecast's lines stay in English: the server
## reads them.

game-forecast = Tus condicionales
game-forecast-about = Mientras le toca a tu rival, dile al servidor tus respuestas: cuando juegue una jugada de tus condicionales, tu respuesta se jugará al instante. Solo tú las ves.
game-no-forecast = No hay condicionales.
game-forecast-plan = Planificar una línea en el tablero
game-forecast-edit = Editar como texto
game-forecast-lines = Tus líneas de juego, una por renglón: if JUGADA-RIVAL then TU-JUGADA, then if … then … (if y then se escriben en inglés)
game-forecast-keep = Guardar estas condicionales
game-forecast-remove = Borrar mis condicionales

## The conversation and the player's notes.

game-conversation = Conversación
game-no-messages = Aún no hay mensajes. Solo los dos jugadores ven esta conversación.
game-message = Mensaje
game-message-placeholder = Un mensaje para tu rival
game-send = Enviar
game-notes = Tus notas
game-notes-private = Solo tú las ves.
game-notes-keep = Guardar mis notas

## The position in words, for a screen reader, and as a drawing in text.

game-pieces = Piezas, casilla por casilla
game-pieces-none = ninguna
game-text-board = Tablero en texto
game-text-board-note = (un dibujo para copiar; la lista de piezas de arriba describe la misma posición)

## The engine's analysis of a finished game.

game-analysis = Análisis
game-analysis-legend = { $sides ->
    [xiangqi] La parte clara es la parte del rojo en las probabilidades de ganar. Un punto marca una jugada que perdió terreno: rojo un error grave, naranja un error, amarillo una imprecisión; un punto o una jugada llevan a su posición.
    [janggi] La parte clara es la parte del azul en las probabilidades de ganar. Un punto marca una jugada que perdió terreno: rojo un error grave, naranja un error, amarillo una imprecisión; un punto o una jugada llevan a su posición.
    [shogi] La parte clara es la parte de Sente en las probabilidades de ganar. Un punto marca una jugada que perdió terreno: rojo un error grave, naranja un error, amarillo una imprecisión; un punto o una jugada llevan a su posición.
   *[chess] La parte clara es la parte de las blancas en las probabilidades de ganar. Un punto marca una jugada que perdió terreno: rojo un error grave, naranja un error, amarillo una imprecisión; un punto o una jugada llevan a su posición.
}
game-analysis-pending = La parte gris aún no está analizada.
game-analyse-again = Analizar de nuevo
game-no-analysis = Esta partida aún no tiene análisis.
game-ask-analysis = Pedir al motor que la analice
game-analysis-done = { $sides ->
    [xiangqi] El análisis de la partida por el motor: las probabilidades de ganar del rojo tras cada jugada, y las jugadas que perdieron terreno.
    [janggi] El análisis de la partida por el motor: las probabilidades de ganar del azul tras cada jugada, y las jugadas que perdieron terreno.
    [shogi] El análisis de la partida por el motor: las probabilidades de ganar de Sente tras cada jugada, y las jugadas que perdieron terreno.
   *[chess] El análisis de la partida por el motor: las probabilidades de ganar de las blancas tras cada jugada, y las jugadas que perdieron terreno.
}
# $error: what went wrong, as the engine said it.
game-analysis-failed = El análisis ha fallado ({ $error }). Puedes pedirlo de nuevo.
game-analysis-no-reason = no se guardó el motivo
game-analysis-queued = El motor analizará esta partida cuando no tenga jugadas pendientes; esta página lo muestra a medida que avanza.
game-analysis-progress = El motor está analizando esta partida: { $done } de { $total } posiciones hasta ahora; esta página muestra más a medida que avanza.
# A player's tally: $inaccuracies, $mistakes and $blunders are the counts below.
game-analysis-tally = { $name }: { $inaccuracies } · { $mistakes } · { $blunders } · pérdida media de { $loss } centipeones por jugada
game-analysis-tally-so-far = { $name }, hasta ahora: { $inaccuracies } · { $mistakes } · { $blunders } · pérdida media de { $loss } centipeones por jugada
game-inaccuracies = { $count ->
    [one] { $count } imprecisión
   *[other] { $count } imprecisiones
}
game-mistakes = { $count ->
    [one] { $count } error
   *[other] { $count } errores
}
game-blunders = { $count ->
    [one] { $count } error grave
   *[other] { $count } errores graves
}
game-graph-label = { $sides ->
    [xiangqi] Las probabilidades de ganar del rojo a lo largo de la partida, según el motor
    [janggi] Las probabilidades de ganar del azul a lo largo de la partida, según el motor
    [shogi] Las probabilidades de ganar de Sente a lo largo de la partida, según el motor
   *[chess] Las probabilidades de ganar de las blancas a lo largo de la partida, según el motor
}
game-graph-pending = aún no analizado
# A dot's tooltip: $move is the move with its mark, "1… P a7-a6??".
game-graph-dot = { $move } ({ $eval })
game-graph-dot-better = { $move } ({ $eval }); mejor { $better } ({ $better-eval })

## What the chooser says a choice leads to. $reason: how the game would end, from endings.ftl.

game-foresight-wins = gana la partida ({ $reason })
game-foresight-loses = pierde la partida ({ $reason })
game-foresight-draws = hace tablas ({ $reason })
game-foresight-opponent-wins = deja ganar a tu rival de inmediato ({ $reason })
game-foresight-lost-next = pierde en tu próximo turno, juegue lo que juegue tu rival ({ $reason })

## Notices after an action on the game.

game-takeback-declined-notice = Tu rival ha rechazado deshacer tu jugada: la partida sigue como estaba.
game-no-such-ply = No hay una jugada número «{ $ply }» en esta partida; esta es la posición actual.
game-not-your-turn = Tu jugada { $move } no se ha jugado: ahora no es tu turno en esta partida.
game-changed-meanwhile = Tu jugada { $move } no se ha jugado: la partida ha cambiado mientras tanto. Sigue en el campo.
game-resigned = Has abandonado.
game-unwatched = Ya no sigues esta partida.
game-watched = Sigues esta partida: recibirás cada jugada según tu configuración de notificaciones.
game-chat-limit = Has enviado { $count ->
    [one] { $count } mensaje
   *[other] { $count } mensajes
} en el último minuto; espera { $seconds } s antes del siguiente.
game-note-removed = Tu nota se ha borrado.
game-note-kept = Tu nota se ha guardado.
game-plan-pairs = Una línea planificada son pares de jugadas: la de tu rival y luego tu respuesta.
game-forecast-gone = Tus condicionales se han borrado.
game-forecast-line-added = La línea está en tus condicionales ({ $count ->
    [one] { $count } línea
   *[other] { $count } líneas
} en total).
game-forecast-kept = Condicionales guardadas: { $count ->
    [one] { $count } línea
   *[other] { $count } líneas
}.
game-takeback-requested = Se ha pedido a tu rival que te deje deshacer tu jugada.
game-takeback-done = Tu jugada se ha deshecho: vuelve a ser tu turno.
game-takeback-accepted = La jugada se ha deshecho.
game-takeback-declined = Has rechazado deshacer la jugada; la partida sigue como estaba.
game-takeback-withdrawn = Has retirado tu petición de deshacer tu jugada.
# The engine's judgement of the move it suggests.
game-hint-win = ve una victoria forzada en { $moves }
game-hint-loss = ve una derrota forzada en { $moves }
# $score: "+0.40".
game-hint-score = { $score } a tu favor
game-hint-notice = El motor sugiere { $move } ({ $judged }); está en el campo de jugada.
game-rematch-players-only = Solo los jugadores de la partida pueden pedir la revancha.
game-rematch-too-soon = La partida aún se está jugando: la revancha llega cuando termine.
game-rematch-offered = Revancha ofrecida: tu rival la encontrará en su sala.
