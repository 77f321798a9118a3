//! Defined games played as the server plays them: through the registry, by move text in full
//! algebraic notation, coordinates and SAN, judged to their endings.

use ortoo_rules::registry;
use ortoo_rules::{Outcome, Reason, RefusalCode, Side};

fn start(id: &str) -> Box<dyn ortoo_rules::GameState> {
    registry::open(id, &[]).unwrap_or_else(|e| panic!("{id}: {e}")).start()
}

#[test]
fn the_forty_are_offered_beside_the_hand_written_games() {
    let ids: Vec<&str> = registry::variants().iter().map(|v| v.id).collect();
    assert_eq!(&ids[..6], ["khan", "khans-chess", "kings-run", "shatranj-kamil-x", "koan", "chess"]);
    for id in ["capablanca", "grand", "3check", "racingkings", "antichess", "courier", "orda", "fischerandom"] {
        assert!(ids.contains(&id), "{id} is not offered: {ids:?}");
        assert!(registry::is_defined(id));
    }
    // The built-in file's variants follow, in its order (a file registered by another test may
    // come after them).
    let built_in: Vec<String> = ortoo_rules::defined::builtin::names().into_iter().filter(|n| n != "chess").collect();
    // The thirty-nine of the first phase, the twenty with pieces in hand (goro goro, the
    // parent of goro goro plus, among them) and the twenty of hoppers, palaces, counts,
    // blasts and the duck.
    assert_eq!(built_in.len(), 39 + 20 + 20);
    assert_eq!(ids[6..6 + built_in.len()], built_in.iter().map(String::as_str).collect::<Vec<_>>()[..]);
    assert!(ids.contains(&"crazyhouse") && ids.contains(&"placement"));
    let capablanca = registry::info("capablanca").unwrap();
    assert_eq!((capablanca.name, capablanca.files, capablanca.ranks), ("Capablanca chess", 10, 8));
    assert!(capablanca.summary.starts_with("Ten files"), "the words after the name: {}", capablanca.summary);
    // Worth from mobility: the orthodox pieces in their usual order, the compounds above them.
    let worth = |l: u8| capablanca.piece_values.of_letter(l);
    assert_eq!(worth(b'P'), 100);
    assert!(worth(b'N') < worth(b'R') && worth(b'B') < worth(b'R') && worth(b'R') < worth(b'Q'));
    assert!(worth(b'R') < worth(b'A') && worth(b'A') < worth(b'C') + 60 && worth(b'C') < worth(b'Q') + 100);
}

#[test]
fn a_move_is_taken_in_every_notation_and_written_one_way() {
    let mut game = start("capablanca");
    let played = game.play("P e2-e4").unwrap();
    assert_eq!((played.accepted.canonical.as_str(), played.accepted.coordinate.as_str()), ("P e2-e4", "e2e4"));
    assert_eq!(game.play("f7f5").unwrap().accepted.canonical, "p f7-f5");
    assert_eq!(game.play("exf5").unwrap().accepted.canonical, "P e4-f5");
    // The archbishop leaps as a knight (and rides as a bishop).
    assert_eq!(game.play("Ad6").unwrap().accepted.canonical, "a c8-d6");
    assert_eq!(game.san("A c1-d3").unwrap().as_deref(), Some("Ad3"));
    let refused = game.play("A c1-c3").unwrap_err();
    assert_eq!(refused.code, RefusalCode::Illegal);
    assert!(refused.message.contains("Archbishop on c1 does not move that way"), "{}", refused.message);
    let refused = game.play("k2k4").unwrap_err();
    assert_eq!(refused.code, RefusalCode::OffBoard, "{}", refused.message);
    assert_eq!(game.plies(), 4);
}

