//! The REST API v1 (`docs/api.md`): JSON in and out, errors as problem+json.

use ortoo_core::{GameStatus, Scope, Scopes};
use std::time::Duration;

use axum::Router;
use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{delete, get, post};
use ortoo_rules::{GameState, OptionKind, Side, registry};
use serde::de::DeserializeOwned;
use serde::ser::{SerializeMap, Serializer};
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use serde_json::{Value, json};
use sha2::{Digest, Sha256};
use std::sync::Arc;

use super::AppState;
use super::auth::{Caller, ClientIp};
use super::error::ApiError;
use super::openapi::{Board, OptionDefault, Variant, VariantList, VariantOption};
use ortoo_core::{Challenge, Game, User};
use ortoo_play::accounts;
use ortoo_play::play::{Created, Moves};

pub(crate) mod challenges;
pub(crate) mod games;
pub(crate) mod tokens;
pub(crate) mod variants;

pub use games::{GameView, game_view, game_view_with, write_move_json};
pub use tokens::{authenticate, create_account};
pub use variants::variant_list;

/// The whole API, one module per area, each with its routes; the player's own settings,
/// notices and event streams come from `me` and `live`.
pub fn router() -> Router<AppState> {
    Router::new()
        .merge(tokens::router())
        .merge(variants::router())
        .merge(challenges::router())
        .merge(games::router())
        .route("/games/{id}/events", get(super::live::game_events))
        .route("/me/events", get(super::live::my_events))
        .route("/me/settings", get(super::me::get_settings).put(super::me::put_settings))
        .route("/me/vacation", post(super::me::start_vacation).delete(super::me::end_vacation))
        .route("/me/notifications", get(super::me::notifications))
        .route("/me/notifications/read", post(super::me::mark_read))
        .route("/openapi.json", get(openapi_json))
        .fallback(|| async { ApiError::not_found("There is no such API endpoint.") })
}

async fn openapi_json() -> Response {
    json_response(StatusCode::OK, super::openapi::document())
}

/// Parses a JSON body, refusing malformed ones with 400 and the parser's reason. Every body the
/// API takes is a JSON object: an array is refused too, though serde would read one into a
/// struct field by field.
pub(crate) fn json_body<T: DeserializeOwned>(body: &Bytes) -> Result<T, ApiError> {
    if body.is_empty() {
        return Err(ApiError::bad_request("The request needs a JSON body."));
    }
    if body.iter().find(|b| !b.is_ascii_whitespace()) != Some(&b'{') {
        return Err(ApiError::bad_request("The body must be a JSON object: {\"name\": value, ...}."));
    }
    serde_json::from_slice(body).map_err(|e| ApiError::bad_request(format!("The JSON body is not valid: {e}.")))
}

pub use ortoo_core::when::rfc3339;

fn limit(state: &AppState, key: String, per_period: u32, period: Duration) -> Result<(), ApiError> {
    state.limiter.check(&key, per_period, period).map_err(ApiError::too_many)
}

/// A write through the API: the caller, who must hold the `play` scope, and what identifies the
/// request for idempotent retries.
pub struct WriteRequest {
    pub(crate) user: User,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
}

impl axum::extract::FromRequestParts<AppState> for WriteRequest {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut axum::http::request::Parts, state: &AppState) -> Result<Self, ApiError> {
        let caller = Caller::from_request_parts(parts, state).await?;
        let user = caller.require(Scope::Play)?.clone();
        Ok(WriteRequest { user, method: parts.method.clone(), uri: parts.uri.clone(), headers: parts.headers.clone() })
    }
}

impl WriteRequest {
    /// Runs `action` once for this request (see [`idempotent`]).
    pub(crate) async fn run<F>(&self, state: &AppState, body: &[u8], action: F) -> Response
    where
        F: Future<Output = Result<Answer, ApiError>>,
    {
        let request = format!("{} {}\n{}", self.method, self.uri.path(), String::from_utf8_lossy(body));
        idempotent(state, &self.user, &self.headers, request, action).await
    }
}

/// Answers a retried write the way it was answered the first time, when the client sends an
/// `Idempotency-Key`: the same key and body give the same answer, and the action happens once.
async fn idempotent<F>(state: &AppState, user: &User, headers: &HeaderMap, request: String, action: F) -> Response
where
    F: Future<Output = Result<Answer, ApiError>>,
{
    let Some(key) = headers.get("idempotency-key") else {
        return respond(action.await);
    };
    let Some(key) = key.to_str().ok().filter(|k| !k.is_empty() && k.len() <= 200) else {
        return ApiError::bad_request("An Idempotency-Key is 1 to 200 visible ASCII characters.").into_response();
    };
    let fingerprint = hex::encode(Sha256::digest(request.as_bytes()));
    // One request per key at a time in this process; the stored answer covers the rest.
    let _turn = state.idempotency.lock(format!("{}:{key}", user.id)).await;
    match state.play.replay_record(user, key).await {
        Ok(Some(stored)) if stored.request_hash == fingerprint => {
            let status = StatusCode::from_u16(stored.status as u16).unwrap_or(StatusCode::OK);
            let body: Value = serde_json::from_str(&stored.response).unwrap_or(Value::Null);
            let mut response = (status, axum::Json(body)).into_response();
            if status.is_client_error() {
                response
                    .headers_mut()
                    .insert(header::CONTENT_TYPE, HeaderValue::from_static("application/problem+json"));
            }
            response.headers_mut().insert("idempotent-replayed", HeaderValue::from_static("true"));
            return response;
        }
        Ok(Some(_)) => {
            return ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "idempotency_key_reused",
                "This Idempotency-Key was used for a different request.",
            )
            .into_response();
        }
        Ok(None) => {}
        Err(e) => return ApiError::from(e).into_response(),
    }
    let result = action.await;
    let (status, body) = match &result {
        Ok((status, body)) => (*status, body.clone()),
        Err(e) => (e.status, serde_json::to_string(&e.body()).expect("a problem serialises")),
    };
    // Server faults are not kept: a retry should get another chance.
    if !status.is_server_error()
        && let Err(e) = state.play.keep_replay_record(user, key, &fingerprint, status.as_u16(), &body).await
    {
        return ApiError::from(e).into_response();
    }
    respond(result)
}

fn respond(result: Result<Answer, ApiError>) -> Response {
    match result {
        Ok((status, body)) => json_response(status, body),
        Err(e) => e.into_response(),
    }
}

fn json_response(status: StatusCode, body: String) -> Response {
    (status, [(header::CONTENT_TYPE, HeaderValue::from_static("application/json"))], body).into_response()
}

/// A body already serialised, with its status.
pub(crate) type Answer = (StatusCode, String);

pub(crate) fn answer<T: Serialize>(status: StatusCode, body: &T) -> Answer {
    (status, serde_json::to_string(body).expect("API values serialise"))
}
