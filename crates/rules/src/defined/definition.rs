//! A variant's rules as the `variants.ini` keys give them, read from a section and the sections
//! it inherits from, every value checked: a key this step does not support, or a bad value, is a
//! [`Fault`] naming the file, the line and the key.

use std::collections::HashMap;

use super::betza::{self, Motion};
use super::ini::{Entry, Fault, Section};

/// The largest board a defined game may have: 12 files, 10 ranks.
pub const MAX_FILES: u8 = 12;
pub const MAX_RANKS: u8 = 10;
/// At most this many kinds of piece in one game.
pub const MAX_KINDS: usize = 26;

/// A set of squares, bit `rank * files + file`.
pub type Region = u128;
/// A set of piece kinds, bit per kind's index.
pub type Kinds = u32;

/// A game's result for the side to move, as the format writes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Value {
    Win,
    Loss,
    Draw,
}

impl Value {
    /// The same result seen from the other side.
    pub fn reversed(self) -> Value {
        match self {
            Value::Win => Value::Loss,
            Value::Loss => Value::Win,
            Value::Draw => Value::Draw,
        }
    }
}

/// One kind of piece.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Kind {
    /// Its letter, lower case (Black's in a FEN; White's is upper case).
    pub letter: char,
    /// What the file calls it: `knight`, `archbishop`, `customPiece1`.
    pub name: String,
    /// Its moves as the file gives them, and as read.
    pub betza: String,
    pub motions: Vec<Motion>,
    /// What the game's players call it, where the file says (ortoo's own key `pieceNames`):
    /// antichess's king is a `commoner` to the format, and a king to its players.
    pub called: Option<String>,
}

/// The ending by extinction: a side whose pieces of the listed kinds are gone (down to
/// `piece_count`) has the game decided by `value` (for the side to move then).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Extinction {
    pub value: Value,
    pub kinds: Kinds,
    /// `*` among the kinds: the count of all a side's pieces together (a bare king).
    pub all: bool,
    pub piece_count: u32,
    pub opponent_piece_count: u32,
    pub claim: bool,
    pub pseudo_royal: bool,
    pub duple_check: bool,
}

/// Winning by bringing a piece to a region (king of the hill, racing kings).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Flag {
    /// The kind each side must bring there; `None` for any piece.
    pub piece: [Option<usize>; 2],
    pub region: [Region; 2],
    /// The other side gets one more move after the first reaches the region.
    pub extra_move: bool,
}

/// Castling as the file sets it (files from zero, the rank relative to each side).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Castling {
    pub kingside_file: u8,
    pub queenside_file: u8,
    pub rank: u8,
    pub king_file: u8,
    pub king_kind: usize,
    pub rook_kinds: Kinds,
    pub rook_kingside_file: u8,
    pub rook_queenside_file: u8,
}

/// A variant's rules, read and checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Definition {
    pub name: String,
    /// What the file says of the game in the comment above its section (empty if nothing).
    pub about: String,
    /// The variant it builds on, if any.
    pub parent: Option<String>,
    /// Its definition alone in the format: its section and those it builds on, root first, as
    /// `[name:parent]` and `key = value` lines.
    pub sections: String,
    /// Its definition as its own file gives it: the sections of its chain from that file, root
    /// first, each under the comment it had. With the built-in variants this defines it again,
    /// so a game keeps it whole (a player's upload is stored as this).
    pub own: String,
    pub files: u8,
    pub ranks: u8,
    pub kinds: Vec<Kind>,
    /// The royal kind (the king), if the game has one.
    pub king: Option<usize>,
    /// The kind that steps two (or three) squares from its regions.
    pub pawn: Option<usize>,
    pub start_fen: String,
    pub chess960: bool,
    pub promotion_region: [Region; 2],
    pub promotion_pawns: [Kinds; 2],
    pub promotion_pieces: [Kinds; 2],
    /// At most this many of a kind may stand on the board for a promotion to it.
    pub promotion_limit: Vec<(usize, u32)>,
    pub mandatory_promotion: bool,
    pub double_step: bool,
    pub double_step_region: [Region; 2],
    pub triple_step_region: [Region; 2],
    pub en_passant_region: [Region; 2],
    pub en_passant_kinds: [Kinds; 2],
    pub castling: Option<Castling>,
    pub checking: bool,
    pub must_capture: bool,
    pub n_move_rule: u32,
    /// The kinds whose moves restart the n-move count (as captures do).
    pub n_move_kinds: [Kinds; 2],
    pub n_fold_rule: u32,
    pub n_fold_value: Value,
    pub n_fold_absolute: bool,
    pub stalemate_value: Value,
    pub stalemate_piece_count: bool,
    pub checkmate_value: Value,
    pub extinction: Option<Extinction>,
    pub flag: Option<Flag>,
    pub check_counting: bool,
    /// A piece may not move (unpromoted) to a square it could never move on from.
    pub immobility_illegal: bool,
}

