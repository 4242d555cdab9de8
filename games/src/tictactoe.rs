//! Tic-tac-toe.

use game_dsl::game;

game! {
    /// Tic-tac-toe: three in a row on a 3 x 3 board. X moves first; cells are numbered 1 to 9
    /// row by row from the top left.
    pub TicTacToe { board: 3 x 3, moves: place, win: line 3 }
}
