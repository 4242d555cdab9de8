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

/// The legal moves of a game with passes: the cells of a set, lowest first, or
/// [`crate::Move::PASS`] alone when the set is empty and the side to move must pass (the game is
/// not over). A pass is thus a move like any other for perft and the searches, and only ever the
/// one move of its position.
///
/// ```
/// use game_dsl::Move;
/// use game_dsl::bits::CellsOrPass;
/// let moves: Vec<Move> = CellsOrPass::new(0b101u64, true).collect();
/// assert_eq!(moves, [Move::new(0), Move::new(2)]); // cells to play: no pass
/// assert_eq!(CellsOrPass::new(0u64, true).collect::<Vec<_>>(), [Move::PASS]);
/// assert_eq!(CellsOrPass::new(0u64, false).count(), 0); // the game is over
/// ```
#[derive(Clone, Copy, Debug)]
pub struct CellsOrPass<B> {
    cells: B,
    pass: bool,
}

impl<B: Bits> CellsOrPass<B> {
    /// The cells of `cells`; if there are none, the pass when `may_pass` (the side to move is
    /// blocked but the game goes on), else nothing.
    ///
    /// ```
    /// use game_dsl::bits::CellsOrPass;
    /// assert_eq!(CellsOrPass::new(0b110u16, true).count(), 2);
    /// assert!(CellsOrPass::new(0u16, true).next().unwrap().is_pass());
    /// ```
    #[inline(always)]
    pub fn new(cells: B, may_pass: bool) -> CellsOrPass<B> {
        CellsOrPass {
            cells,
            pass: may_pass && cells.is_zero(),
        }
    }
}

impl<B: Bits> Iterator for CellsOrPass<B> {
    type Item = crate::Move;

    #[inline(always)]
    fn next(&mut self) -> Option<crate::Move> {
        if self.cells.is_zero() {
            return std::mem::take(&mut self.pass).then_some(crate::Move::PASS);
        }
        let cell = self.cells.lowest();
        self.cells = self.cells.without_lowest();
        Some(crate::Move::new(cell as u16))
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.cells.count() as usize + usize::from(self.pass);
        (n, Some(n))
    }

    /// A population count (or 1 for the pass), without iterating.
    #[inline]
    fn count(self) -> usize {
        self.cells.count() as usize + usize::from(self.pass)
    }
}

impl<B: Bits> ExactSizeIterator for CellsOrPass<B> {}
