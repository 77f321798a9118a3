//! A defined game's positions and moves: the position read from and written to the format's FEN
//! dialect, every legal move generated from the pieces' Betza, and a move played.
//!
//! Squares are numbered `rank * files + file` (a1 = 0). The generator is plain and exact: each
//! piece's moves are tried square by square, and a move is legal when, played, it leaves no royal
//! piece of the mover attacked (and, where checks are forbidden, gives none).

use arrayvec::ArrayVec;

use crate::game::PositionError;
use crate::geometry::Coord;

use super::betza::{Motion, Reach, lame_path};
use super::definition::{Definition, Kinds, Region, Value};

/// Room for the largest board, square by square (12 × 10 fits).
pub const MAX_SQUARES: usize = 128;

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
    /// A move only a piece's first move has, by its Betza (`ifmnD`): the squares it passes, and
    /// the piece where it lands, may be taken en passant.
    FirstMove,
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
    /// Square by square (those past the board's last are always empty).
    pub board: [Option<Piece>; MAX_SQUARES],
    pub turn: u8,
    /// Each side's castling rooks' squares, kingside then queenside.
    pub castling: [[Option<u8>; 2]; 2],
    /// The squares a pawn passed on its last step, which may be taken en passant.
    pub en_passant: ArrayVec<u8, 16>,
    pub halfmove: u32,
    pub fullmove: u32,
    /// Checks each side must still give to win, where the game counts them.
    pub checks_left: Option<[u32; 2]>,
}

/// What ended a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Ending {
    Checkmate,
    Stalemate,
    /// A kind of piece (or every piece) taken down to the count the game sets.
    Extinction,
    /// A piece reached the region the game sets (the hill, the eighth rank).
    Flag,
    /// The checks the game counts were all given.
    Checks,
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
    /// Each square's file and rank, so that stepping needs no division.
    coords: [(i8, i8); MAX_SQUARES],
    /// Each side's capturing moves that [`Board::lines`] cannot hold (lame leaps and first
    /// moves), with the offset as that side makes them: what [`Board::attacked`] tries backwards
    /// from a square, each as it is.
    odd_captures: [Vec<Capture>; 2],
    /// The same captures gathered by line, for the plain ones (neither lame nor initial): each
    /// line walked once from the attacked square, whatever kinds use it.
    lines: [Vec<Line>; 2],
    /// Each side's kinds that take by a lame leap (a piece moving away may unblock one).
    lame_kinds: [Kinds; 2],
    /// Kind by kind, each side's squares a piece of the kind could not move on from, even on an
    /// empty board (a pawn on the last rank): where the game forbids such moves.
    stuck: Vec<[Region; 2]>,
    /// Every square's ray in every direction the game's pieces step (see [`Board::ray`]): the
    /// squares reached by repeating the step from it, to the edge, laid end to end.
    rays: Vec<u8>,
    /// Where each (direction, square)'s ray lies in `rays`: its start and length. A motion or an
    /// attack line names its direction by index.
    ray_at: Vec<(u32, u8)>,
    /// Each side's moves, kind by kind, as [`Board::pseudo_legal`] walks them.
    moves: [Vec<Vec<Walk>>; 2],
    /// Kinds two of whose ways of moving can end on the same square (`RD`: the rook's slide and
    /// the dabbaba's leap both reach two squares away): their moves are made unique as they are
    /// generated, since a move is one move however many of the piece's ways lead to it.
    overlapping: Kinds,
}

/// A piece's motion as one side makes it, with its direction's index: what the generator walks.
#[derive(Debug, Clone, Copy)]
struct Walk {
    direction: u16,
    motion: Motion,
    /// A move only a piece's first move has (a pawn's double step written in Betza): it leaves
    /// the squares it passed to be taken en passant.
    first_only: bool,
}

/// One direction an attack can come from, and the kinds that attack along it.
#[derive(Debug, Clone)]
struct Line {
    /// The step from the attacked square toward the attacker.
    file: i32,
    rank: i32,
    /// Kinds that take with one leap of this step.
    leapers: Kinds,
    /// Kinds that ride this step, with how many steps at most.
    riders: Vec<(u8, u32)>,
    /// The step's index among the board's directions.
    direction: u16,
    /// The same kinds as a set.
    rider_kinds: Kinds,
}

