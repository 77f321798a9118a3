//! Challenges and open seeks: made, listed, accepted, declined, withdrawn.

use super::idempotency::WriteRequest;
use super::request::json_body;
use crate::AppState;
use crate::http::auth::Caller;
use crate::http::error::ApiError;
use axum::Router;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{delete, post};
use ortoo_core::{ChallengeId, Scope};
use serde::Deserialize;
use std::collections::BTreeMap;

use ortoo_core::timecontrol::TimeControl;

/// Who a challenge is for.
#[derive(Debug, Clone, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub(crate) enum Opponent {
    /// A named player.
    User(String),
    /// An open seek anyone may accept.
    Open(bool),
    /// The engine at a level.
    Engine(u8),
    /// The engine against itself at these levels, for the challenger to watch.
    Engines(EngineLevels),
}

/// The engine's level on each side of a game it plays against itself.
#[derive(Debug, Clone, Copy, Deserialize, utoipa::ToSchema)]
pub(crate) struct EngineLevels {
    pub white: u8,
    pub black: u8,
}

/// The body of `POST /challenges`.
#[derive(Debug, Clone, Deserialize, utoipa::ToSchema)]
pub(crate) struct NewChallenge {
    pub variant: String,
    /// Rule options by name: `true`/`false` (or `on`/`off`) for switches, numbers, choices.
    #[serde(default)]
    #[schema(value_type = Object)]
    pub options: BTreeMap<String, serde_json::Value>,
    pub setup: Option<String>,
    pub opponent: Opponent,
    /// The challenger's colour: `white`, `black` or `random` (the default).
    pub color: Option<String>,
    /// `{"days_per_move": 3}`, or `{"bank": {"initial_days": 7, "increment_days": 1, "cap_days": 14}}`.
    pub time_control: Option<TimeControl>,
    /// Rated or casual. By default a game between people is rated; one against the engine is
    /// never rated.
    pub rated: Option<bool>,
    /// For an open seek: only players rated from `min` to `max` (in the game's pool) may
    /// accept it. Either end may be left out.
    pub rating_range: Option<RangeAsked>,
}

/// The body of `POST /challenges/{id}/accept`, which may be left out.
#[derive(Debug, Clone, Default, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct AcceptChallenge {
    /// Your own choices, where the game leaves one to each player, by the name both sides'
    /// go by: janggi's `{"arrangement": "outer"}` arranges your horses and elephants (`inner`,
    /// `outer`, `left` or `right`, from your own left) whichever side you are given.
    #[serde(default)]
    pub choices: BTreeMap<String, String>,
}

/// A seek's rating range as asked for.
#[derive(Debug, Clone, Copy, Deserialize, utoipa::ToSchema)]
pub(crate) struct RangeAsked {
    pub min: Option<i64>,
    pub max: Option<i64>,
}

impl TryFrom<NewChallenge> for ortoo_play::challenges::NewChallenge {
    type Error = ortoo_play::PlayError;
    fn try_from(r: NewChallenge) -> Result<Self, Self::Error> {
        let opponent = match r.opponent {
            Opponent::User(name) => ortoo_play::challenges::Opponent::User(name),
            Opponent::Open(open) => ortoo_play::challenges::Opponent::Open(open),
            Opponent::Engine(level) => ortoo_play::challenges::Opponent::Engine(level),
            Opponent::Engines(EngineLevels { white, black }) => {
                ortoo_play::challenges::Opponent::Engines(ortoo_play::opponent::EngineLevels { white, black })
            }
        };
        let rating_range = match r.rating_range {
            Some(asked) => ortoo_play::challenges::RatingRange::new(asked.min, asked.max)
                .map_err(|detail| ortoo_play::PlayError::Invalid { code: "invalid_challenge", detail })?,
            None => None,
        };
        Ok(ortoo_play::challenges::NewChallenge {
            variant: r.variant,
            options: r.options,
            setup: r.setup,
            opponent,
            color: r.color,
            time_control: r.time_control,
            rated: r.rated,
            rating_range,
        })
    }
}
use super::views::challenge_view;
use crate::api::schema::{ChallengeEnvelope, ChallengeList};

pub(super) fn router() -> Router<AppState> {
    Router::new()
        .route("/challenges", post(create_challenge).get(list_challenges))
        .route("/challenges/{id}", delete(cancel_challenge))
        .route("/challenges/{id}/accept", post(accept_challenge))
        .route("/challenges/{id}/decline", post(decline_challenge))
}

