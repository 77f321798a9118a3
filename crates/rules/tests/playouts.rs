//! The built-in variants defined as data against Fairy-Stockfish, move by move: random games
//! from each start position, where at every ply the two must list the same legal moves and
//! write the same FEN, and a game that ends must end with the same result. Run outside CI, with Fairy-Stockfish built outside the repository:
//!
//! ```text
//! ORTOO_FAIRY_STOCKFISH=/path/to/stockfish cargo test --release -p ortoo-rules --test playouts -- --ignored
//! ```
//!
//! `ORTOO_PLAYOUTS` sets the games per variant (200), `ORTOO_PLAYOUT_VARIANTS` a comma-separated
//! list to check (all). Fairy-Stockfish knows some of the games (orda) only from its own
//! `variants.ini`: `ORTOO_FAIRY_VARIANTS=/path/to/its/variants.ini` has it load that file.

use std::collections::BTreeSet;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};

use ortoo_rules::defined::board::{Board, Move, Position, Square};
use ortoo_rules::defined::builtin;
use ortoo_rules::defined::definition::Value;

/// The moves that chased a piece, each found the same by both.
static CHASES: AtomicUsize = AtomicUsize::new(0);

/// The moves Fairy-Stockfish found chasing more, by a step a piece cannot make.
static PAST_REGION: AtomicUsize = AtomicUsize::new(0);

/// Whether an elephant or advisor (of either side: one attacking, or one protecting) stands its
/// step from `sq` (the elephant's eye empty) and may not go there, `sq` out of its region.
fn stepped_at_from_outside(board: &Board, pos: &Position, sq: Square) -> bool {
    let (f, r) = board.coords_of(sq);
    board.all_squares().any(|from| {
        let Some(p) = pos.board[from] else { return false };
        let piece = &board.def.kinds[p.kind.index()];
        let (pf, pr) = board.coords_of(from);
        let (df, dr) = (f - pf, r - pr);
        let step = match piece.name.as_str() {
            "elephant" => df.abs() == 2 && dr.abs() == 2,
            "fers" => df.abs() == 1 && dr.abs() == 1,
            _ => false,
        };
        let eye_empty = board.square_at(pf + df / 2, pr + dr / 2).is_some_and(|e| pos.board[e].is_none());
        step && (df.abs() == 1 || eye_empty) && !piece.mobility[p.side].has(sq)
    })
}

/// Whether a soldier of the side to move that has not crossed the river stands beside `sq`.
fn beside_a_soldier(board: &Board, pos: &Position, sq: Square) -> bool {
    let (f, r) = board.coords_of(sq);
    [-1, 1].into_iter().filter_map(|df| board.square_at(f + df, r)).any(|q| {
        pos.board[q].is_some_and(|p| {
            let crossed = board.relative_rank(p.side, r) >= i32::from(board.def.soldier_rank);
            p.side == pos.turn && Some(p.kind) == board.def.soldier && !crossed
        })
    })
}

/// At most this many plies a game.
const MAX_PLIES: usize = 200;

