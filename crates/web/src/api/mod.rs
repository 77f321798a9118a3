//! The REST API v1 (`docs/api.md`): JSON in and out, errors as problem+json.

use ortoo_core::Scope;
use std::time::Duration;

use axum::Router;
use axum::body::Bytes;
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde::ser::{SerializeMap, Serializer};
use sha2::{Digest, Sha256};

use super::AppState;
use super::auth::Caller;
use super::error::{ApiError, KEY_USED};
use ortoo_core::store::{KeptAnswer, StoredResponse};
use ortoo_core::{StoreError, User};
use ortoo_play::keep::{Done, Keep};

pub(crate) mod account;
pub(crate) mod analysis;
pub(crate) mod challenges;
pub(crate) mod chat;
pub(crate) mod forecasts;
pub(crate) mod games;
pub(crate) mod players;
pub(crate) mod tokens;
pub(crate) mod tournaments;
pub(crate) mod variants;

pub use games::{GameView, game_view, write_move_json};
pub use tokens::{authenticate, create_account};
pub use variants::variant_list;

/// The whole API, one module per area, each with its routes; the player's own settings,
/// notices and event streams come from `me` and `live`.
pub fn router() -> Router<AppState> {
    Router::new()
        .merge(tokens::router())
        .merge(account::router())
        .merge(variants::router())
        .merge(challenges::router())
        .merge(games::router())
        .merge(players::router())
        .merge(forecasts::router())
        .merge(chat::router())
        .merge(tournaments::router())
        .merge(analysis::router())
        .route("/games/{id}/events", get(super::live::game_events))
        .route("/me/events", get(super::live::my_events))
        .route("/tournaments/{id}/events", get(super::live::tournament_events))
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
    serde_json::from_slice(body)
        .or_else(|e| {
            // JSON has one kind of number: `3.0` is the integer 3 to a client (and to the OpenAPI
            // document's "integer"), though not to serde. Tried only after a refusal, so a body
            // that reads at once is read once.
            let mut value: serde_json::Value = serde_json::from_slice(body).map_err(|_| e)?;
            whole_numbers_as_integers(&mut value);
            serde_json::from_value(value)
        })
        .map_err(|e| ApiError::bad_request(format!("The JSON body is not valid: {e}.")))
}

/// Writes every number of `value` with no fraction (within i64) as an integer.
fn whole_numbers_as_integers(value: &mut serde_json::Value) {
    match value {
        serde_json::Value::Number(n) if !n.is_i64() && !n.is_u64() => {
            if let Some(f) = n.as_f64().filter(|f| f.fract() == 0.0 && f.abs() < 9.0e15) {
                *value = serde_json::Value::from(f as i64);
            }
        }
        serde_json::Value::Array(list) => list.iter_mut().for_each(whole_numbers_as_integers),
        serde_json::Value::Object(map) => map.values_mut().for_each(whole_numbers_as_integers),
        _ => {}
    }
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
    /// Runs `action` once for this request (see [`idempotent`]). The action hands the
    /// [`Answering`] to the play call, which draws the answer (with `status`) from what it did;
    /// an action with no write to go with (a hint) returns its own answer instead.
    pub(crate) async fn run<F>(&self, state: &AppState, body: &[u8], status: StatusCode, action: F) -> Response
    where
        F: AsyncFnOnce(&Answering) -> Result<Option<Answer>, ApiError>,
    {
        let key = match self.headers.get("idempotency-key").map(|k| k.to_str()) {
            None => None,
            Some(Ok(key)) if !key.is_empty() && key.len() <= 200 => Some(key.to_string()),
            Some(_) => {
                return ApiError::bad_request("An Idempotency-Key is 1 to 200 visible ASCII characters.")
                    .into_response();
            }
        };
        let request = format!("{} {}\n{}", self.method, self.uri.path(), String::from_utf8_lossy(body));
        let key = key.map(|key| Key {
            user_id: self.user.id.to_string(),
            key,
            request_hash: hex::encode(Sha256::digest(request.as_bytes())),
        });
        idempotent(state, key, status, action).await
    }
}

/// A request's `Idempotency-Key`, with whose it is and the fingerprint of the request.
#[derive(Clone)]
struct Key {
    user_id: String,
    key: String,
    request_hash: String,
}

impl Key {
    fn with(&self, (status, response): &Answer) -> KeptAnswer {
        KeptAnswer {
            user_id: self.user_id.clone(),
            key: self.key.clone(),
            request_hash: self.request_hash.clone(),
            status: status.as_u16(),
            response: response.clone(),
        }
    }
}

/// How the API answers a game action: drawn up by the action from what it is about to have done,
/// before it commits, and handed to the store to keep with it under the request's key.
pub(crate) struct Answering {
    status: StatusCode,
    key: Option<Key>,
    answer: std::sync::Mutex<Option<Answer>>,
}

