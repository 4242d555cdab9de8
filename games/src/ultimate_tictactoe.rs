//! Ultimate tic-tac-toe (OpenSpiel's `ultimate_tic_tac_toe`): nine tic-tac-toe boards in one.

use game_dsl::game;

game! {
    /// Ultimate tic-tac-toe: a 9 x 9 board of nine 3 x 3 blocks, each a small tic-tac-toe
    /// board. The cell played in a block sends the opponent to the block in the same place
    /// among the blocks; if that block is won or full, the opponent plays in any open block
    /// (the first move too). Three in a row within a block wins it, and closes it; three won
    /// blocks in a row win the game; when every block is won or full without such a line, the
    /// game is a draw (a full block won by no one counts for neither side). X moves first;
    /// moves are the cells 1 to 81, row by row from the top left. The engine counts the open
    /// lines within the open blocks and the lines of won blocks.
    pub UltimateTicTacToe {
        board: 9 x 9 in blocks 3 x 3,
        moves: place in block of last,
        win: line 3 of blocks won by line 3,
        eval: { windows: [1, 4], blocks: [20, 100] },
    }
}
