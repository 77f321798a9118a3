//! The web pages: server-rendered HTML that works without JavaScript (a little JavaScript fills
//! the move field from a click and reloads when the opponent moves). Forms use the same
//! services as the API; a refused action shows its reason on the page and changes nothing.

use askama::Template;
use askama_web::WebTemplate;
use axum::Router;
use axum::extract::rejection::{FormRejection, QueryRejection};
use axum::extract::{Form, FromRequest, FromRequestParts, Path, Request, State};
use axum::http::request::Parts;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use ortoo_i18n::Lang;
use serde::Deserialize;
use serde::de::DeserializeOwned;

use super::AppState;
use crate::http::auth::session_secret;
use crate::http::error::ApiError;
use crate::http::language::language_of;
use ortoo_core::{GameId, User};
use ortoo_play::PlayError;
use ortoo_play::credentials::hash_secret;

mod account;
pub mod attention;
mod challenges;
mod games;
pub mod graph;
pub mod reach;
mod rules_data;
pub mod rules_text;
pub(crate) use games::NamedMoves;
mod leaderboard;
mod lobby;
mod rules;
mod sessions;
mod settings;
mod tournaments;
mod variant_files;
pub(crate) mod words;

/// Every page, one module per area, each with its routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .merge(lobby::router())
        .merge(sessions::router())
        .merge(account::router())
        .merge(challenges::router())
        .merge(games::router())
        .merge(rules::router())
        .merge(leaderboard::router())
        .merge(tournaments::router())
        .merge(variant_files::router())
        .merge(settings::router())
}

/// Who is looking: the logged-in player, if any, and the language the page is written in for
/// them (see [`language_of`]).
pub struct Viewer {
    pub user: Option<User>,
    pub t: Lang,
}

impl FromRequestParts<AppState> for Viewer {
    type Rejection = PageError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Viewer, PageError> {
        let user = match session_secret(&parts.headers) {
            Some(secret) => state.play.accounts.session_user(&hash_secret(&secret)).await?,
            None => None,
        };
        Ok(Viewer { t: language_of(user.as_ref(), &parts.headers), user })
    }
}

impl Viewer {
    fn require(&self) -> Result<User, PageError> {
        self.user.clone().ok_or(PageError::LoginNeeded)
    }

    /// What the page's header shows of the player; asked only by pages (a form post
    /// redirects, and the page it lands on counts).
    async fn header(&self, state: &AppState) -> Result<Option<Header>, PageError> {
        let Some(user) = &self.user else { return Ok(None) };
        let (active, asking) = tokio::join!(
            state.play.games.games_of(user, Some(ortoo_core::GameStatus::Active)),
            state.attention.of(&state.play, user, UNREAD_SHOWN as i64 + 1)
        );
        let (challenges, unread) = asking?;
        Ok(Some(Header {
            name: user.name.clone(),
            waiting: active?.iter().filter(|g| g.awaits(&user.id)).count(),
            challenges: usize::try_from(challenges).unwrap_or(0),
            unread: usize::try_from(unread).unwrap_or(0),
            full_notation: user.notation == ortoo_core::Notation::Full,
        }))
    }
}

/// The languages a page offers in its footer: each one's tag and its name in its own words.
pub fn languages() -> &'static [(&'static str, &'static str)] {
    ortoo_i18n::LANGUAGES
}

/// The most unread notices the header counts one by one; more show as `99+`.
const UNREAD_SHOWN: usize = 99;

/// The header of a logged-in player's page: their name, and what asks for them: games awaiting
/// their move and challenges awaiting their answer (each beside the brand, and together in the
/// page title, as `(2) ortoo`), and unread notices.
pub struct Header {
    pub name: String,
    pub waiting: usize,
    /// Open challenges addressed to the player.
    pub challenges: usize,
    /// Unread notices in the app (at most [`UNREAD_SHOWN`] + 1 are counted).
    pub unread: usize,
    /// The player reads moves in full algebraic notation (the page's `data-notation`).
    pub full_notation: bool,
}

