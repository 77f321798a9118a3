//! What mail coming in needs of the domain, beside the actions it orders (which go through
//! the other services like anyone's): the notice a reply answers and whether it was used, the
//! commands held until their sender confirms them, and the answers mailed back. The words of
//! mail and how it is read are the mail crate's.

use ortoo_core::store::{MailCommandStore, NoticeStore};
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
    pub async fn reply_notice(&self, id: &str) -> Result<Option<ReplyNotice>> {
        Ok(self.notice_store.reply_notice(id).await?)
    }

    /// Marks the notice's reply used (a move is sent by a reply once); false if it was already.
    pub async fn use_reply(&self, id: &str) -> Result<bool> {
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
    pub async fn held(&self, id: &str) -> Result<Option<MailCommand>> {
        Ok(self.mail_command_store.mail_command(id).await?)
    }

    /// Marks a held command done; false if it was done already.
    pub async fn finish(&self, id: &str) -> Result<bool> {
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
