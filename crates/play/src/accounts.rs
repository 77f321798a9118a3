//! An account's life after sign-up: its address verified by a link mailed to it, the address
//! changed (the new one verified first, the old one told), the password changed or reset by a
//! mailed link, and the account closed. The links are single use and expire; each is signed
//! (its id, account and purpose) and checked against its stored row when it comes back.

use ortoo_core::store::{AccountStore, GameStore, SettingsStore};
use ortoo_core::{LinkId, TokenId};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use ortoo_core::clock::Clock;
use ortoo_core::events::{Event, Events, Happening};
use ortoo_core::{AccountLink, GameStatus, LinkPurpose, Notice, NoticeKind, Scopes, Timestamp, Words};
use ortoo_core::{Token, User, UserId};
use tokio::sync::Notify;

use crate::credentials::{self, AccountError};
use crate::error::{Missing, PlayError, Result};
use crate::games::Games;
use crate::limits::{Counted, RateLimiter};
use crate::notices::Composer;
use crate::token::Signer;
use crate::tournaments::Tournaments;
use ortoo_i18n::{Lang, Said};

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
        PlayError::Invalid { code: "invalid_account", detail: e.said() }
    }
}

/// A link that cannot be followed, in words for the person who followed it.
fn link_refused() -> PlayError {
    PlayError::Invalid { code: "link_invalid", detail: Said::new("error-link-refused") }
}

