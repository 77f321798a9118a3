## The settings page.

settings-page-title = 設定
settings-page-unverified = あなたのメールアドレス { $address } はまだ確認されていません。お送りしたリンクを開くまで、このアドレスには何もメールしません（それまではこのサイトと API で対局できます）。
settings-page-send-link-again = リンクを再送する
settings-page-change-address-action = アドレスを変更する
settings-page-notices-legend = メールでのお知らせ
settings-page-notify-move = 着手・対局申し込み・結果のたびにメールを受け取る
settings-page-notify-digest = 1日1回のまとめメールを受け取る
settings-page-notify-none = メールは受け取らない（お知らせはサイト内に残ります）
settings-page-reminders = リマインダー：期限の何時間前に送るか（カンマ区切り、空欄なら送りません）
settings-page-time-zone = タイムゾーン：メールに書く期限の時刻に使います（Asia/Tokyo や Europe/Paris の形式）
settings-page-notation-legend = 手の表記（ページとメールでの書き方）
settings-page-notation-san = 標準代数記法（この記法がないゲームは完全代数記法で書きます）：
settings-page-notation-full = 完全代数記法（対局の記録と同じ書き方）：
settings-page-save = 保存する
settings-page-saved = 設定を保存しました。
settings-page-no-such-language = ortoo には「{ $language }」という言語はありません。

## The settings page: playing by mail.

settings-page-by-mail = メールで対局する
settings-page-by-mail-commands = 対局用アドレスへのメールの件名にコマンドを書くと、こちらから送る確認メールに返信した時点で実行されます。例：
settings-page-by-mail-password = メールパスワードを設定すると、末尾に { $example } を付けたコマンドはすぐに実行されます。
settings-page-mail-password-set = メールパスワードは設定済みです。
settings-page-mail-password-none = メールパスワードは設定されていません。
settings-page-mail-password-label = 新しいメールパスワード（8〜64文字、空白なし。空欄にすると削除します）
settings-page-mail-password-change = 変更または削除する
settings-page-mail-password-add = 設定する
settings-page-mail-password-was-set = メールパスワードを設定しました。
settings-page-mail-password-removed = メールパスワードを削除しました。

## The settings page: vacation.

settings-page-vacation = 休暇
settings-page-vacation-days-left = 今年の休暇は残り{ $left }日です（年間{ $total }日）。
settings-page-vacation-clocks = 休暇中は、すべての対局で持ち時間が止まります。
settings-page-vacation-until = { $until }まで休暇中です。
settings-page-vacation-back = 休暇を終える（使わなかった日数は戻ります）
settings-page-vacation-days = 今日からの休暇日数
settings-page-vacation-start = 休暇を始める
settings-page-vacation-started = 休暇に入りました。持ち時間は止まっています。
settings-page-vacation-ended = おかえりなさい。持ち時間が再び動き始めました。
settings-page-vacation-whole-days = 休暇日数は整数で入力してください。

## The settings page: the account, its address and password, its data, closing it.

settings-page-account = アカウント
settings-page-account-since = { $name }（{ $date }から利用）
settings-page-address-verified = メールアドレス：{ $address }（確認済み）
settings-page-address-unverified = メールアドレス：{ $address }（未確認）
settings-page-change-address = メールアドレスの変更
settings-page-new-address = 新しいメールアドレス
settings-page-your-password = パスワード
settings-page-change-address-hint = 新しいアドレスにリンクを送ります。リンクを開くと新しいアドレスに切り替わり、古いアドレスにはその旨をお知らせします。
settings-page-change-password = パスワードの変更
settings-page-present-password = 現在のパスワード
settings-page-change-password-hint = ほかのすべてのセッション（ほかのブラウザやスマートフォン）と、このアカウントのすべての API トークンは無効になります。このブラウザはログインしたままです。
settings-page-change-password-button = パスワードを変更する
settings-page-verification-sent = 新しいリンクをあなたのアドレスに送りました。
settings-page-address-link-sent = 新しいアドレスにリンクを送りました。リンクを開くと変更が完了します。
settings-page-address-changed = メールアドレスを変更しました。
settings-page-password-changed = パスワードを変更しました。このアカウントのほかのセッションと API トークンはすべて無効になりました。
settings-page-data = あなたのデータ
settings-page-data-about = アカウント、設定、API トークン、そしてすべての対局（完全な記録と、PGN で表せる対局はその PGN）を一つの JSON ファイルにまとめてお渡しします。
settings-page-data-download = データをダウンロード
settings-page-close = アカウントの閉鎖
settings-page-close-about = 進行中の対局はすべて投了となり、参加中の大会からは退出します。その後はこのアカウントにログインできなくなり、API トークンも使えなくなり、メールも届かなくなります。対局は残り、あなたの名前は閉鎖されたアカウントとして表示されます。この名前がほかの人に使われることはありません。閉鎖は取り消せないので、先にデータをダウンロードしてください。
settings-page-close-understood = 理解しました。アカウントを閉鎖します
settings-page-close-button = アカウントを閉鎖する
settings-page-close-tick = 閉鎖すると何が起こるかを理解したうえで、チェックボックスにチェックを入れてください。
settings-page-closed = アカウントを閉鎖しました。ご利用ありがとうございました。

