## The game page: the heading and the players' lines, the status, offers, the move form, the
## moves list, forecasts, the conversation and notes, and the analysis. Game names, players'
## names and moves stay as they are written.

game-title = { $variant }: { $white } x { $black }
# HTML: $white and $black are each a player's name (a link to their page) and rating.
game-heading = { $sides ->
    [xiangqi] { $variant }: { $white } (vermelhas) x { $black } (pretas)
    [janggi] { $variant }: { $white } (azuis) x { $black } (vermelhas)
    [shogi] { $variant }: { $white } (Sente) x { $black } (Gote)
   *[chess] { $variant }: { $white } (brancas) x { $black } (pretas)
}
game-engine-level = { $name } (nível { $level })
game-closed-account = { $name } (conta encerrada)
game-casual = Partida casual.
game-rated = Partida ranqueada.
# $changes: each player's name and rating before and after, "alice 1500 → 1662 (+162)".
game-rated-changes = Partida ranqueada: { $changes }.
game-rated-unchanged = Partida ranqueada, mas terminou antes de os dois jogadores moverem: nenhum rating mudou.
game-tournament-round = { $tournament }, rodada { $round }.

## The result, and the page's own notice that the game went on.

game-over = Fim de partida. { $result }
# $reason: how it ended, from endings.ftl ("resignation").
game-result-white-won = { $sides ->
    [xiangqi] { $name } (vermelhas) venceu por { $reason }.
    [janggi] { $name } (azuis) venceu por { $reason }.
    [shogi] { $name } (Sente) venceu por { $reason }.
   *[chess] { $name } (brancas) venceu por { $reason }.
}
game-result-black-won = { $sides ->
    [xiangqi] { $name } (pretas) venceu por { $reason }.
    [janggi] { $name } (vermelhas) venceu por { $reason }.
    [shogi] { $name } (Gote) venceu por { $reason }.
   *[chess] { $name } (pretas) venceu por { $reason }.
}
game-result-drawn = Empate por { $reason }.
game-rematch = Revanche
game-moved-on = A partida avançou.
game-show-new-position = Mostrar a nova posição

## The pieces in hand (crazyhouse, shogi), and the players' lines beside the board.

game-hand-white = { $sides ->
    [xiangqi] Na mão das vermelhas
    [janggi] Na mão das azuis
    [shogi] Na mão de Sente
   *[chess] Na mão das brancas
}
game-hand-black = { $sides ->
    [xiangqi] Na mão das pretas
    [janggi] Na mão das vermelhas
    [shogi] Na mão de Gote
   *[chess] Na mão das pretas
}
game-hand-white-label = { $sides ->
    [xiangqi] Mão das vermelhas
    [janggi] Mão das azuis
    [shogi] Mão de Sente
   *[chess] Mão das brancas
}
game-hand-black-label = { $sides ->
    [xiangqi] Mão das pretas
    [janggi] Mão das vermelhas
    [shogi] Mão de Gote
   *[chess] Mão das pretas
}
game-hand-nothing = nada
game-hand-count = { $count } peças
game-players = Jogadores
game-side-white = { $sides ->
    [xiangqi] Vermelhas
    [janggi] Azuis
    [shogi] Sente
   *[chess] Brancas
}
game-side-black = { $sides ->
    [xiangqi] Pretas
    [janggi] Vermelhas
    [shogi] Gote
   *[chess] Pretas
}
game-taken-white = { $sides ->
    [xiangqi] Capturadas pelas vermelhas
    [janggi] Capturadas pelas azuis
    [shogi] Capturadas por Sente
   *[chess] Capturadas pelas brancas
}
game-taken-black = { $sides ->
    [xiangqi] Capturadas pelas pretas
    [janggi] Capturadas pelas vermelhas
    [shogi] Capturadas por Gote
   *[chess] Capturadas pelas pretas
}
game-piece-white = { $sides ->
    [xiangqi] { $piece } das vermelhas
    [janggi] { $piece } das azuis
    [shogi] { $piece } de Sente
   *[chess] { $piece } das brancas
}
game-piece-black = { $sides ->
    [xiangqi] { $piece } das pretas
    [janggi] { $piece } das vermelhas
    [shogi] { $piece } de Gote
   *[chess] { $piece } das pretas
}
# $ahead: "+3".
game-ahead = vantagem material de { $ahead } (em peões)
game-clock-per-move = { $days ->
    [one] { $days } dia por lance
   *[other] { $days } dias por lance
}
# $clock: the time in the bank, "6 d 04:00:00".
game-clock-bank = reserva { $clock }
game-deadline = Prazo: { $when }
game-deadline-far = ({ $far })

