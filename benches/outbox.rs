//! The notifier's drain: turn notices waiting in a SQLite outbox, each drawn up from its game
//! (read fresh, once per game a batch) and written as an `.eml` file, then marked sent.
//! `cargo bench --bench outbox`; the figure is notices mailed per second. The mail folder is
//! `ORTOO_BENCH_MAIL_DIR` if set (a tmpfs such as `/dev/shm` leaves out the disk's cost of
//! creating files, which is not the notifier's), else beside the database in the temp folder.

use std::sync::Arc;
use std::time::{Duration, Instant};

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use ortoo::challenges::{Created, NewChallenge, Opponent};
use ortoo::clock::Clock;
use ortoo::config::{Config, MailTransport};
use ortoo_core::{GameId, Notice, NoticeId, NoticeKind, UserId};

/// Notices a pass: ten notifier batches.
const NOTICES: usize = 2_000;
/// Games they tell of: four notices a game, as under many games in play.
const GAMES: usize = 500;
/// Run as a test (`cargo test`, no `--bench`), a tenth of the work: each mail pictures its
/// board, and the test only checks that the drain works.
fn scale() -> usize {
    if std::env::args().any(|a| a == "--bench") { 1 } else { 10 }
}

fn drain(c: &mut Criterion) {
    let (notices_a_pass, game_count) = (NOTICES / scale(), GAMES / scale());
    let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap();
    let dir = std::env::temp_dir().join(format!("ortoo-bench-outbox-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut config = Config::defaults();
    config.database_url = format!("sqlite://{}?mode=rwc", dir.join("ortoo.db").display());
    config.mail.transport = MailTransport::File;
    config.mail.dir = match std::env::var_os("ORTOO_BENCH_MAIL_DIR") {
        Some(mail) => std::path::PathBuf::from(mail).join(format!("ortoo-bench-mail-{}", std::process::id())),
        None => dir.join("mail"),
    }
    .display()
    .to_string();
    config.mail.reply_address = "move@ortoo.example".into();
    let (notifier, store, games, white) = runtime.block_on(async {
        let db = ortoo::server::open_database(&config).await.unwrap();
        let (play, notifier) = ortoo::server::build(&db, &config, Clock::system()).await.unwrap();
        let store: std::sync::Arc<dyn ortoo_core::Store> = std::sync::Arc::new(db.clone());
        let white = store.create_user("White", "white@example.org", "x", play.now()).await.unwrap();
        let black = store.create_user("Black", "black@example.org", "x", play.now()).await.unwrap();
        let mut games = Vec::with_capacity(game_count);
        for _ in 0..game_count {
            let request = NewChallenge {
                variant: "khans-chess".into(),
                options: Default::default(),
                setup: None,
                opponent: Opponent::User(black.name.clone()),
                color: Some("white".into()),
                time_control: None,
                rated: None,
                rating_range: None,
            };
            let Created::Challenge(challenge) = play.challenges.create_challenge(&white, request, None).await.unwrap()
            else {
                panic!("a challenge to a player")
            };
            games.push(play.challenges.accept(&black, &challenge.id, &[], None).await.unwrap());
        }
        // What the games' start left in the outbox goes first, outside the measure.
        while notifier.round().await.unwrap().sent > 0 {}
        (notifier, store, games, white)
    });
    let notifier = Arc::new(notifier);
    let mut group = c.benchmark_group("outbox");
    group.throughput(Throughput::Elements(notices_a_pass as u64));
    group.sample_size(10).measurement_time(Duration::from_secs(20));
    group.bench_function("drain turn notices to files", |b| {
        b.iter_custom(|passes| {
            let mut spent = Duration::ZERO;
            for _ in 0..passes {
                runtime.block_on(async {
                    // White is to move in every game at ply 0: each notice still holds.
                    let notices = (0..notices_a_pass)
                        .map(|i| {
                            let game = &games[i % game_count];
                            Notice {
                                challenge_id: None,
                                id: NoticeId::new(),
                                user_id: UserId::from_text(white.id.as_str()),
                                kind: NoticeKind::Turn,
                                game_id: Some(GameId::from_text(game.id.as_str())),
                                ply: Some(0),
                                subject: "Your move in Khan's Chess against Black (ply 1)".into(),
                                detail: "Black played (ply 0): P e7-e5\n".into(),
                                words: None,
                                dedupe_key: None,
                                always_email: false,
                                in_reply_to: None,
                                address: None,
                                hold_ms: 0,
                            }
                        })
                        .collect();
                    store.add_notices(notices, notifier.clock.now()).await.unwrap();
                    let start = Instant::now();
                    let mut sent = 0;
                    while sent < notices_a_pass {
                        let round = notifier.round().await.unwrap();
                        assert_eq!(round.moot + round.retrying + round.failed, 0, "{round:?}");
                        sent += round.sent;
                    }
                    spent += start.elapsed();
                });
                let _ = std::fs::remove_dir_all(&config.mail.dir);
                std::fs::create_dir_all(&config.mail.dir).unwrap();
            }
            spent
        });
    });
    group.finish();
    let _ = std::fs::remove_dir_all(&config.mail.dir);
    let _ = std::fs::remove_dir_all(&dir);
}

criterion_group!(benches, drain);
criterion_main!(benches);
