//! Ratings end to end over HTTP, on SQLite and on Postgres: rated and casual challenges, the
//! rating each end gives (Glicko-2's own numbers), player records and histories, leaderboards,
//! and seeks limited to a rating range.

mod common;

use common::{Player, Server, body};
use ortoo_core::rating::{START, after_game};
use reqwest::StatusCode;
use serde_json::{Value, json};

/// `white` challenges `black` as `request` adds; `black` accepts; a move each (a game is rated
/// once both sides have moved). The game's id.
async fn played_game(s: &Server, white: &Player, black: &Player, extra: Value) -> String {
    let mut request = json!({"variant": "chess", "opponent": {"user": black.name}, "color": "white"});
    for (k, v) in extra.as_object().unwrap() {
        request[k] = v.clone();
    }
    let c = body(s.post(white, "/api/v1/challenges", request).await, StatusCode::CREATED).await;
    let id = c["challenge"]["id"].as_str().unwrap();
    let g = body(s.post(black, &format!("/api/v1/challenges/{id}/accept"), json!({})).await, StatusCode::CREATED).await;
    let game = g["game"]["id"].as_str().unwrap().to_string();
    assert_eq!(s.play(white, &game, "e2e4").await.status(), StatusCode::CREATED);
    assert_eq!(s.play(black, &game, "e7e5").await.status(), StatusCode::CREATED);
    game
}

async fn resign(s: &Server, who: &Player, game: &str) {
    body(s.post(who, &format!("/api/v1/games/{game}/resign"), json!({})).await, StatusCode::OK).await;
}

async fn chess_rating(s: &Server, name: &str) -> Value {
    let doc = body(s.get(None, &format!("/api/v1/players/{name}")).await, StatusCode::OK).await;
    doc["ratings"].as_array().unwrap().iter().find(|r| r["variant"] == "chess").cloned().unwrap_or(Value::Null)
}

async fn rated_and_casual_games_and_the_records_they_leave(s: Server) {
    let alice = s.register("alice").await;
    let bob = s.register("bob").await;

    // Rated by default between people; the game says so.
    let game = played_game(&s, &alice, &bob, json!({})).await;
    assert_eq!(s.game(&game).await["rated"], true);
    resign(&s, &alice, &game).await;
    let (alice_after, bob_after) = after_game(START, START, 0.0);
    let a = chess_rating(&s, "alice").await;
    assert_eq!(a["rating"], alice_after.rating.round() as i64, "{a}");
    assert_eq!(a["deviation"], alice_after.deviation.round() as i64, "{a}");
    assert_eq!((a["games"].as_i64(), a["losses"].as_i64(), a["wins"].as_i64()), (Some(1), Some(1), Some(0)));
    assert_eq!(a["provisional"], true);
    assert_eq!(a["shown"], format!("{}?", alice_after.rating.round()));
    let history = body(s.get(None, "/api/v1/players/bob/ratings/chess").await, StatusCode::OK).await;
    assert_eq!(history["history"].as_array().unwrap().len(), 1, "{history}");
    assert_eq!(history["history"][0]["game"], game.as_str());
    assert_eq!(history["history"][0]["before"], 1500);
    assert_eq!(history["history"][0]["after"], bob_after.rating.round() as i64);
    assert_eq!(history["rating"]["wins"], 1);

    // Casual: asked for, shown, and no rating moves.
    let casual = played_game(&s, &alice, &bob, json!({"rated": false})).await;
    assert_eq!(s.game(&casual).await["rated"], false);
    resign(&s, &bob, &casual).await;
    assert_eq!(chess_rating(&s, "alice").await["games"], 1);

    // A rated game resigned before both sides moved changes nothing.
    let c = body(
        s.post(&alice, "/api/v1/challenges", json!({"variant": "chess", "opponent": {"user": "bob"}})).await,
        StatusCode::CREATED,
    )
    .await;
    assert_eq!(c["challenge"]["rated"], true);
    let id = c["challenge"]["id"].as_str().unwrap();
    let g = body(s.post(&bob, &format!("/api/v1/challenges/{id}/accept"), json!({})).await, StatusCode::CREATED).await;
    resign(&s, &bob, g["game"]["id"].as_str().unwrap()).await;
    assert_eq!(chess_rating(&s, "bob").await["games"], 1);

    // The engine never rates: asked for, it is refused in words; by default its games are casual.
    let r = s
        .post(&alice, "/api/v1/challenges", json!({"variant": "chess", "opponent": {"engine": 1}, "rated": true}))
        .await;
    let problem = body(r, StatusCode::UNPROCESSABLE_ENTITY).await;
    assert!(problem["detail"].as_str().unwrap().contains("never rated"), "{problem}");
    let r = s.post(&alice, "/api/v1/challenges", json!({"variant": "chess", "opponent": {"engine": 1}})).await;
    assert_eq!(body(r, StatusCode::CREATED).await["game"]["rated"], false);

    // No established rating yet: the leaderboard counts both players as provisional.
    let board = body(s.get(None, "/api/v1/leaderboard/chess").await, StatusCode::OK).await;
    assert_eq!((board["players"].as_array().unwrap().len(), board["provisional"].as_i64()), (0, Some(2)), "{board}");
    for (path, status) in [
        ("/api/v1/players/nobody", StatusCode::NOT_FOUND),
        ("/api/v1/players/alice/ratings/go", StatusCode::NOT_FOUND),
        ("/api/v1/leaderboard/go", StatusCode::NOT_FOUND),
    ] {
        let problem = body(s.get(None, path).await, status).await;
        assert!(problem["detail"].as_str().is_some_and(|d| d.contains("no")), "{path}: {problem}");
    }
    let empty = body(s.get(None, "/api/v1/players/alice/ratings/koan").await, StatusCode::OK).await;
    assert_eq!((empty["rating"].clone(), empty["history"].as_array().unwrap().len()), (Value::Null, 0));
}
both_backends!(rated_and_casual, rated_and_casual_games_and_the_records_they_leave);

