## 指し手が受け付けられない理由：指した人にルールが説明する言葉。マス（e4）、指し手（P e2-e4）、
## 駒の文字（N）、ゲーム名は書かれたまま。駒の名前は下の `piece-` メッセージで（ない場合はゲームの
## ファイルが書くとおりに）示す。

refusal-choose-one-of = 次のいずれかを選んでください：{ $moves }。
refusal-legal-moves-of-that-piece = その駒の合法手：{ $moves }。

## 受け付けられない理由の文全体。$why は下の `why-` メッセージのいずれか。

refusal-game-over-white-wins = { $sides ->
    [xiangqi] 対局は終了しています：紅の勝ち（{ $reason }）。
    [janggi] 対局は終了しています：青の勝ち（{ $reason }）。
    [shogi] 対局は終了しています：先手の勝ち（{ $reason }）。
   *[chess] 対局は終了しています：白の勝ち（{ $reason }）。
}
refusal-game-over-black-wins = { $sides ->
    [xiangqi] 対局は終了しています：黒の勝ち（{ $reason }）。
    [janggi] 対局は終了しています：赤の勝ち（{ $reason }）。
    [shogi] 対局は終了しています：後手の勝ち（{ $reason }）。
   *[chess] 対局は終了しています：黒の勝ち（{ $reason }）。
}
refusal-game-over-draw = 対局は終了しています：引き分け（{ $reason }）。
refusal-syntax-ends = 指し手として読めません：{ $column }文字目で入力が終わっていますが、そこには{ $expected }が必要です。
refusal-syntax-found = 指し手として読めません：{ $column }文字目には{ $expected }が必要ですが、「{ $found }」となっています。
refusal-syntax-too-long = 指し手として読めません：入力は{ $expected }にしてください（{ $column }文字を超えています）。
refusal-no-san = この局面には、標準代数記法で{ $san }と書かれる合法手はありません。
refusal-san-did-you-mean = { $san }はこの局面では指せません。{ $move }のことですか？
refusal-san-ambiguous = { $san }に当てはまる手が複数あります：{ $moves }。
refusal-off-board = { $square }は{ $game }の盤のマスではありません（{ $board }）。
refusal-board-files-ranks = 列はa〜{ $file }、段は1〜{ $ranks }、a1から{ $last }まで
refusal-board-spaces = a1から{ $last }までの枠の中の{ $count }マス
refusal-wrong-label = { $square }の駒は{ $piece }（{ $label }）で、{ $typed }ではありません。
refusal-some-piece = 駒
refusal-part-does-not-fit = 「{ $part }」は、{ $move }で始まるどの合法手にも含まれません。
refusal-part-does-not-fit-why = 「{ $part }」は、{ $move }で始まるどの合法手にも含まれません：{ $why }。
refusal-needs-a-choice = { $move }を一つの手にするには、選択が必要です。
refusal-ambiguous = その入力に当てはまる合法手が複数あります。
refusal-move-first = 指し手は動かす駒から書き始めます（例：「P e2-e4」）。「{ $part }」はその後にしか書けません。
refusal-no-piece = { $square }には駒がありません。
refusal-not-your-piece-white = { $sides ->
    [xiangqi] { $square }の{ $piece }は紅の駒です。今は黒の手番です。
    [janggi] { $square }の{ $piece }は青の駒です。今は赤の手番です。
    [shogi] { $square }の{ $piece }は先手の駒です。今は後手番です。
   *[chess] { $square }の{ $piece }は白の駒です。今は黒の手番です。
}
refusal-not-your-piece-black = { $sides ->
    [xiangqi] { $square }の{ $piece }は黒の駒です。今は紅の手番です。
    [janggi] { $square }の{ $piece }は赤の駒です。今は青の手番です。
    [shogi] { $square }の{ $piece }は後手の駒です。今は先手番です。
   *[chess] { $square }の{ $piece }は黒の駒です。今は白の手番です。
}
refusal-off-the-board = 盤外
refusal-illegal-move = { $label } { $from }-{ $to }は合法手ではありません。
refusal-illegal-move-why = { $label } { $from }-{ $to }は合法手ではありません：{ $why }。
refusal-illegal-move-none-legal = { $label } { $from }-{ $to }は合法手ではありません。{ $from }の{ $piece }には合法手がありません。
refusal-illegal-move-why-none-legal = { $label } { $from }-{ $to }は合法手ではありません：{ $why }。{ $from }の{ $piece }には合法手がありません。
refusal-illegal-drop = { $label }-{ $square }は合法な打ち手ではありません。
refusal-illegal-drop-why = { $label }-{ $square }は合法な打ち手ではありません：{ $why }。
refusal-duck-cannot-go = アヒルは{ $square }に置けません：{ $why }。
refusal-no-draw-to-claim = { $game }には申告できる引き分けがありません。代わりに引き分けを提案してください。
refusal-no-draw-now = 今は引き分けを申告できません：申告するには、{ $ways }ことが必要です。
refusal-claim-or = { $first }こと、または{ $second }
refusal-claim-on-own-turn = 引き分けの申告は自分の手番に行ってください。

