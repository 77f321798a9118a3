//! An account's life after sign-up: its address verified by a link mailed to it, the address
//! changed (the new one verified first, the old one told), the password changed or reset by a
//! mailed link, and the account closed. The links are single use and expire; each is signed
//! (its id, account and purpose) and checked against its stored row when it comes back.

use ortoo_core::store::{AccountStore, GameStore};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use ortoo_core::clock::Clock;
use ortoo_core::events::{Event, Events, Happening};
use ortoo_core::{AccountLink, GameStatus, LinkPurpose, Notice, NoticeId, NoticeKind, Scopes, Timestamp};
use ortoo_core::{Token, User, UserId};
use tokio::sync::Notify;

use crate::credentials::{self, AccountError};
use crate::error::{PlayError, Result};
use crate::games::Games;
use crate::limits::{Counted, Limits};
use crate::notices::Composer;
use crate::token::Signer;
use crate::tournaments::Tournaments;

/// How long a reset link stays good.
pub const RESET_LINK_MS: i64 = 3_600_000;

/// What the server's configuration says of accounts.
#[derive(Debug, Clone)]
pub struct AccountRules {
    /// Whether an address is verified before anything but its verification is mailed to it.
    pub verify_email: bool,
    /// How long a verification link stays good.
    pub verify_link_ms: i64,
    /// Account mail per account and per address in an hour.
    pub account_mail_per_hour: u32,
}

impl Default for AccountRules {
    fn default() -> Self {
        AccountRules { verify_email: true, verify_link_ms: 48 * 3_600_000, account_mail_per_hour: 5 }
    }
}

/// Where an address change stands once asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AddressChange {
    /// A link went to the new address; the change is made when it is followed.
    AwaitingVerification,
    /// Made at once (this server verifies no addresses).
    Made,
}

impl From<AccountError> for PlayError {
    fn from(e: AccountError) -> PlayError {
        PlayError::Invalid { code: "invalid_account", detail: e.to_string() }
    }
}

/// A link that cannot be followed, in words for the person who followed it.
fn link_refused() -> PlayError {
    PlayError::Invalid {
        code: "link_invalid",
        detail: "This link has been used, has expired, or was replaced by a newer one. Ask for a new one.".into(),
    }
}

/// Accounts: signing up and in, sessions and API tokens, and an account's life after sign-up.
#[derive(Clone)]
pub struct Accounts {
    pub(crate) account_store: Arc<dyn AccountStore>,
    pub(crate) game_store: Arc<dyn GameStore>,
    pub(crate) events: Events,
    pub(crate) clock: Clock,
    pub(crate) composer: Arc<Composer>,
    pub(crate) signer: Signer,
    /// Rung after every commit that stored mail.
    pub(crate) outbox: Arc<Notify>,
    /// Whether addresses are verified, and for how long a link stays good.
    pub(crate) rules: AccountRules,
    pub(crate) limits: Limits,
    /// Closing an account resigns its games and leaves its tournaments.
    pub(crate) games: Games,
    pub(crate) tournaments: Tournaments,
    /// Bumped whenever credentials or an account's standing change here (see
    /// [`Accounts::credentials_generation`]).
    pub(crate) credentials: Arc<AtomicU64>,
}

impl Accounts {
    fn now(&self) -> Timestamp {
        self.clock.now()
    }

    /// The account `name` and `password` open, if they match one. An unknown name takes as long
    /// as a wrong password, so the answer's timing tells no one which names exist.
    pub async fn check_password(&self, name: &str, password: &str) -> Result<Option<User>> {
        match self.account_store.user_by_name(name.trim()).await? {
            Some(user) => {
                let matches = credentials::verify_password(password.to_string(), user.password_hash.clone()).await?;
                // A closed account opens for no one, whatever the password.
                Ok((matches && !user.is_closed()).then_some(user))
            }
            None => {
                credentials::burn_password_time(password.to_string()).await?;
                Ok(None)
            }
        }
    }

    /// The account of the id, if there is one.
    pub async fn user(&self, id: &str) -> Result<Option<User>> {
        Ok(self.account_store.user_by_id(id).await?)
    }

