//! The legal moves: the pieces' moves that leave no royal piece of the mover attacked.

use super::*;

/// The squares a move tried on a scratch board changed, with what stood on each before: at
/// most a castling's four, or an en passant capture's three and its blast's nine.
pub(super) type Changed<const N: usize = 13> = ArrayVec<(Square, Option<Piece>), N>;

impl Board {
    /// The squares a piece of the side to move may leave without exposing a royal piece of
    /// theirs, when the position lets that be known without playing the move: not in check,
    /// checks allowed, no lame leaper or hopper among the enemy's pieces (a piece that moves could
    /// unblock it, or screen for it), no flying general. Then every square off the lines the
    /// enemy's riders could attack the royal pieces along is safe to leave. `None` when nothing
    /// is known so.
    pub(super) fn safe_squares(&self, pos: &Position, king: Option<Square>) -> Option<Region> {
        let us = pos.turn;
        let them = !us;
        if !self.def.checking || self.def.flying_general || !self.def.diagonal_lines.is_empty() {
            return None;
        }
        let in_check = match king {
            Some(king) => self.attacked(pos, king, them),
            None => self.in_check(pos),
        };
        if in_check {
            return None;
        }
        let present: Kinds =
            pos.board.pieces(self.squares()).filter(|(_, p)| p.side == them).map(|(_, p)| p.kind).collect();
        if !(present & self.odd_riders[them]).is_empty() {
            return None;
        }
        let royals: ArrayVec<Square, 16> = match king {
            Some(king) => std::iter::once(king).collect(),
            None => self.royal_squares(pos, us),
        };
        // Along each line an enemy rider could take on, only the first piece from a royal one
        // can uncover it by leaving (a piece further out stays shielded by the first).
        let mut unsafe_to_leave = Region::EMPTY;
        for line in self.lines[them].iter().filter(|l| !(l.rider_kinds & present).is_empty()) {
            for &royal in &royals {
                if let Some(&first) = self.ray(line.direction, royal).iter().find(|&&q| pos.board[q].is_some()) {
                    unsafe_to_leave = unsafe_to_leave.with(first);
                }
            }
        }
        Some(!unsafe_to_leave)
    }

    /// Whether `mv` is legal without playing it: an ordinary move, by a piece that is not royal
    /// and makes none, from a square [`Board::safe_squares`] knows is safe to leave.
    pub(super) fn surely_legal(&self, pos: &Position, mv: Move, safe: Option<Region>, king: Option<Square>) -> bool {
        let Some(safe) = safe else { return false };
        (matches!(mv.special, Special::None | Special::Step | Special::FirstMove) && mv.promotion.is_none()
            || matches!(mv.special, Special::Drop { kind } if !self.royal_kind(mv.promotion.unwrap_or(kind))))
            && safe.has(mv.from)
            && match king {
                Some(king) => mv.from != king,
                None => !self.is_royal(pos, mv.from, pos.turn),
            }
            && (!self.def.immobility_illegal || self.can_move_on(pos, mv))
            // A capture's blast may take the mover's own royal piece, wherever it starts.
            && !(self.def.blast_on_capture && pos.takes(mv))
    }

    /// Whether a move the pieces could make is legal: it leaves no royal piece of the mover
    /// attacked, and gives no check where checks are forbidden.
    pub(super) fn legal(&self, pos: &Position, mv: Move) -> bool {
        let side = pos.turn;
        if self.def.immobility_illegal && Self::judged_for_immobility(mv) && !self.can_move_on(pos, mv) {
            return false;
        }
        let mut next = self.play(pos, mv);
        // A piece gated in shields nothing: the move must be legal without it, as the format's
        // engines judge it (a pinned piece may not leave its line by gating another onto it).
        let gated = mv.gate.map(|gate| (gate.on, next.board[gate.on].take()));
        if self.promotes_to_royal_kind(mv) {
            // A piece promoted into a kind the game makes royal (sho shogi's prince) does not
            // take royalty from those that had it: they must not stand attacked after the move,
            // as the format's engines judge it.
            // A royal piece that promotes (chak's king into its divine king) goes on being royal
            // where it lands.
            let royals: ArrayVec<Square, 16> =
                self.royal_squares(pos, side).into_iter().map(|q| if q == mv.from { mv.to } else { q }).collect();
            if royals.iter().any(|&q| self.attacked(&next, q, !side)) {
                return false;
            }
        } else if self.def.blast_on_capture {
            // A blast may not take the mover's own royal piece; one that takes the other side's
            // wins, whatever else stands attacked.
            if self.royals(&next, side) < self.royals(pos, side) {
                return false;
            }
            if self.royals(&next, !side) == self.royals(pos, !side) && self.royal_attacked(&next, side) {
                return false;
            }
        } else if self.royal_attacked(&next, side) {
            return false;
        }
        if let Some((on, piece)) = gated {
            next.board[on] = piece;
        }
        self.def.checking || !self.in_check(&next)
    }