/// A capturing move of a kind, for one side.
#[derive(Debug, Clone, Copy)]
struct Capture {
    kind: u8,
    file: i32,
    rank: i32,
    reach: Reach,
    initial: bool,
    motion: Motion,
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
        let mut coords = [(0i8, 0i8); MAX_SQUARES];
        for (sq, c) in coords.iter_mut().enumerate().take((files * ranks) as usize) {
            *c = ((sq as i32 % files) as i8, (sq as i32 / files) as i8);
        }
        let captures: [Vec<Capture>; 2] = [0u8, 1].map(|side| {
            def.kinds
                .iter()
                .enumerate()
                .flat_map(|(kind, k)| {
                    k.motions.iter().filter(|m| m.capture).map(move |m| {
                        let (file, rank) = Self::offset(m, side);
                        Capture { kind: kind as u8, file, rank, reach: m.reach, initial: m.initial, motion: *m }
                    })
                })
                .collect()
        });
        let lines = [0usize, 1].map(|side| {
            let mut lines: Vec<Line> = Vec::new();
            for c in captures[side].iter().filter(|c| !c.initial && c.reach != Reach::Lame) {
                let (file, rank) = (-c.file, -c.rank);
                let at = match lines.iter().position(|l| l.file == file && l.rank == rank) {
                    Some(i) => i,
                    None => {
                        lines.push(Line { file, rank, leapers: 0, riders: Vec::new(), rider_kinds: 0, direction: 0 });
                        lines.len() - 1
                    }
                };
                match c.reach {
                    Reach::Ride { limit } => {
                        lines[at].riders.push((c.kind, limit.map_or(u32::MAX, u32::from)));
                        lines[at].rider_kinds |= 1 << c.kind;
                    }
                    _ => lines[at].leapers |= 1 << c.kind,
                }
            }
            lines
        });
        let lame_kinds = captures
            .each_ref()
            .map(|all| all.iter().filter(|c| c.reach == Reach::Lame).fold(0 as Kinds, |set, c| set | 1 << c.kind));
        let odd_captures =
            captures.map(|all| all.into_iter().filter(|c| c.initial || c.reach == Reach::Lame).collect());
        // Every direction a motion or an attack line steps, and each square's ray along it.
        let mut directions: Vec<(i32, i32)> = Vec::new();
        let mut direction_of = |step: (i32, i32)| -> u16 {
            let at = directions.iter().position(|&d| d == step).unwrap_or_else(|| {
                directions.push(step);
                directions.len() - 1
            });
            u16::try_from(at).expect("fewer directions than u16 counts")
        };
        let moves = [0u8, 1].map(|side| {
            def.kinds
                .iter()
                .map(|k| {
                    k.motions
                        .iter()
                        .map(|m| Walk {
                            direction: direction_of(Self::offset(m, side)),
                            motion: *m,
                            first_only: m.initial
                                && !k.motions.iter().any(|n| !n.initial && n.offset == m.offset && n.quiet),
                        })
                        .collect()
                })
                .collect()
        });
        let mut lines = lines;
        for side_lines in &mut lines {
            for line in side_lines.iter_mut() {
                line.direction = direction_of((line.file, line.rank));
            }
        }
        let squares = (files * ranks) as usize;
        let (mut rays, mut ray_at) = (Vec::new(), Vec::with_capacity(directions.len() * MAX_SQUARES));
        for &(df, dr) in &directions {
            for sq in 0..MAX_SQUARES {
                let start = u32::try_from(rays.len()).expect("rays fit u32");
                if sq < squares {
                    let (mut f, mut r) = (sq as i32 % files + df, sq as i32 / files + dr);
                    while (0..files).contains(&f) && (0..ranks).contains(&r) && (df, dr) != (0, 0) {
                        rays.push((r * files + f) as u8);
                        f += df;
                        r += dr;
                    }
                }
                ray_at.push((start, u8::try_from(rays.len() - start as usize).expect("a ray fits u8")));
            }
        }
        let mut board = Board {
            def,
            files,
            ranks,
            coords,
            odd_captures,
            lines,
            lame_kinds,
            stuck: Vec::new(),
            rays,
            ray_at,
            moves,
            overlapping: 0,
        };
        board.overlapping = (0..board.def.kinds.len())
            .filter(|&kind| Self::ways_overlap(&board.def, kind, files.max(ranks)))
            .fold(0 as Kinds, |set, kind| set | 1 << kind);
        // A kind is stuck on a square where none of its ordinary moves' rays has a square.
        board.stuck = (0..board.def.kinds.len())
            .map(|kind| {
                [0usize, 1].map(|side| {
                    (0..squares)
                        .filter(|&sq| {
                            board.moves[side][kind]
                                .iter()
                                .filter(|walk| !walk.motion.initial)
                                .all(|walk| board.ray(walk.direction, sq).is_empty())
                        })
                        .fold(0 as Region, |set, sq| set | 1 << sq)
                })
            })
            .collect();
        board
    }

    /// Whether two of a kind's ways of moving reach a common offset (on a board whose longer
    /// side is `span`), or one reaches where its pawn steps of two or three squares do.
    fn ways_overlap(def: &Definition, kind: usize, span: i32) -> bool {
        let reached = |m: &Motion| -> Vec<(i32, i32)> {
            let steps = match m.reach {
                Reach::Leap | Reach::Lame => 1,
                Reach::Ride { limit } => limit.map_or(span, i32::from),
            };
            (1..=steps).map(|k| (k * i32::from(m.offset.file), k * i32::from(m.offset.rank))).collect()
        };
        let mut seen: Vec<(i32, i32)> = Vec::new();
        if Some(kind) == def.pawn {
            seen.extend([(0, 2), (0, 3)]);
        }
        for m in &def.kinds[kind].motions {
            let mut mine = reached(m);
            mine.sort_unstable();
            mine.dedup();
            if mine.iter().any(|o| seen.contains(o)) {
                return true;
            }
            seen.extend(mine);
        }
        false
    }

    /// The squares from `sq` stepping in direction `direction` to the edge, nearest first.
    #[inline]
    fn ray(&self, direction: u16, sq: usize) -> &[u8] {
        let (start, len) = self.ray_at[direction as usize * MAX_SQUARES + sq];
        &self.rays[start as usize..start as usize + len as usize]
    }

    pub fn squares(&self) -> usize {
        (self.files * self.ranks) as usize
    }

    #[inline]
    fn shift(&self, sq: usize, file: i32, rank: i32) -> Option<usize> {
        let (f0, r0) = self.coords[sq];
        let (f, r) = (f0 as i32 + file, r0 as i32 + rank);
        (0..self.files).contains(&f).then_some(())?;
        (0..self.ranks).contains(&r).then_some(())?;
        Some((r * self.files + f) as usize)
    }

    fn offset(m: &Motion, side: u8) -> (i32, i32) {
        let o = if side == 0 { m.offset } else { m.offset.for_black() };
        (o.file as i32, o.rank as i32)
    }

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
    fn read_castling(&self, pos: &mut Position, c: char) -> Result<(), String> {
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

    fn royal(&self) -> Option<u8> {
        self.def.king.map(|k| k as u8)
    }

    /// Whether `sq` is attacked by a piece of `by` (a capture it could make there).
    pub fn attacked(&self, pos: &Position, sq: usize, by: u8) -> bool {
        for line in &self.lines[by as usize] {
            let ray = self.ray(line.direction, sq);
            let Some(&first) = ray.first() else { continue };
            if let Some(p) = pos.board[first as usize] {
                if p.side == by && (kind_in(line.leapers, p.kind) || kind_in(line.rider_kinds, p.kind)) {
                    return true;
                }
                continue;
            }
            if line.riders.is_empty() {
                continue;
            }
            for (i, &next) in ray.iter().enumerate().skip(1) {
                if let Some(p) = pos.board[next as usize] {
                    let steps = i as u32 + 1;
                    if p.side == by && line.riders.iter().any(|&(k, limit)| k == p.kind && steps <= limit) {
                        return true;
                    }
                    break;
                }
            }
        }
        // The rest: lame leaps and first moves, each tried as it is.
        for c in &self.odd_captures[by as usize] {
            let target = Some(Piece { kind: c.kind, side: by });
            let (df, dr, m) = (c.file, c.rank, &c.motion);
            {
                match c.reach {
                    Reach::Leap | Reach::Lame => {
                        let Some(from) = self.shift(sq, -df, -dr) else { continue };
                        if pos.board[from] != target
                            || (c.initial && !has(self.def.double_step_region[by as usize], from))
                        {
                            continue;
                        }
                        if c.reach == Reach::Lame && !self.lame_clear(pos, m, by, from) {
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

    /// Whether the piece `mv` moves could move on from where it lands, on an empty board.
    fn can_move_on(&self, pos: &Position, mv: Move) -> bool {
        let Some(piece) = pos.board[mv.from as usize] else { return true };
        !has(self.stuck[piece.kind as usize][piece.side as usize], mv.to as usize)
    }

    /// Whether the piece on `square` is a royal piece of `side`: its king, or a piece an
    /// extinction rule makes royal (the last ones of their kind, as the rule counts them).
    fn is_royal(&self, pos: &Position, square: usize, side: u8) -> bool {
        let pseudo = self.def.extinction.as_ref().filter(|e| e.pseudo_royal);
        pos.board[square].is_some_and(|p| {
            p.side == side
                && (Some(p.kind) == self.royal()
                    || pseudo.is_some_and(|e| kind_in(e.kinds, p.kind) && self.count(pos, p) <= e.piece_count + 1))
        })
    }

    /// The squares of the royal pieces of the side to move that stand attacked (with duple
    /// check, the pseudo-royal ones only when all of them are).
    pub fn checked_royals(&self, pos: &Position) -> Vec<usize> {
        if !self.royal_attacked(pos, pos.turn) {
            return Vec::new();
        }
        let side = pos.turn;
        (0..self.squares()).filter(|&s| self.is_royal(pos, s, side) && self.attacked(pos, s, 1 - side)).collect()
    }

    /// Whether the piece on `square` is royal for its side (a king, or the last of a kind the
    /// game's extinction rule makes royal).
    pub fn royal_at(&self, pos: &Position, square: usize) -> bool {
        pos.board[square].is_some_and(|p| self.is_royal(pos, square, p.side))
    }

    /// Every move the pieces of the side to move could make, before checks, compulsory capture
    /// and the game's endings are considered: for saying why a move is not legal.
    pub fn pseudo_legal_moves(&self, pos: &Position) -> Vec<Move> {
        let mut moves = Vec::new();
        self.pseudo_legal(pos, &mut moves);
        moves
    }

    /// Whether the side to move stands in check.
    pub fn in_check(&self, pos: &Position) -> bool {
        self.royal_attacked(pos, pos.turn)
    }

    /// Whether a royal piece of `side` is attacked.
    fn royal_attacked(&self, pos: &Position, side: u8) -> bool {
        if self.royal().is_none() && !self.def.extinction.as_ref().is_some_and(|e| e.pseudo_royal) {
            return false;
        }
        let duple = self.def.extinction.as_ref().is_some_and(|e| e.pseudo_royal && e.duple_check);
        if !duple {
            return (0..self.squares()).any(|s| self.is_royal(pos, s, side) && self.attacked(pos, s, 1 - side));
        }
        // With duple check, the king is royal as ever, and the pseudo-royal pieces together:
        // only all of them attacked at once is a check.
        let king = |s: usize| pos.board[s].is_some_and(|p| p.side == side && Some(p.kind) == self.royal());
        if (0..self.squares()).any(|s| king(s) && self.attacked(pos, s, 1 - side)) {
            return true;
        }
        let mut pseudo = (0..self.squares()).filter(|&s| !king(s) && self.is_royal(pos, s, side)).peekable();
        pseudo.peek().is_some() && pseudo.all(|s| self.attacked(pos, s, 1 - side))
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
            let add = |to: usize, special: Special, out: &mut Vec<Move>| {
                self.with_promotions(pos, piece, from, to, special, out);
            };
            let first = out.len();
            for walk in &self.moves[s][piece.kind as usize] {
                let m = &walk.motion;
                if m.initial && !has(self.def.double_step_region[s], from) {
                    continue;
                }
                let ray = self.ray(walk.direction, from);
                let quiet = if walk.first_only { Special::FirstMove } else { Special::None };
                match m.reach {
                    Reach::Leap | Reach::Lame => {
                        let Some(&to) = ray.first() else { continue };
                        let to = to as usize;
                        if m.reach == Reach::Lame && !self.lame_clear(pos, m, side, from) {
                            continue;
                        }
                        match pos.board[to] {
                            None if m.quiet => add(to, quiet, out),
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
                        let reach = limit.map_or(ray.len(), |l| ray.len().min(l as usize));
                        for &to in &ray[..reach] {
                            let to = to as usize;
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
            if kind_in(self.overlapping, piece.kind) {
                Self::keep_first_of_each(out, first);
            }
        }
        self.castlings(pos, out);
    }

    /// Drops every move from `first` on that repeats an earlier one's destination and
    /// promotion: one piece's moves reached by two of its ways of moving.
    fn keep_first_of_each(out: &mut Vec<Move>, first: usize) {
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
            // A king that is a piece like any other (giveaway) castles whatever attacks it.
            // A royal king may not castle out of check, nor through or onto an attacked square
            // (its destination judged with the castling rook gone, which may have shielded it).
            let enemy = 1 - side;
            let royal = self.royal() == Some(castle.king_kind as u8);
            if royal {
                let (a, b) = (king.min(king_to), king.max(king_to));
                if (a..=b).any(|q| self.attacked(pos, q, enemy)) {
                    continue;
                }
                let mut without_rook = pos.clone();
                without_rook.board[rook] = None;
                if self.attacked(&without_rook, king_to, enemy) {
                    continue;
                }
            }
            out.push(Move {
                from: king as u8,
                to: king_to as u8,
                promotion: None,
                special: Special::Castle { rook: rook as u8 },
            });
        }
    }

    /// Whether `piece` could move from `from` to `to` on an empty board by its ordinary moves.
    fn reaches_quietly(&self, piece: Piece, from: usize, to: usize) -> bool {
        self.def.kinds[piece.kind as usize].motions.iter().filter(|m| m.quiet && !m.initial).any(|m| {
            let (df, dr) = Self::offset(m, piece.side);
            let limit = match m.reach {
                Reach::Leap | Reach::Lame => 1,
                Reach::Ride { limit } => limit.map_or(u32::MAX, u32::from),
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
    fn between(&self, from: usize, to: usize) -> Vec<u8> {
        let (ff, fr) = (from as i32 % self.files, from as i32 / self.files);
        let (tf, tr) = (to as i32 % self.files, to as i32 / self.files);
        let (df, dr) = (tf - ff, tr - fr);
        if !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
            return Vec::new();
        }
        let n = df.abs().max(dr.abs());
        (1..n).map(|i| ((fr + dr.signum() * i) * self.files + ff + df.signum() * i) as u8).collect()
    }

    /// The square of the piece an en passant capture `mv` takes: the one that made the step:
    /// where a first move's landing square is marked, that piece (the frontmost); else the
    /// nearest enemy behind the square passed, on its file (two squares behind it after a triple
    /// step).
    pub fn en_passant_victim(&self, pos: &Position, mv: Move) -> Option<usize> {
        let side = pos.turn;
        let forward = if side == 0 { 1 } else { -1 };
        let marked =
            pos.en_passant.iter().map(|&q| q as usize).filter(|&q| pos.board[q].is_some_and(|p| p.side != side));
        if side == 0 { marked.min() } else { marked.max() }.or_else(|| {
            let mut at = mv.to as usize;
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
    fn castled_rook(&self, mv: Move, rook: usize) -> usize {
        let kingside = (rook as i32 % self.files) > (mv.from as i32 % self.files);
        if kingside { mv.to as usize - 1 } else { mv.to as usize + 1 }
    }

    /// The position after `mv`.
    pub fn play(&self, pos: &Position, mv: Move) -> Position {
        let mut next = pos.clone();
        let side = pos.turn;
        let s = side as usize;
        let piece = pos.board[mv.from as usize].expect("a move starts from a piece");
        // A castling king may land where its own rook stood (Chess960): that takes nothing.
        let captured = if let Special::Castle { .. } = mv.special { None } else { pos.board[mv.to as usize] };
        next.board[mv.from as usize] = None;
        next.en_passant.clear();
        let forward = if side == 0 { 1 } else { -1 };
        match mv.special {
            Special::Castle { rook } => {
                let rook_piece = pos.board[rook as usize];
                next.board[rook as usize] = None;
                next.board[self.castled_rook(mv, rook as usize)] = rook_piece;
                next.board[mv.to as usize] = Some(piece);
            }
            Special::EnPassant => {
                let victim = self.en_passant_victim(pos, mv);
                if let Some(q) = victim {
                    next.board[q] = None;
                }
                next.board[mv.to as usize] = Some(piece);
            }
            Special::Step => {
                next.board[mv.to as usize] = Some(piece);
                // A square passed is marked where the opponent could take on it: a pawn of
                // theirs beside it, or a piece of another kind that takes en passant.
                let them = 1 - s;
                let others = self.def.en_passant_kinds[them] & !self.def.pawn.map_or(0, |p| 1 << p) != 0;
                next.en_passant = self
                    .between(mv.from as usize, mv.to as usize)
                    .into_iter()
                    .filter(|&q| {
                        has(self.def.en_passant_region[them], q as usize)
                            && (others
                                || [-1, 1].iter().any(|&df| {
                                    self.shift(q as usize, df, forward).is_some_and(|a| {
                                        pos.board[a].is_some_and(|p| {
                                            p.side as usize == them && Some(p.kind as usize) == self.def.pawn
                                        })
                                    })
                                }))
                    })
                    .collect();
            }
            Special::FirstMove => {
                next.board[mv.to as usize] = Some(piece);
                let mut passed = self.between(mv.from as usize, mv.to as usize);
                passed.push(mv.to);
                next.en_passant =
                    passed.into_iter().filter(|&q| has(self.def.en_passant_region[1 - s], q as usize)).collect();
            }
            Special::None => {
                next.board[mv.to as usize] = Some(piece);
            }
        }
        if let Some(kind) = mv.promotion {
            next.board[mv.to as usize] = Some(Piece { kind, side });
        }
        // Castling rights: a king that moves loses both; a rook that moves or is taken, its own.
        if let Some(castle) = &self.def.castling {
            if piece.kind as usize == castle.king_kind {
                next.castling[s] = [None; 2];
            }
            // A king taken (where kings are not royal) takes its side's castling with it.
            if let Some(taken) = captured.filter(|p| p.kind as usize == castle.king_kind && p.side != side) {
                next.castling[taken.side as usize] = [None; 2];
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
        // The n-move count restarts with a capture, a promotion, or a move of a pawn-like kind
        // that it could not make back (a pawn's step forward, not its step sideways).
        let resets = captured.is_some()
            || mv.special == Special::EnPassant
            || mv.promotion.is_some()
            || (kind_in(self.def.n_move_kinds[s], piece.kind)
                && !self.reaches_quietly(piece, mv.to as usize, mv.from as usize));
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
            return Some((self.def.checkmate_value, Ending::Checkmate));
        }
        if self.def.stalemate_piece_count {
            let pieces = |side: u8| pos.board[..self.squares()].iter().flatten().filter(|p| p.side == side).count();
            let (mine, theirs) = (pieces(pos.turn), pieces(1 - pos.turn));
            let value = match mine.cmp(&theirs) {
                std::cmp::Ordering::Less => Value::Win,
                std::cmp::Ordering::Greater => Value::Loss,
                std::cmp::Ordering::Equal => Value::Draw,
            };
            return Some((value, Ending::Stalemate));
        }
        Some((self.def.stalemate_value, Ending::Stalemate))
    }

    /// Whether `side` has a piece of `kind` (any kind, for `None`) in `region`.
    fn reached(&self, pos: &Position, side: u8, kind: Option<usize>, region: Region) -> bool {
        (0..self.squares()).any(|s| {
            has(region, s) && pos.board[s].is_some_and(|p| p.side == side && kind.is_none_or(|k| k == p.kind as usize))
        })
    }

    /// The result for the side to move when the position alone ends the game before any move:
    /// a kind of piece extinct, a flag region reached, the checks counted out. Checkmate and
    /// stalemate are not here: they are the absence of legal moves.
    pub fn immediate_end(&self, pos: &Position) -> Option<(Value, Ending)> {
        let us = pos.turn;
        let them = 1 - us;
        if let Some(ext) = self.def.extinction.as_ref().filter(|e| !e.pseudo_royal) {
            // Every kind's count for both sides, in one pass over the board.
            let mut count = [[0u32; 32]; 2];
            for p in pos.board[..self.squares()].iter().flatten() {
                count[p.side as usize][p.kind as usize] += 1;
            }
            let total = |side: u8| count[side as usize].iter().sum::<u32>();
            for c in [them, us] {
                let counts = (0..self.def.kinds.len())
                    .filter(|&k| kind_in(ext.kinds, k as u8))
                    .map(|k| (count[c as usize][k], count[1 - c as usize][k]))
                    .chain(ext.all.then(|| (total(c), total(1 - c))));
                for (mine, theirs) in counts {
                    if mine <= ext.piece_count && theirs >= ext.opponent_piece_count + u32::from(ext.claim && c == us) {
                        let value = if c == us { ext.value } else { ext.value.reversed() };
                        return Some((value, Ending::Extinction));
                    }
                }
            }
        }
        if let Some(flag) = &self.def.flag {
            let reached = |c: u8| self.reached(pos, c, flag.piece[c as usize], flag.region[c as usize]);
            let king_flag = |c: u8| flag.piece[c as usize].is_some() && flag.piece[c as usize] == self.def.king;
            if flag.extra_move && reached(us) {
                // The first to arrive had it answered: level if the answer arrived too (White's
                // king first, in a race of kings), else a win.
                let value = if us == 0 && king_flag(them) && reached(them) { Value::Draw } else { Value::Win };
                return Some((value, Ending::Flag));
            }
            if (!flag.extra_move || king_flag(us)) && reached(them) {
                // Black may still draw a race of kings by arriving at once.
                let answer = flag.extra_move && king_flag(us) && us == 1 && !self.in_check(pos) && {
                    let mut moves = Vec::new();
                    self.pseudo_legal(pos, &mut moves);
                    moves.into_iter().any(|mv| {
                        pos.board[mv.from as usize].map(|p| p.kind as usize) == self.def.king
                            && has(flag.region[us as usize], mv.to as usize)
                            && self.legal(pos, mv)
                    })
                };
                if !answer {
                    return Some((Value::Loss, Ending::Flag));
                }
            }
        }
        if pos.checks_left.is_some_and(|left| left[them as usize] == 0) {
            return Some((Value::Loss, Ending::Checks));
        }
        None
    }

    /// The squares a piece of the side to move may leave without exposing a royal piece of
    /// theirs, when the position lets that be known without playing the move: not in check,
    /// checks allowed, no lame leaper among the enemy's pieces (a piece that moves could unblock
    /// it). Then every square off the lines the enemy's riders could attack the royal pieces
    /// along is safe to leave. `None` when nothing is known so.
    fn safe_squares(&self, pos: &Position, king: Option<usize>) -> Option<Region> {
        let us = pos.turn;
        let them = 1 - us;
        let in_check = match king {
            Some(king) => self.attacked(pos, king, them),
            None => self.in_check(pos),
        };
        if !self.def.checking || in_check {
            return None;
        }
        let present: Kinds =
            pos.board[..self.squares()].iter().flatten().filter(|p| p.side == them).fold(0, |acc, p| acc | 1 << p.kind);
        if present & self.lame_kinds[them as usize] != 0 {
            return None;
        }
        let royals: ArrayVec<usize, 16> = match king {
            Some(king) => std::iter::once(king).collect(),
            None => (0..self.squares()).filter(|&q| self.is_royal(pos, q, us)).take(16).collect(),
        };
        // Along each line an enemy rider could take on, only the first piece from a royal one
        // can uncover it by leaving (a piece further out stays shielded by the first).
        let mut unsafe_to_leave: Region = 0;
        for line in self.lines[them as usize].iter().filter(|l| l.rider_kinds & present != 0) {
            for &royal in &royals {
                if let Some(&first) = self.ray(line.direction, royal).iter().find(|&&q| pos.board[q as usize].is_some())
                {
                    unsafe_to_leave |= 1u128 << first;
                }
            }
        }
        Some(!unsafe_to_leave)
    }

    /// Whether `mv` is legal without playing it: an ordinary move, by a piece that is not royal
    /// and makes none, from a square [`Board::safe_squares`] knows is safe to leave.
    fn surely_legal(&self, pos: &Position, mv: Move, safe: Option<Region>, king: Option<usize>) -> bool {
        let Some(safe) = safe else { return false };
        matches!(mv.special, Special::None | Special::Step | Special::FirstMove)
            && mv.promotion.is_none()
            && has(safe, mv.from as usize)
            && match king {
                Some(king) => mv.from as usize != king,
                None => !self.is_royal(pos, mv.from as usize, pos.turn),
            }
            && (!self.def.immobility_illegal || self.can_move_on(pos, mv))
    }

    /// Whether a move the pieces could make is legal: it leaves no royal piece of the mover
    /// attacked, and gives no check where checks are forbidden.
    fn legal(&self, pos: &Position, mv: Move) -> bool {
        let side = pos.turn;
        if self.def.immobility_illegal && mv.promotion.is_none() && !self.can_move_on(pos, mv) {
            return false;
        }
        let next = self.play(pos, mv);
        if self.royal_attacked(&next, side) {
            return false;
        }
        self.def.checking || !self.in_check(&next)
    }

    /// Every legal move; none where the game has ended.
    pub fn legal_moves(&self, pos: &Position) -> Vec<Move> {
        if self.immediate_end(pos).is_some() {
            return Vec::new();
        }
        self.moves_in_play(pos)
    }

    /// The square of the one king of the side to move, where the game's only royal piece is its
    /// king (no pseudo-royal pieces), it has exactly one, and checks are allowed: then a move is
    /// legal when that square, or the king's new one, is not attacked after it.
    fn lone_king(&self, pos: &Position) -> Option<usize> {
        let king = self.royal()?;
        if !self.def.checking || self.def.extinction.as_ref().is_some_and(|e| e.pseudo_royal) {
            return None;
        }
        let mut squares = (0..self.squares()).filter(|&q| pos.board[q] == Some(Piece { kind: king, side: pos.turn }));
        let first = squares.next()?;
        squares.next().is_none().then_some(first)
    }

    /// Whether `mv` leaves the side to move's lone king (on `king`) attacked: the move's pieces
    /// are put on `scratch` (a copy of the position), the king's square tried, and the board put
    /// back, so no position is built for it.
    fn exposes(&self, scratch: &mut Position, mv: Move, king: usize) -> bool {
        let side = scratch.turn;
        let (from, to) = (mv.from as usize, mv.to as usize);
        let piece = scratch.board[from];
        let mut changed: ArrayVec<(usize, Option<Piece>), 4> = ArrayVec::new();
        let mut put = |board: &mut [Option<Piece>; MAX_SQUARES], q: usize, p: Option<Piece>| {
            changed.push((q, board[q]));
            board[q] = p;
        };
        match mv.special {
            Special::Castle { rook } => {
                let rook = rook as usize;
                let rook_piece = scratch.board[rook];
                let rook_to = self.castled_rook(mv, rook);
                put(&mut scratch.board, from, None);
                put(&mut scratch.board, rook, None);
                put(&mut scratch.board, to, piece);
                put(&mut scratch.board, rook_to, rook_piece);
            }
            Special::EnPassant => {
                let victim = self.en_passant_victim(scratch, mv);
                put(&mut scratch.board, from, None);
                if let Some(q) = victim {
                    put(&mut scratch.board, q, None);
                }
                put(&mut scratch.board, to, piece);
            }
            _ => {
                put(&mut scratch.board, from, None);
                put(&mut scratch.board, to, piece);
            }
        }
        let target = if from == king { to } else { king };
        let attacked = self.attacked(scratch, target, 1 - side);
        for (q, p) in changed.into_iter().rev() {
            scratch.board[q] = p;
        }
        attacked
    }

    /// The legal moves of a position the game has not ended in before a move.
    fn moves_in_play(&self, pos: &Position) -> Vec<Move> {
        let mut moves = Vec::with_capacity(64);
        self.pseudo_legal(pos, &mut moves);
        // Nothing royal (giveaway): a move exposes nothing, so only a stuck piece is refused.
        let unroyal = self.royal().is_none()
            && !self.def.extinction.as_ref().is_some_and(|e| e.pseudo_royal)
            && self.def.checking;
        if unroyal {
            if self.def.immobility_illegal {
                moves.retain(|&mv| mv.promotion.is_some() || self.can_move_on(pos, mv));
            }
        } else {
            let king = self.lone_king(pos);
            let safe = self.safe_squares(pos, king);
            self.keep_legal(pos, &mut moves, king, safe);
        }
        if self.def.must_capture {
            let takes = |mv: &Move| pos.board[mv.to as usize].is_some() || mv.special == Special::EnPassant;
            if moves.iter().any(takes) {
                moves.retain(takes);
            }
        }
        moves
    }

    /// Keeps of `moves` (the pieces' moves) those that leave no royal piece of the mover attacked
    /// and give no check where checks are forbidden.
    fn keep_legal(&self, pos: &Position, moves: &mut Vec<Move>, king: Option<usize>, safe: Option<Region>) {
        match king {
            Some(king) => {
                let mut scratch = pos.clone();
                let immobile =
                    |mv: Move| self.def.immobility_illegal && mv.promotion.is_none() && !self.can_move_on(pos, mv);
                moves.retain(|&mv| {
                    self.surely_legal(pos, mv, safe, Some(king))
                        || (!immobile(mv) && !self.exposes(&mut scratch, mv, king))
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
        let moves = self.legal_moves(pos);
        if depth == 1 {
            return moves.len() as u64;
        }
        moves.iter().map(|&mv| self.perft(&self.play(pos, mv), depth - 1)).sum()
    }
}
