//! Shatranj Kamil X (David Paulowich, 2007), per `docs/games/shatranj-kamil-x.md`: a 10×10
//! shatranj with xiangqi cannons, turning elephants and war elephants. Squares are `u128` sets
//! over the shared ray tables.
//!
//! Legality is checked only where a move could matter: when the king is not in check, a move
//! of another piece can expose it only by leaving or entering an orthogonal ray from the king
//! that holds an enemy rook or cannon (slides and cannon screens), or by leaving a square
//! diagonally next to it (an elephant's midpoint). Leaper attacks cannot appear from nowhere.
//! Every other move is legal without being played; the rest are played and tested.

use std::fmt::Write;
use std::sync::LazyLock;

use ortoo_i18n::Said;

use crate::bits::Bits;
use crate::game::{Game, MoveList, PieceInfo, PieceValues, PositionError, Tiling, VariantInfo};
use crate::geometry::{Coord, Geometry};
use crate::movement::{Direction, Directions, FERZ_STEPS, KING_STEPS, KNIGHT_LEAPS, Tables as RayTables};
use crate::notation::{MoveText, Part, PartKind, Target};
use crate::options::Options;
use crate::outcome::{Outcome, Reason};
use crate::refusal::{by_side, piece_said};
use crate::side::Side;
use crate::zobrist::keys;

const N: usize = 100;
const EMPTY: u8 = 0xFF;

/// The pieces, in FEN-letter order of this table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Role {
    King,
    Rook,
    Knight,
    Pawn,
    Cannon,
    Ferz,
    Elephant,
    Silver,
    WarElephant,
}

const ROLES: [Role; 9] = [
    Role::King,
    Role::Rook,
    Role::Knight,
    Role::Pawn,
    Role::Cannon,
    Role::Ferz,
    Role::Elephant,
    Role::Silver,
    Role::WarElephant,
];

impl Role {
    const fn letter(self) -> char {
        match self {
            Role::King => 'K',
            Role::Rook => 'R',
            Role::Knight => 'N',
            Role::Pawn => 'P',
            Role::Cannon => 'C',
            Role::Ferz => 'F',
            Role::Elephant => 'E',
            Role::Silver => 'S',
            Role::WarElephant => 'W',
        }
    }
    const fn name(self) -> &'static str {
        match self {
            Role::King => "King",
            Role::Rook => "Rook",
            Role::Knight => "Knight",
            Role::Pawn => "Pawn",
            Role::Cannon => "Cannon",
            Role::Ferz => "Ferz",
            Role::Elephant => "Elephant",
            Role::Silver => "Silver General",
            Role::WarElephant => "War Elephant",
        }
    }
    fn from_letter(c: char) -> Option<Role> {
        ROLES.into_iter().find(|r| r.letter() == c.to_ascii_uppercase())
    }
    /// Pawns and ferzes become war elephants on the last rank.
    const fn promotes(self) -> bool {
        matches!(self, Role::Pawn | Role::Ferz)
    }
}

struct Tables {
    rays: RayTables<u128>,
    king: [u128; N],
    knight: [u128; N],
    diagonal: [u128; N],
    /// Per side: a pawn's step, its captures, the squares from which a pawn captures onto a
    /// square, a silver general's moves, and the squares from which a silver reaches a square.
    pawn_step: [[u128; N]; 2],
    pawn_capture: [[u128; N]; 2],
    pawn_capture_from: [[u128; N]; 2],
    silver: [[u128; N]; 2],
    silver_from: [[u128; N]; 2],
    last_rank: [u128; 2],
}

