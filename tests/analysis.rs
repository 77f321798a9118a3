//! Post-game analysis as players meet it: a game that ends is queued for analysis in the same
//! transaction; a worker analyses it position by position, giving way to any engine move that
//! is waiting; the API and the game page show the evaluations and mark the moves that gave
//! ground, with the better move.

mod common;

use common::{Player, Server, hand_worker, play_on};
use ortoo::worker::analysis::{Analysed, analyse};
use ortoo_core::GameId;
use reqwest::StatusCode;
use serde_json::{Value, json};

/// A worker's settings for the tests: a small search in each position.
fn settings() -> ortoo::worker::Settings {
    ortoo::worker::Settings { analysis_nodes: 20_000, ..hand_worker() }
}

/// The fool's mate: White's second move lets Black mate at once.
async fn fools_mate(s: &Server, white: &Player, black: &Player) -> String {
    let id = s.new_game(white, black, "chess").await;
    for (who, mv) in [(white, "f2f3"), (black, "e7e5"), (white, "g2g4"), (black, "d8h4")] {
        let r = s.play(who, &id, mv).await;
        assert_eq!(r.status(), StatusCode::CREATED, "{mv}: {}", r.text().await.unwrap());
    }
    id
}

async fn analysis_of(s: &Server, id: &str) -> (StatusCode, Value) {
    let r = s.get(None, &format!("/api/v1/games/{id}/analysis")).await;
    (r.status(), r.json().await.unwrap())
}

async fn a_finished_game_is_analysed_and_its_blunder_marked(s: Server) {
    let (alice, bob) = (s.register("alice").await, s.register("bob").await);
    // A game going on has no analysis, and none may be asked for.
    let going = s.new_game(&alice, &bob, "chess").await;
    let (status, body) = analysis_of(&s, &going).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::NOT_FOUND, Some("no_analysis")), "{body}");
    assert!(body["detail"].as_str().unwrap().contains("going on"), "{body}");
    let r = s.post(&alice, &format!("/api/v1/games/{going}/analysis"), json!({})).await;
    assert_eq!(r.status(), StatusCode::FORBIDDEN);

    let id = fools_mate(&s, &alice, &bob).await;
    // The mate queued the analysis with the game's end.
    let (status, body) = analysis_of(&s, &id).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(
        (body["status"].as_str(), body["analysed"].as_u64(), body["total"].as_u64()),
        (Some("queued"), Some(0), Some(5))
    );
    assert_eq!(body["plies"], json!([]));
    // Nothing analysed yet: the page says it will be, and tallies nothing.
    let page = s.get(None, &format!("/games/{id}")).await.text().await.unwrap();
    assert!(page.contains("The engine will analyse this game"), "the promise");
    assert!(!page.contains("class=\"tally\""), "no tally of nothing");

    let play = play_on(&s).await;
    let now = play.now();
    let job = s.store.claim_analysis("by-hand", now, now + 30_000).await.unwrap().expect("the analysis is queued");
    assert_eq!(job.game_id.as_str(), id);
    assert_eq!(analyse(&play, &settings(), "by-hand", job).await, Analysed::Done(5));

    let (status, body) = analysis_of(&s, &id).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!((body["status"].as_str(), body["analysed"].as_u64()), (Some("done"), Some(5)), "{body}");
    let plies = body["plies"].as_array().unwrap();
    assert_eq!(plies.len(), 4);
    // 2. g4 allowed the mate: a blunder, with a better move that is not it.
    let g4 = &plies[2];
    assert_eq!((g4["ply"].as_i64(), g4["move"].as_str()), (Some(3), Some("P g2-g4")));
    assert_eq!(g4["judgement"], "blunder", "{g4}");
    assert_eq!(g4["eval"]["mate"], -1, "Black mates in one after it: {g4}");
    let better = g4["best"].as_str().expect("a better move");
    assert_ne!(better, "P g2-g4");
    assert!(g4["best_eval"]["cp"].is_i64(), "{g4}");
    assert!(!g4["line"].as_array().unwrap().is_empty());
    // The mate itself was the engine's choice: no mark, and the game is won on the board.
    let mate = &plies[3];
    assert_eq!((mate["judgement"].is_null(), mate["best"].is_null()), (true, true), "{mate}");
    assert_eq!(mate["eval"]["text"], "Black won");
    assert!(body["white"]["blunders"].as_u64().unwrap() >= 1, "{body}");
    assert_eq!(body["black"]["blunders"], 0);

    // Asking again for a done analysis changes nothing and answers it.
    let r = s.post(&bob, &format!("/api/v1/games/{id}/analysis"), json!({})).await;
    assert_eq!(r.status(), StatusCode::ACCEPTED);
    let again: Value = r.json().await.unwrap();
    assert_eq!((again["status"].as_str(), again["analysed"].as_u64()), (Some("done"), Some(5)));
    assert!(s.store.claim_analysis("by-hand", play.now(), play.now() + 30_000).await.unwrap().is_none());

    // The game page shows the graph, the mark in the log and the better move.
    let page = s.get(None, &format!("/games/{id}")).await.text().await.unwrap();
    assert!(page.contains("<svg class=\"eval\""), "the evaluation graph");
    assert!(page.contains("<abbr class=\"mark\" title=\"Blunder (#-1). Better: "), "the log's mark");
    assert!(
        page.contains(&format!("2. P g2-g4</a><span class=\"mark\">??</span></td><td>Blunder (#-1). Better: {better}"))
    );
    assert!(page.contains("alice: 0 inaccuracies") || page.contains("alice: 1 inaccuracy"), "the tally");
}
without_workers!(analysed, a_finished_game_is_analysed_and_its_blunder_marked);

