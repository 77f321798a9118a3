## Wie eine Partie endete, in wenigen Worten: was nach „gewinnt durch“ oder „Remis durch“ steht
## (und in Klammern nach „Du hast gewonnen“). Eins für jede Art, wie die Regeln eine Partie beenden.

ending-checkmate = Matt
ending-campmate = Einzug ins gegnerische Lager
ending-stalemate = Patt
ending-repetition = Stellungswiederholung
ending-fifty-moves = 50-Züge-Regel
ending-move-limit = Zuglimit
ending-insufficient-material = ungenügendes Material
ending-resignation = Aufgabe
ending-timeout = Zeitüberschreitung
ending-agreement = Vereinbarung
ending-no-leader = Verlust des letzten Anführers
ending-escape = Flucht des Königs
ending-bare-kings = nackte Könige
ending-king-captured = Schlagen des Königs
ending-far-row = Erreichen der letzten Reihe
ending-no-moves = fehlende Züge
ending-claim = Reklamation
ending-extinction = Auslöschung
ending-goal = Erreichen des Ziels
ending-checks = genug Schachgebote
ending-pawn-drop-mate = Matt mit eingesetztem Bauern
ending-perpetual-check = Dauerschach
ending-perpetual-chase = Dauerverfolgung
ending-counting = Zählregel
ending-blast = Explosion
ending-passes = beiderseitiges Passen
ending-bikjang = Bikjang
ending-points = Punktwertung
ending-unknown = Partieende

## Die beiden Seiten, wie ein Satz sie nennt.

side-white = { $sides ->
    [xiangqi] Rot
    [janggi] Blau
    [shogi] Sente
   *[chess] Weiß
}
side-black = { $sides ->
    [xiangqi] Schwarz
    [janggi] Rot
    [shogi] Gote
   *[chess] Schwarz
}

## Ein Ergebnis in einer Zeile („Weiß gewinnt durch Matt“).

outcome-white-wins = { $sides ->
    [xiangqi] Rot gewinnt durch { $reason }
    [janggi] Blau gewinnt durch { $reason }
    [shogi] Sente gewinnt durch { $reason }
   *[chess] Weiß gewinnt durch { $reason }
}
outcome-black-wins = { $sides ->
    [xiangqi] Schwarz gewinnt durch { $reason }
    [janggi] Rot gewinnt durch { $reason }
    [shogi] Gote gewinnt durch { $reason }
   *[chess] Schwarz gewinnt durch { $reason }
}
outcome-draw = Remis durch { $reason }
