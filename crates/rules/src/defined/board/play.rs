//! A move played: the position after it.

use super::*;

impl Board {
    /// Whether `piece` could move from `from` to `to` on an empty board by its ordinary moves.
    pub(super) fn reaches_quietly(&self, piece: Piece, from: usize, to: usize) -> bool {
        self.def.kinds[piece.kind as usize].motions.iter().filter(|m| m.quiet && !m.initial).any(|m| {
            let (df, dr) = Self::offset(m, piece.side);
            let limit = match m.reach {
                Reach::Leap | Reach::Lame => 1,
                Reach::Ride { limit } => limit.map_or(u32::MAX, u32::from),
            };
            let mut at = from;
            let mut steps = 0;
            while let Some(next) = self.shift(at, df, dr) {
                steps += 1;
                if steps > limit {
                    break;
                }
                if next == to {
                    return true;
                }
                at = next;
            }
            false
        })
    }

    /// The squares strictly between two squares on one rank, file or diagonal (none for others).
    pub(super) fn between(&self, from: usize, to: usize) -> Vec<u8> {
        let (ff, fr) = (from as i32 % self.files, from as i32 / self.files);
        let (tf, tr) = (to as i32 % self.files, to as i32 / self.files);
        let (df, dr) = (tf - ff, tr - fr);
        if !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
            return Vec::new();
        }
        let n = df.abs().max(dr.abs());
        (1..n).map(|i| ((fr + dr.signum() * i) * self.files + ff + df.signum() * i) as u8).collect()
    }

    /// The square of the piece an en passant capture `mv` takes: the one that made the step:
    /// where a first move's landing square is marked, that piece (the frontmost); else the
    /// nearest enemy behind the square passed, on its file (two squares behind it after a triple
    /// step).
    pub fn en_passant_victim(&self, pos: &Position, mv: Move) -> Option<usize> {
        let side = pos.turn;
        let forward = if side == 0 { 1 } else { -1 };
        let marked =
            pos.en_passant.iter().map(|&q| q as usize).filter(|&q| pos.board[q].is_some_and(|p| p.side != side));
        if side == 0 { marked.min() } else { marked.max() }.or_else(|| {
            let mut at = mv.to as usize;
            while let Some(q) = self.shift(at, 0, -forward) {
                if pos.board[q].is_some_and(|p| p.side != side) {
                    return Some(q);
                }
                at = q;
            }
            None
        })
    }

    /// Where the rook on `rook` lands when the king castles by `mv`: beside the king's
    /// square, on the side it came from.
    pub(super) fn castled_rook(&self, mv: Move, rook: usize) -> usize {
        let kingside = (rook as i32 % self.files) > (mv.from as i32 % self.files);
        if kingside { mv.to as usize - 1 } else { mv.to as usize + 1 }
    }

    /// The position after `mv`.
    pub fn play(&self, pos: &Position, mv: Move) -> Position {
        let mut next = pos.clone();
        let side = pos.turn;
        let s = side as usize;
        let piece = pos.board[mv.from as usize].expect("a move starts from a piece");
        // A castling king may land where its own rook stood (Chess960): that takes nothing.
        let captured = if let Special::Castle { .. } = mv.special { None } else { pos.board[mv.to as usize] };
        next.board[mv.from as usize] = None;
        next.en_passant.clear();
        let forward = if side == 0 { 1 } else { -1 };
        match mv.special {
            Special::Castle { rook } => {
                let rook_piece = pos.board[rook as usize];
                next.board[rook as usize] = None;
                next.board[self.castled_rook(mv, rook as usize)] = rook_piece;
                next.board[mv.to as usize] = Some(piece);
            }
            Special::EnPassant => {
                let victim = self.en_passant_victim(pos, mv);
                if let Some(q) = victim {
                    next.board[q] = None;
                }
                next.board[mv.to as usize] = Some(piece);
            }
            Special::Step => {
                next.board[mv.to as usize] = Some(piece);
                // A square passed is marked where the opponent could take on it: a pawn of
                // theirs beside it, or a piece of another kind that takes en passant.
                let them = 1 - s;
                let others = self.def.en_passant_kinds[them] & !self.def.pawn.map_or(0, |p| 1 << p) != 0;
                next.en_passant = self
                    .between(mv.from as usize, mv.to as usize)
                    .into_iter()
                    .filter(|&q| {
                        has(self.def.en_passant_region[them], q as usize)
                            && (others
                                || [-1, 1].iter().any(|&df| {
                                    self.shift(q as usize, df, forward).is_some_and(|a| {
                                        pos.board[a].is_some_and(|p| {
                                            p.side as usize == them && Some(p.kind as usize) == self.def.pawn
                                        })
                                    })
                                }))
                    })
                    .collect();
            }
            Special::FirstMove => {
                next.board[mv.to as usize] = Some(piece);
                let mut passed = self.between(mv.from as usize, mv.to as usize);
                passed.push(mv.to);
                next.en_passant =
                    passed.into_iter().filter(|&q| has(self.def.en_passant_region[1 - s], q as usize)).collect();
            }
            Special::None => {
                next.board[mv.to as usize] = Some(piece);
            }
        }
        if let Some(kind) = mv.promotion {
            next.board[mv.to as usize] = Some(Piece { kind, side });
        }
        // Castling rights: a king that moves loses both; a rook that moves or is taken, its own.
        if let Some(castle) = &self.def.castling {
            if piece.kind as usize == castle.king_kind {
                next.castling[s] = [None; 2];
            }
            // A king taken (where kings are not royal) takes its side's castling with it.
            if let Some(taken) = captured.filter(|p| p.kind as usize == castle.king_kind && p.side != side) {
                next.castling[taken.side as usize] = [None; 2];
            }
            for rights in &mut next.castling {
                for r in rights.iter_mut() {
                    if *r == Some(mv.from) || *r == Some(mv.to) {
                        *r = None;
                    }
                }
            }
            if let Special::Castle { .. } = mv.special {
                next.castling[s] = [None; 2];
            }
        }
        // The n-move count restarts with a capture, a promotion, or a move of a pawn-like kind
        // that it could not make back (a pawn's step forward, not its step sideways).
        let resets = captured.is_some()
            || mv.special == Special::EnPassant
            || mv.promotion.is_some()
            || (kind_in(self.def.n_move_kinds[s], piece.kind)
                && !self.reaches_quietly(piece, mv.to as usize, mv.from as usize));
        next.halfmove = if resets { 0 } else { pos.halfmove + 1 };
        if side == 1 {
            next.fullmove += 1;
        }
        next.turn = 1 - side;
        let checked = next.checks_left.is_some() && self.in_check(&next);
        if let Some(left) = next.checks_left.as_mut().filter(|_| checked) {
            left[s] = left[s].saturating_sub(1);
        }
        next
    }
}
