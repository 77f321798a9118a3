//! The REST API end to end, over HTTP against a real server, on SQLite and on Postgres.

mod common;

use common::{Player, Server, body};
use ortoo_core::GameId;
use reqwest::StatusCode;
use serde_json::{Value, json};

async fn draw(s: &Server, who: &Player, game: &str, action: &str) -> reqwest::Response {
    s.post(who, &format!("/api/v1/games/{game}/draw"), json!({ "action": action })).await
}

async fn problem(r: reqwest::Response) -> (StatusCode, Value) {
    let status = r.status();
    let content_type = r.headers().get("content-type").map(|v| v.to_str().unwrap().to_string()).unwrap_or_default();
    let body: Value = r.json().await.unwrap_or(Value::Null);
    if status.is_client_error() || status.is_server_error() {
        assert_eq!(content_type, "application/problem+json", "{status}: {body}");
        assert!(body["detail"].as_str().is_some_and(|d| d.len() > 10), "{body}");
        assert_eq!(body["status"], status.as_u16());
    }
    (status, body)
}

async fn expect(r: reqwest::Response, status: StatusCode, code: &str) -> Value {
    let (got, body) = problem(r).await;
    assert_eq!((got, body["code"].as_str().unwrap_or("")), (status, code), "{body}");
    body
}

/// Two players register, challenge, accept and play Khan's Chess to a finish: the four-ply
/// mate 1. P f2-f3 a f8-g6 2. P g2-g4 a g6-h4 (found by exhaustive search from the start).
async fn a_whole_khans_chess_game_to_checkmate(s: Server) {
    let alice = s.register("alice").await;
    let bob = s.register("bob").await;
    let r = s.get(Some(&alice), "/api/v1/variants").await;
    let variants: Value = r.json().await.unwrap();
    assert!(variants["variants"].as_array().unwrap().iter().any(|v| v["id"] == "khans-chess"));

    let game = s.new_game(&alice, &bob, "khans-chess").await;
    let g = s.game(&game).await;
    assert_eq!(g["players"], json!({"white": "alice", "black": "bob"}));
    assert_eq!(g["status"], "active");
    assert_eq!(g["legal_moves"].as_array().unwrap().len(), 20);
    assert!(g["board_text"].as_str().unwrap().contains("l h a t k a h l"));

    let r = s.play(&alice, &game, "f2f3").await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let body: Value = r.json().await.unwrap();
    assert_eq!((body["ply"].as_i64(), body["text"].as_str()), (Some(1), Some("P f2-f3")));
    assert_eq!(body["game"]["to_move"], "black");
    let r = s
        .post(
            &bob,
            &format!("/api/v1/games/{game}/moves"),
            json!({"move": "A f8-g6", "ply": 1, "comment": "the archer rides"}),
        )
        .await;
    assert_eq!(r.status(), StatusCode::CREATED);
    assert_eq!(s.play(&alice, &game, "P g2-g4 // hmm").await.status(), StatusCode::CREATED);
    let r = s.play(&bob, &game, "a g6-h4").await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let body: Value = r.json().await.unwrap();
    assert_eq!(body["game"]["status"], "finished");
    assert_eq!(body["game"]["result"], "black");
    assert_eq!(body["game"]["reason"], "checkmate");
    assert!(body["game"].get("legal_moves").is_none());
    let moves = body["game"]["moves"].as_array().unwrap();
    let texts: Vec<&str> = moves.iter().map(|m| m["text"].as_str().unwrap()).collect();
    assert_eq!(texts, ["P f2-f3", "a f8-g6", "P g2-g4", "a g6-h4"]);
    assert_eq!(moves[1]["input"], "A f8-g6");
    assert_eq!(moves[1]["comment"], "the archer rides");
    assert_eq!(moves[2]["comment"], "hmm");

    expect(s.play(&alice, &game, "e2e4").await, StatusCode::CONFLICT, "game_over").await;
    let log = s.get(None, &format!("/api/v1/games/{game}/export?format=text")).await.text().await.unwrap();
    assert!(log.contains("[Variant \"Khan's Chess\"]") && log.contains("1... a f8-g6 {the archer rides}"), "{log}");
    assert!(log.trim_end().ends_with("0-1"), "{log}");
    let pgn = s.get(None, &format!("/api/v1/games/{game}/export?format=pgn")).await.text().await.unwrap();
    assert!(pgn.contains("[Variant \"khans\"]") && pgn.contains("[Result \"0-1\"]"), "{pgn}");
    assert!(pgn.contains("1. f3 Ag6 {the archer rides} 2. g4 {hmm} 2... Ah4# 0-1"), "{pgn}");
    let r = s.get(Some(&alice), "/api/v1/games?status=finished").await;
    let mine: Value = r.json().await.unwrap();
    assert_eq!(mine["games"][0]["id"], game);
}
both_backends!(whole_game, a_whole_khans_chess_game_to_checkmate);

/// A game stored as going on whose position its rules find over (a start with no legal move,
/// from before such variants were refused) is ended with the rules' result by the first move
/// that finds it so, not left waiting for ever.
async fn a_game_over_by_its_rules_is_ended_when_found(s: Server) {
    let (alice, bob) = (s.register("alice").await, s.register("bob").await);
    let game = s.new_game(&alice, &bob, "chess").await;
    assert_eq!(s.play(&alice, &game, "e2e4").await.status(), StatusCode::CREATED);
    // The position as such a game would hold it, Black to move and mated, written behind the
    // server's back; a second server on the database, which has not cached the game, meets it.
    let stored = s.store.game(&GameId::from_text(game.as_str())).await.unwrap().unwrap();
    let mated = ortoo_core::GameUpdate {
        position: "k7/1Q6/1K6/8/8/8/8/8 b - - 0 1".into(),
        ..ortoo_core::GameUpdate::unchanged(&stored)
    };
    let expected = ortoo_core::Expected::of(&stored);
    assert!(
        s.store
            .update_game(&GameId::from_text(game.as_str()), &expected, &mated, stored.updated_at, Vec::new(), None)
            .await
            .unwrap()
    );
    let peer = s.peer().await;
    let tried = s.client.post(format!("{}/api/v1/games/{game}/moves", peer.base)).bearer_auth(&bob.token);
    let refused = body(tried.json(&json!({"move": "k a8-a7"})).send().await.unwrap(), StatusCode::CONFLICT).await;
    assert_eq!(refused["code"], "game_over");
    assert_eq!(refused["detail"], "The game is over: White wins by checkmate.");
    let ended = s.game(&game).await;
    assert_eq!((ended["status"].as_str(), ended["result"].as_str()), (Some("finished"), Some("white")), "{ended}");
    assert_eq!(ended["reason"], "checkmate");
    expect(s.play(&bob, &game, "k a8-a7").await, StatusCode::CONFLICT, "game_over").await;
}
both_backends!(over_by_its_rules, a_game_over_by_its_rules_is_ended_when_found);

/// PGN describes chess and Khan's Chess only; the other games are refused before their first
/// move as after it (an empty chess game was exported for them).
async fn pgn_is_refused_for_games_it_does_not_describe(s: Server) {
    let alice = s.register("alice").await;
    let bob = s.register("bob").await;
    for (variant, described) in [
        ("chess", true),
        ("khans-chess", true),
        ("koan", false),
        ("khan", false),
        ("kings-run", false),
        ("shatranj-kamil-x", false),
    ] {
        let game = s.new_game(&alice, &bob, variant).await;
        let r = s.get(None, &format!("/api/v1/games/{game}/export?format=pgn")).await;
        if described {
            let pgn = r.text().await.unwrap();
            assert!(pgn.contains("[Result \"*\"]") && pgn.trim_end().ends_with('*'), "{variant}: {pgn}");
        } else {
            expect(r, StatusCode::UNPROCESSABLE_ENTITY, "unsupported_format").await;
        }
    }
}
both_backends!(pgn_before_the_first_move, pgn_is_refused_for_games_it_does_not_describe);

