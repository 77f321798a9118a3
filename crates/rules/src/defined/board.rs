//! A defined game's positions and moves: the position read from and written to the format's FEN
//! dialect, every legal move generated from the pieces' Betza, and a move played.
//!
//! Squares are numbered `rank * files + file` (a1 = 0). The generator is plain and exact: each
//! piece's moves are tried square by square, and a move is legal when, played, it leaves no royal
//! piece of the mover attacked (and, where checks are forbidden, gives none).

use super::betza::{Motion, Reach, lame_path};
use super::definition::{Definition, Kinds, Region};

/// A side, as an index: White 0, Black 1.
pub type Colour = usize;

/// A piece: its kind's index and its side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Piece {
    pub kind: u8,
    pub side: u8,
}

/// What a move does beyond taking its piece from one square to another.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Special {
    None,
    /// A pawn's step of two or three squares: the squares it passes may be taken en passant.
    Step,
    /// Takes the pawn that passed the target square.
    EnPassant,
    /// The king castles with the rook on `rook`.
    Castle {
        rook: u8,
    },
}

/// A move: from, to, the kind promoted to, and what else it does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: u8,
    pub to: u8,
    pub promotion: Option<u8>,
    pub special: Special,
}

/// A position of a defined game.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Position {
    pub board: Vec<Option<Piece>>,
    pub turn: u8,
    /// Each side's castling rooks' squares, kingside then queenside.
    pub castling: [[Option<u8>; 2]; 2],
    /// The squares a pawn passed on its last step, which may be taken en passant.
    pub en_passant: Vec<u8>,
    pub halfmove: u32,
    pub fullmove: u32,
    /// Checks each side must still give to win, where the game counts them.
    pub checks_left: Option<[u32; 2]>,
}

/// A FEN that cannot be read, in words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FenError(pub String);

impl std::fmt::Display for FenError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for FenError {}

/// A defined game ready to play: its definition and the tables built from it.
#[derive(Debug, Clone)]
pub struct Board {
    pub def: Definition,
    files: i32,
    ranks: i32,
}

fn has(region: Region, sq: usize) -> bool {
    region >> sq & 1 == 1
}

fn kind_in(set: Kinds, kind: u8) -> bool {
    set >> kind & 1 == 1
}

impl Board {
    pub fn new(def: Definition) -> Board {
        let (files, ranks) = (def.files as i32, def.ranks as i32);
        Board { def, files, ranks }
    }

    pub fn squares(&self) -> usize {
        (self.files * self.ranks) as usize
    }

    fn shift(&self, sq: usize, file: i32, rank: i32) -> Option<usize> {
        let (f, r) = (sq as i32 % self.files + file, sq as i32 / self.files + rank);
        (0..self.files).contains(&f).then_some(())?;
        (0..self.ranks).contains(&r).then_some(())?;
        Some((r * self.files + f) as usize)
    }

    fn offset(m: &Motion, side: u8) -> (i32, i32) {
        let o = if side == 0 { m.offset } else { m.offset.for_black() };
        (o.file as i32, o.rank as i32)
    }

    pub fn square_name(&self, sq: usize) -> String {
        format!("{}{}", (b'a' + (sq as i32 % self.files) as u8) as char, sq as i32 / self.files + 1)
    }

