//! Text forms every rectangular game shares: the plain-text board (files and ranks labelled,
//! from either side) and FEN's run-length ranks.

use std::fmt::Write;

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
