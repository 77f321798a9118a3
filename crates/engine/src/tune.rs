//! Texel tuning: fitting the evaluation's weights to the results of the engine's own games.
//!
//! The data are positions from self-play (`ortoo match --positions FILE` writes them), each
//! with the result of its game. The evaluation of a position is read as White's expected score
//! through the logistic curve `1 / (1 + 10^(-K e / 400))`; the weights sought are those whose
//! expected scores come nearest, in mean squared error, to the results the games had. Only
//! quiet positions are used (quiescence finds nothing better than the static score), since the
//! evaluation is only ever asked about those. Each weight in turn is moved a step up or down
//! while that lowers the error (Texel's local search), pass after pass, until no step helps or
//! the passes run out. The pawn stays at 100, the unit the rest is measured in, and `K` is
//! fitted anew before each pass: otherwise the search finds it can lower the error by blowing
//! every weight up together (a larger scale stands in for a larger `K`), and the search's
//! margins, which are centipawns, would no longer mean what they say.
//!
//! Every game can be tuned; see [`Tunable`].

use ortoo_rules::chesslike::ChessFamily;
use ortoo_rules::khan::Khan;
use ortoo_rules::kings_run::KingsRun;
use ortoo_rules::koan::Koan;
use ortoo_rules::shatranj_kamil_x::ShatranjKamilX;
use ortoo_rules::{MoveList, Side};

use crate::board::{Board, Spaces};
use crate::eval::{Evaluate, chess_static, chess_terms, khan_static, kings_run_static, koan_static, shatranj_static};
use crate::search::Search;
use crate::terms::{self, ChessTerms, KhanTerms, KingsRunTerms, KoanTerms, ShatranjTerms};

/// A game whose evaluation reads its weights from a set the tuner can fit.
pub trait Tunable: Evaluate {
    type Terms: Clone;
    /// The set the evaluation plays with now.
    fn terms(&self) -> Self::Terms;
    /// The weights tuned, by name (the unit piece and the fixed entries left out).
    fn flatten(&self, terms: &Self::Terms) -> Vec<(String, i32)>;
    /// `terms` with the tuned weights set to `values`, in `flatten`'s order.
    fn unflatten(&self, terms: &Self::Terms, values: &[i32]) -> Self::Terms;
    /// The set as Rust, for `terms.rs`.
    fn rust(&self, terms: &Self::Terms) -> String;
    /// Material and positional terms under `terms`, from White's view.
    fn static_under(&self, pos: &Self::Position, board: &Board, terms: &Self::Terms) -> i32;
    /// Centipawns per legal move of difference under `terms`.
    fn mobility_under(&self, terms: &Self::Terms) -> i32;
}

impl Tunable for ChessFamily {
    type Terms = ChessTerms;

    fn terms(&self) -> ChessTerms {
        chess_terms(self).clone()
    }

    fn flatten(&self, terms: &ChessTerms) -> Vec<(String, i32)> {
        terms.flatten(&tuned_letters(self), self.spec().campmate)
    }

    fn unflatten(&self, terms: &ChessTerms, values: &[i32]) -> ChessTerms {
        terms.unflatten(&tuned_letters(self), self.spec().campmate, values)
    }

    fn rust(&self, terms: &ChessTerms) -> String {
        if self.spec().campmate {
            terms.rust("KHANS_CHESS", terms::KHANS_CHESS_LETTERS)
        } else {
            terms.rust("CHESS", terms::CHESS_LETTERS)
        }
    }

    fn static_under(&self, _pos: &Self::Position, board: &Board, terms: &ChessTerms) -> i32 {
        chess_static(self, board, terms)
    }

    fn mobility_under(&self, terms: &ChessTerms) -> i32 {
        terms.mobility
    }
}

/// The chess family's letters whose values are tuned: all but the pawn, the unit.
fn tuned_letters(game: &ChessFamily) -> Vec<u8> {
    let all = if game.spec().campmate { terms::KHANS_CHESS_LETTERS } else { terms::CHESS_LETTERS };
    all.iter().copied().filter(|&l| l != b'P').collect()
}

