//! Games: listed, shown, moved in, resigned, drawn, hinted at, exported.

use super::{WriteRequest, answer, json_body, json_response, limit};
use crate::AppState;
use crate::auth::Caller;
use crate::error::ApiError;
use axum::Router;
use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post, put};
use ortoo_core::when::rfc3339;
use ortoo_core::{Game, GameStatus, Scope};
use ortoo_play::moves::Moves;
use ortoo_rules::{GameState, Side};
use serde::ser::{SerializeMap, Serializer};
use serde::{Deserialize, Serialize};
use serde_json::json;
use serde_json::value::RawValue;
use std::borrow::Cow;
use std::sync::Arc;
use std::time::Duration;

use crate::openapi::{GameList, GameSummary, Players as PlayerNames};
use ortoo_play::keep::View;

pub(super) fn router() -> Router<AppState> {
    Router::new()
        .route("/games", get(list_games))
        .route("/games/{id}", get(get_game))
        .route("/games/{id}/moves", post(post_move))
        .route("/games/{id}/resign", post(resign))
        .route("/games/{id}/draw", post(draw))
        .route("/games/{id}/takeback", post(takeback))
        .route("/games/{id}/hint", post(hint))
        .route("/games/{id}/watch", put(watch).delete(unwatch))
        .route("/games/{id}/export", get(export))
}

/// The game as api.md shapes it, serialised straight from the stored rows (no intermediate
/// JSON tree: this is on every move's answer, and a long game has hundreds of moves).
pub struct GameView {
    game: Game,
    moves: Arc<Moves>,
    legal_moves: Option<Vec<String>>,
    board_text: String,
}

impl Serialize for GameView {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        Shown {
            game: &self.game,
            moves: &self.moves,
            moves_left_out: false,
            legal_moves: self.legal_moves.as_deref().map(Cow::Borrowed),
            board_text: Cow::Borrowed(&self.board_text),
        }
        .serialize(s)
    }
}

/// A [`GameView`] of borrowed parts: how an action's answer shows the game it is about to leave
/// (see [`ortoo_play::keep`]).
pub(crate) struct Shown<'a> {
    game: &'a Game,
    moves: &'a Moves,
    /// The moves are written as a mark that [`with_moves_put_back`] replaces.
    moves_left_out: bool,
    legal_moves: Option<Cow<'a, [String]>>,
    board_text: Cow<'a, str>,
}

impl Shown<'_> {
    /// The view of a game as an action is about to leave it.
    pub(crate) fn of(view: View<'_>) -> Shown<'_> {
        let (legal_moves, board_text) = worked_out(view.game, view.rules);
        Shown {
            game: view.game,
            moves: view.moves,
            moves_left_out: false,
            legal_moves: legal_moves.map(Cow::Owned),
            board_text: Cow::Owned(board_text),
        }
    }

    /// From now on, writes the moves as a mark (for keeping; see [`with_moves_put_back`]).
    pub(crate) fn leave_moves_out(&mut self) {
        self.moves_left_out = true;
    }
}

/// The mark that stands for a game's first moves in a kept answer: the game and how many.
const MOVES_MARK: &str = "ortoo:moves-of:";

/// A kept answer with the moves its mark stands for written back in, as they were written in the
/// first answer (a game's moves never change once stored).
pub(crate) async fn with_moves_put_back(state: &AppState, body: String) -> Result<String, ApiError> {
    let Some(start) = body.find(&format!("\"{MOVES_MARK}")) else { return Ok(body) };
    let corrupt = || ApiError::internal("kept answer unreadable", &"a kept answer's moves mark is malformed");
    let rest = &body[start + 1 + MOVES_MARK.len()..];
    let end = rest.find('"').ok_or_else(corrupt)?;
    let (game_id, count) = rest[..end].rsplit_once(':').ok_or_else(corrupt)?;
    let count: usize = count.parse().map_err(|_| corrupt())?;
    let game = state.play.games.game(game_id).await?;
    let moves = state.play.games.moves(&game).await?;
    if moves.list.len() < count {
        return Err(corrupt());
    }
    let mut written = String::new();
    for m in &moves.list[..count] {
        write_move_json(m, &mut written);
    }
    Ok(format!("{}[{written}]{}", &body[..start], &rest[end + 1..]))
}

