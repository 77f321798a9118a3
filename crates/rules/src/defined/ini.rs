//! The `variants.ini` file format as the variant community writes it: sections named
//! `[name]` or `[name:parent]` (a game that inherits every rule of `parent` and changes some),
//! each holding `key = value` lines; `#` and `;` begin comments.
//!
//! This module only reads the text into sections. What a key means is
//! [`super::definition`]'s business; both report errors as a [`Fault`] naming the file, the line
//! and the key, and reading goes on after one, so that a whole file's faults are told at once.

use std::fmt;

use ortoo_i18n::{Lang, Said, Word, english};

/// Something wrong in a file, where it is, in words a person can act on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fault {
    /// The file's name as the reader was given it.
    pub file: String,
    /// From one; `0` for the file as a whole.
    pub line: usize,
    /// The variant the fault is in, when it is inside a section.
    pub variant: Option<String>,
    /// The key the fault is in, when it is in one.
    pub key: Option<String>,
    /// What is wrong, kept unsaid (a `fault-…` message of `variant_faults.ftl`, what it quotes
    /// from the file as its arguments), so that the page and the API say it in their reader's
    /// language.
    pub message: Said,
}

impl Fault {
    /// The whole fault, unsaid: its place (`mine.ini, line 3, [tiny], maxRank`), then what is
    /// wrong. Each part of the place is a message of its own, since languages write them apart.
    pub fn said(&self) -> Said {
        let mut place = Word::Text(self.file.clone());
        if self.line > 0 {
            place = Said::new("fault-at-line").arg("place", place).arg("line", self.line).into();
        }
        if let Some(variant) = &self.variant {
            place = Said::new("fault-in-variant").arg("place", place).arg("variant", variant).into();
        }
        if let Some(key) = &self.key {
            place = Said::new("fault-in-key").arg("place", place).arg("key", key).into();
        }
        Said::new("fault-at").arg("place", place).arg("fault", self.message.clone())
    }

    /// The whole fault in `t`'s words.
    pub fn said_in(&self, t: Lang) -> String {
        t.say(&self.said())
    }
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said_in(english()))
    }
}

impl std::error::Error for Fault {}

/// One `key = value` line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub key: String,
    pub value: String,
    pub line: usize,
}

/// One `[name:parent]` section with its lines, in file order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Section {
    pub name: String,
    pub parent: Option<String>,
    pub line: usize,
    pub entries: Vec<Entry>,
    /// The comment lines just above the section's name, joined: what the file says of the game,
    /// shown to players beside it (`# Capablanca chess: ten files, …`).
    pub about: String,
}

impl Section {
    /// The value a key was last given in this section (a later line overrides an earlier one,
    /// as in the files the format's engines read).
    pub fn get(&self, key: &str) -> Option<&Entry> {
        self.entries.iter().rev().find(|e| e.key == key)
    }
}

/// A file read into its sections, with every fault found on the way.
#[derive(Debug, Clone, Default)]
pub struct Parsed {
    pub sections: Vec<Section>,
    pub faults: Vec<Fault>,
}

