## The settings page.

settings-page-title = Настройки
settings-page-unverified = Ваш адрес { $address } не подтверждён: мы ничего не пришлём на него, пока вы не перейдёте по ссылке, которую мы туда отправили (а до тех пор играйте на сайте и через API).
settings-page-send-link-again = Отправить ссылку ещё раз
settings-page-change-address-action = Изменить адрес
settings-page-notices-legend = Уведомления по почте
settings-page-notify-move = Письмо о каждом ходе, вызове и результате
settings-page-notify-digest = Одна сводка в день
settings-page-notify-none = Без писем (уведомления остаются на сайте)
settings-page-reminders = Напоминания: за сколько часов до срока (через запятую; пусто — без напоминаний)
settings-page-time-zone = Ваш часовой пояс, для сроков в письмах (например, Europe/Moscow или Asia/Yekaterinburg)
settings-page-notation-legend = Как для вас записываются ходы на страницах и в письмах
settings-page-notation-san = Краткая алгебраическая нотация (игры без неё записываются полной):
settings-page-notation-full = Полная алгебраическая нотация, как в записи партии:
settings-page-save = Сохранить
settings-page-saved = Настройки сохранены.
settings-page-no-such-language = В ortoo нет языка «{ $language }».

## The settings page: playing by mail.

settings-page-by-mail = Игра по почте
settings-page-by-mail-commands = Команда в теме письма на игровой адрес выполняется, как только вы ответите на наше письмо с подтверждением. Например:
settings-page-by-mail-password = С почтовым паролем команда, которая заканчивается на { $example }, выполняется сразу.
settings-page-mail-password-set = Почтовый пароль у вас задан.
settings-page-mail-password-none = Почтового пароля у вас нет.
settings-page-mail-password-label = Новый почтовый пароль (от 8 до 64 символов, без пробелов; пустое поле удаляет его)
settings-page-mail-password-change = Изменить или удалить
settings-page-mail-password-add = Задать
settings-page-mail-password-was-set = Почтовый пароль задан.
settings-page-mail-password-removed = Почтовый пароль удалён.

## The settings page: vacation.

settings-page-vacation = Отпуск
settings-page-vacation-days-left = Дней отпуска осталось в этом году: { $left } из { $total }.
settings-page-vacation-clocks = Пока вы в отпуске, ваши часы стоят во всех партиях.
settings-page-vacation-until = В отпуске до { $until }.
settings-page-vacation-back = Закончить отпуск (неиспользованные дни вернутся)
settings-page-vacation-days = Дней отпуска, начиная с сегодня
settings-page-vacation-start = Начать отпуск
settings-page-vacation-started = Вы в отпуске: ваши часы стоят.
settings-page-vacation-ended = С возвращением: ваши часы снова идут.
settings-page-vacation-whole-days = Число дней отпуска должно быть целым.

## The settings page: the account, its address and password, its data, closing it.

settings-page-account = Ваша учётная запись
settings-page-account-since = { $name }, на сайте с { $date }.
settings-page-address-verified = Адрес: { $address } (подтверждён).
settings-page-address-unverified = Адрес: { $address } (не подтверждён).
settings-page-change-address = Изменить адрес
settings-page-new-address = Новый адрес электронной почты
settings-page-your-password = Ваш пароль
settings-page-change-address-hint = На новый адрес придёт ссылка; он станет вашим, когда вы по ней перейдёте, а на старый придёт извещение.
settings-page-change-password = Изменить пароль
settings-page-present-password = Текущий пароль
settings-page-change-password-hint = Все остальные сеансы (другие браузеры, телефоны) и все API-токены учётной записи будут завершены; в этом браузере вы останетесь в системе.
settings-page-change-password-button = Изменить пароль
settings-page-verification-sent = Новая ссылка уже отправлена на ваш адрес.
settings-page-address-link-sent = Ссылка отправлена на новый адрес: адрес сменится, когда вы по ней перейдёте.
settings-page-address-changed = Ваш адрес изменён.
settings-page-password-changed = Ваш пароль изменён; все остальные сеансы и API-токены учётной записи завершены.
settings-page-data = Ваши данные
settings-page-data-about = Один файл JSON с вашей учётной записью, настройками, API-токенами и всеми партиями (полная запись, а где партию можно описать в PGN — и PGN).
settings-page-data-download = Скачать ваши данные
settings-page-close = Закрыть учётную запись
settings-page-close-about = В ваших текущих партиях будет засчитана сдача, из турниров вы выйдете; после этого никто не сможет войти в учётную запись, её API-токены перестанут работать и писем на неё больше не будет. Ваши партии останутся, а ваше имя будет показано как закрытая учётная запись; это имя никому больше не достанется. Сначала скачайте свои данные: закрытие нельзя отменить.
settings-page-close-understood = Я понимаю: закрыть мою учётную запись
settings-page-close-button = Закрыть мою учётную запись
settings-page-close-tick = Поставьте галочку, чтобы подтвердить, что вы понимаете последствия закрытия.
settings-page-closed = Ваша учётная запись закрыта. Спасибо за игру.

