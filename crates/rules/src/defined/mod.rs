//! Games described as data: a `variants.ini` file, as the variant community writes it, read into
//! a game that plays by the same rules as the hand-written ones.
//!
//! - [`ini`]: the file's text into sections and `key = value` entries;
//! - [`betza`]: a piece's moves from Betza's notation;
//! - [`define`]: a section and those it inherits from into a [`definition::Definition`], by
//!   [`keys`]' table of what each key sets ([`read`] reads each value as its type);
//! - [`board`]: the definition played: positions, moves, legality and endings;
//! - [`game`]: the board as one of ortoo's games (notation, names, outcomes);
//! - [`arrangement`]: janggi's choice of where each side's horses and elephants stand.

pub mod arrangement;
pub mod betza;
pub mod board;
pub mod builtin;
pub mod define;
pub mod definition;
pub mod game;
pub mod ini;
mod keys;
mod read;
pub mod types;

use board::Board;
use definition::Value;
use ini::{Fault, Section};
use ortoo_i18n::Said;
use types::Side;

/// A file of variants read and checked: each variant it defines that can be played, and every
/// fault found in it.
#[derive(Debug, Default)]
pub struct Checked {
    pub boards: Vec<Board>,
    pub faults: Vec<Fault>,
}

/// Reads the file `file` (its text `text`) as a player's or an operator's file of variants:
/// each section may build on the built-in variants or on sections before it. Every fault is
/// reported, each with its place; the variants without one are ready to play.
pub fn check(file: &str, text: &str) -> Checked {
    let builtin = ini::parse(builtin::FILE, builtin::TEXT);
    let parsed = ini::parse(file, text);
    let mut checked = Checked { boards: Vec::new(), faults: parsed.faults };
    let mut known: Vec<(&str, &Section)> = builtin.sections.iter().map(|s| (builtin::FILE, s)).collect();
    for section in &parsed.sections {
        let fault = |line: usize, key: Option<&str>, message: Said| Fault {
            file: file.to_string(),
            line,
            variant: Some(section.name.clone()),
            key: key.map(str::to_string),
            message,
        };
        if builtin.sections.iter().any(|b| b.name == section.name) || section.name == "chess" {
            checked.faults.push(fault(section.line, None, Said::new("fault-builtin-name")));
            continue;
        }
        known.push((file, section));
        let def = match define::define(&section.name, &known) {
            Ok(def) => def,
            Err(faults) => {
                checked.faults.extend(faults.into_iter().map(|mut fault| {
                    // A key of ortoo's own file that no longer fits a variant built on it: said
                    // so, since the file named is not one its writer wrote.
                    if fault.file == builtin::FILE {
                        fault.message =
                            Said::new("fault-in-builtin").arg("fault", fault.message).arg("variant", &section.name);
                    }
                    fault
                }));
                continue;
            }
        };
        let board = Board::new(def);
        let line = section.get("startFen").map_or(section.line, |e| e.line);
        match board.read_fen(&board.def.start_fen) {
            Ok(start) => match unplayable_start(&board, &start) {
                None => checked.boards.push(board),
                Some(why) => checked.faults.push(fault(line, Some("startFen"), why)),
            },
            Err(e) => checked.faults.push(fault(line, Some("startFen"), e.said())),
        }
    }
    checked
}

