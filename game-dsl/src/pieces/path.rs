//! [`Path`]: a move of a pieces game, as the cells it touches.

use crate::moves::PackedMove;

/// The most moves a position of a pieces game lists: 2^20 routes of jumps (16 MiB). Chains of
/// jumps by any route have no useful bound (a 5 x 5 board has positions with 77,206 routes,
/// an 8 x 8 one with billions): the generator stops there, and the position parser refuses a
/// position with more, so that no position takes longer than that to list.
pub const MAX_ROUTES: usize = 1 << 20;

/// The most cells a [`Path`] holds: a stone's start and fifteen landings of a chain of jumps.
pub const MAX_CELLS: usize = 16;

const CELL_BITS: u32 = 7;
const CELL_MASK: u128 = (1 << CELL_BITS) - 1;
const LEN_SHIFT: u32 = CELL_BITS * MAX_CELLS as u32;
const TAG_SHIFT: u32 = LEN_SHIFT + 5;
const CAPTURE: u128 = 1 << (TAG_SHIFT + 4);

/// A move of a [pieces game](super): the cells it touches in order (a stone's start and where it
/// lands; every landing of a chain of jumps; the cell an arrow is shot to; the cells a shape is
/// placed on), the part of the rules that made it (its *tag*, the index of the turn in the
/// player's list) and whether it captures.
///
/// Cells are bit indexes, at most 127: a board of more than 128 cells has [`WidePath`]s.
///
/// ```
/// use game_dsl::pieces::Path;
/// let mv = Path::new(1).then(52).then(44);
/// assert_eq!((mv.len(), mv.cell(0), mv.last(), mv.tag()), (2, 52, 44, 1));
/// assert!(!mv.captures());
/// assert!(mv.capturing().captures());
/// assert_eq!(mv.cells().collect::<Vec<_>>(), [52, 44]);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Path(u128);

impl Path {
    /// A pass (`ps`): the path of no cell, in a game whose side without a move passes
    /// ([`PieceRules::PASS`](super::PieceRules::PASS)).
    ///
    /// ```
    /// use game_dsl::pieces::Path;
    /// assert!(Path::PASS.is_pass() && !Path::new(0).then(3).is_pass());
    /// ```
    pub const PASS: Path = Path::new(0);

    /// Whether the move is a pass.
    #[inline(always)]
    pub const fn is_pass(self) -> bool {
        self.is_empty()
    }

    /// An empty path of the turn `tag` (0 to 15).
    #[inline(always)]
    pub const fn new(tag: u8) -> Path {
        Path(((tag & 15) as u128) << TAG_SHIFT)
    }

    /// The path with one more cell (ignored once it holds [`MAX_CELLS`]).
    #[inline(always)]
    pub const fn then(self, cell: u32) -> Path {
        let len = self.len();
        if len == MAX_CELLS {
            return self;
        }
        let cleared = self.0 & !(31 << LEN_SHIFT);
        Path(
            cleared
                | ((cell as u128 & CELL_MASK) << (CELL_BITS * len as u32))
                | (((len + 1) as u128) << LEN_SHIFT),
        )
    }

    /// The same path, marked as a capture.
    #[inline(always)]
    pub const fn capturing(self) -> Path {
        Path(self.0 | CAPTURE)
    }

    /// Whether the move captures.
    #[inline(always)]
    pub const fn captures(self) -> bool {
        self.0 & CAPTURE != 0
    }

    /// The number of cells.
    #[inline(always)]
    pub const fn len(self) -> usize {
        ((self.0 >> LEN_SHIFT) & 31) as usize
    }

    /// Whether the path has no cell.
    #[inline(always)]
    pub const fn is_empty(self) -> bool {
        self.len() == 0
    }

    /// The `i`-th cell.
    #[inline(always)]
    pub const fn cell(self, i: usize) -> u32 {
        ((self.0 >> (CELL_BITS * i as u32)) & CELL_MASK) as u32
    }

    /// The last cell.
    #[inline(always)]
    pub const fn last(self) -> u32 {
        self.cell(self.len() - 1)
    }

    /// The turn of the player's rules that made the move.
    #[inline(always)]
    pub const fn tag(self) -> usize {
        ((self.0 >> TAG_SHIFT) & 15) as usize
    }

    /// The cells, in order.
    pub fn cells(self) -> impl Iterator<Item = u32> {
        (0..self.len()).map(move |i| self.cell(i))
    }

    /// Whether both paths touch the same cells in the same order (whatever their tags).
    #[inline]
    pub fn same_cells(self, other: Path) -> bool {
        let mask = (1u128 << (LEN_SHIFT + 5)) - 1;
        self.0 & mask == other.0 & mask
    }
}

impl PackedMove for Path {
    /// A mix of the cells: the engine's table keeps it as a hint.
    #[inline]
    fn pack(self) -> u16 {
        let mixed = crate::hash::mix(self.0 as u64 ^ crate::hash::mix((self.0 >> 64) as u64));
        (mixed >> 48) as u16
    }
}

