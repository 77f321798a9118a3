# Что отвечает сервер, когда отказывается что-то сделать (форма, ответ по почте, запрос к API).
# Каждое сообщение — одно-два предложения, которые игрок читает рядом с отправленной формой.

error-no-such-account = Такой учётной записи нет.
error-no-such-analysis = Такого анализа нет.
error-no-such-challenge = Такого вызова нет.
error-no-engine = На этом сервере нет движка, с которым можно сыграть.
error-no-such-game = Такой партии нет.
error-no-such-player = Такого игрока нет.
error-no-such-tournament = Такого турнира нет.
error-no-such-file = Такого файла вариантов нет.
error-no-such-file-of-yours = У вас нет такого файла вариантов.
error-not-your-game = Это не ваша партия.
# $side: белые или чёрные (side-white, side-black)
error-not-your-turn = Сейчас не ваш ход: ходят { $side }.
error-wrong-password = Это не пароль от учётной записи: ничего не изменено.
error-stale-ply = Партия ушла вперёд: сейчас полуход { $current }, а не { $expected }. Обновите её и попробуйте снова.
error-hashing-busy = Сервер сейчас проверяет много паролей сразу; попробуйте снова через несколько секунд.

## Вызовы и открытые заявки
error-rating-outside = Диапазон рейтинга — от { $low } до { $high }; { $end } в него не входит.
error-rating-range-reversed = Наименьший рейтинг ({ $min }) больше наибольшего ({ $max }).
# $value: что прислано, в виде JSON
error-option-value = Значение настройки — текст, число или true/false, а не { $value }.
error-colour = Цвет — white (белые), black (чёрные) или random (по жребию), а не «{ $colour }».
error-engine-unrated = Партии с движком никогда не бывают рейтинговыми; выберите товарищескую партию.
error-range-for-seeks = Диапазон рейтинга задаётся для открытых заявок; в вызове конкретному игроку соперник уже назван.
error-open-must-be-true = Для открытой заявки «open» должно быть true.
error-no-player-named = Игрока с именем «{ $name }» нет.
error-account-closed = Учётная запись { $name } закрыта.
error-engine-by-level = Чтобы сыграть с движком, отправьте вызов {"{"}"engine": LEVEL{"}"} (LEVEL — уровень от 1 до 12).
error-challenge-yourself = Нельзя вызвать самого себя.
error-challenge-accepted = Этот вызов уже принят.
error-challenge-declined = Этот вызов уже отклонён.
error-challenge-withdrawn = Этот вызов уже отозван.
error-challenge-closed = Этот вызов закрыт.
error-challenge-for-another = Этот вызов адресован другому игроку.
error-own-seek = Нельзя принять собственную заявку.
# $game: название игры; $rating: рейтинг игрока в ней (со знаком ?, пока он предварительный)
error-seek-rating = Эта заявка — для игроков с рейтингом от { $min } до { $max } в игре «{ $game }»; ваш рейтинг в ней — { $rating }.
error-challenge-taken = Этот вызов только что приняли или отозвали.
error-decline-not-yours = Отклонить вызов может только тот, кого вызвали.
error-withdraw-not-yours = Отозвать вызов может только тот, кто его отправил.

## Контроль времени
error-days-per-move = Дней на ход — от 1 до 30, а не { $days }.
error-bank-initial = В начале в банке времени — от 1 до 90 дней, а не { $days }.
error-bank-increment = За ход банк времени пополняется не больше чем на 30 дней, а не на { $days }.
error-bank-cap = Предел банка времени — не меньше начального числа дней ({ $initial }) и не больше 180, а не { $cap }.

