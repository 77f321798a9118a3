//! The search: iterative deepening over a negamax alpha-beta with principal-variation search,
//! a transposition table, move ordering (table move, captures by most valuable victim and least
//! valuable attacker, killer moves, history) and a quiescence search over captures.
//!
//! It sees a game only through [`Game`] and [`Evaluate`]: every game's own endings come from
//! [`Game::status`] once a position has no legal move, and repetitions within the searched line
//! (or with the game's earlier positions) score as draws.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use ortoo_rules::{DrawRules, MoveList, Outcome, Side};

use crate::board::{Board, Spaces};
use crate::eval::{DECISIVE_GAIN, Evaluate, evaluate};
use crate::level::Level;
use crate::rng::SplitMix;
use crate::table::{Bound, Entry, Table};

/// A won position's score at the root; a win `n` plies ahead scores `MATE - n`.
pub const MATE: i32 = 1_000_000;
/// Scores beyond this are wins or losses in a known number of plies.
pub const MATE_BOUND: i32 = MATE - 10_000;
const INFINITY: i32 = MATE + 1;
/// The most threads one search uses.
pub const MAX_THREADS: usize = 256;
/// The deepest iteration and the longest line, quiescence included.
pub const MAX_DEPTH: u32 = 64;
const MAX_PLY: usize = 128;
/// Captures searched beyond the horizon, at most: enough for exchanges on one square, and a
/// bound on games where capturing never runs out quickly.
const MAX_QUIESCENCE: usize = 6;
/// Quiescence plies in which moves that win without capturing (Khan's spells, promotions) are
/// searched too; deeper, only captures, lest spell answer spell for ever.
const QUIESCENCE_NON_CAPTURES: usize = 2;
/// The depth searched when the caller sets no depth, level, move time or node limit.
pub const DEFAULT_DEPTH: u32 = 6;
/// How often (in nodes) the clock and the stop flag are read.
const CHECK_EVERY: u64 = 1024;
/// Centipawns a capture's positional side effects may add, for delta pruning.
const DELTA_MARGIN: i32 = 200;
/// Moves searched at full depth before late move reductions start.
const LATE_MOVES: usize = 4;
/// Move-ordering scores from here up are the table move, captures and killers: never reduced.
const KILLER_ORDER: i32 = (1 << 27) - 1;
/// Captures that lose their exchange are ordered from here: after the killers, before the
/// quiet moves by history.
const BAD_CAPTURE_ORDER: i32 = KILLER_ORDER - 4096;
/// Reverse futility pruning: outside the principal variation, a node this shallow whose static
/// score beats beta by this margin a ply is taken to hold (the opponent's few remaining plies
/// are unlikely to win back that much).
const REVERSE_FUTILITY_DEPTH: i32 = 5;
const REVERSE_FUTILITY_MARGIN: i32 = 90;
/// Futility pruning: a quiet move at a node this shallow whose static score falls short of
/// alpha by this margin (plus a ply's worth a ply) is not searched.
const FUTILITY_DEPTH: i32 = 3;
const FUTILITY_MARGIN: i32 = 100;
/// Late move pruning: at a node this shallow, quiet moves beyond the first `3 + depth²` are not
/// searched (ordering has put the likely ones first).
const LATE_MOVE_PRUNING_DEPTH: i32 = 3;

/// Aspiration windows: from this iteration on, the first root move is searched first in a
/// window this wide either side of its last score.
const ASPIRATION_DEPTH: i32 = 4;
const ASPIRATION_WINDOW: i32 = 30;

/// When to stop thinking, and how well to play.
#[derive(Debug, Clone, Default)]
pub struct SearchLimits {
    /// A strength level 1–12 (see [`crate::level`]): a depth, noise at levels 1–4 and a move
    /// time cap.
    pub level: Option<u8>,
    /// Plies to search, over the level's depth.
    pub depth: Option<u32>,
    /// Wall time to think at most, over the level's cap. Without one (and without a level) the
    /// search is deterministic.
    pub movetime: Option<Duration>,
    /// The time the search aims to use, within `movetime`: no iteration starts after it is
    /// foreseen not to finish its first move by then (a clock's share for this move). Without
    /// one, a bare `movetime` is used to its end, and a level's cap is the aim as well as the
    /// limit.
    pub soft_time: Option<Duration>,
    /// Nodes to search at most.
    pub nodes: Option<u64>,
    /// Seeds the low levels' noise: the same seed plays the same move.
    pub seed: u64,
    /// Set by the caller to stop the search; the best move found so far is returned.
    pub stop: Option<Arc<AtomicBool>>,
    /// Transposition table size in megabytes (16 when not given).
    pub hash_mb: Option<usize>,
    /// Threads to search with (lazy SMP: helpers search the same position and share the
    /// table); 1 when not given.
    pub threads: Option<usize>,
}

impl SearchLimits {
    pub fn depth(depth: u32) -> SearchLimits {
        SearchLimits { depth: Some(depth), ..SearchLimits::default() }
    }

    pub fn level(level: u8) -> SearchLimits {
        SearchLimits { level: Some(level), ..SearchLimits::default() }
    }
}

