//! A snapshot of the pieces on the board, read through [`Game::letter_at`]: the positions of the
//! rules are opaque, and the evaluation and move ordering need to know what stands where.
//!
//! Reading a snapshot costs one `letter_at` per space, which allocates nothing; the search reads
//! one per node it evaluates.

use ortoo_rules::{Game, Geometry, Side};

/// Frame cells of the largest board (Koan's 11×11 frame), plus one: King's Run's "off the
/// board" square is index 64, which fits.
pub const CELLS: usize = 128;

/// A piece as the evaluation sees it: its side, its label's letter (upper case) and whether the
/// label carries an apostrophe (King's Run's Runners).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Man {
    pub side: Side,
    pub letter: u8,
    pub runner: bool,
}

/// The frame indices of the board's spaces (a frame's holes left out), listed once per game.
#[derive(Debug, Clone)]
pub struct Spaces {
    pub cells: Vec<usize>,
}

impl Spaces {
    pub fn of(geometry: &Geometry) -> Spaces {
        Spaces { cells: (0..geometry.frame_size()).filter(|&i| geometry.contains(i)).collect() }
    }
}

/// Who stands where, by frame index.
#[derive(Debug, Clone)]
pub struct Board {
    cells: [Option<Man>; CELLS],
    /// The player to move.
    pub turn: Side,
}

impl Board {
    pub fn read<G: Game>(game: &G, pos: &G::Position, spaces: &Spaces) -> Board {
        let mut cells = [None; CELLS];
        for &index in &spaces.cells {
            if let Some((side, letter, primed)) = game.letter_at(pos, index) {
                let letter = if letter.is_ascii() { letter.to_ascii_uppercase() as u8 } else { b'?' };
                cells[index] = Some(Man { side, letter, runner: primed });
            }
        }
        Board { cells, turn: game.turn(pos) }
    }

    /// The piece on a frame index; `None` for an empty space and for anything off the board.
    #[inline]
    pub fn get(&self, index: usize) -> Option<Man> {
        self.cells.get(index).copied().flatten()
    }

    /// Every piece with its frame index.
    pub fn men(&self) -> impl Iterator<Item = (usize, Man)> + '_ {
        self.cells.iter().enumerate().filter_map(|(i, m)| m.map(|m| (i, m)))
    }
}
