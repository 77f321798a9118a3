## The faults found in a player's file of variants (variants.ini), as the upload page and the API
## list them: where each is and what is wrong. What they quote from the file, and the format's own
## words (its keys and values, Betza's letters), stay as the file has them.

fault-at-line = { $place }, dòng { $line }
fault-in-variant = { $place }, [{ $variant }]
fault-in-key = { $place }, { $key }
fault-at = { $place }: { $fault }

fault-file-not-taken = Tệp không được nhận: { $fault }.
fault-file-not-taken-many = Tệp không được nhận: tệp có { $count } lỗi; lỗi đầu tiên: { $first }.

## Reading the file into sections.

fault-section-unclosed = tên của một mục được viết là [tên]: "{ $text }"
fault-variant-name = "{ $name }" không phải là tên biến thể (chữ cái, chữ số, '-' và '_', tối đa 40 ký tự)
fault-variant-twice = biến thể này được định nghĩa hai lần trong tệp
fault-not-key-value = cần "khóa = giá trị", nhưng lại gặp "{ $text }"
fault-key-outside-section = khóa nằm trước mục [biến thể] đầu tiên không thuộc biến thể nào
fault-line-without-key = một dòng không có khóa: "{ $text }"
fault-variant-name-link = ở đây tên biến thể chỉ gồm chữ cái, chữ số, '-' và '_' (tên là một phần của đường liên kết)
fault-builtin-name = đã có một biến thể dựng sẵn mang tên này; hãy đặt tên khác cho biến thể của bạn (nó vẫn có thể kế thừa biến thể kia)
fault-name-offered = đã có một biến thể mang tên này; hãy đặt tên khác cho biến thể của bạn
fault-no-such-variant = không có biến thể này
fault-not-in-file = tệp không có biến thể này

## A key's value that is not what the key takes.

fault-not-true-or-false = "{ $value }" không phải true cũng không phải false
fault-not-whole-number = "{ $value }" không phải là số nguyên
fault-not-result = "{ $value }" không phải là kết quả (win, loss, draw hoặc none)
fault-result-not-none = kết quả này phải là win, loss hoặc draw
fault-not-board-file = "{ $value }" không phải là cột (từ a đến l, hoặc từ 1 đến 12)
fault-not-rank = "{ $value }" không phải là hàng (từ 1 đến { $max })
fault-not-square = "{ $square }" không phải là ô của bàn cờ { $files }×{ $ranks }
fault-no-piece-lettered = không có quân nào của biến thể này mang chữ "{ $letter }"
fault-not-one-piece-letter = "{ $value }" không phải là chữ của một quân
fault-counting-rule = "{ $value }" không phải là luật đếm: hãy viết makruk, cambodian, asean hoặc none
fault-chasing-rule = "{ $value }" không phải là luật đuổi bắt: hãy viết axf hoặc none
fault-walling-rule = "{ $value }" không phải là luật đặt tường: hãy viết duck, arrow, past, edge, static hoặc none
fault-material-counting = "{ $value }" không phải là cách đếm quân: hãy viết janggi, unweighted, whitedrawodds, blackdrawodds hoặc none
fault-promoted-piece-type = "{ $part }" không có dạng chữ của quân, dấu hai chấm rồi chữ của quân mà nó phong thành (hoặc -), như p:g
fault-promotion-limit = "{ $part }" không có dạng chữ:số lượng cho một quân của biến thể này
fault-piece-name-form = "{ $part }" không đặt tên cho quân nào: hãy viết chữ, dấu hai chấm rồi tên, như k:King
fault-piece-name-letter = "{ $letter }" không phải là chữ của quân: hãy viết đúng một chữ trước dấu hai chấm, như k:King
fault-piece-name-length = tên của "{ $letter }" phải là văn bản dài từ 1 đến { $max } ký tự, như k:King

## A variant's parents, its board, its pieces and its keys.

fault-inherits-from-itself = kế thừa chính nó qua [{ $parent }]
fault-parent-unknown = kế thừa [{ $parent }], nhưng đó không phải là biến thể của ortoo, cũng không phải là một mục ở phía trên trong tệp này
fault-board-too-large = bàn cờ { $files }×{ $ranks } lớn hơn cỡ lớn nhất hiện được hỗ trợ là 12×10
fault-not-one-letter = "{ $letter }" không phải là một chữ cái
fault-not-a-piece-letter = '{ $letter }' không phải là chữ cái mà một quân có thể mang
fault-named-piece-moves = { $key } đi đúng như tên gọi của nó; cách đi riêng hãy dành cho một customPiece
fault-custom-piece-form = quân tự định nghĩa được viết là chữ:Betza, ví dụ a:BN
fault-too-many-kinds = nhiều hơn { $max } loại quân
fault-betza = ký hiệu Betza "{ $betza }": { $why }
fault-custom-piece-number = quân tự định nghĩa là từ customPiece1 đến customPiece25
fault-not-a-key = không phải là khóa của định dạng variants.ini (hãy kiểm tra chính tả và chữ hoa, chữ thường)
fault-mobility-region-key = vùng di chuyển là mobilityRegionWhite hoặc mobilityRegionBlack kèm theo một quân, như mobilityRegionWhiteKing
fault-mobility-region-piece = trò chơi không có quân { $key } để đặt vùng di chuyển (hãy gọi quân theo khóa của nó, viết hoa chữ cái đầu: { $name })
fault-in-builtin = { $fault } (đây là một khóa của các biến thể dựng sẵn của ortoo mà [{ $variant }] dựa vào, nay không còn hợp với các khóa riêng của [{ $variant }]: hãy ghi cả khóa này trong [{ $variant }])

