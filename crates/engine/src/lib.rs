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
//! - [`uci`]: the engine as a UCI engine, for chess GUIs (`ortoo uci`).
//! - [`console`]: a game against the engine in a text console (`ortoo play`).
//!
//! ```
//! use ortoo_engine::{SearchLimits, think};
//! let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
//! let thought = think("chess", &[], start, &[], SearchLimits::depth(2)).unwrap();
//! let mut game = ortoo_rules::registry::open("chess", &[]).unwrap().load(start).unwrap();
//! game.play(&thought.best).unwrap();
//! ```

pub mod board;
pub mod console;
pub mod eval;
pub mod level;
pub mod rng;
pub mod search;
pub mod table;
pub mod terms;
pub mod tune;
pub mod uci;

use std::any::Any;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use ortoo_rules::registry::{self, OpenError};
use ortoo_rules::{GameState, Options, Outcome, PositionError, VariantInfo};

pub use eval::Evaluate;
pub use level::Level;
pub use search::{MATE, MAX_THREADS, Report, Search, SearchLimits, mate_in};

use crate::table::Table;

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
    limits: SearchLimits,
) -> Result<Thought, EngineError> {
    think_reporting(variant, options, position, earlier_keys, limits, |_| {})
}

/// As [`think`], handing `on_depth` the engine's answer so far after each depth it finishes
/// (what a UCI front end prints as `info` lines while the search runs).
///
/// # Errors
/// As [`think`].
pub fn think_reporting(
    variant: &str,
    options: &[(String, String)],
    position: &str,
    earlier_keys: &[u64],
    limits: SearchLimits,
    on_depth: impl FnMut(&Thought),
) -> Result<Thought, EngineError> {
    think_remembering(variant, options, position, earlier_keys, limits, &mut Memory::default(), on_depth)
}

/// What the engine keeps from one move of a game to the next: its transposition table, whose
/// results for the positions it searched last are mostly still good one move later. It is kept
/// only for the rules and the table size it was made for.
#[derive(Default)]
pub struct Memory {
    kept: Option<Kept>,
}

struct Kept {
    variant: &'static str,
    options: Vec<(String, String)>,
    hash_mb: usize,
    /// A `Table` of the game's move type.
    table: Arc<dyn Any + Send + Sync>,
}

impl Memory {
    /// Forgets what was kept (a new game).
    pub fn forget(&mut self) {
        self.kept = None;
    }

    /// The kept table if it was made for these rules and size, else a new one, kept from now on.
    /// (`game` names the move type the table holds.)
    fn table<G: ortoo_rules::Game>(
        &mut self,
        _game: &G,
        variant: &'static str,
        options: &[(String, String)],
        hash_mb: usize,
    ) -> Arc<Table<G::Move>> {
        if let Some(kept) = &self.kept
            && kept.variant == variant
            && kept.options == options
            && kept.hash_mb == hash_mb
            && let Ok(table) = kept.table.clone().downcast::<Table<G::Move>>()
        {
            return table;
        }
        let table = Arc::new(Table::<G::Move>::new(hash_mb));
        self.kept = Some(Kept { variant, options: options.to_vec(), hash_mb, table: table.clone() });
        table
    }
}

/// As [`think_reporting`], searching with (and keeping in `memory`) the table of the game's
/// earlier moves.
///
/// # Errors
/// As [`think`].
pub fn think_remembering(
    variant: &str,
    options: &[(String, String)],
    position: &str,
    earlier_keys: &[u64],
    limits: SearchLimits,
    memory: &mut Memory,
    mut on_depth: impl FnMut(&Thought),
) -> Result<Thought, EngineError> {
    let on_depth: &mut dyn FnMut(&Thought) = &mut on_depth;
    // The facade decides whether the game is over, history-based draws included.
    let state = registry::open(variant, options)?.resume(position, earlier_keys)?;
    if let Some(outcome) = state.outcome() {
        return Err(EngineError::GameOver(outcome));
    }
    let (info, resolved) = resolve(variant, options)?;
    let hash_mb = limits.hash_mb.unwrap_or(DEFAULT_HASH_MB);
    ortoo_rules::with_game!(info.id, resolved, |game| {
        let table = memory.table(&game, info.id, options, hash_mb);
        think_typed(&game, table, position, earlier_keys, &limits, on_depth)
    })
    .unwrap_or_else(|| Err(unknown(variant).into()))
}

