## The faults found in a player's file of variants (variants.ini), as the upload page and the API
## list them: where each is and what is wrong. What they quote from the file, and the format's own
## words (its keys and values, Betza's letters), stay as the file has them.

fault-at-line = { $place }, строка { $line }
fault-in-variant = { $place }, [{ $variant }]
fault-in-key = { $place }, { $key }
fault-at = { $place }: { $fault }

fault-file-not-taken = Файл не принят: { $fault }.
fault-file-not-taken-many = Файл не принят: в нём { $count ->
    [one] { $count } ошибка
    [few] { $count } ошибки
   *[many] { $count } ошибок
}; первая: { $first }.

## Reading the file into sections.

fault-section-unclosed = имя раздела пишется как [имя]: «{ $text }»
fault-variant-name = «{ $name }» не годится как имя варианта (латинские буквы, цифры, «-» и «_», не больше 40 знаков)
fault-variant-twice = вариант определён в этом файле дважды
fault-not-key-value = ожидалось «ключ = значение», а найдено «{ $text }»
fault-key-outside-section = ключ перед первым разделом [вариант] не относится ни к одному варианту
fault-line-without-key = строка без ключа: «{ $text }»
fault-variant-name-link = имя варианта здесь состоит только из латинских букв, цифр, «-» и «_» (оно входит в его ссылку)
fault-builtin-name = это имя уже носит встроенный вариант; дайте своему другое (наследовать от встроенного можно)
fault-name-offered = вариант с таким именем уже есть; дайте своему другое
fault-no-such-variant = такого варианта нет
fault-not-in-file = такого варианта в файле нет

## A key's value that is not what the key takes.

fault-not-true-or-false = «{ $value }» — не true и не false
fault-not-whole-number = «{ $value }» — не целое число
fault-not-result = «{ $value }» — не результат (win, loss, draw или none)
fault-result-not-none = здесь результат — win, loss или draw
fault-not-board-file = «{ $value }» — не вертикаль (от a до l или от 1 до 12)
fault-not-rank = «{ $value }» — не горизонталь (от 1 до { $max })
fault-not-square = «{ $square }» — не поле доски { $files }×{ $ranks }
fault-no-piece-lettered = ни одна фигура этого варианта не обозначается буквой «{ $letter }»
fault-not-one-piece-letter = «{ $value }» — не буква одной фигуры
fault-counting-rule = «{ $value }» — не правило счёта: напишите makruk, cambodian, asean или none
fault-chasing-rule = «{ $value }» — не правило преследования: напишите axf или none
fault-walling-rule = «{ $value }» — не правило стен: напишите duck, arrow, past, edge, static или none
fault-material-counting = «{ $value }» — не способ подсчёта материала: напишите janggi, unweighted, whitedrawodds, blackdrawodds или none
fault-promoted-piece-type = «{ $part }» — не буква фигуры, двоеточие и буква фигуры, в которую она превращается (или -), как p:g
fault-promotion-limit = «{ $part }» — не «буква:число» для фигуры этого варианта
fault-piece-name-form = «{ $part }» не называет ни одной фигуры: напишите букву, двоеточие и название, как k:King
fault-piece-name-letter = «{ $letter }» — не буква фигуры: перед двоеточием пишется одна буква, как k:King
fault-piece-name-length = название для «{ $letter }» должно быть текстом от 1 до { $max ->
    [one] { $max } символа
   *[other] { $max } символов
}, как k:King

## A variant's parents, its board, its pieces and its keys.

fault-inherits-from-itself = наследует сам от себя через [{ $parent }]
fault-parent-unknown = наследует от [{ $parent }], а это не вариант ortoo и не раздел выше в этом файле
fault-board-too-large = доска { $files }×{ $ranks } больше, чем пока поддерживается (12×10)
fault-not-one-letter = «{ $letter }» — не одна буква
fault-not-a-piece-letter = «{ $letter }» — не буква, которой может обозначаться фигура
fault-named-piece-moves = { $key } ходит так, как велит его название; собственные ходы задаются фигуре customPiece
fault-custom-piece-form = своя фигура задаётся как буква:Betza, например a:BN
fault-too-many-kinds = больше { $max ->
    [one] { $max } вида
   *[other] { $max } видов
} фигур
fault-betza = нотация Бетцы «{ $betza }»: { $why }
fault-custom-piece-number = свои фигуры — это customPiece1 … customPiece25
fault-not-a-key = это не ключ формата variants.ini (проверьте написание и регистр букв)
fault-mobility-region-key = ключ области хода — это mobilityRegionWhite или mobilityRegionBlack и фигура, например mobilityRegionWhiteKing
fault-mobility-region-piece = в игре нет фигуры { $key } для области хода (назовите её по её ключу, с заглавной буквы: { $name })
fault-in-builtin = { $fault } (это ключ встроенного варианта ortoo, на котором основан [{ $variant }], и собственным ключам [{ $variant }] он больше не подходит: задайте этот ключ и в [{ $variant }])

