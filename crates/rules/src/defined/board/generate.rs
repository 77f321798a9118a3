//! Every move the pieces of the side to move could make, before checks are considered.

use super::*;

impl Board {
    /// Whether the piece `mv` moves (or drops) could move on from where it lands, on an empty
    /// board.
    pub(super) fn can_move_on(&self, pos: &Position, mv: Move) -> bool {
        let kind = match mv.special {
            Special::Drop { kind } => mv.promotion.unwrap_or(kind),
            _ => match pos.board[mv.from] {
                Some(piece) => piece.kind,
                None => return true,
            },
        };
        !self.stuck[kind.index()][pos.turn].has(mv.to)
    }

    /// Whether a move is one the immobility rule judges: an ordinary move or a drop (a
    /// promotion changes what the piece will be able to do).
    pub(super) fn judged_for_immobility(mv: Move) -> bool {
        match mv.special {
            Special::Drop { .. } => true,
            Special::None | Special::Step | Special::FirstMove => mv.promotion.is_none(),
            _ => false,
        }
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
        let forward = Self::forward(side);
        let first_squares = self.def.double_step_region[side];
        let en_passant_kinds = self.def.en_passant_kinds[side];
        let en_passant_region = self.def.en_passant_region[side];
        for (from, piece) in pos.board.pieces(self.squares()) {
            if piece.side != side {
                continue;
            }
            // A piece keeps to its kind's region (xiangqi's palace, its side of the river).
            let region = self.def.kinds[piece.kind.index()].mobility[side];
            // Most pieces never promote: their moves go straight in.
            let promotes = self.promoting[side].has(piece.kind) || piece.promoted_from.is_some();
            let add = |to: Square, special: Special, out: &mut Vec<Move>| {
                if !region.has(to) {
                    return;
                }
                if promotes {
                    self.with_promotions(pos, piece, from, to, special, out);
                } else {
                    out.push(Move { from, to, promotion: None, special, gate: None });
                }
            };
            let first = out.len();
            for walk in &self.moves[side][piece.kind.index()] {
                let m = &walk.motion;
                if walk.from != 0 && !self.starts[usize::from(walk.from)].has(from) {
                    continue;
                }
                let ray = self.ray(walk.direction, from);
                let quiet = if walk.first_only { Special::FirstMove } else { Special::None };
                match m.reach {
                    Reach::Leap | Reach::Lame => {
                        let Some(&to) = ray.first() else { continue };
                        if m.reach == Reach::Lame && !self.lame_clear(pos, walk.path(), from) {
                            continue;
                        }
                        match pos.board[to] {
                            None if m.quiet => add(to, quiet, out),
                            None if m.capture
                                && pos.en_passant.contains(&to)
                                && en_passant_kinds.has(piece.kind)
                                && en_passant_region.has(to) =>
                            {
                                add(to, Special::EnPassant, out);
                            }
                            Some(p) if self.takes(p, side) && m.capture => add(to, Special::None, out),
                            _ => {}
                        }
                    }
                    Reach::Ride { limit } => {
                        let reach = limit.map_or(ray.len(), |l| ray.len().min(l as usize));
                        for &to in &ray[..reach] {
                            match pos.board[to] {
                                None => {
                                    if m.quiet {
                                        add(to, Special::None, out);
                                    }
                                }
                                Some(p) => {
                                    if self.takes(p, side) && m.capture {
                                        add(to, Special::None, out);
                                    }
                                    break;
                                }
                            }
                        }
                    }
                    Reach::Hop => {
                        // Over empty squares to the screen, then on beyond it; janggi's cannon
                        // neither hops over a cannon nor takes one.
                        let Some(screen) = ray.iter().position(|&q| pos.board[q].is_some()) else { continue };
                        let cannon = self.janggi_cannons.has(piece.kind);
                        if cannon && self.cannon_on(pos, ray[screen]) {
                            continue;
                        }
                        for &to in &ray[screen + 1..] {
                            match pos.board[to] {
                                None if m.quiet => add(to, Special::None, out),
                                None => {}
                                Some(p) => {
                                    if self.takes(p, side) && m.capture && !(cannon && self.janggi_cannons.has(p.kind))
                                    {
                                        add(to, Special::None, out);
                                    }
                                    break;
                                }
                            }
                        }
                    }
                    Reach::Grasshop => {
                        let Some(screen) = ray.iter().position(|&q| pos.board[q].is_some()) else { continue };
                        let Some(&to) = ray.get(screen + 1) else { continue };
                        match pos.board[to] {
                            None if m.quiet => add(to, Special::None, out),
                            Some(p) if self.takes(p, side) && m.capture => add(to, Special::None, out),
                            _ => {}
                        }
                    }
                }
            }
            // Along the diagonal lines (janggi's palaces), from a square on them.
            if self.def.diagonal_lines.has(from)
                && let Some(way) = self.palace[piece.kind.index()]
            {
                self.palace_targets(pos, side, way, from, |to| add(to, Special::None, out));
            }
            // The pawn's steps of two and three squares from its regions.
            if Some(piece.kind) == self.def.pawn {
                let regions = [
                    (self.def.double_step && first_squares.has(from), 2),
                    (self.def.triple_step_region[side].has(from), 3),
                ];
                for (allowed, n) in regions {
                    if !allowed {
                        continue;
                    }
                    let squares: Option<ArrayVec<Square, 3>> =
                        (1..=n).map(|i| self.shift(from, 0, forward * i)).collect();
                    if let Some(squares) = squares
                        && squares.iter().all(|&q| pos.board[q].is_none())
                    {
                        add(*squares.last().expect("a step passes squares"), Special::Step, out);
                    }
                }
            }
            if self.overlapping.has(piece.kind) {
                Self::keep_first_of_each(out, first);
            }
        }
        self.castlings(pos, out);
        if self.def.cambodian_moves {
            self.cambodian_first_moves(pos, out);
        }
        if self.def.sittuyin_promotion {
            self.sittuyin_promotions(pos, out);
        }
        if self.def.seirawan_gating {
            self.gatings(pos, out);
        }
        if self.def.drops.enabled {
            self.drops(pos, out);
        }
    }

