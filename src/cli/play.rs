//! `ortoo play`: a game against the engine in the console (the Khan engine's console).

use std::io::IsTerminal;
use std::process::ExitCode;

use clap::Args;

use super::{UsageError, pairs};

/// The game `play` starts.
#[derive(Args)]
pub struct PlayArgs {
    /// Variant id: khan, khans-chess, kings-run, shatranj-kamil-x, koan, chess.
    pub variant: String,
    /// The computer's level for both sides, 1-12 (without it: full strength, 3 s a move).
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=12))]
    pub level: Option<u8>,
    /// The start setup (Khan: magician, powermagician or basic).
    #[arg(long)]
    pub setup: Option<String>,
    /// A rule option as NAME=VALUE (repeatable).
    #[arg(long = "option", value_name = "NAME=VALUE")]
    pub options: Vec<String>,
    /// Start from this position (FEN) instead of the setup's.
    #[arg(long)]
    pub fen: Option<String>,
    /// Save the game to this file after every move, as the Khan engine keeps backup.txt.
    #[arg(long)]
    pub backup: Option<std::path::PathBuf>,
}

pub fn run(args: PlayArgs) -> Result<ExitCode, UsageError> {
    let PlayArgs { variant, level, setup, options, fen, backup } = args;
    let mut rules = pairs(&options)?;
    if let Some(setup) = setup {
        rules.push(("setup".to_string(), setup));
    }
    let setup = ortoo_engine::console::Setup {
        variant,
        rules,
        level,
        position: fen,
        backup,
        prompt: std::io::stdin().is_terminal(),
    };
    let console =
        ortoo_engine::console::Console::new(&setup, std::io::stdout().lock()).map_err(|e| UsageError(e.to_string()))?;
    match console.run(std::io::stdin().lock()) {
        Ok(_) => Ok(ExitCode::SUCCESS),
        Err(e) => {
            eprintln!("ortoo play: {e}");
            Ok(ExitCode::FAILURE)
        }
    }
}
