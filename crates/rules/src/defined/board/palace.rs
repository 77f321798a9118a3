//! Janggi's rules beyond the pieces' own moves: the diagonal lines drawn in the palaces and the
//! moves along them, the cannon that neither jumps nor takes another cannon, passing, and the
//! bikjang (the generals facing each other).

use super::legal::Changed;
use super::*;

/// How a kind moves along the diagonal lines (`diagonalLines`) from a square on one, as janggi's
/// pieces do in the palaces; only to squares on the lines.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum PalaceWay {
    /// One step (the advisor, and a general that steps as a wazir).
    Step,
    /// One step forward (the soldier in the other side's palace).
    Soldier,
    /// As far as the line is open (the chariot).
    Slide,
    /// Over one piece, not a cannon, to any square beyond (the cannon): janggi's cannon hop.
    Hop,
}

/// The four diagonal steps.
const DIAGONALS: [(i32, i32); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];

impl PalaceWay {
    /// The way the format's engines give a piece type along the lines, by the type's name: the
    /// wazir (janggi's advisor), the soldier, the rook, the janggi cannon; and a king that steps
    /// as a wazir (`king = k:W`, janggi's general), as a king of the wazir's moves does there.
    pub(super) fn of(piece: &super::super::definition::PieceType) -> Option<PalaceWay> {
        match piece.name.as_str() {
            "wazir" => Some(PalaceWay::Step),
            "king" if piece.betza.trim() == "W" => Some(PalaceWay::Step),
            "soldier" => Some(PalaceWay::Soldier),
            "rook" => Some(PalaceWay::Slide),
            "janggiCannon" => Some(PalaceWay::Hop),
            _ => None,
        }
    }
}

impl Board {
    /// Whether a janggi cannon stands on `sq`.
    #[inline]
    pub(super) fn cannon_on(&self, pos: &Position, sq: Square) -> bool {
        pos.board[sq].is_some_and(|p| self.janggi_cannons.has(p.kind))
    }

    /// The squares a piece of `side` moving in `way` from `from` (a square on the lines) reaches
    /// along them, empty or held by the other side, each given to `reach`.
    pub(super) fn palace_targets(
        &self,
        pos: &Position,
        side: Side,
        way: PalaceWay,
        from: Square,
        mut reach: impl FnMut(Square),
    ) {
        let lines = self.def.diagonal_lines;
        let open_or_enemy = |q: Square| pos.board[q].is_none_or(|p| self.takes(p, side));
        for (df, dr) in DIAGONALS {
            match way {
                PalaceWay::Step | PalaceWay::Soldier => {
                    if way == PalaceWay::Soldier && dr != Self::forward(side) {
                        continue;
                    }
                    if let Some(q) = self.shift(from, df, dr).filter(|&q| lines.has(q) && open_or_enemy(q)) {
                        reach(q);
                    }
                }
                PalaceWay::Slide => {
                    for &q in self.unit_ray(df, dr, from) {
                        if lines.has(q) && open_or_enemy(q) {
                            reach(q);
                        }
                        if pos.board[q].is_some() {
                            break;
                        }
                    }
                }
                PalaceWay::Hop => {
                    let mut squares = self.unit_ray(df, dr, from).iter().copied();
                    let Some(screen) = squares.find(|&q| pos.board[q].is_some()) else { continue };
                    if self.cannon_on(pos, screen) {
                        continue;
                    }
                    for q in squares {
                        let taken = pos.board[q];
                        if lines.has(q) && taken.is_none_or(|p| self.takes(p, side) && !self.janggi_cannons.has(p.kind))
                        {
                            reach(q);
                        }
                        if taken.is_some() {
                            break;
                        }
                    }
                }
            }
        }
    }

    /// Whether a piece of `by` takes on `sq` along the diagonal lines.
    pub(super) fn attacked_on_lines(&self, pos: &Position, sq: Square, by: Side) -> bool {
        let lines = self.def.diagonal_lines;
        if !lines.has(sq) {
            return false;
        }
        let way_of = |q: Square| -> Option<PalaceWay> {
            let p = pos.board[q].filter(|p| p.side == by && lines.has(q))?;
            self.palace[p.kind.index()]
        };
        let cannon_here = self.cannon_on(pos, sq);
        for (df, dr) in DIAGONALS {
            let ray = self.unit_ray(df, dr, sq);
            let mut pieces = self.pieces_behind(pos, sq, df, dr);
            let Some(first) = pieces.next() else { continue };
            let next_to = ray.first() == Some(&first);
            match way_of(first) {
                Some(PalaceWay::Step) if next_to => return true,
                // A soldier takes forward: it stands behind the square, as its side sees it.
                Some(PalaceWay::Soldier) if next_to && dr == -Self::forward(by) => return true,
                Some(PalaceWay::Slide) => return true,
                _ => {}
            }
            if !cannon_here
                && !self.cannon_on(pos, first)
                && pieces.next().is_some_and(|hopper| way_of(hopper) == Some(PalaceWay::Hop))
            {
                return true;
            }
        }
        false
    }

    /// Whether the generals face each other on an open file or rank (janggi's bikjang), the side
    /// to move's king looked from.
    pub fn bikjang(&self, pos: &Position) -> bool {
        let Some(king) = self.def.king else { return false };
        let us = pos.turn;
        pos.board
            .pieces(self.squares())
            .find(|(_, p)| p.is(king, us))
            .is_some_and(|(q, _)| self.faces_king(pos, q, !us, None))
    }

    /// The side to move's pass, where the rules let it pass now: its king stays where it stands
    /// (with no king, its first piece does). Not in check, unless the generals face each other
    /// (a bikjang may always be answered by a pass); where a side passes only when stalemated,
    /// only when it has no other move (`others`, the legal moves found).
    pub(super) fn pass_move(&self, pos: &Position, others: &[Move]) -> Option<Move> {
        let side = pos.turn;
        if !self.def.pass[side] && !self.def.pass_on_stalemate[side] {
            return None;
        }
        let mut mine = pos.board.pieces(self.squares()).filter(|(_, p)| p.side == side);
        let first = mine.next()?.0;
        let from = match self.def.king {
            Some(king) if pos.board[first].is_some_and(|p| p.kind == king) => first,
            Some(king) => mine.find(|(_, p)| p.kind == king).map_or(first, |(q, _)| q),
            None => first,
        };
        let facing = self.def.bikjang && self.bikjang(pos);
        if !facing && self.royal_attacked(pos, side) {
            return None;
        }
        if self.def.pass_on_stalemate[side] && !others.is_empty() {
            return None;
        }
        Some(Move { from, to: from, promotion: None, special: Special::Pass, gate: None })
    }

    /// Keeps of `moves` those that end a bikjang: with the generals facing, every move but a
    /// pass must leave them apart.
    pub(super) fn keep_ending_bikjang(&self, pos: &Position, moves: &mut Vec<Move>) {
        let Some(king) = self.def.king else { return };
        if !self.bikjang(pos) {
            return;
        }
        let us = pos.turn;
        let mut scratch = pos.clone();
        moves.retain(|&mv| {
            let mut changed = Changed::<4>::new();
            self.put_move(&mut scratch, mv, &mut changed);
            let facing = scratch
                .board
                .pieces(self.squares())
                .find(|(_, p)| p.is(king, us))
                .is_some_and(|(q, _)| self.faces_king(&scratch, q, !us, None));
            Self::put_back(&mut scratch, changed);
            !facing
        });
    }
}
