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
use crate::accounts;
use crate::db::store::{Challenge, Game, StoreError, User};
use crate::play::{Created, Moves, NewChallenge};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/accounts", post(register))
        .route("/tokens", post(create_token).get(list_tokens))
        .route("/tokens/{id}", delete(revoke_token))
        .route("/variants", get(variants))
        .route("/challenges", post(create_challenge).get(list_challenges))
        .route("/challenges/{id}", delete(cancel_challenge))
        .route("/challenges/{id}/accept", post(accept_challenge))
        .route("/challenges/{id}/decline", post(decline_challenge))
        .route("/games", get(list_games))
        .route("/games/{id}", get(get_game))
        .route("/games/{id}/moves", post(post_move))
        .route("/games/{id}/resign", post(resign))
        .route("/games/{id}/draw", post(draw))
        .route("/games/{id}/hint", post(hint))
        .route("/games/{id}/export", get(export))
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
    match state.play.db.stored_response(&user.id, key).await {
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
        Err(e) => (e.status, e.body().to_string()),
    };
    // Server faults are not kept: a retry should get another chance.
    if !status.is_server_error()
        && let Err(e) =
            state.play.db.store_response(&user.id, key, &fingerprint, status.as_u16(), &body, state.play.now()).await
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

// ---- accounts and tokens ----

#[derive(Deserialize, utoipa::ToSchema)]
pub(crate) struct Registration {
    name: String,
    email: String,
    password: String,
}

#[utoipa::path(post, path = "/accounts", tag = "accounts", request_body = Registration,
    responses((status = 201, description = "Account created", body = super::openapi::Account), (status = 400, description = "Malformed request", body = super::openapi::Problem, content_type = "application/problem+json"), (status = 409, description = "Name taken (code name_taken)", body = super::openapi::Problem, content_type = "application/problem+json"), (status = 422, description = "Invalid name, e-mail or password (code invalid_account)", body = super::openapi::Problem, content_type = "application/problem+json"), (status = 429, description = "Rate limited", body = super::openapi::Problem, content_type = "application/problem+json")))]
async fn register(State(state): State<AppState>, ClientIp(ip): ClientIp, body: Bytes) -> Result<Response, ApiError> {
    let r: Registration = json_body(&body)?;
    let limits = &state.config.limits;
    limit(&state, format!("register:{ip}"), limits.registrations_per_hour_per_ip, Duration::from_secs(3600))?;
    let user = create_account(&state, &r.name, &r.email, &r.password).await?;
    Ok((StatusCode::CREATED, axum::Json(json!({"id": user.id, "name": user.name}))).into_response())
}

/// Validates and creates an account (the registration form uses this too).
pub async fn create_account(state: &AppState, name: &str, email: &str, password: &str) -> Result<User, ApiError> {
    let name = name.trim();
    accounts::validate_name(name)?;
    accounts::validate_email(email.trim())?;
    accounts::validate_password(password)?;
    let hash = accounts::hash_password(password.to_string()).await;
    match state.play.db.create_user(name, email.trim(), &hash, state.play.now()).await {
        Ok(user) => Ok(user),
        Err(StoreError::Conflict) => {
            Err(ApiError::new(StatusCode::CONFLICT, "name_taken", format!("The name \"{name}\" is taken.")))
        }
        Err(e) => Err(e.into()),
    }
}

/// Checks a name and password, with per-IP and per-account limits on attempts.
pub async fn authenticate(state: &AppState, ip: &str, name: &str, password: &str) -> Result<User, ApiError> {
    let limits = &state.config.limits;
    let minute = Duration::from_secs(60);
    limit(state, format!("login-ip:{ip}"), limits.logins_per_minute_per_ip, minute)?;
    limit(state, format!("login-account:{}", name.to_lowercase()), limits.logins_per_minute_per_account, minute)?;
    let wrong = || ApiError::unauthorized("That name and password do not match an account.");
    match state.play.db.user_by_name(name.trim()).await? {
        Some(user) if accounts::verify_password(password.to_string(), user.password_hash.clone()).await => Ok(user),
        Some(_) => Err(wrong()),
        None => {
            accounts::burn_password_time(password.to_string()).await;
            Err(wrong())
        }
    }
}

#[derive(Deserialize, utoipa::ToSchema)]
pub(crate) struct TokenRequest {
    name: String,
    password: String,
    scopes: Option<Vec<String>>,
    label: Option<String>,
}

