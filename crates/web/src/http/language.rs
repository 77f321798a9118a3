//! Which language a page is written in: the player's own choice (their settings), else the one a
//! visitor chose in a page's footer (kept in a cookie), else the first their browser asks for
//! that ortoo has (`Accept-Language`), else English. The API's messages follow the same order,
//! without the cookie.

use axum::http::HeaderMap;
use axum::http::header::{ACCEPT_LANGUAGE, COOKIE};
use ortoo_core::User;
use ortoo_i18n::{Lang, english, find, negotiate};
use ortoo_rules::Sides;

/// The cookie that keeps a visitor's choice (a language's tag).
pub const LANGUAGE_COOKIE: &str = "ortoo_lang";

/// The language for a request from `user` (if signed in) with these headers.
pub fn language_of(user: Option<&User>, headers: &HeaderMap) -> Lang {
    user.and_then(|u| u.language.as_deref())
        .and_then(find)
        .or_else(|| cookie(headers, LANGUAGE_COOKIE).and_then(find))
        .or_else(|| browser_language(headers))
        .unwrap_or_else(english)
}

/// The language the browser asks for first among ortoo's, if any.
pub fn browser_language(headers: &HeaderMap) -> Option<Lang> {
    headers.get(ACCEPT_LANGUAGE).and_then(|v| v.to_str().ok()).and_then(negotiate)
}

/// The value of the cookie `name`, if the request carries it.
fn cookie<'h>(headers: &'h HeaderMap, name: &str) -> Option<&'h str> {
    headers.get_all(COOKIE).iter().filter_map(|v| v.to_str().ok()).flat_map(|v| v.split(';')).find_map(|c| {
        let (key, value) = c.trim().split_once('=')?;
        (key == name && !value.is_empty()).then_some(value)
    })
}

/// What the pages' scripts say (`script.ftl`): each message's id and the names of what the
/// script fills in.
const SCRIPT_WORDS: &[(&str, &[&str])] = &[
    ("js-board", &[]),
    ("js-keys-to-move", &[]),
    ("js-keys-to-read", &[]),
    ("js-in-hand", &["piece", "count"]),
    ("js-off-board", &["square"]),
    ("js-finish-move-tap", &[]),
    ("js-finish-move-of-tap", &["move"]),
    ("js-from-hand", &["piece", "squares"]),
    ("js-put-back", &[]),
    ("js-picked-up", &["piece", "square", "squares"]),
    ("js-no-square", &[]),
    ("js-choose-rest", &[]),
    ("js-finish-move", &[]),
    ("js-finish-move-of", &["move"]),
    ("js-promote", &[]),
    ("js-do-not-promote", &[]),
    ("js-dropped-promoted", &[]),
    ("js-dropped-as-it-is", &[]),
    ("js-cancel", &[]),
    ("js-white-played", &["move"]),
    ("js-black-played", &["move"]),
    ("js-taken-back", &[]),
    ("js-draw-offered", &[]),
    ("js-clock-days", &["days", "time"]),
    ("js-start-game", &[]),
    ("js-open-seek", &[]),
    ("js-send-challenge", &[]),
    ("js-square", &["square", "what"]),
    ("js-empty", &[]),
    ("js-enter-drops", &["words"]),
    ("js-enter-moves", &["words"]),
    ("js-enter-picks-up", &["words"]),
];

/// The scripts' words in `t`, as the JSON a page carries (`#script-words`): each message by its
/// id, what the script fills in left as `{name}`, the sides named as in chess.
pub fn script_words(t: Lang) -> &'static str {
    script_words_of(t, Sides::Chess)
}

/// The scripts' words in `t` on a page of a game whose sides are named as `sides` says (a move
/// announced as Red's in xiangqi). Made once per language and way of naming the sides.
pub fn script_words_of(t: Lang, sides: Sides) -> &'static str {
    static MADE: std::sync::LazyLock<Vec<String>> = std::sync::LazyLock::new(|| {
        ortoo_i18n::all()
            .iter()
            .flat_map(|t| Sides::ALL.map(|sides| (t, sides)))
            .map(|(t, sides)| {
                let words: serde_json::Map<String, serde_json::Value> = SCRIPT_WORDS
                    .iter()
                    .map(|(id, names)| {
                        let said = names.iter().fold(t.msg(id).arg(ortoo_i18n::SIDES, sides.key()), |m, name| {
                            m.arg(name, format!("{{{name}}}"))
                        });
                        (id.to_string(), serde_json::Value::String(said.to_string()))
                    })
                    .collect();
                // Inside a <script> element: no "</" may close it early.
                serde_json::to_string(&words).unwrap_or_default().replace("</", "<\\/")
            })
            .collect()
    });
    let language = ortoo_i18n::all().iter().position(|l| l == t).unwrap_or(0);
    let way = Sides::ALL.iter().position(|&s| s == sides).unwrap_or(0);
    &MADE[language * Sides::ALL.len() + way]
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn headers(pairs: &[(&str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(
                axum::http::HeaderName::from_bytes(name.as_bytes()).unwrap(),
                HeaderValue::from_str(value).unwrap(),
            );
        }
        map
    }

    #[test]
    fn the_choice_goes_setting_then_cookie_then_browser_then_english() {
        let browser = headers(&[("accept-language", "de-DE,de;q=0.9")]);
        assert_eq!(language_of(None, &browser).tag(), "de");
        let chosen = headers(&[("accept-language", "de"), ("cookie", "a=b; ortoo_lang=ja")]);
        assert_eq!(language_of(None, &chosen).tag(), "ja", "a visitor's choice beats the browser's");
        let mut user = User {
            id: ortoo_core::UserId::new(),
            name: "ann".into(),
            email: String::new(),
            password_hash: String::new(),
            created_at: ortoo_core::Timestamp::from_millis(0),
            email_verified_at: None,
            closed_at: None,
            notation: ortoo_core::Notation::San,
            language: Some("ko".into()),
        };
        assert_eq!(language_of(Some(&user), &chosen).tag(), "ko", "the setting beats both");
        user.language = None;
        assert_eq!(language_of(Some(&user), &chosen).tag(), "ja");
        assert_eq!(language_of(None, &headers(&[("accept-language", "nl")])).tag(), "en");
        assert_eq!(language_of(None, &headers(&[("cookie", "ortoo_lang=klingon")])).tag(), "en");
    }
}

#[cfg(test)]
mod script_tests {
    use super::*;

    #[test]
    fn the_scripts_words_are_every_language_s_with_their_blanks() {
        let words: serde_json::Value = serde_json::from_str(script_words(english())).unwrap();
        assert_eq!(words["js-picked-up"], "{piece} on {square} picked up: it can go to {squares}");
        let japanese: serde_json::Value = serde_json::from_str(script_words(find("ja").unwrap())).unwrap();
        assert_eq!(japanese.as_object().unwrap().len(), SCRIPT_WORDS.len());
        let picked = japanese["js-picked-up"].as_str().unwrap();
        assert!(
            picked.contains("{piece}") && picked.contains("{squares}") && !picked.contains("picked up"),
            "{picked}"
        );
    }
}
