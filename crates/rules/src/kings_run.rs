//! King's Run (Fergus Duniho, 2000), per `docs/games/kings-run.md`: every piece is a
//! Sandman or a Runner; a turn is a move under priorities (win if you can, else capture your own
//! Runner with a Sandman if you can, else any orthodox move with no check rule) and then one of:
//! make a Runner, remove a Runner, or discard a chip. A Runner king on the far rank may run off
//! the board and win.
//!
//! Legal moves are whole turns. Perft counts them as the reference generator does: each part 1
//! with each of its part 2s, and a part 1 that ends the game alone.

use std::fmt::Write;

use ortoo_i18n::{Said, Word, english};

use crate::game::{Count, Game, MoveList, PieceInfo, PieceValues, PositionError, Tally, Tiling, VariantInfo};
use crate::geometry::{Coord, Geometry};
use crate::movement::{Direction, KING_STEPS, KNIGHT_LEAPS};
use crate::notation::{MoveText, Part, PartKind, Target};
use crate::options::Options;
use crate::outcome::{Outcome, Reason};
use crate::refusal::{joined, piece_said};
use crate::side::Side;
use crate::zobrist::keys;

/// The square index meaning "off the board" (the escaping king).
const OFF: u8 = 64;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Role {
    Pawn,
    Knight,
    Bishop,
    Rook,
    Queen,
    King,
}

const ROLES: [Role; 6] = [Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::King];
const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

impl Role {
    const fn letter(self) -> char {
        match self {
            Role::Pawn => 'P',
            Role::Knight => 'N',
            Role::Bishop => 'B',
            Role::Rook => 'R',
            Role::Queen => 'Q',
            Role::King => 'K',
        }
    }
    const fn name(self) -> &'static str {
        match self {
            Role::Pawn => "QuickPawn",
            Role::Knight => "Knight",
            Role::Bishop => "Bishop",
            Role::Rook => "Rook",
            Role::Queen => "Queen",
            Role::King => "King",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Piece {
    pub side: Side,
    pub role: Role,
    pub runner: bool,
}

impl Piece {
    /// The label's letter, cased by side.
    fn letter(self) -> char {
        if self.side == Side::White { self.role.letter() } else { self.role.letter().to_ascii_lowercase() }
    }
    fn label(self) -> String {
        let l = self.letter();
        if self.runner { format!("{l}'") } else { l.to_string() }
    }
    fn name(self) -> &'static str {
        match (self.runner, self.role) {
            (false, Role::Pawn) => "Sandman QuickPawn",
            (true, Role::Pawn) => "Runner QuickPawn",
            (false, Role::Knight) => "Sandman Knight",
            (true, Role::Knight) => "Runner Knight",
            (false, Role::Bishop) => "Sandman Bishop",
            (true, Role::Bishop) => "Runner Bishop",
            (false, Role::Rook) => "Sandman Rook",
            (true, Role::Rook) => "Runner Rook",
            (false, Role::Queen) => "Sandman Queen",
            (true, Role::Queen) => "Runner Queen",
            (false, Role::King) => "Sandman King",
            (true, Role::King) => "Runner King",
        }
    }
    fn zobrist_kind(self) -> usize {
        self.side.index() * 32 + self.role as usize + if self.runner { 6 } else { 0 }
    }
}

/// A part 1: from, to (or `OFF`), promotion, castling.
type PartOne = (usize, usize, Option<Role>, bool);

/// How a turn ends (part 2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Ending {
    /// A part 1 that ended the game, or a position where no part 2 is possible.
    Nothing,
    /// The Sandman on this square becomes a Runner.
    MakeRunner(u8),
    /// The non-royal Runner on this square leaves the game.
    Remove(u8),
    Discard,
}

/// A whole turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Turn {
    pub from: u8,
    /// The destination, or `OFF` for the escaping king.
    pub to: u8,
    pub promotion: Option<Role>,
    pub castle: bool,
    pub ending: Ending,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Position {
    board: [Option<Piece>; 64],
    turn: Side,
    /// White king side, White queen side, Black king side, Black queen side.
    castling: u8,
    chips: [u16; 2],
    /// How the game ended, when a part 1 ended it (kept with the game, not in the text).
    ended: Option<Outcome>,
    key: u64,
}

