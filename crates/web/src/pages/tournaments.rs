//! The tournaments' pages: the list with a form to make one, and each tournament with its
//! players, standings, rounds and byes, and the buttons to join, leave or withdraw, and start.

use super::challenges::{OptionField, form_options, option_fields};
use super::words::human_time;
use super::{Header, NoticeQuery, PageError, Viewer, after_action, form_field, notice_redirect};
use crate::AppState;
use askama::Template;
use askama_web::WebTemplate;
use axum::Router;
use axum::extract::rejection::{FormRejection, QueryRejection};
use axum::extract::{Form, Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use ortoo_core::Timestamp;
use ortoo_core::TournamentStatus;
use ortoo_core::timecontrol::TimeControl;
use ortoo_core::tournament::Kind;
use ortoo_core::{GameId, TournamentId, UserId};
use ortoo_i18n::Lang;
use ortoo_play::tournaments::{Leaving, NewTournament, TournamentView};
use ortoo_play::variants::open_variant;
use ortoo_rules::{VariantInfo, registry};

pub(super) fn router() -> Router<AppState> {
    Router::new()
        .route("/tournaments", get(list).post(create))
        .route("/tournaments/{id}", get(show))
        .route("/tournaments/{id}/{action}", post(action))
}

struct Listed {
    id: TournamentId,
    name: String,
    /// Its form, clock and rating, in the reader's words (`Swiss, 3 days per move, rated`).
    detail: String,
    game: String,
    status: String,
    /// Whether it is taking players (the list says when it starts).
    open: bool,
    players: i64,
    when: String,
}

#[derive(Template, WebTemplate)]
#[template(path = "tournaments.html")]
struct ListPage {
    viewer: Option<Header>,
    /// The language the page is written in.
    t: Lang,
    notice: Option<String>,
    tournaments: Vec<Listed>,
    /// The hand-written games, then (apart in the list) the games defined as data.
    variants: Vec<&'static VariantInfo>,
    defined: Vec<&'static VariantInfo>,
    uploaded: Vec<super::variant_files::UploadedChoice>,
    variant: &'static VariantInfo,
    options: Vec<OptionField>,
    /// The form's start time, in the `datetime-local` field's form (UTC).
    default_start: String,
}

/// A tournament's clock in the reader's words: `3 days per move`, a time bank, or none.
fn clock_words(lang: Lang, time_control: Option<&str>, days: Option<i64>) -> String {
    match TimeControl::of(time_control, days) {
        None => lang.text("tournament-clock-none"),
        Some(TimeControl::DaysPerMove(d)) => lang.msg("tournament-clock-days").arg("days", d).to_string(),
        Some(TimeControl::Bank(b)) => lang
            .msg("tournament-clock-bank")
            .arg("initial", b.initial_days)
            .arg("increment", b.increment_days)
            .arg("cap", b.cap_days)
            .to_string(),
    }
}

/// A tournament's form as the list names it (`Swiss`, `round robin`).
fn kind_words(lang: Lang, kind: Kind) -> String {
    lang.text(kind.message())
}

fn rating_words(lang: Lang, rated: bool) -> String {
    lang.text(if rated { "tournament-rated" } else { "tournament-casual" })
}

/// Where a tournament is, as the list's column says it (`joining open`, `round 2 of 5`).
fn status_words(lang: Lang, t: &ortoo_core::tournament::Tournament) -> String {
    match t.status {
        TournamentStatus::Open => lang.text("tournament-status-open"),
        TournamentStatus::Running if t.kind == Kind::Swiss => {
            lang.msg("tournament-status-round").arg("round", t.round).arg("rounds", t.rounds).to_string()
        }
        TournamentStatus::Running => lang.text("tournament-status-under-way"),
        TournamentStatus::Finished => lang.text("tournament-status-finished"),
        TournamentStatus::Cancelled => lang.text("tournament-status-cancelled"),
    }
}

/// Where a tournament no longer taking players is, as a sentence of its page (`Round 2 of 5.`).
fn state_sentence(lang: Lang, t: &ortoo_core::tournament::Tournament) -> String {
    match t.status {
        TournamentStatus::Running if t.kind == Kind::Swiss => {
            lang.msg("tournament-state-round").arg("round", t.round).arg("rounds", t.rounds).to_string()
        }
        TournamentStatus::Open | TournamentStatus::Running => lang.text("tournament-state-under-way"),
        TournamentStatus::Finished => lang.text("tournament-state-finished"),
        TournamentStatus::Cancelled => lang.text("tournament-state-cancelled"),
    }
}

async fn list(
    State(state): State<AppState>,
    viewer: Viewer,
    q: Result<Query<Vec<(String, String)>>, QueryRejection>,
) -> Result<Response, PageError> {
    let Query(q) = q?;
    let tournaments = state
        .play
        .tournaments
        .tournaments()
        .await?
        .iter()
        .map(|t| Listed {
            id: t.id.clone(),
            name: t.name.clone(),
            detail: viewer
                .t
                .msg("tournament-list-detail")
                .arg("kind", kind_words(viewer.t, t.kind))
                .arg("clock", clock_words(viewer.t, t.time_control.as_deref(), t.days_per_move))
                .arg("rating", rating_words(viewer.t, t.rated))
                .to_string(),
            game: viewer.t.say(&ortoo_play::notices::name_of(&t.variant)),
            status: status_words(viewer.t, t),
            open: t.status == TournamentStatus::Open,
            players: t.players,
            when: human_time(viewer.t, t.starts_at),
        })
        .collect();
    let variant = match form_field(&q, "variant") {
        Some(id) => state.play.variant_files.info(&id).await?,
        None => None,
    }
    .unwrap_or(registry::variants()[0]);
    let tomorrow = state.play.now() + ortoo_core::timecontrol::DAY_MS;
    Ok(ListPage {
        t: viewer.t,
        viewer: viewer.header(&state).await?,
        notice: form_field(&q, "notice"),
        tournaments,
        variants: registry::HAND_WRITTEN.to_vec(),
        defined: registry::defined_variants(),
        uploaded: super::variant_files::offered(&state, &viewer).await?,
        variant,
        options: option_fields(variant, viewer.t),
        default_start: tomorrow.rfc3339().get(..16).unwrap_or_default().to_string(),
    }
    .into_response())
}

async fn create(
    State(state): State<AppState>,
    viewer: Viewer,
    form: Result<Form<Vec<(String, String)>>, FormRejection>,
) -> Result<Response, PageError> {
    let user = viewer.require()?;
    let Form(fields) = form?;
    let field = |name: &str| form_field(&fields, name);
    let options = form_options(&fields);
    let number = |name: &str| field(name).filter(|v| !v.is_empty()).map(|v| v.parse::<i64>());
    let back = "/tournaments";
    let t = viewer.t;
    let rounds = match number("rounds") {
        Some(Ok(n)) => Some(n),
        Some(Err(_)) => return Ok(notice_redirect(back, &t.text("tournament-rounds-not-a-number"))),
        None => None,
    };
    let days = match number("days_per_move") {
        Some(Ok(n)) => Some(TimeControl::DaysPerMove(u32::try_from(n).unwrap_or(0))),
        Some(Err(_)) => return Ok(notice_redirect(back, &t.text("tournament-days-not-a-number"))),
        None => None,
    };
    // The form's time is UTC, as the page says.
    let starts_at = match field("starts_at").filter(|v| !v.is_empty()) {
        Some(local) => match Timestamp::parse_rfc3339(&format!("{local}:00Z")) {
            Some(t) => Some(t),
            None => {
                let said = t.msg("tournament-not-a-time").arg("text", &local).to_string();
                return Ok(notice_redirect(back, &said));
            }
        },
        None => None,
    };
    let request = NewTournament {
        name: field("name").unwrap_or_default(),
        kind: field("kind").unwrap_or_default(),
        variant: field("variant").unwrap_or_default(),
        options,
        time_control: days,
        rated: Some(field("rated").as_deref() != Some("casual")),
        rounds: if field("kind").as_deref() == Some("swiss") { rounds } else { None },
        starts_at,
    };
    after_action(t, state.play.tournaments.create_tournament(&user, request).await, back, |made| {
        notice_redirect(&format!("/tournaments/{}", made.id), &t.text("tournament-opened"))
    })
}

struct StandingRow {
    place: usize,
    name: String,
    points: String,
    sonneborn_berger: String,
    wins: i64,
    played: i64,
    withdrawn: bool,
    me: bool,
}

struct RoundShown {
    number: i64,
    games: Vec<(GameId, String, String, String)>,
    bye: Option<String>,
}

#[derive(Template, WebTemplate)]
#[template(path = "tournament.html")]
struct TournamentPage {
    viewer: Option<Header>,
    /// The language the page is written in.
    t: Lang,
    notice: Option<String>,
    id: TournamentId,
    name: String,
    summary: String,
    rules: String,
    /// Where it is, as a sentence, once it no longer takes players.
    state: String,
    starts: String,
    creator: String,
    open: bool,
    running: bool,
    joined: bool,
    withdrawn: bool,
    creator_viewing: bool,
    entrants: Vec<(String, bool)>,
    standings: Vec<StandingRow>,
    rounds: Vec<RoundShown>,
}

/// Points as a table writes them: `2½`, `3`, `½`.
fn points(p: f64) -> String {
    let whole = p.floor() as i64;
    match (whole, p - p.floor() >= 0.5) {
        (0, true) => "½".into(),
        (w, true) => format!("{w}½"),
        (w, false) => w.to_string(),
    }
}

async fn show(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<TournamentId>,
    q: Result<Query<NoticeQuery>, QueryRejection>,
) -> Result<Response, PageError> {
    let Query(q) = q?;
    let v: TournamentView = state.play.tournaments.tournament_view(&id).await?;
    let t = &v.tournament;
    let me = viewer.user.as_ref().map(|u| &u.id);
    let mine = me.and_then(|m| v.entries.iter().find(|e| &e.user_id == m));
    let withdrawn: Vec<&UserId> = v.entries.iter().filter(|e| e.withdrawn_at.is_some()).map(|e| &e.user_id).collect();
    let standings = v
        .standings
        .iter()
        .enumerate()
        .map(|(i, s)| StandingRow {
            place: i + 1,
            name: v.name_of(&s.player),
            points: points(s.points),
            sonneborn_berger: format!("{:.2}", s.sonneborn_berger),
            wins: s.wins,
            played: s.played,
            withdrawn: withdrawn.contains(&&s.player),
            me: me == Some(&s.player),
        })
        .collect();
    let mut rounds: Vec<RoundShown> = Vec::new();
    for g in &v.games {
        let number = g.tournament.as_ref().map_or(1, |s| s.round);
        if rounds.last().is_none_or(|r| r.number != number) {
            let bye = v.byes.iter().find(|(r, _)| *r == number).map(|(_, p)| v.name_of(p));
            rounds.push(RoundShown { number, games: Vec::new(), bye });
        }
        let result = match g.outcome {
            None => viewer.t.text("tournament-result-playing"),
            Some(o) => match o.winner() {
                Some(ortoo_rules::Side::White) => "1–0".into(),
                Some(ortoo_rules::Side::Black) => "0–1".into(),
                None => "½–½".into(),
            },
        };
        rounds.last_mut().expect("a round").games.push((
            g.id.clone(),
            g.players.white.name.clone(),
            g.players.black.name.clone(),
            result,
        ));
    }
    let game = viewer.t.say(&ortoo_play::notices::name_of(&t.variant));
    let rules = open_variant(&t.variant, &t.options)
        .ok()
        .map(|v| ortoo_rules::options_shown(&*v))
        .filter(|shown| !shown.is_empty())
        .map(|shown| viewer.t.say(&ortoo_rules::options_summary(&shown)))
        .unwrap_or_default();
    Ok(TournamentPage {
        t: viewer.t,
        viewer: viewer.header(&state).await?,
        notice: q.notice,
        id: t.id.clone(),
        name: t.name.clone(),
        summary: viewer
            .t
            .msg(match t.kind {
                Kind::Swiss => "tournament-summary-swiss",
                Kind::RoundRobin => "tournament-summary-round-robin",
            })
            .arg("game", game)
            .arg("rounds", t.rounds)
            .arg("clock", clock_words(viewer.t, t.time_control.as_deref(), t.days_per_move))
            .arg("rating", rating_words(viewer.t, t.rated))
            .to_string(),
        rules,
        state: state_sentence(viewer.t, t),
        starts: human_time(viewer.t, t.starts_at),
        creator: t.creator_name.clone(),
        open: t.status == TournamentStatus::Open,
        running: t.status == TournamentStatus::Running,
        joined: mine.is_some_and(|e| e.withdrawn_at.is_none()),
        withdrawn: mine.is_some_and(|e| e.withdrawn_at.is_some()),
        creator_viewing: me == Some(&t.creator_id),
        entrants: v.entries.iter().map(|e| (e.name.clone(), e.withdrawn_at.is_some())).collect(),
        standings,
        rounds,
    }
    .into_response())
}

async fn action(
    State(state): State<AppState>,
    viewer: Viewer,
    Path((id, action)): Path<(TournamentId, String)>,
) -> Result<Response, PageError> {
    let user = viewer.require()?;
    let t = viewer.t;
    let back = format!("/tournaments/{id}");
    match action.as_str() {
        "join" => after_action(t, state.play.tournaments.join_tournament(&user, &id).await, &back, |_| {
            notice_redirect(&back, &t.text("tournament-joined"))
        }),
        "leave" => after_action(t, state.play.tournaments.leave_tournament(&user, &id).await, &back, |how| {
            let said = if how == Leaving::Left { "tournament-left" } else { "tournament-withdrawn" };
            notice_redirect(&back, &t.text(said))
        }),
        "start" => after_action(t, state.play.tournaments.start_tournament(&user, &id).await, &back, |_| {
            notice_redirect(&back, &t.text("tournament-started"))
        }),
        _ => Err(PageError::Status(StatusCode::NOT_FOUND, t.text("tournament-no-such-page"))),
    }
}
