## Ce que l'image du plateau dit d'elle-même à un lecteur d'écran : son libellé (le jeu et où en est
## la partie) et le titre de chaque pièce (à qui elle est, laquelle, où). $piece est le nom de la pièce,
## $square sa case (e4), $game le nom du jeu.

board-label = Plateau ({ $game }), { $standing }
board-over = la partie est terminée
board-white-to-move = { $sides ->
    [xiangqi] les Rouges jouent
    [janggi] les Bleus jouent
    [shogi] Sente joue
   *[chess] les Blancs jouent
}
board-black-to-move = { $sides ->
    [xiangqi] les Noirs jouent
    [janggi] les Rouges jouent
    [shogi] Gote joue
   *[chess] les Noirs jouent
}
board-white-to-move-in-check = { $sides ->
    [xiangqi] les Rouges jouent, en échec
    [janggi] les Bleus jouent, en échec
    [shogi] Sente joue, en échec
   *[chess] les Blancs jouent, en échec
}
board-black-to-move-in-check = { $sides ->
    [xiangqi] les Noirs jouent, en échec
    [janggi] les Rouges jouent, en échec
    [shogi] Gote joue, en échec
   *[chess] les Noirs jouent, en échec
}
board-white-piece = { $sides ->
    [xiangqi] { $piece } des Rouges en { $square }
    [janggi] { $piece } des Bleus en { $square }
    [shogi] { $piece } de Sente en { $square }
   *[chess] { $piece } des Blancs en { $square }
}
board-black-piece = { $sides ->
    [xiangqi] { $piece } des Noirs en { $square }
    [janggi] { $piece } des Rouges en { $square }
    [shogi] { $piece } de Gote en { $square }
   *[chess] { $piece } des Noirs en { $square }
}
# Une pièce d'aucun camp (le canard).
board-neutral-piece = { $piece } en { $square }
# Une pièce de shogi promue et la lettre qu'elle était ($was : B).
board-promoted = { $piece } (promotion de { $was })
# Une pièce royale en échec : $piece est tout le titre qui précède.
board-in-check = { $piece }, en échec
# Les cases de King's Run, selon leur forme.
board-octagon = { $square } (octogone)
board-square = { $square } (carré)
board-white-named = { $sides ->
    [xiangqi] { $piece } des Rouges
    [janggi] { $piece } des Bleus
    [shogi] { $piece } de Sente
   *[chess] { $piece } des Blancs
}
board-black-named = { $sides ->
    [xiangqi] { $piece } des Noirs
    [janggi] { $piece } des Rouges
    [shogi] { $piece } de Gote
   *[chess] { $piece } des Noirs
}
board-neutral-named = { $piece }
