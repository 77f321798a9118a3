## Уведомления: что сообщают игроку, в списке на странице уведомлений и по почте. Заголовок
## уведомления не называет партию: список пишет партию перед ним, а тема письма с неё начинается.

notice-in-game = { $game }: { $title }
notice-turn = Ваш ход в партии против { $opponent } (полуход { $ply })
notice-turn-again = Снова ваш ход в партии против { $opponent } (полуход { $ply })
notice-played = { $opponent } играет { $move } (полуход { $ply })
notice-effect = Эффект: { $effect }
notice-comment = Комментарий: { $comment }
notice-begun = Началась ваша партия «{ $game }» против { $opponent }.
notice-tournament = Турнир: { $tournament }, тур { $round }.
notice-reminder = Напоминание: время на ход в партии против { $opponent } истекает { $due }
notice-reminder-detail = Скоро истекает время на ваш ход в партии «{ $game }» против { $opponent }.
notice-game-over = Партия против { $opponent } окончена: { $verdict }
notice-won = Вы выиграли ({ $reason }).
notice-lost = Вы проиграли ({ $reason }).
notice-drawn = Партия закончилась вничью ({ $reason }).
notice-ended = Партия окончена.
notice-wrote = { $name } пишет: { $text }
notice-draw-offer = { $opponent } предлагает ничью
notice-draw-offer-detail = { $opponent } предлагает ничью в вашей партии «{ $game }» (после полухода { $ply }).
notice-takeback-offer = { $opponent } просит вернуть ход
notice-takeback-one = { $opponent } просит вернуть свой ход { $move } (полуход { $ply }) в вашей партии «{ $game }».
notice-takeback-more = { $opponent } просит вернуть свой ход { $move } (полуход { $ply }) и следующие за ним ({ $rest }) в вашей партии «{ $game }».
notice-takeback-last = { $opponent } просит вернуть свой последний ход в вашей партии «{ $game }».
notice-takeback-declined = { $opponent } отклоняет вашу просьбу вернуть ход
notice-takeback-declined-detail = { $opponent } отклоняет вашу просьбу вернуть ход; партия продолжается как прежде.
notice-taken-back = { $opponent } соглашается на возврат ({ $moves }). Снова ваш ход.
notice-challenge = { $challenger } вызывает вас на партию «{ $game }»
notice-challenge-rated = { $challenger } вызывает вас на рейтинговую партию «{ $game }» ({ $clock }; { $challenger } играет { $color }).
notice-challenge-casual = { $challenger } вызывает вас на товарищескую партию «{ $game }» ({ $clock }; { $challenger } играет { $color }).
notice-challenge-rules = Правила: { $rules }
# Выбор, который принимающий вызов делает сам за себя (расстановка в чанги): $choice и $value
# пишутся так, как в ответе; $words объясняют, что значит значение.
notice-own-choice = Принимая вызов, вы сами выбираете своё значение { $choice } (иначе действует указанное в вызове):
notice-own-choice-value = { $value }: { $words }
notice-own-choice-reply = Ответьте «accept { $choice }={ $example }», чтобы принять вызов с этим выбором.
notice-no-clock = без контроля времени
notice-color-white = { $sides ->
    [xiangqi] красными
    [janggi] синими
    [shogi] за Сэнтэ
   *[chess] белыми
}
notice-color-black = { $sides ->
    [xiangqi] чёрными
    [janggi] красными
    [shogi] за Готэ
   *[chess] чёрными
}
notice-color-random = цветом по жребию
notice-watched = { $white } – { $black }: { $mover } играет { $move }
notice-watched-played = { $mover } ({ $side }) играет { $move } (полуход { $ply })
notice-watched-end = { $white } – { $black }: партия окончена. { $result }
notice-over = Партия окончена. { $result }.
notice-chat = { $name } пишет: { $words }
notice-chat-detail = { $name } пишет:
notice-forecast = { $opponent } играет { $move }, ваш условный ответ: { $reply }
notice-forecast-played = { $opponent } играет { $move } (полуход { $ply })
notice-forecast-answered = Ваш условный ответ (полуход { $reply-ply }): { $reply }
notice-forecast-goes-on = Ваши условные ходы на этом не заканчиваются.
notice-forecast-ended = Это был последний из ваших условных ходов.

## Что письмо пишет под уведомлением о партии, какой она была в момент отправки письма.

