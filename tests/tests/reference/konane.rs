//! Kōnane on 6 x 6, as Wikipedia gives the rules (<https://en.wikipedia.org/wiki/Konane>,
//! "Rules and gameplay").
//!
//! - The board starts full, in a checkerboard: X ("black", who moves first) on the dark cells
//!   (column index plus row index odd), O on the light ones.
//! - The opening: X first removes one of its own stones from a corner or from the centre. On
//!   6 x 6 the corners are `a1`, `f1`, `a6`, `f6` and the centre is the middle 2 x 2 (`c3`, `d3`,
//!   `c4`, `d4`); X's among them are `a6`, `c4`, `d3`, `f1`. Then O removes one of its own stones
//!   orthogonally adjacent to that empty cell (every such neighbour is O's). A removal is written
//!   as the single cell removed: `c4`.
//! - From then on, a turn is a jump: a stone jumps orthogonally over an adjacent opponent's stone
//!   into the empty cell just beyond, capturing it; it may go on jumping in the same direction
//!   (never turning), as far as it likes: stopping after any jump of the chain is a move of its
//!   own. A jump is written from, then every landing cell: `c6c4c2`.
//! - Who cannot move loses.
//!
//! Perft from the start: 4, 12, 28, 156, 668, 4,192 (depths 1-6), then 22,676 and
//! 162,288 (depths 7-8), checked by a second count
//! written differently (in `reference_perft.rs`).

use super::{
    Board, Cell, ORTHOGONAL, Reference, Written, find, grid, is_dark, side_symbol, sorted,
};

/// The board's size.
const SIZE: usize = 6;

/// A Kōnane position: the owner of each cell's stone, the side to move, and the number of
/// turns played (the first two are the opening removals).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Konane {
    /// The owner of each cell's stone: 0 for X, 1 for O.
    pub board: Board<Option<usize>>,
    /// The side to move.
    pub side: usize,
    /// The number of turns played.
    pub ply: u32,
}

impl Konane {
    /// Every legal move: a removal as its one cell, a jump as from and every landing cell.
    fn legal(&self) -> Vec<Vec<Cell>> {
        let me = self.side;
        let mut moves = Vec::new();
        match self.ply {
            0 => {
                let (low, high) = (SIZE / 2 - 1, SIZE / 2);
                for cell in self.board.cells() {
                    let corner =
                        (cell.0 == 0 || cell.0 == SIZE - 1) && (cell.1 == 0 || cell.1 == SIZE - 1);
                    let centre = (low..=high).contains(&cell.0) && (low..=high).contains(&cell.1);
                    if (corner || centre) && self.board.get(cell) == Some(me) {
                        moves.push(vec![cell]);
                    }
                }
            }
            1 => {
                for cell in self.board.cells() {
                    let beside_hole = ORTHOGONAL.iter().any(|&d| {
                        self.board
                            .step(cell, d, 1)
                            .is_some_and(|n| self.board.get(n).is_none())
                    });
                    if beside_hole && self.board.get(cell) == Some(me) {
                        moves.push(vec![cell]);
                    }
                }
            }
            _ => {
                for from in self.board.cells() {
                    if self.board.get(from) != Some(me) {
                        continue;
                    }
                    for d in ORTHOGONAL {
                        let mut path = vec![from];
                        let mut at = from;
                        // Each further jump: an opponent's stone next, an empty cell beyond.
                        while let (Some(over), Some(to)) =
                            (self.board.step(at, d, 1), self.board.step(at, d, 2))
                        {
                            if self.board.get(over) != Some(1 - me) || self.board.get(to).is_some()
                            {
                                break;
                            }
                            path.push(to);
                            moves.push(path.clone());
                            at = to;
                        }
                    }
                }
            }
        }
        moves
    }
}

impl Reference for Konane {
    fn start() -> Self {
        Konane {
            board: Board::new(SIZE, SIZE, |c| Some(usize::from(!is_dark(c)))),
            side: 0,
            ply: 0,
        }
    }

    fn moves(&self) -> Vec<String> {
        sorted(&self.legal())
    }

    fn play(&mut self, mv: &str) {
        let cells = find(self.legal(), mv);
        if let [removed] = cells[..] {
            self.board.set(removed, None);
        } else {
            let me = self.board.get(cells[0]);
            for pair in cells.windows(2) {
                let over = ((pair[0].0 + pair[1].0) / 2, (pair[0].1 + pair[1].1) / 2);
                self.board.set(over, None);
            }
            self.board.set(cells[0], None);
            self.board.set(cells[cells.len() - 1], me);
        }
        self.side = 1 - self.side;
        self.ply += 1;
    }

    fn result(&self) -> Option<i32> {
        self.legal().is_empty().then_some(-1)
    }

    fn side_to_move(&self) -> usize {
        self.side
    }
}

/// The generated game counts the plies (its opening depends on them): they follow the side.
impl Written for Konane {
    fn written(&self) -> String {
        let cells = grid(&self.board, |c| c.map_or('-', side_symbol));
        format!("{cells} {} {}", side_symbol(self.side), self.ply)
    }
}
