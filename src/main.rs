//! `ortoo`: the play-by-server's command line (`serve`, `migrate`, and the rules from the shell).

use std::process::ExitCode;

fn main() -> ExitCode {
    ortoo::cli::run()
}
