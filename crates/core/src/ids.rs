//! Ids as types of their own, so a game's id cannot be passed where a player's is wanted.
//!
//! Every id is opaque text (a UUID v7 in its simple form: time-ordered, so indexes stay
//! compact). It is text at every edge (URLs, SQL, JSON, e-mail tokens): each type serialises as a
//! plain string and gives its text with `as_str`, but never passes for a `str` (no `Deref`), so
//! neither another kind of id nor any text can be handed where it is wanted.

use std::fmt;

use serde::{Deserialize, Serialize};

macro_rules! id_type {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[serde(transparent)]
        pub struct $name(String);

        impl $name {
            /// A new, unique id.
            #[must_use]
            pub fn new() -> $name {
                $name(uuid::Uuid::now_v7().simple().to_string())
            }

            /// An id as stored or sent; ids are opaque, so any text is taken as it is.
            pub fn from_text(text: impl Into<String>) -> $name {
                $name(text.into())
            }

            pub fn as_str(&self) -> &str {
                &self.0
            }

            pub fn into_string(self) -> String {
                self.0
            }
        }

        impl Default for $name {
            fn default() -> $name {
                $name::new()
            }
        }

        impl AsRef<str> for $name {
            fn as_ref(&self) -> &str {
                &self.0
            }
        }

        impl std::borrow::Borrow<str> for $name {
            fn borrow(&self) -> &str {
                &self.0
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.0)
            }
        }

        impl PartialEq<str> for $name {
            fn eq(&self, other: &str) -> bool {
                self.0 == other
            }
        }

        impl PartialEq<&str> for $name {
            fn eq(&self, other: &&str) -> bool {
                self.0 == *other
            }
        }

        impl From<$name> for String {
            fn from(id: $name) -> String {
                id.0
            }
        }
    };
}

id_type!(
    /// A player's account (the engine is one too: [`ENGINE_ID`]).
    UserId
);
id_type!(
    /// A game.
    GameId
);
id_type!(
    /// A message of a game's conversation.
    MessageId
);
id_type!(
    /// A player's file of variants.
    VariantFileId
);
id_type!(
    /// A challenge or open seek.
    ChallengeId
);
id_type!(
    /// A notice in the outbox.
    NoticeId
);
id_type!(
    /// An API token (its public id, not its secret).
    TokenId
);
id_type!(
    /// A job the engine owes.
    JobId
);
id_type!(
    /// A tournament.
    TournamentId
);
id_type!(
    /// A single-use link mailed for an account (a verification, a reset).
    LinkId
);
id_type!(
    /// A command that came by mail, held until its sender confirms it.
    MailCommandId
);

/// The engine's own account: it plays as a user, can never log in and gets no mail.
pub const ENGINE_ID: &str = "engine";

impl UserId {
    /// The engine's account.
    pub fn engine() -> UserId {
        UserId::from_text(ENGINE_ID)
    }

    pub fn is_engine(&self) -> bool {
        self.0 == ENGINE_ID
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn new_ids_are_unique_simple_uuids_that_sort_by_time() {
        let (a, b) = (GameId::new(), GameId::new());
        assert_ne!(a, b);
        assert_eq!(a.as_str().len(), 32);
        assert!(a.as_str().chars().all(|c| c.is_ascii_hexdigit()));
        assert!(a < b, "v7 ids sort by creation");
        assert_eq!(serde_json::to_string(&a).unwrap(), format!("\"{a}\""));
    }
}
