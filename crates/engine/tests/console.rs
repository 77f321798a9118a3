//! `ortoo play`'s console, scripted: the Khan engine's verbs (seed `000_a492e7a2d4441d0a.txt`)
//! over any game, every bad command answered with one `Error:` line.

use std::io::Cursor;
use std::path::PathBuf;

use ortoo_engine::console::{Console, Setup};
use ortoo_rules::registry;

fn setup(variant: &str) -> Setup {
    Setup { variant: variant.into(), ..Setup::default() }
}

fn play(setup: &Setup, script: &str) -> String {
    let console = Console::new(setup, Vec::new()).expect("the game opens");
    let out = console.run(Cursor::new(script.to_string())).expect("the console runs");
    String::from_utf8(out).expect("the console writes text")
}

fn errors(out: &str) -> Vec<&str> {
    out.lines().filter(|l| l.starts_with("Error: ")).collect()
}

/// The moves `showmoves` lists last, in canonical text.
fn listed_moves(out: &str) -> Vec<String> {
    let list = out.rsplit("Moves:").next().unwrap();
    list.lines()
        .skip(1)
        .take_while(|l| l.starts_with(' ') && l.contains(". "))
        .map(|l| {
            let after_side = l.split_once(". ").unwrap().1[5..].trim_start();
            after_side.split(" (").next().unwrap().to_string()
        })
        .collect()
}

/// A directory of its own for a test's files.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ortoo-console-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn a_move_is_played_and_undo_and_redo_page_through_it() {
    let out = play(&setup("chess"), "e2e4\nm e7-e5\nundo\nu\nredo\nshowmoves\nr\nend\nstart\nd\n");
    assert!(errors(&out).is_empty(), "{out}");
    assert!(out.contains("White plays P e2-e4 (e2e4)\n"), "{out}");
    assert!(out.contains("Black plays p e7-e5 (e7e5)\n"), "{out}");
    assert!(out.contains("White to move (ply 0 of 2)."), "{out}");
    assert!(out.contains("Black to move (ply 1 of 2)."), "{out}");
    assert!(out.contains("   1. White P e2-e4 (e2e4)   <- the board\n   2. Black p e7-e5 (e7e5)\n"), "{out}");
    assert_eq!(listed_moves(&out), ["P e2-e4", "p e7-e5"]);
    // After `start`, `d` shows the start and its twenty moves.
    let last_board = out.rsplit("Legal moves: ").next().unwrap();
    assert_eq!(last_board.split_whitespace().count(), 20, "{out}");
    // A move played after an undo replaces the moves that could have been redone.
    let out = play(&setup("chess"), "e2e4\ne7e5\nundo\nc7c5\nshowmoves\nredo\n");
    assert_eq!(listed_moves(&out), ["P e2-e4", "p c7-c5"]);
    assert_eq!(errors(&out), ["Error: nothing to redo: this is the last move played"]);
}

#[test]
fn a_refused_move_says_why_and_changes_nothing() {
    let out = play(&setup("chess"), "e2e5\nP e7-e5\ne1e2\nshowmoves\n");
    assert_eq!(
        errors(&out),
        [
            "Error: P e2-e5 is not a legal move: a Pawn does not move that way. Legal moves of that piece: P e2-e3, \
             P e2-e4.",
            "Error: The Pawn on e7 is Black's; White is to move.",
            "Error: K e1-e2 is not a legal move: your own Pawn stands on e2. The King on e1 has no legal move.",
        ]
        .map(|e| e.to_string()),
        "{out}"
    );
    assert!(out.ends_with("No moves yet.\n"), "{out}");
}

