//! Flanks on the board: where a flanked stone can lie, where a `flank` move can be played, and
//! how the generated flood fill grows a run.

use super::{Board, Direction, LINE_DIRECTIONS};

impl Board {
    /// The cells with a neighbour on both sides along `direction`: where a flanked stone can lie.
    pub fn inner(self, direction: Direction) -> u128 {
        self.reaching(direction, -1) & self.reaching(direction, 1)
    }

    /// The cells from which `steps` steps along `direction` (negative: the other way) stay on
    /// the board.
    ///
    /// ```
    /// use game_dsl_codegen::geometry::{Board, LINE_DIRECTIONS};
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
    /// use game_dsl_codegen::geometry::Board;
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
}

/// How the flood fill of a flanking move grows a run of opposing stones: the number of steps
/// added by each shift after the first, so that runs up to `longest` are found. Each addition is
/// a power of two no longer than the run already found (Kogge-Stone doubling), the last ones
/// shorter to stop at `longest`.
///
/// ```
/// use game_dsl_codegen::geometry::flank_steps;
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
}
