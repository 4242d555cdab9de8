//! Go's captures with a count of captures that wins: a plain test game of the language's `place
//! enclose orthogonal` with `win: captures N`. With `N = 1` it is the first-capture game that
//! teaches Go (Atari Go, <https://senseis.xmp.net/?AtariGo>): the capture and the suicide rule
//! are Go's (<https://en.wikipedia.org/wiki/Rules_of_Go>, OpenSpiel's `go`: suicide illegal).
//!
//! - A `W x H` board of points, empty at the start; X (Black) moves first.
//! - A move places a stone of the mover's on an empty point. Then every group of the
//!   opponent's stones (joined through the four orthogonal neighbours) next to it with no
//!   liberty (an empty neighbour) is captured. A move after which the mover's own group has no
//!   liberty is not legal.
//! - A side that has taken `N` of the opponent's stones wins. A side without a legal move
//!   loses (the language's default for a game of parts; Atari Go's sources do not say).
//! - Moves are written as the point: `c3`, `a1` the top-left point.

use super::{Board, Cell, Reference, Written, find, moves_until_over};

/// A position: each point's stone (0 for X, 1 for O), the side to move, the stones each side
/// has taken.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CaptureGo<const W: usize, const H: usize, const N: usize> {
    /// Each point's stone.
    pub board: Board<Option<usize>>,
    /// The side to move.
    pub side: usize,
    /// The stones each side has taken.
    pub taken: [usize; 2],
}

impl<const W: usize, const H: usize, const N: usize> CaptureGo<W, H, N> {
    /// The board after the side to move places on `at`, and the stones taken; `None` if the
    /// placement is suicide.
    fn after(&self, at: Cell) -> Option<(Board<Option<usize>>, usize)> {
        let mut board = self.board.clone();
        board.set(at, Some(self.side));
        let taken = board.take_enclosed(at, self.side);
        (board.group(at).1 > 0).then_some((board, taken))
    }

    /// Every legal move: an empty point that is not suicide.
    fn legal(&self) -> Vec<Vec<Cell>> {
        let mut moves = self.board.empty_cells();
        moves.retain(|mv| self.after(mv[0]).is_some());
        moves
    }
}

impl<const W: usize, const H: usize, const N: usize> Reference for CaptureGo<W, H, N> {
    fn start() -> Self {
        CaptureGo {
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
        let (board, taken) = self.after(at).expect("a legal move");
        self.board = board;
        self.taken[self.side] += taken;
        self.side = 1 - self.side;
    }

    fn result(&self) -> Option<i32> {
        if self.taken[1 - self.side] >= N {
            return Some(-1);
        }
        if self.taken[self.side] >= N {
            return Some(1);
        }
        self.legal().is_empty().then_some(-1)
    }

    fn side_to_move(&self) -> usize {
        self.side
    }
}

impl<const W: usize, const H: usize, const N: usize> Written for CaptureGo<W, H, N> {
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
