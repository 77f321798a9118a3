## The game page: the heading and the players' lines, the status, offers, the move form, the
## moves list, forecasts, the conversation and notes, and the analysis. Game names, players'
## names and moves stay as they are written.

game-title = { $variant }: { $white } — { $black }
# HTML: $white and $black are each a player's name (a link to their page) and rating.
game-heading = { $sides ->
    [xiangqi] { $variant }: { $white } (красные) — { $black } (чёрные)
    [janggi] { $variant }: { $white } (синие) — { $black } (красные)
    [shogi] { $variant }: { $white } (Сэнтэ) — { $black } (Готэ)
   *[chess] { $variant }: { $white } (белые) — { $black } (чёрные)
}
game-engine-level = { $name } (уровень { $level })
game-closed-account = { $name } (аккаунт закрыт)
game-casual = Товарищеская партия.
game-rated = Рейтинговая партия.
# $changes: each player's name and rating before and after, "alice 1500 → 1662 (+162)".
game-rated-changes = Рейтинговая партия: { $changes }.
game-rated-unchanged = Рейтинговая партия, но она закончилась раньше, чем оба игрока сделали ход: рейтинги не изменились.
game-tournament-round = { $tournament }, тур { $round }.

## The result, and the page's own notice that the game went on.

game-over = Партия окончена. { $result }
# $reason: how it ended, from endings.ftl ("resignation").
game-result-white-won = { $sides ->
    [xiangqi] { $name } (красные) побеждает ({ $reason }).
    [janggi] { $name } (синие) побеждает ({ $reason }).
    [shogi] { $name } (Сэнтэ) побеждает ({ $reason }).
   *[chess] { $name } (белые) побеждает ({ $reason }).
}
game-result-black-won = { $sides ->
    [xiangqi] { $name } (чёрные) побеждает ({ $reason }).
    [janggi] { $name } (красные) побеждает ({ $reason }).
    [shogi] { $name } (Готэ) побеждает ({ $reason }).
   *[chess] { $name } (чёрные) побеждает ({ $reason }).
}
game-result-drawn = Ничья ({ $reason }).
game-rematch = Реванш
game-moved-on = Партия продолжилась.
game-show-new-position = Показать новую позицию

## The pieces in hand (crazyhouse, shogi), and the players' lines beside the board.

game-hand-white = { $sides ->
    [xiangqi] В руке у красных
    [janggi] В руке у синих
    [shogi] В руке у Сэнтэ
   *[chess] В руке у белых
}
game-hand-black = { $sides ->
    [xiangqi] В руке у чёрных
    [janggi] В руке у красных
    [shogi] В руке у Готэ
   *[chess] В руке у чёрных
}
game-hand-white-label = { $sides ->
    [xiangqi] Рука красных
    [janggi] Рука синих
    [shogi] Рука Сэнтэ
   *[chess] Рука белых
}
game-hand-black-label = { $sides ->
    [xiangqi] Рука чёрных
    [janggi] Рука красных
    [shogi] Рука Готэ
   *[chess] Рука чёрных
}
game-hand-nothing = ничего
game-hand-count = { $count } шт.
game-players = Игроки
game-side-white = { $sides ->
    [xiangqi] Красные
    [janggi] Синие
    [shogi] Сэнтэ
   *[chess] Белые
}
game-side-black = { $sides ->
    [xiangqi] Чёрные
    [janggi] Красные
    [shogi] Готэ
   *[chess] Чёрные
}
game-taken-white = { $sides ->
    [xiangqi] Взято красными
    [janggi] Взято синими
    [shogi] Взято Сэнтэ
   *[chess] Взято белыми
}
game-taken-black = { $sides ->
    [xiangqi] Взято чёрными
    [janggi] Взято красными
    [shogi] Взято Готэ
   *[chess] Взято чёрными
}
game-piece-white = { $sides ->
    [xiangqi] { $piece } красных
    [janggi] { $piece } синих
    [shogi] { $piece } Сэнтэ
   *[chess] { $piece } белых
}
game-piece-black = { $sides ->
    [xiangqi] { $piece } чёрных
    [janggi] { $piece } красных
    [shogi] { $piece } Готэ
   *[chess] { $piece } чёрных
}
# $ahead: "+3".
game-ahead = перевес в материале { $ahead } (в пешках)
game-clock-per-move = { $days ->
    [one] { $days } день на ход
    [few] { $days } дня на ход
   *[many] { $days } дней на ход
}
# $clock: the time in the bank, "6 d 04:00:00".
game-clock-bank = запас { $clock }
game-deadline = Срок хода: { $when }
game-deadline-far = ({ $far })

## The status under the board.