    /// The accounts of an address, oldest first (several may share one).
    pub async fn users_at(&self, address: &str) -> Result<Vec<User>> {
        Ok(self.account_store.users_by_email(address).await?)
    }

    /// The player called `name`, for their public page.
    pub async fn user_named(&self, name: &str) -> Result<Option<User>> {
        Ok(self.account_store.user_by_name(name.trim()).await?)
    }

    /// Starts a login session of `days` for the holder of the secret whose hash is `token_hash`.
    pub async fn start_session(&self, user: &User, token_hash: &str, days: i64) -> Result<()> {
        let now = self.now();
        Ok(self.account_store.create_session(&user.id, token_hash, now, now + days * 86_400_000).await?)
    }

    /// The user of a live session.
    pub async fn session_user(&self, token_hash: &str) -> Result<Option<User>> {
        Ok(self.account_store.session_user(token_hash, self.now()).await?)
    }

    pub async fn end_session(&self, token_hash: &str) -> Result<()> {
        Ok(self.account_store.delete_session(token_hash).await?)
    }

    /// Issues an API token (its secret's hash is kept, never the secret).
    pub async fn issue_token(&self, user: &User, label: &str, token_hash: &str, scopes: Scopes) -> Result<Token> {
        Ok(self.account_store.create_token(&user.id, label, token_hash, scopes, self.now()).await?)
    }

    /// The user's live tokens.
    pub async fn tokens(&self, user: &User) -> Result<Vec<Token>> {
        Ok(self.account_store.tokens(&user.id).await?)
    }

    /// Revokes one of the user's tokens; false when they have no such live token.
    pub async fn revoke_token(&self, user: &User, id: &str) -> Result<bool> {
        let revoked = self.account_store.revoke_token(&user.id, id, self.now()).await?;
        if revoked {
            self.forget_credentials(user);
        }
        Ok(revoked)
    }

    /// Tells every process to forget its remembered token checks, which hold the account as it
    /// was (its address, whether it is open) and its credentials as they were. This process
    /// at once: its checks remembered before now no longer count
    /// ([`Accounts::credentials_generation`]); the others when the event reaches them through the
    /// store's relay. The event goes to no one's stream: it names no game and no listener.
    pub(crate) fn forget_credentials(&self, user: &User) {
        self.credentials.fetch_add(1, Ordering::SeqCst);
        self.events.publish(Event {
            game_id: None,
            users: Vec::new(),
            what: Happening::TokenRevoked { user: user.id.clone() },
            id: None,
        });
    }

    /// How many times this process has seen credentials change: a token check remembered
    /// under an older count may be stale and is read again.
    pub fn credentials_generation(&self) -> u64 {
        self.credentials.load(Ordering::SeqCst)
    }

    /// The user and scopes of a live token.
    pub async fn token_user(&self, token_hash: &str) -> Result<Option<(User, Scopes)>> {
        Ok(self.account_store.token_user(token_hash).await?)
    }

    fn link(&self, user_id: &UserId, purpose: LinkPurpose, address: &str, valid_ms: i64) -> AccountLink {
        let now = self.now();
        AccountLink {
            id: NoticeId::new().into_string(),
            user_id: user_id.clone(),
            purpose,
            address: address.to_string(),
            created_at: now,
            expires_at: now + valid_ms,
            used_at: None,
        }
    }

    /// The address a link's page has, token and all.
    fn link_address(&self, link: &AccountLink) -> String {
        let token = self.signer.link_token(&link.id, link.user_id.as_str(), link.purpose.as_str());
        let page = match link.purpose {
            LinkPurpose::Verify => "verify",
            LinkPurpose::Reset => "reset",
        };
        format!("{}/account/{page}/{token}", self.composer.base_url)
    }

    /// Account mail: to `address`, whatever the account's settings.
    fn account_mail(&self, user_id: &UserId, address: &str, subject: &str, detail: String) -> Notice {
        Notice {
            kind: NoticeKind::Account,
            address: Some(address.to_string()),
            ..self.composer.reply(user_id.as_str(), None, subject, detail)
        }
    }