/// The pieces the format knows by name, with their moves.
const NAMED_PIECES: &[(&str, &str)] = &[
    ("pawn", "fmWfceF"),
    ("knight", "N"),
    ("bishop", "B"),
    ("rook", "R"),
    ("queen", "Q"),
    ("fers", "F"),
    ("alfil", "A"),
    ("fersAlfil", "FA"),
    ("silver", "FfW"),
    ("aiwok", "RNF"),
    ("bers", "RF"),
    ("archbishop", "BN"),
    ("chancellor", "RN"),
    ("amazon", "QN"),
    ("knibis", "mNcB"),
    ("biskni", "mBcN"),
    ("kniroo", "mNcR"),
    ("rookni", "mRcN"),
    ("shogiPawn", "fW"),
    ("lance", "fR"),
    ("shogiKnight", "fN"),
    ("gold", "WfF"),
    ("dragonHorse", "BW"),
    ("clobber", "cW"),
    ("breakthrough", "fmWfF"),
    ("immobile", ""),
    ("horse", "nN"),
    ("elephant", "nA"),
    ("janggiElephant", "nZ"),
    ("wazir", "W"),
    ("commoner", "K"),
    ("centaur", "KN"),
    ("king", "K"),
];

/// Keys of the format that games defined as data cannot use yet, and what they belong to.
const NOT_YET: &[(&str, &str)] = &[
    ("pieceDrops", "drops"),
    ("capturesToHand", "drops"),
    ("dropLoop", "drops"),
    ("mustDrop", "drops"),
    ("mustDropType", "drops"),
    ("twoBoards", "drops"),
    ("firstRankPawnDrops", "drops"),
    ("promotionZonePawnDrops", "drops"),
    ("dropChecks", "drops"),
    ("dropRegionWhite", "drops"),
    ("dropRegionBlack", "drops"),
    ("dropPromoted", "drops"),
    ("dropNoDoubled", "drops"),
    ("dropNoDoubledCount", "drops"),
    ("dropOppositeColoredBishop", "drops"),
    ("sittuyinRookDrop", "drops"),
    ("enclosingDrop", "drops"),
    ("enclosingDropStart", "drops"),
    ("castlingDroppedPiece", "drops"),
    ("gating", "gating"),
    ("seirawanGating", "gating"),
    ("cambodianMoves", "gating"),
    ("blastOnCapture", "blasts"),
    ("blastImmuneTypes", "blasts"),
    ("mutuallyImmuneTypes", "blasts"),
    ("petrifyOnCaptureTypes", "walls"),
    ("petrifyBlastPieces", "walls"),
    ("wallingRule", "walls"),
    ("wallingRegionWhite", "walls"),
    ("wallingRegionBlack", "walls"),
    ("wallOrMove", "walls"),
    ("countingRule", "counting rules"),
    ("materialCounting", "counting rules"),
    ("adjudicateFullBoard", "counting rules"),
    ("diagonalLines", "palaces"),
    ("flyingGeneral", "palaces"),
    ("bikjangRule", "palaces"),
    ("soldierPromotionRank", "palaces"),
    ("makpongRule", "palaces"),
    ("chasingRule", "palaces"),
    ("promotedPieceType", "piece promotion"),
    ("piecePromotionOnCapture", "piece promotion"),
    ("mandatoryPiecePromotion", "piece promotion"),
    ("pieceDemotion", "piece promotion"),
    ("sittuyinPromotion", "piece promotion"),
    ("shogiPawnDropMateIllegal", "drops"),
    ("shatarMateRule", "special mates"),
    ("pass", "passing"),
    ("passWhite", "passing"),
    ("passBlack", "passing"),
    ("passOnStalemate", "passing"),
    ("passOnStalemateWhite", "passing"),
    ("passOnStalemateBlack", "passing"),
    ("perpetualCheckIllegal", "repetition rules"),
    ("moveRepetitionIllegal", "repetition rules"),
    ("flipEnclosedPieces", "connection games"),
    ("connectN", "connection games"),
    ("connectPieceTypes", "connection games"),
    ("connectVertical", "connection games"),
    ("connectHorizontal", "connection games"),
    ("connectDiagonal", "connection games"),
    ("connectRegion1White", "connection games"),
    ("connectRegion2White", "connection games"),
    ("connectRegion1Black", "connection games"),
    ("connectRegion2Black", "connection games"),
    ("connectNxN", "connection games"),
    ("collinearN", "connection games"),
    ("connectValue", "connection games"),
    ("castlingWins", "castling wins"),
    ("flagPieceCount", "several flag pieces"),
    ("flagPieceBlockedWin", "several flag pieces"),
    ("flagPieceSafe", "safe flag pieces"),
    ("oppositeCastling", "opposite castling"),
    ("soldier", "the xiangqi soldier (a piece whose moves change across the river)"),
    ("cannon", "the cannon (a hopper)"),
    ("janggiCannon", "the janggi cannon (a hopper)"),
    ("doubleStepRank", "the older double-step keys (use doubleStepRegionWhite and doubleStepRegionBlack)"),
    ("doubleStepRankMin", "the older double-step keys (use doubleStepRegionWhite and doubleStepRegionBlack)"),
];