#[utoipa::path(
    post,
    path = "/challenges",
    tag = "challenges",
    security(("bearer" = [])),
    request_body = NewChallenge,
    params(
        ("Idempotency-Key" = Option<String>, Header, description = "Retry safely: the same key and body give the same answer")
    ),
    responses(
        (
            status = 201,
            description = "The challenge (or, against the engine, the game)",
            body = crate::api::schema::ChallengeCreated,
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
            description = "Missing scope",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 422,
            description = "Unknown variant, bad option, unknown player, an engine level outside 1-12 (codes invalid_challenge, unknown_player)",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 409,
            description = "Two games of the engine against itself are going already (too_many_engine_games)",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn create_challenge(State(state): State<AppState>, write: WriteRequest, body: Bytes) -> Response {
    write
        .run(&state, &body, StatusCode::CREATED, async |answering| {
            let r: NewChallenge = json_body(&body)?;
            state.play.challenges.create_challenge(&write.user, r.try_into()?, Some(answering)).await?;
            Ok(None)
        })
        .await
}

#[utoipa::path(
    get,
    path = "/challenges",
    tag = "challenges",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "Open seeks and challenges to or from you", body = crate::api::schema::ChallengeList),
        (
            status = 401,
            description = "No or bad credentials",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn list_challenges(State(state): State<AppState>, caller: Caller) -> Result<Response, ApiError> {
    let user = caller.require(Scope::Read)?;
    let list = state.play.challenges.challenges_for(user).await?;
    Ok(axum::Json(ChallengeList { challenges: list.iter().map(challenge_view).collect() }).into_response())
}

#[utoipa::path(
    post,
    path = "/challenges/{id}/accept",
    tag = "challenges",
    security(("bearer" = [])),
    request_body(content = Option<AcceptChallenge>, description = "Optional: your own choices, where the game leaves some to each player"),
    params(
        ("id" = String, Path, description = "Challenge id")
    ),
    responses(
        (status = 201, description = "The game begins", body = crate::api::schema::GameEnvelope),
        (
            status = 400,
            description = "A body that is not the JSON object described",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 403,
            description = "Not addressed to you, or your own seek",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 404,
            description = "No such challenge",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 422,
            description = "A choice the game leaves to no player, or a value it cannot take (code invalid_choice)",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 409,
            description = "Already accepted, declined or withdrawn (code challenge_closed)",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn accept_challenge(
    State(state): State<AppState>,
    write: WriteRequest,
    Path(id): Path<ChallengeId>,
    body: Bytes,
) -> Response {
    write
        .run(&state, &body, StatusCode::CREATED, async |answering| {
            // No body at all (or JSON's null) is an acceptance with no choices of one's own, as
            // it always was.
            let text = body.trim_ascii();
            let asked: AcceptChallenge =
                if text.is_empty() || text == b"null" { AcceptChallenge::default() } else { json_body(&body)? };
            let own: Vec<(String, String)> = asked.choices.into_iter().collect();
            state.play.challenges.accept(&write.user, &id, &own, Some(answering)).await?;
            Ok(None)
        })
        .await
}

#[utoipa::path(
    post,
    path = "/challenges/{id}/decline",
    tag = "challenges",
    security(("bearer" = [])),
    params(
        ("id" = String, Path, description = "Challenge id")
    ),
    responses(
        (status = 200, description = "Declined", body = crate::api::schema::ChallengeEnvelope),
        (
            status = 403,
            description = "Not addressed to you",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 404,
            description = "No such challenge",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 409,
            description = "No longer open",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn decline_challenge(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<ChallengeId>,
) -> Result<Response, ApiError> {
    let user = caller.require(Scope::Play)?;
    state.play.challenges.decline(user, &id).await?;
    let c = state.play.challenges.challenge(&id).await?;
    Ok(axum::Json(ChallengeEnvelope { challenge: challenge_view(&c) }).into_response())
}

#[utoipa::path(
    delete,
    path = "/challenges/{id}",
    tag = "challenges",
    security(("bearer" = [])),
    params(
        ("id" = String, Path, description = "Challenge id")
    ),
    responses(
        (status = 204, description = "Withdrawn"),
        (
            status = 403,
            description = "Not your challenge",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 404,
            description = "No such challenge",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 409,
            description = "No longer open",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn cancel_challenge(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<ChallengeId>,
) -> Result<Response, ApiError> {
    let user = caller.require(Scope::Play)?;
    state.play.challenges.cancel(user, &id).await?;
    Ok(StatusCode::NO_CONTENT.into_response())
}