    fn verification(&self, user: &UserId, name: &str, address: &str) -> (AccountLink, Notice) {
        let link = self.link(user, LinkPurpose::Verify, address, self.rules.verify_link_ms);
        let hours = self.rules.verify_link_ms / 3_600_000;
        let mail = self.account_mail(
            user,
            address,
            "Verify your address",
            format!(
                "Hello {name},\n\nTo have ortoo mail this address ({address}) for the account \"{name}\" (your \
                 turns, challenges, answers to your mail), follow this link within {hours} hours:\n\n    {}\n\n\
                 Until then nothing else is mailed to it; you can play on the web meanwhile.\n\
                 If you did not ask for this, ignore this mail: nothing is mailed here again.\n",
                self.link_address(&link)
            ),
        );
        (link, mail)
    }

    /// Validates and creates an account. Where addresses are verified, the address is sent a
    /// verification link (in the same transaction) and nothing else until it is followed.
    /// `name_taken` when the name is someone's already (without regard to case).
    pub async fn register(&self, name: &str, email: &str, password: &str) -> Result<User> {
        let (name, email) = (name.trim(), email.trim());
        credentials::validate_name(name)?;
        credentials::validate_email(email)?;
        credentials::validate_password(password)?;
        let hash = credentials::hash_password(password.to_string()).await?;
        let made = if self.rules.verify_email {
            // The account's id is made here so the link can name it; the store keeps it.
            let (link, mail) = self.verification(&UserId::new(), name, email);
            self.account_store.create_user_to_verify(name, email, &hash, self.now(), &link, mail).await
        } else {
            self.account_store.create_user(name, email, &hash, self.now()).await
        };
        let user = made.map_err(|e| match e {
            ortoo_core::StoreError::Conflict => {
                PlayError::Conflict { code: "name_taken", detail: format!("The name \"{name}\" is taken.") }
            }
            e => e.into(),
        })?;
        self.outbox.notify_one();
        Ok(user)
    }

    /// Sends the account's address a new verification link (the older ones stop working).
    pub async fn send_verification(&self, user: &User) -> Result<()> {
        if user.email_verified() {
            return Err(PlayError::Conflict {
                code: "verified_already",
                detail: format!("{} is verified already.", user.email),
            });
        }
        self.limits.count(Counted::AccountMail(user.id.as_str())).await?;
        self.limits.count(Counted::AccountMailTo(&user.email)).await?;
        let (link, mail) = self.verification(&user.id, &user.name, &user.email);
        self.account_store.add_account_link(&link, Some(mail)).await?;
        self.outbox.notify_one();
        Ok(())
    }

    /// Follows a verification link: the address it was sent to becomes the account's,
    /// verified. When it replaces a verified address, that address is told. The account.
    pub async fn verify_address(&self, token: &str) -> Result<User> {
        let (link, user) = self.followable(token, LinkPurpose::Verify).await?;
        let told = (user.email_verified() && !user.email.eq_ignore_ascii_case(&link.address)).then(|| {
            self.account_mail(
                &user.id,
                &user.email,
                "Your address was changed",
                format!(
                    "Hello {},\n\nThe address of your ortoo account \"{}\" is now {}: this one ({}) gets no more \
                     mail from ortoo.\nIf you did not change it, someone has your password and the account with \
                     it: tell the operator of {} at once.\n",
                    user.name, user.name, link.address, user.email, self.composer.base_url
                ),
            )
        });
        if !self.account_store.follow_verify_link(&link.id, self.now(), told).await? {
            return Err(link_refused());
        }
        self.forget_credentials(&user);
        self.outbox.notify_one();
        self.account_store.user_by_id(user.id.as_str()).await?.ok_or(PlayError::NotFound("account"))
    }

