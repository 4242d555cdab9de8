//! Clobber, by Albert, Grossman, Nowakowski and Wolfe (2001).

use game_dsl::game;

game! {
    /// Clobber on 5 rows of 6: the board starts full, in a checkerboard of X and O; a stone moves
    /// onto an orthogonally adjacent opponent's stone, which it removes. Who cannot move loses.
    /// X moves first; moves are steps such as `a1b1`.
    pub Clobber {
        board: 6 x 5,
        start: { X: light, O: dark },
        moves: step orthogonal onto enemy,
        blocked: lose,
    }
}
