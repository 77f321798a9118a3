//! Where each piece goes, for the rules pages: the piece alone near the middle of an empty board
//! (with the kings or leaders the game cannot do without, drawn faint) and every square it may
//! move to, as the rules engine lists its legal moves. Nothing here knows how a piece moves.

use std::collections::HashMap;
use std::sync::{LazyLock, Mutex, PoisonError};

use ortoo_rules::defined::board::{Kind, Piece, Position, Square};
use ortoo_rules::defined::game::Defined;
use ortoo_rules::notation::{self, Part, Target};
use ortoo_rules::{Coord, Game, GameState, Side, VariantInfo, registry};

use ortoo_i18n::Lang;
use ortoo_picture::board::{self, Decor, Mark};

/// One piece of a game, as the rules page shows it.
pub struct PieceShown {
    pub name: &'static str,
    /// The letter the notation writes, White's (or the only side's that has the piece).
    pub label: String,
    /// A small board with the piece's reach, when the rules accept a position with it alone.
    pub diagram: Option<String>,
    /// How many squares it reaches from there.
    pub reach: usize,
}

/// What a game's position needs besides the piece shown.
struct Frame {
    /// The position text's fields after the board, the side to move first.
    tail: &'static str,
    /// White's and Black's royal piece, which every position must hold.
    royals: Option<(&'static str, &'static str)>,
    /// A pawn for each side, so that kings and one piece are not a dead draw.
    pawns: Option<(&'static str, &'static str)>,
}

fn frame(variant: &str) -> Option<Frame> {
    let chesslike = |tail| Frame { tail, royals: Some(("K", "k")), pawns: Some(("P", "p")) };
    Some(match variant {
        "chess" | "shatranj-kamil-x" => chesslike("w - - 0 1"),
        "kings-run" => chesslike("w - 1 1"),
        "khans-chess" => Frame { pawns: Some(("P", "s")), ..chesslike("w - - 0 1") },
        "khan" => Frame { tail: "w 0 1", royals: Some(("K", "k")), pawns: None },
        "koan" => Frame { tail: "w", royals: None, pawns: None },
        _ => return None,
    })
}

/// Every piece of `info`'s game with its reach, its drawings' words (the board's label, each
/// piece's title) in `t`'s. The diagrams follow from the rules alone, so each game's are drawn
/// once in each language, on the first rules page that asks for them, and kept: a game's rules,
/// a player's upload's included, never change.
pub fn pieces(info: &VariantInfo, t: Lang) -> &'static [PieceShown] {
    type Drawn = HashMap<(&'static str, &'static str), &'static [PieceShown]>;
    static DRAWN: LazyLock<Mutex<Drawn>> = LazyLock::new(Mutex::default);
    if registry::defined(info.id).is_none() && frame(info.id).is_none() {
        return &[];
    }
    let mut kept = DRAWN.lock().unwrap_or_else(PoisonError::into_inner);
    kept.entry((info.id, t.tag())).or_insert_with(|| Vec::leak(drawn(info, t)))
}

fn drawn(info: &VariantInfo, t: Lang) -> Vec<PieceShown> {
    ortoo_picture::pieces::of_variant(info.id)
        .into_iter()
        .map(|(label, name)| {
            let shown = diagram(info, label, name, t);
            PieceShown {
                name,
                label: label.to_string(),
                reach: shown.as_ref().map_or(0, |(_, n)| *n),
                diagram: shown.map(|(svg, _)| svg),
            }
        })
        .collect()
}

