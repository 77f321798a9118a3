//! The one trait every game implements, and what it says about itself.
//!
//! [`Game`] is the fast, typed interface the engine searches through: positions are values,
//! moves are small `Copy` types, legal moves go into a caller's fixed-size list (no allocation
//! per node). The server sees games through [`crate::Variant`] and [`crate::GameState`], which
//! every `Game` gets for free (see `state.rs`).

use std::fmt::Debug;
use std::hash::Hash;

use ortoo_i18n::Said;

use crate::chase::Chase;
use crate::geometry::{Coord, Geometry};
use crate::notation::{MoveText, Target};
use crate::options::{OptionSpec, Options};
use crate::outcome::{Outcome, Reason};
use crate::side::{Side, Sides};

/// Room for every legal move of any reachable position of any ortoo game (King's Run counts whole
/// turns, each move with each way to end the turn: a few thousand at most).
pub const MAX_MOVES: usize = 4096;
pub type MoveList<M> = arrayvec::ArrayVec<M, MAX_MOVES>;

/// What a variant says about itself: for the registry, the API's `/variants`, rules pages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VariantInfo {
    /// The id used everywhere: `chess`, `khans-chess`, `khan`, …
    pub id: &'static str,
    pub name: &'static str,
    pub files: u8,
    pub ranks: u8,
    pub options: &'static [OptionSpec],
    /// One paragraph for lists and the rules page's opening.
    pub summary: &'static str,
    /// How the board's spaces are shaped, for drawing it.
    pub tiling: Tiling,
    /// Readings of the rules a player should know where the sources are silent or ambiguous
    /// (the spec's decisions), shown on the rules page.
    pub notes: &'static [&'static str],
    /// The name engines of the Universal Chess Interface know the game by (`UCI_Variant`):
    /// Fairy-Stockfish's where it plays the game, else the id.
    pub uci_name: &'static str,
    /// What each piece is worth, roughly, by its upper-case letter: the engine's material count.
    pub piece_values: PieceValues,
    /// Whose names the sides go by (White and Black, unless the game's players say otherwise).
    pub sides: Sides,
}

impl VariantInfo {
    /// The summary in a reader's words: its `summary-<id>` message (every one of ortoo's own
    /// games has one, `games.ftl`), else as the game's file wrote it.
    pub fn summary_said(&self) -> Said {
        Said::named(format!("summary-{}", self.id), self.summary)
    }

    /// The game's name in a reader's words: its guide's title in their language (`将棋`), else
    /// its own (`Shogi`; a player's game's, as its file names it).
    pub fn name_said(&self) -> Said {
        Said::named(format!("{}{}", ortoo_i18n::GAME_NAME, self.id), self.name)
    }

    /// `said` worded for this game's sides: its `$sides` (a message that names no side ignores it).
    pub fn sided(&self, said: Said) -> Said {
        said.arg(ortoo_i18n::SIDES, self.sides.key())
    }
}

/// Pieces' worth in hundredths of a pawn (centipawns), by letter; a king counts nothing, since
/// it is never traded. Built at compile time from a game's list of (letter, worth).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PieceValues([i32; 26]);

impl PieceValues {
    /// # Panics
    /// At compile time, for a letter outside `A..=Z`.
    pub const fn of(pieces: &[(u8, i32)]) -> PieceValues {
        let mut table = [0; 26];
        let mut i = 0;
        while i < pieces.len() {
            let (letter, worth) = pieces[i];
            assert!(letter.is_ascii_uppercase(), "a piece's letter is upper case");
            table[(letter - b'A') as usize] = worth;
            i += 1;
        }
        PieceValues(table)
    }

    /// The worth of the piece with this letter (either case); nothing for another character.
    #[inline]
    pub fn of_letter(&self, letter: u8) -> i32 {
        let upper = letter.to_ascii_uppercase();
        if upper.is_ascii_uppercase() { self.0[(upper - b'A') as usize] } else { 0 }
    }
}

/// The shape of a board's spaces.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tiling {
    /// Alternating light and dark squares.
    Checkered,
    /// Koan's truncated-square tiling: octagons where file and rank (from zero) are both even,
    /// small diamond squares where both are odd.
    Octagons,
    /// Xiangqi's and janggi's: pieces stand on the points where lines cross.
    Points(Lines),
}