    /// Whether pieces of `kind` may be royal: the king, or a kind the extinction rule may make
    /// royal (a royal piece dropped must not land attacked, whatever the square it came from).
    fn royal_kind(&self, kind: Kind) -> bool {
        Some(kind) == self.royal() || self.def.extinction.as_ref().is_some_and(|e| e.pseudo_royal && e.kinds.has(kind))
    }

    /// Whether `mv` is a shogi promotion into a kind the game's extinction rule makes royal.
    fn promotes_to_royal_kind(&self, mv: Move) -> bool {
        mv.special == Special::Promote
            && self
                .def
                .extinction
                .as_ref()
                .is_some_and(|e| e.pseudo_royal && mv.promotion.is_some_and(|k| e.kinds.has(k)))
    }

    /// Every legal move; none where the game has ended.
    pub fn legal_moves(&self, pos: &Position) -> Vec<Move> {
        if self.immediate_end(pos).is_some() {
            return Vec::new();
        }
        self.moves_in_play(pos)
    }

    /// The legal moves with the duck's square left unchosen (all the legal moves, where the
    /// game has no duck): what tells one piece's move from another's, for notation.
    pub fn legal_piece_moves(&self, pos: &Position) -> Vec<Move> {
        if self.immediate_end(pos).is_some() {
            return Vec::new();
        }
        self.piece_moves(pos)
    }

    /// The square of the one king of the side to move, where the game's only royal piece is its
    /// king (no pseudo-royal pieces), it has exactly one, and checks are allowed: then a move is
    /// legal when that square, or the king's new one, is not attacked after it.
    pub(super) fn lone_king(&self, pos: &Position) -> Option<Square> {
        let king = self.royal()?;
        if !self.def.checking || self.def.extinction.as_ref().is_some_and(|e| e.pseudo_royal) {
            return None;
        }
        let mut squares = pos.board.pieces(self.squares()).filter(|&(_, p)| p.is(king, pos.turn)).map(|(q, _)| q);
        let first = squares.next()?;
        squares.next().is_none().then_some(first)
    }

    /// Whether `mv` leaves the side to move's lone king (on `king`) attacked: the move's pieces
    /// are put on `scratch` (a copy of the position), the king's square tried, and the board put
    /// back, so no position is built for it.
    pub(super) fn exposes(&self, scratch: &mut Position, mv: Move, king: Square) -> bool {
        let side = scratch.turn;
        let mut changed = Changed::<4>::new();
        self.put_move(scratch, mv, &mut changed);
        // (A piece gated in shields nothing: see `legal`.)
        let target = if mv.from == king { mv.to } else { king };
        let attacked = self.attacked(scratch, target, !side);
        Self::put_back(scratch, changed);
        attacked
    }

    /// Whether `mv` moves no king, takes nothing but on its target square, gates nothing in,
    /// and neither leaves nor enters a square of `near` (the squares bearing on the king's
    /// safety: [`Board::near_king`]).
    fn away_from(mv: Move, king: Square, near: Region) -> bool {
        matches!(
            mv.special,
            Special::None
                | Special::Step
                | Special::FirstMove
                | Special::Promote
                | Special::Demote
                | Special::Drop { .. }
        ) && mv.gate.is_none()
            && mv.from != king
            && !near.has(mv.from)
            && !near.has(mv.to)
    }

    /// Puts the pieces `mv` moves (or drops) on `scratch`'s board, each square's old content
    /// kept in `changed` for [`Board::put_back`]: a move tried without building its position.
    #[inline]
    pub(super) fn put_move<const N: usize>(&self, scratch: &mut Position, mv: Move, changed: &mut Changed<N>) {
        let (from, to) = (mv.from, mv.to);
        let piece = scratch.board[from];
        match mv.special {
            Special::Castle { rook } => {
                let rook_piece = scratch.board[rook];
                let rook_to = self.castled_rook(mv, rook);
                Self::put(scratch, changed, from, None);
                Self::put(scratch, changed, rook, None);
                Self::put(scratch, changed, to, piece);
                Self::put(scratch, changed, rook_to, rook_piece);
            }
            Special::EnPassant => {
                let victim = self.en_passant_victim(scratch, mv);
                Self::put(scratch, changed, from, None);
                if let Some(q) = victim {
                    Self::put(scratch, changed, q, None);
                }
                Self::put(scratch, changed, to, piece);
            }
            Special::Drop { kind } => {
                let dropped = Piece::new(mv.promotion.unwrap_or(kind), scratch.turn);
                Self::put(scratch, changed, to, Some(dropped));
            }
            _ => {
                Self::put(scratch, changed, from, None);
                Self::put(scratch, changed, to, piece);
            }
        }
    }

