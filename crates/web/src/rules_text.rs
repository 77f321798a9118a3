//! The rules of each game, as written in `docs/games/`, rendered once for the rules pages. The
//! documents are compiled into the binary, so a deployment needs nothing beside it.

use std::collections::HashMap;
use std::fmt::Write;
use std::sync::{LazyLock, Mutex};

use ortoo_rules::defined::definition::{Definition, Value};
use ortoo_rules::defined::game::Defined;
use ortoo_rules::{Game, registry};
use pulldown_cmark::{Event, Options, Parser, Tag, TagEnd, html};

/// Every game's rules document, by variant id.
const DOCUMENTS: [(&str, &str); 6] = [
    ("chess", include_str!("../../../docs/games/chess.md")),
    ("khan", include_str!("../../../docs/games/khan.md")),
    ("khans-chess", include_str!("../../../docs/games/khans-chess.md")),
    ("kings-run", include_str!("../../../docs/games/kings-run.md")),
    ("koan", include_str!("../../../docs/games/koan.md")),
    ("shatranj-kamil-x", include_str!("../../../docs/games/shatranj-kamil-x.md")),
];

static RENDERED: LazyLock<HashMap<&'static str, String>> =
    LazyLock::new(|| DOCUMENTS.iter().map(|(id, text)| (*id, render(text))).collect());

/// The rules of variant `id` as HTML, if it has a document: a hand-written game's from
/// `docs/games/`, a defined game's written from its definition (once, then kept).
pub fn rules_html(id: &str) -> Option<&'static str> {
    if let Some(html) = RENDERED.get(id) {
        return Some(html.as_str());
    }
    static DEFINED: LazyLock<Mutex<HashMap<String, &'static str>>> = LazyLock::new(Mutex::default);
    let game = registry::defined(id)?;
    let mut written = DEFINED.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    // A catalogued variant never changes, so its page is written once and kept as long as it is.
    Some(
        *written
            .entry(id.to_string())
            .or_insert_with(|| Box::leak(render_plain(&defined_rules(&game)).into_boxed_str())),
    )
}

