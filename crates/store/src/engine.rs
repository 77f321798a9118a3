//! The engine's job queue: workers in any process claim a job under a lease, renew it while
//! they search, and the move itself closes the job in the move's own transaction
//! ([`ortoo_core::store::GameStore::record_moves`]). A job whose lease runs out (its worker died or stalled) is claimed
//! again by another worker.

use const_format::concatcp;
use ortoo_core::ids::{GameId, JobId};
use ortoo_core::store::EngineQueue;
use ortoo_core::store::Result as StoreResult;
use ortoo_core::{JobStatus, Timestamp};

use super::Db;
use super::rows::word;
use crate::failure::{Failure, reported};
use crate::moment::Moment;
use crate::rows::JobRow;
use crate::statement::Statement;
use ortoo_core::store::{Job, QueueStats};

/// How many finished jobs the latency figures are drawn from.
const LATENCY_WINDOW: i64 = 1000;

#[async_trait::async_trait]
impl EngineQueue for Db {
    /// Claims a job with no live lease, of level `max_level` or below, for `worker`, leased
    /// until `lease_until`: the oldest job of the account served least recently (an account
    /// never served first), so that accounts take turns ([`crate::periodic::CLAIM_ORDER`]).
    async fn claim_job(
        &self,
        worker: &str,
        now: Timestamp,
        lease_until: Timestamp,
        max_level: i64,
    ) -> StoreResult<Option<Job>> {
        reported("claim_job", async move {
            const RETURNING: &str = " RETURNING id, game_id, ply, level, attempts, created_at";
            const CLAIM: &str = "UPDATE engine_jobs SET worker = $1, locked_until = $3, attempts = attempts + 1, \
                 started_at = COALESCE(started_at, $2) WHERE id = \
                 (SELECT id FROM engine_jobs j WHERE status = $5 AND (locked_until IS NULL OR locked_until <= $2) \
                  AND level <= $4 ";
            const CLAIM_POSTGRES: &str =
                concatcp!(CLAIM, crate::periodic::CLAIM_ORDER, " LIMIT 1 FOR UPDATE SKIP LOCKED)", RETURNING);
            // SQLite's one writer serialises claims: the sub-select and the update are one step.
            const CLAIM_SQLITE: &str = concatcp!(CLAIM, crate::periodic::CLAIM_ORDER, " LIMIT 1)", RETURNING);
            let claim = Statement::new(if self.is_postgres() { CLAIM_POSTGRES } else { CLAIM_SQLITE })
                .arg(worker)
                .arg(now)
                .arg(lease_until)
                .arg(max_level)
                .word(JobStatus::Queued.as_str());
            let claimed = self.returning::<JobRow>(claim).await?.into_iter().next();
            Ok(claimed.map(Job::from))
        })
        .await
    }

    /// Renews `worker`'s lease on the job. False when the worker no longer holds it (the lease
    /// ran out and another worker took the job, or the job is closed): it must stop.
    async fn renew_job(&self, id: &JobId, worker: &str, lease_until: Timestamp) -> StoreResult<bool> {
        reported("renew_job", async move {
            let renewed = Statement::new(
                "UPDATE engine_jobs SET locked_until = $3 WHERE id = $1 AND worker = $2 AND status = $4",
            )
            .arg(id.as_str())
            .arg(worker)
            .arg(lease_until)
            .word(JobStatus::Queued.as_str());
            Ok(self.execute(renewed).await? == 1)
        })
        .await
    }

    /// Closes a job without a move: `dropped` (the game moved on or ended first) or `failed`.
    async fn close_job(&self, id: &JobId, status: JobStatus, error: Option<&str>, now: Timestamp) -> StoreResult<()> {
        reported("close_job", async move {
            let closed = Statement::new(
                "UPDATE engine_jobs SET status = $2, last_error = $3, finished_at = $4, locked_until = NULL \
             WHERE id = $1 AND status = $5",
            )
            .arg(id.as_str())
            .word(status.as_str())
            .arg(error)
            .arg(now)
            .word(JobStatus::Queued.as_str());
            self.execute(closed).await?;
            Ok(())
        })
        .await
    }

