//! Perft against the oracle tables in `tests/data/` (Fairy-Stockfish and the published
//! chess numbers). Every row up to `LIMIT` leaves runs here; deeper rows belong to the benchmark.

use std::path::PathBuf;

/// Rows with more leaves than this are left to `cargo bench` and `ortoo perft`.
const LIMIT: u64 = 25_000_000;

fn refdata(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("the oracle table {} is missing: {e}", path.display()))
}

/// Runs every row of a `fen, depth, nodes` table; returns how many rows ran.
fn check_table(variant: &str, file: &str) -> usize {
    let table = refdata(file);
    let rules = ortoo_rules::registry::open(variant, &[]).unwrap();
    let mut ran = 0;
    let mut failures = Vec::new();
    for line in table.lines().skip(1).filter(|l| !l.trim().is_empty()) {
        let cols: Vec<&str> = line.split('\t').collect();
        let (fen, depth, nodes): (&str, u32, u64) = (cols[0], cols[1].parse().unwrap(), cols[2].parse().unwrap());
        if nodes > LIMIT {
            continue;
        }
        let game = rules.load(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        let got = game.perft(depth);
        if got != nodes {
            failures.push(format!("{fen} depth {depth}: expected {nodes}, got {got}"));
        }
        ran += 1;
    }
    assert!(failures.is_empty(), "{variant} perft mismatches:\n{}", failures.join("\n"));
    ran
}

#[test]
fn chess_perft_matches_the_published_numbers() {
    assert!(check_table("chess", "perft-chess.tsv") >= 25);
}

#[test]
fn khans_chess_perft_matches_fairy_stockfish() {
    assert!(check_table("khans-chess", "perft-khans-chess.tsv") >= 30);
}

/// Runs every row of a `fen, options, depth, nodes` table (the reference generators' format).
fn check_table_with_options(variant: &str, file: &str) -> usize {
    let table = refdata(file);
    let mut ran = 0;
    let mut failures = Vec::new();
    for line in table.lines().skip(1).filter(|l| !l.trim().is_empty()) {
        let cols: Vec<&str> = line.split('\t').collect();
        let (fen, options, depth, nodes): (&str, &str, u32, u64) =
            (cols[0], cols[1], cols[2].parse().unwrap(), cols[3].parse().unwrap());
        if nodes > LIMIT {
            continue;
        }
        let pairs: Vec<(String, String)> = match options {
            "-" | "default" => vec![],
            list => list.split(',').map(|p| ortoo_rules::Options::pair(p).unwrap()).collect(),
        };
        let rules = ortoo_rules::registry::open(variant, &pairs).unwrap();
        let game = rules.load(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        let got = game.perft(depth);
        if got != nodes {
            failures.push(format!("{fen} [{options}] depth {depth}: expected {nodes}, got {got}"));
        }
        ran += 1;
    }
    assert!(failures.is_empty(), "{variant} perft mismatches:\n{}", failures.join("\n"));
    ran
}

#[test]
fn koan_perft_matches_the_reference_generator() {
    assert!(check_table_with_options("koan", "perft-koan.tsv") >= 14);
}

#[test]
fn shatranj_kamil_x_perft_matches_the_reference_generator() {
    assert!(check_table("shatranj-kamil-x", "perft-shatranj-kamil-x.tsv") >= 8);
}

#[test]
fn khan_perft_matches_the_reference_generator_with_every_option() {
    assert!(check_table_with_options("khan", "perft-khan.tsv") >= 30);
}

#[test]
fn kings_run_perft_matches_the_reference_generator() {
    assert!(check_table_with_options("kings-run", "perft-kings-run.tsv") >= 10);
}
