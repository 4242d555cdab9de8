//! The Game of the Amazons (Walter Zamkauskas, 1988).

use game_dsl::game;

game! {
    /// Amazons on 10 x 10: four queens a side; a turn moves a queen like a chess queen over empty
    /// cells, then shoots an arrow from where it landed, the same way, onto an empty cell, which
    /// it blocks for good. Who cannot move loses. X (white) moves first, from the bottom; moves
    /// are the queen's cells and the arrow's, `d10d4g7`.
    pub Amazons {
        board: 10 x 10,
        start: { X: [a7, d10, g10, j7], O: [a4, d1, g1, j4] },
        moves: slide all then shoot all,
        blocked: lose,
    }
}

game! {
    /// Amazons on 6 x 6 (OpenSpiel's `amazons`): the rules of [`Amazons`] with two queens fewer
    /// a side; X on a5, f5, b6 and e6, O on b1, e1, a2 and f2.
    pub Amazons6 {
        board: 6 x 6,
        start: { X: [a5, f5, b6, e6], O: [b1, e1, a2, f2] },
        moves: slide all then shoot all,
        blocked: lose,
    }
}
