## Avisos: lo que se le dice a un jugador, en la lista de avisos y por correo. El título de un
## aviso no nombra la partida: la lista la escribe delante y el asunto de un correo empieza por ella.

notice-in-game = { $game }: { $title }
notice-turn = Te toca jugar contra { $opponent } (medio movimiento { $ply })
notice-turn-again = Vuelve a ser tu turno contra { $opponent } (medio movimiento { $ply })
notice-played = { $opponent } ha jugado (medio movimiento { $ply }): { $move }
notice-effect = Efecto: { $effect }
notice-comment = Comentario: { $comment }
notice-begun = Ha empezado tu partida de { $game } contra { $opponent }.
notice-tournament = Torneo: { $tournament }, ronda { $round }.
notice-reminder = Recordatorio: tu jugada contra { $opponent } vence { $due }
notice-reminder-detail = Se acaba el plazo de tu jugada en { $game } contra { $opponent }.
notice-game-over = Fin de la partida contra { $opponent }: { $verdict }
notice-won = Has ganado ({ $reason }).
notice-lost = Has perdido ({ $reason }).
notice-drawn = La partida ha terminado en tablas ({ $reason }).
notice-ended = La partida ha terminado.
notice-wrote = { $name } ha escrito: { $text }
notice-draw-offer = { $opponent } ofrece tablas
notice-draw-offer-detail = { $opponent } te ofrece tablas en tu partida de { $game } (tras el medio movimiento { $ply }).
notice-takeback-offer = { $opponent } pide deshacer una jugada
notice-takeback-one = { $opponent } pide deshacer su jugada { $move } (medio movimiento { $ply }) en tu partida de { $game }.
notice-takeback-more = { $opponent } pide deshacer su jugada { $move } (medio movimiento { $ply }) y las siguientes ({ $rest }) en tu partida de { $game }.
notice-takeback-last = { $opponent } pide deshacer su última jugada en tu partida de { $game }.
notice-takeback-declined = { $opponent } no acepta deshacer tu jugada
notice-takeback-declined-detail = { $opponent } ha rechazado deshacer tu jugada; la partida sigue como estaba.
notice-taken-back = { $opponent } ha aceptado deshacer { $moves }. Vuelve a ser tu turno.
notice-challenge = { $challenger } te desafía a una partida de { $game }
notice-challenge-rated = { $challenger } te desafía a una partida puntuable de { $game } ({ $clock }; { $challenger } juega con { $color }).
notice-challenge-casual = { $challenger } te desafía a una partida amistosa de { $game } ({ $clock }; { $challenger } juega con { $color }).
notice-challenge-rules = Reglas: { $rules }
# La elección que hace para sí quien acepta (la disposición del janggi): $choice y $value se
# escriben como en una respuesta; $words dicen qué significa un valor.
notice-own-choice = Al aceptar, eliges tu propia opción { $choice } (si no, se mantiene la del desafío):
notice-own-choice-value = { $value }: { $words }
notice-own-choice-reply = Responde «accept { $choice }={ $example }» para aceptar con ella.
notice-no-clock = sin reloj
notice-color-white = { $sides ->
    [xiangqi] el rojo
    [janggi] el azul
    [shogi] Sente
   *[chess] blancas
}
notice-color-black = { $sides ->
    [xiangqi] el negro
    [janggi] el rojo
    [shogi] Gote
   *[chess] negras
}
notice-color-random = un color sorteado
notice-watched = { $white } – { $black }: { $mover } ha jugado { $move }
notice-watched-played = { $mover } ({ $side }) ha jugado (medio movimiento { $ply }): { $move }
notice-watched-end = { $white } – { $black }: fin de la partida. { $result }
notice-over = La partida ha terminado. { $result }.
notice-chat = { $name } dice: { $words }
notice-chat-detail = { $name } dice:
notice-forecast = { $opponent } ha jugado { $move }; tus condicionales han respondido { $reply }
notice-forecast-played = { $opponent } ha jugado (medio movimiento { $ply }): { $move }
notice-forecast-answered = Tus condicionales han respondido (medio movimiento { $reply-ply }): { $reply }
notice-forecast-goes-on = Tus condicionales siguen a partir de aquí.
notice-forecast-ended = Esa era la última jugada de tus condicionales.

