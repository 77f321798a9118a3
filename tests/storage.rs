//! The storage layer's guarantees, run against both backends (the same suite): one move per ply
//! however many race for it, conditional game writes, unique names without regard to case, and a
//! challenge accepted once.

mod common;

use common::Server;
use ortoo::db::store::{Challenge, Expected, GameUpdate, Move, NewGame, StoreError};
use ortoo::timecontrol::ClockState;
use ortoo_core::{ChallengeId, ChallengeStatus, ColorChoice, GameId, Outcome, Reason, Side, UserId};

/// A challenge row as the service would make it.
fn challenge(challenger: &str, opponent: Option<&str>, color: ColorChoice, days: Option<i64>) -> Challenge {
    Challenge {
        id: ChallengeId::new(),
        challenger_id: UserId::from_text(challenger),
        challenger_name: String::new(),
        opponent_id: opponent.map(UserId::from_text),
        opponent_name: None,
        engine_level: None,
        variant: "chess".into(),
        options: "{}".into(),
        color,
        days_per_move: days,
        time_control: None,
        status: ChallengeStatus::Open,
        game_id: None,
        created_at: 1,
    }
}

fn a_move(ply: i64, text: &str) -> Move {
    Move {
        ply,
        side: if ply % 2 == 1 { Side::White } else { Side::Black },
        text: text.into(),
        input: text.into(),
        comment: None,
        effect: None,
        position_key: ply * 7,
        at: ply,
    }
}

fn advanced(ply: i64) -> GameUpdate {
    GameUpdate {
        position: format!("position after {ply}"),
        ply,
        to_move: if ply % 2 == 1 { Side::Black } else { Side::White },
        outcome: None,
        deadline: None,
        draw_offer: None,
        white_bank_ms: None,
        black_bank_ms: None,
        reminded_until: None,
        next_reminder_at: None,
    }
}

async fn setup(s: &Server) -> String {
    setup_named(s, "White", "Black").await
}

async fn setup_named(s: &Server, white: &str, black: &str) -> String {
    let db = &s.db;
    let white = db.create_user(white, &format!("{white}@example.org"), "x", NOW).await.unwrap();
    let black = db.create_user(black, &format!("{black}@example.org"), "x", NOW).await.unwrap();
    let c = challenge(&white.id, Some(&black.id), ColorChoice::White, None);
    db.create_challenge(&c, Vec::new()).await.unwrap();
    let game = NewGame {
        variant: "chess".into(),
        options: "{}".into(),
        white_id: white.id,
        black_id: black.id,
        position: "start".into(),
        to_move: Side::White,
        time_control: None,
        days_per_move: None,
        clocks: ClockState::default(),
        next_reminder_at: None,
        white_level: None,
        black_level: None,
    };
    let id = GameId::new().into_string();
    assert!(db.accept_challenge(&c.id, &id, 1, game, Vec::new()).await.unwrap(), "an open challenge is accepted");
    id
}

async fn one_move_per_ply_however_many_race(s: Server) {
    let game = setup(&s).await;
    let start = Expected { ply: 0, draw_offer: None };
    let mut tasks = Vec::new();
    for i in 0..50 {
        let (db, game, start) = (s.db.clone(), game.clone(), start.clone());
        tasks.push(tokio::spawn(async move {
            db.record_move(&game, &start, &a_move(1, &format!("move {i}")), &advanced(1), Vec::new(), None).await
        }));
    }
    let mut stored = 0;
    for t in tasks {
        match t.await.unwrap() {
            Ok(()) => stored += 1,
            Err(StoreError::Conflict) => {}
            Err(e) => panic!("a race must end in a conflict, not {e}"),
        }
    }
    assert_eq!(stored, 1);
    let moves = s.db.moves(&game).await.unwrap();
    assert_eq!(moves.len(), 1);
    let row = s.db.game(&game).await.unwrap().unwrap();
    assert_eq!((row.ply, row.position.as_str()), (1, "position after 1"));
    // The next ply from the right expectation goes through; a stale one changes nothing.
    let at_one = Expected { ply: 1, draw_offer: None };
    s.db.record_move(&game, &at_one, &a_move(2, "reply"), &advanced(2), Vec::new(), None).await.unwrap();
    assert!(matches!(
        s.db.record_move(&game, &at_one, &a_move(2, "late"), &advanced(2), Vec::new(), None).await,
        Err(StoreError::Conflict)
    ));
    assert_eq!(s.db.moves(&game).await.unwrap().len(), 2);
    assert_eq!(s.db.position_keys(&game, 0).await.unwrap(), [7, 14]);
}
both_backends!(racing_moves, one_move_per_ply_however_many_race);

