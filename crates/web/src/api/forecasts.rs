//! A player's forecast (conditional moves) in a game: read, entered, removed. Only its owner
//! sees it.

use super::idempotency::WriteRequest;
use super::request::{answer, json_body};
use crate::AppState;
use crate::http::auth::Caller;
use crate::http::error::ApiError;
use axum::Router;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use ortoo_core::forecast::{self, Branch};
use ortoo_core::{GameId, Scope};
use ortoo_i18n::Said;
use serde::{Deserialize, Serialize};

pub(super) fn router() -> Router<AppState> {
    Router::new().route("/games/{id}/forecast", get(get_forecast).put(put_forecast).delete(delete_forecast))
}

/// A forecast as the API shows it.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub(crate) struct ForecastDoc {
    pub game: String,
    /// The ply at which it holds (your opponent to move); `null` when you have none.
    pub ply: Option<i64>,
    /// If they play `their`, you play `mine`, and `then` holds for their next move.
    pub branches: Vec<Branch>,
    /// The same tree as lines, the way mail takes them: `if P e7-e5 then N g1-f3 then if ...`.
    pub lines: Vec<String>,
}

/// The body of `PUT /games/{id}/forecast`: the tree as branches, or as lines.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct ForecastRequest {
    pub branches: Option<Vec<Branch>>,
    /// Lines as mail takes them, one a line of play: `if e7e5 then g1f3 then if b8c6 then f1b5`.
    pub lines: Option<String>,
}

fn doc(game: &str, ply: Option<i64>, branches: Vec<Branch>) -> ForecastDoc {
    ForecastDoc { game: game.to_string(), ply, lines: forecast::to_lines(&branches), branches }
}

#[utoipa::path(
    get,
    path = "/games/{id}/forecast",
    tag = "games",
    security(("bearer" = [])),
    params(
        ("id" = String, Path, description = "Game id")
    ),
    responses(
        (
            status = 200,
            description = "Your forecast in the game (empty when you have none, or it no longer holds)",
            body = ForecastDoc,
        ),
        (
            status = 403,
            description = "not_your_game",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 404,
            description = "No such game",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn get_forecast(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<GameId>,
) -> Result<Response, ApiError> {
    let user = caller.require(Scope::Read)?;
    let game = state.play.games.game(&id).await?;
    if game.side_of(&user.id).is_none() {
        return Err(ortoo_play::PlayError::NotYourGame.into());
    }
    let kept = state.play.games.forecast_of(user, &game).await?;
    let (ply, branches) = kept.map_or((None, Vec::new()), |f| (Some(f.ply), f.branches));
    Ok(axum::Json(doc(id.as_str(), ply, branches)).into_response())
}

#[utoipa::path(
    put,
    path = "/games/{id}/forecast",
    tag = "games",
    security(("bearer" = [])),
    request_body = ForecastRequest,
    params(
        ("id" = String, Path, description = "Game id")
    ),
    responses(
        (status = 200, description = "The forecast as kept, every move in canonical text", body = ForecastDoc),
        (
            status = 400,
            description = "Malformed request: both or neither of branches and lines",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 403,
            description = "not_your_game",
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
            description = "your_turn (play your move instead), game_over, stale_ply",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 422,
            description = "invalid_forecast: a line the rules refuse, two replies to one move, a tree too large",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn put_forecast(
    State(state): State<AppState>,
    write: WriteRequest,
    Path(id): Path<GameId>,
    body: Bytes,
) -> Response {
    write
        .run(&state, &body, StatusCode::OK, async |_| {
            let request: ForecastRequest = json_body(&body)?;
            let branches = match (request.branches, request.lines) {
                (Some(branches), None) => branches,
                (None, Some(lines)) => forecast::read_lines(&lines)
                    .map_err(|detail| ApiError::said(StatusCode::UNPROCESSABLE_ENTITY, "invalid_forecast", detail))?,
                _ => {
                    let said = Said::new("error-api-forecast-form");
                    return Err(ApiError::said(StatusCode::BAD_REQUEST, "bad_request", said));
                }
            };
            let kept = state.play.games.set_forecast(&write.user, &id, branches).await?;
            let ply = (!kept.branches.is_empty()).then_some(kept.ply);
            Ok(Some(answer(StatusCode::OK, &doc(id.as_str(), ply, kept.branches))))
        })
        .await
}

#[utoipa::path(
    delete,
    path = "/games/{id}/forecast",
    tag = "games",
    security(("bearer" = [])),
    params(
        ("id" = String, Path, description = "Game id")
    ),
    responses(
        (status = 200, description = "Your forecast is gone (also when you had none)", body = ForecastDoc),
        (
            status = 403,
            description = "not_your_game",
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
            description = "game_over",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn delete_forecast(
    State(state): State<AppState>,
    write: WriteRequest,
    Path(id): Path<GameId>,
) -> Response {
    write
        .run(&state, &[], StatusCode::OK, async |_| {
            state.play.games.set_forecast(&write.user, &id, Vec::new()).await?;
            Ok(Some(answer(StatusCode::OK, &doc(id.as_str(), None, Vec::new()))))
        })
        .await
}