impl Serialize for Shown<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Players<'a> {
            white: &'a str,
            black: &'a str,
        }
        let g = self.game;
        let options = RawValue::from_string(g.options.clone()).map_err(serde::ser::Error::custom)?;
        let mut m = s.serialize_map(None)?;
        m.serialize_entry("id", &g.id)?;
        m.serialize_entry("variant", &g.variant)?;
        m.serialize_entry("options", &options)?;
        m.serialize_entry("players", &Players { white: &g.white_name, black: &g.black_name })?;
        m.serialize_entry("rated", &g.rated)?;
        if g.against_engine() {
            m.serialize_entry("engine_levels", &json!({"white": g.white_level, "black": g.black_level}))?;
        }
        m.serialize_entry("status", &g.status())?;
        m.serialize_entry("result", &g.result())?;
        m.serialize_entry("reason", &g.reason())?;
        m.serialize_entry("ply", &g.ply)?;
        m.serialize_entry("to_move", g.to_move.name())?;
        m.serialize_entry("position", &g.position)?;
        m.serialize_entry("board_text", &self.board_text)?;
        if let Some(legal) = &self.legal_moves {
            m.serialize_entry("legal_moves", legal)?;
        }
        if self.moves_left_out {
            m.serialize_entry("moves", &format!("{MOVES_MARK}{}:{}", g.id, self.moves.list.len()))?;
        } else {
            let moves =
                RawValue::from_string(format!("[{}]", self.moves.written)).map_err(serde::ser::Error::custom)?;
            m.serialize_entry("moves", &moves)?;
        }
        m.serialize_entry("deadline", &g.deadline.map(rfc3339))?;
        m.serialize_entry("time_control", &g.time_control())?;
        if g.white_bank_ms.is_some() || g.black_bank_ms.is_some() {
            m.serialize_entry("bank_ms", &json!({"white": g.white_bank_ms, "black": g.black_bank_ms}))?;
        }
        m.serialize_entry("draw_offer", &g.draw_offer.map(Side::name))?;
        m.serialize_entry("takeback_offer", &g.takeback_offer.map(Side::name))?;
        m.serialize_entry("taken_back_at", &g.taken_back_at.map(rfc3339))?;
        m.serialize_entry("created_at", &rfc3339(g.created_at))?;
        m.serialize_entry("updated_at", &rfc3339(g.updated_at))?;
        m.end()
    }
}

/// A move as the API shows it ([`crate::openapi::MoveView`]), after a comma if `out` holds
/// moves already: the [`ortoo_play::moves::MoveWriter`] of the API.
pub fn write_move_json(m: &ortoo_core::Move, out: &mut String) {
    if !out.is_empty() {
        out.push(',');
    }
    let view = crate::openapi::MoveView {
        ply: m.ply,
        side: m.side.name().to_string(),
        text: m.text.clone(),
        input: m.input.clone(),
        comment: m.comment.clone(),
        effect: m.effect.clone(),
        at: rfc3339(m.at),
    };
    out.push_str(&serde_json::to_string(&view).expect("a move serialises"));
}

pub async fn game_view(state: &AppState, game: &Game) -> Result<GameView, ApiError> {
    let rules = state.play.games.state(game).await?;
    let moves = state.play.games.moves(game).await?;
    let (legal_moves, board_text) = worked_out(game, &*rules);
    Ok(GameView { game: game.clone(), moves, legal_moves, board_text })
}

/// What a view works out from the rules at the game's position: the legal moves (while the
/// game is going on) and the board as text.
fn worked_out(game: &Game, rules: &dyn GameState) -> (Option<Vec<String>>, String) {
    let legal_moves = game.is_active().then(|| rules.legal_moves().into_iter().map(|m| m.canonical).collect());
    (legal_moves, rules.board_text(Side::White))
}

#[derive(Deserialize)]
pub(crate) struct GamesQuery {
    status: Option<String>,
    turn: Option<String>,
}

