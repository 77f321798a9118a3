//! The rules of each game for the rules pages: the hand-written games' documents and the guides
//! of the built-in games defined as data (`docs/games/`), rendered once, with the definition of
//! a defined game written out in words below its guide (a player's upload has that alone). The
//! documents are compiled into the binary, so a deployment needs nothing beside it.
//!
//! A document may hold two kinds of fenced block beyond Markdown's: ` ```piece N ` with words
//! on how the piece of letter N moves, drawn beside the piece's diagram, and ` ```position `
//! with a FEN, an optional `marks:` line of squares, and a caption, drawn as a board.

use std::collections::HashMap;
use std::fmt::Write;
use std::sync::{LazyLock, Mutex};

use ortoo_picture::board::{self, Decor};
use ortoo_rules::defined::definition::{CountingRule, Definition, MaterialCounting, Value, Walling};
use ortoo_rules::defined::game::Defined;
use ortoo_rules::defined::types::{BySide, Kind, Kinds, Region};
use ortoo_rules::{Coord, Game, VariantInfo, registry};
use pulldown_cmark::{CodeBlockKind, CowStr, Event, HeadingLevel, Options, Parser, Tag, TagEnd, html};

/// Every game's document, by variant id: the hand-written games first, then the guides of the
/// built-in games defined as data.
const DOCUMENTS: [(&str, &str); 85] = [
    ("chess", include_str!("../../../../docs/games/chess.md")),
    ("khan", include_str!("../../../../docs/games/khan.md")),
    ("khans-chess", include_str!("../../../../docs/games/khans-chess.md")),
    ("kings-run", include_str!("../../../../docs/games/kings-run.md")),
    ("koan", include_str!("../../../../docs/games/koan.md")),
    ("shatranj-kamil-x", include_str!("../../../../docs/games/shatranj-kamil-x.md")),
    ("3check", include_str!("../../../../docs/games/3check.md")),
    ("5check", include_str!("../../../../docs/games/5check.md")),
    ("almost", include_str!("../../../../docs/games/almost.md")),
    ("amazon", include_str!("../../../../docs/games/amazon.md")),
    ("antichess", include_str!("../../../../docs/games/antichess.md")),
    ("berolina", include_str!("../../../../docs/games/berolina.md")),
    ("capablanca", include_str!("../../../../docs/games/capablanca.md")),
    ("caparandom", include_str!("../../../../docs/games/caparandom.md")),
    ("centaur", include_str!("../../../../docs/games/centaur.md")),
    ("chancellor", include_str!("../../../../docs/games/chancellor.md")),
    ("chaturanga", include_str!("../../../../docs/games/chaturanga.md")),
    ("coregal", include_str!("../../../../docs/games/coregal.md")),
    ("courier", include_str!("../../../../docs/games/courier.md")),
    ("embassy", include_str!("../../../../docs/games/embassy.md")),
    ("extinction", include_str!("../../../../docs/games/extinction.md")),
    ("fischerandom", include_str!("../../../../docs/games/fischerandom.md")),
    ("gardner", include_str!("../../../../docs/games/gardner.md")),
    ("giveaway", include_str!("../../../../docs/games/giveaway.md")),
    ("gothic", include_str!("../../../../docs/games/gothic.md")),
    ("grand", include_str!("../../../../docs/games/grand.md")),
    ("hoppelpoppel", include_str!("../../../../docs/games/hoppelpoppel.md")),
    ("horde", include_str!("../../../../docs/games/horde.md")),
    ("janus", include_str!("../../../../docs/games/janus.md")),
    ("kingofthehill", include_str!("../../../../docs/games/kingofthehill.md")),
    ("knightmate", include_str!("../../../../docs/games/knightmate.md")),
    ("losalamos", include_str!("../../../../docs/games/losalamos.md")),
    ("losers", include_str!("../../../../docs/games/losers.md")),
    ("modern", include_str!("../../../../docs/games/modern.md")),
    ("newzealand", include_str!("../../../../docs/games/newzealand.md")),
    ("nightrider", include_str!("../../../../docs/games/nightrider.md")),
    ("nocastle", include_str!("../../../../docs/games/nocastle.md")),
    ("orda", include_str!("../../../../docs/games/orda.md")),
    ("pawnsideways", include_str!("../../../../docs/games/pawnsideways.md")),
    ("perfect", include_str!("../../../../docs/games/perfect.md")),
    ("racingkings", include_str!("../../../../docs/games/racingkings.md")),
    ("shatranj", include_str!("../../../../docs/games/shatranj.md")),
    ("suicide", include_str!("../../../../docs/games/suicide.md")),
    ("threekings", include_str!("../../../../docs/games/threekings.md")),
    ("torpedo", include_str!("../../../../docs/games/torpedo.md")),
    ("crazyhouse", include_str!("../../../../docs/games/crazyhouse.md")),
    ("loop", include_str!("../../../../docs/games/loop.md")),
    ("chessgi", include_str!("../../../../docs/games/chessgi.md")),
    ("pocketknight", include_str!("../../../../docs/games/pocketknight.md")),
    ("placement", include_str!("../../../../docs/games/placement.md")),
    ("capahouse", include_str!("../../../../docs/games/capahouse.md")),
    ("grandhouse", include_str!("../../../../docs/games/grandhouse.md")),
    ("minihouse", include_str!("../../../../docs/games/minihouse.md")),
    ("minishogi", include_str!("../../../../docs/games/minishogi.md")),
    ("shogi", include_str!("../../../../docs/games/shogi.md")),
    ("kyotoshogi", include_str!("../../../../docs/games/kyotoshogi.md")),
    ("dobutsu", include_str!("../../../../docs/games/dobutsu.md")),
    ("gorogoro", include_str!("../../../../docs/games/gorogoro.md")),
    ("gorogoroplus", include_str!("../../../../docs/games/gorogoroplus.md")),
    ("judkins", include_str!("../../../../docs/games/judkins.md")),
    ("euroshogi", include_str!("../../../../docs/games/euroshogi.md")),
    ("torishogi", include_str!("../../../../docs/games/torishogi.md")),
    ("shoshogi", include_str!("../../../../docs/games/shoshogi.md")),
    ("seirawan", include_str!("../../../../docs/games/seirawan.md")),
    ("shouse", include_str!("../../../../docs/games/shouse.md")),
    ("xiangqi", include_str!("../../../../docs/games/xiangqi.md")),
    ("janggi", include_str!("../../../../docs/games/janggi.md")),
    ("duck", include_str!("../../../../docs/games/duck.md")),
    ("synochess", include_str!("../../../../docs/games/synochess.md")),
    ("makruk", include_str!("../../../../docs/games/makruk.md")),
    ("makpong", include_str!("../../../../docs/games/makpong.md")),
    ("cambodian", include_str!("../../../../docs/games/cambodian.md")),
    ("asean", include_str!("../../../../docs/games/asean.md")),
    ("ai-wok", include_str!("../../../../docs/games/ai-wok.md")),
    ("atomic", include_str!("../../../../docs/games/atomic.md")),
    ("nocheckatomic", include_str!("../../../../docs/games/nocheckatomic.md")),
    ("atomar", include_str!("../../../../docs/games/atomar.md")),
    ("sittuyin", include_str!("../../../../docs/games/sittuyin.md")),
    ("empire", include_str!("../../../../docs/games/empire.md")),
    ("ordavsempire", include_str!("../../../../docs/games/ordavsempire.md")),
    ("chak", include_str!("../../../../docs/games/chak.md")),
    ("minixiangqi", include_str!("../../../../docs/games/minixiangqi.md")),
    ("manchu", include_str!("../../../../docs/games/manchu.md")),
    ("grasshopper", include_str!("../../../../docs/games/grasshopper.md")),
    ("shako", include_str!("../../../../docs/games/shako.md")),
];

