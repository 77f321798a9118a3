//! The 8×8 chess family: games with one royal king per side, check, and pieces whose every
//! capture is a leap or an unlimited rook/bishop line. Orthodox chess and Khan's Chess are two
//! configurations ([`FamilySpec`]) of the one generator here.
//!
//! Move generation is fully legal and allocation-free: checkers and pinned pieces are found
//! first, then each piece's targets are cut to the check mask and its pin line; only en passant
//! (rare) is verified by playing it. This is sound because every capture in the family is a
//! leap that is not aligned beyond one step, or a line that interposing pieces block; the
//! table builder asserts that. Positions are small `Copy` values played by copy-make.

use std::fmt::Write;

use ortoo_i18n::Said;

use crate::bits::Bits;
use crate::game::{DrawRules, Game, MoveList, PieceInfo, PositionError, VariantInfo};
use crate::geometry::{Coord, Geometry};
use crate::magic::{Lines, lines};
use crate::movement::{Directions, Movement, Tables as RayTables};
use crate::notation::{MoveText, Part, PartKind, Target};
use crate::options::Options;
use crate::outcome::{Outcome, Reason};
use crate::refusal::{by_side, piece_said, sided_piece_said};
use crate::side::Side;
use crate::zobrist::{Keys, keys};

pub type RoleId = usize;
pub const MAX_ROLES: usize = 12;
const EMPTY: u8 = 0xFF;
const NO_SQUARE: u8 = 64;
const ROOK_LINES: u8 = 1;
const BISHOP_LINES: u8 = 2;

/// One kind of piece in the family.
#[derive(Debug, Clone, Copy)]
pub struct RoleSpec {
    /// The FEN letter, upper case (White's).
    pub letter: char,
    pub name: &'static str,
    /// How it moves to an empty square.
    pub quiet: Movement,
    /// How it captures (and so gives check).
    pub capture: Movement,
    pub royal: bool,
    /// What it may promote to on its last rank (compulsory); empty if it never promotes.
    pub promotions: &'static [RoleId],
    /// Two squares forward from its second rank through an empty square (and may then be
    /// taken en passant).
    pub double_step: bool,
    /// Captures en passant.
    pub en_passant: bool,
    /// Moving it resets the fifty-move counter (pawns, scouts).
    pub resets_clock: bool,
    /// The piece a king castles with.
    pub castling_rook: bool,
}

impl RoleSpec {
    /// A plain piece: not royal, never promotes, no double step.
    pub const fn new(letter: char, name: &'static str, quiet: Movement, capture: Movement) -> RoleSpec {
        RoleSpec {
            letter,
            name,
            quiet,
            capture,
            royal: false,
            promotions: &[],
            double_step: false,
            en_passant: false,
            resets_clock: false,
            castling_rook: false,
        }
    }
}

/// A game of the family.
#[derive(Debug)]
pub struct FamilySpec {
    pub info: VariantInfo,
    pub roles: &'static [RoleSpec],
    /// The roles each side's army may contain.
    pub armies: [&'static [RoleId]; 2],
    pub start: &'static str,
    /// Whether each side may castle.
    pub castling: [bool; 2],
    /// A king reaching the opponent's back rank wins at once.
    pub campmate: bool,
    /// Stalemate loses for the stalemated player instead of drawing.
    pub stalemated_loses: bool,
    pub draw_rules: DrawRules,
    /// Orthodox chess's dead positions (bare kings, a lone minor piece, same-coloured bishops).
    pub insufficient_material: bool,
    /// The PGN `Variant` tag (Fairy-Stockfish's name), `None` for orthodox chess.
    pub pgn_variant: Option<&'static str>,
}

/// Per-square tables built once per game from its [`FamilySpec`].
pub struct Tables {
    quiet_leaps: Vec<[[u64; 64]; 2]>,
    capture_leaps: Vec<[[u64; 64]; 2]>,
    /// `attacks_onto[role][side][sq]`: squares from which a `side` piece of `role` captures onto
    /// `sq` by a leap.
    attacks_onto: Vec<[[u64; 64]; 2]>,
    quiet_lines: [u8; MAX_ROLES],
    capture_lines: [u8; MAX_ROLES],
    leap_attackers: [Vec<RoleId>; 2],
    rook_attackers: [Vec<RoleId>; 2],
    bishop_attackers: [Vec<RoleId>; 2],
    /// Each side's royal role.
    royal: [RoleId; 2],
    castle_mask: [u8; 64],
}

fn line_flags(m: &Movement) -> u8 {
    assert!(m.hops.is_empty() && m.range.is_none(), "the chess family has no hops or limited slides");
    let d = m.slides.0;
    assert!(
        (d & Directions::ORTHOGONAL.0 == 0 || d & Directions::ORTHOGONAL.0 == Directions::ORTHOGONAL.0)
            && (d & Directions::DIAGONAL.0 == 0 || d & Directions::DIAGONAL.0 == Directions::DIAGONAL.0),
        "the chess family slides along whole rook or bishop line sets"
    );
    (if d & Directions::ORTHOGONAL.0 != 0 { ROOK_LINES } else { 0 })
        | (if d & Directions::DIAGONAL.0 != 0 { BISHOP_LINES } else { 0 })
}

impl Tables {
    pub fn build(spec: &FamilySpec) -> Tables {
        assert!(spec.roles.len() <= MAX_ROLES);
        let rays: RayTables<u64> = RayTables::new(Geometry::rectangle(8, 8));
        let leap_table = |m: &Movement| -> [[u64; 64]; 2] {
            std::array::from_fn(|side| {
                std::array::from_fn(|sq| rays.leaps(sq, m.leaps, side == 1 && m.forward_relative))
            })
        };
        let quiet_leaps: Vec<_> = spec.roles.iter().map(|r| leap_table(&r.quiet)).collect();
        let capture_leaps: Vec<_> = spec.roles.iter().map(|r| leap_table(&r.capture)).collect();
        for r in spec.roles {
            for &(df, dr) in r.capture.leaps {
                let aligned = df == 0 || dr == 0 || df.abs() == dr.abs();
                assert!(!aligned || df.abs().max(dr.abs()) == 1, "{}: an aligned leap longer than one step", r.name);
            }
        }
        let mut attacks_onto = vec![[[0u64; 64]; 2]; spec.roles.len()];
        for (onto, table) in attacks_onto.iter_mut().zip(&capture_leaps) {
            for (onto, by_square) in onto.iter_mut().zip(table) {
                for (from, reach) in by_square.iter().enumerate() {
                    for to in reach.squares() {
                        onto[to] |= 1 << from;
                    }
                }
            }
        }
        let mut quiet_lines = [0; MAX_ROLES];
        let mut capture_lines = [0; MAX_ROLES];
        for (i, r) in spec.roles.iter().enumerate() {
            quiet_lines[i] = line_flags(&r.quiet);
            capture_lines[i] = line_flags(&r.capture);
        }
        let by = |pred: &dyn Fn(RoleId) -> bool| -> [Vec<RoleId>; 2] {
            std::array::from_fn(|side| spec.armies[side].iter().copied().filter(|&r| pred(r)).collect())
        };
        let leap_attackers = by(&|r| !spec.roles[r].capture.leaps.is_empty());
        let rook_attackers = by(&|r| capture_lines[r] & ROOK_LINES != 0);
        let bishop_attackers = by(&|r| capture_lines[r] & BISHOP_LINES != 0);
        let royal = std::array::from_fn(|side| {
            let royals: Vec<RoleId> = spec.armies[side].iter().copied().filter(|&r| spec.roles[r].royal).collect();
            assert_eq!(royals.len(), 1, "each army has exactly one royal role");
            royals[0]
        });
        let mut castle_mask = [0x0F; 64];
        castle_mask[4] &= !0b0011;
        castle_mask[7] &= !0b0001;
        castle_mask[0] &= !0b0010;
        castle_mask[60] &= !0b1100;
        castle_mask[63] &= !0b0100;
        castle_mask[56] &= !0b1000;
        Tables {
            quiet_leaps,
            capture_leaps,
            attacks_onto,
            quiet_lines,
            capture_lines,
            leap_attackers,
            rook_attackers,
            bishop_attackers,
            royal,
            castle_mask,
        }
    }
}

/// How a move is special.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MoveKind {
    Normal,
    DoubleStep,
    EnPassant,
    Castle,
}

