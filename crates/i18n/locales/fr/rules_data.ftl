## Un jeu défini par des données, ses règles écrites d'après sa définition (« Les règles en données »
## sur la page des règles, et toutes les règles d'une variante envoyée par un joueur). Chaque message
## est une phrase ; $piece, $king, $pawn, $cannon et les autres sont le nom d'une pièce, $pieces et
## $pawns une liste de noms, $region un data-ranks ou un data-squares. Les noms de pièces sont ceux
## des messages `piece-` (en minuscules, de genre variable) : les phrases évitent donc de leur mettre
## un article, sauf pour la pièce royale ($king), toujours masculine.

data-board-heading = L'échiquier
data-board = { $files } colonnes sur { $ranks } rangées ; les Blancs jouent en premier. La position de départ, en FEN :
data-pieces-heading = Les pièces
data-pieces-intro = Les diagrammes montrent où va chacune. La marche d'une pièce est écrite en notation de Betza (W un pas orthogonal, F un pas en diagonale, N le saut du cavalier ; une lettre doublée, ou R, B et Q, un déplacement à longue portée le long d'une ligne), telle que le fichier la donne ; sa valeur, en centièmes de pion, est l'estimation que le moteur d'ortoo tire de sa portée.
data-column-piece = Pièce
data-column-letter = Lettre
data-column-betza = Betza
data-column-worth = Valeur
data-royal = { $piece } (pièce royale)
# Where a game has no royal piece but a sentence needs one.
data-the-king = roi
data-the-met = met

# A region: whole ranks by number ($count of them), else its squares.
data-ranks =
    { $count ->
        [one] la rangée { $ranks }
       *[other] les rangées { $ranks }
    }
data-squares = les cases { $squares }

data-pawns-heading = Pions et promotion
data-double-step = Chaque { $pawn } peut avancer de deux cases depuis { $region }.
data-triple-step = Depuis { $region }, une avance de trois cases est aussi possible.
data-en-passant = Une pièce qui, en avançant, dépasse un pion adverse peut être prise en passant, comme aux échecs.
data-sittuyin-promotion = Une pièce de type { $pawns } n'est pas promue du simple fait d'arriver quelque part. Placée sur { $region } (ou n'importe où, si c'est la dernière de son camp), elle peut à la place, par un coup à part entière, devenir { $pieces } là où elle se trouve ou sur une case vide où la nouvelle pièce pourrait prendre depuis là, à condition de ne pas donner échec ni d'attaquer depuis là une pièce adverse.
data-promotion = Chaque { $pawns } qui atteint { $region } devient { $pieces }.
data-promotion-optional = Chaque { $pawns } qui atteint { $region } devient { $pieces }, ou ne change pas, au choix de son joueur.
data-promotion-limit = Une promotion ne peut pas donner à un camp plus de pièces d'un même type que le maximum indiqué : { $limits }.
data-limit = { $piece } { $limit }

data-kept-heading = Où les pièces peuvent se tenir
data-keeps-to = Chaque { $piece } reste sur { $white } pour les Blancs, et sur { $black } pour les Noirs.
data-soldier = Chaque { $piece } n'avance que droit devant jusqu'à atteindre la rangée { $rank } de son camp (au-delà de la rivière), puis aussi de côté à partir de là.
data-flying-general = Aucun { $king } ne peut faire face à l'autre sur une colonne ou une rangée sans rien entre eux : un coup qui les laisse ainsi n'est pas légal.

data-special-heading = Règles spéciales
data-cambodian = À son premier coup, la pièce royale ({ $king }), si elle n'est pas en échec, peut sauter comme un cavalier sur la rangée devant elle (un droit qu'elle perd dès qu'une tour vient sur sa colonne ou sa rangée) ; chaque pièce de type { $met } encore sur sa case de départ peut avancer de deux cases droit devant, par-dessus ce qui se trouve entre les deux. Aucun de ces premiers coups ne prend.
data-rooks-first-rank = Une tour venue de la main ne peut être posée que sur la première rangée de son camp.
data-makpong = Une pièce royale ({ $king }) en échec ne peut pas se déplacer, sauf pour prendre la seule pièce qui donne échec.
data-blast = Chaque prise provoque une explosion : la pièce qui prend, la pièce prise et toutes les pièces autres que des pions sur les huit cases autour sont retirées, quel que soit leur camp (la liste des coups nomme les cases vidées).
data-blast-immune = Chaque { $pieces } résiste aux explosions.
data-blast-kings = Un coup ne peut ni faire exploser son propre roi, ni le laisser attaqué, sauf s'il fait exploser le roi adverse. Des rois qui se touchent ne peuvent pas se prendre, si bien qu'aucun n'est en échec.
data-mutually-immune = Une pièce de type { $pieces } ne peut pas prendre une pièce du même type qu'elle.
data-duck = Après chaque coup, le joueur déplace aussi le canard (`*`), une pièce qui n'appartient à aucun camp, sur une autre case vide : en notation algébrique complète, c'est la dernière partie du coup (`P e2-e4; duck-e5`), en coordonnées, ce qui suit une virgule (`e2e4,e4e5`). Le canard bloque toutes les pièces et ne peut pas être pris.

