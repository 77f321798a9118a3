//! The rules from the shell: output formats and exit codes are stable (scripts and tests read
//! them), so they are pinned here.

use std::process::{Command, Output};

fn ortoo(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ortoo")).args(args).output().expect("the ortoo binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn perft_prints_the_leaf_count_alone_on_its_last_line() {
    let o = ortoo(&["perft", "khans-chess", "3"]);
    assert!(o.status.success());
    assert_eq!(stdout(&o).lines().last(), Some("16912"));
    let o = ortoo(&["perft", "chess", "2", "--fen", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"]);
    assert_eq!(stdout(&o), "191\n");
}

#[test]
fn perft_divide_lists_coordinate_moves_with_counts_before_the_total() {
    let o = ortoo(&["perft", "khans-chess", "2", "--divide", "--fen", "4k3/8/8/8/8/8/1s6/4K3 b - - 0 1"]);
    assert!(o.status.success());
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines.contains(&"b2d1t: 3"), "{out}");
    let total: u64 =
        lines[..lines.len() - 1].iter().map(|l| l.split(": ").nth(1).unwrap().parse::<u64>().unwrap()).sum();
    assert_eq!(lines.last().unwrap().parse::<u64>().unwrap(), total);
    let mut sorted = lines[..lines.len() - 1].to_vec();
    sorted.sort();
    assert_eq!(sorted, lines[..lines.len() - 1]);
}

#[test]
fn moves_prints_every_canonical_move_sorted_by_bytes() {
    let o = ortoo(&["moves", "chess"]);
    assert!(o.status.success());
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 20);
    assert_eq!(lines[0], "N b1-a3");
    assert_eq!(lines[lines.len() - 1], "P h2-h4");
    let mut sorted = lines.clone();
    sorted.sort();
    assert_eq!(sorted, lines);
}

#[test]
fn check_prints_the_canonical_move_or_the_refusal_with_exit_codes() {
    let fen = "4k3/P7/8/8/8/8/8/4K3 w - - 0 1";
    let o = ortoo(&["check", "chess", "--fen", fen, "a7a8q"]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(stdout(&o), "P a7-a8; Q-a8\n");
    let o = ortoo(&["check", "chess", "--fen", fen, "P a7-a8"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stdout(&o).starts_with("incomplete: P a7-a8 needs a choice"), "{}", stdout(&o));
    let o = ortoo(&["check", "chess", "-e2-e4"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stdout(&o).starts_with("syntax: "), "{}", stdout(&o));
}

#[test]
fn bad_variants_positions_and_options_exit_2_with_a_message() {
    for args in [
        &["perft", "xiangqi", "1"][..],
        &["moves", "chess", "--fen", "not a fen"],
        &["moves", "chess", "--option", "setup=basic"],
        &["moves", "chess", "--option", "nonsense"],
        &["check", "khans-chess", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1", "e2e4"],
    ] {
        let o = ortoo(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.starts_with("ortoo: ") && err.len() > 20, "{args:?}: {err}");
    }
}

#[test]
fn the_ten_by_ten_and_octagon_games_work_from_the_shell() {
    let o = ortoo(&["perft", "shatranj-kamil-x", "3"]);
    assert_eq!(stdout(&o).lines().last(), Some("32956"));
    let o = ortoo(&["perft", "koan", "3", "--fen", "oooo1o/1ss1s/3so1/5/1s4/5/6/3O1/1SS3/SO1SS/OO1O1O w"]);
    assert_eq!(stdout(&o).lines().last(), Some("5886"));
    let o = ortoo(&["check", "koan", "G11-G9", "--fen", "3o2/4o/1s4/2s2/6/5/6/2S1O/1S4/5/4O1 b"]);
    assert_eq!((o.status.code(), stdout(&o)), (Some(0), "o g11-g9\n".to_string()));
    let o = ortoo(&["check", "koan", "b1-b3"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stdout(&o).starts_with("off_board: "), "{}", stdout(&o));
    let o = ortoo(&["moves", "shatranj-kamil-x", "--fen", "9k/4P5/10/10/10/10/10/10/10/K9 w - - 0 1"]);
    assert!(stdout(&o).contains("P e9-e10; W-e10\n"), "{}", stdout(&o));
}
