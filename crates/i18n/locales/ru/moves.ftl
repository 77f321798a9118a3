## Почему ход не принят: объяснение правил игроку, который его ввёл. Поля (e4), ходы (P e2-e4), буквы
## фигур (N) и названия игр пишутся как есть; фигуры называются сообщениями `piece-` ниже (или так, как
## их называет файл игры, если сообщения нет). Названия фигур стоят в именительном падеже: фразы
## построены так, чтобы им не нужно было склоняться.

refusal-choose-one-of = Выберите один из ходов: { $moves }.
refusal-legal-moves-of-that-piece = Допустимые ходы этой фигуры: { $moves }.

## Отказ целиком, как его читает игрок. $why — одно из сообщений `why-` ниже.

refusal-game-over-white-wins = { $sides ->
    [xiangqi] Партия окончена: победа красных ({ $reason }).
    [janggi] Партия окончена: победа синих ({ $reason }).
    [shogi] Партия окончена: победа Сэнтэ ({ $reason }).
   *[chess] Партия окончена: победа белых ({ $reason }).
}
refusal-game-over-black-wins = { $sides ->
    [xiangqi] Партия окончена: победа чёрных ({ $reason }).
    [janggi] Партия окончена: победа красных ({ $reason }).
    [shogi] Партия окончена: победа Готэ ({ $reason }).
   *[chess] Партия окончена: победа чёрных ({ $reason }).
}
refusal-game-over-draw = Партия окончена: ничья ({ $reason }).
refusal-syntax-ends = Это не ход: текст обрывается на { $column }-м символе, а там ожидается { $expected }.
refusal-syntax-found = Это не ход: на { $column }-м символе ожидается { $expected }, а найдено «{ $found }».
refusal-syntax-too-long = Это не ход: ожидается { $expected }, а текст длиннее { $column } символов.
refusal-no-san = Здесь нет допустимого хода, который записывается в стандартной алгебраической нотации как { $san }.
refusal-san-did-you-mean = Ход { $san } здесь недопустим; может быть, вы имели в виду { $move }?
refusal-san-ambiguous = Записи { $san } соответствует больше одного хода: { $moves }.
refusal-off-board = { $square } — не поле доски игры «{ $game }» ({ $board }).
refusal-board-files-ranks = вертикали a–{ $file } и горизонтали 1–{ $ranks }, от a1 до { $last }
refusal-board-spaces = { $count } { $count ->
        [one] поле
        [few] поля
        [many] полей
       *[other] поля
    } в рамке от a1 до { $last }
