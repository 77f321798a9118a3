## The rules pages: the index of the games, and the frame around each game's rules.

rules-title = Règles
rules-page-title = { $game } : les règles
rules-start-position = La position de départ. Échiquier : { $files } × { $ranks }.
rules-start-game = Commencer une partie de { $game }
rules-pieces = Les pièces et leur marche
rules-pieces-hint = Chaque pièce seule près du centre de l'échiquier ; les marques sont toutes les cases où les règles la laissent aller depuis là (les rois dessinés en pâle n'y sont que parce qu'une position en exige ; un anneau sur une case vide est là où la pièce prendrait).
rules-piece-reach = { $count ->
    [one] { $count } case depuis ici
   *[other] { $count } cases depuis ici
}
rules-piece-never-moves = ne bouge jamais
rules-options = Options
rules-option-default = { $description } (par défaut : { $default })
rules-all-games = Tous les jeux
rules-defined = Variantes d'échecs définies par des données
rules-players-variants = Variantes des joueurs
rules-players-intro = Écrites par des joueurs dans le même format ; { $link }.
rules-upload-your-own = envoyez la vôtre
rules-newest-here = Les plus récentes sont ici ; cherchez les autres.
rules-search-label = Chercher parmi les variantes des joueurs
rules-search-placeholder = un nom, un fichier ou un joueur
rules-search = Chercher
rules-by = de { $owner }
rules-no-match = Aucune variante de joueur ne correspond à « { $search } ».
rules-more = Plus de variantes des joueurs
rules-no-such-variant = Il n'y a pas de variante « { $id } ».
rules-in-english = Ces règles ne sont pour l’instant qu’en anglais ; leur traduction est en cours.
rules-as-data = Les règles en données
rules-as-data-intro = Pour ceux qui écrivent des variantes : le jeu tel que le décrit sa définition au format variants.ini.
