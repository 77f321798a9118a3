## Por que um lance é recusado, como as regras explicam ao jogador que o digitou. As casas (e4), os
## lances (P e2-e4), as letras das peças (N) e os nomes dos jogos ficam como estão; as peças são
## nomeadas pelas mensagens `piece-` abaixo (ou como o arquivo do jogo as chama, quando não há
## mensagem). As frases nomeiam uma peça sem artigo (quase sempre entre parênteses), pois o gênero varia.

refusal-choose-one-of = Escolha um destes: { $moves }.
refusal-legal-moves-of-that-piece = Lances legais dessa peça: { $moves }.

## A recusa inteira, como o jogador a lê. $why é uma das mensagens `why-` abaixo.

refusal-game-over-white-wins = { $sides ->
    [xiangqi] A partida terminou: as vermelhas vencem por { $reason }.
    [janggi] A partida terminou: as azuis vencem por { $reason }.
    [shogi] A partida terminou: Sente vence por { $reason }.
   *[chess] A partida terminou: as brancas vencem por { $reason }.
}
refusal-game-over-black-wins = { $sides ->
    [xiangqi] A partida terminou: as pretas vencem por { $reason }.
    [janggi] A partida terminou: as vermelhas vencem por { $reason }.
    [shogi] A partida terminou: Gote vence por { $reason }.
   *[chess] A partida terminou: as pretas vencem por { $reason }.
}
refusal-game-over-draw = A partida terminou: empate por { $reason }.
refusal-syntax-ends = Não é um lance: o texto termina no caractere { $column }, onde se esperava { $expected }.
refusal-syntax-found = Não é um lance: no caractere { $column } se esperava { $expected }, mas há “{ $found }”.
refusal-syntax-too-long = Não é um lance: esperavam-se { $expected }, mas o texto passa de { $column } caracteres.
refusal-no-san = Nenhum lance legal aqui se escreve { $san } em notação algébrica padrão.
refusal-san-did-you-mean = { $san } não é legal aqui; você quis dizer { $move }?
refusal-san-ambiguous = { $san } corresponde a mais de um lance: { $moves }.
refusal-off-board = { $square } não é uma casa do tabuleiro de { $game } ({ $board }).
refusal-board-files-ranks = colunas a-{ $file } e fileiras 1-{ $ranks }, de a1 a { $last }
refusal-board-spaces = { $count } { $count ->
        [one] casa
       *[other] casas
    } numa moldura de a1 a { $last }
refusal-wrong-label = A peça em { $square } é do tipo { $piece } ({ $label }), não { $typed }.
refusal-some-piece = peça
refusal-part-does-not-fit = “{ $part }” não faz parte de nenhum lance legal que comece com { $move }.
refusal-part-does-not-fit-why = “{ $part }” não faz parte de nenhum lance legal que comece com { $move }: { $why }.
refusal-needs-a-choice = Falta uma escolha para { $move } ser um só lance.
refusal-ambiguous = Esse texto corresponde a mais de um lance legal.
refusal-move-first = Um lance começa pela peça que se move, como em “P e2-e4”; “{ $part }” só pode vir depois.
refusal-no-piece = Não há peça em { $square }.
refusal-not-your-piece-white = { $sides ->
    [xiangqi] A peça em { $square } ({ $piece }) é das vermelhas; é a vez das pretas.
    [janggi] A peça em { $square } ({ $piece }) é das azuis; é a vez das vermelhas.
    [shogi] A peça em { $square } ({ $piece }) é de Sente; é a vez de Gote.
   *[chess] A peça em { $square } ({ $piece }) é das brancas; é a vez das pretas.
}
refusal-not-your-piece-black = { $sides ->
    [xiangqi] A peça em { $square } ({ $piece }) é das pretas; é a vez das vermelhas.
    [janggi] A peça em { $square } ({ $piece }) é das vermelhas; é a vez das azuis.
    [shogi] A peça em { $square } ({ $piece }) é de Gote; é a vez de Sente.
   *[chess] A peça em { $square } ({ $piece }) é das pretas; é a vez das brancas.
}
refusal-off-the-board = fora do tabuleiro
refusal-illegal-move = { $label } { $from }-{ $to } não é um lance legal.
refusal-illegal-move-why = { $label } { $from }-{ $to } não é um lance legal: { $why }.
refusal-illegal-move-none-legal = { $label } { $from }-{ $to } não é um lance legal. A peça em { $from } ({ $piece }) não tem nenhum lance legal.
refusal-illegal-move-why-none-legal = { $label } { $from }-{ $to } não é um lance legal: { $why }. A peça em { $from } ({ $piece }) não tem nenhum lance legal.
refusal-illegal-drop = { $label }-{ $square } não é uma colocação legal.
refusal-illegal-drop-why = { $label }-{ $square } não é uma colocação legal: { $why }.
refusal-duck-cannot-go = O pato não pode ir para { $square }: { $why }.
refusal-no-draw-to-claim = Em { $game } não há empate a reivindicar; proponha empate em vez disso.
refusal-no-draw-now = Agora não é possível reivindicar empate: para isso, é preciso que { $ways }.
refusal-claim-or = { $first }, ou que { $second }
refusal-claim-on-own-turn = O empate se reivindica na sua própria vez.