/// The longest name `pieceNames` gives a piece.
const PIECE_NAME_MAX: usize = 30;

/// ortoo's key `pieceNames = k:King, e:Archer`: what the game's players call its pieces, by
/// letter, where the piece's type in the format names it otherwise (a `commoner` that is
/// antichess's king, Courier chess's `wazir` that its players call the schleich).
fn name_pieces(reader: &mut Reader<'_>, e: &Entry, letters: &HashMap<char, usize>, kinds: &mut [Kind]) {
    for part in e.value.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let Some((letter, name)) = part.split_once(':') else {
            reader.fault(e, format!("\"{part}\" names no piece: write the letter, a colon and the name, as k:King"));
            continue;
        };
        let (letter, name) = (letter.trim(), name.trim());
        let mut chars = letter.chars();
        let (Some(c), None) = (chars.next(), chars.next()) else {
            reader.fault(
                e,
                format!("\"{letter}\" is not a piece's letter: write one letter before the colon, as k:King"),
            );
            continue;
        };
        let Some(&kind) = letters.get(&c.to_ascii_lowercase()) else {
            // A piece a section took away is not named, as the format's other keys go.
            if !reader.gone.contains(&c.to_ascii_lowercase()) {
                reader.fault(e, format!("no piece of this variant has the letter \"{c}\""));
            }
            continue;
        };
        if name.is_empty() || name.chars().count() > PIECE_NAME_MAX || name.chars().any(char::is_control) {
            reader.fault(e, format!("the name of \"{c}\" must be 1 to {PIECE_NAME_MAX} characters of text, as k:King"));
            continue;
        }
        kinds[kind].called = Some(name.to_string());
    }
}

/// Keys for graphical interfaces and engines' evaluation: read, checked for form, and not rules.
const NOT_RULES: &[&str] = &["variantTemplate", "pieceToCharTable", "pocketSize", "pieceValueMg", "pieceValueEg"];

/// A key's value as one type or another, with the fault for a bad one.
struct Reader<'a> {
    file: &'a str,
    variant: &'a str,
    faults: Vec<Fault>,
    /// Letters of pieces a section took away (`commoner = -`): a parent's keys naming them
    /// name nothing now, as in the format's engines, rather than a fault.
    gone: Vec<char>,
}

impl Reader<'_> {
    fn fault(&mut self, entry: &Entry, message: String) {
        self.faults.push(Fault {
            file: self.file.to_string(),
            line: entry.line,
            variant: Some(self.variant.to_string()),
            key: Some(entry.key.clone()),
            message,
        });
    }

    fn bool(&mut self, entry: &Entry) -> Option<bool> {
        match entry.value.as_str() {
            "true" => Some(true),
            "false" => Some(false),
            other => {
                self.fault(entry, format!("\"{other}\" is not true or false"));
                None
            }
        }
    }

    fn int(&mut self, entry: &Entry) -> Option<u32> {
        match entry.value.parse::<u32>() {
            Ok(n) => Some(n),
            Err(_) => {
                self.fault(entry, format!("\"{}\" is not a whole number", entry.value));
                None
            }
        }
    }

    fn value(&mut self, entry: &Entry) -> Option<Option<Value>> {
        match entry.value.as_str() {
            "win" => Some(Some(Value::Win)),
            "loss" => Some(Some(Value::Loss)),
            "draw" => Some(Some(Value::Draw)),
            "none" => Some(None),
            other => {
                self.fault(entry, format!("\"{other}\" is not a result (win, loss, draw or none)"));
                None
            }
        }
    }

    fn file_of(&mut self, entry: &Entry, text: &str) -> Option<u8> {
        let t = text.trim();
        let file = if let Ok(n) = t.parse::<u8>() {
            n.checked_sub(1)
        } else if t.len() == 1 && t.as_bytes()[0].is_ascii_lowercase() {
            Some(t.as_bytes()[0] - b'a')
        } else {
            None
        };
        match file {
            Some(f) if f < MAX_FILES => Some(f),
            _ => {
                self.fault(entry, format!("\"{t}\" is not a file (a to l, or 1 to 12)"));
                None
            }
        }
    }

    fn rank_of(&mut self, entry: &Entry, text: &str) -> Option<u8> {
        match text.trim().parse::<u8>() {
            Ok(n) if (1..=MAX_RANKS).contains(&n) => Some(n - 1),
            _ => {
                self.fault(entry, format!("\"{}\" is not a rank (1 to {MAX_RANKS})", text.trim()));
                None
            }
        }
    }
}

