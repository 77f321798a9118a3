## A moldura de cada página: o cabeçalho, o menu, o rodapé e a escolha do idioma.

skip-to-content = Pular para o conteúdo
header-your-turn = Sua vez
header-your-turn-title = { $count ->
    [one] { $count } partida aguarda seu lance
   *[other] { $count } partidas aguardam seu lance
}
header-challenges = Desafios
header-challenges-title = { $count ->
    [one] { $count } desafio aguarda sua resposta
   *[other] { $count } desafios aguardam sua resposta
}
header-notices = Avisos
menu = Menu
nav-site = Site
nav-lobby = Salão
nav-new-game = Nova partida
nav-rules = Regras
nav-tournaments = Torneios
nav-leaderboards = Rankings
account-notices = Avisos
account-settings = Configurações
account-log-out = Sair
account-log-in = Entrar
account-register = Cadastrar-se

footer-languages = Idiomas
footer-about = ortoo: xadrez por correspondência e suas variantes, lance a lance no site, por e-mail ou pela API.

## A escolha do idioma na página de configurações.

settings-language = Idioma
settings-language-browser = O que meu navegador pedir ({ $language })
settings-language-hint = As páginas, seus e-mails e as mensagens da API são escritos neste idioma. Ao responder por e-mail, você pode dar os comandos neste idioma ou em inglês.

## Erros com que a API e as páginas respondem (o `code` ao lado deles nunca muda).

error-too-many-requests = { $seconds ->
    [one] Muitas solicitações; tente de novo em { $seconds } segundo.
   *[other] Muitas solicitações; tente de novo em { $seconds } segundos.
}
error-internal = Algo deu errado no servidor; nada foi alterado.
