# O que o servidor diz quando recusa uma ação (um formulário, uma resposta por e-mail, uma requisição à API).
# Cada mensagem é uma ou duas frases que o jogador lê ao lado do formulário que enviou.

error-no-such-account = Essa conta não existe.
error-no-such-analysis = Essa análise não existe.
error-no-such-challenge = Esse desafio não existe.
error-no-engine = Não há motor para jogar neste servidor.
error-no-such-game = Essa partida não existe.
error-no-such-player = Esse jogador não existe.
error-no-such-tournament = Esse torneio não existe.
error-no-such-file = Esse arquivo de variantes não existe.
error-no-such-file-of-yours = Você não tem esse arquivo de variantes.
error-not-your-game = Esta partida não é sua.
# $side: brancas ou pretas (side-white, side-black)
error-not-your-turn = Não é a sua vez: é a vez das { $side }.
error-wrong-password = Essa não é a senha da conta: nada foi alterado.
error-stale-ply = A partida avançou: ela está no meio-lance { $current }, não no { $expected }. Recarregue a página e tente de novo.
error-hashing-busy = O servidor está verificando muitas senhas ao mesmo tempo; tente de novo em alguns segundos.

## Desafios e convites
error-rating-outside = Uma faixa de rating vai de { $low } a { $high }; { $end } está fora dela.
error-rating-range-reversed = O rating mínimo ({ $min }) é maior que o máximo ({ $max }).
# $value: o que foi enviado, em JSON
error-option-value = O valor de uma opção é um texto, um número ou true/false, não { $value }.
error-colour = A cor é “white”, “black” ou “random”, não “{ $colour }”.
error-engine-unrated = Partidas contra o motor nunca são ranqueadas; peça uma partida amistosa.
error-range-for-seeks = Uma faixa de rating é para convites abertos; um desafio a um jogador já indica o adversário.
error-open-must-be-true = “open” deve ser true num convite aberto.
error-no-player-named = Não há nenhum jogador chamado “{ $name }”.
error-account-closed = { $name } encerrou a conta.
error-engine-by-level = Para jogar contra o motor, desafie com {"{"}"engine": NÍVEL{"}"} (um nível de 1 a 12).
error-challenge-yourself = Você não pode desafiar a si mesmo.
error-challenge-accepted = Este desafio já foi aceito.
error-challenge-declined = Este desafio já foi recusado.
error-challenge-withdrawn = Este desafio já foi retirado.
error-challenge-closed = Este desafio está encerrado.
error-challenge-for-another = Este desafio é para outro jogador.
error-own-seek = Você não pode aceitar o seu próprio convite.
# $game: o nome do jogo; $rating: o rating do jogador nele (com um ? depois enquanto for provisório)
error-seek-rating = Este convite é para jogadores com rating de { $min } a { $max } em { $game }; o seu rating nesse jogo é { $rating }.
error-challenge-taken = Este desafio acabou de ser aceito ou retirado.
error-decline-not-yours = Só o jogador desafiado pode recusar um desafio.
error-withdraw-not-yours = Só o desafiante pode retirar um desafio.

## Ritmos
error-days-per-move = Os dias por lance vão de 1 a 30, não { $days }.
error-bank-initial = Um banco de tempo começa com entre 1 e 90 dias, não { $days }.
error-bank-increment = Um banco de tempo soma no máximo 30 dias por lance, não { $days }.
error-bank-cap = O máximo de dias de um banco de tempo vai dos dias iniciais ({ $initial }) até 180, não { $cap }.

## Partidas
error-watch-own-game = Você joga nesta partida: os lances dela já chegam até você.
# $result: como a posição inicial a terminaria (outcome-white-wins…)
error-over-at-start = Esta partida terminaria antes do primeiro lance ({ $result }): ela não pode ser jogada.
error-game-too-busy = A partida está mudando rápido demais para jogar este lance agora; tente de novo.
error-comment-too-long = Um comentário tem no máximo { $max } caracteres.
error-no-draw-offer = Seu adversário não propôs empate.
error-draw-offered-already = Você já propôs empate.
error-draw-action = A ação de empate é offer, accept, decline ou claim, não “{ $action }”.
# $result: como ela terminou (outcome-white-wins…)
error-game-over = A partida terminou: { $result }.
error-nothing-to-hint = A partida terminou: não há mais dicas a dar.