    /// Reads a position in the format's FEN: ranks from the top, digits (`10`) for empty
    /// squares, the side to move, castling (`KQkq`, or the rooks' files as in `HAha`), the en
    /// passant square, check counts (`3+3`) where the game counts checks, and the two clocks.
    ///
    /// # Errors
    /// A FEN that does not fit the game, said in words.
    pub fn read_fen(&self, fen: &str) -> Result<Position, FenError> {
        let fail = |m: String| Err(FenError(m));
        let mut fields = fen.split_whitespace();
        let placement = fields.next().ok_or_else(|| FenError("the FEN is empty".into()))?;
        let rows: Vec<&str> = placement.split('/').collect();
        if rows.len() != self.ranks as usize {
            return fail(format!("the board has {} ranks, the FEN gives {}", self.ranks, rows.len()));
        }
        let mut board = vec![None; self.squares()];
        for (i, row) in rows.iter().enumerate() {
            let rank = self.ranks - 1 - i as i32;
            let mut file = 0i32;
            let mut chars = row.chars().peekable();
            while let Some(c) = chars.next() {
                if let Some(d) = c.to_digit(10) {
                    let mut n = d as i32;
                    while let Some(d2) = chars.peek().and_then(|c| c.to_digit(10)) {
                        n = n * 10 + d2 as i32;
                        chars.next();
                    }
                    file += n;
                    continue;
                }
                let Some(kind) = self.def.kinds.iter().position(|k| k.letter == c.to_ascii_lowercase()) else {
                    return fail(format!("'{c}' is no piece of {}", self.def.name));
                };
                if file >= self.files {
                    return fail(format!("rank {} of the FEN is longer than {} files", rank + 1, self.files));
                }
                let side = u8::from(c.is_ascii_lowercase());
                board[(rank * self.files + file) as usize] = Some(Piece { kind: kind as u8, side });
                file += 1;
            }
            if file != self.files {
                return fail(format!("rank {} of the FEN has {file} squares, not {}", rank + 1, self.files));
            }
        }
        let turn = match fields.next().unwrap_or("w") {
            "w" => 0,
            "b" => 1,
            other => return fail(format!("\"{other}\" is not a side to move (w or b)")),
        };
        let mut pos = Position {
            board,
            turn,
            castling: [[None; 2]; 2],
            en_passant: Vec::new(),
            halfmove: 0,
            fullmove: 1,
            checks_left: None,
        };
        let castling = fields.next().unwrap_or("-");
        if castling != "-" {
            for c in castling.chars() {
                self.read_castling(&mut pos, c).map_err(FenError)?;
            }
        }
        let ep = fields.next().unwrap_or("-");
        if ep != "-" {
            let sq = (0..self.squares()).find(|&s| self.square_name(s) == ep);
            match sq {
                Some(s) => pos.en_passant.push(s as u8),
                None => return fail(format!("\"{ep}\" is not an en passant square of this board")),
            }
        }
        let mut rest: Vec<&str> = fields.collect();
        if self.def.check_counting {
            pos.checks_left = Some([3, 3]);
            if let Some(i) = rest.iter().position(|f| f.contains('+')) {
                let counts = rest.remove(i);
                let parsed = counts.split_once('+').and_then(|(w, b)| Some([w.parse().ok()?, b.parse().ok()?]));
                match parsed {
                    Some(c) => pos.checks_left = Some(c),
                    None => return fail(format!("\"{counts}\" is not a check count such as 3+3")),
                }
            }
        }
        if let Some(h) = rest.first() {
            pos.halfmove = h.parse().map_err(|_| FenError(format!("\"{h}\" is not a half-move count")))?;
        }
        if let Some(f) = rest.get(1) {
            pos.fullmove = f.parse().map_err(|_| FenError(format!("\"{f}\" is not a move number")))?;
        }
        Ok(pos)
    }

    /// One castling letter: `K`/`Q` (the outermost rook on that side of the king), or the rook's
    /// file letter (Shredder and X-FEN), upper case for White.
    fn read_castling(&self, pos: &mut Position, c: char) -> Result<(), String> {
        let Some(castle) = &self.def.castling else {
            return Err(format!("{} has no castling, yet the FEN gives '{c}'", self.def.name));
        };
        let side = u8::from(c.is_ascii_lowercase());
        let rank = if side == 0 { castle.rank as i32 } else { self.ranks - 1 - castle.rank as i32 };
        let king = (0..self.files)
            .map(|f| (rank * self.files + f) as usize)
            .find(|&s| pos.board[s] == Some(Piece { kind: castle.king_kind as u8, side }));
        let Some(king) = king else { return Err(format!("castling '{c}' without a king on its rank")) };
        let king_file = king as i32 % self.files;
        let is_rook = |s: usize| pos.board[s].is_some_and(|p| p.side == side && kind_in(castle.rook_kinds, p.kind));
        let lower = c.to_ascii_lowercase();
        let rook = match lower {
            'k' => (king_file + 1..self.files).rev().map(|f| (rank * self.files + f) as usize).find(|&s| is_rook(s)),
            'q' => (0..king_file).map(|f| (rank * self.files + f) as usize).find(|&s| is_rook(s)),
            'a'..='l' => {
                let f = (lower as u8 - b'a') as i32;
                let s = (rank * self.files + f) as usize;
                (f < self.files && is_rook(s)).then_some(s)
            }
            _ => return Err(format!("'{c}' is not a castling right")),
        };
        let Some(rook) = rook else { return Err(format!("castling '{c}' without a rook to castle with")) };
        let wing = usize::from((rook as i32 % self.files) < king_file);
        pos.castling[side as usize][wing] = Some(rook as u8);
        Ok(())
    }