impl Position {
    /// The chips White and Black hold in hand.
    pub fn chips(&self) -> [u16; 2] {
        self.chips
    }
}

pub static INFO: VariantInfo = VariantInfo {
    id: "kings-run",
    name: "King's Run",
    files: 8,
    ranks: 8,
    options: &[],
    tiling: Tiling::Checkered,
    notes: &[
        "A QuickPawn that promotes keeps its Sandman or Runner state.",
        "If no way to end the turn is possible (no Sandman, no Runner to remove, no chip), the turn ends after its move.",
        "A move that ends the game (a king captured, a king off the board) has no second part.",
        "Castling needs the king and rook on their first squares, unmoved; attacks do not matter (there is no check).",
        "A player with no move at all draws, as in a stalemate.",
    ],
    uci_name: "kings-run",
    sides: crate::Sides::Chess,
    piece_values: PieceValues::of(&[(b'P', 100), (b'N', 300), (b'B', 320), (b'R', 480), (b'Q', 900)]),
    summary: "Fergus Duniho's race to run your king off the far side of the board: every piece \
              sleeps as a Sandman until it wakes as a Runner; a Sandman must take its own \
              Runners; chips pay for a turn's ending.",
};

pub struct KingsRun {
    geometry: Geometry,
    options: Options,
}

impl Default for KingsRun {
    fn default() -> Self {
        KingsRun::new()
    }
}

fn forward(side: Side) -> i32 {
    if side == Side::White { 1 } else { -1 }
}

impl KingsRun {
    pub fn new() -> KingsRun {
        KingsRun { geometry: Geometry::rectangle(8, 8), options: Options::default() }
    }

    fn step(&self, sq: usize, df: i32, dr: i32) -> Option<usize> {
        self.geometry.offset(sq, df, dr)
    }

    /// Whether a piece of `by` could capture on `sq` by an orthodox move (a Sandman and a Runner
    /// alike: taking the enemy king is a winning move, first of the priorities).
    fn attacked(&self, pos: &Position, sq: usize, by: Side) -> bool {
        let enemy = |at: Option<usize>, roles: &[Role]| {
            at.and_then(|i| pos.board[i]).is_some_and(|p| p.side == by && roles.contains(&p.role))
        };
        // A QuickPawn takes one square diagonally forward: it stands diagonally behind.
        let behind = -forward(by);
        if [-1, 1].iter().any(|&df| enemy(self.step(sq, df, behind), &[Role::Pawn])) {
            return true;
        }
        if KNIGHT_LEAPS.iter().any(|&(df, dr)| enemy(self.step(sq, df as i32, dr as i32), &[Role::Knight])) {
            return true;
        }
        if KING_STEPS.iter().any(|&(df, dr)| enemy(self.step(sq, df as i32, dr as i32), &[Role::King])) {
            return true;
        }
        Direction::ALL.iter().any(|d| {
            let slider = if d.is_diagonal() { Role::Bishop } else { Role::Rook };
            let (df, dr) = d.step();
            let mut cur = sq;
            while let Some(t) = self.step(cur, df, dr) {
                if let Some(p) = pos.board[t] {
                    return p.side == by && (p.role == slider || p.role == Role::Queen);
                }
                cur = t;
            }
            false
        })
    }

