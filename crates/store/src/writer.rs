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

use std::any::Any;

use futures_util::future::BoxFuture;
use sqlx::SqliteConnection;
use tokio::sync::{mpsc, oneshot};

use crate::failure::Failure;

type Outcome = Result<Box<dyn Any + Send>, Failure>;
type Job = Box<dyn FnOnce(SqliteConnection) -> BoxFuture<'static, (SqliteConnection, Outcome)> + Send>;

/// Most jobs in one transaction: bounds the latency of the last job of a batch.
const MAX_BATCH: usize = 256;

#[derive(Clone, Debug)]
pub struct Writer {
    queue: mpsc::Sender<(Job, oneshot::Sender<Outcome>)>,
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
    pub fn start(conn: SqliteConnection) -> std::io::Result<Writer> {
        let (queue, jobs) = mpsc::channel(4096);
        // Timers only: without the I/O driver the thread parks on a futex, which the
        // connection's thread wakes more cheaply than an eventfd and epoll.
        let runtime = tokio::runtime::Builder::new_current_thread().enable_time().build()?;
        std::thread::Builder::new().name("sqlite-writer".into()).spawn(move || runtime.block_on(run(conn, jobs)))?;
        Ok(Writer { queue })
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
        let boxed: Job = Box::new(move |conn| {
            Box::pin(async move {
                let (conn, result) = job(conn).await;
                (conn, result.map(|t| Box::new(t) as Box<dyn Any + Send>))
            })
        });
        let (reply, answer) = oneshot::channel();
        self.queue.send((boxed, reply)).await.map_err(|_| Failure::Db(sqlx::Error::PoolClosed))?;
        let value = answer.await.map_err(|_| Failure::Db(sqlx::Error::PoolClosed))??;
        Ok(*value.downcast::<T>().expect("a job answers with its own type"))
    }
}

async fn exec(conn: &mut SqliteConnection, sql: &'static str) -> Result<(), sqlx::Error> {
    sqlx::query(sql).execute(conn).await.map(|_| ())
}

async fn run(mut conn: SqliteConnection, mut jobs: mpsc::Receiver<(Job, oneshot::Sender<Outcome>)>) {
    while let Some(first) = jobs.recv().await {
        let mut batch = vec![first];
        while batch.len() < MAX_BATCH {
            match jobs.try_recv() {
                Ok(job) => batch.push(job),
                Err(_) => break,
            }
        }
        if let Err(e) = exec(&mut conn, "BEGIN IMMEDIATE").await {
            tracing::error!(error = %e, "the writer cannot begin a transaction");
            for (_, reply) in batch {
                let _ = reply.send(Err(Failure::Db(sqlx::Error::WorkerCrashed)));
            }
            continue;
        }
        let mut answers = Vec::with_capacity(batch.len());
        let mut failure = None;
        for (job, reply) in batch {
            if failure.is_some() {
                answers.push((reply, Err(Failure::Db(sqlx::Error::WorkerCrashed))));
                continue;
            }
            let (back, outcome) = job(conn).await;
            conn = back;
            if let Err(Failure::Db(e)) = &outcome {
                tracing::error!(error = %e, "a write failed; its batch is rolled back");
                failure = Some(());
            }
            answers.push((reply, outcome));
        }
        if failure.is_some() {
            let _ = exec(&mut conn, "ROLLBACK").await;
            for (reply, _) in answers {
                let _ = reply.send(Err(Failure::Db(sqlx::Error::WorkerCrashed)));
            }
            continue;
        }
        match exec(&mut conn, "COMMIT").await {
            Ok(()) => {
                for (reply, outcome) in answers {
                    let _ = reply.send(outcome);
                }
            }
            Err(e) => {
                tracing::error!(error = %e, "a write batch failed to commit; its writes are refused");
                let _ = exec(&mut conn, "ROLLBACK").await;
                for (reply, _) in answers {
                    let _ = reply.send(Err(Failure::Db(sqlx::Error::WorkerCrashed)));
                }
            }
        }
    }
}
