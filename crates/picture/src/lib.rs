//! The board drawn. [`board`] draws any game's position as SVG with ortoo's own piece set
//! ([`pieces`]); the pages style it with their stylesheet. [`png`] rasterises the same SVG for
//! the mail, where no stylesheet or script runs: the colours go in as an SVG `<style>`, the
//! text is set in a font compiled into the binary.

pub mod board;
pub mod pieces;

use std::fmt::Write;
use std::sync::{Arc, OnceLock};

use ortoo_rules::{Coord, GameState, Side};
use resvg::{tiny_skia, usvg};

/// The mail's colours: the page's light theme, written out (an SVG renderer has no CSS
/// variables, and a mail client no dark theme we could follow).
const MAIL_STYLE: &str = "
.cell.light, .cell.octagon { fill: #f0d9b5; } .cell.dark, .cell.square { fill: #b58863; }
.cell.last { fill: #cdd26a; } .cell.dark.last, .cell.square.last { fill: #aaa23a; }
.koan .cell { stroke: #7a5a3a; stroke-width: 1; }
.piece .body { stroke: #222; stroke-width: 1.5; }
.piece.white .body { fill: #fff; } .piece.black .body { fill: #2b2b2b; } .piece.neutral .body { fill: #f4c430; }
.piece .crown { fill: none; stroke: #c9a227; stroke-width: 3; }
.piece.khan-archer .crown { stroke-dasharray: 6 3; } .piece.khan-sword .crown { stroke-dasharray: 2 3; }
.piece.runner .crown { stroke: #1a7f37; stroke-width: 4; }
.piece.mage .body { stroke: #6b3fa0; stroke-width: 2.5; } .piece.mage.demoted .body { stroke-dasharray: 4 3; }
.piece .inner { fill: none; stroke: #6b3fa0; stroke-width: 2; }
.piece text { font-family: Hack; font-size: 20px; font-weight: 700; }
.piece.white text { fill: #111; } .piece.black text { fill: #fff; }
.coord { font-family: Hack; font-size: 12px; fill: #59636e; }
.art { stroke-width: 3; stroke-linejoin: round; stroke-linecap: round; }
.art .d { fill: none; } .art .h { stroke: none; } .art .a { stroke-width: 2; fill: #c9a227; }
.white .art .b { fill: #fff; stroke: #222; } .white .art .d, .white .art .a { stroke: #222; } .white .art .h { fill: #222; }
.black .art .b { fill: #2b2b2b; stroke: #eee; } .black .art .d, .black .art .a { stroke: #eee; } .black .art .h { fill: #eee; }
.mage .art .a { fill: #8a4fd0; } .runner .art .a { fill: #2ea44f; }
.neutral .art .b { fill: #f4c430; stroke: #222; } .neutral .art .d, .neutral .art .a { stroke: #222; } .neutral .art .a { fill: #e8772e; } .neutral .art .h { fill: #222; }
.letters { display: none; }
.tiles .cell.light, .tiles .cell.dark { fill: #e9c98a; stroke: #7a5a3a; stroke-width: 1; } .tiles .cell.last { fill: #d4cf66; }
.piece.tile .body { fill: #f7e0a8; stroke: #5c3d16; stroke-width: 1.5; }
.piece.tile text { fill: #1d1d1d; } .piece.tile.promoted text { fill: #c0141c; }
.points .wood { fill: #eccf96; } .points .lines line { stroke: #5c3d16; stroke-width: 1.6; stroke-linecap: square; }
.points .cell { fill: none; } .points .cell.last { fill: #b9bf4a; fill-opacity: .45; }
.piece.disc.ink-red .body { fill: #fcf1d8; stroke: #a8121a; stroke-width: 2; }
.piece.disc.ink-red .ring { fill: none; stroke: #a8121a; stroke-width: 1.5; } .piece.disc.ink-red text { fill: #a8121a; }
.piece.disc.ink-blue .body { fill: #eef2f8; stroke: #17479a; stroke-width: 2; }
.piece.disc.ink-blue .ring { fill: none; stroke: #17479a; stroke-width: 1.5; } .piece.disc.ink-blue text { fill: #17479a; }
.piece.disc.ink-dark .body { fill: #27323b; stroke: #10161a; stroke-width: 2; }
.piece.disc.ink-dark .ring { fill: none; stroke: #efe6d2; stroke-width: 1.5; } .piece.disc.ink-dark text { fill: #f6eedb; }
.piece.disc.black .ring { stroke-dasharray: 4 3; }
";

/// Why a picture could not be made. Our own SVG always parses; this guards the seam.
#[derive(Debug, thiserror::Error)]
pub enum PictureError {
    #[error("the board's SVG cannot be read: {0}")]
    Svg(String),
    #[error("the board's picture cannot be encoded: {0}")]
    Encode(String),
}

/// A board as a PNG.
#[derive(Debug, Clone)]
pub struct Png {
    pub bytes: Vec<u8>,
    pub width: u32,
    pub height: u32,
}

/// The renderer's settings, with the font loaded once per process.
fn options() -> usvg::Options<'static> {
    static FONTS: OnceLock<Arc<usvg::fontdb::Database>> = OnceLock::new();
    let fonts = FONTS.get_or_init(|| {
        let mut db = usvg::fontdb::Database::new();
        db.load_font_data(epaint_default_fonts::HACK_REGULAR.to_vec());
        Arc::new(db)
    });
    usvg::Options { font_family: "Hack".into(), fontdb: fonts.clone(), ..usvg::Options::default() }
}

/// `svg` (as [`board::svg`] draws it) with the mail's stylesheet inside.
fn styled(svg: &str) -> String {
    match svg.find('>') {
        Some(end) => format!("{}<style>{MAIL_STYLE}</style>{}", &svg[..=end], &svg[end + 1..]),
        None => svg.to_string(),
    }
}

/// The position as the mail shows it: from `view`'s side, the last move's squares marked, at
/// the SVG's own size (52 pixels a square) times `scale`.
///
/// # Errors
/// Only if the drawing and the renderer disagree (a defect, never the position's fault).
pub fn png(state: &dyn GameState, view: Side, last: &[Coord], scale: f32) -> Result<Png, PictureError> {
    // A picture's titles are never read (the mail's text tells the board): English's do.
    let svg = styled(&with_hands(state, view, board::svg(state, view, last, ortoo_i18n::english())));
    let tree = usvg::Tree::from_str(&svg, &options()).map_err(|e| PictureError::Svg(e.to_string()))?;
    let size = tree.size().to_int_size().scale_by(scale).ok_or_else(|| PictureError::Encode("empty board".into()))?;
    let mut pixmap = tiny_skia::Pixmap::new(size.width(), size.height())
        .ok_or_else(|| PictureError::Encode(format!("no room for {}×{}", size.width(), size.height())))?;
    pixmap.fill(tiny_skia::Color::WHITE);
    resvg::render(&tree, tiny_skia::Transform::from_scale(scale, scale), &mut pixmap.as_mut());
    let bytes = encoded(&pixmap)?;
    Ok(Png { bytes, width: size.width(), height: size.height() })
}

/// The height of a hand's strip above or below the board in the mail's picture.
const HAND_STRIP: f64 = 46.0;

/// `board` (a board's SVG) with each side's hand in a strip of its own, the top side's above
/// and the viewer's below, as the game page shows them beside the board; the board alone in
/// a game without hands.
fn with_hands(state: &dyn GameState, view: Side, board: String) -> String {
    let Some(hands) = state.hands() else { return board };
    let size = board
        .split_once("viewBox=\"0 0 ")
        .and_then(|(_, rest)| rest.split_once('"'))
        .and_then(|(wh, _)| wh.split_once(' '))
        .and_then(|(w, h)| Some((w.parse::<f64>().ok()?, h.parse::<f64>().ok()?)));
    let Some((w, h)) = size else { return board };
    let mut out = format!(
        r#"<svg class="board" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w:.0} {:.0}">"#,
        h + 2.0 * HAND_STRIP
    );
    let strip = |out: &mut String, side: Side, top: f64| {
        let words = if hands.of(side).is_empty() { format!("{side} holds nothing") } else { format!("{side} holds") };
        let _ = write!(
            out,
            r#"<text class="coord" x="22" y="{:.1}">{}</text>"#,
            top + HAND_STRIP / 2.0 + 4.0,
            board::esc(&words)
        );
        let mut x = 112.0;
        for held in hands.of(side) {
            let icon = board::piece_icon(state.info().id, &held.label, side, held.name);
            let placed =
                icon.replacen("<svg ", &format!(r#"<svg x="{x:.1}" y="{:.1}" width="36" height="36" "#, top + 5.0), 1);
            out.push_str(&placed);
            x += 38.0;
            if held.count > 1 {
                let _ = write!(
                    out,
                    r#"<text class="coord" x="{x:.1}" y="{:.1}">×{}</text>"#,
                    top + HAND_STRIP / 2.0 + 4.0,
                    held.count
                );
                x += 24.0;
            }
            x += 4.0;
        }
    };
    strip(&mut out, !view, 0.0);
    out.push_str(&board.replacen(
        "<svg ",
        &format!(r#"<svg x="0" y="{HAND_STRIP:.0}" width="{w:.0}" height="{h:.0}" "#),
        1,
    ));
    strip(&mut out, view, h + HAND_STRIP);
    out.push_str("</svg>");
    out
}

/// The picture as an RGB PNG. It is opaque (drawn on white), so its premultiplied pixels are
/// the plain colours and the alpha channel can go. Fast compression: Khan's starting board
/// encodes in 0.8 ms to 47 KB, against 7.6 ms to 28 KB at the default level (measured); a
/// mail a few kilobytes larger is worth a notifier that draws twice as many boards a second.
fn encoded(pixmap: &tiny_skia::Pixmap) -> Result<Vec<u8>, PictureError> {
    let rgb: Vec<u8> = pixmap.data().chunks_exact(4).flat_map(|p| [p[0], p[1], p[2]]).collect();
    let mut bytes = Vec::with_capacity(rgb.len() / 8);
    let mut encoder = png::Encoder::new(&mut bytes, pixmap.width(), pixmap.height());
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::Fast);
    let fail = |e: png::EncodingError| PictureError::Encode(e.to_string());
    let mut writer = encoder.write_header().map_err(fail)?;
    writer.write_image_data(&rgb).map_err(fail)?;
    writer.finish().map_err(fail)?;
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The colour at (x, y) of a decoded picture.
    fn pixel(png: &Png, x: u32, y: u32) -> [u8; 4] {
        let map = tiny_skia::Pixmap::decode_png(&png.bytes).expect("our PNG decodes");
        assert_eq!((map.width(), map.height()), (png.width, png.height));
        let p = map.pixel(x, y).expect("inside the picture").demultiply();
        [p.red(), p.green(), p.blue(), p.alpha()]
    }

    #[test]
    fn a_chess_board_is_drawn_with_its_colours_and_pieces_from_the_viewers_side() {
        let state = ortoo_rules::registry::open("chess", &[])
            .unwrap()
            .load("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
        let state = state.unwrap();
        let last = [Coord::new(4, 1), Coord::new(4, 3)];
        let white = png(&*state, Side::White, &last, 1.0).unwrap();
        // Eight squares of 52 and a margin of 22 each side.
        assert_eq!((white.width, white.height), (460, 460));
        // a8's corner is light... from White's side the top-left square is a8 (light).
        assert_eq!(pixel(&white, 24, 24), [0xf0, 0xd9, 0xb5, 255]);
        // e2 and e4 (the last move) are marked: e2 is light, so its corner is the light mark.
        let (e2x, e2y) = (22 + 4 * 52 + 2, 22 + 6 * 52 + 2);
        assert_eq!(pixel(&white, e2x, e2y), [0xcd, 0xd2, 0x6a, 255]);
        // A white piece now stands on e4 (its square is full of white), none on e2.
        let whites = |png: &Png, file: u32, row: u32| {
            let map = tiny_skia::Pixmap::decode_png(&png.bytes).unwrap();
            let (x0, y0) = (22 + file * 52, 22 + row * 52);
            (x0..x0 + 52)
                .flat_map(|x| (y0..y0 + 52).map(move |y| (x, y)))
                .filter(|&(x, y)| map.pixel(x, y).is_some_and(|p| p.red() > 240 && p.green() > 240 && p.blue() > 240))
                .count()
        };
        assert!(whites(&white, 4, 4) > 100, "e4: {}", whites(&white, 4, 4));
        assert_eq!(whites(&white, 4, 6), 0, "e2 is empty");
        // From Black's side the same squares stand mirrored: e2 is near the top.
        let black = png(&*state, Side::Black, &last, 1.0).unwrap();
        let (e2x, e2y) = (22 + 3 * 52 + 2, 22 + 52 + 2);
        assert_eq!(pixel(&black, e2x, e2y), [0xcd, 0xd2, 0x6a, 255]);
    }

    #[test]
    fn every_game_draws_at_the_size_of_its_board() {
        for id in ["chess", "khan", "khans-chess", "kings-run", "shatranj-kamil-x", "koan"] {
            let state = ortoo_rules::registry::open(id, &[]).unwrap().start();
            let picture = png(&*state, Side::White, &[], 1.0).unwrap();
            let g = state.geometry();
            if id == "koan" {
                assert_eq!(picture.width, ((g.files as f64 + 1.0) * 27.0 + 44.0).round() as u32, "{id}");
            } else {
                assert_eq!(
                    (picture.width, picture.height),
                    (g.files as u32 * 52 + 44, g.ranks as u32 * 52 + 44),
                    "{id}"
                );
            }
            assert!(picture.bytes.starts_with(b"\x89PNG\r\n\x1a\n"), "{id}");
            let doubled = png(&*state, Side::White, &[], 2.0).unwrap();
            assert_eq!(doubled.width, picture.width * 2, "{id}");
        }
    }

    /// Shogi's pieces are tiles of one wood on a board of one wood, pointing away from their
    /// owner; a promoted one carries `+` and what it was, in red.
    #[test]
    fn shogi_is_drawn_as_tiles_pointing_at_the_opponent() {
        let state = ortoo_rules::registry::open("shogi", &[])
            .unwrap()
            .load("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1+B5R1/LNSGKGSNL[-] b 0 1")
            .unwrap();
        let svg = board::svg(&*state, Side::White, &[], ortoo_i18n::english());
        assert!(svg.starts_with(r#"<svg class="board tiles""#), "{svg}");
        assert_eq!(svg.matches("class=\"piece white tile").count(), 20);
        assert!(svg.contains(r#"<g class="piece white tile promoted" data-square="b2" data-name="Sente Dragon horse, promoted from B"><title>Sente Dragon horse, promoted from B on b2</title>"#), "{svg}");
        // Shogi's players name the sides sente and gote, not White and Black.
        assert!(svg.contains(r#"aria-label="Shogi board, Gote to move""#), "{svg}");
        assert!(svg.contains("<title>Gote King on e9</title>"), "{svg}");
        assert!(svg.contains(">+B</text>"), "the promoted bishop reads +B");
        // A tile's point: White's toward the top of White's view, Black's toward the bottom.
        let tip = |square: &str| -> f64 {
            let at = svg.find(&format!("data-square=\"{square}\" data-name=")).unwrap();
            let points = &svg[at..][svg[at..].find("points=\"").unwrap() + 8..];
            points.split(',').nth(1).unwrap().split(' ').next().unwrap().parse().unwrap()
        };
        let centre = |rank_from_top: u32| f64::from(22 + rank_from_top * 52 + 26);
        assert!(tip("e1") < centre(8) && tip("e9") > centre(0), "the kings point at each other");
        let picture = png(&*state, Side::White, &[], 1.0).unwrap();
        std::fs::create_dir_all(concat!(env!("CARGO_MANIFEST_DIR"), "/../../target/pictures")).unwrap();
        std::fs::write(concat!(env!("CARGO_MANIFEST_DIR"), "/../../target/pictures/shogi.png"), &picture.bytes)
            .unwrap();
        // The hands in strips above and below the board; an empty square's corner is the
        // board's wood, a tile's middle its lighter wood.
        assert_eq!((picture.width, picture.height), (9 * 52 + 44, 9 * 52 + 44 + 2 * 46));
        let top = 46;
        assert_eq!(pixel(&picture, 22 + 4 * 52 + 4, top + 22 + 4 * 52 + 4), [0xe9, 0xc9, 0x8a, 255]);
        assert_eq!(pixel(&picture, 22 + 4 * 52 + 14, top + 22 + 8 * 52 + 40), [0xf7, 0xe0, 0xa8, 255]);
        // Black's pawn in hand, a tile in the top strip.
        let held = ortoo_rules::registry::open("shogi", &[])
            .unwrap()
            .load("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[pp] w 0 1")
            .unwrap();
        let picture = png(&*held, Side::White, &[], 1.0).unwrap();
        std::fs::write(concat!(env!("CARGO_MANIFEST_DIR"), "/../../target/pictures/shogi-hands.png"), &picture.bytes)
            .unwrap();
        assert_eq!(pixel(&picture, 112 + 18, 5 + 24), [0xf7, 0xe0, 0xa8, 255]);
    }

    /// Xiangqi in the mail: lines on wood, red discs with a whole ring and dark ones.
    #[test]
    fn xiangqi_is_drawn_on_points_in_the_mail() {
        let state = ortoo_rules::registry::open("xiangqi", &[]).unwrap().start();
        let picture = png(&*state, Side::White, &[], 1.0).unwrap();
        std::fs::create_dir_all(concat!(env!("CARGO_MANIFEST_DIR"), "/../../target/pictures")).unwrap();
        std::fs::write(concat!(env!("CARGO_MANIFEST_DIR"), "/../../target/pictures/xiangqi.png"), &picture.bytes)
            .unwrap();
        assert_eq!((picture.width, picture.height), (9 * 52 + 44, 10 * 52 + 44));
        // The wood between points; the e-file's line between e4 and e5; the red
        // general's disc near its edge, its dark neighbour at e10.
        assert_eq!(pixel(&picture, 22 + 4 * 52 + 10, 22 + 5 * 52 + 10), [0xec, 0xcf, 0x96, 255]);
        let line = pixel(&picture, 22 + 4 * 52 + 26, 22 + 5 * 52 + 40);
        assert!(line[0] < 0x90 && line[2] < 0x40, "the line's brown, softened at its edge: {line:?}");
        assert_eq!(pixel(&picture, 22 + 4 * 52 + 26, 22 + 9 * 52 + 12), [0xfc, 0xf1, 0xd8, 255]);
        assert_eq!(pixel(&picture, 22 + 4 * 52 + 26, 22 + 12), [0x27, 0x32, 0x3b, 255]);
    }

    #[test]
    fn the_style_goes_inside_the_svg() {
        let s = styled(r#"<svg class="board" viewBox="0 0 1 1"><rect/></svg>"#);
        assert!(s.starts_with(r#"<svg class="board" viewBox="0 0 1 1"><style>"#) && s.ends_with("<rect/></svg>"));
    }
}