/// What a board of points draws beside its lines.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lines {
    /// The river, between this rank (from zero) and the next: the files' inner lines stop at
    /// its banks.
    pub river: Option<u8>,
    /// Each side's palace, as opposite corners: its diagonals are drawn.
    pub palaces: [Option<(Coord, Coord)>; 2],
}

/// A piece on a square, as a player would name it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PieceInfo {
    pub side: Side,
    /// The full-algebraic label, cased by side (`P`, `s`, `N'`).
    pub label: String,
    /// The piece's name in the game's own words (`Pawn`, `Scout`, `Khatun`).
    pub name: &'static str,
    /// The label of what it was before it promoted, where the game remembers it (shogi's
    /// promoted pawn, which goes back to a hand as a pawn): `None` for an unpromoted piece.
    pub promoted_from: Option<String>,
    /// A piece of neither side (duck chess's duck, which either player moves): `side` is
    /// then only where the position keeps it.
    pub neutral: bool,
}

/// What a game counts beside the board, for each side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Tally {
    /// King's Run's chips, spent to wake a sleeping king.
    Chips,
    /// The checks a side must still give to win (three-check, five-check).
    ChecksToGive,
    /// Makruk's count of a pawnless ending, kept by `side` (a bare king's side, or the side to
    /// move when the count began): the game is
    /// drawn when the count passes `limit` moves before that side is mated. The counting side's
    /// number is the moves counted; the other side's is 0.
    Counting { side: Side, limit: u32 },
    /// Janggi's points, the pieces on the board counted (chariot 13, cannon 7, horse 5,
    /// elephant and advisor 3, soldier 2), by which a game the rules end without a mate is
    /// decided; Black has 1.5 more for moving second, not in its number.
    JanggiPoints,
}

impl Tally {
    /// The count's name, as the page and the mail write it beside the numbers.
    pub fn label(self) -> &'static str {
        match self {
            Tally::Chips => "Chips",
            Tally::ChecksToGive => "Checks still to give",
            Tally::Counting { .. } => "Count",
            Tally::JanggiPoints => "Points",
        }
    }

    /// What the count is for, where its numbers alone do not say it (the page's tooltip).
    pub fn note(self) -> Option<&'static str> {
        match self {
            Tally::JanggiPoints => Some(
                "A game that ends without a mate (both sides passing, a bikjang, a repetition, fifty moves) is won on \
                 points; Black counts 1.5 more for moving second.",
            ),
            _ => None,
        }
    }

    /// The count's name in the API (`checks_to_give`).
    pub fn key(self) -> &'static str {
        match self {
            Tally::Chips => "chips",
            Tally::ChecksToGive => "checks_to_give",
            Tally::Counting { .. } => "counting",
            Tally::JanggiPoints => "janggi_points",
        }
    }
}

/// A piece held in hand, to drop (crazyhouse, shogi) or gate in (S-chess): its label as the
/// notation writes it (upper case for White), what players call it, and how many are held.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Held {
    pub label: String,
    pub name: &'static str,
    pub count: u32,
}

/// Each side's pieces in hand, in the order the game writes them.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Hands {
    pub white: Vec<Held>,
    pub black: Vec<Held>,
}

impl Hands {
    pub fn of(&self, side: Side) -> &[Held] {
        match side {
            Side::White => &self.white,
            Side::Black => &self.black,
        }
    }
}

/// A count a game keeps, each side's number of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Count {
    pub tally: Tally,
    pub white: u32,
    pub black: u32,
}

impl Count {
    /// The side's number.
    pub fn of(self, side: Side) -> u32 {
        match side {
            Side::White => self.white,
            Side::Black => self.black,
        }
    }

    /// The side's number as shown: with Black's 1.5 added in janggi's points.
    pub fn shown(self, side: Side) -> String {
        match (self.tally, side) {
            (Tally::JanggiPoints, Side::Black) => format!("{}.5", self.black + 1),
            _ => self.of(side).to_string(),
        }
    }

    pub fn white_shown(self) -> String {
        self.shown(Side::White)
    }

    pub fn black_shown(self) -> String {
        self.shown(Side::Black)
    }
}

