//! A position read from and written to the format's FEN dialect, and a move in coordinates.

use super::*;

impl Board {
    /// A piece's letter as the FEN writes it: upper case for White, lower case for Black.
    pub fn letter(&self, piece: Piece) -> char {
        let letter = self.def.kinds[piece.kind.index()].letter;
        match piece.side {
            Side::White => letter.to_ascii_uppercase(),
            Side::Black => letter.to_ascii_lowercase(),
        }
    }

    /// A square's name: `a1`, `l10`.
    pub fn square_name(&self, sq: Square) -> String {
        let (file, rank) = self.coords_of(sq);
        Coord::new(file as u8, rank as u8).to_string()
    }

    /// A square as shogi players name it: its file counted from the right as the first player
    /// sees the board (9 to 1 on shogi's), its rank by a letter from the top (`7f`).
    pub fn shogi_square_name(&self, sq: Square) -> String {
        let (file, rank) = self.coords_of(sq);
        let (files, ranks) = (usize::from(self.def.files), usize::from(self.def.ranks));
        format!("{}{}", files - file as usize, char::from(b'a' + (ranks - 1 - rank as usize) as u8))
    }

    /// A move as USI writes it, in shogi's square names: `7g7f`, `8h2b+` for a promotion,
    /// `P*5e` for a drop (`+N*5e` for a piece dropped promoted, Kyoto's), `-` for Kyoto's
    /// turning back.
    pub fn usi(&self, mv: Move) -> String {
        let letter = |kind: Kind| self.def.kinds[kind.index()].letter.to_ascii_uppercase();
        if let Special::Drop { kind } = mv.special {
            let plus = if mv.promotion.is_some() { "+" } else { "" };
            return format!("{plus}{}*{}", letter(kind), self.shogi_square_name(mv.to));
        }
        let mut text = format!("{}{}", self.shogi_square_name(mv.from), self.shogi_square_name(mv.to));
        match mv.special {
            Special::Promote => text.push('+'),
            Special::Demote => text.push('-'),
            _ => {}
        }
        text
    }

    /// The square a name such as `e4` or `a10` names on this board.
    pub fn square_named(&self, word: &str) -> Option<Square> {
        let c = Coord::parse(word).filter(|c| c.to_string() == word)?;
        self.square_at(i32::from(c.file), i32::from(c.rank))
    }

