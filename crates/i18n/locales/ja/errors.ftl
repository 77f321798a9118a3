# What the server says when it refuses an action (a form, a reply by mail, an API request).
# Each is one or two sentences a player reads beside the form they sent.

error-no-such-account = そのようなアカウントはありません。
error-no-such-analysis = そのような解析はありません。
error-no-such-challenge = そのような対局申し込みはありません。
error-no-engine = このサーバーには対局できるエンジンがありません。
error-no-such-game = そのような対局はありません。
error-no-such-player = そのようなプレイヤーはいません。
error-no-such-tournament = そのような大会はありません。
error-no-such-file = そのような変種ファイルはありません。
error-no-such-file-of-yours = そのような変種ファイルはお持ちではありません。
error-not-your-game = これはあなたの対局ではありません。
# $side: White or Black (side-white, side-black)
error-not-your-turn = あなたの手番ではありません。今は{ $side }の手番です。
error-wrong-password = アカウントのパスワードが違います。何も変更されていません。
error-stale-ply = 対局が進んでいます。現在は{ $expected }手目ではなく{ $current }手目です。再読み込みしてもう一度お試しください。
error-hashing-busy = サーバーが多数のパスワードを同時に確認しています。数秒後にもう一度お試しください。

## Challenges and seeks
error-rating-outside = レーティングの範囲は{ $low }から{ $high }までです。{ $end }はその範囲外です。
error-rating-range-reversed = 最低レーティング（{ $min }）が最高レーティング（{ $max }）を上回っています。
# $value: what was sent, as JSON
error-option-value = オプションの値はテキスト、数値、true/false のいずれかです（{ $value } は使えません）。
error-colour = 色は white、black、random のいずれかです（「{ $colour }」は使えません）。
error-engine-unrated = エンジンとの対局はレーティング対局になりません。カジュアル対局で申し込んでください。
error-range-for-seeks = レーティングの範囲は公開募集で指定するものです。プレイヤーへの対局申し込みでは、相手がすでに決まっています。
error-open-must-be-true = 公開募集では「open」を true にしてください。
error-no-player-named = 「{ $name }」というプレイヤーはいません。
error-account-closed = { $name }さんはアカウントを閉鎖しています。
error-engine-by-level = エンジンと対局するには、{"{"}"engine": LEVEL{"}"} で申し込んでください（LEVEL は 1 から 12）。
error-challenge-yourself = 自分自身に対局を申し込むことはできません。
error-challenge-accepted = この対局申し込みはすでに受けられています。
error-challenge-declined = この対局申し込みはすでに断られています。
error-challenge-withdrawn = この対局申し込みはすでに取り下げられています。
error-challenge-closed = この対局申し込みは締め切られています。
error-challenge-for-another = この対局申し込みは別のプレイヤー宛てです。
error-own-seek = 自分の公開募集を受けることはできません。
# $game: the game's name; $rating: the player's rating there (a ? after it while provisional)
error-seek-rating = この公開募集は、{ $game }のレーティングが{ $min }から{ $max }のプレイヤーが対象です。{ $game }でのあなたのレーティングは{ $rating }です。
error-challenge-taken = この対局申し込みは、たった今受けられたか取り下げられました。
error-decline-not-yours = 対局申し込みを断れるのは、申し込まれたプレイヤーだけです。
error-withdraw-not-yours = 対局申し込みを取り下げられるのは、申し込んだプレイヤーだけです。

## Time controls
error-days-per-move = 1手あたりの日数は1〜30日です（{ $days }は使えません）。
error-bank-initial = 持ち時間バンクの開始時の日数は1〜90日です（{ $days }は使えません）。
error-bank-increment = 持ち時間バンクに1手ごとに加わる日数は最大30日です（{ $days }は使えません）。
error-bank-cap = 持ち時間バンクの上限日数は、開始時の日数（{ $initial }日）以上180日以下です（{ $cap }は使えません）。

