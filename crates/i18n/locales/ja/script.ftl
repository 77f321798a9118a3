## What the pages' scripts say: announcements for screen readers as moves arrive, the board's
## keyboard help, the move chooser's labels. A page carries these in its language; a `{ $name }`
## here is filled in by the script.

js-board = 盤
js-keys-to-move = 矢印キーでマスを移動、Enter で駒を持ち上げる・置く、Esc で駒を放す
js-keys-to-read = 矢印キーでマスを移動
js-in-hand = 持ち駒の{ $piece }（{ $count }枚）：持ち上げると盤に打てます
js-off-board = { $square }：盤外へ
js-finish-move-tap = 手を完成させてください：盤上の丸印のマスをタップするか、ここで選んでください：
js-finish-move-of-tap = { $move } の手を完成させてください：盤上の丸印のマスをタップするか、ここで選んでください：
js-from-hand = 持ち駒の{ $piece }：{ $squares } に打てます
js-put-back = 駒を戻しました
js-picked-up = { $square } の{ $piece }を持ち上げました。移動先：{ $squares }
js-no-square = なし
js-choose-rest = 手の残りを選んでください：丸印のマス、または盤の下のボタン
js-finish-move = 手を完成させてください：
js-finish-move-of = { $move } の手を完成させてください：
js-promote = 成る
js-do-not-promote = 成らない
js-dropped-promoted = 成った面で打つ
js-dropped-as-it-is = そのまま打つ
js-cancel = キャンセル
js-white-played = { $sides ->
    [xiangqi] 紅が { $move } を指しました。
    [janggi] 青が { $move } を指しました。
    [shogi] 先手が { $move } を指しました。
   *[chess] 白が { $move } を指しました。
}
js-black-played = { $sides ->
    [xiangqi] 黒が { $move } を指しました。
    [janggi] 赤が { $move } を指しました。
    [shogi] 後手が { $move } を指しました。
   *[chess] 黒が { $move } を指しました。
}
js-taken-back = 待ったで手が戻されました。
js-draw-offered = 相手が引き分けを提案しています。
js-clock-days = { $days }日 { $time }
js-start-game = 対局を始める
js-open-seek = 募集を出す
js-send-challenge = 対局を申し込む
js-square = { $square }、{ $what }
js-empty = 空き
js-enter-drops = { $words }：Enterでここに打ちます
js-enter-moves = { $words }：Enterでここへ動かします
js-enter-picks-up = { $words }：Enterで持ち上げます
