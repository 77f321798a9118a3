## Warum ein Zug abgelehnt wird, wie die Regeln es dem Spieler erklären, der ihn eingegeben hat. Felder
## (e4), Züge (P e2-e4), Figurenbuchstaben (N) und Spielnamen bleiben, wie sie sind; Figuren werden mit
## den `piece-`-Nachrichten unten benannt (oder wie die Datei des Spiels sie nennt, wo keine Nachricht
## sie hat). Die Sätze nennen eine Figur ohne Artikel (meist in Klammern), da ihr Geschlecht wechselt.

refusal-choose-one-of = Wähle einen davon: { $moves }.
refusal-legal-moves-of-that-piece = Legale Züge dieser Figur: { $moves }.

## Eine Ablehnung als ganzer Satz. $why ist eine der `why-`-Nachrichten unten.

refusal-game-over-white-wins = { $sides ->
    [xiangqi] Die Partie ist vorbei: Rot gewinnt durch { $reason }.
    [janggi] Die Partie ist vorbei: Blau gewinnt durch { $reason }.
    [shogi] Die Partie ist vorbei: Sente gewinnt durch { $reason }.
   *[chess] Die Partie ist vorbei: Weiß gewinnt durch { $reason }.
}
refusal-game-over-black-wins = { $sides ->
    [xiangqi] Die Partie ist vorbei: Schwarz gewinnt durch { $reason }.
    [janggi] Die Partie ist vorbei: Rot gewinnt durch { $reason }.
    [shogi] Die Partie ist vorbei: Gote gewinnt durch { $reason }.
   *[chess] Die Partie ist vorbei: Schwarz gewinnt durch { $reason }.
}
refusal-game-over-draw = Die Partie ist vorbei: Remis durch { $reason }.
refusal-syntax-ends = Kein Zug: Der Text endet bei Zeichen { $column }, wo { $expected } erwartet wurde.
refusal-syntax-found = Kein Zug: Bei Zeichen { $column } wurde { $expected } erwartet, aber „{ $found }“ gefunden.
refusal-syntax-too-long = Kein Zug: Erwartet wurden { $expected }, aber der Text ist länger als { $column } Zeichen.
refusal-no-san = Kein legaler Zug wird hier in Standardnotation als { $san } geschrieben.
refusal-san-did-you-mean = { $san } ist hier nicht legal; meintest du { $move }?
refusal-san-ambiguous = { $san } passt auf mehr als einen Zug: { $moves }.
refusal-off-board = { $square } ist kein Feld des Bretts von { $game } ({ $board }).
refusal-board-files-ranks = Linien a–{ $file } und Reihen 1–{ $ranks }, a1 bis { $last }
refusal-board-spaces = { $count } { $count ->
        [one] Feld
       *[other] Felder
    } in einem Rahmen von a1 bis { $last }
refusal-wrong-label = Die Figur auf { $square } ist vom Typ { $piece } ({ $label }), nicht { $typed }.
refusal-some-piece = Figur
refusal-part-does-not-fit = „{ $part }“ gehört zu keinem legalen Zug, der mit { $move } beginnt.
refusal-part-does-not-fit-why = „{ $part }“ gehört zu keinem legalen Zug, der mit { $move } beginnt: { $why }.
refusal-needs-a-choice = { $move } braucht noch eine Wahl, um ein Zug zu sein.
refusal-ambiguous = Dieser Text passt auf mehr als einen legalen Zug.
refusal-move-first = Ein Zug beginnt mit der Figur, die zieht, wie in „P e2-e4“; „{ $part }“ kann nur danach folgen.
refusal-no-piece = Auf { $square } steht keine Figur.
refusal-not-your-piece-white = { $sides ->
    [xiangqi] Die Figur auf { $square } ({ $piece }) gehört Rot; Schwarz ist am Zug.
    [janggi] Die Figur auf { $square } ({ $piece }) gehört Blau; Rot ist am Zug.
    [shogi] Die Figur auf { $square } ({ $piece }) gehört Sente; Gote ist am Zug.
   *[chess] Die Figur auf { $square } ({ $piece }) gehört Weiß; Schwarz ist am Zug.
}
refusal-not-your-piece-black = { $sides ->
    [xiangqi] Die Figur auf { $square } ({ $piece }) gehört Schwarz; Rot ist am Zug.
    [janggi] Die Figur auf { $square } ({ $piece }) gehört Rot; Blau ist am Zug.
    [shogi] Die Figur auf { $square } ({ $piece }) gehört Gote; Sente ist am Zug.
   *[chess] Die Figur auf { $square } ({ $piece }) gehört Schwarz; Weiß ist am Zug.
}
refusal-off-the-board = vom Brett
refusal-illegal-move = { $label } { $from }-{ $to } ist kein legaler Zug.
refusal-illegal-move-why = { $label } { $from }-{ $to } ist kein legaler Zug: { $why }.
refusal-illegal-move-none-legal = { $label } { $from }-{ $to } ist kein legaler Zug. Die Figur auf { $from } ({ $piece }) hat keinen legalen Zug.
refusal-illegal-move-why-none-legal = { $label } { $from }-{ $to } ist kein legaler Zug: { $why }. Die Figur auf { $from } ({ $piece }) hat keinen legalen Zug.
refusal-illegal-drop = { $label }-{ $square } ist kein legaler Einsatz.
refusal-illegal-drop-why = { $label }-{ $square } ist kein legaler Einsatz: { $why }.
refusal-duck-cannot-go = Die Ente kann nicht nach { $square }: { $why }.
refusal-no-draw-to-claim = In { $game } gibt es kein Remis zu beanspruchen; biete stattdessen Remis an.
refusal-no-draw-now = Jetzt kann kein Remis beansprucht werden: Dafür muss { $ways }.
refusal-claim-or = { $first }, oder es muss { $second }
refusal-claim-on-own-turn = Remis beansprucht man am eigenen Zug.

