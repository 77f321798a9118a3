//! Tournaments: made, listed, shown with their standings and games, joined, left or withdrawn
//! from, and started early by their creator.

use super::idempotency::WriteRequest;
use super::request::{answer, json_body};
use crate::AppState;
use crate::http::error::ApiError;
use axum::Router;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use ortoo_core::TournamentId;
use ortoo_core::when::rfc3339;
use ortoo_i18n::Said;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;

use ortoo_core::Timestamp;
use ortoo_core::timecontrol::TimeControl;
use ortoo_play::tournaments::{NewTournament, TournamentView};

pub(super) fn router() -> Router<AppState> {
    Router::new()
        .route("/tournaments", post(create_tournament).get(list_tournaments))
        .route("/tournaments/{id}", get(get_tournament))
        .route("/tournaments/{id}/join", post(join_tournament))
        .route("/tournaments/{id}/leave", post(leave_tournament))
        .route("/tournaments/{id}/start", post(start_tournament))
}

/// The body of `POST /tournaments`.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct TournamentRequest {
    pub name: String,
    /// `round_robin` (each pair plays both colours, all games at once) or `swiss`.
    pub kind: String,
    pub variant: String,
    #[serde(default)]
    #[schema(value_type = Object)]
    pub options: BTreeMap<String, serde_json::Value>,
    pub time_control: Option<TimeControl>,
    /// Rated unless `false`.
    pub rated: Option<bool>,
    /// A Swiss's rounds, 1 to 20 (5 if left out).
    pub rounds: Option<i64>,
    /// When joining closes and play begins (RFC 3339); a day from now if left out.
    pub starts_at: Option<String>,
}