    /// Part-1 moves as (from, to, promotion, castle), `own` selecting captures of own Runners
    /// by Sandmen instead of orthodox moves.
    fn part_ones(&self, pos: &Position, own: bool) -> Vec<PartOne> {
        let us = pos.turn;
        let mut out = Vec::with_capacity(64);
        let fits = |from: &Piece, target: Option<Piece>| -> Option<bool> {
            // Some(true): a capture; Some(false): a quiet move; None: not allowed.
            match target {
                None => (!own).then_some(false),
                Some(t) if own => (t.side == us && t.runner && !from.runner).then_some(true),
                Some(t) => (t.side != us).then_some(true),
            }
        };
        for from in 0..64 {
            let Some(piece) = pos.board[from] else { continue };
            if piece.side != us || (own && piece.runner) {
                continue;
            }
            let mut push = |to: usize, capture_only: Option<bool>| {
                let target = pos.board[to];
                let Some(capture) = fits(&piece, target) else { return };
                if capture_only.is_some_and(|c| c != capture) {
                    return;
                }
                let last = if us == Side::White { 7 } else { 0 };
                if piece.role == Role::Pawn && to / 8 == last {
                    for p in PROMOTIONS {
                        out.push((from, to, Some(p), false));
                    }
                } else {
                    out.push((from, to, None, false));
                }
            };
            match piece.role {
                Role::Pawn => {
                    let f = forward(us);
                    if let Some(one) = self.step(from, 0, f)
                        && pos.board[one].is_none()
                    {
                        push(one, Some(false));
                        if let Some(two) = self.step(from, 0, 2 * f)
                            && pos.board[two].is_none()
                        {
                            push(two, Some(false));
                        }
                    }
                    for df in [-1, 1] {
                        if let Some(t) = self.step(from, df, f)
                            && pos.board[t].is_some()
                        {
                            push(t, Some(true));
                        }
                    }
                }
                Role::Knight | Role::King => {
                    let leaps = if piece.role == Role::Knight { KNIGHT_LEAPS } else { KING_STEPS };
                    for &(df, dr) in leaps {
                        if let Some(t) = self.step(from, df as i32, dr as i32) {
                            push(t, None);
                        }
                    }
                }
                Role::Bishop | Role::Rook | Role::Queen => {
                    for d in Direction::ALL {
                        if (piece.role == Role::Bishop && !d.is_diagonal())
                            || (piece.role == Role::Rook && d.is_diagonal())
                        {
                            continue;
                        }
                        let (df, dr) = d.step();
                        let mut cur = from;
                        while let Some(t) = self.step(cur, df, dr) {
                            push(t, None);
                            if pos.board[t].is_some() {
                                break;
                            }
                            cur = t;
                        }
                    }
                }
            }
            // Castling: king and rook unmoved on their squares, the squares between empty.
            if !own && piece.role == Role::King {
                let base = if us == Side::White { 0 } else { 56 };
                let rights = pos.castling >> (2 * us.index()) & 3;
                if from == base + 4 {
                    let rook_at = |sq: usize| matches!(pos.board[sq], Some(p) if p.side == us && p.role == Role::Rook);
                    let empty = |a: usize, b: usize| (a..=b).all(|s| pos.board[s].is_none());
                    if rights & 1 != 0 && rook_at(base + 7) && empty(base + 5, base + 6) {
                        out.push((from, base + 6, None, true));
                    }
                    if rights & 2 != 0 && rook_at(base) && empty(base + 1, base + 3) {
                        out.push((from, base + 2, None, true));
                    }
                }
            }
        }
        out
    }

    /// The winning part-1 moves: taking the enemy king, or the Runner king running off.
    fn winning(&self, pos: &Position, moves: &[PartOne]) -> Vec<PartOne> {
        let us = pos.turn;
        let mut out: Vec<_> = moves
            .iter()
            .copied()
            .filter(|&(_, to, _, castle)| {
                !castle && matches!(pos.board[to], Some(p) if p.side != us && p.role == Role::King)
            })
            .collect();
        let far = if us == Side::White { 7 } else { 0 };
        for sq in 0..64 {
            if matches!(pos.board[sq], Some(p) if p.side == us && p.role == Role::King && p.runner) && sq / 8 == far {
                out.push((sq, OFF as usize, None, false));
            }
        }
        out
    }