/// A move of the family: four bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: u8,
    pub to: u8,
    /// The role promoted to, or `EMPTY`.
    pub promotion: u8,
    pub kind: MoveKind,
}

impl Move {
    const fn new(from: usize, to: usize, kind: MoveKind) -> Move {
        Move { from: from as u8, to: to as u8, promotion: EMPTY, kind }
    }
}

/// A position of the family. `Copy`: the search plays moves by copy-make.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Position {
    by_role: [u64; MAX_ROLES],
    by_side: [u64; 2],
    /// `side * 16 + role` on each square, or `EMPTY`.
    board: [u8; 64],
    turn: Side,
    /// Bits: White king side, White queen side, Black king side, Black queen side.
    castling: u8,
    /// The en-passant target square, set only when an en-passant capture is legal (as
    /// Fairy-Stockfish writes FENs and as repetition compares positions), else `NO_SQUARE`.
    ep: u8,
    halfmoves: u16,
    fullmoves: u16,
    key: u64,
}

impl Position {
    #[inline]
    fn occupied(&self) -> u64 {
        self.by_side[0] | self.by_side[1]
    }

    #[inline]
    fn put(&mut self, sq: usize, side: Side, role: RoleId, keys: &Keys) {
        let bit = 1u64 << sq;
        self.by_role[role] |= bit;
        self.by_side[side.index()] |= bit;
        self.board[sq] = (side.index() * 16 + role) as u8;
        self.key ^= keys.piece(side.index() * 32 + role, sq);
    }

    #[inline]
    fn take(&mut self, sq: usize, keys: &Keys) -> (Side, RoleId) {
        let code = self.board[sq] as usize;
        let (side, role) = (if code >= 16 { Side::Black } else { Side::White }, code & 15);
        let bit = 1u64 << sq;
        self.by_role[role] ^= bit;
        self.by_side[side.index()] ^= bit;
        self.board[sq] = EMPTY;
        self.key ^= keys.piece(side.index() * 32 + role, sq);
        (side, role)
    }

    pub fn turn(&self) -> Side {
        self.turn
    }
}

const fn rank_mask(rank: usize) -> u64 {
    0xFFu64 << (8 * rank)
}
/// The rank a side promotes on, and the rank its king campmates on: the opponent's back rank.
const FAR_RANK: [u64; 2] = [rank_mask(7), rank_mask(0)];
const SECOND_RANK: [u64; 2] = [rank_mask(1), rank_mask(6)];
const FIRST_RANK: [u64; 2] = [rank_mask(0), rank_mask(7)];

#[inline]
fn forward(sq: usize, side: Side) -> usize {
    if side == Side::White { sq + 8 } else { sq - 8 }
}

/// A game of the family, ready to play.
pub struct ChessFamily {
    spec: &'static FamilySpec,
    t: &'static Tables,
    lines: &'static Lines,
    geometry: Geometry,
    options: Options,
}

