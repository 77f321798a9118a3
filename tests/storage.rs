//! The storage layer's guarantees, run against both backends (the same suite): one move per ply
//! however many race for it, conditional game writes, unique names without regard to case, and a
//! challenge accepted once.

mod common;

use common::Server;
use ortoo::db::store::{Expected, GameUpdate, Move, NewGame, StoreError};

fn a_move(ply: i64, text: &str) -> Move {
    Move {
        ply,
        side: if ply % 2 == 1 { "white".into() } else { "black".into() },
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
        to_move: if ply % 2 == 1 { "black".into() } else { "white".into() },
        status: "active".into(),
        result: None,
        reason: None,
        deadline: None,
        draw_offer: None,
    }
}

async fn setup(s: &Server) -> String {
    setup_named(s, "White", "Black").await
}

async fn setup_named(s: &Server, white: &str, black: &str) -> String {
    let db = &s.db;
    let white = db.create_user(white, &format!("{white}@example.org"), "x").await.unwrap();
    let black = db.create_user(black, &format!("{black}@example.org"), "x").await.unwrap();
    let c = db.create_challenge(&white.id, Some(&black.id), "chess", "{}", "white", None).await.unwrap();
    let game = NewGame {
        variant: "chess".into(),
        options: "{}".into(),
        white_id: white.id,
        black_id: black.id,
        position: "start".into(),
        to_move: "white".into(),
        days_per_move: None,
    };
    db.accept_challenge(&c, game).await.unwrap().expect("an open challenge is accepted")
}

async fn one_move_per_ply_however_many_race(s: Server) {
    let game = setup(&s).await;
    let start = Expected { ply: 0, draw_offer: None };
    let mut tasks = Vec::new();
    for i in 0..50 {
        let (db, game, start) = (s.db.clone(), game.clone(), start.clone());
        tasks.push(tokio::spawn(async move {
            db.record_move(&game, &start, &a_move(1, &format!("move {i}")), &advanced(1)).await
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
    s.db.record_move(&game, &at_one, &a_move(2, "reply"), &advanced(2)).await.unwrap();
    assert!(matches!(
        s.db.record_move(&game, &at_one, &a_move(2, "late"), &advanced(2)).await,
        Err(StoreError::Conflict)
    ));
    assert_eq!(s.db.moves(&game).await.unwrap().len(), 2);
    assert_eq!(s.db.position_keys(&game, 0).await.unwrap(), [7, 14]);
}
both_backends!(racing_moves, one_move_per_ply_however_many_race);

async fn a_game_write_expects_the_draw_offer_it_read(s: Server) {
    let game = setup(&s).await;
    let offered = GameUpdate { draw_offer: Some("black".into()), ..advanced(0) };
    assert!(s.db.update_game(&game, &Expected { ply: 0, draw_offer: None }, &offered).await.unwrap());
    // Computed from a read before the offer: refused, the offer stands.
    assert!(!s.db.update_game(&game, &Expected { ply: 0, draw_offer: None }, &advanced(0)).await.unwrap());
    let stale = s.db.record_move(&game, &Expected { ply: 0, draw_offer: None }, &a_move(1, "e4"), &advanced(1)).await;
    assert!(matches!(stale, Err(StoreError::Conflict)));
    assert_eq!(s.db.game(&game).await.unwrap().unwrap().draw_offer.as_deref(), Some("black"));
    assert!(s.db.moves(&game).await.unwrap().is_empty(), "a refused write leaves no move behind");
    let fresh = Expected { ply: 0, draw_offer: Some("black".into()) };
    s.db.record_move(&game, &fresh, &a_move(1, "e4"), &advanced(1)).await.unwrap();
    // A finished game takes no more writes.
    let over = GameUpdate { status: "finished".into(), result: Some("draw".into()), ..advanced(1) };
    assert!(s.db.update_game(&game, &Expected { ply: 1, draw_offer: None }, &over).await.unwrap());
    assert!(!s.db.update_game(&game, &Expected { ply: 1, draw_offer: None }, &advanced(1)).await.unwrap());
}
both_backends!(draw_offer_expectation, a_game_write_expects_the_draw_offer_it_read);

async fn names_are_unique_without_regard_to_case_and_challenges_accept_once(s: Server) {
    let db = &s.db;
    let khan = db.create_user("Khan", "k@example.org", "x").await.unwrap();
    assert!(matches!(db.create_user("kHAN", "k2@example.org", "x").await, Err(StoreError::Conflict)));
    assert_eq!(db.user_by_name("KHAN").await.unwrap().unwrap().id, khan.id);
    let rival = db.create_user("Rival", "r@example.org", "x").await.unwrap();
    let c = db.create_challenge(&khan.id, None, "chess", "{}", "random", Some(3)).await.unwrap();
    let game = |white: &str, black: &str| NewGame {
        variant: "chess".into(),
        options: "{}".into(),
        white_id: white.to_string(),
        black_id: black.to_string(),
        position: "start".into(),
        to_move: "white".into(),
        days_per_move: Some(3),
    };
    let (a, b) = tokio::join!(
        db.accept_challenge(&c, game(&khan.id, &rival.id)),
        db.accept_challenge(&c, game(&rival.id, &khan.id))
    );
    let accepted: Vec<String> = [a.unwrap(), b.unwrap()].into_iter().flatten().collect();
    assert_eq!(accepted.len(), 1, "exactly one accept creates a game");
    let stored = db.challenge(&c).await.unwrap().unwrap();
    assert_eq!((stored.status.as_str(), stored.game_id.as_deref()), ("accepted", Some(accepted[0].as_str())));
    assert!(db.game(&accepted[0]).await.unwrap().unwrap().deadline.is_some());
    assert!(!db.close_challenge(&c, "cancelled").await.unwrap(), "an accepted challenge cannot be withdrawn");
}
both_backends!(names_and_challenges, names_are_unique_without_regard_to_case_and_challenges_accept_once);

/// A game whose move deadline has passed ends on time: the player to move loses. A game still
/// within its time, or without a deadline, plays on.
async fn a_passed_deadline_ends_the_game_for_the_player_to_move(s: Server) {
    let game = setup(&s).await;
    let other = setup_named(&s, "Late", "Early").await;
    // Move both deadlines: one into the past, one into the future.
    for (id, deadline) in [(&game, 1i64), (&other, i64::MAX / 2)] {
        let sql = "UPDATE games SET deadline = $1 WHERE id = $2";
        match &s.db {
            ortoo::db::Db::Sqlite { readers, .. } => {
                sqlx::query(sql).bind(deadline).bind(id).execute(readers).await.map(|_| ())
            }
            ortoo::db::Db::Postgres(pool) => sqlx::query(sql).bind(deadline).bind(id).execute(pool).await.map(|_| ()),
        }
        .unwrap();
    }
    let play = ortoo::play::Play::new(s.db.clone(), ortoo::events::Events::new());
    assert_eq!(play.enforce_deadlines().await.unwrap(), 1);
    let ended = s.db.game(&game).await.unwrap().unwrap();
    assert_eq!(
        (ended.status.as_str(), ended.result.as_deref(), ended.reason.as_deref()),
        ("finished", Some("black"), Some("timeout"))
    );
    assert_eq!(s.db.game(&other).await.unwrap().unwrap().status, "active");
    assert_eq!(play.enforce_deadlines().await.unwrap(), 0, "a game ends once");
}
both_backends!(deadlines, a_passed_deadline_ends_the_game_for_the_player_to_move);
