//! A game's conversation between its players, and each player's private note on a game.

use ortoo_core::ids::{GameId, UserId};
use ortoo_core::store::ConversationStore;
use ortoo_core::store::Result as StoreResult;
use ortoo_core::{ChatMessage, Notice, Timestamp};

use super::Db;
use super::games::insert_notices;
use crate::failure::{Failure, reported};
use crate::rows::ChatRow;
use crate::statement::{Run, Statement};

#[async_trait::async_trait]
impl ConversationStore for Db {
    async fn post_chat(&self, message: &ChatMessage, notice: Option<Notice>) -> StoreResult<()> {
        reported("post_chat", async move {
            let posted = Statement::new(
                "INSERT INTO chat_messages (game_id, id, user_id, text, at) VALUES ($1, $2, $3, $4, $5)",
            )
            .arg(message.game_id.as_str())
            .arg(message.id.as_str())
            .arg(message.user_id.as_str())
            .arg(&message.text)
            .arg(message.at);
            let at = message.at;
            self.write(move |tx| {
                Box::pin(async move {
                    tx.execute(posted).await?;
                    let notices: Vec<Notice> = notice.into_iter().collect();
                    insert_notices(tx, &notices, at).await?;
                    Ok::<(), Failure>(())
                })
            })
            .await
        })
        .await
    }

    async fn chat(&self, game_id: &GameId, limit: i64) -> StoreResult<Vec<ChatMessage>> {
        reported("chat", async move {
            let chat = Statement::new(
                "SELECT m.id, m.game_id, m.user_id, u.name AS user_name, m.text, m.at FROM chat_messages m \
             JOIN users u ON u.id = m.user_id WHERE m.game_id = $1 ORDER BY m.id DESC LIMIT $2",
            )
            .arg(game_id.as_str())
            .arg(limit);
            let rows: Vec<ChatRow> = self.all(chat).await?;
            let mut messages: Vec<ChatMessage> = rows.into_iter().map(ChatMessage::from).collect();
            messages.reverse();
            Ok(messages)
        })
        .await
    }

    async fn note(&self, game_id: &GameId, user_id: &UserId) -> StoreResult<Option<String>> {
        reported("note", async move {
            let note = Statement::new("SELECT text FROM game_notes WHERE game_id = $1 AND user_id = $2")
                .arg(game_id.as_str())
                .arg(user_id.as_str());
            Ok(self.optional::<(String,)>(note).await?.map(|(text,)| text))
        })
        .await
    }

    async fn set_note(&self, game_id: &GameId, user_id: &UserId, text: &str, now: Timestamp) -> StoreResult<()> {
        reported("set_note", async move {
            let set = if text.is_empty() {
                Statement::new("DELETE FROM game_notes WHERE game_id = $1 AND user_id = $2")
                    .arg(game_id.as_str())
                    .arg(user_id.as_str())
            } else {
                Statement::new(
                    "INSERT INTO game_notes (game_id, user_id, text, updated_at) VALUES ($1, $2, $3, $4) \
                     ON CONFLICT (game_id, user_id) DO UPDATE SET text = $3, updated_at = $4",
                )
                .arg(game_id.as_str())
                .arg(user_id.as_str())
                .arg(text)
                .arg(now)
            };
            self.execute(set).await?;
            Ok::<(), Failure>(())
        })
        .await
    }
}
