## Comandos por e-mail novo (não uma resposta): os comandos são escritos em inglês, como são lidos
## (“challenge bob koan”); o que eles fazem e as respostas vêm no idioma do leitor.

orders-help-title = Jogar por e-mail
orders-help-intro = Escreva para este endereço com um destes comandos no assunto:
orders-help-challenge = desafiar um jogador
orders-help-engine = jogar contra o motor
orders-help-new = um desafio aberto que qualquer um pode aceitar
orders-help-tournaments = os torneios com inscrições abertas e os em andamento
orders-help-join = inscrever-se num torneio (“withdraw TOURNAMENT-ID” para sair dele)
orders-help-watch = receber cada lance de uma partida
orders-help-unwatch = parar de recebê-los
orders-help-games = suas partidas, e de quem é a vez
orders-help-reset = um link para escolher uma nova senha, enviado ao endereço da sua conta
orders-help-help = esta lista
orders-help-games-named = GAME é o nome ou o identificador de um jogo (chess, khan, khans-chess, kings-run, koan, shatranj-kamil-x…).
orders-help-settings = As opções de regras são escritas como name=value (exchanges=off). As partidas entre pessoas são ranqueadas, a menos que você escreva casual; uma faixa de rating limita quem pode aceitar um desafio aberto. Um desafio, uma partida nova ou o acompanhamento de uma partida só é feito quando você responde à confirmação que enviamos, para que ninguém possa agir em seu nome falsificando o remetente.

orders-no-command = O e-mail não tinha nenhum comando: coloque-o no assunto.
# $command: watch ou unwatch, como foi digitado
orders-one-game = “{ $command }” recebe uma partida só: o identificador ou o endereço dela.
orders-one-tournament = “{ $command }” recebe um torneio só: o identificador ou o endereço dele.
orders-challenge-takes = “challenge” recebe o nome de um jogador (ou “engine”) e um jogo.
orders-not-a-command = “{ $typed }” não é um comando.
orders-which-game = Diga qual é o jogo: “challenge bob koan” ou “new koan”.
orders-not-a-setting = “{ $setting }” não é uma configuração: escreva name=value (days=3).
orders-days = days é um número inteiro de dias por lance, de 1 a 30, não “{ $given }”.
orders-level = level é o nível do motor, de 1 a 12, não “{ $given }”.
orders-rating = rating é uma faixa de rating, como 1400-1800 (ou 1400- ou -1800), não “{ $given }”.
# $games: os identificadores dos jogos, separados por vírgulas
orders-not-a-game = “{ $given }” não é um jogo daqui; os jogos são { $games }.
orders-not-a-game-id = “{ $given }” não é o identificador de uma partida: informe o identificador (32 letras e dígitos) ou o endereço da partida.
orders-not-a-tournament-id = “{ $given }” não é o identificador de um torneio: informe o identificador (32 letras e dígitos) ou o endereço dele.

orders-wrong-password = A senha de e-mail está errada: nada foi feito.
orders-no-mail-password = Você não tem senha de e-mail (ela é definida na página de configurações), então nada foi feito. Envie o comando sem ela e responda à confirmação.
orders-guessed-title = Alguém está tentando adivinhar sua senha de e-mail
orders-guessed = { $count ->
    [one] Sua senha de e-mail foi informada errada { $count } vez em menos de uma hora. Até a hora acabar, os comandos que trazem senha são recusados sem que ela seja verificada, e ficam sem resposta.
   *[other] Sua senha de e-mail foi informada errada { $count } vezes em menos de uma hora. Até a hora acabar, os comandos que trazem senha são recusados sem que ela seja verificada, e ficam sem resposta.
}
orders-guessed-change = Se não foi você, alguém está tentando adivinhá-la: mude-a na página de configurações ({ $link }). Comandos enviados sem a senha e confirmados por uma resposta continuam funcionando.
orders-confirmation-old = { $days ->
    [one] Esta confirmação tem mais de { $days } dia: envie o comando de novo.
   *[other] Esta confirmação tem mais de { $days } dias: envie o comando de novo.
}
orders-done-already = Este comando já foi confirmado e executado; ele só é executado uma vez.

orders-reset-title = Redefinição de senha
orders-reset = Um link para escolher uma nova senha foi enviado ao endereço da sua conta.
orders-tournaments-title = Torneios
# $kind: todos contra todos ou suíço (tournament-kind-…); $state: orders-tournament-open ou -round
orders-tournament = { $name } (torneio { $kind } de { $game }, { $players ->
    [one] { $players } jogador
   *[other] { $players } jogadores
}, { $state })
# $starts: uma data e hora em UTC (2031-11-06 09:30)
orders-tournament-open = inscrições abertas, começa em { $starts }
orders-tournament-round = rodada { $round } de { $rounds }
orders-no-tournaments = Nenhum torneio está com inscrições abertas ou em andamento.
orders-to-join = Para se inscrever em um deles, envie “join” e o endereço ou o identificador dele.
orders-joined-title = Inscrição feita
orders-joined = Você está em { $name }. Suas partidas chegam por e-mail à medida que cada rodada é emparceirada.
orders-left-title = Você saiu
orders-left = Você saiu do torneio.
orders-withdrawn-title = Desistência
orders-withdrawn = Você desistiu: suas partidas não terminadas nele são dadas como abandonadas, e você não será mais emparceirado.
orders-watching = Agora você acompanha { $link }: cada lance será enviado a você.
orders-unwatched = Você não acompanha mais essa partida.
orders-not-watched = Você não estava acompanhando essa partida.
orders-challenge-sent-title = Desafio enviado
orders-challenge-sent = Seu desafio para { $name } foi enviado; o aviso vai por e-mail.
orders-seek-sent = Seu desafio aberto está no salão: { $link }
orders-game-begun-title = Partida iniciada
orders-game-begun = Sua partida contra o motor começou: { $link }
orders-games-title-none = Suas partidas
orders-no-games = Você não tem partidas em andamento.
orders-games-title = Suas partidas: sua vez em { $mine } de { $count }
# $title: o título da partida (Chess #9f3c2a17); $deadline: quando o lance vence (deadline-when), ou
# letter-no-deadline
orders-game-your-move = { $title } contra { $opponent }: sua vez, meio-lance { $ply }. Prazo: { $deadline }
orders-game-their-move = { $title } contra { $opponent }: vez do adversário, meio-lance { $ply }. Prazo: { $deadline }

## A confirmação de um comando por e-mail novo
confirm-title = Confirme: { $command }
confirm-came = Este comando chegou por e-mail, vindo do seu endereço:
confirm-reply = Responda a este e-mail (com qualquer coisa, ou nada) para confirmá-lo: ele é executado quando sua resposta chegar, uma vez só. Se não foi você que o enviou, ignore este e-mail e nada vai acontecer.
confirm-good-for = { $days ->
    [one] A confirmação vale por { $days } dia.
   *[other] A confirmação vale por { $days } dias.
}