refusal-wrong-label = Фигура на { $square } — { $piece } ({ $label }), а не { $typed }.
refusal-some-piece = фигура
refusal-part-does-not-fit = «{ $part }» не входит ни в один допустимый ход, начинающийся с { $move }.
refusal-part-does-not-fit-why = «{ $part }» не входит ни в один допустимый ход, начинающийся с { $move }: { $why }.
refusal-needs-a-choice = Чтобы { $move } стал одним ходом, нужно сделать выбор.
refusal-ambiguous = Этому тексту соответствует больше одного допустимого хода.
refusal-move-first = Ход начинается с фигуры, которая ходит, например «P e2-e4»; «{ $part }» может стоять только после неё.
refusal-no-piece = На { $square } нет фигуры.
refusal-not-your-piece-white = { $sides ->
    [xiangqi] Фигура на { $square } ({ $piece }) принадлежит красным; ход чёрных.
    [janggi] Фигура на { $square } ({ $piece }) принадлежит синим; ход красных.
    [shogi] Фигура на { $square } ({ $piece }) принадлежит Сэнтэ; ход Готэ.
   *[chess] Фигура на { $square } ({ $piece }) принадлежит белым; ход чёрных.
}
refusal-not-your-piece-black = { $sides ->
    [xiangqi] Фигура на { $square } ({ $piece }) принадлежит чёрным; ход красных.
    [janggi] Фигура на { $square } ({ $piece }) принадлежит красным; ход синих.
    [shogi] Фигура на { $square } ({ $piece }) принадлежит Готэ; ход Сэнтэ.
   *[chess] Фигура на { $square } ({ $piece }) принадлежит чёрным; ход белых.
}
refusal-off-the-board = за доску
refusal-illegal-move = { $label } { $from }-{ $to } — недопустимый ход.
refusal-illegal-move-why = { $label } { $from }-{ $to } — недопустимый ход: { $why }.
refusal-illegal-move-none-legal = { $label } { $from }-{ $to } — недопустимый ход. У фигуры на { $from } ({ $piece }) нет допустимых ходов.
refusal-illegal-move-why-none-legal = { $label } { $from }-{ $to } — недопустимый ход: { $why }. У фигуры на { $from } ({ $piece }) нет допустимых ходов.
refusal-illegal-drop = { $label }-{ $square } — недопустимый сброс.
refusal-illegal-drop-why = { $label }-{ $square } — недопустимый сброс: { $why }.
refusal-duck-cannot-go = Утку нельзя поставить на { $square }: { $why }.
refusal-no-draw-to-claim = В игре «{ $game }» нельзя потребовать ничью; вместо этого предложите ничью.
refusal-no-draw-now = Сейчас нельзя потребовать ничью: для этого нужно, чтобы { $ways }.
refusal-claim-or = { $first }, или чтобы { $second }
refusal-claim-on-own-turn = Ничью можно потребовать только в свой ход.

## Что должно было стоять там, где текст перестаёт быть нотацией ($expected выше).

expect-at-most = не более { $count } { $count ->
        [one] символа
       *[other] символов
    }
expect-move = ход вида «P e2-e4» или «e2e4»
expect-next-part = «;» перед следующей частью или конец хода
expect-removal-dash = «-» после «@» («@-e4» убирает фигуру с e4)
expect-removal-square = поле убираемой фигуры, например «@-e4»
expect-letter-or-square = буква фигуры или поле
expect-drop-square = поле после «-» в сбросе, например «Q-e8»
expect-from-square = поле вроде e2 после буквы фигуры
expect-dash = «-» и поле назначения после { $square }
expect-destination = поле назначения
expect-destination-or-off = поле назначения (или «off») после { $square }

## Два поля и больше в перечислении («h2 или g2»).

list-or = { $first } или { $second }
list-comma = { $first }, { $second }

## Почему правила не принимают ход: то, что следует за «недопустимый ход:» ($why выше), со строчной
## буквы и без точки. $king — название королевской фигуры этой стороны.

why-claim-repetition = одна и та же позиция повторилась { $needed } { $needed ->
        [one] раз
        [few] раза
        [many] раз
       *[other] раза
    } (сейчас — { $count } { $count ->
        [one] раз
        [few] раза
        [many] раз
       *[other] раза
    })
why-claim-quiet-moves = каждая сторона сделала { $moves } { $moves ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    } без взятий и ходов пешкой (сейчас — { $plies } { $plies ->
        [one] полуход
        [few] полухода
        [many] полуходов
       *[other] полухода
    })
why-claim-lone-king-white = у соперника остался один король (у белых ещё { $count } { $count ->
        [one] другая фигура
        [few] другие фигуры
        [many] других фигур
       *[other] другой фигуры
    })
why-claim-lone-king-black = у соперника остался один король (у чёрных ещё { $count } { $count ->
        [one] другая фигура
        [few] другие фигуры
        [many] других фигур
       *[other] другой фигуры
    })
