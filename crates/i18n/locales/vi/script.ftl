## What the pages' scripts say: announcements for screen readers as moves arrive, the board's
## keyboard help, the move chooser's labels. A page carries these in its language; a `{ $name }`
## here is filled in by the script.

js-board = bàn cờ
js-keys-to-move = phím mũi tên để di chuyển giữa các ô, Enter để nhấc quân lên và đặt xuống, Esc để bỏ chọn
js-keys-to-read = phím mũi tên để di chuyển giữa các ô
js-in-hand = { $piece } trong tay ({ $count }): nhấc lên để thả xuống bàn cờ
js-off-board = { $square }: ra khỏi bàn cờ
js-finish-move-tap = Hoàn tất nước đi: chạm vào một ô có vòng tròn trên bàn cờ, hoặc chọn ở đây:
js-finish-move-of-tap = Hoàn tất nước { $move }: chạm vào một ô có vòng tròn trên bàn cờ, hoặc chọn ở đây:
js-from-hand = { $piece } từ trong tay: có thể thả xuống { $squares }
js-put-back = Đã trả quân về chỗ cũ
js-picked-up = Đã nhấc { $piece } ở { $square }. Các ô có thể đi: { $squares }
js-no-square = không có
js-choose-rest = Chọn phần còn lại của nước đi: một ô có vòng tròn, hoặc một nút bên dưới bàn cờ
js-finish-move = Hoàn tất nước đi:
js-finish-move-of = Hoàn tất nước { $move }:
js-promote = phong cấp
js-do-not-promote = không phong cấp
js-dropped-promoted = thả ở mặt phong cấp
js-dropped-as-it-is = thả nguyên trạng
js-cancel = Hủy
js-white-played = { $sides ->
    [xiangqi] Đỏ đã đi { $move }.
    [janggi] Xanh đã đi { $move }.
    [shogi] Sente đã đi { $move }.
   *[chess] Trắng đã đi { $move }.
}
js-black-played = { $sides ->
    [xiangqi] Đen đã đi { $move }.
    [janggi] Đỏ đã đi { $move }.
    [shogi] Gote đã đi { $move }.
   *[chess] Đen đã đi { $move }.
}
js-taken-back = Các nước đi đã được lùi lại.
js-draw-offered = Đối thủ xin hòa.
js-clock-days = { $days } ngày { $time }
js-start-game = Bắt đầu ván
js-open-seek = Đăng lời mời
js-send-challenge = Gửi lời thách đấu
js-square = { $square }, { $what }
js-empty = trống
js-enter-drops = { $words }: nhấn Enter để thả quân vào đây
js-enter-moves = { $words }: nhấn Enter để đi đến đây
js-enter-picks-up = { $words }: nhấn Enter để nhấc quân lên
