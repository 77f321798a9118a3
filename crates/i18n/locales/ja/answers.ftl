## What a reply by mail is answered with: done, or refused and why. The answer's first line is
## its mail's subject.

answer-not-played-title = 指せませんでした：{ $typed }
answer-no-move-title = 指せませんでした：指し手がありません
answer-not-done-title = 実行できませんでした：{ $typed }
answer-no-command-title = 実行できませんでした：コマンドがありません
answer-not-played = 返信の「{ $typed }」は指されませんでした。
answer-not-done = 返信の「{ $typed }」は実行されませんでした。
answer-nothing-changed = 何も変更されていません。
answer-nothing-found = 返信に指し手もコマンドも見つかりませんでした。引用されたメールより上の、1行目に書いてください。
answer-notice-too-old = このお知らせは送信から{ $days }日を過ぎています。ウェブで指してください。
answer-not-for-a-move = このメールは着手用に送られたものではありません。最新の手番のお知らせ（またはあなたの手番中に当サイトから送られたメール）に、指し手を書いて返信してください。
answer-reply-used = このメールへの返信ではすでに着手済みです。1通のメールで指せるのは1手だけです。
answer-taken-back-since = このメールの送信後、この対局では待ったで手が取り消されています。最新の手番のお知らせに返信してください。
answer-played-title = 指しました：{ $move }
answer-played = あなたの着手 { $move }（{ $ply }手目）を指しました。
answer-played-with-comment = あなたの着手 { $move }（{ $ply }手目）を、コメント「{ $comment }」付きで指しました。
answer-opponent-told = 対局相手に通知しました。
answer-game-over-follows = 対局は終了しました。結果のお知らせを追ってお送りします。
answer-resigned-title = 投了しました
answer-resigned = 投了しました。結果のお知らせを追ってお送りします。
answer-drawn-title = 引き分けになりました
answer-drawn = 引き分けになりました（{ $reason }）。結果のお知らせを追ってお送りします。
answer-draw-declined-title = 引き分けを断りました
answer-draw-declined = 引き分けの提案を断りました。対局は続きます。
answer-draw-offered-title = 引き分けを提案しました
answer-draw-offered = 引き分けの提案を相手に送りました。相手が承諾または拒否するまで有効です。

## Answers to the rarer replies: takebacks, the board, the moves, forecasts, messages, notes,
## watching, challenges
answer-takeback-declined-title = 待ったを断りました
answer-takeback-declined = 待ったを断りました。対局はそのまま続きます。
answer-takeback-granted-title = 待ったに応じました
answer-takeback-granted = 着手を取り消しました。局面は{ $ply }手目に戻り、相手の手番です。
answer-takeback-asked-title = 待ったを申し入れました
answer-takeback-asked = 直前の着手の待ったを相手に申し入れました。相手が返答するか、あなたが着手するまで有効です。
answer-taken-back-title = 着手を取り消しました
answer-taken-back = エンジンが待ったに応じました。局面は{ $ply }手目に戻り、あなたの手番です。
answer-board-title = { $ply }手目の局面
# $side: White or Black (side-white, side-black)
answer-board-to-move = { $ply }手目の局面です。{ $side }の手番です。
answer-board-over = { $ply }手目の局面です。対局は終了しています。
answer-log-title = ここまでの棋譜
answer-log-players = { $game }：{ $white }（{ $first }）対 { $black }（{ $second }）
answer-log-no-moves = まだ指し手はありません。
answer-log-result = 結果：{ $result }
answer-log-to-move = { $side }の手番です。
answer-no-moves-title = 指し手がありません
answer-game-over = 対局は終了しています。
answer-not-your-turn-title = あなたの手番ではありません
answer-not-your-turn = あなたの手番ではありません。今は{ $side }の手番です。
answer-legal-moves-title = { $count ->
    [1] あなたの合法手（1つだけ）
   *[other] あなたの合法手（{ $count }通り）
}
answer-legal-moves = { $count ->
    [1] あなたの合法手は1つだけです：
   *[other] あなたの合法手（{ $count }通り）：
}
answer-help-title = 返信に書けること
answer-watching-title = 観戦中
answer-watching = この対局の観戦を始めました。着手ごとにお知らせします。
answer-watching-already = この対局はすでに観戦しています。
answer-not-watching-title = 観戦していません
answer-unwatched = この対局の観戦をやめました。
answer-not-watched = この対局は観戦していませんでした。
answer-forecast-title = あなたの予約手
answer-no-forecast-title = 予約手はありません
answer-no-forecast = この対局に予約手はありません。
answer-forecast-removed-title = 予約手を削除しました
answer-forecast-removed = この対局の予約手を削除しました。
answer-forecast-kept-title = 予約手を保存しました
answer-forecast = あなたの予約手：相手が予約手順どおりに指すと、あなたの応手がすぐに指されます。
answer-forecast-replace = 新しい「{ command-if } … { command-then } …」の行を返信すると置き換わり、「{ command-forecast } { command-clear }」と返信すると削除されます。
answer-message-sent-title = メッセージを送りました
answer-message-sent = 相手にメッセージを送りました：
answer-no-note-title = メモはありません
answer-no-note = この対局のメモはありません。「{ command-note }」に続けて内容を書いて返信すると、メモを残せます。
answer-note-title = あなたのメモ
answer-note = この対局のあなたのメモ（あなたにしか見えません）：
answer-note-kept-title = メモを保存しました
answer-note-kept = この対局のメモを保存しました（あなたにしか見えません）：
answer-challenge-accepted-title = 対局申し込みを受けました
# $link: the game's page; $side: who moves first (side-white, side-black)
answer-challenge-accepted = 申し込みを受け、対局が始まりました：{ $link }
answer-moves-first = { $side }が先に指します。
answer-you-move-first = { $side }（あなた）が先に指します。手番のお知らせを続けてお送りします。
answer-challenge-declined-title = 対局申し込みを断りました
answer-challenge-declined = 対局申し込みを断りました。
answer-challenge-help = 対局申し込みには、1行目に「{ command-accept }」か「{ command-decline }」と書いて返信してください。各プレイヤーが選べる項目があるゲームでは、「{ command-accept } NAME=VALUE」で自分の選択を指定します（チャンギ：「{ command-accept } arrangement=outer」）。
answer-challenge-answer = 対局申し込みには、1行目に「{ command-accept }」か「{ command-decline }」と書いて返信してください。
