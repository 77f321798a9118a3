//! `ortoo match`: a referee for matches between two UCI engines in any of ortoo's games. The
//! rules crate judges every move and every ending; openings come from random plies or a file of
//! positions, each played with both colours; several games run at once; the results give an Elo
//! difference with error bars and, when asked, a sequential probability ratio test that stops
//! the match as soon as it is decided. Every engine change is accepted through it.

pub mod data;
pub mod game;
pub mod pgn;
pub mod player;
pub mod stats;

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::channel;
use std::time::Duration;

use serde::Serialize;

pub use game::{Conditions, Opening, Record, TimeControl};
pub use player::EngineSpec;
pub use stats::{Elo, Sprt, Tally, Verdict};

/// Where the openings come from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Openings {
    /// This many random legal plies from the start, a fresh draw for each pair of games.
    Random { plies: usize, seed: u64 },
    /// The positions of a file, one a line (the rules' position text), in order, repeated if
    /// the match is longer.
    Positions(Vec<String>),
}

impl Openings {
    /// `random:4`, `random:4:seed` or `file:path`.
    ///
    /// # Errors
    /// A malformed source, or a file that cannot be read or holds no position.
    pub fn parse(text: &str) -> Result<Openings, String> {
        if let Some(rest) = text.strip_prefix("random:") {
            let mut parts = rest.split(':');
            let plies =
                parts.next().unwrap_or("").parse().map_err(|_| format!("\"{rest}\": random:<plies>[:<seed>]"))?;
            let seed = match parts.next() {
                Some(seed) => seed.parse().map_err(|_| format!("\"{seed}\" is not a seed"))?,
                None => 1,
            };
            return Ok(Openings::Random { plies, seed });
        }
        if let Some(path) = text.strip_prefix("file:") {
            let content = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
            let positions: Vec<String> = content
                .lines()
                .map(str::trim)
                .filter(|l| !l.is_empty() && !l.starts_with('#'))
                .map(str::to_string)
                .collect();
            if positions.is_empty() {
                return Err(format!("{path} holds no position"));
            }
            return Ok(Openings::Positions(positions));
        }
        Err(format!("\"{text}\" is not an opening source: random:<plies>[:<seed>] or file:<path>"))
    }

    fn opening(&self, variant: &str, options: &[(String, String)], pair: usize) -> Result<Opening, String> {
        match self {
            Openings::Random { plies, seed } => {
                game::random_opening(variant, options, *plies, seed.wrapping_add(pair as u64))
            }
            Openings::Positions(list) => Ok(Opening { fen: Some(list[pair % list.len()].clone()), moves: Vec::new() }),
        }
    }
}

/// A match to play.
#[derive(Debug, Clone)]
pub struct MatchSpec {
    pub variant: String,
    pub options: Vec<(String, String)>,
    /// The engine measured first, and its opponent; results are from the first one's side.
    pub engines: [EngineSpec; 2],
    /// Games at most (pairs of games: each opening is played with both colours).
    pub games: usize,
    pub time: TimeControl,
    pub margin: Duration,
    pub max_plies: usize,
    pub openings: Openings,
    /// Games played at once, each between its own two engine processes.
    pub concurrency: usize,
    pub sprt: Option<Sprt>,
}

/// Depth reached by one engine, over the moves it played.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize)]
pub struct Depths {
    pub moves: usize,
    pub median: Option<u32>,
    pub mean: Option<f64>,
}

/// What the match showed.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Summary {
    pub variant: String,
    pub engines: [String; 2],
    pub games: usize,
    /// From the first engine's side.
    pub tally: Tally,
    pub score: f64,
    pub elo: Option<Elo>,
    pub sprt: Option<SprtState>,
    /// Depth per engine (first, second).
    pub depth: [Depths; 2],
    /// Games each engine lost by failing (illegal move, time, crash), not by the board.
    pub failures: [usize; 2],
    /// Games that could not be played (a bad opening), with why.
    pub unplayable: Vec<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct SprtState {
    pub test: Sprt,
    pub llr: f64,
    pub lower: f64,
    pub upper: f64,
    /// The verdict, as it stood when the test was decided: the games under way then are
    /// finished and counted, and may carry the ratio back inside the bounds, but the test
    /// stopped where it crossed them.
    pub verdict: Verdict,
    /// The games counted when the ratio crossed a bound.
    pub decided_after: Option<usize>,
}

/// One game's result as the match counts it.
#[derive(Debug, Clone)]
pub struct Played {
    /// The game's number, from 0: the opening is number / 2, and the first engine has White in
    /// even ones.
    pub number: usize,
    pub record: Record,
    /// 1, ½ or 0 for the first engine.
    pub first_scored: f64,
}

