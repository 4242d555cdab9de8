//! The bitboard of a game of kinds: an unsigned integer with a bit per cell, `u64` for boards of
//! at most 64 cells (chess) and `u128` for at most 128 (xiangqi's 90), chosen by the
//! declaration's lowering from the board's size. Every function of the family is generic over
//! it and monomorphized, so a game of 64 cells keeps `u64` arithmetic.

use std::fmt::Debug;
use std::hash::Hash;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Index, IndexMut, Not, Sub};

/// An unsigned integer holding a set of cells, and its table of one set per cell.
pub trait Board:
    Copy
    + Eq
    + Hash
    + Debug
    + Send
    + Sync
    + 'static
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + Sub<Output = Self>
    + BitAndAssign
    + BitOrAssign
{
    /// A set of cells for each cell of the board (`[Self; BITS]`).
    type ByCell: Copy + Debug + Send + Sync + Index<usize, Output = Self> + IndexMut<usize>;
    /// The empty set.
    const ZERO: Self;
    /// The set of every bit.
    const ALL: Self;
    /// The number of bits (the most cells).
    const BITS: u32;
    /// The number of `u64` words the set is hashed as.
    const WORDS: usize;
    /// The set of the one cell `cell`.
    fn bit(cell: u32) -> Self;
    /// Whether `cell` is in the set.
    fn has(self, cell: u32) -> bool;
    /// The lowest cell of a set that is not empty.
    fn lowest(self) -> u32;
    /// The highest cell of a set that is not empty.
    fn highest(self) -> u32;
    /// The number of cells.
    fn count(self) -> u32;
    /// The set without its lowest cell.
    fn without_lowest(self) -> Self;
    /// The `i`th `u64` word of the set, lowest first.
    fn word(self, i: usize) -> u64;
    /// The set of the low bits of `set` (a declaration's cells, written as `u128`).
    fn from_u128(set: u128) -> Self;
}

macro_rules! board {
    ($t:ty, $words:expr) => {
        impl Board for $t {
            type ByCell = [$t; <$t>::BITS as usize];
            const ZERO: Self = 0;
            const ALL: Self = <$t>::MAX;
            const BITS: u32 = <$t>::BITS;
            const WORDS: usize = $words;
            #[inline(always)]
            fn bit(cell: u32) -> Self {
                1 << cell
            }
            #[inline(always)]
            fn has(self, cell: u32) -> bool {
                self >> cell & 1 == 1
            }
            #[inline(always)]
            fn lowest(self) -> u32 {
                self.trailing_zeros()
            }
            #[inline(always)]
            fn highest(self) -> u32 {
                <$t>::BITS - 1 - self.leading_zeros()
            }
            #[inline(always)]
            fn count(self) -> u32 {
                self.count_ones()
            }
            #[inline(always)]
            fn without_lowest(self) -> Self {
                self & self.wrapping_sub(1)
            }
            #[inline(always)]
            fn word(self, i: usize) -> u64 {
                (self >> (64 * i)) as u64
            }
            #[inline(always)]
            fn from_u128(set: u128) -> Self {
                set as $t
            }
        }
    };
}

board!(u64, 1);
board!(u128, 2);