    /// Lets go of a job for another worker to take at once (this worker is stopping), keeping
    /// the error that made it stop, if any.
    async fn release_job(&self, id: &JobId, worker: &str, error: Option<&str>) -> StoreResult<()> {
        reported("release_job", async move {
            let released = Statement::new(
                "UPDATE engine_jobs SET locked_until = NULL, worker = NULL, last_error = COALESCE($3, last_error) \
             WHERE id = $1 AND worker = $2 AND status = $4",
            )
            .arg(id.as_str())
            .arg(worker)
            .arg(error)
            .word(JobStatus::Queued.as_str());
            self.execute(released).await?;
            Ok(())
        })
        .await
    }

    /// The job's status and attempts, for tests and tools.
    async fn job_status(&self, game_id: &GameId, ply: i64) -> StoreResult<Option<(JobStatus, i64)>> {
        reported("job_status", async move {
            let status = Statement::new("SELECT status, attempts FROM engine_jobs WHERE game_id = $1 AND ply = $2")
                .arg(game_id.as_str())
                .arg(ply);
            let row = self.optional::<(String, i64)>(status).await?;
            row.map(|(status, attempts)| Ok((word("engine_jobs", "status", &status)?, attempts))).transpose()
        })
        .await
    }

    async fn queue_stats(&self, now: Timestamp) -> StoreResult<QueueStats> {
        let words = [JobStatus::Queued, JobStatus::Failed, JobStatus::Done].map(JobStatus::as_str);
        reported("queue_stats", leased_queue(self, Leased::EngineJobs, words, now)).await
    }

    async fn moves_waiting(&self, now: Timestamp) -> StoreResult<bool> {
        reported("moves_waiting", async move {
            let waiting = Statement::new(
                "SELECT EXISTS (SELECT 1 FROM engine_jobs WHERE status = $2 \
             AND (locked_until IS NULL OR locked_until <= $1))",
            )
            .arg(now)
            .word(JobStatus::Queued.as_str());
            Ok(self.one::<(bool,)>(waiting).await?.0)
        })
        .await
    }
}

/// A queue worked under leases, as `/metrics` reads it.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Leased {
    EngineJobs,
    Analyses,
}

impl Leased {
    fn table(self) -> &'static str {
        match self {
            Leased::EngineJobs => "engine_jobs",
            Leased::Analyses => "analyses",
        }
    }
}

/// The figures of a queue worked under leases: its work waiting (no live lease), held and given
/// up, when the work waiting longest was queued, and the time the latest finished work took
/// (the last [`LATENCY_WINDOW`], oldest first). `queued`, `failed` and `done` are its states'
/// words.
pub(crate) async fn leased_queue(
    db: &Db,
    queue: Leased,
    [queued, failed, done]: [&'static str; 3],
    now: Timestamp,
) -> Result<QueueStats, Failure> {
    let table = queue.table();
    let counts = format!(
        "SELECT \
         COALESCE(SUM(CASE WHEN status = $2 AND (locked_until IS NULL OR locked_until <= $1) THEN 1 ELSE 0 END), 0), \
         COALESCE(SUM(CASE WHEN status = $2 AND locked_until > $1 THEN 1 ELSE 0 END), 0), \
         COALESCE(SUM(CASE WHEN status = $3 THEN 1 ELSE 0 END), 0), \
         MIN(CASE WHEN status = $2 AND (locked_until IS NULL OR locked_until <= $1) THEN created_at END) \
         FROM {table} WHERE status IN ($2, $3)"
    );
    let counts = Statement::made(counts).arg(now).word(queued).word(failed);
    let (waiting, running, failed, oldest): (i64, i64, i64, Option<Moment>) = db.one(counts).await?;
    let took =
        format!("SELECT finished_at - created_at FROM {table} WHERE status = $2 ORDER BY finished_at DESC LIMIT $1");
    let took: Vec<(i64,)> = db.all(Statement::made(took).arg(LATENCY_WINDOW).word(done)).await?;
    let mut took: Vec<i64> = took.into_iter().map(|(ms,)| ms).collect();
    took.reverse();
    Ok(QueueStats {
        waiting,
        running,
        failed,
        recent_latencies: took.into_iter().map(|ms| ms as f64 / 1000.0).collect(),
        oldest_waiting: oldest.map(Into::into),
    })
}