## The status under the board.

game-your-turn = Sua vez.
game-white-to-move = { $sides ->
    [xiangqi] Vez das vermelhas.
    [janggi] Vez das azuis.
    [shogi] Vez de Sente.
   *[chess] Vez das brancas.
}
game-black-to-move = { $sides ->
    [xiangqi] Vez das pretas.
    [janggi] Vez das vermelhas.
    [shogi] Vez de Gote.
   *[chess] Vez das pretas.
}
game-check = Xeque!
game-tally-chips = Fichas
game-tally-checks = Xeques que faltam dar
game-tally-count = Contagem
game-tally-points = Pontos
game-tally-points-note = Uma partida que termina sem mate (os dois lados passam, bikjang, repetição, cinquenta lances) é decidida por pontos; as vermelhas (Han) recebem 1,5 a mais por jogar em segundo.
# HTML: keep the <strong> marks around the numbers.
game-tally-sides = { $sides ->
    [xiangqi] { $label }: vermelhas <strong>{ $white }</strong> · pretas <strong>{ $black }</strong>.
    [janggi] { $label }: azuis <strong>{ $white }</strong> · vermelhas <strong>{ $black }</strong>.
    [shogi] { $label }: Sente <strong>{ $white }</strong> · Gote <strong>{ $black }</strong>.
   *[chess] { $label }: brancas <strong>{ $white }</strong> · pretas <strong>{ $black }</strong>.
}
game-counting-white = { $label }: as brancas contaram <strong>{ $counted }</strong> de { $limit } lances.
game-counting-black = { $label }: as pretas contaram <strong>{ $counted }</strong> de { $limit } lances.
game-counting-white-note = A partida termina empatada se a contagem passar de { $limit } lances antes de as brancas levarem mate.
game-counting-black-note = A partida termina empatada se a contagem passar de { $limit } lances antes de as pretas levarem mate.
game-showing-ply = Mostrando a posição após o meio-lance { $ply }
game-back-to-game = voltar à partida

## What the opponent asks, and the game's rule options.

game-draw-offered = Seu adversário propõe empate.
game-accept-draw = Aceitar o empate
game-decline = Recusar
# $moves: the moves to take back, "Nf3" or "Nf3 and e5".
game-takeback-asked = Seu adversário pede para voltar { $moves }.
game-moves-and = { $first } e { $second }
game-accept-takeback = Aceitar voltar o lance
# $rules: the options in words, as the rules write them.
game-rules-summary = Regras: { $rules }
game-option-changed = (não é o padrão)
game-options-meaning = O que as opções significam

## The step that asks before a move made on the board is sent.

# HTML: the page's script writes the move into the <strong> element; keep it whole.
game-confirm = Jogar <strong class="text"></strong>?
game-play-move = Jogar o lance
game-cancel = Cancelar

## The moves list and the buttons that walk through it.

game-moves = Lances
game-no-moves = Nenhum lance ainda.
game-start-title = O início (Home)
game-start = « início
game-back-title = Voltar um lance (←)
game-back = ‹ voltar
game-forward-title = Avançar um lance (→)
game-forward = avançar ›
game-now-title = A partida agora (End)
game-now = agora »
game-flip = virar o tabuleiro
# $eval: the engine's evaluation, "-2.10"; $move: a move.
game-judgement-inaccuracy = Imprecisão ({ $eval }).
game-judgement-mistake = Erro ({ $eval }).
game-judgement-blunder = Erro grave ({ $eval }).
game-judgement-better = Melhor: { $move } ({ $eval }).

## Planning a forecast on the board. A planned line is written step by step: the first
## step, then each reply and each next move of the opponent, each with its own punctuation.

game-plan = Planejando lances condicionais
game-plan-start = Jogue no tabuleiro o lance que você espera do seu adversário e depois a sua resposta.
game-plan-first = Se ele jogar { $move }
game-plan-reply = { ", " }você joga { $move }
game-plan-then = { ", " }depois, se ele jogar { $move }
game-plan-line = { $line }.
game-plan-next-theirs = O tabuleiro mostra a posição da linha: jogue agora o lance do adversário.
game-plan-next-yours = O tabuleiro mostra a posição da linha: jogue agora o seu lance.
game-plan-add = Adicionar esta linha aos meus lances condicionais
game-plan-undo = Desfazer o último lance
game-plan-stop = Parar de planejar
game-plan-next-move = Próximo lance da linha
game-plan-add-move = Adicionar
# $reason: the rules' refusal.
game-plan-problem = { $move } não pode ser jogado ali: { $reason }
game-all-legal-moves = Todos os lances legais ({ $count })

## The move form.

