## The game page: the heading and the players' lines, the status, offers, the move form, the
## moves list, forecasts, the conversation and notes, and the analysis. Game names, players'
## names and moves stay as they are written.

game-title = { $variant }：{ $white } 対 { $black }
# HTML: $white and $black are each a player's name (a link to their page) and rating.
game-heading = { $sides ->
    [xiangqi] { $variant }：{ $white }（紅）対 { $black }（黒）
    [janggi] { $variant }：{ $white }（青）対 { $black }（赤）
    [shogi] { $variant }：{ $white }（先手）対 { $black }（後手）
   *[chess] { $variant }：{ $white }（白）対 { $black }（黒）
}
game-engine-level = { $name }（レベル { $level }）
game-closed-account = { $name }（退会したアカウント）
game-casual = カジュアル対局です。
game-rated = レーティング対局です。
# $changes: each player's name and rating before and after, "alice 1500 → 1662 (+162)".
game-rated-changes = レーティング対局：{ $changes }。
game-rated-unchanged = レーティング対局ですが、双方が着手する前に終局したため、レーティングは変動しませんでした。
game-tournament-round = { $tournament }、第{ $round }回戦。

## The result, and the page's own notice that the game went on.

game-over = 対局終了。{ $result }
# $reason: how it ended, from endings.ftl ("resignation").
game-result-white-won = { $sides ->
    [xiangqi] { $name }さん（紅）の勝ちです（{ $reason }）。
    [janggi] { $name }さん（青）の勝ちです（{ $reason }）。
    [shogi] { $name }さん（先手）の勝ちです（{ $reason }）。
   *[chess] { $name }さん（白）の勝ちです（{ $reason }）。
}
game-result-black-won = { $sides ->
    [xiangqi] { $name }さん（黒）の勝ちです（{ $reason }）。
    [janggi] { $name }さん（赤）の勝ちです（{ $reason }）。
    [shogi] { $name }さん（後手）の勝ちです（{ $reason }）。
   *[chess] { $name }さん（黒）の勝ちです（{ $reason }）。
}
game-result-drawn = 引き分けです（{ $reason }）。
game-rematch = 再戦
game-moved-on = 対局が進みました。
game-show-new-position = 最新の局面を表示

## The pieces in hand (crazyhouse, shogi), and the players' lines beside the board.

game-hand-white = { $sides ->
    [xiangqi] 紅の持ち駒
    [janggi] 青の持ち駒
    [shogi] 先手の持ち駒
   *[chess] 白の持ち駒
}
game-hand-black = { $sides ->
    [xiangqi] 黒の持ち駒
    [janggi] 赤の持ち駒
    [shogi] 後手の持ち駒
   *[chess] 黒の持ち駒
}
game-hand-white-label = { $sides ->
    [xiangqi] 紅の持ち駒
    [janggi] 青の持ち駒
    [shogi] 先手の持ち駒
   *[chess] 白の持ち駒
}
game-hand-black-label = { $sides ->
    [xiangqi] 黒の持ち駒
    [janggi] 赤の持ち駒
    [shogi] 後手の持ち駒
   *[chess] 黒の持ち駒
}
game-hand-nothing = なし
game-hand-count = { $count }枚
game-players = 対局者
game-side-white = { $sides ->
    [xiangqi] 紅
    [janggi] 青
    [shogi] 先手
   *[chess] 白
}
game-side-black = { $sides ->
    [xiangqi] 黒
    [janggi] 赤
    [shogi] 後手
   *[chess] 黒
}
game-taken-white = { $sides ->
    [xiangqi] 紅が取った駒
    [janggi] 青が取った駒
    [shogi] 先手が取った駒
   *[chess] 白が取った駒
}
game-taken-black = { $sides ->
    [xiangqi] 黒が取った駒
    [janggi] 赤が取った駒
    [shogi] 後手が取った駒
   *[chess] 黒が取った駒
}
game-piece-white = { $sides ->
    [xiangqi] 紅の{ $piece }
    [janggi] 青の{ $piece }
    [shogi] 先手の{ $piece }
   *[chess] 白の{ $piece }
}
game-piece-black = { $sides ->
    [xiangqi] 黒の{ $piece }
    [janggi] 赤の{ $piece }
    [shogi] 後手の{ $piece }
   *[chess] 黒の{ $piece }
}
# $ahead: "+3".
game-ahead = 駒得 { $ahead }（ポーン換算）
game-clock-per-move = 1手{ $days }日
# $clock: the time in the bank, "6 d 04:00:00".
game-clock-bank = 持ち時間 { $clock }
game-deadline = 期限：{ $when }
game-deadline-far = （{ $far }）

