//! The text log of a game: headers, every move with its comment, the result. Readable by a
//! person, replayable by anyone (each move is full algebraic notation).

use std::fmt::Write;

use crate::AppState;
use crate::http::error::ApiError;
use ortoo_core::Game;
use ortoo_core::when::rfc3339;
use ortoo_core::{Reason, Side};
use ortoo_play::variants::open_variant;
use ortoo_rules::{GameState, Refusal, Variant};

pub async fn text_log(state: &AppState, game: &Game) -> Result<String, ApiError> {
    let moves = state.play.games.moves(game).await?;
    let variant = open_variant(&game.variant, &game.options).map_err(|e| unreadable(&e))?;
    let info = variant.info();
    let mut out = String::new();
    let result = game.outcome.map_or("*", |o| o.score());
    let _ = writeln!(out, "[Game \"{}\"]", game.id);
    let _ = writeln!(out, "[Variant \"{}\"]", info.name);
    let options: Vec<String> = variant.options().iter().map(|(n, v)| format!("{n}={v}")).collect();
    if !options.is_empty() {
        let _ = writeln!(out, "[Options \"{}\"]", options.join(" "));
    }
    let _ = writeln!(out, "[White \"{}\"]", game.players.white.name);
    let _ = writeln!(out, "[Black \"{}\"]", game.players.black.name);
    let _ = writeln!(out, "[Started \"{}\"]", rfc3339(game.created_at));
    if game.start_position != variant.start().position_text() {
        let _ = writeln!(out, "[Position \"{}\"]", game.start_position);
    }
    let _ = writeln!(out, "[Result \"{result}\"]");
    if let Some(reason) = game.reason() {
        let _ = writeln!(out, "[Termination \"{reason}\"]");
    }
    out.push('\n');
    for m in &moves.list {
        let number = (m.ply + 1) / 2;
        let marker = if m.ply % 2 == 1 { format!("{number}.") } else { format!("{number}...") };
        let _ = write!(out, "{marker} {}", m.text);
        if let Some(effect) = &m.effect {
            let _ = write!(out, " ({effect})");
        }
        if let Some(comment) = &m.comment {
            let _ = write!(out, " {{{}}}", comment.replace('}', ")"));
        }
        out.push('\n');
    }
    let _ = writeln!(out, "{result}");
    Ok(out)
}

/// A game's moves, its rules, and its start position to replay them on, for a format that
/// writes each move as `form` does.
struct Replay {
    moves: std::sync::Arc<ortoo_play::moves::Moves>,
    variant: Box<dyn Variant>,
    replay: Box<dyn GameState>,
}

/// A stored game is unreadable: a defect, not the asker's fault.
fn unreadable(e: &dyn std::fmt::Display) -> ApiError {
    ApiError::internal("stored game unreadable", e)
}

/// The game ready to replay in a format whose moves `form` writes, or `None` where the format
/// does not describe the game. Whether it does is the rules' word on its moves, asked of a
/// move that could be played now too, so a game not yet begun is refused as one under way
/// would be.
async fn replay(
    state: &AppState,
    game: &Game,
    form: impl Fn(&dyn GameState, &str) -> Result<Option<String>, Refusal>,
) -> Result<Option<Replay>, ApiError> {
    let moves = state.play.games.moves(game).await?;
    let variant = open_variant(&game.variant, &game.options).map_err(|e| unreadable(&e))?;
    let replay = variant.load(&game.start_position).map_err(|e| unreadable(&e))?;
    if let Some(first) = replay.legal_moves().first()
        && form(&*replay, &first.canonical).map_err(|e| unreadable(&e))?.is_none()
    {
        return Ok(None);
    }
    Ok(Some(Replay { moves, variant, replay }))
}

