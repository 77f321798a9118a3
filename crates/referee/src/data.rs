//! Training data for the evaluation's tuner (`ortoo tune`): the positions of a played game, each
//! with the game's result, one a line: `game<TAB>position<TAB>result`, the result 1, 0.5 or 0
//! from White's side. The opening's random plies are left out (no engine chose them), and so
//! are games an engine lost by failing rather than on the board: their result says nothing of
//! the positions.

use crate::game::{GameResult, Record};

/// The lines of game `number`, or none for a forfeit.
///
/// # Errors
/// The game cannot be replayed (a variant or move the rules refuse: the referee accepted it,
/// so this would be a fault).
pub fn positions(
    record: &Record,
    variant: &str,
    options: &[(String, String)],
    number: usize,
) -> Result<String, String> {
    if record.forfeit {
        return Ok(String::new());
    }
    let result = match record.result {
        GameResult::WhiteWon => "1",
        GameResult::BlackWon => "0",
        GameResult::Drawn => "0.5",
    };
    let rules = ortoo_rules::registry::open(variant, options).map_err(|e| e.to_string())?;
    let mut state = match &record.opening.fen {
        Some(fen) => rules.load(fen).map_err(|e| format!("{fen}: {e}"))?,
        None => rules.start(),
    };
    for mv in &record.opening.moves {
        state.play(mv).map_err(|e| format!("{mv}: {e}"))?;
    }
    let mut out = String::new();
    for mv in &record.moves {
        out.push_str(&format!("{number}\t{}\t{result}\n", state.position_text()));
        state.play(&mv.canonical).map_err(|e| format!("{}: {e}", mv.canonical))?;
    }
    Ok(out)
}
