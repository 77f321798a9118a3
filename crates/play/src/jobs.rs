//! The engine's work as its workers take it: the moves the engine owes and finished games'
//! analyses, each claimed under a lease that the worker renews while it searches and that runs
//! out if it dies (then another worker takes the work up; nothing is lost). The moves
//! themselves are played through [`crate::games::Games::submit_move`], like anyone's.

use ortoo_core::store::{AnalysisQueue, EngineQueue};
use std::sync::Arc;

use ortoo_core::clock::Clock;
use ortoo_core::store::{AnalysedPosition, AnalysisJob, Job, QueueStats};
use ortoo_core::{AnalysisStatus, JobStatus, Millis, Timestamp};

use crate::error::Result;

/// The work queues, as the workers see them.
#[derive(Clone)]
pub struct Jobs {
    pub(crate) engine_queue: Arc<dyn EngineQueue>,
    pub(crate) analysis_queue: Arc<dyn AnalysisQueue>,
    pub(crate) clock: Clock,
}

/// How a claimed engine move ends when the engine did not move (a move closes its job in the
/// move's own transaction).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JobEnd<'a> {
    /// Done without a move of its own (the engine accepted a draw).
    Done,
    /// Not to be done: the game moved on or ended.
    Dropped(&'a str),
    /// Cannot be done (the game cannot be read, the search failed).
    Failed(&'a str),
    /// Let go for any worker to take up again.
    LetGo(&'a str),
}

/// How a claimed analysis ends for now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AnalysisEnd<'a> {
    Done,
    Failed(&'a str),
    /// Let go for any worker to take up again (a move is waiting, or the worker stops); what
    /// was found so far stays.
    LetGo,
}

impl Jobs {
    fn lease_from_now(&self, lease: Millis) -> (Timestamp, Timestamp) {
        let now = self.clock.now();
        (now, now + lease)
    }

    /// Claims an engine move of `max_level` or below for `worker`, for `lease` milliseconds;
    /// the accounts waiting take turns.
    pub async fn claim_move(&self, worker: &str, lease: Millis, max_level: i64) -> Result<Option<Job>> {
        let (now, until) = self.lease_from_now(lease);
        Ok(self.engine_queue.claim_job(worker, now, until, max_level).await?)
    }

    /// Renews `worker`'s lease of a job for `lease` from now; false when the worker no longer
    /// holds it (it must stop).
    pub async fn renew_move(&self, id: &str, worker: &str, lease: Millis) -> Result<bool> {
        let (_, until) = self.lease_from_now(lease);
        Ok(self.engine_queue.renew_job(id, worker, until).await?)
    }

    /// Ends a claimed job that did not end in the engine's move.
    pub async fn end_move(&self, id: &str, worker: &str, end: JobEnd<'_>) -> Result<()> {
        let now = self.clock.now();
        match end {
            JobEnd::Done => self.engine_queue.close_job(id, JobStatus::Done, None, now).await?,
            JobEnd::Dropped(why) => self.engine_queue.close_job(id, JobStatus::Dropped, Some(why), now).await?,
            JobEnd::Failed(why) => self.engine_queue.close_job(id, JobStatus::Failed, Some(why), now).await?,
            JobEnd::LetGo(why) => self.engine_queue.release_job(id, worker, Some(why)).await?,
        }
        Ok(())
    }

    /// Whether an engine move waits for a worker: analyses give way to it.
    pub async fn moves_waiting(&self) -> Result<bool> {
        Ok(self.engine_queue.moves_waiting(self.clock.now()).await?)
    }

    /// The queue's figures, as `/metrics` shows them.
    pub async fn stats(&self) -> Result<QueueStats> {
        Ok(self.engine_queue.queue_stats(self.clock.now()).await?)
    }

    /// The analyses' queue, as `/metrics` shows it.
    pub async fn analysis_stats(&self) -> Result<QueueStats> {
        Ok(self.analysis_queue.analysis_stats(self.clock.now()).await?)
    }

    /// Claims the oldest queued analysis for `worker`, for `lease` milliseconds.
    pub async fn claim_analysis(&self, worker: &str, lease: Millis) -> Result<Option<AnalysisJob>> {
        let (now, until) = self.lease_from_now(lease);
        Ok(self.analysis_queue.claim_analysis(worker, now, until).await?)
    }

    /// The plies of a game's analysis found already (by any worker).
    pub async fn analysed_plies(&self, game_id: &str) -> Result<Vec<i64>> {
        let analysis = self.analysis_queue.analysis(game_id).await?;
        Ok(analysis.map(|a| a.positions.iter().map(|p| p.ply).collect()).unwrap_or_default())
    }

    /// Keeps one position's finding and renews the lease for `lease` from now, if `worker`
    /// still holds it; false when it does not (it must stop).
    pub async fn keep_analysed(
        &self,
        game_id: &str,
        worker: &str,
        position: &AnalysedPosition,
        lease: Millis,
    ) -> Result<bool> {
        let (_, until) = self.lease_from_now(lease);
        Ok(self.analysis_queue.keep_analysed(game_id, worker, position, until).await?)
    }

    /// Ends a claimed analysis, or lets it go, if `worker` still holds it.
    pub async fn end_analysis(&self, game_id: &str, worker: &str, end: AnalysisEnd<'_>) -> Result<()> {
        let now = self.clock.now();
        match end {
            AnalysisEnd::Done => {
                self.analysis_queue.close_analysis(game_id, worker, AnalysisStatus::Done, None, now).await?
            }
            AnalysisEnd::Failed(why) => {
                self.analysis_queue.close_analysis(game_id, worker, AnalysisStatus::Failed, Some(why), now).await?
            }
            AnalysisEnd::LetGo => self.analysis_queue.release_analysis(game_id, worker).await?,
        }
        Ok(())
    }
}
