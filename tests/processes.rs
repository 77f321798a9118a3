//! Several server processes on one Postgres database, as a larger deployment runs them: live
//! events reach watchers on every process, and each process's caches never serve a stale game.

mod common;

use std::time::Duration;

use futures_util::StreamExt;
use reqwest::StatusCode;
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moves_made_through_one_process_reach_watchers_and_players_on_another() {
    let Some(a) = common::start(common::Backend::Postgres).await else { return };
    let b = a.peer().await;
    let alice = a.register("alice").await;
    let bob = a.register("bob").await;
    let game = a.new_game(&alice, &bob, "khans-chess").await;

    // Bob watches through process B; Alice moves through process A.
    let watch = a.client.get(format!("{}/api/v1/games/{game}/events", b.base)).send().await.unwrap();
    let mut stream = watch.bytes_stream();
    tokio::time::sleep(Duration::from_millis(200)).await; // B's listener is subscribed
    assert_eq!(a.play(&alice, &game, "e2e4").await.status(), StatusCode::CREATED);
    let mut seen = String::new();
    while !seen.contains("P e2-e4") {
        let chunk =
            tokio::time::timeout(Duration::from_secs(5), stream.next()).await.expect("the move reaches B's watcher");
        seen.push_str(&String::from_utf8_lossy(&chunk.unwrap().unwrap()));
    }
    assert!(seen.contains("event: move"), "{seen}");

    // Moves alternate between the processes: each one's cached view of the game is stale after
    // the other moves, and must be refreshed rather than refuse a good move.
    let move_via = |base: &str, token: &str, text: &str| {
        a.client
            .post(format!("{base}/api/v1/games/{game}/moves"))
            .bearer_auth(token.to_string())
            .json(&json!({"move": text}))
            .send()
    };
    for (base, who, text) in
        [(&b.base, &bob, "s b7-c5"), (&a.base, &alice, "g1f3"), (&b.base, &bob, "s c5-b3"), (&a.base, &alice, "a2b3")]
    {
        let r = move_via(base, &who.token, text).await.unwrap();
        assert_eq!(r.status(), StatusCode::CREATED, "{text}: {}", r.text().await.unwrap());
    }
    let g = a.game(&game).await;
    assert_eq!(g["ply"], 5);
    // Playing out of turn through a process whose cache is stale is still refused.
    let r = move_via(&b.base, &alice.token, "d2d4").await.unwrap();
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
}

/// A token revoked through one process stops working on the others at once, not when their
/// remembered token checks expire (10 s): the revocation's event clears them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_token_revoked_through_one_process_stops_at_once_on_another() {
    let Some(a) = common::start(common::Backend::Postgres).await else { return };
    let b = a.peer().await;
    let alice = a.register("alice").await;
    let r = a.client.post(a.url("/api/v1/tokens")).json(&json!({"name": "alice", "password": "correct horse"})).send();
    let second: serde_json::Value = r.await.unwrap().json().await.unwrap();
    let (id, token) = (second["id"].as_str().unwrap(), second["token"].as_str().unwrap());
    let settings = format!("{}/api/v1/me/settings", b.base);
    let r = a.client.get(&settings).bearer_auth(token).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::OK, "process B has checked, and remembers, the token");
    tokio::time::sleep(Duration::from_millis(200)).await; // B's relay listener is subscribed
    let r = a.client.delete(a.url(&format!("/api/v1/tokens/{id}"))).bearer_auth(&alice.token).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::NO_CONTENT);
    let revoked = std::time::Instant::now();
    loop {
        let r = a.client.get(&settings).bearer_auth(token).send().await.unwrap();
        if r.status() == StatusCode::UNAUTHORIZED {
            break;
        }
        assert!(revoked.elapsed() < Duration::from_secs(2), "B still takes the revoked token");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// One Idempotency-Key sent to two processes at once acts once: the answer is kept in the
/// action's own transaction and the key is unique in the database, so the second process finds
/// it taken and answers with the first one's answer. (Before, the per-key lock lived in one
/// process, and 18 of 20 keys made two challenges.)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_key_sent_to_two_processes_at_once_acts_once() {
    let Some(a) = common::start(common::Backend::Postgres).await else { return };
    let b = a.peer().await;
    let alice = a.register("alice").await;
    let bob = a.register("bob").await;
    let challenge = json!({"variant": "chess", "opponent": {"user": "bob"}, "color": "white"});
    let send = |base: &str, key: String, path: &str, body: serde_json::Value| {
        a.client
            .post(format!("{base}{path}"))
            .bearer_auth(&alice.token)
            .header("Idempotency-Key", &key)
            .json(&body)
            .send()
    };
    for i in 0..20 {
        let key = format!("challenge-{i}");
        let (x, y) = tokio::join!(
            send(&a.base, key.clone(), "/api/v1/challenges", challenge.clone()),
            send(&b.base, key, "/api/v1/challenges", challenge.clone())
        );
        let (x, y) = (x.unwrap(), y.unwrap());
        assert_eq!((x.status(), y.status()), (StatusCode::CREATED, StatusCode::CREATED));
        let (x, y) = (x.text().await.unwrap(), y.text().await.unwrap());
        assert_eq!(x, y, "both processes give the one answer");
    }
    let listed: serde_json::Value = a.get(Some(&alice), "/api/v1/challenges").await.json().await.unwrap();
    assert_eq!(listed["challenges"].as_array().unwrap().len(), 20, "one challenge a key");

    // A move, likewise: played once, and both answers are the move's.
    let game = a.new_game(&alice, &bob, "chess").await;
    let path = format!("/api/v1/games/{game}/moves");
    for (ply, text) in [(0, "e2e4"), (2, "d2d4"), (4, "g1f3")] {
        let key = format!("move-{ply}");
        let body = json!({"move": text, "ply": ply});
        let (x, y) = tokio::join!(send(&a.base, key.clone(), &path, body.clone()), send(&b.base, key, &path, body));
        let (x, y) = (x.unwrap(), y.unwrap());
        assert_eq!((x.status(), y.status()), (StatusCode::CREATED, StatusCode::CREATED));
        assert_eq!(x.text().await.unwrap(), y.text().await.unwrap());
        let reply = ["e7e5", "d7d5", "g8f6"][ply as usize / 2];
        let r = a.post(&bob, &path, json!({"move": reply, "ply": ply + 1})).await;
        assert_eq!(r.status(), StatusCode::CREATED);
    }
    assert_eq!(a.game(&game).await["ply"], 6);
}

/// A player's allowance of messages (20 a minute) is one across processes: it is counted in
/// the database, not in each process (40 got through two processes before).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn messages_through_two_processes_share_one_allowance() {
    let Some(a) = common::start(common::Backend::Postgres).await else { return };
    let b = a.peer().await;
    let alice = a.register("alice").await;
    let bob = a.register("bob").await;
    let game = a.new_game(&alice, &bob, "chess").await;
    let (mut posted, mut limited) = (0, 0);
    for n in 0..30 {
        let base = if n % 2 == 0 { &a.base } else { &b.base };
        let r = a
            .client
            .post(format!("{base}/api/v1/games/{game}/chat"))
            .bearer_auth(&alice.token)
            .json(&json!({"text": format!("message {n}")}))
            .send()
            .await
            .unwrap();
        match r.status() {
            StatusCode::CREATED => posted += 1,
            StatusCode::TOO_MANY_REQUESTS => {
                assert!(r.headers().contains_key("retry-after"));
                limited += 1;
            }
            other => panic!("{other}: {}", r.text().await.unwrap()),
        }
    }
    assert_eq!((posted, limited), (20, 10));
}
