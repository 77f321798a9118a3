//! The console's saved game (`save <file>`, `open <file>`, the backup file): the game, its
//! rules, its start position and its moves in canonical text, one per line, so a person can
//! read it and `open` replays it through the rules.
//!
//! ```text
//! # ortoo play: a saved game; open it with `open <file>`
//! variant khan
//! rule setup=basic
//! rule exchanges=off
//! start wwwwa3/wksfa3/wn6/aa6/6AA/6NW/3AFSKW/3AWWWW w 0 1
//! move A g4-g5
//! move a a5-a4
//! at 2
//! ```
//!
//! `at` is the ply the board showed when it was saved; moves after it can be redone.

use std::fmt::Write as _;

/// A game as the file holds it, not yet checked against the rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SavedGame {
    pub variant: String,
    /// Every rule option as `name=value`.
    pub rules: Vec<(String, String)>,
    /// The start position's text.
    pub start: String,
    /// Canonical move texts from the start.
    pub moves: Vec<String>,
    /// Plies from the start to the position shown.
    pub at: usize,
}

/// A file that is not a saved game: where and why.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReadError {
    #[error("line {line}: {reason}")]
    Line { line: usize, reason: String },
    #[error("it has no \"{0}\" line")]
    Missing(&'static str),
    #[error("at {at} is past the last move (the file has {moves} moves)")]
    PastTheEnd { at: usize, moves: usize },
}

const HEADER: &str = "# ortoo play: a saved game; open it with `open <file>`";

impl SavedGame {
    pub fn to_text(&self) -> String {
        let mut text = format!("{HEADER}\nvariant {}\n", self.variant);
        for (name, value) in &self.rules {
            let _ = writeln!(text, "rule {name}={value}");
        }
        let _ = writeln!(text, "start {}", self.start);
        for m in &self.moves {
            let _ = writeln!(text, "move {m}");
        }
        let _ = writeln!(text, "at {}", self.at);
        text
    }

    /// Reads a saved game; blank lines and `#` comments are skipped.
    ///
    /// # Errors
    /// A line that is none of the above, a value missing, or `at` beyond the moves.
    pub fn read(text: &str) -> Result<SavedGame, ReadError> {
        let (mut variant, mut start, mut at) = (None, None, None);
        let (mut rules, mut moves) = (Vec::new(), Vec::new());
        for (i, raw) in text.lines().enumerate() {
            let line = raw.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let bad = |reason: String| ReadError::Line { line: i + 1, reason };
            let (key, value) = line.split_once(' ').map_or((line, ""), |(k, v)| (k, v.trim()));
            if value.is_empty() {
                return Err(bad(format!("\"{key}\" needs a value")));
            }
            match key {
                "variant" => variant = Some(value.to_string()),
                "rule" => match value.split_once('=') {
                    Some((name, v)) if !name.trim().is_empty() => {
                        rules.push((name.trim().to_string(), v.trim().to_string()));
                    }
                    _ => return Err(bad(format!("a rule is name=value, not \"{value}\""))),
                },
                "start" => start = Some(value.to_string()),
                "move" => moves.push(value.to_string()),
                "at" => match value.parse::<usize>() {
                    Ok(n) => at = Some(n),
                    Err(_) => return Err(bad(format!("at takes a number of plies, not \"{value}\""))),
                },
                other => {
                    return Err(bad(format!(
                        "\"{other}\" is not part of a saved game (variant, rule, start, move, at)"
                    )));
                }
            }
        }
        let moves_len = moves.len();
        let at = at.unwrap_or(moves_len);
        if at > moves_len {
            return Err(ReadError::PastTheEnd { at, moves: moves_len });
        }
        Ok(SavedGame {
            variant: variant.ok_or(ReadError::Missing("variant"))?,
            rules,
            start: start.ok_or(ReadError::Missing("start"))?,
            moves,
            at,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_saved_game_reads_back_as_written() {
        let game = SavedGame {
            variant: "khan".into(),
            rules: vec![("setup".into(), "basic".into()), ("exchanges".into(), "off".into())],
            start: "wwwwa3/wksfa3/wn6/aa6/6AA/6NW/3AFSKW/3AWWWW w 0 1".into(),
            moves: vec!["A g4-g5".into(), "S b7-a6; W-a6".into()],
            at: 1,
        };
        assert_eq!(SavedGame::read(&game.to_text()), Ok(game));
    }

    #[test]
    fn what_is_not_a_saved_game_says_where() {
        let e = SavedGame::read("variant chess\nstart x\nmvoe e2e4\n").unwrap_err();
        assert_eq!(e.to_string(), "line 3: \"mvoe\" is not part of a saved game (variant, rule, start, move, at)");
        assert_eq!(SavedGame::read("start x\n").unwrap_err(), ReadError::Missing("variant"));
        let e = SavedGame::read("variant chess\nstart x\nmove e2e4\nat 2\n").unwrap_err();
        assert!(e.to_string().contains("at 2 is past the last move (the file has 1 moves)"), "{e}");
        let e = SavedGame::read("variant chess\nrule exchanges\n").unwrap_err();
        assert_eq!(e.to_string(), "line 2: a rule is name=value, not \"exchanges\"");
    }
}
