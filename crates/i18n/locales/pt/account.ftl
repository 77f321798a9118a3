## The settings page.

settings-page-title = Configurações
settings-page-unverified = Seu endereço, { $address }, não está verificado: nada é enviado a ele até você seguir o link que mandamos para lá (até lá, você joga aqui e pela API).
settings-page-send-link-again = Enviar o link de novo
settings-page-change-address-action = Mudar o endereço
settings-page-notices-legend = Avisos por e-mail
settings-page-notify-move = Um e-mail a cada lance, desafio e resultado
settings-page-notify-digest = Um resumo por dia
settings-page-notify-none = Nenhum e-mail (os avisos ficam no app)
settings-page-reminders = Lembretes, em horas antes de um prazo (separadas por vírgulas; vazio para nenhum)
settings-page-time-zone = Seu fuso horário, para os prazos nos seus e-mails (como America/Sao_Paulo ou Europe/Lisbon)
settings-page-notation-legend = Como os lances são escritos para você, nas páginas e nos seus e-mails
settings-page-notation-san = Algébrica abreviada (os jogos que não a têm são escritos por extenso):
settings-page-notation-full = Algébrica completa, como o registro da partida os guarda:
settings-page-save = Salvar
settings-page-saved = Configurações salvas.
settings-page-no-such-language = O ortoo não tem o idioma "{ $language }".

## The settings page: playing by mail.

settings-page-by-mail = Jogar por e-mail
settings-page-by-mail-commands = Um comando no assunto de um e-mail para o endereço de jogo é executado assim que você responde à confirmação que enviamos. Por exemplo:
settings-page-by-mail-password = Com uma senha de e-mail, um comando que termina com { $example } é executado na hora.
settings-page-mail-password-set = Você tem uma senha de e-mail.
settings-page-mail-password-none = Você não tem senha de e-mail.
settings-page-mail-password-label = Nova senha de e-mail (de 8 a 64 caracteres, sem espaços; vazia a remove)
settings-page-mail-password-change = Mudar ou remover
settings-page-mail-password-add = Definir
settings-page-mail-password-was-set = Senha de e-mail definida.
settings-page-mail-password-removed = Senha de e-mail removida.

## The settings page: vacation.

settings-page-vacation = Férias
settings-page-vacation-days-left = Dias de férias restantes neste ano: { $left } de { $total }.
settings-page-vacation-clocks = Enquanto você está de férias, seus relógios ficam parados em todas as partidas.
settings-page-vacation-until = De férias até { $until }.
settings-page-vacation-back = Voltei (devolver os dias não usados)
settings-page-vacation-days = Dias de férias a partir de agora
settings-page-vacation-start = Começar as férias
settings-page-vacation-started = Você está de férias: seus relógios estão parados.
settings-page-vacation-ended = Que bom ter você de volta: seus relógios voltaram a correr.
settings-page-vacation-whole-days = Os dias de férias são um número inteiro.

## The settings page: the account, its address and password, its data, closing it.

settings-page-account = Sua conta
settings-page-account-since = { $name }, desde { $date }.
settings-page-address-verified = Endereço: { $address } (verificado).
settings-page-address-unverified = Endereço: { $address } (não verificado).
settings-page-change-address = Mudar seu endereço
settings-page-new-address = Novo endereço de e-mail
settings-page-your-password = Sua senha
settings-page-change-address-hint = Um link vai para o novo endereço; ele passa a ser seu quando você o segue, e o antigo é avisado.
settings-page-change-password = Mudar sua senha
settings-page-present-password = Senha atual
settings-page-change-password-hint = Todas as outras sessões (outros navegadores, celulares) e todos os tokens da API da conta são encerrados; este navegador continua conectado.
settings-page-change-password-button = Mudar a senha
settings-page-verification-sent = Um novo link está a caminho do seu endereço.
settings-page-address-link-sent = Um link está a caminho do novo endereço: a mudança é feita quando você o seguir.
settings-page-address-changed = Seu endereço foi mudado.
settings-page-password-changed = Sua senha foi mudada; todas as outras sessões e tokens da API da conta foram encerrados.
settings-page-data = Seus dados
settings-page-data-about = Um arquivo JSON reúne sua conta, suas configurações, seus tokens da API e todas as partidas (o registro completo e o PGN, quando o PGN consegue descrever o jogo).
settings-page-data-download = Baixar seus dados
settings-page-close = Encerrar sua conta
settings-page-close-about = Você abandona suas partidas em andamento e sai dos seus torneios; depois disso ninguém consegue entrar na conta, seus tokens da API param de funcionar e nada mais é enviado a ela. Suas partidas ficam, com seu nome mostrado como conta encerrada; o nome não é dado a mais ninguém. Baixe seus dados antes: o encerramento não pode ser desfeito.
settings-page-close-understood = Entendo: encerrar minha conta
settings-page-close-button = Encerrar minha conta
settings-page-close-tick = Marque a caixa para dizer que você entende o que o encerramento faz.
settings-page-closed = Sua conta foi encerrada. Obrigado por jogar.

