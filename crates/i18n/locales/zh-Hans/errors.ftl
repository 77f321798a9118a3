# What the server says when it refuses an action (a form, a reply by mail, an API request).
# Each is one or two sentences a player reads beside the form they sent.

error-no-such-account = 没有这个账户。
error-no-such-analysis = 没有这份分析。
error-no-such-challenge = 没有这个挑战。
error-no-engine = 本服务器没有可以对弈的引擎。
error-no-such-game = 没有这盘对局。
error-no-such-player = 没有这位棋手。
error-no-such-tournament = 没有这个赛事。
error-no-such-file = 没有这个变体文件。
error-no-such-file-of-yours = 你没有这个变体文件。
error-not-your-game = 这不是你的对局。
# $side: White or Black (side-white, side-black)
error-not-your-turn = 现在不是你走棋：轮到{ $side }走。
error-wrong-password = 账户密码不正确：未做任何更改。
error-stale-ply = 对局已有新进展：现在是第{ $current }步，而不是第{ $expected }步。请刷新后重试。
error-hashing-busy = 服务器正在同时核对大量密码，请几秒后再试。

## Challenges and seeks
error-rating-outside = 等级分范围只能在 { $low } 到 { $high } 之间；{ $end } 超出了这个范围。
error-rating-range-reversed = 最低等级分（{ $min }）高于最高等级分（{ $max }）。
# $value: what was sent, as JSON
error-option-value = 选项的值应为文本、数字或 true/false，不能是 { $value }。
error-colour = 颜色只能是 white、black 或 random，不能是“{ $colour }”。
error-engine-unrated = 与引擎的对局从不计等级分；请改为不计等级分的对局。
error-range-for-seeks = 等级分范围只适用于公开约战；向指定棋手发出的挑战已经确定了对手。
error-open-must-be-true = 公开约战的“open”必须为 true。
error-no-player-named = 没有名为“{ $name }”的棋手。
error-account-closed = { $name } 已注销账户。
error-engine-by-level = 要与引擎对弈，请以 {"{"}"engine": LEVEL{"}"} 发出挑战（LEVEL 为 1 到 12 级）。
error-challenge-yourself = 你不能挑战自己。
error-challenge-accepted = 这个挑战已被接受。
error-challenge-declined = 这个挑战已被拒绝。
error-challenge-withdrawn = 这个挑战已被撤回。
error-challenge-closed = 这个挑战已关闭。
error-challenge-for-another = 这个挑战是发给另一位棋手的。
error-own-seek = 你不能接受自己发布的公开约战。
# $game: the game's name; $rating: the player's rating there (a ? after it while provisional)
error-seek-rating = 这个公开约战只面向{ $game }等级分在 { $min } 到 { $max } 之间的棋手；你在该棋种的等级分是 { $rating }。
error-challenge-taken = 这个挑战刚刚已被接受或撤回。
error-decline-not-yours = 只有被挑战的棋手才能拒绝挑战。
error-withdraw-not-yours = 只有发起挑战的棋手才能撤回挑战。

## Time controls
error-days-per-move = 每步天数为 1 到 30 天，不能是 { $days }。
error-bank-initial = 时间储备开局时为 1 到 90 天，不能是 { $days }。
error-bank-increment = 时间储备每步最多增加 30 天，不能是 { $days }。
error-bank-cap = 时间储备的上限至少为开局天数（{ $initial }），最多为 180 天，不能是 { $cap }。

## Games
error-watch-own-game = 你是本局的棋手：本局的着法本来就会发给你。
# $result: how the start would end it (outcome-white-wins…)
error-over-at-start = 这盘对局在第一步之前就会结束（{ $result }）：无法进行。
error-game-too-busy = 对局变化太快，现在无法走这步棋；请重试。
error-comment-too-long = 评注最多 { $max } 个字符。
error-no-draw-offer = 你的对手没有提议和棋。
error-draw-offered-already = 你已经提议过和棋了。
error-draw-action = 和棋操作只能是 offer、accept、decline 或 claim，不能是“{ $action }”。
# $result: how it ended (outcome-white-wins…)
error-game-over = 对局已结束：{ $result }。
error-nothing-to-hint = 对局已结束：没有什么可提示的了。

