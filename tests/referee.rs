//! `ortoo match` end to end: real engine processes (ortoo's own, and small scripts that fail in
//! each way an engine can), refereed by the rules, with the PGN and summary it writes.

use std::path::{Path, PathBuf};
use std::process::Command;

const ORTOO: &str = env!("CARGO_BIN_EXE_ortoo");

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ortoo-referee-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn ortoo_engine(name: &str, level: u8) -> String {
    format!("name={name} cmd={ORTOO} arg=uci option.Level={level}")
}

/// A UCI engine in a shell script that answers `go` with `on_go` (nothing, to hang).
fn script_engine(dir: &Path, name: &str, on_go: &str) -> String {
    let path = dir.join(name);
    let log = dir.join(format!("{name}.log"));
    let script = format!(
        "#!/bin/sh\nwhile read line; do\n  echo \"$line\" >> '{}'\n  case \"$line\" in\n    uci) echo 'id name {name}'; echo uciok;;\n    \
         isready) echo readyok;;\n    go*) {on_go};;\n    quit) exit 0;;\n  esac\ndone\n",
        log.display()
    );
    std::fs::write(&path, script).unwrap();
    let status = Command::new("chmod").arg("+x").arg(&path).status().unwrap();
    assert!(status.success());
    format!("name={name} cmd={}", path.display())
}

struct Run {
    ok: bool,
    stdout: String,
    stderr: String,
    summary: serde_json::Value,
    pgn: String,
}

fn referee(dir: &Path, args: &[&str]) -> Run {
    let (json, pgn) = (dir.join("summary.json"), dir.join("games.pgn"));
    let out =
        Command::new(ORTOO).arg("match").args(args).arg("--json").arg(&json).arg("--pgn").arg(&pgn).output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    let summary = std::fs::read_to_string(&json)
        .ok()
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or(serde_json::Value::Null);
    Run { ok: out.status.success(), stdout, stderr, summary, pgn: std::fs::read_to_string(&pgn).unwrap_or_default() }
}

/// In every game, two ortoo levels play short games to an ending the rules give (or the ply
/// limit); each opening is played with both colours.
#[test]
fn ortoo_plays_itself_in_every_game() {
    let dir = scratch("every-game");
    for variant in ["chess", "khans-chess", "khan", "kings-run", "shatranj-kamil-x", "koan"] {
        let (a, b) = (ortoo_engine("low", 1), ortoo_engine("high", 2));
        let run = referee(
            &dir,
            &[
                "--variant",
                variant,
                "--engine",
                &a,
                "--engine",
                &b,
                "--games",
                "2",
                "--time",
                "20ms",
                "--max-plies",
                "30",
                // A debug build on a loaded machine (King's Run's first iteration lists
                // hundreds of turns) may overrun 20 ms: this test is about the games, not time.
                "--margin-ms",
                "5000",
            ],
        );
        assert!(run.ok, "{variant}:\n{}\n{}", run.stdout, run.stderr);
        let s = &run.summary;
        assert_eq!(s["games"], 2, "{variant}: {s}");
        assert_eq!(s["failures"], serde_json::json!([0, 0]), "{variant}: no engine failed: {}", run.stderr);
        let t = &s["tally"];
        let total = t["wins"].as_u64().unwrap() + t["draws"].as_u64().unwrap() + t["losses"].as_u64().unwrap();
        assert_eq!(total, 2, "{variant}: {s}");
        assert!(s["depth"][0]["moves"].as_u64().unwrap() > 0, "{variant}: depths were read: {s}");
        // Two games, colours swapped, the same opening of four plies.
        assert_eq!(run.pgn.matches("[Event ").count(), 2, "{variant}:\n{}", run.pgn);
        assert!(run.pgn.contains("[White \"low\"]\n[Black \"high\"]"), "{}", run.pgn);
        assert!(run.pgn.contains("[White \"high\"]\n[Black \"low\"]"), "{}", run.pgn);
        let openings: Vec<String> = run
            .pgn
            .split("[Event ")
            .skip(1)
            .map(|g| g.split("\n\n").nth(1).unwrap().split_whitespace().take(6).collect::<Vec<_>>().join(" "))
            .collect();
        assert_eq!(openings[0], openings[1], "{variant}: one opening, both colours");
        for game in run.stderr.lines().filter(|l| l.starts_with("game")) {
            assert!(!game.contains("not a legal move") && !game.contains("on time"), "{variant}: {game}");
        }
        if variant == "chess" || variant == "khans-chess" {
            assert!(!run.pgn.contains("[Notation"), "{variant} has SAN:\n{}", run.pgn);
        } else {
            assert!(run.pgn.contains("[Notation \"coordinate\"]"), "{variant}:\n{}", run.pgn);
        }
    }
}

