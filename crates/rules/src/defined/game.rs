//! A defined game as a [`Game`], so that it is played, judged, written down and searched exactly
//! as the hand-written games are: moves in full algebraic notation, coordinates and SAN; its
//! endings as outcomes; its pieces named and valued.

use std::fmt::Write;
use std::sync::Arc;

use ortoo_i18n::{Said, english};

use crate::chase::{self, Chase};
use crate::game::{
    Count, DrawRules, Game, Hands, Held, Lines, MoveList, PieceInfo, PieceValues, PositionError, Tally, Tiling,
    VariantInfo,
};
use crate::geometry::{Coord, Geometry};
use crate::notation::{MoveText, Part, PartKind, Target};
use crate::options::Options;
use crate::outcome::{Outcome, Reason};
use crate::refusal::{outcome_said, piece_said};
use crate::side::Sides;
use crate::zobrist::keys;

use super::arrangement::Wings;
use super::betza::Reach;
use super::board::{Board, Ending, Kind, MAX_SQUARES, Move, Piece, Position, Side, Special, Square};
use super::definition::{Definition, MaterialCounting, Template, Value};

/// A defined variant ready to be played: its board and what it says of itself. Made once per
/// variant (the registry keeps it: a built-in or operator's one for the life of the process, an
/// upload's while it is among those used last) and shared by every game of it.
#[derive(Debug)]
pub struct Catalogued {
    pub board: Board,
    pub info: &'static VariantInfo,
    /// Each kind's name as players read it (`Knight`, `Archbishop`, `Nightrider`).
    pub names: Vec<&'static str>,
    /// Each kind's worth in centipawns, estimated from its moves (see [`estimate_worth`]).
    pub worth: Vec<i32>,
    /// Where the game has a goal (a flag region), each side's king steps from each square to
    /// the nearest square of its goal.
    pub goal_steps: [[Option<u8>; MAX_SQUARES]; 2],
    /// The file it was read from (what an engine reading the format is given to play it).
    pub file: String,
    /// Where it came from, which says where it is offered.
    pub source: Source,
    /// The start as the file gives it.
    start: Position,
    /// Janggi's choice of each side's arrangement, where the game offers it.
    wings: Option<Wings>,
    geometry: Geometry,
}

/// The words a defined variant is shown with, kept for the life of the process: its
/// [`VariantInfo`] and its kinds' names.
#[derive(Debug, Clone, Copy)]
pub struct Words {
    pub info: &'static VariantInfo,
    pub names: &'static [&'static str],
}

/// Where a defined variant came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// ortoo's own file, compiled in.
    BuiltIn,
    /// A file the operator's configuration names, read at start.
    Operator,
    /// A player's upload: offered where the uploads are listed (by the store), under an id of
    /// its own version, so a game keeps the definition it began with.
    Upload,
}

/// A game of a defined variant: a handle on its [`Catalogued`] rules, with the options it is
/// played with (janggi's arrangements) and the start they make.
#[derive(Debug, Clone)]
pub struct Defined {
    rules: Arc<Catalogued>,
    options: Options,
    /// The start where the options change the file's (see [`Defined::with_options`]).
    start: Option<Arc<Position>>,
}

/// Leaks `text`: a variant's words live as long as the process, as the hand-written games'
/// do (they are `'static` everywhere a game is named), and a variant is catalogued once.
fn forever(text: String) -> &'static str {
    Box::leak(text.into_boxed_str())
}

/// What players call a kind: what the file says they do (`pieceNames`), else the kind's type
/// ([`type_name`]).
fn kind_name(def: &Definition, kind: Kind) -> String {
    def.kinds[kind.index()].called.clone().unwrap_or_else(|| type_name(def, kind))
}

/// A kind's type, in words: the format's name for it, or, for a custom piece, the name of the
/// common fairy piece its moves make it, else "Piece" and its letter. Its drawing follows from
/// this where the name players give it does not say (a `wazir` called the schleich).
pub fn type_name(def: &Definition, kind: Kind) -> String {
    let k = &def.kinds[kind.index()];
    if !k.name.starts_with("customPiece") {
        let mut words = String::new();
        for (i, c) in k.name.chars().enumerate() {
            if i == 0 {
                words.push(c.to_ascii_uppercase());
            } else if c.is_ascii_uppercase() {
                words.push(' ');
                words.push(c.to_ascii_lowercase());
            } else {
                words.push(c);
            }
        }
        return words;
    }
    let known = [
        ("NN", "Nightrider"),
        ("BN", "Archbishop"),
        ("RN", "Chancellor"),
        ("QN", "Amazon"),
        ("KN", "Centaur"),
        ("C", "Camel"),
        ("Z", "Zebra"),
        ("W", "Wazir"),
        ("F", "Fers"),
        ("A", "Alfil"),
        ("K", "Man"),
        ("N", "Knight"),
        ("B", "Bishop"),
        ("R", "Rook"),
        ("Q", "Queen"),
    ];
    known
        .iter()
        .find(|(betza, _)| *betza == k.betza)
        .map_or_else(|| format!("Piece {}", k.letter.to_ascii_uppercase()), |(_, name)| (*name).to_string())
}

/// A kind's worth in centipawns, from how many squares it reaches on average over the empty
/// board, a rider's far squares counted less as pieces stand in the way in play (each step
/// further is reached seven times in ten); what it reaches to move and to take averaged. Sixty
/// centipawns a square puts the orthodox pieces near their usual worth (knight 315, bishop 330,
/// rook 520, queen 850). The pawn is 100 and a royal piece 0 (it is never traded).
pub fn estimate_worth(board: &Board, kind: Kind) -> i32 {
    let def = &board.def;
    if Some(kind) == def.pawn {
        return 100;
    }
    if Some(kind) == def.king {
        return 0;
    }
    let (files, ranks) = (def.files as i32, def.ranks as i32);
    let (mut quiet, mut capture) = (0.0f64, 0.0f64);
    for rank in 0..ranks {
        for file in 0..files {
            for m in def.kinds[kind.index()].motions.iter().filter(|m| !m.initial) {
                let (df, dr) = (m.offset.file as i32, m.offset.rank as i32);
                let inside = |k: i32| (0..files).contains(&(file + k * df)) && (0..ranks).contains(&(rank + k * dr));
                let reach = match m.reach {
                    Reach::Leap => f64::from(u8::from(inside(1))),
                    Reach::Lame => 0.7 * f64::from(u8::from(inside(1))),
                    Reach::Ride { limit } => {
                        let mut sum = 0.0;
                        let mut k = 1;
                        while inside(k) && limit.is_none_or(|l| k <= i32::from(l)) {
                            sum += 0.7f64.powi(k - 1);
                            k += 1;
                        }
                        sum
                    }
                    // A hop needs a screen: counted as half the squares beyond the nearest.
                    Reach::Hop => (2..).take_while(|&k| inside(k)).map(|k| 0.5 * 0.7f64.powi(k - 2)).sum(),
                    Reach::Grasshop => 0.5 * f64::from(u8::from(inside(2))),
                };
                if m.quiet {
                    quiet += reach;
                }
                if m.capture {
                    capture += reach;
                }
            }
        }
    }
    let squares = f64::from(files * ranks);
    let mobility = (quiet + capture) / 2.0 / squares;
    (60.0 * mobility).round() as i32
}