async fn a_game_write_expects_the_draw_offer_it_read(s: Server) {
    let game = setup(&s).await;
    let offered = GameUpdate { draw_offer: Some(Side::Black), ..advanced(0) };
    assert!(s.db.update_game(&game, &Expected { ply: 0, draw_offer: None }, &offered, 1, Vec::new()).await.unwrap());
    // Computed from a read before the offer: refused, the offer stands.
    assert!(
        !s.db.update_game(&game, &Expected { ply: 0, draw_offer: None }, &advanced(0), 1, Vec::new()).await.unwrap()
    );
    let stale = s
        .db
        .record_move(&game, &Expected { ply: 0, draw_offer: None }, &a_move(1, "e4"), &advanced(1), Vec::new(), None)
        .await;
    assert!(matches!(stale, Err(StoreError::Conflict)));
    assert_eq!(s.db.game(&game).await.unwrap().unwrap().draw_offer, Some(Side::Black));
    assert!(s.db.moves(&game).await.unwrap().is_empty(), "a refused write leaves no move behind");
    let fresh = Expected { ply: 0, draw_offer: Some(Side::Black) };
    s.db.record_move(&game, &fresh, &a_move(1, "e4"), &advanced(1), Vec::new(), None).await.unwrap();
    // A finished game takes no more writes.
    let over = GameUpdate { outcome: Some(Outcome::Draw { reason: Reason::Agreement }), ..advanced(1) };
    assert!(s.db.update_game(&game, &Expected { ply: 1, draw_offer: None }, &over, 1, Vec::new()).await.unwrap());
    assert!(
        !s.db.update_game(&game, &Expected { ply: 1, draw_offer: None }, &advanced(1), 1, Vec::new()).await.unwrap()
    );
}
both_backends!(draw_offer_expectation, a_game_write_expects_the_draw_offer_it_read);

/// 2100-01-01, in milliseconds since the epoch.
const FAR_FUTURE: i64 = 4_102_444_800_000;
/// When these tests say things happen: 2026-01-01 UTC.
const NOW: i64 = 1_767_225_600_000;

async fn names_are_unique_without_regard_to_case_and_challenges_accept_once(s: Server) {
    let db = &s.db;
    let khan = db.create_user("Khan", "k@example.org", "x", NOW).await.unwrap();
    assert!(matches!(db.create_user("kHAN", "k2@example.org", "x", NOW).await, Err(StoreError::Conflict)));
    assert_eq!(db.user_by_name("KHAN").await.unwrap().unwrap().id, khan.id);
    let rival = db.create_user("Rival", "r@example.org", "x", NOW).await.unwrap();
    let c = challenge(&khan.id, None, ColorChoice::Random, Some(3));
    db.create_challenge(&c, Vec::new()).await.unwrap();
    let game = |white: &str, black: &str| NewGame {
        variant: "chess".into(),
        options: "{}".into(),
        white_id: UserId::from_text(white),
        black_id: UserId::from_text(black),
        position: "start".into(),
        to_move: Side::White,
        time_control: None,
        days_per_move: Some(3),
        // Far in the future: the test server's deadline sweep runs on this database too, and a
        // deadline in the past would time the game out under the test's feet.
        clocks: ClockState { deadline: Some(FAR_FUTURE), ..ClockState::default() },
        next_reminder_at: None,
        white_level: None,
        black_level: None,
    };
    let (id_a, id_b) = (GameId::new().into_string(), GameId::new().into_string());
    let (a, b) = tokio::join!(
        db.accept_challenge(&c.id, &id_a, 1, game(&khan.id, &rival.id), Vec::new()),
        db.accept_challenge(&c.id, &id_b, 1, game(&rival.id, &khan.id), Vec::new())
    );
    let accepted: Vec<String> =
        [(a.unwrap(), id_a), (b.unwrap(), id_b)].into_iter().filter(|(ok, _)| *ok).map(|(_, id)| id).collect();
    let c = c.id;
    assert_eq!(accepted.len(), 1, "exactly one accept creates a game");
    let stored = db.challenge(&c).await.unwrap().unwrap();
    assert_eq!((stored.status, stored.game_id.as_deref()), (ChallengeStatus::Accepted, Some(accepted[0].as_str())));
    assert!(db.game(&accepted[0]).await.unwrap().unwrap().deadline.is_some());
    assert!(
        !db.close_challenge(&c, ChallengeStatus::Cancelled, NOW).await.unwrap(),
        "an accepted challenge cannot be withdrawn"
    );
}
both_backends!(names_and_challenges, names_are_unique_without_regard_to_case_and_challenges_accept_once);

/// The two backends' migrations are one schema written twice (sqlx wants a folder per backend,
/// and a database remembers each file's checksum, so the folders cannot simply merge). The
/// same versions, with the same statements: only `--` comments may differ. A statement that
/// must differ by dialect belongs in both files with its own name, and this test then says
/// which one to look at.
#[test]
fn the_sqlite_and_postgres_migrations_are_the_same_schema() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations");
    let files = |backend: &str| -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(root.join(backend))
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        names.sort();
        names
    };
    let statements = |backend: &str, name: &str| -> Vec<String> {
        let text = std::fs::read_to_string(root.join(backend).join(name)).unwrap();
        text.lines()
            .map(|l| l.split_once("--").map_or(l, |(code, _)| code).trim())
            .filter(|l| !l.is_empty())
            .map(str::to_string)
            .collect()
    };
    let (sqlite, postgres) = (files("sqlite"), files("postgres"));
    assert_eq!(sqlite, postgres, "the same migration versions in both folders");
    assert!(sqlite.len() >= 4, "{sqlite:?}");
    for name in &sqlite {
        let (a, b) = (statements("sqlite", name), statements("postgres", name));
        for (i, (x, y)) in a.iter().zip(&b).enumerate() {
            assert_eq!(x, y, "{name}: line {} of its statements differs between the backends", i + 1);
        }
        assert_eq!(a.len(), b.len(), "{name}: one backend has more statements");
    }
}
