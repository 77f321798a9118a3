## The rules pages: the index of the games, and the frame around each game's rules.

rules-title = 규칙
rules-page-title = { $game } 규칙
rules-start-position = 시작 배치. 보드: { $files } × { $ranks }.
rules-start-game = { $game } 대국 시작하기
rules-pieces = 기물과 그 움직임
rules-pieces-hint = 각 기물을 보드 가운데 근처에 하나만 두고, 규칙상 그 자리에서 갈 수 있는 모든 칸에 표시했습니다 (흐리게 그려진 킹은 국면에 꼭 필요해서 놓아 둔 것일 뿐입니다. 빈칸의 동그라미는 기물이 그곳에서 잡을 수 있는 칸입니다).
rules-piece-reach = 여기서 { $count }칸
rules-piece-never-moves = 움직이지 않음
rules-options = 옵션
rules-option-default = { $description } (기본값: { $default })
rules-all-games = 모든 게임
rules-defined = 데이터로 정의된 체스 변형
rules-players-variants = 플레이어의 변형
rules-players-intro = 플레이어들이 같은 형식으로 작성한 변형입니다. { $link }.
rules-upload-your-own = 내 변형 올리기
rules-newest-here = 여기에는 최신 변형이 있습니다. 나머지는 검색하십시오.
rules-search-label = 플레이어의 변형 검색
rules-search-placeholder = 이름, 파일 또는 플레이어
rules-search = 검색
rules-by = { $owner } 님 작성
rules-no-match = "{ $search }"와(과) 일치하는 플레이어의 변형이 없습니다.
rules-more = 플레이어의 변형 더 보기
rules-no-such-variant = "{ $id }" 변형은 없습니다.
rules-in-english = 이 규칙은 지금은 영어로만 되어 있으며, 번역 중입니다.
rules-as-data = 데이터로 본 규칙
rules-as-data-intro = 변형을 만드는 분들을 위해: variants.ini 형식의 정의가 말하는 그대로의 게임입니다.
