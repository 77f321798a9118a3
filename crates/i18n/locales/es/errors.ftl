# Lo que dice el servidor cuando rechaza una acción (un formulario, una respuesta por correo, una petición a la API).
# Cada mensaje es una o dos frases que el jugador lee junto al formulario que envió.

error-no-such-account = No existe esa cuenta.
error-no-such-analysis = No existe ese análisis.
error-no-such-challenge = No existe ese desafío.
error-no-engine = Este servidor no tiene ningún motor contra el que jugar.
error-no-such-game = No existe esa partida.
error-no-such-player = No existe ese jugador.
error-no-such-tournament = No existe ese torneo.
error-no-such-file = No existe ese archivo de variantes.
error-no-such-file-of-yours = No tienes ese archivo de variantes.
error-not-your-game = Esta partida no es tuya.
# $side: blancas o negras (side-white, side-black)
error-not-your-turn = No es tu turno: juegan las { $side }.
error-wrong-password = Esa no es la contraseña de la cuenta: no se ha cambiado nada.
error-stale-ply = La partida ha avanzado: está en el medio movimiento { $current }, no en el { $expected }. Recárgala y vuelve a intentarlo.
error-hashing-busy = El servidor está comprobando muchas contraseñas a la vez; vuelve a intentarlo dentro de unos segundos.

## Desafíos y búsquedas
error-rating-outside = Un rango de puntuación va de { $low } a { $high }; { $end } queda fuera.
error-rating-range-reversed = La puntuación mínima ({ $min }) es mayor que la máxima ({ $max }).
# $value: lo que se envió, en JSON
error-option-value = El valor de una opción es un texto, un número o true/false, no { $value }.
error-colour = El color es «white», «black» o «random», no «{ $colour }».
error-engine-unrated = Las partidas contra el motor nunca son puntuables; pide una partida amistosa.
error-range-for-seeks = Un rango de puntuación es para búsquedas abiertas; un desafío a un jugador ya indica quién es el rival.
error-open-must-be-true = «open» debe ser true en una búsqueda abierta.
error-no-player-named = No hay ningún jugador llamado «{ $name }».
error-account-closed = { $name } ha cerrado su cuenta.
error-engine-by-level = Para jugar contra el motor, desafía con {"{"}"engine": NIVEL{"}"} (un nivel de 1 a 12).
error-challenge-yourself = No puedes desafiarte a ti mismo.
error-challenge-accepted = Este desafío ya se aceptó.
error-challenge-declined = Este desafío ya se rechazó.
error-challenge-withdrawn = Este desafío ya se retiró.
error-challenge-closed = Este desafío está cerrado.
error-challenge-for-another = Este desafío va dirigido a otro jugador.
error-own-seek = No puedes aceptar tu propia búsqueda.
# $game: el nombre del juego; $rating: la puntuación del jugador en él (con un ? detrás mientras es provisional)
error-seek-rating = Esta búsqueda es para jugadores con una puntuación de { $min } a { $max } en { $game }; la tuya en ese juego es { $rating }.
error-challenge-taken = Este desafío se aceptó o se retiró hace un momento.
error-decline-not-yours = Solo el jugador desafiado puede rechazar un desafío.
error-withdraw-not-yours = Solo el retador puede retirar un desafío.

## Ritmos
error-days-per-move = Los días por jugada van de 1 a 30, no { $days }.
error-bank-initial = Un banco de tiempo empieza con entre 1 y 90 días, no { $days }.
error-bank-increment = Un banco de tiempo suma como máximo 30 días por jugada, no { $days }.
error-bank-cap = El máximo de días de un banco de tiempo va de sus días iniciales ({ $initial }) a 180, no { $cap }.

## Partidas
error-watch-own-game = Juegas en esta partida: sus jugadas ya te llegan.
# $result: cómo la terminaría la posición inicial (outcome-white-wins…)
error-over-at-start = Esta partida terminaría antes de su primera jugada ({ $result }): no se puede jugar.
error-game-too-busy = La partida está cambiando demasiado deprisa para hacer esta jugada ahora; vuelve a intentarlo.
error-comment-too-long = Un comentario tiene como máximo { $max } caracteres.
error-no-draw-offer = Tu rival no ha ofrecido tablas.
error-draw-offered-already = Ya has ofrecido tablas.
error-draw-action = La acción de tablas es offer, accept, decline o claim, no «{ $action }».
# $result: cómo terminó (outcome-white-wins…)
error-game-over = La partida ha terminado: { $result }.
error-nothing-to-hint = La partida ha terminado: ya no hay pistas que dar.

