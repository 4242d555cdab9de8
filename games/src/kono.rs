//! Five Field Kono (o-pat-ko-no), a game of Korea recorded by Culin in 1895.

use game_dsl::game;

game! {
    /// Five Field Kono on 5 x 5: each side's seven stones step diagonally, one cell forwards or
    /// backwards, onto an empty cell; nothing is captured. A side wins when its stones stand on
    /// every cell the other side started on; a side that cannot move draws (the rule of the
    /// Berkeley GamesCrafters), and so does a game of 100 plies. X moves first, from the bottom
    /// row and the ends of the row above it; moves are steps such as `b5c4`.
    pub Kono {
        board: 5 x 5,
        start: { X: [a5, b5, c5, d5, e5, a4, e4], O: [a1, b1, c1, d1, e1, a2, e2] },
        moves: step diagonal,
        blocked: draw,
        win: occupy,
        limit: 100,
        eval: { advance: 2, goal: 3 },
    }
}
