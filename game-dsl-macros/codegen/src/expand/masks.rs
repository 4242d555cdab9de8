//! Bit masks of a rectangular board, computed when the macro runs and emitted as constants.
//!
//! Cells are numbered row by row from the top left: cell `row * width + column` is bit
//! `row * width + column` of a player's bitboard.

use crate::model::StepDirections;

/// A direction on the board, as a step in columns and rows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Direction {
    /// The constant's name in the generated code.
    pub name: &'static str,
    /// What the constant holds, for its doc comment.
    pub description: &'static str,
    /// Column step.
    pub dx: i32,
    /// Row step (downwards).
    pub dy: i32,
}

/// The four directions of a line, each taken one way (the other way is the same line).
pub const LINE_DIRECTIONS: [Direction; 4] = [
    Direction {
        name: "ACROSS",
        description: "left to right",
        dx: 1,
        dy: 0,
    },
    Direction {
        name: "DOWN",
        description: "top to bottom",
        dx: 0,
        dy: 1,
    },
    Direction {
        name: "DIAGONAL",
        description: "down and to the right",
        dx: 1,
        dy: 1,
    },
    Direction {
        name: "ANTI_DIAGONAL",
        description: "down and to the left",
        dx: -1,
        dy: 1,
    },
];

/// A step in each of the eight directions, as a stone moves (`moves: step`).
const fn step(name: &'static str, description: &'static str, dx: i32, dy: i32) -> Direction {
    Direction {
        name,
        description,
        dx,
        dy,
    }
}

/// The orthogonal steps, in the order their moves are generated: up, left, right, down.
pub const ORTHOGONAL_STEPS: [Direction; 4] = [
    step("UP", "up", 0, -1),
    step("LEFT", "to the left", -1, 0),
    step("RIGHT", "to the right", 1, 0),
    step("DOWN", "down", 0, 1),
];

/// The diagonal steps, in the order their moves are generated.
pub const DIAGONAL_STEPS: [Direction; 4] = [
    step("UP_LEFT", "up and to the left", -1, -1),
    step("UP_RIGHT", "up and to the right", 1, -1),
    step("DOWN_LEFT", "down and to the left", -1, 1),
    step("DOWN_RIGHT", "down and to the right", 1, 1),
];

/// The eight steps of a chess king, row by row.
pub const ALL_STEPS: [Direction; 8] = [
    DIAGONAL_STEPS[0],
    ORTHOGONAL_STEPS[0],
    DIAGONAL_STEPS[1],
    ORTHOGONAL_STEPS[1],
    ORTHOGONAL_STEPS[2],
    DIAGONAL_STEPS[2],
    ORTHOGONAL_STEPS[3],
    DIAGONAL_STEPS[3],
];

/// The steps that `directions` declares.
///
/// ```
/// use game_dsl_codegen::expand::masks::steps;
/// use game_dsl_codegen::model::StepDirections;
/// assert_eq!(steps(StepDirections::Diagonal).len(), 4);
/// assert_eq!(steps(StepDirections::All).len(), 8);
/// ```
pub fn steps(directions: StepDirections) -> &'static [Direction] {
    match directions {
        StepDirections::Diagonal => &DIAGONAL_STEPS,
        StepDirections::Orthogonal => &ORTHOGONAL_STEPS,
        StepDirections::All => &ALL_STEPS,
    }
}

/// The geometry of a `width x height` board.
#[derive(Clone, Copy, Debug)]
pub struct Board {
    /// Columns.
    pub width: u32,
    /// Rows.
    pub height: u32,
}

impl Board {
    /// Number of cells.
    pub fn cells(self) -> u32 {
        self.width * self.height
    }

    /// Every cell.
    pub fn all(self) -> u128 {
        if self.cells() == 128 {
            u128::MAX
        } else {
            (1u128 << self.cells()) - 1
        }
    }

    /// The bit of the cell at `(column, row)`, if it is on the board.
    pub fn bit(self, column: i32, row: i32) -> Option<u32> {
        let on_board =
            (0..self.width as i32).contains(&column) && (0..self.height as i32).contains(&row);
        on_board.then(|| row as u32 * self.width + column as u32)
    }

    /// The cells beyond `cell` going `steps` times `direction` for every `steps` from 1 to the
    /// edge of the board (`sign` -1: the other way).
    pub fn ray(self, cell: u32, direction: Direction, sign: i32) -> u128 {
        let (column, row) = ((cell % self.width) as i32, (cell / self.width) as i32);
        let mut ray = 0;
        for steps in 1.. {
            let (dx, dy) = (sign * steps * direction.dx, sign * steps * direction.dy);
            match self.bit(column + dx, row + dy) {
                Some(bit) => ray |= 1 << bit,
                None => return ray,
            }
        }
        unreachable!("a ray leaves the board")
    }