## Keys of the format that games defined as data cannot have yet.

fault-not-yet-two-boards = игры, заданные как данные, пока не поддерживают две доски (бугхаус)
fault-not-yet-enclosing-drops = игры, заданные как данные, пока не поддерживают сброс с окружением (как в реверси)
fault-not-yet-walls = игры, заданные как данные, пока не поддерживают стены
fault-not-yet-counting-rules = игры, заданные как данные, пока не поддерживают правила подсчёта
fault-not-yet-special-mates = игры, заданные как данные, пока не поддерживают особые маты
fault-not-yet-repetition-rules = игры, заданные как данные, пока не поддерживают правила повторения
fault-not-yet-connection-games = игры, заданные как данные, пока не могут быть играми на построение ряда
fault-not-yet-castling-wins = игры, заданные как данные, пока не поддерживают победу рокировкой
fault-not-yet-several-flag-pieces = игры, заданные как данные, пока не поддерживают несколько фигур, которые нужно довести до цели
fault-not-yet-opposite-castling = игры, заданные как данные, пока не поддерживают правило противоположной рокировки
fault-not-yet-double-step-keys = игры, заданные как данные, пока не поддерживают старые ключи хода на два поля (используйте doubleStepRegionWhite и doubleStepRegionBlack)
fault-not-yet-walling-rule = игры, заданные как данные, пока не поддерживают правило стен «{ $value }» (читается только duck)

## A piece's moves in Betza's notation that cannot be read.

fault-betza-at = { $why } (символ { $at })
fault-betza-atom = «{ $letter }» — не ход фигуры, который пока умеет читать сервер (атомы: W F D N A H C L Z J G K R B Q)
fault-betza-range-zero = ход { $letter }0 никуда не ведёт: задайте дальность от 1 до 9
fault-betza-cannot-ride = { $letter } здесь не может ходить вдоль линии (повторять свой прыжок по прямой): так ходят только по линиям W, F и N (WW или R, FF или B, NN, W3); для одиночного прыжка напишите просто { $letter }
fault-betza-lame = «n» (прыжок, который можно заблокировать) ставится перед прыгунами N, A, Z, J или D, а не перед { $written }: уберите его — ход вдоль линии и так останавливается у первой фигуры на ней
fault-betza-hopper = «{ $letter }» (прыжок через фигуру) ставится перед ходом вдоль линии, пока она свободна (R, B, Q, WW, FF, NN), а не перед { $written }
fault-betza-unknown = «{ $letter }» не входит в нотацию Бетцы в том виде, в каком она здесь читается
fault-betza-dangling = модификаторы в конце не относятся ни к одному атому: закончите буквой фигуры, как в fmW
fault-betza-range-doubled = «{ $digit }» стоит после { $doubled }, а он и так ходит вдоль линии, пока она свободна: напишите { $ranged } для хода не дальше чем на { $digit ->
    [one] { $digit } поле
    [few] { $digit } поля
   *[many] { $digit } полей
} или просто { $doubled }
fault-betza-range-two-digits = дальность — одна цифра от 1 до 9, а в { $written } их две; напишите { $ranged } или { $doubled } для хода вдоль линии, пока она свободна
fault-betza-range-before = дальность пишется после буквы фигуры, а не перед ней: напишите { $ranged }, а не { $written }
fault-betza-range-alone = «{ $digit }» не стоит после буквы фигуры: дальность пишется сразу после неё, как в { $example }

## A start position (startFen) that cannot be played.

