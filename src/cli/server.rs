//! `ortoo serve`, `ortoo migrate` and `ortoo worker`: the server-side commands, each from its
//! configuration, with the process's log and a runtime.

use std::process::ExitCode;

use clap::Args;

use super::UsageError;

/// The settings a server-side command reads.
#[derive(Args)]
pub struct ConfigArgs {
    /// A TOML file layered over the built-in defaults.
    #[arg(long)]
    pub config: Option<std::path::PathBuf>,
}

/// The engine workers `worker` runs.
#[derive(Args)]
pub struct WorkerArgs {
    #[arg(long)]
    pub config: Option<std::path::PathBuf>,
    /// The database to take jobs from (overrides the configuration's database_url).
    #[arg(long)]
    pub database_url: Option<String>,
    /// Workers in this process: each searches one move at a time on a core of its own.
    #[arg(long, default_value_t = 1)]
    pub workers: usize,
}

/// `serve`.
pub fn serve(args: &ConfigArgs) -> Result<ExitCode, UsageError> {
    server_command(args.config.as_deref(), None, Service::Serve)
}

/// `migrate`.
pub fn migrate(args: &ConfigArgs) -> Result<ExitCode, UsageError> {
    server_command(args.config.as_deref(), None, Service::Migrate)
}

/// `worker`.
pub fn worker(args: WorkerArgs) -> Result<ExitCode, UsageError> {
    if args.workers == 0 {
        return Err(UsageError("--workers is at least 1".into()));
    }
    server_command(args.config.as_deref(), args.database_url, Service::Work(args.workers))
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
