//! Conditional moves (forecasts, as lichess calls them for correspondence): on the opponent's
//! turn a player enters a tree of "if they play X, I play Y, then if they play Z, I play W …".
//! When the opponent's move matches a branch, the server plays the reply at once, in the same
//! transaction, through the same rules as any move; a move off the tree discards it. The tree
//! is the owner's alone: no one else sees it.

use serde::{Deserialize, Serialize};

/// Most branches (pairs of moves) a forecast may hold in all.
pub const MAX_BRANCHES: usize = 200;
/// Most pairs deep a line may go.
pub const MAX_DEPTH: usize = 12;

/// One branch: if the opponent plays `their`, the owner plays `mine`, and the branches `then`
/// hold for what the opponent plays next.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Branch {
    /// The opponent's move (as typed when entered; canonical once kept).
    pub their: String,
    /// The owner's reply.
    pub mine: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[schema(no_recursion)]
    pub then: Vec<Branch>,
}

/// A forecast as kept: its branches, and the ply at which it holds (the opponent to move).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Forecast {
    pub ply: i64,
    pub branches: Vec<Branch>,
}

/// What a move's write does to the forecast of the player it leaves to move (its owner).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ForecastWrite {
    /// Nothing: no forecast is looked at.
    Untouched,
    /// The owner's forecast was read as `seen` (none, or one) and the move was worked out from
    /// it; the write leaves `after` (what remains of a branch played, or nothing). It holds
    /// only if the followers are still as read (the game's followers revision, checked by its
    /// conditional update), else it conflicts and the move is worked out again.
    Owner { user_id: crate::ids::UserId, seen: Option<Forecast>, after: Option<Forecast> },
}

impl ForecastWrite {
    /// Whether the write changes the stored forecasts (takes one away, or leaves one): if so
    /// it raises the game's followers revision with them.
    pub fn changes(&self) -> bool {
        matches!(self, ForecastWrite::Owner { seen, after, .. } if seen.is_some() || after.is_some())
    }
}

/// How many branches a tree holds, and how deep it goes.
pub fn size(branches: &[Branch]) -> (usize, usize) {
    branches.iter().fold((0, 0), |(count, depth), b| {
        let (c, d) = size(&b.then);
        (count + 1 + c, depth.max(1 + d))
    })
}

/// The tree as kept (JSON).
pub fn to_text(branches: &[Branch]) -> String {
    serde_json::to_string(branches).expect("branches serialise")
}

/// A kept tree read back.
///
/// # Errors
/// Text that is not a tree of branches.
pub fn from_text(text: &str) -> Result<Vec<Branch>, serde_json::Error> {
    serde_json::from_str(text)
}

/// The branch for the opponent's move `played` (canonical text), if the tree has one.
pub fn branch_for<'a>(branches: &'a [Branch], played: &str) -> Option<&'a Branch> {
    branches.iter().find(|b| b.their == played)
}

/// Reads forecast lines as players write them in mail or a text field: one line a line of
/// play, `if X then Y`, each further pair joined by `, then if` or written as `X Y X Y …` after
/// `if`:
///
/// ```text
/// if e7e5 then g1f3
/// if e7e5 then g1f3 then if b8c6 then f1b5
/// if d7d5 then e4d5
/// ```
///
/// Lines sharing a start are merged into one tree.
///
/// # Errors
/// A line that is not of that shape, in words.
pub fn read_lines(text: &str) -> Result<Vec<Branch>, ortoo_i18n::Said> {
    let mut tree: Vec<Branch> = Vec::new();
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let pairs = read_line(line).ok_or_else(|| ortoo_i18n::Said::new("error-forecast-line").arg("line", line))?;
        let pairs: Vec<(&str, &str)> = pairs.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
        merge(&mut tree, &pairs);
    }
    Ok(tree)
}

/// One line's pairs of moves. A move may be several words (`P e7-e5`, `P e7-e8; Q-e8`): the
/// words `if` and `then`, which no notation uses, part them.
fn read_line(line: &str) -> Option<Vec<(String, String)>> {
    let words: Vec<&str> = line.split_whitespace().map(|w| w.trim_end_matches(',')).filter(|w| !w.is_empty()).collect();
    let is = |w: &str, keyword: &str| w.eq_ignore_ascii_case(keyword);
    let mut pairs = Vec::new();
    let mut i = 0;
    while i < words.len() {
        if !is(words[i], "if") {
            return None;
        }
        i += 1;
        let their_start = i;
        while i < words.len() && !is(words[i], "then") && !is(words[i], "if") {
            i += 1;
        }
        if i == their_start || i == words.len() || !is(words[i], "then") {
            return None;
        }
        let their = words[their_start..i].join(" ");
        i += 1;
        let mine_start = i;
        while i < words.len() && !is(words[i], "then") && !is(words[i], "if") {
            i += 1;
        }
        if i == mine_start {
            return None;
        }
        pairs.push((their, words[mine_start..i].join(" ")));
        // `then if ...` (or a comma and `if ...`) goes on to the next pair.
        if i < words.len() && is(words[i], "then") {
            i += 1;
            if i == words.len() {
                return None;
            }
        }
    }
    Some(pairs)
}

