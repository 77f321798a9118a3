//! Players' public records: their ratings, a rating's history, and each game's leaderboard.

use crate::AppState;
use crate::api::schema::{Leader, LeaderboardDoc, PlayerDoc, RatingChangeView, RatingHistory, RatingView};
use crate::http::error::ApiError;
use axum::Router;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use ortoo_core::User;
use ortoo_core::when::rfc3339;
use ortoo_i18n::Said;
use ortoo_play::ratings::Standing;

pub(super) fn router() -> Router<AppState> {
    Router::new()
        .route("/players/{name}", get(get_player))
        .route("/players/{name}/ratings/{variant}", get(get_rating_history))
        .route("/leaderboard/{variant}", get(get_leaderboard))
}

fn rating_view(s: &Standing) -> RatingView {
    RatingView {
        variant: s.kept.pool.clone(),
        rating: s.now.rating.round() as i64,
        deviation: s.now.deviation.round() as i64,
        volatility: s.now.volatility,
        provisional: s.now.provisional(),
        shown: s.now.shown(),
        games: s.kept.games,
        wins: s.kept.wins,
        draws: s.kept.draws,
        losses: s.kept.losses,
        last_rated_at: rfc3339(s.kept.rated_at),
    }
}

async fn player(state: &AppState, name: &str) -> Result<User, ApiError> {
    state
        .play
        .accounts
        .user_named(name)
        .await?
        .ok_or_else(|| not_found(Said::new("error-no-player-named").arg("name", name)))
}

async fn game_known(state: &AppState, variant: &str) -> Result<&'static ortoo_rules::VariantInfo, ApiError> {
    state
        .play
        .variant_files
        .info(variant)
        .await?
        // The leaderboard page's words: the same refusal.
        .ok_or_else(|| not_found(Said::new("leaderboard-no-such-game").arg("game", variant)))
}

fn not_found(said: Said) -> ApiError {
    ApiError::said(StatusCode::NOT_FOUND, "not_found", said)
}

#[utoipa::path(
    get,
    path = "/players/{name}",
    tag = "players",
    params(
        ("name" = String, Path, description = "Player name")
    ),
    responses(
        (status = 200, description = "The player and their ratings (public)", body = crate::api::schema::PlayerDoc),
        (
            status = 404,
            description = "No such player",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn get_player(State(state): State<AppState>, Path(name): Path<String>) -> Result<Response, ApiError> {
    let user = player(&state, &name).await?;
    let ratings = state.play.ratings.ratings_of(&user.id).await?.iter().map(rating_view).collect();
    let doc = PlayerDoc { closed: user.is_closed(), name: user.name, since: rfc3339(user.created_at), ratings };
    Ok(axum::Json(doc).into_response())
}

#[utoipa::path(
    get,
    path = "/players/{name}/ratings/{variant}",
    tag = "players",
    params(
        ("name" = String, Path, description = "Player name"),
        ("variant" = String, Path, description = "Game id")
    ),
    responses(
        (
            status = 200,
            description = "The player's rating in a game and what each rated game did to it, oldest first",
            body = crate::api::schema::RatingHistory,
        ),
        (
            status = 404,
            description = "No such player or game",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn get_rating_history(
    State(state): State<AppState>,
    Path((name, variant)): Path<(String, String)>,
) -> Result<Response, ApiError> {
    let user = player(&state, &name).await?;
    let info = game_known(&state, &variant).await?;
    let rating =
        state.play.ratings.ratings_of(&user.id).await?.iter().find(|s| s.kept.pool == info.id).map(rating_view);
    let history = state
        .play
        .ratings
        .rating_history(&user.id, info.id)
        .await?
        .into_iter()
        .map(|c| RatingChangeView {
            game: c.game_id,
            at: rfc3339(c.at),
            before: c.rating_before.round() as i64,
            after: c.rating.round() as i64,
            deviation: c.deviation.round() as i64,
        })
        .collect();
    Ok(axum::Json(RatingHistory { player: user.name, variant: info.id.to_string(), rating, history }).into_response())
}

#[utoipa::path(
    get,
    path = "/leaderboard/{variant}",
    tag = "players",
    params(
        ("variant" = String, Path, description = "Game id")
    ),
    responses(
        (
            status = 200,
            description = "The game's established ratings, best first (public)",
            body = crate::api::schema::LeaderboardDoc,
        ),
        (
            status = 404,
            description = "No such game",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn get_leaderboard(
    State(state): State<AppState>,
    Path(variant): Path<String>,
) -> Result<Response, ApiError> {
    let info = game_known(&state, &variant).await?;
    let board = state.play.ratings.leaderboard(info.id).await?;
    let players = board
        .ranked
        .iter()
        .enumerate()
        .map(|(i, s)| Leader { place: i + 1, name: s.kept.user_name.clone(), rating: rating_view(s) })
        .collect();
    Ok(axum::Json(LeaderboardDoc { variant: info.id.to_string(), players, provisional: board.provisional })
        .into_response())
}
