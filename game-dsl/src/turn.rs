//! Turns of two actions: a stone placed, then a square block of the board turned a quarter
//! (`moves: place then rotate ...`, Pentago).
//!
//! The generated code turns the blocks itself, with masks and shifts laid out when the macro
//! runs; what every such game shares is here: the iterator over the moves (each empty cell with
//! each turn of each block, without building a list) and the moves' text.
//!
//! A move is coded `cell * turns + block * 2 + clockwise`, `turns` being twice the number of
//! blocks: the order of OpenSpiel's `pentago` actions, whose quadrants are numbered otherwise.

use crate::bits::Bits;
use crate::{Move, MoveError};

/// Each cell of a set with each of `N` turns, lowest cell first: the moves
/// `cell * N + turn` for `turn` in `0..N`. Its `count` is a population count times `N`, so that
/// perft counts the last ply without iterating.
///
/// ```
/// use game_dsl::turn::CellsTurned;
/// let moves: Vec<u16> = CellsTurned::<u16, 2>::new(0b101).map(|m| m.code()).collect();
/// assert_eq!(moves, [0, 1, 4, 5]);
/// assert_eq!(CellsTurned::<u64, 8>::new(0b111).count(), 24);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct CellsTurned<B, const N: u16> {
    /// The cells not yet finished.
    cells: B,
    /// The next turn of the lowest cell.
    turn: u16,
}

impl<B: Bits, const N: u16> CellsTurned<B, N> {
    /// The moves on the cells of `set`.
    #[inline(always)]
    pub fn new(cells: B) -> Self {
        CellsTurned { cells, turn: 0 }
    }
}

impl<B: Bits, const N: u16> Iterator for CellsTurned<B, N> {
    type Item = Move;

    #[inline(always)]
    fn next(&mut self) -> Option<Move> {
        if self.cells.is_zero() {
            return None;
        }
        let code = self.cells.lowest() as u16 * N + self.turn;
        self.turn += 1;
        if self.turn == N {
            self.turn = 0;
            self.cells = self.cells.without_lowest();
        }
        Some(Move::new(code))
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.cells.count() as usize * usize::from(N) - usize::from(self.turn);
        (n, Some(n))
    }

    /// A population count times `N`, without iterating.
    #[inline]
    fn count(self) -> usize {
        self.size_hint().0
    }
}

impl<B: Bits, const N: u16> ExactSizeIterator for CellsTurned<B, N> {}

/// What a move of this notation looks like, for errors.
fn expected(width: usize, height: usize, blocks: usize) -> String {
    format!(
        "a square a1..{} and the block turned, as in `a1:1+`: the block's number 1..{blocks} \
         (row by row from the top left), `+` clockwise or `-` counter-clockwise",
        crate::notation::square_name(width * height - 1, width)
    )
}

/// Reads a placement and a turn: the square (column letter, row number from the top), `:`, the
/// block's number from 1 (blocks numbered row by row from the top left) and `+` for a quarter
/// turn clockwise or `-` counter-clockwise: `d5:2+`. Either case.
///
/// ```
/// use game_dsl::turn::parse_placed_turn;
/// use game_dsl::Move;
/// assert_eq!(parse_placed_turn("a1:1-", 6, 6, 4), Ok(Move::new(0)));
/// assert_eq!(parse_placed_turn(" B1:4+ ", 6, 6, 4), Ok(Move::new(8 + 7)));
/// assert_eq!(
///     parse_placed_turn("a1", 6, 6, 4).unwrap_err().to_string(),
///     "malformed move `a1`: expected a square a1..f6 and the block turned, as in `a1:1+`: the \
///      block's number 1..4 (row by row from the top left), `+` clockwise or `-` counter-clockwise"
/// );
/// assert!(parse_placed_turn("a1:5+", 6, 6, 4).is_err());
/// assert!(parse_placed_turn("a1:0+", 6, 6, 4).is_err());
/// assert!(parse_placed_turn("g1:1+", 6, 6, 4).is_err());
/// ```
pub fn parse_placed_turn(
    text: &str,
    width: usize,
    height: usize,
    blocks: usize,
) -> Result<Move, MoveError> {
    let trimmed = text.trim();
    let lower = trimmed.to_ascii_lowercase();
    let malformed = || MoveError::Malformed {
        text: trimmed.to_string(),
        expected: expected(width, height, blocks),
    };
    let (cell, rest) =
        crate::notation::leading_square(&lower, width, height).ok_or_else(malformed)?;
    let rest = rest.strip_prefix(':').ok_or_else(malformed)?;
    let turn = turn_index(rest, blocks).ok_or_else(malformed)?;
    let code = cell * 2 * blocks + turn;
    u16::try_from(code).map(Move::new).map_err(|_| malformed())
}