    /// Cambodian chess's first moves, from the squares kept as gates: the king, not in check,
    /// leaps as a knight to the rank in front of it; the met (the format's `fers`) steps two
    /// squares straight ahead, over what stands between. Neither takes.
    fn cambodian_first_moves(&self, pos: &Position, out: &mut Vec<Move>) {
        let side = pos.turn;
        let gates = pos.gates[side];
        if gates.is_empty() {
            return;
        }
        let forward = Self::forward(side);
        let met = self.met;
        let mut add = |from: Square, to: Option<Square>| {
            if let Some(to) = to.filter(|&to| pos.board[to].is_none()) {
                out.push(Move { from, to, promotion: None, special: Special::None, gate: None });
            }
        };
        for from in gates.squares() {
            let Some(piece) = pos.board[from].filter(|p| p.side == side) else { continue };
            if Some(piece.kind) == self.def.king {
                if !self.in_check(pos) {
                    add(from, self.shift(from, -2, forward));
                    add(from, self.shift(from, 2, forward));
                }
            } else if Some(piece.kind) == met {
                add(from, self.shift(from, 0, 2 * forward));
            }
        }
    }

    /// Sittuyin's promotions: each pawn in the zone (any pawn, where it is its side's last)
    /// becomes a kind it may promote to (below that kind's limit) where it stands, or on an
    /// empty square the new piece could take on from there; not where the new piece would
    /// attack a piece of the other side (checks are refused with the legal moves).
    fn sittuyin_promotions(&self, pos: &Position, out: &mut Vec<Move>) {
        let side = pos.turn;
        let zone = self.def.promotion_region[side];
        let pawns: ArrayVec<Square, 64> = pos
            .board
            .pieces(self.squares())
            .filter(|(_, p)| p.side == side && self.def.promotion_pawns[side].has(p.kind))
            .map(|(q, _)| q)
            .take(64)
            .collect();
        let last = pawns.len() == 1;
        for &from in pawns.iter().filter(|&&q| last || zone.has(q)) {
            for kind in self.def.promotion_pieces[side].kinds() {
                let at_limit = self
                    .def
                    .promotion_limit
                    .iter()
                    .any(|&(k, limit)| k == kind && self.count(pos, Piece::new(kind, side)) >= limit);
                if at_limit {
                    continue;
                }
                let mut scratch = pos.clone();
                scratch.board[from] = None;
                let mut targets = ArrayVec::<Square, 64>::new();
                targets.push(from);
                for to in self.takes_from(&scratch, kind, side, from) {
                    if scratch.board[to].is_none() && !targets.contains(&to) && !targets.is_full() {
                        targets.push(to);
                    }
                }
                for to in targets {
                    if !self.threatens(&scratch, Piece::new(kind, side), to) {
                        out.push(Move { from, to, promotion: Some(kind), special: Special::None, gate: None });
                    }
                }
            }
        }
    }

