# O e-mail sobre a própria conta (o endereço, a senha), no idioma do leitor: o que ele escolheu ou,
# se não escolheu, o da página em que se cadastrou.

account-mail-hello = Olá, { $name },
account-mail-verify-title = Verifique seu endereço
# $hours: por quanto tempo o link funciona
account-mail-verify = Para que o ortoo envie e-mails a este endereço ({ $address }) para a conta “{ $name }” (sua vez, desafios, respostas aos seus e-mails), siga este link { $hours ->
    [one] dentro de uma hora
   *[other] em até { $hours } horas
}:
account-mail-verify-until = Até lá, nada mais é enviado para ele; enquanto isso, você pode jogar pelo site.
account-mail-verify-ignore = Se você não pediu isso, ignore este e-mail: nada mais será enviado para este endereço.
account-mail-changed-title = Seu endereço foi mudado
# $server: o endereço do servidor (https://…)
account-mail-changed = O endereço da sua conta do ortoo “{ $name }” agora é { $address }: este ({ $old }) não recebe mais e-mails do ortoo.
account-mail-changed-warning = Se não foi você que o mudou, alguém tem a sua senha e, com ela, a conta: avise imediatamente o administrador de { $server }.
account-mail-reset-title = Redefina sua senha
account-mail-reset = Alguém (esperamos que você) pediu para redefinir a senha da conta do ortoo “{ $name }”. Para escolher uma nova, siga este link dentro de uma hora; ele funciona uma vez só:
account-mail-reset-ends = Escolher uma nova senha desconecta a conta em todos os lugares e encerra seus tokens da API.
account-mail-reset-ignore = Se você não pediu, ignore este e-mail: sua senha continua a mesma.
