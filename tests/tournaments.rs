//! Tournaments end to end: a Swiss of nine players over five rounds and a round robin of five,
//! made, joined, started and played to the end by scripted clients over HTTP, on SQLite and on
//! Postgres, the rounds paired by the server as each ends. Then the rules are checked from the
//! outside: no pair met twice, colours within two, one bye a round at most and never twice to
//! one player, and the standings equal to a computation by hand from the games.

mod common;

use std::collections::{BTreeMap, BTreeSet};
use std::time::{Duration, Instant};

use common::{Player, Server, body};
use reqwest::StatusCode;
use serde_json::{Value, json};

async fn tournament(s: &Server, id: &str) -> Value {
    body(s.get(None, &format!("/api/v1/tournaments/{id}")).await, StatusCode::OK).await["tournament"].clone()
}

/// Waits until the tournament's round or status moves past what `done` says is not yet.
async fn until(s: &Server, id: &str, what: &str, done: impl Fn(&Value) -> bool) -> Value {
    let started = Instant::now();
    loop {
        let t = tournament(s, id).await;
        if done(&t) {
            return t;
        }
        assert!(started.elapsed() < Duration::from_secs(20), "waited 20 s for {what}: {t}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Plays out a game by its result's rule: every third a draw agreed, otherwise the player whose
/// name sorts first wins (the other resigns).
async fn finish(s: &Server, players: &BTreeMap<String, Player>, game: &Value, n: usize) {
    let id = game["id"].as_str().unwrap();
    let (white, black) = (&players[game["white"].as_str().unwrap()], &players[game["black"].as_str().unwrap()]);
    if n.is_multiple_of(3) {
        let path = format!("/api/v1/games/{id}/draw");
        body(s.post(white, &path, json!({"action": "offer"})).await, StatusCode::OK).await;
        body(s.post(black, &path, json!({"action": "accept"})).await, StatusCode::OK).await;
    } else {
        let loser = if white.name < black.name { black } else { white };
        body(s.post(loser, &format!("/api/v1/games/{id}/resign"), json!({})).await, StatusCode::OK).await;
    }
}

/// The standings worked out by hand from the games and byes: points (a bye is a point),
/// Sonneborn-Berger, wins, then name.
fn by_hand(t: &Value) -> Vec<(String, f64, f64, i64)> {
    let mut points: BTreeMap<String, f64> =
        t["entrants"].as_array().unwrap().iter().map(|e| (e["name"].as_str().unwrap().to_string(), 0.0)).collect();
    let score = |g: &Value| match g["result"].as_str() {
        Some("white") => 1.0,
        Some("black") => 0.0,
        Some("draw") => 0.5,
        other => panic!("an unfinished game: {other:?}"),
    };
    for g in t["games"].as_array().unwrap() {
        *points.get_mut(g["white"].as_str().unwrap()).unwrap() += score(g);
        *points.get_mut(g["black"].as_str().unwrap()).unwrap() += 1.0 - score(g);
    }
    for b in t["byes"].as_array().unwrap() {
        *points.get_mut(b["player"].as_str().unwrap()).unwrap() += 1.0;
    }
    let mut table: Vec<(String, f64, f64, i64)> = points
        .iter()
        .map(|(name, &p)| {
            let (mut sb, mut wins) = (0.0, 0);
            for g in t["games"].as_array().unwrap() {
                let (mine, theirs) = if g["white"] == name.as_str() {
                    (score(g), g["black"].as_str().unwrap())
                } else if g["black"] == name.as_str() {
                    (1.0 - score(g), g["white"].as_str().unwrap())
                } else {
                    continue;
                };
                if mine == 1.0 {
                    wins += 1;
                    sb += points[theirs];
                } else if mine == 0.5 {
                    sb += points[theirs] / 2.0;
                }
            }
            (name.clone(), p, sb, wins)
        })
        .collect();
    table.sort_by(|a, b| b.1.total_cmp(&a.1).then(b.2.total_cmp(&a.2)).then(b.3.cmp(&a.3)).then(a.0.cmp(&b.0)));
    table
}

fn standings_of(t: &Value) -> Vec<(String, f64, f64, i64)> {
    t["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["name"].as_str().unwrap().to_string(),
                s["points"].as_f64().unwrap(),
                s["sonneborn_berger"].as_f64().unwrap(),
                s["wins"].as_i64().unwrap(),
            )
        })
        .collect()
}

async fn field(s: &Server, n: usize) -> BTreeMap<String, Player> {
    let mut players = BTreeMap::new();
    for i in 1..=n {
        let name = format!("player{i}");
        players.insert(name.clone(), s.register(&name).await);
    }
    players
}

async fn a_swiss_of_nine_over_five_rounds(s: Server) {
    let players = field(&s, 9).await;
    let creator = &players["player1"];
    let made = body(
        s.post(
            creator,
            "/api/v1/tournaments",
            json!({"name": "Autumn Swiss", "kind": "swiss", "variant": "chess", "rounds": 5,
                   "time_control": {"days_per_move": 3}, "starts_at": "2099-01-01T00:00:00Z"}),
        )
        .await,
        StatusCode::UNPROCESSABLE_ENTITY,
    )
    .await;
    assert!(made["detail"].as_str().unwrap().contains("90 days"), "{made}");
    let made = body(
        s.post(
            creator,
            "/api/v1/tournaments",
            json!({"name": "Autumn Swiss", "kind": "swiss", "variant": "chess", "rounds": 5,
                   "time_control": {"days_per_move": 3}}),
        )
        .await,
        StatusCode::CREATED,
    )
    .await;
    let id = made["tournament"]["id"].as_str().unwrap().to_string();
    assert_eq!(
        (made["tournament"]["status"].as_str(), made["tournament"]["players"].as_i64()),
        (Some("open"), Some(1))
    );
    for (name, p) in players.iter().skip(1) {
        let joined = body(s.post(p, &format!("/api/v1/tournaments/{id}/join"), json!({})).await, StatusCode::OK).await;
        assert!(joined["tournament"]["entrants"].as_array().unwrap().iter().any(|e| e["name"] == name.as_str()));
    }
    let again = body(
        s.post(&players["player2"], &format!("/api/v1/tournaments/{id}/join"), json!({})).await,
        StatusCode::CONFLICT,
    )
    .await;
    assert_eq!(again["code"], "joined_already");
    let early = body(
        s.post(&players["player2"], &format!("/api/v1/tournaments/{id}/start"), json!({})).await,
        StatusCode::FORBIDDEN,
    )
    .await;
    assert!(early["detail"].as_str().unwrap().contains("creator"), "{early}");
    let started =
        body(s.post(creator, &format!("/api/v1/tournaments/{id}/start"), json!({})).await, StatusCode::OK).await;
    assert_eq!(
        (started["tournament"]["status"].as_str(), started["tournament"]["round"].as_i64()),
        (Some("running"), Some(1))
    );
    let late = body(
        s.post(&players["player2"], &format!("/api/v1/tournaments/{id}/join"), json!({})).await,
        StatusCode::CONFLICT,
    )
    .await;
    assert_eq!(late["code"], "tournament_started");

    let mut n = 0;
    for round in 1..=5 {
        let t = until(&s, &id, &format!("round {round}"), |t| t["round"] == round).await;
        let games: Vec<Value> =
            t["games"].as_array().unwrap().iter().filter(|g| g["round"] == round).cloned().collect();
        assert_eq!(games.len(), 4, "round {round}: {t}");
        assert!(games.iter().all(|g| g["status"] == "active"));
        // Each turn notice of a tournament game says which tournament.
        if round == 1 {
            let white = &players[games[0]["white"].as_str().unwrap()];
            let notes = body(s.get(Some(white), "/api/v1/me/notifications").await, StatusCode::OK).await;
            let turn = notes["notifications"]
                .as_array()
                .unwrap()
                .iter()
                .find(|n| n["kind"] == "turn")
                .cloned()
                .unwrap_or_else(|| panic!("{notes}"));
            assert!(turn["body"].as_str().unwrap().contains("Tournament: Autumn Swiss, round 1."), "{turn}");
        }
        for g in &games {
            n += 1;
            finish(&s, &players, g, n).await;
        }
    }
    let t = until(&s, &id, "the end", |t| t["status"] == "finished").await;
    assert_eq!(t["round"], 5);

    let games = t["games"].as_array().unwrap();
    assert_eq!(games.len(), 20);
    let mut pairs = BTreeSet::new();
    let mut balance: BTreeMap<&str, i64> = BTreeMap::new();
    for g in games {
        let (w, b) = (g["white"].as_str().unwrap(), g["black"].as_str().unwrap());
        assert!(pairs.insert(if w < b { (w, b) } else { (b, w) }), "{w} and {b} met twice");
        *balance.entry(w).or_default() += 1;
        *balance.entry(b).or_default() -= 1;
    }
    assert!(balance.values().all(|b| b.abs() <= 2), "{balance:?}");
    let byes = t["byes"].as_array().unwrap();
    let rounds: BTreeSet<i64> = byes.iter().map(|b| b["round"].as_i64().unwrap()).collect();
    let had: BTreeSet<&str> = byes.iter().map(|b| b["player"].as_str().unwrap()).collect();
    assert_eq!((byes.len(), rounds.len(), had.len()), (5, 5, 5), "one bye a round, never twice to one: {byes:?}");
    assert_eq!(standings_of(&t), by_hand(&t));
    let total: f64 = standings_of(&t).iter().map(|s| s.1).sum();
    assert_eq!(total, 25.0, "four games and a bye a round, five rounds");
}
both_backends!(swiss, a_swiss_of_nine_over_five_rounds);

async fn a_round_robin_of_five(s: Server) {
    let players = field(&s, 5).await;
    let creator = &players["player1"];
    let made = body(
        s.post(
            creator,
            "/api/v1/tournaments",
            json!({"name": "Koan round robin", "kind": "round_robin", "variant": "koan", "rated": false}),
        )
        .await,
        StatusCode::CREATED,
    )
    .await;
    let id = made["tournament"]["id"].as_str().unwrap().to_string();
    for p in players.values().skip(1) {
        body(s.post(p, &format!("/api/v1/tournaments/{id}/join"), json!({})).await, StatusCode::OK).await;
    }
    // Leaving before the start, and back.
    let left =
        body(s.post(&players["player5"], &format!("/api/v1/tournaments/{id}/leave"), json!({})).await, StatusCode::OK)
            .await;
    assert_eq!(left["status"], "left");
    body(s.post(&players["player5"], &format!("/api/v1/tournaments/{id}/join"), json!({})).await, StatusCode::OK).await;
    body(s.post(creator, &format!("/api/v1/tournaments/{id}/start"), json!({})).await, StatusCode::OK).await;
    let t = tournament(&s, &id).await;
    let games = t["games"].as_array().unwrap().clone();
    assert_eq!(games.len(), 20, "each pair twice");
    let ordered: BTreeSet<(String, String)> = games
        .iter()
        .map(|g| (g["white"].as_str().unwrap().to_string(), g["black"].as_str().unwrap().to_string()))
        .collect();
    assert_eq!(ordered.len(), 20, "each pair once with each colour");
    assert!(ordered.iter().all(|(w, b)| ordered.contains(&(b.clone(), w.clone()))));
    for (n, g) in games.iter().enumerate() {
        finish(&s, &players, g, n + 1).await;
    }
    let t = until(&s, &id, "the end", |t| t["status"] == "finished").await;
    assert_eq!(standings_of(&t), by_hand(&t));
    assert!(t["byes"].as_array().unwrap().is_empty());
    let done = body(
        s.post(&players["player2"], &format!("/api/v1/tournaments/{id}/leave"), json!({})).await,
        StatusCode::CONFLICT,
    )
    .await;
    assert_eq!(done["code"], "tournament_over");
}
both_backends!(round_robin, a_round_robin_of_five);

/// A rated crazyhouse round robin of three: five games played to mate on the board, one
/// resigned after a knight taken was dropped back on the queen; the standings as worked out by
/// hand, and every player's crazyhouse rating moved by their games.
async fn a_crazyhouse_round_robin_played_to_mate(s: Server) {
    let players = field(&s, 3).await;
    let creator = &players["player1"];
    let made = body(
        s.post(
            creator,
            "/api/v1/tournaments",
            json!({"name": "House round robin", "kind": "round_robin", "variant": "crazyhouse", "rated": true}),
        )
        .await,
        StatusCode::CREATED,
    )
    .await;
    let id = made["tournament"]["id"].as_str().unwrap().to_string();
    for p in players.values().skip(1) {
        body(s.post(p, &format!("/api/v1/tournaments/{id}/join"), json!({})).await, StatusCode::OK).await;
    }
    body(s.post(creator, &format!("/api/v1/tournaments/{id}/start"), json!({})).await, StatusCode::OK).await;
    let games = tournament(&s, &id).await["games"].as_array().unwrap().clone();
    assert_eq!(games.len(), 6, "each pair once with each colour");
    // The fool's mate, and once a knight taken, dropped back and mating in its turn.
    let fools = ["f2f3", "e7e5", "g2g4", "Qh4#"];
    let dropped =
        ["e2e4", "d7d5", "e4d5", "g8f6", "f1b5", "c7c6", "d5c6", "b8d7", "c6d7", "c8d7", "b5d7", "d8d7", "N@e5"];
    for (n, g) in games.iter().enumerate() {
        let game = g["id"].as_str().unwrap();
        let (white, black) = (&players[g["white"].as_str().unwrap()], &players[g["black"].as_str().unwrap()]);
        let line: &[&str] = if n == 0 { &dropped } else { &fools };
        for (i, m) in line.iter().enumerate() {
            let who = if i % 2 == 0 { white } else { black };
            body(s.play(who, game, m).await, StatusCode::CREATED).await;
        }
        if n == 0 {
            // The queen attacked by the knight dropped back: Black gives up.
            body(s.post(black, &format!("/api/v1/games/{game}/resign"), json!({})).await, StatusCode::OK).await;
        }
    }
    let t = until(&s, &id, "the end", |t| t["status"] == "finished").await;
    assert_eq!(standings_of(&t), by_hand(&t));
    let results: Vec<&str> = t["games"].as_array().unwrap().iter().map(|g| g["result"].as_str().unwrap()).collect();
    assert_eq!(results.iter().filter(|r| **r == "black").count(), 5, "{results:?}");
    for name in players.keys() {
        let doc = body(s.get(None, &format!("/api/v1/players/{name}")).await, StatusCode::OK).await;
        let house = doc["ratings"].as_array().unwrap().iter().find(|r| r["variant"] == "crazyhouse").cloned();
        assert_eq!(house.as_ref().map(|r| r["games"].clone()), Some(json!(4)), "{name}: {doc}");
    }
}
both_backends!(crazyhouse_round_robin, a_crazyhouse_round_robin_played_to_mate);

/// A withdrawal resigns the player's unfinished games and keeps them out of later rounds; a
/// tournament that starts with one player is cancelled; the list shows them all.
async fn withdrawals_and_cancellations(s: Server) {
    let players = field(&s, 4).await;
    let creator = &players["player1"];
    let made = body(
        s.post(
            creator,
            "/api/v1/tournaments",
            json!({"name": "Quick Swiss", "kind": "swiss", "variant": "chess", "rounds": 3}),
        )
        .await,
        StatusCode::CREATED,
    )
    .await;
    let id = made["tournament"]["id"].as_str().unwrap().to_string();
    for p in players.values().skip(1) {
        body(s.post(p, &format!("/api/v1/tournaments/{id}/join"), json!({})).await, StatusCode::OK).await;
    }
    body(s.post(creator, &format!("/api/v1/tournaments/{id}/start"), json!({})).await, StatusCode::OK).await;
    let quitter = &players["player4"];
    let out = body(s.post(quitter, &format!("/api/v1/tournaments/{id}/leave"), json!({})).await, StatusCode::OK).await;
    assert_eq!(out["status"], "withdrawn");
    let t = tournament(&s, &id).await;
    let theirs = t["games"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["white"] == "player4" || g["black"] == "player4")
        .cloned()
        .unwrap();
    assert_eq!(theirs["status"], "finished", "resigned on withdrawal");
    // Finish round one; round two pairs the three left, with a bye.
    for (n, g) in t["games"].as_array().unwrap().iter().filter(|g| g["status"] == "active").enumerate() {
        finish(&s, &players, g, n + 1).await;
    }
    let t = until(&s, &id, "round 2", |t| t["round"] == 2).await;
    let round_two: Vec<&Value> = t["games"].as_array().unwrap().iter().filter(|g| g["round"] == 2).collect();
    assert_eq!(round_two.len(), 1);
    assert!(round_two.iter().all(|g| g["white"] != "player4" && g["black"] != "player4"));
    assert_eq!(t["byes"].as_array().unwrap().len(), 1);

    let lonely = body(
        s.post(
            creator,
            "/api/v1/tournaments",
            json!({"name": "No one came", "kind": "round_robin", "variant": "chess"}),
        )
        .await,
        StatusCode::CREATED,
    )
    .await;
    let lonely = lonely["tournament"]["id"].as_str().unwrap().to_string();
    let started =
        body(s.post(creator, &format!("/api/v1/tournaments/{lonely}/start"), json!({})).await, StatusCode::OK).await;
    assert_eq!(started["tournament"]["status"], "cancelled");
    let list = body(s.get(None, "/api/v1/tournaments").await, StatusCode::OK).await;
    let statuses: Vec<&str> =
        list["tournaments"].as_array().unwrap().iter().map(|t| t["status"].as_str().unwrap()).collect();
    assert_eq!(statuses, ["running", "cancelled"]);
    for (bad, says) in [
        (json!({"name": "x", "kind": "swiss", "variant": "chess"}), "3 to 60 characters"),
        (json!({"name": "Friday\r\nSwiss", "kind": "swiss", "variant": "chess"}), "one line of text"),
        (json!({"name": "Arena", "kind": "arena", "variant": "chess"}), "round_robin or a swiss"),
        (json!({"name": "Long one", "kind": "swiss", "variant": "chess", "rounds": 40}), "1 to 20 rounds"),
        (json!({"name": "Go game", "kind": "swiss", "variant": "go"}), "Unknown variant"),
    ] {
        let problem =
            body(s.post(creator, "/api/v1/tournaments", bad.clone()).await, StatusCode::UNPROCESSABLE_ENTITY).await;
        assert!(problem["detail"].as_str().unwrap().contains(says), "{bad}: {problem}");
    }
    let bad_time = json!({"name": "When", "kind": "swiss", "variant": "chess", "starts_at": "tomorrow"});
    assert_eq!(s.post(creator, "/api/v1/tournaments", bad_time).await.status(), StatusCode::BAD_REQUEST);
}
both_backends!(withdrawals, withdrawals_and_cancellations);

/// Posts through another process (a [`common::Peer`]) on the same database.
async fn post_via(s: &Server, base: &str, who: &Player, path: &str, body: Value) -> reqwest::Response {
    s.client.post(format!("{base}{path}")).bearer_auth(&who.token).json(&body).send().await.unwrap()
}

/// Makes a tournament of `kind` joined by `players` (the first its creator), not yet started.
async fn made(s: &Server, kind: &str, players: &[&Player]) -> String {
    let rounds = if kind == "swiss" { json!(3) } else { Value::Null };
    let r = s
        .post(
            players[0],
            "/api/v1/tournaments",
            json!({"name": "Race", "kind": kind, "variant": "chess", "rounds": rounds}),
        )
        .await;
    let id = body(r, StatusCode::CREATED).await["tournament"]["id"].as_str().unwrap().to_string();
    for p in &players[1..] {
        body(s.post(p, &format!("/api/v1/tournaments/{id}/join"), json!({})).await, StatusCode::OK).await;
    }
    id
}

/// The tournament once it has settled: no process still pairing or resigning for it (the
/// same view twice, 300 ms apart).
async fn settled(s: &Server, id: &str) -> Value {
    let mut last = tournament(s, id).await;
    loop {
        tokio::time::sleep(Duration::from_millis(300)).await;
        let now = tournament(s, id).await;
        if now == last {
            return now;
        }
        last = now;
    }
}

fn games_of<'a>(t: &'a Value, name: &str) -> Vec<&'a Value> {
    t["games"].as_array().unwrap().iter().filter(|g| g["white"] == name || g["black"] == name).collect()
}