/// Plays `moves` alternately from White and checks the finish.
async fn play_to_the_end(s: &Server, variant: &str, moves: &[&str], result: &str, reason: &str) {
    let white = s.register("white").await;
    let black = s.register("black").await;
    played_to_the_end(s, (&white, &black), variant, moves, result, reason).await;
}

/// Plays `moves` alternately from White and checks the finish, between the players given; the
/// game as the API shows it then.
async fn played_to_the_end(
    s: &Server,
    (white, black): (&Player, &Player),
    variant: &str,
    moves: &[&str],
    result: &str,
    reason: &str,
) -> Value {
    let game = s.new_game(white, black, variant).await;
    for (i, m) in moves.iter().enumerate() {
        let who = if i % 2 == 0 { white } else { black };
        let r = s.play(who, &game, m).await;
        assert_eq!(r.status(), StatusCode::CREATED, "{m}: {}", r.text().await.unwrap());
    }
    let g = s.game(&game).await;
    assert_eq!(
        (g["status"].as_str(), g["result"].as_str(), g["reason"].as_str()),
        (Some("finished"), Some(result), Some(reason)),
        "{g}"
    );
    expect(s.play(white, &game, moves[0]).await, StatusCode::CONFLICT, "game_over").await;
    g
}

/// The five games of East and South-East Asia's families and lichess's two, each played to its
/// end through the API between two people, rated: xiangqi to mate, janggi to a bikjang decided
/// on points, makruk to a third repetition, atomic to a blast, duck chess to the king's capture.
async fn the_families_are_played_to_their_ends_through_the_api(s: Server) {
    let (alice, bob) = (s.register("alice").await, s.register("bob").await);
    let xiangqi = ["C b3-b5", "p g7-g6", "C h3-e3", "c h8-g8", "C e3-e7", "c b8-c8", "C b5-e5"];
    let janggi = ["P e4-d4", "p e7-f7", "pass"];
    let knights = ["N b1-d2", "n b8-d7", "N d2-b1", "n d7-b8"];
    let makruk: Vec<&str> = knights.iter().chain(&knights).copied().collect();
    let atomic = ["N g1-f3", "p d7-d5", "N f3-e5", "p a7-a6", "N e5-f7"];
    let duck = ["P e2-e4; duck-e6", "p f7-f6; duck-a3", "Q d1-h5; duck-a4", "p a7-a6; duck-b4", "Q h5-e8; duck-e2"];
    for (variant, moves, result, reason) in [
        ("xiangqi", &xiangqi[..], "white", "checkmate"),
        ("janggi", &janggi[..], "black", "bikjang"),
        ("makruk", &makruk[..], "draw", "repetition"),
        ("atomic", &atomic[..], "white", "blast"),
        ("duck", &duck[..], "white", "king_captured"),
    ] {
        let g = played_to_the_end(&s, (&alice, &bob), variant, moves, result, reason).await;
        assert_eq!(g["rated"], true, "{variant}: {g}");
    }
}
both_backends!(families_to_their_ends, the_families_are_played_to_their_ends_through_the_api);

/// Koan to the far row: White's octagonal piece runs up the a-file and takes a11.
async fn a_koan_game_to_the_far_row(s: Server) {
    let moves = ["O a1-a3", "o k11-k9", "a3-a5", "k9-k7", "a5a7", "k7-k5", "O a7-a9", "o k5-k3", "O a9-a11"];
    play_to_the_end(&s, "koan", &moves, "white", "far_row").await;
}
both_backends!(koan_game, a_koan_game_to_the_far_row);

/// Shatranj Kamil X to checkmate: the shortest mate from the start (found by exhaustive
/// search), delivered by a cannon over its enemy's own cannon.
async fn a_shatranj_kamil_x_game_to_checkmate(s: Server) {
    let moves = ["R b2-a2", "c a10-a3", "P b3-b4", "c a3-b3", "C a1-c1", "c b3-b1"];
    play_to_the_end(&s, "shatranj-kamil-x", &moves, "black", "checkmate").await;
}
both_backends!(kamil_game, a_shatranj_kamil_x_game_to_checkmate);

/// Khan with non-default options (basic setup, the bondsman no leader, capture promotions) to
/// the shortest mate those options allow (found by exhaustive search), a capture promotion on
/// the way.
async fn a_khan_game_with_options_to_checkmate(s: Server) {
    let white = s.register("white").await;
    let black = s.register("black").await;
    let options = json!({"bondsmenleaders": false, "capturepromotions": true});
    let r = s
        .post(&white, "/api/v1/challenges", json!({"variant": "khan", "setup": "basic", "options": options, "opponent": {"user": "black"}, "color": "white"}))
        .await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let c: Value = r.json().await.unwrap();
    assert_eq!(c["challenge"]["options"]["setup"], "basic");
    assert_eq!(c["challenge"]["options"]["bondsmenleaders"], "off");
    let id = c["challenge"]["id"].as_str().unwrap();
    let r = s.post(&black, &format!("/api/v1/challenges/{id}/accept"), json!({})).await;
    let g: Value = r.json().await.unwrap();
    let game = g["game"]["id"].as_str().unwrap().to_string();
    assert!(g["game"]["position"].as_str().unwrap().starts_with("wwwwa3/wksfa3/"), "the basic setup");
    for (who, m) in [(&white, "F e2-c4"), (&black, "b5c4"), (&white, "K g2-f3"), (&black, "w c4-e4")] {
        let r = s.play(who, &game, m).await;
        assert_eq!(r.status(), StatusCode::CREATED, "{m}: {}", r.text().await.unwrap());
    }
    let g = s.game(&game).await;
    assert_eq!(g["moves"][1]["text"], "a b5-c4; w-c4");
    assert_eq!((g["result"].as_str(), g["reason"].as_str()), (Some("black"), Some("checkmate")), "{g}");
}
both_backends!(khan_game, a_khan_game_with_options_to_checkmate);

/// Janggi's arrangements through the API: a seek names both sides', the one accepting names
/// their own (`choices`), whichever side the draw gives them; a choice the game does not leave
/// to a player, or a value it cannot take, is refused and leaves the seek open; the PGN gives the
/// position both made as its FEN.
async fn janggi_arrangements_through_the_api(s: Server) {
    let alice = s.register("alice").await;
    let bob = s.register("bob").await;
    let asked = json!({"variant": "janggi", "options": {"blue": "right", "red": "left"}, "opponent": {"open": true}});
    let c: Value = s.post(&alice, "/api/v1/challenges", asked).await.json().await.unwrap();
    assert_eq!(
        (c["challenge"]["options"]["blue"].as_str(), c["challenge"]["options"]["red"].as_str()),
        (Some("right"), Some("left"))
    );
    let seek = c["challenge"]["id"].as_str().unwrap().to_string();
    let path = format!("/api/v1/challenges/{seek}/accept");
    let accept = |body: Value| s.post(&bob, &path, body);
    let refused = expect(
        accept(json!({"choices": {"arrangement": "sideways"}})).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "invalid_choice",
    )
    .await;
    assert!(refused["detail"].as_str().unwrap().contains("takes one of inner, outer, left, right"), "{refused}");
    let refused =
        expect(accept(json!({"choices": {"blue": "outer"}})).await, StatusCode::UNPROCESSABLE_ENTITY, "invalid_choice")
            .await;
    assert!(refused["detail"].as_str().unwrap().contains("a player chooses their own arrangement"), "{refused}");
    expect(accept(json!({"choice": {"arrangement": "outer"}})).await, StatusCode::BAD_REQUEST, "bad_request").await;
    expect(accept(json!({"choices": {"arrangement": 3}})).await, StatusCode::BAD_REQUEST, "bad_request").await;
    let list: Value = s.get(Some(&bob), "/api/v1/challenges").await.json().await.unwrap();
    assert_eq!(list["challenges"][0]["status"], "open", "refusals leave the seek open: {list}");

    let g: Value = accept(json!({"choices": {"Arrangement": "OUTER"}})).await.json().await.unwrap();
    let game = &g["game"];
    let bob_is_blue = game["players"]["white"] == "bob";
    let (blue, red) = if bob_is_blue { ("outer", "left") } else { ("right", "outer") };
    assert_eq!((game["options"]["blue"].as_str(), game["options"]["red"].as_str()), (Some(blue), Some(red)), "{game}");
    let (red_rank, blue_rank) = if bob_is_blue { ("rnba1anbr", "RBNA1ANBR") } else { ("rbna1anbr", "RNBA1ANBR") };
    assert_eq!(
        game["position"].as_str().unwrap(),
        format!("{red_rank}/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/{blue_rank} w - - 0 1")
    );
    let id = game["id"].as_str().unwrap();
    let pgn = s.get(None, &format!("/api/v1/games/{id}/export?format=pgn")).await.text().await.unwrap();
    assert!(pgn.contains(&format!("[FEN \"{red_rank}/4k4/")), "{pgn}");

    // Chess leaves no choice to a player.
    let c: Value = s
        .post(&alice, "/api/v1/challenges", json!({"variant": "chess", "opponent": {"user": "bob"}}))
        .await
        .json()
        .await
        .unwrap();
    let id = c["challenge"]["id"].as_str().unwrap();
    let r =
        s.post(&bob, &format!("/api/v1/challenges/{id}/accept"), json!({"choices": {"arrangement": "outer"}})).await;
    let refused = expect(r, StatusCode::UNPROCESSABLE_ENTITY, "invalid_choice").await;
    assert_eq!(
        refused["detail"],
        "Chess leaves no choice \"arrangement\" to a player (each of its options is the game's, named by the challenge)."
    );
    // JSON's null is no body: accepted as it is.
    let r = s.post(&bob, &format!("/api/v1/challenges/{id}/accept"), Value::Null).await;
    assert_eq!(r.status(), StatusCode::CREATED);
}
both_backends!(janggi_arrangements, janggi_arrangements_through_the_api);

