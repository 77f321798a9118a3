//! Every key of the format that sets a rule, with what it sets: the table [`super::define`]
//! applies a section's entries by, root first. A key's row says what its value is read as (a
//! truth, a count, a file, a result, a set of pieces or squares) and where the value goes.

use std::collections::HashMap;

use ortoo_i18n::Said;

use super::definition::{
    Castling, CountingRule, Definition, Extinction, Flag, MaterialCounting, PieceType, Template, Value, Walling,
};
use super::ini::Entry;
use super::read::{Reader, kinds_named, region};
use super::types::{BySide, Kind, Kinds, Region, Side, Square};

/// A definition being read, with the rules that are settled only once every key is read
/// (castling may be turned off after its squares are set, an extinction rule needs its value).
pub(super) struct Draft {
    pub def: Definition,
    pub castling: bool,
    pub castle: Castling,
    pub extinction: Extinction,
    pub extinction_value: Option<Value>,
    pub flag: Flag,
}

/// What a key's value is read against: the pieces by letter and the board's size.
pub(super) struct Scope<'a> {
    pub letters: &'a HashMap<char, Kind>,
    pub files: u8,
    pub ranks: u8,
}

/// What a key sets, by the type of its value.
enum Set {
    Bool(fn(&mut Draft) -> &mut bool),
    /// A yes or no for both sides at once (`pass`, beside `passWhite` and `passBlack`).
    BothBool(fn(&mut Draft) -> &mut BySide<bool>),
    Count(fn(&mut Draft) -> &mut u32),
    File(fn(&mut Draft) -> &mut u8),
    Rank(fn(&mut Draft) -> &mut u8),
    Kinds(fn(&mut Draft, Kinds)),
    Region(fn(&mut Draft, Region)),
    /// A result: `win`, `loss` or `draw`.
    Result(fn(&mut Draft) -> &mut Value),
    /// A result or `none`.
    ResultOrNone(fn(&mut Draft) -> &mut Option<Value>),
    /// A value of its own form, read by its own function.
    Own(fn(&mut Reader<'_>, &Entry, &Scope<'_>, &mut Draft)),
}

