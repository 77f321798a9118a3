# The mail about an account itself (its address, its password), in the reader's language: the
# language they chose, else the one the page they signed up on was in.

account-mail-hello = { $name }さん
account-mail-verify-title = メールアドレスの確認
# $hours: how long the link works
account-mail-verify = アカウント「{ $name }」のお知らせ（手番、対局申し込み、メールへの返答）を ortoo からこのアドレス（{ $address }）に送るには、{ $hours }時間以内に次のリンクを開いてください：
account-mail-verify-until = それまでは、このアドレスにほかのメールは送りません。その間もウェブで対局できます。
account-mail-verify-ignore = お心当たりがない場合は、このメールを無視してください。このアドレスに再びメールが届くことはありません。
account-mail-changed-title = メールアドレスが変更されました
# $server: the server's address (https://…)
account-mail-changed = ortoo のアカウント「{ $name }」のメールアドレスは { $address } に変更されました。このアドレス（{ $old }）には、今後 ortoo からメールは届きません。
account-mail-changed-warning = 変更した覚えがない場合、誰かがあなたのパスワードを、つまりアカウントを手にしています。すぐに { $server } の管理者に知らせてください。
account-mail-reset-title = パスワードの再設定
account-mail-reset = ortoo のアカウント「{ $name }」のパスワードの再設定が申し込まれました（ご本人であることを願います）。新しいパスワードを設定するには、1時間以内に次のリンクを開いてください。リンクは1回だけ使えます：
account-mail-reset-ends = 新しいパスワードを設定すると、このアカウントはすべての場所でログアウトし、API トークンも無効になります。
account-mail-reset-ignore = 申し込んだ覚えがない場合は、このメールを無視してください。パスワードは変わりません。
