//! Writes through the API, answered once: a request with an `Idempotency-Key` gets the first
//! answer again on a retry, and its action happens once. The answer is drawn by the action
//! itself (through [`Keep`]) and kept in the action's own transaction.

use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use ortoo_core::store::{KeptAnswer, StoredResponse};
use ortoo_core::{Scope, StoreError, User, UserId};
use ortoo_i18n::Said;
use ortoo_play::answers::{Done, Keep};
use ortoo_play::moves::Moves;
use serde::Serialize;
use serde::ser::{SerializeMap, Serializer};
use sha2::{Digest, Sha256};

use super::request::{Answer, answer, respond};
use super::views;
use crate::AppState;
use crate::http::auth::Caller;
use crate::http::error::{ApiError, KEY_USED};

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
                let said = Said::new("error-api-idempotency-key");
                return ApiError::said(StatusCode::BAD_REQUEST, "bad_request", said).into_response();
            }
        };
        let request = format!("{} {}\n{}", self.method, self.uri.path(), String::from_utf8_lossy(body));
        let key = key.map(|key| Key {
            user_id: self.user.id.clone(),
            key,
            request_hash: hex::encode(Sha256::digest(request.as_bytes())),
        });
        idempotent(state, key, status, action).await
    }
}

/// A request's `Idempotency-Key`, with whose it is and the fingerprint of the request.
#[derive(Clone)]
struct Key {
    user_id: UserId,
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
    /// The answer drawn without the game's moves, waiting for them ([`Keep::settled`]).
    waiting: std::sync::Mutex<Option<String>>,
}

impl Answering {
    fn new(status: StatusCode, key: Option<Key>) -> Answering {
        Answering { status, key, answer: std::sync::Mutex::new(None), waiting: std::sync::Mutex::new(None) }
    }

    /// The answer with the game's moves written in, as the player gets it.
    fn answer_with(&self, body: String, moves: &Moves) {
        match views::moves_put_in(body, moves) {
            Ok(body) => *self.answer.lock().expect("the answer's lock") = Some((self.status, body)),
            // No answer: the caller reports the action's success without one as a fault.
            Err(e) => tracing::error!(error = %e.detail, "an action's answer could not be drawn"),
        }
    }
}

impl Keep for Answering {
    fn keep(&self, done: Done<'_>) -> Option<KeptAnswer> {
        let moves = match done {
            Done::Played { view, .. } | Done::Game(view) => view.moves,
            Done::Challenge(_) => None,
        };
        // The answer is drawn once, without the game's moves (a mark stands for them): kept so,
        // since the store keeps the moves anyway and never changes them (a long game's answers
        // would otherwise keep its whole move list again with every move: 17.7 KB a move,
        // measured, against 1.1 KB for the move itself), and answered with them written in.
        let (_, body) = answer(self.status, &AnswerBody::of(done));
        let kept = self.key.as_ref().map(|key| key.with(&(self.status, body.clone())));
        match (moves, done) {
            (Some(moves), _) => self.answer_with(body, moves),
            (None, Done::Challenge(_)) => *self.answer.lock().expect("the answer's lock") = Some((self.status, body)),
            (None, _) => *self.waiting.lock().expect("the answer's lock") = Some(body),
        }
        kept
    }

    fn settled(&self, moves: &Moves) {
        if let Some(body) = self.waiting.lock().expect("the answer's lock").take() {
            self.answer_with(body, moves);
        }
    }
}

/// The JSON of what an action did: a move as `{ply, text, game}`, a game as `{game}`, a
/// challenge as `{challenge}`. The game's view is worked out once, for the answer and for
/// keeping it.
struct AnswerBody<'a> {
    done: Done<'a>,
    game: Option<views::Shown<'a>>,
}

impl AnswerBody<'_> {
    fn of(done: Done<'_>) -> AnswerBody<'_> {
        let game = match done {
            Done::Played { view, .. } | Done::Game(view) => Some(views::Shown::of(view)),
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
            m.serialize_entry("challenge", &views::challenge_view(c))?;
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
    let answering = Answering::new(status, key.clone());
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
            ApiError::said(
                StatusCode::UNPROCESSABLE_ENTITY,
                "idempotency_key_reused",
                Said::new("error-api-idempotency-key-reused"),
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
    let stored = match views::with_moves_put_back(state, stored.response).await {
        Ok(response) => StoredResponse { response, ..stored },
        Err(e) => return e.into_response(),
    };
    let content_type = if status.is_client_error() { "application/problem+json" } else { "application/json" };
    let mut response =
        (status, [(header::CONTENT_TYPE, HeaderValue::from_static(content_type))], stored.response).into_response();
    response.headers_mut().insert("idempotent-replayed", HeaderValue::from_static("true"));
    response
}