impl Tunable for Khan {
    type Terms = KhanTerms;

    fn terms(&self) -> KhanTerms {
        terms::KHAN.clone()
    }

    fn flatten(&self, terms: &KhanTerms) -> Vec<(String, i32)> {
        terms.flatten()
    }

    fn unflatten(&self, terms: &KhanTerms, values: &[i32]) -> KhanTerms {
        terms.unflatten(values)
    }

    fn rust(&self, terms: &KhanTerms) -> String {
        terms.rust("KHAN")
    }

    fn static_under(&self, _pos: &Self::Position, board: &Board, terms: &KhanTerms) -> i32 {
        khan_static(self, board, terms)
    }

    fn mobility_under(&self, terms: &KhanTerms) -> i32 {
        terms.mobility
    }
}

impl Tunable for Koan {
    type Terms = KoanTerms;

    fn terms(&self) -> KoanTerms {
        terms::KOAN.clone()
    }

    fn flatten(&self, terms: &KoanTerms) -> Vec<(String, i32)> {
        terms.flatten()
    }

    fn unflatten(&self, terms: &KoanTerms, values: &[i32]) -> KoanTerms {
        terms.unflatten(values)
    }

    fn rust(&self, terms: &KoanTerms) -> String {
        terms.rust("KOAN")
    }

    fn static_under(&self, _pos: &Self::Position, board: &Board, terms: &KoanTerms) -> i32 {
        koan_static(self, board, terms)
    }

    fn mobility_under(&self, terms: &KoanTerms) -> i32 {
        terms.mobility
    }
}

impl Tunable for KingsRun {
    type Terms = KingsRunTerms;

    fn terms(&self) -> KingsRunTerms {
        terms::KINGS_RUN.clone()
    }

    fn flatten(&self, terms: &KingsRunTerms) -> Vec<(String, i32)> {
        terms.flatten()
    }

    fn unflatten(&self, terms: &KingsRunTerms, values: &[i32]) -> KingsRunTerms {
        terms.unflatten(values)
    }

    fn rust(&self, terms: &KingsRunTerms) -> String {
        terms.rust("KINGS_RUN")
    }

    fn static_under(&self, pos: &Self::Position, board: &Board, terms: &KingsRunTerms) -> i32 {
        kings_run_static(self, pos, board, terms)
    }

    fn mobility_under(&self, terms: &KingsRunTerms) -> i32 {
        terms.mobility
    }
}

impl Tunable for ShatranjKamilX {
    type Terms = ShatranjTerms;

    fn terms(&self) -> ShatranjTerms {
        terms::SHATRANJ_KAMIL_X.clone()
    }

    fn flatten(&self, terms: &ShatranjTerms) -> Vec<(String, i32)> {
        terms.flatten()
    }

    fn unflatten(&self, terms: &ShatranjTerms, values: &[i32]) -> ShatranjTerms {
        terms.unflatten(values)
    }

    fn rust(&self, terms: &ShatranjTerms) -> String {
        terms.rust("SHATRANJ_KAMIL_X")
    }

    fn static_under(&self, _pos: &Self::Position, board: &Board, terms: &ShatranjTerms) -> i32 {
        shatranj_static(self, board, terms)
    }

    fn mobility_under(&self, terms: &ShatranjTerms) -> i32 {
        terms.mobility
    }
}

/// One position of the data, ready to score.
struct Sample<P> {
    pos: P,
    board: Board,
    /// White's mobility less Black's (the mover's now, the opponent's one ply before).
    mobility: i32,
    /// White's result in the game: 1, ½ or 0.
    result: f64,
}

type Samples<P> = Vec<Sample<P>>;

/// What a tuning run did.
#[derive(Debug, Clone)]
pub struct Report {
    /// Positions read, and of those the ones used (quiet, not over).
    pub read: usize,
    pub used: usize,
    /// The logistic curve's scale, as fitted for the last pass.
    pub k: f64,
    pub error_before: f64,
    pub error_after: f64,
    pub passes: usize,
    /// The weights that moved: name, before, after.
    pub changed: Vec<(String, i32, i32)>,
    /// The fitted set as Rust, for `terms.rs`.
    pub rust: String,
}