fn withdrawn(t: &Value, name: &str) -> bool {
    t["entrants"].as_array().unwrap().iter().any(|e| e["name"] == name && e["withdrawn"] == true)
}

/// Races found from outside, each on two processes sharing one database: the round's last game
/// resigned on one while a player whose game is over withdraws on the other (the pairing read
/// the roster before the withdrawal committed, and paired the player into a game that stayed
/// on); a withdrawal racing the opponent's move in the withdrawing player's game (the
/// resignation was refused as stale, the game left going); a join racing the start (answered
/// 200, never paired).
async fn joins_and_withdrawals_racing_the_pairing(s: Server) {
    let peer = s.peer().await;
    let players = field(&s, 7).await;
    let p: Vec<&Player> = players.values().collect();
    for trial in 0..12 {
        // 1. Six players; round one's last game ends on A as a player whose game is over
        // withdraws on B.
        let id = made(&s, "swiss", &p[..6]).await;
        body(s.post(p[0], &format!("/api/v1/tournaments/{id}/start"), json!({})).await, StatusCode::OK).await;
        let t = tournament(&s, &id).await;
        let round_one: Vec<Value> = t["games"].as_array().unwrap().clone();
        assert_eq!(round_one.len(), 3);
        for (n, g) in round_one[..2].iter().enumerate() {
            finish(&s, &players, g, n + 1).await;
        }
        let quitter = &players[round_one[0]["white"].as_str().unwrap()];
        let last = &round_one[2];
        let loser = &players[last["black"].as_str().unwrap()];
        let (resign, leave) = (
            format!("/api/v1/games/{}/resign", last["id"].as_str().unwrap()),
            format!("/api/v1/tournaments/{id}/leave"),
        );
        // The withdrawal a few milliseconds later in each trial: the pairing's window (its
        // reads of the roster, the ratings and the games, then its write) is met somewhere.
        let lag = Duration::from_millis(trial * 3 % 20);
        let (resigned, left) = tokio::join!(s.post(loser, &resign, json!({})), async {
            tokio::time::sleep(lag).await;
            post_via(&s, &peer.base, quitter, &leave, json!({})).await
        });
        assert_eq!(resigned.status(), StatusCode::OK);
        assert_eq!(body(left, StatusCode::OK).await["status"], "withdrawn");
        let t = until(&s, &id, "round 2", |t| t["round"] == 2).await;
        let t = if games_of(&t, &quitter.name).iter().any(|g| g["status"] == "active") {
            settled(&s, &id).await
        } else {
            t
        };
        assert!(withdrawn(&t, &quitter.name), "trial {trial}: {t}");
        let stuck: Vec<_> = games_of(&t, &quitter.name).into_iter().filter(|g| g["status"] == "active").collect();
        assert!(stuck.is_empty(), "trial {trial}: the withdrawn player is in a game that goes on: {stuck:?}");

        // 2. A withdrawal racing the opponent's move in the withdrawing player's own game.
        let game = t["games"]
            .as_array()
            .unwrap()
            .iter()
            .find(|g| g["round"] == 2 && g["status"] == "active")
            .cloned()
            .expect("round two has a game going on");
        let (white, black) = (&players[game["white"].as_str().unwrap()], &players[game["black"].as_str().unwrap()]);
        let gid = game["id"].as_str().unwrap();
        let (moved, left) =
            tokio::join!(s.play(white, gid, "e2e4"), post_via(&s, &peer.base, black, &leave, json!({})));
        assert!([StatusCode::CREATED, StatusCode::CONFLICT].contains(&moved.status()), "{}", moved.status());
        assert_eq!(body(left, StatusCode::OK).await["status"], "withdrawn", "trial {trial}");
        let g = s.game(gid).await;
        assert_eq!(g["status"], "finished", "trial {trial}: the withdrawal resigned the game: {g}");
        assert_eq!(g["result"], "white", "{g}");

        // 3. A join racing the start: refused in words, or paired.
        for kind in ["swiss", "round_robin"] {
            let id = made(&s, kind, &p[..3]).await;
            let (start, join) = (format!("/api/v1/tournaments/{id}/start"), format!("/api/v1/tournaments/{id}/join"));
            let (started, joined) =
                tokio::join!(s.post(p[0], &start, json!({})), post_via(&s, &peer.base, p[6], &join, json!({})));
            assert_eq!(started.status(), StatusCode::OK);
            let joined_status = joined.status();
            let answer: Value = joined.json().await.unwrap();
            let t = settled(&s, &id).await;
            let late = &p[6].name;
            if joined_status == StatusCode::OK {
                let byes = t["byes"].as_array().unwrap().iter().filter(|b| b["player"] == late.as_str()).count();
                assert!(
                    !games_of(&t, late).is_empty() || byes == 1,
                    "trial {trial}, {kind}: joined, never paired: {t}"
                );
            } else {
                assert_eq!(joined_status, StatusCode::CONFLICT, "{answer}");
                assert_eq!(answer["code"], "tournament_started", "{answer}");
                assert!(t["entrants"].as_array().unwrap().iter().all(|e| e["name"] != late.as_str()), "{t}");
            }
        }
    }
}
both_backends!(racing_the_pairing, joins_and_withdrawals_racing_the_pairing);