/// The first words of what the file says of a game, up to a colon (`Capablanca chess` of
/// `Capablanca chess: ten files, …`), when they read as a name.
fn title(about: &str) -> Option<&str> {
    let (name, _) = about.split_once(':')?;
    let name = name.trim();
    (!name.is_empty() && name.len() <= 40 && !name.contains('.')).then_some(name)
}

impl Catalogued {
    /// Catalogues a checked variant under its own name: its board, and the words and worths it
    /// is shown with.
    pub fn new(board: Board, file: &str, source: Source) -> Catalogued {
        let id = board.def.name.clone();
        Catalogued::named(board, file, source, id)
    }

    /// Catalogues a checked variant under the id `id` (an upload's, which names its version).
    pub fn named(board: Board, file: &str, source: Source, id: String) -> Catalogued {
        let words = Catalogued::words(&board, file, id);
        Catalogued::with_words(board, file, source, words)
    }

    /// The words a variant is shown with, which live as long as the process (see [`forever`]):
    /// its [`VariantInfo`] under the id `id`, and its kinds' names. A version of an upload
    /// catalogued again after it was let go is given the words it had, not new ones.
    pub fn words(board: &Board, file: &str, id: String) -> Words {
        let def = &board.def;
        let id = forever(id);
        let name = forever(title(&def.about).map_or_else(
            || {
                let mut name = def.name.clone();
                if let Some(first) = name.get_mut(..1) {
                    first.make_ascii_uppercase();
                }
                name
            },
            str::to_string,
        ));
        // What the file says after the title (`Ten files, …` of `Capablanca chess: ten files, …`):
        // lists show the name beside it.
        let after_title = title(&def.about).and_then(|_| def.about.split_once(':')).map(|(_, rest)| rest.trim());
        let summary = forever(if let Some(rest) = after_title.filter(|rest| !rest.is_empty()) {
            let mut rest = rest.to_string();
            if let Some(first) = rest.get_mut(..1) {
                first.make_ascii_uppercase();
            }
            rest
        } else if def.about.is_empty() {
            match &def.parent {
                Some(parent) => format!("A variant of {parent}, defined in {file}."),
                None => format!("A variant defined in {file}."),
            }
        } else {
            def.about.clone()
        });
        let names: Vec<&'static str> = (0..def.kinds.len()).map(|k| forever(kind_name(def, Kind::new(k)))).collect();
        let worth: Vec<i32> = (0..def.kinds.len()).map(|k| estimate_worth(board, Kind::new(k))).collect();
        let letters: Vec<(u8, i32)> = def
            .kinds
            .iter()
            .zip(&worth)
            .filter(|(k, _)| k.letter.is_ascii_alphabetic())
            .map(|(k, &w)| (k.letter.to_ascii_uppercase() as u8, w))
            .collect();
        let info = Box::leak(Box::new(VariantInfo {
            id,
            name,
            files: def.files,
            ranks: def.ranks,
            options: board
                .read_fen(&def.start_fen)
                .ok()
                .and_then(|start| Wings::of(board, &start))
                .map_or(&[], |wings| wings.options()),
            summary,
            tiling: tiling(def),
            notes: &[],
            uci_name: id,
            piece_values: PieceValues::of(&letters),
            sides: sides(def),
        }));
        Words { info, names: names.leak() }
    }

    /// Catalogues a checked variant with the words it is shown with ([`Catalogued::words`]).
    pub fn with_words(board: Board, file: &str, source: Source, words: Words) -> Catalogued {
        let def = &board.def;
        let worth: Vec<i32> = (0..def.kinds.len()).map(|k| estimate_worth(&board, Kind::new(k))).collect();
        let geometry = Geometry::rectangle(def.files, def.ranks);
        let mut goal_steps = [[None; MAX_SQUARES]; 2];
        if let Some(flag) = &def.flag {
            for (side, steps) in Side::ALL.into_iter().zip(goal_steps.iter_mut()) {
                for (square, step) in steps.iter_mut().enumerate().take(geometry.frame_size()) {
                    let at = geometry.coord(square);
                    *step = flag.region[side]
                        .squares()
                        .map(|goal| {
                            let to = geometry.coord(goal.index());
                            to.file.abs_diff(at.file).max(to.rank.abs_diff(at.rank))
                        })
                        .min();
                }
            }
        }
        let start = board.read_fen(&def.start_fen).expect("a checked variant's start position reads");
        let wings = Wings::of(&board, &start);
        Catalogued {
            board,
            info: words.info,
            names: words.names.to_vec(),
            worth,
            goal_steps,
            file: file.to_string(),
            source,
            start,
            wings,
            geometry,
        }
    }
}

impl Defined {
    /// A game of the variant with its options' defaults.
    pub fn new(rules: Arc<Catalogued>) -> Defined {
        let options = Options::defaults(rules.info.options);
        Defined { rules, options, start: None }
    }

    /// The game played with `options` (resolved against the variant's own, see
    /// [`Options::resolve`]): with janggi's, each side's horses and elephants as chosen.
    pub fn with_options(self, options: Options) -> Defined {
        let start = match &self.rules.wings {
            Some(wings) if options != self.options => Some(Arc::new(wings.arrange(&self.rules.start, &options))),
            _ => None,
        };
        Defined { options, start, ..self }
    }

    pub fn board(&self) -> &Board {
        &self.rules.board
    }

    pub fn catalogued(&self) -> &Catalogued {
        &self.rules
    }

