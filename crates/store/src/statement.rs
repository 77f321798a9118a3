//! A statement with its arguments as plain values, so that one text and one list of arguments
//! runs through sqlx (PostgreSQL, and SQLite's writes as jobs of their own) or directly on the
//! SQLite writer's thread ([`crate::direct`]). The move's write is made of these: it is written
//! once, as [`crate::games::write_moves`], for every way it runs.

use std::borrow::Cow;

use ortoo_core::Timestamp;
use sqlx::postgres::PgRow;
use sqlx::sqlite::SqliteRow;

use crate::failure::Result;

/// An argument, as both backends store it (times as milliseconds).
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Arg {
    Int(Option<i64>),
    Text(Option<String>),
    /// A word of one of the domain's enums (a state, a kind, a side), as it is stored.
    Word(&'static str),
    Bool(bool),
    Real(f64),
}

impl From<f64> for Arg {
    fn from(v: f64) -> Arg {
        Arg::Real(v)
    }
}

impl From<i64> for Arg {
    fn from(v: i64) -> Arg {
        Arg::Int(Some(v))
    }
}

impl From<Option<i64>> for Arg {
    fn from(v: Option<i64>) -> Arg {
        Arg::Int(v)
    }
}

impl From<Timestamp> for Arg {
    fn from(t: Timestamp) -> Arg {
        Arg::Int(Some(t.millis()))
    }
}

impl From<Option<Timestamp>> for Arg {
    fn from(t: Option<Timestamp>) -> Arg {
        Arg::Int(t.map(Timestamp::millis))
    }
}

impl From<&str> for Arg {
    fn from(v: &str) -> Arg {
        Arg::Text(Some(v.to_string()))
    }
}

impl From<String> for Arg {
    fn from(v: String) -> Arg {
        Arg::Text(Some(v))
    }
}

impl From<&String> for Arg {
    fn from(v: &String) -> Arg {
        Arg::Text(Some(v.clone()))
    }
}

impl From<Option<String>> for Arg {
    fn from(v: Option<String>) -> Arg {
        Arg::Text(v)
    }
}

impl From<Option<&str>> for Arg {
    fn from(v: Option<&str>) -> Arg {
        Arg::Text(v.map(str::to_string))
    }
}

impl From<bool> for Arg {
    fn from(v: bool) -> Arg {
        Arg::Bool(v)
    }
}

/// A statement's text (with `$1`, `$2`… placeholders) and its arguments in order.
#[derive(Clone, Debug)]
pub(crate) struct Statement {
    pub(crate) sql: Cow<'static, str>,
    pub(crate) args: Vec<Arg>,
}

impl Statement {
    pub(crate) fn new(sql: &'static str) -> Statement {
        Statement { sql: Cow::Borrowed(sql), args: Vec::new() }
    }

    /// A statement whose text is made per call: only where it differs by backend (a list's
    /// test, see `Db::listed`) or is put together from fixed parts; never from a value, which
    /// is always an argument.
    pub(crate) fn made(sql: String) -> Statement {
        Statement { sql: Cow::Owned(sql), args: Vec::new() }
    }

    /// The next argument (`$1` first).
    pub(crate) fn arg(mut self, value: impl Into<Arg>) -> Statement {
        self.args.push(value.into());
        self
    }

    /// The next argument, a stored word of one of the domain's enums (`GameStatus::Active.as_str()`).
    pub(crate) fn word(mut self, word: &'static str) -> Statement {
        self.args.push(Arg::Word(word));
        self
    }
}

/// Runs statements inside a write: a connection of either backend through sqlx, or SQLite's
/// writer directly.
pub(crate) trait Run {
    /// Runs `statement`; the rows it changed.
    async fn execute(&mut self, statement: Statement) -> Result<u64>;

    /// Runs the query `statement`; whether it gave a row.
    async fn exists(&mut self, statement: Statement) -> Result<bool>;

    /// Runs the query `statement`; its first row's first column, as text, if it gave a row.
    async fn text(&mut self, statement: Statement) -> Result<Option<String>>;
}

/// A row as both backends read it (a struct deriving `FromRow`, or a tuple of columns).
pub(crate) trait Row:
    for<'r> sqlx::FromRow<'r, SqliteRow> + for<'r> sqlx::FromRow<'r, PgRow> + Send + Unpin
{
}

impl<T> Row for T where T: for<'r> sqlx::FromRow<'r, SqliteRow> + for<'r> sqlx::FromRow<'r, PgRow> + Send + Unpin {}

/// Reads rows through sqlx on either backend: from a pool ([`crate::Db`]'s reads), or inside a
/// write ([`crate::tx::Tx`]: the writes that read as they write, as rating a game does).
pub(crate) trait Fetch {
    /// Runs the query `statement`; its one row, read as `T` (no row is an error).
    async fn one<T: Row>(&mut self, statement: Statement) -> Result<T>;

    /// Runs the query `statement`; its first row, if it gave one.
    async fn optional<T: Row>(&mut self, statement: Statement) -> Result<Option<T>>;

    /// Runs the query `statement`; all its rows, in order.
    async fn all<T: Row>(&mut self, statement: Statement) -> Result<Vec<T>>;
}

/// The statement as an sqlx query of backend `DB`, its arguments bound as the Rust types they
/// hold.
pub(crate) fn bound<'q, DB>(statement: &'q Statement) -> sqlx::query::Query<'q, DB, <DB as sqlx::Database>::Arguments>
where
    DB: sqlx::Database,
    Option<i64>: sqlx::Encode<'q, DB> + sqlx::Type<DB>,
    Option<&'q str>: sqlx::Encode<'q, DB> + sqlx::Type<DB>,
    bool: sqlx::Encode<'q, DB> + sqlx::Type<DB>,
    f64: sqlx::Encode<'q, DB> + sqlx::Type<DB>,
    &'q str: sqlx::Encode<'q, DB> + sqlx::Type<DB>,
{
    let mut query = match &statement.sql {
        Cow::Borrowed(sql) => sqlx::query(*sql),
        Cow::Owned(sql) => sqlx::query(sqlx::AssertSqlSafe(sql.clone())),
    };
    for arg in &statement.args {
        query = match arg {
            Arg::Int(v) => query.bind(*v),
            Arg::Text(v) => query.bind(v.as_deref()),
            Arg::Word(w) => query.bind(*w),
            Arg::Bool(v) => query.bind(*v),
            Arg::Real(v) => query.bind(*v),
        };
    }
    query
}

