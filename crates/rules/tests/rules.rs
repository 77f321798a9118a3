//! The rules as a player meets them: moves accepted in every notation the spec allows, each
//! refusal class with its reason, special moves, outcomes, and draw claims.

use std::path::PathBuf;

use ortoo_rules::{GameState, Outcome, Reason, RefusalCode, Side, registry};

fn load(variant: &str, fen: &str) -> Box<dyn GameState> {
    registry::open(variant, &[]).unwrap().load(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn start(variant: &str) -> Box<dyn GameState> {
    registry::open(variant, &[]).unwrap().start()
}

fn canonical(state: &dyn GameState, text: &str) -> String {
    state.check(text).unwrap_or_else(|r| panic!("{text}: {r}")).canonical
}

fn refused(state: &mut dyn GameState, text: &str, code: RefusalCode) -> ortoo_rules::Refusal {
    let before = (state.position_text(), state.plies());
    let refusal = state.play(text).expect_err(text);
    assert_eq!(refusal.code, code, "{text}: {refusal}");
    assert_eq!((state.position_text(), state.plies()), before, "a refused move changed the game");
    refusal
}

fn play_all(state: &mut dyn GameState, moves: &[&str]) {
    for m in moves {
        state.play(m).unwrap_or_else(|r| panic!("{m}: {r}"));
    }
}

#[test]
fn every_accepted_spelling_of_a_move_gives_one_canonical_text() {
    let state = start("chess");
    for text in ["P e2-e4", "Pe2-e4", "e2-e4", "e2e4", "E2-E4", "p e2-e4", "e2xe4", " P  e2 - e4 ", "P e2-e4;"] {
        assert_eq!(canonical(&*state, text), "P e2-e4", "{text}");
    }
    assert_eq!(canonical(&*state, "N g1-f3 // developing"), "N g1-f3");
    assert_eq!(state.check("N g1-f3 // developing").unwrap().comment.as_deref(), Some("developing"));
}

#[test]
fn each_refusal_class_says_why_and_changes_nothing() {
    let mut state = start("chess");
    let r = refused(&mut *state, "P e2-#", RefusalCode::Syntax);
    assert!(r.message.contains("column 6"), "{r}");
    let r = refused(&mut *state, "P e2-e9", RefusalCode::OffBoard);
    assert!(r.message.contains("e9 is not a square"), "{r}");
    refused(&mut *state, "P k2-k4", RefusalCode::OffBoard);
    let r = refused(&mut *state, "e3-e4", RefusalCode::NoPiece);
    assert_eq!(r.message, "There is no piece on e3.");
    let r = refused(&mut *state, "N e2-e4", RefusalCode::WrongLabel);
    assert_eq!(r.message, "The piece on e2 is a Pawn (P), not N.");
    let r = refused(&mut *state, "e7-e5", RefusalCode::NotYourPiece);
    assert_eq!(r.message, "The Pawn on e7 is Black's; White is to move.");
    let r = refused(&mut *state, "P e2-e5", RefusalCode::Illegal);
    assert_eq!(r.message, "P e2-e5 is not a legal move: a Pawn does not move that way.");
    assert_eq!(r.legal_moves, ["P e2-e3", "P e2-e4"]);
    let r = refused(&mut *state, "B c1-e3", RefusalCode::Illegal);
    assert!(r.message.contains("blocked by the White Pawn on d2"), "{r}");
    assert!(r.to_string().contains("has no legal move"), "{r}");
    let r = refused(&mut *state, "drawn", RefusalCode::ClaimRefused);
    assert!(r.message.contains("occurred 3 times"), "{r}");
    let mut promoting = load("chess", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    let r = refused(&mut *promoting, "P a7-a8", RefusalCode::Incomplete);
    assert_eq!(r.legal_moves, ["P a7-a8; B-a8", "P a7-a8; N-a8", "P a7-a8; Q-a8", "P a7-a8; R-a8"]);
    refused(&mut *promoting, "a7a8", RefusalCode::Incomplete);
    let r = refused(&mut *promoting, "P a7-a8; K-a8", RefusalCode::Illegal);
    assert!(r.message.contains("\"K-a8\" is not part of any legal move"), "{r}");
    assert_eq!(promoting.play("P a7-a8; q*a8").unwrap().accepted.canonical, "P a7-a8; Q-a8");
}

#[test]
fn moving_into_or_staying_in_check_is_refused_with_the_reason() {
    // The e2 knight is pinned by the e8 rook; the king may not step onto the d-file rook's line.
    let mut state = load("chess", "4r1k1/8/8/8/8/8/4N3/3rK3 w - - 0 1");
    let r = refused(&mut *state, "N e2-c3", RefusalCode::Illegal);
    assert!(r.message.contains("in check"), "{r}");
    let mut pinned = load("chess", "4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1");
    let r = refused(&mut *pinned, "N e2-c3", RefusalCode::Illegal);
    assert!(r.message.contains("would leave your King in check"), "{r}");
    let mut exposed = load("chess", "4r1k1/8/8/8/8/8/8/3K4 w - - 0 1");
    let r = refused(&mut *exposed, "K d1-e1", RefusalCode::Illegal);
    assert_eq!(r.message, "K d1-e1 is not a legal move: your King would be in check on e1.");
}

#[test]
fn castling_is_the_kings_move_and_its_rook_part_may_be_given() {
    let state = load("chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_eq!(canonical(&*state, "K e1-g1"), "K e1-g1");
    assert_eq!(canonical(&*state, "e1g1"), "K e1-g1");
    assert_eq!(canonical(&*state, "K e1-g1; R h1-f1"), "K e1-g1");
    assert_eq!(canonical(&*state, "K e1-c1"), "K e1-c1");
    let mut s = state.clone();
    s.play("e1g1").unwrap();
    assert_eq!(s.position_text(), "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
    let mut attacked = load("chess", "4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    let r = refused(&mut *attacked, "K e1-g1", RefusalCode::Illegal);
    assert!(r.message.contains("f1 is attacked"), "{r}");
    let mut moved = load("chess", "4k3/8/8/8/8/8/8/R3K2R w Q - 0 1");
    let r = refused(&mut *moved, "K e1-g1", RefusalCode::Illegal);
    assert!(r.message.contains("no longer castle on the king side"), "{r}");
}

#[test]
fn en_passant_is_the_pawns_move_and_the_captured_pawn_may_be_named() {
    let state = load("chess", "4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 2");
    assert_eq!(canonical(&*state, "P d5-e6"), "P d5-e6");
    assert_eq!(canonical(&*state, "P d5-e6; e5-"), "P d5-e6");
    assert_eq!(canonical(&*state, "d5xe6; @-e5"), "P d5-e6");
    let mut s = state.clone();
    s.play("d5e6").unwrap();
    assert_eq!(s.position_text(), "4k3/8/4P3/8/8/8/8/4K3 b - - 0 2");
    // The field is kept only when a capture is legal, as Fairy-Stockfish writes FENs.
    let pinned = load("chess", "8/8/8/K2Pp2r/8/8/8/4k3 w - e6 0 2");
    assert_eq!(pinned.position_text(), "8/8/8/K2Pp2r/8/8/8/4k3 w - - 0 2");
}

#[test]
fn checkmate_ends_the_game_and_later_moves_are_refused() {
    let mut state = start("chess");
    play_all(&mut *state, &["f2f3", "e7e5", "g2g4"]);
    let played = state.play("Q d8-h4 // fool's mate").unwrap();
    assert_eq!(played.outcome, Some(Outcome::Win { winner: Side::Black, reason: Reason::Checkmate }));
    assert!(state.legal_moves().is_empty());
    let r = refused(&mut *state, "e2e4", RefusalCode::GameOver);
    assert_eq!(r.message, "The game is over: Black wins by checkmate.");
}

#[test]
fn stalemate_draws_in_chess_and_loses_in_khans_chess() {
    let fen = "k7/2Q5/1K6/8/8/8/8/8 b - - 0 1";
    assert_eq!(load("chess", fen).outcome(), Some(Outcome::Draw { reason: Reason::Stalemate }));
    let khan_fen = "k7/2Q5/1K6/8/8/8/8/8 b - - 0 1";
    assert_eq!(
        load("khans-chess", khan_fen).outcome(),
        Some(Outcome::Win { winner: Side::White, reason: Reason::Stalemate })
    );
}

#[test]
fn threefold_repetition_may_be_claimed_in_chess_and_fivefold_ends_it() {
    let mut state = start("chess");
    let cycle = ["N g1-f3", "n g8-f6", "N f3-g1", "n f6-g8"];
    play_all(&mut *state, &cycle);
    assert_eq!(state.claimable_draw(), None);
    play_all(&mut *state, &cycle);
    assert_eq!(state.claimable_draw(), Some(Reason::Repetition));
    assert_eq!(state.outcome(), None);
    let mut claimed = state.clone();
    assert_eq!(claimed.play("drawn").unwrap().outcome, Some(Outcome::Draw { reason: Reason::Repetition }));
    play_all(&mut *state, &cycle);
    play_all(&mut *state, &cycle);
    assert_eq!(state.outcome(), Some(Outcome::Draw { reason: Reason::Repetition }));
}

#[test]
fn a_resumed_position_counts_repetitions_from_the_keys_given() {
    let variant = registry::open("chess", &[]).unwrap();
    let mut state = variant.start();
    let mut keys = vec![state.key()];
    for m in ["N g1-f3", "n g8-f6", "N f3-g1", "n f6-g8", "N g1-f3", "n g8-f6", "N f3-g1"] {
        state.play(m).unwrap();
        keys.push(state.key());
    }
    let position = state.position_text();
    assert_eq!(state.reversible_plies(), Some(7));
    keys.pop();
    let mut resumed = variant.resume(&position, &keys).unwrap();
    resumed.play("n f6-g8").unwrap();
    assert_eq!(resumed.claimable_draw(), Some(Reason::Repetition));
    let mut forgetful = variant.resume(&position, &[]).unwrap();
    forgetful.play("n f6-g8").unwrap();
    assert_eq!(forgetful.claimable_draw(), None);
}

#[test]
fn threefold_repetition_draws_at_once_in_khans_chess() {
    let mut state = start("khans-chess");
    let cycle = ["N g1-f3", "h b8-c6", "N f3-g1", "h c6-b8"];
    play_all(&mut *state, &cycle);
    assert_eq!(state.outcome(), None);
    play_all(&mut *state, &cycle);
    assert_eq!(state.outcome(), Some(Outcome::Draw { reason: Reason::Repetition }));
}

#[test]
fn fifty_moves_may_be_claimed_and_seventy_five_end_the_game() {
    let mut state = load("chess", "4k3/8/8/8/8/8/4P3/R3K3 w - - 99 80");
    state.play("R a1-a2").unwrap();
    assert_eq!(state.claimable_draw(), Some(Reason::FiftyMoves));
    assert_eq!(state.claim_draw().unwrap(), Outcome::Draw { reason: Reason::FiftyMoves });
    let mut state = load("chess", "4k3/8/8/8/8/8/4P3/R3K3 w - - 149 80");
    assert_eq!(state.play("R a1-a2").unwrap().outcome, Some(Outcome::Draw { reason: Reason::FiftyMoves }));
    // A pawn move resets the count.
    let mut state = load("chess", "4k3/8/8/8/8/8/4P3/R3K3 w - - 99 80");
    state.play("e2e3").unwrap();
    assert_eq!(state.claimable_draw(), None);
}

#[test]
fn bare_kings_and_a_lone_minor_piece_are_dead_positions_in_chess() {
    for fen in ["4k3/8/8/8/8/8/8/4K3 w - - 0 1", "4k3/8/8/8/8/8/8/4KB2 w - - 0 1", "2b1k3/8/8/8/8/8/8/4KB2 w - - 0 1"] {
        assert_eq!(load("chess", fen).outcome(), Some(Outcome::Draw { reason: Reason::InsufficientMaterial }), "{fen}");
    }
    for fen in
        ["1b2k3/8/8/8/8/8/8/4KB2 w - - 0 1", "4k3/8/8/8/8/8/8/4KNN1 w - - 0 1", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"]
    {
        assert_eq!(load("chess", fen).outcome(), None, "{fen}");
    }
}

#[test]
fn a_scout_promotes_to_khatun_only_and_may_leave_the_promotion_out() {
    // Fairy-Stockfish's notation example: a Black scout on b2 has only b2d1t.
    let mut state = load("khans-chess", "4k3/8/8/8/8/8/1s6/4K3 b - - 0 1");
    let scout: Vec<String> =
        state.legal_moves().into_iter().filter(|m| m.coordinate.starts_with("b2")).map(|m| m.coordinate).collect();
    assert_eq!(scout, ["b2d1t"]);
    assert_eq!(canonical(&*state, "s b2-d1"), "s b2-d1; t-d1");
    assert_eq!(canonical(&*state, "b2d1"), "s b2-d1; t-d1");
    assert_eq!(canonical(&*state, "b2d1t"), "s b2-d1; t-d1");
    let r = refused(&mut *state, "s b2-b1", RefusalCode::Illegal);
    assert!(r.message.contains("only to capture"), "{r}");
    let r = refused(&mut *state, "s b2-d1; q-d1", RefusalCode::Illegal);
    assert!(r.message.contains("not part of any legal move"), "{r}");
    let white = load("khans-chess", "4k3/6P1/8/8/8/8/8/4K3 w - - 0 1");
    let mut coords: Vec<String> = white.legal_moves().into_iter().map(|m| m.coordinate).collect();
    coords.retain(|c| c.starts_with("g7"));
    coords.sort();
    assert_eq!(coords, ["g7g8b", "g7g8n", "g7g8q", "g7g8r"]);
}

#[test]
fn a_king_reaching_the_far_rank_wins_at_once_by_campmate() {
    let mut black = load("khans-chess", "1ha2a1h/1s6/1Q2t3/5s2/2P1K3/7P/k2PPPP1/1N3BR1 b - - 0 21");
    let played = black.play("k a2-a1").unwrap();
    assert_eq!(played.outcome, Some(Outcome::Win { winner: Side::Black, reason: Reason::Campmate }));
    assert!(black.legal_moves().is_empty());
    let mut white = load("khans-chess", "3t4/sslh2K1/7R/1sk5/8/3P4/PP2PPP1/R2Q1BN1 w - - 3 28");
    assert_eq!(
        white.play("K g7-g8").unwrap().outcome,
        Some(Outcome::Win { winner: Side::White, reason: Reason::Campmate })
    );
}

#[test]
fn horde_pieces_move_as_knights_and_capture_their_own_way() {
    // A lancer captures along rook lines, not on its knight squares.
    let state = load("khans-chess", "4k3/8/8/3l4/8/4N3/3R4/4K3 b - - 0 1");
    assert_eq!(canonical(&*state, "l d5-d2"), "l d5-d2");
    assert_eq!(canonical(&*state, "l d5-c3"), "l d5-c3");
    let mut s = state.clone();
    let r = refused(&mut *s, "l d5-e3", RefusalCode::Illegal);
    assert!(r.message.contains("cannot capture that way"), "{r}");
    let r = refused(&mut *s, "l d5-d3", RefusalCode::Illegal);
    assert!(r.message.contains("moves that way only to capture, and d3 is empty"), "{r}");
    let r = refused(&mut *s, "l d5-e1", RefusalCode::Illegal);
    assert!(r.message.contains("does not move that way"), "{r}");
}

#[test]
fn black_never_castles_in_khans_chess() {
    let e =
        registry::open("khans-chess", &[]).unwrap().load("lhatkahl/ssssssss/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert_eq!(e.unwrap_err().to_string(), "invalid position: Black never castles in Khan's Chess");
}

#[test]
fn bad_position_texts_are_refused_with_a_reason() {
    let chess = registry::open("chess", &[]).unwrap();
    let cases = [
        ("", "empty"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", "8 ranks"),
        ("rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "more than 8 squares"),
        ("rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "7 squares"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", "not a piece of Chess"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQQBNR w - - 0 1", "exactly one King"),
        ("4k3/8/8/8/8/8/8/P3K3 w - - 0 1", "cannot stand on a1"),
        ("P3k3/8/8/8/8/8/8/4K3 w - - 0 1", "promotes there"),
        ("4k3/8/8/8/8/8/8/4K3 x - - 0 1", "side to move"),
        ("4k3/8/8/8/8/8/8/4K3 w K - 0 1", "needs the White king on e1 and a rook on h1"),
        ("4k3/8/8/8/8/8/8/4K2R w X - 0 1", "not a castling right"),
        ("4k3/8/8/8/8/8/8/4K3 w - e6 0 1", "does not follow a double step"),
        ("4k3/8/8/8/8/8/8/4K3 w - z9 0 1", "en-passant field"),
        ("4k3/8/8/8/8/8/8/4K3 w - - x 1", "half-move clock"),
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 y", "move number"),
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra", "at most 6 fields"),
    ];
    for (fen, expected) in cases {
        let e = chess.load(fen).expect_err(fen).to_string();
        assert!(e.contains(expected), "{fen}: {e}");
    }
    let khans = registry::open("khans-chess", &[]).unwrap();
    let e = khans.load("4k3/8/8/8/8/8/8/3TK3 w - - 0 1").unwrap_err().to_string();
    assert!(e.contains("White has no Khatun"), "{e}");
}

#[test]
fn unknown_variants_and_options_are_refused_clearly() {
    let e = registry::open("hnefatafl", &[]).err().unwrap().to_string();
    assert!(e.contains("unknown variant \"hnefatafl\"") && e.contains("khans-chess"), "{e}");
    let e = registry::open("chess", &[("setup".into(), "basic".into())]).err().unwrap().to_string();
    assert!(e.contains("has no option \"setup\""), "{e}");
}

#[test]
fn the_text_board_labels_files_and_ranks_from_either_side() {
    let state = start("khans-chess");
    let white = state.board_text(Side::White);
    assert!(white.starts_with("     a b c d e f g h\n 8   l h a t k a h l   8\n"), "{white}");
    assert!(white.ends_with(" 1   R N B Q K B N R   1\n     a b c d e f g h\n"), "{white}");
    let black = state.board_text(Side::Black);
    assert!(black.starts_with("     h g f e d c b a\n 1   R N B K Q B N R   1\n"), "{black}");
}

/// Fairy-Stockfish's depth-2 divides for three Khan's Chess positions (`tests/data/`).
#[test]
fn khans_chess_divides_match_the_oracle() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/divides-khans-chess.txt");
    let table = std::fs::read_to_string(path).unwrap();
    let mut checked = 0;
    let mut lines = table.lines();
    while let Some(line) = lines.next() {
        let Some(fen) = line.strip_prefix("fen ") else { continue };
        let mut expected: Vec<(String, u64)> = Vec::new();
        let mut total = None;
        for l in lines.by_ref() {
            if let Some(t) = l.strip_prefix("total ") {
                total = Some(t.parse::<u64>().unwrap());
                break;
            }
            for item in l.split_whitespace() {
                let (m, n) = item.split_once(':').unwrap();
                expected.push((m.to_string(), n.parse().unwrap()));
            }
        }
        assert_eq!(total, Some(expected.iter().map(|(_, n)| n).sum()), "the table's own total for {fen}");
        let mut got = load("khans-chess", fen).divide(2);
        got.sort();
        expected.sort();
        assert_eq!(got, expected, "{fen}");
        checked += 1;
    }
    assert_eq!(checked, 3);
}

#[test]
fn san_is_written_as_fairy_stockfish_writes_it() {
    let san = |variant: &str, fen: Option<&str>, before: &[&str], mv: &str| {
        let v = registry::open(variant, &[]).unwrap();
        let mut state = match fen {
            Some(f) => v.load(f).unwrap(),
            None => v.start(),
        };
        play_all(&mut *state, before);
        state.san(mv).unwrap().unwrap()
    };
    assert_eq!(san("chess", None, &[], "e2e4"), "e4");
    assert_eq!(san("chess", None, &[], "g1f3"), "Nf3");
    assert_eq!(san("chess", None, &["f2f3", "e7e5", "g2g4"], "d8h4"), "Qh4#");
    let castles = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    assert_eq!(san("chess", Some(castles), &[], "e1g1"), "O-O");
    assert_eq!(san("chess", Some(castles), &[], "e1c1"), "O-O-O");
    assert_eq!(san("chess", Some("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1"), &[], "b1d2"), "Nbd2");
    assert_eq!(san("chess", Some("4k3/8/8/8/8/R7/8/R3K3 w - - 0 1"), &[], "a1a2"), "R1a2");
    assert_eq!(san("chess", Some("1k6/8/8/8/4Q2Q/8/8/K6Q w - - 0 1"), &[], "h4e1"), "Qh4e1");
    assert_eq!(san("chess", Some("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"), &[], "e4d5"), "exd5");
    assert_eq!(san("chess", Some("4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 2"), &[], "d5e6"), "dxe6");
    assert_eq!(san("chess", Some("k7/4P3/8/8/8/8/8/4K3 w - - 0 1"), &[], "e7e8q"), "e8=Q+");
    assert_eq!(san("khans-chess", None, &["f2f3", "a f8-g6", "g2g4"], "g6h4"), "Ah4#");
    assert_eq!(san("khans-chess", Some("4k3/8/8/8/8/8/1s6/4K3 b - - 0 1"), &[], "b2d1"), "Sd1=T+");
    assert_eq!(start("khans-chess").pgn_variant(), Some("khans"));
    assert_eq!(start("chess").pgn_variant(), None);
}

/// A position read once and then told its history judges the game exactly as one resumed with
/// that history: the server reads a game's position once per move this way.
#[test]
fn a_position_told_its_history_is_judged_as_if_resumed_with_it() {
    for (variant, shuffle) in
        [("khans-chess", ["g1f3", "h8g6", "f3g1", "g6h8"]), ("chess", ["g1f3", "g8f6", "f3g1", "f6g8"])]
    {
        let rules = registry::open(variant, &[]).unwrap();
        let mut state = rules.start();
        let mut keys = vec![state.key()];
        for mv in shuffle.iter().cycle().take(8) {
            state.play(mv).unwrap();
            keys.push(state.key());
        }
        let position = state.position_text();
        let earlier = &keys[..keys.len() - 1];
        let resumed = rules.resume(&position, earlier).unwrap();
        let mut told = rules.load(&position).unwrap();
        assert_eq!(told.outcome(), None, "{variant}: without history there is no repetition");
        told.set_history(earlier);
        assert_eq!(told.outcome(), resumed.outcome(), "{variant}");
        assert_eq!(told.claimable_draw(), resumed.claimable_draw(), "{variant}");
        assert_eq!(told.legal_moves(), resumed.legal_moves(), "{variant}");
        assert_eq!(told.outcome(), state.outcome(), "{variant}: as the game that was played");
    }
    // Khan's Chess draws a threefold repetition at once; chess lets it be claimed.
    let khans = registry::open("khans-chess", &[]).unwrap();
    let mut s = khans.start();
    play_all(&mut *s, &["g1f3", "h8g6", "f3g1", "g6h8", "g1f3", "h8g6", "f3g1", "g6h8"]);
    assert!(s.outcome().is_some() && s.legal_moves().is_empty());
}

/// The registry is the one place a game is described: every listed game can be built through
/// its one match, and every piece a game starts with has a worth for the engine (kings aside,
/// which are never traded).
#[test]
fn every_registered_game_is_built_by_the_registry_and_prices_its_pieces() {
    for info in registry::variants() {
        let built = ortoo_rules::with_game!(info.id, ortoo_rules::Options::defaults(info.options), |game| {
            ortoo_rules::Game::info(&game).id
        });
        assert_eq!(built, Some(info.id));
        assert!(!info.uci_name.is_empty());
        let start = registry::open(info.id, &[]).unwrap().start();
        let geometry = start.geometry();
        for file in 0..geometry.files {
            for rank in 0..geometry.ranks {
                let Some(piece) = start.piece_at(ortoo_rules::Coord::new(file, rank)) else { continue };
                let letter = piece.label.chars().next().unwrap() as u8;
                // A defined game's royal piece may be called otherwise (tori shogi's phoenix).
                let defined_royal = registry::defined(info.id).is_some_and(|game| {
                    let def = &game.catalogued().board.def;
                    def.king.is_some_and(|k| def.kinds[k.index()].letter.eq_ignore_ascii_case(&char::from(letter)))
                });
                let royal = piece.name.contains("King") || piece.name == "Khan" || defined_royal;
                // A piece that never moves (chak's offering) is worth nothing to trade.
                let immobile = registry::defined(info.id).is_some_and(|game| {
                    let def = &game.catalogued().board.def;
                    def.kinds.iter().any(|k| k.letter.eq_ignore_ascii_case(&char::from(letter)) && k.motions.is_empty())
                });
                assert!(
                    royal || immobile || info.piece_values.of_letter(letter) > 0,
                    "{}: the {} ({}) has no worth",
                    info.id,
                    piece.name,
                    piece.label
                );
            }
        }
    }
    assert_eq!(ortoo_rules::with_game!("hnefatafl", ortoo_rules::Options::defaults(&[]), |_game| ()), None);
}

#[test]
fn standard_algebraic_is_accepted_where_the_game_writes_pgn() {
    let mut chess = start("chess");
    for (san, full) in [("e4", "P e2-e4"), ("e5", "p e7-e5"), ("Nf3", "N g1-f3"), ("Nc6", "n b8-c6")] {
        assert_eq!(canonical(&*chess, san), full, "{san}");
        chess.play(san).unwrap();
    }
    // Check marks, annotations and 0-0 are read as players write them.
    let mut castles = load("chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_eq!(canonical(&*castles, "0-0+!"), canonical(&*castles, "O-O"));
    assert_eq!(canonical(&*castles, "O-O-O"), canonical(&*castles, "K e1-c1"));
    castles.play("Ra8+").unwrap();
    let mut captures = load("chess", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
    assert_eq!(canonical(&*captures, "exd5"), "P e4-d5");
    assert_eq!(canonical(&*captures, "ed5"), "P e4-d5", "the capture mark may be left out");
    captures.play("exd5").unwrap();
    let promote = load("chess", "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(canonical(&*promote, "b8=Q"), canonical(&*promote, "b8Q"));
    assert!(canonical(&*promote, "b8=N").contains('N'));
    // An ambiguous or impossible SAN is refused in standard algebraic's own words (not as Game
    // Courier's notation gone wrong), and nothing changes.
    let mut knights = load("chess", "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
    let refusal = refused(&mut *knights, "Nd2", RefusalCode::Ambiguous);
    assert_eq!(refusal.message, "Nd2 fits more than one move: Nbd2, Nfd2.");
    assert_eq!(refusal.legal_moves, ["N b1-d2", "N f1-d2"]);
    let refusal = refused(&mut *start("chess"), "e5", RefusalCode::Illegal);
    assert_eq!(refusal.message, "No legal move here is written e5 in standard algebraic.");
    let refusal = refused(&mut *start("chess"), "Qh8", RefusalCode::Illegal);
    assert!(refusal.message.contains("Qh8") && !refusal.message.contains("column"), "{}", refusal.message);
    // Text of no notation at all is still a matter of notation.
    refused(&mut *start("chess"), "hello there", RefusalCode::Syntax);
    // Games without a PGN do not read SAN.
    refused(&mut *start("koan"), "a3", RefusalCode::Syntax);
}

/// The engine's in-check query: the king of the side to move attacked, and only then.
#[test]
fn in_check_says_when_the_king_to_move_is_attacked() {
    use ortoo_rules::Game;
    let chess = ortoo_rules::chess::chess();
    for (fen, check) in [
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", false),
        // The fool's mate: White is mated.
        ("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", true),
        // The scholar's mate: Black is mated.
        ("r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4", true),
        // The queen eyes the king, but a pawn stands between.
        ("rnb1kbnr/pppp1ppp/8/4p3/6Pq/7P/PPPPPP2/RNBQKBNR w KQkq - 1 3", false),
    ] {
        let pos = chess.read_position(fen).unwrap();
        assert_eq!(Game::in_check(&chess, &pos), check, "{fen}");
    }
    // No game starts in check.
    for info in registry::variants() {
        let check = ortoo_rules::with_game!(info.id, ortoo_rules::Options::defaults(info.options), |game| {
            Game::in_check(&game, &game.start_position())
        });
        assert_eq!(check, Some(false), "{}", info.id);
    }
}

#[test]
fn letter_at_says_what_piece_at_says_on_every_space() {
    use ortoo_rules::Game;
    for info in registry::variants() {
        let checked = ortoo_rules::with_game!(info.id, ortoo_rules::Options::defaults(info.options), |game| {
            let geometry = *game.geometry();
            let mut pos = game.start_position();
            let mut moves = ortoo_rules::MoveList::new();
            // The start and a few positions along a line of play, captures among them.
            for ply in 0..12 {
                for index in 0..geometry.frame_size() + 8 {
                    let expected =
                        geometry.contains(index).then(|| game.piece_at(&pos, geometry.coord(index))).flatten().map(
                            |p| {
                                let mut label = p.label.chars();
                                (p.side, label.next().unwrap(), label.next() == Some('\''))
                            },
                        );
                    assert_eq!(game.letter_at(&pos, index), expected, "{} ply {ply} index {index}", info.id);
                }
                moves.clear();
                game.legal_moves(&pos, &mut moves);
                if moves.is_empty() {
                    break;
                }
                pos = game.play(&pos, moves[(ply * 7 + 3) % moves.len()]);
            }
        });
        assert!(checked.is_some(), "{} is a known game", info.id);
    }
}
