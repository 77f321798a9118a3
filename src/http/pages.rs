//! The web pages: server-rendered HTML that works without JavaScript (a little JavaScript fills
//! the move field from a click and reloads when the opponent moves). Forms use the same
//! services as the API; a refused action shows its reason on the page and changes nothing.

use askama::Template;
use askama_web::WebTemplate;
use axum::Router;
use axum::extract::rejection::{FormRejection, QueryRejection};
use axum::extract::{Form, FromRequestParts, Path, Query, State};
use axum::http::request::Parts;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use ortoo_rules::notation::{self, Part, Target};
use ortoo_rules::{Coord, GameState, OptionKind, Outcome, Side, VariantInfo, registry};
use serde::Deserialize;

use super::AppState;
use super::api::{authenticate, create_account, rfc3339};
use super::auth::{ClientIp, SESSION_COOKIE, session_secret};
use super::board;
use super::error::ApiError;
use crate::accounts::{hash_secret, new_secret};
use crate::db::store::{Challenge, Game, User};
use crate::play::{Created, EngineLevels, NewChallenge, Opponent, PlayError, open_variant};
use crate::timecontrol::{Bank, TimeControl};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/", get(lobby))
        .route("/login", get(login_page).post(login))
        .route("/register", get(register_page).post(register))
        .route("/logout", post(logout))
        .route("/challenges/new", get(new_challenge_page))
        .route("/challenges", post(create_challenge))
        .route("/challenges/{id}/{action}", post(challenge_action))
        .route("/games/{id}", get(game_page))
        .route("/games/{id}/move", post(move_form))
        .route("/games/{id}/resign", post(resign_form))
        .route("/games/{id}/draw", post(draw_form))
        .route("/games/{id}/hint", post(hint_form))
        .route("/settings", get(settings_page).post(settings_form))
        .route("/notifications", get(notifications_page))
        .route("/unsubscribe/{token}", get(unsubscribe_page).post(unsubscribe))
        .route("/rules", get(rules_index))
        .route("/rules/{variant}", get(rules_page))
}

/// The logged-in player, if any.
pub struct Viewer(pub Option<User>);

impl FromRequestParts<AppState> for Viewer {
    type Rejection = PageError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Viewer, PageError> {
        let Some(secret) = session_secret(parts) else { return Ok(Viewer(None)) };
        Ok(Viewer(state.play.db.session_user(&hash_secret(&secret), state.play.now()).await.map_err(ApiError::from)?))
    }
}

impl Viewer {
    fn require(self) -> Result<User, PageError> {
        self.0.ok_or(PageError::LoginNeeded)
    }
    fn name(&self) -> Option<String> {
        self.0.as_ref().map(|u| u.name.clone())
    }
}

/// A page-level failure, shown as an HTML page with the right status.
pub enum PageError {
    LoginNeeded,
    Status(StatusCode, String),
}

impl From<ApiError> for PageError {
    fn from(e: ApiError) -> PageError {
        PageError::Status(e.status, e.detail)
    }
}

impl From<PlayError> for PageError {
    fn from(e: PlayError) -> PageError {
        ApiError::from(e).into()
    }
}

impl From<FormRejection> for PageError {
    fn from(r: FormRejection) -> PageError {
        PageError::Status(StatusCode::BAD_REQUEST, format!("The form could not be read: {}", r.body_text()))
    }
}

impl From<QueryRejection> for PageError {
    fn from(r: QueryRejection) -> PageError {
        PageError::Status(StatusCode::BAD_REQUEST, format!("The address could not be read: {}", r.body_text()))
    }
}

#[derive(Template, WebTemplate)]
#[template(path = "error.html")]
struct ErrorPage {
    viewer: Option<String>,
    status: u16,
    title: String,
    message: String,
}

impl IntoResponse for PageError {
    fn into_response(self) -> Response {
        match self {
            PageError::LoginNeeded => Redirect::to("/login?notice=Log+in+first.").into_response(),
            PageError::Status(status, message) => {
                let page = ErrorPage {
                    viewer: None,
                    status: status.as_u16(),
                    title: status.canonical_reason().unwrap_or("Error").to_string(),
                    message,
                };
                (status, page).into_response()
            }
        }
    }
}

/// Where a form action leads: `done` on success; a missing game or challenge is a 404 page; any
/// other refusal goes back to `back` with the reason shown as a notice.
fn after_action<T>(
    result: Result<T, PlayError>,
    back: &str,
    done: impl FnOnce(T) -> Response,
) -> Result<Response, PageError> {
    match result {
        Ok(value) => Ok(done(value)),
        Err(PlayError::NotFound(what)) => {
            Err(PageError::Status(StatusCode::NOT_FOUND, format!("There is no such {what}.")))
        }
        Err(e) => Ok(notice_redirect(back, &e.to_string())),
    }
}