## Games
error-watch-own-game = あなたはこの対局の対局者です。着手は観戦しなくてもあなたに届きます。
# $result: how the start would end it (outcome-white-wins…)
error-over-at-start = この対局は最初の着手の前に終わってしまうため（{ $result }）、対局できません。
error-game-too-busy = 対局の状況がめまぐるしく変わっているため、今はこの手を指せません。もう一度お試しください。
error-comment-too-long = コメントは{ $max }文字までです。
error-no-draw-offer = 相手は引き分けを提案していません。
error-draw-offered-already = すでに引き分けを提案しています。
error-draw-action = 引き分けの操作は offer、accept、decline、claim のいずれかです（「{ $action }」は使えません）。
# $result: how it ended (outcome-white-wins…)
error-game-over = 対局は終了しています：{ $result }。
error-nothing-to-hint = 対局は終了しています。ヒントを出す局面はもうありません。

## Tournaments
error-tournament-joining-closed = 大会はすでに始まっています。参加受付は終了しました。
error-tournaments-by-admins = このサーバーでは、大会を作れるのは管理者だけです。
error-tournament-name-length = 大会名は3〜60文字です。
# $kind: what was asked for; round_robin and swiss are the API's words, kept as they are
error-tournament-kind = 大会の方式は round_robin（総当たり）か swiss（スイス式）です（「{ $kind }」は使えません）。
error-round-robin-rounds = 総当たりには回戦数の設定はありません。どの2人も白黒を入れ替えて2局を同時に指します。
error-swiss-rounds = スイス式の回戦数は1〜{ $max }です（{ $rounds }は使えません）。
error-tournament-start = 大会の開始日時は、今から{ $days }日後までの間で指定してください。
error-tournament-full = 大会は定員に達しています（{ $players }人）。
error-tournament-joined-already = すでにこの大会に参加しています。
error-tournament-not-joined = この大会には参加していません。
error-tournament-not-playing = この大会で対局していません（またはすでに棄権しています）。
error-tournament-over = 大会は終了しました。
error-tournament-start-not-yours = 大会を予定より早く始められるのは主催者だけです。
error-tournament-started = 大会はすでに始まっています。

## Settings
error-reminder-hours = リマインダーは1から{ $max }までの整数の時間数で指定してください（「{ $given }」は使えません）。
error-reminders-at-most-five = リマインダーは5つまでです。
# move, digest and none are the API's words, kept as they are
error-notify-mode = お知らせの方法は「move」「digest」「none」のいずれかです（「{ $given }」は使えません）。
error-time-zone = 「{ $zone }」はタイムゾーンではありません。Europe/Paris、America/New_York、UTC のような名前で指定してください。
# san and full are the API's words, kept as they are
error-notation = 表記は「san」（標準代数記法、Nf3）か「full」（完全代数記法、N g1-f3）です（「{ $given }」は使えません）。
# $known: the tags ortoo has, joined by commas
error-language = ortoo には「{ $tag }」という言語はありません。使える言語：{ $known }。
error-mail-password = メールパスワードは空白を含まない8〜64文字です（メールの件名に書くためです）。
error-vacation-length = 休暇は1日以上にしてください。
# $left: days left, with one decimal (2.5)
error-vacation-left = 今年の休暇は残り{ $left }日です。{ $days }日は取れません。
error-not-on-vacation = 休暇中ではありません。
error-vacation-changed = 休暇の設定がたった今変更されました（別のウィンドウで？）。再読み込みしてもう一度お試しください。