/// Why tuning could not start.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TuneError {
    #[error(
        "there is no game called \"{0}\": the games are chess, khans-chess, khan, kings-run, shatranj-kamil-x and koan"
    )]
    Unknown(String),
    #[error("line {line}: {why}")]
    BadLine { line: usize, why: String },
    #[error("no quiet position to tune on (of {0} read)")]
    NoPositions(usize),
}

/// Tunes the weights of `variant` (with its default rules) on `lines` of `game<TAB>position<TAB>
/// result` (the result 1, 0.5 or 0 from White's side), `passes` passes at most. `progress` hears
/// a line after each pass.
///
/// # Errors
/// A game that does not exist, a line that cannot be read, or no position to tune on.
pub fn tune_variant(
    variant: &str,
    lines: impl Iterator<Item = String>,
    passes: usize,
    progress: impl FnMut(&str),
) -> Result<Report, TuneError> {
    match variant {
        "chess" => tune(&ortoo_rules::chess::chess(), lines, passes, progress),
        "khans-chess" => tune(&ortoo_rules::khans_chess::khans_chess(), lines, passes, progress),
        "khan" => {
            tune(&Khan::new(ortoo_rules::Options::defaults(&ortoo_rules::khan::OPTIONS)), lines, passes, progress)
        }
        "koan" => tune(&Koan::new(), lines, passes, progress),
        "kings-run" => tune(&KingsRun::new(), lines, passes, progress),
        "shatranj-kamil-x" => tune(&ShatranjKamilX::new(), lines, passes, progress),
        other => Err(TuneError::Unknown(other.to_string())),
    }
}

/// Tunes `game`'s weights: see [`tune_variant`].
///
/// # Errors
/// A line that cannot be read, or no position to tune on.
pub fn tune<G: Tunable>(
    game: &G,
    lines: impl Iterator<Item = String>,
    passes: usize,
    mut progress: impl FnMut(&str),
) -> Result<Report, TuneError> {
    let start = game.terms();
    let (samples, read) = read_samples(game, lines)?;
    if samples.is_empty() {
        return Err(TuneError::NoPositions(read));
    }
    let error = |terms: &G::Terms, k: f64| mean_error(game, &samples, terms, k);
    let mut k = fit_k(|k| error(&start, k));
    let error_before = error(&start, k);
    progress(&format!("{} positions of {read} used; K = {k:.3}; error {error_before:.6}", samples.len()));

    let flat = game.flatten(&start);
    let mut values: Vec<i32> = flat.iter().map(|(_, v)| *v).collect();
    let steps: Vec<i32> = flat.iter().map(|(n, _)| if n.starts_with("value") { 5 } else { 2 }).collect();
    let bounds: Vec<(i32, i32)> = flat.iter().map(|(n, v)| bounds(n, *v)).collect();
    let mut best = error_before;
    let mut done = 0;
    for pass in 1..=passes {
        let current = game.unflatten(&start, &values);
        k = fit_k(|k| error(&current, k));
        best = error(&current, k);
        let mut improved = false;
        for i in 0..values.len() {
            for delta in [steps[i], -steps[i]] {
                let mut tried = values.clone();
                tried[i] += delta;
                if !(bounds[i].0..=bounds[i].1).contains(&tried[i]) {
                    continue;
                }
                let e = error(&game.unflatten(&start, &tried), k);
                if e < best {
                    (best, values, improved) = (e, tried, true);
                    break;
                }
            }
        }
        done = pass;
        progress(&format!("pass {pass}: K {k:.3}, error {best:.6}"));
        if !improved {
            break;
        }
    }
    let fitted = game.unflatten(&start, &values);
    let changed = flat
        .into_iter()
        .zip(&values)
        .filter(|((_, before), after)| before != *after)
        .map(|((name, before), &after)| (name, before, after))
        .collect();
    Ok(Report {
        read,
        used: samples.len(),
        k,
        error_before,
        error_after: best,
        passes: done,
        changed,
        rust: game.rust(&fitted),
    })
}

