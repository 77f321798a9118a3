## O salão: as partidas do jogador, os desafios e os convites abertos, e a lista de jogos.

lobby-title = Salão
lobby-your-games = Suas partidas
lobby-no-game-waits = Nenhuma partida aguarda seu lance.
lobby-accept-or-start = Aceite um desafio abaixo ou comece você mesmo uma partida:
lobby-start-a-game = Começar uma partida
lobby-your-turn = Sua vez ({ $count })
lobby-their-turn = Vez do adversário ({ $count })
lobby-welcome = Partidas por correspondência de variantes de xadrez
lobby-intro = Jogue Khan's Chess, xadrez e muito mais, lance a lance, pelo site, pela API ou por e-mail.
lobby-create-account = Criar uma conta
lobby-log-in-to-play = Entrar para jogar
lobby-challenges = Desafios e convites abertos
lobby-none-open = Nenhum aberto no momento.
lobby-col-game = Jogo
lobby-col-from = De
lobby-col-to = Para
lobby-col-challenger-plays = O desafiante joga com
lobby-col-clock = Ritmo
lobby-col-rated = Tipo
lobby-col-answer = Resposta
# Sob o nome do desafiante, numa tela estreita.
lobby-plays-white = { $sides ->
    [xiangqi] joga de vermelhas
    [janggi] joga de azuis
    [shogi] joga como Sente
   *[chess] joga de brancas
}
lobby-plays-black = { $sides ->
    [xiangqi] joga de pretas
    [janggi] joga de vermelhas
    [shogi] joga como Gote
   *[chess] joga de pretas
}
lobby-plays-random = cor sorteada
# A coluna "O desafiante joga com".
lobby-color-white = { $sides ->
    [xiangqi] vermelhas
    [janggi] azuis
    [shogi] Sente
   *[chess] brancas
}
lobby-color-black = { $sides ->
    [xiangqi] pretas
    [janggi] vermelhas
    [shogi] Gote
   *[chess] pretas
}
lobby-color-random = cor sorteada
# Um convite aberto, na coluna "Para".
lobby-anyone = qualquer um
lobby-anyone-rated = qualquer um com rating { $min }–{ $max }
lobby-no-clock = sem relógio
lobby-clock-days = { $days ->
    [one] { $days } dia por lance
   *[other] { $days } dias por lance
}
lobby-clock-bank = banco de tempo: { $initial ->
    [one] { $initial } dia
   *[other] { $initial } dias
}, +{ $increment } por lance, no máximo { $cap }
lobby-rated = ranqueada
lobby-casual = amistosa
lobby-withdraw = Retirar
lobby-accept = Aceitar
lobby-decline = Recusar
# $choice é a palavra do jogo para o que cada jogador escolhe (arrangement no janggi), em inglês.
lobby-own-choice = Sua escolha ({ $choice }), se aceitar:
lobby-choice-as-challenged = a do desafio
lobby-finished = Encerradas
lobby-games = Jogos
lobby-defined = Variantes de xadrez definidas como dados
lobby-defined-hint = Cada uma escrita no formato variants.ini que a comunidade de variantes usa; todas são jogadas, verificadas e ranqueadas como os jogos acima.
lobby-players-variants = Variantes dos jogadores
lobby-uploaded-by-players = Enviadas pelos jogadores.
lobby-upload-your-own = Envie a sua
lobby-none-yet = Nenhuma ainda.
lobby-by-owner = de { $owner }

## Uma lista de partidas (a do salão e a da página de um jogador).

lobby-col-white = Brancas
lobby-col-black = Pretas
lobby-col-ply = Meio-lance
lobby-col-state = Situação
lobby-col-result = Resultado
lobby-row-your-turn = Sua vez
lobby-white-to-move = { $sides ->
    [xiangqi] Vez das vermelhas
    [janggi] Vez das azuis
    [shogi] Vez de Sente
   *[chess] Vez das brancas
}
lobby-black-to-move = { $sides ->
    [xiangqi] Vez das pretas
    [janggi] Vez das vermelhas
    [shogi] Vez de Gote
   *[chess] Vez das pretas
}

## A página de um jogador.

player-not-found = Não há nenhum jogador chamado "{ $name }".
player-closed = Esta conta foi encerrada. Suas partidas continuam aqui.
player-since = Joga no ortoo desde { $date }.
player-record = Partidas encerradas — vitórias: { $won }, empates: { $drawn }, derrotas: { $lost }.
player-ratings = Ratings
player-no-rated-games = Nenhuma partida ranqueada ainda.
player-col-game = Jogo
player-col-rating = Rating
player-col-rated-games = Partidas ranqueadas
player-rated-record = { $games } — vitórias: { $won }, empates: { $drawn }, derrotas: { $lost }
player-ratings-hint = Os ratings são Glicko-2, um para cada jogo. Um ponto de interrogação (1500?) indica que o rating ainda é provisório: poucas partidas ranqueadas, ou nenhuma há muito tempo.
# Um ponto do gráfico de rating: o dia de uma partida ranqueada e o adversário.
player-graph-point = { $date } contra { $opponent }
player-graph-label = { $count ->
    [one] Rating de { $game } em { $count } partida ranqueada, de { $from } a { $to }
   *[other] Rating de { $game } em { $count } partidas ranqueadas, de { $from } a { $to }
}
player-graph-dot = { $rating } após { $game }
player-playing-now = Em andamento ({ $count })
player-no-games-in-play = Nenhuma partida em andamento.
player-finished = Encerradas ({ $count })
player-no-finished-games = Nenhuma partida encerrada ainda.

## Os rankings.

leaderboard-title = Rankings
leaderboard-of-game = Ranking de { $game }
leaderboard-no-such-game = Não há nenhum jogo chamado "{ $game }" aqui.
leaderboard-hint = Cada jogo tem seu próprio rating. Um rating entra na lista quando se firma: depois de algumas partidas ranqueadas, e enquanto o jogador continuar jogando.
leaderboard-one-hint = Ratings Glicko-2 firmados, do melhor para o pior.
leaderboard-all-games = Todos os jogos
leaderboard-rules = Regras
leaderboard-none-established = Ainda não há ratings firmados de { $game }.
leaderboard-col-place = #
leaderboard-col-player = Jogador
leaderboard-col-rating = Rating
leaderboard-col-games = Partidas
leaderboard-provisional = { $count ->
    [one] Mais { $count } jogador tem rating provisório (ele ainda está encontrando seu nível e aparece com um "?"); entrará na lista depois de mais algumas partidas ranqueadas.
   *[other] Mais { $count } jogadores têm rating provisório (ele ainda está encontrando seu nível e aparece com um "?"); entrarão na lista depois de mais algumas partidas ranqueadas.
}