## The status under the board.

game-your-turn = あなたの手番です。
game-white-to-move = { $sides ->
    [xiangqi] 紅の手番です。
    [janggi] 青の手番です。
    [shogi] 先手番です。
   *[chess] 白の手番です。
}
game-black-to-move = { $sides ->
    [xiangqi] 黒の手番です。
    [janggi] 赤の手番です。
    [shogi] 後手番です。
   *[chess] 黒の手番です。
}
game-check = チェック！
game-tally-chips = チップ
game-tally-checks = 残りチェック数
game-tally-count = カウント
game-tally-points = 点数
game-tally-points-note = 詰み以外で終わった対局（双方のパス、ビッチャン、千日手、50手）は点数で勝敗を決めます。後手の赤（漢）には1.5点が加算されます。
# HTML: keep the <strong> marks around the numbers.
game-tally-sides = { $sides ->
    [xiangqi] { $label }：紅 <strong>{ $white }</strong> · 黒 <strong>{ $black }</strong>。
    [janggi] { $label }：青 <strong>{ $white }</strong> · 赤 <strong>{ $black }</strong>。
    [shogi] { $label }：先手 <strong>{ $white }</strong> · 後手 <strong>{ $black }</strong>。
   *[chess] { $label }：白 <strong>{ $white }</strong> · 黒 <strong>{ $black }</strong>。
}
game-counting-white = { $label }：白のカウント <strong>{ $counted }</strong> / { $limit }手。
game-counting-black = { $label }：黒のカウント <strong>{ $counted }</strong> / { $limit }手。
game-counting-white-note = 白が詰まされる前にカウントが{ $limit }手を超えると引き分けになります。
game-counting-black-note = 黒が詰まされる前にカウントが{ $limit }手を超えると引き分けになります。
game-showing-ply = { $ply }手目の局面を表示中
game-back-to-game = 対局に戻る

## What the opponent asks, and the game's rule options.

game-draw-offered = 相手が引き分けを提案しています。
game-accept-draw = 引き分けに応じる
game-decline = 断る
# $moves: the moves to take back, "Nf3" or "Nf3 and e5".
game-takeback-asked = 相手が { $moves } の待ったを求めています。
game-moves-and = { $first } と { $second }
game-accept-takeback = 待ったに応じる
# $rules: the options in words, as the rules write them.
game-rules-summary = ルール：{ $rules }
game-option-changed = （既定値から変更）
game-options-meaning = オプションの説明

## The step that asks before a move made on the board is sent.

# HTML: the page's script writes the move into the <strong> element; keep it whole.
game-confirm = <strong class="text"></strong> を指しますか？
game-play-move = この手を指す
game-cancel = キャンセル

## The moves list and the buttons that walk through it.

game-moves = 棋譜
game-no-moves = まだ着手はありません。
game-start-title = 開始局面（Home）
game-start = « 最初
game-back-title = 1手戻る（←）
game-back = ‹ 戻る
game-forward-title = 1手進む（→）
game-forward = 進む ›
game-now-title = 現在の局面（End）
game-now = 現在 »
game-flip = 盤を反転
# $eval: the engine's evaluation, "-2.10"; $move: a move.
game-judgement-inaccuracy = 不正確な手（{ $eval }）。
game-judgement-mistake = 悪手（{ $eval }）。
game-judgement-blunder = 大悪手（{ $eval }）。
game-judgement-better = 最善：{ $move }（{ $eval }）。

## Planning a forecast on the board. A planned line is written step by step: the first
## step, then each reply and each next move of the opponent, each with its own punctuation.

game-plan = 予約手順の作成
game-plan-start = 相手が指すと予想する手を盤上で指し、続けてあなたの応手を指してください。
game-plan-first = 相手が { $move } なら
game-plan-reply = { "、" }あなたは { $move }
game-plan-then = { "、" }次に相手が { $move } なら
game-plan-line = { $line }。
game-plan-next-theirs = 盤にはこの手順の局面が表示されています。次は相手の手を指してください。
game-plan-next-yours = 盤にはこの手順の局面が表示されています。次はあなたの手を指してください。
game-plan-add = この手順を予約手に加える
game-plan-undo = 最後の手を取り消す
game-plan-stop = 作成をやめる
game-plan-next-move = 手順の次の手
game-plan-add-move = 追加
# $reason: the rules' refusal.
game-plan-problem = { $move } はその局面では指せません：{ $reason }
game-all-legal-moves = すべての合法手（{ $count }）

