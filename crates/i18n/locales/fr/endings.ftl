## Comment une partie s'est terminée, en quelques mots : ce qui suit « gagnent par » ou « nulle par »
## (et figure entre parenthèses après « Vous avez gagné »). Un par façon dont les règles peuvent finir une partie.

ending-checkmate = échec et mat
ending-campmate = roi dans le camp adverse
ending-stalemate = pat
ending-repetition = répétition
ending-fifty-moves = la règle des cinquante coups
ending-move-limit = la limite de coups
ending-insufficient-material = matériel insuffisant
ending-resignation = abandon
ending-timeout = dépassement du temps
ending-agreement = accord mutuel
ending-no-leader = absence de chef
ending-escape = fuite
ending-bare-kings = roi dépouillé
ending-king-captured = prise du roi
ending-far-row = arrivée sur la dernière rangée
ending-no-moves = absence de coups
ending-claim = réclamation
ending-extinction = extinction
ending-goal = arrivée au but
ending-checks = échecs
ending-pawn-drop-mate = mat par parachutage de pion
ending-perpetual-check = échec perpétuel
ending-perpetual-chase = poursuite perpétuelle
ending-counting = comptage
ending-blast = explosion
ending-passes = passes
ending-bikjang = bikjang
ending-points = points
ending-unknown = fin de partie

## Les deux camps, tels qu'une phrase les nomme.

side-white = { $sides ->
    [xiangqi] Rouges
    [janggi] Bleus
    [shogi] pièces de Sente
   *[chess] Blancs
}
side-black = { $sides ->
    [xiangqi] Noirs
    [janggi] Rouges
    [shogi] pièces de Gote
   *[chess] Noirs
}

## Un résultat tel qu'une ligne le dit (« Les Blancs gagnent par échec et mat »).

outcome-white-wins = { $sides ->
    [xiangqi] Les Rouges gagnent par { $reason }
    [janggi] Les Bleus gagnent par { $reason }
    [shogi] Sente gagne par { $reason }
   *[chess] Les Blancs gagnent par { $reason }
}
outcome-black-wins = { $sides ->
    [xiangqi] Les Noirs gagnent par { $reason }
    [janggi] Les Rouges gagnent par { $reason }
    [shogi] Gote gagne par { $reason }
   *[chess] Les Noirs gagnent par { $reason }
}
outcome-draw = Nulle par { $reason }
