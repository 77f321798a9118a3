## The frame of every page: the header, the menu, the footer and the choice of language.

skip-to-content = Skip to the page's content
header-your-turn = Your turn
header-your-turn-title = { $count ->
    [one] { $count } game awaits your move
   *[other] { $count } games await your move
}
header-challenges = Challenges
header-challenges-title = { $count ->
    [one] { $count } challenge awaits your answer
   *[other] { $count } challenges await your answer
}
header-notices = Notices
menu = Menu
nav-site = Site
nav-lobby = Lobby
nav-new-game = New game
nav-rules = Rules
nav-tournaments = Tournaments
nav-leaderboards = Leaderboards
account-notices = Notices
account-settings = Settings
account-log-out = Log out
account-log-in = Log in
account-register = Register

footer-languages = Languages
footer-about = ortoo: correspondence chess and its variants, played move by move on the page, by mail or through the API.

## The settings page's choice of language.

settings-language = Language
settings-language-browser = As my browser asks ({ $language })
settings-language-hint = The pages, your mail and the API's messages are written in this language. A reply by mail may give its commands in it or in English.

## Errors the API and the pages answer with (the `code` beside them never changes).

error-too-many-requests = { $seconds ->
    [one] Too many requests; try again in { $seconds } second.
   *[other] Too many requests; try again in { $seconds } seconds.
}
error-internal = Something went wrong on the server; nothing was changed.