    /// The part 1s the priorities allow, and which priority chose them.
    fn allowed(&self, pos: &Position) -> (Vec<PartOne>, u8) {
        let orthodox = self.part_ones(pos, false);
        let winning = self.winning(pos, &orthodox);
        if !winning.is_empty() {
            return (winning, 1);
        }
        let own = self.part_ones(pos, true);
        if !own.is_empty() {
            return (own, 2);
        }
        (orthodox, 3)
    }

    /// Plays part 1 only. The game may end here.
    fn play_part_one(&self, pos: &Position, from: usize, to: usize, promotion: Option<Role>, castle: bool) -> Position {
        let keys = keys();
        let mut p = pos.clone();
        let us = pos.turn;
        let piece = p.board[from].take().expect("a piece moves");
        p.key ^= keys.piece(piece.zobrist_kind(), from);
        if to == OFF as usize {
            p.ended = Some(Outcome::Win { winner: us, reason: Reason::Escape });
        } else {
            if let Some(captured) = p.board[to].take() {
                p.key ^= keys.piece(captured.zobrist_kind(), to);
                let owner = captured.side.index();
                p.key ^= keys.extra(owner, p.chips[owner] as usize);
                p.chips[owner] += if captured.runner { 1 } else { 2 };
                p.key ^= keys.extra(owner, p.chips[owner] as usize);
                if captured.role == Role::King {
                    p.ended = Some(Outcome::Win { winner: !captured.side, reason: Reason::KingCaptured });
                }
            }
            let landed = Piece { role: promotion.unwrap_or(piece.role), ..piece };
            p.board[to] = Some(landed);
            p.key ^= keys.piece(landed.zobrist_kind(), to);
            if castle {
                let (rf, rt) = if to > from { (to + 1, to - 1) } else { (to - 2, to + 1) };
                let rook = p.board[rf].take().expect("castling has its rook");
                p.board[rt] = Some(rook);
                p.key ^= keys.piece(rook.zobrist_kind(), rf) ^ keys.piece(rook.zobrist_kind(), rt);
            }
        }
        let old = p.castling;
        for sq in [from, to] {
            p.castling &= match sq {
                4 => !0b0011,
                7 => !0b0001,
                0 => !0b0010,
                60 => !0b1100,
                63 => !0b0100,
                56 => !0b1000,
                _ => 0b1111,
            };
        }
        p.key ^= keys.castling[old as usize] ^ keys.castling[p.castling as usize];
        p
    }

    /// The endings possible after part 1 (none if the game is over).
    /// Each way `side` may end its turn after the part 1 that led to `pos`, handed to `ending`
    /// (not collected: the move generator calls this once per part 1, hundreds of times a
    /// node).
    fn endings(&self, pos: &Position, side: Side, mut ending: impl FnMut(Ending)) {
        if pos.ended.is_some() {
            return ending(Ending::Nothing);
        }
        let mut any = false;
        for sq in 0..64 {
            if let Some(p) = pos.board[sq]
                && p.side == side
            {
                if !p.runner {
                    ending(Ending::MakeRunner(sq as u8));
                    any = true;
                } else if p.role != Role::King {
                    ending(Ending::Remove(sq as u8));
                    any = true;
                }
            }
        }
        if pos.chips[side.index()] > 0 {
            ending(Ending::Discard);
            any = true;
        }
        if !any {
            ending(Ending::Nothing);
        }
    }

    fn apply_ending(&self, p: &mut Position, side: Side, ending: Ending) {
        let keys = keys();
        match ending {
            Ending::Nothing => {}
            Ending::MakeRunner(sq) => {
                let sq = sq as usize;
                let piece = p.board[sq].expect("a Sandman to wake");
                p.key ^= keys.piece(piece.zobrist_kind(), sq);
                let woken = Piece { runner: true, ..piece };
                p.board[sq] = Some(woken);
                p.key ^= keys.piece(woken.zobrist_kind(), sq);
            }
            Ending::Remove(sq) => {
                let sq = sq as usize;
                let piece = p.board[sq].take().expect("a Runner to remove");
                p.key ^= keys.piece(piece.zobrist_kind(), sq);
                let old = p.castling;
                p.castling &= match sq {
                    7 => !0b0001,
                    0 => !0b0010,
                    63 => !0b0100,
                    56 => !0b1000,
                    _ => 0b1111,
                };
                p.key ^= keys.castling[old as usize] ^ keys.castling[p.castling as usize];
            }
            Ending::Discard => {
                let s = side.index();
                p.key ^= keys.extra(s, p.chips[s] as usize);
                p.chips[s] -= 1;
                p.key ^= keys.extra(s, p.chips[s] as usize);
            }
        }
    }

