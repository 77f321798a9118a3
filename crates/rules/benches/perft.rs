//! Perft from the start positions, single thread: the speed of the move generator the engine
//! searches through. `cargo bench -p ortoo-rules --bench perft`; the targets are
//! chess d6 ≤ 2.2 s, Khan's Chess d6 ≤ 16 s and Shatranj Kamil X d5 < 2.5 s on the project's
//! 2-core machines.

use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use ortoo_rules::Game;
use ortoo_rules::chess::chess;
use ortoo_rules::khans_chess::khans_chess;

fn perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(10).warm_up_time(Duration::from_secs(1)).measurement_time(Duration::from_secs(20));

    let game = chess();
    let start = game.start_position();
    group.bench_function("chess start d5", |b| b.iter(|| assert_eq!(game.perft(&start, 5), 4_865_609)));
    group.bench_function("chess start d6", |b| b.iter(|| assert_eq!(game.perft(&start, 6), 119_060_324)));

    let game = khans_chess();
    let start = game.start_position();
    group.bench_function("khans-chess start d5", |b| b.iter(|| assert_eq!(game.perft(&start, 5), 16_477_807)));
    group.bench_function("khans-chess start d6", |b| {
        b.iter(|| assert_eq!(game.perft(&start, 6), 666_829_564));
    });

    let game = ortoo_rules::shatranj_kamil_x::ShatranjKamilX::new();
    let start = game.start_position();
    group.bench_function("shatranj-kamil-x start d5", |b| b.iter(|| assert_eq!(game.perft(&start, 5), 34_806_564)));
    group.finish();
}

criterion_group!(benches, perft);
criterion_main!(benches);