## The settings page: how pages look in this browser.

settings-page-look = Вид страниц в этом браузере
settings-page-colours = Цвета
settings-page-colours-system = как в системе (светлая или тёмная тема)
settings-page-colours-light = светлые
settings-page-colours-dark = тёмные
settings-page-pieces = Фигуры
settings-page-pieces-drawn = рисунки ortoo
settings-page-pieces-letters = буквы, как в нотации
settings-page-sound = Звуки
settings-page-sound-none = нет
settings-page-sound-moves = звук при каждом ходе (при шахе — выше)

## The notices page and the one-click unsubscribe.

notices-page-title = Уведомления
notices-page-none = Уведомлений пока нет.
notices-page-new = Новое
unsubscribe-page-title = Отписаться
unsubscribe-page-heading = Уведомления по почте
unsubscribe-page-done = Писем от ortoo больше не будет. Уведомления остаются на сайте; включить письма снова можно в настройках.
unsubscribe-page-ask = Отключить все уведомления по почте от ortoo?
unsubscribe-page-button = Отписаться
unsubscribe-page-bad-link = Эта ссылка для отписки недействительна; измените настройки писем на странице настроек.

## Logging in and registering.

login-page-log-in = Войти
login-page-register = Регистрация
login-page-create-heading = Создать учётную запись
login-page-create-button = Создать учётную запись
login-page-name = Имя
login-page-email = Электронная почта (для уведомлений о вашем ходе; сначала мы пришлём на неё ссылку для подтверждения)
login-page-password = Пароль
login-page-new-password = Пароль (не меньше 8 символов)
login-page-have-account = Уже есть учётная запись?
login-page-new-here = Впервые здесь?
login-page-forgot = Забыли пароль?
login-page-reset-it = Сбросить его
login-page-welcome = Добро пожаловать, { $name }! Мы отправили ссылку на { $address }: перейдите по ней, чтобы получать туда письма о ваших ходах и вызовах. А пока играйте здесь.
login-page-logged-out = Вы вышли из системы.

## The mailed account links: an address verified, a password reset asked for and chosen.

account-page-verify-title = Подтвердите ваш адрес
account-page-choose-title = Выберите новый пароль
account-page-verified = Адрес { $address } подтверждён: теперь письма о ваших ходах, вызовах и ответах приходят туда.
account-page-verified-already = Ваш адрес { $address } подтверждён.
account-page-settings-sends-new = Новую ссылку можно отправить со страницы настроек.
account-page-ask-again = Запросить новую.
account-page-to-lobby = В лобби
account-page-reset-about = Укажите имя учётной записи или её адрес электронной почты: на адрес учётной записи (если он подтверждён) придёт ссылка для выбора нового пароля. Она действует один раз в течение часа.
account-page-name-or-address = Имя или адрес электронной почты
account-page-mail-link = Прислать ссылку
account-page-remembered = Вспомнили?
account-page-reset-by-mail = Можно также отправить с адреса учётной записи на игровой адрес письмо с командой:
account-page-reset-asked = Если есть учётная запись с таким именем или (подтверждённым) адресом, ссылка для выбора нового пароля уже отправлена на её адрес. Она действует один раз в течение часа.
account-page-new-password-for = Новый пароль для { $name }. Когда вы его зададите, учётная запись выйдет из системы везде, а её API-токены перестанут действовать.
account-page-new-password = Новый пароль (не меньше 8 символов)
account-page-set-password = Задать пароль
account-page-reset-done = Ваш пароль изменён, все сеансы и API-токены учётной записи завершены: войдите с новым паролем.

## The page of a failure: its title by what went wrong, and the way back.

error-page-not-found = Не найдено
error-page-bad-request = Не удалось прочитать
error-page-forbidden = Не разрешено
error-page-too-many = Слишком много запросов
error-page-server = Что-то пошло не так
error-page-not-done = Не удалось выполнить
error-page-other = Ошибка { $status }
error-page-reference = Если это повторится, сообщите нам этот номер:
error-page-back = Вернуться в лобби
error-page-no-such-page = Такой страницы нет.
