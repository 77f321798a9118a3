//! The lobby: your games sorted as a player scans them (your turn, their turn, challenges,
//! finished), and a player's own page `/@/{name}` with their games and results.

use super::{Header, NoticeQuery, PageError, Viewer};
use crate::AppState;
use crate::pages::graph::{RatingPoint, rating_graph};
use askama::Template;
use askama_web::WebTemplate;
use axum::Router;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use ortoo_core::timecontrol::TimeControl;
use ortoo_core::{Challenge, ChallengeId, ColorChoice, Game, GameId, User, UserId};
use ortoo_i18n::Lang;
use ortoo_play::notices::outcome_said;
use ortoo_play::variants::open_variant;
use ortoo_rules::{Outcome, Side, VariantInfo, registry};

pub(super) fn router() -> Router<AppState> {
    Router::new().route("/", get(lobby)).route("/@/{name}", get(player_page))
}

pub(super) struct GameRow {
    pub(super) id: GameId,
    pub(super) variant: String,
    pub(super) white: String,
    pub(super) black: String,
    pub(super) active: bool,
    pub(super) my_turn: bool,
    pub(super) ply: i64,
    pub(super) summary: String,
}

/// A game's row as the English pages word it (the game page takes only the row's facts and its
/// summary of a game in play).
pub(super) fn game_row(g: &Game, me: Option<&UserId>) -> GameRow {
    game_row_in(g, me, ortoo_i18n::english())
}

/// A game's row, its summary in `t`: who is to move, or how the game ended.
pub(super) fn game_row_in(g: &Game, me: Option<&UserId>, t: Lang) -> GameRow {
    let my_turn = me.is_some_and(|m| g.awaits(m));
    let sides = registry::sides(&g.variant);
    let summary = match g.outcome {
        None => t
            .msg(match g.to_move {
                Side::White => "lobby-white-to-move",
                Side::Black => "lobby-black-to-move",
            })
            .arg(ortoo_i18n::SIDES, sides.key())
            .to_string(),
        Some(outcome) => t.say(&outcome_said(outcome, sides)),
    };
    GameRow {
        id: g.id.clone(),
        variant: t.say(&ortoo_play::notices::name_of(&g.variant)),
        white: g.players.white.name.clone(),
        black: g.players.black.name.clone(),
        active: g.is_active(),
        my_turn,
        ply: g.ply,
        summary,
    }
}

struct ChallengeRow {
    id: ChallengeId,
    variant: String,
    from: String,
    to: Option<String>,
    /// The colour the challenger asked for, in a word (`white`), and as the narrow table says
    /// it under their name (`plays white`).
    color: String,
    plays: String,
    /// The clock, in words (`3 days per move`, `no clock`).
    clock: String,
    /// The rule options that differ from the defaults, in words.
    rules: Option<String>,
    mine: bool,
    for_me: bool,
    rated: bool,
    /// A seek's rating range.
    range: Option<(i64, i64)>,
    /// What the player accepting chooses for themselves (janggi's arrangement).
    choices: Vec<super::challenges::OwnChoice>,
}

/// A challenge's clock in `t`'s words.
fn clock_words(t: Lang, clock: Option<TimeControl>) -> String {
    match clock {
        None => t.text("lobby-no-clock"),
        Some(TimeControl::DaysPerMove(days)) => t.msg("lobby-clock-days").arg("days", days).to_string(),
        Some(TimeControl::Bank(b)) => t
            .msg("lobby-clock-bank")
            .arg("initial", b.initial_days)
            .arg("increment", b.increment_days)
            .arg("cap", b.cap_days)
            .to_string(),
    }
}

fn challenge_row(c: &Challenge, me: Option<&User>, t: Lang) -> ChallengeRow {
    let (color, plays) = match c.color {
        ColorChoice::White => ("lobby-color-white", "lobby-plays-white"),
        ColorChoice::Black => ("lobby-color-black", "lobby-plays-black"),
        ColorChoice::Random => ("lobby-color-random", "lobby-plays-random"),
    };
    let sides = registry::sides(&c.variant).key();
    ChallengeRow {
        id: c.id.clone(),
        variant: t.say(&ortoo_play::notices::name_of(&c.variant)),
        from: c.challenger_name.clone(),
        to: c.opponent_name.clone(),
        color: t.msg(color).arg(ortoo_i18n::SIDES, sides).to_string(),
        plays: t.msg(plays).arg(ortoo_i18n::SIDES, sides).to_string(),
        clock: clock_words(t, TimeControl::of(c.time_control.as_deref(), c.days_per_move)),
        rules: open_variant(&c.variant, &c.options)
            .ok()
            .map(|v| ortoo_rules::options_shown(&*v))
            .filter(|shown| !shown.is_empty())
            .map(|shown| t.say(&ortoo_rules::options_summary(&shown))),
        mine: me.is_some_and(|u| u.id == c.challenger_id),
        for_me: me.is_some_and(|u| c.opponent_id.as_ref() == Some(&u.id)),
        rated: c.rated,
        range: c.rating_min.zip(c.rating_max),
        choices: registry::info(&c.variant).map(|info| super::challenges::own_choices(info, t)).unwrap_or_default(),
    }
}