## Партии
error-watch-own-game = Вы играете в этой партии: её ходы и так приходят вам.
# $result: чем закончилась бы партия в начальной позиции (outcome-white-wins…)
error-over-at-start = Эта партия закончилась бы ещё до первого хода ({ $result }): играть в неё нельзя.
error-game-too-busy = Партия меняется слишком быстро, чтобы сделать этот ход сейчас; попробуйте ещё раз.
error-comment-too-long = Комментарий — не длиннее { $max } { $max ->
    [one] символа
    [few] символов
    [many] символов
   *[other] символа
}.
error-no-draw-offer = Соперник не предлагал ничью.
error-draw-offered-already = Вы уже предложили ничью.
error-draw-action = Действие с ничьей — offer, accept, decline или claim, а не «{ $action }».
# $result: чем она закончилась (outcome-white-wins…)
error-game-over = Партия окончена. { $result }.
error-nothing-to-hint = Партия окончена: подсказывать больше нечего.

## Турниры
error-tournament-joining-closed = Турнир уже начался: запись закрыта.
error-tournaments-by-admins = На этом сервере турниры создают только администраторы.
error-tournament-name-length = Название турнира — от 3 до 60 символов.
# $kind: что запрошено; round_robin и swiss — слова API, они остаются как есть
error-tournament-kind = Турнир бывает round_robin (круговой) или swiss (по швейцарской системе), а не «{ $kind }».
error-round-robin-rounds = В круговом турнире число туров не задаётся: каждая пара играет обоими цветами одновременно.
error-swiss-rounds = В турнире по швейцарской системе — от 1 до { $max } { $max ->
    [one] тура
    [few] туров
    [many] туров
   *[other] тура
}, а не { $rounds }.
error-tournament-start = Турнир может начаться не раньше чем сейчас и не позже чем через { $days } { $days ->
    [one] день
    [few] дня
    [many] дней
   *[other] дня
}.
error-tournament-full = В турнире больше нет мест ({ $players } { $players ->
    [one] участник
    [few] участника
    [many] участников
   *[other] участника
}).
error-tournament-joined-already = Вы уже записаны в этот турнир.
error-tournament-not-joined = Вы не записаны в этот турнир.
error-tournament-not-playing = Вы не играете в этом турнире (или уже снялись с него).
error-tournament-over = Турнир завершён.
error-tournament-start-not-yours = Начать турнир досрочно может только его организатор.
error-tournament-started = Турнир уже начался.

## Настройки
error-reminder-hours = Напоминание — целое число часов от 1 до { $max }, а не «{ $given }».
error-reminders-at-most-five = Не больше пяти напоминаний.
# move, digest и none — слова API, они остаются как есть
error-notify-mode = Уведомления — «move», «digest» или «none», а не «{ $given }».
error-time-zone = «{ $zone }» — не часовой пояс: укажите его название, например Europe/Paris, America/New_York или UTC.
# san и full — слова API, они остаются как есть
error-notation = Нотация — «san» (краткая алгебраическая, Nf3) или «full» (полная алгебраическая, N g1-f3), а не «{ $given }».
# $known: языки ortoo через запятую
error-language = В ortoo нет языка «{ $tag }»; есть { $known }.
error-mail-password = Почтовый пароль — от 8 до 64 символов без пробелов (он пишется в теме письма).
error-vacation-length = Отпуск длится не меньше одного дня.
# $left: оставшиеся дни, с одним знаком после запятой (2.5) — поэтому всегда «дня»
error-vacation-left = В этом году у вас осталось только { $left } дня отпуска, а не { $days }.
error-not-on-vacation = Вы не в отпуске.
error-vacation-changed = Ваш отпуск только что изменили (в другом окне?). Обновите страницу и попробуйте снова.