## The move form.

game-finish-move = 次のいずれかを選んで手を完成させてください：
game-your-move = あなたの着手
# The move field's hint: one move as several notations write it.
game-example-two = { $a } または { $b }
game-example-three = { $a }、{ $b } または { $c }
game-example-four = { $a }、{ $b }、{ $c } または { $d }
game-play = 指す
game-pass = パス
game-comment = コメント（任意）
game-ask-first = 盤上で指した手は送信前に確認する
game-buttons-play = ボタンを押すとその手をすぐに指します。
game-engine-thinking = エンジンが考慮中です。指し終わるとこのページに表示されます。

## The player's actions.

game-draw-offered-by-you = 引き分けを提案中です。
game-offer-draw = 引き分けを提案
game-takeback-asked-by-you = 自分の着手の待ったを求めています。
game-withdraw-request = 申し入れを取り下げる
game-take-back = 待った
game-ask-take-back = 待ったを申し入れる
# $reason: the rule that allows the claim, from endings.ftl.
game-claim-draw = 引き分けを申告（{ $reason }）
game-hint = ヒント
game-resign-confirm = この対局を投了しますか？
game-resign = 投了
game-download = ダウンロード：
game-text-log = テキスト棋譜
game-rules = ルール

## Watching a game.

game-stop-watching = 観戦をやめる
game-watching = この対局の着手はすべてあなたに届きます。
game-watch = この対局を観戦
game-watch-hint = 着手ごとに、設定に従ってメールでお知らせします。

## The forecast. The words "if" and "then" of a forecast's lines stay in English: the server
## reads them.

game-forecast = あなたの予約手
game-forecast-about = 相手の手番の間に、あなたの応手をサーバーに伝えておけます。相手が予約手順どおりに指すと、あなたの応手がすぐに指されます。予約手はあなたにしか見えません。
game-no-forecast = 予約手はありません。
game-forecast-plan = 盤上で手順を作る
game-forecast-edit = テキストで編集
game-forecast-lines = 1行に1つの手順を書きます：if 相手の手 then あなたの手, then if … then …（if と then は英語のまま書きます）
game-forecast-keep = この予約手を保存
game-forecast-remove = 予約手を削除

## The conversation and the player's notes.

game-conversation = チャット
game-no-messages = まだメッセージはありません。このチャットは対局者の2人にしか見えません。
game-message = メッセージ
game-message-placeholder = 相手へのメッセージ
game-send = 送信
game-notes = あなたのメモ
game-notes-private = メモはあなたにしか見えません。
game-notes-keep = メモを保存

## The position in words, for a screen reader, and as a drawing in text.

game-pieces = 駒の配置（マスごと）
game-pieces-none = なし
game-text-board = テキスト盤面
game-text-board-note = （コピー用の図です。上の駒の一覧と同じ局面です）

## The engine's analysis of a finished game.

