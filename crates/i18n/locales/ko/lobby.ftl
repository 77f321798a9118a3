## The lobby: the player's games, the challenges and open seeks, and the list of games.

lobby-title = 로비
lobby-your-games = 내 대국
lobby-no-game-waits = 내 차례인 대국이 없습니다.
lobby-accept-or-start = 아래의 대국 신청을 수락하거나 직접 대국을 시작하십시오:
lobby-start-a-game = 대국 시작하기
lobby-your-turn = 내 차례 ({ $count })
lobby-their-turn = 상대 차례 ({ $count })
lobby-welcome = 체스 변형을 위한 통신 대국
lobby-intro = Khan's Chess, 체스 등을 웹 페이지, API, 메일로 한 수씩 둡니다.
lobby-create-account = 계정 만들기
lobby-log-in-to-play = 로그인하고 두기
lobby-challenges = 대국 신청과 공개 모집
lobby-none-open = 지금은 열려 있는 신청이 없습니다.
lobby-col-game = 게임
lobby-col-from = 신청자
lobby-col-to = 상대
lobby-col-challenger-plays = 신청자의 진영
lobby-col-clock = 시간 제한
lobby-col-rated = 종류
lobby-col-answer = 응답
# Under the challenger's name, on a narrow screen.
lobby-plays-white = { $sides ->
    [xiangqi] 홍으로 둠
    [janggi] 초로 둠
    [shogi] 선수로 둠
   *[chess] 백으로 둠
}
lobby-plays-black = { $sides ->
    [xiangqi] 흑으로 둠
    [janggi] 한으로 둠
    [shogi] 후수로 둠
   *[chess] 흑으로 둠
}
lobby-plays-random = 진영 무작위 배정
# The column "The challenger plays".
lobby-color-white = { $sides ->
    [xiangqi] 홍
    [janggi] 초
    [shogi] 선수
   *[chess] 백
}
lobby-color-black = { $sides ->
    [xiangqi] 흑
    [janggi] 한
    [shogi] 후수
   *[chess] 흑
}
lobby-color-random = 무작위
# An open seek, in the column "To".
lobby-anyone = 누구나
lobby-anyone-rated = 레이팅 { $min }–{ $max }인 누구나
lobby-no-clock = 시간 제한 없음
lobby-clock-days = 한 수에 { $days }일
lobby-clock-bank = 시간 저축: 처음 { $initial }일, 한 수마다 +{ $increment }일, 최대 { $cap }일
lobby-rated = 레이팅 대국
lobby-casual = 친선 대국
lobby-withdraw = 철회
lobby-accept = 수락
lobby-decline = 거절
# $choice is the game's word for what each player chooses (janggi's "arrangement"), in English.
lobby-own-choice = 수락할 때의 내 { $choice }:
lobby-choice-as-challenged = 신청 내용대로
lobby-finished = 끝난 대국
lobby-games = 게임
lobby-defined = 데이터로 정의된 체스 변형
lobby-defined-hint = 모두 변형 체스 커뮤니티가 쓰는 variants.ini 형식으로 작성되었으며, 위의 게임들과 똑같이 대국하고 수를 검증하며 레이팅을 매깁니다.
lobby-players-variants = 플레이어가 만든 변형
lobby-uploaded-by-players = 플레이어들이 올린 변형입니다.
lobby-upload-your-own = 내 변형 올리기
lobby-none-yet = 아직 없습니다.
lobby-by-owner = 만든 사람: { $owner }

## A list of games (the lobby's and a player's page).

lobby-col-white = 백
lobby-col-black = 흑
lobby-col-ply = 수
lobby-col-state = 상태
lobby-col-result = 결과
lobby-row-your-turn = 내 차례
lobby-white-to-move = { $sides ->
    [xiangqi] 홍 차례
    [janggi] 초 차례
    [shogi] 선수 차례
   *[chess] 백 차례
}
lobby-black-to-move = { $sides ->
    [xiangqi] 흑 차례
    [janggi] 한 차례
    [shogi] 후수 차례
   *[chess] 흑 차례
}

## A player's page.

player-not-found = “{ $name }”(이)라는 플레이어가 없습니다.
player-closed = 닫힌 계정입니다. 대국 기록은 여기에 남아 있습니다.
player-since = { $date }부터 ortoo에서 두고 있습니다.
player-record = 끝난 대국: { $won }승 { $drawn }무 { $lost }패.
player-ratings = 레이팅
player-no-rated-games = 아직 레이팅 대국이 없습니다.
player-col-game = 게임
player-col-rating = 레이팅
player-col-rated-games = 레이팅 대국
player-rated-record = { $games }국: { $won }승 { $drawn }무 { $lost }패
player-ratings-hint = 레이팅은 Glicko-2 방식이며 게임마다 따로 매겨집니다. 물음표(1500?)는 레이팅이 아직 잠정적이라는 뜻입니다. 레이팅 대국이 너무 적거나 오랫동안 두지 않은 경우입니다.
# A dot of the rating graph: the day of a rated game and the opponent.
player-graph-point = { $date } 대 { $opponent }
player-graph-label = { $game } 레이팅: 레이팅 대국 { $count }국, { $from }에서 { $to }(으)로
player-graph-dot = { $game } 이후: { $rating }
player-playing-now = 진행 중 ({ $count })
player-no-games-in-play = 진행 중인 대국이 없습니다.
player-finished = 끝난 대국 ({ $count })
player-no-finished-games = 아직 끝난 대국이 없습니다.

## The leaderboards.

leaderboard-title = 순위표
leaderboard-of-game = { $game } 순위표
leaderboard-no-such-game = 여기에는 “{ $game }”(이)라는 게임이 없습니다.
leaderboard-hint = 게임마다 레이팅이 따로 있습니다. 레이팅은 확정되면 순위표에 오릅니다. 레이팅 대국을 몇 판 둔 뒤부터, 계속 두는 동안입니다.
leaderboard-one-hint = 확정된 Glicko-2 레이팅을 높은 순으로 보여 줍니다.
leaderboard-all-games = 모든 게임
leaderboard-rules = 규칙
leaderboard-none-established = 아직 확정된 { $game } 레이팅이 없습니다.
leaderboard-col-place = 순위
leaderboard-col-player = 플레이어
leaderboard-col-rating = 레이팅
leaderboard-col-games = 대국 수
leaderboard-provisional = 그 밖에 플레이어 { $count }명의 레이팅이 잠정적입니다(아직 수준을 찾는 중이며 “?”로 표시됩니다). 레이팅 대국을 몇 판 더 두면 여기에 오릅니다.
