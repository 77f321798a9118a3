//! The store's conformance suite: the same guarantees, run against every store: the two
//! databases and the in-memory store (`ortoo-memory`) that the services' unit tests stand on. One
//! move per ply however many race for it, conditional game writes, unique names without regard to
//! case, and a challenge accepted once. Each test gets a store of its own: an SQLite file in a
//! temporary folder, a Postgres database made from `ORTOO_TEST_POSTGRES_URL` and dropped
//! afterwards, or a new `Memory`.

use ortoo_core::rating::START;
use ortoo_core::timecontrol::ClockState;
use ortoo_core::{BySide, ChallengeId, ChallengeStatus, ColorChoice, GameId, Outcome, Reason, Side, Timestamp, UserId};
use std::sync::Arc;

use ortoo_core::{Challenge, Expected, GameUpdate, Move, NewGame, Store, StoreError};
use ortoo_store::Db;
use sqlx::Connection;

/// A fresh database of one backend, removed when dropped.
struct Fixture {
    /// What the suite tests: the domain's trait, as the server holds it.
    store: Arc<dyn Store>,
    /// The same database, to close before it is dropped (none in memory).
    db: Option<Db>,
    cleanup: Cleanup,
}

enum Cleanup {
    Nothing,
    Folder(std::path::PathBuf),
    Database { admin_url: String, name: String },
}

#[derive(Clone, Copy)]
enum Backend {
    Sqlite,
    Postgres,
    Memory,
}

impl Fixture {
    /// `None`, saying so, when Postgres is asked for and not configured (outside CI).
    async fn new(backend: Backend) -> Option<Fixture> {
        let id = GameId::new();
        let (url, cleanup) = match backend {
            Backend::Memory => {
                return Some(Fixture {
                    store: Arc::new(ortoo_memory::Memory::new()),
                    db: None,
                    cleanup: Cleanup::Nothing,
                });
            }
            Backend::Sqlite => {
                let folder = std::env::temp_dir().join(format!("ortoo-store-{id}"));
                std::fs::create_dir_all(&folder).unwrap();
                (format!("sqlite://{}?mode=rwc", folder.join("ortoo.db").display()), Cleanup::Folder(folder))
            }
            Backend::Postgres => {
                let Ok(admin_url) = std::env::var("ORTOO_TEST_POSTGRES_URL") else {
                    assert!(
                        std::env::var("CI").as_deref() != Ok("true"),
                        "CI=true but ORTOO_TEST_POSTGRES_URL is not set: the Postgres suite cannot be skipped in CI"
                    );
                    eprintln!("skipped: ORTOO_TEST_POSTGRES_URL is not set, so the Postgres suite did not run");
                    return None;
                };
                let name = format!("ortoo_store_{id}");
                let mut admin = sqlx::PgConnection::connect(&admin_url).await.unwrap();
                sqlx::query(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}"))).execute(&mut admin).await.unwrap();
                admin.close().await.ok();
                let (base, query) = admin_url.split_once('?').map_or((admin_url.as_str(), None), |(a, b)| (a, Some(b)));
                let mut url = format!("{}/{name}", &base[..base.rfind('/').unwrap()]);
                if let Some(q) = query {
                    url.push('?');
                    url.push_str(q);
                }
                (url, Cleanup::Database { admin_url, name })
            }
        };
        let db = Db::connect(&url, 8).await.unwrap();
        db.migrate().await.unwrap();
        Some(Fixture { store: Arc::new(db.clone()), db: Some(db), cleanup })
    }
}

impl Drop for Fixture {
    fn drop(&mut self) {
        match &self.cleanup {
            Cleanup::Nothing => {}
            Cleanup::Folder(folder) => {
                let _ = std::fs::remove_dir_all(folder);
            }
            Cleanup::Database { admin_url, name } => {
                let (admin_url, name) = (admin_url.clone(), name.clone());
                let Some(db) = self.db.clone() else { return };
                let _ = std::thread::spawn(move || {
                    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
                    rt.block_on(async {
                        db.close().await;
                        if let Ok(mut admin) = sqlx::PgConnection::connect(&admin_url).await {
                            let sql = format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)");
                            let _ = sqlx::query(sqlx::AssertSqlSafe(sql)).execute(&mut admin).await;
                        }
                    });
                })
                .join();
            }
        }
    }
}

/// Runs a test body against each of the stores named: a test `name::<backend>` each.
macro_rules! on_stores {
    ($name:ident, $body:path, $($backend:ident => $which:expr),+) => {
        mod $name {
            use super::*;
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $backend() {
                    if let Some(f) = Fixture::new($which).await {
                        $body(f).await;
                    }
                }
            )+
        }
    };
}

/// Runs a test body against every store: `name::sqlite`, `name::postgres` and `name::memory`.
macro_rules! every_store {
    ($name:ident, $body:path) => {
        on_stores!($name, $body, sqlite => Backend::Sqlite, postgres => Backend::Postgres, memory => Backend::Memory);
    };
}

/// Runs a test of the databases themselves (their query plans) against both: `name::sqlite`
/// and `name::postgres`.
macro_rules! both_databases {
    ($name:ident, $body:path) => {
        on_stores!($name, $body, sqlite => Backend::Sqlite, postgres => Backend::Postgres);
    };
}

/// A challenge row as the service would make it.
fn challenge(challenger: &UserId, opponent: Option<&UserId>, color: ColorChoice, days: Option<i64>) -> Challenge {
    Challenge {
        id: ChallengeId::new(),
        challenger_id: challenger.clone(),
        challenger_name: String::new(),
        opponent_id: opponent.cloned(),
        opponent_name: None,
        engine_level: None,
        variant: "chess".into(),
        options: "{}".into(),
        color,
        days_per_move: days,
        time_control: None,
        rated: false,
        rating_min: None,
        rating_max: None,
        status: ChallengeStatus::Open,
        game_id: None,
        created_at: Timestamp::from_millis(1),
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
        chase: (ply % 2 == 0).then(|| format!("{ply}-{}:3,9", ply + 1)),
        at: Timestamp::from_millis(ply),
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
        takeback_offer: None,
        banks_ms: BySide::both(None),
        reminded_until: None,
        next_reminder_at: None,
    }
}

/// What a write expects of a game at `ply` that nothing else has changed: no offers, no
/// takeback, its followers as they began, a person to move.
fn at_ply(ply: i64) -> Expected {
    Expected {
        ply,
        draw_offer: None,
        takeback_offer: None,
        taken_back_at: None,
        followers_revision: 0,
        engine_to_move: false,
    }
}

