//! [`Taken`]: the stones each side has taken, kept in the position only where a count of them
//! wins (`win: captures N`), so that a game without that end copies nothing more.

use std::fmt::Debug;
use std::hash::Hash;

/// The stones each side has taken, as a position keeps them: [`Tally<N>`] where taking `N` of
/// the opponent's stones wins, `()` in a game without that end.
///
/// ```
/// use game_dsl::pieces::{Taken, Tally};
/// let mut tally = Tally::<10>::default();
/// tally.add(0, 2);
/// assert_eq!(tally.counts(), [2, 0]);
/// assert_eq!(<Tally<10> as Taken>::WINS, Some(10));
/// assert_eq!(<() as Taken>::WINS, None);
/// ```
pub trait Taken: Copy + Eq + Hash + Debug + Default + Send + Sync + 'static {
    /// The count of the opponent's stones whose taking wins, if one does.
    const WINS: Option<u32>;

    /// Each side's count, X's then O's (0 where nothing is counted).
    fn counts(&self) -> [u16; 2];

    /// Counts `stones` more taken by `side` (0 for X, 1 for O).
    fn add(&mut self, side: usize, stones: u32);

    /// Sets each side's count (a position read from its text).
    fn set(&mut self, counts: [u16; 2]);
}

impl Taken for () {
    const WINS: Option<u32> = None;

    #[inline(always)]
    fn counts(&self) -> [u16; 2] {
        [0; 2]
    }

    #[inline(always)]
    fn add(&mut self, _: usize, _: u32) {}

    #[inline(always)]
    fn set(&mut self, _: [u16; 2]) {}
}

/// Each side's count of the opponent's stones taken, where taking `N` of them wins.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Tally<const N: u32>([u16; 2]);

impl<const N: u32> Taken for Tally<N> {
    const WINS: Option<u32> = Some(N);

    #[inline(always)]
    fn counts(&self) -> [u16; 2] {
        self.0
    }

    #[inline(always)]
    fn add(&mut self, side: usize, stones: u32) {
        self.0[side] = self.0[side].saturating_add(stones.min(u32::from(u16::MAX)) as u16);
    }

    #[inline(always)]
    fn set(&mut self, counts: [u16; 2]) {
        self.0 = counts;
    }
}
