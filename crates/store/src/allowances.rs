//! Rate limits kept in the database, so that they hold across every process serving the same
//! players (a server's API and pages, another server, `mail-in`): GCRA, a token bucket kept as
//! one time a key, the moment its allowance is whole again.

use ortoo_core::store::AllowanceStore;
use ortoo_core::store::Result as StoreResult;
use ortoo_core::{Millis, Timestamp};

use super::Db;
use crate::failure::{Failure, reported};
use crate::moment::{AsMoment, Moment, ReadAs};
use crate::{on_pool, transact};

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
            let key = key.to_string();
            let interval = (period / i64::from(per_period)).max(1);
            transact!(self, |conn| {
                sqlx::query("INSERT INTO allowances (key, full_at) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING")
                    .bind(&key)
                    .bind(now.moment())
                    .execute(&mut *conn)
                    .await?;
                // One conditional update: on Postgres its row lock puts racing processes in turn.
                let taken = sqlx::query(
                    "UPDATE allowances SET full_at = (CASE WHEN full_at > $2 THEN full_at ELSE $2 END) + $3 \
                 WHERE key = $1 AND (CASE WHEN full_at > $2 THEN full_at ELSE $2 END) + $3 <= $2 + $4",
                )
                .bind(&key)
                .bind(now.moment())
                .bind(interval)
                .bind(period)
                .execute(&mut *conn)
                .await?
                .rows_affected();
                if taken == 1 {
                    return Ok(None);
                }
                let full_at: Timestamp =
                    sqlx::query_scalar::<_, Moment>("SELECT full_at FROM allowances WHERE key = $1")
                        .bind(&key)
                        .fetch_one(&mut *conn)
                        .await?
                        .into();
                Ok::<Option<Millis>, Failure>(Some(((full_at + interval) - (now + period)).max(1)))
            })
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
            let full_at: Option<Timestamp> =
                on_pool!(self, |pool| sqlx::query_scalar::<_, Moment>("SELECT full_at FROM allowances WHERE key = $1")
                    .bind(key)
                    .fetch_optional(pool)
                    .await?)
                .read();
            Ok(full_at.is_none_or(|full_at| full_at.max(now) + interval <= now + period))
        })
        .await
    }

    /// Makes `key`'s allowance whole (a missing row is a whole bucket).
    async fn restore_allowance(&self, key: &str) -> StoreResult<()> {
        reported("restore_allowance", async move {
            let key = key.to_string();
            transact!(self, |conn| {
                sqlx::query("DELETE FROM allowances WHERE key = $1").bind(&key).execute(&mut *conn).await?;
                Ok::<(), Failure>(())
            })
        })
        .await
    }

    /// Forgets the buckets whole again by `now` (a missing row is a whole bucket).
    async fn forget_allowances(&self, now: Timestamp) -> StoreResult<u64> {
        reported("forget_allowances", async move {
            transact!(self, |conn| Ok::<u64, Failure>(
                sqlx::query(crate::periodic::FORGET_ALLOWANCES)
                    .bind(now.moment())
                    .execute(&mut *conn)
                    .await?
                    .rows_affected()
            ))
        })
        .await
    }
}