## Keys of the format that games defined as data cannot have yet.

fault-not-yet-two-boards = trò chơi định nghĩa bằng dữ liệu chưa hỗ trợ hai bàn cờ (bughouse)
fault-not-yet-enclosing-drops = trò chơi định nghĩa bằng dữ liệu chưa hỗ trợ kiểu thả quân kẹp (như cờ lật)
fault-not-yet-walls = trò chơi định nghĩa bằng dữ liệu chưa hỗ trợ tường
fault-not-yet-counting-rules = trò chơi định nghĩa bằng dữ liệu chưa hỗ trợ luật đếm để phân thắng thua
fault-not-yet-special-mates = trò chơi định nghĩa bằng dữ liệu chưa hỗ trợ các kiểu chiếu hết đặc biệt
fault-not-yet-repetition-rules = trò chơi định nghĩa bằng dữ liệu chưa hỗ trợ luật lặp lại
fault-not-yet-connection-games = trò chơi định nghĩa bằng dữ liệu chưa hỗ trợ trò chơi xếp quân thành hàng
fault-not-yet-castling-wins = trò chơi định nghĩa bằng dữ liệu chưa hỗ trợ thắng bằng nhập thành
fault-not-yet-several-flag-pieces = trò chơi định nghĩa bằng dữ liệu chưa hỗ trợ nhiều quân phải đưa tới đích
fault-not-yet-opposite-castling = trò chơi định nghĩa bằng dữ liệu chưa hỗ trợ luật nhập thành ngược phía
fault-not-yet-double-step-keys = trò chơi định nghĩa bằng dữ liệu chưa hỗ trợ các khóa cũ cho nước đi hai ô (hãy dùng doubleStepRegionWhite và doubleStepRegionBlack)
fault-not-yet-walling-rule = trò chơi định nghĩa bằng dữ liệu chưa hỗ trợ luật đặt tường "{ $value }" (hiện chỉ đọc được duck)

## A piece's moves in Betza's notation that cannot be read.

fault-betza-at = { $why } (tại ký tự thứ { $at })
fault-betza-atom = '{ $letter }' không phải là cách đi của quân mà máy chủ hiện biết (nguyên tố: W F D N A H C L Z J G K R B Q)
fault-betza-range-zero = nước trượt { $letter }0 không đi đến đâu cả: hãy cho tầm từ 1 đến 9
fault-betza-cannot-ride = { $letter } không thể trượt ở đây (lặp lại bước nhảy theo một đường): chỉ các đường của W, F và N mới trượt được (WW hoặc R, FF hoặc B, NN, W3); hãy viết { $letter } một mình cho bước nhảy đơn của nó
fault-betza-lame = 'n' (bước nhảy có thể bị chặn) đứng trước các quân nhảy N, A, Z, J hoặc D, không đứng trước { $written }: hãy bỏ nó đi, vì nước trượt vốn đã dừng ở quân đầu tiên trên đường của nó
fault-betza-hopper = '{ $letter }' (bước nhảy qua một quân) đứng trước một nước trượt đi xa đến hết chỗ đường còn trống (R, B, Q, WW, FF, NN), không đứng trước { $written }
fault-betza-unknown = '{ $letter }' không thuộc ký hiệu Betza như được đọc ở đây
fault-betza-dangling = các bổ ngữ ở cuối không gắn với nguyên tố nào: hãy kết thúc bằng chữ của một quân, như fmW
fault-betza-range-doubled = '{ $digit }' đứng sau { $doubled }, vốn đã trượt xa đến hết chỗ đường còn trống: hãy viết { $ranged } cho nước trượt tối đa { $digit } ô, hoặc chỉ { $doubled }
fault-betza-range-two-digits = tầm là một chữ số, từ 1 đến 9: { $written } có hai chữ số; hãy viết { $ranged }, hoặc { $doubled } để trượt xa đến hết chỗ đường còn trống
fault-betza-range-before = tầm đứng sau chữ của quân, không đứng trước: hãy viết { $ranged } thay vì { $written }
fault-betza-range-alone = '{ $digit }' không đứng sau chữ của quân nào: tầm phải đứng ngay sau một chữ, như { $example }

