## The faults found in a player's file of variants (variants.ini), as the upload page and the API
## list them: where each is and what is wrong. What they quote from the file, and the format's own
## words (its keys and values, Betza's letters), stay as the file has them.

fault-at-line = { $place }, linha { $line }
fault-in-variant = { $place }, [{ $variant }]
fault-in-key = { $place }, { $key }
fault-at = { $place }: { $fault }

fault-file-not-taken = O arquivo não foi aceito: { $fault }.
fault-file-not-taken-many = O arquivo não foi aceito: ele tem { $count } erros; o primeiro: { $first }.

## Reading the file into sections.

fault-section-unclosed = o nome de uma seção se escreve [nome]: "{ $text }"
fault-variant-name = "{ $name }" não é um nome de variante (letras, algarismos, '-' e '_', até 40)
fault-variant-twice = a variante está definida duas vezes neste arquivo
fault-not-key-value = esperava-se "chave = valor", mas há "{ $text }"
fault-key-outside-section = uma chave antes da primeira seção [variante] não pertence a nenhuma variante
fault-line-without-key = uma linha sem chave: "{ $text }"
fault-variant-name-link = aqui o nome de uma variante é feito só de letras, algarismos, '-' e '_' (ele faz parte do link dela)
fault-builtin-name = uma variante embutida já tem este nome; dê outro à sua (ela pode herdar daquela)
fault-name-offered = já existe uma variante com este nome; dê outro à sua
fault-no-such-variant = essa variante não existe
fault-not-in-file = essa variante não está no arquivo

## A key's value that is not what the key takes.

fault-not-true-or-false = "{ $value }" não é true nem false
fault-not-whole-number = "{ $value }" não é um número inteiro
fault-not-result = "{ $value }" não é um resultado (win, loss, draw ou none)
fault-result-not-none = este resultado é win, loss ou draw
fault-not-board-file = "{ $value }" não é uma coluna (de a a l, ou de 1 a 12)
fault-not-rank = "{ $value }" não é uma fileira (de 1 a { $max })
fault-not-square = "{ $square }" não é uma casa de um tabuleiro de { $files }×{ $ranks }
fault-no-piece-lettered = nenhuma peça desta variante tem a letra "{ $letter }"
fault-not-one-piece-letter = "{ $value }" não é a letra de uma só peça
fault-counting-rule = "{ $value }" não é uma regra de contagem: escreva makruk, cambodian, asean ou none
fault-chasing-rule = "{ $value }" não é uma regra de perseguição: escreva axf ou none
fault-walling-rule = "{ $value }" não é uma regra de muros: escreva duck, arrow, past, edge, static ou none
fault-material-counting = "{ $value }" não é um jeito de contar material: escreva janggi, unweighted, whitedrawodds, blackdrawodds ou none
fault-promoted-piece-type = "{ $part }" não é a letra de uma peça, dois-pontos e a letra da peça em que ela é promovida (ou -), como p:g
fault-promotion-limit = "{ $part }" não é letra:quantidade para uma peça desta variante
fault-piece-name-form = "{ $part }" não dá nome a nenhuma peça: escreva a letra, dois-pontos e o nome, como k:King
fault-piece-name-letter = "{ $letter }" não é a letra de uma peça: escreva uma só letra antes dos dois-pontos, como k:King
fault-piece-name-length = o nome de "{ $letter }" precisa ter de 1 a { $max } caracteres de texto, como k:King

## A variant's parents, its board, its pieces and its keys.

fault-inherits-from-itself = herda de si mesma por meio de [{ $parent }]
fault-parent-unknown = herda de [{ $parent }], que não é uma das variantes do ortoo nem uma seção acima dela neste arquivo
fault-board-too-large = um tabuleiro de { $files }×{ $ranks } é maior que o máximo aceito por enquanto, 12×10
fault-not-one-letter = "{ $letter }" não é uma só letra
fault-not-a-piece-letter = '{ $letter }' não é uma letra que uma peça possa ter
fault-named-piece-moves = { $key } se move como o nome diz; dê movimentos próprios a um customPiece
fault-custom-piece-form = uma peça própria é dada como letra:Betza, por exemplo a:BN
fault-too-many-kinds = mais de { $max } tipos de peça
fault-betza = notação de Betza "{ $betza }": { $why }
fault-custom-piece-number = as peças próprias vão de customPiece1 a customPiece25
fault-not-a-key = não é uma chave do formato variants.ini (confira a grafia e as maiúsculas e minúsculas)
fault-mobility-region-key = uma região de mobilidade é mobilityRegionWhite ou mobilityRegionBlack seguido de uma peça, como em mobilityRegionWhiteKing
fault-mobility-region-piece = o jogo não tem nenhuma peça { $key } para uma região de mobilidade (dê a ela o nome da chave, com inicial maiúscula: { $name })
fault-in-builtin = { $fault } (uma chave das variantes embutidas do ortoo em que [{ $variant }] se baseia, à qual as chaves próprias de [{ $variant }] não se ajustam mais: ponha esta chave também em [{ $variant }])

