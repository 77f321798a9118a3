## Vì sao một nước đi bị từ chối, theo lời luật giải thích cho người chơi đã gõ nó. Ô (e4), nước đi
## (P e2-e4), chữ của quân (N) và tên ván cờ giữ nguyên; quân được gọi bằng các thông điệp `piece-` bên
## dưới (hoặc như tệp của trò chơi viết, nếu không có thông điệp).

refusal-choose-one-of = Hãy chọn một trong: { $moves }.
refusal-legal-moves-of-that-piece = Các nước đi hợp lệ của quân đó: { $moves }.

## Câu từ chối đầy đủ mà người chơi đọc. $why là một thông điệp `why-` bên dưới.

refusal-game-over-white-wins = { $sides ->
    [xiangqi] Ván cờ đã kết thúc: Đỏ thắng ({ $reason }).
    [janggi] Ván cờ đã kết thúc: Xanh thắng ({ $reason }).
    [shogi] Ván cờ đã kết thúc: Sente thắng ({ $reason }).
   *[chess] Ván cờ đã kết thúc: Trắng thắng ({ $reason }).
}
refusal-game-over-black-wins = { $sides ->
    [xiangqi] Ván cờ đã kết thúc: Đen thắng ({ $reason }).
    [janggi] Ván cờ đã kết thúc: Đỏ thắng ({ $reason }).
    [shogi] Ván cờ đã kết thúc: Gote thắng ({ $reason }).
   *[chess] Ván cờ đã kết thúc: Đen thắng ({ $reason }).
}
refusal-game-over-draw = Ván cờ đã kết thúc: hòa ({ $reason }).
refusal-syntax-ends = Không phải nước đi: văn bản kết thúc ở ký tự thứ { $column }, nơi cần có { $expected }.
refusal-syntax-found = Không phải nước đi: ở ký tự thứ { $column } cần có { $expected }, nhưng lại là "{ $found }".
refusal-syntax-too-long = Không phải nước đi: văn bản phải có { $expected } nhưng đã dài quá { $column } ký tự.
refusal-no-san = Không có nước đi hợp lệ nào ở đây được viết là { $san } theo ký hiệu đại số chuẩn.
refusal-san-did-you-mean = { $san } không hợp lệ ở đây; có phải ý bạn là { $move }?
refusal-san-ambiguous = { $san } khớp với nhiều hơn một nước đi: { $moves }.
refusal-off-board = { $square } không phải là ô của bàn cờ { $game } ({ $board }).
refusal-board-files-ranks = cột a-{ $file } và hàng 1-{ $ranks }, từ a1 đến { $last }
refusal-board-spaces = { $count } ô trong khung từ a1 đến { $last }
refusal-wrong-label = Quân ở { $square } là { $piece } ({ $label }), không phải { $typed }.
refusal-some-piece = quân
refusal-part-does-not-fit = "{ $part }" không thuộc nước đi hợp lệ nào bắt đầu bằng { $move }.
refusal-part-does-not-fit-why = "{ $part }" không thuộc nước đi hợp lệ nào bắt đầu bằng { $move }: { $why }.
refusal-needs-a-choice = { $move } cần thêm một lựa chọn mới thành một nước đi.
refusal-ambiguous = Văn bản đó khớp với nhiều hơn một nước đi hợp lệ.
refusal-move-first = Nước đi bắt đầu bằng quân được đi, như "P e2-e4"; "{ $part }" chỉ có thể theo sau nó.
refusal-no-piece = Không có quân nào ở { $square }.
refusal-not-your-piece-white = { $sides ->
    [xiangqi] Quân { $piece } ở { $square } là của Đỏ; đang đến lượt Đen đi.
    [janggi] Quân { $piece } ở { $square } là của Xanh; đang đến lượt Đỏ đi.
    [shogi] Quân { $piece } ở { $square } là của Sente; đang đến lượt Gote đi.
   *[chess] Quân { $piece } ở { $square } là của Trắng; đang đến lượt Đen đi.
}
refusal-not-your-piece-black = { $sides ->
    [xiangqi] Quân { $piece } ở { $square } là của Đen; đang đến lượt Đỏ đi.
    [janggi] Quân { $piece } ở { $square } là của Đỏ; đang đến lượt Xanh đi.
    [shogi] Quân { $piece } ở { $square } là của Gote; đang đến lượt Sente đi.
   *[chess] Quân { $piece } ở { $square } là của Đen; đang đến lượt Trắng đi.
}
refusal-off-the-board = ra khỏi bàn cờ
refusal-illegal-move = { $label } { $from }-{ $to } không phải là nước đi hợp lệ.
refusal-illegal-move-why = { $label } { $from }-{ $to } không phải là nước đi hợp lệ: { $why }.
refusal-illegal-move-none-legal = { $label } { $from }-{ $to } không phải là nước đi hợp lệ. Quân { $piece } ở { $from } không có nước đi hợp lệ nào.
refusal-illegal-move-why-none-legal = { $label } { $from }-{ $to } không phải là nước đi hợp lệ: { $why }. Quân { $piece } ở { $from } không có nước đi hợp lệ nào.
refusal-illegal-drop = { $label }-{ $square } không phải là nước thả quân hợp lệ.
refusal-illegal-drop-why = { $label }-{ $square } không phải là nước thả quân hợp lệ: { $why }.
refusal-duck-cannot-go = Con vịt không thể đến { $square }: { $why }.
refusal-no-draw-to-claim = { $game } không có kiểu hòa nào để yêu cầu; hãy đề nghị hòa thay vào đó.
refusal-no-draw-now = Lúc này không thể yêu cầu hòa: chỉ có thể yêu cầu hòa khi { $ways }.
refusal-claim-or = { $first }, hoặc khi { $second }
refusal-claim-on-own-turn = Chỉ có thể yêu cầu hòa trong lượt của chính bạn.