/// The limits resolved against the level.
#[derive(Debug, Clone)]
struct Plan {
    depth: u32,
    movetime: Option<Duration>,
    /// When to stop starting iterations, by estimate.
    aim: Option<Duration>,
    nodes: Option<u64>,
    noise: i32,
    seed: u64,
}

impl Plan {
    fn of(limits: &SearchLimits) -> Plan {
        let level = limits.level.map(Level::of);
        let open_ended = limits.movetime.is_some() || limits.nodes.is_some();
        let depth = limits
            .depth
            .or(level.map(|l| l.depth))
            .unwrap_or(if open_ended { MAX_DEPTH } else { DEFAULT_DEPTH })
            .clamp(1, MAX_DEPTH);
        let movetime = limits.movetime.or(level.map(|l| l.movetime));
        // A level's cap only bounds a search meant to end at the level's depth: time that cannot
        // finish an iteration is not spent. A bare move time is the time to use, all of it (the
        // last, unfinished iteration still improves the move and fills the table).
        let aim = limits.soft_time.or(if level.is_some() { movetime } else { None });
        Plan {
            depth,
            movetime,
            aim: aim.map(|a| movetime.map_or(a, |m| a.min(m))),
            nodes: limits.nodes,
            noise: level.map_or(0, |l| l.noise),
            seed: limits.seed,
        }
    }
}

/// What a search found, in the game's own move type.
#[derive(Debug, Clone)]
pub struct Report<M> {
    /// The move to play; `None` only when the position has no legal move.
    pub best: Option<M>,
    /// Centipawns from the mover's view, or a win/loss in `MATE - score` plies (see [`mate_in`]).
    pub score: i32,
    /// The last depth searched to the end.
    pub depth: u32,
    pub nodes: u64,
    /// The expected line, starting with `best`.
    pub pv: Vec<M>,
    pub elapsed: Duration,
}

/// Moves (not plies) to a forced win for the mover (positive) or to a forced loss
/// (negative), if the score is one.
pub fn mate_in(score: i32) -> Option<i32> {
    if score > MATE_BOUND {
        Some((MATE - score + 1) / 2)
    } else if score < -MATE_BOUND {
        Some(-(MATE + score) / 2)
    } else {
        None
    }
}

/// Whether another iteration is worth starting with `elapsed` of `time` gone: its first move
/// (the last best, which takes most of an iteration) should finish, or the iteration would only
/// spend time. Its length is foreseen from how the last iterations grew.
fn next_iteration_fits(iterations: &[Duration], elapsed: Duration, time: Duration) -> bool {
    let Some(&last) = iterations.last() else { return true };
    let growth = match iterations.len() {
        0 | 1 => 4.0,
        n => (last.as_secs_f64() / iterations[n - 2].as_secs_f64().max(1e-6)).clamp(1.5, 8.0),
    };
    let next = last.as_secs_f64() * growth;
    elapsed.as_secs_f64() + next * 0.5 < time.as_secs_f64()
}

/// Scratch space for one node's moves, reused from node to node: a [`MoveList`] is too big for
/// the stack of a deep recursion (King's Run's lists hold thousands of turns).
struct Frame<M> {
    moves: Box<MoveList<M>>,
    scored: Vec<(i32, M)>,
    /// Move families already searched at this node (see [`Evaluate::family`]).
    families: Vec<u64>,
}

impl<M> Frame<M> {
    fn new() -> Frame<M> {
        Frame { moves: Box::new(MoveList::new()), scored: Vec::new(), families: Vec::new() }
    }
}

#[derive(Debug, Clone, Copy)]
struct RootMove<M> {
    mv: M,
    score: i32,
    noise: i32,
}

/// A search over one game; keep it between moves to keep its table and history.
pub struct Search<'g, G: Evaluate> {
    game: &'g G,
    spaces: Spaces,
    draw_rules: DrawRules,
    table: Arc<Table<G::Move>>,
    /// 0 for the search whose move is played; 1, 2, … for lazy SMP's helpers, which search the
    /// same position only to fill the shared table.
    helper: usize,
    killers: Vec<[Option<G::Move>; 2]>,
    /// By side, from and to: how often a quiet move cut off the search.
    history: Vec<i32>,
    /// Keys of the earlier positions and of the line searched, the current node's last.
    path: Vec<u64>,
    frames: Vec<Frame<G::Move>>,
    nodes: u64,
    stopped: bool,
    deadline: Option<Instant>,
    node_limit: Option<u64>,
    stop: Option<Arc<AtomicBool>>,
}

const HISTORY_SQUARES: usize = 128;