why-never-off-board = в этой игре фигуры никогда не покидают доску
why-never-off-board-in = в игре «{ $game }» фигуры никогда не покидают доску
why-same-square = ход должен вести на другое поле
why-never-castles-white = в игре «{ $game }» белые не рокируются
why-never-castles-black = в игре «{ $game }» чёрные не рокируются
why-castled-rights-gone-white-king-side = белые больше не могут рокироваться в короткую сторону: король или эта ладья уже ходили
why-castled-rights-gone-white-queen-side = белые больше не могут рокироваться в длинную сторону: король или эта ладья уже ходили
why-castled-rights-gone-black-king-side = чёрные больше не могут рокироваться в короткую сторону: король или эта ладья уже ходили
why-castled-rights-gone-black-queen-side = чёрные больше не могут рокироваться в длинную сторону: король или эта ладья уже ходили
why-castling-between-taken = для рокировки поля между королём и ладьёй должны быть пусты, а на { $square } стоит { $piece }
why-castling-out-of-check = рокироваться, находясь под шахом, нельзя
why-castling-through-attack = король не может пересекать атакованное поле или вставать на него, а поле { $square } атаковано
why-castling-impossible = рокировка здесь невозможна
why-white-piece = { $sides ->
    [xiangqi] { $piece } красных
    [janggi] { $piece } синих
    [shogi] { $piece } Сэнтэ
   *[chess] { $piece } белых
}
why-black-piece = { $sides ->
    [xiangqi] { $piece } чёрных
    [janggi] { $piece } красных
    [shogi] { $piece } Готэ
   *[chess] { $piece } чёрных
}
why-no-piece = ничего
why-own-piece-there = на { $square } стоит ваша собственная фигура ({ $piece })
why-own-piece-any = на { $square } стоит ваша собственная фигура
why-game-over = партия окончена
why-game-over-white-wins = { $sides ->
    [xiangqi] партия окончена (победа красных: { $reason })
    [janggi] партия окончена (победа синих: { $reason })
    [shogi] партия окончена (победа Сэнтэ: { $reason })
   *[chess] партия окончена (победа белых: { $reason })
}
why-game-over-black-wins = { $sides ->
    [xiangqi] партия окончена (победа чёрных: { $reason })
    [janggi] партия окончена (победа красных: { $reason })
    [shogi] партия окончена (победа Готэ: { $reason })
   *[chess] партия окончена (победа чёрных: { $reason })
}
why-game-over-draw = партия окончена (ничья: { $reason })
why-king-in-check-there = на { $square } { $king } окажется под шахом
why-still-in-check = { $king } под шахом, а этот ход не спасает от шаха
why-leaves-king-in-check = после хода с { $square } ({ $piece }) { $king } окажется под шахом
why-blocked = путь с { $from } на { $to } перекрыт
why-blocked-by = путь с { $from } на { $to } перекрыт: на { $square } стоит { $piece }
why-blocked-on = путь с { $from } на { $to } перекрыт на { $square }
why-two-squares-from-start = { $piece } ходит на два поля только с начальной горизонтали
why-only-to-capture = { $piece } ходит так только со взятием, а поле { $square } пусто
why-cannot-capture-that-way = { $piece } так не бьёт
why-not-that-way = { $piece } так не ходит
why-not-that-way-or-blocked = { $piece } на { $square } так не ходит, или путь перекрыт
why-capture-compulsory = взятие обязательно, а взять есть что
why-royal-would-be-attacked = { $king } окажется под ударом
why-check-forbidden = ход объявил бы шах, а в этой игре шах запрещён
why-royal-attacked-there = на { $square } { $piece } окажется под ударом
why-royal-in-check = { $king } под шахом, а этот ход от него не защищает
why-leaves-royal-attacked = после хода с { $square } ({ $piece }) { $king } окажется под ударом
why-khan-last-leader = вы лишитесь последнего вождя
why-khan-leader-exposed = ваш единственный вождь останется там, где его может взять фигура противника
why-khan-no-exchange = { $piece } и { $other } не меняются местами
why-khan-exchanges-off = на { $square } стоит ваша собственная фигура ({ $piece }), а обмены в этой партии отключены
why-khan-spell-out-of-reach = { $piece } не может бить, а поле { $square } вне досягаемости заклинания
why-khan-not-demotable = { $piece } не подлежит разжалованию, поэтому заклинание на эту фигуру не действует
why-khan-spell-not-on-khan = в этой партии заклинания нельзя направлять на хана и хана-лучника
why-khan-no-mounted-capture = в этой партии { $piece } не может брать конные фигуры
why-khan-magician-step = { $piece } ходит на одно поле по вертикали или горизонтали
why-kings-run-winning-move = есть выигрывающий ход: { $moves }
why-kings-run-capture-runner = вы должны взять своего бегуна на { $squares } песочником
why-kings-run-only-runner-king-leaves = покинуть доску может только король-бегун
why-kings-run-leave-from-far-rank = король-бегун покидает доску только с дальней горизонтали
why-koan-step-from-octagon = фигура ходит на одно поле вперёд: с восьмиугольника — прямо на следующий восьмиугольник или по диагонали вперёд на квадрат
why-koan-step-from-square = фигура ходит на одно поле вперёд: с квадрата — по диагонали вперёд на восьмиугольник
why-koan-octagonal-captures-on-octagons-not-square = восьмиугольная фигура бьёт только на восьмиугольниках, а { $square } — квадрат
why-koan-octagonal-captures-on-octagons-not-octagon = восьмиугольная фигура бьёт только на восьмиугольниках, а { $square } — восьмиугольник
why-koan-square-captures-on-squares-not-octagon = квадратная фигура бьёт только на квадратах, а { $square } — восьмиугольник
why-koan-square-captures-on-squares-not-square = квадратная фигура бьёт только на квадратах, а { $square } — квадрат
why-cannon-one-screen = { $piece } бьёт, только перепрыгивая ровно через одну фигуру на пути
why-cannon-jumps-only-to-capture = { $piece } прыгает только при взятии, а поле { $square } пусто
why-first-step-blocked = первый шаг фигуры ({ $piece }) в сторону { $square } должен быть на пустое поле, а оно занято
why-diagonal-only-to-capture = { $piece } ходит по диагонали только со взятием, а поле { $square } пусто
why-captures-diagonally = { $piece } бьёт по диагонали, а не прямо вперёд
why-not-on-board = поля { $square } нет на доске
why-duck-there-must-move = утка стоит там сейчас и должна переместиться
why-duck-square-taken = там стоит { $piece } (утку ставят на поле, которое пусто после хода)
why-no-drops = в игре «{ $game }» фигуры не сбрасываются
why-no-such-piece = { $label } — не фигура игры «{ $game }»
why-none-in-hand = у вас в запасе нет такой фигуры ({ $piece })
why-square-not-empty = поле { $square } занято
why-drop-file-taken = на вертикали { $file } у вас уже есть такая фигура ({ $piece })
why-drop-not-there = в игре «{ $game }» эту фигуру ({ $piece }) нельзя сбросить на { $square }
why-drop-first-rank = эту фигуру ({ $piece }) нельзя сбрасывать на свою первую горизонталь или туда, где она превратилась бы
why-drop-another-first = сначала нужно сбросить другую фигуру из запаса
why-drop-in-check = { $king } под шахом, а этот сброс от него не защищает
why-drop-gives-check = в игре «{ $game }» сброс не может давать шах
why-drop-bishops-colours = ваши слоны должны стоять на полях обоих цветов
why-drop-leaves-attacked = { $king } окажется под ударом

