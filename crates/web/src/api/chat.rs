//! A game's conversation between its players, and each player's private note on it.

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
use ortoo_core::when::rfc3339;
use ortoo_core::{GameId, MessageId, Scope};
use serde::{Deserialize, Serialize};

pub(super) fn router() -> Router<AppState> {
    Router::new()
        .route("/games/{id}/chat", get(get_chat).post(post_chat))
        .route("/games/{id}/note", get(get_note).put(put_note))
}

/// A message of a game's conversation.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub(crate) struct MessageView {
    #[schema(value_type = String)]
    pub id: MessageId,
    pub from: String,
    pub text: String,
    pub at: String,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub(crate) struct ChatDoc {
    #[schema(value_type = String)]
    pub game: GameId,
    /// Oldest first (the last 500).
    pub messages: Vec<MessageView>,
}

#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct Say {
    pub text: String,
}

/// A player's private note on a game.
#[derive(Debug, Clone, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct Note {
    /// Empty when there is none; `PUT` with empty text removes it.
    pub text: String,
}

fn message_view(m: &ortoo_core::ChatMessage) -> MessageView {
    MessageView { id: m.id.clone(), from: m.user_name.clone(), text: m.text.clone(), at: rfc3339(m.at) }
}

#[utoipa::path(
    get,
    path = "/games/{id}/chat",
    tag = "games",
    security(("bearer" = [])),
    params(
        ("id" = String, Path, description = "Game id")
    ),
    responses(
        (status = 200, description = "The game's conversation (its players only)", body = ChatDoc),
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
pub(crate) async fn get_chat(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<GameId>,
) -> Result<Response, ApiError> {
    let user = caller.require(Scope::Read)?;
    let game = state.play.games.game(&id).await?;
    let messages = state.play.conversations.chat(user, &game).await?.iter().map(message_view).collect();
    Ok(axum::Json(ChatDoc { game: id, messages }).into_response())
}

#[utoipa::path(
    post,
    path = "/games/{id}/chat",
    tag = "games",
    security(("bearer" = [])),
    request_body = Say,
    params(
        ("id" = String, Path, description = "Game id"),
        ("Idempotency-Key" = Option<String>, Header, description = "Retry safely: the same key and body give the same answer")
    ),
    responses(
        (status = 201, description = "Posted; the other player is told", body = MessageView),
        (
            status = 400,
            description = "Malformed request, an empty message, one over 2000 characters",
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
            status = 422,
            description = "idempotency_key_reused: the Idempotency-Key was used for another request",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 429,
            description = "More messages than [limits] messages_per_minute (rate_limited); Retry-After",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn post_chat(
    State(state): State<AppState>,
    write: WriteRequest,
    Path(id): Path<GameId>,
    body: Bytes,
) -> Response {
    write
        .run(&state, &body, StatusCode::CREATED, async |_| {
            let say: Say = json_body(&body)?;
            let message = state.play.conversations.say(&write.user, &id, &say.text).await?;
            Ok(Some(answer(StatusCode::CREATED, &message_view(&message))))
        })
        .await
}

#[utoipa::path(
    get,
    path = "/games/{id}/note",
    tag = "games",
    security(("bearer" = [])),
    params(
        ("id" = String, Path, description = "Game id")
    ),
    responses(
        (status = 200, description = "Your private note on the game", body = Note),
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
pub(crate) async fn get_note(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<GameId>,
) -> Result<Response, ApiError> {
    let user = caller.require(Scope::Read)?;
    let game = state.play.games.game(&id).await?;
    let text = state.play.conversations.note(user, &game).await?;
    Ok(axum::Json(Note { text }).into_response())
}

#[utoipa::path(
    put,
    path = "/games/{id}/note",
    tag = "games",
    security(("bearer" = [])),
    request_body = Note,
    params(
        ("id" = String, Path, description = "Game id")
    ),
    responses(
        (status = 200, description = "Kept (empty text: removed)", body = Note),
        (
            status = 400,
            description = "Malformed request, a note over 10000 characters",
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
        )
    )
)]
pub(crate) async fn put_note(
    State(state): State<AppState>,
    write: WriteRequest,
    Path(id): Path<GameId>,
    body: Bytes,
) -> Response {
    write
        .run(&state, &body, StatusCode::OK, async |_| {
            let note: Note = json_body(&body)?;
            let text = state.play.conversations.set_note(&write.user, &id, &note.text).await?;
            Ok(Some(answer(StatusCode::OK, &Note { text })))
        })
        .await
}
