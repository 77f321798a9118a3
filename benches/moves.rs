//! The move's path inside the server, without HTTP: games in play on the SQLite default, many
//! games at once as under load, each move judged by the rules and written with its notices
//! through the one writer. `cargo bench --bench moves`; the figure is moves per second (the
//! whole server over HTTP is `ortoo loadgen`). Run as a test (`cargo test`), a pass is a tenth
//! as long and only checks that the path works.
//!
//! With `ORTOO_BENCH_FLOOR=FILE` the bench also prints its figure as one line (`moves guard: N
//! moves/s through the path, M by the rules alone: ratio …`) and fails when the path's moves per
//! second against the rules' falls below 80% of the file's `ratio = …`. CI's `.ci/speed-guard`
//! reads that line from this bench and from a landed commit's (`benches/moves.baseline`), built
//! and run in turns on the same machine, with a ratio of 0 so that neither judges itself: the
//! two figures are compared, which holds on any machine, where a ratio kept from another
//! machine did not (the path waits on the disk, the rules on the processor).

use std::cell::Cell;
use std::sync::Arc;
use std::time::{Duration, Instant};

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use ortoo::challenges::{Created, NewChallenge, Opponent};
use ortoo::clock::Clock;
use ortoo::config::{Config, MailTransport};
use ortoo::typed::{Typed, Via};
use ortoo::{Play, PlayError};
use ortoo_core::{Game, Side, User};
use rand::Rng;

/// Games played at once, each by its own two players.
const TABLES: usize = 32;
/// Moves a pass, over all the tables.
const MOVES: usize = 2_000;

fn scale() -> usize {
    if std::env::args().any(|a| a == "--bench") { 1 } else { 10 }
}

async fn new_game(play: &Play, white: &User, black: &User) -> Game {
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
    let Created::Challenge(challenge) = play.challenges.create_challenge(white, request, None).await.unwrap() else {
        panic!("a challenge to a player")
    };
    play.challenges.accept(black, &challenge.id, &[], None).await.unwrap()
}

/// Plays `moves` random legal moves at one table, a new game whenever one ends.
/// (The players pick from the position as the game they were answered with left it, as a
/// client does, so the bench reads nothing the server would not.)
async fn play_at(play: Play, players: [User; 2], mut game: Game, moves: usize) -> Game {
    for _ in 0..moves {
        let state = play.games.state(&game).await.unwrap();
        let legal = state.legal_moves();
        let text = legal[rand::rng().random_range(0..legal.len())].canonical.clone();
        let mover = &players[usize::from(game.to_move == Side::Black)];
        match play.games.submit_move(mover, &game.id, Typed::new(Via::Api, &text, Some(game.ply), None), None).await {
            Ok(done) if !done.game.is_active() => game = new_game(&play, &players[0], &players[1]).await,
            Ok(done) => game = done.game,
            Err(e @ PlayError::Refused(_)) => panic!("a legal move refused: {e}"),
            Err(e) => panic!("{e}"),
        }
    }
    game
}