## The settings page: how pages look in this browser.

settings-page-look = このブラウザでのページの見た目
settings-page-colours = 配色
settings-page-colours-system = システムの設定に合わせる（ライトまたはダーク）
settings-page-colours-light = ライト
settings-page-colours-dark = ダーク
settings-page-pieces = 駒
settings-page-pieces-drawn = ortoo の駒の絵
settings-page-pieces-letters = 文字（棋譜の表記と同じ）
settings-page-sound = 効果音
settings-page-sound-none = なし
settings-page-sound-moves = 一手ごとに音を鳴らす（チェックのときは高い音）

## The notices page and the one-click unsubscribe.

notices-page-title = お知らせ
notices-page-none = お知らせはまだありません。
notices-page-new = 新着
unsubscribe-page-title = 配信停止
unsubscribe-page-heading = メールでのお知らせ
unsubscribe-page-done = ortoo からのメールは今後届きません。お知らせはサイト内に残ります。メールは設定ページからいつでも再開できます。
unsubscribe-page-ask = ortoo からのお知らせメールをすべて停止しますか？
unsubscribe-page-button = 配信を停止する
unsubscribe-page-bad-link = この配信停止リンクは無効です。代わりに設定ページでメールの設定を変更してください。

## Logging in and registering.

login-page-log-in = ログイン
login-page-register = 新規登録
login-page-create-heading = アカウントを作成
login-page-create-button = アカウントを作成する
login-page-name = 名前
login-page-email = メールアドレス（手番などのお知らせ用。まず確認用のリンクをお送りします）
login-page-password = パスワード
login-page-new-password = パスワード（8文字以上）
login-page-have-account = アカウントをお持ちですか？
login-page-new-here = 初めてご利用ですか？
login-page-forgot = パスワードをお忘れですか？
login-page-reset-it = 再設定する
login-page-welcome = ようこそ、{ $name }さん！{ $address } にリンクを送りました。リンクを開くと、手番や対局申し込みのお知らせがそのアドレスに届くようになります。それまではこのサイトで対局できます。
login-page-logged-out = ログアウトしました。

## The mailed account links: an address verified, a password reset asked for and chosen.

account-page-verify-title = メールアドレスの確認
account-page-choose-title = 新しいパスワードの設定
account-page-verified = { $address } を確認しました。今後、手番・対局申し込み・返答のお知らせはこのアドレスに届きます。
account-page-verified-already = あなたのアドレス { $address } は確認済みです。
account-page-settings-sends-new = 新しいリンクは設定ページから送れます。
account-page-ask-again = 新しいリンクを申し込む
account-page-to-lobby = ロビーへ
account-page-reset-about = アカウントの名前かメールアドレスを入力してください。新しいパスワードを設定するためのリンクを、アカウントのアドレス（確認済みの場合）にお送りします。リンクは1時間以内に1回だけ使えます。
account-page-name-or-address = 名前またはメールアドレス
account-page-mail-link = リンクを送ってもらう
account-page-remembered = 思い出しましたか？
account-page-reset-by-mail = アカウントのアドレスから対局用アドレスへ次のようにメールしても再設定できます：
account-page-reset-asked = その名前またはアドレス（確認済み）のアカウントがあれば、新しいパスワードを設定するためのリンクをそのアドレスに送りました。リンクは1時間以内に1回だけ使えます。
account-page-new-password-for = { $name } の新しいパスワードを設定します。設定すると、このアカウントはすべての場所でログアウトし、API トークンも無効になります。
account-page-new-password = 新しいパスワード（8文字以上）
account-page-set-password = パスワードを設定する
account-page-reset-done = パスワードを変更しました。このアカウントのすべてのセッションと API トークンは無効になりました。新しいパスワードでログインしてください。

## The page of a failure: its title by what went wrong, and the way back.

error-page-not-found = 見つかりません
error-page-bad-request = 読み取れませんでした
error-page-forbidden = 許可されていません
error-page-too-many = リクエストが多すぎます
error-page-server = 問題が発生しました
error-page-not-done = 実行できませんでした
error-page-other = エラー { $status }
error-page-reference = 再び起きた場合は、この参照番号をお知らせください：
error-page-back = ロビーに戻る
error-page-no-such-page = そのようなページはありません。