/// Makes (or keeps) the table a game of `variant` under `options` will search with, so the
/// first move's time is not spent making it: what a UCI engine does on `ucinewgame`.
///
/// # Errors
/// An unknown variant or option.
pub fn prepare(
    memory: &mut Memory,
    variant: &str,
    options: &[(String, String)],
    hash_mb: usize,
) -> Result<(), EngineError> {
    let (info, resolved) = resolve(variant, options)?;
    ortoo_rules::with_game!(info.id, resolved, |game| {
        memory.table(&game, info.id, options, hash_mb);
    })
    .ok_or_else(|| unknown(variant).into())
}

fn resolve(variant: &str, options: &[(String, String)]) -> Result<(&'static VariantInfo, Options), OpenError> {
    let info = registry::info(variant).ok_or_else(|| unknown(variant))?;
    let resolved = Options::resolve(info.id, info.options, options)?;
    Ok((info, resolved))
}

fn unknown(variant: &str) -> OpenError {
    OpenError::UnknownVariant { id: variant.to_string(), known: registry::variants().iter().map(|v| v.id).collect() }
}

/// Of the keys of every position before `state` (oldest first), those that could still repeat
/// it: the ones since the last capture or pawn move, as [`think`] wants them.
pub fn repetition_window<'k>(keys: &'k [u64], state: &dyn GameState) -> &'k [u64] {
    let window = state.reversible_plies().map_or(keys.len(), |plies| (plies as usize).min(keys.len()));
    &keys[keys.len() - window..]
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
    let limits =
        SearchLimits { level: Some(HINT_LEVEL), movetime: Some(HINT_MOVETIME), stop, ..SearchLimits::default() };
    think(variant, options, position, earlier_keys, limits)
}

fn think_typed<G: Evaluate>(
    game: &G,
    table: Arc<Table<G::Move>>,
    position: &str,
    earlier_keys: &[u64],
    limits: &SearchLimits,
    on_depth: &mut dyn FnMut(&Thought),
) -> Result<Thought, EngineError> {
    let pos = game.read_position(position)?;
    let mut search = Search::sharing(game, table);
    let report = search.think_reporting(&pos, earlier_keys, limits, |report| {
        if let Some(thought) = thought_of(game, &pos, report) {
            on_depth(&thought);
        }
    });
    thought_of(game, &pos, &report).ok_or_else(|| {
        // The facade found no outcome, yet the rules list no move: report what the rules say.
        let outcome = game.status(&pos).unwrap_or(Outcome::Draw { reason: ortoo_rules::Reason::NoMoves });
        EngineError::GameOver(outcome)
    })
}

/// A search report in the rules' words; `None` when it has no move.
fn thought_of<G: Evaluate>(game: &G, pos: &G::Position, report: &Report<G::Move>) -> Option<Thought> {
    let best = report.best?;
    let mut pv = Vec::with_capacity(report.pv.len());
    let mut current = pos.clone();
    for &mv in &report.pv {
        pv.push(game.move_text(&current, mv).canonical());
        current = game.play(&current, mv);
    }
    Some(Thought {
        best: game.move_text(pos, best).canonical(),
        coordinate: game.coordinate(pos, best),
        score: report.score,
        mate: mate_in(report.score),
        depth: report.depth,
        nodes: report.nodes,
        pv,
        elapsed: report.elapsed,
    })
}