impl<'g, G: Evaluate> Search<'g, G> {
    pub fn new(game: &'g G, hash_mb: usize) -> Search<'g, G> {
        Search::sharing(game, Arc::new(Table::new(hash_mb)))
    }

    /// A search that uses (and fills) `table`: one kept from earlier moves, or shared with other
    /// threads.
    pub fn sharing(game: &'g G, table: Arc<Table<G::Move>>) -> Search<'g, G> {
        Search {
            game,
            spaces: Spaces::of(game.geometry()),
            draw_rules: game.draw_rules(),
            table,
            helper: 0,
            killers: vec![[None; 2]; MAX_PLY + 1],
            history: vec![0; 2 * HISTORY_SQUARES * HISTORY_SQUARES],
            path: Vec::with_capacity(256),
            frames: Vec::new(),
            nodes: 0,
            stopped: false,
            deadline: None,
            node_limit: None,
            stop: None,
        }
    }

    /// Searches `pos`, reached after the positions whose keys are `earlier_keys` (oldest
    /// first; a position among them that recurs in the search scores as a draw).
    pub fn think(&mut self, pos: &G::Position, earlier_keys: &[u64], limits: &SearchLimits) -> Report<G::Move> {
        self.think_reporting(pos, earlier_keys, limits, |_| {})
    }

    /// As [`Search::think`], handing `on_depth` the report of each finished iteration as it
    /// finishes, so a front end can show the search's progress (UCI's `info` lines) while it
    /// thinks.
    ///
    /// With [`SearchLimits::threads`] above one, helper threads search the same position at once,
    /// each with its own killers and history but all sharing this search's table (lazy SMP):
    /// what a helper finds first, the main search finds in the table. The helpers stop when the
    /// main search does; its move is the one played, and the report's nodes count every thread's.
    pub fn think_reporting(
        &mut self,
        pos: &G::Position,
        earlier_keys: &[u64],
        limits: &SearchLimits,
        on_depth: impl FnMut(&Report<G::Move>),
    ) -> Report<G::Move> {
        let threads = limits.threads.unwrap_or(1).clamp(1, MAX_THREADS);
        if threads == 1 {
            return self.iterate(pos, earlier_keys, limits, on_depth);
        }
        let helpers_stop = Arc::new(AtomicBool::new(false));
        // Helpers think without limits of their own (the main search's end is theirs) and
        // without a level's noise, which only the main search's choice of move would use.
        let helper_limits = SearchLimits {
            depth: Some(MAX_DEPTH),
            stop: Some(helpers_stop.clone()),
            hash_mb: None,
            threads: None,
            ..SearchLimits::default()
        };
        std::thread::scope(|scope| {
            let helpers: Vec<_> = (1..threads)
                .map(|helper| {
                    let (game, table, limits) = (self.game, self.table.clone(), helper_limits.clone());
                    scope.spawn(move || {
                        let mut search = Search::sharing(game, table);
                        search.helper = helper;
                        search.iterate(pos, earlier_keys, &limits, |_| {}).nodes
                    })
                })
                .collect();
            let mut report = self.iterate(pos, earlier_keys, limits, on_depth);
            helpers_stop.store(true, Ordering::Relaxed);
            // A helper that panicked searched for nothing; the main search's move stands.
            report.nodes += helpers.into_iter().map(|h| h.join().unwrap_or(0)).sum::<u64>();
            report
        })
    }

    /// One thread's iterative deepening.
    fn iterate(
        &mut self,
        pos: &G::Position,
        earlier_keys: &[u64],
        limits: &SearchLimits,
        mut on_depth: impl FnMut(&Report<G::Move>),
    ) -> Report<G::Move> {
        let start = Instant::now();
        let plan = Plan::of(limits);
        self.nodes = 0;
        self.stopped = false;
        self.deadline = plan.movetime.map(|t| start + t);
        self.node_limit = plan.nodes;
        self.stop = limits.stop.clone();
        self.killers.iter_mut().for_each(|k| *k = [None; 2]);
        self.path.clear();
        self.path.extend_from_slice(earlier_keys);

        let mut moves = Frame::new();
        self.game.legal_moves(pos, &mut moves.moves);
        let board = Board::read(self.game, pos, &self.spaces);
        let root_key = self.game.key(pos);
        let tt_move = self.table.probe(root_key).and_then(|e| e.mv);
        let mut rng = SplitMix::new(plan.seed ^ root_key);
        let mut root: Vec<RootMove<G::Move>> = moves
            .moves
            .iter()
            .map(|&mv| RootMove {
                mv,
                score: self.order_score(pos, &board, mv, tt_move, 0),
                noise: rng.spread(plan.noise),
            })
            .collect();
        root.sort_by_key(|r| std::cmp::Reverse(r.score));
        // From here on a root move's score is its searched score; none yet.
        root.iter_mut().for_each(|r| r.score = -INFINITY);
        let mut report = Report {
            best: root.first().map(|r| r.mv),
            score: 0,
            depth: 0,
            nodes: 0,
            pv: Vec::new(),
            elapsed: Duration::ZERO,
        };
        if root.is_empty() {
            report.score = self.terminal(pos, 0);
            report.elapsed = start.elapsed();
            return report;
        }
        let mobility = self.game.mobility(&moves.moves);
        // With one legal move and a clock running there is nothing to choose, and no time to
        // spend: a shallow look gives its score. Without a clock (an analysis, a set depth) the
        // score is what is asked for, and a forced move's score is searched like any other.
        let depth_limit = if root.len() == 1 && plan.movetime.is_some() { 1 } else { plan.depth };

        let mut iteration_times: Vec<Duration> = Vec::new();
        for depth in 1..=depth_limit {
            // The first iteration always runs (a move is owed); later ones only while allowed.
            if depth > 1 && self.poll() {
                break;
            }
            // Every other helper skips the even depths, so that helpers and the main search are
            // not all at the same depth at once.
            if self.helper % 2 == 1 && depth % 2 == 0 && depth < depth_limit {
                continue;
            }
            let iteration_start = Instant::now();
            let (chosen, finished) = self.search_root(pos, depth as i32, &mut root, plan.noise, mobility);
            if !finished {
                // A cut-off iteration still searched its first moves to the new depth, the last
                // best move first: a move that beat it there is better than the last answer.
                // With no move searched to the end, the last finished iteration stands.
                // (In the first iteration, an unsearched move is still better than none.)
                let partial = chosen.or_else(|| root.first().copied().filter(|_| report.depth == 0));
                if let Some(partial) = partial {
                    report.best = Some(partial.mv);
                    report.score = if partial.score == -INFINITY { 0 } else { partial.score };
                    // The line told with the move must start with it, whichever iteration
                    // chose it: the table's line from the move now chosen.
                    if report.pv.first() != Some(&partial.mv) {
                        report.pv = self.principal_variation(pos, partial.mv, depth as usize);
                    }
                }
                break;
            }
            let Some(best) = chosen else { break };
            iteration_times.push(iteration_start.elapsed());
            report.best = Some(best.mv);
            report.score = best.score;
            report.depth = depth;
            self.table.store(Entry {
                key: root_key,
                mv: Some(best.mv),
                score: best.score,
                depth: depth as i32,
                bound: Bound::Exact,
            });
            report.pv = self.principal_variation(pos, best.mv, depth as usize);
            report.nodes = self.nodes;
            report.elapsed = start.elapsed();
            on_depth(&report);
            let mate_seen = best.score.abs() > MATE_BOUND && (MATE - best.score.abs()) as u32 <= depth;
            if mate_seen {
                break;
            }
            if let Some(time) = plan.aim
                && !next_iteration_fits(&iteration_times, start.elapsed(), time)
            {
                break;
            }
        }
        report.nodes = self.nodes;
        report.elapsed = start.elapsed();
        report
    }

    /// Whether quiescence finds nothing better than the static score in `pos` (no capture or
    /// check to resolve there): the positions the evaluation's weights are fitted on (see
    /// [`crate::tune`]). `their_mobility` is the opponent's, as [`crate::eval::evaluate`] takes it.
    pub fn is_quiet(&mut self, pos: &G::Position, their_mobility: i32) -> bool {
        self.nodes = 0;
        self.stopped = false;
        (self.deadline, self.node_limit, self.stop) = (None, None, None);
        self.path.clear();
        let mut frame = self.frames.pop().unwrap_or_else(Frame::new);
        frame.moves.clear();
        self.game.legal_moves(pos, &mut frame.moves);
        let mobility = self.game.mobility(&frame.moves);
        let empty = frame.moves.is_empty();
        self.frames.push(frame);
        if empty {
            return false;
        }
        let board = Board::read(self.game, pos, &self.spaces);
        let stand = evaluate(self.game, pos, &board, mobility, their_mobility);
        self.quiesce(pos, -INFINITY, INFINITY, 0, 0, their_mobility) == stand
    }

    /// One iteration at the root: the best move (by score plus noise) among those searched to
    /// the end, and whether every move was (false when the search was stopped). Leaves `root`
    /// sorted for the next iteration, best first.
    fn search_root(
        &mut self,
        pos: &G::Position,
        depth: i32,
        root: &mut [RootMove<G::Move>],
        noise: i32,
        mobility: i32,
    ) -> (Option<RootMove<G::Move>>, bool) {
        let key = self.game.key(pos);
        self.path.push(key);
        let mut alpha = -INFINITY;
        let mut best: Option<(i32, usize)> = None;
        let mut finished = true;
        for (i, entry) in root.iter_mut().enumerate() {
            let child = self.game.play(pos, entry.mv);
            // Later moves only need to be shown worse than the best so far, less twice the
            // noise (with noise, any move within that margin could still be chosen, so its
            // score must be exact): a null-window test, then a full search of those that pass.
            let score = if i == 0 {
                let guess = (depth >= ASPIRATION_DEPTH && noise == 0).then_some(entry.score);
                self.aspirate(&child, depth, guess, mobility)
            } else {
                let bar = alpha.saturating_sub(2 * noise).max(-INFINITY);
                let s = -self.negamax(&child, depth - 1, -bar - 1, -bar, 1, mobility);
                if s > bar && !self.stopped {
                    -self.negamax(&child, depth - 1, -INFINITY, -bar, 1, mobility)
                } else {
                    s
                }
            };
            if self.stopped {
                finished = false;
                break;
            }
            entry.score = score;
            let noisy = if score.abs() > MATE_BOUND { score } else { score + entry.noise };
            if best.is_none_or(|(b, _)| noisy > b) {
                best = Some((noisy, i));
            }
            alpha = alpha.max(score);
        }
        self.path.pop();
        let Some((_, index)) = best else { return (None, finished) };
        let chosen = root[index];
        // The chosen move first, the rest by score: the next iteration's order.
        root.swap(0, index);
        root[1..].sort_by_key(|r| std::cmp::Reverse(r.score));
        (Some(chosen), finished)
    }

    /// The first root move's exact score, searched in a window around `guess` (its score in the
    /// last iteration) that widens, the failing side first, until the score falls inside it:
    /// a narrow window cuts more of the tree, and the best move's score rarely moves far from one
    /// depth to the next. Without a guess (early iterations, noise, a mate found) the window is
    /// full.
    fn aspirate(&mut self, child: &G::Position, depth: i32, guess: Option<i32>, mobility: i32) -> i32 {
        let Some(guess) = guess.filter(|g| g.abs() < MATE_BOUND) else {
            return -self.negamax(child, depth - 1, -INFINITY, INFINITY, 1, mobility);
        };
        let mut delta = ASPIRATION_WINDOW;
        let (mut low, mut high) = (guess - delta, guess + delta);
        loop {
            let score = -self.negamax(child, depth - 1, -high, -low, 1, mobility);
            if self.stopped {
                return score;
            }
            delta *= 2;
            if score <= low {
                low = if delta > ASPIRATION_WINDOW * 16 { -INFINITY } else { guess - delta };
            } else if score >= high {
                high = if delta > ASPIRATION_WINDOW * 16 { INFINITY } else { guess + delta };
            } else {
                return score;
            }
        }
    }

    fn negamax(
        &mut self,
        pos: &G::Position,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        their_mobility: i32,
    ) -> i32 {
        if self.tick() {
            return 0;
        }
        let key = self.game.key(pos);
        if let Some(score) = self.ended_by_the_line(pos, key, ply) {
            return score;
        }
        // A player in check is searched a ply deeper: the answers to a check are few and
        // forced, and the horizon must not fall among them (a mate or a lost piece hidden
        // behind a check). Deep lines are not extended, so a chain of checks stays bounded.
        let in_check = ply < MAX_PLY / 2 && self.game.in_check(pos);
        let depth = if in_check { depth + 1 } else { depth };
        if depth <= 0 || ply >= MAX_PLY {
            return self.quiesce(pos, alpha, beta, ply, 0, their_mobility);
        }
        let entry = self.table.probe(key);
        if let Some(e) = entry
            && e.depth >= depth
        {
            let score = from_table(e.score, ply);
            let cut = match e.bound {
                Bound::Exact => true,
                Bound::Lower => score >= beta,
                Bound::Upper => score <= alpha,
            };
            if cut {
                return score;
            }
        }
        let mut frame = self.frames.pop().unwrap_or_else(Frame::new);
        self.path.push(key);
        let node = Node { key, tt_move: entry.and_then(|e| e.mv), depth, ply, in_check, their_mobility };
        let score = self.negamax_moves(pos, &mut frame, &node, alpha, beta);
        self.path.pop();
        self.frames.push(frame);
        score
    }

    fn negamax_moves(
        &mut self,
        pos: &G::Position,
        frame: &mut Frame<G::Move>,
        node: &Node<G::Move>,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        let Node { key, tt_move, depth, ply, in_check, their_mobility } = *node;
        frame.moves.clear();
        self.game.legal_moves(pos, &mut frame.moves);
        if frame.moves.is_empty() {
            return self.terminal(pos, ply);
        }
        let board = Board::read(self.game, pos, &self.spaces);
        let mobility = self.game.mobility(&frame.moves);
        // Shallow nodes off the principal variation (null windows), not in check, are pruned by
        // their static score: wins and losses are never guessed at.
        let shallow = beta - alpha == 1
            && !in_check
            && depth <= REVERSE_FUTILITY_DEPTH.max(FUTILITY_DEPTH).max(LATE_MOVE_PRUNING_DEPTH)
            && alpha.abs() < MATE_BOUND
            && beta.abs() < MATE_BOUND;
        let mut prune_quiet = false;
        if shallow {
            let stand = evaluate(self.game, pos, &board, mobility, their_mobility);
            if depth <= REVERSE_FUTILITY_DEPTH && stand - REVERSE_FUTILITY_MARGIN * depth >= beta {
                return stand;
            }
            prune_quiet = depth <= FUTILITY_DEPTH && stand + FUTILITY_MARGIN * (depth + 1) <= alpha;
        }
        let late_move_limit =
            if shallow && depth <= LATE_MOVE_PRUNING_DEPTH { 3 + (depth * depth) as usize } else { usize::MAX };
        frame.scored.clear();
        for &mv in frame.moves.iter() {
            frame.scored.push((self.order_score(pos, &board, mv, tt_move, ply), mv));
        }
        frame.scored.sort_by_key(|&(s, _)| std::cmp::Reverse(s));

        let original_alpha = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        frame.families.clear();
        for (i, &(order, mv)) in frame.scored.iter().enumerate() {
            if depth <= 1 && is_repeat_of_family(self.game, &mut frame.families, mv) {
                continue;
            }
            let child = self.game.play(pos, mv);
            // A quiet move (no capture, no killer, not the table's) after the first, at a futile
            // or late enough place, is skipped unless it gives check.
            let quiet = i > 0 && order < KILLER_ORDER;
            if quiet && (prune_quiet || i >= late_move_limit) && !self.game.in_check(&child) {
                continue;
            }
            let score = if i == 0 {
                -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, mobility)
            } else {
                // Late quiet moves are searched shallower first (late move reductions): with good
                // ordering they rarely matter, and games such as King's Run list hundreds of
                // turns. The later the move and the deeper the node, the more (the logarithmic
                // table), a ply less on the principal variation; one that beats alpha is searched
                // again at full depth. Neither the answers to a check nor a move that gives one
                // is reduced, and no move is reduced into quiescence.
                let reduction = if depth >= 3 && i >= LATE_MOVES && order < KILLER_ORDER && !in_check {
                    if self.game.in_check(&child) {
                        0
                    } else {
                        let r = late_move_reduction(depth, i) - i32::from(beta - alpha > 1);
                        r.clamp(0, depth - 2)
                    }
                } else {
                    0
                };
                let mut s = -self.negamax(&child, depth - 1 - reduction, -alpha - 1, -alpha, ply + 1, mobility);
                if reduction > 0 && s > alpha && !self.stopped {
                    s = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, ply + 1, mobility);
                }
                if s > alpha && s < beta && !self.stopped {
                    -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, mobility)
                } else {
                    s
                }
            };
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(mv);
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        if self.game.gain(&board, mv) == 0 {
                            self.reward_quiet(board.turn, mv, depth, ply);
                        }
                        break;
                    }
                }
            }
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table.store(Entry { key, mv: best_move, score: to_table(best, ply), depth, bound });
        best
    }

    /// A player beyond the horizon who may not stand pat: one in check (the check must be
    /// answered, and the position's static score says nothing of that), or one who must take
    /// (in giveaway and losers, where being made to take is how a game is lost). Every legal
    /// move is searched, those that win material first.
    #[allow(clippy::too_many_arguments)]
    fn forced_replies(
        &mut self,
        pos: &G::Position,
        frame: &mut Frame<G::Move>,
        board: &Board,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        qdepth: usize,
        mobility: i32,
    ) -> i32 {
        frame.scored.clear();
        for &mv in frame.moves.iter() {
            frame.scored.push((self.game.gain(board, mv) * 16 + self.game.order_hint(mv), mv));
        }
        frame.scored.sort_by_key(|&(s, _)| std::cmp::Reverse(s));
        let mut best = -INFINITY;
        frame.families.clear();
        for &(_, mv) in frame.scored.iter() {
            // As elsewhere in quiescence, one way of each family to answer (King's Run's
            // endings of one move).
            if is_repeat_of_family(self.game, &mut frame.families, mv) {
                continue;
            }
            let Some(score) = self.quiesce_after(pos, mv, alpha, beta, ply, qdepth, mobility) else { return 0 };
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        best
    }

    /// The position after `mv`, searched on in quiescence, from the mover's view; `None` once
    /// the search is stopped.
    #[allow(clippy::too_many_arguments)]
    fn quiesce_after(
        &mut self,
        pos: &G::Position,
        mv: G::Move,
        alpha: i32,
        beta: i32,
        ply: usize,
        qdepth: usize,
        mobility: i32,
    ) -> Option<i32> {
        let child = self.game.play(pos, mv);
        if self.tick() {
            return None;
        }
        let score = -self.quiesce(&child, -beta, -alpha, ply + 1, qdepth + 1, mobility);
        (!self.stopped).then_some(score)
    }

    /// Captures (and other moves that win material at once) until the position is quiet.
    fn quiesce(
        &mut self,
        pos: &G::Position,
        alpha: i32,
        beta: i32,
        ply: usize,
        qdepth: usize,
        their_mobility: i32,
    ) -> i32 {
        let mut frame = self.frames.pop().unwrap_or_else(Frame::new);
        let score = self.quiesce_moves(pos, &mut frame, alpha, beta, ply, qdepth, their_mobility);
        self.frames.push(frame);
        score
    }

    #[allow(clippy::too_many_arguments)]
    fn quiesce_moves(
        &mut self,
        pos: &G::Position,
        frame: &mut Frame<G::Move>,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        qdepth: usize,
        their_mobility: i32,
    ) -> i32 {
        frame.moves.clear();
        self.game.legal_moves(pos, &mut frame.moves);
        if frame.moves.is_empty() {
            return self.terminal(pos, ply);
        }
        let board = Board::read(self.game, pos, &self.spaces);
        let mobility = self.game.mobility(&frame.moves);
        if qdepth < MAX_QUIESCENCE
            && ply < MAX_PLY
            && (self.game.in_check(pos)
                || self.game.must_capture() && frame.moves.iter().all(|&mv| self.game.captures(&board, mv)))
        {
            return self.forced_replies(pos, frame, &board, alpha, beta, ply, qdepth, mobility);
        }
        // Standing pat: the mover need not capture.
        let stand = evaluate(self.game, pos, &board, mobility, their_mobility);
        if stand >= beta || qdepth >= MAX_QUIESCENCE || ply >= MAX_PLY {
            return stand;
        }
        alpha = alpha.max(stand);
        frame.scored.clear();
        for &mv in frame.moves.iter() {
            let gain = self.game.gain(&board, mv);
            // A capture that loses the exchange on its square is not searched: the static
            // exchange has already played it out.
            if gain > 0
                && (qdepth < QUIESCENCE_NON_CAPTURES || gain >= DECISIVE_GAIN || self.game.captures(&board, mv))
                && !self.loses_exchange(pos, &board, mv, gain)
            {
                frame.scored.push((self.mvv_lva(&board, mv, gain) * 16 + self.game.order_hint(mv), mv));
            }
        }
        frame.scored.sort_by_key(|&(s, _)| std::cmp::Reverse(s));
        let mut best = stand;
        frame.families.clear();
        for &(order, mv) in frame.scored.iter() {
            if is_repeat_of_family(self.game, &mut frame.families, mv) {
                continue;
            }
            // Delta pruning: a capture that cannot lift the score to alpha even with a margin
            // for positional change is not worth a node. Moves come best gain first, so no later
            // one can either.
            let gain = order / 256;
            if gain < DECISIVE_GAIN && stand + gain + DELTA_MARGIN <= alpha {
                break;
            }
            let Some(score) = self.quiesce_after(pos, mv, alpha, beta, ply, qdepth, mobility) else { return 0 };
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        best
    }

    /// The score of a position without legal moves, from its mover's view: the game says how
    /// it ended.
    fn terminal(&self, pos: &G::Position, ply: usize) -> i32 {
        match self.game.status(pos) {
            Some(Outcome::Win { winner, .. }) if winner == self.game.turn(pos) => MATE - ply as i32,
            Some(Outcome::Win { .. }) => -(MATE - ply as i32),
            // A draw, or (should a game ever list no moves without an outcome) nothing to do.
            Some(Outcome::Draw { .. }) | None => 0,
        }
    }

    /// What the line itself makes of `pos` (its score for the side to move), before any move:
    /// a repeated position, judged at its first recurrence as the game judges a repetition
    /// (neither side can do better than repeat: a draw, unless the game makes it a win or a
    /// loss, as shogi's perpetual check and minishogi's repetition are); the game's automatic
    /// quiet-move limit, as the game judges it (janggi on points); a dead position, a draw.
    /// `None`: the search goes on.
    fn ended_by_the_line(&self, pos: &G::Position, key: u64, ply: usize) -> Option<i32> {
        let quiet = self.game.quiet_plies(pos);
        if let (Some(limit), Some(q)) = (self.draw_rules.quiet_plies_automatic, quiet)
            && q >= limit
        {
            return Some(self.scored(pos, self.game.move_limit_outcome(pos), ply));
        }
        // Positions since the last irreversible move, the same player to move: 2, 4, … back.
        let window = quiet.map_or(self.path.len(), |q| (q as usize).min(self.path.len()));
        let len = self.path.len();
        let mut back = 2;
        while back <= window {
            if self.path[len - back] == key {
                let mut span = self.path[len - back..].to_vec();
                span.push(key);
                return Some(self.scored(pos, self.game.repetition_outcome(pos, &span, &[]), ply));
            }
            back += 2;
        }
        self.game.dead_position(pos).then_some(0)
    }

    /// An outcome's score for the side to move at `pos`, `ply` plies from the root.
    fn scored(&self, pos: &G::Position, outcome: Outcome, ply: usize) -> i32 {
        match outcome {
            Outcome::Win { winner, .. } if winner == self.game.turn(pos) => MATE - ply as i32,
            Outcome::Win { .. } => -(MATE - ply as i32),
            Outcome::Draw { .. } => 0,
        }
    }

    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.node_limit.is_some_and(|n| self.nodes >= n) {
            self.stopped = true;
        }
        if self.nodes.is_multiple_of(CHECK_EVERY) {
            self.poll();
        }
        self.stopped
    }

    /// Reads the clock and the caller's stop flag.
    fn poll(&mut self) -> bool {
        if self.deadline.is_some_and(|d| Instant::now() >= d)
            || self.stop.as_ref().is_some_and(|s| s.load(Ordering::Relaxed))
        {
            self.stopped = true;
        }
        self.stopped
    }

    fn order_score(&self, pos: &G::Position, board: &Board, mv: G::Move, tt_move: Option<G::Move>, ply: usize) -> i32 {
        if tt_move == Some(mv) {
            return 1 << 30;
        }
        let hint = self.game.order_hint(mv);
        let gain = self.game.gain(board, mv);
        if gain > 0 {
            // A capture that loses material once the exchange is played out comes after the
            // killers, among the quiet moves (and is reduced and pruned like them).
            if self.loses_exchange(pos, board, mv, gain) {
                return BAD_CAPTURE_ORDER + gain.min(4095);
            }
            return (1 << 28) + self.mvv_lva(board, mv, gain) * 16 + hint;
        }
        let killers = &self.killers[ply.min(MAX_PLY)];
        if killers[0] == Some(mv) {
            return 1 << 27;
        }
        if killers[1] == Some(mv) {
            return (1 << 27) - 1;
        }
        (self.history[history_index(board.turn, self.game.squares(mv))] * 16 + hint).min(KILLER_ORDER - 1)
    }

    /// Whether a move that wins `gain` at once loses material once the exchange on its square
    /// is played out. Only asked when the mover is worth more than what it wins: otherwise
    /// the exchange cannot come out below zero.
    fn loses_exchange(&self, pos: &G::Position, board: &Board, mv: G::Move, gain: i32) -> bool {
        let mover = board.get(self.game.squares(mv).0).map_or(0, |m| self.game.value(m));
        gain < DECISIVE_GAIN && mover > gain && self.game.exchange(pos, board, mv).is_some_and(|x| x < 0)
    }

    /// Most valuable victim first, then least valuable attacker.
    fn mvv_lva(&self, board: &Board, mv: G::Move, gain: i32) -> i32 {
        let attacker = board.get(self.game.squares(mv).0).map_or(0, |m| self.game.value(m));
        gain * 16 - attacker / 16
    }

    fn reward_quiet(&mut self, side: Side, mv: G::Move, depth: i32, ply: usize) {
        let killers = &mut self.killers[ply.min(MAX_PLY)];
        if killers[0] != Some(mv) {
            killers[1] = killers[0];
            killers[0] = Some(mv);
        }
        let slot = &mut self.history[history_index(side, self.game.squares(mv))];
        *slot += depth * depth;
        if *slot > 1 << 20 {
            self.history.iter_mut().for_each(|h| *h /= 2);
        }
    }

    /// The line the table expects: `best`, then each position's stored move while it is legal
    /// and the line does not repeat.
    fn principal_variation(&self, pos: &G::Position, best: G::Move, depth: usize) -> Vec<G::Move> {
        let mut pv = vec![best];
        let mut seen = vec![self.game.key(pos)];
        let mut current = self.game.play(pos, best);
        let mut moves = MoveList::new();
        while pv.len() < depth.max(1) {
            let key = self.game.key(&current);
            if seen.contains(&key) {
                break;
            }
            seen.push(key);
            let Some(mv) = self.table.probe(key).and_then(|e| e.mv) else { break };
            moves.clear();
            self.game.legal_moves(&current, &mut moves);
            if !moves.contains(&mv) {
                break;
            }
            pv.push(mv);
            current = self.game.play(&current, mv);
        }
        pv
    }
}