/// A connection of either backend runs statements through sqlx.
macro_rules! runs_through_sqlx {
    ($($connection:ty),*) => {$(
        impl Run for $connection {
            async fn execute(&mut self, statement: Statement) -> Result<u64> {
                Ok(bound(&statement).execute(&mut *self).await?.rows_affected())
            }

            async fn exists(&mut self, statement: Statement) -> Result<bool> {
                Ok(bound(&statement).fetch_optional(&mut *self).await?.is_some())
            }

            async fn text(&mut self, statement: Statement) -> Result<Option<String>> {
                let row = bound(&statement).fetch_optional(&mut *self).await?;
                Ok(row.map(|row| sqlx::Row::try_get(&row, 0)).transpose()?)
            }
        }

        impl Fetch for $connection {
            async fn one<T: Row>(&mut self, statement: Statement) -> Result<T> {
                let row = bound(&statement).fetch_one(&mut *self).await?;
                Ok(T::from_row(&row)?)
            }

            async fn optional<T: Row>(&mut self, statement: Statement) -> Result<Option<T>> {
                let row = bound(&statement).fetch_optional(&mut *self).await?;
                Ok(row.map(|row| T::from_row(&row)).transpose()?)
            }

            async fn all<T: Row>(&mut self, statement: Statement) -> Result<Vec<T>> {
                let rows = bound(&statement).fetch_all(&mut *self).await?;
                Ok(rows.iter().map(T::from_row).collect::<std::result::Result<_, _>>()?)
            }
        }
    )*};
}

runs_through_sqlx!(sqlx::SqliteConnection, sqlx::PgConnection);
