## The settings page.

settings-page-title = Ajustes
settings-page-unverified = Tu dirección, { $address }, no está verificada: no le enviaremos nada hasta que sigas el enlace que te mandamos allí (mientras tanto, juegas aquí y a través de la API).
settings-page-send-link-again = Enviar el enlace de nuevo
settings-page-change-address-action = Cambiar la dirección
settings-page-notices-legend = Avisos por correo
settings-page-notify-move = Un correo por cada jugada, desafío y resultado
settings-page-notify-digest = Un resumen al día
settings-page-notify-none = Ningún correo (los avisos siguen en la aplicación)
settings-page-reminders = Recordatorios, en horas antes de un plazo (separadas por comas; vacío para ninguno)
settings-page-time-zone = Tu zona horaria, para los plazos de tus correos (como Europe/Madrid o America/Mexico_City)
settings-page-notation-legend = Cómo se escriben las jugadas para ti, en las páginas y en tus correos
settings-page-notation-san = Algebraica abreviada (los juegos que no la tienen se escriben completos):
settings-page-notation-full = Algebraica completa, como la guarda el registro de la partida:
settings-page-save = Guardar
settings-page-saved = Ajustes guardados.
settings-page-no-such-language = ortoo no tiene el idioma «{ $language }».

## The settings page: playing by mail.

settings-page-by-mail = Jugar por correo
settings-page-by-mail-commands = Una orden en el asunto de un correo a la dirección de juego se cumple en cuanto respondes a la confirmación que te enviamos. Por ejemplo:
settings-page-by-mail-password = Con una contraseña de correo, una orden que termina en { $example } se cumple al instante.
settings-page-mail-password-set = Tienes una contraseña de correo.
settings-page-mail-password-none = No tienes contraseña de correo.
settings-page-mail-password-label = Nueva contraseña de correo (de 8 a 64 caracteres, sin espacios; vacía la elimina)
settings-page-mail-password-change = Cambiarla o eliminarla
settings-page-mail-password-add = Establecerla
settings-page-mail-password-was-set = Contraseña de correo establecida.
settings-page-mail-password-removed = Contraseña de correo eliminada.

## The settings page: vacation.

settings-page-vacation = Vacaciones
settings-page-vacation-days-left = { $total ->
    [one] Te queda { $left } de { $total } día de vacaciones este año.
   *[other] Te quedan { $left } de { $total } días de vacaciones este año.
}
settings-page-vacation-clocks = Mientras estás de vacaciones, tus relojes se detienen en todas las partidas.
settings-page-vacation-until = De vacaciones hasta { $until }.
settings-page-vacation-back = Ya volví (devolver los días no usados)
settings-page-vacation-days = Días de vacaciones desde ahora
settings-page-vacation-start = Empezar las vacaciones
settings-page-vacation-started = Estás de vacaciones: tus relojes están detenidos.
settings-page-vacation-ended = Hola de nuevo: tus relojes vuelven a correr.
settings-page-vacation-whole-days = Los días de vacaciones son un número entero.

## The settings page: the account, its address and password, its data, closing it.

settings-page-account = Tu cuenta
settings-page-account-since = { $name }, desde { $date }.
settings-page-address-verified = Dirección: { $address } (verificada).
settings-page-address-unverified = Dirección: { $address } (no verificada).
settings-page-change-address = Cambiar tu dirección
settings-page-new-address = Nueva dirección de correo
settings-page-your-password = Tu contraseña
settings-page-change-address-hint = Enviamos un enlace a la nueva dirección; pasa a ser tuya cuando lo sigues, y se avisa a la antigua.
settings-page-change-password = Cambiar tu contraseña
settings-page-present-password = Contraseña actual
settings-page-change-password-hint = Se cierran todas las demás sesiones (otros navegadores, teléfonos) y todos los tokens de la API de la cuenta; este navegador sigue con la sesión iniciada.
settings-page-change-password-button = Cambiar la contraseña
settings-page-verification-sent = Un nuevo enlace va de camino a tu dirección.
settings-page-address-link-sent = Un enlace va de camino a la nueva dirección: el cambio se hace cuando lo sigas.
settings-page-address-changed = Tu dirección ha cambiado.
settings-page-password-changed = Tu contraseña ha cambiado; se cerraron todas las demás sesiones y tokens de la API de la cuenta.
settings-page-data = Tus datos
settings-page-data-about = Un archivo JSON reúne tu cuenta, tus ajustes, tus tokens de la API y cada partida (su registro completo, y el PGN cuando el PGN puede describir el juego).
settings-page-data-download = Descargar tus datos
settings-page-close = Cerrar tu cuenta
settings-page-close-about = Abandonas tus partidas en curso y dejas tus torneos; después nadie puede iniciar sesión en la cuenta, sus tokens de la API dejan de funcionar y no se le envía nada más. Tus partidas se quedan, con tu nombre mostrado como cuenta cerrada; el nombre no se le da a nadie más. Descarga antes tus datos: el cierre no se puede deshacer.
settings-page-close-understood = Lo entiendo: cerrar mi cuenta
settings-page-close-button = Cerrar mi cuenta
settings-page-close-tick = Marca la casilla para indicar que entiendes lo que supone cerrarla.
settings-page-closed = Tu cuenta está cerrada. Gracias por jugar.

