//! Games defined as data against the oracle: every row of each built-in variant's table (start
//! position and playout positions, node counts from Fairy-Stockfish) up to depth 3 here; the
//! deeper rows with `ORTOO_DEEP_PERFT=1`.

use std::collections::BTreeSet;

use ortoo_rules::defined::builtin;

/// The tables' variants this step does not define yet (their rules come next).
const NOT_YET: &[&str] = &[];

/// The tables, by phase: the first forty games, then those with pieces in hand.
const TABLES: &[&str] = &["variants", "variants-hands"];

fn tables() -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = TABLES
        .iter()
        .flat_map(|dir| {
            std::fs::read_dir(format!("{}/tests/data/{dir}", env!("CARGO_MANIFEST_DIR")))
                .expect("the tables are in the repository")
                .map(|e| e.expect("a table").path())
        })
        .map(|p| (p.file_stem().unwrap().to_string_lossy().into_owned(), std::fs::read_to_string(&p).unwrap()))
        .collect();
    out.sort();
    out
}

#[test]
fn every_table_is_defined_or_listed_as_not_yet() {
    let defined: BTreeSet<String> = builtin::names().into_iter().collect();
    for (name, _) in tables() {
        assert!(
            defined.contains(&name) != NOT_YET.contains(&name.as_str()),
            "{name}: defined {} and listed as not yet {}",
            defined.contains(&name),
            NOT_YET.contains(&name.as_str())
        );
    }
}

#[test]
fn built_in_variants_match_the_oracle() {
    let deep = std::env::var("ORTOO_DEEP_PERFT").is_ok_and(|v| v == "1");
    let mut checked = 0;
    // `ORTOO_PERFT_VARIANTS=crazyhouse,loop` checks those tables alone (the count below then
    // does not hold).
    let only: Option<Vec<String>> =
        std::env::var("ORTOO_PERFT_VARIANTS").ok().map(|v| v.split(',').map(str::to_string).collect());
    for (name, table) in tables() {
        if NOT_YET.contains(&name.as_str()) || only.as_ref().is_some_and(|o| !o.contains(&name)) {
            continue;
        }
        let board = builtin::board(&name).unwrap_or_else(|f| panic!("{name}: {f:?}"));
        for row in table.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
            let cols: Vec<&str> = row.split('\t').collect();
            let (fen, depth, nodes): (&str, u32, u64) = (cols[1], cols[2].parse().unwrap(), cols[3].parse().unwrap());
            if depth > 3 && !deep {
                continue;
            }
            let pos = board.read_fen(fen).unwrap_or_else(|e| panic!("{name}: {fen}: {e}"));
            assert_eq!(board.perft(&pos, depth), nodes, "{name} {fen} depth {depth}");
            checked += 1;
        }
    }
    eprintln!("{checked} rows checked");
    assert!(only.is_some() || checked >= 480, "{checked} rows checked");
}

mod never_panics {
    use ortoo_rules::defined::{builtin, check};
    use proptest::prelude::*;

    /// Lines that look like a variants.ini file's, good and bad, in any order.
    fn line() -> impl Strategy<Value = String> {
        let keys = prop::sample::select(vec![
            "maxFile",
            "maxRank",
            "startFen",
            "customPiece1",
            "customPiece26",
            "king",
            "pawn",
            "promotionRegionWhite",
            "promotionLimit",
            "extinctionPieceTypes",
            "castlingKingsideFile",
            "flagRegion",
            "checkCounting",
            "doubleStepRegionBlack",
            "castlingKingPiece",
            "nMoveRuleTypes",
            "pieceDrops",
            "mustCapture",
        ]);
        let values = prop::sample::select(vec![
            "",
            "-",
            "*",
            "0",
            "13",
            "12",
            "10",
            "l",
            "true",
            "maybe",
            "a:QN",
            "p:pR",
            "q:1 r:x",
            "*1 *10 z9",
            "k:",
            ":N",
            "x:W0",
            "p:fmWfceFifmnD",
            "8/8 w",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "99/8/8/8/8/8/8/8 w - - 0 1",
            "kq",
            "*",
            "q",
            "d4 e4 d5 e5",
        ]);
        prop_oneof![
            (keys, values).prop_map(|(k, v)| format!("{k} = {v}")),
            "[a-z0-9:\\[\\]=#; ]{0,20}",
            prop::sample::select(vec!["[mine:chess]", "[other:mine]", "[loop:loop]", "[x:capablanca]", "[bad name]"])
                .prop_map(str::to_string),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(400))]
        #[test]
        fn reading_any_file_never_panics(lines in prop::collection::vec(line(), 0..24)) {
            let checked = check("random.ini", &lines.join("\n"));
            for board in &checked.boards {
                let pos = board.read_fen(&board.def.start_fen).expect("a variant is ready only if its start reads");
                let _ = board.legal_moves(&pos);
            }
        }

        #[test]
        fn reading_any_fen_never_panics(text in "[0-9a-zA-Z/ +\\-]{0,60}") {
            for name in ["capablanca", "grand", "3check", "fischerandom"] {
                let board = builtin::board(name).expect("a built-in variant");
                if let Ok(pos) = board.read_fen(&text) {
                    let _ = board.legal_moves(&pos);
                    let _ = board.write_fen(&pos);
                }
            }
        }
    }
}
