## Ein als Daten beschriebenes Spiel, seine Regeln aus seiner Definition geschrieben („Die Regeln als
## Daten“ auf der Regelseite und die ganzen Regeln einer hochgeladenen Variante). Jede Nachricht ist ein
## Satz; $piece, $king, $pawn, $cannon und ähnliche sind der Name einer Figur, $pieces und $pawns eine
## Liste von Namen, $region ein data-ranks oder data-squares. Die Namen sind die der `piece-`-Nachrichten
## (mit wechselndem Geschlecht, manche mit Adjektiv): Die Sätze setzen daher keinen bestimmten Artikel
## davor, und $region steht immer im Dativ.

data-board-heading = Das Brett
data-board = { $files } Linien mal { $ranks } Reihen; Weiß zieht zuerst. Die Ausgangsstellung als FEN:
data-pieces-heading = Die Figuren
data-pieces-intro = Die Diagramme zeigen, wohin jede zieht. Die Züge einer Figur stehen in Betza-Notation (W ein Schritt geradeaus, F ein Schritt diagonal, N der Springersprung; ein verdoppelter Buchstabe oder R, B und Q ein Zug beliebig weit entlang der Linie), so wie die Datei sie angibt; ihr Wert in Hundertsteln eines Bauern ist das, was die Engine von ortoo danach schätzt, wie weit die Figur reicht.
data-column-piece = Figur
data-column-letter = Buchstabe
data-column-betza = Betza
data-column-worth = Wert
data-royal = { $piece } (königlich)
# Where a game has no royal piece but a sentence needs one.
data-the-king = König
data-the-met = Met

# A region: whole ranks by number ($count of them), else its squares.
data-ranks =
    { $count ->
        [one] Reihe { $ranks }
       *[other] den Reihen { $ranks }
    }
data-squares = den Feldern { $squares }

data-pawns-heading = Bauern und Umwandlung
data-double-step = Eine Figur vom Typ { $pawn } darf von { $region } aus zwei Felder ziehen.
data-triple-step = Von { $region } aus darf sie auch drei Felder ziehen.
data-en-passant = Eine Figur, die an einem gegnerischen Bauern vorbeizieht, darf wie im Schach en passant geschlagen werden.
data-sittuyin-promotion = Eine Figur vom Typ { $pawns } wandelt sich nicht schon durch ihre Ankunft um. Steht sie auf { $region } (oder irgendwo, wenn sie die letzte ihrer Seite ist), darf sie stattdessen mit einem eigenen Zug { $pieces } werden, auf ihrem Feld oder auf einem leeren Feld, auf dem die neue Figur von dort aus schlagen könnte, sofern sie von dort weder Schach gibt noch eine gegnerische Figur angreift.
data-promotion = Eine Figur vom Typ { $pawns }, die auf { $region } ankommt, wird { $pieces }.
data-promotion-optional = Eine Figur vom Typ { $pawns }, die auf { $region } ankommt, wird nach Wahl ihres Spielers { $pieces } oder bleibt, was sie ist.
data-promotion-limit = Eine Umwandlung darf einer Seite nicht mehr Figuren einer Art verschaffen als: { $limits }.
data-limit = { $piece } { $limit }

data-kept-heading = Wo Figuren stehen dürfen
data-keeps-to = Eine Figur vom Typ { $piece } bleibt bei Weiß auf { $white } und bei Schwarz auf { $black }.
data-soldier = Eine Figur vom Typ { $piece } zieht nur vorwärts, bis sie Reihe { $rank } ihrer Seite erreicht (jenseits des Flusses), und von dort an auch seitwärts.
data-flying-general = Kein { $king } darf dem anderen auf einer Linie oder Reihe gegenüberstehen, ohne dass etwas dazwischen steht: Ein Zug, der sie so stehen lässt, ist nicht legal.

data-special-heading = Sonderregeln
data-cambodian = Die königliche Figur ({ $king }) darf, wenn sie nicht im Schach steht, bei ihrem ersten Zug wie ein Springer auf die Reihe vor ihr springen (ein Recht, das sie verliert, sobald ein Turm auf ihre Linie oder Reihe zieht); eine Figur vom Typ { $met } darf von ihrem Ausgangsfeld aus zwei Felder geradeaus vorwärts ziehen, über das hinweg, was dazwischen steht. Keiner dieser ersten Züge schlägt.
data-rooks-first-rank = Ein Turm aus der Hand darf nur auf die erste Reihe seiner Seite gesetzt werden.
data-makpong = Die königliche Figur ({ $king }) darf im Schach nicht ziehen, außer um die einzige Schach gebende Figur zu schlagen.
data-blast = Jeder Schlagzug löst eine Explosion aus: Die schlagende Figur, die geschlagene Figur und jede Figur außer Bauern auf den acht Feldern ringsum werden entfernt, gleich welcher Seite (die Zugliste nennt die geräumten Felder).
data-blast-immune = Figuren vom Typ { $pieces } überstehen Explosionen.
data-blast-kings = Ein Zug darf den eigenen König weder in die Luft sprengen noch angegriffen lassen, es sei denn, er sprengt den anderen König. Könige, die sich berühren, können einander nicht schlagen, daher steht keiner von beiden im Schach.
data-mutually-immune = Eine Figur vom Typ { $pieces } darf keine Figur ihrer eigenen Art schlagen.
data-duck = Nach jedem Zug zieht der Spieler außerdem die Ente (`*`), eine Figur keiner Seite, auf ein anderes leeres Feld: in voller algebraischer Notation als letzter Teil des Zugs (`P e2-e4; duck-e5`), in Koordinaten nach einem Komma (`e2e4,e4e5`). Die Ente versperrt jede Figur und kann nicht geschlagen werden.

