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