# Janggi's: the palaces' diagonal lines and the ways pieces move along them.
data-diagonal-lines = Des lignes diagonales relient { $region } (les diagonales des palais). Une pièce placée sur l'une de ces cases peut aussi se déplacer le long de ces lignes jusqu'à une autre : { $ways }.
data-way-one-point = { $piece } (d'un point)
data-way-forward = { $piece } (d'un point vers l'avant)
data-way-open-line = { $piece } (aussi loin que la ligne est libre)
data-way-hop = { $piece } (en sautant par-dessus une pièce)
data-janggi-cannon = Chaque { $cannon } doit sauter par-dessus exactement une pièce pour se déplacer ou pour prendre ; sauter par-dessus une autre pièce de type { $cannon }, ou en prendre une, lui est interdit.
data-pass = Un joueur peut passer au lieu de jouer, sauf s'il est en échec (tapez `pass` ; en coordonnées, le point de son { $king } deux fois, comme `e9e9`). Si les deux joueurs passent l'un après l'autre, la partie se termine.
data-pass-when-stuck = Un joueur peut passer au lieu de jouer quand il n'a aucun autre coup, sauf s'il est en échec (tapez `pass` ; en coordonnées, le point de son { $king } deux fois, comme `e9e9`). Si les deux joueurs passent l'un après l'autre, la partie se termine.
data-bikjang = Quand les pièces royales ({ $king }) des deux camps se font face sur une colonne ouverte, sans rien entre elles (bikjang), le joueur au trait doit les séparer ou passer ; un passe termine alors la partie.
data-points-janggi = Une partie qui se termine sans mat (les deux joueurs passent, bikjang, répétition ou cinquante coups de chaque camp sans prise) se gagne aux points : char 13, canon 7, cheval 5, éléphant et conseiller 3, soldat 2, et 1,5 de plus pour les Rouges (Han), qui jouent en second (les points sont affichés à côté de l'échiquier). Un joueur qui donne échec à chaque coup d'une répétition perd au contraire la partie.
data-points-more-pieces = Une partie qui se termine sans mat (répétition, limite de coups) est gagnée par le camp qui a le plus de pièces sur l'échiquier ; à nombre égal, elle est nulle.
data-points-white = Une partie qui se termine sans mat (répétition, limite de coups) est gagnée par les Blancs.
data-points-black = Une partie qui se termine sans mat (répétition, limite de coups) est gagnée par les Noirs.

data-castling-heading = Le roque
data-castling = La pièce royale ({ $king }) roque avec une pièce de type { $rooks } qui n'a pas encore bougé : elle va sur la colonne { $kingside } de son aile tournée vers la colonne h, ou sur la colonne { $queenside } de l'autre aile, et cette pièce ({ $rooks }) vient se placer à côté d'elle, du côté intérieur.
data-chess960 = Les pièces de la première rangée commencent mélangées, comme au Chess960.
data-no-castling = Il n'y a pas de roque.

data-ends-heading = La fin de la partie
data-checkmate-wins = L'échec et mat fait gagner.
data-checkmated-wins = Un joueur qui est maté gagne.
data-checkmate-draws = L'échec et mat donne la nulle.
data-stalemate-piece-count = Un joueur sans coup légal gagne s'il a moins de pièces que l'autre, perd s'il en a plus, et fait nulle s'il en a autant.
data-stalemate-loses = Un joueur sans coup légal perd.
data-stalemate-wins = Un joueur sans coup légal gagne.
data-stalemate-draws = Un joueur sans coup légal (pat) fait nulle.
# $kept: how many of them a player may keep and still have lost (0: all lost).
data-extinction-loses =
    { $kept ->
        [0] Un joueur qui a perdu chaque { $pieces } qu'il possédait perd.
       *[other] Un joueur qui a perdu chaque { $pieces } qu'il possédait, hormis { $kept }, perd.
    }
data-extinction-wins =
    { $kept ->
        [0] Un joueur qui a perdu chaque { $pieces } qu'il possédait gagne.
       *[other] Un joueur qui a perdu chaque { $pieces } qu'il possédait, hormis { $kept }, gagne.
    }
data-extinction-draws =
    { $kept ->
        [0] Un joueur qui a perdu chaque { $pieces } qu'il possédait fait nulle.
       *[other] Un joueur qui a perdu chaque { $pieces } qu'il possédait, hormis { $kept }, fait nulle.
    }
data-extinction-pieces = pièce
data-flag = Amener une pièce de type { $piece } sur { $region } fait gagner.
data-flag-answered = Amener une pièce de type { $piece } sur { $region } fait gagner, sauf si l'adversaire y arrive lui aussi dès le coup suivant (la partie est alors nulle).
data-flag-any = Amener n'importe quelle pièce sur { $region } fait gagner.
data-flag-any-answered = Amener n'importe quelle pièce sur { $region } fait gagner, sauf si l'adversaire y arrive lui aussi dès le coup suivant (la partie est alors nulle).
data-check-counting = Donner le nombre d'échecs prévu fait gagner (les échecs que chaque camp doit encore donner figurent dans la FEN, sous la forme 3+3).
data-must-capture = La prise est obligatoire : quand une prise est possible, il faut en jouer une.
data-no-checks = Il est interdit de donner échec.
data-repetition = Une position qui se produit { $times } fois { $result }.
data-repetition-checks = Une position qui se produit { $times } fois { $result }, sauf si un joueur a donné échec à chaque coup de la répétition : ce joueur perd.
data-repetition-draws = donne la nulle
data-repetition-white-wins = fait gagner les Blancs
data-repetition-white-loses = fait perdre les Blancs
data-repetition-mover-wins = fait gagner le joueur qui a alors le trait
data-repetition-mover-loses = fait perdre le joueur qui a alors le trait
data-chasing = Un joueur qui a poursuivi la même pièce à chaque coup de la répétition perd lui aussi, selon les règles de l'Asian Xiangqi Federation (la partie est nulle si les deux l'ont fait) : un coup poursuit une pièce qu'il vient d'attaquer et qui n'est pas protégée, ou qui est plus forte que son attaquant (un char attaqué par un cheval ou un canon ; un char, un canon ou un cheval attaqué par un éléphant ou un conseiller) ; le général et les soldats ne poursuivent jamais, et ne sont pas poursuivis avant d'avoir franchi la rivière. Les échecs d'un camp au-delà de son dixième ne comptent pas dans la limite de coups.
data-count-makruk = Dès qu'il ne reste plus aucun pion, un décompte commence, tenu par le joueur qui a alors le trait (et toujours par un joueur qui n'a plus que son roi), et la partie est nulle si ce joueur n'est pas maté quand le décompte dépasse sa limite : 64 coups ou, contre un roi seul, la limite que fixent les pièces de l'autre camp (8 coups avec deux tours, 16 avec une tour, 22 avec deux khons, 32 avec deux cavaliers, 44 avec un khon, sinon 64), le décompte partant alors du nombre de pièces sur l'échiquier. Le décompte est affiché à côté de l'échiquier, et termine la partie quand il dépasse sa limite.
data-count-cambodian = Dès qu'un joueur n'a plus que trois pièces ou moins, un décompte commence, tenu par ce joueur, et la partie est nulle s'il n'est pas maté quand le décompte dépasse sa limite : 63 coups ou, contre un roi seul sans plus aucun pion, la limite que fixent les pièces de l'autre camp (7 coups avec deux tours, 15 avec une tour, 21 avec deux khons, 31 avec deux cavaliers, 43 avec un khon, sinon 63), le décompte partant alors du nombre de pièces sur l'échiquier. Le décompte est affiché à côté de l'échiquier, et termine la partie quand il dépasse sa limite.
data-count-asean = Contre un roi seul, sans plus aucun pion, l'autre camp doit mater en 16 coups s'il a une tour, en 44 avec un khon, en 64 avec un cavalier, sinon la partie est nulle. Le décompte est affiché à côté de l'échiquier, et termine la partie quand il dépasse sa limite.
data-sittuyin-draw = Un joueur à qui il ne reste que le roi et un pion, qui n'est pas en échec et dont les seuls coups sont des promotions de ce pion, fait nulle (une promotion peut être refusée).
data-move-rule = { $moves } coups de chaque camp sans prise donnent la nulle.
data-move-rule-pawns = { $moves } coups de chaque camp sans prise ni coup de pion donnent la nulle.
