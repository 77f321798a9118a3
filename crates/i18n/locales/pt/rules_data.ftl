## Um jogo definido como dados, com as regras escritas a partir da sua definição ("As regras como
## dados" da página de regras, e as regras inteiras de um arquivo enviado por um jogador). Cada
## mensagem é uma frase; $piece, $king, $pawn, $cannon e afins são o nome de uma peça, $pieces e
## $pawns uma lista de nomes, $region um data-ranks ou data-squares. Os nomes das peças mudam de
## gênero: as frases os usam sem artigo sempre que possível ("cada", "qualquer"…), e $region já
## traz o seu artigo (por isso não vem depois de "de", "em" ou "a", que se contrairiam com ele).

data-board-heading = O tabuleiro
data-board = { $files } colunas por { $ranks } fileiras; as brancas jogam primeiro. A posição inicial, em FEN:
data-pieces-heading = As peças
data-pieces-intro = Os diagramas mostram para onde cada uma vai. Os movimentos de uma peça são escritos na notação de Betza (W um passo reto, F um passo na diagonal, N o salto do cavalo; uma letra dobrada, ou R, B e Q, um deslizamento), como o arquivo os dá; o seu valor, em centésimos de peão, é o que o motor do ortoo estima a partir do seu alcance.
data-column-piece = Peça
data-column-letter = Letra
data-column-betza = Betza
data-column-worth = Valor
data-royal = { $piece } (peça real)
# Onde um jogo não tem peça real, mas uma frase precisa de uma.
data-the-king = rei
data-the-met = met

# Uma região: fileiras inteiras pelo número ($count delas); senão, as suas casas.
data-ranks =
    { $count ->
        [one] a fileira { $ranks }
       *[other] as fileiras { $ranks }
    }
data-squares = as casas { $squares }

data-pawns-heading = Peões e promoção
data-double-step = Cada { $pawn } pode andar duas casas desde { $region }.
data-triple-step = Desde { $region }, pode andar três.
data-en-passant = Uma peça que, ao avançar, passa ao lado de um peão inimigo pode ser capturada en passant, como no xadrez.
data-sittuyin-promotion = Uma peça do tipo { $pawns } não é promovida ao chegar a uma casa. Quando está sobre { $region } (ou em qualquer casa, se for a última do seu lado), pode, em vez disso e como lance próprio, virar { $pieces } na própria casa ou numa casa vazia onde essa peça poderia capturar a partir dali, desde que dali não dê xeque nem ataque nenhuma peça do outro lado.
data-promotion = Cada { $pawns } que alcança { $region } vira { $pieces }.
data-promotion-optional = Cada { $pawns } que alcança { $region } vira { $pieces }, ou fica como está, à escolha do seu jogador.
data-promotion-limit = Uma promoção não pode dar a um lado mais peças de um tipo do que estas: { $limits }.
data-limit = { $piece } { $limit }

data-kept-heading = Onde as peças podem ficar
data-keeps-to = Cada { $piece } só pode ocupar { $white }, se for das brancas, e { $black }, se for das pretas.
data-soldier = Cada { $piece } só anda para a frente até alcançar a fileira { $rank } contada a partir do seu lado (do outro lado do rio), e dali em diante também para os lados.
data-flying-general = As duas peças reais ({ $king }) nunca podem ficar frente a frente numa coluna ou fileira sem nada entre elas: um lance que as deixe assim não é legal.

data-special-heading = Regras especiais
data-cambodian = No seu primeiro lance, cada { $king } que não esteja em xeque pode saltar como cavalo para a fileira à sua frente (direito que perde assim que uma torre se coloca na sua coluna ou fileira); cada { $met } que ainda esteja na sua casa inicial pode avançar duas casas reto para a frente, por cima do que houver no meio. Nenhum desses primeiros lances captura.
data-rooks-first-rank = Uma torre da mão só pode ser colocada na primeira fileira do seu lado.
data-makpong = Quando a sua peça real ({ $king }) está em xeque, um jogador não pode movê-la, a não ser para capturar a única peça que dá o xeque.
data-blast = Toda captura explode: a peça que captura, a peça capturada e todas as peças que não sejam peões nas oito casas ao redor são removidas, sejam de que lado forem (a lista de lances indica as casas esvaziadas).
data-blast-immune = Qualquer { $pieces } resiste às explosões.
data-blast-kings = Um lance não pode explodir o próprio rei nem deixá-lo atacado, a não ser que exploda o outro rei. Reis que se tocam não podem capturar um ao outro, então nenhum deles está em xeque.
data-mutually-immune = Uma peça do tipo { $pieces } não pode capturar outra do mesmo tipo.
data-duck = Depois de cada lance, o jogador move também o pato (`*`), uma peça de nenhum dos lados, para outra casa vazia: na notação algébrica completa, como última parte do lance (`P e2-e4; duck-e5`); em coordenadas, depois de uma vírgula (`e2e4,e4e5`). O pato bloqueia todas as peças e não pode ser capturado.

