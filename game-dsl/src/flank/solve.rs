//! The exact search of a flanking game's last empty cells, for every board the macro generates.
//!
//! Near the end of a game the engine's table and move lists cost more than the subtrees they
//! order, so a flank game searches its last [`FEW_EMPTY`] cells over the two sets of stones
//! alone, without the game's struct. The search is the runtime's, generic over a [`Board`]: what
//! depends on the board's geometry (the flips of a move, the stable stones, the tables of
//! neighbours and quadrants) the macro generates and implements the trait with, one line each;
//! the search itself, its move ordering by parity and its cut-offs are written here once. The
//! engine calls it through `Endgame::exact_value_within` and counts the positions it returns.

use std::ops::{BitAnd, BitOr, BitXor, Not};

use crate::bits::Bits;
use crate::cpu::Isa;

/// The most empty cells for which [`exact_value`] searches: below it the engine's table and move
/// lists cost more than the subtrees (docs/benchmarks.md).
pub const FEW_EMPTY: u32 = 6;

/// From this many empty cells on, the search cuts off a position whose stable stones keep it
/// from reaching alpha; nearer the end the test costs more than it saves (docs/benchmarks.md).
pub const CEILING_EMPTY: u32 = 6;

/// A set of cells of a flanking game: an unsigned integer of 16 to 128 bits.
pub trait Stones:
    Bits + BitAnd<Output = Self> + BitOr<Output = Self> + BitXor<Output = Self> + Not<Output = Self>
{
    /// The set of the one cell `cell`.
    fn cell(cell: u32) -> Self;
}

macro_rules! impl_stones {
    ($($t:ty),*) => {$(
        impl Stones for $t {
            #[inline(always)]
            fn cell(cell: u32) -> Self {
                1 << cell
            }
        }
    )*};
}
impl_stones!(u16, u32, u64, u128);

/// What the exact search needs of a flanking game's board: the generated game implements it
/// with its tables and its bit work. The stones are the player's to move (`mine`) and the
/// other's (`theirs`).
pub trait Board {
    /// The sets of cells.
    type Stones: Stones;
    /// Every cell of the board.
    const CELLS: Self::Stones;
    /// The board cut in four at its middle row and column.
    const QUADRANTS: [Self::Stones; 4];
    /// The cells tried first within each parity: those the game's ordering hint does not rank
    /// below zero (Othello: the corners and the edges away from them).
    const PREFERRED: Self::Stones;
    /// Whether a side that cannot move passes (`pass: when_blocked`); else the game is over.
    const PASS: bool;

    /// The quadrant `cell` lies in.
    fn quadrant_of(cell: u32) -> Self::Stones;
    /// The neighbours of `cell` in the eight directions: a stone there flips nothing unless one
    /// of them is the opponent's.
    fn adjacent(cell: u32) -> Self::Stones;
    /// The stones of `theirs` that a stone of `mine` on `placed` (one cell) flips.
    fn flips(mine: Self::Stones, theirs: Self::Stones, placed: Self::Stones) -> Self::Stones;
    /// How many stones of `theirs` a stone of `mine` on `empty`, the last empty cell, flips.
    fn last_flip_count(mine: Self::Stones, theirs: Self::Stones, empty: Self::Stones) -> i32;
    /// The final margin for the side with the stones `mine`, the empty cells credited to the
    /// winner.
    fn margin(mine: Self::Stones, theirs: Self::Stones) -> i32;
    /// The stones of `stones` that no move can ever flip (`others`: the other side's).
    fn stable(stones: Self::Stones, others: Self::Stones) -> Self::Stones;
}

/// The exact value for `mine`, to move, inside `(alpha, beta)` (fail-soft), and the positions
/// searched, counted as the engine counts them; `None` with more than [`FEW_EMPTY`] empty cells.
#[cfg_attr(copies, inline(always))]
#[cfg_attr(not(copies), inline)]
pub fn exact_value<B: Board>(
    mine: B::Stones,
    theirs: B::Stones,
    alpha: i32,
    beta: i32,
) -> Option<(i32, u64)> {
    let empty = !(mine | theirs) & B::CELLS;
    if empty.count() > FEW_EMPTY {
        return None;
    }
    if empty.is_zero() {
        // The board is full: the game is over, one position.
        return Some((B::margin(mine, theirs), 1));
    }
    let mut nodes = 0;
    let odd = odd_regions::<B>(empty);
    let value = crate::at_level!(I => solve_few::<B, I>(mine, theirs, empty, odd, alpha, beta, false, &mut nodes));
    Some((value, nodes))
}

