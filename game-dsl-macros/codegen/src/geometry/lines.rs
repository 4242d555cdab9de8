//! Lines on the board: where they start, how many pass through a cell, whether a set of cells
//! holds one, and how the generated code finds a run with shifts.

use super::{Board, Direction, LINE_DIRECTIONS, Set};

impl Board {
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
    pub fn has_line(self, stones: impl Into<Set>, length: u32) -> bool {
        let stones = stones.into();
        LINE_DIRECTIONS.iter().any(|&d| {
            let shift = self.shift(d);
            self.line_start_cells(d, length)
                .into_iter()
                .filter(|&c| stones.has(c))
                .any(|start| {
                    (0..length as i32).all(|k| stones.has((start as i32 + k * shift) as u32))
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
}

/// Boards of at most this many cells test for a line with a table lookup (at most 64 words).
pub const MAX_TABLE_CELLS: u32 = 12;

/// How a run of `length` stones is found with shifts by doubling: the run lengths after each
/// step, each step combining the runs so far with the same runs `have` steps further on.
///
/// ```
/// use game_dsl_codegen::geometry::run_steps;
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
}
