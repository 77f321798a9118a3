# Ce que dit le serveur quand il refuse une action (un formulaire, une réponse par courriel, une requête à l'API).
# Chaque message tient en une ou deux phrases que le joueur lit à côté du formulaire qu'il a envoyé.

error-no-such-account = Ce compte n'existe pas.
error-no-such-analysis = Cette analyse n'existe pas.
error-no-such-challenge = Ce défi n'existe pas.
error-no-engine = Ce serveur n'a pas de moteur contre lequel jouer.
error-no-such-game = Cette partie n'existe pas.
error-no-such-player = Ce joueur n'existe pas.
error-no-such-tournament = Ce tournoi n'existe pas.
error-no-such-file = Ce fichier de variantes n'existe pas.
error-no-such-file-of-yours = Vous n'avez pas ce fichier de variantes.
error-not-your-game = Ce n'est pas votre partie.
# $side : Blancs ou Noirs (side-white, side-black)
error-not-your-turn = Ce n'est pas votre tour : c'est aux { $side } de jouer.
error-wrong-password = Ce n'est pas le mot de passe du compte : rien n'a été modifié.
error-stale-ply = La partie a avancé : elle en est au demi-coup { $current }, pas au { $expected }. Rechargez-la et réessayez.
error-hashing-busy = Le serveur vérifie beaucoup de mots de passe à la fois ; réessayez dans quelques secondes.

## Défis et annonces
error-rating-outside = Une fourchette de classement va de { $low } à { $high } ; { $end } est en dehors.
error-rating-range-reversed = Le classement minimal ({ $min }) est supérieur au classement maximal ({ $max }).
# $value : ce qui a été envoyé, en JSON
error-option-value = La valeur d'une option est un texte, un nombre ou true/false, pas { $value }.
error-colour = La couleur est « white », « black » ou « random », pas « { $colour } ».
error-engine-unrated = Les parties contre le moteur ne sont jamais classées ; demandez une partie amicale.
error-range-for-seeks = Une fourchette de classement est réservée aux annonces ouvertes ; un défi lancé à un joueur désigne déjà l'adversaire.
error-open-must-be-true = « open » doit valoir true pour une annonce ouverte.
error-no-player-named = Il n'y a aucun joueur nommé « { $name } ».
error-account-closed = { $name } a fermé son compte.
error-engine-by-level = Pour jouer contre le moteur, lancez le défi avec {"{"}"engine": NIVEAU{"}"} (un niveau de 1 à 12).
error-challenge-yourself = Vous ne pouvez pas vous défier vous-même.
error-challenge-accepted = Ce défi a déjà été accepté.
error-challenge-declined = Ce défi a déjà été refusé.
error-challenge-withdrawn = Ce défi a déjà été retiré.
error-challenge-closed = Ce défi est clos.
error-challenge-for-another = Ce défi est adressé à un autre joueur.
error-own-seek = Vous ne pouvez pas accepter votre propre annonce.
# $game : le nom du jeu ; $rating : le classement du joueur dans ce jeu (suivi d'un ? tant qu'il est provisoire)
error-seek-rating = Cette annonce s'adresse aux joueurs classés de { $min } à { $max } en { $game } ; votre classement y est de { $rating }.
error-challenge-taken = Ce défi vient d'être accepté ou retiré.
error-decline-not-yours = Seul le joueur défié peut refuser un défi.
error-withdraw-not-yours = Seul le lanceur du défi peut le retirer.

## Cadences
error-days-per-move = Le nombre de jours par coup va de 1 à 30, pas { $days }.
error-bank-initial = Une réserve de temps commence avec 1 à 90 jours, pas { $days }.
error-bank-increment = Une réserve de temps ajoute au plus 30 jours par coup, pas { $days }.
error-bank-cap = Le maximum d'une réserve de temps va de ses jours de départ ({ $initial }) à 180, pas { $cap }.