#[test]
fn castling_en_passant_and_promotion_read_as_in_the_other_games() {
    // Capablanca: the king goes to i1, the rook from j1 to h1.
    let mut game =
        registry::open("capablanca", &[]).unwrap().load("r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1").unwrap();
    let castled = game.play("O-O").unwrap();
    assert_eq!(castled.accepted.canonical, "K f1-i1");
    assert!(game.position_text().starts_with("r4k3r/10/10/10/10/10/10/R6RK1 b kq"), "{}", game.position_text());
    let mut game = registry::open("capablanca", &[]).unwrap().load("r4k3r/10/10/10/10/10/10/R4K3R b kq - 0 1").unwrap();
    assert_eq!(game.play("K f8-c8; R a8-d8").unwrap().accepted.canonical, "k f8-c8");
    assert!(game.position_text().starts_with("2kr5r/"), "{}", game.position_text());

    // Grand: pawns step two from the third rank, and may be taken in passing.
    let mut game = registry::open("grand", &[]).unwrap().load("r8r/k9/10/10/10/4p5/10/3P6/K9/R8R w - - 0 1").unwrap();
    game.play("P d3-d5").unwrap();
    let taken = game.play("e5d4").unwrap();
    assert_eq!(taken.accepted.canonical, "p e5-d4");
    assert!(game.piece_at(ortoo_rules::Coord::parse("d5").unwrap()).is_none());

    // Grand: on the eighth rank a pawn may stay a pawn or become a piece its side has lost.
    let game = registry::open("grand", &[]).unwrap().load("k9/10/10/7P2/10/10/10/10/10/K9 w - - 0 1").unwrap();
    assert_eq!(game.check("P h7-h8").unwrap().canonical, "P h7-h8");
    assert_eq!(game.check("P h7-h8; C-h8").unwrap().canonical, "P h7-h8; C-h8");
    assert_eq!(game.check("h7h8q").unwrap().canonical, "P h7-h8; Q-h8");
    assert_eq!(game.check("h8=A").unwrap().canonical, "P h7-h8; A-h8");
}

#[test]
fn endings_the_hand_written_games_lack_are_judged() {
    let mut game = registry::open("3check", &[]).unwrap().load("4k3/8/8/8/8/8/8/4K2R w K - 1+3 0 1").unwrap();
    game.play("R h1-h8").unwrap();
    assert_eq!(game.outcome(), Some(Outcome::Win { winner: Side::White, reason: Reason::Checks }));

    let mut game = registry::open("kingofthehill", &[]).unwrap().load("7k/8/8/8/8/2K5/8/8 w - - 0 1").unwrap();
    game.play("K c3-d4").unwrap();
    assert_eq!(game.outcome(), Some(Outcome::Win { winner: Side::White, reason: Reason::Goal }));

    let mut game = registry::open("antichess", &[]).unwrap().load("8/8/8/8/8/8/1p2P3/B7 w - - 0 1").unwrap();
    let refused = game.play("P e2-e4").unwrap_err();
    assert!(refused.message.contains("taking is compulsory"), "{}", refused.message);
    game.play("Bxb2").unwrap();
    // Black has lost every piece: in antichess that wins.
    assert_eq!(game.outcome(), Some(Outcome::Win { winner: Side::Black, reason: Reason::Extinction }));

    // Taking en passant is taking too: when it is the only capture, a quiet move is refused for
    // that reason, and the capture is played.
    let mut game = registry::open("antichess", &[]).unwrap().load("8/7p/8/3pP3/8/8/8/B7 w - d6 0 1").unwrap();
    let refused = game.play("B a1-b2").unwrap_err();
    assert!(refused.message.contains("taking is compulsory"), "{}", refused.message);
    game.play("exd6").unwrap();
}