/// The piece `label` alone with its reach marked, and how many squares that is: tried as
/// White's piece, then as Black's (Khan's Chess's Horde is Black's alone).
fn diagram(info: &VariantInfo, label: &str, name: &str, t: Lang) -> Option<(String, usize)> {
    if let Some(game) = registry::defined(info.id) {
        return defined_diagram(&game, label, t);
    }
    let Frame { tail, royals, pawns } = frame(info.id)?;
    let variant = registry::open(info.id, &[]).ok()?;
    let start = variant.start();
    let geometry = start.geometry();
    let (files, ranks) = (geometry.files, geometry.ranks);
    let space = |file: u8, rank: u8| {
        let c = Coord::new(file, rank);
        geometry.index(c).is_some().then_some(c)
    };
    for side in [Side::White, Side::Black] {
        let piece = if side == Side::White { label.to_ascii_uppercase() } else { label.to_ascii_lowercase() };
        // Near the middle; a pawn on the rank its side's pawns start on, so its first step
        // shows too (a Runner's as its Sandman's).
        let starts_on = || {
            (0..ranks).find(|&rank| {
                (0..files).any(|file| {
                    start.piece_at(Coord::new(file, rank)).is_some_and(|p| {
                        p.side == side && p.label.trim_end_matches('\'') == piece.trim_end_matches('\'')
                    })
                })
            })
        };
        let rank = if name.contains("Pawn") { starts_on() } else { None }.unwrap_or(ranks / 2 - 1);
        let Some(at) = (files / 2 - 1..files).find_map(|f| space(f, rank)) else { continue };
        let mut placed: Vec<(Coord, String)> = vec![(at, piece.clone())];
        match royals {
            Some((white, black)) => {
                // The kings in corners that no piece in the middle sees; the piece may be its
                // side's king itself (a Runner King too).
                let (own, other) = if side == Side::White { (white, black) } else { (black, white) };
                let corner =
                    |s: Side| if s == Side::White { Coord::new(0, 0) } else { Coord::new(files - 1, ranks - 2) };
                if piece.trim_end_matches('\'') != own {
                    placed.push((corner(side), own.to_string()));
                }
                placed.push((corner(!side), other.to_string()));
                if let Some((white_pawn, black_pawn)) = pawns {
                    placed.push((Coord::new(0, 1), white_pawn.to_string()));
                    placed.push((Coord::new(files - 1, ranks - 3), black_pawn.to_string()));
                }
            }
            // A race game: an opponent piece far away keeps the game going.
            None => placed.push((Coord::new(0, ranks - 1), if side == Side::White { "o" } else { "O" }.into())),
        }
        let text = position_text(&geometry, &placed, side, tail);
        let Ok(state) = variant.load(&text) else { continue };
        let marks = reach(&*state, at);
        if marks.is_empty() {
            continue;
        }
        let count = marks.len();
        let decor = Decor { focus: Some(at), marks, t, ..Decor::default() };
        return Some((board::diagram(&*state, &decor), count));
    }
    None
}