/// A game's rules as its page shows them.
#[derive(Debug, Clone, Copy)]
pub struct Rules {
    /// The game's name as its document gives it (`Three-check chess`).
    pub title: &'static str,
    /// The rules below the title, as HTML.
    pub html: &'static str,
}

/// Kept as long as the process, as a catalogued variant is: each game's rules are written once.
static WRITTEN: LazyLock<Mutex<HashMap<String, Rules>>> = LazyLock::new(Mutex::default);

/// The rules of variant `id`, if it has any: a hand-written game's document; a built-in defined
/// game's guide, then its definition in words; a player's upload's definition in words.
pub fn rules(id: &str) -> Option<Rules> {
    let info = registry::info(id)?;
    let mut written = WRITTEN.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    if let Some(rules) = written.get(id) {
        return Some(*rules);
    }
    let guide = DOCUMENTS.iter().find(|(doc, _)| *doc == id).map(|(_, text)| render_guide(info, text));
    let defined = registry::defined(id).map(|game| render_plain(&defined_rules(&game)));
    let (title, html) = match (guide, defined) {
        (Some((title, guide)), None) => (title, guide),
        (Some((title, guide)), Some(defined)) => (
            title,
            format!(
                "{guide}<section class=\"as-data\" id=\"as-data\"><h2>The rules as data</h2>\
                 <p class=\"muted\">For those who write variants: the game as its definition in the \
                 variants.ini format gives it.</p>{}</section>",
                demoted(&defined)
            ),
        ),
        (None, Some(defined)) => (info.name.to_string(), demoted(&defined)),
        (None, None) => return None,
    };
    let rules = Rules { title: Box::leak(title.into_boxed_str()), html: Box::leak(html.into_boxed_str()) };
    written.insert(id.to_string(), rules);
    Some(rules)
}

