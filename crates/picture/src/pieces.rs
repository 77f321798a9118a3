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

/// Every piece of `variant` the set draws, as `(label, name)` in the map's order (the label as
/// the map writes it: White's, or the only side's that has the piece).
pub fn of_variant(variant: &str) -> Vec<(&'static str, &'static str)> {
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
    let upper = label.to_ascii_uppercase();
    map().get(&(variant, label)).or_else(|| map().get(&(variant, upper.as_str()))).copied()
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
                    if let Some(p) = g.index(at).and(state.piece_at(at)) {
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
