## The game page: the heading and the players' lines, the status, offers, the move form, the
## moves list, forecasts, the conversation and notes, and the analysis. Game names, players'
## names and moves stay as they are written.

game-title = { $variant } : { $white } contre { $black }
# HTML: $white and $black are each a player's name (a link to their page) and rating.
game-heading = { $sides ->
    [xiangqi] { $variant } : { $white } (Rouges) contre { $black } (Noirs)
    [janggi] { $variant } : { $white } (Bleus) contre { $black } (Rouges)
    [shogi] { $variant } : { $white } (Sente) contre { $black } (Gote)
   *[chess] { $variant } : { $white } (Blancs) contre { $black } (Noirs)
}
game-engine-level = { $name } (niveau { $level })
game-closed-account = { $name } (compte fermé)
game-casual = Partie amicale.
game-rated = Partie classée.
# $changes: each player's name and rating before and after, "alice 1500 → 1662 (+162)".
game-rated-changes = Partie classée : { $changes }.
game-rated-unchanged = Partie classée, mais terminée avant que les deux joueurs aient joué : aucun classement n'a changé.
game-tournament-round = { $tournament }, ronde { $round }.

## The result, and the page's own notice that the game went on.

game-over = Partie terminée. { $result }
# $reason: how it ended, from endings.ftl ("resignation").
game-result-white-won = { $sides ->
    [xiangqi] { $name } (Rouges) gagne par { $reason }.
    [janggi] { $name } (Bleus) gagne par { $reason }.
    [shogi] { $name } (Sente) gagne par { $reason }.
   *[chess] { $name } (Blancs) gagne par { $reason }.
}
game-result-black-won = { $sides ->
    [xiangqi] { $name } (Noirs) gagne par { $reason }.
    [janggi] { $name } (Rouges) gagne par { $reason }.
    [shogi] { $name } (Gote) gagne par { $reason }.
   *[chess] { $name } (Noirs) gagne par { $reason }.
}
game-result-drawn = Nulle par { $reason }.
game-rematch = Revanche
game-moved-on = La partie a avancé.
game-show-new-position = Afficher la nouvelle position

## The pieces in hand (crazyhouse, shogi), and the players' lines beside the board.

game-hand-white = { $sides ->
    [xiangqi] En main des Rouges
    [janggi] En main des Bleus
    [shogi] En main de Sente
   *[chess] En main des Blancs
}
game-hand-black = { $sides ->
    [xiangqi] En main des Noirs
    [janggi] En main des Rouges
    [shogi] En main de Gote
   *[chess] En main des Noirs
}
game-hand-white-label = { $sides ->
    [xiangqi] Main des Rouges
    [janggi] Main des Bleus
    [shogi] Main de Sente
   *[chess] Main des Blancs
}
game-hand-black-label = { $sides ->
    [xiangqi] Main des Noirs
    [janggi] Main des Rouges
    [shogi] Main de Gote
   *[chess] Main des Noirs
}
game-hand-nothing = rien
game-hand-count = { $count } pièces
game-players = Joueurs
game-side-white = { $sides ->
    [xiangqi] Rouges
    [janggi] Bleus
    [shogi] Sente
   *[chess] Blancs
}
game-side-black = { $sides ->
    [xiangqi] Noirs
    [janggi] Rouges
    [shogi] Gote
   *[chess] Noirs
}
game-taken-white = { $sides ->
    [xiangqi] Prises des Rouges
    [janggi] Prises des Bleus
    [shogi] Prises de Sente
   *[chess] Prises des Blancs
}
game-taken-black = { $sides ->
    [xiangqi] Prises des Noirs
    [janggi] Prises des Rouges
    [shogi] Prises de Gote
   *[chess] Prises des Noirs
}
game-piece-white = { $sides ->
    [xiangqi] { $piece } des Rouges
    [janggi] { $piece } des Bleus
    [shogi] { $piece } de Sente
   *[chess] { $piece } des Blancs
}
game-piece-black = { $sides ->
    [xiangqi] { $piece } des Noirs
    [janggi] { $piece } des Rouges
    [shogi] { $piece } de Gote
   *[chess] { $piece } des Noirs
}
# $ahead: "+3".
game-ahead = avance matérielle de { $ahead } (en pions)
game-clock-per-move = { $days ->
    [one] { $days } jour par coup
   *[other] { $days } jours par coup
}
# $clock: the time in the bank, "6 d 04:00:00".
game-clock-bank = réserve { $clock }
game-deadline = Date limite : { $when }
game-deadline-far = ({ $far })

## The status under the board.

