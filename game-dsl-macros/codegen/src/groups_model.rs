//! The validated model of a game of stones that capture groups without liberties (Go).

/// The most points of a board of groups (25 x 25): each side's stones are a `u128` on a board
/// of at most 128 points, a `game_dsl::bits::Wide<N>` on a larger one.
pub const MAX_POINTS: u32 = 625;
/// The passes in a row that may end a game (`win: area { passes: N }`): a position counts
/// them in a byte.
pub const PASSES: std::ops::RangeInclusive<u32> = 1..=255;
/// Why a count of passes is refused.
pub const PASSES_ERROR: &str = "the passes in a row that end the game are 1 to 255";

/// The longest limit of a game of groups: a position keeps the key of every board of the game.
pub const MAX_LIMIT: u32 = 1024;

/// A game of groups: stones placed on a `width x height` board capture the enemy groups they
/// leave without a liberty; a side may pass; the game ends after `passes` passes in a row or
/// `limit` plies and is scored by area, the second player adding the komi.
pub struct Groups {
    /// Columns.
    pub width: u32,
    /// Rows.
    pub height: u32,
    /// Whether a placement that leaves its own group without a liberty is a move.
    pub suicide: bool,
    /// `ko: simple`.
    pub ko: bool,
    /// `repeat: draw`: a placement that brings back an earlier board ends the game as a draw.
    pub repeat_draw: bool,
    /// `repeat: 2 forbid` (made of parts): a placement that would bring back an earlier board
    /// is not a move (positional superko).
    pub repeat_forbid: bool,
    /// The komi in half points.
    pub komi2: u32,
    /// The passes in a row that end the game.
    pub passes: u32,
    /// The plies after which the game is scored.
    pub limit: u32,
}
