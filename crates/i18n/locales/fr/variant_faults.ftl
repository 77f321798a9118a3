## The faults found in a player's file of variants (variants.ini), as the upload page and the API
## list them: where each is and what is wrong. What they quote from the file, and the format's own
## words (its keys and values, Betza's letters), stay as the file has them.

fault-at-line = { $place }, ligne { $line }
fault-in-variant = { $place }, [{ $variant }]
fault-in-key = { $place }, { $key }
fault-at = { $place } : { $fault }

fault-file-not-taken = Le fichier n'a pas été accepté : { $fault }.
fault-file-not-taken-many = Le fichier n'a pas été accepté : il a { $count } erreurs ; la première : { $first }.

## Reading the file into sections.

fault-section-unclosed = le nom d'une section s'écrit [nom] : « { $text } »
fault-variant-name = « { $name } » n'est pas un nom de variante (lettres, chiffres, « - » et « _ », 40 au plus)
fault-variant-twice = la variante est définie deux fois dans ce fichier
fault-not-key-value = « clé = valeur » était attendu, « { $text } » a été trouvé
fault-key-outside-section = une clé placée avant la première section [variante] n'appartient à aucune variante
fault-line-without-key = une ligne sans clé : « { $text } »
fault-variant-name-link = ici, le nom d'une variante ne comporte que des lettres, des chiffres, « - » et « _ » (il fait partie de son lien)
fault-builtin-name = une variante intégrée porte déjà ce nom ; donnez-en un autre à la vôtre (elle peut en hériter)
fault-name-offered = une variante de ce nom existe déjà ; donnez-en un autre à la vôtre
fault-no-such-variant = cette variante n'existe pas
fault-not-in-file = cette variante n'est pas dans le fichier

## A key's value that is not what the key takes.

fault-not-true-or-false = « { $value } » n'est ni true ni false
fault-not-whole-number = « { $value } » n'est pas un nombre entier
fault-not-result = « { $value } » n'est pas un résultat (win, loss, draw ou none)
fault-result-not-none = ce résultat est win, loss ou draw
fault-not-board-file = « { $value } » n'est pas une colonne (de a à l, ou de 1 à 12)
fault-not-rank = « { $value } » n'est pas une rangée (de 1 à { $max })
fault-not-square = « { $square } » n'est pas une case d'un échiquier de { $files }×{ $ranks }
fault-no-piece-lettered = aucune pièce de cette variante n'a la lettre « { $letter } »
fault-not-one-piece-letter = « { $value } » n'est pas la lettre d'une seule pièce
fault-counting-rule = « { $value } » n'est pas une règle de comptage : écrivez makruk, cambodian, asean ou none
fault-chasing-rule = « { $value } » n'est pas une règle de poursuite : écrivez axf ou none
fault-walling-rule = « { $value } » n'est pas une règle de murs : écrivez duck, arrow, past, edge, static ou none
fault-material-counting = « { $value } » n'est pas une façon de compter le matériel : écrivez janggi, unweighted, whitedrawodds, blackdrawodds ou none
fault-promoted-piece-type = « { $part } » n'est pas la lettre d'une pièce, deux-points et la lettre de la pièce en laquelle elle est promue (ou -), comme p:g
fault-promotion-limit = « { $part } » n'est pas lettre:nombre pour une pièce de cette variante
fault-piece-name-form = « { $part } » ne nomme aucune pièce : écrivez la lettre, deux-points et le nom, comme k:King
fault-piece-name-letter = « { $letter } » n'est pas la lettre d'une pièce : écrivez une seule lettre avant les deux-points, comme k:King
fault-piece-name-length = le nom de « { $letter } » doit compter de 1 à { $max } caractères de texte, comme k:King

## A variant's parents, its board, its pieces and its keys.

