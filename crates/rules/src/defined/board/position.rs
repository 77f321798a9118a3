//! A position of a defined game and the moves between positions.

use std::ops::{Index, IndexMut};

use arrayvec::ArrayVec;

use super::{Kind, MAX_SQUARES, Side, Square};

/// A piece: its kind and its side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Piece {
    pub kind: Kind,
    pub side: Side,
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
}

/// A move: from, to, the kind promoted to, and what else it does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: Square,
    pub to: Square,
    pub promotion: Option<Kind>,
    pub special: Special,
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
}