#[test]
fn every_bad_command_gets_one_error_line_and_the_console_goes_on() {
    let bad = [
        ("fly away", "\"fly away\" is neither a command (type help) nor a move: a move names squares: e2e4, P e2-e4"),
        ("e2-e4-e5", "\"e2-e4-e5\" is neither a command (type help) nor a move: "),
        ("drawn", "No draw can be claimed now: a claim needs that"),
        ("undo", "nothing to undo: this is the start of the game"),
        ("start 3", "the game has 0 plies; start takes 0 to 0, not 3"),
        ("start two", "start takes a number of plies from the start, not \"two\""),
        ("skill 13", "skill takes a level from 1 to 12, not \"13\""),
        ("skillb x", "skillb takes a level from 1 to 12"),
        ("mt -2", "mt takes a number of seconds above 0"),
        ("mtb", "mtb needs a number of seconds"),
        ("g 0", "g takes a number of seconds above 0"),
        ("cc many", "cc takes a number of plies or off, not \"many\""),
        ("msglevel 3", "msglevel takes 0 (the move only), 1 (the search's result) or 2 (every depth), not \"3\""),
        ("m", "m needs a move, e.g. m e2e4"),
        ("save", "save needs a file name"),
        ("open /no/such/ortoo/file", "/no/such/ortoo/file: "),
        ("new basic", "Chess has no setups to choose from, and \"basic\" is not a game (games: khan, khans-chess,"),
        ("rules", ""),
        ("rules exchanges", "\"exchanges\" is not a rule of Chess (rules: )"),
        ("sp 8/8/8 w", "invalid position"),
        ("e9e10", "e9 is not a square of the Chess board"),
    ];
    for (command, reason) in bad {
        let out = play(&setup("chess"), &format!("{command}\nd\n"));
        if command == "rules" {
            assert!(out.contains("\nChess has no rule options.\n"), "{out}");
            continue;
        }
        let e = errors(&out);
        assert_eq!(e.len(), 1, "{command}: {out}");
        assert!(e[0].starts_with(&format!("Error: {reason}")), "{command}: {}", e[0]);
        assert!(out.trim_end().ends_with("Legal moves: a2a3 a2a4 b1a3 b1c3 b2b3 b2b4 c2c3 c2c4 d2d3 d2d4 e2e3 e2e4 f2f3 f2f4 g1f3 g1h3 g2g3 g2g4 h2h3 h2h4"), "{command}: {out}");
    }
}

#[test]
fn g_has_the_computer_move_for_the_side_to_move() {
    let out = play(&setup("chess"), "e2e4\nskill 1\ng\nshowmoves\n");
    assert!(errors(&out).is_empty(), "{out}");
    assert!(out.contains("Computer as White: skill 1, at most 1 s a move. As Black: skill 1, at most 1 s a move."));
    let moves = listed_moves(&out);
    assert_eq!(moves.len(), 2, "{out}");
    let mut game = registry::open("chess", &[]).unwrap().start();
    for m in &moves {
        game.play(m).unwrap();
    }
    // g with a time thinks that long at full strength; msglevel 1 tells what it found.
    let out = play(&setup("khans-chess"), "msglevel 1\ng 0.3\n");
    assert!(out.contains("White thought: depth "), "{out}");
    assert!(out.contains("White plays "), "{out}");
    // Once the game is over there is nothing to move.
    let out = play(&setup("chess"), "sp R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1\ng\nh\n");
    assert!(out.contains("Game over: White wins by checkmate."), "{out}");
    assert_eq!(errors(&out), ["Error: the game is over: White wins by checkmate"; 2], "{out}");
}

#[test]
fn h_suggests_a_legal_move_as_the_seed_shows_it() {
    let out = play(&setup("khan"), "h\n");
    let hint = out.lines().find_map(|l| l.strip_prefix("Hint >")).expect("a hint");
    let coordinate = hint.split(' ').next().unwrap();
    registry::open("khan", &[]).unwrap().start().play(coordinate).unwrap();
    assert!(out.ends_with("\n"), "{out}");
}

#[test]
fn cc_has_the_computer_play_both_sides_each_at_its_own_settings() {
    let out = play(&setup("koan"), "skill 1\nskillb 2\nmtb 0.5\ncc 4\nshowmoves\ncc off\n");
    assert!(out.contains("As Black: skill 2, 0.5 s a move."), "{out}");
    assert!(out.contains("Computer as White: skill 1, at most 1 s a move."), "{out}");
    let moves = listed_moves(&out);
    assert_eq!(moves.len(), 4, "{out}");
    let sides: Vec<&str> = out.lines().filter_map(|l| l.split_once(" plays ").map(|(side, _)| side)).collect();
    assert_eq!(sides, ["White", "Black", "White", "Black"]);
    assert!(out.contains("Computer against computer is off"), "{out}");
}