/// The rules of variant `id` as HTML, under their title ([`rules`]).
pub fn rules_html(id: &str) -> Option<String> {
    rules(id).map(|r| format!("<h1>{}</h1>{}", escaped(r.title), r.html))
}

/// A defined game's rules written from its definition, under the page's own title: its headings
/// one step down, its own title left out.
fn demoted(html: &str) -> String {
    let body = match html.find("</h1>") {
        Some(end) if html.starts_with("<h1>") => &html[end + "</h1>".len()..],
        _ => html,
    };
    body.replace("<h3>", "<h4>").replace("</h3>", "</h4>").replace("<h2>", "<h3>").replace("</h2>", "</h3>")
}

fn escaped(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// What a guide's fenced block is.
enum Block {
    /// ` ```piece N `: how the piece of letter N moves.
    Piece(String),
    /// ` ```position `: a board, its marks and its caption.
    Position,
}

/// A document of ours as HTML, its title apart: Markdown with tables, its `piece` and
/// `position` blocks drawn (see the module's words).
fn render_guide(info: &'static VariantInfo, markdown: &str) -> (String, String) {
    let mut title = String::new();
    let mut in_title = false;
    let mut block: Option<(Block, String)> = None;
    let mut events = Vec::new();
    for event in Parser::new_ext(markdown, Options::ENABLE_TABLES) {
        match event {
            Event::Start(Tag::Heading { level: HeadingLevel::H1, .. }) if title.is_empty() => in_title = true,
            Event::End(TagEnd::Heading(HeadingLevel::H1)) if in_title => in_title = false,
            Event::Text(text) | Event::Code(text) if in_title => title.push_str(&text),
            _ if in_title => {}
            Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(ref tag))) if tag.starts_with("piece ") => {
                block = Some((Block::Piece(tag["piece ".len()..].trim().to_string()), String::new()));
            }
            Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(ref tag))) if tag.as_ref() == "position" => {
                block = Some((Block::Position, String::new()));
            }
            Event::Text(text) if block.is_some() => {
                if let Some((_, body)) = block.as_mut() {
                    body.push_str(&text);
                }
            }
            Event::End(TagEnd::CodeBlock) if block.is_some() => {
                let Some((kind, body)) = block.take() else { continue };
                let drawn = match kind {
                    Block::Piece(label) => piece_block(info, &label, &body),
                    Block::Position => position_block(info, &body),
                };
                events.push(Event::Html(CowStr::from(drawn)));
            }
            other => events.push(other),
        }
    }
    let mut out = String::with_capacity(markdown.len() * 3 / 2);
    html::push_html(&mut out, events.into_iter());
    if title.is_empty() {
        title = info.name.to_string();
    }
    (title, out)
}

