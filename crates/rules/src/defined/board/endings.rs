//! How a position ends the game: extinction, a flag reached, the checks given, no move left.

use super::super::definition::MaterialCounting;
use super::*;

impl Board {
    /// The result for the side to move if the game is over in this position: an ending that
    /// stops it before any move ([`Board::immediate_end`]), or no legal move: checkmate or
    /// stalemate as the variant values them (a stalemate by the count of pieces where it says so:
    /// fewer pieces win). Draws by repetition and by the n-move rule need the game's history.
    pub fn result(&self, pos: &Position) -> Option<Value> {
        self.ending(pos).map(|(value, _)| value)
    }

    /// [`Board::result`] with the ending that decided it.
    pub fn ending(&self, pos: &Position) -> Option<(Value, Ending)> {
        self.ending_given(pos, || !self.moves_in_play(pos).is_empty())
    }

    /// An end the rules give while the pieces could still move (the format's engines give it
    /// as a game's end, not in their move counts): a count passed its limit; sittuyin's side
    /// left with its king and one pawn, not in check, whose only moves are the pawn's
    /// promotions (which it may decline). Both are draws.
    pub fn ended_by_rule(&self, pos: &Position) -> Option<Ending> {
        if self.counted_out(pos) {
            return Some(Ending::Counting);
        }
        if self.def.sittuyin_promotion && self.promotions_only(pos) {
            return Some(Ending::Stalemate);
        }
        None
    }

    /// The result for the side to move of a game the rules end without a mate, where the game
    /// decides it by material (`materialCounting`); a draw where it does not.
    pub fn material_value(&self, pos: &Position) -> Value {
        let Some(counting) = self.def.material_counting else { return Value::Draw };
        let white_wins = match counting {
            MaterialCounting::Janggi => {
                let points = |kind: Kind| self.janggi_worth(kind);
                // Black's 1.5 for moving second: White must lead by 2.
                Some(self.points(pos, Side::White, points) - self.points(pos, Side::Black, points) > 1)
            }
            MaterialCounting::Unweighted => {
                match self.points(pos, Side::White, |_| 1).cmp(&self.points(pos, Side::Black, |_| 1)) {
                    std::cmp::Ordering::Greater => Some(true),
                    std::cmp::Ordering::Less => Some(false),
                    std::cmp::Ordering::Equal => None,
                }
            }
            MaterialCounting::WhiteDrawOdds => Some(true),
            MaterialCounting::BlackDrawOdds => Some(false),
        };
        match white_wins {
            None => Value::Draw,
            Some(white) if white == (pos.turn == Side::White) => Value::Win,
            Some(_) => Value::Loss,
        }
    }

    /// A piece's worth in janggi's count, by its type's name: chariot 13, cannon 7, horse 5,
    /// elephant and advisor 3, soldier 2 (the general nothing).
    pub fn janggi_worth(&self, kind: Kind) -> i32 {
        match self.def.kinds[kind.index()].name.as_str() {
            "rook" => 13,
            "janggiCannon" => 7,
            "horse" => 5,
            "janggiElephant" | "wazir" => 3,
            "soldier" => 2,
            _ => 0,
        }
    }

    /// The sum of `side`'s pieces on the board, each worth `worth` of its kind.
    pub fn points(&self, pos: &Position, side: Side, worth: impl Fn(Kind) -> i32) -> i32 {
        pos.board.pieces(self.squares()).filter(|(_, p)| p.side == side).map(|(_, p)| worth(p.kind)).sum()
    }

    /// Sittuyin's stalemate: a king and one pawn, not in check, and nothing to play but the
    /// pawn's promotion.
    fn promotions_only(&self, pos: &Position) -> bool {
        let side = pos.turn;
        let (mut all, mut pawns) = (0, 0);
        for (_, p) in pos.board.pieces(self.squares()).filter(|(_, p)| p.side == side) {
            all += 1;
            pawns += usize::from(Some(p.kind) == self.def.pawn);
        }
        all == 2 && pawns == 1 && !self.in_check(pos) && self.moves_in_play(pos).iter().all(|mv| mv.promotion.is_some())
    }

    /// [`Board::ending`], with the ends the rules give while moves remain
    /// ([`Board::ended_by_rule`]).
    pub fn ending_counted(&self, pos: &Position) -> Option<(Value, Ending)> {
        match self.ended_by_rule(pos) {
            Some(rule) => Some(self.ruled_ending(pos, rule)),
            None => self.ending(pos),
        }
    }

    /// How a position the rules draw (`rule`, from [`Board::ended_by_rule`]) ends: an ending
    /// before any move first, then a mate, else the rule's draw.
    pub fn ruled_ending(&self, pos: &Position, rule: Ending) -> (Value, Ending) {
        if let Some(end) = self.immediate_end(pos) {
            return end;
        }
        if self.in_check(pos) && self.moves_in_play(pos).is_empty() {
            return (self.def.checkmate_value, Ending::Checkmate);
        }
        (Value::Draw, rule)
    }

