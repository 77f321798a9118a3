//! ortoo's rules engines: every game ortoo hosts, behind one trait.
//!
//! - [`Game`]: the typed, allocation-free interface the engine searches through.
//! - [`Variant`] / [`GameState`]: the object-safe interface the server uses — a game in play
//!   takes move text in Game Courier's full algebraic notation or coordinate form and either
//!   plays exactly one legal move or refuses with the reason ([`Refusal`]).
//! - [`registry`]: variant ids and options to games.
//!
//! ```
//! let variant = ortoo_rules::registry::open("khans-chess", &[]).unwrap();
//! let mut game = variant.start();
//! let played = game.play("e2e4").unwrap();
//! assert_eq!(played.accepted.canonical, "P e2-e4");
//! let refusal = game.play("s d7-d5").unwrap_err();
//! assert_eq!(refusal.code.as_str(), "illegal");
//! ```

pub mod bits;
pub mod chase;
pub mod chess;
pub mod chesslike;
pub mod defined;
pub mod diagram;
pub mod game;
pub mod geometry;
pub mod khan;
pub mod khans_chess;
pub mod kings_run;
pub mod koan;
pub mod magic;
pub mod movement;
pub mod notation;
pub mod options;
pub mod outcome;
pub mod refusal;
pub mod registry;
pub mod shatranj_kamil_x;
pub mod side;
pub mod state;
pub mod zobrist;

pub use game::{
    Count, CountingShown, DrawRules, Game, Hands, Held, Lines, MoveList, PieceInfo, PieceValues, PositionError, Tally,
    Tiling, VariantInfo,
};
pub use geometry::{Coord, Geometry};
pub use options::{
    Chooser, OptionError, OptionKind, OptionShown, OptionSpec, OptionValue, Options, options_shown, options_summary,
};
pub use outcome::{Outcome, Reason};
pub use refusal::{Refusal, RefusalCode};
pub use side::{BySide, Side, Sides};
pub use state::{Accepted, Foresight, GameState, LegalMove, Played, Variant};
