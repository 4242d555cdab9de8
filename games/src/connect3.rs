//! Connect Three: the game the tutorial (`docs/tutorial.md`) defines and analyses.

use game_dsl::game;

game! {
    /// Connect Three: drop stones into the columns of a 5 x 4 board; three in a row, a column
    /// or a diagonal wins. X moves first; moves are the columns 1 to 5.
    pub ConnectThree {
        board: 5 x 4,
        moves: drop,
        win: line 3,
        order: centre,
        eval: windows [1, 8],
    }
}