#[utoipa::path(
    get,
    path = "/games",
    tag = "games",
    security(("bearer" = [])),
    params(
        ("status" = Option<String>, Query, description = "active or finished"),
        ("turn" = Option<String>, Query, description = "mine: only games where it is your turn")
    ),
    responses(
        (status = 200, description = "Your games, those where it is your turn first", body = crate::openapi::GameList),
        (status = 400, description = "Bad query", body = crate::openapi::Problem, content_type = "application/problem+json"),
        (status = 401, description = "No or bad credentials", body = crate::openapi::Problem, content_type = "application/problem+json")
    )
)]
pub(crate) async fn list_games(
    State(state): State<AppState>,
    caller: Caller,
    query: Result<Query<GamesQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Response, ApiError> {
    let Query(q) = query?;
    let user = caller.require(Scope::Read)?;
    let status: Option<GameStatus> = q
        .status
        .as_deref()
        .map(str::parse)
        .transpose()
        .map_err(|_| ApiError::bad_request("status is active or finished."))?;
    if q.turn.as_deref().is_some_and(|t| t != "mine") {
        return Err(ApiError::bad_request("turn takes the value mine."));
    }
    let mut games = state.play.games.games_of(user, status).await?;
    let my_turn = |g: &Game| g.awaits(&user.id);
    if q.turn.is_some() {
        games.retain(my_turn);
    }
    // Games where it is my turn first, then the rest, each newest activity first.
    games.sort_by_key(|g| (!my_turn(g), std::cmp::Reverse(g.updated_at)));
    let games = games
        .iter()
        .map(|g| GameSummary {
            id: g.id.to_string(),
            variant: g.variant.clone(),
            players: PlayerNames { white: g.white_name.clone(), black: g.black_name.clone() },
            rated: g.rated,
            status: g.status(),
            result: g.result().map(str::to_string),
            reason: g.reason().map(str::to_string),
            ply: g.ply,
            to_move: g.to_move.name().to_string(),
            my_turn: my_turn(g),
            deadline: g.deadline.map(rfc3339),
            updated_at: rfc3339(g.updated_at),
        })
        .collect();
    Ok(axum::Json(GameList { games }).into_response())
}

#[utoipa::path(
    get,
    path = "/games/{id}",
    tag = "games",
    params(
        ("id" = String, Path, description = "Game id")
    ),
    responses(
        (status = 200, description = "The game (public)", body = crate::openapi::GameDoc),
        (status = 404, description = "No such game", body = crate::openapi::Problem, content_type = "application/problem+json")
    )
)]
pub(crate) async fn get_game(State(state): State<AppState>, Path(id): Path<String>) -> Result<Response, ApiError> {
    let game = state.play.games.game(&id).await?;
    let (status, body) = answer(StatusCode::OK, &game_view(&state, &game).await?);
    Ok(json_response(status, body))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub(crate) struct MoveRequest {
    #[serde(rename = "move")]
    text: String,
    ply: Option<i64>,
    comment: Option<String>,
}

#[utoipa::path(
    post,
    path = "/games/{id}/moves",
    tag = "games",
    security(("bearer" = [])),
    request_body = MoveRequest,
    params(
        ("id" = String, Path, description = "Game id"),
        ("Idempotency-Key" = Option<String>, Header, description = "Retry safely: the same key and body give the same answer")
    ),
    responses(
        (status = 201, description = "Played", body = crate::openapi::Played),
        (status = 400, description = "Malformed request", body = crate::openapi::Problem, content_type = "application/problem+json"),
        (status = 401, description = "No or bad credentials", body = crate::openapi::Problem, content_type = "application/problem+json"),
        (status = 403, description = "not_your_turn, not_your_game, missing_scope", body = crate::openapi::Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game", body = crate::openapi::Problem, content_type = "application/problem+json"),
        (status = 409, description = "stale_ply or game_over", body = crate::openapi::Problem, content_type = "application/problem+json"),
        (status = 422, description = "The rules refuse the move: syntax, off_board, no_piece, wrong_label, not_your_piece, illegal, ambiguous, incomplete, claim_refused", body = crate::openapi::Problem, content_type = "application/problem+json"),
        (status = 429, description = "Rate limited", body = crate::openapi::Problem, content_type = "application/problem+json")
    )
)]
pub(crate) async fn post_move(
    State(state): State<AppState>,
    write: WriteRequest,
    Path(id): Path<String>,
    body: Bytes,
) -> Response {
    let per_minute = state.config.limits.moves_per_minute;
    if let Err(e) = limit(&state, format!("moves:{}", write.user.id), per_minute, Duration::from_secs(60)) {
        return e.into_response();
    }
    write
        .run(&state, &body, StatusCode::CREATED, async |answering| {
            let r: MoveRequest = json_body(&body)?;
            state.play.games.submit_move(&write.user, &id, &r.text, r.ply, r.comment, Some(answering)).await?;
            Ok(None)
        })
        .await
}

#[utoipa::path(
    post,
    path = "/games/{id}/resign",
    tag = "games",
    security(("bearer" = [])),
    params(
        ("id" = String, Path, description = "Game id")
    ),
    responses(
        (status = 200, description = "The game, finished", body = crate::openapi::GameEnvelope),
        (status = 403, description = "Not your game", body = crate::openapi::Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game", body = crate::openapi::Problem, content_type = "application/problem+json"),
        (status = 409, description = "Game over", body = crate::openapi::Problem, content_type = "application/problem+json")
    )
)]
pub(crate) async fn resign(State(state): State<AppState>, write: WriteRequest, Path(id): Path<String>) -> Response {
    write
        .run(&state, &[], StatusCode::OK, async |answering| {
            state.play.games.resign(&write.user, &id, Some(answering)).await?;
            Ok(None)
        })
        .await
}

