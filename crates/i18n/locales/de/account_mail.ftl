# Die Mails über das Konto selbst (seine Adresse, sein Passwort), in der Sprache des Lesers: der
# Sprache, die er gewählt hat, sonst der Sprache der Seite, auf der er sich angemeldet hat.

account-mail-hello = Hallo { $name },
account-mail-verify-title = Bestätige deine Adresse
# $hours: wie lange der Link funktioniert
account-mail-verify = { $hours ->
    [one] Damit ortoo an diese Adresse ({ $address }) für das Konto „{ $name }“ mailt (deine Züge, Herausforderungen, Antworten auf deine Mails), folge innerhalb von { $hours } Stunde diesem Link:
   *[other] Damit ortoo an diese Adresse ({ $address }) für das Konto „{ $name }“ mailt (deine Züge, Herausforderungen, Antworten auf deine Mails), folge innerhalb von { $hours } Stunden diesem Link:
}
account-mail-verify-until = Bis dahin wird nichts anderes dorthin gemailt; spielen kannst du inzwischen auf der Website.
account-mail-verify-ignore = Wenn du das nicht angefordert hast, ignoriere diese Mail: Hierhin wird nichts mehr gemailt.
account-mail-changed-title = Deine Adresse wurde geändert
# $server: die Adresse des Servers (https://…)
account-mail-changed = Die Adresse deines ortoo-Kontos „{ $name }“ ist jetzt { $address }: Diese hier ({ $old }) bekommt keine Mails mehr von ortoo.
account-mail-changed-warning = Wenn du sie nicht geändert hast, kennt jemand dein Passwort und hat damit dein Konto: Sag sofort dem Betreiber von { $server } Bescheid.
account-mail-reset-title = Passwort zurücksetzen
account-mail-reset = Jemand (hoffentlich du) hat darum gebeten, das Passwort des ortoo-Kontos „{ $name }“ zurückzusetzen. Um ein neues zu wählen, folge innerhalb einer Stunde diesem Link; er funktioniert einmal:
account-mail-reset-ends = Wenn du ein neues Passwort wählst, wird das Konto überall abgemeldet, und seine API-Tokens enden.
account-mail-reset-ignore = Wenn du das nicht angefordert hast, ignoriere diese Mail: Dein Passwort bleibt, wie es ist.