/// The most `mine` can win by, the cells less the opponent's stones that no move can flip, if
/// that is at most `alpha`. Always inlined, as it was when each game generated it: the search
/// tests it once a position from [`CEILING_EMPTY`] empty cells on.
#[inline(always)]
pub fn stable_ceiling<B: Board>(mine: B::Stones, theirs: B::Stones, alpha: i32) -> Option<i32> {
    let cells = B::CELLS.count() as i32;
    if cells - 2 * (theirs.count() as i32) > alpha {
        // Not even with every stone of theirs stable.
        return None;
    }
    let ceiling = cells - 2 * (B::stable(theirs, mine).count() as i32);
    (ceiling <= alpha).then_some(ceiling)
}

/// The quadrants that hold an odd number of the `empty` cells.
#[cfg_attr(copies, inline(always))]
#[cfg_attr(not(copies), inline)]
fn odd_regions<B: Board>(empty: B::Stones) -> B::Stones {
    let mut odd = B::Stones::ZERO;
    for region in B::QUADRANTS {
        if (empty & region).count() % 2 == 1 {
            odd = odd | region;
        }
    }
    odd
}

/// [`last_value_here`] where the build has copies ([`crate::cpu`]): out of line, in the copy
/// for `I` (as [`flips_in`]).
#[cfg(copies)]
#[inline(always)]
fn last_value<B: Board, I: Isa>(mine: B::Stones, theirs: B::Stones, empty: B::Stones) -> i32 {
    // SAFETY: `I` is the level `exact_value` chose.
    unsafe {
        I::run(
            (mine, theirs, empty),
            #[inline(always)]
            |(mine, theirs, empty)| last_value_here::<B, I>(mine, theirs, empty),
        )
    }
}

#[cfg(not(copies))]
use last_value_here as last_value;

/// [`Board::flips`] where the build has copies: out of line, in the copy for `I`, as the
/// compiler leaves it in a build without copies.
#[cfg(copies)]
#[inline(always)]
fn flips_in<B: Board, I: Isa>(mine: B::Stones, theirs: B::Stones, placed: B::Stones) -> B::Stones {
    // SAFETY: `I` is the level `exact_value` chose.
    unsafe {
        I::run(
            (mine, theirs, placed),
            #[inline(always)]
            |(mine, theirs, placed)| B::flips(mine, theirs, placed),
        )
    }
}

/// [`Board::flips`] where the build has no copies (`I`: as the other build's signature).
#[cfg(not(copies))]
#[allow(clippy::extra_unused_type_parameters)]
#[inline(always)]
fn flips_in<B: Board, I: Isa>(mine: B::Stones, theirs: B::Stones, placed: B::Stones) -> B::Stones {
    B::flips(mine, theirs, placed)
}

/// With one empty cell left (`empty`), the final margin for `mine` from the stones that a stone
/// there flips, without playing it: [`last_value`] itself where the build has no copies.
#[cfg_attr(copies, inline(always))]
#[cfg_attr(not(copies), inline)]
#[allow(clippy::extra_unused_type_parameters)] // `I`: the signature of `last_value`'s.
fn last_value_here<B: Board, I: Isa>(mine: B::Stones, theirs: B::Stones, empty: B::Stones) -> i32 {
    let (mine_count, theirs_count) = (mine.count() as i32, theirs.count() as i32);
    let n = B::last_flip_count(mine, theirs, empty);
    if n != 0 {
        return mine_count + 1 + n - (theirs_count - n);
    }
    if B::PASS {
        let n = B::last_flip_count(theirs, mine, empty);
        if n != 0 {
            return mine_count - n - (theirs_count + 1 + n);
        }
    }
    B::margin(mine, theirs)
}

/// The exact final margin for `mine`, to move, with the `empty` cells left, inside `(alpha,
/// beta)` (fail-soft): alpha-beta over the stones alone, the moves in the quadrants with an odd
/// number of empty cells first (`odd`, kept up to date as the moves are played), within each the
/// [`Board::PREFERRED`] cells first, counting the positions in `nodes` as the engine does
/// (`passed`: the other side has just passed).
#[cfg(copies)]
#[allow(clippy::too_many_arguments)]
#[inline(always)]
fn solve_few<B: Board, I: Isa>(
    mine: B::Stones,
    theirs: B::Stones,
    empty: B::Stones,
    odd: B::Stones,
    alpha: i32,
    beta: i32,
    passed: bool,
    nodes: &mut u64,
) -> i32 {
    // SAFETY: `I` is the level `exact_value` chose. The recursion stays in its copy, without
    // asking for the level at each position (7% of FFO #40's samples, docs/benchmarks.md).
    unsafe {
        I::run(
            (mine, theirs, empty, odd, alpha, beta, passed, nodes),
            #[inline(always)]
            |(mine, theirs, empty, odd, alpha, beta, passed, nodes)| {
                solve_few_here::<B, I>(mine, theirs, empty, odd, alpha, beta, passed, nodes)
            },
        )
    }
}

#[cfg(not(copies))]
use solve_few_here as solve_few;

