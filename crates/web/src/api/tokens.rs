//! Accounts and API tokens.

use super::request::{json_body, limit};
use crate::AppState;
use crate::api::schema::{Account, TokenCreated, TokenInfo, TokenList};
use crate::http::auth::{Caller, ClientIp};
use crate::http::error::ApiError;
use crate::http::language::browser_language;
use axum::Router;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{delete, post};
use ortoo_core::when::rfc3339;
use ortoo_core::{Scope, Scopes, TokenId, User};
use ortoo_i18n::{Lang, Said};
use ortoo_play::credentials;
use ortoo_play::limits::Counted;
use serde::Deserialize;
use std::time::Duration;

impl TokenInfo {
    pub(crate) fn of(t: &ortoo_core::Token) -> TokenInfo {
        TokenInfo {
            id: t.id.clone(),
            label: t.label.clone(),
            scopes: t.scopes.iter().map(|s| s.as_str().to_string()).collect(),
            created_at: rfc3339(t.created_at),
            last_used_at: t.last_used_at.map(rfc3339),
        }
    }
}

pub(super) fn router() -> Router<AppState> {
    Router::new()
        .route("/accounts", post(register))
        .route("/tokens", post(create_token).get(list_tokens))
        .route("/tokens/{id}", delete(revoke_token))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub(crate) struct Registration {
    name: String,
    email: String,
    password: String,
}

#[utoipa::path(
    post,
    path = "/accounts",
    tag = "accounts",
    request_body = Registration,
    responses(
        (status = 201, description = "Account created", body = crate::api::schema::Account),
        (
            status = 400,
            description = "Malformed request",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 409,
            description = "Name taken (code name_taken)",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 422,
            description = "Invalid name, e-mail or password (code invalid_account)",
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
pub(crate) async fn register(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, ApiError> {
    let r: Registration = json_body(&body)?;
    // The language the registration was asked in becomes the account's.
    let asked_in = browser_language(&headers);
    let limits = &state.config.limits;
    limit(&state, format!("register:{ip}"), limits.registrations_per_hour_per_ip, Duration::from_secs(3600))?;
    let user = create_account(&state, &r.name, &r.email, &r.password, asked_in).await?;
    let account = Account { id: user.id.clone(), email_verified: user.email_verified(), name: user.name };
    Ok((StatusCode::CREATED, axum::Json(account)).into_response())
}

/// Validates and creates an account in `language` (the registration form uses this too).
pub async fn create_account(
    state: &AppState,
    name: &str,
    email: &str,
    password: &str,
    language: Option<Lang>,
) -> Result<User, ApiError> {
    Ok(state.play.accounts.register_in(name, email, password, language).await?)
}

/// Checks a name and password, with per-IP and per-account limits on attempts.
pub async fn authenticate(state: &AppState, ip: &str, name: &str, password: &str) -> Result<User, ApiError> {
    let limits = &state.config.limits;
    let minute = Duration::from_secs(60);
    limit(state, format!("login-ip:{ip}"), limits.logins_per_minute_per_ip, minute)?;
    // Per account in the database: guesses at one account are counted across every process.
    state.play.limits.count(Counted::Login(name)).await?;
    let wrong = || ApiError::said(StatusCode::UNAUTHORIZED, "unauthorized", Said::new("error-api-login-wrong"));
    state.play.accounts.check_password(name, password).await?.ok_or_else(wrong)
}

#[derive(Deserialize, utoipa::ToSchema)]
pub(crate) struct TokenRequest {
    name: String,
    password: String,
    scopes: Option<Vec<String>>,
    label: Option<String>,
}

#[utoipa::path(
    post,
    path = "/tokens",
    tag = "accounts",
    request_body = TokenRequest,
    responses(
        (status = 201, description = "Token created; the secret is shown once", body = crate::api::schema::TokenCreated),
        (
            status = 400,
            description = "Malformed request",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 401,
            description = "Wrong name or password",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 422,
            description = "Invalid scopes",
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
pub(crate) async fn create_token(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    body: Bytes,
) -> Result<Response, ApiError> {
    let r: TokenRequest = json_body(&body)?;
    let user = authenticate(&state, &ip, &r.name, &r.password).await?;
    let invalid = || ApiError::said(StatusCode::UNPROCESSABLE_ENTITY, "invalid_scopes", Said::new("error-api-scopes"));
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
    if let Some((at, character)) = ortoo_core::text::break_in_line(&label) {
        let said = Said::new("error-api-token-label-line").arg("position", at + 1).arg("character", named(character));
        return Err(ApiError::said(StatusCode::BAD_REQUEST, "bad_request", said));
    }
    if label.chars().count() > 100 {
        let said = Said::new("error-api-token-label-length");
        return Err(ApiError::said(StatusCode::BAD_REQUEST, "bad_request", said));
    }
    let (secret, hash) = credentials::new_secret("ortoo_");
    let token = state.play.accounts.issue_token(&user, &label, &hash, scopes).await?;
    Ok((
        StatusCode::CREATED,
        axum::Json(TokenCreated {
            id: token.id.clone(),
            token: secret,
            label: token.label,
            scopes: scopes.iter().map(|s| s.as_str().to_string()).collect(),
        }),
    )
        .into_response())
}

/// A character that breaks a line, as `error-api-token-label-line` chooses its words: a line
/// break or a tab by its name there, any other by its code point (`U+0007`).
fn named(character: char) -> String {
    match character {
        '\n' => "line-feed".to_string(),
        '\r' => "carriage-return".to_string(),
        '\t' => "tab".to_string(),
        other => ortoo_core::text::describe(other),
    }
}

#[utoipa::path(
    get,
    path = "/tokens",
    tag = "accounts",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "Your live tokens (never their secrets)", body = crate::api::schema::TokenList),
        (
            status = 401,
            description = "No or bad credentials",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn list_tokens(State(state): State<AppState>, caller: Caller) -> Result<Response, ApiError> {
    let user = caller.require(Scope::Read)?;
    let tokens = state.play.accounts.tokens(user).await?;
    let tokens = tokens.iter().map(TokenInfo::of).collect();
    Ok(axum::Json(TokenList { tokens }).into_response())
}

#[utoipa::path(
    delete,
    path = "/tokens/{id}",
    tag = "accounts",
    security(("bearer" = [])),
    params(
        ("id" = String, Path, description = "Token id")
    ),
    responses(
        (status = 204, description = "Revoked"),
        (
            status = 401,
            description = "No or bad credentials",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 404,
            description = "No such live token",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn revoke_token(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<TokenId>,
) -> Result<Response, ApiError> {
    let user = caller.require(Scope::Play)?;
    if state.play.accounts.revoke_token(user, &id).await? {
        // Revoked at once here; every other process forgets it on the revocation's event.
        Ok(StatusCode::NO_CONTENT.into_response())
    } else {
        Err(ApiError::said(StatusCode::NOT_FOUND, "not_found", Said::new("error-api-no-such-token")))
    }
}
