//! A player's correspondence settings (e-mail, reminders, vacations), the notices list and the one-click unsubscribe.

use super::{Header, PageError, Viewer, form_field, notice_redirect, urlencode};
use crate::AppState;
use crate::http::auth::{SESSION_COOKIE, session_secret};
use crate::http::error::ApiError;
use crate::http::language::{LANGUAGE_COOKIE, language_of};
use askama::Template;
use askama_web::WebTemplate;
use axum::Router;
use axum::extract::rejection::{FormRejection, QueryRejection};
use axum::extract::{Form, Path, Query, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::get;
use ortoo_core::{NotifyMode, UserId};
use ortoo_i18n::{Lang, Word};
use ortoo_play::PlayError;
use ortoo_play::credentials::hash_secret;
use serde::Deserialize;

pub(super) fn router() -> Router<AppState> {
    Router::new()
        .route("/settings", get(settings_page).post(settings_form))
        .route("/notifications", get(notifications_page))
        .route("/unsubscribe/{token}", get(unsubscribe_page).post(unsubscribe))
        .route("/language", axum::routing::post(choose_language))
}

#[derive(Template, WebTemplate)]
#[template(path = "settings.html")]
struct SettingsPage {
    viewer: Option<Header>,
    /// The language the page is written in.
    t: Lang,
    notice: Option<String>,
    error: Option<String>,
    settings: crate::api::me::NotificationSettings,
    /// How notices reach the player, for the radio buttons.
    notify: NotifyMode,
    reminders: String,
    /// The names the time zone field suggests.
    zones: Vec<String>,
    account: crate::api::schema::Me,
    /// The day the account was made, as the reader writes a date.
    since: String,
    /// The language the player's browser asks for (what "as my browser asks" gives).
    browser: Lang,
    /// The vacation days left: a count where it is whole (the language chooses its plural by it),
    /// else as written (`6.5`).
    vacation_left: Word,
}

async fn settings_page(
    State(state): State<AppState>,
    viewer: Viewer,
    headers: axum::http::HeaderMap,
    q: Result<Query<SettingsQuery>, QueryRejection>,
) -> Result<Response, PageError> {
    let Query(q) = q?;
    let user = viewer.require()?;
    let held = state.play.preferences.notification_settings(&user).await.map_err(ApiError::from)?;
    let notify = held.notify;
    let settings: crate::api::me::NotificationSettings = held.into();
    let reminders = q.reminders.unwrap_or_else(|| ortoo_core::timecontrol::remind_hours_text(&settings.reminders));
    let left = settings.vacation.days_left;
    let vacation_left =
        if left.fract() == 0.0 && left.abs() < 1e15 { Word::Number(left as i64) } else { Word::Text(left.to_string()) };
    Ok(SettingsPage {
        t: viewer.t,
        viewer: viewer.header(&state).await?,
        notice: q.notice,
        error: q.error,
        settings,
        notify,
        reminders,
        zones: ortoo_core::when::zone_names(),
        account: crate::api::schema::Me::of(&user),
        since: super::words::human_day(viewer.t, user.created_at),
        browser: crate::http::language::browser_language(&headers).unwrap_or_else(ortoo_i18n::english),
        vacation_left,
    }
    .into_response())
}

/// The settings page's address: a notice, or after a refused form its reason and the reminder
/// hours as they were typed.
#[derive(Deserialize, Default)]
struct SettingsQuery {
    notice: Option<String>,
    error: Option<String>,
    reminders: Option<String>,
}

async fn settings_form(
    State(state): State<AppState>,
    viewer: Viewer,
    headers: axum::http::HeaderMap,
    form: Result<Form<Vec<(String, String)>>, FormRejection>,
) -> Result<Response, PageError> {
    let user = viewer.require()?;
    let Form(fields) = form?;
    let t = viewer.t;
    let field = |name: &str| form_field(&fields, name);
    // Passwords as typed (a password may start or end with a space).
    let password = |name: &str| fields.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone()).unwrap_or_default();
    let result = match field("action").as_deref() {
        Some("verification") => {
            state.play.accounts.send_verification(&user).await.map(|()| t.text("settings-page-verification-sent"))
        }
        Some("email") => {
            let email = field("email").unwrap_or_default();
            match state.play.accounts.change_address(&user, &password("password"), &email).await {
                Ok(ortoo_play::accounts::AddressChange::AwaitingVerification) => {
                    Ok(t.text("settings-page-address-link-sent"))
                }
                Ok(ortoo_play::accounts::AddressChange::Made) => Ok(t.text("settings-page-address-changed")),
                Err(e) => Err(e),
            }
        }
        Some("password") => {
            let session = session_secret(&headers).map(|s| hash_secret(&s));
            state
                .play
                .accounts
                .change_password(&user, &password("password"), &password("new_password"), session.as_deref())
                .await
                .map(|()| t.text("settings-page-password-changed"))
        }
        Some("close") if field("understood").is_none() => {
            Err(PlayError::BadRequest(ortoo_i18n::Said::new("settings-page-close-tick")))
        }
        Some("close") => match state.play.accounts.close_account(&user, &password("password")).await {
            Ok(()) => {
                // Said in the language of the page it lands on: a visitor's, as the player is gone.
                let said_in = language_of(None, &headers);
                let mut response = notice_redirect("/", &said_in.text("settings-page-closed"));
                let cookie = format!("{SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0");
                response.headers_mut().insert(header::SET_COOKIE, HeaderValue::from_str(&cookie).expect("ASCII"));
                return Ok(response);
            }
            Err(e) => Err(e),
        },
        Some("vacation") => match field("days").unwrap_or_default().parse::<u32>() {
            Ok(days) => state
                .play
                .preferences
                .start_vacation(&user, days)
                .await
                .map(|_| t.text("settings-page-vacation-started")),
            Err(_) => Err(PlayError::BadRequest(ortoo_i18n::Said::new("settings-page-vacation-whole-days"))),
        },
        Some("back") => {
            state.play.preferences.end_vacation(&user).await.map(|_| t.text("settings-page-vacation-ended"))
        }
        Some("mail_password") => {
            let password = field("mail_password").unwrap_or_default();
            let removed = password.trim().is_empty();
            let change = ortoo_play::prefs::SettingsChange { mail_password: Some(password), ..Default::default() };
            state.play.preferences.change_settings(&user, change).await.map(|_| {
                t.text(if removed {
                    "settings-page-mail-password-removed"
                } else {
                    "settings-page-mail-password-was-set"
                })
            })
        }
        _ => match ortoo_core::timecontrol::parse_remind_hours(&field("reminders").unwrap_or_default()) {
            Ok(hours) => {
                // Said in the language the page comes back in: the one just chosen, if any.
                let saved_in = match field("language").as_deref() {
                    Some("") => language_of(None, &headers),
                    Some(tag) => ortoo_i18n::find(tag).unwrap_or(t),
                    None => t,
                };
                let change = ortoo_play::prefs::SettingsChange {
                    notify: field("notify"),
                    reminders: Some(hours),
                    time_zone: field("time_zone"),
                    notation: field("notation"),
                    language: field("language"),
                    mail_password: None,
                };
                state
                    .play
                    .preferences
                    .change_settings(&user, change)
                    .await
                    .map(|_| saved_in.text("settings-page-saved"))
            }
            Err(e) => Err(PlayError::BadRequest(e)),
        },
    };
    match result {
        Ok(done) => Ok(notice_redirect("/settings", &done)),
        // Post/redirect/get: back to the settings with the reason, and the reminders as typed.
        Err(e) => {
            let mut to = format!("/settings?error={}", urlencode(&ApiError::from(e).detail_in(t)));
            if let Some(typed) = field("reminders") {
                to.push_str(&format!("&reminders={}", urlencode(&typed)));
            }
            Ok(Redirect::to(&to).into_response())
        }
    }
}

