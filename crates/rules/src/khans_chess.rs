//! Khan's Chess (Couch Tomato, 2023–24): the orthodox Kingdom against the Khan's Horde, whose
//! pieces move as knights and capture otherwise. Rules per `docs/games/khans-chess.md`,
//! letters and FEN as Fairy-Stockfish's `[khans:chess]`.

use std::sync::LazyLock;

use crate::chess::{BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK};
use crate::chesslike::{ChessFamily, FamilySpec, RoleId, RoleSpec, Tables};
use crate::game::{DrawRules, PieceValues, Tiling, VariantInfo};
use crate::movement::{Directions, KING_STEPS, KNIGHT_LEAPS, Movement};

const KHATUN: RoleId = 7;

const KHEISHIG_LEAPS: &[(i8, i8)] = &[
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

/// White: the orthodox army (0–5). Black: the Horde (6–11), led by the Khan.
static ROLES: [RoleSpec; 12] = [
    PAWN,
    KNIGHT,
    BISHOP,
    ROOK,
    QUEEN,
    KING,
    RoleSpec { name: "Khan", ..KING },
    RoleSpec::new('T', "Khatun", Movement::leaper(KNIGHT_LEAPS), Movement::leaper(KING_STEPS)),
    RoleSpec::new('A', "Horse Archer", Movement::leaper(KNIGHT_LEAPS), Movement::slider(Directions::DIAGONAL)),
    RoleSpec::new('L', "Lancer", Movement::leaper(KNIGHT_LEAPS), Movement::slider(Directions::ORTHOGONAL)),
    RoleSpec::new('H', "Kheshig", Movement::leaper(KHEISHIG_LEAPS), Movement::leaper(KHEISHIG_LEAPS)),
    RoleSpec {
        promotions: &[KHATUN],
        resets_clock: true,
        ..RoleSpec::new(
            'S',
            "Scout",
            Movement::leaper(&[(1, 2), (-1, 2), (2, 1), (-2, 1)]).forward(),
            Movement::leaper(&[(0, 1)]).forward(),
        )
    },
];

pub static SPEC: FamilySpec = FamilySpec {
    info: VariantInfo {
        id: "khans-chess",
        name: "Khan's Chess",
        files: 8,
        ranks: 8,
        options: &[],
        tiling: Tiling::Checkered,
        notes: &[
            "Threefold repetition and fifty moves without a capture, pawn or scout move draw at once, as pychess-variants plays them.",
            "A king that reaches the far rank by a legal move wins at once (campmate); the stalemated player loses.",
        ],
        uci_name: "khans",
        sides: crate::Sides::Chess,
        piece_values: PieceValues::of(&[
            // The Kingdom, as in chess.
            (b'P', 100),
            (b'N', 320),
            (b'B', 330),
            (b'R', 500),
            (b'Q', 900),
            // The Horde (pieces move as knights, capture otherwise): Fairy-Stockfish-like guesses
            // weighed by what each piece attacks.
            (b'S', 125),
            (b'T', 300),
            (b'A', 360),
            (b'L', 420),
            (b'H', 520),
        ]),
        summary: "Couch Tomato's asymmetric game: the chess army against the Khan's Horde of \
                  knight-moving riders that capture as king, bishop or rook. A king that reaches \
                  the far rank wins (campmate); stalemate loses.",
    },
    roles: &ROLES,
    armies: [&[0, 1, 2, 3, 4, 5], &[6, 7, 8, 9, 10, 11]],
    start: "lhatkahl/ssssssss/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1",
    castling: [true, false],
    campmate: true,
    stalemated_loses: true,
    draw_rules: DrawRules {
        repetition_claim: None,
        repetition_automatic: Some(3),
        quiet_plies_claim: None,
        quiet_plies_automatic: Some(100),
    },
    insufficient_material: false,
    pgn_variant: Some("khans"),
};

static TABLES: LazyLock<Tables> = LazyLock::new(|| Tables::build(&SPEC));

pub fn khans_chess() -> ChessFamily {
    ChessFamily::new(&SPEC, &TABLES)
}
