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

/// A set of cells with the operators a flood fill needs: `&`, `|`, `^`, `!`, shifts by a number
/// of cells, the set of one cell, and the words that hash it. `u64` and `u128` are sets of up to
/// 64 and 128 cells, [`Wide<N>`] of up to `64 * N`; generic code over `BitSet` is monomorphized
/// for each, so a board of at most 128 cells keeps its integer operations.
///
/// ```
/// use game_dsl::bits::{BitSet, Wide};
/// fn neighbours_in_a_row<B: BitSet>(set: B) -> B {
///     set << 1 | set >> 1
/// }
/// assert_eq!(neighbours_in_a_row(0b100u128), 0b1010);
/// let wide = neighbours_in_a_row(Wide::<6>::bit(64));
/// assert_eq!(wide, Wide::bit(63) | Wide::bit(65));
/// assert_eq!(<Wide<6> as BitSet>::WORDS, 6);
/// assert_eq!(wide.word(0), 1 << 63);
/// ```
pub trait BitSet:
    Bits
    + std::hash::Hash
    + std::ops::BitAnd<Output = Self>
    + std::ops::BitOr<Output = Self>
    + std::ops::BitXor<Output = Self>
    + std::ops::Not<Output = Self>
    + std::ops::Shl<u32, Output = Self>
    + std::ops::Shr<u32, Output = Self>
    + std::ops::BitAndAssign
    + std::ops::BitOrAssign
{
    /// The 64-bit words of the set.
    const WORDS: usize;
    /// The set of the one cell `index` (which must be below `64 * WORDS`).
    fn bit(index: usize) -> Self;
    /// Whether cell `index` is in the set.
    fn has(self, index: usize) -> bool;
    /// The set of the lowest cell of the set alone (empty for the empty set).
    fn lowest_bit(self) -> Self;
    /// Word `i` of the set (`i < WORDS`), lowest cells first.
    fn word(self, i: usize) -> u64;
}

macro_rules! impl_bit_set {
    ($($t:ty),*) => {$(
        impl BitSet for $t {
            const WORDS: usize = <$t>::BITS as usize / 64;
            #[inline(always)]
            fn bit(index: usize) -> Self { 1 << index }
            #[inline(always)]
            fn has(self, index: usize) -> bool { self >> index & 1 != 0 }
            #[inline(always)]
            fn lowest_bit(self) -> Self { self & self.wrapping_neg() }
            #[inline(always)]
            fn word(self, i: usize) -> u64 { (self >> (64 * i)) as u64 }
        }
    )*};
}
impl_bit_set!(u64, u128);

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

/// No cells: the moves of a finished game.
///
/// ```
/// use game_dsl::bits::Cells;
/// assert_eq!(Cells::<u64>::default().count(), 0);
/// ```
impl<B: Bits> Default for Cells<B> {
    #[inline(always)]
    fn default() -> Cells<B> {
        Cells(B::ZERO)
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

/// The cells of a set of many words, lowest first, as indices: one word at a time, so that a
/// [`Wide`] set is scanned without shifting all its words for each cell, and with the exact
/// count, so that a list extended with them makes room once.
///
/// ```
/// use game_dsl::bits::{Indices, Wide};
/// let set = Wide::<3>::bit(2) | Wide::bit(64) | Wide::bit(170);
/// assert_eq!(Indices::new(set).collect::<Vec<_>>(), [2, 64, 170]);
/// assert_eq!(Indices::new(set).len(), 3);
/// assert_eq!(Indices::new(0b1001u64).collect::<Vec<_>>(), [0, 3]);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Indices<B> {
    set: B,
    /// The word being scanned, and what is left of it.
    word: usize,
    bits: u64,
    /// The cells not yet given.
    left: usize,
}

impl<B: BitSet> Indices<B> {
    /// The cells of `set`.
    #[inline(always)]
    pub fn new(set: B) -> Indices<B> {
        Indices {
            set,
            word: 0,
            bits: set.word(0),
            left: set.count() as usize,
        }
    }
}

impl<B: BitSet> Iterator for Indices<B> {
    type Item = usize;

    #[inline(always)]
    fn next(&mut self) -> Option<usize> {
        if self.left == 0 {
            return None;
        }
        while self.bits == 0 {
            self.word += 1;
            self.bits = self.set.word(self.word);
        }
        let index = self.word * 64 + self.bits.trailing_zeros() as usize;
        self.bits &= self.bits - 1;
        self.left -= 1;
        Some(index)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.left, Some(self.left))
    }
}

