//! Janggi's arrangements. Before play each side chooses how its horses and elephants stand on
//! its first rank: on either side of the advisors one horse and one elephant, either one outside
//! (by the chariot), four ways in all. Red (Han, who moves second) chooses first, then Blue (Cho);
//! then Blue moves. The format has no key for it (its engines are given the position the players
//! chose); ortoo reads it from the game itself: a janggi game (`variantTemplate = janggi`) whose
//! start has, on each side of each first rank's advisors, a horse and an elephant side by side.
//!
//! The choices are options of the game ([`OptionSpec`]), one for each side, each left to that
//! side's player ([`Chooser`]): a challenge names them as any option, and the player accepting
//! names their own, once the colours are drawn.

use crate::options::{Chooser, OptionKind, OptionSpec, Options};

use super::board::{Board, BySide, Kind, Piece, Position, Side, Square};
use super::definition::Template;

/// How a side's horses and elephants stand, read from the player's own left (Red's left is the
/// board's right as Blue sees it). Korean players name them by the pieces in that order: 마 a
/// horse, 상 an elephant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Arrangement {
    /// Horse, elephant, elephant, horse (마상상마): the elephants by the advisors.
    Inner,
    /// Elephant, horse, horse, elephant (상마마상): the elephants by the chariots.
    Outer,
    /// Elephant, horse, elephant, horse (상마상마): the left elephant outside.
    Left,
    /// Horse, elephant, horse, elephant (마상마상): the right elephant outside.
    Right,
}

impl Arrangement {
    pub const ALL: [Arrangement; 4] = [Arrangement::Inner, Arrangement::Outer, Arrangement::Left, Arrangement::Right];

    /// The option value: `inner`, `outer`, `left`, `right`.
    pub const fn id(self) -> &'static str {
        match self {
            Arrangement::Inner => "inner",
            Arrangement::Outer => "outer",
            Arrangement::Left => "left",
            Arrangement::Right => "right",
        }
    }

    /// Whether the elephant stands outside on the player's left wing, and on their right.
    const fn elephant_outside(self) -> [bool; 2] {
        match self {
            Arrangement::Inner => [false, false],
            Arrangement::Outer => [true, true],
            Arrangement::Left => [true, false],
            Arrangement::Right => [false, true],
        }
    }

    fn from_outside(outside: [bool; 2]) -> Arrangement {
        Arrangement::ALL.into_iter().find(|a| a.elephant_outside() == outside).unwrap_or(Arrangement::Inner)
    }

    pub fn from_id(id: &str) -> Option<Arrangement> {
        Arrangement::ALL.into_iter().find(|a| a.id() == id)
    }
}

const VALUES: [&str; 4] =
    [Arrangement::Inner.id(), Arrangement::Outer.id(), Arrangement::Left.id(), Arrangement::Right.id()];

const VALUE_WORDS: [(&str, &str); 4] = [
    (Arrangement::Inner.id(), "horse, elephant, elephant, horse (마상상마)"),
    (Arrangement::Outer.id(), "elephant, horse, horse, elephant (상마마상)"),
    (Arrangement::Left.id(), "elephant, horse, elephant, horse (상마상마)"),
    (Arrangement::Right.id(), "horse, elephant, horse, elephant (마상마상)"),
];

/// Each side's option: Blue's (Cho, White here) and Red's (Han).
const fn option_name(side: Side) -> &'static str {
    match side {
        Side::White => "blue",
        Side::Black => "red",
    }
}

/// The name both sides' options go by when a player names their own.
pub const CHOICE: &str = "arrangement";

/// Where each side's horses and elephants may be arranged: the two wings of its first rank, each
/// as (the square by the chariot, the square by the advisor), the player's left wing first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Wings {
    horse: Kind,
    elephant: Kind,
    squares: BySide<[[Square; 2]; 2]>,
    /// How the file's own start arranges each side: the options' defaults.
    start: BySide<Arrangement>,
}

