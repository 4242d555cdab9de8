//! Gomoku.

use game_dsl::game;

game! {
    /// Gomoku (freestyle): five or more in a row on a 15 x 15 board wins. X moves first; moves
    /// are the cells 1 to 225, row by row from the top left.
    pub Gomoku { board: 15 x 15, moves: place, win: line 5, eval: windows [1, 8, 64, 512] }
}
