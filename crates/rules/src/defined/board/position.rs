//! A position of a defined game and the moves between positions.

use std::ops::{Index, IndexMut};

use arrayvec::ArrayVec;

use super::super::definition::MAX_KINDS;
use super::{Kind, MAX_SQUARES, Side, Square};

/// A piece: its kind and its side, and the kind it was before it promoted, if it did (a queen
/// that was a pawn goes back to a hand as a pawn; shogi's promoted pieces are written `+P`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Piece {
    pub kind: Kind,
    pub side: Side,
    pub promoted_from: Option<Kind>,
}

impl Piece {
    /// A piece as it starts: not promoted.
    pub const fn new(kind: Kind, side: Side) -> Piece {
        Piece { kind, side, promoted_from: None }
    }

    /// Whether this is a piece of `kind` and `side`, promoted or not.
    #[inline]
    pub fn is(self, kind: Kind, side: Side) -> bool {
        self.kind == kind && self.side == side
    }
}

/// What a move does beyond taking its piece from one square to another.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Special {
    None,
    /// A pawn's step of two or three squares: the squares it passes may be taken en passant.
    Step,
    /// A move only a piece's first move has, by its Betza (`ifmnD`): the squares it passes, and
    /// the piece where it lands, may be taken en passant.
    FirstMove,
    /// Takes the pawn that passed the target square.
    EnPassant,
    /// The king castles with the rook on `rook`.
    Castle {
        rook: Square,
    },
    /// A piece of this kind from the hand put on the target square (`from` is the target too);
    /// `promotion` names the kind it enters as where it may enter promoted.
    Drop {
        kind: Kind,
    },
    /// Shogi's promotion: the piece becomes its promoted kind (`promotion`) as it moves.
    Promote,
    /// A promoted piece turns back into what it was (`promotion`) as it moves.
    Demote,
    /// The side passes its turn (janggi): nothing moves; `from` and `to` are the square of its
    /// king (of its first piece, with no king), as the format's engines write a pass (`e9e9`).
    Pass,
}

/// A move: from, to, the kind promoted to (or turned back into, or dropped as), and what else it
/// does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: Square,
    pub to: Square,
    pub promotion: Option<Kind>,
    pub special: Special,
    /// Seirawan's gating: a piece from the hand put on the square a back-rank piece leaves as
    /// it first moves (in castling, the king's square or the rook's).
    pub gate: Option<Gate>,
}

impl Position {
    /// Whether `mv` takes a piece: one stands on its target, or it takes en passant (the
    /// pawn beside it).
    pub fn takes(&self, mv: Move) -> bool {
        self.board[mv.to].is_some() || mv.special == Special::EnPassant
    }
}

/// A piece gated in: its kind and the square it enters on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Gate {
    pub kind: Kind,
    pub on: Square,
}

/// The board's squares and what stands on each (those past the board's last always empty).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Placement([Option<Piece>; MAX_SQUARES]);

impl Placement {
    pub const fn empty() -> Placement {
        Placement([None; MAX_SQUARES])
    }

    /// The first `count` squares (a board's own), each with what stands on it.
    pub fn squares(&self, count: usize) -> impl Iterator<Item = (Square, Option<Piece>)> + '_ {
        self.0[..count].iter().enumerate().map(|(i, p)| (Square::new(i), *p))
    }

    /// The pieces on the first `count` squares, with their squares.
    pub fn pieces(&self, count: usize) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.0[..count].iter().enumerate().filter_map(|(i, p)| p.map(|p| (Square::new(i), p)))
    }
}

impl Index<Square> for Placement {
    type Output = Option<Piece>;
    #[inline]
    fn index(&self, sq: Square) -> &Option<Piece> {
        &self.0[sq.index()]
    }
}

impl IndexMut<Square> for Placement {
    #[inline]
    fn index_mut(&mut self, sq: Square) -> &mut Option<Piece> {
        &mut self.0[sq.index()]
    }
}

/// A position of a defined game.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Position {
    pub board: Placement,
    pub turn: Side,
    /// Each side's castling rooks' squares, kingside then queenside.
    pub castling: super::BySide<[Option<Square>; 2]>,
    /// The squares a pawn passed on its last step, which may be taken en passant.
    pub en_passant: ArrayVec<Square, 16>,
    pub halfmove: u32,
    pub fullmove: u32,
    /// Checks each side must still give to win, where the game counts them.
    pub checks_left: Option<super::BySide<u32>>,
    /// Each side's pieces in hand.
    pub hands: super::BySide<Hand>,
    /// The kind the move that made this position dropped, if it was a drop (a pawn's dropped
    /// mate loses in shogi). Not in the FEN: a position read from one has none.
    pub dropped: Option<Kind>,
    /// Each side's squares from which a piece may still be gated in (Seirawan: the back-rank
    /// pieces that have not moved; Cambodian chess: the king and met that have not moved).
    pub gates: super::BySide<super::Region>,
    /// The count under way, where the game counts (makruk): see [`Counting`].
    pub counting: Option<Counting>,
    /// The passes made in a row up to this position (at most two counted), and whether the
    /// generals faced each other in the position before it: janggi's game ends when both sides
    /// pass in turn, or a bikjang stands for a turn. Not in the FEN: a position read from one
    /// has neither.
    pub passes: u8,
    pub bikjang_before: bool,
}

/// A count under way (`countingRule`): the plies counted so far and the most the count may
/// reach, the game drawn once it passes them; and the side that counts (the one short of
/// pieces), which the FEN does not say.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Counting {
    pub ply: u16,
    pub limit: u16,
    pub side: Side,
}

impl Counting {
    /// The count has passed its limit: the game is drawn, unless the side to move is mated.
    pub fn is_out(self) -> bool {
        self.ply > self.limit
    }
}

/// The pieces a side holds in hand, by kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Hand([u8; MAX_KINDS]);

impl Hand {
    /// How many of `kind` the hand holds.
    #[inline]
    pub fn count(&self, kind: Kind) -> u8 {
        self.0[kind.index()]
    }

    pub fn add(&mut self, kind: Kind) {
        self.0[kind.index()] = self.0[kind.index()].saturating_add(1);
    }

    /// Takes one of `kind` out (there is one: a drop is generated only from what a hand holds).
    pub fn take(&mut self, kind: Kind) {
        debug_assert!(self.0[kind.index()] > 0, "a drop takes a piece the hand holds");
        self.0[kind.index()] = self.0[kind.index()].saturating_sub(1);
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&n| n == 0)
    }

    /// The kinds held, each with its count.
    pub fn held(&self) -> impl Iterator<Item = (Kind, u8)> + '_ {
        self.0.iter().enumerate().filter(|(_, n)| **n > 0).map(|(k, n)| (Kind::new(k), *n))
    }

    /// How many pieces the hand holds in all.
    pub fn total(&self) -> u32 {
        self.0.iter().map(|&n| u32::from(n)).sum()
    }
}