    /// How far the bit index moves for one step in `direction`.
    pub fn shift(self, direction: Direction) -> i32 {
        direction.dy * self.width as i32 + direction.dx
    }

    /// The cells from which a line of `length` going in `direction` stays on the board (a board
    /// of at most 128 cells).
    pub fn line_starts(self, direction: Direction, length: u32) -> u128 {
        self.line_start_cells(direction, length)
            .into_iter()
            .fold(0, |mask, cell| mask | 1 << cell)
    }

    /// The cells from which a line of `length` going in `direction` stays on the board, lowest
    /// first, on a board of any size.
    pub fn line_start_cells(self, direction: Direction, length: u32) -> Vec<u32> {
        let reach = length as i32 - 1;
        let mut cells = Vec::new();
        for row in 0..self.height as i32 {
            for column in 0..self.width as i32 {
                let end = self.bit(column + reach * direction.dx, row + reach * direction.dy);
                if end.is_some() {
                    cells.push(self.bit(column, row).expect("on the board"));
                }
            }
        }
        cells
    }

    /// The number of machine words of a player's stones when the board needs more than one
    /// 128-bit integer (`bits::Wide<N>`), `None` otherwise.
    pub fn words(self) -> Option<usize> {
        (self.cells() > 128).then(|| self.cells().div_ceil(64) as usize)
    }

    /// For each cell, the number of lines of `length` through it.
    pub fn lines_through(self, length: u32) -> Vec<u32> {
        let mut counts = vec![0; self.cells() as usize];
        for direction in LINE_DIRECTIONS {
            for start in self.line_start_cells(direction, length) {
                for k in 0..length as i32 {
                    let cell = start as i32 + k * self.shift(direction);
                    counts[cell as usize] += 1;
                }
            }
        }
        counts
    }

    /// Whether the set of cells `stones` holds a line of `length`.
    pub fn has_line(self, stones: u128, length: u32) -> bool {
        LINE_DIRECTIONS.iter().any(|&d| {
            let shift = self.shift(d);
            let starts = self.line_starts(d, length) & stones;
            (0..self.cells())
                .filter(|&c| starts >> c & 1 == 1)
                .any(|start| {
                    (0..length as i32).all(|k| stones >> (start as i32 + k * shift) & 1 == 1)
                })
        })
    }

    /// For a small board, a table of every set of cells: bit `s` of the table (word `s / 64`,
    /// bit `s % 64`) tells whether the set `s` holds a line of `length`. `None` for boards of
    /// more than [`MAX_TABLE_CELLS`] cells.
    pub fn line_table(self, length: u32) -> Option<Vec<u64>> {
        if self.cells() > MAX_TABLE_CELLS {
            return None;
        }
        let sets = 1u128 << self.cells();
        let mut table = vec![0u64; sets.div_ceil(64) as usize];
        for set in 0..sets {
            if self.has_line(set, length) {
                table[(set / 64) as usize] |= 1 << (set % 64);
            }
        }
        Some(table)
    }

    /// The cells with a neighbour on both sides along `direction`: where a flanked stone can lie.
    pub fn inner(self, direction: Direction) -> u128 {
        self.reaching(direction, -1) & self.reaching(direction, 1)
    }

    /// The cells from which `steps` steps along `direction` (negative: the other way) stay on
    /// the board.
    ///
    /// ```
    /// use game_dsl_codegen::expand::masks::{Board, LINE_DIRECTIONS};
    /// let board = Board { width: 3, height: 3 };
    /// let [across, down, ..] = LINE_DIRECTIONS;
    /// assert_eq!(board.reaching(across, 2), 0b001_001_001);
    /// assert_eq!(board.reaching(down, -1), 0b111_111_000);
    /// ```
    pub fn reaching(self, direction: Direction, steps: i32) -> u128 {
        (0..self.cells())
            .filter(|&cell| {
                let (column, row) = ((cell % self.width) as i32, (cell / self.width) as i32);
                self.bit(column + steps * direction.dx, row + steps * direction.dy)
                    .is_some()
            })
            .fold(0, |mask, cell| mask | 1 << cell)
    }

    /// The longest run of stones that a move can flank along any direction: the longest line
    /// less its two ends.
    pub fn longest_flank(self) -> u32 {
        self.width.max(self.height).saturating_sub(2)
    }

