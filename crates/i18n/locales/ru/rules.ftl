## The rules pages: the index of the games, and the frame around each game's rules.

rules-title = Правила
rules-page-title = { $game }: правила
rules-start-position = Начальная позиция. Доска: { $files } × { $ranks }.
rules-start-game = Начать партию «{ $game }»
rules-pieces = Фигуры и их ходы
rules-pieces-hint = Каждая фигура стоит одна у центра доски; отмечены все поля, куда правила позволяют ей пойти оттуда (бледные короли стоят лишь потому, что без них позиция невозможна; кольцо на пустом поле — место, где фигура била бы).
rules-piece-reach = { $count ->
    [one] отсюда { $count } поле
    [few] отсюда { $count } поля
   *[many] отсюда { $count } полей
}
rules-piece-never-moves = не ходит
rules-options = Настройки
rules-option-default = { $description } (по умолчанию { $default })
rules-all-games = Все игры
rules-defined = Варианты шахмат, описанные данными
rules-players-variants = Варианты игроков
rules-players-intro = Написаны игроками в том же формате; { $link }.
rules-upload-your-own = загрузите свой
rules-newest-here = Здесь самые новые; остальные найдёт поиск.
rules-search-label = Поиск вариантов игроков
rules-search-placeholder = название, файл или игрок
rules-search = Найти
rules-by = автор: { $owner }
rules-no-match = Нет вариантов игроков по запросу «{ $search }».
rules-more = Ещё варианты игроков
rules-no-such-variant = Варианта «{ $id }» нет.
rules-in-english = Пока эти правила есть только на английском; их переводят.
rules-as-data = Правила как данные
rules-as-data-intro = Для тех, кто пишет варианты: игра такой, какой её задаёт определение в формате variants.ini.
