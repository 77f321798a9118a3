//! A game's conversation between its players, and each player's private note on a game.

use ortoo_core::ids::{GameId, UserId};
use ortoo_core::store::ConversationStore;
use ortoo_core::store::Result as StoreResult;
use ortoo_core::{ChatMessage, Notice, Timestamp};

use super::Db;
use super::games::insert_notices;
use crate::failure::{Failure, reported};
use crate::moment::AsMoment;
use crate::rows::ChatRow;
use crate::{on_pool, transact};

#[async_trait::async_trait]
impl ConversationStore for Db {
    async fn post_chat(&self, message: &ChatMessage, notice: Option<Notice>) -> StoreResult<()> {
        reported("post_chat", async move {
            let message = message.clone();
            transact!(self, |conn| {
                sqlx::query("INSERT INTO chat_messages (game_id, id, user_id, text, at) VALUES ($1, $2, $3, $4, $5)")
                    .bind(message.game_id.as_str())
                    .bind(message.id.as_str())
                    .bind(message.user_id.as_str())
                    .bind(&message.text)
                    .bind(message.at.moment())
                    .execute(&mut *conn)
                    .await?;
                let notices: Vec<Notice> = notice.into_iter().collect();
                insert_notices(&mut *conn, &notices, message.at).await?;
                Ok::<(), Failure>(())
            })
        })
        .await
    }

    async fn chat(&self, game_id: &GameId, limit: i64) -> StoreResult<Vec<ChatMessage>> {
        reported("chat", async move {
            let rows: Vec<ChatRow> = on_pool!(self, |pool| sqlx::query_as(
                "SELECT m.id, m.game_id, m.user_id, u.name AS user_name, m.text, m.at FROM chat_messages m \
             JOIN users u ON u.id = m.user_id WHERE m.game_id = $1 ORDER BY m.id DESC LIMIT $2"
            )
            .bind(game_id.as_str())
            .bind(limit)
            .fetch_all(pool)
            .await?);
            let mut messages: Vec<ChatMessage> = rows.into_iter().map(ChatMessage::from).collect();
            messages.reverse();
            Ok(messages)
        })
        .await
    }

    async fn note(&self, game_id: &GameId, user_id: &UserId) -> StoreResult<Option<String>> {
        reported("note", async move {
            Ok(on_pool!(self, |pool| sqlx::query_scalar(
                "SELECT text FROM game_notes WHERE game_id = $1 AND user_id = $2"
            )
            .bind(game_id.as_str())
            .bind(user_id.as_str())
            .fetch_optional(pool)
            .await?))
        })
        .await
    }

    async fn set_note(&self, game_id: &GameId, user_id: &UserId, text: &str, now: Timestamp) -> StoreResult<()> {
        reported("set_note", async move {
            let (game_id, user_id, text) = (game_id.clone(), user_id.clone(), text.to_string());
            transact!(self, |conn| {
                if text.is_empty() {
                    sqlx::query("DELETE FROM game_notes WHERE game_id = $1 AND user_id = $2")
                        .bind(game_id.as_str())
                        .bind(user_id.as_str())
                        .execute(&mut *conn)
                        .await?;
                } else {
                    sqlx::query(
                        "INSERT INTO game_notes (game_id, user_id, text, updated_at) VALUES ($1, $2, $3, $4) \
                     ON CONFLICT (game_id, user_id) DO UPDATE SET text = $3, updated_at = $4",
                    )
                    .bind(game_id.as_str())
                    .bind(user_id.as_str())
                    .bind(&text)
                    .bind(now.moment())
                    .execute(&mut *conn)
                    .await?;
                }
                Ok::<(), Failure>(())
            })
        })
        .await
    }
}