game-your-turn = Ваш ход.
game-white-to-move = { $sides ->
    [xiangqi] Ход красных.
    [janggi] Ход синих.
    [shogi] Ход Сэнтэ.
   *[chess] Ход белых.
}
game-black-to-move = { $sides ->
    [xiangqi] Ход чёрных.
    [janggi] Ход красных.
    [shogi] Ход Готэ.
   *[chess] Ход чёрных.
}
game-check = Шах!
game-tally-chips = Фишки
game-tally-checks = Осталось дать шахов
game-tally-count = Счёт
game-tally-points = Очки
game-tally-points-note = Партия, закончившаяся без мата (оба пропустили ход, бикчан, повторение, пятьдесят ходов), решается по очкам; красным (Хан) добавляется 1,5 очка за второй ход.
# HTML: keep the <strong> marks around the numbers.
game-tally-sides = { $sides ->
    [xiangqi] { $label }: красные <strong>{ $white }</strong> · чёрные <strong>{ $black }</strong>.
    [janggi] { $label }: синие <strong>{ $white }</strong> · красные <strong>{ $black }</strong>.
    [shogi] { $label }: Сэнтэ <strong>{ $white }</strong> · Готэ <strong>{ $black }</strong>.
   *[chess] { $label }: белые <strong>{ $white }</strong> · чёрные <strong>{ $black }</strong>.
}
game-counting-white = { $label }: белые отсчитали <strong>{ $counted }</strong> из { $limit } ходов.
game-counting-black = { $label }: чёрные отсчитали <strong>{ $counted }</strong> из { $limit } ходов.
game-counting-white-note = Партия заканчивается вничью, если счёт превысит { $limit } ходов прежде, чем белым поставят мат.
game-counting-black-note = Партия заканчивается вничью, если счёт превысит { $limit } ходов прежде, чем чёрным поставят мат.
game-showing-ply = Позиция после полухода { $ply }
game-back-to-game = вернуться к партии

## What the opponent asks, and the game's rule options.

game-draw-offered = Соперник предлагает ничью.
game-accept-draw = Согласиться на ничью
game-decline = Отклонить
# $moves: the moves to take back, "Nf3" or "Nf3 and e5".
game-takeback-asked = Соперник просит вернуть { $moves }.
game-moves-and = { $first } и { $second }
game-accept-takeback = Разрешить вернуть ход
# $rules: the options in words, as the rules write them.
game-rules-summary = Правила: { $rules }
game-option-changed = (не по умолчанию)
game-options-meaning = Что означают настройки

## The step that asks before a move made on the board is sent.

# HTML: the page's script writes the move into the <strong> element; keep it whole.
game-confirm = Сыграть <strong class="text"></strong>?
game-play-move = Сделать ход
game-cancel = Отмена

## The moves list and the buttons that walk through it.

game-moves = Ходы
game-no-moves = Ходов ещё нет.
game-start-title = Начало (Home)
game-start = « начало
game-back-title = На ход назад (←)
game-back = ‹ назад
game-forward-title = На ход вперёд (→)
game-forward = вперёд ›
game-now-title = Текущая позиция (End)
game-now = сейчас »
game-flip = перевернуть доску
# $eval: the engine's evaluation, "-2.10"; $move: a move.
game-judgement-inaccuracy = Неточность ({ $eval }).
game-judgement-mistake = Ошибка ({ $eval }).
game-judgement-blunder = Грубая ошибка ({ $eval }).
game-judgement-better = Лучше: { $move } ({ $eval }).

## Planning a forecast on the board. A planned line is written step by step: the first
## step, then each reply and each next move of the opponent, each with its own punctuation.

game-plan = Составление условных ходов
game-plan-start = Сделайте на доске ход, которого ждёте от соперника, а затем свой ответ.
game-plan-first = Если соперник сыграет { $move }
game-plan-reply = { ", " }вы играете { $move }
game-plan-then = { ", " }затем, если соперник сыграет { $move }
game-plan-line = { $line }.
game-plan-next-theirs = На доске позиция этого варианта: следующим сделайте ход соперника.
game-plan-next-yours = На доске позиция этого варианта: следующим сделайте свой ход.
game-plan-add = Добавить вариант в условные ходы
game-plan-undo = Отменить последний ход
game-plan-stop = Закончить составление
game-plan-next-move = Следующий ход варианта
game-plan-add-move = Добавить
# $reason: the rules' refusal.
game-plan-problem = { $move } нельзя сыграть в этой позиции: { $reason }
game-all-legal-moves = Все допустимые ходы ({ $count })

## The move form.

