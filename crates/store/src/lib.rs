//! ortoo's storage: SQLite (the embedded default) or PostgreSQL, from one codebase. It turns the
//! domain's types (`ortoo-core`) into rows and back; nothing above it writes SQL.
//!
//! SQL is shared text (SQLite accepts `$1` placeholders), written once as a `Statement`: its
//! text and its arguments as plain values. `Db` reads statements from its pool and runs writes as
//! jobs on a transaction of either backend (`tx.rs`); the move's write runs the same statements
//! on SQLite's writer directly (`direct.rs`).

mod accounts;
mod allowances;
mod analysis;
mod answers;
mod challenges;
mod chat;
mod direct;
mod engine;
mod events;
mod failure;
mod forecasts;
mod games;
mod mail;
mod mail_play;
mod moment;
mod ratings;
mod rows;
mod statement;
mod tournaments;
mod tx;
mod variant_files;
mod writer;

use std::str::FromStr;
use std::time::Duration;

use sqlx::ConnectOptions;
use sqlx::postgres::{PgConnectOptions, PgPool, PgPoolOptions};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous};

pub mod periodic;

pub use events::{Hearing, relayed_beside, relayed_through};
use writer::Writer;

/// A database of one of the two backends.
#[derive(Clone, Debug)]
pub enum Db {
    /// Reads from a pool; every write goes through the one [`Writer`].
    Sqlite {
        readers: SqlitePool,
        writer: Writer,
        /// The database's file; `None` in memory.
        file: Option<std::path::PathBuf>,
        /// The reads a move waits for, run on the asking thread (see `direct.rs`); `None` in
        /// memory, where they go through `readers`.
        reads: Option<direct::Reads>,
    },
    Postgres(PgPool),
}

#[derive(Debug, thiserror::Error)]
pub enum DbError {
    #[error("database URL must start with sqlite:// or postgres://, not \"{0}\"")]
    UnknownScheme(String),
    #[error(transparent)]
    Sqlx(#[from] sqlx::Error),
    #[error(transparent)]
    Migrate(#[from] sqlx::migrate::MigrateError),
    #[error("cannot create the database folder {path}: {source}")]
    Folder { path: String, source: std::io::Error },
    #[error(
        "the database file {0} does not exist, and this command never makes one: give it the server's settings \
         (--config), and let `ortoo serve` or `ortoo migrate` create the database"
    )]
    Missing(String),
    #[error("cannot start the database's writer thread: {0}")]
    Writer(std::io::Error),
    #[error("cannot open the database's writer connection: {0}")]
    Direct(rusqlite::Error),
    #[error("cannot open the database file {path} for reading and writing: {source}")]
    Unusable { path: String, source: std::io::Error },
}