## Файлы вариантов
error-files-cursor = «{ $given }» — не начало страницы этого списка: укажите `next` предыдущей страницы.
error-file-too-long = Размер файла — { $bytes } { $bytes ->
    [one] байт
    [few] байта
    [many] байт
   *[other] байта
}, а файл может занимать не больше { $max } { $max ->
    [one] байта
    [few] байт
    [many] байт
   *[other] байта
} (64 КиБ).
error-file-no-variant = В файле нет ни одного варианта: вариант — это раздел вроде [mygame:chess] с ключами под ним.
error-file-too-many-variants = В файле { $count } { $count ->
    [one] вариант
    [few] варианта
    [many] вариантов
   *[other] варианта
}, а в одном файле их может быть не больше { $max }.
error-files-too-many = У вас уже { $max } { $max ->
    [one] файл
    [few] файла
    [many] файлов
   *[other] файла
} — больше одному игроку хранить нельзя; удалите один или загрузите файл под именем существующего, чтобы заменить его.
error-search-too-long = Поисковый запрос — не длиннее { $max } { $max ->
    [one] символа
    [few] символов
    [many] символов
   *[other] символа
}.
error-file-name-needed = Нужно имя файла, например mine.ini.
error-file-name-too-long = Имя файла — не длиннее { $max } { $max ->
    [one] символа
    [few] символов
    [many] символов
   *[other] символа
}.
error-file-name-letters = Имя файла состоит из букв, цифр, пробелов, «-», «_» и «.» и не может начинаться с «.» или пробела.

## Движок
error-engine-level = Уровень движка — от { $low } до { $high }, а не { $level }.
error-engine-games = Вы уже играете с движком { $count } { $count ->
    [one] партию
    [few] партии
    [many] партий
   *[other] партии
}; начните новую, когда одна из них закончится.
error-engine-watched = Вы уже смотрите { $count } { $count ->
    [one] партию
    [few] партии
    [many] партий
   *[other] партии
} движка против самого себя; начните новую, когда одна из них закончится.
error-hints-against-engine = Подсказки даются только в партиях с движком.
error-hints-busy = Движок занят другими подсказками; попросите снова через несколько секунд.

## Учётные записи
error-bad-name = Имя — от 2 до 24 букв, цифр, «-» или «_», и начинается с буквы.
error-bad-email = Это не похоже на адрес электронной почты.
error-bad-password = В пароле должно быть не меньше 8 символов (и не больше 200).
error-link-refused = Эта ссылка уже использована, устарела или заменена более новой. Запросите новую.
error-verified-already = Адрес { $address } уже подтверждён.
error-reset-who = Укажите имя учётной записи или её адрес электронной почты.
error-password-changed = Пароль тем временем изменили (в другом месте): войдите снова.
error-same-address = Адрес { $address } уже указан в этой учётной записи.
error-name-taken = Имя «{ $name }» уже занято.

## Условные ходы
error-forecast-your-move = Сейчас ваш ход: сделайте его. Условные ходы задают, пока ходит соперник.
error-forecast-too-large = В условных ходах может быть не больше { $max } { $max ->
    [one] пары
    [few] пар
    [many] пар
   *[other] пары
} ходов при глубине до { $deepest }; у вас { $count } при глубине { $depth }.
# $why: причина по правилам (отдельное предложение)
error-forecast-move = В ваших условных ходах «{ $move }» сыграть нельзя: { $why }
# $line: предшествующие ходы через запятую
error-forecast-move-after = В ваших условных ходах «{ $move }» после { $line } сыграть нельзя: { $why }
error-forecast-over-after-theirs = после хода соперника партия была бы уже окончена.
error-forecast-nothing-after = В ваших условных ходах партия заканчивается после { $line }, поэтому продолжения быть не может.
error-forecast-two-answers-now = На { $move } в текущей позиции отвечают два варианта: оставьте по одному ответу на каждый ход соперника.
error-forecast-two-answers = На { $move } после { $line } отвечают два варианта: оставьте по одному ответу на каждый ход соперника.

## Возврат хода
error-takeback-action = Действие с возвратом хода — offer, accept, decline или withdraw, а не «{ $action }».
error-takeback-rated = Ходы возвращают только в товарищеских партиях, а эта партия рейтинговая.
error-takeback-tournament = В турнирных партиях ходы не возвращают.
error-takeback-asked-already = Вы уже попросили вернуть свой ход.
error-takeback-opponent-asked = Соперник попросил вернуть свой ход: сначала разрешите или откажите.
error-takeback-engine-thinking = Движок выбирает ответ: попросите снова, когда он сходит.
error-takeback-not-moved = Вы ещё не ходили: возвращать нечего.
error-takeback-no-offer = Соперник не просил вернуть ход.
error-takeback-not-asked = Вы не просили вернуть ход.
error-takeback-nothing = У стороны, которая просит вернуть ход, нет ходов, которые можно вернуть.

