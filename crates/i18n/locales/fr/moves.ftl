## Pourquoi un coup est refusé, tel que les règles l'expliquent au joueur qui l'a saisi. Les cases (e4),
## les coups (P e2-e4), les lettres des pièces (N) et les noms des jeux restent tels quels ; les pièces
## sont nommées par les messages `piece-` ci-dessous (ou comme le fichier du jeu les nomme, faute de
## message). Les phrases nomment une pièce sans article (souvent entre parenthèses), car son genre varie.

refusal-choose-one-of = Choisissez l'un de ces coups : { $moves }.
refusal-legal-moves-of-that-piece = Coups légaux de cette pièce : { $moves }.

## Le refus entier, tel que le joueur le lit. $why est l'un des messages `why-` ci-dessous.

refusal-game-over-white-wins = { $sides ->
    [xiangqi] La partie est terminée : les Rouges gagnent par { $reason }.
    [janggi] La partie est terminée : les Bleus gagnent par { $reason }.
    [shogi] La partie est terminée : Sente gagne par { $reason }.
   *[chess] La partie est terminée : les Blancs gagnent par { $reason }.
}
refusal-game-over-black-wins = { $sides ->
    [xiangqi] La partie est terminée : les Noirs gagnent par { $reason }.
    [janggi] La partie est terminée : les Rouges gagnent par { $reason }.
    [shogi] La partie est terminée : Gote gagne par { $reason }.
   *[chess] La partie est terminée : les Noirs gagnent par { $reason }.
}
refusal-game-over-draw = La partie est terminée : nulle par { $reason }.
refusal-syntax-ends = Ce n'est pas un coup : le texte s'arrête au caractère { $column }, où l'on attendait { $expected }.
refusal-syntax-found = Ce n'est pas un coup : au caractère { $column }, on attendait { $expected }, mais on trouve « { $found } ».
refusal-syntax-too-long = Ce n'est pas un coup : on attendait { $expected }, mais le texte dépasse { $column } caractères.
refusal-no-san = Aucun coup légal ne s'écrit ici { $san } en notation algébrique standard.
refusal-san-did-you-mean = { $san } n'est pas légal ici ; vouliez-vous dire { $move } ?
refusal-san-ambiguous = { $san } correspond à plus d'un coup : { $moves }.
refusal-off-board = { $square } n'est pas une case de l'échiquier de { $game } ({ $board }).
refusal-board-files-ranks = colonnes a-{ $file } et rangées 1-{ $ranks }, de a1 à { $last }
refusal-board-spaces = { $count } { $count ->
        [one] case
       *[other] cases
    } dans un cadre de a1 à { $last }
