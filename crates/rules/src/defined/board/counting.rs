//! Makruk's count and its kin (`countingRule`): once the pawns are gone, a count begins (kept by
//! a bare king's side, or else by the side to move when it became due, as the format's engines
//! begin it), and the game is drawn when the count passes its limit unmated.
//!
//! The count is kept in the position as the format's engines keep it (and write it in the FEN:
//! the limit where the en passant square stands, the plies counted where the half-move count
//! does), so that a game read from a FEN goes on counting as it did.

use super::super::definition::CountingRule;
use super::*;

/// The pieces on the board that a count's limit depends on, each side's.
struct Tallies {
    all: BySide<u32>,
    pawns: u32,
    rooks: BySide<u32>,
    khons: BySide<u32>,
    knights: BySide<u32>,
}

impl Board {
    fn tallies(&self, pos: &Position) -> Tallies {
        let mut t = Tallies {
            all: BySide::both(0),
            pawns: 0,
            rooks: BySide::both(0),
            khons: BySide::both(0),
            knights: BySide::both(0),
        };
        let (rook, khon, knight) = (self.rook, self.khon, self.knight);
        for (_, p) in pos.board.pieces(self.squares()) {
            t.all[p.side] += 1;
            let kind = Some(p.kind);
            if kind == self.def.pawn {
                t.pawns += 1;
            } else if kind == rook {
                t.rooks[p.side] += 1;
            } else if kind == khon {
                t.khons[p.side] += 1;
            } else if kind == knight {
                t.knights[p.side] += 1;
            }
        }
        t
    }

    /// The limit, in moves, of a count `side` would keep now (0: it keeps none): the board's
    /// where it has more than its king, the pieces' against its bare king, by what the other
    /// side has left to mate with.
    fn count_limit(rule: CountingRule, t: &Tallies, side: Side) -> u16 {
        let them = !side;
        let pieces_honour = |table: [u16; 6]| {
            if t.rooks[them] > 1 {
                table[0]
            } else if t.rooks[them] == 1 {
                table[1]
            } else if t.khons[them] > 1 {
                table[2]
            } else if t.knights[them] > 1 {
                table[3]
            } else if t.khons[them] == 1 {
                table[4]
            } else {
                table[5]
            }
        };
        match rule {
            CountingRule::Makruk => {
                if t.pawns > 0 || t.all[them] == 1 {
                    0
                } else if t.all[side] > 1 {
                    64
                } else {
                    pieces_honour([8, 16, 22, 32, 44, 64])
                }
            }
            CountingRule::Cambodian => {
                if t.all[side] > 3 || t.all[them] == 1 {
                    0
                } else if t.all[side] > 1 {
                    63
                } else if t.pawns > 0 {
                    0
                } else {
                    pieces_honour([7, 15, 21, 31, 43, 63])
                }
            }
            CountingRule::Asean => {
                if t.pawns > 0 || t.all[side] > 1 {
                    0
                } else if t.rooks[them] > 0 {
                    16
                } else if t.khons[them] > 0 {
                    44
                } else if t.knights[them] > 0 {
                    64
                } else {
                    0
                }
            }
        }
    }

    /// The count after a move by `mover` that took `captured` (and promoted, or not): one ply
    /// more of a count under way; a count begun where the move makes one due; begun afresh where
    /// a side is left with its bare king (the pieces' count replacing the board's).
    pub(super) fn count_on(
        &self,
        before: Option<Counting>,
        next: &Position,
        mover: Side,
        captured: Option<Piece>,
        promoted: bool,
    ) -> Option<Counting> {
        let rule = self.def.counting?;
        let mut counting = before.map(|c| Counting { ply: c.ply.saturating_add(1), ..c });
        let t = self.tallies(next);
        let total = t.all.white + t.all.black;
        let to_move = !mover;
        // The mover took the last pawn and has only its king: it counts, from the pieces on the
        // board (one ply short: its own move is the first counted).
        let limit = Self::count_limit(rule, &t, mover);
        if rule != CountingRule::Asean
            && captured.is_some_and(|p| Some(p.kind) == self.def.pawn)
            && t.all[mover] == 1
            && t.pawns == 0
            && limit > 0
        {
            counting = Some(Counting { ply: (2 * total - 1) as u16, limit: 2 * limit, side: mover });
        }
        let limit = Self::count_limit(rule, &t, to_move);
        let bared = (captured.is_some() || promoted) && t.all[to_move] == 1;
        if (counting.is_none() || bared) && limit > 0 {
            let ply = if rule == CountingRule::Asean || t.all[to_move] > 1 { 0 } else { (2 * total) as u16 };
            counting = Some(Counting { ply, limit: 2 * limit, side: to_move });
        }
        counting
    }

    /// The side a count read from a FEN is kept by (the FEN does not say): the one whose count it
    /// could be, the one with fewer pieces first.
    pub(super) fn counting_side(&self, pos: &Position) -> Side {
        let t = self.tallies(pos);
        let rule = self.def.counting.unwrap_or(CountingRule::Makruk);
        let fewer = if t.all.black < t.all.white { Side::Black } else { Side::White };
        if Self::count_limit(rule, &t, fewer) > 0 || Self::count_limit(rule, &t, !fewer) == 0 { fewer } else { !fewer }
    }

    /// The count has passed its limit and the game is drawn, unless the side to move is mated.
    pub fn counted_out(&self, pos: &Position) -> bool {
        pos.counting.is_some_and(Counting::is_out)
    }
}