/// How many plies a late quiet move is reduced by: `0.75 + ln(depth) ln(index) / 2.25`, rounded
/// down (the shape of Stockfish's table, from a depth of 3 and the fifth move on).
fn late_move_reduction(depth: i32, index: usize) -> i32 {
    let (d, i) = (f64::from(depth.max(1)), index.max(1) as f64);
    (0.75 + d.ln() * i.ln() / 2.25) as i32
}

/// What a node of the main search knows before its moves are listed.
#[derive(Clone, Copy)]
struct Node<M> {
    key: u64,
    tt_move: Option<M>,
    depth: i32,
    ply: usize,
    in_check: bool,
    /// The opponent's mobility one ply ago, for the static evaluation.
    their_mobility: i32,
}

/// Whether a move of the same family was already searched at this node; records the family.
fn is_repeat_of_family<G: Evaluate>(game: &G, seen: &mut Vec<u64>, mv: G::Move) -> bool {
    let Some(family) = game.family(mv) else { return false };
    if seen.contains(&family) {
        return true;
    }
    seen.push(family);
    false
}

fn history_index(side: Side, (from, to): (usize, usize)) -> usize {
    (side.index() * HISTORY_SQUARES + from.min(HISTORY_SQUARES - 1)) * HISTORY_SQUARES + to.min(HISTORY_SQUARES - 1)
}

