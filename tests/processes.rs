//! Several processes on one database, as deployments run them: live events reach watchers on
//! every server process (and from `mail-in`, on SQLite as on Postgres), and each process's
//! caches never serve a stale game.

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

/// A move made by a reply by mail (`ortoo mail-in`, a process of its own, as an MTA runs it)
/// shows on a page watching the game within a second, and the answer to the reply is sent at
/// once, not at the notifier's next look.
async fn a_move_by_mail_is_seen_live(s: common::Server) {
    use std::io::Write;
    let alice = s.register("alice").await;
    let bob = s.register("bob").await;
    let game = s.new_game(&alice, &bob, "chess").await;
    assert_eq!(s.play(&alice, &game, "e2e4").await.status(), StatusCode::CREATED);
    let bob_id = s.store.user_by_name("bob").await.unwrap().unwrap().id;
    let turn = s
        .store
        .notifications_of(&bob_id, false, 10)
        .await
        .unwrap()
        .into_iter()
        .find(|n| n.kind == Some(ortoo_core::NoticeKind::Turn));
    let play = common::play_on(&s).await;
    let token = play.settings.signer.reply_token(turn.unwrap().id.as_str(), bob_id.as_str(), &game, Some(1));

    // mail-in reads its settings from a file, as an MTA's pipe runs it.
    let folder = std::env::temp_dir().join(format!("ortoo-mail-in-{}", uuid::Uuid::now_v7().simple()));
    std::fs::create_dir_all(&folder).unwrap();
    let config = folder.join("ortoo.toml");
    let settings = format!(
        "database_url = \"{}\"\nbase_url = \"{}\"\n[mail]\ntransport = \"none\"\nreply_address = \"move@localhost\"\n",
        s.database_url, s.base
    );
    std::fs::write(&config, settings).unwrap();

    let watch = s.get(None, &format!("/api/v1/games/{game}/events")).await;
    let mut stream = watch.bytes_stream();
    tokio::time::sleep(Duration::from_millis(200)).await; // the stream is subscribed
    let reply = format!("From: bob@example.org\r\nTo: move+{token}@localhost\r\nSubject: Re\r\n\r\ne7e5\r\n");
    let delivered = tokio::task::spawn_blocking(move || {
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_ortoo"))
            .args(["mail-in", "--config", config.to_str().unwrap()])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        child.stdin.take().unwrap().write_all(reply.as_bytes()).unwrap();
        let out = child.wait_with_output().unwrap();
        (out, std::time::Instant::now())
    })
    .await
    .unwrap();
    let (out, exited) = delivered;
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("played p e7-e5"), "{:?}", out);
    let mut seen = String::new();
    while !seen.contains("p e7-e5") {
        let chunk = tokio::time::timeout(Duration::from_secs(1), stream.next())
            .await
            .expect("the mailed move reaches the page within a second");
        seen.push_str(&String::from_utf8_lossy(&chunk.unwrap().unwrap()));
    }
    let seen_after = exited.elapsed();
    assert!(seen.contains("event: move"), "{seen}");
    // The answer to Bob's mail is settled by the server's notifier at once (it polls every 5 s).
    loop {
        let listed = s.store.notifications_of(&bob_id, false, 20).await.unwrap();
        if listed.iter().any(|n| n.kind == Some(ortoo_core::NoticeKind::Reply) && n.email != "pending") {
            break;
        }
        assert!(exited.elapsed() < Duration::from_millis(1500), "the answer waited for the notifier's poll");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    eprintln!("the mailed move was on the page {seen_after:?} after mail-in exited");
    let _ = std::fs::remove_dir_all(&folder);
}
both_backends!(move_by_mail_live, a_move_by_mail_is_seen_live);

