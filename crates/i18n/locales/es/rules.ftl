## The rules pages: the index of the games, and the frame around each game's rules.

rules-title = Reglas
rules-page-title = { $game }: las reglas
rules-start-position = La posición inicial. Tablero: { $files } × { $ranks }.
rules-start-game = Empezar una partida de { $game }
rules-pieces = Las piezas y cómo se mueven
rules-pieces-hint = Cada pieza sola cerca del centro del tablero; las marcas son todas las casillas a las que las reglas le permiten ir desde ahí (los reyes dibujados en tenue están solo porque una posición los necesita; un aro en una casilla vacía es donde la pieza capturaría).
rules-piece-reach = { $count ->
    [one] { $count } casilla desde aquí
   *[other] { $count } casillas desde aquí
}
rules-piece-never-moves = nunca se mueve
rules-options = Opciones
rules-option-default = { $description } (por defecto: { $default })
rules-all-games = Todos los juegos
rules-defined = Variantes de ajedrez definidas como datos
rules-players-variants = Variantes de jugadores
rules-players-intro = Escritas por jugadores en el mismo formato; { $link }.
rules-upload-your-own = sube la tuya
rules-newest-here = Aquí están las más recientes; busca las demás.
rules-search-label = Buscar variantes de jugadores
rules-search-placeholder = un nombre, un archivo o un jugador
rules-search = Buscar
rules-by = de { $owner }
rules-no-match = Ninguna variante de jugadores coincide con «{ $search }».
rules-more = Más variantes de jugadores
rules-no-such-variant = No existe la variante «{ $id }».
rules-in-english = Por ahora estas reglas están en inglés; se están traduciendo.
rules-as-data = Las reglas como datos
rules-as-data-intro = Para quienes escriben variantes: el juego tal como lo describe su definición en el formato variants.ini.
