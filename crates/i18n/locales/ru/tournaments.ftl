## The tournaments' pages: the list with the form to make one, and each tournament's page.

tournament-list-title = Турниры
tournament-none-yet = Турниров пока нет.
tournament-column-tournament = Турнир
tournament-column-game = Игра
tournament-column-players = Участники
tournament-column-state = Состояние
tournament-list-detail = { $kind }, { $clock }, { $rating }
tournament-kind-swiss = швейцарская система
tournament-kind-round-robin = круговой
tournament-rated = рейтинговый
tournament-casual = товарищеский
tournament-clock-none = без контроля времени
tournament-clock-days = { $days ->
    [one] { $days } день на ход
    [few] { $days } дня на ход
   *[many] { $days } дней на ход
}
tournament-clock-bank = банк времени: { $initial } дн., +{ $increment } дн. за ход, не более { $cap } дн.
tournament-status-open = идёт запись
tournament-status-round = тур { $round } из { $rounds }
tournament-status-under-way = идёт
tournament-status-finished = завершён
tournament-status-cancelled = отменён
tournament-starts = начало { $when }

## The form to make a tournament.

tournament-make = Создать турнир
tournament-game = Игра
tournament-group-hand-written = Запрограммированные вручную
tournament-group-defined = Описанные данными
tournament-group-players = Варианты игроков
tournament-variant-by = { $variant } (автор: { $owner })
tournament-show-options = Показать настройки этой игры
tournament-name = Название
tournament-format = Система
tournament-swiss-choice = Швейцарская система: пары каждого тура составляются по окончании предыдущего, встречаются игроки с близким числом очков
tournament-rounds-label = Число туров
tournament-round-robin-choice = Круговая система: каждая пара играет две партии, по одной каждым цветом, все партии одновременно
tournament-rule-options = Настройки правил
tournament-option-on = вкл.
tournament-option-off = выкл.
tournament-days-per-move = Дней на ход
tournament-rating = Рейтинг
tournament-rated-choice = Рейтинговый
tournament-casual-choice = Товарищеский
tournament-starts-at = Начало (UTC): запись закрывается, и составляется первый тур
tournament-open = Открыть турнир
tournament-rounds-not-a-number = Число туров должно быть целым.
tournament-days-not-a-number = Число дней на ход должно быть целым.
tournament-not-a-time = «{ $text }» — это не дата и время.
tournament-opened = Ваш турнир открыт: записаться в него можно до начала.

## A tournament's page.

tournament-summary-swiss = Турнир по швейцарской системе, «{ $game }», { $rounds ->
    [one] { $rounds } тур
    [few] { $rounds } тура
   *[many] { $rounds } туров
}, { $clock }, { $rating }.
tournament-summary-round-robin = Круговой турнир, «{ $game }», { $clock }, { $rating }.
tournament-rules = Правила: { $rules }.
tournament-made-by = Организатор: { $creator }.
tournament-joining-open = Идёт запись; начало { $starts }.
tournament-state-round = Тур { $round } из { $rounds }.
tournament-state-under-way = Турнир идёт.
tournament-state-finished = Турнир завершён.
tournament-state-cancelled = Турнир отменён.
tournament-join = Записаться
tournament-leave = Выйти
tournament-start-now = Начать сейчас
tournament-withdraw = Сняться с турнира
tournament-withdraw-confirm = Сняться с турнира? Во всех ваших незаконченных партиях турнира будет засчитана сдача.
tournament-you-withdrew = Вы снялись с турнира.
tournament-standings = Турнирная таблица
tournament-column-player = Игрок
tournament-column-points = Очки
tournament-column-sb = КЗБ
tournament-sonneborn-berger = Коэффициент Зоннеборна — Бергера: очки побеждённых соперников и половина очков тех, с кем сыграно вничью
tournament-column-wins = Победы
tournament-column-played = Сыграно
tournament-withdrew-mark = (снялся)
tournament-round = Тур { $round }
tournament-games = Партии
tournament-result-playing = идёт
tournament-bye = свободен от игры (1 очко)
tournament-players = Участники ({ $count })
tournament-joined = Вы записаны. Партии будут приходить к вам по мере составления каждого тура.
tournament-left = Вы вышли из турнира.
tournament-withdrawn = Вы снялись с турнира: в ваших незаконченных партиях засчитана сдача, и в пары вас больше не ставят.
tournament-started = Турнир начался.
tournament-no-such-page = Такой страницы нет.
