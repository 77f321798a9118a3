//! SQLite's single writer, with group commit.
//!
//! SQLite allows one writer at a time. Pooled connections competing for the write lock wait in
//! SQLite's busy handler, which sleeps in millisecond steps, and each commit pays its own
//! fsync. Here one connection takes every write from a queue: whatever jobs have queued up run
//! in one `BEGIN IMMEDIATE … COMMIT` (one fsync for the batch). No job is answered before its
//! batch's COMMIT is durable, so nothing acknowledged is lost.
//!
//! The contract every job keeps (instead of a savepoint per job, which cost 8% of throughput):
//! a job returns [`Failure::Conflict`] only before it has changed anything (a single failed
//! statement leaves no trace; multi-statement jobs check first, e.g. the move's conditional
//! game update runs before its insert). Any other error aborts the whole batch: it is rolled
//! back and every job in it is answered with the error, so none is half-applied.
//!
//! The writer has two connections to the file, used one at a time: sqlx's, for most writes, and
//! one it runs statements on itself ([`crate::direct`]), for the moves. A batch is at most two
//! transactions: its moves, then its other writes.

use std::any::Any;

use futures_util::future::BoxFuture;
use sqlx::SqliteConnection;
use tokio::sync::{mpsc, oneshot};

use crate::failure::Failure;

type Outcome = Result<Box<dyn Any + Send>, Failure>;
type Reply = oneshot::Sender<Outcome>;

/// A write, in one of the two ways the writer runs one.
enum Job {
    /// Statements through sqlx: each a round trip to the connection's own thread.
    Sqlx(Box<dyn FnOnce(SqliteConnection) -> BoxFuture<'static, (SqliteConnection, Outcome)> + Send>),
    /// Statements the writer runs itself, on its own connection (see `direct.rs`).
    Direct(Box<dyn FnOnce(&rusqlite::Connection) -> Outcome + Send>),
}

/// Most jobs in one transaction: bounds the latency of the last job of a batch.
const MAX_BATCH: usize = 256;

#[derive(Clone, Debug)]
pub struct Writer {
    queue: mpsc::Sender<(Job, Reply)>,
    /// Whether it has a connection of its own to run [`Writer::direct`] jobs on (not for a
    /// database in memory, which a second connection would not share).
    runs_direct: bool,
}

impl Writer {
    /// Starts the writer on `conn` (migrated already), on a thread of its own.
    ///
    /// Every statement of a job is a round trip to the connection's own thread (sqlx runs each
    /// SQLite connection on one), and the writer runs them one after another for every player:
    /// its wake-ups are the move's critical path. On the server's runtime each wake-up queued
    /// behind the HTTP tasks of the same two cores (a profile under load showed the server half
    /// idle while moves waited tens of milliseconds for the writer); a thread of its own, with a
    /// runtime of its own, is woken by the kernel as soon as its answer is there.
    ///
    /// # Errors
    /// The thread cannot be started.
    pub fn start(conn: SqliteConnection, direct: Option<rusqlite::Connection>) -> std::io::Result<Writer> {
        let (queue, jobs) = mpsc::channel(4096);
        let runs_direct = direct.is_some();
        // Timers only: without the I/O driver the thread parks on a futex, which the
        // connection's thread wakes more cheaply than an eventfd and epoll.
        let runtime = tokio::runtime::Builder::new_current_thread().enable_time().build()?;
        std::thread::Builder::new()
            .name("sqlite-writer".into())
            .spawn(move || runtime.block_on(run(conn, direct, jobs)))?;
        Ok(Writer { queue, runs_direct })
    }

