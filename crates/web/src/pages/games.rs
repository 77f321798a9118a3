//! The game page: the board, the move form and its refusals, the log and replay, draws, resignation and hints.

use super::lobby::game_row;
use super::words::human_time;
use super::{GameAction, GameForm, Header, PageError, Viewer, after_action, notice_redirect, urlencode};
use crate::AppState;
use crate::http::error::ApiError;
use crate::http::language::language_of;
use askama::Template;
use askama_web::WebTemplate;
use axum::Router;
use axum::extract::rejection::{FormRejection, QueryRejection};
use axum::extract::{Form, Path, Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use ortoo_core::timecontrol::TimeControl;
use ortoo_core::when::rfc3339;
use ortoo_core::{AnalysisStatus, Timestamp};
use ortoo_core::{Game, GameId, TournamentId, User, forecast};
use ortoo_i18n::{Lang, SIDES};
use ortoo_picture::board;
use ortoo_play::PlayError;
use ortoo_play::challenges::{Created, NewChallenge, Opponent};
use ortoo_play::notices::ending_said;
use ortoo_play::takeback::{TakebackAction, moves_to_take_back};
use ortoo_play::typed::{Typed, Via};
use ortoo_play::variants::open_variant;
use ortoo_rules::notation::{Part, Target};
use ortoo_rules::{GameState, LegalMove, Outcome, Side, Sides, notation};
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
    /// Whose names the game's sides go by (the scripts' words name them so too).
    sides: Sides,
    notice: Option<String>,
    error: Option<String>,
    id: GameId,
    variant_id: String,
    variant: String,
    /// The game's rule options in words.
    options: Vec<RuleShown>,
    rules_summary: String,
    /// What the game counts, beside the board (three-check's checks to give, King's Run's chips).
    counts: Vec<CountView>,
    /// Each side's pieces in hand, where the game has hands (crazyhouse, shogi): the side at
    /// the top of the board first.
    hands: Vec<HandShown>,
    /// The choices that complete a move typed in part (King's Run's endings, a promotion).
    choices: Vec<String>,
    white: String,
    black: String,
    /// The heading, as HTML: the game, and each player linked to their page (none for the
    /// engine) with their rating.
    heading: String,
    /// Whose move it is, in a sentence (`White to move.`).
    to_move: String,
    /// Each player's line beside the board (material, clock), White's first; empty when it
    /// would say nothing the heading does not (no clock, even material).
    clocks: Vec<ClockView>,
    /// The deadline of the move awaited, in the viewer's time zone and language, and how far
    /// off it is: `Sat, 28 Nov 2026 14:00 CET` and ` (in 2 days 23 hours)`.
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
    /// A legal move as the move field's hint: `N b1-c3 or b1c3` (the `or` in the reader's words).
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
    may_take_back: Option<String>,
    /// The draw the player may claim: its reason in words.
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
    pieces: Vec<(String, String)>,
}

/// What the game counts, as the status line shows it: the count's key (the API's), its words
/// as HTML (the numbers in bold), and what it is for, where its numbers alone do not say it.
struct CountView {
    key: &'static str,
    html: String,
    note: Option<String>,
}

/// The counts of the position shown, in `t`'s words.
fn counts_shown(t: Lang, sides: Sides, counts: Vec<ortoo_rules::Count>) -> Vec<CountView> {
    use ortoo_rules::Tally;
    counts
        .into_iter()
        .map(|c| {
            let label = t.text(match c.tally {
                Tally::Chips => "game-tally-chips",
                Tally::ChecksToGive => "game-tally-checks",
                Tally::Counting { .. } => "game-tally-count",
                Tally::JanggiPoints => "game-tally-points",
            });
            let (html, note) = match c.counting() {
                Some(k) => {
                    let white = k.side == Side::White;
                    let html = t
                        .msg(if white { "game-counting-white" } else { "game-counting-black" })
                        .arg("label", html_escape(&label))
                        .arg("counted", k.counted)
                        .arg("limit", k.limit)
                        .to_string();
                    let note = t
                        .msg(if white { "game-counting-white-note" } else { "game-counting-black-note" })
                        .arg("limit", k.limit)
                        .to_string();
                    (html, Some(note))
                }
                None => {
                    let html = t
                        .msg("game-tally-sides")
                        .arg(SIDES, sides.key())
                        .arg("label", html_escape(&label))
                        .arg("white", html_escape(&c.white_shown()))
                        .arg("black", html_escape(&c.black_shown()))
                        .to_string();
                    let note = matches!(c.tally, Tally::JanggiPoints).then(|| t.text("game-tally-points-note"));
                    (html, note)
                }
            };
            CountView { key: c.tally.key(), html, note }
        })
        .collect()
}

