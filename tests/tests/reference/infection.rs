//! Stones placed that convert their neighbours, counted at the end: a plain test game of the
//! language's `place convert all` with `win: majority` (the conversion is Ataxx's, whose stones
//! turn the opponent's eight neighbours of the cell they land on,
//! <https://en.wikipedia.org/wiki/Ataxx>; its moves, a clone to a neighbouring cell or a jump
//! of two, are not this game's).
//!
//! - A 4 x 4 board, empty at the start; X moves first.
//! - A move places a stone of the mover's on an empty cell; each of the opponent's stones on
//!   the eight cells around it becomes the mover's.
//! - With `COMPULSORY`, a side that can convert must: a conversion is a capture, as in the
//!   language (`capture: compulsory`).
//! - When the board is full, the side with more stones wins; equal counts draw.
//! - Moves are written as the cell: `b3`.

use super::{Board, Cell, DIAGONAL, ORTHOGONAL, Reference, find, moves_until_over};

/// The side of the board.
const SIDE: usize = 4;

/// A position: each cell's stone (0 for X, 1 for O) and the side to move.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Infection<const COMPULSORY: bool = false> {
    /// Each cell's stone.
    pub board: Board<Option<usize>>,
    /// The side to move.
    pub side: usize,
}

impl<const COMPULSORY: bool> Infection<COMPULSORY> {
    /// The opponent's stones next to `at`: those a stone placed there converts.
    fn converted(&self, at: Cell) -> Vec<Cell> {
        ORTHOGONAL
            .iter()
            .chain(&DIAGONAL)
            .filter_map(|d| self.board.step(at, *d, 1))
            .filter(|&next| self.board.get(next) == Some(1 - self.side))
            .collect()
    }

    /// Every legal move: an empty cell (with `COMPULSORY`, one that converts, if there is).
    fn legal(&self) -> Vec<Vec<Cell>> {
        let empty = self.board.empty_cells();
        if COMPULSORY {
            let converting: Vec<Vec<Cell>> = empty
                .iter()
                .filter(|mv| !self.converted(mv[0]).is_empty())
                .cloned()
                .collect();
            if !converting.is_empty() {
                return converting;
            }
        }
        empty
    }
}

impl<const COMPULSORY: bool> Reference for Infection<COMPULSORY> {
    fn start() -> Self {
        Infection {
            board: Board::new(SIDE, SIDE, |_| None),
            side: 0,
        }
    }

    fn moves(&self) -> Vec<String> {
        moves_until_over(self.result(), || self.legal())
    }

    fn play(&mut self, mv: &str) {
        let at = find(self.legal(), mv)[0];
        for next in self.converted(at) {
            self.board.set(next, Some(self.side));
        }
        self.board.set(at, Some(self.side));
        self.side = 1 - self.side;
    }

    fn result(&self) -> Option<i32> {
        if !self.legal().is_empty() {
            return None;
        }
        let (mine, theirs) = (self.board.count(self.side), self.board.count(1 - self.side));
        Some((mine as i32 - theirs as i32).signum())
    }

    fn side_to_move(&self) -> usize {
        self.side
    }
}