game-your-turn = À vous de jouer.
game-white-to-move = { $sides ->
    [xiangqi] Les Rouges jouent.
    [janggi] Les Bleus jouent.
    [shogi] Sente joue.
   *[chess] Les Blancs jouent.
}
game-black-to-move = { $sides ->
    [xiangqi] Les Noirs jouent.
    [janggi] Les Rouges jouent.
    [shogi] Gote joue.
   *[chess] Les Noirs jouent.
}
game-check = Échec !
game-tally-chips = Jetons
game-tally-checks = Échecs encore à donner
game-tally-count = Décompte
game-tally-points = Points
game-tally-points-note = Une partie qui se termine sans mat (les deux camps passent, bikjang, répétition, cinquante coups) se gagne aux points ; les Rouges (Han) comptent 1,5 de plus pour jouer en second.
# HTML: keep the <strong> marks around the numbers.
game-tally-sides = { $sides ->
    [xiangqi] { $label } : Rouges <strong>{ $white }</strong> · Noirs <strong>{ $black }</strong>.
    [janggi] { $label } : Bleus <strong>{ $white }</strong> · Rouges <strong>{ $black }</strong>.
    [shogi] { $label } : Sente <strong>{ $white }</strong> · Gote <strong>{ $black }</strong>.
   *[chess] { $label } : Blancs <strong>{ $white }</strong> · Noirs <strong>{ $black }</strong>.
}
game-counting-white = { $label } : les Blancs ont compté <strong>{ $counted }</strong> coups sur { $limit }.
game-counting-black = { $label } : les Noirs ont compté <strong>{ $counted }</strong> coups sur { $limit }.
game-counting-white-note = La partie est nulle si le décompte dépasse { $limit } coups avant que les Blancs soient mats.
game-counting-black-note = La partie est nulle si le décompte dépasse { $limit } coups avant que les Noirs soient mats.
game-showing-ply = Position après le demi-coup { $ply }
game-back-to-game = retour à la partie

## What the opponent asks, and the game's rule options.

game-draw-offered = Votre adversaire propose la nulle.
game-accept-draw = Accepter la nulle
game-decline = Refuser
# $moves: the moves to take back, "Nf3" or "Nf3 and e5".
game-takeback-asked = Votre adversaire demande à reprendre { $moves }.
game-moves-and = { $first } et { $second }
game-accept-takeback = Accepter la reprise
# $rules: the options in words, as the rules write them.
game-rules-summary = Règles : { $rules }
game-option-changed = (pas la valeur par défaut)
game-options-meaning = Ce que signifient les options

## The step that asks before a move made on the board is sent.

# HTML: the page's script writes the move into the <strong> element; keep it whole.
game-confirm = Jouer <strong class="text"></strong> ?
game-play-move = Jouer le coup
game-cancel = Annuler

## The moves list and the buttons that walk through it.

game-moves = Coups
game-no-moves = Aucun coup pour l'instant.
game-start-title = Le début (Début)
game-start = « début
game-back-title = Un coup en arrière (←)
game-back = ‹ arrière
game-forward-title = Un coup en avant (→)
game-forward = avant ›
game-now-title = La partie maintenant (Fin)
game-now = maintenant »
game-flip = retourner l'échiquier
# $eval: the engine's evaluation, "-2.10"; $move: a move.
game-judgement-inaccuracy = Imprécision ({ $eval }).
game-judgement-mistake = Erreur ({ $eval }).
game-judgement-blunder = Gaffe ({ $eval }).
game-judgement-better = Mieux : { $move } ({ $eval }).

## Planning a forecast on the board. A planned line is written step by step: the first
## step, then each reply and each next move of the opponent, each with its own punctuation.

game-plan = Préparer des coups conditionnels
game-plan-start = Jouez sur l'échiquier le coup que vous attendez de votre adversaire, puis votre réponse.
game-plan-first = S'il joue { $move }
game-plan-reply = { ", " }vous jouez { $move }
game-plan-then = { ", " }puis s'il joue { $move }
game-plan-line = { $line }.
game-plan-next-theirs = L'échiquier montre la position de la ligne : jouez maintenant le coup de votre adversaire.
game-plan-next-yours = L'échiquier montre la position de la ligne : jouez maintenant votre coup.
game-plan-add = Ajouter cette ligne à mes coups conditionnels
game-plan-undo = Annuler le dernier coup
game-plan-stop = Arrêter la préparation
game-plan-next-move = Coup suivant de la ligne
game-plan-add-move = Ajouter
# $reason: the rules' refusal.
game-plan-problem = { $move } ne peut pas être joué là : { $reason }
game-all-legal-moves = Tous les coups légaux ({ $count })

## The move form.

