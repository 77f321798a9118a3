//! ortoo's store in memory: every narrow store trait of `ortoo-core` over plain collections
//! behind one lock, so that the services of games in play can be tested without a database. It
//! keeps the same promises as the SQL stores (the conformance suite of `ortoo-store` runs
//! against it too): each call is atomic (one lock held for the whole call, as one transaction),
//! conditional writes refuse when the row changed, names are unique without regard to case.
//!
//! It keeps nothing when the process ends; no server runs on it.

mod challenges;
mod games;
mod people;
mod queues;

use std::sync::{Mutex, MutexGuard};

use ortoo_core::Store;
use ortoo_core::store::{Connections, PoolUse};

/// Everything the store keeps, in the four parts of the domain that write into one another.
#[derive(Debug, Default)]
struct Tables {
    /// Games, their moves, watchers and forecasts; ratings.
    games: games::Games,
    /// Challenges and open seeks; tournaments, their entries, rounds and byes.
    challenges: challenges::Challenges,
    /// Accounts, sessions, tokens, links, secrets; settings; kept answers; allowances;
    /// conversations and notes; files of variants.
    people: people::People,
    /// Notices and the outbox, reminders and digests, mail commands; the engine's jobs and the
    /// analyses.
    queues: queues::Queues,
}

/// A store in memory.
#[derive(Debug, Default)]
pub struct Memory {
    tables: Mutex<Tables>,
}

impl Memory {
    #[must_use]
    pub fn new() -> Memory {
        Memory::default()
    }

    /// The tables, for one call: held until the call returns, so every call is atomic. A call
    /// that panicked left nothing half-written that matters to a test, so a poisoned lock is
    /// taken as it is.
    fn tables(&self) -> MutexGuard<'_, Tables> {
        self.tables.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// With the narrow traits, implemented in the module of the part each writes, `Memory` is a
/// whole `Store`.
impl Store for Memory {}

impl Connections for Memory {
    fn backend(&self) -> &'static str {
        "memory"
    }

    fn pool_use(&self) -> PoolUse {
        PoolUse::default()
    }
}
