//! A game's conversation between its players, and each player's private note on a game.

use ortoo_core::{ChatMessage, Notice, Timestamp};

use super::Db;
use super::store::insert_notices;
use crate::failure::{Failure, Result};
use crate::{on_pool, transact};

impl Db {
    pub(crate) async fn post_chat(&self, message: &ChatMessage, notice: Option<Notice>) -> Result<()> {
        let message = message.clone();
        transact!(self, |conn| {
            sqlx::query("INSERT INTO chat_messages (game_id, id, user_id, text, at) VALUES ($1, $2, $3, $4, $5)")
                .bind(&message.game_id)
                .bind(&message.id)
                .bind(&message.user_id)
                .bind(&message.text)
                .bind(message.at)
                .execute(&mut *conn)
                .await?;
            let notices: Vec<Notice> = notice.into_iter().collect();
            insert_notices!(conn, &notices, message.at);
            Ok::<(), Failure>(())
        })
    }

    pub(crate) async fn chat(&self, game_id: &str, limit: i64) -> Result<Vec<ChatMessage>> {
        let mut messages: Vec<ChatMessage> = on_pool!(self, |pool| sqlx::query_as(
            "SELECT m.id, m.game_id, m.user_id, u.name AS user_name, m.text, m.at FROM chat_messages m \
             JOIN users u ON u.id = m.user_id WHERE m.game_id = $1 ORDER BY m.id DESC LIMIT $2"
        )
        .bind(game_id)
        .bind(limit)
        .fetch_all(pool)
        .await?);
        messages.reverse();
        Ok(messages)
    }

    pub(crate) async fn note(&self, game_id: &str, user_id: &str) -> Result<Option<String>> {
        Ok(on_pool!(self, |pool| sqlx::query_scalar("SELECT text FROM game_notes WHERE game_id = $1 AND user_id = $2")
            .bind(game_id)
            .bind(user_id)
            .fetch_optional(pool)
            .await?))
    }

    pub(crate) async fn set_note(&self, game_id: &str, user_id: &str, text: &str, now: Timestamp) -> Result<()> {
        let (game_id, user_id, text) = (game_id.to_string(), user_id.to_string(), text.to_string());
        transact!(self, |conn| {
            if text.is_empty() {
                sqlx::query("DELETE FROM game_notes WHERE game_id = $1 AND user_id = $2")
                    .bind(&game_id)
                    .bind(&user_id)
                    .execute(&mut *conn)
                    .await?;
            } else {
                sqlx::query(
                    "INSERT INTO game_notes (game_id, user_id, text, updated_at) VALUES ($1, $2, $3, $4) \
                     ON CONFLICT (game_id, user_id) DO UPDATE SET text = $3, updated_at = $4",
                )
                .bind(&game_id)
                .bind(&user_id)
                .bind(&text)
                .bind(now)
                .execute(&mut *conn)
                .await?;
            }
            Ok::<(), Failure>(())
        })
    }
}
