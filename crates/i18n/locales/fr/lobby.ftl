## Le salon : les parties du joueur, les défis et les annonces ouvertes, et la liste des jeux.

lobby-title = Salon
lobby-your-games = Vos parties
lobby-no-game-waits = Aucune partie n'attend votre coup.
lobby-accept-or-start = Acceptez un défi ci-dessous, ou lancez vous-même une partie :
lobby-start-a-game = Lancer une partie
lobby-your-turn = À vous de jouer ({ $count })
lobby-their-turn = À l'adversaire de jouer ({ $count })
lobby-welcome = Parties par correspondance de variantes d'échecs
lobby-intro = Jouez au Khan's Chess, aux échecs et à bien d'autres jeux, coup par coup, sur le site, via l'API ou par courriel.
lobby-create-account = Créer un compte
lobby-log-in-to-play = Se connecter pour jouer
lobby-challenges = Défis et annonces ouvertes
lobby-none-open = Aucun pour le moment.
lobby-col-game = Jeu
lobby-col-from = De
lobby-col-to = À
lobby-col-challenger-plays = Le lanceur du défi joue
lobby-col-clock = Cadence
lobby-col-rated = Type
lobby-col-answer = Réponse
# Sous le nom du lanceur du défi, sur un écran étroit.
lobby-plays-white = { $sides ->
    [xiangqi] joue les Rouges
    [janggi] joue les Bleus
    [shogi] joue Sente
   *[chess] joue les Blancs
}
lobby-plays-black = { $sides ->
    [xiangqi] joue les Noirs
    [janggi] joue les Rouges
    [shogi] joue Gote
   *[chess] joue les Noirs
}
lobby-plays-random = camp tiré au sort
# La colonne « Le lanceur du défi joue ».
lobby-color-white = { $sides ->
    [xiangqi] les Rouges
    [janggi] les Bleus
    [shogi] Sente
   *[chess] les Blancs
}
lobby-color-black = { $sides ->
    [xiangqi] les Noirs
    [janggi] les Rouges
    [shogi] Gote
   *[chess] les Noirs
}
lobby-color-random = au sort
# Une annonce ouverte, dans la colonne « À ».
lobby-anyone = tout le monde
lobby-anyone-rated = tout joueur classé { $min }–{ $max }
lobby-no-clock = sans pendule
lobby-clock-days = { $days ->
    [one] { $days } jour par coup
   *[other] { $days } jours par coup
}
lobby-clock-bank = réserve de temps : { $initial ->
    [one] { $initial } jour
   *[other] { $initial } jours
}, +{ $increment } par coup, au plus { $cap }
lobby-rated = classée
lobby-casual = amicale
lobby-withdraw = Retirer
lobby-accept = Accepter
lobby-decline = Refuser
# $choice est le mot du jeu pour ce que chaque joueur choisit (arrangement au janggi), en anglais.
lobby-own-choice = Votre choix ({ $choice }) si vous acceptez :
lobby-choice-as-challenged = celui du défi
lobby-finished = Terminées
lobby-games = Jeux
lobby-defined = Variantes d'échecs définies par des données
lobby-defined-hint = Chacune est écrite au format variants.ini qu'utilise la communauté des variantes ; toutes se jouent, sont vérifiées et classées comme les jeux ci-dessus.
lobby-players-variants = Variantes des joueurs
lobby-uploaded-by-players = Déposées par des joueurs.
lobby-upload-your-own = Déposer la vôtre
lobby-none-yet = Aucune pour l'instant.
lobby-by-owner = par { $owner }

## Une liste de parties (celle du salon et celle de la page d'un joueur).

lobby-col-white = Blancs
lobby-col-black = Noirs
lobby-col-ply = Demi-coup
lobby-col-state = État
lobby-col-result = Résultat
lobby-row-your-turn = À vous de jouer
lobby-white-to-move = { $sides ->
    [xiangqi] Trait aux Rouges
    [janggi] Trait aux Bleus
    [shogi] Trait à Sente
   *[chess] Trait aux Blancs
}
lobby-black-to-move = { $sides ->
    [xiangqi] Trait aux Noirs
    [janggi] Trait aux Rouges
    [shogi] Trait à Gote
   *[chess] Trait aux Noirs
}

## La page d'un joueur.

player-not-found = Il n'y a aucun joueur nommé « { $name } ».
player-closed = Ce compte est fermé. Ses parties restent ici.
player-since = Joue sur ortoo depuis le { $date }.
player-record = Parties terminées — gagnées : { $won }, nulles : { $drawn }, perdues : { $lost }.
player-ratings = Classements
player-no-rated-games = Aucune partie classée pour l'instant.
player-col-game = Jeu
player-col-rating = Classement
player-col-rated-games = Parties classées
player-rated-record = { $games } — gagnées : { $won }, nulles : { $drawn }, perdues : { $lost }
player-ratings-hint = Les classements sont calculés en Glicko-2, un par jeu. Un point d'interrogation (1500?) signifie que le classement est encore provisoire : trop peu de parties classées, ou aucune depuis longtemps.
# Un point du graphique de classement : le jour d'une partie classée et l'adversaire.
player-graph-point = { $date } contre { $opponent }
player-graph-label = { $count ->
    [one] Classement { $game } sur { $count } partie classée, de { $from } à { $to }
   *[other] Classement { $game } sur { $count } parties classées, de { $from } à { $to }
}
player-graph-dot = { $rating } après { $game }
player-playing-now = En cours ({ $count })
player-no-games-in-play = Aucune partie en cours.
player-finished = Terminées ({ $count })
player-no-finished-games = Aucune partie terminée pour l'instant.

## Les classements.

leaderboard-title = Classements
leaderboard-of-game = Classement { $game }
leaderboard-no-such-game = Il n'y a ici aucun jeu nommé « { $game } ».
leaderboard-hint = Chaque jeu a son propre classement. Un classement apparaît ici une fois établi : après quelques parties classées, et tant que son joueur continue de jouer.
leaderboard-one-hint = Classements Glicko-2 établis, du meilleur au moins bon.
leaderboard-all-games = Tous les jeux
leaderboard-rules = Règles
leaderboard-none-established = Aucun classement établi en { $game } pour l'instant.
leaderboard-col-place = Rang
leaderboard-col-player = Joueur
leaderboard-col-rating = Classement
leaderboard-col-games = Parties
leaderboard-provisional = { $count ->
    [one] Encore { $count } joueur a un classement provisoire (il cherche encore son niveau et s'affiche avec un « ? ») ; il apparaîtra ici après quelques parties classées de plus.
   *[other] Encore { $count } joueurs ont un classement provisoire (il cherche encore son niveau et s'affiche avec un « ? ») ; ils apparaîtront ici après quelques parties classées de plus.
}
