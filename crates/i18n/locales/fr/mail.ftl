## Notifications : ce qu'on dit à un joueur, dans la liste des notifications et par courriel. Le titre
## d'une notification ne nomme pas la partie : la liste l'écrit devant, et l'objet d'un courriel commence par elle.

notice-in-game = { $game } : { $title }
notice-turn = À vous de jouer contre { $opponent } (demi-coup { $ply })
notice-turn-again = De nouveau à vous de jouer contre { $opponent } (demi-coup { $ply })
notice-played = { $opponent } a joué (demi-coup { $ply }) : { $move }
notice-effect = Effet : { $effect }
notice-comment = Commentaire : { $comment }
notice-begun = Votre partie de { $game } contre { $opponent } a commencé.
notice-tournament = Tournoi : { $tournament }, ronde { $round }.
notice-reminder = Rappel : votre coup contre { $opponent }, échéance { $due }
notice-reminder-detail = L'échéance de votre coup dans { $game } contre { $opponent } approche.
notice-game-over = Partie terminée contre { $opponent } : { $verdict }
notice-won = Vous avez gagné ({ $reason }).
notice-lost = Vous avez perdu ({ $reason }).
notice-drawn = La partie est nulle ({ $reason }).
notice-ended = La partie est terminée.
notice-wrote = { $name } a écrit : { $text }
notice-draw-offer = { $opponent } propose la nulle
notice-draw-offer-detail = { $opponent } vous propose la nulle dans votre partie de { $game } (après le demi-coup { $ply }).
notice-takeback-offer = { $opponent } demande à reprendre un coup
notice-takeback-one = { $opponent } demande à reprendre son coup { $move } (demi-coup { $ply }) dans votre partie de { $game }.
notice-takeback-more = { $opponent } demande à reprendre son coup { $move } (demi-coup { $ply }) et les suivants ({ $rest }) dans votre partie de { $game }.
notice-takeback-last = { $opponent } demande à reprendre son dernier coup dans votre partie de { $game }.
notice-takeback-declined = { $opponent } a refusé votre reprise
notice-takeback-declined-detail = { $opponent } a refusé que vous repreniez votre coup ; la partie continue comme avant.
notice-taken-back = { $opponent } a accepté la reprise de { $moves }. C'est de nouveau à vous de jouer.
notice-challenge = { $challenger } vous propose une partie de { $game }
notice-challenge-rated = { $challenger } vous propose une partie classée de { $game } ({ $clock } ; { $challenger } joue { $color }).
notice-challenge-casual = { $challenger } vous propose une partie amicale de { $game } ({ $clock } ; { $challenger } joue { $color }).
notice-challenge-rules = Règles : { $rules }
# Le choix que fait pour lui-même le joueur qui accepte (la disposition du janggi) : $choice et $value
# s'écrivent tels qu'une réponse les donne ; $words dit ce que signifie une valeur.
notice-own-choice = En acceptant, vous choisissez vous-même votre { $choice } (sinon, le choix du défi s'applique) :
notice-own-choice-value = { $value } : { $words }
notice-own-choice-reply = Répondez « { command-accept } { $choice }={ $example } » pour accepter avec ce choix.
notice-no-clock = sans pendule
notice-color-white = { $sides ->
    [xiangqi] les Rouges
    [janggi] les Bleus
    [shogi] Sente
   *[chess] les Blancs
}
notice-color-black = { $sides ->
    [xiangqi] les Noirs
    [janggi] les Rouges
    [shogi] Gote
   *[chess] les Noirs
}
notice-color-random = un camp tiré au sort
notice-watched = { $white } – { $black } : { $mover } a joué { $move }
notice-watched-played = { $mover } ({ $side }) a joué (demi-coup { $ply }) : { $move }
notice-watched-end = { $white } – { $black } : partie terminée. { $result }
notice-over = La partie est terminée. { $result }.
notice-chat = { $name } dit : { $words }
notice-chat-detail = { $name } dit :
notice-forecast = { $opponent } a joué { $move } ; vos coups conditionnels ont répondu { $reply }
notice-forecast-played = { $opponent } a joué (demi-coup { $ply }) : { $move }
notice-forecast-answered = Vos coups conditionnels ont répondu (demi-coup { $reply-ply }) : { $reply }
notice-forecast-goes-on = Vos coups conditionnels continuent à partir d'ici.
notice-forecast-ended = C'était le dernier de vos coups conditionnels.

## Ce que dit un courriel sous une notification, sur sa partie telle qu'elle est au départ du courriel.

letter-you-play-white = { $sides ->
    [xiangqi] Vous avez les Rouges. À vous de jouer.
    [janggi] Vous avez les Bleus. À vous de jouer.
    [shogi] Vous jouez Sente. À vous de jouer.
   *[chess] Vous avez les Blancs. À vous de jouer.
}
letter-you-play-black = { $sides ->
    [xiangqi] Vous avez les Noirs. À vous de jouer.
    [janggi] Vous avez les Rouges. À vous de jouer.
    [shogi] Vous jouez Gote. À vous de jouer.
   *[chess] Vous avez les Noirs. À vous de jouer.
}
letter-deadline = Date limite : { $deadline }
letter-no-deadline = aucune (cette partie n'a pas de pendule)
letter-clock = Cadence : { $clock }
letter-clock-days = { $days ->
    [one] { $days } jour par coup
   *[other] { $days } jours par coup
}
letter-clock-bank = réserve de temps : { $initial ->
    [one] { $initial } jour
   *[other] { $initial } jours
}, +{ $increment } par coup, au plus { $cap }
letter-game = Partie : { $link }
letter-the-game = La partie : { $link }
letter-record = Feuille de partie : { $link }
letter-game-and-talk = La partie et la discussion : { $link }
letter-rating = Votre classement en { $game } : { $before } -> { $after } ({ $change }).
letter-legal-moves = { $count ->
    [one] Votre seul coup légal : { $moves }
   *[other] Vos coups légaux ({ $count }) : { $moves }
}
letter-many-moves = Vous avez { $count } coups légaux (répondez « { command-moves } » pour en recevoir la liste).
letter-moves-so-far = Les coups joués jusqu'ici :
letter-hand-white = { $sides ->
    [xiangqi] Pièces en main des Rouges : { $pieces }.
    [janggi] Pièces en main des Bleus : { $pieces }.
    [shogi] Pièces en main de Sente : { $pieces }.
   *[chess] Pièces en main des Blancs : { $pieces }.
}
letter-hand-black = { $sides ->
    [xiangqi] Pièces en main des Noirs : { $pieces }.
    [janggi] Pièces en main des Rouges : { $pieces }.
    [shogi] Pièces en main de Gote : { $pieces }.
   *[chess] Pièces en main des Noirs : { $pieces }.
}
letter-hand-empty = aucune
letter-answer-offer = Acceptez-la ou refusez-la sur la page de la partie : { $link }
letter-move-declines = (Jouer un coup vaut refus.)
letter-reply-draw = Ou répondez à ce courriel par « { command-draw } » pour l'accepter, ou « { command-decline } » pour la refuser.
letter-reply-takeback = Ou répondez à ce courriel par « { command-takeback } » pour l'accepter, ou « { command-decline } { command-takeback } » pour la refuser.
letter-challenge = Acceptez-le ou refusez-le dans le salon : { $link }
letter-watching = Vous suivez cette partie. Répondez « { command-unwatch } » pour ne plus recevoir ces courriels, « { command-board } » ou « { command-log } » pour recevoir l'échiquier ou toute la partie.
letter-reply-say = Répondez par « { command-say } » suivi de votre réponse (« { command-say } Bonne chance ! » ; les lignes suivantes l'accompagnent).
letter-digest-one = Une partie attend votre coup ; la voici telle qu'elle est maintenant :
letter-digest-many = { $count } parties attendent votre coup ; les voici telles qu'elles sont maintenant :
letter-digest-game-white = { $sides ->
    [xiangqi] { $title } contre { $opponent } (vous avez les Rouges), demi-coup { $ply } ; date limite : { $deadline }
    [janggi] { $title } contre { $opponent } (vous avez les Bleus), demi-coup { $ply } ; date limite : { $deadline }
    [shogi] { $title } contre { $opponent } (vous jouez Sente), demi-coup { $ply } ; date limite : { $deadline }
   *[chess] { $title } contre { $opponent } (vous avez les Blancs), demi-coup { $ply } ; date limite : { $deadline }
}
letter-digest-game-black = { $sides ->
    [xiangqi] { $title } contre { $opponent } (vous avez les Noirs), demi-coup { $ply } ; date limite : { $deadline }
    [janggi] { $title } contre { $opponent } (vous avez les Rouges), demi-coup { $ply } ; date limite : { $deadline }
    [shogi] { $title } contre { $opponent } (vous jouez Gote), demi-coup { $ply } ; date limite : { $deadline }
   *[chess] { $title } contre { $opponent } (vous avez les Noirs), demi-coup { $ply } ; date limite : { $deadline }
}

## Ce qu'une réponse peut dire : l'aide qui termine un courriel. Les commandes elles-mêmes sont dans
## commands.ftl ; une réponse peut les donner dans la langue du lecteur ou en anglais.

help-intro = Répondez à ce courriel avec l'une de ces commandes en première ligne :
help-your-move = votre coup (« P e2-e4 » ou « e2e4 ») ; les lignes suivantes en sont le commentaire
help-draw = proposer la nulle, ou accepter celle qui est proposée
help-decline = refuser la nulle proposée (ou la reprise demandée)
help-takeback = demander à reprendre votre dernier coup, ou accorder la reprise demandée (parties amicales ; « { command-decline } { command-takeback } » la refuse)
help-claim = réclamer une nulle que les règles permettent
help-resign = abandonner la partie
help-board = m'envoyer l'échiquier maintenant
help-log = m'envoyer toute la partie
help-moves = m'envoyer mes coups légaux
help-say = un message à votre adversaire (les lignes suivantes l'accompagnent)
help-note = m'envoyer mes notes sur cette partie ; « { command-note } ... » les remplace
help-forecast = m'envoyer mes coups conditionnels ; « { command-forecast } { command-clear } » les supprime
help-if = quand c'est à l'adversaire de jouer, des coups conditionnels : « { command-if } X { command-then } Y » joue Y pour vous dès qu'il joue X (une ligne par variante ; ces lignes remplacent vos coups conditionnels)
help-help = m'envoyer cette liste

## Quand tombe une échéance, et dans combien de temps.

due-passed = expiré
due-in-days = { $hours ->
    [0] { $days ->
        [one] dans { $days } jour
       *[other] dans { $days } jours
    }
   *[other] { $days ->
        [one] dans { $days } jour { $hours ->
            [one] { $hours } heure
           *[other] { $hours } heures
        }
       *[other] dans { $days } jours { $hours ->
            [one] { $hours } heure
           *[other] { $hours } heures
        }
    }
}
due-in-hours = { $minutes ->
    [0] { $hours ->
        [one] dans { $hours } heure
       *[other] dans { $hours } heures
    }
   *[other] { $hours ->
        [one] dans { $hours } heure { $minutes ->
            [one] { $minutes } minute
           *[other] { $minutes } minutes
        }
       *[other] dans { $hours } heures { $minutes ->
            [one] { $minutes } minute
           *[other] { $minutes } minutes
        }
    }
}
due-in-minutes = { $minutes ->
    [one] dans { $minutes } minute
   *[other] dans { $minutes } minutes
}
date-time = { $weekday ->
    [1] lun.
    [2] mar.
    [3] mer.
    [4] jeu.
    [5] ven.
    [6] sam.
   *[7] dim.
} { $day ->
    [1] 1er
   *[other] { $day }
} { $month ->
    [1] janv.
    [2] févr.
    [3] mars
    [4] avr.
    [5] mai
    [6] juin
    [7] juil.
    [8] août
    [9] sept.
    [10] oct.
    [11] nov.
   *[12] déc.
} { $year } à { $time } { $zone }
date = { $day ->
    [1] 1er
   *[other] { $day }
} { $month ->
    [1] janv.
    [2] févr.
    [3] mars
    [4] avr.
    [5] mai
    [6] juin
    [7] juil.
    [8] août
    [9] sept.
    [10] oct.
    [11] nov.
   *[12] déc.
} { $year }
deadline-when = { $when } ({ $far })

## La ligne d'une notification qui reprend les mots de quelqu'un (un message, les options d'une partie), tels qu'ils ont été écrits.

notice-quote = { $text }

## Le récapitulatif quotidien
digest-title = { $count ->
    [one] Votre récapitulatif quotidien : une notification
   *[other] Votre récapitulatif quotidien : { $count } notifications
}
digest-intro = { $count ->
    [one] Une notification depuis votre dernier récapitulatif :
   *[other] { $count } notifications depuis votre dernier récapitulatif :
}
# $title : le titre de la notification elle-même ; $at : quand elle est arrivée (2031-11-06T09:30:00Z)
digest-notice = === { $title } ({ $at })
digest-game = Partie : { $link }