/// The keys that set rules, each once. (Pieces, the board's size and the keys that are not
/// rules are read apart: see [`super::define`].)
const KEYS: &[(&str, Set)] = &[
    ("startFen", Set::Own(|_, e, _, d| d.def.start_fen = e.value.clone())),
    ("pieceNames", Set::Own(|r, e, s, d| name_pieces(r, e, s.letters, &mut d.def.kinds))),
    ("chess960", Set::Bool(|d| &mut d.def.chess960)),
    // Promotion.
    (
        "pawnTypes",
        Set::Kinds(|d, set| {
            d.def.promotion_pawns = BySide::both(set);
            d.def.en_passant_kinds = BySide::both(set);
            d.def.n_move_kinds = BySide::both(set);
        }),
    ),
    ("promotionPawnTypes", Set::Kinds(|d, set| d.def.promotion_pawns = BySide::both(set))),
    ("promotionPawnTypesWhite", Set::Kinds(|d, set| d.def.promotion_pawns.white = set)),
    ("promotionPawnTypesBlack", Set::Kinds(|d, set| d.def.promotion_pawns.black = set)),
    ("promotionPieceTypes", Set::Kinds(|d, set| d.def.promotion_pieces = BySide::both(set))),
    ("promotionPieceTypesWhite", Set::Kinds(|d, set| d.def.promotion_pieces.white = set)),
    ("promotionPieceTypesBlack", Set::Kinds(|d, set| d.def.promotion_pieces.black = set)),
    ("promotionRegionWhite", Set::Region(|d, set| d.def.promotion_region.white = set)),
    ("promotionRegionBlack", Set::Region(|d, set| d.def.promotion_region.black = set)),
    ("promotionRank", Set::Own(promotion_rank)),
    ("promotionLimit", Set::Own(promotion_limit)),
    ("mandatoryPawnPromotion", Set::Bool(|d| &mut d.def.mandatory_promotion)),
    // Pawns' first steps and en passant.
    ("doubleStep", Set::Bool(|d| &mut d.def.double_step)),
    ("doubleStepRegionWhite", Set::Region(|d, set| d.def.double_step_region.white = set)),
    ("doubleStepRegionBlack", Set::Region(|d, set| d.def.double_step_region.black = set)),
    ("tripleStepRegionWhite", Set::Region(|d, set| d.def.triple_step_region.white = set)),
    ("tripleStepRegionBlack", Set::Region(|d, set| d.def.triple_step_region.black = set)),
    ("enPassantRegion", Set::Region(|d, set| d.def.en_passant_region = BySide::both(set))),
    ("enPassantRegionWhite", Set::Region(|d, set| d.def.en_passant_region.white = set)),
    ("enPassantRegionBlack", Set::Region(|d, set| d.def.en_passant_region.black = set)),
    ("enPassantTypes", Set::Kinds(|d, set| d.def.en_passant_kinds = BySide::both(set))),
    ("enPassantTypesWhite", Set::Kinds(|d, set| d.def.en_passant_kinds.white = set)),
    ("enPassantTypesBlack", Set::Kinds(|d, set| d.def.en_passant_kinds.black = set)),
    // Castling.
    ("castling", Set::Bool(|d| &mut d.castling)),
    ("castlingKingsideFile", Set::File(|d| &mut d.castle.kingside_file)),
    ("castlingQueensideFile", Set::File(|d| &mut d.castle.queenside_file)),
    ("castlingRank", Set::Rank(|d| &mut d.castle.rank)),
    ("castlingKingFile", Set::File(|d| &mut d.castle.king_file)),
    ("castlingRookKingsideFile", Set::File(|d| &mut d.castle.rook_kingside_file)),
    ("castlingRookQueensideFile", Set::File(|d| &mut d.castle.rook_queenside_file)),
    ("castlingKingPiece", Set::Own(castling_king_piece)),
    ("castlingRookPieces", Set::Kinds(|d, set| d.castle.rook_kinds = set)),
    ("castlingRookPiece", Set::Kinds(|d, set| d.castle.rook_kinds = set)),
    // Checks, captures and the counts that end a game.
    ("checking", Set::Bool(|d| &mut d.def.checking)),
    ("mustCapture", Set::Bool(|d| &mut d.def.must_capture)),
    ("nMoveRule", Set::Count(|d| &mut d.def.n_move_rule)),
    ("nMoveRuleTypes", Set::Kinds(|d, set| d.def.n_move_kinds = BySide::both(set))),
    ("nMoveRuleTypesWhite", Set::Kinds(|d, set| d.def.n_move_kinds.white = set)),
    ("nMoveRuleTypesBlack", Set::Kinds(|d, set| d.def.n_move_kinds.black = set)),
    ("nFoldRule", Set::Count(|d| &mut d.def.n_fold_rule)),
    ("nFoldValueAbsolute", Set::Bool(|d| &mut d.def.n_fold_absolute)),
    ("nFoldValue", Set::Result(|d| &mut d.def.n_fold_value)),
    ("stalemateValue", Set::Result(|d| &mut d.def.stalemate_value)),
    ("checkmateValue", Set::Result(|d| &mut d.def.checkmate_value)),
    ("stalematePieceCount", Set::Bool(|d| &mut d.def.stalemate_piece_count)),
    ("checkCounting", Set::Bool(|d| &mut d.def.check_counting)),
    ("immobilityIllegal", Set::Bool(|d| &mut d.def.immobility_illegal)),
    // Extinction.
    ("extinctionValue", Set::ResultOrNone(|d| &mut d.extinction_value)),
    ("extinctionPieceTypes", Set::Own(extinction_piece_types)),
    ("extinctionClaim", Set::Bool(|d| &mut d.extinction.claim)),
    ("extinctionPseudoRoyal", Set::Bool(|d| &mut d.extinction.pseudo_royal)),
    ("dupleCheck", Set::Bool(|d| &mut d.extinction.duple_check)),
    ("extinctionPieceCount", Set::Count(|d| &mut d.extinction.piece_count)),
    ("extinctionOpponentPieceCount", Set::Count(|d| &mut d.extinction.opponent_piece_count)),
    // Flags.
    ("flagPiece", Set::Own(flag_piece)),
    ("flagPieceWhite", Set::Own(flag_piece)),
    ("flagPieceBlack", Set::Own(flag_piece)),
    ("flagRegion", Set::Region(|d, set| d.flag.region = BySide::both(set))),
    ("flagRegionWhite", Set::Region(|d, set| d.flag.region.white = set)),
    ("flagRegionBlack", Set::Region(|d, set| d.flag.region.black = set)),
    // The older names of the same keys, which the format still reads.
    ("whiteFlag", Set::Region(|d, set| d.flag.region.white = set)),
    ("blackFlag", Set::Region(|d, set| d.flag.region.black = set)),
    ("flagMove", Set::Bool(|d| &mut d.flag.extra_move)),
    ("flagPieceSafe", Set::Bool(|d| &mut d.flag.safe)),
    // Pieces in hand.
    ("pieceDrops", Set::Bool(|d| &mut d.def.drops.enabled)),
    ("capturesToHand", Set::Bool(|d| &mut d.def.drops.captures_to_hand)),
    ("dropLoop", Set::Bool(|d| &mut d.def.drops.keep_promotion)),
    ("pocketSize", Set::Own(pocket_size)),
    ("dropRegionWhite", Set::Region(|d, set| d.def.drops.region.white = set)),
    ("dropRegionBlack", Set::Region(|d, set| d.def.drops.region.black = set)),
    // The older names of the same keys.
    ("whiteDropRegion", Set::Region(|d, set| d.def.drops.region.white = set)),
    ("blackDropRegion", Set::Region(|d, set| d.def.drops.region.black = set)),
    ("mustDrop", Set::Bool(|d| &mut d.def.drops.must_drop)),
    (
        "mustDropType",
        Set::Own(|r, e, s, d| {
            if let Some(kind) = one_kind(r, e, s) {
                d.def.drops.must_drop_kind = kind;
            }
        }),
    ),
    ("dropPromoted", Set::Bool(|d| &mut d.def.drops.promoted)),
    ("castlingDroppedPiece", Set::Bool(|d| &mut d.def.drops.castling)),
    (
        "dropNoDoubled",
        Set::Own(|r, e, s, d| {
            if let Some(kind) = one_kind(r, e, s) {
                d.def.drops.no_doubled = kind;
            }
        }),
    ),
    ("dropNoDoubledCount", Set::Count(|d| &mut d.def.drops.no_doubled_count)),
    ("firstRankPawnDrops", Set::Bool(|d| &mut d.def.drops.first_rank_pawns)),
    ("promotionZonePawnDrops", Set::Bool(|d| &mut d.def.drops.promotion_zone_pawns)),
    ("dropChecks", Set::Bool(|d| &mut d.def.drops.checks)),
    ("dropOppositeColoredBishop", Set::Bool(|d| &mut d.def.drops.opposite_coloured_bishops)),
    ("shogiPawnDropMateIllegal", Set::Bool(|d| &mut d.def.drops.pawn_drop_mate_illegal)),
    // Shogi's promotion.
    ("promotedPieceType", Set::Own(promoted_piece_type)),
    ("mandatoryPiecePromotion", Set::Bool(|d| &mut d.def.mandatory_piece_promotion)),
    ("pieceDemotion", Set::Bool(|d| &mut d.def.piece_demotion)),
    ("piecePromotionOnCapture", Set::Bool(|d| &mut d.def.piece_promotion_on_capture)),
    // Gating.
    ("gating", Set::Bool(|d| &mut d.def.gating)),
    ("seirawanGating", Set::Bool(|d| &mut d.def.seirawan_gating)),
    ("perpetualCheckIllegal", Set::Bool(|d| &mut d.def.perpetual_check_illegal)),
    // Xiangqi's rules.
    ("flyingGeneral", Set::Bool(|d| &mut d.def.flying_general)),
    ("soldierPromotionRank", Set::Rank(|d| &mut d.def.soldier_rank)),
    // Makruk's rules.
    ("countingRule", Set::Own(counting_rule)),
    ("chasingRule", Set::Own(chasing_rule)),
    ("makpongRule", Set::Bool(|d| &mut d.def.makpong)),
    ("cambodianMoves", Set::Bool(|d| &mut d.def.cambodian_moves)),
    // Sittuyin's placement and promotion.
    ("sittuyinRookDrop", Set::Bool(|d| &mut d.def.drops.rooks_on_first_rank)),
    ("sittuyinPromotion", Set::Bool(|d| &mut d.def.sittuyin_promotion)),
    // Atomic chess's blasts.
    ("blastOnCapture", Set::Bool(|d| &mut d.def.blast_on_capture)),
    ("blastImmuneTypes", Set::Kinds(|d, set| d.def.blast_immune = set)),
    ("mutuallyImmuneTypes", Set::Kinds(|d, set| d.def.mutually_immune = set)),
    // Janggi's rules.
    ("diagonalLines", Set::Region(|d, set| d.def.diagonal_lines = set)),
    ("pass", Set::BothBool(|d| &mut d.def.pass)),
    ("passWhite", Set::Bool(|d| &mut d.def.pass.white)),
    ("passBlack", Set::Bool(|d| &mut d.def.pass.black)),
    ("passOnStalemate", Set::BothBool(|d| &mut d.def.pass_on_stalemate)),
    ("passOnStalemateWhite", Set::Bool(|d| &mut d.def.pass_on_stalemate.white)),
    ("passOnStalemateBlack", Set::Bool(|d| &mut d.def.pass_on_stalemate.black)),
    ("bikjangRule", Set::Bool(|d| &mut d.def.bikjang)),
    ("materialCounting", Set::Own(material_counting)),
    // Duck chess's duck.
    ("wallingRule", Set::Own(walling_rule)),
    ("wallingRegionWhite", Set::Region(|d, set| d.def.walling_region.white = set)),
    ("wallingRegionBlack", Set::Region(|d, set| d.def.walling_region.black = set)),
    // For graphical interfaces: the family the board is drawn as. Every value is taken (the
    // format leaves them open); xiangqi's and janggi's are drawn on points.
    (
        "variantTemplate",
        Set::Own(|_, e, _, d| {
            d.def.template = match e.value.trim() {
                "xiangqi" => Template::Xiangqi,
                "janggi" => Template::Janggi,
                "makruk" => Template::Makruk,
                "fairy" => Template::Fairy,
                _ => Template::Chess,
            }
        }),
    ),
];

