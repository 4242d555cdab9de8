//! Nim.

use game_dsl::game;

game! {
    /// Nim: three piles of 3, 4 and 5 tokens; a move takes any number of tokens from one pile,
    /// and whoever takes the last token wins. X moves first; moves are `pile:tokens` (`2:3`
    /// takes 3 from pile 2).
    pub Nim {
        piles: [3, 4, 5],
        moves: take any,
        win: last_take,
    }
}