#[utoipa::path(post, path = "/tokens", tag = "accounts", request_body = TokenRequest,
    responses((status = 201, description = "Token created; the secret is shown once", body = super::openapi::TokenCreated), (status = 400, description = "Malformed request", body = super::openapi::Problem, content_type = "application/problem+json"), (status = 401, description = "Wrong name or password", body = super::openapi::Problem, content_type = "application/problem+json"), (status = 422, description = "Invalid scopes", body = super::openapi::Problem, content_type = "application/problem+json"), (status = 429, description = "Rate limited", body = super::openapi::Problem, content_type = "application/problem+json")))]
async fn create_token(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    body: Bytes,
) -> Result<Response, ApiError> {
    let r: TokenRequest = json_body(&body)?;
    let user = authenticate(&state, &ip, &r.name, &r.password).await?;
    let invalid = || {
        ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_scopes",
            "Scopes are \"read\" and \"play\" (one or both).",
        )
    };
    let scopes: Scopes = match r.scopes {
        None => Scopes::ALL,
        Some(words) => {
            words.iter().map(|w| w.parse::<Scope>()).collect::<Result<Scopes, _>>().map_err(|_| invalid())?
        }
    };
    if scopes.is_empty() {
        return Err(invalid());
    }
    let label = r.label.unwrap_or_else(|| "API token".into());
    if label.chars().count() > 100 {
        return Err(ApiError::bad_request("A token label has at most 100 characters."));
    }
    let (secret, hash) = accounts::new_secret("ortoo_");
    let token = state.play.db.create_token(&user.id, &label, &hash, scopes, state.play.now()).await?;
    Ok((
        StatusCode::CREATED,
        axum::Json(
            json!({"id": token.id, "token": secret, "label": token.label, "scopes": scopes.iter().collect::<Vec<_>>()}),
        ),
    )
        .into_response())
}

#[utoipa::path(get, path = "/tokens", tag = "accounts", security(("bearer" = [])),
    responses((status = 200, description = "Your live tokens (never their secrets)", body = super::openapi::TokenList), (status = 401, description = "No or bad credentials", body = super::openapi::Problem, content_type = "application/problem+json")))]
async fn list_tokens(State(state): State<AppState>, caller: Caller) -> Result<Response, ApiError> {
    let user = caller.require(Scope::Read)?;
    let tokens = state.play.db.tokens(&user.id).await?;
    let tokens: Vec<Value> = tokens
        .iter()
        .map(|t| {
            json!({
                "id": t.id, "label": t.label, "scopes": t.scopes.iter().collect::<Vec<_>>(),
                "created_at": rfc3339(t.created_at), "last_used_at": t.last_used_at.map(rfc3339),
            })
        })
        .collect();
    Ok(axum::Json(json!({ "tokens": tokens })).into_response())
}

#[utoipa::path(delete, path = "/tokens/{id}", tag = "accounts", security(("bearer" = [])), params(("id" = String, Path, description = "Token id")),
    responses((status = 204, description = "Revoked"), (status = 401, description = "No or bad credentials", body = super::openapi::Problem, content_type = "application/problem+json"), (status = 404, description = "No such live token", body = super::openapi::Problem, content_type = "application/problem+json")))]
async fn revoke_token(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let user = caller.require(Scope::Play)?;
    if state.play.db.revoke_token(&user.id, &id, state.play.now()).await? {
        // Revoked at once in this process; other processes' caches forget it within seconds.
        state.tokens.clear();
        Ok(StatusCode::NO_CONTENT.into_response())
    } else {
        Err(ApiError::not_found("You have no live token with that id."))
    }
}

// ---- variants ----

/// Every game ortoo plays, as the API lists them.
pub fn variant_list() -> VariantList {
    let option = |o: &ortoo_rules::OptionSpec| {
        let (kind, default, min, max, values) = match o.kind {
            OptionKind::Switch { default } => ("switch", OptionDefault::Switch(default), None, None, None),
            OptionKind::Number { min, max, default } => {
                ("number", OptionDefault::Number(default), Some(min), Some(max), None)
            }
            OptionKind::Choice { values, default } => (
                "choice",
                OptionDefault::Choice(default.to_string()),
                None,
                None,
                Some(values.iter().map(ToString::to_string).collect()),
            ),
        };
        VariantOption {
            name: o.name.to_string(),
            kind: kind.to_string(),
            default,
            min,
            max,
            values,
            description: o.description.to_string(),
        }
    };
    let variants = registry::VARIANTS
        .iter()
        .map(|v| {
            let setups = v.options.iter().find(|o| o.name == "setup").and_then(|o| match o.kind {
                OptionKind::Choice { values, .. } => Some(values.iter().map(ToString::to_string).collect()),
                _ => None,
            });
            Variant {
                id: v.id.to_string(),
                name: v.name.to_string(),
                board: Board { files: v.files, ranks: v.ranks },
                setups: setups.unwrap_or_default(),
                options: v.options.iter().map(option).collect(),
                summary: v.summary.to_string(),
                rules: format!("/rules/{}", v.id),
            }
        })
        .collect();
    VariantList { variants }
}

