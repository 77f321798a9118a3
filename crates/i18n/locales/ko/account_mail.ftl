# The mail about an account itself (its address, its password), in the reader's language: the
# language they chose, else the one the page they signed up on was in.

account-mail-hello = { $name } 님, 안녕하세요.
account-mail-verify-title = 이메일 주소 인증
# $hours: how long the link works
account-mail-verify = ortoo가 “{ $name }” 계정의 메일(내 차례, 대국 신청, 보내신 메일에 대한 답장)을 이 주소({ $address })로 보내도록 하려면 { $hours }시간 안에 다음 링크를 여십시오:
account-mail-verify-until = 그때까지는 이 주소로 다른 메일을 보내지 않습니다. 그동안에도 웹에서 둘 수 있습니다.
account-mail-verify-ignore = 요청하신 적이 없다면 이 메일을 무시하십시오. 이 주소로 다시 메일을 보내지 않습니다.
account-mail-changed-title = 이메일 주소가 변경되었습니다
# $server: the server's address (https://…)
account-mail-changed = ortoo 계정 “{ $name }”의 주소가 이제 { $address }입니다. 이 주소({ $old })로는 더 이상 ortoo 메일이 오지 않습니다.
account-mail-changed-warning = 직접 변경하지 않으셨다면 누군가 비밀번호를, 그러니까 계정을 손에 넣은 것입니다. 즉시 { $server } 운영자에게 알리십시오.
account-mail-reset-title = 비밀번호 재설정
account-mail-reset = 누군가(본인이시길 바랍니다) ortoo 계정 “{ $name }”의 비밀번호 재설정을 요청했습니다. 새 비밀번호를 정하려면 한 시간 안에 다음 링크를 여십시오. 링크는 한 번만 쓸 수 있습니다:
account-mail-reset-ends = 새 비밀번호를 정하면 이 계정은 모든 곳에서 로그아웃되고 API 토큰도 종료됩니다.
account-mail-reset-ignore = 요청하지 않으셨다면 이 메일을 무시하십시오. 비밀번호는 그대로 유지됩니다.
