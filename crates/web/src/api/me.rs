//! The player's own correspondence settings and notices: `/api/v1/me/...`.

use axum::body::Bytes;
use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use ortoo_core::{GameId, NoticeId, Scope};
use ortoo_i18n::Said;
use serde::{Deserialize, Serialize};

use crate::AppState;
use crate::api::idempotency::WriteRequest;
use crate::api::request::{answer, json_body};
use crate::http::auth::Caller;
use crate::http::error::ApiError;
use ortoo_core::timecontrol::DAY_MS;
use ortoo_core::when::rfc3339;
use ortoo_play::prefs::PlayerSettings;

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct NotificationSettings {
    /// `move` (an e-mail for every notice), `digest` (one a day) or `none` (only in the app).
    pub notify: String,
    /// The time zone mails give times in (an IANA name: `Europe/Paris`; `UTC` until set).
    pub time_zone: String,
    /// The notation moves are written in for you, on the pages and in mail: `san` (standard
    /// algebraic, `Nf3`, where the game has it) or `full` (full algebraic, `N g1-f3`).
    pub notation: String,
    /// The language ortoo writes to you in (pages, mail, the API's messages): a tag such as
    /// `ja` or `zh-Hans`; null until you choose one (your browser's language is used on the
    /// pages, English in mail).
    pub language: Option<String>,
    /// Whether you have a mail password (it is never shown).
    pub mail_password_set: bool,
    /// Hours before a deadline at which a reminder comes, largest first.
    pub reminders: Vec<u32>,
    pub vacation: Vacation,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct Vacation {
    /// The yearly allowance, in days.
    pub days_per_year: u32,
    /// What is left of it this calendar year, in days (an early return gives the rest back).
    pub days_left: f64,
    /// The end of the vacation in progress; null when not on vacation.
    pub until: Option<String>,
}

impl From<PlayerSettings> for NotificationSettings {
    fn from(s: PlayerSettings) -> NotificationSettings {
        NotificationSettings {
            notify: s.notify.as_str().to_string(),
            time_zone: s.time_zone,
            notation: s.notation.as_str().to_string(),
            language: s.language,
            mail_password_set: s.mail_password_set,
            reminders: s.reminders,
            vacation: Vacation {
                days_per_year: s.vacation_days_per_year,
                days_left: (s.vacation_left_ms as f64 / DAY_MS as f64 * 100.0).round() / 100.0,
                until: s.vacation_until.map(rfc3339),
            },
        }
    }
}

/// The change `PUT /me/settings` takes: what is absent stays as it is.
#[derive(Debug, Clone, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SettingsChange {
    pub notify: Option<String>,
    pub reminders: Option<Vec<u32>>,
    /// An IANA time zone name (`Europe/Paris`, `America/New_York`, `UTC`).
    pub time_zone: Option<String>,
    /// `san` (standard algebraic, `Nf3`, where the game has it) or `full` (full algebraic,
    /// `N g1-f3`).
    #[schema(value_type = Option<String>, pattern = "^(san|full)$")]
    pub notation: Option<String>,
    /// The language ortoo writes to you in, by its tag; `""` leaves it to your browser (and
    /// English in mail).
    #[schema(value_type = Option<String>, pattern = "^(|en|zh-Hans|ja|ko|th|ru|de|es|fr|pt|vi)$")]
    pub language: Option<String>,
    /// A mail password, 8 to 64 characters without spaces: new mail to the play address that
    /// carries it (`password=...`) is done without a confirmation. `""` removes it.
    pub mail_password: Option<String>,
}