    /// Both players reduced to a bare Runner king, and no chips (judged between turns).
    fn bare_runner_kings(pos: &Position) -> bool {
        pos.chips == [0, 0]
            && pos.board.iter().flatten().count() == 2
            && pos.board.iter().flatten().all(|p| p.role == Role::King && p.runner)
    }

    fn compute_key(pos: &Position) -> u64 {
        let keys = keys();
        let mut key = if pos.turn == Side::Black { keys.black_to_move } else { 0 };
        for (sq, p) in pos.board.iter().enumerate() {
            if let Some(p) = p {
                key ^= keys.piece(p.zobrist_kind(), sq);
            }
        }
        key ^ keys.castling[pos.castling as usize]
            ^ keys.extra(0, pos.chips[0] as usize)
            ^ keys.extra(1, pos.chips[1] as usize)
    }

    /// Why the priorities allow only `allowed` (chosen by `priority`), or `None` when every
    /// orthodox move is allowed.
    fn priority_words(&self, pos: &Position, allowed: &[PartOne], priority: u8) -> Option<Said> {
        let texts = |moves: &[PartOne]| -> String {
            let mut list: Vec<String> = moves
                .iter()
                .map(|&(mf, mt, _, _)| {
                    let p = pos.board[mf].map(|p| p.label()).unwrap_or_default();
                    let target =
                        if mt == OFF as usize { "off".to_string() } else { self.geometry.coord(mt).to_string() };
                    format!("{p} {}-{target}", self.geometry.coord(mf))
                })
                .collect();
            list.sort();
            list.dedup();
            list.join(", ")
        };
        match priority {
            1 => Some(Said::new("why-kings-run-winning-move").arg("moves", texts(allowed))),
            2 => {
                let mut runners: Vec<String> =
                    allowed.iter().map(|&(_, t, _, _)| self.geometry.coord(t).to_string()).collect();
                runners.sort();
                runners.dedup();
                let squares = joined("list-or", runners.into_iter().map(Word::from))?;
                Some(Said::new("why-kings-run-capture-runner").arg("squares", squares))
            }
            _ => None,
        }
    }
}

impl Game for KingsRun {
    type Position = Position;
    type Move = Turn;

