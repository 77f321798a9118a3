//! A game's conversation and its players' private notes over HTTP, on SQLite and on Postgres:
//! only the players read and write them, the other player is told of a message (a notice, and
//! the event stream), a spectator's stream learns only that something was said, and bad input
//! is refused in words.

mod common;

use common::{Server, body};
use reqwest::StatusCode;
use serde_json::json;

async fn players_talk_and_keep_notes_that_no_one_else_reads(s: Server) {
    let alice = s.register("alice").await;
    let bob = s.register("bob").await;
    let carol = s.register("carol").await;
    let game = s.new_game(&alice, &bob, "chess").await;
    let chat = format!("/api/v1/games/{game}/chat");
    let note = format!("/api/v1/games/{game}/note");

    let bobs_stream = s.get(Some(&bob), "/api/v1/me/events").await;
    let mut bobs_stream = bobs_stream.bytes_stream();
    let spectators = s.get(None, &format!("/api/v1/games/{game}/events")).await;
    let mut spectators = spectators.bytes_stream();

    let said = body(
        s.post(&alice, &chat, json!({"text": "  Good luck, and have fun!\nI open e4.  "})).await,
        StatusCode::CREATED,
    )
    .await;
    assert_eq!(
        (said["from"].as_str(), said["text"].as_str()),
        (Some("alice"), Some("Good luck, and have fun!\nI open e4."))
    );
    let heard = common::read_until(&mut bobs_stream, "event: chat").await;
    assert!(heard.contains(&format!("\"game\":\"{game}\"")), "{heard}");
    let overheard = common::read_until(&mut spectators, "event: chat").await;
    assert!(!overheard.contains("Good luck"), "a spectator's stream carries no words: {overheard}");

    body(s.post(&bob, &chat, json!({"text": "Thanks, you too."})).await, StatusCode::CREATED).await;
    let log = body(s.get(Some(&bob), &chat).await, StatusCode::OK).await;
    let lines: Vec<(&str, &str)> = log["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| (m["from"].as_str().unwrap(), m["text"].as_str().unwrap()))
        .collect();
    assert_eq!(lines, [("alice", "Good luck, and have fun!\nI open e4."), ("bob", "Thanks, you too.")]);
    let notes = body(s.get(Some(&bob), "/api/v1/me/notifications").await, StatusCode::OK).await;
    let told = notes["notifications"].as_array().unwrap().iter().find(|n| n["kind"] == "chat").cloned().unwrap();
    assert_eq!(told["subject"], "alice says: Good luck, and have fun!");

    // Not a player: neither reads nor writes.
    for r in [
        s.get(Some(&carol), &chat).await,
        s.post(&carol, &chat, json!({"text": "hi"})).await,
        s.get(Some(&carol), &note).await,
    ] {
        assert_eq!(body(r, StatusCode::FORBIDDEN).await["code"], "not_your_game");
    }
    assert_eq!(s.get(None, &chat).await.status(), StatusCode::UNAUTHORIZED);
    for bad in [json!({"text": "   "}), json!({"text": "x".repeat(2001)}), json!({"words": "hi"}), json!({"text": 5})] {
        let problem = body(s.post(&alice, &chat, bad.clone()).await, StatusCode::BAD_REQUEST).await;
        assert!(problem["detail"].as_str().is_some_and(|d| d.len() > 10), "{bad}: {problem}");
    }
    assert_eq!(body(s.get(Some(&alice), &chat).await, StatusCode::OK).await["messages"].as_array().unwrap().len(), 2);

    // Notes: each player's own.
    let put = |who: &common::Player, text: &str| {
        s.client.put(s.url(&note)).bearer_auth(&who.token).json(&json!({ "text": text })).send()
    };
    let alices_stream = s.get(Some(&alice), "/api/v1/me/events").await;
    let mut alices_stream = alices_stream.bytes_stream();
    assert_eq!(
        body(put(&alice, "Bob likes the Sicilian.").await.unwrap(), StatusCode::OK).await["text"],
        "Bob likes the Sicilian."
    );
    common::read_until(&mut alices_stream, "event: note").await;
    assert_eq!(body(s.get(Some(&alice), &note).await, StatusCode::OK).await["text"], "Bob likes the Sicilian.");
    assert_eq!(body(s.get(Some(&bob), &note).await, StatusCode::OK).await["text"], "");
    body(put(&alice, "").await.unwrap(), StatusCode::OK).await;
    assert_eq!(body(s.get(Some(&alice), &note).await, StatusCode::OK).await["text"], "");
    let long = body(put(&alice, &"y".repeat(10_001)).await.unwrap(), StatusCode::BAD_REQUEST).await;
    assert!(long["detail"].as_str().unwrap().contains("10000"), "{long}");

    // After the game, the players may still talk.
    body(s.post(&bob, &format!("/api/v1/games/{game}/resign"), json!({})).await, StatusCode::OK).await;
    body(s.post(&bob, &chat, json!({"text": "Well played."})).await, StatusCode::CREATED).await;
}
both_backends!(talk_and_notes, players_talk_and_keep_notes_that_no_one_else_reads);

/// Messages are limited per account; beyond the limit, 429 with Retry-After, and nothing said.
#[tokio::test]
async fn messages_beyond_the_per_account_limit_are_refused_with_429() {
    let s = common::start_with(common::Backend::Sqlite, |c| c.limits.messages_per_minute = 2).await.unwrap();
    let alice = s.register("alice").await;
    let bob = s.register("bob").await;
    let game = s.new_game(&alice, &bob, "chess").await;
    let chat = format!("/api/v1/games/{game}/chat");
    for text in ["one", "two"] {
        body(s.post(&alice, &chat, json!({ "text": text })).await, StatusCode::CREATED).await;
    }
    let r = s.post(&alice, &chat, json!({"text": "three"})).await;
    assert!(r.headers().get("retry-after").is_some());
    assert_eq!(body(r, StatusCode::TOO_MANY_REQUESTS).await["code"], "rate_limited");
    // Bob's own allowance is his.
    body(s.post(&bob, &chat, json!({"text": "hello"})).await, StatusCode::CREATED).await;
    assert_eq!(body(s.get(Some(&bob), &chat).await, StatusCode::OK).await["messages"].as_array().unwrap().len(), 3);
}