## Lo que dice un correo bajo un aviso, sobre su partida tal como está cuando sale el correo.

letter-you-play-white = { $sides ->
    [xiangqi] Juegas con el rojo. Es tu turno.
    [janggi] Juegas con el azul. Es tu turno.
    [shogi] Juegas como Sente. Es tu turno.
   *[chess] Juegas con blancas. Es tu turno.
}
letter-you-play-black = { $sides ->
    [xiangqi] Juegas con el negro. Es tu turno.
    [janggi] Juegas con el rojo. Es tu turno.
    [shogi] Juegas como Gote. Es tu turno.
   *[chess] Juegas con negras. Es tu turno.
}
letter-deadline = Plazo: { $deadline }
letter-no-deadline = ninguno (esta partida no tiene reloj)
letter-clock = Ritmo: { $clock }
letter-clock-days = { $days ->
    [one] { $days } día por jugada
   *[other] { $days } días por jugada
}
letter-clock-bank = banco de tiempo: { $initial ->
    [one] { $initial } día
   *[other] { $initial } días
}, +{ $increment } por jugada, como máximo { $cap }
letter-game = Partida: { $link }
letter-the-game = La partida: { $link }
letter-record = Registro de la partida: { $link }
letter-game-and-talk = La partida y su conversación: { $link }
letter-rating = Tu puntuación en { $game }: { $before } -> { $after } ({ $change }).
letter-legal-moves = { $count ->
    [one] Tu única jugada legal: { $moves }
   *[other] Tus jugadas legales ({ $count }): { $moves }
}
letter-many-moves = Tienes { $count } jugadas legales (responde «{ command-moves }» para recibir la lista).
letter-moves-so-far = Las jugadas hasta ahora:
letter-hand-white = { $sides ->
    [xiangqi] Piezas en mano del rojo: { $pieces }.
    [janggi] Piezas en mano del azul: { $pieces }.
    [shogi] Piezas en mano de Sente: { $pieces }.
   *[chess] Piezas en mano de las blancas: { $pieces }.
}
letter-hand-black = { $sides ->
    [xiangqi] Piezas en mano del negro: { $pieces }.
    [janggi] Piezas en mano del rojo: { $pieces }.
    [shogi] Piezas en mano de Gote: { $pieces }.
   *[chess] Piezas en mano de las negras: { $pieces }.
}
letter-hand-empty = ninguna
letter-answer-offer = Acéptala o recházala en la página de la partida: { $link }
letter-move-declines = (Si haces una jugada, la rechazas.)
letter-reply-draw = O responde a este correo con «{ command-draw }» para aceptar las tablas o «{ command-decline }» para rechazarlas.
letter-reply-takeback = O responde a este correo con «{ command-takeback }» para aceptar o «{ command-decline } { command-takeback }» para rechazar.
letter-challenge = Acéptalo o recházalo en la sala: { $link }
letter-watching = Sigues esta partida. Responde «{ command-unwatch }» para dejar de recibir estos correos, o «{ command-board }» o «{ command-log }» para recibir el tablero o la partida completa.
letter-reply-say = Responde con «{ command-say }» y tu respuesta («{ command-say } ¡Suerte!»; las líneas de debajo van con ella).
letter-digest-one = Una partida espera tu jugada; así está ahora:
letter-digest-many = { $count } partidas esperan tu jugada; así están ahora:
letter-digest-game-white = { $sides ->
    [xiangqi] { $title } contra { $opponent } (juegas con el rojo), medio movimiento { $ply }; plazo: { $deadline }
    [janggi] { $title } contra { $opponent } (juegas con el azul), medio movimiento { $ply }; plazo: { $deadline }
    [shogi] { $title } contra { $opponent } (juegas como Sente), medio movimiento { $ply }; plazo: { $deadline }
   *[chess] { $title } contra { $opponent } (juegas con blancas), medio movimiento { $ply }; plazo: { $deadline }
}
letter-digest-game-black = { $sides ->
    [xiangqi] { $title } contra { $opponent } (juegas con el negro), medio movimiento { $ply }; plazo: { $deadline }
    [janggi] { $title } contra { $opponent } (juegas con el rojo), medio movimiento { $ply }; plazo: { $deadline }
    [shogi] { $title } contra { $opponent } (juegas como Gote), medio movimiento { $ply }; plazo: { $deadline }
   *[chess] { $title } contra { $opponent } (juegas con negras), medio movimiento { $ply }; plazo: { $deadline }
}