game-analysis = 解析
game-analysis-legend = { $sides ->
    [xiangqi] 明るい部分が紅の勝率です。点は形勢を損ねた手を示します：赤は大悪手、橙は悪手、黄は不正確な手。点や手をクリックするとその局面に移ります。
    [janggi] 明るい部分が青の勝率です。点は形勢を損ねた手を示します：赤は大悪手、橙は悪手、黄は不正確な手。点や手をクリックするとその局面に移ります。
    [shogi] 明るい部分が先手の勝率です。点は形勢を損ねた手を示します：赤は大悪手、橙は悪手、黄は不正確な手。点や手をクリックするとその局面に移ります。
   *[chess] 明るい部分が白の勝率です。点は形勢を損ねた手を示します：赤は大悪手、橙は悪手、黄は不正確な手。点や手をクリックするとその局面に移ります。
}
game-analysis-pending = 灰色の部分はまだ解析されていません。
game-analyse-again = もう一度解析する
game-no-analysis = この対局はまだ解析されていません。
game-ask-analysis = エンジンに解析を依頼する
game-analysis-done = { $sides ->
    [xiangqi] エンジンによる対局の解析：各手の後の紅の勝率と、形勢を損ねた手です。
    [janggi] エンジンによる対局の解析：各手の後の青の勝率と、形勢を損ねた手です。
    [shogi] エンジンによる対局の解析：各手の後の先手の勝率と、形勢を損ねた手です。
   *[chess] エンジンによる対局の解析：各手の後の白の勝率と、形勢を損ねた手です。
}
# $error: what went wrong, as the engine said it.
game-analysis-failed = 解析に失敗しました（{ $error }）。もう一度依頼できます。
game-analysis-no-reason = 理由は記録されていません
game-analysis-queued = エンジンは指す手がないときにこの対局を解析します。解析が進むとこのページに表示されます。
game-analysis-progress = エンジンがこの対局を解析中です：{ $total }局面中{ $done }局面まで完了。進むにつれてこのページに表示されます。
# A player's tally: $inaccuracies, $mistakes and $blunders are the counts below.
game-analysis-tally = { $name }：{ $inaccuracies } · { $mistakes } · { $blunders } · 平均損失 1手あたり{ $loss }センチポーン
game-analysis-tally-so-far = { $name }（ここまで）：{ $inaccuracies } · { $mistakes } · { $blunders } · 平均損失 1手あたり{ $loss }センチポーン
game-inaccuracies = 不正確な手 { $count }
game-mistakes = 悪手 { $count }
game-blunders = 大悪手 { $count }
game-graph-label = { $sides ->
    [xiangqi] エンジンから見た、対局を通じての紅の勝率
    [janggi] エンジンから見た、対局を通じての青の勝率
    [shogi] エンジンから見た、対局を通じての先手の勝率
   *[chess] エンジンから見た、対局を通じての白の勝率
}
game-graph-pending = 未解析
# A dot's tooltip: $move is the move with its mark, "1… P a7-a6??".
game-graph-dot = { $move }（{ $eval }）
game-graph-dot-better = { $move }（{ $eval }）；最善 { $better }（{ $better-eval }）

## What the chooser says a choice leads to. $reason: how the game would end, from endings.ftl.

game-foresight-wins = 勝ちになります（{ $reason }）
game-foresight-loses = 負けになります（{ $reason }）
game-foresight-draws = 引き分けになります（{ $reason }）
game-foresight-opponent-wins = 相手がすぐに勝てます（{ $reason }）
game-foresight-lost-next = 相手が何を指しても、次の手番で負けます（{ $reason }）

## Notices after an action on the game.

game-takeback-declined-notice = 相手は待ったに応じませんでした。対局はそのまま続きます。
game-no-such-ply = この対局に「{ $ply }」という手数はありません。現在の局面を表示しています。
game-not-your-turn = { $move } は指されませんでした：今はこの対局であなたの手番ではありません。
game-changed-meanwhile = { $move } は指されませんでした：その間に対局が進みました。入力欄に残してあります。
game-resigned = 投了しました。
game-unwatched = この対局の観戦をやめました。
game-watched = この対局を観戦しています：着手ごとに、通知設定に従ってお知らせします。
game-chat-limit = この1分間に{ $count }件のメッセージを送信しました。次の送信まで{ $seconds }秒お待ちください。
game-note-removed = メモを削除しました。
game-note-kept = メモを保存しました。
game-plan-pairs = 予約手順は、相手の手とあなたの応手の組で作ります。
game-forecast-gone = 予約手を削除しました。
game-forecast-line-added = 手順を予約手に加えました（全{ $count }手順）。
game-forecast-kept = 予約手を保存しました：{ $count }手順。
game-takeback-requested = 相手に待ったを申し入れました。
game-takeback-done = 着手を取り消しました。再びあなたの手番です。
game-takeback-accepted = 着手が取り消されました。
game-takeback-declined = 待ったを断りました。対局はそのまま続きます。
game-takeback-withdrawn = 待ったの申し入れを取り下げました。
# The engine's judgement of the move it suggests.
game-hint-win = { $moves }手で勝ちが見えています
game-hint-loss = { $moves }手で負けが見えています
# $score: "+0.40".
game-hint-score = あなたから見て { $score }
game-hint-notice = エンジンのおすすめは { $move } です（{ $judged }）。入力欄に入れてあります。
game-rematch-players-only = 再戦を申し込めるのは対局者だけです。
game-rematch-too-soon = 対局はまだ続いています。再戦は終局後に申し込めます。
game-rematch-offered = 再戦を申し込みました。相手のロビーに表示されます。