#[test]
fn every_legal_move_reads_back_as_itself_in_each_notation() {
    // A fixed walk through each game (a linear congruential sequence), the same every run.
    let mut seed: u64 = 37;
    for info in registry::defined_variants() {
        let mut game = start(info.id);
        for _ in 0..40 {
            if game.outcome().is_some() {
                break;
            }
            let legal = game.legal_moves();
            let texts: std::collections::HashSet<&str> = legal.iter().map(|m| m.canonical.as_str()).collect();
            assert_eq!(
                texts.len(),
                legal.len(),
                "{}: two legal moves share a text at {}",
                info.id,
                game.position_text()
            );
            // Every move where there are few; where there are hundreds (duck chess: each move
            // with each square for the duck), an even sample of them, the first and last among.
            let step = (legal.len() / 64).max(1);
            for mv in legal.iter().step_by(step).chain(legal.last()) {
                let by_text =
                    game.check(&mv.canonical).unwrap_or_else(|r| panic!("{}: {}: {r:?}", info.id, mv.canonical));
                assert_eq!(by_text.canonical, mv.canonical, "{}", info.id);
                let by_coordinate =
                    game.check(&mv.coordinate).unwrap_or_else(|r| panic!("{}: {}: {r:?}", info.id, mv.coordinate));
                assert_eq!(by_coordinate.canonical, mv.canonical, "{}: {}", info.id, mv.coordinate);
                let san = game.san(&mv.canonical).unwrap().expect("a defined game writes SAN");
                let by_san = game.check(&san).unwrap_or_else(|r| panic!("{}: {san}: {r:?}", info.id));
                assert_eq!(by_san.canonical, mv.canonical, "{}: {san}", info.id);
                // The shogi family's USI too.
                if let Some(usi) = game.usi(&mv.canonical).unwrap() {
                    let by_usi = game.check(&usi).unwrap_or_else(|r| panic!("{}: {usi}: {r:?}", info.id));
                    assert_eq!(by_usi.canonical, mv.canonical, "{}: {usi}", info.id);
                }
            }
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            let pick = &legal[(seed >> 33) as usize % legal.len()];
            game.play(&pick.canonical).unwrap();
            let again = registry::open(info.id, &[]).unwrap().load(&game.position_text()).unwrap();
            assert_eq!(again.position_text(), game.position_text(), "{}", info.id);
            assert_eq!(again.key(), game.key(), "{}", info.id);
        }
    }
}

#[test]
fn kyoto_drops_dropped_promoted_name_the_piece_from_the_hand() {
    // A knight and a lance in hand both become a gold when dropped promoted: each drop has a
    // text of its own, and the engine test's game that stalled on `G-a2` goes on.
    let mut game = registry::open("kyotoshogi", &[]).unwrap().load("p4/1kN2/5/3K+P/+L1S2[NLS] w - - 1 10").unwrap();
    let legal = game.legal_moves();
    let on_a2: Vec<&str> = legal.iter().map(|m| m.canonical.as_str()).filter(|t| t.ends_with("a2")).collect();
    for text in ["N-a2; G-a2", "L-a2; G-a2", "N-a2", "L-a2", "S-a2; B-a2", "S-a2"] {
        assert!(on_a2.contains(&text), "{text} in {on_a2:?}");
    }
    let refused = game.check("G-a2").unwrap_err();
    assert!(
        refused.to_string().contains("N-a2; G-a2") || refused.to_string().to_lowercase().contains("ambiguous"),
        "{refused}"
    );
    assert_eq!(game.san("L-a2; G-a2").unwrap().as_deref(), Some("+L*5d"));
    assert_eq!(game.play("+N*5d").unwrap().accepted.canonical, "N-a2; G-a2");
}

#[test]
fn an_operators_file_adds_its_sound_variants_and_tells_the_others() {
    let broken = registry::register("broken.ini", "[mine:capablanca]\nmaxFile = 10\nbogus = 1\n\n[fine:capablanca]\n");
    assert_eq!(broken.faults.len(), 1, "{:?}", broken.faults);
    assert_eq!((broken.faults[0].line, broken.faults[0].variant.as_deref()), (3, Some("mine")));
    assert_eq!(broken.ids, ["fine"], "the sound variant beside it is taken");
    assert!(!registry::is_defined("mine") && registry::is_defined("fine"));
    let clash = registry::register("clash.ini", "[khan:capablanca]\n");
    assert!(clash.ids.is_empty() && clash.faults[0].to_string().contains("already offered"), "{:?}", clash.faults);

    let wide = registry::register(
        "wide.ini",
        "# Wide chess: twelve files.\n[wide-chess:chess]\nmaxFile = 12\nstartFen = rnbqkbnrrnbq/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/RNBQKBNRRNBQ w - - 0 1\ncastling = false\n",
    );
    assert_eq!((wide.ids, wide.faults.len()), (vec!["wide-chess"], 0));
    let info = registry::info("wide-chess").unwrap();
    assert_eq!((info.name, info.files), ("Wide chess", 12));
    // Its definition alone, with the section it builds on, as the format writes it.
    let sections = registry::defined("wide-chess").unwrap().board().def.sections.clone();
    assert!(sections.starts_with("[chess]\npawn = p\n"), "{sections}");
    assert!(sections.contains("\n[wide-chess:chess]\nmaxFile = 12\nstartFen = "), "{sections}");
    let grand = registry::defined("grand").unwrap().board().def.sections.clone();
    assert!(grand.starts_with("[chess]\n") && grand.contains("[grand:chess]\n") && !grand.contains("[capablanca"));
    let mut game = start("wide-chess");
    assert_eq!(game.play("l2l4").unwrap().accepted.canonical, "P l2-l4");
    assert_eq!(game.legal_moves().len(), 12 * 2 + 6);
    let again = registry::register("wide.ini", "[wide-chess:chess]\n");
    assert!(again.faults[0].to_string().contains("already offered"), "{:?}", again.faults);
}