## A start position (startFen) that cannot be played.

fault-start-over-white-won = ván cờ đã kết thúc trước nước đi đầu tiên (Trắng, đang đến lượt, đã thắng: { $by }); hãy bắt đầu từ một thế cờ còn đang diễn ra
fault-start-over-white-lost = ván cờ đã kết thúc trước nước đi đầu tiên (Trắng, đang đến lượt, đã thua: { $by }); hãy bắt đầu từ một thế cờ còn đang diễn ra
fault-start-over-white-drawn = ván cờ đã kết thúc trước nước đi đầu tiên (Trắng, đang đến lượt, đã hòa: { $by }); hãy bắt đầu từ một thế cờ còn đang diễn ra
fault-start-over-black-won = ván cờ đã kết thúc trước nước đi đầu tiên (Đen, đang đến lượt, đã thắng: { $by }); hãy bắt đầu từ một thế cờ còn đang diễn ra
fault-start-over-black-lost = ván cờ đã kết thúc trước nước đi đầu tiên (Đen, đang đến lượt, đã thua: { $by }); hãy bắt đầu từ một thế cờ còn đang diễn ra
fault-start-over-black-drawn = ván cờ đã kết thúc trước nước đi đầu tiên (Đen, đang đến lượt, đã hòa: { $by }); hãy bắt đầu từ một thế cờ còn đang diễn ra
fault-start-by-extinction = các quân mà trò chơi đếm đã hết
fault-start-by-flag = có quân đứng trong vùng mà trò chơi đặt ra
fault-start-by-checks = đã chiếu đủ số lần mà trò chơi đếm
fault-start-by-checkmate = chiếu hết
fault-start-by-stalemate = pat (hết nước đi)
fault-start-by-pawn-drop-mate = chiếu hết bằng một tốt được thả
fault-start-by-counting = việc đếm đã vượt giới hạn
fault-start-by-passes = cả hai bên đã bỏ lượt
fault-start-by-bikjang = hai tướng vẫn đối mặt nhau
fault-start-white-checkmated = Trắng, bên đi trước, không có nước đi hợp lệ nào (bị chiếu hết ngay từ đầu); hãy bắt đầu từ một thế cờ mà bên đến lượt có thể đi
fault-start-white-stalemated = Trắng, bên đi trước, không có nước đi hợp lệ nào (bị pat ngay từ đầu); hãy bắt đầu từ một thế cờ mà bên đến lượt có thể đi
fault-start-black-checkmated = Đen, bên đi trước, không có nước đi hợp lệ nào (bị chiếu hết ngay từ đầu); hãy bắt đầu từ một thế cờ mà bên đến lượt có thể đi
fault-start-black-stalemated = Đen, bên đi trước, không có nước đi hợp lệ nào (bị pat ngay từ đầu); hãy bắt đầu từ một thế cờ mà bên đến lượt có thể đi

fault-fen-empty = FEN trống
fault-fen-hands-unclosed = phần quân trong tay "[{ $hands }" thiếu dấu "]" đóng
fault-fen-ranks = bàn cờ có { $ranks } hàng, nhưng FEN cho { $given } hàng
fault-fen-hand-piece = '{ $letter }' trong tay không phải là quân của { $game }
fault-fen-side = "{ $value }" không phải là bên đến lượt đi (w hoặc b)
fault-fen-gate = '{ $letter }' không phải quyền nhập thành, cũng không phải cột để đưa quân vào
fault-fen-castling-king = có quyền nhập thành '{ $letter }' nhưng không có vua trên hàng của nó
fault-fen-castling = '{ $letter }' không phải là quyền nhập thành
fault-fen-castling-rook = có quyền nhập thành '{ $letter }' nhưng không có xe để nhập thành
fault-fen-count-limit = "{ $value }" không phải là giới hạn của việc đếm
fault-fen-en-passant = "{ $value }" không phải là ô bắt qua đường của bàn cờ này
fault-fen-en-passant-list = "{ $value }" không phải là ô bắt qua đường của bàn cờ này, cũng không phải danh sách các ô đó
fault-fen-check-count = "{ $value }" không phải là số lần chiếu như 3+3
fault-fen-halfmoves = "{ $value }" không phải là số nửa nước
fault-fen-move-number = "{ $value }" không phải là số thứ tự nước đi
fault-fen-count-too-long = { $plies } nửa nước là nhiều hơn số mà việc đếm có thể đếm được
fault-fen-rank-too-long = hàng { $rank } có hơn { $files } ô
fault-fen-empty-run = hàng { $rank } có một đoạn trống 0 ô
fault-fen-rank-length = hàng { $rank } có { $given } ô, không phải { $files } ô
fault-fen-piece = '{ $letter }' không phải là quân của { $game }
fault-fen-no-promotion = '+{ $letter }': { $letter } không phong cấp trong { $game }
