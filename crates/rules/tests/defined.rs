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

/// Xiangqi's repetitions: a side that checks with every move of one loses it, and so does a side
/// that chases the same piece with every move (here a chariot an unprotected horse, the horse
/// fleeing between two points and the chariot following).
#[test]
fn xiangqi_perpetual_check_and_chase_lose() {
    // The chariot checks the general on the tenth rank, then on the ninth, the general stepping
    // between them.
    let fen = "4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1";
    let checks = ["R a9-a10", "K e10-e9", "R a10-a9", "K e9-e10"];
    let (ply, outcome) = ending_of("xiangqi", fen, &checks.repeat(2));
    assert_eq!(ply, 8, "the start position, a third time");
    assert_eq!(outcome, Some(Outcome::Win { winner: Side::Black, reason: Reason::PerpetualCheck }));
    // The chariot attacks the horse on g7 from a7, then on h9 from a9.
    let fen = "4k4/R8/9/6n2/9/9/9/9/9/3K5 w - - 0 1";
    let chase = ["R a9-a7", "N g7-h9", "R a7-a9", "N h9-g7"];
    let (ply, outcome) = ending_of("xiangqi", fen, &chase.repeat(2));
    assert_eq!(ply, 8);
    assert_eq!(outcome, Some(Outcome::Win { winner: Side::Black, reason: Reason::PerpetualChase }));
    // A chariot on the tenth rank protects the horse on h9 (and one on the g-file the horse on
    // g7): attacked where it is protected, the horse is not chased, and the repetition is drawn.
    let fen = "4k1rr1/R8/9/6n2/9/9/9/9/9/3K5 w - - 0 1";
    let (_, outcome) = ending_of("xiangqi", fen, &chase.repeat(2));
    assert_eq!(outcome, Some(Outcome::Draw { reason: Reason::Repetition }));
    // The game read back from its position, its keys and its chases, as the server keeps it
    // between two moves, judges the chase all the same.
    let variant = ortoo_rules::registry::open("xiangqi", &[]).unwrap();
    let mut state = variant.load("4k4/R8/9/6n2/9/9/9/9/9/3K5 w - - 0 1").unwrap();
    let (mut keys, mut chases) = (vec![state.key()], vec![state.chase()]);
    for text in chase.repeat(2).iter().take(6) {
        state.play(text).unwrap();
        keys.push(state.key());
        chases.push(state.chase());
    }
    assert!(chases[1].is_some_and(|c| c.chased != 0), "the chariot's first move chases the horse");
    let mut read = variant.load(&state.position_text()).unwrap();
    read.set_history(&keys[..keys.len() - 1]);
    read.set_chases(&chases);
    read.play("R a7-a9").unwrap();
    let played = read.play("N h9-g7").unwrap();
    assert_eq!(played.outcome, Some(Outcome::Win { winner: Side::Black, reason: Reason::PerpetualChase }));
}

/// Xiangqi's move limit as the Asian Xiangqi Federation counts it: a side's checks past its tenth
/// do not count, so a game of many checks goes on past the hundredth ply without a capture (here
/// from the sixtieth, the chariot checking the general around its palace: every check counted, it
/// would end at the 40th ply), and ends where Fairy-Stockfish ends it (pyffish's
/// `is_optional_game_end`): at the 47th, drawn, a position there coming a third time.
#[test]
fn xiangqi_checks_past_the_tenth_do_not_count_toward_the_move_limit() {
    let fen = "3k5/9/9/9/4R4/9/9/9/9/4K4 w - - 60 1";
    let line = "e6e10 d10d9 e10h10 d9d8 h10h8 d8d9 h8h9 d9d10 e1f1 d10e10 h9e9 e10d10 e9e10 d10d9 e10d10 \
                d9e9 d10d3 e9e8 d3d8 e8e9 f1f2 e9e10 d8d10 e10d10 f2f1 d10e10 f1f2 e10d10 f2f3 d10d9 f3e3 \
                d9d8 e3f3 d8e8 f3f2 e8d8 f2f1 d8e8 f1f2 e8e9 f2f3 e9e10 f3f2 e10e9 f2f1 e9e8 f1f2";
    let line: Vec<&str> = line.split_whitespace().collect();
    let (ply, outcome) = ending_of("xiangqi", fen, &line);
    assert_eq!((ply, outcome), (47, Some(Outcome::Draw { reason: Reason::Repetition })));
}