/// The turn that the text after a move's `:` names, of `blocks` blocks at most: the block's
/// number from 1 (digits, no leading zero) and `+` for a quarter turn clockwise or `-`
/// counter-clockwise, as the index `2 * (block - 1) + clockwise`. The notation of
/// [`parse_placed_turn`] and of the general primitives' spins
/// ([`Turn::spin`](crate::pieces::Turn::spin)).
///
/// ```
/// use game_dsl::turn::turn_index;
/// assert_eq!(turn_index("1-", 4), Some(0));
/// assert_eq!(turn_index("4+", 4), Some(7));
/// assert_eq!(turn_index("5+", 4), None);
/// assert_eq!(turn_index("01+", 4), None);
/// assert_eq!(turn_index("1é", 4), None);
/// ```
pub fn turn_index(text: &str, blocks: usize) -> Option<usize> {
    let (number, clockwise) = match text.strip_suffix('+') {
        Some(number) => (number, 1),
        None => (text.strip_suffix('-')?, 0),
    };
    if number.starts_with('0') || !number.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let block = number.parse::<usize>().ok()?;
    (1..=blocks)
        .contains(&block)
        .then_some((block - 1) * 2 + clockwise)
}

/// What turn `turn` (as [`turn_index`] reads it) does: the block it turns, from 0 row by row
/// from the top left, and whether it turns it clockwise.
///
/// ```
/// assert_eq!(game_dsl::turn::turn_of(3), (1, true));
/// assert_eq!(game_dsl::turn::turn_of(0), (0, false));
/// ```
pub fn turn_of(turn: usize) -> (usize, bool) {
    (turn / 2, turn % 2 == 1)
}

/// The text of turn `turn` (as [`turn_index`] reads it) after a move's cells: `:2+`.
///
/// ```
/// assert_eq!(game_dsl::turn::turn_text(3), ":2+");
/// assert_eq!(game_dsl::turn::turn_text(0), ":1-");
/// ```
pub fn turn_text(turn: usize) -> String {
    let (block, clockwise) = turn_of(turn);
    let sense = if clockwise { '+' } else { '-' };
    format!(":{}{sense}", block + 1)
}

/// Writes a placement and a turn as [`parse_placed_turn`] reads it: `d5:2+`.
///
/// ```
/// use game_dsl::turn::format_placed_turn;
/// use game_dsl::Move;
/// assert_eq!(format_placed_turn(Move::new(0), 6, 4), "a1:1-");
/// assert_eq!(format_placed_turn(Move::new(8 + 7), 6, 4), "b1:4+");
/// ```
pub fn format_placed_turn(mv: Move, width: usize, blocks: usize) -> String {
    let turns = 2 * blocks;
    let (cell, turn) = (mv.index() / turns, mv.index() % turns);
    crate::notation::square_name(cell, width) + &turn_text(turn)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every code of a 6 x 6 board with four blocks reads back from its text.
    #[test]
    fn every_move_reads_back() {
        for code in 0..36 * 8 {
            let mv = Move::new(code);
            let text = format_placed_turn(mv, 6, 4);
            assert_eq!(parse_placed_turn(&text, 6, 6, 4), Ok(mv), "{text}");
        }
    }

    /// The iterator lists what its count says, cell by cell.
    #[test]
    fn iterator_counts_what_it_lists() {
        let mut moves = CellsTurned::<u64, 3>::new(0b1001);
        assert_eq!(moves.len(), 6);
        moves.next();
        assert_eq!(moves.len(), 5);
        let rest: Vec<u16> = moves.map(|m| m.code()).collect();
        assert_eq!(rest, [1, 2, 9, 10, 11]);
    }
}