## Torneios
error-tournament-joining-closed = O torneio começou: as inscrições estão encerradas.
error-tournaments-by-admins = Neste servidor, só os administradores criam torneios.
error-tournament-name-length = O nome de um torneio tem de 3 a 60 caracteres.
# $kind: o que foi pedido; round_robin e swiss são as palavras da API, mantidas como estão
error-tournament-kind = Um torneio é round_robin ou swiss, não “{ $kind }”.
error-round-robin-rounds = Um torneio todos contra todos não tem número de rodadas a definir: cada dupla joga com as duas cores ao mesmo tempo.
error-swiss-rounds = Um torneio suíço tem de 1 a { $max } rodadas, não { $rounds }.
error-tournament-start = Um torneio começa entre agora e daqui a { $days } dias.
error-tournament-full = O torneio está lotado ({ $players } jogadores).
error-tournament-joined-already = Você já está neste torneio.
error-tournament-not-joined = Você não está neste torneio.
error-tournament-not-playing = Você não está jogando neste torneio (ou já desistiu).
error-tournament-over = O torneio terminou.
error-tournament-start-not-yours = Só o criador do torneio pode começá-lo antes da hora.
error-tournament-started = O torneio já começou.

## Configurações
error-reminder-hours = Um lembrete é um número inteiro de horas de 1 a { $max }, não “{ $given }”.
error-reminders-at-most-five = No máximo cinco lembretes.
# move, digest e none são as palavras da API, mantidas como estão
error-notify-mode = Os avisos são “move”, “digest” ou “none”, não “{ $given }”.
error-time-zone = “{ $zone }” não é um fuso horário: informe o nome dele, como Europe/Paris, America/New_York ou UTC.
# san e full são as palavras da API, mantidas como estão
error-notation = A notação é “san” (algébrica abreviada, Nf3) ou “full” (algébrica completa, N g1-f3), não “{ $given }”.
# $known: as etiquetas dos idiomas do ortoo, separadas por vírgulas
error-language = O ortoo não tem o idioma “{ $tag }”; os idiomas disponíveis são { $known }.
error-mail-password = Uma senha de e-mail tem de 8 a 64 caracteres, sem espaços (ela vai no assunto de um e-mail).
error-vacation-length = As férias duram pelo menos um dia.
# $left: dias restantes, com uma casa decimal (2.5)
error-vacation-left = Você só tem mais { $left } dias de férias neste ano, não { $days }.
error-not-on-vacation = Você não está de férias.
error-vacation-changed = Suas férias foram alteradas agora há pouco (em outra janela?). Recarregue a página e tente de novo.

## Arquivos de variantes
error-files-cursor = “{ $given }” não é o início de uma página desta lista: informe o `next` da página anterior.
error-file-too-long = O arquivo tem { $bytes } bytes; um arquivo tem no máximo { $max } bytes (64 KiB).
error-file-no-variant = O arquivo não define nenhuma variante: uma variante é uma seção como [mygame:chess] com as chaves dela logo abaixo.
error-file-too-many-variants = O arquivo define { $count } variantes; um arquivo pode definir no máximo { $max }.
error-files-too-many = Você já guarda { $max } arquivos, o máximo por jogador; remova um, ou envie o novo com o nome de um deles para substituí-lo.
error-search-too-long = Uma busca tem no máximo { $max } caracteres.
error-file-name-needed = É preciso um nome de arquivo, como mine.ini.
error-file-name-too-long = O nome de um arquivo tem no máximo { $max } caracteres.
error-file-name-letters = O nome de um arquivo é feito de letras, algarismos, espaços, '-', '_' e '.', e não começa com '.' nem com espaço.

## O motor
error-engine-level = O nível do motor vai de { $low } a { $high }, não { $level }.
error-engine-games = Você já está jogando o máximo de partidas contra o motor ({ $count }); comece outra quando uma delas terminar.
error-engine-watched = Você já está assistindo a { $count } partidas do motor contra si mesmo; comece outra quando uma delas terminar.
error-hints-against-engine = Dicas só são dadas em partidas contra o motor.
error-hints-busy = O motor está ocupado com outras dicas; peça de novo em alguns segundos.

## Contas
error-bad-name = Um nome tem de 2 a 24 letras, algarismos, '-' ou '_', e começa com uma letra.
error-bad-email = Isso não parece um endereço de e-mail.
error-bad-password = Uma senha precisa de pelo menos 8 caracteres (e no máximo 200).
error-link-refused = Este link já foi usado, expirou ou foi substituído por um mais novo. Peça um novo.
error-verified-already = { $address } já está verificado.
error-reset-who = Informe o nome da conta ou o endereço de e-mail dela.
error-password-changed = A senha foi mudada nesse meio-tempo (em outro lugar): entre de novo.
error-same-address = { $address } já é o endereço da conta.
error-name-taken = O nome “{ $name }” já está em uso.

