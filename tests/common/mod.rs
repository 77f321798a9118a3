//! End-to-end test harness: a real ortoo server on a loopback port, on a fresh database of
//! either backend. SQLite gets a file of its own in a temporary folder; Postgres gets a database
//! of its own, created from `ORTOO_TEST_POSTGRES_URL` and dropped afterwards, so runs never see
//! each other's rows or migrations.

#![allow(dead_code)]

pub mod contract;

use std::time::Duration;

use ortoo::config::Config;
use ortoo::db::Db;
use reqwest::{Client, Response, StatusCode};
use serde_json::{Value, json};
use sqlx::Connection;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

pub struct Server {
    pub base: String,
    /// Checks every API answer against openapi.json ([`contract`]).
    pub client: contract::ApiClient,
    /// The server's store, for what a test checks behind the API.
    pub store: std::sync::Arc<dyn ortoo_core::Store>,
    pub db: Db,
    pub database_url: String,
    /// Whether the server verifies addresses (its peers do as it does).
    pub verify_email: bool,
    cleanup: Cleanup,
    task: tokio::task::JoinHandle<()>,
}

enum Cleanup {
    Folder(std::path::PathBuf),
    Database { admin_url: String, name: String },
}

/// Starts a server, or returns `None` (saying so) when Postgres is asked for but not configured.
pub async fn start(backend: Backend) -> Option<Server> {
    start_with(backend, |_| {}).await
}

pub async fn start_with(backend: Backend, adjust: impl FnOnce(&mut Config)) -> Option<Server> {
    start_at(backend, adjust, ortoo::clock::Clock::system()).await
}

/// A server whose time (deadlines, sessions, the scheduler) is read from `clock`.
pub async fn start_at(
    backend: Backend,
    adjust: impl FnOnce(&mut Config),
    clock: ortoo::clock::Clock,
) -> Option<Server> {
    let mut config = Config::defaults();
    // Tests that look at mail set up their own transport; the rest send none (and write no
    // files into the working tree).
    config.mail.transport = ortoo::config::MailTransport::None;
    // The suite's addresses are its own: the tests of verification (tests/accounts.rs) turn it
    // back on.
    config.accounts.verify_email = false;
    // Finished games are analysed by the server's workers: with small searches, lest the
    // analyses of the suite's many finished games take the cores from the tests.
    config.engine.analysis_nodes = 2_000;
    // Tests run side by side, so their searches are often kept waiting for the CPU: the
    // analyses that tests wait for do not rest (the rest's rule has its own unit test).
    config.engine.analysis_busy_percent = 100;
    // The suite runs as an operator who reads `/metrics` does: every figure recorded on the way.
    config.metrics.enabled = true;
    let id = uuid::Uuid::now_v7().simple().to_string();
    let cleanup = match backend {
        Backend::Sqlite => {
            let folder = std::env::temp_dir().join(format!("ortoo-test-{id}"));
            std::fs::create_dir_all(&folder).unwrap();
            config.database_url = format!("sqlite://{}?mode=rwc", folder.join("ortoo.db").display());
            Cleanup::Folder(folder)
        }
        Backend::Postgres => {
            let Ok(admin_url) = std::env::var("ORTOO_TEST_POSTGRES_URL") else {
                // In CI a skipped backend would pass while testing nothing.
                assert!(
                    std::env::var("CI").as_deref() != Ok("true"),
                    "CI=true but ORTOO_TEST_POSTGRES_URL is not set: the Postgres variant cannot be skipped in CI"
                );
                eprintln!(
                    "skipped: ORTOO_TEST_POSTGRES_URL is not set, so the Postgres variant of this test did not run"
                );
                return None;
            };
            let name = format!("ortoo_test_{id}");
            let mut admin = sqlx::PgConnection::connect(&admin_url).await.expect("ORTOO_TEST_POSTGRES_URL connects");
            sqlx::query(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}"))).execute(&mut admin).await.unwrap();
            admin.close().await.ok();
            config.database_url = with_database(&admin_url, &name);
            Cleanup::Database { admin_url, name }
        }
    };
    adjust(&mut config);
    let db = Db::connect(&config.database_url, config.max_connections).await.expect("test database opens");
    db.migrate().await.expect("migrations apply");
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    config.base_url = format!("http://{address}");
    let base = config.base_url.clone();
    let database_url = config.database_url.clone();
    let verify_email = config.accounts.verify_email;
    let task = ortoo::server::spawn_at(listener, db.clone(), config, clock).await;
    let client = contract::ApiClient(Client::builder().timeout(Duration::from_secs(30)).build().unwrap());
    let store = std::sync::Arc::new(db.clone());
    Some(Server { base, client, store, db, database_url, verify_email, cleanup, task })
}

