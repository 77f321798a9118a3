## Commands by new mail (not a reply): the commands themselves are typed in English, as they are
## read ("challenge bob koan"); what they do and the answers are in the reader's language.

orders-help-title = メールで対局する
orders-help-intro = このアドレスに、次のいずれかを件名にしてメールを送ってください：
orders-help-challenge = プレイヤーに対局を申し込む
orders-help-engine = エンジンと対局する
orders-help-new = 誰でも受けられる公開募集を出す
orders-help-tournaments = 参加受付中と進行中の大会
orders-help-join = 大会に参加する（抜けるときは「withdraw TOURNAMENT-ID」）
orders-help-watch = 対局の着手をすべて送ってもらう
orders-help-unwatch = その配信を止める
orders-help-games = 自分の対局と、それぞれの手番
orders-help-reset = 新しいパスワードを設定するリンクを、アカウントのアドレスに送ってもらう
orders-help-help = この一覧
orders-help-games-named = GAME はゲームの名前または ID です（chess、khan、khans-chess、kings-run、koan、shatranj-kamil-x…）。
orders-help-settings = ルールのオプションは name=value の形で書きます（exchanges=off）。人同士の対局は、casual と書かない限りレーティング対局です。レーティングの範囲を指定すると、公開募集を受けられる人が限られます。対局申し込み・新しい対局・観戦は、こちらから送る確認メールに返信した時点で実行されます。送信者を偽って誰かがあなたの名前で操作することを防ぐためです。

orders-no-command = メールにコマンドがありませんでした。件名に書いてください。
# $command: watch or unwatch, as typed
orders-one-game = 「{ $command }」には対局を1つ指定します：その ID かアドレスです。
orders-one-tournament = 「{ $command }」には大会を1つ指定します：その ID かアドレスです。
orders-challenge-takes = 「challenge」にはプレイヤーの名前（または「engine」）とゲームを指定します。
orders-not-a-command = 「{ $typed }」はコマンドではありません。
orders-which-game = ゲームを指定してください：「challenge bob koan」や「new koan」のように。
orders-not-a-setting = 「{ $setting }」は設定項目ではありません。name=value の形で書いてください（days=3）。
orders-days = days は1手あたりの日数で、1〜30の整数です（「{ $given }」は使えません）。
orders-level = level はエンジンのレベルで、1〜12です（「{ $given }」は使えません）。
orders-rating = rating はレーティングの範囲で、1400-1800（または 1400- や -1800）の形です（「{ $given }」は使えません）。
# $games: the games' ids, joined by commas
orders-not-a-game = 「{ $given }」はこのサーバーのゲームではありません。ゲームは次のとおりです：{ $games }。
orders-not-a-game-id = 「{ $given }」は対局の ID ではありません。ID（英数字32文字）か対局のアドレスを指定してください。
orders-not-a-tournament-id = 「{ $given }」は大会の ID ではありません。ID（英数字32文字）か大会のアドレスを指定してください。

orders-wrong-password = メールパスワードが違います。何も実行していません。
orders-no-mail-password = メールパスワードが設定されていないため（設定ページで設定できます）、何も実行していません。パスワードを付けずにコマンドを送り、確認メールに返信してください。
orders-guessed-title = メールパスワードが推測されようとしています
orders-guessed = この1時間に、メールパスワードが{ $count }回間違って入力されました。その1時間が過ぎるまで、パスワード付きのコマンドはパスワードを確かめずに拒否し、返信もしません。
orders-guessed-change = あなたでなければ、誰かがパスワードを推測しようとしています。設定ページ（{ $link }）で変更してください。パスワードを付けずに送り、返信で確認したコマンドは引き続き使えます。
orders-confirmation-old = この確認メールは送信から{ $days }日を過ぎています。コマンドをもう一度送ってください。
orders-done-already = このコマンドはすでに確認され、実行済みです。実行は1回だけです。

orders-reset-title = パスワードの再設定
orders-reset = 新しいパスワードを設定するリンクを、アカウントのアドレスに送りました。
orders-tournaments-title = 大会
# $kind: round robin or Swiss (tournament-kind-…); $state: orders-tournament-open or -round
orders-tournament = { $name }（{ $game }の{ $kind }、参加者{ $players }人、{ $state }）
# $starts: a date and time in UTC (2031-11-06 09:30)
orders-tournament-open = 参加受付中、開始：{ $starts }
orders-tournament-round = 第{ $round }回戦（全{ $rounds }回戦）
orders-no-tournaments = 参加受付中または進行中の大会はありません。
orders-to-join = 参加するには、「join」とその大会のアドレスまたは ID を送ってください。
orders-joined-title = 参加しました
orders-joined = { $name }に参加しました。各回戦の組み合わせが決まるたびに、対局をメールでお知らせします。
orders-left-title = 参加を取り消しました
orders-left = 大会への参加を取り消しました。
orders-withdrawn-title = 棄権しました
orders-withdrawn = 棄権しました。この大会で終わっていないあなたの対局は投了となり、今後は組み合わせに入りません。
orders-watching = { $link } の観戦を始めました。着手ごとにお知らせします。
orders-unwatched = その対局の観戦をやめました。
orders-not-watched = その対局は観戦していませんでした。
orders-challenge-sent-title = 対局を申し込みました
orders-challenge-sent = { $name }さんに対局を申し込みました。相手にはメールで知らせます。
orders-seek-sent = 公開募集をロビーに出しました：{ $link }
orders-game-begun-title = 対局開始
orders-game-begun = エンジンとの対局が始まりました：{ $link }
orders-games-title-none = あなたの対局
orders-no-games = 進行中の対局はありません。
orders-games-title = あなたの対局：{ $count }局中{ $mine }局があなたの手番
# $title: the game's title (Chess #9f3c2a17); $deadline: when the move is due (deadline-when), or
# letter-no-deadline
orders-game-your-move = { $title }：{ $opponent }さんとの対局、あなたの手番、{ $ply }手目。期限：{ $deadline }
orders-game-their-move = { $title }：{ $opponent }さんとの対局、相手の手番、{ $ply }手目。期限：{ $deadline }

## The confirmation of a command by new mail
confirm-title = 確認：{ $command }
confirm-came = あなたのアドレスから、メールで次のコマンドが届きました：
confirm-reply = 確認するには、このメールに返信してください（本文は何でも、空でもかまいません）。返信が届いた時点で1回だけ実行します。送った覚えがなければ、このメールを無視してください。何も起こりません。
confirm-good-for = この確認は{ $days }日間有効です。