/// How far a weight may go from its starting value. A piece's value stays within half and
/// twice the hand-set one: a piece that is rare in the data (Khan's demoted magician and khan
/// sword) has a value the results barely pin down, and without bounds it drifts to nonsense
/// (below zero, which would make taking it no capture at all). Other terms are free.
fn bounds(name: &str, start: i32) -> (i32, i32) {
    if name.starts_with("value") && start > 0 { (start / 2, start * 2) } else { (i32::MIN, i32::MAX) }
}

/// The quiet positions of the data, and how many positions were read.
fn read_samples<G: Tunable>(
    game: &G,
    lines: impl Iterator<Item = String>,
) -> Result<(Samples<G::Position>, usize), TuneError> {
    let spaces = Spaces::of(game.geometry());
    let mut search = Search::new(game, 1);
    let mut moves = MoveList::new();
    let mut samples = Vec::new();
    let mut read = 0;
    // The opponent's mobility one ply before, while the lines are of one game.
    let mut last: Option<(String, i32)> = None;
    for (n, line) in lines.enumerate() {
        let bad = |why: String| TuneError::BadLine { line: n + 1, why };
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let mut fields = line.split('\t');
        let (Some(number), Some(text), Some(result), None) =
            (fields.next(), fields.next(), fields.next(), fields.next())
        else {
            return Err(bad("expected game<TAB>position<TAB>result".into()));
        };
        let result: f64 = match result {
            "1" => 1.0,
            "0.5" => 0.5,
            "0" => 0.0,
            other => return Err(bad(format!("the result is 1, 0.5 or 0, not \"{other}\""))),
        };
        let pos = game.read_position(text).map_err(|e| bad(e.to_string()))?;
        read += 1;
        moves.clear();
        game.legal_moves(&pos, &mut moves);
        let mobility = game.mobility(&moves);
        let theirs = match &last {
            Some((game_number, m)) if game_number == number => *m,
            _ => mobility,
        };
        last = Some((number.to_string(), mobility));
        if moves.is_empty() || game.in_check(&pos) || !search.is_quiet(&pos, theirs) {
            continue;
        }
        let white_mobility = if game.turn(&pos) == Side::White { mobility - theirs } else { theirs - mobility };
        let board = Board::read(game, &pos, &spaces);
        samples.push(Sample { pos, board, mobility: white_mobility, result });
    }
    Ok((samples, read))
}

fn mean_error<G: Tunable>(game: &G, samples: &[Sample<G::Position>], terms: &G::Terms, k: f64) -> f64 {
    let mobility = game.mobility_under(terms);
    let total: f64 = samples
        .iter()
        .map(|s| {
            let eval = game.static_under(&s.pos, &s.board, terms) + mobility * s.mobility;
            let expected = 1.0 / (1.0 + 10f64.powf(-k * eval as f64 / 400.0));
            (s.result - expected).powi(2)
        })
        .sum();
    total / samples.len() as f64
}

