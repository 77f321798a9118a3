//! What mail coming in needs of the domain, beside the actions it orders (which go through
//! the other services like anyone's): the notice a reply answers and whether it was used, the
//! commands held until their sender confirms them, and the answers mailed back. The words of
//! mail and how it is read are the mail crate's.

use ortoo_core::store::{MailCommandStore, NoticeStore};
use ortoo_core::{MailCommandId, NoticeId};
use std::sync::Arc;

use ortoo_core::Notice;
use ortoo_core::clock::Clock;
use ortoo_core::store::{MailCommand, ReplyNotice};
use tokio::sync::Notify;

use crate::error::Result;

/// Replies and commands by mail.
#[derive(Clone)]
pub struct MailOrders {
    pub(crate) notice_store: Arc<dyn NoticeStore>,
    pub(crate) mail_command_store: Arc<dyn MailCommandStore>,
    pub(crate) clock: Clock,
    /// Rung after every commit that stored mail.
    pub(crate) outbox: Arc<Notify>,
}

impl MailOrders {
    /// The notice a reply answers, by the id its token carries.
    pub async fn reply_notice(&self, id: &NoticeId) -> Result<Option<ReplyNotice>> {
        Ok(self.notice_store.reply_notice(id).await?)
    }

    /// Marks the notice's reply used (a move is sent by a reply once); false if it was already.
    pub async fn use_reply(&self, id: &NoticeId) -> Result<bool> {
        Ok(self.notice_store.use_reply(id, self.clock.now()).await?)
    }

    /// Mails `notice` (an answer, a warning) and has it sent at once.
    pub async fn answer(&self, notice: Notice) -> Result<()> {
        self.notice_store.add_notices(vec![notice], self.clock.now()).await?;
        self.outbox.notify_one();
        Ok(())
    }

    /// Holds `command` until its sender confirms it, mailing them `confirm`, which asks them to.
    pub async fn hold(&self, command: MailCommand, confirm: Notice) -> Result<()> {
        self.mail_command_store.hold_mail_command(command, confirm, self.clock.now()).await?;
        self.outbox.notify_one();
        Ok(())
    }

    /// A held command, by the id its confirmation's token carries.
    pub async fn held(&self, id: &MailCommandId) -> Result<Option<MailCommand>> {
        Ok(self.mail_command_store.mail_command(id).await?)
    }

    /// Marks a held command done; false if it was done already.
    pub async fn finish(&self, id: &MailCommandId) -> Result<bool> {
        Ok(self.mail_command_store.finish_mail_command(id, self.clock.now()).await?)
    }

    /// Counts a mail taken in that came to `outcome`, for `/metrics` (kept in the database:
    /// `ortoo mail-in` lives for one message).
    pub async fn count_taken(&self, outcome: &'static str) -> Result<()> {
        Ok(self.mail_command_store.count_mail_in(outcome).await?)
    }

    /// Mail taken in so far, by outcome.
    pub async fn taken_counts(&self) -> Result<Vec<(String, i64)>> {
        Ok(self.mail_command_store.mail_in_counts().await?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ortoo_core::UserId;
    use std::task::{Context, Waker};

    use ortoo_core::StoreError;
    use ortoo_core::User;
    use ortoo_core::store::Outbox;

    use crate::error::PlayError;
    use crate::testing::Scene;

    /// An answer to `user`'s mail, as the mail crate writes one.
    fn answer_to(scene: &Scene, user: &User) -> Notice {
        scene.play.settings.composer.reply(user.id.as_str(), None, "Re: your move", "Your move was played.\n".into())
    }

    fn command(user_id: &UserId, id: &str) -> MailCommand {
        MailCommand {
            id: MailCommandId::from_text(id),
            user_id: user_id.clone(),
            command: "challenge bob chess days=3".into(),
            created_at: crate::testing::START,
            done_at: Some(crate::testing::START),
        }
    }

    /// Whether the outbox was rung since it was last looked at (the look takes the ring).
    fn rung(scene: &Scene) -> bool {
        let notified = std::pin::pin!(scene.play.outbox.notified());
        notified.poll(&mut Context::from_waker(Waker::noop())).is_ready()
    }

    #[tokio::test]
    async fn an_answer_is_stored_due_at_once_and_rings_the_outbox() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let notice = answer_to(&scene, &ann);
        let id = notice.id.clone();
        rung(&scene);
        scene.play.mail.answer(notice).await.unwrap();
        assert!(rung(&scene));
        let backlog = scene.store.outbox_backlog(scene.now()).await.unwrap();
        assert_eq!((backlog.due, backlog.oldest_due), (1, Some(scene.now())));
        let stored = scene.play.mail.reply_notice(&id).await.unwrap().expect("the answer is kept");
        assert_eq!((stored.user_id.as_str(), stored.reply_used_at), (ann.id.as_str(), None));
    }

    #[tokio::test]
    async fn a_reply_is_used_once() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let notice = answer_to(&scene, &ann);
        let id = notice.id.clone();
        scene.play.mail.answer(notice).await.unwrap();
        scene.wait(1000);
        assert!(scene.play.mail.use_reply(&id).await.unwrap());
        let used_at = scene.now();
        scene.wait(1000);
        assert!(!scene.play.mail.use_reply(&id).await.unwrap(), "a reply moves once");
        let stored = scene.play.mail.reply_notice(&id).await.unwrap().unwrap();
        assert_eq!(stored.reply_used_at, Some(used_at), "the first use stays");
        assert!(!scene.play.mail.use_reply(&NoticeId::from_text("no-such-notice")).await.unwrap());
        assert!(scene.play.mail.reply_notice(&NoticeId::from_text("no-such-notice")).await.unwrap().is_none());
    }