/// King's Run to a finish: White makes its own king a Runner, and on its next turn a Sandman
/// must capture that Runner (the mandatory-capture rule), which loses the game.
async fn a_kings_run_game_to_a_finish(s: Server) {
    let moves = ["P e2-e4; K'-e1", "n b8-c6; discard", "Q d1-e1"];
    play_to_the_end(&s, "kings-run", &moves, "black", "king_captured").await;
}
both_backends!(kings_run_game, a_kings_run_game_to_a_finish);

/// Shogi to sennichite: both rooks step aside and back, and the fourth time the start position
/// stands, the game is drawn; the server judges it from the positions it keeps.
async fn a_shogi_game_to_sennichite(s: Server) {
    let cycle = ["h2g2", "b8c8", "g2h2", "c8b8"];
    let moves: Vec<&str> = cycle.iter().cycle().take(12).copied().collect();
    play_to_the_end(&s, "shogi", &moves, "draw", "repetition").await;
}
both_backends!(shogi_sennichite, a_shogi_game_to_sennichite);

/// Every refusal class of api.md, each leaving the game as it was.
async fn every_refusal_is_a_clear_problem_and_changes_nothing(s: Server) {
    let alice = s.register("alice").await;
    let bob = s.register("bob").await;
    let carol = s.register("carol").await;
    let game = s.new_game(&alice, &bob, "chess").await;
    let before = s.game(&game).await;
    let cases = [
        (&alice, "P e2-#", StatusCode::UNPROCESSABLE_ENTITY, "syntax"),
        (&alice, "P e2-e9", StatusCode::UNPROCESSABLE_ENTITY, "off_board"),
        (&alice, "e3-e4", StatusCode::UNPROCESSABLE_ENTITY, "no_piece"),
        (&alice, "N e2-e4", StatusCode::UNPROCESSABLE_ENTITY, "wrong_label"),
        (&alice, "e7e5", StatusCode::UNPROCESSABLE_ENTITY, "not_your_piece"),
        (&alice, "P e2-e5", StatusCode::UNPROCESSABLE_ENTITY, "illegal"),
        (&alice, "drawn", StatusCode::UNPROCESSABLE_ENTITY, "claim_refused"),
        (&bob, "e7e5", StatusCode::FORBIDDEN, "not_your_turn"),
        (&carol, "e2e4", StatusCode::FORBIDDEN, "not_your_game"),
    ];
    for (who, text, status, code) in cases {
        let body = expect(s.play(who, &game, text).await, status, code).await;
        if code == "illegal" {
            assert_eq!(body["legal_moves"], json!(["P e2-e3", "P e2-e4"]));
        }
    }
    // Said in the language the client asks for, the code and the legal moves as they are.
    let in_japanese = async |path: String, asked: serde_json::Value| {
        let request = s.client.post(s.url(&path)).bearer_auth(&alice.token).header("accept-language", "ja,en;q=0.5");
        request.json(&asked).send().await.unwrap()
    };
    let r = in_japanese(format!("/api/v1/games/{game}/moves"), json!({"move": "P e2-e5"})).await;
    assert_eq!(r.headers()["content-language"], "ja");
    let body = expect(r, StatusCode::UNPROCESSABLE_ENTITY, "illegal").await;
    assert_eq!(body["legal_moves"], json!(["P e2-e3", "P e2-e4"]));
    let detail = body["detail"].as_str().unwrap();
    assert!(detail.starts_with("P e2-e5") && !detail.contains("legal move"), "{detail}");
    // The server's other refusals too: a challenge to oneself, a takeback action it does not know.
    let japanese = |detail: &str| detail.chars().any(|c| ('\u{3040}'..='\u{30ff}').contains(&c));
    let oneself = json!({"variant": "chess", "opponent": {"user": "alice"}});
    let r = in_japanese("/api/v1/challenges".into(), oneself).await;
    let body = expect(r, StatusCode::UNPROCESSABLE_ENTITY, "invalid_challenge").await;
    let detail = body["detail"].as_str().unwrap();
    assert!(japanese(detail) && !detail.contains("yourself"), "{detail}");
    let r = in_japanese(format!("/api/v1/games/{game}/takeback"), json!({"action": "beg"})).await;
    let body = expect(r, StatusCode::BAD_REQUEST, "bad_request").await;
    let detail = body["detail"].as_str().unwrap();
    assert!(japanese(detail) && detail.contains("beg") && !detail.contains("takeback action"), "{detail}");
    let bad_token = Player { name: "alice".into(), token: "ortoo_not-a-token".into() };
    expect(s.play(&bad_token, &game, "e2e4").await, StatusCode::UNAUTHORIZED, "unauthorized").await;
    let r = s
        .client
        .post(s.url(&format!("/api/v1/games/{game}/moves")))
        .json(&json!({"move": "e2e4"}))
        .send()
        .await
        .unwrap();
    expect(r, StatusCode::UNAUTHORIZED, "unauthorized").await;
    assert_eq!(s.game(&game).await, before, "refusals changed the game");

    // An incomplete promotion lists the choices (chess has no ambiguous move text: canonical
    // texts are unique, which a property test checks; the matcher's ambiguity has a unit test).
    for m in ["a2a4", "h7h5", "a4a5", "h5h4", "a5a6", "h4h3", "a6b7", "h3g2"] {
        let who = if s.game(&game).await["to_move"] == "white" { &alice } else { &bob };
        assert_eq!(s.play(who, &game, m).await.status(), StatusCode::CREATED, "{m}");
    }
    let body = expect(s.play(&alice, &game, "P b7-a8").await, StatusCode::UNPROCESSABLE_ENTITY, "incomplete").await;
    assert_eq!(body["legal_moves"].as_array().unwrap().len(), 4);
    assert_eq!(s.play(&alice, &game, "b7a8n").await.status(), StatusCode::CREATED);
}
both_backends!(refusals, every_refusal_is_a_clear_problem_and_changes_nothing);

