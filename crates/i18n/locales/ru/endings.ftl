## Как закончилась партия, в нескольких словах: стоит в скобках после «Победа белых»,
## «Ничья» или «Вы выиграли». По одному на каждый способ, которым правила завершают партию.

ending-checkmate = мат
ending-campmate = король в лагере соперника
ending-stalemate = пат
ending-repetition = повторение позиции
ending-fifty-moves = правило 50 ходов
ending-move-limit = лимит ходов
ending-insufficient-material = недостаточно материала
ending-resignation = сдача
ending-timeout = по времени
ending-agreement = по соглашению
ending-no-leader = не осталось лидера
ending-escape = побег короля
ending-bare-kings = голые короли
ending-king-captured = взятие короля
ending-far-row = выход на последнюю горизонталь
ending-no-moves = нет ходов
ending-claim = по требованию
ending-extinction = вымирание
ending-goal = достижение цели
ending-checks = нужное число шахов
ending-pawn-drop-mate = мат сбросом пешки
ending-perpetual-check = вечный шах
ending-perpetual-chase = вечное преследование
ending-counting = счёт ходов
ending-blast = взрыв
ending-passes = пропуски ходов
ending-bikjang = бикджан
ending-points = по очкам
ending-unknown = конец партии

## Две стороны, как их называют в предложении.

side-white = { $sides ->
    [xiangqi] красные
    [janggi] синие
    [shogi] Сэнтэ
   *[chess] белые
}
side-black = { $sides ->
    [xiangqi] чёрные
    [janggi] красные
    [shogi] Готэ
   *[chess] чёрные
}

## Результат одной строкой («Победа белых (мат)»).

outcome-white-wins = { $sides ->
    [xiangqi] Победа красных ({ $reason })
    [janggi] Победа синих ({ $reason })
    [shogi] Победа Сэнтэ ({ $reason })
   *[chess] Победа белых ({ $reason })
}
outcome-black-wins = { $sides ->
    [xiangqi] Победа чёрных ({ $reason })
    [janggi] Победа красных ({ $reason })
    [shogi] Победа Готэ ({ $reason })
   *[chess] Победа чёрных ({ $reason })
}
outcome-draw = Ничья ({ $reason })
