//! Atomic chess's blasts (`blastOnCapture`): a capture explodes, clearing its square and the
//! pieces around it; kings that touch cannot take each other, so neither is in check.

use super::*;

impl Board {
    /// The eight squares around `square` that are on the board.
    fn around(&self, square: Square) -> impl Iterator<Item = Square> + '_ {
        const STEPS: [(i32, i32); 8] = [(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)];
        STEPS.iter().filter_map(move |&(df, dr)| self.shift(square, df, dr))
    }

    /// The squares a capture on `center` clears in `pos` (the position after the capturing
    /// piece has landed): the centre, the capturer with it, and every piece around that is not
    /// a pawn; none of a kind immune to blasts.
    pub(super) fn blast_squares(&self, pos: &Position, center: Square) -> ArrayVec<Square, 9> {
        let immune = self.def.blast_immune;
        std::iter::once(center)
            .chain(self.around(center).filter(|&q| pos.board[q].is_some_and(|p| Some(p.kind) != self.def.pawn)))
            .filter(|&q| pos.board[q].is_some_and(|p| !immune.has(p.kind)))
            .collect()
    }

    /// Clears the squares of a capture's blast on `center` in `next`, for the side that took:
    /// the castling rights of a king or rook blown away go with it; where taken pieces go to a
    /// hand, each piece blown away goes to its opponent's.
    pub(super) fn blast(&self, next: &mut Position, center: Square) -> ArrayVec<Square, 9> {
        let cleared = self.blast_squares(next, center);
        for &q in &cleared {
            let Some(piece) = next.board[q].take() else { continue };
            if self.def.drops.captures_to_hand {
                let kind = match piece.promoted_from {
                    Some(was) if !self.def.drops.keep_promotion => was,
                    _ => piece.kind,
                };
                next.hands[!piece.side].add(kind);
            }
            if let Some(castle) = &self.def.castling {
                if Some(piece.kind) == castle.king_kind {
                    next.castling[piece.side] = [None; 2];
                }
                for rights in next.castling.iter_mut() {
                    for r in rights.iter_mut().filter(|r| **r == Some(q)) {
                        *r = None;
                    }
                }
            }
        }
        cleared
    }

    /// Whether the royal piece of `side` on `square` touches a royal piece of the other side,
    /// where captures blast: then nothing can take it (the blast would take the taker's own), and
    /// it is not in check.
    pub(super) fn touches_enemy_royal(&self, pos: &Position, square: Square, side: Side) -> bool {
        self.def.blast_on_capture && self.around(square).any(|q| self.is_royal(pos, q, !side))
    }

    /// The number of `side`'s royal pieces on the board.
    pub(super) fn royals(&self, pos: &Position, side: Side) -> usize {
        self.all_squares().filter(|&q| self.is_royal(pos, q, side)).count()
    }

    /// Whether `mv` takes a piece of its own kind where the game forbids it (atomar's kings).
    pub(super) fn mutually_immune(&self, pos: &Position, mv: Move) -> bool {
        let (Some(mover), Some(taken)) = (pos.board[mv.from], pos.board[mv.to]) else { return false };
        taken.side != mover.side && mover.kind == taken.kind && self.def.mutually_immune.has(mover.kind)
    }
}
