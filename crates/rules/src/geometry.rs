//! Board geometry: coordinates, the rectangular frame a board lives in, and which cells of the
//! frame are real spaces (Koan's 61 octagons and squares sit in an 11×11 frame; most boards use
//! every cell).
//!
//! Squares are indexed densely as `rank * files + file` (a1 = 0), so an 8×8 board fits a `u64`
//! and anything up to 11×11 a `u128`.

use std::fmt;

/// The largest frame any game uses: files a–l (a defined game's 12×10), ranks 1–11 (Koan's
/// 11×11), never more than 128 cells in all.
pub const MAX_FILES: u8 = 12;
pub const MAX_RANKS: u8 = 11;

/// A point of the frame as written in notation: file letter and rank number, both from zero.
/// A `Coord` says nothing about whether a board has that space; [`Geometry`] decides.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Coord {
    pub file: u8,
    pub rank: u8,
}

impl Coord {
    pub const fn new(file: u8, rank: u8) -> Coord {
        Coord { file, rank }
    }

    /// Parses `e4`, `J10`, `k11` (case-insensitive). Any file letter a–z and any rank number are
    /// taken here; whether the board has the square is [`Geometry::index`]'s question.
    pub fn parse(text: &str) -> Option<Coord> {
        let mut chars = text.chars();
        let file = chars.next()?.to_ascii_lowercase();
        if !file.is_ascii_lowercase() {
            return None;
        }
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 3 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let number: u16 = digits.parse().ok()?;
        if number == 0 || number > 255 {
            return None;
        }
        Some(Coord { file: file as u8 - b'a', rank: (number - 1) as u8 })
    }

    pub fn file_char(self) -> char {
        (b'a' + self.file) as char
    }
}

impl fmt::Display for Coord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file_char(), self.rank as u16 + 1)
    }
}

/// A board: its frame and the cells of the frame that are spaces.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Geometry {
    pub files: u8,
    pub ranks: u8,
    /// Bit `rank * files + file` is set for every real space.
    pub cells: u128,
}

impl Geometry {
    /// A full rectangular board.
    pub const fn rectangle(files: u8, ranks: u8) -> Geometry {
        assert!(files <= MAX_FILES && ranks <= MAX_RANKS && files as u32 * ranks as u32 <= 128);
        let n = files as u32 * ranks as u32;
        let cells = if n == 128 { u128::MAX } else { (1u128 << n) - 1 };
        Geometry { files, ranks, cells }
    }

    /// A frame where only the cells `is_space(file, rank)` says are spaces.
    pub fn masked(files: u8, ranks: u8, is_space: impl Fn(u8, u8) -> bool) -> Geometry {
        assert!(files <= MAX_FILES && ranks <= MAX_RANKS && files as u32 * ranks as u32 <= 128);
        let mut cells = 0u128;
        for rank in 0..ranks {
            for file in 0..files {
                if is_space(file, rank) {
                    cells |= 1u128 << (rank as u32 * files as u32 + file as u32);
                }
            }
        }
        Geometry { files, ranks, cells }
    }

    pub const fn frame_size(&self) -> usize {
        self.files as usize * self.ranks as usize
    }

    pub const fn space_count(&self) -> u32 {
        self.cells.count_ones()
    }

    /// The dense index of a coordinate, if it is a space of this board.
    #[inline]
    pub fn index(&self, c: Coord) -> Option<usize> {
        if c.file >= self.files || c.rank >= self.ranks {
            return None;
        }
        let i = c.rank as usize * self.files as usize + c.file as usize;
        (self.cells >> i & 1 == 1).then_some(i)
    }

    #[inline]
    pub fn coord(&self, index: usize) -> Coord {
        Coord { file: (index % self.files as usize) as u8, rank: (index / self.files as usize) as u8 }
    }

    #[inline]
    pub fn contains(&self, index: usize) -> bool {
        index < self.frame_size() && self.cells >> index & 1 == 1
    }

    /// The index reached from `index` by a step of `(df, dr)`, if that is a space.
    #[inline]
    pub fn offset(&self, index: usize, df: i32, dr: i32) -> Option<usize> {
        let c = self.coord(index);
        let f = c.file as i32 + df;
        let r = c.rank as i32 + dr;
        if f < 0 || r < 0 || f >= self.files as i32 || r >= self.ranks as i32 {
            return None;
        }
        let i = r as usize * self.files as usize + f as usize;
        self.contains(i).then_some(i)
    }

    /// A human description of the board's extent, used in refusals: `a1 to h8`.
    pub fn extent(&self) -> String {
        format!("a1 to {}", Coord::new(self.files - 1, self.ranks - 1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coordinates_parse_case_insensitively_and_print_lower_case() {
        assert_eq!(Coord::parse("e4"), Some(Coord::new(4, 3)));
        assert_eq!(Coord::parse("J10"), Some(Coord::new(9, 9)));
        assert_eq!(Coord::parse("k11").unwrap().to_string(), "k11");
        assert_eq!(Coord::parse("e0"), None);
        assert_eq!(Coord::parse("e"), None);
        assert_eq!(Coord::parse("4e"), None);
        assert_eq!(Coord::parse("e99999"), None);
    }

    #[test]
    fn a_masked_frame_knows_its_spaces() {
        // Koan's rule: octagon iff column even and row odd (1-based rows), i.e. rank index even.
        let koan = Geometry::masked(11, 11, |f, r| (f % 2 == 0) == (r % 2 == 0));
        assert_eq!(koan.space_count(), 61);
        assert!(koan.index(Coord::parse("a1").unwrap()).is_some());
        assert!(koan.index(Coord::parse("b1").unwrap()).is_none());
        assert!(koan.index(Coord::parse("b2").unwrap()).is_some());
        assert!(koan.index(Coord::parse("l1").unwrap()).is_none());
        let chess = Geometry::rectangle(8, 8);
        assert_eq!(chess.index(Coord::parse("h8").unwrap()), Some(63));
        assert_eq!(chess.index(Coord::parse("i1").unwrap()), None);
        assert_eq!(chess.offset(0, -1, 0), None);
        assert_eq!(chess.offset(0, 1, 2), Some(17));
    }
}
