//! Zobrist keys for repetition detection: one random 64-bit key per (piece kind, square), the
//! side to move, castling rights, en-passant files and game-specific extras (chips in hand...).
//! The keys come from a fixed seed, so hashes are stable across runs and processes (a stored
//! position key means the same thing to every server and worker).

use std::sync::LazyLock;

use crate::magic::SplitMix;

/// Piece kinds a key table covers: 2 sides × 32 kinds (games with state per piece, such as King's
/// Run's Runners, give each state its own kind).
pub const KINDS: usize = 64;
pub const SQUARES: usize = 128;

pub struct Keys {
    pieces: Vec<u64>,
    pub black_to_move: u64,
    pub castling: [u64; 16],
    pub en_passant_file: [u64; 16],
    /// Counters kept in the position (chips in hand, …): `extra[slot][value]`.
    extra: Vec<[u64; 64]>,
    /// Pieces in hand: `hand[kind][count]`.
    hand: Vec<[u64; 64]>,
}

static KEYS: LazyLock<Keys> = LazyLock::new(|| {
    let mut rng = SplitMix(0x6f72_746f_6f5a_6f62);
    let pieces = (0..KINDS * SQUARES).map(|_| rng.next()).collect();
    let black_to_move = rng.next();
    let castling = std::array::from_fn(|_| rng.next());
    let en_passant_file = std::array::from_fn(|_| rng.next());
    let extra = (0..8).map(|_| std::array::from_fn(|_| rng.next())).collect();
    let hand = (0..KINDS).map(|_| std::array::from_fn(|_| rng.next())).collect();
    Keys { pieces, black_to_move, castling, en_passant_file, extra, hand }
});

#[inline]
pub fn keys() -> &'static Keys {
    &KEYS
}

impl Keys {
    /// The key of piece kind `kind` (side and role already folded in, `< KINDS`) on `square`.
    #[inline]
    pub fn piece(&self, kind: usize, square: usize) -> u64 {
        self.pieces[kind * SQUARES + square]
    }

    /// A hand's holding of one kind (`kind` as [`Keys::piece`] numbers kinds): `count` of it.
    #[inline]
    pub fn hand(&self, kind: usize, count: usize) -> u64 {
        self.hand[kind][count.min(63)]
    }

    #[inline]
    pub fn extra(&self, slot: usize, value: usize) -> u64 {
        self.extra[slot][value.min(63)]
    }
}
