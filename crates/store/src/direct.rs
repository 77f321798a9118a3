//! Statements run directly on SQLite's writer thread, through a connection of its own.
//!
//! sqlx runs each SQLite connection on a thread of its own and hands every statement to it and
//! its answer back: two wake-ups a statement. A move is three statements or more, and under load
//! those hand-offs were the server's largest cost (a profile showed sqlx's connection threads at
//! 45% of the server's time, most of it in the scheduler, with SQLite's own work under 5%). The
//! writer runs the moves' statements itself instead, on a connection it opens with rusqlite (the
//! same SQLite library as sqlx's): a batch of moves costs no hand-off at all.
//!
//! The one read on a move's way ([`Reads`]) is run the same way, on the thread that asks, by a
//! connection of its own: an indexed read of a file in WAL mode takes microseconds, a hand-off
//! to one of sqlx's threads and back costs more than that in wake-ups.

use futures_util::FutureExt;

use crate::failure::{Failure, Result};
use crate::statement::{Arg, Run, Statement};

/// Opens the writer's own connection to the database file, set as every connection is (see
/// `Db::sqlite`); the file exists and is migrated already.
pub(crate) fn open(path: &std::path::Path) -> rusqlite::Result<rusqlite::Connection> {
    // The journal mode, WAL, is the file's own, set when sqlx's connections opened it.
    connect(path, "PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;")
}

/// A connection of the store's own to the database file (opened read-write: a read-only
/// connection to a WAL database cannot always map the log's index), with sqlx's busy timeout,
/// then `pragmas`.
fn connect(path: &std::path::Path, pragmas: &str) -> rusqlite::Result<rusqlite::Connection> {
    use rusqlite::OpenFlags;
    let db = rusqlite::Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )?;
    db.busy_timeout(std::time::Duration::from_secs(10))?;
    db.execute_batch(pragmas)?;
    Ok(db)
}

/// Reads run on the caller's own thread, each through one of a few read-only connections of their
/// own, opened as they are first needed and kept for the next read.
///
/// A read blocks the thread that makes it, an async runtime's worker too: only for reads that
/// take microseconds (an indexed lookup of a few rows). In WAL mode a read never waits for the
/// writer; it waits (up to the busy timeout) only while a connection recovers the log after a
/// crash, once.
#[derive(Debug, Clone)]
pub struct Reads {
    path: std::path::PathBuf,
    idle: std::sync::Arc<std::sync::Mutex<Vec<rusqlite::Connection>>>,
}

/// Idle connections kept for the next read; more may be open at once while reads run side by
/// side (one for each thread reading).
const IDLE_READERS: usize = 8;

impl Reads {
    pub(crate) fn new(path: std::path::PathBuf) -> Reads {
        Reads { path, idle: Default::default() }
    }

    /// Runs `read` on an idle connection (or a new one), and keeps the connection for the next.
    pub(crate) fn read<T>(&self, read: impl FnOnce(&rusqlite::Connection) -> rusqlite::Result<T>) -> Result<T> {
        let idle = self.idle.lock().unwrap_or_else(std::sync::PoisonError::into_inner).pop();
        let db = match idle {
            Some(db) => db,
            None => open_read(&self.path)?,
        };
        let answer = read(&db)?;
        let mut idle = self.idle.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if idle.len() < IDLE_READERS {
            idle.push(db);
        }
        Ok(answer)
    }
}

/// A connection that only reads (`query_only`: a statement that would write is refused).
fn open_read(path: &std::path::Path) -> rusqlite::Result<rusqlite::Connection> {
    connect(path, "PRAGMA query_only = ON;")
}

/// SQLite's writer connection, in the writer's hands for the batch being written.
pub(crate) struct Direct<'c>(pub(crate) &'c rusqlite::Connection);

impl Direct<'_> {
    /// Runs a write made of [`Run`] statements to its end: every statement runs as it is
    /// awaited, so the future is ready the first time it is polled.
    pub(crate) fn finish<T>(write: impl Future<Output = Result<T>>) -> Result<T> {
        write.now_or_never().unwrap_or_else(|| Err(Failure::Corrupt("a direct write waited for something".into())))
    }

    fn prepared(&self, statement: &Statement) -> Result<rusqlite::CachedStatement<'_>> {
        let mut prepared = self.0.prepare_cached(&statement.sql)?;
        // SQLite numbers a named parameter (`$3`) by its first appearance in the text, not by
        // its name: bind each by the number its name gives, as sqlx does.
        for index in 1..=prepared.parameter_count() {
            let name = prepared.parameter_name(index).unwrap_or("");
            let arg = name
                .strip_prefix('$')
                .and_then(|n| n.parse::<usize>().ok())
                .and_then(|n| n.checked_sub(1))
                .and_then(|n| statement.args.get(n))
                .ok_or_else(|| rusqlite::Error::InvalidParameterName(name.to_string()))?;
            match arg {
                Arg::Int(v) => prepared.raw_bind_parameter(index, v)?,
                Arg::Text(v) => prepared.raw_bind_parameter(index, v)?,
                Arg::Word(w) => prepared.raw_bind_parameter(index, w)?,
                Arg::Bool(v) => prepared.raw_bind_parameter(index, v)?,
                Arg::Real(v) => prepared.raw_bind_parameter(index, v)?,
            }
        }
        Ok(prepared)
    }
}