static TABLES: LazyLock<Tables> = LazyLock::new(|| {
    let g = Geometry::rectangle(10, 10);
    let rays: RayTables<u128> = RayTables::new(g);
    let table =
        |leaps: &[(i8, i8)], black: bool| -> [u128; N] { std::array::from_fn(|sq| rays.leaps(sq, leaps, black)) };
    let reverse = |forward: &[u128; N]| -> [u128; N] {
        let mut from = [0u128; N];
        for (s, reach) in forward.iter().enumerate() {
            for t in reach.squares() {
                from[t] |= 1u128 << s;
            }
        }
        from
    };
    let silver_steps: &[(i8, i8)] = &[(1, 1), (-1, 1), (-1, -1), (1, -1), (0, 1)];
    let pawn_capture = [table(&[(1, 1), (-1, 1)], false), table(&[(1, 1), (-1, 1)], true)];
    let silver = [table(silver_steps, false), table(silver_steps, true)];
    Tables {
        king: table(KING_STEPS, false),
        knight: table(KNIGHT_LEAPS, false),
        diagonal: table(FERZ_STEPS, false),
        pawn_step: [table(&[(0, 1)], false), table(&[(0, 1)], true)],
        pawn_capture_from: [reverse(&pawn_capture[0]), reverse(&pawn_capture[1])],
        pawn_capture,
        silver_from: [reverse(&silver[0]), reverse(&silver[1])],
        silver,
        last_rank: [0x3FFu128 << 90, 0x3FF],
        rays,
    }
});

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Position {
    by_role: [u128; 9],
    by_side: [u128; 2],
    board: [u8; N],
    turn: Side,
    halfmoves: u16,
    fullmoves: u16,
    key: u64,
}

impl Position {
    #[inline]
    fn occupied(&self) -> u128 {
        self.by_side[0] | self.by_side[1]
    }
    #[inline]
    fn pieces(&self, side: Side, role: Role) -> u128 {
        self.by_role[role as usize] & self.by_side[side.index()]
    }
    fn piece_on(&self, sq: usize) -> Option<(Side, Role)> {
        let code = self.board[sq];
        (code != EMPTY).then(|| (if code >= 16 { Side::Black } else { Side::White }, ROLES[(code & 15) as usize]))
    }
    #[inline]
    fn put(&mut self, sq: usize, side: Side, role: Role) {
        let bit = 1u128 << sq;
        self.by_role[role as usize] |= bit;
        self.by_side[side.index()] |= bit;
        self.board[sq] = side.index() as u8 * 16 + role as u8;
        self.key ^= keys().piece(side.index() * 32 + role as usize, sq);
    }
    #[inline]
    fn take(&mut self, sq: usize) -> (Side, Role) {
        let (side, role) = self.piece_on(sq).expect("a piece to take");
        let bit = 1u128 << sq;
        self.by_role[role as usize] ^= bit;
        self.by_side[side.index()] ^= bit;
        self.board[sq] = EMPTY;
        self.key ^= keys().piece(side.index() * 32 + role as usize, sq);
        (side, role)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: u8,
    pub to: u8,
    /// The pawn or ferz becomes a war elephant (automatic on the last rank).
    pub promotes: bool,
}

pub static INFO: VariantInfo = VariantInfo {
    id: "shatranj-kamil-x",
    name: "Shatranj Kamil X",
    files: 10,
    ranks: 10,
    options: &[],
    tiling: Tiling::Checkered,
    notes: &[
        "The War Elephant is written W.",
        "No repetition or fifty-move rule: draws come by agreement, by stalemate with a lone king, or by the drawn claim against a lone king.",
    ],
    uci_name: "shatranj-kamil-x",
    sides: crate::Sides::Chess,
    piece_values: PieceValues::of(&[
        (b'P', 80),
        (b'R', 500),
        (b'N', 300),
        (b'C', 420),
        (b'F', 130),
        (b'E', 150),
        (b'S', 200),
        (b'W', 260),
    ]),
    summary: "David Paulowich's 10×10 shatranj with xiangqi cannons, turning elephants, silver \
              generals and war elephants. Stalemating the opponent wins; against a lone king \
              you may claim a draw with \"drawn\".",
};

pub struct ShatranjKamilX {
    t: &'static Tables,
    geometry: Geometry,
    options: Options,
}

impl Default for ShatranjKamilX {
    fn default() -> Self {
        ShatranjKamilX::new()
    }
}

impl ShatranjKamilX {
    pub fn new() -> ShatranjKamilX {
        ShatranjKamilX { t: &TABLES, geometry: Geometry::rectangle(10, 10), options: Options::default() }
    }