## O que deveria estar onde o texto deixa de ser notação ($expected acima).

expect-at-most = no máximo { $count } { $count ->
        [one] caractere
       *[other] caracteres
    }
expect-move = um lance como “P e2-e4” ou “e2e4”
expect-next-part = “;” antes da parte seguinte, ou o fim do lance
expect-removal-dash = “-” depois de “@” (“@-e4” remove a peça de e4)
expect-removal-square = a casa da peça a remover, como em “@-e4”
expect-letter-or-square = uma letra de peça ou uma casa
expect-drop-square = a casa depois do “-” de uma colocação, como em “Q-e8”
expect-from-square = uma casa como e2 depois da letra da peça
expect-dash = “-” e uma casa de destino depois de { $square }
expect-destination = uma casa de destino
expect-destination-or-off = uma casa de destino (ou “off”) depois de { $square }

## Duas casas ou mais numa enumeração (“h2 ou g2”).

list-or = { $first } ou { $second }
list-comma = { $first }, { $second }

## Por que as regras recusam um lance: o que vem depois de “não é um lance legal:” ($why acima), em
## minúscula e sem ponto. $king é o nome da peça real do lado.

why-claim-repetition = a mesma posição tenha ocorrido { $needed } vezes (ela ocorreu { $count ->
        [one] { $count } vez
       *[other] { $count } vezes
    })
why-claim-quiet-moves = cada lado tenha feito { $moves } lances sem captura nem lance de peão (já são { $plies } { $plies ->
        [one] meio-lance
       *[other] meios-lances
    })
why-claim-lone-king-white = seu adversário só tenha o rei (as brancas ainda têm { $count ->
        [one] { $count } outra peça
       *[other] { $count } outras peças
    })
why-claim-lone-king-black = seu adversário só tenha o rei (as pretas ainda têm { $count ->
        [one] { $count } outra peça
       *[other] { $count } outras peças
    })