    /// Reads a position in the format's FEN: ranks from the top, digits (`10`) for empty
    /// squares, the side to move, castling (`KQkq`, or the rooks' files as in `HAha`), the en
    /// passant square, check counts (`3+3`) where the game counts checks, and the two clocks.
    ///
    /// # Errors
    /// A FEN that does not fit the game, said in words.
    pub fn read_fen(&self, fen: &str) -> Result<Position, FenError> {
        let fail = |why: Said| Err(FenError::new(why));
        let mut fields = fen.split_whitespace();
        let first = fields.next().ok_or_else(|| FenError::new(Said::new("fault-fen-empty")))?;
        // The hands, where the game has them, follow the board in brackets (`…/RNBQKBNR[Pn]`);
        // some write them as a ninth rank (`…/RNBQKBNR/Pn`).
        let (placement, hands) = match first.split_once('[') {
            Some((board, rest)) => {
                let Some(hands) = rest.strip_suffix(']') else {
                    return fail(Said::new("fault-fen-hands-unclosed").arg("hands", rest));
                };
                (board, Some(hands))
            }
            None => (first, None),
        };
        let rows: Vec<&str> = placement.split('/').collect();
        let (placement, hands) = if hands.is_none() && self.def.drops.enabled && rows.len() == self.ranks as usize + 1 {
            (&placement[..placement.rfind('/').expect("more than one rank")], rows.last().copied())
        } else {
            (placement, hands)
        };
        let rows: Vec<&str> = placement.split('/').collect();
        if rows.len() != self.ranks as usize {
            return fail(Said::new("fault-fen-ranks").arg("ranks", self.ranks).arg("given", rows.len()));
        }
        let board = self.read_placement(&rows)?;
        let mut hand = BySide::both(Hand::default());
        for c in hands.unwrap_or("").chars().filter(|&c| c != '-') {
            let Some(kind) = self.kind_lettered(c) else {
                return fail(
                    Said::new("fault-fen-hand-piece").arg("letter", c.to_string()).arg("game", &self.def.name),
                );
            };
            hand[if c.is_ascii_lowercase() { Side::Black } else { Side::White }].add(kind);
        }
        let turn = match fields.next().unwrap_or("w") {
            "w" => Side::White,
            "b" => Side::Black,
            other => return fail(Said::new("fault-fen-side").arg("value", other)),
        };
        let mut pos = Position {
            board,
            turn,
            castling: BySide::both([None; 2]),
            en_passant: ArrayVec::new(),
            halfmove: 0,
            fullmove: 1,
            checks_left: None,
            hands: hand,
            dropped: None,
            gates: BySide::both(Region::EMPTY),
            counting: None,
            passes: 0,
            bikjang_before: false,
        };
        // The fields after the side to move, as the format's engines read them: a check count
        // (`3+3`) wherever it stands; castling and en passant where given, each left out as the
        // shorter FENs of the format do (`w - 0 1`, `w 7+7 0 1`); then the two counts.
        let mut rest: Vec<&str> = fields.collect();
        let counts = rest.iter().position(|f| f.contains('+')).map(|i| rest.remove(i));
        let numeric = |f: &&str| f.bytes().all(|b| b.is_ascii_digit());
        let mut fields = rest.into_iter().peekable();
        let castling = fields.next_if(|f| !numeric(f)).unwrap_or("-");
        if castling != "-" {
            for c in castling.chars() {
                if self.def.gating {
                    self.read_gate(&mut pos, c).map_err(FenError::new)?;
                } else {
                    self.read_castling(&mut pos, c).map_err(FenError::new)?;
                }
            }
        }
        // Gates with nothing left to gate are none (as a move that empties the hand leaves them).
        if self.def.seirawan_gating && !self.def.drops.captures_to_hand {
            for side in Side::ALL {
                if pos.hands[side].is_empty() {
                    pos.gates[side] = Region::EMPTY;
                }
            }
        }
        // Where the game counts, a count under way stands in the en passant square's place: its
        // limit, then the plies counted in the half-move count's (`w - 32 7 40`).
        let mut counting_limit = None;
        if self.def.counting.is_some() && fields.len() == 3 && fields.peek().is_some_and(numeric) {
            let limit = fields.next().expect("three fields");
            let not_a_limit = || FenError::new(Said::new("fault-fen-count-limit").arg("value", limit));
            counting_limit = Some(limit.parse::<u16>().map_err(|_| not_a_limit())?);
        }
        let ep = fields.next_if(|f| !numeric(f)).unwrap_or("-");
        if ep != "-" {
            // One square, or several written one after another (`g5g6`: every square a step of
            // more than two passed), as the format's engines write them.
            if !ep.is_ascii() {
                return fail(Said::new("fault-fen-en-passant").arg("value", ep));
            }
            let mut rest = ep;
            while !rest.is_empty() {
                let digits = rest[1..].bytes().take_while(u8::is_ascii_digit).count();
                let word = &rest[..(1 + digits).min(rest.len())];
                match self.square_named(word) {
                    Some(s) if !pos.en_passant.is_full() => pos.en_passant.push(s),
                    _ => {
                        return fail(Said::new("fault-fen-en-passant-list").arg("value", ep));
                    }
                }
                rest = &rest[word.len()..];
            }
        }
        let rest: Vec<&str> = fields.collect();
        if self.def.check_counting {
            pos.checks_left = Some(BySide::both(3));
            if let Some(counts) = counts {
                let parsed =
                    counts.split_once('+').and_then(|(w, b)| Some(BySide::new(w.parse().ok()?, b.parse().ok()?)));
                match parsed {
                    Some(c) => pos.checks_left = Some(c),
                    None => return fail(Said::new("fault-fen-check-count").arg("value", counts)),
                }
            }
        }
        if let Some(h) = rest.first() {
            pos.halfmove = h.parse().map_err(|_| FenError::new(Said::new("fault-fen-halfmoves").arg("value", *h)))?;
        }
        if let Some(f) = rest.get(1) {
            pos.fullmove = f.parse().map_err(|_| FenError::new(Said::new("fault-fen-move-number").arg("value", *f)))?;
        }
        if let Some(limit) = counting_limit.filter(|&l| l > 0) {
            let ply = u16::try_from(std::mem::take(&mut pos.halfmove))
                .map_err(|_| FenError::new(Said::new("fault-fen-count-too-long").arg("plies", pos.halfmove)))?;
            let side = self.counting_side(&pos);
            pos.counting = Some(Counting { ply, limit, side });
        }
        Ok(pos)
    }

