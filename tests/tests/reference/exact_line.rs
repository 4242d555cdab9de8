//! k in a row with stones placed, where only a run of exactly k wins: the standard rule of
//! Gomoku ("exactly five": a row of six or more, an overline, does not win; Renju
//! International Federation, <https://www.renju.net/rules/>, and
//! <https://en.wikipedia.org/wiki/Gomoku>), on a `W x H` board: a plain test game of the
//! language's `moves: place` with `win: line exactly K`.
//!
//! - The board starts empty; X moves first. A move places a stone of the mover's on an empty
//!   cell.
//! - A run of exactly `K` of a side's stones in a row, a column or a diagonal (no stone of its
//!   own right before or after it) wins. A full board is a draw.
//! - Moves are written as the cell: `c3`.

use super::{Board, Cell, Reference, Written, find, moves_until_over};

/// A position: each cell's stone (0 for X, 1 for O) and the side to move.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ExactLine<const W: usize, const H: usize, const K: usize> {
    /// Each cell's stone.
    pub board: Board<Option<usize>>,
    /// The side to move.
    pub side: usize,
}

impl<const W: usize, const H: usize, const K: usize> ExactLine<W, H, K> {
    /// Every legal move: an empty cell.
    fn legal(&self) -> Vec<Vec<Cell>> {
        self.board.empty_cells()
    }
}

impl<const W: usize, const H: usize, const K: usize> Reference for ExactLine<W, H, K> {
    fn start() -> Self {
        ExactLine {
            board: Board::new(W, H, |_| None),
            side: 0,
        }
    }

    fn moves(&self) -> Vec<String> {
        moves_until_over(self.result(), || self.legal())
    }

    fn play(&mut self, mv: &str) {
        let at = find(self.legal(), mv)[0];
        self.board.set(at, Some(self.side));
        self.side = 1 - self.side;
    }

    fn result(&self) -> Option<i32> {
        if self.board.has_exact_line(1 - self.side, K) {
            return Some(-1);
        }
        self.legal().is_empty().then_some(0)
    }

    fn side_to_move(&self) -> usize {
        self.side
    }
}

impl<const W: usize, const H: usize, const K: usize> Written for ExactLine<W, H, K> {
    fn written(&self) -> String {
        let cells = self.board.stones_text();
        format!("{cells} {}", super::side_symbol(self.side))
    }
}
