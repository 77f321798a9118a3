//! What ortoo says, in each player's language. Every sentence a person reads is a Project Fluent
//! message, written once per language in `locales/<tag>/*.ftl`; this crate holds them (embedded
//! in the binary), picks a language for a reader, and formats a message in it: plurals, and the
//! words a language chooses by a number or a side, as the `.ftl` file says.
//!
//! A page formats its messages as it renders (`t.msg("nav-lobby")`). What is kept to be read
//! later, such as a notice in the outbox, is kept as a [`Said`]: the message's id and its
//! arguments, put into words only when it is read, in the reader's language of that day.
//!
//! Adding a language is a folder of `.ftl` files under `locales/` and its line in [`LANGUAGES`];
//! `docs/languages.md` says how, and the crate's tests refuse a folder without its line, a line
//! without its folder, and a message missing from any language.

mod choice;
mod said;
mod variables;

use std::fmt;
use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

pub use choice::negotiate;
pub use said::{Said, Word};
pub use variables::SIDES;

include!(concat!(env!("OUT_DIR"), "/locales.rs"));

/// The languages, in the order a chooser lists them: each one's tag (its folder's name, a BCP 47
/// tag) and its name in its own words. The first is the one every message is written in first,
/// and the one a message missing elsewhere falls back to.
pub const LANGUAGES: &[(&str, &str)] = &[
    ("en", "English"),
    ("zh-Hans", "简体中文"),
    ("ja", "日本語"),
    ("ko", "한국어"),
    ("th", "ไทย"),
    ("ru", "Русский"),
    ("de", "Deutsch"),
    ("es", "Español"),
    ("fr", "Français"),
    ("pt", "Português"),
    ("vi", "Tiếng Việt"),
];

/// The start of the message naming a game in a language (`game-name-shogi`: 将棋 in Japanese),
/// each made from the title of the game's guide in that language; none in English, where a
/// game's name is its own.
pub const GAME_NAME: &str = "game-name-";

/// One language: its messages and what it is called.
pub struct Language {
    tag: &'static str,
    name: &'static str,
    bundle: FluentBundle<FluentResource>,
}

/// A language as the pages and the mail hold it: chosen once per request or letter.
pub type Lang = &'static Language;

static ALL: LazyLock<Vec<Language>> =
    LazyLock::new(|| LANGUAGES.iter().map(|&(tag, name)| Language::load(tag, name)).collect());

/// Every language, in [`LANGUAGES`]'s order.
pub fn all() -> &'static [Language] {
    &ALL
}

/// The language every message is written in first.
pub fn english() -> Lang {
    &all()[0]
}

/// The language a reader chose (a tag, as a setting keeps it), else English.
pub fn chosen(tag: Option<&str>) -> Lang {
    tag.and_then(find).unwrap_or_else(english)
}

/// The language of `tag`, compared without case (`zh-hans`, `JA`); a tag with a region or
/// script this list does not have finds its language (`pt-BR` is `pt`, `zh-CN` is `zh-Hans`).
pub fn find(tag: &str) -> Option<Lang> {
    let tag = tag.trim();
    if tag.is_empty() {
        return None;
    }
    if let Some(exact) = all().iter().find(|l| l.tag.eq_ignore_ascii_case(tag)) {
        return Some(exact);
    }
    let primary = tag.split(['-', '_']).next().unwrap_or(tag);
    all().iter().find(|l| l.primary().eq_ignore_ascii_case(primary))
}