/// The scale that best fits the curve: a coarse scan, then finer ones around the best.
fn fit_k(error: impl Fn(f64) -> f64) -> f64 {
    let (mut best, mut step) = (1.0, 0.5);
    let mut best_error = error(best);
    for _ in 0..6 {
        let centre = best;
        for i in -4..=4 {
            let k = centre + f64::from(i) * step;
            if k <= 0.0 {
                continue;
            }
            let e = error(k);
            if e < best_error {
                (best, best_error) = (k, e);
            }
        }
        step /= 4.0;
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_scale_found_is_the_error_curves_lowest() {
        let k = fit_k(|k| (k - 1.37).powi(2));
        assert!((k - 1.37).abs() < 0.01, "{k}");
    }

    #[test]
    fn weights_move_toward_what_the_results_say() {
        // Games where White, a knight up, still lost every time: the knight's value must fall.
        let mut lines = Vec::new();
        for game in 0..40 {
            // Black to move in the first, White in the second: both quiet.
            lines.push(format!("{game}\t4k3/pppp4/8/8/8/8/PPPP4/1N2K3 b - - 0 1\t0"));
            lines.push(format!("{game}\t3k4/pppp4/8/8/8/8/PPPP4/1N2K3 w - - 1 2\t0"));
        }
        let report = tune_variant("chess", lines.into_iter(), 3, |_| {}).unwrap();
        assert_eq!((report.read, report.used), (80, 80));
        assert!(report.error_after < report.error_before, "{report:?}");
        let knight = report.changed.iter().find(|(name, ..)| name == "value N").expect("the knight moved");
        assert!(knight.2 < knight.1, "{report:?}");
        assert!(report.rust.starts_with("pub const CHESS: ChessTerms = ChessTerms {"), "{}", report.rust);
        assert!(matches!(tune_variant("bughouse", std::iter::empty(), 1, |_| {}), Err(TuneError::Unknown(_))));
        let bad = tune_variant("chess", ["1\tnot a position\t1".to_string()].into_iter(), 1, |_| {});
        assert!(matches!(bad, Err(TuneError::BadLine { line: 1, .. })), "{bad:?}");
    }

    #[test]
    fn khans_weights_move_toward_what_the_results_say() {
        // White, a warrior up with khans alone otherwise, lost every game: the warrior's value
        // must fall. Both positions are quiet (nothing can be taken).
        let mut lines = Vec::new();
        for game in 0..40 {
            lines.push(format!("{game}\tk7/8/8/8/8/8/8/5W1K b 0 1\t0"));
            lines.push(format!("{game}\t1k6/8/8/8/8/8/8/5W1K w 0 2\t0"));
        }
        let report = tune_variant("khan", lines.into_iter(), 3, |_| {}).unwrap();
        assert_eq!((report.read, report.used), (80, 80));
        assert!(report.error_after < report.error_before, "{report:?}");
        let warrior = report.changed.iter().find(|(name, ..)| name == "value W").expect("the warrior moved");
        assert!(warrior.2 < warrior.1, "{report:?}");
        assert!(report.rust.starts_with("pub const KHAN: KhanTerms = KhanTerms {"), "{}", report.rust);
    }

    #[test]
    fn kings_runs_chips_lose_worth_when_the_rich_side_loses() {
        // White held four chips more and lost every game: a chip must be worth less. Kings
        // far apart, nothing to take: quiet.
        let mut lines = Vec::new();
        for game in 0..40 {
            lines.push(format!("{game}\t4k3/8/8/8/8/8/8/4K3 b - 5 1\t0"));
            lines.push(format!("{game}\t3k4/8/8/8/8/8/8/4K3 w - 5 1\t0"));
        }
        let report = tune_variant("kings-run", lines.into_iter(), 3, |_| {}).unwrap();
        assert_eq!((report.read, report.used), (80, 80));
        assert!(report.error_after < report.error_before, "{report:?}");
        let chip = report.changed.iter().find(|(name, ..)| name == "chip").expect("the chip moved");
        assert!(chip.2 < chip.1, "{report:?}");
        assert!(report.rust.starts_with("pub const KINGS_RUN: KingsRunTerms = KingsRunTerms {"), "{}", report.rust);
    }

    #[test]
    fn shatranjs_weights_move_toward_what_the_results_say() {
        // White, a war elephant up, lost every game: its value must fall.
        let mut lines = Vec::new();
        for game in 0..40 {
            lines.push(format!("{game}\t9k/10/10/10/10/10/10/10/10/K1W7 b - - 0 1\t0"));
            lines.push(format!("{game}\t8k1/10/10/10/10/10/10/10/10/K1W7 w - - 1 2\t0"));
        }
        let report = tune_variant("shatranj-kamil-x", lines.into_iter(), 3, |_| {}).unwrap();
        assert_eq!((report.read, report.used), (80, 80));
        assert!(report.error_after < report.error_before, "{report:?}");
        let elephant = report.changed.iter().find(|(name, ..)| name == "value W").expect("the war elephant moved");
        assert!(elephant.2 < elephant.1, "{report:?}");
        assert!(report.rust.starts_with("pub const SHATRANJ_KAMIL_X: ShatranjTerms"), "{}", report.rust);
    }
}
