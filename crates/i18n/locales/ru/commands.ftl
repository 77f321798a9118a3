## Команды, которые можно дать в ответном письме, по одному слову (первая строка ответа).
## Ответ понимается на языке автора и по-английски: у каждого языка свои слова, и это может
## быть английское слово, если так говорят игроки. Слово команды не должно выглядеть как ход.

command-draw = ничья
command-decline = отклоняю
command-takeback = возврат
command-claim = требую
command-resign = сдаюсь
command-board = доска
command-log = запись
command-moves = ходы
command-say = чат
command-note = заметки
command-forecast = условные
command-clear = удалить
command-if = если
command-then = то
command-help = помощь
command-watch = следить
command-unwatch = отписаться
command-accept = принимаю