    /// Sets one square of `scratch`, keeping what stood there in `changed`.
    #[inline]
    pub(super) fn put<const N: usize>(scratch: &mut Position, changed: &mut Changed<N>, q: Square, p: Option<Piece>) {
        changed.push((q, scratch.board[q]));
        scratch.board[q] = p;
    }

    /// Undoes [`Board::put_move`] (and any [`Board::put`] after it): the board as it was.
    #[inline]
    pub(super) fn put_back<const N: usize>(scratch: &mut Position, changed: Changed<N>) {
        for (q, p) in changed.into_iter().rev() {
            scratch.board[q] = p;
        }
    }

    /// The legal moves of a position the game has not ended in before a move, the duck's
    /// square left to be chosen.
    fn piece_moves(&self, pos: &Position) -> Vec<Move> {
        let mut moves = Vec::with_capacity(64);
        self.pseudo_legal(pos, &mut moves);
        // Nothing royal (giveaway): a move exposes nothing, so only a stuck piece is refused.
        let unroyal = self.royal().is_none()
            && !self.def.extinction.as_ref().is_some_and(|e| e.pseudo_royal)
            && self.def.checking;
        if unroyal {
            if self.def.immobility_illegal {
                moves.retain(|&mv| !Self::judged_for_immobility(mv) || self.can_move_on(pos, mv));
            }
        } else if let Some((king, enemy)) = self.atomic_kings(pos) {
            // Atomic chess's one king a side: each move tried on a scratch board, blast and all.
            let safe = self.safe_squares(pos, Some(king));
            let mut scratch = pos.clone();
            moves.retain(|&mv| {
                self.surely_legal(pos, mv, safe, Some(king)) || !self.blast_exposes(&mut scratch, mv, king, enemy)
            });
        } else {
            let king = self.lone_king(pos);
            let safe = self.safe_squares(pos, king);
            self.keep_legal(pos, &mut moves, king, safe);
            if self.def.makpong {
                self.keep_makpong(pos, &mut moves);
            }
        }
        if !self.def.mutually_immune.is_empty() {
            moves.retain(|&mv| !self.mutually_immune(pos, mv));
        }
        if self.def.sittuyin_promotion {
            // Sittuyin's promotion may not give check.
            moves.retain(|&mv| mv.promotion.is_none() || !self.in_check(&self.play(pos, mv)));
        }
        if self.def.must_capture && moves.iter().any(|&mv| pos.takes(mv)) {
            moves.retain(|&mv| pos.takes(mv));
        }
        if self.def.drops.enabled {
            self.keep_lawful_drops(pos, &mut moves);
        }
        if self.def.bikjang {
            self.keep_ending_bikjang(pos, &mut moves);
        }
        if let Some(pass) = self.pass_move(pos, &moves) {
            moves.push(pass);
        }
        moves
    }

    /// The legal moves, each with every square the duck may go to after it where the game has
    /// one.
    pub(super) fn moves_in_play(&self, pos: &Position) -> Vec<Move> {
        let moves = self.piece_moves(pos);
        if self.def.duck.is_some() { self.with_duck(pos, moves) } else { moves }
    }

    /// Makpong: a king in check may not move, unless it takes the one piece checking it.
    fn keep_makpong(&self, pos: &Position, moves: &mut Vec<Move>) {
        let Some(king) = self.def.king else { return };
        let us = pos.turn;
        let Some(square) = self.all_squares().find(|&q| pos.board[q].is_some_and(|p| p.is(king, us))) else {
            return;
        };
        if !self.attacked(pos, square, !us) {
            return;
        }
        let mut scratch = pos.clone();
        moves.retain(|mv| {
            if mv.from != square {
                return true;
            }
            // Taking a checker, the only one: with it gone, nothing else checks.
            let taken = pos.board[mv.to];
            if taken.is_none_or(|p| p.side == us) {
                return false;
            }
            scratch.board[mv.to] = None;
            let alone = !self.attacked(&scratch, square, !us);
            scratch.board[mv.to] = taken;
            alone
        });
    }