async fn an_analysis_gives_way_to_a_waiting_move_and_resumes_where_it_stopped(s: Server) {
    let (alice, bob) = (s.register("alice").await, s.register("bob").await);
    let id = fools_mate(&s, &alice, &bob).await;
    let play = play_on(&s).await;
    // A worker found the first two positions, then stalled.
    let now = play.now();
    let job = s.store.claim_analysis("first", now, now + 30_000).await.unwrap().unwrap();
    assert_eq!(job.attempts, 1);
    for ply in 0..2 {
        let found = ortoo_core::store::AnalysedPosition {
            ply,
            score: 20,
            best: Some("P e2-e4".into()),
            line: "[\"P e2-e4\"]".into(),
            depth: 6,
        };
        assert!(s.store.keep_analysed(&GameId::from_text(id.as_str()), "first", &found, now + 30_000).await.unwrap());
    }
    let (_, body) = analysis_of(&s, &id).await;
    assert_eq!((body["status"].as_str(), body["analysed"].as_u64()), (Some("queued"), Some(2)), "{body}");
    assert_eq!(body["plies"].as_array().unwrap().len(), 1, "ply 1 is judged, its two positions known: {body}");
    // The page's tallies say they count only what is judged yet.
    let page = s.get(None, &format!("/games/{id}")).await.text().await.unwrap();
    assert!(page.contains("2 of 5 positions so far"), "the progress");
    assert!(
        page.contains("<rect class=\"pending\"") && page.contains("The grey part is not analysed yet."),
        "the rest marked as not analysed"
    );
    assert!(page.contains("alice, so far: 0 inaccuracies"), "a tally that does not read as final");
    // A move for the engine is now waiting: the worker gives way before its next position.
    let r = s
        .post(&alice, "/api/v1/challenges", json!({"variant": "chess", "opponent": {"engine": 1}, "color": "white"}))
        .await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let engine_game: Value = r.json().await.unwrap();
    let engine_game = engine_game["game"]["id"].as_str().unwrap().to_string();
    assert_eq!(s.play(&alice, &engine_game, "e2e4").await.status(), StatusCode::CREATED);
    assert_eq!(analyse(&play, &settings(), "first", job).await, Analysed::Yielded(0));
    // Let go at once: another worker may take it up (after the move).
    let move_job = s.store.claim_job("mover", play.now(), play.now() + 30_000, 12).await.unwrap().unwrap();
    let moved = ortoo::worker::work(&play, &settings(), "mover", move_job).await;
    assert!(matches!(moved, ortoo::worker::Done::Moved(_)), "{moved:?}");
    // Letting go for a move is no failed attempt: the count stays at one claim.
    let job = s.store.claim_analysis("second", play.now(), play.now() + 30_000).await.unwrap().unwrap();
    assert_eq!((job.game_id.as_str(), job.attempts), (id.as_str(), 1));
    // It searches only the three positions left; the first worker can no longer write.
    assert_eq!(analyse(&play, &settings(), "second", job).await, Analysed::Done(3));
    let (_, body) = analysis_of(&s, &id).await;
    assert_eq!((body["status"].as_str(), body["analysed"].as_u64()), (Some("done"), Some(5)), "{body}");
    let late = ortoo_core::store::AnalysedPosition { ply: 4, score: 0, best: None, line: "[]".into(), depth: 0 };
    assert!(
        !s.store.keep_analysed(&GameId::from_text(id.as_str()), "first", &late, play.now() + 30_000).await.unwrap()
    );

    // A resignation ends a game too, and queues its analysis; a game resigned before any move
    // has nothing to analyse.
    let resigned = s.new_game(&alice, &bob, "khans-chess").await;
    assert_eq!(s.play(&alice, &resigned, "e2e4").await.status(), StatusCode::CREATED);
    let r = s.post(&bob, &format!("/api/v1/games/{resigned}/resign"), json!({})).await;
    assert_eq!(r.status(), StatusCode::OK);
    let (status, body) = analysis_of(&s, &resigned).await;
    assert_eq!((status, body["status"].as_str(), body["total"].as_u64()), (StatusCode::OK, Some("queued"), Some(2)));
    let empty = s.new_game(&alice, &bob, "chess").await;
    assert_eq!(s.post(&alice, &format!("/api/v1/games/{empty}/resign"), json!({})).await.status(), StatusCode::OK);
    let (status, body) = analysis_of(&s, &empty).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(body["detail"].as_str().unwrap().contains("before its first move"), "{body}");
    let r = s.post(&alice, &format!("/api/v1/games/{empty}/analysis"), json!({})).await;
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    // Without credentials, no one asks for an analysis.
    let r = s.client.post(s.url(&format!("/api/v1/games/{id}/analysis"))).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::UNAUTHORIZED);
}
without_workers!(gives_way, an_analysis_gives_way_to_a_waiting_move_and_resumes_where_it_stopped);
