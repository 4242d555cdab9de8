//! [`Spin`]: a rearrangement of the board's cells that ends a turn, chosen by the mover among
//! the turn's ([`Turn::spin`](super::Turn::spin)): Pentago's quarter turn of a block, after a
//! stone placed or any other part.

use super::Dir;
use crate::pieces::board::{Board, Mask};

/// A fixed rearrangement of some cells: the cells of `moving` go each by the offset of the one
/// of `moves` whose `from` mask holds it, and every other cell stays. A quarter turn of a block
/// moves each cell by an offset that depends on its place in the block alone, so a turn is one
/// masked shift per offset (eight for a block of 3 x 3, whose centre stays), whatever the
/// block holds: the mover's stones, the opponent's, promoted stones and blocked cells alike.
///
/// ```
/// use game_dsl::pieces::{Dir, Mask, Spin};
/// // The top-left block of 2 x 2 on a board 4 wide, turned clockwise: a1 -> b1 -> b2 -> a2
/// // -> a1 (cells 0 -> 1 -> 5 -> 4 -> 0).
/// const CLOCKWISE: Spin = Spin {
///     moving: Mask::bits(0b11_0011),
///     moves: &[
///         Dir { offset: 1, from: Mask::bits(0b1) },
///         Dir { offset: 4, from: Mask::bits(0b10) },
///         Dir { offset: -1, from: Mask::bits(0b10_0000) },
///         Dir { offset: -4, from: Mask::bits(0b1_0000) },
///     ],
/// };
/// assert_eq!(CLOCKWISE.apply(0b1u16), 0b10);
/// assert_eq!(CLOCKWISE.apply(0b10_0000u16), 0b1_0000);
/// // Cells off the block stay where they are.
/// assert_eq!(CLOCKWISE.apply(0b1000_0001u16), 0b1000_0010);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Spin {
    /// The cells that move.
    pub moving: Mask,
    /// The shifts that move them: each cell of `moving` is in the `from` mask of exactly one.
    pub moves: &'static [Dir],
}

impl Spin {
    /// The set `cells` rearranged.
    #[inline(always)]
    pub fn apply<B: Board>(self, cells: B) -> B {
        let mut out = cells & !self.moving.get::<B>();
        for d in self.moves {
            out |= d.shift(cells);
        }
        out
    }
}