/// The admin URL with its database name replaced.
fn with_database(url: &str, name: &str) -> String {
    let (before_query, query) = url.split_once('?').map_or((url, None), |(a, b)| (a, Some(b)));
    let slash = before_query.rfind('/').expect("a database URL has a path");
    let mut out = format!("{}/{name}", &before_query[..slash]);
    if let Some(q) = query {
        out.push('?');
        out.push_str(q);
    }
    out
}

impl Drop for Server {
    fn drop(&mut self) {
        self.task.abort();
        match &self.cleanup {
            Cleanup::Folder(folder) => {
                let _ = std::fs::remove_dir_all(folder);
            }
            Cleanup::Database { admin_url, name } => {
                let (admin_url, name, db) = (admin_url.clone(), name.clone(), self.db.clone());
                // Dropping needs async I/O; do it on a thread of its own with its own runtime.
                let _ = std::thread::spawn(move || {
                    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
                    rt.block_on(async {
                        // A connection a service of the test still holds (a listener's, on the
                        // test's own runtime, which waits for this drop) would keep `close`
                        // waiting for ever: the database is dropped with force after a while.
                        let _ = tokio::time::timeout(std::time::Duration::from_secs(5), db.close()).await;
                        if let Ok(mut admin) = sqlx::PgConnection::connect(&admin_url).await {
                            let sql = format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)");
                            let _ = sqlx::query(sqlx::AssertSqlSafe(sql)).execute(&mut admin).await;
                        }
                    });
                })
                .join();
            }
        }
    }
}

/// A registered player with an API token.
#[derive(Clone)]
pub struct Player {
    pub name: String,
    pub token: String,
}

/// A second server process on the same database (its own pool, caches and event listener).
pub struct Peer {
    pub base: String,
    task: tokio::task::JoinHandle<()>,
}

impl Drop for Peer {
    fn drop(&mut self) {
        self.task.abort();
    }
}

impl Server {
    pub async fn peer(&self) -> Peer {
        let mut config = Config::defaults();
        config.mail.transport = ortoo::config::MailTransport::None;
        config.accounts.verify_email = self.verify_email;
        config.database_url = self.database_url.clone();
        let db = Db::connect(&config.database_url, config.max_connections).await.unwrap();
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        config.base_url = format!("http://{}", listener.local_addr().unwrap());
        let base = config.base_url.clone();
        let task = ortoo::server::spawn(listener, db, config).await;
        Peer { base, task }
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    pub async fn register(&self, name: &str) -> Player {
        let r = self
            .client
            .post(self.url("/api/v1/accounts"))
            .json(&json!({"name": name, "email": format!("{name}@example.org"), "password": "correct horse"}))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), StatusCode::CREATED, "{}", r.text().await.unwrap());
        let r = self
            .client
            .post(self.url("/api/v1/tokens"))
            .json(&json!({"name": name, "password": "correct horse"}))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), StatusCode::CREATED);
        let body: Value = r.json().await.unwrap();
        Player { name: name.to_string(), token: body["token"].as_str().unwrap().to_string() }
    }

    pub async fn post(&self, who: &Player, path: &str, body: Value) -> Response {
        self.client.post(self.url(path)).bearer_auth(&who.token).json(&body).send().await.unwrap()
    }

    pub async fn get(&self, who: Option<&Player>, path: &str) -> Response {
        let mut r = self.client.get(self.url(path));
        if let Some(p) = who {
            r = r.bearer_auth(&p.token);
        }
        r.send().await.unwrap()
    }

    /// `challenger` challenges `opponent` (as White) to `variant`; `opponent` accepts. The game id.
    pub async fn new_game(&self, challenger: &Player, opponent: &Player, variant: &str) -> String {
        self.game_of(challenger, opponent, json!({"variant": variant})).await
    }

    /// `challenger` challenges `opponent` (as White) with the challenge's fields `terms` (its
    /// variant, clock, whether rated); `opponent` accepts. The game id.
    pub async fn game_of(&self, challenger: &Player, opponent: &Player, terms: Value) -> String {
        let mut challenge = json!({"opponent": {"user": opponent.name}, "color": "white"});
        for (field, value) in terms.as_object().expect("a challenge's fields") {
            challenge[field] = value.clone();
        }
        let r = self.post(challenger, "/api/v1/challenges", challenge).await;
        assert_eq!(r.status(), StatusCode::CREATED, "{}", r.text().await.unwrap());
        let body: Value = r.json().await.unwrap();
        let id = body["challenge"]["id"].as_str().unwrap().to_string();
        let r = self.post(opponent, &format!("/api/v1/challenges/{id}/accept"), json!({})).await;
        assert_eq!(r.status(), StatusCode::CREATED);
        let body: Value = r.json().await.unwrap();
        body["game"]["id"].as_str().unwrap().to_string()
    }

    pub async fn play(&self, who: &Player, game: &str, text: &str) -> Response {
        self.post(who, &format!("/api/v1/games/{game}/moves"), json!({ "move": text })).await
    }

    pub async fn game(&self, id: &str) -> Value {
        self.get(None, &format!("/api/v1/games/{id}")).await.json().await.unwrap()
    }
}

