## Os comandos que uma resposta por e-mail pode dar, uma palavra cada (a primeira linha da
## resposta). Uma resposta é entendida no idioma de quem a escreve e em inglês: cada idioma tem
## suas próprias palavras. A palavra de um comando não pode parecer um lance.

command-draw = empate
command-decline = recuso
command-takeback = voltar
command-claim = reivindico
command-resign = abandono
command-board = tabuleiro
command-log = partida
command-moves = lances
command-say = mensagem
command-note = nota
command-forecast = condicionais
command-clear = apagar
command-if = se
command-then = então
command-help = ajuda
command-watch = acompanhar
command-unwatch = parar
command-accept = aceito
