//! The OpenAPI document of the REST API, generated from the handlers' annotations and these
//! schemas. Served at `/api/v1/openapi.json`; a copy is committed as `openapi.json` and a test
//! fails when the two drift apart.

use serde::Serialize;
use utoipa::openapi::security::{Http, HttpAuthScheme, SecurityScheme};
use utoipa::{Modify, OpenApi, ToSchema};

/// An error (RFC 9457 problem details).
#[derive(Serialize, ToSchema)]
pub struct Problem {
    #[schema(example = "/problems/illegal")]
    pub r#type: String,
    #[schema(example = "Unprocessable Entity")]
    pub title: String,
    #[schema(example = 422)]
    pub status: u16,
    /// A sentence a player understands.
    #[schema(example = "P e2-e5 is not a legal move: a Pawn does not move that way.")]
    pub detail: String,
    /// What kind of error: `syntax`, `off_board`, `no_piece`, `wrong_label`, `not_your_piece`,
    /// `illegal`, `ambiguous`, `incomplete`, `claim_refused`, `not_your_turn`, `not_your_game`,
    /// `game_over`, `stale_ply`, `unauthorized`, `missing_scope`, `rate_limited`, ...
    #[schema(example = "illegal")]
    pub code: String,
    /// For refused moves, where it helps: the moves that would be accepted.
    pub legal_moves: Option<Vec<String>>,
}

#[derive(Serialize, ToSchema)]
pub struct Account {
    pub id: String,
    pub name: String,
}

#[derive(Serialize, ToSchema)]
pub struct TokenCreated {
    pub id: String,
    /// The secret: shown once, never again.
    pub token: String,
    pub label: String,
    pub scopes: Vec<String>,
}

#[derive(Serialize, ToSchema)]
pub struct TokenInfo {
    pub id: String,
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
    #[schema(value_type = Object)]
    pub default: serde_json::Value,
    pub min: Option<i64>,
    pub max: Option<i64>,
    pub values: Option<Vec<String>>,
    pub description: String,
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
}

#[derive(Serialize, ToSchema)]
pub struct VariantList {
    pub variants: Vec<Variant>,
}

#[derive(Serialize, ToSchema)]
pub struct ChallengeView {
    pub id: String,
    pub variant: String,
    #[schema(value_type = Object)]
    pub options: serde_json::Value,
    pub challenger: String,
    /// `{"user": NAME}`, `{"open": true}` or `{"engine": LEVEL}`.
    #[schema(value_type = Object)]
    pub opponent: serde_json::Value,
    /// The challenger's colour.
    pub color: String,
    #[schema(value_type = Option<Object>)]
    pub time_control: Option<serde_json::Value>,
    /// `open`, `accepted`, `declined`, `cancelled`.
    pub status: String,
    pub game: Option<String>,
    pub created_at: String,
}

#[derive(Serialize, ToSchema)]
pub struct ChallengeEnvelope {
    pub challenge: ChallengeView,
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
    /// Canonical text of every legal move, while the game is on.
    pub legal_moves: Option<Vec<String>>,
    pub moves: Vec<MoveView>,
    pub deadline: Option<String>,
    /// The side whose draw offer stands.
    pub draw_offer: Option<String>,
    pub created_at: String,
    pub updated_at: String,
}

#[derive(Serialize, ToSchema)]
pub struct GameEnvelope {
    pub game: GameDoc,
}

#[derive(Serialize, ToSchema)]
pub struct GameSummary {
    pub id: String,
    pub variant: String,
    pub players: Players,
    pub status: String,
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

struct BearerAuth;

impl Modify for BearerAuth {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme("bearer", SecurityScheme::Http(Http::new(HttpAuthScheme::Bearer)));
    }
}

#[derive(OpenApi)]
#[openapi(
    info(title = "ortoo REST API", version = "1", description = "Correspondence play for chess variants: accounts, tokens, challenges, games and moves. Moves are Game Courier full algebraic notation or coordinate form."),
    servers((url = "/api/v1")),
    paths(
        super::api::register,
        super::api::create_token,
        super::api::list_tokens,
        super::api::revoke_token,
        super::api::variants,
        super::api::create_challenge,
        super::api::list_challenges,
        super::api::accept_challenge,
        super::api::decline_challenge,
        super::api::cancel_challenge,
        super::api::list_games,
        super::api::get_game,
        super::api::post_move,
        super::api::resign,
        super::api::draw,
        super::api::hint,
        super::api::export,
        super::live::game_events,
        super::live::my_events,
        super::me::get_settings,
        super::me::put_settings,
        super::me::start_vacation,
        super::me::end_vacation,
        super::me::notifications,
        super::me::mark_read,
    ),
    components(schemas(Problem)),
    modifiers(&BearerAuth),
)]
pub struct ApiDoc;

/// The document as served and committed: pretty JSON with a final newline.
pub fn document() -> String {
    let mut json = ApiDoc::openapi().to_pretty_json().expect("the OpenAPI document serialises");
    json.push('\n');
    json
}