/// `countingRule = makruk`: which count ends a pawnless ending (`none` for none).
fn counting_rule(reader: &mut Reader<'_>, e: &Entry, _: &Scope<'_>, d: &mut Draft) {
    d.def.counting = match e.value.trim() {
        "makruk" => Some(CountingRule::Makruk),
        "cambodian" => Some(CountingRule::Cambodian),
        "asean" => Some(CountingRule::Asean),
        "none" | "" => None,
        other => {
            return reader.fault(e, Said::new("fault-counting-rule").arg("value", other));
        }
    };
}

/// `chasingRule = axf`: xiangqi's chasing rule, as the Asian Xiangqi Federation has it (`none`
/// for none).
fn chasing_rule(reader: &mut Reader<'_>, e: &Entry, _: &Scope<'_>, d: &mut Draft) {
    d.def.chasing = match e.value.trim() {
        "axf" => true,
        "none" | "" => false,
        other => return reader.fault(e, Said::new("fault-chasing-rule").arg("value", other)),
    };
}

/// `wallingRule = duck`: walls put on the board with each move (only the duck is read yet).
fn walling_rule(reader: &mut Reader<'_>, e: &Entry, _: &Scope<'_>, d: &mut Draft) {
    d.def.walling = match e.value.trim() {
        "duck" => Some(Walling::Duck),
        "none" | "" => None,
        other @ ("arrow" | "past" | "edge" | "static") => {
            return reader.fault(e, Said::new("fault-not-yet-walling-rule").arg("value", other));
        }
        other => {
            return reader.fault(e, Said::new("fault-walling-rule").arg("value", other));
        }
    };
}