    #[tokio::test]
    async fn a_held_command_waits_undone_and_its_confirmation_goes_at_once() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let confirm = answer_to(&scene, &ann);
        let confirm_id = confirm.id.clone();
        rung(&scene);
        scene.play.mail.hold(command(&ann.id, "cmd-1"), confirm).await.unwrap();
        assert!(rung(&scene));
        let held =
            scene.play.mail.held(&MailCommandId::from_text("cmd-1")).await.unwrap().expect("the command is held");
        assert_eq!(held, MailCommand { done_at: None, ..command(&ann.id, "cmd-1") }, "held, not done");
        assert!(scene.play.mail.reply_notice(&confirm_id).await.unwrap().is_some(), "the confirmation is kept");
        assert_eq!(scene.store.outbox_backlog(scene.now()).await.unwrap().due, 1);
        assert!(scene.play.mail.held(&MailCommandId::from_text("cmd-2")).await.unwrap().is_none());
    }

    #[tokio::test]
    async fn a_command_for_no_account_or_held_twice_is_refused() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let refused =
            scene.play.mail.hold(command(&UserId::from_text("nobody"), "cmd-1"), answer_to(&scene, &ann)).await;
        assert!(matches!(refused, Err(PlayError::Store(StoreError::Backend(_)))), "{refused:?}");
        assert!(scene.play.mail.held(&MailCommandId::from_text("cmd-1")).await.unwrap().is_none());
        scene.play.mail.hold(command(&ann.id, "cmd-1"), answer_to(&scene, &ann)).await.unwrap();
        scene.play.mail.finish(&MailCommandId::from_text("cmd-1")).await.unwrap();
        let again = scene.play.mail.hold(command(&ann.id, "cmd-1"), answer_to(&scene, &ann)).await;
        assert!(matches!(again, Err(PlayError::Store(StoreError::Backend(_)))), "{again:?}");
        assert!(
            scene.play.mail.held(&MailCommandId::from_text("cmd-1")).await.unwrap().unwrap().done_at.is_some(),
            "the first stays done"
        );
    }

    #[tokio::test]
    async fn a_held_command_is_done_once() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        scene.play.mail.hold(command(&ann.id, "cmd-1"), answer_to(&scene, &ann)).await.unwrap();
        scene.wait(1000);
        assert!(scene.play.mail.finish(&MailCommandId::from_text("cmd-1")).await.unwrap());
        let done_at = scene.now();
        scene.wait(1000);
        assert!(!scene.play.mail.finish(&MailCommandId::from_text("cmd-1")).await.unwrap(), "a command is done once");
        assert_eq!(
            scene.play.mail.held(&MailCommandId::from_text("cmd-1")).await.unwrap().unwrap().done_at,
            Some(done_at)
        );
        assert!(!scene.play.mail.finish(&MailCommandId::from_text("cmd-2")).await.unwrap(), "no such command");
    }

    #[tokio::test]
    async fn mail_taken_in_is_counted_by_outcome() {
        let scene = Scene::new().await;
        assert!(scene.play.mail.taken_counts().await.unwrap().is_empty());
        for outcome in ["moved", "refused", "moved"] {
            scene.play.mail.count_taken(outcome).await.unwrap();
        }
        let counts = scene.play.mail.taken_counts().await.unwrap();
        assert_eq!(counts, vec![("moved".to_string(), 2), ("refused".to_string(), 1)]);
    }
}
