//! ortoo's own piece set (`crates/picture/pieces/`, drawn for ortoo; see its README): which drawing
//! each game's piece gets, and the drawings as SVG symbols a board refers to.

use std::collections::HashMap;
use std::sync::OnceLock;

include!(concat!(env!("OUT_DIR"), "/pieces.rs"));

/// `variant<TAB>label<TAB>design<TAB>name`, one line a piece (White's label).
const MAP: &str = include_str!("../pieces/map.tsv");

fn map() -> &'static HashMap<(&'static str, &'static str), &'static str> {
    static MAP_BY_PIECE: OnceLock<HashMap<(&str, &str), &str>> = OnceLock::new();
    MAP_BY_PIECE.get_or_init(|| {
        MAP.lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
            .filter_map(|l| {
                let mut f = l.split('\t');
                Some(((f.next()?, f.next()?), f.next()?))
            })
            .collect()
    })
}

/// The drawings of the pieces a defined game may name as the format does (`knight`, `fers`,
/// `archbishop`), or a custom piece whose moves make it a common fairy piece, by the name the
/// rules give it. Any other piece is drawn as its letter.
const BY_NAME: &[(&str, &str)] = &[
    ("King", "king"),
    ("Queen", "queen"),
    ("Rook", "rook"),
    ("Bishop", "bishop"),
    ("Knight", "knight"),
    ("Pawn", "pawn"),
    ("Berolina pawn", "pawn"),
    ("Fers", "ferz"),
    ("Alfil", "elephant"),
    ("Archbishop", "archbishop"),
    ("Chancellor", "chancellor"),
    ("Amazon", "amazon"),
    ("Centaur", "centaur"),
    ("Nightrider", "nightrider"),
    ("Camel", "camel"),
    ("Zebra", "zebra"),
    ("Wazir", "wazir"),
    ("Man", "man"),
    ("Commoner", "man"),
    ("Silver", "silver-general"),
    // Moves as a knight, takes as a rook (Orda's lancer) or as a bishop (its archer).
    ("Kniroo", "lancer"),
    ("Knibis", "horse-archer"),
    // Shako's: the cannon of xiangqi and the elephant that steps or leaps diagonally.
    ("Cannon", "cannon"),
    ("Fers alfil", "elephant"),
    // Duck chess's duck, of neither side.
    ("Duck", "duck"),
];

/// Makruk's own shapes, by the format's piece type, for the games drawn as makruk
/// (`variantTemplate = makruk`: makruk and its kin).
const MAKRUK: &[(&str, &str)] =
    &[("king", "khun"), ("fers", "met"), ("silver", "khon"), ("knight", "ma"), ("rook", "ruea"), ("pawn", "bia")];

/// The upper-case letters, as labels that live as long as the program.
const LETTERS: [&str; 26] = [
    "A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M", "N", "O", "P", "Q", "R", "S", "T", "U", "V", "W",
    "X", "Y", "Z",
];

/// A defined game's pieces, as `(label, name)` in its definition's order.
fn defined_pieces(variant: &str) -> Option<Vec<(&'static str, &'static str)>> {
    let game = ortoo_rules::registry::defined(variant)?;
    let rules = game.catalogued();
    Some(
        rules
            .board
            .def
            .kinds
            .iter()
            .zip(&rules.names)
            .filter_map(|(kind, name)| {
                let letter = kind.letter.to_ascii_uppercase();
                // The duck, `*` in the FEN, is a piece on the board like the lettered ones.
                if letter == '*' {
                    return Some(("*", *name));
                }
                letter.is_ascii_uppercase().then(|| (LETTERS[(letter as u8 - b'A') as usize], *name))
            })
            .collect(),
    )
}

/// Every piece of `variant` the set draws, as `(label, name)` in the map's order (the label as
/// the map writes it: White's, or the only side's that has the piece); a defined game's in its
/// definition's order.
pub fn of_variant(variant: &str) -> Vec<(&'static str, &'static str)> {
    if let Some(pieces) = defined_pieces(variant) {
        return pieces;
    }
    MAP.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .filter_map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            (f.len() >= 4 && f[0] == variant).then(|| (f[1], f[3]))
        })
        .collect()
}

/// The drawing for a piece of `variant` shown with `label`: the label as it is first (Khan's
/// Chess's Black `k` is the Horde's Khan, not White's King), then as White's.
pub fn design(variant: &str, label: &str) -> Option<&'static str> {
    if discs(variant) {
        return None;
    }
    let upper = label.to_ascii_uppercase();
    map().get(&(variant, label)).or_else(|| map().get(&(variant, upper.as_str()))).copied().or_else(|| {
        let letter = label.chars().next()?;
        let game = ortoo_rules::registry::defined(variant)?;
        let rules = game.catalogued();
        let def = &rules.board.def;
        let kind = def.kinds.iter().position(|k| k.letter.eq_ignore_ascii_case(&letter))?;
        if def.template == ortoo_rules::defined::definition::Template::Makruk {
            let type_name = def.kinds[kind].name.as_str();
            if let Some((_, design)) = MAKRUK.iter().find(|(t, _)| *t == type_name) {
                return Some(*design);
            }
        }
        // By the name its players give it (antichess's king, drawn as a king), else by its type
        // (Courier chess's schleich is a wazir).
        let by_name = |name: &str| BY_NAME.iter().find(|(known, _)| *known == name).map(|(_, design)| *design);
        by_name(rules.names[kind]).or_else(|| {
            by_name(&ortoo_rules::defined::game::type_name(def, ortoo_rules::defined::types::Kind::new(kind)))
        })
    })
}

