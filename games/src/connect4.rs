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

game! {
    /// Connect Four on 8 x 7: the same rules on a board one column wider and one row taller.
    /// Moves are the columns 1 to 8.
    pub ConnectFour8x7: ConnectFour { board: 8 x 7 }
}

game! {
    /// Connect Four on 5 x 4: four in a row on a small board. Moves are the columns 1 to 5.
    pub ConnectFour5x4: ConnectFour { board: 5 x 4 }
}
