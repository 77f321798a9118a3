//! The defined games' own small types: a square, a kind of piece, sets of each, and the pair
//! held by side (which lives beside [`Side`], for the server uses it too). Each is a number
//! underneath, so the generator pays nothing for the names; what they buy is that a square cannot
//! be passed where a kind is wanted, nor White's half of a rule taken for Black's by a 0 or a 1.

use std::num::NonZeroU8;
use std::ops::{BitAnd, BitOr, BitOrAssign, Not};

pub use crate::side::{BySide, Side};

/// Room for the largest board, square by square (12 × 10 fits).
pub const MAX_SQUARES: usize = 128;

/// A square of a defined board, numbered `rank * files + file` (a1 = 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(transparent)]
pub struct Square(u8);

impl Square {
    /// The square numbered `index`.
    ///
    /// # Panics
    /// If `index` is past the largest board (a bug: squares come from a board's own tables).
    #[inline]
    pub fn new(index: usize) -> Square {
        debug_assert!(index < MAX_SQUARES, "square {index} is off every board");
        Square(index as u8)
    }

    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// A kind of piece of a defined game: its place in the game's list of piece types. (Held as
/// one more than the place, so that no kind is zero and an `Option<Kind>` is one byte: a piece
/// carries the kind it was promoted from.)
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(transparent)]
pub struct Kind(NonZeroU8);

impl Kind {
    #[inline]
    pub fn new(index: usize) -> Kind {
        debug_assert!(index < 32, "kind {index} is past the largest set");
        Kind(NonZeroU8::new(index as u8 + 1).expect("one more than a place is never zero"))
    }

    #[inline]
    pub const fn index(self) -> usize {
        self.0.get() as usize - 1
    }
}

/// A set of squares.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Region(pub u128);

impl Region {
    pub const EMPTY: Region = Region(0);
    pub const ALL: Region = Region(u128::MAX);

    #[inline]
    pub const fn has(self, sq: Square) -> bool {
        self.0 >> sq.0 & 1 == 1
    }

    #[inline]
    pub const fn with(self, sq: Square) -> Region {
        Region(self.0 | 1 << sq.0)
    }

    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// How many squares the set holds.
    #[inline]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// The squares in the set, lowest first.
    pub fn squares(self) -> impl Iterator<Item = Square> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let at = bits.trailing_zeros();
                bits &= bits - 1;
                Square(at as u8)
            })
        })
    }
}

impl BitOr for Region {
    type Output = Region;
    #[inline]
    fn bitor(self, rhs: Region) -> Region {
        Region(self.0 | rhs.0)
    }
}

impl BitOrAssign for Region {
    #[inline]
    fn bitor_assign(&mut self, rhs: Region) {
        self.0 |= rhs.0;
    }
}

impl BitAnd for Region {
    type Output = Region;
    #[inline]
    fn bitand(self, rhs: Region) -> Region {
        Region(self.0 & rhs.0)
    }
}

impl Not for Region {
    type Output = Region;
    #[inline]
    fn not(self) -> Region {
        Region(!self.0)
    }
}

impl FromIterator<Square> for Region {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Region {
        iter.into_iter().fold(Region::EMPTY, Region::with)
    }
}

/// A set of kinds of piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Kinds(pub u32);

impl Kinds {
    pub const NONE: Kinds = Kinds(0);
    pub const ALL: Kinds = Kinds(u32::MAX);

    #[inline]
    pub fn has(self, kind: Kind) -> bool {
        self.0 >> kind.index() & 1 == 1
    }

    #[inline]
    pub fn with(self, kind: Kind) -> Kinds {
        Kinds(self.0 | 1 << kind.index())
    }

    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The one kind of a set of one.
    pub fn only(kind: Kind) -> Kinds {
        Kinds::NONE.with(kind)
    }

    /// The kinds in the set, in the game's order.
    pub fn kinds(self) -> impl Iterator<Item = Kind> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let at = bits.trailing_zeros();
                bits &= bits - 1;
                Kind::new(at as usize)
            })
        })
    }
}

impl BitOr for Kinds {
    type Output = Kinds;
    #[inline]
    fn bitor(self, rhs: Kinds) -> Kinds {
        Kinds(self.0 | rhs.0)
    }
}

impl BitOrAssign for Kinds {
    #[inline]
    fn bitor_assign(&mut self, rhs: Kinds) {
        self.0 |= rhs.0;
    }
}

impl BitAnd for Kinds {
    type Output = Kinds;
    #[inline]
    fn bitand(self, rhs: Kinds) -> Kinds {
        Kinds(self.0 & rhs.0)
    }
}

impl Not for Kinds {
    type Output = Kinds;
    #[inline]
    fn not(self) -> Kinds {
        Kinds(!self.0)
    }
}

impl FromIterator<Kind> for Kinds {
    fn from_iter<I: IntoIterator<Item = Kind>>(iter: I) -> Kinds {
        iter.into_iter().fold(Kinds::NONE, Kinds::with)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_list_what_they_hold_in_order() {
        let region: Region = [Square::new(3), Square::new(127), Square::new(0)].into_iter().collect();
        assert_eq!(region.squares().map(Square::index).collect::<Vec<_>>(), [0, 3, 127]);
        assert!(region.has(Square::new(127)) && !region.has(Square::new(1)));
        let kinds: Kinds = [Kind::new(5), Kind::new(1)].into_iter().collect();
        assert_eq!(kinds.kinds().map(Kind::index).collect::<Vec<_>>(), [1, 5]);
        assert!((kinds & !Kinds::only(Kind::new(1))).has(Kind::new(5)));
    }
}