## Анализ и чат
error-analysis-while-playing = Партию анализируют только после её окончания: оценка движка помогла бы игроку, который ещё в ней играет.
error-analysis-nothing = Эта партия закончилась до первого хода: анализировать нечего.
error-message-empty = Сообщение не может быть пустым.
error-message-too-long = Сообщение — не длиннее { $max } { $max ->
    [one] символа
    [few] символов
    [many] символов
   *[other] символа
}.
error-note-too-long = Заметка — не длиннее { $max } { $max ->
    [one] символа
    [few] символов
    [many] символов
   *[other] символа
}.
# «if», «then» и ХОД-СОПЕРНИКА, ВАШ-ХОД: слова, которыми пишутся условные ходы (if и then — по-английски)
error-forecast-line = «{ $line }» — не строка условных ходов: пишите «if ХОД-СОПЕРНИКА then ВАШ-ХОД», а для следующих ходов — «then if ... then ...».
error-form-unreadable = Форму не удалось прочитать: какого-то поля нет или в нём недопустимое значение. Вернитесь назад, обновите страницу и отправьте форму ещё раз.
error-query-unreadable = Часть адреса после «?» эта страница прочитать не может; переходите по ссылке, не изменяя адрес вручную.

error-cross-site = Формы, отправленные с других сайтов, не принимаются: отправьте форму со страниц этого сервера.
error-json-body-missing = Запросу нужно тело в JSON.
error-json-not-object = Тело запроса должно быть объектом JSON: {"{"}"name": value, ...{"}"}.
error-json-content-type = Отправьте тело запроса в JSON с заголовком Content-Type: application/json.
error-json-syntax = Тело запроса — не корректный JSON: ошибка в строке { $line }, позиции { $column }.
error-body-too-large = Тело запроса слишком велико.
error-body-unread = Не удалось прочитать тело запроса.
error-request-missing-field = В запросе нет поля { $field }.
error-request-unknown-field = В запросе есть поле, которое этот вызов не принимает: { $field }.
error-request-repeated-field = Поле { $field } указано в запросе дважды.
error-request-bad-value = Поле { $field } не может быть { $value }: допустимые значения — { $taken }.
error-request-wrong-type = В поле { $field } значение не того типа.
error-request-unread = Запрос не подходит для этого вызова: { $why }
error-request-path = Адрес не подходит для этого вызова: { $why }