/// A form field's value, trimmed (the first, if the field is repeated).
fn form_field(fields: &[(String, String)], name: &str) -> Option<String> {
    fields.iter().find(|(k, _)| k == name).map(|(_, v)| v.trim().to_string())
}

fn notice_redirect(to: &str, notice: &str) -> Response {
    let sep = if to.contains('?') { '&' } else { '?' };
    Redirect::to(&format!("{to}{sep}notice={}", urlencode(notice))).into_response()
}

fn urlencode(s: &str) -> String {
    let mut out = String::new();
    for b in s.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => out.push(b as char),
            b' ' => out.push('+'),
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

#[derive(Deserialize, Default)]
struct NoticeQuery {
    notice: Option<String>,
}

// ---- sessions ----

#[derive(Template, WebTemplate)]
#[template(path = "login.html")]
struct LoginPage {
    viewer: Option<String>,
    notice: Option<String>,
    error: Option<String>,
    name: String,
    register: bool,
}

async fn login_page(viewer: Viewer, q: Result<Query<NoticeQuery>, QueryRejection>) -> Result<Response, PageError> {
    let Query(q) = q?;
    Ok(LoginPage { viewer: viewer.name(), notice: q.notice, error: None, name: String::new(), register: false }
        .into_response())
}

async fn register_page(viewer: Viewer) -> Response {
    LoginPage { viewer: viewer.name(), notice: None, error: None, name: String::new(), register: true }.into_response()
}

#[derive(Deserialize)]
struct LoginForm {
    name: String,
    password: String,
    email: Option<String>,
}

/// Starts a session: a fresh 256-bit secret in an HttpOnly, SameSite=Lax cookie.
async fn start_session(state: &AppState, user: &User) -> Result<Response, PageError> {
    let (secret, hash) = new_secret("");
    let days = state.config.session_days.max(1) as i64;
    let now = state.play.now();
    state.play.db.create_session(&user.id, &hash, now, now + days * 86_400_000).await.map_err(ApiError::from)?;
    let secure = if state.config.secure_cookies { "; Secure" } else { "" };
    let cookie =
        format!("{SESSION_COOKIE}={secret}; Path=/; HttpOnly; SameSite=Lax; Max-Age={}{secure}", days * 86_400);
    let mut response = Redirect::to("/").into_response();
    response.headers_mut().insert(header::SET_COOKIE, HeaderValue::from_str(&cookie).expect("cookie text is ASCII"));
    Ok(response)
}

async fn login(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    form: Result<Form<LoginForm>, FormRejection>,
) -> Result<Response, PageError> {
    let Form(f) = form?;
    match authenticate(&state, &ip, &f.name, &f.password).await {
        Ok(user) => start_session(&state, &user).await,
        Err(e) => Ok((
            e.status,
            LoginPage { viewer: None, notice: None, error: Some(e.detail), name: f.name, register: false },
        )
            .into_response()),
    }
}

async fn register(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    form: Result<Form<LoginForm>, FormRejection>,
) -> Result<Response, PageError> {
    let Form(f) = form?;
    let limits = &state.config.limits;
    if let Err(wait) = state.limiter.check(
        &format!("register:{ip}"),
        limits.registrations_per_hour_per_ip,
        std::time::Duration::from_secs(3600),
    ) {
        return Err(ApiError::too_many(wait).into());
    }
    match create_account(&state, &f.name, f.email.as_deref().unwrap_or(""), &f.password).await {
        Ok(user) => start_session(&state, &user).await,
        Err(e) => Ok((
            e.status,
            LoginPage { viewer: None, notice: None, error: Some(e.detail), name: f.name, register: true },
        )
            .into_response()),
    }
}

async fn logout(State(state): State<AppState>, ParsedParts(parts): ParsedParts) -> Result<Response, PageError> {
    if let Some(secret) = session_secret(&parts) {
        state.play.db.delete_session(&hash_secret(&secret)).await.map_err(ApiError::from)?;
    }
    let mut response = notice_redirect("/", "Logged out.");
    let cookie = format!("{SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0");
    response.headers_mut().insert(header::SET_COOKIE, HeaderValue::from_str(&cookie).expect("ASCII"));
    Ok(response)
}

impl<S: Send + Sync> FromRequestParts<S> for ParsedParts {
    type Rejection = std::convert::Infallible;
    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<ParsedParts, Self::Rejection> {
        Ok(ParsedParts(parts.clone()))
    }
}

/// The request's head, for handlers that read cookies directly.
struct ParsedParts(Parts);

// ---- lobby ----

struct GameRow {
    id: String,
    variant: String,
    white: String,
    black: String,
    active: bool,
    my_turn: bool,
    ply: i64,
    summary: String,
}

fn game_row(g: &Game, me: Option<&str>) -> GameRow {
    let my_turn = g.is_active() && me.and_then(|m| g.side_of(m)) == Some(g.to_move);
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
            let mut games: Vec<GameRow> = state
                .play
                .db
                .games_of(&user.id, None)
                .await
                .map_err(ApiError::from)?
                .iter()
                .map(|g| game_row(g, Some(&user.id)))
                .collect();
            // Your turn first, then the other active games, then finished ones.
            games.sort_by_key(|g| (!g.my_turn, !g.active));
            games.truncate(100);
            let challenges = state.play.db.challenges_for(&user.id).await.map_err(ApiError::from)?;
            (games, challenges.iter().map(|c| challenge_row(c, Some(user))).collect())
        }
        None => {
            let seeks = state.play.db.open_seeks().await.map_err(ApiError::from)?;
            (Vec::new(), seeks.iter().map(|c| challenge_row(c, None)).collect())
        }
    };
    Ok(LobbyPage { viewer: viewer.name(), notice: q.notice, games, challenges, variants: registry::VARIANTS.to_vec() }
        .into_response())
}

