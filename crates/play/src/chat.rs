//! A game's conversation between its players (apart from move comments, which stay with their
//! moves) and each player's private note on a game. Both are the players' only: a spectator
//! sees neither. Each change is published, so open pages follow it.

use ortoo_core::GameId;
use ortoo_core::store::ConversationStore;
use std::sync::Arc;

use ortoo_core::events::{Event, Happening, Stream};
use ortoo_core::ids::MessageId;
use ortoo_core::{ChatMessage, Game, User};

use crate::error::{PlayError, Result};
use crate::games::{Games, for_people};
use crate::limits::{Counted, RateLimiter};
use ortoo_i18n::Said;

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
    pub(crate) limits: RateLimiter,
}

impl Conversations {
    /// Posts a message to a game's conversation; the other player is told (by mail, as their
    /// settings say, in the game's thread).
    ///
    /// # Errors
    /// Not a player of the game, a message empty or too long, or more messages than the
    /// account's allowance ([`PlayError::RateLimited`]).
    pub async fn say(&self, user: &User, game_id: &GameId, text: &str) -> Result<ChatMessage> {
        let game = self.games.game(game_id).await?;
        let Some(side) = game.side_of(&user.id) else { return Err(PlayError::NotYourGame) };
        let text = text.trim();
        if text.is_empty() {
            return Err(PlayError::BadRequest(Said::new("error-message-empty")));
        }
        if text.chars().count() > MAX_MESSAGE {
            return Err(PlayError::BadRequest(Said::new("error-message-too-long").arg("max", MAX_MESSAGE)));
        }
        // Counted in the database, so the allowance is one across processes and transports.
        self.limits.count(Counted::Message(user.id.as_str())).await?;
        let message = ChatMessage {
            id: MessageId::new(),
            game_id: game.id.clone(),
            user_id: user.id.clone(),
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
            stream: Some(Stream::Game(game.id.clone())),
            users: vec![game.players.white.id.clone(), game.players.black.id.clone()],
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
    pub async fn set_note(&self, user: &User, game_id: &GameId, text: &str) -> Result<String> {
        let game = self.games.game(game_id).await?;
        if game.side_of(&user.id).is_none() {
            return Err(PlayError::NotYourGame);
        }
        let text = text.trim();
        if text.chars().count() > MAX_NOTE {
            return Err(PlayError::BadRequest(Said::new("error-note-too-long").arg("max", MAX_NOTE)));
        }
        self.conversation_store.set_note(&game.id, &user.id, text, self.games.now()).await?;
        self.games.events.publish(Event {
            stream: None,
            users: vec![user.id.clone()],
            what: Happening::Note { game: game.id.clone() },
            id: None,
        });
        Ok(text.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Scene;
    use ortoo_core::store::NoticeStore as _;

    /// A scene with a game between Ann (White) and Bob, and Cat who only looks on.
    async fn scene_with_game() -> (Scene, [User; 3], Game) {
        let scene = Scene::new().await;
        let (ann, bob, cat) = (scene.player("Ann").await, scene.player("Bob").await, scene.player("Cat").await);
        let game = scene.game("chess", &ann, &bob, Some(3)).await;
        (scene, [ann, bob, cat], game)
    }

    /// How many notices of a message in a conversation `user` has.
    async fn chat_notices(scene: &Scene, user: &User) -> usize {
        let listed = scene.store.notifications_of(&user.id, false, 20).await.unwrap();
        listed.iter().filter(|n| n.kind == Some(ortoo_core::NoticeKind::Chat)).count()
    }

    #[tokio::test]
    async fn a_player_s_message_is_kept_trimmed_for_both_players() {
        let (scene, [ann, bob, _], game) = scene_with_game().await;
        let said = scene.play.conversations.say(&ann, &game.id, "  good luck \n").await.unwrap();
        assert_eq!((said.text.as_str(), said.user_id.as_str()), ("good luck", ann.id.as_str()));
        let seen = scene.play.conversations.chat(&bob, &game).await.unwrap();
        assert_eq!(seen.iter().map(|m| m.text.as_str()).collect::<Vec<_>>(), ["good luck"]);
        assert_eq!(
            (chat_notices(&scene, &ann).await, chat_notices(&scene, &bob).await),
            (0, 1),
            "the other player is told"
        );
    }

    #[tokio::test]
    async fn only_the_game_s_players_may_talk_or_read_its_conversation() {
        let (scene, [ann, _, cat], game) = scene_with_game().await;
        scene.play.conversations.say(&ann, &game.id, "hello").await.unwrap();
        assert!(matches!(scene.play.conversations.say(&cat, &game.id, "hi").await, Err(PlayError::NotYourGame)));
        assert!(matches!(scene.play.conversations.chat(&cat, &game).await, Err(PlayError::NotYourGame)));
        assert_eq!(scene.store.chat(&game.id, 10).await.unwrap().len(), 1, "Cat's words were not kept");
    }

    #[tokio::test]
    async fn a_message_to_a_game_that_does_not_exist_is_refused() {
        let (scene, [ann, ..], _) = scene_with_game().await;
        let missing = ortoo_core::GameId::new();
        assert!(matches!(
            scene.play.conversations.say(&ann, &missing, "hi").await,
            Err(PlayError::NotFound(crate::error::Missing::Game))
        ));
    }

    #[tokio::test]
    async fn an_empty_or_too_long_message_is_refused() {
        let (scene, [ann, ..], game) = scene_with_game().await;
        let blank = scene.play.conversations.say(&ann, &game.id, " \n\t ").await;
        assert!(matches!(blank, Err(PlayError::BadRequest(_))));
        let long = "é".repeat(MAX_MESSAGE + 1);
        assert!(matches!(scene.play.conversations.say(&ann, &game.id, &long).await, Err(PlayError::BadRequest(_))));
        assert!(scene.store.chat(&game.id, 10).await.unwrap().is_empty());
        let longest = "é".repeat(MAX_MESSAGE);
        scene.play.conversations.say(&ann, &game.id, &longest).await.expect("as long as a message may be");
    }

    #[tokio::test]
    async fn messages_beyond_the_minute_s_allowance_are_refused_until_it_passes() {
        let (scene, [ann, ..], game) = scene_with_game().await;
        for n in 0..10 {
            scene.play.conversations.say(&ann, &game.id, &format!("message {n}")).await.unwrap();
        }
        let over = scene.play.conversations.say(&ann, &game.id, "one more").await;
        assert!(matches!(over, Err(PlayError::RateLimited { retry_after }) if retry_after > 0), "{over:?}");
        assert_eq!(scene.store.chat(&game.id, 20).await.unwrap().len(), 10);
        scene.wait(60_000);
        scene.play.conversations.say(&ann, &game.id, "one more").await.expect("a new minute");
    }

    #[tokio::test]
    async fn a_player_s_note_is_theirs_alone() {
        let (scene, [ann, bob, cat], game) = scene_with_game().await;
        assert_eq!(scene.play.conversations.note(&ann, &game).await.unwrap(), "");
        let kept = scene.play.conversations.set_note(&ann, &game.id, "  Bob likes the Sicilian ").await.unwrap();
        assert_eq!(kept, "Bob likes the Sicilian");
        assert_eq!(scene.play.conversations.note(&ann, &game).await.unwrap(), "Bob likes the Sicilian");
        assert_eq!(scene.play.conversations.note(&bob, &game).await.unwrap(), "");
        assert!(matches!(scene.play.conversations.note(&cat, &game).await, Err(PlayError::NotYourGame)));
        let cat_writes = scene.play.conversations.set_note(&cat, &game.id, "mine").await;
        assert!(matches!(cat_writes, Err(PlayError::NotYourGame)));
        assert_eq!(scene.store.note(&game.id, &cat.id).await.unwrap(), None);
    }

    #[tokio::test]
    async fn a_note_too_long_is_refused_and_an_empty_one_removes_it() {
        let (scene, [ann, ..], game) = scene_with_game().await;
        scene.play.conversations.set_note(&ann, &game.id, "plan: castle").await.unwrap();
        let long = "x".repeat(MAX_NOTE + 1);
        let refused = scene.play.conversations.set_note(&ann, &game.id, &long).await;
        assert!(matches!(refused, Err(PlayError::BadRequest(_))));
        assert_eq!(scene.play.conversations.note(&ann, &game).await.unwrap(), "plan: castle");
        scene.play.conversations.set_note(&ann, &game.id, "   ").await.unwrap();
        assert_eq!(scene.store.note(&game.id, &ann.id).await.unwrap(), None);
    }

    #[tokio::test]
    async fn a_note_may_be_kept_after_the_game_is_over() {
        let (scene, [ann, ..], game) = scene_with_game().await;
        scene.play.games.resign(&ann, &game.id, None).await.unwrap();
        scene.play.conversations.set_note(&ann, &game.id, "resigned too early").await.unwrap();
        assert_eq!(scene.play.conversations.note(&ann, &game).await.unwrap(), "resigned too early");
    }
}