impl ChessFamily {
    pub fn new(spec: &'static FamilySpec, tables: &'static Tables) -> ChessFamily {
        ChessFamily {
            spec,
            t: tables,
            lines: lines(),
            geometry: Geometry::rectangle(8, 8),
            options: Options::defaults(spec.info.options),
        }
    }

    pub fn spec(&self) -> &'static FamilySpec {
        self.spec
    }

    #[inline]
    fn role_set(&self, pos: &Position, roles: &[RoleId]) -> u64 {
        roles.iter().fold(0, |b, &r| b | pos.by_role[r])
    }

    /// Every `by` piece that captures onto `sq`, with `occ` as the board's occupancy (callers
    /// lift the moving king out of it so it cannot hide behind itself).
    #[inline]
    fn attackers(&self, pos: &Position, sq: usize, occ: u64, by: Side) -> u64 {
        let t = self.t;
        let b = by.index();
        let mut a = 0;
        for &r in &t.leap_attackers[b] {
            a |= pos.by_role[r] & t.attacks_onto[r][b][sq];
        }
        let rooks = self.role_set(pos, &t.rook_attackers[b]);
        if rooks & pos.by_side[b] != 0 {
            a |= self.lines.rook(sq, occ) & rooks;
        }
        let bishops = self.role_set(pos, &t.bishop_attackers[b]);
        if bishops & pos.by_side[b] != 0 {
            a |= self.lines.bishop(sq, occ) & bishops;
        }
        a & pos.by_side[b]
    }

    /// The squares (as a 64-bit set, bit = square index) of the `by` pieces that could capture
    /// onto `sq` were `occupied` the board's occupancy: for static exchange evaluation, which
    /// lifts each capturer off in turn so that the pieces lined up behind it join in. Pins
    /// and check are not considered.
    pub fn capturers(&self, pos: &Position, sq: usize, occupied: u64, by: Side) -> u64 {
        self.attackers(pos, sq, occupied, by) & occupied
    }

    /// Every occupied square, as a 64-bit set.
    pub fn occupancy(&self, pos: &Position) -> u64 {
        pos.occupied()
    }

    #[inline]
    fn king_square(&self, pos: &Position, side: Side) -> usize {
        (pos.by_role[self.t.royal[side.index()]] & pos.by_side[side.index()]).lsb()
    }

    fn in_check(&self, pos: &Position) -> bool {
        if !self.has_king(pos, pos.turn) {
            return false;
        }
        let k = self.king_square(pos, pos.turn);
        self.attackers(pos, k, pos.occupied(), !pos.turn) != 0
    }

    /// Pieces of the side to move that stand alone between their king and an enemy line piece.
    #[inline]
    fn pinned(&self, pos: &Position, k: usize, occ: u64) -> u64 {
        let us = pos.turn.index();
        let them = 1 - us;
        let snipers = ((self.lines.rook(k, 0) & self.role_set(pos, &self.t.rook_attackers[them]))
            | (self.lines.bishop(k, 0) & self.role_set(pos, &self.t.bishop_attackers[them])))
            & pos.by_side[them];
        let mut pinned = 0;
        for s in snipers.squares() {
            let b = self.lines.between(k, s) & occ;
            if b != 0 && !b.more_than_one() && b & pos.by_side[us] != 0 {
                pinned |= b;
            }
        }
        pinned
    }

    /// Quiet and capture targets of one piece, ignoring check (friendly squares excluded).
    #[inline]
    fn reach(&self, role: RoleId, side: Side, from: usize, occ: u64) -> (u64, u64) {
        let t = self.t;
        let s = side.index();
        let mut quiet = t.quiet_leaps[role][s][from];
        let mut capture = t.capture_leaps[role][s][from];
        let (ql, cl) = (t.quiet_lines[role], t.capture_lines[role]);
        if (ql | cl) & ROOK_LINES != 0 {
            let r = self.lines.rook(from, occ);
            if ql & ROOK_LINES != 0 {
                quiet |= r;
            }
            if cl & ROOK_LINES != 0 {
                capture |= r;
            }
        }
        if (ql | cl) & BISHOP_LINES != 0 {
            let b = self.lines.bishop(from, occ);
            if ql & BISHOP_LINES != 0 {
                quiet |= b;
            }
            if cl & BISHOP_LINES != 0 {
                capture |= b;
            }
        }
        (quiet & !occ, capture & occ)
    }

    /// Whether the side that just moved has its king on the far rank (the game is over).
    #[inline]
    fn camp_reached(&self, pos: &Position, side: Side) -> bool {
        pos.by_role[self.t.royal[side.index()]] & pos.by_side[side.index()] & FAR_RANK[side.index()] != 0
    }

    fn generate(&self, pos: &Position, list: &mut MoveList<Move>) {
        let spec = self.spec;
        let us = pos.turn;
        let them = !us;
        if spec.campmate && self.camp_reached(pos, them) {
            return;
        }
        let ours = pos.by_side[us.index()];
        let theirs = pos.by_side[them.index()];
        let occ = ours | theirs;
        let royal = self.t.royal[us.index()];
        let king = pos.by_role[royal] & ours;
        // A side without its king (taken after a position that left it in check, which
        // Fairy-Stockfish reads and plays on from) has no check to mind.
        let (check_mask, pinned) = if king == 0 {
            (!0, 0)
        } else {
            let k = king.lsb();
            let checkers = self.attackers(pos, k, occ, them);
            let (quiet, capture) = self.reach(royal, us, k, occ);
            let without_king = occ ^ king;
            for to in (quiet | (capture & theirs)).squares() {
                if self.attackers(pos, to, without_king, them) == 0 {
                    list.push(Move::new(k, to, MoveKind::Normal));
                }
            }
            if checkers.more_than_one() {
                return;
            }
            if checkers == 0 && pos.castling != 0 {
                self.castlings(pos, list);
            }
            let check_mask = if checkers != 0 { checkers | self.lines.between(k, checkers.lsb()) } else { !0 };
            (check_mask, self.pinned(pos, k, occ))
        };
        for &role in spec.armies[us.index()] {
            if role == royal {
                continue;
            }
            let rs = &spec.roles[role];
            for from in (pos.by_role[role] & ours).squares() {
                let (quiet, capture) = self.reach(role, us, from, occ);
                let mut targets = (quiet | (capture & theirs)) & check_mask;
                let mut double = 0u64;
                if rs.double_step && SECOND_RANK[us.index()] & (1 << from) != 0 {
                    let one = forward(from, us);
                    let two = forward(one, us);
                    if occ & (1 << one | 1 << two) == 0 {
                        double = (1 << two) & check_mask;
                    }
                }
                if pinned & (1 << from) != 0 {
                    let line = self.lines.line(king.lsb(), from);
                    targets &= line;
                    double &= line;
                }
                if !rs.promotions.is_empty() {
                    let promoting = targets & FAR_RANK[us.index()];
                    targets ^= promoting;
                    for to in promoting.squares() {
                        for &p in rs.promotions {
                            list.push(Move {
                                from: from as u8,
                                to: to as u8,
                                promotion: p as u8,
                                kind: MoveKind::Normal,
                            });
                        }
                    }
                }
                for to in targets.squares() {
                    list.push(Move::new(from, to, MoveKind::Normal));
                }
                if double != 0 {
                    list.push(Move::new(from, double.lsb(), MoveKind::DoubleStep));
                }
            }
        }
        if pos.ep != NO_SQUARE {
            let ep = pos.ep as usize;
            for from in self.en_passant_capturers(pos, ep).squares() {
                let m = Move::new(from, ep, MoveKind::EnPassant);
                if self.leaves_king_safe(pos, m) {
                    list.push(m);
                }
            }
        }
    }

    /// Pieces of the side to move that could take en passant on `ep`.
    fn en_passant_capturers(&self, pos: &Position, ep: usize) -> u64 {
        let us = pos.turn.index();
        let mut from = 0;
        for &role in self.spec.armies[us] {
            if self.spec.roles[role].en_passant {
                from |= pos.by_role[role] & self.t.attacks_onto[role][us][ep];
            }
        }
        from & pos.by_side[us]
    }

    fn leaves_king_safe(&self, pos: &Position, m: Move) -> bool {
        let after = self.play_move(pos, m);
        !self.has_king(&after, pos.turn) || {
            let k = self.king_square(&after, pos.turn);
            self.attackers(&after, k, after.occupied(), after.turn) == 0
        }
    }

    #[inline]
    fn has_king(&self, pos: &Position, side: Side) -> bool {
        pos.by_role[self.t.royal[side.index()]] & pos.by_side[side.index()] != 0
    }

    fn castlings(&self, pos: &Position, list: &mut MoveList<Move>) {
        let us = pos.turn;
        let rights = pos.castling >> (2 * us.index()) & 3;
        if rights == 0 {
            return;
        }
        let base = if us == Side::White { 0 } else { 56 };
        let occ = pos.occupied();
        let them = !us;
        let safe = |sq: usize| self.attackers(pos, sq, occ, them) == 0;
        if rights & 1 != 0 && occ & (0b0110_0000 << base) == 0 && safe(base + 5) && safe(base + 6) {
            list.push(Move::new(base + 4, base + 6, MoveKind::Castle));
        }
        if rights & 2 != 0 && occ & (0b0000_1110 << base) == 0 && safe(base + 3) && safe(base + 2) {
            list.push(Move::new(base + 4, base + 2, MoveKind::Castle));
        }
    }

    fn play_move(&self, pos: &Position, m: Move) -> Position {
        let keys = keys();
        let mut p = *pos;
        let us = p.turn;
        let from = m.from as usize;
        let to = m.to as usize;
        let captured_on = match m.kind {
            MoveKind::EnPassant => {
                if us == Side::White {
                    to - 8
                } else {
                    to + 8
                }
            }
            _ => to,
        };
        let mut reset = false;
        if p.board[captured_on] != EMPTY {
            p.take(captured_on, keys);
            reset = true;
        }
        let (_, role) = p.take(from, keys);
        reset |= self.spec.roles[role].resets_clock;
        let lands_as = if m.promotion == EMPTY { role } else { m.promotion as usize };
        p.put(to, us, lands_as, keys);
        if m.kind == MoveKind::Castle {
            let (rook_from, rook_to) = if to > from { (to + 1, to - 1) } else { (to - 2, to + 1) };
            let (_, rook) = p.take(rook_from, keys);
            p.put(rook_to, us, rook, keys);
        }
        let rights = p.castling & self.t.castle_mask[from] & self.t.castle_mask[to];
        if rights != p.castling {
            p.key ^= keys.castling[p.castling as usize] ^ keys.castling[rights as usize];
            p.castling = rights;
        }
        if p.ep != NO_SQUARE {
            p.key ^= keys.en_passant_file[p.ep as usize % 8];
            p.ep = NO_SQUARE;
        }
        p.halfmoves = if reset { 0 } else { p.halfmoves.saturating_add(1) };
        if us == Side::Black {
            p.fullmoves = p.fullmoves.saturating_add(1);
        }
        p.turn = !us;
        p.key ^= keys.black_to_move;
        if m.kind == MoveKind::DoubleStep {
            let ep = (from + to) / 2;
            if self.en_passant_capturers(&p, ep) != 0 {
                p.ep = ep as u8;
                if self
                    .en_passant_capturers(&p, ep)
                    .squares()
                    .any(|f| self.leaves_king_safe(&p, Move::new(f, ep, MoveKind::EnPassant)))
                {
                    p.key ^= keys.en_passant_file[ep % 8];
                } else {
                    p.ep = NO_SQUARE;
                }
            }
        }
        p
    }

    fn compute_key(&self, pos: &Position) -> u64 {
        let keys = keys();
        let mut key = 0;
        for sq in 0..64 {
            let code = pos.board[sq];
            if code != EMPTY {
                let side = code as usize / 16;
                key ^= keys.piece(side * 32 + (code as usize & 15), sq);
            }
        }
        if pos.turn == Side::Black {
            key ^= keys.black_to_move;
        }
        // Every rights set has a key, the empty set included, so updates are one XOR pair.
        key ^= keys.castling[pos.castling as usize];
        if pos.ep != NO_SQUARE {
            key ^= keys.en_passant_file[pos.ep as usize % 8];
        }
        key
    }

    fn label(&self, side: Side, role: RoleId) -> char {
        let l = self.spec.roles[role].letter;
        if side == Side::White { l } else { l.to_ascii_lowercase() }
    }

    fn piece_on(&self, pos: &Position, sq: usize) -> Option<(Side, RoleId)> {
        let code = pos.board[sq];
        (code != EMPTY).then_some((if code >= 16 { Side::Black } else { Side::White }, code as usize & 15))
    }

    fn coord_index(&self, c: Coord) -> Option<usize> {
        self.geometry.index(c)
    }

    /// The piece on `sq` with its side, as a refusal names it (`White Pawn`), or "nothing".
    fn name_at(&self, pos: &Position, sq: usize) -> Said {
        sided_piece_said(self.piece_on(pos, sq).map(|(side, role)| (side, piece_said(self.spec.roles[role].name))))
    }

    fn explain_castling(&self, pos: &Position, from: usize, to: usize) -> Said {
        let us = pos.turn;
        let king_side = to > from;
        let right = 1u8 << (2 * us.index() + usize::from(!king_side));
        let base = if us == Side::White { 0 } else { 56 };
        if !self.spec.castling[us.index()] {
            return by_side(us, "why-never-castles-white", "why-never-castles-black").arg("game", self.spec.info.name);
        }
        if pos.castling & right == 0 {
            return Said::new(match (us, king_side) {
                (Side::White, true) => "why-castled-rights-gone-white-king-side",
                (Side::White, false) => "why-castled-rights-gone-white-queen-side",
                (Side::Black, true) => "why-castled-rights-gone-black-king-side",
                (Side::Black, false) => "why-castled-rights-gone-black-queen-side",
            });
        }
        let between: u64 = if king_side { 0b0110_0000 << base } else { 0b0000_1110 << base };
        if let Some(sq) = (between & pos.occupied()).squares().next() {
            return Said::new("why-castling-between-taken")
                .arg("piece", self.name_at(pos, sq))
                .arg("square", self.geometry.coord(sq).to_string());
        }
        if self.in_check(pos) {
            return Said::new("why-castling-out-of-check");
        }
        let path = if king_side { [base + 5, base + 6] } else { [base + 3, base + 2] };
        for sq in path {
            if self.attackers(pos, sq, pos.occupied(), !us) != 0 {
                return Said::new("why-castling-through-attack").arg("square", self.geometry.coord(sq).to_string());
            }
        }
        Said::new("why-castling-impossible")
    }

    /// SAN as Fairy-Stockfish writes it (its `move_to_san`): pawns (the roles with a double
    /// step) have no letter and show their file when capturing; other pieces are told apart by
    /// file, else rank, else square, from the legal moves of the same kind to the same square.
    fn standard_algebraic(&self, pos: &Position, mv: Move) -> String {
        let g = &self.geometry;
        let from = mv.from as usize;
        let to = mv.to as usize;
        let mut san = String::new();
        if mv.kind == MoveKind::Castle {
            san.push_str(if to > from { "O-O" } else { "O-O-O" });
        } else {
            let (_, role) = self.piece_on(pos, from).expect("a legal move has a piece");
            let pawn = self.spec.roles[role].double_step;
            let capture = mv.kind == MoveKind::EnPassant || pos.board[to] != EMPTY;
            if !pawn {
                san.push(self.spec.roles[role].letter);
            }
            let from_c = g.coord(from);
            if pawn && capture {
                san.push(from_c.file_char());
            } else if !pawn {
                let mut moves = MoveList::new();
                self.generate(pos, &mut moves);
                let others: Vec<Coord> = moves
                    .iter()
                    .filter(|o| {
                        o.to == mv.to
                            && o.from != mv.from
                            && o.promotion == mv.promotion
                            && self.piece_on(pos, o.from as usize).map(|(_, r)| r) == Some(role)
                    })
                    .map(|o| g.coord(o.from as usize))
                    .collect();
                san.push_str(&crate::notation::san_disambiguation(from_c, &others));
            }
            if capture {
                san.push('x');
            }
            let _ = write!(san, "{}", g.coord(to));
            if mv.promotion != EMPTY {
                san.push('=');
                san.push(self.spec.roles[mv.promotion as usize].letter);
            }
        }
        let after = self.play_move(pos, mv);
        if self.in_check(&after) {
            let mut replies = MoveList::new();
            self.generate(&after, &mut replies);
            san.push(if replies.is_empty() { '#' } else { '+' });
        }
        san
    }

    fn dead(&self, pos: &Position) -> bool {
        if !self.spec.insufficient_material {
            return false;
        }
        // Orthodox chess: roles are P N B R Q K in that order.
        let (pawns, knights, bishops, rooks, queens) =
            (pos.by_role[0], pos.by_role[1], pos.by_role[2], pos.by_role[3], pos.by_role[4]);
        if pawns | rooks | queens != 0 {
            return false;
        }
        let minors = knights | bishops;
        if minors.count_ones() <= 1 {
            return true;
        }
        const LIGHT: u64 = 0x55AA_55AA_55AA_55AA;
        knights == 0 && (bishops & LIGHT == 0 || bishops & !LIGHT == 0)
    }
}