/// Moves taken back through one process, and played again to the same ply, are never shown or
/// judged by another from its cache of the history taken back: its cached moves (and the page's
/// named moves) are of the old history, which the game's `taken_back_at` tells apart.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_takeback_through_one_process_is_seen_by_another_at_the_same_ply() {
    let Some(a) = common::start(common::Backend::Postgres).await else { return };
    let b = a.peer().await;
    let alice = a.register("alice").await;
    let bob = a.register("bob").await;
    let casual = json!({"variant": "chess", "opponent": {"user": "bob"}, "color": "white", "rated": false});
    let c: serde_json::Value = a.post(&alice, "/api/v1/challenges", casual).await.json().await.unwrap();
    let id = c["challenge"]["id"].as_str().unwrap();
    let g: serde_json::Value =
        a.post(&bob, &format!("/api/v1/challenges/{id}/accept"), json!({})).await.json().await.unwrap();
    let game = g["game"]["id"].as_str().unwrap().to_string();
    let on = |base: &str, token: &str, path: &str, body: serde_json::Value| {
        a.client.post(format!("{base}/api/v1/games/{game}{path}")).bearer_auth(token.to_string()).json(&body).send()
    };
    let shown_by_b = || async {
        let g: serde_json::Value =
            a.client.get(format!("{}/api/v1/games/{game}", b.base)).send().await.unwrap().json().await.unwrap();
        g["moves"].as_array().unwrap().iter().map(|m| m["text"].as_str().unwrap().to_string()).collect::<Vec<_>>()
    };
    // Both moves through B: B caches the game's moves.
    for (who, text) in [(&alice, "e2e4"), (&bob, "e7e5")] {
        assert_eq!(
            on(&b.base, &who.token, "/moves", json!({"move": text})).await.unwrap().status(),
            StatusCode::CREATED
        );
    }
    assert_eq!(shown_by_b().await, ["P e2-e4", "p e7-e5"]);
    // Through A: Bob asks to take back his move, Alice grants it, Bob plays another.
    for (who, action) in [(&bob, "offer"), (&alice, "accept")] {
        let r = on(&a.base, &who.token, "/takeback", json!({"action": action})).await.unwrap();
        assert_eq!(r.status(), StatusCode::OK, "{}", r.text().await.unwrap());
    }
    assert_eq!(on(&a.base, &bob.token, "/moves", json!({"move": "c7c5"})).await.unwrap().status(), StatusCode::CREATED);
    assert_eq!(shown_by_b().await, ["P e2-e4", "p c7-c5"], "B shows the new history, not its cache");
    // B judges the next moves in the new position: c5-c4 is a move only in the new history.
    let r = on(&b.base, &alice.token, "/moves", json!({"move": "g1f3"})).await.unwrap();
    assert_eq!(r.status(), StatusCode::CREATED);
    let r = on(&b.base, &bob.token, "/moves", json!({"move": "c5c4"})).await.unwrap();
    assert_eq!(r.status(), StatusCode::CREATED, "the c-pawn is on c5 in the new history: {}", r.text().await.unwrap());
    // And the page, drawn by B, names the new moves.
    let page = a.client.get(format!("{}/games/{game}", b.base)).send().await.unwrap().text().await.unwrap();
    assert!(page.contains("<span class=\"san\">c5</span>"), "{page}");
    assert!(!page.contains("<span class=\"san\">e5</span>"), "{page}");
}

/// A game's followers changed through one process (a watcher, a forecast) are followed by the
/// next move through another, which kept them from before: the change raised the game's
/// followers revision, so that process's kept game and followers no longer hold.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn followers_changed_through_one_process_are_followed_by_moves_through_another() {
    let Some(a) = common::start(common::Backend::Postgres).await else { return };
    let b = a.peer().await;
    let alice = a.register("alice").await;
    let bob = a.register("bob").await;
    let carol = a.register("carol").await;
    let game = a.new_game(&alice, &bob, "chess").await;
    let path = |p: &str| format!("/api/v1/games/{game}{p}");
    let watched = || async {
        let r = a.get(Some(&carol), "/api/v1/me/notifications").await;
        let body: serde_json::Value = r.json().await.unwrap();
        let list = body["notifications"].as_array().unwrap().clone();
        list.iter()
            .filter(|n| n["kind"] == "watched")
            .map(|n| n["subject"].as_str().unwrap().to_string())
            .collect::<Vec<_>>()
    };
    // Through A: A keeps the game and its followers (none).
    assert_eq!(a.play(&alice, &game, "e2e4").await.status(), StatusCode::CREATED);
    // Through B: Carol watches, Alice enters a forecast.
    let r = a.client.put(format!("{}{}", b.base, path("/watch"))).bearer_auth(&carol.token).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    let r = a
        .client
        .put(format!("{}{}", b.base, path("/forecast")))
        .bearer_auth(&alice.token)
        .json(&json!({"lines": "if e7e5 then g1f3"}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK, "{}", r.text().await.unwrap());
    // Through A: Bob's move meets the forecast, and Carol hears of both moves.
    let r = a.play(&bob, &game, "e7e5").await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let played: serde_json::Value = r.json().await.unwrap();
    assert_eq!(played["game"]["ply"], 3, "the forecast's reply is played: {played}");
    let mut heard = watched().await;
    heard.sort();
    assert_eq!(heard, ["alice – bob: alice played Nf3", "alice – bob: bob played e5"]);
    // Through B: Carol stops watching; through A, the next move is not sent to her.
    let r = a.client.delete(format!("{}{}", b.base, path("/watch"))).bearer_auth(&carol.token).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(a.play(&bob, &game, "b8c6").await.status(), StatusCode::CREATED);
    assert_eq!(watched().await.len(), 2, "no notice after she stopped watching");
}

/// A server process told to stop (SIGTERM) stops cleanly and quietly: it exits with success and
/// logs no warning on the way out (its listener for other processes' events ends with its pool).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_told_to_stop_stops_without_a_warning() {
    let Some(a) = common::start(common::Backend::Postgres).await else { return };
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_ortoo"))
        .arg("serve")
        .env("ORTOO_DATABASE_URL", &a.database_url)
        .env("ORTOO_BIND", "127.0.0.1:0")
        .env("ORTOO_MAIL__TRANSPORT", "none")
        .env("ORTOO_LOG", "warn")
        .env("NO_COLOR", "1")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the ortoo binary starts");
    // Long enough to connect and start listening for the other processes' events.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let told = std::process::Command::new("kill").args(["-TERM", &child.id().to_string()]).status().unwrap();
    assert!(told.success());
    let out = child.wait_with_output().unwrap();
    // The log goes to standard output; anything on standard error counts too.
    let log = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert!(out.status.success(), "the server stops with success: {:?}\n{log}", out.status);
    assert!(!log.contains("WARN"), "a normal stop logs no warning:\n{log}");
}
