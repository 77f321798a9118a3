//! Rate limits per key (an IP address, an account): GCRA, which is a token bucket kept as one
//! timestamp per key. In-repo rather than tower_governor because the per-account limits need the
//! authenticated user, which only the handlers know.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

pub struct Limiter {
    /// Per key: the time at which its bucket is full again ("theoretical arrival time").
    buckets: Mutex<HashMap<String, Instant>>,
}

impl Default for Limiter {
    fn default() -> Self {
        Limiter::new()
    }
}

impl Limiter {
    pub fn new() -> Limiter {
        Limiter { buckets: Mutex::new(HashMap::new()) }
    }

    /// Takes one request from `key`'s allowance of `per_period` per `period` (bursts up to the
    /// whole allowance). `Err(seconds)` says how long to wait.
    pub fn check(&self, key: &str, per_period: u32, period: Duration) -> Result<(), u64> {
        if per_period == 0 {
            return Ok(());
        }
        let now = Instant::now();
        let interval = period / per_period;
        let burst = period;
        let mut buckets = self.buckets.lock().expect("the limiter lock is never poisoned");
        if buckets.len() > 100_000 {
            // Forget full buckets: memory stays bounded however many keys pass by.
            buckets.retain(|_, tat| *tat > now);
        }
        let tat = buckets.get(key).copied().unwrap_or(now).max(now);
        let next = tat + interval;
        if next > now + burst {
            let wait = next - (now + burst);
            ortoo_play::limits::refused(key);
            return Err(wait.as_secs() + u64::from(wait.subsec_nanos() > 0));
        }
        buckets.insert(key.to_string(), next);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_up_to_the_allowance_passes_and_the_next_request_waits() {
        let limiter = Limiter::new();
        for _ in 0..5 {
            assert!(limiter.check("ip:1", 5, Duration::from_secs(60)).is_ok());
        }
        let wait = limiter.check("ip:1", 5, Duration::from_secs(60)).unwrap_err();
        assert!((1..=12).contains(&wait), "{wait}");
        assert!(limiter.check("ip:2", 5, Duration::from_secs(60)).is_ok(), "keys are independent");
        assert!(limiter.check("ip:3", 0, Duration::from_secs(60)).is_ok(), "0 means no limit");
    }
}