impl ChessFamily {
    /// The position's outcome; `any_move` says whether the side to move has a legal move (asked
    /// only once the rules that need no moves have been looked at).
    fn judge(&self, pos: &Position, any_move: impl FnOnce() -> bool) -> Option<Outcome> {
        let them = !pos.turn;
        if self.spec.campmate && self.camp_reached(pos, them) {
            return Some(Outcome::Win { winner: them, reason: Reason::Campmate });
        }
        if !self.has_king(pos, pos.turn) {
            return Some(Outcome::Win { winner: them, reason: Reason::KingCaptured });
        }
        if any_move() {
            return None;
        }
        Some(if self.in_check(pos) {
            Outcome::Win { winner: them, reason: Reason::Checkmate }
        } else if self.spec.stalemated_loses {
            Outcome::Win { winner: them, reason: Reason::Stalemate }
        } else {
            Outcome::Draw { reason: Reason::Stalemate }
        })
    }
}

impl Game for ChessFamily {
    fn in_check(&self, pos: &Position) -> bool {
        ChessFamily::in_check(self, pos)
    }

    fn checked_royals(&self, pos: &Position) -> Vec<Coord> {
        if ChessFamily::in_check(self, pos) {
            vec![self.geometry.coord(self.king_square(pos, pos.turn))]
        } else {
            vec![]
        }
    }

