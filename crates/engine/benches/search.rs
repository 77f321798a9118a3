//! Search speed per game from the start position at a fixed depth, single thread:
//! `cargo bench -p ortoo-engine --bench search`. Each run prints the nodes searched and the
//! nodes per second of the median; criterion reports the time.

use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use ortoo_engine::{Evaluate, Search, SearchLimits};
use ortoo_rules::{chess, khan, khans_chess, kings_run, koan, shatranj_kamil_x};

/// Depths that take a fraction of a second each (King's Run lists every way to end a turn).
fn bench_game<G: Evaluate>(c: &mut Criterion, name: &str, game: &G, depth: u32) {
    let start = game.start_position();
    // One search outside the timing, for the node count (the search is deterministic).
    let mut search = Search::new(game, 16);
    let report = search.think(&start, &[], &SearchLimits::depth(depth));
    let nodes = report.nodes;
    let mut times = Vec::new();
    c.bench_function(&format!("{name} start d{depth}"), |b| {
        b.iter_custom(|iterations| {
            let mut total = Duration::ZERO;
            for _ in 0..iterations {
                // A fresh table each time: every iteration does the same work.
                let mut search = Search::new(game, 16);
                let began = Instant::now();
                let report = search.think(&start, &[], &SearchLimits::depth(depth));
                let took = began.elapsed();
                assert_eq!(report.nodes, nodes);
                times.push(took);
                total += took;
            }
            total
        });
    });
    times.sort();
    if let Some(median) = times.get(times.len() / 2) {
        println!(
            "{name} d{depth}: {nodes} nodes, median {median:?}, {:.0} nodes/s",
            nodes as f64 / median.as_secs_f64()
        );
    }
}

fn search(c: &mut Criterion) {
    bench_game(c, "chess", &chess::chess(), 6);
    bench_game(c, "khans-chess", &khans_chess::khans_chess(), 6);
    bench_game(c, "khan", &khan::Khan::new(ortoo_rules::Options::defaults(&khan::OPTIONS)), 5);
    bench_game(c, "shatranj-kamil-x", &shatranj_kamil_x::ShatranjKamilX::new(), 5);
    bench_game(c, "koan", &koan::Koan::new(), 7);
    bench_game(c, "kings-run", &kings_run::KingsRun::new(), 3);
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10).warm_up_time(Duration::from_secs(1)).measurement_time(Duration::from_secs(5));
    targets = search
}
criterion_main!(benches);
