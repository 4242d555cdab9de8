//! Clobber on 5 rows x 6 columns, as OpenSpiel plays it (`open_spiel/games/clobber/clobber.cc`,
//! <https://github.com/google-deepmind/open_spiel>; the game is by Albert, Grossman and
//! Nowakowski, 2001, see <https://en.wikipedia.org/wiki/Clobber>).
//!
//! - The board starts full, in a checkerboard: X's stones on the light cells (column index plus
//!   row index even, so X holds the corners `a1`, `a5`, and `f1`, `f5` are O's), O's on the dark
//!   ones. X moves first. (The other colouring is the mirror image of this one, left to right,
//!   so it has the same perft.) This is OpenSpiel's start: its first player owns its top-left
//!   stone.
//! - A stone moves onto an orthogonally adjacent opponent's stone, which is captured (removed).
//!   There is no other move.
//! - Who cannot move loses.
//! - Moves are written from, to: `a5b5`.
//!
//! The same rules on a board of any size: [`Clobber::start_on`].
//!
//! Perft from the start: 49, 2,116, 80,063 (published), then 2,630,382 (measured here).

use super::{
    Board, Cell, ORTHOGONAL, Reference, Written, find, grid, is_dark, side_symbol, sorted,
};

/// The number of rows.
const ROWS: usize = 5;
/// The number of columns.
const COLUMNS: usize = 6;

/// A Clobber position: the owner of each cell's stone, and the side to move.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Clobber {
    /// The owner of each cell's stone: 0 for X, 1 for O.
    pub board: Board<Option<usize>>,
    /// The side to move.
    pub side: usize,
}

impl Clobber {
    /// The start on `columns` x `rows`: full, X on the light cells, O on the dark ones.
    pub fn start_on(columns: usize, rows: usize) -> Self {
        Clobber {
            board: Board::new(columns, rows, |c| Some(usize::from(is_dark(c)))),
            side: 0,
        }
    }

    /// Every legal move as (from, to).
    fn legal(&self) -> Vec<Vec<Cell>> {
        let me = self.side;
        let mut moves = Vec::new();
        for from in self.board.cells() {
            if self.board.get(from) != Some(me) {
                continue;
            }
            for d in ORTHOGONAL {
                if let Some(to) = self.board.step(from, d, 1)
                    && self.board.get(to) == Some(1 - me)
                {
                    moves.push(vec![from, to]);
                }
            }
        }
        moves
    }
}

impl Reference for Clobber {
    fn start() -> Self {
        Clobber::start_on(COLUMNS, ROWS)
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
        self.legal().is_empty().then_some(-1)
    }

    fn side_to_move(&self) -> usize {
        self.side
    }
}

impl Written for Clobber {
    fn written(&self) -> String {
        let cells = grid(&self.board, |c| c.map_or('-', side_symbol));
        format!("{cells} {}", side_symbol(self.side))
    }
}
