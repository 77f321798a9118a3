//! Command-line parsing and the rules commands. Output is stable: tests and scripts read it.
//!
//! Exit codes: 0 success; 1 a move refused (`check`); 2 bad usage, unknown variant, bad
//! position or bad option. `mail-in` uses the sysexits codes an MTA understands: 0 taken (and
//! answered by mail, played or not), 65 a message that is not a genuine reply (the MTA bounces
//! it), 75 a temporary failure (the MTA keeps the message and delivers it again later).

use std::process::ExitCode;
use std::time::Instant;

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
enum VariantsAction {
    /// Read a file of variants in the variants.ini format (each may build on the built-in ones)
    /// and report every fault in it at once, by line and key; exits 1 if there is any.
    Check {
        /// The file.
        file: std::path::PathBuf,
    },
}

#[derive(Subcommand)]
enum Command {
    /// Run the server (the embedded SQLite database by default; see config/default.toml).
    Serve {
        /// A TOML file layered over the built-in defaults.
        #[arg(long)]
        config: Option<std::path::PathBuf>,
    },
    /// Create or upgrade the database schema, then exit.
    Migrate {
        #[arg(long)]
        config: Option<std::path::PathBuf>,
    },
    /// Run engine workers only: they play the engine's moves in games against it, for servers
    /// that share the database (several machines: a Postgres URL).
    Worker {
        #[arg(long)]
        config: Option<std::path::PathBuf>,
        /// The database to take jobs from (overrides the configuration's database_url).
        #[arg(long)]
        database_url: Option<String>,
        /// Workers in this process: each searches one move at a time on a core of its own.
        #[arg(long, default_value_t = 1)]
        workers: usize,
    },
    /// Count the leaves of the move tree (perft), as Fairy-Stockfish counts them.
    Perft {
        #[command(flatten)]
        game: GameArgs,
        /// Plies to search.
        depth: u32,
        /// Print each legal move (coordinate form) with its count first.
        #[arg(long)]
        divide: bool,
    },
    /// Print the canonical text of every legal move, one per line, sorted.
    Moves {
        #[command(flatten)]
        game: GameArgs,
    },
    /// Check one move: print its canonical text (exit 0) or why it is refused (exit 1).
    Check {
        #[command(flatten)]
        game: GameArgs,
        /// The move, in full algebraic notation (`P e2-e4`) or coordinate form (`e2e4`).
        #[arg(allow_hyphen_values = true)]
        text: String,
    },
    /// Take one reply e-mail (RFC 5322, on standard input, as an MTA pipe delivers it): play
    /// its move and answer the player by mail.
    MailIn {
        #[arg(long)]
        config: Option<std::path::PathBuf>,
        /// The envelope recipient, if the MTA passes it (Postfix: ${recipient}; Exim:
        /// $local_part+$local_part_suffix@$domain); otherwise the message's headers are read.
        #[arg(long)]
        recipient: Option<String>,
    },
    /// Play against the engine in the console: type a move (e2e4 or P e2-e4), then g for the
    /// computer's reply; help lists every command (the Khan engine's console).
    Play {
        /// Variant id: khan, khans-chess, kings-run, shatranj-kamil-x, koan, chess.
        variant: String,
        /// The computer's level for both sides, 1-12 (without it: full strength, 3 s a move).
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=12))]
        level: Option<u8>,
        /// The start setup (Khan: magician, powermagician or basic).
        #[arg(long)]
        setup: Option<String>,
        /// A rule option as NAME=VALUE (repeatable).
        #[arg(long = "option", value_name = "NAME=VALUE")]
        options: Vec<String>,
        /// Start from this position (FEN) instead of the setup's.
        #[arg(long)]
        fen: Option<String>,
        /// Save the game to this file after every move, as the Khan engine keeps backup.txt.
        #[arg(long)]
        backup: Option<std::path::PathBuf>,
    },
    /// Speak UCI on standard input and output: the engine for chess GUIs and tournament
    /// managers. The game is the `UCI_Variant` option (chess, khans, khan, kings-run,
    /// shatranj-kamil-x, koan).
    Uci,
    /// Referee a match between two UCI engines in one of the games: the rules judge every move
    /// and ending; each opening is played with both colours. Prints each game as it ends, then
    /// the score, the Elo difference with its 95% interval and, with --sprt, the test's verdict.
    Match {
        /// The game (chess, khans-chess, khan, kings-run, shatranj-kamil-x, koan).
        #[arg(long)]
        variant: String,
        /// A rule option of the game, NAME=VALUE (repeat for more).
        #[arg(long = "option", value_name = "NAME=VALUE")]
        options: Vec<String>,
        /// An engine, twice (the first is the one measured): "name=new cmd=PROGRAM arg=ARG
        /// option.NAME=VALUE variant=UCI_VARIANT", e.g. "name=l3 cmd=target/release/ortoo
        /// arg=uci option.Level=3". An option's name may hold spaces: "option.Use NNUE=false".
        #[arg(long = "engine", value_name = "SPEC", num_args = 1)]
        engines: Vec<String>,
        /// Games at most (an even number plays every opening with both colours).
        #[arg(long, default_value_t = 100)]
        games: usize,
        /// Time: "200ms" or "0.2s" a move, or "60+0.6" (seconds a game plus seconds a move).
        #[arg(long, default_value = "200ms")]
        time: String,
        /// Milliseconds beyond its time an engine may take before it loses on time.
        #[arg(long, default_value_t = 100)]
        margin_ms: u64,
        /// Plies after which a game is drawn.
        #[arg(long, default_value_t = 400)]
        max_plies: usize,
        /// "random:PLIES[:SEED]" or "file:PATH" (one position a line).
        #[arg(long, default_value = "random:4")]
        openings: String,
        /// Games played at once.
        #[arg(long, default_value_t = 1)]
        concurrency: usize,
        /// Stop as soon as this test is decided: "elo0=0,elo1=10,alpha=0.05,beta=0.05".
        #[arg(long)]
        sprt: Option<String>,
        /// Write the games here as PGN (coordinate moves for games without SAN).
        #[arg(long)]
        pgn: Option<std::path::PathBuf>,
        /// Write the summary here as JSON.
        #[arg(long)]
        json: Option<std::path::PathBuf>,
        /// Write every position the engines played from here, with its game's result, as
        /// training data for `ortoo tune` (games lost by failing are left out).
        #[arg(long)]
        positions: Option<std::path::PathBuf>,
    },
    /// Write a book of balanced openings for `ortoo match --openings file:PATH`: random plies
    /// from the start, kept only when a fixed-depth search scores them near level, one position
    /// text a line on standard output.
    Openings {
        /// The game.
        #[arg(long)]
        variant: String,
        /// A rule option of the game, NAME=VALUE (repeat for more).
        #[arg(long = "option", value_name = "NAME=VALUE")]
        options: Vec<String>,
        /// Random plies from the start.
        #[arg(long, default_value_t = 4)]
        plies: usize,
        /// Positions wanted.
        #[arg(long, default_value_t = 100)]
        count: usize,
        /// The depth each candidate is searched to.
        #[arg(long, default_value_t = 6)]
        depth: u32,
        /// The largest score, in centipawns either way, still counted as balanced.
        #[arg(long, default_value_t = 150)]
        max_score: i32,
        /// The first seed of the random plies.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Fit the evaluation's weights to the results of self-play games (Texel tuning) and print
    /// them as Rust for crates/engine/src/terms.rs. The positions come from `ortoo match
    /// --positions`. Every game can be tuned.
    Tune {
        /// The game whose weights are fitted.
        #[arg(long)]
        variant: String,
        /// The positions: game<TAB>position<TAB>result lines, as `ortoo match --positions` writes.
        #[arg(long)]
        positions: std::path::PathBuf,
        /// Passes over the weights at most (each tries a step up and down for every weight).
        #[arg(long, default_value_t = 30)]
        passes: usize,
    },
    /// List the variants, their options and defaults; or check a file of variants.
    Variants {
        #[command(subcommand)]
        action: Option<VariantsAction>,
    },
    /// Print the REST API's OpenAPI document (the committed copy is `openapi.json`).
    Openapi,
    /// Play many games at once over HTTP; report moves/s and latency percentiles.
    Loadgen {
        /// Games in play at once.
        #[arg(long, default_value_t = 64)]
        tables: usize,
        /// How long to run, in seconds.
        #[arg(long, default_value_t = 20)]
        seconds: u64,
        #[arg(long, default_value = "khans-chess")]
        variant: String,
        /// Load this running server instead of starting one.
        #[arg(long)]
        url: Option<String>,
        /// For the server it starts: `sqlite` (a fresh temporary file) or a postgres:// URL (a
        /// fresh database is created there and dropped afterwards).
        #[arg(long, default_value = "sqlite")]
        database: String,
        /// Measure the round trip instead: this many moves of one game played through the web
        /// pages, each timed from the form post to the opponent's page fetched after its event.
        #[arg(long)]
        round_trip: Option<usize>,
        /// Send each move with an Idempotency-Key, as a careful client does.
        #[arg(long)]
        keys: bool,
        /// Run the load this many times in a row on the one server, reporting after each (to
        /// see whether its memory settles).
        #[arg(long, default_value_t = 1)]
        rounds: usize,
    },
}

