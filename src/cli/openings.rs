//! `ortoo openings`: a book of balanced openings for `ortoo match --openings file:PATH`.

use std::io::Write;
use std::process::ExitCode;

use clap::Args;

use super::{UsageError, pairs};

/// The book `openings` writes.
#[derive(Args)]
pub struct OpeningsArgs {
    /// The game.
    #[arg(long)]
    pub variant: String,
    /// A rule option of the game, NAME=VALUE (repeat for more).
    #[arg(long = "option", value_name = "NAME=VALUE")]
    pub options: Vec<String>,
    /// Random plies from the start.
    #[arg(long, default_value_t = 4)]
    pub plies: usize,
    /// Positions wanted.
    #[arg(long, default_value_t = 100)]
    pub count: usize,
    /// The depth each candidate is searched to.
    #[arg(long, default_value_t = 6)]
    pub depth: u32,
    /// The largest score, in centipawns either way, still counted as balanced.
    #[arg(long, default_value_t = 150)]
    pub max_score: i32,
    /// The first seed of the random plies.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

pub fn run(args: OpeningsArgs) -> Result<ExitCode, UsageError> {
    let OpeningsArgs { variant, options, plies, count, depth, max_score, seed } = args;
    let options = pairs(&options)?;
    let spec = crate::openings::BookSpec { variant, options, plies, count, depth, max_score, seed };
    let mut kept = 0;
    let book = crate::openings::balanced_book(&spec, |_, score| {
        kept += 1;
        eprintln!("{kept:>4} kept, scored {score:+}");
    })
    .map_err(|e| UsageError(e.to_string()))?;
    let mut out = std::io::stdout().lock();
    writeln!(
        out,
        "# {} balanced openings of {}: {} random plies, |score| <= {} at depth {}, seeds from {} ({} tried)",
        book.positions.len(),
        spec.variant,
        plies,
        max_score,
        depth,
        seed,
        book.tried
    )
    .and_then(|()| book.positions.iter().try_for_each(|p| writeln!(out, "{p}")))
    .map_err(|e| UsageError(format!("cannot write the book: {e}")))?;
    Ok(ExitCode::SUCCESS)
}