/// The game as PGN (SAN with Fairy-Stockfish's letters and its `Variant` tag), or `None` for
/// games PGN does not describe.
pub async fn pgn(state: &AppState, game: &Game) -> Result<Option<String>, ApiError> {
    let Some(Replay { moves, variant, mut replay }) = replay(state, game, |r, t| r.san(t)).await? else {
        return Ok(None);
    };
    let result = game.outcome.map_or("*", |o| o.score());
    let mut tokens: Vec<String> = Vec::new();
    let mut after_comment = false;
    for m in &moves.list {
        let Some(san) = replay.san(&m.text).map_err(|e| unreadable(&e))? else { return Ok(None) };
        let number = (m.ply + 1) / 2;
        if m.ply % 2 == 1 {
            tokens.push(format!("{number}."));
        } else if after_comment || m.ply == 1 {
            tokens.push(format!("{number}..."));
        }
        tokens.push(san);
        after_comment = false;
        if let Some(comment) = &m.comment {
            tokens.push(format!("{{{}}}", comment.replace('}', ")")));
            after_comment = true;
        }
        replay.play(&m.text).map_err(|e| unreadable(&e))?;
    }
    // A game whose first move is Black's (a set-up position) starts its movetext with "1...".
    if moves.list.first().is_some_and(|m| m.side == Side::Black) && !tokens.first().is_some_and(|t| t.ends_with("..."))
    {
        tokens.insert(0, "1...".into());
    }
    tokens.push(result.to_string());
    let date = rfc3339(game.created_at).get(..10).unwrap_or("????-??-??").replace('-', ".");
    let mut out = String::new();
    let tag = |out: &mut String, name: &str, value: &str| {
        let _ = writeln!(out, "[{name} \"{}\"]", value.replace('\\', "\\\\").replace('"', "\\\""));
    };
    tag(&mut out, "Event", "ortoo correspondence game");
    tag(&mut out, "Site", &format!("{}/games/{}", state.config.base_url.trim_end_matches('/'), game.id));
    tag(&mut out, "Date", &date);
    tag(&mut out, "Round", "-");
    tag(&mut out, "White", &game.players.white.name);
    tag(&mut out, "Black", &game.players.black.name);
    tag(&mut out, "Result", result);
    if let Some(name) = replay.pgn_variant() {
        tag(&mut out, "Variant", name);
    }
    // Measured against the variant's own start, not the one its options make: a reader knows
    // the game by its name alone (janggi's arrangements are options here, a position there).
    let usual = ortoo_rules::registry::open(&game.variant, &[]).map_or_else(|_| variant.start(), |v| v.start());
    if game.start_position != usual.position_text() {
        tag(&mut out, "SetUp", "1");
        tag(&mut out, "FEN", &game.start_position);
    }
    if !game.is_active() {
        tag(
            &mut out,
            "Termination",
            if game.outcome.is_some_and(|o| o.reason() == Reason::Timeout) { "Time forfeit" } else { "Normal" },
        );
    }
    out.push('\n');
    // Movetext wrapped at 80 columns, as PGN export format asks.
    let mut line = String::new();
    for token in tokens {
        if !line.is_empty() && line.len() + 1 + token.len() > 80 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&token);
    }
    out.push_str(&line);
    out.push_str("\n\n");
    Ok(Some(out))
}

/// The game's moves as a USI `position` command, as a shogi engine or GUI takes them:
/// `position startpos moves 7g7f 3c3d …` (or `position sfen …` from a set-up position); `None`
/// outside the shogi family.
pub async fn usi(state: &AppState, game: &Game) -> Result<Option<String>, ApiError> {
    let Some(Replay { moves, variant, mut replay }) = replay(state, game, |r, t| r.usi(t)).await? else {
        return Ok(None);
    };
    let mut words = Vec::with_capacity(moves.list.len());
    for m in &moves.list {
        let Some(usi) = replay.usi(&m.text).map_err(|e| unreadable(&e))? else { return Ok(None) };
        words.push(usi);
        replay.play(&m.text).map_err(|e| unreadable(&e))?;
    }
    let start = if game.start_position == variant.start().position_text() {
        "startpos".to_string()
    } else {
        format!("sfen {}", sfen(&game.start_position))
    };
    let moves = if words.is_empty() { String::new() } else { format!(" moves {}", words.join(" ")) };
    Ok(Some(format!("position {start}{moves}\n")))
}

/// A shogi position as SFEN, from the FEN the rules write (`…/LNSGKGSNL[Pp] w 0 1`): the
/// same board, `b` for the first player (Fairy-Stockfish's White), the hands counted (`Pp`,
/// `2P`), and the move's number.
fn sfen(fen: &str) -> String {
    let mut fields = fen.split_whitespace();
    let placement = fields.next().unwrap_or_default();
    let (board, hand) = match placement.split_once('[') {
        Some((board, hand)) => (board, hand.trim_end_matches(']')),
        None => (placement, ""),
    };
    let side = if fields.next() == Some("b") { "w" } else { "b" };
    let number = fields.last().and_then(|n| n.parse::<u32>().ok()).unwrap_or(1);
    let mut counted: Vec<(char, u32)> = Vec::new();
    for c in hand.chars().filter(char::is_ascii_alphabetic) {
        match counted.iter_mut().find(|(d, _)| *d == c) {
            Some((_, n)) => *n += 1,
            None => counted.push((c, 1)),
        }
    }
    // The first player's pieces first, as SFEN writes a hand.
    counted.sort_by_key(|(c, _)| c.is_ascii_lowercase());
    let hand: String = counted.iter().map(|&(c, n)| if n > 1 { format!("{n}{c}") } else { c.to_string() }).collect();
    let hand = if hand.is_empty() { "-".to_string() } else { hand };
    // The FEN's number counts both players' moves (White's and Black's make one); SFEN's each.
    let ply = 2 * number.max(1) - u32::from(side == "b");
    format!("{board} {side} {hand} {ply}")
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_shogi_fen_becomes_sfen() {
        assert_eq!(
            super::sfen("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w 0 1"),
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
        );
        assert_eq!(
            super::sfen("lnsgk2nl/1r4gs1/p1pppp1pp/6p2/1p7/2P6/PPSPPPPPP/7R1/LN1GKGSNL[Bbpp] b 0 12"),
            "lnsgk2nl/1r4gs1/p1pppp1pp/6p2/1p7/2P6/PPSPPPPPP/7R1/LN1GKGSNL w Bb2p 24"
        );
    }
}