## Parties
error-watch-own-game = Vous jouez cette partie : ses coups vous parviennent déjà.
# $result : la façon dont la position de départ la terminerait (outcome-white-wins…)
error-over-at-start = Cette partie serait terminée avant son premier coup ({ $result }) : elle ne peut pas être jouée.
error-game-too-busy = La partie change trop vite pour jouer ce coup maintenant ; réessayez.
error-comment-too-long = Un commentaire compte au plus { $max } caractères.
error-no-draw-offer = Votre adversaire n'a pas proposé la nulle.
error-draw-offered-already = Vous avez déjà proposé la nulle.
error-draw-action = L'action de nulle est offer, accept, decline ou claim, pas « { $action } ».
# $result : la façon dont elle s'est terminée (outcome-white-wins…)
error-game-over = La partie est terminée : { $result }.
error-nothing-to-hint = La partie est terminée : il n'y a plus d'indice à donner.

## Tournois
error-tournament-joining-closed = Le tournoi a commencé : les inscriptions sont closes.
error-tournaments-by-admins = Sur ce serveur, seuls les administrateurs créent des tournois.
error-tournament-name-length = Le nom d'un tournoi compte de 3 à 60 caractères.
# $kind : ce qui a été demandé ; round_robin et swiss sont les mots de l'API, gardés tels quels
error-tournament-kind = Un tournoi est de type round_robin ou swiss, pas « { $kind } ».
error-round-robin-rounds = Un tournoi toutes rondes n'a pas de nombre de rondes à fixer : chaque paire joue avec les deux couleurs à la fois.
error-swiss-rounds = Un tournoi en système suisse compte de 1 à { $max } rondes, pas { $rounds }.
error-tournament-start = Un tournoi commence entre maintenant et dans { $days } jours.
error-tournament-full = Le tournoi est complet ({ $players } joueurs).
error-tournament-joined-already = Vous êtes déjà inscrit à ce tournoi.
error-tournament-not-joined = Vous n'êtes pas inscrit à ce tournoi.
error-tournament-not-playing = Vous ne jouez pas dans ce tournoi (ou vous l'avez déjà abandonné).
error-tournament-over = Le tournoi est terminé.
error-tournament-start-not-yours = Seul le créateur du tournoi peut le faire commencer plus tôt.
error-tournament-started = Le tournoi a déjà commencé.

## Paramètres
error-reminder-hours = Un rappel est un nombre entier d'heures de 1 à { $max }, pas « { $given } ».
error-reminders-at-most-five = Cinq rappels au plus.
# move, digest et none sont les mots de l'API, gardés tels quels
error-notify-mode = Les notifications sont « move », « digest » ou « none », pas « { $given } ».
error-time-zone = « { $zone } » n'est pas un fuseau horaire : indiquez son nom, comme Europe/Paris, America/New_York ou UTC.
# san et full sont les mots de l'API, gardés tels quels
error-notation = La notation est « san » (algébrique abrégée, Nf3) ou « full » (algébrique complète, N g1-f3), pas « { $given } ».
# $known : les étiquettes des langues d'ortoo, séparées par des virgules
error-language = ortoo n'a pas de langue « { $tag } » ; ses langues sont { $known }.
error-mail-password = Un mot de passe courriel compte de 8 à 64 caractères, sans espace (il figure dans l'objet d'un courriel).
error-vacation-length = Des congés durent au moins un jour.
# $left : les jours restants, avec une décimale (2.5)
error-vacation-left = Il ne vous reste que { $left } jours de congé cette année, pas { $days }.
error-not-on-vacation = Vous n'êtes pas en congé.
error-vacation-changed = Vos congés viennent d'être modifiés (dans une autre fenêtre ?). Rechargez la page et réessayez.

## Fichiers de variantes
error-files-cursor = « { $given } » n'est pas le début d'une page de cette liste : indiquez le `next` de la page précédente.
error-file-too-long = Le fichier fait { $bytes } octets ; un fichier fait au plus { $max } octets (64 Kio).
error-file-no-variant = Le fichier ne définit aucune variante : une variante est une section comme [mygame:chess], suivie de ses clés.
error-file-too-many-variants = Le fichier définit { $count } variantes ; un fichier peut en définir au plus { $max }.
error-files-too-many = Vous gardez déjà { $max } fichiers, le maximum pour un joueur ; supprimez-en un, ou envoyez le nouveau sous le nom de l'un d'eux pour le remplacer.
error-search-too-long = Une recherche compte au plus { $max } caractères.
error-file-name-needed = Il faut un nom de fichier, comme mine.ini.
error-file-name-too-long = Le nom d'un fichier compte au plus { $max } caractères.
error-file-name-letters = Le nom d'un fichier se compose de lettres, de chiffres, d'espaces, de « - », « _ » et « . », et ne commence ni par un point ni par une espace.

## Le moteur
error-engine-level = Le niveau du moteur va de { $low } à { $high }, pas { $level }.
error-engine-games = Vous jouez déjà le nombre maximal de parties contre le moteur ({ $count }) ; lancez-en une autre quand l'une d'elles sera terminée.
error-engine-watched = Vous regardez déjà { $count } parties du moteur contre lui-même ; lancez-en une autre quand l'une d'elles sera terminée.
error-hints-against-engine = Les indices ne sont donnés que dans les parties contre le moteur.
error-hints-busy = Le moteur est occupé par d'autres indices ; redemandez dans quelques secondes.

## Comptes
error-bad-name = Un nom compte de 2 à 24 lettres, chiffres, « - » ou « _ », et commence par une lettre.
error-bad-email = Cela ne ressemble pas à une adresse électronique.
error-bad-password = Un mot de passe doit compter au moins 8 caractères (et au plus 200).
error-link-refused = Ce lien a déjà servi, a expiré ou a été remplacé par un plus récent. Demandez-en un nouveau.
error-verified-already = { $address } est déjà vérifiée.
error-reset-who = Indiquez le nom du compte ou son adresse électronique.
error-password-changed = Le mot de passe a été changé entre-temps (ailleurs) : reconnectez-vous.
error-same-address = { $address } est déjà l'adresse du compte.
error-name-taken = Le nom « { $name } » est déjà pris.

## Coups conditionnels
error-forecast-your-move = C'est à vous de jouer : jouez votre coup. Les coups conditionnels se saisissent quand c'est à votre adversaire de jouer.
error-forecast-too-large = Les coups conditionnels comptent au plus { $max } paires de coups, sur une profondeur de { $deepest } ; ceux-ci en comptent { $count }, sur une profondeur de { $depth }.
# $why : la raison donnée par les règles (une phrase à part entière)
error-forecast-move = Dans vos coups conditionnels, « { $move } » ne peut pas être joué : { $why }
# $line : les coups qui le précèdent, séparés par des virgules
error-forecast-move-after = Dans vos coups conditionnels, « { $move } » après { $line } ne peut pas être joué : { $why }
error-forecast-over-after-theirs = la partie serait terminée après le coup de votre adversaire.
error-forecast-nothing-after = Dans vos coups conditionnels, la partie serait terminée après { $line } : rien ne peut donc suivre.
error-forecast-two-answers-now = Deux branches répondent à { $move } dans la position actuelle : ne gardez qu'une réponse à chaque coup de votre adversaire.
error-forecast-two-answers = Deux branches répondent à { $move } après { $line } : ne gardez qu'une réponse à chaque coup de votre adversaire.

## Reprises
error-takeback-action = L'action de reprise est offer, accept, decline ou withdraw, pas « { $action } ».
error-takeback-rated = Les coups ne se reprennent que dans les parties amicales ; celle-ci est classée.
error-takeback-tournament = Les coups ne se reprennent pas dans les parties d'un tournoi.
error-takeback-asked-already = Vous avez déjà demandé à reprendre votre coup.
error-takeback-opponent-asked = Votre adversaire a demandé à reprendre son coup : acceptez ou refusez d'abord sa demande.
error-takeback-engine-thinking = Le moteur choisit sa réponse : redemandez une fois qu'il aura joué.
error-takeback-not-moved = Vous n'avez pas encore joué : il n'y a aucun coup à reprendre.
error-takeback-no-offer = Votre adversaire n'a pas demandé à reprendre un coup.
error-takeback-not-asked = Vous n'avez pas demandé à reprendre un coup.
error-takeback-nothing = Le camp qui demande la reprise n'a joué aucun coup.

## Analyse et discussion
error-analysis-while-playing = Une partie n'est analysée qu'une fois terminée : l'avis du moteur aiderait un joueur qui la joue encore.
error-analysis-nothing = Cette partie s'est terminée avant son premier coup : il n'y a rien à analyser.
error-message-empty = Un message ne peut pas être vide.
error-message-too-long = Un message compte au plus { $max } caractères.
error-note-too-long = Une note compte au plus { $max } caractères.
# « if », « then » et SON-COUP, VOTRE-COUP : les mots avec lesquels s'écrit une ligne de coups conditionnels (if et then restent en anglais)
error-forecast-line = « { $line } » n'est pas une ligne de coups conditionnels : écrivez « if SON-COUP then VOTRE-COUP », et « then if ... then ... » pour les coups suivants.
error-form-unreadable = Le formulaire n’a pas pu être lu : un champ manque ou contient une valeur qu’il n’accepte pas. Revenez en arrière, rechargez la page et renvoyez-le.
error-query-unreadable = Cette page ne peut pas lire la partie de l’adresse après le « ? » ; suivez un lien au lieu de modifier l’adresse.

error-cross-site = Les formulaires envoyés depuis d’autres sites sont refusés : envoyez le formulaire depuis les pages de ce serveur.
error-json-body-missing = La requête a besoin d’un corps JSON.
error-json-not-object = Le corps doit être un objet JSON : {"{"}"name": value, ...{"}"}.
error-json-content-type = Envoyez le corps en JSON, avec l’en-tête Content-Type: application/json.
error-json-syntax = Le corps n’est pas un JSON bien formé : l’erreur est à la ligne { $line }, colonne { $column }.
error-body-too-large = Le corps de la requête est trop volumineux.
error-body-unread = Le corps de la requête n’a pas pu être lu.
error-request-missing-field = Il manque à la requête le champ { $field }.
error-request-unknown-field = La requête contient un champ que cet appel n’accepte pas : { $field }.
error-request-repeated-field = La requête donne deux fois le champ { $field }.
error-request-bad-value = Le champ { $field } ne peut pas valoir { $value } : il accepte { $taken }.
error-request-wrong-type = Le champ { $field } contient une valeur du mauvais type.
error-request-unread = La requête ne correspond pas à cet appel : { $why }
error-request-path = L’adresse ne correspond pas à cet appel : { $why }

## Les refus propres à l'API
# Un caractère de contrôle dans ce qu'un client a envoyé ; les pages disent aussi ces phrases.
# $character : son point de code, et son nom s'il en a un (U+0000 (NUL)) ; $field : le nom du
# champ tel que la requête l'écrit (comment, opponent.user, moves[2]).
error-control-in-address = L'adresse contient le caractère de contrôle { $character }, qu'ortoo n'accepte dans aucun texte ; retirez-le et renvoyez la requête.
error-control-in-query-field = Le champ « { $field } » de l'adresse contient le caractère de contrôle { $character }, qu'ortoo n'accepte dans aucun texte ; retirez-le et renvoyez la requête.
error-control-in-query-name = Un nom de champ de l'adresse contient le caractère de contrôle { $character }, qu'ortoo n'accepte dans aucun texte ; retirez-le et renvoyez la requête.
error-control-in-body = Le corps de la requête contient le caractère de contrôle { $character }, qu'ortoo n'accepte dans aucun texte ; retirez-le et renvoyez la requête.
error-control-in-field = Le champ « { $field } » contient le caractère de contrôle { $character }, qu'ortoo n'accepte dans aucun texte ; retirez-le et renvoyez la requête.
error-control-in-name = Un nom de champ contient le caractère de contrôle { $character }, qu'ortoo n'accepte dans aucun texte ; retirez-le et renvoyez la requête.
error-control-in-body-name = Un nom de champ du corps de la requête contient le caractère de contrôle { $character }, qu'ortoo n'accepte dans aucun texte ; retirez-le et renvoyez la requête.
error-control-in-name-in = Un nom de champ dans le champ « { $field } » contient le caractère de contrôle { $character }, qu'ortoo n'accepte dans aucun texte ; retirez-le et renvoyez la requête.
error-api-too-large = Le corps de la requête dépasse la taille que ce serveur accepte.
error-api-method = Cette méthode n'est pas autorisée ici.
error-api-timeout = La requête a pris trop de temps et a été abandonnée.
error-api-media-type = Le corps de la requête est d'un type que ce point d'accès ne lit pas.
error-api-not-understood = La requête n'a pas pu être comprise.
error-api-no-endpoint = Ce point d'accès de l'API n'existe pas.
# $scope : read ou play, les mots de l'API, gardés tels quels
error-api-missing-scope = Ce jeton n'a pas la portée « { $scope } ».
error-api-bearer = Envoyez le jeton sous la forme « Authorization: Bearer <token> ».
error-api-token-invalid = Ce jeton d'API n'est pas valide : il est peut-être mal saisi, ou révoqué.
error-api-account-needed = Il faut un compte pour cela : envoyez un jeton d'API sous la forme « Authorization: Bearer <token> » (POST /api/v1/tokens en crée un).
error-api-login-wrong = Ce nom et ce mot de passe ne correspondent à aucun compte.
# read et play sont les mots de l'API, gardés tels quels
error-api-scopes = Les portées sont « read » et « play » (l'une ou les deux).
# $position : la place du caractère dans le libellé, comptée à partir de 1 ; $character : line-feed,
# carriage-return ou tab, chacun dit en mots, ou sinon le point de code du caractère (U+0007)
error-api-token-label-line = Le libellé d'un jeton tient sur une seule ligne ; le caractère { $position } est un caractère de contrôle ({ $character ->
        [line-feed] un saut de ligne
        [carriage-return] un retour chariot
        [tab] une tabulation
       *[other] { $character }
    }).
