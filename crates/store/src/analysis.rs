//! Post-game analyses: queued with the game's ending (see [`analysis_queued`]) or on request,
//! claimed under a lease like engine jobs, kept a position at a time in `analysis_positions`.

use ortoo_core::ids::GameId;
use ortoo_core::model::GameUpdate;
use ortoo_core::store::AnalysisQueue;
use ortoo_core::store::Result as StoreResult;
use ortoo_core::store::{AnalysedPosition, Analysis, AnalysisJob, QueueStats};
use ortoo_core::{AnalysisStatus, Timestamp};

use super::Db;
use super::rows::word;
use crate::engine::{Leased, leased_queue};
use crate::failure::reported;
use crate::moment::{Moment, ReadAs};
use crate::rows::{AnalysisJobRow, PositionRow};
use crate::statement::{Run, Statement};

/// Queues the analysis of a game that `update` ends, inside the transaction that ends it: no
/// finished game goes without one, and none is queued for a game still going. Games ended
/// before their first move have nothing to analyse.
pub(crate) fn analysis_queued(update: &GameUpdate, game_id: &GameId, now: Timestamp) -> Option<Statement> {
    (update.outcome.is_some() && update.ply >= 1).then(|| {
        Statement::new(
            "INSERT INTO analyses (game_id, status, created_at) VALUES ($1, $3, $2) \
             ON CONFLICT (game_id) DO NOTHING",
        )
        .arg(game_id.as_str())
        .arg(now)
        .arg(AnalysisStatus::Queued.as_str())
    })
}

#[async_trait::async_trait]
impl AnalysisQueue for Db {
    async fn request_analysis(&self, game_id: &GameId, now: Timestamp) -> StoreResult<bool> {
        reported("request_analysis", async move {
            let queued = Statement::new(
                "INSERT INTO analyses (game_id, status, created_at) VALUES ($1, $3, $2) \
                 ON CONFLICT (game_id) DO UPDATE SET status = $3, attempts = 0, worker = NULL, \
                 locked_until = NULL, created_at = $2, finished_at = NULL, last_error = NULL \
                 WHERE analyses.status = $4",
            )
            .arg(game_id.as_str())
            .arg(now)
            .word(AnalysisStatus::Queued.as_str())
            .word(AnalysisStatus::Failed.as_str());
            Ok(self.execute(queued).await? == 1)
        })
        .await
    }

    async fn claim_analysis(
        &self,
        worker: &str,
        now: Timestamp,
        lease_until: Timestamp,
    ) -> StoreResult<Option<AnalysisJob>> {
        reported("claim_analysis", async move {
            const CLAIM: &str = "UPDATE analyses SET worker = $1, locked_until = $3, attempts = attempts + 1 \
             WHERE game_id = (SELECT game_id FROM analyses WHERE status = $4 \
             AND (locked_until IS NULL OR locked_until <= $2) ORDER BY created_at LIMIT 1{lock}) \
             RETURNING game_id, attempts";
            // Postgres skips the rows another worker is claiming; SQLite's one writer serialises
            // claims: the sub-select and the update are one step.
            let lock = if self.is_postgres() { " FOR UPDATE SKIP LOCKED" } else { "" };
            let claim = Statement::made(CLAIM.replace("{lock}", lock))
                .arg(worker)
                .arg(now)
                .arg(lease_until)
                .word(AnalysisStatus::Queued.as_str());
            let claimed = self.returning::<AnalysisJobRow>(claim).await?.into_iter().next();
            Ok(claimed.map(AnalysisJob::from))
        })
        .await
    }

    async fn keep_analysed(
        &self,
        game_id: &GameId,
        worker: &str,
        position: &AnalysedPosition,
        lease_until: Timestamp,
    ) -> StoreResult<bool> {
        reported("keep_analysed", async move {
            // The lease first: a worker that lost it writes nothing (the writer's contract).
            let held = Statement::new(
                "UPDATE analyses SET locked_until = $3 WHERE game_id = $1 AND worker = $2 AND status = $4",
            )
            .arg(game_id.as_str())
            .arg(worker)
            .arg(lease_until)
            .word(AnalysisStatus::Queued.as_str());
            // A position found twice (by a worker whose lease ran out meanwhile) keeps the first
            // finding: both came from the same search of the same position.
            let kept = Statement::new(
                "INSERT INTO analysis_positions (game_id, ply, score, best, line, depth) \
                 VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (game_id, ply) DO NOTHING",
            )
            .arg(game_id.as_str())
            .arg(position.ply)
            .arg(position.score)
            .arg(position.best.as_deref())
            .arg(&position.line)
            .arg(position.depth);
            self.write(move |tx| {
                Box::pin(async move {
                    if tx.execute(held).await? != 1 {
                        return Ok(false);
                    }
                    tx.execute(kept).await?;
                    Ok(true)
                })
            })
            .await
        })
        .await
    }

    async fn close_analysis(
        &self,
        game_id: &GameId,
        worker: &str,
        status: AnalysisStatus,
        error: Option<&str>,
        now: Timestamp,
    ) -> StoreResult<()> {
        reported("close_analysis", async move {
            let closed = Statement::new(
                "UPDATE analyses SET status = $3, last_error = $4, finished_at = $5, locked_until = NULL \
                 WHERE game_id = $1 AND worker = $2 AND status = $6",
            )
            .arg(game_id.as_str())
            .arg(worker)
            .word(status.as_str())
            .arg(error)
            .arg(now)
            .word(AnalysisStatus::Queued.as_str());
            self.execute(closed).await?;
            Ok(())
        })
        .await
    }

    async fn release_analysis(&self, game_id: &GameId, worker: &str) -> StoreResult<()> {
        reported("release_analysis", async move {
            let released = Statement::new(
                "UPDATE analyses SET locked_until = NULL, worker = NULL, \
                 attempts = CASE WHEN attempts > 0 THEN attempts - 1 ELSE 0 END \
                 WHERE game_id = $1 AND worker = $2 AND status = $3",
            )
            .arg(game_id.as_str())
            .arg(worker)
            .word(AnalysisStatus::Queued.as_str());
            self.execute(released).await?;
            Ok(())
        })
        .await
    }

    async fn analysis_stats(&self, now: Timestamp) -> StoreResult<QueueStats> {
        let words = [AnalysisStatus::Queued, AnalysisStatus::Failed, AnalysisStatus::Done].map(AnalysisStatus::as_str);
        reported("analysis_stats", leased_queue(self, Leased::Analyses, words, now)).await
    }

    async fn analysis(&self, game_id: &GameId) -> StoreResult<Option<Analysis>> {
        reported("analysis", async move {
            type Row = (String, Moment, Option<Moment>, Option<String>);
            let row: Option<Row> = self
                .optional(
                    Statement::new(
                        "SELECT status, created_at, finished_at, last_error FROM analyses WHERE game_id = $1",
                    )
                    .arg(game_id.as_str()),
                )
                .await?;
            let Some((status, created_at, finished_at, last_error)) = row else { return Ok(None) };
            let positions: Vec<PositionRow> = self
                .all(
                    Statement::new(
                        "SELECT ply, score, best, line, depth FROM analysis_positions WHERE game_id = $1 ORDER BY ply",
                    )
                    .arg(game_id.as_str()),
                )
                .await?;
            let positions = positions.into_iter().map(AnalysedPosition::from).collect();
            let status = word("analyses", "status", &status)?;
            Ok(Some(Analysis {
                status,
                created_at: created_at.into(),
                finished_at: finished_at.read(),
                last_error,
                positions,
            }))
        })
        .await
    }
}
