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
    assert_eq!(start_view(&koan::Koan::new()), 0);
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
