## The settings page.

settings-page-title = 설정
settings-page-unverified = 이메일 주소 { $address }이(가) 아직 인증되지 않았습니다. 보내 드린 링크를 열기 전까지는 이 주소로 아무것도 보내지 않습니다(그때까지는 사이트와 API로 둘 수 있습니다).
settings-page-send-link-again = 링크 다시 보내기
settings-page-change-address-action = 주소 변경하기
settings-page-notices-legend = 이메일 알림
settings-page-notify-move = 수, 대국 신청, 결과마다 이메일 받기
settings-page-notify-digest = 하루 한 번 요약 이메일 받기
settings-page-notify-none = 이메일 받지 않기(알림은 사이트에 남습니다)
settings-page-reminders = 리마인더: 기한 몇 시간 전에 알릴지(쉼표로 구분, 비워 두면 보내지 않음)
settings-page-time-zone = 시간대: 이메일에 적히는 기한 시각에 쓰입니다(Asia/Seoul이나 Europe/Paris 형식)
settings-page-notation-legend = 페이지와 이메일에서 수를 적는 방식
settings-page-notation-san = 표준 대수 기보법(이 기보법이 없는 게임은 완전한 표기로 적습니다):
settings-page-notation-full = 완전 대수 기보법, 대국 기록과 같은 표기:
settings-page-save = 저장
settings-page-saved = 설정을 저장했습니다.
settings-page-no-such-language = ortoo에는 "{ $language }" 언어가 없습니다.

## The settings page: playing by mail.

settings-page-by-mail = 메일로 두기
settings-page-by-mail-commands = 대국용 주소로 보내는 메일의 제목에 명령을 적으면, 저희가 보내는 확인 메일에 답장하는 즉시 실행됩니다. 예:
settings-page-by-mail-password = 메일 비밀번호를 설정하면 { $example }(으)로 끝나는 명령은 바로 실행됩니다.
settings-page-mail-password-set = 메일 비밀번호가 설정되어 있습니다.
settings-page-mail-password-none = 메일 비밀번호가 설정되어 있지 않습니다.
settings-page-mail-password-label = 새 메일 비밀번호(8~64자, 공백 없이. 비워 두면 삭제됩니다)
settings-page-mail-password-change = 변경 또는 삭제
settings-page-mail-password-add = 설정
settings-page-mail-password-was-set = 메일 비밀번호를 설정했습니다.
settings-page-mail-password-removed = 메일 비밀번호를 삭제했습니다.

## The settings page: vacation.

settings-page-vacation = 휴가
settings-page-vacation-days-left = 올해 휴가가 { $total }일 중 { $left }일 남았습니다.
settings-page-vacation-clocks = 휴가 중에는 모든 대국에서 시계가 멈춥니다.
settings-page-vacation-until = { $until }까지 휴가 중입니다.
settings-page-vacation-back = 돌아왔습니다(쓰지 않은 휴가일은 돌려받습니다)
settings-page-vacation-days = 지금부터의 휴가 일수
settings-page-vacation-start = 휴가 시작
settings-page-vacation-started = 휴가가 시작되었습니다. 시계가 멈췄습니다.
settings-page-vacation-ended = 돌아오신 것을 환영합니다. 시계가 다시 갑니다.
settings-page-vacation-whole-days = 휴가 일수는 정수로 입력해야 합니다.

## The settings page: the account, its address and password, its data, closing it.

settings-page-account = 내 계정
settings-page-account-since = { $name }, { $date }부터 이용 중.
settings-page-address-verified = 주소: { $address }(인증됨).
settings-page-address-unverified = 주소: { $address }(인증되지 않음).
settings-page-change-address = 주소 변경
settings-page-new-address = 새 이메일 주소
settings-page-your-password = 비밀번호
settings-page-change-address-hint = 새 주소로 링크를 보내 드립니다. 링크를 열면 새 주소로 바뀌며, 이전 주소에도 알려 드립니다.
settings-page-change-password = 비밀번호 변경
settings-page-present-password = 현재 비밀번호
settings-page-change-password-hint = 이 계정의 다른 모든 세션(다른 브라우저, 휴대전화)과 모든 API 토큰이 종료됩니다. 이 브라우저는 로그인 상태로 유지됩니다.
settings-page-change-password-button = 비밀번호 변경하기
settings-page-verification-sent = 새 링크를 주소로 보냈습니다.
settings-page-address-link-sent = 새 주소로 링크를 보냈습니다. 링크를 열면 변경이 완료됩니다.
settings-page-address-changed = 주소를 변경했습니다.
settings-page-password-changed = 비밀번호를 변경했습니다. 이 계정의 다른 모든 세션과 API 토큰이 종료되었습니다.
settings-page-data = 내 데이터
settings-page-data-about = 계정, 설정, API 토큰, 모든 대국(전체 기록, 그리고 PGN으로 나타낼 수 있는 대국은 PGN)을 JSON 파일 하나로 받을 수 있습니다.
settings-page-data-download = 내 데이터 내려받기
settings-page-close = 계정 폐쇄
settings-page-close-about = 진행 중인 대국은 모두 기권 처리되고 참가 중인 대회에서는 빠지게 됩니다. 그 후에는 아무도 이 계정에 로그인할 수 없고, API 토큰은 작동하지 않으며, 더 이상 메일도 보내지 않습니다. 대국 기록은 남으며 이름은 폐쇄된 계정으로 표시됩니다. 이 이름은 다른 사람에게 주어지지 않습니다. 폐쇄는 되돌릴 수 없으니 먼저 데이터를 내려받으십시오.
settings-page-close-understood = 이해했습니다. 내 계정을 폐쇄합니다
settings-page-close-button = 내 계정 폐쇄하기
settings-page-close-tick = 폐쇄하면 어떻게 되는지 이해했다는 뜻으로 확인란에 체크하십시오.
settings-page-closed = 계정이 폐쇄되었습니다. 그동안 이용해 주셔서 감사합니다.