game-finish-move = Complete o lance com uma destas opções:
game-your-move = Seu lance
# The move field's hint: one move as several notations write it.
game-example-two = { $a } ou { $b }
game-example-three = { $a }, { $b } ou { $c }
game-example-four = { $a }, { $b }, { $c } ou { $d }
game-play = Jogar
game-pass = Passar
game-comment = Comentário (opcional)
game-ask-first = Perguntar antes de enviar um lance feito no tabuleiro
game-buttons-play = Cada botão joga o seu lance na hora.
game-engine-thinking = O motor está pensando; esta página mostra o lance dele assim que ele jogar.

## The player's actions.

game-draw-offered-by-you = Você propôs empate.
game-offer-draw = Propor empate
game-takeback-asked-by-you = Você pediu para voltar o seu lance.
game-withdraw-request = Retirar o pedido
game-take-back = Voltar meu lance
game-ask-take-back = Pedir para voltar meu lance
# $reason: the rule that allows the claim, from endings.ftl.
game-claim-draw = Reivindicar empate ({ $reason })
game-hint = Dica
game-resign-confirm = Abandonar esta partida?
game-resign = Abandonar
game-download = Baixar:
game-text-log = registro em texto
game-rules = Regras

## Watching a game.

game-stop-watching = Deixar de acompanhar
game-watching = Cada lance desta partida é enviado a você.
game-watch = Acompanhar esta partida
game-watch-hint = Receba cada lance, por e-mail, conforme as suas configurações.

## The forecast. The words "if" and "then" of a forecast's lines stay in English: the server
## reads them.

game-forecast = Seus lances condicionais
game-forecast-about = Enquanto é a vez do seu adversário, informe ao servidor as suas respostas: quando ele jogar um lance dos seus condicionais, a sua resposta é jogada na hora. Só você os vê.
game-no-forecast = Nenhum lance condicional.
game-forecast-plan = Planejar uma linha no tabuleiro
game-forecast-edit = Editar como texto
game-forecast-lines = Suas linhas de jogo, uma por linha: if LANCE-DELE then SEU-LANCE, then if … then … (if e then ficam em inglês)
game-forecast-keep = Salvar estes lances condicionais
game-forecast-remove = Apagar meus lances condicionais

## The conversation and the player's notes.

game-conversation = Conversa
game-no-messages = Nenhuma mensagem ainda. Só os dois jogadores veem esta conversa.
game-message = Mensagem
game-message-placeholder = Uma mensagem para o seu adversário
game-send = Enviar
game-notes = Suas anotações
game-notes-private = Só você as vê.
game-notes-keep = Salvar minhas anotações

## The position in words, for a screen reader, and as a drawing in text.

game-pieces = Peças, casa por casa
game-pieces-none = nenhuma
game-text-board = Tabuleiro em texto
game-text-board-note = (um desenho para copiar; a lista de peças acima descreve a mesma posição)

## The engine's analysis of a finished game.