/// `materialCounting = janggi`: how a game the rules end without a mate is decided.
fn material_counting(reader: &mut Reader<'_>, e: &Entry, _: &Scope<'_>, d: &mut Draft) {
    d.def.material_counting = match e.value.trim() {
        "janggi" => Some(MaterialCounting::Janggi),
        "unweighted" => Some(MaterialCounting::Unweighted),
        "whitedrawodds" => Some(MaterialCounting::WhiteDrawOdds),
        "blackdrawodds" => Some(MaterialCounting::BlackDrawOdds),
        "none" | "" => None,
        other => {
            return reader.fault(e, Said::new("fault-material-counting").arg("value", other));
        }
    };
}

/// Applies one entry, if its key is one of [`KEYS`]: `false` if it is not.
pub(super) fn apply(reader: &mut Reader<'_>, e: &Entry, scope: &Scope<'_>, draft: &mut Draft) -> bool {
    let Some((_, set)) = KEYS.iter().find(|(key, _)| *key == e.key) else { return false };
    match set {
        Set::Bool(at) => {
            if let Some(v) = reader.bool(e) {
                *at(draft) = v;
            }
        }
        Set::BothBool(at) => {
            if let Some(v) = reader.bool(e) {
                *at(draft) = BySide::both(v);
            }
        }
        Set::Count(at) => {
            if let Some(v) = reader.int(e) {
                *at(draft) = v;
            }
        }
        Set::File(at) => {
            if let Some(v) = reader.file_of(e, &e.value) {
                *at(draft) = v;
            }
        }
        Set::Rank(at) => {
            if let Some(v) = reader.rank_of(e, &e.value) {
                *at(draft) = v;
            }
        }
        Set::Kinds(put) => {
            if let Some(set) = kinds_named(reader, e, scope.letters) {
                put(draft, set);
            }
        }
        Set::Region(put) => {
            if let Some(set) = region(reader, e, scope.files, scope.ranks) {
                put(draft, set);
            }
        }
        Set::Result(at) => match reader.value(e) {
            Some(Some(v)) => *at(draft) = v,
            Some(None) => reader.fault(e, Said::new("fault-result-not-none")),
            None => {}
        },
        Set::ResultOrNone(at) => {
            if let Some(v) = reader.value(e) {
                *at(draft) = v;
            }
        }
        Set::Own(read) => read(reader, e, scope, draft),
    }
    true
}