/// The JSON body of a response, after checking its status (and saying the body if it is not
/// the one expected).
pub async fn body(r: Response, status: StatusCode) -> Value {
    let got = r.status();
    let body: Value = r.json().await.unwrap_or(Value::Null);
    assert_eq!(got, status, "{body}");
    body
}

/// Runs an async test body against both backends: `name_sqlite` and `name_postgres`.
#[macro_export]
macro_rules! both_backends {
    ($name:ident, $body:path) => {
        mod $name {
            use super::*;
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn sqlite() {
                if let Some(server) = common::start(common::Backend::Sqlite).await {
                    $body(server).await;
                }
            }
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn postgres() {
                if let Some(server) = common::start(common::Backend::Postgres).await {
                    $body(server).await;
                }
            }
        }
    };
}

/// Runs an async test body against both backends with a server that runs no engine worker: the
/// test works the engine's queue by hand ([`play_on`], [`hand_worker`]) or starts worker
/// processes.
#[macro_export]
macro_rules! without_workers {
    ($name:ident, $body:path) => {
        mod $name {
            use super::*;
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn sqlite() {
                if let Some(server) = common::start_with(common::Backend::Sqlite, |c| c.engine.workers = 0).await {
                    $body(server).await;
                }
            }
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn postgres() {
                if let Some(server) = common::start_with(common::Backend::Postgres, |c| c.engine.workers = 0).await {
                    $body(server).await;
                }
            }
        }
    };
}

/// The server's own `Play` on the test's database, for driving workers by hand.
pub async fn play_on(s: &Server) -> ortoo::Play {
    let mut config = Config::defaults();
    config.mail.transport = ortoo::config::MailTransport::None;
    config.database_url = s.database_url.clone();
    ortoo::server::build(&s.db, &config, ortoo::clock::Clock::system()).await.unwrap().0
}

/// Settings for a worker driven by hand: a short lease, quick moves, no analyses.
pub fn hand_worker() -> ortoo::worker::Settings {
    ortoo::worker::Settings {
        lease: Duration::from_secs(30),
        movetime_cap: Duration::from_millis(300),
        poll: Duration::from_millis(50),
        hash_mb: 1,
        threads: 1,
        analysis_nodes: 0,
        // Tests run side by side: a search kept waiting for the CPU is not made to rest.
        analysis_busy_share: 1.0,
        external: ortoo::external::Engines::default(),
    }
}

/// Reads an event stream until `until` is in what it has sent; fails after five seconds of
/// silence, saying what it did send.
pub async fn read_until<B: AsRef<[u8]>>(
    stream: &mut (impl futures_util::Stream<Item = reqwest::Result<B>> + Unpin),
    until: &str,
) -> String {
    use futures_util::StreamExt;
    let mut seen = String::new();
    while !seen.contains(until) {
        let chunk = tokio::time::timeout(std::time::Duration::from_secs(5), stream.next())
            .await
            .unwrap_or_else(|_| panic!("waited for {until}; the stream sent {seen:?}"));
        seen.push_str(&String::from_utf8_lossy(chunk.unwrap().unwrap().as_ref()));
    }
    seen
}

/// The outbox's row a listed notice to `user` (who reads as `prefs` say) becomes when it is sent
/// now: the notice at `ply`, for a turn.
pub fn outgoing(
    n: &ortoo_core::store::Listed,
    user: &ortoo_core::User,
    prefs: &ortoo_core::store::Prefs,
    ply: Option<i64>,
) -> ortoo_core::store::Outgoing {
    ortoo_core::store::Outgoing {
        id: n.id.clone(),
        user_id: user.id.clone(),
        user_name: user.name.clone(),
        email: user.email.clone(),
        kind: n.kind,
        game_id: n.game_id.clone(),
        challenge_id: None,
        ply,
        time_zone: prefs.time_zone.clone(),
        notation: prefs.notation,
        language: prefs.language.clone(),
        subject: n.subject.clone(),
        detail: n.detail.clone(),
        words: n.words.clone(),
        prerendered: false,
        attempts: 0,
        in_reply_to: None,
    }
}