    fn def(&self) -> &Definition {
        &self.rules.board.def
    }

    fn coord(&self, square: Square) -> Coord {
        self.rules.geometry.coord(square.index())
    }

    /// The square at `at`, if the board has it.
    fn square(&self, at: Coord) -> Option<Square> {
        self.rules.geometry.index(at).map(Square::new)
    }

    /// The label of the piece on `square` as full algebraic notation writes it, cased by side.
    fn label(&self, pos: &Position, square: Square) -> String {
        pos.board[square].map_or_else(String::new, |p| self.board().letter(p).to_string())
    }

    /// What players call the piece of kind `kind`.
    fn name(&self, kind: Kind) -> &'static str {
        self.rules.names[kind.index()]
    }

    /// SAN as the format's engines write it: pawns without a letter, showing their file when
    /// they take; other pieces told apart by file, else rank, else square; `O-O` toward the
    /// h-file side, `O-O-O` the other way; `+` and `#` for check and mate.
    fn standard_algebraic(&self, pos: &Position, mv: Move) -> String {
        let board = self.board();
        let mut san = String::new();
        if let Special::Drop { kind } = mv.special {
            // `N@f3`: the piece dropped (as what it enters as) and its square.
            let shown = mv.promotion.unwrap_or(kind);
            let _ =
                write!(san, "{}@{}", self.def().kinds[shown.index()].letter.to_ascii_uppercase(), self.coord(mv.to));
        } else if let Special::Castle { rook } = mv.special {
            san.push_str(if rook > mv.from { "O-O" } else { "O-O-O" });
        } else {
            let piece = pos.board[mv.from].expect("a legal move has a piece");
            let pawn = Some(piece.kind) == self.def().pawn;
            let capture = pos.takes(mv);
            let from = self.coord(mv.from);
            if !pawn {
                san.push(self.def().kinds[piece.kind.index()].letter.to_ascii_uppercase());
                let others: Vec<Coord> = board
                    .legal_piece_moves(pos)
                    .into_iter()
                    .filter(|o| {
                        o.to == mv.to
                            && o.from != mv.from
                            && o.promotion == mv.promotion
                            && pos.board[o.from].map(|p| p.kind) == Some(piece.kind)
                    })
                    .map(|o| self.coord(o.from))
                    .collect();
                san.push_str(&crate::notation::san_disambiguation(from, &others));
            } else if capture {
                san.push(from.file_char());
            }
            if capture {
                san.push('x');
            }
            let _ = write!(san, "{}", self.coord(mv.to));
            if let Some(kind) = mv.promotion {
                san.push('=');
                san.push(self.def().kinds[kind.index()].letter.to_ascii_uppercase());
            }
        }
        if let Some(gate) = mv.gate.filter(|g| Some(g.kind) == self.def().duck) {
            // `e4,e5`: the duck's square after the move, as the format's engines write it.
            let _ = write!(san, ",{}", self.coord(gate.on));
        } else if let Some(gate) = mv.gate {
            // `O-O/He1`, `Nf3/H`: the piece gated in, and its square where a castling leaves two.
            let _ = write!(san, "/{}", self.def().kinds[gate.kind.index()].letter.to_ascii_uppercase());
            if let Special::Castle { .. } = mv.special {
                let _ = write!(san, "{}", self.coord(gate.on));
            }
        }
        let after = board.play(pos, mv);
        if board.in_check(&after) {
            san.push(if board.legal_moves(&after).is_empty() { '#' } else { '+' });
        }
        san
    }

    /// Shogi's western notation (Hodges's), as shogi players read it and as Fairy-Stockfish
    /// writes the shogi family: the piece (`+P` for a promoted pawn), its square only where
    /// another of the same piece could go there too, `-`, `x` or `*` for a move, a capture or a
    /// drop, the square in shogi's names, then `+` for a promotion, `=` for one declined, `-`
    /// for Kyoto's turning back; no check marks (the `+` is taken).
    fn shogi_algebraic(&self, pos: &Position, mv: Move) -> String {
        let board = self.board();
        let upper = |kind: Kind| self.def().kinds[kind.index()].letter.to_ascii_uppercase();
        if let Special::Drop { kind } = mv.special {
            let plus = if mv.promotion.is_some() { "+" } else { "" };
            return format!("{plus}{}*{}", upper(kind), board.shogi_square_name(mv.to));
        }
        let piece = pos.board[mv.from].expect("a legal move has a piece");
        let mut text = match piece.promoted_from {
            Some(was) => format!("+{}", upper(was)),
            None => upper(piece.kind).to_string(),
        };
        let legal = board.legal_moves(pos);
        let alike = |o: &Move| {
            o.to == mv.to && o.from != mv.from && o.special == mv.special && pos.board[o.from] == Some(piece)
        };
        if legal.iter().any(alike) {
            text.push_str(&board.shogi_square_name(mv.from));
        }
        text.push(if pos.board[mv.to].is_some() { 'x' } else { '-' });
        text.push_str(&board.shogi_square_name(mv.to));
        match mv.special {
            Special::Promote => text.push('+'),
            Special::Demote => text.push('-'),
            _ if legal.iter().any(|o| o.from == mv.from && o.to == mv.to && o.special == Special::Promote) => {
                text.push('=');
            }
            _ => {}
        }
        text
    }

    fn outcome(&self, pos: &Position, (value, ending): (Value, Ending)) -> Outcome {
        let mover = pos.turn;
        let reason = match ending {
            Ending::Checkmate => Reason::Checkmate,
            Ending::Stalemate => Reason::Stalemate,
            // Where captures blast, the pieces a side must keep go by a blast (atomic's king).
            Ending::Extinction if self.def().blast_on_capture => Reason::Blast,
            // Where the one kind a side must keep is its king (duck chess's), it was taken.
            Ending::Extinction if self.king_taken_ends() => Reason::KingCaptured,
            Ending::Extinction => Reason::Extinction,
            Ending::Flag => Reason::Goal,
            Ending::Checks => Reason::Checks,
            Ending::PawnDropMate => Reason::PawnDropMate,
            Ending::Counting => Reason::Counting,
            Ending::Passes => Reason::Passes,
            Ending::Bikjang => Reason::Bikjang,
        };
        valued(mover, value, reason)
    }
}

