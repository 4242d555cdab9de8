//! Whether a side's stones form one group (Lines of Action's win, `win: connected`), or join
//! its two sides (Hex's win, `win: connect`): a flood fill by shifts over the bitboard, each
//! round growing the group by all its neighbours at once, with masks of the edge columns so
//! that nothing wraps around the board.

use super::Pieces;
use super::board::Board;
use super::rules::PieceRules;
use crate::bits::Bits;

/// The cells of a `width x height` board outside column `column`.
const fn off_column(width: u32, height: u32, column: u32) -> u128 {
    let mut mask = 0;
    let mut row = 0;
    while row < height {
        mask |= 1u128 << (row * width + column);
        row += 1;
    }
    let cells = width * height;
    let board = if cells == 128 {
        u128::MAX
    } else {
        (1u128 << cells) - 1
    };
    board & !mask
}

impl<R: PieceRules> Pieces<R> {
    /// The cells that have a neighbour to the left: all but the first column's.
    pub(super) const HAS_LEFT: u128 = off_column(R::WIDTH, R::HEIGHT, 0);
    /// The cells that have a neighbour to the right: all but the last column's.
    pub(super) const HAS_RIGHT: u128 = off_column(R::WIDTH, R::HEIGHT, R::WIDTH - 1);

    /// `cells` and their eight neighbours on the board.
    #[inline(always)]
    fn grown(cells: R::Bits) -> R::Bits {
        let across = cells
            | (cells & R::Bits::from_u128(Self::HAS_RIGHT)) << 1
            | (cells & R::Bits::from_u128(Self::HAS_LEFT)) >> 1;
        (across | across << R::WIDTH | across >> R::WIDTH) & Self::board()
    }

    /// Whether `stones` are one group of 8-connected stones (none is no group).
    #[inline]
    pub(super) fn connected(stones: R::Bits) -> bool {
        if stones.is_zero() {
            return false;
        }
        let mut group = R::Bits::cell(stones.lowest());
        loop {
            let next = Self::grown(group) & stones;
            if next == group {
                return group == stones;
            }
            group = next;
        }
    }

    /// Whether `player`'s stones join its two sides ([`PieceRules::SIDES`]) through
    /// neighbours along [`PieceRules::CONNECT`]: the stones on the first side grow by a shift
    /// along every direction a round, within the stones, until they reach the second side or
    /// stop growing.
    #[inline]
    pub(super) fn joins(stones: R::Bits, player: usize) -> bool {
        let [from, to] = R::SIDES[player].map(R::Bits::from_u128);
        let mut group = stones & from;
        loop {
            if !(group & to).is_zero() {
                return true;
            }
            let next = R::CONNECT
                .iter()
                .fold(group, |grown, d| grown | d.shift(group))
                & stones;
            if next == group {
                return false;
            }
            group = next;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::off_column;

    #[test]
    fn columns_are_masked_row_by_row() {
        // 3 x 2: cells 0 1 2 / 3 4 5.
        assert_eq!(off_column(3, 2, 0), 0b110_110);
        assert_eq!(off_column(3, 2, 2), 0b011_011);
        assert_eq!(off_column(8, 16, 7).count_ones(), 112);
    }
}
