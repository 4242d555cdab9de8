//! Pente's placements, captures of pairs and ends, on a small board: a plain test game of the
//! language's `place custodial 2 all` with `win: [line K, captures N]` (the rules of Pente,
//! <https://en.wikipedia.org/wiki/Pente>, on a `W x H` board, without the tournament rule on
//! the first player's second stone).
//!
//! - The board starts empty; X moves first. A move places a stone of the mover's on an empty
//!   cell.
//! - Where it lands, along each of the eight directions, a pair of the opponent's stones (two,
//!   not one or three) right next to it, closed by a stone of the mover's right beyond, is
//!   captured. A stone placed between two of the opponent's is not captured.
//! - `K` or more of a side's stones in a row, a column or a diagonal win, as do `N` of the
//!   opponent's stones captured (`N / 2` pairs). A full board is a draw.
//! - Moves are written as the cell: `c3`.

use super::{Board, Cell, DIAGONAL, ORTHOGONAL, Reference, Written, find, moves_until_over};

/// A position: each cell's stone (0 for X, 1 for O), the side to move, the stones each side
/// has captured.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Pente<const W: usize, const H: usize, const K: usize, const N: usize> {
    /// Each cell's stone.
    pub board: Board<Option<usize>>,
    /// The side to move.
    pub side: usize,
    /// The stones each side has captured.
    pub taken: [usize; 2],
}

impl<const W: usize, const H: usize, const K: usize, const N: usize> Pente<W, H, K, N> {
    /// Every legal move: an empty cell.
    fn legal(&self) -> Vec<Vec<Cell>> {
        self.board.empty_cells()
    }

    /// Whether `side` has won: a line, or enough stones captured.
    fn won(&self, side: usize) -> bool {
        self.board.has_line(side, K) || self.taken[side] >= N
    }
}

impl<const W: usize, const H: usize, const K: usize, const N: usize> Reference
    for Pente<W, H, K, N>
{
    fn start() -> Self {
        Pente {
            board: Board::new(W, H, |_| None),
            side: 0,
            taken: [0; 2],
        }
    }

    fn moves(&self) -> Vec<String> {
        moves_until_over(self.result(), || self.legal())
    }

    fn play(&mut self, mv: &str) {
        let at = find(self.legal(), mv)[0];
        let (me, them) = (self.side, 1 - self.side);
        self.board.set(at, Some(me));
        for d in ORTHOGONAL.iter().chain(&DIAGONAL) {
            let cells = [1, 2, 3].map(|k| self.board.step(at, *d, k));
            if let [Some(a), Some(b), Some(c)] = cells
                && self.board.get(a) == Some(them)
                && self.board.get(b) == Some(them)
                && self.board.get(c) == Some(me)
            {
                self.board.set(a, None);
                self.board.set(b, None);
                self.taken[me] += 2;
            }
        }
        self.side = them;
    }

    fn result(&self) -> Option<i32> {
        if self.won(1 - self.side) {
            return Some(-1);
        }
        if self.won(self.side) {
            return Some(1);
        }
        self.legal().is_empty().then_some(0)
    }

    fn side_to_move(&self) -> usize {
        self.side
    }
}

impl<const W: usize, const H: usize, const K: usize, const N: usize> Written for Pente<W, H, K, N> {
    fn written(&self) -> String {
        let cells = self.board.stones_text();
        format!(
            "{cells} {} {} {}",
            super::side_symbol(self.side),
            self.taken[0],
            self.taken[1]
        )
    }
}