#[utoipa::path(
    get,
    path = "/me/settings",
    tag = "me",
    security(("bearer" = [])),
    responses(
        (
            status = 200,
            description = "How notices reach you, your reminders, your vacation allowance",
            body = NotificationSettings,
        ),
        (
            status = 401,
            description = "No or bad credentials",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn get_settings(State(state): State<AppState>, caller: Caller) -> Result<Response, ApiError> {
    let user = caller.require(Scope::Read)?;
    Ok(axum::Json(NotificationSettings::from(state.play.preferences.notification_settings(user).await?))
        .into_response())
}

#[utoipa::path(
    put,
    path = "/me/settings",
    tag = "me",
    security(("bearer" = [])),
    request_body = SettingsChange,
    responses(
        (status = 200, description = "The settings as changed", body = NotificationSettings),
        (
            status = 400,
            description = "A value out of range",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 401,
            description = "No or bad credentials",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn put_settings(State(state): State<AppState>, write: WriteRequest, body: Bytes) -> Response {
    write
        .run(&state, &body, StatusCode::OK, async |_| {
            let SettingsChange { notify, reminders, time_zone, notation, language, mail_password } = json_body(&body)?;
            let change =
                ortoo_play::prefs::SettingsChange { notify, reminders, time_zone, notation, language, mail_password };
            let changed = state.play.preferences.change_settings(&write.user, change).await?;
            Ok(Some(answer(StatusCode::OK, &NotificationSettings::from(changed))))
        })
        .await
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct VacationRequest {
    /// Days of vacation from now (added to a vacation in progress).
    #[schema(minimum = 1)]
    days: u32,
}

#[utoipa::path(
    post,
    path = "/me/vacation",
    tag = "me",
    security(("bearer" = [])),
    request_body = VacationRequest,
    responses(
        (
            status = 200,
            description = "On vacation: your clocks stand still until it ends",
            body = NotificationSettings,
        ),
        (
            status = 422,
            description = "Not enough vacation days left (vacation_exhausted)",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn start_vacation(State(state): State<AppState>, write: WriteRequest, body: Bytes) -> Response {
    write
        .run(&state, &body, StatusCode::OK, async |_| {
            let r: VacationRequest = json_body(&body)?;
            Ok(Some(answer(
                StatusCode::OK,
                &NotificationSettings::from(state.play.preferences.start_vacation(&write.user, r.days).await?),
            )))
        })
        .await
}

#[utoipa::path(
    delete,
    path = "/me/vacation",
    tag = "me",
    security(("bearer" = [])),
    responses(
        (
            status = 200,
            description = "Back from vacation; the days not taken are given back",
            body = NotificationSettings,
        ),
        (
            status = 409,
            description = "Not on vacation (no_vacation)",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn end_vacation(State(state): State<AppState>, write: WriteRequest) -> Response {
    write
        .run(&state, &[], StatusCode::OK, async |_| {
            let back = state.play.preferences.end_vacation(&write.user).await?;
            Ok(Some(answer(StatusCode::OK, &NotificationSettings::from(back))))
        })
        .await
}

#[derive(Deserialize)]
pub(crate) struct ListQuery {
    unread: Option<bool>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub(crate) struct NotificationView {
    #[schema(value_type = String)]
    id: NoticeId,
    /// `turn`, `challenge`, `draw_offer`, `takeback_offer`, `takeback_declined`, `game_over`,
    /// `reminder`, `reply`.
    kind: String,
    #[schema(value_type = Option<String>)]
    game: Option<GameId>,
    subject: String,
    /// The notice's own words; its e-mail adds the board, deadline and links when sent.
    body: String,
    created_at: String,
    read: bool,
    /// The e-mail's state: `pending`, `sent`, `failed`, `held` (for the digest), `digested`,
    /// `moot` (no longer true when due, not sent), `none`.
    email: String,
}

#[derive(Serialize, utoipa::ToSchema)]
pub(crate) struct NotificationList {
    notifications: Vec<NotificationView>,
}

#[utoipa::path(
    get,
    path = "/me/notifications",
    tag = "me",
    security(("bearer" = [])),
    params(
        ("unread" = Option<bool>, Query, description = "Only those not yet read")
    ),
    responses(
        (status = 200, description = "Your notices, newest first (at most 200)", body = NotificationList),
        (
            status = 401,
            description = "No or bad credentials",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn notifications(
    State(state): State<AppState>,
    caller: Caller,
    headers: axum::http::HeaderMap,
    query: Result<Query<ListQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Response, ApiError> {
    let user = caller.require(Scope::Read)?;
    // In the player's language, else the one the client asks for (`Accept-Language`).
    let t = crate::http::language::language_of(Some(user), &headers);
    let Query(query) = query?;
    let listed = state.play.inbox.notices(user, query.unread.unwrap_or(false), 200).await?;
    let notifications = listed
        .into_iter()
        .map(|n| NotificationView {
            id: n.id.clone(),
            // A kind written by a newer build than this one is listed as a plain notice.
            kind: n.kind.map_or("notice", |k| k.as_str()).to_string(),
            subject: n.subject_in(t),
            body: n.detail_in(t),
            game: n.game_id,
            created_at: rfc3339(n.created_at),
            read: n.read_at.is_some(),
            email: n.email,
        })
        .collect();
    Ok(axum::Json(NotificationList { notifications }).into_response())
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct ReadRequest {
    /// The notices to mark read; absent: all of them.
    #[schema(value_type = Option<Vec<String>>)]
    ids: Option<Vec<NoticeId>>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub(crate) struct Marked {
    marked: u64,
}

#[utoipa::path(
    post,
    path = "/me/notifications/read",
    tag = "me",
    security(("bearer" = [])),
    request_body = Option<ReadRequest>,
    responses(
        (status = 200, description = "How many notices were marked read", body = Marked)
    )
)]
pub(crate) async fn mark_read(State(state): State<AppState>, write: WriteRequest, body: Bytes) -> Response {
    write
        .run(&state, &body, StatusCode::OK, async |_| {
            // No body, or JSON null (the document's "no request"), marks all of them.
            let r: ReadRequest = if body.trim_ascii().is_empty() || body.trim_ascii() == b"null" {
                ReadRequest { ids: None }
            } else {
                json_body(&body)?
            };
            if r.ids.as_ref().is_some_and(|ids| ids.len() > 500) {
                let said = Said::new("error-api-mark-at-most");
                return Err(ApiError::said(StatusCode::BAD_REQUEST, "bad_request", said));
            }
            let marked = state.play.inbox.mark_read(&write.user, r.ids).await?;
            state.attention.forget(&write.user.id);
            Ok(Some(answer(StatusCode::OK, &Marked { marked })))
        })
        .await
}

#[cfg(test)]
mod tests {
    /// The document's pattern for a language names every language ortoo has, and no other.
    #[test]
    fn the_language_pattern_lists_every_language() {
        let tags: Vec<&str> = ortoo_i18n::LANGUAGES.iter().map(|(tag, _)| *tag).collect();
        let document: serde_json::Value =
            serde_json::from_str(&crate::api::openapi::document()).expect("the document is JSON");
        let pattern = document["components"]["schemas"]["SettingsChange"]["properties"]["language"]["pattern"]
            .as_str()
            .expect("the language has a pattern")
            .to_string();
        assert_eq!(pattern, format!("^(|{})$", tags.join("|")));
    }
}