## Was dort hätte stehen sollen, wo der Text aufhört, Notation zu sein ($expected oben).

expect-at-most = höchstens { $count } Zeichen
expect-move = ein Zug wie „P e2-e4“ oder „e2e4“
expect-next-part = „;“ vor dem nächsten Teil oder das Ende des Zugs
expect-removal-dash = „-“ nach „@“ („@-e4“ entfernt die Figur auf e4)
expect-removal-square = das Feld der zu entfernenden Figur, wie in „@-e4“
expect-letter-or-square = ein Figurenbuchstabe oder ein Feld
expect-drop-square = das Feld nach dem „-“ eines Einsatzes, wie in „Q-e8“
expect-from-square = ein Feld wie e2 nach dem Figurenbuchstaben
expect-dash = „-“ und ein Zielfeld nach { $square }
expect-destination = ein Zielfeld
expect-destination-or-off = ein Zielfeld (oder „off“) nach { $square }

## Zwei oder mehr Felder in einer Aufzählung („h2 oder g2“).

list-or = { $first } oder { $second }
list-comma = { $first }, { $second }

## Warum die Regeln einen Zug ablehnen: was auf „ist kein legaler Zug:“ folgt ($why oben), klein und
## ohne Punkt. $king ist der Name der königlichen Figur der Seite.

why-claim-repetition = dieselbe Stellung { $needed }-mal vorgekommen sein (sie kam { $count ->
        [one] einmal
       *[other] { $count }-mal
    } vor)
why-claim-quiet-moves = jede Seite { $moves } Züge ohne Schlagen und ohne Bauernzug gemacht haben (bisher { $plies } { $plies ->
        [one] Halbzug
       *[other] Halbzüge
    })
why-claim-lone-king-white = dein Gegner nur noch den König haben (Weiß hat noch { $count ->
        [one] { $count } andere Figur
       *[other] { $count } andere Figuren
    })
why-claim-lone-king-black = dein Gegner nur noch den König haben (Schwarz hat noch { $count ->
        [one] { $count } andere Figur
       *[other] { $count } andere Figuren
    })