/// Text made safe to write into HTML, as the templates escape it.
fn html_escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&#34;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// The page's heading, as HTML: `Chess: <a href="/@/alice">alice</a> <span class="rating">1500?</span>
/// (White) v Engine (level 1) (Black)`.
fn heading(t: Lang, variant: &str, sides: Sides, players: [(&str, Option<&str>, Option<&str>); 2]) -> String {
    let [white, black] = players.map(|(name, page, rating)| {
        let mut html = match page {
            Some(page) => format!("<a href=\"/@/{}\">{}</a>", html_escape(page), html_escape(name)),
            None => html_escape(name),
        };
        if let Some(r) = rating {
            html.push_str(&format!(" <span class=\"rating\">{}</span>", html_escape(r)));
        }
        html
    });
    t.msg("game-heading")
        .arg(SIDES, sides.key())
        .arg("variant", html_escape(variant))
        .arg("white", white)
        .arg("black", black)
        .to_string()
}

/// A player's line beside the board: who, the material they are ahead by, and their clock:
/// running for the player to move (a countdown to the deadline, which the page's script keeps
/// going), else what the player will have.
struct ClockView {
    /// The side, as a label (`White`).
    side: String,
    name: String,
    /// What the pieces it has taken are, to a screen reader (`White has taken`).
    taken_label: String,
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
fn clock_words(t: Lang, ms: i64) -> String {
    let s = ms.max(0) / 1000;
    let (days, hours, minutes, seconds) = (s / 86_400, s / 3600 % 24, s / 60 % 60, s % 60);
    if days > 0 {
        // As the page's script writes it each second after (`js-clock-days`).
        t.msg("js-clock-days")
            .arg("days", days)
            .arg("time", format!("{hours:02}:{minutes:02}:{seconds:02}"))
            .to_string()
    } else {
        format!("{hours}:{minutes:02}:{seconds:02}")
    }
}

/// The two players' lines, in `t`'s words: names, the material `ahead` (on the board shown),
/// and the clocks of an active game with a time control.
fn clocks_of(
    t: Lang,
    sides: Sides,
    game: &Game,
    ahead: Option<(Side, i32)>,
    taken: [Vec<String>; 2],
    now: Timestamp,
) -> Vec<ClockView> {
    use ortoo_core::timecontrol::TimeControl;
    let control = TimeControl::of(game.time_control.as_deref(), game.days_per_move).filter(|_| game.is_active());
    let [white_took, black_took] = taken;
    [
        (Side::White, &game.players.white.name, game.banks_ms.white, white_took),
        (Side::Black, &game.players.black.name, game.banks_ms.black, black_took),
    ]
    .into_iter()
    .map(|(side, name, bank, taken)| {
        let running = (side == game.to_move && control.is_some()).then_some(game.deadline).flatten();
        let words = match (running, control) {
            (Some(deadline), _) => clock_words(t, deadline - now),
            (None, Some(TimeControl::DaysPerMove(days))) => t.msg("game-clock-per-move").arg("days", days).to_string(),
            (None, Some(TimeControl::Bank(_))) => {
                t.msg("game-clock-bank").arg("clock", clock_words(t, bank.unwrap_or(0))).to_string()
            }
            (None, None) => String::new(),
        };
        let white = side == Side::White;
        ClockView {
            side: side_label(t, sides, side),
            taken_label: t
                .msg(if white { "game-taken-white" } else { "game-taken-black" })
                .arg(SIDES, sides.key())
                .to_string(),
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

/// A side as a label (`White`, `Red` in xiangqi), in `t`'s words.
fn side_label(t: Lang, sides: Sides, side: Side) -> String {
    t.msg(if side == Side::White { "game-side-white" } else { "game-side-black" }).arg(SIDES, sides.key()).to_string()
}

/// A piece's name in `t`'s words as `game`'s players call it (shogi's knight is 桂馬 in
/// Japanese, chess's ナイト), or as the game names it where no message has it (a player's own
/// game may call its pieces anything).
fn piece_name(t: Lang, game: &dyn GameState, name: &str) -> String {
    t.say(&game.piece_said(name))
}

/// A side's piece, as a label says it (`Black Pawn`), in `t`'s words.
fn sides_piece(t: Lang, game: &dyn GameState, side: Side, name: &str) -> String {
    let id = if side == Side::White { "game-piece-white" } else { "game-piece-black" };
    t.msg(id).arg(SIDES, game.info().sides.key()).arg("piece", piece_name(t, game, name)).to_string()
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
    /// What the hand is, to a screen reader (`White's hand`).
    label: String,
    /// The words before its pieces (`White holds`).
    holds: String,
    /// The side to move holds it: its pieces may be dropped (the board's script picks them up).
    moving: bool,
    pieces: Vec<HeldShown>,
}

struct HeldShown {
    icon: String,
    label: String,
    /// The piece's name, in the page's words.
    name: String,
    count: u32,
}

/// Each side's hand, the side drawn at the top of the board first (Black, unless turned).
fn hands_shown(t: Lang, game: &dyn GameState, view: Side) -> Vec<HandShown> {
    let Some(hands) = game.hands() else { return Vec::new() };
    let (variant, turn, sides) = (game.info().id, game.turn(), game.info().sides.key());
    [!view, view]
        .into_iter()
        .map(|side| HandShown {
            side,
            label: t
                .msg(if side == Side::White { "game-hand-white-label" } else { "game-hand-black-label" })
                .arg(SIDES, sides)
                .to_string(),
            holds: t
                .msg(if side == Side::White { "game-hand-white" } else { "game-hand-black" })
                .arg(SIDES, sides)
                .to_string(),
            moving: side == turn,
            pieces: hands
                .of(side)
                .iter()
                .map(|held| HeldShown {
                    icon: ortoo_picture::board::piece_icon(
                        variant,
                        &held.label,
                        side,
                        &sides_piece(t, game, side, held.name),
                    ),
                    label: held.label.clone(),
                    name: piece_name(t, game, held.name),
                    count: held.count,
                })
                .collect(),
        })
        .collect()
}

fn taken_pieces(t: Lang, game: &dyn GameState, at_start: &[Placed], now: &[Placed]) -> [Vec<String>; 2] {
    let variant = game.info().id;
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
                let icon =
                    ortoo_picture::board::piece_icon(variant, &shown, owner, &sides_piece(t, game, owner, k.name));
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
    /// What the graph shows (the first side's winning chances), in words.
    legend: String,
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

/// What a move leads to, in `t`'s words to the player choosing it, and whether it loses.
fn foresight_words(t: Lang, foresight: ortoo_rules::Foresight, me: Side) -> (String, bool) {
    use ortoo_rules::{Foresight, Outcome};
    let said = |id: &str, o: Outcome| t.msg(id).arg("reason", t.say(&ending_said(o.reason()))).to_string();
    match foresight {
        Foresight::Ends(o @ Outcome::Win { winner, .. }) if winner == me => (said("game-foresight-wins", o), false),
        Foresight::Ends(o @ Outcome::Win { .. }) => (said("game-foresight-loses", o), true),
        Foresight::Ends(o) => (said("game-foresight-draws", o), false),
        Foresight::OpponentMayWin(o) => (said("game-foresight-opponent-wins", o), true),
        Foresight::LostNextTurn(o) => (said("game-foresight-lost-next", o), true),
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
    /// The moves in words: `If they play p e7-e5, you play N g1-f3, then if they play …`.
    words: String,
    /// The line without its last move (the Undo link's), or `None` when empty.
    undo: Option<String>,
    /// The line is pairs of their move and your reply: it can go into the forecast.
    complete: bool,
    /// The board waits for the opponent's move in the plan (else for the player's reply).
    theirs_next: bool,
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
        conversation(state, viewer.filter(|_| me.is_some()), viewer_t, game),
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
    let plan = plan.filter(|_| may_forecast).map(|line| plan_of(viewer_t, &*current, &line));
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
    let either = |forms: &[&str]| -> String {
        let id = match forms.len() {
            2 => "game-example-two",
            3 => "game-example-three",
            _ => "game-example-four",
        };
        let mut said = viewer_t.msg(id);
        for (name, form) in ["a", "b", "c", "d"].into_iter().zip(forms) {
            said = said.arg(name, *form);
        }
        said.to_string()
    };
    let example =
        legal.iter().find(|(t, ..)| !t.contains(';')).or(legal.first()).map_or_else(String::new, |(t, c, _)| {
            // The shogi family's hint is in shogi's own square names: USI, and the move list's.
            if let (Ok(Some(usi)), Ok(Some(san))) = (current.usi(t), current.san(t)) {
                return either(&[&usi, &san]);
            }
            // Xiangqi's in WXF, the notation its move list writes, first.
            if let (Ok(Some(own)), Ok(Some(san))) = (current.shown(t), current.san(t))
                && own != san
            {
                return either(&[&own, t, c, &san]);
            }
            match current.san(t) {
                Ok(Some(san)) => either(&[t, c, &san]),
                _ if t == c => t.clone(),
                _ => either(&[t, c]),
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
                        when: human_time(viewer_t, m.at),
                        current: m.ply == shown_ply,
                        mark: judged(m.ply).and_then(|p| p.judgement.map(|j| (j.mark(), judgement_words(viewer_t, p)))),
                    },
                )
            })
            .collect(),
    );
    let analysis = review.as_ref().map(|r| analysis_view(viewer_t, game, r, &log, shown_ply, flip));
    let rating_line = rating_line(viewer_t, game, &changes);
    let options = rules_shown(&*variant);
    let shown_as = |id: &ortoo_core::UserId, name: &str, level: Option<i64>| {
        let name = player_name(viewer_t, name, level);
        if closed.contains(id) { viewer_t.msg("game-closed-account").arg("name", name).to_string() } else { name }
    };
    let (white, black) = (
        shown_as(&game.players.white.id, &game.players.white.name, game.players.white.level),
        shown_as(&game.players.black.id, &game.players.black.name, game.players.black.level),
    );
    let (white_player, black_player) = (&game.players.white, &game.players.black);
    let sides = variant.info().sides;
    let name = viewer_t.say(&variant.info().name_said());
    let heading = heading(
        viewer_t,
        &name,
        sides,
        [
            (&white, (!white_player.id.is_engine()).then_some(white_player.name.as_str()), white_rating.as_deref()),
            (&black, (!black_player.id.is_engine()).then_some(black_player.name.as_str()), black_rating.as_deref()),
        ],
    );
    let on_board = placed(&*shown_state);
    // What each side has taken: the pieces gone from the start, less those a promotion made.
    let at_start = variant.load(&game.start_position).map(|start| placed(&*start)).unwrap_or_default();
    let hands = shown_state.hands();
    // Where pieces taken go to a hand, the hands say what was taken.
    let taken = if hands.is_some() {
        [Vec::new(), Vec::new()]
    } else {
        taken_pieces(viewer_t, &*shown_state, &at_start, &on_board)
    };
    // Nor is the material on the board a balance where taken pieces come back from a hand.
    let ahead = material_ahead(&on_board).filter(|_| shown_state.material_counts() && hands.is_none());
    let (has_pgn, has_usi) = exports(&*variant);
    Ok(GamePage {
        t: viewer_t,
        sides,
        viewer: header,
        notice,
        error,
        id: game.id.clone(),
        variant_id: game.variant.clone(),
        variant: name,
        rules_summary: viewer_t.say(&rules_summary(&options)),
        options,
        heading,
        white,
        black,
        to_move: viewer_t
            .msg(if game.to_move == Side::White { "game-white-to-move" } else { "game-black-to-move" })
            .arg(SIDES, sides.key())
            .to_string(),
        clocks: Some(clocks_of(viewer_t, sides, game, ahead, taken, state.play.now()))
            .filter(|lines| lines.iter().any(|c| c.timed || c.ahead.is_some() || !c.taken.is_empty()))
            .unwrap_or_default(),
        deadline: game.deadline.filter(|_| game.is_active()).map(|d| {
            let when = viewer_t.say(&ortoo_core::when::when_said(d, &zone));
            let far = viewer_t.say(&ortoo_core::when::how_far_said(d, state.play.now()));
            (when, format!(" {}", viewer_t.msg("game-deadline-far").arg("far", far)))
        }),
        ply: game.ply,
        shown_ply,
        replaying: shown_ply != game.ply,
        counts: counts_shown(viewer_t, sides, shown_state.counts()),
        hands: hands_shown(viewer_t, &*shown_state, view),
        choices,
        board_svg: board::svg(&*shown_state, view, &last, viewer_t),
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
            .map(|side| taken_back_words(viewer_t, &moves.list, &named, !side)),
        takeback_asked_by_me: me.is_some() && game.takeback_offer == me,
        may_take_back: me.and_then(|side| may_take_back(game, side, &moves.list)).map(|id| viewer_t.text(id)),
        claimable: if my_turn { current.claimable_draw().map(|r| viewer_t.say(&ending_said(r))) } else { None },
        hints: my_turn && shown_ply == game.ply && game.against_engine(),
        engine_thinking: game.is_active() && game.engine_to_move().is_some(),
        result: game
            .outcome
            .map(|o| result_words(viewer_t, sides, o, &game.players.white.name, &game.players.black.name)),
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
        tournament: game.tournament.as_ref().map(|t| (t.tournament_id.clone(), t.name.clone(), t.round)),
        seen: game.mark(),
        in_check: game.is_active() && !shown_state.checked().is_empty(),
        obligation: if my_turn && shown_ply == game.ply { current.obligation() } else { None },
        pieces: pieces_by_square(viewer_t, &*shown_state, &on_board),
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
    t: Lang,
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
                when: human_time(t, m.at),
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
fn pieces_by_square(t: Lang, game: &dyn GameState, pieces: &[Placed]) -> Vec<(String, String)> {
    [Side::White, Side::Black]
        .into_iter()
        .map(|side| {
            let mut named: Vec<(&'static str, Vec<String>, i32)> = Vec::new();
            for p in pieces.iter().filter(|p| p.piece.side == side) {
                match named.iter_mut().find(|(name, _, _)| *name == p.piece.name) {
                    Some((_, squares, _)) => squares.push(p.at.to_string()),
                    None => named.push((p.piece.name, vec![p.at.to_string()], p.worth)),
                }
            }
            named.sort_by_key(|&(_, _, worth)| if worth == 0 { i32::MIN } else { -worth });
            let words: Vec<String> = named
                .into_iter()
                .map(|(name, squares, _)| format!("{} {}", piece_name(t, game, name), squares.join(", ")))
                .collect();
            (
                side_label(t, game.info().sides, side),
                if words.is_empty() { t.text("game-pieces-none") } else { words.join("; ") },
            )
        })
        .collect()
}

/// The moves a takeback asked by `side` would take back, named as the list names them
/// (`Nf3 and e5`, the `and` in `t`'s words).
fn taken_back_words(t: Lang, list: &[ortoo_core::Move], named: &[MoveName], side: Side) -> String {
    let taken = moves_to_take_back(list, side);
    let first = list.len() - taken.len();
    let mut words = named[first..].iter().map(|(text, san)| san.as_deref().unwrap_or(text.as_str()).to_string());
    let start = words.next().unwrap_or_default();
    words.fold(start, |so_far, next| t.msg("game-moves-and").arg("first", so_far).arg("second", next).to_string())
}

/// The message of the button that asks to take back `side`'s last move, if it may be asked: a
/// casual game outside tournaments, with a move of the player's, and no request standing;
/// against the engine, on the player's turn (the engine grants it at once).
fn may_take_back(game: &Game, side: Side, list: &[ortoo_core::Move]) -> Option<&'static str> {
    let casual = game.is_active() && !game.rated && game.tournament.is_none() && game.takeback_offer.is_none();
    if !casual || moves_to_take_back(list, side).is_empty() {
        return None;
    }
    match game.engine_level(!side) {
        Some(_) if game.to_move == side => Some("game-take-back"),
        Some(_) => None,
        None => Some("game-ask-take-back"),
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

/// A planned line replayed from the game's position: its view (in `t`'s words), and the position
/// it leads to. A move that cannot be played there ends the line, and the view says why.
fn plan_of(t: Lang, current: &dyn GameState, line: &str) -> (PlanView, Box<dyn GameState>) {
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
                problem =
                    Some(t.msg("game-plan-problem").arg("move", text).arg("reason", t.say(&refusal.said)).to_string());
                break;
            }
        }
    }
    let mut words = String::new();
    for (i, m) in moves.iter().enumerate() {
        let step = match (i, i % 2) {
            (0, _) => "game-plan-first",
            (_, 0) => "game-plan-then",
            _ => "game-plan-reply",
        };
        words.push_str(&t.msg(step).arg("move", m.as_str()).to_string());
    }
    let view = PlanView {
        line: moves.join("|"),
        undo: (!moves.is_empty()).then(|| moves[..moves.len() - 1].join("|")),
        complete: !moves.is_empty() && moves.len().is_multiple_of(2),
        theirs_next: moves.len().is_multiple_of(2),
        words: if words.is_empty() { words } else { t.msg("game-plan-line").arg("line", words).to_string() },
        problem,
    };
    (view, state)
}

/// What the page says of a game's rating, in `t`'s words: `Casual game.`, `Rated game.`, and
/// once it is over `Rated game: Alice 1500 → 1662 (+162), Bob 1500 → 1338 (−162).`
fn rating_line(t: Lang, game: &Game, changes: &[ortoo_core::store::RatingChange]) -> String {
    if !game.rated {
        return t.text("game-casual");
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
        t.msg("game-rated-changes").arg("changes", words.join(", ")).to_string()
    } else if !game.is_active() && game.ply < ortoo_core::rating::FIRST_RATED_PLY {
        t.text("game-rated-unchanged")
    } else {
        t.text("game-rated")
    }
}

/// What the analysis says of one marked move, in `t`'s words:
/// `Blunder (-2.10). Better: Q d1-h5 (+0.40).`
fn judgement_words(t: Lang, p: &ortoo_play::analysis::PlyReview) -> String {
    use ortoo_play::analysis::Judgement;
    let Some(judgement) = p.judgement else { return String::new() };
    let id = match judgement {
        Judgement::Inaccuracy => "game-judgement-inaccuracy",
        Judgement::Mistake => "game-judgement-mistake",
        Judgement::Blunder => "game-judgement-blunder",
    };
    let judged = t.msg(id).arg("eval", p.eval.text()).to_string();
    match &p.best {
        Some(best) => {
            let better = t.msg("game-judgement-better").arg("move", best).arg("eval", p.best_eval.text());
            format!("{judged} {better}")
        }
        None => judged,
    }
}

fn analysis_view(
    t: Lang,
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
    let sides = ortoo_rules::registry::sides(&game.variant);
    let graph = crate::pages::graph::eval_graph(t, sides, game.id.as_str(), review, &graph_labels, shown_ply, query);
    let marked = review
        .plies
        .iter()
        .filter_map(|p| {
            let judgement = p.judgement?;
            let label = labels.iter().find(|(ply, _)| *ply == p.ply).map_or_else(|| p.played.clone(), |l| l.1.clone());
            Some((p.ply, label, judgement.mark(), judgement_words(t, p)))
        })
        .collect();
    // Until the analysis is done, its tallies count only the moves judged so far, and say so.
    let tally_id = if review.done() { "game-analysis-tally" } else { "game-analysis-tally-so-far" };
    let tally = |name: &str, s: &ortoo_play::analysis::SideSummary| {
        t.msg(tally_id)
            .arg("name", name)
            .arg("inaccuracies", t.msg("game-inaccuracies").arg("count", s.inaccuracies).to_string())
            .arg("mistakes", t.msg("game-mistakes").arg("count", s.mistakes).to_string())
            .arg("blunders", t.msg("game-blunders").arg("count", s.blunders).to_string())
            .arg("loss", s.average_loss)
            .to_string()
    };
    let status = match review.status {
        AnalysisStatus::Done => t.msg("game-analysis-done").arg(SIDES, sides.key()).to_string(),
        AnalysisStatus::Failed => {
            let error = review.error.clone().unwrap_or_else(|| t.text("game-analysis-no-reason"));
            t.msg("game-analysis-failed").arg("error", error).to_string()
        }
        AnalysisStatus::Queued if review.analysed == 0 => t.text("game-analysis-queued"),
        AnalysisStatus::Queued => {
            t.msg("game-analysis-progress").arg("done", review.analysed).arg("total", review.total).to_string()
        }
    };
    AnalysisView {
        legend: t.msg("game-analysis-legend").arg(SIDES, sides.key()).to_string(),
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

/// Asks for a finished game's analysis, and shows the page.
async fn analysis_form(
    State(state): State<AppState>,
    headers: HeaderMap,
    GameAction { user, id, back }: GameAction,
) -> Result<Response, PageError> {
    let t = language_of(Some(&user), &headers);
    let queued = state.play.reviews.request_review(&user, &id).await;
    after_action(t, queued, &back, |_| {
        let notice = t.text("game-analysis-queued");
        Redirect::to(&format!("{back}?notice={}#analysis", urlencode(&notice))).into_response()
    })
}

/// A game's end as a sentence in `t`'s words: who won, and how.
fn result_words(t: Lang, sides: Sides, outcome: Outcome, white: &str, black: &str) -> String {
    let reason = t.say(&ending_said(outcome.reason()));
    let said = match outcome {
        Outcome::Win { winner: Side::White, .. } => t.msg("game-result-white-won").arg("name", white),
        Outcome::Win { winner: Side::Black, .. } => t.msg("game-result-black-won").arg("name", black),
        Outcome::Draw { .. } => t.msg("game-result-drawn"),
    };
    said.arg(SIDES, sides.key()).arg("reason", reason).to_string()
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
fn player_name(t: Lang, name: &str, engine_level: Option<i64>) -> String {
    match engine_level {
        Some(level) => t.msg("game-engine-level").arg("name", name).arg("level", level).to_string(),
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
            told = Some(viewer.t.text("game-takeback-declined-notice"));
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
                draft.notice = Some(viewer.t.msg("game-no-such-ply").arg("ply", p).to_string());
                None
            }
        },
    };
    if let Some(tried) = q.tried.filter(|t| !t.trim().is_empty()) {
        draft = refused_again(&state, &viewer, &game, tried, q.comment.unwrap_or_default()).await?;
    }
    let flip = flipped(q.flip.as_deref());
    Ok(render_game(&state, &viewer, &game, shown, flip, draft).await?.into_response())
}

/// What the page says about a move refused a moment ago: the rules' reason from the current
/// position, with the text kept in the field (and the choices, for a move typed in part).
async fn refused_again(
    state: &AppState,
    viewer: &Viewer,
    game: &Game,
    tried: String,
    comment: String,
) -> Result<Draft, PageError> {
    let t = viewer.t;
    if !viewer.user.as_ref().is_some_and(|u| game.awaits(&u.id)) {
        let notice = t.msg("game-not-your-turn").arg("move", tried.as_str()).to_string();
        return Ok(Draft { notice: Some(notice), ..Draft::default() });
    }
    let draft = Draft { typed: tried.clone(), comment, ..Draft::default() };
    Ok(match state.play.games.state(game).await?.check(&tried) {
        Err(refusal) if refusal.code == ortoo_rules::RefusalCode::Incomplete => {
            Draft { error: Some(t.say(&refusal.said)), choices: refusal.legal_moves, ..draft }
        }
        // Why, in the player's language, and the moves that would have been taken.
        Err(refusal) => Draft { error: Some(refusal.said_in(t)), ..draft },
        Ok(_) => {
            Draft { notice: Some(t.msg("game-changed-meanwhile").arg("move", tried.as_str()).to_string()), ..draft }
        }
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
    viewer: Viewer,
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
            let (w, b) = foresight_words(viewer.t, now.foresee(text)?, mover);
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
            board::svg(&*after, view, &notation::move_squares(&played.accepted.canonical), viewer.t),
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
        Err(PlayError::NotFound(w)) => Err(PageError::Said(StatusCode::NOT_FOUND, w.said())),
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
    headers: HeaderMap,
    GameAction { user, id, back }: GameAction,
) -> Result<Response, PageError> {
    let t = language_of(Some(&user), &headers);
    after_action(t, state.play.games.resign(&user, &id, None).await, &back, |_| {
        notice_redirect(&back, &t.text("game-resigned"))
    })
}

#[derive(Deserialize)]
struct WatchForm {
    /// Present to stop watching.
    stop: Option<String>,
}

async fn watch_form(
    State(state): State<AppState>,
    headers: HeaderMap,
    GameForm { user, id, back, form: f }: GameForm<WatchForm>,
) -> Result<Response, PageError> {
    let t = language_of(Some(&user), &headers);
    if f.stop.is_some() {
        after_action(t, state.play.games.unwatch(&user, &id).await, &back, |_| {
            notice_redirect(&back, &t.text("game-unwatched"))
        })
    } else {
        after_action(t, state.play.games.watch(&user, &id).await, &back, |_| {
            notice_redirect(&back, &t.text("game-watched"))
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
    headers: HeaderMap,
    GameForm { user, id, back, form: f }: GameForm<TextForm>,
) -> Result<Response, PageError> {
    let t = language_of(Some(&user), &headers);
    let said = state.play.conversations.say(&user, &id, &f.text).await;
    if let Err(PlayError::RateLimited { retry_after }) = said {
        let per_minute = state.config.limits.messages_per_minute;
        let notice = t.msg("game-chat-limit").arg("count", per_minute).arg("seconds", retry_after).to_string();
        return Ok(notice_redirect(&back, &notice));
    }
    after_action(t, said, &back, |_| Redirect::to(&format!("{back}#chat")).into_response())
}

/// Keeps the player's note on the game and goes back to it.
async fn note_form(
    State(state): State<AppState>,
    headers: HeaderMap,
    GameForm { user, id, back, form: f }: GameForm<TextForm>,
) -> Result<Response, PageError> {
    let t = language_of(Some(&user), &headers);
    after_action(t, state.play.conversations.set_note(&user, &id, &f.text).await, &back, |text| {
        notice_redirect(&back, &t.text(if text.is_empty() { "game-note-removed" } else { "game-note-kept" }))
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
    headers: HeaderMap,
    GameForm { user, id, back, form: f }: GameForm<ForecastForm>,
) -> Result<Response, PageError> {
    let t = language_of(Some(&user), &headers);
    let branches = if f.clear.is_some() {
        Ok(Vec::new())
    } else if let Some(line) = &f.line {
        let moves: Vec<String> = line.split('|').map(str::trim).filter(|m| !m.is_empty()).map(str::to_string).collect();
        let pairs: Vec<(String, String)> = moves.chunks_exact(2).map(|p| (p[0].clone(), p[1].clone())).collect();
        if pairs.is_empty() || !moves.len().is_multiple_of(2) {
            Err(t.text("game-plan-pairs"))
        } else {
            let game = state.play.games.game(&id).await?;
            let mut tree = state.play.games.forecast_of(&user, &game).await?.map(|f| f.branches).unwrap_or_default();
            forecast::add_line(&mut tree, &pairs);
            Ok(tree)
        }
    } else {
        forecast::read_lines(f.lines.as_deref().unwrap_or_default()).map_err(|why| t.say(&why))
    };
    let branches = match branches {
        Ok(branches) => branches,
        Err(why) => return Ok(notice_redirect(&back, &why)),
    };
    let planned = f.line.is_some();
    after_action(t, state.play.games.set_forecast(&user, &id, branches).await, &back, |kept| {
        let count = forecast::to_lines(&kept.branches).len();
        let words = match (count, planned) {
            (0, _) => t.text("game-forecast-gone"),
            (_, true) => t.msg("game-forecast-line-added").arg("count", count).to_string(),
            _ => t.msg("game-forecast-kept").arg("count", count).to_string(),
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
    headers: HeaderMap,
    GameForm { user, id, back, form: f }: GameForm<ActionForm>,
) -> Result<Response, PageError> {
    let t = language_of(Some(&user), &headers);
    let done = match f.action.parse() {
        Ok(action) => state.play.games.draw(&user, &id, action, None, None).await,
        Err(e) => Err(e),
    };
    after_action(t, done, &back, |_| Redirect::to(&back).into_response())
}

async fn takeback_form(
    State(state): State<AppState>,
    headers: HeaderMap,
    GameForm { user, id, back, form: f }: GameForm<ActionForm>,
) -> Result<Response, PageError> {
    let t = language_of(Some(&user), &headers);
    let done = match f.action.parse::<TakebackAction>() {
        Ok(action) => state.play.games.takeback(&user, &id, action, None).await.map(|game| (action, game)),
        Err(e) => Err(e),
    };
    after_action(t, done, &back, |(action, game)| {
        let words = match action {
            TakebackAction::Offer if game.takeback_offer.is_some() => "game-takeback-requested",
            TakebackAction::Offer => "game-takeback-done",
            TakebackAction::Accept => "game-takeback-accepted",
            TakebackAction::Decline => "game-takeback-declined",
            TakebackAction::Withdraw => "game-takeback-withdrawn",
        };
        notice_redirect(&back, &t.text(words))
    })
}

async fn hint_form(
    State(state): State<AppState>,
    headers: HeaderMap,
    GameAction { user, id, back }: GameAction,
) -> Result<Response, PageError> {
    let t = language_of(Some(&user), &headers);
    let hint = match state.play.engine.hint(&user, &id).await {
        Ok(hint) => hint,
        Err(e) => return after_action(t, Err::<(), _>(e), &back, |()| Redirect::to(&back).into_response()),
    };
    let judged = match hint.mate {
        Some(n) if n > 0 => t.msg("game-hint-win").arg("moves", n).to_string(),
        Some(n) => t.msg("game-hint-loss").arg("moves", -n).to_string(),
        None => t.msg("game-hint-score").arg("score", format!("{:+.2}", f64::from(hint.score) / 100.0)).to_string(),
    };
    let notice = t.msg("game-hint-notice").arg("move", hint.text.as_str()).arg("judged", judged).to_string();
    Ok(Redirect::to(&format!("{back}?notice={}&typed={}", urlencode(&notice), urlencode(&hint.text))).into_response())
}

/// A new game against the same opponent (the engine at the same level, or the same player, who
/// gets a challenge), with the same rules and clock and the colours swapped.
async fn rematch_form(
    State(state): State<AppState>,
    headers: HeaderMap,
    GameAction { user, id, back }: GameAction,
) -> Result<Response, PageError> {
    let t = language_of(Some(&user), &headers);
    let game = state.play.games.game(&id).await?;
    let Some(side) = game.side_of(&user.id) else {
        return Ok(notice_redirect(&back, &t.text("game-rematch-players-only")));
    };
    if game.is_active() {
        return Ok(notice_redirect(&back, &t.text("game-rematch-too-soon")));
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
    after_action(
        t,
        state.play.challenges.create_challenge(&user, request, None).await,
        &back,
        |created| match created {
            Created::Game(g) => Redirect::to(&format!("/games/{}", g.id)).into_response(),
            Created::Challenge(_) => notice_redirect(&back, &t.text("game-rematch-offered")),
        },
    )
}
