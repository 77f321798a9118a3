## El formulario de nueva partida y lo que responde a un desafío.

challenge-title = Nueva partida
challenge-game = Juego
challenge-group-hand-written = Programados a mano
challenge-group-defined = Definidos como datos
challenge-group-players = Variantes de los jugadores
challenge-uploaded-by = { $game } (de { $owner })
challenge-show-options = Mostrar las opciones de este juego
challenge-rules = Reglas
# $choice es la palabra del juego para lo que cada jugador elige (arrangement en el janggi), en inglés.
challenge-own-choice-summary = Elección de cada bando: { $choice } (la habitual si no la cambias)
challenge-own-choice-legend = Elección de cada bando: { $choice }
challenge-own-choice-hint = Indica la que quieres para cada bando que te pueda tocar; quien acepte puede elegir la suya ({ $choice }) al aceptar.
challenge-options-summary = Opciones de reglas (las predeterminadas si no las cambias)
challenge-options-legend = Opciones de reglas
challenge-switch-on = sí
challenge-switch-off = no
challenge-play-against = Jugar contra
challenge-way-person = Un jugador que tú elijas
challenge-way-seek = Una búsqueda abierta: cualquiera puede aceptarla
challenge-way-engine = El motor
challenge-way-watch = El motor contra sí mismo, para mirar
challenge-opponent = Nombre del jugador
challenge-engine-level = Nivel del motor (el 1 juega rápido y a la ligera; el 12 piensa hasta 30 segundos por jugada)
challenge-level = nivel { $level }
challenge-watch-white = { $sides ->
    [xiangqi] Rojas en nivel
    [janggi] Azules en nivel
    [shogi] Sente en nivel
   *[chess] Blancas en nivel
}
challenge-watch-black = { $sides ->
    [xiangqi] Negras en nivel
    [janggi] Rojas en nivel
    [shogi] Gote en nivel
   *[chess] Negras en nivel
}
challenge-colour = Tu color
challenge-colour-random = sorteado
challenge-colour-white = { $sides ->
    [xiangqi] rojas
    [janggi] azules
    [shogi] Sente
   *[chess] blancas
}
challenge-colour-black = { $sides ->
    [xiangqi] negras
    [janggi] rojas
    [shogi] Gote
   *[chess] negras
}
challenge-rating = Puntuación
challenge-rated = Puntuable: el resultado cambia la puntuación de ambos jugadores en este juego
challenge-casual = Amistosa
challenge-rating-min = Puntuación mínima
challenge-rating-max = Puntuación máxima
challenge-rating-range-hint = Solo podrán aceptar jugadores con una puntuación entre estas; deja ambas vacías para que cualquiera pueda aceptar.
challenge-clock = Ritmo
challenge-days-per-move = Días por jugada
challenge-time-bank = Banco de tiempo
challenge-bank-initial = Días en el banco al empezar
challenge-bank-increment = Días que se suman tras cada jugada
challenge-bank-cap = Máximo de días en el banco
challenge-no-clock = Sin reloj
challenge-clock-hint = Quien deja pasar el plazo pierde por tiempo; las vacaciones detienen el reloj del jugador.
challenge-send = Enviar desafío

## Lo que responde el formulario.

challenge-sent = Desafío enviado.
challenge-declined = Desafío rechazado.
challenge-withdrawn = Desafío retirado.
challenge-no-such-game = Aquí no hay ningún juego llamado «{ $game }»; elige uno de la lista.
challenge-no-such-page = Esa página no existe.
challenge-bad-level = El nivel del motor va de 1 a 12; «{ $level }» no vale.
challenge-bad-days = «{ $days }» no es un número entero de días.
challenge-bad-way = «{ $way }» no es una forma de jugar; elige un jugador, una búsqueda abierta o el motor.
challenge-two-opponents = El formulario indica más de un rival (un jugador, el motor o el motor contra sí mismo); elige uno.
challenge-name-the-player = Escribe el nombre del jugador al que desafías (o elige una búsqueda abierta o el motor).
challenge-choose-level = Elige el nivel del motor, de 1 a 12.
challenge-choose-levels = Elige el nivel del motor para las blancas y para las negras.
challenge-bad-lowest-rating = La puntuación mínima es un número entero; «{ $rating }» no vale.
challenge-bad-highest-rating = La puntuación máxima es un número entero; «{ $rating }» no vale.
