## What the pages' scripts say: announcements for screen readers as moves arrive, the board's
## keyboard help, the move chooser's labels. A page carries these in its language; a `{ $name }`
## here is filled in by the script.

js-board = 보드
js-keys-to-move = 화살표 키로 칸 이동, Enter로 기물 들기·놓기, Esc로 내려놓기
js-keys-to-read = 화살표 키로 칸 이동
js-in-hand = 손에 든 { $piece } ({ $count }개): 들어서 보드에 놓을 수 있습니다
js-off-board = { $square }: 보드 밖으로
js-finish-move-tap = 수를 완성하십시오: 보드에서 동그라미가 표시된 칸을 누르거나 여기에서 고르십시오:
js-finish-move-of-tap = { $move } 수를 완성하십시오: 보드에서 동그라미가 표시된 칸을 누르거나 여기에서 고르십시오:
js-from-hand = 손에 든 { $piece }: { $squares }에 놓을 수 있습니다
js-put-back = 내려놓았습니다
js-picked-up = { $square }의 { $piece } 들어 올림. 갈 수 있는 칸: { $squares }
js-no-square = 없음
js-choose-rest = 수의 나머지를 고르십시오: 동그라미가 표시된 칸 또는 보드 아래의 버튼
js-finish-move = 수를 완성하십시오:
js-finish-move-of = { $move } 수를 완성하십시오:
js-promote = 승격
js-do-not-promote = 승격 안 함
js-dropped-promoted = 승격된 면으로 놓기
js-dropped-as-it-is = 그대로 놓기
js-cancel = 취소
js-white-played = { $sides ->
    [xiangqi] 홍의 수: { $move }.
    [janggi] 초의 수: { $move }.
    [shogi] 선수의 수: { $move }.
   *[chess] 백의 수: { $move }.
}
js-black-played = { $sides ->
    [xiangqi] 흑의 수: { $move }.
    [janggi] 한의 수: { $move }.
    [shogi] 후수의 수: { $move }.
   *[chess] 흑의 수: { $move }.
}
js-taken-back = 수를 물렸습니다.
js-draw-offered = 상대가 무승부를 제안했습니다.
js-clock-days = { $days }일 { $time }
js-start-game = 대국 시작
js-open-seek = 공개 모집 열기
js-send-challenge = 대국 신청 보내기
js-square = { $square }, { $what }
js-empty = 빈 칸
js-enter-drops = { $words }: Enter를 누르면 여기에 놓습니다
js-enter-moves = { $words }: Enter를 누르면 여기로 옮깁니다
js-enter-picks-up = { $words }: Enter를 누르면 들어 올립니다
