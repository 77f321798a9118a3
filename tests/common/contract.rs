//! The API contract, checked on every answer the end-to-end tests receive: the answer's status
//! must be one the committed `openapi.json` declares for the operation, its content type one
//! declared for that status, and a JSON body must match the declared schema. A handler that
//! drifts from the document fails whichever test happens to call it.

use std::collections::HashMap;
use std::sync::{LazyLock, Mutex};

use reqwest::{Client, Method, RequestBuilder, Response};
use serde_json::{Value, json};

static DOCUMENT: LazyLock<Value> =
    LazyLock::new(|| serde_json::from_str(include_str!("../../openapi.json")).expect("openapi.json is JSON"));

/// Compiled validators by schema pointer (compiling is slow; answers are many).
static VALIDATORS: LazyLock<Mutex<HashMap<String, std::sync::Arc<jsonschema::Validator>>>> =
    LazyLock::new(Default::default);

/// The operation of the document that `path` (below `/api/v1`) matches, with `method`.
fn operation(method: &Method, path: &str) -> Option<(&'static str, &'static Value)> {
    let paths = DOCUMENT["paths"].as_object()?;
    let segments: Vec<&str> = path.split('/').collect();
    paths.iter().find_map(|(template, item)| {
        let parts: Vec<&str> = template.split('/').collect();
        let matches = parts.len() == segments.len()
            && parts.iter().zip(&segments).all(|(t, s)| (t.starts_with('{') && !s.is_empty()) || t == s);
        let op = item.get(method.as_str().to_ascii_lowercase())?;
        matches.then_some((template.as_str(), op))
    })
}

fn validator(pointer: &str) -> std::sync::Arc<jsonschema::Validator> {
    let mut cache = VALIDATORS.lock().unwrap();
    cache
        .entry(pointer.to_string())
        .or_insert_with(|| {
            // The schema refers into the document's components: give it them, at the root.
            let schema = json!({"$ref": format!("#{pointer}"), "components": DOCUMENT["components"]});
            std::sync::Arc::new(
                jsonschema::options()
                    .with_draft(jsonschema::Draft::Draft202012)
                    .build(&schema)
                    .unwrap_or_else(|e| panic!("the schema at {pointer} compiles: {e}")),
            )
        })
        .clone()
}

/// Checks one answer. `path` is the request's path with its query.
///
/// # Panics
/// When the answer breaks the document, saying how.
pub fn check(method: &Method, path: &str, status: u16, content_type: Option<&str>, body: &[u8]) {
    let path = path.split('?').next().unwrap_or(path);
    let Some(api_path) = path.strip_prefix("/api/v1") else { return };
    if api_path == "/openapi.json" {
        return;
    }
    let Some((template, op)) = operation(method, api_path) else {
        // Undocumented routes must not answer as if they were there.
        assert!(
            status == 404 || status == 405,
            "{method} {path} is not in openapi.json, yet it answered {status}: {}",
            String::from_utf8_lossy(body)
        );
        return;
    };
    let what = format!("{method} {template} answered {status}");
    let responses = &op["responses"];
    let Some(response) = responses.get(status.to_string()) else {
        panic!(
            "{what}, which openapi.json does not declare (it declares {:?}): {}",
            responses.as_object().map(|r| r.keys().collect::<Vec<_>>()).unwrap_or_default(),
            String::from_utf8_lossy(body)
        );
    };
    let Some(content) = response.get("content").and_then(Value::as_object) else {
        assert!(body.is_empty(), "{what} with a body, but its answer is declared without one");
        return;
    };
    let media = content_type.and_then(|c| c.split(';').next()).map(str::trim).unwrap_or("");
    let Some(declared) = content.get(media) else {
        panic!("{what} as {media:?}, which is not declared for it ({:?})", content.keys().collect::<Vec<_>>());
    };
    if !(media == "application/json" || media == "application/problem+json") {
        return;
    }
    let value: Value =
        serde_json::from_slice(body).unwrap_or_else(|e| panic!("{what} with a body that is not JSON: {e}"));
    let Some(schema) = declared.get("schema") else { return };
    let pointer = match schema.get("$ref").and_then(Value::as_str) {
        Some(reference) => reference.trim_start_matches('#').to_string(),
        None => {
            let escaped = template.replace('~', "~0").replace('/', "~1");
            format!(
                "/paths/{escaped}/{}/responses/{status}/content/{}/schema",
                method.as_str().to_ascii_lowercase(),
                media.replace('~', "~0").replace('/', "~1")
            )
        }
    };
    let schema_at = if pointer.starts_with("/components") { pointer.clone() } else { String::new() };
    let errors: Vec<String> = if schema_at.is_empty() {
        // An inline schema: compile it alone, with the components beside it.
        let mut inline = schema.clone();
        inline["components"] = DOCUMENT["components"].clone();
        let v = jsonschema::options().with_draft(jsonschema::Draft::Draft202012).build(&inline).unwrap();
        v.iter_errors(&value).map(|e| format!("{} at {}", e, e.instance_path())).collect()
    } else {
        validator(&schema_at).iter_errors(&value).map(|e| format!("{} at {}", e, e.instance_path())).collect()
    };
    assert!(errors.is_empty(), "{what} with a body that breaks its schema:\n{}\n{value:#}", errors.join("\n"));
}