game-finish-move = Завершите ход одним из вариантов:
game-your-move = Ваш ход
# The move field's hint: one move as several notations write it.
game-example-two = { $a } или { $b }
game-example-three = { $a }, { $b } или { $c }
game-example-four = { $a }, { $b }, { $c } или { $d }
game-play = Сходить
game-pass = Пропустить ход
game-comment = Комментарий (необязательно)
game-ask-first = Спрашивать перед отправкой хода, сделанного на доске
game-buttons-play = Кнопка сразу делает свой ход.
game-engine-thinking = Движок думает; его ход появится на этой странице, как только он сходит.

## The player's actions.

game-draw-offered-by-you = Вы предложили ничью.
game-offer-draw = Предложить ничью
game-takeback-asked-by-you = Вы попросили вернуть свой ход.
game-withdraw-request = Отозвать просьбу
game-take-back = Вернуть мой ход
game-ask-take-back = Попросить вернуть мой ход
# $reason: the rule that allows the claim, from endings.ftl.
game-claim-draw = Потребовать ничью ({ $reason })
game-hint = Подсказка
game-resign-confirm = Сдаться в этой партии?
game-resign = Сдаться
game-download = Скачать:
game-text-log = текстовая запись
game-rules = Правила

## Watching a game.

game-stop-watching = Перестать следить
game-watching = Вам приходит каждый ход этой партии.
game-watch = Следить за партией
game-watch-hint = Получать каждый ход по почте, как указано в ваших настройках.

## The forecast. The words "if" and "then" of a forecast's lines stay in English: the server
## reads them.

game-forecast = Ваши условные ходы
game-forecast-about = Пока ходит соперник, сообщите серверу свои ответы: когда он сыграет ход из ваших условных ходов, ваш ответ будет сделан сразу. Их видите только вы.
game-no-forecast = Условных ходов нет.
game-forecast-plan = Составить вариант на доске
game-forecast-edit = Изменить как текст
game-forecast-lines = Ваши варианты, по одному в строке: if ХОД-СОПЕРНИКА then ВАШ-ХОД, then if … then … (слова if и then пишутся по-английски)
game-forecast-keep = Сохранить условные ходы
game-forecast-remove = Удалить мои условные ходы

## The conversation and the player's notes.

game-conversation = Чат
game-no-messages = Сообщений пока нет. Этот чат видят только два игрока.
game-message = Сообщение
game-message-placeholder = Сообщение сопернику
game-send = Отправить
game-notes = Ваши заметки
game-notes-private = Их видите только вы.
game-notes-keep = Сохранить заметки

## The position in words, for a screen reader, and as a drawing in text.

game-pieces = Фигуры по полям
game-pieces-none = нет
game-text-board = Текстовая доска
game-text-board-note = (рисунок для копирования; список фигур выше описывает ту же позицию)

## The engine's analysis of a finished game.

game-analysis = Анализ
game-analysis-legend = { $sides ->
    [xiangqi] Светлая часть — доля шансов красных на победу. Точка отмечает ход, ухудшивший позицию: красная — грубая ошибка, оранжевая — ошибка, жёлтая — неточность; точка или ход ведут к своей позиции.
    [janggi] Светлая часть — доля шансов синих на победу. Точка отмечает ход, ухудшивший позицию: красная — грубая ошибка, оранжевая — ошибка, жёлтая — неточность; точка или ход ведут к своей позиции.
    [shogi] Светлая часть — доля шансов Сэнтэ на победу. Точка отмечает ход, ухудшивший позицию: красная — грубая ошибка, оранжевая — ошибка, жёлтая — неточность; точка или ход ведут к своей позиции.
   *[chess] Светлая часть — доля шансов белых на победу. Точка отмечает ход, ухудшивший позицию: красная — грубая ошибка, оранжевая — ошибка, жёлтая — неточность; точка или ход ведут к своей позиции.
}
game-analysis-pending = Серая часть ещё не проанализирована.
game-analyse-again = Проанализировать снова
game-no-analysis = У этой партии ещё нет анализа.
game-ask-analysis = Попросить движок проанализировать её
game-analysis-done = { $sides ->
    [xiangqi] Анализ партии движком: шансы красных на победу после каждого хода и ходы, ухудшившие позицию.
    [janggi] Анализ партии движком: шансы синих на победу после каждого хода и ходы, ухудшившие позицию.
    [shogi] Анализ партии движком: шансы Сэнтэ на победу после каждого хода и ходы, ухудшившие позицию.
   *[chess] Анализ партии движком: шансы белых на победу после каждого хода и ходы, ухудшившие позицию.
}
# $error: what went wrong, as the engine said it.
game-analysis-failed = Анализ не удался ({ $error }). Можно запросить его снова.
game-analysis-no-reason = причина не сохранена
game-analysis-queued = Движок проанализирует эту партию, когда у него не будет ходов; страница показывает результаты по мере анализа.
game-analysis-progress = Движок анализирует партию: готово { $done } из { $total } позиций; страница показывает больше по мере анализа.
# A player's tally: $inaccuracies, $mistakes and $blunders are the counts below.
game-analysis-tally = { $name }: { $inaccuracies } · { $mistakes } · { $blunders } · средняя потеря { $loss } сантипешки за ход
game-analysis-tally-so-far = { $name }, пока что: { $inaccuracies } · { $mistakes } · { $blunders } · средняя потеря { $loss } сантипешки за ход
game-inaccuracies = { $count ->
    [one] { $count } неточность
    [few] { $count } неточности
   *[many] { $count } неточностей
}
game-mistakes = { $count ->
    [one] { $count } ошибка
    [few] { $count } ошибки
   *[many] { $count } ошибок
}
game-blunders = { $count ->
    [one] { $count } грубая ошибка
    [few] { $count } грубые ошибки
   *[many] { $count } грубых ошибок
}
game-graph-label = { $sides ->
    [xiangqi] Шансы красных на победу на протяжении партии, по оценке движка
    [janggi] Шансы синих на победу на протяжении партии, по оценке движка
    [shogi] Шансы Сэнтэ на победу на протяжении партии, по оценке движка
   *[chess] Шансы белых на победу на протяжении партии, по оценке движка
}
game-graph-pending = ещё не проанализировано
# A dot's tooltip: $move is the move with its mark, "1… P a7-a6??".
game-graph-dot = { $move } ({ $eval })
game-graph-dot-better = { $move } ({ $eval }); лучше { $better } ({ $better-eval })

