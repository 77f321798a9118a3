//! The web pages: server-rendered HTML that works without JavaScript (a little JavaScript fills
//! the move field from a click and reloads when the opponent moves). Forms use the same
//! services as the API; a refused action shows its reason on the page and changes nothing.

use askama::Template;
use askama_web::WebTemplate;
use axum::Router;
use axum::extract::rejection::{FormRejection, QueryRejection};
use axum::extract::{Form, FromRequestParts, Path, Query, State};
use axum::http::request::Parts;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use ortoo_rules::notation::{self, Part, Target};
use ortoo_rules::{Coord, GameState, LegalMove, OptionKind, Outcome, Side, VariantInfo, registry};
use serde::Deserialize;

use super::AppState;
use super::api::{authenticate, create_account, rfc3339};
use super::auth::{ClientIp, SESSION_COOKIE, session_secret};
use super::board;
use super::error::ApiError;
use ortoo_core::timecontrol::{Bank, TimeControl};
use ortoo_core::{Challenge, Game, User};
use ortoo_play::accounts::{hash_secret, new_secret};
use ortoo_play::play::{Created, EngineLevels, NewChallenge, Opponent, PlayError, open_variant};

mod challenges;
mod games;
mod lobby;
mod rules;
mod sessions;
mod settings;

/// Every page, one module per area, each with its routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .merge(lobby::router())
        .merge(sessions::router())
        .merge(challenges::router())
        .merge(games::router())
        .merge(rules::router())
        .merge(settings::router())
}

/// The logged-in player, if any.
pub struct Viewer(pub Option<User>);

impl FromRequestParts<AppState> for Viewer {
    type Rejection = PageError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Viewer, PageError> {
        let Some(secret) = session_secret(parts) else { return Ok(Viewer(None)) };
        Ok(Viewer(state.play.session_user(&hash_secret(&secret)).await?))
    }
}

impl Viewer {
    fn require(self) -> Result<User, PageError> {
        self.0.ok_or(PageError::LoginNeeded)
    }
    fn name(&self) -> Option<String> {
        self.0.as_ref().map(|u| u.name.clone())
    }
}

/// A page-level failure, shown as an HTML page with the right status.
pub enum PageError {
    LoginNeeded,
    Status(StatusCode, String),
}

impl From<ApiError> for PageError {
    fn from(e: ApiError) -> PageError {
        PageError::Status(e.status, e.detail)
    }
}

impl From<PlayError> for PageError {
    fn from(e: PlayError) -> PageError {
        ApiError::from(e).into()
    }
}

impl From<FormRejection> for PageError {
    fn from(r: FormRejection) -> PageError {
        PageError::Status(StatusCode::BAD_REQUEST, format!("The form could not be read: {}", r.body_text()))
    }
}

impl From<QueryRejection> for PageError {
    fn from(r: QueryRejection) -> PageError {
        PageError::Status(StatusCode::BAD_REQUEST, format!("The address could not be read: {}", r.body_text()))
    }
}

#[derive(Template, WebTemplate)]
#[template(path = "error.html")]
struct ErrorPage {
    viewer: Option<String>,
    status: u16,
    title: String,
    message: String,
}

impl IntoResponse for PageError {
    fn into_response(self) -> Response {
        match self {
            PageError::LoginNeeded => Redirect::to("/login?notice=Log+in+first.").into_response(),
            PageError::Status(status, message) => {
                let page = ErrorPage {
                    viewer: None,
                    status: status.as_u16(),
                    title: status.canonical_reason().unwrap_or("Error").to_string(),
                    message,
                };
                (status, page).into_response()
            }
        }
    }
}

/// Where a form action leads: `done` on success; a missing game or challenge is a 404 page; any
/// other refusal goes back to `back` with the reason shown as a notice.
fn after_action<T>(
    result: Result<T, PlayError>,
    back: &str,
    done: impl FnOnce(T) -> Response,
) -> Result<Response, PageError> {
    match result {
        Ok(value) => Ok(done(value)),
        Err(PlayError::NotFound(what)) => {
            Err(PageError::Status(StatusCode::NOT_FOUND, format!("There is no such {what}.")))
        }
        Err(e) => Ok(notice_redirect(back, &e.to_string())),
    }
}

/// A form field's value, trimmed (the first, if the field is repeated).
fn form_field(fields: &[(String, String)], name: &str) -> Option<String> {
    fields.iter().find(|(k, _)| k == name).map(|(_, v)| v.trim().to_string())
}

fn notice_redirect(to: &str, notice: &str) -> Response {
    let sep = if to.contains('?') { '&' } else { '?' };
    Redirect::to(&format!("{to}{sep}notice={}", urlencode(notice))).into_response()
}

fn urlencode(s: &str) -> String {
    let mut out = String::new();
    for b in s.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => out.push(b as char),
            b' ' => out.push('+'),
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

#[derive(Deserialize, Default)]
struct NoticeQuery {
    notice: Option<String>,
}