// ---- challenges ----

struct OptionField {
    name: &'static str,
    description: &'static str,
    kind: &'static str,
    choices: Vec<String>,
    default: String,
    min: i64,
    max: i64,
}

fn option_fields(info: &VariantInfo) -> Vec<OptionField> {
    info.options
        .iter()
        .map(|o| {
            let (kind, choices, default, min, max) = match o.kind {
                OptionKind::Switch { default } => {
                    ("switch", vec![], if default { "on" } else { "off" }.to_string(), 0, 0)
                }
                OptionKind::Number { min, max, default } => ("number", vec![], default.to_string(), min, max),
                OptionKind::Choice { values, default } => {
                    ("choice", values.iter().map(|v| v.to_string()).collect(), default.to_string(), 0, 0)
                }
            };
            OptionField { name: o.name, description: o.description, kind, choices, default, min, max }
        })
        .collect()
}

#[derive(Template, WebTemplate)]
#[template(path = "new_challenge.html")]
struct NewChallengePage {
    viewer: Option<String>,
    variants: Vec<&'static VariantInfo>,
    variant: &'static VariantInfo,
    options: Vec<OptionField>,
    error: Option<String>,
}

#[derive(Deserialize)]
struct VariantQuery {
    variant: Option<String>,
}

async fn new_challenge_page(
    viewer: Viewer,
    q: Result<Query<VariantQuery>, QueryRejection>,
) -> Result<Response, PageError> {
    let Query(q) = q?;
    let viewer = viewer.require()?;
    let variant = match q.variant.as_deref() {
        Some(id) => registry::info(id)
            .ok_or_else(|| PageError::Status(StatusCode::NOT_FOUND, format!("There is no variant \"{id}\".")))?,
        None => registry::VARIANTS[0],
    };
    Ok(NewChallengePage {
        viewer: Some(viewer.name),
        variants: registry::VARIANTS.to_vec(),
        variant,
        options: option_fields(variant),
        error: None,
    }
    .into_response())
}

