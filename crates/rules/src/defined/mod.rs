//! Games described as data: a `variants.ini` file, as the variant community writes it, read into
//! a game that plays by the same rules as the hand-written ones.
//!
//! - [`ini`]: the file's text into sections and `key = value` entries;
//! - [`betza`]: a piece's moves from Betza's notation.

pub mod betza;
pub mod board;
pub mod builtin;
pub mod definition;
pub mod ini;
