//! Engine workers: each claims the oldest engine job under a lease, searches, and plays the
//! move through [`Games::submit_move`](ortoo_play::games::Games::submit_move) with the job's ply as the expected ply.
//!
//! Workers run inside the server (`[engine] workers`) and in `ortoo worker` processes on any
//! machine that reaches the database. A worker renews its lease while it searches; if it dies,
//! the lease runs out and another worker takes the job. If it only stalled and comes back
//! after another worker moved, its move is refused as stale: the `(game, ply)` key and the
//! expected ply make a second move for one job impossible.

pub mod analysis;
pub mod external;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use ortoo_engine::level::LEVELS;
use ortoo_engine::{EngineError, Level, SearchLimits};
use tokio::task::JoinHandle;
use tracing::Instrument;

use crate::external::Engines;
use ortoo_config::Engine as EngineConfig;
use ortoo_core::store::Job;
use ortoo_core::{Game, GameId, Millis};
use ortoo_play::games::DrawAction;
use ortoo_play::jobs::JobEnd;
use ortoo_play::opponent::option_pairs;
use ortoo_play::typed::{Typed, Via};
use ortoo_play::variants::open_variant;
use ortoo_play::{Play, PlayError};

/// A job claimed this many times without a move is given up on (a position the engine cannot
/// handle must not occupy the workers for ever).
const MAX_ATTEMPTS: i64 = 5;

/// What a worker needs to know.
#[derive(Debug, Clone)]
pub struct Settings {
    /// How long a claim holds without renewal.
    pub lease: Duration,
    /// The longest any engine move may think, whatever its level.
    pub movetime_cap: Duration,
    /// How often an idle worker looks for jobs queued by other processes.
    pub poll: Duration,
    pub hash_mb: usize,
    /// Threads each search uses (lazy SMP).
    pub threads: usize,
    /// Nodes searched in each position of a post-game analysis; 0: this worker analyses nothing.
    pub analysis_nodes: u64,
    /// The share of one core analyses keep to while the CPU is wanted by others (a fraction,
    /// over 0, up to 1: no rest); see [`analysis::rest_after`].
    pub analysis_busy_share: f64,
    /// External engines for the games the operator chose.
    pub external: Engines,
}

impl Settings {
    pub fn of(config: &EngineConfig) -> Settings {
        Settings {
            external: Engines::new(config.external.clone()),
            lease: Duration::from_secs(config.lease_seconds.max(1)),
            movetime_cap: Duration::from_millis(config.movetime_cap_ms.max(1)),
            poll: Duration::from_millis(config.poll_ms.max(10)),
            hash_mb: config.hash_mb.max(1),
            threads: config.threads.clamp(1, ortoo_engine::MAX_THREADS),
            analysis_nodes: config.analysis_nodes,
            analysis_busy_share: f64::from(config.analysis_busy_percent.clamp(1, 100)) / 100.0,
        }
    }
}

/// Sets its flag when dropped.
struct StopOnDrop(Arc<AtomicBool>);

impl Drop for StopOnDrop {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// How a job ended for this worker.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Done {
    /// The engine's move was recorded.
    Moved(String),
    /// The engine took its opponent's draw offer instead of moving.
    AcceptedDraw,
    /// The game moved on or ended before the move: nothing to do.
    Dropped(String),
    /// Given up on (the reason is kept on the job).
    Failed(String),
    /// Left for another worker: the lease was lost, or storage failed.
    LetGo(String),
}

impl Done {
    /// As `/metrics` counts it.
    pub fn label(&self) -> &'static str {
        match self {
            Done::Moved(_) => "moved",
            Done::AcceptedDraw => "accepted_draw",
            Done::Dropped(_) => "dropped",
            Done::Failed(_) => "failed",
            Done::LetGo(_) => "let_go",
        }
    }
}

/// The highest level a worker's quick lane plays: moves of at most two seconds.
pub const QUICK_LEVEL: i64 = 4;

/// Starts `count` workers in this process, named after `prefix`. Each has a quick lane beside
/// it that takes only moves of the low levels (at most [`QUICK_LEVEL`]): a quick reply never
/// waits behind a long search, however many of those one account has queued, while the
/// workers' turn-taking among accounts keeps the long ones fair to each other.
pub fn spawn(play: &Play, settings: &Settings, prefix: &str, count: usize) -> Vec<JoinHandle<()>> {
    (0..count)
        .flat_map(|n| {
            let (play, settings) = (play.clone(), settings.clone());
            let name = format!("{prefix}/{n}");
            let full = tokio::spawn(run(play.clone(), settings.clone(), name.clone(), i64::from(*LEVELS.end())));
            // Shallow searches gain nothing from a large hash table; analyses are left to the
            // full lane, so the quick lane is always free for a quick reply.
            let quick = Settings { hash_mb: settings.hash_mb.min(4), threads: 1, analysis_nodes: 0, ..settings };
            let quick = tokio::spawn(run(play, quick, format!("{name}q"), QUICK_LEVEL));
            [full, quick]
        })
        .collect()
}

