//! How the pages (and the web's other answers) word the things several of them show: times, and
//! a word at a sentence's start.

use ortoo_core::Timestamp;

/// A time as people read it: `2026-11-21 07:27 UTC`.
pub(super) fn human_time(at: Timestamp) -> String {
    let t = at.rfc3339();
    match (t.get(..10), t.get(11..16)) {
        (Some(day), Some(hm)) => format!("{day} {hm} UTC"),
        _ => t,
    }
}

/// `word` with its first letter a capital.
pub(crate) fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars.next().map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}