#[utoipa::path(get, path = "/variants", tag = "games",
    responses((status = 200, description = "Every game, its board, setups and options", body = super::openapi::VariantList)))]
async fn variants() -> Response {
    axum::Json(variant_list()).into_response()
}

// ---- challenges ----

pub fn challenge_json(c: &Challenge) -> Value {
    let options: Value = serde_json::from_str(&c.options).unwrap_or(Value::Null);
    json!({
        "id": c.id, "variant": c.variant, "options": options,
        "challenger": c.challenger_name,
        "opponent": match (&c.opponent_name, c.engine_level) {
            (_, Some(level)) => json!({"engine": level}),
            (Some(name), None) => json!({"user": name}),
            (None, None) => json!({"open": true}),
        },
        "color": c.color,
        "time_control": crate::timecontrol::TimeControl::of(c.time_control.as_deref(), c.days_per_move),
        "status": c.status, "game": c.game_id, "created_at": rfc3339(c.created_at),
    })
}

#[utoipa::path(post, path = "/challenges", tag = "challenges", security(("bearer" = [])), request_body = NewChallenge,
    params(("Idempotency-Key" = Option<String>, Header, description = "Retry safely: the same key and body give the same answer")),
    responses((status = 201, description = "The challenge (or, against the engine, the game)", body = super::openapi::ChallengeCreated), (status = 400, description = "Malformed request", body = super::openapi::Problem, content_type = "application/problem+json"), (status = 401, description = "No or bad credentials", body = super::openapi::Problem, content_type = "application/problem+json"), (status = 403, description = "Missing scope", body = super::openapi::Problem, content_type = "application/problem+json"), (status = 422, description = "Unknown variant, bad option, unknown player, an engine level outside 1-12 (codes invalid_challenge, unknown_player)", body = super::openapi::Problem, content_type = "application/problem+json"), (status = 409, description = "Two games of the engine against itself are going already (too_many_engine_games)", body = super::openapi::Problem, content_type = "application/problem+json")))]
async fn create_challenge(State(state): State<AppState>, write: WriteRequest, body: Bytes) -> Response {
    write
        .run(&state, &body, async {
            let r: NewChallenge = json_body(&body)?;
            match state.play.create_challenge(&write.user, r).await? {
                Created::Challenge(c) => Ok(answer(StatusCode::CREATED, &json!({ "challenge": challenge_json(&c) }))),
                Created::Game(g) => {
                    Ok(answer(StatusCode::CREATED, &GameEnvelope { game: game_view(&state, &g).await? }))
                }
            }
        })
        .await
}

#[utoipa::path(get, path = "/challenges", tag = "challenges", security(("bearer" = [])),
    responses((status = 200, description = "Open seeks and challenges to or from you", body = super::openapi::ChallengeList), (status = 401, description = "No or bad credentials", body = super::openapi::Problem, content_type = "application/problem+json")))]
async fn list_challenges(State(state): State<AppState>, caller: Caller) -> Result<Response, ApiError> {
    let user = caller.require(Scope::Read)?;
    let list = state.play.db.challenges_for(&user.id).await?;
    Ok(axum::Json(json!({ "challenges": list.iter().map(challenge_json).collect::<Vec<_>>() })).into_response())
}

#[utoipa::path(post, path = "/challenges/{id}/accept", tag = "challenges", security(("bearer" = [])), params(("id" = String, Path, description = "Challenge id")),
    responses((status = 201, description = "The game begins", body = super::openapi::GameEnvelope), (status = 403, description = "Not addressed to you, or your own seek", body = super::openapi::Problem, content_type = "application/problem+json"), (status = 404, description = "No such challenge", body = super::openapi::Problem, content_type = "application/problem+json"), (status = 409, description = "Already accepted, declined or withdrawn (code challenge_closed)", body = super::openapi::Problem, content_type = "application/problem+json")))]