/// A result `value` for `mover`, as the outcome of the game.
impl Defined {
    /// A move in the WXF notation xiangqi's players read, as Fairy-Stockfish writes it: the
    /// piece (`H` the horse, `E` the elephant), the file it stands on counted from its player's
    /// right (`+` or `-` instead, for the front or rear of two alike on a file that could both
    /// make the move; a pawn's place from the front instead of its letter, among three or more
    /// on a file, or two on each of two files), then `+` forward, `-` back or `=` along the
    /// rank, and the ranks gone along a file or the file arrived on (`C2=5`, `H8+7`, `R1-1`).
    fn wxf(&self, pos: &Position, mv: Move) -> Option<String> {
        if matches!(mv.special, Special::Drop { .. } | Special::Pass) {
            return None;
        }
        let board = self.board();
        let def = self.def();
        let piece = pos.board[mv.from]?;
        let us = piece.side;
        let files = i32::from(def.files);
        let ((ff, fr), (tf, tr)) = (board.coords_of(mv.from), board.coords_of(mv.to));
        let number = |file: i32| if us == Side::White { files - file } else { file + 1 };
        let ahead = |rank: i32| board.relative_rank(us, rank);
        let alike: Vec<(i32, i32)> = board
            .all_squares()
            .filter(|&q| pos.board[q].is_some_and(|p| p.is(piece.kind, us)))
            .map(|q| board.coords_of(q))
            .collect();
        let on_file: Vec<i32> = alike.iter().filter(|(f, _)| *f == ff).map(|&(_, r)| r).collect();
        let in_front = on_file.iter().filter(|&&r| ahead(r) > ahead(fr)).count();
        let tandem_files = (0..files).filter(|&f| alike.iter().filter(|(af, _)| *af == f).count() >= 2).count();
        let multi = tandem_files > 1;
        let mut text = if on_file.len() >= 3 - usize::from(multi) {
            (in_front + 1).to_string()
        } else {
            match def.kinds[piece.kind.index()].name.as_str() {
                "horse" => "H".to_string(),
                "elephant" => "E".to_string(),
                _ => def.kinds[piece.kind.index()].letter.to_ascii_uppercase().to_string(),
            }
        };
        // Front or rear, where the other of two alike on the file could make the same step.
        let other_could = on_file.len() == 2 && !multi && {
            let other = on_file.iter().copied().find(|&r| r != fr).unwrap_or(fr);
            board
                .square_at(ff + tf - ff, other + tr - fr)
                .is_some_and(|q| def.kinds[piece.kind.index()].mobility[us].has(q))
        };
        if other_could {
            text.push(if in_front > 0 { '-' } else { '+' });
        } else {
            let _ = write!(text, "{}", number(ff));
        }
        text.push(if tr == fr {
            '='
        } else if ahead(tr) > ahead(fr) {
            '+'
        } else {
            '-'
        });
        let _ = write!(text, "{}", if tf == ff { (tr - fr).abs() } else { number(tf) });
        Some(text)
    }

    /// Whether the extinction rule counts one kind only, the one the game's players call its
    /// king, down to none: losing it is having it taken.
    fn king_taken_ends(&self) -> bool {
        let def = self.def();
        def.extinction.as_ref().is_some_and(|e| {
            let mut kinds = e.kinds.kinds();
            let only = kinds.next().filter(|_| kinds.next().is_none() && !e.all && e.piece_count == 0);
            only.is_some_and(|k| self.name(k) == "King")
        })
    }

    /// Why the duck may not be moved to `at` after the side to move's move, where the
    /// position says: it stands there now, or a piece does (the square the moving piece leaves
    /// aside, which the move may free).
    fn duck_refusal(&self, pos: &Position, at: Coord) -> Option<Said> {
        let duck = self.def().duck?;
        let Some(square) = self.square(at) else {
            return Some(Said::new("why-not-on-board").arg("square", at.to_string()));
        };
        match pos.board[square] {
            Some(p) if p.kind == duck => Some(Said::new("why-duck-there-must-move")),
            Some(p) => Some(Said::new("why-duck-square-taken").arg("piece", self.said_name(p.kind))),
            None => None,
        }
    }

    /// A kind's name as a refusal says it (see [`Game::piece_said`]).
    fn said_name(&self, kind: Kind) -> Said {
        Game::piece_said(self, self.name(kind))
    }

    /// The royal piece's name as a refusal says it ("royal piece" where the game has none).
    fn royal_said(&self) -> Said {
        self.def().king.map_or_else(|| piece_said("royal piece"), |k| self.said_name(k))
    }

    /// A draw for `reason`, unless the game counts material (`materialCounting`): then won on
    /// points by the side the count favours (a draw where it is level).
    fn on_points(&self, pos: &Position, reason: Reason) -> Outcome {
        match self.def().material_counting.map(|_| self.board().material_value(pos)) {
            Some(value @ (Value::Win | Value::Loss)) => valued(pos.turn, value, Reason::Points),
            _ => Outcome::Draw { reason },
        }
    }
}

fn valued(mover: Side, value: Value, reason: Reason) -> Outcome {
    match value {
        Value::Win => Outcome::Win { winner: mover, reason },
        Value::Loss => Outcome::Win { winner: !mover, reason },
        Value::Draw => Outcome::Draw { reason },
    }
}

/// The duck in full algebraic notation, as the label of its part (`P e2-e4; duck-e5`).
const DUCK: &str = "duck";

/// A passed turn, in every notation: the word (the format's engines write the king's square
/// twice in coordinates, `e9e9`, and that is read too).
const PASS: &str = "pass";

/// Whether the side to move is in check at the position of `key` (the bit the key carries in
/// the games that judge perpetual check).
fn checked(key: u64) -> bool {
    key & 1 == 1
}

impl Game for Defined {
    type Position = Position;
    type Move = Move;