/// Words of ours, one paragraph of Markdown, as HTML without the paragraph around it.
fn inline(markdown: &str) -> String {
    let mut out = String::new();
    html::push_html(&mut out, Parser::new(markdown.trim()));
    out.trim().trim_start_matches("<p>").trim_end_matches("</p>").to_string()
}

/// A `piece` block: the piece's diagram (where it goes from near the middle of the board) beside
/// the words on how it moves.
fn piece_block(info: &'static VariantInfo, label: &str, words: &str) -> String {
    let Some(piece) = crate::pages::reach::pieces(info).iter().find(|p| p.label == label) else {
        return format!("<p class=\"error\">No piece of this game has the letter {}.</p>", escaped(label));
    };
    format!(
        "<figure class=\"piece-guide\" data-piece=\"{}\">{}<figcaption><strong>{}</strong> <code>{}</code><br>{}</figcaption></figure>",
        escaped(label),
        piece.diagram.as_deref().unwrap_or_default(),
        escaped(piece.name),
        escaped(label),
        inline(words)
    )
}

/// A `position` block: its FEN drawn as a board from White's side, its marked squares lit, its
/// caption under it.
fn position_block(info: &'static VariantInfo, body: &str) -> String {
    let mut lines = body.lines().map(str::trim).filter(|l| !l.is_empty());
    let fen = lines.next().unwrap_or_default();
    let mut marks = Vec::new();
    let mut caption = String::new();
    for line in lines {
        match line.strip_prefix("marks:") {
            Some(squares) => marks.extend(squares.split_whitespace().filter_map(Coord::parse)),
            None => {
                caption.push_str(line);
                caption.push(' ');
            }
        }
    }
    let state = match registry::open(info.id, &[])
        .map_err(|e| e.to_string())
        .and_then(|v| v.load(fen).map_err(|e| e.to_string()))
    {
        Ok(state) => state,
        Err(e) => return format!("<p class=\"error\">This example's position cannot be read: {}</p>", escaped(&e)),
    };
    let decor = Decor { last: &marks, checked: state.checked(), ..Decor::default() };
    format!(
        "<figure class=\"example\">{}<figcaption>{}</figcaption></figure>",
        board::diagram(&*state, &decor),
        inline(&caption)
    )
}

