//! The two players. Every game ortoo hosts has a first player (White) and a second (Black).

use std::fmt;
use std::ops::Not;

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
