//! A variant's rules as read from its `variants.ini` section: the types [`super::define`] fills.

use super::betza::Motion;
use super::types::{BySide, Kind, Kinds, Region};

/// The largest board a defined game may have: 12 files, 10 ranks.
pub const MAX_FILES: u8 = 12;
pub const MAX_RANKS: u8 = 10;
/// At most this many kinds of piece in one game.
pub const MAX_KINDS: usize = 26;

/// A game's result for the side to move, as the format writes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Value {
    Win,
    Loss,
    Draw,
}

impl Value {
    /// The same result seen from the other side.
    pub fn reversed(self) -> Value {
        match self {
            Value::Win => Value::Loss,
            Value::Loss => Value::Win,
            Value::Draw => Value::Draw,
        }
    }
}

/// One type of piece, as the file defines it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PieceType {
    /// Its letter, lower case (Black's in a FEN; White's is upper case).
    pub letter: char,
    /// What the file calls it: `knight`, `archbishop`, `customPiece1`.
    pub name: String,
    /// Its moves as the file gives them, and as read.
    pub betza: String,
    pub motions: Vec<Motion>,
    /// What the game's players call it, where the file says (ortoo's own key `pieceNames`):
    /// antichess's king is a `commoner` to the format, and a king to its players.
    pub called: Option<String>,
    /// Its place in the format's own order of piece types (the named pieces in the order the
    /// format lists them, the custom pieces after them, the king last): a hand is written in it,
    /// highest first, as the format's engines write it.
    pub order: u16,
    /// The squares each side's pieces of this kind may stand on (`mobilityRegion…`: xiangqi's
    /// palace for its king and advisors, its own side of the river for its elephants).
    pub mobility: BySide<Region>,
}

/// The ending by extinction: a side whose pieces of the listed kinds are gone (down to
/// `piece_count`) has the game decided by `value` (for the side to move then).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Extinction {
    pub value: Value,
    pub kinds: Kinds,
    /// `*` among the kinds: the count of all a side's pieces together (a bare king).
    pub all: bool,
    pub piece_count: u32,
    pub opponent_piece_count: u32,
    pub claim: bool,
    pub pseudo_royal: bool,
    pub duple_check: bool,
}

/// Winning by bringing a piece to a region (king of the hill, racing kings).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Flag {
    /// The kind each side must bring there; `None` for any piece.
    pub piece: BySide<Option<Kind>>,
    pub region: BySide<Region>,
    /// The other side gets one more move after the first reaches the region.
    pub extra_move: bool,
    /// A piece in the region counts only where the other side does not attack it (dobutsu's
    /// lion): then it wins at once, or at the start of its side's next turn.
    pub safe: bool,
}

/// Castling as the file sets it (files from zero, the rank relative to each side).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Castling {
    pub kingside_file: u8,
    pub queenside_file: u8,
    pub rank: u8,
    pub king_file: u8,
    pub king_kind: Option<Kind>,
    pub rook_kinds: Kinds,
    pub rook_kingside_file: u8,
    pub rook_queenside_file: u8,
}

