//! Post-game analysis, the workers' lowest-priority work: a worker with no engine move to play
//! takes up a finished game's analysis and searches its positions one at a time, keeping each
//! finding as it goes. Before each position it looks whether a move is waiting for a worker;
//! if one is, it lets the analysis go (what it found stays) and plays the move. A move owed to
//! a player waits at most one position's search behind an analysis.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use ortoo_core::store::{AnalysedPosition, AnalysisJob};
use ortoo_engine::{EngineError, MATE, SearchLimits};
use ortoo_play::jobs::AnalysisEnd;
use ortoo_play::opponent::option_pairs;
use ortoo_play::variants::open_variant;
use ortoo_play::{Play, PlayError};
use ortoo_rules::{GameState, Outcome, Side};

use crate::{Settings, StopOnDrop};

/// An analysis claimed this many times without finishing is given up on.
const MAX_ATTEMPTS: i64 = 5;

/// How an analysis ended for this worker.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Analysed {
    /// Every position is analysed.
    Done(usize),
    /// Let go, after this many positions, for a move waiting for a worker.
    Yielded(usize),
    /// Let go after `positions` positions, the last of which was kept waiting for the CPU:
    /// analyses rest for `rest` (see [`rest_after`]).
    Resting {
        positions: usize,
        rest: Duration,
    },
    /// Let go for another worker to take up later: the lease was lost, or storage failed.
    Paused(String),
    Failed(String),
}

impl Analysed {
    /// As `/metrics` counts it.
    pub fn label(&self) -> &'static str {
        match self {
            Analysed::Done(_) => "done",
            Analysed::Yielded(_) => "yielded",
            Analysed::Resting { .. } => "resting",
            Analysed::Paused(_) => "paused",
            Analysed::Failed(_) => "failed",
        }
    }
}

/// A position of the game, ready to search.
struct Station {
    ply: i64,
    text: String,
    turn: Side,
    /// The keys of the positions before it that could still repeat it.
    earlier: Vec<u64>,
    /// How the game stood over here, when the rules say it is (mate, a draw by repetition).
    outcome: Option<Outcome>,
}

/// Analyses as much of the claimed game as it may, and closes or releases the claim.
pub async fn analyse(play: &Play, settings: &Settings, worker: &str, job: AnalysisJob) -> Analysed {
    let analysed = attempt(play, settings, worker, &job).await;
    let end = match &analysed {
        Analysed::Done(_) => AnalysisEnd::Done,
        Analysed::Failed(why) => AnalysisEnd::Failed(why),
        Analysed::Yielded(_) | Analysed::Resting { .. } | Analysed::Paused(_) => AnalysisEnd::LetGo,
    };
    let closed = play.jobs.end_analysis(&job.game_id, worker, end).await;
    if let Err(e) = closed {
        // The lease runs out and another worker takes it up: nothing found is lost.
        tracing::warn!(worker, game = %job.game_id, error = %e, "cannot close the analysis");
    }
    analysed
}

async fn attempt(play: &Play, settings: &Settings, worker: &str, job: &AnalysisJob) -> Analysed {
    if job.attempts > MAX_ATTEMPTS {
        return Analysed::Failed(format!("given up after {MAX_ATTEMPTS} attempts"));
    }
    let game = match play.games.game(&job.game_id).await {
        Ok(game) => game,
        Err(PlayError::NotFound(_)) => return Analysed::Failed("the game is gone".into()),
        Err(e) => return Analysed::Paused(format!("cannot read the game: {e}")),
    };
    let stations = match stations(play, &game).await {
        Ok(stations) => stations,
        Err(PlayError::Corrupt(_, e)) => return Analysed::Failed(e),
        Err(e) => return Analysed::Paused(format!("cannot read the game's moves: {e}")),
    };
    let options = match option_pairs(&game) {
        Ok(options) => options,
        Err(e) => return Analysed::Failed(e.to_string()),
    };
    let done: Vec<i64> = match play.jobs.analysed_plies(&game.id).await {
        Ok(plies) => plies,
        Err(e) => return Analysed::Paused(format!("cannot read the analysis: {e}")),
    };
    let mut analysed = 0;
    for station in stations.into_iter().filter(|s| !done.contains(&s.ply)) {
        match play.jobs.moves_waiting().await {
            Ok(false) => {}
            Ok(true) => return Analysed::Yielded(analysed),
            Err(e) => return Analysed::Paused(format!("cannot read the engine queue: {e}")),
        }
        let stop = Arc::new(AtomicBool::new(false));
        let _stop_on_drop = StopOnDrop(stop.clone());
        let (variant, options, nodes, hash_mb) =
            (game.variant.clone(), options.clone(), settings.analysis_nodes, settings.hash_mb);
        let started = Instant::now();
        let found = in_the_background(move || assess(&variant, &options, station, nodes, hash_mb, stop)).await;
        let (position, ran) = match found {
            Ok((Ok(position), ran)) => (position, ran),
            Ok((Err(e), _)) => return Analysed::Failed(format!("the engine cannot read the game: {e}")),
            Err(e) => return Analysed::Failed(format!("the search stopped abnormally: {e}")),
        };
        match play.jobs.keep_analysed(&game.id, worker, &position, crate::lease(settings)).await {
            Ok(true) => analysed += 1,
            Ok(false) => return Analysed::Paused("the lease was lost to another worker".into()),
            Err(e) => return Analysed::Paused(format!("cannot keep the analysis: {e}")),
        }
        if let Some(rest) = ran.and_then(|ran| rest_after(started.elapsed(), ran, settings.analysis_busy_share)) {
            return Analysed::Resting { positions: analysed, rest };
        }
    }
    Analysed::Done(analysed)
}