    /// An elephant's reach: two diagonal steps through an empty first square, turning or not,
    /// never back to the start.
    #[inline]
    fn elephant(&self, sq: usize, occ: u128) -> u128 {
        let mut reach = 0u128;
        for mid in (self.t.diagonal[sq] & !occ).squares() {
            reach |= self.t.diagonal[mid];
        }
        reach & !(1u128 << sq)
    }

    #[inline]
    fn rook(&self, sq: usize, occ: u128) -> u128 {
        self.t.rays.slides(sq, occ, Directions::ORTHOGONAL, None)
    }

    #[inline]
    fn cannon_captures(&self, sq: usize, occ: u128) -> u128 {
        self.t.rays.hops(sq, occ, Directions::ORTHOGONAL)
    }

    /// Every `by` piece that captures onto `sq` with the board occupied as `occ`.
    #[inline]
    fn attackers(&self, pos: &Position, sq: usize, occ: u128, by: Side) -> u128 {
        let t = self.t;
        let b = by.index();
        let p = |r: Role| pos.by_role[r as usize];
        let mut a = (t.king[sq] & p(Role::King))
            | (t.knight[sq] & p(Role::Knight))
            | (t.diagonal[sq] & (p(Role::Ferz) | p(Role::WarElephant)))
            | (t.pawn_capture_from[b][sq] & p(Role::Pawn))
            | (t.silver_from[b][sq] & p(Role::Silver));
        let theirs = pos.by_side[b];
        if (p(Role::Rook) & theirs) != 0 {
            a |= self.rook(sq, occ) & p(Role::Rook);
        }
        if (p(Role::Cannon) & theirs) != 0 {
            a |= self.cannon_captures(sq, occ) & p(Role::Cannon);
        }
        if ((p(Role::Elephant) | p(Role::WarElephant)) & theirs) != 0 {
            a |= self.elephant(sq, occ) & (p(Role::Elephant) | p(Role::WarElephant));
        }
        a & theirs
    }

    /// The squares (as a 100-bit set, bit = square index) of the `by` pieces that could capture
    /// onto `sq` were `occupied` the board's occupancy: for static exchange evaluation, which
    /// lifts each capturer off in turn (a rook behind joins in; a cannon finds or loses its
    /// screen). Pins and check are not considered.
    pub fn capturers(&self, pos: &Position, sq: usize, occupied: u128, by: Side) -> u128 {
        self.attackers(pos, sq, occupied, by) & occupied
    }

    /// Every occupied square, as a 100-bit set.
    pub fn occupancy(&self, pos: &Position) -> u128 {
        pos.occupied()
    }

    fn king_square(&self, pos: &Position, side: Side) -> Option<usize> {
        let k = pos.pieces(side, Role::King);
        (k != 0).then(|| k.lsb())
    }

    fn in_check(&self, pos: &Position) -> bool {
        self.king_square(pos, pos.turn).is_some_and(|k| self.attackers(pos, k, pos.occupied(), !pos.turn) != 0)
    }

    /// Quiet and capture targets of a piece, ignoring check.
    #[inline]
    fn reach(&self, role: Role, side: Side, sq: usize, occ: u128) -> (u128, u128) {
        let t = self.t;
        let s = side.index();
        let empty = !occ;
        match role {
            Role::King => (t.king[sq] & empty, t.king[sq] & occ),
            Role::Knight => (t.knight[sq] & empty, t.knight[sq] & occ),
            Role::Ferz => (t.diagonal[sq] & empty, t.diagonal[sq] & occ),
            Role::Silver => (t.silver[s][sq] & empty, t.silver[s][sq] & occ),
            Role::Pawn => (t.pawn_step[s][sq] & empty, t.pawn_capture[s][sq] & occ),
            Role::Rook => {
                let r = self.rook(sq, occ);
                (r & empty, r & occ)
            }
            Role::Cannon => (self.rook(sq, occ) & empty, self.cannon_captures(sq, occ)),
            Role::Elephant => {
                let e = self.elephant(sq, occ);
                (e & empty, e & occ)
            }
            Role::WarElephant => {
                let w = self.elephant(sq, occ) | t.diagonal[sq];
                (w & empty, w & occ)
            }
        }
    }