## Files of variants
error-files-cursor = 「{ $given }」はこの一覧のページの開始位置ではありません。前のページの `next` を指定してください。
error-file-too-long = このファイルは{ $bytes }バイトあります。ファイルは{ $max }バイト（64 KiB）までです。
error-file-no-variant = このファイルには変種が定義されていません。変種は [mygame:chess] のようなセクションで、その下にキーを書きます。
error-file-too-many-variants = このファイルには変種が{ $count }個定義されています。1つのファイルで定義できるのは{ $max }個までです。
error-files-too-many = 1人が保存できる上限の{ $max }個のファイルをすでに保存しています。1つ削除するか、既存のファイルと同じ名前でアップロードして置き換えてください。
error-search-too-long = 検索語は{ $max }文字までです。
error-file-name-needed = ファイル名が必要です（例：mine.ini）。
error-file-name-too-long = ファイル名は{ $max }文字までです。
error-file-name-letters = ファイル名に使えるのは半角英数字、空白、'-'、'_'、'.' で、'.' や空白で始めることはできません。

## The engine
error-engine-level = エンジンのレベルは{ $low }から{ $high }です（{ $level }は使えません）。
error-engine-games = すでにエンジンと{ $count }局対局中です。どれかが終わってから新しい対局を始めてください。
error-engine-watched = すでにエンジン同士の対局を{ $count }局観戦中です。どれかが終わってから新しい対局を始めてください。
error-hints-against-engine = ヒントはエンジンとの対局でのみ使えます。
error-hints-busy = エンジンはほかのヒントの対応中です。数秒後にもう一度お試しください。

## Accounts
error-bad-name = 名前は半角英数字、'-'、'_' からなる2〜24文字で、英字で始めてください。
error-bad-email = メールアドレスの形式ではないようです。
error-bad-password = パスワードは8文字以上（200文字以下）にしてください。
error-link-refused = このリンクは使用済みか、期限切れか、新しいリンクに置き換えられています。新しいリンクを申し込んでください。
error-verified-already = { $address } はすでに確認済みです。
error-reset-who = アカウントの名前かメールアドレスを入力してください。
error-password-changed = その間に（別の場所で）パスワードが変更されました。もう一度ログインしてください。
error-same-address = { $address } はすでにこのアカウントのアドレスです。
error-name-taken = 「{ $name }」という名前はすでに使われています。

## Forecasts
error-forecast-your-move = 今はあなたの手番です。そのまま指してください。予約手は相手の手番の間に入力するものです。
error-forecast-too-large = 予約手は最大{ $max }組の手、深さ{ $deepest }までです。この予約手は{ $count }組、深さ{ $depth }です。
# $why: the rules' reason (a sentence of its own)
error-forecast-move = 予約手の「{ $move }」は指せません：{ $why }
# $line: the moves before it, joined by commas
error-forecast-move-after = 予約手で、{ $line } の後の「{ $move }」は指せません：{ $why }
error-forecast-over-after-theirs = 相手のその手で対局が終わってしまいます。
error-forecast-nothing-after = 予約手では { $line } の後で対局が終わるため、その後に手を続けることはできません。
error-forecast-two-answers-now = 現在の局面で、{ $move } に応じる分岐が2つあります。相手の手1つにつき、応手は1つにしてください。
error-forecast-two-answers = { $line } の後、{ $move } に応じる分岐が2つあります。相手の手1つにつき、応手は1つにしてください。

## Takebacks
error-takeback-action = 待ったの操作は offer、accept、decline、withdraw のいずれかです（「{ $action }」は使えません）。
error-takeback-rated = 待ったができるのはカジュアル対局だけです。この対局はレーティング対局です。
error-takeback-tournament = 大会の対局では待ったはできません。
error-takeback-asked-already = すでに待ったを申し入れています。
error-takeback-opponent-asked = 相手が待ったを申し入れています。先にそれに応じるか断ってください。
error-takeback-engine-thinking = エンジンが応手を考えています。エンジンが指してからもう一度申し入れてください。
error-takeback-not-moved = まだ着手していないので、取り消せる手はありません。
error-takeback-no-offer = 相手は待ったを申し入れていません。
error-takeback-not-asked = 待ったを申し入れていません。
error-takeback-nothing = 待ったを申し入れた側の着手がありません。

