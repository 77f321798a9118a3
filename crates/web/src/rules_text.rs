//! The rules of each game, as written in `docs/games/`, rendered once for the rules pages. The
//! documents are compiled into the binary, so a deployment needs nothing beside it.

use std::collections::HashMap;
use std::sync::LazyLock;

use pulldown_cmark::{Options, Parser, html};

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

/// The rules of variant `id` as HTML, if it has a document.
pub fn rules_html(id: &str) -> Option<&'static str> {
    RENDERED.get(id).map(String::as_str)
}

/// CommonMark with tables. The documents are ours and written as plain Markdown: what HTML a
/// document holds passes through as written.
fn render(markdown: &str) -> String {
    let mut out = String::with_capacity(markdown.len() * 3 / 2);
    html::push_html(&mut out, Parser::new_ext(markdown, Options::ENABLE_TABLES));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_in_the_registry_has_its_rules_written() {
        for info in ortoo_rules::registry::variants() {
            let html = rules_html(info.id).unwrap_or_else(|| panic!("docs/games/{}.md is missing", info.id));
            assert!(html.starts_with(&format!("<h1>{}</h1>", info.name)), "{}: {}", info.id, &html[..80]);
        }
        assert_eq!(DOCUMENTS.len(), ortoo_rules::registry::variants().len(), "a document for a game ortoo lacks");
    }

    #[test]
    fn tables_and_code_are_rendered() {
        let html = rules_html("khans-chess").unwrap();
        assert!(html.contains("<table>") && html.contains("<td>Khatun</td>"), "{html}");
        assert!(html.contains("<code>lhatkahl/ssssssss/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1</code>"));
    }
}