#[derive(Args)]
struct GameArgs {
    /// Variant id: chess, khans-chess.
    variant: String,
    /// Start from this position (FEN) instead of the variant's start.
    #[arg(long)]
    fen: Option<String>,
    /// A rule option as NAME=VALUE (repeatable); the start setup is `setup=...`.
    #[arg(long = "option", value_name = "NAME=VALUE")]
    options: Vec<String>,
}

/// A failure the user can fix: printed to stderr, exit 2.
struct UsageError(String);

/// `--option NAME=VALUE` arguments as pairs.
/// Plays a match, printing each game as it ends, and writes the PGN and the summary.
fn referee(
    spec: &ortoo_referee::MatchSpec,
    pgn: Option<&std::path::Path>,
    json: Option<&std::path::Path>,
    positions: Option<&std::path::Path>,
) -> Result<ExitCode, UsageError> {
    use std::io::Write;
    let create = |path: &std::path::Path| {
        std::fs::File::create(path).map_err(|e| UsageError(format!("cannot write {}: {e}", path.display())))
    };
    let mut pgn_file = pgn.map(create).transpose()?;
    let mut positions_file = positions.map(create).transpose()?.map(std::io::BufWriter::new);
    let variant_tag = registry::open(&spec.variant, &spec.options).ok().and_then(|v| v.start().pgn_variant());
    let event = format!("{} v {}, {}", spec.engines[0].name, spec.engines[1].name, spec.variant);
    let summary = ortoo_referee::play_match(spec, |played, tally| {
        let r = &played.record;
        eprintln!(
            "game {:>4}: {} v {}: {} ({}), {} plies | {}: +{} ={} -{}",
            played.number + 1,
            r.white,
            r.black,
            r.result.pgn(),
            r.reason,
            r.opening.moves.len() + r.moves.len(),
            spec.engines[0].name,
            tally.wins,
            tally.draws,
            tally.losses
        );
        if let Some(file) = &mut pgn_file {
            let text = ortoo_referee::pgn::pgn(r, &event, played.number + 1, variant_tag);
            if let Err(e) = file.write_all(text.as_bytes()) {
                eprintln!("cannot write the PGN: {e}");
            }
        }
        if let Some(file) = &mut positions_file {
            let written = ortoo_referee::data::positions(r, &spec.variant, &spec.options, played.number + 1)
                .map_err(|e| e.to_string())
                .and_then(|lines| file.write_all(lines.as_bytes()).map_err(|e| e.to_string()));
            if let Err(e) = written {
                eprintln!("cannot write the positions of game {}: {e}", played.number + 1);
            }
        }
    });
    if let Some(mut file) = positions_file
        && let Err(e) = file.flush()
    {
        eprintln!("cannot write the positions: {e}");
    }
    let t = summary.tally;
    println!(
        "{} v {} in {}: {} games, +{} ={} -{}, score {:.1}%",
        summary.engines[0],
        summary.engines[1],
        summary.variant,
        summary.games,
        t.wins,
        t.draws,
        t.losses,
        100.0 * summary.score
    );
    match summary.elo {
        Some(elo) => println!("Elo difference: {elo}"),
        None => println!("Elo difference: unbounded (a score of 0% or 100%)"),
    }
    for (name, d) in summary.engines.iter().zip(&summary.depth) {
        if let (Some(median), Some(mean)) = (d.median, d.mean) {
            println!("{name}: median depth {median} (mean {mean:.1}) over {} moves", d.moves);
        }
    }
    for (name, &n) in summary.engines.iter().zip(&summary.failures) {
        if n > 0 {
            println!("{name} lost {n} games by failing (illegal move, time, crash)");
        }
    }
    if let Some(s) = summary.sprt {
        println!(
            "SPRT elo0={} elo1={} alpha={} beta={}: LLR {:.2} ({:.2}, {:.2}): {}",
            s.test.elo0,
            s.test.elo1,
            s.test.alpha,
            s.test.beta,
            s.llr,
            s.lower,
            s.upper,
            match s.verdict {
                ortoo_referee::Verdict::H1 => "H1 accepted (the first engine is better)",
                ortoo_referee::Verdict::H0 => "H0 accepted (it is not better)",
                ortoo_referee::Verdict::Continue => "undecided",
            }
        );
        if let Some(n) = s.decided_after {
            println!("(decided after {n} games; the games then under way were finished and are counted above)");
        }
    }
    for why in &summary.unplayable {
        println!("not played: {why}");
    }
    if let Some(path) = json {
        let text = serde_json::to_string_pretty(&summary).map_err(|e| UsageError(e.to_string()))?;
        std::fs::write(path, text + "\n").map_err(|e| UsageError(format!("cannot write {}: {e}", path.display())))?;
    }
    Ok(if summary.unplayable.is_empty() { ExitCode::SUCCESS } else { ExitCode::from(1) })
}

