//! The two players. Every game ortoo hosts has a first player (White) and a second (Black).

use std::fmt;
use std::ops::{Index, IndexMut, Not};

/// A player, named as in chess. In Koan White plays `O` pieces and Black `X` pieces; in Khan's
/// Chess Black is the Horde (shown as Gold on pychess-variants).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    White = 0,
    Black = 1,
}

impl Side {
    pub const ALL: [Side; 2] = [Side::White, Side::Black];

    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    #[inline]
    pub const fn other(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }

    /// Lower-case name, as the API writes it (`white`, `black`).
    pub const fn name(self) -> &'static str {
        match self {
            Side::White => "white",
            Side::Black => "black",
        }
    }

    /// The FEN letter for the side to move.
    pub const fn fen_char(self) -> char {
        match self {
            Side::White => 'w',
            Side::Black => 'b',
        }
    }
}

impl Not for Side {
    type Output = Side;
    #[inline]
    fn not(self) -> Side {
        self.other()
    }
}

/// A word that is neither `white` nor `black`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("\"{0}\" is not a side: white or black")]
pub struct UnknownSide(pub String);

/// Reads [`Side::name`]'s words.
impl std::str::FromStr for Side {
    type Err = UnknownSide;
    fn from_str(s: &str) -> Result<Side, UnknownSide> {
        match s {
            "white" => Ok(Side::White),
            "black" => Ok(Side::Black),
            _ => Err(UnknownSide(s.to_string())),
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::White => "White",
            Side::Black => "Black",
        })
    }
}

/// One thing for each side: White's, then Black's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct BySide<T> {
    pub white: T,
    pub black: T,
}

impl<T> BySide<T> {
    pub const fn new(white: T, black: T) -> BySide<T> {
        BySide { white, black }
    }

    /// The same for both sides.
    pub fn both(value: T) -> BySide<T>
    where
        T: Clone,
    {
        BySide { white: value.clone(), black: value }
    }

    /// Each side's, made from the side.
    pub fn from_fn(mut make: impl FnMut(Side) -> T) -> BySide<T> {
        BySide { white: make(Side::White), black: make(Side::Black) }
    }

    pub fn map<U>(self, mut f: impl FnMut(T) -> U) -> BySide<U> {
        BySide { white: f(self.white), black: f(self.black) }
    }

    pub const fn as_ref(&self) -> BySide<&T> {
        BySide { white: &self.white, black: &self.black }
    }

    /// Each side with its own.
    pub fn iter(&self) -> impl Iterator<Item = (Side, &T)> {
        [(Side::White, &self.white), (Side::Black, &self.black)].into_iter()
    }

    pub fn iter_mut(&mut self) -> impl Iterator<Item = &mut T> {
        [&mut self.white, &mut self.black].into_iter()
    }
}

impl<T> Index<Side> for BySide<T> {
    type Output = T;
    #[inline]
    fn index(&self, side: Side) -> &T {
        match side {
            Side::White => &self.white,
            Side::Black => &self.black,
        }
    }
}

impl<T> IndexMut<Side> for BySide<T> {
    #[inline]
    fn index_mut(&mut self, side: Side) -> &mut T {
        match side {
            Side::White => &mut self.white,
            Side::Black => &mut self.black,
        }
    }
}

/// Whose names a game's sides go by. ortoo calls the first side White in every game; its
/// players may not: xiangqi's say Red and Black, janggi's Blue (Cho) and Red (Han), shogi's
/// Sente and Gote. Every sentence that names a side chooses its words by this (the messages'
/// `$sides`), and the board inks the pieces drawn on points by it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Sides {
    /// White and Black: chess's, and most games'.
    #[default]
    Chess,
    /// Red, who moves first, and Black.
    Xiangqi,
    /// Blue (Cho), who moves first, and Red (Han).
    Janggi,
    /// Sente, who moves first, and Gote.
    Shogi,
}

impl Sides {
    /// Every way of naming the sides.
    pub const ALL: [Sides; 4] = [Sides::Chess, Sides::Xiangqi, Sides::Janggi, Sides::Shogi];

    /// The key the messages choose their words by (`$sides`).
    pub fn key(self) -> &'static str {
        match self {
            Sides::Chess => "chess",
            Sides::Xiangqi => "xiangqi",
            Sides::Janggi => "janggi",
            Sides::Shogi => "shogi",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pair_is_indexed_by_side() {
        let mut pair = BySide::new(1, 2);
        pair[Side::Black] += 10;
        assert_eq!((pair[Side::White], pair[Side::Black]), (1, 12));
        assert_eq!(BySide::from_fn(|s| s.index()), BySide::new(0, 1));
    }
}
