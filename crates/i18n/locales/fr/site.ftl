## Le cadre de chaque page : l'en-tête, le menu, le pied de page et le choix de la langue.

skip-to-content = Aller au contenu
header-your-turn = À vous de jouer
header-your-turn-title = { $count ->
    [one] { $count } partie attend votre coup
   *[other] { $count } parties attendent votre coup
}
header-challenges = Défis
header-challenges-title = { $count ->
    [one] { $count } défi attend votre réponse
   *[other] { $count } défis attendent votre réponse
}
header-notices = Notifications
menu = Menu
nav-site = Site
nav-lobby = Salon
nav-new-game = Nouvelle partie
nav-rules = Règles
nav-tournaments = Tournois
nav-leaderboards = Classements
account-notices = Notifications
account-settings = Paramètres
account-log-out = Se déconnecter
account-log-in = Se connecter
account-register = S'inscrire

footer-languages = Langues
footer-about = ortoo : les échecs par correspondance et leurs variantes, coup par coup sur le site, par courriel ou via l'API.

## Le choix de la langue, sur la page des paramètres.

settings-language = Langue
settings-language-browser = Celle que demande mon navigateur ({ $language })
settings-language-hint = Les pages, vos courriels et les messages de l'API sont rédigés dans cette langue. Une réponse par courriel peut donner ses commandes dans cette langue ou en anglais.

## Les erreurs que renvoient l'API et les pages (le `code` qui les accompagne ne change jamais).

error-too-many-requests = { $seconds ->
    [one] Trop de requêtes ; réessayez dans { $seconds } seconde.
   *[other] Trop de requêtes ; réessayez dans { $seconds } secondes.
}
error-internal = Un problème est survenu sur le serveur ; rien n'a été modifié.