/// A name for this process's workers: host and process id, so a job's `worker` column says
/// where it runs.
pub fn process_name() -> String {
    let host = std::env::var("HOSTNAME")
        .ok()
        .or_else(|| std::fs::read_to_string("/etc/hostname").ok())
        .map(|h| h.trim().to_string())
        .filter(|h| !h.is_empty())
        .unwrap_or_else(|| "localhost".into());
    format!("{host}:{}", std::process::id())
}

/// A lease's length, as the store counts it.
fn lease(settings: &Settings) -> Millis {
    settings.lease.as_millis() as Millis
}

/// One worker's loop: claim a job of `max_level` or below, work, repeat; wait for a wake-up or
/// the poll when idle.
pub async fn run(play: Play, settings: Settings, name: String, max_level: i64) {
    // Analyses rest until then (see `analysis::rest_after`); moves are played meanwhile.
    let mut analyse_after = Instant::now();
    loop {
        match play.jobs.claim_move(&name, lease(&settings), max_level).await {
            Ok(Some(job)) => {
                let (game, ply) = (job.game_id.clone(), job.ply);
                let span =
                    tracing::info_span!("engine_job", worker = %name, job = %job.id, %game, ply, level = job.level);
                let started = Instant::now();
                let done = work(&play, &settings, &name, job).instrument(span).await;
                metrics::counter!("ortoo_engine_jobs_total", "end" => done.label()).increment(1);
                if let Done::Moved(_) = done {
                    metrics::histogram!("ortoo_engine_search_seconds").record(started.elapsed().as_secs_f64());
                }
                match &done {
                    Done::Moved(text) => tracing::info!(worker = %name, %game, ply, %text, "engine moved"),
                    Done::AcceptedDraw => tracing::info!(worker = %name, %game, ply, "engine accepted a draw"),
                    Done::Dropped(why) => tracing::info!(worker = %name, %game, ply, %why, "engine job dropped"),
                    Done::Failed(why) => tracing::error!(worker = %name, %game, ply, %why, "engine job failed"),
                    Done::LetGo(why) => tracing::warn!(worker = %name, %game, ply, %why, "engine job left for later"),
                }
                if let Done::LetGo(_) = done {
                    tokio::time::sleep(settings.poll).await;
                }
            }
            Ok(None)
                if settings.analysis_nodes > 0
                    && Instant::now() >= analyse_after
                    && let Some(rest) = analyse_one(&play, &settings, &name).await =>
            {
                analyse_after = Instant::now() + rest;
            }
            Ok(None) => {
                tokio::select! {
                    () = play.engine_due.notified() => {}
                    () = tokio::time::sleep(settings.poll) => {}
                }
            }
            Err(e) => {
                tracing::warn!(worker = %name, error = %e, "cannot claim engine jobs; will try again");
                tokio::time::sleep(settings.poll).await;
            }
        }
    }
}

/// With no move waiting, takes up a finished game's analysis, if one is queued; when it did,
/// how long analyses rest before the next (the worker looks for moves again at once).
async fn analyse_one(play: &Play, settings: &Settings, name: &str) -> Option<Duration> {
    let job = match play.jobs.claim_analysis(name, lease(settings)).await {
        Ok(Some(job)) => job,
        Ok(None) => return None,
        Err(e) => {
            tracing::warn!(worker = %name, error = %e, "cannot claim analyses; will try again");
            return None;
        }
    };
    let game = job.game_id.clone();
    let span = tracing::info_span!("analysis", worker = %name, %game);
    let analysed = analysis::analyse(play, settings, name, job).instrument(span).await;
    metrics::counter!("ortoo_analyses_total", "end" => analysed.label()).increment(1);
    match analysed {
        analysis::Analysed::Done(n) => tracing::info!(worker = %name, %game, positions = n, "game analysed"),
        analysis::Analysed::Yielded(n) => {
            tracing::info!(worker = %name, %game, positions = n, "analysis paused for a waiting move");
        }
        analysis::Analysed::Resting { positions, rest } => {
            tracing::debug!(worker = %name, %game, positions, ?rest, "analysis rests: the CPU is wanted");
            return Some(rest);
        }
        analysis::Analysed::Paused(why) => {
            tracing::warn!(worker = %name, %game, %why, "analysis left for later");
            return Some(settings.poll);
        }
        analysis::Analysed::Failed(why) => tracing::error!(worker = %name, %game, %why, "analysis failed"),
    }
    Some(Duration::ZERO)
}

