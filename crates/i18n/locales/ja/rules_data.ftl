## A game defined as data, its rules written from its definition (the rules page's "The rules as
## data", and the whole rules of a player's upload). Each message is one sentence; $piece, $king,
## $pawn, $cannon and the like are a piece's name, $pieces and $pawns a list of names, $region a
## data-ranks or data-squares.

data-board-heading = 盤
data-board = 盤は{ $files }列×{ $ranks }段で、白が先に指します。FENで表した初期配置：
data-pieces-heading = 駒
data-pieces-intro = 各駒がどこへ行けるかは図に示しています。駒の動きは、ファイルに書かれているとおりベッツァ記法で記します（Wは縦横に1歩、Fは斜めに1歩、Nはナイトの跳び。文字を重ねたもの、またはR、B、Qの文字は、その方向にどこまでも進む動きです）。駒の価値はポーンの100分の1を単位とし、駒がどこまで届くかをもとにortooのエンジンが見積もったものです。
data-column-piece = 駒
data-column-letter = 文字
data-column-betza = ベッツァ記法
data-column-worth = 価値
data-royal = { $piece }（ロイヤル駒）
# Where a game has no royal piece but a sentence needs one.
data-the-king = キング
data-the-met = メット

# A region: whole ranks by number ($count of them), else its squares.
data-ranks =
    { $count ->
       *[other] { $ranks }段目
    }
data-squares = { $squares }のマス

data-pawns-heading = ポーンとプロモーション
data-double-step = { $pawn }は{ $region }から2マス進めます。
data-triple-step = { $region }からは3マス進むこともできます。
data-en-passant = 相手のポーンのそばを通り過ぎて進んだ駒は、チェスと同じく、アンパッサンで取られることがあります。
data-sittuyin-promotion = { $pawns }は、到達しただけでは昇格しません。{ $region }に立っていれば（自分の側の最後の1つなら、どこにいても）、その代わりに独立した1手として、その場で、またはその駒がそこから駒を取れる空いているマスに移って、{ $pieces }になれます。ただし、そこから相手にチェックをかけることも、相手の駒を攻撃することもできません。
data-promotion = { $region }に着いた{ $pawns }は{ $pieces }になります。
data-promotion-optional = { $region }に着いた{ $pawns }は、プレイヤーの選択で、{ $pieces }になるか、そのままでいます。
data-promotion-limit = プロモーションによって、1種類の駒を次の数より多く持つことはできません：{ $limits }。
data-limit = { $piece }{ $limit }つ

data-kept-heading = 駒が立てる場所
data-keeps-to = { $piece }は、白なら{ $white }、黒なら{ $black }から出ません。
data-soldier = { $piece }は、自分の側から数えて{ $rank }段目（河の向こう）に着くまでは前にしか進めず、そこからは横にも動けます。
data-flying-general = 2つの{ $king }は、間に何もない列や段で向かい合ってはなりません。そうなる手は指せません。

data-special-heading = 特別なルール
data-cambodian = { $king }は、チェックされていなければ、最初の手でナイトのように1つ前の段へ跳べます（ルークがその列か段に入った時点で、この権利は失われます）。最初のマスにいる{ $met }は、間にあるものを越えて、まっすぐ前に2マス進めます。どちらの初手でも駒は取れません。
data-rooks-first-rank = 持ち駒のルークは、自分の側の1段目にしか置けません。
data-makpong = チェックされている{ $king }は、チェックをかけている1つの駒を取る場合を除いて動けません。
data-blast = 駒取りのたびに爆発が起こり、取った駒、取られた駒、そして周囲8マスにあるポーン以外のすべての駒が、敵味方を問わず取り除かれます（棋譜には空になったマスが記されます）。
data-blast-immune = { $pieces }は爆発に巻き込まれても残ります。
data-blast-kings = 自分のキングを爆破する手も、攻撃されたままにする手も、相手のキングを爆破する手でない限り指せません。接しているキング同士は互いに取れないので、どちらもチェックされていません。
data-mutually-immune = { $pieces }は、同じ種類の駒を取れません。
data-duck = 毎手の後、プレイヤーはどちらの側にも属さないアヒル（`*`）も別の空いているマスへ動かします。完全代数記法では手の最後の部分として（`P e2-e4; duck-e5`）、座標形式ではカンマの後に（`e2e4,e4e5`）書きます。アヒルはすべての駒の動きをふさぎ、取られることはありません。

