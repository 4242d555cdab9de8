//! Whether a side's stones make a line of [`PieceRules::LINE`] (`win: line N` with stones that
//! move): for each of the four axes of squares (three of hexagons), the cells that start a run
//! of `k + 1` stones are those that start a run of `k` and whose neighbour along the axis does
//! too, one shift and mask a round, so that the line is found over the whole board at once.

use super::Pieces;
use super::board::Board;
use super::rules::PieceRules;
use crate::bits::Bits;

impl<R: PieceRules> Pieces<R> {
    /// Whether `stones` hold a line of [`PieceRules::LINE`] in a row, a column or a diagonal.
    #[inline]
    pub(super) fn has_line(stones: R::Bits) -> bool {
        let (width, has_right, has_left) = (
            R::WIDTH,
            R::Bits::from_words(&Self::HAS_RIGHT),
            R::Bits::from_words(&Self::HAS_LEFT),
        );
        // Each axis as the shift from a cell to its next one (up to the right on hexagons: a
        // shift the other way), and the cells that have one.
        let axes = [
            (1, has_right),
            (width, Self::board()),
            (width + 1, has_right),
            (width - 1, has_left),
        ];
        let axes = if R::HEXAGONS { &axes[..2] } else { &axes[..] };
        axes.iter()
            .any(|&(shift, from)| Self::runs(stones, |starts| (starts >> shift) & from))
            || (R::HEXAGONS && Self::runs(stones, |starts| (starts << (width - 1)) & has_right))
    }

    /// Whether `stones` hold a run of [`PieceRules::LINE`] (of exactly that many with
    /// [`PieceRules::LINE_EXACT`]), `next` giving the cells whose next cell along the axis is
    /// in a set.
    #[inline(always)]
    fn runs(stones: R::Bits, next: impl Fn(R::Bits) -> R::Bits) -> bool {
        let mut starts = stones;
        for _ in 1..R::LINE {
            starts &= next(starts);
        }
        if !R::LINE_EXACT {
            return !starts.is_zero();
        }
        // The starts of runs no longer than the line, less those right after a stone (a stone
        // whose next cell is such a start begins a longer run): one for one, so a run of
        // exactly the line is there when the first outnumber the second.
        let stop = starts & !next(starts);
        stop.count() > (stones & next(stop)).count()
    }
}

#[cfg(test)]
mod tests {
    use crate::game;

    game! {
        /// Three stones a side that step onto any empty neighbour; three in a line wins.
        pub Achi {
            board: 3 x 3,
            start: { X: [a1, c1, a2], O: [a3, c3, c2] },
            moves: [step all],
            win: line 3,
        }
    }

    type Line = super::Pieces<AchiRules>;

    #[test]
    fn lines_are_found_on_every_axis_and_never_across_an_edge() {
        // Cells 0 1 2 / 3 4 5 / 6 7 8.
        for line in [
            0b111,
            0b111_000,
            0b111_000_000,
            0b001_001_001,
            0b100_010_001,
            0b001_010_100,
        ] {
            assert!(Line::has_line(line), "{line:#b}");
        }
        // Runs that wrap from one row to the next (cells 2 3 4 along a row, 0 2 4 along a
        // diagonal) are no lines.
        for scattered in [
            0b011_100,
            0b110_001,
            0b000_010_101,
            0b000_011_001,
            0b010_001_100,
        ] {
            assert!(!Line::has_line(scattered), "{scattered:#b}");
        }
    }
}