/// Adds one line of play (pairs of their move and the reply) to a tree, sharing its start
/// with the lines there.
pub fn add_line(tree: &mut Vec<Branch>, pairs: &[(String, String)]) {
    let pairs: Vec<(&str, &str)> = pairs.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    merge(tree, &pairs);
}

fn merge(tree: &mut Vec<Branch>, pairs: &[(&str, &str)]) {
    let Some(((their, mine), rest)) = pairs.split_first() else { return };
    let at = match tree.iter().position(|b| b.their == *their && b.mine == *mine) {
        Some(i) => i,
        None => {
            tree.push(Branch { their: (*their).to_string(), mine: (*mine).to_string(), then: Vec::new() });
            tree.len() - 1
        }
    };
    merge(&mut tree[at].then, rest);
}

/// The tree written back as lines (`if X then Y then if Z then W`), one a leaf.
pub fn to_lines(branches: &[Branch]) -> Vec<String> {
    let mut lines = Vec::new();
    for b in branches {
        let head = format!("if {} then {}", b.their, b.mine);
        if b.then.is_empty() {
            lines.push(head);
        } else {
            lines.extend(to_lines(&b.then).into_iter().map(|rest| format!("{head} then {rest}")));
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    fn branch(their: &str, mine: &str, then: Vec<Branch>) -> Branch {
        Branch { their: their.into(), mine: mine.into(), then }
    }

    #[test]
    fn lines_are_read_into_one_tree_and_written_back() {
        let tree = read_lines(
            "if e7e5 then g1f3\n  If e7e5 then g1f3 then if b8c6 then f1b5\nif e7e5 then g1f3, then if g8f6 then f3e5\n\
             if d7d5 then e4d5\n",
        )
        .unwrap();
        assert_eq!(
            tree,
            vec![
                branch("e7e5", "g1f3", vec![branch("b8c6", "f1b5", vec![]), branch("g8f6", "f3e5", vec![])]),
                branch("d7d5", "e4d5", vec![]),
            ]
        );
        assert_eq!(size(&tree), (4, 2));
        assert_eq!(
            to_lines(&tree),
            [
                "if e7e5 then g1f3 then if b8c6 then f1b5",
                "if e7e5 then g1f3 then if g8f6 then f3e5",
                "if d7d5 then e4d5"
            ]
        );
        assert_eq!(from_text(&to_text(&tree)).unwrap(), tree);
        assert_eq!(branch_for(&tree, "d7d5").map(|b| b.mine.as_str()), Some("e4d5"));
        assert!(branch_for(&tree, "c7c5").is_none());
    }

    #[test]
    fn moves_of_several_words_are_read_whole() {
        // As the mails write a forecast back: canonical text, a space inside each move.
        let tree =
            read_lines("if p e7-e5 then N g1-f3 then if n b8-c6 then B f1-b5\nif P e7-e8; Q-e8 then k e8-d7").unwrap();
        assert_eq!(
            tree,
            vec![
                branch("p e7-e5", "N g1-f3", vec![branch("n b8-c6", "B f1-b5", vec![])]),
                branch("P e7-e8; Q-e8", "k e8-d7", vec![]),
            ]
        );
        assert_eq!(read_lines(&to_lines(&tree).join("\n")).unwrap(), tree, "what a mail sends back reads back");
        let mut grown = tree.clone();
        add_line(&mut grown, &[("p e7-e5".into(), "N g1-f3".into()), ("p d7-d6".into(), "P d2-d4".into())]);
        assert_eq!(grown[0].then.len(), 2);
        assert_eq!(size(&grown), (4, 2));
    }

    #[test]
    fn a_line_of_another_shape_is_refused_in_words() {
        for bad in ["e7e5 g1f3", "if e7e5", "if e7e5 then", "if then g1f3", "if e7e5 then g1f3 then", "if e7e5 if g1f3"]
        {
            let error = ortoo_i18n::english().say(&read_lines(bad).unwrap_err());
            assert!(error.contains("is not a forecast line"), "{bad}: {error}");
        }
        assert_eq!(read_lines("\n  \n").unwrap(), vec![]);
    }
}
