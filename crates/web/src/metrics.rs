//! `GET /metrics`: the engine queue in Prometheus's text format. The figures come from the
//! database, so every process shows the same queue, whichever worker did the work.

use std::fmt::Write;

use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};

use super::AppState;
use ortoo_core::store::QueueStats;

pub async fn metrics(State(state): State<AppState>) -> Response {
    match state.play.jobs.stats().await {
        Ok(stats) => {
            ([(header::CONTENT_TYPE, "text/plain; version=0.0.4; charset=utf-8")], exposition(&stats)).into_response()
        }
        Err(e) => {
            tracing::warn!(error = %e, "cannot read the engine queue for /metrics");
            (StatusCode::SERVICE_UNAVAILABLE, "the database cannot be read\n").into_response()
        }
    }
}

/// The queue's figures as Prometheus text.
pub fn exposition(stats: &QueueStats) -> String {
    let mut out = String::new();
    let mut gauge = |name: &str, help: &str, value: i64| {
        let _ = writeln!(out, "# HELP {name} {help}\n# TYPE {name} gauge\n{name} {value}");
    };
    gauge("ortoo_engine_jobs_waiting", "Engine moves queued and not held by any worker.", stats.waiting);
    gauge("ortoo_engine_jobs_running", "Engine moves a worker is searching (holds a live lease on).", stats.running);
    gauge("ortoo_engine_jobs_failed", "Engine moves given up on (each job's last_error says why).", stats.failed);
    let mut latencies = stats.recent_latencies.clone();
    latencies.sort_by(f64::total_cmp);
    let name = "ortoo_engine_job_latency_seconds";
    let _ = writeln!(
        out,
        "# HELP {name} Seconds from queueing an engine move to recording it, over the latest finished jobs.\n\
         # TYPE {name} summary"
    );
    for q in [0.5, 0.9, 0.99] {
        let value = quantile(&latencies, q).map_or_else(|| "NaN".to_string(), |v| format!("{v:.3}"));
        let _ = writeln!(out, "{name}{{quantile=\"{q}\"}} {value}");
    }
    let _ = writeln!(out, "{name}_sum {:.3}", latencies.iter().sum::<f64>());
    let _ = writeln!(out, "{name}_count {}", latencies.len());
    out
}

/// The `q` quantile of sorted values (nearest rank), if there are any.
fn quantile(sorted: &[f64], q: f64) -> Option<f64> {
    if sorted.is_empty() {
        return None;
    }
    let rank = ((q * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len());
    Some(sorted[rank - 1])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_exposition_shows_the_queue_and_latency_quantiles() {
        let stats =
            QueueStats { waiting: 3, running: 1, failed: 0, recent_latencies: (1..=100).map(f64::from).collect() };
        let text = exposition(&stats);
        assert!(text.contains("ortoo_engine_jobs_waiting 3\n"), "{text}");
        assert!(text.contains("ortoo_engine_jobs_running 1\n"), "{text}");
        assert!(text.contains("ortoo_engine_job_latency_seconds{quantile=\"0.5\"} 50.000\n"), "{text}");
        assert!(text.contains("ortoo_engine_job_latency_seconds{quantile=\"0.99\"} 99.000\n"), "{text}");
        assert!(text.contains("ortoo_engine_job_latency_seconds_count 100\n"), "{text}");
        let empty = exposition(&QueueStats::default());
        assert!(empty.contains("{quantile=\"0.9\"} NaN\n"), "{empty}");
    }
}