# Janggi's: the palaces' diagonal lines and the ways pieces move along them.
data-diagonal-lines = Zwischen { $region } verlaufen diagonale Linien (die Diagonalen der Paläste). Eine Figur auf einem dieser Felder darf auch entlang dieser Linien zu einem anderen ziehen: { $ways }.
data-way-one-point = { $piece } (einen Punkt)
data-way-forward = { $piece } (einen Punkt vorwärts)
data-way-open-line = { $piece } (so weit die Linie frei ist)
data-way-hop = { $piece } (indem sie eine Figur überspringt)
data-janggi-cannon = Eine Figur vom Typ { $cannon } muss genau eine Figur überspringen, um zu ziehen oder zu schlagen; sie darf keine andere Figur vom Typ { $cannon } überspringen und keine schlagen.
data-pass = Ein Spieler darf statt zu ziehen passen, außer wenn er im Schach steht (gib `pass` ein; in Koordinaten zweimal den Punkt, auf dem sein { $king } steht, etwa `e9e9`). Passen beide Spieler nacheinander, endet die Partie.
data-pass-when-stuck = Ein Spieler darf statt zu ziehen passen, wenn er keinen anderen Zug hat, außer wenn er im Schach steht (gib `pass` ein; in Koordinaten zweimal den Punkt, auf dem sein { $king } steht, etwa `e9e9`). Passen beide Spieler nacheinander, endet die Partie.
data-bikjang = Stehen sich die königlichen Figuren ({ $king }) beider Seiten auf einer offenen Linie gegenüber, ohne dass etwas dazwischen steht (Bikjang), muss der Spieler am Zug sie trennen oder passen; ein Pass beendet dann die Partie.
data-points-janggi = Eine Partie, die ohne Matt endet (beide Spieler passen, ein Bikjang, eine Stellungswiederholung oder fünfzig Züge jeder Seite ohne Schlagen), wird nach Punkten entschieden: Wagen 13, Kanone 7, Pferd 5, Elefant und Berater 3, Soldat 2, und 1,5 mehr für Rot (Han), weil es als Zweites zieht (die Punkte stehen neben dem Brett). Wer bei jedem Zug einer Wiederholung Schach gibt, verliert stattdessen.
data-points-more-pieces = Eine Partie, die ohne Matt endet (Stellungswiederholung, Zuglimit), gewinnt die Seite mit mehr Figuren auf dem Brett; bei gleich vielen ist sie remis.
data-points-white = Eine Partie, die ohne Matt endet (Stellungswiederholung, Zuglimit), gewinnt Weiß.
data-points-black = Eine Partie, die ohne Matt endet (Stellungswiederholung, Zuglimit), gewinnt Schwarz.

data-castling-heading = Rochade
data-castling = Die königliche Figur ({ $king }) rochiert mit einer noch nicht gezogenen Figur vom Typ { $rooks }: auf die { $kingside }-Linie auf ihrem Flügel zur h-Linie hin oder auf die { $queenside }-Linie auf dem anderen Flügel, wobei diese Figur ({ $rooks }) innen neben ihr landet.
data-chess960 = Die Figuren der Grundreihe beginnen gemischt, wie im Schach960.
data-no-castling = Es gibt keine Rochade.

data-ends-heading = Wie die Partie endet
data-checkmate-wins = Matt gewinnt.
data-checkmated-wins = Wer mattgesetzt wird, gewinnt.
data-checkmate-draws = Matt ist remis.
data-stalemate-piece-count = Wer keinen legalen Zug hat, gewinnt, wenn er weniger Figuren hat als der Gegner, verliert mit mehr und spielt remis mit gleich vielen.
data-stalemate-loses = Wer keinen legalen Zug hat, verliert.
data-stalemate-wins = Wer keinen legalen Zug hat, gewinnt.
data-stalemate-draws = Hat ein Spieler keinen legalen Zug (Patt), endet die Partie remis.
# $kept: how many of them a player may keep and still have lost (0: all lost).
data-extinction-loses =
    { $kept ->
        [0] Wer alle seine Figuren ({ $pieces }) verloren hat, verliert.
       *[other] Wer alle seine Figuren ({ $pieces }) bis auf { $kept } verloren hat, verliert.
    }
data-extinction-wins =
    { $kept ->
        [0] Wer alle seine Figuren ({ $pieces }) verloren hat, gewinnt.
       *[other] Wer alle seine Figuren ({ $pieces }) bis auf { $kept } verloren hat, gewinnt.
    }