game-finish-move = Complétez le coup avec l'un de ceux-ci :
game-your-move = Votre coup
# The move field's hint: one move as several notations write it.
game-example-two = { $a } ou { $b }
game-example-three = { $a }, { $b } ou { $c }
game-example-four = { $a }, { $b }, { $c } ou { $d }
game-play = Jouer
game-pass = Passer
game-comment = Commentaire (facultatif)
game-ask-first = Demander avant d'envoyer un coup joué sur l'échiquier
game-buttons-play = Un bouton joue son coup immédiatement.
game-engine-thinking = Le moteur réfléchit ; cette page affichera son coup dès qu'il aura joué.

## The player's actions.

game-draw-offered-by-you = Vous avez proposé la nulle.
game-offer-draw = Proposer la nulle
game-takeback-asked-by-you = Vous avez demandé à reprendre votre coup.
game-withdraw-request = Retirer la demande
game-take-back = Reprendre mon coup
game-ask-take-back = Demander à reprendre mon coup
# $reason: the rule that allows the claim, from endings.ftl.
game-claim-draw = Réclamer la nulle ({ $reason })
game-hint = Indice
game-resign-confirm = Abandonner cette partie ?
game-resign = Abandonner
game-download = Télécharger :
game-text-log = relevé en texte
game-rules = Règles

## Watching a game.

game-stop-watching = Ne plus suivre
game-watching = Chaque coup de cette partie vous est envoyé.
game-watch = Suivre cette partie
game-watch-hint = Recevez chaque coup, par e-mail selon vos paramètres.

## The forecast. The words "if" and "then" of a forecast's lines stay in English: the server
## reads them.

game-forecast = Vos coups conditionnels
game-forecast-about = Pendant que votre adversaire réfléchit, indiquez au serveur vos réponses : quand il joue un coup de vos coups conditionnels, votre réponse est jouée aussitôt. Vous seul les voyez.
game-no-forecast = Aucun coup conditionnel.
game-forecast-plan = Préparer une ligne sur l'échiquier
game-forecast-edit = Modifier en texte
game-forecast-lines = Vos lignes de jeu, une par ligne : if SON-COUP then VOTRE-COUP, then if … then … (if et then restent en anglais)
game-forecast-keep = Enregistrer ces coups conditionnels
game-forecast-remove = Supprimer mes coups conditionnels

## The conversation and the player's notes.

game-conversation = Discussion
game-no-messages = Aucun message pour l'instant. Seuls les deux joueurs voient cette discussion.
game-message = Message
game-message-placeholder = Un message à votre adversaire
game-send = Envoyer
game-notes = Vos notes
game-notes-private = Vous seul les voyez.
game-notes-keep = Enregistrer mes notes

## The position in words, for a screen reader, and as a drawing in text.

game-pieces = Pièces, case par case
game-pieces-none = aucune
game-text-board = Échiquier en texte
game-text-board-note = (un dessin à copier ; la liste des pièces ci-dessus décrit la même position)

## The engine's analysis of a finished game.

game-analysis = Analyse
game-analysis-legend = { $sides ->
    [xiangqi] La partie claire est la part des Rouges dans les chances de gain. Un point marque un coup qui a perdu du terrain : rouge une gaffe, orange une erreur, jaune une imprécision ; un point ou un coup mène à sa position.
    [janggi] La partie claire est la part des Bleus dans les chances de gain. Un point marque un coup qui a perdu du terrain : rouge une gaffe, orange une erreur, jaune une imprécision ; un point ou un coup mène à sa position.
    [shogi] La partie claire est la part de Sente dans les chances de gain. Un point marque un coup qui a perdu du terrain : rouge une gaffe, orange une erreur, jaune une imprécision ; un point ou un coup mène à sa position.
   *[chess] La partie claire est la part des Blancs dans les chances de gain. Un point marque un coup qui a perdu du terrain : rouge une gaffe, orange une erreur, jaune une imprécision ; un point ou un coup mène à sa position.
}
game-analysis-pending = La partie grise n'est pas encore analysée.
game-analyse-again = Analyser à nouveau
game-no-analysis = Cette partie n'a pas encore d'analyse.
game-ask-analysis = Demander au moteur de l'analyser
game-analysis-done = { $sides ->
    [xiangqi] L'analyse de la partie par le moteur : les chances de gain des Rouges après chaque coup, et les coups qui ont perdu du terrain.
    [janggi] L'analyse de la partie par le moteur : les chances de gain des Bleus après chaque coup, et les coups qui ont perdu du terrain.
    [shogi] L'analyse de la partie par le moteur : les chances de gain de Sente après chaque coup, et les coups qui ont perdu du terrain.
   *[chess] L'analyse de la partie par le moteur : les chances de gain des Blancs après chaque coup, et les coups qui ont perdu du terrain.
}
# $error: what went wrong, as the engine said it.
game-analysis-failed = L'analyse a échoué ({ $error }). Vous pouvez la demander à nouveau.
game-analysis-no-reason = aucune raison conservée
game-analysis-queued = Le moteur analysera cette partie quand il n'aura aucun coup à jouer ; cette page l'affiche au fur et à mesure.
game-analysis-progress = Le moteur analyse cette partie : { $done } positions sur { $total } pour l'instant ; cette page en affiche davantage au fur et à mesure.
# A player's tally: $inaccuracies, $mistakes and $blunders are the counts below.
game-analysis-tally = { $name } : { $inaccuracies } · { $mistakes } · { $blunders } · perte moyenne de { $loss } centipions par coup
game-analysis-tally-so-far = { $name }, pour l'instant : { $inaccuracies } · { $mistakes } · { $blunders } · perte moyenne de { $loss } centipions par coup
game-inaccuracies = { $count ->
    [one] { $count } imprécision
   *[other] { $count } imprécisions
}
game-mistakes = { $count ->
    [one] { $count } erreur
   *[other] { $count } erreurs
}
game-blunders = { $count ->
    [one] { $count } gaffe
   *[other] { $count } gaffes
}
game-graph-label = { $sides ->
    [xiangqi] Les chances de gain des Rouges au fil de la partie, selon le moteur
    [janggi] Les chances de gain des Bleus au fil de la partie, selon le moteur
    [shogi] Les chances de gain de Sente au fil de la partie, selon le moteur
   *[chess] Les chances de gain des Blancs au fil de la partie, selon le moteur
}
game-graph-pending = pas encore analysé
# A dot's tooltip: $move is the move with its mark, "1… P a7-a6??".
game-graph-dot = { $move } ({ $eval })
game-graph-dot-better = { $move } ({ $eval }) ; mieux { $better } ({ $better-eval })

