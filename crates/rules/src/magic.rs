//! Rook and bishop lines on 8×8 boards by magic bitboards: one multiply, one shift, one load.
//!
//! The magic numbers are found when the tables are first used, by the usual trial of sparse
//! random numbers from a fixed seed, so every run builds identical tables (a few milliseconds).
//! Also here: `between` and `line` tables for 8×8, which pin and check detection need.

use std::sync::LazyLock;

use crate::bits::Bits;
use crate::geometry::Geometry;
use crate::movement::{Direction, Directions, Tables};

struct Magic {
    mask: u64,
    magic: u64,
    shift: u32,
    offset: usize,
}

pub struct Lines {
    rook: [Magic; 64],
    bishop: [Magic; 64],
    attacks: Vec<u64>,
    between: Vec<u64>,
    line: Vec<u64>,
}

static LINES: LazyLock<Lines> = LazyLock::new(Lines::build);

/// The shared 8×8 line tables; cheap to call, but hot loops should hold the reference.
#[inline]
pub fn lines() -> &'static Lines {
    &LINES
}

impl Lines {
    #[inline]
    pub fn rook(&self, sq: usize, occupied: u64) -> u64 {
        let m = &self.rook[sq];
        self.attacks[m.offset + ((occupied & m.mask).wrapping_mul(m.magic) >> m.shift) as usize]
    }

    #[inline]
    pub fn bishop(&self, sq: usize, occupied: u64) -> u64 {
        let m = &self.bishop[sq];
        self.attacks[m.offset + ((occupied & m.mask).wrapping_mul(m.magic) >> m.shift) as usize]
    }

    /// Squares strictly between two squares on one line; empty if they share none.
    #[inline]
    pub fn between(&self, a: usize, b: usize) -> u64 {
        self.between[a * 64 + b]
    }

    /// The whole line through two squares (edge to edge, both included); empty if none.
    #[inline]
    pub fn line(&self, a: usize, b: usize) -> u64 {
        self.line[a * 64 + b]
    }

    fn build() -> Lines {
        let tables: Tables<u64> = Tables::new(Geometry::rectangle(8, 8));
        let mut attacks = Vec::new();
        let mut rng = SplitMix(0x6f72_746f_6f21_0001);
        let rook = std::array::from_fn(|sq| find_magic(&tables, sq, Directions::ORTHOGONAL, &mut attacks, &mut rng));
        let bishop = std::array::from_fn(|sq| find_magic(&tables, sq, Directions::DIAGONAL, &mut attacks, &mut rng));
        let mut between = vec![0u64; 64 * 64];
        let mut line = vec![0u64; 64 * 64];
        for a in 0..64 {
            for d in Direction::ALL {
                let ray = tables.ray(d, a);
                let opposite = Direction::ALL[(d as usize + 4) % 8];
                let full = ray | tables.ray(opposite, a) | 1u64 << a;
                for b in ray.squares() {
                    between[a * 64 + b] = ray & !tables.ray(d, b) & !(1u64 << b);
                    line[a * 64 + b] = full;
                }
            }
        }
        Lines { rook, bishop, attacks, between, line }
    }
}

/// Edge squares do not change a slide's reach, so the relevant-occupancy mask leaves them out.
fn relevant_mask(tables: &Tables<u64>, sq: usize, dirs: Directions) -> u64 {
    let mut mask = 0;
    for d in dirs.iter() {
        let ray = tables.ray(d, sq);
        // Drop the last square of each ray (the edge).
        if ray != 0 {
            let last = if d.ascending() { ray.msb() } else { ray.lsb() };
            mask |= ray & !(1u64 << last);
        }
    }
    mask
}

fn find_magic(tables: &Tables<u64>, sq: usize, dirs: Directions, attacks: &mut Vec<u64>, rng: &mut SplitMix) -> Magic {
    let mask = relevant_mask(tables, sq, dirs);
    let bits = mask.count_ones();
    let size = 1usize << bits;
    // Every subset of the mask (Carry-Rippler enumeration) with its true reach.
    let mut occupancies = Vec::with_capacity(size);
    let mut reaches = Vec::with_capacity(size);
    let mut subset = 0u64;
    loop {
        occupancies.push(subset);
        reaches.push(tables.slides(sq, subset, dirs, None));
        subset = subset.wrapping_sub(mask) & mask;
        if subset == 0 {
            break;
        }
    }
    let shift = 64 - bits;
    let mut table = vec![0u64; size];
    let mut used = vec![0u32; size];
    let mut attempt = 0u32;
    loop {
        let magic = rng.next() & rng.next() & rng.next();
        if (mask.wrapping_mul(magic) >> 56).count_ones() < 6 {
            continue;
        }
        attempt += 1;
        let mut ok = true;
        for (occ, reach) in occupancies.iter().zip(&reaches) {
            let index = (occ.wrapping_mul(magic) >> shift) as usize;
            if used[index] != attempt {
                used[index] = attempt;
                table[index] = *reach;
            } else if table[index] != *reach {
                ok = false;
                break;
            }
        }
        if ok {
            let offset = attacks.len();
            attacks.extend_from_slice(&table);
            return Magic { mask, magic, shift, offset };
        }
    }
}

/// A small, fast, fixed-seed generator (SplitMix64) for magics and zobrist keys.
pub(crate) struct SplitMix(pub u64);

impl SplitMix {
    pub(crate) fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magic_lookups_equal_ray_walks_for_random_occupancies() {
        let tables: Tables<u64> = Tables::new(Geometry::rectangle(8, 8));
        let lines = lines();
        let mut rng = SplitMix(7);
        for _ in 0..2000 {
            let occ = rng.next() & rng.next();
            for sq in 0..64 {
                assert_eq!(lines.rook(sq, occ), tables.slides(sq, occ, Directions::ORTHOGONAL, None));
                assert_eq!(lines.bishop(sq, occ), tables.slides(sq, occ, Directions::DIAGONAL, None));
            }
        }
        assert_eq!(lines.between(0, 63).count_ones(), 6);
        assert_eq!(lines.line(9, 18), lines.line(0, 63));
        assert_eq!(lines.line(0, 17), 0);
    }
}
