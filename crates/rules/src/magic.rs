//! Rook and bishop lines on 8×8 boards by magic bitboards: one multiply, one shift, one load.
//!
//! The magic numbers below were found by [`find_magic`] (the usual trial of sparse random
//! numbers, from a fixed seed) and are stored because the search takes 0.4 s, too long for every
//! start of the command line; a test finds them again from the same seed. Also here: `between`
//! and `line` tables for 8×8, which pin and check detection need.

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
        let rook = std::array::from_fn(|sq| fill(&tables, sq, Directions::ORTHOGONAL, ROOK_MAGICS[sq], &mut attacks));
        let bishop = std::array::from_fn(|sq| fill(&tables, sq, Directions::DIAGONAL, BISHOP_MAGICS[sq], &mut attacks));
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

/// Every subset of the relevant mask (Carry-Rippler enumeration) with its true reach.
fn occupancies(tables: &Tables<u64>, sq: usize, mask: u64, dirs: Directions) -> Vec<(u64, u64)> {
    let mut all = Vec::with_capacity(1 << mask.count_ones());
    let mut subset = 0u64;
    loop {
        all.push((subset, tables.slides(sq, subset, dirs, None)));
        subset = subset.wrapping_sub(mask) & mask;
        if subset == 0 {
            return all;
        }
    }
}

/// Builds one square's table from its stored magic number.
fn fill(tables: &Tables<u64>, sq: usize, dirs: Directions, magic: u64, attacks: &mut Vec<u64>) -> Magic {
    let mask = relevant_mask(tables, sq, dirs);
    let shift = 64 - mask.count_ones();
    let offset = attacks.len();
    attacks.resize(offset + (1 << mask.count_ones()), u64::MAX);
    for (occ, reach) in occupancies(tables, sq, mask, dirs) {
        let slot = &mut attacks[offset + (occ.wrapping_mul(magic) >> shift) as usize];
        assert!(*slot == u64::MAX || *slot == reach, "the stored magic for square {sq} collides");
        *slot = reach;
    }
    Magic { mask, magic, shift, offset }
}

#[cfg(test)]
fn find_magic(tables: &Tables<u64>, sq: usize, dirs: Directions, rng: &mut SplitMix) -> u64 {
    let mask = relevant_mask(tables, sq, dirs);
    let bits = mask.count_ones();
    let size = 1usize << bits;
    let (occupancies, reaches): (Vec<u64>, Vec<u64>) = occupancies(tables, sq, mask, dirs).into_iter().unzip();
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
            return magic;
        }
    }
}

const ROOK_MAGICS: [u64; 64] = [
    0x2180004000209080,
    0x00C0200040001000,
    0x32802000D000C980,
    0x3500201000848900,
    0x1200020020091004,
    0x0500122100040008,
    0x0480010002001080,
    0x0200040044210882,
    0x0020800040002090,
    0x8004401000200040,
    0x1601002000110040,
    0x1002802800700080,
    0x1001000501110800,
    0x0021000300080400,
    0x0040808001000200,
    0x0941000440B10006,
    0x8080004020004000,
    0x24100A4000200442,
    0x001181801008A000,
    0x0200808008001001,
    0x1001030010080024,
    0x2642808002000400,
    0x0105C40010080201,
    0x0880020001004084,
    0x000020908000400C,
    0x0000820200210041,
    0x2480200100104100,
    0x4040100080800800,
    0x0600080280040080,
    0x0406000200110804,
    0x0880100400080201,
    0x1100090200005084,
    0x1268804000800828,
    0x004080400280200A,
    0x0000100186802000,
    0x0000400A02002010,
    0x00A8010501000810,
    0x0104008004802200,
    0x0184029814002110,
    0x0200008C02000059,
    0x0040204000808000,
    0x8800210082020040,
    0x3850002001818050,
    0x0208008010008008,
    0x0004018018018004,
    0x0020020004008080,
    0x0004020810040001,
    0x00140844009A0001,
    0x4000800508403100,
    0x0820002040100040,
    0x3200801000200080,
    0x8800080080100080,
    0x0020804400080280,
    0x1202040002008080,
    0x1000021008C10400,
    0x4000008059141200,
    0x1000108000210041,
    0x0880410010802202,
    0x0404200101081041,
    0x2048080500100021,
    0x0002000810210402,
    0x1002001098030C42,
    0x0120500082080104,
    0x2040008045043402,
];

const BISHOP_MAGICS: [u64; 64] = [
    0x0411141000504300,
    0x00A101410A008001,
    0x0008008C0081C0C1,
    0x6021050100000004,
    0x0014104420000122,
    0x0AC1100270800400,
    0x4000886802100240,
    0x040014008C102803,
    0x000A400841040086,
    0x0400022811210600,
    0x0180042404004100,
    0x0002844102209102,
    0x0140120210800800,
    0x0430011108402228,
    0x2204004210108810,
    0x40002200440A2910,
    0x0010C00821010C00,
    0x0104101004480458,
    0x0401101015002100,
    0x1104000249020000,
    0x6004032A00A20140,
    0x008A018022012000,
    0x00A5000041182020,
    0x000040809608010C,
    0x0008411060020200,
    0x0010108404111A00,
    0x2800880410062024,
    0x0002008020100440,
    0x00140400C0410040,
    0x0004010128090108,
    0x8051020014220100,
    0x8814902011040601,
    0x10082C4000308200,
    0x0482825140201400,
    0x4108209000480020,
    0x1480100820140400,
    0x008818240000C100,
    0x0401024600090500,
    0x020104010100A804,
    0x2804840300008AA0,
    0x000D108820528410,
    0x0004009A90000808,
    0x0041310808001100,
    0x0210230401020820,
    0x0090880504000444,
    0x8401020082000102,
    0x0B10040800882844,
    0x7091A84064841102,
    0x0090480410098018,
    0x1002020882190005,
    0x0804510080901020,
    0x82A1110042020035,
    0x0021504010410C11,
    0x0200881001720300,
    0x0010100288084450,
    0x0088909104410028,
    0x12C0108404600400,
    0x1004020A09044211,
    0x01468294D0443000,
    0x0800480415420880,
    0x2020008040104108,
    0x8120042004900080,
    0x2200202004090054,
    0x0088020802041010,
];

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

    #[test]
    fn the_stored_magics_are_found_again_from_the_same_seed() {
        let tables: Tables<u64> = Tables::new(Geometry::rectangle(8, 8));
        let mut rng = SplitMix(0x6f72_746f_6f21_0001);
        let rook: Vec<u64> = (0..64).map(|sq| find_magic(&tables, sq, Directions::ORTHOGONAL, &mut rng)).collect();
        let bishop: Vec<u64> = (0..64).map(|sq| find_magic(&tables, sq, Directions::DIAGONAL, &mut rng)).collect();
        assert_eq!(rook, ROOK_MAGICS);
        assert_eq!(bishop, BISHOP_MAGICS);
    }
}