# Os do janggi: as linhas diagonais dos palácios e como as peças andam por elas.
data-diagonal-lines = Linhas diagonais ligam estes pontos: { $region } (as diagonais dos palácios). Uma peça que está num desses pontos também pode andar por elas até outro: { $ways }.
data-way-one-point = { $piece } (um ponto)
data-way-forward = { $piece } (um ponto para a frente)
data-way-open-line = { $piece } (até onde a linha estiver livre)
data-way-hop = { $piece } (saltando por cima de uma peça)
data-janggi-cannon = Cada { $cannon } precisa saltar por cima de exatamente uma peça para andar ou capturar; não pode saltar por cima de outro { $cannon } nem capturá-lo.
data-pass = Um jogador pode passar em vez de jogar, a menos que esteja em xeque (digite `pass`; em coordenadas, o ponto do seu { $king } duas vezes, como `e9e9`). Se os dois jogadores passarem um depois do outro, a partida termina.
data-pass-when-stuck = Um jogador que não tem nenhum outro lance pode passar, a menos que esteja em xeque (digite `pass`; em coordenadas, o ponto do seu { $king } duas vezes, como `e9e9`). Se os dois jogadores passarem um depois do outro, a partida termina.
data-bikjang = Quando as peças reais dos dois lados ({ $king }) ficam frente a frente numa coluna aberta, sem nada entre elas (bikjang), o jogador da vez precisa separá-las ou passar; nesse caso, um passe encerra a partida.
data-points-janggi = Uma partida que termina sem mate (os dois jogadores passam, um bikjang, uma repetição ou cinquenta lances de cada lado sem captura) é decidida por pontos: carruagem 13, canhão 7, cavalo 5, elefante e conselheiro 3, soldado 2, e 1,5 a mais para as vermelhas (Han) por jogarem em segundo (os pontos aparecem ao lado do tabuleiro). Um jogador que dá xeque em todos os seus lances de uma repetição perde a partida.
data-points-more-pieces = Uma partida que termina sem mate (uma repetição, o limite de lances) é vencida pelo lado com mais peças no tabuleiro; com o mesmo número, é empate.
data-points-white = Uma partida que termina sem mate (uma repetição, o limite de lances) é vencida pelas brancas.
data-points-black = Uma partida que termina sem mate (uma repetição, o limite de lances) é vencida pelas pretas.

data-castling-heading = Roque
data-castling = A peça real ({ $king }) roca com qualquer peça do tipo { $rooks } que ainda não tenha se movido: vai para a coluna { $kingside } na ala voltada para a coluna h, ou para a coluna { $queenside } na outra, e essa peça ({ $rooks }) fica ao lado dela, pelo lado de dentro.
data-chess960 = As peças da primeira fileira começam embaralhadas, como no Xadrez960.
data-no-castling = Não há roque.

data-ends-heading = Como a partida termina
data-checkmate-wins = O xeque-mate vence.
data-checkmated-wins = Vence o jogador que leva xeque-mate.
data-checkmate-draws = O xeque-mate é empate.
data-stalemate-piece-count = Um jogador sem lances legais vence se tiver menos peças que o outro, perde se tiver mais e empata se tiver o mesmo número.
data-stalemate-loses = Um jogador sem lances legais perde.
data-stalemate-wins = Um jogador sem lances legais vence.
data-stalemate-draws = Um jogador sem lances legais (afogado) empata.
# $kept: quantas delas um jogador pode conservar e mesmo assim ter perdido (0: todas perdidas).
data-extinction-loses =
    { $kept ->
        [0] Perde o jogador que fica sem { $pieces }.
       *[other] Perde o jogador a quem não restam mais de { $kept } das suas { $pieces }.
    }
