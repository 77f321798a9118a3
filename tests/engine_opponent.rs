//! The engine as an opponent on the server: games against it to a finish in every variant,
//! hints, the job queue's leases (a killed worker's job is taken over; a late worker cannot
//! move twice) and the queue in `/metrics`.

mod common;

use ortoo_core::{BySide, GameId};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use common::{Backend, Player, Server, hand_worker, play_on};
use ortoo_core::JobStatus;
use ortoo_play::typed::{Typed, Via};
use reqwest::StatusCode;
use serde_json::{Value, json};

/// Challenges the engine; the game as the API returns it (201).
async fn challenge_engine(s: &Server, who: &Player, variant: &str, level: u32, color: &str) -> Value {
    let r = s
        .post(who, "/api/v1/challenges", json!({"variant": variant, "opponent": {"engine": level}, "color": color}))
        .await;
    assert_eq!(r.status(), StatusCode::CREATED, "{}", r.text().await.unwrap());
    let body: Value = r.json().await.unwrap();
    body["game"].clone()
}

/// The game as `who` sees it, once it is `who`'s turn or the game is over.
async fn wait_for_turn(s: &Server, who: &Player, game: &str, side: &str) -> Value {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let g: Value = s.get(Some(who), &format!("/api/v1/games/{game}")).await.json().await.unwrap();
        if g["status"] != "active" || g["to_move"] == side {
            return g;
        }
        assert!(Instant::now() < deadline, "the engine did not move within a minute: {g}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// A player who moves at random among the legal moves (seeded, so a failure replays) against
/// the engine at level 2, until the game ends by its rules. Returns the finished game.
async fn play_out(s: &Server, who: &Player, variant: &str, seed: u64) -> Value {
    let game = challenge_engine(s, who, variant, 2, "black").await;
    let id = game["id"].as_str().unwrap().to_string();
    assert_eq!(game["engine_levels"]["white"], 2, "{game}");
    let mut rng = seed;
    loop {
        let g = wait_for_turn(s, who, &id, "black").await;
        if g["status"] != "active" {
            return g;
        }
        let legal = g["legal_moves"].as_array().expect("the player to move sees the legal moves");
        rng = rng.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        let pick = legal[(rng >> 33) as usize % legal.len()].as_str().unwrap().to_string();
        let r = s.play(who, &id, &pick).await;
        assert_eq!(r.status(), StatusCode::CREATED, "{pick}: {}", r.text().await.unwrap());
        assert!(g["ply"].as_i64().unwrap() < 600, "{variant}: still going after 600 plies");
    }
}

async fn engine_games_reach_their_end_in_every_variant(s: Server) {
    let who = s.register("challenger").await;
    for (n, info) in ortoo_rules::registry::variants().iter().enumerate() {
        let g = play_out(&s, &who, info.id, n as u64 + 7).await;
        assert_eq!(g["status"], "finished", "{}: {g}", info.id);
        assert!(g["reason"].is_string(), "{}: {g}", info.id);
        assert_ne!(g["reason"], "timeout", "{}: {g}", info.id);
        eprintln!("{}: {} by {} after {} plies", info.id, g["result"], g["reason"], g["ply"]);
        // Every engine move is on record as a move like any other, and its job is done.
        let moves = g["moves"].as_array().unwrap();
        assert_eq!(moves.len() as i64, g["ply"].as_i64().unwrap());
        assert!(
            moves.iter().filter(|m| m["side"] == "white").all(|m| m["text"].as_str().is_some_and(|t| !t.is_empty()))
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn engine_games_finish_sqlite() {
    if let Some(s) = common::start(Backend::Sqlite).await {
        engine_games_reach_their_end_in_every_variant(s).await;
    }
}

/// On Postgres one game suffices to show the queue works there too; the variants' own play is
/// the same code on either backend.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_engine_game_finishes_on_postgres() {
    let Some(s) = common::start(Backend::Postgres).await else { return };
    let who = s.register("challenger").await;
    let g = play_out(&s, &who, "khans-chess", 3).await;
    assert_eq!(g["status"], "finished", "{g}");
}

async fn challenges_to_the_engine_and_hints(s: Server) {
    let play = play_on(&s).await;
    let alice = s.register("alice").await;
    let bob = s.register("bob").await;
    // Levels outside 1-12 and challenging the engine's account by name are refused clearly.
    for level in [0, 13] {
        let r = s.post(&alice, "/api/v1/challenges", json!({"variant": "chess", "opponent": {"engine": level}})).await;
        assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
        let p: Value = r.json().await.unwrap();
        assert!(p["detail"].as_str().unwrap().contains("1 to 12"), "{p}");
    }
    let r = s.post(&alice, "/api/v1/challenges", json!({"variant": "chess", "opponent": {"user": "engine"}})).await;
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(r.text().await.unwrap().contains("{\\\"engine\\\": LEVEL}"));

    // White against the engine: the game starts at once, and the engine waits for the move.
    let game = challenge_engine(&s, &alice, "chess", 1, "white").await;
    let id = game["id"].as_str().unwrap().to_string();
    assert_eq!((game["status"].as_str(), game["ply"].as_i64()), (Some("active"), Some(0)));
    assert_eq!(game["players"]["black"], "Engine");
    assert_eq!(game["engine_levels"], json!({"white": null, "black": 1}));
    let r = s.post(&alice, &format!("/api/v1/games/{id}/hint"), json!({})).await;
    assert_eq!(r.status(), StatusCode::OK);
    let hint: Value = r.json().await.unwrap();
    let suggested = hint["move"].as_str().unwrap().to_string();
    assert_eq!(hint["line"][0], suggested.as_str(), "{hint}");
    // The hint is a move the rules take.
    let r = s.play(&alice, &id, &suggested).await;
    assert_eq!(r.status(), StatusCode::CREATED, "{}", r.text().await.unwrap());
    // While the engine is to move, a hint is not the player's to ask for.
    let r = s.post(&alice, &format!("/api/v1/games/{id}/hint"), json!({})).await;
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
    let text = s.client.get(s.url("/metrics")).send().await.unwrap().text().await.unwrap();
    assert!(text.contains("ortoo_engine_jobs_waiting 1\n"), "{text}");
    engine_moves(&play, &id).await;
    let g = wait_for_turn(&s, &alice, &id, "white").await;
    assert_eq!(g["ply"], 2);
    assert_eq!(g["moves"][1]["side"], "black");

    // Someone else cannot ask for hints in the game; nor can players of a game between people.
    let r = s.post(&bob, &format!("/api/v1/games/{id}/hint"), json!({})).await;
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
    let people = s.new_game(&alice, &bob, "chess").await;
    let r = s.post(&alice, &format!("/api/v1/games/{people}/hint"), json!({})).await;
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
    assert!(r.text().await.unwrap().contains("only in games against the engine"));

    // The engine never gets e-mail: no notice is addressed to its account.
    let to_engine: i64 = match &s.db {
        ortoo::db::Db::Sqlite { readers, .. } => {
            sqlx::query_scalar("SELECT COUNT(*) FROM notifications WHERE user_id = 'engine'")
                .fetch_one(readers)
                .await
                .unwrap()
        }
        ortoo::db::Db::Postgres(pool) => {
            sqlx::query_scalar("SELECT COUNT(*) FROM notifications WHERE user_id = 'engine'")
                .fetch_one(pool)
                .await
                .unwrap()
        }
    };
    assert_eq!(to_engine, 0);

    // The queue in /metrics: nothing waiting, and the engine's one move measured.
    let text = s.client.get(s.url("/metrics")).send().await.unwrap().text().await.unwrap();
    assert!(text.contains("ortoo_engine_jobs_waiting 0\n"), "{text}");
    assert!(text.contains("ortoo_engine_job_latency_seconds_count 1\n"), "{text}");
}
without_workers!(engine_challenges, challenges_to_the_engine_and_hints);

/// Claims the engine's job in `game` and works it, as a worker would: the engine moves.
async fn engine_moves(play: &ortoo::Play, game: &str) {
    let job = play.jobs.claim_move("by-hand", 30_000, 12).await.unwrap().expect("a job is queued");
    assert_eq!(job.game_id, game);
    let done = ortoo::worker::work(play, &hand_worker(), "by-hand", job).await;
    assert!(matches!(done, ortoo::worker::Done::Moved(_)), "{done:?}");
}

async fn a_late_worker_cannot_move_twice(s: Server) {
    let alice = s.register("alice").await;
    let play = play_on(&s).await;
    let game = challenge_engine(&s, &alice, "khans-chess", 1, "white").await;
    let id = game["id"].as_str().unwrap().to_string();
    assert_eq!(s.play(&alice, &id, "e2e4").await.status(), StatusCode::CREATED);
    // Worker A claims the engine's job and stalls: its lease runs out.
    let now = play.now();
    let a = s.store.claim_job("stalled", now, now + 50, 12).await.unwrap().expect("the engine's job is queued");
    assert_eq!((a.ply, a.attempts), (1, 1));
    assert!(s.store.claim_job("eager", now + 10, now + 30_000, 12).await.unwrap().is_none(), "a live lease holds");
    tokio::time::sleep(Duration::from_millis(100)).await;
    // Worker B takes the job over and moves.
    let b =
        s.store.claim_job("takeover", play.now(), play.now() + 30_000, 12).await.unwrap().expect("the lease ran out");
    assert_eq!((b.id.as_str(), b.attempts), (a.id.as_str(), 2));
    let done = ortoo::worker::work(&play, &hand_worker(), "takeover", b).await;
    assert!(matches!(done, ortoo::worker::Done::Moved(_)), "{done:?}");
    assert_eq!(s.store.job_status(&GameId::from_text(id.as_str()), 1).await.unwrap(), Some((JobStatus::Done, 2)));
    // A comes back: its lease is gone, and its move is refused as stale.
    assert!(!s.store.renew_job(&a.id, "stalled", play.now() + 60_000).await.unwrap());
    let engine = play.engine.engine_user().await.unwrap();
    let late = play
        .games
        .submit_move(
            &engine,
            &GameId::from_text(id.as_str()),
            Typed::new(Via::Engine, "s b7-c5", Some(a.ply), None),
            None,
        )
        .await;
    assert!(matches!(late, Err(ortoo::PlayError::StalePly { .. })), "{late:?}");
    // Were A to work the job again, it would find the game moved on and drop it.
    let again = ortoo::worker::work(&play, &hand_worker(), "stalled", a).await;
    assert!(matches!(again, ortoo::worker::Done::Dropped(_)), "{again:?}");
    let g = s.game(&id).await;
    assert_eq!(g["ply"], 2, "exactly one engine move: {g}");
    assert_eq!(
        s.store.job_status(&GameId::from_text(id.as_str()), 1).await.unwrap(),
        Some((JobStatus::Done, 2)),
        "the job stays done"
    );
}
without_workers!(late_worker, a_late_worker_cannot_move_twice);

/// An `ortoo worker` process on the test's database.
fn worker_process(s: &Server, lease_seconds: u64, movetime_cap_ms: u64) -> Child {
    Command::new(env!("CARGO_BIN_EXE_ortoo"))
        .args(["worker", "--database-url", &s.database_url])
        .env("ORTOO_ENGINE__LEASE_SECONDS", lease_seconds.to_string())
        .env("ORTOO_ENGINE__MOVETIME_CAP_MS", movetime_cap_ms.to_string())
        .env("ORTOO_ENGINE__POLL_MS", "50")
        .env("ORTOO_MAIL__TRANSPORT", "none")
        .env("ORTOO_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("the ortoo binary starts")
}

async fn a_killed_workers_job_is_finished_by_another(s: Server) {
    let alice = s.register("alice").await;
    // The engine (White, level 12: a long think) moves first; the server itself runs no worker.
    let game = challenge_engine(&s, &alice, "khans-chess", 12, "black").await;
    let id = game["id"].as_str().unwrap().to_string();
    let mut first = worker_process(&s, 2, 120_000);
    let claimed = Instant::now();
    loop {
        if s.store
            .job_status(&GameId::from_text(id.as_str()), 0)
            .await
            .unwrap()
            .is_some_and(|(_, attempts)| attempts == 1)
        {
            break;
        }
        assert!(claimed.elapsed() < Duration::from_secs(30), "the first worker never claimed the job");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    // Mid-search: the process dies without a word.
    tokio::time::sleep(Duration::from_millis(300)).await;
    first.kill().unwrap();
    first.wait().unwrap();
    assert_eq!(s.game(&id).await["ply"], 0, "the killed worker never moved");
    let mut second = worker_process(&s, 2, 300);
    let g = wait_for_turn(&s, &alice, &id, "black").await;
    second.kill().unwrap();
    second.wait().unwrap();
    assert_eq!(g["ply"], 1, "exactly one move: {g}");
    assert_eq!(g["moves"].as_array().unwrap().len(), 1);
    let (status, attempts) = s.store.job_status(&GameId::from_text(id.as_str()), 0).await.unwrap().unwrap();
    assert_eq!((status, attempts), (JobStatus::Done, 2), "taken over once the lease ran out");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killed_worker_sqlite() {
    if let Some(s) = common::start_with(Backend::Sqlite, |c| c.engine.workers = 0).await {
        a_killed_workers_job_is_finished_by_another(s).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killed_worker_postgres() {
    if let Some(s) = common::start_with(Backend::Postgres, |c| c.engine.workers = 0).await {
        a_killed_workers_job_is_finished_by_another(s).await;
    }
}

/// A game against the engine (Black, level 1) from `position`, with the engine to move.
async fn engine_game_from(s: &Server, who: &Player, position: &str) -> String {
    let user = s.store.user_by_name(&who.name).await.unwrap().unwrap();
    let game_id = ortoo_core::GameId::new();
    let now = ortoo::clock::Clock::system().now();
    let challenge = ortoo_core::Challenge {
        id: ortoo_core::ChallengeId::new(),
        challenger_id: user.id.clone(),
        challenger_name: user.name.clone(),
        opponent_id: Some(ortoo_core::UserId::engine()),
        opponent_name: Some("Engine".into()),
        engine_level: Some(1),
        variant: "chess".into(),
        options: "{}".into(),
        color: ortoo_core::ColorChoice::White,
        days_per_move: None,
        time_control: None,
        rated: false,
        rating_min: None,
        rating_max: None,
        status: ortoo_core::ChallengeStatus::Accepted,
        game_id: Some(game_id.clone()),
        created_at: now,
    };
    let game = ortoo_core::NewGame {
        variant: "chess".into(),
        options: "{}".into(),
        players: BySide::new(user.id.clone(), ortoo_core::UserId::engine()),
        position: position.into(),
        to_move: ortoo_core::Side::Black,
        time_control: None,
        days_per_move: None,
        clocks: ortoo::timecontrol::ClockState::default(),
        next_reminder_at: None,
        levels: BySide::new(None, Some(1)),
        rated: false,
        tournament: None,
    };
    let job = ortoo_core::NewJob {
        id: ortoo_core::JobId::new(),
        game_id: game_id.clone(),
        ply: 0,
        level: 1,
        account_id: None,
    };
    s.store.start_engine_game(&challenge, game, Vec::new(), Some(job), None).await.unwrap();
    game_id.into_string()
}

async fn the_engine_takes_a_draw_only_when_it_stands_worse(s: Server) {
    let alice = s.register("alice").await;
    let play = play_on(&s).await;
    let offer = |id: &str| format!("/api/v1/games/{id}/draw");

    // A queen down, the engine takes the offer.
    let lost = engine_game_from(&s, &alice, "4k3/8/8/8/8/8/8/3QK3 b - - 0 1").await;
    assert_eq!(s.post(&alice, &offer(&lost), json!({"action": "offer"})).await.status(), StatusCode::OK);
    let job = s.store.claim_job("by-hand", play.now(), play.now() + 30_000, 12).await.unwrap().unwrap();
    let done = ortoo::worker::work(&play, &hand_worker(), "by-hand", job).await;
    assert_eq!(done, ortoo::worker::Done::AcceptedDraw);
    let g = s.game(&lost).await;
    assert_eq!(
        (g["status"].as_str(), g["result"].as_str(), g["reason"].as_str()),
        (Some("finished"), Some("draw"), Some("agreement"))
    );
    assert_eq!(s.store.job_status(&GameId::from_text(lost.as_str()), 0).await.unwrap().unwrap().0, JobStatus::Done);

    // A queen up, it plays on: its move declines the offer.
    let won = engine_game_from(&s, &alice, "3qk3/8/8/8/8/8/8/4K3 b - - 0 1").await;
    assert_eq!(s.post(&alice, &offer(&won), json!({"action": "offer"})).await.status(), StatusCode::OK);
    engine_moves(&play, &won).await;
    let g = s.game(&won).await;
    assert_eq!((g["status"].as_str(), g["ply"].as_i64(), &g["draw_offer"]), (Some("active"), Some(1), &Value::Null));
}
without_workers!(engine_draws, the_engine_takes_a_draw_only_when_it_stands_worse);

async fn the_engine_plays_itself_for_a_watcher(s: Server) {
    let alice = s.register("alice").await;
    let play = play_on(&s).await;
    let watch = json!({"variant": "koan", "opponent": {"engines": {"white": 1, "black": 3}}});
    let r = s.post(&alice, "/api/v1/challenges", watch.clone()).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let game: Value = r.json().await.unwrap();
    let id = game["game"]["id"].as_str().unwrap().to_string();
    assert_eq!(game["game"]["players"], json!({"white": "Engine", "black": "Engine"}));
    assert_eq!(game["game"]["engine_levels"], json!({"white": 1, "black": 3}));
    // The watcher is no player: no moves, no hints.
    assert_eq!(s.play(&alice, &id, "a1a2").await.status(), StatusCode::FORBIDDEN);
    assert_eq!(s.post(&alice, &format!("/api/v1/games/{id}/hint"), json!({})).await.status(), StatusCode::FORBIDDEN);
    // Two such games at once per player; the third waits for one to finish.
    assert_eq!(s.post(&alice, "/api/v1/challenges", watch.clone()).await.status(), StatusCode::CREATED);
    let r = s.post(&alice, "/api/v1/challenges", watch.clone()).await;
    assert_eq!(r.status(), StatusCode::CONFLICT);
    assert!(r.text().await.unwrap().contains("too_many_engine_games"));
    // Move by move, each move queueing the other side's job, to the end.
    let mut plies = 0;
    while s.game(&id).await["status"] == "active" {
        let job = s.store.claim_job("by-hand", play.now(), play.now() + 30_000, 12).await.unwrap().expect("a job");
        let done = ortoo::worker::work(&play, &hand_worker(), "by-hand", job).await;
        assert!(matches!(done, ortoo::worker::Done::Moved(_)), "{done:?}");
        plies += 1;
        assert!(plies < 400, "Koan ends: every move advances a piece");
    }
    let g = s.game(&id).await;
    assert_eq!(g["status"], "finished", "{g}");
    assert!(g["moves"].as_array().unwrap().iter().all(|m| !m["text"].as_str().unwrap().is_empty()));
    // One of the two still goes on; so a new one may start.
    assert_eq!(s.post(&alice, "/api/v1/challenges", watch).await.status(), StatusCode::CREATED);
}
without_workers!(engine_self_play, the_engine_plays_itself_for_a_watcher);

/// Worker settings with an external engine for chess.
fn with_external(command: &str, args: &[&str]) -> ortoo::worker::Settings {
    let external = ortoo::external::External {
        command: command.to_string(),
        args: args.iter().map(|a| a.to_string()).collect(),
        variant: Some("chess".into()),
        options: [("Hash".to_string(), "1".to_string())].into_iter().collect(),
    };
    playing("chess", external)
}

/// Worker settings driven by hand whose `game` is played by `external`.
fn playing(game: &str, external: ortoo::external::External) -> ortoo::worker::Settings {
    ortoo::worker::Settings {
        external: ortoo::external::Engines::new([(game.to_string(), external)].into_iter().collect()),
        ..hand_worker()
    }
}

async fn an_external_uci_engine_plays_the_games_it_is_given(s: Server) {
    let alice = s.register("alice").await;
    let play = play_on(&s).await;
    let game = challenge_engine(&s, &alice, "chess", 3, "white").await;
    let id = game["id"].as_str().unwrap().to_string();
    assert_eq!(s.play(&alice, &id, "e2e4").await.status(), StatusCode::CREATED);
    // The external engine is ortoo's own UCI front end, behind a tee that records what the
    // worker tells it.
    let folder = std::env::temp_dir().join(format!("ortoo-external-{}", ortoo_core::JobId::new()));
    std::fs::create_dir_all(&folder).unwrap();
    let log = folder.join("uci.log");
    let script = format!("tee -a '{}' | '{}' uci", log.display(), env!("CARGO_BIN_EXE_ortoo"));
    let settings = with_external("sh", &["-c", &script]);
    let job = s.store.claim_job("external", play.now(), play.now() + 30_000, 12).await.unwrap().unwrap();
    let done = ortoo::worker::work(&play, &settings, "external", job).await;
    assert!(matches!(done, ortoo::worker::Done::Moved(_)), "{done:?}");
    let said = std::fs::read_to_string(&log).unwrap();
    assert!(said.contains("setoption name UCI_Variant value chess\n"), "{said}");
    assert!(said.contains("setoption name Hash value 1\n"), "{said}");
    assert!(said.find("setoption name Hash") < said.find("setoption name UCI_Variant"), "options first: {said}");
    assert!(
        said.contains("position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves e2e4\n"),
        "{said}"
    );
    assert!(said.contains("go movetime 300\n"), "the level's time, capped: {said}");
    // The process is kept for the next job, which sends the whole game again.
    let g = wait_for_turn(&s, &alice, &id, "white").await;
    let reply = g["legal_moves"][0].as_str().unwrap().to_string();
    assert_eq!(s.play(&alice, &id, &reply).await.status(), StatusCode::CREATED);
    let job = s.store.claim_job("external", play.now(), play.now() + 30_000, 12).await.unwrap().unwrap();
    assert!(matches!(ortoo::worker::work(&play, &settings, "external", job).await, ortoo::worker::Done::Moved(_)));
    let said = std::fs::read_to_string(&log).unwrap();
    // A process is set up once: its options, then its variant, then asked again what it plays.
    assert_eq!(said.matches("setoption name Hash").count(), 1, "one process: {said}");
    assert_eq!(said.matches("position fen").count(), 2, "{said}");

    // An engine that cannot be started: ortoo's own engine moves instead.
    let broken = with_external("/nonexistent/engine", &[]);
    let g = wait_for_turn(&s, &alice, &id, "white").await;
    let reply = g["legal_moves"][0].as_str().unwrap().to_string();
    assert_eq!(s.play(&alice, &id, &reply).await.status(), StatusCode::CREATED);
    let job = s.store.claim_job("external", play.now(), play.now() + 30_000, 12).await.unwrap().unwrap();
    assert!(matches!(ortoo::worker::work(&play, &broken, "external", job).await, ortoo::worker::Done::Moved(_)));
    assert_eq!(s.game(&id).await["ply"], 6);
    std::fs::remove_dir_all(&folder).ok();
}
without_workers!(external_engine, an_external_uci_engine_plays_the_games_it_is_given);

/// Worker settings with the stand-in for Fairy-Stockfish (`tests/fixtures/variant_file_engine.py`)
/// playing Khan's Chess as `variant`, configured as `default.toml`'s example says.
fn like_fairy_stockfish(
    variant: &str,
    variant_path: &std::path::Path,
    log: &std::path::Path,
) -> ortoo::worker::Settings {
    let standin = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/variant_file_engine.py");
    let script = format!(
        "tee -a '{}' | python3 '{standin}' '{}' | tee -a '{}.out'",
        log.display(),
        env!("CARGO_BIN_EXE_ortoo"),
        log.display()
    );
    let external = ortoo::external::External {
        command: "sh".into(),
        args: vec!["-c".into(), script],
        variant: Some(variant.into()),
        options: [("VariantPath".to_string(), variant_path.display().to_string()), ("Hash".into(), "1".into())]
            .into_iter()
            .collect(),
    };
    playing("khans-chess", external)
}

/// An engine that learns its games from a file (Fairy-Stockfish's `VariantPath`) is given its
/// options before its `UCI_Variant`, and plays; one that does not know the game, or plays
/// another game's moves, is passed over for ortoo's own engine, so the game never waits.
async fn an_external_engine_that_reads_its_variants_from_a_file(s: Server) {
    let alice = s.register("alice").await;
    let play = play_on(&s).await;
    let game = challenge_engine(&s, &alice, "khans-chess", 8, "white").await;
    let id = game["id"].as_str().unwrap().to_string();
    let folder = std::env::temp_dir().join(format!("ortoo-fairy-{}", ortoo_core::JobId::new()));
    std::fs::create_dir_all(&folder).unwrap();
    let variants = folder.join("variants.ini");
    std::fs::write(&variants, "[khans]\n").unwrap();
    let log = folder.join("uci.log");
    let mut ply = 0;
    let mut engine_moves = |settings: ortoo::worker::Settings| {
        let (s, play, alice, id) = (&s, &play, &alice, id.clone());
        ply += 2;
        async move {
            let g = wait_for_turn(s, alice, &id, "white").await;
            let reply = g["legal_moves"][0].as_str().unwrap().to_string();
            assert_eq!(s.play(alice, &id, &reply).await.status(), StatusCode::CREATED);
            let job = s.store.claim_job("external", play.now(), play.now() + 30_000, 12).await.unwrap().unwrap();
            let done = ortoo::worker::work(play, &settings, "external", job).await;
            assert!(matches!(done, ortoo::worker::Done::Moved(_)), "{done:?}");
            assert_eq!(s.game(&id).await["ply"], ply);
        }
    };

    // As default.toml documents it: the file is read first, then the variant is known.
    engine_moves(like_fairy_stockfish("khans", &variants, &log)).await;
    let said = std::fs::read_to_string(&log).unwrap();
    let path_at = said.find("setoption name VariantPath").expect("VariantPath is set");
    let variant_at = said.find("setoption name UCI_Variant value khans").expect("the variant is set");
    assert!(path_at < variant_at, "the options go before the variant: {said}");
    assert!(said.contains("go movetime"), "the external engine searched: {said}");
    // And its move is the one played.
    let answered = std::fs::read_to_string(log.with_extension("log.out")).unwrap();
    let best = answered.lines().rev().find_map(|l| l.strip_prefix("bestmove ")).expect("it answered a move");
    let best = best.split_whitespace().next().unwrap();
    let g = s.game(&id).await;
    let last = g["moves"].as_array().unwrap().last().unwrap()["text"].as_str().unwrap().to_string();
    assert!(last.contains(&best[..2]) && last.contains(&best[2..4]), "played {last}, the engine said {best}");

    // A VariantPath that names no file: the engine plays only chess, so it is not asked; ortoo's
    // own engine moves.
    std::fs::remove_file(&log).ok();
    engine_moves(like_fairy_stockfish("khans", &folder.join("missing.ini"), &log)).await;
    let said = std::fs::read_to_string(&log).unwrap();
    assert!(!said.contains("go movetime"), "an engine that does not know the game is not asked: {said}");

    // An engine set to the wrong game answers with chess moves that are not legal here: ortoo's
    // own engine moves instead.
    std::fs::remove_file(&log).ok();
    engine_moves(like_fairy_stockfish("chess", &variants, &log)).await;
    let said = std::fs::read_to_string(&log).unwrap();
    assert!(said.contains("go movetime"), "the chess engine was asked, and answered: {said}");
    std::fs::remove_dir_all(&folder).ok();
}
without_workers!(external_engine_from_a_variant_file, an_external_engine_that_reads_its_variants_from_a_file);

/// One account with six long engine games queued cannot keep another player's quick reply
/// waiting behind them: with one worker, the level-1 reply comes from the worker's quick lane
/// within seconds (first come, first served, it waited for all six searches: 114 s in the
/// outside test). A player's games against the engine are bounded in number.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_quick_reply_does_not_wait_behind_another_accounts_long_searches() {
    let Some(s) = common::start_with(Backend::Sqlite, |c| {
        c.engine.workers = 1;
        c.engine.games_per_account = 6;
    })
    .await
    else {
        return;
    };
    let (heavy, light) = (s.register("heavy").await, s.register("light").await);
    for _ in 0..6 {
        challenge_engine(&s, &heavy, "chess", 12, "black").await;
    }
    let r = s.post(&heavy, "/api/v1/challenges", json!({"variant": "chess", "opponent": {"engine": 3}})).await;
    assert_eq!(r.status(), StatusCode::CONFLICT, "a seventh engine game is refused");
    assert_eq!(r.json::<Value>().await.unwrap()["code"], "too_many_engine_games");
    // Six searches of up to 30 s each (level 12) are queued or running; taking turns alone, the
    // light player would wait for the one running. The quick lane answers now.
    let asked = Instant::now();
    let game = challenge_engine(&s, &light, "chess", 1, "black").await;
    let g = wait_for_turn(&s, &light, game["id"].as_str().unwrap(), "black").await;
    let waited = asked.elapsed();
    assert_eq!(g["ply"], 1, "{g}");
    assert!(waited < Duration::from_secs(10), "the level-1 reply took {waited:?}, behind the long searches");
    eprintln!("the level-1 reply came after {waited:?}");
}

/// The engine grants a takeback asked on the player's turn, at once: the player's move and its
/// reply go. While it is choosing its reply, it is asked to wait. The move played again queues
/// the engine's job of that ply anew.
async fn the_engine_grants_a_takeback_on_the_players_turn(s: Server) {
    let play = play_on(&s).await;
    let alice = s.register("alice").await;
    let game = challenge_engine(&s, &alice, "chess", 1, "white").await;
    let id = game["id"].as_str().unwrap().to_string();
    let takeback = |action: &'static str| {
        let (s, alice, id) = (&s, &alice, id.clone());
        async move { s.post(alice, &format!("/api/v1/games/{id}/takeback"), json!({ "action": action })).await }
    };
    assert_eq!(s.play(&alice, &id, "e2e4").await.status(), StatusCode::CREATED);
    let r = takeback("offer").await;
    let status = r.status();
    let text = r.text().await.unwrap();
    assert_eq!(status, StatusCode::CONFLICT, "{text}");
    assert!(text.contains("engine_thinking"), "{text}");
    engine_moves(&play, &id).await;
    wait_for_turn(&s, &alice, &id, "white").await;
    let r = takeback("offer").await;
    assert_eq!(r.status(), StatusCode::OK);
    let back: Value = r.json().await.unwrap();
    let g = &back["game"];
    assert_eq!(
        (g["ply"].as_i64(), g["to_move"].as_str(), g["takeback_offer"].clone()),
        (Some(0), Some("white"), Value::Null)
    );
    assert_eq!(g["moves"], json!([]));
    // Played again: the engine's job of ply 1 is queued again, and it answers.
    assert_eq!(s.play(&alice, &id, "d2d4").await.status(), StatusCode::CREATED);
    engine_moves(&play, &id).await;
    let g = wait_for_turn(&s, &alice, &id, "white").await;
    assert_eq!((g["ply"].as_i64(), g["moves"][0]["text"].as_str()), (Some(2), Some("P d2-d4")));
}

without_workers!(engine_takebacks, the_engine_grants_a_takeback_on_the_players_turn);
