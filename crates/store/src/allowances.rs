//! Rate limits kept in the database, so that they hold across every process serving the same
//! players (a server's API and pages, another server, `mail-in`): GCRA, a token bucket kept as
//! one time a key, the moment its allowance is whole again.

use ortoo_core::store::AllowanceStore;
use ortoo_core::store::Result as StoreResult;
use ortoo_core::{Millis, Timestamp};

use super::Db;
use crate::failure::{Failure, reported};
use crate::moment::{Moment, ReadAs};
use crate::statement::{Fetch, Run, Statement};

#[async_trait::async_trait]
impl AllowanceStore for Db {
    /// Takes one from `key`'s allowance of `per_period` in each `period` (a burst may use the
    /// whole allowance at once): `None` when taken, or how long until one is free again.
    async fn take_allowance(
        &self,
        key: &str,
        per_period: u32,
        period: Millis,
        now: Timestamp,
    ) -> StoreResult<Option<Millis>> {
        reported("take_allowance", async move {
            if per_period == 0 {
                return Ok(None);
            }
            let interval = (period / i64::from(per_period)).max(1);
            let bucket =
                Statement::new("INSERT INTO allowances (key, full_at) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING")
                    .arg(key)
                    .arg(now);
            // One conditional update: on Postgres its row lock puts racing processes in turn.
            let take = Statement::new(
                "UPDATE allowances SET full_at = (CASE WHEN full_at > $2 THEN full_at ELSE $2 END) + $3 \
                 WHERE key = $1 AND (CASE WHEN full_at > $2 THEN full_at ELSE $2 END) + $3 <= $2 + $4",
            )
            .arg(key)
            .arg(now)
            .arg(interval)
            .arg(period);
            let full = Statement::new("SELECT full_at FROM allowances WHERE key = $1").arg(key);
            self.write(move |tx| {
                Box::pin(async move {
                    tx.execute(bucket).await?;
                    let taken = tx.execute(take).await?;
                    if taken == 1 {
                        return Ok(None);
                    }
                    let (full_at,): (Moment,) = tx.one(full).await?;
                    let full_at: Timestamp = full_at.into();
                    Ok::<Option<Millis>, Failure>(Some(((full_at + interval) - (now + period)).max(1)))
                })
            })
            .await
        })
        .await
    }

    /// Whether one could be taken from `key`'s allowance now (taking nothing).
    async fn allowance_left(&self, key: &str, per_period: u32, period: Millis, now: Timestamp) -> StoreResult<bool> {
        reported("allowance_left", async move {
            if per_period == 0 {
                return Ok(true);
            }
            let interval = (period / i64::from(per_period)).max(1);
            let full = Statement::new("SELECT full_at FROM allowances WHERE key = $1").arg(key);
            let full_at: Option<Timestamp> = self.optional::<(Moment,)>(full).await?.map(|(m,)| m).read();
            Ok(full_at.is_none_or(|full_at| full_at.max(now) + interval <= now + period))
        })
        .await
    }

    /// Makes `key`'s allowance whole (a missing row is a whole bucket).
    async fn restore_allowance(&self, key: &str) -> StoreResult<()> {
        reported("restore_allowance", async move {
            self.execute(Statement::new("DELETE FROM allowances WHERE key = $1").arg(key)).await?;
            Ok::<(), Failure>(())
        })
        .await
    }

    /// Forgets the buckets whole again by `now` (a missing row is a whole bucket).
    async fn forget_allowances(&self, now: Timestamp) -> StoreResult<u64> {
        reported("forget_allowances", async move {
            self.execute(Statement::new(crate::periodic::FORGET_ALLOWANCES).arg(now)).await
        })
        .await
    }
}
