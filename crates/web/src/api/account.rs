//! An account's own keeping: who it is, its address verified or changed, its password changed
//! or reset by a mailed link, its data exported, the account closed.

use super::request::{json_body, limit};
use crate::AppState;
use crate::api::schema::{AccountMessage, AddressChanged, Me};
use crate::http::auth::{Caller, ClientIp};
use crate::http::error::ApiError;
use crate::http::language::browser_language;
use axum::Router;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post, put};
use ortoo_core::when::rfc3339;
use ortoo_core::{Scope, User};
use ortoo_i18n::Said;
use ortoo_play::accounts::AddressChange as Change;
use serde::Deserialize;
use std::time::Duration;

pub(super) fn router() -> Router<AppState> {
    Router::new()
        .route("/me", get(get_me))
        .route("/me/verification", post(resend_verification))
        .route("/me/password", put(change_password))
        .route("/me/email", put(change_email))
        .route("/me/close", post(close_account))
        .route("/me/export", get(crate::api::export::my_data))
        .route("/account/verify", post(verify))
        .route("/account/reset", post(ask_reset))
        .route("/account/password", post(reset_password))
}

impl Me {
    pub(crate) fn of(user: &User) -> Me {
        Me {
            id: user.id.clone(),
            name: user.name.clone(),
            email: user.email.clone(),
            email_verified: user.email_verified(),
            created_at: rfc3339(user.created_at),
        }
    }
}