impl Count {
    /// A count kept by one side toward a limit (makruk's): who counts, how far, and to what.
    pub fn counting(self) -> Option<CountingShown> {
        match self.tally {
            Tally::Counting { side, limit } => Some(CountingShown { side, counted: self.of(side), limit }),
            _ => None,
        }
    }
}

/// Makruk's count as shown: the side counting, the moves counted, the limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CountingShown {
    pub side: Side,
    pub counted: u32,
    pub limit: u32,
}

impl std::fmt::Display for Count {
    /// `Checks still to give: White 1, Black 3`; `Count: Black has counted 9 of 16 moves`;
    /// `Points: White 72, Black 73.5`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.counting() {
            Some(c) => write!(f, "{}: {} has counted {} of {} moves", self.tally.label(), c.side, c.counted, c.limit),
            None => write!(f, "{}: White {}, Black {}", self.tally.label(), self.white_shown(), self.black_shown()),
        }
    }
}

/// A position text that cannot be read: what is wrong with it, for a person.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("invalid position: {0}")]
pub struct PositionError(pub String);

impl PositionError {
    pub fn new(message: impl Into<String>) -> PositionError {
        PositionError(message.into())
    }
}

/// Draw rules that depend on the game's history or on a player's claim; the position alone
/// decides mate, stalemate and the like ([`Game::status`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct DrawRules {
    /// A position occurring this many times may be claimed a draw.
    pub repetition_claim: Option<u32>,
    /// A position occurring this many times is a draw at once.
    pub repetition_automatic: Option<u32>,
    /// This many plies without a capture or pawn move may be claimed a draw.
    pub quiet_plies_claim: Option<u32>,
    /// This many plies without a capture or pawn move are a draw at once.
    pub quiet_plies_automatic: Option<u32>,
}

