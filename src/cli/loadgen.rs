//! `ortoo loadgen`: many games at once over HTTP, reported as moves/s and latency percentiles.

use std::process::ExitCode;

use clap::Args;

use super::UsageError;

/// The load `loadgen` makes.
#[derive(Args)]
pub struct LoadgenArgs {
    /// Games in play at once.
    #[arg(long, default_value_t = 64)]
    pub tables: usize,
    /// How long to run, in seconds.
    #[arg(long, default_value_t = 20)]
    pub seconds: u64,
    #[arg(long, default_value = "khans-chess")]
    pub variant: String,
    /// Load this running server instead of starting one.
    #[arg(long)]
    pub url: Option<String>,
    /// For the server it starts: `sqlite` (a fresh temporary file) or a postgres:// URL (a
    /// fresh database is created there and dropped afterwards).
    #[arg(long, default_value = "sqlite")]
    pub database: String,
    /// Measure the round trip instead: this many moves of one game played through the web
    /// pages, each timed from the form post to the opponent's page fetched after its event.
    #[arg(long)]
    pub round_trip: Option<usize>,
    /// Send each move with an Idempotency-Key, as a careful client does.
    #[arg(long)]
    pub keys: bool,
    /// Run the load this many times in a row on the one server, reporting after each (to
    /// see whether its memory settles).
    #[arg(long, default_value_t = 1)]
    pub rounds: usize,
}

pub fn run(args: LoadgenArgs) -> Result<ExitCode, UsageError> {
    let LoadgenArgs { tables, seconds, variant, url, database, round_trip, keys, rounds } = args;
    let runtime = tokio::runtime::Runtime::new().map_err(|e| UsageError(format!("cannot start: {e}")))?;
    let options = crate::loadgen::Options { tables, seconds, variant, url, database, round_trip, keys, rounds };
    match runtime.block_on(crate::loadgen::run(options)) {
        Ok(()) => Ok(ExitCode::SUCCESS),
        Err(e) => Err(UsageError(format!("{e:#}"))),
    }
}
