//! Every error the HTTP layer answers with: `application/problem+json` (RFC 9457) for the API,
//! with a `code` clients can switch on and a `detail` sentence a player understands. Faults of
//! the server are logged in full and shown only as a generic 500.

use crate::api::schema::Problem;
use axum::Json;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

use ortoo_core::StoreError;
use ortoo_i18n::{Said, english};
use ortoo_play::PlayError;

#[derive(Debug)]
pub struct ApiError {
    pub status: StatusCode,
    pub code: &'static str,
    pub detail: String,
    pub legal_moves: Vec<String>,
    /// For a refused file of variants, its faults, kept unsaid (said in English here, and in the
    /// request's language where it asks for another).
    pub faults: Vec<Said>,
    /// Seconds to wait, for 429.
    pub retry_after: Option<u64>,
    /// What `detail` says, kept unsaid, where it can be said in another language.
    pub unsaid: Option<Box<Said>>,
}

/// An answered problem that can be said in another language: left in the response for
/// [`problems_in_language`].
#[derive(Clone)]
struct Translatable {
    problem: Problem,
    unsaid: Box<Said>,
    faults: Vec<Said>,
}

impl ApiError {
    pub fn new(status: StatusCode, code: &'static str, detail: impl Into<String>) -> ApiError {
        ApiError {
            status,
            code,
            detail: detail.into(),
            legal_moves: Vec::new(),
            faults: Vec::new(),
            retry_after: None,
            unsaid: None,
        }
    }
    pub fn bad_request(detail: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, "bad_request", detail)
    }
    pub fn unauthorized(detail: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::UNAUTHORIZED, "unauthorized", detail)
    }
    pub fn forbidden(code: &'static str, detail: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::FORBIDDEN, code, detail)
    }
    pub fn not_found(detail: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::NOT_FOUND, "not_found", detail)
    }
    pub fn too_many(retry_after: u64) -> ApiError {
        ApiError::said(
            StatusCode::TOO_MANY_REQUESTS,
            "rate_limited",
            Said::new("error-too-many-requests").arg("seconds", retry_after.max(1)),
        )
        .after(retry_after.max(1))
    }

    /// An error whose detail is the message `said` (in English here, and in the request's
    /// language where it asks for another).
    pub fn said(status: StatusCode, code: &'static str, said: Said) -> ApiError {
        ApiError { unsaid: Some(Box::new(said.clone())), ..ApiError::new(status, code, english().say(&said)) }
    }

    /// The detail in the reader's language `t`, where it was kept unsaid.
    pub fn detail_in(&self, t: ortoo_i18n::Lang) -> String {
        self.unsaid.as_ref().map_or_else(|| self.detail.clone(), |said| t.say(said))
    }

    fn after(self, seconds: u64) -> ApiError {
        ApiError { retry_after: Some(seconds), ..self }
    }
    pub fn internal(context: &str, e: &dyn std::fmt::Display) -> ApiError {
        tracing::error!(error = %e, "{context}");
        ApiError::said(StatusCode::INTERNAL_SERVER_ERROR, "internal", Said::new("error-internal"))
    }

    fn title(&self) -> &'static str {
        self.status.canonical_reason().unwrap_or("Error")
    }

    pub fn body(&self) -> Problem {
        Problem {
            r#type: format!("/problems/{}", self.code),
            title: self.title().to_string(),
            status: self.status.as_u16(),
            detail: self.detail.clone(),
            code: self.code.to_string(),
            legal_moves: (!self.legal_moves.is_empty()).then(|| self.legal_moves.clone()),
            faults: (!self.faults.is_empty()).then(|| self.faults.iter().map(|fault| english().say(fault)).collect()),
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let problem = self.body();
        let translatable =
            self.unsaid.map(|unsaid| Translatable { problem: problem.clone(), unsaid, faults: self.faults });
        let mut response = (self.status, Json(problem)).into_response();
        let headers = response.headers_mut();
        headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("application/problem+json"));
        if let Some(seconds) = self.retry_after {
            headers.insert(header::RETRY_AFTER, HeaderValue::from(seconds));
        }
        if let Some(translatable) = translatable {
            response.extensions_mut().insert(translatable);
        }
        response
    }
}

