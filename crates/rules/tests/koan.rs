//! Koan as its spec and seed give it: the acceptance examples of diagrams 2 and 3, the
//! reference generator's move lists, the end of the game, and the pbmserv text board.

use std::path::PathBuf;

use ortoo_rules::{GameState, Outcome, Reason, RefusalCode, Side, registry};

fn load(fen: &str) -> Box<dyn GameState> {
    registry::open("koan", &[]).unwrap().load(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn destinations(state: &dyn GameState, from: &str) -> Vec<String> {
    let mut to: Vec<String> = state
        .legal_moves()
        .into_iter()
        .filter(|m| {
            m.coordinate.starts_with(from) && !m.coordinate[from.len()..].starts_with(|c: char| c.is_ascii_digit())
        })
        .map(|m| m.coordinate[from.len()..].to_string())
        .collect();
    to.sort();
    to
}

/// Diagrams 2 and 3 of the seed: Black octagonal G11, J10; Black square C9, F8; White octagonal
/// I1, J4; White square C3, F4. Each piece's moves, then its captures had an enemy stood there.
#[test]
fn the_seeds_diagrams_of_moves_and_captures_hold_move_for_move() {
    // Rows 11..1; odd rows list a c e g i k, even rows b d f h j.
    let white = load("3o2/4o/1s4/2s2/6/5/6/2S1O/1S4/5/4O1 w");
    let black = load("3o2/4o/1s4/2s2/6/5/6/2S1O/1S4/5/4O1 b");
    let cases: [(&dyn GameState, &str, &[&str]); 8] = [
        (&*black, "g11", &["f10", "g9", "h10"]),
        (&*black, "j10", &["i9", "k9"]),
        (&*black, "c9", &["b8", "c7", "d8"]),
        (&*black, "f8", &["e7", "g7"]),
        (&*white, "i1", &["h2", "i3", "j2"]),
        (&*white, "j4", &["i5", "k5"]),
        (&*white, "c3", &["b4", "c5", "d4"]),
        (&*white, "f4", &["e5", "g5"]),
    ];
    for (state, from, expected) in cases {
        assert_eq!(destinations(state, from), *expected, "moves of {from}");
    }
    // Captures: put an enemy on every destination; a piece may take it only on its own shape.
    let captures: [(&str, &str, &[&str], &[&str]); 8] = [
        ("b", "g11", &["g9"], &["f10", "h10"]),
        ("b", "j10", &["i9", "k9"], &[]),
        ("b", "c9", &["b8", "d8"], &["c7"]),
        ("b", "f8", &[], &["e7", "g7"]),
        ("w", "i1", &["i3"], &["h2", "j2"]),
        ("w", "j4", &["i5", "k5"], &[]),
        ("w", "c3", &["b4", "d4"], &["c5"]),
        ("w", "f4", &[], &["e5", "g5"]),
    ];
    for (side, from, allowed, refused) in captures {
        for target in allowed.iter().chain(refused) {
            let state = with_enemy_on(side, from, target);
            let text = format!("{from}-{target}");
            match state.check(&text) {
                Ok(_) => assert!(allowed.contains(target), "{text} should be refused"),
                Err(r) => {
                    assert!(refused.contains(target), "{text} should capture: {r}");
                    assert_eq!(r.code, RefusalCode::Illegal);
                    assert!(r.message.contains("captures only on"), "{r}");
                }
            }
        }
    }
}

/// The diagram position with one enemy piece (of the kind that cannot take back) on `target`.
fn with_enemy_on(side: &str, from: &str, target: &str) -> Box<dyn GameState> {
    let mut cells =
        vec![("g11", 'o'), ("j10", 'o'), ("c9", 's'), ("f8", 's'), ("i1", 'O'), ("j4", 'O'), ("c3", 'S'), ("f4", 'S')];
    let enemy = if side == "w" { 's' } else { 'S' };
    cells.push((target, enemy));
    let _ = from;
    let mut rows = Vec::new();
    for rank in (1..=11u8).rev() {
        let files: Vec<char> = if rank % 2 == 1 { "acegik".chars().collect() } else { "bdfhj".chars().collect() };
        let mut row = String::new();
        let mut empty = 0;
        for f in files {
            let square = format!("{f}{rank}");
            match cells.iter().find(|(s, _)| *s == square) {
                Some((_, p)) => {
                    if empty > 0 {
                        row.push_str(&empty.to_string());
                        empty = 0;
                    }
                    row.push(*p);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            row.push_str(&empty.to_string());
        }
        rows.push(row);
    }
    load(&format!("{} {side}", rows.join("/")))
}

#[test]
fn legal_moves_match_the_reference_generators_lists() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/moves-koan.txt");
    let text = std::fs::read_to_string(path).unwrap();
    let mut checked = 0;
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next() {
        if !line.starts_with("## ") {
            continue;
        }
        let fen = lines.next().unwrap();
        let count: usize = lines.next().unwrap().split_whitespace().next().unwrap().parse().unwrap();
        let expected: Vec<String> = (0..count).map(|_| lines.next().unwrap().to_string()).collect();
        let got: Vec<String> = load(fen).legal_moves().into_iter().map(|m| m.canonical).collect();
        assert_eq!(got, expected, "{fen}");
        checked += 1;
    }
    assert!(checked >= 2);
}

#[test]
fn reaching_the_far_row_wins_and_having_no_move_loses() {
    let mut state = load("5o/5/6/5/6/5/6/5/1O4/5/6 w");
    let played = state.play("O c3-c5").unwrap();
    assert_eq!(played.outcome, None);
    let mut near = load("5o/5/O5/5/6/5/6/5/6/5/6 w");
    assert_eq!(
        near.play("a9-a11").unwrap().outcome,
        Some(Outcome::Win { winner: Side::White, reason: Reason::FarRow })
    );
    assert!(near.legal_moves().is_empty());
    // Black's only piece, a square piece on b4, may go only to the octagons a3 and c3, and
    // both hold White pieces it cannot capture there.
    let stuck = load("6/5/6/5/6/5/6/s4/OS4/5/6 b");
    assert_eq!(stuck.legal_moves().len(), 0, "{:?}", stuck.legal_moves());
    assert_eq!(stuck.outcome(), Some(Outcome::Win { winner: Side::White, reason: Reason::NoMoves }));
    let none = load("6/5/6/5/6/5/6/5/6/S4/6 b");
    assert_eq!(none.outcome(), Some(Outcome::Win { winner: Side::White, reason: Reason::NoMoves }));
}

#[test]
fn notation_accepts_labels_coordinates_and_refuses_non_spaces() {
    let mut state = registry::open("koan", &[]).unwrap().start();
    for text in ["O c1-c3", "c1-c3", "c1c3", "C1-C3", "C1xC3", "o c1-c3"] {
        assert_eq!(state.check(text).unwrap().canonical, "O c1-c3", "{text}");
    }
    let r = state.play("b1-b3").unwrap_err();
    assert_eq!(r.code, RefusalCode::OffBoard);
    assert!(r.message.contains("b1 is not a square of the Koan board (61 spaces"), "{r}");
    let r = state.play("S b2-b3").unwrap_err();
    assert_eq!(r.code, RefusalCode::OffBoard);
    let r = state.play("S b2-d4").unwrap_err();
    assert_eq!(r.code, RefusalCode::Illegal);
    assert!(r.message.contains("one space forward"), "{r}");
    assert_eq!(state.play("s f10-e9").unwrap_err().code, RefusalCode::NotYourPiece);
    assert_eq!(state.play("O b2-a3").unwrap_err().code, RefusalCode::WrongLabel);
}

#[test]
fn position_text_round_trips_and_bad_text_is_refused() {
    let v = registry::open("koan", &[]).unwrap();
    for fen in ["oooooo/sssss/6/5/6/5/6/5/6/SSSSS/OOOOOO w", "oooo1o/1ss1s/3so1/5/1s4/5/6/3O1/1SS3/SO1SS/OO1O1O b"] {
        assert_eq!(v.load(fen).unwrap().position_text(), fen);
    }
    for (bad, why) in [
        ("oooooo/sssss w", "11 rows"),
        ("ooooooo/sssss/6/5/6/5/6/5/6/SSSSS/OOOOOO w", "row 11 has 6 spaces"),
        ("oooooo/ssss/6/5/6/5/6/5/6/SSSSS/OOOOOO w", "row 10 has 5 spaces"),
        ("ooxooo/sssss/6/5/6/5/6/5/6/SSSSS/OOOOOO w", "not a Koan piece"),
        ("oooooo/sssss/6/5/6/5/6/5/6/SSSSS/OOOOOO x", "side to move"),
    ] {
        let e = v.load(bad).unwrap_err().to_string();
        assert!(e.contains(why), "{bad}: {e}");
    }
}

#[test]
fn the_text_board_is_drawn_in_the_pbmserv_style() {
    let start = registry::open("koan", &[]).unwrap().start();
    let expected = "     a   b   c   d   e   f   g   h   i   j   k
11  (o)     (o)     (o)     (o)     (o)     (o)  11
10      [s]     [s]     [s]     [s]     [s]      10
 9  ( )     ( )     ( )     ( )     ( )     ( )  9
 8      [ ]     [ ]     [ ]     [ ]     [ ]      8
 7  ( )     ( )     ( )     ( )     ( )     ( )  7
 6      [ ]     [ ]     [ ]     [ ]     [ ]      6
 5  ( )     ( )     ( )     ( )     ( )     ( )  5
 4      [ ]     [ ]     [ ]     [ ]     [ ]      4
 3  ( )     ( )     ( )     ( )     ( )     ( )  3
 2      [S]     [S]     [S]     [S]     [S]      2
 1  (O)     (O)     (O)     (O)     (O)     (O)  1
     a   b   c   d   e   f   g   h   i   j   k
";
    assert_eq!(start.board_text(Side::White), expected);
    assert!(start.board_text(Side::Black).starts_with("     k   j   i"));
}