## The settings page: how pages look in this browser.

settings-page-look = Cómo se ven las páginas en este navegador
settings-page-colours = Colores
settings-page-colours-system = según el sistema (claro u oscuro)
settings-page-colours-light = claro
settings-page-colours-dark = oscuro
settings-page-pieces = Piezas
settings-page-pieces-drawn = los dibujos de ortoo
settings-page-pieces-letters = letras, como las escribe la notación
settings-page-sound = Sonidos
settings-page-sound-none = ninguno
settings-page-sound-moves = un sonido en cada jugada (más agudo en un jaque)

## The notices page and the one-click unsubscribe.

notices-page-title = Avisos
notices-page-none = Todavía no hay avisos.
notices-page-new = Nuevo
unsubscribe-page-title = Darse de baja
unsubscribe-page-heading = Avisos por correo
unsubscribe-page-done = No recibirás más correos de ortoo. Tus avisos siguen en la aplicación; vuelve a activar el correo en tus ajustes.
unsubscribe-page-ask = ¿Dejar de recibir todos los avisos por correo de ortoo?
unsubscribe-page-button = Darme de baja
unsubscribe-page-bad-link = Este enlace para darse de baja no es válido; cambia tus ajustes de correo en la página de ajustes.

## Logging in and registering.

login-page-log-in = Iniciar sesión
login-page-register = Registrarse
login-page-create-heading = Crear una cuenta
login-page-create-button = Crear cuenta
login-page-name = Nombre
login-page-email = Correo (para los avisos de tu turno; primero le enviamos un enlace para verificarlo)
login-page-password = Contraseña
login-page-new-password = Contraseña (8 caracteres o más)
login-page-have-account = ¿Ya tienes cuenta?
login-page-new-here = ¿Primera vez aquí?
login-page-forgot = ¿Olvidaste tu contraseña?
login-page-reset-it = Restablecerla
login-page-welcome = ¡Te damos la bienvenida, { $name }! Enviamos un enlace a { $address }: síguelo para recibir allí tus turnos y desafíos. Mientras tanto, juegas aquí.
login-page-logged-out = Sesión cerrada.

## The mailed account links: an address verified, a password reset asked for and chosen.

account-page-verify-title = Verifica tu dirección
account-page-choose-title = Elige una nueva contraseña
account-page-verified = { $address } está verificada: tus turnos, desafíos y respuestas van allí ahora.
account-page-verified-already = Tu dirección, { $address }, está verificada.
account-page-settings-sends-new = La página de ajustes envía uno nuevo.
account-page-ask-again = Pide uno nuevo.
account-page-to-lobby = A la sala
account-page-reset-about = Escribe el nombre de tu cuenta o su dirección de correo: un enlace para elegir una nueva contraseña va a la dirección de la cuenta (si está verificada). Funciona una vez, dentro de la hora.
account-page-name-or-address = Nombre o dirección de correo
account-page-mail-link = Envíame un enlace
account-page-remembered = ¿Ya la recordaste?
account-page-reset-by-mail = También puedes enviar esto a la dirección de juego desde la dirección de tu cuenta:
account-page-reset-asked = Si hay una cuenta con ese nombre o dirección (verificada), un enlace para elegir una nueva contraseña va de camino a su dirección. Funciona una vez, dentro de la hora.
account-page-new-password-for = Una nueva contraseña para { $name }. Al establecerla se cierra la sesión de la cuenta en todas partes y se anulan sus tokens de la API.
account-page-new-password = Nueva contraseña (8 caracteres o más)
account-page-set-password = Establecer la contraseña
account-page-reset-done = Tu contraseña ha cambiado, y se cerraron todas las sesiones y tokens de la API de la cuenta: inicia sesión con ella.

## The page of a failure: its title by what went wrong, and the way back.

error-page-not-found = No encontrado
error-page-bad-request = No se pudo leer
error-page-forbidden = No permitido
error-page-too-many = Demasiadas solicitudes
error-page-server = Algo salió mal
error-page-not-done = No se pudo hacer
error-page-other = Error { $status }
error-page-reference = Si vuelve a ocurrir, danos esta referencia:
error-page-back = Volver a la sala
error-page-no-such-page = Esa página no existe.
