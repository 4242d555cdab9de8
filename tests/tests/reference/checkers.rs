//! English draughts (American checkers) on 8 x 8, as the World Checkers/Draughts Federation's
//! rules of play give them (see <https://en.wikipedia.org/wiki/English_draughts>).
//!
//! - Only the dark cells (column index plus row index odd) are used. X ("black", who moves
//!   first) has twelve men on the dark cells of rows 6-8 (the bottom three), O ("white") on
//!   those of rows 1-3.
//! - A man steps diagonally forward (X up, toward row 1; O down) onto an empty cell; a king
//!   steps diagonally either way.
//! - A jump goes diagonally over an adjacent opponent's piece into the empty cell just beyond,
//!   capturing it; a man jumps forward only, a king either way. From its landing cell the piece
//!   must go on jumping while it can, in any direction it may jump; a piece is never jumped
//!   twice, and the captured pieces leave the board when the turn ends (so a king cannot land on
//!   the cell of a piece it has already jumped in the same turn; it may land on its own starting
//!   cell).
//! - Capturing is compulsory: when some jump is possible the mover must jump, but may choose any
//!   jump and any route (not necessarily the one that captures the most), and must complete it.
//! - A man that reaches the far row (row 1 for X, row 8 for O), by a step or a jump, becomes a
//!   king and its turn ends there.
//! - Who cannot move (no piece left, or every piece blocked) loses.
//! - The draw rule chosen here, OpenSpiel's: the game is drawn when 40 plies in a row (20 moves
//!   each) have passed without a capture. (The federation's rule, 40 moves each without a
//!   capture or a man's move, is a longer count that a man's move also resets.)
//! - A step is written from, to: `b6a5`; a jump from, then every landing cell: `c6e4g2`.
//!
//! Perft from the start: 7, 49, 302, 1,469, 7,361, 36,768, 179,740, 845,931, 3,963,680 (depths
//! 1-9), as published.

use super::{Board, Cell, DIAGONAL, Reference, Written, find, grid, is_dark, side_symbol, sorted};

/// The board's size.
const SIZE: usize = 8;
/// Plies in a row without a capture that make a draw.
pub const DRAW_PLIES: u32 = 40;

/// A piece: its side (0 for X, 1 for O) and whether it is a king.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Piece {
    /// The side that owns it.
    pub side: usize,
    /// Whether it is a king.
    pub king: bool,
}

/// An English draughts position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Checkers {
    /// The piece on each cell.
    pub board: Board<Option<Piece>>,
    /// The side to move.
    pub side: usize,
    /// Plies played since the last capture (or since the start).
    pub quiet: u32,
}

impl Checkers {
    /// The row step of `side`'s forward: up for X, down for O.
    fn forward(side: usize) -> i32 {
        if side == 0 { -1 } else { 1 }
    }

    /// The row where a man of `side` is crowned.
    fn far_row(side: usize) -> usize {
        if side == 0 { 0 } else { SIZE - 1 }
    }

    /// The directions `piece` may step or jump in.
    fn directions(piece: Piece) -> Vec<(i32, i32)> {
        DIAGONAL
            .into_iter()
            .filter(|&(_, dr)| piece.king || dr == Self::forward(piece.side))
            .collect()
    }

    /// Every complete jump chain of `piece` from `at`, `path` being the cells so far and
    /// `taken` the pieces already jumped; the chains found are pushed on `out`.
    fn chains(
        &self,
        piece: Piece,
        path: &mut Vec<Cell>,
        taken: &mut Vec<Cell>,
        out: &mut Vec<Vec<Cell>>,
    ) {
        let at = *path.last().expect("a chain starts somewhere");
        let mut extended = false;
        for d in Self::directions(piece) {
            let (Some(over), Some(to)) = (self.board.step(at, d, 1), self.board.step(at, d, 2))
            else {
                continue;
            };
            let enemy = self.board.get(over).is_some_and(|p| p.side != piece.side);
            // The moving piece's own starting cell is empty during its turn.
            let empty = self.board.get(to).is_none() || to == path[0];
            if !enemy || taken.contains(&over) || !empty {
                continue;
            }
            extended = true;
            path.push(to);
            taken.push(over);
            if !piece.king && to.1 == Self::far_row(piece.side) {
                out.push(path.clone());
            } else {
                self.chains(piece, path, taken, out);
            }
            path.pop();
            taken.pop();
        }
        if !extended && path.len() > 1 {
            out.push(path.clone());
        }
    }

    /// Every legal move: the jump chains if there are any, else the steps.
    fn legal(&self) -> Vec<Vec<Cell>> {
        if self.quiet >= DRAW_PLIES {
            return Vec::new();
        }
        let mut jumps = Vec::new();
        let mut steps = Vec::new();
        for from in self.board.cells() {
            let Some(piece) = self.board.get(from).filter(|p| p.side == self.side) else {
                continue;
            };
            self.chains(piece, &mut vec![from], &mut Vec::new(), &mut jumps);
            for d in Self::directions(piece) {
                if let Some(to) = self.board.step(from, d, 1)
                    && self.board.get(to).is_none()
                {
                    steps.push(vec![from, to]);
                }
            }
        }
        if jumps.is_empty() { steps } else { jumps }
    }
}

impl Reference for Checkers {
    fn start() -> Self {
        Checkers {
            board: Board::new(SIZE, SIZE, |c| {
                let side = match c.1 {
                    0..=2 => 1,
                    5..=7 => 0,
                    _ => return None,
                };
                is_dark(c).then_some(Piece { side, king: false })
            }),
            side: 0,
            quiet: 0,
        }
    }

    fn moves(&self) -> Vec<String> {
        sorted(&self.legal())
    }

    fn play(&mut self, mv: &str) {
        let cells = find(self.legal(), mv);
        let mut piece = self.board.get(cells[0]).expect("a piece moves");
        let mut captured = false;
        for pair in cells.windows(2) {
            if pair[0].0.abs_diff(pair[1].0) == 2 {
                let over = ((pair[0].0 + pair[1].0) / 2, (pair[0].1 + pair[1].1) / 2);
                self.board.set(over, None);
                captured = true;
            }
        }
        let to = cells[cells.len() - 1];
        if to.1 == Self::far_row(piece.side) {
            piece.king = true;
        }
        self.board.set(cells[0], None);
        self.board.set(to, Some(piece));
        self.quiet = if captured { 0 } else { self.quiet + 1 };
        self.side = 1 - self.side;
    }

    fn result(&self) -> Option<i32> {
        if self.quiet >= DRAW_PLIES {
            Some(0)
        } else {
            self.legal().is_empty().then_some(-1)
        }
    }

    fn side_to_move(&self) -> usize {
        self.side
    }
}

/// Men are written `X` and `O`, kings `x` and `o`; the plies since the last capture follow the
/// side to move.
impl Written for Checkers {
    fn written(&self) -> String {
        let cells = grid(&self.board, |piece| match piece {
            None => '-',
            Some(Piece { side, king: false }) => side_symbol(side),
            Some(Piece { side, king: true }) => side_symbol(side).to_ascii_lowercase(),
        });
        format!("{cells} {} {}", side_symbol(self.side), self.quiet)
    }
}