/// A variant's rules, read and checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Definition {
    pub name: String,
    /// What the file says of the game in the comment above its section (empty if nothing).
    pub about: String,
    /// The variant it builds on, if any.
    pub parent: Option<String>,
    /// Its definition alone in the format: its section and those it builds on, root first, as
    /// `[name:parent]` and `key = value` lines.
    pub sections: String,
    /// Its definition as its own file gives it: the sections of its chain from that file, root
    /// first, each under the comment it had. With the built-in variants this defines it again,
    /// so a game keeps it whole (a player's upload is stored as this).
    pub own: String,
    pub files: u8,
    pub ranks: u8,
    pub kinds: Vec<PieceType>,
    /// The royal kind (the king), if the game has one.
    pub king: Option<Kind>,
    /// The kind that steps two (or three) squares from its regions.
    pub pawn: Option<Kind>,
    pub start_fen: String,
    pub chess960: bool,
    pub promotion_region: BySide<Region>,
    pub promotion_pawns: BySide<Kinds>,
    pub promotion_pieces: BySide<Kinds>,
    /// At most this many of a kind may stand on the board for a promotion to it.
    pub promotion_limit: Vec<(Kind, u32)>,
    pub mandatory_promotion: bool,
    pub double_step: bool,
    pub double_step_region: BySide<Region>,
    pub triple_step_region: BySide<Region>,
    pub en_passant_region: BySide<Region>,
    pub en_passant_kinds: BySide<Kinds>,
    pub castling: Option<Castling>,
    pub checking: bool,
    pub must_capture: bool,
    pub n_move_rule: u32,
    /// The kinds whose moves restart the n-move count (as captures do).
    pub n_move_kinds: BySide<Kinds>,
    pub n_fold_rule: u32,
    pub n_fold_value: Value,
    pub n_fold_absolute: bool,
    pub stalemate_value: Value,
    pub stalemate_piece_count: bool,
    pub checkmate_value: Value,
    pub extinction: Option<Extinction>,
    pub flag: Option<Flag>,
    pub check_counting: bool,
    /// A piece may not move (unpromoted) to a square it could never move on from.
    pub immobility_illegal: bool,
    /// Pieces in hand: how they come there and where they may be put on the board.
    pub drops: Drops,
    /// Shogi's kind of promotion: each kind's promoted kind, where it has one.
    pub promotes_to: Vec<Option<Kind>>,
    /// A piece that could promote by [`Definition::promotes_to`] must, on a move that may.
    pub mandatory_piece_promotion: bool,
    /// A promoted piece may turn back into what it was, on a move that could promote it.
    pub piece_demotion: bool,
    /// A piece promotes (or turns back) only on a move that takes.
    pub piece_promotion_on_capture: bool,
    /// Seirawan's gating: a piece in hand may enter on the square a back-rank piece first
    /// leaves (`gating`), the files still open for it kept in the FEN (`seirawanGating`).
    pub gating: bool,
    pub seirawan_gating: bool,
    /// A side that gives check on every move of a repetition loses it (shogi's sennichite).
    pub perpetual_check_illegal: bool,
    /// Xiangqi's chasing rule as the Asian Xiangqi Federation has it (`chasingRule = axf`): a
    /// side that chases the same piece with every move of a repetition loses it, and checks past
    /// a side's tenth do not count toward the n-move rule.
    pub chasing: bool,
    /// The two kings may not face each other on a file or rank with nothing between (xiangqi,
    /// where they never share a rank; Empire chess, where they may).
    pub flying_general: bool,
    /// The `soldier` kind, and the rank (from zero, counted from its side's own edge) from
    /// which it also steps sideways: before it, only forward (xiangqi's soldier across the river).
    pub soldier: Option<Kind>,
    pub soldier_rank: u8,
    /// The family the game is drawn as (`variantTemplate`, a key for graphical interfaces).
    pub template: Template,
    /// The count that ends a pawnless ending in a draw when the stronger side takes too long to
    /// mate (`countingRule`: makruk's, Cambodian chess's, ASEAN chess's).
    pub counting: Option<CountingRule>,
    /// A king in check may not move, unless it takes the piece checking it (makpong).
    pub makpong: bool,
    /// Cambodian chess's first moves: the king, not in check, may leap as a knight to the rank
    /// in front of it; the met may step two squares straight ahead; each while on the square it
    /// started on (kept as a gate), and the king's right lost once a rook aims at it.
    pub cambodian_moves: bool,
    /// Atomic chess's blast (`blastOnCapture`): a capture clears the square it takes on (the
    /// capturing piece with it) and every piece but pawns on the eight squares around, of either
    /// side; pieces of the `blast_immune` kinds stand through it (atomar's kings).
    pub blast_on_capture: bool,
    pub blast_immune: Kinds,
    /// Kinds that may not take a piece of their own kind (`mutuallyImmuneTypes`: atomar's kings).
    pub mutually_immune: Kinds,
    /// Sittuyin's promotion (`sittuyinPromotion`): a pawn does not promote by arriving; in the
    /// zone (anywhere, if it is its side's last pawn) it may instead, as a move of its own,
    /// become a promoted piece where it stands or on an empty square that piece could take on,
    /// neither giving check nor attacking a piece of the other side from there.
    pub sittuyin_promotion: bool,
    /// The squares joined by the diagonal lines drawn on the board (`diagonalLines`: janggi's
    /// palaces). A piece standing on one also moves along those lines to the others, each as
    /// its kind goes (see `Board`'s palace moves): one step for the advisor and a general that
    /// steps as a wazir, a soldier's step forward, a chariot's slide, a cannon's hop.
    pub diagonal_lines: Region,
    /// A side may pass its turn (`pass…`): its king stays where it stands (with no king, any
    /// piece of its does), and the other side moves.
    pub pass: BySide<bool>,
    /// A side may pass only when it has no other legal move (`passOnStalemate…`).
    pub pass_on_stalemate: BySide<bool>,
    /// Janggi's bikjang (`bikjangRule`): with the two generals facing on an open line, the side
    /// to move must end it or pass; facing after two turns in a row, the game ends (decided by
    /// `material_counting` where the game counts material, else drawn).
    pub bikjang: bool,
    /// How a game ended by the rules rather than by mate is decided (`materialCounting`): by
    /// the pieces' points (janggi's), by their number, or for one side; a draw where none.
    pub material_counting: Option<MaterialCounting>,
    /// Walls put on the board as part of a move (`wallingRule`): duck chess's duck, moved by
    /// the player after every move to another empty square (within `walling_region`).
    pub walling: Option<Walling>,
    pub walling_region: BySide<Region>,
    /// The kind that stands for the duck on the board (`*` in the FEN): it belongs to no side,
    /// never moves by itself, blocks every piece and cannot be taken.
    pub duck: Option<Kind>,
}