why-never-off-board = in diesem Spiel verlassen Figuren nie das Brett
why-never-off-board-in = in { $game } verlassen Figuren nie das Brett
why-same-square = ein Zug muss auf ein anderes Feld führen
why-never-castles-white = Weiß rochiert in { $game } nie
why-never-castles-black = Schwarz rochiert in { $game } nie
why-castled-rights-gone-white-king-side = Weiß darf nicht mehr kurz rochieren: Der König oder dieser Turm hat schon gezogen
why-castled-rights-gone-white-queen-side = Weiß darf nicht mehr lang rochieren: Der König oder dieser Turm hat schon gezogen
why-castled-rights-gone-black-king-side = Schwarz darf nicht mehr kurz rochieren: Der König oder dieser Turm hat schon gezogen
why-castled-rights-gone-black-queen-side = Schwarz darf nicht mehr lang rochieren: Der König oder dieser Turm hat schon gezogen
why-castling-between-taken = für die Rochade müssen die Felder zwischen König und Turm leer sein, aber auf { $square } steht eine Figur ({ $piece })
why-castling-out-of-check = aus dem Schach heraus kannst du nicht rochieren
why-castling-through-attack = der König darf kein angegriffenes Feld überqueren oder betreten, und { $square } ist angegriffen
why-castling-impossible = eine Rochade ist hier nicht möglich
why-white-piece = { $sides ->
    [xiangqi] { $piece } von Rot
    [janggi] { $piece } von Blau
    [shogi] { $piece } von Sente
   *[chess] { $piece } von Weiß
}
why-black-piece = { $sides ->
    [xiangqi] { $piece } von Schwarz
    [janggi] { $piece } von Rot
    [shogi] { $piece } von Gote
   *[chess] { $piece } von Schwarz
}
why-no-piece = nichts
why-own-piece-there = auf { $square } steht deine eigene Figur ({ $piece })
why-own-piece-any = auf { $square } steht deine eigene Figur
why-game-over = die Partie ist vorbei
why-game-over-white-wins = { $sides ->
    [xiangqi] die Partie ist vorbei (Rot gewinnt durch { $reason })
    [janggi] die Partie ist vorbei (Blau gewinnt durch { $reason })
    [shogi] die Partie ist vorbei (Sente gewinnt durch { $reason })
   *[chess] die Partie ist vorbei (Weiß gewinnt durch { $reason })
}
why-game-over-black-wins = { $sides ->
    [xiangqi] die Partie ist vorbei (Schwarz gewinnt durch { $reason })
    [janggi] die Partie ist vorbei (Rot gewinnt durch { $reason })
    [shogi] die Partie ist vorbei (Gote gewinnt durch { $reason })
   *[chess] die Partie ist vorbei (Schwarz gewinnt durch { $reason })
}
why-game-over-draw = die Partie ist vorbei (Remis durch { $reason })
why-king-in-check-there = dein { $king } stünde auf { $square } im Schach
why-still-in-check = dein { $king } steht im Schach, und dieser Zug hebt das Schach nicht auf
why-leaves-king-in-check = nach dem Zug der Figur auf { $square } ({ $piece }) stünde dein { $king } im Schach
why-blocked = der Weg von { $from } nach { $to } ist versperrt
why-blocked-by = der Weg von { $from } nach { $to } ist auf { $square } versperrt ({ $piece })
why-blocked-on = der Weg von { $from } nach { $to } ist auf { $square } versperrt
why-two-squares-from-start = diese Figur ({ $piece }) zieht nur von ihrer Ausgangsreihe aus zwei Felder
why-only-to-capture = diese Figur ({ $piece }) zieht so nur, wenn sie schlägt, und { $square } ist leer
why-cannot-capture-that-way = diese Figur ({ $piece }) kann so nicht schlagen
why-not-that-way = diese Figur ({ $piece }) zieht nicht so
why-not-that-way-or-blocked = die Figur auf { $square } ({ $piece }) zieht nicht so, oder ihr Weg ist versperrt
why-capture-compulsory = Schlagen ist Pflicht, und ein Schlagzug ist möglich
why-royal-would-be-attacked = dein { $king } wäre angegriffen
why-check-forbidden = der Zug würde Schach geben, was dieses Spiel verbietet
why-royal-attacked-there = deine Figur ({ $piece }) wäre auf { $square } angegriffen
why-royal-in-check = dein { $king } steht im Schach, und dieser Zug wehrt es nicht ab
why-leaves-royal-attacked = nach dem Zug der Figur auf { $square } ({ $piece }) wäre dein { $king } angegriffen
why-khan-last-leader = du verlörst deinen letzten Anführer
why-khan-leader-exposed = dein einziger Anführer stünde dort, wo eine gegnerische Figur ihn schlagen kann
why-khan-no-exchange = { $piece } und { $other } tauschen nicht die Plätze
why-khan-exchanges-off = auf { $square } steht deine eigene Figur ({ $piece }), und Tausche sind in dieser Partie ausgeschaltet
why-khan-spell-out-of-reach = diese Figur ({ $piece }) kann nicht schlagen, und { $square } liegt außerhalb der Reichweite ihres Zaubers
why-khan-not-demotable = diese Figur ({ $piece }) kann nicht degradiert werden, daher kann kein Zauber sie treffen
why-khan-spell-not-on-khan = Zauber dürfen in dieser Partie weder den Khan noch den Khan-Bogenschützen treffen
why-khan-no-mounted-capture = diese Figur ({ $piece }) darf in dieser Partie keine berittene Figur schlagen
why-khan-magician-step = diese Figur ({ $piece }) zieht ein Feld waagrecht oder senkrecht
why-kings-run-winning-move = ein Gewinnzug ist möglich: { $moves }
why-kings-run-capture-runner = du musst deinen Renner auf { $squares } mit einem Sandmann schlagen
why-kings-run-only-runner-king-leaves = nur ein Renner-König darf das Brett verlassen
why-kings-run-leave-from-far-rank = ein Renner-König verlässt das Brett nur von der gegnerischen Grundreihe aus
why-koan-step-from-octagon = eine Figur zieht ein Feld vorwärts: vom Achteck geradeaus zum nächsten Achteck oder schräg vorwärts auf ein Quadrat
why-koan-step-from-square = eine Figur zieht ein Feld vorwärts: vom Quadrat schräg vorwärts auf ein Achteck
why-koan-octagonal-captures-on-octagons-not-square = eine achteckige Figur schlägt nur auf Achtecken, und { $square } ist ein Quadrat
why-koan-octagonal-captures-on-octagons-not-octagon = eine achteckige Figur schlägt nur auf Achtecken, und { $square } ist ein Achteck
why-koan-square-captures-on-squares-not-octagon = eine quadratische Figur schlägt nur auf Quadraten, und { $square } ist ein Achteck
why-koan-square-captures-on-squares-not-square = eine quadratische Figur schlägt nur auf Quadraten, und { $square } ist ein Quadrat
why-cannon-one-screen = diese Figur ({ $piece }) schlägt nur, indem sie genau eine Figur auf dem Weg überspringt
why-cannon-jumps-only-to-capture = diese Figur ({ $piece }) springt nur, um zu schlagen, und { $square } ist leer
why-first-step-blocked = der erste Schritt dieser Figur ({ $piece }) in Richtung { $square } muss auf ein leeres Feld führen, und das ist es nicht
why-diagonal-only-to-capture = diese Figur ({ $piece }) zieht nur schräg, wenn sie schlägt, und { $square } ist leer
why-captures-diagonally = diese Figur ({ $piece }) schlägt schräg, nicht geradeaus
why-not-on-board = { $square } liegt nicht auf dem Brett
why-duck-there-must-move = die Ente steht jetzt dort und muss ziehen
why-duck-square-taken = dort steht eine Figur ({ $piece }) (die Ente kommt auf ein Feld, das nach dem Zug leer ist)
why-no-drops = in { $game } werden keine Figuren eingesetzt
why-no-such-piece = { $label } ist keine Figur von { $game }
why-none-in-hand = du hast keine solche Figur ({ $piece }) in der Hand
why-square-not-empty = { $square } ist nicht leer
why-drop-file-taken = du hast schon eine solche Figur ({ $piece }) auf der { $file }-Linie
why-drop-not-there = diese Figur ({ $piece }) darf in { $game } nicht auf { $square } eingesetzt werden
why-drop-first-rank = diese Figur ({ $piece }) darf nicht auf ihrer ersten Reihe oder dort eingesetzt werden, wo sie sich umwandeln würde
why-drop-another-first = zuerst muss eine andere Figur aus der Hand eingesetzt werden
why-drop-in-check = dein { $king } steht im Schach, und dieser Einsatz wehrt es nicht ab
why-drop-gives-check = ein Einsatz darf in { $game } kein Schach geben
why-drop-bishops-colours = deine Läufer müssen auf Feldern beider Farben stehen
why-drop-leaves-attacked = dein { $king } wäre angegriffen