fn pairs(options: &[String]) -> Result<Vec<(String, String)>, UsageError> {
    options.iter().map(|o| Options::pair(o)).collect::<Result<Vec<_>, _>>().map_err(|e| UsageError(e.to_string()))
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

/// What a server-side command runs.
enum Service {
    Serve,
    Migrate,
    /// Engine workers, this many.
    Work(usize),
}

/// `serve`, `migrate` and `worker`: configuration, logging, a runtime.
fn server_command(
    config: Option<&std::path::Path>,
    database_url: Option<String>,
    service: Service,
) -> Result<ExitCode, UsageError> {
    let mut config = crate::config::Config::load(config).map_err(|e| UsageError(format!("configuration: {e}")))?;
    if !config.variants.path.is_empty() {
        crate::variant_files::load(std::path::Path::new(&config.variants.path)).map_err(UsageError)?;
    }
    if let Some(url) = database_url {
        config.database_url = url;
    }
    start_log(config.log.format);
    let runtime = tokio::runtime::Runtime::new().map_err(|e| UsageError(format!("cannot start: {e}")))?;
    let result = runtime.block_on(async {
        match service {
            Service::Serve => crate::server::serve(config).await,
            Service::Work(count) => crate::server::work(config, count).await,
            Service::Migrate => {
                let db = crate::server::open_database(&config).await?;
                println!("{} database at {} is up to date", db.backend(), crate::server::redact(&config.database_url));
                Ok(())
            }
        }
    });
    match result {
        Ok(()) => Ok(ExitCode::SUCCESS),
        Err(e) => {
            eprintln!("ortoo: {e:#}");
            Ok(ExitCode::FAILURE)
        }
    }
}

/// The process's log on standard error, in the configured format; `ORTOO_LOG` says which lines.
fn start_log(format: crate::config::LogFormat) {
    use tracing_subscriber::fmt::format::FmtSpan;
    let filter =
        || tracing_subscriber::EnvFilter::try_from_env("ORTOO_LOG").unwrap_or_else(|_| "info,sqlx=warn".into());
    match format {
        crate::config::LogFormat::Text => tracing_subscriber::fmt().with_env_filter(filter()).init(),
        // Each line carries the spans it happened in (a request's id, a move's game and ply),
        // and each span's close is a line with its time: a request is followed by its id.
        crate::config::LogFormat::Json => tracing_subscriber::fmt()
            .json()
            .with_current_span(true)
            .with_span_list(true)
            .with_span_events(FmtSpan::CLOSE)
            .with_env_filter(filter())
            .init(),
    }
}

/// `mail-in`: one message from standard input.
fn mail_in(config: Option<&std::path::Path>, recipient: Option<&str>) -> Result<ExitCode, UsageError> {
    use std::io::Read;
    const EX_DATAERR: u8 = 65;
    const EX_TEMPFAIL: u8 = 75;
    // A fault of the settings is the operator's to mend, never the sender's: the MTA is told to
    // keep the message and try again later (75), not to bounce a genuine move (any other code).
    let config = match crate::config::Config::load(config) {
        Ok(config) => config,
        Err(e) => {
            eprintln!("ortoo mail-in: the configuration cannot be read ({e}); the message should be delivered again");
            return Ok(ExitCode::from(EX_TEMPFAIL));
        }
    };
    // The operator's variants, so that a move in a game of one is judged by its rules.
    if !config.variants.path.is_empty()
        && let Err(message) = crate::variant_files::load(std::path::Path::new(&config.variants.path))
    {
        eprintln!("ortoo mail-in: {message}; the message should be delivered again once the file is mended");
        return Ok(ExitCode::from(EX_TEMPFAIL));
    }
    let Ok(Some((reply_local, _))) = crate::notify::mailer::split_reply_address(&config.mail.reply_address) else {
        eprintln!(
            "ortoo mail-in: mail.reply_address is not set (or not an address), so replies by mail are not taken; \
             the message should be delivered again once it is"
        );
        return Ok(ExitCode::from(EX_TEMPFAIL));
    };
    // A message is at most a few kilobytes; a flood is cut off rather than read into memory.
    let mut raw = Vec::new();
    if let Err(e) = std::io::stdin().take(10 << 20).read_to_end(&mut raw) {
        eprintln!("ortoo mail-in: cannot read the message: {e}");
        return Ok(ExitCode::from(EX_TEMPFAIL));
    }
    let runtime = tokio::runtime::Runtime::new().map_err(|e| UsageError(format!("cannot start: {e}")))?;
    // A fault of ortoo's own (a panic) is not the sender's either: the MTA keeps the message and
    // tries again (75) rather than bouncing a genuine move; the panic's words are on stderr.
    let taken = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        runtime.block_on(async {
            // Never a new database: one made here would bounce genuine moves as forged.
            let db = match crate::server::open_existing_database(&config).await {
                Ok(db) => db,
                Err(e) => {
                    eprintln!("ortoo mail-in: {e:#}");
                    return Ok(ExitCode::from(EX_TEMPFAIL));
                }
            };
            // This process lives for one message: it tells the servers of what it did (the move,
            // for their pages; the answers queued, for their notifiers) and hears nothing.
            let built = crate::server::build_hearing(
                &db,
                &config,
                crate::clock::Clock::system(),
                crate::db::Hearing::TellsOnly,
            );
            let (play, _) = match built.await {
                Ok(built) => built,
                Err(e) => {
                    eprintln!("ortoo mail-in: {e:#}");
                    return Ok(ExitCode::from(EX_TEMPFAIL));
                }
            };
            let play_local = crate::notify::mailer::split_reply_address(&config.mail.play_address).ok().flatten();
            let taken = match play_local {
                Some((play_local, _))
                    if crate::notify::mail_in::is_new_mail(&raw, recipient, &reply_local, &play_local) =>
                {
                    crate::notify::orders::take_order(&play, &raw, recipient, &play_local).await
                }
                _ => crate::notify::mail_in::take_reply(&play, &raw, recipient, &reply_local).await,
            };
            // Counted where every process's /metrics reads it; a failure to count loses a figure,
            // not the mail.
            if let Err(e) = play.mail.count_taken(crate::notify::mail_in::outcome(&taken)).await {
                eprintln!("ortoo mail-in: the mail could not be counted: {e}");
            }
            let code = match taken {
                Ok(answered) => {
                    match (&answered.played, &answered.refusal) {
                        (Some(text), _) => println!("played {text} in game {}", answered.game_id),
                        (None, Some(reason)) => println!("refused in {}: {reason}", answered.game_id),
                        (None, None) => println!("answered {}", answered.user_id),
                    }
                    ExitCode::SUCCESS
                }
                // An out-of-office answer to our mail is dropped, not bounced: a bounce would be
                // answered by another machine in turn.
                Err(
                    e @ (crate::notify::mail_in::MailInError::Automatic | crate::notify::mail_in::MailInError::Flooded),
                ) => {
                    println!("ignored: {e}");
                    ExitCode::SUCCESS
                }
                Err(crate::notify::mail_in::MailInError::Store(e)) => {
                    eprintln!("ortoo mail-in: the database failed ({e}); the message should be delivered again");
                    ExitCode::from(EX_TEMPFAIL)
                }
                Err(e) => {
                    eprintln!("ortoo mail-in: {e}");
                    ExitCode::from(EX_DATAERR)
                }
            };
            play.events.publish(crate::events::Event {
                game_id: None,
                users: Vec::new(),
                what: crate::events::Happening::OutboxDue,
                id: None,
            });
            play.events.flushed().await;
            db.close().await;
            Ok(code)
        })
    }));
    taken.unwrap_or_else(|_| {
        eprintln!("ortoo mail-in: stopped by a fault of ortoo's (above); the message should be delivered again");
        Ok(ExitCode::from(EX_TEMPFAIL))
    })
}

