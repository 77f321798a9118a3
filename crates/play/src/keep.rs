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

use ortoo_core::store::KeptAnswer;
use ortoo_core::{Challenge, Game};
use ortoo_rules::GameState;

use crate::moves::Moves;

/// A game as an answer shows it: the game, its moves, and the rules at its position.
#[derive(Clone, Copy)]
pub struct View<'a> {
    pub game: &'a Game,
    pub moves: &'a Moves,
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
/// again after losing a race; the last call is the one that counts.
pub trait Keep: Sync {
    fn keep(&self, done: Done<'_>) -> Option<KeptAnswer>;
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
}
