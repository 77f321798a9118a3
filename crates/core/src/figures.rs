//! Whether this process records metrics (`[metrics]` in the configuration): the figures on a
//! move's path are measured only then, so that a server that records none spends nothing on
//! them (not a clock read, not a label).

use std::sync::atomic::{AtomicBool, Ordering};

static RECORDING: AtomicBool = AtomicBool::new(false);

/// Whether metrics are recorded in this process.
pub fn recording() -> bool {
    RECORDING.load(Ordering::Relaxed)
}

/// From now on, metrics are recorded (their recorder is installed).
pub fn start_recording() {
    RECORDING.store(true, Ordering::Relaxed);
}
