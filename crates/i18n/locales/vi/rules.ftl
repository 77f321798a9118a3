## The rules pages: the index of the games, and the frame around each game's rules.

rules-title = Luật chơi
rules-page-title = Luật chơi { $game }
rules-start-position = Thế cờ ban đầu. Bàn cờ: { $files } × { $ranks }.
rules-start-game = Bắt đầu một ván { $game }
rules-pieces = Các quân cờ và cách đi
rules-pieces-hint = Mỗi quân đứng một mình gần giữa bàn cờ; các dấu là mọi ô mà luật cho phép nó đi tới từ đó (các vua vẽ mờ chỉ có mặt vì thế cờ cần có chúng; vòng tròn trên ô trống là nơi quân đó sẽ ăn quân).
rules-piece-reach = { $count } ô từ đây
rules-piece-never-moves = không bao giờ di chuyển
rules-options = Tùy chọn
rules-option-default = { $description } (mặc định: { $default })
rules-all-games = Tất cả trò chơi
rules-defined = Biến thể cờ vua định nghĩa bằng dữ liệu
rules-players-variants = Biến thể của kỳ thủ
rules-players-intro = Do kỳ thủ viết theo cùng định dạng; { $link }.
rules-upload-your-own = tải lên biến thể của bạn
rules-newest-here = Ở đây là các biến thể mới nhất; hãy tìm kiếm để xem các biến thể khác.
rules-search-label = Tìm biến thể của kỳ thủ
rules-search-placeholder = tên, tệp hoặc kỳ thủ
rules-search = Tìm
rules-by = của { $owner }
rules-no-match = Không có biến thể của kỳ thủ nào khớp với "{ $search }".
rules-more = Thêm biến thể của kỳ thủ
rules-no-such-variant = Không có biến thể "{ $id }".
rules-in-english = Hiện các luật này mới chỉ có bằng tiếng Anh; chúng đang được dịch.
rules-as-data = Luật ở dạng dữ liệu
rules-as-data-intro = Dành cho người viết biến thể: trò chơi đúng như định nghĩa của nó ở định dạng variants.ini mô tả.
