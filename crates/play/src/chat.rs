//! A game's conversation between its players (apart from move comments, which stay with their
//! moves) and each player's private note on a game. Both are the players' only: a spectator
//! sees neither. Each change is published, so open pages follow it.

use ortoo_core::store::ConversationStore;
use std::sync::Arc;

use ortoo_core::events::{Event, Happening};
use ortoo_core::ids::MessageId;
use ortoo_core::{ChatMessage, Game, User};

use crate::error::{PlayError, Result};
use crate::games::{Games, for_people};
use crate::limits::{Counted, Limits};

/// Longest chat message kept.
pub const MAX_MESSAGE: usize = 2000;
/// Longest note kept.
pub const MAX_NOTE: usize = 10_000;
/// Most messages a game's conversation shows.
pub const SHOWN_MESSAGES: i64 = 500;

/// Games' conversations and players' notes.
#[derive(Clone)]
pub struct Conversations {
    pub(crate) conversation_store: Arc<dyn ConversationStore>,
    pub(crate) games: Games,
    pub(crate) limits: Limits,
}

impl Conversations {
    /// Posts a message to a game's conversation; the other player is told (by mail, as their
    /// settings say, in the game's thread).
    ///
    /// # Errors
    /// Not a player of the game, a message empty or too long, or more messages than the
    /// account's allowance ([`PlayError::RateLimited`]).
    pub async fn say(&self, user: &User, game_id: &str, text: &str) -> Result<ChatMessage> {
        let game = self.games.game(game_id).await?;
        let Some(side) = game.side_of(&user.id) else { return Err(PlayError::NotYourGame) };
        let text = text.trim();
        if text.is_empty() {
            return Err(PlayError::BadRequest("A message needs some words.".into()));
        }
        if text.chars().count() > MAX_MESSAGE {
            return Err(PlayError::BadRequest(format!("A message has at most {MAX_MESSAGE} characters.")));
        }
        // Counted in the database, so the allowance is one across processes and transports.
        self.limits.count(Counted::Message(&user.id)).await?;
        let message = ChatMessage {
            id: MessageId::new().into_string(),
            game_id: game.id.to_string(),
            user_id: user.id.to_string(),
            user_name: user.name.clone(),
            text: text.to_string(),
            at: self.games.now(),
        };
        let other = game.player(!side).to_string();
        let notice = for_people(vec![self.games.composer.chat(&game, &other, &message)]).pop();
        let told = notice.is_some();
        self.conversation_store.post_chat(&message, notice).await?;
        if told {
            self.games.outbox.notify_one();
        }
        self.games.events.publish(Event {
            game_id: Some(game.id.to_string()),
            users: vec![game.white_id.to_string(), game.black_id.to_string()],
            // The event names the game only: pages fetch the words with the player's credentials.
            what: Happening::Chat { game: game.id.clone() },
            id: None,
        });
        Ok(message)
    }

    /// A game's conversation, oldest first, for one of its players.
    ///
    /// # Errors
    /// Not a player of the game.
    pub async fn chat(&self, user: &User, game: &Game) -> Result<Vec<ChatMessage>> {
        if game.side_of(&user.id).is_none() {
            return Err(PlayError::NotYourGame);
        }
        Ok(self.conversation_store.chat(&game.id, SHOWN_MESSAGES).await?)
    }

    /// A player's note on a game (empty if none).
    ///
    /// # Errors
    /// Not a player of the game.
    pub async fn note(&self, user: &User, game: &Game) -> Result<String> {
        if game.side_of(&user.id).is_none() {
            return Err(PlayError::NotYourGame);
        }
        Ok(self.conversation_store.note(&game.id, &user.id).await?.unwrap_or_default())
    }

    /// Keeps a player's note on a game (empty removes it), during the game or after it.
    ///
    /// # Errors
    /// Not a player of the game, or a note too long.
    pub async fn set_note(&self, user: &User, game_id: &str, text: &str) -> Result<String> {
        let game = self.games.game(game_id).await?;
        if game.side_of(&user.id).is_none() {
            return Err(PlayError::NotYourGame);
        }
        let text = text.trim();
        if text.chars().count() > MAX_NOTE {
            return Err(PlayError::BadRequest(format!("A note has at most {MAX_NOTE} characters.")));
        }
        self.conversation_store.set_note(&game.id, &user.id, text, self.games.now()).await?;
        self.games.events.publish(Event {
            game_id: None,
            users: vec![user.id.to_string()],
            what: Happening::Note { game: game.id.clone() },
            id: None,
        });
        Ok(text.to_string())
    }
}