    /// The link a token names, if it is genuine, of `purpose`, unused and in time, with its
    /// account (open).
    async fn followable(&self, token: &str, purpose: LinkPurpose) -> Result<(AccountLink, User)> {
        let (id, tag) = crate::token::Signer::reply_parts(token).ok_or_else(link_refused)?;
        let link = self.account_store.account_link(id).await?.ok_or_else(link_refused)?;
        if link.purpose != purpose
            || !self.signer.link_valid(id, tag, link.user_id.as_str(), purpose.as_str())
            || link.used_at.is_some()
            || link.expires_at <= self.now()
        {
            return Err(link_refused());
        }
        let user = self.account_store.user_by_id(link.user_id.as_str()).await?.ok_or_else(link_refused)?;
        if user.is_closed() {
            return Err(link_refused());
        }
        Ok((link, user))
    }

    /// Whether a reset link can still be followed (its page asks for the new password only
    /// then); the account it resets.
    pub async fn reset_link(&self, token: &str) -> Result<User> {
        Ok(self.followable(token, LinkPurpose::Reset).await?.1)
    }

    /// Asks for a reset link for the account named `who` (its name, or its address): mailed to
    /// the account's verified address. The answer is the same whether or not such an account
    /// exists, and whether or not its allowance of account mail is used up, so that it tells
    /// no one which names and addresses have accounts.
    pub async fn ask_reset(&self, who: &str) -> Result<()> {
        let who = who.trim();
        if who.is_empty() || who.chars().count() > 254 {
            return Err(PlayError::BadRequest("Give the account's name or its e-mail address.".into()));
        }
        let accounts: Vec<User> = if who.contains('@') {
            self.account_store.users_by_email(who).await?
        } else {
            self.account_store
                .user_by_name(who)
                .await?
                .into_iter()
                .filter(|u| u.email_verified() && !u.is_closed())
                .collect()
        };
        for user in accounts.into_iter().take(5) {
            if !self.limits.within(Counted::AccountMail(user.id.as_str())).await?
                || !self.limits.within(Counted::AccountMailTo(&user.email)).await?
            {
                tracing::warn!(user = %user.id, "a password reset not mailed: the account's allowance is used up");
                continue;
            }
            let link = self.link(&user.id, LinkPurpose::Reset, &user.email, RESET_LINK_MS);
            let mail = self.account_mail(
                &user.id,
                &user.email,
                "Reset your password",
                format!(
                    "Hello {},\n\nSomeone (we hope you) asked to reset the password of the ortoo account \"{}\". \
                     To choose a new one, follow this link within the hour; it works once:\n\n    {}\n\n\
                     Choosing a new password signs the account out everywhere and ends its API tokens.\n\
                     If you did not ask, ignore this mail: your password stays as it is.\n",
                    user.name,
                    user.name,
                    self.link_address(&link)
                ),
            );
            self.account_store.add_account_link(&link, Some(mail)).await?;
        }
        self.outbox.notify_one();
        Ok(())
    }

    /// Follows a reset link: the new password, and every session and token of the account
    /// ended. The account.
    pub async fn reset_password(&self, token: &str, password: &str) -> Result<User> {
        credentials::validate_password(password)?;
        let (link, user) = self.followable(token, LinkPurpose::Reset).await?;
        let hash = credentials::hash_password(password.to_string()).await?;
        if self.account_store.follow_reset_link(&link.id, &hash, self.now()).await?.is_none() {
            return Err(link_refused());
        }
        self.forget_credentials(&user);
        Ok(user)
    }

    /// Changes the password, given the present one; every other session and token of the
    /// account is ended (all but the one whose secret's hash is `keep`, the caller's own).
    pub async fn change_password(&self, user: &User, old: &str, new: &str, keep: Option<&str>) -> Result<()> {
        credentials::validate_password(new)?;
        let stored = self.account_store.user_by_id(user.id.as_str()).await?.ok_or(PlayError::NotFound("account"))?;
        if !credentials::verify_password(old.to_string(), stored.password_hash.clone()).await? {
            self.limits.count(Counted::Login(&user.name)).await?;
            return Err(PlayError::WrongPassword);
        }
        let hash = credentials::hash_password(new.to_string()).await?;
        if !self.account_store.change_password(user.id.as_str(), &stored.password_hash, &hash, keep, self.now()).await?
        {
            return Err(PlayError::Conflict {
                code: "password_changed",
                detail: "The password was changed meanwhile (somewhere else): log in again.".into(),
            });
        }
        self.forget_credentials(user);
        Ok(())
    }

