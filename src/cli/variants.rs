//! `ortoo variants`: the variants this build knows, with their options; `ortoo variants check`:
//! every fault of a file of variants at once.

use std::process::ExitCode;

use clap::Subcommand;
use ortoo_rules::registry;

use super::{UsageError, emit};

#[derive(Subcommand)]
pub enum VariantsAction {
    /// Read a file of variants in the variants.ini format (each may build on the built-in ones)
    /// and report every fault in it at once, by line and key; exits 1 if there is any.
    Check {
        /// The file.
        file: std::path::PathBuf,
    },
}

pub fn run(action: Option<&VariantsAction>) -> Result<ExitCode, UsageError> {
    match action {
        Some(VariantsAction::Check { file }) => check(file),
        None => {
            list();
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// Every variant, a line each, with its options indented below it.
fn list() {
    let mut listing = String::new();
    for info in registry::variants() {
        listing.push_str(&format!("{}\t{}\t{}x{}\n", info.id, info.name, info.files, info.ranks));
        for o in info.options {
            listing.push_str(&format!("  {}\t{}\t{}\n", o.name, o.kind, o.description));
        }
    }
    emit(&listing);
}

/// Each variant of the file read (its board and pieces), then each fault; exit 1 on any fault.
fn check(file: &std::path::Path) -> Result<ExitCode, UsageError> {
    let text = std::fs::read_to_string(file).map_err(|e| UsageError(format!("cannot read {}: {e}", file.display())))?;
    let name = file.file_name().map_or_else(|| file.display().to_string(), |n| n.to_string_lossy().into_owned());
    let checked = ortoo_rules::defined::check(&name, &text);
    let mut report = String::new();
    for board in &checked.boards {
        let def = &board.def;
        report.push_str(&format!("{}: {}×{}, {} kinds of piece:", def.name, def.files, def.ranks, def.kinds.len()));
        for kind in &def.kinds {
            report.push_str(&format!(" {} {} ({})", kind.letter, kind.name, kind.betza));
        }
        report.push('\n');
    }
    for fault in &checked.faults {
        report.push_str(&format!("{fault}\n"));
    }
    report.push_str(&format!("{} variant(s) ready, {} fault(s)\n", checked.boards.len(), checked.faults.len()));
    emit(&report);
    Ok(if checked.faults.is_empty() { ExitCode::SUCCESS } else { ExitCode::from(1) })
}
