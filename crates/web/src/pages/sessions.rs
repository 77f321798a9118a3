//! Logging in, registering and logging out: a session cookie per login.

use super::{Header, PageError, Viewer, notice_redirect, urlencode};
use crate::AppState;
use crate::api::{authenticate, create_account};
use crate::http::auth::{ClientIp, SESSION_COOKIE, session_secret};
use crate::http::error::ApiError;
use askama::Template;
use askama_web::WebTemplate;
use axum::Router;
use axum::extract::rejection::{FormRejection, QueryRejection};
use axum::extract::{Form, FromRequestParts, Query, State};
use axum::http::request::Parts;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use ortoo_core::User;
use ortoo_i18n::Lang;
use ortoo_play::credentials::{hash_secret, new_secret};
use serde::Deserialize;

pub(super) fn router() -> Router<AppState> {
    Router::new()
        .route("/login", get(login_page).post(login))
        .route("/register", get(register_page).post(register))
        .route("/logout", post(logout))
}

#[derive(Template, WebTemplate)]
#[template(path = "login.html")]
struct LoginPage {
    viewer: Option<Header>,
    /// The language the page is written in.
    t: Lang,
    notice: Option<String>,
    error: Option<String>,
    name: String,
    email: String,
    register: bool,
}

/// The login and register pages' address: a notice, or after a refused form its reason and
/// what was typed (never the password).
#[derive(Deserialize, Default)]
struct LoginQuery {
    notice: Option<String>,
    error: Option<String>,
    name: Option<String>,
    email: Option<String>,
}

async fn login_page(
    State(state): State<AppState>,
    viewer: Viewer,
    q: Result<Query<LoginQuery>, QueryRejection>,
) -> Result<Response, PageError> {
    let Query(q) = q?;
    form_page(&state, &viewer, q, false).await
}

async fn register_page(
    State(state): State<AppState>,
    viewer: Viewer,
    q: Result<Query<LoginQuery>, QueryRejection>,
) -> Result<Response, PageError> {
    let Query(q) = q?;
    form_page(&state, &viewer, q, true).await
}

async fn form_page(state: &AppState, viewer: &Viewer, q: LoginQuery, register: bool) -> Result<Response, PageError> {
    Ok(LoginPage {
        t: viewer.t,
        viewer: viewer.header(state).await?,
        notice: q.notice,
        error: q.error,
        name: q.name.unwrap_or_default(),
        email: q.email.unwrap_or_default(),
        register,
    }
    .into_response())
}

/// Post/redirect/get after a refused login or registration: back to the form with the reason
/// and the name (and e-mail) typed.
fn refused_form(to: &str, error: &str, f: &LoginForm) -> Response {
    let mut address = format!("{to}?error={}&name={}", urlencode(error), urlencode(&f.name));
    if let Some(email) = f.email.as_deref().filter(|e| !e.is_empty()) {
        address.push_str(&format!("&email={}", urlencode(email)));
    }
    Redirect::to(&address).into_response()
}

#[derive(Deserialize)]
struct LoginForm {
    name: String,
    password: String,
    email: Option<String>,
}

/// Starts a session: a fresh 256-bit secret in an HttpOnly, SameSite=Lax cookie.
async fn start_session(state: &AppState, user: &User) -> Result<Response, PageError> {
    start_session_at(state, user, "/").await
}

async fn start_session_at(state: &AppState, user: &User, to: &str) -> Result<Response, PageError> {
    let (secret, hash) = new_secret("");
    let days = state.config.session_days.max(1) as i64;
    state.play.accounts.start_session(user, &hash, days).await?;
    let secure = if state.config.secure_cookies { "; Secure" } else { "" };
    let cookie =
        format!("{SESSION_COOKIE}={secret}; Path=/; HttpOnly; SameSite=Lax; Max-Age={}{secure}", days * 86_400);
    let mut response = Redirect::to(to).into_response();
    response.headers_mut().insert(header::SET_COOKIE, HeaderValue::from_str(&cookie).expect("cookie text is ASCII"));
    Ok(response)
}

async fn login(
    State(state): State<AppState>,
    viewer: Viewer,
    ClientIp(ip): ClientIp,
    form: Result<Form<LoginForm>, FormRejection>,
) -> Result<Response, PageError> {
    let Form(f) = form?;
    match authenticate(&state, &ip, &f.name, &f.password).await {
        Ok(user) => start_session(&state, &user).await,
        // Too many requests, or the server busy checking passwords: a page saying when to
        // come back (with Retry-After), not the form.
        Err(e) if e.retry_after.is_some() => Err(e.into()),
        Err(e) => Ok(refused_form("/login", &e.detail_in(viewer.t), &f)),
    }
}

async fn register(
    State(state): State<AppState>,
    viewer: Viewer,
    ClientIp(ip): ClientIp,
    form: Result<Form<LoginForm>, FormRejection>,
) -> Result<Response, PageError> {
    let Form(f) = form?;
    let limits = &state.config.limits;
    if let Err(wait) = state.limiter.check(
        &format!("register:{ip}"),
        limits.registrations_per_hour_per_ip,
        std::time::Duration::from_secs(3600),
    ) {
        return Err(ApiError::too_many(wait).into());
    }
    match create_account(&state, &f.name, f.email.as_deref().unwrap_or(""), &f.password, Some(viewer.t)).await {
        Ok(user) if user.email_verified() => start_session(&state, &user).await,
        Ok(user) => {
            let notice =
                viewer.t.msg("login-page-welcome").arg("name", &user.name).arg("address", &user.email).to_string();
            start_session_at(&state, &user, &format!("/?notice={}", urlencode(&notice))).await
        }
        Err(e) => Ok(refused_form("/register", &e.detail_in(viewer.t), &f)),
    }
}

async fn logout(State(state): State<AppState>, ParsedParts(parts): ParsedParts) -> Result<Response, PageError> {
    if let Some(secret) = session_secret(&parts.headers) {
        state.play.accounts.end_session(&hash_secret(&secret)).await?;
    }
    // Said in the language of the page it lands on: a visitor's, as the player is gone.
    let said_in = crate::http::language::language_of(None, &parts.headers);
    let mut response = notice_redirect("/", &said_in.text("login-page-logged-out"));
    let cookie = format!("{SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0");
    response.headers_mut().insert(header::SET_COOKIE, HeaderValue::from_str(&cookie).expect("ASCII"));
    Ok(response)
}

impl<S: Send + Sync> FromRequestParts<S> for ParsedParts {
    type Rejection = std::convert::Infallible;
    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<ParsedParts, Self::Rejection> {
        Ok(ParsedParts(parts.clone()))
    }
}

/// The request's head, for handlers that read cookies directly.
struct ParsedParts(Parts);
