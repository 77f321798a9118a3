## A game defined as data, its rules written from its definition (the rules page's "The rules as
## data", and the whole rules of a player's upload). Each message is one sentence; $piece, $king,
## $pawn, $cannon and the like are a piece's name, $pieces and $pawns a list of names, $region a
## data-ranks or data-squares.

data-board-heading = Bàn cờ
data-board = { $files } cột và { $ranks } hàng; Trắng đi trước. Thế cờ ban đầu, viết dưới dạng FEN:
data-pieces-heading = Các quân cờ
data-pieces-intro = Các hình cho thấy mỗi quân đi tới đâu. Cách đi của một quân được viết bằng ký hiệu Betza (W là một bước thẳng, F là một bước chéo, N là bước nhảy của mã, một chữ cái viết đôi hoặc các chữ R, B và Q là đi trượt theo đường), đúng như tệp ghi; giá trị của nó, tính bằng phần trăm của một tốt, là ước lượng của engine ortoo dựa trên tầm với của quân đó.
data-column-piece = Quân
data-column-letter = Chữ
data-column-betza = Betza
data-column-worth = Giá trị
data-royal = { $piece } (quân vương)
# Where a game has no royal piece but a sentence needs one.
data-the-king = vua
data-the-met = met

# A region: whole ranks by number ($count of them), else its squares.
data-ranks =
    { $count ->
        [1] hàng { $ranks }
       *[other] các hàng { $ranks }
    }
data-squares = ô { $squares }

data-pawns-heading = Tốt và phong cấp
data-double-step = Quân { $pawn } có thể đi hai ô từ { $region }.
data-triple-step = Nó có thể đi ba ô từ { $region }.
data-en-passant = Một quân đi vượt qua một tốt địch có thể bị bắt qua đường, như trong cờ vua.
data-sittuyin-promotion = Quân { $pawns } không phong cấp chỉ vì đi tới nơi. Khi đứng trên { $region } (hoặc ở bất cứ đâu, nếu là quân cuối cùng của bên mình), nó có thể, bằng một nước đi riêng, trở thành { $pieces } ngay tại chỗ hoặc trên một ô trống mà quân đó có thể ăn tới từ chỗ ấy, với điều kiện không chiếu và không tấn công quân nào của bên kia từ đó.
data-promotion = Quân { $pawns } tới { $region } thì trở thành { $pieces }.
data-promotion-optional = Quân { $pawns } tới { $region } thì trở thành { $pieces }, hoặc giữ nguyên, tùy người chơi chọn.
data-promotion-limit = Phong cấp không được làm một bên có số quân của một loại nhiều hơn: { $limits }.
data-limit = { $limit } { $piece }

data-kept-heading = Nơi các quân được đứng
data-keeps-to = Quân { $piece } chỉ ở trong { $white } (với Trắng) và { $black } (với Đen).
data-soldier = Quân { $piece } chỉ đi về phía trước cho tới khi tới hàng { $rank } tính từ phía bên mình (đã qua sông), và từ đó còn được đi sang ngang.
data-flying-general = Hai quân { $king } không được đối mặt nhau trên một cột hay hàng mà không có gì ở giữa: nước đi để lại thế đó là không hợp lệ.

data-special-heading = Luật đặc biệt
data-cambodian = Ở nước đi đầu tiên, quân { $king }, nếu không bị chiếu, có thể nhảy như mã tới hàng ngay trước mặt nó (quyền này mất đi khi một quân xe đi vào cột hoặc hàng của nó); quân { $met }, khi còn ở ô ban đầu, có thể đi thẳng hai ô về phía trước, vượt qua quân đứng ở giữa. Cả hai nước đi đầu tiên này đều không ăn quân.
data-rooks-first-rank = Xe từ trong tay chỉ được đặt ở hàng đầu tiên của bên mình.
data-makpong = Quân { $king } đang bị chiếu không được di chuyển, trừ khi nó ăn chính quân duy nhất đang chiếu.
data-blast = Mọi nước ăn quân đều gây nổ: quân ăn, quân bị ăn và mọi quân không phải tốt ở tám ô xung quanh đều bị loại bỏ, của cả hai bên (danh sách nước đi ghi tên các ô bị dọn sạch).
data-blast-immune = Quân { $pieces } không bị vụ nổ ảnh hưởng.
data-blast-kings = Không nước nào được làm nổ tung vua của chính mình hay để nó bị tấn công, trừ khi nước đó làm nổ tung vua bên kia. Hai vua đứng sát nhau không thể ăn nhau, nên không vua nào bị chiếu.
data-mutually-immune = Quân { $pieces } không được ăn quân cùng loại với nó.
data-duck = Sau mỗi nước đi, người chơi còn chuyển con vịt (`*`), quân không thuộc bên nào, sang một ô trống khác: trong ký hiệu đại số đầy đủ, đó là phần cuối của nước đi (`P e2-e4; duck-e5`), ở dạng tọa độ thì ghi sau dấu phẩy (`e2e4,e4e5`). Con vịt chặn mọi quân và không thể bị ăn.