/// Whether `variant`'s pieces are drawn as shogi's tiles: a game whose pieces promote each to
/// its own other kind, as shogi's do (the shogi family, from dobutsu to sho shogi). A tile
/// points at the opponent and carries its piece's letter, red once promoted.
pub fn tiled(variant: &str) -> bool {
    ortoo_rules::registry::defined(variant).is_some_and(|game| game.catalogued().board.def.shogi_style())
}

/// Whether `variant`'s pieces are xiangqi's round discs on points, each with its letter (the
/// western pieces' drawings would mislead there: its elephant and horse move otherwise).
pub fn discs(variant: &str) -> bool {
    ortoo_rules::registry::info(variant).is_some_and(|info| matches!(info.tiling, ortoo_rules::Tiling::Points(_)))
}

/// A drawing's shapes (the inside of its `<svg>`, drawn in a 100 × 100 box), for a board to
/// place inline: inline, the page's CSS colours each side's pieces (inside a `<use>` it could
/// not reach them).
pub fn shapes(design: &str) -> Option<&'static str> {
    let (_, svg) = DESIGNS.iter().find(|(n, _)| *n == design)?;
    svg.get(svg.find('>')? + 1..svg.rfind("</svg>")?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_defined_games_pieces_are_drawn_by_their_names() {
        assert_eq!(design("capablanca", "N"), Some("knight"));
        assert_eq!(design("capablanca", "k"), Some("king"));
        // Shatranj writes its fers as q and its alfil as b, as the format's engines do.
        assert_eq!(design("shatranj", "Q"), Some("ferz"));
        assert_eq!(design("shatranj", "B"), Some("elephant"));
        assert_eq!(design("capablanca", "A"), Some("archbishop"));
        assert_eq!(design("courier", "M"), Some("man"));
        assert_eq!(design("orda", "L"), Some("lancer"));
        // Named as their players name them, drawn by that name or else by their type.
        assert_eq!(design("antichess", "K"), Some("king"), "antichess's king is a king");
        assert_eq!(design("courier", "W"), Some("wazir"), "the schleich is a wazir");
        assert_eq!(design("courier", "B"), Some("bishop"), "the courier is a bishop");
        assert!(of_variant("courier").contains(&("W", "Schleich")));
        // Makruk and its kin in makruk's own shapes, whatever their players call the pieces;
        // ASEAN chess, drawn as chess, with the met and khon as the fers and the silver.
        for (label, shape) in [("K", "khun"), ("M", "met"), ("S", "khon"), ("N", "ma"), ("R", "ruea"), ("P", "bia")] {
            assert_eq!(design("makruk", label), Some(shape));
            assert_eq!(design("cambodian", label), Some(shape), "Cambodian chess's {label}");
            assert!(shapes(shape).unwrap().contains("class=\"b\""), "{shape} has a body");
        }
        assert_eq!((design("asean", "Q"), design("asean", "B")), (Some("ferz"), Some("silver-general")));
        assert!(of_variant("antichess").contains(&("K", "King")));
        let mut pieces = of_variant("capablanca");
        pieces.sort();
        assert_eq!(
            pieces,
            [
                ("A", "Archbishop"),
                ("B", "Bishop"),
                ("C", "Chancellor"),
                ("K", "King"),
                ("N", "Knight"),
                ("P", "Pawn"),
                ("Q", "Queen"),
                ("R", "Rook")
            ]
        );
    }

    #[test]
    fn every_mapped_piece_has_a_drawing_and_every_start_piece_a_design() {
        for ((variant, label), design) in map() {
            assert!(DESIGNS.iter().any(|(n, _)| n == design), "{variant} {label}: no {design}.svg");
            assert!(shapes(design).unwrap().contains("class=\"b\""), "{design} has a body");
        }
        for info in ortoo_rules::registry::variants() {
            let state = ortoo_rules::registry::open(info.id, &[]).unwrap().start();
            let g = state.geometry();
            for rank in 0..g.ranks {
                for file in 0..g.files {
                    let at = ortoo_rules::Coord::new(file, rank);
                    // A defined game's piece the set has no drawing for is shown as its letter,
                    // and so is every piece of a game played on points (xiangqi's discs).
                    let drawn = |name: &str| {
                        !ortoo_rules::registry::is_defined(info.id)
                            || (BY_NAME.iter().any(|(n, _)| *n == name) && !discs(info.id))
                    };
                    if let Some(p) = g.index(at).and(state.piece_at(at)).filter(|p| drawn(p.name)) {
                        assert!(
                            design(info.id, &p.label).is_some(),
                            "{}: {} ({}) has no drawing",
                            info.id,
                            p.label,
                            p.name
                        );
                    }
                }
            }
        }
    }
}