impl Language {
    fn load(tag: &'static str, name: &'static str) -> Language {
        let id: LanguageIdentifier = tag.parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // No Unicode isolation marks around arguments: no language here is written right to
        // left, and the marks would show in mail subjects and plain-text mail.
        bundle.set_use_isolating(false);
        for (_, _, text) in FILES.iter().filter(|(folder, _, _)| *folder == tag) {
            // A file that does not parse keeps the messages it could read; the crate's tests
            // fail on it, so none ships.
            let resource = FluentResource::try_new((*text).to_string()).unwrap_or_else(|(partial, _)| partial);
            // A message defined twice keeps its first text; the tests fail on that too.
            let _ = bundle.add_resource(resource);
        }
        // The games' names in this language, from their guides' titles (`game-name-<id>`).
        let names: String = GAME_NAMES
            .iter()
            .filter(|(folder, _, _)| *folder == tag)
            .map(|(_, id, name)| format!("{GAME_NAME}{id} = {name}\n"))
            .collect();
        let _ = bundle.add_resource(FluentResource::try_new(names).unwrap_or_else(|(partial, _)| partial));
        Language { tag, name, bundle }
    }

    /// The BCP 47 tag (`ja`, `zh-Hans`), as pages write it in `<html lang>`.
    pub fn tag(&self) -> &'static str {
        self.tag
    }

    /// The language's name in its own words (`日本語`).
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// The tag's language alone (`zh` of `zh-Hans`).
    fn primary(&self) -> &'static str {
        self.tag.split('-').next().unwrap_or(self.tag)
    }

    /// Whether this language has the message `id` itself (not through the fallback).
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }

    /// The message `id`, which takes no arguments.
    pub fn text(&self, id: &str) -> String {
        self.format(id, &[])
    }

    /// The message `id` with its arguments, for a page to write (`{{ t.msg("x").arg("n", 2) }}`).
    pub fn msg<'a>(&'static self, id: &'a str) -> Message<'a> {
        Message { lang: self, id, args: Vec::new() }
    }

    /// What `said` says, in this language: its arguments that are messages themselves are put
    /// into words first, in this language too.
    pub fn say(&self, said: &Said) -> String {
        if let Some(text) = &said.or
            && !self.has(&said.id)
            && !english().has(&said.id)
        {
            return text.clone();
        }
        let args: Vec<(&str, Word)> = said
            .args
            .iter()
            .map(|(name, word)| match word {
                Word::Said(inner) => (name.as_ref(), Word::Text(self.say(inner))),
                other => (name.as_ref(), other.clone()),
            })
            .collect();
        self.format(&said.id, &args)
    }

    /// The message `id` formatted with `args`; a message this language lacks is English's, and
    /// one no language has is its id (the tests keep both from shipping).
    fn format(&self, id: &str, args: &[(&str, Word)]) -> String {
        let language = if self.bundle.has_message(id) { self } else { english() };
        let Some(pattern) = language.bundle.get_message(id).and_then(|m| m.value()) else {
            return id.to_string();
        };
        let mut fluent_args = FluentArgs::new();
        for (name, word) in args {
            match word {
                Word::Text(text) => fluent_args.set(*name, FluentValue::from(text.as_str())),
                Word::Number(n) => fluent_args.set(*name, FluentValue::from(*n)),
                // `say` has put these into words already; a page's own argument never is one.
                Word::Said(inner) => fluent_args.set(*name, FluentValue::from(language.say(inner))),
            }
        }
        let mut errors = Vec::new();
        let text = language.bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
        text.into_owned()
    }
}

impl fmt::Debug for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Language").field("tag", &self.tag).finish()
    }
}

impl PartialEq for Language {
    fn eq(&self, other: &Language) -> bool {
        self.tag == other.tag
    }
}

impl Eq for Language {}

/// A message with its arguments, written when displayed: what a page template writes.
pub struct Message<'a> {
    lang: Lang,
    id: &'a str,
    args: Vec<(&'a str, Word)>,
}

impl<'a> Message<'a> {
    /// The argument `$name`.
    #[must_use]
    pub fn arg(mut self, name: &'a str, value: impl Into<Word>) -> Message<'a> {
        self.args.push((name, value.into()));
        self
    }
}

impl fmt::Display for Message<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.lang.format(self.id, &self.args))
    }
}

#[cfg(test)]
mod tests;