/// [`solve_few`] in the copy it runs in; [`solve_few`] itself where the build has no copies.
#[allow(clippy::too_many_arguments)]
#[cfg_attr(copies, inline(always))]
fn solve_few_here<B: Board, I: Isa>(
    mine: B::Stones,
    theirs: B::Stones,
    empty: B::Stones,
    odd: B::Stones,
    mut alpha: i32,
    beta: i32,
    passed: bool,
    nodes: &mut u64,
) -> i32 {
    *nodes += 1;
    let rest = empty.without_lowest();
    if rest.is_zero() {
        return last_value::<B, I>(mine, theirs, empty);
    }
    if empty.count() >= CEILING_EMPTY
        && let Some(ceiling) = stable_ceiling::<B>(mine, theirs, alpha)
    {
        return ceiling;
    }
    let mut best = i32::MIN;
    if rest.without_lowest().is_zero() {
        // Two empty cells: each move leads to the last cell's outcome at once.
        for (placed, last) in [(empty ^ rest, rest), (rest, empty ^ rest)] {
            if (B::adjacent(placed.lowest()) & theirs).is_zero() {
                continue;
            }
            let flipped = flips_in::<B, I>(mine, theirs, placed);
            if flipped.is_zero() {
                continue;
            }
            *nodes += 1;
            let value = -last_value::<B, I>(theirs ^ flipped, mine | placed | flipped, last);
            if value > best {
                best = value;
                if value >= beta {
                    return best;
                }
            }
        }
    } else {
        // The moves in the regions with an odd number of empty cells first: the side that plays
        // a region's last cell keeps what it flips there; within each, the cells the hint
        // prefers.
        let (in_odd, in_even) = (empty & odd, empty & !odd);
        for mut left in [
            in_odd & B::PREFERRED,
            in_odd & !B::PREFERRED,
            in_even & B::PREFERRED,
            in_even & !B::PREFERRED,
        ] {
            while !left.is_zero() {
                let cell = left.lowest();
                left = left.without_lowest();
                let placed = B::Stones::cell(cell);
                if (B::adjacent(cell) & theirs).is_zero() {
                    continue;
                }
                let flipped = flips_in::<B, I>(mine, theirs, placed);
                if flipped.is_zero() {
                    continue;
                }
                let value = -solve_few::<B, I>(
                    theirs ^ flipped,
                    mine | placed | flipped,
                    empty ^ placed,
                    odd ^ B::quadrant_of(cell),
                    -beta,
                    -alpha,
                    false,
                    nodes,
                );
                if value > best {
                    best = value;
                    if value > alpha {
                        alpha = value;
                        if alpha >= beta {
                            return best;
                        }
                    }
                }
            }
        }
    }
    if best != i32::MIN {
        return best;
    }
    if !B::PASS {
        // No move and no pass: the game is over.
        return B::margin(mine, theirs);
    }
    if passed {
        // Neither side can move: the position is over, and no pass was made.
        *nodes -= 1;
        return -B::margin(theirs, mine);
    }
    -solve_few::<B, I>(theirs, mine, empty, odd, -beta, -alpha, true, nodes)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One row of six cells, flanked along it; `P`: a blocked side passes.
    struct Row<const P: bool>;

    const N: u32 = 6;

    impl<const P: bool> Board for Row<P> {
        type Stones = u16;
        const CELLS: u16 = (1 << N) - 1;
        const QUADRANTS: [u16; 4] = [0b000111, 0b111000, 0, 0];
        const PREFERRED: u16 = 0b100001;
        const PASS: bool = P;

        fn quadrant_of(cell: u32) -> u16 {
            if cell < 3 { 0b000111 } else { 0b111000 }
        }

        fn adjacent(cell: u32) -> u16 {
            ((1u16 << cell << 1) | (1u16 << cell >> 1)) & Self::CELLS
        }

        fn flips(mine: u16, theirs: u16, placed: u16) -> u16 {
            let cell = placed.trailing_zeros() as i32;
            let mut flipped = 0;
            for step in [1, -1] {
                let (mut at, mut run) = (cell + step, 0u16);
                while (0..N as i32).contains(&at) && theirs >> at & 1 == 1 {
                    run |= 1 << at;
                    at += step;
                }
                if (0..N as i32).contains(&at) && mine >> at & 1 == 1 {
                    flipped |= run;
                }
            }
            flipped
        }

        fn last_flip_count(mine: u16, theirs: u16, empty: u16) -> i32 {
            Self::flips(mine, theirs, empty).count_ones() as i32
        }

        fn margin(mine: u16, theirs: u16) -> i32 {
            let (mine, theirs) = (mine.count_ones() as i32, theirs.count_ones() as i32);
            let empty = N as i32 - mine - theirs;
            match mine.cmp(&theirs) {
                std::cmp::Ordering::Greater => mine - theirs + empty,
                std::cmp::Ordering::Less => mine - theirs - empty,
                std::cmp::Ordering::Equal => 0,
            }
        }

        fn stable(_stones: u16, _others: u16) -> u16 {
            // None known: a looser ceiling, still a true one.
            0
        }
    }

    /// The value for `mine` by plain negamax over every move.
    fn negamax<B: Board<Stones = u16>>(mine: u16, theirs: u16) -> i32 {
        let empty = !(mine | theirs) & B::CELLS;
        let moves = |a: u16, b: u16| {
            (0..N)
                .map(|c| 1u16 << c)
                .filter(move |&p| empty & p != 0 && B::flips(a, b, p) != 0)
        };
        if moves(mine, theirs).next().is_none() {
            return if B::PASS && moves(theirs, mine).next().is_some() {
                -negamax::<B>(theirs, mine)
            } else {
                B::margin(mine, theirs)
            };
        }
        moves(mine, theirs)
            .map(|p| {
                let f = B::flips(mine, theirs, p);
                -negamax::<B>(theirs ^ f, mine | p | f)
            })
            .max()
            .unwrap()
    }

    /// Every layout of the row, both sides to move, against negamax: the exact value with an
    /// open window, and fail-soft bounds on the right side of narrow ones.
    fn agrees_with_negamax<B: Board<Stones = u16>>() -> usize {
        let mut checked = 0;
        for code in 0..3u32.pow(N) {
            let (mut mine, mut theirs, mut c) = (0u16, 0u16, code);
            for cell in 0..N {
                match c % 3 {
                    1 => mine |= 1 << cell,
                    2 => theirs |= 1 << cell,
                    _ => {}
                }
                c /= 3;
            }
            let expected = negamax::<B>(mine, theirs);
            let (value, nodes) = exact_value::<B>(mine, theirs, -100, 100).unwrap();
            assert_eq!(value, expected, "mine {mine:#b} theirs {theirs:#b}");
            assert!(nodes >= 1);
            for (alpha, beta) in [(-7, -2), (-1, 1), (0, 1), (2, 7), (5, 6), (6, 7)] {
                let (value, _) = exact_value::<B>(mine, theirs, alpha, beta).unwrap();
                if expected <= alpha {
                    assert!(value <= alpha, "{mine:#b} {theirs:#b} ({alpha}, {beta})");
                } else if expected >= beta {
                    assert!(value >= beta, "{mine:#b} {theirs:#b} ({alpha}, {beta})");
                } else {
                    assert_eq!(value, expected, "{mine:#b} {theirs:#b} ({alpha}, {beta})");
                }
            }
            checked += 1;
        }
        checked
    }

    #[test]
    fn the_search_of_the_last_cells_agrees_with_negamax_with_passes() {
        assert_eq!(agrees_with_negamax::<Row<true>>(), 729);
    }

    #[test]
    fn the_search_of_the_last_cells_agrees_with_negamax_without_passes() {
        assert_eq!(agrees_with_negamax::<Row<false>>(), 729);
    }

    #[test]
    fn a_full_board_is_one_position_and_more_empty_cells_are_not_searched() {
        assert_eq!(
            exact_value::<Row<true>>(0b000111, 0b111000, -100, 100),
            Some((0, 1))
        );
        assert_eq!(
            exact_value::<Row<true>>(0b001111, 0b110000, -100, 100),
            Some((2, 1))
        );
        // With more cells than FEW_EMPTY the game's own search is not used.
        struct Wide;
        impl Board for Wide {
            type Stones = u16;
            const CELLS: u16 = 0xff;
            const QUADRANTS: [u16; 4] = [0x0f, 0xf0, 0, 0];
            const PREFERRED: u16 = 0xff;
            const PASS: bool = true;
            fn quadrant_of(_: u32) -> u16 {
                0
            }
            fn adjacent(_: u32) -> u16 {
                0
            }
            fn flips(_: u16, _: u16, _: u16) -> u16 {
                0
            }
            fn last_flip_count(_: u16, _: u16, _: u16) -> i32 {
                0
            }
            fn margin(_: u16, _: u16) -> i32 {
                0
            }
            fn stable(_: u16, _: u16) -> u16 {
                0
            }
        }
        assert_eq!(exact_value::<Wide>(0b1, 0b0, -100, 100), None);
        assert!(exact_value::<Wide>(0b11, 0b0, -100, 100).is_some());
    }

    #[test]
    fn the_ceiling_counts_the_cells_less_the_opponents_stable_stones() {
        // Nothing is stable on the row: the ceiling is the six cells, reported at or below alpha.
        assert_eq!(stable_ceiling::<Row<true>>(0b1, 0b10, 6), Some(6));
        assert_eq!(stable_ceiling::<Row<true>>(0b1, 0b10, 5), None);
    }
}