## Torneos
error-tournament-joining-closed = El torneo ha empezado: la inscripción está cerrada.
error-tournaments-by-admins = En este servidor solo los administradores crean torneos.
error-tournament-name-length = El nombre de un torneo tiene de 3 a 60 caracteres.
# $kind: lo que se pidió; round_robin y swiss son palabras de la API y se dejan tal cual
error-tournament-kind = Un torneo es round_robin o swiss, no «{ $kind }».
error-round-robin-rounds = Un torneo todos contra todos no tiene rondas que fijar: cada pareja juega con ambos colores a la vez.
error-swiss-rounds = Un torneo suizo tiene de 1 a { $max } rondas, no { $rounds }.
error-tournament-start = Un torneo empieza entre ahora y dentro de { $days } días.
error-tournament-full = El torneo está completo ({ $players } jugadores).
error-tournament-joined-already = Ya estás en este torneo.
error-tournament-not-joined = No estás en este torneo.
error-tournament-not-playing = No juegas en este torneo (o ya te retiraste).
error-tournament-over = El torneo ha terminado.
error-tournament-start-not-yours = Solo quien creó el torneo puede empezarlo antes de tiempo.
error-tournament-started = El torneo ya ha empezado.

## Ajustes
error-reminder-hours = Un recordatorio es un número entero de horas de 1 a { $max }, no «{ $given }».
error-reminders-at-most-five = Como máximo cinco recordatorios.
# move, digest y none son palabras de la API y se dejan tal cual
error-notify-mode = Los avisos son «move», «digest» o «none», no «{ $given }».
error-time-zone = «{ $zone }» no es una zona horaria: escribe su nombre, como Europe/Paris, America/New_York o UTC.
# san y full son palabras de la API y se dejan tal cual
error-notation = La notación es «san» (algebraica abreviada, Nf3) o «full» (algebraica completa, N g1-f3), no «{ $given }».
# $known: las etiquetas de idioma que tiene ortoo, separadas por comas
error-language = ortoo no tiene el idioma «{ $tag }»; los que tiene son { $known }.
error-mail-password = Una contraseña de correo tiene de 8 a 64 caracteres sin espacios (va en el asunto de un correo).
error-vacation-length = Las vacaciones duran al menos un día.
# $left: días que quedan, con un decimal (2.5)
error-vacation-left = Este año solo te quedan { $left } días de vacaciones, no { $days }.
error-not-on-vacation = No estás de vacaciones.
error-vacation-changed = Tus vacaciones cambiaron hace un momento (¿en otra ventana?). Recarga la página y vuelve a intentarlo.

## Archivos de variantes
error-files-cursor = «{ $given }» no es donde empieza una página de esta lista: indica el `next` de la página anterior.
error-file-too-long = El archivo ocupa { $bytes } bytes; un archivo tiene como máximo { $max } bytes (64 KiB).
error-file-no-variant = El archivo no define ninguna variante: una variante es una sección como [mygame:chess] con sus claves debajo.
error-file-too-many-variants = El archivo define { $count } variantes; un archivo puede definir como máximo { $max }.
error-files-too-many = Ya tienes { $max } archivos, el máximo por jugador; elimina uno o sube el nuevo con el nombre de uno de ellos para reemplazarlo.
error-search-too-long = Una búsqueda tiene como máximo { $max } caracteres.
error-file-name-needed = Hace falta un nombre de archivo, como mine.ini.
error-file-name-too-long = El nombre de un archivo tiene como máximo { $max } caracteres.
error-file-name-letters = El nombre de un archivo se compone de letras, cifras, espacios, '-', '_' y '.', y no empieza por '.' ni por un espacio.

## El motor
error-engine-level = El nivel del motor va de { $low } a { $high }, no { $level }.
error-engine-games = Ya juegas el máximo de partidas contra el motor ({ $count }); empieza otra cuando termine alguna.
error-engine-watched = Ya estás mirando { $count } partidas del motor contra sí mismo; empieza otra cuando termine alguna.
error-hints-against-engine = Las pistas solo se dan en las partidas contra el motor.
error-hints-busy = El motor está ocupado con otras pistas; vuelve a pedirla dentro de unos segundos.

## Cuentas
error-bad-name = Un nombre tiene de 2 a 24 letras, cifras, '-' o '_', y empieza por una letra.
error-bad-email = Eso no parece una dirección de correo.
error-bad-password = Una contraseña necesita al menos 8 caracteres (y como máximo 200).
error-link-refused = Este enlace ya se usó, ha caducado o se ha sustituido por uno más reciente. Pide uno nuevo.
error-verified-already = { $address } ya está verificada.
error-reset-who = Escribe el nombre de la cuenta o su dirección de correo.
error-password-changed = La contraseña se cambió mientras tanto (en otro sitio): vuelve a iniciar sesión.
error-same-address = { $address } ya es la dirección de la cuenta.
error-name-taken = El nombre «{ $name }» ya está ocupado.

