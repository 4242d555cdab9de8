//! The bitboards of pieces games.

use std::hash::Hash;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Shl, Shr};

use crate::bits::Bits;

/// An unsigned integer with a bit per cell of a pieces game's board: `u16` to `u128`.
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
    /// The low bits of `bits` (the board's cells).
    fn from_u128(bits: u128) -> Self;
    /// The set as a `u128`.
    fn to_u128(self) -> u128;
    /// The set of one cell.
    #[inline(always)]
    fn cell(index: u32) -> Self {
        Self::from_u128(1 << index)
    }
    /// Whether `index` is in the set.
    #[inline(always)]
    fn has(self, index: u32) -> bool {
        !(self & Self::cell(index)).is_zero()
    }
}

macro_rules! impl_board {
    ($($t:ty),*) => {$(
        impl Board for $t {
            #[inline(always)]
            fn from_u128(bits: u128) -> Self { bits as $t }
            #[inline(always)]
            fn to_u128(self) -> u128 { self as u128 }
        }
    )*};
}
impl_board!(u16, u32, u64, u128);