/// Reads `text`, the contents of the file called `file`.
pub fn parse(file: &str, text: &str) -> Parsed {
    let mut parsed = Parsed::default();
    let fault = |line: usize, variant: Option<&str>, key: Option<&str>, message: Said| Fault {
        file: file.to_string(),
        line,
        variant: variant.map(str::to_string),
        key: key.map(str::to_string),
        message,
    };
    // The comment lines read since the last line that was not one.
    let mut comment: Vec<&str> = Vec::new();
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        let text = strip_comment(raw).trim();
        if text.is_empty() {
            match raw.trim_start().strip_prefix(['#', ';']) {
                Some(said) => comment.push(said.trim()),
                None => comment.clear(),
            }
            continue;
        }
        let about = std::mem::take(&mut comment).join(" ");
        if let Some(rest) = text.strip_prefix('[') {
            let Some(inside) = rest.strip_suffix(']') else {
                parsed.faults.push(fault(line, None, None, Said::new("fault-section-unclosed").arg("text", text)));
                continue;
            };
            let (name, parent) = match inside.split_once(':') {
                Some((name, parent)) => (name.trim(), Some(parent.trim())),
                None => (inside.trim(), None),
            };
            if let Some(bad) = [Some(name), parent].into_iter().flatten().find(|n| !is_name(n)) {
                parsed.faults.push(fault(line, None, None, Said::new("fault-variant-name").arg("name", bad)));
                // Lines up to the next section belong to no variant; they are skipped with it.
                parsed.sections.push(Section {
                    name: String::new(),
                    parent: None,
                    line,
                    entries: Vec::new(),
                    about: String::new(),
                });
                continue;
            }
            if parsed.sections.iter().any(|s| s.name == name) {
                parsed.faults.push(fault(line, Some(name), None, Said::new("fault-variant-twice")));
            }
            parsed.sections.push(Section {
                name: name.to_string(),
                parent: parent.map(str::to_string),
                line,
                entries: Vec::new(),
                about,
            });
            continue;
        }
        let Some((key, value)) = text.split_once('=') else {
            let variant = parsed.sections.last().map(|s| s.name.as_str());
            parsed.faults.push(fault(line, variant, None, Said::new("fault-not-key-value").arg("text", text)));
            continue;
        };
        let (key, value) = (key.trim(), value.trim());
        match parsed.sections.last_mut() {
            None => parsed.faults.push(fault(line, None, Some(key), Said::new("fault-key-outside-section"))),
            // A section whose name was refused: its keys were reported with it.
            Some(section) if section.name.is_empty() => {}
            Some(section) if key.is_empty() => {
                let name = section.name.clone();
                parsed.faults.push(fault(
                    line,
                    Some(&name),
                    None,
                    Said::new("fault-line-without-key").arg("text", text),
                ));
            }
            Some(section) => {
                section.entries.push(Entry { key: key.to_string(), value: value.to_string(), line });
            }
        }
    }
    parsed.sections.retain(|s| !s.name.is_empty());
    parsed
}

/// The line without its comment: from a `#` or `;` on (the format has no quoting).
fn strip_comment(line: &str) -> &str {
    line.find(['#', ';']).map_or(line, |at| &line[..at])
}

/// Whether `name` may name a variant: the id ortoo gives it is the name itself.
pub fn is_name(name: &str) -> bool {
    !name.is_empty() && name.len() <= 40 && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sections_inherit_and_keep_their_lines() {
        let parsed = parse(
            "mine.ini",
            "# my games\n[tiny:chess]\nmaxRank = 6 ; six ranks\n\n# Other: a game\n# of mine.\n[other]\n  startFen = 8/8 w - - 0 1\nmaxRank=7\nmaxRank = 9\n",
        );
        assert!(parsed.faults.is_empty(), "{:?}", parsed.faults);
        assert_eq!(parsed.sections.len(), 2);
        let tiny = &parsed.sections[0];
        assert_eq!((tiny.name.as_str(), tiny.parent.as_deref(), tiny.line), ("tiny", Some("chess"), 2));
        assert_eq!(tiny.about, "my games");
        assert_eq!(tiny.entries, vec![Entry { key: "maxRank".into(), value: "6".into(), line: 3 }]);
        let other = &parsed.sections[1];
        assert_eq!(other.parent, None);
        assert_eq!(other.about, "Other: a game of mine.");
        assert_eq!(other.get("startFen").map(|e| e.value.as_str()), Some("8/8 w - - 0 1"));
        assert_eq!(other.get("maxRank").map(|e| (e.value.as_str(), e.line)), Some(("9", 10)));
    }

    #[test]
    fn every_fault_is_told_with_its_place() {
        let parsed = parse("bad.ini", "maxRank = 8\n[ok]\nno equals sign\n[bad name!]\nx = 1\n[ok]\n[open\n");
        let told: Vec<String> = parsed.faults.iter().map(ToString::to_string).collect();
        assert_eq!(
            told,
            vec![
                "bad.ini, line 1, maxRank: a key before any [variant] section belongs to no variant",
                "bad.ini, line 3, [ok]: expected \"key = value\", found \"no equals sign\"",
                "bad.ini, line 4: \"bad name!\" is not a variant name (letters, digits, '-' and '_', up to 40)",
                "bad.ini, line 6, [ok]: the variant is defined twice in this file",
                "bad.ini, line 7: a section's name is written [name]: \"[open\"",
            ]
        );
        assert_eq!(parsed.sections.iter().map(|s| s.name.as_str()).collect::<Vec<_>>(), ["ok", "ok"]);
    }
}