impl Header {
    /// What the page title counts: the games and challenges that wait for the player.
    pub fn title_count(&self) -> usize {
        self.waiting + self.challenges
    }

    /// The unread count as the header writes it.
    pub fn unread_shown(&self) -> String {
        if self.unread > UNREAD_SHOWN { format!("{UNREAD_SHOWN}+") } else { self.unread.to_string() }
    }
}

/// A page-level failure, shown as an HTML page with the right status.
pub enum PageError {
    LoginNeeded,
    Status(StatusCode, String),
    /// A failure whose words are a message, said in the reader's language when drawn.
    Said(StatusCode, ortoo_i18n::Said),
    /// Too many requests, or the server busy: come back after this many seconds (sent as
    /// `Retry-After`, as the API does); said in the reader's language.
    Later(StatusCode, ortoo_i18n::Said, u64),
}

impl From<ApiError> for PageError {
    fn from(e: ApiError) -> PageError {
        match (e.retry_after, e.unsaid) {
            (Some(seconds), said) => {
                PageError::Later(e.status, said.map_or_else(|| ortoo_i18n::Said::as_is(e.detail), |s| *s), seconds)
            }
            // Kept unsaid (a refused move, a fault of the server): in the reader's language.
            (None, Some(said)) => PageError::Said(e.status, *said),
            (None, None) => PageError::Status(e.status, e.detail),
        }
    }
}

impl From<PlayError> for PageError {
    fn from(e: PlayError) -> PageError {
        ApiError::from(e).into()
    }
}

impl From<FormRejection> for PageError {
    fn from(r: FormRejection) -> PageError {
        // The library's own words name Rust types; the log keeps them, the page says what to do.
        tracing::debug!(rejection = %r.body_text(), "form refused");
        PageError::Said(StatusCode::BAD_REQUEST, ortoo_i18n::Said::new("error-form-unreadable"))
    }
}

impl From<QueryRejection> for PageError {
    fn from(r: QueryRejection) -> PageError {
        tracing::debug!(rejection = %r.body_text(), "query refused");
        PageError::Said(StatusCode::BAD_REQUEST, ortoo_i18n::Said::new("error-query-unreadable"))
    }
}

#[derive(Template, WebTemplate)]
#[template(path = "error.html")]
struct ErrorPage {
    viewer: Option<Header>,
    /// The language the page is written in.
    t: Lang,
    title: String,
    message: String,
    /// The request's id, for a fault of the server: the log has the details under it.
    request_id: Option<String>,
}

/// A page that failed, waiting in the response for [`error_pages`] to draw it with the viewer's
/// header.
#[derive(Clone)]
enum Fault {
    Text(String),
    Said(ortoo_i18n::Said),
}

impl IntoResponse for PageError {
    fn into_response(self) -> Response {
        match self {
            PageError::LoginNeeded => Redirect::to("/login?notice=Log+in+first.").into_response(),
            PageError::Status(status, message) => {
                let mut response = status.into_response();
                response.extensions_mut().insert(Fault::Text(message));
                response
            }
            PageError::Said(status, said) => {
                let mut response = status.into_response();
                response.extensions_mut().insert(Fault::Said(said));
                response
            }
            PageError::Later(status, said, seconds) => {
                let mut response = (status, [(header::RETRY_AFTER, seconds.to_string())]).into_response();
                response.extensions_mut().insert(Fault::Said(said));
                response
            }
        }
    }
}

