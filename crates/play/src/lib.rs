//! Games in play: accounts, challenges, moves, draws, resignations, clocks and their deadlines,
//! reminders and digests, vacations, games against the engine and hints, and what players are
//! told of each. Every action is checked by the rules, written in one transaction through the
//! store, and then published; a refused action changes nothing.
//!
//! It sits between the store (`ortoo-store`) and the transports (the web pages and API, mail,
//! engine workers), and knows nothing of HTTP or mail formats.

pub mod accounts;
pub mod analysis;
pub mod answers;
pub mod cache;
pub mod challenges;
pub mod chat;
pub mod credentials;
pub mod error;
pub mod forecasts;
pub mod games;
pub mod inbox;
pub mod jobs;
pub mod limits;
pub mod moves;
pub mod notices;
pub mod opponent;
pub mod orders;
pub mod play;
pub mod prefs;
pub mod ratings;
pub mod schedule;
pub mod takeback;
pub mod token;
pub mod tournaments;
pub mod typed;
pub mod variant_files;
pub mod variants;

#[cfg(test)]
pub(crate) mod testing;

pub use error::{Missing, PlayError, Result};
pub use play::{Play, Settings};
