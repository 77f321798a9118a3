//! Every language complete and well formed, and the choice of a language.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast;

use super::*;

/// Each language's messages, by id: the variables each one uses. Fails on a file that does not
/// parse and on a message defined twice.
fn messages_of(tag: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut messages = BTreeMap::new();
    for (_, file, text) in FILES.iter().filter(|(folder, _, _)| *folder == tag) {
        let resource = match fluent_syntax::parser::parse(*text) {
            Ok(resource) => resource,
            Err((_, errors)) => panic!("locales/{tag}/{file} does not parse: {errors:?}"),
        };
        for entry in resource.body {
            if let ast::Entry::Message(message) = entry {
                let mut variables = BTreeSet::new();
                if let Some(value) = &message.value {
                    crate::variables::of_pattern(value, &mut variables);
                }
                for attribute in &message.attributes {
                    crate::variables::of_pattern(&attribute.value, &mut variables);
                }
                let id = message.id.name.to_string();
                assert!(messages.insert(id.clone(), variables).is_none(), "locales/{tag}: {id} is defined twice");
            }
        }
    }
    messages
}

#[test]
fn each_folder_has_its_line_and_each_line_its_folder() {
    let folders: BTreeSet<&str> = FILES.iter().map(|(folder, _, _)| *folder).collect();
    let lines: BTreeSet<&str> = LANGUAGES.iter().map(|(tag, _)| *tag).collect();
    assert_eq!(folders, lines, "locales/ folders and LANGUAGES differ");
    for (tag, _) in LANGUAGES {
        assert!(tag.parse::<LanguageIdentifier>().is_ok(), "{tag} is not a BCP 47 tag");
    }
}

#[test]
fn every_language_has_every_message_and_no_other() {
    let english = messages_of("en");
    assert!(!english.is_empty(), "English has no messages");
    let mut problems = Vec::new();
    for (tag, _) in &LANGUAGES[1..] {
        let theirs = messages_of(tag);
        for (id, variables) in &english {
            match theirs.get(id) {
                None => problems.push(format!("{tag}: {id} is missing")),
                Some(used) => {
                    for extra in used.difference(variables) {
                        problems.push(format!("{tag}: {id} uses ${extra}, which English never gives it"));
                    }
                }
            }
        }
        for id in theirs.keys().filter(|id| !english.contains_key(*id)) {
            problems.push(format!("{tag}: {id} is not an English message (a typo, or one English no longer has)"));
        }
    }
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

#[test]
fn every_message_formats_without_errors_in_every_language() {
    // With every variable English uses given a number (the plural selectors' case) and then a
    // text, each message of each language formats cleanly: no missing term or message reference.
    let english = messages_of("en");
    for language in all() {
        for (id, variables) in &english {
            for value in [Word::Number(2), Word::Text("x".into())] {
                let pattern =
                    language.bundle.get_message(id).and_then(|m| m.value()).expect("every message has a value");
                let mut args = FluentArgs::new();
                for name in variables {
                    match &value {
                        Word::Number(n) => args.set(name.as_str(), FluentValue::from(*n)),
                        _ => args.set(name.as_str(), FluentValue::from("x")),
                    }
                }
                let mut errors = Vec::new();
                let _ = language.bundle.format_pattern(pattern, Some(&args), &mut errors);
                assert!(errors.is_empty(), "{}: {id}: {errors:?}", language.tag());
            }
        }
    }
}

#[test]
fn a_browser_s_languages_are_taken_by_weight() {
    let tag = |header: &str| negotiate(header).map(Language::tag);
    assert_eq!(tag("ja,en-US;q=0.9,en;q=0.8"), Some("ja"));
    assert_eq!(tag("en;q=0.5, de"), Some("de"));
    assert_eq!(tag("pt-BR,pt;q=0.9"), Some("pt"));
    assert_eq!(tag("zh-CN"), Some("zh-Hans"));
    assert_eq!(tag("zh-Hans-CN;q=1.0"), Some("zh-Hans"));
    assert_eq!(tag("nl, sv;q=0.8"), None, "none that ortoo speaks");
    assert_eq!(tag("*"), None);
    assert_eq!(tag("fr;q=0, ko;q=0.1"), Some("ko"), "a weight of 0 means not this one");
    assert_eq!(tag("fr;q=banana, th"), Some("th"), "a weight that is no number passes its range over");
    assert_eq!(tag(""), None);
}

#[test]
fn a_tag_finds_its_language_without_case_or_region() {
    assert_eq!(find("JA").map(Language::tag), Some("ja"));
    assert_eq!(find("zh-hans").map(Language::tag), Some("zh-Hans"));
    assert_eq!(find("en_GB").map(Language::tag), Some("en"));
    assert_eq!(find("xx"), None);
    assert_eq!(find(""), None);
}

#[test]
fn a_kept_sentence_is_said_in_the_reader_s_language_then() {
    let said = Said::new("notice-won").arg("reason", Said::new("ending-checkmate"));
    let kept = said.to_json();
    // Kept by position: the message's variables are its arguments' names.
    assert_eq!(kept, r#"["notice-won",["ending-checkmate"]]"#);
    let back = Said::from_json(&kept).expect("reads back");
    assert_eq!(back, said);
    assert_eq!(english().say(&back), "You won (checkmate).");
    let japanese = find("ja").expect("Japanese");
    let said_in_japanese = japanese.say(&back);
    assert!(!said_in_japanese.contains("checkmate") && said_in_japanese.contains("詰み"), "{said_in_japanese}");
    assert_eq!(Said::from_json("You won."), None, "old text is no kept sentence");
}

#[test]
fn plurals_follow_each_language_s_rules() {
    let russian = find("ru").expect("Russian");
    let waiting = |n: i64| russian.msg("header-your-turn-title").arg("count", n).to_string();
    // Russian has three forms for counts: one (1, 21), few (2–4, 22–24) and many (5–20, 25…).
    let (one, few, many) = (waiting(1), waiting(3), waiting(5));
    assert_ne!(one, few);
    assert_ne!(few, many);
    assert_eq!(waiting(21).replace("21", "1"), one);
    assert_eq!(english().msg("header-your-turn-title").arg("count", 1).to_string(), "1 game awaits your move");
    assert_eq!(english().msg("header-your-turn-title").arg("count", 2).to_string(), "2 games await your move");
}

#[test]
fn a_name_no_language_has_is_said_as_it_was_given() {
    let ja = find("ja").expect("Japanese");
    assert_eq!(ja.say(&Said::named("piece-of-my-own", "wizard")), "wizard");
    assert_eq!(english().say(&Said::named("side-white", "weiss")), "White", "a message there is wins");
    assert_eq!(Said::from_json(r#"{"id":"x"}"#).map(|s| s.or), Some(None));
    // A name kept with what to say where no language has it, by name.
    let named = Said::named("piece-wizard", "wizard");
    assert_eq!(named.to_json(), r#"{"id":"piece-wizard","or":"wizard"}"#);
    assert_eq!(Said::from_json(&named.to_json()), Some(named));
    // Arguments that are not the message's own variables are kept by name too.
    let odd = Said::new("notice-won").arg("reason", "x").arg("extra", 1);
    assert_eq!(Said::from_json(&odd.to_json()), Some(odd));
    // A position's count must match the message's variables.
    assert_eq!(Said::from_json(r#"["notice-won","a","b"]"#), None);
}
