//! What a query can meet, as the store crate keeps it until it leaves as the domain's
//! [`StoreError`]: every query module returns this crate's [`Result`].

use ortoo_core::StoreError;

use crate::is_unique_violation;

/// What a query met, before it leaves the crate as the domain's [`StoreError`] (sqlx's error
/// is kept whole until then, for `?` in every query body).
#[derive(Debug, thiserror::Error)]
pub enum Failure {
    /// A unique constraint refused the write (a name taken, a ply already played).
    #[error("conflict")]
    Conflict,
    /// The write's idempotency key has an answer kept already (see `store::check_key`).
    #[error("idempotency key used")]
    KeyUsed,
    /// A stored value this build cannot read (a word that names nothing it knows).
    #[error("corrupt data: {0}")]
    Corrupt(String),
    #[error(transparent)]
    Db(#[from] sqlx::Error),
    /// A statement the SQLite writer ran itself failed (see `direct.rs`).
    #[error(transparent)]
    Direct(#[from] rusqlite::Error),
}

impl Failure {
    /// Whether the database failed (as opposed to the write finding the data not as it
    /// expected): the writer's whole batch is then rolled back.
    pub(crate) fn is_database(&self) -> bool {
        matches!(self, Failure::Db(_) | Failure::Direct(_))
    }
}

impl From<Failure> for StoreError {
    fn from(f: Failure) -> StoreError {
        match f {
            Failure::Conflict => StoreError::Conflict,
            Failure::KeyUsed => StoreError::KeyUsed,
            Failure::Corrupt(what) => StoreError::Corrupt(what),
            Failure::Db(e) => StoreError::Backend(Box::new(e)),
            Failure::Direct(e) => StoreError::Backend(Box::new(e)),
        }
    }
}

/// Runs a query's body and reports what it met as the domain's [`StoreError`]: each method of
/// the domain's store traits is its query, wrapped in this (see `Db`'s implementations) under
/// the method's name. Its time, from the asking task's view (a write's wait for SQLite's writer
/// included), goes to `ortoo_db_query_seconds` by that name, a failure of the database to
/// `ortoo_db_query_failures_total`; a debug-level span `query` names it in the log, within the
/// request or job that asked.
pub(crate) async fn reported<T>(
    query: &'static str,
    body: impl Future<Output = Result<T>>,
) -> std::result::Result<T, StoreError> {
    use tracing::Instrument;
    let started = ortoo_core::figures::recording().then(std::time::Instant::now);
    let result = body.instrument(tracing::debug_span!("query", name = query)).await;
    if let Some(started) = started {
        metrics::histogram!("ortoo_db_query_seconds", "query" => query).record(started.elapsed().as_secs_f64());
    }
    match result {
        Ok(value) => Ok(value),
        Err(failure) => {
            if failure.is_database() && started.is_some() {
                metrics::counter!("ortoo_db_query_failures_total", "query" => query).increment(1);
            }
            Err(failure.into())
        }
    }
}

pub(crate) fn conflict_or(e: sqlx::Error) -> Failure {
    if is_unique_violation(&e) { Failure::Conflict } else { Failure::Db(e) }
}

/// A statement's failure, a unique violation of it as [`Failure::Conflict`] (for a write whose
/// statement runs as a [`crate::statement::Statement`], failing as [`Failure::Db`]).
pub(crate) fn conflict_on_unique(f: Failure) -> Failure {
    match f {
        Failure::Db(e) => conflict_or(e),
        other => other,
    }
}

pub type Result<T> = std::result::Result<T, Failure>;