error-api-token-label-length = Le libellé d'un jeton compte au plus 100 caractères.
error-api-no-such-token = Vous n'avez aucun jeton actif avec cet identifiant.
error-api-idempotency-key = Une Idempotency-Key compte de 1 à 200 caractères ASCII visibles.
error-api-idempotency-key-reused = Cette Idempotency-Key a déjà servi pour une autre requête.
error-api-idempotency-key-used = Cette Idempotency-Key a déjà servi, et cette requête n'a rien changé : envoyez-la de nouveau pour lire la réponse gardée pour cette clé.
# $count : les flux que cette adresse a ouverts, le maximum qu'elle peut
error-api-streams-per-address = Cette adresse IP a déjà ouvert autant de flux d'événements qu'elle le peut ({ $count }) ; fermez-en un (un onglet) ou réessayez plus tard.
error-api-streams-busy = Le serveur a ouvert autant de flux d'événements qu'il le peut ; réessayez dans un moment.
# status, turn, format, limit et starts_at sont des champs de la requête, et active, finished, mine,
# text, pgn et usi leurs valeurs : les mots de l'API, gardés tels quels
error-api-games-status = status vaut active ou finished.
error-api-games-turn = turn ne prend que la valeur mine.
# $format : ce qui a été demandé
error-api-export-format = format vaut text, pgn ou usi, pas « { $format } ».
error-api-export-pgn = Le PGN ne décrit que les jeux de la famille des échecs ; format=text donne le journal complet de cette partie.
error-api-export-usi = L'USI ne décrit que la famille du shogi ; format=text donne le journal complet de cette partie.
error-api-variants-limit = limit est un nombre de fichiers de 1 à { $max }.
# $given : ce qui a été envoyé
error-api-starts-at = starts_at est une date et heure au format RFC 3339 (2026-12-01T18:00:00Z), pas « { $given } ».
# branches et lines sont des champs de la requête, gardés tels quels
error-api-forecast-form = Envoyez les coups conditionnels sous forme de « branches » ou de « lines », l'un des deux.
error-api-analysis-under-way = Cette partie est en cours : elle sera analysée une fois terminée.
error-api-analysis-not-made = Cette partie n'a pas d'analyse : elle s'est terminée avant que les analyses existent. Faites un POST à cette adresse pour en demander une.
error-api-mark-at-most = Marquez au plus 500 notifications à la fois.
