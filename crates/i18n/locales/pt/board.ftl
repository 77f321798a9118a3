## O que a imagem do tabuleiro diz de si a um leitor de tela: o seu rótulo (o jogo e como está a
## partida) e o título de cada peça (de quem é, qual é, onde está). $piece é o nome da peça, $square
## a sua casa (e4), $game o nome do jogo.

board-label = Tabuleiro de { $game }, { $standing }
board-over = a partida terminou
board-white-to-move = vez das brancas
board-black-to-move = vez das pretas
board-white-to-move-in-check = vez das brancas, em xeque
board-black-to-move-in-check = vez das pretas, em xeque
board-red-to-move = vez das vermelhas
board-red-to-move-in-check = vez das vermelhas, em xeque
board-blue-to-move = vez das azuis
board-blue-to-move-in-check = vez das azuis, em xeque
board-white-piece = { $piece } das brancas em { $square }
board-black-piece = { $piece } das pretas em { $square }
# O lado que joga primeiro nos jogos decididos por pontos (xiangqi, janggi): as vermelhas.
board-red-piece = { $piece } das vermelhas em { $square }
board-blue-piece = { $piece } das azuis em { $square }
# Uma peça de nenhum lado (o pato).
board-neutral-piece = { $piece } em { $square }
# Uma peça de shogi promovida e a letra que ela era ($was: B).
board-promoted = { $piece } (promoção de { $was })
# Uma peça real em xeque: $piece é todo o título antes.
board-in-check = { $piece }, em xeque
# As casas do King's Run, pelo formato.
board-octagon = { $square } (octógono)
board-square = { $square } (quadrado)
board-white-named = { $piece } das brancas
board-black-named = { $piece } das pretas
board-red-named = { $piece } das vermelhas
board-blue-named = { $piece } das azuis
board-neutral-named = { $piece }