why-never-off-board = neste jogo as peças nunca saem do tabuleiro
why-never-off-board-in = em { $game } as peças nunca saem do tabuleiro
why-same-square = um lance precisa ir para outra casa
why-never-castles-white = as brancas nunca rocam em { $game }
why-never-castles-black = as pretas nunca rocam em { $game }
why-castled-rights-gone-white-king-side = as brancas já não podem rocar pela ala do rei: o rei ou essa torre já se moveu
why-castled-rights-gone-white-queen-side = as brancas já não podem rocar pela ala da dama: o rei ou essa torre já se moveu
why-castled-rights-gone-black-king-side = as pretas já não podem rocar pela ala do rei: o rei ou essa torre já se moveu
why-castled-rights-gone-black-queen-side = as pretas já não podem rocar pela ala da dama: o rei ou essa torre já se moveu
why-castling-between-taken = o roque exige que as casas entre o rei e a torre estejam vazias, e há uma peça em { $square } ({ $piece })
why-castling-out-of-check = você não pode rocar para sair de um xeque
why-castling-through-attack = o rei não pode passar por uma casa atacada nem parar nela, e { $square } está atacada
why-castling-impossible = o roque não é possível aqui
why-white-piece = { $sides ->
    [xiangqi] { $piece } das vermelhas
    [janggi] { $piece } das azuis
    [shogi] { $piece } de Sente
   *[chess] { $piece } das brancas
}
why-black-piece = { $sides ->
    [xiangqi] { $piece } das pretas
    [janggi] { $piece } das vermelhas
    [shogi] { $piece } de Gote
   *[chess] { $piece } das pretas
}
why-no-piece = nada
why-own-piece-there = sua própria peça ({ $piece }) está em { $square }
why-own-piece-any = sua própria peça está em { $square }
why-game-over = a partida terminou
why-game-over-white-wins = { $sides ->
    [xiangqi] a partida terminou (as vermelhas vencem por { $reason })
    [janggi] a partida terminou (as azuis vencem por { $reason })
    [shogi] a partida terminou (Sente vence por { $reason })
   *[chess] a partida terminou (as brancas vencem por { $reason })
}
why-game-over-black-wins = { $sides ->
    [xiangqi] a partida terminou (as pretas vencem por { $reason })
    [janggi] a partida terminou (as vermelhas vencem por { $reason })
    [shogi] a partida terminou (Gote vence por { $reason })
   *[chess] a partida terminou (as pretas vencem por { $reason })
}
why-game-over-draw = a partida terminou (empate por { $reason })
why-king-in-check-there = seu { $king } ficaria em xeque em { $square }
why-still-in-check = seu { $king } está em xeque, e este lance não o tira do xeque
why-leaves-king-in-check = mover a peça de { $square } ({ $piece }) deixaria seu { $king } em xeque
why-blocked = o caminho de { $from } a { $to } está bloqueado
why-blocked-by = o caminho de { $from } a { $to } está bloqueado em { $square } ({ $piece })
why-blocked-on = o caminho de { $from } a { $to } está bloqueado em { $square }
why-two-squares-from-start = essa peça ({ $piece }) só anda duas casas a partir da sua fileira inicial
why-only-to-capture = essa peça ({ $piece }) só se move assim para capturar, e { $square } está vazia
why-cannot-capture-that-way = essa peça ({ $piece }) não pode capturar assim
why-not-that-way = essa peça ({ $piece }) não se move assim
why-not-that-way-or-blocked = a peça em { $square } ({ $piece }) não se move assim, ou o caminho dela está bloqueado
why-capture-compulsory = a captura é obrigatória, e há uma captura possível
why-royal-would-be-attacked = seu { $king } ficaria sob ataque
why-check-forbidden = o lance daria xeque, o que este jogo proíbe
why-royal-attacked-there = sua peça ({ $piece }) ficaria sob ataque em { $square }
why-royal-in-check = seu { $king } está em xeque, e este lance não responde a ele
why-leaves-royal-attacked = mover a peça de { $square } ({ $piece }) deixaria seu { $king } sob ataque
why-khan-last-leader = você perderia seu último líder
why-khan-leader-exposed = seu único líder ficaria onde uma peça inimiga pode capturá-lo
why-khan-no-exchange = { $piece } e { $other } não trocam de lugar
why-khan-exchanges-off = sua própria peça ({ $piece }) está em { $square }, e as trocas estão desativadas nesta partida
why-khan-spell-out-of-reach = essa peça ({ $piece }) não pode capturar, e { $square } está fora do alcance do feitiço dela
why-khan-not-demotable = essa peça ({ $piece }) não pode ser rebaixada, então nenhum feitiço pode mirá-la
why-khan-spell-not-on-khan = nesta partida os feitiços não podem mirar o cã nem o cã arqueiro
why-khan-no-mounted-capture = nesta partida essa peça ({ $piece }) não pode capturar uma peça montada
why-khan-magician-step = essa peça ({ $piece }) anda uma casa na horizontal ou na vertical
why-kings-run-winning-move = há um lance vencedor: { $moves }
why-kings-run-capture-runner = você precisa capturar seu corredor em { $squares } com uma peça Homem de Areia
why-kings-run-only-runner-king-leaves = só um rei corredor pode sair do tabuleiro
why-kings-run-leave-from-far-rank = um rei corredor só sai do tabuleiro pela última fileira
why-koan-step-from-octagon = uma peça anda uma casa para a frente: de um octógono, reto até o octógono seguinte ou na diagonal para a frente até um quadrado
why-koan-step-from-square = uma peça anda uma casa para a frente: de um quadrado, na diagonal para a frente até um octógono
why-koan-octagonal-captures-on-octagons-not-square = uma peça octogonal só captura em octógonos, e { $square } é um quadrado
why-koan-octagonal-captures-on-octagons-not-octagon = uma peça octogonal só captura em octógonos, e { $square } é um octógono
why-koan-square-captures-on-squares-not-octagon = uma peça quadrada só captura em quadrados, e { $square } é um octógono
why-koan-square-captures-on-squares-not-square = uma peça quadrada só captura em quadrados, e { $square } é um quadrado
why-cannon-one-screen = essa peça ({ $piece }) só captura saltando exatamente uma peça no caminho
why-cannon-jumps-only-to-capture = essa peça ({ $piece }) só salta para capturar, e { $square } está vazia
why-first-step-blocked = o primeiro passo dessa peça ({ $piece }) rumo a { $square } precisa ser para uma casa vazia, e não é
why-diagonal-only-to-capture = essa peça ({ $piece }) só anda na diagonal para capturar, e { $square } está vazia
why-captures-diagonally = essa peça ({ $piece }) captura na diagonal, não em frente
why-not-on-board = { $square } não está no tabuleiro
why-duck-there-must-move = o pato está lá agora, e precisa se mover
why-duck-square-taken = há uma peça lá ({ $piece }) (o pato vai para uma casa que fique vazia depois do lance)
why-no-drops = em { $game } não se colocam peças da reserva
why-no-such-piece = { $label } não é uma peça de { $game }
why-none-in-hand = você não tem essa peça ({ $piece }) na reserva
why-square-not-empty = { $square } não está vazia
why-drop-file-taken = você já tem uma peça assim ({ $piece }) na coluna { $file }
why-drop-not-there = em { $game } essa peça ({ $piece }) não pode ser colocada em { $square }
why-drop-first-rank = essa peça ({ $piece }) não pode ser colocada na sua primeira fileira nem onde seria promovida
why-drop-another-first = primeiro é preciso colocar outra peça da reserva
why-drop-in-check = seu { $king } está em xeque, e esta colocação não responde a ele
why-drop-gives-check = em { $game } uma colocação não pode dar xeque
why-drop-bishops-colours = seus bispos precisam ficar em casas das duas cores
why-drop-leaves-attacked = o lance deixaria seu { $king } sob ataque