## Analysis and conversation
error-analysis-while-playing = 対局の解析は終局後に行います。エンジンの見解は、まだ対局中のプレイヤーの助けになってしまうためです。
error-analysis-nothing = この対局は最初の着手の前に終わりました。解析するものはありません。
error-message-empty = メッセージを入力してください。
error-message-too-long = メッセージは{ $max }文字までです。
error-note-too-long = メモは{ $max }文字までです。
# "if", "then" and THEIR-MOVE, YOUR-MOVE: the words a forecast is written with (if and then stay English)
error-forecast-line = 「{ $line }」は予約手の行として読めません。「if 相手の手 then あなたの手」と書き、その後の手は「then if ... then ...」と続けてください。
error-form-unreadable = フォームを読み取れませんでした。項目が欠けているか、受け付けられない内容が入っています。前のページに戻り、再読み込みしてからもう一度送信してください。
error-query-unreadable = このアドレスの「?」以降の部分はこのページでは読み取れません。アドレスを書き換えず、リンクからお進みください。

error-cross-site = 他のサイトからのフォーム送信は受け付けません。このサーバーのページからフォームを送信してください。
error-json-body-missing = このリクエストには JSON の本文が必要です。
error-json-not-object = 本文は JSON オブジェクトでなければなりません：{"{"}"name": value, ...{"}"}。
error-json-content-type = 本文は JSON で、ヘッダー Content-Type: application/json を付けて送ってください。
error-json-syntax = 本文が正しい JSON ではありません。{ $line } 行 { $column } 文字目で崩れています。
error-body-too-large = リクエストの本文が大きすぎます。
error-body-unread = リクエストの本文を読み取れませんでした。
error-request-missing-field = リクエストに項目 { $field } がありません。
error-request-unknown-field = この呼び出しでは受け付けない項目があります：{ $field }。
error-request-repeated-field = 項目 { $field } が二度指定されています。
error-request-bad-value = 項目 { $field } に { $value } は指定できません。指定できるのは { $taken } です。
error-request-wrong-type = 項目 { $field } の値の種類が違います。
error-request-unread = リクエストがこの呼び出しに合いません：{ $why }
error-request-path = アドレスがこの呼び出しに合いません：{ $why }