/// Plays the match. `each` sees every finished game with the tally so far (in the order they
/// finish); it is where progress is printed and games are written out.
pub fn play_match(spec: &MatchSpec, mut each: impl FnMut(&Played, &Tally)) -> Summary {
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let (tx, rx) = channel::<Result<Played, String>>();
    let mut tally = Tally::default();
    let mut depths: [Vec<u32>; 2] = [Vec::new(), Vec::new()];
    let mut failures = [0usize; 2];
    let mut unplayable = Vec::new();
    let mut sprt_state: Option<SprtState> = None;
    std::thread::scope(|scope| {
        for _ in 0..spec.concurrency.max(1) {
            let tx = tx.clone();
            let (next, stop) = (&next, &stop);
            scope.spawn(move || {
                loop {
                    if stop.load(Ordering::Relaxed) {
                        break;
                    }
                    let number = next.fetch_add(1, Ordering::Relaxed);
                    if number >= spec.games {
                        break;
                    }
                    if tx.send(play_one(spec, number)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(tx);
        for played in rx {
            let played = match played {
                Ok(p) => p,
                Err(why) => {
                    unplayable.push(why);
                    continue;
                }
            };
            let first_white = played.number.is_multiple_of(2);
            match played.first_scored {
                s if s > 0.75 => tally.wins += 1,
                s if s < 0.25 => tally.losses += 1,
                _ => tally.draws += 1,
            }
            for m in &played.record.moves {
                let first = m.white == first_white;
                if let Some(d) = m.depth {
                    depths[usize::from(!first)].push(d);
                }
            }
            if let Some(loser) = failed_side(&played.record) {
                let first_lost = (loser == ortoo_rules::Side::White) == first_white;
                failures[usize::from(!first_lost)] += 1;
            }
            each(&played, &tally);
            if let Some(test) = spec.sprt {
                let (lower, upper) = test.bounds();
                let earlier = sprt_state.as_ref().filter(|s| s.verdict != Verdict::Continue);
                let (verdict, decided_after) = match earlier {
                    Some(s) => (s.verdict, s.decided_after),
                    None => {
                        let verdict = test.verdict(&tally);
                        (verdict, (verdict != Verdict::Continue).then_some(tally.games() as usize))
                    }
                };
                sprt_state = Some(SprtState { test, llr: test.llr(&tally), lower, upper, verdict, decided_after });
                // Games under way are finished and counted; no new ones start.
                if verdict != Verdict::Continue {
                    stop.store(true, Ordering::Relaxed);
                }
            }
        }
    });
    Summary {
        variant: spec.variant.clone(),
        engines: [spec.engines[0].name.clone(), spec.engines[1].name.clone()],
        games: tally.games() as usize,
        tally,
        score: tally.score(),
        elo: tally.elo(),
        sprt: sprt_state,
        depth: [depth_summary(&mut depths[0]), depth_summary(&mut depths[1])],
        failures,
        unplayable,
    }
}

fn play_one(spec: &MatchSpec, number: usize) -> Result<Played, String> {
    let opening = spec.openings.opening(&spec.variant, &spec.options, number / 2)?;
    let first_white = number.is_multiple_of(2);
    let (white, black) =
        if first_white { (&spec.engines[0], &spec.engines[1]) } else { (&spec.engines[1], &spec.engines[0]) };
    let conditions = Conditions {
        variant: &spec.variant,
        options: &spec.options,
        time: spec.time,
        margin: spec.margin,
        max_plies: spec.max_plies,
    };
    let record = game::play(white, black, &opening, &conditions).map_err(|e| format!("game {}: {e}", number + 1))?;
    let white_scored = match record.result {
        game::GameResult::WhiteWon => 1.0,
        game::GameResult::BlackWon => 0.0,
        game::GameResult::Drawn => 0.5,
    };
    let first_scored = if first_white { white_scored } else { 1.0 - white_scored };
    Ok(Played { number, record, first_scored })
}

/// The side that lost by failing rather than on the board, if any.
fn failed_side(record: &Record) -> Option<ortoo_rules::Side> {
    if !record.forfeit {
        return None;
    }
    match record.result {
        game::GameResult::WhiteWon => Some(ortoo_rules::Side::Black),
        game::GameResult::BlackWon => Some(ortoo_rules::Side::White),
        game::GameResult::Drawn => None,
    }
}

fn depth_summary(depths: &mut [u32]) -> Depths {
    if depths.is_empty() {
        return Depths::default();
    }
    depths.sort_unstable();
    let mean = depths.iter().map(|&d| d as f64).sum::<f64>() / depths.len() as f64;
    Depths { moves: depths.len(), median: Some(depths[depths.len() / 2]), mean: Some(mean) }
}
