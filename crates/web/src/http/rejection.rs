//! Axum's own refusals of a request it could not read (a body that is not JSON, a field missing
//! or of the wrong kind, a query string or an address that does not fit), answered in the API's
//! problem shape and in words a person reads in their own language. Axum and serde say what went
//! wrong in English sentences; the few shapes they take are read here and said again as
//! messages, the field's name kept as the API spells it. A sentence of theirs not recognised is
//! quoted inside a message of ours, so nothing they said is lost.

use axum::extract::rejection::{JsonRejection, PathRejection, QueryRejection};
use axum::http::StatusCode;

use ortoo_i18n::Said;
use serde_json::error::Category;

use super::error::ApiError;

impl From<JsonRejection> for ApiError {
    fn from(r: JsonRejection) -> ApiError {
        let said = match &r {
            JsonRejection::MissingJsonContentType(_) => Said::new("error-json-content-type"),
            JsonRejection::JsonSyntaxError(_) => syntax(&r.body_text()),
            JsonRejection::JsonDataError(_) => shape(after_colon(&r.body_text())),
            _ if r.status() == StatusCode::PAYLOAD_TOO_LARGE => Said::new("error-body-too-large"),
            _ => Said::new("error-body-unread"),
        };
        // Malformed bodies are 400 whatever axum's own status: api.md keeps 422 for refused
        // moves and requests that parsed; a body over the limit is 413, `too_large`.
        match r.status() {
            StatusCode::PAYLOAD_TOO_LARGE => ApiError::said(StatusCode::PAYLOAD_TOO_LARGE, "too_large", said),
            _ => ApiError::said(StatusCode::BAD_REQUEST, "bad_request", said),
        }
    }
}

impl From<QueryRejection> for ApiError {
    fn from(r: QueryRejection) -> ApiError {
        ApiError::said(StatusCode::BAD_REQUEST, "bad_request", shape(after_colon(&r.body_text())))
    }
}

impl From<PathRejection> for ApiError {
    fn from(r: PathRejection) -> ApiError {
        ApiError::said(
            StatusCode::BAD_REQUEST,
            "bad_request",
            Said::new("error-request-path").arg("why", after_colon(&r.body_text()).to_string()),
        )
    }
}

/// Axum's sentence less its own opening (`Failed to deserialize query string: …`): serde's.
fn after_colon(text: &str) -> &str {
    text.split_once(": ").map_or(text, |(_, rest)| rest)
}

/// Where a JSON text stops being JSON (`… at line 1 column 9`), or serde's sentence quoted.
fn syntax(text: &str) -> Said {
    match line_and_column(text) {
        Some((line, column)) => Said::new("error-json-syntax").arg("line", line).arg("column", column),
        None => Said::new("error-request-unread").arg("why", after_colon(text).to_string()),
    }
}

/// A JSON body serde_json refused, as the API's own reader of bodies met it: where it stops
/// being JSON, or what of it does not fit the request.
pub(crate) fn json_said(e: &serde_json::Error) -> Said {
    match e.classify() {
        Category::Syntax | Category::Eof => {
            Said::new("error-json-syntax").arg("line", e.line()).arg("column", e.column())
        }
        Category::Data => shape(&e.to_string()),
        Category::Io => Said::new("error-body-unread"),
    }
}

/// A JSON value that did not fit the request at `path` (`.` for the whole, `options.blue` for a
/// field within), in serde's words `e`.
pub(crate) fn field_said(path: &str, e: &serde_json::Error) -> Said {
    if path == "." { shape(&e.to_string()) } else { shape(&format!("{path}: {e}")) }
}

/// serde_json's `… at line 3 column 7`, as two numbers.
fn line_and_column(text: &str) -> Option<(i64, i64)> {
    let (_, at) = text.rsplit_once(" at line ")?;
    let (line, column) = at.split_once(" column ")?;
    Some((line.trim().parse().ok()?, column.trim().parse().ok()?))
}

/// What serde's sentences open with when they name no field before them.
const SERDE_OPENINGS: &[&str] = &[
    "missing field",
    "unknown field",
    "duplicate field",
    "invalid type",
    "invalid value",
    "invalid length",
    "unknown variant",
];