async fn a_seek_with_a_rating_range_admits_only_players_inside_it(s: Server) {
    let alice = s.register("alice").await;
    let bob = s.register("bob").await;
    let carol = s.register("carol").await;
    // Alice loses a rated game to Bob: she is rated below 1500, Bob above, Carol not yet.
    let game = played_game(&s, &alice, &bob, json!({})).await;
    resign(&s, &alice, &game).await;

    let seek = |range: Value| json!({"variant": "chess", "opponent": {"open": true}, "rating_range": range});
    let c =
        body(s.post(&carol, "/api/v1/challenges", seek(json!({"min": 1450, "max": 1550}))).await, StatusCode::CREATED)
            .await;
    assert_eq!(c["challenge"]["rating_range"], json!({"min": 1450, "max": 1550}));
    let id = c["challenge"]["id"].as_str().unwrap().to_string();
    for who in [&alice, &bob] {
        let r = s.post(who, &format!("/api/v1/challenges/{id}/accept"), json!({})).await;
        let problem = body(r, StatusCode::FORBIDDEN).await;
        let detail = problem["detail"].as_str().unwrap();
        assert!(detail.contains("rated 1450 to 1550 in Chess") && detail.contains("your rating there is"), "{detail}");
    }
    // Refused, the seek stays open; one end of a range may be left out.
    let c = body(s.post(&bob, "/api/v1/challenges", seek(json!({"max": 1450}))).await, StatusCode::CREATED).await;
    assert_eq!(c["challenge"]["rating_range"], json!({"min": 0, "max": 1450}));
    let later = c["challenge"]["id"].as_str().unwrap().to_string();
    body(s.post(&alice, &format!("/api/v1/challenges/{later}/accept"), json!({})).await, StatusCode::CREATED).await;
    let list = body(s.get(Some(&alice), "/api/v1/challenges").await, StatusCode::OK).await;
    assert!(list["challenges"].as_array().unwrap().iter().any(|c| c["id"] == id.as_str()), "{list}");

    for (range, says) in [(json!({"min": 1800, "max": 1400}), "above the highest"), (json!({"min": -5}), "outside")] {
        let problem =
            body(s.post(&carol, "/api/v1/challenges", seek(range)).await, StatusCode::UNPROCESSABLE_ENTITY).await;
        assert!(problem["detail"].as_str().unwrap().contains(says), "{problem}");
    }
    let named = json!({"variant": "chess", "opponent": {"user": "bob"}, "rating_range": {"min": 1400}});
    let problem = body(s.post(&carol, "/api/v1/challenges", named).await, StatusCode::UNPROCESSABLE_ENTITY).await;
    assert!(problem["detail"].as_str().unwrap().contains("for open seeks"), "{problem}");
    let wrong_type = json!({"variant": "chess", "opponent": {"open": true}, "rating_range": {"min": "strong"}});
    assert_eq!(s.post(&carol, "/api/v1/challenges", wrong_type).await.status(), StatusCode::BAD_REQUEST);
}
both_backends!(seek_range, a_seek_with_a_rating_range_admits_only_players_inside_it);
