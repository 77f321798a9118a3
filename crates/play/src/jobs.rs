//! The engine's work as its workers take it: the moves the engine owes and finished games'
//! analyses, each claimed under a lease that the worker renews while it searches and that runs
//! out if it dies (then another worker takes the work up; nothing is lost). The moves
//! themselves are played through [`crate::games::Games::submit_move`], like anyone's.

use ortoo_core::store::{AnalysisQueue, EngineQueue};
use ortoo_core::{GameId, JobId};
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
    pub async fn renew_move(&self, id: &JobId, worker: &str, lease: Millis) -> Result<bool> {
        let (_, until) = self.lease_from_now(lease);
        Ok(self.engine_queue.renew_job(id, worker, until).await?)
    }

    /// Ends a claimed job that did not end in the engine's move.
    pub async fn end_move(&self, id: &JobId, worker: &str, end: JobEnd<'_>) -> Result<()> {
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
    pub async fn analysed_plies(&self, game_id: &GameId) -> Result<Vec<i64>> {
        let analysis = self.analysis_queue.analysis(game_id).await?;
        Ok(analysis.map(|a| a.positions.iter().map(|p| p.ply).collect()).unwrap_or_default())
    }

    /// Keeps one position's finding and renews the lease for `lease` from now, if `worker`
    /// still holds it; false when it does not (it must stop).
    pub async fn keep_analysed(
        &self,
        game_id: &GameId,
        worker: &str,
        position: &AnalysedPosition,
        lease: Millis,
    ) -> Result<bool> {
        let (_, until) = self.lease_from_now(lease);
        Ok(self.analysis_queue.keep_analysed(game_id, worker, position, until).await?)
    }

    /// Ends a claimed analysis, or lets it go, if `worker` still holds it.
    pub async fn end_analysis(&self, game_id: &GameId, worker: &str, end: AnalysisEnd<'_>) -> Result<()> {
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    use ortoo_core::{Game, User};

    use crate::challenges::{Created, NewChallenge, Opponent};
    use crate::testing::Scene;

    const LEASE: Millis = 60_000;

    /// A game of `user` against the engine at `level`, the engine White: its first move is
    /// queued.
    async fn engine_game(scene: &Scene, user: &User, level: u8) -> Game {
        let request = NewChallenge {
            variant: "chess".into(),
            options: BTreeMap::new(),
            setup: None,
            opponent: Opponent::Engine(level),
            color: Some("black".into()),
            time_control: None,
            rated: Some(false),
            rating_range: None,
        };
        let Ok(Created::Game(game)) = scene.play.challenges.create_challenge(user, request, None).await else {
            panic!("a game against the engine starts at once");
        };
        *game
    }

    /// A game Ann and Bob played a move of before Bob resigned: its analysis is queued.
    async fn finished_game(scene: &Scene, white: &str, black: &str) -> Game {
        let (w, b) = (scene.player(white).await, scene.player(black).await);
        let game = scene.game("chess", &w, &b, None).await;
        scene.play_move(&w, &game, "e2e4").await.unwrap();
        scene.play.games.resign(&b, &game.id, None).await.unwrap()
    }

    fn position(ply: i64) -> AnalysedPosition {
        AnalysedPosition { ply, score: 20, best: Some("e7e5".into()), line: "[\"e7e5\"]".into(), depth: 8 }
    }

    /// The engine's job for the game's first move: its status and claims.
    async fn first_job(scene: &Scene, game: &Game) -> (JobStatus, i64) {
        let status = ortoo_core::store::EngineQueue::job_status(scene.store.as_ref(), &game.id, 0).await.unwrap();
        status.expect("the engine's first move is queued")
    }

    async fn analysis_status(scene: &Scene, game: &Game) -> (AnalysisStatus, Option<String>) {
        let analysis = scene.store.analysis(&game.id).await.unwrap().expect("the finished game's analysis");
        (analysis.status, analysis.last_error)
    }

    #[tokio::test]
    async fn a_claimed_move_is_held_for_its_lease_then_free_for_another_worker() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let game = engine_game(&scene, &ann, 1).await;
        let job = scene.play.jobs.claim_move("w1", LEASE, 12).await.unwrap().expect("the engine's move waits");
        assert_eq!((job.game_id.as_str(), job.ply, job.attempts), (game.id.as_str(), 0, 1));
        scene.wait(LEASE - 1);
        assert!(scene.play.jobs.claim_move("w2", LEASE, 12).await.unwrap().is_none(), "w1 holds it");
        scene.wait(1);
        let again = scene.play.jobs.claim_move("w2", LEASE, 12).await.unwrap().expect("w1's lease ran out");
        assert_eq!((again.id, again.attempts), (job.id, 2));
    }

    #[tokio::test]
    async fn a_worker_claims_no_move_above_its_level() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        engine_game(&scene, &ann, 5).await;
        assert!(scene.play.jobs.claim_move("w1", LEASE, 4).await.unwrap().is_none());
        let job = scene.play.jobs.claim_move("w1", LEASE, 5).await.unwrap().expect("a level-5 worker takes it");
        assert_eq!(job.level, 5);
    }

    #[tokio::test]
    async fn the_accounts_waiting_for_the_engine_take_turns() {
        let scene = Scene::new().await;
        let (ann, bob) = (scene.player("Ann").await, scene.player("Bob").await);
        let first = engine_game(&scene, &ann, 1).await;
        scene.wait(1);
        engine_game(&scene, &ann, 1).await;
        scene.wait(1);
        let bobs = engine_game(&scene, &bob, 1).await;
        let jobs = &scene.play.jobs;
        assert_eq!(jobs.claim_move("w1", LEASE, 12).await.unwrap().unwrap().game_id, first.id.as_str());
        let next = jobs.claim_move("w2", LEASE, 12).await.unwrap().unwrap();
        assert_eq!(next.game_id, bobs.id.as_str(), "Bob waits behind no move of his; Ann was served");
    }

    #[tokio::test]
    async fn a_renewed_lease_runs_from_the_renewal_and_only_the_holder_renews() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        engine_game(&scene, &ann, 1).await;
        let jobs = &scene.play.jobs;
        let job = jobs.claim_move("w1", LEASE, 12).await.unwrap().unwrap();
        scene.wait(LEASE - 10);
        assert!(!jobs.renew_move(&job.id, "w2", LEASE).await.unwrap(), "w2 holds nothing");
        assert!(jobs.renew_move(&job.id, "w1", LEASE).await.unwrap());
        scene.wait(LEASE - 1);
        assert!(jobs.claim_move("w2", LEASE, 12).await.unwrap().is_none(), "renewed until a lease from the renewal");
        scene.wait(1);
        assert!(jobs.claim_move("w2", LEASE, 12).await.unwrap().is_some());
        assert!(!jobs.renew_move(&job.id, "w1", LEASE).await.unwrap(), "w1 lost it: it must stop");
    }

    #[tokio::test]
    async fn a_move_ended_without_a_move_is_closed_as_said_and_never_claimed_again() {
        for (end, status) in [
            (JobEnd::Done, JobStatus::Done),
            (JobEnd::Dropped("the game moved on"), JobStatus::Dropped),
            (JobEnd::Failed("the search failed"), JobStatus::Failed),
        ] {
            let scene = Scene::new().await;
            let ann = scene.player("Ann").await;
            let game = engine_game(&scene, &ann, 1).await;
            let jobs = &scene.play.jobs;
            let job = jobs.claim_move("w1", LEASE, 12).await.unwrap().unwrap();
            jobs.end_move(&job.id, "w1", end).await.unwrap();
            assert_eq!(first_job(&scene, &game).await, (status, 1), "{end:?}");
            assert!(!jobs.renew_move(&job.id, "w1", LEASE).await.unwrap(), "{end:?}");
            scene.wait(LEASE);
            assert!(jobs.claim_move("w2", LEASE, 12).await.unwrap().is_none(), "{end:?}");
            let failed = i64::from(status == JobStatus::Failed);
            assert_eq!(jobs.stats().await.unwrap().failed, failed, "{end:?}");
        }
    }

    #[tokio::test]
    async fn a_move_let_go_is_free_at_once_for_another_worker() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let game = engine_game(&scene, &ann, 1).await;
        let jobs = &scene.play.jobs;
        let job = jobs.claim_move("w1", LEASE, 12).await.unwrap().unwrap();
        jobs.end_move(&job.id, "w1", JobEnd::LetGo("stopping")).await.unwrap();
        assert_eq!(first_job(&scene, &game).await, (JobStatus::Queued, 1));
        let again = jobs.claim_move("w2", LEASE, 12).await.unwrap().expect("free before w1's lease ran out");
        assert_eq!(again.id, job.id);
    }

    #[tokio::test]
    async fn only_the_worker_holding_a_move_lets_it_go() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        engine_game(&scene, &ann, 1).await;
        let jobs = &scene.play.jobs;
        let job = jobs.claim_move("w1", LEASE, 12).await.unwrap().unwrap();
        jobs.end_move(&job.id, "w2", JobEnd::LetGo("not mine")).await.unwrap();
        assert!(jobs.claim_move("w3", LEASE, 12).await.unwrap().is_none(), "w1 still holds it");
        assert!(jobs.renew_move(&job.id, "w1", LEASE).await.unwrap());
    }

    #[tokio::test]
    async fn a_move_waits_while_no_worker_holds_a_live_lease_on_it() {
        let scene = Scene::new().await;
        let ann = scene.player("Ann").await;
        let jobs = &scene.play.jobs;
        assert!(!jobs.moves_waiting().await.unwrap());
        let game = engine_game(&scene, &ann, 1).await;
        assert!(jobs.moves_waiting().await.unwrap());
        let stats = jobs.stats().await.unwrap();
        assert_eq!((stats.waiting, stats.running, stats.oldest_waiting), (1, 0, Some(game.created_at)));
        jobs.claim_move("w1", LEASE, 12).await.unwrap().unwrap();
        assert!(!jobs.moves_waiting().await.unwrap());
        let stats = jobs.stats().await.unwrap();
        assert_eq!((stats.waiting, stats.running, stats.oldest_waiting), (0, 1, None));
        scene.wait(LEASE);
        assert!(jobs.moves_waiting().await.unwrap(), "the lease ran out");
        assert_eq!((jobs.stats().await.unwrap().waiting, jobs.stats().await.unwrap().running), (1, 0));
    }

    #[tokio::test]
    async fn the_oldest_analysis_is_claimed_first_and_held_for_its_lease() {
        let scene = Scene::new().await;
        let first = finished_game(&scene, "Ann", "Bob").await;
        scene.wait(1);
        let second = finished_game(&scene, "Cat", "Dan").await;
        let jobs = &scene.play.jobs;
        let claimed = jobs.claim_analysis("w1", LEASE).await.unwrap().expect("two analyses are queued");
        assert_eq!((claimed.game_id.as_str(), claimed.attempts), (first.id.as_str(), 1));
        let next = jobs.claim_analysis("w2", LEASE).await.unwrap().unwrap();
        assert_eq!(next.game_id, second.id.as_str());
        assert!(jobs.claim_analysis("w3", LEASE).await.unwrap().is_none());
        scene.wait(LEASE);
        let again = jobs.claim_analysis("w3", LEASE).await.unwrap().expect("the leases ran out");
        assert_eq!((again.game_id.as_str(), again.attempts), (first.id.as_str(), 2));
    }

    #[tokio::test]
    async fn the_holder_keeps_its_findings_and_its_lease_and_no_one_else_does() {
        let scene = Scene::new().await;
        let game = finished_game(&scene, "Ann", "Bob").await;
        let jobs = &scene.play.jobs;
        assert!(jobs.analysed_plies(&game.id).await.unwrap().is_empty());
        jobs.claim_analysis("w1", LEASE).await.unwrap().unwrap();
        scene.wait(LEASE - 10);
        assert!(jobs.keep_analysed(&game.id, "w1", &position(1), LEASE).await.unwrap());
        assert!(jobs.keep_analysed(&game.id, "w1", &position(0), LEASE).await.unwrap());
        assert!(!jobs.keep_analysed(&game.id, "w2", &position(2), LEASE).await.unwrap(), "w2 holds nothing");
        assert_eq!(jobs.analysed_plies(&game.id).await.unwrap(), vec![0, 1]);
        scene.wait(LEASE - 1);
        assert!(jobs.claim_analysis("w2", LEASE).await.unwrap().is_none(), "the lease runs from the finding");
        scene.wait(1);
        assert!(jobs.claim_analysis("w2", LEASE).await.unwrap().is_some());
        assert!(!jobs.keep_analysed(&game.id, "w1", &position(2), LEASE).await.unwrap(), "w1 lost it");
        assert_eq!(jobs.analysed_plies(&game.id).await.unwrap(), vec![0, 1]);
    }

    #[tokio::test]
    async fn an_analysis_ends_done_or_failed_and_is_not_claimed_again() {
        for (end, status, why) in [
            (AnalysisEnd::Done, AnalysisStatus::Done, None),
            (AnalysisEnd::Failed("the game cannot be read"), AnalysisStatus::Failed, Some("the game cannot be read")),
        ] {
            let scene = Scene::new().await;
            let game = finished_game(&scene, "Ann", "Bob").await;
            let jobs = &scene.play.jobs;
            jobs.claim_analysis("w1", LEASE).await.unwrap().unwrap();
            jobs.end_analysis(&game.id, "w1", end).await.unwrap();
            assert_eq!(analysis_status(&scene, &game).await, (status, why.map(str::to_string)));
            scene.wait(LEASE);
            assert!(jobs.claim_analysis("w2", LEASE).await.unwrap().is_none(), "{end:?}");
            let failed = i64::from(status == AnalysisStatus::Failed);
            assert_eq!(jobs.analysis_stats().await.unwrap().failed, failed, "{end:?}");
        }
    }

    #[tokio::test]
    async fn an_analysis_let_go_is_free_at_once_keeps_its_findings_and_its_claim_is_not_counted() {
        let scene = Scene::new().await;
        let game = finished_game(&scene, "Ann", "Bob").await;
        let jobs = &scene.play.jobs;
        jobs.claim_analysis("w1", LEASE).await.unwrap().unwrap();
        jobs.keep_analysed(&game.id, "w1", &position(0), LEASE).await.unwrap();
        jobs.end_analysis(&game.id, "w1", AnalysisEnd::LetGo).await.unwrap();
        let again = jobs.claim_analysis("w2", LEASE).await.unwrap().expect("free before w1's lease ran out");
        assert_eq!(again.attempts, 1, "letting go is not a failed attempt");
        assert_eq!(jobs.analysed_plies(&game.id).await.unwrap(), vec![0]);
    }

    #[tokio::test]
    async fn only_the_worker_holding_an_analysis_ends_it() {
        let scene = Scene::new().await;
        let game = finished_game(&scene, "Ann", "Bob").await;
        let jobs = &scene.play.jobs;
        jobs.claim_analysis("w1", LEASE).await.unwrap().unwrap();
        jobs.end_analysis(&game.id, "w2", AnalysisEnd::Done).await.unwrap();
        jobs.end_analysis(&game.id, "w2", AnalysisEnd::LetGo).await.unwrap();
        assert_eq!(analysis_status(&scene, &game).await, (AnalysisStatus::Queued, None));
        assert!(jobs.claim_analysis("w3", LEASE).await.unwrap().is_none(), "w1 still holds it");
    }

    #[tokio::test]
    async fn the_analyses_figures_count_waiting_and_running_by_the_clock() {
        let scene = Scene::new().await;
        let game = finished_game(&scene, "Ann", "Bob").await;
        let jobs = &scene.play.jobs;
        let stats = jobs.analysis_stats().await.unwrap();
        assert_eq!((stats.waiting, stats.running, stats.oldest_waiting), (1, 0, game.finished_at));
        jobs.claim_analysis("w1", LEASE).await.unwrap().unwrap();
        let stats = jobs.analysis_stats().await.unwrap();
        assert_eq!((stats.waiting, stats.running), (0, 1));
        scene.wait(LEASE);
        let stats = jobs.analysis_stats().await.unwrap();
        assert_eq!((stats.waiting, stats.running), (1, 0));
        jobs.claim_analysis("w1", LEASE).await.unwrap().unwrap();
        scene.wait(5_000);
        jobs.end_analysis(&game.id, "w1", AnalysisEnd::Done).await.unwrap();
        assert_eq!(jobs.analysis_stats().await.unwrap().recent_latencies, vec![65.0]);
    }
}