#[derive(Template, WebTemplate)]
#[template(path = "lobby.html")]
struct LobbyPage {
    viewer: Option<Header>,
    /// The language the page is written in.
    t: Lang,
    notice: Option<String>,
    your_turn: Vec<GameRow>,
    their_turn: Vec<GameRow>,
    finished: Vec<GameRow>,
    challenges: Vec<ChallengeRow>,
    /// The hand-written games, each with its summary.
    variants: Vec<&'static VariantInfo>,
    /// The games defined as data, listed by name.
    defined: Vec<&'static VariantInfo>,
    /// Players' variants: the listed ones, and the viewer's own.
    uploaded: Vec<super::variant_files::UploadedChoice>,
}

async fn lobby(
    State(state): State<AppState>,
    viewer: Viewer,
    q: Result<Query<NoticeQuery>, QueryRejection>,
) -> Result<Response, PageError> {
    let Query(q) = q?;
    let (games, challenges) = match &viewer.user {
        Some(user) => {
            let games: Vec<GameRow> = state
                .play
                .games
                .games_of(user, None)
                .await?
                .iter()
                .map(|g| game_row_in(g, Some(&user.id), viewer.t))
                .collect();
            let challenges = state.play.challenges.challenges_for(user).await?;
            (games, challenges.iter().map(|c| challenge_row(c, Some(user), viewer.t)).collect())
        }
        None => {
            let seeks = state.play.challenges.open_seeks().await?;
            (Vec::new(), seeks.iter().map(|c| challenge_row(c, None, viewer.t)).collect())
        }
    };
    // The store lists the most recently changed first, which each section keeps.
    let (active, mut finished): (Vec<GameRow>, Vec<GameRow>) = games.into_iter().partition(|g| g.active);
    let (your_turn, their_turn) = active.into_iter().partition(|g| g.my_turn);
    finished.truncate(20);
    Ok(LobbyPage {
        t: viewer.t,
        viewer: viewer.header(&state).await?,
        notice: q.notice,
        your_turn,
        their_turn,
        finished,
        challenges,
        variants: registry::HAND_WRITTEN.to_vec(),
        defined: registry::defined_variants(),
        uploaded: super::variant_files::offered(&state, &viewer).await?,
    }
    .into_response())
}

#[derive(Template, WebTemplate)]
#[template(path = "player.html")]
struct PlayerPage {
    viewer: Option<Header>,
    /// The language the page is written in.
    t: Lang,
    name: String,
    since: String,
    closed: bool,
    active: Vec<GameRow>,
    finished: Vec<GameRow>,
    /// Wins, draws and losses in finished games.
    record: (usize, usize, usize),
    ratings: Vec<RatingShown>,
}

/// A player's rating in one game, as their page shows it.
struct RatingShown {
    pool: &'static str,
    game: &'static str,
    /// `1612`, or `1500?` while provisional.
    shown: String,
    deviation: i64,
    games: i64,
    wins: i64,
    draws: i64,
    losses: i64,
    graph: String,
}

/// A player's page: their games in play and their results, for anyone to see.
async fn player_page(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(name): Path<String>,
) -> Result<Response, PageError> {
    let Some(player) = state.play.accounts.user_named(&name).await? else {
        let missing = viewer.t.msg("player-not-found").arg("name", &name).to_string();
        return Err(PageError::Status(StatusCode::NOT_FOUND, missing));
    };
    let games = state.play.games.games_of(&player, None).await?;
    let mut record = (0, 0, 0);
    for g in &games {
        match (g.outcome, g.side_of(&player.id)) {
            (Some(Outcome::Win { winner, .. }), Some(side)) if winner == side => record.0 += 1,
            (Some(Outcome::Draw { .. }), _) => record.1 += 1,
            (Some(Outcome::Win { .. }), Some(_)) => record.2 += 1,
            _ => {}
        }
    }
    let me = viewer.user.as_ref().map(|u| &u.id);
    let (active, mut finished): (Vec<GameRow>, Vec<GameRow>) =
        games.iter().map(|g| game_row_in(g, me, viewer.t)).partition(|g| g.active);
    finished.truncate(50);
    let mut ratings = Vec::new();
    for standing in state.play.ratings.ratings_of(&player.id).await? {
        let Some(info) = registry::info(&standing.kept.pool) else { continue };
        let history = state.play.ratings.rating_history(&player.id, info.id).await?;
        let points: Vec<RatingPoint> = history
            .iter()
            .map(|c| {
                let date = c.at.rfc3339().get(..10).unwrap_or_default().to_string();
                let opponent = games
                    .iter()
                    .find(|g| g.id == c.game_id)
                    .and_then(|g| g.side_of(&player.id).map(|side| g.player_name(!side).to_string()));
                let label = opponent.map_or(date.clone(), |name| {
                    viewer.t.msg("player-graph-point").arg("date", &date).arg("opponent", name).to_string()
                });
                RatingPoint { game_id: c.game_id.clone(), rating: c.rating, label }
            })
            .collect();
        let start = history.first().map_or(standing.now.rating, |c| c.rating_before);
        let kept = &standing.kept;
        ratings.push(RatingShown {
            pool: info.id,
            game: info.name,
            shown: standing.now.shown(),
            deviation: standing.now.deviation.round() as i64,
            games: kept.games,
            wins: kept.wins,
            draws: kept.draws,
            losses: kept.losses,
            graph: rating_graph(viewer.t, info.name, start, &points),
        });
    }
    Ok(PlayerPage {
        t: viewer.t,
        viewer: viewer.header(&state).await?,
        since: super::words::human_day(viewer.t, player.created_at),
        closed: player.is_closed(),
        name: player.name,
        active,
        finished,
        record,
        ratings,
    }
    .into_response())
}