/// A client whose every answer from the API is checked with [`check`].
#[derive(Clone)]
pub struct ApiClient(pub Client);

/// A request being built; `send` checks the answer.
pub struct Request {
    builder: RequestBuilder,
    method: Method,
}

impl ApiClient {
    fn request(&self, method: Method, url: impl reqwest::IntoUrl) -> Request {
        Request { builder: self.0.request(method.clone(), url), method }
    }
    pub fn get(&self, url: impl reqwest::IntoUrl) -> Request {
        self.request(Method::GET, url)
    }
    pub fn post(&self, url: impl reqwest::IntoUrl) -> Request {
        self.request(Method::POST, url)
    }
    pub fn put(&self, url: impl reqwest::IntoUrl) -> Request {
        self.request(Method::PUT, url)
    }
    pub fn delete(&self, url: impl reqwest::IntoUrl) -> Request {
        self.request(Method::DELETE, url)
    }
}

impl Request {
    pub fn bearer_auth(self, token: impl std::fmt::Display) -> Request {
        Request { builder: self.builder.bearer_auth(token), ..self }
    }
    pub fn json<T: serde::Serialize + ?Sized>(self, body: &T) -> Request {
        Request { builder: self.builder.json(body), ..self }
    }
    pub fn header(self, name: &str, value: &str) -> Request {
        Request { builder: self.builder.header(name, value), ..self }
    }
    pub fn body(self, body: impl Into<reqwest::Body>) -> Request {
        Request { builder: self.builder.body(body), ..self }
    }
    pub fn form<T: serde::Serialize + ?Sized>(self, form: &T) -> Request {
        Request { builder: self.builder.form(form), ..self }
    }
    pub fn query<T: serde::Serialize + ?Sized>(self, query: &T) -> Request {
        Request { builder: self.builder.query(query), ..self }
    }

    /// Sends it; the answer comes back as it was, after it has been checked. An event stream is
    /// checked by its status and content type alone (its body does not end).
    ///
    /// # Errors
    /// As reqwest's `send`.
    pub async fn send(self) -> reqwest::Result<Response> {
        let response = self.builder.send().await?;
        let (status, path) = (response.status().as_u16(), response.url().path().to_string());
        let path = match response.url().query() {
            Some(q) => format!("{path}?{q}"),
            None => path,
        };
        let content_type =
            response.headers().get(reqwest::header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).map(str::to_string);
        if content_type.as_deref().is_some_and(|c| c.starts_with("text/event-stream")) {
            check(&self.method, &path, status, content_type.as_deref(), b"");
            return Ok(response);
        }
        let mut rebuilt = http::Response::builder().status(response.status()).version(response.version());
        for (name, value) in response.headers() {
            rebuilt = rebuilt.header(name, value);
        }
        let bytes = response.bytes().await?;
        check(&self.method, &path, status, content_type.as_deref(), &bytes);
        Ok(rebuilt.body(bytes).expect("the answer rebuilds").into())
    }
}