fault-start-over-white-won = партия окончена ещё до первого хода (белые, чья очередь ходить, выиграли: { $by }); начните с позиции, в которой игра ещё идёт
fault-start-over-white-lost = партия окончена ещё до первого хода (белые, чья очередь ходить, проиграли: { $by }); начните с позиции, в которой игра ещё идёт
fault-start-over-white-drawn = партия окончена ещё до первого хода (белые, чья очередь ходить, сыграли вничью: { $by }); начните с позиции, в которой игра ещё идёт
fault-start-over-black-won = партия окончена ещё до первого хода (чёрные, чья очередь ходить, выиграли: { $by }); начните с позиции, в которой игра ещё идёт
fault-start-over-black-lost = партия окончена ещё до первого хода (чёрные, чья очередь ходить, проиграли: { $by }); начните с позиции, в которой игра ещё идёт
fault-start-over-black-drawn = партия окончена ещё до первого хода (чёрные, чья очередь ходить, сыграли вничью: { $by }); начните с позиции, в которой игра ещё идёт
fault-start-by-extinction = не осталось фигур, которые считает игра
fault-start-by-flag = фигура стоит в области, заданной игрой
fault-start-by-checks = все шахи, которые считает игра, уже объявлены
fault-start-by-checkmate = мат
fault-start-by-stalemate = пат
fault-start-by-pawn-drop-mate = мат сброшенной пешкой
fault-start-by-counting = счёт превысил предел
fault-start-by-passes = обе стороны пропустили ход
fault-start-by-bikjang = генералы остались стоять друг против друга
fault-start-white-checkmated = у белых, которые ходят первыми, нет допустимых ходов (мат уже в начальной позиции); начните с позиции, в которой сторона, чья очередь, может сделать ход
fault-start-white-stalemated = у белых, которые ходят первыми, нет допустимых ходов (пат уже в начальной позиции); начните с позиции, в которой сторона, чья очередь, может сделать ход
fault-start-black-checkmated = у чёрных, которые ходят первыми, нет допустимых ходов (мат уже в начальной позиции); начните с позиции, в которой сторона, чья очередь, может сделать ход
fault-start-black-stalemated = у чёрных, которые ходят первыми, нет допустимых ходов (пат уже в начальной позиции); начните с позиции, в которой сторона, чья очередь, может сделать ход

fault-fen-empty = FEN пуст
fault-fen-hands-unclosed = у запаса «[{ $hands }» нет закрывающей «]»
fault-fen-ranks = на доске { $ranks ->
    [one] { $ranks } горизонталь
    [few] { $ranks } горизонтали
   *[many] { $ranks } горизонталей
}, а в FEN — { $given }
fault-fen-hand-piece = «{ $letter }» в запасе — не фигура игры «{ $game }»
fault-fen-side = «{ $value }» — не очередь хода (w или b)
fault-fen-gate = «{ $letter }» — не право рокировки и не вертикаль, на которую можно ввести фигуру
fault-fen-castling-king = право рокировки «{ $letter }» есть, а короля на его горизонтали нет
fault-fen-castling = «{ $letter }» — не право рокировки
fault-fen-castling-rook = право рокировки «{ $letter }» есть, а ладьи, с которой можно рокироваться, нет
fault-fen-count-limit = «{ $value }» — не предел счёта
fault-fen-en-passant = «{ $value }» — не поле взятия на проходе на этой доске
fault-fen-en-passant-list = «{ $value }» — не поле взятия на проходе на этой доске и не их список
fault-fen-check-count = «{ $value }» — не счёт шахов вроде 3+3
fault-fen-halfmoves = «{ $value }» — не счётчик полуходов
fault-fen-move-number = «{ $value }» — не номер хода
fault-fen-count-too-long = { $plies ->
    [one] { $plies } полуход
    [few] { $plies } полухода
   *[many] { $plies } полуходов
} — больше, чем мог насчитать счёт
fault-fen-rank-too-long = на { $rank }-й горизонтали больше { $files ->
    [one] { $files } поля
   *[other] { $files } полей
}
fault-fen-empty-run = на { $rank }-й горизонтали пустой промежуток из 0 полей
fault-fen-rank-length = на { $rank }-й горизонтали { $given ->
    [one] { $given } поле
    [few] { $given } поля
   *[many] { $given } полей
}, а не { $files }
fault-fen-piece = «{ $letter }» — не фигура игры «{ $game }»
fault-fen-no-promotion = «+{ $letter }»: в игре «{ $game }» фигура { $letter } не превращается
