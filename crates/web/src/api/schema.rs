//! The documents the REST API answers with, as types: what a handler's annotation names for a
//! body, and what the OpenAPI document (`crate::api::openapi`) describes. Handlers and the document
//! both name these; these name neither.

use serde::Serialize;
use utoipa::ToSchema;

/// An error (RFC 9457 problem details).
#[derive(Clone, Serialize, ToSchema)]
pub struct Problem {
    #[schema(example = "/problems/illegal")]
    pub r#type: String,
    #[schema(example = "Unprocessable Entity")]
    pub title: String,
    #[schema(example = 422)]
    pub status: u16,
    /// A sentence a player understands, in the language the request asks for
    /// (`Accept-Language`) where it has been translated, else in English; the `code` is the
    /// same in every language.
    #[schema(example = "P e2-e5 is not a legal move: a Pawn does not move that way.")]
    pub detail: String,
    /// What kind of error: `syntax`, `off_board`, `no_piece`, `wrong_label`, `not_your_piece`,
    /// `illegal`, `ambiguous`, `incomplete`, `claim_refused`, `not_your_turn`, `not_your_game`,
    /// `game_over`, `stale_ply`, `unauthorized`, `missing_scope`, `rate_limited`, ...
    #[schema(example = "illegal")]
    pub code: String,
    /// For refused moves, where it helps: the moves that would be accepted.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub legal_moves: Option<Vec<String>>,
    /// For a refused file of variants: every fault found, each with its line and key.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(example = json!(["mine.ini, line 4, [tiny], customPiece1: \"Q2\" is not a move this server reads"]))]
    pub faults: Option<Vec<String>>,
}

#[derive(Serialize, ToSchema)]
pub struct Account {
    #[schema(value_type = String)]
    pub id: ortoo_core::UserId,
    pub name: String,
    /// Whether the address is verified. Where the server verifies addresses, a new account's
    /// is not: a link went to it, and nothing else is mailed there until it is followed.
    pub email_verified: bool,
}

/// Your account.
#[derive(Serialize, ToSchema)]
pub struct Me {
    #[schema(value_type = String)]
    pub id: ortoo_core::UserId,
    pub name: String,
    pub email: String,
    /// Whether the address is verified (nothing but its verification is mailed to it until then).
    pub email_verified: bool,
    #[schema(format = DateTime)]
    pub created_at: String,
}

/// What was done, in words.
#[derive(Serialize, ToSchema)]
pub struct AccountMessage {
    pub message: String,
}

/// An address change asked for.
#[derive(Serialize, ToSchema)]
pub struct AddressChanged {
    /// The new address.
    pub email: String,
    /// Whether it is the account's already (false: when the link mailed to it is followed).
    pub verified: bool,
}

#[derive(Serialize, ToSchema)]
pub struct TokenCreated {
    #[schema(value_type = String)]
    pub id: ortoo_core::TokenId,
    /// The secret: shown once, never again.
    pub token: String,
    pub label: String,
    pub scopes: Vec<String>,
}