    fn play_move(&self, pos: &Position, mv: Move) -> Position {
        let mut p = pos.clone();
        let (from, to) = (mv.from as usize, mv.to as usize);
        let mut reset = false;
        if p.board[to] != EMPTY {
            p.take(to);
            reset = true;
        }
        let (side, role) = p.take(from);
        reset |= role == Role::Pawn;
        p.put(to, side, if mv.promotes { Role::WarElephant } else { role });
        p.halfmoves = if reset { 0 } else { p.halfmoves.saturating_add(1) };
        if side == Side::Black {
            p.fullmoves = p.fullmoves.saturating_add(1);
        }
        p.turn = !side;
        p.key ^= keys().black_to_move;
        p
    }

    fn generate(&self, pos: &Position, list: &mut MoveList<Move>) {
        let us = pos.turn;
        let them = !us;
        let ours = pos.by_side[us.index()];
        let theirs = pos.by_side[them.index()];
        let occ = ours | theirs;
        let king = self.king_square(pos, us);
        // Squares where a move could change the king's safety (see the module's note).
        let sensitive = match king {
            None => 0,
            Some(k) if self.attackers(pos, k, occ, them) != 0 => !0,
            Some(k) => {
                let line_pieces = pos.pieces(them, Role::Rook) | pos.pieces(them, Role::Cannon);
                let mut s = self.t.diagonal[k];
                for d in Direction::ORTHOGONAL {
                    let ray = self.t.rays.ray(d, k);
                    if ray & line_pieces != 0 {
                        s |= ray;
                    }
                }
                s
            }
        };
        let last = self.t.last_rank[us.index()];
        for role in ROLES {
            for from in pos.pieces(us, role).squares() {
                let (quiet, capture) = self.reach(role, us, from, occ);
                let targets = quiet | (capture & theirs);
                for to in targets.squares() {
                    let mv = Move { from: from as u8, to: to as u8, promotes: role.promotes() && last >> to & 1 == 1 };
                    let checked = role == Role::King || (sensitive >> from | sensitive >> to) & 1 == 1;
                    if !checked || self.leaves_king_safe(pos, mv) {
                        list.push(mv);
                    }
                }
            }
        }
    }

    fn leaves_king_safe(&self, pos: &Position, mv: Move) -> bool {
        let after = self.play_move(pos, mv);
        match self.king_square(&after, pos.turn) {
            Some(k) => self.attackers(&after, k, after.occupied(), after.turn) == 0,
            None => true,
        }
    }

    fn label(side: Side, role: Role) -> char {
        if side == Side::White { role.letter() } else { role.letter().to_ascii_lowercase() }
    }

    fn compute_key(pos: &Position) -> u64 {
        let keys = keys();
        let mut key = if pos.turn == Side::Black { keys.black_to_move } else { 0 };
        for sq in 0..N {
            if let Some((side, role)) = pos.piece_on(sq) {
                key ^= keys.piece(side.index() * 32 + role as usize, sq);
            }
        }
        key
    }

    /// Whether `side` has nothing but its king.
    fn lone_king(pos: &Position, side: Side) -> bool {
        pos.by_side[side.index()] == pos.pieces(side, Role::King)
    }
}

impl ShatranjKamilX {
    /// The position's outcome; `any_move` says whether the side to move has a legal move.
    fn judge(&self, pos: &Position, any_move: impl FnOnce() -> bool) -> Option<Outcome> {
        let them = !pos.turn;
        if self.king_square(pos, pos.turn).is_none() {
            return Some(Outcome::Win { winner: them, reason: Reason::KingCaptured });
        }
        if any_move() {
            return None;
        }
        Some(if self.in_check(pos) {
            Outcome::Win { winner: them, reason: Reason::Checkmate }
        } else if Self::lone_king(pos, them) {
            // The stalemating player wins, unless that player has only a lone king.
            Outcome::Draw { reason: Reason::Stalemate }
        } else {
            Outcome::Win { winner: them, reason: Reason::Stalemate }
        })
    }
}

impl Game for ShatranjKamilX {
    fn in_check(&self, pos: &Position) -> bool {
        ShatranjKamilX::in_check(self, pos)
    }

