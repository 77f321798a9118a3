//! `ortoo check`: one move judged by the rules: its canonical text (exit 0) or why it is
//! refused (exit 1).

use std::process::ExitCode;

use clap::Args;

use super::{GameArgs, UsageError};

/// The position and the move `check` judges.
#[derive(Args)]
pub struct CheckArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// The move, in full algebraic notation (`P e2-e4`) or coordinate form (`e2e4`).
    #[arg(allow_hyphen_values = true)]
    pub text: String,
}

pub fn run(args: &CheckArgs) -> Result<ExitCode, UsageError> {
    let state = args.game.open()?;
    match state.check(&args.text) {
        Ok(accepted) => {
            println!("{}", accepted.canonical);
            Ok(ExitCode::SUCCESS)
        }
        Err(refusal) => {
            println!("{}: {refusal}", refusal.code.as_str());
            Ok(ExitCode::from(1))
        }
    }
}
