//! Queries of playing by mail: the accounts an address belongs to, commands held until their
//! sender confirms them, and the watchers of games.

use ortoo_core::ids::MailCommandId;
use ortoo_core::store::MailCommand;
use ortoo_core::store::MailCommandStore;
use ortoo_core::store::Result as StoreResult;
use ortoo_core::{Notice, Timestamp};

use super::Db;
use super::games::insert_notices;
use crate::failure::reported;
use crate::rows::MailCommandRow;
use crate::statement::{Run, Statement};

#[async_trait::async_trait]
impl MailCommandStore for Db {
    async fn hold_mail_command(&self, command: MailCommand, confirm: Notice, now: Timestamp) -> StoreResult<()> {
        reported("hold_mail_command", async move {
            let held =
                Statement::new("INSERT INTO mail_commands (id, user_id, command, created_at) VALUES ($1, $2, $3, $4)")
                    .arg(command.id.as_str())
                    .arg(command.user_id.as_str())
                    .arg(&command.command)
                    .arg(command.created_at);
            self.write(move |tx| {
                Box::pin(async move {
                    tx.execute(held).await?;
                    insert_notices(tx, std::slice::from_ref(&confirm), now).await?;
                    Ok(())
                })
            })
            .await
        })
        .await
    }

    async fn mail_command(&self, id: &MailCommandId) -> StoreResult<Option<MailCommand>> {
        reported("mail_command", async move {
            let command =
                Statement::new("SELECT id, user_id, command, created_at, done_at FROM mail_commands WHERE id = $1")
                    .arg(id.as_str());
            Ok(self.optional::<MailCommandRow>(command).await?.map(Into::into))
        })
        .await
    }

    async fn finish_mail_command(&self, id: &MailCommandId, now: Timestamp) -> StoreResult<bool> {
        reported("finish_mail_command", async move {
            let done = Statement::new("UPDATE mail_commands SET done_at = $1 WHERE id = $2 AND done_at IS NULL")
                .arg(now)
                .arg(id.as_str());
            Ok(self.execute(done).await? == 1)
        })
        .await
    }

    async fn count_mail_in(&self, outcome: &'static str) -> StoreResult<()> {
        reported("count_mail_in", async move {
            let counted = Statement::new(
                "INSERT INTO mail_in_tally (outcome, count) VALUES ($1, 1) \
                 ON CONFLICT (outcome) DO UPDATE SET count = mail_in_tally.count + 1",
            )
            .arg(outcome);
            self.execute(counted).await?;
            Ok(())
        })
        .await
    }

    async fn mail_in_counts(&self) -> StoreResult<Vec<(String, i64)>> {
        reported("mail_in_counts", async move {
            self.all(Statement::new("SELECT outcome, count FROM mail_in_tally ORDER BY outcome")).await
        })
        .await
    }
}