## The API's own refusals
# A control character in what a client sent; the pages say these too. $character: its code
# point, and its name where it has one (U+0000 (NUL)); $field: the field's name as the request
# spells it (comment, opponent.user, moves[2]).
error-control-in-address = アドレスに制御文字 { $character } が含まれています。ortoo はどのテキストでも制御文字を受け付けません。取り除いてからもう一度送信してください。
error-control-in-query-field = アドレスの項目「{ $field }」に制御文字 { $character } が含まれています。ortoo はどのテキストでも制御文字を受け付けません。取り除いてからもう一度送信してください。
error-control-in-query-name = アドレスの項目名に制御文字 { $character } が含まれています。ortoo はどのテキストでも制御文字を受け付けません。取り除いてからもう一度送信してください。
error-control-in-body = リクエストの本文に制御文字 { $character } が含まれています。ortoo はどのテキストでも制御文字を受け付けません。取り除いてからもう一度送信してください。
error-control-in-field = 項目「{ $field }」に制御文字 { $character } が含まれています。ortoo はどのテキストでも制御文字を受け付けません。取り除いてからもう一度送信してください。
error-control-in-name = 項目名に制御文字 { $character } が含まれています。ortoo はどのテキストでも制御文字を受け付けません。取り除いてからもう一度送信してください。
error-control-in-body-name = リクエストの本文の項目名に制御文字 { $character } が含まれています。ortoo はどのテキストでも制御文字を受け付けません。取り除いてからもう一度送信してください。
error-control-in-name-in = 項目「{ $field }」の中の項目名に制御文字 { $character } が含まれています。ortoo はどのテキストでも制御文字を受け付けません。取り除いてからもう一度送信してください。
error-api-too-large = リクエストの本文が、このサーバーで受け付けられる大きさを超えています。
error-api-method = ここではそのメソッドは使えません。
error-api-timeout = リクエストの処理に時間がかかりすぎたため、中断しました。
error-api-media-type = リクエストの本文は、このエンドポイントでは読み取れない形式です。
error-api-not-understood = リクエストを理解できませんでした。
error-api-no-endpoint = そのような API エンドポイントはありません。
# $scope: read or play, the API's words, kept as they are
error-api-missing-scope = このトークンには「{ $scope }」スコープがありません。
error-api-bearer = トークンは「Authorization: Bearer <token>」の形で送ってください。
error-api-token-invalid = その API トークンは無効です。入力を間違えたか、取り消された可能性があります。
error-api-account-needed = この操作にはアカウントが必要です。API トークンを「Authorization: Bearer <token>」の形で送ってください（トークンは POST /api/v1/tokens で作れます）。
error-api-login-wrong = その名前とパスワードに一致するアカウントはありません。
# read and play are the API's words, kept as they are
error-api-scopes = スコープは「read」と「play」です（どちらか一方、または両方）。
# $position: where the character is in the label, counted from 1; $character: line-feed,
# carriage-return or tab, each said in words, or else the character's code point (U+0007)
error-api-token-label-line = トークンのラベルは1行のテキストです。{ $position }文字目が制御文字（{ $character ->
        [line-feed] 改行
        [carriage-return] 復帰
        [tab] タブ
       *[other] { $character }
    }）になっています。
error-api-token-label-length = トークンのラベルは100文字までです。
error-api-no-such-token = その ID の有効なトークンはありません。
error-api-idempotency-key = Idempotency-Key は、表示可能な ASCII 文字で1〜200文字です。
error-api-idempotency-key-reused = この Idempotency-Key は別のリクエストにすでに使われています。
error-api-idempotency-key-used = この Idempotency-Key はすでに使われており、このリクエストでは何も変わっていません。もう一度送ると、そのキーに保存された応答を読めます。
# $count: the streams this address has open, the most it may
error-api-streams-per-address = この IP アドレスではすでにイベントストリームを{ $count }本開いていて、これが上限です。どれか1つ（タブ）を閉じるか、しばらくしてからもう一度お試しください。
error-api-streams-busy = サーバーで開けるイベントストリームが上限に達しています。しばらくしてからもう一度お試しください。
# status, turn, format, limit and starts_at are the query's or the body's fields, and active,
# finished, mine, text, pgn and usi their values: the API's words, kept as they are
error-api-games-status = status は active か finished です。
error-api-games-turn = turn に指定できる値は mine です。
# $format: what was asked for
error-api-export-format = format は text、pgn、usi のいずれかです（「{ $format }」は使えません）。
error-api-export-pgn = PGN で表せるのはチェス系のゲームだけです。format=text でこの対局の完全な記録が得られます。
error-api-export-usi = USI で表せるのは将棋系のゲームだけです。format=text でこの対局の完全な記録が得られます。
error-api-variants-limit = limit はファイルの数で、1から{ $max }までです。
# $given: what was sent
error-api-starts-at = starts_at は RFC 3339 形式の日時です（例：2026-12-01T18:00:00Z）。「{ $given }」は使えません。
# branches and lines are the request's fields, kept as they are
error-api-forecast-form = 予約手は「branches」か「lines」のどちらか一方で送ってください。
error-api-analysis-under-way = この対局は進行中です。解析は終局後に行います。
error-api-analysis-not-made = この対局には解析がありません。解析が行われるようになる前に終わった対局です。このアドレスに POST すると解析を依頼できます。
error-api-mark-at-most = 一度に既読にできるお知らせは500件までです。
