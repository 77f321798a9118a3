//! The board as SVG, for any rectangular frame (a space the geometry lacks is left out, so
//! boards with holes draw too). Pieces are ortoo's own drawings (`crate::pieces`), placed
//! inline; a piece without one is a disc with its notation letter.

use std::fmt::Write;

use ortoo_i18n::{Lang, SIDES, Said};
use ortoo_rules::{Coord, GameState, Geometry, Lines, PieceInfo, Side, Sides, Tiling};

const CELL: u32 = 52;
const MARGIN: u32 = 22;

/// Escapes text for SVG/HTML content and attributes.
pub(crate) fn esc(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;").replace('\'', "&#39;")
}

/// Draws `state` from `view`'s side, marking the squares of the last move and a royal piece in
/// check, its labels in `t`'s words.
pub fn svg(state: &dyn GameState, view: Side, last: &[Coord], t: Lang) -> String {
    let plain = Decor { last, checked: state.checked(), t, ..Decor::default() };
    match state.info().tiling {
        Tiling::Checkered => checkered(state, view, &plain),
        Tiling::Octagons => octagons(state, view, &plain),
        Tiling::Points(lines) => points(state, view, &lines, &plain),
    }
}

/// Every piece `variant` draws, for both sides, as a hidden SVG the page's script copies pieces
/// from (the chooser of a promotion or a second part shows the piece, not only its letters):
/// one `<g data-label="Q" class="piece white"><g class="art">…</g></g>` a label, Black's label
/// in lower case.
pub fn art_bank(variant: &str) -> String {
    let mut out = String::from(
        r#"<svg class="board art-bank" id="piece-art" xmlns="http://www.w3.org/2000/svg" style="display:none" aria-hidden="true">"#,
    );
    // Shogi's tiles are letters: the chooser shows the move's words alone.
    let pieces = if crate::pieces::tiled(variant) { Vec::new() } else { crate::pieces::of_variant(variant) };
    for (label, _) in pieces {
        let Some(shapes) = crate::pieces::design(variant, label).and_then(crate::pieces::shapes) else { continue };
        for (side, shown) in [("white", label.to_string()), ("black", label.to_ascii_lowercase())] {
            let _ =
                write!(out, r#"<g class="piece {side}" data-label="{}"><g class="art">{shapes}</g></g>"#, esc(&shown));
        }
    }
    out.push_str("</svg>");
    out
}

/// A piece alone and small, as the pieces a player has taken stand beside their name: its
/// drawing in `side`'s colours, or its letter where the set has no drawing of it. `name` is
/// what a screen reader says of it.
pub fn piece_icon(variant: &str, label: &str, side: Side, name: &str) -> String {
    let colour = if side == Side::White { "white" } else { "black" };
    if crate::pieces::tiled(variant) {
        // A tile in hand points up, as its owner will play it.
        return format!(
            r#"<svg class="board piece-icon" viewBox="0 0 100 100" role="img" aria-label="{}"><g class="piece {colour} tile"><polygon class="body" points="50,8 80,23 88,94 12,94 20,23"/><text x="50" y="74" text-anchor="middle" style="font-size:46px">{}</text></g></svg>"#,
            esc(name),
            esc(&label.to_ascii_uppercase())
        );
    }
    let drawn = crate::pieces::design(variant, label).and_then(crate::pieces::shapes);
    let inside = match drawn {
        Some(shapes) => format!(r#"<g class="art">{shapes}</g>"#),
        None => format!(
            r#"<circle class="body" cx="50" cy="50" r="38"/><text x="50" y="50" text-anchor="middle" dominant-baseline="central">{}</text>"#,
            esc(label)
        ),
    };
    format!(
        r#"<svg class="board piece-icon" viewBox="0 0 100 100" role="img" aria-label="{}"><g class="piece {colour}">{inside}</g></svg>"#,
        esc(name)
    )
}

/// What a rules diagram adds to a board: one piece in focus (the others, which the position
/// needs, such as the kings, drawn faint) and marks on the squares it reaches.
pub struct Decor<'a> {
    pub last: &'a [Coord],
    pub focus: Option<Coord>,
    /// Squares and their marks, as the game page marks where a piece may go.
    pub marks: Vec<(Coord, Mark)>,
    /// The royal pieces in check: a red glow under each.
    pub checked: Vec<Coord>,
    /// The language of what the board says of itself and its pieces to a screen reader (its
    /// label, each piece's title).
    pub t: Lang,
}

impl Default for Decor<'_> {
    fn default() -> Self {
        Decor { last: &[], focus: None, marks: Vec::new(), checked: Vec::new(), t: ortoo_i18n::english() }
    }
}