/// A search that ran for less than this part of the time it took was kept waiting for the CPU.
const KEPT_WAITING: f64 = 0.5;

/// How long analyses rest after a search that took `took` and ran `ran` of it, to keep to
/// `share` of one core while the CPU is wanted by others; none when the search was not kept
/// waiting (the CPU was free), or when it has had no more than its share already.
///
/// The searches run at the kernel's idle priority (below), which keeps them behind this
/// process's own threads; but the kernel shares the CPU between processes' groups of threads
/// first (autogroups, cgroups), so a search still takes a part of it from a busy database or
/// another process, and under a load that fills the CPU that part was a twentieth of the
/// moves' throughput. The rest bounds it, and a free CPU (a search that ran all the time it
/// took) is used at once.
pub fn rest_after(took: Duration, ran: Duration, share: f64) -> Option<Duration> {
    if ran.as_secs_f64() >= KEPT_WAITING * took.as_secs_f64() || share >= 1.0 {
        return None;
    }
    let rest = ran.div_f64(share.max(0.01)).saturating_sub(took);
    (!rest.is_zero()).then_some(rest)
}

/// Runs an analysis's `search` on a thread of its own that the kernel schedules only when no
/// other thread wants the CPU (Linux's `SCHED_IDLE`): the moves players wait for, and the
/// engine's own moves, always come first, and the analysis has whatever CPU is left. Checking
/// the queue between positions (above) was not enough: a search under way still took its
/// share of the CPU from the moves being played meanwhile. A fresh thread each time, because
/// a thread's priority, once lowered, cannot be raised again without privileges. With the
/// answer comes the CPU time the thread had, where the system tells it.
async fn in_the_background<T: Send + 'static>(
    search: impl FnOnce() -> T + Send + 'static,
) -> Result<(T, Option<Duration>), String> {
    let (done, found) = tokio::sync::oneshot::channel();
    std::thread::Builder::new()
        .name("ortoo-analysis".into())
        .spawn(move || {
            yield_to_everything();
            let found = search();
            let _ = done.send((found, cpu_time()));
        })
        .map_err(|e| format!("no thread for the search: {e}"))?;
    found.await.map_err(|_| "the search thread ended without an answer".to_string())
}

/// The CPU time the calling thread has had (user and system), from its own /proc entry (in
/// the kernel's clock ticks, a hundredth of a second on Linux).
#[cfg(target_os = "linux")]
fn cpu_time() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
    // After the command name's closing parenthesis: state is field 3; utime and stime are
    // fields 14 and 15.
    let mut fields = stat.rsplit_once(')')?.1.split_whitespace().skip(11);
    let user: u64 = fields.next()?.parse().ok()?;
    let system: u64 = fields.next()?.parse().ok()?;
    Some(Duration::from_millis((user + system) * 10))
}

#[cfg(not(target_os = "linux"))]
fn cpu_time() -> Option<Duration> {
    None
}

/// Puts the calling thread below every other in the kernel's eyes.
#[cfg(target_os = "linux")]
fn yield_to_everything() {
    use thread_priority::unix::{
        NormalThreadSchedulePolicy, ThreadSchedulePolicy, set_thread_priority_and_policy, thread_native_id,
    };
    let idle = ThreadSchedulePolicy::Normal(NormalThreadSchedulePolicy::Idle);
    if let Err(e) = set_thread_priority_and_policy(thread_native_id(), thread_priority::ThreadPriority::Min, idle) {
        tracing::debug!(error = ?e, "the analysis searches at the normal priority");
    }
}

#[cfg(not(target_os = "linux"))]
fn yield_to_everything() {}

