//! Running the server: connect and migrate the database, bind, serve until a signal.

use std::net::SocketAddr;

use anyhow::Context;
use tokio::net::TcpListener;

use crate::config::Config;
use crate::db::Db;
use crate::events::Events;
use crate::http::{AppState, app};
use crate::play::Play;

/// Connects to the configured database and applies migrations.
///
/// # Errors
/// An unreachable database or a failed migration, with context.
pub async fn open_database(config: &Config) -> anyhow::Result<Db> {
    let db = Db::connect(&config.database_url, config.max_connections)
        .await
        .with_context(|| format!("cannot open the database at {}", redact(&config.database_url)))?;
    db.migrate().await.context("cannot migrate the database")?;
    Ok(db)
}

/// Serves until Ctrl-C or SIGTERM, finishing requests in flight.
///
/// # Errors
/// A database or bind failure.
pub async fn serve(config: Config) -> anyhow::Result<()> {
    let db = open_database(&config).await?;
    let listener = TcpListener::bind(config.bind).await.with_context(|| format!("cannot listen on {}", config.bind))?;
    tracing::info!(address = %config.bind, database = db.backend(), "ortoo is serving on http://{}", config.bind);
    let play = Play::new(db.clone(), events_for(&db));
    let clock = tokio::spawn(keep_time(play.clone(), config.deadline_check_seconds));
    let state = AppState::new(play, config);
    let served = axum::serve(listener, app(state).into_make_service_with_connect_info::<SocketAddr>())
        .with_graceful_shutdown(shutdown_signal())
        .await
        .context("the server stopped with an error");
    clock.abort();
    served?;
    db.close().await;
    Ok(())
}

/// Ends games whose move deadline has passed, every `seconds` (several server processes may
/// each do it: every ending is a conditional write, so a game ends once).
async fn keep_time(play: Play, seconds: u64) {
    let mut tick = tokio::time::interval(std::time::Duration::from_secs(seconds.max(1)));
    loop {
        tick.tick().await;
        match play.enforce_deadlines().await {
            Ok(0) => {}
            Ok(n) => tracing::info!(games = n, "games ended on time"),
            Err(e) => tracing::warn!(error = %e, "could not check move deadlines; will try again"),
        }
    }
}

/// Starts a server on an already bound listener in the background (tests, the load generator).
pub async fn spawn(listener: TcpListener, db: Db, config: Config) -> tokio::task::JoinHandle<()> {
    let state = AppState::new(Play::new(db.clone(), events_for(&db)), config);
    tokio::spawn(async move {
        let _ = axum::serve(listener, app(state).into_make_service_with_connect_info::<SocketAddr>()).await;
    })
}

/// Live events, relayed between processes where several may share the database (Postgres).
fn events_for(db: &Db) -> Events {
    match db {
        Db::Postgres(pool) => Events::relayed_through(pool.clone()),
        Db::Sqlite { .. } => Events::new(),
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
