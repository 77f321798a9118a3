//! Games: listed, shown, moved in, resigned, drawn, hinted at, exported.

use super::idempotency::WriteRequest;
use super::request::{answer, json_body, json_response, limit};
use crate::AppState;
use crate::http::auth::Caller;
use crate::http::error::ApiError;
use axum::Router;
use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post, put};
use ortoo_core::when::rfc3339;
use ortoo_core::{Game, GameId, GameStatus, Scope};
use ortoo_i18n::Said;
use ortoo_play::typed::{Typed, Via};
use serde::{Deserialize, Serialize};
use std::time::Duration;

use super::views::game_json;
use crate::api::schema::{GameList, GameSummary, Players as PlayerNames};

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
        (status = 200, description = "Your games, those where it is your turn first", body = crate::api::schema::GameList),
        (
            status = 400,
            description = "Bad query",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 401,
            description = "No or bad credentials",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
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
        .map_err(|_| bad_request(Said::new("error-api-games-status")))?;
    if q.turn.as_deref().is_some_and(|t| t != "mine") {
        return Err(bad_request(Said::new("error-api-games-turn")));
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
            id: g.id.clone(),
            variant: g.variant.clone(),
            players: PlayerNames { white: g.players.white.name.clone(), black: g.players.black.name.clone() },
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
        (status = 200, description = "The game (public)", body = crate::api::schema::GameDoc),
        (
            status = 404,
            description = "No such game",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn get_game(State(state): State<AppState>, Path(id): Path<GameId>) -> Result<Response, ApiError> {
    let game = state.play.games.game(&id).await?;
    Ok(json_response(StatusCode::OK, game_json(&state, &game).await?))
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
        (status = 201, description = "Played", body = crate::api::schema::Played),
        (
            status = 400,
            description = "Malformed request",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 401,
            description = "No or bad credentials",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 403,
            description = "not_your_turn, not_your_game, missing_scope",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 404,
            description = "No such game",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 409,
            description = "stale_ply or game_over",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 422,
            description = "The rules refuse the move: syntax, off_board, no_piece, wrong_label, not_your_piece, illegal, ambiguous, incomplete, claim_refused",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 429,
            description = "Rate limited",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn post_move(
    State(state): State<AppState>,
    write: WriteRequest,
    Path(id): Path<GameId>,
    body: Bytes,
) -> Response {
    let per_minute = state.config.limits.moves_per_minute;
    if let Err(e) = limit(&state, format!("moves:{}", write.user.id), per_minute, Duration::from_secs(60)) {
        return e.into_response();
    }
    write
        .run(&state, &body, StatusCode::CREATED, async |answering| {
            let r: MoveRequest = json_body(&body)?;
            state
                .play
                .games
                .submit_move(&write.user, &id, Typed::new(Via::Api, &r.text, r.ply, r.comment), Some(answering))
                .await?;
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
        (status = 200, description = "The game, finished", body = crate::api::schema::GameEnvelope),
        (
            status = 403,
            description = "Not your game",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 404,
            description = "No such game",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 409,
            description = "Game over",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn resign(State(state): State<AppState>, write: WriteRequest, Path(id): Path<GameId>) -> Response {
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
        (status = 200, description = "The game after the action", body = crate::api::schema::GameEnvelope),
        (
            status = 400,
            description = "Unknown action",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 403,
            description = "Not your game",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 404,
            description = "No such game",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 409,
            description = "no_draw_offer, draw_offered, game_over",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 422,
            description = "claim_refused",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn draw(
    State(state): State<AppState>,
    write: WriteRequest,
    Path(id): Path<GameId>,
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
        (
            status = 200,
            description = "The game after the action: against the engine, an offer on your turn is granted at once",
            body = crate::api::schema::GameEnvelope,
        ),
        (
            status = 400,
            description = "Unknown action",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 403,
            description = "Not your game",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 404,
            description = "No such game",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 409,
            description = "takeback_refused (a rated or tournament game), takeback_offered, takeback_asked, no_takeback_offer, nothing_to_take_back, engine_thinking, game_over",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn takeback(
    State(state): State<AppState>,
    write: WriteRequest,
    Path(id): Path<GameId>,
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
        (
            status = 403,
            description = "Not your game, not your turn, or a game between people (not_your_game, not_your_turn, forbidden)",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 404,
            description = "No such game",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 409,
            description = "Game over",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 503,
            description = "The engine is busy with other hints (busy); Retry-After says when to ask again",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn hint(State(state): State<AppState>, write: WriteRequest, Path(id): Path<GameId>) -> Response {
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
    #[schema(value_type = String)]
    pub game: GameId,
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
        (
            status = 200,
            description = "You watch the game: each of its moves is sent to you (by mail, as your settings say, and in your notices)",
            body = Watching,
        ),
        (
            status = 404,
            description = "No such game",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 409,
            description = "own_game: you play in it, so its moves come to you already",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn watch(State(state): State<AppState>, write: WriteRequest, Path(id): Path<GameId>) -> Response {
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
        (
            status = 200,
            description = "You no longer watch the game (also when you were not watching it)",
            body = Watching,
        ),
        (
            status = 404,
            description = "No such game",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn unwatch(State(state): State<AppState>, write: WriteRequest, Path(id): Path<GameId>) -> Response {
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
        ("format" = Option<String>, Query, description = "text (default), pgn, or usi (the shogi family)")
    ),
    responses(
        (
            status = 200,
            description = "The game log: plain text, PGN with format=pgn, or a USI `position` command with format=usi",
            content((String = "text/plain"), (String = "application/x-chess-pgn")),
        ),
        (
            status = 400,
            description = "Unknown format",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 404,
            description = "No such game",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 422,
            description = "Format not available for this game",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn export(
    State(state): State<AppState>,
    Path(id): Path<GameId>,
    query: Result<Query<ExportQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Response, ApiError> {
    let Query(q) = query?;
    let game = state.play.games.game(&id).await?;
    match q.format.as_deref().unwrap_or("text") {
        "text" => {
            let text = crate::api::export::text_log(&state, &game).await?;
            let saved = crate::api::export::download_as(&game, "txt");
            Ok(([(header::CONTENT_TYPE, "text/plain; charset=utf-8"), (header::CONTENT_DISPOSITION, &saved)], text)
                .into_response())
        }
        "pgn" => match crate::api::export::pgn(&state, &game).await? {
            Some(pgn) => {
                let saved = crate::api::export::download_as(&game, "pgn");
                Ok((
                    [
                        (header::CONTENT_TYPE, "application/x-chess-pgn; charset=utf-8"),
                        (header::CONTENT_DISPOSITION, &saved),
                    ],
                    pgn,
                )
                    .into_response())
            }
            None => Err(unsupported(Said::new("error-api-export-pgn"))),
        },
        "usi" => match crate::api::export::usi(&state, &game).await? {
            Some(usi) => {
                let saved = crate::api::export::download_as(&game, "usi");
                Ok(([(header::CONTENT_TYPE, "text/plain; charset=utf-8"), (header::CONTENT_DISPOSITION, &saved)], usi)
                    .into_response())
            }
            None => Err(unsupported(Said::new("error-api-export-usi"))),
        },
        other => Err(bad_request(Said::new("error-api-export-format").arg("format", other))),
    }
}

fn bad_request(said: Said) -> ApiError {
    ApiError::said(StatusCode::BAD_REQUEST, "bad_request", said)
}

/// 422 `unsupported_format`: the format does not describe this game.
fn unsupported(said: Said) -> ApiError {
    ApiError::said(StatusCode::UNPROCESSABLE_ENTITY, "unsupported_format", said)
}