fn moves(c: &mut Criterion) {
    let moves_a_pass = MOVES / scale();
    let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap();
    let dir = std::env::temp_dir().join(format!("ortoo-bench-moves-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut config = Config::defaults();
    config.database_url = format!("sqlite://{}?mode=rwc", dir.join("ortoo.db").display());
    config.mail.transport = MailTransport::None;
    let (play, mut tables) = runtime.block_on(async {
        let db = ortoo::server::open_database(&config).await.unwrap();
        let (play, _notifier) = ortoo::server::build(&db, &config, Clock::system()).await.unwrap();
        let store: Arc<dyn ortoo_core::Store> = Arc::new(db.clone());
        let mut tables = Vec::with_capacity(TABLES);
        for t in 0..TABLES {
            let white = store.create_user(&format!("W{t}"), &format!("w{t}@example.org"), "x", play.now()).await;
            let black = store.create_user(&format!("B{t}"), &format!("b{t}@example.org"), "x", play.now()).await;
            let players = [white.unwrap(), black.unwrap()];
            let game = new_game(&play, &players[0], &players[1]).await;
            tables.push((Arc::new(players), game));
        }
        (play, tables)
    });
    // Every pass's moves and time, for the guard.
    let (moved, took) = (Cell::new(0usize), Cell::new(Duration::ZERO));
    let mut group = c.benchmark_group("moves");
    group.throughput(Throughput::Elements(moves_a_pass as u64));
    group.sample_size(10).measurement_time(Duration::from_secs(20));
    group.bench_function("random moves at 32 tables, SQLite", |b| {
        b.iter_custom(|passes| {
            let mut spent = Duration::ZERO;
            for _ in 0..passes {
                runtime.block_on(async {
                    let start = Instant::now();
                    let running: Vec<_> = tables
                        .iter()
                        .map(|(players, game)| {
                            let (play, players, game) = (play.clone(), (**players).clone(), game.clone());
                            tokio::spawn(play_at(play, players, game, moves_a_pass / TABLES))
                        })
                        .collect();
                    for (table, task) in tables.iter_mut().zip(running) {
                        table.1 = task.await.unwrap();
                    }
                    spent += start.elapsed();
                });
            }
            moved.set(moved.get() + passes as usize * (moves_a_pass / TABLES) * TABLES);
            took.set(took.get() + spent);
            spent
        });
    });
    group.finish();
    let _ = std::fs::remove_dir_all(&dir);
    if let Ok(floor) = std::env::var("ORTOO_BENCH_FLOOR") {
        guard(&floor, moved.get() as f64 / took.get().as_secs_f64());
    }
}

/// Random moves of Khan's Chess judged by the rules alone, a second's worth: the machine's own
/// speed at the rules, which the path's speed is measured against (see [`guard`]).
fn rules_moves_per_second() -> f64 {
    let variant = ortoo_rules::registry::open("khans-chess", &[]).unwrap();
    let (mut played, start) = (0usize, Instant::now());
    while start.elapsed() < Duration::from_secs(1) {
        let mut state = variant.start();
        for _ in 0..200 {
            let legal = state.legal_moves();
            if legal.is_empty() || state.outcome().is_some() {
                break;
            }
            let text = legal[rand::rng().random_range(0..legal.len())].canonical.clone();
            state.play(&text).unwrap();
            played += 1;
        }
    }
    played as f64 / start.elapsed().as_secs_f64()
}

/// Fails when the path's speed against the rules' is below 80% of the floor file's `ratio`.
fn guard(floor: &str, path_per_second: f64) {
    let text = std::fs::read_to_string(floor).unwrap_or_else(|e| panic!("cannot read {floor}: {e}"));
    let kept: f64 = text
        .lines()
        .find_map(|l| l.trim().strip_prefix("ratio = "))
        .and_then(|r| r.trim().parse().ok())
        .unwrap_or_else(|| panic!("{floor} has no \"ratio = …\" line"));
    // The rules' figure swings from second to second on a shared machine (a third either way
    // on the project's VM): the median of five seconds is the machine's speed.
    let mut samples: Vec<f64> = (0..5).map(|_| rules_moves_per_second()).collect();
    samples.sort_by(f64::total_cmp);
    let rules = samples[2];
    let ratio = path_per_second / rules;
    println!(
        "moves guard: {path_per_second:.0} moves/s through the path, {rules:.0} by the rules alone: ratio {ratio:.5} \
         (kept {kept:.5}, floor {:.5})",
        kept * 0.8
    );
    assert!(
        ratio >= kept * 0.8,
        "the move path is more than 20% slower than {floor} keeps: ratio {ratio:.5} against {kept:.5}"
    );
}

criterion_group!(benches, moves);
criterion_main!(benches);
