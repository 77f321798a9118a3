//! The engine through its public entry point, as the server calls it: every answer must be a
//! move the rules accept.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use ortoo_engine::{EngineError, SearchLimits, think};
use ortoo_rules::registry;

fn chess_think(fen: &str, limits: SearchLimits) -> ortoo_engine::Thought {
    let thought = think("chess", &[], fen, &[], limits).expect("the engine answers");
    let mut game = registry::open("chess", &[]).unwrap().load(fen).unwrap();
    game.play(&thought.best).expect("the rules accept the engine's move");
    thought
}

#[test]
fn finds_a_back_rank_mate_in_one() {
    let t = chess_think("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", SearchLimits::depth(3));
    assert_eq!(t.coordinate, "a1a8");
    assert_eq!(t.best, "R a1-a8");
    assert_eq!(t.mate, Some(1));
}

#[test]
fn finds_a_mate_in_two_behind_a_knight_sacrifice() {
    // 1. Nf6+ gxf6 2. Bxf7#.
    let t = chess_think("r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1", SearchLimits::depth(4));
    assert_eq!(t.mate, Some(2), "{t:?}");
    assert_eq!(t.coordinate, "d5f6");
}

#[test]
fn sees_the_mate_it_is_about_to_suffer() {
    // Black to move cannot stop Ra8# (the king is boxed in by its own pawns).
    let t = chess_think("6k1/5ppp/8/8/8/8/r7/R5K1 b - - 0 1", SearchLimits::depth(4));
    assert!(t.coordinate == "a2a1" || t.mate.is_none_or(|m| m > 0), "{t:?}");
}

#[test]
fn takes_a_hanging_queen() {
    let t = chess_think("4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1", SearchLimits::depth(2));
    assert_eq!(t.best, "R d2-d5");
    assert!(t.score > 500, "{t:?}");
}

#[test]
fn does_not_take_a_defended_pawn_with_the_queen() {
    // Qxd5 loses the queen to exd5 (quiescence sees the recapture at depth 1).
    let t = chess_think("4k3/8/4p3/3p4/8/8/8/3QK3 w - - 0 1", SearchLimits::depth(1));
    assert_ne!(t.coordinate, "d1d5", "{t:?}");
}

#[test]
fn in_antichess_gives_away_a_piece_the_opponent_must_take() {
    // Taking is compulsory and losing every piece wins. Rd7 leaves Black nothing but Nxd7,
    // which one ply deep only quiescence sees, and only if a side whose every move captures is
    // not let stand pat (it would stand there a rook and a pawn to a knight down, about -300).
    let fen = "1n6/8/8/8/8/8/7P/3R4 w - - 0 1";
    let t = think("antichess", &[], fen, &[], SearchLimits::depth(1)).expect("the engine answers");
    assert_eq!(t.coordinate, "d1d7", "{t:?}");
    assert!(t.score > 0, "{t:?}");
}

#[test]
fn the_same_seed_plays_the_same_move() {
    let fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
    for level in [1, 2, 4] {
        let limits = || SearchLimits { level: Some(level), seed: 7, ..SearchLimits::default() };
        let a = think("chess", &[], fen, &[], limits()).unwrap();
        let b = think("chess", &[], fen, &[], limits()).unwrap();
        assert_eq!((a.best, a.score, a.nodes), (b.best, b.score, b.nodes));
    }
}

#[test]
fn low_levels_vary_with_the_seed() {
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let moves: std::collections::BTreeSet<String> = (0..12)
        .map(|seed| {
            think("chess", &[], fen, &[], SearchLimits { level: Some(1), seed, ..SearchLimits::default() })
                .unwrap()
                .best
        })
        .collect();
    assert!(moves.len() > 1, "level 1 always plays {moves:?}");
}

#[test]
fn a_raised_stop_flag_still_gives_a_legal_move() {
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let stop = Arc::new(AtomicBool::new(true));
    let started = Instant::now();
    let t = chess_think(fen, SearchLimits { depth: Some(30), stop: Some(stop), ..SearchLimits::default() });
    assert!(started.elapsed() < Duration::from_secs(2));
    assert!(t.depth <= 1, "{t:?}");
}

#[test]
fn the_move_time_is_kept() {
    let fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
    let started = Instant::now();
    let t = chess_think(fen, SearchLimits { movetime: Some(Duration::from_millis(300)), ..SearchLimits::default() });
    assert!(started.elapsed() < Duration::from_millis(900), "took {:?}", started.elapsed());
    assert!(t.depth >= 2, "{t:?}");
}