letter-you-play-white = { $sides ->
    [xiangqi] Вы играете красными. Ваш ход.
    [janggi] Вы играете синими. Ваш ход.
    [shogi] Вы играете за Сэнтэ. Ваш ход.
   *[chess] Вы играете белыми. Ваш ход.
}
letter-you-play-black = { $sides ->
    [xiangqi] Вы играете чёрными. Ваш ход.
    [janggi] Вы играете красными. Ваш ход.
    [shogi] Вы играете за Готэ. Ваш ход.
   *[chess] Вы играете чёрными. Ваш ход.
}
letter-deadline = Срок хода: { $deadline }
letter-no-deadline = нет (партия без контроля времени)
letter-clock = Контроль времени: { $clock }
letter-clock-days = { $days ->
    [one] { $days } день на ход
    [few] { $days } дня на ход
    [many] { $days } дней на ход
   *[other] { $days } дня на ход
}
letter-clock-bank = банк времени: { $initial ->
    [one] { $initial } день
    [few] { $initial } дня
    [many] { $initial } дней
   *[other] { $initial } дня
}, +{ $increment } за ход, не более { $cap }
letter-game = Партия: { $link }
letter-the-game = Ссылка на партию: { $link }
letter-record = Запись партии: { $link }
letter-game-and-talk = Партия и чат: { $link }
letter-rating = Ваш рейтинг ({ $game }): { $before } -> { $after } ({ $change }).
letter-legal-moves = { $count ->
    [one] У вас { $count } возможный ход: { $moves }
    [few] У вас { $count } возможных хода: { $moves }
    [many] У вас { $count } возможных ходов: { $moves }
   *[other] У вас { $count } возможного хода: { $moves }
}
letter-many-moves = { $count ->
    [one] У вас { $count } возможный ход (ответьте «{ command-moves }», чтобы получить список).
    [few] У вас { $count } возможных хода (ответьте «{ command-moves }», чтобы получить их список).
    [many] У вас { $count } возможных ходов (ответьте «{ command-moves }», чтобы получить их список).
   *[other] У вас { $count } возможного хода (ответьте «{ command-moves }», чтобы получить их список).
}
letter-moves-so-far = Сделанные ходы:
letter-hand-white = { $sides ->
    [xiangqi] В руке у красных: { $pieces }.
    [janggi] В руке у синих: { $pieces }.
    [shogi] В руке у Сэнтэ: { $pieces }.
   *[chess] В руке у белых: { $pieces }.
}
letter-hand-black = { $sides ->
    [xiangqi] В руке у чёрных: { $pieces }.
    [janggi] В руке у красных: { $pieces }.
    [shogi] В руке у Готэ: { $pieces }.
   *[chess] В руке у чёрных: { $pieces }.
}
letter-hand-empty = ничего
letter-answer-offer = Принять или отклонить предложение можно на странице партии: { $link }
letter-move-declines = (Сделав ход, вы его отклоните.)
letter-reply-draw = Или ответьте на это письмо словом «{ command-draw }», чтобы согласиться на ничью, или «{ command-decline }», чтобы отказаться.
letter-reply-takeback = Или ответьте на это письмо словом «{ command-takeback }», чтобы согласиться на возврат хода, или «{ command-decline } { command-takeback }», чтобы отказать.
letter-challenge = Принять или отклонить вызов можно в лобби: { $link }
letter-watching = Вы следите за этой партией. Ответьте «{ command-unwatch }», чтобы больше не получать эти письма, или «{ command-board }» либо «{ command-log }», чтобы получить позицию или всю партию.
letter-reply-say = Ответьте словом «{ command-say }» и своим текстом («{ command-say } Удачи!»; строки ниже тоже войдут в сообщение).
letter-digest-one = Одна партия ждёт вашего хода. Позиция на данный момент:
letter-digest-many = { $count ->
    [one] { $count } партия ждёт вашего хода. Позиции на данный момент:
    [few] { $count } партии ждут вашего хода. Позиции на данный момент:
    [many] { $count } партий ждут вашего хода. Позиции на данный момент:
   *[other] { $count } партии ждут вашего хода. Позиции на данный момент:
}
letter-digest-game-white = { $sides ->
    [xiangqi] { $title } против { $opponent } (вы играете красными), полуход { $ply }; срок: { $deadline }
    [janggi] { $title } против { $opponent } (вы играете синими), полуход { $ply }; срок: { $deadline }
    [shogi] { $title } против { $opponent } (вы играете за Сэнтэ), полуход { $ply }; срок: { $deadline }
   *[chess] { $title } против { $opponent } (вы играете белыми), полуход { $ply }; срок: { $deadline }
}
letter-digest-game-black = { $sides ->
    [xiangqi] { $title } против { $opponent } (вы играете чёрными), полуход { $ply }; срок: { $deadline }
    [janggi] { $title } против { $opponent } (вы играете красными), полуход { $ply }; срок: { $deadline }
    [shogi] { $title } против { $opponent } (вы играете за Готэ), полуход { $ply }; срок: { $deadline }
   *[chess] { $title } против { $opponent } (вы играете чёрными), полуход { $ply }; срок: { $deadline }
}