/// Accounts: signing up and in, sessions and API tokens, and an account's life after sign-up.
#[derive(Clone)]
pub struct Accounts {
    pub(crate) account_store: Arc<dyn AccountStore>,
    /// A new account's language, where it was made in one.
    pub(crate) settings_store: Arc<dyn SettingsStore>,
    pub(crate) game_store: Arc<dyn GameStore>,
    pub(crate) events: Events,
    pub(crate) clock: Clock,
    pub(crate) composer: Arc<Composer>,
    pub(crate) signer: Signer,
    /// Rung after every commit that stored mail.
    pub(crate) outbox: Arc<Notify>,
    /// Whether addresses are verified, and for how long a link stays good.
    pub(crate) rules: AccountRules,
    pub(crate) limits: RateLimiter,
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
    pub async fn user(&self, id: &UserId) -> Result<Option<User>> {
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
    pub async fn revoke_token(&self, user: &User, id: &TokenId) -> Result<bool> {
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
            stream: None,
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
            id: LinkId::new(),
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
        let token = self.signer.link_token(link.id.as_str(), link.user_id.as_str(), link.purpose.as_str());
        let page = match link.purpose {
            LinkPurpose::Verify => "verify",
            LinkPurpose::Reset => "reset",
        };
        format!("{}/account/{page}/{token}", self.composer.base_url)
    }

    /// Account mail: to `address`, whatever the account's settings, its `words` said in the
    /// reader's language when it goes.
    fn account_mail(&self, user_id: &UserId, address: &str, words: Words) -> Notice {
        Notice {
            address: Some(address.to_string()),
            always_email: true,
            ..crate::notices::worded(user_id.clone(), NoticeKind::Account, words)
        }
    }

    /// The words of a mail carrying `link`: a greeting to `name`, `what` the link is for, the
    /// link on a line of its own, then the lines `after` it.
    fn link_words(
        &self,
        title: &'static str,
        name: &str,
        what: Said,
        link: &AccountLink,
        after: [&'static str; 2],
    ) -> Words {
        Words {
            game: None,
            title: Said::new(title),
            lines: vec![
                Said::new("account-mail-hello").arg("name", name),
                Said::as_is(""),
                what,
                Said::as_is(""),
                Said::as_is(format!("    {}", self.link_address(link))),
                Said::as_is(""),
                Said::new(after[0]),
                Said::new(after[1]),
            ],
        }
    }

    fn verification(&self, user: &UserId, name: &str, address: &str) -> (AccountLink, Notice) {
        let link = self.link(user, LinkPurpose::Verify, address, self.rules.verify_link_ms);
        let hours = self.rules.verify_link_ms / 3_600_000;
        let what = Said::new("account-mail-verify").arg("address", address).arg("name", name).arg("hours", hours);
        let after = ["account-mail-verify-until", "account-mail-verify-ignore"];
        let words = self.link_words("account-mail-verify-title", name, what, &link, after);
        let mail = self.account_mail(user, address, words);
        (link, mail)
    }

    /// Validates and creates an account. Where addresses are verified, the address is sent a
    /// verification link (in the same transaction) and nothing else until it is followed.
    /// `name_taken` when the name is someone's already (without regard to case).
    pub async fn register(&self, name: &str, email: &str, password: &str) -> Result<User> {
        self.register_in(name, email, password, None).await
    }

    /// [`Accounts::register`], the account made in `language` (the page's, or the one the API
    /// was asked in): its setting from the start, so the verification mail and every mail after
    /// it are in the language the player signed up in.
    pub async fn register_in(&self, name: &str, email: &str, password: &str, language: Option<Lang>) -> Result<User> {
        let (name, email) = (name.trim(), email.trim());
        let language = language.map(|l| l.tag());
        credentials::validate_name(name)?;
        credentials::validate_email(email)?;
        credentials::validate_password(password)?;
        let hash = credentials::hash_password(password.to_string()).await?;
        let made = if self.rules.verify_email {
            // The account's id is made here so the link can name it; the store keeps it.
            let (link, mail) = self.verification(&UserId::new(), name, email);
            self.account_store.create_user_to_verify(name, email, &hash, self.now(), language, &link, mail).await
        } else {
            self.account_store.create_user(name, email, &hash, self.now()).await
        };
        let user = made.map_err(|e| match e {
            ortoo_core::StoreError::Conflict => {
                PlayError::Conflict { code: "name_taken", detail: Said::new("error-name-taken").arg("name", name) }
            }
            e => e.into(),
        })?;
        // No mail is written for an account made verified, so its language may follow.
        let user = match language {
            Some(tag) if user.language.is_none() => {
                self.settings_store.set_language(&user.id, Some(tag)).await?;
                User { language: Some(tag.to_string()), ..user }
            }
            _ => user,
        };
        self.outbox.notify_one();
        Ok(user)
    }

    /// Sends the account's address a new verification link (the older ones stop working).
    pub async fn send_verification(&self, user: &User) -> Result<()> {
        if user.email_verified() {
            return Err(PlayError::Conflict {
                code: "verified_already",
                detail: Said::new("error-verified-already").arg("address", user.email.as_str()),
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
            let words = Words {
                game: None,
                title: Said::new("account-mail-changed-title"),
                lines: vec![
                    Said::new("account-mail-hello").arg("name", user.name.as_str()),
                    Said::as_is(""),
                    Said::new("account-mail-changed")
                        .arg("name", user.name.as_str())
                        .arg("address", link.address.as_str())
                        .arg("old", user.email.as_str()),
                    Said::new("account-mail-changed-warning").arg("server", self.composer.base_url.as_str()),
                ],
            };
            self.account_mail(&user.id, &user.email, words)
        });
        if !self.account_store.follow_verify_link(&link.id, self.now(), told).await? {
            return Err(link_refused());
        }
        self.forget_credentials(&user);
        self.outbox.notify_one();
        self.account_store.user_by_id(&user.id).await?.ok_or(PlayError::NotFound(Missing::Account))
    }

    /// The link a token names, if it is genuine, of `purpose`, unused and in time, with its
    /// account (open).
    async fn followable(&self, token: &str, purpose: LinkPurpose) -> Result<(AccountLink, User)> {
        let (id, tag) = crate::token::Signer::reply_parts(token).ok_or_else(link_refused)?;
        let link = self.account_store.account_link(&LinkId::from_text(id)).await?.ok_or_else(link_refused)?;
        if link.purpose != purpose
            || !self.signer.link_valid(id, tag, link.user_id.as_str(), purpose.as_str())
            || link.used_at.is_some()
            || link.expires_at <= self.now()
        {
            return Err(link_refused());
        }
        let user = self.account_store.user_by_id(&link.user_id).await?.ok_or_else(link_refused)?;
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
            return Err(PlayError::BadRequest(Said::new("error-reset-who")));
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
            let what = Said::new("account-mail-reset").arg("name", user.name.as_str());
            let after = ["account-mail-reset-ends", "account-mail-reset-ignore"];
            let words = self.link_words("account-mail-reset-title", &user.name, what, &link, after);
            let mail = self.account_mail(&user.id, &user.email, words);
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
        let stored = self.account_store.user_by_id(&user.id).await?.ok_or(PlayError::NotFound(Missing::Account))?;
        if !credentials::verify_password(old.to_string(), stored.password_hash.clone()).await? {
            self.limits.count(Counted::Login(&user.name)).await?;
            return Err(PlayError::WrongPassword);
        }
        let hash = credentials::hash_password(new.to_string()).await?;
        if !self.account_store.change_password(&user.id, &stored.password_hash, &hash, keep, self.now()).await? {
            return Err(PlayError::Conflict { code: "password_changed", detail: Said::new("error-password-changed") });
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
        let stored = self.account_store.user_by_id(&user.id).await?.ok_or(PlayError::NotFound(Missing::Account))?;
        if !credentials::verify_password(password.to_string(), stored.password_hash.clone()).await? {
            self.limits.count(Counted::Login(&user.name)).await?;
            return Err(PlayError::WrongPassword);
        }
        if stored.email.eq_ignore_ascii_case(email) && stored.email_verified() {
            return Err(PlayError::Conflict {
                code: "same_address",
                detail: Said::new("error-same-address").arg("address", email),
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
        let token = self.signer.link_token(link.id.as_str(), user.id.as_str(), link.purpose.as_str());
        self.account_store.add_account_link(&link, None).await?;
        self.verify_address(&token).await?;
        Ok(AddressChange::Made)
    }

    /// Closes the account, given its password: its active games are resigned and its
    /// tournaments left, then no session or token opens it, its open challenges are withdrawn
    /// and nothing more is mailed to it. Its games stay, under its name, shown as closed.
    pub async fn close_account(&self, user: &User, password: &str) -> Result<()> {
        let stored = self.account_store.user_by_id(&user.id).await?.ok_or(PlayError::NotFound(Missing::Account))?;
        if !credentials::verify_password(password.to_string(), stored.password_hash.clone()).await? {
            self.limits.count(Counted::Login(&user.name)).await?;
            return Err(PlayError::WrongPassword);
        }
        // Closed first, so that what follows (the resignations' notices, the tournaments'
        // news) is mailed to the opponents and not to the account.
        let closed = self.account_store.close_account(&user.id, self.now()).await?;
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
            let active = self.game_store.games_of(&user.id, Some(GameStatus::Active)).await?;
            if active.is_empty() {
                break;
            }
            for game in active {
                match self.games.resign(user, &game.id, None).await {
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
    pub async fn closed_among(&self, ids: &[UserId]) -> Result<Vec<UserId>> {
        Ok(self.account_store.closed_among(ids).await?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{PASSWORD, Scene, allowances};
    use ortoo_core::store::{Outbox, Outgoing};

    /// A password that passes the rules and is not [`PASSWORD`].
    const NEW_PASSWORD: &str = "a brand new password";

    /// The account mail waiting to go to `address`, oldest first.
    async fn mail_to(scene: &Scene, address: &str) -> Vec<Outgoing> {
        let now = scene.now();
        // Leased until now, so that the next look finds them again.
        let mut all = scene.store.claim_outgoing(now, now, 1000).await.unwrap();
        all.retain(|m| m.is_account_mail() && m.email == address);
        all
    }

    /// The tokens of the links to `page` (`verify` or `reset`) mailed to `address`, oldest first.
    async fn links_to(scene: &Scene, address: &str, page: &str) -> Vec<String> {
        let marker = format!("/account/{page}/");
        let mails = mail_to(scene, address).await;
        let token = |m: &Outgoing| {
            let detail = m.detail_in(ortoo_i18n::english());
            detail.find(&marker).map(|at| detail[at + marker.len()..][..52].to_string())
        };
        mails.iter().filter_map(token).collect()
    }

    /// The token of the last link to `page` mailed to `address`.
    async fn last_link(scene: &Scene, address: &str, page: &str) -> String {
        let links = links_to(scene, address, page).await;
        links.last().unwrap_or_else(|| panic!("no {page} link was mailed to {address}")).clone()
    }

    /// The code of a refusal that has one.
    fn code_of<T: std::fmt::Debug>(result: Result<T>) -> &'static str {
        match result {
            Err(PlayError::Invalid { code, .. } | PlayError::Conflict { code, .. }) => code,
            other => panic!("a refusal with a code, not {other:?}"),
        }
    }

    /// The same token with its signature's last digit changed.
    fn forged(token: &str) -> String {
        let (kept, last) = token.split_at(token.len() - 1);
        format!("{kept}{}", if last == "0" { "1" } else { "0" })
    }

    /// A scene whose server verifies no addresses.
    async fn unverifying() -> Scene {
        let mut a = allowances();
        a.accounts.verify_email = false;
        Scene::with(a).await
    }

    #[tokio::test]
    async fn the_accounts_own_password_opens_it_and_nothing_else_does() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let accounts = &scene.play.accounts;
        let opened = accounts.check_password(" Ann ", PASSWORD).await.unwrap().expect("her password opens it");
        assert_eq!(opened.id, ann.id);
        assert!(accounts.check_password("Ann", NEW_PASSWORD).await.unwrap().is_none());
        assert!(accounts.check_password("Nobody", PASSWORD).await.unwrap().is_none());
    }

    #[tokio::test]
    async fn a_session_opens_its_account_until_it_expires_or_ends() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let accounts = &scene.play.accounts;
        accounts.start_session(&ann, "kept", 2).await.unwrap();
        accounts.start_session(&ann, "ended", 2).await.unwrap();
        assert_eq!(accounts.session_user("kept").await.unwrap().map(|u| u.id), Some(ann.id.clone()));
        accounts.end_session("ended").await.unwrap();
        assert!(accounts.session_user("ended").await.unwrap().is_none());
        scene.wait(2 * 86_400_000 - 1);
        assert!(accounts.session_user("kept").await.unwrap().is_some(), "two days, less a millisecond");
        scene.wait(1);
        assert!(accounts.session_user("kept").await.unwrap().is_none(), "two days are over");
    }

    #[tokio::test]
    async fn a_token_revoked_by_its_owner_opens_nothing_and_is_forgotten_everywhere() {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        let accounts = &scene.play.accounts;
        let token = accounts.issue_token(&ann, "bot", "secret hash", Scopes::ALL).await.unwrap();
        assert_eq!(accounts.tokens(&ann).await.unwrap(), std::slice::from_ref(&token));
        let (user, scopes) = accounts.token_user("secret hash").await.unwrap().expect("a live token");
        assert_eq!((user.id, scopes), (ann.id.clone(), Scopes::ALL));
        let generation = accounts.credentials_generation();
        assert!(!accounts.revoke_token(&bob, &token.id).await.unwrap(), "not Bob's token");
        assert!(!accounts.revoke_token(&ann, &TokenId::from_text("no such token")).await.unwrap());
        assert_eq!(accounts.credentials_generation(), generation, "nothing changed");
        assert!(accounts.revoke_token(&ann, &token.id).await.unwrap());
        assert_eq!(accounts.credentials_generation(), generation + 1);
        assert!(accounts.token_user("secret hash").await.unwrap().is_none());
        assert!(accounts.tokens(&ann).await.unwrap().is_empty());
        assert!(!accounts.revoke_token(&ann, &token.id).await.unwrap(), "revoked already");
        assert_eq!(accounts.credentials_generation(), generation + 1);
    }

    #[tokio::test]
    async fn a_sign_up_makes_an_account_whose_address_waits_for_a_link_mailed_to_it() {
        let scene = Scene::new().await;
        let accounts = &scene.play.accounts;
        let cat = accounts.register(" Cat ", " cat@example.org ", NEW_PASSWORD).await.unwrap();
        assert_eq!((cat.name.as_str(), cat.email.as_str(), cat.email_verified()), ("Cat", "cat@example.org", false));
        assert_eq!(accounts.user_named("cat").await.unwrap().map(|u| u.id), Some(cat.id.clone()));
        assert!(accounts.check_password("Cat", NEW_PASSWORD).await.unwrap().is_some());
        assert_eq!(links_to(&scene, "cat@example.org", "verify").await.len(), 1);
    }

    #[tokio::test]
    async fn a_sign_up_with_a_bad_name_address_or_password_is_refused() {
        let scene = Scene::new().await;
        let accounts = &scene.play.accounts;
        let tries = [
            ("9lives", "cat@example.org", NEW_PASSWORD),
            ("Cat", "cat-at-example.org", NEW_PASSWORD),
            ("Cat", "cat@example.org", "short"),
        ];
        for (name, email, password) in tries {
            assert_eq!(code_of(accounts.register(name, email, password).await), "invalid_account", "{name} {email}");
        }
        assert!(accounts.user_named("Cat").await.unwrap().is_none());
        assert!(mail_to(&scene, "cat@example.org").await.is_empty());
    }

    #[tokio::test]
    async fn a_name_taken_whatever_its_case_is_refused() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let accounts = &scene.play.accounts;
        assert_eq!(code_of(accounts.register("aNN", "other@example.org", NEW_PASSWORD).await), "name_taken");
        assert_eq!(accounts.user_named("Ann").await.unwrap().map(|u| u.email), Some(ann.email));
        assert!(mail_to(&scene, "other@example.org").await.is_empty());
    }

    #[tokio::test]
    async fn where_addresses_are_not_verified_a_sign_up_is_verified_at_once_and_mails_nothing() {
        let scene = unverifying().await;
        let cat = scene.play.accounts.register("Cat", "cat@example.org", NEW_PASSWORD).await.unwrap();
        assert!(cat.email_verified());
        assert!(mail_to(&scene, "cat@example.org").await.is_empty());
    }

    #[tokio::test]
    async fn a_verification_link_verifies_its_address_once() {
        let scene = Scene::new().await;
        let accounts = &scene.play.accounts;
        let cat = accounts.register("Cat", "cat@example.org", NEW_PASSWORD).await.unwrap();
        let link = last_link(&scene, "cat@example.org", "verify").await;
        let generation = accounts.credentials_generation();
        let verified = accounts.verify_address(&link).await.unwrap();
        assert_eq!((verified.id.clone(), verified.email_verified()), (cat.id.clone(), true));
        assert!(accounts.user(&cat.id).await.unwrap().expect("the account").email_verified());
        assert_eq!(accounts.credentials_generation(), generation + 1);
        assert_eq!(code_of(accounts.verify_address(&link).await), "link_invalid", "used once already");
        assert_eq!(mail_to(&scene, "cat@example.org").await.len(), 1, "no address changed: none is told");
    }

    #[tokio::test]
    async fn a_verification_link_expires_after_its_hours() {
        let scene = Scene::new().await;
        let accounts = &scene.play.accounts;
        accounts.register("Cat", "cat@example.org", NEW_PASSWORD).await.unwrap();
        accounts.register("Dan", "dan@example.org", NEW_PASSWORD).await.unwrap();
        scene.wait(48 * 3_600_000 - 1);
        accounts.verify_address(&last_link(&scene, "cat@example.org", "verify").await).await.unwrap();
        scene.wait(1);
        let dans = last_link(&scene, "dan@example.org", "verify").await;
        assert_eq!(code_of(accounts.verify_address(&dans).await), "link_invalid");
        assert!(!accounts.user_named("Dan").await.unwrap().expect("Dan").email_verified());
    }

    #[tokio::test]
    async fn a_forged_or_misshapen_link_is_refused() {
        let scene = Scene::new().await;
        let accounts = &scene.play.accounts;
        accounts.register("Cat", "cat@example.org", NEW_PASSWORD).await.unwrap();
        let link = last_link(&scene, "cat@example.org", "verify").await;
        let unknown = format!("{}{}", "0".repeat(32), &link[32..]);
        for bad in [forged(&link), unknown, "not a link".into(), link[..51].to_string()] {
            assert_eq!(code_of(accounts.verify_address(&bad).await), "link_invalid", "{bad}");
        }
        assert!(!accounts.user_named("Cat").await.unwrap().expect("Cat").email_verified());
        accounts.verify_address(&link).await.expect("the genuine link is still good");
    }

    #[tokio::test]
    async fn a_link_does_only_what_it_was_mailed_for() {
        let scene = Scene::new().await;
        let accounts = &scene.play.accounts;
        scene.player("Ann").await;
        accounts.register("Cat", "cat@example.org", NEW_PASSWORD).await.unwrap();
        accounts.ask_reset("Ann").await.unwrap();
        let reset = last_link(&scene, "ann@example.org", "reset").await;
        let verify = last_link(&scene, "cat@example.org", "verify").await;
        assert_eq!(code_of(accounts.verify_address(&reset).await), "link_invalid");
        assert_eq!(code_of(accounts.reset_link(&verify).await), "link_invalid");
        assert_eq!(code_of(accounts.reset_password(&verify, NEW_PASSWORD).await), "link_invalid");
        accounts.reset_link(&reset).await.expect("the reset link is still good");
    }

    #[tokio::test]
    async fn a_verification_asked_for_again_voids_the_earlier_link() {
        let scene = Scene::new().await;
        let accounts = &scene.play.accounts;
        let cat = accounts.register("Cat", "cat@example.org", NEW_PASSWORD).await.unwrap();
        let first = last_link(&scene, "cat@example.org", "verify").await;
        accounts.send_verification(&cat).await.unwrap();
        let second = last_link(&scene, "cat@example.org", "verify").await;
        assert_ne!(first, second);
        assert_eq!(code_of(accounts.verify_address(&first).await), "link_invalid");
        assert!(accounts.verify_address(&second).await.unwrap().email_verified());
    }

    #[tokio::test]
    async fn a_verified_address_is_not_sent_a_verification() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        assert_eq!(code_of(scene.play.accounts.send_verification(&ann).await), "verified_already");
        assert!(mail_to(&scene, "ann@example.org").await.is_empty());
    }

    #[tokio::test]
    async fn verifications_asked_for_again_are_limited_per_hour() {
        let scene = Scene::new().await;
        let accounts = &scene.play.accounts;
        let cat = accounts.register("Cat", "cat@example.org", NEW_PASSWORD).await.unwrap();
        for _ in 0..5 {
            accounts.send_verification(&cat).await.unwrap();
        }
        assert!(matches!(accounts.send_verification(&cat).await, Err(PlayError::RateLimited { retry_after: 720 })));
        assert_eq!(links_to(&scene, "cat@example.org", "verify").await.len(), 6, "the sign-up's and five more");
        scene.wait(720_000);
        accounts.send_verification(&cat).await.expect("a twelfth of an hour gives one back");
    }

    #[tokio::test]
    async fn a_reset_is_mailed_to_the_verified_address_of_the_name_or_the_address_asked() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let accounts = &scene.play.accounts;
        accounts.ask_reset(" ann ").await.unwrap();
        let by_name = last_link(&scene, "ann@example.org", "reset").await;
        assert_eq!(accounts.reset_link(&by_name).await.unwrap().id, ann.id);
        accounts.ask_reset("ANN@example.org").await.unwrap();
        let by_address = last_link(&scene, "ann@example.org", "reset").await;
        assert_ne!(by_address, by_name);
        assert_eq!(accounts.reset_link(&by_address).await.unwrap().id, ann.id);
        assert_eq!(code_of(accounts.reset_link(&by_name).await), "link_invalid", "the newer link voids it");
    }

    #[tokio::test]
    async fn a_reset_asked_for_no_open_verified_account_is_answered_alike_and_mails_nothing() {
        let scene = Scene::new().await;
        let accounts = &scene.play.accounts;
        accounts.register("Cat", "cat@example.org", NEW_PASSWORD).await.unwrap();
        let dan = scene.player("Dan").await;
        accounts.close_account(&dan, PASSWORD).await.unwrap();
        for who in ["Nobody", "nobody@example.org", "Cat", "cat@example.org", "Dan", "dan@example.org"] {
            accounts.ask_reset(who).await.unwrap_or_else(|e| panic!("{who}: {e}"));
        }
        assert!(links_to(&scene, "cat@example.org", "reset").await.is_empty(), "an address not verified");
        assert!(links_to(&scene, "dan@example.org", "reset").await.is_empty(), "a closed account");
    }

    #[tokio::test]
    async fn a_reset_asked_without_a_name_is_a_bad_request() {
        let scene = Scene::new().await;
        for who in ["  ".to_string(), "a".repeat(255)] {
            assert!(matches!(scene.play.accounts.ask_reset(&who).await, Err(PlayError::BadRequest(_))));
        }
    }

    #[tokio::test]
    async fn resets_beyond_the_accounts_allowance_are_answered_alike_and_not_mailed() {
        let scene = Scene::new().await;
        scene.player("Ann").await;
        for _ in 0..7 {
            scene.play.accounts.ask_reset("Ann").await.expect("the same answer every time");
        }
        assert_eq!(links_to(&scene, "ann@example.org", "reset").await.len(), 5);
        scene.wait(720_000);
        scene.play.accounts.ask_reset("Ann").await.unwrap();
        assert_eq!(links_to(&scene, "ann@example.org", "reset").await.len(), 6);
    }

    #[tokio::test]
    async fn a_reset_sets_the_new_password_once_and_ends_every_session_and_token() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let accounts = &scene.play.accounts;
        accounts.start_session(&ann, "session", 30).await.unwrap();
        accounts.issue_token(&ann, "bot", "token", Scopes::ALL).await.unwrap();
        accounts.ask_reset("Ann").await.unwrap();
        let link = last_link(&scene, "ann@example.org", "reset").await;
        let generation = accounts.credentials_generation();
        assert_eq!(accounts.reset_password(&link, NEW_PASSWORD).await.unwrap().id, ann.id);
        assert_eq!(accounts.credentials_generation(), generation + 1);
        assert!(accounts.check_password("Ann", NEW_PASSWORD).await.unwrap().is_some());
        assert!(accounts.check_password("Ann", PASSWORD).await.unwrap().is_none());
        assert!(accounts.session_user("session").await.unwrap().is_none());
        assert!(accounts.token_user("token").await.unwrap().is_none());
        assert_eq!(code_of(accounts.reset_password(&link, PASSWORD).await), "link_invalid", "used once already");
        assert!(accounts.check_password("Ann", NEW_PASSWORD).await.unwrap().is_some());
    }

    #[tokio::test]
    async fn a_reset_link_expires_after_an_hour() {
        let scene = Scene::new().await;
        scene.player("Ann").await;
        let accounts = &scene.play.accounts;
        accounts.ask_reset("Ann").await.unwrap();
        let link = last_link(&scene, "ann@example.org", "reset").await;
        scene.wait(RESET_LINK_MS - 1);
        accounts.reset_link(&link).await.expect("good for an hour");
        scene.wait(1);
        assert_eq!(code_of(accounts.reset_link(&link).await), "link_invalid");
        assert_eq!(code_of(accounts.reset_password(&link, NEW_PASSWORD).await), "link_invalid");
        assert!(accounts.check_password("Ann", PASSWORD).await.unwrap().is_some());
    }

    #[tokio::test]
    async fn a_reset_to_a_password_too_short_is_refused_and_leaves_the_link_good() {
        let scene = Scene::new().await;
        scene.player("Ann").await;
        let accounts = &scene.play.accounts;
        accounts.ask_reset("Ann").await.unwrap();
        let link = last_link(&scene, "ann@example.org", "reset").await;
        assert_eq!(code_of(accounts.reset_password(&link, "short").await), "invalid_account");
        assert!(accounts.check_password("Ann", PASSWORD).await.unwrap().is_some());
        accounts.reset_password(&link, NEW_PASSWORD).await.expect("the link was not used");
    }

    #[tokio::test]
    async fn a_password_change_needs_the_present_password_and_a_good_new_one() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let accounts = &scene.play.accounts;
        let wrong = accounts.change_password(&ann, NEW_PASSWORD, "another password", None).await;
        assert!(matches!(wrong, Err(PlayError::WrongPassword)));
        assert_eq!(code_of(accounts.change_password(&ann, PASSWORD, "short", None).await), "invalid_account");
        assert!(accounts.check_password("Ann", PASSWORD).await.unwrap().is_some(), "nothing was changed");
    }

    #[tokio::test]
    async fn a_password_change_ends_every_session_and_token_but_the_callers() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let accounts = &scene.play.accounts;
        accounts.start_session(&ann, "mine", 30).await.unwrap();
        accounts.start_session(&ann, "elsewhere", 30).await.unwrap();
        accounts.issue_token(&ann, "bot", "token", Scopes::ALL).await.unwrap();
        let generation = accounts.credentials_generation();
        accounts.change_password(&ann, PASSWORD, NEW_PASSWORD, Some("mine")).await.unwrap();
        assert_eq!(accounts.credentials_generation(), generation + 1);
        assert!(accounts.check_password("Ann", NEW_PASSWORD).await.unwrap().is_some());
        assert!(accounts.session_user("mine").await.unwrap().is_some());
        assert!(accounts.session_user("elsewhere").await.unwrap().is_none());
        assert!(accounts.token_user("token").await.unwrap().is_none());
    }

    #[tokio::test]
    async fn wrong_passwords_given_to_change_the_account_count_against_its_log_ins() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let accounts = &scene.play.accounts;
        for _ in 0..4 {
            let wrong = accounts.change_password(&ann, NEW_PASSWORD, NEW_PASSWORD, None).await;
            assert!(matches!(wrong, Err(PlayError::WrongPassword)));
        }
        for _ in 0..3 {
            let wrong = accounts.change_address(&ann, NEW_PASSWORD, "ann@new.example").await;
            assert!(matches!(wrong, Err(PlayError::WrongPassword)));
            assert!(matches!(accounts.close_account(&ann, NEW_PASSWORD).await, Err(PlayError::WrongPassword)));
        }
        let limited = accounts.change_password(&ann, NEW_PASSWORD, NEW_PASSWORD, None).await;
        assert!(matches!(limited, Err(PlayError::RateLimited { .. })), "{limited:?}");
        assert!(!scene.play.limits.allowed(crate::limits::Counted::Login("ANN")).await.unwrap());
    }

    #[tokio::test]
    async fn an_address_change_waits_for_the_new_address_to_be_verified_then_tells_the_old_one() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let accounts = &scene.play.accounts;
        let change = accounts.change_address(&ann, PASSWORD, " ann@new.example ").await.unwrap();
        assert_eq!(change, AddressChange::AwaitingVerification);
        let still = accounts.user(&ann.id).await.unwrap().expect("Ann");
        assert_eq!((still.email.as_str(), still.email_verified()), ("ann@example.org", true));
        assert!(mail_to(&scene, "ann@example.org").await.is_empty(), "the old address is told only once changed");
        let link = last_link(&scene, "ann@new.example", "verify").await;
        let changed = accounts.verify_address(&link).await.unwrap();
        assert_eq!((changed.email.as_str(), changed.email_verified()), ("ann@new.example", true));
        let told = mail_to(&scene, "ann@example.org").await;
        assert_eq!(told.len(), 1);
        let detail = told[0].detail_in(ortoo_i18n::english());
        assert!(detail.contains("ann@new.example"), "{detail}");
    }

    #[tokio::test]
    async fn an_address_change_needs_the_password_and_a_plausible_address() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let accounts = &scene.play.accounts;
        assert_eq!(code_of(accounts.change_address(&ann, PASSWORD, "ann at new.example").await), "invalid_account");
        let wrong = accounts.change_address(&ann, NEW_PASSWORD, "ann@new.example").await;
        assert!(matches!(wrong, Err(PlayError::WrongPassword)));
        assert!(mail_to(&scene, "ann@new.example").await.is_empty());
    }

