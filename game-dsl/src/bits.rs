//! Bitboards: the integer types that hold one bit per cell, and iteration over their set bits.

/// An unsigned integer used as a set of cells.
pub trait Bits: Copy + Eq + std::fmt::Debug + Send + Sync + 'static {
    /// The empty set.
    const ZERO: Self;
    /// Whether the set is empty.
    fn is_zero(self) -> bool;
    /// The index of the lowest set bit (the set must not be empty).
    fn lowest(self) -> u32;
    /// The set without its lowest bit.
    fn without_lowest(self) -> Self;
    /// The number of set bits.
    fn count(self) -> u32;
}

macro_rules! impl_bits {
    ($($t:ty),*) => {$(
        impl Bits for $t {
            const ZERO: Self = 0;
            #[inline(always)]
            fn is_zero(self) -> bool { self == 0 }
            #[inline(always)]
            fn lowest(self) -> u32 { self.trailing_zeros() }
            #[inline(always)]
            fn without_lowest(self) -> Self { self & self.wrapping_sub(1) }
            #[inline(always)]
            fn count(self) -> u32 { self.count_ones() }
        }
    )*};
}
impl_bits!(u16, u32, u64, u128);

/// The cells of a set, lowest first, as moves ([`crate::Move`] codes equal to the cell index).
///
/// ```
/// use game_dsl::bits::Cells;
/// let cells: Vec<u16> = Cells::new(0b1010_0001u16).map(|m| m.code()).collect();
/// assert_eq!(cells, [0, 5, 7]);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Cells<B>(B);

impl<B: Bits> Cells<B> {
    /// The cells of `set`.
    #[inline(always)]
    pub fn new(set: B) -> Cells<B> {
        Cells(set)
    }
}

impl<B: Bits> Iterator for Cells<B> {
    type Item = crate::Move;

    #[inline(always)]
    fn next(&mut self) -> Option<crate::Move> {
        if self.0.is_zero() {
            return None;
        }
        let cell = self.0.lowest();
        self.0 = self.0.without_lowest();
        Some(crate::Move::new(cell as u16))
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count() as usize;
        (n, Some(n))
    }

    /// A population count, without iterating.
    #[inline]
    fn count(self) -> usize {
        self.0.count() as usize
    }
}

impl<B: Bits> ExactSizeIterator for Cells<B> {}