fault-inherits-from-itself = hérite d'elle-même par [{ $parent }]
fault-parent-unknown = hérite de [{ $parent }], qui n'est ni une des variantes d'ortoo ni une section plus haut dans ce fichier
fault-board-too-large = un échiquier de { $files }×{ $ranks } dépasse le maximum pris en charge pour l'instant, 12×10
fault-not-one-letter = « { $letter } » n'est pas une seule lettre
fault-not-a-piece-letter = « { $letter } » n'est pas une lettre qu'une pièce peut avoir
fault-named-piece-moves = { $key } se déplace comme son nom l'indique ; donnez une marche à vous à un customPiece
fault-custom-piece-form = une pièce à vous s'écrit lettre:Betza, par exemple a:BN
fault-too-many-kinds = plus de { $max } sortes de pièces
fault-betza = notation de Betza « { $betza } » : { $why }
fault-custom-piece-number = les pièces à vous vont de customPiece1 à customPiece25
fault-not-a-key = ce n'est pas une clé du format variants.ini (vérifiez l'orthographe et les majuscules)
fault-mobility-region-key = une région de mobilité est mobilityRegionWhite ou mobilityRegionBlack suivi d'une pièce, comme dans mobilityRegionWhiteKing
fault-mobility-region-piece = le jeu n'a pas de pièce { $key } pour une région de mobilité (nommez-la comme sa clé, avec une majuscule : { $name })
fault-in-builtin = { $fault } (une clé des variantes intégrées d'ortoo sur lesquelles [{ $variant }] s'appuie, à laquelle les clés propres de [{ $variant }] ne conviennent plus : donnez aussi cette clé dans [{ $variant }])

## Keys of the format that games defined as data cannot have yet.

fault-not-yet-two-boards = les jeux définis comme données ne prennent pas encore en charge deux échiquiers (bughouse)
fault-not-yet-enclosing-drops = les jeux définis comme données ne prennent pas encore en charge les parachutages qui encerclent (comme au reversi)
fault-not-yet-walls = les jeux définis comme données ne prennent pas encore en charge les murs
fault-not-yet-counting-rules = les jeux définis comme données ne prennent pas encore en charge les règles de comptage
fault-not-yet-special-mates = les jeux définis comme données ne prennent pas encore en charge les mats spéciaux
fault-not-yet-repetition-rules = les jeux définis comme données ne prennent pas encore en charge les règles de répétition
fault-not-yet-connection-games = les jeux définis comme données ne prennent pas encore en charge les jeux d'alignement
fault-not-yet-castling-wins = les jeux définis comme données ne prennent pas encore en charge la victoire par le roque
fault-not-yet-several-flag-pieces = les jeux définis comme données ne prennent pas encore en charge plusieurs pièces à amener au but
fault-not-yet-opposite-castling = les jeux définis comme données ne prennent pas encore en charge le roque opposé
fault-not-yet-double-step-keys = les jeux définis comme données ne prennent pas encore en charge les anciennes clés du double pas (utilisez doubleStepRegionWhite et doubleStepRegionBlack)
fault-not-yet-walling-rule = les jeux définis comme données ne prennent pas encore en charge la règle de murs « { $value } » (seul duck est lu)

## A piece's moves in Betza's notation that cannot be read.

fault-betza-at = { $why } (au caractère { $at })
fault-betza-atom = « { $letter } » n'est pas une marche de pièce que le serveur connaît pour l'instant (atomes : W F D N A H C L Z J G K R B Q)
fault-betza-range-zero = un glissement de { $letter }0 ne mène nulle part : donnez une portée de 1 à 9
fault-betza-cannot-ride = { $letter } ne peut pas glisser ici (répéter son saut le long d'une ligne) : seules les lignes de W, F et N se parcourent ainsi (WW ou R, FF ou B, NN, W3) ; écrivez { $letter } seul pour son saut unique
fault-betza-lame = « n » (un saut qui peut être bloqué) se place devant les sauteurs N, A, Z, J ou D, pas devant { $written } : retirez-le, un glissement s'arrête déjà à la première pièce de sa ligne
fault-betza-hopper = « { $letter } » (un saut par-dessus une pièce) se place devant un glissement qui va aussi loin que sa ligne est libre (R, B, Q, WW, FF, NN), pas devant { $written }
fault-betza-unknown = « { $letter } » ne fait pas partie de la notation de Betza telle qu'elle est lue ici
fault-betza-dangling = les modificateurs de la fin ne s'appliquent à aucun atome : terminez par la lettre d'une pièce, comme dans fmW
fault-betza-range-doubled = « { $digit } » suit { $doubled }, qui glisse déjà aussi loin que sa ligne est libre : écrivez { $ranged } pour un glissement d'au plus { $digit ->
    [one] { $digit } case
   *[other] { $digit } cases
}, ou { $doubled } seul
fault-betza-range-two-digits = une portée est un seul chiffre, de 1 à 9 : { $written } en donne deux ; écrivez { $ranged }, ou { $doubled } pour glisser aussi loin que la ligne est libre
fault-betza-range-before = une portée se place après la lettre de la pièce, pas avant : écrivez { $ranged } plutôt que { $written }
fault-betza-range-alone = « { $digit } » ne suit aucune lettre de pièce : une portée se place juste après une lettre, comme dans { $example }

