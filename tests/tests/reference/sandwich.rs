//! Custodial capture by sliding stones, after Hasami shogi's moves and basic capture
//! (<https://en.wikipedia.org/wiki/Hasami_shogi>): a plain test game of the language's `slide
//! orthogonal custodial orthogonal`, not Hasami shogi itself.
//!
//! - A 6 x 6 board; X's six stones on the bottom row, O's on the top row; X moves first.
//! - A stone slides any distance along a row or a column over empty cells (a rook's move, as
//!   in Hasami shogi). Where it lands, each opponent's stone next to it along a row or a column
//!   with a stone of the mover's right beyond is captured (one stone sandwiched; Hasami shogi
//!   also takes a line of several, as this game does with `LINES`, and a stone in a corner,
//!   which it does not). A stone that moves between two of the opponent's is not captured.
//! - With `CORNERS`, the four corners, while empty, close a sandwich as a stone of the mover's
//!   does (the hostile corners of tafl games, <https://en.wikipedia.org/wiki/Tafl_games>).
//! - With `ENCLOSE`, after the sandwiches are taken, each group of the opponent's stones next
//!   to the stone that moved (joined orthogonally) left without a liberty is taken too, and a
//!   move that leaves the mover's own group without a liberty is not legal (Go's capture and
//!   suicide rule, <https://en.wikipedia.org/wiki/Rules_of_Go>, after a slide).
//! - With `COMPULSORY`, a side that can capture must.
//! - A side with no stone left, or no move, loses; after `LIMIT` plies the game is drawn.
//! - Moves are written from, to: `a6a3`.

use super::{Board, Cell, ORTHOGONAL, Reference, Written, find, moves_until_over};

/// The side of the board.
const SIDE: usize = 6;
/// The plies after which the game is drawn.
pub const LIMIT: u32 = 80;

/// A position: each cell's stone (0 for X, 1 for O), the side to move, the plies played.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Sandwich<
    const COMPULSORY: bool,
    const LINES: bool = false,
    const CORNERS: bool = false,
    const ENCLOSE: bool = false,
> {
    /// Each cell's stone.
    pub board: Board<Option<usize>>,
    /// The side to move.
    pub side: usize,
    /// The plies played.
    pub plies: u32,
}

impl<const COMPULSORY: bool, const LINES: bool, const CORNERS: bool, const ENCLOSE: bool>
    Sandwich<COMPULSORY, LINES, CORNERS, ENCLOSE>
{
    /// The stones `landed` takes for `side` on `board`: along each direction, the opponent's
    /// stones from the next cell on (one, or with `LINES` any number), if one of `side`'s
    /// closes them, or with `CORNERS` an empty corner.
    fn taken(board: &Board<Option<usize>>, landed: Cell, side: usize) -> Vec<Cell> {
        let most = if LINES { board.columns as i32 } else { 1 };
        let mut taken = Vec::new();
        for d in ORTHOGONAL {
            let mut line = Vec::new();
            let mut k = 1;
            while let Some(cell) = board.step(landed, d, k)
                && board.get(cell) == Some(1 - side)
                && k <= most
            {
                line.push(cell);
                k += 1;
            }
            let closed = board.step(landed, d, k).is_some_and(|cell| {
                board.get(cell) == Some(side)
                    || (CORNERS && board.get(cell).is_none() && Self::corner(board, cell))
            });
            if closed && !line.is_empty() {
                taken.extend(line);
            }
        }
        taken
    }

    /// Whether `cell` is a corner of `board`.
    fn corner(board: &Board<Option<usize>>, (column, row): Cell) -> bool {
        (column == 0 || column == board.columns - 1) && (row == 0 || row == board.rows - 1)
    }

    /// The board after the slide `from`, `to`, and what it took; `None` if it is not legal
    /// (with `ENCLOSE`, a slide that leaves its own group without a liberty).
    fn after(&self, from: Cell, to: Cell) -> Option<(Board<Option<usize>>, usize)> {
        let mut board = self.board.clone();
        board.set(from, None);
        board.set(to, Some(self.side));
        let taken = Self::taken(&board, to, self.side);
        for &cell in &taken {
            board.set(cell, None);
        }
        if !ENCLOSE {
            return Some((board, taken.len()));
        }
        let enclosed = board.take_enclosed(to, self.side);
        (board.group(to).1 > 0).then(|| (board, taken.len() + enclosed))
    }

    /// Every legal move as (from, to).
    fn legal(&self) -> Vec<Vec<Cell>> {
        let mut moves = Vec::new();
        for from in self.board.cells() {
            if self.board.get(from) != Some(self.side) {
                continue;
            }
            for d in ORTHOGONAL {
                let mut k = 1;
                while let Some(to) = self.board.step(from, d, k)
                    && self.board.get(to).is_none()
                {
                    if self.after(from, to).is_some() {
                        moves.push(vec![from, to]);
                    }
                    k += 1;
                }
            }
        }
        if COMPULSORY {
            let captures: Vec<Vec<Cell>> = moves
                .iter()
                .filter(|mv| self.after(mv[0], mv[1]).is_some_and(|(_, taken)| taken > 0))
                .cloned()
                .collect();
            if !captures.is_empty() {
                return captures;
            }
        }
        moves
    }
}

impl<const COMPULSORY: bool, const LINES: bool, const CORNERS: bool, const ENCLOSE: bool> Reference
    for Sandwich<COMPULSORY, LINES, CORNERS, ENCLOSE>
{
    fn start() -> Self {
        Sandwich {
            board: Board::new(SIDE, SIDE, |(_, row)| match row {
                0 => Some(1),
                r if r == SIDE - 1 => Some(0),
                _ => None,
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
        self.board = self.after(cells[0], cells[1]).expect("a legal move").0;
        self.side = 1 - self.side;
        self.plies += 1;
    }

    fn result(&self) -> Option<i32> {
        if self.board.count(self.side) == 0 {
            return Some(-1);
        }
        if self.board.count(1 - self.side) == 0 {
            return Some(1);
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

impl<const COMPULSORY: bool, const LINES: bool, const CORNERS: bool, const ENCLOSE: bool> Written
    for Sandwich<COMPULSORY, LINES, CORNERS, ENCLOSE>
{
    fn written(&self) -> String {
        let cells = self.board.stones_text();
        format!("{cells} {} {}", super::side_symbol(self.side), self.plies)
    }
}