refusal-wrong-label = La pièce en { $square } est de type { $piece } ({ $label }), pas { $typed }.
refusal-some-piece = pièce
refusal-part-does-not-fit = « { $part } » ne fait partie d'aucun coup légal commençant par { $move }.
refusal-part-does-not-fit-why = « { $part } » ne fait partie d'aucun coup légal commençant par { $move } : { $why }.
refusal-needs-a-choice = Il manque un choix pour que { $move } forme un seul coup.
refusal-ambiguous = Ce texte correspond à plus d'un coup légal.
refusal-move-first = Un coup commence par la pièce qui se déplace, comme dans « P e2-e4 » ; « { $part } » ne peut venir qu'après.
refusal-no-piece = Il n'y a pas de pièce en { $square }.
refusal-not-your-piece-white = { $sides ->
    [xiangqi] La pièce en { $square } ({ $piece }) appartient aux Rouges ; c'est aux Noirs de jouer.
    [janggi] La pièce en { $square } ({ $piece }) appartient aux Bleus ; c'est aux Rouges de jouer.
    [shogi] La pièce en { $square } ({ $piece }) appartient à Sente ; c'est à Gote de jouer.
   *[chess] La pièce en { $square } ({ $piece }) appartient aux Blancs ; c'est aux Noirs de jouer.
}
refusal-not-your-piece-black = { $sides ->
    [xiangqi] La pièce en { $square } ({ $piece }) appartient aux Noirs ; c'est aux Rouges de jouer.
    [janggi] La pièce en { $square } ({ $piece }) appartient aux Rouges ; c'est aux Bleus de jouer.
    [shogi] La pièce en { $square } ({ $piece }) appartient à Gote ; c'est à Sente de jouer.
   *[chess] La pièce en { $square } ({ $piece }) appartient aux Noirs ; c'est aux Blancs de jouer.
}
refusal-off-the-board = hors de l'échiquier
refusal-illegal-move = { $label } { $from }-{ $to } n'est pas un coup légal.
refusal-illegal-move-why = { $label } { $from }-{ $to } n'est pas un coup légal : { $why }.
refusal-illegal-move-none-legal = { $label } { $from }-{ $to } n'est pas un coup légal. La pièce en { $from } ({ $piece }) n'a aucun coup légal.
refusal-illegal-move-why-none-legal = { $label } { $from }-{ $to } n'est pas un coup légal : { $why }. La pièce en { $from } ({ $piece }) n'a aucun coup légal.
refusal-illegal-drop = { $label }-{ $square } n'est pas un parachutage légal.
refusal-illegal-drop-why = { $label }-{ $square } n'est pas un parachutage légal : { $why }.
refusal-duck-cannot-go = Le canard ne peut pas aller en { $square } : { $why }.
refusal-no-draw-to-claim = { $game } n'a pas de nulle à réclamer ; proposez plutôt la nulle.
refusal-no-draw-now = Aucune nulle ne peut être réclamée maintenant : il faudrait que { $ways }.
refusal-claim-or = { $first }, ou que { $second }
refusal-claim-on-own-turn = La nulle se réclame à son propre tour.

## Ce qu'il aurait fallu là où le texte cesse d'être une notation ($expected ci-dessus).

expect-at-most = au plus { $count } { $count ->
        [one] caractère
       *[other] caractères
    }
expect-move = un coup comme « P e2-e4 » ou « e2e4 »
expect-next-part = « ; » avant la partie suivante, ou la fin du coup
expect-removal-dash = « - » après « @ » (« @-e4 » retire la pièce en e4)
expect-removal-square = la case de la pièce à retirer, comme dans « @-e4 »
expect-letter-or-square = une lettre de pièce ou une case
expect-drop-square = la case après le « - » d'un parachutage, comme dans « Q-e8 »
expect-from-square = une case comme e2 après la lettre de la pièce
expect-dash = « - » et une case d'arrivée après { $square }
expect-destination = une case d'arrivée
expect-destination-or-off = une case d'arrivée (ou « off ») après { $square }

## Deux cases ou plus dans une énumération (« h2 ou g2 »).

list-or = { $first } ou { $second }
list-comma = { $first }, { $second }

## Pourquoi les règles refusent un coup : ce qui suit « n'est pas un coup légal : » ($why ci-dessus), en
## minuscule et sans point. $king est le nom de la pièce royale du camp.

why-claim-repetition = la même position se soit produite { $needed } fois (elle s'est produite { $count } fois)
why-claim-quiet-moves = chaque camp ait joué { $moves } coups sans prise ni coup de pion (on en est à { $plies } { $plies ->
        [one] demi-coup
       *[other] demi-coups
    })
why-claim-lone-king-white = votre adversaire n'ait plus que le roi (les Blancs ont encore { $count ->
        [one] { $count } autre pièce
       *[other] { $count } autres pièces
    })
why-claim-lone-king-black = votre adversaire n'ait plus que le roi (les Noirs ont encore { $count ->
        [one] { $count } autre pièce
       *[other] { $count } autres pièces
    })