/// The API's own refusals (an address it does not have, a player no one is called, a format the
/// export does not write) are said in the language the request asks for, and in English without
/// one; their codes are the same either way.
async fn the_api_s_own_refusals_are_said_in_the_language_asked_for(s: Server) {
    let alice = s.register("alice").await;
    let bob = s.register("bob").await;
    let game = s.new_game(&alice, &bob, "chess").await;
    let cases = [
        (
            "/api/v1/no-such-thing".to_string(),
            StatusCode::NOT_FOUND,
            "not_found",
            "There is no such API endpoint.",
            "エンドポイント",
        ),
        (
            "/api/v1/players/nobody".to_string(),
            StatusCode::NOT_FOUND,
            "not_found",
            "There is no player named \"nobody\".",
            "「nobody」というプレイヤーはいません",
        ),
        (
            format!("/api/v1/games/{game}/export?format=sgf"),
            StatusCode::BAD_REQUEST,
            "bad_request",
            "format is text, pgn or usi, not \"sgf\".",
            "「sgf」は使えません",
        ),
    ];
    for (path, status, code, english, japanese) in cases {
        let body = expect(s.client.get(s.url(&path)).send().await.unwrap(), status, code).await;
        assert_eq!(body["detail"], english, "{path}");
        let r = s.client.get(s.url(&path)).header("accept-language", "ja").send().await.unwrap();
        assert_eq!(r.headers()["content-language"], "ja", "{path}");
        let body = expect(r, status, code).await;
        let detail = body["detail"].as_str().unwrap();
        assert!(detail.contains(japanese) && !detail.contains(english), "{path}: {detail}");
    }
}
both_backends!(own_refusals_in_language, the_api_s_own_refusals_are_said_in_the_language_asked_for);

