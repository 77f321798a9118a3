//! What an action in play can meet, as one error type every service returns: the transports
//! turn each variant into their own answer (an HTTP status and code, a mail's reply).
//!
//! A refusal's words are kept unsaid ([`Said`]), so that each transport says them in its
//! reader's language ([`PlayError::said`]); `Display` is English, for logs and tests.

use ortoo_core::StoreError;
use ortoo_i18n::{SIDES, Said, english};
use ortoo_rules::{Refusal, Side, Sides};

#[derive(Debug, thiserror::Error)]
pub enum PlayError {
    /// The request cannot be understood as asked (a missing or malformed field).
    #[error("{}", english().say(.0))]
    BadRequest(Said),
    /// Understood, but not possible as asked (an unknown variant, a bad option, yourself as
    /// opponent), with a `code` for clients.
    #[error("{}", english().say(.detail))]
    Invalid { code: &'static str, detail: Said },
    #[error("{}", english().say(&.0.said()))]
    NotFound(Missing),
    #[error("This is not your game.")]
    NotYourGame,
    #[error("It is not your turn: {0} is to move.")]
    NotYourTurn(Side, Sides),
    #[error("{}", english().say(.0))]
    Forbidden(Said),
    /// The account's password was asked for and another was given: nothing was changed.
    #[error("That is not the account's password: nothing was changed.")]
    WrongPassword,
    /// The game is over (the words say how, or what cannot be done now).
    #[error("{}", english().say(.0))]
    GameOver(Said),
    #[error("The game has moved on: it is at ply {current}, not {expected}. Reload it and try again.")]
    StalePly { current: i64, expected: i64 },
    /// A state conflict (challenge no longer open, draw already offered), with a `code`.
    #[error("{}", english().say(.detail))]
    Conflict { code: &'static str, detail: Said },
    #[error("{0}")]
    Refused(Refusal),
    /// A file of variants refused, with every fault found in it.
    #[error("{}", english().say(&faulty(.0)))]
    Faulty(Vec<ortoo_rules::defined::ini::Fault>),
    /// An allowance of the account's is used up (see [`crate::limits`]); try again after
    /// `retry_after` seconds.
    #[error("Too many at once: try again in {retry_after} s.")]
    RateLimited { retry_after: u64 },
    /// The server is doing as much of this as it may at once (engine hints); try again soon.
    #[error("{}", english().say(.0))]
    Busy(Said),
    #[error(transparent)]
    Store(#[from] StoreError),
    /// A stored game the rules cannot read: a server fault, never the player's.
    #[error("stored game {0} cannot be read: {1}")]
    Corrupt(String, String),
}

/// What a player asked for and the server does not have.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Missing {
    Account,
    Analysis,
    Challenge,
    /// The engine's own account (a server not set up for engine play).
    Engine,
    Game,
    Player,
    Tournament,
    VariantFile,
    /// A file of variants of the asker's own (to remove): another's is as good as none.
    OwnVariantFile,
}

impl Missing {
    /// "There is no such game.", unsaid.
    pub fn said(self) -> Said {
        Said::new(match self {
            Missing::Account => "error-no-such-account",
            Missing::Analysis => "error-no-such-analysis",
            Missing::Challenge => "error-no-such-challenge",
            Missing::Engine => "error-no-engine",
            Missing::Game => "error-no-such-game",
            Missing::Player => "error-no-such-player",
            Missing::Tournament => "error-no-such-tournament",
            Missing::VariantFile => "error-no-such-file",
            Missing::OwnVariantFile => "error-no-such-file-of-yours",
        })
    }
}

impl PlayError {
    /// What the error says to a player, unsaid; `None` for a server's own fault (its words are
    /// for the log, and the player is told only that something went wrong).
    pub fn said(&self) -> Option<Said> {
        Some(match self {
            PlayError::BadRequest(said)
            | PlayError::Invalid { detail: said, .. }
            | PlayError::Forbidden(said)
            | PlayError::GameOver(said)
            | PlayError::Conflict { detail: said, .. }
            | PlayError::Busy(said) => said.clone(),
            PlayError::NotFound(what) => what.said(),
            PlayError::NotYourGame => Said::new("error-not-your-game"),
            PlayError::NotYourTurn(side, sides) => {
                Said::new("error-not-your-turn").arg("side", side_said(*side, *sides))
            }
            PlayError::WrongPassword => Said::new("error-wrong-password"),
            PlayError::StalePly { current, expected } => {
                Said::new("error-stale-ply").arg("current", *current).arg("expected", *expected)
            }
            PlayError::Refused(refusal) => (*refusal.said).clone(),
            PlayError::Faulty(faults) => faulty(faults),
            PlayError::RateLimited { retry_after } => {
                Said::new("error-too-many-requests").arg("seconds", (*retry_after).max(1))
            }
            PlayError::Store(_) | PlayError::Corrupt(..) => return None,
        })
    }
}

pub type Result<T> = std::result::Result<T, PlayError>;

/// A refused file of variants, unsaid: its one fault, or how many it has and the first.
fn faulty(faults: &[ortoo_rules::defined::ini::Fault]) -> Said {
    match faults {
        [one] => Said::new("fault-file-not-taken").arg("fault", one.said()),
        many => Said::new("fault-file-not-taken-many").arg("count", many.len()).arg("first", many[0].said()),
    }
}

impl From<crate::credentials::HashingBusy> for PlayError {
    fn from(_: crate::credentials::HashingBusy) -> PlayError {
        PlayError::Busy(Said::new("error-hashing-busy"))
    }
}

/// `side` named as `sides` names it (White, Black; Red in xiangqi, Sente in shogi), unsaid.
pub fn side_said(side: Side, sides: Sides) -> Said {
    let id = match side {
        Side::White => "side-white",
        Side::Black => "side-black",
    };
    Said::new(id).arg(SIDES, sides.key())
}
