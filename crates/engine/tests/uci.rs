//! UCI sessions scripted through the generic reader and writer, as a GUI would speak: every
//! `bestmove` must be a move the rules accept, and every bad line gets an `info string`.

use std::io::{BufReader, Cursor, Write};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use ortoo_engine::uci;
use ortoo_rules::{GameState, registry};

/// Runs a whole script and returns what the engine said.
fn session(script: &str) -> String {
    let out = uci::run(Cursor::new(script.to_string()), Vec::new()).expect("the session runs");
    String::from_utf8(out).expect("UCI output is text")
}

fn lines_starting<'a>(output: &'a str, prefix: &str) -> Vec<&'a str> {
    output.lines().filter(|l| l.starts_with(prefix)).collect()
}

/// The move of the one `bestmove` line.
fn best_move(output: &str) -> String {
    let best = lines_starting(output, "bestmove ");
    assert_eq!(best.len(), 1, "one bestmove expected:\n{output}");
    best[0]["bestmove ".len()..].split_whitespace().next().unwrap().to_string()
}

/// The game `position` set up, replayed through the rules, for checking the engine's answer.
fn replay(variant: &str, fen: Option<&str>, moves: &[&str]) -> Box<dyn GameState> {
    let v = registry::open(variant, &[]).unwrap();
    let mut game = match fen {
        Some(fen) => v.load(fen).unwrap(),
        None => v.start(),
    };
    for m in moves {
        game.play(m).unwrap();
    }
    game
}

#[test]
fn uci_names_the_engine_and_lists_every_variant_in_its_options() {
    let out = session("uci\nisready\nquit\n");
    assert!(out.starts_with("id name ortoo "), "{out}");
    assert!(out.contains("\nid author "), "{out}");
    let variant = lines_starting(&out, "option name UCI_Variant type combo default chess ");
    assert_eq!(variant.len(), 1, "{out}");
    let vars: Vec<&str> = variant[0].split(" var ").skip(1).collect();
    assert_eq!(vars[..6], ["chess", "khan", "khans", "kings-run", "shatranj-kamil-x", "koan"]);
    // Then the built-in games defined as data, by the names Fairy-Stockfish knows them by (a
    // file another test reads with VariantPath may add more after them).
    let built_in: Vec<String> = ortoo_rules::defined::builtin::names().into_iter().filter(|n| n != "chess").collect();
    assert_eq!(vars[6..6 + built_in.len()], built_in.iter().map(String::as_str).collect::<Vec<_>>()[..]);
    assert!(vars.contains(&"capablanca") && vars.contains(&"3check"), "{vars:?}");
    assert!(out.contains("\noption name Hash type spin default 16 min 1 max "), "{out}");
    assert!(out.contains("\noption name Level type spin default 0 min 0 max 12\n"), "{out}");
    assert!(out.contains("\noption name Rules type string default <empty>\n"), "{out}");
    assert!(out.contains("\noption name VariantPath type string default <empty>\n"), "{out}");
    assert!(out.ends_with("uciok\nreadyok\n"), "{out}");
}

#[test]
fn startpos_with_moves_then_go_depth_gives_a_legal_move_after_them() {
    let moves = ["e2e4", "e7e5", "g1f3", "b8c6"];
    let out = session(&format!("uci\nposition startpos moves {}\ngo depth 3\n", moves.join(" ")));
    let best = best_move(&out);
    let mut game = replay("chess", None, &moves);
    game.play(&best).unwrap_or_else(|r| panic!("{best}: {r}"));
    let infos = lines_starting(&out, "info depth ");
    assert!(infos.len() >= 3, "an info line per depth:\n{out}");
    for info in &infos {
        for word in [" score ", " nodes ", " nps ", " time ", " pv "] {
            assert!(info.contains(word), "{info}");
        }
    }
    assert!(out.contains("info depth 3 score cp "), "{out}");
}

#[test]
fn fen_positions_are_searched_and_a_mate_in_one_is_reported_as_such() {
    let out = session("position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\ngo depth 3\n");
    assert_eq!(best_move(&out), "a1a8");
    assert!(out.contains(" score mate 1 "), "{out}");
    let info = lines_starting(&out, "info depth ");
    assert!(info.last().unwrap().ends_with(" pv a1a8"), "{out}");
}

