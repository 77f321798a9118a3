//! A player's notices as the pages and the API list them, and the counts in a page's header.

use ortoo_core::UserId;
use ortoo_core::store::{ChallengeStore, NoticeStore, SettingsStore};
use ortoo_core::{GameId, NoticeId};
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
    pub async fn mark_read(&self, user: &User, ids: Option<Vec<NoticeId>>) -> Result<u64> {
        Ok(self.notice_store.mark_read(&user.id, ids, self.clock.now()).await?)
    }

    /// The user saw the game on its page as it stood at ply `ply`, last changed at `shown_at`:
    /// the notices of the moves they saw are read, and not mailed if their mail is still held
    /// (see [`ortoo_core::Notice::hold_ms`]). The kinds of the notices marked.
    pub async fn seen(
        &self,
        user: &User,
        game_id: &GameId,
        ply: i64,
        shown_at: ortoo_core::Timestamp,
    ) -> Result<Vec<ortoo_core::NoticeKind>> {
        Ok(self.notice_store.seen(&user.id, game_id, ply, shown_at, self.clock.now()).await?)
    }

    /// Stops e-mail to the user (the one-click unsubscribe); false for no such user.
    pub async fn unsubscribe(&self, user_id: &UserId) -> Result<bool> {
        Ok(self.settings_store.unsubscribe(user_id).await?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::challenges::{NewChallenge, Opponent};
    use crate::testing::Scene;
    use ortoo_core::{NoticeKind, NotifyMode};
    use std::collections::BTreeMap;

    /// The ids of the user's unread notices, newest first.
    async fn unread(inbox: &Inbox, user: &User) -> Vec<NoticeId> {
        inbox.notices(user, true, 50).await.unwrap().into_iter().map(|n| n.id).collect()
    }

    #[tokio::test]
    async fn notices_are_marked_read_only_the_players_own_and_each_once() {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        let game = scene.game("chess", &ann, &bob, Some(3)).await;
        scene.wait(1000);
        scene.play_move(&ann, &game, "e2e4").await.unwrap();
        let inbox = &scene.play.inbox;
        let (anns, bobs) = (unread(inbox, &ann).await, unread(inbox, &bob).await);
        assert_eq!((anns.len(), bobs.len()), (1, 2), "Ann's turn; Bob's challenge and turn");
        assert_eq!(inbox.mark_read(&bob, Some(anns.clone())).await.unwrap(), 0, "not Bob's to mark");
        assert_eq!(unread(inbox, &ann).await, anns);
        assert_eq!(inbox.mark_read(&bob, Some(vec![bobs[0].clone(), bobs[0].clone()])).await.unwrap(), 1);
        assert_eq!(unread(inbox, &bob).await, [bobs[1].clone()]);
        assert_eq!(inbox.mark_read(&bob, None).await.unwrap(), 1, "the rest of Bob's");
        assert_eq!(inbox.mark_read(&bob, None).await.unwrap(), 0);
        assert!(unread(inbox, &bob).await.is_empty());
        assert_eq!(inbox.notices(&bob, false, 50).await.unwrap().len(), 2, "read notices are still listed");
        assert_eq!(unread(inbox, &ann).await, anns);
    }

    #[tokio::test]
    async fn a_game_seen_reads_the_notices_of_the_moves_it_showed_and_no_later_ones() {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        let game = scene.game("chess", &ann, &bob, Some(3)).await;
        let shown_at = scene.now();
        scene.wait(1000);
        let game = scene.play_move(&ann, &game, "e2e4").await.unwrap();
        scene.wait(1000);
        scene.play_move(&bob, &game, "e7e5").await.unwrap();
        let inbox = &scene.play.inbox;
        assert_eq!(unread(inbox, &ann).await.len(), 2, "her turns at ply 0 and ply 2");
        let later = unread(inbox, &ann).await[0].clone();
        assert_eq!(inbox.seen(&ann, &game.id, 0, shown_at).await.unwrap(), [NoticeKind::Turn]);
        assert_eq!(unread(inbox, &ann).await, [later], "the turn at ply 2 was not shown");
        assert!(inbox.seen(&ann, &game.id, 0, shown_at).await.unwrap().is_empty(), "read once");
        assert_eq!(inbox.seen(&ann, &game.id, 2, scene.now()).await.unwrap(), [NoticeKind::Turn]);
        assert!(unread(inbox, &ann).await.is_empty());
        assert!(
            inbox.seen(&bob, &GameId::from_text("no such game"), 9, scene.now()).await.unwrap().is_empty(),
            "another game's notices stay"
        );
        assert_eq!(unread(inbox, &bob).await.len(), 2);
    }

    #[tokio::test]
    async fn a_page_header_counts_challenges_waiting_and_unread_notices_up_to_a_cap() {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        let game = scene.game("chess", &ann, &bob, Some(3)).await;
        scene.play_move(&ann, &game, "e2e4").await.unwrap();
        let request = NewChallenge {
            variant: "chess".into(),
            options: BTreeMap::new(),
            setup: None,
            opponent: Opponent::User("Bob".into()),
            color: None,
            time_control: None,
            rated: Some(false),
            rating_range: None,
        };
        scene.play.challenges.create_challenge(&ann, request, None).await.unwrap();
        let inbox = &scene.play.inbox;
        assert_eq!(inbox.asking(&bob, 10).await.unwrap(), (1, 3), "one challenge open; two and their turn");
        assert_eq!(inbox.asking(&bob, 2).await.unwrap(), (1, 2));
        inbox.mark_read(&bob, None).await.unwrap();
        assert_eq!(inbox.asking(&bob, 10).await.unwrap(), (1, 0));
    }

    #[tokio::test]
    async fn unsubscribing_turns_a_players_mail_off_and_is_false_for_no_such_player() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        assert!(scene.play.inbox.unsubscribe(&ann.id).await.unwrap());
        let settings = scene.play.preferences.notification_settings(&ann).await.unwrap();
        assert_eq!(settings.notify, NotifyMode::Off);
        assert!(!scene.play.inbox.unsubscribe(&UserId::from_text("no such player")).await.unwrap());
    }
}
