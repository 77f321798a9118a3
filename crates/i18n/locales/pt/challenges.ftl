## O formulário de nova partida, e o que responde a um desafio.

challenge-title = Nova partida
challenge-game = Jogo
challenge-group-hand-written = Programados à mão
challenge-group-defined = Definidos como dados
challenge-group-players = Variantes dos jogadores
challenge-uploaded-by = { $game } (de { $owner })
challenge-show-options = Mostrar as opções deste jogo
challenge-rules = Regras
# $choice é a palavra do jogo para o que cada jogador escolhe (arrangement no janggi), em inglês.
challenge-own-choice-summary = Escolha de cada lado: { $choice } (a de costume, se você não mudar)
challenge-own-choice-legend = Escolha de cada lado: { $choice }
challenge-own-choice-hint = Indique a que você quer para cada lado que pode lhe caber; quem aceitar pode escolher a sua ({ $choice }) ao aceitar.
challenge-options-summary = Opções de regras (as padrão, se você não mudar)
challenge-options-legend = Opções de regras
challenge-switch-on = sim
challenge-switch-off = não
challenge-play-against = Jogar contra
challenge-way-person = Um jogador que você indicar
challenge-way-seek = Um convite aberto: qualquer um pode aceitar
challenge-way-engine = O motor
challenge-way-watch = O motor contra si mesmo, para assistir
challenge-opponent = Nome do jogador
challenge-engine-level = Nível do motor (o 1 joga rápido e sem cuidado; o 12 pensa até 30 segundos por lance)
challenge-level = nível { $level }
challenge-watch-white = { $sides ->
    [xiangqi] Vermelhas no nível
    [janggi] Azuis no nível
    [shogi] Sente no nível
   *[chess] Brancas no nível
}
challenge-watch-black = { $sides ->
    [xiangqi] Pretas no nível
    [janggi] Vermelhas no nível
    [shogi] Gote no nível
   *[chess] Pretas no nível
}
challenge-colour = Sua cor
challenge-colour-random = sorteada
challenge-colour-white = { $sides ->
    [xiangqi] vermelhas
    [janggi] azuis
    [shogi] Sente
   *[chess] brancas
}
challenge-colour-black = { $sides ->
    [xiangqi] pretas
    [janggi] vermelhas
    [shogi] Gote
   *[chess] pretas
}
challenge-rating = Rating
challenge-rated = Ranqueada: o resultado altera o rating dos dois jogadores neste jogo
challenge-casual = Amistosa
challenge-rating-min = Rating mínimo
challenge-rating-max = Rating máximo
challenge-rating-range-hint = Só jogadores com rating nessa faixa podem aceitar; deixe os dois vazios para que qualquer um possa aceitar.
challenge-clock = Ritmo
challenge-days-per-move = Dias por lance
challenge-time-bank = Banco de tempo
challenge-bank-initial = Dias no banco no início
challenge-bank-increment = Dias somados após cada lance
challenge-bank-cap = Máximo de dias no banco
challenge-no-clock = Sem relógio
challenge-clock-hint = Quem deixa o prazo passar perde por tempo; as férias param o relógio do jogador.
challenge-send = Enviar desafio

## O que o formulário responde.

challenge-sent = Desafio enviado.
challenge-declined = Desafio recusado.
challenge-withdrawn = Desafio retirado.
challenge-no-such-game = Não há nenhum jogo chamado "{ $game }" aqui; escolha um da lista.
challenge-no-such-page = Essa página não existe.
challenge-bad-level = O nível do motor vai de 1 a 12, não "{ $level }".
challenge-bad-days = "{ $days }" não é um número inteiro de dias.
challenge-bad-way = "{ $way }" não é uma forma de jogar; escolha um jogador, um convite aberto ou o motor.
challenge-two-opponents = O formulário indica mais de um adversário (um jogador, o motor ou o motor contra si mesmo); escolha um.
challenge-name-the-player = Indique o jogador que você desafia (ou escolha um convite aberto ou o motor).
challenge-choose-level = Escolha o nível do motor, de 1 a 12.
challenge-choose-levels = Escolha o nível do motor para as brancas e para as pretas.
challenge-bad-lowest-rating = O rating mínimo é um número inteiro, não "{ $rating }".
challenge-bad-highest-rating = O rating máximo é um número inteiro, não "{ $rating }".
