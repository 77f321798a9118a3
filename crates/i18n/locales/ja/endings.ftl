## How a game ended, in a few words: what follows "won by" or "drawn by" (and stands in
## brackets after "You won"). One for each way the rules can end a game.

ending-checkmate = 詰み
ending-campmate = 王の最奥段到達
ending-stalemate = ステイルメイト
ending-repetition = 千日手
ending-fifty-moves = 50手ルール
ending-move-limit = 手数制限
ending-insufficient-material = 駒不足
ending-resignation = 投了
ending-timeout = 時間切れ
ending-agreement = 合意
ending-no-leader = リーダー全滅
ending-escape = 脱出
ending-bare-kings = 裸王
ending-king-captured = 王の捕獲
ending-far-row = 最奥段到達
ending-no-moves = 指し手なし
ending-claim = 申告
ending-extinction = 全滅
ending-goal = 目標到達
ending-checks = チェック回数
ending-pawn-drop-mate = 打ち歩詰め
ending-perpetual-check = 連続王手の千日手
ending-perpetual-chase = 長捉
ending-counting = カウント
ending-blast = 爆発
ending-passes = 双方のパス
ending-bikjang = 王の対面（ビッチャン）
ending-points = 点数
ending-unknown = 終局

## The two sides, as a sentence names them.

side-white = { $sides ->
    [xiangqi] 紅
    [janggi] 青
    [shogi] 先手
   *[chess] 白
}
side-black = { $sides ->
    [xiangqi] 黒
    [janggi] 赤
    [shogi] 後手
   *[chess] 黒
}

## A result as a line says it ("White wins by checkmate").

outcome-white-wins = { $sides ->
    [xiangqi] 紅の勝ち（{ $reason }）
    [janggi] 青の勝ち（{ $reason }）
    [shogi] 先手の勝ち（{ $reason }）
   *[chess] 白の勝ち（{ $reason }）
}
outcome-black-wins = { $sides ->
    [xiangqi] 黒の勝ち（{ $reason }）
    [janggi] 赤の勝ち（{ $reason }）
    [shogi] 後手の勝ち（{ $reason }）
   *[chess] 黒の勝ち（{ $reason }）
}
outcome-draw = 引き分け（{ $reason }）