/// A defined game's rules in words, from its definition: what its file says of it, the board,
/// the pieces with their Betza, pawns, castling and how the game ends.
fn defined_rules(game: &Defined) -> String {
    let info = game.info();
    let rules = game.catalogued();
    let def = &rules.board.def;
    let name = |kind: usize| rules.names[kind];
    let mut md = format!("# {}\n\n{}\n\n", info.name, info.summary);
    let _ = write!(
        md,
        "## The board\n\n{} files by {} ranks; White moves first. The start position, as a FEN:\n\n`{}`\n\n",
        def.files, def.ranks, def.start_fen
    );
    md.push_str("## The pieces\n\nThe diagrams show where each goes. A piece's moves are written in Betza's notation (W a step straight, F a step diagonally, N the knight's leap, a doubled or R, B and Q letter a ride), as the file gives them; its worth, in hundredths of a pawn, is what ortoo's engine estimates from how far it reaches.\n\n| Piece | Letter | Betza | Worth |\n|---|---|---|---|\n");
    for (kind, k) in def.kinds.iter().enumerate() {
        let royal = if Some(kind) == def.king { " (royal)" } else { "" };
        let _ = writeln!(
            md,
            "| {}{royal} | {} | `{}` | {} |",
            name(kind),
            k.letter.to_ascii_uppercase(),
            if k.betza.is_empty() { "-" } else { &k.betza },
            rules.worth[kind]
        );
    }
    md.push('\n');
    let list = |set: u32| -> String {
        let named: Vec<&str> = (0..def.kinds.len()).filter(|k| set >> k & 1 == 1).map(name).collect();
        named.join(", ")
    };
    let mut pawns = Vec::new();
    if let Some(pawn) = def.pawn {
        let pawn_name = name(pawn);
        if def.double_step && def.double_step_region[0] != 0 {
            pawns.push(format!(
                "A {pawn_name} may step two squares from {}.",
                region_words(def, def.double_step_region[0])
            ));
        }
        if def.triple_step_region[0] != 0 {
            pawns.push(format!("It may step three from {}.", region_words(def, def.triple_step_region[0])));
        }
        if def.en_passant_kinds[0] != 0 || def.double_step {
            pawns.push("A piece that steps past an enemy pawn may be taken en passant, as in chess.".into());
        }
    }
    if def.promotion_pawns[0] != 0 && def.promotion_pieces[0] != 0 {
        pawns.push(format!(
            "A {} reaching {} becomes a {}{}.",
            list(def.promotion_pawns[0]),
            region_words(def, def.promotion_region[0]),
            list(def.promotion_pieces[0]).replace(", ", " or "),
            if def.mandatory_promotion { "" } else { ", or stays as it is, as its player chooses" }
        ));
        if !def.promotion_limit.is_empty() {
            let limits: Vec<String> =
                def.promotion_limit.iter().map(|&(kind, limit)| format!("{} {limit}", name(kind))).collect();
            pawns.push(format!("A promotion may not give a side more pieces of a kind than: {}.", limits.join(", ")));
        }
    }
    if !pawns.is_empty() {
        let _ = write!(md, "## Pawns and promotion\n\n{}\n\n", pawns.join(" "));
    }
    md.push_str("## Castling\n\n");
    match &def.castling {
        Some(c) => {
            let file = |f: u8| (b'a' + f) as char;
            let _ = write!(
                md,
                "The {} castles with a {} that has not moved: to the {} file on its wing toward the h file, or the {} file on the other, the {} landing beside it on the inside. {}\n\n",
                name(c.king_kind),
                list(c.rook_kinds).replace(", ", " or "),
                file(c.kingside_file),
                file(c.queenside_file),
                list(c.rook_kinds).replace(", ", " or "),
                if def.chess960 { "The pieces of the back rank start shuffled, as in Chess960." } else { "" }
            );
        }
        None => md.push_str("There is no castling.\n\n"),
    }
    md.push_str("## How the game ends\n\n");
    let mut ends = Vec::new();
    if def.king.is_some() {
        ends.push(match def.checkmate_value {
            Value::Loss => "Checkmate wins.".to_string(),
            Value::Win => "A player who is checkmated wins.".to_string(),
            Value::Draw => "Checkmate is a draw.".to_string(),
        });
    }
    ends.push(if def.stalemate_piece_count {
        "A player with no legal move wins if they have fewer pieces than the other, loses with more, and draws with as many.".to_string()
    } else {
        match def.stalemate_value {
            Value::Loss => "A player with no legal move loses.".to_string(),
            Value::Win => "A player with no legal move wins.".to_string(),
            Value::Draw => "A player with no legal move (stalemate) draws.".to_string(),
        }
    });
    if let Some(e) = &def.extinction {
        let counted = if e.all { "pieces".to_string() } else { list(e.kinds).replace(", ", " or ") };
        let down = if e.piece_count == 0 { "all".to_string() } else { format!("all but {}", e.piece_count) };
        let value = match e.value {
            Value::Loss => "loses",
            Value::Win => "wins",
            Value::Draw => "draws",
        };
        ends.push(format!("A player who has lost {down} of their {counted} {value}."));
    }
    if let Some(flag) = &def.flag {
        let piece = flag.piece[0].map_or("any piece".to_string(), |k| format!("the {}", name(k)));
        ends.push(format!(
            "Bringing {piece} to {} wins{}.",
            region_words(def, flag.region[0]),
            if flag.extra_move {
                ", unless the other player arrives on their very next move (then it is a draw)"
            } else {
                ""
            }
        ));
    }
    if def.check_counting {
        ends.push(
            "Giving the counted number of checks wins (the checks each side still has to give are in the FEN, as 3+3)."
                .into(),
        );
    }
    if def.must_capture {
        ends.push("Taking is compulsory: when a capture is possible, one must be made.".into());
    }
    if !def.checking {
        ends.push("Giving check is not allowed.".into());
    }
    if def.n_fold_rule > 0 {
        ends.push(format!("A position occurring {} times is a draw.", def.n_fold_rule));
    }
    if def.n_move_rule > 0 {
        ends.push(format!("{} moves by each side without a capture or a pawn move are a draw.", def.n_move_rule));
    }
    for end in ends {
        let _ = writeln!(md, "- {end}");
    }
    md
}

