## The faults found in a player's file of variants (variants.ini), as the upload page and the API
## list them: where each is and what is wrong. What they quote from the file, and the format's own
## words (its keys and values, Betza's letters), stay as the file has them.

fault-at-line = { $place }, Zeile { $line }
fault-in-variant = { $place }, [{ $variant }]
fault-in-key = { $place }, { $key }
fault-at = { $place }: { $fault }

fault-file-not-taken = Die Datei wurde nicht angenommen: { $fault }.
fault-file-not-taken-many = Die Datei wurde nicht angenommen: Sie hat { $count } Fehler; der erste: { $first }.

## Reading the file into sections.

fault-section-unclosed = der Name eines Abschnitts wird [Name] geschrieben: „{ $text }“
fault-variant-name = „{ $name }“ ist kein Variantenname (Buchstaben, Ziffern, „-“ und „_“, höchstens 40)
fault-variant-twice = die Variante ist in dieser Datei zweimal definiert
fault-not-key-value = erwartet wurde „Schlüssel = Wert“, gefunden „{ $text }“
fault-key-outside-section = ein Schlüssel vor dem ersten [Variante]-Abschnitt gehört zu keiner Variante
fault-line-without-key = eine Zeile ohne Schlüssel: „{ $text }“
fault-variant-name-link = ein Variantenname besteht hier nur aus Buchstaben, Ziffern, „-“ und „_“ (er ist Teil ihres Links)
fault-builtin-name = eine eingebaute Variante hat diesen Namen; gib deiner einen anderen (sie darf von ihr erben)
fault-name-offered = eine Variante dieses Namens gibt es schon; gib deiner einen anderen
fault-no-such-variant = diese Variante gibt es nicht
fault-not-in-file = diese Variante gibt es in der Datei nicht

## A key's value that is not what the key takes.

fault-not-true-or-false = „{ $value }“ ist weder true noch false
fault-not-whole-number = „{ $value }“ ist keine ganze Zahl
fault-not-result = „{ $value }“ ist kein Ergebnis (win, loss, draw oder none)
fault-result-not-none = dieses Ergebnis ist win, loss oder draw
fault-not-board-file = „{ $value }“ ist keine Linie (a bis l oder 1 bis 12)
fault-not-rank = „{ $value }“ ist keine Reihe (1 bis { $max })
fault-not-square = „{ $square }“ ist kein Feld eines Bretts mit { $files }×{ $ranks } Feldern
fault-no-piece-lettered = keine Figur dieser Variante hat den Buchstaben „{ $letter }“
fault-not-one-piece-letter = „{ $value }“ ist nicht der Buchstabe einer einzelnen Figur
fault-counting-rule = „{ $value }“ ist keine Zählregel: schreib makruk, cambodian, asean oder none
fault-chasing-rule = „{ $value }“ ist keine Verfolgungsregel: schreib axf oder none
fault-walling-rule = „{ $value }“ ist keine Mauerregel: schreib duck, arrow, past, edge, static oder none
fault-material-counting = „{ $value }“ ist keine Art, Material zu zählen: schreib janggi, unweighted, whitedrawodds, blackdrawodds oder none
fault-promoted-piece-type = „{ $part }“ ist nicht der Buchstabe einer Figur, ein Doppelpunkt und der Buchstabe der Figur, in die sie sich umwandelt (oder -), wie p:g
fault-promotion-limit = „{ $part }“ ist nicht Buchstabe:Anzahl für eine Figur dieser Variante
fault-piece-name-form = „{ $part }“ benennt keine Figur: schreib den Buchstaben, einen Doppelpunkt und den Namen, wie k:King
fault-piece-name-letter = „{ $letter }“ ist kein Buchstabe einer Figur: schreib einen einzigen Buchstaben vor den Doppelpunkt, wie k:King
fault-piece-name-length = der Name für „{ $letter }“ muss 1 bis { $max } Zeichen Text lang sein, wie k:King

## A variant's parents, its board, its pieces and its keys.