## Собственные отказы API
# Управляющий символ в том, что прислал клиент; эти сообщения показывают и страницы. $character:
# код символа и его название, если оно есть (U+0000 (NUL)); $field: имя поля, как его пишет
# запрос (comment, opponent.user, moves[2]).
error-control-in-address = В адресе есть управляющий символ { $character }, а ortoo не принимает такие символы ни в каком тексте; удалите его и отправьте снова.
error-control-in-query-field = В поле «{ $field }» адреса есть управляющий символ { $character }, а ortoo не принимает такие символы ни в каком тексте; удалите его и отправьте снова.
error-control-in-query-name = В имени поля в адресе есть управляющий символ { $character }, а ortoo не принимает такие символы ни в каком тексте; удалите его и отправьте снова.
error-control-in-body = В теле запроса есть управляющий символ { $character }, а ortoo не принимает такие символы ни в каком тексте; удалите его и отправьте снова.
error-control-in-field = В поле «{ $field }» есть управляющий символ { $character }, а ortoo не принимает такие символы ни в каком тексте; удалите его и отправьте снова.
error-control-in-name = В имени поля есть управляющий символ { $character }, а ortoo не принимает такие символы ни в каком тексте; удалите его и отправьте снова.
error-control-in-body-name = В имени поля в теле запроса есть управляющий символ { $character }, а ortoo не принимает такие символы ни в каком тексте; удалите его и отправьте снова.
error-control-in-name-in = В имени поля внутри поля «{ $field }» есть управляющий символ { $character }, а ortoo не принимает такие символы ни в каком тексте; удалите его и отправьте снова.
error-api-too-large = Тело запроса больше, чем принимает этот сервер.
error-api-method = Этот метод здесь не разрешён.
error-api-timeout = Запрос выполнялся слишком долго и был прерван.
error-api-media-type = Тело запроса имеет тип, который этот эндпоинт не читает.
error-api-not-understood = Запрос не удалось понять.
error-api-no-endpoint = Такого эндпоинта API нет.
# $scope: read или play — слова API, они остаются как есть
error-api-missing-scope = У этого токена нет области доступа «{ $scope }».
error-api-bearer = Передайте токен в виде «Authorization: Bearer <token>».
error-api-token-invalid = Этот API-токен недействителен: возможно, в нём опечатка или он отозван.
error-api-account-needed = Для этого нужна учётная запись: передайте API-токен в виде «Authorization: Bearer <token>» (создать его можно через POST /api/v1/tokens).
error-api-login-wrong = Эти имя и пароль не подходят ни к одной учётной записи.
# read и play — слова API, они остаются как есть
error-api-scopes = Области доступа — «read» и «play» (одна или обе).
# $position: место символа в метке, считая с 1; $character: line-feed, carriage-return или tab,
# каждый называется словами, иначе код символа (U+0007)
error-api-token-label-line = Метка токена — одна строка текста; символ { $position } — управляющий ({ $character ->
        [line-feed] перевод строки
        [carriage-return] возврат каретки
        [tab] табуляция
       *[other] { $character }
    }).
error-api-token-label-length = Метка токена — не длиннее 100 символов.
error-api-no-such-token = У вас нет действующего токена с таким id.
error-api-idempotency-key = Idempotency-Key — это от 1 до 200 видимых символов ASCII.
error-api-idempotency-key-reused = Этот Idempotency-Key уже использован для другого запроса.
error-api-idempotency-key-used = Этот Idempotency-Key уже использован, и этот запрос ничего не изменил: отправьте его ещё раз, чтобы прочитать ответ, сохранённый для этого ключа.
# $count: сколько потоков открыто с этого адреса — это предел
error-api-streams-per-address = С этого IP-адреса уже открыто столько потоков событий, сколько можно ({ $count }); закройте один (вкладку) или попробуйте позже.
error-api-streams-busy = На сервере открыто столько потоков событий, сколько он допускает; попробуйте немного позже.
# status, turn, format, limit и starts_at — поля запроса, а active, finished, mine, text, pgn и
# usi — их значения: слова API, они остаются как есть
error-api-games-status = status — это active или finished.
error-api-games-turn = turn принимает только значение mine.
# $format: что запрошено
error-api-export-format = format — это text, pgn или usi, а не «{ $format }».
error-api-export-pgn = PGN описывает только шахматоподобные игры; format=text даёт полную запись этой партии.
error-api-export-usi = USI описывает только игры семейства сёги; format=text даёт полную запись этой партии.
error-api-variants-limit = limit — число файлов от 1 до { $max }.
# $given: что прислано
error-api-starts-at = starts_at — время в формате RFC 3339 (2026-12-01T18:00:00Z), а не «{ $given }».
# branches и lines — поля запроса, они остаются как есть
error-api-forecast-form = Передайте условные ходы как «branches» или как «lines» — что-то одно.
error-api-analysis-under-way = Эта партия ещё идёт: её анализируют после окончания.
error-api-analysis-not-made = У этой партии нет анализа: она закончилась раньше, чем появились анализы. Отправьте POST на этот адрес, чтобы его запросить.
error-api-mark-at-most = За один раз можно отметить не больше 500 уведомлений.