impl Run for Direct<'_> {
    async fn execute(&mut self, statement: Statement) -> Result<u64> {
        let changed = self.prepared(&statement)?.raw_execute()?;
        Ok(changed as u64)
    }

    async fn exists(&mut self, statement: Statement) -> Result<bool> {
        let mut prepared = self.prepared(&statement)?;
        let mut rows = prepared.raw_query();
        Ok(rows.next()?.is_some())
    }

    async fn text(&mut self, statement: Statement) -> Result<Option<String>> {
        let mut prepared = self.prepared(&statement)?;
        let mut rows = prepared.raw_query();
        Ok(rows.next()?.map(|row| row.get(0)).transpose()?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn db() -> rusqlite::Connection {
        let db = rusqlite::Connection::open_in_memory().expect("an in-memory database");
        db.execute_batch("CREATE TABLE t (a INTEGER, b TEXT, c INTEGER)").expect("a table");
        db
    }

    #[test]
    fn binds_each_placeholder_by_its_number_not_its_place() {
        let db = db();
        let insert = Statement::new("INSERT INTO t (b, a, c) VALUES ($2, $1, $3)").arg(7i64).arg("seven").arg(true);
        assert_eq!(Direct::finish(Direct(&db).execute(insert)).expect("inserted"), 1);
        let row: (i64, String, i64) =
            db.query_row("SELECT a, b, c FROM t", [], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?))).expect("a row");
        assert_eq!(row, (7, "seven".to_string(), 1));
        let found = Statement::new("SELECT 1 FROM t WHERE a = $1 AND b = $2").arg(7i64).arg("seven");
        assert!(Direct::finish(Direct(&db).exists(found)).expect("queried"));
        let missing = Statement::new("SELECT 1 FROM t WHERE a = $1 AND b = $2").arg(7i64).arg("eight");
        assert!(!Direct::finish(Direct(&db).exists(missing)).expect("queried"));
    }

    #[test]
    fn a_placeholder_without_its_argument_is_an_error_not_a_null() {
        let db = db();
        let short = Statement::new("INSERT INTO t (a, b) VALUES ($1, $2)").arg(1i64);
        assert!(matches!(Direct::finish(Direct(&db).execute(short)), Err(Failure::Direct(_))));
        let count: i64 = db.query_row("SELECT COUNT(*) FROM t", [], |r| r.get(0)).expect("counted");
        assert_eq!(count, 0);
    }

    #[test]
    fn reads_run_on_connections_kept_for_the_next_and_never_write() {
        let path = std::env::temp_dir().join(format!("ortoo-reads-{}.db", uuid::Uuid::now_v7()));
        let db = rusqlite::Connection::open(&path).expect("a database");
        db.execute_batch("PRAGMA journal_mode = WAL; CREATE TABLE t (a INTEGER); INSERT INTO t VALUES (1), (2);")
            .expect("a table");
        let reads = Reads::new(path.clone());
        let sum = |db: &rusqlite::Connection| db.query_row("SELECT SUM(a) FROM t", [], |r| r.get::<_, i64>(0));
        assert_eq!(reads.read(sum).expect("read"), 3);
        // A write through the writer's connection is seen by the kept reader's next read.
        db.execute("INSERT INTO t VALUES (4)", []).expect("inserted");
        assert_eq!(reads.read(sum).expect("read"), 7);
        assert_eq!(reads.idle.lock().expect("idle").len(), 1, "one connection, kept between reads");
        let written = reads.read(|db| db.execute("INSERT INTO t VALUES (8)", []));
        assert!(matches!(written, Err(Failure::Direct(_))), "a reader refuses to write: {written:?}");
        assert_eq!(reads.read(sum).expect("read"), 7);
        drop((reads, db));
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
        }
    }

    #[test]
    fn nulls_and_repeated_placeholders() {
        let db = db();
        let insert = Statement::new("INSERT INTO t (a, b, c) VALUES ($1, $2, $1)").arg(None::<i64>).arg(None::<&str>);
        Direct::finish(Direct(&db).execute(insert)).expect("inserted");
        let nulls: i64 = db
            .query_row("SELECT COUNT(*) FROM t WHERE a IS NULL AND b IS NULL AND c IS NULL", [], |r| r.get(0))
            .expect("counted");
        assert_eq!(nulls, 1);
    }
}