/// Draws every failed page (a [`PageError`], a missing route) as the site's own page, with the
/// header the player had; a fault of the server shows only the request id its log is filed
/// under, never what failed.
pub async fn error_pages(
    State(state): State<AppState>,
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    let secret = session_secret(request.headers());
    // What the language is chosen by (a cookie, the browser's languages): two values, not the
    // whole header map, as every request passes here.
    let asked = [header::COOKIE, header::ACCEPT_LANGUAGE]
        .map(|name| request.headers().get(&name).cloned().map(|value| (name, value)));
    let request_id = request.headers().get("x-request-id").and_then(|v| v.to_str().ok()).map(str::to_string);
    let response = next.run(request).await;
    let Some(fault) = response.extensions().get::<Fault>().cloned() else { return response };
    let status = response.status();
    let retry_after = response.headers().get(header::RETRY_AFTER).cloned();
    let user = match secret {
        Some(secret) => state.play.accounts.session_user(&hash_secret(&secret)).await.ok().flatten(),
        None => None,
    };
    let viewer = Viewer { t: language_of(user.as_ref(), &asked.into_iter().flatten().collect()), user };
    let page = ErrorPage {
        t: viewer.t,
        viewer: viewer.header(&state).await.ok().flatten(),
        title: match status {
            StatusCode::NOT_FOUND => viewer.t.text("error-page-not-found"),
            StatusCode::BAD_REQUEST => viewer.t.text("error-page-bad-request"),
            StatusCode::FORBIDDEN => viewer.t.text("error-page-forbidden"),
            StatusCode::TOO_MANY_REQUESTS => viewer.t.text("error-page-too-many"),
            StatusCode::CONFLICT | StatusCode::UNPROCESSABLE_ENTITY => viewer.t.text("error-page-not-done"),
            s if s.is_server_error() => viewer.t.text("error-page-server"),
            s => viewer.t.msg("error-page-other").arg("status", s.as_u16().to_string()).to_string(),
        },
        message: match fault {
            Fault::Text(message) => message,
            Fault::Said(said) => viewer.t.say(&said),
        },
        request_id: request_id.filter(|_| status.is_server_error()),
    };
    let mut answer = (status, page).into_response();
    if let Some(seconds) = retry_after {
        answer.headers_mut().insert(header::RETRY_AFTER, seconds);
    }
    answer
}

/// An action a signed-in player posts about one game, with no form to read (resign, a hint):
/// the player, the game's id, and the game's page, where the answer goes back to. Each game
/// action's handler starts from it (or from [`GameForm`]) rather than each asking for the
/// player and working out its way back.
pub(super) struct GameAction {
    pub user: User,
    pub id: GameId,
    pub back: String,
}

impl FromRequestParts<AppState> for GameAction {
    type Rejection = PageError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<GameAction, PageError> {
        let user = Viewer::from_request_parts(parts, state).await?.require()?;
        let Path(id) = Path::<GameId>::from_request_parts(parts, state)
            .await
            .map_err(|_| PageError::Said(StatusCode::NOT_FOUND, ortoo_play::Missing::Game.said()))?;
        Ok(GameAction { user, back: format!("/games/{id}"), id })
    }
}

/// A form a signed-in player posts about one game: the [`GameAction`]'s parts and what the form
/// holds (`F`).
pub(super) struct GameForm<F> {
    pub user: User,
    pub id: GameId,
    pub back: String,
    pub form: F,
}

impl<F: DeserializeOwned + Send> FromRequest<AppState> for GameForm<F> {
    type Rejection = PageError;

    async fn from_request(request: Request, state: &AppState) -> Result<GameForm<F>, PageError> {
        let (mut parts, body) = request.into_parts();
        let GameAction { user, id, back } = GameAction::from_request_parts(&mut parts, state).await?;
        let Form(form) = Form::<F>::from_request(Request::from_parts(parts, body), state).await?;
        Ok(GameForm { user, id, back, form })
    }
}

/// Where a form action leads: `done` on success; a missing game or challenge is a 404 page; any
/// other refusal goes back to `back` with the reason shown as a notice.
fn after_action<T>(
    t: Lang,
    result: Result<T, PlayError>,
    back: &str,
    done: impl FnOnce(T) -> Response,
) -> Result<Response, PageError> {
    match result {
        Ok(value) => Ok(done(value)),
        Err(PlayError::NotFound(what)) => Err(PageError::Said(StatusCode::NOT_FOUND, what.said())),
        Err(e) => Ok(notice_redirect(back, &ApiError::from(e).detail_in(t))),
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
