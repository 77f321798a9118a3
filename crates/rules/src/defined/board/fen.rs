//! A position read from and written to the format's FEN dialect, and a move in coordinates.

use super::*;

impl Board {
    /// A piece's letter as the FEN writes it: upper case for White, lower case for Black.
    pub fn letter(&self, piece: Piece) -> char {
        let letter = self.def.kinds[piece.kind as usize].letter;
        if piece.side == 0 { letter.to_ascii_uppercase() } else { letter.to_ascii_lowercase() }
    }

    pub fn square_name(&self, sq: usize) -> String {
        let (file, rank) = self.coords[sq];
        Coord::new(file as u8, rank as u8).to_string()
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
        let mut board = [None; MAX_SQUARES];
        crate::diagram::read_ranks(placement, self.files as usize, self.ranks as usize, false, |sq, _, c, marked| {
            let kind = self.def.kinds.iter().position(|k| k.letter == c.to_ascii_lowercase()).filter(|_| !marked);
            let Some(kind) = kind else {
                return Err(PositionError::new(format!("'{c}' is no piece of {}", self.def.name)));
            };
            board[sq] = Some(Piece { kind: kind as u8, side: u8::from(c.is_ascii_lowercase()) });
            Ok(())
        })
        .map_err(|e| FenError(e.0))?;
        let turn = match fields.next().unwrap_or("w") {
            "w" => 0,
            "b" => 1,
            other => return fail(format!("\"{other}\" is not a side to move (w or b)")),
        };
        let mut pos = Position {
            board,
            turn,
            castling: [[None; 2]; 2],
            en_passant: ArrayVec::new(),
            halfmove: 0,
            fullmove: 1,
            checks_left: None,
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
                self.read_castling(&mut pos, c).map_err(FenError)?;
            }
        }
        let ep = fields.next_if(|f| !numeric(f)).unwrap_or("-");
        if ep != "-" {
            // One square, or several written one after another (`g5g6`: every square a step of
            // more than two passed), as the format's engines write them.
            if !ep.is_ascii() {
                return fail(format!("\"{ep}\" is not an en passant square of this board"));
            }
            let mut rest = ep;
            while !rest.is_empty() {
                let digits = rest[1..].bytes().take_while(u8::is_ascii_digit).count();
                let word = &rest[..(1 + digits).min(rest.len())];
                let sq = Coord::parse(word)
                    .filter(|c| c.to_string() == word && (c.file as i32) < self.files && (c.rank as i32) < self.ranks)
                    .map(|c| c.rank as i32 * self.files + c.file as i32);
                match sq {
                    Some(s) if !pos.en_passant.is_full() => pos.en_passant.push(s as u8),
                    _ => {
                        return fail(format!("\"{ep}\" is not an en passant square of this board, nor a list of them"));
                    }
                }
                rest = &rest[word.len()..];
            }
        }
        let rest: Vec<&str> = fields.collect();
        if self.def.check_counting {
            pos.checks_left = Some([3, 3]);
            if let Some(counts) = counts {
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

    /// The position in the format's FEN: what [`Board::read_fen`] reads, as Fairy-Stockfish
    /// writes it (castling as `KQkq`, or as the rooks' files where the game is Chess960's kind;
    /// every square a step passed; the checks still to give).
    pub fn write_fen(&self, pos: &Position) -> String {
        let mut fen = crate::diagram::fen_ranks(self.files as usize, self.ranks as usize, |sq| {
            pos.board[sq].map(|p| self.letter(p).to_string())
        });
        fen.push_str(if pos.turn == 0 { " w " } else { " b " });
        let mut castling = String::new();
        for side in 0..2 {
            for (wing, rook) in pos.castling[side].iter().enumerate() {
                let Some(rook) = rook else { continue };
                let letter = if self.def.chess960 {
                    (b'a' + (*rook as i32 % self.files) as u8) as char
                } else if wing == 0 {
                    'k'
                } else {
                    'q'
                };
                castling.push(if side == 0 { letter.to_ascii_uppercase() } else { letter });
            }
        }
        fen.push_str(if castling.is_empty() { "-" } else { &castling });
        fen.push(' ');
        let mut ep: Vec<u8> = pos.en_passant.to_vec();
        ep.sort_unstable();
        if ep.is_empty() {
            fen.push('-');
        }
        for q in ep {
            fen.push_str(&self.square_name(q as usize));
        }
        if let Some([w, b]) = pos.checks_left {
            fen.push_str(&format!(" {w}+{b}"));
        }
        fen.push_str(&format!(" {} {}", pos.halfmove, pos.fullmove));
        fen
    }

    /// A move in the coordinate form engines speak (`e2e4`, `a10b10`, `e7e8q`); a castling
    /// as the king's move to its square, or onto its rook where the game is Chess960's kind.
    pub fn uci(&self, mv: Move) -> String {
        let to = match mv.special {
            Special::Castle { rook } if self.def.chess960 => rook as usize,
            _ => mv.to as usize,
        };
        let mut text = format!("{}{}", self.square_name(mv.from as usize), self.square_name(to));
        if let Some(kind) = mv.promotion {
            text.push(self.def.kinds[kind as usize].letter);
        }
        text
    }

    /// One castling letter: `K`/`Q` (the outermost rook on that side of the king), or the rook's
    /// file letter (Shredder and X-FEN), upper case for White.
    pub(super) fn read_castling(&self, pos: &mut Position, c: char) -> Result<(), String> {
        // A game without castling reads a FEN's castling letters as none, as the engines that
        // read the format do: a variant that turns castling off may keep its parent's FEN.
        let Some(castle) = &self.def.castling else { return Ok(()) };
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
}
