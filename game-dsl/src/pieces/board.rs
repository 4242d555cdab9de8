//! The bitboards of pieces games.

use std::hash::Hash;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Shl, Shr};

use crate::bits::{Bits, Wide};

/// The most 64-bit words of a pieces game's set of cells: boards of up to 1,024 cells.
pub(crate) const MAX_WORDS: usize = 16;

/// A set of cells of a pieces game's board: the smallest unsigned integer with a bit per cell,
/// `u16` to `u128`, or a [`Wide<N>`] of `N` words beyond 128 cells.
pub trait Board:
    Bits
    + Default
    + Hash
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + BitAndAssign
    + BitOrAssign
    + BitXorAssign
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
{
    /// The 64-bit words of the set (1 for `u16` to `u64`).
    const WORDS: usize;
    /// The set of the cells of `words`, lowest cells first: the first [`WORDS`](Board::WORDS)
    /// words (fewer are read as zeros).
    fn from_words(words: &[u64]) -> Self;
    /// The set of the cells of `low` (the first 128) and of the words `high` (the cells
    /// beyond, lowest first), as a [`Mask`] holds them.
    fn from_mask(low: u128, high: &[u64]) -> Self;
    /// Word `i` of the set, lowest cells first (0 beyond [`WORDS`](Board::WORDS)).
    fn word(self, i: usize) -> u64;
    /// The set of one cell.
    fn cell(index: u32) -> Self;
    /// Whether `index` is in the set.
    #[inline(always)]
    fn has(self, index: u32) -> bool {
        !(self & Self::cell(index)).is_zero()
    }
}

/// A set of cells as a constant of a declaration: its first 128 cells inline, as an integer
/// (all a board of at most 128 cells has), and the words of the cells beyond, lowest first.
/// The board's set reads it ([`Mask::get`]); a constant is folded into the code that reads it.
///
/// ```
/// use game_dsl::bits::Wide;
/// use game_dsl::pieces::Mask;
/// const CORNERS: Mask = Mask::bits(0b101);
/// assert_eq!(CORNERS.get::<u16>(), 0b101);
/// const WIDE: Mask = Mask::words(&[0b101, 1 << 63, 1]);
/// assert_eq!(WIDE.get::<Wide<3>>(), Wide::bit(0) | Wide::bit(2) | Wide::bit(127) | Wide::bit(128));
/// assert!(WIDE.has(128) && !WIDE.has(129) && !Mask::EMPTY.has(3));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Mask {
    /// The first 128 cells.
    low: u128,
    /// The words of the cells beyond: cells 128 to 191 in the first.
    high: &'static [u64],
}

impl Mask {
    /// No cell.
    pub const EMPTY: Mask = Mask::bits(0);

    /// The mask of the cells of `bits`, on a board of at most 128 cells.
    pub const fn bits(bits: u128) -> Mask {
        Mask {
            low: bits,
            high: &[],
        }
    }

    /// The mask of the cells of `words`, lowest cells first, on a board of any size.
    pub const fn words(words: &'static [u64]) -> Mask {
        let low = match words {
            [] => 0,
            [first] => *first as u128,
            [first, second, ..] => *first as u128 | (*second as u128) << 64,
        };
        let high = match words {
            [_, _, high @ ..] => high,
            _ => &[],
        };
        Mask { low, high }
    }

    /// The set of the mask's cells.
    #[inline(always)]
    pub fn get<B: Board>(self) -> B {
        B::from_mask(self.low, self.high)
    }

    /// Whether cell `cell` is in the mask.
    #[inline(always)]
    pub const fn has(self, cell: u32) -> bool {
        if cell < 128 {
            return self.low >> cell & 1 == 1;
        }
        let word = (cell as usize - 128) / 64;
        word < self.high.len() && self.high[word] >> (cell % 64) & 1 == 1
    }

    /// Whether the mask has no cell.
    pub const fn is_empty(self) -> bool {
        let mut i = 0;
        while i < self.high.len() {
            if self.high[i] != 0 {
                return false;
            }
            i += 1;
        }
        self.low == 0
    }
}