async fn accept_challenge(State(state): State<AppState>, write: WriteRequest, Path(id): Path<String>) -> Response {
    write
        .run(&state, &[], async {
            let game = state.play.accept(&write.user, &id).await?;
            Ok(answer(StatusCode::CREATED, &GameEnvelope { game: game_view(&state, &game).await? }))
        })
        .await
}

#[utoipa::path(post, path = "/challenges/{id}/decline", tag = "challenges", security(("bearer" = [])), params(("id" = String, Path, description = "Challenge id")),
    responses((status = 200, description = "Declined", body = super::openapi::ChallengeEnvelope), (status = 403, description = "Not addressed to you", body = super::openapi::Problem, content_type = "application/problem+json"), (status = 404, description = "No such challenge", body = super::openapi::Problem, content_type = "application/problem+json"), (status = 409, description = "No longer open", body = super::openapi::Problem, content_type = "application/problem+json")))]
async fn decline_challenge(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let user = caller.require(Scope::Play)?;
    state.play.decline(user, &id).await?;
    let c = state.play.db.challenge(&id).await?.ok_or_else(|| ApiError::not_found("There is no such challenge."))?;
    Ok(axum::Json(json!({ "challenge": challenge_json(&c) })).into_response())
}

#[utoipa::path(delete, path = "/challenges/{id}", tag = "challenges", security(("bearer" = [])), params(("id" = String, Path, description = "Challenge id")),
    responses((status = 204, description = "Withdrawn"), (status = 403, description = "Not your challenge", body = super::openapi::Problem, content_type = "application/problem+json"), (status = 404, description = "No such challenge", body = super::openapi::Problem, content_type = "application/problem+json"), (status = 409, description = "No longer open", body = super::openapi::Problem, content_type = "application/problem+json")))]
async fn cancel_challenge(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let user = caller.require(Scope::Play)?;
    state.play.cancel(user, &id).await?;
    Ok(StatusCode::NO_CONTENT.into_response())
}

// ---- games ----

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
        #[derive(Serialize)]
        struct Players<'a> {
            white: &'a str,
            black: &'a str,
        }
        let g = &self.game;
        let options = RawValue::from_string(g.options.clone()).map_err(serde::ser::Error::custom)?;
        let mut m = s.serialize_map(None)?;
        m.serialize_entry("id", &g.id)?;
        m.serialize_entry("variant", &g.variant)?;
        m.serialize_entry("options", &options)?;
        m.serialize_entry("players", &Players { white: &g.white_name, black: &g.black_name })?;
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
        let moves = RawValue::from_string(format!("[{}]", self.moves.written)).map_err(serde::ser::Error::custom)?;
        m.serialize_entry("moves", &moves)?;
        m.serialize_entry("deadline", &g.deadline.map(rfc3339))?;
        m.serialize_entry("time_control", &g.time_control())?;
        if g.white_bank_ms.is_some() || g.black_bank_ms.is_some() {
            m.serialize_entry("bank_ms", &json!({"white": g.white_bank_ms, "black": g.black_bank_ms}))?;
        }
        m.serialize_entry("draw_offer", &g.draw_offer.map(Side::name))?;
        m.serialize_entry("created_at", &rfc3339(g.created_at))?;
        m.serialize_entry("updated_at", &rfc3339(g.updated_at))?;
        m.end()
    }
}

/// A move as the API shows it ([`super::openapi::MoveView`]), after a comma if `out` holds
/// moves already: the [`crate::play::MoveWriter`] of the API.
pub fn write_move_json(m: &crate::db::store::Move, out: &mut String) {
    if !out.is_empty() {
        out.push(',');
    }
    let view = super::openapi::MoveView {
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
    let rules = state.play.state(game).await?;
    game_view_with(state, game, &*rules).await
}

/// The same, from a rules state the caller already holds for the game's current position.
pub async fn game_view_with(state: &AppState, game: &Game, rules: &dyn GameState) -> Result<GameView, ApiError> {
    let moves = state.play.moves(game).await?;
    let legal_moves = (game.is_active()).then(|| rules.legal_moves().into_iter().map(|m| m.canonical).collect());
    Ok(GameView { game: game.clone(), moves, legal_moves, board_text: rules.board_text(Side::White) })
}

#[derive(Serialize)]
struct GameEnvelope {
    game: GameView,
}

/// A body already serialised, with its status.
pub(crate) type Answer = (StatusCode, String);

pub(crate) fn answer<T: Serialize>(status: StatusCode, body: &T) -> Answer {
    (status, serde_json::to_string(body).expect("API values serialise"))
}

#[derive(Deserialize)]
struct GamesQuery {
    status: Option<String>,
    turn: Option<String>,
}

#[utoipa::path(get, path = "/games", tag = "games", security(("bearer" = [])),
    params(("status" = Option<String>, Query, description = "active or finished"), ("turn" = Option<String>, Query, description = "mine: only games where it is your turn")),
    responses((status = 200, description = "Your games, those where it is your turn first", body = super::openapi::GameList), (status = 400, description = "Bad query", body = super::openapi::Problem, content_type = "application/problem+json"), (status = 401, description = "No or bad credentials", body = super::openapi::Problem, content_type = "application/problem+json")))]
