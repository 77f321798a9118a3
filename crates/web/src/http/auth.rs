//! Who is asking: an API token (`Authorization: Bearer …`) or a login session cookie.

use axum::extract::FromRequestParts;
use axum::http::StatusCode;
use axum::http::header::{AUTHORIZATION, COOKIE};
use axum::http::request::Parts;

use crate::AppState;
use crate::http::error::ApiError;
use ortoo_core::User;
use ortoo_core::{Scope, Scopes};
use ortoo_i18n::Said;
use ortoo_play::credentials::hash_secret;

pub const SESSION_COOKIE: &str = "ortoo_session";

/// How long a token check is remembered. A change of credentials makes this process's checks
/// stale at once (they were remembered under an older count) and clears the other processes'
/// through its event (`forget_revoked_tokens`); this bound only covers an event lost while a
/// relay reconnects.
const TOKEN_CACHE_SECONDS: std::time::Duration = std::time::Duration::from_secs(10);

/// A token check remembered: whose token it is, what it may do, when it was read, and the
/// process's count of credential changes then ([`ortoo_play::accounts::Accounts::credentials_generation`]).
#[derive(Clone)]
pub struct Remembered {
    pub user: User,
    pub scopes: Scopes,
    pub seen: std::time::Instant,
    pub generation: u64,
}

/// An authenticated caller with the scopes of its credential (a session has every scope).
pub struct Caller {
    pub user: User,
    pub scopes: Scopes,
    /// The hash of the credential's secret (the token's or the session cookie's): a password
    /// change ends every other credential, not this one.
    pub credential: String,
}

impl Caller {
    /// # Errors
    /// 403 `missing_scope` when the token lacks `scope`.
    pub fn require(&self, scope: Scope) -> Result<&User, ApiError> {
        if self.scopes.contains(scope) {
            Ok(&self.user)
        } else {
            let said = Said::new("error-api-missing-scope").arg("scope", scope.as_str());
            Err(ApiError::said(StatusCode::FORBIDDEN, "missing_scope", said))
        }
    }
}

/// The session cookie's secret, if the request carries one.
pub fn session_secret(headers: &axum::http::HeaderMap) -> Option<String> {
    headers.get_all(COOKIE).iter().filter_map(|v| v.to_str().ok()).flat_map(|v| v.split(';')).find_map(|c| {
        let (name, value) = c.trim().split_once('=')?;
        (name == SESSION_COOKIE && !value.is_empty()).then(|| value.to_string())
    })
}

impl FromRequestParts<AppState> for Caller {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Caller, ApiError> {
        if let Some(value) = parts.headers.get(AUTHORIZATION) {
            let text = value.to_str().unwrap_or("");
            let token = text
                .strip_prefix("Bearer ")
                .or_else(|| text.strip_prefix("bearer "))
                .map(str::trim)
                .filter(|t| !t.is_empty())
                .ok_or_else(|| unauthorized("error-api-bearer"))?;
            let hash = hash_secret(token);
            // A check remembered before credentials last changed in this process may be stale;
            // the count is read before the database, so a check read before a change is never
            // remembered as made after it.
            let generation = state.play.accounts.credentials_generation();
            let (user, scopes) = match state.tokens.get(&hash) {
                Some(Remembered { user, scopes, seen, generation: then })
                    if seen.elapsed() < TOKEN_CACHE_SECONDS && then == generation =>
                {
                    (user, scopes)
                }
                _ => {
                    let found = state
                        .play
                        .accounts
                        .token_user(&hash)
                        .await?
                        .ok_or_else(|| unauthorized("error-api-token-invalid"))?;
                    let remembered = Remembered {
                        user: found.0.clone(),
                        scopes: found.1,
                        seen: std::time::Instant::now(),
                        generation,
                    };
                    state.tokens.put(&hash, remembered);
                    found
                }
            };
            return Ok(Caller { user, scopes, credential: hash });
        }
        if let Some(secret) = session_secret(&parts.headers) {
            let credential = hash_secret(&secret);
            if let Some(user) = state.play.accounts.session_user(&credential).await? {
                return Ok(Caller { user, scopes: Scopes::ALL, credential });
            }
        }
        Err(unauthorized("error-api-account-needed"))
    }
}

/// 401 `unauthorized`, saying the message `id`.
fn unauthorized(id: &'static str) -> ApiError {
    ApiError::said(StatusCode::UNAUTHORIZED, "unauthorized", Said::new(id))
}

/// The client's IP address (for per-IP limits), or "unknown" when the server was started
/// without connection info.
pub struct ClientIp(pub String);

impl<S: Send + Sync> FromRequestParts<S> for ClientIp {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<ClientIp, Self::Rejection> {
        let ip = parts
            .extensions
            .get::<axum::extract::ConnectInfo<std::net::SocketAddr>>()
            .map_or_else(|| "unknown".to_string(), |c| c.0.ip().to_string());
        Ok(ClientIp(ip))
    }
}