data-extinction-draws =
    { $kept ->
        [0] Hat ein Spieler alle seine Figuren ({ $pieces }) verloren, endet die Partie remis.
       *[other] Hat ein Spieler alle seine Figuren ({ $pieces }) bis auf { $kept } verloren, endet die Partie remis.
    }
data-extinction-pieces = jeder Art
data-flag = Wer mit einer Figur vom Typ { $piece } auf { $region } ankommt, gewinnt.
data-flag-answered = Wer mit einer Figur vom Typ { $piece } auf { $region } ankommt, gewinnt, es sei denn, der Gegner kommt gleich mit seinem nächsten Zug ebenfalls dort an (dann ist die Partie remis).
data-flag-any = Wer mit einer beliebigen Figur auf { $region } ankommt, gewinnt.
data-flag-any-answered = Wer mit einer beliebigen Figur auf { $region } ankommt, gewinnt, es sei denn, der Gegner kommt gleich mit seinem nächsten Zug ebenfalls dort an (dann ist die Partie remis).
data-check-counting = Wer die festgelegte Zahl von Schachgeboten gibt, gewinnt (die Schachgebote, die jede Seite noch geben muss, stehen in der FEN, etwa 3+3).
data-must-capture = Schlagen ist Pflicht: Ist ein Schlagzug möglich, muss geschlagen werden.
data-no-checks = Schach zu geben ist nicht erlaubt.
data-repetition = Eine Stellung, die { $times }-mal vorkommt, bedeutet { $result }.
data-repetition-checks = Eine Stellung, die { $times }-mal vorkommt, bedeutet { $result }, es sei denn, ein Spieler hat bei jedem Zug der Wiederholung Schach gegeben: Dieser Spieler verliert.
data-repetition-draws = Remis
data-repetition-white-wins = den Sieg für Weiß
data-repetition-white-loses = die Niederlage für Weiß
data-repetition-mover-wins = den Sieg für den Spieler, der dann am Zug ist
data-repetition-mover-loses = die Niederlage für den Spieler, der dann am Zug ist
data-chasing = Wer bei jedem Zug der Wiederholung dieselbe Figur verfolgt hat, verliert ebenfalls, wie es die Regeln der Asian Xiangqi Federation vorsehen (remis, wenn beide es getan haben): Ein Zug verfolgt eine Figur, die er neu angreift und die ungedeckt oder stärker als ihr Angreifer ist (ein Wagen, angegriffen von Pferd oder Kanone; ein Wagen, eine Kanone oder ein Pferd, angegriffen von Elefant oder Berater); der General und die Soldaten verfolgen nicht und werden, solange sie den Fluss nicht überquert haben, nicht verfolgt. Schachgebote einer Seite nach ihrem zehnten zählen nicht für das Zuglimit.
data-count-makruk = Sobald kein Bauer mehr übrig ist, beginnt eine Zählung, die der Spieler führt, der dann am Zug ist (stets ein Spieler, dem nur der nackte König bleibt), und ist dieser Spieler noch nicht mattgesetzt, wenn die Zählung ihr Limit überschreitet, endet die Partie remis: 64 Züge oder, gegen einen nackten König, das Limit, das die Figuren der anderen Seite bestimmen (8 Züge mit zwei Türmen, 16 mit einem Turm, 22 mit zwei Khons, 32 mit zwei Springern, 44 mit einem Khon, sonst 64), gezählt ab der Zahl der Figuren auf dem Brett. Die Zählung steht neben dem Brett und beendet die Partie, wenn sie ihr Limit überschreitet.
data-count-cambodian = Sobald ein Spieler nur noch drei Figuren oder weniger hat, beginnt eine Zählung, die dieser Spieler führt, und ist er noch nicht mattgesetzt, wenn die Zählung ihr Limit überschreitet, endet die Partie remis: 63 Züge oder, gegen einen nackten König ohne verbliebene Bauern, das Limit, das die Figuren der anderen Seite bestimmen (7 Züge mit zwei Türmen, 15 mit einem Turm, 21 mit zwei Khons, 31 mit zwei Springern, 43 mit einem Khon, sonst 63), gezählt ab der Zahl der Figuren auf dem Brett. Die Zählung steht neben dem Brett und beendet die Partie, wenn sie ihr Limit überschreitet.
data-count-asean = Gegen einen nackten König ohne verbliebene Bauern muss die andere Seite innerhalb von 16 Zügen mattsetzen, wenn sie einen Turm hat, innerhalb von 44 mit einem Khon, von 64 mit einem Springer, sonst endet die Partie remis. Die Zählung steht neben dem Brett und beendet die Partie, wenn sie ihr Limit überschreitet.
data-sittuyin-draw = Ein Spieler, dem nur der König und ein Bauer bleiben, der nicht im Schach steht und dessen einzige Züge Umwandlungen dieses Bauern sind, erreicht ein Remis (auf eine Umwandlung darf verzichtet werden).
data-move-rule = { $moves } Züge jeder Seite ohne Schlagen sind remis.
data-move-rule-pawns = { $moves } Züge jeder Seite ohne Schlagen und ohne Bauernzug sind remis.
