## Лобби: партии игрока, вызовы и открытые заявки, список игр.

lobby-title = Лобби
lobby-your-games = Ваши партии
lobby-no-game-waits = Ни одна партия не ждёт вашего хода.
lobby-accept-or-start = Примите вызов ниже или начните партию сами:
lobby-start-a-game = Начать партию
lobby-your-turn = Ваш ход ({ $count })
lobby-their-turn = Ход соперника ({ $count })
lobby-welcome = Игра по переписке в варианты шахмат
lobby-intro = Khan's Chess, шахматы и многое другое — по одному ходу, на сайте, через API или по почте.
lobby-create-account = Создать аккаунт
lobby-log-in-to-play = Войти и играть
lobby-challenges = Вызовы и открытые заявки
lobby-none-open = Сейчас открытых нет.
lobby-col-game = Игра
lobby-col-from = От кого
lobby-col-to = Кому
lobby-col-challenger-plays = Вызывающий играет
lobby-col-clock = Контроль
lobby-col-rated = Рейтинг
lobby-col-answer = Ответ
# Под именем вызывающего, на узком экране.
lobby-plays-white = { $sides ->
    [xiangqi] играет красными
    [janggi] играет синими
    [shogi] играет за Сэнтэ
   *[chess] играет белыми
}
lobby-plays-black = { $sides ->
    [xiangqi] играет чёрными
    [janggi] играет красными
    [shogi] играет за Готэ
   *[chess] играет чёрными
}
lobby-plays-random = цвет по жребию
# Столбец «Вызывающий играет».
lobby-color-white = { $sides ->
    [xiangqi] красными
    [janggi] синими
    [shogi] за Сэнтэ
   *[chess] белыми
}
lobby-color-black = { $sides ->
    [xiangqi] чёрными
    [janggi] красными
    [shogi] за Готэ
   *[chess] чёрными
}
lobby-color-random = по жребию
# Открытая заявка, в столбце «Кому».
lobby-anyone = любому
lobby-anyone-rated = любому с рейтингом { $min }–{ $max }
lobby-no-clock = без контроля времени
lobby-clock-days = { $days ->
    [one] { $days } день на ход
    [few] { $days } дня на ход
    [many] { $days } дней на ход
   *[other] { $days } дня на ход
}
lobby-clock-bank = банк времени: { $initial ->
    [one] { $initial } день
    [few] { $initial } дня
    [many] { $initial } дней
   *[other] { $initial } дня
}, +{ $increment } за ход, не более { $cap }
lobby-rated = рейтинговая
lobby-casual = товарищеская
lobby-withdraw = Отозвать
lobby-accept = Принять
lobby-decline = Отклонить
# $choice — слово игры для того, что каждый игрок выбирает сам (arrangement в чанги), по-английски.
lobby-own-choice = Ваш выбор ({ $choice }), если примете:
lobby-choice-as-challenged = как в вызове
lobby-finished = Завершённые
lobby-games = Игры
lobby-defined = Варианты шахмат, заданные данными
lobby-defined-hint = Каждый записан в формате variants.ini, принятом в сообществе любителей вариантов; в каждый играют, ходы проверяются и рейтинг считается так же, как в играх выше.
lobby-players-variants = Варианты игроков
lobby-uploaded-by-players = Загружены игроками.
lobby-upload-your-own = Загрузить свой
lobby-none-yet = Пока нет.
lobby-by-owner = автор: { $owner }

## Список партий (в лобби и на странице игрока).

lobby-col-white = Белые
lobby-col-black = Чёрные
lobby-col-ply = Полуход
lobby-col-state = Состояние
lobby-col-result = Результат
lobby-row-your-turn = Ваш ход
lobby-white-to-move = { $sides ->
    [xiangqi] Ход красных
    [janggi] Ход синих
    [shogi] Ход Сэнтэ
   *[chess] Ход белых
}
lobby-black-to-move = { $sides ->
    [xiangqi] Ход чёрных
    [janggi] Ход красных
    [shogi] Ход Готэ
   *[chess] Ход чёрных
}

## Страница игрока.

player-not-found = Игрока с именем «{ $name }» нет.
player-closed = Этот аккаунт закрыт. Его партии остаются здесь.
player-since = Играет на ortoo с { $date }.
player-record = Завершённые партии: побед — { $won }, ничьих — { $drawn }, поражений — { $lost }.
player-ratings = Рейтинги
player-no-rated-games = Рейтинговых партий пока нет.
player-col-game = Игра
player-col-rating = Рейтинг
player-col-rated-games = Рейтинговые партии
player-rated-record = { $games }: побед — { $won }, ничьих — { $drawn }, поражений — { $lost }
player-ratings-hint = Рейтинги считаются по системе Glicko-2, для каждой игры свой. Вопросительный знак (1500?) означает, что рейтинг ещё предварительный: рейтинговых партий слишком мало или их давно не было.
# Точка на графике рейтинга: день рейтинговой партии и соперник.
player-graph-point = { $date }, против { $opponent }
player-graph-label = { $count ->
    [one] { $game }: рейтинг за { $count } рейтинговую партию, от { $from } до { $to }
    [few] { $game }: рейтинг за { $count } рейтинговые партии, от { $from } до { $to }
    [many] { $game }: рейтинг за { $count } рейтинговых партий, от { $from } до { $to }
   *[other] { $game }: рейтинг за { $count } рейтинговой партии, от { $from } до { $to }
}
player-graph-dot = { $game }: { $rating }
player-playing-now = Идут сейчас ({ $count })
player-no-games-in-play = Текущих партий нет.
player-finished = Завершённые ({ $count })
player-no-finished-games = Завершённых партий пока нет.

## Таблицы лидеров.

leaderboard-title = Лидеры
leaderboard-of-game = Лидеры: { $game }
leaderboard-no-such-game = Игры «{ $game }» здесь нет.
leaderboard-hint = У каждой игры свой рейтинг. Рейтинг попадает в таблицу, когда он устоялся: после нескольких рейтинговых партий и пока игрок продолжает играть.
leaderboard-one-hint = Устоявшиеся рейтинги Glicko-2, от лучшего.
leaderboard-all-games = Все игры
leaderboard-rules = Правила
leaderboard-none-established = Устоявшихся рейтингов в игре «{ $game }» пока нет.
leaderboard-col-place = №
leaderboard-col-player = Игрок
leaderboard-col-rating = Рейтинг
leaderboard-col-games = Партии
leaderboard-provisional = { $count ->
    [one] Ещё у { $count } игрока предварительный рейтинг (он ещё не устоялся и показан со знаком «?»); игрок появится здесь после нескольких рейтинговых партий.
    [few] Ещё у { $count } игроков предварительный рейтинг (он ещё не устоялся и показан со знаком «?»); они появятся здесь после нескольких рейтинговых партий.
    [many] Ещё у { $count } игроков предварительный рейтинг (он ещё не устоялся и показан со знаком «?»); они появятся здесь после нескольких рейтинговых партий.
   *[other] Ещё у { $count } игрока предварительный рейтинг (он ещё не устоялся и показан со знаком «?»); они появятся здесь после нескольких рейтинговых партий.
}