/// A region as a player reads it: whole ranks by number (White's view), else its squares.
fn region_words(def: &Definition, region: u128) -> String {
    let files = u32::from(def.files);
    let full = |rank: u32| (0..files).all(|f| region >> (rank * files + f) & 1 == 1);
    let ranks: Vec<u32> = (0..u32::from(def.ranks)).filter(|&r| full(r)).collect();
    let in_ranks: u32 = ranks.iter().map(|_| files).sum();
    if !ranks.is_empty() && in_ranks == region.count_ones() {
        let numbers: Vec<String> = ranks.iter().map(|r| (r + 1).to_string()).collect();
        return if numbers.len() == 1 {
            format!("rank {}", numbers[0])
        } else {
            format!("ranks {}", numbers.join(", "))
        };
    }
    let squares: Vec<String> = (0..files * u32::from(def.ranks))
        .filter(|&q| region >> q & 1 == 1)
        .map(|q| format!("{}{}", (b'a' + (q % files) as u8) as char, q / files + 1))
        .collect();
    format!("the squares {}", squares.join(", "))
}

/// CommonMark with tables. The documents are ours and written as plain Markdown: what HTML a
/// document holds passes through as written.
fn render(markdown: &str) -> String {
    let mut out = String::with_capacity(markdown.len() * 3 / 2);
    html::push_html(&mut out, Parser::new_ext(markdown, Options::ENABLE_TABLES));
    out
}

/// Renders text that holds words from a file of variants, which a player may have written: any
/// HTML in it is shown as text, and links and images as their words, so a page shows what the
/// file says and runs nothing of it.
fn render_plain(markdown: &str) -> String {
    let events = Parser::new_ext(markdown, Options::ENABLE_TABLES).filter_map(|event| match event {
        Event::Html(text) | Event::InlineHtml(text) => Some(Event::Text(text)),
        Event::Start(Tag::Link { .. } | Tag::Image { .. }) | Event::End(TagEnd::Link | TagEnd::Image) => None,
        other => Some(other),
    });
    let mut out = String::with_capacity(markdown.len() * 3 / 2);
    html::push_html(&mut out, events);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_from_a_file_run_nothing() {
        let html = render_plain(
            "# T <script>alert(1)</script>\n\n[x](javascript:alert(2)) <img src=x onerror=alert(3)> ![y](z)",
        );
        assert!(!html.contains("<script") && !html.contains("<img") && !html.contains("href"), "{html}");
        assert!(
            html.contains("&lt;script&gt;alert(1)&lt;/script&gt;") && html.contains('x') && html.contains('y'),
            "{html}"
        );
    }

    #[test]
    fn every_game_in_the_registry_has_its_rules_written() {
        for info in ortoo_rules::registry::variants() {
            let html = rules_html(info.id).unwrap_or_else(|| panic!("docs/games/{}.md is missing", info.id));
            assert!(html.starts_with(&format!("<h1>{}</h1>", info.name)), "{}: {}", info.id, &html[..80]);
        }
        assert_eq!(DOCUMENTS.len(), ortoo_rules::registry::HAND_WRITTEN.len(), "a document for a game ortoo lacks");
    }

    #[test]
    fn a_defined_games_rules_are_written_from_its_definition() {
        let html = rules_html("grand").unwrap();
        assert!(html.contains("<td>Chancellor</td>") && html.contains("<code>RN</code>"), "{html}");
        assert!(html.contains("ranks 8, 9, 10"), "{html}");
        assert!(html.contains("or stays as it is"), "{html}");
        let html = rules_html("kingofthehill").unwrap();
        assert!(html.contains("Bringing the King to the squares d4, e4, d5, e5 wins."), "{html}");
        let html = rules_html("antichess").unwrap();
        assert!(html.contains("Taking is compulsory") && html.contains("There is no castling."), "{html}");
    }

    #[test]
    fn tables_and_code_are_rendered() {
        let html = rules_html("khans-chess").unwrap();
        assert!(html.contains("<table>") && html.contains("<td>Khatun</td>"), "{html}");
        assert!(html.contains("<code>lhatkahl/ssssssss/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1</code>"));
    }
}