    /// Runs `job` inside the writer's transaction and answers once it is committed.
    ///
    /// # Errors
    /// The job's own error, or the batch's commit failing (then nothing of it was stored).
    pub async fn run<T, F>(&self, job: F) -> Result<T, Failure>
    where
        T: Send + 'static,
        F: FnOnce(SqliteConnection) -> BoxFuture<'static, (SqliteConnection, Result<T, Failure>)> + Send + 'static,
    {
        self.queue_job(Job::Sqlx(Box::new(move |conn| {
            Box::pin(async move {
                let (conn, result) = job(conn).await;
                (conn, result.map(|t| Box::new(t) as Box<dyn Any + Send>))
            })
        })))
        .await
    }

    /// Whether [`Writer::direct`] can run jobs.
    pub fn runs_direct(&self) -> bool {
        self.runs_direct
    }

    /// Runs `job` inside a transaction of the writer's, on the writer's own thread with a
    /// connection of its own (see `direct.rs`), and answers once it is committed. The job keeps
    /// the same contract as [`Writer::run`]'s. Only when [`Writer::runs_direct`].
    ///
    /// # Errors
    /// The job's own error, or the batch's commit failing (then nothing of it was stored).
    pub async fn direct<T, F>(&self, job: F) -> Result<T, Failure>
    where
        T: Send + 'static,
        F: FnOnce(&rusqlite::Connection) -> Result<T, Failure> + Send + 'static,
    {
        self.queue_job(Job::Direct(Box::new(move |db| job(db).map(|t| Box::new(t) as Box<dyn Any + Send>)))).await
    }

    async fn queue_job<T: 'static>(&self, job: Job) -> Result<T, Failure> {
        let (reply, answer) = oneshot::channel();
        self.queue.send((job, reply)).await.map_err(|_| Failure::Db(sqlx::Error::PoolClosed))?;
        let value = answer.await.map_err(|_| Failure::Db(sqlx::Error::PoolClosed))??;
        Ok(*value.downcast::<T>().expect("a job answers with its own type"))
    }
}

async fn exec(conn: &mut SqliteConnection, sql: &'static str) -> Result<(), sqlx::Error> {
    sqlx::query(sql).execute(conn).await.map(|_| ())
}

async fn run(mut conn: SqliteConnection, direct: Option<rusqlite::Connection>, mut jobs: mpsc::Receiver<(Job, Reply)>) {
    while let Some(first) = jobs.recv().await {
        let mut batch = vec![first];
        while batch.len() < MAX_BATCH {
            match jobs.try_recv() {
                Ok(job) => batch.push(job),
                Err(_) => break,
            }
        }
        // The jobs of one batch were queued side by side (each caller waits for its answer
        // before it queues another), so any order of them is one they could have run in: the
        // moves first, in a transaction on the writer's own connection, then the rest in one
        // through sqlx's (two connections cannot both hold SQLite's write lock).
        let (direct_jobs, sqlx_jobs): (Vec<_>, Vec<_>) =
            batch.into_iter().partition(|(job, _)| matches!(job, Job::Direct(_)));
        if !direct_jobs.is_empty() {
            match &direct {
                Some(db) => direct_batch(db, direct_jobs),
                None => refuse(direct_jobs.into_iter().map(|(_, reply)| reply)),
            }
        }
        if !sqlx_jobs.is_empty() {
            conn = sqlx_batch(conn, sqlx_jobs).await;
        }
    }
}

/// Whether a job's outcome rolls its batch back (it failed in the database), said in the log.
fn fails_batch(outcome: &Outcome) -> bool {
    let Err(e) = outcome else { return false };
    if e.is_database() {
        tracing::error!(error = %e, "a write failed; its batch is rolled back");
    }
    e.is_database()
}

/// Answers every job of a batch that failed as a whole.
fn refuse(replies: impl IntoIterator<Item = Reply>) {
    for reply in replies {
        let _ = reply.send(Err(Failure::Db(sqlx::Error::WorkerCrashed)));
    }
}

