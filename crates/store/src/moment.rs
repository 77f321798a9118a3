//! Times as the tables hold them: milliseconds since the Unix epoch in an integer column.
//!
//! The domain's [`Timestamp`] knows no SQL, and the orphan rule keeps sqlx's traits off it here,
//! so rows read and queries bind a [`Moment`], which is the same number, and hand the domain a
//! `Timestamp` through [`ReadAs`].

use ortoo_core::Timestamp;
use ortoo_core::ids::{
    ChallengeId, GameId, JobId, LinkId, MailCommandId, MessageId, NoticeId, TokenId, TournamentId, UserId,
    VariantFileId,
};

/// A [`Timestamp`] as sqlx reads and binds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, sqlx::Type)]
#[sqlx(transparent)]
pub(crate) struct Moment(i64);

impl From<Timestamp> for Moment {
    fn from(t: Timestamp) -> Moment {
        Moment(t.millis())
    }
}

impl From<Moment> for Timestamp {
    fn from(m: Moment) -> Timestamp {
        Timestamp::from_millis(m.0)
    }
}

/// A column's value as the domain keeps it: a [`Moment`] (or an optional one) as a
/// [`Timestamp`], anything else as it is. Lets rows that are read field for field into a domain
/// type name each field once.
pub(crate) trait ReadAs<T> {
    fn read(self) -> T;
}

impl<T> ReadAs<T> for T {
    fn read(self) -> T {
        self
    }
}

impl ReadAs<Timestamp> for Moment {
    fn read(self) -> Timestamp {
        self.into()
    }
}

impl ReadAs<Option<Timestamp>> for Option<Moment> {
    fn read(self) -> Option<Timestamp> {
        self.map(Timestamp::from)
    }
}

/// An id as a column holds it (text), read as its type.
macro_rules! read_ids {
    ($($id:ident),*) => {$(
        impl ReadAs<$id> for String {
            fn read(self) -> $id {
                $id::from_text(self)
            }
        }

        impl ReadAs<Option<$id>> for Option<String> {
            fn read(self) -> Option<$id> {
                self.map($id::from_text)
            }
        }
    )*};
}

read_ids!(
    ChallengeId,
    GameId,
    JobId,
    LinkId,
    MailCommandId,
    MessageId,
    NoticeId,
    TokenId,
    TournamentId,
    UserId,
    VariantFileId
);
