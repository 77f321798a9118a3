//! Queries of playing by mail: the accounts an address belongs to, commands held until their
//! sender confirms them, and the watchers of games.

use ortoo_core::ids::MailCommandId;
use ortoo_core::store::MailCommand;
use ortoo_core::store::MailCommandStore;
use ortoo_core::store::Result as StoreResult;
use ortoo_core::{Notice, Timestamp};

use super::Db;
use super::games::insert_notices;
use crate::failure::{Failure, reported};
use crate::moment::AsMoment;
use crate::rows::MailCommandRow;
use crate::{on_pool, transact};

#[async_trait::async_trait]
impl MailCommandStore for Db {
    async fn hold_mail_command(&self, command: MailCommand, confirm: Notice, now: Timestamp) -> StoreResult<()> {
        reported("hold_mail_command", async move {
            transact!(self, |conn| {
                sqlx::query("INSERT INTO mail_commands (id, user_id, command, created_at) VALUES ($1, $2, $3, $4)")
                    .bind(command.id.as_str())
                    .bind(command.user_id.as_str())
                    .bind(&command.command)
                    .bind(command.created_at.moment())
                    .execute(&mut *conn)
                    .await?;
                insert_notices(&mut *conn, std::slice::from_ref(&confirm), now).await?;
                Ok(())
            })
        })
        .await
    }

    async fn mail_command(&self, id: &MailCommandId) -> StoreResult<Option<MailCommand>> {
        reported("mail_command", async move {
            Ok(on_pool!(self, |pool| sqlx::query_as::<_, MailCommandRow>(
                "SELECT id, user_id, command, created_at, done_at FROM mail_commands WHERE id = $1"
            )
            .bind(id.as_str())
            .fetch_optional(pool)
            .await?
            .map(Into::into)))
        })
        .await
    }

    async fn finish_mail_command(&self, id: &MailCommandId, now: Timestamp) -> StoreResult<bool> {
        reported("finish_mail_command", async move {
            let id = id.clone();
            transact!(self, |conn| sqlx::query(
                "UPDATE mail_commands SET done_at = $1 WHERE id = $2 AND done_at IS NULL"
            )
            .bind(now.moment())
            .bind(id.as_str())
            .execute(&mut *conn)
            .await
            .map(|r| r.rows_affected() == 1)
            .map_err(Failure::from))
        })
        .await
    }

    async fn count_mail_in(&self, outcome: &'static str) -> StoreResult<()> {
        reported("count_mail_in", async move {
            transact!(self, |conn| sqlx::query(
                "INSERT INTO mail_in_tally (outcome, count) VALUES ($1, 1) \
                 ON CONFLICT (outcome) DO UPDATE SET count = mail_in_tally.count + 1"
            )
            .bind(outcome)
            .execute(&mut *conn)
            .await
            .map(|_| ())
            .map_err(Failure::from))
        })
        .await
    }

    async fn mail_in_counts(&self) -> StoreResult<Vec<(String, i64)>> {
        reported("mail_in_counts", async move {
            Ok(on_pool!(self, |pool| sqlx::query_as("SELECT outcome, count FROM mail_in_tally ORDER BY outcome")
                .fetch_all(pool)
                .await?))
        })
        .await
    }
}