    fn royal(&self) -> Option<u8> {
        self.def.king.map(|k| k as u8)
    }

    /// Whether `sq` is attacked by a piece of `by` (a capture it could make there).
    pub fn attacked(&self, pos: &Position, sq: usize, by: u8) -> bool {
        for (kind, k) in self.def.kinds.iter().enumerate() {
            let target = Some(Piece { kind: kind as u8, side: by });
            for m in k.motions.iter().filter(|m| m.capture) {
                let (df, dr) = Self::offset(m, by);
                match m.reach {
                    Reach::Leap | Reach::Lame => {
                        let Some(from) = self.shift(sq, -df, -dr) else { continue };
                        if pos.board[from] != target
                            || (m.initial && !has(self.def.double_step_region[by as usize], from))
                        {
                            continue;
                        }
                        if m.reach == Reach::Lame && !self.lame_clear(pos, m, by, from) {
                            continue;
                        }
                        return true;
                    }
                    Reach::Ride { limit } => {
                        let mut at = sq;
                        let mut steps = 0;
                        while let Some(next) = self.shift(at, -df, -dr) {
                            steps += 1;
                            if limit.is_some_and(|l| steps > l as u32) {
                                break;
                            }
                            if let Some(p) = pos.board[next] {
                                if Some(p) == target
                                    && (!m.initial || has(self.def.double_step_region[by as usize], next))
                                {
                                    return true;
                                }
                                break;
                            }
                            at = next;
                        }
                    }
                }
            }
        }
        false
    }

    fn lame_clear(&self, pos: &Position, m: &Motion, side: u8, from: usize) -> bool {
        let o = if side == 0 { m.offset } else { m.offset.for_black() };
        lame_path(o)
            .iter()
            .all(|p| self.shift(from, p.file as i32, p.rank as i32).is_some_and(|s| pos.board[s].is_none()))
    }

    /// The squares of `side`'s royal pieces.
    fn royals(&self, pos: &Position, side: u8) -> Vec<usize> {
        match self.royal() {
            None => Vec::new(),
            Some(kind) => (0..self.squares()).filter(|&s| pos.board[s] == Some(Piece { kind, side })).collect(),
        }
    }

    /// Whether the side to move stands in check.
    pub fn in_check(&self, pos: &Position) -> bool {
        self.royals(pos, pos.turn).iter().any(|&s| self.attacked(pos, s, 1 - pos.turn))
    }

    fn count(&self, pos: &Position, piece: Piece) -> u32 {
        pos.board.iter().filter(|p| **p == Some(piece)).count() as u32
    }

