//! HTTP: the REST API under `/api/v1` and the web pages, on one axum router.

pub mod api;
pub mod http;
pub mod pages;

use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::body::Body;
use axum::http::{Response, StatusCode};
use axum::response::IntoResponse;
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::csrf::CsrfLayer;
use tower_http::request_id::{MakeRequestUuid, PropagateRequestIdLayer, SetRequestIdLayer};
use tower_http::trace::TraceLayer;

use api::live;
use http::error::ApiError;
use http::limits::Limiter;
use http::{assets, auth, edge, metrics, sealed};
use ortoo_config::Config;
use ortoo_play::Play;
use ortoo_play::cache::Recent;
use pages::attention;

/// The header that carries each request's id (set here unless a proxy in front set it).
const REQUEST_ID: axum::http::HeaderName = axum::http::HeaderName::from_static("x-request-id");

/// Everything a handler needs.
#[derive(Clone)]
pub struct AppState {
    /// Behind one `Arc`: the state is cloned for every request, and `Play`'s services hold many
    /// handles each (a clone of it counts each one up and down again).
    pub play: Arc<Play>,
    pub config: Arc<Config>,
    pub limiter: Arc<Limiter>,
    /// API tokens recently seen: token hash to what the check found.
    pub tokens: Arc<Recent<auth::Remembered>>,
    /// The live event streams open now, bounded by the limits.
    pub streams: Arc<live::OpenStreams>,
    /// Games' moves as the game page's list names them, by game id (see
    /// [`pages::NamedMoves`]): a page names only the moves played since the last one.
    pub(crate) named_moves: Arc<Recent<Arc<pages::NamedMoves>>>,
    /// What asks for each player, as the pages' headers count it.
    pub attention: Arc<attention::Attention>,
    /// The recorder, when `[metrics]` asks for them.
    pub metrics: Option<metrics_exporter_prometheus::PrometheusHandle>,
}

impl AppState {
    pub fn new(play: Play, config: Config) -> AppState {
        let attention = attention::Attention::new(&play.events);
        let metrics = config.metrics.recorded().then(metrics::recorder);
        AppState {
            play: Arc::new(play),
            config: Arc::new(config),
            limiter: Arc::new(Limiter::new()),
            tokens: Arc::new(Recent::new(10_000)),
            streams: Arc::new(live::OpenStreams::default()),
            named_moves: Arc::new(Recent::new(2_000)),
            attention,
            metrics,
        }
    }

    /// `/metrics` as this state serves it, if metrics are recorded.
    pub fn scrape(&self) -> Option<metrics::Scrape> {
        self.metrics.clone().map(|handle| metrics::Scrape { play: self.play.clone(), handle })
    }
}