## The settings page: how pages look in this browser.

settings-page-look = Como as páginas aparecem neste navegador
settings-page-colours = Cores
settings-page-colours-system = como o sistema estiver configurado (claro ou escuro)
settings-page-colours-light = claro
settings-page-colours-dark = escuro
settings-page-pieces = Peças
settings-page-pieces-drawn = os desenhos do ortoo
settings-page-pieces-letters = letras, como a notação as escreve
settings-page-sound = Sons
settings-page-sound-none = nenhum
settings-page-sound-moves = um som a cada lance (mais agudo num xeque)

## The notices page and the one-click unsubscribe.

notices-page-title = Avisos
notices-page-none = Ainda não há avisos.
notices-page-new = Novo
unsubscribe-page-title = Cancelar inscrição
unsubscribe-page-heading = Avisos por e-mail
unsubscribe-page-done = Você não vai mais receber e-mails do ortoo. Seus avisos ficam no app; reative os e-mails nas suas configurações.
unsubscribe-page-ask = Parar todos os avisos por e-mail do ortoo?
unsubscribe-page-button = Cancelar inscrição
unsubscribe-page-bad-link = Este link de cancelamento não é válido; mude suas configurações de e-mail na página de configurações.

## Logging in and registering.

login-page-log-in = Entrar
login-page-register = Cadastrar-se
login-page-create-heading = Criar uma conta
login-page-create-button = Criar conta
login-page-name = Nome
login-page-email = E-mail (para os avisos da sua vez; primeiro mandamos um link para verificá-lo)
login-page-password = Senha
login-page-new-password = Senha (8 caracteres ou mais)
login-page-have-account = Já tem uma conta?
login-page-new-here = Primeira vez aqui?
login-page-forgot = Esqueceu sua senha?
login-page-reset-it = Redefinir
login-page-welcome = Boas-vindas, { $name }! Mandamos um link para { $address }: siga-o para receber lá os avisos da sua vez e os desafios. Até lá, você joga aqui.
login-page-logged-out = Você saiu.

## The mailed account links: an address verified, a password reset asked for and chosen.

account-page-verify-title = Verifique seu endereço
account-page-choose-title = Escolha uma nova senha
account-page-verified = { $address } está verificado: sua vez, seus desafios e respostas vão para lá agora.
account-page-verified-already = Seu endereço, { $address }, está verificado.
account-page-settings-sends-new = A página de configurações envia um novo.
account-page-ask-again = Peça um novo.
account-page-to-lobby = Para o salão
account-page-reset-about = Informe o nome da sua conta ou o endereço de e-mail dela: um link para escolher uma nova senha vai para o endereço da conta (se estiver verificado). Ele funciona uma vez, dentro de uma hora.
account-page-name-or-address = Nome ou endereço de e-mail
account-page-mail-link = Mande-me um link
account-page-remembered = Lembrou?
account-page-reset-by-mail = Você também pode mandar isto para o endereço de jogo a partir do endereço da sua conta:
account-page-reset-asked = Se houver uma conta com esse nome ou endereço (verificado), um link para escolher uma nova senha está a caminho do endereço dela. Ele funciona uma vez, dentro de uma hora.
account-page-new-password-for = Uma nova senha para { $name }. Defini-la desconecta a conta em todos os lugares e encerra seus tokens da API.
account-page-new-password = Nova senha (8 caracteres ou mais)
account-page-set-password = Definir a senha
account-page-reset-done = Sua senha foi mudada, e todas as sessões e tokens da API da conta foram encerrados: entre com ela.

## The page of a failure: its title by what went wrong, and the way back.

error-page-not-found = Não encontrado
error-page-bad-request = Não foi possível ler
error-page-forbidden = Não permitido
error-page-too-many = Solicitações demais
error-page-server = Algo deu errado
error-page-not-done = Não foi possível fazer isso
error-page-other = Erro { $status }
error-page-reference = Se acontecer de novo, informe-nos esta referência:
error-page-back = Voltar ao salão
error-page-no-such-page = Essa página não existe.