impl Keep for Answering {
    fn keep(&self, done: Done<'_>) -> Option<KeptAnswer> {
        let mut body = AnswerBody::of(done);
        let answer = answer(self.status, &body);
        // The answer is kept without the game's moves, which the store keeps anyway and never
        // changes: a long game's answers would otherwise keep its whole move list again with
        // every move (17.7 KB a move, measured, against 1.1 KB for the move itself).
        let kept = self.key.as_ref().map(|key| {
            if let Some(game) = &mut body.game {
                game.leave_moves_out();
            }
            key.with(&(self.status, serde_json::to_string(&body).expect("an answer serialises")))
        });
        *self.answer.lock().expect("the answer's lock") = Some(answer);
        kept
    }
}

/// The JSON of what an action did: a move as `{ply, text, game}`, a game as `{game}`, a
/// challenge as `{challenge}`. The game's view is worked out once, for the answer and for
/// keeping it.
struct AnswerBody<'a> {
    done: Done<'a>,
    game: Option<games::Shown<'a>>,
}

impl AnswerBody<'_> {
    fn of(done: Done<'_>) -> AnswerBody<'_> {
        let game = match done {
            Done::Played { view, .. } | Done::Game(view) => Some(games::Shown::of(view)),
            Done::Challenge(_) => None,
        };
        AnswerBody { done, game }
    }
}

impl Serialize for AnswerBody<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(None)?;
        if let Done::Played { ply, text, .. } = self.done {
            m.serialize_entry("ply", &ply)?;
            m.serialize_entry("text", text)?;
        }
        if let Done::Challenge(c) = self.done {
            m.serialize_entry("challenge", &challenges::challenge_view(c))?;
        }
        if let Some(game) = &self.game {
            m.serialize_entry("game", game)?;
        }
        m.end()
    }
}

/// Answers a retried write the way it was answered the first time, when the client sends an
/// `Idempotency-Key`: the same key and body give the same answer, and the action happens once.
///
/// The answer is kept in the action's own transaction (see [`Answering`]), so no crash can
/// leave an action done without its answer, and a second request with the key, in this
/// process or another, finds the key taken in the database and gets the first one's answer.
/// An answer that goes with no write (a refusal) is kept on its own; the first kept stays.
async fn idempotent<F>(state: &AppState, key: Option<Key>, status: StatusCode, action: F) -> Response
where
    F: AsyncFnOnce(&Answering) -> Result<Option<Answer>, ApiError>,
{
    if let Some(key) = &key
        && let Some(kept) = kept_answer(state, key).await
    {
        return kept;
    }
    let answering = Answering { status, key: key.clone(), answer: std::sync::Mutex::new(None) };
    let (result, kept_with_action) = match action(&answering).await {
        Ok(None) => {
            let drawn = answering.answer.into_inner().expect("the answer's lock");
            (drawn.ok_or_else(|| ApiError::internal("no answer", &"the action succeeded without its answer")), true)
        }
        Ok(Some(own)) => (Ok(own), false),
        Err(e) => (Err(e), false),
    };
    let Some(key) = key else { return respond(result) };
    let own = match &result {
        Ok(_) if kept_with_action => return respond(result),
        Ok(answer) => answer.clone(),
        Err(e) if e.code == KEY_USED => {
            return kept_answer(state, &key)
                .await
                .unwrap_or_else(|| ApiError::from(StoreError::KeyUsed).into_response());
        }
        // Server faults are not kept: a retry should get another chance.
        Err(e) if e.status.is_server_error() => return respond(result),
        Err(e) => (e.status, serde_json::to_string(&e.body()).expect("a problem serialises")),
    };
    match state.play.answers.keep_replay_record(&key.with(&own)).await {
        Ok(stored) if stored.status == i64::from(own.0.as_u16()) && stored.response == own.1 => respond(result),
        // Another request with the key was answered first (its action may have been done).
        Ok(stored) => replay(state, stored).await,
        Err(e) => ApiError::from(e).into_response(),
    }
}

/// The answer kept under `key`, as a response: the first answer again, or a refusal when the
/// key was used for another request. `None` when nothing is kept under it.
async fn kept_answer(state: &AppState, key: &Key) -> Option<Response> {
    match state.play.answers.replay_record(&key.user_id, &key.key).await {
        Ok(Some(stored)) if stored.request_hash == key.request_hash => Some(replay(state, stored).await),
        Ok(Some(_)) => Some(
            ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "idempotency_key_reused",
                "This Idempotency-Key was used for a different request.",
            )
            .into_response(),
        ),
        Ok(None) => None,
        Err(e) => Some(ApiError::from(e).into_response()),
    }
}

/// A kept answer, sent again, its game's moves put back.
async fn replay(state: &AppState, stored: StoredResponse) -> Response {
    let status = StatusCode::from_u16(stored.status as u16).unwrap_or(StatusCode::OK);
    let stored = match games::with_moves_put_back(state, stored.response).await {
        Ok(response) => StoredResponse { response, ..stored },
        Err(e) => return e.into_response(),
    };
    let content_type = if status.is_client_error() { "application/problem+json" } else { "application/json" };
    let mut response =
        (status, [(header::CONTENT_TYPE, HeaderValue::from_static(content_type))], stored.response).into_response();
    response.headers_mut().insert("idempotent-replayed", HeaderValue::from_static("true"));
    response
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
