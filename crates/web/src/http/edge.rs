//! Every text a client sends, checked once at the door: the address (path and query), and a
//! form's or a JSON body's fields. A control character (a NUL, an escape; not a line break or
//! tab) anywhere is refused before any handler runs, with a 400 naming the field: nothing is
//! read, stored or mailed with it, on either database (Postgres cannot store a NUL; SQLite
//! would store it and, in an e-mail address, silently lose that player's mail).

use axum::body::{Body, Bytes};
use axum::extract::Request;
use axum::http::{StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use ortoo_core::text::{control_character, describe};

use crate::http::error::ApiError;
use crate::pages::PageError;
use ortoo_i18n::Said;

/// Where a control character was found, as the refusal names it: each place is a sentence of
/// its own (`error-control-in-…`), said in the reader's language.
#[derive(Debug, PartialEq)]
enum Place {
    /// The address's path.
    Address,
    /// A field of the address's query, by its name.
    QueryField(String),
    /// A name in the address's query.
    QueryName,
    /// A JSON body that is one string.
    Body,
    /// A field of a JSON body or a form, by its path (`opponent.user`, `moves[2]`).
    Field(String),
    /// A form's field name.
    Name,
    /// A name at the top of a JSON body.
    NameInBody,
    /// A name inside the field at this path.
    NameIn(String),
}

impl Place {
    /// The same place in the address's query, where a form's fields are.
    fn in_query(self) -> Place {
        match self {
            Place::Field(name) => Place::QueryField(name),
            Place::Name => Place::QueryName,
            other => other,
        }
    }
}

/// A control character found, and where.
struct Found {
    place: Place,
    character: char,
}

impl Found {
    /// The refusal's sentence, naming the place and the character.
    fn said(self) -> Said {
        let (id, field) = match self.place {
            Place::Address => ("error-control-in-address", None),
            Place::QueryField(field) => ("error-control-in-query-field", Some(field)),
            Place::QueryName => ("error-control-in-query-name", None),
            Place::Body => ("error-control-in-body", None),
            Place::Field(field) => ("error-control-in-field", Some(field)),
            Place::Name => ("error-control-in-name", None),
            Place::NameInBody => ("error-control-in-body-name", None),
            Place::NameIn(field) => ("error-control-in-name-in", Some(field)),
        };
        let said = Said::new(id).arg("character", describe(self.character));
        match field {
            Some(field) => said.arg("field", field),
            None => said,
        }
    }
}

fn check(place: impl FnOnce() -> Place, text: &str) -> Result<(), Found> {
    match control_character(text) {
        Some((_, character)) => Err(Found { place: place(), character }),
        None => Ok(()),
    }
}

/// A JSON value's strings, keys included, with the path to each (`players.white`, `moves[2]`).
fn check_json(path: &str, value: &serde_json::Value) -> Result<(), Found> {
    match value {
        serde_json::Value::String(s) => {
            check(|| if path.is_empty() { Place::Body } else { Place::Field(path.to_string()) }, s)
        }
        serde_json::Value::Array(items) => {
            items.iter().enumerate().try_for_each(|(i, v)| check_json(&format!("{path}[{i}]"), v))
        }
        serde_json::Value::Object(map) => map.iter().try_for_each(|(k, v)| {
            let inner = if path.is_empty() { k.clone() } else { format!("{path}.{k}") };
            check(|| if path.is_empty() { Place::NameInBody } else { Place::NameIn(path.to_string()) }, k)?;
            check_json(&inner, v)
        }),
        _ => Ok(()),
    }
}

fn check_form(bytes: &[u8]) -> Result<(), Found> {
    form_urlencoded::parse(bytes).try_for_each(|(k, v)| {
        check(|| Place::Name, &k)?;
        check(|| Place::Field(k.to_string()), &v)
    })
}

fn check_address(request: &Request) -> Result<(), Found> {
    let path = percent_encoding::percent_decode_str(request.uri().path()).decode_utf8_lossy();
    check(|| Place::Address, &path)?;
    match request.uri().query() {
        Some(query) => check_form(query.as_bytes()).map_err(|f| Found { place: f.place.in_query(), ..f }),
        None => Ok(()),
    }
}

/// The refusal, as the API's problem or as a page, in the reader's language either way.
fn refuse(request_path: &str, found: Found) -> Response {
    let said = found.said();
    if request_path.starts_with("/api/") {
        ApiError::said(StatusCode::BAD_REQUEST, "control_character", said).into_response()
    } else {
        PageError::Said(StatusCode::BAD_REQUEST, said).into_response()
    }
}

/// Whether a JSON text may hold a control character in a string: JSON writes one only as a
/// `\u` escape (`\u0000`-`\u001f`, `\u007f`-`\u009f`; a raw one makes the text invalid, and
/// the handler refuses it), so a body without such an escape needs no closer look.
fn json_may_hold_a_control(bytes: &[u8]) -> bool {
    bytes.windows(6).any(|w| match w {
        [b'\\', b'u', b'0', b'0', high, low] => {
            matches!(high, b'0' | b'1' | b'8' | b'9') || (*high == b'7' && matches!(low, b'f' | b'F'))
        }
        _ => false,
    })
}

/// The middleware: checks the address, then reads a form or JSON body (already bounded by the
/// body limit outside) and checks its fields, handing the same bytes on.
pub async fn refuse_control_characters(request: Request, next: Next) -> Response {
    let path = request.uri().path().to_string();
    if let Err(found) = check_address(&request) {
        return refuse(&path, found);
    }
    let kind = request.headers().get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or("").to_string();
    let form = kind.starts_with("application/x-www-form-urlencoded");
    let json = kind.starts_with("application/json") || kind.contains("+json");
    if !form && !json {
        return next.run(request).await;
    }
    let (parts, body) = request.into_parts();
    let bytes: Bytes = match axum::body::to_bytes(body, usize::MAX).await {
        Ok(bytes) => bytes,
        // Too large or cut off: the body limit's own answer.
        Err(_) => {
            return ApiError::said(StatusCode::PAYLOAD_TOO_LARGE, "too_large", Said::new("error-api-too-large"))
                .into_response();
        }
    };
    let found = if form {
        check_form(&bytes)
    } else if !json_may_hold_a_control(&bytes) {
        // The common case, found without parsing the body twice.
        Ok(())
    } else {
        match serde_json::from_slice::<serde_json::Value>(&bytes) {
            Ok(value) => check_json("", &value),
            // Not JSON: the handler says so in its own words.
            Err(_) => Ok(()),
        }
    };
    if let Err(found) = found {
        return refuse(&path, found);
    }
    next.run(Request::from_parts(parts, Body::from(bytes))).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_field_that_holds_a_control_character_is_named() {
        let value = serde_json::json!({"move": "e2e4", "comment": "hi\u{0}"});
        let found = check_json("", &value).unwrap_err();
        assert_eq!(found.place, Place::Field("comment".into()));
        assert_eq!(
            ortoo_i18n::english().say(&found.said()),
            "The field \"comment\" holds the control character U+0000 (NUL), which ortoo does not accept in any text; \
             remove it and send again."
        );
        let value = serde_json::json!({"opponent": {"user": "a\u{1b}b"}});
        assert_eq!(check_json("", &value).unwrap_err().place, Place::Field("opponent.user".into()));
        let value = serde_json::json!({"opponent": {"us\u{0}er": "bob"}});
        assert_eq!(check_json("", &value).unwrap_err().place, Place::NameIn("opponent".into()));
        assert!(check_json("", &serde_json::json!({"comment": "two\nlines\tand a tab"})).is_ok());
        assert_eq!(check_form(b"name=carol&password=a%00b").unwrap_err().place, Place::Field("password".into()));
        assert!(check_form(b"move=P+e2-e4&comment=line%0Aline").is_ok());
        assert!(json_may_hold_a_control(br#"{"comment": "a\u0000b"}"#));
        assert!(json_may_hold_a_control(br#"{"comment": "a\u001Bb"}"#));
        assert!(json_may_hold_a_control(br#"{"comment": "a\u007fb"}"#));
        assert!(json_may_hold_a_control(br#"{"comment": "a\u0085b"}"#));
        assert!(!json_may_hold_a_control(br#"{"move": "e2e4", "comment": "caf\u00e9 \u2014 fine"}"#));
    }
}

/// How large a request body may be: `[limits] body_bytes` for any request, and
/// `[limits] upload_bytes` for an upload of a file of variants (a 64 KiB file, escaped as JSON
/// or a form).
#[derive(Debug, Clone, Copy)]
pub struct BodyLimits {
    pub any: usize,
    pub upload: usize,
}

/// Whether `request` uploads a file of variants (through the API or the page's form).
fn uploads(request: &Request) -> bool {
    request.method() == axum::http::Method::POST
        && matches!(request.uri().path(), "/api/v1/variant-files" | "/variants/files")
}

/// The middleware: a body declared past its limit is refused at once (413); any other is read
/// no further than the limit (the handler reading it then meets the refusal).
pub async fn limit_body(
    axum::extract::State(limits): axum::extract::State<BodyLimits>,
    request: Request,
    next: Next,
) -> Response {
    let limit = if uploads(&request) { limits.upload } else { limits.any };
    let declared = request
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<usize>().ok());
    if declared.is_some_and(|n| n > limit) {
        return StatusCode::PAYLOAD_TOO_LARGE.into_response();
    }
    let (parts, body) = request.into_parts();
    next.run(Request::from_parts(parts, Body::new(http_body_util::Limited::new(body, limit)))).await
}