impl<B: BitSet> ExactSizeIterator for Indices<B> {}

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

/// The legal moves of a game whose stones step to a neighbouring cell (`moves: step`): for each
/// of `D` directions, the set of cells that a stone reaches by a step that way, and the step's
/// offset in bits (`to - from`); each move is coded `from * cells + to`, direction by
/// direction, lowest target first. With `may_pass`, [`crate::Move::PASS`] alone when there is
/// no step, as [`CellsOrPass`] does.
///
/// ```
/// use game_dsl::Move;
/// use game_dsl::bits::Steps;
/// // A 3 x 3 board: a stone on the centre (4) may step up to 1 or down to 7.
/// let moves: Vec<Move> = Steps::new([1u16 << 1, 1 << 7], [-3, 3], 9, false).collect();
/// assert_eq!(moves, [Move::new(4 * 9 + 1), Move::new(4 * 9 + 7)]);
/// assert_eq!(Steps::new([0u16, 0], [-3, 3], 9, true).collect::<Vec<_>>(), [Move::PASS]);
/// assert_eq!(Steps::new([0b11u16, 0b1], [-3, 3], 9, true).count(), 3);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Steps<B, const D: usize> {
    targets: [B; D],
    offsets: [i32; D],
    cells: u16,
    direction: usize,
    pass: bool,
}

impl<B: Bits, const D: usize> Steps<B, D> {
    /// The steps onto `targets[d]` by `offsets[d]` bits, on a board of `cells` cells; if there
    /// are none, the pass when `may_pass` (the side to move is blocked, the game goes on).
    #[inline(always)]
    pub fn new(targets: [B; D], offsets: [i32; D], cells: u16, may_pass: bool) -> Steps<B, D> {
        Steps {
            targets,
            offsets,
            cells,
            direction: 0,
            pass: may_pass && targets.iter().all(|t| t.is_zero()),
        }
    }
}

impl<B: Bits, const D: usize> Iterator for Steps<B, D> {
    type Item = crate::Move;

    #[inline(always)]
    fn next(&mut self) -> Option<crate::Move> {
        while self.direction < D {
            let targets = self.targets[self.direction];
            if !targets.is_zero() {
                let to = targets.lowest() as i32;
                self.targets[self.direction] = targets.without_lowest();
                let from = (to - self.offsets[self.direction]) as u16;
                return Some(crate::Move::new(from * self.cells + to as u16));
            }
            self.direction += 1;
        }
        std::mem::take(&mut self.pass).then_some(crate::Move::PASS)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = Iterator::count(*self);
        (n, Some(n))
    }

    /// Population counts (or 1 for the pass), without iterating.
    #[inline]
    fn count(self) -> usize {
        let steps: u32 = self.targets[self.direction..]
            .iter()
            .map(|t| t.count())
            .sum();
        steps as usize + usize::from(self.pass)
    }
}

impl<B: Bits, const D: usize> ExactSizeIterator for Steps<B, D> {}

/// A set of up to `64 * N` cells in `N` machine words, for boards of more than 128 cells
/// (Gomoku's 15 x 15 is `Wide<4>`): bit `i` is bit `i % 64` of word `i / 64`.
///
/// It has the operators of the integer types that generated code uses (`&`, `|`, `^`, `!`,
/// shifts by a number of bits across word boundaries, `count_ones`, `trailing_zeros`), so that
/// the generator emits the same code for every width; bits shifted past the last word are lost,
/// as they are for an integer.
///
/// ```
/// use game_dsl::bits::{Cells, Wide};
/// let set = Wide::<4>::bit(3) | Wide::bit(64) | Wide::bit(200);
/// assert_eq!(set.count_ones(), 3);
/// assert_eq!((set << 61).trailing_zeros(), 64); // bit 3 moved to bit 64, into the next word
/// assert_eq!(Cells::new(set >> 3).map(|m| m.code()).collect::<Vec<_>>(), [0, 61, 197]);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Wide<const N: usize>([u64; N]);

impl<const N: usize> Wide<N> {
    /// The empty set.
    pub const ZERO: Self = Wide([0; N]);

    /// The set whose word `i` is `words[i]`.
    #[inline(always)]
    pub const fn from_words(words: [u64; N]) -> Self {
        Wide(words)
    }

    /// The words of the set, lowest bits first.
    #[inline(always)]
    pub const fn words(self) -> [u64; N] {
        self.0
    }

