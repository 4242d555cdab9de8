//! The validated model of a game of pawns and walls (Quoridor).

/// A game of walls: each side's pawn races to the row farthest from its start, and a turn may
/// place a wall between cells instead.
pub struct Walls {
    /// Columns of the board.
    pub width: u32,
    /// Rows of the board.
    pub height: u32,
    /// The cells a wall spans.
    pub length: u32,
    /// The walls each side has.
    pub stock: u32,
    /// Each side's pawn's cell at the start (`row * width + column`), the first player's first.
    pub start: [u32; 2],
    /// The plies after which the game is drawn (0: none).
    pub limit: u32,
    /// Whether a side without a move passes (else it loses).
    pub pass: bool,
}
