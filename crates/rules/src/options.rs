//! Rule options a variant declares (Khan's eight switches and numbers, a start `setup`), and the
//! values a game is played with.

use std::fmt;

use ortoo_i18n::Said;

use crate::side::Side;

/// What kind of value an option takes, with its default.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OptionKind {
    /// `on` / `off`.
    Switch { default: bool },
    /// A whole number in `min..=max`.
    Number { min: i64, max: i64, default: i64 },
    /// One of a list of names; a game's start setup is the choice option `setup`.
    Choice { values: &'static [&'static str], default: &'static str },
}

/// Reads as a player would write the value: `on or off (default on)`, `1 to 8 (default 3)`,
/// `basic, standard or advanced (default standard)`.
impl fmt::Display for OptionKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionKind::Switch { default } => {
                write!(f, "on or off (default {})", OptionValue::Switch(*default))
            }
            OptionKind::Number { min, max, default } => write!(f, "{min} to {max} (default {default})"),
            OptionKind::Choice { values, default } => match values.split_last() {
                Some((last, rest)) if !rest.is_empty() => {
                    write!(f, "{} or {last} (default {default})", rest.join(", "))
                }
                _ => write!(f, "{} (default {default})", values.join(", ")),
            },
        }
    }
}

/// One option a variant offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OptionSpec {
    /// The id the API, the notation and stored games use: `magicianextendeddemotionsqs`.
    pub name: &'static str,
    /// What a page calls it: `Magician's extra spell reach`.
    pub label: &'static str,
    pub kind: OptionKind,
    pub description: &'static str,
    /// Whose choice it is: the game's (`None`: the challenge names it, as every rule option),
    /// or one player's own (janggi's arrangement of each side's horses and elephants).
    pub chosen_by: Option<Chooser>,
    /// Page words for a choice option's values, `(value, words)`; a value missing here is shown
    /// as it is written.
    pub value_labels: &'static [(&'static str, &'static str)],
}

/// An option that is one player's own choice: the side whose player makes it, and the name the
/// choice goes by whichever side makes it (`arrangement`), under which the player accepting a
/// challenge, who learns their side only then, names theirs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Chooser {
    pub side: Side,
    pub choice: &'static str,
}

impl OptionSpec {
    /// What a page calls the option, in a reader's words: its `option-<name>` message (every
    /// option of ortoo's own games has one, `games.ftl`), else the label as the game wrote it.
    pub fn label_said(&self) -> Said {
        Said::named(format!("option-{}", self.name), self.label)
    }

    /// What the option does, in a reader's words (`option-<name>-about`), else as written.
    pub fn description_said(&self) -> Said {
        Said::named(format!("option-{}-about", self.name), self.description)
    }

    /// A value as a page shows it, in a reader's words: a switch's `on` or `off`, a number, a
    /// choice's words (`option-value-<value>`, else the words the game gave it, else the value).
    pub fn value_said(&self, value: OptionValue) -> Said {
        match value {
            OptionValue::Switch(on) => Said::new(if on { "option-on" } else { "option-off" }),
            OptionValue::Number(n) => Said::as_is(n.to_string()),
            OptionValue::Choice(c) => match self.value_labels.iter().find(|(v, _)| *v == c) {
                Some((_, words)) => Said::named(format!("option-value-{c}"), *words),
                None => Said::as_is(c),
            },
        }
    }

    /// The choices `specs` leave to the players (see [`Chooser`]): for each name such a choice
    /// goes by, the first option made under it (Blue's of janggi's `arrangement`), whose values
    /// and words are every side's.
    pub fn players_choices(specs: &[OptionSpec]) -> Vec<&OptionSpec> {
        let mut offered: Vec<&OptionSpec> = Vec::new();
        for spec in specs {
            let Some(chooser) = spec.chosen_by else { continue };
            if !offered.iter().any(|o| o.chosen_by.is_some_and(|c| c.choice == chooser.choice)) {
                offered.push(spec);
            }
        }
        offered
    }

    /// Whether `value` is this option's default.
    pub fn is_default(&self, value: OptionValue) -> bool {
        value == self.default_value()
    }

