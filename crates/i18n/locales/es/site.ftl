## El marco de cada página: la cabecera, el menú, el pie y la elección de idioma.

skip-to-content = Ir al contenido
header-your-turn = Tu turno
header-your-turn-title = { $count ->
    [one] { $count } partida espera tu jugada
   *[other] { $count } partidas esperan tu jugada
}
header-challenges = Desafíos
header-challenges-title = { $count ->
    [one] { $count } desafío espera tu respuesta
   *[other] { $count } desafíos esperan tu respuesta
}
header-notices = Avisos
menu = Menú
nav-site = Sitio
nav-lobby = Sala
nav-new-game = Nueva partida
nav-rules = Reglas
nav-tournaments = Torneos
nav-leaderboards = Clasificaciones
account-notices = Avisos
account-settings = Ajustes
account-log-out = Cerrar sesión
account-log-in = Iniciar sesión
account-register = Registrarse

footer-languages = Idiomas
footer-about = ortoo: ajedrez por correspondencia y sus variantes, jugada a jugada en la web, por correo o a través de la API.

## La elección de idioma en la página de ajustes.

settings-language = Idioma
settings-language-browser = El que pida mi navegador ({ $language })
settings-language-hint = Las páginas, tus correos y los mensajes de la API se escriben en este idioma. Al responder por correo puedes dar las órdenes en este idioma o en inglés.

## Errores con los que responden la API y las páginas (el `code` que los acompaña nunca cambia).

error-too-many-requests = { $seconds ->
    [one] Demasiadas peticiones; vuelve a intentarlo dentro de { $seconds } segundo.
   *[other] Demasiadas peticiones; vuelve a intentarlo dentro de { $seconds } segundos.
}
error-internal = Algo ha fallado en el servidor; no se ha cambiado nada.