#[derive(Deserialize, utoipa::ToSchema)]
pub(crate) struct DrawRequest {
    action: String,
}

#[utoipa::path(
    post,
    path = "/games/{id}/draw",
    tag = "games",
    security(("bearer" = [])),
    request_body = DrawRequest,
    params(
        ("id" = String, Path, description = "Game id")
    ),
    responses(
        (status = 200, description = "The game after the action", body = crate::openapi::GameEnvelope),
        (status = 400, description = "Unknown action", body = crate::openapi::Problem, content_type = "application/problem+json"),
        (status = 403, description = "Not your game", body = crate::openapi::Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game", body = crate::openapi::Problem, content_type = "application/problem+json"),
        (status = 409, description = "no_draw_offer, draw_offered, game_over", body = crate::openapi::Problem, content_type = "application/problem+json"),
        (status = 422, description = "claim_refused", body = crate::openapi::Problem, content_type = "application/problem+json")
    )
)]
pub(crate) async fn draw(
    State(state): State<AppState>,
    write: WriteRequest,
    Path(id): Path<String>,
    body: Bytes,
) -> Response {
    write
        .run(&state, &body, StatusCode::OK, async |answering| {
            let r: DrawRequest = json_body(&body)?;
            state.play.games.draw(&write.user, &id, r.action.parse()?, None, Some(answering)).await?;
            Ok(None)
        })
        .await
}

#[derive(Deserialize, utoipa::ToSchema)]
pub(crate) struct TakebackRequest {
    /// `offer` (ask to take back your last move), `accept`, `decline` or `withdraw`.
    action: String,
}

#[utoipa::path(
    post,
    path = "/games/{id}/takeback",
    tag = "games",
    security(("bearer" = [])),
    request_body = TakebackRequest,
    params(
        ("id" = String, Path, description = "Game id")
    ),
    responses(
        (status = 200, description = "The game after the action: against the engine, an offer on your turn is granted at once", body = crate::openapi::GameEnvelope),
        (status = 400, description = "Unknown action", body = crate::openapi::Problem, content_type = "application/problem+json"),
        (status = 403, description = "Not your game", body = crate::openapi::Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game", body = crate::openapi::Problem, content_type = "application/problem+json"),
        (status = 409, description = "takeback_refused (a rated or tournament game), takeback_offered, takeback_asked, no_takeback_offer, nothing_to_take_back, engine_thinking, game_over", body = crate::openapi::Problem, content_type = "application/problem+json")
    )
)]
pub(crate) async fn takeback(
    State(state): State<AppState>,
    write: WriteRequest,
    Path(id): Path<String>,
    body: Bytes,
) -> Response {
    write
        .run(&state, &body, StatusCode::OK, async |answering| {
            let r: TakebackRequest = json_body(&body)?;
            let action = r.action.parse()?;
            state.play.games.takeback(&write.user, &id, action, Some(answering)).await?;
            Ok(None)
        })
        .await
}

#[utoipa::path(
    post,
    path = "/games/{id}/hint",
    tag = "games",
    security(("bearer" = [])),
    params(
        ("id" = String, Path, description = "Game id")
    ),
    responses(
        (status = 200, description = "The engine's suggestion (at most two seconds of thought)", body = Hint),
        (status = 403, description = "Not your game, not your turn, or a game between people (not_your_game, not_your_turn, forbidden)", body = crate::openapi::Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game", body = crate::openapi::Problem, content_type = "application/problem+json"),
        (status = 409, description = "Game over", body = crate::openapi::Problem, content_type = "application/problem+json"),
        (status = 503, description = "The engine is busy with other hints (busy); Retry-After says when to ask again", body = crate::openapi::Problem, content_type = "application/problem+json")
    )
)]
pub(crate) async fn hint(State(state): State<AppState>, write: WriteRequest, Path(id): Path<String>) -> Response {
    write
        .run(&state, &[], StatusCode::OK, async |_| {
            let hint = Hint::from(state.play.engine.hint(&write.user, &id).await?);
            Ok(Some(answer(StatusCode::OK, &hint)))
        })
        .await
}

/// Whether the caller watches a game (is sent each of its moves).
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub(crate) struct Watching {
    pub game: String,
    pub watching: bool,
}

