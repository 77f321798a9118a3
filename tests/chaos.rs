//! A real server process killed with `kill -9` under load, and started again on the same
//! database, while clients retry every unanswered write with its Idempotency-Key. Afterwards
//! each game holds exactly the moves its players were told were played, and each challenge key
//! made one challenge: no acknowledged write is lost, none is done twice, and no retry is
//! answered with anything but the first answer (never a `409 stale_ply` for a move that was
//! stored).

mod common;

use ortoo_core::GameId;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use reqwest::StatusCode;
use serde_json::{Value, json};

/// Tables played at once, each a game between two players of its own.
const TABLES: usize = 6;
/// How long the load runs; the server is killed several times within it.
const LOAD: Duration = Duration::from_secs(12);
const KILLS: usize = 4;

/// The server process, killed when dropped (a failed test leaves none behind).
struct Process(Child);

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn serve(database_url: &str, port: u16) -> Process {
    let base = format!("http://127.0.0.1:{port}");
    let child = Command::new(env!("CARGO_BIN_EXE_ortoo"))
        .arg("serve")
        .env("ORTOO_BIND", format!("127.0.0.1:{port}"))
        .env("ORTOO_BASE_URL", &base)
        .env("ORTOO_DATABASE_URL", database_url)
        .env("ORTOO_MAIL__TRANSPORT", "none")
        .env("ORTOO_LIMITS__MOVES_PER_MINUTE", "100000")
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the ortoo binary runs");
    Process(child)
}

/// Sends one keyed write until it is answered, across the server's deaths: the same key and
/// body every time, as a client that lost its answer does.
async fn until_answered(
    client: &reqwest::Client,
    url: &str,
    token: &str,
    key: &str,
    body: &Value,
) -> (StatusCode, Value) {
    loop {
        let sent = client.post(url).bearer_auth(token).header("Idempotency-Key", key).json(body).send().await;
        if let Ok(r) = sent {
            let status = r.status();
            // A 5xx from a server going down is not an answer to keep; try again.
            if !status.is_server_error()
                && let Ok(body) = r.json::<Value>().await
            {
                return (status, body);
            }
        }
        tokio::time::sleep(Duration::from_millis(30)).await;
    }
}

async fn a_killed_server_loses_nothing_and_does_nothing_twice(backend: common::Backend) {
    let Some(s) = common::start(backend).await else { return };
    let mut players = Vec::new();
    let mut games = Vec::new();
    for t in 0..TABLES {
        let (white, black) = (s.register(&format!("w{t}")).await, s.register(&format!("b{t}")).await);
        games.push(s.new_game(&white, &black, "chess").await);
        players.push((white, black));
    }
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let base = format!("http://127.0.0.1:{port}");
    let mut server = serve(&s.database_url, port);

    let stop = Arc::new(AtomicBool::new(false));
    let retried = Arc::new(AtomicUsize::new(0));
    let client = reqwest::Client::builder().timeout(Duration::from_secs(3)).build().unwrap();
    let mut tables = Vec::new();
    for (t, ((white, black), game)) in players.iter().cloned().zip(games.clone()).enumerate() {
        let (client, base, stop) = (client.clone(), base.clone(), stop.clone());
        tables.push(tokio::spawn(async move {
            // What the players were told: each move's ply and text, each challenge's id.
            let (mut told_moves, mut told_challenges) = (Vec::new(), Vec::new());
            let mut legal: Vec<String> = vec!["P e2-e4".into()];
            let mut ply = 0_i64;
            while !stop.load(Ordering::Relaxed) {
                let mover = if ply % 2 == 0 { &white } else { &black };
                // The choice is the player's own, varied by table, so that games differ.
                let text = legal[(t + ply as usize) % legal.len()].clone();
                let url = format!("{base}/api/v1/games/{game}/moves");
                let key = format!("move-{ply}");
                let (status, body) =
                    until_answered(&client, &url, &mover.token, &key, &json!({"move": text, "ply": ply})).await;
                assert_eq!(status, StatusCode::CREATED, "table {t}, ply {ply}: {body}");
                assert_eq!((body["ply"].as_i64(), body["text"].as_str()), (Some(ply + 1), Some(text.as_str())));
                told_moves.push(text);
                ply += 1;
                if body["game"]["status"] != "active" {
                    break;
                }
                legal = body["game"]["legal_moves"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|m| m.as_str().unwrap().into())
                    .collect();
                if ply % 5 == 0 {
                    let url = format!("{base}/api/v1/challenges");
                    let challenge = json!({"variant": "koan", "opponent": {"user": black.name}});
                    let (status, body) =
                        until_answered(&client, &url, &white.token, &format!("challenge-{ply}"), &challenge).await;
                    assert_eq!(status, StatusCode::CREATED, "{body}");
                    told_challenges.push(body["challenge"]["id"].as_str().unwrap().to_string());
                }
            }
            (told_moves, told_challenges)
        }));
    }

    // The killer: kill -9 at varied moments, and start again at once on the same database.
    let started = Instant::now();
    for k in 0..KILLS {
        tokio::time::sleep(LOAD / (KILLS as u32 + 1) + Duration::from_millis(137 * k as u64)).await;
        server.0.kill().unwrap(); // SIGKILL: no shutdown, no flush
        server.0.wait().unwrap();
        retried.fetch_add(1, Ordering::Relaxed);
        server = serve(&s.database_url, port);
    }
    tokio::time::sleep(LOAD.saturating_sub(started.elapsed())).await;
    stop.store(true, Ordering::Relaxed);

    let mut moves_told = 0;
    for (t, table) in tables.into_iter().enumerate() {
        let (told_moves, told_challenges) = table.await.expect("every write was answered as it was first");
        let stored: Vec<String> =
            s.store.moves(&GameId::from_text(games[t].as_str())).await.unwrap().into_iter().map(|m| m.text).collect();
        assert_eq!(stored, told_moves, "table {t}: the game holds exactly the moves its players were told of");
        let (white, _) = &players[t];
        let listed: Value = s.get(Some(white), "/api/v1/challenges").await.json().await.unwrap();
        let mut made: Vec<String> = listed["challenges"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|c| c["challenger"] == white.name.as_str())
            .map(|c| c["id"].as_str().unwrap().to_string())
            .collect();
        made.sort();
        let mut told = told_challenges.clone();
        told.sort();
        assert_eq!(made, told, "table {t}: one challenge a key, each the one its answer named");
        moves_told += told_moves.len();
    }
    assert_eq!(retried.load(Ordering::Relaxed), KILLS);
    assert!(moves_told > TABLES * 10, "the load was real: {moves_told} moves");
    eprintln!("{moves_told} moves across {KILLS} kills, {TABLES} tables");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn chaos_sqlite() {
    a_killed_server_loses_nothing_and_does_nothing_twice(common::Backend::Sqlite).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn chaos_postgres() {
    a_killed_server_loses_nothing_and_does_nothing_twice(common::Backend::Postgres).await;
}
