//! The one way a query meets the database: [`Db`]'s reads of [`Statement`]s from its pool, and
//! its writes, each a job run on a [`Tx`] inside one transaction (SQLite's writer's group
//! commit, or a Postgres transaction of its own). Every module writes its SQL once, as
//! statements, and asks which backend it is on only where the text must differ; the move's own write runs the same
//! statements on SQLite's writer directly ([`crate::direct`]).

use futures_util::future::BoxFuture;

use crate::Db;
use crate::failure::Result;
use crate::statement::{Fetch, Row, Run, Statement};

/// A connection inside a write's transaction, of either backend.
pub(crate) enum Tx<'c> {
    Sqlite(&'c mut sqlx::SqliteConnection),
    Postgres(&'c mut sqlx::PgConnection),
}

impl Run for Tx<'_> {
    async fn execute(&mut self, statement: Statement) -> Result<u64> {
        match self {
            Tx::Sqlite(c) => c.execute(statement).await,
            Tx::Postgres(c) => c.execute(statement).await,
        }
    }

    async fn exists(&mut self, statement: Statement) -> Result<bool> {
        match self {
            Tx::Sqlite(c) => c.exists(statement).await,
            Tx::Postgres(c) => c.exists(statement).await,
        }
    }

    async fn text(&mut self, statement: Statement) -> Result<Option<String>> {
        match self {
            Tx::Sqlite(c) => c.text(statement).await,
            Tx::Postgres(c) => c.text(statement).await,
        }
    }
}

impl Fetch for Tx<'_> {
    async fn one<T: Row>(&mut self, statement: Statement) -> Result<T> {
        match self {
            Tx::Sqlite(c) => c.one(statement).await,
            Tx::Postgres(c) => c.one(statement).await,
        }
    }

    async fn optional<T: Row>(&mut self, statement: Statement) -> Result<Option<T>> {
        match self {
            Tx::Sqlite(c) => c.optional(statement).await,
            Tx::Postgres(c) => c.optional(statement).await,
        }
    }

    async fn all<T: Row>(&mut self, statement: Statement) -> Result<Vec<T>> {
        match self {
            Tx::Sqlite(c) => c.all(statement).await,
            Tx::Postgres(c) => c.all(statement).await,
        }
    }
}

impl Db {
    /// Runs `job` atomically: on SQLite inside the writer's group commit, on Postgres in a
    /// transaction of its own, committed when the job succeeds. The job keeps the writer's
    /// contract (`writer.rs`): it fails with [`crate::failure::Failure::Conflict`] only before
    /// it has changed anything. It owns what it uses, as it may run on the writer's thread.
    pub(crate) async fn write<T, F>(&self, job: F) -> Result<T>
    where
        T: Send + 'static,
        F: for<'c> FnOnce(&'c mut Tx<'_>) -> BoxFuture<'c, Result<T>> + Send + 'static,
    {
        match self {
            Db::Sqlite { writer, .. } => {
                writer
                    .run(move |mut owned: sqlx::SqliteConnection| {
                        Box::pin(async move {
                            let result = job(&mut Tx::Sqlite(&mut owned)).await;
                            (owned, result)
                        }) as BoxFuture<'static, _>
                    })
                    .await
            }
            Db::Postgres(pool) => {
                let mut transaction = pool.begin().await?;
                let result = job(&mut Tx::Postgres(&mut transaction)).await;
                if result.is_ok() {
                    transaction.commit().await?;
                }
                result
            }
        }
    }

    /// Runs the write statement `statement` alone; the rows it changed. On SQLite it joins the
    /// writer's group commit; on Postgres it runs straight on a pooled connection, one statement
    /// being a transaction of its own there (a `BEGIN` and `COMMIT` around it would be two more
    /// round trips for nothing).
    pub(crate) async fn execute(&self, statement: Statement) -> Result<u64> {
        match self {
            Db::Sqlite { .. } => self.write(move |tx| Box::pin(tx.execute(statement))).await,
            Db::Postgres(pool) => pool.acquire().await?.execute(statement).await,
        }
    }

    /// Runs the write statement `statement` alone, as [`Db::execute`] does, and reads the rows it
    /// gives back (`RETURNING`): a claim's rows.
    pub(crate) async fn returning<T: Row + Send + 'static>(&self, statement: Statement) -> Result<Vec<T>> {
        match self {
            Db::Sqlite { .. } => self.write(move |tx| Box::pin(tx.all(statement))).await,
            Db::Postgres(pool) => pool.acquire().await?.all(statement).await,
        }
    }

    /// Whether the query `statement` gives a row.
    pub(crate) async fn exists(&self, statement: Statement) -> Result<bool> {
        match self {
            Db::Sqlite { readers, .. } => readers.acquire().await?.exists(statement).await,
            Db::Postgres(pool) => pool.acquire().await?.exists(statement).await,
        }
    }

    /// Whether this is Postgres, for the few statements whose text differs by backend (a claim
    /// that skips the rows other processes are claiming; a list's test, `Db::listed`).
    pub(crate) fn is_postgres(&self) -> bool {
        matches!(self, Db::Postgres(_))
    }

    /// Reads `statement`'s one row (none is an error), from the readers' pool.
    pub(crate) async fn one<T: Row>(&self, statement: Statement) -> Result<T> {
        match self {
            Db::Sqlite { readers, .. } => readers.acquire().await?.one(statement).await,
            Db::Postgres(pool) => pool.acquire().await?.one(statement).await,
        }
    }

    /// Reads `statement`'s first row, if it gives one.
    pub(crate) async fn optional<T: Row>(&self, statement: Statement) -> Result<Option<T>> {
        match self {
            Db::Sqlite { readers, .. } => readers.acquire().await?.optional(statement).await,
            Db::Postgres(pool) => pool.acquire().await?.optional(statement).await,
        }
    }

    /// Reads all of `statement`'s rows, in order.
    pub(crate) async fn all<T: Row>(&self, statement: Statement) -> Result<Vec<T>> {
        match self {
            Db::Sqlite { readers, .. } => readers.acquire().await?.all(statement).await,
            Db::Postgres(pool) => pool.acquire().await?.all(statement).await,
        }
    }
}