/// Says a problem's detail (and a refused file's faults) in the language the request asks for
/// (`Accept-Language`), where the detail was kept unsaid; English, and every other answer, pass as
/// they are.
pub async fn problems_in_language(request: axum::extract::Request, next: axum::middleware::Next) -> Response {
    // Only the header's value is kept (a shared buffer's count): most answers are no problem.
    let asked = request.headers().get(header::ACCEPT_LANGUAGE).cloned();
    let mut response = next.run(request).await;
    let Some(Translatable { mut problem, unsaid, faults }) = response.extensions_mut().remove::<Translatable>() else {
        return response;
    };
    let Some(t) = asked.as_ref().and_then(|v| v.to_str().ok()).and_then(ortoo_i18n::negotiate) else {
        return response;
    };
    if t == english() {
        return response;
    }
    problem.detail = t.say(&unsaid);
    if !faults.is_empty() {
        problem.faults = Some(faults.iter().map(|fault| t.say(fault)).collect());
    }
    let (mut parts, _) = response.into_parts();
    let body = serde_json::to_vec(&problem).unwrap_or_default();
    parts.headers.remove(header::CONTENT_LENGTH);
    if let Ok(tag) = HeaderValue::from_str(t.tag()) {
        parts.headers.insert(header::CONTENT_LANGUAGE, tag);
    }
    Response::from_parts(parts, axum::body::Body::from(body))
}

impl From<StoreError> for ApiError {
    fn from(e: StoreError) -> ApiError {
        match e {
            // Met only by a keyed write whose key another request used first: the API answers
            // with that request's kept answer instead (`api::idempotent`).
            StoreError::KeyUsed => {
                ApiError::said(StatusCode::CONFLICT, KEY_USED, Said::new("error-api-idempotency-key-used"))
            }
            e => ApiError::internal("storage failed", &e),
        }
    }
}

/// The code of the error a keyed write meets when its key was used meanwhile.
pub const KEY_USED: &str = "idempotency_key_used";

impl From<PlayError> for ApiError {
    fn from(e: PlayError) -> ApiError {
        let detail = e.to_string();
        // Said again in the request's language, where it asks for another.
        let unsaid = e.said().map(Box::new);
        let answer = match e {
            PlayError::BadRequest(_) => ApiError::bad_request(detail),
            PlayError::Invalid { code, .. } => ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, code, detail),
            PlayError::NotFound(_) => ApiError::not_found(detail),
            PlayError::NotYourGame => ApiError::forbidden("not_your_game", detail),
            PlayError::NotYourTurn(..) => ApiError::forbidden("not_your_turn", detail),
            PlayError::Forbidden(_) => ApiError::forbidden("forbidden", detail),
            PlayError::WrongPassword => ApiError::forbidden("wrong_password", detail),
            PlayError::GameOver(_) => ApiError::new(StatusCode::CONFLICT, "game_over", detail),
            PlayError::StalePly { .. } => ApiError::new(StatusCode::CONFLICT, "stale_ply", detail),
            PlayError::Conflict { code, .. } => ApiError::new(StatusCode::CONFLICT, code, detail),
            PlayError::Refused(refusal) => {
                if refusal.code == ortoo_rules::RefusalCode::GameOver {
                    ApiError::new(StatusCode::CONFLICT, "game_over", refusal.message)
                } else {
                    ApiError {
                        legal_moves: refusal.legal_moves,
                        ..ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, refusal.code.as_str(), refusal.message)
                    }
                }
            }
            PlayError::Faulty(faults) => ApiError {
                faults: faults.iter().map(ortoo_rules::defined::ini::Fault::said).collect(),
                ..ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "variant_file_faults", detail)
            },
            PlayError::RateLimited { retry_after } => ApiError::too_many(retry_after),
            PlayError::Busy(_) => ApiError::new(StatusCode::SERVICE_UNAVAILABLE, "busy", detail).after(5),
            PlayError::Store(e) => return e.into(),
            PlayError::Corrupt(..) => return ApiError::internal("stored game unreadable", &e),
        };
        ApiError { unsaid, ..answer }
    }
}
