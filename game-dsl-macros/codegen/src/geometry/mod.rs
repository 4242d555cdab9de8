//! The geometry of a rectangular board, computed when the macro runs: cells, directions, lines,
//! flanks, steps. The validator checks declarations with it and the generator emits its masks as
//! constants; it generates no code itself.
//!
//! Cells are numbered row by row from the top left: cell `row * width + column` is bit
//! `row * width + column` of a player's bitboard.

mod directions;
mod flank;
mod lines;
mod outline;
mod set;
mod step;

pub use directions::{
    ALL_STEPS, DIAGONAL_STEPS, Direction, LINE_DIRECTIONS, ORTHOGONAL_STEPS, StepDirections, steps,
};
pub use flank::flank_steps;
pub use lines::{MAX_TABLE_CELLS, run_steps};
pub use outline::{ConnectSides, HEX_NEIGHBOURS, Outline};
pub use set::Set;
pub use step::Axis;

/// The largest board the generator supports, in cells: beyond 128 cells a player's stones are
/// a `bits::Wide<N>` of `N` 64-bit words.
pub const MAX_CELLS: u32 = 1024;

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
    pub fn all(self) -> Set {
        Set::first(self.cells())
    }

    /// The bit of the cell at `(column, row)`, if it is on the board.
    pub fn bit(self, column: i32, row: i32) -> Option<u32> {
        let on_board =
            (0..self.width as i32).contains(&column) && (0..self.height as i32).contains(&row);
        on_board.then(|| row as u32 * self.width + column as u32)
    }

    /// The cell next to `cell` in `direction` (`sign` -1: the other way) as a set of one, or the
    /// empty set at the edge of the board.
    pub fn neighbour(self, cell: u32, direction: Direction, sign: i32) -> Set {
        let (column, row) = ((cell % self.width) as i32, (cell / self.width) as i32);
        self.bit(column + sign * direction.dx, row + sign * direction.dy)
            .map_or(Set::EMPTY, Set::cell)
    }

    /// The cells beyond `cell` going `steps` times `direction` for every `steps` from 1 to the
    /// edge of the board (`sign` -1: the other way).
    pub fn ray(self, cell: u32, direction: Direction, sign: i32) -> Set {
        let (column, row) = ((cell % self.width) as i32, (cell / self.width) as i32);
        let mut ray = Set::EMPTY;
        for steps in 1.. {
            let (dx, dy) = (sign * steps * direction.dx, sign * steps * direction.dy);
            match self.bit(column + dx, row + dy) {
                Some(bit) => ray.insert(bit),
                None => return ray,
            }
        }
        unreachable!("a ray leaves the board")
    }

    /// Which of the board's four quadrants (see [`Board::quadrants`]) holds `cell`: 0 and 1 in
    /// the lower rows, left and right, 2 and 3 in the upper ones.
    pub fn quadrant(self, cell: u32) -> usize {
        let (column, row) = (cell % self.width, cell / self.width);
        usize::from(column >= self.width / 2) + 2 * usize::from(row >= self.height / 2)
    }

    /// The board cut in four at its middle row and column (an odd middle line goes to the
    /// lower half): the regions whose empty cells' parity orders an endgame's moves.
    pub fn quadrants(self) -> [u128; 4] {
        let mut quadrants = [0; 4];
        for cell in 0..self.cells() {
            quadrants[self.quadrant(cell)] |= 1 << cell;
        }
        quadrants
    }

    /// How far the bit index moves for one step in `direction`.
    pub fn shift(self, direction: Direction) -> i32 {
        direction.dy * self.width as i32 + direction.dx
    }

    /// The number of machine words of a player's stones when the board needs more than one
    /// 128-bit integer (`bits::Wide<N>`), `None` otherwise.
    pub fn words(self) -> Option<usize> {
        (self.cells() > 128).then(|| self.cells().div_ceil(64) as usize)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quadrants_cut_the_board_at_its_middle() {
        let quadrants = Board {
            width: 8,
            height: 8,
        }
        .quadrants();
        assert_eq!(
            quadrants,
            [
                0x0f0f_0f0f,
                0xf0f0_f0f0,
                0x0f0f_0f0f_0000_0000,
                0xf0f0_f0f0_0000_0000
            ]
        );
        // 5 x 3: columns 0-1 and 2-4, row 0 and rows 1-2.
        let quadrants = Board {
            width: 5,
            height: 3,
        }
        .quadrants();
        assert_eq!(
            quadrants,
            [0b11, 0b11100, 0b00011_00011_00000, 0b11100_11100_00000]
        );
    }

    #[test]
    fn bits_type_fits_the_board() {
        assert_eq!(
            Board {
                width: 3,
                height: 3
            }
            .bits_type(),
            "u16"
        );
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
            .all()
            .low(),
            u128::MAX
        );
    }
}
