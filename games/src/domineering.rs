//! Domineering (Göran Andersson, 1973; also called Crosscram).

use game_dsl::game;

game! {
    /// Domineering on 8 x 8: X places vertical dominoes and moves first, O horizontal ones, each
    /// on two empty cells. Who cannot move loses. Moves are the domino's two cells, the top or
    /// left one first (`c3c4`).
    pub Domineering {
        board: 8 x 8,
        moves: { X: place domino vertical, O: place domino horizontal },
        blocked: lose,
    }
}
