# El correo sobre la propia cuenta (su dirección, su contraseña), en el idioma del lector: el que
# eligió o, si no, el de la página en la que se registró.

account-mail-hello = Hola, { $name }:
account-mail-verify-title = Verifica tu dirección
# $hours: cuánto tiempo funciona el enlace
account-mail-verify = Para que ortoo envíe correos a esta dirección ({ $address }) para la cuenta «{ $name }» (tus turnos, los desafíos, las contestaciones a tus correos), sigue este enlace en { $hours ->
    [one] la próxima hora
   *[other] las próximas { $hours } horas
}:
account-mail-verify-until = Hasta entonces no se le envía nada más; mientras tanto puedes jugar en la web.
account-mail-verify-ignore = Si no lo has pedido tú, ignora este correo: no se enviará nada más a esta dirección.
account-mail-changed-title = Tu dirección ha cambiado
# $server: la dirección del servidor (https://…)
account-mail-changed = La dirección de tu cuenta de ortoo «{ $name }» es ahora { $address }: esta ({ $old }) ya no recibirá correos de ortoo.
account-mail-changed-warning = Si no la has cambiado tú, alguien tiene tu contraseña y, con ella, la cuenta: avisa cuanto antes al administrador de { $server }.
account-mail-reset-title = Restablece tu contraseña
account-mail-reset = Alguien (esperamos que tú) ha pedido restablecer la contraseña de la cuenta de ortoo «{ $name }». Para elegir una nueva, sigue este enlace dentro de la próxima hora; solo funciona una vez:
account-mail-reset-ends = Al elegir una nueva contraseña se cierra la sesión de la cuenta en todas partes y se anulan sus tokens de la API.
account-mail-reset-ignore = Si no lo has pedido tú, ignora este correo: tu contraseña sigue como está.