data-extinction-wins =
    { $kept ->
        [0] Vence o jogador que fica sem { $pieces }.
       *[other] Vence o jogador a quem não restam mais de { $kept } das suas { $pieces }.
    }
data-extinction-draws =
    { $kept ->
        [0] Um jogador que fica sem { $pieces } empata.
       *[other] Um jogador a quem não restam mais de { $kept } das suas { $pieces } empata.
    }
data-extinction-pieces = peças
data-flag = Cada { $piece } que alcança { $region } dá a vitória ao seu lado.
data-flag-answered = Cada { $piece } que alcança { $region } dá a vitória ao seu lado, a menos que o outro jogador também chegue lá no lance imediatamente seguinte (aí é empate).
data-flag-any = Vence quem levar qualquer peça até { $region }.
data-flag-any-answered = Vence quem levar qualquer peça até { $region }, a menos que o outro jogador também chegue lá no lance imediatamente seguinte (aí é empate).
data-check-counting = Vence quem der o número de xeques combinado (os xeques que cada lado ainda precisa dar estão no FEN, como 3+3).
data-must-capture = A captura é obrigatória: quando há uma captura possível, é preciso fazer uma.
data-no-checks = Não é permitido dar xeque.
data-repetition = Uma posição que ocorre { $times } vezes { $result }.
data-repetition-checks = Uma posição que ocorre { $times } vezes { $result }, a não ser que um jogador tenha dado xeque em todos os seus lances da repetição: esse jogador perde.
data-repetition-draws = é empate
data-repetition-white-wins = dá a vitória às brancas
data-repetition-white-loses = faz as brancas perderem
data-repetition-mover-wins = dá a vitória ao jogador da vez naquele momento
data-repetition-mover-loses = faz perder o jogador da vez naquele momento
data-chasing = Também perde o jogador que perseguiu a mesma peça em todos os seus lances da repetição, como determinam as regras da Federação Asiática de Xiangqi (se os dois o fizeram, é empate): um lance persegue uma peça que ele passa a atacar quando ela não está protegida, ou é mais forte que a atacante (uma carruagem atacada por um cavalo ou um canhão; uma carruagem, um canhão ou um cavalo atacados por um elefante ou um conselheiro); o general e os soldados não perseguem e, antes de atravessar o rio, não são perseguidos. Os xeques de um lado a partir do décimo primeiro não contam para o limite de lances.
data-count-makruk = Quando não resta nenhum peão, começa uma contagem, feita pelo jogador da vez naquele momento (e sempre pelo jogador que ficou só com o rei), e a partida é empate se esse jogador não tiver levado mate quando a contagem passar do limite: 64 lances ou, contra um rei sozinho, o limite que as peças do outro lado fixam (8 lances com duas torres, 16 com uma torre, 22 com dois khons, 32 com dois cavalos, 44 com um khon, e 64 nos demais casos), contado a partir do número de peças no tabuleiro. A contagem aparece ao lado do tabuleiro e encerra a partida quando passa do limite.
data-count-cambodian = Quando um jogador fica com três peças ou menos, começa uma contagem, feita por esse jogador, e a partida é empate se ele não tiver levado mate quando a contagem passar do limite: 63 lances ou, contra um rei sozinho e sem nenhum peão, o limite que as peças do outro lado fixam (7 lances com duas torres, 15 com uma torre, 21 com dois khons, 31 com dois cavalos, 43 com um khon, e 63 nos demais casos), contado a partir do número de peças no tabuleiro. A contagem aparece ao lado do tabuleiro e encerra a partida quando passa do limite.
data-count-asean = Contra um rei sozinho e sem nenhum peão, o outro lado precisa dar mate em 16 lances se tiver uma torre, em 44 com um khon e em 64 com um cavalo; senão, a partida é empate. A contagem aparece ao lado do tabuleiro e encerra a partida quando passa do limite.
data-sittuyin-draw = Um jogador que ficou só com o rei e um peão, que não está em xeque e cujos únicos lances são as promoções desse peão, empata (uma promoção pode ser recusada).
data-move-rule = { $moves } lances de cada lado sem nenhuma captura são empate.
data-move-rule-pawns = { $moves } lances de cada lado sem nenhuma captura nem lance de peão são empate.
