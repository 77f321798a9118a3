//! `GET /metrics`, in Prometheus's text format, when the operator asks for it (`[metrics]`):
//! what this process counted itself (moves, HTTP answers, queries, mail, refusals, open streams),
//! recorded through the `metrics` facade wherever it happens, and what every process shares,
//! read from the database as the page is asked for (the engine and analysis queues, the
//! outbox, this process's connections), so every process shows the same queues whichever
//! did the work. `docs/architecture.md` lists every figure; `docs/grafana-dashboard.json` draws
//! them.

use std::fmt::Write;
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::{MatchedPath, Request, State};
use axum::http::{StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use ortoo_core::Timestamp;
use ortoo_core::store::{Backlog, PoolUse, QueueStats};
use ortoo_play::Play;

/// The bounds of every `_seconds` histogram: from a quick read (half a millisecond) to a slow
/// mail delivery (a minute).
const SECONDS: &[f64] =
    &[0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0];

/// This process's recorder, made and installed at the first call (a process has one: tests that
/// start several servers in one process share it).
pub fn recorder() -> PrometheusHandle {
    static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();
    HANDLE
        .get_or_init(|| {
            let recorder = PrometheusBuilder::new()
                .set_buckets_for_metric(Matcher::Suffix("_seconds".into()), SECONDS)
                .expect("the buckets are not empty")
                .build_recorder();
            let handle = recorder.handle();
            // Another recorder installed first (a test harness's) keeps its place; this one's
            // page then shows only what is read from the database.
            if metrics::set_global_recorder(recorder).is_ok() {
                describe();
                ortoo_core::figures::start_recording();
            }
            // Histograms keep their samples until drained: drained every few seconds, whether
            // or not anyone reads the page.
            let upkeep = handle.clone();
            std::thread::Builder::new()
                .name("metrics-upkeep".into())
                .spawn(move || {
                    loop {
                        std::thread::sleep(Duration::from_secs(5));
                        upkeep.run_upkeep();
                    }
                })
                .expect("a thread can be started");
            handle
        })
        .clone()
}

/// The help line of each figure the process counts itself.
fn describe() {
    use metrics::{describe_counter, describe_gauge, describe_histogram};
    describe_counter!(
        "ortoo_moves_total",
        "Moves sent, by the way they came (api, page, mail, engine) and outcome (played, refused, rejected, failed)."
    );
    describe_histogram!(
        "ortoo_move_seconds",
        metrics::Unit::Seconds,
        "Time from a move's arrival in games in play to its answer, of moves played, by the way they came."
    );
    describe_counter!("ortoo_http_requests_total", "HTTP answers, by route, method and status.");
    describe_histogram!(
        "ortoo_http_request_seconds",
        metrics::Unit::Seconds,
        "Time to answer an HTTP request, by route."
    );
    describe_histogram!(
        "ortoo_db_query_seconds",
        metrics::Unit::Seconds,
        "Time of a store query as its caller waited for it (a write's wait for SQLite's writer included), by query."
    );
    describe_counter!("ortoo_db_query_failures_total", "Store queries the database failed, by query.");
    describe_gauge!("ortoo_live_streams", "Live event streams (server-sent events) open in this process.");
    describe_counter!(
        "ortoo_rate_limited_total",
        "Requests refused for an allowance used up, by allowance (moves, login, chat, mail…)."
    );
    describe_counter!(
        "ortoo_mail_out_total",
        "Notices settled by this process's notifier, by outcome (sent, moot, retried, failed, not_mailed)."
    );
    describe_histogram!("ortoo_mail_send_seconds", metrics::Unit::Seconds, "Time to hand one mail to the relay.");
    describe_counter!("ortoo_engine_jobs_total", "Engine jobs a worker of this process ended, by how.");
    describe_histogram!(
        "ortoo_engine_search_seconds",
        metrics::Unit::Seconds,
        "Time an engine worker took to find and send its move."
    );
    describe_counter!("ortoo_analyses_total", "Analyses a worker of this process ended or let go, by how.");
}

/// Every figure the page shows, by name (a histogram's or summary's series add `_bucket`,
/// `_sum`, `_count`): the dashboard and `docs/architecture.md` are checked against it.
pub const FIGURES: &[&str] = &[
    "ortoo_moves_total",
    "ortoo_move_seconds",
    "ortoo_http_requests_total",
    "ortoo_http_request_seconds",
    "ortoo_db_query_seconds",
    "ortoo_db_query_failures_total",
    "ortoo_db_connections_open",
    "ortoo_db_connections_idle",
    "ortoo_db_connections_max",
    "ortoo_live_streams",
    "ortoo_rate_limited_total",
    "ortoo_outbox_due",
    "ortoo_outbox_oldest_due_seconds",
    "ortoo_mail_out_total",
    "ortoo_mail_send_seconds",
    "ortoo_mail_in_total",
    "ortoo_engine_jobs_waiting",
    "ortoo_engine_jobs_running",
    "ortoo_engine_jobs_failed",
    "ortoo_engine_oldest_wait_seconds",
    "ortoo_engine_job_latency_seconds",
    "ortoo_engine_jobs_total",
    "ortoo_engine_search_seconds",
    "ortoo_analyses_waiting",
    "ortoo_analyses_running",
    "ortoo_analyses_failed",
    "ortoo_analysis_oldest_wait_seconds",
    "ortoo_analysis_latency_seconds",
    "ortoo_analyses_total",
];

/// What the page needs: games in play (for the queues) and the recorder.
#[derive(Clone)]
pub struct Scrape {
    pub play: Arc<Play>,
    pub handle: PrometheusHandle,
}

/// `/metrics` alone, for the main router or an address of its own.
pub fn router<S>(scrape: Scrape) -> Router<S> {
    Router::new().route("/metrics", axum::routing::get(page)).with_state(scrape)
}

async fn page(State(scrape): State<Scrape>) -> Response {
    let play = &scrape.play;
    let now = play.settings.clock.now();
    let shared = tokio::try_join!(
        play.jobs.stats(),
        play.jobs.analysis_stats(),
        play.schedule.outbox_backlog(now),
        play.mail.taken_counts()
    );
    match shared {
        Ok((engine, analysis, backlog, mail_in)) => {
            let shared = Shared { now, engine, analysis, backlog, mail_in, pool: play.connections() };
            let mut text = exposition(&shared);
            text.push_str(&scrape.handle.render());
            ([(header::CONTENT_TYPE, "text/plain; version=0.0.4; charset=utf-8")], text).into_response()
        }
        Err(e) => {
            tracing::warn!(error = %e, "cannot read the queues for /metrics");
            (StatusCode::SERVICE_UNAVAILABLE, "the database cannot be read\n").into_response()
        }
    }
}

/// The figures every process shares, read from the database at `now`.
#[derive(Debug, Default)]
pub struct Shared {
    pub now: Timestamp,
    pub engine: QueueStats,
    pub analysis: QueueStats,
    pub backlog: Backlog,
    /// Mail taken in, by outcome.
    pub mail_in: Vec<(String, i64)>,
    /// This process's connections (not shared, but read with the rest).
    pub pool: PoolUse,
}

/// Seconds from `then` to `now`, or none.
fn age(now: Timestamp, then: Option<Timestamp>) -> f64 {
    then.map_or(0.0, |t| (now.millis() - t.millis()).max(0) as f64 / 1000.0)
}

/// The figures read from the database, as Prometheus text.
pub fn exposition(shared: &Shared) -> String {
    let Shared { now, engine, analysis, backlog, mail_in, pool } = shared;
    let now = *now;
    let mut out = String::new();
    let mut gauge = |name: &str, help: &str, value: f64| {
        let _ = writeln!(out, "# HELP {name} {help}\n# TYPE {name} gauge\n{name} {value}");
    };
    gauge("ortoo_engine_jobs_waiting", "Engine moves queued and not held by any worker.", engine.waiting as f64);
    gauge(
        "ortoo_engine_jobs_running",
        "Engine moves a worker is searching (holds a live lease on).",
        engine.running as f64,
    );
    gauge(
        "ortoo_engine_jobs_failed",
        "Engine moves given up on (each job's last_error says why).",
        engine.failed as f64,
    );
    gauge(
        "ortoo_engine_oldest_wait_seconds",
        "How long the engine move waiting longest has waited (0 when none waits).",
        age(now, engine.oldest_waiting),
    );
    gauge(
        "ortoo_analyses_waiting",
        "Analyses of finished games queued and not held by any worker.",
        analysis.waiting as f64,
    );
    gauge("ortoo_analyses_running", "Analyses a worker is making.", analysis.running as f64);
    gauge("ortoo_analyses_failed", "Analyses given up on.", analysis.failed as f64);
    gauge(
        "ortoo_analysis_oldest_wait_seconds",
        "How long the analysis waiting longest has waited (0 when none waits).",
        age(now, analysis.oldest_waiting),
    );
    gauge(
        "ortoo_outbox_due",
        "Notices whose time to be mailed has come and that are not sent yet.",
        backlog.due as f64,
    );
    gauge(
        "ortoo_outbox_oldest_due_seconds",
        "How long the notice due longest has waited to be mailed (0 when none waits).",
        age(now, backlog.oldest_due),
    );
    gauge(
        "ortoo_db_connections_open",
        "This process's database connections open (SQLite: its readers).",
        pool.open as f64,
    );
    gauge("ortoo_db_connections_idle", "This process's database connections open and idle.", pool.idle as f64);
    gauge("ortoo_db_connections_max", "The most database connections this process opens.", pool.max as f64);
    let name = "ortoo_mail_in_total";
    let _ = writeln!(
        out,
        "# HELP {name} Mail taken in (replies and new mail) by any process, by what became of it.\n# TYPE {name} counter"
    );
    for (outcome, count) in mail_in {
        let _ = writeln!(out, "{name}{{outcome=\"{outcome}\"}} {count}");
    }
    summary(
        &mut out,
        "ortoo_engine_job_latency_seconds",
        "Seconds from queueing an engine move to recording it, over the latest finished jobs.",
        &engine.recent_latencies,
    );
    summary(
        &mut out,
        "ortoo_analysis_latency_seconds",
        "Seconds from asking for an analysis to its end, over the latest finished analyses.",
        &analysis.recent_latencies,
    );
    out
}

/// Recent times as a summary: quantiles 0.5, 0.9 and 0.99, their sum and count.
fn summary(out: &mut String, name: &str, help: &str, times: &[f64]) {
    let mut sorted = times.to_vec();
    sorted.sort_by(f64::total_cmp);
    let _ = writeln!(out, "# HELP {name} {help}\n# TYPE {name} summary");
    for q in [0.5, 0.9, 0.99] {
        let value = quantile(&sorted, q).map_or_else(|| "NaN".to_string(), |v| format!("{v:.3}"));
        let _ = writeln!(out, "{name}{{quantile=\"{q}\"}} {value}");
    }
    // An empty sum is -0.0 in Rust's float arithmetic: written as 0.
    let _ = writeln!(out, "{name}_sum {:.3}", sorted.iter().sum::<f64>() + 0.0);
    let _ = writeln!(out, "{name}_count {}", sorted.len());
}

/// The `q` quantile of sorted values (nearest rank), if there are any.
fn quantile(sorted: &[f64], q: f64) -> Option<f64> {
    if sorted.is_empty() {
        return None;
    }
    let rank = ((q * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len());
    Some(sorted[rank - 1])
}

/// Keeps the route a request matched on its answer, for [`count_answers`] (a route layer: it
/// runs only for requests that matched one).
pub async fn note_route(route: Option<MatchedPath>, request: Request, next: Next) -> Response {
    let mut response = next.run(request).await;
    if let Some(route) = route {
        response.extensions_mut().insert(route);
    }
    response
}

/// Counts each answer by route (`/api/v1/games/{id}/moves`, never the id itself, which would
/// make a series a game), method and status, and its time by route. A request no route
/// matched counts as `unmatched`.
pub async fn count_answers(request: Request, next: Next) -> Response {
    let method = request.method().as_str().to_owned();
    let started = Instant::now();
    let response = next.run(request).await;
    let route = response.extensions().get::<MatchedPath>().map_or("unmatched", MatchedPath::as_str).to_owned();
    let status = response.status().as_u16().to_string();
    metrics::histogram!("ortoo_http_request_seconds", "route" => route.clone()).record(started.elapsed().as_secs_f64());
    metrics::counter!("ortoo_http_requests_total", "route" => route, "method" => method, "status" => status)
        .increment(1);
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The `ortoo_…` names in `text`, a histogram's or summary's series as their figure's.
    fn names_in(text: &str) -> std::collections::BTreeSet<String> {
        let mut names = std::collections::BTreeSet::new();
        for (at, _) in text.match_indices("ortoo_") {
            let name: String = text[at..].chars().take_while(|c| c.is_ascii_lowercase() || *c == '_').collect();
            let name = ["_bucket", "_sum", "_count"]
                .iter()
                .fold(name, |n, s| n.strip_suffix(s).map_or(n.clone(), str::to_string));
            names.insert(name);
        }
        names
    }

    #[test]
    fn the_dashboard_and_the_architecture_name_the_figures_there_are() {
        let dashboard = include_str!("../../../../docs/grafana-dashboard.json");
        let architecture = include_str!("../../../../docs/architecture.md");
        let drawn = names_in(dashboard);
        for name in &drawn {
            assert!(FIGURES.contains(&name.as_str()), "the dashboard draws {name}, which no figure is");
        }
        for figure in FIGURES {
            assert!(drawn.contains(*figure), "the dashboard does not draw {figure}");
        }
        // The architecture's table writes a family's members after the first as `_open`, `_idle`.
        for figure in FIGURES {
            let short = figure.rsplit_once('_').map(|(_, last)| format!("`_{last}`"));
            assert!(
                architecture.contains(&format!("`{figure}`")) || short.is_some_and(|s| architecture.contains(&s)),
                "docs/architecture.md does not list {figure}"
            );
        }
        let _: serde_json::Value = serde_json::from_str(dashboard).expect("the dashboard is JSON");
    }

    #[test]
    fn the_exposition_shows_the_queues_ages_and_latency_quantiles() {
        let now = Timestamp::from_millis(100_000);
        let engine = QueueStats {
            waiting: 3,
            running: 1,
            failed: 0,
            recent_latencies: (1..=100).map(f64::from).collect(),
            oldest_waiting: Some(Timestamp::from_millis(92_500)),
        };
        let backlog = Backlog { due: 4, oldest_due: Some(Timestamp::from_millis(40_000)) };
        let pool = PoolUse { open: 5, idle: 2, max: 16 };
        let mail_in = vec![("played".to_string(), 7), ("forged".to_string(), 1)];
        let text = exposition(&Shared { now, engine, backlog, pool, mail_in, ..Shared::default() });
        assert!(text.contains("ortoo_engine_jobs_waiting 3\n"), "{text}");
        assert!(text.contains("ortoo_engine_jobs_running 1\n"), "{text}");
        assert!(text.contains("ortoo_engine_oldest_wait_seconds 7.5\n"), "{text}");
        assert!(text.contains("ortoo_engine_job_latency_seconds{quantile=\"0.5\"} 50.000\n"), "{text}");
        assert!(text.contains("ortoo_engine_job_latency_seconds{quantile=\"0.99\"} 99.000\n"), "{text}");
        assert!(text.contains("ortoo_engine_job_latency_seconds_count 100\n"), "{text}");
        assert!(text.contains("ortoo_analysis_latency_seconds{quantile=\"0.9\"} NaN\n"), "{text}");
        assert!(text.contains("ortoo_analysis_oldest_wait_seconds 0\n"), "{text}");
        assert!(text.contains("ortoo_analysis_latency_seconds_sum 0.000\n"), "{text}");
        assert!(text.contains("ortoo_outbox_due 4\n"), "{text}");
        assert!(text.contains("ortoo_outbox_oldest_due_seconds 60\n"), "{text}");
        assert!(text.contains("ortoo_db_connections_idle 2\n"), "{text}");
        assert!(text.contains("ortoo_mail_in_total{outcome=\"played\"} 7\n"), "{text}");
    }
}
