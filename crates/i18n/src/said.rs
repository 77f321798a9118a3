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

    /// A text the same in every language: words from a source that has no messages (what a
    /// library says), or a name.
    pub fn as_is(text: impl Into<String>) -> Said {
        Said::named("", text)
    }

    /// The argument `$name`.
    #[must_use]
    pub fn arg(mut self, name: &'static str, value: impl Into<Word>) -> Said {
        self.args.insert(Cow::Borrowed(name), value.into());
        self
    }

    /// As kept in a text column: compact, as a notice is kept on every move. Where its
    /// arguments are the English message's variables exactly, a JSON array of the id and their
    /// values in the variables' alphabetical order (`["notice-turn","bob",5]`); else an object
    /// naming them (`{"id":…,"args":{…},"or":…}`).
    pub fn to_json(&self) -> String {
        self.kept().to_string()
    }

    /// Read back from [`Said::to_json`]'s text; `None` for text that is not one.
    pub fn from_json(text: &str) -> Option<Said> {
        Said::from_kept(&serde_json::from_str(text).ok()?)
    }

    /// The kept form as a JSON value (see [`Said::to_json`]).
    pub fn kept(&self) -> serde_json::Value {
        use serde_json::Value;
        let positional = self.or.is_none()
            && crate::variables::of(&self.id)
                .is_some_and(|names| names.iter().eq(self.args.keys().map(|k| k.as_ref())));
        if !positional {
            let mut object = serde_json::Map::new();
            object.insert("id".into(), Value::String(self.id.to_string()));
            if !self.args.is_empty() {
                let args = self.args.iter().map(|(name, word)| (name.to_string(), word.kept())).collect();
                object.insert("args".into(), Value::Object(args));
            }
            if let Some(or) = &self.or {
                object.insert("or".into(), Value::String(or.clone()));
            }
            return Value::Object(object);
        }
        let mut array = Vec::with_capacity(self.args.len() + 1);
        array.push(Value::String(self.id.to_string()));
        array.extend(self.args.values().map(Word::kept));
        Value::Array(array)
    }

    /// Read back from [`Said::kept`]'s value.
    pub fn from_kept(value: &serde_json::Value) -> Option<Said> {
        use serde_json::Value;
        match value {
            Value::Array(items) => {
                let (id, values) = items.split_first()?;
                let id = id.as_str()?.to_string();
                let names = crate::variables::of(&id)?;
                if names.len() != values.len() {
                    return None;
                }
                let mut said = Said::new(id);
                for (name, value) in names.iter().zip(values) {
                    said.args.insert(Cow::Owned(name.clone()), Word::from_kept(value)?);
                }
                Some(said)
            }
            Value::Object(object) => {
                let mut said = Said::new(object.get("id")?.as_str()?.to_string());
                if let Some(args) = object.get("args") {
                    for (name, value) in args.as_object()? {
                        said.args.insert(Cow::Owned(name.clone()), Word::from_kept(value)?);
                    }
                }
                said.or = object.get("or").and_then(Value::as_str).map(str::to_string);
                Some(said)
            }
            _ => None,
        }
    }
}

impl Word {
    fn kept(&self) -> serde_json::Value {
        match self {
            Word::Number(n) => serde_json::Value::from(*n),
            Word::Text(text) => serde_json::Value::String(text.clone()),
            Word::Said(said) => said.kept(),
        }
    }

    fn from_kept(value: &serde_json::Value) -> Option<Word> {
        match value {
            serde_json::Value::Number(n) => n.as_i64().map(Word::Number),
            serde_json::Value::String(text) => Some(Word::Text(text.clone())),
            other => Said::from_kept(other).map(Word::Said),
        }
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

numbers!(u8, i32, i64, u32, u64, usize);
