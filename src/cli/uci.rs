//! `ortoo uci`: the engine speaking UCI on standard input and output, for chess GUIs and
//! tournament managers.

use std::process::ExitCode;

use super::UsageError;

pub fn run() -> Result<ExitCode, UsageError> {
    match ortoo_engine::uci::run(std::io::stdin().lock(), std::io::stdout()) {
        Ok(_) => Ok(ExitCode::SUCCESS),
        // The GUI went away (a closed pipe): nothing is left to answer.
        Err(e) => {
            eprintln!("ortoo uci: {e}");
            Ok(ExitCode::FAILURE)
        }
    }
}
