//! A small deterministic random number generator (SplitMix64) for the tests' random games and
//! positions, so that a failure reproduces from its seed.

/// SplitMix64 from a seed.
///
/// ```
/// use gamedsl::testing::rng::Rng;
/// let (mut a, mut b) = (Rng(7), Rng(7));
/// assert_eq!(a.next(), b.next());
/// assert!(a.below(6) < 6);
/// ```
#[derive(Clone, Debug)]
pub struct Rng(pub u64);

impl Rng {
    /// The next 64 random bits.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}