    /// The squares a piece of `kind` and `side` on `from` could take on in `pos` (empty or
    /// not): its capturing moves' leaps, and its rides up to the first piece.
    pub(super) fn takes_from(&self, pos: &Position, kind: Kind, side: Side, from: Square) -> ArrayVec<Square, 64> {
        let mut squares = ArrayVec::new();
        for walk in self.moves[side][kind.index()].iter().filter(|w| w.motion.capture && !w.motion.initial) {
            let ray = self.ray(walk.direction, from);
            let limit = match walk.motion.reach {
                Reach::Leap | Reach::Lame => 1,
                Reach::Ride { limit } => limit.map_or(usize::MAX, usize::from),
                Reach::Hop | Reach::Grasshop => 0,
            };
            for &q in ray.iter().take(limit) {
                if !squares.is_full() {
                    squares.push(q);
                }
                if pos.board[q].is_some() {
                    break;
                }
            }
        }
        squares
    }

    /// Whether `piece` on `at` would attack a piece of the other side in `pos`.
    fn threatens(&self, pos: &Position, piece: Piece, at: Square) -> bool {
        self.takes_from(pos, piece.kind, piece.side, at)
            .iter()
            .any(|&q| pos.board[q].is_some_and(|p| p.side != piece.side))
    }

    /// Seirawan's gatings: each move of a piece from a square it may still gate from (and each
    /// castling from the king's or the rook's), again with each kind in hand entering there.
    fn gatings(&self, pos: &Position, out: &mut Vec<Move>) {
        let side = pos.turn;
        let (gates, hand) = (pos.gates[side], &pos.hands[side]);
        if gates.is_empty() || hand.is_empty() {
            return;
        }
        let plain = out.len();
        for i in 0..plain {
            let mv = out[i];
            let mut squares = ArrayVec::<Square, 2>::new();
            match mv.special {
                Special::None | Special::Step | Special::FirstMove => squares.push(mv.from),
                Special::Castle { rook } => squares.extend([mv.from, rook]),
                _ => {}
            }
            for on in squares.into_iter().filter(|&q| gates.has(q)) {
                // Where a piece may enter as it may be dropped (a pawn taken in S-house is not
                // gated onto its first rank).
                for (kind, _) in hand.held().filter(|&(kind, _)| self.drop_region(pos, side, kind).has(on)) {
                    out.push(Move { gate: Some(Gate { kind, on }), ..mv });
                }
            }
        }
    }

    /// The squares `side` may drop a piece of `kind` on, before what stands on them: the
    /// game's region for drops, without a pawn's first rank or promotion zone where the game
    /// forbids them, and without a file already holding as many of a kind as it allows (nifu).
    pub fn drop_region(&self, pos: &Position, side: Side, kind: Kind) -> Region {
        let drops = &self.def.drops;
        let mut region = drops.region[side];
        if Some(kind) == self.def.pawn {
            if !drops.promotion_zone_pawns {
                region = region & !self.def.promotion_region[side];
            }
            if !drops.first_rank_pawns {
                region = region & !self.first_rank[side];
            }
        }
        if drops.rooks_on_first_rank && Some(kind) == self.rook {
            region = region & self.first_rank[side];
        }
        if drops.no_doubled == Some(kind) {
            for file in &self.file_regions {
                let on_file = file.squares().filter(|&q| pos.board[q].is_some_and(|p| p.is(kind, side))).count();
                if on_file as u32 >= drops.no_doubled_count {
                    region = region & !*file;
                }
            }
        }
        region
    }