## A start position (startFen) that cannot be played.

fault-start-over-white-won = la partie est finie avant son premier coup (les Blancs, au trait, ont gagné : { $by }) ; partez d'une position encore en jeu
fault-start-over-white-lost = la partie est finie avant son premier coup (les Blancs, au trait, ont perdu : { $by }) ; partez d'une position encore en jeu
fault-start-over-white-drawn = la partie est finie avant son premier coup (les Blancs, au trait, ont fait nulle : { $by }) ; partez d'une position encore en jeu
fault-start-over-black-won = la partie est finie avant son premier coup (les Noirs, au trait, ont gagné : { $by }) ; partez d'une position encore en jeu
fault-start-over-black-lost = la partie est finie avant son premier coup (les Noirs, au trait, ont perdu : { $by }) ; partez d'une position encore en jeu
fault-start-over-black-drawn = la partie est finie avant son premier coup (les Noirs, au trait, ont fait nulle : { $by }) ; partez d'une position encore en jeu
fault-start-by-extinction = les pièces que compte le jeu ont disparu
fault-start-by-flag = une pièce se trouve dans la région fixée par le jeu
fault-start-by-checks = les échecs que compte le jeu ont été donnés
fault-start-by-checkmate = échec et mat
fault-start-by-stalemate = pat
fault-start-by-pawn-drop-mate = un mat donné par un pion parachuté
fault-start-by-counting = le comptage a dépassé sa limite
fault-start-by-passes = les deux camps ont passé
fault-start-by-bikjang = les généraux sont restés face à face
fault-start-white-checkmated = les Blancs, qui jouent en premier, n'ont aucun coup légal (mat dès le départ) ; partez d'une position où le camp au trait peut jouer
fault-start-white-stalemated = les Blancs, qui jouent en premier, n'ont aucun coup légal (pat dès le départ) ; partez d'une position où le camp au trait peut jouer
fault-start-black-checkmated = les Noirs, qui jouent en premier, n'ont aucun coup légal (mat dès le départ) ; partez d'une position où le camp au trait peut jouer
fault-start-black-stalemated = les Noirs, qui jouent en premier, n'ont aucun coup légal (pat dès le départ) ; partez d'une position où le camp au trait peut jouer

fault-fen-empty = la FEN est vide
fault-fen-hands-unclosed = les réserves « [{ $hands } » n'ont pas de « ] » fermant
fault-fen-ranks = l'échiquier a { $ranks ->
    [one] { $ranks } rangée
   *[other] { $ranks } rangées
}, la FEN en donne { $given }
fault-fen-hand-piece = « { $letter } » dans les réserves n'est pas une pièce de { $game }
fault-fen-side = « { $value } » n'est pas un camp au trait (w ou b)
fault-fen-gate = « { $letter } » n'est ni un droit de roque ni une colonne par laquelle faire entrer une pièce
fault-fen-castling-king = droit de roque « { $letter } » sans roi sur sa rangée
fault-fen-castling = « { $letter } » n'est pas un droit de roque
fault-fen-castling-rook = droit de roque « { $letter } » sans tour avec laquelle roquer
fault-fen-count-limit = « { $value } » n'est pas la limite d'un comptage
fault-fen-en-passant = « { $value } » n'est pas une case de prise en passant de cet échiquier
fault-fen-en-passant-list = « { $value } » n'est ni une case de prise en passant de cet échiquier ni une liste de telles cases
fault-fen-check-count = « { $value } » n'est pas un compte d'échecs comme 3+3
fault-fen-halfmoves = « { $value } » n'est pas un nombre de demi-coups
fault-fen-move-number = « { $value } » n'est pas un numéro de coup
fault-fen-count-too-long = { $plies ->
    [one] { $plies } demi-coup
   *[other] { $plies } demi-coups
}, c'est plus qu'un comptage n'a pu en compter
fault-fen-rank-too-long = la rangée { $rank } a plus de { $files ->
    [one] { $files } case
   *[other] { $files } cases
}
fault-fen-empty-run = la rangée { $rank } a une suite vide de 0 case
fault-fen-rank-length = la rangée { $rank } a { $given ->
    [one] { $given } case
   *[other] { $given } cases
}, pas { $files }
fault-fen-piece = « { $letter } » n'est pas une pièce de { $game }
fault-fen-no-promotion = « +{ $letter } » : { $letter } n'est pas promu dans { $game }
