//! What every handler of the API does with a request and its answer: reads a JSON body, counts
//! the caller against a limit, and writes an answer as JSON.

use std::time::Duration;

use axum::body::Bytes;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::AppState;
use crate::http::error::ApiError;
use crate::http::rejection;
use ortoo_i18n::Said;

/// Parses a JSON body, refusing malformed ones with 400 and the parser's reason. Every body the
/// API takes is a JSON object: an array is refused too, though serde would read one into a
/// struct field by field.
pub(crate) fn json_body<T: DeserializeOwned>(body: &Bytes) -> Result<T, ApiError> {
    let refused = |said| ApiError::said(StatusCode::BAD_REQUEST, "bad_request", said);
    if body.is_empty() {
        return Err(refused(Said::new("error-json-body-missing")));
    }
    if body.iter().find(|b| !b.is_ascii_whitespace()) != Some(&b'{') {
        return Err(refused(Said::new("error-json-not-object")));
    }
    let first = match serde_json::from_slice(body) {
        Ok(read) => return Ok(read),
        Err(e) => e,
    };
    // JSON has one kind of number: `3.0` is the integer 3 to a client (and to the OpenAPI
    // document's "integer"), though not to serde. Tried only after a refusal, so a body that
    // reads at once is read once; read again, a refusal names the field it is about.
    let Ok(mut value) = serde_json::from_slice::<serde_json::Value>(body) else {
        return Err(refused(rejection::json_said(&first)));
    };
    whole_numbers_as_integers(&mut value);
    serde_path_to_error::deserialize(value)
        .map_err(|e| refused(rejection::field_said(&e.path().to_string(), e.inner())))
}

/// Writes every number of `value` with no fraction (within i64) as an integer.
fn whole_numbers_as_integers(value: &mut serde_json::Value) {
    match value {
        serde_json::Value::Number(n) if !n.is_i64() && !n.is_u64() => {
            if let Some(f) = n.as_f64().filter(|f| f.fract() == 0.0 && f.abs() < 9.0e15) {
                *value = serde_json::Value::from(f as i64);
            }
        }
        serde_json::Value::Array(list) => list.iter_mut().for_each(whole_numbers_as_integers),
        serde_json::Value::Object(map) => map.values_mut().for_each(whole_numbers_as_integers),
        _ => {}
    }
}

/// Counts a request against this process's own limiter, refusing it with 429 when over.
pub(crate) fn limit(state: &AppState, key: String, per_period: u32, period: Duration) -> Result<(), ApiError> {
    state.limiter.check(&key, per_period, period).map_err(ApiError::too_many)
}

pub(crate) fn respond(result: Result<Answer, ApiError>) -> Response {
    match result {
        Ok((status, body)) => json_response(status, body),
        Err(e) => e.into_response(),
    }
}

pub(crate) fn json_response(status: StatusCode, body: String) -> Response {
    (status, [(header::CONTENT_TYPE, HeaderValue::from_static("application/json"))], body).into_response()
}

/// A body already serialised, with its status.
pub(crate) type Answer = (StatusCode, String);

pub(crate) fn answer<T: Serialize>(status: StatusCode, body: &T) -> Answer {
    (status, serde_json::to_string(body).expect("API values serialise"))
}