    /// The rules of drops that need the moves beside them: a drop may not give check where the
    /// game says so; while a side holds what it must drop, it drops (and drops only that kind);
    /// placement chess's bishops go to squares of both colours.
    fn keep_lawful_drops(&self, pos: &Position, moves: &mut Vec<Move>) {
        let drops = &self.def.drops;
        let is_drop = |mv: &Move| matches!(mv.special, Special::Drop { .. });
        if !drops.checks {
            moves.retain(|&mv| !is_drop(&mv) || !self.in_check(&self.play(pos, mv)));
        }
        if drops.opposite_coloured_bishops {
            moves.retain(|&mv| !is_drop(&mv) || self.bishops_can_split(pos, mv));
        }
        if drops.must_drop {
            let hand = &pos.hands[pos.turn];
            let holds = match drops.must_drop_kind {
                Some(kind) => hand.count(kind) > 0,
                None => !hand.is_empty(),
            };
            if holds {
                let wanted = |mv: &Move| match mv.special {
                    Special::Drop { kind } => drops.must_drop_kind.is_none_or(|k| k == kind),
                    _ => false,
                };
                // Drops of another kind are never allowed; the other moves only when no drop is.
                moves.retain(|mv| !is_drop(mv) || wanted(mv));
                if moves.iter().any(is_drop) {
                    moves.retain(is_drop);
                }
            }
        }
    }

    /// Whether after the drop `mv` the side can still have its bishops (on the board and in
    /// hand) split between the two colours of square, each kept on as many as the other.
    fn bishops_can_split(&self, pos: &Position, mv: Move) -> bool {
        let Some(bishop) = self.bishop else { return true };
        let Special::Drop { kind } = mv.special else { return true };
        let side = pos.turn;
        let dark = |q: Square| {
            let (f, r) = self.coords_of(q);
            (f + r) % 2 == 0
        };
        let on_board: Vec<Square> =
            pos.board.pieces(self.squares()).filter(|(_, p)| p.is(bishop, side)).map(|(q, _)| q).collect();
        let all = on_board.len() as u32 + u32::from(pos.hands[side].count(bishop));
        if kind == bishop {
            // A bishop dropped may not give one colour more than its half.
            let same = on_board.iter().filter(|&&q| dark(q) == dark(mv.to)).count() as u32;
            return same < all.div_ceil(2);
        }
        // Another piece dropped must leave squares enough of each colour for the bishops.
        let free: Vec<Square> = (self.drop_region(pos, side, bishop) & !self.occupied(pos))
            .squares()
            .filter(|&q| q != mv.to)
            .chain(on_board.iter().copied())
            .collect();
        let darks = free.iter().filter(|&&q| dark(q)).count() as u32;
        let lights = free.len() as u32 - darks;
        darks >= all / 2 && lights >= all / 2
    }

    /// The squares with a piece on them.
    pub(super) fn occupied(&self, pos: &Position) -> Region {
        pos.board.pieces(self.squares()).map(|(q, _)| q).collect()
    }

    /// Keeps of `moves` (the pieces' moves) those that leave no royal piece of the mover attacked
    /// and give no check where checks are forbidden.
    pub(super) fn keep_legal(&self, pos: &Position, moves: &mut Vec<Move>, king: Option<Square>, safe: Option<Region>) {
        match king {
            Some(king) => {
                let mut scratch = pos.clone();
                let immobile = |mv: Move| {
                    self.def.immobility_illegal && Self::judged_for_immobility(mv) && !self.can_move_on(pos, mv)
                };
                let near = self.near_king[pos.turn][king.index()];
                let checked = std::cell::OnceCell::new();
                moves.retain(|&mv| {
                    self.surely_legal(pos, mv, safe, Some(king))
                        || (!immobile(mv)
                            && if Self::away_from(mv, king, near) {
                                // It changes nothing that bears on the king: legal unless in check.
                                !*checked.get_or_init(|| self.attacked(pos, king, !pos.turn))
                            } else {
                                !self.exposes(&mut scratch, mv, king)
                            })
                });
            }
            None => moves.retain(|&mv| self.surely_legal(pos, mv, safe, None) || self.legal(pos, mv)),
        }
    }

    /// The number of move sequences `depth` plies long.
    pub fn perft(&self, pos: &Position, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if depth == 1 && self.def.duck.is_some() {
            // Counted, not made: each move times the duck's squares after it.
            if self.immediate_end(pos).is_some() {
                return 0;
            }
            return self.count_with_duck(pos, &self.piece_moves(pos));
        }
        let moves = self.legal_moves(pos);
        if depth == 1 {
            return moves.len() as u64;
        }
        moves.iter().map(|&mv| self.perft(&self.play(pos, mv), depth - 1)).sum()
    }
}