async fn create_challenge(
    State(state): State<AppState>,
    viewer: Viewer,
    form: Result<Form<Vec<(String, String)>>, FormRejection>,
) -> Result<Response, PageError> {
    let user = viewer.require()?;
    let Form(fields) = form?;
    let field = |name: &str| form_field(&fields, name);
    let variant = field("variant").unwrap_or_default();
    let options = fields
        .iter()
        .filter_map(|(k, v)| k.strip_prefix("option.").map(|n| (n.to_string(), serde_json::Value::String(v.clone()))))
        .collect();
    let level = |name: &str| -> Result<Option<u8>, PageError> {
        match field(name).filter(|l| !l.is_empty()) {
            None => Ok(None),
            Some(l) => l.parse().map(Some).map_err(|_| {
                PageError::Status(StatusCode::BAD_REQUEST, format!("The engine's level is 1 to 12, not \"{l}\"."))
            }),
        }
    };
    let opponent = match (level("watch_white")?, level("watch_black")?, level("engine")?) {
        (Some(white), Some(black), _) => Opponent::Engines(EngineLevels { white, black }),
        (_, _, Some(level)) => Opponent::Engine(level),
        _ => match field("opponent").filter(|o| !o.is_empty()) {
            Some(name) => Opponent::User(name),
            None => Opponent::Open(true),
        },
    };
    let number = |name: &str| -> Result<Option<u32>, PageError> {
        match field(name).filter(|d| !d.is_empty()) {
            None => Ok(None),
            Some(d) => d.parse::<u32>().map(Some).map_err(|_| {
                PageError::Status(StatusCode::BAD_REQUEST, format!("\"{d}\" is not a whole number of days."))
            }),
        }
    };
    let time_control = match field("clock").as_deref().unwrap_or("days") {
        "none" => None,
        "bank" => Some(TimeControl::Bank(Bank {
            initial_days: number("bank_initial")?.unwrap_or(7),
            increment_days: number("bank_increment")?.unwrap_or(1),
            cap_days: number("bank_cap")?.unwrap_or(14),
        })),
        _ => number("days_per_move")?.map(TimeControl::DaysPerMove),
    };
    let request =
        NewChallenge { variant: variant.clone(), options, setup: None, opponent, color: field("color"), time_control };
    match state.play.create_challenge(&user, request).await {
        Ok(Created::Challenge(_)) => Ok(notice_redirect("/", "Challenge sent.")),
        Ok(Created::Game(g)) => Ok(Redirect::to(&format!("/games/{}", g.id)).into_response()),
        Err(e) => {
            let e = ApiError::from(e);
            let info = registry::info(&variant).unwrap_or(registry::VARIANTS[0]);
            Ok((
                e.status,
                NewChallengePage {
                    viewer: Some(user.name),
                    variants: registry::VARIANTS.to_vec(),
                    variant: info,
                    options: option_fields(info),
                    error: Some(e.detail),
                },
            )
                .into_response())
        }
    }
}

async fn challenge_action(
    State(state): State<AppState>,
    viewer: Viewer,
    Path((id, action)): Path<(String, String)>,
) -> Result<Response, PageError> {
    let user = viewer.require()?;
    match action.as_str() {
        "accept" => after_action(state.play.accept(&user, &id).await, "/", |g| {
            Redirect::to(&format!("/games/{}", g.id)).into_response()
        }),
        "decline" => {
            after_action(state.play.decline(&user, &id).await, "/", |()| notice_redirect("/", "Challenge declined."))
        }
        "cancel" => {
            after_action(state.play.cancel(&user, &id).await, "/", |()| notice_redirect("/", "Challenge withdrawn."))
        }
        _ => Err(PageError::Status(StatusCode::NOT_FOUND, "There is no such page.".into())),
    }
}