## Điều lẽ ra phải có ở chỗ văn bản không còn là ký hiệu nước đi ($expected ở trên).

expect-at-most = tối đa { $count } ký tự
expect-move = một nước đi như "P e2-e4" hoặc "e2e4"
expect-next-part = ";" trước phần tiếp theo, hoặc kết thúc nước đi
expect-removal-dash = "-" sau "@" ("@-e4" bỏ quân ở e4)
expect-removal-square = ô của quân cần bỏ, như "@-e4"
expect-letter-or-square = chữ của quân hoặc một ô
expect-drop-square = ô sau dấu "-" của nước thả quân, như "Q-e8"
expect-from-square = một ô như e2 sau chữ của quân
expect-dash = "-" và ô đến sau { $square }
expect-destination = ô đến
expect-destination-or-off = ô đến (hoặc "off") sau { $square }

## Hai ô trở lên khi một câu liệt kê chúng ("h2 hoặc g2").

list-or = { $first } hoặc { $second }
list-comma = { $first }, { $second }

## Vì sao luật từ chối nước đi: phần theo sau "không phải là nước đi hợp lệ:" ($why ở trên), chữ
## thường và không có dấu chấm. $king là tên quân tướng (vua) của bên đó.

why-claim-repetition = cùng một thế cờ đã lặp lại { $needed } lần (hiện đã lặp { $count } lần)
why-claim-quiet-moves = mỗi bên đã đi { $moves } nước mà không ăn quân hay đi tốt (hiện đã { $plies } nửa nước)
why-claim-lone-king-white = đối thủ chỉ còn lại vua (Trắng vẫn còn { $count } quân khác)
why-claim-lone-king-black = đối thủ chỉ còn lại vua (Đen vẫn còn { $count } quân khác)
why-never-off-board = trong trò chơi này quân không bao giờ rời bàn cờ
why-never-off-board-in = trong { $game } quân không bao giờ rời bàn cờ
why-same-square = nước đi phải đến một ô khác
why-never-castles-white = Trắng không bao giờ nhập thành trong { $game }
why-never-castles-black = Đen không bao giờ nhập thành trong { $game }
why-castled-rights-gone-white-king-side = Trắng không còn được nhập thành cánh vua: vua hoặc xe đó đã di chuyển
why-castled-rights-gone-white-queen-side = Trắng không còn được nhập thành cánh hậu: vua hoặc xe đó đã di chuyển
why-castled-rights-gone-black-king-side = Đen không còn được nhập thành cánh vua: vua hoặc xe đó đã di chuyển
why-castled-rights-gone-black-queen-side = Đen không còn được nhập thành cánh hậu: vua hoặc xe đó đã di chuyển
why-castling-between-taken = nhập thành cần các ô giữa vua và xe trống, nhưng có { $piece } ở { $square }
why-castling-out-of-check = bạn không thể nhập thành khi đang bị chiếu
why-castling-through-attack = vua không được đi qua hay dừng ở ô bị tấn công, và { $square } đang bị tấn công
why-castling-impossible = không thể nhập thành ở đây
why-white-piece = { $sides ->
    [xiangqi] { $piece } Đỏ
    [janggi] { $piece } Xanh
    [shogi] { $piece } của Sente
   *[chess] { $piece } Trắng
}
why-black-piece = { $sides ->
    [xiangqi] { $piece } Đen
    [janggi] { $piece } Đỏ
    [shogi] { $piece } của Gote
   *[chess] { $piece } Đen
}
why-no-piece = ô trống
why-own-piece-there = quân { $piece } của chính bạn đang ở { $square }
why-own-piece-any = quân của chính bạn đang ở { $square }
why-game-over = ván cờ đã kết thúc
why-game-over-white-wins = { $sides ->
    [xiangqi] ván cờ đã kết thúc (Đỏ thắng: { $reason })
    [janggi] ván cờ đã kết thúc (Xanh thắng: { $reason })
    [shogi] ván cờ đã kết thúc (Sente thắng: { $reason })
   *[chess] ván cờ đã kết thúc (Trắng thắng: { $reason })
}
why-game-over-black-wins = { $sides ->
    [xiangqi] ván cờ đã kết thúc (Đen thắng: { $reason })
    [janggi] ván cờ đã kết thúc (Đỏ thắng: { $reason })
    [shogi] ván cờ đã kết thúc (Gote thắng: { $reason })
   *[chess] ván cờ đã kết thúc (Đen thắng: { $reason })
}
why-game-over-draw = ván cờ đã kết thúc (hòa: { $reason })
why-king-in-check-there = { $king } của bạn sẽ bị chiếu ở { $square }
why-still-in-check = { $king } của bạn đang bị chiếu, và nước này không thoát khỏi chiếu
why-leaves-king-in-check = đi quân { $piece } khỏi { $square } sẽ để { $king } của bạn bị chiếu
why-blocked = đường từ { $from } đến { $to } bị chặn
why-blocked-by = đường từ { $from } đến { $to } bị { $piece } ở { $square } chặn
why-blocked-on = đường từ { $from } đến { $to } bị chặn ở { $square }
why-two-squares-from-start = quân { $piece } chỉ đi hai ô từ hàng xuất phát
why-only-to-capture = quân { $piece } chỉ đi hướng đó khi ăn quân, mà { $square } đang trống
why-cannot-capture-that-way = quân { $piece } không ăn theo hướng đó được
why-not-that-way = quân { $piece } không đi như vậy
why-not-that-way-or-blocked = quân { $piece } ở { $square } không đi như vậy, hoặc đường đi bị chặn
why-capture-compulsory = bắt buộc phải ăn quân, và đang có quân để ăn
why-royal-would-be-attacked = { $king } của bạn sẽ bị tấn công
why-check-forbidden = nước này sẽ chiếu, điều mà trò chơi này cấm
why-royal-attacked-there = { $piece } của bạn sẽ bị tấn công ở { $square }
why-royal-in-check = { $king } của bạn đang bị chiếu, và nước này không đỡ được
why-leaves-royal-attacked = đi quân { $piece } khỏi { $square } sẽ để { $king } của bạn bị tấn công
why-khan-last-leader = nước này sẽ làm bạn mất thủ lĩnh cuối cùng
why-khan-leader-exposed = nước này sẽ để thủ lĩnh duy nhất của bạn ở nơi quân địch có thể ăn
why-khan-no-exchange = quân { $piece } không đổi chỗ với quân { $other }
why-khan-exchanges-off = quân { $piece } của chính bạn đang ở { $square }, và ván này không cho đổi chỗ
why-khan-spell-out-of-reach = quân { $piece } không ăn quân được, và { $square } nằm ngoài tầm phép của nó
why-khan-not-demotable = quân { $piece } không thể bị giáng cấp, nên không phép nào nhắm vào nó được
why-khan-spell-not-on-khan = trong ván này phép không được nhắm vào khả hãn hay khả hãn cung thủ
why-khan-no-mounted-capture = trong ván này quân { $piece } không được ăn quân cưỡi ngựa
why-khan-magician-step = quân { $piece } đi một ô theo hàng ngang hoặc hàng dọc
why-kings-run-winning-move = đang có một nước thắng: { $moves }
why-kings-run-capture-runner = bạn phải dùng một quân Người Cát ăn quân Người Chạy của chính mình ở { $squares }
why-kings-run-only-runner-king-leaves = chỉ vua Người Chạy mới được rời bàn cờ
why-kings-run-leave-from-far-rank = vua Người Chạy chỉ rời bàn cờ từ hàng xa nhất
why-koan-step-from-octagon = quân đi một ô về phía trước: từ ô bát giác đi thẳng đến ô bát giác kế tiếp, hoặc chéo về phía trước đến ô vuông
why-koan-step-from-square = quân đi một ô về phía trước: từ ô vuông đi chéo về phía trước đến ô bát giác
why-koan-octagonal-captures-on-octagons-not-square = quân bát giác chỉ ăn trên ô bát giác, mà { $square } là ô vuông
why-koan-octagonal-captures-on-octagons-not-octagon = quân bát giác chỉ ăn trên ô bát giác, mà { $square } là ô bát giác
why-koan-square-captures-on-squares-not-octagon = quân vuông chỉ ăn trên ô vuông, mà { $square } là ô bát giác
why-koan-square-captures-on-squares-not-square = quân vuông chỉ ăn trên ô vuông, mà { $square } là ô vuông
why-cannon-one-screen = quân { $piece } chỉ ăn khi nhảy qua đúng một quân trên đường
why-cannon-jumps-only-to-capture = quân { $piece } chỉ nhảy khi ăn quân, mà { $square } đang trống
why-first-step-blocked = bước đầu tiên của quân { $piece } về phía { $square } phải vào một ô trống, nhưng ô đó không trống
why-diagonal-only-to-capture = quân { $piece } chỉ đi chéo khi ăn quân, mà { $square } đang trống
why-captures-diagonally = quân { $piece } ăn chéo, không ăn thẳng về phía trước
why-not-on-board = { $square } không nằm trên bàn cờ
why-duck-there-must-move = con vịt đang ở đó, và phải di chuyển
why-duck-square-taken = có quân { $piece } ở đó (con vịt đến một ô còn trống sau khi nước đi xong)
why-no-drops = trong { $game } không có thả quân
why-no-such-piece = { $label } không phải là quân của { $game }
why-none-in-hand = bạn không có quân { $piece } nào trong tay
why-square-not-empty = { $square } không trống
why-drop-file-taken = bạn đã có một quân { $piece } ở cột { $file }
why-drop-not-there = trong { $game } không được thả quân { $piece } vào { $square }
why-drop-first-rank = không được thả quân { $piece } vào hàng đầu của nó hay nơi nó sẽ phong cấp
why-drop-another-first = phải thả một quân khác trong tay trước
why-drop-in-check = { $king } của bạn đang bị chiếu, và nước thả này không đỡ được
why-drop-gives-check = trong { $game } không được thả quân để chiếu
why-drop-bishops-colours = các quân tượng của bạn phải đứng trên ô của cả hai màu
why-drop-leaves-attacked = nước này sẽ để { $king } của bạn bị tấn công

