//! Which language a page is written in: the player's own choice (their settings), else the one a
//! visitor chose in a page's footer (kept in a cookie), else the first their browser asks for
//! that ortoo has (`Accept-Language`), else English. The API's messages follow the same order,
//! without the cookie.

use axum::http::HeaderMap;
use axum::http::header::{ACCEPT_LANGUAGE, COOKIE};
use ortoo_core::User;
use ortoo_i18n::{Lang, english, find, negotiate};

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