impl Db {
    /// Opens a pool. For SQLite the file (and its folder) is created on first use; it runs in
    /// WAL mode with `synchronous = FULL`: every acknowledged commit is on disk before the
    /// answer goes out, so it survives a crash of the process, of the operating system and a
    /// power cut (NORMAL would survive only the first).
    ///
    /// # Errors
    /// An unknown scheme, an unreachable server, an unwritable file.
    pub async fn connect(url: &str, max_connections: u32) -> Result<Db, DbError> {
        if url.starts_with("sqlite:") {
            let options = SqliteConnectOptions::from_str(url)?.create_if_missing(true);
            let path = options.get_filename().to_path_buf();
            if let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
                std::fs::create_dir_all(folder)
                    .map_err(|source| DbError::Folder { path: folder.display().to_string(), source })?;
            }
            Db::sqlite(options, max_connections).await
        } else if url.starts_with("postgres:") || url.starts_with("postgresql:") {
            let options = PgConnectOptions::from_str(url)?;
            let pool = PgPoolOptions::new()
                .max_connections(max_connections.max(1))
                .acquire_timeout(Duration::from_secs(10))
                .connect_with(options)
                .await?;
            Ok(Db::Postgres(pool))
        } else {
            Err(DbError::UnknownScheme(url.split(':').next().unwrap_or(url).to_string()))
        }
    }

    /// Opens a database that exists already, never creating one (for `ortoo mail-in`, which an
    /// MTA runs with whatever settings it was given: a new empty database there would bounce
    /// genuine moves as forged). An SQLite file that is missing or cannot be opened for reading
    /// and writing is named in the error.
    ///
    /// # Errors
    /// As [`Db::connect`], and [`DbError::Missing`] or [`DbError::Unusable`].
    pub async fn open_existing(url: &str, max_connections: u32) -> Result<Db, DbError> {
        if url.starts_with("sqlite:") {
            let options = SqliteConnectOptions::from_str(url)?;
            let path = options.get_filename().to_path_buf();
            let shown = path.display().to_string();
            if !path.exists() {
                return Err(DbError::Missing(shown));
            }
            std::fs::OpenOptions::new()
                .read(true)
                .write(true)
                .open(&path)
                .map_err(|source| DbError::Unusable { path: shown, source })?;
            Db::sqlite(options.create_if_missing(false), max_connections).await
        } else {
            Db::connect(url, max_connections).await
        }
    }

    /// An SQLite database as every process runs it (see [`Db::connect`]): WAL, synchronous
    /// FULL, foreign keys, one writer and a pool of readers.
    async fn sqlite(options: SqliteConnectOptions, max_connections: u32) -> Result<Db, DbError> {
        let options = options
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Full)
            .foreign_keys(true)
            // No `mmap_size`: in WAL mode a reader unmaps the whole file at the start of every
            // read after a write (SQLite's pager resets), and under a stream of moves the unmaps
            // and the faults after them (each unmap interrupting every core to flush its address
            // cache) cost more than the copies they saved.
            .busy_timeout(Duration::from_secs(10));
        let writer = options.connect().await?;
        // Known once the writer has opened (or made) it: a database in memory has no file.
        let file = Some(options.get_filename().to_path_buf()).filter(|f| f.is_file());
        let readers = SqlitePoolOptions::new().max_connections(max_connections.max(1)).connect_with(options).await?;
        let direct = match &file {
            Some(path) => Some(direct::open(path).map_err(DbError::Direct)?),
            None => None,
        };
        let writer = Writer::start(writer, direct).map_err(DbError::Writer)?;
        let reads = file.clone().map(direct::Reads::new);
        Ok(Db::Sqlite { readers, writer, file, reads })
    }

    /// Applies the backend's migrations (idempotent).
    ///
    /// # Errors
    /// A migration that fails, or a database migrated by a newer ortoo.
    pub async fn migrate(&self) -> Result<(), DbError> {
        match self {
            Db::Sqlite { readers, .. } => sqlx::migrate!("../../migrations/sqlite").run(readers).await?,
            Db::Postgres(pool) => sqlx::migrate!("../../migrations/postgres").run(pool).await?,
        }
        Ok(())
    }

    /// Live events, relayed between the processes that share this database: through Postgres,
    /// or through sockets beside the SQLite file (none for a database in memory).
    pub fn events(&self, hearing: Hearing) -> ortoo_core::events::Events {
        match self {
            Db::Postgres(pool) => relayed_through(pool.clone(), hearing),
            Db::Sqlite { file: Some(file), .. } => relayed_beside(file, hearing),
            Db::Sqlite { file: None, .. } => ortoo_core::events::Events::new(),
        }
    }

    pub fn backend(&self) -> &'static str {
        match self {
            Db::Sqlite { .. } => "sqlite",
            Db::Postgres(_) => "postgres",
        }
    }

    pub async fn close(&self) {
        match self {
            Db::Sqlite { readers, .. } => readers.close().await,
            Db::Postgres(pool) => pool.close().await,
        }
    }
}

/// What the store says of its connections. Each narrow trait (`GameStore`, `AccountStore`…) is
/// implemented in the module of its aggregate; with this one, `Db` is a whole `Store`.
impl ortoo_core::Store for Db {}

impl ortoo_core::store::Connections for Db {
    fn backend(&self) -> &'static str {
        Db::backend(self)
    }

    /// The readers' pool on SQLite (its one writer has a connection of its own), the pool on
    /// Postgres.
    fn pool_use(&self) -> ortoo_core::store::PoolUse {
        let (open, idle, max) = match self {
            Db::Sqlite { readers, .. } => (readers.size(), readers.num_idle(), readers.options().get_max_connections()),
            Db::Postgres(pool) => (pool.size(), pool.num_idle(), pool.options().get_max_connections()),
        };
        ortoo_core::store::PoolUse { open, idle: u32::try_from(idle).unwrap_or(u32::MAX), max }
    }
}

/// Whether an error is a unique-constraint violation (a name taken, a ply already played).
pub fn is_unique_violation(e: &sqlx::Error) -> bool {
    e.as_database_error().is_some_and(|d| d.is_unique_violation())
}
