//! The evaluation's terms, game by game.

use ortoo_engine::board::{Board, Spaces};
use ortoo_engine::eval::{Evaluate, chips, static_white};
use ortoo_rules::{Game, Options, khan, khans_chess, kings_run, koan, shatranj_kamil_x};

fn white_view<G: Evaluate>(game: &G, text: &str) -> i32 {
    let pos = game.read_position(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    static_white(game, &pos, &Board::read(game, &pos, &Spaces::of(game.geometry())))
}

fn start_view<G: Evaluate>(game: &G) -> i32 {
    let pos = game.start_position();
    static_white(game, &pos, &Board::read(game, &pos, &Spaces::of(game.geometry())))
}

#[test]
fn symmetric_starts_are_level() {
    assert_eq!(start_view(&ortoo_rules::chess::chess()), 0);
    // Koan's start is level but for having the move, which its weights count.
    assert_eq!(start_view(&koan::Koan::new()), ortoo_engine::terms::KOAN.tempo);
    assert_eq!(start_view(&kings_run::KingsRun::new()), 0);
    assert_eq!(start_view(&shatranj_kamil_x::ShatranjKamilX::new()), 0);
    for setup in ["magician", "powermagician", "basic"] {
        let options = Options::resolve("khan", &khan::OPTIONS, &[("setup".into(), setup.into())]).unwrap();
        assert_eq!(start_view(&khan::Khan::new(options)), 0, "{setup}");
    }
}

#[test]
fn khans_chess_start_is_roughly_balanced() {
    let score = start_view(&khans_chess::khans_chess());
    assert!(score.abs() < 200, "{score}");
}

#[test]
fn a_king_nearer_the_far_rank_is_nearer_campmate() {
    let game = khans_chess::khans_chess();
    let home = white_view(&game, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    let marched = white_view(&game, "4k3/8/8/4K3/8/8/8/8 w - - 0 1");
    let further = white_view(&game, "4k3/8/4K3/8/8/8/8/8 w - - 0 1");
    assert!(home < marched && marched < further, "{home} {marched} {further}");
}

#[test]
fn koan_pieces_gain_as_they_advance() {
    let game = koan::Koan::new();
    let start = white_view(&game, "oooooo/sssss/6/5/6/5/6/5/6/SSSSS/OOOOOO w");
    let advanced = white_view(&game, "oooooo/sssss/6/5/6/5/O5/5/6/SSSSS/1OOOOO w");
    assert!(advanced > start, "{start} {advanced}");
}

#[test]
fn kings_run_counts_chips_and_runner_kings() {
    let game = kings_run::KingsRun::new();
    let pos = game.read_position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq 3 1").unwrap();
    assert_eq!(chips(&pos), [3, 1]);
    let rich = white_view(&game, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq 3 1");
    assert!(rich > 0, "{rich}");
    let sandman = white_view(&game, "4k3/8/8/8/4K3/8/8/8 w - 0 0");
    let runner = white_view(&game, "4k3/8/8/8/4K'3/8/8/8 w - 0 0");
    assert!(runner > sandman, "{sandman} {runner}");
    // A Runner king beside its own Sandman queen will be taken by it.
    let doomed = white_view(&game, "4k3/8/8/8/3QK'3/8/8/8 w - 0 0");
    let safe = white_view(&game, "4k3/8/8/8/3Q'K'3/8/8/8 w - 0 0");
    assert!(doomed < safe - 400, "{doomed} {safe}");
}

#[test]
fn kings_run_sends_the_king_of_the_side_ahead_off_the_board() {
    // Material alone wins nothing in King's Run (every piece is gone by the end and the game
    // drawn), so a lead counts through the king it escorts: the same march is worth more to
    // the side a rook ahead than to one level in material.
    let game = kings_run::KingsRun::new();
    let march = |home: &str, marched: &str| white_view(&game, marched) - white_view(&game, home);
    let level = march("4k'3/r'7/8/8/8/8/R'7/4K'3 w - 0 0", "4k'3/r'7/8/4K'3/8/8/R'7/8 w - 0 0");
    let ahead = march("4k'3/8/8/8/8/8/R'7/4K'3 w - 0 0", "4k'3/8/8/4K'3/8/8/R'7/8 w - 0 0");
    assert!(level > 0, "a march is worth something: {level}");
    assert!(ahead >= 2 * level, "a rook ahead, the march counts at least twice: {level} {ahead}");
}

#[test]
fn kings_run_marches_count_for_more_as_the_turns_run_out() {
    // Sixteen Sandman pawns a side hold sixteen endings; as Runners, eight. The game is drawn
    // once both sides have spent theirs, so the same march counts for more with fewer left.
    let game = kings_run::KingsRun::new();
    let march = |home: &str, marched: &str| white_view(&game, marched) - white_view(&game, home);
    let early = march("4k'3/pppppppp/8/8/8/8/PPPPPPPP/4K'3 w - 0 0", "4k'3/pppppppp/8/8/4K'3/8/PPPPPPPP/8 w - 0 0");
    let late = march(
        "4k'3/p'p'p'p'p'p'p'p'/8/8/8/8/P'P'P'P'P'P'P'P'/4K'3 w - 0 0",
        "4k'3/p'p'p'p'p'p'p'p'/8/8/4K'3/8/P'P'P'P'P'P'P'P'/8 w - 0 0",
    );
    assert!(early > 0 && late > early, "{early} {late}");
}

#[test]
fn khan_values_a_second_leader_and_sees_what_a_spell_takes() {
    let game = khan::Khan::new(Options::defaults(&khan::OPTIONS));
    let lone = white_view(&game, "k7/8/8/8/8/8/8/7K w 0 1");
    let two = white_view(&game, "k7/8/8/8/8/8/8/6FK w 0 1");
    let bondsman = game.value(ortoo_engine::board::Man { side: ortoo_rules::Side::White, letter: b'F', runner: false });
    // The bondsman's material, the spare leader, each leader guarded by the other, and the
    // mounted bondsman's place (three steps off the centre on g1).
    let terms = &ortoo_engine::terms::KHAN;
    assert_eq!(two - lone, bondsman + terms.spare_leader + 2 * terms.guard - 3 * terms.centre);
    assert!(two - lone > bondsman, "a second leader is worth more than its material");

    // A magician's spell on the warrior two squares ahead makes it an archer.
    let pos = game.read_position("k7/8/4w3/8/4M3/8/8/7K w 0 1").unwrap();
    let board = Board::read(&game, &pos, &Spaces::of(game.geometry()));
    let mut moves = ortoo_rules::MoveList::new();
    game.legal_moves(&pos, &mut moves);
    let spell = moves.iter().copied().find(|m| m.action == khan::Action::Spell && m.to == 44).expect("the spell");
    let value = |letter: u8| terms.values[(letter - b'A') as usize];
    assert_eq!(game.gain(&board, spell), value(b'W') - value(b'A'));
    assert!(game.gain(&board, spell) > 0);
    assert!(!game.captures(&board, spell));
}

#[test]
fn koan_counts_a_piece_an_enemy_can_take_and_a_friend_that_could_retake() {
    use ortoo_engine::eval::koan_static;
    use ortoo_engine::terms::{KOAN, KoanTerms};
    let game = koan::Koan::new();
    let terms = KoanTerms { guarded: 10, hanging: -50, column: [0; 6], tempo: 0, ..KOAN };
    let view = |text: &str| {
        let pos = game.read_position(text).unwrap();
        koan_static(&game, &Board::read(&game, &pos, &Spaces::of(game.geometry())), &terms)
    };
    // Black's octagonal piece on the square b4 steps down onto the octagon c3 and takes there;
    // White's piece on c3 cannot take back on a square.
    let hanging = view("6/5/6/5/6/5/6/o4/1O4/5/6 w");
    // A White octagonal piece on c1 moves two rows straight on to c3: it could retake.
    let guarded = view("6/5/6/5/6/5/6/o4/1O4/5/1O4 w");
    let octagon = KOAN.values[(b'O' - b'A') as usize];
    assert_eq!(guarded - hanging, octagon + 10 + 50, "{hanging} {guarded}");
}

/// The static exchange on a move's square, in the mover's centipawns.
fn exchange(game: &ortoo_rules::chesslike::ChessFamily, fen: &str, uci: &str) -> Option<i32> {
    let pos = game.read_position(fen).unwrap();
    let board = Board::read(game, &pos, &Spaces::of(game.geometry()));
    let mut moves = ortoo_rules::MoveList::new();
    game.legal_moves(&pos, &mut moves);
    let mv = moves.iter().copied().find(|&m| game.coordinate(&pos, m) == uci).unwrap_or_else(|| panic!("{uci}"));
    game.exchange(&pos, &board, mv)
}

#[test]
fn the_static_exchange_plays_out_the_captures_on_one_square() {
    let game = ortoo_rules::chess::chess();
    let (pawn, rook, queen) = (100, 500, 900);
    // The queen takes a pawn that a pawn guards.
    assert_eq!(exchange(&game, "4k3/8/8/3p4/4p3/3Q4/8/4K3 w - - 0 1", "d3e4"), Some(pawn - queen));
    // Nothing guards it: the pawn is won.
    assert_eq!(exchange(&game, "4k3/8/8/8/4p3/3Q4/8/4K3 w - - 0 1", "d3e4"), Some(pawn));
    // A rook behind a rook joins in once the first has gone: taking back would lose Black a
    // rook for a rook, so Black stops and White keeps the pawn.
    assert_eq!(exchange(&game, "4r1k1/8/8/4p3/8/8/4R3/4R1K1 w - - 0 1", "e2e5"), Some(pawn));
    // Without the second rook, Black takes back and wins the exchange.
    assert_eq!(exchange(&game, "4r1k1/8/8/4p3/8/8/4R3/6K1 w - - 0 1", "e2e5"), Some(pawn - rook));
    // The rook takes a knight, the bishop takes back, the king takes the bishop: a rook for
    // a knight and a bishop.
    let (knight, bishop) = (320, 330);
    assert_eq!(exchange(&game, "4k3/8/8/8/8/2b5/R2n4/4K3 w - - 0 1", "a2d2"), Some(knight - rook + bishop));
    // With a rook behind on the file the king may not take back (it would be taken): White
    // loses the exchange.
    assert_eq!(exchange(&game, "3rk3/8/8/8/8/2b5/R2n4/4K3 w - - 0 1", "a2d2"), Some(knight - rook));
    // En passant is no exchange on one square.
    assert_eq!(exchange(&game, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "e5d6"), None);
}

#[test]
fn a_koan_piece_that_arrives_next_turn_is_all_but_the_game() {
    let game = koan::Koan::new();
    // White's piece on b10 steps onto a11 or c11 next turn; Black, to move, cannot take it.
    let arriving = white_view(&game, "5o/O4/6/5/6/5/6/5/6/5/6 b");
    // Black's square piece on a11 could take it on its square.
    let answered = white_view(&game, "s4o/O4/6/5/6/5/6/5/6/5/6 b");
    // With White to move the step is a move to search, not a threat to count.
    let to_move = white_view(&game, "5o/O4/6/5/6/5/6/5/6/5/6 w");
    assert!(arriving > 4000, "{arriving}");
    assert!(answered < 1000 && to_move < 1000, "{answered} {to_move}");
}

#[test]
fn shatranjs_exchange_counts_the_cannons_screen() {
    let game = shatranj_kamil_x::ShatranjKamilX::new();
    let exchange = |fen: &str, uci: &str| {
        let pos = game.read_position(fen).unwrap();
        let board = Board::read(&game, &pos, &Spaces::of(game.geometry()));
        let mut moves = ortoo_rules::MoveList::new();
        game.legal_moves(&pos, &mut moves);
        let mv = moves.iter().copied().find(|&m| game.coordinate(&pos, m) == uci).unwrap_or_else(|| panic!("{uci}"));
        game.exchange(&pos, &board, mv)
    };
    let (pawn, rook) = (80, 500);
    // The rook takes a pawn that a pawn guards, then one that nothing guards.
    assert_eq!(exchange("9k/10/10/10/4p5/3p6/10/10/10/K2R6 w - - 0 1", "d1d5"), Some(pawn - rook));
    assert_eq!(exchange("9k/10/10/10/10/3p6/10/10/10/K2R6 w - - 0 1", "d1d5"), Some(pawn));
    // A Black cannon on d8 with a screen on d7 takes back on d5.
    assert_eq!(exchange("9k/10/3c6/3n6/10/3p6/10/10/10/K2R6 w - - 0 1", "d1d5"), Some(pawn - rook));
}
