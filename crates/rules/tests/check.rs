//! Where a royal piece stands in check, as the board marks it and the page says "check".

use ortoo_rules::{GameState, registry};

fn load(variant: &str, fen: &str) -> Box<dyn GameState> {
    registry::open(variant, &[]).unwrap().load(fen).unwrap_or_else(|e| panic!("{variant} {fen}: {e}"))
}

fn squares(state: &dyn GameState) -> Vec<String> {
    state.checked().into_iter().map(|c| c.to_string()).collect()
}

#[test]
fn a_king_in_check_is_found_on_its_square() {
    assert_eq!(squares(&*load("chess", "4k3/8/8/8/8/8/8/4R2K b - - 0 1")), ["e8"]);
    assert!(squares(&*load("chess", "4k3/8/8/8/8/8/8/3R3K b - - 0 1")).is_empty(), "the rook is beside the king");
    // Shatranj Kamil X: the cannon checks over its screen; without the screen it does not.
    assert_eq!(squares(&*load("shatranj-kamil-x", "4k5/9r/10/10/10/4P5/10/10/10/K3C5 b - - 0 1")), ["e10"]);
    assert!(squares(&*load("shatranj-kamil-x", "4k5/9r/10/10/10/10/10/10/10/K3C5 b - - 0 1")).is_empty());
    // King's Run has no check rule, but a king that can be taken is marked all the same: taking
    // it wins.
    assert_eq!(squares(&*load("kings-run", "4k3/8/8/8/8/8/8/4R2K b - 0 0")), ["e8"]);
}

/// Random games of every variant: whatever is marked is a piece of the player to move, and each
/// game with a royal piece reaches a check.
#[test]
fn only_the_movers_pieces_are_marked_and_checks_happen() {
    for variant in ["chess", "khans-chess", "kings-run", "shatranj-kamil-x", "khan", "koan"] {
        let start = registry::open(variant, &[]).unwrap().start();
        let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut checks = 0;
        for _ in 0..40 {
            let mut state = start.clone_box();
            for _ in 0..120 {
                for c in state.checked() {
                    let piece = state.piece_at(c).unwrap_or_else(|| panic!("{variant}: {c} is marked and empty"));
                    assert_eq!(piece.side, state.turn(), "{variant}: {c} is marked and not the mover's");
                    checks += 1;
                }
                let moves = state.legal_moves();
                if moves.is_empty() {
                    break;
                }
                seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
                let pick = &moves[(seed >> 33) as usize % moves.len()];
                state.play(&pick.canonical).unwrap();
            }
        }
        if variant == "koan" {
            assert_eq!(checks, 0, "Koan has no royal piece");
        } else {
            assert!(checks > 0, "{variant}: no check in 40 random games");
        }
    }
}