#[utoipa::path(
    get,
    path = "/me",
    tag = "me",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "Your account: name, address and whether it is verified", body = Me),
        (
            status = 401,
            description = "No or bad credentials",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn get_me(caller: Caller) -> Result<Response, ApiError> {
    let user = caller.require(Scope::Read)?;
    Ok(axum::Json(Me::of(user)).into_response())
}

#[utoipa::path(
    post,
    path = "/me/verification",
    tag = "me",
    security(("bearer" = [])),
    responses(
        (
            status = 202,
            description = "A new verification link is on its way to your address (the older ones stop working)",
            body = AccountMessage,
        ),
        (
            status = 401,
            description = "No or bad credentials",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 409,
            description = "The address is verified already (verified_already)",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 429,
            description = "Too much account mail this hour",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn resend_verification(
    State(state): State<AppState>,
    caller: Caller,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let user = caller.require(Scope::Play)?;
    state.play.accounts.send_verification(user).await?;
    Ok((StatusCode::ACCEPTED, said(&headers, "settings-page-verification-sent")).into_response())
}

/// An account's answer in the words of the request's `Accept-Language` (English without one),
/// saying which it is in.
fn said(headers: &HeaderMap, id: &str) -> Response {
    let t = browser_language(headers).unwrap_or_else(ortoo_i18n::english);
    let mut response = axum::Json(AccountMessage { message: t.text(id) }).into_response();
    if let Ok(tag) = HeaderValue::from_str(t.tag()) {
        response.headers_mut().insert(header::CONTENT_LANGUAGE, tag);
    }
    response.headers_mut().insert(header::VARY, HeaderValue::from_static("accept-language"));
    response
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct PasswordChange {
    /// The present password.
    password: String,
    new_password: String,
}

#[utoipa::path(
    put,
    path = "/me/password",
    tag = "me",
    security(("bearer" = [])),
    request_body = PasswordChange,
    responses(
        (
            status = 204,
            description = "Changed; every other session and API token of the account is ended (the one making the change goes on)",
        ),
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
            description = "The present password is wrong (wrong_password)",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 409,
            description = "The password was changed meanwhile (password_changed)",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 422,
            description = "The new password is too short or too long (invalid_account)",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 429,
            description = "Too many wrong passwords",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn change_password(
    State(state): State<AppState>,
    caller: Caller,
    body: Bytes,
) -> Result<Response, ApiError> {
    let user = caller.require(Scope::Play)?;
    let r: PasswordChange = json_body(&body)?;
    state.play.accounts.change_password(user, &r.password, &r.new_password, Some(&caller.credential)).await?;
    Ok(StatusCode::NO_CONTENT.into_response())
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct AddressChange {
    /// The account's password.
    password: String,
    /// The new address.
    email: String,
}

#[utoipa::path(
    put,
    path = "/me/email",
    tag = "me",
    security(("bearer" = [])),
    request_body = AddressChange,
    responses(
        (
            status = 202,
            description = "A link went to the new address; it becomes the account's when it is followed, and the old address is told",
            body = AddressChanged,
        ),
        (status = 200, description = "Changed at once (this server verifies no addresses)", body = AddressChanged),
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
            description = "The password is wrong (wrong_password)",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 409,
            description = "That is the account's address already (same_address)",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 422,
            description = "Not an e-mail address (invalid_account)",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 429,
            description = "Too much account mail this hour",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn change_email(
    State(state): State<AppState>,
    caller: Caller,
    body: Bytes,
) -> Result<Response, ApiError> {
    let user = caller.require(Scope::Play)?;
    let r: AddressChange = json_body(&body)?;
    let email = r.email.trim().to_string();
    let answer = match state.play.accounts.change_address(user, &r.password, &email).await? {
        Change::AwaitingVerification => (StatusCode::ACCEPTED, AddressChanged { email, verified: false }),
        Change::Made => (StatusCode::OK, AddressChanged { email, verified: true }),
    };
    Ok((answer.0, axum::Json(answer.1)).into_response())
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct Closing {
    /// The account's password.
    password: String,
}

#[utoipa::path(
    post,
    path = "/me/close",
    tag = "me",
    security(("bearer" = [])),
    request_body = Closing,
    responses(
        (
            status = 204,
            description = "Closed: your active games are resigned and your tournaments left; no session or token opens the account again and nothing more is mailed to it. Its games stay, its name shown as a closed account. Export your data first (GET /me/export).",
        ),
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
            description = "The password is wrong (wrong_password)",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 429,
            description = "Too many wrong passwords",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn close_account(
    State(state): State<AppState>,
    caller: Caller,
    body: Bytes,
) -> Result<Response, ApiError> {
    let user = caller.require(Scope::Play)?;
    let r: Closing = json_body(&body)?;
    state.play.accounts.close_account(user, &r.password).await?;
    Ok(StatusCode::NO_CONTENT.into_response())
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct LinkToken {
    /// The token at the end of the mailed link (`…/account/verify/TOKEN`).
    token: String,
}

#[utoipa::path(
    post,
    path = "/account/verify",
    tag = "accounts",
    request_body = LinkToken,
    responses(
        (status = 200, description = "The address is verified: it is the account's and gets its mail", body = Me),
        (
            status = 400,
            description = "Malformed request",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 422,
            description = "The link was used, has expired or was replaced by a newer one (link_invalid)",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn verify(State(state): State<AppState>, body: Bytes) -> Result<Response, ApiError> {
    let r: LinkToken = json_body(&body)?;
    let user = state.play.accounts.verify_address(&r.token).await?;
    Ok(axum::Json(Me::of(&user)).into_response())
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct ResetRequest {
    /// The account's name, or its e-mail address.
    account: String,
}

#[utoipa::path(
    post,
    path = "/account/reset",
    tag = "accounts",
    request_body = ResetRequest,
    responses(
        (
            status = 202,
            description = "The same answer whether or not such an account exists: a link is mailed to the account's verified address if it does",
            body = AccountMessage,
        ),
        (
            status = 400,
            description = "Malformed request",
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
pub(crate) async fn ask_reset(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, ApiError> {
    let r: ResetRequest = json_body(&body)?;
    reset_asked(&state, &ip, &r.account).await?;
    // The same answer whether or not the account exists.
    Ok((StatusCode::ACCEPTED, said(&headers, "account-page-reset-asked")).into_response())
}

/// Asks for a reset link, within the address's allowance of asking (the page does the same).
/// The answer does not wait for the link to be made and stored: it would take longer for an
/// account that exists than for one that does not, and tell which names have accounts.
pub(crate) async fn reset_asked(state: &AppState, ip: &str, account: &str) -> Result<(), ApiError> {
    let limits = &state.config.limits;
    limit(state, format!("reset-ip:{ip}"), limits.logins_per_minute_per_ip, Duration::from_secs(60))?;
    let who = account.trim();
    if who.is_empty() || who.chars().count() > 254 {
        return Err(ApiError::said(StatusCode::BAD_REQUEST, "bad_request", Said::new("error-reset-who")));
    }
    let (play, who) = (state.play.clone(), who.to_string());
    tokio::spawn(async move {
        if let Err(e) = play.accounts.ask_reset(&who).await {
            tracing::warn!(error = %e, "a password reset asked for could not be made; the asker can ask again");
        }
    });
    Ok(())
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct PasswordReset {
    /// The token at the end of the mailed link (`…/account/reset/TOKEN`).
    token: String,
    /// The new password.
    password: String,
}

#[utoipa::path(
    post,
    path = "/account/password",
    tag = "accounts",
    request_body = PasswordReset,
    responses(
        (
            status = 200,
            description = "The password is changed; every session and API token of the account is ended",
            body = AccountMessage,
        ),
        (
            status = 400,
            description = "Malformed request",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 422,
            description = "The link was used, has expired or was replaced (link_invalid), or the password is too short or too long (invalid_account)",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn reset_password(
    State(state): State<AppState>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, ApiError> {
    let r: PasswordReset = json_body(&body)?;
    state.play.accounts.reset_password(&r.token, &r.password).await?;
    Ok(said(&headers, "account-page-reset-done"))
}
