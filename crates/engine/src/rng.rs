//! A small seeded generator (SplitMix64) for the low levels' deliberate mistakes: the same seed
//! gives the same game, so tests and replays are reproducible.

#[derive(Debug, Clone)]
pub struct SplitMix(u64);

impl SplitMix {
    pub fn new(seed: u64) -> SplitMix {
        SplitMix(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A whole number in `-amplitude..=amplitude`.
    pub fn spread(&mut self, amplitude: i32) -> i32 {
        if amplitude <= 0 {
            return 0;
        }
        let span = 2 * amplitude as u64 + 1;
        (self.next_u64() % span) as i32 - amplitude
    }
}