/// A square a piece may go to: a dot on an empty one, a ring around a piece it takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    Move,
    Capture,
}

impl Mark {
    /// Its class in the drawing (the stylesheet's).
    pub fn class(self) -> &'static str {
        match self {
            Mark::Move => "move",
            Mark::Capture => "capture",
        }
    }
}

/// The glow under a royal piece in check, centred on (`x`, `y`), `size` the space's width.
fn check_glow(out: &mut String, decor: &Decor, c: Coord, x: f64, y: f64, size: f64) {
    if decor.checked.contains(&c) {
        let _ = write!(
            out,
            r#"<circle class="in-check" fill="url(#check-glow)" cx="{x:.1}" cy="{y:.1}" r="{:.1}"/>"#,
            size * 0.5
        );
    }
}

/// Where the game stands, for the board's label: `White to move` (`Red to move` in xiangqi),
/// `in check`, or over.
fn standing(state: &dyn GameState, decor: &Decor) -> Said {
    let in_check = !decor.checked.is_empty();
    let id = match (state.outcome(), state.turn(), in_check) {
        (Some(_), _, _) => return Said::new("board-over"),
        (None, Side::White, false) => "board-white-to-move",
        (None, Side::White, true) => "board-white-to-move-in-check",
        (None, Side::Black, false) => "board-black-to-move",
        (None, Side::Black, true) => "board-black-to-move-in-check",
    };
    state.info().sided(Said::new(id))
}

/// Whose a piece is, as its title says it and its ink shows it.
#[derive(Clone, Copy)]
enum Whose {
    /// A side's, named as the game's players name it (`$sides`).
    Side(Side, Sides),
    /// Neither side's (the duck).
    Neutral,
}

/// Whose `piece` is, in `state`'s game.
fn whose(state: &dyn GameState, piece: &PieceInfo) -> Whose {
    if piece.neutral { Whose::Neutral } else { Whose::Side(piece.side, state.info().sides) }
}

impl Whose {
    /// A piece's title (`White Knight on f3`) and its name (`White Knight`), unsaid.
    fn messages(self) -> (Said, Said) {
        let (title, name) = match self {
            Whose::Side(Side::White, _) => ("board-white-piece", "board-white-named"),
            Whose::Side(Side::Black, _) => ("board-black-piece", "board-black-named"),
            Whose::Neutral => ("board-neutral-piece", "board-neutral-named"),
        };
        match self {
            Whose::Side(_, sides) => {
                (Said::new(title).arg(SIDES, sides.key()), Said::new(name).arg(SIDES, sides.key()))
            }
            Whose::Neutral => (Said::new(title), Said::new(name)),
        }
    }

    /// The ink of a disc drawn on points (the stylesheet's class): xiangqi's red and black,
    /// janggi's blue (Cho) and red (Han).
    fn ink(self) -> &'static str {
        match self {
            Whose::Side(Side::White, Sides::Xiangqi) | Whose::Side(Side::Black, Sides::Janggi) => "ink-red",
            Whose::Side(Side::White, Sides::Janggi) => "ink-blue",
            Whose::Side(..) | Whose::Neutral => "ink-dark",
        }
    }
}

/// A piece's title and name as a screen reader says them, escaped for the drawing: `White
/// Knight on f3` (`, in check` after a royal piece in check; a promoted shogi piece says what it
/// was) and `White Knight`, which the keyboard's announcements say with the square.
fn piece_words(state: &dyn GameState, decor: &Decor, whose: Whose, piece: &PieceInfo, c: Coord) -> (String, String) {
    let mut name = state.piece_said(piece.name);
    if let Some(was) = &piece.promoted_from {
        name = Said::new("board-promoted").arg("piece", name).arg("was", was.to_ascii_uppercase());
    }
    let (title, named) = whose.messages();
    let mut title = title.arg("piece", name.clone()).arg("square", c.to_string());
    if decor.checked.contains(&c) {
        title = Said::new("board-in-check").arg("piece", title);
    }
    (esc(&decor.t.say(&title)), esc(&decor.t.say(&named.arg("piece", name))))
}

