//! The server's time source. Deadlines, reminders and digests read the time from a [`Clock`]
//! so that tests can drive them with a clock they set, instead of sleeping.

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

/// Milliseconds since the Unix epoch (the schema's time representation), from the system or
/// from a hand-set value.
#[derive(Clone, Debug, Default)]
pub struct Clock {
    manual: Option<Arc<AtomicI64>>,
}

impl Clock {
    /// The system's clock.
    pub fn system() -> Clock {
        Clock { manual: None }
    }

    /// A clock that stands at `ms` until it is moved with [`Clock::advance`] or [`Clock::set`].
    pub fn manual(ms: i64) -> Clock {
        Clock { manual: Some(Arc::new(AtomicI64::new(ms))) }
    }

    pub fn now_ms(&self) -> i64 {
        match &self.manual {
            Some(ms) => ms.load(Ordering::SeqCst),
            None => time::OffsetDateTime::now_utc().unix_timestamp_nanos() as i64 / 1_000_000,
        }
    }

    /// Moves a manual clock on by `ms` (the system clock cannot be moved: ignored).
    pub fn advance(&self, ms: i64) {
        if let Some(now) = &self.manual {
            now.fetch_add(ms, Ordering::SeqCst);
        }
    }

    pub fn set(&self, ms: i64) {
        if let Some(now) = &self.manual {
            now.store(ms, Ordering::SeqCst);
        }
    }
}
