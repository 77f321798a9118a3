//! A key's value read as what it should be (a truth, a count, a file, a set of squares or of
//! pieces), or a fault naming the file, the line and the key.

use std::collections::HashMap;

use ortoo_i18n::Said;

use super::definition::{MAX_FILES, MAX_RANKS, Value};
use super::ini::{Entry, Fault};
use super::types::{Kind, Kinds, Region, Square};

/// A key's value as one type or another, with the fault for a bad one.
pub(super) struct Reader<'a> {
    pub(super) file: &'a str,
    pub(super) variant: &'a str,
    pub(super) faults: Vec<Fault>,
    /// Letters of pieces a section took away (`commoner = -`): a parent's keys naming them
    /// name nothing now, as in the format's engines, rather than a fault.
    pub(super) gone: Vec<char>,
}

impl Reader<'_> {
    /// A fault in `entry`'s key, saying `message` (a `fault-…` message).
    pub(super) fn fault(&mut self, entry: &Entry, message: Said) {
        self.faults.push(Fault {
            file: self.file.to_string(),
            line: entry.line,
            variant: Some(self.variant.to_string()),
            key: Some(entry.key.clone()),
            message,
        });
    }

    pub(super) fn bool(&mut self, entry: &Entry) -> Option<bool> {
        match entry.value.as_str() {
            "true" => Some(true),
            "false" => Some(false),
            other => {
                self.fault(entry, Said::new("fault-not-true-or-false").arg("value", other));
                None
            }
        }
    }

    pub(super) fn int(&mut self, entry: &Entry) -> Option<u32> {
        match entry.value.parse::<u32>() {
            Ok(n) => Some(n),
            Err(_) => {
                self.fault(entry, Said::new("fault-not-whole-number").arg("value", &entry.value));
                None
            }
        }
    }

    pub(super) fn value(&mut self, entry: &Entry) -> Option<Option<Value>> {
        match entry.value.as_str() {
            "win" => Some(Some(Value::Win)),
            "loss" => Some(Some(Value::Loss)),
            "draw" => Some(Some(Value::Draw)),
            "none" => Some(None),
            other => {
                self.fault(entry, Said::new("fault-not-result").arg("value", other));
                None
            }
        }
    }

    pub(super) fn file_of(&mut self, entry: &Entry, text: &str) -> Option<u8> {
        let t = text.trim();
        let file = if let Ok(n) = t.parse::<u8>() {
            n.checked_sub(1)
        } else if t.len() == 1 && t.as_bytes()[0].is_ascii_lowercase() {
            Some(t.as_bytes()[0] - b'a')
        } else {
            None
        };
        match file {
            Some(f) if f < MAX_FILES => Some(f),
            _ => {
                self.fault(entry, Said::new("fault-not-board-file").arg("value", t));
                None
            }
        }
    }

    pub(super) fn rank_of(&mut self, entry: &Entry, text: &str) -> Option<u8> {
        match text.trim().parse::<u8>() {
            Ok(n) if (1..=MAX_RANKS).contains(&n) => Some(n - 1),
            _ => {
                self.fault(entry, Said::new("fault-not-rank").arg("value", text.trim()).arg("max", MAX_RANKS));
                None
            }
        }
    }
}

/// The piece letters a set names: `nbrq`, `*` for every kind, `-` or nothing for none.
pub(super) fn kinds_named(reader: &mut Reader<'_>, entry: &Entry, letters: &HashMap<char, Kind>) -> Option<Kinds> {
    let text = entry.value.trim();
    if text == "*" {
        return Some(letters.values().copied().collect());
    }
    if text == "-" || text.is_empty() {
        return Some(Kinds::NONE);
    }
    let mut set = Kinds::NONE;
    for c in text.chars().filter(|c| !c.is_whitespace()) {
        match letters.get(&c.to_ascii_lowercase()) {
            Some(&k) => set = set.with(k),
            None if reader.gone.contains(&c.to_ascii_lowercase()) => {}
            None => {
                reader.fault(entry, Said::new("fault-no-piece-lettered").arg("letter", c.to_string()));
                return None;
            }
        }
    }
    Some(set)
}

/// Why `word` is no square of the board.
fn not_a_square(word: &str, files: u8, ranks: u8) -> Said {
    Said::new("fault-not-square").arg("square", word).arg("files", files).arg("ranks", ranks)
}

/// A list of squares: `d4 e4`, `*8` for a whole rank, `a*` for a whole file, `-` for none.
pub(super) fn region(reader: &mut Reader<'_>, entry: &Entry, files: u8, ranks: u8) -> Option<Region> {
    let mut set = Region::EMPTY;
    for word in entry.value.split_whitespace() {
        if word == "-" {
            continue;
        }
        let (file, rank) = word.split_at(word.chars().next().map_or(0, char::len_utf8));
        let files_in: Vec<u8> = if file == "*" {
            (0..files).collect()
        } else {
            match file.as_bytes().first() {
                Some(b) if b.is_ascii_lowercase() && b - b'a' < files => vec![b - b'a'],
                _ => {
                    reader.fault(entry, not_a_square(word, files, ranks));
                    return None;
                }
            }
        };
        let ranks_in: Vec<u8> = if rank == "*" {
            (0..ranks).collect()
        } else {
            match rank.parse::<u8>() {
                Ok(r) if (1..=ranks).contains(&r) => vec![r - 1],
                _ => {
                    reader.fault(entry, not_a_square(word, files, ranks));
                    return None;
                }
            }
        };
        for &r in &ranks_in {
            for &f in &files_in {
                set = set.with(Square::new(r as usize * files as usize + f as usize));
            }
        }
    }
    Some(set)
}
