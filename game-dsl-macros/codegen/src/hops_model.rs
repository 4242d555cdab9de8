//! The validated model of a game of stones that step or hop (Chinese checkers).

/// A game of hops: stones on the cells of a board's outline step to a neighbour or hop over
/// stones, and a side wins by standing on every cell the other side started on.
pub struct Hops {
    /// Columns of the board's rectangle.
    pub width: u32,
    /// Rows of the board's rectangle.
    pub height: u32,
    /// The cells on the board, in order (`row * width + column`).
    pub cells: Vec<u32>,
    /// Each direction's change of column and row: the six of a board of hexagons, the eight of
    /// squares.
    pub directions: Vec<(i32, i32)>,
    /// Whether a stone may hop on after a hop.
    pub chain: bool,
    /// Each side's cells at the start, the first player's first.
    pub start: [Vec<u32>; 2],
    /// The plies after which the game is drawn (0: none).
    pub limit: u32,
    /// Whether a side without a move passes (else it loses).
    pub pass: bool,
}
