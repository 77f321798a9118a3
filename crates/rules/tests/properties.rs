//! Properties over random playouts (the rules crate is built optimised even in tests):
//! - every legal move's canonical text and coordinate form select exactly that move;
//! - no two legal moves share a canonical text;
//! - position text round-trips exactly (same position, same key);
//! - the incrementally kept zobrist key equals one computed from scratch;
//! - arbitrary text into the parser and the whole validation path never panics.

use std::sync::Arc;

use ortoo_rules::chesslike::ChessFamily;
use ortoo_rules::khan::Khan;
use ortoo_rules::kings_run::KingsRun;
use ortoo_rules::koan::Koan;
use ortoo_rules::shatranj_kamil_x::ShatranjKamilX;
use ortoo_rules::state::Record;
use ortoo_rules::{Game, MoveList, chess, khans_chess, registry};
use proptest::prelude::*;

fn games() -> [Arc<ChessFamily>; 2] {
    [Arc::new(chess::chess()), Arc::new(khans_chess::khans_chess())]
}

/// Plays `plies` pseudo-random legal moves chosen by `seed`, checking every property at every
/// position on the way.
fn playout<G: Game>(game: &Arc<G>, seed: u64, plies: usize) -> Result<(), TestCaseError> {
    let mut rng = seed | 1;
    let mut pos = game.start_position();
    for _ in 0..plies {
        let mut moves = MoveList::new();
        game.legal_moves(&pos, &mut moves);
        if moves.is_empty() {
            prop_assert!(game.status(&pos).is_some(), "no moves but no outcome: {}", game.write_position(&pos));
            break;
        }
        let record = Record::new(game.clone(), pos.clone());
        let mut seen = std::collections::HashSet::new();
        for &m in &moves {
            let canonical = game.move_text(&pos, m).canonical();
            prop_assert!(seen.insert(canonical.clone()), "two moves read {canonical}");
            let (by_text, accepted) =
                record.select(&canonical).map_err(|r| TestCaseError::fail(format!("{canonical}: {r}")))?;
            prop_assert_eq!(by_text, m, "canonical {} selects another move", canonical);
            prop_assert_eq!(&accepted.canonical, &canonical);
            let coordinate = game.coordinate(&pos, m);
            let (by_coordinate, _) =
                record.select(&coordinate).map_err(|r| TestCaseError::fail(format!("{coordinate}: {r}")))?;
            prop_assert_eq!(by_coordinate, m, "coordinate {} selects another move", coordinate);
        }
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        let m = moves[(rng % moves.len() as u64) as usize];
        pos = game.play(&pos, m);
        prop_assert_eq!(game.key(&pos), game.key_from_scratch(&pos), "key drift after {:?}", m);
        let text = game.write_position(&pos);
        let reread = game.read_position(&text).map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
        prop_assert_eq!(&reread, &pos, "position text {} does not round-trip", text);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn chess_playouts_keep_notation_position_text_and_keys_consistent(seed in any::<u64>(), plies in 0usize..160) {
        playout(&games()[0], seed, plies)?;
    }

    #[test]
    fn khans_chess_playouts_keep_notation_position_text_and_keys_consistent(seed in any::<u64>(), plies in 0usize..160) {
        playout(&games()[1], seed, plies)?;
    }

    #[test]
    fn koan_playouts_keep_notation_position_text_and_keys_consistent(seed in any::<u64>(), plies in 0usize..80) {
        playout(&Arc::new(Koan::new()), seed, plies)?;
    }

    #[test]
    fn shatranj_kamil_x_playouts_keep_notation_position_text_and_keys_consistent(seed in any::<u64>(), plies in 0usize..120) {
        playout(&Arc::new(ShatranjKamilX::new()), seed, plies)?;
    }

    #[test]
    fn khan_playouts_with_random_options_keep_notation_position_text_and_keys_consistent(
        seed in any::<u64>(),
        plies in 0usize..120,
        switches in proptest::collection::vec(any::<bool>(), 6),
        reach in (0i64..=2, 0i64..=2),
        setup in 0usize..3,
    ) {
        let names = ["bondsmenleaders", "basepromotions", "capturepromotions", "exchanges", "swordscapturemounts", "magiciandemoteskhan"];
        let mut pairs: Vec<(String, String)> =
            names.iter().zip(&switches).map(|(n, on)| (n.to_string(), if *on { "on" } else { "off" }.to_string())).collect();
        pairs.push(("magicianextendeddemotionsqs".into(), reach.0.to_string()));
        pairs.push(("powermagicianextendeddemotionsqs".into(), reach.1.to_string()));
        pairs.push(("setup".into(), ["magician", "powermagician", "basic"][setup].into()));
        let options = ortoo_rules::Options::resolve("khan", &ortoo_rules::khan::OPTIONS, &pairs).unwrap();
        playout(&Arc::new(Khan::new(options)), seed, plies)?;
    }

    #[test]
    fn kings_run_playouts_keep_notation_position_text_and_keys_consistent(seed in any::<u64>(), plies in 0usize..40) {
        playout(&Arc::new(KingsRun::new()), seed, plies)?;
    }

    #[test]
    fn arbitrary_text_never_panics_the_parser(text in "\\PC{0,40}") {
        let _ = ortoo_rules::notation::parse(&text);
    }

    #[test]
    fn notation_like_text_never_panics_validation(
        text in "[PpNnKkSsTtQq@' ]{0,2}[a-lz][0-9]{1,3}[ x*-]{0,2}([a-lz][0-9]{0,3}|off)?[qrbnt]?(; ?[QqTt@'-]{0,2}[a-l][0-9]{1,2})?( //.*)?",
    ) {
        for variant in ["chess", "khans-chess", "koan", "shatranj-kamil-x", "khan", "kings-run"] {
            let mut state = registry::open(variant, &[]).unwrap().start();
            let before = state.position_text();
            match state.check(&text) {
                Ok(_) => {}
                Err(refusal) => {
                    prop_assert!(!refusal.message.is_empty());
                    prop_assert!(state.play(&text).is_err());
                    prop_assert_eq!(state.position_text(), before, "a refused move changed the game");
                }
            }
        }
    }

    #[test]
    fn arbitrary_position_text_never_panics(text in "\\PC{0,80}") {
        for variant in ["chess", "khans-chess", "koan", "shatranj-kamil-x", "khan", "kings-run"] {
            let _ = registry::open(variant, &[]).unwrap().load(&text);
        }
    }

    #[test]
    fn fen_like_text_never_panics(
        text in "([1-9pnbrqkPNBRQKtahlsT]{1,9}/){7}[1-9pnbrqkPNBRQKtahlsT]{1,9} [wb] (-|K?Q?k?q?) (-|[a-h][36]) [0-9]{1,3} [0-9]{1,3}",
    ) {
        for variant in ["chess", "khans-chess", "koan", "shatranj-kamil-x", "khan", "kings-run"] {
            if let Ok(state) = registry::open(variant, &[]).unwrap().load(&text) {
                let _ = state.legal_moves();
                let _ = state.perft(2);
                let _ = state.outcome();
            }
        }
    }
}
