//! The engine alone as a UCI engine: what `ortoo uci` runs, without the server around it, so
//! chess GUIs and `ortoo match` can use a build of the engine that takes a minute to compile
//! rather than the whole server's.

use std::process::ExitCode;

fn main() -> ExitCode {
    match ortoo_engine::uci::run(std::io::stdin().lock(), std::io::stdout()) {
        Ok(_) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("ortoo-uci: {e}");
            ExitCode::FAILURE
        }
    }
}
