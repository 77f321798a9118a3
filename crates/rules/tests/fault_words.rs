//! The faults found in a file of variants are messages (`variant_faults.ftl`), said in their
//! reader's language: every fault the rules name has its English words, every language words
//! each in its own (no run of the English sentence left in it, but the format's own words), and a
//! fault is said whole, its place too, with what it quotes from the file as the file has it.

use std::borrow::Cow;
use std::path::Path;

use ortoo_i18n::{Said, Word, english};

/// The folder of the messages, beside this crate.
const LOCALES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../i18n/locales");

/// How many words in a row of the English make a sentence left untranslated.
const RUN: usize = 4;

/// The format's own words, which every language writes as the file does.
const FORMAT_WORDS: &[&str] = &[
    "true",
    "false",
    "win",
    "loss",
    "draw",
    "none",
    "makruk",
    "cambodian",
    "asean",
    "axf",
    "duck",
    "arrow",
    "past",
    "edge",
    "static",
    "janggi",
    "unweighted",
    "whitedrawodds",
    "blackdrawodds",
    "ortoo",
    "variants.ini",
];

/// Every `"fault-…"` id written in the Rust files under `dir`.
fn ids_named_in(dir: &Path, ids: &mut Vec<String>) {
    for entry in std::fs::read_dir(dir).expect("the sources are readable") {
        let path = entry.expect("a folder entry").path();
        if path.is_dir() {
            ids_named_in(&path, ids);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).expect("a source is readable");
            for (at, _) in text.match_indices("\"fault-") {
                let rest = &text[at + 1..];
                let end = rest.find(|c: char| !(c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'));
                if let Some(end) = end.filter(|&end| rest[end..].starts_with('"')) {
                    ids.push(rest[..end].to_string());
                }
            }
        }
    }
}

/// The messages of `tag`'s `variant_faults.ftl`: each id with the variables its text names.
fn messages(tag: &str) -> Vec<(String, Vec<String>)> {
    let text = std::fs::read_to_string(format!("{LOCALES}/{tag}/variant_faults.ftl")).expect("the file is readable");
    let mut messages: Vec<(String, Vec<String>)> = Vec::new();
    for line in text.lines() {
        if let Some((id, _)) = line.split_once(" = ").filter(|(id, _)| id.starts_with("fault-")) {
            messages.push((id.to_string(), Vec::new()));
        }
        if line.starts_with('#') {
            continue;
        }
        if let Some((_, names)) = messages.last_mut() {
            for (at, _) in line.match_indices('$') {
                let name: String = line[at + 1..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                    .collect();
                if !names.contains(&name) {
                    names.push(name);
                }
            }
        }
    }
    messages
}

/// The message `id` with each of `names` given as a mark that no word holds.
fn marked(id: &str, names: &[String]) -> Said {
    let mut said = Said::new(id.to_string());
    for name in names {
        said.args.insert(Cow::Owned(name.clone()), Word::Text("§".into()));
    }
    said
}

/// A text's words, without the punctuation around them; a mark ends a run.
fn words(text: &str) -> Vec<String> {
    text.split(|c: char| c.is_whitespace() || c == '§')
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()).to_string())
        .filter(|w| !w.is_empty())
        .collect()
}

/// Whether a word is English prose rather than notation or the format's own: a lower-case word
/// of three letters or more that the format does not define (its keys are written in camel case).
fn prose(word: &str) -> bool {
    word.len() >= 3 && word.chars().all(|c| c.is_ascii_lowercase()) && !FORMAT_WORDS.contains(&word)
}

#[test]
fn every_fault_the_rules_name_has_its_english_words() {
    let mut ids = Vec::new();
    ids_named_in(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut ids);
    ids.sort();
    ids.dedup();
    assert!(ids.len() > 100, "the sources name {} faults: {ids:?}", ids.len());
    let missing: Vec<&String> = ids.iter().filter(|id| !english().has(id)).collect();
    assert!(missing.is_empty(), "variant_faults.ftl (English) lacks {missing:?}");
}

#[test]
fn no_language_leaves_a_fault_in_english() {
    let english_messages = messages("en");
    assert!(english_messages.len() > 100, "{} messages", english_messages.len());
    let mut found = Vec::new();
    for language in &ortoo_i18n::all()[1..] {
        for (id, names) in &english_messages {
            let said = marked(id, names);
            let (ours, theirs) = (words(&english().say(&said)), words(&language.say(&said)));
            for run in ours.windows(RUN).filter(|run| run.iter().any(|w| prose(w))) {
                if theirs.windows(RUN).any(|other| other == run) {
                    found.push(format!("{}: {id}: \"{}\"", language.tag(), run.join(" ")));
                }
            }
        }
    }
    assert!(found.is_empty(), "runs of the English left in {} faults:\n{}", found.len(), found.join("\n"));
}

#[test]
fn a_fault_is_said_whole_in_its_readers_language() {
    let checked = ortoo_rules::defined::check(
        "bad.ini",
        "[drops:chess]\npieceDrops = yes\n\n[hopper:chess]\ncustomPiece1 = c:pN\n\n[short:chess]\nstartFen = 8/8 w - - 0 1\n",
    );
    let japanese = ortoo_i18n::find("ja").expect("Japanese");
    let said: Vec<String> = checked.faults.iter().map(|fault| fault.said_in(japanese)).collect();
    assert_eq!(
        said,
        [
            "bad.ini、2行目、[drops]、pieceDrops：「yes」は true でも false でもありません",
            "bad.ini、5行目、[hopper]、customPiece1：ベッツァ記法「pN」：「p」（駒を跳び越す動き）は、線が空いている限り進む走り（R、B、Q、WW、FF、NN）の前に付けるもので、N には付けません（1文字目）",
            "bad.ini、8行目、[short]、startFen：盤は8段ですが、FENには2段あります",
        ]
    );
    // English stays what it was, for the log and the command line.
    assert_eq!(checked.faults[0].to_string(), "bad.ini, line 2, [drops], pieceDrops: \"yes\" is not true or false");
}
