//! Every move the pieces of the side to move could make, before checks are considered.

use super::*;

impl Board {
    /// Whether the piece `mv` moves could move on from where it lands, on an empty board.
    pub(super) fn can_move_on(&self, pos: &Position, mv: Move) -> bool {
        let Some(piece) = pos.board[mv.from as usize] else { return true };
        !has(self.stuck[piece.kind as usize][piece.side as usize], mv.to as usize)
    }

    /// Every move the pieces of the side to move could make, before checks, compulsory capture
    /// and the game's endings are considered: for saying why a move is not legal.
    pub fn pseudo_legal_moves(&self, pos: &Position) -> Vec<Move> {
        let mut moves = Vec::new();
        self.pseudo_legal(pos, &mut moves);
        moves
    }

    /// Every move the pieces could make, before checks are considered.
    pub(super) fn pseudo_legal(&self, pos: &Position, out: &mut Vec<Move>) {
        let side = pos.turn;
        let s = side as usize;
        let forward = if side == 0 { 1 } else { -1 };
        for from in 0..self.squares() {
            let Some(piece) = pos.board[from] else { continue };
            if piece.side != side {
                continue;
            }
            let add = |to: usize, special: Special, out: &mut Vec<Move>| {
                self.with_promotions(pos, piece, from, to, special, out);
            };
            let first = out.len();
            for walk in &self.moves[s][piece.kind as usize] {
                let m = &walk.motion;
                if m.initial && !has(self.def.double_step_region[s], from) {
                    continue;
                }
                let ray = self.ray(walk.direction, from);
                let quiet = if walk.first_only { Special::FirstMove } else { Special::None };
                match m.reach {
                    Reach::Leap | Reach::Lame => {
                        let Some(&to) = ray.first() else { continue };
                        let to = to as usize;
                        if m.reach == Reach::Lame && !self.lame_clear(pos, m, side, from) {
                            continue;
                        }
                        match pos.board[to] {
                            None if m.quiet => add(to, quiet, out),
                            None if m.capture
                                && pos.en_passant.contains(&(to as u8))
                                && kind_in(self.def.en_passant_kinds[s], piece.kind)
                                && has(self.def.en_passant_region[s], to) =>
                            {
                                add(to, Special::EnPassant, out);
                            }
                            Some(p) if p.side != side && m.capture => add(to, Special::None, out),
                            _ => {}
                        }
                    }
                    Reach::Ride { limit } => {
                        let reach = limit.map_or(ray.len(), |l| ray.len().min(l as usize));
                        for &to in &ray[..reach] {
                            let to = to as usize;
                            match pos.board[to] {
                                None => {
                                    if m.quiet {
                                        add(to, Special::None, out);
                                    }
                                }
                                Some(p) => {
                                    if p.side != side && m.capture {
                                        add(to, Special::None, out);
                                    }
                                    break;
                                }
                            }
                        }
                    }
                }
            }
            // The pawn's steps of two and three squares from its regions.
            if Some(piece.kind as usize) == self.def.pawn {
                let regions = [
                    (self.def.double_step && has(self.def.double_step_region[s], from), 2),
                    (has(self.def.triple_step_region[s], from), 3),
                ];
                for (allowed, n) in regions {
                    if !allowed {
                        continue;
                    }
                    let squares: Option<Vec<usize>> = (1..=n).map(|i| self.shift(from, 0, forward * i)).collect();
                    if let Some(squares) = squares
                        && squares.iter().all(|&q| pos.board[q].is_none())
                    {
                        add(*squares.last().expect("a step passes squares"), Special::Step, out);
                    }
                }
            }
            if kind_in(self.overlapping, piece.kind) {
                Self::keep_first_of_each(out, first);
            }
        }
        self.castlings(pos, out);
    }

    /// Drops every move from `first` on that repeats an earlier one's destination and
    /// promotion: one piece's moves reached by two of its ways of moving.
    pub(super) fn keep_first_of_each(out: &mut Vec<Move>, first: usize) {
        let mut kept = first;
        for i in first..out.len() {
            let mv = out[i];
            if !out[first..kept].iter().any(|k| k.to == mv.to && k.promotion == mv.promotion) {
                out[kept] = mv;
                kept += 1;
            }
        }
        out.truncate(kept);
    }

    /// A move to `to`, or its promotions where the piece promotes there.
    pub(super) fn with_promotions(
        &self,
        pos: &Position,
        piece: Piece,
        from: usize,
        to: usize,
        special: Special,
        out: &mut Vec<Move>,
    ) {
        let s = piece.side as usize;
        let plain = Move { from: from as u8, to: to as u8, promotion: None, special };
        if !kind_in(self.def.promotion_pawns[s], piece.kind) || !has(self.def.promotion_region[s], to) {
            out.push(plain);
            return;
        }
        for kind in 0..self.def.kinds.len() as u8 {
            if !kind_in(self.def.promotion_pieces[s], kind) {
                continue;
            }
            if let Some(&(_, limit)) = self.def.promotion_limit.iter().find(|(k, _)| *k == kind as usize)
                && self.count(pos, Piece { kind, side: piece.side }) >= limit
            {
                continue;
            }
            out.push(Move { promotion: Some(kind), ..plain });
        }
        if !self.def.mandatory_promotion {
            out.push(plain);
        }
    }

    pub(super) fn castlings(&self, pos: &Position, out: &mut Vec<Move>) {
        let Some(castle) = &self.def.castling else { return };
        let side = pos.turn;
        let rank = if side == 0 { castle.rank as i32 } else { self.ranks - 1 - castle.rank as i32 };
        for (wing, rook) in pos.castling[side as usize].iter().enumerate() {
            let Some(rook) = *rook else { continue };
            let rook = rook as usize;
            let king = (0..self.files)
                .map(|f| (rank * self.files + f) as usize)
                .find(|&s| pos.board[s] == Some(Piece { kind: castle.king_kind as u8, side }));
            let Some(king) = king else { continue };
            if pos.board[rook].is_none_or(|p| p.side != side) {
                continue;
            }
            let king_to_file = if wing == 0 { castle.kingside_file } else { castle.queenside_file } as i32;
            let rook_to_file = if wing == 0 { king_to_file - 1 } else { king_to_file + 1 };
            let king_to = (rank * self.files + king_to_file) as usize;
            let rook_to = (rank * self.files + rook_to_file) as usize;
            let span = [king, rook, king_to, rook_to];
            let (lo, hi) = (*span.iter().min().expect("four squares"), *span.iter().max().expect("four squares"));
            if (lo..=hi).any(|q| q != king && q != rook && pos.board[q].is_some()) {
                continue;
            }
            // A king that is a piece like any other (giveaway) castles whatever attacks it.
            // A royal king may not castle out of check, nor through or onto an attacked square
            // (its destination judged with the castling rook gone, which may have shielded it).
            let enemy = 1 - side;
            let royal = self.royal() == Some(castle.king_kind as u8);
            if royal {
                let (a, b) = (king.min(king_to), king.max(king_to));
                if (a..=b).any(|q| self.attacked(pos, q, enemy)) {
                    continue;
                }
                let mut without_rook = pos.clone();
                without_rook.board[rook] = None;
                if self.attacked(&without_rook, king_to, enemy) {
                    continue;
                }
            }
            out.push(Move {
                from: king as u8,
                to: king_to as u8,
                promotion: None,
                special: Special::Castle { rook: rook as u8 },
            });
        }
    }
}