## Die Figuren der Spiele von ortoo, wie deutschsprachige Spieler sie nennen: Schach, Xiangqi, Janggi,
## Shogi (`piece-in-shogi-`), Makruk.

piece-royal-piece = Monarch
piece-pawn = Bauer
piece-knight = Springer
piece-bishop = Läufer
piece-rook = Turm
piece-queen = Dame
piece-king = König
piece-in-shogi-pawn = Bauer
piece-in-shogi-knight = Springer
piece-in-shogi-bishop = Läufer
piece-in-shogi-rook = Turm
piece-in-shogi-king = König
piece-lance = Lanze
piece-silver-general = Silbergeneral
piece-gold-general = Goldgeneral
piece-dragon-king = Drachenkönig
piece-dragon-horse = Drachenpferd
piece-drunk-elephant = betrunkener Elefant
piece-chick = Küken
piece-hen = Henne
piece-giraffe = Giraffe
piece-lion = Löwe
piece-elephant = Elefant
piece-swallow = Schwalbe
piece-phoenix = Phönix
piece-falcon = Falke
piece-crane = Kranich
piece-left-quail = linke Wachtel
piece-right-quail = rechte Wachtel
piece-pheasant = Fasan
piece-goose = Gans
piece-eagle = Adler
piece-general = General
piece-advisor = Berater
piece-horse = Pferd
piece-chariot = Wagen
piece-cannon = Kanone
piece-soldier = Soldat
piece-banner = Banner
piece-khun = Khun
piece-met = Met
piece-khon = Khon
piece-ma = Ma
piece-ruea = Ruea
piece-bia = Bia
piece-ai-wok = Ai-wok
piece-neang = Neang
piece-koul = Koul
piece-seh = Seh
piece-touk = Touk
piece-trey = Trey
piece-min-gyi = Min-gyi
piece-sit-ke = Sit-ke
piece-sin = Sin
piece-myin = Myin
piece-yahhta = Yahhta
piece-ne = Ne
piece-alfil = Alfil
piece-fers = Fers
piece-ferz = Ferz
piece-wazir = Wesir
piece-man = Mann
piece-courier = Kurier
piece-schleich = Schleich
piece-archbishop = Erzbischof
piece-chancellor = Kanzler
piece-amazon = Amazone
piece-centaur = Zentaur
piece-nightrider = Nachtreiter
piece-camel = Kamel
piece-zebra = Zebra
piece-janus = Janus
piece-cardinal = Kardinal
piece-marshal = Marschall
piece-marshall = Marschall
piece-minister = Minister
piece-commoner = Bürgerlicher
piece-berolina-pawn = Berolina-Bauer
piece-grasshopper = Grashüpfer
piece-hawk = Habicht
piece-duck = Ente
piece-duke = Herzog
piece-tower = Festungsturm
piece-archer = Bogenschütze
piece-lancer = Lanzenreiter
piece-kheshig = Keschig
piece-yurt = Jurte
piece-khan = Khan
piece-khatun = Khatun
piece-horse-archer = berittener Bogenschütze
piece-scout = Späher
piece-divine-king = göttlicher König
piece-quetzal = Quetzal
piece-jaguar = Jaguar
piece-serpent = Schlange
piece-vulture = Geier
piece-canoe = Kanu
piece-offering = Opfergabe
piece-warrior = Krieger
piece-swordsman = Schwertkämpfer
piece-assassin = Assassine
piece-magician = Magier
piece-demoted-magician = degradierter Magier
piece-power-magician = Erzmagier
piece-bondsman = Leibeigener
piece-khan-archer = Khan-Bogenschütze
piece-khan-sword = Khan-Schwertkämpfer
piece-quickpawn = Schnellbauer
piece-sandman-quickpawn = Sandmann-Schnellbauer
piece-sandman-knight = Sandmann-Springer
piece-sandman-bishop = Sandmann-Läufer
piece-sandman-rook = Sandmann-Turm
piece-sandman-queen = Sandmann-Dame
piece-sandman-king = Sandmann-König
piece-runner-quickpawn = Renner-Schnellbauer
piece-runner-knight = Renner-Springer
piece-runner-bishop = Renner-Läufer
piece-runner-rook = Renner-Turm
piece-runner-queen = Renner-Dame
piece-runner-king = Renner-König
piece-war-elephant = Kriegselefant
piece-octagonal-piece = achteckige Figur
piece-square-piece = quadratische Figur

## Die Figuren, die das Variantenformat nach ihrem Typ benennt (wo ein Spiel sie nicht benennt).

piece-fers-alfil = Fers-Alfil
piece-silver = Silber
piece-gold = Gold
piece-aiwok = Aiwok
piece-bers = Bers
piece-knibis = Knibis
piece-biskni = Biskni
piece-kniroo = Kniroo
piece-rookni = Rookni
piece-shogi-pawn = Shogi-Bauer
piece-shogi-knight = Shogi-Springer
piece-clobber = Clobber
piece-breakthrough = Durchbruch
piece-immobile = unbewegliche Figur
piece-janggi-cannon = Janggi-Kanone
piece-janggi-elephant = Janggi-Elefant
