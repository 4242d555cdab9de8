//! Breakthrough, Dan Troyka's game of 2000, with OpenSpiel's rules.

use game_dsl::game;

game! {
    /// Breakthrough on 8 x 8: each side's sixteen pawns start on its two back rows; a pawn steps
    /// straight forward onto an empty cell, or diagonally forward onto an empty cell or an
    /// opponent's pawn, which it captures. A pawn that reaches the far row wins, and so does
    /// capturing every opposing pawn (the rules of OpenSpiel's `breakthrough`). X moves first,
    /// upwards from rows 7 and 8; moves are steps such as `a7a6`.
    pub Breakthrough {
        board: 8 x 8,
        start: { X: rows 7..=8, O: rows 1..=2 },
        moves: [step forward, step forward_diagonal onto any],
        win: [reach far_row, capture_all],
        eval: { material: 10, advance: 1 },
    }
}