/// A game's rules, configured with its options.
pub trait Game: Send + Sync + 'static {
    type Position: Clone + Debug + PartialEq + Eq + Send + Sync;
    type Move: Copy + Debug + PartialEq + Eq + Hash + Send + Sync;

    fn info(&self) -> &'static VariantInfo;
    fn options(&self) -> &Options;
    fn geometry(&self) -> &Geometry;

    fn start_position(&self) -> Self::Position;
    fn turn(&self, pos: &Self::Position) -> Side;

    /// Every legal move. A finished position (mate, stalemate, campmate, …) has none.
    fn legal_moves(&self, pos: &Self::Position, moves: &mut MoveList<Self::Move>);

    /// The position after `mv`, which must be one of `legal_moves(pos)`.
    fn play(&self, pos: &Self::Position, mv: Self::Move) -> Self::Position;

    /// The outcome decided by the position alone, if the game is over.
    fn status(&self, pos: &Self::Position) -> Option<Outcome>;

    /// [`Game::status`] of a position whose legal moves the caller has just generated
    /// (`legal`, as [`Game::legal_moves`] lists them): a game that only needs to know whether
    /// any move exists reads it from `legal` rather than generating the moves again.
    fn status_given_moves(&self, pos: &Self::Position, legal: &[Self::Move]) -> Option<Outcome> {
        let _ = legal;
        self.status(pos)
    }

    /// Whether the player to move stands in check: their royal piece could be taken were it the
    /// other side's turn. For the engine (checks are searched deeper, and a player in check may
    /// not stand pat); games without a royal piece, or where attacks are not cheap to read, say
    /// `false`.
    fn in_check(&self, _pos: &Self::Position) -> bool {
        false
    }

    /// Why only some of the moves the pieces could make are legal now, in a sentence for the
    /// player to move (King's Run's priorities: a winning move, or a capture of one's own
    /// Runner, must be made); `None` when nothing restricts them beyond each piece's movement.
    fn obligation(&self, _pos: &Self::Position) -> Option<String> {
        None
    }

    /// Where the royal pieces of the player to move stand in check, for the board to mark them
    /// and the page to say "check": empty when none is (and in games with no royal piece).
    fn checked_royals(&self, _pos: &Self::Position) -> Vec<Coord> {
        Vec::new()
    }

    /// History- and claim-based draw rules.
    fn draw_rules(&self) -> DrawRules {
        DrawRules::default()
    }

    /// Plies since the last capture or pawn move (the fifty-move counter), if the game keeps one.
    fn quiet_plies(&self, _pos: &Self::Position) -> Option<u32> {
        None
    }

    /// Plies back to the oldest position a repetition of this one may count (`None`: the whole
    /// game): the positions before an irreversible move cannot come again.
    fn repetition_window(&self, pos: &Self::Position) -> Option<u32> {
        self.quiet_plies(pos)
    }

    /// What a repetition that ends the game (see [`DrawRules::repetition_automatic`]) makes of
    /// it at `pos`; `keys` are those of the repetition window, oldest first, ending with
    /// `pos`'s own, and `chases` what the moves into those positions chased (see
    /// [`Game::chase`]: as many, or none where they are not known). A draw, unless the game says
    /// otherwise.
    fn repetition_outcome(&self, _pos: &Self::Position, _keys: &[u64], _chases: &[Option<Chase>]) -> Outcome {
        Outcome::Draw { reason: Reason::Repetition }
    }

    /// What `mv`, played from `before` to `after`, chased, in the games that judge a repetition
    /// by chases (xiangqi's chasing rule); `None` in the others.
    fn chase(&self, _before: &Self::Position, _mv: Self::Move, _after: &Self::Position) -> Option<Chase> {
        None
    }

    /// Plies the automatic quiet-move limit ([`DrawRules::quiet_plies_automatic`]) is put off
    /// by at `pos`, given the keys of the positions since the last irreversible move (oldest
    /// first, ending with `pos`'s own): none, unless the game says otherwise (xiangqi's rules
    /// count no check past a side's tenth).
    fn quiet_plies_allowance(&self, _pos: &Self::Position, _keys: &[u64]) -> u32 {
        0
    }

    /// What the automatic quiet-move limit ([`DrawRules::quiet_plies_automatic`]) makes of the
    /// game at `pos`: a draw, unless the game says otherwise (janggi decides it on points).
    fn move_limit_outcome(&self, _pos: &Self::Position) -> Outcome {
        Outcome::Draw { reason: Reason::FiftyMoves }
    }

    /// A draw the player to move may claim by the game's own rule (Shatranj Kamil X's `drawn`
    /// against a lone king): `Err` with what a claim would need, unsaid (a message of
    /// `moves.ftl`), when it cannot be claimed; `Err(None)` where the game has no such rule.
    fn claim(&self, _pos: &Self::Position) -> Result<Reason, Option<Said>> {
        Err(None)
    }

    /// Draws the position itself makes certain (insufficient material), beyond `status`.
    fn dead_position(&self, _pos: &Self::Position) -> bool {
        false
    }

    /// The notation of a legal move: its parts, from which the canonical text follows.
    fn move_text(&self, pos: &Self::Position, mv: Self::Move) -> MoveText;

    /// Whether having more material is an advantage, so that the page may say who is ahead:
    /// not in games won by losing one's pieces (antichess, losers).
    fn material_counts(&self) -> bool {
        true
    }

    /// The counts the game keeps that a player should see beside the board (King's Run's
    /// chips, the checks still to give in three-check).
    /// Each side's pieces in hand, where the game has hands (`None` where it has none).
    fn hands(&self, _pos: &Self::Position) -> Option<Hands> {
        None
    }

    fn counts(&self, _pos: &Self::Position) -> Vec<Count> {
        Vec::new()
    }

    /// What an action did beyond moving, in a few words for the log (Khan's spells and
    /// exchanges: `w→a`); `None` for ordinary moves.
    fn effect(&self, _pos: &Self::Position, _mv: Self::Move) -> Option<String> {
        None
    }

    /// The compact coordinate form (`e2e4`, `e7e8q`, `e8off`).
    fn coordinate(&self, pos: &Self::Position, mv: Self::Move) -> String;

    /// The piece on a square, if any.
    fn piece_at(&self, pos: &Self::Position, at: Coord) -> Option<PieceInfo>;

    /// The piece on a space given by its frame index ([`Geometry::index`]), as its side, its
    /// label's letter (cased by side) and whether the label is primed (King's Run's Runners,
    /// `N'`): what [`Game::piece_at`] says, without building a [`PieceInfo`]. The engine reads
    /// the whole board so at every node it evaluates, where `piece_at`'s allocation of a label
    /// per piece cost a third of its time.
    fn letter_at(&self, pos: &Self::Position, index: usize) -> Option<(Side, char, bool)> {
        let geometry = self.geometry();
        if !geometry.contains(index) {
            return None;
        }
        let info = self.piece_at(pos, geometry.coord(index))?;
        let mut chars = info.label.chars();
        Some((info.side, chars.next()?, chars.next() == Some('\'')))
    }

    /// Standard algebraic notation as Fairy-Stockfish writes it (`Nf3`, `exd5`, `O-O`,
    /// `Sd1=T#`), for PGN; `None` for games PGN does not describe.
    /// The move in the notation the game's own players read, where it is not SAN (xiangqi's
    /// WXF): shown in the move list, the notices and the buttons, and read when typed.
    fn own_notation(&self, _pos: &Self::Position, _mv: Self::Move) -> Option<String> {
        None
    }

    fn san(&self, _pos: &Self::Position, _mv: Self::Move) -> Option<String> {
        None
    }

    /// The move as USI writes it (`7g7f`, `P*5e`), in the games of the shogi family; `None`
    /// for the others.
    fn usi(&self, _pos: &Self::Position, _mv: Self::Move) -> Option<String> {
        None
    }

    /// The PGN `Variant` tag (Fairy-Stockfish's variant name); `None` for orthodox chess and
    /// for games without PGN.
    fn pgn_variant(&self) -> Option<&'static str> {
        None
    }

    /// A piece's name (`Pawn`, `Khatun`, as [`PieceInfo::name`] gives it) as a refusal names it:
    /// its `piece-` message of `moves.ftl`, else the name as it is. A game whose pieces share a
    /// name with others but are called otherwise in some languages (shogi's knight, 桂馬 in
    /// Japanese) names them by messages of its own.
    fn piece_said(&self, name: &str) -> Said {
        crate::refusal::piece_said(name)
    }

    /// Why a piece labelled `label` may not be dropped on `at` (no such piece in hand, the square
    /// taken, a rule of the game's drops), for a refusal, unsaid (a `why-` message of
    /// `moves.ftl`); `None` if the game does not say.
    fn explain_drop(&self, _pos: &Self::Position, _label: &str, _at: Coord) -> Option<Said> {
        None
    }

    /// Why a later part of a move (`duck-e4`) fits none of the legal moves its first part
    /// begins, when the game can say more than that; `None` if it does not say.
    fn explain_part(&self, _pos: &Self::Position, _part: &crate::notation::Part) -> Option<Said> {
        None
    }

    /// Why `text`, which no notation reads as a move here, is none, in the game's own words
    /// (duck chess's `e7e6,e6e4`: the duck's square taken), as a whole sentence; `None` if the
    /// game does not say.
    fn explain_text(&self, _pos: &Self::Position, _text: &str) -> Option<Said> {
        None
    }

    /// Why a piece on `from` may not go to `to` in this position (blocked path, would leave
    /// the king in check, …), when the rules can say more than "not a legal move": unsaid, a
    /// `why-` message of `moves.ftl` that follows "is not a legal move:".
    fn explain(&self, _pos: &Self::Position, _from: Coord, _to: &Target) -> Option<Said> {
        None
    }

    /// Reads a position text (FEN where the game has one).
    ///
    /// # Errors
    /// A [`PositionError`] saying what is wrong, for a person.
    fn read_position(&self, text: &str) -> Result<Self::Position, PositionError>;
    fn write_position(&self, pos: &Self::Position) -> String;

    /// The plain-text board, from `view`'s side of the table.
    fn board_text(&self, pos: &Self::Position, view: Side) -> String;

    /// The incrementally kept zobrist key.
    fn key(&self, pos: &Self::Position) -> u64;
    /// The same key computed from scratch (for tests: the two must agree).
    fn key_from_scratch(&self, pos: &Self::Position) -> u64;

    /// Leaf count of the move tree to `depth`, bulk-counted at the last ply.
    fn perft(&self, pos: &Self::Position, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut moves = MoveList::new();
        self.legal_moves(pos, &mut moves);
        if depth == 1 {
            return moves.len() as u64;
        }
        moves.iter().map(|&m| self.perft(&self.play(pos, m), depth - 1)).sum()
    }
}
