//! What an operator sees of a running server: Prometheus figures at `/metrics` that move as
//! players play (on either database), and a JSON log in which one request is followed by its
//! id from the edge through the move it made.

mod common;

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use futures_util::StreamExt;
use reqwest::StatusCode;
use serde_json::{Value, json};

/// A series' value on a metrics page (0 when the page does not show it).
fn value(page: &str, series: &str) -> f64 {
    page.lines()
        .filter_map(|line| line.strip_prefix(series)?.strip_prefix(' '))
        .find_map(|v| v.trim().parse().ok())
        .unwrap_or(0.0)
}

/// How much each of `series` grew from `before` to `after`.
fn grown(before: &str, after: &str, series: &str) -> f64 {
    value(after, series) - value(before, series)
}

const PLAYED: &str = r#"ortoo_moves_total{via="api",outcome="played"}"#;
const REFUSED: &str = r#"ortoo_moves_total{via="api",outcome="refused"}"#;
const MOVE_TIMES: &str = r#"ortoo_move_seconds_count{via="api"}"#;
const MOVES_ROUTE: &str = r#"ortoo_http_requests_total{route="/api/v1/games/{id}/moves",method="POST""#;
const LIMITED: &str = r#"ortoo_rate_limited_total{limit="moves"}"#;
const RECORDED: &str = r#"ortoo_db_query_seconds_count{query="record_moves"}"#;

