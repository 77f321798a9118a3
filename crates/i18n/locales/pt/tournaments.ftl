## The tournaments' pages: the list with the form to make one, and each tournament's page.

tournament-list-title = Torneios
tournament-none-yet = Ainda não há torneios.
tournament-column-tournament = Torneio
tournament-column-game = Jogo
tournament-column-players = Jogadores
tournament-column-state = Situação
tournament-list-detail = { $kind }, { $clock }, { $rating }
tournament-kind-swiss = suíço
tournament-kind-round-robin = todos contra todos
tournament-rated = ranqueado
tournament-casual = amistoso
tournament-clock-none = sem relógio
tournament-clock-days = { $days ->
    [one] { $days } dia por lance
   *[other] { $days } dias por lance
}
tournament-clock-bank = banco de tempo: { $initial } dias, +{ $increment } por lance, no máximo { $cap }
tournament-status-open = inscrições abertas
tournament-status-round = rodada { $round } de { $rounds }
tournament-status-under-way = em andamento
tournament-status-finished = encerrado
tournament-status-cancelled = cancelado
tournament-starts = começa em { $when }

## The form to make a tournament.

tournament-make = Criar um torneio
tournament-game = Jogo
tournament-group-hand-written = Programados à mão
tournament-group-defined = Definidos como dados
tournament-group-players = Variantes dos jogadores
tournament-variant-by = { $variant } (de { $owner })
tournament-show-options = Mostrar as opções deste jogo
tournament-name = Nome
tournament-format = Sistema
tournament-swiss-choice = Suíço: cada rodada é emparceirada quando a anterior termina, e jogadores com pontuação parecida se enfrentam
tournament-rounds-label = Rodadas
tournament-round-robin-choice = Todos contra todos: cada dupla joga duas vezes, uma com cada cor, todas as partidas ao mesmo tempo
tournament-rule-options = Opções de regras
tournament-option-on = sim
tournament-option-off = não
tournament-days-per-move = Dias por lance
tournament-rating = Tipo
tournament-rated-choice = Ranqueado
tournament-casual-choice = Amistoso
tournament-starts-at = Início (UTC): as inscrições se encerram e a primeira rodada é emparceirada
tournament-open = Abrir o torneio
tournament-rounds-not-a-number = O número de rodadas deve ser um número inteiro.
tournament-days-not-a-number = Os dias por lance devem ser um número inteiro.
tournament-not-a-time = “{ $text }” não é uma data e hora.
tournament-opened = Seu torneio está aberto: os jogadores podem se inscrever até ele começar.

## A tournament's page.

tournament-summary-swiss = Torneio suíço de { $game } em { $rounds ->
    [one] { $rounds } rodada
   *[other] { $rounds } rodadas
}, { $clock }, { $rating }.
tournament-summary-round-robin = Torneio todos contra todos de { $game }, { $clock }, { $rating }.
tournament-rules = Regras: { $rules }.
tournament-made-by = Criado por { $creator }.
tournament-joining-open = As inscrições estão abertas; começa em { $starts }.
tournament-state-round = Rodada { $round } de { $rounds }.
tournament-state-under-way = Em andamento.
tournament-state-finished = Encerrado.
tournament-state-cancelled = Cancelado.
tournament-join = Inscrever-se
tournament-leave = Sair
tournament-start-now = Começar agora
tournament-withdraw = Desistir
tournament-withdraw-confirm = Desistir? Suas partidas não terminadas neste torneio serão dadas como abandonadas.
tournament-you-withdrew = Você desistiu.
tournament-standings = Classificação
tournament-column-player = Jogador
tournament-column-points = Pontos
tournament-column-sb = SB
tournament-sonneborn-berger = Sonneborn-Berger: os pontos dos adversários vencidos, mais metade dos pontos daqueles com quem houve empate
tournament-column-wins = Vitórias
tournament-column-played = Jogadas
tournament-withdrew-mark = (desistiu)
tournament-round = Rodada { $round }
tournament-games = Partidas
tournament-result-playing = em andamento
tournament-bye = folga (1 ponto)
tournament-players = Jogadores ({ $count })
tournament-joined = Você está inscrito. Suas partidas chegam até você à medida que cada rodada é emparceirada.
tournament-left = Você saiu do torneio.
tournament-withdrawn = Você desistiu: suas partidas não terminadas nele são dadas como abandonadas, e você não será mais emparceirado.
tournament-started = O torneio começou.
tournament-no-such-page = Essa página não existe.
