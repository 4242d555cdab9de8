//! [`Set`]: a set of cells of a board of up to [`MAX_CELLS`](super::MAX_CELLS), as the compiler
//! computes masks before it writes them as constants of the board's own type.

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not};

/// The 64-bit words of a [`Set`]: a board of up to 1,024 cells.
const WORDS: usize = 16;

/// A set of cells, bit `row * width + column` for a cell, on a board of up to 1,024 cells.
///
/// ```
/// use game_dsl_codegen::geometry::Set;
/// let set = Set::cell(3) | Set::cell(200);
/// assert!(set.has(200) && !set.has(4));
/// assert_eq!(set.count(), 2);
/// assert_eq!(set.cells().collect::<Vec<_>>(), [3, 200]);
/// assert_eq!(set.words(4), [8, 0, 0, 1 << 8]);
/// assert_eq!(Set::from(0b101u128), Set::cell(0) | Set::cell(2));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Set([u64; WORDS]);

impl Set {
    /// No cell.
    pub const EMPTY: Set = Set([0; WORDS]);

    /// The set of one cell.
    pub fn cell(cell: u32) -> Set {
        let mut words = [0; WORDS];
        words[cell as usize / 64] = 1 << (cell % 64);
        Set(words)
    }

    /// The cells `0..cells`.
    pub fn first(cells: u32) -> Set {
        (0..cells).map(Set::cell).fold(Set::EMPTY, |all, c| all | c)
    }

    /// The set of `cells`.
    pub fn of(cells: impl IntoIterator<Item = u32>) -> Set {
        cells
            .into_iter()
            .map(Set::cell)
            .fold(Set::EMPTY, |all, c| all | c)
    }

    /// Whether `cell` is in the set.
    pub fn has(self, cell: u32) -> bool {
        (cell as usize) < 64 * WORDS && self.0[cell as usize / 64] >> (cell % 64) & 1 == 1
    }

    /// Adds `cell`.
    pub fn insert(&mut self, cell: u32) {
        *self |= Set::cell(cell);
    }

    /// Whether the set has no cell.
    pub fn is_empty(self) -> bool {
        self == Set::EMPTY
    }

    /// The number of cells.
    pub fn count(self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    /// The cells, lowest first.
    pub fn cells(self) -> impl Iterator<Item = u32> {
        (0..64 * WORDS as u32).filter(move |&c| self.has(c))
    }

    /// The first `n` words, lowest cells first.
    pub fn words(self, n: usize) -> Vec<u64> {
        self.0[..n].to_vec()
    }

    /// The set as a `u128`: the first 128 cells (a board of at most 128 cells has no other).
    pub fn low(self) -> u128 {
        u128::from(self.0[0]) | u128::from(self.0[1]) << 64
    }
}

impl From<u128> for Set {
    fn from(set: u128) -> Set {
        let mut words = [0; WORDS];
        words[0] = set as u64;
        words[1] = (set >> 64) as u64;
        Set(words)
    }
}

impl BitOr for Set {
    type Output = Set;
    fn bitor(mut self, other: Set) -> Set {
        self |= other;
        self
    }
}

impl BitOrAssign for Set {
    fn bitor_assign(&mut self, other: Set) {
        for (w, o) in self.0.iter_mut().zip(other.0) {
            *w |= o;
        }
    }
}

impl BitAnd for Set {
    type Output = Set;
    fn bitand(mut self, other: Set) -> Set {
        self &= other;
        self
    }
}

impl BitAndAssign for Set {
    fn bitand_assign(&mut self, other: Set) {
        for (w, o) in self.0.iter_mut().zip(other.0) {
            *w &= o;
        }
    }
}

impl Not for Set {
    type Output = Set;
    fn not(self) -> Set {
        Set(self.0.map(|w| !w))
    }
}