/// Shatranj Kamil X's draw against a lone king is the winning player's to claim, and a player
/// trying to win does not: the referee plays on (here to the ply limit) instead of claiming it
/// for them. A repetition, which either player may claim, is still claimed.
#[test]
fn a_lone_kings_draw_is_not_claimed_for_the_player_who_is_winning() {
    let dir = scratch("lone-king");
    let openings = dir.join("openings.txt");
    std::fs::write(&openings, "9k/10/10/10/10/10/10/10/10/K1W7 w - - 0 1\n").unwrap();
    let engine = ortoo_engine("e", 1);
    let openings_arg = format!("file:{}", openings.display());
    let run = referee(
        &dir,
        &[
            "--variant",
            "shatranj-kamil-x",
            "--engine",
            &engine,
            "--engine",
            &engine,
            "--games",
            "2",
            "--time",
            "20ms",
            "--max-plies",
            "12",
            "--margin-ms",
            "5000",
            "--openings",
            &openings_arg,
        ],
    );
    assert!(run.ok, "{}\n{}", run.stdout, run.stderr);
    let games: Vec<&str> = run.stderr.lines().filter(|l| l.starts_with("game")).collect();
    assert_eq!(games.len(), 2, "{}", run.stderr);
    for game in games {
        assert!(!game.contains("a claim"), "{game}");
        assert!(game.contains("12 plies") || game.contains("checkmate") || game.contains("stalemate"), "{game}");
    }
}

/// An engine that fails loses: an illegal move, silence past its time, a program that is not
/// there. The match goes on and says who failed.
#[test]
fn an_engine_that_fails_loses_the_game() {
    let dir = scratch("failing");
    let good = ortoo_engine("ortoo", 1);
    for (bad, expect) in [
        (script_engine(&dir, "illegal", "echo 'bestmove a1a1'"), "played a1a1, which is not a legal move here"),
        (script_engine(&dir, "silent", ":"), "lost on time"),
        (script_engine(&dir, "nomove", "echo 'bestmove (none)'"), "gave no move"),
        ("name=absent cmd=/nonexistent/engine".to_string(), "could not be started"),
    ] {
        let run = referee(
            &dir,
            &[
                "--variant",
                "chess",
                "--engine",
                &good,
                "--engine",
                &bad,
                "--games",
                "2",
                "--time",
                "50ms",
                "--margin-ms",
                "200",
            ],
        );
        assert!(run.ok, "{}\n{}", run.stdout, run.stderr);
        assert_eq!(run.summary["tally"], serde_json::json!({"wins": 2, "draws": 0, "losses": 0}), "{}", run.stderr);
        assert_eq!(run.summary["failures"], serde_json::json!([0, 2]), "{}", run.stderr);
        assert!(run.stderr.contains(expect), "{expect:?} in:\n{}", run.stderr);
    }
}

/// An engine's own options are set before the variant is chosen: Fairy-Stockfish reads games
/// such as Khan's Chess from its `VariantPath` file, which must come first.
#[test]
fn engine_options_come_before_the_variant() {
    let dir = scratch("options");
    let good = ortoo_engine("ortoo", 1);
    let bad = script_engine(&dir, "listener", "echo 'bestmove a1a1'") + " option.VariantPath=/somewhere/variants.ini";
    let run = referee(
        &dir,
        &["--variant", "khans-chess", "--engine", &good, "--engine", &bad, "--games", "1", "--time", "20ms"],
    );
    assert!(run.ok, "{}\n{}", run.stdout, run.stderr);
    let heard = std::fs::read_to_string(dir.join("listener.log")).unwrap();
    let path = heard.find("setoption name VariantPath value /somewhere/variants.ini").expect(&heard);
    let variant = heard.find("setoption name UCI_Variant value khans").expect(&heard);
    assert!(path < variant, "{heard}");
    assert!(heard.contains("position startpos moves "), "the opening's moves are sent: {heard}");
}

/// With an SPRT, the match stops once the test is decided, long before its game limit.
#[test]
fn the_sprt_stops_a_decided_match_early() {
    let dir = scratch("sprt");
    let good = ortoo_engine("ortoo", 1);
    let bad = script_engine(&dir, "illegal", "echo 'bestmove a1a1'");
    let run = referee(
        &dir,
        &[
            "--variant",
            "koan",
            "--engine",
            &good,
            "--engine",
            &bad,
            "--games",
            "200",
            "--time",
            "20ms",
            "--sprt",
            "elo0=0,elo1=20",
        ],
    );
    assert!(run.ok, "{}\n{}", run.stdout, run.stderr);
    let games = run.summary["games"].as_u64().unwrap();
    assert!((10..60).contains(&games), "decided in {games} games:\n{}", run.stdout);
    assert_eq!(run.summary["sprt"]["verdict"], "h1", "{}", run.summary);
    assert!(run.stdout.contains("H1 accepted"), "{}", run.stdout);
    // Where the test was decided is said; a game under way then is finished and counted, but
    // the verdict is the one reached.
    let decided = run.summary["sprt"]["decided_after"].as_u64().expect("decided_after");
    assert!(decided <= games && games <= decided + 1, "{}", run.summary);
    assert!(run.stdout.contains(&format!("decided after {decided} games")), "{}", run.stdout);
}