/// Win and loss scores are stored relative to the node, so they stay right wherever the position
/// recurs in the tree.
fn to_table(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score + ply as i32
    } else if score < -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score - ply as i32
    } else if score < -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(list: &[u64]) -> Vec<Duration> {
        list.iter().map(|&m| Duration::from_millis(m)).collect()
    }

    #[test]
    fn later_moves_at_deeper_nodes_are_reduced_more() {
        assert_eq!(late_move_reduction(3, 4), 1);
        assert_eq!(late_move_reduction(6, 10), 2);
        assert_eq!(late_move_reduction(10, 40), 4);
        for depth in 3..20 {
            for index in 4..60 {
                assert!(late_move_reduction(depth, index + 1) >= late_move_reduction(depth, index));
                assert!(late_move_reduction(depth + 1, index) >= late_move_reduction(depth, index));
            }
        }
    }

    #[test]
    fn another_iteration_starts_while_its_first_move_can_finish() {
        let time = Duration::from_millis(100);
        // Iterations doubling: the next takes about 40 ms, its first move about 20; at 55 ms
        // that fits (stopping at half the time, as before, left 45 ms unused).
        assert!(next_iteration_fits(&ms(&[5, 10, 20]), Duration::from_millis(55), time));
        // At 65 ms of 100 with the next iteration about 80 ms, it does not.
        assert!(!next_iteration_fits(&ms(&[20, 40]), Duration::from_millis(65), time));
        // Growth is read from the last two iterations, within bounds: a jump of 50 counts as 8.
        assert!(!next_iteration_fits(&ms(&[1, 50]), Duration::from_millis(51), time));
        assert!(next_iteration_fits(&ms(&[10, 11]), Duration::from_millis(30), time));
        // After one iteration the growth is taken as 4.
        assert!(next_iteration_fits(&ms(&[10]), Duration::from_millis(10), time));
        assert!(!next_iteration_fits(&ms(&[40]), Duration::from_millis(40), time));
    }
}