/// The value every key has before a file sets it: orthodox chess's rules with no pieces.
fn template(name: &str) -> Definition {
    let rank = |r: u8| -> Region { (0..8u32).fold(0, |acc, f| acc | 1u128 << (r as u32 * 8 + f)) };
    Definition {
        name: name.to_string(),
        about: String::new(),
        parent: None,
        sections: String::new(),
        own: String::new(),
        files: 8,
        ranks: 8,
        kinds: Vec::new(),
        king: None,
        pawn: None,
        start_fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".into(),
        chess960: false,
        promotion_region: [rank(7), rank(0)],
        promotion_pawns: [0; 2],
        promotion_pieces: [0; 2],
        promotion_limit: Vec::new(),
        mandatory_promotion: true,
        double_step: true,
        double_step_region: [rank(1), rank(6)],
        triple_step_region: [0; 2],
        en_passant_region: [u128::MAX; 2],
        en_passant_kinds: [0; 2],
        castling: None,
        checking: true,
        must_capture: false,
        n_move_rule: 50,
        n_move_kinds: [0; 2],
        n_fold_rule: 3,
        n_fold_value: Value::Draw,
        n_fold_absolute: false,
        stalemate_value: Value::Draw,
        stalemate_piece_count: false,
        checkmate_value: Value::Loss,
        extinction: None,
        flag: None,
        check_counting: false,
        immobility_illegal: false,
    }
}

/// The piece letters a set names: `nbrq`, `*` for every kind, `-` or nothing for none.
fn kinds_named(reader: &mut Reader<'_>, entry: &Entry, letters: &HashMap<char, usize>) -> Option<Kinds> {
    let text = entry.value.trim();
    if text == "*" {
        return Some(letters.values().fold(0, |acc, &k| acc | 1 << k));
    }
    if text == "-" || text.is_empty() {
        return Some(0);
    }
    let mut set = 0;
    for c in text.chars().filter(|c| !c.is_whitespace()) {
        match letters.get(&c.to_ascii_lowercase()) {
            Some(&k) => set |= 1 << k,
            None if reader.gone.contains(&c.to_ascii_lowercase()) => {}
            None => {
                reader.fault(entry, format!("no piece of this variant has the letter '{c}'"));
                return None;
            }
        }
    }
    Some(set)
}

/// Whether `key` names one of the custom piece slots, `customPiece1` to `customPiece25`.
/// A section written back in the format: `[name:parent]`, then its `key = value` lines.
fn section_text(section: &Section) -> String {
    let mut text = match &section.parent {
        Some(parent) => format!("[{}:{parent}]\n", section.name),
        None => format!("[{}]\n", section.name),
    };
    for entry in &section.entries {
        text.push_str(&format!("{} = {}\n", entry.key, entry.value));
    }
    text
}

fn is_custom_piece(key: &str) -> bool {
    key.strip_prefix("customPiece").and_then(|n| n.parse::<u8>().ok()).is_some_and(|n| (1..=25).contains(&n))
}

/// A list of squares: `d4 e4`, `*8` for a whole rank, `a*` for a whole file, `-` for none.
fn region(reader: &mut Reader<'_>, entry: &Entry, files: u8, ranks: u8) -> Option<Region> {
    let mut set = 0u128;
    for word in entry.value.split_whitespace() {
        if word == "-" {
            continue;
        }
        let (file, rank) = word.split_at(word.chars().next().map_or(0, char::len_utf8));
        let files_in: Vec<u8> = if file == "*" {
            (0..files).collect()
        } else {
            match file.as_bytes().first() {
                Some(b) if b.is_ascii_lowercase() && b - b'a' < files => vec![b - b'a'],
                _ => {
                    reader.fault(entry, format!("\"{word}\" is not a square of a {files}×{ranks} board"));
                    return None;
                }
            }
        };
        let ranks_in: Vec<u8> = if rank == "*" {
            (0..ranks).collect()
        } else {
            match rank.parse::<u8>() {
                Ok(r) if (1..=ranks).contains(&r) => vec![r - 1],
                _ => {
                    reader.fault(entry, format!("\"{word}\" is not a square of a {files}×{ranks} board"));
                    return None;
                }
            }
        };
        for &r in &ranks_in {
            for &f in &files_in {
                set |= 1u128 << (r as u32 * files as u32 + f as u32);
            }
        }
    }
    Some(set)
}

