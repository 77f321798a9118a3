//! Running the server: connect and migrate the database, bind, serve until a signal.

use std::sync::Arc;

use anyhow::Context;
use ortoo_core::timecontrol::DAY_MS;
use ortoo_core::{Store, StoreError};
use tokio::net::TcpListener;

use crate::clock::Clock;
use crate::config::Config;
use crate::db::Db;
use crate::db::Hearing;
use crate::http::{AppState, app};
use crate::notify::mailer::Mailer;
use crate::notify::notifier::Notifier;
use crate::play::{Allowances, Play, Settings};
use crate::worker;
use ortoo_play::accounts::AccountRules;
use ortoo_play::limits::RateLimits;
use ortoo_play::notices::Composer;

/// Connects to the configured database and applies migrations.
///
/// # Errors
/// An unreachable database or a failed migration, with context.
pub async fn open_database(config: &Config) -> anyhow::Result<Db> {
    migrated(Db::connect(&config.database_url, config.max_connections).await, config).await
}

/// Opens the database, which must exist already, and migrates it (`ortoo mail-in`).
///
/// # Errors
/// A missing or unusable database file, named; an unreachable server.
pub async fn open_existing_database(config: &Config) -> anyhow::Result<Db> {
    migrated(Db::open_existing(&config.database_url, config.max_connections).await, config).await
}

/// The database just opened, migrated; a failure to open it names the database.
async fn migrated(opened: Result<Db, crate::db::DbError>, config: &Config) -> anyhow::Result<Db> {
    let db = opened.with_context(|| format!("cannot open the database at {}", redact(&config.database_url)))?;
    db.migrate().await.context("cannot migrate the database")?;
    Ok(db)
}

/// Raises the soft limit on open files to the hard limit, and logs it; returns the limit now in
/// force. Every connection and live event stream holds a file descriptor; a soft limit of 1024
/// (many systems' default) would stop the server answering anyone long before the machine is
/// busy.
fn raise_open_files_limit() -> Option<u64> {
    #[cfg(unix)]
    match rlimit::increase_nofile_limit(u64::MAX) {
        Ok(limit) => {
            tracing::info!(open_files = limit, "the limit on open files is raised to the system's hard limit");
            Some(limit)
        }
        Err(e) => {
            tracing::warn!(error = %e, "the limit on open files could not be raised");
            None
        }
    }
    #[cfg(not(unix))]
    None
}

/// Descriptors kept back from connections: the database's, the listener, log and mail files.
const FILES_KEPT_BACK: u64 = 128;

/// Serves until Ctrl-C or SIGTERM, finishing requests in flight.
///
/// # Errors
/// A database or bind failure.
pub async fn serve(config: Config) -> anyhow::Result<()> {
    let open_files = raise_open_files_limit();
    let db = open_database(&config).await?;
    let listener = TcpListener::bind(config.bind).await.with_context(|| format!("cannot listen on {}", config.bind))?;
    tracing::info!(address = %config.bind, database = db.backend(), "ortoo is serving on http://{}", config.bind);
    let (play, notifier) = build(&db, &config, Clock::system()).await?;
    let clock = tokio::spawn(keep_time(play.clone(), config.deadline_check_seconds));
    let mail = tokio::spawn(deliver(notifier, &config));
    let workers = engine_workers(&play, &config);
    let mut bounds = bounds(&config);
    // More connections than descriptors would fail in accept() for everyone, not just the
    // surplus: the bound stays under the limit, with room kept back.
    if let Some(limit) = open_files {
        let room = usize::try_from(limit.saturating_sub(FILES_KEPT_BACK).max(16)).unwrap_or(usize::MAX);
        if room < bounds.connections {
            tracing::warn!(connections = room, "fewer connections than configured: the limit on open files is {limit}");
            bounds.connections = room;
        }
    }
    let own_metrics = config.metrics.own_address().map_err(anyhow::Error::msg)?;
    let state = AppState::new(play, config);
    let metrics = match (own_metrics, state.scrape()) {
        (Some(address), Some(scrape)) => Some(serve_metrics(address, scrape).await?),
        _ => None,
    };
    crate::listen::serve(listener, app(state), bounds, shutdown_signal()).await;
    metrics.iter().for_each(tokio::task::JoinHandle::abort);
    clock.abort();
    mail.abort();
    workers.iter().for_each(tokio::task::JoinHandle::abort);
    db.close().await;
    Ok(())
}

/// The games-in-play service and the outbox's notifier of a process configured by `config`.
///
/// # Errors
/// The database failing, or mail settings that cannot be used.
pub async fn build(db: &Db, config: &Config, clock: Clock) -> anyhow::Result<(Play, Notifier)> {
    build_hearing(db, config, clock, Hearing::Listens).await
}

