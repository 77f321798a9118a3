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
