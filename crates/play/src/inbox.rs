//! A player's notices as the pages and the API list them, and the counts in a page's header.

use ortoo_core::store::{ChallengeStore, NoticeStore, SettingsStore};
use std::sync::Arc;

use ortoo_core::User;
use ortoo_core::clock::Clock;
use ortoo_core::store::Listed;

use crate::error::Result;

/// The notices players are sent, as they read them back.
#[derive(Clone)]
pub struct Inbox {
    pub(crate) challenge_store: Arc<dyn ChallengeStore>,
    pub(crate) notice_store: Arc<dyn NoticeStore>,
    pub(crate) settings_store: Arc<dyn SettingsStore>,
    pub(crate) clock: Clock,
}

impl Inbox {
    /// Open challenges addressed to the user and their unread notices (at most
    /// `unread_at_most`), for a page's header.
    pub async fn asking(&self, user: &User, unread_at_most: i64) -> Result<(i64, i64)> {
        Ok(self.challenge_store.asking(&user.id, unread_at_most).await?)
    }

    /// The user's notices, newest first.
    pub async fn notices(&self, user: &User, unread_only: bool, limit: i64) -> Result<Vec<Listed>> {
        Ok(self.notice_store.notifications_of(&user.id, unread_only, limit).await?)
    }

    /// Marks the user's notices read (those of `ids`, or all); how many were.
    pub async fn mark_read(&self, user: &User, ids: Option<Vec<String>>) -> Result<u64> {
        Ok(self.notice_store.mark_read(&user.id, ids, self.clock.now()).await?)
    }

    /// The user saw the game on its page as it stood at ply `ply`, last changed at `shown_at`:
    /// the notices of the moves they saw are read, and not mailed if their mail is still held
    /// (see [`ortoo_core::Notice::hold_ms`]). The kinds of the notices marked.
    pub async fn seen(
        &self,
        user: &User,
        game_id: &str,
        ply: i64,
        shown_at: ortoo_core::Timestamp,
    ) -> Result<Vec<ortoo_core::NoticeKind>> {
        Ok(self.notice_store.seen(&user.id, game_id, ply, shown_at, self.clock.now()).await?)
    }

    /// Stops e-mail to the user (the one-click unsubscribe); false for no such user.
    pub async fn unsubscribe(&self, user_id: &str) -> Result<bool> {
        Ok(self.settings_store.unsubscribe(user_id).await?)
    }
}