    /// The cells where `mine` may play a `flank` move against `theirs`, cell by cell: the
    /// reference that validates start layouts (the generated code uses shifts).
    ///
    /// ```
    /// use game_dsl_codegen::expand::masks::Board;
    /// let board = Board { width: 8, height: 8 };
    /// let cell = |name: &str| 1u128 << board.cell(name).unwrap();
    /// let x = cell("e4") | cell("d5");
    /// let o = cell("d4") | cell("e5");
    /// let moves = board.flank_moves(x, o);
    /// assert_eq!(moves, cell("d3") | cell("c4") | cell("f5") | cell("e6"));
    /// ```
    pub fn flank_moves(self, mine: u128, theirs: u128) -> u128 {
        let mut moves = 0;
        for row in 0..self.height as i32 {
            for column in 0..self.width as i32 {
                let here = self.bit(column, row).expect("on the board");
                if (mine | theirs) >> here & 1 == 1 {
                    continue;
                }
                let flanks = LINE_DIRECTIONS
                    .iter()
                    .flat_map(|d| [(d.dx, d.dy), (-d.dx, -d.dy)])
                    .any(|(dx, dy)| {
                        let mut run = 0;
                        let (mut c, mut r) = (column + dx, row + dy);
                        while let Some(bit) = self.bit(c, r) {
                            if theirs >> bit & 1 == 1 {
                                run += 1;
                            } else {
                                return run > 0 && mine >> bit & 1 == 1;
                            }
                            (c, r) = (c + dx, r + dy);
                        }
                        false
                    });
                if flanks {
                    moves |= 1 << here;
                }
            }
        }
        moves
    }

    /// The cells from which a step in `direction` stays on the board (a board of at most 128
    /// cells).
    ///
    /// ```
    /// use game_dsl_codegen::expand::masks::{Board, DIAGONAL_STEPS};
    /// let board = Board { width: 3, height: 3 };
    /// assert_eq!(board.step_sources(DIAGONAL_STEPS[0]), 0b110_110_000); // up and to the left
    /// ```
    pub fn step_sources(self, direction: Direction) -> u128 {
        let mut mask = 0;
        for row in 0..self.height as i32 {
            for column in 0..self.width as i32 {
                if self
                    .bit(column + direction.dx, row + direction.dy)
                    .is_some()
                {
                    mask |= 1 << self.bit(column, row).expect("on the board");
                }
            }
        }
        mask
    }

    /// The number of steps from a cell to a neighbour in one of `directions`: the most moves a
    /// position of a `step` game can have.
    ///
    /// ```
    /// use game_dsl_codegen::expand::masks::{Board, DIAGONAL_STEPS};
    /// assert_eq!(Board { width: 5, height: 5 }.step_pairs(&DIAGONAL_STEPS), 64);
    /// ```
    pub fn step_pairs(self, directions: &[Direction]) -> u32 {
        directions
            .iter()
            .map(|&d| self.step_sources(d).count_ones())
            .sum()
    }

    /// The number of steps `mine` can make onto empty cells among `theirs`, cell by cell: the
    /// reference that validates start layouts (the generated code uses shifts).
    ///
    /// ```
    /// use game_dsl_codegen::expand::masks::{Board, DIAGONAL_STEPS};
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

    /// The bit of a cell named in algebraic notation (`e4`: column letter, row from the top).
    pub fn cell(self, name: &str) -> Option<u32> {
        let mut chars = name.chars();
        let column = chars.next()?.to_ascii_lowercase();
        let row: i32 = chars.as_str().parse().ok()?;
        if !column.is_ascii_lowercase() {
            return None;
        }
        self.bit(i32::from(column as u8 - b'a'), row - 1)
    }

    /// The smallest unsigned integer type with a bit per cell.
    pub fn bits_type(self) -> &'static str {
        match self.cells() {
            0..=16 => "u16",
            17..=32 => "u32",
            33..=64 => "u64",
            _ => "u128",
        }
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
    /// use game_dsl_codegen::expand::masks::Board;
    /// use game_dsl_codegen::expand::masks::Axis;
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
    /// use game_dsl_codegen::expand::masks::Board;
    /// use game_dsl_codegen::expand::masks::Axis;
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

/// Boards of at most this many cells test for a line with a table lookup (at most 64 words).
pub const MAX_TABLE_CELLS: u32 = 12;

/// How a run of `length` stones is found with shifts by doubling: the run lengths after each
/// step, each step combining the runs so far with the same runs `have` steps further on.
///
/// ```
/// use game_dsl_codegen::expand::masks::run_steps;
/// assert_eq!(run_steps(3), vec![(1, 2), (1, 3)]); // r = b & b >> s; r & r >> s
/// assert_eq!(run_steps(4), vec![(1, 2), (2, 4)]);
/// assert_eq!(run_steps(5), vec![(1, 2), (2, 4), (1, 5)]);
/// ```
pub fn run_steps(length: u32) -> Vec<(u32, u32)> {
    let mut steps = Vec::new();
    let mut have = 1;
    while have * 2 <= length {
        steps.push((have, have * 2));
        have *= 2;
    }
    if have < length {
        steps.push((length - have, length));
    }
    steps
}

/// How the flood fill of a flanking move grows a run of opposing stones: the number of steps
/// added by each shift after the first, so that runs up to `longest` are found. Each addition is
/// a power of two no longer than the run already found (Kogge-Stone doubling), the last ones
/// shorter to stop at `longest`.
///
/// ```
/// use game_dsl_codegen::expand::masks::flank_steps;
/// assert_eq!(flank_steps(6), vec![1, 2, 2]); // 8 x 8: runs of 1, 2, 4, 6
/// assert_eq!(flank_steps(4), vec![1, 2]); // 6 x 6
/// assert_eq!(flank_steps(14), vec![1, 2, 4, 4, 2]);
/// assert_eq!(flank_steps(1), vec![]);
/// ```
pub fn flank_steps(longest: u32) -> Vec<u32> {
    let mut steps = Vec::new();
    let mut have = 1;
    while have < longest {
        let add = 1 << (have.min(longest - have)).ilog2();
        steps.push(add);
        have += add;
    }
    steps
}

#[cfg(test)]
mod tests {
    use super::*;

