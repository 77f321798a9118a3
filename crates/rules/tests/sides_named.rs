//! Whose names each game's sides go by: the players' own, as every sentence naming a side says.

use ortoo_i18n::{SIDES, Said, english, find};
use ortoo_rules::{Sides, registry};

#[test]
fn each_game_names_its_sides_as_its_players_do() {
    let by = |sides: Sides| -> Vec<&str> {
        let mut ids: Vec<&str> = registry::variants().iter().filter(|v| v.sides == sides).map(|v| v.id).collect();
        ids.sort_unstable();
        ids
    };
    assert_eq!(by(Sides::Xiangqi), ["manchu", "minixiangqi", "xiangqi"]);
    assert_eq!(by(Sides::Janggi), ["janggi"]);
    let shogi = by(Sides::Shogi);
    for id in ["shogi", "minishogi", "kyotoshogi", "dobutsu", "torishogi", "judkins", "euroshogi"] {
        assert!(shogi.contains(&id), "{id} is not named as shogi: {shogi:?}");
    }
    for id in ["chess", "khans-chess", "crazyhouse", "makruk", "synochess", "shogun", "duck"] {
        assert_eq!(registry::sides(id), Sides::Chess, "{id}");
    }
    assert_eq!(registry::sides("no-such-game"), Sides::Chess, "a game not known here is White and Black");
}

#[test]
fn a_refused_move_names_the_sides_as_the_game_does() {
    // The refusal of a piece of the side not to move, in xiangqi, janggi and shogi, English and
    // Japanese.
    let refusal = |id: &str, fen: Option<&str>, text: &str| {
        let variant = registry::open(id, &[]).expect("a built-in game");
        let state = match fen {
            Some(fen) => variant.load(fen).expect("a position"),
            None => variant.start(),
        };
        state.check(text).expect_err("refused")
    };
    let xiangqi = refusal("xiangqi", None, "a10a9");
    assert_eq!(xiangqi.said_in(english()), "The Chariot on a10 is Black's; Red is to move.");
    let janggi = refusal("janggi", None, "a10a9");
    assert!(janggi.said_in(english()).ends_with("is Red's; Blue is to move."), "{}", janggi.said_in(english()));
    let shogi = refusal("shogi", None, "a9a8");
    let ja = find("ja").expect("Japanese");
    let said = shogi.said_in(ja);
    assert!(said.contains("後手") && said.contains("先手") && !said.contains('白'), "{said}");
    // A sentence that names no side ignores `$sides`.
    assert_eq!(english().say(&Said::new("board-over").arg(SIDES, "shogi")), "the game is over");
}
