//! A finished game's analysis: read by anyone (as the game is), asked for by a signed-in player.

use super::idempotency::WriteRequest;
use super::request::{answer, json_response};
use crate::AppState;
use crate::http::error::ApiError;
use axum::Router;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use axum::routing::get;
use ortoo_core::GameId;
use ortoo_core::when::rfc3339;
use ortoo_i18n::Said;
use ortoo_play::analysis::{Eval, PlyReview, Review, SideSummary};
use serde::Serialize;

pub(super) fn router() -> Router<AppState> {
    Router::new().route("/games/{id}/analysis", get(get_analysis).post(request_analysis))
}

/// An evaluation from White's side.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub(crate) struct EvalDoc {
    /// Centipawns (White ahead when positive); absent for a forced win.
    pub cp: Option<i64>,
    /// Moves to a forced win: positive when White wins, negative when Black does; 0 once the
    /// game is won on the board.
    pub mate: Option<i64>,
    /// As annotators write it: `+0.35`, `#3`, `#-2`, `White won`.
    pub text: String,
}

impl From<Eval> for EvalDoc {
    fn from(e: Eval) -> EvalDoc {
        match e {
            Eval::Centipawns(cp) => EvalDoc { cp: Some(cp), mate: None, text: e.text() },
            // A game won on the board has mate 0, whoever won: the text says who.
            Eval::Mate { moves, .. } => EvalDoc { cp: None, mate: Some(moves), text: e.text() },
        }
    }
}

/// One ply as the analysis judges it.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub(crate) struct PlyDoc {
    pub ply: i64,
    /// `white` or `black`.
    pub side: String,
    /// The move played, in canonical text.
    #[serde(rename = "move")]
    pub played: String,
    /// The evaluation after it.
    pub eval: EvalDoc,
    /// The engine's choice in the position before, when it is not the move played.
    pub best: Option<String>,
    /// The evaluation had the engine's choice been played.
    pub best_eval: EvalDoc,
    /// The line the engine expected from its choice (empty when the move played was it).
    pub line: Vec<String>,
    /// Winning chance (0–1) the move gave away against the engine's choice.
    pub chance_lost: f64,
    /// `inaccuracy` (5 points of winning chance or more), `mistake` (10), `blunder` (15), or
    /// null.
    pub judgement: Option<String>,
}

impl From<&PlyReview> for PlyDoc {
    fn from(p: &PlyReview) -> PlyDoc {
        PlyDoc {
            ply: p.ply,
            side: p.side.name().to_string(),
            played: p.played.clone(),
            eval: p.eval.into(),
            best: p.best.clone(),
            best_eval: p.best_eval.into(),
            line: p.line.clone(),
            chance_lost: (p.chance_lost * 1000.0).round() / 1000.0,
            judgement: p.judgement.map(|j| j.as_str().to_string()),
        }
    }
}

/// One side's marked moves.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub(crate) struct SideDoc {
    pub inaccuracies: u32,
    pub mistakes: u32,
    pub blunders: u32,
    /// Average centipawns lost a move against the engine's choice (each loss counted up to 1000).
    pub average_loss: i64,
}

impl From<&SideSummary> for SideDoc {
    fn from(s: &SideSummary) -> SideDoc {
        SideDoc {
            inaccuracies: s.inaccuracies,
            mistakes: s.mistakes,
            blunders: s.blunders,
            average_loss: s.average_loss,
        }
    }
}

/// A game's analysis as far as it has gone.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub(crate) struct AnalysisDoc {
    #[schema(value_type = String)]
    pub game_id: GameId,
    /// `queued` (waiting for a worker, or under way: see `analysed`), `done`, or `failed`
    /// (`error` says why; asking again queues it anew).
    pub status: String,
    /// Positions analysed so far, of `total` (the start and the position after each ply).
    pub analysed: usize,
    pub total: usize,
    pub requested_at: String,
    pub finished_at: Option<String>,
    pub error: Option<String>,
    /// The evaluation of the starting position.
    pub start: Option<EvalDoc>,
    /// Every ply whose positions before and after are analysed, in order.
    pub plies: Vec<PlyDoc>,
    pub white: SideDoc,
    pub black: SideDoc,
}

pub(crate) fn analysis_doc(game_id: &GameId, r: &Review) -> AnalysisDoc {
    AnalysisDoc {
        game_id: game_id.clone(),
        status: r.status.as_str().into(),
        analysed: r.analysed,
        total: r.total,
        requested_at: rfc3339(r.requested_at),
        finished_at: r.finished_at.map(rfc3339),
        error: r.error.clone(),
        start: r.start.map(EvalDoc::from),
        plies: r.plies.iter().map(PlyDoc::from).collect(),
        white: (&r.white).into(),
        black: (&r.black).into(),
    }
}

#[utoipa::path(
    get,
    path = "/games/{id}/analysis",
    tag = "games",
    params(
        ("id" = String, Path, description = "Game id")
    ),
    responses(
        (status = 200, description = "The game's analysis as far as it has gone (public)", body = AnalysisDoc),
        (
            status = 404,
            description = "No such game, or no analysis of it (no_analysis: the game is going on, or ended before analyses were made; POST asks for one)",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn get_analysis(State(state): State<AppState>, Path(id): Path<GameId>) -> Result<Response, ApiError> {
    let game = state.play.games.game(&id).await?;
    match state.play.reviews.review(&game).await? {
        Some(review) => Ok(json_response(StatusCode::OK, answer(StatusCode::OK, &analysis_doc(&id, &review)).1)),
        None if game.is_active() => Err(no_analysis("error-api-analysis-under-way")),
        None if game.ply == 0 => Err(no_analysis("error-analysis-nothing")),
        None => Err(no_analysis("error-api-analysis-not-made")),
    }
}

/// 404 `no_analysis`, saying why there is none.
fn no_analysis(why: &'static str) -> ApiError {
    ApiError::said(StatusCode::NOT_FOUND, "no_analysis", Said::new(why))
}

#[utoipa::path(
    post,
    path = "/games/{id}/analysis",
    tag = "games",
    security(("bearer" = [])),
    params(
        ("id" = String, Path, description = "Game id")
    ),
    responses(
        (
            status = 202,
            description = "The analysis, queued (or as far as it has gone, if it was queued already)",
            body = AnalysisDoc,
        ),
        (
            status = 401,
            description = "No or bad credentials",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 403,
            description = "The game is going on (forbidden)",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 404,
            description = "No such game",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        ),
        (
            status = 422,
            description = "The game ended before its first move (nothing_to_analyse)",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn request_analysis(
    State(state): State<AppState>,
    write: WriteRequest,
    Path(id): Path<GameId>,
) -> Response {
    write
        .run(&state, &[], StatusCode::ACCEPTED, async |_| {
            let review = state.play.reviews.request_review(&write.user, &id).await?;
            Ok(Some(answer(StatusCode::ACCEPTED, &analysis_doc(&id, &review))))
        })
        .await
}
