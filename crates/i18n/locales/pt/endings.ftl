## Como uma partida terminou, em poucas palavras: o que vem depois de “vencem por” ou “empate por”
## (e aparece entre parênteses depois de “Você venceu”). Um para cada forma de as regras encerrarem uma partida.

ending-checkmate = xeque-mate
ending-campmate = rei no campo adversário
ending-stalemate = afogamento
ending-repetition = repetição
ending-fifty-moves = a regra dos cinquenta lances
ending-move-limit = o limite de lances
ending-insufficient-material = material insuficiente
ending-resignation = abandono
ending-timeout = tempo
ending-agreement = acordo
ending-no-leader = falta de líder
ending-escape = fuga
ending-bare-kings = rei nu
ending-king-captured = captura do rei
ending-far-row = chegada à última fileira
ending-no-moves = falta de lances
ending-claim = reivindicação
ending-extinction = extinção
ending-goal = chegada ao objetivo
ending-checks = xeques
ending-pawn-drop-mate = mate com peão lançado
ending-perpetual-check = xeque perpétuo
ending-perpetual-chase = perseguição perpétua
ending-counting = contagem
ending-blast = explosão
ending-passes = passes
ending-bikjang = bikjang
ending-points = pontos
ending-unknown = fim da partida

## Os dois lados, como uma frase os nomeia.

side-white = { $sides ->
    [xiangqi] vermelhas
    [janggi] azuis
    [shogi] peças de Sente
   *[chess] brancas
}
side-black = { $sides ->
    [xiangqi] pretas
    [janggi] vermelhas
    [shogi] peças de Gote
   *[chess] pretas
}

## Um resultado como uma linha o diz (“As brancas vencem por xeque-mate”).

outcome-white-wins = { $sides ->
    [xiangqi] As vermelhas vencem por { $reason }
    [janggi] As azuis vencem por { $reason }
    [shogi] Sente vence por { $reason }
   *[chess] As brancas vencem por { $reason }
}
outcome-black-wins = { $sides ->
    [xiangqi] As pretas vencem por { $reason }
    [janggi] As vermelhas vencem por { $reason }
    [shogi] Gote vence por { $reason }
   *[chess] As pretas vencem por { $reason }
}
outcome-draw = Empate por { $reason }
