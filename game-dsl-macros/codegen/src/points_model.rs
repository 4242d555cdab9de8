//! The validated model of a game of points joined by lines (morris): what the generator needs
//! to call the runtime's graph work (`game_dsl::points`) with the game's rules.

/// The most nested squares of `board: morris N`: `8 N` points fit a `u32`.
pub const MAX_SQUARES: u32 = 4;

/// A game of stones placed on the points of a board of lines and moved along them, a mill
/// removing an opponent's stone.
pub struct Points {
    /// The board's nested squares (`morris N`).
    pub squares: u32,
    /// The stones each side places from its hand (0: none).
    pub hand: u32,
    /// Whether a side with none in hand steps along the lines.
    pub step: bool,
    /// A side with none in hand and this many stones or fewer flies (0: never).
    pub fly: u32,
    /// Whether a stone that makes a mill removes an opponent's stone.
    pub remove_on_mill: bool,
    /// A side with fewer stones than this loses (0: never).
    pub fewer: u32,
    /// The turns after which the game is drawn (0: none).
    pub limit: u32,
}