## What the chooser says a choice leads to. $reason: how the game would end, from endings.ftl.

game-foresight-wins = gagne la partie ({ $reason })
game-foresight-loses = perd la partie ({ $reason })
game-foresight-draws = annule la partie ({ $reason })
game-foresight-opponent-wins = laisse votre adversaire gagner aussitôt ({ $reason })
game-foresight-lost-next = perd à votre prochain tour, quoi que joue votre adversaire ({ $reason })

## Notices after an action on the game.

game-takeback-declined-notice = Votre adversaire a refusé que vous repreniez votre coup : la partie continue comme avant.
game-no-such-ply = Il n'y a pas de coup numéro « { $ply } » dans cette partie ; voici la position actuelle.
game-not-your-turn = Votre coup { $move } n'a pas été joué : ce n'est pas à vous de jouer dans cette partie.
game-changed-meanwhile = Votre coup { $move } n'a pas été joué : la partie a changé entre-temps. Il est toujours dans le champ.
game-resigned = Vous avez abandonné.
game-unwatched = Vous ne suivez plus cette partie.
game-watched = Vous suivez cette partie : chaque coup vous sera envoyé, selon vos paramètres de notification.
game-chat-limit = Vous avez envoyé { $count ->
    [one] { $count } message
   *[other] { $count } messages
} dans la dernière minute ; attendez { $seconds } s avant le suivant.
game-note-removed = Votre note est supprimée.
game-note-kept = Votre note est enregistrée.
game-plan-pairs = Une ligne préparée est faite de paires de coups : le sien, puis votre réponse.
game-forecast-gone = Vos coups conditionnels sont supprimés.
game-forecast-line-added = La ligne est dans vos coups conditionnels ({ $count ->
    [one] { $count } ligne
   *[other] { $count } lignes
} en tout).
game-forecast-kept = Coups conditionnels enregistrés : { $count ->
    [one] { $count } ligne
   *[other] { $count } lignes
}.
game-takeback-requested = Votre adversaire est invité à vous laisser reprendre votre coup.
game-takeback-done = Votre coup est repris : c'est de nouveau à vous de jouer.
game-takeback-accepted = Le coup est repris.
game-takeback-declined = Vous avez refusé la reprise ; la partie continue comme avant.
game-takeback-withdrawn = Vous avez retiré votre demande de reprise.
# The engine's judgement of the move it suggests.
game-hint-win = il voit un gain forcé en { $moves }
game-hint-loss = il voit une perte forcée en { $moves }
# $score: "+0.40".
game-hint-score = { $score } pour vous
game-hint-notice = Le moteur suggère { $move } ({ $judged }) ; il est dans le champ du coup.
game-rematch-players-only = Seuls les joueurs de la partie peuvent demander une revanche.
game-rematch-too-soon = La partie est toujours en cours : la revanche vient après la fin.
game-rematch-offered = Revanche proposée : votre adversaire la trouvera dans son salon.
