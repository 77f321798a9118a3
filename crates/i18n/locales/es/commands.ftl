## Las órdenes que puede dar una respuesta por correo, una palabra cada una (la primera línea de
## la respuesta). Una respuesta se entiende en el idioma de quien la escribe y en inglés: cada
## idioma tiene sus palabras. La palabra de una orden no debe parecer una jugada.

command-draw = tablas
command-decline = rechazo
command-takeback = deshacer
command-claim = reclamo
command-resign = abandono
command-board = tablero
command-log = partida
command-moves = jugadas
command-say = mensaje
command-note = nota
command-forecast = condicionales
command-clear = borrar
command-if = si
command-then = entonces
command-help = ayuda
command-watch = seguir
command-unwatch = baja
command-accept = acepto
