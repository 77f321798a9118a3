//! Duck chess's duck: after its move, the player moves the duck, a piece of neither side that
//! blocks every piece and cannot be taken, to another empty square.

use super::*;

impl Board {
    /// Whether `piece` is the duck.
    #[inline]
    pub(super) fn is_duck(&self, piece: Piece) -> bool {
        Some(piece.kind) == self.def.duck
    }

    /// Whether a piece of `side` may take `piece`: one of the other side's, not the duck.
    #[inline]
    pub(super) fn takes(&self, piece: Piece, side: Side) -> bool {
        piece.side != side && !self.is_duck(piece)
    }

    /// The squares the duck may be moved to after `mv`: those empty once the move is made
    /// (the square the piece left among them, the duck's own not), within the side's walling
    /// region.
    pub(super) fn duck_squares(&self, scratch: &mut Position, mv: Move, occupied: Region) -> Region {
        let mut changed = legal::Changed::<4>::new();
        self.put_move(scratch, mv, &mut changed);
        let mut after = occupied;
        for &(q, _) in &changed {
            after = if scratch.board[q].is_some() { after.with(q) } else { after & !Region::EMPTY.with(q) };
        }
        Self::put_back(scratch, changed);
        self.on_board & self.def.walling_region[scratch.turn] & !after
    }

    /// Each of `moves` once for every square the duck may go to after it.
    pub(super) fn with_duck(&self, pos: &Position, moves: Vec<Move>) -> Vec<Move> {
        let Some(duck) = self.def.duck else { return moves };
        let occupied = self.occupied(pos);
        let mut scratch = pos.clone();
        let mut out = Vec::with_capacity(moves.len() * 32);
        for mv in moves {
            for on in self.duck_squares(&mut scratch, mv, occupied).squares() {
                out.push(Move { gate: Some(Gate { kind: duck, on }), ..mv });
            }
        }
        out
    }

    /// How many moves [`Board::with_duck`] makes of `moves`, without making them.
    pub(super) fn count_with_duck(&self, pos: &Position, moves: &[Move]) -> u64 {
        let occupied = self.occupied(pos);
        let mut scratch = pos.clone();
        moves.iter().map(|&mv| u64::from(self.duck_squares(&mut scratch, mv, occupied).count())).sum()
    }

    /// The duck moved to `on`: gone from where it stood.
    pub(super) fn move_duck(&self, next: &mut Position, duck: Kind, on: Square) {
        let stood = next.board.pieces(self.squares()).find(|(_, p)| p.kind == duck).map(|(q, _)| q);
        if let Some(from) = stood {
            next.board[from] = None;
        }
        next.board[on] = Some(Piece::new(duck, Side::White));
        next.en_passant.retain(|q| *q != on);
    }
}