## The settings page: how pages look in this browser.

settings-page-look = 이 브라우저에서의 페이지 모양
settings-page-colours = 색상
settings-page-colours-system = 시스템 설정에 따름(밝게 또는 어둡게)
settings-page-colours-light = 밝게
settings-page-colours-dark = 어둡게
settings-page-pieces = 기물
settings-page-pieces-drawn = ortoo의 기물 그림
settings-page-pieces-letters = 글자, 기보에 적히는 대로
settings-page-sound = 소리
settings-page-sound-none = 없음
settings-page-sound-moves = 수마다 소리(체크일 때는 더 높은 소리)

## The notices page and the one-click unsubscribe.

notices-page-title = 알림
notices-page-none = 아직 알림이 없습니다.
notices-page-new = 새 알림
unsubscribe-page-title = 수신 거부
unsubscribe-page-heading = 이메일 알림
unsubscribe-page-done = 이제 ortoo에서 이메일을 보내지 않습니다. 알림은 사이트에 남으며, 설정에서 이메일을 다시 켤 수 있습니다.
unsubscribe-page-ask = ortoo의 이메일 알림을 모두 중단하시겠습니까?
unsubscribe-page-button = 수신 거부
unsubscribe-page-bad-link = 이 수신 거부 링크는 유효하지 않습니다. 대신 설정 페이지에서 이메일 설정을 바꾸십시오.

## Logging in and registering.

login-page-log-in = 로그인
login-page-register = 회원가입
login-page-create-heading = 계정 만들기
login-page-create-button = 계정 만들기
login-page-name = 이름
login-page-email = 이메일(차례 알림용. 먼저 인증 링크를 보내 드립니다)
login-page-password = 비밀번호
login-page-new-password = 비밀번호(8자 이상)
login-page-have-account = 계정이 있으십니까?
login-page-new-here = 처음 오셨습니까?
login-page-forgot = 비밀번호를 잊으셨습니까?
login-page-reset-it = 재설정하기
login-page-welcome = { $name }님, 환영합니다! { $address }(으)로 링크를 보냈습니다. 링크를 열면 내 차례와 대국 신청을 그 주소로 알려 드립니다. 그때까지는 사이트에서 둘 수 있습니다.
login-page-logged-out = 로그아웃했습니다.

## The mailed account links: an address verified, a password reset asked for and chosen.

account-page-verify-title = 이메일 주소 인증
account-page-choose-title = 새 비밀번호 정하기
account-page-verified = { $address } 인증이 완료되었습니다. 이제 내 차례, 대국 신청, 답장이 그 주소로 갑니다.
account-page-verified-already = 이메일 주소 { $address }은(는) 인증되어 있습니다.
account-page-settings-sends-new = 설정 페이지에서 새 링크를 보낼 수 있습니다.
account-page-ask-again = 새 링크 요청하기
account-page-to-lobby = 로비로
account-page-reset-about = 계정 이름이나 이메일 주소를 입력하십시오. 새 비밀번호를 정할 수 있는 링크를 계정의 주소(인증된 경우)로 보내 드립니다. 링크는 한 시간 안에 한 번만 쓸 수 있습니다.
account-page-name-or-address = 이름 또는 이메일 주소
account-page-mail-link = 링크 보내기
account-page-remembered = 기억나셨습니까?
account-page-reset-by-mail = 계정의 주소에서 대국용 주소로 다음과 같이 메일을 보내도 됩니다:
account-page-reset-asked = 그 이름이나 주소(인증됨)의 계정이 있다면, 새 비밀번호를 정할 수 있는 링크를 그 주소로 보냈습니다. 링크는 한 시간 안에 한 번만 쓸 수 있습니다.
account-page-new-password-for = { $name } 계정의 새 비밀번호를 정합니다. 정하면 이 계정은 모든 곳에서 로그아웃되고 API 토큰도 종료됩니다.
account-page-new-password = 새 비밀번호(8자 이상)
account-page-set-password = 비밀번호 설정하기
account-page-reset-done = 비밀번호를 변경했으며, 이 계정의 모든 세션과 API 토큰이 종료되었습니다. 새 비밀번호로 로그인하십시오.

## The page of a failure: its title by what went wrong, and the way back.

error-page-not-found = 찾을 수 없습니다
error-page-bad-request = 읽을 수 없습니다
error-page-forbidden = 허용되지 않습니다
error-page-too-many = 요청이 너무 많습니다
error-page-server = 문제가 발생했습니다
error-page-not-done = 처리할 수 없습니다
error-page-other = 오류 { $status }
error-page-reference = 다시 발생하면 이 참조 번호를 알려 주십시오:
error-page-back = 로비로 돌아가기
error-page-no-such-page = 그런 페이지는 없습니다.
