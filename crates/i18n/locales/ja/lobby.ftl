## The lobby: the player's games, the challenges and open seeks, and the list of games.

lobby-title = ロビー
lobby-your-games = あなたの対局
lobby-no-game-waits = あなたの手番を待っている対局はありません。
lobby-accept-or-start = 下の対局申し込みを受けるか、自分で対局を始めましょう：
lobby-start-a-game = 対局を始める
lobby-your-turn = あなたの手番（{ $count }）
lobby-their-turn = 相手の手番（{ $count }）
lobby-welcome = チェス変種の通信対局
lobby-intro = Khan's Chess やチェスなどを、ウェブページ、API、メールで一手ずつ指せます。
lobby-create-account = アカウントを作成
lobby-log-in-to-play = ログインして対局する
lobby-challenges = 対局申し込みと公開募集
lobby-none-open = 現在、受付中の申し込みはありません。
lobby-col-game = ゲーム
lobby-col-from = 申込者
lobby-col-to = 相手
lobby-col-challenger-plays = 申込者の手番
lobby-col-clock = 持ち時間
lobby-col-rated = 種別
lobby-col-answer = 返答
# Under the challenger's name, on a narrow screen.
lobby-plays-white = { $sides ->
    [xiangqi] 紅を持って対局
    [janggi] 青を持って対局
    [shogi] 先手で対局
   *[chess] 白番で対局
}
lobby-plays-black = { $sides ->
    [xiangqi] 黒を持って対局
    [janggi] 赤を持って対局
    [shogi] 後手で対局
   *[chess] 黒番で対局
}
lobby-plays-random = 手番はランダム
# The column "The challenger plays".
lobby-color-white = { $sides ->
    [xiangqi] 紅
    [janggi] 青
    [shogi] 先手
   *[chess] 白番
}
lobby-color-black = { $sides ->
    [xiangqi] 黒
    [janggi] 赤
    [shogi] 後手
   *[chess] 黒番
}
lobby-color-random = ランダム
# An open seek, in the column "To".
lobby-anyone = 誰でも
lobby-anyone-rated = レーティング{ $min }–{ $max }の人なら誰でも
lobby-no-clock = 持ち時間なし
lobby-clock-days = 1手{ $days }日
lobby-clock-bank = 持ち時間バンク：開始時{ $initial }日、1手ごとに+{ $increment }日、上限{ $cap }日
lobby-rated = レーティング対局
lobby-casual = カジュアル対局
lobby-withdraw = 取り下げる
lobby-accept = 受ける
lobby-decline = 断る
# $choice is the game's word for what each player chooses (janggi's "arrangement"), in English.
lobby-own-choice = 受ける場合のあなたの { $choice }：
lobby-choice-as-challenged = 申し込みのとおり
lobby-finished = 終了した対局
lobby-games = ゲーム
lobby-defined = データで定義されたチェス変種
lobby-defined-hint = どれも変種コミュニティで使われている variants.ini 形式で書かれており、上のゲームと同じように対局でき、着手の検証やレーティングも同じように行われます。
lobby-players-variants = プレイヤーが作った変種
lobby-uploaded-by-players = プレイヤーがアップロードした変種です。
lobby-upload-your-own = 自分の変種をアップロードする
lobby-none-yet = まだありません。
lobby-by-owner = 作者：{ $owner }

## A list of games (the lobby's and a player's page).

lobby-col-white = 白
lobby-col-black = 黒
lobby-col-ply = 手数
lobby-col-state = 状況
lobby-col-result = 結果
lobby-row-your-turn = あなたの手番
lobby-white-to-move = { $sides ->
    [xiangqi] 紅の手番
    [janggi] 青の手番
    [shogi] 先手番
   *[chess] 白の手番
}
lobby-black-to-move = { $sides ->
    [xiangqi] 黒の手番
    [janggi] 赤の手番
    [shogi] 後手番
   *[chess] 黒の手番
}

## A player's page.

player-not-found = 「{ $name }」というプレイヤーはいません。
player-closed = このアカウントは閉鎖されています。対局の記録はここに残ります。
player-since = { $date }から ortoo で対局しています。
player-record = 終了した対局：{ $won }勝 { $lost }敗 { $drawn }分。
player-ratings = レーティング
player-no-rated-games = レーティング対局はまだありません。
player-col-game = ゲーム
player-col-rating = レーティング
player-col-rated-games = レーティング対局
player-rated-record = { $games }局：{ $won }勝 { $lost }敗 { $drawn }分
player-ratings-hint = レーティングは Glicko-2 方式で、ゲームごとに別々です。疑問符付き（1500?）は、レーティングがまだ暫定であることを表します。レーティング対局の数が少なすぎるか、長いあいだ対局していない場合です。
# A dot of the rating graph: the day of a rated game and the opponent.
player-graph-point = { $date } 対 { $opponent }
player-graph-label = { $game }のレーティング：レーティング対局{ $count }局、{ $from }から{ $to }へ
player-graph-dot = { $game }の後：{ $rating }
player-playing-now = 対局中（{ $count }）
player-no-games-in-play = 対局中のゲームはありません。
player-finished = 終了した対局（{ $count }）
player-no-finished-games = 終了した対局はまだありません。

## The leaderboards.

leaderboard-title = ランキング
leaderboard-of-game = { $game }のランキング
leaderboard-no-such-game = 「{ $game }」というゲームはありません。
leaderboard-hint = レーティングはゲームごとに別々です。レーティングは確定すると掲載されます。数局のレーティング対局を終えたあと、対局を続けているあいだです。
leaderboard-one-hint = 確定した Glicko-2 レーティングの高い順です。
leaderboard-all-games = すべてのゲーム
leaderboard-rules = ルール
leaderboard-none-established = { $game }の確定したレーティングはまだありません。
leaderboard-col-place = 順位
leaderboard-col-player = プレイヤー
leaderboard-col-rating = レーティング
leaderboard-col-games = 対局数
leaderboard-provisional = ほかに{ $count }人のレーティングが暫定です（まだ水準が定まっておらず、「?」付きで表示されます）。あと数局レーティング対局を指すと、ここに掲載されます。