#[test]
fn the_node_limit_is_kept() {
    let fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
    let t = chess_think(fen, SearchLimits { nodes: Some(5_000), ..SearchLimits::default() });
    assert!(t.nodes <= 5_000, "{t:?}");
}

#[test]
fn the_line_told_starts_with_the_move_chosen_wherever_the_search_is_cut_off() {
    // A search cut off mid-iteration may choose a move the last finished iteration did not
    // (a hint's two seconds running out under load): its line must be that move's, not the
    // earlier one's. Node limits cut the iterations at many different points.
    let fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
    let mut changed = 0;
    for nodes in (200..12_000).step_by(173) {
        let t = chess_think(fen, SearchLimits { nodes: Some(nodes), ..SearchLimits::default() });
        assert_eq!(t.pv.first(), Some(&t.best), "at {nodes} nodes: {t:?}");
        let finished = chess_think(fen, SearchLimits::depth(t.depth.max(1)));
        changed += usize::from(finished.best != t.best);
    }
    assert!(changed > 0, "no cut-off chose another move than its finished iteration: the case is not tried");
}

#[test]
fn the_principal_variation_is_playable() {
    let fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
    let t = chess_think(fen, SearchLimits::depth(5));
    assert_eq!(t.pv.first(), Some(&t.best));
    let mut game = registry::open("chess", &[]).unwrap().load(fen).unwrap();
    for mv in &t.pv {
        game.play(mv).unwrap_or_else(|r| panic!("{mv}: {r:?}"));
    }
}

#[test]
fn a_finished_game_and_bad_input_are_errors() {
    let mated = "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1";
    assert!(matches!(think("chess", &[], mated, &[], SearchLimits::depth(2)), Err(EngineError::GameOver(_))));
    assert!(matches!(think("checkers", &[], mated, &[], SearchLimits::depth(2)), Err(EngineError::Open(_))));
    assert!(matches!(think("chess", &[], "not a fen", &[], SearchLimits::depth(2)), Err(EngineError::Position(_))));
    let bad_option = [("exchanges".to_string(), "maybe".to_string())];
    assert!(matches!(think("khan", &bad_option, "", &[], SearchLimits::depth(2)), Err(EngineError::Open(_))));
}

#[test]
fn returning_to_an_earlier_position_is_a_draw_the_losing_side_takes() {
    // White, a queen down, may go back to a position of the game's past (White's king on h1,
    // Black to move): a draw by repetition, better than anything else on the board.
    let variant = registry::open("chess", &[]).unwrap();
    let past = variant.load("1q5k/8/8/8/8/8/8/7K b - - 9 29").unwrap().key();
    let t = think("chess", &[], "1q5k/8/8/8/8/8/8/6K1 w - - 10 30", &[past, 1, 2], SearchLimits::depth(4)).unwrap();
    assert_eq!((t.best.as_str(), t.score), ("K g1-h1", 0), "{t:?}");
    let without = think("chess", &[], "1q5k/8/8/8/8/8/8/6K1 w - - 10 30", &[], SearchLimits::depth(4)).unwrap();
    assert!(without.score < -500, "{without:?}");
}

#[test]
fn a_hint_is_a_legal_move() {
    let fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
    let t = ortoo_engine::hint("chess", &[], fen, &[], None).unwrap();
    let mut game = registry::open("chess", &[]).unwrap().load(fen).unwrap();
    game.play(&t.best).unwrap();
}

#[test]
fn a_stop_raised_during_the_search_ends_it() {
    let fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
    let stop = Arc::new(AtomicBool::new(false));
    let raiser = {
        let stop = stop.clone();
        std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(150));
            stop.store(true, std::sync::atomic::Ordering::Relaxed);
        })
    };
    let started = Instant::now();
    let t = chess_think(fen, SearchLimits { depth: Some(40), stop: Some(stop), ..SearchLimits::default() });
    raiser.join().unwrap();
    assert!(started.elapsed() < Duration::from_secs(1), "took {:?}", started.elapsed());
    assert!(t.depth >= 1 && t.depth < 40, "{t:?}");
}