/// Reads `name` from `sections` (this file's, and those it may inherit from: built-in files'
/// first): the chain of parents from the root down, each key applied in order.
///
/// # Errors
/// Every fault found, each naming its file, line and key.
pub fn define(name: &str, sections: &[(&str, &Section)]) -> Result<Definition, Vec<Fault>> {
    let find = |n: &str| sections.iter().rev().find(|(_, s)| s.name == n).copied();
    let Some((file, leaf)) = find(name) else {
        return Err(vec![Fault {
            file: String::new(),
            line: 0,
            variant: Some(name.to_string()),
            key: None,
            message: "no such variant".into(),
        }]);
    };
    // The chain of parents, root first; a parent missing or a loop is the leaf's fault.
    let mut chain = vec![(file, leaf)];
    let mut seen = vec![leaf.name.as_str()];
    while let Some(parent) = chain.last().and_then(|(_, s)| s.parent.as_deref()) {
        let (f, s) = chain.last().copied().expect("the chain starts with the leaf");
        let fault = |message: String| Fault {
            file: f.to_string(),
            line: s.line,
            variant: Some(s.name.clone()),
            key: None,
            message,
        };
        if seen.contains(&parent) {
            return Err(vec![fault(format!("inherits from itself through [{parent}]"))]);
        }
        match find(parent) {
            Some(found) => {
                seen.push(parent);
                chain.push(found);
            }
            None => {
                return Err(vec![fault(format!(
                    "inherits from [{parent}], which is neither one of ortoo's variants nor a section above it in this file"
                ))]);
            }
        }
    }
    chain.reverse();
    let mut reader = Reader { file, variant: name, faults: Vec::new(), gone: Vec::new() };
    let mut def = template(name);
    def.about = leaf.about.clone();
    def.parent = leaf.parent.clone();
    def.sections = chain.iter().map(|(_, section)| section_text(section)).collect::<Vec<_>>().join("\n");
    def.own = chain
        .iter()
        .filter(|(f, _)| *f == file)
        .map(|(_, section)| {
            let about = if section.about.is_empty() { String::new() } else { format!("# {}\n", section.about) };
            about + &section_text(section)
        })
        .collect::<Vec<_>>()
        .join("\n");
    // Every entry, root first, so that a child's line overrides its parent's; each keeps its own
    // file for the faults it may raise.
    let entries: Vec<(&str, &Entry)> = chain.iter().flat_map(|(f, s)| s.entries.iter().map(move |e| (*f, e))).collect();

    // The board first: regions and FENs are read against it.
    for (f, e) in &entries {
        reader.file = f;
        match e.key.as_str() {
            "maxRank" => {
                if let Some(r) = reader.rank_of(e, &e.value) {
                    def.ranks = r + 1;
                }
            }
            "maxFile" => {
                if let Some(x) = reader.file_of(e, &e.value) {
                    def.files = x + 1;
                }
            }
            _ => {}
        }
    }
    if def.files as u32 * def.ranks as u32 > 128 {
        let e = entries.iter().rev().find(|(_, e)| e.key == "maxFile" || e.key == "maxRank").map(|(_, e)| *e);
        if let Some(e) = e {
            reader.fault(e, format!("a {}×{} board is larger than this step's 12×10", def.files, def.ranks));
        }
    }
    let (files, ranks) = (def.files, def.ranks);
    let full_rank =
        |r: u8| -> Region { (0..files as u32).fold(0, |acc, f| acc | 1u128 << (r as u32 * files as u32 + f)) };
    // The format's defaults are orthodox chess's ranks whatever the board's size (a game on
    // ten ranks that says nothing promotes on the eighth), as the engines that read it do.
    let rank_if = |r: u8| if r < ranks { full_rank(r) } else { 0 };
    def.promotion_region = [rank_if(7), rank_if(0)];
    def.double_step_region = [rank_if(1), rank_if(6)];
    def.en_passant_region = [u128::MAX, u128::MAX];

    // Then the pieces, by letter: a later line for the same kind replaces its letter.
    let mut by_key: Vec<(String, char, String, usize)> = Vec::new(); // (key, letter, betza, line)
    let mut renamed: Vec<(char, String)> = Vec::new(); // (a letter a piece had before, its key)
    for (f, e) in &entries {
        reader.file = f;
        let key = e.key.as_str();
        let named = NAMED_PIECES.iter().find(|(k, _)| *k == key).map(|(_, b)| *b);
        if named.is_none() && !is_custom_piece(key) {
            continue;
        }
        // A key given again (a child's over its parent's) replaces it; the letter it had is
        // remembered, so that keys of the parent naming the piece by it still find it.
        let earlier = by_key.iter().find(|(k, ..)| k == key).map(|(_, old, ..)| *old);
        by_key.retain(|(k, ..)| k != key);
        let value = e.value.trim();
        if value == "-" {
            reader.gone.extend(earlier);
            continue;
        }
        if let Some(old) = earlier {
            renamed.push((old, key.to_string()));
        }
        let (letter, moves) = match value.split_once(':') {
            Some((l, b)) => (l.trim(), Some(b.trim())),
            None => (value, None),
        };
        let mut chars = letter.chars();
        let (Some(c), None) = (chars.next(), chars.next()) else {
            reader.fault(e, format!("\"{letter}\" is not one letter"));
            continue;
        };
        if !c.is_ascii_alphabetic() {
            reader.fault(e, format!("'{c}' is not a letter a piece can have"));
            continue;
        }
        let betza = match (moves, named) {
            (Some(_), Some(_)) if key != "king" => {
                reader.fault(e, format!("{key} moves as it is named; give custom moves to a customPiece"));
                continue;
            }
            (Some(b), _) => b.to_string(),
            (None, Some(b)) => b.to_string(),
            (None, None) => {
                reader.fault(e, "a custom piece is given as letter:Betza, e.g. a:BN".into());
                continue;
            }
        };
        // A letter another piece has is taken over: that piece is gone, as the format's
        // engines read it (a custom piece `p` in place of the pawn).
        let letter = c.to_ascii_lowercase();
        by_key.retain(|(_, l, ..)| *l != letter);
        by_key.push((key.to_string(), letter, betza, e.line));
    }
    let mut letters: HashMap<char, usize> = HashMap::new();
    for (key, letter, text, line) in &by_key {
        let entry = Entry { key: key.clone(), value: format!("{letter}:{text}"), line: *line };
        if def.kinds.len() == MAX_KINDS {
            reader.fault(&entry, format!("more than {MAX_KINDS} kinds of piece"));
            continue;
        }
        match betza::parse(text) {
            Ok(b) => {
                letters.insert(*letter, def.kinds.len());
                if key == "king" {
                    def.king = Some(def.kinds.len());
                }
                if key == "pawn" {
                    def.pawn = Some(def.kinds.len());
                }
                def.kinds.push(Kind {
                    letter: *letter,
                    name: key.clone(),
                    betza: text.clone(),
                    motions: b.motions,
                    called: None,
                });
            }
            Err(err) => reader.fault(&entry, format!("Betza \"{text}\": {err}")),
        }
    }
    // A letter a piece had in a parent, and no piece has now, still names it there.
    for (old, key) in renamed {
        if let Some(kind) = def.kinds.iter().position(|k| k.name == key) {
            letters.entry(old).or_insert(kind);
        }
    }
    let pawn_set = def.pawn.map_or(0, |p| 1 << p);
    def.promotion_pawns = [pawn_set; 2];
    def.n_move_kinds = [pawn_set; 2];
    def.en_passant_kinds = [pawn_set; 2];
    let orthodox = ['n', 'b', 'r', 'q'].iter().filter_map(|c| letters.get(c)).fold(0, |acc, &k| acc | 1 << k);
    def.promotion_pieces = [orthodox; 2];
    let mut castling = true;
    let mut castle = Castling {
        kingside_file: 6,
        queenside_file: 2,
        rank: 0,
        king_file: 4,
        king_kind: def.king.unwrap_or(usize::MAX),
        rook_kinds: letters.get(&'r').map_or(0, |&k| 1 << k),
        rook_kingside_file: files - 1,
        rook_queenside_file: 0,
    };
    let mut extinction = Extinction {
        value: Value::Loss,
        kinds: 0,
        all: false,
        piece_count: 0,
        opponent_piece_count: 0,
        claim: false,
        pseudo_royal: false,
        duple_check: false,
    };
    let mut extinction_value = None;
    let mut flag = Flag { piece: [None; 2], region: [0; 2], extra_move: false };

    for (f, e) in &entries {
        reader.file = f;
        let key = e.key.as_str();
        let both = |v: &mut [Region; 2], x: Region| *v = [x, x];
        match key {
            "maxRank" | "maxFile" => {}
            // Pieces were read above; only a custom slot out of range is left to tell.
            _ if NAMED_PIECES.iter().any(|(k, _)| *k == key) || is_custom_piece(key) => {}
            _ if key.starts_with("customPiece") => {
                reader.fault(e, "custom pieces are customPiece1 to customPiece25".into());
            }
            "startFen" => def.start_fen = e.value.clone(),
            "pieceNames" => name_pieces(&mut reader, e, &letters, &mut def.kinds),
            "chess960" => def.chess960 = reader.bool(e).unwrap_or(def.chess960),
            "extinctionPieceTypes" if e.value.contains('*') => {
                let rest = Entry { value: e.value.replace('*', ""), ..(*e).clone() };
                if let Some(set) = kinds_named(&mut reader, &rest, &letters) {
                    extinction.kinds = set;
                    extinction.all = true;
                }
            }
            "nMoveRuleTypes" | "nMoveRuleTypesWhite" | "nMoveRuleTypesBlack" => {
                let Some(set) = kinds_named(&mut reader, e, &letters) else { continue };
                match key {
                    "nMoveRuleTypes" => def.n_move_kinds = [set; 2],
                    "nMoveRuleTypesWhite" => def.n_move_kinds[0] = set,
                    _ => def.n_move_kinds[1] = set,
                }
            }
            "pawnTypes"
            | "promotionPawnTypes"
            | "promotionPawnTypesWhite"
            | "promotionPawnTypesBlack"
            | "enPassantTypes"
            | "enPassantTypesWhite"
            | "enPassantTypesBlack"
            | "promotionPieceTypes"
            | "promotionPieceTypesWhite"
            | "promotionPieceTypesBlack"
            | "extinctionPieceTypes" => {
                let Some(set) = kinds_named(&mut reader, e, &letters) else { continue };
                match key {
                    "pawnTypes" => {
                        def.promotion_pawns = [set; 2];
                        def.en_passant_kinds = [set; 2];
                        def.n_move_kinds = [set; 2];
                    }
                    "promotionPawnTypes" => def.promotion_pawns = [set; 2],
                    "promotionPawnTypesWhite" => def.promotion_pawns[0] = set,
                    "promotionPawnTypesBlack" => def.promotion_pawns[1] = set,
                    "enPassantTypes" => def.en_passant_kinds = [set; 2],
                    "enPassantTypesWhite" => def.en_passant_kinds[0] = set,
                    "enPassantTypesBlack" => def.en_passant_kinds[1] = set,
                    "promotionPieceTypes" => def.promotion_pieces = [set; 2],
                    "promotionPieceTypesWhite" => def.promotion_pieces[0] = set,
                    "promotionPieceTypesBlack" => def.promotion_pieces[1] = set,
                    _ => extinction.kinds = set,
                }
            }
            "promotionRegionWhite"
            | "promotionRegionBlack"
            | "doubleStepRegionWhite"
            | "doubleStepRegionBlack"
            | "tripleStepRegionWhite"
            | "tripleStepRegionBlack"
            | "enPassantRegion"
            | "enPassantRegionWhite"
            | "enPassantRegionBlack"
            | "flagRegion"
            | "flagRegionWhite"
            | "flagRegionBlack"
            | "whiteFlag"
            | "blackFlag" => {
                let Some(set) = region(&mut reader, e, files, ranks) else { continue };
                match key {
                    "promotionRegionWhite" => def.promotion_region[0] = set,
                    "promotionRegionBlack" => def.promotion_region[1] = set,
                    "doubleStepRegionWhite" => def.double_step_region[0] = set,
                    "doubleStepRegionBlack" => def.double_step_region[1] = set,
                    "tripleStepRegionWhite" => def.triple_step_region[0] = set,
                    "tripleStepRegionBlack" => def.triple_step_region[1] = set,
                    "enPassantRegion" => both(&mut def.en_passant_region, set),
                    "enPassantRegionWhite" => def.en_passant_region[0] = set,
                    "enPassantRegionBlack" => def.en_passant_region[1] = set,
                    "flagRegion" => flag.region = [set, set],
                    // The older names of the same keys, which the format still reads.
                    "flagRegionWhite" | "whiteFlag" => flag.region[0] = set,
                    _ => flag.region[1] = set,
                }
            }
            "promotionLimit" => {
                let mut limits = Vec::new();
                for part in e.value.split_whitespace() {
                    let parsed = part.split_once(':').and_then(|(l, n)| {
                        let mut cs = l.chars();
                        let c = cs.next().filter(|_| cs.next().is_none())?;
                        Some((*letters.get(&c.to_ascii_lowercase())?, n.parse::<u32>().ok()?))
                    });
                    match parsed {
                        Some(limit) => limits.push(limit),
                        None => reader.fault(e, format!("\"{part}\" is not letter:count for a piece of this variant")),
                    }
                }
                def.promotion_limit = limits;
            }
            "promotionRank" => {
                // The older way to say it: from this rank (White's count) to the far end.
                if let Some(r) = reader.rank_of(e, &e.value) {
                    let white = (r..ranks).fold(0, |acc, x| acc | full_rank(x));
                    let black = (0..ranks.saturating_sub(r)).fold(0, |acc, x| acc | full_rank(x));
                    def.promotion_region = [white, black];
                }
            }
            "mandatoryPawnPromotion" => def.mandatory_promotion = reader.bool(e).unwrap_or(def.mandatory_promotion),
            "doubleStep" => def.double_step = reader.bool(e).unwrap_or(def.double_step),
            "castling" => castling = reader.bool(e).unwrap_or(castling),
            "castlingKingsideFile" => {
                castle.kingside_file = reader.file_of(e, &e.value).unwrap_or(castle.kingside_file)
            }
            "castlingQueensideFile" => {
                castle.queenside_file = reader.file_of(e, &e.value).unwrap_or(castle.queenside_file)
            }
            "castlingRank" => castle.rank = reader.rank_of(e, &e.value).unwrap_or(castle.rank),
            "castlingKingFile" => castle.king_file = reader.file_of(e, &e.value).unwrap_or(castle.king_file),
            "castlingRookKingsideFile" => {
                castle.rook_kingside_file = reader.file_of(e, &e.value).unwrap_or(castle.rook_kingside_file);
            }
            "castlingRookQueensideFile" => {
                castle.rook_queenside_file = reader.file_of(e, &e.value).unwrap_or(castle.rook_queenside_file);
            }
            "castlingKingPiece" => {
                let letter = e.value.trim().chars().next().unwrap_or(' ').to_ascii_lowercase();
                match letters.get(&letter) {
                    Some(&k) if e.value.trim().len() == 1 => castle.king_kind = k,
                    // The piece was taken away: nothing castles.
                    None if reader.gone.contains(&letter) => castle.king_kind = usize::MAX,
                    _ => reader.fault(e, format!("no piece of this variant has the letter \"{}\"", e.value.trim())),
                }
            }
            "castlingRookPieces" | "castlingRookPiece" => {
                if let Some(set) = kinds_named(&mut reader, e, &letters) {
                    castle.rook_kinds = set;
                }
            }
            "checking" => def.checking = reader.bool(e).unwrap_or(def.checking),
            "mustCapture" => def.must_capture = reader.bool(e).unwrap_or(def.must_capture),
            "nMoveRule" => def.n_move_rule = reader.int(e).unwrap_or(def.n_move_rule),
            "nFoldRule" => def.n_fold_rule = reader.int(e).unwrap_or(def.n_fold_rule),
            "nFoldValueAbsolute" => def.n_fold_absolute = reader.bool(e).unwrap_or(def.n_fold_absolute),
            "nFoldValue" | "stalemateValue" | "checkmateValue" | "extinctionValue" => {
                let Some(v) = reader.value(e) else { continue };
                match (key, v) {
                    ("extinctionValue", v) => extinction_value = v,
                    (_, None) => reader.fault(e, "this result is win, loss or draw".into()),
                    // Repetition decides a game here only as a draw (the history is the server's,
                    // which knows one result of repeating); a win or loss by it comes later.
                    ("nFoldValue", Some(Value::Draw)) => def.n_fold_value = Value::Draw,
                    ("nFoldValue", Some(_)) => {
                        reader.fault(e, "this step cannot have a repetition that wins or loses yet, only a draw".into())
                    }
                    ("stalemateValue", Some(v)) => def.stalemate_value = v,
                    (_, Some(v)) => def.checkmate_value = v,
                }
            }
            "stalematePieceCount" => def.stalemate_piece_count = reader.bool(e).unwrap_or(def.stalemate_piece_count),
            "extinctionClaim" => extinction.claim = reader.bool(e).unwrap_or(extinction.claim),
            "extinctionPseudoRoyal" => extinction.pseudo_royal = reader.bool(e).unwrap_or(extinction.pseudo_royal),
            "dupleCheck" => extinction.duple_check = reader.bool(e).unwrap_or(extinction.duple_check),
            "extinctionPieceCount" => extinction.piece_count = reader.int(e).unwrap_or(extinction.piece_count),
            "extinctionOpponentPieceCount" => {
                extinction.opponent_piece_count = reader.int(e).unwrap_or(extinction.opponent_piece_count);
            }
            "flagPiece" | "flagPieceWhite" | "flagPieceBlack" => {
                let text = e.value.trim();
                let piece = if text == "*" {
                    Some(None)
                } else {
                    let mut cs = text.chars();
                    cs.next()
                        .filter(|_| cs.next().is_none())
                        .and_then(|c| letters.get(&c.to_ascii_lowercase()))
                        .map(|&k| Some(k))
                };
                match (piece, key) {
                    (None, _) => reader.fault(e, format!("no piece of this variant has the letter \"{text}\"")),
                    (Some(p), "flagPiece") => flag.piece = [p, p],
                    (Some(p), "flagPieceWhite") => flag.piece[0] = p,
                    (Some(p), _) => flag.piece[1] = p,
                }
            }
            "flagMove" => flag.extra_move = reader.bool(e).unwrap_or(flag.extra_move),
            "checkCounting" => def.check_counting = reader.bool(e).unwrap_or(def.check_counting),
            "immobilityIllegal" => def.immobility_illegal = reader.bool(e).unwrap_or(def.immobility_illegal),
            _ if NOT_RULES.contains(&key) => {}
            _ => match NOT_YET.iter().find(|(k, _)| *k == key) {
                Some((_, what)) => reader.fault(e, format!("games defined as data cannot have {what} yet")),
                None if key.starts_with("mobilityRegion") => reader.fault(
                    e,
                    "games defined as data cannot have mobility regions (squares a piece may not enter) yet".into(),
                ),
                None => reader.fault(e, "not a key of the variants.ini format (check its spelling and case)".into()),
            },
        }
    }
    if castling && castle.king_kind < def.kinds.len() {
        def.castling = Some(castle);
    }
    if let Some(value) = extinction_value {
        extinction.value = value;
        def.extinction = Some(extinction);
    }
    if flag.region != [0, 0] {
        def.flag = Some(flag);
    }
    if reader.faults.is_empty() {
        Ok(def)
    } else {
        // Told in the order of the file, whichever pass found them.
        reader.faults.sort_by(|a, b| (&a.file, a.line).cmp(&(&b.file, b.line)));
        Err(reader.faults)
    }
}
