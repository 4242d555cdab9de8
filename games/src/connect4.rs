//! Connect Four.

use game_dsl::game;

game! {
    /// Connect Four: drop stones into the columns of a 7 x 6 board; four in a row, a column or
    /// a diagonal wins. X moves first; moves are the columns 1 to 7.
    pub ConnectFour {
        board: 7 x 6,
        moves: drop,
        win: line 4,
        order: centre,
        eval: windows [1, 4, 32],
    }
}