fault-inherits-from-itself = erbt über [{ $parent }] von sich selbst
fault-parent-unknown = erbt von [{ $parent }], das weder eine Variante von ortoo noch ein Abschnitt weiter oben in dieser Datei ist
fault-board-too-large = ein Brett mit { $files }×{ $ranks } Feldern ist größer als das derzeit größte mögliche, 12×10
fault-not-one-letter = „{ $letter }“ ist nicht ein einzelner Buchstabe
fault-not-a-piece-letter = „{ $letter }“ ist kein Buchstabe, den eine Figur haben kann
fault-named-piece-moves = { $key } zieht, wie sein Name sagt; eigene Züge gib einem customPiece
fault-custom-piece-form = eine eigene Figur wird als Buchstabe:Betza angegeben, z. B. a:BN
fault-too-many-kinds = mehr als { $max } Figurenarten
fault-betza = Betza-Notation „{ $betza }“: { $why }
fault-custom-piece-number = eigene Figuren sind customPiece1 bis customPiece25
fault-not-a-key = kein Schlüssel des variants.ini-Formats (prüf Schreibweise sowie Groß- und Kleinschreibung)
fault-mobility-region-key = ein Bewegungsbereich ist mobilityRegionWhite oder mobilityRegionBlack und eine Figur, wie in mobilityRegionWhiteKing
fault-mobility-region-piece = das Spiel hat keine Figur { $key } für einen Bewegungsbereich (nenn sie wie ihren Schlüssel, mit großem Anfangsbuchstaben: { $name })
fault-in-builtin = { $fault } (ein Schlüssel der eingebauten Varianten von ortoo, auf denen [{ $variant }] aufbaut, zu dem die eigenen Schlüssel von [{ $variant }] nicht mehr passen: gib diesen Schlüssel auch in [{ $variant }] an)

## Keys of the format that games defined as data cannot have yet.

fault-not-yet-two-boards = als Daten definierte Spiele kennen noch keine zwei Bretter (Tandemschach)
fault-not-yet-enclosing-drops = als Daten definierte Spiele kennen noch kein einschließendes Einsetzen (wie bei Reversi)
fault-not-yet-walls = als Daten definierte Spiele kennen noch keine Mauern
fault-not-yet-counting-rules = als Daten definierte Spiele kennen noch keine Zählregeln
fault-not-yet-special-mates = als Daten definierte Spiele kennen noch keine besonderen Mattregeln
fault-not-yet-repetition-rules = als Daten definierte Spiele kennen noch keine Wiederholungsregeln
fault-not-yet-connection-games = als Daten definierte Spiele können noch keine Verbindungsspiele sein (Figuren in eine Reihe bringen)
fault-not-yet-castling-wins = als Daten definierte Spiele kennen noch keinen Sieg durch Rochade
fault-not-yet-several-flag-pieces = als Daten definierte Spiele kennen noch nicht mehrere Figuren, die ins Ziel gebracht werden müssen
fault-not-yet-opposite-castling = als Daten definierte Spiele kennen noch keine entgegengesetzte Rochade
fault-not-yet-double-step-keys = als Daten definierte Spiele kennen die älteren Doppelschritt-Schlüssel noch nicht (nimm doubleStepRegionWhite und doubleStepRegionBlack)
fault-not-yet-walling-rule = als Daten definierte Spiele kennen die Mauerregel „{ $value }“ noch nicht (gelesen wird duck)

## A piece's moves in Betza's notation that cannot be read.

fault-betza-at = { $why } (bei Zeichen { $at })
fault-betza-atom = „{ $letter }“ ist kein Zug einer Figur, den der Server bisher kennt (Atome: W F D N A H C L Z J G K R B Q)
fault-betza-range-zero = ein Ritt von { $letter }0 führt nirgendwohin: gib eine Reichweite von 1 bis 9 an
fault-betza-cannot-ride = { $letter } kann hier nicht reiten (seinen Sprung entlang einer Linie wiederholen): geritten werden nur Linien von W, F und N (WW oder R, FF oder B, NN, W3); schreib { $letter } allein für seinen einzelnen Sprung
fault-betza-lame = „n“ (ein Sprung, der versperrt werden kann) steht vor den Springern N, A, Z, J oder D, nicht vor { $written }: lass es weg, denn ein Ritt hält ohnehin an der ersten Figur auf seiner Linie
fault-betza-hopper = „{ $letter }“ (ein Sprung über eine Figur) steht vor einem Ritt, der so weit geht, wie seine Linie offen ist (R, B, Q, WW, FF, NN), nicht vor { $written }
fault-betza-unknown = „{ $letter }“ gehört nicht zur Betza-Notation, wie sie hier gelesen wird
fault-betza-dangling = die Modifikatoren am Ende gehören zu keinem Atom: ende mit dem Buchstaben einer Figur, wie in fmW
fault-betza-range-doubled = „{ $digit }“ folgt auf { $doubled }, das schon so weit reitet, wie seine Linie offen ist: schreib { $ranged } für einen Ritt von höchstens { $digit ->
    [one] { $digit } Feld
   *[other] { $digit } Feldern
} oder { $doubled } allein
fault-betza-range-two-digits = eine Reichweite ist eine einzige Ziffer, 1 bis 9: { $written } gibt zwei; schreib { $ranged } oder { $doubled } für einen Ritt, so weit die Linie offen ist
fault-betza-range-before = eine Reichweite steht nach dem Buchstaben der Figur, nicht davor: schreib { $ranged } statt { $written }
fault-betza-range-alone = „{ $digit }“ folgt auf keinen Buchstaben einer Figur: eine Reichweite steht direkt nach einem, wie in { $example }

## A start position (startFen) that cannot be played.