## Lances condicionais
error-forecast-your-move = É a sua vez: jogue o seu lance. Os lances condicionais são informados enquanto é a vez do adversário.
error-forecast-too-large = Os lances condicionais têm no máximo { $max } pares de lances, com { $deepest } de profundidade; estes têm { $count }, com { $depth } de profundidade.
# $why: o motivo dado pelas regras (uma frase completa)
error-forecast-move = Nos seus lances condicionais, “{ $move }” não pode ser jogado: { $why }
# $line: os lances anteriores, separados por vírgulas
error-forecast-move-after = Nos seus lances condicionais, “{ $move }” depois de { $line } não pode ser jogado: { $why }
error-forecast-over-after-theirs = a partida terminaria depois do lance do adversário.
error-forecast-nothing-after = Nos seus lances condicionais, a partida terminaria depois de { $line }, então nada pode vir depois.
error-forecast-two-answers-now = Dois ramos respondem a { $move } na posição atual: mantenha uma só resposta para cada lance do adversário.
error-forecast-two-answers = Dois ramos respondem a { $move } depois de { $line }: mantenha uma só resposta para cada lance do adversário.

## Voltar lances
error-takeback-action = A ação de voltar lance é offer, accept, decline ou withdraw, não “{ $action }”.
error-takeback-rated = Só se voltam lances em partidas amistosas; esta é ranqueada.
error-takeback-tournament = Não se voltam lances nas partidas de um torneio.
error-takeback-asked-already = Você já pediu para voltar o seu lance.
error-takeback-opponent-asked = Seu adversário pediu para voltar o lance dele: aceite ou recuse esse pedido primeiro.
error-takeback-engine-thinking = O motor está escolhendo a resposta: peça de novo depois que ele jogar.
error-takeback-not-moved = Você ainda não jogou: não há lance para voltar.
error-takeback-no-offer = Seu adversário não pediu para voltar um lance.
error-takeback-not-asked = Você não pediu para voltar um lance.
error-takeback-nothing = O lado que pede para voltar não tem nenhum lance jogado.

## Análise e conversa
error-analysis-while-playing = Uma partida só é analisada depois que termina: a avaliação do motor ajudaria um jogador que ainda está nela.
error-analysis-nothing = Esta partida terminou antes do primeiro lance: não há nada para analisar.
error-message-empty = Uma mensagem não pode ficar vazia.
error-message-too-long = Uma mensagem tem no máximo { $max } caracteres.
error-note-too-long = Uma anotação tem no máximo { $max } caracteres.
# “if”, “then” e LANCE-DELE, SEU-LANCE: as palavras com que se escreve uma linha de lances condicionais (if e then ficam em inglês)
error-forecast-line = “{ $line }” não é uma linha de lances condicionais: escreva “if LANCE-DELE then SEU-LANCE”, e “then if ... then ...” para os lances seguintes.
error-form-unreadable = Não foi possível ler o formulário: falta um campo ou ele contém algo que não aceita. Volte, recarregue a página e envie de novo.
error-query-unreadable = Esta página não consegue ler a parte do endereço depois do “?”; siga um link em vez de editar o endereço.

error-cross-site = Formulários enviados de outros sites são recusados: envie o formulário a partir das páginas deste servidor.
error-json-body-missing = O pedido precisa de um corpo JSON.
error-json-not-object = O corpo tem de ser um objeto JSON: {"{"}"name": value, ...{"}"}.
error-json-content-type = Envie o corpo em JSON, com o cabeçalho Content-Type: application/json.
error-json-syntax = O corpo não é um JSON bem formado: o erro está na linha { $line }, coluna { $column }.
error-body-too-large = O corpo do pedido é grande demais.
error-body-unread = Não foi possível ler o corpo do pedido.
error-request-missing-field = Falta ao pedido o campo { $field }.
error-request-unknown-field = O pedido tem um campo que esta chamada não aceita: { $field }.
error-request-repeated-field = O pedido indica o campo { $field } duas vezes.
error-request-bad-value = O campo { $field } não pode ser { $value }: aceita { $taken }.
error-request-wrong-type = O campo { $field } tem um valor do tipo errado.
error-request-unread = O pedido não corresponde a esta chamada: { $why }
error-request-path = O endereço não corresponde a esta chamada: { $why }