/// The list of games gives ortoo's own games' summaries and options' descriptions in the
/// language asked for; ids, names and values are data, alike in every language. A body the
/// API cannot read is refused in that language too, naming the field as the API spells it.
async fn the_games_and_the_refusals_of_unreadable_bodies_are_said_in_the_language_asked_for(s: Server) {
    let list = |language: Option<&'static str>| {
        let request = s.client.get(s.url("/api/v1/variants"));
        async move {
            let r = match language {
                Some(tag) => request.header("accept-language", tag),
                None => request,
            }
            .send()
            .await
            .unwrap();
            assert_eq!(r.status(), StatusCode::OK);
            let tag = r.headers()["content-language"].to_str().unwrap().to_string();
            (tag, r.json::<Value>().await.unwrap())
        }
    };
    let game =
        |list: &Value, id: &str| list["variants"].as_array().unwrap().iter().find(|v| v["id"] == id).unwrap().clone();
    let (english_tag, english) = list(None).await;
    let (japanese_tag, japanese) = list(Some("ja")).await;
    assert_eq!((english_tag.as_str(), japanese_tag.as_str()), ("en", "ja"));
    let (shogi_en, shogi_ja) = (game(&english, "shogi"), game(&japanese, "shogi"));
    assert_eq!(shogi_en["id"], shogi_ja["id"]);
    assert_eq!(shogi_en["name"], shogi_ja["name"]);
    assert_ne!(shogi_en["summary"], shogi_ja["summary"]);
    assert!(shogi_ja["summary"].as_str().unwrap().contains("日本のゲーム"), "{}", shogi_ja["summary"]);
    let (khan_en, khan_ja) = (game(&english, "khan"), game(&japanese, "khan"));
    assert_eq!(khan_en["options"][0]["name"], khan_ja["options"][0]["name"]);
    assert_ne!(khan_en["options"][0]["description"], khan_ja["options"][0]["description"]);

    // Bodies that do not read: not JSON, a field missing, a value of the wrong kind.
    let alice = s.register("alice").await;
    let bob = s.register("bob").await;
    let id = s.new_game(&alice, &bob, "chess").await;
    let path = format!("/api/v1/games/{id}/moves");
    let send = |body: &'static str, language: &'static str| {
        s.client
            .post(s.url(&path))
            .bearer_auth(&alice.token)
            .header("content-type", "application/json")
            .header("accept-language", language)
            .body(body)
            .send()
    };
    for (body, english, japanese) in [
        (r#"{"move": "e2e4", "#, "The body is not well-formed JSON", "正しい JSON ではありません"),
        (r#"{"ply": 0}"#, "The request lacks the field move.", "項目 move がありません"),
        (r#"{"move": 5, "ply": 0}"#, "holds a value of the wrong kind", "値の種類が違います"),
    ] {
        let said = expect(send(body, "en").await.unwrap(), StatusCode::BAD_REQUEST, "bad_request").await;
        assert!(said["detail"].as_str().unwrap().contains(english), "{body}: {said}");
        let said = expect(send(body, "ja").await.unwrap(), StatusCode::BAD_REQUEST, "bad_request").await;
        let detail = said["detail"].as_str().unwrap();
        assert!(detail.contains(japanese) && !detail.contains(english), "{body}: {detail}");
    }
    assert_eq!(s.game(&id).await["ply"], 0, "nothing was played");
}
both_backends!(
    games_and_unreadable_bodies_in_language,
    the_games_and_the_refusals_of_unreadable_bodies_are_said_in_the_language_asked_for
);

/// 100 concurrent submits of the same ply: exactly one is accepted.
async fn concurrent_submits_of_one_ply_accept_exactly_one(s: Server) {
    let alice = s.register("alice").await;
    let bob = s.register("bob").await;
    let game = s.new_game(&alice, &bob, "khans-chess").await;
    let moves = ["e2e4", "d2d4", "c2c4", "g1f3", "b1c3"];
    let mut tasks = Vec::new();
    for i in 0..100 {
        let (client, url, token) =
            (s.client.clone(), s.url(&format!("/api/v1/games/{game}/moves")), alice.token.clone());
        let text = moves[i % moves.len()];
        tasks.push(tokio::spawn(async move {
            client.post(url).bearer_auth(token).json(&json!({"move": text, "ply": 0})).send().await.unwrap().status()
        }));
    }
    let mut accepted = 0;
    for t in tasks {
        match t.await.unwrap() {
            StatusCode::CREATED => accepted += 1,
            StatusCode::CONFLICT | StatusCode::FORBIDDEN => {}
            other => panic!("unexpected {other}"),
        }
    }
    assert_eq!(accepted, 1);
    let g = s.game(&game).await;
    assert_eq!(g["ply"], 1);
    assert_eq!(g["moves"].as_array().unwrap().len(), 1);
}
both_backends!(concurrency, concurrent_submits_of_one_ply_accept_exactly_one);

async fn a_stale_ply_is_409_and_idempotent_retries_act_once(s: Server) {
    let alice = s.register("alice").await;
    let bob = s.register("bob").await;
    let game = s.new_game(&alice, &bob, "chess").await;
    let path = format!("/api/v1/games/{game}/moves");
    let send = |key: &'static str, body: Value| {
        s.client.post(s.url(&path)).bearer_auth(&alice.token).header("Idempotency-Key", key).json(&body).send()
    };
    let first = send("k1", json!({"move": "e2e4", "ply": 0})).await.unwrap();
    assert_eq!(first.status(), StatusCode::CREATED);
    let first: Value = first.json().await.unwrap();
    let again = send("k1", json!({"move": "e2e4", "ply": 0})).await.unwrap();
    assert_eq!(again.status(), StatusCode::CREATED);
    assert_eq!(again.headers().get("idempotent-replayed").unwrap(), "true");
    assert_eq!(again.json::<Value>().await.unwrap(), first);
    assert_eq!(s.game(&game).await["ply"], 1, "the retry played nothing");
    // Kept without the game's moves (the store has them), which the replay wrote back in.
    let alice_id = s.store.user_by_name("alice").await.unwrap().unwrap().id;
    let kept = s.store.stored_response(&alice_id, "k1").await.unwrap().unwrap();
    assert!(kept.response.contains("\"moves\":\"ortoo:moves-of:") && !kept.response.contains("P e2-e4\",\"input"));
    expect(
        send("k1", json!({"move": "d2d4", "ply": 0})).await.unwrap(),
        StatusCode::UNPROCESSABLE_ENTITY,
        "idempotency_key_reused",
    )
    .await;
    let body =
        expect(s.post(&bob, &path, json!({"move": "e7e5", "ply": 0})).await, StatusCode::CONFLICT, "stale_ply").await;
    assert!(body["detail"].as_str().unwrap().contains("ply 1"), "{body}");
    assert_eq!(s.post(&bob, &path, json!({"move": "e7e5", "ply": 1})).await.status(), StatusCode::CREATED);
}
both_backends!(stale_and_idempotent, a_stale_ply_is_409_and_idempotent_retries_act_once);

/// Each action's answer is drawn up before its write commits, so that it can be kept with it
/// (idempotency keys): it must be what a read shows afterwards, field for field.
async fn an_actions_answer_is_the_game_as_stored(s: Server) {
    let alice = s.register("alice").await;
    let bob = s.register("bob").await;
    let r = s.post(&alice, "/api/v1/challenges", json!({"variant": "khans-chess", "opponent": {"user": "BOB"}})).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let made: Value = r.json().await.unwrap();
    let id = made["challenge"]["id"].as_str().unwrap();
    let listed: Value = s.get(Some(&bob), "/api/v1/challenges").await.json().await.unwrap();
    assert_eq!(listed["challenges"][0], made["challenge"], "the name as registered, not as typed");
    let r = s.post(&bob, &format!("/api/v1/challenges/{id}/accept"), json!({})).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let accepted: Value = r.json().await.unwrap();
    let game = accepted["game"]["id"].as_str().unwrap().to_string();
    assert_eq!(accepted["game"], s.game(&game).await);
    let white = if accepted["game"]["players"]["white"] == "alice" { &alice } else { &bob };
    let path = format!("/api/v1/games/{game}/moves");
    let played: Value = s.post(white, &path, json!({"move": "e2e4"})).await.json().await.unwrap();
    assert_eq!((played["ply"].clone(), played["text"].clone()), (json!(1), json!("P e2-e4")));
    assert_eq!(played["game"], s.game(&game).await);
    let drawn: Value =
        s.post(white, &format!("/api/v1/games/{game}/draw"), json!({"action": "offer"})).await.json().await.unwrap();
    assert_eq!(drawn["game"], s.game(&game).await);
    let over: Value = s.post(white, &format!("/api/v1/games/{game}/resign"), json!({})).await.json().await.unwrap();
    assert_eq!(over["game"], s.game(&game).await);
    let engine: Value = s
        .post(&alice, "/api/v1/challenges", json!({"variant": "koan", "opponent": {"engine": 1}, "color": "black"}))
        .await
        .json()
        .await
        .unwrap();
    let engine_game = engine["game"]["id"].as_str().unwrap();
    let mut shown = s.game(engine_game).await;
    // The engine, White, may have answered already.
    if shown["ply"] != 0 {
        shown = engine["game"].clone();
    }
    assert_eq!(engine["game"], shown);
}
both_backends!(answers_as_stored, an_actions_answer_is_the_game_as_stored);

/// Many requests with one key at once, on one server: one action, one answer for all.
async fn one_key_at_once_acts_once(s: Server) {
    let alice = s.register("alice").await;
    s.register("bob").await;
    let body = json!({"variant": "chess", "opponent": {"user": "bob"}});
    let send = || {
        s.client
            .post(s.url("/api/v1/challenges"))
            .bearer_auth(&alice.token)
            .header("Idempotency-Key", "once")
            .json(&body)
            .send()
    };
    let answers = futures_util::future::join_all((0..8).map(|_| send())).await;
    let mut texts = Vec::new();
    for a in answers {
        let a = a.unwrap();
        assert_eq!(a.status(), StatusCode::CREATED);
        texts.push(a.text().await.unwrap());
    }
    assert!(texts.iter().all(|t| t == &texts[0]), "{texts:?}");
    let listed: Value = s.get(Some(&alice), "/api/v1/challenges").await.json().await.unwrap();
    assert_eq!(listed["challenges"].as_array().unwrap().len(), 1);
}
both_backends!(one_key_at_once, one_key_at_once_acts_once);

async fn challenges_seeks_tokens_resignation_and_draws(s: Server) {
    let alice = s.register("alice").await;
    let bob = s.register("bob").await;
    let carol = s.register("carol").await;

    // A declined challenge, a withdrawn one, and an open seek taken by a third player.
    let r = s.post(&alice, "/api/v1/challenges", json!({"variant": "chess", "opponent": {"user": "Bob"}})).await;
    let c: Value = r.json().await.unwrap();
    let id = c["challenge"]["id"].as_str().unwrap();
    let listed: Value = s.get(Some(&bob), "/api/v1/challenges").await.json().await.unwrap();
    assert_eq!(listed["challenges"][0]["id"], id);
    expect(
        s.post(&carol, &format!("/api/v1/challenges/{id}/accept"), json!({})).await,
        StatusCode::FORBIDDEN,
        "forbidden",
    )
    .await;
    assert_eq!(s.post(&bob, &format!("/api/v1/challenges/{id}/decline"), json!({})).await.status(), StatusCode::OK);
    expect(
        s.post(&bob, &format!("/api/v1/challenges/{id}/accept"), json!({})).await,
        StatusCode::CONFLICT,
        "challenge_closed",
    )
    .await;
    let r = s.post(&alice, "/api/v1/challenges", json!({"variant": "chess", "opponent": {"open": true}, "color": "black", "time_control": {"days_per_move": 3}})).await;
    let seek: Value = r.json().await.unwrap();
    let seek = seek["challenge"]["id"].as_str().unwrap().to_string();
    expect(
        s.post(&alice, &format!("/api/v1/challenges/{seek}/accept"), json!({})).await,
        StatusCode::FORBIDDEN,
        "forbidden",
    )
    .await;
    let r = s.post(&carol, &format!("/api/v1/challenges/{seek}/accept"), json!({})).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let g: Value = r.json().await.unwrap();
    assert_eq!(g["game"]["players"], json!({"white": "carol", "black": "alice"}));
    assert!(g["game"]["deadline"].is_string());
    let game = g["game"]["id"].as_str().unwrap().to_string();

    // Bad challenges are refused with reasons.
    let invalid = [
        (json!({"variant": "hnefatafl", "opponent": {"open": true}}), "invalid_challenge"),
        (json!({"variant": "chess", "options": {"setup": "basic"}, "opponent": {"open": true}}), "invalid_challenge"),
        (json!({"variant": "chess", "opponent": {"user": "nobody"}}), "unknown_player"),
        (json!({"variant": "chess", "opponent": {"user": "alice"}}), "invalid_challenge"),
        (json!({"variant": "chess", "opponent": {"engine": 13}}), "invalid_challenge"),
        (json!({"variant": "chess", "opponent": {"open": true}, "color": "green"}), "invalid_challenge"),
    ];
    for (body, code) in invalid {
        expect(s.post(&alice, "/api/v1/challenges", body).await, StatusCode::UNPROCESSABLE_ENTITY, code).await;
    }

    // Draw offer, decline, offer, accept.
    expect(draw(&s, &alice, &game, "accept").await, StatusCode::CONFLICT, "no_draw_offer").await;
    assert_eq!(draw(&s, &alice, &game, "offer").await.status(), StatusCode::OK);
    assert_eq!(s.game(&game).await["draw_offer"], "black");
    expect(draw(&s, &alice, &game, "offer").await, StatusCode::CONFLICT, "draw_offered").await;
    assert_eq!(draw(&s, &carol, &game, "decline").await.status(), StatusCode::OK);
    assert_eq!(s.game(&game).await["draw_offer"], Value::Null);
    assert_eq!(draw(&s, &carol, &game, "offer").await.status(), StatusCode::OK);
    let r = draw(&s, &alice, &game, "accept").await;
    let done: Value = r.json().await.unwrap();
    assert_eq!((done["game"]["result"].as_str(), done["game"]["reason"].as_str()), (Some("draw"), Some("agreement")));

    // Resignation; then a read-only token cannot play, and a revoked token opens nothing.
    let game2 = s.new_game(&alice, &bob, "chess").await;
    let r = s.post(&bob, &format!("/api/v1/games/{game2}/resign"), json!({})).await;
    let done: Value = r.json().await.unwrap();
    assert_eq!(
        (done["game"]["result"].as_str(), done["game"]["reason"].as_str()),
        (Some("white"), Some("resignation"))
    );
    let game3 = s.new_game(&alice, &bob, "chess").await;
    let r = s
        .client
        .post(s.url("/api/v1/tokens"))
        .json(&json!({"name": "alice", "password": "correct horse", "scopes": ["read"], "label": "viewer"}))
        .send()
        .await
        .unwrap();
    let t: Value = r.json().await.unwrap();
    let reader = Player { name: "alice".into(), token: t["token"].as_str().unwrap().into() };
    expect(s.play(&reader, &game3, "e2e4").await, StatusCode::FORBIDDEN, "missing_scope").await;
    let tokens: Value = s.get(Some(&reader), "/api/v1/tokens").await.json().await.unwrap();
    assert_eq!(tokens["tokens"].as_array().unwrap().len(), 2);
    assert!(tokens.to_string().find(&reader.token).is_none(), "secrets are never listed");
    let r = s
        .client
        .delete(s.url(&format!("/api/v1/tokens/{}", t["id"].as_str().unwrap())))
        .bearer_auth(&alice.token)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::NO_CONTENT);
    expect(s.get(Some(&reader), "/api/v1/tokens").await, StatusCode::UNAUTHORIZED, "unauthorized").await;
    let mine: Value = s.get(Some(&alice), "/api/v1/games?turn=mine").await.json().await.unwrap();
    assert_eq!(mine["games"].as_array().unwrap().len(), 1, "{mine}");
    assert_eq!(mine["games"][0]["id"], game3);
}
both_backends!(lobby, challenges_seeks_tokens_resignation_and_draws);

