//! `ortoo moves`: every legal move's canonical text, one a line, sorted.

use std::process::ExitCode;

use super::{GameArgs, UsageError, emit};

pub fn run(game: &GameArgs) -> Result<ExitCode, UsageError> {
    let state = game.open()?;
    let mut moves: Vec<String> = state.legal_moves().into_iter().map(|m| m.canonical).collect();
    moves.sort();
    emit(&moves.iter().map(|m| format!("{m}\n")).collect::<String>());
    Ok(ExitCode::SUCCESS)
}