## Tên quân của các trò chơi trên ortoo, như người chơi Việt gọi: cờ vua, cờ tướng, shogi (`piece-in-shogi-`)…

piece-royal-piece = quân vương
piece-pawn = tốt
piece-knight = mã
piece-bishop = tượng
piece-rook = xe
piece-queen = hậu
piece-king = vua
piece-in-shogi-pawn = tốt
piece-in-shogi-knight = mã
piece-in-shogi-bishop = tượng
piece-in-shogi-rook = xe
piece-in-shogi-king = vua
piece-lance = thương
piece-silver-general = tướng bạc
piece-gold-general = tướng vàng
piece-dragon-king = long vương
piece-dragon-horse = long mã
piece-drunk-elephant = voi say
piece-chick = gà con
piece-hen = gà mái
piece-giraffe = hươu cao cổ
piece-lion = sư tử
piece-elephant = tượng
piece-swallow = chim én
piece-phoenix = phượng hoàng
piece-falcon = chim cắt
piece-crane = hạc
piece-left-quail = cút trái
piece-right-quail = cút phải
piece-pheasant = chim trĩ
piece-goose = ngỗng
piece-eagle = đại bàng
piece-general = tướng
piece-advisor = sĩ
piece-horse = mã
piece-chariot = xe
piece-cannon = pháo
piece-soldier = tốt
piece-banner = cờ hiệu
piece-khun = khun
piece-met = met
piece-khon = khon
piece-ma = ma
piece-ruea = ruea
piece-bia = bia
piece-ai-wok = ai-wok
piece-neang = neang
piece-koul = koul
piece-seh = seh
piece-touk = touk
piece-trey = trey
piece-min-gyi = min-gyi
piece-sit-ke = sit-ke
piece-sin = sin
piece-myin = myin
piece-yahhta = yahhta
piece-ne = ne
piece-alfil = alfil
piece-fers = fers
piece-ferz = ferz
piece-wazir = vizir
piece-man = người
piece-courier = người đưa tin
piece-schleich = schleich
piece-archbishop = tổng giám mục
piece-chancellor = tể tướng
piece-amazon = nữ chiến binh
piece-centaur = nhân mã
piece-nightrider = kỵ sĩ đêm
piece-camel = lạc đà
piece-zebra = ngựa vằn
piece-janus = janus
piece-cardinal = hồng y
piece-marshal = thống chế
piece-marshall = thống chế
piece-minister = thượng thư
piece-commoner = thường dân
piece-berolina-pawn = tốt Berolina
piece-grasshopper = châu chấu
piece-hawk = diều hâu
piece-duck = vịt
piece-duke = công tước
piece-tower = tháp
piece-archer = cung thủ
piece-lancer = kỵ binh thương
piece-kheshig = kheshig
piece-yurt = lều yurt
piece-khan = khả hãn
piece-khatun = khả đôn
piece-horse-archer = cung kỵ
piece-scout = trinh sát
piece-divine-king = vua thần
piece-quetzal = chim quetzal
piece-jaguar = báo đốm
piece-serpent = rắn
piece-vulture = kền kền
piece-canoe = xuồng
piece-offering = lễ vật
piece-warrior = chiến binh
piece-swordsman = kiếm sĩ
piece-assassin = sát thủ
piece-magician = pháp sư
piece-demoted-magician = pháp sư bị giáng cấp
piece-power-magician = đại pháp sư
piece-bondsman = gia nô
piece-khan-archer = khả hãn cung thủ
piece-khan-sword = khả hãn kiếm sĩ
piece-quickpawn = tốt nhanh
piece-sandman-quickpawn = tốt nhanh Người Cát
piece-sandman-knight = mã Người Cát
piece-sandman-bishop = tượng Người Cát
piece-sandman-rook = xe Người Cát
piece-sandman-queen = hậu Người Cát
piece-sandman-king = vua Người Cát
piece-runner-quickpawn = tốt nhanh Người Chạy
piece-runner-knight = mã Người Chạy
piece-runner-bishop = tượng Người Chạy
piece-runner-rook = xe Người Chạy
piece-runner-queen = hậu Người Chạy
piece-runner-king = vua Người Chạy
piece-war-elephant = voi chiến
piece-octagonal-piece = quân bát giác
piece-square-piece = quân vuông

## Các quân mà định dạng biến thể gọi theo loại (khi trò chơi không đặt tên cho chúng).

piece-fers-alfil = fers-alfil
piece-silver = bạc
piece-gold = vàng
piece-aiwok = aiwok
piece-bers = bers
piece-knibis = knibis
piece-biskni = biskni
piece-kniroo = kniroo
piece-rookni = rookni
piece-shogi-pawn = tốt shogi
piece-shogi-knight = mã shogi
piece-clobber = clobber
piece-breakthrough = đột phá
piece-immobile = quân bất động
piece-janggi-cannon = pháo janggi
piece-janggi-elephant = tượng janggi
