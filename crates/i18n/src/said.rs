//! A sentence kept to be read later, not yet in any language: a message's id and its arguments.
//! A notice in the outbox keeps one, and the mail or the page that shows it puts it into words in
//! its reader's language when it is read.

use std::borrow::Cow;
use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// A message's id and its arguments, as kept (JSON: `{"id":"notice-turn","args":{"ply":3}}`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Said {
    /// The message's id; borrowed where it is written in the code, as most are (a notice is
    /// made on every move: its ids and argument names cost no allocation).
    pub id: Cow<'static, str>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub args: BTreeMap<Cow<'static, str>, Word>,
    /// What to say where no language has the message: a name that may or may not have one (a
    /// piece of a player's own game is called as its file calls it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub or: Option<String>,
}

/// An argument of a message: a text (a name, a move), a number (a ply, a count: the language
/// chooses its plural by it), or another message (a game's ending, said in the same language).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Word {
    Number(i64),
    Text(String),
    Said(Said),
}

impl Said {
    /// The message `id`, with no arguments yet.
    pub fn new(id: impl Into<Cow<'static, str>>) -> Said {
        Said { id: id.into(), args: BTreeMap::new(), or: None }
    }

    /// The message `id` where a language has it, else `text` as it is: for names that the
    /// messages may or may not hold (`Said::named("piece-knight", "knight")`).
    pub fn named(id: impl Into<Cow<'static, str>>, text: impl Into<String>) -> Said {
        Said { or: Some(text.into()), ..Said::new(id) }
    }

    /// The argument `$name`.
    #[must_use]
    pub fn arg(mut self, name: &'static str, value: impl Into<Word>) -> Said {
        self.args.insert(Cow::Borrowed(name), value.into());
        self
    }

    /// As kept in a text column.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Read back from [`Said::to_json`]'s text; `None` for text that is not one.
    pub fn from_json(text: &str) -> Option<Said> {
        serde_json::from_str(text).ok()
    }
}

impl From<&str> for Word {
    fn from(text: &str) -> Word {
        Word::Text(text.to_string())
    }
}

impl From<&&str> for Word {
    fn from(text: &&str) -> Word {
        Word::Text((*text).to_string())
    }
}

impl From<String> for Word {
    fn from(text: String) -> Word {
        Word::Text(text)
    }
}

impl From<&String> for Word {
    fn from(text: &String) -> Word {
        Word::Text(text.clone())
    }
}

impl From<Said> for Word {
    fn from(said: Said) -> Word {
        Word::Said(said)
    }
}

/// Counts and numbers, by value and (as a page's template passes its fields) by reference.
macro_rules! numbers {
    ($($t:ty),*) => {$(
        impl From<$t> for Word {
            fn from(n: $t) -> Word {
                Word::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }

        impl From<&$t> for Word {
            fn from(n: &$t) -> Word {
                Word::from(*n)
            }
        }
    )*};
}

numbers!(i32, i64, u32, u64, usize);