impl Wings {
    /// The wings of a janggi game whose start has a horse and an elephant side by side on
    /// either side of each first rank's middle; `None` for any other game.
    pub fn of(board: &Board, start: &Position) -> Option<Wings> {
        let def = &board.def;
        if def.template != Template::Janggi {
            return None;
        }
        let kind_named = |name: &str| (0..def.kinds.len()).map(Kind::new).find(|&k| def.kinds[k.index()].name == name);
        let (horse, elephant) = (kind_named("horse")?, kind_named("janggiElephant")?);
        let files = i32::from(def.files);
        let middle = files / 2;
        let mut squares = BySide::both([[Square::new(0); 2]; 2]);
        let mut arranged = BySide::both(Arrangement::Inner);
        for side in Side::ALL {
            let rank = board.relative_rank(side, 0);
            let on_rank: Vec<(i32, Square, Kind)> = (0..files)
                .filter_map(|file| {
                    let sq = board.square_at(file, rank)?;
                    let piece =
                        start.board[sq].filter(|p| p.side == side && (p.kind == horse || p.kind == elephant))?;
                    Some((file, sq, piece.kind))
                })
                .collect();
            let [a, b, c, d] = on_rank.as_slice() else { return None };
            // Two pairs, each on neighbouring files on one side of the middle, a horse and an
            // elephant in each: the board's a-side pair, then its other.
            let pairs = [(a, b), (c, d)];
            if pairs.iter().any(|(x, y)| y.0 != x.0 + 1 || x.2 == y.2) || b.0 >= middle || c.0 <= middle {
                return None;
            }
            // (outer, inner) for each wing, the board's a-side wing first.
            let wing = |(x, y): (&(i32, Square, Kind), &(i32, Square, Kind)), a_side: bool| {
                if a_side { [*x, *y] } else { [*y, *x] }
            };
            let mut wings = [wing(pairs[0], true), wing(pairs[1], false)];
            // A player's left is the a-side for Blue, the other for Red, who faces Blue.
            if side == Side::Black {
                wings.swap(0, 1);
            }
            squares[side] = [[wings[0][0].1, wings[0][1].1], [wings[1][0].1, wings[1][1].1]];
            arranged[side] = Arrangement::from_outside([wings[0][0].2 == elephant, wings[1][0].2 == elephant]);
        }
        Some(Wings { horse, elephant, squares, start: arranged })
    }

    /// The two options, Blue's and Red's, each left to its own player; leaked, as a variant's
    /// words live as long as the process.
    pub fn options(&self) -> &'static [OptionSpec] {
        let spec = |side: Side, label: &'static str, description: &'static str| OptionSpec {
            name: option_name(side),
            label,
            kind: OptionKind::Choice { values: &VALUES, default: self.start[side].id() },
            description,
            chosen_by: Some(Chooser { side, choice: CHOICE }),
            value_labels: &VALUE_WORDS,
        };
        Box::leak(Box::new([
            spec(
                Side::White,
                "Blue's horses and elephants",
                "How Blue (Cho, who moves first) arranges its horses and elephants, from its own left.",
            ),
            spec(
                Side::Black,
                "Red's horses and elephants",
                "How Red (Han, who moves second) arranges its horses and elephants, from its own left.",
            ),
        ]))
    }

    /// The start with each side's horses and elephants as `options` arrange them.
    pub fn arrange(&self, start: &Position, options: &Options) -> Position {
        let mut pos = start.clone();
        for side in Side::ALL {
            let chosen = options.choice(option_name(side)).and_then(Arrangement::from_id).unwrap_or(self.start[side]);
            for (wing, outside) in self.squares[side].iter().zip(chosen.elephant_outside()) {
                let (outer, inner) = if outside { (self.elephant, self.horse) } else { (self.horse, self.elephant) };
                pos.board[wing[0]] = Some(Piece { kind: outer, side, promoted_from: None });
                pos.board[wing[1]] = Some(Piece { kind: inner, side, promoted_from: None });
            }
        }
        pos
    }
}
