## O que a imagem do tabuleiro diz de si a um leitor de tela: o seu rótulo (o jogo e como está a
## partida) e o título de cada peça (de quem é, qual é, onde está). $piece é o nome da peça, $square
## a sua casa (e4), $game o nome do jogo.

board-label = Tabuleiro de { $game }, { $standing }
board-over = a partida terminou
board-white-to-move = { $sides ->
    [xiangqi] vez das vermelhas
    [janggi] vez das azuis
    [shogi] vez de Sente
   *[chess] vez das brancas
}
board-black-to-move = { $sides ->
    [xiangqi] vez das pretas
    [janggi] vez das vermelhas
    [shogi] vez de Gote
   *[chess] vez das pretas
}
board-white-to-move-in-check = { $sides ->
    [xiangqi] vez das vermelhas, em xeque
    [janggi] vez das azuis, em xeque
    [shogi] vez de Sente, em xeque
   *[chess] vez das brancas, em xeque
}
board-black-to-move-in-check = { $sides ->
    [xiangqi] vez das pretas, em xeque
    [janggi] vez das vermelhas, em xeque
    [shogi] vez de Gote, em xeque
   *[chess] vez das pretas, em xeque
}
board-white-piece = { $sides ->
    [xiangqi] { $piece } das vermelhas em { $square }
    [janggi] { $piece } das azuis em { $square }
    [shogi] { $piece } de Sente em { $square }
   *[chess] { $piece } das brancas em { $square }
}
board-black-piece = { $sides ->
    [xiangqi] { $piece } das pretas em { $square }
    [janggi] { $piece } das vermelhas em { $square }
    [shogi] { $piece } de Gote em { $square }
   *[chess] { $piece } das pretas em { $square }
}
# Uma peça de nenhum lado (o pato).
board-neutral-piece = { $piece } em { $square }
# Uma peça de shogi promovida e a letra que ela era ($was: B).
board-promoted = { $piece } (promoção de { $was })
# Uma peça real em xeque: $piece é todo o título antes.
board-in-check = { $piece }, em xeque
# As casas do King's Run, pelo formato.
board-octagon = { $square } (octógono)
board-square = { $square } (quadrado)
board-white-named = { $sides ->
    [xiangqi] { $piece } das vermelhas
    [janggi] { $piece } das azuis
    [shogi] { $piece } de Sente
   *[chess] { $piece } das brancas
}
board-black-named = { $sides ->
    [xiangqi] { $piece } das pretas
    [janggi] { $piece } das vermelhas
    [shogi] { $piece } de Gote
   *[chess] { $piece } das pretas
}
board-neutral-named = { $piece }
