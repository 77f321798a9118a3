//! Conditional moves (forecasts) end to end over HTTP, on SQLite and on Postgres: a tree three
//! pairs deep played out by the server, a branch discarded by a move off the tree, the checks
//! made when a forecast is entered, and races with a resignation and with the opponent's move.

mod common;

use common::{Player, Server, body};
use reqwest::StatusCode;
use serde_json::{Value, json};

async fn put_forecast(s: &Server, who: &Player, game: &str, lines: &str) -> reqwest::Response {
    s.client
        .put(s.url(&format!("/api/v1/games/{game}/forecast")))
        .bearer_auth(&who.token)
        .json(&json!({ "lines": lines }))
        .send()
        .await
        .unwrap()
}

async fn forecast(s: &Server, who: &Player, game: &str) -> Value {
    body(s.get(Some(who), &format!("/api/v1/games/{game}/forecast")).await, StatusCode::OK).await
}

fn texts(game: &Value) -> Vec<String> {
    game["moves"].as_array().unwrap().iter().map(|m| m["text"].as_str().unwrap().to_string()).collect()
}

/// Alice (White) opens e4 and, on Bob's turn, forecasts three pairs deep: each of Bob's moves
/// on the tree is answered at once; the tree shrinks as it is played and is gone at its end.
async fn a_forecast_three_pairs_deep_is_played_out(s: Server) {
    let alice = s.register("alice").await;
    let bob = s.register("bob").await;
    let game = s.new_game(&alice, &bob, "chess").await;
    assert_eq!(s.play(&alice, &game, "e2e4").await.status(), StatusCode::CREATED);

    let kept = body(
        put_forecast(
            &s,
            &alice,
            &game,
            "if e7e5 then g1f3 then if b8c6 then f1b5 then if a7a6 then b5a4\nif c7c5 then g1f3\n",
        )
        .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(kept["ply"], 1);
    assert_eq!(
        kept["lines"],
        json!([
            "if p e7-e5 then N g1-f3 then if n b8-c6 then B f1-b5 then if p a7-a6 then B b5-a4",
            "if p c7-c5 then N g1-f3"
        ])
    );
    // Only its owner sees it.
    assert_eq!(forecast(&s, &bob, &game).await["branches"], json!([]));
    let stranger = s.register("carol").await;
    let r = s.get(Some(&stranger), &format!("/api/v1/games/{game}/forecast")).await;
    assert_eq!(r.status(), StatusCode::FORBIDDEN);

    // Bob's move on the tree: the answer to his move already shows Alice's reply.
    let played = body(s.play(&bob, &game, "e7e5").await, StatusCode::CREATED).await;
    assert_eq!((played["ply"].as_i64(), played["game"]["ply"].as_i64()), (Some(2), Some(3)), "{played}");
    assert_eq!(played["game"]["to_move"], "black");
    let left = forecast(&s, &alice, &game).await;
    assert_eq!(
        (left["ply"].as_i64(), left["lines"].clone()),
        (Some(3), json!(["if n b8-c6 then B f1-b5 then if p a7-a6 then B b5-a4"]))
    );
    assert_eq!(s.play(&bob, &game, "b8c6").await.status(), StatusCode::CREATED);
    assert_eq!(s.play(&bob, &game, "a7a6").await.status(), StatusCode::CREATED);
    let g = s.game(&game).await;
    assert_eq!(
        texts(&g),
        ["P e2-e4", "p e7-e5", "N g1-f3", "n b8-c6", "B f1-b5", "p a7-a6", "B b5-a4"],
        "the whole line, each reply in its place"
    );
    assert_eq!((g["ply"].as_i64(), g["to_move"].as_str()), (Some(7), Some("black")));
    assert_eq!(forecast(&s, &alice, &game).await["branches"], json!([]), "used up");

    // Alice heard of each reply.
    let notes = body(s.get(Some(&alice), "/api/v1/me/notifications").await, StatusCode::OK).await;
    let replies = notes["notifications"].as_array().unwrap().iter().filter(|n| n["kind"] == "forecast").count();
    assert_eq!(replies, 3, "{notes}");
}
both_backends!(played_out, a_forecast_three_pairs_deep_is_played_out);

/// A move off the tree discards the forecast; a forecast is checked when entered.
async fn a_move_off_the_tree_discards_it_and_bad_trees_are_refused(s: Server) {
    let alice = s.register("alice").await;
    let bob = s.register("bob").await;
    let game = s.new_game(&alice, &bob, "chess").await;
    // On one's own turn there is a move to play, not a forecast to enter.
    let r = put_forecast(&s, &alice, &game, "if e7e5 then g1f3").await;
    assert_eq!(body(r, StatusCode::CONFLICT).await["code"], "your_turn");
    assert_eq!(s.play(&alice, &game, "e2e4").await.status(), StatusCode::CREATED);
    for (lines, says) in [
        ("if e7e5 then e1e3", "\"e1e3\" after p e7-e5 cannot be played"),
        ("if e7e4 then g1f3", "\"e7e4\" cannot be played"),
        ("if e7e5 then g1f3\nif e7e5 then d2d4", "Two branches answer p e7-e5"),
        ("if e7e5 g1f3", "is not a forecast line"),
    ] {
        let problem = body(put_forecast(&s, &alice, &game, lines).await, StatusCode::UNPROCESSABLE_ENTITY).await;
        assert_eq!(problem["code"], "invalid_forecast");
        assert!(problem["detail"].as_str().unwrap().contains(says), "{lines}: {problem}");
    }
    assert_eq!(forecast(&s, &alice, &game).await["branches"], json!([]), "a refused forecast keeps nothing");
    body(put_forecast(&s, &alice, &game, "if e7e5 then g1f3").await, StatusCode::OK).await;
    let played = body(s.play(&bob, &game, "c7c5").await, StatusCode::CREATED).await;
    assert_eq!(played["game"]["ply"], 2, "no reply to a move off the tree");
    assert_eq!(forecast(&s, &alice, &game).await["branches"], json!([]), "discarded");
    // Removed by DELETE, at any time.
    assert_eq!(s.play(&alice, &game, "g1f3").await.status(), StatusCode::CREATED);
    body(put_forecast(&s, &alice, &game, "if d7d6 then d2d4").await, StatusCode::OK).await;
    let r = s
        .client
        .delete(s.url(&format!("/api/v1/games/{game}/forecast")))
        .bearer_auth(&alice.token)
        .send()
        .await
        .unwrap();
    body(r, StatusCode::OK).await;
    assert_eq!(body(s.play(&bob, &game, "d7d6").await, StatusCode::CREATED).await["game"]["ply"], 4);
}
both_backends!(off_the_tree, a_move_off_the_tree_discards_it_and_bad_trees_are_refused);

/// A forecast's reply races its owner's resignation, and a forecast being entered races the
/// opponent's move: whatever wins, the game is one story (every move stored once, in order),
/// and a forecast acknowledged is never silently skipped.
async fn forecasts_race_resignations_and_moves(s: Server) {
    let alice = s.register("alice").await;
    let bob = s.register("bob").await;
    for round in 0..6 {
        let game = s.new_game(&alice, &bob, "chess").await;
        assert_eq!(s.play(&alice, &game, "e2e4").await.status(), StatusCode::CREATED);
        if round % 2 == 0 {
            // The reply against Alice's resignation.
            body(put_forecast(&s, &alice, &game, "if e7e5 then g1f3").await, StatusCode::OK).await;
            let resign_path = format!("/api/v1/games/{game}/resign");
            let resign = s.post(&alice, &resign_path, json!({}));
            let mv = s.play(&bob, &game, "e7e5");
            let (resigned, moved) = tokio::join!(resign, mv);
            let (resigned, moved) = (resigned.status(), moved.status());
            let g = s.game(&game).await;
            let moves = texts(&g);
            assert_eq!(moves.len() as i64, g["ply"].as_i64().unwrap());
            match (moved, resigned) {
                // The move first, with its reply; the resignation then ends the game or meets the
                // moved-on game.
                (StatusCode::CREATED, _) => {
                    assert_eq!(moves, ["P e2-e4", "p e7-e5", "N g1-f3"], "{g}");
                    assert!(resigned == StatusCode::OK || resigned == StatusCode::CONFLICT, "{resigned}");
                }
                // The resignation first: Bob's move meets a finished game, and no reply is played.
                (_, StatusCode::OK) => {
                    assert_eq!(moved, StatusCode::CONFLICT);
                    assert_eq!(moves, ["P e2-e4"], "{g}");
                    assert_eq!(g["reason"], "resignation");
                }
                other => panic!("round {round}: {other:?}"),
            }
        } else {
            // The forecast being entered against Bob's move.
            let put = put_forecast(&s, &alice, &game, "if e7e5 then g1f3");
            let mv = s.play(&bob, &game, "e7e5");
            let (put, moved) = tokio::join!(put, mv);
            assert_eq!(moved.status(), StatusCode::CREATED);
            let g = s.game(&game).await;
            match put.status() {
                StatusCode::OK => assert_eq!(texts(&g), ["P e2-e4", "p e7-e5", "N g1-f3"], "acknowledged, so played"),
                StatusCode::CONFLICT => assert_eq!(texts(&g), ["P e2-e4", "p e7-e5"], "refused, so not played"),
                other => panic!("round {round}: {other}"),
            }
        }
    }
}
both_backends!(races, forecasts_race_resignations_and_moves);
