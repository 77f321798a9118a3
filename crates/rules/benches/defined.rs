//! Perft of games defined as data, single thread: the speed of the general move generator.
//! `cargo bench -p ortoo-rules --bench defined`. The issue measures capablanca (5), grand (4),
//! shatranj (6), courier (5), berolina (5) and antichess (6) against Fairy-Stockfish; here each
//! runs one ply shallower, so that a run takes minutes (`--example defined_perft` times the full
//! depths once).

use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use ortoo_rules::defined::builtin;

fn perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("defined perft");
    group.sample_size(10).warm_up_time(Duration::from_secs(1)).measurement_time(Duration::from_secs(10));
    for (name, depth, nodes) in [
        ("capablanca", 4, 805_128),
        ("grand", 3, 259_514),
        ("shatranj", 5, 1_164_248),
        ("courier", 4, 500_337),
        ("berolina", 4, 882_717),
        ("antichess", 5, 2_732_672),
    ] {
        let board = builtin::board(name).expect("a built-in variant");
        let start = board.read_fen(&board.def.start_fen).expect("its start position");
        group.bench_function(format!("{name} start d{depth}"), |b| {
            b.iter(|| assert_eq!(board.perft(&start, depth), nodes));
        });
    }
    group.finish();
}

criterion_group!(benches, perft);
criterion_main!(benches);
