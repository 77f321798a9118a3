//! Playing strength levels 1–12, after the Khan engine's `skill x`: "searches for moves up to
//! depth x, where x is one half move" (seed `000_a492e7a2d4441d0a.txt`).
//!
//! | level | depth (plies) | root noise (± cp) | move time cap |
//! |------:|--------------:|------------------:|--------------:|
//! | 1     | 1             | 150               | 1 s           |
//! | 2     | 2             | 100               | 1 s           |
//! | 3     | 3             | 60                | 2 s           |
//! | 4     | 4             | 30                | 2 s           |
//! | 5     | 5             | 0                 | 3 s           |
//! | 6     | 6             | 0                 | 3 s           |
//! | 7     | 7             | 0                 | 3 s           |
//! | 8     | 8             | 0                 | 5 s           |
//! | 9     | 9             | 0                 | 8 s           |
//! | 10    | 10            | 0                 | 12 s          |
//! | 11    | 11            | 0                 | 20 s          |
//! | 12    | 12            | 0                 | 30 s          |
//!
//! The noise is added to every root move's exact score (a full-window search of each), drawn
//! from the caller's seed, so the low levels pick among near-best moves and sometimes blunder,
//! reproducibly. The cap keeps a level from thinking for ever where the depth is out of reach
//! (King's Run lists every way to end a turn, so its tree is far wider than chess's); 3 s is the
//! Khan engine's default move time. A caller's own move time replaces the cap.

use std::time::Duration;

pub const LEVELS: std::ops::RangeInclusive<u8> = 1..=12;

/// What a level asks of the search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Level {
    pub depth: u32,
    /// Centipawns of seeded noise on each root move's score (0: play the best move).
    pub noise: i32,
    pub movetime: Duration,
}

impl Level {
    /// The level's settings; levels outside 1–12 are taken as the nearest one.
    pub fn of(level: u8) -> Level {
        let level = level.clamp(*LEVELS.start(), *LEVELS.end());
        let noise = match level {
            1 => 150,
            2 => 100,
            3 => 60,
            4 => 30,
            _ => 0,
        };
        let seconds = match level {
            1 | 2 => 1,
            3 | 4 => 2,
            5..=7 => 3,
            8 => 5,
            9 => 8,
            10 => 12,
            11 => 20,
            _ => 30,
        };
        Level { depth: level as u32, noise, movetime: Duration::from_secs(seconds) }
    }
}
