//! The command line: parsing, and each command in a module of its own (`perft`, `check`,
//! `server` for `serve`, `migrate` and `worker`, `mail_in`, `referee` for `match`…). Output is
//! stable: tests and scripts read it.
//!
//! Exit codes: 0 success; 1 a move refused (`check`); 2 bad usage, unknown variant, bad
//! position or bad option. `mail-in` uses the sysexits codes an MTA understands: 0 taken (and
//! answered by mail, played or not), 65 a message that is not a genuine reply (the MTA bounces
//! it), 75 a temporary failure (the MTA keeps the message and delivers it again later).

mod check;
mod loadgen;
mod mail_in;
mod moves;
mod openapi;
mod openings;
mod perft;
mod play;
mod referee;
mod server;
mod tune;
mod uci;
mod variants;

use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use ortoo_rules::{GameState, Options, registry};

#[derive(Parser)]
#[command(name = "ortoo", version, about = "ortoo: a correspondence play-by-server for chess variants")]
struct Cli {
    /// Without a command, `ortoo` runs the server with the built-in configuration.
    #[command(subcommand)]
    command: Option<Command>,
    /// A file of variants in the variants.ini format (or a folder of .ini files) whose games
    /// this command knows beside the built-in ones, as the configuration's `[variants] path`.
    #[arg(long, global = true, value_name = "FILE")]
    variants: Option<std::path::PathBuf>,
}

#[derive(Subcommand)]
enum Command {
    /// Run the server (the embedded SQLite database by default; see config/default.toml).
    Serve(server::ConfigArgs),
    /// Create or upgrade the database schema, then exit.
    Migrate(server::ConfigArgs),
    /// Run engine workers only: they play the engine's moves in games against it, for servers
    /// that share the database (several machines: a Postgres URL).
    Worker(server::WorkerArgs),
    /// Count the leaves of the move tree (perft), as Fairy-Stockfish counts them.
    Perft(perft::PerftArgs),
    /// Print the canonical text of every legal move, one per line, sorted.
    Moves {
        #[command(flatten)]
        game: GameArgs,
    },
    /// Check one move: print its canonical text (exit 0) or why it is refused (exit 1).
    Check(check::CheckArgs),
    /// Take one reply e-mail (RFC 5322, on standard input, as an MTA pipe delivers it): play
    /// its move and answer the player by mail.
    MailIn(mail_in::MailInArgs),
    /// Play against the engine in the console: type a move (e2e4 or P e2-e4), then g for the
    /// computer's reply; help lists every command (the Khan engine's console).
    Play(play::PlayArgs),
    /// Speak UCI on standard input and output: the engine for chess GUIs and tournament
    /// managers. The game is the `UCI_Variant` option (chess, khans, khan, kings-run,
    /// shatranj-kamil-x, koan).
    Uci,
    /// Referee a match between two UCI engines in one of the games: the rules judge every move
    /// and ending; each opening is played with both colours. Prints each game as it ends, then
    /// the score, the Elo difference with its 95% interval and, with --sprt, the test's verdict.
    Match(referee::MatchArgs),
    /// Write a book of balanced openings for `ortoo match --openings file:PATH`: random plies
    /// from the start, kept only when a fixed-depth search scores them near level, one position
    /// text a line on standard output.
    Openings(openings::OpeningsArgs),
    /// Fit the evaluation's weights to the results of self-play games (Texel tuning) and print
    /// them as Rust for crates/engine/src/terms.rs. The positions come from `ortoo match
    /// --positions`. Every game can be tuned.
    Tune(tune::TuneArgs),
    /// List the variants, their options and defaults; or check a file of variants.
    Variants {
        #[command(subcommand)]
        action: Option<variants::VariantsAction>,
    },
    /// Print the REST API's OpenAPI document (the committed copy is `openapi.json`).
    Openapi,
    /// Play many games at once over HTTP; report moves/s and latency percentiles.
    Loadgen(loadgen::LoadgenArgs),
}

/// The game a rules command works on: a variant, its options and a position.
#[derive(Args)]
pub struct GameArgs {
    /// Variant id: chess, khans-chess.
    variant: String,
    /// Start from this position (FEN) instead of the variant's start.
    #[arg(long)]
    fen: Option<String>,
    /// A rule option as NAME=VALUE (repeatable); the start setup is `setup=...`.
    #[arg(long = "option", value_name = "NAME=VALUE")]
    options: Vec<String>,
}

impl GameArgs {
    fn open(&self) -> Result<Box<dyn GameState>, UsageError> {
        let pairs = pairs(&self.options)?;
        let variant = registry::open(&self.variant, &pairs).map_err(|e| UsageError(e.to_string()))?;
        match &self.fen {
            Some(fen) => variant.load(fen).map_err(|e| UsageError(e.to_string())),
            None => Ok(variant.start()),
        }
    }
}

/// A failure the user can fix: printed to stderr, exit 2.
struct UsageError(String);

/// `--option NAME=VALUE` arguments as pairs.
fn pairs(options: &[String]) -> Result<Vec<(String, String)>, UsageError> {
    options.iter().map(|o| Options::pair(o)).collect::<Result<Vec<_>, _>>().map_err(|e| UsageError(e.to_string()))
}

/// Writes a listing to standard output. A reader that stops early (`ortoo moves … | head`)
/// closes the pipe: that is the reader's choice, not an error, so the rest is dropped quietly
/// instead of panicking as `println!` would.
fn emit(text: &str) {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(text.as_bytes()).and_then(|()| out.flush());
}

pub fn run() -> ExitCode {
    let cli = Cli::parse();
    if let Some(path) = &cli.variants
        && let Err(message) = crate::variant_files::load(path)
    {
        eprintln!("ortoo: {message}");
        return ExitCode::from(2);
    }
    match execute(cli.command.unwrap_or(Command::Serve(server::ConfigArgs { config: None }))) {
        Ok(code) => code,
        Err(UsageError(message)) => {
            eprintln!("ortoo: {message}");
            ExitCode::from(2)
        }
    }
}

/// Each command to its module.
fn execute(command: Command) -> Result<ExitCode, UsageError> {
    match command {
        Command::Serve(args) => server::serve(&args),
        Command::Migrate(args) => server::migrate(&args),
        Command::Worker(args) => server::worker(args),
        Command::MailIn(args) => mail_in::run(&args),
        Command::Perft(args) => perft::run(&args),
        Command::Moves { game } => moves::run(&game),
        Command::Check(args) => check::run(&args),
        Command::Match(args) => referee::run(args),
        Command::Openings(args) => openings::run(args),
        Command::Tune(args) => tune::run(&args),
        Command::Loadgen(args) => loadgen::run(args),
        Command::Play(args) => play::run(args),
        Command::Uci => uci::run(),
        Command::Openapi => openapi::run(),
        Command::Variants { action } => variants::run(action.as_ref()),
    }
}
