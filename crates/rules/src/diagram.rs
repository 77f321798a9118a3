//! Text forms every rectangular game shares: the plain-text board (files and ranks labelled,
//! from either side) and FEN's run-length ranks.

use std::fmt::Write;

use crate::game::PositionError;
use crate::side::Side;

/// The board drawn in text from `view`'s side: `label(index)` gives a square's text (`.` for an
/// empty square is the caller's choice), right-aligned in `width` characters.
pub fn text_board(files: usize, ranks: usize, view: Side, width: usize, label: impl Fn(usize) -> String) -> String {
    let order = |n: usize, rev: bool| -> Vec<usize> { if rev { (0..n).rev().collect() } else { (0..n).collect() } };
    let file_order = order(files, view != Side::White);
    let rank_order = order(ranks, view == Side::White);
    let mut header = String::from("    ");
    for &f in &file_order {
        let _ = write!(header, " {:>width$}", (b'a' + f as u8) as char);
    }
    let mut out = format!("{header}\n");
    for &r in &rank_order {
        let _ = write!(out, "{:>2}  ", r + 1);
        for &f in &file_order {
            let _ = write!(out, " {:>width$}", label(r * files + f));
        }
        let _ = writeln!(out, "   {}", r + 1);
    }
    out.push_str(&header);
    out.push('\n');
    out
}

/// FEN's board field: ranks from the top, `/` between them, runs of empty squares as numbers.
pub fn fen_ranks(files: usize, ranks: usize, piece: impl Fn(usize) -> Option<String>) -> String {
    let mut fen = String::new();
    for rank in (0..ranks).rev() {
        let mut empty = 0;
        for file in 0..files {
            match piece(rank * files + file) {
                None => empty += 1,
                Some(p) => {
                    if empty > 0 {
                        let _ = write!(fen, "{empty}");
                        empty = 0;
                    }
                    fen.push_str(&p);
                }
            }
        }
        if empty > 0 {
            let _ = write!(fen, "{empty}");
        }
        if rank > 0 {
            fen.push('/');
        }
    }
    fen
}

/// Reads FEN's board field for a `files` × `ranks` board, calling `place(square, rank, letter,
/// marked)` for each piece (`rank` counted from 1; `marked` when a `'` follows the letter, King's
/// Run's Runner). Runs of empty squares may take several digits (`10`). `lenient` accepts the
/// Khan engine's short form: ranks that stop early, missing ranks, a trailing `/`.
///
/// # Errors
/// The first thing wrong with the text, for a person, or whatever `place` refuses.
pub fn read_ranks(
    board: &str,
    files: usize,
    ranks: usize,
    lenient: bool,
    mut place: impl FnMut(usize, usize, char, bool) -> Result<(), PositionError>,
) -> Result<(), PositionError> {
    let board = if lenient { board.trim_end_matches('/') } else { board };
    let rows: Vec<&str> = board.split('/').collect();
    if rows.len() > ranks || (!lenient && rows.len() != ranks) {
        return Err(PositionError::new(format!(
            "the board needs {ranks} ranks separated by \"/\", found {}",
            rows.len()
        )));
    }
    for (i, row) in rows.iter().enumerate() {
        let rank = ranks - 1 - i;
        let too_many = || PositionError::new(format!("rank {} has more than {files} squares", rank + 1));
        let mut file = 0usize;
        let mut chars = row.chars().peekable();
        while let Some(c) = chars.next() {
            if let Some(d) = c.to_digit(10) {
                let mut run = d as usize;
                while let Some(d2) = chars.peek().and_then(|c| c.to_digit(10)) {
                    run = run * 10 + d2 as usize;
                    chars.next();
                }
                if run == 0 {
                    return Err(PositionError::new(format!("rank {} has an empty run of 0 squares", rank + 1)));
                }
                file += run;
            } else if c == '\'' {
                return Err(PositionError::new(format!("a \"'\" on rank {} follows no piece", rank + 1)));
            } else {
                let marked = chars.next_if_eq(&'\'').is_some();
                if file >= files {
                    return Err(too_many());
                }
                place(rank * files + file, rank + 1, c, marked)?;
                file += 1;
            }
            if file > files {
                return Err(too_many());
            }
        }
        if file != files && !lenient {
            return Err(PositionError::new(format!("rank {} has {file} squares, not {files}", rank + 1)));
        }
    }
    Ok(())
}
