//! What an action in play can meet, as one error type every service returns: the transports
//! turn each variant into their own answer (an HTTP status and code, a mail's reply).

use ortoo_core::StoreError;
use ortoo_rules::{Refusal, Side};

#[derive(Debug, thiserror::Error)]
pub enum PlayError {
    /// The request cannot be understood as asked (a missing or malformed field).
    #[error("{0}")]
    BadRequest(String),
    /// Understood, but not possible as asked (an unknown variant, a bad option, yourself as
    /// opponent), with a `code` for clients.
    #[error("{detail}")]
    Invalid { code: &'static str, detail: String },
    #[error("There is no such {0}.")]
    NotFound(&'static str),
    #[error("This is not your game.")]
    NotYourGame,
    #[error("It is not your turn: {0} is to move.")]
    NotYourTurn(Side),
    #[error("{0}")]
    Forbidden(String),
    /// The account's password was asked for and another was given: nothing was changed.
    #[error("That is not the account's password: nothing was changed.")]
    WrongPassword,
    #[error("The game is over: {0}.")]
    GameOver(String),
    #[error("The game has moved on: it is at ply {current}, not {expected}. Reload it and try again.")]
    StalePly { current: i64, expected: i64 },
    /// A state conflict (challenge no longer open, draw already offered), with a `code`.
    #[error("{detail}")]
    Conflict { code: &'static str, detail: String },
    #[error("{0}")]
    Refused(Refusal),
    /// An allowance of the account's is used up (see [`crate::limits`]); try again after
    /// `retry_after` seconds.
    /// A file of variants refused, with every fault found in it.
    #[error("{}", faulty(.0))]
    Faulty(Vec<ortoo_rules::defined::ini::Fault>),
    #[error("Too many at once: try again in {retry_after} s.")]
    RateLimited { retry_after: u64 },
    /// The server is doing as much of this as it may at once (engine hints); try again soon.
    #[error("{0}")]
    Busy(String),
    #[error(transparent)]
    Store(#[from] StoreError),
    /// A stored game the rules cannot read: a server fault, never the player's.
    #[error("stored game {0} cannot be read: {1}")]
    Corrupt(String, String),
}

pub type Result<T> = std::result::Result<T, PlayError>;

fn faulty(faults: &[ortoo_rules::defined::ini::Fault]) -> String {
    match faults {
        [one] => format!("The file was not taken: {one}."),
        many => format!("The file was not taken: it has {} faults; the first: {}.", many.len(), many[0]),
    }
}

impl From<crate::credentials::HashingBusy> for PlayError {
    fn from(e: crate::credentials::HashingBusy) -> PlayError {
        PlayError::Busy(e.to_string())
    }
}