    fn checked_royals(&self, pos: &Position) -> Vec<Coord> {
        match self.king_square(pos, pos.turn) {
            Some(k) if ShatranjKamilX::in_check(self, pos) => vec![self.geometry.coord(k)],
            _ => vec![],
        }
    }

    type Position = Position;
    type Move = Move;

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
        self.read_position("c3ke3c/1rnsefsnr1/pppppppppp/10/10/10/10/PPPPPPPPPP/1RNSEFSNR1/C3KE3C w - - 0 1")
            .expect("the start position is valid")
    }

    fn turn(&self, pos: &Position) -> Side {
        pos.turn
    }

    #[inline]
    fn legal_moves(&self, pos: &Position, moves: &mut MoveList<Move>) {
        self.generate(pos, moves);
    }

    #[inline]
    fn play(&self, pos: &Position, mv: Move) -> Position {
        self.play_move(pos, mv)
    }

    fn status(&self, pos: &Position) -> Option<Outcome> {
        self.judge(pos, || {
            let mut moves = MoveList::new();
            self.generate(pos, &mut moves);
            !moves.is_empty()
        })
    }

    fn status_given_moves(&self, pos: &Position, legal: &[Move]) -> Option<Outcome> {
        self.judge(pos, || !legal.is_empty())
    }

    fn claim(&self, pos: &Position) -> Result<Reason, Option<Said>> {
        let them = !pos.turn;
        if Self::lone_king(pos, them) {
            Ok(Reason::Claim)
        } else {
            let others = (pos.by_side[them.index()] & !pos.pieces(them, Role::King)).count();
            Err(Some(
                by_side(them, "why-claim-lone-king-white", "why-claim-lone-king-black").arg("count", others as u64),
            ))
        }
    }

    fn move_text(&self, pos: &Position, mv: Move) -> MoveText {
        let g = &self.geometry;
        let (side, role) = pos.piece_on(mv.from as usize).expect("a legal move has a piece");
        let to = g.coord(mv.to as usize);
        let text = MoveText::new(Part::Move {
            label: Some(Self::label(side, role).to_string()),
            from: g.coord(mv.from as usize),
            to: Target::Square(to),
        });
        if mv.promotes {
            let label = Self::label(side, Role::WarElephant).to_string();
            text.with(Part::Drop { label, at: to, coordinate: false }, PartKind::Automatic)
        } else {
            text
        }
    }

    fn coordinate(&self, _pos: &Position, mv: Move) -> String {
        let g = &self.geometry;
        let mut s = format!("{}{}", g.coord(mv.from as usize), g.coord(mv.to as usize));
        if mv.promotes {
            s.push('w');
        }
        s
    }

    fn piece_at(&self, pos: &Position, at: Coord) -> Option<PieceInfo> {
        let (side, role) = pos.piece_on(self.geometry.index(at)?)?;
        Some(PieceInfo {
            side,
            label: Self::label(side, role).to_string(),
            name: role.name(),
            promoted_from: None,
            neutral: false,
        })
    }

    #[inline]
    fn letter_at(&self, pos: &Position, index: usize) -> Option<(Side, char, bool)> {
        let (side, role) = if self.geometry.contains(index) { pos.piece_on(index)? } else { return None };
        Some((side, Self::label(side, role), false))
    }