/// Does one claimed job: reads the game, searches while renewing the lease, plays the move.
pub async fn work(play: &Play, settings: &Settings, worker: &str, job: Job) -> Done {
    let done = attempt(play, settings, worker, &job).await;
    let end = match &done {
        Done::Moved(_) => None,
        Done::AcceptedDraw => Some(JobEnd::Done),
        Done::Dropped(why) => Some(JobEnd::Dropped(why)),
        Done::Failed(why) => Some(JobEnd::Failed(why)),
        Done::LetGo(why) => Some(JobEnd::LetGo(why)),
    };
    let closed = match end {
        Some(end) => play.jobs.end_move(&job.id, worker, end).await,
        None => Ok(()),
    };
    if let Err(e) = closed {
        // The lease runs out and another worker looks again: nothing is lost.
        tracing::warn!(worker, job = %job.id, error = %e, "cannot close the engine job");
    }
    done
}

async fn attempt(play: &Play, settings: &Settings, worker: &str, job: &Job) -> Done {
    if job.attempts > MAX_ATTEMPTS {
        return Done::Failed(format!("given up after {MAX_ATTEMPTS} attempts"));
    }
    let game = match play.games.game(&job.game_id).await {
        Ok(game) => game,
        Err(PlayError::NotFound(_)) => return Done::Failed("the game is gone".into()),
        Err(e) => return Done::LetGo(format!("cannot read the game: {e}")),
    };
    if !game.is_active() || game.ply != job.ply {
        return Done::Dropped(format!("the game is {} at ply {}", game.status(), game.ply));
    }
    if game.engine_to_move().is_none() {
        return Done::Dropped("the engine does not play the side to move".into());
    }
    let (variant, options) = match (open_variant(&game.variant, &game.options), option_pairs(&game)) {
        (Ok(variant), Ok(options)) => (variant, options),
        (Err(e), _) => return Done::Failed(format!("the game's variant cannot be opened: {e}")),
        (_, Err(e)) => return Done::Failed(e.to_string()),
    };
    let keys = match play.games.earlier_keys(&game, variant.as_ref()).await {
        Ok(keys) => keys,
        Err(PlayError::Corrupt(_, e)) => return Done::Failed(e),
        Err(e) => return Done::LetGo(format!("cannot read the game's moves: {e}")),
    };
    let level = u8::try_from(job.level).unwrap_or(u8::MAX);
    let stop = Arc::new(AtomicBool::new(false));
    // A worker stopped mid-search (the server shutting down) stops its search too, rather than
    // leave it thinking on a blocking thread the runtime then waits for.
    let _stop_on_drop = StopOnDrop(stop.clone());
    let limits = SearchLimits {
        level: Some(level),
        movetime: Some(Level::of(level).movetime.min(settings.movetime_cap)),
        // The same game and ply always get the same low-level noise: a job taken over plays
        // what the first worker would have.
        seed: seed_of(&game.id, game.ply),
        stop: Some(stop.clone()),
        hash_mb: Some(settings.hash_mb),
        threads: Some(settings.threads),
        ..SearchLimits::default()
    };
    // An external engine, where one is configured for the game, sees the moves from the start
    // (so it knows the repetitions) in UCI form.
    let external = if settings.external.plays(&game.variant) {
        match uci_moves(play, &game, variant.as_ref()).await {
            Ok(moves) => Some((settings.external.clone(), game.start_position.clone(), moves)),
            Err(e) => return Done::LetGo(format!("cannot read the game's moves: {e}")),
        }
    } else {
        None
    };
    let (variant_id, position, game_id) = (game.variant.clone(), game.position.clone(), game.id.clone());
    let stopping = stop.clone();
    let mut search = tokio::task::spawn_blocking(move || {
        if let Some((engines, start, moves)) = external {
            let movetime = limits.movetime.unwrap_or(Level::of(level).movetime);
            match engines.think(&variant_id, &start, &moves, level, movetime, &stopping) {
                // Its move is checked here, not only when submitted: a refused move would
                // leave the game waiting, where ortoo's own engine can still play.
                Ok(text) => match refusal_of(&variant_id, &options, &position, &text) {
                    None => return Ok(Choice { text, score: None }),
                    Some(why) => {
                        engines.discard(&variant_id);
                        tracing::warn!(game = %game_id, engine_move = %text, refused = %why,
                            "the external engine's move is not legal here; ortoo's own plays");
                    }
                },
                Err(e) => tracing::warn!(game = %game_id, error = %e, "the external engine failed; ortoo's own plays"),
            }
        }
        ortoo_engine::think(&variant_id, &options, &position, &keys, limits)
            .map(|t| Choice { text: t.best, score: Some(t.score) })
    });
    let mut renew = tokio::time::interval(settings.lease / 3);
    renew.tick().await;
    let thought = loop {
        tokio::select! {
            joined = &mut search => break joined,
            _ = renew.tick() => {
                match play.jobs.renew_move(&job.id, worker, lease(settings)).await {
                    Ok(true) => {}
                    Ok(false) => {
                        stop.store(true, Ordering::Relaxed);
                        let _ = search.await;
                        return Done::LetGo("the lease was lost to another worker".into());
                    }
                    // The search goes on; if the lease runs out meanwhile, the move is refused
                    // as stale should another worker have moved first.
                    Err(e) => tracing::warn!(worker, job = %job.id, error = %e, "cannot renew the lease"),
                }
            }
        }
    };
    let thought: Choice = match thought {
        Ok(Ok(thought)) => thought,
        // Over by its rules though stored as going on (a start with no legal move, from before
        // such starts were refused): the game is ended with the rules' result, not left waiting.
        Ok(Err(EngineError::GameOver(outcome))) => {
            return match play.games.settle(&game.id).await {
                Ok(_) => Done::Dropped(format!("the game was over by its rules ({outcome}); it is ended so")),
                Err(e) => Done::LetGo(format!("the game is over ({outcome}) but cannot be ended now: {e}")),
            };
        }
        Ok(Err(e)) => return Done::Failed(format!("the engine cannot read the game: {e}")),
        Err(e) => return Done::Failed(format!("the search stopped abnormally: {e}")),
    };
    let engine = match play.engine.engine_user().await {
        Ok(user) => user,
        Err(e) => return Done::LetGo(format!("cannot read the engine's account: {e}")),
    };
    let offered = game.draw_offer.is_some_and(|by| by != game.to_move);
    if offered && thought.score.is_some_and(|score| takes_draw(score, game.ply)) {
        match play.games.draw(&engine, &game.id, DrawAction::Accept, None, None).await {
            Ok(_) => return Done::AcceptedDraw,
            // The offer was withdrawn or the game changed meanwhile: move instead.
            Err(e) => tracing::info!(worker, game = %game.id, error = %e, "could not accept the draw offer"),
        }
    }
    match play
        .games
        .submit_move(&engine, &game.id, Typed::new(Via::Engine, &thought.text, Some(job.ply), None), None)
        .await
    {
        Ok(played) => Done::Moved(played.text),
        Err(e @ (PlayError::StalePly { .. } | PlayError::GameOver(_))) => Done::Dropped(e.to_string()),
        Err(PlayError::Store(e)) => Done::LetGo(format!("cannot record the move: {e}")),
        Err(e) => Done::Failed(format!("the move {} was refused: {e}", thought.text)),
    }
}