#[test]
fn save_and_open_bring_back_the_game_its_rules_and_the_board_shown() {
    let dir = scratch("save");
    let file = dir.join("mygame.txt");
    let khan = Setup { rules: vec![("setup".into(), "basic".into())], ..setup("khan") };
    let script =
        format!("rules noexchanges capturepromotions\nskill 1\ng\ng\ng\nundo\nsave {}\nshowmoves\n", file.display());
    let before = play(&khan, &script);
    assert!(errors(&before).is_empty(), "{before}");
    let saved = std::fs::read_to_string(&file).unwrap();
    assert!(saved.contains("\nvariant khan\nrule setup=basic\n"), "{saved}");
    assert!(saved.contains("\nrule exchanges=off\nrule swordscapturemounts=off\n"), "{saved}");
    assert!(saved.contains("\nrule capturepromotions=on\n"), "{saved}");
    assert!(saved.ends_with("\nat 2\n"), "{saved}");
    // Another game entirely, then open: the same game, rules and place in it.
    let after = play(&setup("chess"), &format!("e2e4\nopen {}\nshowmoves\nrules\ngame\nredo\n", file.display()));
    assert!(errors(&after).is_empty(), "{after}");
    assert!(after.contains(&format!("Opened {}: Khan, setup basic, 3 moves.", file.display())), "{after}");
    assert_eq!(listed_moves(&after), listed_moves(&before));
    assert!(after.contains("exchanges is: OFF ..[exchanges/noexchanges]"), "{after}");
    assert!(after.contains("capturepromotions is: ON"), "{after}");
    assert!(after.contains("\nKhan, setup basic\n"), "{after}");
    assert!(after.contains("(ply 2 of 3)"), "{after}");
    assert!(after.contains("(ply 3 of 3)"), "{after}");
    // A file that is not a saved game is refused with the line at fault; nothing changes.
    std::fs::write(dir.join("bad.txt"), "variant khan\nstart x\nmove A g4-g5\nmvoe 3\n").unwrap();
    let out = play(&setup("chess"), &format!("open {}\n", dir.join("bad.txt").display()));
    assert_eq!(errors(&out).len(), 1, "{out}");
    assert!(out.contains("is not a saved game: line 4: \"mvoe\""), "{out}");
    std::fs::write(
        dir.join("illegal.txt"),
        "variant chess\nstart rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\nmove e2e5\n",
    )
    .unwrap();
    let out = play(&setup("chess"), &format!("open {}\n", dir.join("illegal.txt").display()));
    assert!(out.contains("move 1 (e2e5) is refused: P e2-e5 is not a legal move"), "{out}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_backup_is_written_after_every_move() {
    let dir = scratch("backup");
    let backup = dir.join("backup.txt");
    let with_backup = Setup { backup: Some(backup.clone()), ..setup("chess") };
    let out = play(&with_backup, "e2e4\ne7e5\n");
    assert!(errors(&out).is_empty(), "{out}");
    let out = play(&setup("chess"), &format!("open {}\nshowmoves\n", backup.display()));
    assert_eq!(listed_moves(&out), ["P e2-e4", "p e7-e5"]);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn khan_new_setups_and_rules_in_the_engine_s_own_words() {
    let out = play(&setup("khan"), "game\nrules\n");
    assert!(out.contains("\nKhan, setup magician\n"), "{out}");
    assert!(
        out.contains(
            "Current game rules:\n===================\nbondsmenleaders is: ON ..[bondsmenleaders/nobondsmenleaders]"
        ),
        "{out}"
    );
    assert!(out.contains("magicianextendeddemotionsqs is: 0 ..[magicianextendeddemotionsqs 0-2]"), "{out}");
    // new basic: the seed's basic army, no magicians.
    let out = play(&setup("khan"), "new basic\nd\n");
    assert!(out.contains("New game: Khan, setup basic."), "{out}");
    let basic = registry::open("khan", &[("setup".into(), "basic".into())]).unwrap().start();
    assert!(out.contains(&basic.board_text(ortoo_rules::Side::White)), "{out}");
    // The seed's examples, and its other spelling of the sword rule.
    let out = play(
        &setup("khan"),
        "rules nobondsmenleaders\nrules magicianextendeddemotionsqs 2 swordscancapturemounts\nrules powermagicianextendeddemotionsqs=1\nrules\n",
    );
    assert!(errors(&out).is_empty(), "{out}");
    let last = out.rsplit("Current game rules:").next().unwrap();
    for shown in [
        "bondsmenleaders is: OFF",
        "magicianextendeddemotionsqs is: 2",
        "swordscapturemounts is: ON",
        "powermagicianextendeddemotionsqs is: 1",
        "exchanges is: ON",
    ] {
        assert!(last.contains(shown), "{shown}: {last}");
    }
    let out = play(
        &setup("khan"),
        "rules setup=basic\nrules wizardry\nrules magicianextendeddemotionsqs 3\nrules magicianextendeddemotionsqs\nnew wizards\n",
    );
    assert_eq!(
        errors(&out),
        [
            "Error: the start setup is chosen with new <setup>, not with rules",
            "Error: \"wizardry\" is not a rule of Khan (rules: bondsmenleaders, basepromotions, capturepromotions, exchanges, swordscapturemounts, magiciandemoteskhan, magicianextendeddemotionsqs, powermagicianextendeddemotionsqs)",
            "Error: option magicianextendeddemotionsqs takes a whole number from 0 to 2, not \"3\"",
            "Error: rules needs a value after the rule's name",
            "Error: option setup takes one of magician, powermagician, basic, not \"wizards\"",
        ]
        .map(|e| e.to_string()),
        "{out}"
    );
    // The magician on e2 exchanges with the warrior on f1 (the seed's `m e2f1`); without
    // exchanges that game could not have been played, so the change is refused.
    let out = play(&setup("khan"), "m e2f1\nrules noexchanges\nrules\n");
    assert!(out.contains("White plays M e2-f1 (e2f1) "), "{out}");
    assert_eq!(errors(&out).len(), 1, "{out}");
    assert!(errors(&out)[0].starts_with("Error: under those rules move 1 (M e2-f1) is not legal: "), "{out}");
    assert!(out.rsplit("Current game rules:").next().unwrap().contains("exchanges is: ON"), "{out}");
    // new <game> switches games; sp sets up Khan's own position form.
    let out = play(&setup("khan"), "new khans\nsp 1k4K/6W/3w/ black 5 1\n");
    assert!(out.contains("New game: Khan's Chess."), "{out}");
    assert_eq!(errors(&out).len(), 1, "{out}");
    let out = play(&setup("khan"), "sp 1k4K/6W/3w/ black 5 1\n");
    assert!(errors(&out).is_empty(), "{out}");
    assert!(out.trim_end().contains("Black to move (ply 0 of 0)."), "{out}");
}

#[test]
fn kings_run_lists_each_first_part_once_and_takes_whole_turns() {
    let out = play(&setup("kings-run"), "e2e4; P'-e4\nd\n");
    assert!(errors(&out).is_empty(), "{out}");
    assert!(out.contains("White plays P e2-e4; P'-e4 (e2e4; P'-e4)"), "{out}");
    let last = out.rsplit("Legal moves: ").next().unwrap();
    let firsts: Vec<&str> = last.lines().next().unwrap().split(' ').collect();
    assert_eq!(firsts.len(), 20, "{last}");
    assert!(last.contains("(each with the end of the turn"), "{last}");
    let out = play(&setup("kings-run"), "e2e4\n");
    assert!(errors(&out)[0].starts_with("Error: P e2-e4 needs a choice to be one move. Choose one of: "), "{out}");
}
