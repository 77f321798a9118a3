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