/// A table of sets of cells, one for each cell of the board (a ray, a line), as a constant of a
/// declaration: [`Board::WORDS`] words a set, one set after the other.
///
/// ```
/// use game_dsl::bits::Wide;
/// use game_dsl::pieces::Table;
/// const ROWS: Table = Table(&[0b011, 0b011, 0b100]);
/// assert_eq!(ROWS.get::<u16>(1), 0b011);
/// const WIDE: Table = Table(&[1, 0, 0, 0, 0, 1]);
/// assert_eq!(WIDE.get::<Wide<3>>(1), Wide::bit(128));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Table(pub &'static [u64]);

impl Table {
    /// The set of cell `cell`.
    #[inline(always)]
    pub fn get<B: Board>(self, cell: u32) -> B {
        B::from_words(&self.0[cell as usize * B::WORDS..])
    }
}

/// The words of a set of cells computed when a game compiles, [`MAX_WORDS`] of them.
pub(crate) type Words = [u64; MAX_WORDS];

/// The set of cells `0..cells`, as words.
pub(crate) const fn first_cells(cells: u32) -> Words {
    let mut words = [0; MAX_WORDS];
    let mut i = 0;
    while i < MAX_WORDS {
        let from = i as u32 * 64;
        words[i] = if cells >= from + 64 {
            u64::MAX
        } else if cells > from {
            (1 << (cells - from)) - 1
        } else {
            0
        };
        i += 1;
    }
    words
}

macro_rules! impl_board {
    ($($t:ty),*) => {$(
        impl Board for $t {
            const WORDS: usize = (<$t>::BITS as usize).div_ceil(64);
            #[inline(always)]
            fn from_words(words: &[u64]) -> Self {
                let low = words.first().map_or(0, |&w| w as u128);
                let high = if Self::WORDS > 1 { words.get(1).map_or(0, |&w| w as u128) } else { 0 };
                (low | high << 64) as $t
            }
            #[inline(always)]
            fn from_mask(low: u128, _: &[u64]) -> Self {
                low as $t
            }
            #[inline(always)]
            fn word(self, i: usize) -> u64 {
                if i < Self::WORDS { (self as u128 >> (64 * i)) as u64 } else { 0 }
            }
            #[inline(always)]
            fn cell(index: u32) -> Self {
                1 << index
            }
        }
    )*};
}
impl_board!(u16, u32, u64, u128);

impl<const N: usize> Board for Wide<N> {
    const WORDS: usize = N;
    #[inline(always)]
    fn from_words(words: &[u64]) -> Self {
        let mut set = [0; N];
        for (word, &w) in set.iter_mut().zip(words) {
            *word = w;
        }
        Wide::from_words(set)
    }
    #[inline(always)]
    fn from_mask(low: u128, high: &[u64]) -> Self {
        let mut set = [0; N];
        for (i, word) in set.iter_mut().enumerate() {
            *word = match i {
                0 => low as u64,
                1 => (low >> 64) as u64,
                _ => high.get(i - 2).copied().unwrap_or(0),
            };
        }
        Wide::from_words(set)
    }
    #[inline(always)]
    fn word(self, i: usize) -> u64 {
        if i < N { self.words()[i] } else { 0 }
    }
    #[inline(always)]
    fn cell(index: u32) -> Self {
        Wide::bit(index as usize)
    }
    #[inline(always)]
    fn has(self, index: u32) -> bool {
        Wide::has(self, index as usize)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_cells_fill_whole_words_then_part_of_one() {
        let words = first_cells(130);
        assert_eq!(words[..3], [u64::MAX, u64::MAX, 0b11]);
        assert!(words[3..].iter().all(|&w| w == 0));
        assert_eq!(first_cells(64)[..2], [u64::MAX, 0]);
        assert_eq!(u16::from_words(&first_cells(9)), 0x1ff);
    }

    #[test]
    fn words_round_trip() {
        let set = Wide::<3>::bit(5) | Wide::bit(70) | Wide::bit(190);
        let words: Vec<u64> = (0..4).map(|i| set.word(i)).collect();
        assert_eq!(<Wide<3> as Board>::from_words(&words), set);
        assert_eq!(words[3], 0);
        let narrow = 1u128 << 100 | 3;
        assert_eq!(u128::from_words(&[narrow.word(0), narrow.word(1)]), narrow);
        assert_eq!(u64::from_words(&[7, 9]), 7);
    }
}
