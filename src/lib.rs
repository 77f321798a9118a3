//! ortoo, the play-by-server: configuration, storage, accounts, games in play, HTTP (pages and
//! the REST API), and the command line. The rules live in the `ortoo-rules` crate.

pub mod accounts;
pub mod cache;
pub mod cli;
pub mod config;
pub mod events;
pub mod external;
pub mod http;
pub mod loadgen;
pub mod notify;
pub mod opponent;
pub mod play;
pub mod prefs;
pub mod schedule;
pub mod server;
pub mod worker;

/// The domain's clock and time controls, used across the server.
pub use ortoo_core::{clock, timecontrol};
/// Storage (SQLite and Postgres), from its own crate.
pub use ortoo_store as db;