    /// The kind a FEN letter names (either case).
    pub fn kind_lettered(&self, c: char) -> Option<Kind> {
        self.def.kinds.iter().position(|k| k.letter == c.to_ascii_lowercase()).map(Kind::new)
    }

    /// The board's ranks, top first: letters for pieces (`Q~` a promoted one, `+P` a piece
    /// promoted from a pawn as shogi writes it), digits for runs of empty squares.
    fn read_placement(&self, rows: &[&str]) -> Result<Placement, FenError> {
        let mut board = Placement::empty();
        for (i, row) in rows.iter().enumerate() {
            let rank = self.ranks - 1 - i as i32;
            let too_many =
                || FenError::new(Said::new("fault-fen-rank-too-long").arg("rank", rank + 1).arg("files", self.files));
            let mut file = 0;
            let mut chars = row.chars().peekable();
            while let Some(c) = chars.next() {
                if let Some(d) = c.to_digit(10) {
                    let mut run = d as i32;
                    while let Some(d2) = chars.peek().and_then(|c| c.to_digit(10)) {
                        run = run * 10 + d2 as i32;
                        chars.next();
                    }
                    if run == 0 {
                        return Err(FenError::new(Said::new("fault-fen-empty-run").arg("rank", rank + 1)));
                    }
                    file += run;
                    if file > self.files {
                        return Err(too_many());
                    }
                    continue;
                }
                let shogi = c == '+';
                let letter = if shogi { chars.next().unwrap_or('+') } else { c };
                let Some(kind) = self.kind_lettered(letter) else {
                    return Err(FenError::new(
                        Said::new("fault-fen-piece").arg("letter", letter.to_string()).arg("game", &self.def.name),
                    ));
                };
                let side = if letter.is_ascii_lowercase() { Side::Black } else { Side::White };
                let piece = if shogi {
                    let Some(promoted) = self.def.promotes_to.get(kind.index()).copied().flatten() else {
                        return Err(FenError::new(
                            Said::new("fault-fen-no-promotion")
                                .arg("letter", letter.to_string())
                                .arg("game", &self.def.name),
                        ));
                    };
                    Piece { kind: promoted, side, promoted_from: Some(kind) }
                } else if chars.next_if_eq(&'~').is_some() && self.remembers_promotion() {
                    // Promoted from the pawn that promotes here (a crazyhouse queen that was one).
                    let pawn = self.def.promotion_pawns[side].kinds().next().or(self.def.pawn);
                    Piece { kind, side, promoted_from: pawn.or(Some(kind)) }
                } else {
                    Piece::new(kind, side)
                };
                let Some(sq) = self.square_at(file, rank) else { return Err(too_many()) };
                board[sq] = Some(piece);
                file += 1;
            }
            if file != self.files {
                return Err(FenError::new(
                    Said::new("fault-fen-rank-length")
                        .arg("rank", rank + 1)
                        .arg("given", file)
                        .arg("files", self.files),
                ));
            }
        }
        Ok(board)
    }

    /// A piece as the FEN writes it: its letter, `+` and what it was for a shogi promotion, a
    /// `~` after a promoted piece where a hand takes it back as what it was.
    fn piece_text(&self, p: Piece) -> String {
        match p.promoted_from {
            Some(was) if self.def.promotes_to.get(was.index()).copied().flatten() == Some(p.kind) => {
                format!("+{}", self.letter(Piece::new(was, p.side)))
            }
            Some(_) if self.def.drops.captures_to_hand && !self.def.drops.keep_promotion => {
                format!("{}~", self.letter(p))
            }
            _ => self.letter(p).to_string(),
        }
    }

    /// The hands as the format's engines write them, after the board: White's pieces then
    /// Black's, each in the format's order of types from the king down (`[QPPn]`).
    fn hands_text(&self, pos: &Position) -> String {
        let kinds = self.hand_order();
        let mut text = String::from("[");
        for side in Side::ALL {
            for &kind in &kinds {
                let letter = self.letter(Piece::new(kind, side));
                text.extend(std::iter::repeat_n(letter, usize::from(pos.hands[side].count(kind))));
            }
        }
        text.push(']');
        text
    }

    /// The kinds in the order hands are written and shown: the format's order of types, from
    /// the king down.
    pub fn hand_order(&self) -> Vec<Kind> {
        let mut kinds: Vec<Kind> = (0..self.def.kinds.len()).map(Kind::new).collect();
        kinds.sort_by_key(|k| std::cmp::Reverse(self.def.kinds[k.index()].order));
        kinds
    }

