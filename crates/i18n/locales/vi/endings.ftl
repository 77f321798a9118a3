## How a game ended, in a few words: what follows "won by" or "drawn by" (and stands in
## brackets after "You won"). One for each way the rules can end a game.

ending-checkmate = chiếu hết
ending-campmate = vua vào trại địch
ending-stalemate = pat
ending-repetition = lặp nước
ending-fifty-moves = luật 50 nước
ending-move-limit = hết số nước giới hạn
ending-insufficient-material = không đủ quân chiếu hết
ending-resignation = xin thua
ending-timeout = hết giờ
ending-agreement = thỏa thuận
ending-no-leader = không còn thủ lĩnh
ending-escape = trốn thoát
ending-bare-kings = chỉ còn vua
ending-king-captured = vua bị ăn
ending-far-row = tới hàng cuối
ending-no-moves = hết nước đi
ending-claim = yêu cầu theo luật
ending-extinction = tuyệt chủng
ending-goal = tới đích
ending-checks = đủ số lần chiếu
ending-pawn-drop-mate = thả tốt chiếu hết
ending-perpetual-check = trường chiếu
ending-perpetual-chase = trường bắt
ending-counting = hết số nước đếm
ending-blast = vụ nổ
ending-passes = bỏ lượt
ending-bikjang = bikjang (lộ mặt tướng)
ending-points = tính điểm
ending-unknown = kết thúc

## The two sides, as a sentence names them.

side-white = { $sides ->
    [xiangqi] Đỏ
    [janggi] Xanh
    [shogi] Sente
   *[chess] Trắng
}
side-black = { $sides ->
    [xiangqi] Đen
    [janggi] Đỏ
    [shogi] Gote
   *[chess] Đen
}

## A result as a line says it ("White wins by checkmate").

outcome-white-wins = { $sides ->
    [xiangqi] Đỏ thắng ({ $reason })
    [janggi] Xanh thắng ({ $reason })
    [shogi] Sente thắng ({ $reason })
   *[chess] Trắng thắng ({ $reason })
}
outcome-black-wins = { $sides ->
    [xiangqi] Đen thắng ({ $reason })
    [janggi] Đỏ thắng ({ $reason })
    [shogi] Gote thắng ({ $reason })
   *[chess] Đen thắng ({ $reason })
}
outcome-draw = Hòa ({ $reason })