    fn info(&self) -> &'static VariantInfo {
        self.rules.info
    }

    fn options(&self) -> &Options {
        &self.options
    }

    fn geometry(&self) -> &Geometry {
        &self.rules.geometry
    }

    fn start_position(&self) -> Position {
        self.start.as_deref().unwrap_or(&self.rules.start).clone()
    }

    fn turn(&self, pos: &Position) -> Side {
        pos.turn
    }

    /// None once the rules end the game while the pieces could still move (a count passed its
    /// limit, sittuyin's stalemate by promotion, janggi's passes and bikjang): the game is over.
    fn legal_moves(&self, pos: &Position, moves: &mut MoveList<Move>) {
        if self.board().ended_by_rule(pos).is_none() {
            moves.extend(self.board().legal_moves(pos));
        }
    }

    fn play(&self, pos: &Position, mv: Move) -> Position {
        self.board().play(pos, mv)
    }

    fn status(&self, pos: &Position) -> Option<Outcome> {
        self.board().ending_counted(pos).map(|end| self.outcome(pos, end))
    }

    fn status_given_moves(&self, pos: &Position, legal: &[Move]) -> Option<Outcome> {
        let board = self.board();
        // Once drawn by such a rule the game lists no move: whether the pieces have one is
        // asked anew.
        if let Some(rule) = board.ended_by_rule(pos) {
            return Some(self.outcome(pos, board.ruled_ending(pos, rule)));
        }
        board.ending_given(pos, || !legal.is_empty()).map(|end| self.outcome(pos, end))
    }

    fn in_check(&self, pos: &Position) -> bool {
        self.board().in_check(pos)
    }

    fn checked_royals(&self, pos: &Position) -> Vec<Coord> {
        self.board().checked_royals(pos).into_iter().map(|s| self.coord(s)).collect()
    }

    /// Not where losing one's pieces wins (antichess) or being mated does (losers).
    fn material_counts(&self) -> bool {
        let def = self.def();
        let gives_away = def.extinction.as_ref().is_some_and(|e| e.value == Value::Win);
        !gives_away && def.checkmate_value != Value::Win
    }

    fn hands(&self, pos: &Position) -> Option<Hands> {
        let board = self.board();
        if !board.has_hands() {
            return None;
        }
        let held = |side: Side| -> Vec<Held> {
            board
                .hand_order()
                .into_iter()
                .filter_map(|kind| {
                    let count = u32::from(pos.hands[side].count(kind));
                    (count > 0).then(|| Held {
                        label: board.letter(Piece::new(kind, side)).to_string(),
                        name: self.name(kind),
                        count,
                    })
                })
                .collect()
        };
        Some(Hands { white: held(Side::White), black: held(Side::Black) })
    }

    fn counts(&self, pos: &Position) -> Vec<Count> {
        let checks =
            pos.checks_left.map(|left| Count { tally: Tally::ChecksToGive, white: left.white, black: left.black });
        // The count in moves: the plies counted, the counting side's move first.
        let counting = pos.counting.map(|c| {
            let counted = u32::from(c.ply).div_ceil(2);
            let tally = Tally::Counting { side: c.side, limit: u32::from(c.limit) / 2 };
            let (white, black) = if c.side == Side::White { (counted, 0) } else { (0, counted) };
            Count { tally, white, black }
        });
        // Janggi's points, by which a game ended without a mate is decided.
        let points = (self.def().material_counting == Some(MaterialCounting::Janggi)).then(|| {
            let board = self.board();
            let of = |side: Side| board.points(pos, side, |kind| board.janggi_worth(kind)).unsigned_abs();
            Count { tally: Tally::JanggiPoints, white: of(Side::White), black: of(Side::Black) }
        });
        checks.into_iter().chain(counting).chain(points).collect()
    }

    /// The file's own rules: a repetition `nFoldRule` times, or `nMoveRule` moves by each side
    /// without a capture or a move of the kinds that count, draw at once, as the engines that
    /// read the format adjudicate them.
    fn draw_rules(&self) -> DrawRules {
        let def = self.def();
        DrawRules {
            repetition_automatic: (def.n_fold_rule > 0).then_some(def.n_fold_rule),
            quiet_plies_automatic: (def.n_move_rule > 0).then_some(2 * def.n_move_rule),
            ..DrawRules::default()
        }
    }

    /// None while a count runs: the count governs the ending then, and the FEN holds it where
    /// the half-move count stood (so a game stored and read again could not go on counting
    /// quiet moves as a game replayed from its start does).
    fn quiet_plies(&self, pos: &Position) -> Option<u32> {
        if pos.counting.is_some() { None } else { Some(pos.halfmove) }
    }

    /// Where taken pieces go to a hand, a capture does not make the position unrepeatable (the
    /// piece can come back), so the whole game is looked at, as the format's engines do; so too
    /// where the game counts, whose FEN gives the count in the half-move count's place.
    fn repetition_window(&self, pos: &Position) -> Option<u32> {
        let def = self.def();
        if def.drops.captures_to_hand || def.counting.is_some() { None } else { Some(pos.halfmove) }
    }

    /// The file's `nFoldValue` for the side to move (White's result where
    /// `nFoldValueAbsolute`); but where `perpetualCheckIllegal`, a side that gave check on each
    /// of its moves since the first of the repeated positions loses, and the game is drawn if
    /// both did (shogi's sennichite); and else, where the game has xiangqi's chasing rule, a side
    /// that chased the same piece with each of its moves loses, drawn if both did.
    fn repetition_outcome(&self, pos: &Position, keys: &[u64], chases: &[Option<Chase>]) -> Outcome {
        let def = self.def();
        let mover = pos.turn;
        let (&current, before) = keys.split_last().expect("the current position's key");
        // Back to the first of the n positions repeated: every other position is the side to
        // move's, the ones between its opponent's.
        let mut seen = 1;
        let first = before
            .iter()
            .rposition(|&k| {
                seen += u32::from(k == current);
                seen >= def.n_fold_rule
            })
            .unwrap_or(0);
        if def.perpetual_check_illegal {
            let span = &keys[first..];
            // The mover in check at each of its turns: its opponent checked on every move.
            let by_opponent = span.iter().rev().step_by(2).all(|&k| checked(k));
            let by_mover = span.iter().rev().skip(1).step_by(2).all(|&k| checked(k));
            match (by_opponent, by_mover) {
                (true, false) => return Outcome::Win { winner: mover, reason: Reason::PerpetualCheck },
                (false, true) => return Outcome::Win { winner: !mover, reason: Reason::PerpetualCheck },
                (true, true) => return Outcome::Draw { reason: Reason::Repetition },
                (false, false) => {}
            }
        }
        // The chases line up with the newest keys; the opponent's moves are the last one and
        // every other before it, back to the move that made the first position repeated.
        if def.chasing && chases.len() == keys.len() {
            let last = keys.len() - 1;
            let by_opponent = chase::persistent(chases, last, first);
            let by_mover = chase::persistent(chases, last - 1, first + 1);
            match (by_opponent, by_mover) {
                (true, false) => return Outcome::Win { winner: mover, reason: Reason::PerpetualChase },
                (false, true) => return Outcome::Win { winner: !mover, reason: Reason::PerpetualChase },
                (true, true) => return Outcome::Draw { reason: Reason::Repetition },
                (false, false) => {}
            }
        }
        let value =
            if def.n_fold_absolute && mover == Side::Black { def.n_fold_value.reversed() } else { def.n_fold_value };
        if value == Value::Draw {
            // Where the game counts material, what would be drawn is decided by it (janggi).
            return self.on_points(pos, Reason::Repetition);
        }
        valued(mover, value, Reason::Repetition)
    }

    /// The n-move rule's draw, unless the game counts material (janggi): then decided by it.
    fn move_limit_outcome(&self, pos: &Position) -> Outcome {
        self.on_points(pos, Reason::FiftyMoves)
    }

    /// Under xiangqi's chasing rule, the Asian Xiangqi Federation's count of moves without a
    /// capture leaves out a side's checks past its tenth: two plies more for each (counted over
    /// the moves since the capture, by the side that gave more; from the twentieth ply of the
    /// game, as the format's engines count).
    fn quiet_plies_allowance(&self, _pos: &Position, keys: &[u64]) -> u32 {
        if !self.def().chasing || keys.len() <= 20 {
            return 0;
        }
        // Each side's checks: the positions in which the other side stood in check, every
        // other one back from the newest (the opponent's checks) and from the one before (the
        // mover's), within the plies counted.
        let end = keys.len() - 1;
        let by_opponent = (0..end).step_by(2).filter(|&k| checked(keys[end - k])).count();
        let by_mover = (0..end).step_by(2).filter(|&k| checked(keys[end - 1 - k])).count();
        2 * (by_opponent.max(by_mover).saturating_sub(10)) as u32
    }

    fn chase(&self, before: &Position, mv: Move, after: &Position) -> Option<Chase> {
        if !self.def().chasing {
            return None;
        }
        let chased = self.board().chased(before, mv, after);
        Some(Chase { from: mv.from.index() as u8, to: mv.to.index() as u8, chased: chased.0 })
    }

    /// A capture's blast, where captures blast: the squares it cleared, the capture's own
    /// first (`blast: e5 d4 f6`), for the move list, the mail and the API.
    fn effect(&self, pos: &Position, mv: Move) -> Option<String> {
        let board = self.board();
        let takes = pos.board[mv.to].is_some_and(|p| p.side != pos.turn) || mv.special == Special::EnPassant;
        if !board.def.blast_on_capture || !takes || matches!(mv.special, Special::Drop { .. }) {
            return None;
        }
        let next = board.play(pos, mv);
        let mut cleared: Vec<Square> = board
            .all_squares()
            .filter(|&q| q != mv.from && pos.board[q].is_some() && next.board[q].is_none())
            .collect();
        cleared.sort_by_key(|&q| q != mv.to);
        let names: Vec<String> = cleared.into_iter().map(|q| board.square_name(q)).collect();
        (!names.is_empty()).then(|| format!("blast: {}", names.join(" ")))
    }

    fn obligation(&self, pos: &Position) -> Option<String> {
        if !self.def().must_capture {
            return None;
        }
        let legal = self.board().legal_moves(pos);
        (!legal.is_empty() && legal.iter().all(|&mv| pos.takes(mv)))
            .then(|| format!("Taking is compulsory in {}, and a capture is possible.", self.rules.info.name))
    }

    fn move_text(&self, pos: &Position, mv: Move) -> MoveText {
        let (from, to) = (mv.from, mv.to);
        if mv.special == Special::Pass {
            // A turn passed (janggi): the word, as the move list and a typed move give it.
            return MoveText::new(Part::Keyword(PASS.into()));
        }
        if let Special::Drop { kind } = mv.special {
            // A piece from the hand: its label and the square, as Game Courier writes a piece
            // appearing (`P-e4`).
            let label = self.board().letter(Piece::new(kind, pos.turn)).to_string();
            let text = MoveText::new(Part::Drop { label, at: self.coord(to), coordinate: false });
            let Some(promoted) = mv.promotion else { return text };
            // Dropped promoted (Kyoto shogi): the piece from the hand, then what it turns into
            // on its square, as a promotion is written (`N-a2; G-a2`). The hand's piece must
            // be named, since two pieces in hand may promote to the same one; the second part
            // is a choice where the piece may also be dropped unpromoted.
            let unpromoted = self.board().legal_moves(pos).iter().any(|o| {
                o.to == to && o.promotion.is_none() && matches!(o.special, Special::Drop { kind: k } if k == kind)
            });
            let part_kind = if unpromoted { PartKind::Choice } else { PartKind::Automatic };
            let label = self.board().letter(Piece::new(promoted, pos.turn)).to_string();
            return text.with(Part::Drop { label, at: self.coord(to), coordinate: false }, part_kind);
        }
        let mut text = MoveText::new(Part::Move {
            label: Some(self.label(pos, from)),
            from: self.coord(from),
            to: Target::Square(self.coord(to)),
        });
        if let Some(kind) = mv.promotion {
            // A choice where this move has more than one ending (several pieces, or staying a
            // pawn where promotion is not mandatory), else shown but implied.
            let endings =
                self.board().legal_piece_moves(pos).iter().filter(|o| o.from == mv.from && o.to == mv.to).count();
            let part_kind = if endings > 1 { PartKind::Choice } else { PartKind::Automatic };
            let label = self.board().letter(Piece::new(kind, pos.turn)).to_string();
            text = text.with(Part::Drop { label, at: self.coord(to), coordinate: false }, part_kind);
        }
        match mv.special {
            Special::Castle { rook } => {
                let rook_to = self.board().castled_rook(mv, rook);
                text = text.with(
                    Part::Move {
                        label: Some(self.label(pos, rook)),
                        from: self.coord(rook),
                        to: Target::Square(self.coord(rook_to)),
                    },
                    PartKind::Implied,
                );
            }
            Special::EnPassant => {
                if let Some(taken) = self.board().en_passant_victim(pos, mv) {
                    text = text.with(Part::Remove { at: self.coord(taken) }, PartKind::Implied);
                }
            }
            Special::None | Special::Step | Special::FirstMove | Special::Promote | Special::Demote => {}
            Special::Drop { .. } | Special::Pass => unreachable!("a drop's text and a pass's are made above"),
        }
        if let Some(gate) = mv.gate {
            // The piece gated in, as a piece appearing on its square (`H-g1`): a choice the
            // player names, since the same move is legal without it. The duck is named in
            // words (`duck-e5`): the notation's labels are letters, and `*` is not one.
            let label = if Some(gate.kind) == self.def().duck {
                DUCK.to_string()
            } else {
                self.board().letter(Piece::new(gate.kind, pos.turn)).to_string()
            };
            text = text.with(Part::Drop { label, at: self.coord(gate.on), coordinate: false }, PartKind::Choice);
        }
        text
    }

    fn coordinate(&self, _pos: &Position, mv: Move) -> String {
        self.board().uci(mv)
    }

    fn piece_at(&self, pos: &Position, at: Coord) -> Option<PieceInfo> {
        let square = self.square(at)?;
        let piece = pos.board[square]?;
        let promoted_from = piece.promoted_from.map(|was| self.board().letter(Piece::new(was, piece.side)).to_string());
        Some(PieceInfo {
            side: piece.side,
            label: self.label(pos, square),
            name: self.name(piece.kind),
            promoted_from,
            neutral: Some(piece.kind) == self.def().duck,
        })
    }

    fn letter_at(&self, pos: &Position, index: usize) -> Option<(Side, char, bool)> {
        let piece = (index < self.board().squares()).then(|| pos.board[Square::new(index)]).flatten()?;
        Some((piece.side, self.board().letter(piece), false))
    }

    /// Xiangqi's WXF notation, for the games drawn as xiangqi.
    fn own_notation(&self, pos: &Position, mv: Move) -> Option<String> {
        (self.def().template == Template::Xiangqi).then(|| self.wxf(pos, mv)).flatten()
    }

    fn san(&self, pos: &Position, mv: Move) -> Option<String> {
        if mv.special == Special::Pass {
            return Some(PASS.into());
        }
        Some(if self.def().shogi_style() { self.shogi_algebraic(pos, mv) } else { self.standard_algebraic(pos, mv) })
    }

    fn usi(&self, _pos: &Position, mv: Move) -> Option<String> {
        self.def().shogi_style().then(|| self.board().usi(mv))
    }

    fn pgn_variant(&self) -> Option<&'static str> {
        Some(self.info().uci_name)
    }

    /// The shogi family's pieces by their own messages where a language calls them otherwise
    /// than the chess pieces of the same English name (`piece-in-shogi-knight`: 桂馬, not ナイト).
    fn piece_said(&self, name: &str) -> Said {
        let said = piece_said(name);
        if self.def().shogi_style() {
            let own = said.id.replacen("piece-", "piece-in-shogi-", 1);
            if english().has(&own) {
                return Said::named(own, name);
            }
        }
        said
    }

    fn explain_part(&self, pos: &Position, part: &Part) -> Option<Said> {
        match part {
            Part::Drop { label, at, .. } if label.eq_ignore_ascii_case(DUCK) => self.duck_refusal(pos, *at),
            _ => None,
        }
    }

    /// `e7e6,e6e4` and `e6,e4`, whose duck's square is taken: said so.
    fn explain_text(&self, pos: &Position, text: &str) -> Option<Said> {
        self.def().duck?;
        let (_, after) = text.trim().split_once(',')?;
        // The duck's square ends the text: `e6e4`'s last square, or `e4`.
        let at = (2..=3).rev().filter_map(|n| after.get(after.len().checked_sub(n)?..)).find_map(Coord::parse)?;
        self.duck_refusal(pos, at)
            .map(|why| Said::new("refusal-duck-cannot-go").arg("square", at.to_string()).arg("why", why))
    }

    fn explain_drop(&self, pos: &Position, label: &str, at: Coord) -> Option<Said> {
        let board = self.board();
        let drops = &self.def().drops;
        let game = self.rules.info.name;
        if !drops.enabled {
            return Some(Said::new("why-no-drops").arg("game", game));
        }
        let mut letters = label.chars();
        let kind = match (letters.next(), letters.next()) {
            (Some(c), None) => board.kind_lettered(c),
            _ => None,
        };
        let Some(kind) = kind else {
            return Some(Said::new("why-no-such-piece").arg("label", label).arg("game", game));
        };
        let (name, side) = (self.said_name(kind), pos.turn);
        if pos.hands[side].count(kind) == 0 {
            return Some(Said::new("why-none-in-hand").arg("piece", name));
        }
        let sq = self.square(at)?;
        if pos.board[sq].is_some() {
            return Some(Said::new("why-square-not-empty").arg("square", at.to_string()));
        }
        if !board.drop_region(pos, side, kind).has(sq) {
            let pawn = Some(kind) == self.def().pawn;
            let file_full = drops.no_doubled == Some(kind)
                && board.all_squares().any(|q| {
                    board.coords_of(q).0 == i32::from(at.file) && pos.board[q].is_some_and(|p| p.is(kind, side))
                });
            return Some(if file_full {
                Said::new("why-drop-file-taken").arg("piece", name).arg("file", at.file_char().to_string())
            } else if !pawn || !drops.region[side].has(sq) {
                Said::new("why-drop-not-there").arg("piece", name).arg("square", at.to_string()).arg("game", game)
            } else {
                Said::new("why-drop-first-rank").arg("piece", name)
            });
        }
        if drops.must_drop && pos.hands[side].total() > 0 && drops.must_drop_kind.is_some_and(|k| k != kind) {
            return Some(Said::new("why-drop-another-first"));
        }
        let drop = board
            .pseudo_legal_moves(pos)
            .into_iter()
            .find(|m| m.to == sq && m.special == Special::Drop { kind } && m.promotion.is_none())?;
        let after = board.play(pos, drop);
        let royal = self.royal_said();
        Some(if board.in_check(pos) {
            Said::new("why-drop-in-check").arg("king", royal)
        } else if !drops.checks && board.in_check(&after) {
            Said::new("why-drop-gives-check").arg("game", game)
        } else if drops.opposite_coloured_bishops {
            Said::new("why-drop-bishops-colours")
        } else {
            Said::new("why-drop-leaves-attacked").arg("king", royal)
        })
    }

    fn explain(&self, pos: &Position, from: Coord, to: &Target) -> Option<Said> {
        let Target::Square(to_c) = to else {
            return Some(Said::new("why-never-off-board"));
        };
        let (f, t) = (self.square(from)?, self.square(*to_c)?);
        let piece = pos.board[f]?;
        let name = self.said_name(piece.kind);
        let (from_s, to_s) = (from.to_string(), to_c.to_string());
        if f == t {
            return Some(Said::new("why-same-square"));
        }
        if let Some(own) = pos.board[t].filter(|p| p.side == piece.side) {
            return Some(Said::new("why-own-piece-there").arg("piece", self.said_name(own.kind)).arg("square", to_s));
        }
        let board = self.board();
        if let Some(end) = board.immediate_end(pos) {
            return Some(outcome_said("why-game-over", self.outcome(pos, end), self.info().sides));
        }
        let pseudo = board.pseudo_legal_moves(pos);
        let there: Vec<Move> = pseudo.iter().copied().filter(|m| m.from == f && m.to == t).collect();
        if there.is_empty() {
            return Some(Said::new("why-not-that-way-or-blocked").arg("piece", name).arg("square", from_s));
        }
        let legal = board.legal_moves(pos);
        if self.def().must_capture && legal.iter().any(|&m| pos.takes(m)) {
            return Some(Said::new("why-capture-compulsory"));
        }
        let royal = self.royal_said();
        if !self.def().checking && there.iter().any(|&m| !board.in_check(&board.play(pos, m))) {
            return Some(Said::new("why-royal-would-be-attacked").arg("king", royal));
        }
        if !self.def().checking {
            return Some(Said::new("why-check-forbidden"));
        }
        Some(if board.royal_at(pos, f) {
            Said::new("why-royal-attacked-there").arg("piece", name).arg("square", to_s)
        } else if board.in_check(pos) {
            Said::new("why-royal-in-check").arg("king", royal)
        } else {
            Said::new("why-leaves-royal-attacked").arg("piece", name).arg("square", from_s).arg("king", royal)
        })
    }

    fn read_position(&self, text: &str) -> Result<Position, PositionError> {
        self.board().read_fen(text).map_err(|e| PositionError::new(e.to_string()))
    }

    fn write_position(&self, pos: &Position) -> String {
        self.board().write_fen(pos)
    }

    fn board_text(&self, pos: &Position, view: Side) -> String {
        let def = self.def();
        crate::diagram::text_board(def.files as usize, def.ranks as usize, view, 1, |sq| {
            let sq = Square::new(sq);
            if pos.board[sq].is_some() { self.label(pos, sq) } else { ".".into() }
        })
    }

    fn key(&self, pos: &Position) -> u64 {
        self.key_from_scratch(pos)
    }

    /// Pieces by side and kind on their squares, the side to move, the castling rooks, the
    /// squares open to en passant and the checks still to give.
    fn key_from_scratch(&self, pos: &Position) -> u64 {
        let keys = keys();
        let squares = self.board().squares();
        let mut key = 0u64;
        for (square, p) in pos.board.pieces(squares) {
            key ^= keys.piece(p.side.index() * 32 + p.kind.index(), square.index());
            // What a promoted piece was (slot 60 is past any game's kinds).
            if let Some(was) = p.promoted_from {
                key ^= keys.piece(60, square.index()).rotate_left(was.index() as u32 + 1);
            }
        }
        for (side, hand) in pos.hands.iter() {
            for (kind, count) in hand.held() {
                key ^= keys.hand(side.index() * 32 + kind.index(), usize::from(count));
            }
        }
        if pos.turn == Side::Black {
            key ^= keys.black_to_move;
        }
        // Kinds 28 to 31 of Black are past any game's kinds: the slots of castling and en passant.
        for (side, rooks) in pos.castling.iter() {
            for rook in rooks.iter().flatten() {
                key ^= keys.piece(62 + side.index(), rook.index());
            }
        }
        for &square in &pos.en_passant {
            key ^= keys.piece(61, square.index());
        }
        if let Some(left) = pos.checks_left {
            key ^= keys.extra(0, left.white as usize) ^ keys.extra(1, left.black as usize);
        }
        // The squares still open for gating (slots 58 and 59, past any game's kinds).
        for (side, gates) in pos.gates.iter() {
            for square in gates.squares() {
                key ^= keys.piece(58 + side.index(), square.index());
            }
        }
        // Where a repetition's result turns on who gave check throughout (sennichite), the key's
        // lowest bit says whether the side to move is in check: a position always has the same
        // bit, and the repetition window's keys alone then say who checked on every move.
        if self.def().perpetual_check_illegal || self.def().chasing {
            key = (key & !1) | u64::from(self.board().in_check(pos));
        }
        key
    }

    fn perft(&self, pos: &Position, depth: u32) -> u64 {
        self.board().perft(pos, depth)
    }
}

