//! Whether a side's stones form one group (Lines of Action's win, `win: connected`), or make
//! a chain that wins: one that touches enough regions of the board (Hex's two sides, Y's three,
//! Havannah's two corners or three edges: [`Join`]), or goes around a cell (Havannah's ring). A
//! flood fill by shifts over the bitboard, each round growing the group by all its neighbours
//! at once, with masks of the edge columns so that nothing wraps around the board.

use super::Pieces;
use super::board::{Board, Mask, Words, first_cells};
use super::rules::PieceRules;
use crate::bits::Bits;

/// The cells of a `width x height` board outside column `column`, as words.
const fn off_column(width: u32, height: u32, column: u32) -> Words {
    let mut words = first_cells(width * height);
    let mut row = 0;
    while row < height {
        let cell = row * width + column;
        words[cell as usize / 64] &= !(1 << (cell % 64));
        row += 1;
    }
    words
}

/// Regions that a chain of a player's stones wins by touching: `count` of `regions`
/// ([`PieceRules::JOINS`]).
///
/// ```
/// use game_dsl::pieces::Join;
/// // Y's three sides on a triangle of 3 (cells a1 b1 c1 / a2 b2 / a3 in a 3 x 3 rhombus).
/// use game_dsl::pieces::Mask;
/// const Y: Join = Join {
///     count: 3,
///     regions: &[Mask::bits(0b000_000_111), Mask::bits(0b001_001_001), Mask::bits(0b001_010_100)],
/// };
/// assert_eq!(Y.touched(0b000_010_110u16), 2);
/// assert!(Y.met(0b001_010_110u16));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Join {
    /// How many of `regions` one chain must touch.
    pub count: u32,
    /// The regions, each a set of cells.
    pub regions: &'static [Mask],
}

impl Join {
    /// How many of the regions `chain` touches.
    #[inline(always)]
    pub fn touched<B: Board>(self, chain: B) -> u32 {
        self.regions
            .iter()
            .filter(|region| !(chain & region.get::<B>()).is_zero())
            .count() as u32
    }

    /// Whether `chain` touches enough of the regions.
    #[inline(always)]
    pub fn met<B: Board>(self, chain: B) -> bool {
        self.touched(chain) >= self.count
    }
}

impl<R: PieceRules> Pieces<R> {
    /// The cells that have a neighbour to the left: all but the first column's.
    pub(super) const HAS_LEFT: Words = off_column(R::WIDTH, R::HEIGHT, 0);
    /// The cells that have a neighbour to the right: all but the last column's.
    pub(super) const HAS_RIGHT: Words = off_column(R::WIDTH, R::HEIGHT, R::WIDTH - 1);

    /// `cells` and their eight neighbours on the board.
    #[inline(always)]
    fn grown(cells: R::Bits) -> R::Bits {
        let across = cells
            | (cells & R::Bits::from_words(&Self::HAS_RIGHT)) << 1
            | (cells & R::Bits::from_words(&Self::HAS_LEFT)) >> 1;
        (across | across << R::WIDTH | across >> R::WIDTH) & Self::board()
    }

    /// Whether `stones` are one group of 8-connected stones, of stones joined through a
    /// hexagon's six neighbours on [`PieceRules::HEXAGONS`] (none is no group).
    #[inline]
    pub(super) fn connected(stones: R::Bits) -> bool {
        if stones.is_zero() {
            return false;
        }
        let seed = R::Bits::cell(stones.lowest());
        let group = if R::HEXAGONS {
            Self::flood(seed, stones)
        } else {
            Self::spread(seed, stones, Self::grown)
        };
        group == stones
    }

    /// `cells` and their neighbours along [`PieceRules::CONNECT`].
    #[inline(always)]
    fn chained(cells: R::Bits) -> R::Bits {
        R::CONNECT
            .iter()
            .fold(cells, |grown, d| grown | d.shift(cells))
    }

    /// The cells of `within` that `seeds` reach through neighbours along
    /// [`PieceRules::CONNECT`] (`seeds` among them).
    #[inline]
    fn flood(seeds: R::Bits, within: R::Bits) -> R::Bits {
        Self::spread(seeds, within, Self::chained)
    }

    /// The cells of `within` that `seeds` reach, `grow` giving a set and its neighbours.
    #[inline(always)]
    fn spread(seeds: R::Bits, within: R::Bits, grow: impl Fn(R::Bits) -> R::Bits) -> R::Bits {
        let mut group = seeds & within;
        loop {
            let next = grow(group) & within;
            if next == group {
                return group;
            }
            group = next;
        }
    }

    /// Whether the game has chains that win ([`PieceRules::JOINS`], [`PieceRules::RING`]).
    pub(super) const CHAINS: bool = !R::JOINS[0].is_empty() || !R::JOINS[1].is_empty() || R::RING;

    /// Whether `player`'s stones make a chain that wins: one that touches the regions of one
    /// of its joins ([`PieceRules::JOINS`]), or goes around a cell ([`PieceRules::RING`]).
    #[inline]
    pub(super) fn chain_wins(stones: R::Bits, player: usize) -> bool {
        let joins = R::JOINS[player];
        if let [join] = joins
            && let [from, to] = join.regions
            && join.count == 2
            && !R::RING
        {
            // Two sides (Hex): the stones on the first grow until they reach the second.
            let (from, to) = (from.get::<R::Bits>(), to.get::<R::Bits>());
            let mut group = stones & from;
            loop {
                if !(group & to).is_zero() {
                    return true;
                }
                let next = Self::chained(group) & stones;
                if next == group {
                    return false;
                }
                group = next;
            }
        }
        // Each chain on its own: only those that touch a region may join regions.
        let mut left = if R::RING {
            stones
        } else {
            let touching = joins
                .iter()
                .flat_map(|join| join.regions)
                .fold(R::Bits::ZERO, |all, region| all | region.get());
            stones & touching
        };
        while !left.is_zero() {
            let chain = Self::flood(R::Bits::cell(left.lowest()), stones);
            if joins.iter().any(|join| join.met(chain))
                || (R::RING && chain.count() >= 6 && Self::rings(chain))
            {
                return true;
            }
            left &= !chain;
        }
        false
    }

    /// Whether `chain` goes around one or more cells: the other cells are flooded from the
    /// border ([`PieceRules::BORDER`]); a cell off the border, not reached and next to none
    /// reached, is inside a ring (an empty or enemy cell, or a stone of the chain whose
    /// neighbours all are).
    #[inline]
    fn rings(chain: R::Bits) -> bool {
        let open = !chain & Self::board();
        let outside = Self::flood(open & R::BORDER.get::<R::Bits>(), open);
        !(Self::board() & !R::BORDER.get::<R::Bits>() & !Self::chained(outside)).is_zero()
    }
}

#[cfg(test)]
mod tests {
    use super::off_column;

    #[test]
    fn columns_are_masked_row_by_row() {
        // 3 x 2: cells 0 1 2 / 3 4 5.
        assert_eq!(off_column(3, 2, 0)[0], 0b110_110);
        assert_eq!(off_column(3, 2, 2)[0], 0b011_011);
        let ones = |words: [u64; 16]| words.iter().map(|w| w.count_ones()).sum::<u32>();
        assert_eq!(ones(off_column(8, 16, 7)), 112);
        assert_eq!(ones(off_column(12, 12, 0)), 132);
    }
}