    /// [`Board::ending`] of a position, `any_move` saying whether the side to move has a legal
    /// move (asked only when the endings that need none have not decided it).
    pub fn ending_given(&self, pos: &Position, any_move: impl FnOnce() -> bool) -> Option<(Value, Ending)> {
        if let Some(end) = self.immediate_end(pos) {
            return Some(end);
        }
        if any_move() {
            return None;
        }
        if self.in_check(pos) {
            if self.def.drops.pawn_drop_mate_illegal && pos.dropped.is_some() && pos.dropped == self.shogi_pawn {
                return Some((Value::Win, Ending::PawnDropMate));
            }
            return Some((self.def.checkmate_value, Ending::Checkmate));
        }
        if self.def.stalemate_piece_count {
            let pieces = |side: Side| pos.board.pieces(self.squares()).filter(|(_, p)| p.side == side).count();
            let (mine, theirs) = (pieces(pos.turn), pieces(!pos.turn));
            let value = match mine.cmp(&theirs) {
                std::cmp::Ordering::Less => Value::Win,
                std::cmp::Ordering::Greater => Value::Loss,
                std::cmp::Ordering::Equal => Value::Draw,
            };
            return Some((value, Ending::Stalemate));
        }
        Some((self.def.stalemate_value, Ending::Stalemate))
    }

    /// The result for the side to move when the position alone ends the game before any move:
    /// a kind of piece extinct, a flag region reached, the checks counted out; janggi's ends,
    /// both sides having passed in turn or a bikjang left standing for a turn (decided by the
    /// material where the game counts it: [`Board::material_value`]). Checkmate and stalemate
    /// are not here: they are the absence of legal moves.
    pub fn immediate_end(&self, pos: &Position) -> Option<(Value, Ending)> {
        let us = pos.turn;
        let them = !us;
        // A pseudo-royal piece is never taken, but where captures blast it may be blown away.
        if let Some(ext) = self.def.extinction.as_ref().filter(|e| !e.pseudo_royal || self.def.blast_on_capture) {
            // The counts of the kinds the rule names (of every kind, where it counts all a side's
            // pieces) for both sides, on the board and in hand.
            let mut count = BySide::both([0u32; 32]);
            let counted = if ext.all { Kinds::ALL } else { ext.kinds };
            for (_, p) in pos.board.pieces(self.squares()) {
                if counted.has(p.kind) {
                    count[p.side][p.kind.index()] += 1;
                }
            }
            if self.def.drops.enabled || self.def.drops.captures_to_hand || self.def.gating {
                for (side, hand) in pos.hands.iter() {
                    for (kind, n) in hand.held() {
                        count[side][kind.index()] += u32::from(n);
                    }
                }
            }
            let total = |side: Side| count[side].iter().sum::<u32>();
            for c in [them, us] {
                let counts = ext
                    .kinds
                    .kinds()
                    .map(|k| (count[c][k.index()], count[!c][k.index()]))
                    .chain(ext.all.then(|| (total(c), total(!c))));
                for (mine, theirs) in counts {
                    if mine <= ext.piece_count && theirs >= ext.opponent_piece_count + u32::from(ext.claim && c == us) {
                        let value = if c == us { ext.value } else { ext.value.reversed() };
                        return Some((value, Ending::Extinction));
                    }
                }
            }
        }
        if let Some(flag) = &self.def.flag {
            // Where the piece must arrive safely, it counts only unattacked (a piece that came in
            // with a move still owed to the other side is judged when that move is made).
            let reached = |c: Side| {
                let needs_safety = flag.safe && (!flag.extra_move || c == them);
                let mut pieces = flag.region[c]
                    .squares()
                    .filter(|&q| pos.board[q].is_some_and(|p| p.side == c && flag.piece[c].is_none_or(|k| k == p.kind)))
                    .peekable();
                pieces.peek().is_some() && (!needs_safety || pieces.all(|q| !self.attacked(pos, q, !c)))
            };
            let king_flag = |c: Side| flag.piece[c].is_some() && flag.piece[c] == self.def.king;
            if (flag.extra_move || flag.safe) && reached(us) {
                // The first to arrive had it answered: level if the answer arrived too (White's
                // king first, in a race of kings; either, where arrival must be safe), else a win.
                let level =
                    (flag.extra_move && us == Side::White && king_flag(them)) || (flag.safe && !flag.extra_move);
                let value = if level && reached(them) { Value::Draw } else { Value::Win };
                return Some((value, Ending::Flag));
            }
            if (!flag.extra_move || flag.safe || king_flag(us)) && reached(them) {
                // Black may still draw a race of kings by arriving at once.
                let answer = flag.extra_move && king_flag(us) && us == Side::Black && !self.in_check(pos) && {
                    let mut moves = Vec::new();
                    self.pseudo_legal(pos, &mut moves);
                    moves.into_iter().any(|mv| {
                        pos.board[mv.from].map(|p| p.kind) == self.def.king
                            && flag.region[us].has(mv.to)
                            && self.legal(pos, mv)
                    })
                };
                if !answer {
                    return Some((Value::Loss, Ending::Flag));
                }
            }
        }
        if pos.checks_left.is_some_and(|left| left[them] == 0) {
            return Some((Value::Loss, Ending::Checks));
        }
        if pos.passes >= 2 {
            return Some((self.material_value(pos), Ending::Passes));
        }
        if self.def.bikjang && pos.bikjang_before && self.bikjang(pos) {
            return Some((self.material_value(pos), Ending::Bikjang));
        }
        None
    }
}
