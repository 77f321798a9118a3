//! What a move chased, for the games that judge a repetition by chases (xiangqi's chasing rule):
//! kept with each move of a game, as the position's key is, so that a repetition can be judged
//! when it comes, whether the game was played on in one sitting or read back from the store.

use std::fmt;
use std::str::FromStr;

/// What one move did that a repetition is judged by: the squares it went between (so that a
/// chased piece that moved is followed back to where it stood), and the pieces of the other side
/// it chased, as squares of the position it made. Squares are the game's own indices (a set of
/// up to 128).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Chase {
    pub from: u8,
    pub to: u8,
    pub chased: u128,
}

impl Chase {
    /// The pieces chased, as they stood before the move `reply` (the chased side's own move,
    /// which may have taken one of them away from where it stood).
    fn before(chased: u128, reply: Chase) -> u128 {
        let to = 1u128 << reply.to;
        if chased & to == 0 { chased } else { (chased & !to) | 1u128 << reply.from }
    }
}

/// Whether one side chased the same piece with each of its moves over a repetition: `chases`
/// are those of the moves into each position of the repetition window (oldest first; `None`
/// where no move made the position, or none is known), `last` the index of the side's last
/// move's, `first` that of its first move's in the repetition. Each chased piece is followed back
/// through the other side's moves between; the position no move made (the first of a game) does
/// not narrow them.
pub fn persistent(chases: &[Option<Chase>], last: usize, first: usize) -> bool {
    let Some(Some(newest)) = chases.get(last) else { return false };
    let mut chased = newest.chased;
    let mut at = last;
    while at >= first + 2 && chased != 0 {
        let Some(reply) = chases[at - 1] else { return false };
        chased = Chase::before(chased, reply);
        at -= 2;
        match chases[at] {
            Some(earlier) => chased &= earlier.chased,
            None if at == first => {}
            None => return false,
        }
    }
    chased != 0
}

/// The text a chase is kept as: `from-to:` and the squares chased, by index (`67-49:58,76`).
impl fmt::Display for Chase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}:", self.from, self.to)?;
        let mut bits = self.chased;
        let mut first = true;
        while bits != 0 {
            let at = bits.trailing_zeros();
            bits &= bits - 1;
            if !first {
                f.write_str(",")?;
            }
            write!(f, "{at}")?;
            first = false;
        }
        Ok(())
    }
}

/// A chase's text that does not read as one.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("\"{0}\" is not a move's chase (from-to:squares)")]
pub struct BadChase(pub String);

impl FromStr for Chase {
    type Err = BadChase;

    fn from_str(text: &str) -> Result<Chase, BadChase> {
        let bad = || BadChase(text.to_string());
        let (squares, chased) = text.split_once(':').ok_or_else(bad)?;
        let (from, to) = squares.split_once('-').ok_or_else(bad)?;
        let index = |s: &str| s.trim().parse::<u8>().ok().filter(|&i| i < 128).ok_or_else(bad);
        let mut set = 0u128;
        for square in chased.split(',').filter(|s| !s.trim().is_empty()) {
            set |= 1u128 << index(square)?;
        }
        Ok(Chase { from: index(from)?, to: index(to)?, chased: set })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chase(from: u8, to: u8, chased: &[u8]) -> Option<Chase> {
        Some(Chase { from, to, chased: chased.iter().fold(0, |set, &q| set | 1 << q) })
    }

    #[test]
    fn a_chase_reads_back_as_written() {
        let written = chase(67, 49, &[58, 76, 0]).unwrap();
        assert_eq!(written.to_string(), "67-49:0,58,76");
        assert_eq!("67-49:0,58,76".parse::<Chase>(), Ok(written));
        assert_eq!("3-4:".parse::<Chase>(), Ok(Chase { from: 3, to: 4, chased: 0 }));
        for bad in ["", "3-4", "3:4", "x-4:", "3-4:200", "3-4:1,,q"] {
            assert!(bad.parse::<Chase>().is_err(), "{bad}");
        }
    }

    #[test]
    fn a_chased_piece_is_followed_through_its_moves() {
        // The chaser's moves at 1, 3 and 5 chase the piece that the other side moves 10→20 at
        // 2 and 20→10 at 4: the same piece throughout.
        let chases =
            [None, chase(1, 2, &[10]), chase(10, 20, &[]), chase(2, 1, &[20]), chase(20, 10, &[]), chase(1, 2, &[10])];
        assert!(persistent(&chases, 5, 1));
        // A piece chased by one move only is no persistent chase.
        let once =
            [None, chase(1, 2, &[10]), chase(10, 20, &[]), chase(2, 1, &[]), chase(20, 10, &[]), chase(1, 2, &[10])];
        assert!(!persistent(&once, 5, 1));
        // Another piece at each move is none either.
        let others =
            [None, chase(1, 2, &[11]), chase(10, 20, &[]), chase(2, 1, &[20]), chase(20, 10, &[]), chase(1, 2, &[10])];
        assert!(!persistent(&others, 5, 1));
        // The first position, made by no move, does not narrow the chase.
        assert!(persistent(
            &[None, chase(10, 20, &[]), chase(2, 1, &[20]), chase(20, 10, &[]), chase(1, 2, &[10])],
            4,
            0
        ));
    }
}