# Janggi's: the palaces' diagonal lines and the ways pieces move along them.
data-diagonal-lines = Các đường chéo nối { $region } với nhau (các đường chéo của cung). Một quân đứng trên một trong các giao điểm đó còn có thể đi theo các đường chéo tới một giao điểm khác: { $ways }.
data-way-one-point = quân { $piece } đi một giao điểm
data-way-forward = quân { $piece } đi một giao điểm về phía trước
data-way-open-line = quân { $piece } đi xa tới đâu đường còn thông
data-way-hop = quân { $piece } đi bằng cách nhảy qua một quân
data-janggi-cannon = Quân { $cannon } phải nhảy qua đúng một quân để đi hoặc để ăn; nó không được nhảy qua một quân { $cannon } khác, cũng không được ăn quân { $cannon }.
data-pass = Người chơi có thể bỏ lượt thay vì đi quân, trừ khi đang bị chiếu (gõ `pass`; ở dạng tọa độ thì ghi giao điểm của quân { $king } hai lần, như `e9e9`). Cả hai người chơi lần lượt bỏ lượt thì ván cờ kết thúc.
data-pass-when-stuck = Người chơi có thể bỏ lượt khi không còn nước đi nào khác, trừ khi đang bị chiếu (gõ `pass`; ở dạng tọa độ thì ghi giao điểm của quân { $king } hai lần, như `e9e9`). Cả hai người chơi lần lượt bỏ lượt thì ván cờ kết thúc.
data-bikjang = Khi quân { $king } của hai bên đối mặt nhau trên một cột thông, không có gì ở giữa (bikjang), người đến lượt đi phải tách chúng ra hoặc bỏ lượt; khi đó bỏ lượt sẽ kết thúc ván cờ.
data-points-janggi = Ván cờ kết thúc mà không có chiếu hết (cả hai bỏ lượt, bikjang, lặp nước, hoặc năm mươi nước của mỗi bên mà không ăn quân) được phân định bằng điểm: xe 13, pháo 7, mã 5, tượng và sĩ 3, tốt 2, và Đỏ (Hán) được cộng thêm 1,5 vì đi sau (điểm được hiển thị bên cạnh bàn cờ). Riêng người chơi đã chiếu ở mọi nước của chuỗi lặp thì bị xử thua.
data-points-more-pieces = Ván cờ kết thúc mà không có chiếu hết (lặp nước, giới hạn số nước) thuộc về bên có nhiều quân hơn trên bàn cờ; số quân bằng nhau thì hòa.
data-points-white = Ván cờ kết thúc mà không có chiếu hết (lặp nước, giới hạn số nước) thì Trắng thắng.
data-points-black = Ván cờ kết thúc mà không có chiếu hết (lặp nước, giới hạn số nước) thì Đen thắng.

data-castling-heading = Nhập thành
data-castling = Quân { $king } nhập thành với một quân { $rooks } chưa di chuyển: tới cột { $kingside } ở cánh phía cột h, hoặc tới cột { $queenside } ở cánh bên kia, còn quân { $rooks } dừng ngay cạnh nó ở phía trong.
data-chess960 = Các quân ở hàng cuối bắt đầu ở vị trí xáo trộn, như trong Cờ vua 960.
data-no-castling = Không có nhập thành.

data-ends-heading = Ván cờ kết thúc thế nào
data-checkmate-wins = Chiếu hết là thắng.
data-checkmated-wins = Người bị chiếu hết thì thắng.
data-checkmate-draws = Chiếu hết là hòa.
data-stalemate-piece-count = Người chơi không có nước đi hợp lệ thì thắng nếu có ít quân hơn đối thủ, thua nếu có nhiều quân hơn, và hòa nếu số quân bằng nhau.
data-stalemate-loses = Người chơi không có nước đi hợp lệ thì thua.
data-stalemate-wins = Người chơi không có nước đi hợp lệ thì thắng.
data-stalemate-draws = Người chơi không có nước đi hợp lệ (pat) thì hòa.
# $kept: how many of them a player may keep and still have lost (0: all lost).
data-extinction-loses =
    { $kept ->
        [0] Người chơi đã mất hết { $pieces } của mình thì thua.
       *[other] Người chơi chỉ còn lại { $kept } { $pieces } thì thua.
    }
data-extinction-wins =
    { $kept ->
        [0] Người chơi đã mất hết { $pieces } của mình thì thắng.
       *[other] Người chơi chỉ còn lại { $kept } { $pieces } thì thắng.
    }
