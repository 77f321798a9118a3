//! The leaderboards: each game's established players by rating (`/leaderboard/{game}`), and an
//! index of the games with their leaders (`/leaderboard`).

use super::{Header, PageError, Viewer};
use crate::AppState;
use askama::Template;
use askama_web::WebTemplate;
use axum::Router;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use ortoo_core::User;
use ortoo_i18n::Lang;
use ortoo_play::ratings::Leaderboard;
use ortoo_rules::{VariantInfo, registry};

pub(super) fn router() -> Router<AppState> {
    Router::new().route("/leaderboard", get(index)).route("/leaderboard/{variant}", get(board))
}

/// How many leaders the index shows for each game.
const LEADERS: usize = 5;

struct Ranked {
    place: usize,
    name: String,
    shown: String,
    deviation: i64,
    games: i64,
    /// The viewer's own line.
    me: bool,
}

struct PoolTable {
    variant: &'static VariantInfo,
    ranked: Vec<Ranked>,
    provisional: usize,
}

fn board_of(variant: &'static VariantInfo, board: Leaderboard, viewer: Option<&User>, size: usize) -> PoolTable {
    let ranked = board
        .ranked
        .into_iter()
        .take(size)
        .enumerate()
        .map(|(i, s)| Ranked {
            place: i + 1,
            me: viewer.is_some_and(|u| u.id == s.kept.user_id),
            name: s.kept.user_name,
            shown: s.now.shown(),
            deviation: s.now.deviation.round() as i64,
            games: s.kept.games,
        })
        .collect();
    PoolTable { variant, ranked, provisional: board.provisional }
}

#[derive(Template, WebTemplate)]
#[template(path = "leaderboard.html")]
struct LeaderboardPage {
    viewer: Option<Header>,
    /// The language the page is written in.
    t: Lang,
    /// One game's whole board, or (`None`) the index.
    one: Option<PoolTable>,
    all: Vec<PoolTable>,
}

async fn index(State(state): State<AppState>, viewer: Viewer) -> Result<Response, PageError> {
    let mut all = Vec::new();
    for variant in registry::variants() {
        all.push(board_of(variant, state.play.ratings.leaderboard(variant.id).await?, viewer.user.as_ref(), LEADERS));
    }
    Ok(LeaderboardPage { t: viewer.t, viewer: viewer.header(&state).await?, one: None, all }.into_response())
}

async fn board(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(variant): Path<String>,
) -> Result<Response, PageError> {
    let Some(info) = state.play.variant_files.info(&variant).await.map_err(crate::http::error::ApiError::from)? else {
        let missing = viewer.t.msg("leaderboard-no-such-game").arg("game", &variant).to_string();
        return Err(PageError::Status(StatusCode::NOT_FOUND, missing));
    };
    let one = board_of(info, state.play.ratings.leaderboard(info.id).await?, viewer.user.as_ref(), usize::MAX);
    Ok(LeaderboardPage { t: viewer.t, viewer: viewer.header(&state).await?, one: Some(one), all: Vec::new() }
        .into_response())
}