## What the chooser says a choice leads to. $reason: how the game would end, from endings.ftl.

game-foresight-wins = выигрывает партию ({ $reason })
game-foresight-loses = проигрывает партию ({ $reason })
game-foresight-draws = ведёт к ничьей ({ $reason })
game-foresight-opponent-wins = позволяет сопернику сразу выиграть ({ $reason })
game-foresight-lost-next = проигрывает на вашем следующем ходу, что бы ни сыграл соперник ({ $reason })

## Notices after an action on the game.

game-takeback-declined-notice = Соперник не разрешил вернуть ваш ход: партия продолжается как прежде.
game-no-such-ply = В этой партии нет хода с номером «{ $ply }»; показана текущая позиция.
game-not-your-turn = Ваш ход { $move } не сделан: сейчас в этой партии не ваша очередь.
game-changed-meanwhile = Ваш ход { $move } не сделан: партия тем временем изменилась. Он остался в поле ввода.
game-resigned = Вы сдались.
game-unwatched = Вы больше не следите за этой партией.
game-watched = Вы следите за партией: каждый ход будет приходить вам, как указано в настройках уведомлений.
game-chat-limit = За последнюю минуту вы отправили { $count ->
    [one] { $count } сообщение
    [few] { $count } сообщения
   *[many] { $count } сообщений
}; подождите { $seconds } с до следующего.
game-note-removed = Заметка удалена.
game-note-kept = Заметка сохранена.
game-plan-pairs = Вариант состоит из пар ходов: ход соперника, затем ваш ответ.
game-forecast-gone = Ваши условные ходы удалены.
game-forecast-line-added = Вариант добавлен в условные ходы (всего { $count ->
    [one] { $count } вариант
    [few] { $count } варианта
   *[many] { $count } вариантов
}).
game-forecast-kept = Условные ходы сохранены: { $count ->
    [one] { $count } вариант
    [few] { $count } варианта
   *[many] { $count } вариантов
}.
game-takeback-requested = Сопернику отправлена просьба вернуть ваш ход.
game-takeback-done = Ваш ход возвращён: снова ваш ход.
game-takeback-accepted = Ход возвращён.
game-takeback-declined = Вы отказали в возврате хода; партия продолжается как прежде.
game-takeback-withdrawn = Вы отозвали просьбу вернуть ход.
# The engine's judgement of the move it suggests.
game-hint-win = он видит форсированный выигрыш в { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
   *[many] { $moves } ходов
}
game-hint-loss = он видит форсированный проигрыш в { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
   *[many] { $moves } ходов
}
# $score: "+0.40".
game-hint-score = { $score } в вашу пользу
game-hint-notice = Движок предлагает { $move } ({ $judged }); ход уже в поле ввода.
game-rematch-players-only = Реванш могут предложить только игроки этой партии.
game-rematch-too-soon = Партия ещё идёт: реванш возможен после её окончания.
game-rematch-offered = Реванш предложен: соперник увидит его в своём лобби.
