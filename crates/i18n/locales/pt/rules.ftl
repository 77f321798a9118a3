## The rules pages: the index of the games, and the frame around each game's rules.

rules-title = Regras
rules-page-title = { $game }: as regras
rules-start-position = A posição inicial. Tabuleiro: { $files } × { $ranks }.
rules-start-game = Começar uma partida de { $game }
rules-pieces = As peças e como se movem
rules-pieces-hint = Cada peça sozinha perto do centro do tabuleiro; as marcas são todas as casas para onde as regras a deixam ir dali (reis desenhados em tom claro estão lá só porque uma posição precisa deles; um anel numa casa vazia é onde a peça capturaria).
rules-piece-reach = { $count ->
    [one] { $count } casa a partir daqui
   *[other] { $count } casas a partir daqui
}
rules-piece-never-moves = nunca se move
rules-options = Opções
rules-option-default = { $description } (padrão: { $default })
rules-all-games = Todos os jogos
rules-defined = Variantes de xadrez definidas como dados
rules-players-variants = Variantes dos jogadores
rules-players-intro = Escritas por jogadores no mesmo formato; { $link }.
rules-upload-your-own = envie a sua
rules-newest-here = As mais recentes estão aqui; busque as outras.
rules-search-label = Buscar variantes dos jogadores
rules-search-placeholder = um nome, um arquivo ou um jogador
rules-search = Buscar
rules-by = de { $owner }
rules-no-match = Nenhuma variante de jogador corresponde a “{ $search }”.
rules-more = Mais variantes dos jogadores
rules-no-such-variant = Não existe a variante “{ $id }”.
rules-in-english = Por enquanto estas regras estão em inglês; estão sendo traduzidas.
rules-as-data = As regras como dados
rules-as-data-intro = Para quem escreve variantes: o jogo como sua definição no formato variants.ini o descreve.