/// Xiangqi games ending by a repetition, found where a side checks or chases (Fairy-Stockfish
/// telling what each move chased), each judged as Fairy-Stockfish judges it: the table
/// `data/repetitions.tsv` (the winner, or `draw`, then the moves from the start).
#[test]
fn xiangqi_repetitions_are_judged_as_fairy_stockfish_judges_them() {
    let table = include_str!("data/repetitions.tsv");
    let (mut checks, mut chases, mut drawn) = (0, 0, 0);
    for (row, line) in table.lines().enumerate().filter(|(_, l)| !l.starts_with('#')) {
        let (winner, moves) = line.split_once('\t').unwrap_or_else(|| panic!("row {row}: {line}"));
        let moves: Vec<&str> = moves.split_whitespace().collect();
        let fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
        let (ply, outcome) = ending_of("xiangqi", fen, &moves);
        let context = format!("row {}: {}", row + 1, moves.join(" "));
        assert_eq!(ply, moves.len(), "{context}");
        match (winner, outcome) {
            ("draw", Some(Outcome::Draw { reason: Reason::Repetition })) => drawn += 1,
            ("white" | "black", Some(Outcome::Win { winner: side, reason: Reason::PerpetualCheck }))
                if side.name().eq_ignore_ascii_case(winner) =>
            {
                checks += 1
            }
            ("white" | "black", Some(Outcome::Win { winner: side, reason: Reason::PerpetualChase }))
                if side.name().eq_ignore_ascii_case(winner) =>
            {
                chases += 1
            }
            (_, outcome) => panic!("{context}: Fairy-Stockfish {winner}, ortoo {outcome:?}"),
        }
    }
    eprintln!("{checks} lost by perpetual check, {chases} by perpetual chase, {drawn} drawn");
    assert!(checks >= 5 && chases >= 100 && drawn >= 100, "{checks} checks, {chases} chases, {drawn} drawn");
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

/// Janggi's arrangements: each side's horses and elephants as its player chooses them (read from
/// the player's own left, Red's being the board's right), offered as options left to each side's
/// player; the counts from each start as Fairy-Stockfish gives them for the same position.
#[test]
fn janggi_arrangements_are_each_sides_own_choice() {
    use ortoo_rules::registry;
    let start = |options: &[(&str, &str)]| {
        let pairs: Vec<(String, String)> = options.iter().map(|(n, v)| (n.to_string(), v.to_string())).collect();
        registry::open("janggi", &pairs).unwrap().start().position_text()
    };
    assert_eq!(start(&[]), "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1");
    assert_eq!(
        start(&[("blue", "outer"), ("red", "left")]),
        "rnba1anbr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ANBR w - - 0 1"
    );
    assert_eq!(
        start(&[("blue", "left"), ("red", "right")]),
        "rbna1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ABNR w - - 0 1"
    );
    assert_eq!(
        start(&[("blue", "right"), ("red", "outer")]),
        "rbna1anbr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ANBR w - - 0 1"
    );
    // Each of the sixteen starts: its board, and its counts as Fairy-Stockfish gives them for
    // that position (`position fen …`, `go perft`): depth 3 here, depth 4 with
    // ORTOO_DEEP_PERFT=1 (depth 3 does not tell Red's arrangements apart).
    let deep = std::env::var("ORTOO_DEEP_PERFT").is_ok_and(|v| v == "1");
    let starts: [(&str, &str, &str, u64, u64); 16] = [
        ("inner", "inner", "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR", 33000, 1065277),
        ("inner", "outer", "rbna1anbr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR", 33000, 1076353),
        ("inner", "left", "rnba1anbr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR", 33000, 1070815),
        ("inner", "right", "rbna1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR", 33000, 1070815),
        ("outer", "inner", "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ANBR", 33336, 1076739),
        ("outer", "outer", "rbna1anbr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ANBR", 33336, 1087883),
        ("outer", "left", "rnba1anbr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ANBR", 33336, 1082311),
        ("outer", "right", "rbna1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ANBR", 33336, 1082311),
        ("left", "inner", "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ABNR", 33168, 1071008),
        ("left", "outer", "rbna1anbr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ABNR", 33168, 1082118),
        ("left", "left", "rnba1anbr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ABNR", 33168, 1076567),
        ("left", "right", "rbna1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ABNR", 33168, 1076559),
        ("right", "inner", "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ANBR", 33168, 1071008),
        ("right", "outer", "rbna1anbr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ANBR", 33168, 1082118),
        ("right", "left", "rnba1anbr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ANBR", 33168, 1076559),
        ("right", "right", "rbna1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ANBR", 33168, 1076567),
    ];
    for (blue, red, board, three, four) in starts {
        let options = [("blue".to_string(), blue.to_string()), ("red".to_string(), red.to_string())];
        let game = registry::open("janggi", &options).unwrap();
        let state = game.start();
        assert_eq!(state.position_text(), format!("{board} w - - 0 1"), "blue {blue}, red {red}");
        assert_eq!(state.perft(3), three, "blue {blue}, red {red}");
        if deep {
            assert_eq!(state.perft(4), four, "blue {blue}, red {red}");
        }
    }
    let janggi = registry::info("janggi").unwrap();
    let owners: Vec<(&str, Option<Side>)> =
        janggi.options.iter().map(|o| (o.name, o.chosen_by.map(|c| c.side))).collect();
    assert_eq!(owners, [("blue", Some(Side::White)), ("red", Some(Side::Black))]);
    let refused = registry::open("janggi", &[("red".into(), "sideways".into())]).err().unwrap();
    assert_eq!(refused.to_string(), "option red takes one of inner, outer, left, right, not \"sideways\"");
    // Xiangqi's horses and elephants stand where they stand.
    assert!(registry::info("xiangqi").unwrap().options.is_empty());
}