    fn info(&self) -> &'static VariantInfo {
        &INFO
    }
    fn options(&self) -> &Options {
        &self.options
    }
    fn geometry(&self) -> &Geometry {
        &self.geometry
    }

    fn start_position(&self) -> Position {
        self.read_position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq 1 1").expect("the start is valid")
    }

    fn turn(&self, pos: &Position) -> Side {
        pos.turn
    }

    fn legal_moves(&self, pos: &Position, moves: &mut MoveList<Turn>) {
        if pos.ended.is_some() || Self::bare_runner_kings(pos) {
            return;
        }
        let us = pos.turn;
        for (from, to, promotion, castle) in self.allowed(pos).0 {
            let after = self.play_part_one(pos, from, to, promotion, castle);
            self.endings(&after, us, |ending| {
                moves.push(Turn { from: from as u8, to: to as u8, promotion, castle, ending });
            });
        }
    }

    fn play(&self, pos: &Position, mv: Turn) -> Position {
        let us = pos.turn;
        let mut p = self.play_part_one(pos, mv.from as usize, mv.to as usize, mv.promotion, mv.castle);
        self.apply_ending(&mut p, us, mv.ending);
        p.turn = !us;
        p.key ^= keys().black_to_move;
        p
    }

    /// There is no check rule in King's Run (a king may stand attacked), but a king that could
    /// be taken will be: taking it is the first of the priorities. For the engine that is
    /// check: the answer must come now.
    fn in_check(&self, pos: &Position) -> bool {
        if pos.ended.is_some() {
            return false;
        }
        let us = pos.turn;
        (0..64)
            .find(|&sq| pos.board[sq].is_some_and(|p| p.side == us && p.role == Role::King))
            .is_some_and(|king| self.attacked(pos, king, !us))
    }

    fn checked_royals(&self, pos: &Position) -> Vec<Coord> {
        if !self.in_check(pos) {
            return vec![];
        }
        (0..64)
            .filter(|&sq| pos.board[sq].is_some_and(|p| p.side == pos.turn && p.role == Role::King))
            .map(|sq| self.geometry.coord(sq))
            .collect()
    }

    fn status(&self, pos: &Position) -> Option<Outcome> {
        if let Some(o) = pos.ended {
            return Some(o);
        }
        if Self::bare_runner_kings(pos) {
            return Some(Outcome::Draw { reason: Reason::BareKings });
        }
        self.allowed(pos).0.is_empty().then_some(Outcome::Draw { reason: Reason::Stalemate })
    }

    fn move_text(&self, pos: &Position, mv: Turn) -> MoveText {
        let g = &self.geometry;
        let piece = pos.board[mv.from as usize].expect("a turn moves a piece");
        let from = g.coord(mv.from as usize);
        let to = if mv.to == OFF { Target::Off } else { Target::Square(g.coord(mv.to as usize)) };
        let mut text = MoveText::new(Part::Move { label: Some(piece.label()), from, to });
        if let Some(p) = mv.promotion {
            let promoted = Piece { role: p, ..piece };
            text = text.with(
                Part::Drop { label: promoted.label(), at: g.coord(mv.to as usize), coordinate: false },
                PartKind::Choice,
            );
        }
        if mv.castle {
            let (rf, rt) = if mv.to > mv.from { (mv.to + 1, mv.to - 1) } else { (mv.to - 2, mv.to + 1) };
            let rook = pos.board[rf as usize].expect("castling has its rook");
            text = text.with(
                Part::Move {
                    label: Some(rook.label()),
                    from: g.coord(rf as usize),
                    to: Target::Square(g.coord(rt as usize)),
                },
                PartKind::Implied,
            );
        }
        match mv.ending {
            Ending::Nothing => text,
            Ending::MakeRunner(sq) => {
                // The piece as it stands after part 1 (the mover may have promoted).
                let after = self.play_part_one(pos, mv.from as usize, mv.to as usize, mv.promotion, mv.castle);
                let sleeper = after.board[sq as usize].expect("a Sandman");
                let woken = Piece { runner: true, ..sleeper };
                text.with(
                    Part::Drop { label: woken.label(), at: g.coord(sq as usize), coordinate: false },
                    PartKind::Choice,
                )
            }
            Ending::Remove(sq) => text.with(Part::Remove { at: g.coord(sq as usize) }, PartKind::Choice),
            Ending::Discard => text.with(Part::Keyword("discard".into()), PartKind::Choice),
        }
    }

    fn coordinate(&self, pos: &Position, mv: Turn) -> String {
        let g = &self.geometry;
        let mut s = g.coord(mv.from as usize).to_string();
        if mv.to == OFF {
            s.push_str("off");
        } else {
            let _ = write!(s, "{}", g.coord(mv.to as usize));
        }
        if let Some(p) = mv.promotion {
            s.push(p.letter().to_ascii_lowercase());
        }
        // Part 2 follows in full algebraic, as the spec writes it: `e2e4; P'-e4`.
        if mv.ending != Ending::Nothing
            && let Some((last, _)) = self.move_text(pos, mv).parts.last()
        {
            let _ = write!(s, "; {last}");
        }
        s
    }

    fn counts(&self, pos: &Position) -> Vec<Count> {
        vec![Count { tally: Tally::Chips, white: u32::from(pos.chips[0]), black: u32::from(pos.chips[1]) }]
    }

    fn piece_at(&self, pos: &Position, at: Coord) -> Option<PieceInfo> {
        let p = pos.board[self.geometry.index(at)?]?;
        Some(PieceInfo { side: p.side, label: p.label(), name: p.name(), promoted_from: None, neutral: false })
    }

    #[inline]
    fn letter_at(&self, pos: &Position, index: usize) -> Option<(Side, char, bool)> {
        let p = pos.board.get(index).copied().flatten()?;
        Some((p.side, p.letter(), p.runner))
    }

    fn obligation(&self, pos: &Position) -> Option<String> {
        if pos.ended.is_some() {
            return None;
        }
        let (allowed, priority) = self.allowed(pos);
        self.priority_words(pos, &allowed, priority).map(|words| {
            let mut words = english().say(&words);
            if let Some(first) = words.get_mut(..1) {
                first.make_ascii_uppercase();
            }
            format!("{words}: only such moves are legal now.")
        })
    }

    fn explain(&self, pos: &Position, from: Coord, to: &Target) -> Option<Said> {
        let f = self.geometry.index(from)?;
        let piece = pos.board[f]?;
        let (allowed, priority) = self.allowed(pos);
        if let Some(words) = self.priority_words(pos, &allowed, priority) {
            return Some(words);
        }
        if matches!(to, Target::Off) {
            return Some(Said::new(if piece.role == Role::King && piece.runner {
                "why-kings-run-leave-from-far-rank"
            } else {
                "why-kings-run-only-runner-king-leaves"
            }));
        }
        Some(Said::new("why-not-that-way").arg("piece", piece_said(piece.role.name())))
    }

    fn read_position(&self, text: &str) -> Result<Position, PositionError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.is_empty() {
            return Err(PositionError::new("the position text is empty"));
        }
        if fields.len() > 6 {
            return Err(PositionError::new(format!(
                "a King's Run position has at most 5 fields (board, side, castling, White's chips, Black's chips), \
                 and a sixth only for a finished game; this has {}",
                fields.len()
            )));
        }
        let mut pos =
            Position { board: [None; 64], turn: Side::White, castling: 0, chips: [1, 1], ended: None, key: 0 };
        crate::diagram::read_ranks(fields[0], 8, 8, false, |sq, rank, c, runner| {
            let role = ROLES.into_iter().find(|r| r.letter() == c.to_ascii_uppercase()).ok_or_else(|| {
                PositionError::new(format!(
                    "\"{c}\" on rank {rank} is not a King's Run piece (PNBRQK, upper case White, lower case Black, ' for a Runner)"
                ))
            })?;
            let side = if c.is_ascii_uppercase() { Side::White } else { Side::Black };
            pos.board[sq] = Some(Piece { side, role, runner });
            Ok(())
        })?;
        pos.turn = match fields.get(1).copied().unwrap_or("w") {
            "w" | "W" => Side::White,
            "b" | "B" => Side::Black,
            other => {
                return Err(PositionError::new(format!("the side to move must be \"w\" or \"b\", not \"{other}\"")));
            }
        };
        if let Some(&c) = fields.get(2)
            && c != "-"
        {
            for ch in c.chars() {
                let (bit, side, king_side) = match ch {
                    'K' => (1, Side::White, true),
                    'Q' => (2, Side::White, false),
                    'k' => (4, Side::Black, true),
                    'q' => (8, Side::Black, false),
                    _ => {
                        return Err(PositionError::new(format!(
                            "\"{ch}\" is not a castling right: write some of KQkq, or \"-\""
                        )));
                    }
                };
                let base = if side == Side::White { 0 } else { 56 };
                let rook = if king_side { base + 7 } else { base };
                let king_ok = matches!(pos.board[base + 4], Some(p) if p.side == side && p.role == Role::King);
                let rook_ok = matches!(pos.board[rook], Some(p) if p.side == side && p.role == Role::Rook);
                if !king_ok || !rook_ok {
                    return Err(PositionError::new(format!(
                        "castling right \"{ch}\" needs the {side} king on {} and a rook on {}",
                        self.geometry.coord(base + 4),
                        self.geometry.coord(rook)
                    )));
                }
                pos.castling |= bit;
            }
        }
        for (i, idx) in [(3, 0), (4, 1)] {
            if let Some(&n) = fields.get(i) {
                pos.chips[idx] = n
                    .parse()
                    .map_err(|_| PositionError::new(format!("chips in hand are a whole number, not \"{n}\"")))?;
                if pos.chips[idx] > 60 {
                    return Err(PositionError::new("a player holds at most 60 chips"));
                }
            }
        }
        // A finished game's position may lack the king that escaped or was captured; a sixth
        // field then says which (the spec keeps the ending with the game; the server stores it).
        let missing: Vec<Side> = Side::ALL
            .into_iter()
            .filter(|&side| !pos.board.iter().flatten().any(|p| p.side == side && p.role == Role::King))
            .collect();
        match (fields.get(5).copied(), missing.as_slice()) {
            (None, []) => {}
            (Some("escape"), [gone]) => pos.ended = Some(Outcome::Win { winner: *gone, reason: Reason::Escape }),
            (Some("capture"), [gone]) => {
                pos.ended = Some(Outcome::Win { winner: !*gone, reason: Reason::KingCaptured })
            }
            (Some(other), [_]) => {
                return Err(PositionError::new(format!("a finished game ends by escape or capture, not \"{other}\"")));
            }
            (Some(_), []) => return Err(PositionError::new("both kings are on the board, so the game has not ended")),
            (None, [gone]) => {
                return Err(PositionError::new(format!(
                    "{gone} has no king on the board: a game in progress has both kings"
                )));
            }
            (_, _) => return Err(PositionError::new("both kings are missing from the board")),
        }
        for side in Side::ALL {
            let kings = pos.board.iter().flatten().filter(|p| p.side == side && p.role == Role::King).count();
            if kings > 1 {
                return Err(PositionError::new(format!(
                    "{side} must have exactly one king on the board, and has {kings}"
                )));
            }
            let last = if side == Side::White { 7 } else { 0 };
            if (0..8).any(|f| matches!(pos.board[last * 8 + f], Some(p) if p.side == side && p.role == Role::Pawn)) {
                return Err(PositionError::new(format!(
                    "a {side} QuickPawn cannot stand on its last rank: it promotes there"
                )));
            }
        }
        pos.key = Self::compute_key(&pos);
        Ok(pos)
    }

    fn write_position(&self, pos: &Position) -> String {
        let mut fen = crate::diagram::fen_ranks(8, 8, |sq| pos.board[sq].map(Piece::label));
        let _ = write!(fen, " {} ", pos.turn.fen_char());
        if pos.castling == 0 {
            fen.push('-');
        }
        for (bit, c) in [(1, 'K'), (2, 'Q'), (4, 'k'), (8, 'q')] {
            if pos.castling & bit != 0 {
                fen.push(c);
            }
        }
        let _ = write!(fen, " {} {}", pos.chips[0], pos.chips[1]);
        match pos.ended {
            Some(Outcome::Win { reason: Reason::Escape, .. }) => fen.push_str(" escape"),
            Some(Outcome::Win { reason: Reason::KingCaptured, .. }) => fen.push_str(" capture"),
            _ => {}
        }
        fen
    }

    fn board_text(&self, pos: &Position, view: Side) -> String {
        let board = crate::diagram::text_board(8, 8, view, 2, |sq| pos.board[sq].map_or(".".to_string(), Piece::label));
        format!("{board}chips: White {}, Black {}\n", pos.chips[0], pos.chips[1])
    }

    fn key(&self, pos: &Position) -> u64 {
        pos.key
    }

    fn key_from_scratch(&self, pos: &Position) -> u64 {
        Self::compute_key(pos)
    }
}
