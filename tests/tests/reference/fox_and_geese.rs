//! Fox and geese on the cross of 33 cells (a 7 x 7 square without a 2 x 2 square in each
//! corner), with orthogonal moves only, after the rules in Wikipedia's "Fox games"
//! (<https://en.wikipedia.org/wiki/Fox_games>, the 33-hole cross with 13 geese):
//!
//! - X, the geese, moves first: 13 geese on the bottom arm and the row above it (`a5` to `g5`,
//!   `c6` to `e6`, `c7` to `e7`). A goose steps to an empty adjacent cell forward (up) or
//!   sideways, never back.
//! - O, the fox, starts on `d3`. It steps to an empty orthogonal neighbour, or jumps a goose
//!   orthogonally adjacent into the empty cell beyond it, capturing it; a jump goes on while
//!   it can (the `jump ... chain` of the language: the geese jumped stay on the board until the
//!   move ends, none is jumped twice, and the fox's own starting cell counts as empty). Jumping
//!   is not compulsory.
//! - The fox wins by capturing every goose; the side that cannot move loses (the geese win by
//!   trapping the fox); after `LIMIT` plies the game is drawn. (The traditional fox wins once
//!   too few geese are left to trap it; a count of stones as an end is not in the language, so
//!   this version plays on to the last goose.)
//! - Moves are written as the cells they touch: `d5d4`, a chain `d3d5d7`.

use super::{Board, Cell, ORTHOGONAL, Reference, find, moves_until_over};

/// The side of the square of the board.
const SIDE: usize = 7;
/// The plies after which the game is drawn.
pub const LIMIT: u32 = 60;

/// A position of fox and geese: the owner of each cell's stone (0 geese, 1 fox), the side to
/// move, the plies played.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct FoxAndGeese {
    /// The owner of each cell's stone.
    pub board: Board<Option<usize>>,
    /// The side to move.
    pub side: usize,
    /// The plies played.
    pub plies: u32,
}

/// Whether `(column, row)` is on the cross: not in a 2 x 2 corner of the square.
pub fn on_cross((column, row): Cell) -> bool {
    let arm = |at: usize| (2..SIDE - 2).contains(&at);
    arm(column) || arm(row)
}

impl FoxAndGeese {
    /// The cell `d` from `at`, if on the cross.
    fn step(&self, at: Cell, d: (i32, i32), k: i32) -> Option<Cell> {
        self.board.step(at, d, k).filter(|&c| on_cross(c))
    }

    /// Every legal move, as the cells it touches.
    fn legal(&self) -> Vec<Vec<Cell>> {
        let mut moves = Vec::new();
        for from in self.board.cells() {
            if self.board.get(from) != Some(self.side) {
                continue;
            }
            // Geese go up or sideways; the fox any way.
            let dirs: &[(i32, i32)] = if self.side == 0 {
                &[(0, -1), (-1, 0), (1, 0)]
            } else {
                &ORTHOGONAL
            };
            for &d in dirs {
                if let Some(to) = self.step(from, d, 1)
                    && self.board.get(to).is_none()
                {
                    moves.push(vec![from, to]);
                }
            }
            if self.side == 1 {
                self.chains(&mut vec![from], &mut Vec::new(), &mut moves);
            }
        }
        moves
    }

    /// The fox's jumps on from the end of `path`, `taken` the geese jumped so far.
    fn chains(&self, path: &mut Vec<Cell>, taken: &mut Vec<Cell>, out: &mut Vec<Vec<Cell>>) {
        let at = *path.last().expect("a chain starts somewhere");
        let mut extended = false;
        for d in ORTHOGONAL {
            let (Some(over), Some(to)) = (self.step(at, d, 1), self.step(at, d, 2)) else {
                continue;
            };
            let goose = self.board.get(over) == Some(0) && !taken.contains(&over);
            let empty = self.board.get(to).is_none() || to == path[0];
            if goose && empty {
                extended = true;
                path.push(to);
                taken.push(over);
                self.chains(path, taken, out);
                path.pop();
                taken.pop();
            }
        }
        if !extended && path.len() > 1 {
            out.push(path.clone());
        }
    }
}

impl Reference for FoxAndGeese {
    fn start() -> Self {
        let geese = |(column, row): Cell| row == 4 || (row > 4 && (2..5).contains(&column));
        FoxAndGeese {
            board: Board::new(SIDE, SIDE, |c| {
                if c == (3, 2) {
                    Some(1)
                } else if on_cross(c) && geese(c) {
                    Some(0)
                } else {
                    None
                }
            }),
            side: 0,
            plies: 0,
        }
    }

    fn moves(&self) -> Vec<String> {
        moves_until_over(self.result(), || self.legal())
    }

    fn play(&mut self, mv: &str) {
        let cells = find(self.legal(), mv);
        let (from, to) = (cells[0], *cells.last().expect("a move has cells"));
        // Each jump takes the goose between two cells of the path.
        for pair in cells.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            if a.0.abs_diff(b.0) == 2 || a.1.abs_diff(b.1) == 2 {
                self.board.set(((a.0 + b.0) / 2, (a.1 + b.1) / 2), None);
            }
        }
        self.board.set(from, None);
        self.board.set(to, Some(self.side));
        self.side = 1 - self.side;
        self.plies += 1;
    }

    fn result(&self) -> Option<i32> {
        let geese = self
            .board
            .cells()
            .into_iter()
            .any(|c| self.board.get(c) == Some(0));
        if !geese {
            return Some(if self.side == 0 { -1 } else { 1 });
        }
        if self.plies >= LIMIT {
            return Some(0);
        }
        self.legal().is_empty().then_some(-1)
    }

    fn side_to_move(&self) -> usize {
        self.side
    }
}

impl FoxAndGeese {
    /// The position of `cells`, the cross's 33 cells row by row (`X` a goose, `O` the fox, `-`
    /// empty), with `side` to move after `side` plies (X moves at even plies): the generated
    /// game's text of it is `"{cells} X 0"` or `"{cells} O 1"`.
    pub fn from_cells(cells: &str, side: usize) -> Self {
        let on: Vec<Cell> = Board::new(SIDE, SIDE, |_| ())
            .cells()
            .into_iter()
            .filter(|&c| on_cross(c))
            .collect();
        assert_eq!(cells.len(), on.len(), "{cells}");
        let mut board = Board::new(SIDE, SIDE, |_| None);
        for (&c, symbol) in on.iter().zip(cells.chars()) {
            board.set(c, ['X', 'O'].iter().position(|&s| s == symbol));
        }
        FoxAndGeese {
            board,
            side,
            plies: side as u32,
        }
    }
}
