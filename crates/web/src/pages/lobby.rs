//! The lobby: your games (your turn first) and the challenges open to you.

use super::*;

pub(super) fn router() -> Router<AppState> {
    Router::new().route("/", get(lobby))
}

pub(super) struct GameRow {
    pub(super) id: String,
    pub(super) variant: String,
    pub(super) white: String,
    pub(super) black: String,
    pub(super) active: bool,
    pub(super) my_turn: bool,
    pub(super) ply: i64,
    pub(super) summary: String,
}

pub(super) fn game_row(g: &Game, me: Option<&str>) -> GameRow {
    let my_turn = me.is_some_and(|m| g.awaits(m));
    let summary = match g.outcome {
        None => format!("{} to move", g.to_move),
        Some(Outcome::Draw { reason }) => format!("drawn ({})", reason.as_str().replace('_', " ")),
        Some(Outcome::Win { winner, reason }) => {
            format!("{} won ({})", winner.name(), reason.as_str().replace('_', " "))
        }
    };
    GameRow {
        id: g.id.to_string(),
        variant: registry::info(&g.variant).map_or(g.variant.clone(), |v| v.name.to_string()),
        white: g.white_name.clone(),
        black: g.black_name.clone(),
        active: g.is_active(),
        my_turn,
        ply: g.ply,
        summary,
    }
}

struct ChallengeRow {
    id: String,
    variant: String,
    from: String,
    to: Option<String>,
    color: String,
    clock: Option<String>,
    mine: bool,
    for_me: bool,
}

fn challenge_row(c: &Challenge, me: Option<&User>) -> ChallengeRow {
    ChallengeRow {
        id: c.id.to_string(),
        variant: registry::info(&c.variant).map_or(c.variant.clone(), |v| v.name.to_string()),
        from: c.challenger_name.clone(),
        to: c.opponent_name.clone(),
        color: c.color.to_string(),
        clock: TimeControl::of(c.time_control.as_deref(), c.days_per_move).map(TimeControl::describe),
        mine: me.is_some_and(|u| u.id == c.challenger_id),
        for_me: me.is_some_and(|u| c.opponent_id.as_deref() == Some(u.id.as_str())),
    }
}

#[derive(Template, WebTemplate)]
#[template(path = "lobby.html")]
struct LobbyPage {
    viewer: Option<String>,
    notice: Option<String>,
    games: Vec<GameRow>,
    challenges: Vec<ChallengeRow>,
    variants: Vec<&'static VariantInfo>,
}

async fn lobby(
    State(state): State<AppState>,
    viewer: Viewer,
    q: Result<Query<NoticeQuery>, QueryRejection>,
) -> Result<Response, PageError> {
    let Query(q) = q?;
    let (games, challenges) = match &viewer.0 {
        Some(user) => {
            let mut games: Vec<GameRow> =
                state.play.games_of(user, None).await?.iter().map(|g| game_row(g, Some(&user.id))).collect();
            // Your turn first, then the other active games, then finished ones.
            games.sort_by_key(|g| (!g.my_turn, !g.active));
            games.truncate(100);
            let challenges = state.play.challenges_for(user).await?;
            (games, challenges.iter().map(|c| challenge_row(c, Some(user))).collect())
        }
        None => {
            let seeks = state.play.open_seeks().await?;
            (Vec::new(), seeks.iter().map(|c| challenge_row(c, None)).collect())
        }
    };
    Ok(LobbyPage { viewer: viewer.name(), notice: q.notice, games, challenges, variants: registry::VARIANTS.to_vec() }
        .into_response())
}