/// [`build`], for a process that hears the other processes' events or only tells its own.
///
/// # Errors
/// As [`build`].
pub async fn build_hearing(
    db: &Db,
    config: &Config,
    clock: Clock,
    hearing: Hearing,
) -> anyhow::Result<(Play, Notifier)> {
    let settings = play_settings(db, config, clock.clone()).await.context("cannot read the server's signing key")?;
    let mailer = Mailer::new(&config.mail, settings.signer.clone(), &config.base_url).context("bad [mail] settings")?;
    let store: Arc<dyn Store> = Arc::new(db.clone());
    let play = Play::new(store.clone(), db.events(hearing), settings);
    // Players' uploads are read from the store when they are named (the rules keep those used
    // last), not all at the start.
    let composer = play.settings.composer.clone();
    let notifier = Notifier::new(&store, play.clone(), mailer, composer, clock, play.outbox.clone());
    Ok((play, notifier))
}

/// What games in play need of a process configured by `config`.
///
/// # Errors
/// The database failing (the signing key is kept there).
pub async fn play_settings(db: &Db, config: &Config, clock: Clock) -> Result<Settings, StoreError> {
    let composer = Composer {
        base_url: config.base_url.trim_end_matches('/').to_string(),
        replies: !config.mail.reply_address.trim().is_empty(),
        seen_grace_ms: i64::try_from(config.mail.seen_grace_seconds.saturating_mul(1000)).unwrap_or(i64::MAX),
    };
    let allowances = Allowances {
        vacation_days_per_year: config.clocks.vacation_days_per_year,
        cache_bytes: config.limits.cache_megabytes.saturating_mul(1 << 20),
        notice_retention: i64::from(config.mail.retention_days) * DAY_MS,
        engine_games_per_account: config.engine.games_per_account,
        tournament_creators: (!config.tournaments.admins.is_empty()).then(|| config.tournaments.admins.clone()),
        limits: RateLimits {
            messages_per_minute: config.limits.messages_per_minute,
            logins_per_minute_per_account: config.limits.logins_per_minute_per_account,
            mail_per_hour: config.limits.mail_per_hour,
            mail_password_guesses_per_hour: config.limits.mail_password_guesses_per_hour,
            answers_per_address_per_hour: config.limits.mail_answers_per_address_per_hour,
            answers_per_thread_per_hour: config.limits.mail_answers_per_thread_per_hour,
            account_mail_per_hour: config.accounts.account_mail_per_hour,
            uploads_per_hour: config.limits.uploads_per_hour,
        },
        accounts: AccountRules {
            verify_email: config.accounts.verify_email,
            verify_link_ms: i64::from(config.accounts.verify_link_hours.max(1)) * 3_600_000,
            account_mail_per_hour: config.accounts.account_mail_per_hour,
        },
    };
    Settings::load(db, clock, composer, crate::http::api::write_move_json, allowances).await
}

/// The server's own engine workers (`[engine] workers`).
fn engine_workers(play: &Play, config: &Config) -> Vec<tokio::task::JoinHandle<()>> {
    let settings = worker::Settings::of(&config.engine);
    worker::spawn(play, &settings, &worker::process_name(), config.engine.workers)
}

/// Runs engine workers only (`ortoo worker`), with the clock's work but no web server, until
/// Ctrl-C or SIGTERM. A job being searched when the signal comes is taken over by another
/// worker once its lease runs out (`[engine] lease_seconds`), as if this process had died.
///
/// # Errors
/// A database failure at the start.
pub async fn work(config: Config, count: usize) -> anyhow::Result<()> {
    let db = open_database(&config).await?;
    let (play, notifier) = build(&db, &config, Clock::system()).await?;
    tracing::info!(database = db.backend(), workers = count, "ortoo engine workers are looking for jobs");
    let settings = worker::Settings::of(&config.engine);
    let workers = worker::spawn(&play, &settings, &worker::process_name(), count);
    let metrics = match config.metrics.own_address().map_err(anyhow::Error::msg)? {
        Some(address) => {
            let scrape = ortoo_web::http::metrics::Scrape {
                play: Arc::new(play.clone()),
                handle: ortoo_web::http::metrics::recorder(),
            };
            Some(serve_metrics(address, scrape).await?)
        }
        None => None,
    };
    let mail = tokio::spawn(deliver(notifier, &config));
    shutdown_signal().await;
    metrics.iter().for_each(tokio::task::JoinHandle::abort);
    workers.iter().for_each(tokio::task::JoinHandle::abort);
    mail.abort();
    db.close().await;
    Ok(())
}