#[derive(Serialize, ToSchema)]
pub struct TokenInfo {
    #[schema(value_type = String)]
    pub id: ortoo_core::TokenId,
    pub label: String,
    pub scopes: Vec<String>,
    pub created_at: String,
    pub last_used_at: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct TokenList {
    pub tokens: Vec<TokenInfo>,
}

#[derive(Serialize, ToSchema)]
pub struct VariantOption {
    pub name: String,
    /// `switch`, `number` or `choice`.
    pub kind: String,
    pub default: OptionDefault,
    /// A number's least value.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub min: Option<i64>,
    /// A number's greatest value.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max: Option<i64>,
    /// A choice's names.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
    pub description: String,
}

/// An option's default, in the option's own kind: `true`/`false` for a switch, a number, or the
/// name of a choice.
#[derive(Serialize, ToSchema)]
#[serde(untagged)]
pub enum OptionDefault {
    Switch(bool),
    Number(i64),
    Choice(String),
}

#[derive(Serialize, ToSchema)]
pub struct Board {
    pub files: u8,
    pub ranks: u8,
}

#[derive(Serialize, ToSchema)]
pub struct Variant {
    #[schema(example = "khans-chess")]
    pub id: String,
    pub name: String,
    pub board: Board,
    pub setups: Vec<String>,
    pub options: Vec<VariantOption>,
    pub summary: String,
    /// The rules page.
    pub rules: String,
    /// For a game defined as data (variants.ini), its definition; absent for a hand-written game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub definition: Option<VariantDefinition>,
    /// For a player's upload, whose file it comes from.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub uploaded: Option<UploadedBy>,
}

/// Where an uploaded variant comes from.
#[derive(Serialize, ToSchema)]
pub struct UploadedBy {
    /// The player who uploaded it.
    pub owner: String,
    /// The file's id (`/api/v1/variant-files/{id}`) and name.
    #[schema(value_type = String)]
    pub file_id: ortoo_core::VariantFileId,
    pub file: String,
}

/// A game defined as data, as its file defines it.
#[derive(Serialize, ToSchema)]
pub struct VariantDefinition {
    /// The file it was read from (`builtin.ini` for ortoo's own).
    pub file: String,
    /// The variant it builds on, if any.
    pub parent: Option<String>,
    /// Its start position, in the format's FEN.
    #[schema(example = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1")]
    pub start_fen: String,
    pub pieces: Vec<DefinedPiece>,
    /// Its definition in the variants.ini format: its own section and those it builds on, root
    /// first (a file an engine that reads the format, such as Fairy-Stockfish, can be given).
    pub ini: String,
}

/// One kind of piece of a defined game.
#[derive(Serialize, ToSchema)]
pub struct DefinedPiece {
    /// Its letter, White's (upper case).
    #[schema(example = "A")]
    pub letter: String,
    #[schema(example = "Archbishop")]
    pub name: String,
    /// Its moves in Betza's notation.
    #[schema(example = "BN")]
    pub betza: String,
    /// Whether it is royal (the king).
    pub royal: bool,
    /// Its worth in centipawns, as ortoo's engine estimates it.
    pub worth: i32,
}

#[derive(Serialize, ToSchema)]
pub struct VariantList {
    pub variants: Vec<Variant>,
    /// Where the next page of players' variants starts (`?after=`), when one follows.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub next: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct ChallengeView {
    #[schema(value_type = String)]
    pub id: ortoo_core::ChallengeId,
    pub variant: String,
    #[schema(value_type = Object)]
    pub options: serde_json::Value,
    pub challenger: String,
    /// `{"user": NAME}`, `{"open": true}` or `{"engine": LEVEL}`.
    #[schema(value_type = Object)]
    pub opponent: serde_json::Value,
    /// The challenger's colour.
    pub color: ortoo_core::ColorChoice,
    #[schema(value_type = Option<Object>)]
    pub time_control: Option<serde_json::Value>,
    /// Whether the game changes the players' ratings.
    pub rated: bool,
    /// For an open seek: the ratings of the players who may accept it, both ends included.
    pub rating_range: Option<RatingRangeView>,
    pub status: ortoo_core::ChallengeStatus,
    #[schema(value_type = Option<String>)]
    pub game: Option<ortoo_core::GameId>,
    pub created_at: String,
}

/// The ratings a seek is open to.
#[derive(Serialize, ToSchema, Clone, Copy, Debug)]
pub struct RatingRangeView {
    pub min: i64,
    pub max: i64,
}

#[derive(Serialize, ToSchema)]
pub struct ChallengeEnvelope {
    pub challenge: ChallengeView,
}

/// What a new challenge became: a challenge waiting for its opponent, or (against the engine,
/// which accepts at once) the game.
// A schema for the documentation, never built: its size does not matter.
#[allow(clippy::large_enum_variant)]
#[derive(Serialize, ToSchema)]
#[serde(untagged)]
pub enum ChallengeCreated {
    Challenge(ChallengeEnvelope),
    Game(GameEnvelope),
}

#[derive(Serialize, ToSchema)]
pub struct ChallengeList {
    pub challenges: Vec<ChallengeView>,
}

#[derive(Serialize, ToSchema)]
pub struct Players {
    pub white: String,
    pub black: String,
}

#[derive(Serialize, ToSchema)]
pub struct MoveView {
    pub ply: i64,
    /// `white` or `black`.
    pub side: String,
    /// The canonical text.
    #[schema(example = "P e2-e4")]
    pub text: String,
    /// What the player typed.
    #[schema(example = "e2e4")]
    pub input: String,
    pub comment: Option<String>,
    /// What a spell or exchange did, e.g. `w→a` (Khan).
    pub effect: Option<String>,
    pub at: String,
}

#[derive(Serialize, ToSchema)]
pub struct GameDoc {
    pub id: String,
    pub variant: String,
    #[schema(value_type = Object)]
    pub options: serde_json::Value,
    pub players: Players,
    /// Whether its end changes the players' ratings.
    pub rated: bool,
    /// `active` or `finished`.
    pub status: String,
    /// `white`, `black` or `draw`.
    pub result: Option<String>,
    /// `checkmate`, `campmate`, `stalemate`, `resignation`, `agreement`, `repetition`, ...
    pub reason: Option<String>,
    pub ply: i64,
    pub to_move: String,
    /// The position text (FEN where the game has one).
    pub position: String,
    pub board_text: String,
    /// What the game counts for each side at its position (King's Run's chips, the checks
    /// three-check still wants): empty where it counts nothing.
    pub counts: Vec<CountView>,
    /// Each side's pieces in hand, where the game has hands (crazyhouse, shogi, S-chess); absent
    /// where it has none. The position's FEN holds them too, in brackets after the board.
    pub hands: Option<HandsView>,
    /// Canonical text of every legal move, while the game is on.
    pub legal_moves: Option<Vec<String>>,
    pub moves: Vec<MoveView>,
    pub deadline: Option<String>,
    /// The side whose draw offer stands.
    pub draw_offer: Option<String>,
    /// The side that asked to take back its last move, until answered or a move is made.
    pub takeback_offer: Option<String>,
    /// When moves were last taken back: moves kept from before then are of another history.
    pub taken_back_at: Option<String>,
    pub created_at: String,
    pub updated_at: String,
}

/// Each side's pieces in hand.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct HandsView {
    pub white: Vec<HeldView>,
    pub black: Vec<HeldView>,
}