pub fn run() -> ExitCode {
    let cli = Cli::parse();
    if let Some(path) = &cli.variants
        && let Err(message) = crate::variant_files::load(path)
    {
        eprintln!("ortoo: {message}");
        return ExitCode::from(2);
    }
    match execute(cli.command.unwrap_or(Command::Serve { config: None })) {
        Ok(code) => code,
        Err(UsageError(message)) => {
            eprintln!("ortoo: {message}");
            ExitCode::from(2)
        }
    }
}

/// Writes a listing to standard output. A reader that stops early (`ortoo moves … | head`)
/// closes the pipe: that is the reader's choice, not an error, so the rest is dropped quietly
/// instead of panicking as `println!` would.
fn emit(text: &str) {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(text.as_bytes()).and_then(|()| out.flush());
}

fn execute(command: Command) -> Result<ExitCode, UsageError> {
    match command {
        Command::Serve { config } => server_command(config.as_deref(), None, Service::Serve),
        Command::Migrate { config } => server_command(config.as_deref(), None, Service::Migrate),
        Command::Worker { config, database_url, workers } => {
            if workers == 0 {
                return Err(UsageError("--workers is at least 1".into()));
            }
            server_command(config.as_deref(), database_url, Service::Work(workers))
        }
        Command::MailIn { config, recipient } => mail_in(config.as_deref(), recipient.as_deref()),
        Command::Perft { game, depth, divide } => {
            let state = game.open()?;
            let started = Instant::now();
            let total = if divide {
                let mut rows = state.divide(depth);
                rows.sort();
                emit(&rows.iter().map(|(mv, count)| format!("{mv}: {count}\n")).collect::<String>());
                rows.iter().map(|(_, c)| c).sum()
            } else {
                state.perft(depth)
            };
            let seconds = started.elapsed().as_secs_f64();
            eprintln!(
                "perft {depth}: {total} leaves in {seconds:.3} s ({:.1} M leaves/s)",
                total as f64 / seconds.max(1e-9) / 1e6
            );
            emit(&format!("{total}\n"));
            Ok(ExitCode::SUCCESS)
        }
        Command::Moves { game } => {
            let state = game.open()?;
            let mut moves: Vec<String> = state.legal_moves().into_iter().map(|m| m.canonical).collect();
            moves.sort();
            emit(&moves.iter().map(|m| format!("{m}\n")).collect::<String>());
            Ok(ExitCode::SUCCESS)
        }
        Command::Check { game, text } => {
            let state = game.open()?;
            match state.check(&text) {
                Ok(accepted) => {
                    println!("{}", accepted.canonical);
                    Ok(ExitCode::SUCCESS)
                }
                Err(refusal) => {
                    println!("{}: {refusal}", refusal.code.as_str());
                    Ok(ExitCode::from(1))
                }
            }
        }
        Command::Match {
            variant,
            options,
            engines,
            games,
            time,
            margin_ms,
            max_plies,
            openings,
            concurrency,
            sprt,
            pgn,
            json,
            positions,
        } => {
            let engines: Vec<ortoo_referee::EngineSpec> =
                engines.iter().map(|e| e.parse()).collect::<Result<_, String>>().map_err(UsageError)?;
            let Ok(engines) = <[ortoo_referee::EngineSpec; 2]>::try_from(engines) else {
                return Err(UsageError("a match needs two --engine settings".into()));
            };
            let options = pairs(&options)?;
            registry::open(&variant, &options).map_err(|e| UsageError(e.to_string()))?;
            let spec = ortoo_referee::MatchSpec {
                variant,
                options,
                engines,
                games,
                time: time.parse().map_err(UsageError)?,
                margin: std::time::Duration::from_millis(margin_ms),
                max_plies: max_plies.max(1),
                openings: ortoo_referee::Openings::parse(&openings).map_err(UsageError)?,
                concurrency: concurrency.max(1),
                sprt: sprt.as_deref().map(str::parse).transpose().map_err(UsageError)?,
            };
            referee(&spec, pgn.as_deref(), json.as_deref(), positions.as_deref())
        }
        Command::Openings { variant, options, plies, count, depth, max_score, seed } => {
            use std::io::Write;
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
        Command::Tune { variant, positions, passes } => {
            use std::io::BufRead;
            let file = std::fs::File::open(&positions)
                .map_err(|e| UsageError(format!("cannot read {}: {e}", positions.display())))?;
            let mut lines = Vec::new();
            for (n, line) in std::io::BufReader::new(file).lines().enumerate() {
                lines.push(
                    line.map_err(|e| {
                        UsageError(format!("cannot read line {} of {}: {e}", n + 1, positions.display()))
                    })?,
                );
            }
            let report =
                ortoo_engine::tune::tune_variant(&variant, lines.into_iter(), passes, |line| eprintln!("{line}"))
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
        Command::Loadgen { tables, seconds, variant, url, database, round_trip, keys, rounds } => {
            let runtime = tokio::runtime::Runtime::new().map_err(|e| UsageError(format!("cannot start: {e}")))?;
            let options = crate::loadgen::Options { tables, seconds, variant, url, database, round_trip, keys, rounds };
            match runtime.block_on(crate::loadgen::run(options)) {
                Ok(()) => Ok(ExitCode::SUCCESS),
                Err(e) => Err(UsageError(format!("{e:#}"))),
            }
        }
        Command::Play { variant, level, setup, options, fen, backup } => {
            use std::io::IsTerminal;
            let mut rules = pairs(&options)?;
            if let Some(setup) = setup {
                rules.push(("setup".to_string(), setup));
            }
            let setup = ortoo_engine::console::Setup {
                variant,
                rules,
                level,
                position: fen,
                backup,
                prompt: std::io::stdin().is_terminal(),
            };
            let console = ortoo_engine::console::Console::new(&setup, std::io::stdout().lock())
                .map_err(|e| UsageError(e.to_string()))?;
            match console.run(std::io::stdin().lock()) {
                Ok(_) => Ok(ExitCode::SUCCESS),
                Err(e) => {
                    eprintln!("ortoo play: {e}");
                    Ok(ExitCode::FAILURE)
                }
            }
        }
        Command::Uci => match ortoo_engine::uci::run(std::io::stdin().lock(), std::io::stdout()) {
            Ok(_) => Ok(ExitCode::SUCCESS),
            // The GUI went away (a closed pipe): nothing is left to answer.
            Err(e) => {
                eprintln!("ortoo uci: {e}");
                Ok(ExitCode::FAILURE)
            }
        },
        Command::Openapi => {
            emit(&crate::http::openapi::document());
            Ok(ExitCode::SUCCESS)
        }
        Command::Variants { action: Some(VariantsAction::Check { file }) } => {
            let text = std::fs::read_to_string(&file)
                .map_err(|e| UsageError(format!("cannot read {}: {e}", file.display())))?;
            let name =
                file.file_name().map_or_else(|| file.display().to_string(), |n| n.to_string_lossy().into_owned());
            let checked = ortoo_rules::defined::check(&name, &text);
            let mut report = String::new();
            for board in &checked.boards {
                let def = &board.def;
                report.push_str(&format!(
                    "{}: {}×{}, {} kinds of piece:",
                    def.name,
                    def.files,
                    def.ranks,
                    def.kinds.len()
                ));
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
        Command::Variants { action: None } => {
            let mut listing = String::new();
            for info in registry::variants() {
                listing.push_str(&format!("{}\t{}\t{}x{}\n", info.id, info.name, info.files, info.ranks));
                for o in info.options {
                    listing.push_str(&format!("  {}\t{}\t{}\n", o.name, o.kind, o.description));
                }
            }
            emit(&listing);
            Ok(ExitCode::SUCCESS)
        }
    }
}