    type Position = Position;
    type Move = Move;

    fn info(&self) -> &'static VariantInfo {
        &self.spec.info
    }

    fn options(&self) -> &Options {
        &self.options
    }

    fn geometry(&self) -> &Geometry {
        &self.geometry
    }

    fn start_position(&self) -> Position {
        self.read_position(self.spec.start).expect("the start position is valid")
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

    fn draw_rules(&self) -> DrawRules {
        self.spec.draw_rules
    }

    fn quiet_plies(&self, pos: &Position) -> Option<u32> {
        Some(pos.halfmoves as u32)
    }

    fn dead_position(&self, pos: &Position) -> bool {
        self.dead(pos)
    }

    fn move_text(&self, pos: &Position, mv: Move) -> MoveText {
        let g = &self.geometry;
        let (side, role) = self.piece_on(pos, mv.from as usize).expect("a legal move has a piece");
        let from = g.coord(mv.from as usize);
        let to = g.coord(mv.to as usize);
        let mut text =
            MoveText::new(Part::Move { label: Some(self.label(side, role).to_string()), from, to: Target::Square(to) });
        if mv.promotion != EMPTY {
            let kind = if self.spec.roles[role].promotions.len() > 1 { PartKind::Choice } else { PartKind::Automatic };
            let label = self.label(side, mv.promotion as usize).to_string();
            text = text.with(Part::Drop { label, at: to, coordinate: false }, kind);
        }
        match mv.kind {
            MoveKind::Castle => {
                let (rf, rt) = if mv.to > mv.from { (mv.to + 1, mv.to - 1) } else { (mv.to - 2, mv.to + 1) };
                let (rs, rr) = self.piece_on(pos, rf as usize).expect("castling has its rook");
                text = text.with(
                    Part::Move {
                        label: Some(self.label(rs, rr).to_string()),
                        from: g.coord(rf as usize),
                        to: Target::Square(g.coord(rt as usize)),
                    },
                    PartKind::Implied,
                );
            }
            MoveKind::EnPassant => {
                let taken = if side == Side::White { mv.to - 8 } else { mv.to + 8 };
                text = text.with(Part::Remove { at: g.coord(taken as usize) }, PartKind::Implied);
            }
            MoveKind::Normal | MoveKind::DoubleStep => {}
        }
        text
    }

    fn coordinate(&self, _pos: &Position, mv: Move) -> String {
        let g = &self.geometry;
        let mut s = format!("{}{}", g.coord(mv.from as usize), g.coord(mv.to as usize));
        if mv.promotion != EMPTY {
            s.push(self.spec.roles[mv.promotion as usize].letter.to_ascii_lowercase());
        }
        s
    }

    fn piece_at(&self, pos: &Position, at: Coord) -> Option<PieceInfo> {
        let (side, role) = self.piece_on(pos, self.coord_index(at)?)?;
        Some(PieceInfo {
            side,
            label: self.label(side, role).to_string(),
            name: self.spec.roles[role].name,
            promoted_from: None,
            neutral: false,
        })
    }

    #[inline]
    fn letter_at(&self, pos: &Position, index: usize) -> Option<(Side, char, bool)> {
        let (side, role) = if index < 64 { self.piece_on(pos, index)? } else { return None };
        Some((side, self.label(side, role), false))
    }

    fn san(&self, pos: &Position, mv: Move) -> Option<String> {
        Some(self.standard_algebraic(pos, mv))
    }

    fn pgn_variant(&self) -> Option<&'static str> {
        self.spec.pgn_variant
    }

    fn explain(&self, pos: &Position, from: Coord, to: &Target) -> Option<Said> {
        let Target::Square(to_c) = to else {
            return Some(Said::new("why-never-off-board"));
        };
        let f = self.coord_index(from)?;
        let t = self.coord_index(*to_c)?;
        let (side, role) = self.piece_on(pos, f)?;
        if side != pos.turn {
            return None;
        }
        let rs = &self.spec.roles[role];
        let name = piece_said(rs.name);
        let king_name = piece_said(self.spec.roles[self.t.royal[side.index()]].name);
        let us = side.index();
        let (from_s, to_s) = (from.to_string(), to_c.to_string());
        if f == t {
            return Some(Said::new("why-same-square"));
        }
        if rs.royal && (f == 4 || f == 60) && f / 8 == t / 8 && f.abs_diff(t) == 2 {
            return Some(self.explain_castling(pos, f, t));
        }
        if pos.by_side[us] & (1 << t) != 0 {
            return Some(
                Said::new("why-own-piece-there")
                    .arg("piece", piece_said(self.spec.roles[self.piece_on(pos, t)?.1].name))
                    .arg("square", to_s),
            );
        }
        let occ = pos.occupied();
        let enemy = pos.by_side[1 - us] & (1 << t) != 0;
        let (quiet, capture) = self.reach(role, side, f, occ);
        let mut reachable = if enemy { capture & (1 << t) != 0 } else { quiet & (1 << t) != 0 };
        if rs.double_step && !enemy && SECOND_RANK[us] & (1 << f) != 0 {
            let one = forward(f, side);
            reachable |= forward(one, side) == t && occ & (1 << one) == 0;
        }
        if rs.en_passant && pos.ep as usize == t {
            reachable |= capture & (1 << t) == 0 && self.t.capture_leaps[role][us][f] & (1 << t) != 0;
        }
        if reachable {
            if self.spec.campmate && self.camp_reached(pos, !side) {
                return Some(Said::new("why-game-over"));
            }
            return Some(if rs.royal {
                Said::new("why-king-in-check-there").arg("king", king_name).arg("square", to_s)
            } else if self.in_check(pos) {
                Said::new("why-still-in-check").arg("king", king_name)
            } else {
                Said::new("why-leaves-king-in-check").arg("piece", name).arg("square", from_s).arg("king", king_name)
            });
        }
        let (quiet_open, capture_open) = self.reach(role, side, f, 0);
        let quiet_open = quiet_open | self.t.quiet_leaps[role][us][f];
        let capture_open = capture_open
            | self.t.capture_leaps[role][us][f]
            | if self.t.capture_lines[role] & ROOK_LINES != 0 { self.lines.rook(f, 0) } else { 0 }
            | if self.t.capture_lines[role] & BISHOP_LINES != 0 { self.lines.bishop(f, 0) } else { 0 };
        let way = if enemy { capture_open } else { quiet_open };
        if way & (1 << t) != 0
            && let Some(block) = (self.lines.between(f, t) & occ).squares().min_by_key(|&b| b.abs_diff(f))
        {
            return Some(
                Said::new("why-blocked-by")
                    .arg("from", from_s)
                    .arg("to", to_s)
                    .arg("piece", self.name_at(pos, block))
                    .arg("square", self.geometry.coord(block).to_string()),
            );
        }
        if rs.double_step && !enemy && f / 8 != t / 8 && f % 8 == t % 8 && t.abs_diff(f) == 16 {
            return Some(Said::new("why-two-squares-from-start").arg("piece", name));
        }
        if !enemy && capture_open & (1 << t) != 0 {
            return Some(Said::new("why-only-to-capture").arg("piece", name).arg("square", to_s));
        }
        if enemy && quiet_open & (1 << t) != 0 {
            return Some(Said::new("why-cannot-capture-that-way").arg("piece", name));
        }
        Some(Said::new("why-not-that-way").arg("piece", name))
    }

    fn read_position(&self, text: &str) -> Result<Position, PositionError> {
        read_fen(self, text)
    }

    fn write_position(&self, pos: &Position) -> String {
        let mut fen = crate::diagram::fen_ranks(8, 8, |sq| {
            self.piece_on(pos, sq).map(|(side, role)| self.label(side, role).to_string())
        });
        let _ = write!(fen, " {} ", pos.turn.fen_char());
        if pos.castling == 0 {
            fen.push('-');
        }
        for (bit, c) in [(1, 'K'), (2, 'Q'), (4, 'k'), (8, 'q')] {
            if pos.castling & bit != 0 {
                fen.push(c);
            }
        }
        if pos.ep == NO_SQUARE {
            fen.push_str(" -");
        } else {
            let _ = write!(fen, " {}", self.geometry.coord(pos.ep as usize));
        }
        let _ = write!(fen, " {} {}", pos.halfmoves, pos.fullmoves);
        fen
    }

    fn board_text(&self, pos: &Position, view: Side) -> String {
        crate::diagram::text_board(8, 8, view, 1, |sq| {
            self.piece_on(pos, sq).map_or('.', |(s, role)| self.label(s, role)).to_string()
        })
    }

    fn key(&self, pos: &Position) -> u64 {
        pos.key
    }

    fn key_from_scratch(&self, pos: &Position) -> u64 {
        self.compute_key(pos)
    }
}

