//! The validated model of a game of edges and boxes (dots and boxes): what the generator needs
//! to call the runtime's edge work (`game_dsl::boxes`) with the game's rules.

/// The most bits of either direction's edges with the padding column: `(H + 1) * (W + 1)`,
/// one `u64` each.
pub const MAX_PADDED: u32 = 64;

/// A game of edges drawn between dots, won by the side with more boxes when every edge is
/// drawn.
pub struct Boxes {
    /// Boxes a row.
    pub columns: u32,
    /// Rows of boxes.
    pub rows: u32,
    /// Whether a player who closes a box draws again.
    pub again_on_box: bool,
}

impl Boxes {
    /// How many edges: `(H + 1) * W` across and `H * (W + 1)` down.
    pub fn edges(&self) -> u32 {
        (self.rows + 1) * self.columns + self.rows * (self.columns + 1)
    }
}