## Lo que puede decir una respuesta: la ayuda con la que termina un correo. Las órdenes están en
## commands.ftl; una respuesta puede darlas en el idioma del lector o en inglés.

help-intro = Responde a este correo con una de estas órdenes en la primera línea:
help-your-move = tu jugada («P e2-e4» o «e2e4»); las líneas de debajo son su comentario
help-draw = ofrecer tablas, o aceptar las que te ofrecen
help-decline = rechazar las tablas ofrecidas (o la petición de deshacer)
help-takeback = pedir que se deshaga tu última jugada, o aceptar la petición del rival (partidas amistosas; «{ command-decline } { command-takeback }» la rechaza)
help-claim = reclamar las tablas que permiten las reglas
help-resign = abandonar la partida
help-board = enviarme ahora el tablero
help-log = enviarme la partida completa
help-moves = enviarme mis jugadas legales
help-say = un mensaje para tu rival (las líneas de debajo van con él)
help-note = enviarme mis notas de esta partida; «{ command-note } ...» las sustituye
help-forecast = enviarme mis condicionales; «{ command-forecast } { command-clear }» las borra
help-if = en el turno del rival, una condicional: «{ command-if } X { command-then } Y» juega Y por ti en cuanto el rival juegue X (una línea por variante; las líneas sustituyen tus condicionales)
help-help = enviarme esta lista

## Cuándo vence un plazo y cuánto falta.

due-passed = vencido
due-in-days = { $hours ->
    [0] { $days ->
        [one] en { $days } día
       *[other] en { $days } días
    }
   *[other] { $days ->
        [one] en { $days } día { $hours ->
            [one] { $hours } hora
           *[other] { $hours } horas
        }
       *[other] en { $days } días { $hours ->
            [one] { $hours } hora
           *[other] { $hours } horas
        }
    }
}
due-in-hours = { $minutes ->
    [0] { $hours ->
        [one] en { $hours } hora
       *[other] en { $hours } horas
    }
   *[other] { $hours ->
        [one] en { $hours } hora { $minutes ->
            [one] { $minutes } minuto
           *[other] { $minutes } minutos
        }
       *[other] en { $hours } horas { $minutes ->
            [one] { $minutes } minuto
           *[other] { $minutes } minutos
        }
    }
}
due-in-minutes = { $minutes ->
    [one] en { $minutes } minuto
   *[other] en { $minutes } minutos
}
date-time = { $weekday ->
    [1] lun.
    [2] mar.
    [3] mié.
    [4] jue.
    [5] vie.
    [6] sáb.
   *[7] dom.
}, { $day } de { $month ->
    [1] enero
    [2] febrero
    [3] marzo
    [4] abril
    [5] mayo
    [6] junio
    [7] julio
    [8] agosto
    [9] septiembre
    [10] octubre
    [11] noviembre
   *[12] diciembre
} de { $year }, { $time } { $zone }
date = { $day } de { $month ->
    [1] enero
    [2] febrero
    [3] marzo
    [4] abril
    [5] mayo
    [6] junio
    [7] julio
    [8] agosto
    [9] septiembre
    [10] octubre
    [11] noviembre
   *[12] diciembre
} de { $year }
deadline-when = { $when } ({ $far })

## La línea de un aviso que son palabras de alguien (un mensaje, las opciones de una partida), tal como las escribió.

notice-quote = { $text }

## El resumen diario
digest-title = { $count ->
    [one] Tu resumen diario: un aviso
   *[other] Tu resumen diario: { $count } avisos
}
digest-intro = { $count ->
    [one] Un aviso desde tu último resumen:
   *[other] { $count } avisos desde tu último resumen:
}
# $title: el título del propio aviso; $at: cuándo llegó (2031-11-06T09:30:00Z)
digest-notice = === { $title } ({ $at })
digest-game = Partida: { $link }