    pub fn default_value(&self) -> OptionValue {
        match self.kind {
            OptionKind::Switch { default } => OptionValue::Switch(default),
            OptionKind::Number { default, .. } => OptionValue::Number(default),
            OptionKind::Choice { default, .. } => OptionValue::Choice(default),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OptionValue {
    Switch(bool),
    Number(i64),
    Choice(&'static str),
}

impl fmt::Display for OptionValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionValue::Switch(true) => f.write_str("on"),
            OptionValue::Switch(false) => f.write_str("off"),
            OptionValue::Number(n) => write!(f, "{n}"),
            OptionValue::Choice(c) => f.write_str(c),
        }
    }
}

/// An option the player asked for that the variant cannot take.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OptionError {
    #[error("{variant} has no option \"{name}\"{}", known_list(known))]
    Unknown { variant: &'static str, name: String, known: Vec<&'static str> },
    #[error("option {name} takes {expected}, not \"{value}\"")]
    BadValue { name: &'static str, value: String, expected: String },
    #[error("{variant} leaves no choice \"{name}\" to a player{}", own_list(known))]
    NotOwn { variant: &'static str, name: String, known: Vec<&'static str> },
    #[error(
        "{variant} leaves no choice to a player (\"{value}\" chooses nothing): each of its options is the game's, named by the challenge"
    )]
    NoneOwn { variant: &'static str, value: String },
    #[error("option {name} is given twice")]
    Repeated { name: &'static str },
    #[error("\"{text}\" is not an option: write name=value, e.g. setup=basic")]
    Malformed { text: String },
}

fn own_list(known: &[&'static str]) -> String {
    if known.is_empty() {
        " (each of its options is the game's, named by the challenge)".to_string()
    } else {
        format!(" (a player chooses their own {})", known.join(", "))
    }
}

fn known_list(known: &[&'static str]) -> String {
    if known.is_empty() { " (it has no options)".to_string() } else { format!(" (its options: {})", known.join(", ")) }
}

/// A complete set of option values: every declared option, in declaration order.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Options {
    values: Vec<(&'static str, OptionValue)>,
}

impl Options {
    /// The defaults of every declared option.
    pub fn defaults(specs: &[OptionSpec]) -> Options {
        Options { values: specs.iter().map(|s| (s.name, s.default_value())).collect() }
    }

    /// Applies `name=value` pairs over the defaults.
    ///
    /// # Errors
    /// An unknown name, a value of the wrong kind or out of range, or a name given twice.
    pub fn resolve(
        variant: &'static str,
        specs: &[OptionSpec],
        given: &[(String, String)],
    ) -> Result<Options, OptionError> {
        let mut options = Options::defaults(specs);
        let mut seen: Vec<&'static str> = Vec::new();
        for (name, value) in given {
            let Some(spec) = specs.iter().find(|s| s.name.eq_ignore_ascii_case(name.trim())) else {
                return Err(OptionError::Unknown {
                    variant,
                    name: name.clone(),
                    known: specs.iter().map(|s| s.name).collect(),
                });
            };
            if seen.contains(&spec.name) {
                return Err(OptionError::Repeated { name: spec.name });
            }
            seen.push(spec.name);
            let value = value.trim();
            let bad = |expected: String| OptionError::BadValue { name: spec.name, value: value.to_string(), expected };
            let parsed = match spec.kind {
                OptionKind::Switch { .. } => match value.to_ascii_lowercase().as_str() {
                    "on" | "true" | "yes" | "1" => OptionValue::Switch(true),
                    "off" | "false" | "no" | "0" => OptionValue::Switch(false),
                    _ => return Err(bad("on or off".into())),
                },
                OptionKind::Number { min, max, .. } => match value.parse::<i64>() {
                    Ok(n) if (min..=max).contains(&n) => OptionValue::Number(n),
                    _ => return Err(bad(format!("a whole number from {min} to {max}"))),
                },
                OptionKind::Choice { values, .. } => match values.iter().find(|v| v.eq_ignore_ascii_case(value)) {
                    Some(v) => OptionValue::Choice(v),
                    None => return Err(bad(format!("one of {}", values.join(", ")))),
                },
            };
            if let Some(slot) = options.values.iter_mut().find(|(n, _)| *n == spec.name) {
                slot.1 = parsed;
            }
        }
        Ok(options)
    }

    /// Parses `name=value` text into a pair.
    ///
    /// # Errors
    /// Text without `=` or with an empty name.
    pub fn pair(text: &str) -> Result<(String, String), OptionError> {
        match text.split_once('=') {
            Some((n, v)) if !n.trim().is_empty() => Ok((n.trim().to_string(), v.trim().to_string())),
            _ => Err(OptionError::Malformed { text: text.to_string() }),
        }
    }

    /// A player's own choices (see [`Chooser`]) as the options they set, once their side is
    /// known: `arrangement=outer` given by Black names the option Black's player chooses under
    /// `arrangement`. The values are checked when the options are resolved.
    ///
    /// # Errors
    /// A choice the variant does not leave to a player, or one named twice.
    pub fn own_choices(
        variant: &'static str,
        specs: &[OptionSpec],
        side: Side,
        given: &[(String, String)],
    ) -> Result<Vec<(String, String)>, OptionError> {
        let mut named: Vec<(String, String)> = Vec::new();
        let known: Vec<&'static str> =
            OptionSpec::players_choices(specs).iter().filter_map(|s| s.chosen_by.map(|c| c.choice)).collect();
        for (choice, value) in given {
            // A value given without its name (`accept outer`) is the game's one choice.
            let choice = match (choice.trim(), known.as_slice()) {
                ("", [only]) => *only,
                ("", []) => return Err(OptionError::NoneOwn { variant, value: value.clone() }),
                (choice, _) => choice,
            };
            let Some(spec) = specs
                .iter()
                .find(|s| s.chosen_by.is_some_and(|c| c.side == side && c.choice.eq_ignore_ascii_case(choice)))
            else {
                return Err(OptionError::NotOwn { variant, name: choice.to_string(), known });
            };
            if named.iter().any(|(n, _)| n == spec.name) {
                return Err(OptionError::Repeated { name: spec.name });
            }
            named.push((spec.name.to_string(), value.clone()));
        }
        Ok(named)
    }

    pub fn get(&self, name: &str) -> Option<OptionValue> {
        self.values.iter().find(|(n, _)| *n == name).map(|(_, v)| *v)
    }

    pub fn switch(&self, name: &str) -> bool {
        matches!(self.get(name), Some(OptionValue::Switch(true)))
    }

    pub fn number(&self, name: &str) -> i64 {
        match self.get(name) {
            Some(OptionValue::Number(n)) => n,
            _ => 0,
        }
    }

    pub fn choice(&self, name: &str) -> Option<&'static str> {
        match self.get(name) {
            Some(OptionValue::Choice(c)) => Some(c),
            _ => None,
        }
    }

    pub fn iter(&self) -> impl Iterator<Item = (&'static str, OptionValue)> + '_ {
        self.values.iter().copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPECS: &[OptionSpec] = &[
        OptionSpec {
            name: "exchanges",
            label: "Exchanges",
            kind: OptionKind::Switch { default: true },
            description: "",
            chosen_by: None,
            value_labels: &[],
        },
        OptionSpec {
            name: "reach",
            label: "Reach",
            kind: OptionKind::Number { min: 0, max: 2, default: 0 },
            description: "",
            chosen_by: None,
            value_labels: &[],
        },
        OptionSpec {
            name: "setup",
            label: "Start position",
            kind: OptionKind::Choice { values: &["magician", "basic"], default: "magician" },
            description: "",
            chosen_by: None,
            value_labels: &[("magician", "with magicians")],
        },
    ];

    fn given(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect()
    }

    #[test]
    fn options_resolve_over_defaults_and_refuse_bad_values_clearly() {
        let o = Options::resolve("khan", SPECS, &given(&[("exchanges", "off"), ("setup", "Basic")])).unwrap();
        assert!(!o.switch("exchanges"));
        assert_eq!(o.choice("setup"), Some("basic"));
        assert_eq!(o.number("reach"), 0);
        let e = Options::resolve("khan", SPECS, &given(&[("reach", "3")])).unwrap_err();
        assert_eq!(e.to_string(), "option reach takes a whole number from 0 to 2, not \"3\"");
        let e = Options::resolve("khan", SPECS, &given(&[("colour", "red")])).unwrap_err();
        assert!(e.to_string().contains("its options: exchanges, reach, setup"), "{e}");
        let e = Options::resolve("chess", &[], &given(&[("x", "1")])).unwrap_err();
        assert!(e.to_string().contains("has no options"), "{e}");
        assert!(Options::resolve("khan", SPECS, &given(&[("setup", "basic"), ("setup", "basic")])).is_err());
        assert!(Options::pair("novalue").is_err());
        assert_eq!(Options::pair("a = b").unwrap(), ("a".into(), "b".into()));
    }

    #[test]
    fn a_players_own_choice_names_their_sides_option() {
        const OWN: &[OptionSpec] = &[
            OptionSpec {
                name: "blue",
                label: "Blue",
                kind: OptionKind::Choice { values: &["inner", "outer"], default: "inner" },
                description: "",
                chosen_by: Some(Chooser { side: Side::White, choice: "arrangement" }),
                value_labels: &[],
            },
            OptionSpec {
                name: "red",
                label: "Red",
                kind: OptionKind::Choice { values: &["inner", "outer"], default: "inner" },
                description: "",
                chosen_by: Some(Chooser { side: Side::Black, choice: "arrangement" }),
                value_labels: &[],
            },
        ];
        let mine = given(&[("Arrangement", "outer")]);
        assert_eq!(Options::own_choices("janggi", OWN, Side::Black, &mine).unwrap(), given(&[("red", "outer")]));
        assert_eq!(Options::own_choices("janggi", OWN, Side::White, &mine).unwrap(), given(&[("blue", "outer")]));
        let twice = given(&[("arrangement", "outer"), ("arrangement", "inner")]);
        assert_eq!(
            Options::own_choices("janggi", OWN, Side::White, &twice),
            Err(OptionError::Repeated { name: "blue" })
        );
        let err = Options::own_choices("janggi", OWN, Side::White, &given(&[("blue", "outer")])).unwrap_err();
        assert_eq!(
            err.to_string(),
            "janggi leaves no choice \"blue\" to a player (a player chooses their own arrangement)"
        );
        // The one choice may go unnamed; where there is none, a bare value is refused.
        let bare = given(&[("", "outer")]);
        assert_eq!(Options::own_choices("janggi", OWN, Side::Black, &bare).unwrap(), given(&[("red", "outer")]));
        let err = Options::own_choices("khan", SPECS, Side::White, &bare).unwrap_err();
        assert_eq!(
            err.to_string(),
            "khan leaves no choice to a player (\"outer\" chooses nothing): each of its options is the game's, named by the challenge"
        );
        let err = Options::own_choices("khan", SPECS, Side::White, &mine).unwrap_err();
        assert_eq!(
            err.to_string(),
            "khan leaves no choice \"Arrangement\" to a player (each of its options is the game's, named by the challenge)"
        );
    }
}

/// One option of a configured game, in words: its label, its value as the game says it, and
/// whether it differs from the default.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OptionShown {
    pub label: Said,
    pub value: Said,
    pub changed: bool,
}

/// A configured game's options in words, from the values the rules resolved.
pub fn options_shown(variant: &dyn crate::Variant) -> Vec<OptionShown> {
    let options = variant.options();
    variant
        .info()
        .options
        .iter()
        .filter_map(|spec| {
            let value = options.get(spec.name)?;
            Some(OptionShown {
                label: spec.label_said(),
                value: spec.value_said(value),
                changed: !spec.is_default(value),
            })
        })
        .collect()
}

/// One line for a set of options, unsaid: the changed ones (`options-one`, joined by
/// `options-and`), or that all are the defaults (`options-defaults`).
pub fn options_summary(shown: &[OptionShown]) -> Said {
    shown
        .iter()
        .filter(|o| o.changed)
        .map(|o| Said::new("options-one").arg("label", o.label.clone()).arg("value", o.value.clone()))
        .reduce(|first, second| Said::new("options-and").arg("first", first).arg("second", second))
        .unwrap_or_else(|| Said::new("options-defaults"))
}
