# The mail about an account itself (its address, its password), in the reader's language: the
# language they chose, else the one the page they signed up on was in.

account-mail-hello = Hello { $name },
account-mail-verify-title = Verify your address
# $hours: how long the link works
account-mail-verify = To have ortoo mail this address ({ $address }) for the account "{ $name }" (your turns, challenges, answers to your mail), follow this link within { $hours } hours:
account-mail-verify-until = Until then nothing else is mailed to it; you can play on the web meanwhile.
account-mail-verify-ignore = If you did not ask for this, ignore this mail: nothing is mailed here again.
account-mail-changed-title = Your address was changed
# $server: the server's address (https://…)
account-mail-changed = The address of your ortoo account "{ $name }" is now { $address }: this one ({ $old }) gets no more mail from ortoo.
account-mail-changed-warning = If you did not change it, someone has your password and the account with it: tell the operator of { $server } at once.
account-mail-reset-title = Reset your password
account-mail-reset = Someone (we hope you) asked to reset the password of the ortoo account "{ $name }". To choose a new one, follow this link within the hour; it works once:
account-mail-reset-ends = Choosing a new password signs the account out everywhere and ends its API tokens.
account-mail-reset-ignore = If you did not ask, ignore this mail: your password stays as it is.
