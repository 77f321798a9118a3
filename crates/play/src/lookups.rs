//! Accounts, sessions, API tokens, what the front ends list and look up, and the API's replay
//! records: each through the domain, so that no transport reads or writes the store by itself.

use ortoo_core::Millis;
use ortoo_core::store::Listed;
use ortoo_core::store::{KeptAnswer, QueueStats, StoredResponse};
use ortoo_core::{Challenge, Game, GameStatus, Scopes, Token, User};

use crate::accounts::{self, AccountError};
use crate::play::{Play, PlayError, Result};

impl From<AccountError> for PlayError {
    fn from(e: AccountError) -> PlayError {
        PlayError::Invalid { code: "invalid_account", detail: e.to_string() }
    }
}

impl Play {
    // ---- accounts ----

    /// The account `name` and `password` open, if they match one. An unknown name takes as long
    /// as a wrong password, so the answer's timing tells no one which names exist.
    pub async fn check_password(&self, name: &str, password: &str) -> Result<Option<User>> {
        match self.store.user_by_name(name.trim()).await? {
            Some(user) => {
                let matches = accounts::verify_password(password.to_string(), user.password_hash.clone()).await?;
                // A closed account opens for no one, whatever the password.
                Ok((matches && !user.is_closed()).then_some(user))
            }
            None => {
                accounts::burn_password_time(password.to_string()).await?;
                Ok(None)
            }
        }
    }

    /// The player called `name`, for their public page.
    pub async fn user_named(&self, name: &str) -> Result<Option<User>> {
        Ok(self.store.user_by_name(name.trim()).await?)
    }

    // ---- sessions and tokens ----

    /// Starts a login session of `days` for the holder of the secret whose hash is `token_hash`.
    pub async fn start_session(&self, user: &User, token_hash: &str, days: i64) -> Result<()> {
        let now = self.now();
        Ok(self.store.create_session(&user.id, token_hash, now, now + days * 86_400_000).await?)
    }

    /// The user of a live session.
    pub async fn session_user(&self, token_hash: &str) -> Result<Option<User>> {
        Ok(self.store.session_user(token_hash, self.now()).await?)
    }

    pub async fn end_session(&self, token_hash: &str) -> Result<()> {
        Ok(self.store.delete_session(token_hash).await?)
    }

    /// Issues an API token (its secret's hash is kept, never the secret).
    pub async fn issue_token(&self, user: &User, label: &str, token_hash: &str, scopes: Scopes) -> Result<Token> {
        Ok(self.store.create_token(&user.id, label, token_hash, scopes, self.now()).await?)
    }

    /// The user's live tokens.
    pub async fn tokens(&self, user: &User) -> Result<Vec<Token>> {
        Ok(self.store.tokens(&user.id).await?)
    }

    /// Revokes one of the user's tokens; false when they have no such live token.
    pub async fn revoke_token(&self, user: &User, id: &str) -> Result<bool> {
        let revoked = self.store.revoke_token(&user.id, id, self.now()).await?;
        if revoked {
            self.forget_credentials(user);
        }
        Ok(revoked)
    }

    /// Tells every process to forget its remembered token checks, which hold the account as it
    /// was (its address, whether it is open) and its credentials as they were. This process
    /// at once: its checks remembered before now no longer count
    /// ([`Play::credentials_generation`]); the others when the event reaches them through the
    /// store's relay. The event goes to no one's stream: it names no game and no listener.
    pub(crate) fn forget_credentials(&self, user: &User) {
        self.credentials.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        self.events.publish(ortoo_core::events::Event {
            game_id: None,
            users: Vec::new(),
            what: ortoo_core::events::Happening::TokenRevoked { user: user.id.clone() },
            id: None,
        });
    }

    /// How many times this process has seen credentials change: a token check remembered
    /// under an older count may be stale and is read again.
    pub fn credentials_generation(&self) -> u64 {
        self.credentials.load(std::sync::atomic::Ordering::SeqCst)
    }

    /// The user and scopes of a live token.
    pub async fn token_user(&self, token_hash: &str) -> Result<Option<(User, Scopes)>> {
        Ok(self.store.token_user(token_hash).await?)
    }

    // ---- lists ----

    /// The user's games, newest activity first, of one status or all.
    pub async fn games_of(&self, user: &User, status: Option<GameStatus>) -> Result<Vec<Game>> {
        Ok(self.store.games_of(&user.id, status).await?)
    }

    /// Open seeks, and open challenges to or from the user.
    pub async fn challenges_for(&self, user: &User) -> Result<Vec<Challenge>> {
        Ok(self.store.challenges_for(&user.id).await?)
    }

    /// Open challenges addressed to the user and their unread notices (at most
    /// `unread_at_most`), for a page's header.
    pub async fn asking(&self, user: &User, unread_at_most: i64) -> Result<(i64, i64)> {
        Ok(self.store.asking(&user.id, unread_at_most).await?)
    }

    /// Open seeks anyone may accept.
    pub async fn open_seeks(&self) -> Result<Vec<Challenge>> {
        Ok(self.store.open_seeks().await?)
    }

    pub async fn challenge(&self, id: &str) -> Result<Challenge> {
        self.store.challenge(id).await?.ok_or(PlayError::NotFound("challenge"))
    }

    /// The user's notices, newest first.
    pub async fn notices(&self, user: &User, unread_only: bool, limit: i64) -> Result<Vec<Listed>> {
        Ok(self.store.notifications_of(&user.id, unread_only, limit).await?)
    }

    /// Marks the user's notices read (those of `ids`, or all); how many were.
    pub async fn mark_read(&self, user: &User, ids: Option<Vec<String>>) -> Result<u64> {
        Ok(self.store.mark_read(&user.id, ids, self.now()).await?)
    }

    /// Stops e-mail to the user (the one-click unsubscribe); false for no such user.
    pub async fn unsubscribe(&self, user_id: &str) -> Result<bool> {
        Ok(self.store.unsubscribe(user_id).await?)
    }

    /// The engine's job queue, as `/metrics` shows it.
    pub async fn queue_stats(&self) -> Result<QueueStats> {
        Ok(self.store.queue_stats(self.now()).await?)
    }

    // ---- replay records ----

    /// The answer kept for the user's `Idempotency-Key`, if any.
    pub async fn replay_record(&self, user_id: &str, key: &str) -> Result<Option<StoredResponse>> {
        Ok(self.store.stored_response(user_id, key).await?)
    }

    /// Keeps an answer that went with no write of its own (a refusal, a hint) under its key.
    /// The first answer kept for a key stays: what is returned is the answer stored, which may
    /// be an earlier request's.
    pub async fn keep_replay_record(&self, kept: &KeptAnswer) -> Result<StoredResponse> {
        Ok(self.store.keep_answer(kept, self.now()).await?)
    }
}

/// How long an answer is kept for a retry under its idempotency key: a day.
pub const ANSWERS_KEPT: Millis = ortoo_core::timecontrol::DAY_MS;
