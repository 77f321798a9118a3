## Notices: what a player is told, listed on the notices page and mailed. A notice's title
## names no game: the list writes the game before it, and a mail's subject starts with it.

notice-in-game = { $game }：{ $title }
notice-turn = { $opponent }さんとの対局：あなたの手番です（{ $ply }手目）
notice-turn-again = { $opponent }さんとの対局：再びあなたの手番です（{ $ply }手目）
notice-played = { $opponent }さんの着手（{ $ply }手目）：{ $move }
notice-effect = 効果：{ $effect }
notice-comment = コメント：{ $comment }
notice-begun = { $opponent }さんとの{ $game }の対局が始まりました。
notice-tournament = 大会：{ $tournament }、第{ $round }回戦。
notice-reminder = リマインダー：{ $opponent }さんとの対局の着手期限が近づいています（{ $due }）
notice-reminder-detail = { $opponent }さんとの{ $game }の対局は、まもなく着手期限です。
notice-game-over = { $opponent }さんとの対局終了：{ $verdict }
notice-won = あなたの勝ちです（{ $reason }）。
notice-lost = あなたの負けです（{ $reason }）。
notice-drawn = 引き分けになりました（{ $reason }）。
notice-ended = 対局は終了しました。
notice-wrote = { $name }さんより：{ $text }
notice-draw-offer = { $opponent }さんから引き分けの提案
notice-draw-offer-detail = { $game }の対局で、{ $opponent }さんが引き分けを提案しています（{ $ply }手目の後）。
notice-takeback-offer = { $opponent }さんから待ったの申し入れ
notice-takeback-one = { $game }の対局で、{ $opponent }さんが自分の着手 { $move }（{ $ply }手目）の待ったを求めています。
notice-takeback-more = { $game }の対局で、{ $opponent }さんが自分の着手 { $move }（{ $ply }手目）とそれ以降の手（{ $rest }）の待ったを求めています。
notice-takeback-last = { $game }の対局で、{ $opponent }さんが直前の自分の着手の待ったを求めています。
notice-takeback-declined = { $opponent }さんが待ったを断りました
notice-takeback-declined-detail = { $opponent }さんは待ったに応じませんでした。対局はそのまま続きます。
notice-taken-back = { $opponent }さんが待ったに応じ、{ $moves } を取り消しました。再びあなたの手番です。
notice-challenge = { $challenger }さんから{ $game }の対局申し込み
notice-challenge-rated = { $challenger }さんから{ $game }のレーティング対局の申し込みです（{ $clock }、{ $challenger }さんは{ $color }）。
notice-challenge-casual = { $challenger }さんから{ $game }のカジュアル対局の申し込みです（{ $clock }、{ $challenger }さんは{ $color }）。
notice-challenge-rules = ルール：{ $rules }
# The choice a player accepting makes for themselves (janggi's arrangement): $choice and $value
# are typed as they are in a reply; $words say what a value means.
notice-own-choice = 申し込みを受けるときに、自分の { $choice } を選べます（選ばなければ申し込みの指定どおりになります）：
notice-own-choice-value = { $value }：{ $words }
notice-own-choice-reply = これで受けるには「accept { $choice }={ $example }」と返信してください。
notice-no-clock = 持ち時間なし
notice-color-white = { $sides ->
    [xiangqi] 紅
    [janggi] 青
    [shogi] 先手
   *[chess] 白番
}
notice-color-black = { $sides ->
    [xiangqi] 黒
    [janggi] 赤
    [shogi] 後手
   *[chess] 黒番
}
notice-color-random = ランダムな手番
notice-watched = { $white } – { $black }：{ $mover }さんが{ $move }を指しました
notice-watched-played = { $mover }さん（{ $side }）の着手（{ $ply }手目）：{ $move }
notice-watched-end = { $white } – { $black }：対局終了、{ $result }
notice-over = 対局終了：{ $result }。
notice-chat = { $name }さん：{ $words }
notice-chat-detail = { $name }さんのメッセージ：
notice-forecast = { $opponent }さんが{ $move }を指し、予約手 { $reply } で応じました
notice-forecast-played = { $opponent }さんの着手（{ $ply }手目）：{ $move }
notice-forecast-answered = 予約手による応手（{ $reply-ply }手目）：{ $reply }
notice-forecast-goes-on = 予約手順はこの先も続きます。
notice-forecast-ended = これが予約手順の最後の手でした。

## What a mail says under a notice, about its game as it stands when the mail goes.