async fn list_games(
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
    let mut games = state.play.db.games_of(&user.id, status).await?;
    let my_turn = |g: &Game| g.is_active() && g.side_of(&user.id) == Some(g.to_move);
    if q.turn.is_some() {
        games.retain(my_turn);
    }
    // Games where it is my turn first, then the rest, each newest activity first.
    games.sort_by_key(|g| (!my_turn(g), -g.updated_at));
    let list: Vec<Value> = games
        .iter()
        .map(|g| {
            json!({
                "id": g.id, "variant": g.variant, "players": {"white": g.white_name, "black": g.black_name},
                "status": g.status(), "result": g.result(), "reason": g.reason(), "ply": g.ply, "to_move": g.to_move.name(),
                "my_turn": my_turn(g), "deadline": g.deadline.map(rfc3339), "updated_at": rfc3339(g.updated_at),
            })
        })
        .collect();
    Ok(axum::Json(json!({ "games": list })).into_response())
}

#[utoipa::path(get, path = "/games/{id}", tag = "games", params(("id" = String, Path, description = "Game id")),
    responses((status = 200, description = "The game (public)", body = super::openapi::GameDoc), (status = 404, description = "No such game", body = super::openapi::Problem, content_type = "application/problem+json")))]
async fn get_game(State(state): State<AppState>, Path(id): Path<String>) -> Result<Response, ApiError> {
    let game = state.play.game(&id).await?;
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

#[utoipa::path(post, path = "/games/{id}/moves", tag = "games", security(("bearer" = [])), request_body = MoveRequest,
    params(("id" = String, Path, description = "Game id"), ("Idempotency-Key" = Option<String>, Header, description = "Retry safely: the same key and body give the same answer")),
    responses((status = 201, description = "Played", body = super::openapi::Played), (status = 400, description = "Malformed request", body = super::openapi::Problem, content_type = "application/problem+json"), (status = 401, description = "No or bad credentials", body = super::openapi::Problem, content_type = "application/problem+json"), (status = 403, description = "not_your_turn, not_your_game, missing_scope", body = super::openapi::Problem, content_type = "application/problem+json"), (status = 404, description = "No such game", body = super::openapi::Problem, content_type = "application/problem+json"), (status = 409, description = "stale_ply or game_over", body = super::openapi::Problem, content_type = "application/problem+json"), (status = 422, description = "The rules refuse the move: syntax, off_board, no_piece, wrong_label, not_your_piece, illegal, ambiguous, incomplete, claim_refused", body = super::openapi::Problem, content_type = "application/problem+json"), (status = 429, description = "Rate limited", body = super::openapi::Problem, content_type = "application/problem+json")))]
async fn post_move(
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
        .run(&state, &body, async {
            let r: MoveRequest = json_body(&body)?;
            let submitted = state.play.submit_move(&write.user, &id, &r.text, r.ply, r.comment).await?;
            let game = match &submitted.rules {
                Some(rules) => game_view_with(&state, &submitted.game, &**rules).await?,
                None => game_view(&state, &submitted.game).await?,
            };
            #[derive(Serialize)]
            struct Played {
                ply: i64,
                text: String,
                game: GameView,
            }
            Ok(answer(StatusCode::CREATED, &Played { ply: submitted.ply, text: submitted.text, game }))
        })
        .await
}

#[utoipa::path(post, path = "/games/{id}/resign", tag = "games", security(("bearer" = [])), params(("id" = String, Path, description = "Game id")),
    responses((status = 200, description = "The game, finished", body = super::openapi::GameEnvelope), (status = 403, description = "Not your game", body = super::openapi::Problem, content_type = "application/problem+json"), (status = 404, description = "No such game", body = super::openapi::Problem, content_type = "application/problem+json"), (status = 409, description = "Game over", body = super::openapi::Problem, content_type = "application/problem+json")))]
