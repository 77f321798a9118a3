## Форма новой партии и ответы на вызов.

challenge-title = Новая партия
challenge-game = Игра
challenge-group-hand-written = Написанные вручную
challenge-group-defined = Заданные данными
challenge-group-players = Варианты игроков
challenge-uploaded-by = { $game } (автор: { $owner })
challenge-show-options = Показать настройки этой игры
challenge-rules = Правила
# $choice — слово игры для того, что каждый игрок выбирает сам (arrangement в чанги), по-английски.
challenge-own-choice-summary = Выбор каждой стороны: { $choice } (обычный, если не измените)
challenge-own-choice-legend = Выбор каждой стороны: { $choice }
challenge-own-choice-hint = Укажите нужный вариант для каждой стороны, которая может вам достаться; принимающий вызов может выбрать свой ({ $choice }), когда примет его.
challenge-options-summary = Настройки правил (по умолчанию, если не измените)
challenge-options-legend = Настройки правил
challenge-switch-on = вкл.
challenge-switch-off = выкл.
challenge-play-against = Соперник
challenge-way-person = Игрок, которого вы назовёте
challenge-way-seek = Открытая заявка: принять может любой
challenge-way-engine = Движок
challenge-way-watch = Движок против самого себя, чтобы посмотреть
challenge-opponent = Имя игрока
challenge-engine-level = Уровень движка (1 играет быстро и небрежно; 12 думает до 30 секунд над ходом)
challenge-level = уровень { $level }
challenge-watch-white = { $sides ->
    [xiangqi] Уровень красных
    [janggi] Уровень синих
    [shogi] Уровень Сэнтэ
   *[chess] Уровень белых
}
challenge-watch-black = { $sides ->
    [xiangqi] Уровень чёрных
    [janggi] Уровень красных
    [shogi] Уровень Готэ
   *[chess] Уровень чёрных
}
challenge-colour = Ваш цвет
challenge-colour-random = по жребию
challenge-colour-white = { $sides ->
    [xiangqi] красные
    [janggi] синие
    [shogi] Сэнтэ
   *[chess] белые
}
challenge-colour-black = { $sides ->
    [xiangqi] чёрные
    [janggi] красные
    [shogi] Готэ
   *[chess] чёрные
}
challenge-rating = Рейтинг
challenge-rated = Рейтинговая: результат изменит рейтинги обоих игроков в этой игре
challenge-casual = Товарищеская
challenge-rating-min = Наименьший рейтинг
challenge-rating-max = Наибольший рейтинг
challenge-rating-range-hint = Принять смогут только игроки с рейтингом в этих пределах; оставьте оба поля пустыми, чтобы принять мог любой.
challenge-clock = Контроль времени
challenge-days-per-move = Дней на ход
challenge-time-bank = Банк времени
challenge-bank-initial = Дней в банке в начале
challenge-bank-increment = Дней добавляется за ход
challenge-bank-cap = Наибольшее число дней в банке
challenge-no-clock = Без контроля времени
challenge-clock-hint = Игрок, пропустивший срок, проигрывает по времени; во время отпуска часы игрока стоят.
challenge-send = Отправить вызов

## Что отвечает форма.

challenge-sent = Вызов отправлен.
challenge-declined = Вызов отклонён.
challenge-withdrawn = Вызов отозван.
challenge-no-such-game = Игры «{ $game }» здесь нет; выберите игру из списка.
challenge-no-such-page = Такой страницы нет.
challenge-bad-level = Уровень движка — от 1 до 12, а не «{ $level }».
challenge-bad-days = «{ $days }» — не целое число дней.
challenge-bad-way = «{ $way }» — не способ игры; выберите игрока, открытую заявку или движок.
challenge-two-opponents = В форме указано больше одного соперника (игрок, движок или движок против самого себя); выберите одного.
challenge-name-the-player = Укажите игрока, которого вызываете (или выберите открытую заявку либо движок).
challenge-choose-level = Выберите уровень движка, от 1 до 12.
challenge-choose-levels = Выберите уровень движка для белых и для чёрных.
challenge-bad-lowest-rating = Наименьший рейтинг — целое число, а не «{ $rating }».
challenge-bad-highest-rating = Наибольший рейтинг — целое число, а не «{ $rating }».
