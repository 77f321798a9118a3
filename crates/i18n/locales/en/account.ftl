## The settings page.

settings-page-title = Settings
settings-page-unverified = Your address, { $address }, is not verified: nothing is mailed to it until you follow the link we sent there (until then you play here and through the API).
settings-page-send-link-again = Send the link again
settings-page-change-address-action = Change the address
settings-page-notices-legend = E-mail notices
settings-page-notify-move = An e-mail for every move, challenge and result
settings-page-notify-digest = One digest a day
settings-page-notify-none = No e-mail (notices stay in the app)
settings-page-reminders = Reminders, in hours before a deadline (comma-separated; empty for none)
settings-page-time-zone = Your time zone, for the deadlines in your e-mail (as Europe/Paris or America/New_York)
settings-page-notation-legend = How moves are written for you, on the pages and in your e-mail
settings-page-notation-san = Standard algebraic (games without it are written in full):
settings-page-notation-full = Full algebraic, as the game's record keeps them:
settings-page-save = Save
settings-page-saved = Settings saved.
settings-page-no-such-language = ortoo has no language "{ $language }".

## The settings page: playing by mail.

settings-page-by-mail = Playing by mail
settings-page-by-mail-commands = A command in the subject of a mail to the play address is done once you answer the confirmation we send. For example:
settings-page-by-mail-password = With a mail password, a command that ends with { $example } is done at once.
settings-page-mail-password-set = You have a mail password.
settings-page-mail-password-none = You have no mail password.
settings-page-mail-password-label = New mail password (8 to 64 characters, no spaces; empty removes it)
settings-page-mail-password-change = Change or remove it
settings-page-mail-password-add = Set it
settings-page-mail-password-was-set = Mail password set.
settings-page-mail-password-removed = Mail password removed.

## The settings page: vacation.

settings-page-vacation = Vacation
settings-page-vacation-days-left = { $total ->
    [one] { $left } of { $total } vacation day left this year.
   *[other] { $left } of { $total } vacation days left this year.
}
settings-page-vacation-clocks = While you are on vacation your clocks stand still in every game.
settings-page-vacation-until = On vacation until { $until }.
settings-page-vacation-back = I am back (give back the days not taken)
settings-page-vacation-days = Days of vacation from now
settings-page-vacation-start = Start vacation
settings-page-vacation-started = You are on vacation: your clocks stand still.
settings-page-vacation-ended = Welcome back: your clocks run again.
settings-page-vacation-whole-days = Vacation days are a whole number.

## The settings page: the account, its address and password, its data, closing it.

settings-page-account = Your account
settings-page-account-since = { $name }, since { $date }.
settings-page-address-verified = Address: { $address } (verified).
settings-page-address-unverified = Address: { $address } (not verified).
settings-page-change-address = Change your address
settings-page-new-address = New e-mail address
settings-page-your-password = Your password
settings-page-change-address-hint = A link goes to the new address; it becomes yours when you follow it, and the old one is told.
settings-page-change-password = Change your password
settings-page-present-password = Present password
settings-page-change-password-hint = Every other session (other browsers, phones) and every API token of the account is ended; this browser stays logged in.
settings-page-change-password-button = Change the password
settings-page-verification-sent = A new link is on its way to your address.
settings-page-address-link-sent = A link is on its way to the new address: the change is made when you follow it.
settings-page-address-changed = Your address is changed.
settings-page-password-changed = Your password is changed; every other session and API token of the account ended.
settings-page-data = Your data
settings-page-data-about = One JSON file holds your account, settings, API tokens and every game (its full log, and PGN where PGN describes the game).
settings-page-data-download = Download your data
settings-page-close = Close your account
settings-page-close-about = Your active games are resigned and your tournaments left; then nobody can log in to the account, its API tokens stop working and nothing more is mailed to it. Your games stay, with your name shown as a closed account; the name is not given to anyone else. Download your data first: closing cannot be undone.
settings-page-close-understood = I understand: close my account
settings-page-close-button = Close my account
settings-page-close-tick = Tick the box to say you understand what closing does.
settings-page-closed = Your account is closed. Thank you for playing.

## The settings page: how pages look in this browser.

settings-page-look = How pages look in this browser
settings-page-colours = Colours
settings-page-colours-system = as the system is set (light or dark)
settings-page-colours-light = light
settings-page-colours-dark = dark
settings-page-pieces = Pieces
settings-page-pieces-drawn = ortoo's drawings
settings-page-pieces-letters = letters, as the notation writes them
settings-page-sound = Sounds
settings-page-sound-none = none
settings-page-sound-moves = a sound for each move (a higher one for a check)

## The notices page and the one-click unsubscribe.

notices-page-title = Notices
notices-page-none = No notices yet.
notices-page-new = New
unsubscribe-page-title = Unsubscribe
unsubscribe-page-heading = E-mail notices
unsubscribe-page-done = You will get no more e-mail from ortoo. Your notices stay in the app; turn e-mail back on in your settings.
unsubscribe-page-ask = Stop all e-mail notices from ortoo?
unsubscribe-page-button = Unsubscribe
unsubscribe-page-bad-link = This unsubscribe link is not valid; change your e-mail settings on the settings page instead.

## Logging in and registering.

login-page-log-in = Log in
login-page-register = Register
login-page-create-heading = Create an account
login-page-create-button = Create account
login-page-name = Name
login-page-email = E-mail (for your turn notices; we mail it a link to verify it first)
login-page-password = Password
login-page-new-password = Password (8 characters or more)
login-page-have-account = Have an account?
login-page-new-here = New here?
login-page-forgot = Forgot your password?
login-page-reset-it = Reset it
login-page-welcome = Welcome, { $name }! We mailed a link to { $address }: follow it to have your turns and challenges mailed there. Until then you play here.
login-page-logged-out = Logged out.

## The mailed account links: an address verified, a password reset asked for and chosen.

account-page-verify-title = Verify your address
account-page-choose-title = Choose a new password
account-page-verified = { $address } is verified: your turns, challenges and answers go there now.
account-page-verified-already = Your address, { $address }, is verified.
account-page-settings-sends-new = The settings page sends a new one.
account-page-ask-again = Ask for a new one.
account-page-to-lobby = To the lobby
account-page-reset-about = Give your account's name or its e-mail address: a link to choose a new password goes to the account's address (if it is verified). It works once, within the hour.
account-page-name-or-address = Name or e-mail address
account-page-mail-link = Mail me a link
account-page-remembered = Remembered it?
account-page-reset-by-mail = You can also mail this to the play address from your account's address:
account-page-reset-asked = If an account has that name or address (verified), a link to choose a new password is on its way to its address. It works once, within the hour.
account-page-new-password-for = A new password for { $name }. Setting it signs the account out everywhere and ends its API tokens.
account-page-new-password = New password (8 characters or more)
account-page-set-password = Set the password
account-page-reset-done = Your password is changed, and every session and API token of the account ended: log in with it.

## The page of a failure: its title by what went wrong, and the way back.

error-page-not-found = Not found
error-page-bad-request = That could not be read
error-page-forbidden = Not allowed
error-page-too-many = Too many requests
error-page-server = Something went wrong
error-page-not-done = That could not be done
error-page-other = Error { $status }
error-page-reference = If it happens again, tell us this reference:
error-page-back = Back to the lobby
error-page-no-such-page = There is no such page.