/// Why `text` cannot be played at `position` of the game, if it cannot.
fn refusal_of(variant: &str, options: &[(String, String)], position: &str, text: &str) -> Option<String> {
    let opened = ortoo_rules::registry::open(variant, options).map_err(|e| e.to_string());
    let mut state = match opened.and_then(|v| v.load(position).map_err(|e| e.to_string())) {
        Ok(state) => state,
        Err(e) => return Some(e),
    };
    state.play(text).err().map(|refusal| refusal.to_string())
}

/// The move the engine chose, and its score from the mover's view when it says.
struct Choice {
    text: String,
    score: Option<i32>,
}

/// The game's moves from its start, each in UCI form.
async fn uci_moves(play: &Play, game: &Game, variant: &dyn ortoo_rules::Variant) -> Result<Vec<String>, PlayError> {
    let corrupt = |e: String| PlayError::Corrupt(game.id.to_string(), e);
    let mut state = variant.load(&game.start_position).map_err(|e| corrupt(e.to_string()))?;
    let moves = play.games.moves(game).await?;
    let mut out = Vec::with_capacity(moves.list.len());
    for m in &moves.list {
        let played = state.play(&m.text).map_err(|e| corrupt(e.to_string()))?;
        out.push(ortoo_engine::uci::uci_move(&played.accepted.coordinate));
    }
    Ok(out)
}

/// Whether the engine takes a draw offered to it: when it stands worse by at least half a pawn,
/// or when the game is long and level. Otherwise its move declines the offer.
fn takes_draw(score: i32, ply: i64) -> bool {
    score <= -50 || (ply >= 60 && score.abs() <= 15)
}

/// A seed from the game and ply (FNV-1a: stable across processes and builds).
fn seed_of(game_id: &GameId, ply: i64) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in game_id.as_str().bytes().chain(ply.to_le_bytes()) {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    hash
}
