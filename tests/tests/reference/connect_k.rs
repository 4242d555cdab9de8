//! k in a row with two stones a turn: Connect6 and its family (I-Chen Wu and Dei-Yen Huang, "A
//! New Family of k-in-a-row Games", Advances in Computer Games 11, 2005; Connect(m, n, k, p, q):
//! an m x n board, k in a row wins, p stones a turn, q in the first; Connect6 is
//! Connect(19, 19, 6, 2, 1). See <https://en.wikipedia.org/wiki/Connect6>).
//!
//! - The board starts empty. X moves first and places one stone; after that, each turn places
//!   two stones of the mover's on empty cells (with `DROP`, each on the lowest empty cell of a
//!   column, as in Connect Four: the second may rest on the first).
//! - A line of `K` or more of one side's stones in a row, a column or a diagonal, made by a
//!   turn, wins. A side that cannot place its stones (fewer empty cells than a turn needs) is
//!   blocked: the game is a draw.
//! - With `OPTIONAL`, every turn, the first too, places one stone or two, or from `FEWEST` (one
//!   unless said) to `MOST` (without `DROP`).
//! - A turn is written as its cells, the first placed first: one cell for the first turn
//!   (`c3`); two for the others, in reading order (row 1 at the top, then left to right),
//!   unless the second rests on the first (`c6c5`).

use super::{Board, Cell, Reference, find, sorted};

/// Connect(`W`, `H`, `K`, 2, 1), with stones dropped into columns if `DROP`, and one stone
/// enough for a turn if `OPTIONAL` (then `MOST` at most, 2 unless said, and `FEWEST` at least,
/// 1 unless said).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ConnectK<
    const W: usize,
    const H: usize,
    const K: usize,
    const DROP: bool,
    const OPTIONAL: bool,
    const MOST: usize = 2,
    const FEWEST: usize = 1,
> {
    /// Each cell's stone: 0 for X, 1 for O.
    board: Board<Option<usize>>,
    /// The side to move.
    side: usize,
    /// The turns played.
    turns: usize,
}

impl<
    const W: usize,
    const H: usize,
    const K: usize,
    const DROP: bool,
    const OPTIONAL: bool,
    const MOST: usize,
    const FEWEST: usize,
> ConnectK<W, H, K, DROP, OPTIONAL, MOST, FEWEST>
{
    /// The cells a stone may go to.
    fn open(&self) -> Vec<Cell> {
        self.board
            .cells()
            .into_iter()
            .filter(|&c| self.board.get(c).is_none())
            .filter(|&c| {
                !DROP
                    || self
                        .board
                        .step(c, (0, 1), 1)
                        .is_none_or(|below| self.board.get(below).is_some())
            })
            .collect()
    }

    /// Every legal turn, each as its cells in the order written.
    fn legal(&self) -> Vec<Vec<Cell>> {
        if self.result().is_some() {
            return Vec::new();
        }
        let open = self.open();
        if self.turns == 0 && !OPTIONAL {
            return open.into_iter().map(|c| vec![c]).collect();
        }
        if OPTIONAL && MOST > 2 {
            assert!(!DROP, "more than two stones a turn are placed, not dropped");
            // Every set of FEWEST to MOST empty cells, in reading order.
            let mut turns: Vec<Vec<Cell>> = vec![Vec::new()];
            let mut sets = Vec::new();
            for _ in 0..MOST {
                turns = turns
                    .iter()
                    .flat_map(|set| {
                        open.iter()
                            .filter(|&&c| {
                                set.last().is_none_or(|last| (c.1, c.0) > (last.1, last.0))
                            })
                            .map(|&c| [set.as_slice(), &[c]].concat())
                            .collect::<Vec<_>>()
                    })
                    .collect();
                sets.extend(turns.iter().filter(|set| set.len() >= FEWEST).cloned());
            }
            return sets;
        }
        let mut turns = Vec::new();
        for &first in &open {
            if OPTIONAL {
                turns.push(vec![first]);
            }
            let mut after = self.clone();
            after.board.set(first, Some(self.side));
            for second in after.open() {
                // One turn per pair of cells: in reading order, unless only one order is
                // possible (the second stone on the first).
                let reading = (first.1, first.0) < (second.1, second.0);
                if reading || !open.contains(&second) {
                    turns.push(vec![first, second]);
                }
            }
        }
        turns
    }
}

impl<
    const W: usize,
    const H: usize,
    const K: usize,
    const DROP: bool,
    const OPTIONAL: bool,
    const MOST: usize,
    const FEWEST: usize,
> Reference for ConnectK<W, H, K, DROP, OPTIONAL, MOST, FEWEST>
{
    fn start() -> Self {
        ConnectK {
            board: Board::new(W, H, |_| None),
            side: 0,
            turns: 0,
        }
    }

    fn moves(&self) -> Vec<String> {
        sorted(&self.legal())
    }

    fn play(&mut self, mv: &str) {
        for cell in find(self.legal(), mv) {
            self.board.set(cell, Some(self.side));
        }
        self.side = 1 - self.side;
        self.turns += 1;
    }

    fn result(&self) -> Option<i32> {
        if self.board.has_line(1 - self.side, K) {
            return Some(-1);
        }
        let needed = match (self.turns, OPTIONAL) {
            (_, true) => FEWEST,
            (0, false) => 1,
            (_, false) => 2,
        };
        let open = self.open();
        // Placed stones need as many empty cells; two drops, a cell that is open after the
        // first.
        let blocked = open.is_empty()
            || (!DROP && open.len() < needed)
            || (DROP
                && needed == 2
                && open.iter().all(|&first| {
                    let mut after = self.clone();
                    after.board.set(first, Some(self.side));
                    after.open().is_empty()
                }));
        blocked.then_some(0)
    }

    fn side_to_move(&self) -> usize {
        self.side
    }
}
