//! The rules of each game for the rules pages: the hand-written games' documents and the guides
//! of the built-in games defined as data (`docs/games/`), rendered once, with the definition of
//! a defined game written out in words below its guide (a player's upload has that alone). The
//! documents are compiled into the binary, so a deployment needs nothing beside it.
//!
//! A document may hold two kinds of fenced block beyond Markdown's: ` ```piece N ` with words
//! on how the piece of letter N moves, drawn beside the piece's diagram, and ` ```position `
//! with a FEN, an optional `marks:` line of squares, and a caption, drawn as a board.

use std::collections::HashMap;
use std::sync::{LazyLock, Mutex};

use ortoo_i18n::Lang;
use ortoo_picture::board::{self, Decor};
use ortoo_rules::{Coord, VariantInfo, registry};
use pulldown_cmark::{CodeBlockKind, CowStr, Event, HeadingLevel, Options, Parser, Tag, TagEnd, html};

use crate::pages::rules_data::defined_rules;

// Every game's document in English and in each language it is translated into (`build.rs`).
include!(concat!(env!("OUT_DIR"), "/documents.rs"));

/// The document of game `id` in language `tag`, if it is written in it.
fn document(tag: &str, id: &str) -> Option<&'static str> {
    DOCUMENTS.iter().find(|(language, doc, _)| *language == tag && *doc == id).map(|(_, _, text)| *text)
}

/// A game's rules as its page shows them.
#[derive(Debug, Clone, Copy)]
pub struct Rules {
    /// The game's name as its document gives it (`Three-check chess`, `将棋`).
    pub title: &'static str,
    /// The rules below the title, as HTML.
    pub html: &'static str,
    /// The language they are written in: the reader's, or English where the game's document
    /// is not translated into it yet.
    pub language: Lang,
}