async fn setup(s: &Fixture) -> GameId {
    setup_named(s, "White", "Black").await
}

async fn setup_named(s: &Fixture, white: &str, black: &str) -> GameId {
    let db = &*s.store;
    let white = db.create_user(white, &format!("{white}@example.org"), "x", NOW).await.unwrap();
    let black = db.create_user(black, &format!("{black}@example.org"), "x", NOW).await.unwrap();
    let c = challenge(&white.id, Some(&black.id), ColorChoice::White, None);
    db.create_challenge(&c, Vec::new(), None).await.unwrap();
    let game = NewGame {
        variant: "chess".into(),
        options: "{}".into(),
        players: BySide::new(white.id, black.id),
        position: "start".into(),
        to_move: Side::White,
        time_control: None,
        days_per_move: None,
        clocks: ClockState::default(),
        next_reminder_at: None,
        levels: BySide::new(None, None),
        // Rated: every game a test ends is rated on its way (see the rating tests).
        rated: true,
        tournament: None,
    };
    let id = GameId::new();
    assert!(
        db.accept_challenge(&c.id, &id, Timestamp::from_millis(1), game, Vec::new(), None).await.unwrap(),
        "an open challenge is accepted"
    );
    id
}

async fn one_move_per_ply_however_many_race(s: Fixture) {
    let game = setup(&s).await;
    let start = at_ply(0);
    let mut tasks = Vec::new();
    for i in 0..50 {
        let (db, game, start) = (s.store.clone(), game.clone(), start.clone());
        tasks.push(tokio::spawn(async move {
            db.record_move(&game, &start, &a_move(1, &format!("move {i}")), &advanced(1), Vec::new(), None, None).await
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
    let moves = s.store.moves(&game).await.unwrap();
    assert_eq!(moves.len(), 1);
    let row = s.store.game(&game).await.unwrap().unwrap();
    assert_eq!((row.ply, row.position.as_str()), (1, "position after 1"));
    // The next ply from the right expectation goes through; a stale one changes nothing.
    let at_one = at_ply(1);
    s.store.record_move(&game, &at_one, &a_move(2, "reply"), &advanced(2), Vec::new(), None, None).await.unwrap();
    assert!(matches!(
        s.store.record_move(&game, &at_one, &a_move(2, "late"), &advanced(2), Vec::new(), None, None).await,
        Err(StoreError::Conflict)
    ));
    assert_eq!(s.store.moves(&game).await.unwrap().len(), 2);
    assert_eq!(s.store.position_keys(&game, 0).await.unwrap(), [7, 14]);
}
every_store!(racing_moves, one_move_per_ply_however_many_race);

/// A keyed write keeps its answer in its own transaction, and a second write with the key,
/// however many race, changes nothing: one move, one answer, the rest [`StoreError::KeyUsed`].
/// A write that conflicts keeps no answer. Answers past their day are swept.
async fn a_keyed_write_keeps_its_answer_with_it_and_acts_once(s: Fixture) {
    use ortoo_core::store::KeptAnswer;
    let game = setup(&s).await;
    let white = s.store.user_by_name("White").await.unwrap().unwrap().id;
    let kept = |key: &str, response: &str| KeptAnswer {
        user_id: white.clone(),
        key: key.into(),
        request_hash: "hash".into(),
        status: 201,
        response: response.into(),
    };
    // A write that conflicts keeps nothing under its key.
    let stale = at_ply(5);
    let no = kept("k", "no");
    let (late, six) = (a_move(6, "late"), advanced(6));
    let refused = s.store.record_move(&game, &stale, &late, &six, Vec::new(), None, Some(&no)).await;
    assert!(matches!(refused, Err(StoreError::Conflict)));
    assert!(s.store.stored_response(&white, "k").await.unwrap().is_none(), "no answer without its action");

    // Racers with one key on two games: the ply cannot stop the two games' first movers, only
    // the key can.
    let other = setup_named(&s, "W2", "B2").await;
    let start = at_ply(0);
    let mut tasks = Vec::new();
    for i in 0..20 {
        let on = if i % 2 == 0 { game.clone() } else { other.clone() };
        let (db, start, kept) = (s.store.clone(), start.clone(), kept("k", &format!("answer {i}")));
        tasks.push(tokio::spawn(async move {
            let mv = a_move(1, &format!("move {i}"));
            (i, db.record_move(&on, &start, &mv, &advanced(1), Vec::new(), None, Some(&kept)).await)
        }));
    }
    let mut played = Vec::new();
    for t in tasks {
        match t.await.unwrap() {
            (i, Ok(())) => played.push(i),
            (_, Err(StoreError::KeyUsed | StoreError::Conflict)) => {}
            (_, Err(e)) => panic!("a keyed race ends in KeyUsed or a conflict, not {e}"),
        }
    }
    assert_eq!(played.len(), 1, "one write with the key, on either game");
    let stored = s.store.stored_response(&white, "k").await.unwrap().expect("the answer is kept");
    assert_eq!(stored.response, format!("answer {}", played[0]), "the answer kept is the winner's");
    let (won, lost) = if played[0] % 2 == 0 { (&game, &other) } else { (&other, &game) };
    let moves = s.store.moves(won).await.unwrap();
    assert_eq!(moves.iter().map(|m| m.text.clone()).collect::<Vec<_>>(), [format!("move {}", played[0])]);
    assert!(s.store.moves(lost).await.unwrap().is_empty(), "the other game's racers changed nothing");
    let game = won.clone();

    // The key's answer stops a write that would otherwise go through, and changes nothing.
    let next = at_ply(1);
    let x = kept("k", "x");
    let (reply, two) = (a_move(2, "reply"), advanced(2));
    let again = s.store.record_move(&game, &next, &reply, &two, Vec::new(), None, Some(&x)).await;
    assert!(matches!(again, Err(StoreError::KeyUsed)));
    assert_eq!(s.store.moves(&game).await.unwrap().len(), 1);
    let offer = GameUpdate { draw_offer: Some(Side::Black), ..advanced(1) };
    let again = s.store.update_game(&game, &next, &offer, NOW, Vec::new(), Some(&x));
    assert!(matches!(again.await, Err(StoreError::KeyUsed)));
    assert_eq!(s.store.game(&game).await.unwrap().unwrap().draw_offer, None);

    // An answer alone (a refusal): the first kept stays.
    let first = s.store.keep_answer(&kept("r", "first"), NOW).await.unwrap();
    let second = s.store.keep_answer(&kept("r", "second"), NOW).await.unwrap();
    assert_eq!((first.response.as_str(), second.response.as_str()), ("first", "first"));

    // The sweep forgets answers kept before its cutoff, and only those.
    let later = Timestamp::from_millis(NOW.millis() + 1);
    s.store.keep_answer(&kept("late", "late"), later).await.unwrap();
    assert_eq!(s.store.forget_answers(later).await.unwrap(), 2, "the move's answer and the refusal");
    assert!(s.store.stored_response(&white, "k").await.unwrap().is_none());
    assert!(s.store.stored_response(&white, "late").await.unwrap().is_some());
}
every_store!(keyed_writes, a_keyed_write_keeps_its_answer_with_it_and_acts_once);

/// A game's followers come in one query: every forecast, by its owner, and the watchers in the
/// order they came. Each change to them raises the game's followers revision, and a move worked
/// out at another revision conflicts and changes nothing.
async fn a_games_followers_are_read_together_and_counted(s: Fixture) {
    use ortoo_core::forecast::{Branch, ForecastWrite};
    use ortoo_core::store::Followers;
    let game = setup(&s).await;
    let db = &*s.store;
    let revision = |g: &GameId| {
        let g = g.clone();
        async move { db.game(&g).await.unwrap().unwrap().followers_revision }
    };
    let black = db.user_by_name("Black").await.unwrap().unwrap().id;
    let white = db.user_by_name("White").await.unwrap().unwrap().id;
    assert_eq!(db.followers(&game).await.unwrap(), Followers::default());
    assert_eq!(revision(&game).await, 0);
    let seer = db.create_user("Seer", "seer@example.org", "x", NOW).await.unwrap().id;
    let kibitzer = db.create_user("Kibitzer", "kib@example.org", "x", NOW).await.unwrap().id;
    assert!(db.watch(&game, &seer, Timestamp::from_millis(20)).await.unwrap());
    assert!(db.watch(&game, &kibitzer, Timestamp::from_millis(10)).await.unwrap());
    // Watching again changes nothing, and counts nothing.
    assert!(!db.watch(&game, &kibitzer, Timestamp::from_millis(30)).await.unwrap());
    assert_eq!(revision(&game).await, 2);
    let branches = vec![Branch { their: "e4".into(), mine: "e5".into(), then: Vec::new() }];
    assert!(db.set_forecast(&game, &black, 0, &branches, NOW).await.unwrap());
    assert_eq!(revision(&game).await, 3);
    let followers = db.followers(&game).await.unwrap();
    assert_eq!(followers.forecast_of(&black).map(|f| (f.ply, f.branches.clone())), Some((0, branches)));
    assert_eq!(followers.forecast_of(&white), None);
    assert_eq!(followers.forecasts.len(), 1);
    assert_eq!(followers.watchers, [kibitzer.clone(), seer.clone()]);

    // A move worked out at the revision before the forecast conflicts, and changes nothing;
    // worked out with it, it is stored, the forecast is used up and the revision rises.
    let before = Expected { followers_revision: 2, ..at_ply(0) };
    let played = [(a_move(1, "e4"), advanced(1))];
    let unseen = ForecastWrite::Owner { user_id: black.clone(), seen: None, after: None };
    let refused = db.record_moves(&game, &before, &played, Vec::new(), None, None, &unseen).await;
    assert!(matches!(refused, Err(StoreError::Conflict)), "{refused:?}");
    assert_eq!(db.game(&game).await.unwrap().unwrap().ply, 0);
    assert_eq!(db.forecast(&game, &black).await.unwrap().map(|f| f.ply), Some(0));
    let seen =
        ForecastWrite::Owner { user_id: black.clone(), seen: followers.forecast_of(&black).cloned(), after: None };
    let start = Expected { followers_revision: 3, ..before };
    db.record_moves(&game, &start, &played, Vec::new(), None, None, &seen).await.unwrap();
    assert_eq!(db.game(&game).await.unwrap().unwrap().ply, 1);
    assert_eq!(db.forecast(&game, &black).await.unwrap(), None);
    assert_eq!(revision(&game).await, 4);
    // A move that leaves the forecasts alone leaves the revision.
    let next = Expected { ply: 1, followers_revision: 4, ..start };
    let untouched = ForecastWrite::Owner { user_id: white.clone(), seen: None, after: None };
    db.record_moves(&game, &next, &[(a_move(2, "e5"), advanced(2))], Vec::new(), None, None, &untouched).await.unwrap();
    assert_eq!(revision(&game).await, 4);
    assert!(db.unwatch(&game, &seer).await.unwrap());
    assert!(!db.unwatch(&game, &seer).await.unwrap());
    assert_eq!(revision(&game).await, 5);
    assert_eq!(db.followers(&game).await.unwrap(), Followers { forecasts: Vec::new(), watchers: vec![kibitzer] });
}
every_store!(followers, a_games_followers_are_read_together_and_counted);

/// The outbox's compaction deletes notices done with and older than the cutoff, but keeps each
/// player's newest (what the notices list shows) whatever their age, and never a notice still
/// to be sent.
async fn the_outbox_is_compacted_but_keeps_what_the_list_shows(s: Fixture) {
    use ortoo_core::{Notice, NoticeId, NoticeKind};
    let db = &*s.store;
    let notice = |user: &UserId, n: usize| Notice {
        challenge_id: None,
        id: NoticeId::new(),
        user_id: user.clone(),
        kind: NoticeKind::Turn,
        game_id: None,
        ply: None,
        subject: format!("notice {n}"),
        detail: "x".repeat(500),
        words: None,
        dedupe_key: None,
        always_email: false,
        in_reply_to: None,
        address: None,
        hold_ms: 0,
    };
    let many = db.create_user("Many", "many@example.org", "x", NOW).await.unwrap();
    let few = db.create_user("Few", "few@example.org", "x", NOW).await.unwrap();
    let waiting = db.create_user("Waiting", "waiting@example.org", "x", NOW).await.unwrap();
    for user in [&many, &few] {
        db.set_notify(&user.id, ortoo_core::NotifyMode::Off, "24,2", NOW).await.unwrap();
    }
    let at = |i: usize| Timestamp::from_millis(NOW.millis() + i as i64);
    for i in 0..250 {
        db.add_notices(vec![notice(&many.id, i)], at(i)).await.unwrap();
    }
    for i in 0..10 {
        db.add_notices(vec![notice(&few.id, i)], at(i)).await.unwrap();
    }
    // Still to be mailed (the default preference): kept however old.
    db.add_notices(vec![notice(&waiting.id, 0)], at(0)).await.unwrap();

    assert_eq!(db.compact_outbox(at(0), 1000).await.unwrap(), 0, "nothing is older than the cutoff");
    assert_eq!(db.compact_outbox(at(1000), 1000).await.unwrap(), 50, "beyond the newest 200, all old notices go");
    let kept = db.notifications_of(&many.id, false, 1000).await.unwrap();
    assert_eq!(kept.len(), 200);
    assert_eq!(kept.last().unwrap().subject, "notice 50", "the oldest went first");
    assert_eq!(db.notifications_of(&few.id, false, 1000).await.unwrap().len(), 10);
    assert_eq!(db.notifications_of(&waiting.id, false, 1000).await.unwrap().len(), 1);
    assert_eq!(db.compact_outbox(at(1000), 1000).await.unwrap(), 0, "a second pass finds nothing");
}
every_store!(outbox_compaction, the_outbox_is_compacted_but_keeps_what_the_list_shows);

/// Engine jobs are claimed by the accounts waiting taking turns (the one served least recently
/// first), oldest first within an account; a claim up to a level takes nothing above it.
async fn engine_jobs_are_served_round_robin_by_account(s: Fixture) {
    use ortoo_core::{JobId, NewJob};
    let queued = [("a", 12), ("a", 12), ("a", 12), ("c", 12), ("a", 1)];
    let mut games = Vec::new();
    for (i, (account, level)) in queued.iter().enumerate() {
        let game = setup_named(&s, &format!("W{i}"), &format!("B{i}")).await;
        let job = NewJob {
            id: JobId::new(),
            game_id: game.clone(),
            ply: 1,
            level: *level,
            account_id: Some(UserId::from_text(*account)),
        };
        let mv = Move { at: Timestamp::from_millis(100 + i as i64), ..a_move(1, "e4") };
        let start = at_ply(0);
        s.store.record_move(&game, &start, &mv, &advanced(1), Vec::new(), Some(job), None).await.unwrap();
        games.push(game);
    }
    let mut order = Vec::new();
    for k in 0..6 {
        let now = Timestamp::from_millis(1_000 + k);
        // The first claim is a quick lane's: level 4 at most.
        let max_level = if k == 0 { 4 } else { 12 };
        match s.store.claim_job("worker", now, now + 30_000, max_level).await.unwrap() {
            Some(job) => order.push(games.iter().position(|g| g == &job.game_id).unwrap()),
            None => break,
        }
    }
    // The quick lane takes a's level-1 job; then c, never served, comes before a's long ones.
    assert_eq!(order, [4, 3, 0, 1, 2]);
}
every_store!(engine_turns, engine_jobs_are_served_round_robin_by_account);

/// What `/metrics` reads of the shared queues: the outbox's notices due and the oldest of them,
/// the engine's and the analyses' jobs waiting (and since when) and held, and the mail taken in
/// by outcome, counted by whichever process took it.
async fn the_queues_and_the_outbox_are_counted_for_metrics(s: Fixture) {
    use ortoo_core::{JobId, NewJob, Notice, NoticeId, NoticeKind};
    let db = &*s.store;
    let game = setup(&s).await;
    let white = db.user_by_name("White").await.unwrap().unwrap();
    let notice = |n: usize| Notice {
        challenge_id: None,
        id: NoticeId::new(),
        user_id: white.id.clone(),
        kind: NoticeKind::Turn,
        game_id: None,
        ply: None,
        subject: format!("notice {n}"),
        detail: "x".into(),
        words: None,
        dedupe_key: None,
        always_email: false,
        in_reply_to: None,
        address: None,
        hold_ms: 0,
    };
    let at = |ms: i64| Timestamp::from_millis(NOW.millis() + ms);
    let empty = db.outbox_backlog(at(0)).await.unwrap();
    assert_eq!((empty.due, empty.oldest_due), (0, None));
    db.add_notices(vec![notice(0), notice(1)], at(0)).await.unwrap();
    db.add_notices(vec![notice(2)], at(5_000)).await.unwrap();
    let backlog = db.outbox_backlog(at(1_000)).await.unwrap();
    assert_eq!((backlog.due, backlog.oldest_due), (2, Some(at(0))), "the later notice is not due yet");
    assert_eq!(db.outbox_backlog(at(10_000)).await.unwrap().due, 3);

    let job =
        NewJob { id: JobId::new(), game_id: game.clone(), ply: 1, level: 1, account_id: Some(UserId::from_text("a")) };
    let mv = Move { at: at(2_000), ..a_move(1, "e4") };
    db.record_move(&game, &at_ply(0), &mv, &advanced(1), Vec::new(), Some(job), None).await.unwrap();
    let queued = db.queue_stats(at(3_000)).await.unwrap();
    assert_eq!((queued.waiting, queued.running), (1, 0));
    assert!(queued.oldest_waiting.is_some_and(|t| t <= at(3_000)), "{queued:?}");
    assert!(db.claim_job("worker", at(3_000), at(33_000), 12).await.unwrap().is_some());
    let held = db.queue_stats(at(4_000)).await.unwrap();
    assert_eq!((held.waiting, held.running, held.oldest_waiting), (0, 1, None));

    assert!(db.request_analysis(&game, at(6_000)).await.unwrap());
    let analyses = db.analysis_stats(at(7_000)).await.unwrap();
    assert_eq!((analyses.waiting, analyses.running, analyses.oldest_waiting), (1, 0, Some(at(6_000))));

    assert!(db.mail_in_counts().await.unwrap().is_empty());
    for outcome in ["played", "forged", "played"] {
        db.count_mail_in(outcome).await.unwrap();
    }
    assert_eq!(db.mail_in_counts().await.unwrap(), [("forged".to_string(), 1), ("played".to_string(), 2)]);
}
every_store!(metrics_figures, the_queues_and_the_outbox_are_counted_for_metrics);

async fn a_game_write_expects_the_draw_offer_it_read(s: Fixture) {
    let game = setup(&s).await;
    let offered = GameUpdate { draw_offer: Some(Side::Black), ..advanced(0) };
    assert!(
        s.store.update_game(&game, &at_ply(0), &offered, Timestamp::from_millis(1), Vec::new(), None).await.unwrap()
    );
    // Computed from a read before the offer: refused, the offer stands.
    assert!(
        !s.store
            .update_game(&game, &at_ply(0), &advanced(0), Timestamp::from_millis(1), Vec::new(), None)
            .await
            .unwrap()
    );
    let stale = s.store.record_move(&game, &at_ply(0), &a_move(1, "e4"), &advanced(1), Vec::new(), None, None).await;
    assert!(matches!(stale, Err(StoreError::Conflict)));
    assert_eq!(s.store.game(&game).await.unwrap().unwrap().draw_offer, Some(Side::Black));
    assert!(s.store.moves(&game).await.unwrap().is_empty(), "a refused write leaves no move behind");
    let fresh = Expected { draw_offer: Some(Side::Black), ..at_ply(0) };
    s.store.record_move(&game, &fresh, &a_move(1, "e4"), &advanced(1), Vec::new(), None, None).await.unwrap();
    // A finished game takes no more writes.
    let over = GameUpdate { outcome: Some(Outcome::Draw { reason: Reason::Agreement }), ..advanced(1) };
    assert!(s.store.update_game(&game, &at_ply(1), &over, Timestamp::from_millis(1), Vec::new(), None).await.unwrap());
    assert!(
        !s.store
            .update_game(&game, &at_ply(1), &advanced(1), Timestamp::from_millis(1), Vec::new(), None)
            .await
            .unwrap()
    );
}
every_store!(draw_offer_expectation, a_game_write_expects_the_draw_offer_it_read);

/// 2100-01-01, in milliseconds since the epoch.
const FAR_FUTURE: Timestamp = Timestamp::from_millis(4_102_444_800_000);
/// When these tests say things happen: 2026-01-01 UTC.
const NOW: Timestamp = Timestamp::from_millis(1_767_225_600_000);

async fn names_are_unique_without_regard_to_case_and_challenges_accept_once(s: Fixture) {
    let db = &*s.store;
    let khan = db.create_user("Khan", "k@example.org", "x", NOW).await.unwrap();
    assert!(matches!(db.create_user("kHAN", "k2@example.org", "x", NOW).await, Err(StoreError::Conflict)));
    assert_eq!(db.user_by_name("KHAN").await.unwrap().unwrap().id, khan.id);
    let rival = db.create_user("Rival", "r@example.org", "x", NOW).await.unwrap();
    let c = challenge(&khan.id, None, ColorChoice::Random, Some(3));
    db.create_challenge(&c, Vec::new(), None).await.unwrap();
    let game = |white: &UserId, black: &UserId| NewGame {
        variant: "chess".into(),
        options: "{}".into(),
        players: BySide::new(white.clone(), black.clone()),
        position: "start".into(),
        to_move: Side::White,
        time_control: None,
        days_per_move: Some(3),
        // Far in the future: the test server's deadline sweep runs on this database too, and a
        // deadline in the past would time the game out under the test's feet.
        clocks: ClockState { deadline: Some(FAR_FUTURE), ..ClockState::default() },
        next_reminder_at: None,
        levels: BySide::new(None, None),
        rated: true,
        tournament: None,
    };
    let (id_a, id_b) = (GameId::new(), GameId::new());
    let (a, b) = tokio::join!(
        db.accept_challenge(&c.id, &id_a, Timestamp::from_millis(1), game(&khan.id, &rival.id), Vec::new(), None),
        db.accept_challenge(&c.id, &id_b, Timestamp::from_millis(1), game(&rival.id, &khan.id), Vec::new(), None)
    );
    let accepted: Vec<GameId> =
        [(a.unwrap(), id_a), (b.unwrap(), id_b)].into_iter().filter(|(ok, _)| *ok).map(|(_, id)| id).collect();
    let c = c.id;
    assert_eq!(accepted.len(), 1, "exactly one accept creates a game");
    let stored = db.challenge(&c).await.unwrap().unwrap();
    assert_eq!((stored.status, stored.game_id.as_ref()), (ChallengeStatus::Accepted, Some(&accepted[0])));
    assert!(db.game(&accepted[0]).await.unwrap().unwrap().deadline.is_some());
    assert!(
        !db.close_challenge(&c, ChallengeStatus::Cancelled, NOW).await.unwrap(),
        "an accepted challenge cannot be withdrawn"
    );
}
every_store!(names_and_challenges, names_are_unique_without_regard_to_case_and_challenges_accept_once);

/// Every periodic pass of the scheduler is served by its index on both backends: the digest
/// pass no longer reads the whole outbox, and no pass sorts all the rows it finds. (Postgres is
/// told to avoid sequential scans, which it prefers on tables this small: the question is
/// whether an index can serve the query at all.)
async fn periodic_passes_are_served_by_their_indexes(f: Fixture) {
    use ortoo_store::periodic::*;
    use sqlx::Row;
    enum Param {
        Time,
        Text,
        /// A deadline shift: milliseconds, a time and a player.
        Shift,
        /// A time and a batch size.
        Batch,
    }
    // Each pass, and the indexes that serve it (an index that reaches only the held notices,
    // however a backend's planner picks among them).
    let cases: [(String, Param, &[&str]); 8] = [
        (DIGESTS_DUE.to_string(), Param::Time, &["notifications_held", "notifications_due (email=?)"]),
        (HELD_NOTICES.to_string(), Param::Text, &["notifications_held"]),
        (format!("SELECT g.id FROM games g {}", *REMINDERS_DUE_WHERE), Param::Time, &["games_reminders_due"]),
        (format!("SELECT g.id FROM games g {}", *EXPIRED_GAMES_WHERE), Param::Time, &["games_deadline"]),
        (FORGET_ANSWERS.to_string(), Param::Time, &["idempotency_keys_created"]),
        (COMPACT_OUTBOX.to_string(), Param::Batch, &["notifications_due"]),
        (SHIFT_DEADLINES_AS_WHITE.to_string(), Param::Shift, &["games_white"]),
        (SHIFT_DEADLINES_AS_BLACK.to_string(), Param::Shift, &["games_black"]),
    ];
    // Games between many players, with the planner's statistics: on an empty table Postgres
    // cannot tell a player's games (one in forty) from all games in play.
    for i in 0..40 {
        setup_named(&f, &format!("Many{i}"), &format!("Other{i}")).await;
    }
    let db = f.db.as_ref().expect("a database, not the store in memory");
    if let Db::Postgres(pool) = db {
        sqlx::query("ANALYZE").execute(pool).await.unwrap();
    }
    for (sql, param, indexes) in cases {
        let plan: Vec<String> = match db {
            Db::Sqlite { readers, .. } => {
                let query = sqlx::query(sqlx::AssertSqlSafe(format!("EXPLAIN QUERY PLAN {sql}")));
                let query = match param {
                    Param::Time => query.bind(0_i64),
                    Param::Text => query.bind("someone"),
                    Param::Shift => query.bind(0_i64).bind(0_i64).bind("someone"),
                    Param::Batch => query.bind(0_i64).bind(1000_i64),
                };
                query.fetch_all(readers).await.unwrap().iter().map(|r| r.get::<String, _>("detail")).collect()
            }
            Db::Postgres(pool) => {
                let mut conn = pool.acquire().await.unwrap();
                sqlx::query("SET enable_seqscan = off").execute(&mut *conn).await.unwrap();
                let query = sqlx::query(sqlx::AssertSqlSafe(format!("EXPLAIN {sql}")));
                let query = match param {
                    Param::Time => query.bind(0_i64),
                    Param::Text => query.bind("someone"),
                    Param::Shift => query.bind(0_i64).bind(0_i64).bind("someone"),
                    Param::Batch => query.bind(0_i64).bind(1000_i64),
                };
                let rows = query.fetch_all(&mut *conn).await.unwrap();
                sqlx::query("RESET enable_seqscan").execute(&mut *conn).await.unwrap();
                rows.iter().map(|r| r.get::<String, _>(0)).collect()
            }
        };
        let plan = plan.join("\n");
        assert!(indexes.iter().any(|i| plan.contains(i)), "{sql}\nis not served by {indexes:?}:\n{plan}");
        let scans = plan.lines().any(|l| l.trim_start().starts_with("SCAN ") || l.contains("Seq Scan"));
        assert!(!scans, "{sql}\nreads a whole table:\n{plan}");
        assert!(!plan.contains("TEMP B-TREE"), "{sql}\nsorts its rows:\n{plan}");
    }
}

both_databases!(periodic_plans, periodic_passes_are_served_by_their_indexes);

/// A game between two existing players, rated or casual, `plies` into play: its id.
async fn game_between(s: &Fixture, white: &UserId, black: &UserId, rated: bool, plies: i64) -> GameId {
    let db = &*s.store;
    let c = challenge(white, Some(black), ColorChoice::White, None);
    db.create_challenge(&c, Vec::new(), None).await.unwrap();
    let game = NewGame {
        variant: "koan".into(),
        options: "{}".into(),
        players: BySide::new(white.clone(), black.clone()),
        position: "start".into(),
        to_move: Side::White,
        time_control: None,
        days_per_move: None,
        clocks: ClockState::default(),
        next_reminder_at: None,
        levels: BySide::new(None, None),
        rated,
        tournament: None,
    };
    let id = GameId::new();
    assert!(db.accept_challenge(&c.id, &id, NOW, game, Vec::new(), None).await.unwrap());
    for ply in 1..=plies {
        let expected = at_ply(ply - 1);
        db.record_move(&id, &expected, &a_move(ply, "move"), &advanced(ply), Vec::new(), None, None).await.unwrap();
    }
    id
}

/// White mates at ply 3.
fn mating_move() -> (Move, GameUpdate) {
    let outcome = Outcome::Win { winner: Side::White, reason: Reason::Checkmate };
    (Move { at: NOW, ..a_move(3, "mate") }, GameUpdate::finished(outcome, "mated".into(), 3, Side::Black))
}

/// A game's end and its rating change are one write: however many ends race (a mating move, a
/// resignation, a timeout from several processes), one wins, and the game is rated once, as
/// Glicko-2 rates two newcomers' game. A casual game changes no rating.
async fn a_rated_game_is_rated_once_however_its_end_races(s: Fixture) {
    let db = &*s.store;
    let alice = db.create_user("Alice", "a@example.org", "x", NOW).await.unwrap();
    let bob = db.create_user("Bob", "b@example.org", "x", NOW).await.unwrap();
    let game = game_between(&s, &alice.id, &bob.id, true, 2).await;
    let start = at_ply(2);
    let mut tasks = Vec::new();
    for i in 0..24 {
        let (db, game, start) = (s.store.clone(), game.clone(), start.clone());
        tasks.push(tokio::spawn(async move {
            if i % 2 == 0 {
                let (mv, update) = mating_move();
                db.record_move(&game, &start, &mv, &update, Vec::new(), None, None).await.map(|()| true)
            } else {
                let resigned = Outcome::Win { winner: Side::Black, reason: Reason::Resignation };
                let update = GameUpdate::finished(resigned, "start".into(), 2, Side::White);
                db.update_game(&game, &start, &update, NOW, Vec::new(), None).await
            }
        }));
    }
    let mut ended = 0;
    for t in tasks {
        match t.await.unwrap() {
            Ok(true) => ended += 1,
            Ok(false) | Err(StoreError::Conflict) => {}
            Err(e) => panic!("a race to end a game ends in a conflict, not {e}"),
        }
    }
    assert_eq!(ended, 1, "a game ends once");
    let row = db.game(&game).await.unwrap().unwrap();
    let white_score = if row.outcome.unwrap().winner() == Some(Side::White) { 1.0 } else { 0.0 };
    let (white, black) = ortoo_core::rating::after_game(START, START, white_score);
    let changes = db.game_rating_changes(&game).await.unwrap();
    assert_eq!(changes.len(), 2, "{changes:?}");
    for (who, expected, score) in [(&alice, white, white_score), (&bob, black, 1.0 - white_score)] {
        let rating = db.rating(&who.id, "koan").await.unwrap().expect("rated");
        assert_eq!(rating.glicko, expected, "{}", who.name);
        assert_eq!((rating.games, rating.wins, rating.losses, rating.draws), (1, score as i64, 1 - score as i64, 0));
        let history = db.rating_history(&who.id, "koan").await.unwrap();
        assert_eq!(history.len(), 1);
        assert_eq!(
            (&history[0].game_id, history[0].rating_before, history[0].rating),
            (&game, 1500.0, expected.rating)
        );
        assert_eq!(db.ratings_of(&who.id).await.unwrap().len(), 1);
    }
    assert!(db.rating(&alice.id, "chess").await.unwrap().is_none(), "each game its own pool");
    let board = db.leaderboard("koan", 10).await.unwrap();
    assert_eq!(board.len(), 2);
    assert!(board[0].glicko.rating > board[1].glicko.rating, "best first");

    // A casual game ends without a rating change.
    let casual = game_between(&s, &alice.id, &bob.id, false, 2).await;
    let (mv, update) = mating_move();
    db.record_move(&casual, &start, &mv, &update, Vec::new(), None, None).await.unwrap();
    assert!(db.game_rating_changes(&casual).await.unwrap().is_empty());
    assert_eq!(db.rating(&alice.id, "koan").await.unwrap().unwrap().games, 1);

    // A rated game over before both sides moved is not rated.
    let early = game_between(&s, &alice.id, &bob.id, true, 1).await;
    let resigned = Outcome::Win { winner: Side::White, reason: Reason::Resignation };
    let at_once = GameUpdate::finished(resigned, "position after 1".into(), 1, Side::Black);
    let after_one = at_ply(1);
    assert!(db.update_game(&early, &after_one, &at_once, NOW, Vec::new(), None).await.unwrap());
    assert!(db.game_rating_changes(&early).await.unwrap().is_empty());
}
every_store!(rated_once, a_rated_game_is_rated_once_however_its_end_races);

/// Two of a player's games ending at once are rated one after the other: the second reads the
/// rating the first wrote (no lost update), on PostgreSQL's concurrent transactions as on
/// SQLite's one writer.
async fn games_ending_together_are_rated_in_turn(s: Fixture) {
    let db = &*s.store;
    let alice = db.create_user("Alice", "a@example.org", "x", NOW).await.unwrap();
    let mut games = Vec::new();
    for i in 0..6 {
        let rival = db.create_user(&format!("Rival{i}"), &format!("r{i}@example.org"), "x", NOW).await.unwrap();
        // Alice plays White in some and Black in others, so the rows lock in both orders.
        let game = if i % 2 == 0 {
            game_between(&s, &alice.id, &rival.id, true, 2).await
        } else {
            game_between(&s, &rival.id, &alice.id, true, 2).await
        };
        games.push(game);
    }
    let start = at_ply(2);
    let tasks: Vec<_> = games
        .iter()
        .map(|game| {
            let (db, game, start) = (s.store.clone(), game.clone(), start.clone());
            tokio::spawn(async move {
                let (mv, update) = mating_move();
                db.record_move(&game, &start, &mv, &update, Vec::new(), None, None).await
            })
        })
        .collect();
    for t in tasks {
        t.await.unwrap().expect("each game ends");
    }
    let rating = db.rating(&alice.id, "koan").await.unwrap().unwrap();
    assert_eq!((rating.games, rating.wins, rating.losses), (6, 3, 3));
    let history = db.rating_history(&alice.id, "koan").await.unwrap();
    assert_eq!(history.len(), 6);
    let mut befores: Vec<f64> = history.iter().map(|c| c.rating_before).collect();
    let mut afters: Vec<f64> = history.iter().map(|c| c.rating).collect();
    // Each change starts from another's result (or the start): a chain, whatever its order.
    befores.sort_by(f64::total_cmp);
    afters.push(1500.0);
    afters.sort_by(f64::total_cmp);
    let chained = befores.iter().all(|b| afters.iter().any(|a| a == b));
    assert!(chained, "every change starts from a rating a change left: {history:?}");
    let last = afters.iter().copied().find(|a| !befores.contains(a)).expect("one change ends the chain");
    assert_eq!(rating.glicko.rating, last);
    // Listed in the order they were rated, though they all ended in the same millisecond.
    assert_eq!(history[0].rating_before, 1500.0, "{history:?}");
    for pair in history.windows(2) {
        assert_eq!(pair[1].rating_before, pair[0].rating, "the history in the order rated: {history:?}");
    }
    assert_eq!(history.last().unwrap().rating, rating.glicko.rating);
}
every_store!(rated_in_turn, games_ending_together_are_rated_in_turn);

/// A tournament's round is paired once however many processes race to pair it: one pairing
/// wins, the others change nothing (no game of theirs is stored).
async fn a_round_is_paired_once_however_many_race(s: Fixture) {
    let db = &*s.store;
    let mut ids = Vec::new();
    for i in 0..4 {
        ids.push(db.create_user(&format!("Player{i}"), &format!("p{i}@example.org"), "x", NOW).await.unwrap().id);
    }
    let t = ortoo_core::tournament::Tournament {
        id: ortoo_core::TournamentId::new(),
        name: "Race".into(),
        kind: ortoo_core::tournament::Kind::Swiss,
        variant: "chess".into(),
        options: "{}".into(),
        time_control: None,
        days_per_move: None,
        rated: false,
        rounds: 3,
        creator_id: ids[0].clone(),
        creator_name: String::new(),
        starts_at: NOW,
        status: ortoo_core::TournamentStatus::Open,
        round: 0,
        created_at: NOW,
        players: 0,
        roster: 0,
    };
    db.create_tournament(&t, NOW).await.unwrap();
    for id in &ids {
        assert!(db.join_tournament(&t.id, id, NOW).await.unwrap());
    }
    assert!(!db.join_tournament(&t.id, &ids[0], NOW).await.unwrap(), "once");
    let roster = db.tournament(&t.id).await.unwrap().unwrap().roster;
    assert_eq!(roster, 4, "each join bumped the roster, the refused one did not");
    let game = |white: &UserId, black: &UserId| NewGame {
        variant: "chess".into(),
        options: "{}".into(),
        players: BySide::new(white.clone(), black.clone()),
        position: "start".into(),
        to_move: Side::White,
        time_control: None,
        days_per_move: None,
        clocks: ClockState::default(),
        next_reminder_at: None,
        levels: BySide::new(None, None),
        rated: false,
        tournament: Some((t.id.clone(), 1)),
    };
    let mut tasks = Vec::new();
    for i in 0..12 {
        let (db, id) = (s.store.clone(), t.id.clone());
        // Each racer pairs the field its own way.
        let (a, b) = if i % 2 == 0 { ((0, 1), (2, 3)) } else { ((0, 2), (1, 3)) };
        let games = vec![(GameId::new(), game(&ids[a.0], &ids[a.1])), (GameId::new(), game(&ids[b.0], &ids[b.1]))];
        tasks.push(tokio::spawn(async move {
            db.pair_round(
                &id,
                (0, ortoo_core::TournamentStatus::Open, roster),
                (1, ortoo_core::TournamentStatus::Running),
                games,
                Vec::new(),
                Vec::new(),
                NOW,
            )
            .await
            .unwrap()
        }));
    }
    let mut won = 0;
    for task in tasks {
        if task.await.unwrap() {
            won += 1;
        }
    }
    assert_eq!(won, 1, "one pairing wins");
    let games = db.tournament_games(&t.id).await.unwrap();
    assert_eq!(games.len(), 2, "only the winner's games");
    assert!(games.iter().all(|g| g.tournament.as_ref().is_some_and(|seat| seat.round == 1 && seat.name == "Race")));
    let kept = db.tournament(&t.id).await.unwrap().unwrap();
    assert_eq!((kept.round, kept.status, kept.players), (1, ortoo_core::TournamentStatus::Running, 4));
    assert!(!db.join_tournament(&t.id, &ids[0], NOW).await.unwrap(), "closed once running");
}
every_store!(paired_once, a_round_is_paired_once_however_many_race);

/// Every game a player played is read page by page, oldest first, however many there are (an
/// export of the player's data); a list of games of one status is bounded, this is not.
async fn every_game_of_a_player_is_read_page_by_page(s: Fixture) {
    let db = &*s.store;
    let temujin = db.create_user("Temujin", "t@example.org", "x", NOW).await.unwrap();
    let borte = db.create_user("Borte", "b@example.org", "x", NOW).await.unwrap();
    let other = db.create_user("Other", "o@example.org", "x", NOW).await.unwrap();
    let mut played = Vec::new();
    for n in 0..5 {
        let (white, black) = if n % 2 == 0 { (&temujin, &borte) } else { (&borte, &temujin) };
        played.push(game_between(&s, &white.id, &black.id, false, 0).await);
    }
    game_between(&s, &borte.id, &other.id, false, 0).await;
    let mut read = Vec::new();
    let mut after: Option<GameId> = None;
    loop {
        let page = db.games_page(&temujin.id, after.as_ref(), 2).await.unwrap();
        assert!(page.len() <= 2);
        let Some(last) = page.last() else { break };
        after = Some(last.id.clone());
        read.extend(page.into_iter().map(|g| g.id));
    }
    assert_eq!(read, played, "each of the player's games once, oldest first, and no one else's");
}
every_store!(games_page_by_page, every_game_of_a_player_is_read_page_by_page);

/// A takeback returns the game to an earlier ply and deletes the moves after it, once, and only
/// from the game as read. Its time tells the new history from the old: a write computed before
/// it conflicts even when the game is back at that write's ply, and the engine's job of a ply
/// taken back makes way for the job of the ply played again.
async fn a_takeback_deletes_the_moves_after_its_ply_and_starts_a_new_history(s: Fixture) {
    use ortoo_core::{JobId, NewJob};
    let game = setup(&s).await;
    let job = |ply: i64| NewJob { id: JobId::new(), game_id: game.clone(), ply, level: 1, account_id: None };
    // Each takeback raises the followers revision too (the game's forecasts go with it): one
    // by the first (at 60 ms), two by the second.
    let at = |ply: i64, taken_back_at: Option<Timestamp>| Expected {
        taken_back_at,
        followers_revision: taken_back_at.map_or(0, |t| if t < Timestamp::from_millis(70) { 1 } else { 2 }),
        ..at_ply(ply)
    };
    for ply in 1..=3 {
        let queued = (ply == 2).then(|| job(2));
        s.store
            .record_move(
                &game,
                &at(ply - 1, None),
                &a_move(ply, &format!("m{ply}")),
                &advanced(ply),
                Vec::new(),
                queued,
                None,
            )
            .await
            .unwrap();
    }
    let asked = GameUpdate { takeback_offer: Some(Side::White), ..advanced(3) };
    assert!(
        s.store.update_game(&game, &at(3, None), &asked, Timestamp::from_millis(50), Vec::new(), None).await.unwrap()
    );
    let row = s.store.game(&game).await.unwrap().unwrap();
    assert_eq!(row.takeback_offer, Some(Side::White));
    // A write that did not see the request conflicts.
    assert!(
        !s.store
            .update_game(&game, &at(3, None), &advanced(3), Timestamp::from_millis(51), Vec::new(), None)
            .await
            .unwrap()
    );

    let asked_at = Expected { takeback_offer: Some(Side::White), ..at(3, None) };
    let back = advanced(2);
    let when = Timestamp::from_millis(60);
    assert!(s.store.take_back(&game, &asked_at, &back, when, Vec::new(), None).await.unwrap());
    // Once: the same takeback again finds the game changed.
    assert!(
        !s.store.take_back(&game, &asked_at, &advanced(1), Timestamp::from_millis(61), Vec::new(), None).await.unwrap()
    );
    let row = s.store.game(&game).await.unwrap().unwrap();
    assert_eq!((row.ply, row.position.as_str(), row.takeback_offer), (2, "position after 2", None));
    assert_eq!(row.taken_back_at, Some(when));
    assert_eq!(row.followers_revision, 1);
    assert_eq!(s.store.moves(&game).await.unwrap().iter().map(|m| m.text.as_str()).collect::<Vec<_>>(), ["m1", "m2"]);

    // Back at ply 2, a write computed before the takeback (its ply 2 was the old history's)
    // conflicts; one of the new history plays, and queues ply 2's job again.
    let stale = s.store.record_move(&game, &at(2, None), &a_move(3, "old"), &advanced(3), Vec::new(), None, None).await;
    assert!(matches!(stale, Err(StoreError::Conflict)));
    s.store
        .record_move(&game, &at(2, Some(when)), &a_move(3, "new"), &advanced(3), Vec::new(), Some(job(3)), None)
        .await
        .unwrap();
    assert!(
        s.store
            .take_back(&game, &at(3, Some(when)), &advanced(1), Timestamp::from_millis(70), Vec::new(), None)
            .await
            .unwrap()
    );
    s.store
        .record_move(
            &game,
            &at(1, Some(Timestamp::from_millis(70))),
            &a_move(2, "again"),
            &advanced(2),
            Vec::new(),
            Some(job(2)),
            None,
        )
        .await
        .expect("the job of a ply taken back makes way");
    let texts: Vec<String> = s.store.moves(&game).await.unwrap().into_iter().map(|m| m.text).collect();
    assert_eq!(texts, ["m1", "again"]);
}
every_store!(takebacks, a_takeback_deletes_the_moves_after_its_ply_and_starts_a_new_history);