/// A defined game's rules in words, from its definition: what its file says of it, the board,
/// the pieces with their Betza, pawns, castling and how the game ends.
fn defined_rules(game: &Defined) -> String {
    let info = game.info();
    let rules = game.catalogued();
    let def = &rules.board.def;
    let name = |kind: Kind| rules.names[kind.index()];
    let mut md = format!("# {}\n\n{}\n\n", info.name, info.summary);
    let _ = write!(
        md,
        "## The board\n\n{} files by {} ranks; White moves first. The start position, as a FEN:\n\n`{}`\n\n",
        def.files, def.ranks, def.start_fen
    );
    md.push_str("## The pieces\n\nThe diagrams show where each goes. A piece's moves are written in Betza's notation (W a step straight, F a step diagonally, N the knight's leap, a doubled or R, B and Q letter a ride), as the file gives them; its worth, in hundredths of a pawn, is what ortoo's engine estimates from how far it reaches.\n\n| Piece | Letter | Betza | Worth |\n|---|---|---|---|\n");
    for (kind, k) in def.kinds.iter().enumerate() {
        let kind = Kind::new(kind);
        let royal = if Some(kind) == def.king { " (royal)" } else { "" };
        let _ = writeln!(
            md,
            "| {}{royal} | {} | `{}` | {} |",
            name(kind),
            k.letter.to_ascii_uppercase(),
            if k.betza.is_empty() { "-" } else { &k.betza },
            rules.worth[kind.index()]
        );
    }
    md.push('\n');
    let list = |set: Kinds| -> String {
        let named: Vec<&str> = set.kinds().map(name).collect();
        named.join(", ")
    };
    let mut pawns = Vec::new();
    if let Some(pawn) = def.pawn {
        let pawn_name = name(pawn);
        if def.double_step && !def.double_step_region.white.is_empty() {
            pawns.push(format!(
                "A {pawn_name} may step two squares from {}.",
                region_words(def, def.double_step_region.white)
            ));
        }
        if !def.triple_step_region.white.is_empty() {
            pawns.push(format!("It may step three from {}.", region_words(def, def.triple_step_region.white)));
        }
        if !def.en_passant_kinds.white.is_empty() || def.double_step {
            pawns.push("A piece that steps past an enemy pawn may be taken en passant, as in chess.".into());
        }
    }
    if def.sittuyin_promotion {
        pawns.push(format!(
            "A {} does not promote by arriving. Standing on {} (anywhere, if it is its side's last), it may instead, as a move of its own, become a {} where it stands or on an empty square that piece could take on from there, giving no check and attacking no piece of the other side from there.",
            list(def.promotion_pawns.white),
            region_words(def, def.promotion_region.white),
            list(def.promotion_pieces.white).replace(", ", " or "),
        ));
    } else if !def.promotion_pawns.white.is_empty() && !def.promotion_pieces.white.is_empty() {
        pawns.push(format!(
            "A {} reaching {} becomes a {}{}.",
            list(def.promotion_pawns.white),
            region_words(def, def.promotion_region.white),
            list(def.promotion_pieces.white).replace(", ", " or "),
            if def.mandatory_promotion { "" } else { ", or stays as it is, as its player chooses" }
        ));
    }
    if !def.promotion_pawns.white.is_empty()
        && !def.promotion_pieces.white.is_empty()
        && !def.promotion_limit.is_empty()
    {
        let limits: Vec<String> =
            def.promotion_limit.iter().map(|&(kind, limit)| format!("{} {limit}", name(kind))).collect();
        pawns.push(format!("A promotion may not give a side more pieces of a kind than: {}.", limits.join(", ")));
    }
    if !pawns.is_empty() {
        let _ = write!(md, "## Pawns and promotion\n\n{}\n\n", pawns.join(" "));
    }
    let mut kept = Vec::new();
    for (kind, k) in def.kinds.iter().enumerate() {
        let kind = Kind::new(kind);
        if k.mobility.white != Region::ALL || k.mobility.black != Region::ALL {
            kept.push(format!(
                "The {} keeps to {} (White's) and {} (Black's).",
                name(kind),
                region_words(def, k.mobility.white),
                region_words(def, k.mobility.black)
            ));
        }
    }
    if let (Some(soldier), true) = (def.soldier, def.soldier_rank > 0) {
        kept.push(format!(
            "The {} steps only forward until it reaches its side's rank {} (across the river), and sideways too from there.",
            name(soldier),
            def.soldier_rank + 1
        ));
    }
    if def.flying_general {
        kept.push(format!(
            "The two {}s may never face each other on a file or rank with nothing between them: a move that leaves them so is not legal.",
            def.king.map_or("king", name).to_lowercase()
        ));
    }
    if !kept.is_empty() {
        let _ = write!(md, "## Where pieces may stand\n\n{}\n\n", kept.join(" "));
    }
    let mut special = Vec::new();
    if def.cambodian_moves {
        special.push(format!(
            "On its first move the {king}, not in check, may leap as a knight to the rank in front of it (a right it loses once a rook moves onto its file or rank); the {met}, on its first square, may step two squares straight ahead, over what stands between. Neither first move takes.",
            king = def.king.map_or("king", name).to_lowercase(),
            met = def.kinds.iter().position(|k| k.name == "fers").map_or("met", |k| name(Kind::new(k))).to_lowercase(),
        ));
    }
    if def.drops.rooks_on_first_rank {
        special.push("A rook from the hand may be placed only on its side's first rank.".to_string());
    }
    if def.makpong {
        special.push(format!(
            "A {} in check may not move, unless it takes the one piece giving check.",
            def.king.map_or("king", name).to_lowercase()
        ));
    }
    if def.blast_on_capture {
        let immune = if def.blast_immune.is_empty() {
            String::new()
        } else {
            format!(" A {} stands through blasts.", list(def.blast_immune).replace(", ", " or ").to_lowercase())
        };
        special.push(format!(
            "Every capture explodes: the capturing piece, the piece taken and every piece that is not a pawn on the eight squares around are removed, of either side (the move list names the squares cleared).{immune}"
        ));
        if def.extinction.as_ref().is_some_and(|e| e.pseudo_royal) {
            special.push(
                "A move may not blow up one's own king, nor leave it attacked, unless it blows up the other king. Kings that touch cannot take each other, so neither is in check."
                    .to_string(),
            );
        }
    }
    if !def.mutually_immune.is_empty() {
        special.push(format!(
            "A {} may not take a piece of its own kind.",
            list(def.mutually_immune).replace(", ", " or ").to_lowercase()
        ));
    }
    if def.walling == Some(Walling::Duck) {
        special.push(
            "After every move the player also moves the duck (`*`), a piece of neither side, to another empty square: in full algebraic the move's last part (`P e2-e4; duck-e5`), in coordinates after a comma (`e2e4,e4e5`). The duck blocks every piece and cannot be taken."
                .to_string(),
        );
    }
    special.extend(janggi_words(def, &name));
    if !special.is_empty() {
        let _ = write!(md, "## Special rules\n\n{}\n\n", special.join(" "));
    }
    md.push_str("## Castling\n\n");
    match &def.castling {
        Some(c) => {
            let file = |f: u8| (b'a' + f) as char;
            let _ = write!(
                md,
                "The {} castles with a {} that has not moved: to the {} file on its wing toward the h file, or the {} file on the other, the {} landing beside it on the inside. {}\n\n",
                c.king_kind.map_or("king", name),
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
        let piece = flag.piece.white.map_or("any piece".to_string(), |k| format!("the {}", name(k)));
        ends.push(format!(
            "Bringing {piece} to {} wins{}.",
            region_words(def, flag.region.white),
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
        let value = match (def.n_fold_value, def.n_fold_absolute) {
            (Value::Draw, _) => "is a draw".to_string(),
            (Value::Win, true) => "wins for White".to_string(),
            (Value::Loss, true) => "loses for White".to_string(),
            (Value::Win, false) => "wins for the player to move then".to_string(),
            (Value::Loss, false) => "loses for the player to move then".to_string(),
        };
        let checks = if def.perpetual_check_illegal {
            ", unless one player gave check on every move of the repetition: that player loses"
        } else {
            ""
        };
        ends.push(format!("A position occurring {} times {value}{checks}.", def.n_fold_rule));
        if def.chasing {
            ends.push(
                "A player who chased the same piece on every move of the repetition loses too, as the Asian Xiangqi \
                 Federation's rules have it (a draw if both did): a move chases a piece it newly attacks that is \
                 unprotected, or stronger than its attacker (a chariot attacked by a horse or cannon; a chariot, \
                 cannon or horse by an elephant or advisor); the general and the soldiers neither chase nor, \
                 before the river, are chased. Checks past a side's tenth do not count toward the move limit."
                    .into(),
            );
        }
    }
    if let Some(rule) = def.counting {
        ends.push(counting_words(rule).to_string());
    }
    if def.sittuyin_promotion {
        ends.push(
            "A player left with the king and one pawn, not in check, whose only moves are that pawn's promotions, draws (a promotion may be declined)."
                .into(),
        );
    }
    if def.n_move_rule > 0 {
        let pawn_moves = if def.n_move_kinds.white.is_empty() { "" } else { " or a pawn move" };
        ends.push(format!("{} moves by each side without a capture{pawn_moves} are a draw.", def.n_move_rule));
    }
    for end in ends {
        let _ = writeln!(md, "- {end}");
    }
    md
}

/// A count's rules in words (`countingRule`), as ortoo keeps and shows the count.
/// Janggi's rules in words: the palace's diagonal lines, the cannon's limits, passing, the
/// bikjang and the count of points that decides a game ended without a mate.
fn janggi_words(def: &Definition, name: &dyn Fn(Kind) -> &'static str) -> Vec<String> {
    let mut words = Vec::new();
    let of_type =
        |type_name: &str| def.kinds.iter().position(|k| k.name == type_name).map(|k| name(Kind::new(k)).to_lowercase());
    let king = def.king.map_or("king".to_string(), |k| name(k).to_lowercase());
    if !def.diagonal_lines.is_empty() {
        let mut ways = Vec::new();
        if let Some(advisor) = of_type("wazir") {
            ways.push(format!("the {advisor} one point"));
        }
        if def.king.is_some_and(|k| def.kinds[k.index()].betza.trim() == "W") {
            ways.push(format!("the {king} one point"));
        }
        if let Some(soldier) = of_type("soldier") {
            ways.push(format!("the {soldier} one point forward"));
        }
        if let Some(chariot) = of_type("rook") {
            ways.push(format!("the {chariot} as far as the line is open"));
        }
        if let Some(cannon) = of_type("janggiCannon") {
            ways.push(format!("the {cannon} by hopping over one piece"));
        }
        words.push(format!(
            "Diagonal lines join the points {} (the palaces' diagonals). A piece standing on one of those points may also move along them to another: {}.",
            region_words(def, def.diagonal_lines),
            ways.join(", ")
        ));
    }
    if let Some(cannon) = of_type("janggiCannon") {
        words.push(format!(
            "The {cannon} must hop over exactly one piece to move or to take; it may not hop over another {cannon}, nor take one."
        ));
    }
    let passes = |by: &BySide<bool>| by.white || by.black;
    if passes(&def.pass) || passes(&def.pass_on_stalemate) {
        let when = if passes(&def.pass_on_stalemate) { " when it has no other move" } else { "" };
        words.push(format!(
            "A player may pass instead of moving{when}, unless in check (type `pass`; in coordinates the {king}'s point twice, as `e9e9`). Both players passing in turn ends the game."
        ));
    }
    if def.bikjang {
        words.push(format!(
            "When the two {king}s face each other on an open file with nothing between them (bikjang), the player to move must part them or pass; a pass then ends the game."
        ));
    }
    match def.material_counting {
        Some(MaterialCounting::Janggi) => words.push(
            "A game that ends without a mate (both players passing, a bikjang, a repetition or fifty moves each without a capture) is won on points: chariot 13, cannon 7, horse 5, elephant and advisor 3, soldier 2, and 1.5 more for Black for moving second (the points are shown beside the board). A player who gives check on every move of a repetition loses it instead."
                .to_string(),
        ),
        Some(MaterialCounting::Unweighted) => words.push(
            "A game that ends without a mate (a repetition, the move limit) is won by the side with more pieces on the board; as many is a draw."
                .to_string(),
        ),
        Some(MaterialCounting::WhiteDrawOdds) => {
            words.push("A game that ends without a mate (a repetition, the move limit) is won by White.".to_string())
        }
        Some(MaterialCounting::BlackDrawOdds) => {
            words.push("A game that ends without a mate (a repetition, the move limit) is won by Black.".to_string())
        }
        None => {}
    }
    words
}

fn counting_words(rule: CountingRule) -> &'static str {
    match rule {
        CountingRule::Makruk => {
            "Once no pawn is left, a count begins, kept by the player to move then (always by a player left with a bare king), and the game is drawn if that player is not mated when the count passes its limit: 64 moves, or against a bare king the limit the other side's pieces set (8 moves with two rooks, 16 with one rook, 22 with two khons, 32 with two knights, 44 with one khon, else 64), counted from the number of pieces on the board. The count stands beside the board, and ends the game when it passes."
        }
        CountingRule::Cambodian => {
            "Once a player is down to three pieces or fewer, a count begins, kept by that player, and the game is drawn if they are not mated when the count passes its limit: 63 moves, or against a bare king with no pawn left the limit the other side's pieces set (7 moves with two rooks, 15 with one rook, 21 with two khons, 31 with two knights, 43 with one khon, else 63), counted from the number of pieces on the board. The count stands beside the board, and ends the game when it passes."
        }
        CountingRule::Asean => {
            "Against a bare king with no pawn left, the other side must mate within 16 moves if it has a rook, 44 with a khon, 64 with a knight, or the game is drawn. The count stands beside the board, and ends the game when it passes."
        }
    }
}

/// A region as a player reads it: whole ranks by number (White's view), else its squares.
fn region_words(def: &Definition, region: Region) -> String {
    let region = region.0;
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
            let rules = rules(info.id).unwrap_or_else(|| panic!("{} has no rules", info.id));
            assert!(!rules.title.is_empty() && rules.html.len() > 200, "{}: {rules:?}", info.id);
        }
    }

    /// Every built-in game has a guide for newcomers: each of its pieces told in words beside
    /// its diagram, its special rules each with a position the rules read, how it ends; the
    /// definition in words stays below it for those who write variants.
    #[test]
    fn every_built_in_game_has_a_guide_that_draws_whole() {
        for info in ortoo_rules::registry::variants() {
            let id = info.id;
            assert!(DOCUMENTS.iter().any(|(doc, _)| *doc == id), "docs/games/{id}.md is missing");
            let rules = rules(id).unwrap();
            let html = rules.html;
            assert!(!html.contains("class=\"error\""), "{id}: a block that does not draw:\n{html}");
            assert!(!html.contains("<h1>"), "{id}: the title is the page's, not the document's");
            if registry::defined(id).is_none() {
                continue;
            }
            for piece in crate::pages::reach::pieces(info) {
                let block = format!("data-piece=\"{}\"", piece.label);
                assert_eq!(html.matches(&block).count(), 1, "{id}: the {} ({}) is told once", piece.name, piece.label);
            }
            assert!(html.contains("<figure class=\"example\">"), "{id}: a special rule without an example");
            assert!(html.contains("How it ends"), "{id}: how the game ends is not told");
            assert!(html.contains("id=\"as-data\"") && html.contains("<code>"), "{id}: the definition is gone");
        }
    }

    #[test]
    fn a_defined_games_rules_are_written_from_its_definition() {
        let html = rules_html("grand").unwrap();
        assert!(html.contains("<td>Marshal</td>") && html.contains("<code>RN</code>"), "{html}");
        assert!(html.contains("ranks 8, 9, 10"), "{html}");
        assert!(html.contains("or stays as it is"), "{html}");
        let html = rules_html("kingofthehill").unwrap();
        assert!(html.contains("Bringing the King to the squares d4, e4, d5, e5 wins."), "{html}");
        let html = rules_html("antichess").unwrap();
        assert!(html.contains("Taking is compulsory") && html.contains("There is no castling."), "{html}");
        // Xiangqi: the palace, the river, the facing generals, perpetual check.
        let html = rules_html("xiangqi").unwrap();
        for said in [
            "The General keeps to the squares d1, e1, f1, d2, e2, f2, d3, e3, f3 (White's)",
            "The Elephant keeps to ranks 1, 2, 3, 4, 5 (White's) and ranks 6, 7, 8, 9, 10 (Black's).",
            "The Soldier steps only forward until it reaches its side's rank 6",
            "The two generals may never face each other",
            "A position occurring 3 times is a draw, unless one player gave check on every move of the repetition: that player loses.",
            "50 moves by each side without a capture are a draw.",
        ] {
            assert!(html.contains(&said.replace('\'', "&#39;")) || html.contains(said), "{said}: {html}");
        }
        // The advisor and the general are drawn in the palace, where they may stand.
        let xiangqi = registry::info("xiangqi").unwrap();
        let advisor = crate::pages::reach::pieces(xiangqi).iter().find(|p| p.label == "A").unwrap();
        assert_eq!(advisor.reach, 4, "the advisor in the palace's middle reaches its four corners");
    }

    #[test]
    fn tables_and_code_are_rendered() {
        let html = rules_html("khans-chess").unwrap();
        assert!(html.contains("<table>") && html.contains("<td>Khatun</td>"), "{html}");
        assert!(html.contains("<code>lhatkahl/ssssssss/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1</code>"));
    }
}