/// The rank the whole rank of each side's squares from which promotes (the older way to say
/// `promotionRegion…`): from this rank (White's count) to the far end.
fn promotion_rank(reader: &mut Reader<'_>, e: &Entry, scope: &Scope<'_>, d: &mut Draft) {
    let Some(r) = reader.rank_of(e, &e.value) else { return };
    let full_rank = |r: u8| -> Region {
        (0..scope.files as usize).map(|f| Square::new(r as usize * scope.files as usize + f)).collect()
    };
    let white = (r..scope.ranks).map(full_rank).fold(Region::EMPTY, |a, b| a | b);
    let black = (0..scope.ranks.saturating_sub(r)).map(full_rank).fold(Region::EMPTY, |a, b| a | b);
    d.def.promotion_region = BySide::new(white, black);
}

/// A key naming one kind by its letter, or every kind (`*`) or none (`-`) as `None`.
fn one_kind(reader: &mut Reader<'_>, e: &Entry, scope: &Scope<'_>) -> Option<Option<Kind>> {
    let text = e.value.trim();
    if text == "*" || text == "-" {
        return Some(None);
    }
    let mut cs = text.chars();
    match (cs.next(), cs.next()) {
        (Some(c), None) => match scope.letters.get(&c.to_ascii_lowercase()) {
            Some(&k) => Some(Some(k)),
            None if reader.gone.contains(&c.to_ascii_lowercase()) => Some(None),
            None => {
                reader.fault(e, no_piece_lettered(&c.to_string()));
                None
            }
        },
        _ => {
            reader.fault(e, Said::new("fault-not-one-piece-letter").arg("value", text));
            None
        }
    }
}