## Tournaments
error-tournament-joining-closed = 赛事已经开始：报名已截止。
error-tournaments-by-admins = 本服务器只有管理员可以创建赛事。
error-tournament-name-length = 赛事名称为 3 到 60 个字符。
# $kind: what was asked for; round_robin and swiss are the API's words, kept as they are
error-tournament-kind = 赛制只能是 round_robin（循环赛）或 swiss（瑞士制），不能是“{ $kind }”。
error-round-robin-rounds = 循环赛无需设置轮数：每两名棋手同时对弈两局，各执白一次。
error-swiss-rounds = 瑞士制赛事为 1 到 { $max } 轮，不能是 { $rounds } 轮。
error-tournament-start = 赛事的开始时间必须在现在到 { $days } 天之后之间。
error-tournament-full = 赛事已满（{ $players } 名棋手）。
error-tournament-joined-already = 你已经报名参加这个赛事了。
error-tournament-not-joined = 你没有报名这个赛事。
error-tournament-not-playing = 你没有在这个赛事中比赛（或已经退赛）。
error-tournament-over = 赛事已经结束。
error-tournament-start-not-yours = 只有赛事的创建者才能提前开始。
error-tournament-started = 赛事已经开始了。

## Settings
error-reminder-hours = 提醒时间须为 1 到 { $max } 之间的整数小时，不能是“{ $given }”。
error-reminders-at-most-five = 最多只能设置五个提醒。
# move, digest and none are the API's words, kept as they are
error-notify-mode = 通知方式只能是“move”、“digest”或“none”，不能是“{ $given }”。
error-time-zone = “{ $zone }”不是时区：请填写时区名称，例如 Europe/Paris、America/New_York 或 UTC。
# san and full are the API's words, kept as they are
error-notation = 记法只能是“san”（标准代数记法，如 Nf3）或“full”（完整代数记法，如 N g1-f3），不能是“{ $given }”。
# $known: the tags ortoo has, joined by commas
error-language = ortoo 没有“{ $tag }”这种语言；可用的语言有：{ $known }。
error-mail-password = 邮件密码为 8 到 64 个字符，不含空格（它要写在邮件主题中）。
error-vacation-length = 休假至少为一天。
# $left: days left, with one decimal (2.5)
error-vacation-left = 你今年的休假只剩 { $left } 天，不够 { $days } 天。
error-not-on-vacation = 你没有在休假。
error-vacation-changed = 你的休假刚刚被更改过（在另一个窗口中？）。请刷新后重试。

## Files of variants
error-files-cursor = “{ $given }”不是这个列表中某一页的起点：请使用上一页给出的 `next`。
error-file-too-long = 该文件有 { $bytes } 字节；一个文件最多 { $max } 字节（64 KiB）。
error-file-no-variant = 该文件没有定义任何变体：一个变体就是一节，例如 [mygame:chess]，其下写着它的各个键。
error-file-too-many-variants = 该文件定义了 { $count } 个变体；一个文件最多只能定义 { $max } 个。
error-files-too-many = 你已保存了 { $max } 个文件，这是每位棋手的上限；请删除一个，或以已有文件的名称上传来替换它。
error-search-too-long = 搜索内容最多 { $max } 个字符。
error-file-name-needed = 需要填写文件名，例如 mine.ini。
error-file-name-too-long = 文件名最多 { $max } 个字符。
error-file-name-letters = 文件名只能由英文字母、数字、空格、'-'、'_' 和 '.' 组成，且不能以 '.' 或空格开头。

## The engine
error-engine-level = 引擎级别为 { $low } 到 { $high }，不能是 { $level }。
error-engine-games = 你已经在与引擎下 { $count } 盘对局；请等其中一盘结束后再开新局。
error-engine-watched = 你已经在观看 { $count } 盘引擎自战的对局；请等其中一盘结束后再开新局。
error-hints-against-engine = 只有与引擎的对局才提供提示。
error-hints-busy = 引擎正忙于其他提示；请几秒后再试。

## Accounts
error-bad-name = 用户名由 2 到 24 个英文字母、数字、'-' 或 '_' 组成，并以字母开头。
error-bad-email = 这看起来不像邮箱地址。
error-bad-password = 密码至少需要 8 个字符（最多 200 个）。
error-link-refused = 此链接已被使用、已过期，或已被更新的链接取代。请重新申请链接。
error-verified-already = { $address } 已经验证过了。
error-reset-who = 请填写账户的用户名或邮箱。
error-password-changed = 密码在此期间已在别处被更改：请重新登录。
error-same-address = { $address } 已经是该账户的邮箱。
error-name-taken = 用户名“{ $name }”已被占用。

