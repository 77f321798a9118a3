//! A game's moves as games in play keep them: in ply order, each also written as the front end
//! shows it.

use ortoo_core::{Game, Timestamp};

/// Writes a move as a front end shows it, after what `out` holds already (the API writes a
/// JSON object). The domain keeps each move written so beside the move, so it is written once,
/// when it is made, however often the game is shown; what the writing is, is the front end's.
pub type MoveWriter = fn(&ortoo_core::Move, &mut String);

/// A game's moves, each also as the [`MoveWriter`] wrote it.
#[derive(Debug, Clone)]
pub struct Moves {
    pub list: Vec<ortoo_core::Move>,
    /// The moves as written, one after another.
    pub written: String,
    write: MoveWriter,
    /// The history they are of ([`Game::taken_back_at`] when they were read).
    taken_back_at: Option<Timestamp>,
}

impl Moves {
    pub(crate) fn new(list: Vec<ortoo_core::Move>, write: MoveWriter, taken_back_at: Option<Timestamp>) -> Moves {
        let mut written = String::with_capacity(list.len() * 96);
        for m in &list {
            write(m, &mut written);
        }
        Moves { list, written, write, taken_back_at }
    }

    /// Whether these are exactly `game`'s moves: as many as its ply, of its history.
    pub(crate) fn are_of(&self, game: &Game) -> bool {
        self.list.len() as i64 == game.ply && self.taken_back_at == game.taken_back_at
    }

    pub(crate) fn push(&mut self, m: ortoo_core::Move) {
        (self.write)(&m, &mut self.written);
        self.list.push(m);
    }
}