// ---- games ----

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
fn human_time(ms: i64) -> String {
    let t = rfc3339(ms);
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

// ---- rules ----

#[derive(Template, WebTemplate)]
#[template(path = "rules.html")]
struct RulesPage {
    viewer: Option<String>,
    variants: Vec<&'static VariantInfo>,
    variant: Option<&'static VariantInfo>,
    options: Vec<OptionField>,
    board_svg: String,
    /// The game's rules document (`docs/games/`), as HTML.
    rules_html: &'static str,
}

async fn rules_index(viewer: Viewer) -> Response {
    RulesPage {
        viewer: viewer.name(),
        variants: registry::VARIANTS.to_vec(),
        variant: None,
        options: vec![],
        board_svg: String::new(),
        rules_html: "",
    }
    .into_response()
}

async fn rules_page(viewer: Viewer, Path(id): Path<String>) -> Result<Response, PageError> {
    let variant = registry::info(&id)
        .ok_or_else(|| PageError::Status(StatusCode::NOT_FOUND, format!("There is no variant \"{id}\".")))?;
    let start = registry::open(variant.id, &[]).map_err(|e| ApiError::internal("variant unavailable", &e))?.start();
    Ok(RulesPage {
        viewer: viewer.name(),
        variants: registry::VARIANTS.to_vec(),
        variant: Some(variant),
        options: option_fields(variant),
        board_svg: board::svg(&*start, Side::White, &[]),
        rules_html: super::rules_text::rules_html(variant.id).unwrap_or_default(),
    }
    .into_response())
}

// ---- correspondence settings, notices, unsubscribe ----

#[derive(Template, WebTemplate)]
#[template(path = "settings.html")]
struct SettingsPage {
    viewer: Option<String>,
    notice: Option<String>,
    error: Option<String>,
    settings: super::me::NotificationSettings,
    reminders: String,
}

async fn settings_page(
    State(state): State<AppState>,
    viewer: Viewer,
    q: Result<Query<NoticeQuery>, QueryRejection>,
) -> Result<Response, PageError> {
    let Query(q) = q?;
    let user = viewer.require()?;
    let settings: super::me::NotificationSettings =
        state.play.notification_settings(&user).await.map_err(ApiError::from)?.into();
    let reminders = crate::timecontrol::remind_hours_text(&settings.reminders);
    Ok(SettingsPage { viewer: Some(user.name), notice: q.notice, error: None, settings, reminders }.into_response())
}

async fn settings_form(
    State(state): State<AppState>,
    viewer: Viewer,
    form: Result<Form<Vec<(String, String)>>, FormRejection>,
) -> Result<Response, PageError> {
    let user = viewer.require()?;
    let Form(fields) = form?;
    let field = |name: &str| form_field(&fields, name);
    let result = match field("action").as_deref() {
        Some("vacation") => match field("days").unwrap_or_default().parse::<u32>() {
            Ok(days) => {
                state.play.start_vacation(&user, days).await.map(|_| "You are on vacation: your clocks stand still.")
            }
            Err(_) => Err(PlayError::BadRequest("Vacation days are a whole number.".into())),
        },
        Some("back") => state.play.end_vacation(&user).await.map(|_| "Welcome back: your clocks run again."),
        _ => match crate::timecontrol::parse_remind_hours(&field("reminders").unwrap_or_default()) {
            Ok(hours) => {
                let change = crate::prefs::SettingsChange { notify: field("notify"), reminders: Some(hours) };
                state.play.change_settings(&user, change).await.map(|_| "Settings saved.")
            }
            Err(e) => Err(PlayError::BadRequest(e)),
        },
    };
    match result {
        Ok(done) => Ok(notice_redirect("/settings", done)),
        Err(e) => {
            let e = ApiError::from(e);
            let settings: super::me::NotificationSettings =
                state.play.notification_settings(&user).await.map_err(ApiError::from)?.into();
            let reminders = crate::timecontrol::remind_hours_text(&settings.reminders);
            Ok((
                e.status,
                SettingsPage { viewer: Some(user.name), notice: None, error: Some(e.detail), settings, reminders },
            )
                .into_response())
        }
    }
}

struct NoticeRow {
    subject: String,
    body: String,
    game: Option<String>,
    at: String,
    unread: bool,
}

#[derive(Template, WebTemplate)]
#[template(path = "notifications.html")]
struct NotificationsPage {
    viewer: Option<String>,
    rows: Vec<NoticeRow>,
}

async fn notifications_page(State(state): State<AppState>, viewer: Viewer) -> Result<Response, PageError> {
    let user = viewer.require()?;
    let listed = state.play.db.notifications_of(&user.id, false, 100).await.map_err(ApiError::from)?;
    let rows = listed
        .into_iter()
        .map(|n| NoticeRow {
            subject: n.subject,
            body: n.body,
            game: n.game_id,
            at: ortoo_core::when::rfc3339(n.created_at),
            unread: n.read_at.is_none(),
        })
        .collect();
    // Seeing the list is reading it.
    state.play.db.mark_read(&user.id, None, state.play.now()).await.map_err(ApiError::from)?;
    Ok(NotificationsPage { viewer: Some(user.name), rows }.into_response())
}

#[derive(Template, WebTemplate)]
#[template(path = "unsubscribe.html")]
struct UnsubscribePage {
    viewer: Option<String>,
    token: String,
    done: bool,
}

async fn unsubscribe_page(viewer: Viewer, Path(token): Path<String>) -> Response {
    UnsubscribePage { viewer: viewer.name(), token, done: false }.into_response()
}

/// The one-click unsubscribe (RFC 8058): a POST to the link, from the mail client or the page.
async fn unsubscribe(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(token): Path<String>,
) -> Result<Response, PageError> {
    let Some(user_id) = state.play.settings.signer.unsubscribe_user(&token) else {
        return Err(PageError::Status(
            StatusCode::NOT_FOUND,
            "This unsubscribe link is not valid; change your e-mail settings on the settings page instead.".into(),
        ));
    };
    state.play.db.unsubscribe(&user_id).await.map_err(ApiError::from)?;
    Ok(UnsubscribePage { viewer: viewer.name(), token, done: true }.into_response())
}
