//! The pages of mailed account links: an address verified, a password reset asked for and
//! chosen. (Changing the address or the password, exporting and closing are on the settings
//! page.)

use super::{Header, PageError, Viewer, notice_redirect, urlencode};
use crate::AppState;
use crate::http::auth::ClientIp;
use crate::http::error::ApiError;
use askama::Template;
use askama_web::WebTemplate;
use axum::Router;
use axum::extract::rejection::FormRejection;
use axum::extract::{Form, Path, State};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use ortoo_i18n::Lang;
use ortoo_play::PlayError;
use serde::Deserialize;

pub(super) fn router() -> Router<AppState> {
    Router::new()
        .route("/account/verify/{token}", get(verify_page))
        .route("/account/reset", get(ask_reset_page).post(ask_reset))
        .route("/account/reset/{token}", get(reset_page).post(reset))
}

/// What the account page shows.
enum Shown {
    /// Words only: what was done, or why not; after a reset link that no longer works, a link to
    /// ask for a new one (`ask_again`).
    Said { notice: Option<String>, error: Option<String>, ask_again: bool },
    /// The form that asks for a reset link.
    AskReset { error: Option<String> },
    /// The form that sets a new password through a reset link.
    NewPassword { token: String, name: String, error: Option<String> },
}

#[derive(Template, WebTemplate)]
#[template(path = "account.html")]
struct AccountPage {
    viewer: Option<Header>,
    /// The language the page is written in.
    t: Lang,
    title: String,
    shown: Shown,
}

/// The page titled by the message `title`, in the viewer's language.
async fn page(state: &AppState, viewer: &Viewer, title: &str, shown: Shown) -> Result<Response, PageError> {
    let title = viewer.t.text(title);
    Ok(AccountPage { t: viewer.t, viewer: viewer.header(state).await?, title, shown }.into_response())
}

/// Following a verification link. A mail scanner that opens links before the reader does
/// verifies the address as the reader would: the link reached the mailbox, which is what it
/// shows; the reader then sees that it is used, and that the address is verified.
async fn verify_page(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(token): Path<String>,
) -> Result<Response, PageError> {
    let shown = match state.play.accounts.verify_address(&token).await {
        Ok(user) => Shown::Said {
            notice: Some(viewer.t.msg("account-page-verified").arg("address", &user.email).to_string()),
            error: None,
            ask_again: false,
        },
        Err(e @ PlayError::Invalid { .. }) => {
            let mut error = ApiError::from(e).detail_in(viewer.t);
            if let Some(user) = &viewer.user {
                let more = if user.email_verified() {
                    viewer.t.msg("account-page-verified-already").arg("address", &user.email).to_string()
                } else {
                    viewer.t.text("account-page-settings-sends-new")
                };
                error = format!("{error} {more}");
            }
            Shown::Said { notice: None, error: Some(error), ask_again: false }
        }
        Err(e) => return Err(ApiError::from(e).into()),
    };
    page(&state, &viewer, "account-page-verify-title", shown).await
}

async fn ask_reset_page(State(state): State<AppState>, viewer: Viewer) -> Result<Response, PageError> {
    page(&state, &viewer, "login-page-forgot", Shown::AskReset { error: None }).await
}

#[derive(Deserialize)]
struct ResetAsked {
    account: String,
}

async fn ask_reset(
    State(state): State<AppState>,
    viewer: Viewer,
    ClientIp(ip): ClientIp,
    form: Result<Form<ResetAsked>, FormRejection>,
) -> Result<Response, PageError> {
    let Form(f) = form?;
    let shown = match crate::api::account::reset_asked(&state, &ip, &f.account).await {
        // The API's words, in the viewer's language.
        Ok(()) => {
            Shown::Said { notice: Some(viewer.t.text("account-page-reset-asked")), error: None, ask_again: false }
        }
        Err(e) if e.retry_after.is_some() => return Err(e.into()),
        Err(e) => Shown::AskReset { error: Some(e.detail_in(viewer.t)) },
    };
    page(&state, &viewer, "login-page-forgot", shown).await
}

async fn reset_page(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(token): Path<String>,
) -> Result<Response, PageError> {
    let shown = match state.play.accounts.reset_link(&token).await {
        Ok(user) => Shown::NewPassword { token, name: user.name, error: None },
        Err(e @ PlayError::Invalid { .. }) => {
            Shown::Said { notice: None, error: Some(ApiError::from(e).detail_in(viewer.t)), ask_again: true }
        }
        Err(e) => return Err(ApiError::from(e).into()),
    };
    page(&state, &viewer, "account-page-choose-title", shown).await
}

#[derive(Deserialize)]
struct NewPassword {
    password: String,
}

async fn reset(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(token): Path<String>,
    form: Result<Form<NewPassword>, FormRejection>,
) -> Result<Response, PageError> {
    let Form(f) = form?;
    match state.play.accounts.reset_password(&token, &f.password).await {
        Ok(user) => Ok(notice_redirect(
            &format!("/login?name={}", urlencode(&user.name)),
            &viewer.t.text("account-page-reset-done"),
        )),
        Err(e @ PlayError::Invalid { code: "invalid_account", .. }) => {
            let name = state.play.accounts.reset_link(&token).await.map(|u| u.name).unwrap_or_default();
            let shown = Shown::NewPassword { token, name, error: Some(ApiError::from(e).detail_in(viewer.t)) };
            page(&state, &viewer, "account-page-choose-title", shown).await
        }
        Err(e @ PlayError::Invalid { .. }) => {
            let shown =
                Shown::Said { notice: None, error: Some(ApiError::from(e).detail_in(viewer.t)), ask_again: true };
            page(&state, &viewer, "account-page-choose-title", shown).await
        }
        Err(e) => Err(ApiError::from(e).into()),
    }
}
