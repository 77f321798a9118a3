## Le formulaire de nouvelle partie, et ce qui répond à un défi.

challenge-title = Nouvelle partie
challenge-game = Jeu
challenge-group-hand-written = Programmés à la main
challenge-group-defined = Définis par des données
challenge-group-players = Variantes des joueurs
challenge-uploaded-by = { $game } (par { $owner })
challenge-show-options = Afficher les options de ce jeu
challenge-rules = Règles
# $choice est le mot du jeu pour ce que chaque joueur choisit (arrangement au janggi), en anglais.
challenge-own-choice-summary = Choix de chaque camp : { $choice } (l'habituel si vous ne le changez pas)
challenge-own-choice-legend = Choix de chaque camp : { $choice }
challenge-own-choice-hint = Indiquez celui que vous voulez pour chaque camp qui peut vous revenir ; le joueur qui accepte peut choisir le sien ({ $choice }) en acceptant.
challenge-options-summary = Options de règles (celles par défaut si vous ne les changez pas)
challenge-options-legend = Options de règles
challenge-switch-on = oui
challenge-switch-off = non
challenge-play-against = Jouer contre
challenge-way-person = Un joueur que vous nommez
challenge-way-seek = Une annonce ouverte : tout le monde peut l'accepter
challenge-way-engine = Le moteur
challenge-way-watch = Le moteur contre lui-même, pour regarder
challenge-opponent = Nom du joueur
challenge-engine-level = Niveau du moteur (1 joue vite et sans soin ; 12 réfléchit jusqu'à 30 secondes par coup)
challenge-level = niveau { $level }
challenge-watch-white = { $sides ->
    [xiangqi] Rouges au niveau
    [janggi] Bleus au niveau
    [shogi] Sente au niveau
   *[chess] Blancs au niveau
}
challenge-watch-black = { $sides ->
    [xiangqi] Noirs au niveau
    [janggi] Rouges au niveau
    [shogi] Gote au niveau
   *[chess] Noirs au niveau
}
challenge-colour = Votre couleur
challenge-colour-random = au sort
challenge-colour-white = { $sides ->
    [xiangqi] Rouges
    [janggi] Bleus
    [shogi] Sente
   *[chess] Blancs
}
challenge-colour-black = { $sides ->
    [xiangqi] Noirs
    [janggi] Rouges
    [shogi] Gote
   *[chess] Noirs
}
challenge-rating = Classement
challenge-rated = Classée : le résultat modifie le classement des deux joueurs dans ce jeu
challenge-casual = Amicale
challenge-rating-min = Classement minimal
challenge-rating-max = Classement maximal
challenge-rating-range-hint = Seuls les joueurs classés entre ces deux valeurs peuvent accepter ; laissez les deux champs vides pour que tout le monde puisse accepter.
challenge-clock = Cadence
challenge-days-per-move = Jours par coup
challenge-time-bank = Réserve de temps
challenge-bank-initial = Jours en réserve au départ
challenge-bank-increment = Jours ajoutés après chaque coup
challenge-bank-cap = Jours en réserve au maximum
challenge-no-clock = Sans pendule
challenge-clock-hint = Un joueur qui laisse passer l'échéance perd au temps ; les vacances arrêtent la pendule d'un joueur.
challenge-send = Envoyer le défi

## Ce que répond le formulaire.

challenge-sent = Défi envoyé.
challenge-declined = Défi refusé.
challenge-withdrawn = Défi retiré.
challenge-no-such-game = Il n'y a ici aucun jeu nommé « { $game } » ; choisissez-en un dans la liste.
challenge-no-such-page = Cette page n'existe pas.
challenge-bad-level = Le niveau du moteur va de 1 à 12, pas « { $level } ».
challenge-bad-days = « { $days } » n'est pas un nombre entier de jours.
challenge-bad-way = « { $way } » n'est pas une façon de jouer ; choisissez un joueur, une annonce ouverte ou le moteur.
challenge-two-opponents = Le formulaire indique plus d'un adversaire (un joueur, le moteur, ou le moteur contre lui-même) ; choisissez-en un.
challenge-name-the-player = Indiquez le joueur que vous défiez (ou choisissez une annonce ouverte, ou le moteur).
challenge-choose-level = Choisissez le niveau du moteur, de 1 à 12.
challenge-choose-levels = Choisissez le niveau du moteur pour les Blancs et pour les Noirs.
challenge-bad-lowest-rating = Le classement minimal est un nombre entier, pas « { $rating } ».
challenge-bad-highest-rating = Le classement maximal est un nombre entier, pas « { $rating } ».
