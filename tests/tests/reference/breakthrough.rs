//! Breakthrough on 8 x 8, as OpenSpiel plays it (`open_spiel/games/breakthrough/breakthrough.cc`,
//! <https://github.com/google-deepmind/open_spiel>; the game is Dan Troyka's, 2000, see
//! <https://en.wikipedia.org/wiki/Breakthrough_(board_game)>).
//!
//! - X's 16 pawns fill rows 7 and 8 (the bottom two), O's fill rows 1 and 2; X moves first.
//! - A pawn steps one cell forward (X up, toward row 1; O down): straight onto an empty cell, or
//!   diagonally onto an empty cell or onto an opponent's pawn, which is captured. A pawn never
//!   captures straight ahead.
//! - A side wins when one of its pawns reaches the far row (row 1 for X, row 8 for O), or when
//!   it has captured every opposing pawn; the game ends at once.
//! - Moves are written from, to: `b7b6`, `c6d5`.
//!
//! The same rules on a board of any size: [`Breakthrough::start_on`] (the small boards that are
//! solved exactly in `pieces.rs`).
//!
//! A side that still has pawns always has a move (its most advanced pawn can always step
//! diagonally, onto an empty cell or an opponent's pawn), so no other end is needed.
//! Perft from the start: 22, 484, 11,132, 256,036, 6,182,818 (depths 1-5).

use super::{Board, Cell, Reference, Written, find, grid, side_symbol, sorted};

/// The board's size.
const SIZE: usize = 8;

/// A Breakthrough position: the owner of each cell, and the side to move.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Breakthrough {
    /// The owner of each cell's pawn: 0 for X, 1 for O.
    pub board: Board<Option<usize>>,
    /// The side to move.
    pub side: usize,
}

impl Breakthrough {
    /// The row step of `side`'s forward: up for X, down for O.
    fn forward(side: usize) -> i32 {
        if side == 0 { -1 } else { 1 }
    }

    /// The row a pawn of `side` must reach.
    fn far_row(&self, side: usize) -> usize {
        if side == 0 { 0 } else { self.board.rows - 1 }
    }

    /// The start on `columns` x `rows`: `pawn_rows` full rows of pawns a side, X at the bottom.
    pub fn start_on(columns: usize, rows: usize, pawn_rows: usize) -> Self {
        Breakthrough {
            board: Board::new(columns, rows, |(_, row)| {
                if row < pawn_rows {
                    Some(1)
                } else if row >= rows - pawn_rows {
                    Some(0)
                } else {
                    None
                }
            }),
            side: 0,
        }
    }

    /// The side that has won, if any: a pawn on its far row, or no pawn left for the other.
    fn winner(&self) -> Option<usize> {
        (0..2).find(|&p| {
            let cells = self.board.cells();
            cells
                .iter()
                .any(|&c| self.board.get(c) == Some(p) && c.1 == self.far_row(p))
                || !cells.iter().any(|&c| self.board.get(c) == Some(1 - p))
        })
    }

    /// Every legal move as (from, to).
    fn legal(&self) -> Vec<Vec<Cell>> {
        if self.winner().is_some() {
            return Vec::new();
        }
        let me = self.side;
        let dr = Self::forward(me);
        let mut moves = Vec::new();
        for from in self.board.cells() {
            if self.board.get(from) != Some(me) {
                continue;
            }
            for dc in [-1, 0, 1] {
                let Some(to) = self.board.step(from, (dc, dr), 1) else {
                    continue;
                };
                let ok = match self.board.get(to) {
                    None => true,
                    Some(owner) => dc != 0 && owner != me,
                };
                if ok {
                    moves.push(vec![from, to]);
                }
            }
        }
        moves
    }
}

impl Reference for Breakthrough {
    fn start() -> Self {
        Breakthrough::start_on(SIZE, SIZE, 2)
    }

    fn moves(&self) -> Vec<String> {
        sorted(&self.legal())
    }

    fn play(&mut self, mv: &str) {
        let cells = find(self.legal(), mv);
        self.board.set(cells[1], Some(self.side));
        self.board.set(cells[0], None);
        self.side = 1 - self.side;
    }

    fn result(&self) -> Option<i32> {
        self.winner().map(|w| if w == self.side { 1 } else { -1 })
    }

    fn side_to_move(&self) -> usize {
        self.side
    }
}

impl Written for Breakthrough {
    fn written(&self) -> String {
        let cells = grid(&self.board, |c| c.map_or('-', side_symbol));
        format!("{cells} {}", side_symbol(self.side))
    }
}