struct NoticeRow {
    subject: String,
    /// The notice's opening lines (who played what, a comment), without the board and the
    /// mail's instructions, which the game page shows better.
    lead: Vec<String>,
    game: Option<ortoo_core::GameId>,
    at: String,
    when: String,
    unread: bool,
}

/// The lines of a notice's first paragraph; a paragraph that only introduces what follows (a
/// message's "borte says:") gives way to the next, which is what it introduces.
fn lead(body: &str) -> Vec<String> {
    let mut paragraphs = body.split("\n\n").map(str::trim).filter(|p| !p.is_empty());
    let first = paragraphs.next().unwrap_or_default();
    let chosen = if first.ends_with(':') && !first.contains('\n') { paragraphs.next().unwrap_or(first) } else { first };
    chosen.lines().map(str::to_string).collect()
}

#[derive(Template, WebTemplate)]
#[template(path = "notifications.html")]
struct NotificationsPage {
    viewer: Option<Header>,
    /// The language the page is written in.
    t: Lang,
    rows: Vec<NoticeRow>,
}

async fn notifications_page(State(state): State<AppState>, viewer: Viewer) -> Result<Response, PageError> {
    let user = viewer.require()?;
    let listed = state.play.inbox.notices(&user, false, 100).await?;
    let rows = listed
        .into_iter()
        .map(|n| NoticeRow {
            // In the reader's language where the notice kept its words unsaid.
            subject: n.words.as_ref().map_or_else(|| n.subject.clone(), |w| w.listed_in(viewer.t)),
            lead: lead(&n.words.as_ref().map_or_else(|| n.detail.clone(), |w| w.detail_in(viewer.t))),
            game: n.game_id,
            at: ortoo_core::when::rfc3339(n.created_at),
            when: super::words::human_time(viewer.t, n.created_at),
            unread: n.read_at.is_none(),
        })
        .collect();
    // Seeing the list is reading it.
    state.play.inbox.mark_read(&user, None).await?;
    state.attention.forget(&user.id);
    Ok(NotificationsPage { t: viewer.t, viewer: viewer.header(&state).await?, rows }.into_response())
}