async fn resign(State(state): State<AppState>, write: WriteRequest, Path(id): Path<String>) -> Response {
    write
        .run(&state, &[], async {
            let game = state.play.resign(&write.user, &id).await?;
            Ok(answer(StatusCode::OK, &GameEnvelope { game: game_view(&state, &game).await? }))
        })
        .await
}

#[derive(Deserialize, utoipa::ToSchema)]
pub(crate) struct DrawRequest {
    action: String,
}

#[utoipa::path(post, path = "/games/{id}/draw", tag = "games", security(("bearer" = [])), request_body = DrawRequest, params(("id" = String, Path, description = "Game id")),
    responses((status = 200, description = "The game after the action", body = super::openapi::GameEnvelope), (status = 400, description = "Unknown action", body = super::openapi::Problem, content_type = "application/problem+json"), (status = 403, description = "Not your game", body = super::openapi::Problem, content_type = "application/problem+json"), (status = 404, description = "No such game", body = super::openapi::Problem, content_type = "application/problem+json"), (status = 409, description = "no_draw_offer, draw_offered, game_over", body = super::openapi::Problem, content_type = "application/problem+json"), (status = 422, description = "claim_refused", body = super::openapi::Problem, content_type = "application/problem+json")))]
async fn draw(State(state): State<AppState>, write: WriteRequest, Path(id): Path<String>, body: Bytes) -> Response {
    write
        .run(&state, &body, async {
            let r: DrawRequest = json_body(&body)?;
            let game = state.play.draw(&write.user, &id, &r.action, None).await?;
            Ok(answer(StatusCode::OK, &GameEnvelope { game: game_view(&state, &game).await? }))
        })
        .await
}

#[utoipa::path(post, path = "/games/{id}/hint", tag = "games", security(("bearer" = [])), params(("id" = String, Path, description = "Game id")),
    responses((status = 200, description = "The engine's suggestion (at most two seconds of thought)", body = crate::opponent::Hint), (status = 403, description = "Not your game, not your turn, or a game between people (not_your_game, not_your_turn, forbidden)", body = super::openapi::Problem, content_type = "application/problem+json"), (status = 404, description = "No such game", body = super::openapi::Problem, content_type = "application/problem+json"), (status = 409, description = "Game over", body = super::openapi::Problem, content_type = "application/problem+json"), (status = 503, description = "The engine is busy with other hints (busy); Retry-After says when to ask again", body = super::openapi::Problem, content_type = "application/problem+json")))]
async fn hint(State(state): State<AppState>, write: WriteRequest, Path(id): Path<String>) -> Response {
    write
        .run(&state, &[], async {
            let hint = state.play.hint(&write.user, &id).await?;
            Ok(answer(StatusCode::OK, &hint))
        })
        .await
}

#[derive(Deserialize)]
struct ExportQuery {
    format: Option<String>,
}

#[utoipa::path(get, path = "/games/{id}/export", tag = "games", params(("id" = String, Path, description = "Game id"), ("format" = Option<String>, Query, description = "text (default) or pgn")),
    responses((status = 200, description = "The game log: plain text, or PGN with format=pgn", content((String = "text/plain"), (String = "application/x-chess-pgn"))), (status = 400, description = "Unknown format", body = super::openapi::Problem, content_type = "application/problem+json"), (status = 404, description = "No such game", body = super::openapi::Problem, content_type = "application/problem+json"), (status = 422, description = "Format not available for this game", body = super::openapi::Problem, content_type = "application/problem+json")))]
async fn export(
    State(state): State<AppState>,
    Path(id): Path<String>,
    query: Result<Query<ExportQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Response, ApiError> {
    let Query(q) = query?;
    let game = state.play.game(&id).await?;
    match q.format.as_deref().unwrap_or("text") {
        "text" => {
            let text = super::export::text_log(&state, &game).await?;
            Ok(([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], text).into_response())
        }
        "pgn" => match super::export::pgn(&state, &game).await? {
            Some(pgn) => Ok(([(header::CONTENT_TYPE, "application/x-chess-pgn; charset=utf-8")], pgn).into_response()),
            None => Err(ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "unsupported_format",
                "PGN describes chess-like games only; format=text gives this game's full log.",
            )),
        },
        other => Err(ApiError::bad_request(format!("format is text or pgn, not \"{other}\"."))),
    }
}
