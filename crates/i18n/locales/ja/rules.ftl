## The rules pages: the index of the games, and the frame around each game's rules.

rules-title = ルール
rules-page-title = { $game }のルール
rules-start-position = 初期配置。盤：{ $files } × { $ranks }。
rules-start-game = { $game }の対局を始める
rules-pieces = 駒とその動き
rules-pieces-hint = 各駒を1つだけ盤の中央近くに置き、そこからルール上動けるマスすべてに印を付けています（薄く描かれたキングは、局面に必要なので置いてあるだけです。空きマスの丸印は、そこに駒があれば取れるマスです）。
rules-piece-reach = ここから{ $count }マス
rules-piece-never-moves = 動かない
rules-options = オプション
rules-option-default = { $description }（既定値：{ $default }）
rules-all-games = すべてのゲーム
rules-defined = データで定義されたチェスの変種
rules-players-variants = プレイヤーの変種
rules-players-intro = プレイヤーが同じ形式で書いた変種です。{ $link }。
rules-upload-your-own = 自分の変種をアップロードする
rules-newest-here = ここには新しいものを載せています。ほかは検索してください。
rules-search-label = プレイヤーの変種を検索
rules-search-placeholder = 名前、ファイル名、プレイヤー名
rules-search = 検索
rules-by = 作成：{ $owner }
rules-no-match = 「{ $search }」に一致するプレイヤーの変種はありません。
rules-more = プレイヤーの変種をさらに表示
rules-no-such-variant = 変種「{ $id }」はありません。
rules-in-english = このルールは現在英語のみです。翻訳を進めています。
rules-as-data = データとしてのルール
rules-as-data-intro = 変種を作る人向けに：このゲームを variants.ini 形式の定義が記すとおりに示します。