## 入力が記法として読めなくなった所に必要だったもの（上の $expected）。

expect-at-most = { $count }文字以内
expect-move = 「P e2-e4」や「e2e4」のような指し手
expect-next-part = 次の部分の前の「;」、または指し手の終わり
expect-removal-dash = 「@」の後の「-」（「@-e4」でe4の駒を取り除きます）
expect-removal-square = 取り除く駒のマス（例：「@-e4」）
expect-letter-or-square = 駒の文字またはマス
expect-drop-square = 打つ手の「-」の後のマス（例：「Q-e8」）
expect-from-square = 駒の文字の後に、e2のようなマス
expect-dash = { $square }の後に「-」と行き先
expect-destination = 行き先のマス
expect-destination-or-off = { $square }の後に行き先のマス（または「off」）

## 二つ以上のマスを並べるとき（「h2またはg2」）。

list-or = { $first }または{ $second }
list-comma = { $first }、{ $second }

## ルールが指し手を認めない理由：「合法手ではありません：」に続く言葉（上の $why）。句点なし。
## $king はその側の王にあたる駒の名前。

why-claim-repetition = 同一局面が{ $needed }回現れている（現在{ $count }回）
why-claim-quiet-moves = 駒取りもポーンの移動もないまま、双方が{ $moves }手ずつ指している（現在{ $plies }手）
why-claim-lone-king-white = 相手の駒がキングだけになっている（白にはまだキング以外の駒が{ $count }個ある）
why-claim-lone-king-black = 相手の駒がキングだけになっている（黒にはまだキング以外の駒が{ $count }個ある）
why-never-off-board = このゲームでは駒が盤外に出ることはありません
why-never-off-board-in = { $game }では駒が盤外に出ることはありません
why-same-square = 駒は別のマスへ動かさなければなりません
why-never-castles-white = { $game }では白はキャスリングしません
why-never-castles-black = { $game }では黒はキャスリングしません
why-castled-rights-gone-white-king-side = 白はもうキングサイドにキャスリングできません：キングかそのルークがすでに動いています
why-castled-rights-gone-white-queen-side = 白はもうクイーンサイドにキャスリングできません：キングかそのルークがすでに動いています
why-castled-rights-gone-black-king-side = 黒はもうキングサイドにキャスリングできません：キングかそのルークがすでに動いています
why-castled-rights-gone-black-queen-side = 黒はもうクイーンサイドにキャスリングできません：キングかそのルークがすでに動いています
why-castling-between-taken = キャスリングにはキングとルークの間のマスが空いている必要がありますが、{ $square }に{ $piece }があります
why-castling-out-of-check = チェックされている状態からはキャスリングできません
why-castling-through-attack = キングは攻撃されているマスを通ることも、そこに止まることもできず、{ $square }は攻撃されています
why-castling-impossible = ここではキャスリングできません
why-white-piece = { $sides ->
    [xiangqi] 紅の{ $piece }
    [janggi] 青の{ $piece }
    [shogi] 先手の{ $piece }
   *[chess] 白の{ $piece }
}
why-black-piece = { $sides ->
    [xiangqi] 黒の{ $piece }
    [janggi] 赤の{ $piece }
    [shogi] 後手の{ $piece }
   *[chess] 黒の{ $piece }
}
why-no-piece = 何もないマス
why-own-piece-there = { $square }には自分の{ $piece }があります
why-own-piece-any = { $square }には自分の駒があります
why-game-over = 対局は終了しています
why-game-over-white-wins = { $sides ->
    [xiangqi] 対局は終了しています（紅の勝ち：{ $reason }）
    [janggi] 対局は終了しています（青の勝ち：{ $reason }）
    [shogi] 対局は終了しています（先手の勝ち：{ $reason }）
   *[chess] 対局は終了しています（白の勝ち：{ $reason }）
}
why-game-over-black-wins = { $sides ->
    [xiangqi] 対局は終了しています（黒の勝ち：{ $reason }）
    [janggi] 対局は終了しています（赤の勝ち：{ $reason }）
    [shogi] 対局は終了しています（後手の勝ち：{ $reason }）
   *[chess] 対局は終了しています（黒の勝ち：{ $reason }）
}
why-game-over-draw = 対局は終了しています（引き分け：{ $reason }）
why-king-in-check-there = { $square }では{ $king }がチェックされます
why-still-in-check = { $king }がチェックされていて、この手ではチェックが解けません
why-leaves-king-in-check = { $square }の{ $piece }を動かすと、{ $king }がチェックされてしまいます
why-blocked = { $from }から{ $to }への道がふさがれています
why-blocked-by = { $from }から{ $to }への道が、{ $square }の{ $piece }にふさがれています
why-blocked-on = { $from }から{ $to }への道が{ $square }でふさがれています
why-two-squares-from-start = { $piece }が2マス進めるのは最初の段からだけです
why-only-to-capture = { $piece }がその方向に動けるのは駒を取るときだけで、{ $square }は空いています
why-cannot-capture-that-way = { $piece }はその方向には駒を取れません
why-not-that-way = { $piece }はそのようには動けません
why-not-that-way-or-blocked = { $square }の{ $piece }はそのようには動けないか、道がふさがれています
why-capture-compulsory = 駒取りは義務で、取れる駒があります
why-royal-would-be-attacked = { $king }が攻撃されてしまいます
why-check-forbidden = チェックをかけることになりますが、このゲームではチェックは禁止です
why-royal-attacked-there = { $square }では{ $piece }が攻撃されます
why-royal-in-check = { $king }がチェックされていて、この手ではそれに対処できません
why-leaves-royal-attacked = { $square }の{ $piece }を動かすと、{ $king }が攻撃されてしまいます
why-khan-last-leader = 最後のリーダーを失うことになります
why-khan-leader-exposed = 唯一のリーダーが、敵の駒に取られる位置に残ります
why-khan-no-exchange = { $piece }は{ $other }と交換できません
why-khan-exchanges-off = { $square }には自分の{ $piece }があり、このゲームでは交換はできません
why-khan-spell-out-of-reach = { $piece }は駒を取れず、{ $square }は呪文の届く範囲の外です
why-khan-not-demotable = { $piece }は降格できないので、呪文の対象にはなりません
why-khan-spell-not-on-khan = このゲームでは、ハーンとハーン弓兵を呪文の対象にできません
why-khan-no-mounted-capture = このゲームでは、{ $piece }は騎乗した駒を取れません
why-khan-magician-step = { $piece }は縦か横に1マス動きます
why-kings-run-winning-move = 勝ちになる手があります：{ $moves }
why-kings-run-capture-runner = { $squares }にいる自分のランナーをサンドマンで取らなければなりません
why-kings-run-only-runner-king-leaves = 盤外に出られるのはランナーのキングだけです
why-kings-run-leave-from-far-rank = ランナーのキングが盤外に出られるのは、いちばん奥の段からだけです
why-koan-step-from-octagon = 駒は前へ1マス進みます：八角形からは、まっすぐ次の八角形へか、斜め前の四角形へ
why-koan-step-from-square = 駒は前へ1マス進みます：四角形からは、斜め前の八角形へ
why-koan-octagonal-captures-on-octagons-not-square = 八角駒は八角形でしか駒を取れず、{ $square }は四角形です
why-koan-octagonal-captures-on-octagons-not-octagon = 八角駒は八角形でしか駒を取れず、{ $square }は八角形です
why-koan-square-captures-on-squares-not-octagon = 四角駒は四角形でしか駒を取れず、{ $square }は八角形です
why-koan-square-captures-on-squares-not-square = 四角駒は四角形でしか駒を取れず、{ $square }は四角形です
why-cannon-one-screen = { $piece }は途中にある駒をちょうど一つ飛び越えたときだけ駒を取れます
why-cannon-jumps-only-to-capture = { $piece }が駒を飛び越えるのは取るときだけで、{ $square }は空いています
why-first-step-blocked = { $piece }の{ $square }への最初の一歩は空いたマスでなければなりませんが、空いていません
why-diagonal-only-to-capture = { $piece }が斜めに動けるのは駒を取るときだけで、{ $square }は空いています
why-captures-diagonally = { $piece }は斜めに駒を取り、まっすぐ前には取れません
why-not-on-board = { $square }は盤上にありません
why-duck-there-must-move = アヒルは今そこにいて、動かさなければなりません
why-duck-square-taken = そこには{ $piece }があります（アヒルは手を指した後に空いているマスへ置きます）
why-no-drops = { $game }では持ち駒を打ちません
why-no-such-piece = { $label }は{ $game }の駒ではありません
why-none-in-hand = 持ち駒に{ $piece }がありません
why-square-not-empty = { $square }は空いていません
why-drop-file-taken = { $file }列にはすでに自分の{ $piece }があります
why-drop-not-there = { $game }では{ $piece }を{ $square }に打てません
why-drop-first-rank = { $piece }は自分の一段目や、成ることになるマスには打てません
why-drop-another-first = 先に別の持ち駒を打たなければなりません
why-drop-in-check = { $king }がチェックされていて、この打ち手ではそれに対処できません
why-drop-gives-check = { $game }では駒を打ってチェックをかけることはできません
why-drop-bishops-colours = ビショップは両方の色のマスに置かなければなりません
why-drop-leaves-attacked = { $king }が攻撃されてしまいます

