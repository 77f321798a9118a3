//! Shatranj Kamil X as its spec gives it: each piece's moves on an empty board and through
//! blockers, cannon screens and check, automatic War Elephant promotion, stalemate both ways,
//! and the `drawn` claim both ways.

use ortoo_rules::{GameState, Outcome, Reason, RefusalCode, Side, registry};

fn load(fen: &str) -> Box<dyn GameState> {
    registry::open("shatranj-kamil-x", &[]).unwrap().load(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn targets(state: &dyn GameState, from: &str) -> Vec<String> {
    let mut t: Vec<String> = state
        .legal_moves()
        .into_iter()
        .filter_map(|m| {
            let rest = m.coordinate.strip_prefix(from)?;
            (!rest.starts_with(|c: char| c.is_ascii_digit())).then(|| rest.trim_end_matches('w').to_string())
        })
        .collect();
    t.sort();
    t
}

/// A lone White piece on e5 (kings out of the way on a1 and j10).
fn alone(piece: char) -> Box<dyn GameState> {
    load(&format!("9k/10/10/10/10/4{piece}5/10/10/10/K9 w - - 0 1"))
}

fn squares(list: &str) -> Vec<String> {
    let mut v: Vec<String> = list.split_whitespace().map(str::to_string).collect();
    v.sort();
    v
}

#[test]
fn each_piece_moves_as_the_spec_says_on_an_empty_board() {
    let rook = "e1 e2 e3 e4 e6 e7 e8 e9 e10 a5 b5 c5 d5 f5 g5 h5 i5 j5";
    let cases = [
        ('R', rook),
        ('C', rook),
        ('N', "c4 c6 d3 d7 f3 f7 g4 g6"),
        ('F', "d4 d6 f4 f6"),
        ('S', "d4 d6 f4 f6 e6"),
        ('E', "c3 c7 g3 g7 c5 g5 e3 e7"),
        ('W', "c3 c7 g3 g7 c5 g5 e3 e7 d4 d6 f4 f6"),
        ('P', "e6"),
    ];
    for (piece, expected) in cases {
        assert_eq!(targets(&*alone(piece), "e5"), squares(expected), "{piece}");
    }
    let king = load("9k/10/10/10/10/4K5/10/10/10/10 w - - 0 1");
    assert_eq!(targets(&*king, "e5"), squares("d4 d5 d6 e4 e6 f4 f5 f6"));
}

#[test]
fn the_elephant_turns_and_needs_either_first_square_empty() {
    // Own pieces on d6 and f6 close the two northern first squares.
    let state = load("9k/10/10/10/3P1P4/4E5/10/10/10/K9 w - - 0 1");
    assert_eq!(targets(&*state, "e5"), squares("c3 g3 c5 g5 e3"));
    let mut s = state.clone();
    let r = s.play("E e5-e7").unwrap_err();
    assert_eq!(r.code, RefusalCode::Illegal);
    assert!(r.message.contains("first step toward e7 must be onto an empty square"), "{r}");
    // A rook blocked on the way, a knight jumping over.
    let blocked = load("9k/10/10/10/10/10/10/4p5/10/K3R5 w - - 0 1");
    assert!(!targets(&*blocked, "e1").contains(&"e4".to_string()));
    assert!(targets(&*blocked, "e1").contains(&"e3".to_string()), "captures the blocker");
}

#[test]
fn a_cannon_moves_like_a_rook_and_captures_over_one_screen() {
    let state = load("9k/10/10/10/4p5/4p5/10/10/10/K3C5 w - - 0 1");
    let t = targets(&*state, "e1");
    assert!(t.contains(&"e6".to_string()), "captures e6 over the e5 screen: {t:?}");
    assert!(!t.contains(&"e5".to_string()), "does not capture its screen");
    assert!(t.contains(&"e4".to_string()) && t.contains(&"j1".to_string()));
    let mut s = state.clone();
    let r = s.play("C e1-e5").unwrap_err();
    assert!(r.message.contains("captures only by jumping exactly one piece"), "{r}");
}

#[test]
fn cannon_screens_give_and_take_away_check() {
    // The e1 cannon checks e10 over the e5 screen.
    let mut checked = load("4k5/9r/10/10/10/4P5/10/10/10/K3C5 b - - 0 1");
    assert!(
        checked.legal_moves().iter().all(|m| m.coordinate.starts_with("e10")
            || m.coordinate.ends_with("e9")
            || m.coordinate.ends_with("e8")
            || m.coordinate.ends_with("e7")
            || m.coordinate.ends_with("e6")
            || m.coordinate.ends_with("e5")),
        "every answer leaves the file, adds a second screen or takes the screen"
    );
    // Interposing a second screen ends the check; taking the screen with the rook keeps it.
    assert!(checked.check("r j9-e9").is_ok());
    let r = checked.play("r j9-j5").unwrap_err();
    assert!(r.message.contains("in check"), "{r}");
    // Moving a piece between one's own king and an enemy cannon makes a screen: illegal.
    let mut screen = load("4c4k/10/10/10/10/R9/10/10/10/4K5 w - - 0 1");
    let r = screen.play("R a5-e5").unwrap_err();
    assert_eq!(r.code, RefusalCode::Illegal);
    assert!(r.message.contains("would leave your King in check"), "{r}");
}

#[test]
fn pawns_and_ferzes_become_war_elephants_automatically() {
    let mut state = load("9k/4P5/10/10/10/10/10/10/10/K9 w - - 0 1");
    assert_eq!(state.check("P e9-e10").unwrap().canonical, "P e9-e10; W-e10");
    assert_eq!(state.check("e9e10").unwrap().canonical, "P e9-e10; W-e10");
    assert_eq!(state.check("P e9-e10; W-e10").unwrap().canonical, "P e9-e10; W-e10");
    let r = state.play("P e9-e10; Q-e10").unwrap_err();
    assert_eq!(r.code, RefusalCode::Illegal);
    state.play("e9e10").unwrap();
    assert!(state.position_text().starts_with("4W4k/"), "{}", state.position_text());
    let ferz = load("9k/10/10/10/10/10/10/10/5f4/K9 b - - 0 1");
    assert!(ferz.legal_moves().iter().any(|m| m.canonical == "f f2-e1; w-e1"));
}

#[test]
fn stalemate_wins_for_the_stalemating_player_unless_a_lone_king_stalemates() {
    // Black's king on j1 and pawn on j2 are stuck; White has a knight besides the king.
    let with_help = load("10/10/10/10/10/10/10/10/9p/N6K1k b - - 0 1");
    assert_eq!(with_help.outcome(), Some(Outcome::Win { winner: Side::White, reason: Reason::Stalemate }));
    let lone = load("10/10/10/10/10/10/10/10/9p/7K1k b - - 0 1");
    assert_eq!(lone.outcome(), Some(Outcome::Draw { reason: Reason::Stalemate }));
}

#[test]
fn drawn_is_claimed_against_a_lone_king_and_refused_otherwise() {
    let mut lone = load("9k/10/10/10/10/10/10/10/4R5/K9 w - - 0 1");
    assert_eq!(lone.claimable_draw(), Some(Reason::Claim));
    let played = lone.play("drawn").unwrap();
    assert_eq!(played.outcome, Some(Outcome::Draw { reason: Reason::Claim }));
    let mut not_lone = registry::open("shatranj-kamil-x", &[]).unwrap().start();
    let r = not_lone.play("drawn").unwrap_err();
    assert_eq!(r.code, RefusalCode::ClaimRefused);
    assert!(r.message.contains("only the king left (Black still has 21 other pieces)"), "{r}");
}

#[test]
fn the_start_position_and_fen_with_ten_read_and_write_back() {
    let v = registry::open("shatranj-kamil-x", &[]).unwrap();
    let start = v.start();
    assert_eq!(
        start.position_text(),
        "c3ke3c/1rnsefsnr1/pppppppppp/10/10/10/10/PPPPPPPPPP/1RNSEFSNR1/C3KE3C w - - 0 1"
    );
    assert_eq!(start.legal_moves().len(), 32);
    for (bad, why) in [
        ("c3ke3c/1rnsefsnr1/pppppppppp/10/10/10/10/PPPPPPPPPP/1RNSEFSNR1 w - - 0 1", "10 ranks"),
        ("c3ke3c/1rnsefsnr1/pppppppppp/11/10/10/10/PPPPPPPPPP/1RNSEFSNR1/C3KE3C w - - 0 1", "more than 10"),
        ("c3ke3c/1rnsefsnr1/pppppppppp/10/10/10/10/PPPPPPPPPP/1RNSEFSNR1/C3KE3Q w - - 0 1", "not a piece"),
        ("4P4k/10/10/10/10/10/10/10/10/K9 w - - 0 1", "becomes a War Elephant"),
        ("9k/10/10/10/10/10/10/10/10/K9 w KQ - 0 1", "has no castling"),
        ("10/10/10/10/10/10/10/10/10/K9 w - - 0 1", "exactly one King"),
    ] {
        let e = v.load(bad).unwrap_err().to_string();
        assert!(e.contains(why), "{bad}: {e}");
    }
}
