//! Sets of squares as machine words: `u64` for 8×8 boards, `u128` for anything up to 11×11.

use std::fmt::Debug;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

/// A set of square indices packed into an unsigned integer.
pub trait Bits:
    Copy
    + Eq
    + Debug
    + Default
    + Send
    + Sync
    + 'static
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + BitAndAssign
    + BitOrAssign
    + BitXorAssign
{
    const EMPTY: Self;
    const CAPACITY: usize;

    fn bit(index: usize) -> Self;
    fn from_u128(bits: u128) -> Self;
    fn count(self) -> u32;
    /// Lowest index in the set; the set must not be empty.
    fn lsb(self) -> usize;
    /// Highest index in the set; the set must not be empty.
    fn msb(self) -> usize;

    #[inline]
    fn is_empty(self) -> bool {
        self == Self::EMPTY
    }
    #[inline]
    fn any(self) -> bool {
        self != Self::EMPTY
    }
    #[inline]
    fn has(self, index: usize) -> bool {
        (self & Self::bit(index)).any()
    }
    fn more_than_one(self) -> bool;
    #[inline]
    fn squares(self) -> Squares<Self> {
        Squares(self)
    }
}

macro_rules! impl_bits {
    ($t:ty) => {
        impl Bits for $t {
            const EMPTY: Self = 0;
            const CAPACITY: usize = <$t>::BITS as usize;
            #[inline]
            fn bit(index: usize) -> Self {
                1 << index
            }
            #[inline]
            fn from_u128(bits: u128) -> Self {
                bits as $t
            }
            #[inline]
            fn count(self) -> u32 {
                self.count_ones()
            }
            #[inline]
            fn lsb(self) -> usize {
                self.trailing_zeros() as usize
            }
            #[inline]
            fn msb(self) -> usize {
                (<$t>::BITS - 1 - self.leading_zeros()) as usize
            }
            #[inline]
            fn more_than_one(self) -> bool {
                self & self.wrapping_sub(1) != 0
            }
        }
    };
}

impl_bits!(u64);
impl_bits!(u128);

/// The squares of a set, lowest first.
#[derive(Clone, Copy)]
pub struct Squares<B>(B);

impl<B: Bits> Iterator for Squares<B> {
    type Item = usize;
    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.0.is_empty() {
            return None;
        }
        let sq = self.0.lsb();
        self.0 ^= B::bit(sq);
        Some(sq)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count() as usize;
        (n, Some(n))
    }
}

impl<B: Bits> ExactSizeIterator for Squares<B> {}
