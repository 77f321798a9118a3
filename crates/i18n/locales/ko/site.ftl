## The frame of every page: the header, the menu, the footer and the choice of language.

skip-to-content = 본문으로 건너뛰기
header-your-turn = 내 차례
header-your-turn-title = { $count }개 대국에서 내 차례입니다
header-challenges = 대국 신청
header-challenges-title = { $count }건의 대국 신청이 응답을 기다리고 있습니다
header-notices = 알림
menu = 메뉴
nav-site = 사이트
nav-lobby = 로비
nav-new-game = 새 대국
nav-rules = 규칙
nav-tournaments = 대회
nav-leaderboards = 순위표
account-notices = 알림
account-settings = 설정
account-log-out = 로그아웃
account-log-in = 로그인
account-register = 회원가입

footer-languages = 언어
footer-about = ortoo: 체스와 그 변형을 두는 통신 대국 사이트입니다. 웹 페이지, 메일, API로 한 수씩 둡니다.

## The settings page's choice of language.

settings-language = 언어
settings-language-browser = 브라우저 설정 따르기 ({ $language })
settings-language-hint = 페이지, 메일, API 메시지가 이 언어로 표시됩니다. 메일로 답장할 때 명령은 이 언어나 영어로 쓸 수 있습니다.

## Errors the API and the pages answer with (the `code` beside them never changes).

error-too-many-requests = 요청이 너무 많습니다. { $seconds }초 후에 다시 시도해 주십시오.
error-internal = 서버에서 문제가 발생했습니다. 아무것도 변경되지 않았습니다.
