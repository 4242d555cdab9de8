//! Domineering on 8 x 8 (Göran Andersson, 1973; Berlekamp, Conway and Guy, *Winning Ways for
//! your Mathematical Plays*, 1982, chapter 2; see <https://en.wikipedia.org/wiki/Domineering>).
//!
//! - The board starts empty. X places vertical dominoes and moves first; O places horizontal
//!   ones. A domino covers two empty cells side by side.
//! - Who cannot place a domino loses.
//! - A move is written as the domino's two cells, the top (X) or the left (O) one first: `c3c4`,
//!   `c3d3`.
//!
//! The same rules on a board of any size: [`Domineering::start_on`].
//!
//! Perft from the start: 56, 2,940, 146,580, 6,823,548 (depths 1-4).

use super::{Board, Cell, Reference, Written, find, grid, side_symbol, sorted};

/// The board's size.
const SIZE: usize = 8;

/// A Domineering position: which cells are covered, and the side to move.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Domineering {
    /// Whether each cell is covered by a domino.
    pub board: Board<bool>,
    /// The side to move.
    pub side: usize,
}

impl Domineering {
    /// The empty board of `columns` x `rows`, X to move.
    pub fn start_on(columns: usize, rows: usize) -> Self {
        Domineering {
            board: Board::new(columns, rows, |_| false),
            side: 0,
        }
    }

    /// Every legal move as (top or left cell, the other cell).
    fn legal(&self) -> Vec<Vec<Cell>> {
        // X's dominoes reach one row down, O's one column right.
        let direction = if self.side == 0 { (0, 1) } else { (1, 0) };
        let mut moves = Vec::new();
        for first in self.board.cells() {
            if let Some(second) = self.board.step(first, direction, 1)
                && !self.board.get(first)
                && !self.board.get(second)
            {
                moves.push(vec![first, second]);
            }
        }
        moves
    }
}

impl Reference for Domineering {
    fn start() -> Self {
        Domineering::start_on(SIZE, SIZE)
    }

    fn moves(&self) -> Vec<String> {
        sorted(&self.legal())
    }

    fn play(&mut self, mv: &str) {
        for cell in find(self.legal(), mv) {
            self.board.set(cell, true);
        }
        self.side = 1 - self.side;
    }

    fn result(&self) -> Option<i32> {
        self.legal().is_empty().then_some(-1)
    }

    fn side_to_move(&self) -> usize {
        self.side
    }
}

/// A covered cell is written `X` (the generated game marks it with the stone of whoever placed
/// the domino, which the reference does not keep: [`Written::seen`] reads both stones as one).
impl Written for Domineering {
    fn written(&self) -> String {
        let cells = grid(&self.board, |covered| if covered { 'X' } else { '-' });
        format!("{cells} {}", side_symbol(self.side))
    }

    fn seen(text: &str) -> String {
        let (cells, rest) = text.split_once(' ').unwrap_or((text, ""));
        let cells: String = cells
            .chars()
            .map(|c| if c == '-' { '-' } else { '#' })
            .collect();
        format!("{cells} {rest}")
    }
}