## As peças dos jogos do ortoo, como os jogadores lusófonos as chamam: xadrez, xiangqi, janggi,
## shogi (`piece-in-shogi-`), makruk.

piece-royal-piece = monarca
piece-pawn = peão
piece-knight = cavalo
piece-bishop = bispo
piece-rook = torre
piece-queen = dama
piece-king = rei
piece-in-shogi-pawn = peão
piece-in-shogi-knight = cavalo
piece-in-shogi-bishop = bispo
piece-in-shogi-rook = torre
piece-in-shogi-king = rei
piece-lance = lança
piece-silver-general = general de prata
piece-gold-general = general de ouro
piece-dragon-king = rei dragão
piece-dragon-horse = cavalo dragão
piece-drunk-elephant = elefante bêbado
piece-chick = pintinho
piece-hen = galinha
piece-giraffe = girafa
piece-lion = leão
piece-elephant = elefante
piece-swallow = andorinha
piece-phoenix = fênix
piece-falcon = falcão
piece-crane = grou
piece-left-quail = codorna esquerda
piece-right-quail = codorna direita
piece-pheasant = faisão
piece-goose = ganso
piece-eagle = águia
piece-general = general
piece-advisor = conselheiro
piece-horse = cavalo
piece-chariot = carruagem
piece-cannon = canhão
piece-soldier = soldado
piece-banner = estandarte
piece-khun = khun
piece-met = met
piece-khon = khon
piece-ma = ma
piece-ruea = ruea
piece-bia = bia
piece-ai-wok = ai-wok
piece-neang = neang
piece-koul = koul
piece-seh = seh
piece-touk = touk
piece-trey = trey
piece-min-gyi = min-gyi
piece-sit-ke = sit-ke
piece-sin = sin
piece-myin = myin
piece-yahhta = yahhta
piece-ne = ne
piece-alfil = alfil
piece-fers = fers
piece-ferz = ferz
piece-wazir = vizir
piece-man = homem
piece-courier = correio
piece-schleich = schleich
piece-archbishop = arcebispo
piece-chancellor = chanceler
piece-amazon = amazona
piece-centaur = centauro
piece-nightrider = cavaleiro noturno
piece-camel = camelo
piece-zebra = zebra
piece-janus = jano
piece-cardinal = cardeal
piece-marshal = marechal
piece-marshall = marechal
piece-minister = ministro
piece-commoner = plebeu
piece-berolina-pawn = peão berolina
piece-grasshopper = gafanhoto
piece-hawk = gavião
piece-duck = pato
piece-duke = duque
piece-tower = torreão
piece-archer = arqueiro
piece-lancer = lanceiro
piece-kheshig = kheshig
piece-yurt = iurte
piece-khan = cã
piece-khatun = khatun
piece-horse-archer = arqueiro montado
piece-scout = batedor
piece-divine-king = rei divino
piece-quetzal = quetzal
piece-jaguar = onça
piece-serpent = serpente
piece-vulture = abutre
piece-canoe = canoa
piece-offering = oferenda
piece-warrior = guerreiro
piece-swordsman = espadachim
piece-assassin = assassino
piece-magician = mago
piece-demoted-magician = mago rebaixado
piece-power-magician = grande mago
piece-bondsman = servo
piece-khan-archer = cã arqueiro
piece-khan-sword = cã espadachim
piece-quickpawn = peão rápido
piece-sandman-quickpawn = peão rápido Homem de Areia
piece-sandman-knight = cavalo Homem de Areia
piece-sandman-bishop = bispo Homem de Areia
piece-sandman-rook = torre Homem de Areia
piece-sandman-queen = dama Homem de Areia
piece-sandman-king = rei Homem de Areia
piece-runner-quickpawn = peão rápido corredor
piece-runner-knight = cavalo corredor
piece-runner-bishop = bispo corredor
piece-runner-rook = torre corredora
piece-runner-queen = dama corredora
piece-runner-king = rei corredor
piece-war-elephant = elefante de guerra
piece-octagonal-piece = peça octogonal
piece-square-piece = peça quadrada

## As peças que o formato de variantes nomeia pelo tipo (quando um jogo não as nomeia).

piece-fers-alfil = fers-alfil
piece-silver = prata
piece-gold = ouro
piece-aiwok = aiwok
piece-bers = bers
piece-knibis = knibis
piece-biskni = biskni
piece-kniroo = kniroo
piece-rookni = rookni
piece-shogi-pawn = peão de shogi
piece-shogi-knight = cavalo de shogi
piece-clobber = clobber
piece-breakthrough = avanço
piece-immobile = peça imóvel
piece-janggi-cannon = canhão de janggi
piece-janggi-elephant = elefante de janggi