## Keys of the format that games defined as data cannot have yet.

fault-not-yet-two-boards = jogos definidos como dados ainda não aceitam dois tabuleiros (bughouse)
fault-not-yet-enclosing-drops = jogos definidos como dados ainda não aceitam colocações que cercam (como no reversi)
fault-not-yet-walls = jogos definidos como dados ainda não aceitam muros
fault-not-yet-counting-rules = jogos definidos como dados ainda não aceitam regras de contagem
fault-not-yet-special-mates = jogos definidos como dados ainda não aceitam mates especiais
fault-not-yet-repetition-rules = jogos definidos como dados ainda não aceitam regras de repetição
fault-not-yet-connection-games = jogos definidos como dados ainda não aceitam jogos de alinhamento
fault-not-yet-castling-wins = jogos definidos como dados ainda não aceitam a vitória pelo roque
fault-not-yet-several-flag-pieces = jogos definidos como dados ainda não aceitam várias peças a levar até o objetivo
fault-not-yet-opposite-castling = jogos definidos como dados ainda não aceitam o roque oposto
fault-not-yet-double-step-keys = jogos definidos como dados ainda não aceitam as chaves antigas do passo duplo (use doubleStepRegionWhite e doubleStepRegionBlack)
fault-not-yet-walling-rule = jogos definidos como dados ainda não aceitam a regra de muros "{ $value }" (só duck é lida)

## A piece's moves in Betza's notation that cannot be read.

fault-betza-at = { $why } (no caractere { $at })
fault-betza-atom = '{ $letter }' não é um movimento de peça que o servidor conheça por enquanto (átomos: W F D N A H C L Z J G K R B Q)
fault-betza-range-zero = um deslizamento de { $letter }0 não vai a lugar nenhum: dê um alcance de 1 a 9
fault-betza-cannot-ride = { $letter } não pode deslizar aqui (repetir o seu salto ao longo de uma linha): só as linhas de W, F e N deslizam (WW ou R, FF ou B, NN, W3); escreva { $letter } sozinho para o seu salto único
fault-betza-lame = 'n' (um salto que pode ser bloqueado) vem antes dos saltadores N, A, Z, J ou D, não de { $written }: tire-o, pois um deslizamento já para na primeira peça da sua linha
fault-betza-hopper = '{ $letter }' (um salto por cima de uma peça) vem antes de um deslizamento que vai até onde a sua linha estiver livre (R, B, Q, WW, FF, NN), não de { $written }
fault-betza-unknown = '{ $letter }' não faz parte da notação de Betza como ela é lida aqui
fault-betza-dangling = os modificadores do fim não se aplicam a nenhum átomo: termine com a letra de uma peça, como em fmW
fault-betza-range-doubled = '{ $digit }' vem depois de { $doubled }, que já desliza até onde a sua linha estiver livre: escreva { $ranged } para um deslizamento de no máximo { $digit ->
    [one] { $digit } casa
   *[other] { $digit } casas
}, ou { $doubled } sozinho
fault-betza-range-two-digits = um alcance é um único algarismo, de 1 a 9: { $written } tem dois; escreva { $ranged }, ou { $doubled } para deslizar até onde a linha estiver livre
fault-betza-range-before = um alcance vem depois da letra da peça, não antes: escreva { $ranged } em vez de { $written }
fault-betza-range-alone = '{ $digit }' não vem depois de nenhuma letra de peça: um alcance vem logo depois de uma, como em { $example }

## A start position (startFen) that cannot be played.