/// Why a game could not be played from its start, if it could not: the start is already over
/// by the variant's rules, or the side to move has no legal move there. A game begun from such a
/// position would never have a first move.
fn unplayable_start(board: &Board, start: &board::Position) -> Option<Said> {
    let side = start.turn;
    if let Some((value, ending)) = board.immediate_end(start) {
        // One message a side and result: languages decline the side's name.
        let over = match (side, value) {
            (Side::White, Value::Win) => "fault-start-over-white-won",
            (Side::White, Value::Loss) => "fault-start-over-white-lost",
            (Side::White, Value::Draw) => "fault-start-over-white-drawn",
            (Side::Black, Value::Win) => "fault-start-over-black-won",
            (Side::Black, Value::Loss) => "fault-start-over-black-lost",
            (Side::Black, Value::Draw) => "fault-start-over-black-drawn",
        };
        let by = match ending {
            board::Ending::Extinction => "fault-start-by-extinction",
            board::Ending::Flag => "fault-start-by-flag",
            board::Ending::Checks => "fault-start-by-checks",
            board::Ending::Checkmate => "fault-start-by-checkmate",
            board::Ending::Stalemate => "fault-start-by-stalemate",
            board::Ending::PawnDropMate => "fault-start-by-pawn-drop-mate",
            board::Ending::Counting => "fault-start-by-counting",
            board::Ending::Passes => "fault-start-by-passes",
            board::Ending::Bikjang => "fault-start-by-bikjang",
        };
        return Some(Said::new(over).arg("by", Said::new(by)));
    }
    if board.legal_moves(start).is_empty() {
        let stuck = match (side, board.in_check(start)) {
            (Side::White, true) => "fault-start-white-checkmated",
            (Side::White, false) => "fault-start-white-stalemated",
            (Side::Black, true) => "fault-start-black-checkmated",
            (Side::Black, false) => "fault-start-black-stalemated",
        };
        return Some(Said::new(stuck));
    }
    None
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_file_of_ones_own_builds_on_the_built_in_variants() {
        let checked = super::check(
            "mine.ini",
            "[wide:capablanca]\nstartFen = rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w - - 0 1\ncastling = false\n\n\
             [wider:wide]\nmaxFile = 12\nstartFen = 12/12/12/12/12/12/12/K10k w - - 0 1\n",
        );
        assert!(checked.faults.is_empty(), "{:?}", checked.faults);
        let names: Vec<&str> = checked.boards.iter().map(|b| b.def.name.as_str()).collect();
        assert_eq!(names, ["wide", "wider"]);
        let wide = &checked.boards[0];
        assert_eq!(wide.perft(&wide.read_fen(&wide.def.start_fen).unwrap(), 1), 28);
    }

    #[test]
    fn pseudo_royal_kings_are_in_check_one_by_one_or_all_at_once_with_duple_check() {
        let file = "[royal:chess]\nking = -\ncommoner = k\ncastling = false\nextinctionValue = loss\n\
                    extinctionPieceTypes = k\nextinctionPseudoRoyal = true\nextinctionPieceCount = 64\n\
                    startFen = r6k/8/8/8/8/8/8/K6K b - - 0 1\n[duple:royal]\ndupleCheck = true\n";
        let checked = super::check("kings.ini", file);
        assert!(checked.faults.is_empty(), "{:?}", checked.faults);
        let one_attacked = "r6k/8/8/8/8/8/8/K6K w - - 0 1";
        let both_attacked = "7k/8/8/8/8/8/8/K3r2K w - - 0 1";
        for (board, one, both) in [(&checked.boards[0], true, true), (&checked.boards[1], false, true)] {
            assert_eq!(board.in_check(&board.read_fen(one_attacked).unwrap()), one, "{}", board.def.name);
            assert_eq!(board.in_check(&board.read_fen(both_attacked).unwrap()), both, "{}", board.def.name);
        }
        // Without duple check no move may leave a king attacked; with it, one may stay so.
        let royal = &checked.boards[0];
        let duple = &checked.boards[1];
        let pos = royal.read_fen(one_attacked).unwrap();
        assert!(royal.legal_moves(&pos).iter().all(|m| m.from.index() == 0));
        assert!(duple.legal_moves(&duple.read_fen(one_attacked).unwrap()).iter().any(|m| m.from.index() == 7));
    }

    #[test]
    fn games_end_as_each_variant_values_it() {
        use super::definition::Value;
        let result = |name: &str, fen: &str| {
            let board = super::builtin::board(name).unwrap();
            board.result(&board.read_fen(fen).unwrap())
        };
        // Mate loses; stalemate draws in chess, loses in shatranj, wins in antichess.
        assert_eq!(result("nocastle", "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1"), Some(Value::Loss));
        assert_eq!(result("nocastle", "7k/8/6QK/8/8/8/8/8 b - - 0 1"), Some(Value::Draw));
        assert_eq!(result("shatranj", "7k/8/5NKN/8/8/8/8/8 b - - 0 1"), Some(Value::Loss));
        assert_eq!(result("antichess", "8/8/8/8/8/p7/P7/8 w - - 0 1"), Some(Value::Win));
        // Suicide counts the pieces of a stalemate: fewer wins.
        assert_eq!(result("suicide", "8/8/8/8/p7/P7/8/7n w - - 0 1"), Some(Value::Win));
        assert_eq!(result("suicide", "8/8/8/8/p7/p7/P7/8 b - - 0 1"), Some(Value::Loss));
        // Losing every piece wins antichess; losers is won by losing all but the king.
        assert_eq!(result("antichess", "8/8/8/8/8/8/8/7n w - - 0 1"), Some(Value::Win));
        assert_eq!(result("losers", "7k/8/8/8/8/8/P7/K7 b - - 0 1"), Some(Value::Win));
        // A king on the hill, the third check, a bare king in shatranj.
        assert_eq!(result("kingofthehill", "7k/8/8/3K4/8/8/8/8 b - - 0 1"), Some(Value::Loss));
        assert_eq!(result("3check", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0+3 0 1"), Some(Value::Loss));
        // (Bared with Black to move, Black still has the move to bare White back; once White
        // is to move, the bare king has lost.)
        assert_eq!(result("shatranj", "7k/8/8/8/8/8/8/R3K3 b - - 0 1"), None);
        assert_eq!(result("shatranj", "7k/8/8/8/8/8/8/R3K3 w - - 0 1"), Some(Value::Win));
        // Racing kings: White arriving first is answered by Black arriving at once for a draw.
        assert_eq!(result("racingkings", "6K1/k7/8/8/8/8/8/8 b - - 0 1"), None);
        assert_eq!(result("racingkings", "6Kk/8/8/8/8/8/8/8 w - - 0 1"), Some(Value::Draw));
        assert_eq!(result("racingkings", "6K1/8/8/8/8/8/8/k7 b - - 0 1"), Some(Value::Loss));
        assert_eq!(result("nocastle", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"), None);
    }

    #[test]
    fn a_pawn_may_not_stay_a_pawn_where_it_could_never_move_again() {
        // Grand chess: promotion is optional on the eighth and ninth ranks, compulsory on the
        // last, where a pawn could never move (found by the playouts once legality was known
        // without playing a move: the shortcut must keep this rule).
        let grand = super::builtin::board("grand").unwrap();
        let pos = grand.read_fen("k9/10/10/10/10/10/10/10/p9/9K b - - 0 1").unwrap();
        let pawn: Vec<String> =
            grand.legal_moves(&pos).into_iter().filter(|m| m.from.index() == 10).map(|m| grand.uci(m)).collect();
        assert_eq!(pawn, ["a2a1n", "a2a1b", "a2a1r", "a2a1q", "a2a1a", "a2a1c"]);
    }

    /// A king in hand is dropped only where it is not attacked (Fairy-Stockfish's screen chess,
    /// whose kings start in hand: the drop of a royal piece is never legal just because the
    /// square it comes from, its own, is safe to leave).
    #[test]
    fn a_king_is_not_dropped_into_check() {
        let checked = super::check(
            "screen.ini",
            "[screen:placement]\ndropNoDoubled = p\nstartFen = 8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1\n\
             dropRegionWhite = *1 *2 *3 *4\ndropRegionBlack = *8 *7 *6 *5\n",
        );
        assert!(checked.faults.is_empty(), "{:?}", checked.faults);
        let board = &checked.boards[0];
        let pos = board.read_fen("8/8/8/3r4/8/8/8/8[K] w - - 0 1").unwrap();
        let drops: Vec<String> = board.legal_moves(&pos).into_iter().map(|m| board.uci(m)).collect();
        // The rook on d5 attacks the d-file below it: of the 32 squares of White's four ranks, 28.
        assert!(drops.iter().all(|d| !d.contains("@d")), "{drops:?}");
        assert_eq!(drops.len(), 28, "{drops:?}");
    }

    #[test]
    fn a_start_with_no_first_move_is_refused() {
        let checked = super::check(
            "ends.ini",
            "[mate0:chess]\nstartFen = k7/1Q6/1K6/8/8/8/8/8 b - - 0 1\n\n\
             [stale0:chess]\nstartFen = k7/2Q5/1K6/8/8/8/8/8 b - - 0 1\n\n\
             [hill0:kingofthehill]\nstartFen = k7/8/8/3K4/8/8/8/8 b - - 0 1\n\n\
             [fine:chess]\nstartFen = k7/8/1K6/8/8/8/8/8 b - - 0 1\n",
        );
        let told: Vec<String> = checked.faults.iter().map(ToString::to_string).collect();
        assert_eq!(
            told,
            vec![
                "ends.ini, line 2, [mate0], startFen: Black, to move first, has no legal move (checkmated at the start); start from a position where the side to move can move",
                "ends.ini, line 5, [stale0], startFen: Black, to move first, has no legal move (stalemated at the start); start from a position where the side to move can move",
                "ends.ini, line 8, [hill0], startFen: the game is over before its first move (Black, to move, has lost: a piece stands in the region the game sets); start from a position still in play",
            ]
        );
        let names: Vec<&str> = checked.boards.iter().map(|b| b.def.name.as_str()).collect();
        assert_eq!(names, ["fine"]);
    }

    #[test]
    fn a_move_two_ways_of_moving_reach_is_one_move() {
        // A rook that also leaps as a dabbaba reaches the squares two away twice; Fairy-Stockfish
        // counts 19 moves here: the rook's 14, to which the leaps add no square, and the king's 5.
        let checked = super::check(
            "dup.ini",
            "[duptest:chess]\ncustomPiece1 = x:RD\nstartFen = 4k3/8/8/8/3X4/8/8/4K3 w - - 0 1\n\n\
             [maha:chess]\ncustomPiece1 = m:QNAD\nstartFen = 4k3/8/8/8/3M4/8/8/4K3 w - - 0 1\n",
        );
        assert!(checked.faults.is_empty(), "{:?}", checked.faults);
        for board in &checked.boards {
            let pos = board.read_fen(&board.def.start_fen).unwrap();
            let moves = board.legal_moves(&pos);
            let unique: std::collections::HashSet<_> = moves.iter().map(|m| (m.from, m.to, m.promotion)).collect();
            assert_eq!(unique.len(), moves.len(), "{}: {moves:?}", board.def.name);
        }
        let rook = &checked.boards[0];
        assert_eq!(rook.perft(&rook.read_fen(&rook.def.start_fen).unwrap(), 1), 19);
    }

    #[test]
    fn real_files_read_as_the_formats_engines_read_them() {
        let checked = super::check(
            "real.ini",
            "# A piece given the pawn's letter takes its place.\n\
             [allpawns:chess]\ncustomPiece1 = p:mWfceFifmnD\npawnTypes = p\n\n\
             # A letter changed: the parent's keys naming the piece by its old letter still find it.\n\
             [gem:janus]\narchbishop = a\n\
             startFen = rnbaqkabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBAQKABNR w KQkq - 0 1\n\n\
             # A piece taken away: the parent's keys naming it name nothing.\n\
             [mass:giveaway]\ncommoner = -\nstartFen = rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w - - 0 1\n\n\
             # The shorter FENs: no castling or en passant field, a check count in its place.\n\
             [short:3check]\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 7+7 0 1\n\
             [shorter:chess]\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1\n\n\
             # Keys of the format not read yet are said to be so.\n\
             [river:chess]\nmoveRepetitionIllegal = true\nwallingRule = arrow\nwhiteFlag = *8\n",
        );
        let told: Vec<String> = checked.faults.iter().map(ToString::to_string).collect();
        assert_eq!(
            told,
            vec![
                "real.ini, line 24, [river], moveRepetitionIllegal: games defined as data cannot have repetition rules yet",
                "real.ini, line 25, [river], wallingRule: games defined as data cannot have the walling rule \"arrow\" yet (duck is read)",
            ]
        );
        // A key of the built-in file that a player's section no longer fits says so.
        let small = super::check("mine.ini", "[small:grand]\nmaxRank = 8\n");
        let told = small.faults[0].to_string();
        assert!(
            told.starts_with("builtin.ini, line ") && told.contains("[small], promotionRegionWhite")
                && told.ends_with("(a key of ortoo's built-in variants that [small] builds on, which its own keys no longer fit: give this key in [small] too)"),
            "{told}"
        );
        let board = |name: &str| checked.boards.iter().find(|b| b.def.name == name).unwrap_or_else(|| panic!("{name}"));
        let pawns = board("allpawns");
        assert_eq!(pawns.def.kinds.iter().filter(|k| k.letter == 'p').count(), 1);
        let custom = pawns.def.kinds.iter().position(|k| k.name == "customPiece1").unwrap();
        assert_eq!(pawns.def.kinds[custom].letter, 'p');
        assert!(pawns.def.promotion_pawns.white.has(super::types::Kind::new(custom)), "it promotes, as pawnTypes says");
        let gem = board("gem");
        let archbishop = gem.def.kinds.iter().position(|k| k.name == "archbishop").unwrap();
        assert_eq!(gem.def.kinds[archbishop].letter, 'a');
        assert!(
            gem.def.promotion_pieces.white.has(super::types::Kind::new(archbishop)),
            "janus's promotion to 'j' is to the archbishop"
        );
        let mass = board("mass");
        assert!(mass.def.kinds.iter().all(|k| k.name != "commoner") && mass.def.castling.is_none());
        let short = board("short");
        assert_eq!(short.read_fen(&short.def.start_fen).unwrap().checks_left, Some(super::types::BySide::both(7)));
        let shorter = board("shorter");
        let pos = shorter.read_fen(&shorter.def.start_fen).unwrap();
        assert_eq!((pos.halfmove, pos.fullmove, pos.castling), (0, 1, super::types::BySide::both([None; 2])));
    }

    /// `pieceNames`: a piece is called what its players call it, inherited as any key; a
    /// mistake in it is told like any other.
    #[test]
    fn pieces_are_named_as_their_players_name_them() {
        let checked = super::check(
            "names.ini",
            "[mine:antichess]\n\n[herald:chess]\ncustomPiece1 = h:WF\npieceNames = h:Herald, n:Horse\n",
        );
        assert!(checked.faults.is_empty(), "{:?}", checked.faults);
        let called = |board: &super::Board, letter: char| {
            board.def.kinds.iter().find(|k| k.letter == letter).and_then(|k| k.called.clone())
        };
        assert_eq!(called(&checked.boards[0], 'k').as_deref(), Some("King"), "antichess's king, inherited");
        assert_eq!(called(&checked.boards[1], 'h').as_deref(), Some("Herald"));
        assert_eq!(called(&checked.boards[1], 'n').as_deref(), Some("Horse"));
        let checked = super::check("bad.ini", "[odd:chess]\npieceNames = x:Ghost, King, qq:Twin, r:\n");
        let told: Vec<String> = checked.faults.iter().map(ToString::to_string).collect();
        assert_eq!(
            told,
            vec![
                "bad.ini, line 2, [odd], pieceNames: no piece of this variant has the letter \"x\"",
                "bad.ini, line 2, [odd], pieceNames: \"King\" names no piece: write the letter, a colon and the name, as k:King",
                "bad.ini, line 2, [odd], pieceNames: \"qq\" is not a piece's letter: write one letter before the colon, as k:King",
                "bad.ini, line 2, [odd], pieceNames: the name of \"r\" must be 1 to 30 characters of text, as k:King",
            ]
        );
    }

    #[test]
    fn every_fault_is_named_by_file_line_and_key() {
        let checked = super::check(
            "bad.ini",
            "[capablanca]\npawn = p\n\n[drops:chess]\npieceDrops = yes\nqueen = q:QN\n\n[typo:chess]\nmaxFiles = 9\n\n\
             [hopper:chess]\ncustomPiece1 = c:pN\n\n[lost:bughouse]\n\n[short:chess]\nstartFen = 8/8 w - - 0 1\n",
        );
        let told: Vec<String> = checked.faults.iter().map(ToString::to_string).collect();
        assert_eq!(
            told,
            vec![
                "bad.ini, line 1, [capablanca]: a built-in variant has this name; give yours another (it may inherit from it)",
                "bad.ini, line 5, [drops], pieceDrops: \"yes\" is not true or false",
                "bad.ini, line 6, [drops], queen: queen moves as it is named; give custom moves to a customPiece",
                "bad.ini, line 9, [typo], maxFiles: not a key of the variants.ini format (check its spelling and case)",
                "bad.ini, line 12, [hopper], customPiece1: Betza \"pN\": 'p' (a hopper) goes before a rider that goes as far as its line is open (R, B, Q, WW, FF, NN), not N (at character 1)",
                "bad.ini, line 14, [lost]: inherits from [bughouse], which is neither one of ortoo's variants nor a section above it in this file",
                "bad.ini, line 17, [short], startFen: the board has 8 ranks, the FEN gives 2",
            ]
        );
        assert!(checked.boards.is_empty());
    }
}