/// A defined game's piece alone on the board, White's, near the middle (a piece with a first
/// move, such as a pawn, on the rank it starts on, so that move shows): the squares it moves to, and those it takes on where it
/// takes otherwise than it moves (an enemy put on each square in turn shows them), as its
/// rules generate them. Nothing else stands on the board: a defined game reads any position.
fn defined_diagram(game: &Defined, label: &str, t: Lang) -> Option<(String, usize)> {
    let board = game.board();
    let def = &board.def;
    let letter = label.chars().next()?;
    let kind = Kind::new(def.kinds.iter().position(|k| k.letter.eq_ignore_ascii_case(&letter))?);
    let (files, ranks) = (def.files, def.ranks);
    // A piece with a first move (a pawn's double step) stands where its side's start puts it,
    // so that move shows too.
    let start = board.read_fen(&def.start_fen).ok()?;
    let first_move = Some(kind) == def.pawn || def.kinds[kind.index()].motions.iter().any(|m| m.initial);
    let starts_on = start
        .board
        .pieces(board.squares())
        .find(|(_, p)| p.side == Side::White && p.kind == kind)
        .map(|(q, _)| board.coords_of(q).1 as u8);
    let rank = starts_on.filter(|_| first_move).unwrap_or(ranks / 2 - 1);
    // A piece kept to a region it would not stand in there (xiangqi's general and advisors,
    // kept to the palace) stands on the point nearest the region's own middle.
    let region = def.kinds[kind.index()].mobility[Side::White];
    let inside: Vec<(i32, i32)> = (0..usize::from(files) * usize::from(ranks))
        .filter(|&q| region.has(Square::new(q)))
        .map(|q| ((q % usize::from(files)) as i32, (q / usize::from(files)) as i32))
        .collect();
    let middle = Coord::new(files / 2 - 1, rank);
    let at = if inside.contains(&(i32::from(middle.file), i32::from(middle.rank))) {
        middle
    } else {
        let n = i32::try_from(inside.len()).ok().filter(|&n| n > 0)?;
        let centre = (inside.iter().map(|p| p.0).sum::<i32>() * 2 / n, inside.iter().map(|p| p.1).sum::<i32>() * 2 / n);
        let (f, r) =
            inside.iter().copied().min_by_key(|&(f, r)| (2 * f - centre.0).abs() + (2 * r - centre.1).abs())?;
        Coord::new(u8::try_from(f).ok()?, u8::try_from(r).ok()?)
    };
    let geometry = *game.geometry();
    let text = position_text(&geometry, &[(at, label.to_ascii_uppercase())], Side::White, "w - - 0 1");
    let state = registry::open(game.info().id, &[]).ok()?.load(&text).ok()?;
    let alone = board.read_fen(&text).ok()?;
    let from = geometry.index(at)?;
    let reached = |pos: &Position, to: usize| {
        board.pseudo_legal_moves(pos).iter().any(|m| m.from.index() == from && m.to.index() == to)
    };
    // The pieces put on the board to show a capture or a hop: another kind than a janggi
    // cannon, which neither takes nor hops over its own kind.
    let other = def
        .kinds
        .iter()
        .position(|k| k.name != "janggiCannon")
        .filter(|_| def.kinds[kind.index()].name == "janggiCannon")
        .map_or(kind, Kind::new);
    let mut marks: Vec<(Coord, Mark)> = Vec::new();
    for to in (0..geometry.frame_size()).filter(|&to| to != from) {
        if reached(&alone, to) {
            marks.push((geometry.coord(to), Mark::Move));
            continue;
        }
        let mut with_enemy = alone.clone();
        with_enemy.board[Square::new(to)] = Some(Piece::new(other, Side::Black));
        if reached(&with_enemy, to) {
            marks.push((geometry.coord(to), Mark::Capture));
            continue;
        }
        // A hopper goes nowhere alone: a piece put just short of the square, on the line to
        // it, shows where it lands (the grasshopper) or takes (the cannon) over a screen.
        let (a, b) = (geometry.coord(from), geometry.coord(to));
        let (df, dr) = (i32::from(b.file) - i32::from(a.file), i32::from(b.rank) - i32::from(a.rank));
        let aligned = df == 0 || dr == 0 || df.abs() == dr.abs();
        let steps = df.abs().max(dr.abs());
        if !aligned || steps < 2 {
            continue;
        }
        let screen_at = Coord::new(
            u8::try_from(i32::from(b.file) - df.signum()).unwrap_or_default(),
            u8::try_from(i32::from(b.rank) - dr.signum()).unwrap_or_default(),
        );
        let Some(screen) = geometry.index(screen_at) else { continue };
        let mut screened = alone.clone();
        screened.board[Square::new(screen)] = Some(Piece::new(other, Side::Black));
        if reached(&screened, to) {
            marks.push((geometry.coord(to), Mark::Move));
            continue;
        }
        screened.board[Square::new(to)] = Some(Piece::new(other, Side::Black));
        if reached(&screened, to) {
            marks.push((geometry.coord(to), Mark::Capture));
        }
    }
    // A piece that never moves (chak's offering) is shown where it stands, with no marks.
    if marks.is_empty() && !def.kinds[kind.index()].motions.is_empty() {
        return None;
    }
    let count = marks.len();
    let decor = Decor { focus: Some(at), marks, t, ..Decor::default() };
    Some((board::diagram(&*state, &decor), count))
}