/// The hand's size, as graphical interfaces read it to draw the hand.
fn pocket_size(reader: &mut Reader<'_>, e: &Entry, _: &Scope<'_>, d: &mut Draft) {
    if let Some(n) = reader.int(e) {
        d.def.drops.pocket_size = Some(n);
    }
}

/// `promotedPieceType = p:g s:g b:h r:d`: the kind each kind promotes to (`-` for none).
fn promoted_piece_type(reader: &mut Reader<'_>, e: &Entry, scope: &Scope<'_>, d: &mut Draft) {
    let letter = |c: &str| -> Result<Option<Kind>, ()> {
        let mut cs = c.chars();
        match (cs.next(), cs.next()) {
            (Some('-'), None) => Ok(None),
            (Some(c), None) => scope.letters.get(&c.to_ascii_lowercase()).map(|&k| Some(k)).ok_or(()),
            _ => Err(()),
        }
    };
    for part in e.value.split_whitespace() {
        let parsed = part.split_once(':').and_then(|(from, to)| Some((letter(from).ok()??, letter(to).ok()?)));
        match parsed {
            Some((from, to)) => d.def.promotes_to[from.index()] = to,
            None => reader.fault(e, Said::new("fault-promoted-piece-type").arg("part", part)),
        }
    }
}

/// `promotionLimit = q:1 r:2`: at most so many of a kind on the board for a promotion to it.
fn promotion_limit(reader: &mut Reader<'_>, e: &Entry, scope: &Scope<'_>, d: &mut Draft) {
    let mut limits = Vec::new();
    for part in e.value.split_whitespace() {
        let parsed = part.split_once(':').and_then(|(l, n)| {
            let mut cs = l.chars();
            let c = cs.next().filter(|_| cs.next().is_none())?;
            Some((*scope.letters.get(&c.to_ascii_lowercase())?, n.parse::<u32>().ok()?))
        });
        match parsed {
            Some(limit) => limits.push(limit),
            None => reader.fault(e, Said::new("fault-promotion-limit").arg("part", part)),
        }
    }
    d.def.promotion_limit = limits;
}

fn castling_king_piece(reader: &mut Reader<'_>, e: &Entry, scope: &Scope<'_>, d: &mut Draft) {
    let letter = e.value.trim().chars().next().unwrap_or(' ').to_ascii_lowercase();
    match scope.letters.get(&letter) {
        Some(&k) if e.value.trim().len() == 1 => d.castle.king_kind = Some(k),
        // The piece was taken away: nothing castles.
        None if reader.gone.contains(&letter) => d.castle.king_kind = None,
        _ => reader.fault(e, no_piece_lettered(e.value.trim())),
    }
}

/// The kinds whose extinction ends the game; `*` among them counts all a side's pieces.
fn extinction_piece_types(reader: &mut Reader<'_>, e: &Entry, scope: &Scope<'_>, d: &mut Draft) {
    let all = e.value.contains('*');
    let rest = Entry { value: e.value.replace('*', ""), ..e.clone() };
    if let Some(set) = kinds_named(reader, &rest, scope.letters) {
        d.extinction.kinds = set;
        d.extinction.all = all;
    }
}

/// `flagPiece`, for both sides or one: a letter, or `*` for any piece.
fn flag_piece(reader: &mut Reader<'_>, e: &Entry, scope: &Scope<'_>, d: &mut Draft) {
    let text = e.value.trim();
    let piece = if text == "*" {
        Some(None)
    } else {
        let mut cs = text.chars();
        cs.next()
            .filter(|_| cs.next().is_none())
            .and_then(|c| scope.letters.get(&c.to_ascii_lowercase()))
            .map(|&k| Some(k))
    };
    let Some(piece) = piece else {
        reader.fault(e, no_piece_lettered(text));
        return;
    };
    match e.key.as_str() {
        "flagPieceWhite" => d.flag.piece[Side::White] = piece,
        "flagPieceBlack" => d.flag.piece[Side::Black] = piece,
        _ => d.flag.piece = BySide::both(piece),
    }
}