## As recusas da própria API
# Um caractere de controle no que um cliente enviou; as páginas também dizem estas frases.
# $character: o ponto de código dele, e o nome quando tem um (U+0000 (NUL)); $field: o nome do
# campo como o pedido o escreve (comment, opponent.user, moves[2]).
error-control-in-address = O endereço contém o caractere de controle { $character }, que o ortoo não aceita em nenhum texto; remova-o e envie de novo.
error-control-in-query-field = O campo “{ $field }” do endereço contém o caractere de controle { $character }, que o ortoo não aceita em nenhum texto; remova-o e envie de novo.
error-control-in-query-name = Um nome de campo do endereço contém o caractere de controle { $character }, que o ortoo não aceita em nenhum texto; remova-o e envie de novo.
error-control-in-body = O corpo do pedido contém o caractere de controle { $character }, que o ortoo não aceita em nenhum texto; remova-o e envie de novo.
error-control-in-field = O campo “{ $field }” contém o caractere de controle { $character }, que o ortoo não aceita em nenhum texto; remova-o e envie de novo.
error-control-in-name = Um nome de campo contém o caractere de controle { $character }, que o ortoo não aceita em nenhum texto; remova-o e envie de novo.
error-control-in-body-name = Um nome de campo no corpo do pedido contém o caractere de controle { $character }, que o ortoo não aceita em nenhum texto; remova-o e envie de novo.
error-control-in-name-in = Um nome de campo dentro do campo “{ $field }” contém o caractere de controle { $character }, que o ortoo não aceita em nenhum texto; remova-o e envie de novo.
error-api-too-large = O corpo do pedido é maior do que este servidor aceita.
error-api-method = Esse método não é permitido aqui.
error-api-timeout = O pedido demorou demais e foi abandonado.
error-api-media-type = O corpo do pedido é de um tipo que este endpoint não lê.
error-api-not-understood = Não foi possível entender o pedido.
error-api-no-endpoint = Esse endpoint da API não existe.
# $scope: read ou play, as palavras da API, mantidas como estão
error-api-missing-scope = Falta a este token o escopo “{ $scope }”.
error-api-bearer = Envie o token como “Authorization: Bearer <token>”.
error-api-token-invalid = Esse token da API não é válido: ele pode ter sido digitado errado ou revogado.
error-api-account-needed = Isto exige uma conta: envie um token da API como “Authorization: Bearer <token>” (POST /api/v1/tokens cria um).
error-api-login-wrong = Esse nome e essa senha não correspondem a nenhuma conta.
# read e play são as palavras da API, mantidas como estão
error-api-scopes = Os escopos são “read” e “play” (um ou os dois).
# $position: onde o caractere está no rótulo, contando a partir de 1; $character: line-feed,
# carriage-return ou tab, cada um dito em palavras, ou então o ponto de código do caractere (U+0007)
error-api-token-label-line = O rótulo de um token é uma única linha de texto; o caractere { $position } é um caractere de controle ({ $character ->
        [line-feed] uma quebra de linha
        [carriage-return] um retorno de carro
        [tab] uma tabulação
       *[other] { $character }
    }).
error-api-token-label-length = O rótulo de um token tem no máximo 100 caracteres.
error-api-no-such-token = Você não tem nenhum token ativo com esse id.
error-api-idempotency-key = Uma Idempotency-Key tem de 1 a 200 caracteres ASCII visíveis.
error-api-idempotency-key-reused = Esta Idempotency-Key já foi usada em outro pedido.
error-api-idempotency-key-used = Esta Idempotency-Key já foi usada, e este pedido não mudou nada: envie-o de novo para ler a resposta guardada para essa chave.
# $count: os fluxos que este endereço tem abertos, o máximo que pode
error-api-streams-per-address = Este endereço IP já tem abertos todos os fluxos de eventos que pode ({ $count }); feche um (uma aba) ou tente de novo mais tarde.
error-api-streams-busy = O servidor já tem abertos todos os fluxos de eventos que pode; tente de novo daqui a pouco.
# status, turn, format, limit e starts_at são campos do pedido, e active, finished, mine, text, pgn
# e usi os valores deles: as palavras da API, mantidas como estão
error-api-games-status = status é active ou finished.
error-api-games-turn = turn só aceita o valor mine.
# $format: o que foi pedido
error-api-export-format = format é text, pgn ou usi, não “{ $format }”.
error-api-export-pgn = O PGN descreve apenas jogos da família do xadrez; format=text dá o registro completo desta partida.
error-api-export-usi = O USI descreve apenas a família do shogi; format=text dá o registro completo desta partida.
error-api-variants-limit = limit é um número de arquivos de 1 a { $max }.
# $given: o que foi enviado
error-api-starts-at = starts_at é um horário em RFC 3339 (2026-12-01T18:00:00Z), não “{ $given }”.
# branches e lines são campos do pedido, mantidos como estão
error-api-forecast-form = Envie os lances condicionais como “branches” ou como “lines”, um dos dois.
error-api-analysis-under-way = Esta partida ainda está em andamento: ela é analisada quando termina.
error-api-analysis-not-made = Esta partida não tem análise: ela terminou antes de as análises serem feitas. Faça um POST para este endereço para pedir uma.
error-api-mark-at-most = Marque no máximo 500 avisos de uma vez.