#[test]
fn makruk_counts_a_pawnless_ending_and_draws_it_when_the_count_passes() {
    // A khun and a ruea against a bare khun: the pieces' count, 16 moves, begun at the number
    // of pieces on the board (3). It starts with White's first move: Black counts.
    let mut game = registry::open("makruk", &[]).unwrap().load("8/8/8/3k4/8/8/8/R3K3 w - - 0 1").unwrap();
    assert!(game.counts().is_empty(), "no count before the move that starts it");
    game.play("R a1-a2").unwrap();
    assert_eq!(game.counts()[0].to_string(), "Count: Black has counted 3 of 16 moves");
    // The limit in plies where the en passant square stands, the plies counted after it.
    assert!(game.position_text().ends_with(" b - 32 6 1"), "{}", game.position_text());
    // Neither side mates, takes or repeats a position: the count runs on to its limit.
    let mut seen = std::collections::HashSet::new();
    let mut plies = 1;
    loop {
        let board = |g: &dyn ortoo_rules::GameState| g.position_text().split(' ').take(2).collect::<Vec<_>>().join(" ");
        seen.insert(board(game.as_ref()));
        let next = game
            .legal_moves()
            .into_iter()
            .find(|m| {
                let mut tried = registry::open("makruk", &[]).unwrap().load(&game.position_text()).unwrap();
                let played = tried.play(&m.canonical).unwrap();
                !m.canonical.contains('x')
                    && !seen.contains(&board(tried.as_ref()))
                    && !matches!(played.outcome, Some(Outcome::Win { .. }))
            })
            .expect("a quiet move to a new position");
        let played = game.play(&next.canonical).unwrap();
        plies += 1;
        // The count passes 32 plies (16 moves) at the 27th ply after the first.
        if plies < 28 {
            assert_eq!(played.outcome, None, "after {plies} plies: {}", game.position_text());
        } else {
            assert_eq!(played.outcome, Some(Outcome::Draw { reason: Reason::Counting }), "{}", game.position_text());
            assert_eq!(game.counts()[0].to_string(), "Count: Black has counted 17 of 16 moves");
            assert!(game.legal_moves().is_empty(), "the game is over");
            break;
        }
    }
}

#[test]
fn a_makpong_king_in_check_moves_only_to_take_its_checker() {
    // Black's khun on d8 is checked by the ruea on d1: in makruk it steps aside, in makpong it
    // may not (the khon must cover the check on d7).
    let fen = "3ks3/8/8/8/8/8/8/3RK3 b - - 0 1";
    let khun_moves = |id: &str| {
        let game = registry::open(id, &[]).unwrap().load(fen).unwrap();
        game.legal_moves().into_iter().filter(|m| m.canonical.starts_with("k ")).count()
    };
    assert_eq!(khun_moves("makruk"), 3, "c8, c7 and e7");
    assert_eq!(khun_moves("makpong"), 0);
    // Checked by a piece it can take, alone, it takes it.
    let game = registry::open("makpong", &[]).unwrap().load("3k4/3R4/8/8/8/8/8/4K3 b - - 0 1").unwrap();
    let moves: Vec<String> = game.legal_moves().into_iter().map(|m| m.canonical).collect();
    assert_eq!(moves, ["k d8-d7"]);
}

