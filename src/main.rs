//! `ortoo`: the play-by-server's command line (`serve`, `migrate`, and the rules from the shell).

use std::process::ExitCode;

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    ortoo::cli::run()
}