## Forecasts
error-forecast-your-move = 现在轮到你走：请直接走棋。预走要在轮到对手走棋时设置。
error-forecast-too-large = 预走最多包含 { $max } 对着法、深 { $deepest } 层；这份预走有 { $count } 对、深 { $depth } 层。
# $why: the rules' reason (a sentence of its own)
error-forecast-move = 你的预走中，“{ $move }”无法走出：{ $why }
# $line: the moves before it, joined by commas
error-forecast-move-after = 你的预走中，{ $line } 之后的“{ $move }”无法走出：{ $why }
error-forecast-over-after-theirs = 对手走完这步后，对局就会结束。
error-forecast-nothing-after = 你的预走中，对局在 { $line } 之后就会结束，因此后面不能再接着法。
error-forecast-two-answers-now = 在当前局面下，有两条分支应对 { $move }：对手的每步着法只能保留一个应着。
error-forecast-two-answers = 在 { $line } 之后，有两条分支应对 { $move }：对手的每步着法只能保留一个应着。

## Takebacks
error-takeback-action = 悔棋操作只能是 offer、accept、decline 或 withdraw，不能是“{ $action }”。
error-takeback-rated = 只有不计等级分的对局才能悔棋；这盘对局计等级分。
error-takeback-tournament = 赛事中的对局不能悔棋。
error-takeback-asked-already = 你已经请求过悔回你的着法了。
error-takeback-opponent-asked = 你的对手已请求悔回其着法：请先接受或拒绝这个请求。
error-takeback-engine-thinking = 引擎正在考虑应着：请等它走棋后再请求。
error-takeback-not-moved = 你还没有走棋：没有可以悔回的着法。
error-takeback-no-offer = 你的对手没有请求悔棋。
error-takeback-not-asked = 你没有请求悔棋。
error-takeback-nothing = 请求悔棋的一方还没有可以悔回的着法。

## Analysis and conversation
error-analysis-while-playing = 对局结束后才能分析：引擎的判断会帮助仍在对局中的棋手。
error-analysis-nothing = 这盘对局在第一步之前就结束了：没有什么可分析的。
error-message-empty = 消息不能为空。
error-message-too-long = 消息最多 { $max } 个字符。
error-note-too-long = 笔记最多 { $max } 个字符。
# "if", "then" and THEIR-MOVE, YOUR-MOVE: the words a forecast is written with (if and then stay English)
error-forecast-line = “{ $line }”不是有效的预走行：请写成“if 对手的着法 then 你的着法”，之后的着法用“then if ... then ...”接续。
error-form-unreadable = 无法读取该表单：缺少某个字段，或某个字段的内容无法接受。请返回、刷新页面后重新提交。
error-query-unreadable = 此地址中“?”之后的部分本页无法读取；请点击链接进入，不要手动修改地址。

error-cross-site = 拒绝跨站提交的表单：请在本服务器自己的页面上提交表单。
error-json-body-missing = 请求需要一个 JSON 请求体。
error-json-not-object = 请求体必须是 JSON 对象：{"{"}"name": value, ...{"}"}。
error-json-content-type = 请求体须为 JSON，并带上请求头 Content-Type: application/json。
error-json-syntax = 请求体不是格式正确的 JSON：第 { $line } 行第 { $column } 列处出错。
error-body-too-large = 请求体太大。
error-body-unread = 无法读取请求体。
error-request-missing-field = 请求缺少字段 { $field }。
error-request-unknown-field = 请求中有此接口不接受的字段：{ $field }。
error-request-repeated-field = 请求中字段 { $field } 出现了两次。
error-request-bad-value = 字段 { $field } 不能是 { $value }：可取的值为 { $taken }。
error-request-wrong-type = 字段 { $field } 的值类型不对。
error-request-unread = 请求与此接口不符：{ $why }
error-request-path = 地址与此接口不符：{ $why }

