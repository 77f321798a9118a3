//! The words a page shows from its own address are the server's own. After a form, a page is
//! sent back to with a notice or a refusal in its query (`?notice=…`, `?error=…`: post,
//! redirect, get); a crafted link could put any sentence there, on our site, in our style. So
//! each redirect that carries such words is sealed (an HMAC of them with the server's key,
//! `&seal=…`), and a request whose words are not sealed has them taken out before any page
//! reads its query.

use axum::extract::{Request, State};
use axum::http::{HeaderValue, Uri, header};
use axum::middleware::Next;
use axum::response::Response;

use crate::AppState;

/// The query fields that a page shows as words of the server's.
const WORDS: [&str; 2] = ["notice", "error"];

/// Seals the words of redirects, and drops unsealed words from requests.
pub async fn seal_page_words(State(state): State<AppState>, mut request: Request, next: Next) -> Response {
    let signer = &state.play.settings.signer;
    if let Some(query) = request.uri().query()
        && WORDS.iter().any(|w| query.contains(&format!("{w}=")))
    {
        let pairs: Vec<(String, String)> = form_urlencoded::parse(query.as_bytes()).into_owned().collect();
        let words = words_of(&pairs);
        let seal = pairs.iter().find(|(k, _)| k == "seal").map(|(_, v)| v.as_str()).unwrap_or("");
        if !signer.words_sealed(&words, seal) {
            let kept = pairs.iter().filter(|(k, _)| !WORDS.contains(&k.as_str()) && k != "seal");
            let query = form_urlencoded::Serializer::new(String::new()).extend_pairs(kept).finish();
            let path = request.uri().path();
            let target = if query.is_empty() { path.to_string() } else { format!("{path}?{query}") };
            if let Ok(uri) = target.parse::<Uri>() {
                *request.uri_mut() = uri;
            }
        }
    }
    let mut response = next.run(request).await;
    if response.status().is_redirection()
        && let Some(location) = response.headers().get(header::LOCATION).and_then(|l| l.to_str().ok())
        && location.starts_with('/')
        && let Some((_, query)) = location.split_once('?')
    {
        let pairs: Vec<(String, String)> = form_urlencoded::parse(query.as_bytes()).into_owned().collect();
        let words = words_of(&pairs);
        if !words.is_empty() {
            let sealed = format!("{location}&seal={}", signer.seal_words(&words));
            if let Ok(value) = HeaderValue::from_str(&sealed) {
                response.headers_mut().insert(header::LOCATION, value);
            }
        }
    }
    response
}

/// The words in a query, field and value, in order: what the seal covers.
fn words_of(pairs: &[(String, String)]) -> Vec<&str> {
    pairs.iter().filter(|(k, _)| WORDS.contains(&k.as_str())).flat_map(|(k, v)| [k.as_str(), v.as_str()]).collect()
}