/// Pieces of one kind in a hand.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct HeldView {
    /// The piece's letter as moves name it (upper case for White's): a drop of it is `Q@e4`.
    #[schema(example = "Q")]
    pub letter: String,
    /// What players call it.
    #[schema(example = "Queen")]
    pub name: &'static str,
    pub count: u32,
}

impl From<ortoo_rules::Hands> for HandsView {
    fn from(h: ortoo_rules::Hands) -> HandsView {
        let held = |pieces: Vec<ortoo_rules::Held>| {
            pieces.into_iter().map(|p| HeldView { letter: p.label, name: p.name, count: p.count }).collect()
        };
        HandsView { white: held(h.white), black: held(h.black) }
    }
}

/// A count a game keeps, each side's number of it.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct CountView {
    /// What is counted: `chips` (King's Run), `checks_to_give` (three-check, five-check: a
    /// side whose number reaches 0 has won), `counting` (makruk's count of a pawnless ending:
    /// the moves the counting side has counted, the other side's number 0) or `janggi_points`
    /// (janggi's points of the pieces on the board, by which a game ended without a mate is
    /// decided; Black, moving second, has 1.5 more than its number).
    #[schema(example = "checks_to_give")]
    pub kind: &'static str,
    /// The count's name in words, as the game's page writes it.
    #[schema(example = "Checks still to give")]
    pub label: &'static str,
    pub white: u32,
    pub black: u32,
    /// For `counting`: the side counting (`white` or `black`), and the moves the count may
    /// reach (the game is drawn once it passes them before that side is mated).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub side: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub limit: Option<u32>,
}

