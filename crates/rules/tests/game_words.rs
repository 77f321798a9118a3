//! Every built-in game's own words (its summary, its options' labels, descriptions and values'
//! words) have their messages (`games.ftl`), and the English ones say what the game says: the
//! pages and mail show the messages, so a summary changed in the code without its message, or a
//! message left behind, would show a player the old words. A missing or stale message fails,
//! printing the English lines the file needs.

use ortoo_i18n::english;
use ortoo_rules::{OptionKind, OptionValue, registry};

#[test]
fn every_games_words_have_their_messages_in_english() {
    let english = english();
    let mut needed = Vec::new();
    let mut check = |id: String, text: &str| {
        if !english.has(&id) || english.text(&id) != text {
            needed.push(format!("{id} = {text}"));
        }
    };
    for info in registry::variants() {
        check(format!("summary-{}", info.id), info.summary);
        for option in info.options {
            check(format!("option-{}", option.name), option.label);
            check(format!("option-{}-about", option.name), option.description);
            if let OptionKind::Choice { values, .. } = option.kind {
                for value in values {
                    if let Some((_, words)) = option.value_labels.iter().find(|(v, _)| v == value) {
                        check(format!("option-value-{value}"), words);
                    }
                }
            }
        }
    }
    needed.sort();
    needed.dedup();
    assert!(needed.is_empty(), "games.ftl (English) needs:\n{}", needed.join("\n"));
}

#[test]
fn a_games_words_are_said_in_the_readers_language() {
    let japanese = ortoo_i18n::find("ja").unwrap();
    let khan = registry::info("khan").unwrap();
    let exchanges = khan.options.iter().find(|o| o.name == "exchanges").unwrap();
    assert_ne!(japanese.say(&khan.summary_said()), khan.summary);
    assert_ne!(japanese.say(&exchanges.label_said()), exchanges.label);
    assert_ne!(japanese.say(&exchanges.value_said(OptionValue::Switch(false))), "off");
    // A game no message names (a player's own) keeps its own words.
    let said = ortoo_i18n::Said::named("summary-no-such-game", "A game of mine.");
    assert_eq!(japanese.say(&said), "A game of mine.");
}