#[test]
fn promotions_are_written_as_fairy_stockfish_writes_them() {
    // Chess: the pawn queens, `a7a8q`.
    let out = session("position fen 8/P7/8/8/8/8/8/k6K w - - 0 1\ngo depth 3\n");
    assert_eq!(best_move(&out), "a7a8q");
    // Khan's Chess: a Scout promotes only to a Khatun, `c2e1t`, and takes moves in that form.
    // (White's king stays home, far from a campmate race that would outweigh the promotion.)
    let fen = "k7/8/8/8/8/8/2s5/7K b - - 0 1";
    // (At depth 1 the promotion's gain decides; deeper, a king march may come first.)
    let out = session(&format!("setoption name UCI_Variant value khans\nposition fen {fen}\ngo depth 1\n"));
    let best = best_move(&out);
    assert!(best == "c2a1t" || best == "c2e1t", "{out}");
    replay("khans-chess", Some(fen), &[&best]);
    let out =
        session(&format!("setoption name UCI_Variant value khans\nposition fen {fen} moves c2e1t h1h2\ngo depth 2\n"));
    replay("khans-chess", Some(fen), &["c2e1t", "h1h2", &best_move(&out)]);
    assert!(!out.contains("info string"), "{out}");
}

#[test]
fn every_variant_is_selectable_by_its_uci_name_and_by_its_ortoo_id() {
    for info in registry::variants() {
        let uci_name = uci::variant_name(info.id);
        for name in [uci_name, info.id] {
            let out = session(&format!(
                "setoption name UCI_Variant value {name}\nucinewgame\nisready\nposition startpos\ngo depth 1\n"
            ));
            assert!(!out.contains("info string"), "{name}: {out}");
            let best = best_move(&out);
            assert!(!best.contains(' '), "{best}");
            let mut game = replay(info.id, None, &[]);
            game.play(&best).unwrap_or_else(|r| panic!("{name}: {best}: {r}"));
        }
    }
}

#[test]
fn kings_run_turns_travel_as_one_token_with_their_second_part() {
    let script = "setoption name UCI_Variant value kings-run\nposition startpos moves e2e4;P'-e4 e7e5;discard\n\
                  go depth 1\n";
    let out = session(script);
    assert!(!out.contains("info string"), "{out}");
    let best = best_move(&out);
    let mut game = replay("kings-run", None, &["e2e4;P'-e4", "e7e5;discard"]);
    let played = game.play(&best).unwrap_or_else(|r| panic!("{best}: {r}"));
    assert_eq!(uci::uci_move(&played.accepted.coordinate), best);
}

#[test]
fn khan_rules_and_setup_come_from_the_rules_option() {
    let script = "setoption name UCI_Variant value khan\nsetoption name Rules value setup=basic exchanges=off\n\
                  position startpos\ngo depth 1\n";
    let out = session(script);
    assert!(!out.contains("info string"), "{out}");
    let options = [("setup".to_string(), "basic".to_string()), ("exchanges".to_string(), "off".to_string())];
    let mut game = registry::open("khan", &options).unwrap().start();
    game.play(&best_move(&out)).unwrap();
    // Rules the variant does not take are refused when the position is set up, with the reason.
    let out = session("setoption name Rules value setup=basic\nposition startpos\ngo depth 1\n");
    assert!(out.contains("info string chess has no option \"setup\""), "{out}");
    assert!(out.ends_with("bestmove (none)\n"), "{out}");
}

#[test]
fn a_repetition_the_earlier_moves_make_is_seen_by_the_search() {
    // Black has a khan and a Kheshig against the whole of White's army. After these moves,
    // h8-g6-h8 brings the start position back a third time: an immediate draw in Khan's Chess,
    // which Black takes (score 0) only because the position command's moves are remembered.
    let fen = "4k2h/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1";
    let moves = "g1f3 h8g6 f3g1 g6h8 g1f3 h8g6 f3g1";
    let out =
        session(&format!("setoption name UCI_Variant value khans\nposition fen {fen} moves {moves}\ngo depth 3\n"));
    assert_eq!(best_move(&out), "g6h8", "{out}");
    assert!(lines_starting(&out, "info depth ").last().unwrap().contains(" score cp 0 "), "{out}");
    // The same position without its history is simply lost.
    let after = replay("khans-chess", Some(fen), &moves.split(' ').collect::<Vec<_>>()).position_text();
    let out = session(&format!("setoption name UCI_Variant value khans\nposition fen {after}\ngo depth 3\n"));
    let last = lines_starting(&out, "info depth ").last().unwrap().to_string();
    assert!(!last.contains(" score cp 0 "), "{out}");
    // One more shuffle and the repetition has happened. Adjudicating it is the GUI's part (it
    // may not count repetitions as ortoo's rules do): the engine says so and still moves, as
    // UCI engines do whenever a move is legal.
    let out = session(&format!(
        "setoption name UCI_Variant value khans\nposition fen {fen} moves {moves} g6h8\ngo depth 3\n"
    ));
    assert!(out.contains("info string draw by repetition; searching on, for the GUI to adjudicate"), "{out}");
    let answer = best_move(&out);
    let after = replay("khans-chess", Some(fen), &format!("{moves} g6h8").split(' ').collect::<Vec<_>>());
    let fresh = replay("khans-chess", Some(&after.position_text()), &[]);
    assert!(fresh.legal_moves().iter().any(|m| m.coordinate == answer), "{answer} is legal: {out}");
}