async fn figures_move_as_players_play(backend: common::Backend) {
    // Four moves a minute each: the fifth is refused for its allowance.
    let Some(s) = common::start_with(backend, |c| c.limits.moves_per_minute = 4).await else { return };
    let metrics = || async { s.client.get(s.url("/metrics")).send().await.unwrap().text().await.unwrap() };
    let alice = s.register("alice").await;
    let bob = s.register("bob").await;
    let game = s.new_game(&alice, &bob, "chess").await;
    // A live stream open on the game while it is played.
    let stream = s.get(Some(&bob), &format!("/api/v1/games/{game}/events")).await;
    assert_eq!(stream.status(), StatusCode::OK);
    let mut stream = stream.bytes_stream();
    let before = metrics().await;

    let mut moves = 0;
    for (who, text, status) in [
        (&alice, "e2e4", StatusCode::CREATED),
        (&bob, "e7e4", StatusCode::UNPROCESSABLE_ENTITY),
        (&bob, "e7e5", StatusCode::CREATED),
        (&alice, "g1f3", StatusCode::CREATED),
        (&bob, "b8c6", StatusCode::CREATED),
        (&alice, "f1c4", StatusCode::CREATED),
        (&bob, "g8f6", StatusCode::CREATED),
        (&alice, "d2d3", StatusCode::CREATED),
        (&alice, "b1c3", StatusCode::TOO_MANY_REQUESTS),
    ] {
        let r = s.play(who, &game, text).await;
        assert_eq!(r.status(), status, "{text}: {}", r.text().await.unwrap());
        moves += usize::from(status == StatusCode::CREATED);
    }
    assert_eq!(moves, 7);
    let first = tokio::time::timeout(Duration::from_secs(5), stream.next()).await;
    assert!(first.is_ok_and(|chunk| chunk.is_some()), "the stream hears the moves");
    let after = metrics().await;

    // The process's own figures: other tests of this binary count into the same recorder, so
    // each grew by at least what this game did.
    assert!(grown(&before, &after, PLAYED) >= 7.0, "{after}");
    assert!(grown(&before, &after, REFUSED) >= 1.0, "{after}");
    assert!(grown(&before, &after, MOVE_TIMES) >= 7.0, "{after}");
    assert!(grown(&before, &after, &format!(r#"{MOVES_ROUTE},status="201"}}"#)) >= 7.0, "{after}");
    assert!(grown(&before, &after, &format!(r#"{MOVES_ROUTE},status="422"}}"#)) >= 1.0, "{after}");
    assert!(grown(&before, &after, &format!(r#"{MOVES_ROUTE},status="429"}}"#)) >= 1.0, "{after}");
    assert!(grown(&before, &after, LIMITED) >= 1.0, "{after}");
    assert!(grown(&before, &after, RECORDED) >= 7.0, "{after}");
    assert!(value(&after, "ortoo_live_streams") >= 1.0, "{after}");
    // A route's series names the route, never a game.
    assert!(!after.contains(&game), "{after}");
    // The figures every process shares, read from the database.
    for shared in
        ["ortoo_outbox_due", "ortoo_engine_jobs_waiting", "ortoo_analyses_waiting", "ortoo_db_connections_max"]
    {
        assert!(after.lines().any(|l| l.starts_with(&format!("{shared} "))), "{shared}: {after}");
    }
    assert!(value(&after, "ortoo_db_connections_max") >= 1.0, "{after}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn figures_move_as_players_play_on_sqlite() {
    figures_move_as_players_play(common::Backend::Sqlite).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn figures_move_as_players_play_on_postgres() {
    figures_move_as_players_play(common::Backend::Postgres).await;
}

/// A server process, killed when dropped.
struct Process(Child);

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

async fn until_up(client: &reqwest::Client, url: &str) {
    let started = Instant::now();
    while client.get(url).send().await.is_err() {
        assert!(started.elapsed() < Duration::from_secs(30), "the server at {url} did not start");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// The spans a JSON log line was written in, outermost first, and the span it is about.
fn spans_of(line: &Value) -> Vec<&Value> {
    let mut spans: Vec<&Value> = line["spans"].as_array().map(|s| s.iter().collect()).unwrap_or_default();
    spans.extend(line.get("span"));
    spans
}

/// `ortoo serve` as an operator runs it with `[log] format = "json"` and metrics on an address
/// of their own: a move's request is followed by the id the client gave it, from the request's
/// span to the move's (its game, variant and ply) and the close of each with its time; the
/// metrics are on their own address and not beside the site.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_request_is_followed_by_its_id_through_the_json_log() {
    let folder = std::env::temp_dir().join(format!("ortoo-log-{}", uuid::Uuid::now_v7().simple()));
    std::fs::create_dir_all(&folder).unwrap();
    let (port, metrics_port) = (free_port(), free_port());
    let base = format!("http://127.0.0.1:{port}");
    let log = folder.join("log.jsonl");
    let server = Process(
        Command::new(env!("CARGO_BIN_EXE_ortoo"))
            .arg("serve")
            .env("ORTOO_BIND", format!("127.0.0.1:{port}"))
            .env("ORTOO_BASE_URL", &base)
            .env("ORTOO_DATABASE_URL", format!("sqlite://{}?mode=rwc", folder.join("o.db").display()))
            .env("ORTOO_MAIL__TRANSPORT", "none")
            .env("ORTOO_ACCOUNTS__VERIFY_EMAIL", "false")
            .env("ORTOO_LOG__FORMAT", "json")
            .env("ORTOO_LOG", "info,sqlx=warn")
            .env("ORTOO_METRICS__BIND", format!("127.0.0.1:{metrics_port}"))
            .stdout(std::fs::File::create(&log).unwrap())
            .stderr(Stdio::null())
            .spawn()
            .expect("the ortoo binary runs"),
    );
    let client = reqwest::Client::new();
    until_up(&client, &format!("{base}/api/v1/variants")).await;
    let api = |path: &str| format!("{base}/api/v1{path}");
    let mut tokens = Vec::new();
    for name in ["alice", "bob"] {
        let account = json!({"name": name, "email": format!("{name}@example.org"), "password": "correct horse"});
        assert_eq!(client.post(api("/accounts")).json(&account).send().await.unwrap().status(), StatusCode::CREATED);
        let r = client.post(api("/tokens")).json(&json!({"name": name, "password": "correct horse"})).send().await;
        let token: Value = r.unwrap().json().await.unwrap();
        tokens.push(token["token"].as_str().unwrap().to_string());
    }
    let challenge = json!({"variant": "chess", "opponent": {"user": "bob"}, "color": "white"});
    let r = client.post(api("/challenges")).bearer_auth(&tokens[0]).json(&challenge).send().await.unwrap();
    let id = r.json::<Value>().await.unwrap()["challenge"]["id"].as_str().unwrap().to_string();
    let r = client.post(api(&format!("/challenges/{id}/accept"))).bearer_auth(&tokens[1]).send().await.unwrap();
    let game = r.json::<Value>().await.unwrap()["game"]["id"].as_str().unwrap().to_string();
    let request_id = "follow-me-4f2c";
    let r = client
        .post(api(&format!("/games/{game}/moves")))
        .bearer_auth(&tokens[0])
        .header("x-request-id", request_id)
        .json(&json!({"move": "e2e4"}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::CREATED);
    assert_eq!(r.headers()["x-request-id"], request_id, "the id comes back to the client");

    // The metrics, on their own address only.
    let page = client.get(format!("http://127.0.0.1:{metrics_port}/metrics")).send().await.unwrap();
    assert_eq!(page.status(), StatusCode::OK);
    let page = page.text().await.unwrap();
    assert_eq!(value(&page, PLAYED), 1.0, "{page}");
    assert_eq!(
        value(&page, r#"ortoo_http_requests_total{route="/api/v1/games/{id}/moves",method="POST",status="201"}"#),
        1.0
    );
    assert_eq!(client.get(format!("{base}/metrics")).send().await.unwrap().status(), StatusCode::NOT_FOUND);

    // The log, read as it is written: the move's span and the request's close, each carrying
    // the request's id.
    let started = Instant::now();
    let (mut moved, mut answered) = (None, None);
    while moved.is_none() || answered.is_none() {
        assert!(started.elapsed() < Duration::from_secs(10), "the log has the request's spans");
        tokio::time::sleep(Duration::from_millis(50)).await;
        for line in BufReader::new(std::fs::File::open(&log).unwrap()).lines() {
            let line: Value = serde_json::from_str(&line.unwrap()).expect("every line of the log is JSON");
            let spans = spans_of(&line);
            if !spans.iter().any(|s| s["name"] == "request" && s["id"] == request_id) {
                continue;
            }
            let closed = line["fields"]["message"] == "close";
            match line["span"]["name"].as_str() {
                Some("move") if closed => moved = Some(line.clone()),
                Some("request") if closed => answered = Some(line.clone()),
                _ => {}
            }
        }
    }
    let (moved, answered) = (moved.unwrap(), answered.unwrap());
    assert_eq!(moved["span"]["game"], game.as_str(), "{moved}");
    assert_eq!(moved["span"]["variant"], "chess", "{moved}");
    assert_eq!(moved["span"]["ply"], 1, "{moved}");
    assert_eq!(moved["span"]["via"], "api", "{moved}");
    assert!(moved["fields"]["time.busy"].is_string(), "{moved}");
    assert_eq!(answered["span"]["status"], 201, "{answered}");
    assert_eq!(answered["span"]["uri"], format!("/api/v1/games/{game}/moves"), "{answered}");
    drop(server);
    let _ = std::fs::remove_dir_all(&folder);
}

/// Metrics are off unless asked for: the page is not there.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_are_off_unless_asked_for() {
    let Some(s) = common::start_with(common::Backend::Sqlite, |c| c.metrics.enabled = false).await else { return };
    let r = s.client.get(s.url("/metrics")).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::NOT_FOUND);
}