    /// Whether the game's FEN has hands: where pieces are dropped or gated from them.
    pub fn has_hands(&self) -> bool {
        self.def.drops.enabled || self.def.seirawan_gating
    }

    /// The position in the format's FEN: what [`Board::read_fen`] reads, as Fairy-Stockfish
    /// writes it (castling as `KQkq`, or as the rooks' files where the game is Chess960's kind;
    /// every square a step passed; the checks still to give).
    pub fn write_fen(&self, pos: &Position) -> String {
        let mut fen = crate::diagram::fen_ranks(self.files as usize, self.ranks as usize, |sq| {
            pos.board[Square::new(sq)].map(|p| self.piece_text(p))
        });
        if self.has_hands() {
            fen.push_str(&self.hands_text(pos));
        }
        fen.push(' ');
        fen.push(pos.turn.fen_char());
        fen.push(' ');
        let mut castling = String::new();
        for (side, rooks) in pos.castling.iter() {
            let cased = |letter: char| if side == Side::White { letter.to_ascii_uppercase() } else { letter };
            for (wing, rook) in rooks.iter().enumerate() {
                let Some(rook) = rook else { continue };
                let letter = if self.def.chess960 {
                    (b'a' + self.coords_of(*rook).0 as u8) as char
                } else if wing == 0 {
                    'k'
                } else {
                    'q'
                };
                castling.push(cased(letter));
            }
            for file in self.gate_files(pos, side) {
                castling.push(cased((b'a' + file as u8) as char));
            }
        }
        let any_gates = self.def.gating && pos.gates.iter().any(|(_, g)| !g.is_empty());
        if castling.is_empty() && !any_gates {
            castling.push('-');
        }
        fen.push_str(&castling);
        fen.push(' ');
        let mut ep: Vec<Square> = pos.en_passant.to_vec();
        ep.sort_unstable();
        if let Some(counting) = pos.counting {
            fen.push_str(&counting.limit.to_string());
        } else if ep.is_empty() {
            fen.push('-');
        }
        for q in ep {
            fen.push_str(&self.square_name(q));
        }
        if let Some(left) = pos.checks_left {
            fen.push_str(&format!(" {}+{}", left.white, left.black));
        }
        let halfmove = pos.counting.map_or(pos.halfmove, |c| u32::from(c.ply));
        fen.push_str(&format!(" {} {}", halfmove, pos.fullmove));
        fen
    }

    /// A move in the coordinate form engines speak (`e2e4`, `a10b10`, `e7e8q`); a castling
    /// as the king's move to its square, or onto its rook where the game is Chess960's kind.
    pub fn uci(&self, mv: Move) -> String {
        let letter = |kind: Kind| self.def.kinds[kind.index()].letter;
        let to = match mv.special {
            Special::Castle { rook } if self.def.chess960 => rook,
            Special::Drop { kind } => {
                // `P@e4`, or `+N@e4` for a piece dropped as its promoted kind.
                let piece = match mv.promotion {
                    Some(_) => format!("+{}", letter(kind).to_ascii_uppercase()),
                    None => letter(kind).to_ascii_uppercase().to_string(),
                };
                return format!("{piece}@{}", self.square_name(mv.to));
            }
            _ => mv.to,
        };
        if let Some(gate) = mv.gate.filter(|g| Some(g.kind) == self.def.duck) {
            // The move, then from where it landed to the duck's square: `e2e4,e4e5`.
            let plain = self.uci(Move { gate: None, ..mv });
            return format!("{plain},{}{}", self.square_name(to), self.square_name(gate.on));
        }
        if let (Some(gate), Special::Castle { rook }) = (mv.gate, mv.special)
            && gate.on == rook
        {
            // Gating on the rook's square: written from the rook to the king, as the format's
            // engines write it.
            return format!("{}{}{}", self.square_name(rook), self.square_name(mv.from), letter(gate.kind));
        }
        let mut text = format!("{}{}", self.square_name(mv.from), self.square_name(to));
        match (mv.special, mv.promotion) {
            (Special::Promote, _) => text.push('+'),
            (Special::Demote, _) => text.push('-'),
            (_, Some(kind)) => text.push(letter(kind)),
            (_, None) => {}
        }
        if let Some(gate) = mv.gate {
            text.push(letter(gate.kind));
            if gate.on != mv.from {
                text.push_str(&self.square_name(gate.on));
            }
        }
        text
    }

