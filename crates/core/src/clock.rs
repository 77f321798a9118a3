//! The server's time source. Deadlines, reminders and digests read the time from a [`Clock`]
//! so that tests can drive them with a clock they set, instead of sleeping.

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

use crate::when::{Millis, Timestamp};

/// The time now, from the system or from a hand-set value.
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
    pub fn manual(at: Timestamp) -> Clock {
        Clock { manual: Some(Arc::new(AtomicI64::new(at.millis()))) }
    }

    pub fn now(&self) -> Timestamp {
        Timestamp::from_millis(match &self.manual {
            Some(ms) => ms.load(Ordering::SeqCst),
            None => (time::OffsetDateTime::now_utc().unix_timestamp_nanos() / 1_000_000) as i64,
        })
    }

    /// Moves a manual clock on by `ms` (the system clock cannot be moved: ignored).
    pub fn advance(&self, ms: Millis) {
        if let Some(now) = &self.manual {
            now.fetch_add(ms, Ordering::SeqCst);
        }
    }

    pub fn set(&self, at: Timestamp) {
        if let Some(now) = &self.manual {
            now.store(at.millis(), Ordering::SeqCst);
        }
    }
}