    fn explain(&self, pos: &Position, from: Coord, to: &Target) -> Option<Said> {
        let Target::Square(to_c) = to else { return Some(Said::new("why-never-off-board")) };
        let (f, t) = (self.geometry.index(from)?, self.geometry.index(*to_c)?);
        let (side, role) = pos.piece_on(f)?;
        let (from_s, to_s) = (from.to_string(), to_c.to_string());
        if f == t {
            return Some(Said::new("why-same-square"));
        }
        if let Some((s, r)) = pos.piece_on(t)
            && s == side
        {
            return Some(Said::new("why-own-piece-there").arg("piece", piece_said(r.name())).arg("square", to_s));
        }
        let occ = pos.occupied();
        let enemy = pos.by_side[(!side).index()] >> t & 1 == 1;
        let (quiet, capture) = self.reach(role, side, f, occ);
        let name = piece_said(role.name());
        let king = piece_said(Role::King.name());
        if (if enemy { capture } else { quiet }) >> t & 1 == 1 {
            return Some(if role == Role::King {
                Said::new("why-king-in-check-there").arg("king", king).arg("square", to_s)
            } else if self.in_check(pos) {
                Said::new("why-still-in-check").arg("king", king)
            } else {
                Said::new("why-leaves-king-in-check").arg("piece", name).arg("square", from_s).arg("king", king)
            });
        }
        let (quiet_open, capture_open) = self.reach(role, side, f, 1u128 << t);
        let open = quiet_open | capture_open | self.reach(role, side, f, 0).0;
        Some(match role {
            Role::Cannon if enemy && self.rook(f, occ) >> t & 1 == 1 => {
                Said::new("why-cannon-one-screen").arg("piece", name)
            }
            Role::Cannon if !enemy && self.cannon_captures(f, occ | 1u128 << t) >> t & 1 == 1 => {
                Said::new("why-cannon-jumps-only-to-capture").arg("piece", name).arg("square", to_s)
            }
            Role::Elephant | Role::WarElephant if open >> t & 1 == 1 => {
                Said::new("why-first-step-blocked").arg("piece", name).arg("square", to_s)
            }
            Role::Pawn if !enemy && self.t.pawn_capture[side.index()][f] >> t & 1 == 1 => {
                Said::new("why-diagonal-only-to-capture").arg("piece", name).arg("square", to_s)
            }
            Role::Pawn if enemy && self.t.pawn_step[side.index()][f] >> t & 1 == 1 => {
                Said::new("why-captures-diagonally").arg("piece", name)
            }
            _ if open >> t & 1 == 1 => {
                let between = self.t.rays.between(f, t) & occ;
                match between.squares().min_by_key(|b| b.abs_diff(f)) {
                    Some(b) => Said::new("why-blocked-on")
                        .arg("from", from_s)
                        .arg("to", to_s)
                        .arg("square", self.geometry.coord(b).to_string()),
                    None => Said::new("why-not-that-way").arg("piece", name),
                }
            }
            _ => Said::new("why-not-that-way").arg("piece", name),
        })
    }