/// Serves `/metrics` alone on an address of its own (`[metrics] bind`), away from the site.
///
/// # Errors
/// The address cannot be bound.
async fn serve_metrics(
    address: std::net::SocketAddr,
    scrape: ortoo_web::http::metrics::Scrape,
) -> anyhow::Result<tokio::task::JoinHandle<()>> {
    let listener =
        TcpListener::bind(address).await.with_context(|| format!("cannot listen for metrics on {address}"))?;
    tracing::info!(%address, "metrics are served at http://{address}/metrics");
    let router: axum::Router = ortoo_web::http::metrics::router(scrape);
    Ok(tokio::spawn(async move {
        if let Err(e) = axum::serve(listener, router).await {
            tracing::error!(error = %e, "the metrics listener stopped");
        }
    }))
}

/// Runs the notifier, unless mail is switched off: then notices stay in the app (and in the
/// outbox, unsent, should mail be switched on later).
fn deliver(notifier: Notifier, config: &Config) -> impl Future<Output = ()> + use<> {
    let poll = std::time::Duration::from_secs(config.mail.poll_seconds.max(1));
    if !notifier.mailer.sends() {
        tracing::info!("mail transport is \"none\": notices are listed in the app and not mailed");
    }
    // A server that mails nothing still settles its outbox, so that what it will never send is
    // compacted with the rest rather than kept pending for ever.
    async move { notifier.run(poll).await }
}

/// The clock's work every `seconds`: timeouts, reminders, digests (several server processes
/// may each do it: every action is a conditional write, so it happens once).
async fn keep_time(play: Play, seconds: u64) {
    let mut tick = tokio::time::interval(std::time::Duration::from_secs(seconds.max(1)));
    loop {
        tick.tick().await;
        match play.schedule.tick(play.now()).await {
            Ok(t) if t == crate::schedule::Tick::default() => {}
            Ok(t) => tracing::info!(timeouts = t.timeouts, reminders = t.reminders, digests = t.digests, "clock tick"),
            Err(e) => tracing::warn!(error = %e, "could not check deadlines and reminders; will try again"),
        }
    }
}

/// Starts a server on an already bound listener in the background, with its notifier and
/// clock (the load generator, tests).
///
/// # Panics
/// When the database cannot give the signing key or the mail settings are bad (tests' setup).
pub async fn spawn(listener: TcpListener, db: Db, config: Config) -> tokio::task::JoinHandle<()> {
    spawn_at(listener, db, config, Clock::system()).await
}

/// [`spawn`] with the time read from `clock` (tests set it by hand).
///
/// # Panics
/// As [`spawn`].
pub async fn spawn_at(listener: TcpListener, db: Db, config: Config, clock: Clock) -> tokio::task::JoinHandle<()> {
    let (play, notifier) = build(&db, &config, clock).await.expect("the server's services start");
    let clock = tokio::spawn(keep_time(play.clone(), config.deadline_check_seconds));
    let mail = tokio::spawn(deliver(notifier, &config));
    let mut helpers = engine_workers(&play, &config);
    helpers.extend([clock, mail]);
    spawn_with(listener, play, config, helpers)
}

/// Serves `play` on `listener` in the background; `helpers` are stopped with it.
pub fn spawn_with(
    listener: TcpListener,
    play: Play,
    config: Config,
    helpers: Vec<tokio::task::JoinHandle<()>>,
) -> tokio::task::JoinHandle<()> {
    let bounds = bounds(&config);
    let state = AppState::new(play, config);
    tokio::spawn(async move {
        struct Stop(Vec<tokio::task::JoinHandle<()>>);
        impl Drop for Stop {
            fn drop(&mut self) {
                self.0.iter().for_each(tokio::task::JoinHandle::abort);
            }
        }
        let _stop = Stop(helpers);
        crate::listen::serve(listener, app(state), bounds, std::future::pending()).await;
    })
}

/// The connection bounds the configuration sets.
fn bounds(config: &Config) -> crate::listen::Bounds {
    crate::listen::Bounds {
        header_read: std::time::Duration::from_secs(config.limits.header_read_seconds.max(1)),
        connections: config.limits.connections.max(1),
        per_address: config.limits.connections_per_ip,
        idle: std::time::Duration::from_secs(config.limits.idle_seconds.max(1)),
    }
}

async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        if let Ok(mut s) = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            s.recv().await;
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = terminate => {},
    }
    tracing::info!("shutting down");
}

/// A database URL without its password, for messages.
pub fn redact(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => {
            let credentials = &url[scheme + 3..at];
            match credentials.split_once(':') {
                Some((user, _)) => format!("{}{user}:***{}", &url[..scheme + 3], &url[at..]),
                None => url.to_string(),
            }
        }
        _ => url.to_string(),
    }
}
