//! Koan (Ko-An; David Welch and Paul Whitehorn, 1994), per `docs/games/koan.md`: 61 spaces
//! of a truncated-square tiling in an 11×11 frame. A piece moves one space forward, as the
//! space it stands on allows; it captures only a piece standing on a space of its own kind.

use std::fmt::Write;
use std::sync::LazyLock;

use ortoo_i18n::Said;

use crate::game::{Game, MoveList, PieceInfo, PieceValues, PositionError, Tiling, VariantInfo};
use crate::geometry::{Coord, Geometry};
use crate::notation::{MoveText, Part, Target};
use crate::options::Options;
use crate::outcome::{Outcome, Reason};
use crate::side::Side;
use crate::zobrist::keys;

const SIZE: usize = 121;
const FILES: u8 = 11;

/// A piece's kind: octagonal or square. Each captures only on spaces of its own shape.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    Octagonal,
    Square,
}

impl Kind {
    const fn letter(self) -> char {
        match self {
            Kind::Octagonal => 'O',
            Kind::Square => 'S',
        }
    }
    const fn name(self) -> &'static str {
        match self {
            Kind::Octagonal => "octagonal piece",
            Kind::Square => "square piece",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Piece {
    pub side: Side,
    pub kind: Kind,
}

impl Piece {
    fn label(self) -> char {
        let l = self.kind.letter();
        if self.side == Side::White { l } else { l.to_ascii_lowercase() }
    }
    fn zobrist_kind(self) -> usize {
        self.side.index() * 32 + self.kind as usize
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Position {
    cells: [Option<Piece>; SIZE],
    turn: Side,
    key: u64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: u8,
    pub to: u8,
}

/// A space is an octagon when its column and row (from zero) are both even, a square when both
/// are odd; the other cells of the frame are not spaces.
pub fn is_space(file: u8, rank: u8) -> bool {
    file % 2 == rank % 2
}

fn is_octagon(index: usize) -> bool {
    (index % FILES as usize).is_multiple_of(2)
}

pub static INFO: VariantInfo = VariantInfo {
    id: "koan",
    name: "Koan",
    files: 11,
    ranks: 11,
    options: &[],
    tiling: Tiling::Octagons,
    notes: &[
        "A piece moves as the space it stands on allows (from an octagon straight ahead to the next octagon or diagonally to a square; from a square diagonally to an octagon) and captures only on a space of its own shape.",
        "A player with no move, or no pieces, loses; there are no draws except by agreement.",
    ],
    uci_name: "koan",
    sides: crate::Sides::Chess,
    piece_values: PieceValues::of(&[
        // Octagonal pieces have three ways forward, square pieces two.
        (b'O', 110),
        (b'S', 90),
    ]),
    summary: "Welch and Whitehorn's race across a board of octagons and squares: every move goes \
              one space forward, a piece captures only on a space of its own shape, and the \
              first piece to reach the far row wins.",
};

static GEOMETRY: LazyLock<Geometry> = LazyLock::new(|| Geometry::masked(11, 11, is_space));

pub struct Koan {
    geometry: Geometry,
    options: Options,
}

impl Default for Koan {
    fn default() -> Self {
        Koan::new()
    }
}

impl Koan {
    pub fn new() -> Koan {
        Koan { geometry: *GEOMETRY, options: Options::default() }
    }

    /// The spaces a piece on `from` may step to, for `side`.
    fn steps(&self, from: usize, side: Side) -> impl Iterator<Item = usize> + '_ {
        let forward = if side == Side::White { 1 } else { -1 };
        let straight = is_octagon(from).then(|| self.geometry.offset(from, 0, 2 * forward)).flatten();
        [self.geometry.offset(from, -1, forward), self.geometry.offset(from, 1, forward), straight]
            .into_iter()
            .flatten()
    }

    fn may_capture(kind: Kind, target: usize) -> bool {
        match kind {
            Kind::Octagonal => is_octagon(target),
            Kind::Square => !is_octagon(target),
        }
    }

    fn far_row(side: Side) -> usize {
        if side == Side::White { 10 } else { 0 }
    }

    /// Whether `side` has a piece on its goal row (it has won).
    fn arrived(&self, pos: &Position, side: Side) -> bool {
        let row = Self::far_row(side);
        (0..FILES as usize).any(|f| pos.cells[row * FILES as usize + f].is_some_and(|p| p.side == side))
    }

    fn compute_key(pos: &Position) -> u64 {
        let keys = keys();
        let mut key = if pos.turn == Side::Black { keys.black_to_move } else { 0 };
        for (i, cell) in pos.cells.iter().enumerate() {
            if let Some(p) = cell {
                key ^= keys.piece(p.zobrist_kind(), i);
            }
        }
        key
    }
}

impl Game for Koan {
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
        self.read_position("oooooo/sssss/6/5/6/5/6/5/6/SSSSS/OOOOOO w").expect("the start position is valid")
    }

    fn turn(&self, pos: &Position) -> Side {
        pos.turn
    }

    fn legal_moves(&self, pos: &Position, moves: &mut MoveList<Move>) {
        if self.arrived(pos, !pos.turn) {
            return;
        }
        for from in 0..SIZE {
            let Some(piece) = pos.cells[from] else { continue };
            if piece.side != pos.turn {
                continue;
            }
            for to in self.steps(from, piece.side) {
                let fits = match pos.cells[to] {
                    None => true,
                    Some(target) => target.side != piece.side && Self::may_capture(piece.kind, to),
                };
                if fits {
                    moves.push(Move { from: from as u8, to: to as u8 });
                }
            }
        }
    }

    fn play(&self, pos: &Position, mv: Move) -> Position {
        let keys = keys();
        let mut next = pos.clone();
        let (from, to) = (mv.from as usize, mv.to as usize);
        let piece = next.cells[from].take().expect("a legal move has a piece");
        next.key ^= keys.piece(piece.zobrist_kind(), from);
        if let Some(taken) = next.cells[to] {
            next.key ^= keys.piece(taken.zobrist_kind(), to);
        }
        next.cells[to] = Some(piece);
        next.key ^= keys.piece(piece.zobrist_kind(), to) ^ keys.black_to_move;
        next.turn = !pos.turn;
        next
    }

    fn status(&self, pos: &Position) -> Option<Outcome> {
        let mut moves = MoveList::new();
        self.legal_moves(pos, &mut moves);
        self.status_given_moves(pos, &moves)
    }

    fn status_given_moves(&self, pos: &Position, legal: &[Move]) -> Option<Outcome> {
        let them = !pos.turn;
        if self.arrived(pos, them) {
            return Some(Outcome::Win { winner: them, reason: Reason::FarRow });
        }
        legal.is_empty().then_some(Outcome::Win { winner: them, reason: Reason::NoMoves })
    }

    fn move_text(&self, pos: &Position, mv: Move) -> MoveText {
        let piece = pos.cells[mv.from as usize].expect("a legal move has a piece");
        MoveText::new(Part::Move {
            label: Some(piece.label().to_string()),
            from: self.geometry.coord(mv.from as usize),
            to: Target::Square(self.geometry.coord(mv.to as usize)),
        })
    }

    fn coordinate(&self, _pos: &Position, mv: Move) -> String {
        format!("{}{}", self.geometry.coord(mv.from as usize), self.geometry.coord(mv.to as usize))
    }

    fn piece_at(&self, pos: &Position, at: Coord) -> Option<PieceInfo> {
        let p = pos.cells[self.geometry.index(at)?]?;
        Some(PieceInfo {
            side: p.side,
            label: p.label().to_string(),
            name: p.kind.name(),
            promoted_from: None,
            neutral: false,
        })
    }

    #[inline]
    fn letter_at(&self, pos: &Position, index: usize) -> Option<(Side, char, bool)> {
        let p = if self.geometry.contains(index) { pos.cells.get(index).copied().flatten()? } else { return None };
        Some((p.side, p.label(), false))
    }

    fn explain(&self, pos: &Position, from: Coord, to: &Target) -> Option<Said> {
        let Target::Square(to_c) = to else {
            return Some(Said::new("why-never-off-board-in").arg("game", INFO.name));
        };
        let (f, t) = (self.geometry.index(from)?, self.geometry.index(*to_c)?);
        let piece = pos.cells[f]?;
        if !self.steps(f, piece.side).any(|s| s == t) {
            return Some(Said::new(if is_octagon(f) {
                "why-koan-step-from-octagon"
            } else {
                "why-koan-step-from-square"
            }));
        }
        match pos.cells[t] {
            Some(p) if p.side == piece.side => Some(Said::new("why-own-piece-any").arg("square", to_c.to_string())),
            Some(_) => Some(
                Said::new(match (piece.kind, is_octagon(t)) {
                    (Kind::Octagonal, false) => "why-koan-octagonal-captures-on-octagons-not-square",
                    (Kind::Octagonal, true) => "why-koan-octagonal-captures-on-octagons-not-octagon",
                    (Kind::Square, true) => "why-koan-square-captures-on-squares-not-octagon",
                    (Kind::Square, false) => "why-koan-square-captures-on-squares-not-square",
                })
                .arg("square", to_c.to_string()),
            ),
            None => None,
        }
    }

    fn read_position(&self, text: &str) -> Result<Position, PositionError> {
        let mut fields = text.split_whitespace();
        let board = fields.next().ok_or_else(|| PositionError::new("the position text is empty"))?;
        let turn = match fields.next() {
            None | Some("w") | Some("W") => Side::White,
            Some("b") | Some("B") => Side::Black,
            Some(other) => {
                return Err(PositionError::new(format!("the side to move must be \"w\" or \"b\", not \"{other}\"")));
            }
        };
        if let Some(extra) = fields.next() {
            return Err(PositionError::new(format!(
                "a Koan position is the rows and the side to move; \"{extra}\" is extra"
            )));
        }
        let rows: Vec<&str> = board.split('/').collect();
        if rows.len() != 11 {
            return Err(PositionError::new(format!("Koan has 11 rows separated by \"/\", found {}", rows.len())));
        }
        let mut pos = Position { cells: [None; SIZE], turn, key: 0 };
        for (i, row) in rows.iter().enumerate() {
            let rank = 10 - i;
            let spaces: Vec<usize> =
                (0..FILES).filter(|&f| is_space(f, rank as u8)).map(|f| rank * 11 + f as usize).collect();
            let mut n = 0;
            for c in row.chars() {
                if let Some(d) = c.to_digit(10) {
                    n += d as usize;
                } else {
                    let piece = match c {
                        'O' => Piece { side: Side::White, kind: Kind::Octagonal },
                        'S' => Piece { side: Side::White, kind: Kind::Square },
                        'o' => Piece { side: Side::Black, kind: Kind::Octagonal },
                        's' => Piece { side: Side::Black, kind: Kind::Square },
                        _ => {
                            return Err(PositionError::new(format!(
                                "\"{c}\" in row {} is not a Koan piece (O, S for White; o, s for Black)",
                                rank + 1
                            )));
                        }
                    };
                    if n < spaces.len() {
                        pos.cells[spaces[n]] = Some(piece);
                    }
                    n += 1;
                }
            }
            if n != spaces.len() {
                return Err(PositionError::new(format!("row {} has {} spaces, not {n}", rank + 1, spaces.len())));
            }
        }
        pos.key = Self::compute_key(&pos);
        Ok(pos)
    }

    fn write_position(&self, pos: &Position) -> String {
        let mut out = String::new();
        for rank in (0..11u8).rev() {
            let mut empty = 0;
            for file in (0..FILES).filter(|&f| is_space(f, rank)) {
                match pos.cells[rank as usize * 11 + file as usize] {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            let _ = write!(out, "{empty}");
                            empty = 0;
                        }
                        out.push(p.label());
                    }
                }
            }
            if empty > 0 {
                let _ = write!(out, "{empty}");
            }
            if rank > 0 {
                out.push('/');
            }
        }
        let _ = write!(out, " {}", pos.turn.fen_char());
        out
    }