/// Answers the jobs of a batch rolled back for a job that failed in the database: that job with
/// its own error, the others as refused.
fn rolled_back(answers: Vec<(Reply, Outcome)>) {
    for (reply, outcome) in answers {
        let _ = reply.send(match outcome {
            Err(e) if e.is_database() => Err(e),
            _ => Err(Failure::Db(sqlx::Error::WorkerCrashed)),
        });
    }
}

/// Sends each job its answer once the batch is committed.
fn answer(answers: Vec<(Reply, Outcome)>) {
    for (reply, outcome) in answers {
        let _ = reply.send(outcome);
    }
}

/// Direct jobs (moves): `BEGIN`, every job and `COMMIT` right here, on this thread.
fn direct_batch(db: &rusqlite::Connection, batch: Vec<(Job, Reply)>) {
    if let Err(e) = db.execute_batch("BEGIN IMMEDIATE") {
        tracing::error!(error = %e, "the writer cannot begin a transaction");
        return refuse(batch.into_iter().map(|(_, reply)| reply));
    }
    let mut answers = Vec::with_capacity(batch.len());
    let mut failed = false;
    for (job, reply) in batch {
        let outcome = match job {
            _ if failed => Err(Failure::Db(sqlx::Error::WorkerCrashed)),
            Job::Direct(job) => job(db),
            Job::Sqlx(_) => Err(Failure::Corrupt("a job through sqlx among direct ones".into())),
        };
        failed |= fails_batch(&outcome);
        answers.push((reply, outcome));
    }
    if failed {
        let _ = db.execute_batch("ROLLBACK");
        return rolled_back(answers);
    }
    match db.execute_batch("COMMIT") {
        Ok(()) => answer(answers),
        Err(e) => {
            tracing::error!(error = %e, "a write batch failed to commit; its writes are refused");
            let _ = db.execute_batch("ROLLBACK");
            refuse(answers.into_iter().map(|(reply, _)| reply));
        }
    }
}

/// Jobs through sqlx: `BEGIN`, each job and `COMMIT`, each statement a round trip to the
/// connection's thread.
async fn sqlx_batch(mut conn: SqliteConnection, batch: Vec<(Job, Reply)>) -> SqliteConnection {
    if let Err(e) = exec(&mut conn, "BEGIN IMMEDIATE").await {
        tracing::error!(error = %e, "the writer cannot begin a transaction");
        refuse(batch.into_iter().map(|(_, reply)| reply));
        return conn;
    }
    let mut answers = Vec::with_capacity(batch.len());
    let mut failed = false;
    for (job, reply) in batch {
        let outcome = match job {
            _ if failed => Err(Failure::Db(sqlx::Error::WorkerCrashed)),
            Job::Sqlx(job) => {
                let (back, outcome) = job(conn).await;
                conn = back;
                outcome
            }
            Job::Direct(_) => Err(Failure::Corrupt("a direct job among jobs through sqlx".into())),
        };
        failed |= fails_batch(&outcome);
        answers.push((reply, outcome));
    }
    if failed {
        let _ = exec(&mut conn, "ROLLBACK").await;
        rolled_back(answers);
        return conn;
    }
    match exec(&mut conn, "COMMIT").await {
        Ok(()) => answer(answers),
        Err(e) => {
            tracing::error!(error = %e, "a write batch failed to commit; its writes are refused");
            let _ = exec(&mut conn, "ROLLBACK").await;
            refuse(answers.into_iter().map(|(reply, _)| reply));
        }
    }
    conn
}

#[cfg(test)]
mod tests {
    use std::str::FromStr;

