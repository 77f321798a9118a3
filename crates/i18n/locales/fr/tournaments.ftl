## The tournaments' pages: the list with the form to make one, and each tournament's page.

tournament-list-title = Tournois
tournament-none-yet = Aucun tournoi pour l'instant.
tournament-column-tournament = Tournoi
tournament-column-game = Jeu
tournament-column-players = Joueurs
tournament-column-state = État
tournament-list-detail = { $kind }, { $clock }, { $rating }
tournament-kind-swiss = système suisse
tournament-kind-round-robin = toutes rondes
tournament-rated = classé
tournament-casual = amical
tournament-clock-none = sans pendule
tournament-clock-days = { $days ->
    [one] { $days } jour par coup
   *[other] { $days } jours par coup
}
tournament-clock-bank = réserve de temps : { $initial } jours, +{ $increment } par coup, { $cap } au plus
tournament-status-open = inscriptions ouvertes
tournament-status-round = ronde { $round } sur { $rounds }
tournament-status-under-way = en cours
tournament-status-finished = terminé
tournament-status-cancelled = annulé
tournament-starts = début le { $when }

## The form to make a tournament.

tournament-make = Créer un tournoi
tournament-game = Jeu
tournament-group-hand-written = Programmés à la main
tournament-group-defined = Définis par des données
tournament-group-players = Variantes des joueurs
tournament-variant-by = { $variant } (de { $owner })
tournament-show-options = Afficher les options de ce jeu
tournament-name = Nom
tournament-format = Formule
tournament-swiss-choice = Système suisse : chaque ronde est appariée dès que la précédente s'achève, entre joueurs de score voisin
tournament-rounds-label = Rondes
tournament-round-robin-choice = Toutes rondes : chaque paire joue deux fois, une fois avec chaque couleur, toutes les parties en même temps
tournament-rule-options = Options de règles
tournament-option-on = oui
tournament-option-off = non
tournament-days-per-move = Jours par coup
tournament-rating = Type de tournoi
tournament-rated-choice = Classé
tournament-casual-choice = Amical
tournament-starts-at = Début (UTC) : les inscriptions ferment et la première ronde est appariée
tournament-open = Ouvrir le tournoi
tournament-rounds-not-a-number = Le nombre de rondes doit être un nombre entier.
tournament-days-not-a-number = Les jours par coup doivent être un nombre entier.
tournament-not-a-time = « { $text } » n'est pas une date et une heure.
tournament-opened = Votre tournoi est ouvert : les joueurs peuvent s'y inscrire jusqu'à son début.

## A tournament's page.

tournament-summary-swiss = { $game } en système suisse sur { $rounds ->
    [one] { $rounds } ronde
   *[other] { $rounds } rondes
}, { $clock }, { $rating }.
tournament-summary-round-robin = { $game } en toutes rondes, { $clock }, { $rating }.
tournament-rules = Règles : { $rules }.
tournament-made-by = Créé par { $creator }.
tournament-joining-open = Les inscriptions sont ouvertes ; début le { $starts }.
tournament-state-round = Ronde { $round } sur { $rounds }.
tournament-state-under-way = En cours.
tournament-state-finished = Terminé.
tournament-state-cancelled = Annulé.
tournament-join = S'inscrire
tournament-leave = Se désinscrire
tournament-start-now = Commencer maintenant
tournament-withdraw = Abandonner le tournoi
tournament-withdraw-confirm = Abandonner le tournoi ? Vos parties non terminées de ce tournoi seront perdues par abandon.
tournament-you-withdrew = Vous avez abandonné le tournoi.
tournament-standings = Classement
tournament-column-player = Joueur
tournament-column-points = Points
tournament-column-sb = SB
tournament-sonneborn-berger = Sonneborn-Berger : les points des adversaires battus, plus la moitié de ceux des adversaires avec qui la partie fut nulle
tournament-column-wins = Victoires
tournament-column-played = Jouées
tournament-withdrew-mark = (a abandonné)
tournament-round = Ronde { $round }
tournament-games = Parties
tournament-result-playing = en cours
tournament-bye = exempt (1 point)
tournament-players = Joueurs ({ $count })
tournament-joined = Vous êtes inscrit. Vos parties vous parviendront à mesure que chaque ronde sera appariée.
tournament-left = Vous avez quitté le tournoi.
tournament-withdrawn = Vous avez abandonné : vos parties non terminées du tournoi sont perdues par abandon, et vous ne serez plus apparié.
tournament-started = Le tournoi a commencé.
tournament-no-such-page = Cette page n'existe pas.