/// A request's value that did not fit the type it is read into, in serde's words
/// (`moves[0].text: invalid type: integer `5`, expected a string at line 1 column 20`): said as a
/// missing, unknown, mistyped or mistaken field where serde's sentence has one of those shapes.
fn shape(text: &str) -> Said {
    let text = match text.rsplit_once(" at line ") {
        Some((before, _)) if line_and_column(text).is_some() => before,
        _ => text,
    };
    // serde_path_to_error puts the field's path first where the field is not the whole.
    let (path, sentence) = if SERDE_OPENINGS.iter().any(|opening| text.starts_with(opening)) {
        (None, text)
    } else {
        text.split_once(": ").map_or((None, text), |(path, sentence)| (Some(path), sentence))
    };
    let quoted = |s: &str| s.split('`').nth(1).map(str::to_string);
    let named = |field: Option<String>| match (path, field) {
        (Some(path), Some(field)) => Some(format!("{path}.{field}")),
        (None, field) => field,
        (path, None) => path.map(str::to_string),
    };
    let unsaid = || Said::new("error-request-unread").arg("why", text.to_string());
    if let Some(rest) = sentence.strip_prefix("missing field ") {
        return named(quoted(rest))
            .map_or_else(unsaid, |field| Said::new("error-request-missing-field").arg("field", field));
    }
    if let Some(rest) = sentence.strip_prefix("unknown field ") {
        return named(quoted(rest))
            .map_or_else(unsaid, |field| Said::new("error-request-unknown-field").arg("field", field));
    }
    if let Some(rest) = sentence.strip_prefix("duplicate field ") {
        return named(quoted(rest))
            .map_or_else(unsaid, |field| Said::new("error-request-repeated-field").arg("field", field));
    }
    if let Some(rest) = sentence.strip_prefix("unknown variant ") {
        // `unknown variant `x`, expected one of `a`, `b``: the values the field takes.
        let given = quoted(rest).unwrap_or_default();
        let taken: Vec<&str> = rest
            .split_once("expected ")
            .map(|(_, expected)| expected.split('`').skip(1).step_by(2).collect())
            .unwrap_or_default();
        return match path {
            Some(field) if !taken.is_empty() => Said::new("error-request-bad-value")
                .arg("field", field.to_string())
                .arg("value", given)
                .arg("taken", taken.join(", ")),
            _ => unsaid(),
        };
    }
    if sentence.starts_with("invalid type")
        || sentence.starts_with("invalid value")
        || sentence.starts_with("invalid length")
    {
        return match path {
            Some(field) => Said::new("error-request-wrong-type").arg("field", field.to_string()),
            None => unsaid(),
        };
    }
    unsaid()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn said(text: &str) -> String {
        ortoo_i18n::english().say(&shape(text))
    }

    #[test]
    fn serde_sentences_are_said_as_messages_naming_the_field() {
        assert_eq!(said("missing field `text` at line 1 column 2"), "The request lacks the field text.");
        assert_eq!(said("options: missing field `blue`"), "The request lacks the field options.blue.");
        assert_eq!(
            said("unknown field `txt`, expected `text` or `ply` at line 1 column 6"),
            "The request has a field this call does not take: txt."
        );
        assert_eq!(
            said("ply: invalid type: string \"3\", expected u32 at line 1 column 9"),
            "The field ply holds a value of the wrong kind."
        );
        assert_eq!(
            said("color: unknown variant `green`, expected one of `white`, `black`, `random`"),
            "The field color cannot be green: it takes white, black, random."
        );
        // A sentence of another shape is quoted whole.
        assert!(said("something else entirely").contains("something else entirely"));
        assert_eq!(line_and_column("expected value at line 3 column 7"), Some((3, 7)));
    }

    #[test]
    fn every_message_is_said_in_every_language() {
        for t in ortoo_i18n::all() {
            for text in ["missing field `a`", "x: unknown variant `a`, expected one of `b`", "nonsense"] {
                let words = t.say(&shape(text));
                assert!(!words.is_empty() && !words.contains("error-"), "{}: {words}", t.tag());
            }
        }
    }
}