    /// The set of the one cell `index` (empty if `index >= 64 * N`, as a shift would leave it).
    #[inline(always)]
    pub fn bit(index: usize) -> Self {
        let mut words = [0; N];
        if index < 64 * N {
            words[index / 64] = 1 << (index % 64);
        }
        Wide(words)
    }

    /// Whether cell `index` is in the set.
    #[inline(always)]
    pub fn has(self, index: usize) -> bool {
        index < 64 * N && self.0[index / 64] >> (index % 64) & 1 == 1
    }

    /// Whether the set is empty.
    #[inline(always)]
    pub fn is_zero(self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// The number of cells in the set.
    #[inline(always)]
    pub fn count_ones(self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    /// The lowest cell of the set, or `64 * N` for the empty set.
    #[inline(always)]
    pub fn trailing_zeros(self) -> u32 {
        for (i, &w) in self.0.iter().enumerate() {
            if w != 0 {
                return i as u32 * 64 + w.trailing_zeros();
            }
        }
        64 * N as u32
    }
}

impl<const N: usize> Wide<N> {
    /// The set of the lowest cell of the set alone (empty for the empty set), as `x & -x` is
    /// for an integer.
    ///
    /// ```
    /// use game_dsl::bits::Wide;
    /// let set = Wide::<3>::bit(70) | Wide::bit(130);
    /// assert_eq!(set.lowest_bit(), Wide::bit(70));
    /// assert_eq!(Wide::<3>::ZERO.lowest_bit(), Wide::ZERO);
    /// ```
    #[inline(always)]
    pub fn lowest_bit(self) -> Self {
        let mut out = [0; N];
        let mut seen = false;
        for (o, &w) in out.iter_mut().zip(&self.0) {
            *o = if seen { 0 } else { w & w.wrapping_neg() };
            seen |= w != 0;
        }
        Wide(out)
    }
}

impl<const N: usize> BitSet for Wide<N> {
    const WORDS: usize = N;
    #[inline(always)]
    fn bit(index: usize) -> Self {
        Wide::bit(index)
    }
    #[inline(always)]
    fn has(self, index: usize) -> bool {
        Wide::has(self, index)
    }
    #[inline(always)]
    fn lowest_bit(self) -> Self {
        Wide::lowest_bit(self)
    }
    #[inline(always)]
    fn word(self, i: usize) -> u64 {
        self.0[i]
    }
}

impl<const N: usize> Default for Wide<N> {
    fn default() -> Self {
        Self::ZERO
    }
}

impl<const N: usize> Bits for Wide<N> {
    const ZERO: Self = Wide([0; N]);
    #[inline(always)]
    fn is_zero(self) -> bool {
        Wide::is_zero(self)
    }
    #[inline(always)]
    fn lowest(self) -> u32 {
        self.trailing_zeros()
    }
    #[inline(always)]
    fn without_lowest(mut self) -> Self {
        for w in &mut self.0 {
            if *w != 0 {
                *w &= *w - 1;
                break;
            }
        }
        self
    }
    #[inline(always)]
    fn count(self) -> u32 {
        self.count_ones()
    }
}

macro_rules! wide_bitwise {
    ($($op:ident $method:ident $assign:ident $assign_method:ident),*) => {$(
        impl<const N: usize> std::ops::$op for Wide<N> {
            type Output = Self;
            #[inline(always)]
            fn $method(mut self, other: Self) -> Self {
                std::ops::$assign::$assign_method(&mut self, other);
                self
            }
        }
        impl<const N: usize> std::ops::$assign for Wide<N> {
            /// Word by word in a loop, not `array::from_fn`, which the compiler may leave out
            /// of line.
            #[inline(always)]
            fn $assign_method(&mut self, other: Self) {
                for (word, other) in self.0.iter_mut().zip(other.0) {
                    std::ops::$assign::$assign_method(word, other);
                }
            }
        }
    )*};
}
wide_bitwise!(
    BitAnd bitand BitAndAssign bitand_assign,
    BitOr bitor BitOrAssign bitor_assign,
    BitXor bitxor BitXorAssign bitxor_assign
);

impl<const N: usize> std::ops::Not for Wide<N> {
    type Output = Self;
    #[inline(always)]
    fn not(self) -> Self {
        let mut words = self.0;
        for word in &mut words {
            *word = !*word;
        }
        Wide(words)
    }
}

impl<const N: usize> std::ops::Shl<u32> for Wide<N> {
    type Output = Self;
    /// Towards higher cells, across words; bits past the last word are lost.
    #[inline(always)]
    fn shl(self, by: u32) -> Self {
        let (skip, bits) = ((by / 64) as usize, by % 64);
        let mut words = [0; N];
        for (i, word) in words.iter_mut().enumerate().skip(skip) {
            let high = self.0[i - skip] << bits;
            *word = if bits == 0 || i == skip {
                high
            } else {
                high | self.0[i - skip - 1] >> (64 - bits)
            };
        }
        Wide(words)
    }
}

impl<const N: usize> std::ops::Shr<u32> for Wide<N> {
    type Output = Self;
    /// Towards lower cells, across words; bits shifted below cell 0 are lost.
    #[inline(always)]
    fn shr(self, by: u32) -> Self {
        let (skip, bits) = ((by / 64) as usize, by % 64);
        let mut words = [0; N];
        for (i, word) in words.iter_mut().enumerate().take(N.saturating_sub(skip)) {
            let low = self.0[i + skip] >> bits;
            *word = if bits == 0 || i + skip + 1 >= N {
                low
            } else {
                low | self.0[i + skip + 1] << (64 - bits)
            };
        }
        Wide(words)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn from_u128(x: u128) -> Wide<2> {
        Wide::from_words([x as u64, (x >> 64) as u64])
    }

    /// A naive bit vector: one `bool` per cell.
    fn bools(w: Wide<4>) -> Vec<bool> {
        (0..256).map(|i| w.has(i)).collect()
    }

    fn from_bools(b: &[bool]) -> Wide<4> {
        b.iter()
            .enumerate()
            .filter(|&(_, &set)| set)
            .fold(Wide::ZERO, |w, (i, _)| w | Wide::bit(i))
    }

    #[test]
    fn shifts_cross_words() {
        let w = Wide::<3>::bit(63);
        assert_eq!(w << 1, Wide::bit(64));
        assert_eq!(w << 65, Wide::bit(128));
        assert_eq!(w << 129, Wide::ZERO);
        assert_eq!(Wide::<3>::bit(128) >> 65, Wide::bit(63));
        assert_eq!(Wide::<3>::bit(128) >> 128, Wide::bit(0));
        assert_eq!(Wide::<3>::bit(5) >> 6, Wide::ZERO);
        assert_eq!(Wide::<3>::bit(191) >> 0, Wide::bit(191));
        assert_eq!(Wide::<3>::ZERO.trailing_zeros(), 192);
        assert!(Wide::<3>::bit(500).is_zero());
    }

    proptest! {
        #[test]
        fn matches_u128(a: u128, b: u128, by in 0u32..128) {
            let (wa, wb) = (from_u128(a), from_u128(b));
            prop_assert_eq!(wa << by, from_u128(a << by));
            prop_assert_eq!(wa >> by, from_u128(a >> by));
            prop_assert_eq!(wa & wb, from_u128(a & b));
            prop_assert_eq!(wa | wb, from_u128(a | b));
            prop_assert_eq!(wa ^ wb, from_u128(a ^ b));
            prop_assert_eq!(!wa, from_u128(!a));
            prop_assert_eq!(wa.count_ones(), a.count_ones());
            prop_assert_eq!(wa.trailing_zeros(), a.trailing_zeros());
            prop_assert_eq!(Bits::without_lowest(wa), from_u128(a & a.wrapping_sub(1)));
            prop_assert_eq!(wa.lowest_bit(), from_u128(a & a.wrapping_neg()));
            prop_assert_eq!([wa.word(0), wa.word(1)], [BitSet::word(a, 0), BitSet::word(a, 1)]);
        }

        #[test]
        fn matches_bool_vector(words: [u64; 4], by in 0u32..300) {
            let w = Wide::from_words(words);
            let b = bools(w);
            let by_us = by as usize;
            let left: Vec<bool> = (0..256).map(|i| i >= by_us && b[i - by_us]).collect();
            let right: Vec<bool> = (0..256).map(|i| i + by_us < 256 && b[i + by_us]).collect();
            prop_assert_eq!(w << by, from_bools(&left));
            prop_assert_eq!(w >> by, from_bools(&right));
            let cells: Vec<usize> = Cells::new(w).map(|m| m.index()).collect();
            let expected: Vec<usize> = (0..256).filter(|&i| b[i]).collect();
            prop_assert_eq!(cells, expected);
        }
    }
}
