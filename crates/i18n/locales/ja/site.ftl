## The frame of every page: the header, the menu, the footer and the choice of language.

skip-to-content = 本文へスキップ
header-your-turn = あなたの手番
header-your-turn-title = { $count }局があなたの着手を待っています
header-challenges = 対局申し込み
header-challenges-title = { $count }件の対局申し込みが返答を待っています
header-notices = お知らせ
menu = メニュー
nav-site = サイト
nav-lobby = ロビー
nav-new-game = 新しい対局
nav-rules = ルール
nav-tournaments = 大会
nav-leaderboards = ランキング
account-notices = お知らせ
account-settings = 設定
account-log-out = ログアウト
account-log-in = ログイン
account-register = 新規登録

footer-languages = 言語
footer-about = ortoo：チェスとその変種の通信対局。ページ上で、メールで、または API で一手ずつ指せます。

## The settings page's choice of language.

settings-language = 言語
settings-language-browser = ブラウザの設定に従う（{ $language }）
settings-language-hint = ページ、メール、API のメッセージはこの言語で表示されます。メールで返信するときは、コマンドをこの言語でも英語でも書けます。

## Errors the API and the pages answer with (the `code` beside them never changes).

error-too-many-requests = リクエストが多すぎます。{ $seconds }秒後にもう一度お試しください。
error-internal = サーバーで問題が発生しました。何も変更されていません。
