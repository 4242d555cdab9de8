//! English draughts (checkers).

use game_dsl::game;

game! {
    /// English draughts on 8 x 8: twelve men a side on the dark cells of its three back rows.
    /// Men step diagonally forward onto an empty cell; captures jump an adjacent opponent's
    /// stone into the empty cell beyond, chain while the stone can jump again, and are
    /// compulsory. A man that reaches the far row becomes a king, which ends its turn; kings
    /// step and jump both ways. Who cannot move loses; 40 plies in a row without a capture draw
    /// (OpenSpiel's `checkers`, `kMaxMovesWithoutCapture`). X (black) moves first, upwards;
    /// moves are the cells touched, `c6d5` or `c6e4g2`.
    pub Checkers {
        board: 8 x 8,
        start: { X: dark rows 6..=8, O: dark rows 1..=3 },
        moves: {
            plain: [step forward_diagonal, jump forward_diagonal over enemy chain],
            promoted: [step diagonal, jump diagonal over enemy chain],
        },
        capture: compulsory,
        promote: far_row,
        quiet: 40,
        eval: { material: 10, promoted: 10 },
    }
}