## Что можно написать в ответ: справка в конце письма. Сами команды — в commands.ftl;
## в ответе их можно писать на языке читателя или по-английски.

help-intro = Ответьте на это письмо, написав в первой строке одно из следующего:
help-your-move = ваш ход («P e2-e4» или «e2e4»); строки ниже — комментарий к нему
help-draw = предложить ничью или принять предложенную
help-decline = отклонить предложенную ничью (или просьбу вернуть ход)
help-takeback = попросить вернуть ваш последний ход или согласиться на возврат, о котором просит соперник (только в товарищеских партиях; «{ command-decline } { command-takeback }» — отказать)
help-claim = потребовать ничью, которую допускают правила
help-resign = сдать партию
help-board = прислать текущую позицию
help-log = прислать всю партию
help-moves = прислать список ваших возможных ходов
help-say = сообщение сопернику (строки ниже тоже входят в него)
help-note = прислать ваши заметки к этой партии; «{ command-note } ...» заменяет их
help-forecast = прислать ваши условные ходы; «{ command-forecast } { command-clear }» удаляет их
help-if = в ход соперника — условный ход: «{ command-if } X { command-then } Y» сразу сыграет за вас Y, как только соперник сыграет X (одна строка — один вариант; эти строки заменяют ваши прежние условные ходы)
help-help = прислать эту справку

## Когда наступает срок и сколько до него осталось.

due-passed = срок истёк
due-in-days = { $hours ->
    [0] { $days ->
        [one] через { $days } день
        [few] через { $days } дня
        [many] через { $days } дней
       *[other] через { $days } дня
    }
   *[other] { $days ->
        [one] через { $days } день
        [few] через { $days } дня
        [many] через { $days } дней
       *[other] через { $days } дня
    } { $hours ->
        [one] { $hours } час
        [few] { $hours } часа
        [many] { $hours } часов
       *[other] { $hours } часа
    }
}
due-in-hours = { $minutes ->
    [0] { $hours ->
        [one] через { $hours } час
        [few] через { $hours } часа
        [many] через { $hours } часов
       *[other] через { $hours } часа
    }
   *[other] { $hours ->
        [one] через { $hours } час
        [few] через { $hours } часа
        [many] через { $hours } часов
       *[other] через { $hours } часа
    } { $minutes ->
        [one] { $minutes } минуту
        [few] { $minutes } минуты
        [many] { $minutes } минут
       *[other] { $minutes } минуты
    }
}
due-in-minutes = { $minutes ->
    [one] через { $minutes } минуту
    [few] через { $minutes } минуты
    [many] через { $minutes } минут
   *[other] через { $minutes } минуты
}
date-time = { $weekday ->
    [1] пн
    [2] вт
    [3] ср
    [4] чт
    [5] пт
    [6] сб
   *[7] вс
}, { $day } { $month ->
    [1] янв.
    [2] февр.
    [3] мар.
    [4] апр.
    [5] мая
    [6] июн.
    [7] июл.
    [8] авг.
    [9] сент.
    [10] окт.
    [11] нояб.
   *[12] дек.
} { $year } { $time } { $zone }
date = { $day } { $month ->
    [1] янв.
    [2] февр.
    [3] мар.
    [4] апр.
    [5] мая
    [6] июн.
    [7] июл.
    [8] авг.
    [9] сент.
    [10] окт.
    [11] нояб.
   *[12] дек.
} { $year }
deadline-when = { $when } ({ $far })

## Строка уведомления, в которой стоят чьи-то собственные слова (сообщение, настройки партии), как они написаны.

notice-quote = { $text }

## Ежедневная сводка
digest-title = { $count ->
    [one] Ваша сводка за день: { $count } уведомление
    [few] Ваша сводка за день: { $count } уведомления
    [many] Ваша сводка за день: { $count } уведомлений
   *[other] Ваша сводка за день: { $count } уведомления
}
digest-intro = { $count ->
    [one] { $count } уведомление с момента прошлой сводки:
    [few] { $count } уведомления с момента прошлой сводки:
    [many] { $count } уведомлений с момента прошлой сводки:
   *[other] { $count } уведомления с момента прошлой сводки:
}
# $title: заголовок уведомления; $at: когда оно пришло (2031-11-06T09:30:00Z)
digest-notice = === { $title } ({ $at })
digest-game = Партия: { $link }