    const TIC_TAC_TOE: Board = Board {
        width: 3,
        height: 3,
    };

    #[test]
    fn tic_tac_toe_line_starts() {
        let [across, down, diagonal, anti] = LINE_DIRECTIONS.map(|d| TIC_TAC_TOE.line_starts(d, 3));
        assert_eq!(across, 0b001_001_001);
        assert_eq!(down, 0b000_000_111);
        assert_eq!(diagonal, 0b1);
        assert_eq!(anti, 0b100);
    }

    #[test]
    fn tic_tac_toe_has_eight_lines() {
        let counts = TIC_TAC_TOE.lines_through(3);
        assert_eq!(counts, [3, 2, 3, 2, 4, 2, 3, 2, 3]);
        assert_eq!(counts.iter().sum::<u32>(), 8 * 3);
    }

    #[test]
    fn connect_four_has_69_lines() {
        let board = Board {
            width: 7,
            height: 6,
        };
        let lines: u32 = LINE_DIRECTIONS
            .iter()
            .map(|&d| board.line_starts(d, 4).count_ones())
            .sum();
        assert_eq!(lines, 69);
    }

    #[test]
    fn tic_tac_toe_line_table() {
        let table = TIC_TAC_TOE.line_table(3).unwrap();
        assert_eq!(table.len(), 8);
        let lines = (0..512u32)
            .filter(|s| table[(s / 64) as usize] >> (s % 64) & 1 == 1)
            .count();
        // Spot checks, and the count of sets of exactly 3 stones that hold a line: the 8 lines.
        assert!(lines > 8);
        let threes = (0..512u32)
            .filter(|s| s.count_ones() == 3 && table[(s / 64) as usize] >> (s % 64) & 1 == 1)
            .count();
        assert_eq!(threes, 8);
        assert!(TIC_TAC_TOE.has_line(0b100_010_001, 3));
        assert!(!TIC_TAC_TOE.has_line(0b100_010_010, 3));
        assert!(
            Board {
                width: 4,
                height: 4
            }
            .line_table(3)
            .is_none()
        );
    }

    #[test]
    fn othello_inner_cells_and_start_moves() {
        let board = Board {
            width: 8,
            height: 8,
        };
        let [across, down, diagonal, anti] = LINE_DIRECTIONS.map(|d| board.inner(d));
        assert_eq!(across, 0x7e7e_7e7e_7e7e_7e7e);
        assert_eq!(down, 0x00ff_ffff_ffff_ff00);
        assert_eq!(diagonal, 0x007e_7e7e_7e7e_7e00);
        assert_eq!(anti, diagonal);
        assert_eq!(board.longest_flank(), 6);
        assert_eq!(board.cell("a1"), Some(0));
        assert_eq!(board.cell("h8"), Some(63));
        assert_eq!(board.cell("i1"), None);
        // No wrap-around: O on h4, X on a5 (the next bit) flanks nothing across the edge.
        let x = 1 << board.cell("a5").unwrap();
        let o = 1 << board.cell("h4").unwrap();
        assert_eq!(board.flank_moves(x, o), 0);
    }

    #[test]
    fn bits_type_fits_the_board() {
        assert_eq!(TIC_TAC_TOE.bits_type(), "u16");
        assert_eq!(
            Board {
                width: 7,
                height: 6
            }
            .bits_type(),
            "u64"
        );
        assert_eq!(
            Board {
                width: 8,
                height: 8
            }
            .bits_type(),
            "u64"
        );
        assert_eq!(
            Board {
                width: 11,
                height: 11
            }
            .bits_type(),
            "u128"
        );
        assert_eq!(
            Board {
                width: 16,
                height: 8
            }
            .all(),
            u128::MAX
        );
    }
}
