//! One game between two engines, judged by ortoo's rules: each move an engine gives must be one
//! of the position's legal moves in UCI form, and the rules say when the game is over. A draw the
//! rules let either player claim (repetition, the move-count rules) is claimed for them, as a
//! tournament director would. A claim that is one player's choice is not: Shatranj Kamil X lets
//! the player whose opponent has only a king left call the game drawn, "optional, since you may
//! wish to continue and try for a win", and that player is the one winning. An engine that fails
//! (no move, an illegal one, out of time, gone) loses the game.

use std::time::Duration;

use ortoo_engine::rng::SplitMix;
use ortoo_engine::uci::uci_move;
use ortoo_rules::{GameState, Outcome, Reason, Side};
use serde::Serialize;

use crate::player::{EngineSpec, Player, Report};

/// How long the engines may think.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TimeControl {
    /// A fixed time for every move (`go movetime`).
    PerMove(Duration),
    /// A clock for the whole game, with an increment after each move (`go wtime … winc …`).
    Clock { base: Duration, increment: Duration },
}

impl std::str::FromStr for TimeControl {
    type Err = String;

    /// `200ms` or `0.2s` a move, or `60+0.6` (seconds for the game, plus seconds a move).
    fn from_str(s: &str) -> Result<TimeControl, String> {
        let seconds = |t: &str| -> Result<Duration, String> {
            let value: f64 = t.trim().parse().map_err(|_| format!("\"{t}\" is not a number of seconds"))?;
            if !(0.0..=86_400.0).contains(&value) {
                return Err(format!("{value} s is out of range"));
            }
            Ok(Duration::from_secs_f64(value))
        };
        let s = s.trim();
        if let Some(ms) = s.strip_suffix("ms") {
            let ms: u64 = ms.trim().parse().map_err(|_| format!("\"{ms}\" is not a number of milliseconds"))?;
            return Ok(TimeControl::PerMove(Duration::from_millis(ms)));
        }
        if let Some(secs) = s.strip_suffix('s') {
            return Ok(TimeControl::PerMove(seconds(secs)?));
        }
        match s.split_once('+') {
            Some((base, inc)) => Ok(TimeControl::Clock { base: seconds(base)?, increment: seconds(inc)? }),
            None => Err(format!("\"{s}\" is not a time control: 200ms or 0.2s a move, or 60+0.6 for a clock")),
        }
    }
}

/// Where a game starts: a position (the variant's start if `None`) and moves played from it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Opening {
    pub fen: Option<String>,
    pub moves: Vec<String>,
}

/// How a game ended, from White's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum GameResult {
    #[serde(rename = "1-0")]
    WhiteWon,
    #[serde(rename = "0-1")]
    BlackWon,
    #[serde(rename = "1/2-1/2")]
    Drawn,
}

impl GameResult {
    pub fn pgn(self) -> &'static str {
        match self {
            GameResult::WhiteWon => "1-0",
            GameResult::BlackWon => "0-1",
            GameResult::Drawn => "1/2-1/2",
        }
    }

    fn won_by(side: Side) -> GameResult {
        if side == Side::White { GameResult::WhiteWon } else { GameResult::BlackWon }
    }
}

/// One move of the game as played.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MoveRecord {
    /// Whether White played it.
    pub white: bool,
    /// As the engine gave it.
    pub uci: String,
    /// The rules' canonical text (Game Courier notation).
    pub canonical: String,
    /// Standard algebraic notation, for games that have it.
    pub san: Option<String>,
    pub depth: Option<u32>,
    pub score: Option<i32>,
    pub ms: u64,
}

/// A finished game.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Record {
    pub white: String,
    pub black: String,
    pub opening: Opening,
    /// The opening's moves in standard algebraic notation, for games that have it.
    pub opening_san: Vec<Option<String>>,
    pub moves: Vec<MoveRecord>,
    pub result: GameResult,
    /// Why it ended, in words ("checkmate", "White lost on time: …").
    pub reason: String,
    /// The loser lost by failing (no move, an illegal one, out of time, gone), not on the board.
    pub forfeit: bool,
    /// The position it ended in.
    pub position: String,
}

/// What a game needs besides its players.
#[derive(Debug, Clone)]
pub struct Conditions<'a> {
    pub variant: &'a str,
    pub options: &'a [(String, String)],
    pub time: TimeControl,
    /// Time beyond the allowed that an engine may take before it loses on time (the pipe and
    /// the operating system's scheduling are not the engine's fault).
    pub margin: Duration,
    /// Plies after which the game is drawn, so that two engines cannot shuffle for ever.
    pub max_plies: usize,
}

