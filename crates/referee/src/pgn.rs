//! Games written out: PGN, with standard algebraic notation where the game has it and the
//! engines' coordinate moves where it does not (then a `Notation` tag says so, as PGN readers
//! for variants expect); the rules' position text as `FEN` when a game began from a position.

use std::fmt::Write;

use crate::game::Record;

/// One game as PGN. `round` numbers it; `variant_tag` is the PGN `Variant` (none for chess).
pub fn pgn(record: &Record, event: &str, round: usize, variant_tag: Option<&str>) -> String {
    let mut out = String::new();
    let tag = |out: &mut String, name: &str, value: &str| {
        let _ = writeln!(out, "[{name} \"{}\"]", value.replace('\\', "\\\\").replace('"', "\\\""));
    };
    tag(&mut out, "Event", event);
    tag(&mut out, "Site", "ortoo match");
    tag(&mut out, "Round", &round.to_string());
    tag(&mut out, "White", &record.white);
    tag(&mut out, "Black", &record.black);
    tag(&mut out, "Result", record.result.pgn());
    if let Some(variant) = variant_tag {
        tag(&mut out, "Variant", variant);
    }
    if let Some(fen) = &record.opening.fen {
        tag(&mut out, "SetUp", "1");
        tag(&mut out, "FEN", fen);
    }
    let san = record.moves.iter().all(|m| m.san.is_some()) && record.opening_san.iter().all(Option::is_some);
    if !san {
        tag(&mut out, "Notation", "coordinate");
    }
    tag(&mut out, "Termination", &record.reason);
    tag(&mut out, "PlyCount", &(record.opening.moves.len() + record.moves.len()).to_string());
    out.push('\n');
    // The opening's moves first, without comments, then the engines' with depth and score.
    let mut words: Vec<String> = Vec::new();
    let opening = record.opening.moves.iter().zip(&record.opening_san).map(|(uci, s)| {
        let text = if san { s.clone().unwrap_or_default() } else { uci.clone() };
        (text, None)
    });
    let played = record.moves.iter().map(|m| {
        let text = if san { m.san.clone().unwrap_or_default() } else { m.uci.clone() };
        let note = match (m.score, m.depth) {
            (Some(score), Some(depth)) => Some(format!("{{{:+.2}/{depth} {}ms}}", score as f64 / 100.0, m.ms)),
            _ => Some(format!("{{{}ms}}", m.ms)),
        };
        (text, note)
    });
    for (ply, (text, note)) in opening.chain(played).enumerate() {
        if ply.is_multiple_of(2) {
            words.push(format!("{}.", ply / 2 + 1));
        }
        words.push(text);
        if let Some(note) = note {
            words.push(note);
        }
    }
    words.push(record.result.pgn().to_string());
    let mut line = String::new();
    for word in words {
        if !line.is_empty() && line.len() + 1 + word.len() > 79 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&word);
    }
    out.push_str(&line);
    out.push_str("\n\n");
    out
}
