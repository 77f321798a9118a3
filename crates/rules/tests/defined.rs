//! Games defined as data against the oracle: every row of each built-in variant's table (start
//! position and playout positions, node counts from Fairy-Stockfish) up to depth 3 here; the
//! deeper rows with `ORTOO_DEEP_PERFT=1`.

use std::collections::BTreeSet;

use ortoo_rules::defined::builtin;
use ortoo_rules::{Outcome, Reason, Side};

/// The tables' variants this step does not define yet (their rules come next).
const NOT_YET: &[&str] = &[];

/// The tables, by phase: the first forty games, those with pieces in hand, then the families
/// of hoppers, palaces, counts, blasts and walls.
const TABLES: &[&str] = &["variants", "variants-hands", "variants-families"];

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

/// Plays `line` from `fen` in `variant`, each move accepted, and returns the outcome after it
/// with the ply it came at.
fn ending_of(variant: &str, fen: &str, line: &[&str]) -> (usize, Option<Outcome>) {
    let mut state = ortoo_rules::registry::open(variant, &[]).unwrap().load(fen).unwrap();
    for (ply, text) in line.iter().enumerate() {
        let played = state.play(text).unwrap_or_else(|r| panic!("{variant}: {text} refused: {r}"));
        if played.outcome.is_some() {
            assert_eq!(ply + 1, line.len(), "{variant}: the game ended early, at {text}");
            return (ply + 1, played.outcome);
        }
    }
    (line.len(), state.outcome())
}

/// Sennichite: shogi's fourth repetition ends the game. A side that gave check with every move
/// of the repetition loses; otherwise it is a draw. Minishogi counts it a loss for the first
/// player, whoever repeats (`nFoldValueAbsolute`).
#[test]
fn sennichite_is_judged_from_the_history() {
    // A rook checking a lone king from two files, the king stepping between two corners.
    let fen = "k8/9/9/9/4R4/9/9/9/4K4[-] w 0 1";
    let checks = ["k a9-b9", "R a5-b5", "k b9-a9", "R b5-a5"];
    let line: Vec<&str> = ["R e5-a5"].into_iter().chain(checks.iter().cycle().take(4 * 3).copied()).collect();
    let (ply, outcome) = ending_of("shogi", fen, &line);
    assert_eq!(ply, 13, "the position after the first check, a fourth time");
    assert_eq!(outcome, Some(Outcome::Win { winner: Side::Black, reason: Reason::PerpetualCheck }));
    // Without the checks: the rook shuffles on its rank, the king between its corners.
    let quiet = ["R e5-d5", "k a9-b9", "R d5-e5", "k b9-a9"];
    let line: Vec<&str> = quiet.iter().cycle().take(4 * 3).copied().collect();
    let (ply, outcome) = ending_of("shogi", fen, &line);
    assert_eq!(ply, 12, "the start position, a fourth time");
    assert_eq!(outcome, Some(Outcome::Draw { reason: Reason::Repetition }));
    // Minishogi: the same shuffle loses for White (sente), even when Black repeats last.
    let fen = "k4/5/5/2R2/4K[-] w 0 1";
    let quiet = ["R c2-d2", "k a5-b5", "R d2-c2", "k b5-a5"];
    let line: Vec<&str> = quiet.iter().cycle().take(4 * 3).copied().collect();
    let (_, outcome) = ending_of("minishogi", fen, &line);
    assert_eq!(outcome, Some(Outcome::Win { winner: Side::Black, reason: Reason::Repetition }));
}

/// Shogi's moves as its players write them: the western notation (`S-5c+` promoting, `S-5c=`
/// declining, `P*5e` a drop) and USI (`5d5c+`), each read back to the same move.
#[test]
fn shogi_moves_in_its_own_notations() {
    let variant = ortoo_rules::registry::open("shogi", &[]).unwrap();
    let state = variant.load("4k4/9/9/4S4/9/9/9/9/4K4[P] w 0 1").unwrap();
    let canonical = |text: &str| {
        let mut s = state.clone_box();
        s.play(text).unwrap_or_else(|r| panic!("{text}: {r}")).accepted.canonical
    };
    let promoting = canonical("S-5c+");
    let declining = canonical("S-5c=");
    assert_ne!(promoting, declining);
    assert_eq!(canonical("5d5c+"), promoting);
    assert_eq!(canonical("5d5c"), declining);
    assert_eq!(state.san(&promoting).unwrap().as_deref(), Some("S-5c+"));
    assert_eq!(state.san(&declining).unwrap().as_deref(), Some("S-5c="));
    assert_eq!(state.usi(&promoting).unwrap().as_deref(), Some("5d5c+"));
    assert_eq!(canonical("P*5e"), "P-e5");
    assert_eq!(state.san("P-e5").unwrap().as_deref(), Some("P*5e"));
    // Without its mark the move is ambiguous, and refused.
    assert!(state.clone_box().play("S5c").is_err());
    // Chess has no USI.
    let chess = ortoo_rules::registry::open("chess", &[]).unwrap().start();
    assert_eq!(chess.usi("e2e4").unwrap(), None);
}