    /// The pbmserv-style drawing: octagons as `( )`, squares as `[ ]`, four columns a space.
    fn board_text(&self, pos: &Position, view: Side) -> String {
        let files: Vec<u8> = if view == Side::White { (0..11).collect() } else { (0..11).rev().collect() };
        let ranks: Vec<u8> = if view == Side::White { (0..11).rev().collect() } else { (0..11).collect() };
        let mut header = String::from("    ");
        for (i, &f) in files.iter().enumerate() {
            let _ = write!(header, " {} ", (b'a' + f) as char);
            if i + 1 < files.len() {
                header.push(' ');
            }
        }
        let mut out = format!("{}\n", header.trim_end());
        for &r in &ranks {
            let mut line = format!("{:>2}  ", r + 1);
            for (i, &f) in files.iter().enumerate() {
                let cell = if is_space(f, r) {
                    let inside = pos.cells[r as usize * 11 + f as usize].map_or(' ', |p| p.label());
                    if f % 2 == 0 { format!("({inside})") } else { format!("[{inside}]") }
                } else {
                    "   ".to_string()
                };
                line.push_str(&cell);
                if i + 1 < files.len() {
                    line.push(' ');
                }
            }
            let _ = writeln!(out, "{line}  {}", r + 1);
        }
        out.push_str(header.trim_end());
        out.push('\n');
        out
    }

    fn key(&self, pos: &Position) -> u64 {
        pos.key
    }

    fn key_from_scratch(&self, pos: &Position) -> u64 {
        Self::compute_key(pos)
    }
}
