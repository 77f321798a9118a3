//! ortoo's engine opponent: an iterative-deepening alpha-beta search over any game of
//! [`ortoo_rules`], with an evaluation per game.
//!
//! - [`think`]: what the server and the command line call — a variant id, its options, a
//!   position text and the keys of the positions before it; the answer is the move in the rules'
//!   canonical text, ready for [`ortoo_rules::GameState::play`].
//! - [`hint`]: a modest [`think`] for a player who asks.
//! - [`Search`]: the typed search over one [`ortoo_rules::Game`], for callers that hold typed
//!   positions; [`Evaluate`] is what it needs of a game beyond the rules.
//! - [`level`]: strength levels 1–12.
//!
//! ```
//! use ortoo_engine::{Limits, think};
//! let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
//! let thought = think("chess", &[], start, &[], Limits::depth(2)).unwrap();
//! let mut game = ortoo_rules::registry::open("chess", &[]).unwrap().load(start).unwrap();
//! game.play(&thought.best).unwrap();
//! ```

pub mod board;
pub mod eval;
pub mod level;
mod rng;
pub mod search;
mod table;

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use ortoo_rules::registry::{self, OpenError};
use ortoo_rules::{Options, Outcome, PositionError, chess, khan, khans_chess, kings_run, koan, shatranj_kamil_x};

pub use eval::Evaluate;
pub use level::Level;
pub use search::{Limits, MATE, Report, Search, mate_in};

/// The level [`hint`] plays at, and its move time cap.
pub const HINT_LEVEL: u8 = 6;
pub const HINT_MOVETIME: Duration = Duration::from_secs(2);
/// Transposition table size when the limits do not say.
pub const DEFAULT_HASH_MB: usize = 16;

/// The engine's answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Thought {
    /// The move in the rules' canonical text (`P e2-e4`), as [`ortoo_rules::GameState::play`]
    /// accepts it.
    pub best: String,
    /// The same move in coordinate form (`e2e4`).
    pub coordinate: String,
    /// Centipawns from the mover's view; a forced win or loss is `±(MATE - plies)`.
    pub score: i32,
    /// Moves to a forced win (positive) or loss (negative), when the search sees one.
    pub mate: Option<i32>,
    /// The last depth searched to the end (0 if stopped during the first).
    pub depth: u32,
    pub nodes: u64,
    /// The expected line in canonical text, starting with `best`.
    pub pv: Vec<String>,
    pub elapsed: Duration,
}

/// Why the engine cannot answer.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EngineError {
    #[error(transparent)]
    Open(#[from] OpenError),
    #[error(transparent)]
    Position(#[from] PositionError),
    #[error("the game is over: {0}")]
    GameOver(Outcome),
}

/// Thinks about `position` (a position text of `variant` with its `options`) and says which
/// move to play. `earlier_keys` are the zobrist keys of the positions before it in its
/// repetition window, oldest first ([`ortoo_rules::GameState::key`] of each), so the engine
/// neither walks into nor misses a repetition.
///
/// # Errors
/// An unknown variant or option, a position text that cannot be read, or a finished game
/// (including draws by repetition that the earlier keys complete).
pub fn think(
    variant: &str,
    options: &[(String, String)],
    position: &str,
    earlier_keys: &[u64],
    limits: Limits,
) -> Result<Thought, EngineError> {
    // The facade decides whether the game is over, history-based draws included.
    let state = registry::open(variant, options)?.resume(position, earlier_keys)?;
    if let Some(outcome) = state.outcome() {
        return Err(EngineError::GameOver(outcome));
    }
    let info = registry::info(variant).ok_or_else(|| OpenError::UnknownVariant {
        id: variant.to_string(),
        known: registry::VARIANTS.iter().map(|v| v.id).collect(),
    })?;
    let resolved = Options::resolve(info.id, info.options, options).map_err(OpenError::from)?;
    match info.id {
        "chess" => think_typed(&chess::chess(), position, earlier_keys, &limits),
        "khans-chess" => think_typed(&khans_chess::khans_chess(), position, earlier_keys, &limits),
        "khan" => think_typed(&khan::Khan::new(resolved), position, earlier_keys, &limits),
        "koan" => think_typed(&koan::Koan::new(), position, earlier_keys, &limits),
        "kings-run" => think_typed(&kings_run::KingsRun::new(), position, earlier_keys, &limits),
        "shatranj-kamil-x" => think_typed(&shatranj_kamil_x::ShatranjKamilX::new(), position, earlier_keys, &limits),
        other => Err(OpenError::UnknownVariant {
            id: other.to_string(),
            known: registry::VARIANTS.iter().map(|v| v.id).collect(),
        }
        .into()),
    }
}

/// A suggestion for a player: [`think`] at level [`HINT_LEVEL`], at most [`HINT_MOVETIME`].
///
/// # Errors
/// As [`think`].
pub fn hint(
    variant: &str,
    options: &[(String, String)],
    position: &str,
    earlier_keys: &[u64],
    stop: Option<Arc<AtomicBool>>,
) -> Result<Thought, EngineError> {
    let limits = Limits { level: Some(HINT_LEVEL), movetime: Some(HINT_MOVETIME), stop, ..Limits::default() };
    think(variant, options, position, earlier_keys, limits)
}

fn think_typed<G: Evaluate>(
    game: &G,
    position: &str,
    earlier_keys: &[u64],
    limits: &Limits,
) -> Result<Thought, EngineError> {
    let pos = game.read_position(position)?;
    let mut search = Search::new(game, limits.hash_mb.unwrap_or(DEFAULT_HASH_MB));
    let report = search.think(&pos, earlier_keys, limits);
    let Some(best) = report.best else {
        // The facade found no outcome, yet the rules list no move: report what the rules say.
        let outcome = game.status(&pos).unwrap_or(Outcome::Draw { reason: ortoo_rules::Reason::NoMoves });
        return Err(EngineError::GameOver(outcome));
    };
    let mut pv = Vec::with_capacity(report.pv.len());
    let mut current = pos.clone();
    for &mv in &report.pv {
        pv.push(game.move_text(&current, mv).canonical());
        current = game.play(&current, mv);
    }
    Ok(Thought {
        best: game.move_text(&pos, best).canonical(),
        coordinate: game.coordinate(&pos, best),
        score: report.score,
        mate: mate_in(report.score),
        depth: report.depth,
        nodes: report.nodes,
        pv,
        elapsed: report.elapsed,
    })
}