fn read_fen(game: &ChessFamily, text: &str) -> Result<Position, PositionError> {
    let spec = game.spec;
    let keys = keys();
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.is_empty() {
        return Err(PositionError::new("the position text is empty"));
    }
    if fields.len() > 6 {
        return Err(PositionError::new(format!("a FEN has at most 6 fields, this has {}", fields.len())));
    }
    let mut pos = Position {
        by_role: [0; MAX_ROLES],
        by_side: [0; 2],
        board: [EMPTY; 64],
        turn: Side::White,
        castling: 0,
        ep: NO_SQUARE,
        halfmoves: 0,
        fullmoves: 1,
        key: 0,
    };
    let mut letters: Vec<char> = spec.roles.iter().map(|r| r.letter).collect();
    letters.dedup();
    let letters: String = letters.into_iter().collect();
    crate::diagram::read_ranks(fields[0], 8, 8, false, |sq, rank, c, marked| {
        let side = if c.is_ascii_uppercase() { Side::White } else { Side::Black };
        let upper = c.to_ascii_uppercase();
        let found = spec.armies[side.index()].iter().find(|&&r| spec.roles[r].letter == upper);
        let Some(&role) = found.filter(|_| !marked) else {
            return Err(match spec.roles.iter().find(|r| r.letter == upper) {
                Some(r) if !marked => PositionError::new(format!(
                    "\"{c}\" on rank {rank}: {side} has no {} in {}",
                    r.name, spec.info.name
                )),
                _ => PositionError::new(format!(
                    "\"{c}{}\" on rank {rank} is not a piece of {} (its letters: {letters}, upper case White, lower case Black)",
                    if marked { "'" } else { "" },
                    spec.info.name
                )),
            });
        };
        pos.put(sq, side, role, keys);
        Ok(())
    })?;
    pos.turn = match fields.get(1).copied().unwrap_or("w") {
        "w" | "W" => Side::White,
        "b" | "B" => Side::Black,
        other => return Err(PositionError::new(format!("the side to move must be \"w\" or \"b\", not \"{other}\""))),
    };
    for side in Side::ALL {
        let ours = pos.by_side[side.index()];
        let royal = game.t.royal[side.index()];
        let kings = (pos.by_role[royal] & ours).count_ones();
        let king_name = spec.roles[royal].name;
        if kings != 1 {
            return Err(PositionError::new(format!("{side} must have exactly one {king_name}, and has {kings}")));
        }
        if ours.count_ones() > 16 {
            return Err(PositionError::new(format!(
                "{side} has {} pieces; at most 16 are possible",
                ours.count_ones()
            )));
        }
        for &role in spec.armies[side.index()] {
            let rs = &spec.roles[role];
            let pieces = pos.by_role[role] & ours;
            if !rs.promotions.is_empty() && pieces & FAR_RANK[side.index()] != 0 {
                return Err(PositionError::new(format!(
                    "a {side} {} cannot stand on {}: it promotes there",
                    rs.name,
                    game.geometry.coord((pieces & FAR_RANK[side.index()]).lsb())
                )));
            }
            if rs.double_step && pieces & FIRST_RANK[side.index()] != 0 {
                return Err(PositionError::new(format!(
                    "a {side} {} cannot stand on {}",
                    rs.name,
                    game.geometry.coord((pieces & FIRST_RANK[side.index()]).lsb())
                )));
            }
        }
    }
    if let Some(&castling) = fields.get(2)
        && castling != "-"
    {
        for c in castling.chars() {
            let (bit, side, king_side) = match c {
                'K' => (1, Side::White, true),
                'Q' => (2, Side::White, false),
                'k' => (4, Side::Black, true),
                'q' => (8, Side::Black, false),
                _ => {
                    return Err(PositionError::new(format!(
                        "\"{c}\" is not a castling right: write some of KQkq, or \"-\""
                    )));
                }
            };
            if !spec.castling[side.index()] {
                return Err(PositionError::new(format!("{side} never castles in {}", spec.info.name)));
            }
            if pos.castling & bit != 0 {
                return Err(PositionError::new(format!("castling right \"{c}\" is written twice")));
            }
            let base = if side == Side::White { 0 } else { 56 };
            let king_home = base + 4;
            let rook_home = if king_side { base + 7 } else { base };
            let king_there = game.piece_on(&pos, king_home) == Some((side, game.t.royal[side.index()]));
            let rook_there =
                matches!(game.piece_on(&pos, rook_home), Some((s, r)) if s == side && spec.roles[r].castling_rook);
            if !king_there || !rook_there {
                return Err(PositionError::new(format!(
                    "castling right \"{c}\" needs the {side} king on {} and a rook on {}",
                    game.geometry.coord(king_home),
                    game.geometry.coord(rook_home)
                )));
            }
            pos.castling |= bit;
        }
    }
    if let Some(&ep) = fields.get(3)
        && ep != "-"
    {
        let sq = Coord::parse(ep).and_then(|c| game.geometry.index(c)).ok_or_else(|| {
            PositionError::new(format!("the en-passant field must be a square or \"-\", not \"{ep}\""))
        })?;
        let (rank, behind) = if pos.turn == Side::White { (5, sq.wrapping_sub(8)) } else { (2, sq + 8) };
        let double_steppers = spec.armies[(!pos.turn).index()].iter().filter(|&&r| spec.roles[r].double_step);
        let pawn_behind = double_steppers.into_iter().any(|&r| game.piece_on(&pos, behind) == Some((!pos.turn, r)));
        if sq / 8 != rank || !pawn_behind || pos.board[sq] != EMPTY {
            return Err(PositionError::new(format!(
                "en-passant square {ep} does not follow a double step by the side that just moved"
            )));
        }
        // Kept only where a capture there is legal, as Fairy-Stockfish writes FENs.
        if game
            .en_passant_capturers(&pos, sq)
            .squares()
            .any(|f| game.leaves_king_safe(&pos, Move::new(f, sq, MoveKind::EnPassant)))
        {
            pos.ep = sq as u8;
        }
    }
    if let Some(&half) = fields.get(4) {
        pos.halfmoves = half
            .parse()
            .map_err(|_| PositionError::new(format!("the half-move clock must be a whole number, not \"{half}\"")))?;
    }
    if let Some(&full) = fields.get(5) {
        let n: u16 = full
            .parse()
            .map_err(|_| PositionError::new(format!("the move number must be a whole number, not \"{full}\"")))?;
        pos.fullmoves = n.max(1);
    }
    pos.key = game.compute_key(&pos);
    Ok(pos)
}
