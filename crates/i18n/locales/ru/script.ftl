## What the pages' scripts say: announcements for screen readers as moves arrive, the board's
## keyboard help, the move chooser's labels. A page carries these in its language; a `{ $name }`
## here is filled in by the script.

js-board = доска
js-keys-to-move = стрелки переводят с поля на поле, Enter берёт и ставит фигуру, Esc отпускает её
js-keys-to-read = стрелки переводят с поля на поле
js-in-hand = { $piece } в руке ({ $count } шт.): возьмите, чтобы сбросить на доску
js-off-board = { $square }: уйти с доски
js-finish-move-tap = Завершите ход: коснитесь поля с кольцом на доске или выберите здесь:
js-finish-move-of-tap = Завершите ход { $move }: коснитесь поля с кольцом на доске или выберите здесь:
js-from-hand = { $piece } из руки: можно сбросить на { $squares }
js-put-back = Фигура возвращена на место
js-picked-up = Взята фигура: { $piece } на { $square }. Поля для хода: { $squares }
js-no-square = нет
js-choose-rest = Выберите продолжение хода: поле с кольцом или кнопку под доской
js-finish-move = Завершите ход:
js-finish-move-of = Завершите ход { $move }:
js-promote = с превращением
js-do-not-promote = без превращения
js-dropped-promoted = сброс превращённой стороной
js-dropped-as-it-is = сброс как есть
js-cancel = Отмена
js-white-played = { $sides ->
    [xiangqi] Красные сыграли { $move }.
    [janggi] Синие сыграли { $move }.
    [shogi] Сэнтэ сыграл { $move }.
   *[chess] Белые сыграли { $move }.
}
js-black-played = { $sides ->
    [xiangqi] Чёрные сыграли { $move }.
    [janggi] Красные сыграли { $move }.
    [shogi] Готэ сыграл { $move }.
   *[chess] Чёрные сыграли { $move }.
}
js-taken-back = Ходы возвращены.
js-draw-offered = Соперник предлагает ничью.
js-clock-days = { $days } д { $time }
js-start-game = Начать партию
js-open-seek = Открыть заявку
js-send-challenge = Отправить вызов
js-square = { $square }, { $what }
js-empty = пусто
js-enter-drops = { $words }: Enter — поставить сюда
js-enter-moves = { $words }: Enter — пойти сюда
js-enter-picks-up = { $words }: Enter — взять фигуру
