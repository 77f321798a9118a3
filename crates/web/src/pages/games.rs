//! The game page: the board, the move form and its refusals, the log and replay, draws, resignation and hints.

use super::lobby::game_row;
use super::*;
use ortoo_core::Timestamp;

pub(super) fn router() -> Router<AppState> {
    Router::new()
        .route("/games/{id}", get(game_page))
        .route("/games/{id}/move", post(move_form))
        .route("/games/{id}/resign", post(resign_form))
        .route("/games/{id}/draw", post(draw_form))
        .route("/games/{id}/hint", post(hint_form))
}

struct LogRow {
    number: String,
    ply: i64,
    text: String,
    effect: Option<String>,
    comment: Option<String>,
    at: String,
    when: String,
    current: bool,
}

/// A time as people read it: `2026-11-21 07:27 UTC`.
fn human_time(at: Timestamp) -> String {
    let t = at.rfc3339();
    match (t.get(..10), t.get(11..16)) {
        (Some(day), Some(hm)) => format!("{day} {hm} UTC"),
        _ => t,
    }
}

#[derive(Template, WebTemplate)]
#[template(path = "game.html")]
struct GamePage {
    viewer: Option<String>,
    notice: Option<String>,
    error: Option<String>,
    id: String,
    variant_id: String,
    variant: String,
    /// The game's rule options as `name value`.
    options: Vec<String>,
    /// Facts beside the board (King's Run's chips).
    extras: Vec<(String, String)>,
    /// The choices that complete a move typed in part (King's Run's endings, a promotion).
    choices: Vec<String>,
    white: String,
    black: String,
    summary: String,
    deadline: Option<String>,
    ply: i64,
    shown_ply: i64,
    replaying: bool,
    board_svg: String,
    board_text: String,
    log: Vec<LogRow>,
    legal: Vec<(String, String)>,
    my_turn: bool,
    playing: bool,
    typed: String,
    comment: String,
    draw_offer_to_me: bool,
    draw_offer_by_me: bool,
    claimable: Option<String>,
    /// A hint may be asked for (the player's turn, against the engine).
    hints: bool,
    /// The engine is to move (the page reloads when it has).
    engine_thinking: bool,
}

#[derive(Deserialize, Default)]
struct GameQuery {
    ply: Option<i64>,
    notice: Option<String>,
}

/// The squares of a move's first part, to mark the last move on the board.
fn move_squares(text: &str) -> Vec<Coord> {
    match notation::parse(text).ok().and_then(|n| n.parts.into_iter().next()) {
        Some(Part::Move { from, to: Target::Square(to), .. }) => vec![from, to],
        Some(Part::Move { from, .. }) => vec![from],
        _ => vec![],
    }
}

/// What the page shows around the board: a refusal with the text that was typed, or a notice.
#[derive(Default)]
struct Draft {
    error: Option<String>,
    choices: Vec<String>,
    typed: String,
    comment: String,
    notice: Option<String>,
}

async fn render_game(
    state: &AppState,
    viewer: Option<&User>,
    game: &Game,
    shown: Option<i64>,
    draft: Draft,
) -> Result<GamePage, PageError> {
    let Draft { error, choices, typed, comment, notice } = draft;
    let moves = state.play.moves(game).await?;
    let current = state.play.state(game).await?;
    let shown_ply = shown.map_or(game.ply, |p| p.clamp(0, game.ply));
    // A past position is replayed from the start: the log holds every move's canonical text.
    let shown_state: Box<dyn GameState> = if shown_ply == game.ply {
        current.clone()
    } else {
        let variant =
            open_variant(&game.variant, &game.options).map_err(|e| ApiError::internal("stored game unreadable", &e))?;
        let mut replay =
            variant.load(&game.start_position).map_err(|e| ApiError::internal("stored game unreadable", &e))?;
        for m in moves.list.iter().take(shown_ply as usize) {
            replay.play(&m.text).map_err(|e| ApiError::internal("stored move unreadable", &e))?;
        }
        replay
    };
    let me = viewer.and_then(|u| game.side_of(&u.id));
    let view = me.unwrap_or(Side::White);
    let last = if shown_ply > 0 { move_squares(&moves.list[shown_ply as usize - 1].text) } else { vec![] };
    let row = game_row(game, viewer.map(|u| u.id.as_str()));
    let my_turn = row.my_turn;
    let legal = if my_turn && shown_ply == game.ply {
        current.legal_moves().into_iter().map(|m| (m.canonical, m.coordinate)).collect()
    } else {
        vec![]
    };
    let log = moves
        .list
        .iter()
        .map(|m| LogRow {
            number: if m.ply % 2 == 1 { format!("{}.", (m.ply + 1) / 2) } else { format!("{}…", m.ply / 2) },
            ply: m.ply,
            text: m.text.clone(),
            effect: m.effect.clone(),
            comment: m.comment.clone(),
            at: rfc3339(m.at),
            when: human_time(m.at),
            current: m.ply == shown_ply,
        })
        .collect();

    Ok(GamePage {
        viewer: viewer.map(|u| u.name.clone()),
        notice,
        error,
        id: game.id.to_string(),
        variant_id: game.variant.clone(),
        variant: row.variant,
        options: open_variant(&game.variant, &game.options)
            .map(|v| v.options().iter().map(|(n, v)| format!("{n} {v}")).collect())
            .unwrap_or_default(),
        white: player_name(&game.white_name, game.white_level),
        black: player_name(&game.black_name, game.black_level),
        summary: row.summary,
        deadline: game.deadline.filter(|_| game.is_active()).map(human_time),
        ply: game.ply,
        shown_ply,
        replaying: shown_ply != game.ply,
        extras: shown_state.extras(),
        choices,
        board_svg: board::svg(&*shown_state, view, &last),
        board_text: shown_state.board_text(view),
        log,
        legal,
        my_turn,
        playing: me.is_some() && game.is_active(),
        typed,
        comment,
        draw_offer_to_me: game.draw_offer.is_some() && game.draw_offer != me,
        draw_offer_by_me: game.draw_offer.is_some() && game.draw_offer == me,
        claimable: if my_turn { current.claimable_draw().map(|r| r.as_str().replace('_', " ")) } else { None },
        hints: my_turn && shown_ply == game.ply && game.against_engine(),
        engine_thinking: game.is_active() && game.engine_to_move().is_some(),
    })
}