/// The gradient the check glow is filled with, once per board.
const CHECK_GLOW: &str = r##"<defs><radialGradient id="check-glow"><stop offset="0" stop-color="#ff2a2a" stop-opacity="1"/><stop offset="0.45" stop-color="#e01b1b" stop-opacity="0.75"/><stop offset="1" stop-color="#a00000" stop-opacity="0"/></radialGradient></defs>"##;

/// A rules diagram: `state` from White's side with `decor`.
pub fn diagram(state: &dyn GameState, decor: &Decor) -> String {
    match state.info().tiling {
        Tiling::Checkered => checkered(state, Side::White, decor),
        Tiling::Octagons => octagons(state, Side::White, decor),
        Tiling::Points(lines) => points(state, Side::White, &lines, decor),
    }
}

/// The marks of `decor`, at the centres `centre` gives, `size` the space's width.
fn marks_svg(out: &mut String, decor: &Decor, size: f64, centre: impl Fn(Coord) -> (f64, f64)) {
    if decor.marks.is_empty() {
        return;
    }
    out.push_str(r#"<g class="marks">"#);
    for &(c, mark) in &decor.marks {
        let (x, y) = centre(c);
        let r = match mark {
            Mark::Move => size * 0.16,
            Mark::Capture => size * 0.42,
        };
        let kind = mark.class();
        let _ = write!(out, r#"<circle class="mark {kind}" cx="{x:.1}" cy="{y:.1}" r="{r:.1}"/>"#);
    }
    out.push_str("</g>");
}

/// How much larger than its disc a piece's drawing is: on a square board the drawing fills the
/// square (its plinth near the square's foot, its top near the square's head), as a player
/// reads pieces at a glance; Koan's small diamond squares leave less room.
const ART_SCALE_SQUARES: f64 = 2.7;
const ART_SCALE_OCTAGONS: f64 = 2.2;

/// Where a piece is drawn: its square's centre, the radius of its disc, and the side the board
/// is seen from (a shogi tile points away from its owner).
struct Spot {
    cx: f64,
    cy: f64,
    r: f64,
    view: Side,
}

fn piece_svg(out: &mut String, state: &dyn GameState, c: Coord, spot: &Spot, decor: &Decor) {
    let Some(piece) = state.piece_at(c) else { return };
    if crate::pieces::tiled(state.info().id) {
        return tile_svg(out, state, &piece, c, spot, decor);
    }
    if matches!(state.info().tiling, Tiling::Points(_)) {
        return disc_svg(out, state, &piece, c, spot, decor);
    }
    let Spot { cx, cy, r, .. } = *spot;
    // A piece of neither side (the duck) is drawn in its own colour, and named without one.
    let side = match (piece.neutral, piece.side) {
        (true, _) => "neutral",
        (false, Side::White) => "white",
        (false, Side::Black) => "black",
    };
    let faint = if decor.focus.is_some_and(|f| f != c) { " faint" } else { "" };
    // Khan's ranks of leader and magician each get their own look, demoted forms included: a
    // gold ring for leaders (solid K, dashed J, dotted I) and a diamond for magicians (double
    // H, plain M, dashed G).
    // Khan's own description, by identity (a static of the rules), not by its id's spelling.
    let rank = if std::ptr::eq(state.info(), &ortoo_rules::khan::INFO) {
        match piece.label.to_ascii_uppercase().as_str() {
            "K" => " leader khan",
            "J" => " leader khan-archer",
            "I" => " leader khan-sword",
            "H" => " mage power",
            "M" => " mage",
            "G" => " mage demoted",
            _ => "",
        }
    } else if piece.label.ends_with('\'') {
        // King's Run: a Runner is ringed, so Sandmen and Runners differ at a glance.
        " runner"
    } else {
        ""
    };
    let (title, name) = piece_words(state, decor, whose(state, &piece), &piece, c);
    let _ = write!(
        out,
        r#"<g class="piece {side}{rank}{faint}" data-square="{c}" data-name="{name}"><title>{title}</title>"#
    );
    // The drawing, and the letter disc beside it for players who chose letters (the settings
    // page; the page's CSS shows one of the two).
    let drawn = crate::pieces::design(state.info().id, &piece.label).and_then(crate::pieces::shapes);
    if let Some(shapes) = drawn {
        let scale = if state.info().tiling == Tiling::Octagons { ART_SCALE_OCTAGONS } else { ART_SCALE_SQUARES };
        let size = r * scale;
        let _ = write!(
            out,
            r#"<g class="art" transform="translate({:.1} {:.1}) scale({:.3})">{shapes}</g><g class="letters">"#,
            cx - size / 2.0,
            cy - size / 2.0,
            size / 100.0
        );
    }
    if rank.starts_with(" mage") {
        let d = r * 1.15;
        let _ = write!(
            out,
            r#"<polygon class="body" points="{:.1},{:.1} {:.1},{:.1} {:.1},{:.1} {:.1},{:.1}"/>"#,
            cx,
            cy - d,
            cx + d,
            cy,
            cx,
            cy + d,
            cx - d,
            cy
        );
        if rank.contains("power") {
            let e = d - 5.0;
            let _ = write!(
                out,
                r#"<polygon class="inner" points="{:.1},{:.1} {:.1},{:.1} {:.1},{:.1} {:.1},{:.1}"/>"#,
                cx,
                cy - e,
                cx + e,
                cy,
                cx,
                cy + e,
                cx - e,
                cy
            );
        }
    } else {
        let _ = write!(out, r#"<circle class="body" cx="{cx:.1}" cy="{cy:.1}" r="{r:.1}"/>"#);
        if rank.starts_with(" leader") || rank == " runner" {
            let _ = write!(out, r#"<circle class="crown" cx="{cx:.1}" cy="{cy:.1}" r="{:.1}"/>"#, r - 4.0);
        }
    }
    let _ = write!(
        out,
        r#"<text x="{cx:.1}" y="{ty:.1}" text-anchor="middle">{label}</text>{close}</g>"#,
        ty = cy + 7.0,
        label = esc(&piece.label),
        close = if drawn.is_some() { "</g>" } else { "" },
    );
}

/// A shogi piece: a five-sided tile pointing at its owner's opponent, its letter upright on it
/// (upper case for both sides: the point says whose it is), a promoted piece's the `+` and
/// letter of what it was, in red, as shogi players write it (`+P`, `+R`).
fn tile_svg(out: &mut String, state: &dyn GameState, piece: &PieceInfo, c: Coord, spot: &Spot, decor: &Decor) {
    let Spot { cx, cy, r, view } = *spot;
    let side = if piece.side == Side::White { "white" } else { "black" };
    let faint = if decor.focus.is_some_and(|f| f != c) { " faint" } else { "" };
    let promoted = if piece.promoted_from.is_some() { " promoted" } else { "" };
    let (title, name) = piece_words(state, decor, whose(state, piece), piece, c);
    let _ = write!(
        out,
        r#"<g class="piece {side} tile{promoted}{faint}" data-square="{c}" data-name="{name}"><title>{title}</title>"#
    );
    // The tile in a box of half-height `h`: the point, the shoulders, the base's corners.
    let h = r * 1.12;
    let up = if piece.side == view { 1.0 } else { -1.0 };
    let corners = [(0.0, -1.0), (0.6, -0.7), (0.76, 0.9), (-0.76, 0.9), (-0.6, -0.7)];
    let points: Vec<String> =
        corners.iter().map(|(x, y)| format!("{:.1},{:.1}", cx + x * h, cy + y * h * up)).collect();
    let _ = write!(out, r#"<polygon class="body" points="{}"/>"#, points.join(" "));
    let shown = match &piece.promoted_from {
        Some(was) => format!("+{}", was.to_ascii_uppercase()),
        None => piece.label.to_ascii_uppercase(),
    };
    let _ = write!(
        out,
        r#"<text x="{cx:.1}" y="{:.1}" text-anchor="middle">{}</text></g>"#,
        cy + 7.0 + 0.12 * h * up,
        esc(&shown)
    );
}

/// A xiangqi or janggi piece: a round disc with its letter, told apart by its ink (xiangqi's red
/// and black, janggi's blue and red) and by its inner ring (whole for the side that moves first,
/// broken for the other), so that the sides differ without colour too.
fn disc_svg(out: &mut String, state: &dyn GameState, piece: &PieceInfo, c: Coord, spot: &Spot, decor: &Decor) {
    let Spot { cx, cy, r, .. } = *spot;
    let side = if piece.side == Side::White { "white" } else { "black" };
    let faint = if decor.focus.is_some_and(|f| f != c) { " faint" } else { "" };
    let whose = whose(state, piece);
    let (title, name) = piece_words(state, decor, whose, piece, c);
    let ink = whose.ink();
    let _ = write!(
        out,
        r#"<g class="piece {side} disc {ink}{faint}" data-square="{c}" data-name="{name}"><title>{title}</title><circle class="body" cx="{cx:.1}" cy="{cy:.1}" r="{r:.1}"/><circle class="ring" cx="{cx:.1}" cy="{cy:.1}" r="{:.1}"/><text x="{cx:.1}" y="{:.1}" text-anchor="middle">{}</text></g>"#,
        r - 4.5,
        cy + 7.0,
        esc(&piece.label.to_ascii_uppercase()),
    );
}

/// A board's `<svg>` opened: its class, its size, its label saying where the game stands, and
/// the check glow's gradient where a royal piece is in check.
fn open_board(state: &dyn GameState, decor: &Decor, class: &str, w: f64, h: f64) -> String {
    let mut out = String::new();
    let _ = write!(
        out,
        r#"<svg class="board{class}" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w:.0} {h:.0}" role="img" aria-label="{}">"#,
        esc(&decor.t.say(
            &Said::new("board-label").arg("game", state.info().name_said()).arg("standing", standing(state, decor))
        ))
    );
    if !decor.checked.is_empty() {
        out.push_str(CHECK_GLOW);
    }
    out
}

/// The top-left corner of `c`'s cell on a board of `CELL`-sized cells seen from `view`'s side.
fn cell_corner(g: &Geometry, view: Side, c: Coord) -> (u32, u32) {
    let col = if view == Side::White { c.file as u32 } else { (g.files - 1 - c.file) as u32 };
    let row = if view == Side::White { (g.ranks - 1 - c.rank) as u32 } else { c.rank as u32 };
    (MARGIN + col * CELL, MARGIN + row * CELL)
}

/// File letters below a board of cells, rank numbers on its left, from the viewer's side
/// (`h` the board's height); shogi's files numbered from the first player's right and its
/// ranks lettered from the top, as its players and its notation name them.
fn edge_labels(out: &mut String, g: &Geometry, view: Side, h: u32, shogi: bool) {
    for file in 0..g.files {
        let (x, _) = cell_corner(g, view, Coord::new(file, 0));
        let name = if shogi { (g.files - file).to_string() } else { Coord::new(file, 0).file_char().to_string() };
        let _ =
            write!(out, r#"<text class="coord" x="{}" y="{}" text-anchor="middle">{name}</text>"#, x + CELL / 2, h - 6);
    }
    for rank in 0..g.ranks {
        let (_, y) = cell_corner(g, view, Coord::new(0, rank));
        let name = if shogi { char::from(b'a' + (g.ranks - 1 - rank)).to_string() } else { (rank + 1).to_string() };
        let _ = write!(
            out,
            r#"<text class="coord" x="{}" y="{}" text-anchor="middle">{name}</text>"#,
            MARGIN / 2,
            y + CELL / 2 + 5
        );
    }
}

/// Xiangqi's board: lines through the points the pieces stand on, the river across the middle
/// (where the files' inner lines stop) and the palaces' diagonals. Each point answers to a
/// press as a square does, through a clear cell around it.
fn points(state: &dyn GameState, view: Side, lines: &Lines, decor: &Decor) -> String {
    let g = state.geometry();
    let (w, h) = (g.files as u32 * CELL + 2 * MARGIN, g.ranks as u32 * CELL + 2 * MARGIN);
    let mut out = open_board(state, decor, " points", f64::from(w), f64::from(h));
    let centre = |c: Coord| -> (u32, u32) {
        let (x, y) = cell_corner(&g, view, c);
        (x + CELL / 2, y + CELL / 2)
    };
    let _ = write!(
        out,
        r#"<rect class="wood" x="{MARGIN}" y="{MARGIN}" width="{}" height="{}"/>"#,
        w - 2 * MARGIN,
        h - 2 * MARGIN
    );
    out.push_str(r#"<g class="lines">"#);
    let mut line = |a: Coord, b: Coord| {
        let ((x1, y1), (x2, y2)) = (centre(a), centre(b));
        let _ = write!(out, r#"<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}"/>"#);
    };
    let (last_file, last_rank) = (g.files - 1, g.ranks - 1);
    for file in 0..g.files {
        match lines.river {
            // The inner files stop at the river's banks; the edges run across it.
            Some(bank) if file != 0 && file != last_file => {
                line(Coord::new(file, 0), Coord::new(file, bank));
                line(Coord::new(file, bank + 1), Coord::new(file, last_rank));
            }
            _ => line(Coord::new(file, 0), Coord::new(file, last_rank)),
        }
    }
    for rank in 0..g.ranks {
        line(Coord::new(0, rank), Coord::new(last_file, rank));
    }
    for (low, high) in lines.palaces.iter().flatten() {
        line(*low, *high);
        line(Coord::new(low.file, high.rank), Coord::new(high.file, low.rank));
    }
    out.push_str("</g>");
    for rank in 0..g.ranks {
        for file in 0..g.files {
            let c = Coord::new(file, rank);
            let (x, y) = cell_corner(&g, view, c);
            let marked = if decor.last.contains(&c) { " last" } else { "" };
            let _ = write!(
                out,
                r#"<rect class="cell point{marked}" data-square="{c}" x="{x}" y="{y}" width="{CELL}" height="{CELL}" rx="{}"><title>{c}</title></rect>"#,
                CELL / 2
            );
            let (cx, cy) = centre(c);
            let (cx, cy) = (cx as f64, cy as f64);
            check_glow(&mut out, decor, c, cx, cy, CELL as f64);
            piece_svg(&mut out, state, c, &Spot { cx, cy, r: (CELL / 2 - 4) as f64, view }, decor);
        }
    }
    marks_svg(&mut out, decor, CELL as f64, |c| {
        let (x, y) = centre(c);
        (x as f64, y as f64)
    });
    edge_labels(&mut out, &g, view, h, false);
    out.push_str("</svg>");
    out
}

/// Koan's board: octagons two frame units wide touching their neighbours, and in the gap
/// between four octagons a square standing on its corner.
fn octagons(state: &dyn GameState, view: Side, decor: &Decor) -> String {
    let last = decor.last;
    let g = state.geometry();
    let unit = 27.0_f64;
    let margin = MARGIN as f64;
    let (w, h) = ((g.files as f64 + 1.0) * unit + 2.0 * margin, (g.ranks as f64 + 1.0) * unit + 2.0 * margin);
    let center = |c: Coord| -> (f64, f64) {
        let col = if view == Side::White { c.file as f64 } else { (g.files - 1 - c.file) as f64 };
        let row = if view == Side::White { (g.ranks - 1 - c.rank) as f64 } else { c.rank as f64 };
        (margin + (col + 1.0) * unit, margin + (row + 1.0) * unit)
    };
    // An octagon of width 2u has edges of 2u / (1 + sqrt 2); the square between four of them has
    // the same edge, so its half-diagonal is that edge / sqrt 2.
    let edge = 2.0 * unit / (1.0 + std::f64::consts::SQRT_2);
    let mut out = open_board(state, decor, " koan", w, h);
    for rank in 0..g.ranks {
        for file in 0..g.files {
            let c = Coord::new(file, rank);
            if g.index(c).is_none() {
                continue;
            }
            let (x, y) = center(c);
            let marked = if last.contains(&c) { " last" } else { "" };
            let octagon = file % 2 == 0;
            let points: Vec<(f64, f64)> = if octagon {
                let (u, a) = (unit, edge / 2.0);
                vec![(-a, -u), (a, -u), (u, -a), (u, a), (a, u), (-a, u), (-u, a), (-u, -a)]
            } else {
                let d = edge / std::f64::consts::SQRT_2;
                vec![(0.0, -d), (d, 0.0), (0.0, d), (-d, 0.0)]
            };
            let path: Vec<String> = points.iter().map(|(px, py)| format!("{:.1},{:.1}", x + px, y + py)).collect();
            let (shape, title) = if octagon { ("octagon", "board-octagon") } else { ("square", "board-square") };
            let title = esc(&decor.t.say(&Said::new(title).arg("square", c.to_string())));
            let _ = write!(
                out,
                r#"<polygon class="cell {shape}{marked}" data-square="{c}" points="{}"><title>{title}</title></polygon>"#,
                path.join(" ")
            );
            check_glow(&mut out, decor, c, x, y, if octagon { unit * 2.0 } else { unit * 1.2 });
            piece_svg(
                &mut out,
                state,
                c,
                &Spot { cx: x, cy: y, r: if octagon { unit * 0.62 } else { unit * 0.5 }, view },
                decor,
            );
        }
    }
    marks_svg(&mut out, decor, unit * 2.0, center);
    for file in 0..g.files {
        let (x, _) = center(Coord::new(file, 0));
        let _ = write!(
            out,
            r#"<text class="coord" x="{x:.1}" y="{:.1}" text-anchor="middle">{}</text>"#,
            h - 6.0,
            Coord::new(file, 0).file_char()
        );
    }
    for rank in 0..g.ranks {
        let (_, y) = center(Coord::new(0, rank));
        let _ = write!(
            out,
            r#"<text class="coord" x="{:.1}" y="{:.1}" text-anchor="middle">{}</text>"#,
            margin / 2.0,
            y + 5.0,
            rank + 1
        );
    }
    out.push_str("</svg>");
    out
}

fn checkered(state: &dyn GameState, view: Side, decor: &Decor) -> String {
    let last = decor.last;
    let g = state.geometry();
    let (w, h) = (g.files as u32 * CELL + 2 * MARGIN, g.ranks as u32 * CELL + 2 * MARGIN);
    // Shogi's board is one colour of wood, lined, under its tiles.
    let tiles = if crate::pieces::tiled(state.info().id) { " tiles" } else { "" };
    let mut out = open_board(state, decor, tiles, f64::from(w), f64::from(h));
    let place = |c: Coord| cell_corner(&g, view, c);
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
            let (cx, cy) = ((x + CELL / 2) as f64, (y + CELL / 2) as f64);
            check_glow(&mut out, decor, c, cx, cy, CELL as f64);
            piece_svg(&mut out, state, c, &Spot { cx, cy, r: (CELL / 2 - 5) as f64, view }, decor);
        }
    }
    marks_svg(&mut out, decor, CELL as f64, |c| {
        let (x, y) = place(c);
        ((x + CELL / 2) as f64, (y + CELL / 2) as f64)
    });
    edge_labels(&mut out, &g, view, h, !tiles.is_empty());
    out.push_str("</svg>");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xiangqi_is_drawn_on_points_with_its_river_and_palaces() {
        let state = ortoo_rules::registry::open("xiangqi", &[]).unwrap().start();
        let svg = svg(&*state, Side::White, &[Coord::new(7, 2)], ortoo_i18n::english());
        assert!(svg.starts_with(r#"<svg class="board points""#));
        assert_eq!(svg.matches(r#"<rect class="cell point"#).count(), 90, "a cell for each point");
        assert!(svg.contains(r#"class="cell point last" data-square="h3""#));
        // Nine files, the seven inner ones broken by the river; ten ranks; two diagonals in
        // each palace.
        assert_eq!(svg.matches("<line ").count(), 2 + 7 * 2 + 10 + 4);
        assert_eq!(svg.matches(r#"class="piece white disc ink-red""#).count(), 16);
        assert_eq!(svg.matches(r#"class="piece black disc ink-dark""#).count(), 16);
        assert!(svg.contains("<title>Red General on e1</title>") && svg.contains("<title>Black Cannon on b8</title>"));
        assert!(svg.contains(r#"aria-label="Xiangqi board, Red to move""#), "{}", &svg[..300]);
        // Janggi's sides are blue (Cho, who moves first) and red (Han), in words and ink.
        let janggi = ortoo_rules::registry::open("janggi", &[]).unwrap().start();
        let svg = super::svg(&*janggi, Side::White, &[], ortoo_i18n::english());
        assert!(svg.contains(r#"aria-label="Janggi (Korean chess) board, Blue to move""#), "{}", &svg[..300]);
        assert_eq!(svg.matches(r#"class="piece white disc ink-blue""#).count(), 16);
        assert_eq!(svg.matches(r#"class="piece black disc ink-red""#).count(), 16);
        assert!(svg.contains("<title>Blue General on e2</title>") && svg.contains("<title>Red General on e9</title>"));
        // A palace's diagonal from d1 to f3: the points' centres, a1's at (48, 516).
        assert!(svg.contains(r#"<line x1="204" y1="516" x2="308" y2="412"/>"#), "the palace's diagonal");
        // No river on minixiangqi's seven ranks: every file runs whole.
        let mini = ortoo_rules::registry::open("minixiangqi", &[]).unwrap().start();
        assert_eq!(super::svg(&*mini, Side::White, &[], ortoo_i18n::english()).matches("<line ").count(), 7 + 7 + 4);
        // No western drawing of a piece: its elephant and horse move otherwise.
        assert_eq!(crate::pieces::design("xiangqi", "B"), None);
        assert!(crate::pieces::design("shako", "C").is_some());
    }

    #[test]
    fn koan_is_drawn_as_octagons_and_squares() {
        let state = ortoo_rules::registry::open("koan", &[]).unwrap().start();
        let svg = svg(&*state, Side::White, &[], ortoo_i18n::english());
        assert_eq!(svg.matches("class=\"cell octagon").count(), 36);
        assert_eq!(svg.matches("class=\"cell square").count(), 25);
        assert_eq!(svg.matches("class=\"piece").count(), 22);
        assert!(svg.contains("data-square=\"b2\"") && !svg.contains("data-square=\"b1\""));
    }

    #[test]
    fn the_board_draws_every_square_and_piece_from_either_side() {
        let state = ortoo_rules::registry::open("khans-chess", &[]).unwrap().start();
        let white = svg(&*state, Side::White, &[Coord::new(4, 1)], ortoo_i18n::english());
        assert_eq!(white.matches("<rect class=\"cell").count(), 64);
        assert!(white.contains("<title>White King on e1</title><g class=\"art\""), "drawn with ortoo's pieces");
        assert_eq!(white.matches("class=\"piece").count(), 32);
        assert!(white.contains("data-square=\"e2\""));
        assert!(
            white.contains("cell dark last\" data-square=\"e2\"")
                || white.contains("cell light last\" data-square=\"e2\"")
        );
        assert!(white.contains("Black Khatun on d8"));
        let khan = ortoo_rules::registry::open("khan", &[]).unwrap().start();
        let drawn = svg(&*khan, Side::White, &[], ortoo_i18n::english());
        assert!(drawn.contains("piece white leader khan") && drawn.contains("piece white mage"));
        let demoted = ortoo_rules::registry::open("khan", &[]).unwrap().load("j7/g7/8/8/8/8/8/7I w 0 1").unwrap();
        let drawn = svg(&*demoted, Side::White, &[], ortoo_i18n::english());
        assert!(
            drawn.contains("leader khan-archer")
                && drawn.contains("mage demoted")
                && drawn.contains("leader khan-sword")
        );
        // From White's side a1 is bottom-left; from Black's it is top-right.
        let a1 = |s: &str| {
            let i = s.find("data-square=\"a1\" x=\"").unwrap();
            s[i + 20..].split('"').next().unwrap().parse::<u32>().unwrap()
        };
        assert_eq!(a1(&white), MARGIN);
        assert_eq!(a1(&svg(&*state, Side::Black, &[], ortoo_i18n::english())), MARGIN + 7 * CELL);
    }
}
