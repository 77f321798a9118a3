//! A statement with its arguments as plain values, so that one text and one list of arguments
//! runs through sqlx (PostgreSQL, and SQLite's writes as jobs of their own) or directly on the
//! SQLite writer's thread ([`crate::direct`]). The move's write is made of these: it is written
//! once, as [`crate::games::write_moves`], for every way it runs.

use ortoo_core::Timestamp;

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
    pub(crate) sql: &'static str,
    pub(crate) args: Vec<Arg>,
}

impl Statement {
    pub(crate) fn new(sql: &'static str) -> Statement {
        Statement { sql, args: Vec::new() }
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

/// Reads rows inside a write, through sqlx on either backend (the writes that read as they write,
/// as rating a game does; SQLite's writer runs none of these itself).
pub(crate) trait Fetch {
    /// Runs the query `statement`; its one row, read as `T`.
    async fn one<T>(&mut self, statement: Statement) -> Result<T>
    where
        T: for<'r> sqlx::FromRow<'r, sqlx::sqlite::SqliteRow> + for<'r> sqlx::FromRow<'r, sqlx::postgres::PgRow>;
}

/// The statement as an sqlx query, its arguments bound as the Rust types they hold.
macro_rules! bound {
    ($statement:expr) => {{
        let statement: &Statement = $statement;
        let mut query = sqlx::query(statement.sql);
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
    }};
}

impl Run for sqlx::SqliteConnection {
    async fn execute(&mut self, statement: Statement) -> Result<u64> {
        Ok(bound!(&statement).execute(&mut *self).await?.rows_affected())
    }

    async fn exists(&mut self, statement: Statement) -> Result<bool> {
        Ok(bound!(&statement).fetch_optional(&mut *self).await?.is_some())
    }

    async fn text(&mut self, statement: Statement) -> Result<Option<String>> {
        let row = bound!(&statement).fetch_optional(&mut *self).await?;
        Ok(row.map(|row| sqlx::Row::try_get(&row, 0)).transpose()?)
    }
}

impl Run for sqlx::PgConnection {
    async fn execute(&mut self, statement: Statement) -> Result<u64> {
        Ok(bound!(&statement).execute(&mut *self).await?.rows_affected())
    }

    async fn exists(&mut self, statement: Statement) -> Result<bool> {
        Ok(bound!(&statement).fetch_optional(&mut *self).await?.is_some())
    }

    async fn text(&mut self, statement: Statement) -> Result<Option<String>> {
        let row = bound!(&statement).fetch_optional(&mut *self).await?;
        Ok(row.map(|row| sqlx::Row::try_get(&row, 0)).transpose()?)
    }
}

impl Fetch for sqlx::SqliteConnection {
    async fn one<T>(&mut self, statement: Statement) -> Result<T>
    where
        T: for<'r> sqlx::FromRow<'r, sqlx::sqlite::SqliteRow> + for<'r> sqlx::FromRow<'r, sqlx::postgres::PgRow>,
    {
        let row = bound!(&statement).fetch_one(&mut *self).await?;
        Ok(T::from_row(&row)?)
    }
}

impl Fetch for sqlx::PgConnection {
    async fn one<T>(&mut self, statement: Statement) -> Result<T>
    where
        T: for<'r> sqlx::FromRow<'r, sqlx::sqlite::SqliteRow> + for<'r> sqlx::FromRow<'r, sqlx::postgres::PgRow>,
    {
        let row = bound!(&statement).fetch_one(&mut *self).await?;
        Ok(T::from_row(&row)?)
    }
}
