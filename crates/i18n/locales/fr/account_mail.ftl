# Le courriel sur le compte lui-même (son adresse, son mot de passe), dans la langue du lecteur : celle
# qu'il a choisie, sinon celle de la page sur laquelle il s'est inscrit.

account-mail-hello = Bonjour { $name },
account-mail-verify-title = Vérifiez votre adresse
# $hours : la durée de validité du lien
account-mail-verify = Pour qu'ortoo écrive à cette adresse ({ $address }) pour le compte « { $name } » (vos tours de jeu, vos défis, les réponses à vos courriels), suivez ce lien { $hours ->
    [one] dans l'heure
   *[other] dans les { $hours } heures
} :
account-mail-verify-until = D'ici là, rien d'autre n'y est envoyé ; vous pouvez jouer sur le site en attendant.
account-mail-verify-ignore = Si vous n'avez rien demandé, ignorez ce courriel : plus rien ne sera envoyé à cette adresse.
account-mail-changed-title = Votre adresse a été changée
# $server : l'adresse du serveur (https://…)
account-mail-changed = L'adresse de votre compte ortoo « { $name } » est désormais { $address } : celle-ci ({ $old }) ne recevra plus de courriels d'ortoo.
account-mail-changed-warning = Si ce n'est pas vous qui l'avez changée, quelqu'un connaît votre mot de passe, et dispose donc de votre compte : prévenez immédiatement l'administrateur de { $server }.
account-mail-reset-title = Réinitialisez votre mot de passe
account-mail-reset = Quelqu'un (vous, nous l'espérons) a demandé à réinitialiser le mot de passe du compte ortoo « { $name } ». Pour en choisir un nouveau, suivez ce lien dans l'heure ; il ne sert qu'une fois :
account-mail-reset-ends = Choisir un nouveau mot de passe déconnecte le compte partout et met fin à ses jetons d'API.
account-mail-reset-ignore = Si vous n'avez rien demandé, ignorez ce courriel : votre mot de passe reste inchangé.
