## Ce que l'image du plateau dit d'elle-même à un lecteur d'écran : son libellé (le jeu et où en est
## la partie) et le titre de chaque pièce (à qui elle est, laquelle, où). $piece est le nom de la pièce,
## $square sa case (e4), $game le nom du jeu.

board-label = Plateau ({ $game }), { $standing }
board-over = la partie est terminée
board-white-to-move = les Blancs jouent
board-black-to-move = les Noirs jouent
board-white-to-move-in-check = les Blancs jouent, en échec
board-black-to-move-in-check = les Noirs jouent, en échec
board-red-to-move = les Rouges jouent
board-red-to-move-in-check = les Rouges jouent, en échec
board-blue-to-move = les Bleus jouent
board-blue-to-move-in-check = les Bleus jouent, en échec
board-white-piece = { $piece } des Blancs en { $square }
board-black-piece = { $piece } des Noirs en { $square }
# Le camp qui joue en premier, dans les jeux décidés aux points (xiangqi, janggi) : Rouge.
board-red-piece = { $piece } des Rouges en { $square }
board-blue-piece = { $piece } des Bleus en { $square }
# Une pièce d'aucun camp (le canard).
board-neutral-piece = { $piece } en { $square }
# Une pièce de shogi promue et la lettre qu'elle était ($was : B).
board-promoted = { $piece } (promotion de { $was })
# Une pièce royale en échec : $piece est tout le titre qui précède.
board-in-check = { $piece }, en échec
# Les cases de King's Run, selon leur forme.
board-octagon = { $square } (octogone)
board-square = { $square } (carré)
board-white-named = { $piece } des Blancs
board-black-named = { $piece } des Noirs
board-red-named = { $piece } des Rouges
board-blue-named = { $piece } des Bleus
board-neutral-named = { $piece }
