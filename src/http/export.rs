//! The text log of a game: headers, every move with its comment, the result. Readable by a
//! person, replayable by anyone (each move is full algebraic notation).

use std::fmt::Write;

use super::AppState;
use super::api::rfc3339;
use super::error::ApiError;
use crate::db::store::Game;
use crate::play::open_variant;

pub async fn text_log(state: &AppState, game: &Game) -> Result<String, ApiError> {
    let moves = state.play.db.moves(&game.id).await?;
    let variant =
        open_variant(&game.variant, &game.options).map_err(|e| ApiError::internal("stored game unreadable", &e))?;
    let info = variant.info();
    let mut out = String::new();
    let result = match game.result.as_deref() {
        Some("white") => "1-0",
        Some("black") => "0-1",
        Some("draw") => "1/2-1/2",
        _ => "*",
    };
    let _ = writeln!(out, "[Game \"{}\"]", game.id);
    let _ = writeln!(out, "[Variant \"{}\"]", info.name);
    let options: Vec<String> = variant.options().iter().map(|(n, v)| format!("{n}={v}")).collect();
    if !options.is_empty() {
        let _ = writeln!(out, "[Options \"{}\"]", options.join(" "));
    }
    let _ = writeln!(out, "[White \"{}\"]", game.white_name);
    let _ = writeln!(out, "[Black \"{}\"]", game.black_name);
    let _ = writeln!(out, "[Started \"{}\"]", rfc3339(game.created_at));
    if game.start_position != variant.start().position_text() {
        let _ = writeln!(out, "[Position \"{}\"]", game.start_position);
    }
    let _ = writeln!(out, "[Result \"{result}\"]");
    if let Some(reason) = &game.reason {
        let _ = writeln!(out, "[Termination \"{reason}\"]");
    }
    out.push('\n');
    for m in &moves {
        let number = (m.ply + 1) / 2;
        let marker = if m.ply % 2 == 1 { format!("{number}.") } else { format!("{number}...") };
        let _ = write!(out, "{marker} {}", m.text);
        if let Some(comment) = &m.comment {
            let _ = write!(out, " {{{}}}", comment.replace('}', ")"));
        }
        out.push('\n');
    }
    let _ = writeln!(out, "{result}");
    Ok(out)
}
