//! The board as SVG, for any rectangular frame (a space the geometry lacks is left out, so
//! boards with holes draw too). Pieces are discs with their notation letter: legible for every
//! game's pieces, not only chess's, and the same letters the player types.

use std::fmt::Write;

use ortoo_rules::{Coord, GameState, Side};

const CELL: u32 = 52;
const MARGIN: u32 = 22;

/// Escapes text for SVG/HTML content and attributes.
fn esc(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;").replace('\'', "&#39;")
}

/// Draws `state` from `view`'s side, marking the squares of the last move.
pub fn svg(state: &dyn GameState, view: Side, last: &[Coord]) -> String {
    let g = state.geometry();
    let (w, h) = (g.files as u32 * CELL + 2 * MARGIN, g.ranks as u32 * CELL + 2 * MARGIN);
    let mut out = String::new();
    let _ = write!(
        out,
        r#"<svg class="board" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" role="img" aria-label="{} board, {} to move">"#,
        esc(state.info().name),
        state.turn()
    );
    let place = |c: Coord| -> (u32, u32) {
        let col = if view == Side::White { c.file as u32 } else { (g.files - 1 - c.file) as u32 };
        let row = if view == Side::White { (g.ranks - 1 - c.rank) as u32 } else { c.rank as u32 };
        (MARGIN + col * CELL, MARGIN + row * CELL)
    };
    for rank in 0..g.ranks {
        for file in 0..g.files {
            let c = Coord::new(file, rank);
            if g.index(c).is_none() {
                continue;
            }
            let (x, y) = place(c);
            let shade = if (file + rank) % 2 == 0 { "dark" } else { "light" };
            let marked = if last.contains(&c) { " last" } else { "" };
            let _ = write!(
                out,
                r#"<rect class="cell {shade}{marked}" data-square="{c}" x="{x}" y="{y}" width="{CELL}" height="{CELL}"><title>{c}</title></rect>"#
            );
            if let Some(piece) = state.piece_at(c) {
                let side = if piece.side == Side::White { "white" } else { "black" };
                let (cx, cy) = (x + CELL / 2, y + CELL / 2);
                let label = esc(&piece.label);
                let _ = write!(
                    out,
                    r#"<g class="piece {side}" data-square="{c}"><title>{side} {name} on {c}</title><circle cx="{cx}" cy="{cy}" r="{r}"/><text x="{cx}" y="{ty}" text-anchor="middle">{label}</text></g>"#,
                    name = esc(piece.name),
                    r = CELL / 2 - 5,
                    ty = cy + 7,
                );
            }
        }
    }
    // File letters below, rank numbers on the left, from the viewer's side.
    for file in 0..g.files {
        let (x, _) = place(Coord::new(file, 0));
        let c = Coord::new(file, 0);
        let _ = write!(
            out,
            r#"<text class="coord" x="{}" y="{}" text-anchor="middle">{}</text>"#,
            x + CELL / 2,
            h - 6,
            c.file_char()
        );
    }
    for rank in 0..g.ranks {
        let (_, y) = place(Coord::new(0, rank));
        let _ = write!(
            out,
            r#"<text class="coord" x="{}" y="{}" text-anchor="middle">{}</text>"#,
            MARGIN / 2,
            y + CELL / 2 + 5,
            rank + 1
        );
    }
    out.push_str("</svg>");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_board_draws_every_square_and_piece_from_either_side() {
        let state = ortoo_rules::registry::open("khans-chess", &[]).unwrap().start();
        let white = svg(&*state, Side::White, &[Coord::new(4, 1)]);
        assert_eq!(white.matches("<rect").count(), 64);
        assert_eq!(white.matches("class=\"piece").count(), 32);
        assert!(white.contains("data-square=\"e2\""));
        assert!(
            white.contains("cell dark last\" data-square=\"e2\"")
                || white.contains("cell light last\" data-square=\"e2\"")
        );
        assert!(white.contains("black Khatun on d8"));
        // From White's side a1 is bottom-left; from Black's it is top-right.
        let a1 = |s: &str| {
            let i = s.find("data-square=\"a1\" x=\"").unwrap();
            s[i + 20..].split('"').next().unwrap().parse::<u32>().unwrap()
        };
        assert_eq!(a1(&white), MARGIN);
        assert_eq!(a1(&svg(&*state, Side::Black, &[])), MARGIN + 7 * CELL);
    }
}
