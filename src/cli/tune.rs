//! `ortoo tune`: the evaluation's weights fitted to the results of self-play games (Texel
//! tuning), printed as Rust for `crates/engine/src/terms.rs`.

use std::io::BufRead;
use std::process::ExitCode;

use clap::Args;

use super::UsageError;

/// What `tune` fits, and from what.
#[derive(Args)]
pub struct TuneArgs {
    /// The game whose weights are fitted.
    #[arg(long)]
    pub variant: String,
    /// The positions: game<TAB>position<TAB>result lines, as `ortoo match --positions` writes.
    #[arg(long)]
    pub positions: std::path::PathBuf,
    /// Passes over the weights at most (each tries a step up and down for every weight).
    #[arg(long, default_value_t = 30)]
    pub passes: usize,
}

pub fn run(args: &TuneArgs) -> Result<ExitCode, UsageError> {
    let TuneArgs { variant, positions, passes } = args;
    let file =
        std::fs::File::open(positions).map_err(|e| UsageError(format!("cannot read {}: {e}", positions.display())))?;
    let mut lines = Vec::new();
    for (n, line) in std::io::BufReader::new(file).lines().enumerate() {
        lines
            .push(line.map_err(|e| UsageError(format!("cannot read line {} of {}: {e}", n + 1, positions.display())))?);
    }
    let report = ortoo_engine::tune::tune_variant(variant, lines.into_iter(), *passes, |line| eprintln!("{line}"))
        .map_err(|e| UsageError(e.to_string()))?;
    println!(
        "{} of {} positions, K {:.3}: mean squared error {:.6} before, {:.6} after {} passes",
        report.used, report.read, report.k, report.error_before, report.error_after, report.passes
    );
    for (name, before, after) in &report.changed {
        println!("{name}: {before} -> {after}");
    }
    println!("\n{}", report.rust);
    Ok(ExitCode::SUCCESS)
}
