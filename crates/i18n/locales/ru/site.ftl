## Рамка каждой страницы: шапка, меню, подвал и выбор языка.

skip-to-content = Перейти к содержимому
header-your-turn = Ваш ход
header-your-turn-title = { $count ->
    [one] { $count } партия ждёт вашего хода
    [few] { $count } партии ждут вашего хода
    [many] { $count } партий ждут вашего хода
   *[other] { $count } партии ждут вашего хода
}
header-challenges = Вызовы
header-challenges-title = { $count ->
    [one] { $count } вызов ждёт вашего ответа
    [few] { $count } вызова ждут вашего ответа
    [many] { $count } вызовов ждут вашего ответа
   *[other] { $count } вызова ждут вашего ответа
}
header-notices = Уведомления
menu = Меню
nav-site = Сайт
nav-lobby = Лобби
nav-new-game = Новая партия
nav-rules = Правила
nav-tournaments = Турниры
nav-leaderboards = Лидеры
account-notices = Уведомления
account-settings = Настройки
account-log-out = Выйти
account-log-in = Войти
account-register = Регистрация

footer-languages = Языки
footer-about = ortoo — шахматы по переписке и их варианты: ход за ходом на сайте, по почте или через API.

## Выбор языка на странице настроек.

settings-language = Язык
settings-language-browser = Язык браузера ({ $language })
settings-language-hint = На этом языке написаны страницы, ваши письма и сообщения API. В ответном письме команды можно писать на этом языке или по-английски.

## Ошибки, которыми отвечают API и страницы (`code` рядом с ними никогда не меняется).

error-too-many-requests = { $seconds ->
    [one] Слишком много запросов; повторите через { $seconds } секунду.
    [few] Слишком много запросов; повторите через { $seconds } секунды.
    [many] Слишком много запросов; повторите через { $seconds } секунд.
   *[other] Слишком много запросов; повторите через { $seconds } секунды.
}
error-internal = На сервере что-то пошло не так; ничего не изменено.