#[test]
fn cambodian_kings_leap_and_mets_step_two_on_their_first_move() {
    let mut game = start("cambodian");
    let first: Vec<String> = game.legal_moves().into_iter().map(|m| m.canonical).collect();
    for text in ["K d1-b2", "K d1-f2"] {
        assert!(first.contains(&text.to_string()), "{text} in {first:?}");
    }
    // The met's step needs its square two ahead empty (a bia stands there at the start).
    assert!(!first.iter().any(|t| t == "M e1-e3"), "{first:?}");
    game.play("P e3-e4").unwrap();
    game.play("p a6-a5").unwrap();
    game.play("M e1-e3").unwrap();
    game.play("p a5-a4").unwrap();
    // The met has moved: it steps as a met again; its square is no gate.
    let now: Vec<String> = game.legal_moves().into_iter().map(|m| m.canonical).collect();
    assert!(!now.iter().any(|t| t == "M e3-e5"), "{now:?}");
    assert!(game.position_text().contains(" Dde "), "{}", game.position_text());
}

#[test]
fn an_atomic_capture_blows_up_its_neighbours_and_a_king_among_them_ends_the_game() {
    let mut game = start("atomic");
    for text in ["N g1-f3", "p d7-d5", "N f3-e5", "p a7-a6"] {
        game.play(text).unwrap();
    }
    // The knight takes on f7: it, the pawn taken and the pieces around (not the pawns) are
    // blown away, Black's king on e8 among them.
    let played = game.play("Nxf7").unwrap();
    assert_eq!(played.accepted.effect.as_deref(), Some("blast: f7 e8 f8 g8"));
    assert_eq!(played.outcome, Some(Outcome::Win { winner: Side::White, reason: Reason::Blast }));
    let fen = game.position_text();
    assert!(fen.starts_with("rnbq3r/1pp1p1pp/p7/3p4/8/8/PPPPPPPP/RNBQKB1R b KQ "), "{fen}");
}

#[test]
fn atomic_kings_may_not_take_nor_be_blown_up_by_their_own_side_and_touching_kings_are_not_in_check() {
    // A king that takes is blown up by its own capture: in atomic that is no legal move; in
    // no-check atomic it is, and loses; in atomar the kings stand through blasts.
    let fen = "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1";
    let takes = |id: &str| {
        let game = registry::open(id, &[]).unwrap().load(fen).unwrap();
        game.legal_moves().iter().any(|m| m.coordinate == "e1d2")
    };
    assert!(!takes("atomic"));
    let mut nocheck = registry::open("nocheckatomic", &[]).unwrap().load(fen).unwrap();
    let played = nocheck.play("e1d2").unwrap();
    assert_eq!(played.outcome, Some(Outcome::Win { winner: Side::Black, reason: Reason::Blast }));
    let mut atomar = registry::open("atomar", &[]).unwrap().load(fen).unwrap();
    let played = atomar.play("e1d2").unwrap();
    // Nothing around the king is blown away, and the king stands: no blast to tell.
    assert_eq!((played.outcome, played.accepted.effect.as_deref()), (None, None));
    assert!(atomar.position_text().starts_with("4k3/8/8/8/8/8/3K4/8 b"), "{}", atomar.position_text());
    // Kings that touch cannot take each other: the rook's line to e3 is no check.
    let touching = registry::open("atomic", &[]).unwrap().load("4r3/8/8/8/8/3kK3/8/8 w - - 0 1").unwrap();
    assert!(touching.checked().is_empty());
    let king_moves: Vec<String> = touching.legal_moves().into_iter().map(|m| m.coordinate).collect();
    assert!(king_moves.contains(&"e3e2".to_string()), "e2 touches the other king: {king_moves:?}");
}

#[test]
fn a_count_under_way_keeps_repetitions_judged_when_the_game_is_stored_and_read_again() {
    // The FEN holds the count where the half-move count stood: a game read again from its
    // stored text, with the keys of the positions before it as the server gives them, judges
    // a repetition as the game played through does.
    let variant = registry::open("makruk", &[]).unwrap();
    let start = "8/8/8/3k4/8/8/8/R3K3 w - - 0 1";
    let mut through = variant.load(start).unwrap();
    let mut keys = vec![through.key()];
    let mut stored = start.to_string();
    for (ply, mv) in ["R a1-a2", "k d5-d6", "R a2-a1", "k d6-d5"].iter().cycle().take(8).enumerate() {
        let whole = through.play(mv).unwrap();
        let read = variant.load(&stored).unwrap();
        let earlier = &keys[..keys.len() - 1];
        let window = read.reversible_plies().map_or(earlier.len(), |q| (q as usize).min(earlier.len()));
        let mut resumed = variant.resume(&stored, &earlier[earlier.len() - window..]).unwrap();
        let again = resumed.play(mv).unwrap();
        assert_eq!(whole.outcome, again.outcome, "after {} plies", ply + 1);
        keys.push(through.key());
        stored = through.position_text();
    }
    assert_eq!(through.outcome(), Some(Outcome::Draw { reason: Reason::Repetition }));
}

