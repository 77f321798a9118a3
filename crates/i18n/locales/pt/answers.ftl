## O que se responde a uma resposta por e-mail: feito, ou recusado e por quê. A primeira linha da
## resposta é o assunto do e-mail dela.

answer-not-played-title = Não jogado: { $typed }
answer-no-move-title = Não jogado: nenhum lance
answer-not-done-title = Não executado: { $typed }
answer-no-command-title = Não executado: nenhum comando
answer-not-played = Sua resposta “{ $typed }” não foi jogada.
answer-not-done = Sua resposta “{ $typed }” não foi executada.
answer-nothing-changed = Nada foi alterado.
answer-nothing-found = Nenhum lance ou comando foi encontrado na sua resposta: escreva-o na primeira linha, acima do e-mail citado.
answer-notice-too-old = { $days ->
    [one] Este aviso tem mais de { $days } dia; jogue pelo site.
   *[other] Este aviso tem mais de { $days } dias; jogue pelo site.
}
answer-not-for-a-move = Este e-mail não foi enviado para um lance: responda com seu lance ao aviso de sua vez mais recente (ou a qualquer e-mail nosso enviado enquanto for sua vez).
answer-reply-used = Uma resposta a este e-mail já foi usada para jogar um lance; cada lance é enviado uma vez só.
answer-taken-back-since = Lances foram voltados nesta partida depois do envio deste e-mail: responda ao aviso de sua vez mais recente.
answer-played-title = Jogado: { $move }
answer-played = Seu lance { $move } (meio-lance { $ply }) foi jogado.
answer-played-with-comment = Seu lance { $move } (meio-lance { $ply }) foi jogado, com seu comentário “{ $comment }”.
answer-opponent-told = Seu adversário foi avisado.
answer-game-over-follows = A partida terminou; um aviso com o resultado vem em seguida.
answer-resigned-title = Você abandonou
answer-resigned = Você abandonou a partida. Um aviso com o resultado vem em seguida.
answer-drawn-title = A partida terminou empatada
answer-drawn = A partida terminou empatada ({ $reason }). Um aviso com o resultado vem em seguida.
answer-draw-declined-title = Empate recusado
answer-draw-declined = Você recusou o empate proposto; a partida continua.
answer-draw-offered-title = Empate proposto
answer-draw-offered = Sua proposta de empate foi enviada ao adversário. Ela vale até ser aceita ou recusada.

## Respostas às réplicas menos comuns: voltar lances, o tabuleiro, os lances, os lances condicionais,
## as mensagens, as anotações, o acompanhamento, os desafios
answer-takeback-declined-title = Pedido para voltar lance recusado
answer-takeback-declined = Você recusou voltar o lance; a partida segue como estava.
answer-takeback-granted-title = Pedido para voltar lance aceito
answer-takeback-granted = O lance foi voltado: a partida está no meio-lance { $ply }, e é a vez do adversário.
answer-takeback-asked-title = Pedido para voltar lance enviado
answer-takeback-asked = Seu pedido para voltar o seu último lance foi enviado ao adversário. Ele vale até ser respondido ou até você jogar.
answer-taken-back-title = Lance voltado
answer-taken-back = O motor voltou o seu lance: a partida está no meio-lance { $ply }, e é sua vez.
answer-board-title = O tabuleiro após o meio-lance { $ply }
# $side: brancas ou pretas (side-white, side-black)
answer-board-to-move = O tabuleiro após o meio-lance { $ply }. É a vez das { $side }.
answer-board-over = O tabuleiro após o meio-lance { $ply }. A partida terminou.
answer-log-title = A partida até agora
answer-log-players = { $game }: { $white } ({ $first }) x { $black } ({ $second })
answer-log-no-moves = Ainda não há lances.
answer-log-result = Resultado: { $result }
answer-log-to-move = É a vez das { $side }.
answer-no-moves-title = Nenhum lance
answer-game-over = A partida terminou.
answer-not-your-turn-title = Não é a sua vez
answer-not-your-turn = Não é a sua vez: é a vez das { $side }.
answer-legal-moves-title = { $count ->
    [one] Seu único lance legal
   *[other] Seus { $count } lances legais
}
answer-legal-moves = { $count ->
    [one] Seu único lance legal:
   *[other] Seus { $count } lances legais:
}
answer-help-title = O que uma resposta pode dizer
answer-watching-title = Acompanhando
answer-watching = Agora você acompanha esta partida: cada lance será enviado a você.
answer-watching-already = Você já acompanha esta partida.
answer-not-watching-title = Partida não acompanhada
answer-unwatched = Você não acompanha mais esta partida.
answer-not-watched = Você não estava acompanhando esta partida.
answer-forecast-title = Seus lances condicionais
answer-no-forecast-title = Nenhum lance condicional
answer-no-forecast = Você não tem lances condicionais nesta partida.
answer-forecast-removed-title = Lances condicionais apagados
answer-forecast-removed = Seus lances condicionais nesta partida foram apagados.
answer-forecast-kept-title = Lances condicionais salvos
answer-forecast = Seus lances condicionais: quando o adversário jogar um dos lances previstos, sua resposta é jogada na hora.
answer-forecast-replace = Responda com novas linhas “{ command-if } ... { command-then } ...” para substituí-los, ou com “{ command-forecast } { command-clear }” para apagá-los.
answer-message-sent-title = Mensagem enviada
answer-message-sent = Sua mensagem foi enviada ao adversário:
answer-no-note-title = Nenhuma anotação
answer-no-note = Você não tem anotação nesta partida. Responda “{ command-note }” seguido do seu texto para guardar uma.
answer-note-title = Sua anotação
answer-note = Sua anotação sobre esta partida (só você a vê):
answer-note-kept-title = Anotação salva
answer-note-kept = Sua anotação sobre esta partida foi salva (só você a vê):
answer-challenge-accepted-title = Desafio aceito
# $link: a página da partida; $side: quem joga primeiro (side-white, side-black)
answer-challenge-accepted = Você aceitou; a partida começou: { $link }
answer-moves-first = As { $side } começam.
answer-you-move-first = As { $side } começam (você): um aviso de sua vez vem em seguida.
answer-challenge-declined-title = Desafio recusado
answer-challenge-declined = Você recusou o desafio.
answer-challenge-help = Responda a um desafio com “{ command-accept }” ou “{ command-decline }” na primeira linha; quando o jogo deixa uma escolha a cada jogador, “{ command-accept } NOME=VALOR” faz a sua (janggi: “{ command-accept } arrangement=outer”).
answer-challenge-answer = Um desafio é respondido com “{ command-accept }” ou “{ command-decline }” na primeira linha.
