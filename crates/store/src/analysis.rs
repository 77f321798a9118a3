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
use crate::failure::{Failure, reported};
use crate::moment::{AsMoment, Moment, ReadAs};
use crate::rows::{AnalysisJobRow, PositionRow};
use crate::statement::Statement;
use crate::{on_pool, transact};

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
            let game_id = game_id.clone();
            transact!(self, |conn| {
                let queued = sqlx::query(
                    "INSERT INTO analyses (game_id, status, created_at) VALUES ($1, $3, $2) \
                 ON CONFLICT (game_id) DO UPDATE SET status = $3, attempts = 0, worker = NULL, \
                 locked_until = NULL, created_at = $2, finished_at = NULL, last_error = NULL \
                 WHERE analyses.status = $4",
                )
                .bind(game_id.as_str())
                .bind(now.moment())
                .bind(AnalysisStatus::Queued.as_str())
                .bind(AnalysisStatus::Failed.as_str())
                .execute(&mut *conn)
                .await?;
                Ok(queued.rows_affected() == 1)
            })
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
            let worker = worker.to_string();
            let claimed: Option<AnalysisJobRow> = match self {
                Db::Postgres(pool) => Ok(sqlx::query_as::<_, AnalysisJobRow>(sqlx::AssertSqlSafe(
                    CLAIM.replace("{lock}", " FOR UPDATE SKIP LOCKED"),
                ))
                .bind(&worker)
                .bind(now.moment())
                .bind(lease_until.moment())
                .bind(AnalysisStatus::Queued.as_str())
                .fetch_optional(pool)
                .await?),
                // SQLite's one writer serialises claims: the sub-select and the update are one step.
                Db::Sqlite { .. } => transact!(self, |conn| sqlx::query_as::<_, AnalysisJobRow>(sqlx::AssertSqlSafe(
                    CLAIM.replace("{lock}", "")
                ))
                .bind(&worker)
                .bind(now.moment())
                .bind(lease_until.moment())
                .bind(AnalysisStatus::Queued.as_str())
                .fetch_optional(&mut *conn)
                .await
                .map_err(Failure::from)),
            }?;
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
            let (game_id, worker, position) = (game_id.clone(), worker.to_string(), position.clone());
            transact!(self, |conn| {
                // The lease first: a worker that lost it writes nothing (the writer's contract).
                let held = sqlx::query(
                    "UPDATE analyses SET locked_until = $3 WHERE game_id = $1 AND worker = $2 AND status = $4",
                )
                .bind(game_id.as_str())
                .bind(&worker)
                .bind(lease_until.moment())
                .bind(AnalysisStatus::Queued.as_str())
                .execute(&mut *conn)
                .await?;
                if held.rows_affected() != 1 {
                    return Ok(false);
                }
                // A position found twice (by a worker whose lease ran out meanwhile) keeps the first
                // finding: both came from the same search of the same position.
                sqlx::query(
                    "INSERT INTO analysis_positions (game_id, ply, score, best, line, depth) \
                 VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (game_id, ply) DO NOTHING",
                )
                .bind(game_id.as_str())
                .bind(position.ply)
                .bind(position.score)
                .bind(&position.best)
                .bind(&position.line)
                .bind(position.depth)
                .execute(&mut *conn)
                .await?;
                Ok(true)
            })
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
            let (game_id, worker, status, error) =
                (game_id.clone(), worker.to_string(), status.as_str(), error.map(str::to_string));
            transact!(self, |conn| sqlx::query(
                "UPDATE analyses SET status = $3, last_error = $4, finished_at = $5, locked_until = NULL \
             WHERE game_id = $1 AND worker = $2 AND status = $6"
            )
            .bind(game_id.as_str())
            .bind(&worker)
            .bind(status)
            .bind(&error)
            .bind(now.moment())
            .bind(AnalysisStatus::Queued.as_str())
            .execute(&mut *conn)
            .await
            .map(|_| ())
            .map_err(Failure::from))
        })
        .await
    }

    async fn release_analysis(&self, game_id: &GameId, worker: &str) -> StoreResult<()> {
        reported("release_analysis", async move {
            let (game_id, worker) = (game_id.clone(), worker.to_string());
            transact!(self, |conn| sqlx::query(
                "UPDATE analyses SET locked_until = NULL, worker = NULL, \
             attempts = CASE WHEN attempts > 0 THEN attempts - 1 ELSE 0 END \
             WHERE game_id = $1 AND worker = $2 AND status = $3"
            )
            .bind(game_id.as_str())
            .bind(&worker)
            .bind(AnalysisStatus::Queued.as_str())
            .execute(&mut *conn)
            .await
            .map(|_| ())
            .map_err(Failure::from))
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
            let row: Option<Row> = on_pool!(self, |pool| sqlx::query_as(
                "SELECT status, created_at, finished_at, last_error FROM analyses WHERE game_id = $1"
            )
            .bind(game_id.as_str())
            .fetch_optional(pool)
            .await?);
            let Some((status, created_at, finished_at, last_error)) = row else { return Ok(None) };
            let positions: Vec<PositionRow> = on_pool!(self, |pool| sqlx::query_as(
                "SELECT ply, score, best, line, depth FROM analysis_positions WHERE game_id = $1 ORDER BY ply"
            )
            .bind(game_id.as_str())
            .fetch_all(pool)
            .await?);
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
