## Les commandes par nouveau courriel (pas une réponse) : les commandes elles-mêmes s'écrivent en anglais,
## telles qu'elles sont lues (« challenge bob koan ») ; ce qu'elles font et les réponses sont dans la langue du lecteur.

orders-help-title = Jouer par courriel
orders-help-intro = Écrivez à cette adresse avec l'une de ces commandes en objet :
orders-help-challenge = défier un joueur
orders-help-engine = jouer contre le moteur
orders-help-new = un défi ouvert que n'importe qui peut relever
orders-help-tournaments = les tournois ouverts aux inscriptions et ceux en cours
orders-help-join = s'inscrire à un tournoi (« withdraw TOURNAMENT-ID » pour le quitter)
orders-help-watch = recevoir chaque coup d'une partie
orders-help-unwatch = ne plus les recevoir
orders-help-games = vos parties, et à qui c'est de jouer
orders-help-reset = un lien pour choisir un nouveau mot de passe, envoyé à l'adresse de votre compte
orders-help-help = cette liste
orders-help-games-named = GAME est le nom ou l'identifiant d'un jeu (chess, khan, khans-chess, kings-run, koan, shatranj-kamil-x…).
orders-help-settings = Les options de règles s'écrivent name=value (exchanges=off). Les parties entre personnes sont classées, sauf si vous écrivez casual ; une fourchette de classement limite qui peut relever un défi ouvert. Un défi, une nouvelle partie ou le suivi d'une partie n'est exécuté qu'une fois que vous avez répondu à la confirmation que nous envoyons, pour que personne ne puisse agir en votre nom en usurpant l'expéditeur.

orders-no-command = Le courriel ne contenait aucune commande : mettez-la dans l'objet.
# $command : watch ou unwatch, tel qu'il a été tapé
orders-one-game = « { $command } » prend une seule partie : son identifiant ou son adresse.
orders-one-tournament = « { $command } » prend un seul tournoi : son identifiant ou son adresse.
orders-challenge-takes = « challenge » prend le nom d'un joueur (ou « engine ») et un jeu.
orders-not-a-command = « { $typed } » n'est pas une commande.
orders-which-game = Précisez le jeu : « challenge bob koan » ou « new koan ».
orders-not-a-setting = « { $setting } » n'est pas un réglage : écrivez name=value (days=3).
orders-days = days est un nombre entier de jours par coup, de 1 à 30, pas « { $given } ».
orders-level = level est le niveau du moteur, de 1 à 12, pas « { $given } ».
orders-rating = rating est une fourchette de classement, comme 1400-1800 (ou 1400- ou -1800), pas « { $given } ».
# $games : les identifiants des jeux, séparés par des virgules
orders-not-a-game = « { $given } » n'est pas un jeu proposé ici ; les jeux sont { $games }.
orders-not-a-game-id = « { $given } » n'est pas un identifiant de partie : donnez l'identifiant (32 lettres et chiffres) ou l'adresse de la partie.
orders-not-a-tournament-id = « { $given } » n'est pas un identifiant de tournoi : donnez l'identifiant (32 lettres et chiffres) ou l'adresse du tournoi.

orders-wrong-password = Le mot de passe courriel est faux : rien n'a été fait.
orders-no-mail-password = Vous n'avez pas de mot de passe courriel (il se définit sur la page des paramètres), donc rien n'a été fait. Envoyez la commande sans mot de passe et répondez plutôt à la confirmation.
orders-guessed-title = Quelqu'un essaie de deviner votre mot de passe courriel
orders-guessed = Votre mot de passe courriel a été donné faux { $count } fois en moins d'une heure. Jusqu'à la fin de l'heure, les commandes qui portent un mot de passe sont refusées sans qu'il soit vérifié, et restent sans réponse.
orders-guessed-change = Si ce n'était pas vous, quelqu'un essaie de le deviner : changez-le sur la page des paramètres ({ $link }). Les commandes envoyées sans mot de passe, et confirmées par une réponse, fonctionnent toujours.
orders-confirmation-old = { $days ->
    [one] Cette confirmation date de plus de { $days } jour : renvoyez la commande.
   *[other] Cette confirmation date de plus de { $days } jours : renvoyez la commande.
}
orders-done-already = Cette commande a déjà été confirmée et exécutée ; elle ne l'est qu'une fois.

orders-reset-title = Réinitialisation du mot de passe
orders-reset = Un lien pour choisir un nouveau mot de passe a été envoyé à l'adresse de votre compte.
orders-tournaments-title = Tournois
# $kind : toutes rondes ou système suisse (tournament-kind-…) ; $state : orders-tournament-open ou -round
orders-tournament = { $name } ({ $game } en { $kind }, { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
}, { $state })
# $starts : une date et une heure en UTC (2031-11-06 09:30)
orders-tournament-open = inscriptions ouvertes, début le { $starts }
orders-tournament-round = ronde { $round } sur { $rounds }
orders-no-tournaments = Aucun tournoi n'est ouvert aux inscriptions ni en cours.
orders-to-join = Pour vous inscrire à l'un d'eux, envoyez « join » suivi de son adresse ou de son identifiant.
orders-joined-title = Inscription faite
orders-joined = Vous êtes inscrit à { $name }. Vos parties vous parviendront par courriel à mesure que chaque ronde sera appariée.
orders-left-title = Désinscription faite
orders-left = Vous avez quitté le tournoi.
orders-withdrawn-title = Tournoi abandonné
orders-withdrawn = Vous avez abandonné : vos parties non terminées du tournoi sont perdues par abandon, et vous ne serez plus apparié.
orders-watching = Vous suivez désormais { $link } : chaque coup vous sera envoyé.
orders-unwatched = Vous ne suivez plus cette partie.
orders-not-watched = Vous ne suiviez pas cette partie.
orders-challenge-sent-title = Défi envoyé
orders-challenge-sent = Votre défi à { $name } est envoyé ; un courriel l'en avertit.
orders-seek-sent = Votre défi ouvert est dans le salon : { $link }
orders-game-begun-title = Partie commencée
orders-game-begun = Votre partie contre le moteur a commencé : { $link }
orders-games-title-none = Vos parties
orders-no-games = Vous n'avez aucune partie en cours.
orders-games-title = Vos parties : à vous de jouer dans { $mine } sur { $count }
# $title : le titre de la partie (Chess #9f3c2a17) ; $deadline : l'échéance du coup (deadline-when), ou
# letter-no-deadline
orders-game-your-move = { $title } contre { $opponent } : à vous de jouer, demi-coup { $ply }. Date limite : { $deadline }
orders-game-their-move = { $title } contre { $opponent } : à l'adversaire de jouer, demi-coup { $ply }. Date limite : { $deadline }

## La confirmation d'une commande par nouveau courriel
confirm-title = Confirmez : { $command }
confirm-came = Cette commande est arrivée par courriel depuis votre adresse :
confirm-reply = Répondez à ce courriel (avec n'importe quoi, ou rien) pour la confirmer : elle est exécutée à l'arrivée de votre réponse, une seule fois. Si vous ne l'avez pas envoyée, ignorez ce courriel et rien ne se passera.
confirm-good-for = { $days ->
    [one] La confirmation est valable { $days } jour.
   *[other] La confirmation est valable { $days } jours.
}