#[derive(Template, WebTemplate)]
#[template(path = "unsubscribe.html")]
struct UnsubscribePage {
    viewer: Option<Header>,
    /// The language the page is written in.
    t: Lang,
    token: String,
    done: bool,
}

async fn unsubscribe_page(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(token): Path<String>,
) -> Result<Response, PageError> {
    Ok(UnsubscribePage { t: viewer.t, viewer: viewer.header(&state).await?, token, done: false }.into_response())
}

/// The one-click unsubscribe (RFC 8058): a POST to the link, from the mail client or the page.
async fn unsubscribe(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(token): Path<String>,
) -> Result<Response, PageError> {
    let Some(user_id) = state.play.settings.signer.unsubscribe_user(&token) else {
        return Err(PageError::Status(StatusCode::NOT_FOUND, viewer.t.text("unsubscribe-page-bad-link")));
    };
    state.play.inbox.unsubscribe(&UserId::from_text(user_id)).await?;
    Ok(UnsubscribePage { t: viewer.t, viewer: viewer.header(&state).await?, token, done: true }.into_response())
}

#[cfg(test)]
mod tests {
    use super::lead;

    #[test]
    fn a_notice_leads_with_its_first_paragraph_or_what_its_colon_introduces() {
        assert_eq!(
            lead("Your move in Khan.\nbob played N b1-c3.\n\nThe board:\n..."),
            ["Your move in Khan.", "bob played N b1-c3."]
        );
        assert_eq!(lead("borte says:\n\nGood luck!\nAnd have fun.\n"), ["Good luck!", "And have fun."]);
        assert_eq!(lead("borte says:\n"), ["borte says:"], "nothing after it: the line stays");
    }
}

#[derive(Deserialize)]
struct LanguageForm {
    language: String,
}

/// A language chosen in a page's footer: kept in a cookie (a visitor's choice, and the page's
/// until the next), and in a signed-in player's settings (their mail's too); the page it was
/// chosen on comes back in it.
async fn choose_language(
    State(state): State<AppState>,
    viewer: Viewer,
    headers: axum::http::HeaderMap,
    form: Result<Form<LanguageForm>, FormRejection>,
) -> Result<Response, PageError> {
    let Form(form) = form?;
    let Some(&(tag, _)) = ortoo_i18n::LANGUAGES.iter().find(|(tag, _)| *tag == form.language) else {
        return Err(PageError::Status(
            StatusCode::BAD_REQUEST,
            viewer.t.msg("settings-page-no-such-language").arg("language", &form.language).to_string(),
        ));
    };
    if let Some(user) = &viewer.user {
        let change = ortoo_play::prefs::SettingsChange { language: Some(tag.to_string()), ..Default::default() };
        state.play.preferences.change_settings(user, change).await?;
    }
    let back = came_from(&headers, &state.config.base_url);
    let secure = if state.config.secure_cookies { "; Secure" } else { "" };
    let cookie = format!("{LANGUAGE_COOKIE}={tag}; Path=/; SameSite=Lax; Max-Age=31536000{secure}");
    let mut response = Redirect::to(&back).into_response();
    response.headers_mut().insert(header::SET_COOKIE, HeaderValue::from_str(&cookie).expect("a tag is ASCII"));
    Ok(response)
}

/// The page of this site a form was posted from (its `Referer`), or the lobby: never another
/// site's address, and never the form's own action.
fn came_from(headers: &axum::http::HeaderMap, base_url: &str) -> String {
    let base = base_url.trim_end_matches('/');
    headers
        .get(header::REFERER)
        .and_then(|v| v.to_str().ok())
        .and_then(|referer| referer.strip_prefix(base))
        .filter(|path| path.starts_with('/') && !path.starts_with("//") && !path.starts_with("/language"))
        .map_or_else(|| "/".to_string(), str::to_string)
}