    /// Every drop of the side to move: each kind it holds, on each empty square it may go.
    fn drops(&self, pos: &Position, out: &mut Vec<Move>) {
        let side = pos.turn;
        let hand = &pos.hands[side];
        if hand.is_empty() {
            return;
        }
        let empty = !self.occupied(pos);
        for (kind, _) in hand.held() {
            let promoted =
                self.def.promotes_to.get(kind.index()).copied().flatten().filter(|_| self.def.drops.promoted);
            for to in (self.drop_region(pos, side, kind) & empty & self.on_board).squares() {
                let drop = Move { from: to, to, promotion: None, special: Special::Drop { kind }, gate: None };
                if let Some(promoted) = promoted {
                    out.push(Move { promotion: Some(promoted), ..drop });
                }
                out.push(drop);
            }
        }
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
        from: Square,
        to: Square,
        special: Special,
        out: &mut Vec<Move>,
    ) {
        let side = piece.side;
        let zone = self.def.promotion_region[side];
        let plain = Move { from, to, promotion: None, special, gate: None };
        let mut plain_allowed = true;
        let below_limit = |kind: Kind| {
            self.def
                .promotion_limit
                .iter()
                .find(|(k, _)| *k == kind)
                .is_none_or(|&(_, limit)| self.count(pos, Piece::new(kind, side)) < limit)
        };
        // A pawn's promotion, as chess has it: on reaching the zone, to one of the kinds the
        // game names.
        if self.def.promotion_pawns[side].has(piece.kind) && zone.has(to) && !self.def.sittuyin_promotion {
            for kind in self.def.promotion_pieces[side].kinds().filter(|&k| below_limit(k)) {
                out.push(Move { promotion: Some(kind), ..plain });
            }
            plain_allowed = !self.def.mandatory_promotion;
        }
        // Shogi's: a piece with a promoted kind promotes (and a promoted one may turn back,
        // where the game says so) on a move into, within or out of the zone; where promotion
        // is compulsory it must, and it may be only when taking where the game says so.
        let promoted = self.def.promotes_to.get(piece.kind.index()).copied().flatten().filter(|&k| below_limit(k));
        let demoted = piece.promoted_from.filter(|_| self.def.piece_demotion);
        if special == Special::None && (promoted.is_some() || demoted.is_some()) {
            let takes = pos.board[to].is_some();
            let on_capture = self.def.piece_promotion_on_capture;
            if self.def.mandatory_piece_promotion {
                plain_allowed &= (!zone.has(from) && !zone.has(to)) || (on_capture && !takes);
            }
            if (takes || !on_capture) && (zone.has(from) || zone.has(to)) {
                if let Some(kind) = promoted {
                    out.push(Move { promotion: Some(kind), special: Special::Promote, ..plain });
                }
                if let Some(kind) = demoted {
                    out.push(Move { promotion: Some(kind), special: Special::Demote, ..plain });
                }
            }
        }
        if plain_allowed {
            out.push(plain);
        }
    }

    /// The square of `side`'s castling king on its castling rank, if the game castles and the
    /// king stands there.
    pub(super) fn castling_king(&self, pos: &Position, side: Side) -> Option<Square> {
        let castle = self.def.castling.as_ref()?;
        let kind = castle.king_kind?;
        let rank = self.relative_rank(side, i32::from(castle.rank));
        (0..self.files)
            .filter_map(|f| self.square_at(f, rank))
            .find(|&s| pos.board[s].is_some_and(|p| p.is(kind, side)))
    }

    pub(super) fn castlings(&self, pos: &Position, out: &mut Vec<Move>) {
        let Some(castle) = &self.def.castling else { return };
        let side = pos.turn;
        let rank = self.relative_rank(side, i32::from(castle.rank));
        let Some(king) = self.castling_king(pos, side) else { return };
        for (wing, rook) in pos.castling[side].iter().enumerate() {
            let Some(rook) = *rook else { continue };
            if pos.board[rook].is_none_or(|p| p.side != side) {
                continue;
            }
            let king_to_file = i32::from(if wing == 0 { castle.kingside_file } else { castle.queenside_file });
            let rook_to_file = if wing == 0 { king_to_file - 1 } else { king_to_file + 1 };
            let (Some(king_to), Some(rook_to)) =
                (self.square_at(king_to_file, rank), self.square_at(rook_to_file, rank))
            else {
                continue;
            };
            // The squares from the leftmost of the four to the rightmost, on the one rank.
            let span = [king, rook, king_to, rook_to];
            let (lo, hi) = (span.iter().min().expect("four squares"), span.iter().max().expect("four squares"));
            if (lo.index()..=hi.index()).map(Square::new).any(|q| q != king && q != rook && pos.board[q].is_some()) {
                continue;
            }
            // A king that is a piece like any other (giveaway) castles whatever attacks it.
            // A royal king may not castle out of check, nor through or onto an attacked square
            // (its destination judged with the castling rook gone, which may have shielded it).
            let enemy = !side;
            // Where captures blast, a square touching the other side's royal piece is safe.
            // A king may not pass a square where it would face the other (flying general).
            let attacked = |p: &Position, q: Square| {
                (!self.touches_enemy_royal(p, q, side) && self.attacked(p, q, enemy))
                    || (self.def.flying_general && self.faces_king(p, q, enemy, Some(king)))
            };
            let royal = castle.king_kind.is_some() && self.royal() == castle.king_kind;
            if royal || (self.def.blast_on_capture && self.is_royal(pos, king, side)) {
                let (a, b) = (king.min(king_to), king.max(king_to));
                if (a.index()..=b.index()).any(|q| attacked(pos, Square::new(q))) {
                    continue;
                }
                let mut without_rook = pos.clone();
                without_rook.board[rook] = None;
                if attacked(&without_rook, king_to) {
                    continue;
                }
            }
            out.push(Move { from: king, to: king_to, promotion: None, special: Special::Castle { rook }, gate: None });
        }
    }
}
