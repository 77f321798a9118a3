//! Atomic chess's blasts (`blastOnCapture`): a capture explodes, clearing its square and the
//! pieces around it; kings that touch cannot take each other, so neither is in check.

use super::legal::Changed;
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
        let kings = BySide::new(self.castling_king(next, Side::White), self.castling_king(next, Side::Black));
        for &q in &cleared {
            let Some(piece) = next.board[q].take() else { continue };
            if self.def.drops.captures_to_hand {
                let kind = match piece.promoted_from {
                    Some(was) if !self.def.drops.keep_promotion => was,
                    _ => piece.kind,
                };
                next.hands[!piece.side].add(kind);
            }
            if self.def.castling.is_some() {
                if kings[piece.side] == Some(q) {
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
        if !self.def.blast_on_capture {
            return false;
        }
        let (file, rank) = self.coords_of(square);
        self.royal_squares(pos, !side).into_iter().any(|q| {
            let (f, r) = self.coords_of(q);
            (f - file).abs() <= 1 && (r - rank).abs() <= 1
        })
    }

    /// The number of `side`'s royal pieces on the board.
    pub(super) fn royals(&self, pos: &Position, side: Side) -> usize {
        self.royal_squares(pos, side).len()
    }

    /// Each side's one royal piece, where captures blast and royalty is the extinction rule's
    /// (atomic chess): the side to move's and the other's. `None` where a side has several, or
    /// the game has pieces in hand or checks of its own kind (then every move is played out).
    pub(super) fn atomic_kings(&self, pos: &Position) -> Option<(Square, Square)> {
        let ext = self.def.extinction.as_ref()?;
        if !self.def.blast_on_capture
            || !ext.pseudo_royal
            || ext.duple_check
            || self.royal().is_some()
            || !self.def.checking
            || self.def.drops.enabled
            || self.def.gating
        {
            return None;
        }
        // One pass over the board for both sides: each side's pieces of the kinds the rule makes
        // royal, by count (a lone king is royal however few the rule allows).
        let mut found = BySide::both((None::<Square>, 0u32));
        for (q, p) in pos.board.pieces(self.squares()) {
            if ext.kinds.has(p.kind) {
                let (at, n) = &mut found[p.side];
                *at = Some(q);
                *n += 1;
            }
        }
        match (found[pos.turn], found[!pos.turn], ext.kinds.kinds().count()) {
            ((Some(king), 1), (Some(enemy), 1), 1) => Some((king, enemy)),
            _ => None,
        }
    }

    /// Whether `mv` is illegal in atomic chess, tried on `scratch` (a copy of the position, put
    /// back after): its blast takes the mover's king, or, leaving the other king standing and
    /// not touching it, the mover's king stands attacked.
    pub(super) fn blast_exposes(&self, scratch: &mut Position, mv: Move, king: Square, enemy: Square) -> bool {
        let side = scratch.turn;
        let (from, to) = (mv.from, mv.to);
        let takes = mv.special == Special::EnPassant || scratch.board[to].is_some_and(|p| p.side != side && from != to);
        let mut changed = Changed::<13>::new();
        self.put_move(scratch, mv, &mut changed);
        if takes {
            for q in self.blast_squares(scratch, to) {
                Self::put(scratch, &mut changed, q, None);
            }
        }
        let now = if from == king { to } else { king };
        let mine = |p: Option<Piece>| p.is_some_and(|p| p.side == side);
        let illegal = if !mine(scratch.board[now]) {
            true
        } else if scratch.board[enemy].is_none() {
            false
        } else {
            let ((f, r), (ef, er)) = (self.coords_of(now), self.coords_of(enemy));
            let touching = (f - ef).abs() <= 1 && (r - er).abs() <= 1;
            !touching && self.attacked(scratch, now, !side)
        };
        Self::put_back(scratch, changed);
        illegal
    }

    /// Whether `mv` takes a piece of its own kind where the game forbids it (atomar's kings).
    pub(super) fn mutually_immune(&self, pos: &Position, mv: Move) -> bool {
        let (Some(mover), Some(taken)) = (pos.board[mv.from], pos.board[mv.to]) else { return false };
        taken.side != mover.side && mover.kind == taken.kind && self.def.mutually_immune.has(mover.kind)
    }
}
