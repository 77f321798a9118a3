//! King's Run per its spec and the inventor's rules (seed 002).

use std::path::PathBuf;

use ortoo_rules::{GameState, Outcome, Reason, RefusalCode, Side, registry};

fn load(fen: &str) -> Box<dyn GameState> {
    registry::open("kings-run", &[]).unwrap().load(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

#[test]
fn legal_turns_match_the_reference_generators_lists() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/moves-kings-run.txt");
    let text = std::fs::read_to_string(path).unwrap();
    let mut lines = text.lines();
    let mut checked = 0;
    while let Some(line) = lines.next() {
        let Some(heading) = line.strip_prefix("## ") else { continue };
        let fen = lines.next().unwrap();
        let count: usize = lines.next().unwrap().split_whitespace().next().unwrap().parse().unwrap();
        let expected: Vec<String> = (0..count).map(|_| lines.next().unwrap().to_string()).collect();
        let got: Vec<String> = load(fen).legal_moves().into_iter().map(|m| m.canonical).collect();
        assert_eq!(got, expected, "{heading}: {fen}");
        checked += 1;
    }
    assert!(checked >= 2, "{checked}");
}

#[test]
fn a_winning_move_must_be_made_when_there_is_one() {
    // White's bishop can take the black king: every legal turn does.
    let mut state = load("4k3/8/8/8/B7/8/8/4K3 w - 1 1");
    let turns = state.legal_moves();
    assert!(!turns.is_empty() && turns.iter().all(|t| t.canonical == "B a4-e8"), "{turns:?}");
    let r = state.play("K e1-e2; K'-e2").unwrap_err();
    assert_eq!(r.code, RefusalCode::Illegal);
    assert!(r.message.contains("a winning move is available: B a4-e8"), "{r}");
    assert_eq!(
        state.play("B a4-e8").unwrap().outcome,
        Some(Outcome::Win { winner: Side::White, reason: Reason::KingCaptured })
    );
}

#[test]
fn a_sandman_must_capture_an_own_runner_when_it_can() {
    let mut state = load("4k3/8/8/8/8/8/7P'/4K2R w - 1 1");
    let r = state.play("K e1-f1; discard").unwrap_err();
    assert!(r.message.contains("you must capture your Runner on h2 with a Sandman"), "{r}");
    // The chip won by capturing one's own Runner may be discarded in the same turn.
    let before = state.position_text();
    assert!(before.ends_with(" 1 1"), "{before}");
    state.play("R h1-h2; discard").unwrap();
    assert!(state.position_text().ends_with(" 1 1"), "gained 1, discarded 1: {}", state.position_text());
}

#[test]
fn a_runner_king_on_the_far_rank_runs_off_and_wins() {
    let mut state = load("4K'3/8/8/8/8/8/8/k7 w - 0 0");
    assert_eq!(state.check("K' e8-off").unwrap().canonical, "K' e8-off");
    assert_eq!(state.check("e8off").unwrap().canonical, "K' e8-off");
    assert_eq!(
        state.play("K' e8-off").unwrap().outcome,
        Some(Outcome::Win { winner: Side::White, reason: Reason::Escape })
    );
    let mut sandman = load("4K3/8/8/8/8/8/8/k7 w - 0 0");
    let r = sandman.play("K e8-off").unwrap_err();
    assert!(r.message.contains("only a Runner king may leave the board"), "{r}");
}

#[test]
fn a_captured_pieces_owner_gains_chips() {
    // Taking a Sandman gives its owner 2 chips, a Runner 1.
    let mut state = load("4k3/8/8/3p4/4P3/8/8/4K3 w - 0 0");
    state.play("P e4-d5; P'-d5").unwrap();
    assert!(state.position_text().ends_with(" 0 2"), "{}", state.position_text());
    let mut runner = load("4k3/8/8/3p'4/4P3/8/8/4K3 w - 0 0");
    runner.play("P e4-d5; P'-d5").unwrap();
    assert!(runner.position_text().ends_with(" 0 1"), "{}", runner.position_text());
}

#[test]
fn bare_runner_kings_without_chips_draw() {
    let state = load("4k'3/8/8/8/8/8/8/4K'3 w - 0 0");
    assert_eq!(state.outcome(), Some(Outcome::Draw { reason: Reason::BareKings }));
    assert!(load("4k'3/8/8/8/8/8/8/4K'3 w - 1 0").outcome().is_none(), "a chip in hand plays on");
}

#[test]
fn notation_and_position_text_are_the_specs() {
    let mut state = registry::open("kings-run", &[]).unwrap().start();
    assert_eq!(state.check("e2e4; P'-e4").unwrap().canonical, "P e2-e4; P'-e4");
    let r = state.check("P e2-e4").unwrap_err();
    assert_eq!(r.code, RefusalCode::Incomplete);
    assert!(
        r.legal_moves.contains(&"P e2-e4; discard".to_string())
            && r.legal_moves.contains(&"P e2-e4; P'-e4".to_string())
    );
    state.play("P e2-e4; P'-e4").unwrap();
    state.play("n b8-c6; discard").unwrap();
    assert_eq!(state.position_text(), "r1bqkbnr/pppppppp/2n5/8/4P'3/8/PPPP1PPP/RNBQKBNR w KQkq 1 0");
    // A promotion followed by part 2 has three parts.
    let promote = load("4k3/6P1/8/8/8/8/8/4K3 w - 0 0");
    assert!(promote.legal_moves().iter().any(|t| t.canonical == "P g7-g8; Q-g8; Q'-g8"));
    assert_eq!(promote.check("g7g8q; Q'-g8").unwrap().canonical, "P g7-g8; Q-g8; Q'-g8");
}

/// The seed's bound: every turn uses up a Sandman (waking it), a Runner (removing it) or a chip,
/// so no player can take more than 32 turns, and every game ends.
#[test]
fn random_full_games_end_within_the_seeds_thirty_two_turns() {
    let variant = registry::open("kings-run", &[]).unwrap();
    let mut rng = 0x9E37_79B9_7F4A_7C15u64;
    for _ in 0..200 {
        let mut state = variant.start();
        let mut turns = [0u32; 2];
        while state.outcome().is_none() {
            let moves = state.legal_moves();
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            let pick = moves[(rng % moves.len() as u64) as usize].canonical.clone();
            turns[state.turn().index()] += 1;
            state.play(&pick).unwrap();
            assert!(turns.iter().all(|&t| t <= 32), "{turns:?} after {pick}");
        }
    }
}

#[test]
fn a_finished_games_position_says_how_it_ended_and_reads_back() {
    let variant = registry::open("kings-run", &[]).unwrap();
    let mut escaped = variant.load("4K'3/8/8/8/8/8/8/k7 w - 0 0").unwrap();
    escaped.play("K' e8-off").unwrap();
    let text = escaped.position_text();
    assert_eq!(text, "8/8/8/8/8/8/8/k7 b - 0 0 escape");
    assert_eq!(
        variant.load(&text).unwrap().outcome(),
        Some(Outcome::Win { winner: Side::White, reason: Reason::Escape })
    );
    let mut captured = variant.load("4k3/8/8/8/B7/8/8/4K3 w - 1 1").unwrap();
    captured.play("B a4-e8").unwrap();
    let back = variant.load(&captured.position_text()).unwrap();
    assert_eq!(back.outcome(), Some(Outcome::Win { winner: Side::White, reason: Reason::KingCaptured }));
    assert!(
        variant.load("8/8/8/8/8/8/8/k7 b - 0 0").unwrap_err().to_string().contains("a game in progress has both kings")
    );
}

#[test]
fn a_quickpawn_steps_two_from_any_rank_and_never_takes_en_passant() {
    let state = load("4k3/8/8/8/8/4P3/8/4K3 w - 0 0");
    let pawn: Vec<String> =
        state.legal_moves().into_iter().map(|t| t.canonical).filter(|t| t.starts_with("P e3")).collect();
    assert!(pawn.iter().any(|t| t.starts_with("P e3-e5")), "{pawn:?}");
    // No en passant: a pawn beside one that stepped two cannot take it in passing.
    let mut passing = load("4k3/3p4/8/4P3/8/8/8/4K3 b - 0 0");
    passing.play("p d7-d5; p'-d5").unwrap();
    assert!(passing.check("P e5-d6; P'-d6").is_err());
}

#[test]
fn castling_is_allowed_in_and_through_attack() {
    // The black rook attacks e1 and f1: there is no check in King's Run.
    let state = load("4kr2/8/8/8/8/8/8/4K2R w K 0 0");
    assert!(state.legal_moves().iter().any(|t| t.canonical.starts_with("K e1-g1; ")), "castling is one of the moves");
    assert_eq!(state.check("K e1-g1; K'-g1").unwrap().canonical, "K e1-g1; K'-g1");
}

#[test]
fn a_promoted_quickpawn_keeps_its_runner_state() {
    let mut state = load("4k3/6P'1/8/8/8/8/8/4K3 w - 0 0");
    assert_eq!(state.check("g7g8q; discard").unwrap_err().code, RefusalCode::Illegal, "no chips to discard");
    let played = state.play("P' g7-g8; Q'-g8; K'-e1").unwrap();
    assert_eq!(played.accepted.canonical, "P' g7-g8; Q'-g8; K'-e1");
    assert!(state.position_text().starts_with("4k1Q'1/"), "{}", state.position_text());
}

#[test]
fn a_turn_with_no_way_to_end_stops_after_its_move() {
    // White has only a Runner king and no chips: nothing to wake, remove or discard.
    let state = load("4k3/8/8/8/8/8/8/4K'3 w - 0 1");
    let turns: Vec<String> = state.legal_moves().into_iter().map(|t| t.canonical).collect();
    assert!(turns.contains(&"K' e1-e2".to_string()) && turns.iter().all(|t| !t.contains(';')), "{turns:?}");
}

/// No check rule, but a king that could be taken will be (the first priority): the engine reads
/// that as check, from every kind of piece, Sandman or Runner, and not through a blocker.
#[test]
fn a_king_an_enemy_could_take_counts_as_in_check_for_the_engine() {
    use ortoo_rules::Game;
    use ortoo_rules::kings_run::KingsRun;
    let game = KingsRun::new();
    for (fen, check) in [
        ("4k3/8/8/8/8/8/8/r3K3 w - 0 0", true),
        ("4k3/8/8/8/8/8/8/r1N1K3 w - 0 0", false),
        ("4k3/8/8/8/8/8/3p'4/4K3 w - 0 0", true),
        // A Black pawn below the king does not take backwards.
        ("4k3/8/8/8/8/4K3/3p4/8 w - 0 0", false),
        ("4k3/8/8/8/8/5n2/8/4K3 w - 0 0", true),
        ("4k3/8/8/8/1b6/8/8/4K3 w - 0 0", true),
        ("4k3/8/8/8/8/8/8/3QK3 b - 0 0", false),
        ("4k3/4Q'3/8/8/8/8/8/4K3 b - 0 0", true),
        ("8/8/8/8/8/8/3k4/4K3 b - 0 0", true),
    ] {
        let pos = game.read_position(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(game.in_check(&pos), check, "{fen}");
    }
}

/// What a turn leads to, as the rules alone know it: waking the king beside one's own Sandman
/// queen loses on the next turn (the queen must take it), whatever the opponent plays; a turn
/// that takes the enemy king wins at once; a quiet turn decides nothing yet.
#[test]
fn a_turn_says_what_it_leads_to_when_the_rules_know() {
    use ortoo_rules::Foresight;
    let start = registry::open("kings-run", &[]).unwrap().start();
    let lost = Outcome::Win { winner: Side::Black, reason: Reason::KingCaptured };
    assert_eq!(start.foresee("P e2-e4; K'-e1"), Some(Foresight::LostNextTurn(lost)));
    assert_eq!(start.foresee("P e2-e4; P'-e4"), None);
    assert_eq!(start.foresee("not a move"), None);
    let taking = load("4k3/8/8/8/B7/8/8/4K3 w - 1 1");
    assert_eq!(
        taking.foresee("B a4-e8"),
        Some(Foresight::Ends(Outcome::Win { winner: Side::White, reason: Reason::KingCaptured }))
    );
}
