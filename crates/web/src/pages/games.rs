//! The game page: the board, the move form and its refusals, the log and replay, draws, resignation and hints.

use super::lobby::game_row;
use super::words::{capitalised, human_time};
use super::{GameAction, GameForm, Header, PageError, Viewer, after_action, notice_redirect, urlencode};
use crate::AppState;
use crate::http::error::ApiError;
use askama::Template;
use askama_web::WebTemplate;
use axum::Router;
use axum::extract::rejection::{FormRejection, QueryRejection};
use axum::extract::{Form, Path, Query, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use ortoo_core::timecontrol::TimeControl;
use ortoo_core::when::rfc3339;
use ortoo_core::{AnalysisStatus, Timestamp};
use ortoo_core::{Game, GameId, TournamentId, User, forecast};
use ortoo_i18n::Lang;
use ortoo_picture::board;
use ortoo_play::PlayError;
use ortoo_play::challenges::{Created, NewChallenge, Opponent};
use ortoo_play::takeback::{TakebackAction, moves_to_take_back};
use ortoo_play::typed::{Typed, Via};
use ortoo_play::variants::open_variant;
use ortoo_rules::notation::{Part, Target};
use ortoo_rules::{GameState, LegalMove, Outcome, Side, notation};
use serde::Deserialize;
use std::sync::Arc;

pub(super) fn router() -> Router<AppState> {
    Router::new()
        .route("/games/{id}", get(game_page))
        .route("/games/{id}/move", post(move_form))
        .route("/games/{id}/preview", get(preview))
        .route("/games/{id}/foresee", get(foresee))
        .route("/games/{id}/resign", post(resign_form))
        .route("/games/{id}/draw", post(draw_form))
        .route("/games/{id}/takeback", post(takeback_form))
        .route("/games/{id}/hint", post(hint_form))
        .route("/games/{id}/rematch", post(rematch_form))
        .route("/games/{id}/watch", post(watch_form))
        .route("/games/{id}/forecast", post(forecast_form))
        .route("/games/{id}/chat", post(chat_form))
        .route("/games/{id}/note", post(note_form))
        .route("/games/{id}/analysis", post(analysis_form))
}

/// A game's or a challenge's options in words (the rules say them).
use ortoo_rules::{OptionShown as RuleShown, options_shown as rules_shown, options_summary as rules_summary};

/// One move in the log.
struct LogMove {
    ply: i64,
    /// The move as it was played (full algebraic), with `+` or `#` when it gave check or mate.
    text: String,
    /// Its standard algebraic name, in games that have one (the list shows it unless the
    /// player chose the full form).
    san: Option<String>,
    effect: Option<String>,
    comment: Option<String>,
    at: String,
    when: String,
    current: bool,
    /// The analysis's mark (`??`) and what it says of the move.
    mark: Option<(&'static str, String)>,
}

/// A numbered line of the log: White's move and Black's reply (either may be missing: a game
/// that starts with Black to move, or a move not yet answered).
struct LogLine {
    number: i64,
    white: Option<LogMove>,
    black: Option<LogMove>,
}

/// The moves in numbered pairs, as players write a game down.
fn log_lines(moves: Vec<(Side, LogMove)>) -> Vec<LogLine> {
    let mut lines: Vec<LogLine> = Vec::new();
    for (side, m) in moves {
        match (side, lines.last_mut()) {
            (Side::Black, Some(line)) if line.black.is_none() => line.black = Some(m),
            (Side::White, _) => lines.push(LogLine { number: lines.len() as i64 + 1, white: Some(m), black: None }),
            (Side::Black, _) => lines.push(LogLine { number: lines.len() as i64 + 1, white: None, black: Some(m) }),
        }
    }
    lines
}

#[derive(Template, WebTemplate)]
#[template(path = "game.html")]
struct GamePage {
    viewer: Option<Header>,
    /// The language the page is written in.
    t: Lang,
    notice: Option<String>,
    error: Option<String>,
    id: GameId,
    variant_id: String,
    variant: String,
    /// The game's rule options in words.
    options: Vec<RuleShown>,
    rules_summary: String,
    /// What the game counts, beside the board (three-check's checks to give, King's Run's chips).
    counts: Vec<ortoo_rules::Count>,
    /// Each side's pieces in hand, where the game has hands (crazyhouse, shogi): the side at
    /// the top of the board first.
    hands: Vec<HandShown>,
    /// The choices that complete a move typed in part (King's Run's endings, a promotion).
    choices: Vec<String>,
    white: String,
    black: String,
    /// The players' names for links to their pages (none for the engine).
    white_page: Option<String>,
    black_page: Option<String>,
    summary: String,
    /// Each player's line beside the board (material, clock), White's first; empty when it
    /// would say nothing the heading does not (no clock, even material).
    clocks: Vec<ClockView>,
    /// The deadline of the move awaited, in the viewer's time zone, and how far off it is:
    /// `Sat, 28 Nov 2026 14:00 CET` and ` (in 2 days 23 hours)`.
    deadline: Option<(String, String)>,
    ply: i64,
    shown_ply: i64,
    replaying: bool,
    board_svg: String,
    board_text: String,
    log: Vec<LogLine>,
    /// Each legal move: its canonical text (what the form sends), its coordinate form, and how
    /// the viewer reads it (standard algebraic where the game has it, unless they chose the
    /// full form).
    legal: Vec<(String, String, String)>,
    /// Passing is among the legal moves (janggi): a button plays it.
    can_pass: bool,
    /// A legal move as the move field's hint: `N b1-c3 or b1c3`.
    example: String,
    /// The legal moves as the board's script reads them ([`HandMove`]), as JSON.
    hand_moves: String,
    /// The board is drawn from Black's side.
    flipped: bool,
    my_turn: bool,
    playing: bool,
    typed: String,
    comment: String,
    draw_offer_to_me: bool,
    draw_offer_by_me: bool,
    /// The moves the opponent asks to take back, named (`Nf3`, `Nf3 and e5`).
    takeback_asked_of_me: Option<String>,
    takeback_asked_by_me: bool,
    /// The player may ask to take back their last move: the button's words.
    may_take_back: Option<&'static str>,
    claimable: Option<String>,
    /// A hint may be asked for (the player's turn, against the engine).
    hints: bool,
    /// The engine is to move (the page reloads when it has).
    engine_thinking: bool,
    /// The result in words, once the game is over: `Black won: White's khan was captured.`
    result: Option<String>,
    /// A PGN of the game can be written (chess-like games).
    has_pgn: bool,
    /// A USI move list of the game can be written (the shogi family).
    has_usi: bool,
    /// The viewer is one of the game's players (their page hears the game's events through
    /// their own stream).
    player: bool,
    /// Whether a signed-in spectator watches the game (is sent each move); `None` for the
    /// players, for visitors, and once the game is over.
    watching: Option<bool>,
    /// The engine's analysis of the finished game, as far as it has gone.
    analysis: Option<AnalysisView>,
    /// The game is over without an analysis (or its analysis failed) and the viewer may ask
    /// for one.
    may_request_analysis: bool,
    /// `Rated` or `Casual`, and once a rated game is over what it did to each rating.
    rating_line: String,
    /// The viewer's forecast lines, when they may have one (their opponent to move).
    forecast: Option<Vec<String>>,
    /// A forecast line being planned on the board.
    plan: Option<PlanView>,
    /// The game's conversation, for its players: who, when, what.
    chat: Option<Vec<ChatLine>>,
    /// The viewer's private note on the game, for its players.
    note: Option<String>,
    /// Each player's rating in the game's pool now (`1567`, `1500?`); none for the engine.
    white_rating: Option<String>,
    black_rating: Option<String>,
    /// The tournament it is a game of: its id, name and round.
    tournament: Option<(TournamentId, String, i64)>,
    /// The game's mark as drawn ([`Game::mark`]): the page's event stream resumes from it, so a
    /// change made while the page was on its way (the engine's reply) is not missed.
    seen: String,
    /// The player to move stands in check (the position shown, the game still on).
    in_check: bool,
    /// Why only some moves are legal now, for the player to move (King's Run's priorities).
    obligation: Option<String>,
    /// Each side's pieces by name and square, as a screen reader reads the board:
    /// `("White", "King e1; Pawn a2, b2")`.
    pieces: Vec<(&'static str, String)>,
}

/// A player's line beside the board: who, the material they are ahead by, and their clock:
/// running for the player to move (a countdown to the deadline, which the page's script keeps
/// going), else what the player will have.
struct ClockView {
    side: &'static str,
    name: String,
    /// `+3`: the pawns' worth of material this side is ahead by (on the board shown), where
    /// material is an advantage.
    ahead: Option<String>,
    /// The pieces this side has taken (less those it lost in exchange, where both armies are
    /// alike), each drawn small, the worthiest first.
    taken: Vec<String>,
    /// The game has a clock (else only the name and material are shown).
    timed: bool,
    /// The deadline, for the player to move: its milliseconds (the countdown's) and as RFC 3339.
    running: Option<(i64, String)>,
    /// The time left, as the page is drawn (`2 d 23:59:58`), or the waiting player's allowance
    /// (`3 days a move`, `bank 6 d 04:00`).
    words: String,
}

/// Time left as a clock shows it: `2 d 23:59:58`, `4:05:09`, `0:00:00` once passed.
fn clock_words(ms: i64) -> String {
    let s = ms.max(0) / 1000;
    let (days, hours, minutes, seconds) = (s / 86_400, s / 3600 % 24, s / 60 % 60, s % 60);
    if days > 0 {
        format!("{days} d {hours:02}:{minutes:02}:{seconds:02}")
    } else {
        format!("{hours}:{minutes:02}:{seconds:02}")
    }
}

/// The two players' lines: names, the material `ahead` (on the board shown), and the clocks of
/// an active game with a time control.
fn clocks_of(game: &Game, ahead: Option<(Side, i32)>, taken: [Vec<String>; 2], now: Timestamp) -> Vec<ClockView> {
    use ortoo_core::timecontrol::TimeControl;
    let control = TimeControl::of(game.time_control.as_deref(), game.days_per_move).filter(|_| game.is_active());
    let [white_took, black_took] = taken;
    [
        (Side::White, "White", &game.players.white.name, game.banks_ms.white, white_took),
        (Side::Black, "Black", &game.players.black.name, game.banks_ms.black, black_took),
    ]
    .into_iter()
    .map(|(side, word, name, bank, taken)| {
        let running = (side == game.to_move && control.is_some()).then_some(game.deadline).flatten();
        let words = match (running, control) {
            (Some(deadline), _) => clock_words(deadline - now),
            (None, Some(TimeControl::DaysPerMove(1))) => "1 day a move".to_string(),
            (None, Some(TimeControl::DaysPerMove(days))) => format!("{days} days a move"),
            (None, Some(TimeControl::Bank(_))) => format!("bank {}", clock_words(bank.unwrap_or(0))),
            (None, None) => String::new(),
        };
        ClockView {
            side: word,
            name: name.clone(),
            ahead: ahead.filter(|(by, _)| *by == side).map(|(_, pawns)| format!("+{pawns}")),
            taken,
            timed: control.is_some(),
            running: running.map(|d| (d.millis(), d.rfc3339())),
            words,
        }
    })
    .collect()
}

/// A piece on the board shown, with its worth by the game's own piece values (a royal piece is
/// worth nothing: it is never traded).
struct Placed {
    at: ortoo_rules::Coord,
    piece: ortoo_rules::PieceInfo,
    worth: i32,
}

/// Every piece on the board, from a1 up the ranks: the one look at the board that the material
/// count and the pieces list share.
fn placed(state: &dyn GameState) -> Vec<Placed> {
    let (g, values) = (state.geometry(), state.info().piece_values);
    let squares = (0..g.ranks).flat_map(|rank| (0..g.files).map(move |file| ortoo_rules::Coord::new(file, rank)));
    squares
        .filter(|&at| g.index(at).is_some())
        .filter_map(|at| state.piece_at(at).map(|piece| (at, piece)))
        .map(|(at, piece)| {
            let worth = piece.label.bytes().next().map_or(0, |letter| values.of_letter(letter));
            Placed { at, piece, worth }
        })
        .collect()
}

/// One kind of a side's pieces: its worth and name, how many stood at the start and now, and
/// how many were taken.
#[derive(Clone, Copy)]
struct Kind {
    worth: i32,
    name: &'static str,
    at_start: i32,
    now: i32,
    lost: i32,
}

/// The pieces each side has taken, White's then Black's, as lichess shows them: each side's
/// pieces gone since the start, less one of its least worthy (its pawns) for each piece a
/// promotion added; where both armies are alike, a piece taken on both sides cancels out. Each
/// drawn small in its owner's colours, the worthiest first.
/// One side's pieces in hand as the page shows them.
struct HandShown {
    side: Side,
    /// The side to move holds it: its pieces may be dropped (the board's script picks them up).
    moving: bool,
    pieces: Vec<HeldShown>,
}

struct HeldShown {
    icon: String,
    label: String,
    name: &'static str,
    count: u32,
}

/// Each side's hand, the side drawn at the top of the board first (Black, unless turned).
fn hands_shown(variant: &str, hands: Option<ortoo_rules::Hands>, view: Side, turn: Side) -> Vec<HandShown> {
    let Some(hands) = hands else { return Vec::new() };
    [!view, view]
        .into_iter()
        .map(|side| HandShown {
            side,
            moving: side == turn,
            pieces: hands
                .of(side)
                .iter()
                .map(|held| HeldShown {
                    icon: ortoo_picture::board::piece_icon(
                        variant,
                        &held.label,
                        side,
                        &format!("{side} {}", held.name),
                    ),
                    label: held.label.clone(),
                    name: held.name,
                    count: held.count,
                })
                .collect(),
        })
        .collect()
}

fn taken_pieces(variant: &str, at_start: &[Placed], now: &[Placed]) -> [Vec<String>; 2] {
    use std::collections::BTreeMap;
    // Each side's kinds, by upper-case label.
    let mut armies: [BTreeMap<String, Kind>; 2] = Default::default();
    for (placed, counted_now) in [(at_start, false), (now, true)] {
        for p in placed {
            let side = usize::from(p.piece.side == Side::Black);
            let kind = armies[side].entry(p.piece.label.to_ascii_uppercase()).or_insert(Kind {
                worth: p.worth,
                name: p.piece.name,
                at_start: 0,
                now: 0,
                lost: 0,
            });
            if counted_now { kind.now += 1 } else { kind.at_start += 1 }
        }
    }
    for army in &mut armies {
        // A promotion took a piece of the least worth off the board without a capture.
        let mut promoted: i32 = army.values().map(|k| (k.now - k.at_start).max(0)).sum();
        let mut by_worth: Vec<&mut Kind> = army.values_mut().collect();
        by_worth.sort_by_key(|k| k.worth);
        for kind in by_worth {
            let gone = (kind.at_start - kind.now).max(0);
            let made = promoted.min(gone);
            kind.lost = gone - made;
            promoted -= made;
        }
    }
    if armies[0].keys().eq(armies[1].keys()) {
        let [white, black] = &mut armies;
        for (label, kind) in white.iter_mut() {
            if let Some(theirs) = black.get_mut(label) {
                let both = kind.lost.min(theirs.lost);
                kind.lost -= both;
                theirs.lost -= both;
            }
        }
    }
    // White took Black's lost pieces, and Black White's.
    let drawn = |army: &BTreeMap<String, Kind>, owner: Side| -> Vec<String> {
        let mut lost: Vec<(&String, &Kind)> = army.iter().filter(|(_, k)| k.lost > 0).collect();
        lost.sort_by_key(|(label, k)| (std::cmp::Reverse(k.worth), (*label).clone()));
        lost.into_iter()
            .flat_map(|(label, k)| {
                let shown = if owner == Side::White { label.clone() } else { label.to_ascii_lowercase() };
                let icon = ortoo_picture::board::piece_icon(variant, &shown, owner, &format!("{owner} {}", k.name));
                std::iter::repeat_n(icon, usize::try_from(k.lost).unwrap_or(0))
            })
            .collect()
    };
    [drawn(&armies[1], Side::Black), drawn(&armies[0], Side::White)]
}

/// The side ahead in material, and by how many pawns' worth (rounded; half a pawn or less is
/// even).
fn material_ahead(pieces: &[Placed]) -> Option<(Side, i32)> {
    let balance: i32 = pieces.iter().map(|p| if p.piece.side == Side::White { p.worth } else { -p.worth }).sum();
    let pawns = (balance.abs() + 50) / 100;
    match balance.signum() {
        _ if pawns == 0 => None,
        1 => Some((Side::White, pawns)),
        _ => Some((Side::Black, pawns)),
    }
}

/// A message as the page shows it.
struct ChatLine {
    from: String,
    mine: bool,
    at: String,
    when: String,
    text: String,
}

/// The analysis section of a finished game's page.
struct AnalysisView {
    /// Where it stands, in a sentence.
    status: String,
    /// Still under way: the page's script looks again every few seconds.
    under_way: bool,
    graph: String,
    /// The marked moves: `(ply, label, mark, words)`.
    marked: Vec<(i64, String, &'static str, String)>,
    /// Each side's tally in words.
    sides: Vec<String>,
}

#[derive(Deserialize, Default)]
struct GameQuery {
    /// Text, not a number: a mistyped `?ply=abc` gets a sentence, not a parser's complaint.
    ply: Option<String>,
    notice: Option<String>,
    /// A refused move, after the redirect that follows it: refused again here, from the
    /// current position, so the reason shown is always the rules' own.
    tried: Option<String>,
    /// Text for the move field (a hint).
    typed: Option<String>,
    comment: Option<String>,
    /// `1` draws the board from the other side.
    flip: Option<String>,
    /// Planning a forecast on the board: the line so far, moves parted by `|`.
    plan: Option<String>,
    /// A move to add to the plan (what the board's form sends in planning).
    add: Option<String>,
    /// A move picked from the list of legal moves: it stands for what the field holds (the
    /// list's buttons are in the same form as the field, so both are sent).
    pick: Option<String>,
}

/// A legal move as the board's script needs it: where it starts and ends, what kind of move it
/// is (so the board can mark captures, spells and exchanges apart from moves), and the rest of
/// the move after its first part (a promotion, King's Run's second part) for the chooser.
#[derive(serde::Serialize)]
struct HandMove {
    /// The canonical text, which is what the form sends.
    t: String,
    f: String,
    /// A square, or `off` for a piece leaving the board.
    to: String,
    k: &'static str,
    /// The parts after the first, as text; empty for a one-part move.
    r: String,
    /// The move as the player reads it (`Bxd2+`, or the canonical text in full notation).
    s: String,
}

/// What a choice of the chooser leads to, where the rules know it
/// (`loses on your next turn, whatever your opponent plays (king captured)`).
#[derive(serde::Serialize)]
struct Foreseen {
    /// The move, canonical.
    t: String,
    w: String,
    /// It loses (at once, or by force): the chooser lists it last.
    b: bool,
}

/// What a move leads to, in words to the player choosing it, and whether it loses.
fn foresight_words(foresight: ortoo_rules::Foresight, me: Side) -> (String, bool) {
    use ortoo_rules::{Foresight, Outcome};
    let why = |o: Outcome| o.reason().as_str().replace('_', " ");
    match foresight {
        Foresight::Ends(o @ Outcome::Win { winner, .. }) if winner == me => {
            (format!("wins the game ({})", why(o)), false)
        }
        Foresight::Ends(o @ Outcome::Win { .. }) => (format!("loses the game ({})", why(o)), true),
        Foresight::Ends(o) => (format!("draws the game ({})", why(o)), false),
        Foresight::OpponentMayWin(o) => (format!("lets your opponent win at once ({})", why(o)), true),
        Foresight::LostNextTurn(o) => {
            (format!("loses on your next turn, whatever your opponent plays ({})", why(o)), true)
        }
    }
}

/// The legal moves of `state` grouped for the hand: every game's moves start with a piece
/// moving from one square to another (or off the board), and the rest follows from the rules'
/// own canonical text, so the browser never needs to know a rule.
fn hand_moves(state: &dyn GameState, legal: &[(LegalMove, String)]) -> Vec<HandMove> {
    let mover = state.turn();
    legal
        .iter()
        .filter_map(|(m, shown)| {
            let parts = notation::parse(&m.canonical).ok()?.parts;
            if let Some(Part::Drop { at, .. }) = parts.first() {
                return Some(drop_move(m, at, shown));
            }
            let Some(Part::Move { from, to, .. }) = parts.first() else { return None };
            let on_target = match to {
                Target::Square(t) => state.piece_at(*t),
                Target::Off => None,
            };
            let magician = state.piece_at(*from).is_some_and(|p| p.name.to_ascii_lowercase().contains("magician"));
            let k = match on_target {
                Some(p) if p.side != mover && magician => "spell",
                Some(p) if p.side != mover => "capture",
                Some(_) => "exchange",
                None if parts.iter().any(|p| matches!(p, Part::Remove { .. })) => "capture",
                None => "move",
            };
            let rest: Vec<String> = parts[1..].iter().map(ToString::to_string).collect();
            Some(HandMove {
                t: m.canonical.clone(),
                f: from.to_string(),
                to: match to {
                    Target::Square(t) => t.to_string(),
                    Target::Off => "off".into(),
                },
                k,
                r: rest.join("; "),
                s: shown.clone(),
            })
        })
        .collect()
}

/// A piece put on the board from the hand: it starts from `@` and the letter its hand shows
/// (the coordinate form's, `P@e4`, `+N@c3`: the kind held, whatever form it is dropped in),
/// and the whole move is the rest, so a choice between forms shows each.
fn drop_move(m: &LegalMove, at: &ortoo_rules::Coord, shown: &str) -> HandMove {
    let held = m.coordinate.split('@').next().unwrap_or_default().trim_start_matches('+');
    HandMove {
        t: m.canonical.clone(),
        f: format!("@{}", held.to_ascii_uppercase()),
        to: at.to_string(),
        k: "drop",
        r: m.canonical.clone(),
        s: shown.to_string(),
    }
}

/// Whether `?flip=` asks for the board from the other side.
fn flipped(flip: Option<&str>) -> bool {
    flip == Some("1")
}

/// The side the board is drawn from: the viewer's (White for a spectator), or the other one.
fn view_side(viewer: Option<&User>, game: &Game, flip: bool) -> Side {
    let side = viewer.and_then(|u| game.side_of(&u.id)).unwrap_or(Side::White);
    if flip { !side } else { side }
}

/// JSON safe inside a `<script>` element.
fn script_json<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_else(|_| "[]".into()).replace("</", "<\\/")
}

/// The squares of a move's first part, to mark the last move on the board.
/// What the page shows around the board: a refusal with the text that was typed, or a notice.
#[derive(Default)]
struct Draft {
    error: Option<String>,
    choices: Vec<String>,
    typed: String,
    comment: String,
    notice: Option<String>,
    /// A forecast line being planned on the board (moves parted by `|`).
    plan: Option<String>,
}

/// A forecast line being planned on the board, as the page shows it.
struct PlanView {
    /// The moves so far, canonical, parted by `|` (the form's hidden field).
    line: String,
    /// The moves in words: `If p e7-e5, then N g1-f3, then if …`.
    words: String,
    /// The line without its last move (the Undo link's), or `None` when empty.
    undo: Option<String>,
    /// The line is pairs of their move and your reply: it can go into the forecast.
    complete: bool,
    /// Whose move the board waits for in the plan: `their` or `your`.
    whose: &'static str,
    /// Why a move of the line was dropped.
    problem: Option<String>,
}

async fn render_game(
    state: &AppState,
    viewer_of: &Viewer,
    game: &Game,
    shown: Option<i64>,
    flip: bool,
    draft: Draft,
) -> Result<GamePage, PageError> {
    let viewer = viewer_of.user.as_ref();
    let viewer_t = viewer_of.t;
    let Draft { error, choices, typed, comment, notice, plan } = draft;
    let me = viewer.and_then(|u| game.side_of(&u.id));
    // A forecast is the player's while their opponent is to move: its lines, and planning one
    // on the board (the board then shows the line's position, and its moves add to the line).
    let may_forecast = game.is_active() && me.is_some_and(|side| side != game.to_move);
    // Everything the page reads, at once: none of these waits for another (most come from this
    // process's caches; the rest are reads of their own, served side by side).
    let (
        moves,
        current,
        forecast,
        (chat, note),
        watching,
        review,
        changes,
        white_rating,
        black_rating,
        zone,
        closed,
        header,
    ) = tokio::try_join!(
        async { Ok::<_, PageError>(state.play.games.moves(game).await?) },
        async { Ok::<_, PageError>(state.play.games.state(game).await?) },
        forecast_lines(state, viewer.filter(|_| may_forecast), game),
        conversation(state, viewer.filter(|_| me.is_some()), game),
        async {
            Ok::<_, PageError>(match viewer {
                Some(u) if me.is_none() && game.is_active() => Some(state.play.games.watching(u, &game.id).await?),
                _ => None,
            })
        },
        async { Ok::<_, PageError>(if game.is_active() { None } else { state.play.reviews.review(game).await? }) },
        // Only a finished rated game has rating changes to read.
        async {
            Ok::<_, PageError>(if game.rated && !game.is_active() {
                state.play.ratings.game_rating_changes(&game.id).await?
            } else {
                Vec::new()
            })
        },
        rating_shown(state, &game.players.white.id, &game.variant),
        rating_shown(state, &game.players.black.id, &game.variant),
        // The deadline in the viewer's zone (a setting; read only when there is a deadline to
        // show), UTC for a visitor.
        async {
            Ok::<_, PageError>(match viewer {
                Some(u) if game.deadline.is_some() && game.is_active() => {
                    ortoo_core::when::Zone::or_utc(&state.play.preferences.notification_settings(u).await?.time_zone)
                }
                _ => ortoo_core::when::Zone::utc(),
            })
        },
        async {
            Ok::<_, PageError>(
                state
                    .play
                    .accounts
                    .closed_among(&[game.players.white.id.clone(), game.players.black.id.clone()])
                    .await?,
            )
        },
        viewer_of.header(state),
    )?;
    let variant =
        open_variant(&game.variant, &game.options).map_err(|e| ApiError::internal("stored game unreadable", &e))?;
    let shown_ply = shown.map_or(game.ply, |p| p.clamp(0, game.ply));
    // A past position is replayed from the start: the log holds every move's canonical text.
    let shown_state: Box<dyn GameState> = if shown_ply == game.ply {
        current.clone()
    } else {
        let mut replay =
            variant.load(&game.start_position).map_err(|e| ApiError::internal("stored game unreadable", &e))?;
        for m in moves.list.iter().take(shown_ply as usize) {
            replay.play(&m.text).map_err(|e| ApiError::internal("stored move unreadable", &e))?;
        }
        replay
    };
    let plan = plan.filter(|_| may_forecast).map(|line| plan_of(&*current, &line));
    let (shown_state, shown_ply) = match &plan {
        Some((_, planned)) => (planned.clone(), game.ply),
        None => (shown_state, shown_ply),
    };
    let view = view_side(viewer, game, flip);
    let last = match &plan {
        Some((view, _)) if !view.line.is_empty() => {
            notation::move_squares(view.line.rsplit('|').next().unwrap_or_default())
        }
        _ if shown_ply > 0 => notation::move_squares(&moves.list[shown_ply as usize - 1].text),
        _ => vec![],
    };
    let row = game_row(game, viewer.map(|u| &u.id));
    let my_turn = row.my_turn;
    // Generated once: the buttons (which work without JavaScript) and the hand's moves; in
    // planning, those of the line's position, for either side.
    let listed = match &plan {
        Some((_, planned)) => planned.legal_moves(),
        None if my_turn && shown_ply == game.ply => current.legal_moves(),
        None => vec![],
    };
    let mover_state = plan.as_ref().map_or(&*current, |(_, planned)| &**planned);
    // Each move as the viewer reads it: standard algebraic, unless they chose the full form.
    let full = viewer.is_some_and(|u| u.notation == ortoo_core::Notation::Full);
    let listed: Vec<(LegalMove, String)> = listed
        .into_iter()
        .map(|m| {
            let shown = if full { None } else { mover_state.shown(&m.canonical).ok().flatten() };
            let shown = shown.unwrap_or_else(|| m.canonical.clone());
            (m, shown)
        })
        .collect();
    let hand = hand_moves(mover_state, &listed);
    let legal: Vec<(String, String, String)> =
        listed.into_iter().map(|(m, shown)| (m.canonical, m.coordinate, shown)).collect();
    // The field's hint is a move of this game, as both notations write it.
    let example =
        legal.iter().find(|(t, ..)| !t.contains(';')).or(legal.first()).map_or_else(String::new, |(t, c, _)| {
            // The shogi family's hint is in shogi's own square names: USI, and the move list's.
            if let (Ok(Some(usi)), Ok(Some(san))) = (current.usi(t), current.san(t)) {
                return format!("{usi} or {san}");
            }
            // Xiangqi's in WXF, the notation its move list writes, first.
            if let (Ok(Some(own)), Ok(Some(san))) = (current.shown(t), current.san(t))
                && own != san
            {
                return format!("{own}, {t}, {c} or {san}");
            }
            match current.san(t) {
                Ok(Some(san)) => format!("{t}, {c} or {san}"),
                _ if t == c => t.clone(),
                _ => format!("{t} or {c}"),
            }
        });
    let judged = |ply: i64| review.as_ref().and_then(|r| r.plies.iter().find(|p| p.ply == ply));
    let named = move_names(state, &*variant, game, &moves.list)?;
    let log = log_lines(
        moves
            .list
            .iter()
            .zip(named.iter().cloned())
            .map(|(m, (text, san))| {
                (
                    m.side,
                    LogMove {
                        ply: m.ply,
                        text,
                        san,
                        effect: m.effect.clone(),
                        comment: m.comment.clone(),
                        at: rfc3339(m.at),
                        when: human_time(m.at),
                        current: m.ply == shown_ply,
                        mark: judged(m.ply).and_then(|p| p.judgement.map(|j| (j.mark(), judgement_words(p)))),
                    },
                )
            })
            .collect(),
    );
    let analysis = review.as_ref().map(|r| analysis_view(game, r, &log, shown_ply, flip));
    let rating_line = rating_line(game, &changes);
    let options = rules_shown(&*variant);
    let shown_as = |id: &ortoo_core::UserId, name: &str, level: Option<i64>| {
        let name = player_name(name, level);
        if closed.contains(id) { format!("{name} (closed account)") } else { name }
    };
    let on_board = placed(&*shown_state);
    // What each side has taken: the pieces gone from the start, less those a promotion made.
    let at_start = variant.load(&game.start_position).map(|start| placed(&*start)).unwrap_or_default();
    let hands = shown_state.hands();
    // Where pieces taken go to a hand, the hands say what was taken.
    let taken =
        if hands.is_some() { [Vec::new(), Vec::new()] } else { taken_pieces(&game.variant, &at_start, &on_board) };
    // Nor is the material on the board a balance where taken pieces come back from a hand.
    let ahead = material_ahead(&on_board).filter(|_| shown_state.material_counts() && hands.is_none());
    let (has_pgn, has_usi) = exports(&*variant);
    Ok(GamePage {
        t: viewer_t,
        viewer: header,
        notice,
        error,
        id: game.id.clone(),
        variant_id: game.variant.clone(),
        variant: row.variant,
        rules_summary: rules_summary(&options),
        options,
        white: shown_as(&game.players.white.id, &game.players.white.name, game.players.white.level),
        white_page: (!game.players.white.id.is_engine()).then(|| game.players.white.name.clone()),
        black_page: (!game.players.black.id.is_engine()).then(|| game.players.black.name.clone()),
        black: shown_as(&game.players.black.id, &game.players.black.name, game.players.black.level),
        summary: row.summary,
        clocks: Some(clocks_of(game, ahead, taken, state.play.now()))
            .filter(|lines| lines.iter().any(|c| c.timed || c.ahead.is_some() || !c.taken.is_empty()))
            .unwrap_or_default(),
        deadline: game.deadline.filter(|_| game.is_active()).map(|d| {
            let (when, far) = ortoo_core::when::deadline_parts_in(d, state.play.now(), &zone);
            (when, format!(" ({far})"))
        }),
        ply: game.ply,
        shown_ply,
        replaying: shown_ply != game.ply,
        counts: shown_state.counts(),
        hands: hands_shown(&game.variant, hands, view, shown_state.turn()),
        choices,
        board_svg: board::svg(&*shown_state, view, &last),
        board_text: shown_state.board_text(view),
        log,
        can_pass: legal.iter().any(|(text, ..)| text == "pass"),
        legal,
        example,
        hand_moves: script_json(&hand),
        flipped: flip,
        my_turn,
        playing: me.is_some() && game.is_active(),
        typed,
        comment,
        draw_offer_to_me: game.draw_offer.is_some() && game.draw_offer != me,
        draw_offer_by_me: game.draw_offer.is_some() && game.draw_offer == me,
        takeback_asked_of_me: me
            .filter(|&side| game.is_active() && game.takeback_offer == Some(!side))
            .map(|side| taken_back_words(&moves.list, &named, !side)),
        takeback_asked_by_me: me.is_some() && game.takeback_offer == me,
        may_take_back: me.and_then(|side| may_take_back(game, side, &moves.list)),
        claimable: if my_turn { current.claimable_draw().map(|r| r.as_str().replace('_', " ")) } else { None },
        hints: my_turn && shown_ply == game.ply && game.against_engine(),
        engine_thinking: game.is_active() && game.engine_to_move().is_some(),
        result: game.outcome.map(|o| result_words(o, &game.players.white.name, &game.players.black.name)),
        has_pgn,
        has_usi,
        player: me.is_some(),
        watching,
        may_request_analysis: viewer.is_some()
            && !game.is_active()
            && game.ply >= 1
            && review.as_ref().is_none_or(|r| r.status == AnalysisStatus::Failed),
        analysis,
        rating_line,
        forecast,
        plan: plan.map(|(view, _)| view),
        chat,
        note,
        white_rating,
        black_rating,
        tournament: game.tournament.as_ref().map(|t| (t.tournament_id.clone(), t.name.clone(), t.round)),
        seen: game.mark(),
        in_check: game.is_active() && !shown_state.checked().is_empty(),
        obligation: if my_turn && shown_ply == game.ply { current.obligation() } else { None },
        pieces: pieces_by_square(&on_board),
    })
}

/// The lines of `viewer`'s forecast in the game, when the page offers them one (`None` when not).
async fn forecast_lines(
    state: &AppState,
    viewer: Option<&User>,
    game: &Game,
) -> Result<Option<Vec<String>>, PageError> {
    let Some(u) = viewer else { return Ok(None) };
    let forecast = state.play.games.forecast_of(u, game).await?;
    Ok(Some(forecast.map(|f| forecast::to_lines(&f.branches)).unwrap_or_default()))
}

/// The game's conversation and `viewer`'s note, when the viewer plays it (no conversation with
/// the engine: it does not read).
async fn conversation(
    state: &AppState,
    viewer: Option<&User>,
    game: &Game,
) -> Result<(Option<Vec<ChatLine>>, Option<String>), PageError> {
    let Some(u) = viewer else { return Ok((None, None)) };
    let (messages, note) = tokio::try_join!(
        async { if game.against_engine() { Ok(None) } else { state.play.conversations.chat(u, game).await.map(Some) } },
        state.play.conversations.note(u, game)
    )?;
    let lines = messages.map(|messages| {
        messages
            .into_iter()
            .map(|m| ChatLine {
                mine: m.user_id == u.id,
                from: m.user_name,
                at: rfc3339(m.at),
                when: human_time(m.at),
                text: m.text,
            })
            .collect()
    });
    Ok((lines, Some(note)))
}

/// A player's rating in the game's pool as the page shows it (none for the engine).
async fn rating_shown(state: &AppState, id: &ortoo_core::UserId, pool: &str) -> Result<Option<String>, PageError> {
    if id.is_engine() {
        return Ok(None);
    }
    Ok(Some(state.play.ratings.rating_now(id, pool).await?.shown()))
}

/// Each side's pieces in words, grouped by name, as chess players list them: the pieces worth
/// nothing in trade (the royal ones) first, then the others from the most valuable down, each
/// group's squares from a1 up the ranks: `King e1; Queen d1; Rook a1, h1; … Pawn a2, b2`.
fn pieces_by_square(pieces: &[Placed]) -> Vec<(&'static str, String)> {
    [(Side::White, "White"), (Side::Black, "Black")]
        .into_iter()
        .map(|(side, word)| {
            let mut named: Vec<(&'static str, Vec<String>, i32)> = Vec::new();
            for p in pieces.iter().filter(|p| p.piece.side == side) {
                match named.iter_mut().find(|(name, _, _)| *name == p.piece.name) {
                    Some((_, squares, _)) => squares.push(p.at.to_string()),
                    None => named.push((p.piece.name, vec![p.at.to_string()], p.worth)),
                }
            }
            named.sort_by_key(|&(_, _, worth)| if worth == 0 { i32::MIN } else { -worth });
            let words: Vec<String> =
                named.into_iter().map(|(name, squares, _)| format!("{name} {}", squares.join(", "))).collect();
            (word, if words.is_empty() { "none".to_string() } else { words.join("; ") })
        })
        .collect()
}

/// The moves a takeback asked by `side` would take back, named as the list names them.
fn taken_back_words(list: &[ortoo_core::Move], named: &[MoveName], side: Side) -> String {
    let taken = moves_to_take_back(list, side);
    let first = list.len() - taken.len();
    let words: Vec<&str> = named[first..].iter().map(|(text, san)| san.as_deref().unwrap_or(text.as_str())).collect();
    words.join(" and ")
}

/// The words of the button that asks to take back `side`'s last move, if it may be asked: a
/// casual game outside tournaments, with a move of the player's, and no request standing;
/// against the engine, on the player's turn (the engine grants it at once).
fn may_take_back(game: &Game, side: Side, list: &[ortoo_core::Move]) -> Option<&'static str> {
    let casual = game.is_active() && !game.rated && game.tournament.is_none() && game.takeback_offer.is_none();
    if !casual || moves_to_take_back(list, side).is_empty() {
        return None;
    }
    match game.engine_level(!side) {
        Some(_) if game.to_move == side => Some("Take back my move"),
        Some(_) => None,
        None => Some("Ask to take back my move"),
    }
}

/// Each move of the game as the list names it: its text with `+` or `#` when it gave check or
/// mate, and its standard algebraic name where the game has one (which marks checks itself).
///
/// Naming a move replays it, so the names are kept ([`NamedMoves`], in the app's state) with the
/// position they lead to: a game's next page names only the moves played since. A game's stored
/// moves change only when taken back, which sets its `taken_back_at`: names kept of the same
/// history stay true for its first moves.
fn move_names(
    state: &AppState,
    variant: &dyn ortoo_rules::Variant,
    game: &Game,
    list: &[ortoo_core::Move],
) -> Result<Arc<Vec<MoveName>>, PageError> {
    let unreadable = |e: &dyn std::fmt::Display| ApiError::internal("stored game unreadable", e);
    if let Some(k) = state.named_moves.get(game.id.as_str())
        && k.names.len() == list.len()
        && k.taken_back_at == game.taken_back_at
    {
        return Ok(k.names.clone());
    }
    // Taken out to go on from: the one page that names the new moves owns them meanwhile (a
    // page of the same game at the same moment names them from the start).
    let kept = state
        .named_moves
        .take(game.id.as_str())
        .filter(|k| k.names.len() <= list.len() && k.taken_back_at == game.taken_back_at);
    let (mut replay, mut names) = match kept.map(Arc::unwrap_or_clone) {
        Some(NamedMoves { names, after, .. }) => (after, Arc::unwrap_or_clone(names)),
        None => (variant.load(&game.start_position).map_err(|e| unreadable(&e))?, Vec::with_capacity(list.len())),
    };
    for m in &list[names.len()..] {
        let san = replay.shown(&m.text).ok().flatten();
        let played = replay.play(&m.text).map_err(|e| unreadable(&e))?;
        let check = match (replay.checked().is_empty(), played.outcome) {
            (true, _) => "",
            (false, Some(Outcome::Win { .. })) => "#",
            (false, _) => "+",
        };
        names.push((format!("{}{check}", m.text), san));
    }
    let names = Arc::new(names);
    let taken_back_at = game.taken_back_at;
    state
        .named_moves
        .put(game.id.as_str(), Arc::new(NamedMoves { names: names.clone(), after: replay, taken_back_at }));
    Ok(names)
}

/// A move as the list names it: its text with its check mark, and its standard algebraic name.
type MoveName = (String, Option<String>);

/// A game's moves named as its page lists them, as far as they were named, and the position
/// after them, to go on from.
#[derive(Clone)]
pub(crate) struct NamedMoves {
    names: Arc<Vec<MoveName>>,
    after: Box<dyn GameState>,
    /// The history named ([`Game::taken_back_at`]).
    taken_back_at: Option<ortoo_core::Timestamp>,
}

/// A planned line replayed from the game's position: its view, and the position it leads to.
/// A move that cannot be played there ends the line, and the view says why.
fn plan_of(current: &dyn GameState, line: &str) -> (PlanView, Box<dyn GameState>) {
    let mut state = current.clone_box();
    let mut moves: Vec<String> = Vec::new();
    let mut problem = None;
    for text in line.split('|').map(str::trim).filter(|t| !t.is_empty()) {
        match state.play(text) {
            Ok(played) if played.outcome.is_some() => {
                moves.push(played.accepted.canonical);
                break;
            }
            Ok(played) => moves.push(played.accepted.canonical),
            Err(refusal) => {
                problem = Some(format!("{text} cannot be played there: {}", refusal.message));
                break;
            }
        }
    }
    let mut words = String::new();
    for (i, m) in moves.iter().enumerate() {
        words.push_str(match (i, i % 2) {
            (0, _) => "If they play ",
            (_, 0) => ", then if they play ",
            _ => ", you play ",
        });
        words.push_str(m);
    }
    let view = PlanView {
        line: moves.join("|"),
        undo: (!moves.is_empty()).then(|| moves[..moves.len() - 1].join("|")),
        complete: !moves.is_empty() && moves.len().is_multiple_of(2),
        whose: if moves.len().is_multiple_of(2) { "their" } else { "your" },
        words,
        problem,
    };
    (view, state)
}

/// What the page says of a game's rating: `Casual game.`, `Rated game.`, and once it is over
/// `Rated game: Alice 1500 → 1662 (+162), Bob 1500 → 1338 (−162).`
fn rating_line(game: &Game, changes: &[ortoo_core::store::RatingChange]) -> String {
    if !game.rated {
        return "Casual game.".into();
    }
    let mut words = Vec::new();
    for (_, player) in game.players.iter() {
        let name = &player.name;
        if let Some(c) = changes.iter().find(|c| c.user_id == player.id) {
            let difference = (c.rating.round() - c.rating_before.round()) as i64;
            let signed = if difference < 0 { format!("−{}", -difference) } else { format!("+{difference}") };
            words.push(format!("{name} {} → {} ({signed})", c.rating_before.round(), c.rating.round()));
        }
    }
    if !words.is_empty() {
        format!("Rated game: {}.", words.join(", "))
    } else if !game.is_active() && game.ply < ortoo_core::rating::FIRST_RATED_PLY {
        "Rated game, but over before both players had moved: no rating changed.".into()
    } else {
        "Rated game.".into()
    }
}

/// What the analysis says of one marked move: `Blunder (-2.10). Better: Q d1-h5 (+0.40).`
fn judgement_words(p: &ortoo_play::analysis::PlyReview) -> String {
    let Some(judgement) = p.judgement else { return String::new() };
    let mut words = format!("{} ({}).", capitalised(judgement.as_str()), p.eval.text());
    if let Some(best) = &p.best {
        words.push_str(&format!(" Better: {best} ({}).", p.best_eval.text()));
    }
    words
}

fn analysis_view(
    game: &Game,
    review: &ortoo_play::analysis::Review,
    log: &[LogLine],
    shown_ply: i64,
    flip: bool,
) -> AnalysisView {
    // Each ply as the log numbers it: `12. N g1-f3`, `12… N b8-c6`.
    let labels: Vec<(i64, String)> = log
        .iter()
        .flat_map(|line| {
            let white = line.white.as_ref().map(|m| (m.ply, format!("{}. {}", line.number, m.text)));
            let black = line.black.as_ref().map(|m| (m.ply, format!("{}… {}", line.number, m.text)));
            white.into_iter().chain(black)
        })
        .collect();
    let graph_labels: Vec<crate::pages::graph::Label<'_>> =
        labels.iter().map(|(ply, text)| crate::pages::graph::Label { ply: *ply, text }).collect();
    let query = if flip { "&flip=1" } else { "" };
    let graph = crate::pages::graph::eval_graph(game.id.as_str(), review, &graph_labels, shown_ply, query);
    let marked = review
        .plies
        .iter()
        .filter_map(|p| {
            let judgement = p.judgement?;
            let label = labels.iter().find(|(ply, _)| *ply == p.ply).map_or_else(|| p.played.clone(), |l| l.1.clone());
            Some((p.ply, label, judgement.mark(), judgement_words(p)))
        })
        .collect();
    // Until the analysis is done, its tallies count only the moves judged so far, and say so.
    let so_far = if review.done() { "" } else { ", so far" };
    let tally = |name: &str, s: &ortoo_play::analysis::SideSummary| {
        format!(
            "{name}{so_far}: {} · {} · {} · average loss {} centipawns a move",
            counted(s.inaccuracies, "inaccuracy", "inaccuracies"),
            counted(s.mistakes, "mistake", "mistakes"),
            counted(s.blunders, "blunder", "blunders"),
            s.average_loss
        )
    };
    let status = match review.status {
        AnalysisStatus::Done => "The engine's analysis of the game: White's winning chances after each move, and the moves that gave ground.".to_string(),
        AnalysisStatus::Failed => format!(
            "The analysis failed ({}). You may ask for it again.",
            review.error.as_deref().unwrap_or("no reason kept")
        ),
        AnalysisStatus::Queued if review.analysed == 0 => {
            "The engine will analyse this game when it has no move to play; this page shows it as it goes.".to_string()
        }
        AnalysisStatus::Queued => format!(
            "The engine is analysing this game: {} of {} positions so far; this page shows more as it goes.",
            review.analysed, review.total
        ),
    };
    AnalysisView {
        under_way: review.status == AnalysisStatus::Queued,
        status,
        graph,
        marked,
        // Before its first position there is nothing to tally.
        sides: if review.analysed == 0 {
            Vec::new()
        } else {
            vec![tally(&game.players.white.name, &review.white), tally(&game.players.black.name, &review.black)]
        },
    }
}

fn counted(n: u32, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// Asks for a finished game's analysis, and shows the page.
async fn analysis_form(
    State(state): State<AppState>,
    GameAction { user, id, back }: GameAction,
) -> Result<Response, PageError> {
    let queued = state.play.reviews.request_review(&user, &id).await;
    after_action(queued, &back, |_| {
        let notice = "The engine will analyse this game when it has no move to play; this page shows it as it goes.";
        Redirect::to(&format!("{back}?notice={}#analysis", urlencode(notice))).into_response()
    })
}

/// A game's end as a sentence: who won, and how.
fn result_words(outcome: Outcome, white: &str, black: &str) -> String {
    let name = |side: Side| if side == Side::White { white } else { black };
    match outcome {
        Outcome::Win { winner, reason } => format!("{} ({winner}) won by {}.", name(winner), reason.words()),
        Outcome::Draw { reason } => format!("Drawn by {}.", reason.words()),
    }
}

/// Whether the game's moves have standard algebraic names, so a PGN of it can be written.
/// Whether PGN and USI write the moves of `variant`: `(pgn, usi)`, asked of a first move at
/// its start.
fn exports(variant: &dyn ortoo_rules::Variant) -> (bool, bool) {
    let start = variant.start();
    let Some(first) = start.legal_moves().into_iter().next() else { return (false, false) };
    let writes = |text: Result<Option<String>, ortoo_rules::Refusal>| text.is_ok_and(|t| t.is_some());
    (writes(start.san(&first.canonical)), writes(start.usi(&first.canonical)))
}

/// A player's name as the game page shows it: the engine with its level.
fn player_name(name: &str, engine_level: Option<i64>) -> String {
    match engine_level {
        Some(level) => format!("{name} (level {level})"),
        None => name.to_string(),
    }
}

/// The header a page's script sends when it fetches the game again while the page is not on
/// the screen (a tab in the background): what it fetches is not seen yet.
const UNSEEN_HEADER: &str = "x-ortoo-unseen";

async fn game_page(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<GameId>,
    headers: axum::http::HeaderMap,
    q: Result<Query<GameQuery>, QueryRejection>,
) -> Result<Response, PageError> {
    let Query(q) = q?;
    let game = state.play.games.game(&id).await?;
    // The player (or a watcher) sees the game as it stands: its moves' notices are read, and
    // their mail, still held, does not go.
    let mut told = None;
    if let Some(user) = viewer.user.as_ref()
        && !headers.contains_key(UNSEEN_HEADER)
    {
        let marked = state.play.inbox.seen(user, &game.id, game.ply, game.updated_at).await?;
        // The one thing the page would not show by itself: the opponent said no to a takeback.
        if marked.contains(&ortoo_core::NoticeKind::TakebackDeclined) && game.is_active() {
            told = Some("Your opponent declined to take back your move: the game goes on as it was.".to_string());
        }
    }
    let plan = match (q.plan, q.pick.or(q.add).filter(|a| !a.trim().is_empty())) {
        (Some(line), Some(add)) if !line.is_empty() => Some(format!("{line}|{add}")),
        (_, Some(add)) => Some(add),
        (line, None) => line,
    };
    let mut draft = Draft { notice: q.notice.or(told), typed: q.typed.unwrap_or_default(), plan, ..Draft::default() };
    let shown = match q.ply.as_deref().map(str::trim).filter(|p| !p.is_empty()) {
        None => None,
        Some(p) => match p.parse::<i64>() {
            Ok(n) => Some(n),
            Err(_) => {
                draft.notice =
                    Some(format!("There is no move number \"{p}\" in this game; this is the current position."));
                None
            }
        },
    };
    if let Some(tried) = q.tried.filter(|t| !t.trim().is_empty()) {
        draft = refused_again(&state, viewer.user.as_ref(), &game, tried, q.comment.unwrap_or_default()).await?;
    }
    let flip = flipped(q.flip.as_deref());
    Ok(render_game(&state, &viewer, &game, shown, flip, draft).await?.into_response())
}

/// What the page says about a move refused a moment ago: the rules' reason from the current
/// position, with the text kept in the field (and the choices, for a move typed in part).
async fn refused_again(
    state: &AppState,
    viewer: Option<&User>,
    game: &Game,
    tried: String,
    comment: String,
) -> Result<Draft, PageError> {
    if !viewer.is_some_and(|u| game.awaits(&u.id)) {
        let notice = format!("Your move {tried} was not played: it is not your turn in this game now.");
        return Ok(Draft { notice: Some(notice), ..Draft::default() });
    }
    let draft = Draft { typed: tried.clone(), comment, ..Draft::default() };
    Ok(match state.play.games.state(game).await?.check(&tried) {
        Err(refusal) if refusal.code == ortoo_rules::RefusalCode::Incomplete => {
            Draft { error: Some(refusal.message), choices: refusal.legal_moves, ..draft }
        }
        Err(refusal) => {
            let mut message = refusal.message;
            if !refusal.legal_moves.is_empty() {
                message.push_str(&format!(" Legal: {}.", refusal.legal_moves.join(", ")));
            }
            Draft { error: Some(message), ..draft }
        }
        Ok(_) => Draft {
            notice: Some(format!(
                "Your move {tried} was not played: the game changed meanwhile. It is still in the field."
            )),
            ..draft
        },
    })
}

#[derive(Deserialize)]
struct PreviewQuery {
    #[serde(rename = "move")]
    text: String,
    flip: Option<String>,
}

#[derive(Deserialize)]
struct ForeseeQuery {
    /// The moves offered by the chooser, canonical, parted by `|`.
    moves: String,
}

/// The most moves a chooser asks about at once (King's Run offers a score of second parts).
const FORESEEN_AT_MOST: usize = 64;

/// What each choice of the chooser leads to, where the rules know it: asked when the chooser
/// opens (each answer looks two turns ahead, too much to work out for every move of a page).
async fn foresee(
    State(state): State<AppState>,
    Path(id): Path<GameId>,
    q: Result<Query<ForeseeQuery>, QueryRejection>,
) -> Result<Response, PageError> {
    let Query(q) = q?;
    let game = state.play.games.game(&id).await?;
    let now = state.play.games.state(&game).await?;
    let mover = now.turn();
    let told: Vec<Foreseen> = q
        .moves
        .split('|')
        .take(FORESEEN_AT_MOST)
        .filter_map(|text| {
            let (w, b) = foresight_words(now.foresee(text)?, mover);
            Some(Foreseen { t: text.to_string(), w, b })
        })
        .collect();
    Ok(([(header::CACHE_CONTROL, "no-store")], axum::Json(told)).into_response())
}

/// The board after a move, for the confirm step: the rules play it on a copy of the position.
async fn preview(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<GameId>,
    q: Result<Query<PreviewQuery>, QueryRejection>,
) -> Result<Response, PageError> {
    let Query(q) = q?;
    let game = state.play.games.game(&id).await?;
    let mut after = state.play.games.state(&game).await?;
    let view = view_side(viewer.user.as_ref(), &game, flipped(q.flip.as_deref()));
    match after.play(&q.text) {
        Ok(played) => Ok((
            [(header::CONTENT_TYPE, "image/svg+xml; charset=utf-8"), (header::CACHE_CONTROL, "no-store")],
            board::svg(&*after, view, &notation::move_squares(&played.accepted.canonical)),
        )
            .into_response()),
        Err(refusal) => Ok(ApiError::from(PlayError::Refused(refusal)).into_response()),
    }
}

#[derive(Deserialize)]
struct MoveForm {
    /// The move field.
    #[serde(rename = "move", default)]
    text: String,
    /// A move picked from the list of legal moves (or a choice that finishes one): the list's
    /// buttons are in the form that holds the field, so the field comes too, and the pick wins.
    pick: Option<String>,
    comment: Option<String>,
    ply: Option<i64>,
}

async fn move_form(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<GameId>,
    form: Result<Form<MoveForm>, FormRejection>,
) -> Result<Response, PageError> {
    let user = viewer.require()?;
    let Form(mut f) = form?;
    if let Some(picked) = f.pick.take() {
        f.text = picked;
    }
    let comment = f.comment.clone().filter(|c| !c.trim().is_empty());
    match state.play.games.submit_move(&user, &id, Typed::new(Via::Page, &f.text, f.ply, comment), None).await {
        Ok(_) => Ok(Redirect::to(&format!("/games/{id}")).into_response()),
        Err(PlayError::NotFound(w)) => Err(PageError::Status(StatusCode::NOT_FOUND, format!("There is no such {w}."))),
        // Post/redirect/get: the page the player lands on refuses the move again from the
        // position (so a reload shows the reason and never re-posts the form).
        Err(_) => {
            let mut to = format!("/games/{id}?tried={}", urlencode(&f.text));
            if let Some(c) = f.comment.filter(|c| !c.trim().is_empty()) {
                to.push_str(&format!("&comment={}", urlencode(&c)));
            }
            Ok(Redirect::to(&to).into_response())
        }
    }
}

async fn resign_form(
    State(state): State<AppState>,
    GameAction { user, id, back }: GameAction,
) -> Result<Response, PageError> {
    after_action(state.play.games.resign(&user, &id, None).await, &back, |_| notice_redirect(&back, "You resigned."))
}

#[derive(Deserialize)]
struct WatchForm {
    /// Present to stop watching.
    stop: Option<String>,
}

async fn watch_form(
    State(state): State<AppState>,
    GameForm { user, id, back, form: f }: GameForm<WatchForm>,
) -> Result<Response, PageError> {
    if f.stop.is_some() {
        after_action(state.play.games.unwatch(&user, &id).await, &back, |_| {
            notice_redirect(&back, "You no longer watch this game.")
        })
    } else {
        after_action(state.play.games.watch(&user, &id).await, &back, |_| {
            notice_redirect(
                &back,
                "You watch this game: each move will be sent to you, as your notification settings say.",
            )
        })
    }
}

#[derive(Deserialize)]
struct TextForm {
    text: String,
}

/// Posts a message to the game's conversation and goes back to it.
async fn chat_form(
    State(state): State<AppState>,
    GameForm { user, id, back, form: f }: GameForm<TextForm>,
) -> Result<Response, PageError> {
    let said = state.play.conversations.say(&user, &id, &f.text).await;
    if let Err(PlayError::RateLimited { retry_after }) = said {
        let per_minute = state.config.limits.messages_per_minute;
        return Ok(notice_redirect(
            &back,
            &format!("You have sent {per_minute} messages in the last minute; wait {retry_after} s before the next."),
        ));
    }
    after_action(said, &back, |_| Redirect::to(&format!("{back}#chat")).into_response())
}

/// Keeps the player's note on the game and goes back to it.
async fn note_form(
    State(state): State<AppState>,
    GameForm { user, id, back, form: f }: GameForm<TextForm>,
) -> Result<Response, PageError> {
    after_action(state.play.conversations.set_note(&user, &id, &f.text).await, &back, |text| {
        notice_redirect(&back, if text.is_empty() { "Your note is removed." } else { "Your note is kept." })
    })
}

#[derive(Deserialize)]
struct ForecastForm {
    /// The whole forecast as lines (the text field): it replaces the one kept.
    lines: Option<String>,
    /// A line planned on the board (moves parted by `|`): added to the one kept.
    line: Option<String>,
    /// Removes the forecast.
    clear: Option<String>,
}

/// Keeps, adds to or removes the player's forecast, and goes back to the game, saying what
/// was kept or why not. A refused forecast keeps nothing; a refused plan stays on the board.
async fn forecast_form(
    State(state): State<AppState>,
    GameForm { user, id, back, form: f }: GameForm<ForecastForm>,
) -> Result<Response, PageError> {
    let branches = if f.clear.is_some() {
        Ok(Vec::new())
    } else if let Some(line) = &f.line {
        let moves: Vec<String> = line.split('|').map(str::trim).filter(|m| !m.is_empty()).map(str::to_string).collect();
        let pairs: Vec<(String, String)> = moves.chunks_exact(2).map(|p| (p[0].clone(), p[1].clone())).collect();
        if pairs.is_empty() || !moves.len().is_multiple_of(2) {
            Err("A planned line is pairs of moves: their move, then your reply.".to_string())
        } else {
            let game = state.play.games.game(&id).await?;
            let mut tree = state.play.games.forecast_of(&user, &game).await?.map(|f| f.branches).unwrap_or_default();
            forecast::add_line(&mut tree, &pairs);
            Ok(tree)
        }
    } else {
        forecast::read_lines(f.lines.as_deref().unwrap_or_default())
    };
    let branches = match branches {
        Ok(branches) => branches,
        Err(why) => return Ok(notice_redirect(&back, &why)),
    };
    let planned = f.line.is_some();
    after_action(state.play.games.set_forecast(&user, &id, branches).await, &back, |kept| {
        let count = forecast::to_lines(&kept.branches).len();
        let words = match (count, planned) {
            (0, _) => "Your forecast is gone.".to_string(),
            (_, true) => {
                format!("The line is in your forecast ({count} line{} in all).", if count == 1 { "" } else { "s" })
            }
            _ => format!("Forecast kept: {count} line{}.", if count == 1 { "" } else { "s" }),
        };
        notice_redirect(&back, &words)
    })
}

/// A form of one button: the action it asks for (`offer`, `accept`, ...).
#[derive(Deserialize)]
struct ActionForm {
    action: String,
}

async fn draw_form(
    State(state): State<AppState>,
    GameForm { user, id, back, form: f }: GameForm<ActionForm>,
) -> Result<Response, PageError> {
    let done = match f.action.parse() {
        Ok(action) => state.play.games.draw(&user, &id, action, None, None).await,
        Err(e) => Err(e),
    };
    after_action(done, &back, |_| Redirect::to(&back).into_response())
}

async fn takeback_form(
    State(state): State<AppState>,
    GameForm { user, id, back, form: f }: GameForm<ActionForm>,
) -> Result<Response, PageError> {
    let done = match f.action.parse::<TakebackAction>() {
        Ok(action) => state.play.games.takeback(&user, &id, action, None).await.map(|game| (action, game)),
        Err(e) => Err(e),
    };
    after_action(done, &back, |(action, game)| {
        let words = match action {
            TakebackAction::Offer if game.takeback_offer.is_some() => "Your opponent is asked to take back your move.",
            TakebackAction::Offer => "Your move is taken back: it is your turn again.",
            TakebackAction::Accept => "The move is taken back.",
            TakebackAction::Decline => "You declined the takeback; the game goes on as it was.",
            TakebackAction::Withdraw => "You withdrew your request to take back your move.",
        };
        notice_redirect(&back, words)
    })
}

async fn hint_form(
    State(state): State<AppState>,
    GameAction { user, id, back }: GameAction,
) -> Result<Response, PageError> {
    let hint = match state.play.engine.hint(&user, &id).await {
        Ok(hint) => hint,
        Err(e) => return after_action(Err::<(), _>(e), &back, |()| Redirect::to(&back).into_response()),
    };
    let judged = match hint.mate {
        Some(n) if n > 0 => format!("it sees a forced win in {n}"),
        Some(n) => format!("it sees a forced loss in {}", -n),
        None => format!("{:+.2} for you", f64::from(hint.score) / 100.0),
    };
    let notice = format!("The engine suggests {} ({judged}); it is in the move field.", hint.text);
    Ok(Redirect::to(&format!("{back}?notice={}&typed={}", urlencode(&notice), urlencode(&hint.text))).into_response())
}

/// A new game against the same opponent (the engine at the same level, or the same player, who
/// gets a challenge), with the same rules and clock and the colours swapped.
async fn rematch_form(
    State(state): State<AppState>,
    GameAction { user, id, back }: GameAction,
) -> Result<Response, PageError> {
    let game = state.play.games.game(&id).await?;
    let Some(side) = game.side_of(&user.id) else {
        return Ok(notice_redirect(&back, "Only the game's players can ask for a rematch."));
    };
    if game.is_active() {
        return Ok(notice_redirect(&back, "The game is still being played: a rematch follows its end."));
    }
    let options: std::collections::BTreeMap<String, serde_json::Value> =
        serde_json::from_str(&game.options).map_err(|e| ApiError::internal("stored options unreadable", &e))?;
    let opponent = match game.engine_level(!side) {
        Some(level) => Opponent::Engine(u8::try_from(level).unwrap_or(1)),
        None => Opponent::User(game.players[!side].name.clone()),
    };
    let request = NewChallenge {
        variant: game.variant.clone(),
        options,
        setup: None,
        opponent,
        color: Some((!side).name().to_string()),
        time_control: TimeControl::of(game.time_control.as_deref(), game.days_per_move),
        // A rematch is played as the game was: rated again, or casual again.
        rated: Some(game.rated),
        rating_range: None,
    };
    after_action(state.play.challenges.create_challenge(&user, request, None).await, &back, |created| match created {
        Created::Game(g) => Redirect::to(&format!("/games/{}", g.id)).into_response(),
        Created::Challenge(_) => notice_redirect(&back, "Rematch offered: your opponent finds it in their lobby."),
    })
}