/// Every position of the game from its start, with what the search needs to know of each.
async fn stations(play: &Play, game: &ortoo_core::Game) -> Result<Vec<Station>, PlayError> {
    let corrupt = |e: String| PlayError::Corrupt(game.id.to_string(), e);
    let variant = open_variant(&game.variant, &game.options).map_err(corrupt)?;
    let mut state = variant.load(&game.start_position).map_err(|e| corrupt(e.to_string()))?;
    let moves = play.games.moves(game).await?;
    let mut keys: Vec<u64> = Vec::with_capacity(moves.list.len() + 1);
    let mut stations = Vec::with_capacity(moves.list.len() + 1);
    let station = |ply: i64, state: &dyn GameState, keys: &[u64]| Station {
        ply,
        text: state.position_text(),
        turn: state.turn(),
        earlier: ortoo_engine::repetition_window(keys, state).to_vec(),
        outcome: state.outcome(),
    };
    stations.push(station(0, &*state, &keys));
    for m in &moves.list {
        keys.push(state.key());
        state.play(&m.text).map_err(|e| corrupt(format!("ply {}: {e}", m.ply)))?;
        stations.push(station(m.ply, &*state, &keys));
    }
    Ok(stations)
}

/// The engine's view of one position, from White's side.
fn assess(
    variant: &str,
    options: &[(String, String)],
    station: Station,
    nodes: u64,
    hash_mb: usize,
    stop: Arc<AtomicBool>,
) -> Result<AnalysedPosition, EngineError> {
    let white = |score: i32| if station.turn == Side::White { score } else { -score };
    if let Some(outcome) = station.outcome {
        return Ok(ended(station.ply, outcome));
    }
    let limits =
        SearchLimits { nodes: Some(nodes.max(1)), stop: Some(stop), hash_mb: Some(hash_mb), ..SearchLimits::default() };
    match ortoo_engine::think(variant, options, &station.text, &station.earlier, limits) {
        Ok(thought) => Ok(AnalysedPosition {
            ply: station.ply,
            score: i64::from(white(thought.score)),
            best: Some(thought.best),
            line: serde_json::to_string(&thought.pv).unwrap_or_else(|_| "[]".into()),
            depth: i64::from(thought.depth),
        }),
        Err(EngineError::GameOver(outcome)) => Ok(ended(station.ply, outcome)),
        Err(e) => Err(e),
    }
}

/// A position where the game is over: won outright, or level.
fn ended(ply: i64, outcome: Outcome) -> AnalysedPosition {
    let score = match outcome {
        Outcome::Win { winner: Side::White, .. } => i64::from(MATE),
        Outcome::Win { winner: Side::Black, .. } => -i64::from(MATE),
        Outcome::Draw { .. } => 0,
    };
    AnalysedPosition { ply, score, best: None, line: "[]".into(), depth: 0 }
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;
    use thread_priority::unix::{NormalThreadSchedulePolicy, ThreadSchedulePolicy, thread_schedule_policy};

    #[tokio::test]
    async fn an_analysis_searches_below_every_other_thread() {
        let idle = ThreadSchedulePolicy::Normal(NormalThreadSchedulePolicy::Idle);
        let (searched_under, _) = in_the_background(thread_schedule_policy).await.unwrap();
        assert_eq!(searched_under.unwrap(), idle);
        assert_ne!(thread_schedule_policy().unwrap(), idle, "the caller's thread keeps its priority");
    }

    #[test]
    fn a_search_kept_waiting_rests_to_keep_to_its_share() {
        let ms = Duration::from_millis;
        // The CPU was free: no rest, whatever the share.
        assert_eq!(rest_after(ms(500), ms(490), 0.02), None);
        assert_eq!(rest_after(ms(500), ms(250), 0.02), None);
        // Kept waiting: 0.5 s of CPU in 4 s is a fiftieth of a core over 25 s.
        assert_eq!(rest_after(ms(4000), ms(500), 0.02), Some(ms(21_000)));
        assert_eq!(rest_after(ms(4000), ms(500), 0.25), None, "had no more than its share");
        assert_eq!(rest_after(ms(4000), ms(500), 1.0), None, "a whole core: no rest");
        // A share given as nothing is taken as a hundredth of a core, not an endless rest.
        assert_eq!(rest_after(ms(1000), ms(100), 0.0), Some(ms(9000)));
    }

    #[test]
    fn a_thread_is_told_the_cpu_time_it_had() {
        let spun = std::thread::spawn(|| {
            let start = cpu_time().unwrap();
            let wall = Instant::now();
            while cpu_time().unwrap() < start + Duration::from_millis(50) {
                assert!(wall.elapsed() < Duration::from_secs(20), "50 ms of CPU never came");
            }
        });
        spun.join().unwrap();
        let slept = std::thread::spawn(|| {
            std::thread::sleep(Duration::from_millis(300));
            cpu_time().unwrap()
        });
        assert!(slept.join().unwrap() < Duration::from_millis(100), "a sleeping thread has had next to none");
    }
}