/// Why a game could not be played at all (not the engines' fault).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Unplayable {
    #[error("the variant cannot be opened: {0}")]
    Variant(String),
    #[error("the opening cannot be played: {0}")]
    Opening(String),
}

/// Plays one game: `white` and `black` started afresh, from `opening`.
///
/// # Errors
/// The variant or the opening is bad. An engine's failure is not an error: that engine loses.
pub fn play(
    white: &EngineSpec,
    black: &EngineSpec,
    opening: &Opening,
    conditions: &Conditions<'_>,
) -> Result<Record, Unplayable> {
    let variant = ortoo_rules::registry::open(conditions.variant, conditions.options)
        .map_err(|e| Unplayable::Variant(e.to_string()))?;
    let mut state = match &opening.fen {
        Some(fen) => variant.load(fen).map_err(|e| Unplayable::Opening(format!("{fen}: {e}")))?,
        None => variant.start(),
    };
    let mut keys = vec![state.key()];
    let mut opening_san = Vec::with_capacity(opening.moves.len());
    for mv in &opening.moves {
        opening_san.push(state.san(mv).ok().flatten());
        state.play(mv).map_err(|r| Unplayable::Opening(format!("{mv}: {r}")))?;
        keys.push(state.key());
        state.set_history(&keys[..keys.len() - 1]);
    }
    let mut record = Record {
        white: white.name.clone(),
        black: black.name.clone(),
        opening: opening.clone(),
        opening_san,
        moves: Vec::new(),
        result: GameResult::Drawn,
        reason: String::new(),
        forfeit: false,
        position: String::new(),
    };
    let ended = |record: &mut Record, result: GameResult, reason: String, state: &dyn GameState| {
        record.result = result;
        record.reason = reason;
        record.position = state.position_text();
    };
    if let Some((result, reason)) = judged(&*state) {
        ended(&mut record, result, reason, &*state);
        return Ok(record);
    }
    let mut players: [Option<Player>; 2] = [None, None];
    for (i, spec) in [white, black].into_iter().enumerate() {
        match Player::start(spec, conditions.variant).and_then(|mut p| p.new_game().map(|()| p)) {
            Ok(p) => players[i] = Some(p),
            Err(failure) => {
                let side = if i == 0 { Side::White } else { Side::Black };
                ended(&mut record, GameResult::won_by(!side), format!("{} {failure}", side_word(side)), &*state);
                record.forfeit = true;
                return Ok(record);
            }
        }
    }
    let mut clocks = match conditions.time {
        TimeControl::Clock { base, .. } => [base, base],
        TimeControl::PerMove(t) => [t, t],
    };
    let base_position = match &opening.fen {
        Some(fen) => format!("position fen {fen}"),
        None => "position startpos".to_string(),
    };
    let mut played: Vec<String> = opening.moves.iter().map(|m| uci_move(m)).collect();
    loop {
        let side = state.turn();
        let i = usize::from(side == Side::Black);
        let player = players[i].as_mut().expect("both players were started");
        let position = if played.is_empty() {
            base_position.clone()
        } else {
            format!("{base_position} moves {}", played.join(" "))
        };
        let (go, allowed) = match conditions.time {
            TimeControl::PerMove(t) => (format!("go movetime {}", t.as_millis()), t),
            TimeControl::Clock { increment, .. } => (
                format!(
                    "go wtime {} btime {} winc {} binc {}",
                    clocks[0].as_millis(),
                    clocks[1].as_millis(),
                    increment.as_millis(),
                    increment.as_millis()
                ),
                clocks[i],
            ),
        };
        let (mv, report, used) = match player.think(&position, &go, allowed, conditions.margin) {
            Ok(answer) => answer,
            Err(failure) => {
                ended(&mut record, GameResult::won_by(!side), format!("{} {failure}", side_word(side)), &*state);
                record.forfeit = true;
                return Ok(record);
            }
        };
        if let TimeControl::Clock { increment, .. } = conditions.time {
            clocks[i] = clocks[i].saturating_sub(used) + increment;
        }
        let Some(legal) = state.legal_moves().into_iter().find(|m| uci_move(&m.coordinate) == mv) else {
            let reason = format!("{} played {mv}, which is not a legal move here", side_word(side));
            ended(&mut record, GameResult::won_by(!side), reason, &*state);
            record.forfeit = true;
            return Ok(record);
        };
        let san = state.san(&legal.coordinate).ok().flatten();
        let key = state.key();
        let Ok(done) = state.play(&legal.coordinate) else {
            let reason = format!("{} played {mv}, which the rules refused", side_word(side));
            ended(&mut record, GameResult::won_by(!side), reason, &*state);
            record.forfeit = true;
            return Ok(record);
        };
        keys.push(key);
        let Report { depth, score, .. } = report;
        record.moves.push(MoveRecord {
            white: side == Side::White,
            uci: mv.clone(),
            canonical: done.accepted.canonical,
            san,
            depth,
            score,
            ms: used.as_millis() as u64,
        });
        played.push(mv);
        if let Some((result, reason)) = judged(&*state) {
            ended(&mut record, result, reason, &*state);
            return Ok(record);
        }
        if record.opening.moves.len() + record.moves.len() >= conditions.max_plies {
            ended(
                &mut record,
                GameResult::Drawn,
                format!("drawn at the limit of {} plies", conditions.max_plies),
                &*state,
            );
            return Ok(record);
        }
    }
}