    use sqlx::ConnectOptions;
    use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode};

    use super::*;

    /// A writer with both its connections on a fresh file holding one table, and the file.
    async fn writer() -> (Writer, std::path::PathBuf) {
        let folder = std::env::temp_dir().join(format!("ortoo-writer-{}", uuid::Uuid::now_v7()));
        std::fs::create_dir_all(&folder).expect("a folder");
        let file = folder.join("w.db");
        let options = SqliteConnectOptions::from_str(&format!("sqlite://{}?mode=rwc", file.display()))
            .expect("a URL")
            .journal_mode(SqliteJournalMode::Wal);
        let mut conn = options.connect().await.expect("opens");
        exec(&mut conn, "CREATE TABLE t (n INTEGER PRIMARY KEY, way TEXT NOT NULL)").await.expect("a table");
        let direct = crate::direct::open(&file).expect("the writer's own connection opens");
        (Writer::start(conn, Some(direct)).expect("starts"), folder)
    }

    fn rows(folder: &std::path::Path) -> Vec<(i64, String)> {
        let db = rusqlite::Connection::open(folder.join("w.db")).expect("opens");
        let mut query = db.prepare("SELECT n, way FROM t ORDER BY n").expect("prepared");
        query.query_map([], |r| Ok((r.get(0)?, r.get(1)?))).expect("read").map(|r| r.expect("a row")).collect()
    }

    fn direct_insert(writer: &Writer, n: i64) -> impl Future<Output = Result<usize, Failure>> + use<> {
        let writer = writer.clone();
        async move { writer.direct(move |db| Ok(db.execute("INSERT INTO t (n, way) VALUES (?1, 'direct')", [n])?)).await }
    }

    fn sqlx_insert(writer: &Writer, n: i64) -> impl Future<Output = Result<u64, Failure>> + use<> {
        let writer = writer.clone();
        async move {
            writer
                .run(move |mut conn| {
                    Box::pin(async move {
                        let done =
                            sqlx::query("INSERT INTO t (n, way) VALUES ($1, 'sqlx')").bind(n).execute(&mut conn).await;
                        (conn, done.map(|d| d.rows_affected()).map_err(Failure::from))
                    })
                })
                .await
        }
    }

    #[tokio::test]
    async fn jobs_of_both_kinds_queued_together_are_all_committed() {
        let (writer, folder) = writer().await;
        let mut both = Vec::new();
        for n in 0..40 {
            let w = writer.clone();
            both.push(tokio::spawn(async move {
                if n % 3 == 0 { sqlx_insert(&w, n).await.map(|c| c as usize) } else { direct_insert(&w, n).await }
            }));
        }
        for job in both {
            assert_eq!(job.await.expect("joined").expect("written"), 1);
        }
        let rows = rows(&folder);
        assert_eq!(rows.len(), 40);
        for (n, way) in rows {
            assert_eq!(way, if n % 3 == 0 { "sqlx" } else { "direct" }, "row {n}");
        }
        let _ = std::fs::remove_dir_all(folder);
    }

    #[tokio::test]
    async fn a_direct_job_that_fails_in_the_database_takes_its_batch_back_whole() {
        let (writer, folder) = writer().await;
        direct_insert(&writer, 1).await.expect("the first row");
        // One batch: a good row, then a row that breaks the primary key, then another good row.
        let w = writer.clone();
        let batch = writer.direct(move |db| {
            db.execute("INSERT INTO t (n, way) VALUES (2, 'direct')", [])?;
            Ok(db.execute("INSERT INTO t (n, way) VALUES (1, 'direct')", [])?)
        });
        let after = direct_insert(&w, 3);
        let (failed, refused) = tokio::join!(batch, after);
        assert!(matches!(failed, Err(Failure::Direct(_))), "{failed:?}");
        // Queued with it, the next job is either refused with it or committed after it: never is
        // the failed job's first row kept.
        let kept = rows(&folder);
        assert!(!kept.iter().any(|(n, _)| *n == 2), "{kept:?}");
        match refused {
            Ok(_) => assert!(kept.iter().any(|(n, _)| *n == 3)),
            Err(e) => assert!(e.is_database(), "{e:?}"),
        }
        // The writer goes on.
        direct_insert(&writer, 4).await.expect("a row after the failure");
        assert!(rows(&folder).contains(&(4, "direct".to_string())));
        let _ = std::fs::remove_dir_all(folder);
    }
}
