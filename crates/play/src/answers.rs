//! Answers kept with the actions they answer, for the API's idempotency keys.
//!
//! A client that retries a write after a lost answer must get the first answer back, and the
//! action must happen once, even if the server died between doing it and answering. So the
//! answer is drawn up *before* the action commits, from what the action is about to do, and
//! the store writes it in the action's own transaction: both are kept or neither is.
//!
//! The caller says how it answers (the API in JSON, see `ortoo-web`) by implementing [`Keep`];
//! the action hands it a [`Done`] just before its write. Callers without keys (the pages, mail,
//! the engine) pass no `Keep`.

use ortoo_core::UserId;
use ortoo_core::store::AnswerStore;
use std::sync::Arc;

use ortoo_core::clock::Clock;
use ortoo_core::store::{KeptAnswer, StoredResponse};
use ortoo_core::{Challenge, Game, Millis};
use ortoo_rules::GameState;

use crate::error::Result;
use crate::moves::Moves;

/// How long an answer is kept for a retry under its idempotency key: a day.
pub const ANSWERS_KEPT: Millis = ortoo_core::timecontrol::DAY_MS;

/// The answers kept under idempotency keys, read back.
#[derive(Clone)]
pub struct Answers {
    pub(crate) answer_store: Arc<dyn AnswerStore>,
    pub(crate) clock: Clock,
}

impl Answers {
    /// The answer kept for the user's `Idempotency-Key`, if any.
    pub async fn replay_record(&self, user_id: &UserId, key: &str) -> Result<Option<StoredResponse>> {
        Ok(self.answer_store.stored_response(user_id, key).await?)
    }

    /// Keeps an answer that went with no write of its own (a refusal, a hint) under its key.
    /// The first answer kept for a key stays: what is returned is the answer stored, which may
    /// be an earlier request's.
    pub async fn keep_replay_record(&self, kept: &KeptAnswer) -> Result<StoredResponse> {
        Ok(self.answer_store.keep_answer(kept, self.clock.now()).await?)
    }
}

/// A game as an answer shows it: the game, its moves, and the rules at its position.
#[derive(Clone, Copy)]
pub struct View<'a> {
    pub game: &'a Game,
    /// All the game's moves (`game.ply` of them), when the action has them at hand; `None` when
    /// they are given once the action's write is stored ([`Keep::settled`]). A move leaves its
    /// game's move list in the cache for others to read while it is written, and grows it after.
    pub moves: Option<&'a Moves>,
    pub rules: &'a dyn GameState,
}

/// What an action is about to have done, for its answer to be drawn from.
#[derive(Clone, Copy)]
pub enum Done<'a> {
    /// A move is played: its ply and canonical text (`drawn` for a claim typed as a move), and
    /// the game after it.
    Played { ply: i64, text: &'a str, view: View<'a> },
    /// A game begins, or changes without a move (accepted, resigned, a draw offered).
    Game(View<'a>),
    /// A challenge is made.
    Challenge(&'a Challenge),
}

/// How a caller answers an action. [`Keep::keep`] is given what the action is about to have
/// done, just before its write, and returns the answer to keep with it under the caller's
/// idempotency key, if it has one. It may be called more than once when the action is tried
/// again after losing a race; the last call is the one that counts. An answer kept leaves the
/// game's moves out (the store has them), so it needs them only for what it answers now.
pub trait Keep: Sync {
    fn keep(&self, done: Done<'_>) -> Option<KeptAnswer>;

    /// The game's moves once the action's write is stored, when the [`View`] it was given had
    /// none: all of them, the action's own last.
    fn settled(&self, _moves: &Moves) {}
}

/// A draw claimed by typing `drawn` as a move answers as a move.
pub(crate) struct AsMove<'k>(pub &'k dyn Keep);

impl Keep for AsMove<'_> {
    fn keep(&self, done: Done<'_>) -> Option<KeptAnswer> {
        match done {
            Done::Game(view) => self.0.keep(Done::Played { ply: view.game.ply, text: "drawn", view }),
            other => self.0.keep(other),
        }
    }

    fn settled(&self, moves: &Moves) {
        self.0.settled(moves);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Scene;
    use std::sync::Mutex;

    fn answer(user_id: &UserId, key: &str, status: u16, response: &str) -> KeptAnswer {
        KeptAnswer {
            user_id: user_id.clone(),
            key: key.into(),
            request_hash: format!("hash of {response}"),
            status,
            response: response.into(),
        }
    }

    #[tokio::test]
    async fn the_first_answer_kept_under_a_key_is_the_one_returned_and_replayed() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let answers = &scene.play.answers;
        let first = answers.keep_replay_record(&answer(&ann.id, "k1", 409, "refused")).await.unwrap();
        assert_eq!((first.status, first.response.as_str()), (409, "refused"));
        let second = answers.keep_replay_record(&answer(&ann.id, "k1", 200, "done")).await.unwrap();
        assert_eq!((second.status, second.response.as_str()), (409, "refused"), "the earlier request's answer");
        assert_eq!(second.request_hash, "hash of refused");
        let replayed = answers.replay_record(&ann.id, "k1").await.unwrap().expect("kept");
        assert_eq!((replayed.status, replayed.response.as_str()), (409, "refused"));
    }

    #[tokio::test]
    async fn an_answer_is_replayed_only_for_its_own_player_and_key() {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        let answers = &scene.play.answers;
        answers.keep_replay_record(&answer(&ann.id, "k1", 200, "Ann's")).await.unwrap();
        assert!(answers.replay_record(&bob.id, "k1").await.unwrap().is_none());
        assert!(answers.replay_record(&ann.id, "k2").await.unwrap().is_none());
        let bobs = answers.keep_replay_record(&answer(&bob.id, "k1", 201, "Bob's")).await.unwrap();
        assert_eq!(bobs.response, "Bob's", "Bob's key is his own, whatever Ann's are");
    }

    /// A caller's [`Keep`] that notes what it was given and keeps nothing.
    #[derive(Default)]
    struct Noted(Mutex<Vec<String>>);

    impl Keep for Noted {
        fn keep(&self, done: Done<'_>) -> Option<KeptAnswer> {
            let note = match done {
                Done::Played { ply, text, view } => format!("played {ply} {text} at ply {}", view.game.ply),
                Done::Game(view) => format!("game at ply {}", view.game.ply),
                Done::Challenge(c) => format!("challenge {}", c.id),
            };
            self.0.lock().unwrap().push(note);
            None
        }

        fn settled(&self, moves: &Moves) {
            self.0.lock().unwrap().push(format!("settled {}", moves.list.len()));
        }
    }

    #[tokio::test]
    async fn a_draw_claimed_as_a_move_answers_as_the_move_drawn_and_the_rest_as_they_are() {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        let game = scene.game("chess", &ann, &bob, None).await;
        let game = scene.play_move(&ann, &game, "e2e4").await.unwrap();
        let rules = scene.play.games.state(&game).await.unwrap();
        let moves = scene.play.games.moves(&game).await.unwrap();
        let view = View { game: &game, moves: None, rules: &*rules };
        let noted = Noted::default();
        let as_move = AsMove(&noted);
        assert!(as_move.keep(Done::Game(view)).is_none());
        as_move.keep(Done::Played { ply: 1, text: "e4", view });
        as_move.settled(&moves);
        let notes = noted.0.into_inner().unwrap();
        assert_eq!(notes, ["played 1 drawn at ply 1", "played 1 e4 at ply 1", "settled 1"]);
    }
}
