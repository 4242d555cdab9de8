//! Steps on the board (`moves: step`): where a stone can step, how many steps a position has,
//! and the axis along which the sides advance.

use super::{Board, Direction, Set};

impl Board {
    /// The cells from which a step in `direction` stays on the board.
    ///
    /// ```
    /// use game_dsl_codegen::geometry::{Board, DIAGONAL_STEPS};
    /// let board = Board { width: 3, height: 3 };
    /// assert_eq!(board.step_sources(DIAGONAL_STEPS[0]).low(), 0b110_110_000); // up and to the left
    /// ```
    pub fn step_sources(self, direction: Direction) -> Set {
        let mut mask = Set::EMPTY;
        for row in 0..self.height as i32 {
            for column in 0..self.width as i32 {
                if self
                    .bit(column + direction.dx, row + direction.dy)
                    .is_some()
                {
                    mask.insert(self.bit(column, row).expect("on the board"));
                }
            }
        }
        mask
    }

    /// The number of steps from a cell to a neighbour in one of `directions`: the most moves a
    /// position of a `step` game can have.
    ///
    /// ```
    /// use game_dsl_codegen::geometry::{Board, DIAGONAL_STEPS};
    /// assert_eq!(Board { width: 5, height: 5 }.step_pairs(&DIAGONAL_STEPS), 64);
    /// ```
    pub fn step_pairs(self, directions: &[Direction]) -> u32 {
        directions
            .iter()
            .map(|&d| self.step_sources(d).count())
            .sum()
    }

    /// The number of steps `mine` can make onto empty cells among `theirs`, cell by cell: the
    /// reference that validates start layouts (the generated code uses shifts).
    ///
    /// ```
    /// use game_dsl_codegen::geometry::{Board, DIAGONAL_STEPS};
    /// let board = Board { width: 3, height: 3 };
    /// // A stone in the top-left corner, another in the centre: one blocks the other's way.
    /// assert_eq!(board.step_moves(0b000_010_001, 0, &DIAGONAL_STEPS), 3);
    /// ```
    pub fn step_moves(self, mine: u128, theirs: u128, directions: &[Direction]) -> u32 {
        let occupied = mine | theirs;
        let mut moves = 0;
        for row in 0..self.height as i32 {
            for column in 0..self.width as i32 {
                let here = self.bit(column, row).expect("on the board");
                if mine >> here & 1 == 0 {
                    continue;
                }
                for d in directions {
                    if let Some(to) = self.bit(column + d.dx, row + d.dy)
                        && occupied >> to & 1 == 0
                    {
                        moves += 1;
                    }
                }
            }
        }
        moves
    }
}

/// The axis along which the sides of a `step` game advance: towards the other side's start.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Axis {
    /// Along the columns, X starting below O (`up`) or above it.
    Rows {
        /// Whether X advances up (towards row 1).
        x_up: bool,
    },
    /// Along the rows, X starting right of O (`left`) or left of it, when both start centred on
    /// the same row.
    Columns {
        /// Whether X advances left (towards column `a`).
        x_left: bool,
    },
}

impl Axis {
    /// The axis between X's stones `x` and O's stones `o`: rows if their mean rows differ, else
    /// columns if their mean columns do; `None` if both coincide.
    ///
    /// ```
    /// use game_dsl_codegen::geometry::Board;
    /// use game_dsl_codegen::geometry::Axis;
    /// let board = Board { width: 3, height: 3 };
    /// assert_eq!(Axis::between(board, 0b111_000_000, 0b111), Some(Axis::Rows { x_up: true }));
    /// assert_eq!(Axis::between(board, 0b100_100_100, 0b001_001_001), Some(Axis::Columns { x_left: true }));
    /// assert_eq!(Axis::between(board, 0b010, 0b010_000_000), Some(Axis::Rows { x_up: false }));
    /// ```
    pub fn between(board: Board, x: u128, o: u128) -> Option<Axis> {
        // Sums compared across the two counts: mean(x) < mean(o) <=> sum(x) * |o| < sum(o) * |x|.
        let sum = |set: u128, of: fn(u32, u32) -> u64| -> u64 {
            (0..board.cells())
                .filter(|&c| set >> c & 1 == 1)
                .map(|c| of(c, board.width))
                .sum()
        };
        let (nx, no) = (u64::from(x.count_ones()), u64::from(o.count_ones()));
        let row = |c: u32, w: u32| u64::from(c / w);
        let column = |c: u32, w: u32| u64::from(c % w);
        let (rx, ro) = (sum(x, row) * no, sum(o, row) * nx);
        let (cx, co) = (sum(x, column) * no, sum(o, column) * nx);
        if rx != ro {
            Some(Axis::Rows { x_up: rx > ro })
        } else if cx != co {
            Some(Axis::Columns { x_left: cx > co })
        } else {
            None
        }
    }

    /// The cells along the axis: the board's height for rows, its width for columns.
    pub fn length(self, board: Board) -> u32 {
        match self {
            Axis::Rows { .. } => board.height,
            Axis::Columns { .. } => board.width,
        }
    }

    /// How many rows (or columns) `cell` stands from the edge behind the player (X if `first`),
    /// the edge on the side where it starts.
    ///
    /// ```
    /// use game_dsl_codegen::geometry::Board;
    /// use game_dsl_codegen::geometry::Axis;
    /// let board = Board { width: 5, height: 5 };
    /// let axis = Axis::Rows { x_up: true };
    /// assert_eq!(axis.advance(board, 20, true), 0); // a5: X's back row
    /// assert_eq!(axis.advance(board, 0, true), 4); // a1: X's farthest
    /// assert_eq!(axis.advance(board, 0, false), 0);
    /// ```
    pub fn advance(self, board: Board, cell: u32, first: bool) -> u32 {
        let (position, towards_low, length) = match self {
            Axis::Rows { x_up } => (cell / board.width, x_up == first, board.height),
            Axis::Columns { x_left } => (cell % board.width, x_left == first, board.width),
        };
        if towards_low {
            length - 1 - position
        } else {
            position
        }
    }
}
