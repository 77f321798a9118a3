## The settings page.

settings-page-title = Paramètres
settings-page-unverified = Votre adresse, { $address }, n'est pas vérifiée : rien ne lui est envoyé tant que vous n'avez pas suivi le lien que nous y avons envoyé (d'ici là, vous jouez ici et via l'API).
settings-page-send-link-again = Renvoyer le lien
settings-page-change-address-action = Changer d'adresse
settings-page-notices-legend = Notifications par courriel
settings-page-notify-move = Un courriel pour chaque coup, défi et résultat
settings-page-notify-digest = Un récapitulatif par jour
settings-page-notify-none = Aucun courriel (les notifications restent sur le site)
settings-page-reminders = Rappels, en heures avant une échéance (séparées par des virgules ; vide pour aucun)
settings-page-time-zone = Votre fuseau horaire, pour les échéances de vos courriels (comme Europe/Paris ou America/Toronto)
settings-page-notation-legend = Comment les coups vous sont écrits, sur les pages et dans vos courriels
settings-page-notation-san = Notation algébrique abrégée (les jeux qui ne l'ont pas sont écrits en entier) :
settings-page-notation-full = Notation algébrique complète, comme la garde la feuille de partie :
settings-page-save = Enregistrer
settings-page-saved = Paramètres enregistrés.
settings-page-no-such-language = ortoo n'a pas de langue « { $language } ».

## The settings page: playing by mail.

settings-page-by-mail = Jouer par courriel
settings-page-by-mail-commands = Une commande placée dans l'objet d'un courriel à l'adresse de jeu est exécutée dès que vous répondez à la confirmation que nous envoyons. Par exemple :
settings-page-by-mail-password = Avec un mot de passe courriel, une commande qui se termine par { $example } est exécutée aussitôt.
settings-page-mail-password-set = Vous avez un mot de passe courriel.
settings-page-mail-password-none = Vous n'avez pas de mot de passe courriel.
settings-page-mail-password-label = Nouveau mot de passe courriel (8 à 64 caractères, sans espace ; vide pour le supprimer)
settings-page-mail-password-change = Le changer ou le supprimer
settings-page-mail-password-add = Le définir
settings-page-mail-password-was-set = Mot de passe courriel défini.
settings-page-mail-password-removed = Mot de passe courriel supprimé.

## The settings page: vacation.

settings-page-vacation = Congés
settings-page-vacation-days-left = Jours de congé restants cette année : { $left } sur { $total }.
settings-page-vacation-clocks = Pendant vos congés, vos pendules sont arrêtées dans toutes vos parties.
settings-page-vacation-until = En congé jusqu'au { $until }.
settings-page-vacation-back = Je suis de retour (rendre les jours non pris)
settings-page-vacation-days = Jours de congé à partir de maintenant
settings-page-vacation-start = Partir en congé
settings-page-vacation-started = Vous êtes en congé : vos pendules sont arrêtées.
settings-page-vacation-ended = Bon retour : vos pendules tournent de nouveau.
settings-page-vacation-whole-days = Les jours de congé sont un nombre entier.

## The settings page: the account, its address and password, its data, closing it.

settings-page-account = Votre compte
settings-page-account-since = { $name }, depuis le { $date }.
settings-page-address-verified = Adresse : { $address } (vérifiée).
settings-page-address-unverified = Adresse : { $address } (non vérifiée).
settings-page-change-address = Changer d'adresse
settings-page-new-address = Nouvelle adresse électronique
settings-page-your-password = Votre mot de passe
settings-page-change-address-hint = Un lien part vers la nouvelle adresse ; elle devient la vôtre quand vous le suivez, et l'ancienne en est avertie.
settings-page-change-password = Changer de mot de passe
settings-page-present-password = Mot de passe actuel
settings-page-change-password-hint = Toutes les autres sessions (autres navigateurs, téléphones) et tous les jetons d'API du compte prennent fin ; ce navigateur reste connecté.
settings-page-change-password-button = Changer le mot de passe
settings-page-verification-sent = Un nouveau lien est en route vers votre adresse.
settings-page-address-link-sent = Un lien est en route vers la nouvelle adresse : le changement se fait quand vous le suivez.
settings-page-address-changed = Votre adresse est changée.
settings-page-password-changed = Votre mot de passe est changé ; toutes les autres sessions et tous les jetons d'API du compte ont pris fin.
settings-page-data = Vos données
settings-page-data-about = Un seul fichier JSON contient votre compte, vos paramètres, vos jetons d'API et chacune de vos parties (son journal complet, et le PGN quand le PGN peut décrire le jeu).
settings-page-data-download = Télécharger vos données
settings-page-close = Fermer votre compte
settings-page-close-about = Vos parties en cours sont abandonnées et vous quittez vos tournois ; ensuite, personne ne peut plus se connecter au compte, ses jetons d'API cessent de fonctionner et plus rien ne lui est envoyé. Vos parties restent, votre nom y apparaissant comme compte fermé ; ce nom n'est donné à personne d'autre. Téléchargez d'abord vos données : la fermeture est définitive.
settings-page-close-understood = J'ai compris : fermer mon compte
settings-page-close-button = Fermer mon compte
settings-page-close-tick = Cochez la case pour indiquer que vous comprenez ce qu'entraîne la fermeture.
settings-page-closed = Votre compte est fermé. Merci d'avoir joué.

## The settings page: how pages look in this browser.

settings-page-look = L'apparence des pages dans ce navigateur
settings-page-colours = Couleurs
settings-page-colours-system = comme le système est réglé (clair ou sombre)
settings-page-colours-light = clair
settings-page-colours-dark = sombre
settings-page-pieces = Pièces
settings-page-pieces-drawn = les dessins d'ortoo
settings-page-pieces-letters = des lettres, comme les écrit la notation
settings-page-sound = Sons
settings-page-sound-none = aucun
settings-page-sound-moves = un son à chaque coup (plus aigu pour un échec)

## The notices page and the one-click unsubscribe.

notices-page-title = Notifications
notices-page-none = Aucune notification pour l'instant.
notices-page-new = Nouveau
unsubscribe-page-title = Se désabonner
unsubscribe-page-heading = Notifications par courriel
unsubscribe-page-done = Vous ne recevrez plus de courriel d'ortoo. Vos notifications restent sur le site ; vous pouvez réactiver les courriels dans vos paramètres.
unsubscribe-page-ask = Arrêter toutes les notifications par courriel d'ortoo ?
unsubscribe-page-button = Me désabonner
unsubscribe-page-bad-link = Ce lien de désabonnement n'est pas valide ; modifiez plutôt vos réglages de courriel sur la page des paramètres.

## Logging in and registering.

login-page-log-in = Se connecter
login-page-register = S'inscrire
login-page-create-heading = Créer un compte
login-page-create-button = Créer le compte
login-page-name = Nom
login-page-email = Courriel (pour savoir quand c'est à vous de jouer ; nous y envoyons d'abord un lien pour le vérifier)
login-page-password = Mot de passe
login-page-new-password = Mot de passe (8 caractères ou plus)
login-page-have-account = Vous avez un compte ?
login-page-new-here = Première visite ?
login-page-forgot = Mot de passe oublié ?
login-page-reset-it = Le réinitialiser
login-page-welcome = Bienvenue, { $name } ! Nous avons envoyé un lien à { $address } : suivez-le pour y recevoir vos tours de jeu et vos défis. D'ici là, vous jouez ici.
login-page-logged-out = Déconnexion effectuée.

## The mailed account links: an address verified, a password reset asked for and chosen.

account-page-verify-title = Vérifiez votre adresse
account-page-choose-title = Choisissez un nouveau mot de passe
account-page-verified = { $address } est vérifiée : vos tours de jeu, défis et réponses y arrivent désormais.
account-page-verified-already = Votre adresse, { $address }, est vérifiée.
account-page-settings-sends-new = La page des paramètres en envoie un nouveau.
account-page-ask-again = En demander un nouveau.
account-page-to-lobby = Vers le salon
account-page-reset-about = Indiquez le nom de votre compte ou son adresse électronique : un lien pour choisir un nouveau mot de passe part vers l'adresse du compte (si elle est vérifiée). Il ne sert qu'une fois, dans l'heure.
account-page-name-or-address = Nom ou adresse électronique
account-page-mail-link = M'envoyer un lien
account-page-remembered = Il vous est revenu ?
account-page-reset-by-mail = Vous pouvez aussi envoyer ceci à l'adresse de jeu depuis l'adresse de votre compte :
account-page-reset-asked = Si un compte porte ce nom ou cette adresse (vérifiée), un lien pour choisir un nouveau mot de passe est en route vers son adresse. Il ne sert qu'une fois, dans l'heure.
account-page-new-password-for = Un nouveau mot de passe pour { $name }. Le définir déconnecte le compte partout et met fin à ses jetons d'API.
account-page-new-password = Nouveau mot de passe (8 caractères ou plus)
account-page-set-password = Définir le mot de passe
account-page-reset-done = Votre mot de passe est changé, et toutes les sessions et tous les jetons d'API du compte ont pris fin : connectez-vous avec lui.

## The page of a failure: its title by what went wrong, and the way back.

error-page-not-found = Introuvable
error-page-bad-request = Illisible
error-page-forbidden = Non autorisé
error-page-too-many = Trop de requêtes
error-page-server = Quelque chose s'est mal passé
error-page-not-done = Impossible de faire cela
error-page-other = Erreur { $status }
error-page-reference = Si cela se reproduit, donnez-nous cette référence :
error-page-back = Retour au salon
error-page-no-such-page = Cette page n'existe pas.