/// Kept as long as the process, as a catalogued variant is: each game's rules are written once
/// in each language.
static WRITTEN: LazyLock<Mutex<HashMap<(&'static str, String), Rules>>> = LazyLock::new(Mutex::default);

/// The rules of variant `id` for a reader of `t`, if it has any: a hand-written game's document;
/// a built-in defined game's guide, then its definition in words; a player's upload's definition
/// in words. A document not yet translated into `t` is the English one.
pub fn rules(id: &str, t: Lang) -> Option<Rules> {
    let info = registry::info(id)?;
    let mut written = WRITTEN.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    let key = (t.tag(), id.to_string());
    if let Some(rules) = written.get(&key) {
        return Some(*rules);
    }
    let (language, guide) = match document(t.tag(), id) {
        Some(text) => (t, Some(text)),
        None => (ortoo_i18n::english(), document(ortoo_i18n::english().tag(), id)),
    };
    let guide = guide.map(|text| render_guide(info, language, &unbroken(text)));
    // The definition in words is always the reader's: its sentences are messages.
    let defined = registry::defined(id).map(|game| render_plain(&defined_rules(&game, t)));
    let (title, html, language) = match (guide, defined) {
        (Some((title, guide)), None) => (title, guide, language),
        (Some((title, guide)), Some(defined)) => {
            // Below a guide not yet translated, the definition says which language it is in.
            let lang = if language == t { String::new() } else { format!(" lang=\"{}\"", t.tag()) };
            let html = format!(
                "{guide}<section class=\"as-data\" id=\"as-data\"{lang}><h2>{}</h2><p class=\"muted\">{}</p>{}</section>",
                escaped(&t.text("rules-as-data")),
                escaped(&t.text("rules-as-data-intro")),
                demoted(&defined)
            );
            (title, html, language)
        }
        (None, Some(defined)) => (info.name.to_string(), demoted(&defined), t),
        (None, None) => return None,
    };
    let rules = Rules { title: Box::leak(title.into_boxed_str()), html: Box::leak(html.into_boxed_str()), language };
    written.insert(key, rules);
    Some(rules)
}

/// The rules of variant `id` as HTML in English, under their title ([`rules`]).
pub fn rules_html(id: &str) -> Option<String> {
    rules(id, ortoo_i18n::english()).map(|r| format!("<h1>{}</h1>{}", escaped(r.title), r.html))
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
fn render_guide(info: &'static VariantInfo, t: Lang, markdown: &str) -> (String, String) {
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
                    Block::Piece(label) => piece_block(info, t, &label, &body),
                    Block::Position => position_block(info, t, &body),
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

/// Whether `c` is of a script written without spaces between words (Chinese characters, kana,
/// their punctuation and full-width forms).
fn unspaced(c: char) -> bool {
    matches!(c, '\u{3000}'..='\u{30FF}' | '\u{3400}'..='\u{4DBF}' | '\u{4E00}'..='\u{9FFF}' | '\u{F900}'..='\u{FAFF}' | '\u{FF00}'..='\u{FFEF}')
}

/// `markdown` with its lines joined where a paragraph is wrapped between two characters of a
/// script written without spaces: Markdown reads a wrapped line as a space, which Chinese and
/// Japanese do not have.
fn unbroken(markdown: &str) -> String {
    let chars: Vec<char> = markdown.chars().collect();
    let mut out = String::with_capacity(markdown.len());
    for (i, &c) in chars.iter().enumerate() {
        let wrapped =
            c == '\n' && i > 0 && unspaced(chars[i - 1]) && chars.get(i + 1).is_some_and(|&next| unspaced(next));
        if !wrapped {
            out.push(c);
        }
    }
    out
}

/// Words of ours, one paragraph of Markdown, as HTML without the paragraph around it.
fn inline(markdown: &str) -> String {
    let mut out = String::new();
    html::push_html(&mut out, Parser::new(markdown.trim()));
    out.trim().trim_start_matches("<p>").trim_end_matches("</p>").to_string()
}

/// A `piece` block: the piece's diagram (where it goes from near the middle of the board) beside
/// its name in `t`'s words and the words on how it moves.
fn piece_block(info: &'static VariantInfo, t: Lang, label: &str, words: &str) -> String {
    let Some(piece) = crate::pages::reach::pieces(info, t).iter().find(|p| p.label == label) else {
        return format!("<p class=\"error\">No piece of this game has the letter {}.</p>", escaped(label));
    };
    format!(
        "<figure class=\"piece-guide\" data-piece=\"{}\">{}<figcaption><strong>{}</strong> <code>{}</code><br>{}</figcaption></figure>",
        escaped(label),
        piece.diagram.as_deref().unwrap_or_default(),
        escaped(&piece_name(info, t, piece.name)),
        escaped(label),
        inline(words)
    )
}

/// A piece's name as the game's players call it, in `t`'s words (shogi's knight is 桂馬 in
/// Japanese, chess's ナイト); a name no message has is the game's own.
pub fn piece_name(info: &'static VariantInfo, t: Lang, name: &str) -> String {
    match registry::open(info.id, &[]) {
        Ok(variant) => t.say(&variant.piece_said(name)),
        Err(_) => t.say(&ortoo_rules::refusal::piece_said(name)),
    }
}

/// A `position` block: its FEN drawn as a board from White's side, its marked squares lit, its
/// caption under it.
fn position_block(info: &'static VariantInfo, t: Lang, body: &str) -> String {
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
    let decor = Decor { last: &marks, checked: state.checked(), t, ..Decor::default() };
    format!(
        "<figure class=\"example\">{}<figcaption>{}</figcaption></figure>",
        board::diagram(&*state, &decor),
        inline(&caption)
    )
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
            let rules = rules(info.id, ortoo_i18n::english()).unwrap_or_else(|| panic!("{} has no rules", info.id));
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
            assert!(document("en", id).is_some(), "docs/games/{id}.md is missing");
            let rules = rules(id, ortoo_i18n::english()).unwrap();
            let html = rules.html;
            assert!(!html.contains("class=\"error\""), "{id}: a block that does not draw:\n{html}");
            assert!(!html.contains("<h1>"), "{id}: the title is the page's, not the document's");
            if registry::defined(id).is_none() {
                continue;
            }
            for piece in crate::pages::reach::pieces(info, ortoo_i18n::english()) {
                let block = format!("data-piece=\"{}\"", piece.label);
                assert_eq!(html.matches(&block).count(), 1, "{id}: the {} ({}) is told once", piece.name, piece.label);
            }
            assert!(html.contains("<figure class=\"example\">"), "{id}: a special rule without an example");
            assert!(html.contains("How it ends"), "{id}: how the game ends is not told");
            assert!(html.contains("id=\"as-data\"") && html.contains("<code>"), "{id}: the definition is gone");
        }
    }

    #[test]
    fn chinese_and_japanese_lines_join_without_a_space() {
        assert_eq!(
            unbroken("白の「王国」は\n正統な軍勢を持ちます。\n\n## 盤\n\n`khans`\n駒"),
            "白の「王国」は正統な軍勢を持ちます。\n\n## 盤\n\n`khans`\n駒"
        );
        assert_eq!(unbroken("two\nlines 두\n줄"), "two\nlines 두\n줄");
    }

    /// A language of ours has every game's rules: adding a language or a game means writing
    /// them too (an untranslated game would show its English rules, said so).
    #[test]
    fn every_game_has_its_rules_in_every_language() {
        let mut missing = Vec::new();
        for t in ortoo_i18n::all() {
            for info in ortoo_rules::registry::variants() {
                if document(t.tag(), info.id).is_none() {
                    missing.push(format!("docs/games/{}/{}.md", t.tag(), info.id));
                }
            }
        }
        assert!(missing.is_empty(), "rules not written: {missing:?}");
    }

    /// What a translation must keep of its English document: the headings' levels, and each
    /// fenced block's tag, with a position's FEN and marked squares.
    fn skeleton(markdown: &str) -> Vec<String> {
        let mut kept = Vec::new();
        let mut position = None::<String>;
        for event in Parser::new_ext(markdown, Options::ENABLE_TABLES) {
            match event {
                Event::Start(Tag::Heading { level, .. }) => kept.push(format!("{level:?}")),
                Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(tag))) => {
                    kept.push(tag.to_string());
                    if tag.as_ref() == "position" {
                        position = Some(String::new());
                    }
                }
                Event::Text(text) if position.is_some() => position.as_mut().unwrap().push_str(&text),
                Event::End(TagEnd::CodeBlock) => {
                    if let Some(body) = position.take() {
                        let mut lines = body.lines().map(str::trim).filter(|l| !l.is_empty());
                        kept.push(lines.next().unwrap_or_default().to_string());
                        kept.extend(lines.filter(|l| l.starts_with("marks:")).map(str::to_string));
                    }
                }
                _ => {}
            }
        }
        kept
    }

    /// Each translated document is of a language of ours and of a game with an English
    /// document, keeps its pieces, headings and example positions, and draws whole in its
    /// language, its pieces named in it.
    #[test]
    fn every_translation_keeps_its_english_document_whole() {
        let mut translated = 0;
        for (tag, id, text) in DOCUMENTS.iter().filter(|(tag, _, _)| *tag != "en") {
            let t = ortoo_i18n::find(tag)
                .filter(|t| t.tag() == *tag)
                .unwrap_or_else(|| panic!("docs/games/{tag}/ is not the folder of a language of ours"));
            let english = document("en", id).unwrap_or_else(|| panic!("docs/games/{tag}/{id}.md has no English"));
            assert_eq!(skeleton(text), skeleton(english), "docs/games/{tag}/{id}.md differs from the English");
            let rules = rules(id, t).unwrap_or_else(|| panic!("{id} is not a game of ours"));
            assert_eq!(rules.language, t, "{tag}/{id}");
            assert!(!rules.title.is_empty() && !rules.html.contains("class=\"error\""), "{tag}/{id}: {}", rules.html);
            translated += 1;
        }
        let shogi = rules("shogi", ortoo_i18n::find("ja").unwrap()).unwrap();
        assert!(shogi.html.contains("<strong>桂馬</strong>"), "shogi's knight in Japanese: {}", shogi.html);
        println!("{translated} translated documents");
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
            "Neither General may face the other",
            "A position occurring 3 times is a draw, unless one player gave check on every move of the repetition: that player loses.",
            "50 moves by each side without a capture are a draw.",
        ] {
            assert!(html.contains(&said.replace('\'', "&#39;")) || html.contains(said), "{said}: {html}");
        }
        // The advisor and the general are drawn in the palace, where they may stand.
        let xiangqi = registry::info("xiangqi").unwrap();
        let advisor =
            crate::pages::reach::pieces(xiangqi, ortoo_i18n::english()).iter().find(|p| p.label == "A").unwrap();
        assert_eq!(advisor.reach, 4, "the advisor in the palace's middle reaches its four corners");
    }

    #[test]
    fn tables_and_code_are_rendered() {
        let html = rules_html("khans-chess").unwrap();
        assert!(html.contains("<table>") && html.contains("<td>Khatun</td>"), "{html}");
        assert!(html.contains("<code>lhatkahl/ssssssss/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1</code>"));
    }
}
