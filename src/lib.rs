//! ortoo, the play-by-server: configuration, storage, accounts, games in play, HTTP (pages and
//! the REST API), and the command line. The rules live in the `ortoo-rules` crate.

pub mod cli;
pub mod listen;
pub mod loadgen;
pub mod openings;
pub mod server;
pub mod variant_files;

/// Configuration, from its own crate.
pub use ortoo_config as config;
/// Live events (the store relays them between processes on Postgres).
pub use ortoo_core::events;
/// The domain's clock and time controls, used across the server.
pub use ortoo_core::{clock, timecontrol, when};
/// Mail: the notifier, the mailer and `mail-in`, from their own crate.
pub use ortoo_mail as notify;
pub use ortoo_play::{Play, PlayError};
/// Games in play, from their own crate.
pub use ortoo_play::{accounts, cache, challenges, games, opponent, play, prefs, schedule, takeback, typed};
/// Storage (SQLite and Postgres), from its own crate.
pub use ortoo_store as db;
/// The web: the REST API and the pages, from their own crate.
pub use ortoo_web as http;
/// Engine workers and external engines, from their own crate.
pub use ortoo_worker as worker;
pub use ortoo_worker::external;