## The API's own refusals
# A control character in what a client sent; the pages say these too. $character: its code
# point, and its name where it has one (U+0000 (NUL)); $field: the field's name as the request
# spells it (comment, opponent.user, moves[2]).
error-control-in-address = 地址中含有控制字符 { $character }，ortoo 不接受任何文本中的控制字符；请删除后重新发送。
error-control-in-query-field = 地址中的字段“{ $field }”含有控制字符 { $character }，ortoo 不接受任何文本中的控制字符；请删除后重新发送。
error-control-in-query-name = 地址中的某个字段名含有控制字符 { $character }，ortoo 不接受任何文本中的控制字符；请删除后重新发送。
error-control-in-body = 请求体含有控制字符 { $character }，ortoo 不接受任何文本中的控制字符；请删除后重新发送。
error-control-in-field = 字段“{ $field }”含有控制字符 { $character }，ortoo 不接受任何文本中的控制字符；请删除后重新发送。
error-control-in-name = 某个字段名含有控制字符 { $character }，ortoo 不接受任何文本中的控制字符；请删除后重新发送。
error-control-in-body-name = 请求体中的某个字段名含有控制字符 { $character }，ortoo 不接受任何文本中的控制字符；请删除后重新发送。
error-control-in-name-in = 字段“{ $field }”中的某个字段名含有控制字符 { $character }，ortoo 不接受任何文本中的控制字符；请删除后重新发送。
error-api-too-large = 请求体超出了本服务器接受的大小。
error-api-method = 此处不允许使用该方法。
error-api-timeout = 请求耗时过长，已被放弃。
error-api-media-type = 此接口无法读取该类型的请求体。
error-api-not-understood = 无法理解该请求。
error-api-no-endpoint = 没有这个 API 接口。
# $scope: read or play, the API's words, kept as they are
error-api-missing-scope = 此令牌缺少“{ $scope }”权限范围。
error-api-bearer = 请以“Authorization: Bearer <token>”的形式发送令牌。
error-api-token-invalid = 该 API 令牌无效：可能输错了，或已被撤销。
error-api-account-needed = 此操作需要账户：请以“Authorization: Bearer <token>”的形式发送 API 令牌（POST /api/v1/tokens 可以创建令牌）。
error-api-login-wrong = 该用户名和密码与任何账户都不匹配。
# read and play are the API's words, kept as they are
error-api-scopes = 权限范围为“read”和“play”（其中之一或两者）。
# $position: where the character is in the label, counted from 1; $character: line-feed,
# carriage-return or tab, each said in words, or else the character's code point (U+0007)
error-api-token-label-line = 令牌标签只能是一行文本；第 { $position } 个字符是控制字符（{ $character ->
        [line-feed] 换行符
        [carriage-return] 回车符
        [tab] 制表符
       *[other] { $character }
    }）。
error-api-token-label-length = 令牌标签最多 100 个字符。
error-api-no-such-token = 你没有该 ID 的有效令牌。
error-api-idempotency-key = Idempotency-Key 须为 1 到 200 个可见的 ASCII 字符。
error-api-idempotency-key-reused = 此 Idempotency-Key 已用于另一个请求。
error-api-idempotency-key-used = 此 Idempotency-Key 已被使用，本次请求没有做任何更改：请再次发送以读取为该键保存的应答。
# $count: the streams this address has open, the most it may
error-api-streams-per-address = 此 IP 地址已打开 { $count } 个事件流，已达上限；请关闭一个（一个标签页）或稍后再试。
error-api-streams-busy = 服务器打开的事件流已达上限；请稍后再试。
# status, turn, format, limit and starts_at are the query's or the body's fields, and active,
# finished, mine, text, pgn and usi their values: the API's words, kept as they are
error-api-games-status = status 只能是 active 或 finished。
error-api-games-turn = turn 只能取值 mine。
# $format: what was asked for
error-api-export-format = format 只能是 text、pgn 或 usi，不能是“{ $format }”。
error-api-export-pgn = PGN 只能描述国际象棋类的棋种；用 format=text 可获得这盘对局的完整记录。
error-api-export-usi = USI 只能描述将棋类的棋种；用 format=text 可获得这盘对局的完整记录。
error-api-variants-limit = limit 是文件的数量，取值为 1 到 { $max }。
# $given: what was sent
error-api-starts-at = starts_at 须为 RFC 3339 格式的时间（如 2026-12-01T18:00:00Z），不能是“{ $given }”。
# branches and lines are the request's fields, kept as they are
error-api-forecast-form = 请以“branches”或“lines”二者之一发送预走。
error-api-analysis-under-way = 这盘对局仍在进行：结束后才会分析。
error-api-analysis-not-made = 这盘对局没有分析：它在开始提供分析之前就结束了。向此地址发送 POST 请求即可申请分析。
error-api-mark-at-most = 一次最多标记 500 条通知。