/// How a game's board is drawn: on points for the xiangqi and janggi families, with xiangqi's
/// river across the middle of a board of an even number of ranks, and each side's palace where
/// its king keeps to a block of three by three points.
fn tiling(def: &Definition) -> Tiling {
    if !matches!(def.template, Template::Xiangqi | Template::Janggi) {
        return Tiling::Checkered;
    }
    let river = (def.template == Template::Xiangqi && def.ranks.is_multiple_of(2)).then(|| def.ranks / 2 - 1);
    let palace = |side: Side| -> Option<(Coord, Coord)> {
        let region = def.kinds[def.king?.index()].mobility[side];
        let coords: Vec<Coord> = (0..usize::from(def.files) * usize::from(def.ranks))
            .filter(|&q| region.has(Square::new(q)))
            .map(|q| Coord::new((q % usize::from(def.files)) as u8, (q / usize::from(def.files)) as u8))
            .collect();
        let low = Coord::new(coords.iter().map(|c| c.file).min()?, coords.iter().map(|c| c.rank).min()?);
        let high = Coord::new(coords.iter().map(|c| c.file).max()?, coords.iter().map(|c| c.rank).max()?);
        (coords.len() == 9 && high.file - low.file == 2 && high.rank - low.rank == 2).then_some((low, high))
    };
    Tiling::Points(Lines { river, palaces: [palace(Side::White), palace(Side::Black)] })
}

/// Whose names a game's sides go by: xiangqi's and janggi's families by their colours, the
/// shogi family's (written and drawn as shogi) as sente and gote, any other White and Black.
fn sides(def: &Definition) -> Sides {
    match def.template {
        Template::Xiangqi => Sides::Xiangqi,
        Template::Janggi => Sides::Janggi,
        _ if def.shogi_style() => Sides::Shogi,
        _ => Sides::Chess,
    }
}