    /// Every move the pieces could make, before checks are considered.
    fn pseudo_legal(&self, pos: &Position, out: &mut Vec<Move>) {
        let side = pos.turn;
        let s = side as usize;
        let forward = if side == 0 { 1 } else { -1 };
        for from in 0..self.squares() {
            let Some(piece) = pos.board[from] else { continue };
            if piece.side != side {
                continue;
            }
            let kind = &self.def.kinds[piece.kind as usize];
            let add = |to: usize, special: Special, out: &mut Vec<Move>| {
                self.with_promotions(pos, piece, from, to, special, out);
            };
            for m in &kind.motions {
                if m.initial && !has(self.def.double_step_region[s], from) {
                    continue;
                }
                let (df, dr) = Self::offset(m, side);
                match m.reach {
                    Reach::Leap | Reach::Lame => {
                        let Some(to) = self.shift(from, df, dr) else { continue };
                        if m.reach == Reach::Lame && !self.lame_clear(pos, m, side, from) {
                            continue;
                        }
                        match pos.board[to] {
                            None if m.quiet => add(to, Special::None, out),
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
                        let mut at = from;
                        let mut steps = 0;
                        while let Some(to) = self.shift(at, df, dr) {
                            steps += 1;
                            if limit.is_some_and(|l| steps > l as u32) {
                                break;
                            }
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
                            at = to;
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
        }
        self.castlings(pos, out);
    }

    /// A move to `to`, or its promotions where the piece promotes there.
    fn with_promotions(
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

    fn castlings(&self, pos: &Position, out: &mut Vec<Move>) {
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
            let enemy = 1 - side;
            let (a, b) = (king.min(king_to), king.max(king_to));
            if (a..=b).any(|q| q != king_to && self.attacked(pos, q, enemy)) {
                continue;
            }
            out.push(Move {
                from: king as u8,
                to: king_to as u8,
                promotion: None,
                special: Special::Castle { rook: rook as u8 },
            });
        }
    }

    /// The position after `mv`.
    pub fn play(&self, pos: &Position, mv: Move) -> Position {
        let mut next = pos.clone();
        let side = pos.turn;
        let s = side as usize;
        let piece = pos.board[mv.from as usize].expect("a move starts from a piece");
        let captured = pos.board[mv.to as usize];
        next.board[mv.from as usize] = None;
        next.en_passant.clear();
        let forward = if side == 0 { 1 } else { -1 };
        match mv.special {
            Special::Castle { rook } => {
                let rook_piece = pos.board[rook as usize];
                next.board[rook as usize] = None;
                let wing_kingside = (rook as i32 % self.files) > (mv.from as i32 % self.files);
                let rook_to = if wing_kingside { mv.to as i32 - 1 } else { mv.to as i32 + 1 };
                next.board[rook_to as usize] = rook_piece;
                next.board[mv.to as usize] = Some(piece);
            }
            Special::EnPassant => {
                let victim =
                    self.shift(mv.to as usize, 0, -forward).expect("the pawn taken en passant is on the board");
                next.board[victim] = None;
                next.board[mv.to as usize] = Some(piece);
            }
            Special::Step => {
                next.board[mv.to as usize] = Some(piece);
                let mut at = mv.from as usize;
                while let Some(q) = self.shift(at, 0, forward) {
                    if q == mv.to as usize {
                        break;
                    }
                    next.en_passant.push(q as u8);
                    at = q;
                }
            }
            Special::None => {
                next.board[mv.to as usize] = Some(mv.promotion.map_or(piece, |kind| Piece { kind, side }));
            }
        }
        if let (Special::EnPassant | Special::None | Special::Step, Some(kind)) = (mv.special, mv.promotion) {
            next.board[mv.to as usize] = Some(Piece { kind, side });
        }
        // Castling rights: a king that moves loses both; a rook that moves or is taken, its own.
        if let Some(castle) = &self.def.castling {
            if piece.kind as usize == castle.king_kind {
                next.castling[s] = [None; 2];
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
        let resets = captured.is_some()
            || mv.special == Special::EnPassant
            || kind_in(self.def.promotion_pawns[s] | self.def.pawn.map_or(0, |p| 1 << p), piece.kind);
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

    /// Every legal move.
    pub fn legal_moves(&self, pos: &Position) -> Vec<Move> {
        let mut moves = Vec::with_capacity(64);
        self.pseudo_legal(pos, &mut moves);
        let side = pos.turn;
        moves.retain(|&mv| {
            let next = self.play(pos, mv);
            if self.royals(&next, side).iter().any(|&s| self.attacked(&next, s, 1 - side)) {
                return false;
            }
            self.def.checking || !self.in_check(&next)
        });
        if self.def.must_capture {
            let takes = |mv: &Move| pos.board[mv.to as usize].is_some() || mv.special == Special::EnPassant;
            if moves.iter().any(takes) {
                moves.retain(takes);
            }
        }
        moves
    }

    /// The number of move sequences `depth` plies long.
    pub fn perft(&self, pos: &Position, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.legal_moves(pos);
        if depth == 1 {
            return moves.len() as u64;
        }
        moves.iter().map(|&mv| self.perft(&self.play(pos, mv), depth - 1)).sum()
    }
}