    /// The files `side` may still gate on that its castling letters do not already say, as the
    /// format's engines write them (none once there is nothing left to gate).
    fn gate_files(&self, pos: &Position, side: Side) -> Vec<i32> {
        let gates = pos.gates[side];
        let shown = self.def.gating
            && !gates.is_empty()
            && (!self.def.seirawan_gating || !pos.hands[side].is_empty() || self.def.drops.captures_to_hand);
        if !shown {
            return Vec::new();
        }
        let rooks: Vec<i32> = pos.castling[side].iter().flatten().map(|&r| self.coords_of(r).0).collect();
        let king_file = self.castling_king(pos, side).map(|king| self.coords_of(king).0);
        let castles = !rooks.is_empty();
        let mut files: Vec<i32> = gates.squares().map(|q| self.coords_of(q).0).collect();
        files.sort_unstable();
        files.dedup();
        // Not the files the castling letters already say: the rooks', and the king's (but in
        // Chess960's kind, where a king's file is told apart).
        let said = |f: i32| rooks.contains(&f) || (castles && !self.def.chess960 && Some(f) == king_file);
        files.retain(|&f| !said(f));
        files
    }

    /// One letter of a gating game's castling field: `K`/`Q` a castling right whose king and
    /// rook may still gate; another file's letter, the piece of that file on the back rank
    /// (which may still gate), or in Chess960's kind a castling rook where the hand is empty.
    fn read_gate(&self, pos: &mut Position, c: char) -> Result<(), Said> {
        let side = if c.is_ascii_lowercase() { Side::Black } else { Side::White };
        let rank = self.relative_rank(side, self.def.castling.as_ref().map_or(0, |c| i32::from(c.rank)));
        let upper = c.to_ascii_uppercase();
        if upper == 'K' || upper == 'Q' {
            self.read_castling(pos, c)?;
            let wing = usize::from(upper == 'Q');
            if let Some(rook) = pos.castling[side][wing] {
                pos.gates[side] = pos.gates[side].with(rook);
            }
            if let Some(king) = self.castling_king(pos, side) {
                pos.gates[side] = pos.gates[side].with(king);
            }
            return Ok(());
        }
        let file = i32::from(c.to_ascii_lowercase() as u8) - i32::from(b'a');
        let Some(square) = self.square_at(file, rank).filter(|_| c.is_ascii_alphabetic()) else {
            return Err(Said::new("fault-fen-gate").arg("letter", c.to_string()));
        };
        if pos.board[square].is_some_and(|p| p.side == side) {
            pos.gates[side] = pos.gates[side].with(square);
        }
        // With nothing left to gate, a file's letter is a castling right, as in Chess960.
        if self.def.seirawan_gating && pos.hands[side].is_empty() && !self.def.drops.captures_to_hand {
            self.read_castling(pos, c)?;
        }
        Ok(())
    }

    /// One castling letter: `K`/`Q` (the outermost rook on that side of the king), or the rook's
    /// file letter (Shredder and X-FEN), upper case for White.
    pub(super) fn read_castling(&self, pos: &mut Position, c: char) -> Result<(), Said> {
        // A game without castling reads a FEN's castling letters as none, as the engines that
        // read the format do: a variant that turns castling off may keep its parent's FEN.
        let Some(castle) = &self.def.castling else { return Ok(()) };
        let side = if c.is_ascii_lowercase() { Side::Black } else { Side::White };
        let rank = self.relative_rank(side, i32::from(castle.rank));
        if castle.king_kind.is_none() {
            return Ok(());
        }
        let Some(king) = self.castling_king(pos, side) else {
            return Err(Said::new("fault-fen-castling-king").arg("letter", c.to_string()));
        };
        let king_file = self.coords_of(king).0;
        let is_rook = |s: &Square| pos.board[*s].is_some_and(|p| p.side == side && castle.rook_kinds.has(p.kind));
        let lower = c.to_ascii_lowercase();
        let rook = match lower {
            'k' => (king_file + 1..self.files).rev().filter_map(|f| self.square_at(f, rank)).find(is_rook),
            'q' => (0..king_file).filter_map(|f| self.square_at(f, rank)).find(is_rook),
            'a'..='l' => self.square_at(i32::from(lower as u8 - b'a'), rank).filter(is_rook),
            _ => return Err(Said::new("fault-fen-castling").arg("letter", c.to_string())),
        };
        let Some(rook) = rook else { return Err(Said::new("fault-fen-castling-rook").arg("letter", c.to_string())) };
        let wing = usize::from(self.coords_of(rook).0 < king_file);
        pos.castling[side][wing] = Some(rook);
        Ok(())
    }
}