struct Engine {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Engine {
    fn start(path: &str) -> Engine {
        let mut child = Command::new(path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {path}: {e}"));
        let input = child.stdin.take().expect("piped");
        let output = BufReader::new(child.stdout.take().expect("piped"));
        let mut engine = Engine { child, input, output };
        engine.send("uci");
        engine.until(|l| l == "uciok");
        engine
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").expect("the engine reads");
    }

    fn until(&mut self, mut done: impl FnMut(&str) -> bool) -> Vec<String> {
        let mut lines = Vec::new();
        loop {
            let mut line = String::new();
            assert!(self.output.read_line(&mut line).expect("the engine writes") > 0, "the engine stopped");
            let line = line.trim_end().to_string();
            let end = done(&line);
            lines.push(line);
            if end {
                return lines;
            }
        }
    }

    fn sync(&mut self) {
        self.send("isready");
        self.until(|l| l == "readyok");
    }

    /// The legal moves, the FEN of the position after `moves` from `start`, and the pieces the
    /// last move chased (xiangqi's chasing rule; none in the other games).
    fn look(&mut self, start: &str, moves: &[String]) -> (BTreeSet<String>, String, BTreeSet<String>) {
        let line = if moves.is_empty() {
            format!("position fen {start}")
        } else {
            format!("position fen {start} moves {}", moves.join(" "))
        };
        self.send(&line);
        self.send("go perft 1");
        let listed = self.until(|l| l.starts_with("Nodes searched"));
        let legal = listed
            .iter()
            .filter_map(|l| l.split_once(": "))
            .filter(|(m, _)| !m.contains(' '))
            .map(|(m, _)| m.to_string())
            .collect();
        self.send("d");
        let shown = self.until(|l| l.starts_with("Chased:"));
        let fen = shown.iter().find_map(|l| l.strip_prefix("Fen: ")).expect("a FEN").to_string();
        let chased = shown.last().expect("the chased").trim_start_matches("Chased:").split_whitespace();
        let chased = chased.map(str::to_string).collect();
        self.sync();
        (legal, fen, chased)
    }
}

impl Engine {
    /// How the game stands for the side that made the last of `moves`, when it ended the game:
    /// Fairy-Stockfish searches that move alone, two plies deep (so that the end is met by its
    /// full search, which asks the variant's rules, not by its quiescence search), and scores
    /// what it leads to (a UCI score at the end itself, `mate 0`, would not say who won).
    fn last_move_scored(&mut self, start: &str, moves: &[String]) -> Value {
        let (last, before) = moves.split_last().expect("a move ended the game");
        let line = if before.is_empty() {
            format!("position fen {start}")
        } else {
            format!("position fen {start} moves {}", before.join(" "))
        };
        self.send(&line);
        self.send(&format!("go depth 2 searchmoves {last}"));
        let said = self.until(|l| l.starts_with("bestmove"));
        let score = said
            .iter()
            .rev()
            .find_map(|l| l.split_once(" score ").map(|(_, s)| s.split_whitespace().take(2).collect::<Vec<_>>()))
            .unwrap_or_else(|| panic!("no score in {said:?}"));
        let number: i64 = score[1].parse().unwrap_or_else(|_| panic!("no score's number in {said:?}"));
        match (score[0], number) {
            ("mate", n) if n > 0 => Value::Win,
            ("mate", _) => Value::Loss,
            ("cp", 0) => Value::Draw,
            other => panic!("a finished game scored {other:?}"),
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.child.kill();
    }
}

/// A small random generator (xorshift), seeded per game so that a failure can be replayed.
struct Random(u64);

impl Random {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// A Chess960 start: the start position's back rank shuffled, bishops on squares of both
/// colours and the king between the rooks, mirrored for Black; castling as `KQkq`.
fn shuffled_start(board: &Board, random: &mut Random) -> String {
    let fen = &board.def.start_fen;
    let rows: Vec<&str> = fen.split_whitespace().next().expect("a placement").split('/').collect();
    let back: Vec<char> = rows.last().expect("a first rank").chars().collect();
    let files = back.len();
    loop {
        let mut rank = back.clone();
        for i in (1..files).rev() {
            rank.swap(i, random.below(i + 1));
        }
        let at = |c: char| rank.iter().enumerate().filter(move |(_, x)| **x == c).map(|(i, _)| i);
        let bishops: Vec<usize> = at('B').collect();
        let rooks: Vec<usize> = at('R').collect();
        let king = at('K').next().expect("a king");
        if bishops.len() == 2 && bishops[0] % 2 == bishops[1] % 2 {
            continue;
        }
        if rooks.len() != 2 || !(rooks[0] < king && king < rooks[1]) {
            continue;
        }
        let white: String = rank.iter().collect();
        let black = white.to_lowercase();
        let mut placement: Vec<String> = rows.iter().map(|r| r.to_string()).collect();
        let last = placement.len() - 1;
        placement[0] = black;
        placement[last] = white;
        return format!("{} w KQkq - 0 1", placement.join("/"));
    }
}

/// Plays one random game; returns its plies and whether it ended (within [`MAX_PLIES`]).
fn play_out(engine: &mut Engine, name: &str, board: &Board, seed: u64) -> (usize, bool) {
    let mut random = Random(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let start_fen = if board.def.chess960 { shuffled_start(board, &mut random) } else { board.def.start_fen.clone() };
    let mut pos = board.read_fen(&start_fen).expect("the start position reads");
    let mut played: Vec<String> = Vec::new();
    let mut last: Option<(Position, Move)> = None;
    for _ in 0..MAX_PLIES {
        let (theirs, fen, their_chased) = engine.look(&start_fen, &played);
        let moves = board.legal_moves(&pos);
        let ours: BTreeSet<String> = moves.iter().map(|&m| board.uci(m)).collect();
        let context = || format!("{name}, seed {seed}, from {start_fen}, after {}: {}", played.len(), played.join(" "));
        assert_eq!(ours, theirs, "legal moves differ ({})", context());
        assert_eq!(board.write_fen(&pos), fen, "FEN differs ({})", context());
        if let Some((before, mv)) = &last
            && board.def.chasing
        {
            let ours: BTreeSet<String> =
                board.chased(before, *mv, &pos).squares().map(|q| board.square_name(q)).collect();
            // Fairy-Stockfish counts as an uncovered attack an elephant's step out of its region,
            // and as a protection an elephant's or advisor's step out of its region or a
            // soldier's step sideways before the river, none of which the piece can make; ortoo
            // does not (docs/games/xiangqi.md). The differences allowed: pieces it finds chased
            // only so.
            let past_region = their_chased.iter().filter(|q| !ours.contains(*q)).all(|q| {
                board
                    .square_named(q)
                    .is_some_and(|q| stepped_at_from_outside(board, &pos, q) || beside_a_soldier(board, &pos, q))
            });
            assert!(
                ours.is_subset(&their_chased) && past_region,
                "the pieces chased differ ({}): ortoo {ours:?}, Fairy-Stockfish {their_chased:?}",
                context()
            );
            CHASES.fetch_add(usize::from(!ours.is_empty()), Ordering::Relaxed);
            PAST_REGION.fetch_add(usize::from(ours != their_chased), Ordering::Relaxed);
        }
        if moves.is_empty() {
            // The game is over: the same result, seen from the side that ended it.
            if !played.is_empty() {
                let (value, ending) = board.ending(&pos).expect("no legal move ends the game");
                let theirs = engine.last_move_scored(&start_fen, &played);
                assert_eq!(value.reversed(), theirs, "results differ ({}; ortoo: {ending:?})", context());
            }
            return (played.len(), true);
        }
        let mv = moves[random.below(moves.len())];
        played.push(board.uci(mv));
        let next = board.play(&pos, mv);
        last = Some((std::mem::replace(&mut pos, next), mv));
    }
    (played.len(), false)
}

#[test]
#[ignore = "needs Fairy-Stockfish built outside the repository: ORTOO_FAIRY_STOCKFISH=path"]
fn built_in_variants_play_as_fairy_stockfish_does() {
    let path = std::env::var("ORTOO_FAIRY_STOCKFISH").expect("ORTOO_FAIRY_STOCKFISH names the Fairy-Stockfish binary");
    let games: u64 = std::env::var("ORTOO_PLAYOUTS").ok().and_then(|n| n.parse().ok()).unwrap_or(200);
    let only: Option<Vec<String>> =
        std::env::var("ORTOO_PLAYOUT_VARIANTS").ok().map(|v| v.split(',').map(str::to_string).collect());
    let mut engine = Engine::start(&path);
    if let Ok(file) = std::env::var("ORTOO_FAIRY_VARIANTS") {
        engine.send(&format!("setoption name VariantPath value {file}"));
        engine.sync();
    }
    for name in builtin::names() {
        if name == "chess" || only.as_ref().is_some_and(|o| !o.contains(&name)) {
            continue;
        }
        let board = builtin::board(&name).expect("a built-in variant reads");
        engine.send(&format!("setoption name UCI_Chess960 value {}", board.def.chess960));
        engine.send(&format!("setoption name UCI_Variant value {name}"));
        engine.sync();
        let (mut plies, mut ended) = (0, 0);
        for seed in 0..games {
            let (n, over) = play_out(&mut engine, &name, &board, seed);
            plies += n;
            ended += usize::from(over);
        }
        let chases = CHASES.swap(0, Ordering::Relaxed);
        let past = PAST_REGION.swap(0, Ordering::Relaxed);
        let chases = if board.def.chasing {
            format!(
                "; {chases} moves chased, the same pieces (but {past} where Fairy-Stockfish found more by a step the piece cannot make)"
            )
        } else {
            String::new()
        };
        eprintln!(
            "{name}: {games} games, {plies} plies, every position the same; {ended} ended, each with the same result{chases}"
        );
    }
}