/// How walls come onto the board (`wallingRule`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Walling {
    /// Duck chess's: after its move, the player moves the one duck to an empty square.
    Duck,
}

/// How the game is decided where the rules end it without a mate (`materialCounting`): both
/// sides passing in turn, a bikjang kept, a repetition, the n-move rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MaterialCounting {
    /// Janggi's points: chariot 13, cannon 7, horse 5, elephant and advisor 3, soldier 2; the
    /// second player (Han, Black) has 1.5 more for moving second.
    Janggi,
    /// The side with more pieces wins; as many is a draw.
    Unweighted,
    /// White wins (Black's draw odds given to White: `whitedrawodds`).
    WhiteDrawOdds,
    /// Black wins (armageddon's rule: a draw counts for Black).
    BlackDrawOdds,
}

/// The rules of a count (`countingRule`). Once no pawn is left (in Cambodian chess, once a side
/// is down to three pieces or fewer), a count begins, kept by a bare king's side or else by the
/// side to move then, and the game is drawn when the count passes a limit before the other side
/// mates: the limit is the board's
/// (64 moves; 63 in Cambodian chess) or, against a bare king, the pieces' (fewer, the stronger
/// the pieces left to mate with: 8 with two rooks, 16 with one, and so on).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CountingRule {
    Makruk,
    Cambodian,
    /// ASEAN chess: only against a bare king, with a rook 16 moves, a khon 44, a knight 64.
    Asean,
}

/// The family of boards and pieces a game is drawn as, as `variantTemplate` names it: xiangqi
/// and janggi on points; any other value (`fairy`, `shogi`) as the game's rules draw it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Template {
    #[default]
    Chess,
    Xiangqi,
    Janggi,
    /// Makruk and its kin: drawn with makruk's own piece shapes.
    Makruk,
    /// `variantTemplate = fairy`: a chess board whatever its pieces do, where a game's promotions
    /// would otherwise draw it as shogi (chak's pieces promote each to a kind of its own).
    Fairy,
}

impl Definition {
    /// A game of the shogi family: its pieces promote each to a kind of their own
    /// (`promotedPieceType`). It is written as shogi players write it (files 9 to 1, ranks a to
    /// i, `P-7f`, `P*5e`) and drawn as tiles.
    pub fn shogi_style(&self) -> bool {
        self.template != Template::Fairy && self.promotes_to.iter().any(Option::is_some)
    }
}

/// The rules of pieces in hand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Drops {
    /// A piece in hand may be put on the board as a move.
    pub enabled: bool,
    /// A piece taken goes to the hand of the side that took it.
    pub captures_to_hand: bool,
    /// A promoted piece taken keeps its promotion in hand (loop chess), rather than going back
    /// to what it was.
    pub keep_promotion: bool,
    /// Where each side may drop.
    pub region: BySide<Region>,
    /// While a side holds pieces (of this kind, or any for `None`), it must drop one.
    pub must_drop: bool,
    pub must_drop_kind: Option<Kind>,
    /// A piece may be dropped as its promoted kind.
    pub promoted: bool,
    /// A king or rook dropped on its starting square may castle (placement chess).
    pub castling: bool,
    /// No more than `no_doubled_count` of this kind on one file to drop another there (nifu).
    pub no_doubled: Option<Kind>,
    pub no_doubled_count: u32,
    /// Pawns may be dropped on their own first rank; in the promotion zone.
    pub first_rank_pawns: bool,
    pub promotion_zone_pawns: bool,
    /// A drop may give check.
    pub checks: bool,
    /// Bishops dropped so that a side keeps them on squares of both colours (placement chess).
    pub opposite_coloured_bishops: bool,
    /// A shogi pawn dropped to give mate loses (uchifuzume).
    pub pawn_drop_mate_illegal: bool,
    /// The hand's size, for showing it (not a rule).
    pub pocket_size: Option<u32>,
    /// Sittuyin's rooks: dropped on their side's first rank only (`sittuyinRookDrop`).
    pub rooks_on_first_rank: bool,
}