/// Keys of the format that games defined as data cannot use yet, each with the fault that says
/// what it belongs to (`fault-not-yet-…`: "games defined as data cannot have walls yet").
pub(super) const NOT_YET: &[(&str, &str)] = &[
    ("twoBoards", "fault-not-yet-two-boards"),
    ("enclosingDrop", "fault-not-yet-enclosing-drops"),
    ("enclosingDropStart", "fault-not-yet-enclosing-drops"),
    ("petrifyOnCaptureTypes", "fault-not-yet-walls"),
    ("petrifyBlastPieces", "fault-not-yet-walls"),
    ("wallOrMove", "fault-not-yet-walls"),
    ("adjudicateFullBoard", "fault-not-yet-counting-rules"),
    ("shatarMateRule", "fault-not-yet-special-mates"),
    ("moveRepetitionIllegal", "fault-not-yet-repetition-rules"),
    ("flipEnclosedPieces", "fault-not-yet-connection-games"),
    ("connectN", "fault-not-yet-connection-games"),
    ("connectPieceTypes", "fault-not-yet-connection-games"),
    ("connectVertical", "fault-not-yet-connection-games"),
    ("connectHorizontal", "fault-not-yet-connection-games"),
    ("connectDiagonal", "fault-not-yet-connection-games"),
    ("connectRegion1White", "fault-not-yet-connection-games"),
    ("connectRegion2White", "fault-not-yet-connection-games"),
    ("connectRegion1Black", "fault-not-yet-connection-games"),
    ("connectRegion2Black", "fault-not-yet-connection-games"),
    ("connectNxN", "fault-not-yet-connection-games"),
    ("collinearN", "fault-not-yet-connection-games"),
    ("connectValue", "fault-not-yet-connection-games"),
    ("castlingWins", "fault-not-yet-castling-wins"),
    ("flagPieceCount", "fault-not-yet-several-flag-pieces"),
    ("flagPieceBlockedWin", "fault-not-yet-several-flag-pieces"),
    ("oppositeCastling", "fault-not-yet-opposite-castling"),
    ("doubleStepRank", "fault-not-yet-double-step-keys"),
    ("doubleStepRankMin", "fault-not-yet-double-step-keys"),
];

/// That no piece has the letter `letter` (as the file gives it).
fn no_piece_lettered(letter: &str) -> Said {
    Said::new("fault-no-piece-lettered").arg("letter", letter)
}

/// The longest name `pieceNames` gives a piece.
const PIECE_NAME_MAX: usize = 30;

/// ortoo's key `pieceNames = k:King, e:Archer`: what the game's players call its pieces, by
/// letter, where the piece's type in the format names it otherwise (a `commoner` that is
/// antichess's king, Courier chess's `wazir` that its players call the schleich).
fn name_pieces(reader: &mut Reader<'_>, e: &Entry, letters: &HashMap<char, Kind>, kinds: &mut [PieceType]) {
    for part in e.value.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let Some((letter, name)) = part.split_once(':') else {
            reader.fault(e, Said::new("fault-piece-name-form").arg("part", part));
            continue;
        };
        let (letter, name) = (letter.trim(), name.trim());
        let mut chars = letter.chars();
        let (Some(c), None) = (chars.next(), chars.next()) else {
            reader.fault(e, Said::new("fault-piece-name-letter").arg("letter", letter));
            continue;
        };
        let Some(&kind) = letters.get(&c.to_ascii_lowercase()) else {
            // A piece a section took away is not named, as the format's other keys go.
            if !reader.gone.contains(&c.to_ascii_lowercase()) {
                reader.fault(e, no_piece_lettered(&c.to_string()));
            }
            continue;
        };
        if name.is_empty() || name.chars().count() > PIECE_NAME_MAX || name.chars().any(char::is_control) {
            reader
                .fault(e, Said::new("fault-piece-name-length").arg("letter", c.to_string()).arg("max", PIECE_NAME_MAX));
            continue;
        }
        kinds[kind.index()].called = Some(name.to_string());
    }
}

/// Keys for graphical interfaces and engines' evaluation: read, checked for form, and not rules.
pub(super) const NOT_RULES: &[&str] = &["pieceToCharTable", "pieceValueMg", "pieceValueEg"];
