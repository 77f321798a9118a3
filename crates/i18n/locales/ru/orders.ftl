## Команды в новом письме (не в ответе): сами команды пишутся по-английски, как они читаются
## («challenge bob koan»); что они делают и ответы на них — на языке читателя.

orders-help-title = Игра по почте
orders-help-intro = Напишите на этот адрес письмо, указав в теме одну из этих команд:
orders-help-challenge = вызвать игрока
orders-help-engine = сыграть с движком
orders-help-new = открытая заявка, которую может принять любой
orders-help-tournaments = турниры, в которые идёт запись, и идущие турниры
orders-help-join = записаться в турнир («withdraw TOURNAMENT-ID» — выйти из него)
orders-help-watch = получать каждый ход партии по почте
orders-help-unwatch = перестать их получать
orders-help-games = ваши партии и чей в них ход
orders-help-reset = ссылка для выбора нового пароля, на адрес вашей учётной записи
orders-help-help = этот список
orders-help-games-named = GAME — название или id игры (chess, khan, khans-chess, kings-run, koan, shatranj-kamil-x…).
orders-help-settings = Настройки правил пишутся как name=value (exchanges=off). Партии между людьми рейтинговые, если не написать casual; диапазон рейтинга ограничивает, кто может принять открытую заявку. Вызов, новая партия или слежение за партией выполняются, когда вы ответите на наше письмо с подтверждением, — чтобы никто не мог действовать от вашего имени, подделав адрес отправителя.

orders-no-command = В письме нет команды: напишите её в теме.
# $command: watch или unwatch, как написано
orders-one-game = После «{ $command }» укажите одну партию: её id или адрес.
orders-one-tournament = После «{ $command }» укажите один турнир: его id или адрес.
orders-challenge-takes = После «challenge» укажите имя игрока (или «engine») и игру.
orders-not-a-command = «{ $typed }» — это не команда.
orders-which-game = Укажите игру: «challenge bob koan» или «new koan».
orders-not-a-setting = «{ $setting }» — это не настройка: пишите name=value (days=3).
orders-days = days — это целое число дней на ход, от 1 до 30, а не «{ $given }».
orders-level = level — это уровень движка, от 1 до 12, а не «{ $given }».
orders-rating = rating — это диапазон рейтинга, например 1400-1800 (или 1400- или -1800), а не «{ $given }».
# $games: id игр через запятую
orders-not-a-game = «{ $given }» — здесь нет такой игры; есть игры: { $games }.
orders-not-a-game-id = «{ $given }» — это не id партии: укажите id (32 буквы и цифры) или адрес партии.
orders-not-a-tournament-id = «{ $given }» — это не id турнира: укажите id (32 буквы и цифры) или адрес турнира.

orders-wrong-password = Неверный почтовый пароль: ничего не сделано.
orders-no-mail-password = У вас нет почтового пароля (его можно задать на странице настроек), поэтому ничего не сделано. Отправьте команду без пароля и ответьте на письмо с подтверждением.
orders-guessed-title = Ваш почтовый пароль пытаются подобрать
orders-guessed = { $count ->
    [one] За час ваш почтовый пароль { $count } раз указали неверно.
    [few] За час ваш почтовый пароль { $count } раза указали неверно.
    [many] За час ваш почтовый пароль { $count } раз указали неверно.
   *[other] За час ваш почтовый пароль { $count } раза указали неверно.
} До конца этого часа команды с паролем отклоняются без проверки пароля и остаются без ответа.
orders-guessed-change = Если это были не вы, значит, кто-то подбирает пароль: смените его на странице настроек ({ $link }). Команды, отправленные без пароля и подтверждённые ответом, по-прежнему работают.
orders-confirmation-old = { $days ->
    [one] Этому подтверждению больше { $days } дня: отправьте команду ещё раз.
    [few] Этому подтверждению больше { $days } дней: отправьте команду ещё раз.
    [many] Этому подтверждению больше { $days } дней: отправьте команду ещё раз.
   *[other] Этому подтверждению больше { $days } дня: отправьте команду ещё раз.
}
orders-done-already = Эта команда уже подтверждена и выполнена; каждая команда выполняется один раз.

orders-reset-title = Сброс пароля
orders-reset = Ссылка для выбора нового пароля отправлена на адрес вашей учётной записи.
orders-tournaments-title = Турниры
# $kind: круговой или швейцарская система (tournament-kind-…); $state: orders-tournament-open или -round
orders-tournament = { $players ->
    [one] { $name } ({ $kind }, { $game }, { $players } участник, { $state })
    [few] { $name } ({ $kind }, { $game }, { $players } участника, { $state })
    [many] { $name } ({ $kind }, { $game }, { $players } участников, { $state })
   *[other] { $name } ({ $kind }, { $game }, { $players } участника, { $state })
}
# $starts: дата и время в UTC (2031-11-06 09:30)
orders-tournament-open = идёт запись, начало { $starts }
orders-tournament-round = тур { $round } из { $rounds }
orders-no-tournaments = Нет турниров, в которые идёт запись или которые уже идут.
orders-to-join = Чтобы записаться, отправьте «join» и адрес или id турнира.
orders-joined-title = Вы записаны
orders-joined = Вы участвуете в турнире «{ $name }». Партии будут приходить вам по почте по мере составления каждого тура.
orders-left-title = Вы вышли из турнира
orders-left = Вы вышли из турнира.
orders-withdrawn-title = Вы снялись с турнира
orders-withdrawn = Вы снялись с турнира: в ваших незаконченных партиях засчитана сдача, и в пары вас больше не ставят.
orders-watching = Теперь вы следите за партией { $link }: каждый ход будет приходить вам.
orders-unwatched = Вы больше не следите за этой партией.
orders-not-watched = Вы и не следили за этой партией.
orders-challenge-sent-title = Вызов отправлен
orders-challenge-sent = Ваш вызов игроку { $name } отправлен; ему сообщат о нём по почте.
orders-seek-sent = Ваша открытая заявка в лобби: { $link }
orders-game-begun-title = Партия началась
orders-game-begun = Ваша партия против движка началась: { $link }
orders-games-title-none = Ваши партии
orders-no-games = У вас нет текущих партий.
orders-games-title = Ваши партии: ваш ход в { $mine } из { $count }
# $title: название партии (Chess #9f3c2a17); $deadline: срок хода (deadline-when) или
# letter-no-deadline
orders-game-your-move = { $title } против { $opponent }: ваш ход, полуход { $ply }. Срок: { $deadline }
orders-game-their-move = { $title } против { $opponent }: ход соперника, полуход { $ply }. Срок: { $deadline }

## Подтверждение команды, пришедшей в новом письме
confirm-title = Подтвердите: { $command }
confirm-came = Эта команда пришла по почте с вашего адреса:
confirm-reply = Ответьте на это письмо (чем угодно или пустым письмом), чтобы подтвердить её: она будет выполнена, когда придёт ваш ответ, и только один раз. Если вы её не отправляли, не обращайте внимания на это письмо — ничего не произойдёт.
confirm-good-for = { $days ->
    [one] Подтверждение действует { $days } день.
    [few] Подтверждение действует { $days } дня.
    [many] Подтверждение действует { $days } дней.
   *[other] Подтверждение действует { $days } дня.
}