/// The `Content-Disposition` of a game's log: saved as
/// `ortoo-khans-chess-temujin-v-borte-2026-11-23-<id>.pgn`, a name that sorts by game and date.
pub fn download_as(game: &Game, extension: &str) -> String {
    let safe = |s: &str| -> String {
        s.chars().map(|c| if c.is_ascii_alphanumeric() || c == '-' { c.to_ascii_lowercase() } else { '-' }).collect()
    };
    let day = game.created_at.rfc3339().get(..10).unwrap_or("game").to_string();
    let name = format!(
        "ortoo-{}-{}-v-{}-{day}-{}.{extension}",
        safe(&game.variant),
        safe(&game.players.white.name),
        safe(&game.players.black.name),
        safe(game.id.as_ref())
    );
    format!("attachment; filename=\"{name}\"")
}

/// Everything of a player's that ortoo keeps, for them to take away (before closing the
/// account, or to keep a copy): the account, its settings and API tokens (never their secrets
/// or the password), and every game with its full log and, where PGN describes the game, its
/// PGN.
#[derive(serde::Serialize, utoipa::ToSchema)]
pub struct MyData {
    pub account: crate::api::schema::Me,
    pub settings: crate::api::me::NotificationSettings,
    pub tokens: Vec<crate::api::schema::TokenInfo>,
    pub games: Vec<GameRecord>,
}

/// A game as exported with a player's data.
#[derive(serde::Serialize, utoipa::ToSchema)]
pub struct GameRecord {
    #[schema(value_type = String)]
    pub id: ortoo_core::GameId,
    pub variant: String,
    pub white: String,
    pub black: String,
    /// `white`, `black` or `draw`; null while it goes on.
    pub result: Option<String>,
    #[schema(format = DateTime)]
    pub started: String,
    /// The text log: headers, every move with its comment, the result.
    pub log: String,
    /// The game as PGN; null for games PGN does not describe.
    pub pgn: Option<String>,
}

#[utoipa::path(
    get,
    path = "/me/export",
    tag = "me",
    security(("bearer" = [])),
    responses(
        (
            status = 200,
            description = "Your data as one JSON document (saved as a file): account, settings, API tokens, every game with its log and PGN",
            body = MyData,
        ),
        (
            status = 401,
            description = "No or bad credentials",
            body = crate::api::schema::Problem,
            content_type = "application/problem+json",
        )
    )
)]
pub(crate) async fn my_data(
    axum::extract::State(state): axum::extract::State<AppState>,
    caller: crate::http::auth::Caller,
) -> Result<axum::response::Response, ApiError> {
    use axum::http::header;
    use axum::response::IntoResponse;
    let user = caller.require(ortoo_core::Scope::Read)?;
    let settings =
        crate::api::me::NotificationSettings::from(state.play.preferences.notification_settings(user).await?);
    let tokens = state.play.accounts.tokens(user).await?.iter().map(crate::api::schema::TokenInfo::of).collect();
    let mut games = Vec::new();
    let mut after: Option<ortoo_core::GameId> = None;
    loop {
        let page = state.play.games.games_played(user, after.as_ref(), 200).await?;
        let Some(last) = page.last() else { break };
        after = Some(last.id.clone());
        for game in page {
            games.push(record(&state, &game).await?);
        }
    }
    let data = MyData { account: crate::api::schema::Me::of(user), settings, tokens, games };
    let day = rfc3339(state.play.now()).get(..10).unwrap_or("today").to_string();
    let saved = format!("attachment; filename=\"ortoo-{}-{day}.json\"", user.name.to_lowercase());
    Ok(([(header::CONTENT_DISPOSITION, saved)], axum::Json(data)).into_response())
}

/// A game as a player's export holds it.
async fn record(state: &AppState, game: &Game) -> Result<GameRecord, ApiError> {
    Ok(GameRecord {
        id: game.id.clone(),
        variant: game.variant.clone(),
        white: game.players.white.name.clone(),
        black: game.players.black.name.clone(),
        result: game.result().map(str::to_string),
        started: rfc3339(game.created_at),
        log: text_log(state, game).await?,
        pgn: pgn(state, game).await?,
    })
}
