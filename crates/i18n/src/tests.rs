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

/// The keys of each choice a message makes by `$sides`, in the order written, the default's
/// marked `*`.
fn sides_choices(tag: &str) -> BTreeMap<String, Vec<Vec<String>>> {
    fn of_pattern(pattern: &ast::Pattern<&str>, out: &mut Vec<Vec<String>>) {
        for element in &pattern.elements {
            if let ast::PatternElement::Placeable { expression: ast::Expression::Select { selector, variants } } =
                element
            {
                if matches!(selector, ast::InlineExpression::VariableReference { id } if id.name == SIDES) {
                    let keys = variants.iter().map(|v| {
                        let key = match &v.key {
                            ast::VariantKey::Identifier { name } => name.to_string(),
                            ast::VariantKey::NumberLiteral { value } => value.to_string(),
                        };
                        if v.default { format!("*{key}") } else { key }
                    });
                    out.push(keys.collect());
                }
                for variant in variants {
                    of_pattern(&variant.value, out);
                }
            }
        }
    }
    let mut choices = BTreeMap::new();
    for (_, _, text) in FILES.iter().filter(|(folder, _, _)| *folder == tag) {
        let Ok(resource) = fluent_syntax::parser::parse(*text) else { continue };
        for entry in resource.body {
            if let ast::Entry::Message(message) = entry
                && let Some(value) = &message.value
            {
                let mut found = Vec::new();
                of_pattern(value, &mut found);
                if !found.is_empty() {
                    choices.insert(message.id.name.to_string(), found);
                }
            }
        }
    }
    choices
}

#[test]
fn every_language_names_every_game_s_sides_where_english_does() {
    // A message English words by `$sides` (White, Red, Blue, Sente…) is worded by it in every
    // language, with the same games and the same default: a language that said "White" in
    // xiangqi would be wrong there and nowhere else.
    let english = sides_choices("en");
    assert!(english.contains_key("game-white-to-move"), "English names the sides by $sides");
    let games = ["xiangqi", "janggi", "shogi", "*chess"].map(String::from).to_vec();
    let mut problems = Vec::new();
    for (id, choices) in &english {
        for keys in choices {
            let mut sorted = keys.clone();
            sorted.sort();
            let mut want = games.clone();
            want.sort();
            if sorted != want {
                problems.push(format!("en: {id} chooses by $sides among {keys:?}, not {games:?}"));
            }
        }
    }
    for (tag, _) in &LANGUAGES[1..] {
        let theirs = sides_choices(tag);
        for (id, choices) in &english {
            let norm = |c: &Vec<Vec<String>>| {
                let mut c: Vec<Vec<String>> = c
                    .iter()
                    .map(|k| {
                        let mut k = k.clone();
                        k.sort();
                        k
                    })
                    .collect();
                c.dedup();
                c
            };
            match theirs.get(id) {
                None => problems.push(format!("{tag}: {id} does not choose its words by $sides")),
                Some(their) if norm(their) != norm(choices) => {
                    problems.push(format!("{tag}: {id} chooses by $sides among {their:?}, English {choices:?}"))
                }
                Some(_) => {}
            }
        }
        for id in theirs.keys().filter(|id| !english.contains_key(*id)) {
            problems.push(format!("{tag}: {id} chooses by $sides, which English does not"));
        }
    }
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

#[test]
fn a_sentence_kept_before_its_message_named_the_sides_still_reads() {
    // `outcome-white-wins` gained `$sides`: a sentence kept by position before then still reads,
    // in the default (chess) words, and one that gives `$sides` is kept by name.
    let old = Said::from_json(r#"["outcome-white-wins",["ending-checkmate"]]"#).expect("reads back");
    assert_eq!(english().say(&old), "White wins by checkmate");
    let red = Said::new("outcome-white-wins").arg("reason", Said::new("ending-checkmate")).arg(SIDES, "xiangqi");
    assert!(red.to_json().starts_with('{'), "{}", red.to_json());
    let back = Said::from_json(&red.to_json()).expect("reads back");
    assert_eq!(english().say(&back), "Red wins by checkmate");
    let ja = find("ja").expect("Japanese");
    let shogi = Said::new("outcome-black-wins").arg("reason", Said::new("ending-checkmate")).arg(SIDES, "shogi");
    assert!(ja.say(&shogi).contains("後手"), "{}", ja.say(&shogi));
}

#[test]
fn every_game_is_named_as_its_guide_is_titled_in_each_language() {
    // Each game's name in a language is its guide's title there, word for word; a reader of a
    // language without it, or of English, reads the game's own name.
    assert!(GAME_NAMES.len() > 500, "the guides' titles are read ({})", GAME_NAMES.len());
    for (tag, id, title) in GAME_NAMES {
        let language = find(tag).unwrap_or_else(|| panic!("docs/games/{tag} is no language here"));
        let said = Said::named(format!("{GAME_NAME}{id}"), "its own name");
        assert_eq!(language.say(&said), *title, "{tag}: {id}");
    }
    let shogi = Said::named(format!("{GAME_NAME}shogi"), "Shogi");
    assert_eq!(find("ja").unwrap().say(&shogi), "将棋");
    assert_eq!(english().say(&shogi), "Shogi");
    let upload = Said::named(format!("{GAME_NAME}alice-tiny"), "Tiny chess");
    assert_eq!(find("ja").unwrap().say(&upload), "Tiny chess", "a player's game keeps its name");
}
