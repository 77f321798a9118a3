//! Orthodox chess: the shared machinery's proving ground (published perft numbers are its
//! oracle). Threefold repetition and the fifty-move rule may be claimed; fivefold repetition,
//! the seventy-five-move rule and dead positions end the game at once (FIDE Laws, 9.2–9.6).

use std::sync::LazyLock;

use crate::chesslike::{ChessFamily, FamilySpec, RoleSpec, Tables};
use crate::game::{DrawRules, PieceValues, Tiling, VariantInfo};
use crate::movement::{Directions, KING_STEPS, KNIGHT_LEAPS, Movement};

pub(crate) const PAWN: RoleSpec = RoleSpec {
    promotions: &[4, 3, 2, 1],
    double_step: true,
    en_passant: true,
    resets_clock: true,
    ..RoleSpec::new('P', "Pawn", Movement::leaper(&[(0, 1)]).forward(), Movement::leaper(&[(1, 1), (-1, 1)]).forward())
};
const fn piece(letter: char, name: &'static str, movement: Movement) -> RoleSpec {
    RoleSpec::new(letter, name, movement, movement)
}
pub(crate) const KNIGHT: RoleSpec = piece('N', "Knight", Movement::leaper(KNIGHT_LEAPS));
pub(crate) const BISHOP: RoleSpec = piece('B', "Bishop", Movement::slider(Directions::DIAGONAL));
pub(crate) const ROOK: RoleSpec =
    RoleSpec { castling_rook: true, ..piece('R', "Rook", Movement::slider(Directions::ORTHOGONAL)) };
pub(crate) const QUEEN: RoleSpec = piece('Q', "Queen", Movement::slider(Directions::ALL));
pub(crate) const KING: RoleSpec = RoleSpec { royal: true, ..piece('K', "King", Movement::leaper(KING_STEPS)) };

/// The orthodox army, in this order: the family's insufficient-material rule relies on it.
pub(crate) const ORTHODOX: [RoleSpec; 6] = [PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING];

pub static SPEC: FamilySpec = FamilySpec {
    info: VariantInfo {
        id: "chess",
        name: "Chess",
        files: 8,
        ranks: 8,
        options: &[],
        tiling: Tiling::Checkered,
        notes: &[
            "Threefold repetition and fifty moves without a capture or pawn move may be claimed as draws (type drawn, or use the draw claim); fivefold repetition, seventy-five moves and positions where mate is impossible end the game at once (FIDE Laws 9.2-9.6).",
        ],
        uci_name: "chess",
        sides: crate::Sides::Chess,
        piece_values: PieceValues::of(&[(b'P', 100), (b'N', 320), (b'B', 330), (b'R', 500), (b'Q', 900)]),
        summary: "Orthodox chess under the FIDE Laws: castling, en passant, promotion, check and \
                  checkmate; threefold repetition and fifty moves may be claimed as draws.",
    },
    roles: &ORTHODOX,
    armies: [&[0, 1, 2, 3, 4, 5], &[0, 1, 2, 3, 4, 5]],
    start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    castling: [true, true],
    campmate: false,
    stalemated_loses: false,
    draw_rules: DrawRules {
        repetition_claim: Some(3),
        repetition_automatic: Some(5),
        quiet_plies_claim: Some(100),
        quiet_plies_automatic: Some(150),
    },
    insufficient_material: true,
    pgn_variant: None,
};

static TABLES: LazyLock<Tables> = LazyLock::new(|| Tables::build(&SPEC));

pub fn chess() -> ChessFamily {
    ChessFamily::new(&SPEC, &TABLES)
}
