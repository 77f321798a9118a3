//! `ortoo`: the play-by-server's command line. The rules from the shell (`perft`, `moves`,
//! `check`) come first; the server (`serve`, `migrate`, `worker`) and the engine follow.

mod cli;

use std::process::ExitCode;

fn main() -> ExitCode {
    cli::run()
}
