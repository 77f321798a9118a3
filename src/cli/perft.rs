//! `ortoo perft`: the leaves of the move tree, as Fairy-Stockfish counts them.

use std::process::ExitCode;
use std::time::Instant;

use clap::Args;

use super::{GameArgs, UsageError, emit};

/// What `perft` counts.
#[derive(Args)]
pub struct PerftArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// Plies to search.
    pub depth: u32,
    /// Print each legal move (coordinate form) with its count first.
    #[arg(long)]
    pub divide: bool,
}

pub fn run(args: &PerftArgs) -> Result<ExitCode, UsageError> {
    let PerftArgs { game, depth, divide } = args;
    let depth = *depth;
    let state = game.open()?;
    let started = Instant::now();
    let total = if *divide {
        let mut rows = state.divide(depth);
        rows.sort();
        emit(&rows.iter().map(|(mv, count)| format!("{mv}: {count}\n")).collect::<String>());
        rows.iter().map(|(_, c)| c).sum()
    } else {
        state.perft(depth)
    };
    let seconds = started.elapsed().as_secs_f64();
    eprintln!(
        "perft {depth}: {total} leaves in {seconds:.3} s ({:.1} M leaves/s)",
        total as f64 / seconds.max(1e-9) / 1e6
    );
    emit(&format!("{total}\n"));
    Ok(ExitCode::SUCCESS)
}
