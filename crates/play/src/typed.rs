//! A move as a player sent it, by whichever way it came, and what the server counts of it:
//! moves by way and outcome (`ortoo_moves_total`) and the time a played move took from its
//! arrival in games in play to its answer (`ortoo_move_seconds`).

use crate::error::{PlayError, Result};

/// The way a move came to the server.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Via {
    /// The REST API.
    Api,
    /// The game page's form.
    Page,
    /// A reply to a turn mail, or a new mail.
    Mail,
    /// An engine worker, playing the engine's move.
    Engine,
}

impl Via {
    /// As metrics and logs name it.
    pub fn label(self) -> &'static str {
        match self {
            Via::Api => "api",
            Via::Page => "page",
            Via::Mail => "mail",
            Via::Engine => "engine",
        }
    }
}

/// A move as its player sent it.
#[derive(Debug, Clone)]
pub struct Typed<'a> {
    pub via: Via,
    /// The move, in any notation the game reads (or `drawn`, a claim).
    pub text: &'a str,
    /// The ply the player saw, if they said: a move sent against an older position is refused.
    pub ply: Option<i64>,
    /// A comment for the opponent.
    pub comment: Option<String>,
}

impl<'a> Typed<'a> {
    pub fn new(via: Via, text: &'a str, ply: Option<i64>, comment: Option<String>) -> Typed<'a> {
        Typed { via, text, ply, comment }
    }
}

/// What became of a move sent, as metrics count it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Outcome {
    Played,
    /// The rules refused it.
    Refused,
    /// Not the sender's to make now (not their turn or game, the game moved on or is over, a
    /// bad comment, an allowance used up).
    Rejected,
    /// The server could not record it.
    Failed,
}

impl Outcome {
    pub(crate) fn of<T>(result: &Result<T>) -> Outcome {
        match result {
            Ok(_) => Outcome::Played,
            Err(PlayError::Refused(_)) => Outcome::Refused,
            Err(PlayError::Store(_) | PlayError::Busy(_) | PlayError::Corrupt(..)) => Outcome::Failed,
            Err(_) => Outcome::Rejected,
        }
    }

    fn label(self) -> &'static str {
        match self {
            Outcome::Played => "played",
            Outcome::Refused => "refused",
            Outcome::Rejected => "rejected",
            Outcome::Failed => "failed",
        }
    }
}

/// Counts a move sent by `via` that came to `outcome`, and the time a played one took.
pub(crate) fn count(via: Via, outcome: Outcome, took: std::time::Duration) {
    if !ortoo_core::figures::recording() {
        return;
    }
    metrics::counter!("ortoo_moves_total", "via" => via.label(), "outcome" => outcome.label()).increment(1);
    if outcome == Outcome::Played {
        metrics::histogram!("ortoo_move_seconds", "via" => via.label()).record(took.as_secs_f64());
    }
}