#[test]
fn a_mated_side_gets_mate_0_and_bestmove_none() {
    let out = session("position fen R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1\ngo depth 2\n");
    assert_eq!(
        out,
        "info depth 0 score mate 0\ninfo string the game is over: White wins by checkmate\nbestmove (none)\n"
    );
}

#[test]
fn bad_lines_are_answered_with_info_string_and_the_session_goes_on() {
    let cases: &[(&str, &str)] = &[
        ("fly away", "unknown command \"fly\""),
        ("setoption name Contempt value 20", "no option named \"Contempt\""),
        ("setoption value 3", "setoption needs"),
        ("setoption name UCI_Variant value bughouse", "unknown variant \"bughouse\" (known: khan, khans,"),
        ("setoption name Hash value 0", "option Hash takes megabytes from 1 to"),
        ("setoption name Level value 13", "option Level takes 0 (full strength) or a level from 1 to 12"),
        ("setoption name Rules value setup", "Rules: \"setup\" is not an option"),
        ("position", "position needs startpos or fen"),
        ("position fen", "position needs startpos or fen"),
        ("position startpos e2e4", "position needs startpos or fen"),
        ("position fen rnbqkbnr/pppppppp w", "invalid position"),
        ("position startpos moves e2e4 e7e5 e1e3", "move 3 (e1e3) refused: K e1-e3 is not a legal move"),
        ("position startpos moves e2e4 z9z9", "move 2 (z9z9) refused"),
        ("go depth deep", "go depth needs a whole number, not \"deep\""),
        ("go sideways", "go: unknown word \"sideways\""),
    ];
    for (line, reason) in cases {
        let out = session(&format!("{line}\nisready\n"));
        assert!(out.starts_with(&format!("info string {reason}")), "{line}: {out}");
        assert!(out.ends_with("readyok\n"), "{line}: {out}");
    }
    // A go that cannot be searched still gets its bestmove, so a GUI never waits for ever.
    let out = session("go depth -\n");
    assert!(out.ends_with("bestmove (none)\n"), "{out}");
    // Bytes that are not text, and blank lines, cost nothing.
    let out = uci::run(Cursor::new(b"\xff\xfe\n\n   \nisready\n".to_vec()), Vec::new()).unwrap();
    let out = String::from_utf8(out).unwrap();
    assert!(out.starts_with("info string unknown command"), "{out}");
    assert!(out.ends_with("readyok\n"), "{out}");
    // A refused move leaves the position before it: the search goes on from there.
    let out = session("position startpos moves e2e4 e7e5 e1e3\ngo depth 1\n");
    replay("chess", None, &["e2e4", "e7e5", &best_move(&out)]);
}

#[test]
fn quit_during_go_infinite_stops_the_search_and_answers() {
    let started = Instant::now();
    let out = session("position startpos\ngo infinite\nquit\nisready\n");
    assert!(started.elapsed() < Duration::from_secs(10));
    replay("chess", None, &[&best_move(&out)]);
    assert!(!out.contains("readyok"), "nothing is read after quit: {out}");
}

/// Output that the test reads while the session still writes it.
#[derive(Clone, Default)]
struct Shared(Arc<Mutex<Vec<u8>>>);

impl Write for Shared {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().write(buf)
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Shared {
    fn text(&self) -> String {
        String::from_utf8(self.0.lock().unwrap().clone()).unwrap()
    }

    fn wait_for(&self, what: &str) -> String {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let text = self.text();
            if text.contains(what) {
                return text;
            }
            assert!(Instant::now() < deadline, "no \"{what}\" in:\n{text}");
            std::thread::sleep(Duration::from_millis(10));
        }
    }
}