/// Bad input of every kind gets a 4xx problem, never a 500, and changes nothing.
async fn bad_input_never_yields_a_server_error(s: Server) {
    let alice = s.register("alice").await;
    let bob = s.register("bob").await;
    let game = s.new_game(&alice, &bob, "chess").await;
    let moves = s.url(&format!("/api/v1/games/{game}/moves"));
    let raw = |body: &'static str| {
        s.client.post(&moves).bearer_auth(&alice.token).header("content-type", "application/json").body(body).send()
    };
    for body in
        ["", "{", "null", "[]", "{\"move\": 5}", "{\"mov\": \"e2e4\"}", "{\"move\": \"e2e4\", \"ply\": \"x\"}", "\u{0}"]
    {
        let (status, _) = problem(raw(body).await.unwrap()).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body:?}");
    }
    // A JSON array where an object belongs is refused, though serde would read it field by
    // field: no account, no settings, no vacation come of it.
    let put = |path: &str, body: &'static str| {
        s.client.put(s.url(path)).bearer_auth(&alice.token).header("content-type", "application/json").body(body).send()
    };
    let (status, p) = problem(put("/api/v1/me/settings", "[null, null]").await.unwrap()).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{p}");
    assert!(p["detail"].as_str().unwrap().contains("JSON object"), "{p}");
    let r = s
        .client
        .post(s.url("/api/v1/accounts"))
        .header("content-type", "application/json")
        .body(r#"["arrayacct", "a@example.org", "password123"]"#)
        .send()
        .await
        .unwrap();
    assert_eq!(problem(r).await.0, StatusCode::BAD_REQUEST);
    let r = s
        .client
        .post(s.url("/api/v1/tokens"))
        .json(&json!({"name": "arrayacct", "password": "password123"}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::UNAUTHORIZED, "the array made no account");
    let huge = "x".repeat(200_000);
    let r =
        // Its own client: the server answers 413 early and closes that connection.
        reqwest::Client::new().post(&moves).bearer_auth(&alice.token).body(format!("{{\"move\": \"{huge}\"}}")).send().await.unwrap();
    expect(r, StatusCode::PAYLOAD_TOO_LARGE, "too_large").await;
    let long_move = json!({"move": "e".repeat(5000)});
    expect(
        s.post(&alice, &format!("/api/v1/games/{game}/moves"), long_move).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "syntax",
    )
    .await;
    let long_comment = json!({"move": "e2e4", "comment": "c".repeat(3000)});
    expect(
        s.post(&alice, &format!("/api/v1/games/{game}/moves"), long_comment).await,
        StatusCode::BAD_REQUEST,
        "bad_request",
    )
    .await;
    expect(s.get(None, "/api/v1/games/nope").await, StatusCode::NOT_FOUND, "not_found").await;
    expect(s.get(None, "/api/v1/games/%ff").await, StatusCode::BAD_REQUEST, "bad_request").await;
    expect(s.get(None, "/api/v1/nothing/here").await, StatusCode::NOT_FOUND, "not_found").await;
    expect(s.get(Some(&alice), "/api/v1/games?status=sleeping").await, StatusCode::BAD_REQUEST, "bad_request").await;
    expect(
        s.get(None, &format!("/api/v1/games/{game}/export?format=doc")).await,
        StatusCode::BAD_REQUEST,
        "bad_request",
    )
    .await;
    let r = s.client.put(s.url(&format!("/api/v1/games/{game}"))).send().await.unwrap();
    expect(r, StatusCode::METHOD_NOT_ALLOWED, "method_not_allowed").await;
    let r = s.client.get(s.url("/api/v1/tokens")).header("authorization", "Basic abc").send().await.unwrap();
    expect(r, StatusCode::UNAUTHORIZED, "unauthorized").await;
    for (name, email, password, code) in [
        ("x", "x@example.org", "long enough", "invalid_account"),
        ("dave", "not-an-email", "long enough", "invalid_account"),
        ("dave", "dave@example.org", "short", "invalid_account"),
        ("ALICE", "a2@example.org", "long enough", "name_taken"),
    ] {
        let r = s
            .client
            .post(s.url("/api/v1/accounts"))
            .json(&json!({"name": name, "email": email, "password": password}))
            .send()
            .await
            .unwrap();
        let status = if code == "name_taken" { StatusCode::CONFLICT } else { StatusCode::UNPROCESSABLE_ENTITY };
        expect(r, status, code).await;
    }
    let r = s
        .client
        .post(s.url("/api/v1/tokens"))
        .json(&json!({"name": "alice", "password": "wrong horse"}))
        .send()
        .await
        .unwrap();
    expect(r, StatusCode::UNAUTHORIZED, "unauthorized").await;
    assert_eq!(s.game(&game).await["ply"], 0);
}
both_backends!(bad_input, bad_input_never_yields_a_server_error);

async fn a_cross_site_form_post_is_refused(s: Server) {
    let alice = s.register("alice").await;
    let bob = s.register("bob").await;
    let game = s.new_game(&alice, &bob, "chess").await;
    let r = s
        .client
        .post(s.url(&format!("/api/v1/games/{game}/moves")))
        .bearer_auth(&alice.token)
        .header("origin", "https://evil.example")
        .header("sec-fetch-site", "cross-site")
        .form(&[("move", "e2e4")])
        .send()
        .await
        .unwrap();
    expect(r, StatusCode::FORBIDDEN, "cross_site").await;
    assert_eq!(s.game(&game).await["ply"], 0);
}
both_backends!(csrf, a_cross_site_form_post_is_refused);

async fn the_game_stream_reports_moves_as_they_happen(s: Server) {
    use futures_util::StreamExt;
    let alice = s.register("alice").await;
    let bob = s.register("bob").await;
    let game = s.new_game(&alice, &bob, "chess").await;
    let r = s.get(None, &format!("/api/v1/games/{game}/events")).await;
    assert_eq!(r.headers().get("content-type").unwrap(), "text/event-stream");
    let mut stream = r.bytes_stream();
    assert_eq!(s.play(&alice, &game, "e2e4").await.status(), StatusCode::CREATED);
    let mut seen = String::new();
    while !seen.contains("P e2-e4") {
        let chunk =
            tokio::time::timeout(std::time::Duration::from_secs(5), stream.next()).await.expect("an event arrives");
        seen.push_str(&String::from_utf8_lossy(&chunk.unwrap().unwrap()));
    }
    assert!(seen.contains("event: move"), "{seen}");
}
both_backends!(live, the_game_stream_reports_moves_as_they_happen);

/// A stream resumed from a mark (`Last-Event-ID` or `?seen=`) begins with `reload` when the game
/// moved on since, and with nothing when it did not; every event of a game carries its mark.
async fn a_stream_resumes_from_the_mark_it_was_given(s: Server) {
    let alice = s.register("alice").await;
    let bob = s.register("bob").await;
    let game = s.new_game(&alice, &bob, "chess").await;
    let mut live = s.get(None, &format!("/api/v1/games/{game}/events")).await.bytes_stream();
    assert_eq!(s.play(&alice, &game, "e2e4").await.status(), StatusCode::CREATED);
    let first = common::read_until(&mut live, "P e2-e4").await;
    let mark = first.lines().find_map(|l| l.strip_prefix("id: ")).expect("the move event has an id").to_string();
    assert!(mark.starts_with(&format!("{game}/1.")), "{mark}");
    // Bob moves while nobody listens; a stream resumed from Alice's move hears of it first.
    assert_eq!(s.play(&bob, &game, "e7e5").await.status(), StatusCode::CREATED);
    let resumed = s
        .client
        .get(s.url(&format!("/api/v1/games/{game}/events")))
        .header("last-event-id", &mark)
        .send()
        .await
        .unwrap();
    let caught = common::read_until(&mut resumed.bytes_stream(), "event: reload").await;
    assert!(caught.contains(&format!("\"game\":\"{game}\"")), "{caught}");
    let now = caught.lines().find_map(|l| l.strip_prefix("id: ")).expect("the reload has the game's mark").to_string();
    assert!(now.starts_with(&format!("{game}/2.")), "{now}");
    // Resumed from the mark as it stands, or through the player's own stream: nothing to catch
    // up on, and the next move comes as it happens.
    let mut quiet = s.get(None, &format!("/api/v1/games/{game}/events?seen={now}")).await.bytes_stream();
    let mut mine = s.get(Some(&alice), &format!("/api/v1/me/events?seen={mark}")).await.bytes_stream();
    let caught = common::read_until(&mut mine, "event: reload").await;
    assert!(caught.contains(&now), "the player's stream catches up with the same mark: {caught}");
    assert_eq!(s.play(&alice, &game, "g1f3").await.status(), StatusCode::CREATED);
    let next = common::read_until(&mut quiet, "N g1-f3").await;
    assert!(!next.contains("reload"), "{next}");
    // A mark that cannot be read starts nothing.
    let other = s.new_game(&alice, &bob, "chess").await;
    let mut odd = s.get(None, &format!("/api/v1/games/{other}/events?seen=nonsense")).await.bytes_stream();
    assert_eq!(s.play(&alice, &other, "d2d4").await.status(), StatusCode::CREATED);
    let next = common::read_until(&mut odd, "P d2-d4").await;
    assert!(!next.contains("reload"), "{next}");
}
both_backends!(resume, a_stream_resumes_from_the_mark_it_was_given);

/// Logins are limited per account (and per IP); the limit answers 429 with Retry-After.
#[tokio::test]
async fn repeated_failed_logins_meet_a_rate_limit() {
    let s = common::start_with(common::Backend::Sqlite, |c| c.limits.logins_per_minute_per_account = 3).await.unwrap();
    s.register("alice").await;
    let attempt =
        || s.client.post(s.url("/api/v1/tokens")).json(&json!({"name": "alice", "password": "guess guess"})).send();
    for _ in 0..2 {
        expect(attempt().await.unwrap(), StatusCode::UNAUTHORIZED, "unauthorized").await;
    }
    let r = attempt().await.unwrap();
    assert!(r.headers().get("retry-after").is_some());
    expect(r, StatusCode::TOO_MANY_REQUESTS, "rate_limited").await;
}

/// Moves are limited per account; the limit answers 429 with Retry-After and plays nothing.
#[tokio::test]
async fn moves_beyond_the_per_account_limit_are_refused_with_429() {
    let s = common::start_with(common::Backend::Sqlite, |c| c.limits.moves_per_minute = 2).await.unwrap();
    let alice = s.register("alice").await;
    let bob = s.register("bob").await;
    let game = s.new_game(&alice, &bob, "chess").await;
    assert_eq!(s.play(&alice, &game, "e2e4").await.status(), StatusCode::CREATED);
    assert_eq!(s.play(&bob, &game, "e7e5").await.status(), StatusCode::CREATED);
    assert_eq!(s.play(&alice, &game, "d2d4").await.status(), StatusCode::CREATED);
    let r = s.play(&alice, &game, "d4d5").await;
    assert!(r.headers().get("retry-after").is_some());
    expect(r, StatusCode::TOO_MANY_REQUESTS, "rate_limited").await;
    assert_eq!(s.game(&game).await["ply"], 3);
}

/// Two players offering a draw at the same moment agree, as one offering after the other does:
/// the offer that loses the race to the write is decided again on the game as it now is.
async fn simultaneous_draw_offers_are_an_agreement(s: Server) {
    let alice = s.register("alice").await;
    let bob = s.register("bob").await;
    for round in 0..12 {
        let game = s.new_game(&alice, &bob, "chess").await;
        let offer = json!({"action": "offer"});
        let path = format!("/api/v1/games/{game}/draw");
        let (a, b) = tokio::join!(s.post(&alice, &path, offer.clone()), s.post(&bob, &path, offer.clone()));
        assert_eq!((a.status(), b.status()), (StatusCode::OK, StatusCode::OK), "round {round}");
        let g = s.game(&game).await;
        assert_eq!(
            (g["result"].as_str(), g["reason"].as_str()),
            (Some("draw"), Some("agreement")),
            "round {round}: {g}"
        );
    }
}

both_backends!(simultaneous_draw_offers, simultaneous_draw_offers_are_an_agreement);

/// A spectator watches a game through the API: each move comes to them as a notice; a player
/// cannot watch their own game; unwatching stops it.
async fn a_spectator_watches_a_game_through_the_api(s: Server) {
    let (alice, bob, carol) = (s.register("alice").await, s.register("bob").await, s.register("carol").await);
    let id = s.new_game(&alice, &bob, "chess").await;
    let url = s.url(&format!("/api/v1/games/{id}/watch"));
    let watch = |who: &Player, start: bool| {
        let request = if start { s.client.put(&url) } else { s.client.delete(&url) };
        request.bearer_auth(&who.token).send()
    };
    let r = watch(&carol, true).await.unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.json::<Value>().await.unwrap(), serde_json::json!({"game": id, "watching": true}));
    expect(watch(&alice, true).await.unwrap(), StatusCode::CONFLICT, "own_game").await;
    let nowhere = s.url("/api/v1/games/0193a1b2c3d4e5f60718293a4b5c6d7e/watch");
    let r = s.client.put(nowhere).bearer_auth(&carol.token).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::NOT_FOUND);
    assert_eq!(s.play(&alice, &id, "e2e4").await.status(), StatusCode::CREATED);
    let listed = |who: &Player| {
        let (s, token) = (&s, who.token.clone());
        async move {
            let r = s.client.get(s.url("/api/v1/me/notifications")).bearer_auth(&token).send().await.unwrap();
            r.json::<Value>().await.unwrap()
        }
    };
    let notices = listed(&carol).await;
    let kinds: Vec<&str> =
        notices["notifications"].as_array().unwrap().iter().map(|n| n["kind"].as_str().unwrap()).collect();
    assert_eq!(kinds, ["watched"], "{notices}");
    let r = watch(&carol, false).await.unwrap();
    assert_eq!(r.json::<Value>().await.unwrap()["watching"], false);
    assert_eq!(s.play(&bob, &id, "e7e5").await.status(), StatusCode::CREATED);
    assert_eq!(listed(&carol).await["notifications"].as_array().unwrap().len(), 1, "no more after unwatching");
    // Watching again, Carol hears of the end when no move ends it (a resignation).
    assert_eq!(watch(&carol, true).await.unwrap().status(), StatusCode::OK);
    assert_eq!(s.post(&alice, &format!("/api/v1/games/{id}/resign"), json!({})).await.status(), StatusCode::OK);
    let notices = listed(&carol).await;
    let newest = &notices["notifications"][0];
    assert_eq!(newest["kind"], "watched", "{notices}");
    assert_eq!(newest["subject"], "alice – bob: game over, Black wins by resignation", "{notices}");
}
both_backends!(watching, a_spectator_watches_a_game_through_the_api);