    fn read_position(&self, text: &str) -> Result<Position, PositionError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.is_empty() {
            return Err(PositionError::new("the position text is empty"));
        }
        if fields.len() > 6 {
            return Err(PositionError::new(format!("a FEN has at most 6 fields, this has {}", fields.len())));
        }
        let mut pos = Position {
            by_role: [0; 9],
            by_side: [0; 2],
            board: [EMPTY; N],
            turn: Side::White,
            halfmoves: 0,
            fullmoves: 1,
            key: 0,
        };
        crate::diagram::read_ranks(fields[0], 10, 10, false, |sq, rank, c, marked| {
            let role = Role::from_letter(c).filter(|_| !marked).ok_or_else(|| {
                PositionError::new(format!(
                    "\"{c}\" on rank {rank} is not a piece of Shatranj Kamil X (its letters: KRNPCFESW, upper case White, lower case Black)"
                ))
            })?;
            pos.put(sq, if c.is_ascii_uppercase() { Side::White } else { Side::Black }, role);
            Ok(())
        })?;
        pos.turn = match fields.get(1).copied().unwrap_or("w") {
            "w" | "W" => Side::White,
            "b" | "B" => Side::Black,
            other => {
                return Err(PositionError::new(format!("the side to move must be \"w\" or \"b\", not \"{other}\"")));
            }
        };
        for (i, name) in [(2, "castling"), (3, "en-passant")] {
            if let Some(&f) = fields.get(i)
                && f != "-"
            {
                return Err(PositionError::new(format!(
                    "Shatranj Kamil X has no {name}; that field must be \"-\", not \"{f}\""
                )));
            }
        }
        if let Some(&half) = fields.get(4) {
            pos.halfmoves = half.parse().map_err(|_| {
                PositionError::new(format!("the half-move clock must be a whole number, not \"{half}\""))
            })?;
        }
        if let Some(&full) = fields.get(5) {
            let n: u16 = full
                .parse()
                .map_err(|_| PositionError::new(format!("the move number must be a whole number, not \"{full}\"")))?;
            pos.fullmoves = n.max(1);
        }
        for side in Side::ALL {
            let kings = pos.pieces(side, Role::King).count();
            if kings != 1 {
                return Err(PositionError::new(format!("{side} must have exactly one King, and has {kings}")));
            }
            if pos.by_side[side.index()].count() > 40 {
                return Err(PositionError::new(format!("{side} has more than 40 pieces")));
            }
            let stuck = (pos.pieces(side, Role::Pawn) | pos.pieces(side, Role::Ferz)) & self.t.last_rank[side.index()];
            if stuck != 0 {
                let (_, role) = pos.piece_on(stuck.lsb()).expect("a piece");
                return Err(PositionError::new(format!(
                    "a {side} {} cannot stand on {}: it becomes a War Elephant there",
                    role.name(),
                    self.geometry.coord(stuck.lsb())
                )));
            }
        }
        pos.key = Self::compute_key(&pos);
        Ok(pos)
    }

    fn write_position(&self, pos: &Position) -> String {
        let mut fen = crate::diagram::fen_ranks(10, 10, |sq| {
            pos.piece_on(sq).map(|(side, role)| Self::label(side, role).to_string())
        });
        let _ = write!(fen, " {} - - {} {}", pos.turn.fen_char(), pos.halfmoves, pos.fullmoves);
        fen
    }

    fn board_text(&self, pos: &Position, view: Side) -> String {
        crate::diagram::text_board(10, 10, view, 1, |sq| {
            pos.piece_on(sq).map_or('.', |(s, role)| Self::label(s, role)).to_string()
        })
    }

    fn key(&self, pos: &Position) -> u64 {
        pos.key
    }

    fn key_from_scratch(&self, pos: &Position) -> u64 {
        Self::compute_key(pos)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The legality shortcut (only moves touching sensitive squares are played and tested) must
    /// give exactly the moves a brute-force filter gives, in every position of random games.
    #[test]
    fn the_legality_shortcut_agrees_with_testing_every_move() {
        let game = ShatranjKamilX::new();
        let mut rng = 0x2545_F491_4F6C_DD1Du64;
        let mut checked = 0;
        for _ in 0..60 {
            let mut pos = game.start_position();
            for _ in 0..200 {
                let mut fast = MoveList::new();
                game.generate(&pos, &mut fast);
                let us = pos.turn;
                let mut slow = Vec::new();
                for role in ROLES {
                    for from in pos.pieces(us, role).squares() {
                        let (quiet, capture) = game.reach(role, us, from, pos.occupied());
                        for to in (quiet | (capture & pos.by_side[(!us).index()])).squares() {
                            let last = game.t.last_rank[us.index()];
                            let mv = Move {
                                from: from as u8,
                                to: to as u8,
                                promotes: role.promotes() && last >> to & 1 == 1,
                            };
                            if game.leaves_king_safe(&pos, mv) {
                                slow.push(mv);
                            }
                        }
                    }
                }
                let fast: Vec<Move> = fast.to_vec();
                assert_eq!(fast, slow, "{}", game.write_position(&pos));
                checked += 1;
                if fast.is_empty() {
                    break;
                }
                rng ^= rng << 13;
                rng ^= rng >> 7;
                rng ^= rng << 17;
                pos = game.play(&pos, fast[(rng % fast.len() as u64) as usize]);
            }
        }
        assert!(checked > 5_000, "{checked}");
    }
}