## Фигуры игр ortoo, как их называют русскоязычные игроки: шахматы, сянци, чанги, сёги
## (`piece-in-shogi-`), макрук.

piece-royal-piece = королевская фигура
piece-pawn = пешка
piece-knight = конь
piece-bishop = слон
piece-rook = ладья
piece-queen = ферзь
piece-king = король
piece-in-shogi-pawn = пешка
piece-in-shogi-knight = конь
piece-in-shogi-bishop = слон
piece-in-shogi-rook = ладья
piece-in-shogi-king = король
piece-lance = стрелка
piece-silver-general = серебряный генерал
piece-gold-general = золотой генерал
piece-dragon-king = король-дракон
piece-dragon-horse = конь-дракон
piece-drunk-elephant = пьяный слон
piece-chick = цыплёнок
piece-hen = курица
piece-giraffe = жираф
piece-lion = лев
piece-elephant = слон
piece-swallow = ласточка
piece-phoenix = феникс
piece-falcon = сокол
piece-crane = журавль
piece-left-quail = левый перепел
piece-right-quail = правый перепел
piece-pheasant = фазан
piece-goose = гусь
piece-eagle = орёл
piece-general = генерал
piece-advisor = советник
piece-horse = конь
piece-chariot = колесница
piece-cannon = пушка
piece-soldier = солдат
piece-banner = знамя
piece-khun = кхун
piece-met = мет
piece-khon = кхон
piece-ma = ма
piece-ruea = руа
piece-bia = биа
piece-ai-wok = ай-вок
piece-neang = неанг
piece-koul = коул
piece-seh = сех
piece-touk = тук
piece-trey = трей
piece-min-gyi = мин-джи
piece-sit-ke = сит-ке
piece-sin = син
piece-myin = мьин
piece-yahhta = яхта
piece-ne = не
piece-alfil = альфил
piece-fers = ферс
piece-ferz = ферз
piece-wazir = визирь
piece-man = человек
piece-courier = курьер
piece-schleich = шляйх
piece-archbishop = архиепископ
piece-chancellor = канцлер
piece-amazon = амазонка
piece-centaur = кентавр
piece-nightrider = ночной всадник
piece-camel = верблюд
piece-zebra = зебра
piece-janus = янус
piece-cardinal = кардинал
piece-marshal = маршал
piece-marshall = маршал
piece-minister = министр
piece-commoner = простолюдин
piece-berolina-pawn = пешка Беролина
piece-grasshopper = кузнечик
piece-hawk = ястреб
piece-duck = утка
piece-duke = герцог
piece-tower = башня
piece-archer = лучник
piece-lancer = улан
piece-kheshig = кешиг
piece-yurt = юрта
piece-khan = хан
piece-khatun = хатун
piece-horse-archer = конный лучник
piece-scout = разведчик
piece-divine-king = божественный король
piece-quetzal = кетцаль
piece-jaguar = ягуар
piece-serpent = змей
piece-vulture = гриф
piece-canoe = каноэ
piece-offering = подношение
piece-warrior = воин
piece-swordsman = мечник
piece-assassin = ассасин
piece-magician = маг
piece-demoted-magician = разжалованный маг
piece-power-magician = могучий маг
piece-bondsman = холоп
piece-khan-archer = хан-лучник
piece-khan-sword = хан-мечник
piece-quickpawn = быстрая пешка
piece-sandman-quickpawn = быстрая пешка-песочник
piece-sandman-knight = конь-песочник
piece-sandman-bishop = слон-песочник
piece-sandman-rook = ладья-песочник
piece-sandman-queen = ферзь-песочник
piece-sandman-king = король-песочник
piece-runner-quickpawn = быстрая пешка-бегун
piece-runner-knight = конь-бегун
piece-runner-bishop = слон-бегун
piece-runner-rook = ладья-бегун
piece-runner-queen = ферзь-бегун
piece-runner-king = король-бегун
piece-war-elephant = боевой слон
piece-octagonal-piece = восьмиугольная фигура
piece-square-piece = квадратная фигура

## Фигуры, которые формат вариантов называет по типу (если игра не дала им имени).

piece-fers-alfil = ферс-альфил
piece-silver = серебро
piece-gold = золото
piece-aiwok = ай-вок
piece-bers = берс
piece-knibis = нибис
piece-biskni = бискни
piece-kniroo = нируу
piece-rookni = рукни
piece-shogi-pawn = пешка сёги
piece-shogi-knight = конь сёги
piece-clobber = клоббер
piece-breakthrough = прорыв
piece-immobile = неподвижная фигура
piece-janggi-cannon = пушка чанги
piece-janggi-elephant = слон чанги
