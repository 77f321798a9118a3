//! Which squares a side attacks, and which of its pieces are royal and in check.

use super::super::definition::MAX_KINDS;
use super::*;

impl Board {
    pub(super) fn royal(&self) -> Option<Kind> {
        self.def.king
    }

    /// Whether `sq` is attacked by a piece of `by` (a capture it could make there).
    pub fn attacked(&self, pos: &Position, sq: Square, by: Side) -> bool {
        for line in &self.lines[by] {
            let ray = self.ray(line.direction, sq);
            let Some(&first) = ray.first() else { continue };
            if let Some(p) = pos.board[first] {
                if p.side == by && (line.leapers.has(p.kind) || line.rider_kinds.has(p.kind)) {
                    return true;
                }
                continue;
            }
            if line.riders.is_empty() {
                continue;
            }
            for (i, &next) in ray.iter().enumerate().skip(1) {
                if let Some(p) = pos.board[next] {
                    let steps = i as u32 + 1;
                    if p.side == by && line.riders.iter().any(|&(k, limit)| k == p.kind && steps <= limit) {
                        return true;
                    }
                    break;
                }
            }
        }
        // The rest: lame leaps, hops, first moves and pieces kept to regions, each tried as it is.
        for odd in &self.odd_at[by][sq.index()] {
            let c = &self.odd_captures[by][usize::from(odd.capture)];
            let attacker = |q: Square| pos.board[q].is_some_and(|p| p.is(c.kind, by)) && c.from.has(q);
            match c.reach {
                Reach::Leap | Reach::Lame => {
                    // The start and the squares passed are the entry's own, on the board.
                    if pos.board[odd.from].is_some_and(|p| p.is(c.kind, by))
                        && odd.path.iter().all(|&q| pos.board[q].is_none())
                    {
                        return true;
                    }
                }
                Reach::Ride { limit } => {
                    let ray = self.ray(c.back, sq);
                    let reach = limit.map_or(ray.len(), |l| ray.len().min(usize::from(l)));
                    if let Some(&first) = ray[..reach].iter().find(|&&q| pos.board[q].is_some())
                        && attacker(first)
                    {
                        return true;
                    }
                }
                Reach::Hop => {
                    // Back from the square over empty ones to the screen, then on to the
                    // first piece beyond it: the hopper, if it is one. Janggi's cannon hops
                    // over no cannon and takes none.
                    let mut behind = self.ray(c.back, sq).iter().copied().filter(|&q| pos.board[q].is_some());
                    let (Some(screen), Some(hopper)) = (behind.next(), behind.next()) else { continue };
                    if attacker(hopper)
                        && !(self.janggi_cannons.has(c.kind)
                            && (self.cannon_on(pos, screen) || self.cannon_on(pos, sq)))
                    {
                        return true;
                    }
                }
                Reach::Grasshop => {
                    // The screen stands next to the square; the grasshopper is the first piece
                    // beyond it.
                    let ray = self.ray(c.back, sq);
                    if ray.first().is_some_and(|&q| pos.board[q].is_some())
                        && ray[1..].iter().find(|&&q| pos.board[q].is_some()).is_some_and(|&q| attacker(q))
                    {
                        return true;
                    }
                }
            }
        }
        if self.attacked_on_lines(pos, sq, by) {
            return true;
        }
        // Xiangqi's flying general: a king faces the other's on an open file (or rank, as the
        // format's engines have it: Empire chess's kings) as if it took it.
        if self.def.flying_general
            && pos.board[sq].is_some_and(|p| p.side != by && Some(p.kind) == self.royal())
            && self.faces_king(pos, sq, by, None)
        {
            return true;
        }
        false
    }

    /// Whether the first piece from `sq` along a file or rank, either way, is `by`'s king
    /// (`skip`, a square taken as empty: a castling king's own).
    pub(super) fn faces_king(&self, pos: &Position, sq: Square, by: Side, skip: Option<Square>) -> bool {
        [(0, 1), (0, -1), (1, 0), (-1, 0)].into_iter().any(|(df, dr)| {
            let first = self.pieces_behind(pos, sq, df, dr).find(|&q| Some(q) != skip);
            first.is_some_and(|q| pos.board[q].is_some_and(|p| p.side == by && Some(p.kind) == self.royal()))
        })
    }

    /// The squares with a piece on them from `sq` (not included) stepping by (`df`, `dr`, each
    /// -1, 0 or 1), nearest first.
    pub(super) fn pieces_behind(&self, pos: &Position, sq: Square, df: i32, dr: i32) -> impl Iterator<Item = Square> {
        self.unit_ray(df, dr, sq).iter().copied().filter(move |&q| pos.board[q].is_some())
    }

