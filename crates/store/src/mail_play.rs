//! Queries of playing by mail: the accounts an address belongs to, commands held until their
//! sender confirms them, and the watchers of games.

use ortoo_core::store::MailCommand;
use ortoo_core::{Notice, Timestamp, User};

use super::Db;
use super::rows::UserRow;
use super::store::insert_notices;
use crate::failure::{Failure, Result};
use crate::{on_pool, transact};

impl Db {
    /// The open accounts whose verified address is `email` (an address not yet shown to be the
    /// account's speaks for no one).
    pub(crate) async fn users_by_email(&self, email: &str) -> Result<Vec<User>> {
        let rows: Vec<UserRow> = on_pool!(self, |pool| sqlx::query_as::<_, UserRow>(
            "SELECT id, name, email, password_hash, created_at, email_verified_at, closed_at FROM users \
             WHERE lower(email) = $1 AND email_verified_at IS NOT NULL AND closed_at IS NULL ORDER BY created_at, id"
        )
        .bind(email.trim().to_lowercase())
        .fetch_all(pool)
        .await?);
        rows.into_iter().map(User::try_from).collect()
    }

    pub(crate) async fn hold_mail_command(&self, command: MailCommand, confirm: Notice, now: Timestamp) -> Result<()> {
        transact!(self, |conn| {
            sqlx::query("INSERT INTO mail_commands (id, user_id, command, created_at) VALUES ($1, $2, $3, $4)")
                .bind(&command.id)
                .bind(&command.user_id)
                .bind(&command.command)
                .bind(command.created_at)
                .execute(&mut *conn)
                .await?;
            insert_notices!(conn, std::slice::from_ref(&confirm), now);
            Ok(())
        })
    }

    pub(crate) async fn mail_command(&self, id: &str) -> Result<Option<MailCommand>> {
        Ok(on_pool!(self, |pool| sqlx::query_as::<_, MailCommand>(
            "SELECT id, user_id, command, created_at, done_at FROM mail_commands WHERE id = $1"
        )
        .bind(id)
        .fetch_optional(pool)
        .await?))
    }

    pub(crate) async fn finish_mail_command(&self, id: &str, now: Timestamp) -> Result<bool> {
        let id = id.to_string();
        transact!(self, |conn| sqlx::query("UPDATE mail_commands SET done_at = $1 WHERE id = $2 AND done_at IS NULL")
            .bind(now)
            .bind(&id)
            .execute(&mut *conn)
            .await
            .map(|r| r.rows_affected() == 1)
            .map_err(Failure::from))
    }

    pub(crate) async fn watch(&self, game_id: &str, user_id: &str, now: Timestamp) -> Result<bool> {
        let (game_id, user_id) = (game_id.to_string(), user_id.to_string());
        transact!(self, |conn| sqlx::query(
            "INSERT INTO watchers (game_id, user_id, since) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING"
        )
        .bind(&game_id)
        .bind(&user_id)
        .bind(now)
        .execute(&mut *conn)
        .await
        .map(|r| r.rows_affected() == 1)
        .map_err(Failure::from))
    }

    pub(crate) async fn unwatch(&self, game_id: &str, user_id: &str) -> Result<bool> {
        let (game_id, user_id) = (game_id.to_string(), user_id.to_string());
        transact!(self, |conn| sqlx::query("DELETE FROM watchers WHERE game_id = $1 AND user_id = $2")
            .bind(&game_id)
            .bind(&user_id)
            .execute(&mut *conn)
            .await
            .map(|r| r.rows_affected() == 1)
            .map_err(Failure::from))
    }

    pub(crate) async fn watchers(&self, game_id: &str) -> Result<Vec<String>> {
        Ok(on_pool!(self, |pool| sqlx::query_scalar(
            "SELECT user_id FROM watchers WHERE game_id = $1 ORDER BY since, user_id"
        )
        .bind(game_id)
        .fetch_all(pool)
        .await?))
    }
}
