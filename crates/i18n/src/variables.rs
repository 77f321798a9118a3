//! The variables each English message takes, read once from its text: what lets a kept
//! sentence give its arguments by position (`Said::to_json`), the names being the message's.

use std::collections::{BTreeSet, HashMap};
use std::sync::LazyLock;

use fluent_syntax::ast;

use crate::FILES;

static VARIABLES: LazyLock<HashMap<String, Vec<String>>> = LazyLock::new(|| {
    let mut all = HashMap::new();
    for (_, _, text) in FILES.iter().filter(|(folder, _, _)| *folder == "en") {
        let resource = match fluent_syntax::parser::parse(*text) {
            Ok(resource) => resource,
            // A file that does not parse fails the crate's tests; its messages read by name.
            Err((resource, _)) => resource,
        };
        for entry in resource.body {
            if let ast::Entry::Message(message) = entry {
                let mut names = BTreeSet::new();
                if let Some(value) = &message.value {
                    of_pattern(value, &mut names);
                }
                // `$sides` only chooses the words for the game's sides: a message that gains it
                // must still read the sentences kept by position before it had it, so it is
                // never one of the positions (a sentence giving it is kept by name).
                names.remove(SIDES);
                all.insert(message.id.name.to_string(), names.into_iter().collect());
            }
        }
    }
    all
});

/// The selector of the messages that name a side, by whose names the game's sides go by
/// (`chess`, `xiangqi`, `janggi`, `shogi`; `board.ftl` says which words each takes).
pub const SIDES: &str = "sides";

/// The variables of the English message `id` that a kept sentence gives by position, in
/// alphabetical order (all but [`SIDES`]); `None` for no message.
pub(crate) fn of(id: &str) -> Option<&'static [String]> {
    VARIABLES.get(id).map(Vec::as_slice)
}

/// Every variable `pattern` names (in its selectors and all their variants).
pub(crate) fn of_pattern(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            of_expression(expression, out);
        }
    }
}

fn of_expression(expression: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Inline(inline) => of_inline(inline, out),
        ast::Expression::Select { selector, variants } => {
            of_inline(selector, out);
            for variant in variants {
                of_pattern(&variant.value, out);
            }
        }
    }
}

fn of_inline(inline: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. }
        | ast::InlineExpression::TermReference { arguments: Some(arguments), .. } => {
            for positional in &arguments.positional {
                of_inline(positional, out);
            }
            for named in &arguments.named {
                of_inline(&named.value, out);
            }
        }
        ast::InlineExpression::Placeable { expression } => of_expression(expression, out),
        _ => {}
    }
}