/// The game's end as the rules see it, with the draws either player may claim claimed.
fn judged(state: &dyn GameState) -> Option<(GameResult, String)> {
    let claimed = state
        .claimable_draw()
        .filter(|reason| matches!(reason, Reason::Repetition | Reason::FiftyMoves))
        .map(|reason| Outcome::Draw { reason });
    let outcome = state.outcome().or(claimed)?;
    Some(match outcome {
        Outcome::Win { winner, reason } => (GameResult::won_by(winner), reason.words().to_string()),
        Outcome::Draw { reason } => (GameResult::Drawn, reason.words().to_string()),
    })
}

fn side_word(side: Side) -> &'static str {
    if side == Side::White { "White" } else { "Black" }
}

/// Why an opening could not be made.
pub type OpeningError = String;

/// An opening of `plies` random legal moves from the start, drawn from `seed`; a draw that ends
/// the game (or leaves it without moves) is drawn again from the next seed.
///
/// # Errors
/// The variant cannot be opened, or no opening of that length is found in 1,000 tries.
pub fn random_opening(
    variant: &str,
    options: &[(String, String)],
    plies: usize,
    seed: u64,
) -> Result<Opening, OpeningError> {
    let variant = ortoo_rules::registry::open(variant, options).map_err(|e| e.to_string())?;
    for attempt in 0..1_000u64 {
        let mut rng = SplitMix::new(seed.wrapping_mul(1_000).wrapping_add(attempt));
        let mut state = variant.start();
        let mut moves = Vec::with_capacity(plies);
        for _ in 0..plies {
            let legal = state.legal_moves();
            if legal.is_empty() || state.outcome().is_some() {
                break;
            }
            let mv = &legal[(rng.next_u64() % legal.len() as u64) as usize];
            if state.play(&mv.coordinate).is_err() {
                break;
            }
            moves.push(uci_move(&mv.coordinate));
        }
        if moves.len() == plies && state.outcome().is_none() && !state.legal_moves().is_empty() {
            return Ok(Opening { fen: None, moves });
        }
    }
    Err(format!("no opening of {plies} plies that leaves the game going"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_controls_are_read_and_refused_with_reasons() {
        assert_eq!("200ms".parse(), Ok(TimeControl::PerMove(Duration::from_millis(200))));
        assert_eq!("1.5s".parse(), Ok(TimeControl::PerMove(Duration::from_millis(1_500))));
        assert_eq!(
            "60+0.6".parse(),
            Ok(TimeControl::Clock { base: Duration::from_secs(60), increment: Duration::from_millis(600) })
        );
        assert!("fast".parse::<TimeControl>().unwrap_err().contains("not a time control"));
        assert!("-3+1".parse::<TimeControl>().unwrap_err().contains("out of range"));
        assert!("xms".parse::<TimeControl>().unwrap_err().contains("milliseconds"));
    }

    #[test]
    fn random_openings_are_legal_repeatable_and_varied() {
        for variant in ["chess", "khans-chess", "khan", "kings-run", "shatranj-kamil-x", "koan"] {
            let a = random_opening(variant, &[], 4, 7).unwrap();
            assert_eq!(a, random_opening(variant, &[], 4, 7).unwrap(), "{variant}: the same seed, the same opening");
            assert_eq!(a.moves.len(), 4);
            let others: Vec<_> = (8..16).map(|seed| random_opening(variant, &[], 4, seed).unwrap()).collect();
            assert!(others.iter().any(|o| *o != a), "{variant}: other seeds, other openings");
        }
    }
}
