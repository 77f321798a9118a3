## The tournaments' pages: the list with the form to make one, and each tournament's page.

tournament-list-title = 大会
tournament-none-yet = まだ大会はありません。
tournament-column-tournament = 大会
tournament-column-game = ゲーム
tournament-column-players = 参加者
tournament-column-state = 状況
tournament-list-detail = { $kind }、{ $clock }、{ $rating }
tournament-kind-swiss = スイス式
tournament-kind-round-robin = 総当たり
tournament-rated = レーティング対局
tournament-casual = カジュアル対局
tournament-clock-none = 持ち時間なし
tournament-clock-days = 1手{ $days }日
tournament-clock-bank = 持ち時間バンク：初期{ $initial }日、1手ごとに+{ $increment }日、上限{ $cap }日
tournament-status-open = 参加受付中
tournament-status-round = 第{ $round }回戦（全{ $rounds }回戦）
tournament-status-under-way = 進行中
tournament-status-finished = 終了
tournament-status-cancelled = 中止
tournament-starts = 開始：{ $when }

## The form to make a tournament.

tournament-make = 大会を作る
tournament-game = ゲーム
tournament-group-hand-written = 個別に実装されたゲーム
tournament-group-defined = データで定義されたゲーム
tournament-group-players = プレイヤーの変種
tournament-variant-by = { $variant }（作成：{ $owner }）
tournament-show-options = このゲームのオプションを表示
tournament-name = 大会名
tournament-format = 方式
tournament-swiss-choice = スイス式：回戦が終わるたびに、得点の近い参加者同士を組み合わせます
tournament-rounds-label = 回戦数
tournament-round-robin-choice = 総当たり：どの2人も白黒を入れ替えて2局ずつ、全対局を同時に指します
tournament-rule-options = ルールのオプション
tournament-option-on = オン
tournament-option-off = オフ
tournament-days-per-move = 1手あたりの日数
tournament-rating = レーティング
tournament-rated-choice = レーティング対局
tournament-casual-choice = カジュアル対局
tournament-starts-at = 開始日時（UTC）：参加を締め切り、第1回戦を組み合わせる日時です
tournament-open = 大会を開く
tournament-rounds-not-a-number = 回戦数は整数で入力してください。
tournament-days-not-a-number = 1手あたりの日数は整数で入力してください。
tournament-not-a-time = 「{ $text }」は日時として読めません。
tournament-opened = 大会を開きました。開始まで誰でも参加できます。

## A tournament's page.

tournament-summary-swiss = { $game }のスイス式、全{ $rounds }回戦、{ $clock }、{ $rating }。
tournament-summary-round-robin = { $game }の総当たり戦、{ $clock }、{ $rating }。
tournament-rules = ルール：{ $rules }。
tournament-made-by = 主催：{ $creator }さん。
tournament-joining-open = 参加受付中です。開始は{ $starts }です。
tournament-state-round = 第{ $round }回戦（全{ $rounds }回戦）。
tournament-state-under-way = 進行中です。
tournament-state-finished = 終了しました。
tournament-state-cancelled = 中止になりました。
tournament-join = 参加する
tournament-leave = 参加を取り消す
tournament-start-now = 今すぐ開始
tournament-withdraw = 棄権する
tournament-withdraw-confirm = 棄権しますか？この大会で終わっていないあなたの対局は、すべて投了になります。
tournament-you-withdrew = 棄権しました。
tournament-standings = 順位表
tournament-column-player = プレイヤー
tournament-column-points = 得点
tournament-column-sb = SB
tournament-sonneborn-berger = ゾンネボーン・ベルガー：勝った相手の得点と、引き分けた相手の得点の半分の合計
tournament-column-wins = 勝ち
tournament-column-played = 対局数
tournament-withdrew-mark = （棄権）
tournament-round = 第{ $round }回戦
tournament-games = 対局
tournament-result-playing = 対局中
tournament-bye = 不戦勝（1点）
tournament-players = 参加者（{ $count }人）
tournament-joined = 参加しました。各回戦の組み合わせが決まるたびに、対局が届きます。
tournament-left = 大会への参加を取り消しました。
tournament-withdrawn = 棄権しました。この大会で終わっていないあなたの対局は投了となり、今後は組み合わせに入りません。
tournament-started = 大会が始まりました。
tournament-no-such-page = そのページはありません。
