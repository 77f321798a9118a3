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

    /// Whether `game`'s moves are the first of these: of its history, and at least as many as
    /// its ply (moves are only appended within one history, so a game read a moment before
    /// its latest moves has the first of them).
    pub(crate) fn begin_with(&self, game: &Game) -> bool {
        self.begin_at(game.ply, game.taken_back_at)
    }

    fn begin_at(&self, ply: i64, history: Option<Timestamp>) -> bool {
        (0..=self.list.len() as i64).contains(&ply) && self.taken_back_at == history
    }

    /// The first `n` moves.
    pub(crate) fn first(&self, n: usize) -> Moves {
        Moves::new(self.list[..n.min(self.list.len())].to_vec(), self.write, self.taken_back_at)
    }

    pub(crate) fn push(&mut self, m: ortoo_core::Move) {
        (self.write)(&m, &mut self.written);
        self.list.push(m);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ortoo_core::{Move, Side};

    fn written(m: &Move, out: &mut String) {
        out.push_str(&m.text);
        out.push(' ');
    }

    fn moves(texts: &[&str], history: Option<Timestamp>) -> Moves {
        let list = texts.iter().enumerate().map(|(i, text)| Move {
            ply: i as i64 + 1,
            side: if i % 2 == 0 { Side::White } else { Side::Black },
            text: (*text).into(),
            input: (*text).into(),
            comment: None,
            effect: None,
            position_key: 0,
            chase: None,
            at: Timestamp::from_millis(0),
        });
        Moves::new(list.collect(), written, history)
    }

    #[test]
    fn a_game_read_before_its_latest_moves_has_the_first_of_them() {
        let later = moves(&["e4", "e5", "Nf3"], None);
        assert!(later.begin_at(2, None) && later.begin_at(3, None) && later.begin_at(0, None));
        assert!(!later.begin_at(4, None), "a game further on has moves not kept");
        let taken_back = Some(Timestamp::from_millis(5));
        assert!(!later.begin_at(2, taken_back), "another history");
        let first = later.first(2);
        assert_eq!(first.list.iter().map(|m| m.text.as_str()).collect::<Vec<_>>(), ["e4", "e5"]);
        assert_eq!(first.written, "e4 e5 ", "written again for the moves it has");
        assert_eq!(first.taken_back_at, None);
    }
}
