## The new-game form, and what answers a challenge.

challenge-title = 新しい対局
challenge-game = ゲーム
challenge-group-hand-written = 個別に実装されたゲーム
challenge-group-defined = データで定義されたゲーム
challenge-group-players = プレイヤーが作った変種
challenge-uploaded-by = { $game }（作者：{ $owner }）
challenge-show-options = このゲームのオプションを表示
challenge-rules = ルール
# $choice is the game's word for what each player chooses (janggi's "arrangement"), in English.
challenge-own-choice-summary = 各陣営の { $choice }（変更しなければ通常どおり）
challenge-own-choice-legend = 各陣営の { $choice }
challenge-own-choice-hint = あなたが受け持つ可能性のある陣営ごとに、希望するものを選んでください。申し込みを受ける人は、受けるときに自分の { $choice } を選べます。
challenge-options-summary = ルールのオプション（変更しなければ既定値）
challenge-options-legend = ルールのオプション
challenge-switch-on = オン
challenge-switch-off = オフ
challenge-play-against = 対戦相手
challenge-way-person = 指名したプレイヤー
challenge-way-seek = 公開募集：誰でも受けられます
challenge-way-engine = エンジン
challenge-way-watch = エンジン同士の対局を観戦する
challenge-opponent = プレイヤー名
challenge-engine-level = エンジンのレベル（1 は手早く大ざっぱに指し、12 は1手に最大30秒考えます）
challenge-level = レベル { $level }
challenge-watch-white = { $sides ->
    [xiangqi] 紅のレベル
    [janggi] 青のレベル
    [shogi] 先手のレベル
   *[chess] 白のレベル
}
challenge-watch-black = { $sides ->
    [xiangqi] 黒のレベル
    [janggi] 赤のレベル
    [shogi] 後手のレベル
   *[chess] 黒のレベル
}
challenge-colour = あなたの手番
challenge-colour-random = ランダム
challenge-colour-white = { $sides ->
    [xiangqi] 紅
    [janggi] 青
    [shogi] 先手
   *[chess] 白番
}
challenge-colour-black = { $sides ->
    [xiangqi] 黒
    [janggi] 赤
    [shogi] 後手
   *[chess] 黒番
}
challenge-rating = レーティング
challenge-rated = レーティング対局：結果が両者のこのゲームのレーティングに反映されます
challenge-casual = カジュアル対局
challenge-rating-min = 最低レーティング
challenge-rating-max = 最高レーティング
challenge-rating-range-hint = この範囲のレーティングのプレイヤーだけが受けられます。両方とも空欄にすると誰でも受けられます。
challenge-clock = 持ち時間
challenge-days-per-move = 1手あたりの日数
challenge-time-bank = 持ち時間バンク
challenge-bank-initial = 開始時の日数
challenge-bank-increment = 1手ごとに加わる日数
challenge-bank-cap = バンクの上限日数
challenge-no-clock = 持ち時間なし
challenge-clock-hint = 期限を過ぎたプレイヤーは時間切れ負けになります。休暇中は持ち時間が止まります。
challenge-send = 対局を申し込む

## What the form says back.

challenge-sent = 対局を申し込みました。
challenge-declined = 対局申し込みを断りました。
challenge-withdrawn = 対局申し込みを取り下げました。
challenge-no-such-game = 「{ $game }」というゲームはありません。一覧から選んでください。
challenge-no-such-page = そのようなページはありません。
challenge-bad-level = エンジンのレベルは 1 から 12 です（「{ $level }」は使えません）。
challenge-bad-days = 「{ $days }」は日数（整数）ではありません。
challenge-bad-way = 「{ $way }」という対局方法はありません。プレイヤー、公開募集、エンジンのいずれかを選んでください。
challenge-two-opponents = 対戦相手が複数指定されています（プレイヤー、エンジン、エンジン同士）。一つを選んでください。
challenge-name-the-player = 申し込む相手のプレイヤー名を入力してください（または公開募集かエンジンを選んでください）。
challenge-choose-level = エンジンのレベルを 1 から 12 で選んでください。
challenge-choose-levels = 白と黒それぞれのエンジンのレベルを選んでください。
challenge-bad-lowest-rating = 最低レーティングは整数で入力してください（「{ $rating }」は使えません）。
challenge-bad-highest-rating = 最高レーティングは整数で入力してください（「{ $rating }」は使えません）。
