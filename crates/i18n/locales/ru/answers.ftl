## Что приходит в ответ на письмо-ответ: сделано, или отказ и почему. Первая строка ответа —
## тема его письма.

answer-not-played-title = Ход не сделан: { $typed }
answer-no-move-title = Ход не сделан: хода нет
answer-not-done-title = Не выполнено: { $typed }
answer-no-command-title = Не выполнено: команды нет
answer-not-played = Ход по вашему ответу «{ $typed }» не сделан.
answer-not-done = Ваш ответ «{ $typed }» не выполнен.
answer-nothing-changed = Ничего не изменилось.
answer-nothing-found = В вашем ответе не найдено ни хода, ни команды: напишите их в первой строке, над цитатой письма.
answer-notice-too-old = { $days ->
    [one] Этому уведомлению больше { $days } дня; сделайте ход на сайте.
    [few] Этому уведомлению больше { $days } дней; сделайте ход на сайте.
    [many] Этому уведомлению больше { $days } дней; сделайте ход на сайте.
   *[other] Этому уведомлению больше { $days } дня; сделайте ход на сайте.
}
answer-not-for-a-move = Это письмо отправлено не для хода: ответьте ходом на последнее уведомление о вашем ходе (или на любое наше письмо, отправленное, пока ход за вами).
answer-reply-used = Ответом на это письмо уже был сделан ход; одно письмо — один ход.
answer-taken-back-since = После отправки этого письма в партии были возвращены ходы: ответьте лучше на последнее уведомление о вашем ходе.
answer-played-title = Ход сделан: { $move }
answer-played = Ваш ход { $move } (полуход { $ply }) сделан.
answer-played-with-comment = Ваш ход { $move } (полуход { $ply }) сделан, ваш комментарий: «{ $comment }».
answer-opponent-told = Сопернику отправлено уведомление.
answer-game-over-follows = Партия окончена; уведомление с результатом придёт следом.
answer-resigned-title = Вы сдались
answer-resigned = Вы сдали партию. Уведомление с результатом придёт следом.
answer-drawn-title = Ничья
answer-drawn = Партия закончилась вничью ({ $reason }). Уведомление с результатом придёт следом.
answer-draw-declined-title = Ничья отклонена
answer-draw-declined = Вы отклонили предложенную ничью; партия продолжается.
answer-draw-offered-title = Вы предложили ничью
answer-draw-offered = Ваше предложение ничьей отправлено сопернику. Оно действует, пока соперник его не примет или не отклонит.

## Ответы на более редкие письма: возврат хода, позиция, ходы, условные ходы, сообщения,
## заметки, слежение за партией, вызовы
answer-takeback-declined-title = Возврат хода отклонён
answer-takeback-declined = Вы не разрешили вернуть ход; партия продолжается как прежде.
answer-takeback-granted-title = Возврат хода разрешён
answer-takeback-granted = Ход возвращён: партия вернулась к полуходу { $ply }, ход за соперником.
answer-takeback-asked-title = Просьба вернуть ход отправлена
answer-takeback-asked = Ваша просьба вернуть последний ход отправлена сопернику. Она действует, пока соперник на неё не ответит или пока вы не сделаете ход.
answer-taken-back-title = Ход возвращён
answer-taken-back = Движок вернул ваш ход: партия вернулась к полуходу { $ply }, ваш ход.
answer-board-title = Позиция после полухода { $ply }
# $side: белые или чёрные (side-white, side-black)
answer-board-to-move = Позиция после полухода { $ply }. Ходят { $side }.
answer-board-over = Позиция после полухода { $ply }. Партия окончена.
answer-log-title = Партия на данный момент
answer-log-players = { $game }: { $white } ({ $first }) — { $black } ({ $second })
answer-log-no-moves = Ходов ещё не было.
answer-log-result = Результат: { $result }
answer-log-to-move = Ходят { $side }.
answer-no-moves-title = Ходов нет
answer-game-over = Партия окончена.
answer-not-your-turn-title = Не ваш ход
answer-not-your-turn = Сейчас не ваш ход: ходят { $side }.
answer-legal-moves-title = { $count ->
    [one] У вас { $count } возможный ход
    [few] У вас { $count } возможных хода
    [many] У вас { $count } возможных ходов
   *[other] У вас { $count } возможного хода
}
answer-legal-moves = { $count ->
    [one] У вас { $count } возможный ход:
    [few] У вас { $count } возможных хода:
    [many] У вас { $count } возможных ходов:
   *[other] У вас { $count } возможного хода:
}
answer-help-title = Что можно написать в ответе
answer-watching-title = Вы следите за партией
answer-watching = Теперь вы следите за этой партией: каждый ход будет приходить вам.
answer-watching-already = Вы уже следите за этой партией.
answer-not-watching-title = Вы не следите за партией
answer-unwatched = Вы больше не следите за этой партией.
answer-not-watched = Вы и не следили за этой партией.
answer-forecast-title = Ваши условные ходы
answer-no-forecast-title = Условных ходов нет
answer-no-forecast = У вас нет условных ходов в этой партии.
answer-forecast-removed-title = Условные ходы удалены
answer-forecast-removed = Ваши условные ходы в этой партии удалены.
answer-forecast-kept-title = Условные ходы сохранены
answer-forecast = Ваши условные ходы: когда соперник сыграет один из предусмотренных в них ходов, ваш ответ будет сделан сразу.
answer-forecast-replace = Ответьте новыми строками «{ command-if } ... { command-then } ...», чтобы заменить их, или «{ command-forecast } { command-clear }», чтобы удалить.
answer-message-sent-title = Сообщение отправлено
answer-message-sent = Ваше сообщение отправлено сопернику:
answer-no-note-title = Заметок нет
answer-no-note = У вас нет заметок к этой партии. Ответьте словом «{ command-note }» и своим текстом, чтобы сохранить заметку.
answer-note-title = Ваши заметки
answer-note = Ваши заметки к этой партии (их видите только вы):
answer-note-kept-title = Заметки сохранены
answer-note-kept = Ваши заметки к этой партии сохранены (их видите только вы):
answer-challenge-accepted-title = Вызов принят
# $link: страница партии; $side: кто ходит первым (side-white, side-black)
answer-challenge-accepted = Вы приняли вызов; партия началась: { $link }
answer-moves-first = Первыми ходят { $side }.
answer-you-move-first = Первыми ходят { $side } (это вы): следом придёт уведомление о вашем ходе.
answer-challenge-declined-title = Вызов отклонён
answer-challenge-declined = Вы отклонили вызов.
answer-challenge-help = Ответьте на вызов словом «{ command-accept }» или «{ command-decline }» в первой строке; если в игре каждый игрок что-то выбирает сам, «{ command-accept } NAME=VALUE» задаёт ваш выбор (чанги: «{ command-accept } arrangement=outer»).
answer-challenge-answer = На вызов отвечают словом «{ command-accept }» или «{ command-decline }» в первой строке.
