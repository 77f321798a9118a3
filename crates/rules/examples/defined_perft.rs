//! Times perft of built-in variants defined as data, once each, at the depths the issue compares
//! with Fairy-Stockfish (or those given: `capablanca 5 grand 4`), and checks the counts.
//! `cargo run --release -p ortoo-rules --example defined_perft`

use std::time::Instant;

use ortoo_rules::defined::builtin;

/// Fairy-Stockfish's counts for the start positions (its `go perft`), the oracle.
const TARGETS: &[(&str, u32, u64)] = &[
    ("capablanca", 5, 28_741_319),
    ("grand", 4, 15_921_643),
    ("shatranj", 6, 19_864_709),
    ("courier", 5, 14_144_849),
    ("berolina", 5, 29_119_802),
    ("antichess", 6, 46_264_162),
];

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let asked: Vec<(String, u32)> =
        args.chunks(2).filter_map(|p| Some((p[0].clone(), p.get(1)?.parse().ok()?))).collect();
    let runs: Vec<(String, u32)> =
        if asked.is_empty() { TARGETS.iter().map(|(n, d, _)| (n.to_string(), *d)).collect() } else { asked };
    let mut total = 0.0;
    for (name, depth) in runs {
        let board = builtin::board(&name).unwrap_or_else(|f| panic!("{name}: {f:?}"));
        let start = board.read_fen(&board.def.start_fen).expect("its start position");
        let began = Instant::now();
        let nodes = board.perft(&start, depth);
        let seconds = began.elapsed().as_secs_f64();
        total += seconds;
        let expected = TARGETS.iter().find(|(n, d, _)| *n == name && *d == depth).map(|t| t.2);
        let verdict = match expected {
            Some(e) if e == nodes => "matches Fairy-Stockfish",
            Some(_) => "DIFFERS from Fairy-Stockfish",
            None => "no count on record",
        };
        println!(
            "{name} d{depth}: {nodes} in {seconds:.2} s ({:.2} M nodes/s), {verdict}",
            nodes as f64 / seconds / 1e6
        );
    }
    println!("total {total:.2} s");
}