    /// Changes the account's address, given its password. Where addresses are verified, the
    /// new one is sent a link and becomes the account's when it is followed (the old address
    /// keeps getting mail until then, and is told once it changes).
    pub async fn change_address(&self, user: &User, password: &str, email: &str) -> Result<AddressChange> {
        let email = email.trim();
        credentials::validate_email(email)?;
        let stored = self.account_store.user_by_id(user.id.as_str()).await?.ok_or(PlayError::NotFound("account"))?;
        if !credentials::verify_password(password.to_string(), stored.password_hash.clone()).await? {
            self.limits.count(Counted::Login(&user.name)).await?;
            return Err(PlayError::WrongPassword);
        }
        if stored.email.eq_ignore_ascii_case(email) && stored.email_verified() {
            return Err(PlayError::Conflict {
                code: "same_address",
                detail: format!("{email} is the account's address already."),
            });
        }
        self.limits.count(Counted::AccountMail(user.id.as_str())).await?;
        self.limits.count(Counted::AccountMailTo(email)).await?;
        let (link, mail) = self.verification(&user.id, &user.name, email);
        if self.rules.verify_email {
            self.account_store.add_account_link(&link, Some(mail)).await?;
            self.outbox.notify_one();
            return Ok(AddressChange::AwaitingVerification);
        }
        // No verification here: the link is stored and followed at once, so the change (and
        // the old address's being told) is made exactly as a followed link makes it.
        let token = self.signer.link_token(&link.id, user.id.as_str(), link.purpose.as_str());
        self.account_store.add_account_link(&link, None).await?;
        self.verify_address(&token).await?;
        Ok(AddressChange::Made)
    }

    /// Closes the account, given its password: its active games are resigned and its
    /// tournaments left, then no session or token opens it, its open challenges are withdrawn
    /// and nothing more is mailed to it. Its games stay, under its name, shown as closed.
    pub async fn close_account(&self, user: &User, password: &str) -> Result<()> {
        let stored = self.account_store.user_by_id(user.id.as_str()).await?.ok_or(PlayError::NotFound("account"))?;
        if !credentials::verify_password(password.to_string(), stored.password_hash.clone()).await? {
            self.limits.count(Counted::Login(&user.name)).await?;
            return Err(PlayError::WrongPassword);
        }
        // Closed first, so that what follows (the resignations' notices, the tournaments'
        // news) is mailed to the opponents and not to the account.
        let closed = self.account_store.close_account(user.id.as_str(), self.now()).await?;
        self.forget_credentials(user);
        // Leaving goes by the tournament's own state (left before its start, withdrawn while it
        // runs); one the player is not in, or that is over, has nothing to leave.
        for t in self.tournaments.tournaments().await? {
            match self.tournaments.leave_tournament(user, &t.id).await {
                Ok(_) | Err(PlayError::Conflict { code: "not_joined" | "tournament_over", .. }) => {}
                Err(e) => return Err(e),
            }
        }
        // Every active game, however many: a list holds at most 500, and each resigned game
        // leaves it.
        loop {
            let active = self.game_store.games_of(user.id.as_str(), Some(GameStatus::Active)).await?;
            if active.is_empty() {
                break;
            }
            for game in active {
                match self.games.resign(user, game.id.as_str(), None).await {
                    Ok(_) | Err(PlayError::GameOver(_)) => {}
                    Err(e) => return Err(e),
                }
            }
        }
        if !closed {
            tracing::info!(user = %user.id, "an account closed already was closed again: its games are resigned");
        }
        Ok(())
    }

    /// Which of `ids` are closed accounts (their names are shown as such).
    pub async fn closed_among(&self, ids: &[String]) -> Result<Vec<String>> {
        Ok(self.account_store.closed_among(ids).await?)
    }
}
