//! Khan as its spec and the engine's help text (seed 000) give it.

use std::path::PathBuf;

use ortoo_rules::{GameState, Options, registry};

fn open(options: &str) -> Box<dyn ortoo_rules::Variant> {
    let pairs: Vec<(String, String)> = match options {
        "" | "-" | "default" => vec![],
        list => list.split(',').map(|p| Options::pair(p).unwrap()).collect(),
    };
    registry::open("khan", &pairs).unwrap()
}

fn load(options: &str, fen: &str) -> Box<dyn GameState> {
    open(options).load(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The reference generator's move lists (`tests/data/moves-khan.txt`): each section names
/// its options in its heading ("default options" or `name=value` pairs).
#[test]
fn legal_moves_match_the_reference_generators_lists() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/moves-khan.txt");
    let text = std::fs::read_to_string(path).unwrap();
    let mut lines = text.lines().peekable();
    let mut checked = 0;
    while let Some(line) = lines.next() {
        let Some(heading) = line.strip_prefix("## ") else { continue };
        let options: Vec<String> = heading.split([',', ' ']).filter(|w| w.contains('=')).map(str::to_string).collect();
        let fen = lines.next().unwrap();
        let count: usize = lines.next().unwrap().split_whitespace().next().unwrap().parse().unwrap();
        let expected: Vec<String> = (0..count).map(|_| lines.next().unwrap().to_string()).collect();
        let got: Vec<String> = load(&options.join(","), fen).legal_moves().into_iter().map(|m| m.canonical).collect();
        assert_eq!(got, expected, "{heading}: {fen}");
        checked += 1;
    }
    assert!(checked >= 2, "{checked}");
}

fn targets(state: &dyn GameState, from: &str) -> Vec<String> {
    let mut t: Vec<String> = state
        .legal_moves()
        .into_iter()
        .filter_map(|m| {
            let rest = m.coordinate.strip_prefix(from)?;
            (!rest.starts_with(|c: char| c.is_ascii_digit()))
                .then(|| rest.trim_end_matches(char::is_alphabetic).to_string())
        })
        .collect();
    t.sort();
    t.dedup();
    t
}

const BASIC: &str = "wwwwa3/wksfa3/wn6/aa6/6AA/6NW/3AFSKW/3AWWWW w 0 1";

#[test]
fn the_seeds_basic_setup_clues_hold() {
    let white = load("setup=basic", BASIC);
    // "The white archer at square D2, can move to 5 positions ... blocked in the other
    // directions by the white first bondsman 'F' at square E2 and the white archer 'A' at D1."
    assert_eq!(targets(&*white, "d2"), ["c1", "c2", "c3", "d3", "e3"]);
    // "The white swordsman at F2 can move to only square."
    assert_eq!(targets(&*white, "f2"), ["e3"]);
    // "None of the warrior (W) pieces of either side can move because they are blocked."
    let black = load("setup=basic", &BASIC.replace(" w ", " b "));
    for (state, warriors) in [(&white, "g1 h1 e1 f1 h2 h3"), (&black, "a8 b8 c8 d8 a7 a6")] {
        for w in warriors.split_whitespace() {
            assert!(targets(&**state, w).is_empty(), "warrior on {w} moves");
        }
    }
    // "The black bondsman at D7 can move to any # of squares."
    assert!(!targets(&*black, "d7").is_empty());
    // "The black khan at B7 can move to 5 possible squares" (c6, c5, d5, d6 and e4).
    assert_eq!(targets(&*black, "b7"), ["c5", "c6", "d5", "d6", "e4"]);
}

/// The synopsis of piece movements, built to fit every clue of the seed's (lost) diagram.
const SYNOPSIS: &str = "2k2w2/6a1/ws6/1aW1mFNa/3s4/4M3/6K1/8 w 0 1";

#[test]
fn the_seeds_synopsis_of_piece_movements_holds() {
    let white = load("", SYNOPSIS);
    let black = load("", &SYNOPSIS.replace(" w ", " b "));
    let legal = |s: &dyn GameState, m: &str| s.check(m).is_ok();
    // "the archer at B5 can capture the white warrior at C5. Likewise, the warrior at C5 can
    // capture the archer."
    assert!(legal(&*black, "a b5-c5") && legal(&*white, "W c5-b5"));
    // "The white warrior cannot capture the black warrior at A6, because its path is blocked by
    // the pieces at B5 and B6. Likewise, the black warrior at A6 cannot capture the white
    // warrior at C5."
    assert!(!legal(&*white, "W c5-a6") && !legal(&*black, "w a6-c5"));
    // "The same white warrior can capture the black magician at E5. The magician cannot capture
    // the white warrior ... but he can demote the warrior to next lower rank (an Archer)."
    assert!(legal(&*white, "W c5-e5"));
    let spell = black.check("m e5-c5").unwrap();
    assert_eq!(spell.canonical, "m e5-c5");
    assert_eq!(spell.effect.as_deref(), Some("W→A"), "the log shows what the spell did");
    assert_eq!(white.check("W c5-b5").unwrap().effect, None);
    // "The magician can also demote the assassin at G5 to a swordsman, casting his xray spell
    // through (F), the bondsman."
    assert!(legal(&*black, "m e5-g5"));
    // "... demote the white enemy magician at E3 ... If it were white's turn to move, the
    // magician at E3 could similarly cast a spell on E5."
    assert!(legal(&*black, "m e5-e3") && legal(&*white, "M e3-e5"));
    // "The Assassin at G5 ... cannot capture the magician at E5 because it is blocked by F5 by F.
    // He can capture the archer at H5 and G7 though."
    assert!(!legal(&*white, "N g5-e5") && legal(&*white, "N g5-h5") && legal(&*white, "N g5-g7"));
    // "the Khan at G2 can capture him because he is within his attack range (3 squares on the
    // horizontal, vertical or diagonal)": the khan reaches g5, three squares up.
    let khan_reach = load("", "2k5/8/8/6n1/8/8/6K1/8 w 0 1");
    assert!(legal(&*khan_reach, "K g2-g5"));
    // "The First bondsman at F5 can capture the black warrior at F8 ... But the black warrior
    // cannot capture F, which is out of range."
    assert!(legal(&*white, "F f5-f8") && !legal(&*black, "w f8-f5"));
    // "The black swordsman at D4 can capture the magician at E3, but he cannot capture mounted
    // pieces like W at C5."
    assert!(legal(&*black, "s d4-e3"));
    let r = black.check("s d4-c5").unwrap_err();
    assert!(r.message.contains("may not capture a mounted piece"), "{r}");
    let mounts = load("swordscapturemounts=on", &SYNOPSIS.replace(" w ", " b "));
    assert!(legal(&*mounts, "s d4-c5"), "the rule can be changed: rules swordscapturemounts");
}

#[test]
fn khan_under_threat_must_step_out_or_take_the_warrior() {
    // "WHITE has moved his warrior to E6 to attack the BLACK khan at G7 ... Black's khan can move
    // to any of the 3 squares (H6,H7,H8) ... or black can capture the offending piece (k at G7
    // takes W at E6) or (w at C8 takes W at E6) ... If the black khan tries to take the white
    // archer at G4, it will get killed by K at F3, W at G3 or W at H3."
    let state = load("", "2w5/6k1/4W3/8/6A1/5KWW/8/8 b 0 1");
    let mut moves: Vec<String> = state.legal_moves().into_iter().map(|m| m.canonical).collect();
    moves.sort();
    assert_eq!(moves, ["k g7-e6", "k g7-h6", "k g7-h7", "k g7-h8", "w c8-e6"]);
    let r = state.check("k g7-g4").unwrap_err();
    assert!(r.message.contains("only leader where an enemy piece can capture it"), "{r}");
}

#[test]
fn how_to_win_the_lone_khan_is_mated() {
    // "the white warrior has moved to F6 and the black khan has no more moves and no backup
    // leader (f) and is under threat by the WHITE warrior at F6 ... Black's escape routes are
    // all defended by W at F6 and K at F4. If the black khan tries to take the white warrior at
    // F6, it will get taken by the white archer at E6."
    let state = load("", "8/7k/4AW2/8/5K2/8/8/8 b 0 1");
    assert!(state.legal_moves().is_empty());
    assert_eq!(
        state.outcome(),
        Some(ortoo_rules::Outcome::Win { winner: ortoo_rules::Side::White, reason: ortoo_rules::Reason::Checkmate })
    );
}

#[test]
fn the_seeds_exchange_examples_hold() {
    // "Black, above, can exchange its Bondsman on B8, or any of the 3 surrounding warriors to
    // 'give a horse' to its khan ... Black types m b7b8."
    let fen = "wfw5/1j1g4/w7/8/8/8/4M1I1/5W1A b 0 1";
    let mut black = load("", fen);
    let without: Vec<String> = load("exchanges=off", fen).legal_moves().into_iter().map(|m| m.canonical).collect();
    let mut exchanges: Vec<String> =
        black.legal_moves().into_iter().map(|m| m.canonical).filter(|m| !without.contains(m)).collect();
    exchanges.sort();
    assert_eq!(exchanges, ["j b7-a6", "j b7-a8", "j b7-b8", "j b7-c8"]);
    // "the demoted magician (m-) at D7 cannot be promoted to anything greater."
    assert!(targets(&*black, "d7").iter().all(|t| ["c7", "d6", "d8", "e7"].contains(&t.as_str())));
    black.play("J b7-b8").unwrap();
    assert!(black.position_text().starts_with("wa w5/1k1g4/".replace(' ', "").as_str()), "{}", black.position_text());
    // "white could promote its magician on E2 to a power magician ... White moves m e2f1. Now
    // the power magician has the mobility of a mounted warrior while the 'exchanged' warrior at
    // F1 has been reduced to an Archer."
    let mut white = load("", &fen.replace(" b ", " w "));
    white.play("M e2-f1").unwrap();
    assert!(white.position_text().contains("/4H1I1/5A1A "), "{}", white.position_text());
    // "white could exchange its doubly demoted, sword-like Khan (-K-) on G2 for a K- ... Only
    // one Archer is within 1 square of the khan so there is only this possibility."
    let white = load("", &fen.replace(" b ", " w "));
    let sword: Vec<String> =
        white.legal_moves().into_iter().map(|m| m.canonical).filter(|m| m.starts_with("I g2-h1")).collect();
    assert_eq!(sword, ["I g2-h1"]);
}

#[test]
fn every_option_changes_exactly_what_it_says() {
    let legal = |options: &str, fen: &str, m: &str| load(options, fen).check(m).map(|a| a.canonical);
    // bondsmenleaders: with two leaders the khan is not royal.
    let exposed = "k7/8/8/8/8/3w4/8/3K3F w 0 1";
    assert!(legal("", exposed, "F h1-h2").is_ok());
    assert!(legal("bondsmenleaders=off", exposed, "F h1-h2").is_err());
    // basepromotions: a swordsman ending on a7 becomes a warrior.
    let base = "7k/8/1S6/8/8/8/8/K7 w 0 1";
    assert_eq!(legal("", base, "b6a7").unwrap(), "S b6-a7; W-a7");
    assert_eq!(legal("basepromotions=off", base, "b6a7").unwrap(), "S b6-a7");
    // capturepromotions: the capturer takes the captive's arms; with a base promotion too,
    // the piece ends as a warrior, written as one drop ("S a6-b7; W-b7").
    let capture = "7k/1a6/Sa6/2S5/8/8/8/K7 w 0 1";
    assert_eq!(legal("capturepromotions=on", capture, "c5b6").unwrap(), "S c5-b6; A-b6");
    assert_eq!(legal("", capture, "c5b6").unwrap(), "S c5-b6");
    assert_eq!(legal("capturepromotions=on", capture, "a6b7").unwrap(), "S a6-b7; W-b7");
    // exchanges
    let exchange = "7k/8/8/8/8/8/8/KW5j w 0 1".replace("KW5j", "JW4k1");
    assert!(legal("", &exchange, "J a1-b1").is_ok());
    assert!(legal("exchanges=off", &exchange, "J a1-b1").is_err());
    // swordscapturemounts (also in the synopsis test)
    let sword = "7k/8/8/8/8/1w6/S7/K7 w 0 1";
    assert!(legal("", sword, "S a2-b3").is_err());
    assert!(legal("swordscapturemounts=on", sword, "S a2-b3").is_ok());
    // magiciandemoteskhan
    let spell_khan = "8/8/8/8/8/2k5/8/M6K w 0 1";
    assert!(legal("", spell_khan, "M a1-c3").is_ok());
    let r = load("magiciandemoteskhan=off", spell_khan).check("M a1-c3").unwrap_err();
    assert!(r.message.contains("may not target the khan"), "{r}");
    // magicianextendeddemotionsqs: reach 2 by default, 2 + n with the option.
    let far = "k7/8/8/8/3w4/8/8/M6K w 0 1";
    assert!(legal("", far, "M a1-d4").is_err());
    assert!(legal("magicianextendeddemotionsqs=1", far, "M a1-d4").is_ok());
    assert!(legal("powermagicianextendeddemotionsqs=2", far, "M a1-d4").is_err(), "the other option is for H");
    // powermagicianextendeddemotionsqs
    let power = far.replace('M', "H");
    assert!(legal("", &power, "H a1-d4").is_err());
    assert!(legal("powermagicianextendeddemotionsqs=1", &power, "H a1-d4").is_ok());
    assert!(legal("magicianextendeddemotionsqs=2", &power, "H a1-d4").is_err(), "the other option is for M");
    // setup: the three start positions.
    for (setup, start) in ortoo_rules::khan::SETUPS {
        assert_eq!(open(&format!("setup={setup}")).start().position_text(), start);
    }
}

#[test]
fn the_engines_sp_position_form_is_read() {
    // `sp 1k4K/6W/3w/ black 5 1`: ranks from 8 down, a rank may stop early, missing ranks empty.
    let state = load("", "sp 1k4K/6W/3w/ black 5 1");
    assert_eq!(state.position_text(), "1k4K1/6W1/3w4/8/8/8/8/8 b 5 1");
    assert_eq!(load("", "1k4K/6W/3w/ b 5 1").position_text(), "1k4K1/6W1/3w4/8/8/8/8/8 b 5 1");
    let v = open("");
    for (bad, why) in [
        ("sp 1k4K/6W/3x/ black 5 1", "not a Khan piece"),
        ("1k4K/6W w x", "counter"),
        ("1k4K1 w 0 1 z", "at most 4 fields"),
    ] {
        let e = v.load(bad).unwrap_err().to_string();
        assert!(e.contains(why), "{bad}: {e}");
    }
}

#[test]
fn a_player_without_a_leader_has_lost_and_the_move_limit_draws() {
    let gone = load("", "8/8/8/8/8/8/8/K6w b 0 1");
    assert_eq!(
        gone.outcome(),
        Some(ortoo_rules::Outcome::Win { winner: ortoo_rules::Side::White, reason: ortoo_rules::Reason::NoLeader })
    );
    let limit = load("", "k7/8/8/8/8/8/8/K7 w 200 120");
    assert_eq!(limit.outcome(), Some(ortoo_rules::Outcome::Draw { reason: ortoo_rules::Reason::MoveLimit }));
    assert!(limit.legal_moves().is_empty());
}