# Janggi's: the palaces' diagonal lines and the ways pieces move along them.
data-diagonal-lines = { $region }は対角線で結ばれています（宮の対角線）。これらの交点に立つ駒は、対角線に沿って別の交点へも動けます：{ $ways }。
data-way-one-point = { $piece }は1点
data-way-forward = { $piece }は前へ1点
data-way-open-line = { $piece }は線が開いている限りどこまでも
data-way-hop = { $piece }は駒を1つ飛び越えて
data-janggi-cannon = { $cannon }は、動くにも取るにも、ちょうど1つの駒を飛び越えなければなりません。ほかの{ $cannon }を飛び越えることも、取ることもできません。
data-pass = 王手をかけられていなければ、指す代わりにパスできます（`pass` と入力します。座標形式では{ $king }の交点を `e9e9` のように2回書きます）。双方が続けてパスすると、対局は終わります。
data-pass-when-stuck = ほかに指せる手がないときは、王手をかけられていなければ、指す代わりにパスできます（`pass` と入力します。座標形式では{ $king }の交点を `e9e9` のように2回書きます）。双方が続けてパスすると、対局は終わります。
data-bikjang = 双方の{ $king }が、間に何もない開いた筋で向かい合ったとき（ビッチャン）、手番のプレイヤーはそれを解くかパスしなければなりません。そこでパスすれば対局は終わります。
data-points-janggi = 詰み以外で終わった対局（双方のパス、ビッチャン、千日手、駒取りのないまま双方が50手）は、点数で勝敗を決めます。車13、砲7、馬5、象と士3、兵2で、後手の赤（漢）には1.5点が加わります（点数は盤の横に表示されます）。ただし、繰り返しの間すべての手で王手をかけたプレイヤーは、その千日手で負けになります。
data-points-more-pieces = 詰み以外で終わった対局（千日手、手数制限）は、盤上の駒が多い側の勝ちです。同数なら引き分けです。
data-points-white = 詰み以外で終わった対局（千日手、手数制限）は、白の勝ちです。
data-points-black = 詰み以外で終わった対局（千日手、手数制限）は、黒の勝ちです。

data-castling-heading = キャスリング
data-castling = { $king }は、動いていない{ $rooks }とキャスリングします。h列側の翼では{ $kingside }列へ、反対側では{ $queenside }列へ動き、{ $rooks }はその内側の隣に着きます。
data-chess960 = 最下段の駒は、チェス960と同じく並びを入れ替えて始まります。
data-no-castling = キャスリングはありません。

data-ends-heading = 対局の終わり方
data-checkmate-wins = チェックメイトで勝ちです。
data-checkmated-wins = チェックメイトされたプレイヤーの勝ちです。
data-checkmate-draws = チェックメイトは引き分けです。
data-stalemate-piece-count = 合法手のないプレイヤーは、駒が相手より少なければ勝ち、多ければ負け、同数なら引き分けです。
data-stalemate-loses = 合法手のないプレイヤーの負けです。
data-stalemate-wins = 合法手のないプレイヤーの勝ちです。
data-stalemate-draws = 合法手のないプレイヤー（ステイルメイト）は引き分けです。
# $kept: how many of them a player may keep and still have lost (0: all lost).
data-extinction-loses =
    { $kept ->
        [0] 自分の{ $pieces }をすべて失ったプレイヤーの負けです。
       *[other] 自分の{ $pieces }を失って、残りが{ $kept }つになったプレイヤーの負けです。
    }
data-extinction-wins =
    { $kept ->
        [0] 自分の{ $pieces }をすべて失ったプレイヤーの勝ちです。
       *[other] 自分の{ $pieces }を失って、残りが{ $kept }つになったプレイヤーの勝ちです。
    }