why-never-off-board = dans ce jeu, les pièces ne quittent jamais l'échiquier
why-never-off-board-in = dans { $game }, les pièces ne quittent jamais l'échiquier
why-same-square = un coup doit aller sur une autre case
why-never-castles-white = les Blancs ne roquent jamais dans { $game }
why-never-castles-black = les Noirs ne roquent jamais dans { $game }
why-castled-rights-gone-white-king-side = les Blancs ne peuvent plus roquer côté roi : le roi ou cette tour a déjà bougé
why-castled-rights-gone-white-queen-side = les Blancs ne peuvent plus roquer côté dame : le roi ou cette tour a déjà bougé
why-castled-rights-gone-black-king-side = les Noirs ne peuvent plus roquer côté roi : le roi ou cette tour a déjà bougé
why-castled-rights-gone-black-queen-side = les Noirs ne peuvent plus roquer côté dame : le roi ou cette tour a déjà bougé
why-castling-between-taken = le roque exige que les cases entre le roi et la tour soient vides, et une pièce occupe { $square } ({ $piece })
why-castling-out-of-check = vous ne pouvez pas roquer pour sortir d'un échec
why-castling-through-attack = le roi ne peut ni traverser ni occuper une case attaquée, et { $square } est attaquée
why-castling-impossible = le roque n'est pas possible ici
why-white-piece = { $sides ->
    [xiangqi] { $piece } des Rouges
    [janggi] { $piece } des Bleus
    [shogi] { $piece } de Sente
   *[chess] { $piece } des Blancs
}
why-black-piece = { $sides ->
    [xiangqi] { $piece } des Noirs
    [janggi] { $piece } des Rouges
    [shogi] { $piece } de Gote
   *[chess] { $piece } des Noirs
}
why-no-piece = rien
why-own-piece-there = votre propre pièce ({ $piece }) occupe { $square }
why-own-piece-any = votre propre pièce occupe { $square }
why-game-over = la partie est terminée
why-game-over-white-wins = { $sides ->
    [xiangqi] la partie est terminée (les Rouges gagnent par { $reason })
    [janggi] la partie est terminée (les Bleus gagnent par { $reason })
    [shogi] la partie est terminée (Sente gagne par { $reason })
   *[chess] la partie est terminée (les Blancs gagnent par { $reason })
}
why-game-over-black-wins = { $sides ->
    [xiangqi] la partie est terminée (les Noirs gagnent par { $reason })
    [janggi] la partie est terminée (les Rouges gagnent par { $reason })
    [shogi] la partie est terminée (Gote gagne par { $reason })
   *[chess] la partie est terminée (les Noirs gagnent par { $reason })
}
why-game-over-draw = la partie est terminée (nulle par { $reason })
why-king-in-check-there = votre { $king } serait en échec en { $square }
why-still-in-check = votre { $king } est en échec, et ce coup ne le sort pas de l'échec
why-leaves-king-in-check = déplacer la pièce en { $square } ({ $piece }) laisserait votre { $king } en échec
why-blocked = le chemin de { $from } à { $to } est barré
why-blocked-by = le chemin de { $from } à { $to } est barré en { $square } ({ $piece })
why-blocked-on = le chemin de { $from } à { $to } est barré en { $square }
why-two-squares-from-start = cette pièce ({ $piece }) n'avance de deux cases que depuis sa rangée de départ
why-only-to-capture = cette pièce ({ $piece }) ne se déplace ainsi que pour prendre, et { $square } est vide
why-cannot-capture-that-way = cette pièce ({ $piece }) ne peut pas prendre ainsi
why-not-that-way = cette pièce ({ $piece }) ne se déplace pas ainsi
why-not-that-way-or-blocked = la pièce en { $square } ({ $piece }) ne se déplace pas ainsi, ou son chemin est barré
why-capture-compulsory = la prise est obligatoire, et une prise est possible
why-royal-would-be-attacked = votre { $king } serait attaqué
why-check-forbidden = ce coup donnerait échec, ce que ce jeu interdit
why-royal-attacked-there = votre pièce ({ $piece }) serait attaquée en { $square }
why-royal-in-check = votre { $king } est en échec, et ce coup n'y répond pas
why-leaves-royal-attacked = déplacer la pièce en { $square } ({ $piece }) exposerait votre { $king } à une attaque
why-khan-last-leader = vous perdriez votre dernier chef
why-khan-leader-exposed = votre seul chef resterait là où une pièce ennemie peut le prendre
why-khan-no-exchange = { $piece } et { $other } n'échangent pas leurs places
why-khan-exchanges-off = votre propre pièce ({ $piece }) occupe { $square }, et les échanges sont désactivés dans cette partie
why-khan-spell-out-of-reach = cette pièce ({ $piece }) ne peut pas prendre, et { $square } est hors de portée de son sort
why-khan-not-demotable = cette pièce ({ $piece }) ne peut pas être rétrogradée, donc aucun sort ne peut la viser
why-khan-spell-not-on-khan = dans cette partie, les sorts ne peuvent viser ni le khan ni le khan archer
why-khan-no-mounted-capture = dans cette partie, cette pièce ({ $piece }) ne peut pas prendre une pièce montée
why-khan-magician-step = cette pièce ({ $piece }) se déplace d'une case horizontalement ou verticalement
why-kings-run-winning-move = un coup gagnant est possible : { $moves }
why-kings-run-capture-runner = vous devez prendre votre coureur en { $squares } avec un marchand de sable
why-kings-run-only-runner-king-leaves = seul un roi coureur peut quitter l'échiquier
why-kings-run-leave-from-far-rank = un roi coureur ne quitte l'échiquier que depuis la dernière rangée
why-koan-step-from-octagon = une pièce avance d'une case : depuis un octogone, tout droit vers l'octogone suivant ou en diagonale vers l'avant sur un carré
why-koan-step-from-square = une pièce avance d'une case : depuis un carré, en diagonale vers l'avant sur un octogone
why-koan-octagonal-captures-on-octagons-not-square = une pièce octogonale ne prend que sur les octogones, et { $square } est un carré
why-koan-octagonal-captures-on-octagons-not-octagon = une pièce octogonale ne prend que sur les octogones, et { $square } est un octogone
why-koan-square-captures-on-squares-not-octagon = une pièce carrée ne prend que sur les carrés, et { $square } est un octogone
why-koan-square-captures-on-squares-not-square = une pièce carrée ne prend que sur les carrés, et { $square } est un carré
why-cannon-one-screen = cette pièce ({ $piece }) ne prend qu'en sautant exactement une pièce sur son chemin
why-cannon-jumps-only-to-capture = cette pièce ({ $piece }) ne saute que pour prendre, et { $square } est vide
why-first-step-blocked = le premier pas de cette pièce ({ $piece }) vers { $square } doit se faire sur une case vide, ce qui n'est pas le cas
why-diagonal-only-to-capture = cette pièce ({ $piece }) ne se déplace en diagonale que pour prendre, et { $square } est vide
why-captures-diagonally = cette pièce ({ $piece }) prend en diagonale, pas tout droit
why-not-on-board = { $square } n'est pas sur l'échiquier
why-duck-there-must-move = le canard est là maintenant, et doit bouger
why-duck-square-taken = une pièce ({ $piece }) s'y trouve (le canard va sur une case vide une fois le coup joué)
why-no-drops = dans { $game }, on ne parachute pas de pièces
why-no-such-piece = { $label } n'est pas une pièce de { $game }
why-none-in-hand = vous n'avez pas cette pièce ({ $piece }) en réserve
why-square-not-empty = { $square } n'est pas vide
why-drop-file-taken = vous avez déjà une telle pièce ({ $piece }) sur la colonne { $file }
why-drop-not-there = dans { $game }, cette pièce ({ $piece }) ne peut pas être parachutée en { $square }
why-drop-first-rank = cette pièce ({ $piece }) ne peut pas être parachutée sur sa première rangée ni là où elle serait promue
why-drop-another-first = une autre pièce de la réserve doit d'abord être parachutée
why-drop-in-check = votre { $king } est en échec, et ce parachutage n'y répond pas
why-drop-gives-check = dans { $game }, un parachutage ne peut pas donner échec
why-drop-bishops-colours = vos fous doivent se trouver sur des cases des deux couleurs
why-drop-leaves-attacked = ce coup exposerait votre { $king } à une attaque