#[test]
fn a_forced_move_is_searched_for_its_score_when_no_clock_runs() {
    // Légal's mate after 6. Bxf7+: Black's only move is Ke7, and 7. Nd5 mates. A game's
    // analysis asks for the score (no clock runs): it must see the mate, not a queen up after
    // one ply.
    let fen = "rn1qkbnr/ppp2B1p/3p2p1/4N3/4P3/2N5/PPPP1PPP/R1BbK2R b KQkq - 0 6";
    let limits = SearchLimits { nodes: Some(20_000), ..SearchLimits::default() };
    let thought = think("chess", &[], fen, &[], limits).unwrap();
    assert_eq!(thought.best, "k e8-e7");
    assert_eq!(thought.mate, Some(-1), "mated in one after the forced move: {thought:?}");
    // Playing on a clock, the forced move is played at once from a shallow look.
    let limits = SearchLimits { movetime: Some(std::time::Duration::from_secs(5)), ..SearchLimits::default() };
    let thought = think("chess", &[], fen, &[], limits).unwrap();
    assert_eq!((thought.best.as_str(), thought.depth), ("k e8-e7", 1));
    assert!(thought.elapsed < std::time::Duration::from_secs(1), "{thought:?}");
}

#[test]
fn two_threads_find_what_one_finds_and_stop_together() {
    // 1. Nf6+ gxf6 2. Bxf7#, as above, with a helper thread sharing the table.
    let fen = "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1";
    let t = chess_think(fen, SearchLimits { depth: Some(4), threads: Some(2), ..SearchLimits::default() });
    assert_eq!((t.coordinate.as_str(), t.mate), ("d5f6", Some(2)), "{t:?}");
    // With a move time, the helpers end when the main search does.
    let fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
    let started = Instant::now();
    let limits =
        SearchLimits { movetime: Some(Duration::from_millis(300)), threads: Some(3), ..SearchLimits::default() };
    let t = chess_think(fen, limits);
    assert!(started.elapsed() < Duration::from_millis(900), "took {:?}", started.elapsed());
    assert!(t.depth >= 2, "{t:?}");
}

#[test]
fn a_table_kept_from_the_last_move_makes_the_next_search_cheaper() {
    let fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
    let mut memory = ortoo_engine::Memory::default();
    let search = |variant: &str, fen: &str, memory: &mut ortoo_engine::Memory| {
        ortoo_engine::think_remembering(variant, &[], fen, &[], SearchLimits::depth(5), memory, |_| {}).unwrap()
    };
    let first = search("chess", fen, &mut memory);
    let again = search("chess", fen, &mut memory);
    assert_eq!(first.best, again.best);
    assert!(again.nodes * 2 < first.nodes, "kept: {} nodes, then {}", first.nodes, again.nodes);
    // Other rules (Khan's Chess has chess's move type) get a table of their own.
    let start = registry::open("khans-chess", &[]).unwrap().start().position_text();
    let khans = search("khans-chess", &start, &mut memory);
    let fresh = search("khans-chess", &start, &mut ortoo_engine::Memory::default());
    assert_eq!((khans.best.as_str(), khans.nodes), (fresh.best.as_str(), fresh.nodes));
}

/// In shogi a side that checks on every move of a fourfold repetition loses it (sennichite):
/// far behind, where a perpetual check would save a chess game, the engine does not give the
/// check that would stand the position a fourth time.
#[test]
fn the_engine_does_not_lose_by_perpetual_check() {
    let variant = registry::open("shogi", &[]).unwrap();
    let mut state = variant.load("k8/9/9/9/4R4/9/9/9/4K4[rrbbgggg] w 0 1").unwrap();
    let mut keys = Vec::new();
    let checks = ["k a9-b9", "R a5-b5", "k b9-a9", "R b5-a5"];
    for text in ["R e5-a5"].into_iter().chain(checks.iter().cycle().take(11).copied()) {
        keys.push(state.key());
        state.play(text).unwrap_or_else(|r| panic!("{text}: {r}"));
    }
    // White to move, the rook on b5: R b5-a5 would stand the checked position a fourth time.
    assert!(state.position_text().starts_with("k8/9/9/9/1R7/"), "{}", state.position_text());
    let thought = think("shogi", &[], &state.position_text(), &keys, SearchLimits::depth(2)).unwrap();
    assert_ne!(thought.best, "R b5-a5", "the fourth check loses");
    let mut after = state.clone_box();
    after.play(&thought.best).unwrap();
    assert!(after.outcome().is_none(), "{} ends the game: {:?}", thought.best, after.outcome());
}