fault-start-over-white-won = die Partie ist vor ihrem ersten Zug vorbei (Weiß, am Zug, hat gewonnen: { $by }); beginne mit einer Stellung, in der noch gespielt wird
fault-start-over-white-lost = die Partie ist vor ihrem ersten Zug vorbei (Weiß, am Zug, hat verloren: { $by }); beginne mit einer Stellung, in der noch gespielt wird
fault-start-over-white-drawn = die Partie ist vor ihrem ersten Zug vorbei (Weiß, am Zug, hat remisiert: { $by }); beginne mit einer Stellung, in der noch gespielt wird
fault-start-over-black-won = die Partie ist vor ihrem ersten Zug vorbei (Schwarz, am Zug, hat gewonnen: { $by }); beginne mit einer Stellung, in der noch gespielt wird
fault-start-over-black-lost = die Partie ist vor ihrem ersten Zug vorbei (Schwarz, am Zug, hat verloren: { $by }); beginne mit einer Stellung, in der noch gespielt wird
fault-start-over-black-drawn = die Partie ist vor ihrem ersten Zug vorbei (Schwarz, am Zug, hat remisiert: { $by }); beginne mit einer Stellung, in der noch gespielt wird
fault-start-by-extinction = die Figuren, die das Spiel zählt, sind fort
fault-start-by-flag = eine Figur steht in dem Bereich, den das Spiel festlegt
fault-start-by-checks = die Schachgebote, die das Spiel zählt, sind gegeben
fault-start-by-checkmate = Matt
fault-start-by-stalemate = Patt
fault-start-by-pawn-drop-mate = ein Matt durch einen eingesetzten Bauern
fault-start-by-counting = die Zählung hat ihre Grenze überschritten
fault-start-by-passes = beide Seiten haben gepasst
fault-start-by-bikjang = die Generäle stehen einander noch gegenüber
fault-start-white-checkmated = Weiß zieht zuerst und hat keinen legalen Zug (schon zu Beginn matt); beginne mit einer Stellung, in der die Seite am Zug ziehen kann
fault-start-white-stalemated = Weiß zieht zuerst und hat keinen legalen Zug (schon zu Beginn patt); beginne mit einer Stellung, in der die Seite am Zug ziehen kann
fault-start-black-checkmated = Schwarz zieht zuerst und hat keinen legalen Zug (schon zu Beginn matt); beginne mit einer Stellung, in der die Seite am Zug ziehen kann
fault-start-black-stalemated = Schwarz zieht zuerst und hat keinen legalen Zug (schon zu Beginn patt); beginne mit einer Stellung, in der die Seite am Zug ziehen kann

fault-fen-empty = die FEN ist leer
fault-fen-hands-unclosed = den Händen „[{ $hands }“ fehlt die schließende „]“
fault-fen-ranks = das Brett hat { $ranks ->
    [one] { $ranks } Reihe
   *[other] { $ranks } Reihen
}, die FEN gibt { $given } an
fault-fen-hand-piece = „{ $letter }“ in den Händen ist keine Figur von { $game }
fault-fen-side = „{ $value }“ ist keine Seite am Zug (w oder b)
fault-fen-gate = „{ $letter }“ ist weder ein Rochaderecht noch eine Linie, auf der eine Figur eingesetzt werden kann
fault-fen-castling-king = Rochaderecht „{ $letter }“ ohne König auf seiner Reihe
fault-fen-castling = „{ $letter }“ ist kein Rochaderecht
fault-fen-castling-rook = Rochaderecht „{ $letter }“ ohne Turm, mit dem rochiert werden kann
fault-fen-count-limit = „{ $value }“ ist keine Grenze einer Zählung
fault-fen-en-passant = „{ $value }“ ist kein En-passant-Feld dieses Bretts
fault-fen-en-passant-list = „{ $value }“ ist kein En-passant-Feld dieses Bretts und auch keine Liste davon
fault-fen-check-count = „{ $value }“ ist keine Zahl von Schachgeboten wie 3+3
fault-fen-halfmoves = „{ $value }“ ist keine Zahl von Halbzügen
fault-fen-move-number = „{ $value }“ ist keine Zugnummer
fault-fen-count-too-long = { $plies ->
    [one] { $plies } Halbzug ist mehr
   *[other] { $plies } Halbzüge sind mehr
}, als eine Zählung gezählt haben kann
fault-fen-rank-too-long = Reihe { $rank } hat mehr als { $files ->
    [one] { $files } Feld
   *[other] { $files } Felder
}
fault-fen-empty-run = Reihe { $rank } hat eine leere Folge von 0 Feldern
fault-fen-rank-length = Reihe { $rank } hat { $given ->
    [one] { $given } Feld
   *[other] { $given } Felder
}, nicht { $files }
fault-fen-piece = „{ $letter }“ ist keine Figur von { $game }
fault-fen-no-promotion = „+{ $letter }“: { $letter } wandelt sich in { $game } nicht um
