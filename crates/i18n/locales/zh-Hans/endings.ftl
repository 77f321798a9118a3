## How a game ended, in a few words: what follows "won by" or "drawn by" (and stands in
## brackets after "You won"). One for each way the rules can end a game.

ending-checkmate = 将死
ending-campmate = 王抵达底线
ending-stalemate = 困毙
ending-repetition = 重复局面
ending-fifty-moves = 五十回合规则
ending-move-limit = 步数上限
ending-insufficient-material = 子力不足
ending-resignation = 认输
ending-timeout = 超时
ending-agreement = 双方同意
ending-no-leader = 首领尽失
ending-escape = 逃脱
ending-bare-kings = 孤王
ending-king-captured = 王被吃
ending-far-row = 抵达底线
ending-no-moves = 无子可动
ending-claim = 申请判和
ending-extinction = 全灭
ending-goal = 抵达目标
ending-checks = 将军次数
ending-pawn-drop-mate = 打步诘
ending-perpetual-check = 长将
ending-perpetual-chase = 长捉
ending-counting = 计数规则
ending-blast = 爆炸
ending-passes = 双方停着
ending-bikjang = 将帅照面
ending-points = 计分
ending-unknown = 终局

## The two sides, as a sentence names them.

side-white = { $sides ->
    [xiangqi] 红方
    [janggi] 蓝方
    [shogi] 先手
   *[chess] 白方
}
side-black = { $sides ->
    [xiangqi] 黑方
    [janggi] 红方
    [shogi] 后手
   *[chess] 黑方
}

## A result as a line says it ("White wins by checkmate").

outcome-white-wins = { $sides ->
    [xiangqi] 红方胜（{ $reason }）
    [janggi] 蓝方胜（{ $reason }）
    [shogi] 先手胜（{ $reason }）
   *[chess] 白方胜（{ $reason }）
}
outcome-black-wins = { $sides ->
    [xiangqi] 黑方胜（{ $reason }）
    [janggi] 红方胜（{ $reason }）
    [shogi] 后手胜（{ $reason }）
   *[chess] 黑方胜（{ $reason }）
}
outcome-draw = 和棋（{ $reason }）