async fn takeback(s: &Server, who: &Player, game: &str, action: &str) -> reqwest::Response {
    s.post(who, &format!("/api/v1/games/{game}/takeback"), json!({ "action": action })).await
}

/// Takeback by consent in a casual game: asked for, withdrawn, granted (one move, or a move and
/// the reply to it), declined, and lapsed by a move; refused where it has no place, and said why.
async fn takebacks_by_consent(s: Server) {
    let alice = s.register("alice").await;
    let bob = s.register("bob").await;
    let r = s
        .post(
            &alice,
            "/api/v1/challenges",
            json!({"variant": "chess", "opponent": {"user": "bob"}, "color": "white", "rated": false}),
        )
        .await;
    let c: Value = r.json().await.unwrap();
    let id = c["challenge"]["id"].as_str().unwrap();
    let g: Value = s.post(&bob, &format!("/api/v1/challenges/{id}/accept"), json!({})).await.json().await.unwrap();
    let game = g["game"]["id"].as_str().unwrap().to_string();
    assert_eq!((g["game"]["takeback_offer"].clone(), g["game"]["taken_back_at"].clone()), (Value::Null, Value::Null));

    expect(takeback(&s, &alice, &game, "offer").await, StatusCode::CONFLICT, "nothing_to_take_back").await;
    assert_eq!(s.play(&alice, &game, "e2e4").await.status(), StatusCode::CREATED);
    expect(takeback(&s, &bob, &game, "accept").await, StatusCode::CONFLICT, "no_takeback_offer").await;
    expect(takeback(&s, &bob, &game, "sideways").await, StatusCode::BAD_REQUEST, "bad_request").await;
    let asked: Value = body(takeback(&s, &alice, &game, "offer").await, StatusCode::OK).await;
    assert_eq!(asked["game"]["takeback_offer"], "white");
    expect(takeback(&s, &alice, &game, "offer").await, StatusCode::CONFLICT, "takeback_offered").await;
    expect(takeback(&s, &bob, &game, "offer").await, StatusCode::CONFLICT, "takeback_asked").await;
    let withdrawn: Value = body(takeback(&s, &alice, &game, "withdraw").await, StatusCode::OK).await;
    assert_eq!(withdrawn["game"]["takeback_offer"], Value::Null);

    // Granted while it is Bob's turn: Alice's one move goes, and it is her turn again.
    body(takeback(&s, &alice, &game, "offer").await, StatusCode::OK).await;
    let back: Value = body(takeback(&s, &bob, &game, "accept").await, StatusCode::OK).await;
    assert_eq!((back["game"]["ply"].as_i64(), back["game"]["to_move"].as_str()), (Some(0), Some("white")));
    assert_eq!(back["game"]["moves"], json!([]));
    assert!(back["game"]["taken_back_at"].is_string(), "{back}");
    assert_eq!(back["game"], s.game(&game).await, "the answer is the game as stored");

    // Asked on one's own turn: one's move and the reply to it go.
    for (who, text) in [(&alice, "d2d4"), (&bob, "d7d5"), (&alice, "c2c4")] {
        assert_eq!(s.play(who, &game, text).await.status(), StatusCode::CREATED);
    }
    body(takeback(&s, &alice, &game, "offer").await, StatusCode::OK).await;
    expect(s.play(&alice, &game, "e2e4").await, StatusCode::FORBIDDEN, "not_your_turn").await;
    body(takeback(&s, &alice, &game, "withdraw").await, StatusCode::OK).await;
    body(takeback(&s, &bob, &game, "offer").await, StatusCode::OK).await;
    let back: Value = body(takeback(&s, &alice, &game, "accept").await, StatusCode::OK).await;
    let g = &back["game"];
    assert_eq!((g["ply"].as_i64(), g["to_move"].as_str()), (Some(1), Some("black")), "{g}");
    assert_eq!(g["moves"].as_array().unwrap().len(), 1);
    assert_eq!(g["legal_moves"].as_array().unwrap().len(), 20, "Black's moves after 1. d4 again");

    // Declined: nothing changes. A move lets a request lapse.
    assert_eq!(s.play(&bob, &game, "g8f6").await.status(), StatusCode::CREATED);
    body(takeback(&s, &bob, &game, "offer").await, StatusCode::OK).await;
    let declined: Value = body(takeback(&s, &alice, &game, "decline").await, StatusCode::OK).await;
    assert_eq!((declined["game"]["ply"].as_i64(), declined["game"]["takeback_offer"].clone()), (Some(2), Value::Null));
    body(takeback(&s, &bob, &game, "offer").await, StatusCode::OK).await;
    assert_eq!(s.play(&alice, &game, "c2c4").await.status(), StatusCode::CREATED);
    assert_eq!(s.game(&game).await["takeback_offer"], Value::Null);

    // Not in a rated game, nor by a spectator, nor once the game is over.
    let rated = s.new_game(&alice, &bob, "chess").await;
    assert_eq!(s.play(&alice, &rated, "e2e4").await.status(), StatusCode::CREATED);
    expect(takeback(&s, &alice, &rated, "offer").await, StatusCode::CONFLICT, "takeback_refused").await;
    let carol = s.register("carol").await;
    expect(takeback(&s, &carol, &game, "offer").await, StatusCode::FORBIDDEN, "not_your_game").await;
    assert_eq!(s.post(&bob, &format!("/api/v1/games/{game}/resign"), json!({})).await.status(), StatusCode::OK);
    expect(takeback(&s, &alice, &game, "offer").await, StatusCode::CONFLICT, "game_over").await;
}
both_backends!(takebacks, takebacks_by_consent);

