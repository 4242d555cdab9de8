//! International draughts (10 x 10), declared from parts: flying kings, men capturing
//! backwards, the majority rule.

use game_dsl::game;

game! {
    /// International draughts on 10 x 10 (FMJD rules): twenty men a side on the dark cells of
    /// its four back rows. Men step diagonally forward and capture diagonally forward and
    /// backward; kings fly: they slide any distance diagonally, and capture a stone at any
    /// distance along a free diagonal, landing on any empty cell beyond. Captures are
    /// compulsory and chained, and the sequence that takes the most stones must be played
    /// (kings count as one); stones jumped leave the board when the move ends, block until
    /// then and are not jumped twice. A man that ends its move on the far row becomes a king
    /// (one passing through it in a capture does not). Who cannot move loses; 50 plies without
    /// a capture draw. X (white) moves first, upwards; moves are the cells touched, `b7a6` or
    /// `c6e4c2`.
    pub Draughts {
        board: 10 x 10,
        start: { X: dark rows 7..=10, O: dark rows 1..=4 },
        moves: {
            plain: [step forward_diagonal, jump diagonal over enemy chain],
            promoted: [slide diagonal, jump diagonal over enemy far chain],
        },
        capture: most,
        promote: far_row at end,
        quiet: 50,
        eval: { material: 10, promoted: 20 },
    }
}
