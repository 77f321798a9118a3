## How a game ended, in a few words: what follows "won by" or "drawn by" (and stands in
## brackets after "You won"). One for each way the rules can end a game.

ending-checkmate = รุกจน
ending-campmate = ขุนบุกถึงค่ายข้าศึก
ending-stalemate = อับ
ending-repetition = เดินซ้ำ
ending-fifty-moves = กฎ 50 ตา
ending-move-limit = ครบจำนวนตาที่กำหนด
ending-insufficient-material = หมากไม่พอรุกจน
ending-resignation = ยอมแพ้
ending-timeout = หมดเวลา
ending-agreement = ตกลงกัน
ending-no-leader = ไม่เหลือผู้นำ
ending-escape = หนีรอด
ending-bare-kings = เหลือแต่ขุน
ending-king-captured = ขุนถูกกิน
ending-far-row = เดินถึงแถวสุดท้าย
ending-no-moves = หมดตาเดิน
ending-claim = ใช้สิทธิ์ตามกติกา
ending-extinction = สูญพันธุ์
ending-goal = ถึงเป้าหมาย
ending-checks = รุกครบจำนวน
ending-pawn-drop-mate = วางเบี้ยรุกจน
ending-perpetual-check = รุกล้อ
ending-perpetual-chase = ไล่ล้อ
ending-counting = นับครบ
ending-blast = ระเบิด
ending-passes = ผ่านตา
ending-bikjang = บิกจัง (ขุนเผชิญหน้า)
ending-points = นับแต้ม
ending-unknown = จบเกม

## The two sides, as a sentence names them.

side-white = { $sides ->
    [xiangqi] แดง
    [janggi] น้ำเงิน
    [shogi] Sente
   *[chess] ขาว
}
side-black = { $sides ->
    [xiangqi] ดำ
    [janggi] แดง
    [shogi] Gote
   *[chess] ดำ
}

## A result as a line says it ("White wins by checkmate").

outcome-white-wins = { $sides ->
    [xiangqi] แดงชนะ ({ $reason })
    [janggi] น้ำเงินชนะ ({ $reason })
    [shogi] Sente ชนะ ({ $reason })
   *[chess] ขาวชนะ ({ $reason })
}
outcome-black-wins = { $sides ->
    [xiangqi] ดำชนะ ({ $reason })
    [janggi] แดงชนะ ({ $reason })
    [shogi] Gote ชนะ ({ $reason })
   *[chess] ดำชนะ ({ $reason })
}
outcome-draw = เสมอ ({ $reason })
