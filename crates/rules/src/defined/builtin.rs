//! The variants ortoo knows as data, from its own file (`variants/builtin.ini` at the top of the
//! repository, compiled in).

use super::board::Board;
use super::define::define;
use super::ini::{Fault, parse};

/// The file's name, as faults in it are told.
pub const FILE: &str = "builtin.ini";
/// The file's text.
pub const TEXT: &str = include_str!("../../../../variants/builtin.ini");

/// The names of the variants the file defines, in its order.
pub fn names() -> Vec<String> {
    parse(FILE, TEXT).sections.into_iter().map(|s| s.name).collect()
}

/// Every variant the file defines, ready to play, in its order, read from one reading of it.
///
/// # Errors
/// A fault in the file (which the tests keep from happening).
pub fn boards() -> Result<Vec<Board>, Vec<Fault>> {
    let parsed = parse(FILE, TEXT);
    if !parsed.faults.is_empty() {
        return Err(parsed.faults);
    }
    let sections: Vec<(&str, &super::ini::Section)> = parsed.sections.iter().map(|s| (FILE, s)).collect();
    parsed.sections.iter().map(|s| define(&s.name, &sections).map(Board::new)).collect()
}

/// The built-in variant `name`, ready to play.
///
/// # Errors
/// No such variant, or a fault in the file (which the tests keep from happening).
pub fn board(name: &str) -> Result<Board, Vec<Fault>> {
    let parsed = parse(FILE, TEXT);
    if !parsed.faults.is_empty() {
        return Err(parsed.faults);
    }
    let sections: Vec<(&str, &super::ini::Section)> = parsed.sections.iter().map(|s| (FILE, s)).collect();
    define(name, &sections).map(Board::new)
}
