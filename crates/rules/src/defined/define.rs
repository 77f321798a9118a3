//! A variant read from its section and the sections it inherits from, root first: the board's
//! size, then its pieces by letter, then every other key by [`super::keys`]' table. Every value is
//! checked: a key this step does not support, or a bad value, is a [`Fault`] naming the file, the
//! line and the key.

use std::collections::HashMap;

use ortoo_i18n::Said;

use super::betza;
use super::definition::{
    Castling, Definition, Drops, Extinction, Flag, MAX_KINDS, PieceType, Template, Value, Walling,
};
use super::ini::{Entry, Fault, Section};
use super::keys::{self, Draft, Scope};
use super::read::Reader;
use super::types::{BySide, Kind, Kinds, Region, Side, Square};

/// The pieces the format knows by name, with their moves.
pub(super) const NAMED_PIECES: &[(&str, &str)] = &[
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
    ("cannon", "mRcpR"),
    ("soldier", "fsW"),
    ("banner", "RcpRnN"),
    ("horse", "nN"),
    ("elephant", "nA"),
    ("janggiElephant", "nZ"),
    ("janggiCannon", "pR"),
    ("wazir", "W"),
    ("commoner", "K"),
    ("centaur", "KN"),
    ("king", "K"),
];

/// The value every key has before a file sets it: orthodox chess's rules with no pieces.
fn template(name: &str) -> Definition {
    let rank = |r: usize| -> Region { (0..8).map(|f| Square::new(r * 8 + f)).collect() };
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
        promotion_region: BySide::new(rank(7), rank(0)),
        promotion_pawns: BySide::both(Kinds::NONE),
        promotion_pieces: BySide::both(Kinds::NONE),
        promotion_limit: Vec::new(),
        mandatory_promotion: true,
        double_step: true,
        double_step_region: BySide::new(rank(1), rank(6)),
        triple_step_region: BySide::both(Region::EMPTY),
        en_passant_region: BySide::both(Region::ALL),
        en_passant_kinds: BySide::both(Kinds::NONE),
        castling: None,
        checking: true,
        must_capture: false,
        n_move_rule: 50,
        n_move_kinds: BySide::both(Kinds::NONE),
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
        drops: Drops {
            enabled: false,
            captures_to_hand: false,
            keep_promotion: false,
            region: BySide::both(Region::ALL),
            must_drop: false,
            must_drop_kind: None,
            promoted: false,
            castling: false,
            no_doubled: None,
            no_doubled_count: 1,
            first_rank_pawns: false,
            promotion_zone_pawns: false,
            checks: true,
            opposite_coloured_bishops: false,
            pawn_drop_mate_illegal: false,
            pocket_size: None,
            rooks_on_first_rank: false,
        },
        promotes_to: Vec::new(),
        mandatory_piece_promotion: false,
        piece_demotion: false,
        piece_promotion_on_capture: false,
        gating: false,
        seirawan_gating: false,
        perpetual_check_illegal: false,
        chasing: false,
        flying_general: false,
        soldier: None,
        soldier_rank: 0,
        template: Template::Chess,
        counting: None,
        makpong: false,
        cambodian_moves: false,
        blast_on_capture: false,
        blast_immune: Kinds::NONE,
        mutually_immune: Kinds::NONE,
        sittuyin_promotion: false,
        diagonal_lines: Region::EMPTY,
        pass: BySide::both(false),
        pass_on_stalemate: BySide::both(false),
        bikjang: false,
        material_counting: None,
        walling: None,
        walling_region: BySide::both(Region::ALL),
        duck: None,
    }
}

/// The format's piece types in its own order (those it knows by name; the custom pieces follow
/// them, and the king is last): the order hands are written in.
const TYPE_ORDER: &[&str] = &[
    "pawn",
    "knight",
    "bishop",
    "rook",
    "queen",
    "fers",
    "alfil",
    "fersAlfil",
    "silver",
    "aiwok",
    "bers",
    "archbishop",
    "chancellor",
    "amazon",
    "knibis",
    "biskni",
    "kniroo",
    "rookni",
    "shogiPawn",
    "lance",
    "shogiKnight",
    "gold",
    "dragonHorse",
    "clobber",
    "breakthrough",
    "immobile",
    "cannon",
    "janggiCannon",
    "soldier",
    "horse",
    "elephant",
    "janggiElephant",
    "banner",
    "wazir",
    "commoner",
    "centaur",
];