## ortoo のゲームの駒の名前。チェス・シャンチー・チャンギ・将棋（`piece-in-shogi-`）それぞれ、
## その言語のプレイヤーの呼び方で。

piece-royal-piece = ロイヤル駒
piece-pawn = ポーン
piece-knight = ナイト
piece-bishop = ビショップ
piece-rook = ルーク
piece-queen = クイーン
piece-king = キング
piece-in-shogi-pawn = 歩兵
piece-in-shogi-knight = 桂馬
piece-in-shogi-bishop = 角行
piece-in-shogi-rook = 飛車
piece-in-shogi-king = 王将
piece-lance = 香車
piece-silver-general = 銀将
piece-gold-general = 金将
piece-dragon-king = 竜王
piece-dragon-horse = 竜馬
piece-drunk-elephant = 酔象
piece-chick = ひよこ
piece-hen = にわとり
piece-giraffe = きりん
piece-lion = ライオン
piece-elephant = 象
piece-swallow = 燕
piece-phoenix = 鵬
piece-falcon = 鷹
piece-crane = 鶴
piece-left-quail = 左鶉
piece-right-quail = 右鶉
piece-pheasant = 雉
piece-goose = 鴈
piece-eagle = 鷲
piece-general = 将
piece-advisor = 士
piece-horse = 馬
piece-chariot = 車
piece-cannon = 炮
piece-soldier = 兵
piece-banner = 旗
piece-khun = クン
piece-met = メット
piece-khon = コーン
piece-ma = マー
piece-ruea = ルア
piece-bia = ビア
piece-ai-wok = アイウォック
piece-neang = ニアン
piece-koul = コール
piece-seh = セー
piece-touk = トゥーク
piece-trey = トレイ
piece-min-gyi = ミンジー
piece-sit-ke = シッケ
piece-sin = シン
piece-myin = ミン
piece-yahhta = ヤッタ
piece-ne = ネー
piece-alfil = アルフィル
piece-fers = フェルス
piece-ferz = フェルズ
piece-wazir = ワジール
piece-man = マン
piece-courier = クーリエ
piece-schleich = シュライヒ
piece-archbishop = アーチビショップ
piece-chancellor = チャンセラー
piece-amazon = アマゾン
piece-centaur = ケンタウロス
piece-nightrider = ナイトライダー
piece-camel = キャメル
piece-zebra = ゼブラ
piece-janus = ヤヌス
piece-cardinal = カーディナル
piece-marshal = マーシャル
piece-marshall = マーシャル
piece-minister = ミニスター
piece-commoner = コモナー
piece-berolina-pawn = ベロリナ・ポーン
piece-grasshopper = グラスホッパー
piece-hawk = ホーク
piece-duck = アヒル
piece-duke = デューク
piece-tower = タワー
piece-archer = 弓兵
piece-lancer = ランサー
piece-kheshig = ケシク
piece-yurt = ユルト
piece-khan = ハーン
piece-khatun = ハトゥン
piece-horse-archer = 騎馬弓兵
piece-scout = 斥候
piece-divine-king = 神王
piece-quetzal = ケツァール
piece-jaguar = ジャガー
piece-serpent = 蛇
piece-vulture = ハゲワシ
piece-canoe = カヌー
piece-offering = 供物
piece-warrior = 戦士
piece-swordsman = 剣士
piece-assassin = 暗殺者
piece-magician = 魔術師
piece-demoted-magician = 降格魔術師
piece-power-magician = 大魔術師
piece-bondsman = 従者
piece-khan-archer = ハーン弓兵
piece-khan-sword = ハーン剣士
piece-quickpawn = クイックポーン
piece-sandman-quickpawn = サンドマン・クイックポーン
piece-sandman-knight = サンドマン・ナイト
piece-sandman-bishop = サンドマン・ビショップ
piece-sandman-rook = サンドマン・ルーク
piece-sandman-queen = サンドマン・クイーン
piece-sandman-king = サンドマン・キング
piece-runner-quickpawn = ランナー・クイックポーン
piece-runner-knight = ランナー・ナイト
piece-runner-bishop = ランナー・ビショップ
piece-runner-rook = ランナー・ルーク
piece-runner-queen = ランナー・クイーン
piece-runner-king = ランナー・キング
piece-war-elephant = 戦象
piece-octagonal-piece = 八角駒
piece-square-piece = 四角駒

## 変種の定義形式が種類名で呼ぶ駒（ゲームが名前を付けていない場合）。

piece-fers-alfil = フェルス・アルフィル
piece-silver = 銀
piece-gold = 金
piece-aiwok = アイウォック
piece-bers = ベルス
piece-knibis = ナイビス
piece-biskni = ビスナイ
piece-kniroo = ナイルー
piece-rookni = ルークナイ
piece-shogi-pawn = 歩兵
piece-shogi-knight = 桂馬
piece-clobber = クロバー
piece-breakthrough = ブレイクスルー
piece-immobile = 不動駒
piece-janggi-cannon = チャンギの砲
piece-janggi-elephant = チャンギの象
