## Ce qu'on répond à une réponse par courriel : fait, ou refusé et pourquoi. La première ligne de la
## réponse est l'objet de son courriel.

answer-not-played-title = Non joué : { $typed }
answer-no-move-title = Non joué : aucun coup
answer-not-done-title = Non exécuté : { $typed }
answer-no-command-title = Non exécuté : aucune commande
answer-not-played = Votre réponse « { $typed } » n'a pas été jouée.
answer-not-done = Votre réponse « { $typed } » n'a pas été exécutée.
answer-nothing-changed = Rien n'a été modifié.
answer-nothing-found = Votre réponse ne contient ni coup ni commande : écrivez-le en première ligne, au-dessus du courriel cité.
answer-notice-too-old = { $days ->
    [one] Cette notification date de plus de { $days } jour ; jouez plutôt sur le site.
   *[other] Cette notification date de plus de { $days } jours ; jouez plutôt sur le site.
}
answer-not-for-a-move = Ce courriel n'a pas été envoyé pour un coup : répondez par votre coup à votre dernière notification « à vous de jouer » (ou à n'importe quel courriel de notre part envoyé pendant que c'est à vous de jouer).
answer-reply-used = Une réponse à ce courriel a déjà servi à jouer un coup ; un coup ne s'envoie qu'une fois.
answer-taken-back-since = Des coups ont été repris dans cette partie après l'envoi de ce courriel : répondez plutôt à votre dernière notification « à vous de jouer ».
answer-played-title = Joué : { $move }
answer-played = Votre coup { $move } (demi-coup { $ply }) est joué.
answer-played-with-comment = Votre coup { $move } (demi-coup { $ply }) est joué, avec votre commentaire « { $comment } ».
answer-opponent-told = Votre adversaire a été prévenu.
answer-game-over-follows = La partie est terminée ; une notification avec le résultat va suivre.
answer-resigned-title = Vous avez abandonné
answer-resigned = Vous avez abandonné la partie. Une notification avec le résultat va suivre.
answer-drawn-title = Partie nulle
answer-drawn = La partie est nulle ({ $reason }). Une notification avec le résultat va suivre.
answer-draw-declined-title = Nulle refusée
answer-draw-declined = Vous avez refusé la nulle proposée ; la partie continue.
answer-draw-offered-title = Nulle proposée
answer-draw-offered = Votre proposition de nulle a été transmise à votre adversaire. Elle reste valable jusqu'à ce qu'elle soit acceptée ou refusée.

## Réponses aux commandes plus rares : reprises, échiquier, coups, coups conditionnels, messages, notes,
## suivi, défis
answer-takeback-declined-title = Reprise refusée
answer-takeback-declined = Vous avez refusé la reprise du coup ; la partie continue comme avant.
answer-takeback-granted-title = Reprise accordée
answer-takeback-granted = Le coup est repris : la partie en est au demi-coup { $ply }, et c'est à votre adversaire de jouer.
answer-takeback-asked-title = Reprise demandée
answer-takeback-asked = Votre demande de reprise de votre dernier coup a été transmise à votre adversaire. Elle reste valable jusqu'à ce qu'il y réponde ou que vous jouiez.
answer-taken-back-title = Coup repris
answer-taken-back = Le moteur a repris votre coup : la partie en est au demi-coup { $ply }, et c'est à vous de jouer.
answer-board-title = L'échiquier après le demi-coup { $ply }
# $side : Blancs ou Noirs (side-white, side-black)
answer-board-to-move = L'échiquier après le demi-coup { $ply }. C'est aux { $side } de jouer.
answer-board-over = L'échiquier après le demi-coup { $ply }. La partie est terminée.
answer-log-title = La partie jusqu'ici
answer-log-players = { $game } : { $white } ({ $first }) contre { $black } ({ $second })
answer-log-no-moves = Aucun coup pour l'instant.
answer-log-result = Résultat : { $result }
answer-log-to-move = C'est aux { $side } de jouer.
answer-no-moves-title = Aucun coup
answer-game-over = La partie est terminée.
answer-not-your-turn-title = Ce n'est pas votre tour
answer-not-your-turn = Ce n'est pas votre tour : c'est aux { $side } de jouer.
answer-legal-moves-title = { $count ->
    [one] Votre seul coup légal
   *[other] Vos { $count } coups légaux
}
answer-legal-moves = { $count ->
    [one] Votre seul coup légal :
   *[other] Vos { $count } coups légaux :
}
answer-help-title = Ce qu'une réponse peut dire
answer-watching-title = Partie suivie
answer-watching = Vous suivez désormais cette partie : chaque coup vous sera envoyé.
answer-watching-already = Vous suivez déjà cette partie.
answer-not-watching-title = Partie non suivie
answer-unwatched = Vous ne suivez plus cette partie.
answer-not-watched = Vous ne suiviez pas cette partie.
answer-forecast-title = Vos coups conditionnels
answer-no-forecast-title = Aucun coup conditionnel
answer-no-forecast = Vous n'avez aucun coup conditionnel dans cette partie.
answer-forecast-removed-title = Coups conditionnels supprimés
answer-forecast-removed = Vos coups conditionnels dans cette partie sont supprimés.
answer-forecast-kept-title = Coups conditionnels enregistrés
answer-forecast = Vos coups conditionnels : quand votre adversaire joue l'un des coups prévus, votre réponse est jouée aussitôt.
answer-forecast-replace = Répondez par de nouvelles lignes « { command-if } ... { command-then } ... » pour les remplacer, ou par « { command-forecast } { command-clear } » pour les supprimer.
answer-message-sent-title = Message envoyé
answer-message-sent = Votre message a été transmis à votre adversaire :
answer-no-note-title = Aucune note
answer-no-note = Vous n'avez aucune note sur cette partie. Répondez « { command-note } » suivi de votre texte pour en garder une.
answer-note-title = Votre note
answer-note = Votre note sur cette partie (vous seul la voyez) :
answer-note-kept-title = Note enregistrée
answer-note-kept = Votre note sur cette partie est enregistrée (vous seul la voyez) :
answer-challenge-accepted-title = Défi accepté
# $link : la page de la partie ; $side : qui joue en premier (side-white, side-black)
answer-challenge-accepted = Vous avez accepté ; la partie a commencé : { $link }
answer-moves-first = Les { $side } jouent en premier.
answer-you-move-first = Les { $side } jouent en premier (c'est vous) : une notification « à vous de jouer » va suivre.
answer-challenge-declined-title = Défi refusé
answer-challenge-declined = Vous avez refusé le défi.
answer-challenge-help = Répondez à un défi par « { command-accept } » ou « { command-decline } » en première ligne ; quand le jeu laisse un choix à chaque joueur, « { command-accept } NOM=VALEUR » indique le vôtre (janggi : « { command-accept } arrangement=outer »).
answer-challenge-answer = On répond à un défi par « { command-accept } » ou « { command-decline } » en première ligne.