/// A piece key's place in [`TYPE_ORDER`], the custom pieces after every named one, the king
/// last.
fn format_order(key: &str) -> u16 {
    if key == "king" {
        return u16::MAX;
    }
    if let Some(n) = key.strip_prefix("customPiece").and_then(|n| n.parse::<u16>().ok()) {
        return 100 + n;
    }
    TYPE_ORDER.iter().position(|k| *k == key).map_or(99, |at| at as u16)
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
            message: Said::new("fault-no-such-variant"),
        }]);
    };
    // The chain of parents, root first; a parent missing or a loop is the leaf's fault.
    let mut chain = vec![(file, leaf)];
    let mut seen = vec![leaf.name.as_str()];
    while let Some(parent) = chain.last().and_then(|(_, s)| s.parent.as_deref()) {
        let (f, s) = chain.last().copied().expect("the chain starts with the leaf");
        let fault = |message: Said| Fault {
            file: f.to_string(),
            line: s.line,
            variant: Some(s.name.clone()),
            key: None,
            message,
        };
        if seen.contains(&parent) {
            return Err(vec![fault(Said::new("fault-inherits-from-itself").arg("parent", parent))]);
        }
        match find(parent) {
            Some(found) => {
                seen.push(parent);
                chain.push(found);
            }
            None => {
                return Err(vec![fault(Said::new("fault-parent-unknown").arg("parent", parent))]);
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
            reader.fault(e, Said::new("fault-board-too-large").arg("files", def.files).arg("ranks", def.ranks));
        }
    }
    let (files, ranks) = (def.files, def.ranks);
    let full_rank =
        |r: u8| -> Region { (0..files as usize).map(|f| Square::new(r as usize * files as usize + f)).collect() };
    // The format's defaults are orthodox chess's ranks whatever the board's size (a game on
    // ten ranks that says nothing promotes on the eighth), as the engines that read it do.
    let rank_if = |r: u8| if r < ranks { full_rank(r) } else { Region::EMPTY };
    def.promotion_region = BySide::new(rank_if(7), rank_if(0));
    def.double_step_region = BySide::new(rank_if(1), rank_if(6));
    def.en_passant_region = BySide::both(Region::ALL);

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
            reader.fault(e, Said::new("fault-not-one-letter").arg("letter", letter));
            continue;
        };
        if !c.is_ascii_alphabetic() {
            reader.fault(e, Said::new("fault-not-a-piece-letter").arg("letter", c.to_string()));
            continue;
        }
        let betza = match (moves, named) {
            (Some(_), Some(_)) if key != "king" => {
                reader.fault(e, Said::new("fault-named-piece-moves").arg("key", key));
                continue;
            }
            (Some(b), _) => b.to_string(),
            (None, Some(b)) => b.to_string(),
            (None, None) => {
                reader.fault(e, Said::new("fault-custom-piece-form"));
                continue;
            }
        };
        // A letter another piece has is taken over: that piece is gone, as the format's
        // engines read it (a custom piece `p` in place of the pawn).
        let letter = c.to_ascii_lowercase();
        by_key.retain(|(_, l, ..)| *l != letter);
        by_key.push((key.to_string(), letter, betza, e.line));
    }
    let mut letters: HashMap<char, Kind> = HashMap::new();
    for (key, letter, text, line) in &by_key {
        let entry = Entry { key: key.clone(), value: format!("{letter}:{text}"), line: *line };
        if def.kinds.len() == MAX_KINDS {
            reader.fault(&entry, Said::new("fault-too-many-kinds").arg("max", MAX_KINDS));
            continue;
        }
        match betza::parse(text) {
            Ok(b) => {
                let kind = Kind::new(def.kinds.len());
                letters.insert(*letter, kind);
                if key == "king" {
                    def.king = Some(kind);
                }
                if key == "pawn" {
                    def.pawn = Some(kind);
                }
                if key == "soldier" {
                    def.soldier = Some(kind);
                }
                def.kinds.push(PieceType {
                    letter: *letter,
                    name: key.clone(),
                    betza: text.clone(),
                    motions: b.motions,
                    called: None,
                    order: format_order(key),
                    mobility: BySide::both(Region::ALL),
                });
            }
            Err(err) => reader.fault(&entry, Said::new("fault-betza").arg("betza", text).arg("why", err.said())),
        }
    }
    // A letter a piece had in a parent, and no piece has now, still names it there.
    for (old, key) in renamed {
        if let Some(kind) = def.kinds.iter().position(|k| k.name == key) {
            letters.entry(old).or_insert(Kind::new(kind));
        }
    }
    def.promotes_to = vec![None; def.kinds.len()];
    let pawn_set = def.pawn.map_or(Kinds::NONE, Kinds::only);
    def.promotion_pawns = BySide::both(pawn_set);
    def.n_move_kinds = BySide::both(pawn_set);
    def.en_passant_kinds = BySide::both(pawn_set);
    let orthodox = ['n', 'b', 'r', 'q'].iter().filter_map(|c| letters.get(c)).copied().collect();
    def.promotion_pieces = BySide::both(orthodox);
    let castle = Castling {
        kingside_file: 6,
        queenside_file: 2,
        rank: 0,
        king_file: 4,
        king_kind: def.king,
        rook_kinds: letters.get(&'r').map_or(Kinds::NONE, |&k| Kinds::only(k)),
        rook_kingside_file: files - 1,
        rook_queenside_file: 0,
    };
    let extinction = Extinction {
        value: Value::Loss,
        kinds: Kinds::NONE,
        all: false,
        piece_count: 0,
        opponent_piece_count: 0,
        claim: false,
        pseudo_royal: false,
        duple_check: false,
    };
    let flag = Flag { piece: BySide::both(None), region: BySide::both(Region::EMPTY), extra_move: false, safe: false };
    let mut draft = Draft { def, castling: true, castle, extinction, extinction_value: None, flag };
    let scope = Scope { letters: &letters, files, ranks };

    // Then every other key by the table, in the file's order.
    for (f, e) in &entries {
        reader.file = f;
        let key = e.key.as_str();
        if key == "maxRank" || key == "maxFile" || NAMED_PIECES.iter().any(|(k, _)| *k == key) || is_custom_piece(key) {
            continue; // read above
        }
        if keys::apply(&mut reader, e, &scope, &mut draft) || keys::NOT_RULES.contains(&key) {
            continue;
        }
        if let Some(piece) = key.strip_prefix("mobilityRegion") {
            mobility_region(&mut reader, e, piece, &scope, &mut draft.def);
            continue;
        }
        let message = if key.starts_with("customPiece") {
            "fault-custom-piece-number"
        } else if let Some(&(_, not_yet)) = keys::NOT_YET.iter().find(|(k, _)| *k == key) {
            not_yet
        } else {
            "fault-not-a-key"
        };
        reader.fault(e, Said::new(message));
    }
    let Draft { mut def, castling, castle, mut extinction, extinction_value, flag } = draft;
    if castling && castle.king_kind.is_some() {
        def.castling = Some(castle);
    }
    if let Some(value) = extinction_value {
        extinction.value = value;
        def.extinction = Some(extinction);
    }
    if flag.region != BySide::both(Region::EMPTY) {
        def.flag = Some(flag);
    }
    // The duck stands on the board as a kind of its own, written `*` in the FEN.
    if def.walling == Some(Walling::Duck) && def.kinds.len() < MAX_KINDS {
        def.duck = Some(Kind::new(def.kinds.len()));
        def.kinds.push(PieceType {
            letter: '*',
            name: "duck".into(),
            betza: String::new(),
            motions: Vec::new(),
            called: Some("Duck".into()),
            order: u16::MAX - 1,
            mobility: BySide::both(Region::ALL),
        });
        def.promotes_to.push(None);
    }
    if reader.faults.is_empty() {
        Ok(def)
    } else {
        // Told in the order of the file, whichever pass found them.
        reader.faults.sort_by(|a, b| (&a.file, a.line).cmp(&(&b.file, b.line)));
        Err(reader.faults)
    }
}

/// `mobilityRegionWhiteKing = d1 e1 f1 …`: the squares a side's pieces of one kind may stand on,
/// the piece named by its key with a capital (`Fers`, `CustomPiece1`). `piece` is the key after
/// `mobilityRegion`.
fn mobility_region(reader: &mut Reader<'_>, e: &Entry, piece: &str, scope: &Scope<'_>, def: &mut Definition) {
    let (side, name) = if let Some(name) = piece.strip_prefix("White") {
        (Side::White, name)
    } else if let Some(name) = piece.strip_prefix("Black") {
        (Side::Black, name)
    } else {
        reader.fault(e, Said::new("fault-mobility-region-key"));
        return;
    };
    let mut key = name.to_string();
    if let Some(first) = key.get_mut(0..1) {
        first.make_ascii_lowercase();
    }
    let Some(kind) = def.kinds.iter().position(|k| k.name == key) else {
        reader.fault(e, Said::new("fault-mobility-region-piece").arg("key", key).arg("name", name));
        return;
    };
    if let Some(region) = super::read::region(reader, e, scope.files, scope.ranks) {
        def.kinds[kind].mobility[side] = region;
    }
}