data-extinction-draws =
    { $kept ->
        [0] 自分の{ $pieces }をすべて失ったプレイヤーは引き分けです。
       *[other] 自分の{ $pieces }を失って、残りが{ $kept }つになったプレイヤーは引き分けです。
    }
data-extinction-pieces = 駒
data-flag = { $piece }を{ $region }に進めれば勝ちです。
data-flag-answered = { $piece }を{ $region }に進めれば勝ちです。ただし、相手がすぐ次の手で到達した場合は引き分けです。
data-flag-any = どの駒でも{ $region }に進めれば勝ちです。
data-flag-any-answered = どの駒でも{ $region }に進めれば勝ちです。ただし、相手がすぐ次の手で到達した場合は引き分けです。
data-check-counting = 決められた回数のチェックをかければ勝ちです（各側があと何回チェックをかければよいかは、FENに 3+3 の形で記されます）。
data-must-capture = 駒取りは義務です。取れる駒があれば、必ず取らなければなりません。
data-no-checks = チェックをかけることはできません。
data-repetition = 同じ局面が{ $times }回現れると、{ $result }です。
data-repetition-checks = 同じ局面が{ $times }回現れると、{ $result }です。ただし、その繰り返しの間、一方のプレイヤーがすべての手でチェックをかけていた場合は、そのプレイヤーの負けです。
data-repetition-draws = 引き分け
data-repetition-white-wins = 白の勝ち
data-repetition-white-loses = 白の負け
data-repetition-mover-wins = そのとき手番のプレイヤーの勝ち
data-repetition-mover-loses = そのとき手番のプレイヤーの負け
data-chasing = アジア象棋連合会のルールにあるとおり、繰り返しの間すべての手で同じ駒を追ったプレイヤーも負けです（双方がそうした場合は引き分け）。ある手が新たに攻撃した駒が、守られていないか、攻撃する駒より強い場合（馬か炮に攻撃される車、象か士に攻撃される車・炮・馬）に、その手はその駒を追っているとみなします。将と兵は決して追う側にならず、将と河を渡る前の兵は追われる対象にもなりません。各側の11回目以降の王手は、手数制限の手数に数えません。
data-count-makruk = ポーンがなくなるとカウントが始まり、そのとき手番のプレイヤーが数えます（キングだけになったプレイヤーがいれば、常にそのプレイヤーが数えます）。カウントが上限を超えてもそのプレイヤーが詰まされていなければ、引き分けです。上限は64手ですが、キングだけの側に対しては、相手の駒で決まる上限（ルーク2つで8手、ルーク1つで16手、コーン2つで22手、ナイト2つで32手、コーン1つで44手、それ以外は64手）になり、盤上の駒の数から数え始めます。カウントは盤の横に表示され、上限を超えると対局は終わります。
data-count-cambodian = 一方のプレイヤーの駒が3つ以下になるとカウントが始まり、そのプレイヤーが数えます。カウントが上限を超えてもそのプレイヤーが詰まされていなければ、引き分けです。上限は63手ですが、ポーンが残っておらずキングだけの側に対しては、相手の駒で決まる上限（ルーク2つで7手、ルーク1つで15手、コーン2つで21手、ナイト2つで31手、コーン1つで43手、それ以外は63手）になり、盤上の駒の数から数え始めます。カウントは盤の横に表示され、上限を超えると対局は終わります。
data-count-asean = ポーンが残っていないキングだけの側に対しては、相手側はルークがあれば16手、コーンなら44手、ナイトなら64手以内に詰ませなければならず、詰ませられなければ引き分けです。カウントは盤の横に表示され、上限を超えると対局は終わります。
data-sittuyin-draw = キングとポーン1つだけになり、チェックされておらず、指せる手がそのポーンの昇格だけのプレイヤーは、引き分けになります（昇格は断ることができます）。
data-move-rule = 駒取りのないまま双方が{ $moves }手ずつ指すと、引き分けです。
data-move-rule-pawns = 駒取りもポーンの移動もないまま双方が{ $moves }手ずつ指すと、引き分けです。