## Condicionales
error-forecast-your-move = Es tu turno: haz tu jugada. Las condicionales se introducen mientras le toca a tu rival.
error-forecast-too-large = Las condicionales admiten como máximo { $max } pares de jugadas y { $deepest } de profundidad; estas tienen { $count } y { $depth } de profundidad.
# $why: el motivo que dan las reglas (una frase completa)
error-forecast-move = En tus condicionales, «{ $move }» no se puede jugar: { $why }
# $line: las jugadas anteriores, separadas por comas
error-forecast-move-after = En tus condicionales, «{ $move }» tras { $line } no se puede jugar: { $why }
error-forecast-over-after-theirs = la partida terminaría tras la jugada de tu rival.
error-forecast-nothing-after = En tus condicionales, la partida terminaría tras { $line }, así que no puede seguir nada.
error-forecast-two-answers-now = Dos ramas responden a { $move } en la posición actual: deja una sola respuesta a cada jugada de tu rival.
error-forecast-two-answers = Dos ramas responden a { $move } tras { $line }: deja una sola respuesta a cada jugada de tu rival.

## Deshacer jugadas
error-takeback-action = La acción de deshacer es offer, accept, decline o withdraw, no «{ $action }».
error-takeback-rated = Solo se deshacen jugadas en partidas amistosas; esta es puntuable.
error-takeback-tournament = En las partidas de un torneo no se deshacen jugadas.
error-takeback-asked-already = Ya has pedido deshacer tu jugada.
error-takeback-opponent-asked = Tu rival ha pedido deshacer su jugada: acepta o rechaza primero esa petición.
error-takeback-engine-thinking = El motor está eligiendo su respuesta: vuelve a pedirlo cuando haya jugado.
error-takeback-not-moved = Aún no has jugado: no hay ninguna jugada que deshacer.
error-takeback-no-offer = Tu rival no ha pedido deshacer ninguna jugada.
error-takeback-not-asked = No has pedido deshacer ninguna jugada.
error-takeback-nothing = El bando que pide deshacer no tiene ninguna jugada que deshacer.

## Análisis y conversación
error-analysis-while-playing = Las partidas se analizan cuando terminan: la valoración del motor ayudaría a un jugador que aún la está jugando.
error-analysis-nothing = Esta partida terminó antes de su primera jugada: no hay nada que analizar.
error-message-empty = Un mensaje no puede estar vacío.
error-message-too-long = Un mensaje tiene como máximo { $max } caracteres.
error-note-too-long = Una nota tiene como máximo { $max } caracteres.
# "if", "then" y THEIR-MOVE, YOUR-MOVE: las palabras con que se escriben las condicionales (if y then siguen en inglés)
error-forecast-line = «{ $line }» no es una línea de condicionales: escribe «if JUGADA-RIVAL then TU-JUGADA», y «then if ... then ...» para las jugadas siguientes.
error-form-unreadable = No se pudo leer el formulario: falta un campo o contiene algo que no admite. Vuelve atrás, recarga la página y envíalo de nuevo.
error-query-unreadable = Esta página no puede leer la parte de la dirección que va tras el «?»; sigue un enlace en lugar de editarla.

error-cross-site = No se aceptan formularios enviados desde otros sitios: envía el formulario desde las páginas de este servidor.
error-json-body-missing = La petición necesita un cuerpo JSON.
error-json-not-object = El cuerpo debe ser un objeto JSON: {"{"}"name": value, ...{"}"}.
error-json-content-type = Envía el cuerpo en JSON, con la cabecera Content-Type: application/json.
error-json-syntax = El cuerpo no es un JSON bien formado: falla en la línea { $line }, columna { $column }.
error-body-too-large = El cuerpo de la petición es demasiado grande.
error-body-unread = No se pudo leer el cuerpo de la petición.
error-request-missing-field = A la petición le falta el campo { $field }.
error-request-unknown-field = La petición tiene un campo que esta llamada no admite: { $field }.
error-request-repeated-field = La petición da el campo { $field } dos veces.
error-request-bad-value = El campo { $field } no puede ser { $value }: admite { $taken }.
error-request-wrong-type = El campo { $field } tiene un valor de un tipo que no corresponde.
error-request-unread = La petición no encaja con esta llamada: { $why }
error-request-path = La dirección no encaja con esta llamada: { $why }

