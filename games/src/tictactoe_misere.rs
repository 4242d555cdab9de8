//! Misère tic-tac-toe.

use game_dsl::game;

game! {
    /// Misère tic-tac-toe: three in a row on a 3 x 3 board loses; a full board is a draw. X moves
    /// first; cells are numbered 1 to 9 row by row from the top left. Rules after Wikipedia's
    /// "Tic-tac-toe" (section "Variations": misère, "the player who has three in a row loses");
    /// a draw with perfect play.
    pub TicTacToeMisere { board: 3 x 3, moves: place, lose: line 3 }
}
