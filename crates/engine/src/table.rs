//! The transposition table: one entry per slot, indexed by the low bits of the zobrist key,
//! replaced unless the slot holds a deeper result for the same position.
//!
//! Several searches may share one table (lazy SMP: helper threads fill it with results the main
//! search then finds), so each slot sits behind its own lock. A lock is held only to copy one
//! entry in or out, and two threads rarely want the same slot at once; uncontended, a lock costs
//! two atomic operations.

use std::sync::{Mutex, PoisonError};

/// What a stored score says about the true score.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bound {
    Exact,
    /// The true score is at least this (a beta cutoff).
    Lower,
    /// The true score is at most this (no move raised alpha).
    Upper,
}

#[derive(Debug, Clone, Copy)]
pub struct Entry<M> {
    pub key: u64,
    pub mv: Option<M>,
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
}

pub struct Table<M> {
    slots: Vec<Mutex<Option<Entry<M>>>>,
    mask: usize,
}

impl<M: Copy> Table<M> {
    /// A table of at most `megabytes` (a power of two of slots, at least 1024).
    pub fn new(megabytes: usize) -> Table<M> {
        let slot = std::mem::size_of::<Mutex<Option<Entry<M>>>>().max(1);
        let wanted = (megabytes.max(1) << 20) / slot;
        let mut count = 1024usize;
        while count * 2 <= wanted {
            count *= 2;
        }
        Table { slots: (0..count).map(|_| Mutex::new(None)).collect(), mask: count - 1 }
    }

    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry<M>> {
        // A poisoned slot only means a thread panicked while copying an entry of plain data:
        // what it holds is still one whole entry.
        let slot = self.slots[key as usize & self.mask].lock().unwrap_or_else(PoisonError::into_inner);
        slot.filter(|e| e.key == key)
    }

    #[inline]
    pub fn store(&self, entry: Entry<M>) {
        let mut slot = self.slots[entry.key as usize & self.mask].lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(old) = *slot
            && old.key == entry.key
            && old.depth > entry.depth
            && entry.bound != Bound::Exact
        {
            return;
        }
        *slot = Some(entry);
    }
}