    /// Whether the squares a lame leap passes from `from` (its `path`, as steps from there) are
    /// on the board and empty.
    pub(super) fn lame_clear(&self, pos: &Position, path: &[(i8, i8)], from: Square) -> bool {
        path.iter().all(|&(f, r)| self.shift(from, i32::from(f), i32::from(r)).is_some_and(|s| pos.board[s].is_none()))
    }

    /// Whether the piece on `square` is a royal piece of `side`: its king, or a piece an
    /// extinction rule makes royal (the last ones of their kind, as the rule counts them).
    pub(super) fn is_royal(&self, pos: &Position, square: Square, side: Side) -> bool {
        let pseudo = self.def.extinction.as_ref().filter(|e| e.pseudo_royal);
        pos.board[square].is_some_and(|p| {
            p.side == side
                && (Some(p.kind) == self.royal()
                    || pseudo.is_some_and(|e| e.kinds.has(p.kind) && self.count(pos, p) <= e.piece_count + 1))
        })
    }

    /// The squares of `side`'s royal pieces ([`Board::is_royal`]), found in one pass over the
    /// board (the pieces of each kind counted once, not once a square).
    pub(super) fn royal_squares(&self, pos: &Position, side: Side) -> ArrayVec<Square, 16> {
        let pseudo = self.def.extinction.as_ref().filter(|e| e.pseudo_royal);
        let king = self.royal();
        let mut counts = [0u32; MAX_KINDS];
        let mut found = ArrayVec::<(Square, Kind), 16>::new();
        for (q, p) in pos.board.pieces(self.squares()).filter(|(_, p)| p.side == side) {
            let candidate = Some(p.kind) == king || pseudo.is_some_and(|e| e.kinds.has(p.kind));
            if candidate {
                counts[p.kind.index()] += 1;
                if !found.is_full() {
                    found.push((q, p.kind));
                }
            }
        }
        found
            .into_iter()
            .filter(|&(_, kind)| {
                Some(kind) == king || pseudo.is_some_and(|e| counts[kind.index()] <= e.piece_count + 1)
            })
            .map(|(q, _)| q)
            .collect()
    }

    /// The squares of the royal pieces of the side to move that stand attacked (with duple
    /// check, the pseudo-royal ones only when all of them are).
    pub fn checked_royals(&self, pos: &Position) -> Vec<Square> {
        if !self.royal_attacked(pos, pos.turn) {
            return Vec::new();
        }
        let side = pos.turn;
        self.royal_squares(pos, side)
            .into_iter()
            .filter(|&s| !self.touches_enemy_royal(pos, s, side) && self.attacked(pos, s, !side))
            .collect()
    }

    /// Whether the piece on `square` is royal for its side (a king, or the last of a kind the
    /// game's extinction rule makes royal).
    pub fn royal_at(&self, pos: &Position, square: Square) -> bool {
        pos.board[square].is_some_and(|p| self.is_royal(pos, square, p.side))
    }

    /// Whether the side to move stands in check.
    pub fn in_check(&self, pos: &Position) -> bool {
        self.royal_attacked(pos, pos.turn)
    }

    /// Whether a royal piece of `side` is attacked.
    pub(super) fn royal_attacked(&self, pos: &Position, side: Side) -> bool {
        if self.royal().is_none() && !self.def.extinction.as_ref().is_some_and(|e| e.pseudo_royal) {
            return false;
        }
        let duple = self.def.extinction.as_ref().is_some_and(|e| e.pseudo_royal && e.duple_check);
        if !duple {
            return self
                .royal_squares(pos, side)
                .into_iter()
                .any(|s| !self.touches_enemy_royal(pos, s, side) && self.attacked(pos, s, !side));
        }
        // With duple check, the king is royal as ever, and the pseudo-royal pieces together:
        // only all of them attacked at once is a check.
        let king = |s: Square| pos.board[s].is_some_and(|p| p.side == side && Some(p.kind) == self.royal());
        if self.all_squares().any(|s| king(s) && self.attacked(pos, s, !side)) {
            return true;
        }
        let mut pseudo = self.all_squares().filter(|&s| !king(s) && self.is_royal(pos, s, side)).peekable();
        pseudo.peek().is_some() && pseudo.all(|s| self.attacked(pos, s, !side))
    }

    /// How many of `piece` stand on the board.
    pub(super) fn count(&self, pos: &Position, piece: Piece) -> u32 {
        pos.board.pieces(self.squares()).filter(|&(_, p)| p.is(piece.kind, piece.side)).count() as u32
    }
}