## Les pièces des jeux d'ortoo, comme les joueurs francophones les nomment : échecs, xiangqi, janggi,
## shogi (`piece-in-shogi-`), makruk.

piece-royal-piece = monarque
piece-pawn = pion
piece-knight = cavalier
piece-bishop = fou
piece-rook = tour
piece-queen = dame
piece-king = roi
piece-in-shogi-pawn = pion
piece-in-shogi-knight = cavalier
piece-in-shogi-bishop = fou
piece-in-shogi-rook = tour
piece-in-shogi-king = roi
piece-lance = lance
piece-silver-general = général d'argent
piece-gold-general = général d'or
piece-dragon-king = roi dragon
piece-dragon-horse = cheval dragon
piece-drunk-elephant = éléphant ivre
piece-chick = poussin
piece-hen = poule
piece-giraffe = girafe
piece-lion = lion
piece-elephant = éléphant
piece-swallow = hirondelle
piece-phoenix = phénix
piece-falcon = faucon
piece-crane = grue
piece-left-quail = caille gauche
piece-right-quail = caille droite
piece-pheasant = faisan
piece-goose = oie
piece-eagle = aigle
piece-general = général
piece-advisor = conseiller
piece-horse = cheval
piece-chariot = char
piece-cannon = canon
piece-soldier = soldat
piece-banner = bannière
piece-khun = khun
piece-met = met
piece-khon = khon
piece-ma = ma
piece-ruea = ruea
piece-bia = bia
piece-ai-wok = ai-wok
piece-neang = neang
piece-koul = koul
piece-seh = seh
piece-touk = touk
piece-trey = trey
piece-min-gyi = min-gyi
piece-sit-ke = sit-ke
piece-sin = sin
piece-myin = myin
piece-yahhta = yahhta
piece-ne = ne
piece-alfil = alfil
piece-fers = fers
piece-ferz = ferz
piece-wazir = vizir
piece-man = homme
piece-courier = courrier
piece-schleich = schleich
piece-archbishop = archevêque
piece-chancellor = chancelier
piece-amazon = amazone
piece-centaur = centaure
piece-nightrider = noctambule
piece-camel = chameau
piece-zebra = zèbre
piece-janus = janus
piece-cardinal = cardinal
piece-marshal = maréchal
piece-marshall = maréchal
piece-minister = ministre
piece-commoner = roturier
piece-berolina-pawn = pion Berolina
piece-grasshopper = sauterelle
piece-hawk = épervier
piece-duck = canard
piece-duke = duc
piece-tower = donjon
piece-archer = archer
piece-lancer = lancier
piece-kheshig = kheshig
piece-yurt = yourte
piece-khan = khan
piece-khatun = khatoun
piece-horse-archer = archer monté
piece-scout = éclaireur
piece-divine-king = roi divin
piece-quetzal = quetzal
piece-jaguar = jaguar
piece-serpent = serpent
piece-vulture = vautour
piece-canoe = canoë
piece-offering = offrande
piece-warrior = guerrier
piece-swordsman = épéiste
piece-assassin = assassin
piece-magician = magicien
piece-demoted-magician = magicien déchu
piece-power-magician = grand magicien
piece-bondsman = serf
piece-khan-archer = khan archer
piece-khan-sword = khan épéiste
piece-quickpawn = pion rapide
piece-sandman-quickpawn = pion rapide marchand de sable
piece-sandman-knight = cavalier marchand de sable
piece-sandman-bishop = fou marchand de sable
piece-sandman-rook = tour marchand de sable
piece-sandman-queen = dame marchand de sable
piece-sandman-king = roi marchand de sable
piece-runner-quickpawn = pion rapide coureur
piece-runner-knight = cavalier coureur
piece-runner-bishop = fou coureur
piece-runner-rook = tour coureuse
piece-runner-queen = dame coureuse
piece-runner-king = roi coureur
piece-war-elephant = éléphant de guerre
piece-octagonal-piece = pièce octogonale
piece-square-piece = pièce carrée

## Les pièces que le format des variantes nomme par leur type (quand un jeu ne les nomme pas).

piece-fers-alfil = fers-alfil
piece-silver = argent
piece-gold = or
piece-aiwok = aiwok
piece-bers = bers
piece-knibis = knibis
piece-biskni = biskni
piece-kniroo = kniroo
piece-rookni = rookni
piece-shogi-pawn = pion de shogi
piece-shogi-knight = cavalier de shogi
piece-clobber = clobber
piece-breakthrough = percée
piece-immobile = pièce immobile
piece-janggi-cannon = canon de janggi
piece-janggi-elephant = éléphant de janggi