    #[tokio::test]
    async fn the_accounts_own_verified_address_is_no_change_but_an_unverified_one_is_sent_again() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let accounts = &scene.play.accounts;
        assert_eq!(code_of(accounts.change_address(&ann, PASSWORD, "ANN@example.org").await), "same_address");
        assert!(mail_to(&scene, "ann@example.org").await.is_empty());
        let cat = accounts.register("Cat", "cat@example.org", NEW_PASSWORD).await.unwrap();
        let change = accounts.change_address(&cat, NEW_PASSWORD, "cat@example.org").await.unwrap();
        assert_eq!(change, AddressChange::AwaitingVerification);
        assert_eq!(links_to(&scene, "cat@example.org", "verify").await.len(), 2);
    }

    #[tokio::test]
    async fn where_addresses_are_not_verified_an_address_changes_at_once_and_the_old_one_is_told() {
        let scene = unverifying().await;
        let ann = scene.player("Ann").await;
        let accounts = &scene.play.accounts;
        let generation = accounts.credentials_generation();
        let change = accounts.change_address(&ann, PASSWORD, "ann@new.example").await.unwrap();
        assert_eq!(change, AddressChange::Made);
        let changed = accounts.user(&ann.id).await.unwrap().expect("Ann");
        assert_eq!((changed.email.as_str(), changed.email_verified()), ("ann@new.example", true));
        assert_eq!(accounts.credentials_generation(), generation + 1);
        assert_eq!(mail_to(&scene, "ann@example.org").await.len(), 1, "the old address is told");
        assert!(mail_to(&scene, "ann@new.example").await.is_empty(), "no link to follow");
    }

    #[tokio::test]
    async fn address_changes_are_limited_per_hour_for_the_account_and_for_the_address() {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        let accounts = &scene.play.accounts;
        for i in 0..5 {
            accounts.change_address(&ann, PASSWORD, &format!("ann{i}@new.example")).await.unwrap();
        }
        let limited = accounts.change_address(&ann, PASSWORD, "ann9@new.example").await;
        assert!(matches!(limited, Err(PlayError::RateLimited { .. })), "{limited:?}");
        assert!(mail_to(&scene, "ann9@new.example").await.is_empty());
        for _ in 0..4 {
            accounts.change_address(&bob, PASSWORD, "ann0@new.example").await.unwrap();
        }
        let limited = accounts.change_address(&bob, PASSWORD, "ANN0@new.example").await;
        assert!(matches!(limited, Err(PlayError::RateLimited { .. })), "five to one address: {limited:?}");
    }

    #[tokio::test]
    async fn closing_an_account_needs_its_password() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let accounts = &scene.play.accounts;
        assert!(matches!(accounts.close_account(&ann, NEW_PASSWORD).await, Err(PlayError::WrongPassword)));
        assert!(accounts.check_password("Ann", PASSWORD).await.unwrap().is_some());
        assert!(accounts.closed_among(std::slice::from_ref(&ann.id)).await.unwrap().is_empty());
    }

    #[tokio::test]
    async fn a_closed_account_opens_for_no_one_and_its_games_are_resigned() {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        let accounts = &scene.play.accounts;
        let game = scene.game("chess", &ann, &bob, Some(3)).await;
        let other = scene.game("chess", &bob, &ann, None).await;
        accounts.start_session(&ann, "session", 30).await.unwrap();
        accounts.issue_token(&ann, "bot", "token", Scopes::ALL).await.unwrap();
        let generation = accounts.credentials_generation();
        accounts.close_account(&ann, PASSWORD).await.unwrap();
        assert!(accounts.credentials_generation() > generation);
        assert!(accounts.check_password("Ann", PASSWORD).await.unwrap().is_none());
        assert!(accounts.session_user("session").await.unwrap().is_none());
        assert!(accounts.token_user("token").await.unwrap().is_none());
        let ids = [ann.id.clone(), bob.id.clone()];
        assert_eq!(accounts.closed_among(&ids).await.unwrap(), std::slice::from_ref(&ann.id));
        for (id, winner) in [(game.id, ortoo_core::Side::Black), (other.id, ortoo_core::Side::White)] {
            let game = scene.store.game(&id).await.unwrap().expect("the game stays");
            let resigned = ortoo_core::Outcome::Win { winner, reason: ortoo_core::Reason::Resignation };
            assert_eq!(game.outcome, Some(resigned));
        }
    }

    #[tokio::test]
    async fn closing_an_account_leaves_its_tournaments() {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        let tournaments = &scene.play.tournaments;
        let request = |name: &str| crate::tournaments::NewTournament {
            name: name.into(),
            kind: "round_robin".into(),
            variant: "chess".into(),
            options: Default::default(),
            time_control: None,
            rated: Some(false),
            rounds: None,
            starts_at: None,
        };
        let joined = tournaments.create_tournament(&bob, request("Joined")).await.unwrap();
        tournaments.create_tournament(&bob, request("Not joined")).await.unwrap();
        tournaments.join_tournament(&ann, &joined.id).await.unwrap();
        scene.play.accounts.close_account(&ann, PASSWORD).await.expect("a tournament not joined is no matter");
        let entries = tournaments.tournament_view(&joined.id).await.unwrap().entries;
        assert_eq!(entries.iter().map(|e| e.name.as_str()).collect::<Vec<_>>(), ["Bob"]);
    }

    #[tokio::test]
    async fn a_closed_accounts_links_cannot_be_followed() {
        let scene = Scene::new().await;
        let accounts = &scene.play.accounts;
        let cat = accounts.register("Cat", "cat@example.org", NEW_PASSWORD).await.unwrap();
        let link = last_link(&scene, "cat@example.org", "verify").await;
        accounts.close_account(&cat, NEW_PASSWORD).await.unwrap();
        assert_eq!(code_of(accounts.verify_address(&link).await), "link_invalid");
    }

    #[tokio::test]
    async fn a_closed_accounts_password_is_not_changed() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let accounts = &scene.play.accounts;
        accounts.close_account(&ann, PASSWORD).await.unwrap();
        let changed = accounts.change_password(&ann, PASSWORD, NEW_PASSWORD, None).await;
        assert_eq!(code_of(changed), "password_changed");
        let stored = accounts.user(&ann.id).await.unwrap().expect("the account stays");
        assert_eq!(stored.password_hash, ann.password_hash);
    }

    #[tokio::test]
    async fn closing_an_account_closed_already_is_no_error() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let accounts = &scene.play.accounts;
        accounts.close_account(&ann, PASSWORD).await.unwrap();
        let closed_at = accounts.user(&ann.id).await.unwrap().and_then(|u| u.closed_at);
        scene.wait(1000);
        accounts.close_account(&ann, PASSWORD).await.expect("closed again");
        let still = accounts.user(&ann.id).await.unwrap().and_then(|u| u.closed_at);
        assert_eq!((still, still.is_some()), (closed_at, true), "closed when first closed");
    }
}