#[utoipa::path(
    put,
    path = "/games/{id}/watch",
    tag = "games",
    security(("bearer" = [])),
    params(
        ("id" = String, Path, description = "Game id")
    ),
    responses(
        (status = 200, description = "You watch the game: each of its moves is sent to you (by mail, as your settings say, and in your notices)", body = Watching),
        (status = 404, description = "No such game", body = crate::openapi::Problem, content_type = "application/problem+json"),
        (status = 409, description = "own_game: you play in it, so its moves come to you already", body = crate::openapi::Problem, content_type = "application/problem+json")
    )
)]
pub(crate) async fn watch(State(state): State<AppState>, write: WriteRequest, Path(id): Path<String>) -> Response {
    write
        .run(&state, &[], StatusCode::OK, async |_| {
            state.play.games.watch(&write.user, &id).await?;
            Ok(Some(answer(StatusCode::OK, &Watching { game: id.clone(), watching: true })))
        })
        .await
}

#[utoipa::path(
    delete,
    path = "/games/{id}/watch",
    tag = "games",
    security(("bearer" = [])),
    params(
        ("id" = String, Path, description = "Game id")
    ),
    responses(
        (status = 200, description = "You no longer watch the game (also when you were not watching it)", body = Watching),
        (status = 404, description = "No such game", body = crate::openapi::Problem, content_type = "application/problem+json")
    )
)]
pub(crate) async fn unwatch(State(state): State<AppState>, write: WriteRequest, Path(id): Path<String>) -> Response {
    write
        .run(&state, &[], StatusCode::OK, async |_| {
            state.play.games.unwatch(&write.user, &id).await?;
            Ok(Some(answer(StatusCode::OK, &Watching { game: id.clone(), watching: false })))
        })
        .await
}

/// A suggested move.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub(crate) struct Hint {
    /// The move in canonical text, as the move form takes it.
    #[serde(rename = "move")]
    pub text: String,
    /// The same move in coordinate form.
    pub coordinate: String,
    /// The engine's estimate from the mover's side, in centipawns.
    pub score: i32,
    /// Moves to a forced win (positive) or loss (negative), when the search sees one.
    pub mate: Option<i32>,
    /// The line the engine expects, starting with the move.
    pub line: Vec<String>,
    pub depth: u32,
}

impl From<ortoo_play::opponent::Hint> for Hint {
    fn from(h: ortoo_play::opponent::Hint) -> Hint {
        Hint { text: h.text, coordinate: h.coordinate, score: h.score, mate: h.mate, line: h.line, depth: h.depth }
    }
}

#[derive(Deserialize)]
pub(crate) struct ExportQuery {
    format: Option<String>,
}

#[utoipa::path(
    get,
    path = "/games/{id}/export",
    tag = "games",
    params(
        ("id" = String, Path, description = "Game id"),
        ("format" = Option<String>, Query, description = "text (default) or pgn")
    ),
    responses(
        (status = 200, description = "The game log: plain text, or PGN with format=pgn", content((String = "text/plain"), (String = "application/x-chess-pgn"))),
        (status = 400, description = "Unknown format", body = crate::openapi::Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game", body = crate::openapi::Problem, content_type = "application/problem+json"),
        (status = 422, description = "Format not available for this game", body = crate::openapi::Problem, content_type = "application/problem+json")
    )
)]
pub(crate) async fn export(
    State(state): State<AppState>,
    Path(id): Path<String>,
    query: Result<Query<ExportQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Response, ApiError> {
    let Query(q) = query?;
    let game = state.play.games.game(&id).await?;
    match q.format.as_deref().unwrap_or("text") {
        "text" => {
            let text = crate::export::text_log(&state, &game).await?;
            let saved = crate::export::download_as(&game, "txt");
            Ok(([(header::CONTENT_TYPE, "text/plain; charset=utf-8"), (header::CONTENT_DISPOSITION, &saved)], text)
                .into_response())
        }
        "pgn" => match crate::export::pgn(&state, &game).await? {
            Some(pgn) => {
                let saved = crate::export::download_as(&game, "pgn");
                Ok((
                    [
                        (header::CONTENT_TYPE, "application/x-chess-pgn; charset=utf-8"),
                        (header::CONTENT_DISPOSITION, &saved),
                    ],
                    pgn,
                )
                    .into_response())
            }
            None => Err(ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "unsupported_format",
                "PGN describes chess-like games only; format=text gives this game's full log.",
            )),
        },
        other => Err(ApiError::bad_request(format!("format is text or pgn, not \"{other}\"."))),
    }
}