/// A tournament in a list.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub(crate) struct TournamentSummary {
    #[schema(value_type = String)]
    pub id: TournamentId,
    pub name: String,
    pub kind: String,
    pub variant: String,
    #[schema(value_type = Object)]
    pub options: serde_json::Value,
    #[schema(value_type = Option<Object>)]
    pub time_control: Option<serde_json::Value>,
    pub rated: bool,
    pub rounds: i64,
    /// The round paired last (0 before the start).
    pub round: i64,
    /// `open` (joining), `running`, `finished` or `cancelled` (fewer than two joined).
    pub status: String,
    pub creator: String,
    pub starts_at: String,
    pub players: i64,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub(crate) struct TournamentList {
    pub tournaments: Vec<TournamentSummary>,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub(crate) struct TournamentPlayer {
    pub name: String,
    pub withdrawn: bool,
}

/// A line of the standings.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub(crate) struct StandingView {
    pub place: usize,
    pub name: String,
    pub points: f64,
    /// Sonneborn-Berger: the points of the opponents beaten, and half those of the drawn.
    pub sonneborn_berger: f64,
    pub wins: i64,
    pub played: i64,
    pub byes: i64,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub(crate) struct TournamentGame {
    #[schema(value_type = String)]
    pub id: ortoo_core::GameId,
    pub round: i64,
    pub white: String,
    pub black: String,
    pub status: ortoo_core::GameStatus,
    /// `white`, `black` or `draw`, once over.
    pub result: Option<String>,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub(crate) struct ByeView {
    pub round: i64,
    pub player: String,
}

/// A tournament with its players, standings, games and byes.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub(crate) struct TournamentDoc {
    #[serde(flatten)]
    pub summary: TournamentSummary,
    pub entrants: Vec<TournamentPlayer>,
    pub standings: Vec<StandingView>,
    pub games: Vec<TournamentGame>,
    pub byes: Vec<ByeView>,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub(crate) struct TournamentEnvelope {
    pub tournament: TournamentDoc,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub(crate) struct Left {
    /// `left` (before the start) or `withdrawn` (after it: your unfinished games resigned).
    pub status: String,
}

fn summary(t: &ortoo_core::tournament::Tournament) -> TournamentSummary {
    TournamentSummary {
        id: t.id.clone(),
        name: t.name.clone(),
        kind: t.kind.as_str().into(),
        variant: t.variant.clone(),
        options: serde_json::from_str(&t.options).unwrap_or(Value::Null),
        time_control: TimeControl::of(t.time_control.as_deref(), t.days_per_move)
            .map(|tc| serde_json::to_value(tc).expect("a time control serialises")),
        rated: t.rated,
        rounds: t.rounds,
        round: t.round,
        status: t.status.as_str().into(),
        creator: t.creator_name.clone(),
        starts_at: rfc3339(t.starts_at),
        players: t.players,
    }
}

pub(crate) fn doc(v: &TournamentView) -> TournamentDoc {
    TournamentDoc {
        summary: summary(&v.tournament),
        entrants: v
            .entries
            .iter()
            .map(|e| TournamentPlayer { name: e.name.clone(), withdrawn: e.withdrawn_at.is_some() })
            .collect(),
        standings: v
            .standings
            .iter()
            .enumerate()
            .map(|(i, s)| StandingView {
                place: i + 1,
                name: v.name_of(&s.player),
                points: s.points,
                sonneborn_berger: s.sonneborn_berger,
                wins: s.wins,
                played: s.played,
                byes: s.byes,
            })
            .collect(),
        games: v
            .games
            .iter()
            .map(|g| TournamentGame {
                id: g.id.clone(),
                round: g.tournament.as_ref().map_or(0, |t| t.round),
                white: g.players.white.name.clone(),
                black: g.players.black.name.clone(),
                status: g.status(),
                result: g.result().map(str::to_string),
            })
            .collect(),
        byes: v.byes.iter().map(|(round, id)| ByeView { round: *round, player: v.name_of(id) }).collect(),
    }
}

async fn envelope(state: &AppState, id: &TournamentId) -> Result<TournamentEnvelope, ApiError> {
    Ok(TournamentEnvelope { tournament: doc(&state.play.tournaments.tournament_view(id).await?) })
}

#[utoipa::path(
    post,
    path = "/tournaments",
    tag = "tournaments",
    security(("bearer" = [])),
    request_body = TournamentRequest,
    params(
        ("Idempotency-Key" = Option<String>, Header, description = "Retry safely: the same key and body give the same answer")
    ),
    responses(
        (status = 201, description = "The tournament, open for joining; you are in it", body = TournamentEnvelope),
        (
            status = 400,
            description = "Malformed request",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 403,
            description = "Only the server's admins make tournaments here (forbidden)",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 422,
            description = "invalid_tournament, invalid_challenge: a name, game, option, clock, rounds or start that will not do",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn create_tournament(State(state): State<AppState>, write: WriteRequest, body: Bytes) -> Response {
    write
        .run(&state, &body, StatusCode::CREATED, async |_| {
            let r: TournamentRequest = json_body(&body)?;
            let starts_at = match r.starts_at.as_deref() {
                None => None,
                Some(text) => Some(Timestamp::parse_rfc3339(text).ok_or_else(|| {
                    let said = Said::new("error-api-starts-at").arg("given", text);
                    ApiError::said(StatusCode::BAD_REQUEST, "bad_request", said)
                })?),
            };
            let request = NewTournament {
                name: r.name,
                kind: r.kind,
                variant: r.variant,
                options: r.options,
                time_control: r.time_control,
                rated: r.rated,
                rounds: r.rounds,
                starts_at,
            };
            let t = state.play.tournaments.create_tournament(&write.user, request).await?;
            Ok(Some(answer(StatusCode::CREATED, &envelope(&state, &t.id).await?)))
        })
        .await
}

#[utoipa::path(
    get,
    path = "/tournaments",
    tag = "tournaments",
    responses(
        (
            status = 200,
            description = "Open and running tournaments (soonest first), then finished ones (public)",
            body = TournamentList,
        )
    )
)]
pub(crate) async fn list_tournaments(State(state): State<AppState>) -> Result<Response, ApiError> {
    let tournaments = state.play.tournaments.tournaments().await?.iter().map(summary).collect();
    Ok(axum::Json(TournamentList { tournaments }).into_response())
}

#[utoipa::path(
    get,
    path = "/tournaments/{id}",
    tag = "tournaments",
    params(
        ("id" = String, Path, description = "Tournament id")
    ),
    responses(
        (
            status = 200,
            description = "The tournament with its standings, games and byes (public)",
            body = TournamentEnvelope,
        ),
        (
            status = 404,
            description = "No such tournament",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn get_tournament(
    State(state): State<AppState>,
    Path(id): Path<TournamentId>,
) -> Result<Response, ApiError> {
    Ok(axum::Json(envelope(&state, &id).await?).into_response())
}

#[utoipa::path(
    post,
    path = "/tournaments/{id}/join",
    tag = "tournaments",
    security(("bearer" = [])),
    params(
        ("id" = String, Path, description = "Tournament id")
    ),
    responses(
        (status = 200, description = "You are in", body = TournamentEnvelope),
        (
            status = 404,
            description = "No such tournament",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 409,
            description = "tournament_started, tournament_full, joined_already",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn join_tournament(
    State(state): State<AppState>,
    write: WriteRequest,
    Path(id): Path<TournamentId>,
) -> Response {
    write
        .run(&state, &[], StatusCode::OK, async |_| {
            state.play.tournaments.join_tournament(&write.user, &id).await?;
            Ok(Some(answer(StatusCode::OK, &envelope(&state, &id).await?)))
        })
        .await
}

#[utoipa::path(
    post,
    path = "/tournaments/{id}/leave",
    tag = "tournaments",
    security(("bearer" = [])),
    params(
        ("id" = String, Path, description = "Tournament id")
    ),
    responses(
        (
            status = 200,
            description = "Left (before the start) or withdrawn (after it: your unfinished games in it are resigned, and you are not paired again)",
            body = Left,
        ),
        (
            status = 404,
            description = "No such tournament",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 409,
            description = "not_joined, tournament_over",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn leave_tournament(
    State(state): State<AppState>,
    write: WriteRequest,
    Path(id): Path<TournamentId>,
) -> Response {
    write
        .run(&state, &[], StatusCode::OK, async |_| {
            let status = state.play.tournaments.leave_tournament(&write.user, &id).await?;
            Ok(Some(answer(StatusCode::OK, &Left { status: status.as_str().into() })))
        })
        .await
}

#[utoipa::path(
    post,
    path = "/tournaments/{id}/start",
    tag = "tournaments",
    security(("bearer" = [])),
    params(
        ("id" = String, Path, description = "Tournament id")
    ),
    responses(
        (
            status = 200,
            description = "Started now: its first round is paired (or, with fewer than two players, it is cancelled)",
            body = TournamentEnvelope,
        ),
        (
            status = 403,
            description = "Only its creator starts it early (forbidden)",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 404,
            description = "No such tournament",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 409,
            description = "tournament_started",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn start_tournament(
    State(state): State<AppState>,
    write: WriteRequest,
    Path(id): Path<TournamentId>,
) -> Response {
    write
        .run(&state, &[], StatusCode::OK, async |_| {
            state.play.tournaments.start_tournament(&write.user, &id).await?;
            Ok(Some(answer(StatusCode::OK, &envelope(&state, &id).await?)))
        })
        .await
}