game-analysis = Análise
game-analysis-legend = { $sides ->
    [xiangqi] A parte clara é a parcela das vermelhas nas chances de vitória. Um ponto marca um lance que perdeu terreno: vermelho um erro grave, laranja um erro, amarelo uma imprecisão; um ponto ou um lance leva à sua posição.
    [janggi] A parte clara é a parcela das azuis nas chances de vitória. Um ponto marca um lance que perdeu terreno: vermelho um erro grave, laranja um erro, amarelo uma imprecisão; um ponto ou um lance leva à sua posição.
    [shogi] A parte clara é a parcela de Sente nas chances de vitória. Um ponto marca um lance que perdeu terreno: vermelho um erro grave, laranja um erro, amarelo uma imprecisão; um ponto ou um lance leva à sua posição.
   *[chess] A parte clara é a parcela das brancas nas chances de vitória. Um ponto marca um lance que perdeu terreno: vermelho um erro grave, laranja um erro, amarelo uma imprecisão; um ponto ou um lance leva à sua posição.
}
game-analysis-pending = A parte cinza ainda não foi analisada.
game-analyse-again = Analisar de novo
game-no-analysis = Esta partida ainda não tem análise.
game-ask-analysis = Pedir ao motor que a analise
game-analysis-done = { $sides ->
    [xiangqi] A análise da partida pelo motor: as chances de vitória das vermelhas após cada lance, e os lances que perderam terreno.
    [janggi] A análise da partida pelo motor: as chances de vitória das azuis após cada lance, e os lances que perderam terreno.
    [shogi] A análise da partida pelo motor: as chances de vitória de Sente após cada lance, e os lances que perderam terreno.
   *[chess] A análise da partida pelo motor: as chances de vitória das brancas após cada lance, e os lances que perderam terreno.
}
# $error: what went wrong, as the engine said it.
game-analysis-failed = A análise falhou ({ $error }). Você pode pedi-la de novo.
game-analysis-no-reason = nenhum motivo registrado
game-analysis-queued = O motor vai analisar esta partida quando não tiver lances para jogar; esta página mostra a análise à medida que avança.
game-analysis-progress = O motor está analisando esta partida: { $done } de { $total } posições até agora; esta página mostra mais à medida que avança.
# A player's tally: $inaccuracies, $mistakes and $blunders are the counts below.
game-analysis-tally = { $name }: { $inaccuracies } · { $mistakes } · { $blunders } · perda média de { $loss } centipeões por lance
game-analysis-tally-so-far = { $name }, até agora: { $inaccuracies } · { $mistakes } · { $blunders } · perda média de { $loss } centipeões por lance
game-inaccuracies = { $count ->
    [one] { $count } imprecisão
   *[other] { $count } imprecisões
}
game-mistakes = { $count ->
    [one] { $count } erro
   *[other] { $count } erros
}
game-blunders = { $count ->
    [one] { $count } erro grave
   *[other] { $count } erros graves
}
game-graph-label = { $sides ->
    [xiangqi] As chances de vitória das vermelhas ao longo da partida, segundo o motor
    [janggi] As chances de vitória das azuis ao longo da partida, segundo o motor
    [shogi] As chances de vitória de Sente ao longo da partida, segundo o motor
   *[chess] As chances de vitória das brancas ao longo da partida, segundo o motor
}
game-graph-pending = ainda não analisado
# A dot's tooltip: $move is the move with its mark, "1… P a7-a6??".
game-graph-dot = { $move } ({ $eval })
game-graph-dot-better = { $move } ({ $eval }); melhor { $better } ({ $better-eval })

## What the chooser says a choice leads to. $reason: how the game would end, from endings.ftl.

game-foresight-wins = vence a partida ({ $reason })
game-foresight-loses = perde a partida ({ $reason })
game-foresight-draws = empata a partida ({ $reason })
game-foresight-opponent-wins = deixa o adversário vencer na hora ({ $reason })
game-foresight-lost-next = perde na sua próxima vez, não importa o que o adversário jogue ({ $reason })

## Notices after an action on the game.

game-takeback-declined-notice = Seu adversário recusou voltar o seu lance: a partida segue como estava.
game-no-such-ply = Não há lance número “{ $ply }” nesta partida; esta é a posição atual.
game-not-your-turn = Seu lance { $move } não foi jogado: agora não é a sua vez nesta partida.
game-changed-meanwhile = Seu lance { $move } não foi jogado: a partida mudou nesse meio-tempo. Ele continua no campo.
game-resigned = Você abandonou.
game-unwatched = Você não acompanha mais esta partida.
game-watched = Você acompanha esta partida: cada lance será enviado a você, conforme as suas configurações de notificação.
game-chat-limit = Você enviou { $count ->
    [one] { $count } mensagem
   *[other] { $count } mensagens
} no último minuto; espere { $seconds } s antes da próxima.
game-note-removed = Sua anotação foi apagada.
game-note-kept = Sua anotação foi salva.
game-plan-pairs = Uma linha planejada é feita de pares de lances: o lance dele, depois a sua resposta.
game-forecast-gone = Seus lances condicionais foram apagados.
game-forecast-line-added = A linha está nos seus lances condicionais ({ $count ->
    [one] { $count } linha
   *[other] { $count } linhas
} no total).
game-forecast-kept = Lances condicionais salvos: { $count ->
    [one] { $count } linha
   *[other] { $count } linhas
}.
game-takeback-requested = Seu adversário recebeu o pedido para voltar o seu lance.
game-takeback-done = Seu lance foi desfeito: é a sua vez de novo.
game-takeback-accepted = O lance foi desfeito.
game-takeback-declined = Você recusou voltar o lance; a partida segue como estava.
game-takeback-withdrawn = Você retirou o pedido para voltar o seu lance.
# The engine's judgement of the move it suggests.
game-hint-win = ele vê uma vitória forçada em { $moves }
game-hint-loss = ele vê uma derrota forçada em { $moves }
# $score: "+0.40".
game-hint-score = { $score } para você
game-hint-notice = O motor sugere { $move } ({ $judged }); o lance está no campo.
game-rematch-players-only = Só os jogadores da partida podem pedir revanche.
game-rematch-too-soon = A partida ainda está em andamento: a revanche vem depois do fim.
game-rematch-offered = Revanche proposta: seu adversário a encontra no salão dele.