## Los rechazos propios de la API
# Un carácter de control en lo que envió un cliente; las páginas también dicen estas frases.
# $character: su punto de código y su nombre si lo tiene (U+0000 (NUL)); $field: el nombre del
# campo tal como lo escribe la petición (comment, opponent.user, moves[2]).
error-control-in-address = La dirección contiene el carácter de control { $character }, que ortoo no acepta en ningún texto; quítalo y envía de nuevo.
error-control-in-query-field = El campo «{ $field }» de la dirección contiene el carácter de control { $character }, que ortoo no acepta en ningún texto; quítalo y envía de nuevo.
error-control-in-query-name = Un nombre de campo de la dirección contiene el carácter de control { $character }, que ortoo no acepta en ningún texto; quítalo y envía de nuevo.
error-control-in-body = El cuerpo de la petición contiene el carácter de control { $character }, que ortoo no acepta en ningún texto; quítalo y envía de nuevo.
error-control-in-field = El campo «{ $field }» contiene el carácter de control { $character }, que ortoo no acepta en ningún texto; quítalo y envía de nuevo.
error-control-in-name = Un nombre de campo contiene el carácter de control { $character }, que ortoo no acepta en ningún texto; quítalo y envía de nuevo.
error-control-in-body-name = Un nombre de campo del cuerpo de la petición contiene el carácter de control { $character }, que ortoo no acepta en ningún texto; quítalo y envía de nuevo.
error-control-in-name-in = Un nombre de campo dentro del campo «{ $field }» contiene el carácter de control { $character }, que ortoo no acepta en ningún texto; quítalo y envía de nuevo.
error-api-too-large = El cuerpo de la petición es más grande de lo que acepta este servidor.
error-api-method = Ese método no está permitido aquí.
error-api-timeout = La petición tardó demasiado y se abandonó.
error-api-media-type = El cuerpo de la petición es de un tipo que este endpoint no lee.
error-api-not-understood = No se pudo entender la petición.
error-api-no-endpoint = No existe ese endpoint de la API.
# $scope: read o play, palabras de la API que se dejan tal cual
error-api-missing-scope = A este token le falta el ámbito «{ $scope }».
error-api-bearer = Envía el token como «Authorization: Bearer <token>».
error-api-token-invalid = Ese token de la API no es válido: puede que esté mal escrito o que se haya revocado.
error-api-account-needed = Esto necesita una cuenta: envía un token de la API como «Authorization: Bearer <token>» (POST /api/v1/tokens crea uno).
error-api-login-wrong = Ese nombre y esa contraseña no corresponden a ninguna cuenta.
# read y play son palabras de la API y se dejan tal cual
error-api-scopes = Los ámbitos son «read» y «play» (uno o los dos).
# $position: dónde está el carácter en la etiqueta, contando desde 1; $character: line-feed,
# carriage-return o tab, cada uno dicho con palabras, o si no el punto de código del carácter (U+0007)
error-api-token-label-line = La etiqueta de un token es una sola línea de texto; el carácter { $position } es un carácter de control ({ $character ->
        [line-feed] un salto de línea
        [carriage-return] un retorno de carro
        [tab] un tabulador
       *[other] { $character }
    }).
error-api-token-label-length = La etiqueta de un token tiene como máximo 100 caracteres.
error-api-no-such-token = No tienes ningún token vigente con ese id.
error-api-idempotency-key = Una Idempotency-Key tiene de 1 a 200 caracteres ASCII visibles.
error-api-idempotency-key-reused = Esta Idempotency-Key ya se usó para otra petición.
error-api-idempotency-key-used = Esta Idempotency-Key ya se usó y esta petición no cambió nada: envíala de nuevo para leer la respuesta guardada para esa clave.
# $count: los flujos que tiene abiertos esta dirección, el máximo que puede
error-api-streams-per-address = Esta dirección IP ya tiene abiertos todos los flujos de eventos que puede ({ $count }); cierra uno (una pestaña) o vuelve a intentarlo más tarde.
error-api-streams-busy = El servidor tiene abiertos todos los flujos de eventos que puede; vuelve a intentarlo dentro de un rato.
# status, turn, format, limit y starts_at son campos de la petición, y active, finished, mine,
# text, pgn y usi sus valores: palabras de la API que se dejan tal cual
error-api-games-status = status es active o finished.
error-api-games-turn = turn solo admite el valor mine.
# $format: lo que se pidió
error-api-export-format = format es text, pgn o usi, no «{ $format }».
error-api-export-pgn = PGN solo describe juegos de la familia del ajedrez; format=text da el registro completo de esta partida.
error-api-export-usi = USI solo describe la familia del shogi; format=text da el registro completo de esta partida.
error-api-variants-limit = limit es un número de archivos de 1 a { $max }.
# $given: lo que se envió
error-api-starts-at = starts_at es una hora en RFC 3339 (2026-12-01T18:00:00Z), no «{ $given }».
# branches y lines son campos de la petición y se dejan tal cual
error-api-forecast-form = Envía las condicionales como «branches» o como «lines», una de las dos.
error-api-analysis-under-way = Esta partida sigue en juego: se analiza cuando termina.
error-api-analysis-not-made = Esta partida no tiene análisis: terminó antes de que se hicieran análisis. Haz un POST a esta dirección para pedir uno.
error-api-mark-at-most = Marca como máximo 500 avisos a la vez.