fault-start-over-white-won = a partida acabou antes do primeiro lance (as brancas, que têm a vez, venceram: { $by }); comece de uma posição ainda em jogo
fault-start-over-white-lost = a partida acabou antes do primeiro lance (as brancas, que têm a vez, perderam: { $by }); comece de uma posição ainda em jogo
fault-start-over-white-drawn = a partida acabou antes do primeiro lance (as brancas, que têm a vez, empataram: { $by }); comece de uma posição ainda em jogo
fault-start-over-black-won = a partida acabou antes do primeiro lance (as pretas, que têm a vez, venceram: { $by }); comece de uma posição ainda em jogo
fault-start-over-black-lost = a partida acabou antes do primeiro lance (as pretas, que têm a vez, perderam: { $by }); comece de uma posição ainda em jogo
fault-start-over-black-drawn = a partida acabou antes do primeiro lance (as pretas, que têm a vez, empataram: { $by }); comece de uma posição ainda em jogo
fault-start-by-extinction = as peças que o jogo conta acabaram
fault-start-by-flag = uma peça está na região que o jogo define
fault-start-by-checks = os xeques que o jogo conta já foram dados
fault-start-by-checkmate = xeque-mate
fault-start-by-stalemate = afogamento
fault-start-by-pawn-drop-mate = um mate dado por um peão colocado
fault-start-by-counting = a contagem passou do limite
fault-start-by-passes = os dois lados passaram
fault-start-by-bikjang = os generais ficaram frente a frente
fault-start-white-checkmated = as brancas, que jogam primeiro, não têm nenhum lance legal (xeque-mate desde o início); comece de uma posição em que o lado da vez possa jogar
fault-start-white-stalemated = as brancas, que jogam primeiro, não têm nenhum lance legal (afogadas desde o início); comece de uma posição em que o lado da vez possa jogar
fault-start-black-checkmated = as pretas, que jogam primeiro, não têm nenhum lance legal (xeque-mate desde o início); comece de uma posição em que o lado da vez possa jogar
fault-start-black-stalemated = as pretas, que jogam primeiro, não têm nenhum lance legal (afogadas desde o início); comece de uma posição em que o lado da vez possa jogar

fault-fen-empty = o FEN está vazio
fault-fen-hands-unclosed = as reservas "[{ $hands }" não têm o "]" de fechamento
fault-fen-ranks = o tabuleiro tem { $ranks ->
    [one] { $ranks } fileira
   *[other] { $ranks } fileiras
}, e o FEN dá { $given }
fault-fen-hand-piece = '{ $letter }' nas reservas não é peça de { $game }
fault-fen-side = "{ $value }" não é um lado da vez (w ou b)
fault-fen-gate = '{ $letter }' não é um direito de roque nem uma coluna por onde fazer entrar uma peça
fault-fen-castling-king = direito de roque '{ $letter }' sem rei na sua fileira
fault-fen-castling = '{ $letter }' não é um direito de roque
fault-fen-castling-rook = direito de roque '{ $letter }' sem torre com que rocar
fault-fen-count-limit = "{ $value }" não é o limite de uma contagem
fault-fen-en-passant = "{ $value }" não é uma casa de en passant deste tabuleiro
fault-fen-en-passant-list = "{ $value }" não é uma casa de en passant deste tabuleiro nem uma lista delas
fault-fen-check-count = "{ $value }" não é uma contagem de xeques como 3+3
fault-fen-halfmoves = "{ $value }" não é uma contagem de meios-lances
fault-fen-move-number = "{ $value }" não é um número de lance
fault-fen-count-too-long = { $plies ->
    [one] { $plies } meio-lance é mais
   *[other] { $plies } meios-lances são mais
} do que uma contagem pode ter contado
fault-fen-rank-too-long = a fileira { $rank } tem mais de { $files ->
    [one] { $files } casa
   *[other] { $files } casas
}
fault-fen-empty-run = a fileira { $rank } tem uma sequência vazia de 0 casas
fault-fen-rank-length = a fileira { $rank } tem { $given ->
    [one] { $given } casa
   *[other] { $given } casas
}, não { $files }
fault-fen-piece = '{ $letter }' não é peça de { $game }
fault-fen-no-promotion = '+{ $letter }': { $letter } não é promovida em { $game }