#[test]
fn while_thinking_infinitely_isready_is_answered_and_stop_brings_the_bestmove() {
    let (reader, mut gui) = std::io::pipe().unwrap();
    let shared = Shared::default();
    let engine = {
        let out = shared.clone();
        std::thread::spawn(move || uci::run(BufReader::new(reader), out))
    };
    writeln!(gui, "position startpos moves d2d4\ngo infinite").unwrap();
    shared.wait_for("info depth 2 ");
    writeln!(gui, "isready").unwrap();
    let text = shared.wait_for("readyok");
    assert!(!text.contains("bestmove"), "go infinite answers only after stop:\n{text}");
    // An infinite search does not end on its own, however long it has run.
    std::thread::sleep(Duration::from_millis(300));
    assert!(!shared.text().contains("bestmove"));
    writeln!(gui, "stop").unwrap();
    let text = shared.wait_for("bestmove ");
    writeln!(gui, "quit").unwrap();
    drop(gui);
    engine.join().unwrap().unwrap();
    replay("chess", None, &["d2d4", &best_move(&text)]);
    assert_eq!(best_move(&shared.text()), best_move(&text), "one bestmove only");
}

#[test]
fn go_with_a_clock_answers_in_its_share_of_the_time() {
    let started = Instant::now();
    let out = session("position startpos\ngo wtime 3000 btime 3000 winc 0 binc 0\n");
    assert!(started.elapsed() < Duration::from_secs(2), "{:?}", started.elapsed());
    replay("chess", None, &[&best_move(&out)]);
    let out = session("position startpos\ngo movetime 200\n");
    replay("chess", None, &[&best_move(&out)]);
    let out = session("position startpos\ngo nodes 5000\n");
    replay("chess", None, &[&best_move(&out)]);
    let last = lines_starting(&out, "info depth ").last().unwrap().to_string();
    let nodes: u64 = last.split(" nodes ").nth(1).unwrap().split(' ').next().unwrap().parse().unwrap();
    // The limit is read at every node; quiescence may finish the node it is in.
    assert!(nodes <= 5_100, "{out}");
}

#[test]
fn a_go_after_a_go_waits_for_the_first_answer_but_not_after_go_infinite() {
    let out = session("position startpos\ngo depth 4\nposition startpos moves e2e4\ngo depth 2\n");
    let best: Vec<&str> = lines_starting(&out, "bestmove ");
    assert_eq!(best.len(), 2, "{out}");
    replay("chess", None, &[&best[0]["bestmove ".len()..]]);
    replay("chess", None, &["e2e4", &best[1]["bestmove ".len()..]]);
    let out = session("position startpos\ngo infinite\ngo depth 1\nstop\n");
    assert!(out.contains("info string already thinking (go infinite): send stop first"), "{out}");
    assert_eq!(lines_starting(&out, "bestmove ").len(), 1, "{out}");
}

/// `VariantPath`, as Fairy-Stockfish reads it: the file's games are offered from then on and
/// played; a bad file is told in an `info string` with its faults, and nothing changes.
#[test]
fn variant_path_adds_a_files_games() {
    let dir = std::env::temp_dir().join(format!("ortoo-uci-variants-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("mine.ini");
    std::fs::write(&file, "# Short chess: six ranks.\n[uci-short:chess]\nmaxRank = 6\ncastling = false\ndoubleStep = false\n\
        promotionRegionWhite = *6\npromotionRegionBlack = *1\nstartFen = rnbqkbnr/pppppppp/8/8/PPPPPPPP/RNBQKBNR w - - 0 1\n").unwrap();
    let path = file.display().to_string();
    let out = session(&format!(
        "setoption name VariantPath value {path}\nsetoption name VariantPath value {path}\nuci\n\
         setoption name UCI_Variant value uci-short\nposition startpos\ngo depth 2\n"
    ));
    assert!(!out.contains("info string"), "{out}");
    let variant = lines_starting(&out, "option name UCI_Variant");
    assert!(variant[0].ends_with(" var uci-short") || variant[0].contains(" var uci-short "), "{out}");
    let best = best_move(&out);
    replay("uci-short", None, &[&best]);

    let bad = dir.join("bad.ini");
    std::fs::write(&bad, "[uci-bad:chess]\nmaxFile = 13\n").unwrap();
    let out = session(&format!("setoption name VariantPath value {}\nisready\n", bad.display()));
    assert!(out.contains("info string VariantPath: ") && out.contains("line 2, [uci-bad], maxFile"), "{out}");
    assert!(ortoo_rules::registry::info("uci-bad").is_none());
    let _ = std::fs::remove_dir_all(&dir);
}