data-extinction-draws =
    { $kept ->
        [0] Người chơi đã mất hết { $pieces } của mình thì hòa.
       *[other] Người chơi chỉ còn lại { $kept } { $pieces } thì hòa.
    }
data-extinction-pieces = quân
data-flag = Đưa quân { $piece } tới { $region } là thắng.
data-flag-answered = Đưa quân { $piece } tới { $region } là thắng, trừ khi người chơi kia cũng tới được đó ngay ở nước kế tiếp của họ (khi đó là hòa).
data-flag-any = Đưa bất kỳ quân nào tới { $region } là thắng.
data-flag-any-answered = Đưa bất kỳ quân nào tới { $region } là thắng, trừ khi người chơi kia cũng tới được đó ngay ở nước kế tiếp của họ (khi đó là hòa).
data-check-counting = Chiếu đủ số lần quy định là thắng (số lần chiếu mỗi bên còn phải chiếu được ghi trong FEN, như 3+3).
data-must-capture = Bắt buộc phải ăn quân: khi có thể ăn quân thì phải ăn.
data-no-checks = Không được chiếu.
data-repetition = Một thế cờ xuất hiện { $times } lần thì { $result }.
data-repetition-checks = Một thế cờ xuất hiện { $times } lần thì { $result }, trừ khi một người chơi đã chiếu ở mọi nước của chuỗi lặp: người đó thua.
data-repetition-draws = ván cờ hòa
data-repetition-white-wins = Trắng thắng
data-repetition-white-loses = Trắng thua
data-repetition-mover-wins = người đến lượt đi lúc đó thắng
data-repetition-mover-loses = người đến lượt đi lúc đó thua
data-chasing = Theo luật của Liên đoàn Cờ tướng châu Á, người chơi đã đuổi bắt cùng một quân ở mọi nước của chuỗi lặp cũng thua (nếu cả hai đều làm vậy thì hòa): một nước đi được coi là đuổi bắt một quân mà nó vừa mới tấn công khi quân đó không được bảo vệ, hoặc mạnh hơn quân tấn công nó (xe bị mã hoặc pháo tấn công; xe, pháo hoặc mã bị tượng hoặc sĩ tấn công); tướng và các tốt không bao giờ đuổi bắt, còn tướng và tốt chưa qua sông thì không bao giờ bị coi là bị đuổi bắt. Các nước chiếu vượt quá lần thứ mười của một bên không được tính vào giới hạn số nước.
data-count-makruk = Khi không còn tốt nào, việc đếm bắt đầu, do người đến lượt đi lúc đó giữ (người chỉ còn vua trơ trọi thì luôn là người đếm), và ván cờ hòa nếu người đó chưa bị chiếu hết khi số đếm vượt quá giới hạn: 64 nước, hoặc, khi người đó chỉ còn vua trơ trọi, giới hạn do các quân của bên kia quy định (8 nước với hai xe, 16 với một xe, 22 với hai khon, 32 với hai mã, 44 với một khon, còn lại là 64), tính từ số quân trên bàn cờ. Số đếm được hiển thị bên cạnh bàn cờ, và ván cờ kết thúc khi nó vượt quá giới hạn.
data-count-cambodian = Khi một người chơi chỉ còn ba quân trở xuống, việc đếm bắt đầu, do người đó giữ, và ván cờ hòa nếu người đó chưa bị chiếu hết khi số đếm vượt quá giới hạn: 63 nước, hoặc, khi người đó chỉ còn vua trơ trọi và không còn tốt nào, giới hạn do các quân của bên kia quy định (7 nước với hai xe, 15 với một xe, 21 với hai khon, 31 với hai mã, 43 với một khon, còn lại là 63), tính từ số quân trên bàn cờ. Số đếm được hiển thị bên cạnh bàn cờ, và ván cờ kết thúc khi nó vượt quá giới hạn.
data-count-asean = Khi một bên chỉ còn vua trơ trọi và không còn tốt nào, bên kia phải chiếu hết trong vòng 16 nước nếu có xe, 44 nước nếu có khon, 64 nước nếu có mã, nếu không ván cờ hòa. Số đếm được hiển thị bên cạnh bàn cờ, và ván cờ kết thúc khi nó vượt quá giới hạn.
data-sittuyin-draw = Người chơi chỉ còn vua và một tốt, không bị chiếu, mà các nước đi duy nhất là những nước phong cấp của tốt đó, thì hòa (được quyền từ chối phong cấp).
data-move-rule = { $moves } nước của mỗi bên mà không có nước ăn quân nào thì hòa.
data-move-rule-pawns = { $moves } nước của mỗi bên mà không có nước ăn quân hay nước đi tốt nào thì hòa.