letter-you-play-white = { $sides ->
    [xiangqi] あなたは紅を持って指しています。あなたの手番です。
    [janggi] あなたは青を持って指しています。あなたの手番です。
    [shogi] あなたは先手です。あなたの手番です。
   *[chess] あなたは白番です。あなたの手番です。
}
letter-you-play-black = { $sides ->
    [xiangqi] あなたは黒を持って指しています。あなたの手番です。
    [janggi] あなたは赤を持って指しています。あなたの手番です。
    [shogi] あなたは後手です。あなたの手番です。
   *[chess] あなたは黒番です。あなたの手番です。
}
letter-deadline = 期限：{ $deadline }
letter-no-deadline = なし（この対局には持ち時間がありません）
letter-clock = 持ち時間：{ $clock }
letter-clock-days = 1手{ $days }日
letter-clock-bank = 持ち時間バンク：開始時{ $initial }日、1手ごとに+{ $increment }日、上限{ $cap }日
letter-game = 対局：{ $link }
letter-the-game = 対局ページ：{ $link }
letter-record = 棋譜：{ $link }
letter-game-and-talk = 対局とチャット：{ $link }
letter-rating = { $game }のレーティング：{ $before } → { $after }（{ $change }）。
letter-legal-moves = { $count ->
    [1] 合法手は1つだけです：{ $moves }
   *[other] 合法手（{ $count }通り）：{ $moves }
}
letter-many-moves = 合法手は{ $count }通りあります（「{ command-moves }」と返信すると一覧をお送りします）。
letter-moves-so-far = これまでの指し手：
letter-hand-white = { $sides ->
    [xiangqi] 紅の持ち駒：{ $pieces }。
    [janggi] 青の持ち駒：{ $pieces }。
    [shogi] 先手の持ち駒：{ $pieces }。
   *[chess] 白の持ち駒：{ $pieces }。
}
letter-hand-black = { $sides ->
    [xiangqi] 黒の持ち駒：{ $pieces }。
    [janggi] 赤の持ち駒：{ $pieces }。
    [shogi] 後手の持ち駒：{ $pieces }。
   *[chess] 黒の持ち駒：{ $pieces }。
}
letter-hand-empty = なし
letter-answer-offer = 対局ページで承諾または拒否してください：{ $link }
letter-move-declines = （着手すると拒否したことになります。）
letter-reply-draw = または、このメールに「{ command-draw }」と返信すると承諾、「{ command-decline }」と返信すると拒否になります。
letter-reply-takeback = または、このメールに「{ command-takeback }」と返信すると承諾、「{ command-decline } { command-takeback }」と返信すると拒否になります。
letter-challenge = ロビーで承諾または拒否してください：{ $link }
letter-watching = この対局を観戦中です。「{ command-unwatch }」と返信するとこのメールの配信を停止し、「{ command-board }」または「{ command-log }」と返信すると盤面または棋譜全体をお送りします。
letter-reply-say = 「{ command-say }」に続けて返事を書いて返信してください（例：「{ command-say } よろしくお願いします！」。その下の行も一緒に送られます）。
letter-digest-one = あなたの手番の対局が1局あります。現在の状況：
letter-digest-many = あなたの手番の対局が{ $count }局あります。現在の状況：
letter-digest-game-white = { $sides ->
    [xiangqi] { $title }：{ $opponent }さんとの対局（あなたは紅）、{ $ply }手目、期限：{ $deadline }
    [janggi] { $title }：{ $opponent }さんとの対局（あなたは青）、{ $ply }手目、期限：{ $deadline }
    [shogi] { $title }：{ $opponent }さんとの対局（あなたは先手）、{ $ply }手目、期限：{ $deadline }
   *[chess] { $title }：{ $opponent }さんとの対局（あなたは白番）、{ $ply }手目、期限：{ $deadline }
}
letter-digest-game-black = { $sides ->
    [xiangqi] { $title }：{ $opponent }さんとの対局（あなたは黒）、{ $ply }手目、期限：{ $deadline }
    [janggi] { $title }：{ $opponent }さんとの対局（あなたは赤）、{ $ply }手目、期限：{ $deadline }
    [shogi] { $title }：{ $opponent }さんとの対局（あなたは後手）、{ $ply }手目、期限：{ $deadline }
   *[chess] { $title }：{ $opponent }さんとの対局（あなたは黒番）、{ $ply }手目、期限：{ $deadline }
}

## What a reply may say: the help a mail ends with. The commands themselves are in
## commands.ftl; a reply may give them in the reader's language or in English.

help-intro = このメールに返信し、1行目に次のいずれかを書いてください：
help-your-move = あなたの指し手（「P e2-e4」や「e2e4」）。その下の行はコメントになります
help-draw = 引き分けを提案する、または相手の提案を承諾する
help-decline = 引き分けの提案（または待ったの申し入れ）を断る
help-takeback = 直前の自分の手の待ったを求める、または相手の待ったに応じる（カジュアル対局のみ。「{ command-decline } { command-takeback }」で断る）
help-claim = ルールで認められた引き分けを申告する
help-resign = 投了する
help-board = 現在の盤面を送ってもらう
help-log = 棋譜全体を送ってもらう
help-moves = 自分の合法手を送ってもらう
help-say = 相手へのメッセージ（その下の行も一緒に送られます）
help-note = この対局の自分のメモを送ってもらう。「{ command-note } …」でメモを書き換える
help-forecast = 自分の予約手順を送ってもらう。「{ command-forecast } { command-clear }」で削除する
help-if = 相手の手番中に予約手を指定する：「{ command-if } X { command-then } Y」と書くと、相手が X を指したとき即座に Y を指します（1行に1つの手順。これらの行が今の予約手順に置き換わります）
help-help = この一覧を送ってもらう

## When a deadline falls and how far off it is.

due-passed = 期限切れ
due-in-days = { $hours ->
    [0] あと{ $days }日
   *[other] あと{ $days }日{ $hours }時間
}
due-in-hours = { $minutes ->
    [0] あと{ $hours }時間
   *[other] あと{ $hours }時間{ $minutes }分
}
due-in-minutes = あと{ $minutes }分
date-time = { $year }年{ $month }月{ $day }日（{ $weekday ->
    [1] 月
    [2] 火
    [3] 水
    [4] 木
    [5] 金
    [6] 土
   *[7] 日
}）{ $time } { $zone }
date = { $year }年{ $month }月{ $day }日
deadline-when = { $when }（{ $far }）

## A notice's line that is someone's own words (a message, a game's options), as written.

notice-quote = { $text }

## The daily digest
digest-title = { $count ->
    [1] まとめメール：お知らせ1件
   *[other] まとめメール：お知らせ{ $count }件
}
digest-intro = { $count ->
    [1] 前回のまとめメール以降のお知らせ（1件）：
   *[other] 前回のまとめメール以降のお知らせ（{ $count }件）：
}
# $title: the notice's own title; $at: when it came (2031-11-06T09:30:00Z)
digest-notice = === { $title }（{ $at }）
digest-game = 対局：{ $link }