impl From<ortoo_rules::Count> for CountView {
    fn from(c: ortoo_rules::Count) -> CountView {
        let counting = c.counting();
        CountView {
            kind: c.tally.key(),
            label: c.tally.label(),
            white: c.white,
            black: c.black,
            side: counting.map(|k| k.side.name()),
            limit: counting.map(|k| k.limit),
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct GameEnvelope {
    pub game: GameDoc,
}

#[derive(Serialize, ToSchema)]
pub struct GameSummary {
    #[schema(value_type = String)]
    pub id: ortoo_core::GameId,
    pub variant: String,
    pub players: Players,
    pub rated: bool,
    pub status: ortoo_core::GameStatus,
    pub result: Option<String>,
    pub reason: Option<String>,
    pub ply: i64,
    pub to_move: String,
    pub my_turn: bool,
    pub deadline: Option<String>,
    pub updated_at: String,
}

#[derive(Serialize, ToSchema)]
pub struct GameList {
    pub games: Vec<GameSummary>,
}

#[derive(Serialize, ToSchema)]
pub struct Played {
    pub ply: i64,
    pub text: String,
    pub game: GameDoc,
}

/// A player's rating in one game, as it stands now (its deviation grown with idleness).
#[derive(Serialize, ToSchema)]
pub struct RatingView {
    /// The game (variant id) whose rating it is.
    pub variant: String,
    pub rating: i64,
    /// The rating deviation (RD).
    pub deviation: i64,
    /// Glicko-2's σ.
    pub volatility: f64,
    /// Still uncertain (RD above 110): shown with a question mark.
    pub provisional: bool,
    /// As the pages show it: `1612`, or `1500?` while provisional.
    pub shown: String,
    pub games: i64,
    pub wins: i64,
    pub draws: i64,
    pub losses: i64,
    pub last_rated_at: String,
}

#[derive(Serialize, ToSchema)]
pub struct PlayerDoc {
    pub name: String,
    pub since: String,
    /// Whether the account is closed (its games stay, under its name).
    pub closed: bool,
    /// One a game they have played rated, most games first.
    pub ratings: Vec<RatingView>,
}

/// What one rated game did to a player's rating.
#[derive(Serialize, ToSchema)]
pub struct RatingChangeView {
    #[schema(value_type = String)]
    pub game: ortoo_core::GameId,
    pub at: String,
    pub before: i64,
    pub after: i64,
    pub deviation: i64,
}

#[derive(Serialize, ToSchema)]
pub struct RatingHistory {
    pub player: String,
    pub variant: String,
    /// `null` before their first rated game there.
    pub rating: Option<RatingView>,
    pub history: Vec<RatingChangeView>,
}

#[derive(Serialize, ToSchema)]
pub struct Leader {
    pub place: usize,
    pub name: String,
    pub rating: RatingView,
}

#[derive(Serialize, ToSchema)]
pub struct LeaderboardDoc {
    pub variant: String,
    /// Established ratings, best first (at most 100).
    pub players: Vec<Leader>,
    /// How many more players have a provisional rating in this game.
    pub provisional: usize,
}

#[cfg(test)]
mod tests {
    use super::*;
    use ortoo_rules::registry;

    /// Makruk's count reaches the API with the side counting and its limit; other counts
    /// without them.
    #[test]
    fn a_count_under_way_names_its_side_and_limit() {
        let mut game = registry::open("makruk", &[]).unwrap().load("8/8/8/3k4/8/8/8/R3K3 w - - 0 1").unwrap();
        game.play("R a1-a2").unwrap();
        let counts: Vec<CountView> = game.counts().into_iter().map(CountView::from).collect();
        assert_eq!(
            serde_json::to_value(&counts).unwrap(),
            serde_json::json!([{"kind": "counting", "label": "Count", "white": 0, "black": 3, "side": "black", "limit": 16}])
        );
        let mut three = registry::open("3check", &[]).unwrap().start();
        three.play("e2e4").unwrap();
        let counts: Vec<CountView> = three.counts().into_iter().map(CountView::from).collect();
        assert_eq!(
            serde_json::to_value(&counts).unwrap(),
            serde_json::json!([{"kind": "checks_to_give", "label": "Checks still to give", "white": 3, "black": 3}])
        );
    }
}