/// A move of a pieces game as the generator writes it and the rules read it: a [`Path`] on a
/// board of at most 128 cells, a [`WidePath`] on a larger one ([`PieceRules::Path`]
/// (super::PieceRules::Path)), so that the small boards' moves stay 16 bytes.
pub trait Route:
    Copy + Eq + std::hash::Hash + std::fmt::Debug + Ord + PackedMove + Send + Sync + 'static
{
    /// The pass: the route of no cell.
    const PASS: Self;
    /// An empty route of the turn `tag` (0 to 15).
    fn new(tag: u8) -> Self;
    /// The route with one more cell (ignored once it holds [`MAX_CELLS`]).
    fn then(self, cell: u32) -> Self;
    /// The same route, marked as a capture.
    fn capturing(self) -> Self;
    /// Whether the move captures.
    fn captures(self) -> bool;
    /// The number of cells.
    fn len(self) -> usize;
    /// The `i`-th cell.
    fn cell(self, i: usize) -> u32;
    /// The turn of the player's rules that made the move.
    fn tag(self) -> usize;
    /// Whether both routes touch the same cells in the same order (whatever their tags).
    fn same_cells(self, other: Self) -> bool;

    /// Whether the route has no cell.
    #[inline(always)]
    fn is_empty(self) -> bool {
        self.len() == 0
    }
    /// Whether the move is a pass.
    #[inline(always)]
    fn is_pass(self) -> bool {
        self.is_empty()
    }
    /// The last cell.
    #[inline(always)]
    fn last(self) -> u32 {
        self.cell(self.len() - 1)
    }
    /// The cells, in order.
    fn cells(self) -> impl Iterator<Item = u32> {
        (0..self.len()).map(move |i| self.cell(i))
    }
}

impl Route for Path {
    const PASS: Path = Path::PASS;
    #[inline(always)]
    fn new(tag: u8) -> Path {
        Path::new(tag)
    }
    #[inline(always)]
    fn then(self, cell: u32) -> Path {
        Path::then(self, cell)
    }
    #[inline(always)]
    fn capturing(self) -> Path {
        Path::capturing(self)
    }
    #[inline(always)]
    fn captures(self) -> bool {
        Path::captures(self)
    }
    #[inline(always)]
    fn len(self) -> usize {
        Path::len(self)
    }
    #[inline(always)]
    fn cell(self, i: usize) -> u32 {
        Path::cell(self, i)
    }
    #[inline(always)]
    fn tag(self) -> usize {
        Path::tag(self)
    }
    #[inline(always)]
    fn same_cells(self, other: Path) -> bool {
        Path::same_cells(self, other)
    }
}

/// A move of a pieces game on a board of more than 128 cells: a [`Path`] of the low seven bits
/// of each cell, and the high three bits of each cell (boards of up to 1,024 cells) in a word
/// of their own. Ordered as its path, then by the high bits.
///
/// ```
/// use game_dsl::pieces::{Route, WidePath};
/// let mv = WidePath::new(2).then(300).then(1_000).capturing();
/// assert_eq!(mv.cells().collect::<Vec<_>>(), [300, 1_000]);
/// assert_eq!((mv.len(), mv.tag(), mv.captures(), mv.last()), (2, 2, true, 1_000));
/// assert!(!mv.same_cells(WidePath::new(2).then(300).then(1_001)));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct WidePath {
    /// The cells' low bits, the length, the tag and the capture.
    path: Path,
    /// The cells' high bits, [`HIGH_BITS`] a cell.
    high: u64,
}

/// The bits of a cell beyond the seven of a [`Path`].
const HIGH_BITS: u32 = 3;

impl Route for WidePath {
    const PASS: WidePath = WidePath {
        path: Path::PASS,
        high: 0,
    };
    #[inline(always)]
    fn new(tag: u8) -> WidePath {
        WidePath {
            path: Path::new(tag),
            high: 0,
        }
    }
    #[inline(always)]
    fn then(self, cell: u32) -> WidePath {
        let len = self.path.len() as u32;
        if len as usize == MAX_CELLS {
            return self;
        }
        let high = u64::from(cell >> CELL_BITS & ((1 << HIGH_BITS) - 1));
        WidePath {
            path: self.path.then(cell),
            high: self.high | high << (HIGH_BITS * len),
        }
    }
    #[inline(always)]
    fn capturing(self) -> WidePath {
        WidePath {
            path: self.path.capturing(),
            ..self
        }
    }
    #[inline(always)]
    fn captures(self) -> bool {
        self.path.captures()
    }
    #[inline(always)]
    fn len(self) -> usize {
        self.path.len()
    }
    #[inline(always)]
    fn cell(self, i: usize) -> u32 {
        let high = (self.high >> (HIGH_BITS * i as u32)) as u32 & ((1 << HIGH_BITS) - 1);
        self.path.cell(i) | high << CELL_BITS
    }
    #[inline(always)]
    fn tag(self) -> usize {
        self.path.tag()
    }
    #[inline(always)]
    fn same_cells(self, other: WidePath) -> bool {
        self.path.same_cells(other.path) && self.high == other.high
    }
}

impl PackedMove for WidePath {
    /// The path's mix, and the high bits' when a cell has some.
    #[inline]
    fn pack(self) -> u16 {
        let low = self.path.pack();
        if self.high == 0 {
            low
        } else {
            low ^ (crate::hash::mix(self.high) >> 48) as u16
        }
    }
}