/// A takeback granted at the moment its asker's opponent moves instead: one of the two happens,
/// never both, and the game's moves always agree with its ply.
async fn a_takeback_racing_a_move_is_one_or_the_other(s: Server) {
    let alice = s.register("alice").await;
    let bob = s.register("bob").await;
    for round in 0..6 {
        let casual = json!({"variant": "chess", "opponent": {"user": "bob"}, "color": "white", "rated": false});
        let c: Value = s.post(&alice, "/api/v1/challenges", casual).await.json().await.unwrap();
        let id = c["challenge"]["id"].as_str().unwrap();
        let g: Value = s.post(&bob, &format!("/api/v1/challenges/{id}/accept"), json!({})).await.json().await.unwrap();
        let game = g["game"]["id"].as_str().unwrap().to_string();
        assert_eq!(s.play(&alice, &game, "e2e4").await.status(), StatusCode::CREATED);
        body(takeback(&s, &alice, &game, "offer").await, StatusCode::OK).await;
        let (granted, moved) = tokio::join!(takeback(&s, &bob, &game, "accept"), s.play(&bob, &game, "e7e5"));
        let (granted, moved) = (granted.status(), moved.status());
        let g = s.game(&game).await;
        assert_eq!(g["moves"].as_array().unwrap().len() as i64, g["ply"].as_i64().unwrap(), "{g}");
        assert_eq!(g["takeback_offer"], Value::Null);
        match (granted, moved) {
            (StatusCode::OK, StatusCode::CREATED) => panic!("round {round}: both the takeback and the move: {g}"),
            (StatusCode::OK, _) => assert_eq!(g["ply"], 0, "{g}"),
            (_, StatusCode::CREATED) => {
                assert_eq!(granted, StatusCode::CONFLICT);
                assert_eq!(g["ply"], 2, "{g}");
            }
            other => panic!("round {round}: neither happened: {other:?}"),
        }
    }
}
both_backends!(takeback_races, a_takeback_racing_a_move_is_one_or_the_other);