/// The squares the piece on `at` may move to (its moves' first parts), each once.
fn reach(state: &dyn GameState, at: Coord) -> Vec<(Coord, Mark)> {
    let mut marks: Vec<(Coord, Mark)> = Vec::new();
    for m in state.legal_moves() {
        let Ok(n) = notation::parse(&m.canonical) else { continue };
        if let Some(Part::Move { from, to: Target::Square(to), .. }) = n.parts.first()
            && *from == at
            && !marks.iter().any(|(c, _)| c == to)
        {
            let mark = if state.piece_at(*to).is_some() { Mark::Capture } else { Mark::Move };
            marks.push((*to, mark));
        }
    }
    marks
}

/// A position text: the ranks from the top, each listing its spaces (a board with holes lists
/// only those it has), runs of empty spaces as numbers; then the side to move and `tail`'s other
/// fields.
fn position_text(geometry: &ortoo_rules::Geometry, placed: &[(Coord, String)], side: Side, tail: &str) -> String {
    let mut rows = Vec::new();
    for rank in (0..geometry.ranks).rev() {
        let mut row = String::new();
        let mut empty = 0;
        for file in 0..geometry.files {
            let c = Coord::new(file, rank);
            if geometry.index(c).is_none() {
                continue;
            }
            match placed.iter().find(|(p, _)| *p == c) {
                Some((_, piece)) => {
                    if empty > 0 {
                        row.push_str(&empty.to_string());
                        empty = 0;
                    }
                    row.push_str(piece);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            row.push_str(&empty.to_string());
        }
        rows.push(row);
    }
    let to_move = if side == Side::White { "w" } else { "b" };
    let rest = tail.strip_prefix('w').unwrap_or(tail);
    format!("{} {to_move}{rest}", rows.join("/"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_piece_of_every_game_shows_its_reach() {
        for info in registry::variants() {
            for piece in pieces(info, ortoo_i18n::english()) {
                assert!(piece.diagram.is_some(), "{}: {} ({}) has no diagram", info.id, piece.name, piece.label);
                // Only a piece with no moves at all (chak's offering) reaches nothing.
                let immobile = registry::defined(info.id).is_some_and(|game| {
                    let def = &game.board().def;
                    def.kinds.iter().any(|k| {
                        k.letter.eq_ignore_ascii_case(&piece.label.chars().next().unwrap()) && k.motions.is_empty()
                    })
                });
                assert!(piece.reach > 0 || immobile, "{}: {} reaches nothing", info.id, piece.name);
            }
        }
        // The rules' own counts, from the middle of an empty board.
        let chess = registry::info("chess").unwrap();
        let reach: Vec<(String, usize)> =
            pieces(chess, ortoo_i18n::english()).iter().map(|p| (p.label.clone(), p.reach)).collect();
        assert!(reach.contains(&("N".into(), 8)), "{reach:?}");
        assert!(reach.contains(&("Q".into(), 26)), "a queen on d4, its king on a1: {reach:?}");
        assert!(reach.contains(&("P".into(), 2)), "a pawn on its first rank steps one or two: {reach:?}");
        // A defined game's, from its Betza: the archbishop on e4 of ten files, the Berolina pawn
        // stepping diagonally (one or two) and taking straight ahead.
        let capablanca = registry::info("capablanca").unwrap();
        let reach: Vec<(String, usize)> =
            pieces(capablanca, ortoo_i18n::english()).iter().map(|p| (p.label.clone(), p.reach)).collect();
        assert!(reach.contains(&("A".into(), 8 + 14)), "{reach:?}");
        let berolina = registry::info("berolina").unwrap();
        let reach: Vec<(String, usize)> =
            pieces(berolina, ortoo_i18n::english()).iter().map(|p| (p.label.clone(), p.reach)).collect();
        assert!(reach.contains(&("P".into(), 5)), "{reach:?}");
    }
}
