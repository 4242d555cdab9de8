//! Konane (kōnane), the Hawaiian game of jumps.

use game_dsl::game;

game! {
    /// Konane on 6 x 6: the board starts full in a checkerboard, X on the dark cells. X first
    /// removes one of its stones from the centre or a corner, then O one of its stones next to
    /// the gap; from then on a stone jumps orthogonally over an adjacent opponent's stone into
    /// an empty cell, capturing it, and may jump again straight on. Who cannot move loses.
    /// Moves are the cells touched: `d3` (a removal), `b3d3` or `b3d3f3`.
    pub Konane {
        board: 6 x 6,
        start: { X: dark, O: light },
        opening: [remove at [c3, d3, c4, d4, a1, f1, a6, f6], remove beside orthogonal],
        moves: jump orthogonal over enemy chain straight,
        blocked: lose,
    }
}