/// A player's name as the game page shows it: the engine with its level.
fn player_name(name: &str, engine_level: Option<i64>) -> String {
    match engine_level {
        Some(level) => format!("{name} (level {level})"),
        None => name.to_string(),
    }
}

async fn game_page(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    q: Result<Query<GameQuery>, QueryRejection>,
) -> Result<Response, PageError> {
    let Query(q) = q?;
    let game = state.play.game(&id).await?;
    let draft = Draft { notice: q.notice, ..Draft::default() };
    Ok(render_game(&state, viewer.0.as_ref(), &game, q.ply, draft).await?.into_response())
}

#[derive(Deserialize)]
struct MoveForm {
    #[serde(rename = "move")]
    text: String,
    comment: Option<String>,
    ply: Option<i64>,
}

async fn move_form(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    form: Result<Form<MoveForm>, FormRejection>,
) -> Result<Response, PageError> {
    let user = viewer.require()?;
    let Form(f) = form?;
    let comment = f.comment.clone().filter(|c| !c.trim().is_empty());
    match state.play.submit_move(&user, &id, &f.text, f.ply, comment).await {
        Ok(_) => Ok(Redirect::to(&format!("/games/{id}")).into_response()),
        Err(PlayError::NotFound(w)) => Err(PageError::Status(StatusCode::NOT_FOUND, format!("There is no such {w}."))),
        Err(e) => {
            let e = ApiError::from(e);
            let mut message = e.detail.clone();
            let choices = if e.code == "incomplete" { e.legal_moves.clone() } else { Vec::new() };
            if !e.legal_moves.is_empty() && choices.is_empty() {
                message.push_str(&format!(" Legal: {}.", e.legal_moves.join(", ")));
            }
            let game = state.play.game(&id).await?;
            let draft = Draft {
                error: Some(message),
                choices,
                typed: f.text,
                comment: f.comment.unwrap_or_default(),
                notice: None,
            };
            let page = render_game(&state, Some(&user), &game, None, draft).await?;
            Ok((e.status, page).into_response())
        }
    }
}

async fn resign_form(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> Result<Response, PageError> {
    let user = viewer.require()?;
    let back = format!("/games/{id}");
    after_action(state.play.resign(&user, &id).await, &back, |_| notice_redirect(&back, "You resigned."))
}

#[derive(Deserialize)]
struct DrawForm {
    action: String,
}

async fn draw_form(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    form: Result<Form<DrawForm>, FormRejection>,
) -> Result<Response, PageError> {
    let user = viewer.require()?;
    let Form(f) = form?;
    let back = format!("/games/{id}");
    after_action(state.play.draw(&user, &id, &f.action, None).await, &back, |_| Redirect::to(&back).into_response())
}

async fn hint_form(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> Result<Response, PageError> {
    let user = viewer.require()?;
    let back = format!("/games/{id}");
    let hint = match state.play.hint(&user, &id).await {
        Ok(hint) => hint,
        Err(e) => return after_action(Err::<(), _>(e), &back, |()| Redirect::to(&back).into_response()),
    };
    let judged = match hint.mate {
        Some(n) if n > 0 => format!("it sees a forced win in {n}"),
        Some(n) => format!("it sees a forced loss in {}", -n),
        None => format!("{:+.2} for you", f64::from(hint.score) / 100.0),
    };
    let game = state.play.game(&id).await?;
    let draft = Draft {
        notice: Some(format!("The engine suggests {} ({judged}); it is in the move field.", hint.text)),
        typed: hint.text,
        ..Draft::default()
    };
    Ok(render_game(&state, Some(&user), &game, None, draft).await?.into_response())
}