/// Error answers made by middleware or by axum itself (413 too large, 405, 408) come as bare
/// text; this gives them the problem+json shape every other error has.
async fn problem_for_bare_errors(response: Response<Body>) -> Response<Body> {
    let status = response.status();
    let is_problem = response
        .headers()
        .get(axum::http::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/problem+json") || v.starts_with("text/html"));
    if !(status.is_client_error() || status.is_server_error()) || is_problem {
        return response;
    }
    let (code, detail) = match status {
        StatusCode::PAYLOAD_TOO_LARGE => ("too_large", "error-api-too-large"),
        StatusCode::METHOD_NOT_ALLOWED => ("method_not_allowed", "error-api-method"),
        StatusCode::REQUEST_TIMEOUT => ("timeout", "error-api-timeout"),
        StatusCode::UNSUPPORTED_MEDIA_TYPE => ("bad_request", "error-api-media-type"),
        s if s.is_server_error() => ("internal", "error-internal"),
        _ => ("bad_request", "error-api-not-understood"),
    };
    let mut problem = ApiError::said(status, code, ortoo_i18n::Said::new(detail));
    if status == StatusCode::UNSUPPORTED_MEDIA_TYPE {
        problem.status = StatusCode::BAD_REQUEST;
    }
    problem.into_response()
}

/// Forgets remembered token checks when a token is revoked in any process (its event arrives
/// here through the store's relay), or when events were missed.
fn forget_revoked_tokens(state: &AppState) {
    let (tokens, mut events) = (state.tokens.clone(), state.play.events.subscribe());
    let Ok(runtime) = tokio::runtime::Handle::try_current() else { return };
    runtime.spawn(async move {
        use tokio::sync::broadcast::error::RecvError;
        loop {
            match events.recv().await {
                Ok(event) if matches!(event.what, ortoo_core::events::Happening::TokenRevoked { .. }) => tokens.clear(),
                Ok(_) => {}
                Err(RecvError::Lagged(_)) => tokens.clear(),
                Err(RecvError::Closed) => return,
            }
        }
    });
}

/// The whole application: API, pages and middleware.
///
/// # Panics
/// When `base_url` is not an origin the CSRF layer can trust (checked at start-up).
pub fn app(state: AppState) -> Router {
    let csrf = CsrfLayer::new()
        .add_trusted_origin(state.config.base_url.trim_end_matches('/'))
        .expect("base_url is a valid origin")
        .with_rejection_response(|_| {
            ApiError::said(StatusCode::FORBIDDEN, "cross_site", ortoo_i18n::Said::new("error-cross-site"))
                .into_response()
        });
    forget_revoked_tokens(&state);
    let body_limits =
        edge::BodyLimits { any: state.config.limits.body_bytes, upload: state.config.limits.upload_bytes };
    let pages_state = state.clone();
    // `/metrics` beside the site, unless they have an address of their own.
    let own_address = !state.config.metrics.bind.trim().is_empty();
    let scrape = state.scrape();
    let counted = scrape.is_some();
    let beside = scrape.filter(|_| !own_address).map(metrics::router).unwrap_or_default();
    let router = Router::new()
        .nest("/api/v1", api::router())
        .merge(pages::router())
        .merge(beside)
        .route("/assets/{file}", axum::routing::get(assets::serve))
        .route("/assets/pieces/{variant}", axum::routing::get(assets::pieces))
        .route("/favicon.ico", axum::routing::get(assets::favicon))
        .fallback(|| async {
            pages::PageError::Said(StatusCode::NOT_FOUND, ortoo_i18n::Said::new("error-page-no-such-page"))
        });
    // Answers counted by the route they matched (noted by a route layer, which runs only for a
    // match), outside every layer that may answer for itself; not counted without a recorder.
    let router = if counted { router.route_layer(axum::middleware::from_fn(metrics::note_route)) } else { router };
    let router = router
        .with_state(state)
        .layer(axum::middleware::from_fn(edge::refuse_control_characters))
        .layer(axum::middleware::from_fn_with_state(pages_state.clone(), sealed::seal_page_words))
        .layer(axum::middleware::from_fn_with_state(pages_state, pages::error_pages))
        .layer(csrf)
        .layer(axum::middleware::from_fn_with_state(body_limits, edge::limit_body))
        .layer(tower_http::timeout::TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            Duration::from_secs(30),
        ))
        .layer(axum::middleware::map_response(problem_for_bare_errors))
        // A problem's detail in the request's language, where it was kept unsaid.
        .layer(axum::middleware::from_fn(crate::http::error::problems_in_language))
        // gzip for clients that ask (the default predicate leaves event streams and images be).
        .layer(tower_http::compression::CompressionLayer::new());
    // Without a recorder, no layer at all: nothing is spent on a count no one reads.
    let router = if counted { router.layer(axum::middleware::from_fn(metrics::count_answers)) } else { router };
    router
        .layer(
            TraceLayer::new_for_http()
                .make_span_with(|request: &axum::http::Request<Body>| {
                    // Every log line of a request carries its id, which a failed page shows the
                    // player; the span's close (in a JSON log) its status and time.
                    let id = request.headers().get(REQUEST_ID).and_then(|v| v.to_str().ok()).unwrap_or("-");
                    let (method, uri) = (request.method(), request.uri().path());
                    tracing::info_span!("request", %method, %uri, %id, status = tracing::field::Empty)
                })
                .on_response(|response: &Response<Body>, _: Duration, span: &tracing::Span| {
                    span.record("status", response.status().as_u16());
                }),
        )
        .layer(CatchPanicLayer::custom(|_| -> Response<Body> {
            ApiError::internal("a handler panicked", &"panic").into_response()
        }))
        .layer(PropagateRequestIdLayer::new(REQUEST_ID))
        .layer(SetRequestIdLayer::new(REQUEST_ID, MakeRequestUuid))
}

/// The accessibility floor for pieces (WCAG's 3:1 for graphics), read from the page's own CSS:
/// on every square colour of both themes, last-move squares included, each side's piece has a
/// fill or an outline at least 3:1 against the square, so its shape stands out.
#[cfg(test)]
mod contrast {
    const CSS: &str = include_str!("../assets/style.css");

    /// The first hex colour after each `name` in the CSS, in order.
    fn colours_after(name: &str) -> Vec<String> {
        CSS.match_indices(name).filter_map(|(i, _)| hex_colours(&CSS[i + name.len()..]).next()).collect()
    }

    /// The hex colours in `text`, in order, six digits each.
    fn hex_colours(text: &str) -> impl Iterator<Item = String> + '_ {
        text.match_indices('#').map(|(i, _)| {
            let hex: String = text[i + 1..].chars().take_while(char::is_ascii_hexdigit).collect();
            if hex.len() == 3 { hex.chars().flat_map(|c| [c, c]).collect() } else { hex }
        })
    }

    fn luminance(hex: &str) -> f64 {
        let channel = |i: usize| {
            let c = f64::from(u8::from_str_radix(&hex[i..i + 2], 16).unwrap()) / 255.0;
            if c <= 0.04045 { c / 12.92 } else { ((c + 0.055) / 1.055).powf(2.4) }
        };
        0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
    }

    fn ratio(a: &str, b: &str) -> f64 {
        let (a, b) = (luminance(a), luminance(b));
        (a.max(b) + 0.05) / (a.min(b) + 0.05)
    }

    #[test]
    fn every_piece_stands_out_on_every_square() {
        let mut squares = colours_after("--light:");
        squares.extend(colours_after("--dark:"));
        squares.extend(colours_after(".cell.last { fill:"));
        squares.extend(colours_after(".cell.dark.last { fill:"));
        assert!(squares.len() >= 8, "both themes' squares: {squares:?}");
        for side in ["white", "black"] {
            let rule = format!("svg.board .{side} .art .b {{ fill:");
            let at = CSS.find(&rule).expect("the piece's rule");
            let mut colours = hex_colours(&CSS[at..]);
            let (fill, outline) = (colours.next().unwrap(), colours.next().unwrap());
            for square in &squares {
                let best = ratio(&fill, square).max(ratio(&outline, square));
                assert!(best >= 3.0, "{side} piece (#{fill}, outline #{outline}) on #{square}: {best:.2}:1");
            }
        }
    }
}