/// Bad settings are refused with a reason, before any engine starts.
#[test]
fn bad_match_settings_are_refused_with_reasons() {
    let dir = scratch("bad");
    let good = ortoo_engine("ortoo", 1);
    for (args, says) in [
        (vec!["--variant", "checkers", "--engine", &good, "--engine", &good], "checkers"),
        (vec!["--variant", "chess", "--engine", &good], "two --engine"),
        (vec!["--variant", "chess", "--engine", &good, "--engine", "name=x"], "cmd="),
        (vec!["--variant", "chess", "--engine", &good, "--engine", &good, "--time", "soon"], "time control"),
        (vec!["--variant", "chess", "--engine", &good, "--engine", &good, "--sprt", "elo0=5,elo1=1"], "elo1"),
        (vec!["--variant", "chess", "--engine", &good, "--engine", &good, "--openings", "book"], "opening source"),
    ] {
        let run = referee(&dir, &args);
        assert!(!run.ok, "{args:?} was taken");
        assert!(run.stderr.contains(says), "{args:?}: {says:?} in {}", run.stderr);
    }
}

/// `--positions` writes the engines' positions with their games' results, and `ortoo tune` fits
/// the weights to them and prints the fitted set as Rust.
#[test]
fn self_play_positions_feed_the_tuner() {
    let dir = scratch("positions");
    let positions = dir.join("positions.txt");
    let args = [
        "--variant",
        "khans-chess",
        "--games",
        "4",
        "--time",
        "20ms",
        "--max-plies",
        "60",
        // However loaded the machine, no game is lost on time: a forfeit writes no positions.
        "--margin-ms",
        "10000",
        "--engine",
        &ortoo_engine("a", 2),
        "--engine",
        &ortoo_engine("b", 2),
        "--positions",
        positions.to_str().unwrap(),
    ];
    let run = referee(&dir, &args);
    assert!(run.ok, "{}\n{}", run.stdout, run.stderr);
    let text = std::fs::read_to_string(&positions).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    // Each game's plies after its four random opening plies, none from an unfinished game.
    assert!(lines.len() >= 4 * 10, "{} lines", lines.len());
    let games: std::collections::BTreeSet<&str> = lines.iter().map(|l| l.split('\t').next().unwrap()).collect();
    assert_eq!(games.into_iter().collect::<Vec<_>>(), ["1", "2", "3", "4"]);
    let rules = ortoo_rules::registry::open("khans-chess", &[]).unwrap();
    for line in &lines {
        let fields: Vec<&str> = line.split('\t').collect();
        assert_eq!(fields.len(), 3, "{line}");
        assert!(rules.load(fields[1]).is_ok(), "{line}");
        assert!(["1", "0.5", "0"].contains(&fields[2]), "{line}");
    }
    let out = Command::new(ORTOO)
        .args(["tune", "--variant", "khans-chess", "--passes", "2", "--positions"])
        .arg(&positions)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}\n{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout.contains("positions, K ") && stdout.contains("mean squared error"), "{stdout}");
    assert!(stdout.contains("pub const KHANS_CHESS: ChessTerms = ChessTerms {"), "{stdout}");
    // A game that does not exist, or a file that is not positions, is refused with a sentence.
    let out =
        Command::new(ORTOO).args(["tune", "--variant", "bughouse", "--positions"]).arg(&positions).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("there is no game called \"bughouse\""));
    let out =
        Command::new(ORTOO).args(["tune", "--variant", "chess", "--positions", "/no/such/file"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot read /no/such/file"));
    // A line that is not text, or not three fields, is named.
    let garbled = dir.join("garbled.txt");
    std::fs::write(&garbled, b"1\t8/8/8/8/8/8/8/K6k w - - 0 1\t0.5\n2\t\xff\xfe\t1\n").unwrap();
    let out = Command::new(ORTOO).args(["tune", "--variant", "chess", "--positions"]).arg(&garbled).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot read line 2 of"), "{out:?}");
    std::fs::write(&garbled, format!("{}\textra\n", lines[0])).unwrap();
    let out =
        Command::new(ORTOO).args(["tune", "--variant", "khans-chess", "--positions"]).arg(&garbled).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("line 1: expected game<TAB>position<TAB>result"), "{out:?}");
}
