//! A move played: the position after it.

use super::*;

impl Board {
    /// Whether `piece` could move from `from` to `to` on an empty board by its ordinary moves.
    pub(super) fn reaches_quietly(&self, piece: Piece, from: Square, to: Square) -> bool {
        self.def.kinds[piece.kind.index()].motions.iter().filter(|m| m.quiet && !m.initial).any(|m| {
            let (df, dr) = Self::offset(m, piece.side);
            let limit = match m.reach {
                Reach::Leap | Reach::Lame => 1,
                Reach::Ride { limit } => limit.map_or(u32::MAX, u32::from),
                // A hopper goes nowhere on an empty board.
                Reach::Hop | Reach::Grasshop => return false,
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
    pub(super) fn between(&self, from: Square, to: Square) -> ArrayVec<Square, 12> {
        let ((ff, fr), (tf, tr)) = (self.coords_of(from), self.coords_of(to));
        let (df, dr) = (tf - ff, tr - fr);
        if !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
            return ArrayVec::new();
        }
        let n = df.abs().max(dr.abs());
        (1..n).filter_map(|i| self.square_at(ff + df.signum() * i, fr + dr.signum() * i)).collect()
    }

    /// The square of the piece an en passant capture `mv` takes: the one that made the step:
    /// where a first move's landing square is marked, that piece (the frontmost); else the
    /// nearest enemy behind the square passed, on its file (two squares behind it after a triple
    /// step).
    pub fn en_passant_victim(&self, pos: &Position, mv: Move) -> Option<Square> {
        let side = pos.turn;
        let forward = Self::forward(side);
        let marked = pos.en_passant.iter().copied().filter(|&q| pos.board[q].is_some_and(|p| p.side != side));
        if side == Side::White { marked.min() } else { marked.max() }.or_else(|| {
            let mut at = mv.to;
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
    pub fn castled_rook(&self, mv: Move, rook: Square) -> Square {
        let kingside = self.coords_of(rook).0 > self.coords_of(mv.from).0;
        Square::new(if kingside { mv.to.index() - 1 } else { mv.to.index() + 1 })
    }

    /// The position after `mv`.
    pub fn play(&self, pos: &Position, mv: Move) -> Position {
        let mut next = pos.clone();
        let side = pos.turn;
        next.en_passant.clear();
        next.dropped = None;
        next.passes = 0;
        next.bikjang_before = self.def.bikjang && self.bikjang(pos);
        if mv.special == Special::Pass {
            next.passes = pos.passes.saturating_add(1).min(2);
            next.halfmove = pos.halfmove + 1;
            if self.def.counting.is_some() {
                next.counting = self.count_on(pos.counting, &next, side, None, false);
            }
            self.pass_turn(&mut next);
            return next;
        }
        if let Special::Drop { kind } = mv.special {
            next.dropped = Some(kind);
            next.hands[side].take(kind);
            let placed = match mv.promotion {
                Some(promoted) => Piece { kind: promoted, side, promoted_from: Some(kind) },
                None => Piece::new(kind, side),
            };
            next.board[mv.to] = Some(placed);
            if self.def.drops.castling {
                self.castle_dropped(&mut next, mv.to, placed);
            }
            // A drop can never be undone: the n-move count restarts.
            next.halfmove = 0;
            next.counting = self.count_on(pos.counting, &next, side, None, false);
            self.pass_turn(&mut next);
            return next;
        }
        let piece = pos.board[mv.from].expect("a move starts from a piece");
        // A castling king may land where its own rook stood (Chess960): that takes nothing.
        let captured = match mv.special {
            Special::Castle { .. } => None,
            Special::EnPassant => self.en_passant_victim(pos, mv).and_then(|q| pos.board[q]),
            _ => pos.board[mv.to],
        };
        next.board[mv.from] = None;
        let forward = Self::forward(side);
        match mv.special {
            Special::Castle { rook } => {
                let rook_piece = pos.board[rook];
                next.board[rook] = None;
                next.board[self.castled_rook(mv, rook)] = rook_piece;
                next.board[mv.to] = Some(piece);
            }
            Special::EnPassant => {
                if let Some(q) = self.en_passant_victim(pos, mv) {
                    next.board[q] = None;
                }
                next.board[mv.to] = Some(piece);
            }
            Special::Step => {
                next.board[mv.to] = Some(piece);
                // A square passed is marked where the opponent could take on it: a pawn of
                // theirs beside it, or a piece of another kind that takes en passant.
                let them = !side;
                let pawn = self.def.pawn.map_or(Kinds::NONE, Kinds::only);
                let others = !(self.def.en_passant_kinds[them] & !pawn).is_empty();
                let region = self.def.en_passant_region[them];
                next.en_passant = self
                    .between(mv.from, mv.to)
                    .into_iter()
                    .filter(|&q| {
                        region.has(q)
                            && (others
                                || [-1, 1].iter().any(|&df| {
                                    self.shift(q, df, forward).is_some_and(|a| {
                                        pos.board[a].is_some_and(|p| p.side == them && Some(p.kind) == self.def.pawn)
                                    })
                                }))
                    })
                    .collect();
            }
            Special::FirstMove => {
                next.board[mv.to] = Some(piece);
                let region = self.def.en_passant_region[!side];
                next.en_passant = self
                    .between(mv.from, mv.to)
                    .into_iter()
                    .chain(std::iter::once(mv.to))
                    .filter(|&q| region.has(q))
                    .collect();
            }
            Special::None | Special::Promote | Special::Demote | Special::Drop { .. } | Special::Pass => {
                next.board[mv.to] = Some(piece);
            }
        }
        if let Some(kind) = mv.promotion {
            next.board[mv.to] = Some(match mv.special {
                // Turned back, it is what it was.
                Special::Demote => Piece::new(kind, side),
                Special::Promote => Piece { kind, side, promoted_from: Some(piece.kind) },
                // A pawn's promotion is remembered where a hand would take it back as a pawn
                // (the FEN then shows it, `Q~`), or where it may be undone.
                _ if self.remembers_promotion() => Piece { kind, side, promoted_from: Some(piece.kind) },
                _ => Piece::new(kind, side),
            });
        }
        // A piece gated in enters where the moving piece (or the castling rook) stood; the duck
        // moves to its square.
        match mv.gate {
            Some(gate) if Some(gate.kind) == self.def.duck => self.move_duck(&mut next, gate.kind, gate.on),
            Some(gate) => {
                next.board[gate.on] = Some(Piece::new(gate.kind, side));
                next.hands[side].take(gate.kind);
            }
            None => {}
        }
        if self.def.gating {
            self.close_gates(&mut next, mv, side);
        }
        // A piece taken goes to the taker's hand, where the game says so: as what it was before
        // it promoted, unless the game keeps promotions in hand.
        if let Some(taken) = captured.filter(|_| self.def.drops.captures_to_hand) {
            let kind = match taken.promoted_from {
                Some(was) if !self.def.drops.keep_promotion => was,
                _ => taken.kind,
            };
            next.hands[side].add(kind);
        }
        if self.def.blast_on_capture && captured.is_some() {
            self.blast(&mut next, mv.to);
        }
        // Castling rights, as the format's engines keep them, by square: the castling king that
        // leaves its square loses both, and so does one taken there (where kings are not royal);
        // a rook that moves or is taken, its own. (Another king, promoted, moves and is taken
        // without touching them.)
        if self.def.castling.is_some() {
            if self.castling_king(pos, side) == Some(mv.from) {
                next.castling[side] = [None; 2];
            }
            if captured.is_some() && self.castling_king(pos, !side) == Some(mv.to) {
                next.castling[!side] = [None; 2];
            }
            for rights in next.castling.iter_mut() {
                for r in rights.iter_mut() {
                    if *r == Some(mv.from) || *r == Some(mv.to) {
                        *r = None;
                    }
                }
            }
            if let Special::Castle { .. } = mv.special {
                next.castling[side] = [None; 2];
            }
        }
        // The n-move count restarts with a capture, a promotion (a shogi promotion where it can
        // not be undone), or a move of a pawn-like kind that it could not make back (a pawn's
        // step forward, not its step sideways).
        let promotes = match mv.special {
            Special::Promote => !self.def.piece_demotion,
            Special::Demote => false,
            _ => mv.promotion.is_some(),
        };
        let resets = captured.is_some()
            || promotes
            || (self.def.n_move_kinds[side].has(piece.kind) && !self.reaches_quietly(piece, mv.to, mv.from));
        next.halfmove = if resets { 0 } else { pos.halfmove + 1 };
        if self.def.counting.is_some() {
            next.counting = self.count_on(pos.counting, &next, side, captured, mv.promotion.is_some());
        }
        if self.def.cambodian_moves {
            self.rook_aims_at_king(&mut next, piece, mv.to);
        }
        self.pass_turn(&mut next);
        next
    }

    /// Cambodian chess: a rook moved onto the file or rank of the other side's king still on
    /// its first square takes away the king's leap, as a check would.
    fn rook_aims_at_king(&self, next: &mut Position, piece: Piece, to: Square) {
        if Some(piece.kind) != self.rook {
            return;
        }
        let them = !piece.side;
        let (file, rank) = self.coords_of(to);
        let aimed: ArrayVec<Square, 4> = next.gates[them]
            .squares()
            .filter(|&q| next.board[q].is_some_and(|p| p.side == them && Some(p.kind) == self.def.king))
            .filter(|&q| {
                let (f, r) = self.coords_of(q);
                f == file || r == rank
            })
            .take(4)
            .collect();
        for q in aimed {
            next.gates[them] = next.gates[them] & !Region::EMPTY.with(q);
        }
    }

    /// The gates a move closes: the square its piece left (and a castling rook's), the square
    /// it took on; and all of a side's once its hand is empty, where only the hand fills them.
    fn close_gates(&self, next: &mut Position, mv: Move, side: Side) {
        let mut mine = next.gates[side];
        mine = mine & !Region::EMPTY.with(mv.from);
        if let Special::Castle { rook } = mv.special {
            mine = mine & !Region::EMPTY.with(rook);
        }
        next.gates[side] = mine;
        next.gates[!side] = next.gates[!side] & !Region::EMPTY.with(mv.to);
        if self.def.seirawan_gating && next.hands[side].is_empty() && !self.def.drops.captures_to_hand {
            next.gates[side] = Region::EMPTY;
        }
    }

    /// Whether a piece keeps what it was before a pawn's promotion: where a hand takes it back
    /// as what it was, or a promoted piece may turn back.
    pub(super) fn remembers_promotion(&self) -> bool {
        (self.def.drops.captures_to_hand && !self.def.drops.keep_promotion) || self.def.piece_demotion
    }

    /// The turn passes to the other side: the move number, and a check counted where the game
    /// counts them.
    fn pass_turn(&self, next: &mut Position) {
        let side = next.turn;
        if side == Side::Black {
            next.fullmove += 1;
        }
        next.turn = !side;
        let checked = next.checks_left.is_some() && self.in_check(next);
        if let Some(left) = next.checks_left.as_mut().filter(|_| checked) {
            left[side] = left[side].saturating_sub(1);
        }
    }

    /// A king or rook dropped where it starts may castle (placement chess): a king dropped on
    /// its file of its rank with a rook in a corner of it, or a rook dropped in a corner with the
    /// king already on its square.
    fn castle_dropped(&self, next: &mut Position, to: Square, placed: Piece) {
        let Some(castle) = &self.def.castling else { return };
        let side = placed.side;
        let rank = self.relative_rank(side, i32::from(castle.rank));
        let (file, on_rank) = self.coords_of(to);
        if on_rank != rank {
            return;
        }
        let corners = [0, self.files - 1];
        let is_rook = |p: Option<Piece>| p.is_some_and(|p| p.side == side && castle.rook_kinds.has(p.kind));
        let king_square = self.square_at(i32::from(castle.king_file), rank);
        let mut rooks = ArrayVec::<Square, 2>::new();
        if Some(placed.kind) == castle.king_kind && file == i32::from(castle.king_file) {
            rooks.extend(corners.iter().filter_map(|&f| self.square_at(f, rank)).filter(|&q| is_rook(next.board[q])));
        } else if castle.rook_kinds.has(placed.kind)
            && corners.contains(&file)
            && king_square
                .is_some_and(|k| next.board[k].is_some_and(|p| castle.king_kind.is_some_and(|kind| p.is(kind, side))))
        {
            rooks.push(to);
        }
        let king_file = i32::from(castle.king_file);
        for rook in rooks {
            let wing = usize::from(self.coords_of(rook).0 < king_file);
            next.castling[side][wing] = Some(rook);
        }
    }
}
