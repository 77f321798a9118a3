## The rules pages: the index of the games, and the frame around each game's rules.

rules-title = Regeln
rules-page-title = { $game }: die Regeln
rules-start-position = Die Ausgangsstellung. Brett: { $files } × { $ranks }.
rules-start-game = Eine Partie { $game } beginnen
rules-pieces = Die Figuren und ihre Züge
rules-pieces-hint = Jede Figur allein nahe der Brettmitte; markiert ist jedes Feld, auf das die Regeln sie von dort ziehen lassen (blass gezeichnete Könige stehen nur dort, weil eine Stellung sie braucht; ein Ring auf einem leeren Feld zeigt, wo die Figur schlagen würde).
rules-piece-reach = { $count ->
    [one] { $count } Feld von hier
   *[other] { $count } Felder von hier
}
rules-piece-never-moves = zieht nie
rules-options = Optionen
rules-option-default = { $description } (Standard: { $default })
rules-all-games = Alle Spiele
rules-defined = Als Daten beschriebene Schachvarianten
rules-players-variants = Varianten von Spielern
rules-players-intro = Von Spielern im selben Format geschrieben; { $link }.
rules-upload-your-own = lade deine eigene hoch
rules-newest-here = Hier stehen die neuesten; die übrigen findest du über die Suche.
rules-search-label = Varianten von Spielern suchen
rules-search-placeholder = ein Name, eine Datei oder ein Spieler
rules-search = Suchen
rules-by = von { $owner }
rules-no-match = Keine Variante von Spielern passt zu „{ $search }“.
rules-more = Weitere Varianten von Spielern
rules-no-such-variant = Es gibt keine Variante „{ $id }“.
rules-in-english = Diese Regeln gibt es vorerst nur auf Englisch; sie werden übersetzt.
rules-as-data = Die Regeln als Daten
rules-as-data-intro = Für alle, die Varianten schreiben: das Spiel, wie seine Definition im Format variants.ini es beschreibt.
