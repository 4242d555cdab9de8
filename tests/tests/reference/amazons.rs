//! The Game of the Amazons (Walter Zamkauskas, 1988; rules as in
//! <https://en.wikipedia.org/wiki/Game_of_the_Amazons>), on 10 x 10 and on a 6 x 6 variant.
//!
//! - 10 x 10 start: X ("white", who moves first) has queens on `a7`, `d10`, `g10`, `j7`; O
//!   ("black") on `a4`, `d1`, `g1`, `j4` (rows counted from the top: this is the standard start,
//!   white on a4, d1, g1, j4 in chess notation).
//! - 6 x 6 start: OpenSpiel's (`open_spiel/games/amazons/amazons.cc` with `board_size=6`,
//!   <https://github.com/google-deepmind/open_spiel>): X on `a5`, `f5`, `b6`, `e6`; O on `b1`,
//!   `e1`, `a2`, `f2`.
//! - A turn has two parts: a queen of the mover slides any distance orthogonally or diagonally
//!   through empty cells (at least one cell, never over or onto a queen or an arrow); then, from
//!   the cell where it landed, it shoots an arrow the same way, through and onto empty cells
//!   (the cell the queen has just left counts as empty). The arrow blocks its cell for the rest
//!   of the game.
//! - Who cannot move loses.
//! - A turn is written queen from, queen to, arrow: `d10d4g7`; perft counts a whole turn as one
//!   move.
//!
//! Perft from the start: 10 x 10: 2,176, 4,307,152 (depths 1-2, published); 6 x 6: 544,
//! 238,532, 91,074,224 (depths 1-3, measured here).

use super::{
    Board, Cell, DIAGONAL, ORTHOGONAL, Reference, Written, cell, find, grid, side_symbol, sorted,
};

/// What a cell holds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Square {
    /// Nothing.
    Empty,
    /// A queen of side 0 (X) or 1 (O).
    Queen(usize),
    /// An arrow.
    Arrow,
}

/// An Amazons position on an `N` x `N` board (`N` is 10, 6, or 12 for a board of more than 128
/// cells).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Amazons<const N: usize> {
    /// What each cell holds.
    pub board: Board<Square>,
    /// The side to move.
    pub side: usize,
}

/// The standard game.
pub type Amazons10 = Amazons<10>;
/// The 6 x 6 variant.
pub type Amazons6 = Amazons<6>;

impl<const N: usize> Amazons<N> {
    /// The queens' starting cells, X's then O's.
    fn queens() -> ([&'static str; 4], [&'static str; 4]) {
        match N {
            10 => (["a7", "d10", "g10", "j7"], ["a4", "d1", "g1", "j4"]),
            6 => (["a5", "f5", "b6", "e6"], ["b1", "e1", "a2", "f2"]),
            12 => (["a9", "d12", "i12", "l9"], ["a4", "d1", "i1", "l4"]),
            _ => panic!("no Amazons start on {N} x {N}"),
        }
    }

    /// The empty cells reached by sliding from `from` in any of the eight directions.
    fn slides(board: &Board<Square>, from: Cell) -> Vec<Cell> {
        let mut cells = Vec::new();
        for d in ORTHOGONAL.into_iter().chain(DIAGONAL) {
            let mut k = 1;
            while let Some(to) = board.step(from, d, k) {
                if board.get(to) != Square::Empty {
                    break;
                }
                cells.push(to);
                k += 1;
            }
        }
        cells
    }

    /// Every legal turn as (queen from, queen to, arrow).
    fn legal(&self) -> Vec<Vec<Cell>> {
        let mut moves = Vec::new();
        for from in self.board.cells() {
            if self.board.get(from) != Square::Queen(self.side) {
                continue;
            }
            for to in Self::slides(&self.board, from) {
                let mut after = self.board.clone();
                after.set(from, Square::Empty);
                after.set(to, Square::Queen(self.side));
                for arrow in Self::slides(&after, to) {
                    moves.push(vec![from, to, arrow]);
                }
            }
        }
        moves
    }
}

impl<const N: usize> Reference for Amazons<N> {
    fn start() -> Self {
        let (x, o) = Self::queens();
        let mut board = Board::new(N, N, |_| Square::Empty);
        for (side, queens) in [x, o].into_iter().enumerate() {
            for q in queens {
                board.set(cell(q), Square::Queen(side));
            }
        }
        Amazons { board, side: 0 }
    }

    fn moves(&self) -> Vec<String> {
        sorted(&self.legal())
    }

    fn play(&mut self, mv: &str) {
        let cells = find(self.legal(), mv);
        self.board.set(cells[0], Square::Empty);
        self.board.set(cells[1], Square::Queen(self.side));
        self.board.set(cells[2], Square::Arrow);
        self.side = 1 - self.side;
    }

    fn result(&self) -> Option<i32> {
        self.legal().is_empty().then_some(-1)
    }

    fn side_to_move(&self) -> usize {
        self.side
    }
}

/// Queens are written `X` and `O`, arrows `*` (a cell blocked for good).
impl<const N: usize> Written for Amazons<N> {
    fn written(&self) -> String {
        let cells = grid(&self.board, |square| match square {
            Square::Empty => '-',
            Square::Queen(side) => side_symbol(side),
            Square::Arrow => '*',
        });
        format!("{cells} {}", side_symbol(self.side))
    }
}