#[test]
fn sittuyin_places_its_pieces_then_promotes_a_pawn_as_a_move_of_its_own() {
    // The placement: every move a drop on the side's three nearest ranks, a chariot's on the
    // first rank only.
    let game = start("sittuyin");
    let legal = game.legal_moves();
    assert!(legal.iter().all(|m| m.coordinate.contains('@')), "only drops while pieces are in hand");
    let rooks: Vec<&str> = legal.iter().map(|m| m.coordinate.as_str()).filter(|c| c.starts_with("R@")).collect();
    assert_eq!(rooks.len(), 8, "{rooks:?}");
    assert!(rooks.iter().all(|c| c.ends_with('1')), "{rooks:?}");
    // A last pawn on d5 becomes a sit-ke where it stands or a diagonal step away, or steps on.
    let game = registry::open("sittuyin", &[]).unwrap().load("k7/8/8/3P4/8/8/8/K7 w - - 0 1").unwrap();
    let mut moves: Vec<String> =
        game.legal_moves().into_iter().map(|m| m.coordinate).filter(|c| c.starts_with("d5")).collect();
    moves.sort();
    assert_eq!(moves, ["d5c4f", "d5c6f", "d5d5f", "d5d6", "d5e4f", "d5e6f"]);
    // Not where the sit-ke would check the king (or attack any piece): c6 and e6 touch d7.
    let near = registry::open("sittuyin", &[]).unwrap().load("8/3k4/8/3P4/8/8/8/K7 w - - 0 1").unwrap();
    let mut moves: Vec<String> =
        near.legal_moves().into_iter().map(|m| m.coordinate).filter(|c| c.ends_with('f')).collect();
    moves.sort();
    assert_eq!(moves, ["d5c4f", "d5d5f", "d5e4f"]);
    // Played in place, in every notation.
    let mut game = registry::open("sittuyin", &[]).unwrap().load("k7/8/8/3P4/8/8/8/K7 w - - 0 1").unwrap();
    let played = game.play("d5d5f").unwrap();
    assert_eq!(played.accepted.canonical, "P d5-d5; F-d5");
    assert!(game.position_text().starts_with("k7/8/8/3F4/8/8/8/K7[] b"), "{}", game.position_text());
    let mut again = registry::open("sittuyin", &[]).unwrap().load("k7/8/8/3P4/8/8/8/K7 w - - 0 1").unwrap();
    assert_eq!(again.play("P d5-d5; F-d5").unwrap().accepted.coordinate, "d5d5f");
}

#[test]
fn xiangqi_moves_are_shown_and_read_in_wxf_as_fairy_stockfish_writes_them() {
    let table = include_str!("data/wxf.tsv");
    let mut rows = 0;
    for line in table.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
        let [variant, fen, coordinate, wxf] = line.split('\t').collect::<Vec<_>>()[..] else {
            panic!("a row of four fields: {line}")
        };
        let state = registry::open(variant, &[]).unwrap().load(fen).unwrap();
        assert_eq!(state.shown(coordinate).unwrap().as_deref(), Some(wxf), "{variant} {fen} {coordinate}");
        // Typed in WXF (in either case, `.` for `=`), the same move.
        let by_coordinate = state.check(coordinate).unwrap().canonical;
        for typed in [wxf.to_string(), wxf.to_lowercase(), wxf.replace('=', ".")] {
            let by_wxf = state.check(&typed).unwrap_or_else(|r| panic!("{variant} {fen}: {typed}: {r:?}"));
            assert_eq!(by_wxf.canonical, by_coordinate, "{variant} {fen}: {typed}");
        }
        rows += 1;
    }
    assert!(rows >= 30, "the table has its rows: {rows}");
    // Other games keep their SAN.
    let chess = registry::open("capablanca", &[]).unwrap().start();
    assert_eq!(chess.shown("e2e4").unwrap(), chess.san("e2e4").unwrap());
}
